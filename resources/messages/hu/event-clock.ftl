# A verseny és a készpénzes játék számításai (director.engine.event): az óra és a struktúrák.

## A szintóra (R-8.1)

event-clock-needs-aware-time = az órának időzónás időpont kell ehhez: { $field_text }, nem { $text }
event-clock-time-now = most
event-clock-time-level-end = a szint vége
event-clock-time-earlier = a korábbi időpont
event-clock-index-negative = a tétel sorszáma legalább 0, nem { $text }
event-clock-nothing-to-undo = nincs mit visszavonni
event-clock-nothing-to-redo = nincs mit újra megtenni: csak az imént visszavont parancs tehető meg újra
event-clock-running-stores-end = a járó óra a szint végének idejét tárolja, hátralévő időt nem
event-clock-paused-stores-remaining = a megállított óra a hátralévő időt tárolja, véget nem
event-clock-remaining-negative = a hátralévő idő nem lehet negatív ({ $text })
event-clock-already-paused = az óra már áll
event-clock-already-running = az óra már jár
event-clock-delta-not-timedelta = a hozzáadandó idő timedelta legyen, nem { $text }
event-clock-on-last-level = az óra az utolsó szinten áll; nincs következő szint
event-clock-on-first-level = az óra az első szinten áll; nincs előző szint
event-clock-earlier-after-now = a korábbi időpont ({ $text }) későbbi, mint { $now_text }
event-clock-unknown-field = ismeretlen óramező: { $text }; lehetséges: { $names_text }
event-clock-stored-index-running = a tárolt órában a level_index egész szám, a running igaz/hamis érték
event-clock-stored-ends-at = az ends_at ISO dátum és időpont, nem { $text }
event-clock-stored-remaining = a remaining_seconds szám, nem { $text }
event-clock-item-out-of-range = az óra { ARTICLE($index) } { $index }. tételen áll, de a struktúra tételei 0-tól { $last_index }-ig tartanak

## Vakstruktúrák (R-8.1, R-8.3, TDA 20)

event-level-head = { $level }. szint:
event-level-game = { $game_name } { $betting_text },
event-level-bring-in = bring-in { $amount }
event-level-blinds = { $small_blind }/{ $big_blind }
event-level-big-blind-ante = nagyvak-ante { $ante }
event-level-ante = ante { $ante }
event-level-bets = tétek { $small_bet }/{ $big_bet }
event-words = { $first_text } { $rest_text }
event-limit-none-set = nincs megadva limit
event-amount-small-blind = kisvak
event-amount-big-blind = nagyvak
event-amount-ante = ante
event-amount-small-bet = kis tét
event-amount-big-bet = nagy tét
event-amount-bring-in = bring-in
event-level-number-not-whole = a szint sorszáma 1-től induló egész szám, nem { $text }
event-level-minutes = { ARTICLE($level, capital: "no") } { $level }. szint { $text } perces; egy szint legalább egy egész percig tart (R-8.1)
event-level-amount-not-a-count = { ARTICLE($level) } { $level }. szint: { ARTICLE($field_text) } { $field_text } legalább 0 zsetonos egész szám legyen, nem { $text }
event-level-small-blind-above-big = { ARTICLE($level) } { $level }. szint: a kisvak ({ $small_blind }) nagyobb a nagyvaknál ({ $big_blind })
event-level-big-blind-ante-needs = { ARTICLE($level) } { $level }. szint: a nagyvak-antéhoz nagyvak és az ante összege kell
event-level-unknown-game = { ARTICLE($level) } { $level }. szint: ismeretlen játék: { $text }; ismert játékok: { $names_text }
event-level-game-without-limit = { ARTICLE($level) } { $level }. szint: ha egy szint megnevezi a játékát, a limitjét szintén meg kell adnia
event-level-fixed-limit-bets = { ARTICLE($level) } { $level }. szint: fix limithez 0-nál nagyobb kis tét és legalább akkora nagy tét kell (R-5.5), nem { $small_bet }/{ $big_bet }
event-level-spread-limit-maximum = { ARTICLE($level) } { $level }. szint: spread limitnél a maximum (nagy tét) legalább a nagyvak legyen (R-5.6)
event-level-big-bet-in-wrong-limit = { ARTICLE($level) } { $level }. szint: nagy tét csak fix vagy spread limitnél van, { $betting_text } mellett nincs
event-level-bring-in-above-small-bet = { ARTICLE($level) } { $level }. szint: a bring-in ({ $amount }) nagyobb a kis tétnél ({ $small_bet })
event-level-stud-blinds = { ARTICLE($level) } { $level }. szint: stud szinten bring-in van, vak nincs (R-6.4), nem { $small_blind }/{ $big_blind } vak és { $amount } bring-in
event-level-stud-small-bet = { ARTICLE($level) } { $level }. szint: a stud szinthez meg kell adni a kis tétet
event-level-antes-only = { ARTICLE($level) } { $level }. szint: { ARTICLE($game_name) } { $game_name } csak antéval indul
event-level-blind-level = { ARTICLE($level) } { $level }. szint: vakos szinthez 0-nál nagyobb nagyvak kell, bring-in nélkül (vakok: { $small_blind }/{ $big_blind }, bring-in: { $amount })
event-break-minutes = a szünet { $text } perces; legalább egy egész percig kell tartania
event-break-color-up-chips = a zsetoncsere különböző, 0-nál nagyobb címleteket sorol fel, nem { $text }
event-break = Szünet { $minutes } perc
event-break-color-up = Szünet { $minutes } perc, zsetoncsere: { $amounts } lekerül
event-rotation-unknown-game = ismeretlen játék a rotációban: { $text }; ismert játékok: { $names_text }
event-rotation-no-games = a rotációhoz legalább egy játék kell
event-rotation-levels-per-game = a rotáció legalább 1 szintenként vált játékot, nem { $text }
event-structure-no-item = nincs { $index }. tétel; ennek a struktúrának a tételei 0-tól { $last_index }-ig tartanak
event-structure-no-level = nincs { $level }. szint; ennek a struktúrának a szintjei 1-től { $last_level }-ig tartanak
event-structure-no-levels = { ARTICLE($name) } „{ $name }” struktúrában nincs szint; legalább egy kell
event-structure-not-an-item = egy struktúra szintekből és szünetekből áll, nem { $text }
event-structure-break-at-end = a szünet két szint között van (R-8.1): az első és az utolsó tétel szint legyen
event-structure-two-breaks = két szünet egymás után; a szünet két szint között van (R-8.1)
event-structure-level-out-of-order = { ARTICLE($level) } { $level }. szint áll ott, ahol { ARTICLE($expected_level) } { $expected_level }. szintnek kellene; a szintek játéksorrendben 1, 2, 3… számozásúak
event-structure-amount-falls = { ARTICLE($level) } { $level }. szint: { ARTICLE($field_text) } { $field_text } ({ $amount }) kisebb, mint { ARTICLE($earlier_level) } { $earlier_level }. szinten ({ $earlier_amount }); maradhat vagy nőhet, de nem csökkenhet
event-structure-rotation-mismatch = { ARTICLE($level) } { $level }. szinten { $text } ({ $betting_text }) megy, de a rotáció szerint ott { $expected_text } ({ $expected_betting_text }) következik
event-structure-stack-not-a-count = a kezdő zsetonkészlet legalább 0 zseton, nem { $text }
event-structure-chips = a zsetonok különböző, 0-nál nagyobb címletek, nem { $text }
event-structure-stack-not-made = a kezdő zsetonkészlet ({ $stack }) nem rakható ki { $amount } értékű zsetonokból
event-structure-color-up-not-in-play = a zsetoncsere { $amount } értékű zsetonokat venne le, de ezek ott nincsenek játékban (játékban: { $amounts })
event-structure-amounts-not-payable = { ARTICLE($level) } { $level }. szint: { $amounts } nem fizethető ki { $amount } értékű zsetonokkal, a legkisebb játékban lévő címlettel (TDA 20)

## JSON-ból olvasott struktúrák (resources/structures, az igazgató fájlja)

event-where-structure = a struktúra
event-where-item = { $index }. tétel
event-where-item-break = { $index }. tétel (szünet)
event-where-item-level = { $index }. tétel (szint)
event-where-rotation = a rotáció
event-where-rotation-game = egy rotációs játék
event-structure-located = { $where_text }: { $reason_text }
event-structure-file-name = a struktúra neve szöveg legyen, nem { $text }
event-structure-file-items = a struktúrához kell az 'items': szintek és szünetek listája
event-structure-file-chips = a 'chips' címletek listája legyen, nem { $text }
event-structure-file-not-object = { $where_text }: JSON-objektum legyen, nem { $text }
event-structure-file-unknown-field = { $where_text }: ismeretlen mező: { $text }; lehetséges: { $names_text }
event-structure-file-unknown-limit = { $where_text }: ismeretlen limit: { $text }; lehetséges: { $names_text }
event-structure-file-color-up = { $where_text }: a 'color_up' címletek listája legyen
event-structure-file-level-number = { $where_text }: a szinthez kell a sorszáma ('level'), vagy 'break': true
event-structure-file-rotation-games = a rotációhoz kell a 'games': 'game' és 'limit' mezőjű objektumok listája
event-structure-no-template = nincs „{ $text }” nevű sablon; a sablonok: { $names_text }
event-template-unreadable = { ARTICLE($text) } { $text } sablon nem olvasható innen: { $path }: { $reason_text }
event-template-not-json = { ARTICLE($text) } { $text } sablon ({ $path }) nem érvényes JSON: { $reason_text }
event-template-invalid = { ARTICLE($text) } { $text } sablon ({ $path }): { $reason_text }

## A struktúragenerátor

event-generator-rotation-ante = vegyes rotációban az ante a stud játékokkal jár; az antét kezdő szintet ne add meg
event-generator-game-and-rotation = egy struktúra egyetlen játékot vagy egy rotációt oszt, a kettőt együtt nem
event-generator-players = egy versenyhez legalább 2 játékos kell, nem { $text }
event-generator-chips = a zsetonok 0-nál nagyobb címletek, nem { $text }
event-generator-stack = a kezdő zsetonkészlet 0-nál több legyen, és { $amount } értékű zsetonokból álljon, nem { $text }
event-generator-level-minutes = egy szint legalább egy egész percig tart, nem { $text }
event-generator-hours = a tervezett hossz 0-nál több és legfeljebb 100 óra, nem { $text }
event-generator-breaks-every = szünet legalább 1 szintenként jön (vagy egyáltalán nem), nem { $text }
event-generator-break-minutes = egy szünet legalább egy egész percig tart, nem { $text }
event-generator-extra-levels = a pótszintek száma legalább 0, nem { $text }
