# Az osztó következő lépése (director/engine/hand/guide.py) és a lehetőségek
# (director/engine/hand/rules/steps.py).

## Kényszertétek (R-4.1, R-4.2, R-3.6, R-3.7); .acc: tárgyeset névelővel
step-forced-ante = ante
    .acc = az antét
step-forced-big-blind-ante = nagyvak-ante
    .acc = a nagyvak-antét
step-forced-dead-small-blind = holt kisvak
    .acc = a holt kisvakot
step-forced-big-blind = nagyvak
    .acc = a nagyvakot
step-forced-small-blind = kisvak
    .acc = a kisvakot
step-forced-straddle = straddle
    .acc = a straddle-t
step-post = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi { CASE($forced, case: "acc") }: { $amount }
step-post-short = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi { CASE($forced, case: "acc") }: { $amount } (all-in, { $nominal_amount } helyett)

## Osztás (R-4.3, R-4.4, R-6.4)
step-burn = Égess el egy lapot { ARTICLE($street) } { $street } előtt (R-4.4)
step-deal-street = Oszd ki { ARTICLE($street) } { CASE($street, case: "acc") }
step-deal-board = Ossz { $count } közös lapot
step-community-card = Ossz egy közös lapot képpel felfelé minden játékosnak: kevés a lap a pakliban (R-6.4)
step-deal-down = Ossz { ARTICLE($seat) } { $seat }. széknek { $down_count ->
    [1] egy
    [2] két
    [3] három
    [4] négy
    [5] öt
   *[other] { $down_count }
} lapot lefordítva
step-deal-up = Ossz { ARTICLE($seat) } { $seat }. széknek { $up_count ->
    [1] egy
    [2] két
    [3] három
    [4] négy
    [5] öt
   *[other] { $up_count }
} lapot felfordítva
step-deal-down-up = Ossz { ARTICLE($seat) } { $seat }. széknek { $down_count ->
    [1] egy
    [2] két
    [3] három
    [4] négy
    [5] öt
   *[other] { $down_count }
} lapot lefordítva és { $up_count ->
    [1] egy
    [2] két
    [3] három
    [4] négy
    [5] öt
   *[other] { $up_count }
} lapot felfordítva
step-with-first-deal = { $step_text } (egyesével, az osztógombtól balra kezdve, R-4.3)
step-with-first-deal-stud = { $step_text } (egyesével, { ARTICLE($seat) } { $seat }. széktől az óramutató járása szerint, R-4.3)
step-with-scramble = { $step_text }; a pakli alja kevés: előbb keverd bele az égetett lapokat (R-6.4)

## Licit (R-5.1 – R-5.7, R-6.4)
step-seat-number = { $seat }.
step-enter-up-cards-bring-in = Add meg { ARTICLE($seat_numbers) } { $seat_numbers } szék felfordított lapjait, hogy kiderüljön, ki teszi be a bring-int (R-6.4)
step-enter-up-cards-first = Add meg { ARTICLE($seat_numbers) } { $seat_numbers } szék felfordított lapjait, hogy kiderüljön, ki kezd (R-6.4)
step-bring-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi a bring-int: { $amount } (R-6.4)
step-bring-in-short = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi a bring-int: { $amount } (all-in, { $nominal_amount } helyett) (R-6.4)
step-bring-in-or-complete = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi a bring-int: { $amount }, vagy kiegészít { $complete_amount } összegre (R-6.4)
step-bring-in-or-fold = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi a bring-int: { $amount }, vagy dob (R-6.4)
step-bring-in-complete-or-fold = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi a bring-int: { $amount }, kiegészít { $complete_amount } összegre, vagy dob (R-6.4)
step-legal = { ARTICLE($seat, capital: "yes") } { $seat }. szék lehetőségei: { $options }
step-options-or = { $head } vagy { $tail }
step-option-check = passz
step-option-call = megadás ({ $amount })
step-option-call-to = megadás ({ $amount }, összesen { $total })
step-option-call-to-all-in = megadás all-in ({ $amount }, összesen { $total })
step-option-bring-in = bring-in ({ $amount })
step-option-bet = tét { $amount } összegre
step-option-bet-range = tét { $minimum }–{ $maximum } összegre
step-option-raise = emelés { $amount } összegre
step-option-raise-range = emelés { $minimum }–{ $maximum } összegre
step-option-complete = kiegészítés { $amount } összegre
step-option-complete-range = kiegészítés { $minimum }–{ $maximum } összegre
step-option-bet-sizes = tét { $minimum } vagy { $maximum } összegre
step-option-raise-sizes = emelés { $minimum } vagy { $maximum } összegre
step-option-complete-sizes = kiegészítés { $minimum } vagy { $maximum } összegre
step-option-all-in = { $head } (all-in)
step-option-range-all-in = { $head } ({ ARTICLE($maximum) } { $maximum } már all-in)
step-option-fold = dobás

## Pineapple és húzós póker (R-6.3, R-6.5)
step-discard-one = { ARTICLE($seat, capital: "yes") } { $seat }. szék egy lapot képpel lefelé eldob (R-6.3)
step-stand-pat = { ARTICLE($seat, capital: "yes") } { $seat }. szék áll (nem cserél), vagy eldob 1–5 lapot (R-6.5)
step-stand-pat-no-aces = { ARTICLE($seat, capital: "yes") } { $seat }. szék áll (nem cserél), vagy eldob 1–5 lapot; ászt nem cserélhet (R-6.5)
step-stand-pat-max = { ARTICLE($seat, capital: "yes") } { $seat }. szék áll (nem cserél), vagy eldob legfeljebb { $count } lapot (ha megtart és megmutat egy ászt, { $ace_count } lapot) (R-6.5)
step-stand-pat-max-no-aces = { ARTICLE($seat, capital: "yes") } { $seat }. szék áll (nem cserél), vagy eldob legfeljebb { $count } lapot (ha megtart és megmutat egy ászt, { $ace_count } lapot); ászt nem cserélhet (R-6.5)
step-burn-replacements = Égess el egy lapot a cserelapok előtt (R-4.4)
step-replacements = Ossz { ARTICLE($seat) } { $seat }. széknek { $count ->
    [1] egy
    [2] két
    [3] három
    [4] négy
    [5] öt
   *[other] { $count }
} cserelapot
step-with-short-stub = { $step_text }; a pakli alja kevés: tartsd meg az utolsó lapot, keverd össze az égetett és eldobott lapokat, és azokból ossz (R-6.5)

## Mutatás és a leosztás vége (R-7.1, R-7.2, R-6.5)
step-runout-show = Nincs több licit: { ARTICLE($seat) } { $seat }. szék felfordítja a lapjait, mielőtt a többit kiosztod (R-7.1)
step-show-all-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék all-in, és megmutatja a lapjait (R-7.2)
step-show-called = { ARTICLE($seat, capital: "yes") } { $seat }. szék tett utoljára, és megadták: ő mutatja meg elsőként a lapjait (R-7.2)
step-show-first = { ARTICLE($seat, capital: "yes") } { $seat }. szék mutatja meg elsőként a lapjait, vagy bedobja, és lemond a kasszáról (R-7.2)
step-show-or-muck = { ARTICLE($seat, capital: "yes") } { $seat }. szék megmutatja a lapjait, vagy bedobja, és lemond a kasszáról (R-7.2)
step-show-openers = { ARTICLE($seat, capital: "yes") } { $seat }. szék nyitott, és megmutatja a nyitólapjait (R-6.5)
step-award = Oszd ki a kasszákat
step-award-enter = Oszd ki a kasszákat: add meg { $missing }, vagy válaszd ki a nyerteseket
step-missing-hole = { ARTICLE($seat) } { $seat }. szék { $count } ismeretlen saját lapját
step-missing-board = { $count } hiányzó közös lapot
step-missing-and = { $head }; { $tail }
step-dead-deal = Senki sem nyitott: az osztás halott; a kasszában lévő { $pot } zseton bent marad, és mindenki újra antét tesz (R-6.5)
step-hand-over = A leosztásnak vége: vidd tovább az osztógombot
step-hand-over-stud = A leosztásnak vége: jöhet a következő
# a bring-in, amelyet az asztal zsetonjai nem fizetnek ki (a zsetonellenőrzés előtt mentett méret, R-6.4, TDA 20)
step-legal-bring-in-unpayable = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $amount } bring-inje nem fizethető ki az asztal zsetonjaival, ezért nem ajánljuk fel: kérd meg a versenyigazgatót, hogy olyan bring-int állítson be, amelyet a zsetonok kiadnak (R-6.4). { ARTICLE($seat, capital: "yes") } { $seat }. szék lehetőségei: { $options }
step-bring-in-unpayable = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $amount } bring-inje nem fizethető ki az asztal zsetonjaival, és a kiegészítése sem: kérd meg a versenyigazgatót, hogy olyan bring-int és téteket állítson be, amelyeket a zsetonok kiadnak (R-6.4); addig itt semmit sem lehet betenni
