# A leosztás motorjának elutasításai (director/engine/hand/).

## Licit (R-5.5, R-5.7; director/engine/hand/betting_rules.py)
hand-not-your-turn = { ARTICLE($seat) } { $seat }. szék következik, nem { ARTICLE($other_seat) } { $other_seat }. szék
hand-raise-exactly = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } összegre szólhat, nem { $amount } összegre
hand-raise-between = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } és { $maximum } közötti összegre szólhat, nem { $amount } összegre
hand-raise-exactly-all-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } összegre szólhat, nem { $amount } összegre (az all-in { $all_in_amount })
hand-raise-between-all-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } és { $maximum } közötti összegre szólhat, nem { $amount } összegre (az all-in { $all_in_amount })
hand-fixed-limit-only = fix limitben { ARTICLE($seat) } { $seat }. szék tétje vagy emelése csak { $amount } összegre szólhat
hand-open-pair-bets = { ARTICLE($seat) } { $seat }. szék tétje { $amount } lehet, nyitott párral { $big_amount } (R-6.4); nem { $bet }
hand-bring-in-may-not-fold = { ARTICLE($seat, capital: "yes") } { $seat }. szék teszi be a bring-int, nem dobhat (R-6.4): tegye be, vagy egészítse ki
hand-must-bring-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék köteles betenni a bring-int ({ $amount }) vagy kiegészíteni (R-6.4)
hand-bring-in-amount = { ARTICLE($seat) } { $seat }. szék bring-inje { $amount }, nem { $other_amount } (R-6.4)
hand-no-raise = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem tehet tétet és nem emelhet: { $raise_refusal }
hand-no-raise-call-takes-all = a megadás minden zsetonját elviszi
hand-no-raise-not-reopened = mióta cselekedett, csak egy rövid all-in jött, ami nem nyitja újra a licitet (R-5.7)
hand-no-raise-capped = az emelések száma elérte a plafont (R-5.5)
hand-no-raise-nobody-to-call = minden más játékos all-in
hand-no-raise-bring-in-complete = a bring-in már teljes tét, nincs mit kiegészíteni (R-6.4)

## Elutasítás, ami nem illik a következő lépéshez (director/engine/hand/state.py)
hand-refused-next = { $refusal }; a következő lépés: { $step }

## Leleplezés (R-7.3; director/engine/hand/evaluation.py)
hand-cards-to-decide = a kasszák eldöntéséhez az osztónak meg kell adnia: { $missing } (vagy kézzel kell megneveznie a nyerteseket)
hand-nobody-to-act = most senki sem következik

## Húzós póker (R-6.5; director/engine/hand/draw.py)
hand-aces-stay = ennél az asztalnál ászt nem lehet cserélni (R-6.5)
