# A szolgáltatások üzenetei (director.services): a vezető parancsainak elutasításai.
# Asztal: svc-table (a program számozta), svc-table-named (a vezető adta a nevét);
# .cap: mondat elején, .at: „-nál” rag (a 2. asztalnál), .label: névelő nélkül,
# felirathoz és zárójelbe (2. asztal, 5. szék).

## Asztalok és a visszavonás által visszaállított adatok

svc-table = { ARTICLE($table) } { $table }. asztal
    .cap = { ARTICLE($table, capital: "yes") } { $table }. asztal
    .at = { ARTICLE($table) } { $table }. asztalnál
    .label = { $table }. asztal
svc-table-named = { ARTICLE($name) } „{ $name }” asztal
    .cap = { ARTICLE($name, capital: "yes") } „{ $name }” asztal
    .at = { ARTICLE($name) } „{ $name }” asztalnál
    .label = { $name }
svc-table-id = { ARTICLE($table) } { $table }. asztal
    .cap = { ARTICLE($table, capital: "yes") } { $table }. asztal
    .at = { ARTICLE($table) } { $table }. asztalnál
    .label = { $table }. asztal
svc-then = { $first_text }; { $rest_text }
svc-row-event = esemény
svc-row-table = asztal
svc-row-seat = szék
svc-row-entry = nevezés
svc-row-clock = óra
svc-row-chip-set = zsetonkészlet
svc-row-ledger-line = pénztárnapló
svc-row-cash-table = készpénzes asztal
svc-row-waiting-list = várólista
svc-row-other = adat

## A parancsban megnevezett adatok

svc-no-event = nincs { $event_number } azonosítójú verseny
svc-no-player = nincs { $player_number } azonosítójú játékos
svc-no-entry = nincs { $entry_number } azonosítójú nevezés
svc-no-table = nincs { $table_number } azonosítójú asztal
svc-no-hand = nincs { $hand_number } azonosítójú leosztás
svc-no-open-cash-table = nincs { $table_number } azonosítójú nyitott készpénzes asztal
svc-time-not-aware = az időpontokhoz időzóna is kell

## Amit a parancs kapott (director.services.core.validation)

svc-field-amount = az összeg
svc-field-bet = a tét
svc-field-stack = a zsetonkészlet
svc-field-stacks = a zsetonkészletek
svc-field-event = a verseny azonosítója
svc-field-player = a játékos azonosítója
svc-field-entry = a nevezés azonosítója
svc-field-table = az asztal azonosítója
svc-field-hand = a leosztás azonosítója
svc-field-number = az azonosító
svc-field-hands-dealt = a kiosztott leosztások száma
svc-field-seat = a szék száma
svc-field-level = a szint
svc-field-number-of-tables = az asztalok száma
svc-field-seats-per-table = az asztalonkénti székek száma
svc-field-seats-at-table = az asztal székeinek száma
svc-field-chip-count = a megszámolt zsetonok száma
svc-field-chip-value = a zseton értéke
svc-field-chips-removed = a kivont zsetonok száma
svc-field-number-of-cards = a lapok száma
svc-field-count = a darabszám
svc-field-player-name = a játékos neve
svc-field-nickname = a becenév
svc-field-email = az e-mail-cím
svc-field-event-name = az esemény neve
svc-field-league-name = a liga neve
svc-field-table-name = az asztal neve
svc-field-note = a megjegyzés
svc-field-name = a név
svc-field-buy-in = a beszálló
svc-field-top-up = a feltöltés
svc-field-cash-out = a kifizetés
svc-field-smallest-chip = a legkisebb zseton
svc-field-smallest-buy-in = a legkisebb beszálló
svc-field-largest-buy-in = a legnagyobb beszálló
svc-field-listed-name = a várólistára írt név
svc-must-be-whole = { $field_text } csak egész szám lehet, nem { $value_text }
svc-must-be-at-least = { $field_text } legalább { $minimum } lehet, nem { $value_text }
svc-must-be-at-most = { $field_text } legfeljebb { $maximum } lehet, nem { $value_text }
# a whole number typed past a bound, written as the bound is (digit grouping)
svc-value-whole = { $amount }
svc-must-be-text = { $field_text } csak szöveg lehet, nem { $value_text }
svc-text-too-long = { $field_text } legfeljebb { $count } karakter hosszú lehet
svc-text-control-characters = { $field_text } nem tartalmazhat vezérlőkaraktert (sortörést, tabulátort, láthatatlan vagy jobbról balra író jelet); írd be újra
svc-time-not-seconds = az idő csak másodpercek száma lehet, nem { $value_text }
svc-time-out-of-range = az idő 0-nál több és legfeljebb { $seconds } másodperc lehet, nem { $value_text }
svc-clock-time-beyond-calendar = az óra nem mutatható { $text } időpontban: ez a naptár végén túl van; nézd meg a számítógép dátumát
svc-must-be-seat-by-seat = { $field_text } megadása székenként történik, nem így: { $value_text }
svc-seats-must-be-list = a székeket listában kell megadni, nem így: { $value_text }

## Visszavonás (director.services.core.action_log, hand_guard)

svc-nothing-to-undo = ebben az eseményben nincs mit visszavonni
svc-nothing-to-redo = nincs mit újra megtenni: csak az imént visszavont művelet tehető meg újra
svc-undo-other-desk = az utolsó műveletet („{ $action_text }”) egy másik állomáson rögzítették: visszavonod?
svc-undo-newest-changed = semmi nem lett visszavonva: az utolsó művelet most „{ $action_text }” (közben egy másik állomáson változott)
svc-redo-other-desk = egy másik állomáson visszavonták ezt: „{ $action_text }”; újra megteszed?
svc-redo-newest-changed = semmi nem lett újra megtéve: az Újra most ezt tenné meg ismét: „{ $action_text }” (közben egy másik állomáson változott)
svc-undo-hand-dealt-since = nem vonható vissza: „{ $action_text }”; utána leosztották { $table_text } { $hand_number }. leosztását az általa módosított székekkel vagy zsetonokkal; helyette egy új paranccsal javíts
svc-undo-row-changed = nem vonható vissza: „{ $action_text }”; az általa módosított adat ({ $row_text }) azóta megváltozott (leosztás zajlott, vagy zsetont számoltak); helyette egy új paranccsal javíts
svc-redo-hand-dealt-since = nem tehető meg újra: „{ $action_text }”; utána leosztották { $table_text } { $hand_number }. leosztását az általa módosított székekkel vagy zsetonokkal; helyette egy új paranccsal javíts
svc-redo-row-changed = nem tehető meg újra: „{ $action_text }”; az általa módosított adat ({ $row_text }) azóta megváltozott (leosztás zajlott, vagy zsetont számoltak); helyette egy új paranccsal javíts
svc-seat-chips-belong-to-hand = { $action_text }: { $table_text } { $seat }. széke a még folyó { $hand_number }. leosztásban ül, a zsetonjai ahhoz a leosztáshoz tartoznak; a leosztás végén tedd meg
svc-move-when-hand-ends = { $table_text } { $seat }. széke a még folyó { $hand_number }. leosztásban ül: a leosztás végén ültesd át a játékost
svc-count-when-hand-ends = { $table_text } { $seat }. széke a még folyó { $hand_number }. leosztásban ül: a leosztás végén számold meg a zsetonjait
svc-bust-when-hand-over = { $table_text } { $seat }. széke a még folyó { $hand_number }. leosztásban ül: a játékos akkor esik ki, amikor a leosztás véget ért és elfogytak a zsetonjai

## Játékosok és események (director.services.events.event_service)

svc-player-needs-name = a játékosnak nevet kell adni
svc-event-status = egy esemény tervezett, futó vagy befejezett lehet, nem { $text }
svc-clock-stopped-finished = a verseny véget ért, az órája megállt
svc-clock-moved-since-shown = az óra azóta továbblépett, hogy ez a képernyő mutatta (egy másik állomás gombja, vagy lejárt a szint ideje), most itt tart: { $level_text }; nyomd meg újra, ha innen is lépnél
svc-only-tournaments-have-clock = szintórája csak versenynek van

## Versenyek (director.services.tournament.tournament_service)

svc-cash-game-not-tournament = { ARTICLE($name) } „{ $name }” készpénzes játék, nem verseny
svc-event-closed-to-entries = { $name }: a verseny véget ért, már senki sem nevezhet be
svc-winner-no-rebuy = { $player } megnyerte a versenyt: nincs mibe visszavásárolnia
svc-winner-no-re-entry = { $player } megnyerte a versenyt: nincs mibe újranevezni
svc-rebuy-back-in-not-latest = { $player } azóta újranevezett: kiesés után csak a legutóbbi nevezése ({ $latest_name }) térhet vissza rebuyjal
svc-tournament-finished-final = { $name } véget ért: több ültetés, zsetonmozgás és pénzmozgás nincs, az eredménye végleges (R-8.5); a Ctrl+Z visszavonja a verseny lezárását
svc-rebuy-needs-seat = { $player } nem ül asztalnál: előbb ültesd le, a rebuy zsetonjai oda kerülnek
svc-rebuy-back-in-no-seat = { $player } nem vásárolhat vissza: minden nyitott asztal megtelt; nyiss egy asztalt az ültetésnél, utána vedd fel a rebuyt
svc-busted-no-add-on = { $player } kiesett a versenyből: nincs zsetonkészlete, amihez add-ont vehetne
svc-winner-no-add-on = { $player } megnyerte a versenyt: a verseny vége után nincs add-on
svc-select-players-first = előbb válaszd ki a játékosokat
svc-for-player = { $player }: { $reason_text }
svc-chips-count-first = { $total } zseton van játékban; { $count } stack nem ismert, mióta zsetonok mozdultak (osztósegéd nélküli leosztás, kiesés, számolás vagy zsetoncsere): számold meg őket az összevetéshez
svc-add-on-needs-seat = { $player } nem ül asztalnál: előbb ültesd le, az add-on zsetonjai oda kerülnek
svc-paid-entry = kezdő zsetonkészlet
svc-paid-rebuy = rebuy
svc-paid-add-on = add-on
svc-chips-in-play = a játékban lévő zsetonokból
svc-entry-not-in-play = { ARTICLE($entry_number) } { $entry_number }. nevezés nincs játékban ezen az eseményen
svc-player-out = { $player } már kiesett a versenyből ({ $place }. hely)
svc-player-won = { $player } megnyerte a versenyt
svc-player-still-playing = { $player } be van nevezve és még játszik: újranevezés csak kiesés után lehetséges
svc-busted-cannot-win-bounty = a kiesett játékos nem nyerheti el a fejpénzt is
svc-no-payout-table = ennek az eseménynek még nincs kifizetési táblázata
svc-no-paid-place-finished = még egyetlen fizetett hely sem dőlt el: az 1–{ $places }. hely fizet, és még { $players } játékos van játékban
svc-event-already-finished = { $name }: a verseny már véget ért
svc-nobody-entered = még senki sem nevezett, nincs mit lezárni
svc-players-still-playing = még { $players } játékos van játékban: a verseny akkor ér véget, amikor egy marad
svc-deal-method = A megállapodás módja 'icm', 'chip chop' vagy 'typed' lehet, nem { $text }.
svc-deal-method-icm = ICM
svc-deal-method-chip-chop = zsetonarányos osztozás
svc-deal-method-typed = megegyezett összegek
svc-deal-needs-two = Megállapodáshoz legalább két még játszó játékos kell, { $players ->
    [0] most egy sincs.
    [one] most csak egy van.
   *[other] most { $players } van.
}
svc-deal-recorded-already = Már van rögzített megállapodás. Egy másikhoz előbb vond vissza (Ctrl+Z).
svc-deal-typed-everyone = Add meg minden még játszó játékos összegét: { $who }.
svc-deal-stacks-changed = A megállapodás kiszámítása óta megváltoztak a zsetonszámok. Nyisd meg újra a megállapodás-kalkulátort, és mutasd meg a játékosoknak az új összegeket.
svc-deal-no-more-money = Megállapodás van rögzítve: az általa elosztott díjalap nem nőhet. Rebuy, add-on vagy nevezés előtt vond vissza a megállapodást (Ctrl+Z).
svc-deal-payouts-fixed = Megállapodás van rögzítve: a hátralévő helyek díjait a kifizetések akkori állása szerint osztja el. A kifizetések vagy a kerekítésük módosítása előtt vond vissza a megállapodást (Ctrl+Z).
svc-payouts-change-prize-awarded = { $player } { $prize } díjat kapott { ARTICLE($place) } { $place }. helyért; ezekkel a kifizetésekkel { $new_prize } lenne. A kiosztott díj úgy marad, ahogy kifizették: a kifizetések vagy a kerekítésük módosítása előtt vond vissza a díjak kiosztását (Ctrl+Z).
svc-places-paid-no-more-players = A díjak a mostani helyezések szerint ki vannak fizetve: egy újabb játékos ezeket a helyezéseket elmozdítaná. Nevezés vagy rebuy előtt vond vissza a díjak kifizetését (Ctrl+Z).
svc-prizes-paid-no-more-money = A díjak a mostani díjalapból ki vannak fizetve: egy rebuy vagy add-on most megnövelné, és a kifizetett helyezéseknek más összeg járna. Rebuy vagy add-on előtt vond vissza a díjak kiosztását (Ctrl+Z).
svc-last-bust-at-director = Ezzel a kieséssel egy játékos marad: ez kihirdeti a győztest és megállítja a verseny óráját, amit csak a versenyigazgató állomása tehet meg. Ott rögzítsd.
svc-no-chip-set = ennek az eseménynek nincs zsetonkészlete; előbb add meg a házigazda zsetonjait
svc-entry-no-seat-to-count = { $player } nem ül asztalnál, nincs mit megszámolni
svc-color-up-needs-chip-set = ennek az eseménynek nincs zsetonkészlete; a zsetoncseréhez kell egy
svc-color-up-between-hands = két leosztás között válts fel, ne leosztás közben
svc-color-up-not-in-play = { ARTICLE($amount) } { $amount } értékű zseton nincs játékban az asztaloknál, nem váltható fel; most ezek vehetők le: { $amounts }
svc-color-up-player-gone = { $player } már nem ül zsetonokkal az asztaloknál (kiesett, mióta a zsetonjait megszámoltátok): a neki számolt { $count } × { $chip_amount } nem adható le; semmi sem lett felváltva: nyisd meg újra a zsetoncserét, és számold meg az asztalokat úgy, ahogy most állnak
svc-color-up-no-tables = nincs nyitott asztal, ahol zsetoncserét lehetne tartani: előbb sorsold ki az ülőhelyeket
svc-color-up-hand-running = { CASE($table_text, case: "at") } leosztás folyik: két leosztás között válts fel
svc-color-up-dead-pot = { CASE($table_text, case: "at") } senki sem nyitott az utolsó osztásban: a kasszában lévő { $pot } zseton az újraosztásra vár, és { ARTICLE($chip_amount) } { $chip_amount } értékű zsetonok nélkül a maradék zsetonokból nem rakható ki; oszd újra, és ha valaki megnyerte, akkor válts fel (R-6.5, R-8.3); semmi sem lett felváltva
svc-color-up-needed-level = { ARTICLE($chip_amount) } { $chip_amount } értékű zsetonok most nem vehetők le: { ARTICLE($level) } { $level }. szintnek ({ $level_text }) még szüksége van rájuk: { $amounts } nem fizethető ki, ha a legkisebb zseton { $next_amount } (TDA 20); semmi sem lett felváltva
svc-color-up-needed-paid = { ARTICLE($chip_amount) } { $chip_amount } értékű zsetonok most nem vehetők le: { $what_text }: { $amount }, még hátra van; ez nem fizethető ki, ha a legkisebb zseton { $next_amount } (R-8.6); semmi sem lett felváltva
svc-color-up-paid-starting-stack = egy késői nevezés kezdő zsetonkészlete
svc-color-up-paid-rebuy-chips = egy rebuy zsetonjai
svc-color-up-paid-add-on-chips = az add-on zsetonjai

## Ültetés (director.services.seating.seating_service, events.console_queries)

svc-open-one-table-or-more = legalább 1 asztalt nyiss, nem { $count }
svc-seat-taken = { $table_text } { $seat }. széke foglalt
svc-open-tables-before-draw = a helysorsolás előtt nyisd meg az asztalokat
svc-entry-already-seated = { $player } már ül egy asztalnál
svc-table-not-of-event = { ARTICLE($table) } { $table }. asztal nem ehhez az eseményhez tartozik
svc-table-has-no-seat = { CASE($table_text, case: "at") } nincs { $seat }. szék
svc-move-to-closed-table = { $table_text } bezárt (a kiegyenlítéskor megszűnt): a játékost egy nyitott asztal székére ültesd át
svc-entry-no-seat-to-move = { $player } nem ül asztalnál, nincs honnan átülnie
svc-already-in-that-seat = a játékos már azon a széken ül
svc-table-closed-between-hands = { $table_text } bezárt (a kiegyenlítéskor megszűnt, vagy bezárták): válassz egy nyitott asztalt
svc-draw-button-between-hands = { CASE($table_text, case: "at") } még folyik { ARTICLE($hand_number) } { $hand_number }. leosztás; az osztógombot két leosztás között sorsold
svc-draw-button-dead-pot = { CASE($table_text, case: "at") } senki sem nyitott { ARTICLE($hand_number) } { $hand_number }. leosztásban: a kasszában lévő { $pot } zseton ugyanazzal az osztógombbal újraosztásra vár; ezt a leosztást az asztal osztósegédjében oszd ki (R-6.5), utána sorsold az osztógombot, ha még kell
svc-felt-hand-dealt-at-station = { CASE($table_text, case: "at") } { ARTICLE($hand_number) } { $hand_number }. leosztást már kiosztották egy másik állomáson (az osztósegédben), és most folyik; osztósegéd nélkül osztott leosztás nem lett rögzítve: az osztógomb ott marad, ahová az a leosztás tette
svc-felt-hand-recorded-since = { CASE($table_text, case: "at") } { ARTICLE($hand_number) } { $hand_number }. leosztást egy másik állomáson már kiosztották, mióta megnézted (osztósegéd nélkül rögzítve vagy az osztósegédben); ez a leosztás nem lett másodszor is rögzítve, és az osztógomb ott marad, ahová az a leosztás tette
svc-felt-hand-dead-pot-waits = { CASE($table_text, case: "at") } senki sem nyitott { ARTICLE($hand_number) } { $hand_number }. leosztásban: a kasszában lévő { $pot } zseton az újraosztásra vár; ezt a leosztást az asztal osztósegédjében oszd ki, az viszi tovább a kasszát és az osztógombot (R-6.5), az utána következőket rögzítheted osztósegéd nélkül
svc-felt-hand-since = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztást osztósegéd nélkül osztották: { $explanation_text }. Nyomd meg az N-t, és { ARTICLE($next_number) } { $next_number }. leosztást osztod ki
# a new draw for the button since the panel's hand (a final table redrawn, R-8.4)
svc-button-draw-due = Újrasorsolták a székeket: a következő leosztás osztógombját az ültetésnél sorsold ki (Húzás a gombért, R-3.1). Nyomd meg az N-t, és { ARTICLE($next_number) } { $next_number }. leosztást osztod ki; sorsolás nélkül az osztógomb a legmagasabb számú székről indul
svc-button-drawn-since = Az ültetésnél kisorsolták az osztógombot: { ARTICLE($seat) } { $seat }. szék (R-3.1). Nyomd meg az N-t, és { ARTICLE($next_number) } { $next_number }. leosztást osztod ki
svc-cash-button-draw-due = Mindenki felállt az asztaltól: az új játékosok az asztalok oldalán húznak a gombért (Húzás a gombért, R-3.1); utána nyomd meg az N-t, és { ARTICLE($next_number) } { $next_number }. leosztást osztod ki
svc-cash-button-drawn-since = Az asztalok oldalán kisorsolták az osztógombot: { ARTICLE($seat) } { $seat }. szék (R-3.1). Nyomd meg az N-t, és { ARTICLE($next_number) } { $next_number }. leosztást osztod ki
# a hand recorded on the felt (the seating's Next hand): what is posted
svc-forced-then = { $first_text }; { $rest_text }
svc-forced-antes = minden leosztott játékos { $amount } antét tesz be (R-4.2)
svc-forced-big-blind-ante = { ARTICLE($seat) } { $seat }. szék teszi be az asztal nagyvak-antéját: { $amount } (R-4.2)
svc-forced-stud-deal = Stud: az osztás { ARTICLE($seat) } { $seat }. széknél kezdődik, { ARTICLE($button_seat) } { $button_seat }. széken lévő osztógombtól balra (R-4.3, R-6.4)
svc-forced-bring-in = a legalacsonyabb nyitott lap teszi be a bring-int: { $amount } (R-6.4)
svc-forced-bring-in-razz = a legmagasabb nyitott lap teszi be a bring-int: { $amount } (razz, R-6.4)
svc-forced-guts = Minden játékos { $amount } antét tesz be (R-6.6); az osztás { ARTICLE($seat) } { $seat }. széknél kezdődik
svc-forced-posts-to-enter = { ARTICLE($seat) } { $seat }. szék { $amount } nagyvakot tesz be, hogy beszálljon (R-3.6)
svc-forced-posts-missed = { ARTICLE($seat) } { $seat }. szék beteszi a kihagyott vakokat: { $dead_amount } holt és { $amount } élő vakot (R-3.6)
svc-forced-posts-missed-small = { ARTICLE($seat) } { $seat }. szék beteszi a kihagyott kisvakot, { $dead_amount } holt vakot (R-3.6)
svc-forced-straddle = { ARTICLE($seat) } { $seat }. szék { $amount } straddle-t tesz be (R-3.7)
svc-forced-post-after-button = nem kap lapot, akkor tesz be, ha az osztógomb már elhaladt: { $seat_numbers }. szék (R-3.6)
svc-forced-waiting = nem kap lapot, a nagyvakra vár: { $seat_numbers }. szék (R-3.6)
svc-forced-sitting-out = kimarad, nem kap lapot: { $seat_numbers }. szék (R-3.6)
svc-forced-dealt-after-button = a kisvak és az osztógomb között ül, ebben a leosztásban nem kap lapot, az osztógomb elhaladta után igen: { $seat_numbers }. szék (R-3.2)
svc-draw-button-first = előbb sorsold ki az osztógombot { CASE($table_text, case: "at") } (R-3.1)
svc-cash-button-moves-on = { CASE($table_text, case: "at") } az osztógomb leosztásról leosztásra halad (R-3.3): az asztal első leosztása előtt sorsolják ki, vagy miután mindenki felállt az asztaltól
svc-balance-between-hands = két leosztás között egyenlíts ki: még folyik egy leosztás
svc-balance-dead-pot = { CASE($table_text, case: "at") } senki sem nyitott az utolsó osztásban: a kasszában lévő { $pot } zseton ott marad; oszd újra, mielőtt az asztal megszűnik (R-6.5)
svc-balance-changed-since-shown = az asztalok megváltoztak, mióta ezek az áthelyezések megjelentek (közben leosztás, kiesés vagy áthelyezés volt): senki sem ült át; egyenlíts ki újra, hogy a mostani áthelyezéseket lásd (R-8.4)
svc-bust-ante-in-dead-pot = { $player } még nem eshet ki: { CASE($table_text, case: "at") } senki sem nyitott, és { ARTICLE($pot) } { $pot } zsetonos kasszában ott van az antéja ({ $amount }); oszd újra: all-inben kap lapot, és játszik érte (R-6.5)
svc-move-ante-in-dead-pot = { $player } még nem ülhet át: { CASE($table_text, case: "at") } senki sem nyitott, és { ARTICLE($pot) } { $pot } zsetonos kasszában ott van az antéja ({ $amount }); oszd újra: all-inben kap lapot, és játszik érte (R-6.5)
svc-balance-report-busts-first = { $table_text } { $seat_numbers }. székén nincs zseton: előbb jelentsd a kiesést vagy a rebuyt, aztán egyenlíts ki (R-8.4 a játékban maradt játékosokat számolja)
svc-balance-nobody-moves = senki sem ül át: az asztaloknál { $fewest_players }–{ $most_players } játékos ül, és csak akkor ül át valaki, ha két asztal létszáma legalább kettővel eltér (R-8.4)
svc-open-tables-before-balancing = a kiegyenlítés előtt nyisd meg az asztalokat

## Leosztások egy asztalnál (director.services.tables.table_service, events.table_games)

svc-no-such-seat-at-table = { $size } fős asztalnál nincs { $seat }. szék
svc-negative-stack = { ARTICLE($seat) } { $seat }. szék zsetonkészlete nem lehet negatív ({ $stack })
svc-hand-still-being-played = { CASE($table_text, case: "at") } még folyik { ARTICLE($hand_number) } { $hand_number }. leosztás; előbb fejezd be vagy vond vissza
svc-seat-has-no-chips = { $table_text } { $seat }. székén nincs zseton, nem { $stack }
svc-seat-has-other-chips = { $table_text } { $seat }. székén { $chips } zseton van, nem { $stack }
svc-hand-over = { ARTICLE($hand_number) } { $hand_number }. leosztás véget ért; kezdj új leosztást
svc-hand-changed-elsewhere = { ARTICLE($hand_number) } { $hand_number }. leosztás egy pillanattal ezelőtt egy másik állomáson megváltozott; ez a lépés nem lett rögzítve: nézd meg a leosztás mostani állását, és ha még érvényes, ismételd meg
svc-hand-undo-changed-elsewhere = { ARTICLE($hand_number) } { $hand_number }. leosztás egy másik állomáson megváltozott, mióta ez a panel mutatja; semmi sem lett visszavonva: nézd meg a leosztás mostani állását, és ha még érvényes, vond vissza újra
svc-hand-dealt-elsewhere = egy másik állomás egy pillanattal ezelőtt kiosztotta a következő leosztást { CASE($table_text, case: "at") }; ez nem lett kiosztva: most az ott kiosztott leosztás látszik
svc-hand-dealt-on-the-felt = { CASE($table_text, case: "at") } { ARTICLE($hand_number) } { $hand_number }. leosztást egy másik állomáson már rögzítették osztósegéd nélkül osztottként; ez nem lett kiosztva, és az osztógomb ott marad, ahová az a leosztás tette: nyomd meg az N-t, és az utána következőt osztod ki
svc-hand-played-elsewhere = { CASE($table_text, case: "at") } { ARTICLE($hand_number) } { $hand_number }. leosztást egy másik állomáson már kiosztották és le is játszották; ez nem lett kiosztva, és az osztógomb ott marad, ahová az a leosztás tette: nyomd meg az N-t, és az utána következőt osztod ki
svc-nothing-to-undo-in-hand = { ARTICLE($hand_number) } { $hand_number }. leosztásban nincs mit visszavonni
svc-hand-undo-later-hand = { $table_text } { $hand_number }. leosztása már nem vonható vissza: azóta leosztották { ARTICLE($later_number) } { $later_number }. leosztást
svc-hand-undo-seat-changed = { $table_text } { $hand_number }. leosztása már nem vonható vissza: a vége után „{ $action_text }” megváltoztatta { ARTICLE($seat) } { $seat }. széket; előbb azt vond vissza
svc-hand-log-missing-event = { ARTICLE($hand_number) } { $hand_number }. leosztás naplójából hiányzik { ARTICLE($event_number) } { $event_number }. esemény
svc-hand-log-unreadable = { ARTICLE($hand_number) } { $hand_number }. leosztás tárolt naplója nem olvasható: { $reason_text }
svc-only-tournament-levels = szintek szerint csak versenyen lehet osztani
svc-only-cash-fixed-blinds = fix vakok csak készpénzes játékban vannak

## Az osztópult (director.services.tables.dealer_session, dealer_gestures)

svc-stored-table-needs-id = egy tárolt asztalhoz meg kell adni az azonosítóját
svc-table-playing-guts = ennél az asztalnál gutsot játszanak
svc-table-not-playing-guts = ennél az asztalnál nem gutsot játszanak
svc-cards-three = { ARTICLE($seat) } { $seat }. szék három lapja
svc-cards-burn = az égetett lap
svc-cards-board = a közös lapok
svc-cards-up = { ARTICLE($seat) } { $seat }. szék { $count ->
    [one] felfordított lapja
   *[other] felfordított lapjai
}
svc-cards-hole = { ARTICLE($seat) } { $seat }. szék lapjai
svc-cards-discard = { ARTICLE($seat) } { $seat }. szék eldobott lapja
svc-cards-draw-discards = { ARTICLE($seat) } { $seat }. szék eldobott lapjai
svc-cards-draw-ace = az ász, amelyet { ARTICLE($seat) } { $seat }. szék megtart és megmutat, hogy { $count } lapot cserélhessen
svc-cards-unknown = { ARTICLE($seat) } { $seat }. szék ismeretlen lapjai
svc-cards-any = a lapok
svc-enter-cards-needed = add meg: { $what_text } ({ $count } lap), a szabályok megkövetelik
svc-nothing-to-undo-no-events = nincs mit visszavonni: ebben a leosztásban még nem történt semmi
svc-step-needs-choice = ennél a lépésnél választani kell, nem „Tovább”; a következő lépés: { $step_text }
svc-enter-unknown-cards = add meg { ARTICLE($seat) } { $seat }. szék ismeretlen lapjait, vagy mind { ARTICLE($count) } { $count } lapot
svc-burn-or-board = az égetéshez 1 lapot adj meg (magát az égetett lapot), vagy az utána osztott { $count } boardlapot (ekkor ismeretlen lapot égetsz); megadva: { $given_count }
svc-burn-one-card = az égetéshez 1 lapot adj meg (magát az égetett lapot); megadva: { $given_count }
svc-nobody-brings-in = most senki sem tesz be bring-int
svc-chips-bet = a tét
svc-chips-raise = az emelés
svc-chips-complete = a kiegészítés
svc-bet-not-in-chips = { $what_text } { $amount }-ig nem rakható be az asztal zsetonjaiból: a legkisebb játékban lévő zseton { $chip_amount }, ennek többszörösének kell lennie (a legközelebbiek: { $lower_amount } és { $next_amount }; all-innél a teljes stack mehet) (TDA 20)
svc-nobody-discards = most senki sem dob el lapot; a következő lépés: { $step_text }
svc-discards-which = { ARTICLE($seat) } { $seat }. szék { $count } lapot cserél: a keze minden lapja ismert, ezért válaszd ki, { $count ->
    [one] melyik lapot
   *[other] melyik { $count } lapot
} dobja el (R-6.5)
svc-draw-ace-count = ismeretlen kéznél a beírt lap az az ász, amelyet { ARTICLE($seat) } { $seat }. szék megtart és megmutat, hogy { $ace_count } lapot cserélhessen (R-6.5): írd be azt az egy ászt, és cserélj { $ace_count } lapot, vagy töröld (beírva: { $given_count }, csere: { $count })
svc-discards-count = { ARTICLE($seat) } { $seat }. szék { $count } lapot cserél, de { $chosen_count } lapot választottál ki (R-6.5)
svc-nobody-shows = most senki sem mutat; a következő lépés: { $step_text }
svc-nobody-to-act = most senki sem következik; a következő lépés: { $step_text }
svc-hand-not-over = a leosztásnak még nincs vége; a következő lépés: { $step_text }
svc-hand-needs-two-with-chips = egy leosztáshoz két zsetonos játékos kell
svc-hand-needs-two-seated = egy leosztáshoz legalább két játékosnak kell ülnie az asztalnál
svc-event-has-no-table = az eseménynek még nincs asztala: nyiss asztalokat az ültetés ablakban
svc-cash-game-has-no-table = a készpénzes játéknak még nincs asztala: nyiss egyet az asztalok oldalán
svc-chip-count-without-chip-set = { $text } zsetonszámlálás: zsetonkészlet nélkül 0 vagy annál nagyobb összeget adj meg

## A terem nézetének távirányítója (director.ui.room_share): elutasításai és amit végzett

svc-remote-no-event-open = a programban nincs nyitott esemény
svc-remote-no-clock = ennek az eseménynek nincs szintórája
svc-remote-which-entry = add meg a nevezés számát
svc-remote-no-action = a távirányítónak nincs ilyen művelete: { $text }
svc-remote-clock-already-running = az óra már jár
svc-remote-clock-already-paused = az óra már áll
svc-remote-clock-started = az óra elindult
svc-remote-clock-paused = az óra megállt
svc-remote-minute-added = egy perc hozzáadva
svc-remote-minute-taken-off = egy perc levonva
svc-remote-busted = { $player } kiesett
svc-remote-busted-by = { $player } kiesett, { $winner } ütötte ki
svc-remote-busted-many = { $names } kiesett
svc-remote-busted-many-by = { $names } kiesett, { $winner } ütötte ki
svc-remote-bust-named-twice = { $player } kétszer szerepel a kiesők között
svc-remote-bust-ranks = add meg, kinek volt több zsetonja a leosztás elején: minden kiesőnek egy helyet 1 és { $count } között, és senki másnak
svc-remote-bust-too-many = egy asztalnál egy leosztásban legfeljebb { $count } játékos eshet ki
svc-remote-rebuy = rebuy: { $player }
svc-remote-add-on = add-on: { $player }
svc-remote-re-entry = { $player } újranevezett, és új széket kapott
svc-remote-which-name = írd be a játékos nevét
svc-remote-registered = { $added ->
    [yes] { $player } bekerült a játékosok közé, és nevezett
   *[no] { $player } nevezett
}: { $where_text }
svc-remote-at-seat = { $table_text } { $seat }. széke
svc-remote-seat-at-draw = a székeket még nem sorsolták ki: a konzol Székek sorsolása gombja mindenkit leültet
svc-remote-no-empty-seat = nincs üres szék: nyiss egy asztalt a konzolon, aztán jöhet a Székek sorsolása
svc-remote-which-action = add meg, melyik műveletet vonod vissza, a számával
svc-remote-which-stakes = add meg, milyen tétekre vár a játékos
svc-remote-which-waiting = add meg, melyik név a várólistán, a számával
svc-remote-which-table = add meg a játék egyik nyitott asztalát, a számával
svc-remote-which-buy-in = add meg a beszálló összegét, egész számú zsetonban
svc-remote-which-seat = add meg a széket, a számával
svc-remote-which-player = add meg a játékost, a számával
svc-remote-which-amount = add meg az összeget, egész számú zsetonban
svc-remote-undone = visszavonva: { $action_text }
svc-enter-cards = adj meg { $count } lapot, vagy { $up_count } felfordított lapot, vagy egyet sem; megadva: { $given_count }
svc-enter-cards-or-none = adj meg { $count } lapot, vagy egyet sem; megadva: { $given_count }
svc-enter-cards-each-seat = adj meg { $count } lapot, vagy székenként { $up_count } felfordított lapot, vagy egyet sem; megadva: { $given_count }

## A zsetonegyenleg (director.services.tournament.chips_balance, director check)

svc-balance-seat-left-hand = { $table_text } { $seat }. széke benne van { ARTICLE($hand_number) } { $hand_number }. leosztásban, de már nem ül ott játékos
svc-balance-cannot-count = a zsetonok nem számolhatók meg, amíg egy folyamatban lévő leosztás nem olvasható: { $reason_text }
svc-balance-stack-changed = { $table_text } { $seat }. székén { $chips } zseton van, de { ARTICLE($hand_number) } { $hand_number }. leosztást { $stack } zsetonnal osztották oda: a zsetonkészlet a leosztás háta mögött változott meg
svc-balance-chips-nobody-sits = { $table_text } { $seat }. székén { $chips } zseton van, de senki sem ül ott
svc-balance-entry-out = { $table_text } { $seat }. székén { $player } ül, pedig már kiesett a versenyből
svc-balance-two-seats = { $player } két széken ül
svc-balance-too-many = { $counted_chips } zseton van játékban, de a nevezések, rebuyok, add-onok, zsetonszámlálások és zsetoncserék szerint { $expected_chips } kellene: { $difference_chips } zsetonnal több
svc-balance-missing = { $counted_chips } zseton van játékban, de a nevezések, rebuyok, add-onok, zsetonszámlálások és zsetoncserék szerint { $expected_chips } kellene: { $difference_chips } zseton hiányzik
svc-station-display-reads-only = ez az állomás kijelző: az órát és az ültetést mutatja, és semmit sem változtat; ezt a versenyigazgató állomásán tedd meg
svc-station-dealer-own-table = ez { $table_text } osztóállomása: csak ennek az asztalnak a leosztásait rögzíti, és csak a saját játékosainak a kiesését, rebuyát és add-onját jelenti; ezt a versenyigazgató állomásán tedd meg
svc-station-server-silent = a klub szervere ({ $path }) nem válaszol: ellenőrizd a címét, a hálózatot és hogy fut-e a szerver, aztán nézd meg újra
svc-station-table-record-only = asztal, rekordszáma { $table } (már nincs a szerveren)
svc-station-table-choice = { $event } — { CASE($table_text, case: "label") }
svc-station-no-open-tables = ezen a szerveren egy asztal sincs nyitva: előbb a versenyigazgató állomásán kell leültetni a versenyt, vagy megnyitni a készpénzes játék asztalait
svc-station-no-such-event = egy futó esemény neve sem { $event }; a nyitott asztalok: { $tables }
svc-station-table-not-open = { $typed } egy nyitott asztal számának vagy nevének sem felel meg; a nyitott asztalok: { $tables }
svc-station-table-ambiguous = { $number }. asztal több eseményben is nyitva van ({ $tables }): { $cli ->
    [yes] add meg az eseményt is az --event kapcsolóval
   *[other] válaszd ki az asztalt a listából
}
svc-station-table-record = az asztalt a számával add meg, ahogy az ültetés mutatja, már nem a rekordszámával, és { $number }. számú nyitott asztal nincs: { ARTICLE($number) } { $number }. rekord ez: { $table }; ennek az asztalnak a számát add meg
svc-station-table-gone = ennek az állomásnak az asztalát ({ $table }) azóta { $kind ->
    [cash] bezárták
   *[other] bontották
}, hogy kiválasztottad: { $by_login ->
    [yes] a klub szerverén ennek az állomásnak a bejelentkezése oszt ott; a versenyigazgató állomásán add meg újra az asztalát (director stations dealer LOGIN N)
   *[other] válaszd ki újra, melyik asztalnál oszt ez az állomás (Fájl → Csatlakozás a klub szerveréhez)
}
svc-station-table-missing = az asztal, amelyet ez az állomás választott ({ $table }. rekord), már nincs a szerveren: { $by_login ->
    [yes] a versenyigazgató állomásán add meg újra ennek az állomásnak a bejelentkezéséhez az asztalát (director stations dealer LOGIN N)
   *[other] válaszd ki újra, melyik asztalnál oszt ez az állomás (Fájl → Csatlakozás a klub szerveréhez)
}
svc-report-nobody-out = { CASE($table_text, case: "at") } az utolsó leosztás után senkinek sem fogyott el a zsetonja: nincs jelentendő kiesés
svc-report-has-chips-again = { $player } ({ $table_text } { $seat }. széke) közben újra zsetont kapott (egy pillanattal ezelőtt rebuy vagy zsetonszámlálás egy másik állomáson): egy kiesés sem lett jelentve; nézd meg az asztal mostani állását, és ha valaki még mindig kiesett, jelentsd újra
svc-report-seat-empty = { CASE($table_text, case: "at") } { ARTICLE($seat) } { $seat }. széken nem ül senki
svc-instruction-seat-moves-out = { ARTICLE($seat, capital: "yes") } { $seat }. szék átül { ARTICLE($to_table) } { $to_table }. asztal { $to_seat }. székére
svc-instruction-seat-moves-in = { ARTICLE($from_table, capital: "yes") } { $from_table }. asztal { $from_seat }. székéről egy játékos ül { ARTICLE($seat) } { $seat }. székre
svc-instruction-seat-moves-in-next-hand = { ARTICLE($from_table, capital: "yes") } { $from_table }. asztal { $from_seat }. székéről egy játékos ül { ARTICLE($seat) } { $seat }. székre: a következő leosztástól kap lapot (ez a leosztás nélküle folyik tovább)
svc-instruction-table-breaks = ez az asztal megszűnik: minden játékos arra a székre ül át, amelyet a versenyigazgató ad
svc-table-broken-up = Ez az asztal a kiegyenlítéskor megszűnt (R-8.4): itt már nincs több leosztás; zárd be ezt a panelt
svc-table-closed = Ez az asztal bezárt: itt már nincs több leosztás; zárd be ezt a panelt
svc-table-not-open = Ez az asztal bezárt (a kiegyenlítéskor megszűnt, vagy bezárták): nincs rajta mit osztani
svc-chips-carried = { $stack } zseton
svc-chips-not-tracked = a zsetonjai nincsenek követve
svc-instruction-player-moves-out = { $player } ({ $stack_text }) feláll { ARTICLE($from_seat) } { $from_seat }. székről, és átül { $to_table_text } { $to_seat }. székére
svc-instruction-player-moves-in = { $player } ({ $stack_text }) átjön { $from_table_text } { $from_seat }. székéről, és leül { ARTICLE($seat) } { $seat }. székre
svc-instruction-player-moves-in-next-hand = { $player } ({ $stack_text }) átjön { $from_table_text } { $from_seat }. székéről, és leül { ARTICLE($seat) } { $seat }. székre: a következő leosztástól kap lapot, ez a leosztás nélküle folyik tovább (R-3.2)
svc-check-hand-rewritten = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztás { ARTICLE($table) } { $table } azonosítójú asztalnál: a naplója mellett tárolt állapot nem egyezett a naplóval, ezért a naplóból újra lett írva
svc-check-hand-not-replayable = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztás { ARTICLE($table) } { $table } azonosítójú asztalnál: a naplója nem játszható vissza: { $reason_text }
# the stacks counted at the dealer panel after hands on the felt (felt_count)
svc-felt-count-between-hands = { CASE($table_text, case: "at") } most folyik { ARTICLE($hand_number) } { $hand_number }. leosztás: a stackeket a vége után számold meg
svc-felt-count-every-seat = { CASE($table_text, case: "at") } minden széket számolj meg, ahol játékos ül: { $seats }. szék
svc-felt-count-cash-differs = a megszámolt stackek összesen { $total } zsetont adnak, de { CASE($table_text, case: "at") } { $table_amount } zseton van: készpénzes asztalnál zseton csak a pénztárkönyvön át jöhet vagy mehet (R-8.7); számold meg újra
svc-felt-count-cash-differs-raked = a megszámolt stackek összesen { $total } zsetont adnak, de { CASE($table_text, case: "at") } { $table_amount } zseton van, vagy legalább { $least_amount }, ha { ARTICLE($rake_amount) } { $rake_amount } rake, amelyet még egy stack sem adott le, az ottani kasszákból jött: készpénzes asztalnál zseton csak a pénztárkönyvön át jöhet vagy mehet (R-8.7); számold meg újra
svc-felt-count-made-since = { CASE($table_text, case: "at") } a stackeket { ARTICLE($hand_number) } { $hand_number }. leosztás után már megszámolták egy másik állomáson: ezt a számolást nem rögzítettük; N-nel abból a számolásból osztasz
svc-counted-stack-of = { $player } megszámolt stackje
svc-count-not-in-chips = { $reason_text }; ilyen stack ezekből a zsetonokból nem lehet a filcen: számold meg újra (TDA 20); semmi sem változott
svc-bring-in-unpayable = { ARTICLE($amount, capital: "yes") } { $amount } bring-in nem fizethető ki az asztal zsetonjaival: nem lett betéve; kérd meg a versenyigazgatót, hogy olyan bring-int állítson be, amelyet a zsetonok kiadnak (R-6.4, TDA 20)
svc-felt-count-to-open = az asztal utolsó osztósegédes leosztása óta { ARTICLE($hand_number) } { $hand_number }. leosztást osztósegéd nélkül osztották: a panel megnyitásához számold meg a stackeket
svc-felt-count-to-open-bought = ennél az asztalnál { ARTICLE($hand_number) } { $hand_number }. leosztást osztósegéd nélkül osztották, és a rögzített stackek a korábban vett vagy megszámolt zsetonok: a panel megnyitásához számold meg a stackeket
svc-moved-count-seats = { CASE($table_text, case: "at") } számold meg az átültetett, még meg nem számolt játékosok zsetonjait: { $seats }. szék
svc-count-players-changed = { CASE($table_text, case: "at") } egy másik állomáson megváltoztak a játékosok, miközben a zsetonjaikat számoltad ({ $seats }. szék): semmit sem rögzítettünk; számolj újra
svc-moved-count-to-open = ehhez az asztalhoz olyan játékos ült át osztósegéd nélkül osztott asztaltól, akinek a zsetonjait még nem számolták meg: a panel megnyitásához számold meg őket

# Leosztásonként együtt (R-8.5, services/tournament/hand_for_hand)
svc-hand-for-hand-wait = { CASE($table_text, case: "at") } már lement { ARTICLE($hand_number) } { $hand_number }. együttes leosztás; a következőt akkor osztják, amikor a versenyigazgató elindítja a következő együttes leosztást
svc-hand-for-hand-already = a leosztásonként együtt haladás már be van kapcsolva ({ ARTICLE($hand_number) } { $hand_number }. leosztás)
svc-hand-for-hand-one-left = a leosztásonként együtt haladás legalább két még játszó játékosnak való; a versenynek már van győztese
svc-hand-for-hand-off = a leosztásonként együtt haladás nincs bekapcsolva
svc-hand-for-hand-one-hand-a-report = ezek a játékosok különböző együttes leosztásokban estek ki ({ $hands_text }); minden leosztás kieséseit külön rögzítsd
svc-hand-for-hand-later-busts = ezek a játékosok { ARTICLE($hand_number) } { $hand_number }. együttes leosztásban estek ki, de { ARTICLE($later_hand_number) } { $later_hand_number }. leosztásban már estek ki játékosok, akiknek a helyezése előrébb kerülne; előbb azokat a kieséseket vond vissza, aztán rögzítsd ezeket, majd újra azokat
svc-hand-for-hand-tie-paid = { $player } ugyanabban, { ARTICLE($hand_number) } { $hand_number }. együttes leosztásban esett ki, és már megkapta { ARTICLE($place) } { $place }. hely díját, amelyen ez a kiesés osztozna vele; előbb vedd vissza azt a díjat
svc-hand-for-hand-move-twice = { $player } { CASE($table_text, case: "at") } már játszott { ARTICLE($hand_number) } { $hand_number }. együttes leosztásban, { CASE($to_table_text, case: "at") } viszont az még nem ment le: ha most ülne át, kétszer kapna lapot benne; akkor ültesd át, amikor már minden asztalnál lement
svc-hand-for-hand-balance-twice = { $player } { CASE($table_text, case: "at") } már játszott { ARTICLE($hand_number) } { $hand_number }. együttes leosztásban, { CASE($to_table_text, case: "at") } viszont az még nem ment le; a kiegyenlítés oda ültetné át, és kétszer kapna lapot benne: senki sem ült át; akkor egyenlíts ki, amikor már minden asztalnál lement
svc-hand-for-hand-rebuy-twice = { $player } { CASE($table_text, case: "at") } már játszott { ARTICLE($hand_number) } { $hand_number }. együttes leosztásban, a helye foglalt, a szabad helyek pedig olyan asztaloknál vannak, ahol az még nem ment le (ilyen { $to_table_text }): ha most oda ülne, kétszer kapna lapot benne; akkor vedd fel a rebuyt, amikor már minden asztalnál lement
svc-clock-back-colored-up = az óra nem mehet vissza { ARTICLE($level) } { $level }. szintre ({ $level_text }): { $amounts } nem fizethető ki a játékban lévő zsetonokból, mióta a zsetoncserénél levetted { ARTICLE($removed_amounts) } { $removed_amounts } értékű zsetonokat; a legkisebb most { $chip_amount } (R-8.3, TDA 20); előbb vond vissza a zsetoncserét (Ctrl+Z), vagy válassz egy későbbi szintet; az óra nem változott
