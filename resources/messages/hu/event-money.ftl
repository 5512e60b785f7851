# A verseny és a készpénzes játék számításai (director.engine.event): zsetonok, nevezések, kifizetések, megállapodás, készpénzes játék.

## Zsetonkészletek, kezdő zsetonok, zsetonszámlálás és zsetoncsere (R-8.3, R-8.6)

event-chip-value-not-positive = { $chip_name } zseton, értéke { $amount }: az értéknek 0-nál többnek kell lennie
event-chip-needs-color = { ARTICLE($amount) } { $amount } értékű zsetonnak kell egy színnév
event-chip-owned-negative = { $count } darab { $chip_name } zseton: a darabszám legalább 0
event-chip-set-empty = egy zsetonkészletben legalább egy címlet kell
event-chip-values-shared = két címletnek ugyanaz az értéke ({ $amounts }); mindegyik érték csak egyszer szerepelhet
event-chip-colors-shared = két címletnek ugyanaz a színe; minden értéknek saját szín kell
event-chip-not-in-set = nincs { $text } zseton a készletben; a készletben ezek vannak: { $chip_names }
event-chip-none-above = a készletben nincs { $amount } fölötti címlet
event-chip-color-up-last = zsetoncserénél nem vehető le az utolsó játékban lévő címlet
event-stack-plan = Mind { ARTICLE($players) } { $players } játékos ezt kapja: { $chip_names } = { $stack }.
event-stack-plan-short = Mind { ARTICLE($players) } { $players } játékos ezt kapja: { $chip_names } = { $stack }. A készletből hiányzik: { $missing_names }.
event-stack-players-too-few = { $players } játékos: kezdő zsetonkészlet legalább 1 játékosra számolható
event-stack-not-positive = a kezdő zsetonkészlet ({ $stack }) legyen 0-nál több
event-stack-not-makeable = { $stack } zseton nem rakható ki ezekből a címletekből: { $amounts }; { $unit } többszörösét add meg
event-amount-not-in-chips = { $what_text }: { $amount }; ez nem fizethető ki { $chips_text }: a legkisebb zseton { $chip_amount }, ennek többszörösének kell lennie (a legközelebbiek: { $lower_amount } és { $next_amount })
event-amount-below-chip = { $what_text }: { $amount }; ez nem fizethető ki { $chips_text }: a legkisebb zseton { $chip_amount }, ennek többszörösének kell lennie (a legkisebb ilyen: { $chip_amount })
event-chip-count-negative = zsetonszámlálás: { $count }; a darabszám legalább 0
event-chip-total-not-whole = az összeg ({ $total }) nem egész számú többszöröse a legkisebb zsetonnak ({ $chip_name }); ellenőrizd a számolást
event-chip-color-count-negative = { $count } darab { $chip_name } zseton: a darabszám legalább 0
event-chips-in-play-match = A játékban lévő zsetonok egyeznek a beszállókkal: { $total }.
event-chips-in-play-more = Megszámolva { $total } zseton, várt { $expected_total }: { $amount } zsetonnal több, mint amennyit a beszállók játékba hoztak.
event-chips-in-play-fewer = Megszámolva { $total } zseton, várt { $expected_total }: { $amount } zsetonnal kevesebb, mint amennyit a beszállók játékba hoztak.
event-chip-figure-negative = { $field_text }: { $number }; legalább 0 legyen
event-chip-figure-counted-chips = megszámolt zsetonok
event-chip-figure-entries = nevezések
event-chip-figure-starting-stack = kezdő zsetonkészlet
event-chip-figure-rebuys = rebuyok
event-chip-figure-rebuy-chips = rebuy zsetonok
event-chip-figure-add-ons = add-onok
event-chip-figure-add-on-chips = add-on zsetonok
event-color-up-count-negative = cserélendő zseton: { $count }; a darabszám legalább 0
event-color-up-not-whole = { ARTICLE($removed_amount) } { $removed_amount } értékű zsetonok nem válthatók fel { $next_amount } értékűre: a következő címlet a levett zseton egész számú (legalább 2) többszöröse kell legyen
event-color-up-smaller-not-below = { ARTICLE($removed_amount) } { $removed_amount } értékű zsetonok nem cserélhetők { $amount } értékű kisebb zsetonokra: a játékban maradó kisebb zseton többet ér 0-nál, és kevesebbet a levett zsetonnál
event-color-up-count-does-not-fit = { $player }: { $count } × { $removed_amount } nem jöhet ki { ARTICLE($stack) } { $stack } zsetonból: a maradék { $rest_amount } nem rakható ki a játékban maradó zsetonokból ({ $step_amount } többszörösei); { $fits_text } darab illene
event-color-up-stack-not-whole = { $player } { $stack } zsetonja nem rakható ki { $removed_amount } értékű zsetonokból és { $step_amount } többszöröseiből: előbb számold meg a stacket
event-color-up-count-above-stack = { $player }: { $chips } darab { $removed_amount } értékű zseton többet ér, mint a teljes zsetonkészlet ({ $stack }); { $fits_text } darab illene

## Chip race zsetoncserénél (R-8.3, TDA 24)

event-race-seat-without-stack = { ARTICLE($seat) } { $seat }. szék részt venne a chip race-ben, de nincs zsetonkészlete; add meg minden játékos zsetonjait
event-race-negative-count = { ARTICLE($seat) } { $seat }. szék: { $count } zseton; a darabszám legalább 0
event-race-chips-above-stack = { ARTICLE($seat) } { $seat }. szék: { $count } darab { $removed_amount } értékű zseton többet ér, mint a teljes zsetonkészlet ({ $stack })
event-race-seat-numbered-from-one = { ARTICLE($seat) } { $seat }. szék: a székek számozása 1-től indul
event-race-seat-has-no-chips = { ARTICLE($seat) } { $seat }. szék zseton nélkül van ({ $stack }); a kiesett székeket hagyd ki
event-race-deck-too-small = { $count } páratlan zsetonhoz { $count } lap kell, de a pakliban csak { $size } van
event-race-color-up = { ARTICLE($removed_amount, capital: "yes") } { $removed_amount } értékű zsetonok cseréje { $next_amount } értékűre.
event-race-color-up-smaller = { ARTICLE($removed_amount, capital: "yes") } { $removed_amount } értékű zsetonok cseréje { $next_amount } értékűre, a maradéké a kisebb, játékban maradó zsetonokra ({ $amounts }).
event-race-seat-exchanges = { ARTICLE($seat, capital: "yes") } { $seat }. szék: { $count } darab { $removed_amount } értékű zsetont { $next_count } darab { $next_amount } értékűre vált.
event-race-seat-exchanges-smaller = { ARTICLE($seat, capital: "yes") } { $seat }. szék: { $count } darab { $removed_amount } értékű zsetont erre vált: { $chip_list }.
event-race-chips-of = { $count } darab { $amount } értékű
event-race-no-odd-chips = Nem maradt páratlan zseton; nincs chip race.
event-race-odd-chips = { ARTICLE($odd_amount, capital: "yes") } { $odd_amount } értékű páratlan zsetonok { $count } darab { $next_amount } értékű zsetonért versenyeznek; páratlan zsetononként egy lap, az 1. széktől.
event-race-seat-cards = { ARTICLE($seat, capital: "yes") } { $seat }. szék: { $count } páratlan zseton, lapok: { $cards }, a legjobb: { $card }.
event-race-winners = A legmagasabb lapok (érték, majd szín szerint) egy-egy zsetont nyernek: { $seats }. szék.
event-race-kept-in = { ARTICLE($seat, capital: "yes") } { $seat }. szék kiesne a chip race-ben, de ez nem lehet: kap egy { $next_amount } értékű zsetont, a legkisebb játékban maradó címletet.

## Nevezés, újranevezés, rebuy, add-on, díjalap, fejpénz (R-8.5, R-8.6, TDA 27)

event-entry-not-a-count = { $where_text }: { $field_text } legalább 0 egész szám legyen, nem { $text }
event-entry-where-rebuys = rebuy
event-entry-where-add-on = add-on
event-entry-where-tournament = verseny
event-entry-where-prize-pool = díjalap
event-entry-where-chips-in-play = játékban lévő zsetonok
event-entry-field-price = az ár
event-entry-field-chips = a zsetonszám
event-entry-field-fee = a díj
event-entry-field-max-per-player = a játékosonkénti legnagyobb szám
event-entry-field-stack-threshold = a zsetonhatár
event-entry-field-buy-in = a nevezési díj
event-entry-field-starting-stack = a kezdő zsetonkészlet
event-entry-field-bounty = a fejpénz
event-entry-field-re-entries = az újranevezések száma
event-entry-field-late-registration-until-level = a késői nevezés utolsó szintje
event-entry-field-re-entry-until-level = az újranevezés utolsó szintje
event-entry-field-entries = a nevezések száma
event-entry-field-rebuys = a rebuyok száma
event-entry-field-add-ons = az add-onok száma
event-rebuy-no-chips = a rebuy zsetont ad: a rebuy zsetonjainak száma 0-nál több legyen
event-rebuy-fee-above-price = a rebuy díja ({ $fee }) több, mint az ára ({ $price })
event-rebuy-window-both = a rebuy egy adott szintig vagy az első szünetig tart, nem mindkettőig
event-rebuy-until-level-below-one = rebuy { ARTICLE($level) } { $level }. szintig: a szintek számozása 1-től indul
event-add-on-no-chips = az add-on zsetont ad: az add-on zsetonjainak száma 0-nál több legyen
event-add-on-fee-above-price = az add-on díja ({ $fee }) több, mint az ára ({ $price })
event-add-on-break-below-one = add-on az 1. szünetben vagy később kérhető, nem { $text }
event-starting-stack-zero = a kezdő zsetonkészlet 0-nál több zseton legyen
event-fee-and-bounty-above-buy-in = a díj ({ $fee }) és a fejpénz ({ $bounty }) a nevezési díj része, együtt sem lehetnek többek nála ({ $buyin })
event-where-break-after-level = { ARTICLE($level) } { $level }. szint utáni szüneten
event-where-level = { ARTICLE($level) } { $level }. szinten
event-entries-so-far-not-a-count = az eddigi nevezések száma legalább 0, nem { $text }
event-re-entry-still-playing = ez a játékos még versenyben van; újranevezés csak kiesés után lehetséges
event-registration-closed = a nevezés lezárult { ARTICLE($level) } { $level }. szint végén; az óra most { $where_text } áll
event-re-entries-used = { $count ->
        [0] ezen a versenyen nincs újranevezés
       *[other] ezen a versenyen játékosonként { $count } újranevezés engedélyezett
    }; a játékos eddig { $used_count } alkalommal élt vele
event-re-entry-closed = az újranevezés lezárult { ARTICLE($level) } { $level }. szint végén; az óra most { $where_text } áll
event-no-rebuys = ezen a versenyen nincs rebuy
event-rebuy-stack-not-a-count = { $text } zseton: a zsetonkészlet legalább 0
event-rebuys-so-far-not-a-count = az eddigi rebuyok száma legalább 0, nem { $text }
event-rebuy-closed = a rebuy lezárult { ARTICLE($level) } { $level }. szint végén; az óra most { $where_text } áll
event-rebuy-closed-first-break = a rebuy lezárult az első szünetben; az óra most { $where_text } áll
event-rebuy-limit-reached = egy játékos { $count } alkalommal kérhet rebuyt; ez a játékos már { $used_count } alkalommal kért
event-rebuy-stack-too-big = rebuy legfeljebb { $limit } zsetonnal kérhető; ennek a játékosnak { $stack } van
event-no-add-on = ezen a versenyen nincs add-on
event-add-on-taken = add-on játékosonként egyszer kérhető; ez a játékos már kért
event-add-on-break-missing = az add-on { ARTICLE($number) } { $number }. szünetben van, de a struktúrában { $count ->
        [0] nincs szünet
       *[other] csak { $count } szünet van
    }
event-add-on-not-open-yet = az add-on { ARTICLE($number) } { $number }. szünetben kérhető, az pedig még nem kezdődött el; az óra most { $where_text } áll
event-add-on-over = az add-on { ARTICLE($number) } { $number }. szünetben kérhető, az pedig már véget ért; az óra most { $where_text } áll
event-rebuys-without-rebuys = { $count } rebuy egy rebuy nélküli versenyen
event-add-ons-without-add-on = { $count } add-on egy add-on nélküli versenyen
event-bounty-not-a-count = { $text } fejpénz: a fejpénz legalább 0
event-bounty-needs-winners = a fejpénzhez meg kell adni, ki nyerte el
event-eliminator-twice = egy kiejtő játékos kétszer szerepel

## Kifizetések, holtversenyek és kiesések (R-8.5)

event-payout-row = { $from_count }–{ $to_count } nevezéses
event-payout-row-open = legalább { $from_count } nevezéses
event-payout-row-min-below-one = { $row_text } sor: a min_entries legalább 1 legyen
event-payout-row-max-below-min = { $row_text } sor: a max_entries nem lehet kisebb a min_entries értékénél
event-payout-row-pays-nobody = { $row_text } sor: egyetlen helyezést sem fizet; adj meg legalább egy százalékot
event-payout-row-percentage-not-positive = { $row_text } sor: minden százalék 0-nál több legyen
event-payout-row-rising = { $row_text } sor: egy helyezés nem fizethet többet az előtte lévőnél
event-payout-row-not-hundred = { $row_text } sor: a százalékok összege { $sum_text } % ({ $terms_text }); 100 %-nak kell lennie
event-payout-row-too-many-places = { $row_text } sor: { $places } helyezést fizet, de lehet, hogy csak { $count } nevezés lesz; legfeljebb { $count } helyezést fizess
event-payout-table-no-rows = { ARTICLE($name) } „{ $name }” kifizetési táblázatnak nincsenek sorai
event-payout-table-rows-overlap = { ARTICLE($name) } „{ $name }” kifizetési táblázat: { ARTICLE($count) } { $count } és { ARTICLE($other_count) } { $other_count } nevezéstől induló sorok átfedik egymást; minden nevezésszámhoz egy sor tartozzon
event-payout-table-no-row = { ARTICLE($name) } „{ $name }” kifizetési táblázatban nincs sor { $count } nevezésre; a sorok ezt fedik le: { $spans_text }
event-custom-payouts-pay-nobody = a beírt díjak egyetlen helyezést sem fizetnek
event-custom-payouts-amount-not-positive = a beírt díjak: minden díj 0-nál több legyen
event-custom-payouts-rising = a beírt díjak: egy helyezés nem fizethet többet az előtte lévőnél
event-prize-pool-negative = a díjalap ({ $prize }) negatív; legalább 0 legyen
event-payouts-no-entries = { $count } nevezés: egy versenyhez legalább egy nevezés kell
event-custom-payouts-sum = a beírt díjak összege { $total }, de a díjalap { $prize }; módosíts egy összeget, hogy egyezzenek
event-custom-payouts-too-many-places = a beírt díjak { $places } helyezést fizetnek, de csak { $count } nevezés van
event-bust-chips-negative = { $player }: a leosztás eleji zsetonszám nem lehet negatív ({ $stack })
event-busts-not-fewer-than-players = { $count } kiesés { $players } játékos mellett: valakinek maradnia kell, aki nyer; a kiesők száma kevesebb legyen a leosztásban részt vevőkénél
event-bust-player-twice = egy játékos kétszer szerepel a kiesők között
event-odd-unit-order-not-tied-players = a maradék egységek sorrendje pontosan a holtversenyben lévő játékosokat sorolja fel
event-payout-file-rows-not-list = { ARTICLE($name) } „{ $name }” kifizetési táblázat: a 'rows' sorok listája legyen
event-payout-file-row-not-object = { ARTICLE($name) } „{ $name }” kifizetési táblázat { $number }. sora: objektum legyen
event-payout-file-row-fields = { ARTICLE($name) } „{ $name }” kifizetési táblázat { $number }. sora: kell bele min_entries (egész szám), max_entries (egész szám vagy null) és percentages (számok): { $reason_text }
event-payout-file-not-json = { ARTICLE($file) } { $file } nem érvényes JSON: { $reason_text }
event-payout-file-not-object = { $file }: a kifizetési táblázat JSON-objektum legyen

## Megállapodás a döntőasztalnál: chip chop és ICM

event-deal-needs-a-player = egy megállapodáshoz legalább egy játékos kell
event-deal-player-without-chips = { $player } zsetonja { $stack }; a megállapodásban minden játékosnak kell zsetonnal rendelkeznie (0-nál több)
event-deal-prize-negative = díj nem lehet negatív
event-deal-too-many-prizes = { $count } díj { $players } játékosra: csak a még eldöntetlen helyezések díjait sorold fel
event-deal-unit-below-one = a kerekítési egység ({ $unit }) legalább 1 legyen (a legkisebb pénzegységben)
event-deal-icm-too-many-players = az ICM pontosan legfeljebb { $count } játékosra számolható ki, nem { $players } játékosra
event-deal-amount-negative = { $player } összege { $amount }: a megállapodásban egy összeg sem lehet 0-nál kevesebb.
event-deal-typed-too-much = Az összegek együtt { $total }, de a hátralévő díjak összesen { $expected_total }: { $amount } túl sok.
event-deal-typed-short = Az összegek együtt { $total }, de a hátralévő díjak összesen { $expected_total }: { $amount } hiányzik.

## A készpénzes játék pénztárnaplója és az elszámolás (R-8.7)

event-line-buy-in = beszálló
event-line-top-up = feltöltés
event-line-cash-out = kifizetés
event-line-rake = rake
event-line-amount-negative = { $kind_text }, { $amount }, { $player }: az összeg legalább 0; az ellenkező irányú pénzmozgást { $other_text } tételként rögzítsd
event-line-amount-negative-table = { $kind_text }, { $amount }, asztal: az összeg legalább 0; az ellenkező irányú pénzmozgást { $other_text } tételként rögzítsd
event-line-needs-player = { ARTICLE($kind_text) } { $kind_text } tételhez kell a játékos neve
event-line-house-name = { ARTICLE($name) } „{ $name }” név az elszámolásban a rake-é; válassz másik nevet
event-table-check-match = Az asztalon { $total } van, ahogy a napló szerint.
event-table-check-more = Az asztalon { $total } van, de a napló szerint { $expected_total }: { $amount } több.
event-table-check-less = Az asztalon { $total } van, de a napló szerint { $expected_total }: { $amount } kevesebb.
event-line-not-bought-in = { $player } még nem vásárolt be; { $kind_text } előtt rögzíts egy beszállót
event-settle-chips-on-table = a napló szerint még { $amount } van az asztalon; elszámolás előtt rögzíts minden kifizetést (vagy a hiányzó rake-et)
event-settle-paid-out-more = a kifizetések és a rake együtt { $amount } összeggel meghaladják a beszállókat és a feltöltéseket; elszámolás előtt ellenőrizd őket
event-payment = { $payer_name } fizet { $payee_name } részére: { $amount }
event-settlement-fewest = { $count ->
        [0] Nincs kifizetés: mindenki egyenlege 0.
       *[other] { $count } kifizetés, a lehető legkevesebb:
    }
event-settlement-short = { $count } kifizetés, rövid lista: előbb az egymás közt elszámoló kis csoportok, majd a legnagyobb összegek párosítása (nem bizonyítottan a legkevesebb):
event-balances-not-zero = az egyenlegek összege { $total }, nem 0; elszámolás előtt a nyereségnek egyeznie kell a veszteség és a rake összegével

## Készpénzes asztalok (R-3.6, R-8.7)

event-no-such-game = nincs { $text } nevű játék
event-no-such-limit = nincs { $text } nevű limit
event-cash-blinds-wrong = { $small_blind }/{ $big_blind } vak: a nagyvak 0-nál több, és legalább akkora, mint a kisvak
event-stakes = { $game_name }, { $betting_text } { $small_blind }/{ $big_blind }
event-cash-amount-negative = a kényszertétek és a tétméretek 0-nál nem lehetnek kisebbek
event-cash-needs-ante = { $game_name }: antéval megy, adj meg 0-nál nagyobb antét
event-cash-stud-fixed-limit = { $game_name }: készpénzes asztalnál fix limittel megy (R-6.4: bring-in, kis és nagy tét)
event-cash-bring-in-wrong = { ARTICLE($bring_in_amount, capital: "yes") } { $bring_in_amount } bring-in: 0-nál több, és legfeljebb a kis tét ({ $small_bet }) (R-6.4)
event-cash-bets-wrong = { $small_bet }/{ $big_bet } tét: a kis tét 0-nál több, a nagy tét legalább akkora, mint a kis tét
event-cash-table-maximum-missing = spread limites asztalnál meg kell adni az asztalmaximumot, a legnagyobb tétet vagy emelést: legalább a nagyvakot ({ $big_blind }) (R-5.6)
event-cash-table-maximum-below = { ARTICLE($maximum, capital: "yes") } { $maximum } asztalmaximum kisebb a nagyvaknál ({ $big_blind }): spread limitben minden tét és emelés a nagyvak és az asztalmaximum között van (R-5.6)
event-stakes-spread = { $game_name }, { $betting_text } { $small_blind }/{ $big_blind }, asztalmaximum { $maximum }
event-stakes-bring-in = { $game_name }, { $betting_text } { $small_bet }/{ $big_bet }, ante { $ante }, bring-in { $bring_in_amount }
event-stakes-antes = { $game_name }, { $betting_text } { $small_bet }/{ $big_bet }, ante { $ante }
event-stakes-antes-open = { $game_name }, { $betting_text }, ante { $ante }, legkisebb tét { $small_bet }
event-stakes-guts = { $game_name }, ante { $ante }
event-limit-no-limit = no limit
event-limit-pot-limit = pot limit
event-limit-fixed-limit = fix limit
event-limit-spread-limit = spread limit
event-all-seats-taken = mind { ARTICLE($count) } { $count } szék foglalt
event-no-such-seat = { $count } fős asztalnál nincs { $seat }. szék
event-seat-taken = { ARTICLE($seat, capital: "no") } { $seat }. szék foglalt
