<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>CashTablesPage</name>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="221" />
        <source>%1 · tables</source>
        <translation>%1 · asztalok</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="222" />
        <source>Deal at this table</source>
        <translation>Osztás ennél az asztalnál</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="283" />
        <source>Draw for the button</source>
        <translation>Húzás a gombért</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="284" />
        <source>R-3.1: one card face up to each player with chips who is not away; the highest card wins the button. Before the table's first hand, and again once everyone has left the table.</source>
        <translation>R-3.1: minden játékos, akinek van zsetonja és nincs távol, kap egy felfordított lapot; a legmagasabb lap nyeri az osztógombot. Az asztal első leosztása előtt, és újra, ha mindenki felállt az asztaltól.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_commands.py" line="409" />
        <source>The button starts at seat %1 at %2</source>
        <translation>A gomb kezdőhelye: %1. szék (%2)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="240" />
        <source>Next hand (Ctrl+H)</source>
        <translation>Következő leosztás (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="241" />
        <source>A hand dealt on the felt without the dealer panel: the button and the blinds move on; who is away misses them, who posts to enter or to return posts (R-3.3, R-3.6)</source>
        <translation>Osztósegéd nélkül, az asztalon osztott leosztás: az osztógomb és a vakok továbblépnek; aki nincs az asztalnál, kihagyja őket, aki beszálláskor vagy visszatéréskor betesz, az betesz (R-3.3, R-3.6)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="223" />
        <source>Straddle next hand (R-3.7)</source>
        <translation>Straddle a következő leosztásban (R-3.7)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="224" />
        <source>No table is open yet: open one with the form on the right.</source>
        <translation>Még nincs nyitott asztal: nyiss egyet a jobb oldali űrlappal.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="226" />
        <source>New table</source>
        <translation>Új asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="226" />
        <source>Seat</source>
        <translation>Leültetés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="226" />
        <source>Seated</source>
        <translation>Ülő játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="227" />
        <source>Waiting list</source>
        <translation>Várólista</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="229" />
        <source>Player:</source>
        <translation>Játékos:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="229" />
        <source>Buy-in:</source>
        <translation>Beszálló:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="230" />
        <source>Seat:</source>
        <translation>Szék:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="234" />
        <source>Choose or type a name</source>
        <translation>Válassz vagy írj be egy nevet</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="235" />
        <source>Posts a big blind to enter (else waits for it)</source>
        <translation>Nagyvakot tesz be (különben megvárja)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="236" />
        <source>Seat the player</source>
        <translation>Leültetés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="237" />
        <source>Put on the waiting list</source>
        <translation>Várólistára</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="238" />
        <source>Top up</source>
        <translation>Feltöltés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="239" />
        <source>Leave and cash out</source>
        <translation>Feláll és kifizetés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="240" />
        <source>Step away</source>
        <translation>Szünetel</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="241" />
        <source>Back, posts now</source>
        <translation>Visszaült, most betesz</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="242" />
        <source>Back, waits for the big blind</source>
        <translation>Visszaült, megvárja a nagyvakot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="0" />
        <source>Back, dealt in at the next hand</source>
        <translation>Visszaült, a következő leosztásban kap lapot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="243" />
        <source>Ask for a seat change</source>
        <translation>Székcserét kér</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="244" />
        <source>Move to a free seat:</source>
        <translation>Átültetés szabad székre:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="245" />
        <source>Move the player</source>
        <translation>Átültetés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="246" />
        <source>Seat the chosen player</source>
        <translation>A kijelölt leültetése</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="247" />
        <source>Take off the list</source>
        <translation>Levétel a listáról</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="278" />
        <location filename="../../director/ui/cash/cash_tables.py" line="288" />
        <location filename="../../director/ui/cash/cash_tables.py" line="372" />
        <source>away</source>
        <translation>szünetel</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="328" />
        <location filename="../../director/ui/cash/cash_tables.py" line="359" />
        <source>Draw a seat</source>
        <translation>Székhúzás</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="332" />
        <location filename="../../director/ui/cash/cash_tables.py" line="367" />
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="337" />
        <source>Seat %1: %2, %3</source>
        <translation>%1. szék: %2, %3</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="375" />
        <source>owes a big blind (%1) and a dead small blind (%2)</source>
        <translation>tartozik egy nagyvakkal (%1) és egy halott kisvakkal (%2)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="377" />
        <source>owes a dead small blind (%2)</source>
        <translation>tartozik egy halott kisvakkal (%2)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="379" />
        <source>owes a big blind (%1) to be dealt in</source>
        <translation>egy nagyvakot (%1) kell betennie, hogy osszanak neki</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="383" />
        <source>posts at the next hand</source>
        <translation>a következő leosztásnál betesz</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="385" />
        <source>waits for the big blind</source>
        <translation>megvárja a nagyvakot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="386" />
        <source>playing</source>
        <translation>játszik</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="390" />
        <source>Nobody is seated.</source>
        <translation>Senki sem ül az asztalnál.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="408" />
        <source>Seat change: %1 (%2, seat %3) to %4</source>
        <translation>Székcsere: %1 (%2, %3. szék) ide: %4</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="411" />
        <source>any table</source>
        <translation>bármelyik asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="413" />
        <source>%1 waits for %2</source>
        <translation>%1 vár: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="0" />
        <source>Close this table</source>
        <translation>Asztal bezárása</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="0" />
        <source>The table in front is empty: close it. Its tab goes, and the seat changes asked to it are taken off. Ctrl+Z opens it again.</source>
        <translation>Az előtted lévő asztal üres: zárd be. A füle eltűnik, az ide kért székcserék pedig törlődnek. Ctrl+Z-vel újra megnyílik.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_commands.py" line="0" />
        <source>%1 is closed</source>
        <translation>%1 bezárva</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="0" />
        <source>%1, playing at %2 now</source>
        <translation>%1 (addig itt játszik: %2)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="0" />
        <source>%1 waits for %2, playing at %3 now</source>
        <translation>%1 vár: %2 (addig itt játszik: %3)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_commands.py" line="0" />
        <source>%1 plays at %2 now: press Leave and cash out there first, then seat %1 here</source>
        <translation>%1 most itt játszik: %2. Előbb ott nyomd meg a Feláll és kifizetés gombot, aztán ültesd le ide</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="421" />
        <source>Next for %1: %2</source>
        <translation>Következő ide (%1): %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="422" />
        <source>Nobody is waiting for a seat at this table.</source>
        <translation>Ennél az asztalnál senki sem vár székre.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="442" />
        <source>Open a table first</source>
        <translation>Előbb nyiss egy asztalt</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="453" />
        <source>Choose or type a player first</source>
        <translation>Előbb válassz vagy írj be egy játékost</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="467" />
        <source>Table %1</source>
        <translation>%1. asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="473" />
        <source>Opened %1</source>
        <translation>Megnyitva: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="489" />
        <location filename="../../director/ui/cash/cash_tables.py" line="598" />
        <source>%1 sits in seat %2 at %3 with %4</source>
        <translation>%1 leült: %3, %2. szék, %4 zsetonnal</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="502" />
        <source>%1 is on the waiting list for %2</source>
        <translation>%1 a várólistán: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="510" />
        <source>Choose a seated player first</source>
        <translation>Előbb válassz egy ülő játékost</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="518" />
        <source>%1 tops up %2</source>
        <translation>%1 feltölt: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="524" />
        <source>%1 leaves and cashes out %2</source>
        <translation>%1 feláll, kifizetés: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="532" />
        <source>%1 steps away and misses the blinds that pass</source>
        <translation>%1 szünetel, és kihagyja a közben sorra kerülő vakokat</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_commands.py" line="0" />
        <source>%1 steps away and is not dealt in</source>
        <translation>%1 szünetel, és nem kap lapot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="537" />
        <source>%1 is back and posts at the next hand</source>
        <translation>%1 visszaült, és a következő leosztásnál betesz</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="538" />
        <source>%1 is back and waits for the big blind</source>
        <translation>%1 visszaült, és megvárja a nagyvakot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_commands.py" line="0" />
        <source>%1 is back and dealt in at the next hand</source>
        <translation>%1 visszaült, és a következő leosztásban kap lapot</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="547" />
        <source>%1 asks for a seat change</source>
        <translation>%1 székcserét kér</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="552" />
        <source>Choose the table to move to</source>
        <translation>Válaszd ki, melyik asztalhoz üljön át</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="557" />
        <location filename="../../director/ui/cash/cash_tables.py" line="569" />
        <location filename="../../director/ui/cash/cash_tables.py" line="593" />
        <source>%1 moves to seat %2</source>
        <translation>%1 átül ide: %2. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="575" />
        <source>Choose a name on the waiting list first</source>
        <translation>Előbb válassz egy nevet a várólistán</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="605" />
        <source>Taken off the list</source>
        <translation>Levéve a listáról</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="612" />
        <source>A straddle in the next hand at %1</source>
        <translation>Straddle a következő leosztásban: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="613" />
        <source>No straddle in the next hand at %1</source>
        <translation>Nincs straddle a következő leosztásban: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_tables.py" line="630" />
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
        <source>Done again: %1</source>
        <translation>Újra megtéve: %1</translation>
    </message>
    <message>
        <source>This station's table is not open in this game.</source>
        <translation>Ennek az állomásnak az asztala nincs nyitva ebben a játékban.</translation>
    </message>
    <message>
        <source>The game is settled: its tables are closed and no hand is dealt (R-8.7). Ctrl+Z takes the settlement back.</source>
        <translation>A játék el van számolva: az asztalai zárva, több leosztás nincs (R-8.7). A Ctrl+Z visszavonja az elszámolást.</translation>
    </message>
    <message>
        <source>%1 sits at %2, seat %3.</source>
        <translation>%1 leül: %2, %3. szék.</translation>
    </message>
    <message>
        <source>%1 sits at %2, in a drawn seat.</source>
        <translation>%1 leül: %2, sorsolt széken.</translation>
    </message>
    <message>
        <source>%1 tops up %2 behind the stack (R-8.6)</source>
        <translation>%1 feltölt %2 összeget a stackje mögé (R-8.6)</translation>
    </message>
    <message>
        <source>%1: all %2 seats are taken; put the player on the waiting list</source>
        <translation>%1: minden szék foglalt (%2); tedd a játékost a várólistára</translation>
    </message>
</context>
<context>
    <name>OpenTableForm</name>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="99" />
        <source>Name:</source>
        <translation>Név:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="99" />
        <source>Seats:</source>
        <translation>Székek:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="99" />
        <source>Game:</source>
        <translation>Játék:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="99" />
        <source>Limit:</source>
        <translation>Limit:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="100" />
        <source>Small blind:</source>
        <translation>Kisvak:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="100" />
        <source>Big blind:</source>
        <translation>Nagyvak:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="101" />
        <source>Smallest chip (odd chips):</source>
        <translation>Legkisebb zseton (maradék zsetonok):</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="101" />
        <source>Smallest buy-in:</source>
        <translation>Legkisebb beszálló:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="102" />
        <source>Largest buy-in:</source>
        <translation>Legnagyobb beszálló:</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="105" />
        <source>Table 1, Table 2… when empty</source>
        <translation>Üresen: 1., 2. asztal…</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="106" />
        <source>no limit</source>
        <translation>nincs felső határ</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="113" />
        <source>Open the table</source>
        <translation>Asztal megnyitása</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_table_form.py" line="114" />
        <source>Live straddle allowed (R-3.7)</source>
        <translation>Élő straddle engedélyezve (R-3.7)</translation>
    </message>
    <message>
        <source>Small bet:</source>
        <translation>Kis tét:</translation>
    </message>
    <message>
        <source>Smallest bet:</source>
        <translation>Legkisebb tét:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <source>Bring-in:</source>
        <translation>Bring-in:</translation>
    </message>
    <message>
        <source>Big bet:</source>
        <translation>Nagy tét:</translation>
    </message>
    <message>
        <source>Table maximum:</source>
        <translation>Asztalmaximum:</translation>
    </message>
</context>
<context>
    <name>MoneyDialog</name>
    <message>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Take a rake from %1 for the house?</source>
        <translation>Rake levonása a háznak (%1)?</translation>
    </message>
    <message>
        <source>The chips go from the table to the house, a line of the ledger (R-8.7). Type the rake taken if it is not this amount.</source>
        <translation>A zseton az asztalról a házhoz kerül, a pénzkönyv egy soraként (R-8.7). Ha nem ennyi a levett rake, írd be, mennyi.</translation>
    </message>
    <message>
        <source>Take %1 rake</source>
        <translation>%1 rake levétele</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>%1, seat %2: %3</source>
        <translation>%1, %2. szék: %3</translation>
    </message>
    <message>
        <source> + %1 behind</source>
        <translation> + %1 a stack mögött</translation>
    </message>
    <message>
        <source> (bought or counted; the stack is not tracked)</source>
        <translation> (a vásárolt vagy megszámolt zseton; a stack nincs követve)</translation>
    </message>
    <message>
        <source>, away</source>
        <translation>, szünetel</translation>
    </message>
    <message>
        <source>Charge %1 for a buy-in?</source>
        <translation>%1 beszállóját terheled?</translation>
    </message>
    <message>
        <source>Charge %1 for a top-up?</source>
        <translation>%1 feltöltését terheled?</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Beszálló</translation>
    </message>
    <message>
        <source>Top-up</source>
        <translation>Feltöltés</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>%1 terhelése</translation>
    </message>
    <message>
        <source>%1 is not seated: the chips stay with the player until they sit down.</source>
        <translation>%1 nem ül asztalnál: a zseton nála marad, amíg le nem ül.</translation>
    </message>
    <message>
        <source>%1 also brings the %2 in chips they hold, bought before a seat: type 0 to charge nothing more.</source>
        <translation>%1 a nála lévő, még ülőhely nélkül vett %2 zsetont is hozza: írj 0-t, ha nem kell több terhelés.</translation>
    </message>
    <message>
        <source>The hand at %1 is being dealt: the chips go behind %2's stack and play from the next hand (R-8.6).</source>
        <translation>Ennél az asztalnál (%1) most osztanak: a zseton %2 stackje mögé kerül, és a következő leosztástól játszik (R-8.6).</translation>
    </message>
    <message>
        <source>The chips go to %1's seat: %2.</source>
        <translation>A zseton %1 helyére kerül: %2.</translation>
    </message>
    <message>
        <source>%1 is not seated: count the chips.</source>
        <translation>%1 nem ül asztalnál: számold meg a zsetonjait.</translation>
    </message>
    <message>
        <source>%1 holds %2 in chips, bought before a seat: count the chips.</source>
        <translation>%1 kezében %2 zseton van, amelyet még ülőhely nélkül vett: számold meg a zsetonjait.</translation>
    </message>
    <message>
        <source>%1's chips as the dealer panel dealt them: %2. %1 leaves the table.</source>
        <translation>%1 zsetonjai az osztópanel szerint: %2. %1 feláll az asztaltól.</translation>
    </message>
    <message>
        <source>No hand at %1 was dealt at the dealer panel, so %2's stack is not known: count the chips. %2 leaves the table.</source>
        <translation>Ennél az asztalnál (%1) egy leosztás sem ment az osztópanelen, így %2 stackje nem ismert: számold meg a zsetonjait. %2 feláll az asztaltól.</translation>
    </message>
    <message>
        <source>Cash-out</source>
        <translation>Kiszállás</translation>
    </message>
    <message>
        <source>Cash out %1?</source>
        <translation>Kifizeted %1 zsetonjait?</translation>
    </message>
    <message>
        <source>Pay out %1</source>
        <translation>%1 kifizetése</translation>
    </message>
</context>
</TS>