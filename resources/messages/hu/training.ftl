# Osztóképzés: kérdések, válaszok és magyarázatok (director/services/training.py).

## Kérdések
train-who-brings-in = Ki teszi be a bring-int?
train-who-acts = Ki következik?
train-who-shows-first = Ki mutatja meg elsőként a lapjait?
train-to-call = Mennyit kell megadnia { ARTICLE($seat) } { $seat }. széknek?
train-smallest-raise = { ARTICLE($seat, capital: "yes") } { $seat }. szék: legalább mekkora összegre emelhet?
train-smallest-bet = { ARTICLE($seat, capital: "yes") } { $seat }. szék: legalább mekkora tétet tehet?
train-pot-limit-raise = Pot limit: legfeljebb mekkora összegre emelhet { ARTICLE($seat) } { $seat }. szék?
train-pot-limit-bet = Pot limit: legfeljebb mekkora tétet tehet { ARTICLE($seat) } { $seat }. szék?
train-pots = Mekkorák a kasszák? (összegek, a főkasszával kezdve, pontosvesszővel elválasztva)
train-who-wins = Ki nyeri: { $pot_name } ({ $amount })? (minden nyertes, high és low)
train-odd-chip = Ki kapja a páratlan zsetont itt: { $pot_name }?

## Válaszok: összegek
train-amounts = { $amount_list }
# több összeg úgy, ahogy beírják: 1 200; 600
train-amounts-then = { $amount }; { $then }

## Magyarázatok, a szabállyal
train-door-card = { $seat }. szék { $card }
train-bring-in-rule = a legalacsonyabb nyitott lap, az ász magas; egyenlőségnél a szín dönt: treff, káró, kőr, pikk
train-bring-in-rule-razz = razz: a legmagasabb nyitott lap, az ász alacsony, egyenlőségnél a magasabb szín
train-bring-in-passed = { $reason }; ez { ARTICLE($seat) } { $seat }. széknél van, de az antéval all-in lett, ezért a balján következő, zsetonnal rendelkező szék nyit: beteszi a bring-int, kiegészít vagy dob (TDA RP-10-E)
train-bring-in-why = Nyitott lapok: { $door_cards }. R-6.4: { $reason }. { $step }
train-who-acts-why = { $step } ({ $rule }: a cselekvés sorrendje)
train-to-call-why = A legmagasabb tét { $bet }; { ARTICLE($seat) } { $seat }. szék előtt { $front_amount } van, mögötte { $stack }, így a megadás { $call } (0: passz; { $rule }).
train-min-raise-why = { $legal }. { $rule }: az emelés legalább a kör legnagyobb tétjével vagy emelésével ({ $raise_amount }) haladja meg a legmagasabb tétet ({ $bet }); felső határa a zsetonkészlet.
train-min-raise-why-pl = { $legal }. { $rule }: pot limitben a legkisebb tét és emelés ugyanaz, mint no limitben: az emelés legalább a kör legnagyobb tétjével vagy emelésével ({ $raise_amount }) haladja meg a legmagasabb tétet ({ $bet }); felső határa a zsetonkészlet.
train-min-raise-why-fl = { $legal }. { $rule }: fix limitben minden tét és emelés pontosan egy, az utcához tartozó tét, így a legkisebb { $minimum } összegre szól.
train-min-raise-why-short = { $legal }. { $rule }: a megadandó tét ({ $bet }) rövid all-in, nem teljes emelés; aki emelhet, legalább ennyire plusz az utolsó teljes tétre vagy emelésre ({ $raise_amount }) emel: { $minimum }.
train-min-raise-why-short-fl = { $legal }. { $rule }: az all-in ({ $bet }) kevesebb egy fél tétnél, és semmit sem nyit újra; a következő játékos megadhatja, vagy kiegészítheti egy teljes tétre: a legkisebb { $minimum }.
train-min-raise-why-spread = { $legal }. { $rule }: spread limitben a tét legalább a nagyvak és legfeljebb az asztal maximuma; az emelés legalább az előző téttel vagy emeléssel ({ $raise_amount }) haladja meg a legmagasabb tétet ({ $bet }).
train-pot-limit-why = R-5.4: előbb a megadás, { $call }; a kassza ekkor { $pot } + { $call } = { $pot_after_call }; a legnagyobb összeg a legmagasabb tét, { $bet } + { $pot_after_call } = { $maximum } (flop előtt a rövid vakok teljes értékkel számítanak).
train-pot-limit-why-capped = R-5.4: előbb a megadás, { $call }; a kassza ekkor { $pot } + { $call } = { $pot_after_call }; a legnagyobb összeg a legmagasabb tét, { $bet } + { $pot_after_call } = { $maximum }, de a zsetonkészlet korlátozza: { $stack } (flop előtt a rövid vakok teljes értékkel számítanak).
train-put-in = { $seat }. szék { $amount }
train-layer = { $pot_name } { $amount }, jogosult: { $seat_numbers }. szék
train-side-pots-why = Betett összegek: { $contributions }. R-7.3: rétegek a befizetések szerint: { $layers }.
train-shows-first-why = { $reason }. Sorrend: { $seat_numbers } (R-7.2).
train-shows-first-bettor = Az utolsó licitkörben { ARTICLE($seat) } { $seat }. szék tett vagy emelt utoljára (lásd a lépéseket), így ő mutat elsőként
train-shows-first-nobody-bet = Az utolsó licitkörben senki sem tett, így az osztógombtól balra ülő első, még játékban lévő kéz mutat elsőként, az all-in kezeket is beleértve
train-shows-first-stud = Az utolsó licitkörben senki sem tett, így a legjobb nyitott kéz mutat elsőként (razzban a legalacsonyabb)
train-pot-winner-why = { $outcome } (R-7.4: minden kasszáról külön kell dönteni)
train-pot-winner-why-hilo = { $outcome } (R-7.4: minden kassza külön, a legjobb high kéz és a legjobb jogosult low kéz között felezve)
train-odd-chip-why = { $outcome } (R-7.5)

## Elutasítások
train-type-a-number = Írj be egy számot erre: „{ $question }”
train-type-one-number = egyetlen számot írj be
train-not-a-number = „{ $text }” nem egész szám: az összeget számjegyekkel írd be, például { $example_amount }
train-not-amounts = „{ $text }” nem egész szám: az összegeket számjegyekkel, pontosvesszővel (;) elválasztva írd be, például { $example_amount }; { $other_amount }
train-answer-first = előbb válaszolj az aktuális kérdésre
train-no-question-came-up = { ARTICLE($name) } „{ $name }” gyakorlat egyetlen kérdése sem jött elő
train-no-question-to-answer = nincs megválaszolandó kérdés; kérd a következőt

train-nobody-can-act = most senki sem cselekedhet; a következő lépés: { $step }

## All-in esélyek (issue 21, R-7.1): ki vezet, és mennyivel

train-equity-who-leads = All-innél a kezek fel vannak fordítva (R-7.1): ki vezet, és az összes kassza zsetonjainak hány százalékával? Írd be a széket és a százalékot pontosvesszővel elválasztva, például: 3; 70. { $n } ponton belüli eltérés még jó válasz
train-equity-type-seat-and-share = a széket és a részesedést százalékban, pontosvesszővel elválasztva írd be, például: 3; 70
train-equity-answer = { ARTICLE($seat) } { $seat }. szék, nagyjából { $number }%
train-equity-seat = { ARTICLE($seat) } { $seat }. szék: { $number }%
train-equity-counted = mind { ARTICLE($count) } { $count } lehetséges lapjárás összeszámolva
train-equity-estimated = { $count } véletlen leosztásból becsülve, nagyjából { $number } pont pontossággal
train-equity-why = { ARTICLE($seat, capital: "yes") } { $seat }. szék vezet ({ $seat_odds }; { $how }; R-7.1: a kezek fel vannak fordítva, csak a még jövő lapok ismeretlenek). Legfeljebb { $n } pont eltérésű válasz még jónak számít.

# A gyakorlásnak adott helyzet (issue 30) asztalán folynak a leosztások.
train-no-guts = A gyakorlás a licites játékok kérdéseit teszi fel; guts asztalon itt nem lehet gyakorolni
train-history-unreadable = Az edzéseredmények nem olvashatók itt: { $path } (csonka vagy átírt fájl): ennek az edzésnek az eredménye nem lett mentve, a fájl pedig változatlan maradt. Tedd el máshová, és új előzmény indul.
train-history-cannot-write = Az edzéseredmények nem írhatók ide: { $path } (megtelt a lemez, vagy a mappába nem lehet írni): ennek az edzésnek az eredménye nem lett mentve; a korábbiak biztonságban vannak.

# A befejezett alkalom a gyakorló előzményeibe mentve (Befejezés és mentés).
train-saved = Mentve: { $correct_count } helyes / { $asked_count } kérdés ({ $trainee_name }: { $session_count } alkalom)
