# A leosztás motorjának elutasításai (director/engine/hand/).

## Licit (R-5.5, R-5.7; director/engine/hand/rules/betting_rules.py)
hand-not-your-turn = { ARTICLE($seat) } { $seat }. szék következik, nem { ARTICLE($other_seat) } { $other_seat }. szék
hand-raise-exactly = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } összegre szólhat, nem { $amount } összegre
hand-raise-between = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } és { $maximum } közötti összegre szólhat, nem { $amount } összegre
hand-raise-exactly-all-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } összegre szólhat, nem { $amount } összegre (az all-in { $all_in_amount })
hand-raise-between-all-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék tétje vagy emelése { $minimum } és { $maximum } közötti összegre szólhat, nem { $amount } összegre (az all-in { $all_in_amount })
hand-fixed-limit-only = fix limitben { ARTICLE($seat) } { $seat }. szék tétje vagy emelése csak { $amount } összegre szólhat
hand-open-pair-on = Nyitott pár a 4. utcán: a nyitó { $amount } vagy { $big_amount } tétet tehet (készpénzes asztal, R-6.4)
hand-open-pair-off = Nyitott pár a 4. utcán: a tét { $amount } marad (verseny, R-6.4)
hand-open-pair-bets = { ARTICLE($seat) } { $seat }. szék tétje { $amount } lehet, nyitott párral { $big_amount } (R-6.4); nem { $bet }
hand-bring-in-may-not-fold = { ARTICLE($seat, capital: "yes") } { $seat }. szék teszi be a bring-int, nem dobhat (R-6.4): tegye be, vagy egészítse ki
hand-must-bring-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék köteles betenni a bring-int ({ $amount }) vagy kiegészíteni (R-6.4)
hand-bring-in-amount = { ARTICLE($seat) } { $seat }. szék bring-inje { $amount }, nem { $other_amount } (R-6.4)
hand-all-in-over-limit = { ARTICLE($seat) } { $seat }. szék nem mehet all-inbe ({ $stack }): most legfeljebb { $options } lehetséges ({ $rule })
hand-no-raise = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem tehet tétet és nem emelhet: { $raise_refusal }
hand-no-raise-call-takes-all = a megadás minden zsetonját elviszi
hand-no-raise-not-reopened = mióta cselekedett, csak egy rövid all-in jött, ami nem nyitja újra a licitet (R-5.7)
hand-no-raise-capped = az emelések száma elérte a plafont (R-5.5)
hand-no-raise-nobody-to-call = minden más játékos all-in
hand-no-raise-no-openers = a nyitáshoz legalább bubipár kell, a lapjaiban pedig nincs ilyen (R-6.5)
hand-no-raise-bring-in-complete = a bring-in már teljes tét, nincs mit kiegészíteni (R-6.4)

## Elutasítás, ami nem illik a következő lépéshez (director/engine/hand/state.py)
hand-refused-next = { $refusal }; a következő lépés: { $step }

## Mutatás (R-7.3; director/engine/hand/rules/evaluation.py)
hand-cards-to-decide = a kasszák eldöntéséhez az osztónak meg kell adnia: { $missing } (vagy kézzel kell megneveznie a nyerteseket)
hand-nobody-to-act = most senki sem következik

## Húzós póker (R-6.5; director/engine/hand/rules/draw.py)
hand-aces-stay = ennél az asztalnál ászt nem lehet cserélni (R-6.5)
hand-not-drawing = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem cserél
hand-discard-count = egy játékos 0–5 lapot dobhat el, nem { $count } lapot
hand-max-draw = legfeljebb { $count } lapot lehet cserélni, { $ace_count } lapot, ha a játékos megtart és megmutat egy ászt (R-6.5); { ARTICLE($seat) } { $seat }. szék { $discarded_count } lapot dobott el
hand-kept-not-ace = { ARTICLE($seat, capital: "yes") } { $seat }. szék { ARTICLE($card) } { $card } lapot mutatja, nem ászt: { $ace_count } lapot csak akkor cserélhet, ha megtart és megmutat egy ászt (R-6.5)
hand-does-not-hold = { ARTICLE($seat, capital: "yes") } { $seat }. szék kezében nincs { $card }
hand-no-replacement = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem kap cserelapot
hand-replacement-count = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $count } lapot dobott el, és { $count } lapot kap, nem { $given_count } lapot
hand-cannot-open = { ARTICLE($seat, capital: "yes") } { $seat }. szék nem nyithat: a nyitáshoz legalább bubipár kell (R-6.5), { ARTICLE($cards) } { $cards } lapokban pedig nincs ilyen
hand-did-not-hold = { ARTICLE($seat, capital: "yes") } { $seat }. szék nem tartotta meg ezeket: { $cards }
hand-opened-without-openers = { ARTICLE($seat, capital: "yes") } { $seat }. szék nyitólapok nélkül nyitott: { ARTICLE($cards) } { $cards } lapokban nincs legalább bubipár (R-6.5)

## Mutatás (R-7.1–R-7.6; director/engine/hand/rules/showdown_rules.py)
hand-cannot-show-now = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem mutathat
hand-no-hand-to-show = { ARTICLE($seat, capital: "yes") } { $seat }. széknek nincs megmutatható keze
hand-shown-count = { ARTICLE($seat, capital: "yes") } { $seat }. szék kezében { $count } lap van; { $shown_count } lapot mutattak meg
hand-shown-not-dealt = { ARTICLE($seat, capital: "yes") } { $seat }. szék { ARTICLE($cards) } { $cards } lapot kapta, nem { ARTICLE($shown_cards) } { $shown_cards } lapot
hand-cannot-muck-now = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem dobhatja be a lapjait
hand-no-hand-to-muck = { ARTICLE($seat, capital: "yes") } { $seat }. széknek nincs bedobható keze
hand-all-in-must-show = { ARTICLE($seat, capital: "yes") } { $seat }. szék all-in, ezért meg kell mutatnia a lapjait (R-7.1, R-7.2)
hand-called-must-show = { ARTICLE($seat, capital: "yes") } { $seat }. szék tett vagy emelt utoljára, és megadták: meg kell mutatnia a lapjait (R-7.2)
hand-runout-must-show = { ARTICLE($seat, capital: "yes") } { $seat }. szék a licit vége után is játékban van: minden játékban lévő kezet felfordítanak (R-7.1)
hand-runout-show-first = előbb a kezek: { ARTICLE($seat) } { $seat }. szék felfordítja a lapjait, mielőtt a többit kiosztod (R-7.1)
hand-pots-not-ready = a kasszák még nem oszthatók ki
hand-openers-first = { ARTICLE($seat, capital: "yes") } { $seat }. szék nyitott, ezért előbb a nyitólapjait kell megmutatnia (R-6.5)
hand-openers-empty-show = { ARTICLE($seat, capital: "yes") } { $seat }. szék nyitott, ezért meg kell mutatnia a nyitólapjait: add meg a lapokat, amelyekben legalább bubipár van (R-6.5)
hand-winners-count = { $count } kasszához lettek nyertesek megadva; a kasszák száma { $pot_count }
hand-pot-seats = { ARTICLE($number, capital: "yes") } { $number }. kassza csak a benne maradt székeké lehet: { $seat_numbers }
hand-no-low-half = { ARTICLE($game) } { $game } játékban nincs low fél
hand-card-not-held = { ARTICLE($seat, capital: "yes") } { $seat }. szék kezében { $cards } van; { ARTICLE($card) } { $card } nincs köztük
hand-discard-by-name = { ARTICLE($seat, capital: "yes") } { $seat }. szék kezében { $cards } van, minden lapja ismert: nevezd meg az eldobott lapot

## A leosztás naplója (director/engine/hand/state.py, data.py)
hand-nothing-to-undo = nincs mit visszavonni: ebben a leosztásban még nem történt semmi
hand-seat-not-dealt-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék nem játszik ebben a leosztásban; lapot kapott: { $seat_numbers }

## Betétek és osztás (R-4.3, R-6.3; director/engine/hand/rules/transitions.py)
hand-no-ante-due = most nincs esedékes ante
hand-no-blind-due = most nincs esedékes vak
hand-no-burn-due = most nincs égetés
hand-no-deal-now = most nem osztasz lapot
hand-no-hole-cards-due = most nem jönnek saját lapok
hand-no-board-cards-due = most nem jönnek közös lapok
hand-not-bringing-in = most nem { ARTICLE($seat) } { $seat }. szék teszi be a bring-int
hand-no-discard-due = most senki sem dob el lapot
hand-not-discarding = { ARTICLE($seat, capital: "yes") } { $seat }. szék most nem dob el lapot (R-6.3)
hand-next-cards-to = a következő lapokat { ARTICLE($seat) } { $seat }. szék kapja (R-4.3), nem { ARTICLE($other_seat) } { $other_seat }. szék
hand-pineapple-discard = pineapple-ben minden játékos pontosan egy lapot dob el, nem { $count } lapot

## A leosztás beállítása (R-3.7, R-4.1, R-4.2, R-4.5, R-6.4, R-6.5, R-7.5; director/engine/hand/facts/setup.py)
hand-setup-two-players = egy leosztáshoz legalább két játékos kell
hand-setup-seat-twice = egy szék kétszer szerepel: { $seat_numbers }
hand-setup-too-many = { ARTICLE($game) } { $game } játékban legfeljebb { $count } játékos lehet (R-4.5); ennél az asztalnál { $players } ül
hand-setup-stacks-count = { $count } zsetonkészlet { $players } játékosra
hand-setup-no-chips = { ARTICLE($seat, capital: "yes") } { $seat }. szék zseton nélkül van ({ $stack }), nem kaphat lapot
hand-setup-antes-count = { $count } ante { $players } játékosra
hand-setup-blinds-count = { $count } vak { $players } játékosra
hand-setup-dead-blinds-count = { $count } holt vak { $players } játékosra
hand-setup-antes-negative = az ante nem lehet negatív: { $amounts }
hand-setup-blinds-negative = a vak nem lehet negatív: { $amounts }
hand-setup-dead-blinds-negative = a holt vak nem lehet negatív: { $amounts }
hand-setup-needs-bring-in = { ARTICLE($game) } { $game } játékhoz meg kell adni a bring-in összegét (R-6.4)
hand-setup-bring-in-too-big = a bring-in ({ $amount }) nem lehet több a kis tétnél ({ $small_bet })
hand-setup-needs-blinds = { ARTICLE($game) } { $game } játékhoz vakok kellenek (R-4.1)
hand-setup-needs-antes = { ARTICLE($game) } { $game } játékhoz ante kell, vagy választhatóan vakok (R-6.5)
hand-setup-openers-antes = a bubipárral nyitós játékot antéval játsszák, nem vakokkal (R-6.5)
hand-setup-max-draw = 0–5 lapot lehet cserélni, nem { $count } lapot
hand-setup-chip-unit = a zsetonegység legalább 1, nem { $amount } (R-7.5)
hand-setup-carried-pot = az áthozott kassza nem lehet negatív: { $amount }
hand-setup-carried-antes-count = az áthozott antékat { $count } játékosra adtad meg, de { $players } játékos van
hand-setup-carried-antes = az áthozott antéknak ({ $amounts }) legalább 0-nak kell lenniük, és együtt sem lehetnek többek az áthozott kasszánál ({ $pot }) (R-6.5)
hand-setup-big-blind-ante = a nagyvak-antét pontosan egy játékos teszi be (R-4.2)
hand-setup-missing-small-blind = a hiányzó kisvak nem lehet negatív: { $amount }
hand-setup-no-straddle-here = ennél az asztalnál nincs straddle (R-3.7, asztali beállítás)
hand-setup-straddler = a straddle-t csak { ARTICLE($players) } { $players } játékos egyike teheti be
hand-setup-straddle-heads-up = heads-upban nincs straddle (R-3.7)
hand-setup-straddle-fixed-limit = straddle csak no limitben és pot limitben játszható, fix limites asztalnál nem (R-3.7)
hand-setup-straddle-spread-limit = straddle csak no limitben és pot limitben játszható, spread limites asztalnál nem (R-3.7)
hand-setup-straddler-seat = straddle-t csak a nagyvaktól balra ülő első játékos tehet be (R-3.7)
hand-setup-straddle-size = a straddle a nagyvak kétszerese: { $amount }, nem { $other_amount } (R-3.7)

## Minden lap egyszer szerepel egy leosztásban (R-1.4; director/engine/hand/rules/checks.py)
hand-deal-count = { ARTICLE($seat) } { $seat }. szék { $count } lapját add meg, vagy egyet se; { $given_count } lapot adtál meg
hand-deal-count-every-seat = { ARTICLE($seat) } { $seat }. szék { $count } lapját, { $up_count } felfordított lapját, vagy minden még osztásra váró szék felfordított lapjait ({ $every_count } lapot) add meg osztási sorrendben; { $given_count } lapot adtál meg (R-4.3)
hand-card-entered-twice = { ARTICLE($card) } { $card } kétszer szerepel; egy lap egy leosztásban csak egyszer lehet (R-1.4)
hand-card-burned = { ARTICLE($card) } { $card } már el van égetve (R-1.4)
hand-card-on-board = { ARTICLE($card) } { $card } a közös lapok között van (R-1.4)
hand-card-dealt = { ARTICLE($card) } { $card } { ARTICLE($seat) } { $seat }. szék kezében van (R-1.4)
hand-card-folded = { ARTICLE($card) } { $card } { ARTICLE($seat) } { $seat }. szék bedobott lapjai között van (R-1.4)
hand-card-shown = { ARTICLE($card) } { $card } { ARTICLE($seat) } { $seat }. szék kezében van, megmutatva (R-1.4)
hand-card-discarded = { ARTICLE($card) } { $card } lapot { ARTICLE($seat) } { $seat }. szék eldobta (R-1.4)
hand-card-already = { ARTICLE($card) } { $card } már szerepel ({ $place_text }) (R-1.4)
hand-card-not-in-deck = { ARTICLE($card) } { $card } nincs benne { ARTICLE($game) } { $game } paklijában

## Kényszertétek és kiosztott lapok (R-4.1, R-4.2, R-4.3; director/engine/hand/rules/transitions.py); .poss: birtokos alak
hand-forced-ante = ante
    .poss = antéja
hand-forced-big-blind-ante = nagyvak-ante
    .poss = nagyvak-antéja
hand-forced-dead-small-blind = holt kisvak
    .poss = holt kisvakja
hand-forced-big-blind = nagyvak
    .poss = nagyvakja
hand-forced-small-blind = kisvak
    .poss = kisvakja
hand-forced-straddle = straddle
    .poss = straddle-je
hand-forced-dead-blind = holt vak
    .poss = holt vakja
hand-forced-blind = vak
    .poss = vakja
hand-wrong-post = a következő kényszertét { ARTICLE($seat) } { $seat }. szék { CASE($forced, case: "poss") } ({ $amount }), nem { ARTICLE($other_seat) } { $other_seat }. szék { CASE($other_forced, case: "poss") } ({ $other_amount })
hand-wrong-post-all-in = a következő kényszertét { ARTICLE($seat) } { $seat }. szék { CASE($forced, case: "poss") } ({ $amount }), all-in, nem { ARTICLE($other_seat) } { $other_seat }. szék { CASE($other_forced, case: "poss") } ({ $other_amount })
hand-hole-count = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $count } lapot kap ({ $street }), nem { $given_count } lapot
hand-board-count = { $street }: { $count } lap jár, nem { $given_count }

## Tárolt leosztások (director/engine/hand/facts/events.py, state.py)
hand-not-a-card-run = { ARTICLE($text) } { $text } nem kártyák sora laponként két karakterrel
hand-event-refused = { $number }. esemény ({ $event_text }): { $refusal }
hand-not-an-event = { ARTICLE($event_text) } { $event_text } nem leosztásbeli esemény
