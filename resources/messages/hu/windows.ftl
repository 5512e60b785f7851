# Az ablakok rövid jelentései, amelyek számolnak valamit.
win-settled = Elszámolva: az asztalok zárva. { $count ->
        [0] Nincs kifizetés
       *[other] { $count } kifizetés
    }, { $how_text }
win-players-imported = { $count ->
        [0] Nincs új játékos a beolvasottak közt
       *[other] { $count } új játékos beolvasva
    }
win-chips-raced = { $count } darab { $removed_amount } értékű zseton versenyzett { $next_amount } értékű zsetonokért
win-tables-opened = { $count } asztal megnyitva
win-players-seated = { $count ->
        [0] Nincs kit leültetni: mindenkinek van helye
       *[other] { $count } játékos véletlenszerűen leültetve
    }
win-moves-made = { $count ->
        [0] Nem kell áthelyezni senkit
       *[other] { $count } áthelyezés megtörtént
    }
win-payment-for = { $what_text } { $count } játékosnak:
# -ért takes no vowel harmony: "3000 Ft-ért", "$3000-ért"
win-rebought = { $player } rebuyt vett: { $chips } zseton { $value_text }-ért
# above a dealer station's moves after balancing: the rule cited once for the list
win-balancing-moves = Kiegyenlítés (R-8.4): hajtsd végre ezeket az átültetéseket

# A kiesés helyezése a konzolon: egy játékos, vagy holtversenyben többen (R-8.5).
win-bust-place = { $players ->
        [one] { $last_name }: { $place }. hely
       *[other] { $names } és { $last_name } holtversenyben { ARTICLE($place) } { $place }. helyen végez
    }

# A verseny vége: a győztes, vagy egy megállapodás játékosai, akik egyforma zsetonnal
# holtversenyben az 1. helyen végeztek (R-8.5). winners: a nevek listája (and_list:
# "Anna és Bence"); players: hányan.
# A konzol sora a Verseny befejezésekor:
win-tournament-finished = { $players ->
        [one] A verseny véget ért, a győztes: { $winners }
       *[other] A verseny véget ért, holtversenyben az 1. helyen: { $winners }
    }
# az eredmények ablakának címe
win-results-winner = { $players ->
        [one] { $winners } nyerte: { $event_name }
       *[other] { $winners } holtversenyben az 1. helyen végzett: { $event_name }
    }
# a főablak állapotsora és az óra lapja a verseny vége után
win-clock-finished = { $players ->
        [one] Vége: { $winners } nyert
       *[other] Vége: { $winners } holtversenyben az 1. helyen
    }
# az óra képernyőjének címe a győztes (vagy a győztesek) neve fölött
win-clock-winner = { $players ->
        [one] Győztes
       *[other] Holtverseny az 1. helyen
    }

# Megosztás a teremmel: a beírt port kívül esik a használható portokon ("Nem indult el:" után).
win-port-outside = ez a port ({ $port_number }) nem használható: válassz egy portot { $lowest_number } és { $highest_number } között

# az ültetés Következő leosztás gombja: osztósegéd nélkül, a posztón osztott leosztás (R-3.3)
win-felt-hand-dealt = { CASE($table_text, case: "label") }, { $hand_number }. leosztás osztósegéd nélkül: { $explanation_text }
win-seat-entry-undone = { $name } nevezését közben visszavonták (egy másik állomáson): a szék most üres
win-entry-undone-meanwhile = { $names } nevezését közben visszavonták (egy másik állomáson): nem történt semmi
win-felt-hand-at-panel = { CASE($table_text, case: "at") } { ARTICLE($hand_number) } { $hand_number }. leosztást az osztósegédben osztják: ott lép tovább az osztógomb, nem a Következő leosztás gombbal

# a cash move from a table dealt on the felt to one dealt at the panel: the chips counted
win-move-count-title = Hozott zsetonok
win-move-count-question = Mennyi zsetont hoz { $player }?
win-move-count-note = A filcen osztanak { CASE($table_text, case: "at") }, ezért a program csak azt ismeri, mennyiért szállt be ott { $player }: { $amount }, ahogy a nyilvántartásban áll. Osztósegéddel osztanak { CASE($to_table_text, case: "at") }, és ott a megszámolt összeg lesz { $player } stackje: számold meg, mennyi zsetont hoz.
win-move-count-note-fresh = A filcen osztanak { CASE($table_text, case: "at") }, ezért a program csak azt ismeri, mennyiért szállt be ott { $player }: { $amount }, ahogy a nyilvántartásban áll. Még nem osztottak { CASE($to_table_text, case: "at") }; ha ott osztósegéddel osztanak, az első leosztástól a megszámolt összeg lesz { $player } stackje: számold meg, mennyi zsetont hoz.
win-move-count-note-felt-since = Az osztópanel utolsó leosztása óta a filcen is osztottak { CASE($table_text, case: "at") }, ezért { $player } ottani stackje nem ismert: { ARTICLE($amount) } { $amount } az osztópanelé, az azok előtti. A megszámolt összeg lesz { $player } stackje { CASE($to_table_text, case: "at") }: számold meg, mennyi zsetont hoz.
win-move-count-confirm = Átültetés { $amount } zsetonnal
win-moved-counted = { $player } átül ide: { $seat }. szék, { $amount } megszámolt zsetonnal
win-payout-note-felt-since = Az osztópanel utolsó leosztása óta a filcen is osztottak { CASE($table_text, case: "at") }, ezért { $player } stackje nem ismert: számold meg a zsetonjait. { $player } feláll az asztaltól.
win-spot-felt-since = (az osztópanel utolsó leosztása óta a filcen is osztottak: a stack nem ismert)
# a stackek megszámolása az osztósegédben osztósegéd nélkül osztott leosztások után
win-felt-count-title = Számold meg a stackeket
win-felt-count-question = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztást osztósegéd nélkül osztották: számold meg minden játékos zsetonjait, mielőtt itt kiosztod a következő leosztást.
win-felt-count-seat = { $seat }. szék · { $player }
win-felt-count-note = A stackek úgy vannak kitöltve, ahogy az osztósegéd utoljára tudta őket (összesen { $total }): ha a számolás ugyanennyi, nyomj Entert.
win-felt-count-note-bought = A stackek a legutóbb rögzített értékkel vannak kitöltve: ahogy a leosztások előtt vették vagy megszámolták őket (összesen { $total }). Ha a számolás ugyanennyi, nyomj Entert.
win-moved-count-question = Ezek a játékosok osztósegéd nélkül osztott asztaltól ültek át, mielőtt a zsetonjaikat megszámolták: számold meg őket, mielőtt itt kiosztod a következő leosztást (R-8.4: a játékos megtartja a zsetonjait).
win-moved-count-note = A stackek a legutóbb rögzített értékkel vannak kitöltve (összesen { $total }): ha a számolás ugyanennyi, nyomj Entert.
win-felt-count-confirm = Megszámoltam, osztás
win-felt-count-cancel = Mégse
# a kasszák doboza, amíg azóta osztósegéd nélkül osztott leosztás látszik: az eredmény a panel utolsó leosztásáé
win-pots-last-panel-hand = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztás, az utolsó, amelyet ebben az osztósegédben osztottak (nem az osztósegéd nélkül osztott):
win-pots-last-panel-hand-redrawn = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztás, az utolsó, amelyet ebben az osztósegédben osztottak, a székek újrasorsolása előtt:
win-pots-last-panel-hand-left = { ARTICLE($hand_number, capital: "yes") } { $hand_number }. leosztás, az utolsó, amelyet ebben az osztósegédben osztottak, mielőtt mindenki felállt az asztaltól:
# what was typed into an amount field is no amount: digits grouped as no number is
# written ("1,5": one and a half, or a slip); the two ways to type one, grouped and not
win-not-an-amount = nem összeg: { $typed }; egész számot írj, a számjegyeket hármasával tagolva ({ $amount }) vagy tagolás nélkül ({ $number })
# a break's color-up cell in the blind structure: the chip values, separated by semicolons
win-color-up-list = zsetoncsere: zsetonértékek pontosvesszővel elválasztva ({ $amount }; { $next_amount })

# Home, ha egy itt nyitott eseményt egy másik állomáson töröltek (az oldalai bezárultak)
win-event-deleted-elsewhere = { ARTICLE($event, capital: "yes") } { $event } eseményt egy másik állomáson törölték: az ablakai bezárultak

# az ültetés asztala: hányan ülnek ott, a neve alatt
win-table-players = { $players } játékos

# a verseny beállításainak kifizetés lapja, a táblázat alatt
win-payout-summary = { $entry_count } nevezéssel a díjalap { $prize_pool }; { $places } helyezett kap pénzt.
# a játékosok oldala, a lista alatt
win-players-shown = { $players } játékos látható
win-event-deleted-meanwhile = { ARTICLE($event, capital: "yes") } { $event } eseményt közben egy másik állomáson törölték: nem történt semmi
