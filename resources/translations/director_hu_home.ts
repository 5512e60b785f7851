<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
  <context>
    <name>CashSetup</name>
    <message>
      <source>Cash game setup</source>
      <translation>Készpénzes játék beállítása</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Név</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Játék</translation>
    </message>
    <message>
      <source>Betting structure</source>
      <translation>Tétstruktúra</translation>
    </message>
    <message>
      <source>Small blind</source>
      <translation>Kisvak</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Nagyvak</translation>
    </message>
    <message>
      <source>Smallest buy-in</source>
      <translation>Legkisebb beszálló</translation>
    </message>
    <message>
      <source>Largest buy-in (empty: no cap)</source>
      <translation>Legnagyobb beszálló (üres: nincs felső határ)</translation>
    </message>
    <message>
      <source>Rake is not a setting: each amount taken is entered in the game's ledger as it is taken, and the settlement counts it.</source>
      <translation>A rake nem beállítás: minden levett összeget a játék pénzkönyvébe kell írni, amikor leveszik, és az elszámolás számol vele.</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Mégse</translation>
    </message>
    <message>
      <source>Save the cash game</source>
      <translation>Készpénzes játék mentése</translation>
    </message>
    <message>
      <source>Give the game a name</source>
      <translation>Adj nevet a játéknak</translation>
    </message>
    <message>
      <source>The small blind is above the big blind</source>
      <translation>A kisvak nagyobb a nagyvaknál</translation>
    </message>
    <message>
      <source>Below the smallest buy-in</source>
      <translation>Kisebb a legkisebb beszállónál</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Pénznem</translation>
    </message>
      <message>
        <source>Small bet</source>
        <translation>Kis tét</translation>
    </message>
    <message>
        <source>Smallest bet</source>
        <translation>Legkisebb tét</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Nagy tét</translation>
    </message>
    <message>
      <source>Table maximum</source>
      <translation>Asztalmaximum</translation>
    </message>
    <message>
      <source>Game and stakes</source>
      <translation>Játék és tétek</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Házszabályok</translation>
    </message>
</context>
  <context>
    <name>EventSetup</name>
    <message>
      <source>Fix the marked fields before saving</source>
      <translation>Mentés előtt javítsd a jelölt mezőket</translation>
    </message>
    <message>
      <source>Value</source>
      <translation>Érték</translation>
    </message>
    <message>
      <source>Colour</source>
      <translation>Szín</translation>
    </message>
    <message>
      <source>Chips owned</source>
      <translation>Zsetonok száma</translation>
    </message>
    <message>
      <source>Add a denomination</source>
      <translation>Címlet hozzáadása</translation>
    </message>
    <message>
      <source>Remove the denomination</source>
      <translation>Címlet törlése</translation>
    </message>
    <message>
      <source>Row %1: </source>
      <translation>%1. sor: </translation>
    </message>
    <message>
      <source>the value is a whole number above 0</source>
      <translation>az érték 0-nál nagyobb egész szám</translation>
    </message>
    <message>
      <source>name the colour</source>
      <translation>add meg a színt</translation>
    </message>
    <message>
      <source>the count is a whole number</source>
      <translation>a darabszám egész szám</translation>
    </message>
    <message>
      <source>the value is at most %1</source>
      <translation>az érték legfeljebb %1</translation>
    </message>
    <message>
      <source>the count is at most %1</source>
      <translation>a darabszám legfeljebb %1</translation>
    </message>
    <message>
      <source>Two rows have the same value</source>
      <translation>Két sorban azonos az érték</translation>
    </message>
    <message>
      <source>Two rows have the same colour</source>
      <translation>Két sorban azonos a szín</translation>
    </message>
    <message>
      <source>No chips: add a denomination, or fit the set to the stack</source>
      <translation>Nincs zseton: adj hozzá egy címletet, vagy igazítsd a készletet a stackhez</translation>
    </message>
    <message>
      <source>The stack cannot be made of these chips; use a multiple of %1</source>
      <translation>Ebből a zsetonkészletből nem rakható ki a stack; %1 többszörösét add meg</translation>
    </message>
    <message>
      <source>Each player gets %1 = %2</source>
      <translation>Minden játékos kap: %1 = %2</translation>
    </message>
    <message>
      <source>A set for this starting stack and level 1: the smallest chip pays the small blind, about 20 chips a player. Type your own chips over it.</source>
      <translation>Ehhez a kezdő stackhez és az 1. szinthez illő készlet: a legkisebb zseton kifizeti a kisvakot, játékosonként nagyjából 20 zseton. Írd át a saját zsetonjaidra.</translation>
    </message>
    <message>
      <source>Fit the set to the stack</source>
      <translation>Igazítás a stackhez</translation>
    </message>
    <message>
      <source>Not in the starting stacks: %1</source>
      <translation>Nem kerül a kezdő stackekbe: %1</translation>
    </message>
    <message>
      <source>The set is enough for %1 players.</source>
      <translation>A készlet elég %1 játékosnak.</translation>
    </message>
    <message>
      <source>The set is short for %1 players: add %2.</source>
      <translation>A készlet nem elég %1 játékosnak: még kell %2.</translation>
    </message>
    <message>
      <source>Enter a whole number</source>
      <translation>Adj meg egy egész számot</translation>
    </message>
    <message>
      <source>Not a whole number: %1</source>
      <translation>Nem egész szám: %1</translation>
    </message>
    <message>
      <source>At least %1</source>
      <translation>Legalább %1</translation>
    </message>
    <message>
      <source>At most %1</source>
      <translation>Legfeljebb %1</translation>
    </message>
    <message>
      <source>Texas hold'em</source>
      <translation>Texas hold'em</translation>
    </message>
    <message>
      <source>Omaha</source>
      <translation>Omaha</translation>
    </message>
    <message>
      <source>Omaha hi/lo</source>
      <translation>Omaha hi/lo</translation>
    </message>
    <message>
      <source>Pineapple</source>
      <translation>Pineapple</translation>
    </message>
    <message>
      <source>Seven-card stud</source>
      <translation>Hétlapos stud</translation>
    </message>
    <message>
      <source>Seven-card stud hi/lo</source>
      <translation>Hétlapos stud hi/lo</translation>
    </message>
    <message>
      <source>Razz</source>
      <translation>Razz</translation>
    </message>
    <message>
      <source>Five-card draw</source>
      <translation>Ötlapos húzós póker</translation>
    </message>
    <message>
      <source>Five-card draw, piquet deck</source>
      <translation>Ötlapos húzós póker, piquet pakli</translation>
    </message>
    <message>
      <source>H.O.R.S.E. rotation</source>
      <translation>H.O.R.S.E. rotáció</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>No limit</translation>
    </message>
    <message>
      <source>Pot limit</source>
      <translation>Pot limit</translation>
    </message>
    <message>
      <source>Fixed limit</source>
      <translation>Fix limit</translation>
    </message>
    <message>
      <source>Spread limit</source>
      <translation>Spread limit</translation>
    </message>
    <message>
      <source>green</source>
      <translation>zöld</translation>
    </message>
    <message>
      <source>black</source>
      <translation>fekete</translation>
    </message>
    <message>
      <source>purple</source>
      <translation>lila</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>sárga</translation>
    </message>
    <message>
      <source>orange</source>
      <translation>narancs</translation>
    </message>
    <message>
      <source>Planned</source>
      <translation>Tervezett</translation>
    </message>
    <message>
      <source>Running</source>
      <translation>Folyamatban</translation>
    </message>
    <message>
      <source>Winner known, waiting for Finish</source>
      <translation>Megvan a győztes, lezárásra vár</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Befejezett</translation>
    </message>
    <message>
      <source>Tournament</source>
      <translation>Verseny</translation>
    </message>
    <message>
      <source>Cash game</source>
      <translation>Készpénzes játék</translation>
    </message>
    <message>
      <source>No payout table yet</source>
      <translation>Még nincs kifizetési táblázat</translation>
    </message>
    <message>
      <source>Payout table</source>
      <translation>Kifizetési táblázat</translation>
    </message>
    <message>
      <source>Round prizes to</source>
      <translation>Nyeremények kerekítése</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Helyezés</translation>
    </message>
    <message>
      <source>Share</source>
      <translation>Arány</translation>
    </message>
    <message>
      <source>Prize</source>
      <translation>Nyeremény</translation>
    </message>
    <message>
      <source>Item</source>
      <translation>Tétel</translation>
    </message>
    <message>
      <source>Minutes</source>
      <translation>Perc</translation>
    </message>
    <message>
      <source>Small blind</source>
      <translation>Kisvak</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Nagyvak</translation>
    </message>
    <message>
      <source>Ante</source>
      <translation>Ante</translation>
    </message>
    <message>
      <source>BB ante</source>
      <translation>NV ante</translation>
    </message>
    <message>
      <source>Small bet</source>
      <translation>Kis tét</translation>
    </message>
    <message>
      <source>Big bet</source>
      <translation>Nagy tét</translation>
    </message>
    <message>
      <source>Bring-in</source>
      <translation>Bring-in</translation>
    </message>
    <message>
      <source>Color-up</source>
      <translation>Zsetoncsere</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Játék</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>Ellenőrzés</translation>
    </message>
    <message>
      <source>From a template</source>
      <translation>Sablonból</translation>
    </message>
    <message>
      <source>Use this template</source>
      <translation>Sablon használata</translation>
    </message>
    <message>
      <source>Generator</source>
      <translation>Generátor</translation>
    </message>
    <message>
      <source>Level length (minutes)</source>
      <translation>Szint hossza (perc)</translation>
    </message>
    <message>
      <source>Hours to the end</source>
      <translation>Órák a végéig</translation>
    </message>
    <message>
      <source>A break every (levels)</source>
      <translation>Szünet (ennyi szintenként)</translation>
    </message>
    <message>
      <source>Break length (minutes)</source>
      <translation>Szünet hossza (perc)</translation>
    </message>
    <message>
      <source>Antes from level</source>
      <translation>Ante ettől a szinttől</translation>
    </message>
    <message>
      <source>Generate</source>
      <translation>Generálás</translation>
    </message>
    <message>
      <source>Add a level</source>
      <translation>Szint hozzáadása</translation>
    </message>
    <message>
      <source>Add a break</source>
      <translation>Szünet hozzáadása</translation>
    </message>
    <message>
      <source>Remove the row</source>
      <translation>Sor törlése</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Szünet</translation>
    </message>
    <message>
      <source>Level %1</source>
      <translation>%1. szint</translation>
    </message>
    <message>
      <source>Add at least one level</source>
      <translation>Adj meg legalább egy szintet</translation>
    </message>
    <message>
      <source>Minutes: enter a whole number</source>
      <translation>Perc: adj meg egy egész számot</translation>
    </message>
    <message>
      <source>A break lasts at least one minute</source>
      <translation>A szünet legalább egy perc</translation>
    </message>
    <message>
      <source>A level lasts at least one minute</source>
      <translation>A szint legalább egy perc</translation>
    </message>
    <message>
      <source>%1: enter a whole number</source>
      <translation>%1: adj meg egy egész számot</translation>
    </message>
    <message>
      <source>%1: at most %2</source>
      <translation>%1: legfeljebb %2</translation>
    </message>
    <message>
      <source>The small blind is above the big blind</source>
      <translation>A kisvak nagyobb a nagyvaknál</translation>
    </message>
    <message>
      <source>Check the generator's fields</source>
      <translation>Ellenőrizd a generátor mezőit</translation>
    </message>
    <message>
      <source>The generator needs the players expected, the starting stack and the chips</source>
      <translation>A generátorhoz kell a várt létszám, a kezdő stack és a zsetonok</translation>
    </message>
    <message>
      <source>A stud level needs a bring-in and a small bet, and no blinds</source>
      <translation>Stud szinten bring-in és kis tét kell, vak nélkül</translation>
    </message>
    <message>
      <source>This game is opened by antes only</source>
      <translation>Ezt a játékot csak ante nyitja</translation>
    </message>
    <message>
      <source>Fixed limit needs a small bet and a big bet</source>
      <translation>A fix limithez kis tét és nagy tét kell</translation>
    </message>
    <message>
      <source>A blind level needs a big blind above 0</source>
      <translation>Vakos szinten a nagyvak 0-nál nagyobb</translation>
    </message>
    <message>
      <source>A currency is up to 8 letters or signs, without digits or spaces</source>
      <translation>A pénznem legfeljebb 8 betű vagy jel, számjegy és szóköz nélkül</translation>
    </message>
      <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>Home game</source>
        <translation>Otthoni játék</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>Regular</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>Turbo</source>
        <translation>Turbó</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>Deep stack</source>
        <translation>Nagy kezdőzseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>H.O.R.S.E.</source>
        <translation>H.O.R.S.E.</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/event_setup_names.py" line="1" />
        <source>Stud games</source>
        <translation>Stud játékok</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Egyenletes</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Szokásos</translation>
    </message>
    <message>
        <source>Top-heavy</source>
        <translation>Élre súlyozott</translation>
    </message>
    <message>
        <source>Winner takes all</source>
        <translation>A győztes mindent visz</translation>
    </message>
    <message>
        <source>Guts (Monte Carlo)</source>
        <translation>Guts (Monte Carlo)</translation>
    </message>
    <message>
        <source>Guts (survivor)</source>
        <translation>Guts (túlélő)</translation>
    </message>
</context>
  <context>
    <name>HomePage</name>
    <message>
      <source>Poker Director</source>
      <translation>Poker Director</translation>
    </message>
    <message>
      <source>Run live poker: the clock, the seats, the stacks and the money.</source>
      <translation>Élő póker vezetése: az óra, a helyek, a zsetonok és a pénz.</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Esemény</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>Fajta</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Játék</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Állapot</translation>
    </message>
    <message>
      <source>Created</source>
      <translation>Létrehozva</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Játékosok</translation>
    </message>
    <message>
      <source>New tournament...</source>
      <translation>Új verseny...</translation>
    </message>
    <message>
      <source>New cash game...</source>
      <translation>Új készpénzes játék...</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Folytatás</translation>
    </message>
    <message>
      <source>Duplicate settings...</source>
      <translation>Beállítások másolása...</translation>
    </message>
    <message>
      <source>Players...</source>
      <translation>Játékosok...</translation>
    </message>
    <message>
      <source>Quick clock...</source>
      <translation>Gyors óra...</translation>
    </message>
    <message>
      <source>Opening the database…</source>
      <translation>Az adatbázis megnyitása…</translation>
    </message>
    <message>
      <source>No events yet: start with a new tournament or cash game.</source>
      <translation>Még nincs esemény: kezdj egy új versennyel vagy készpénzes játékkal.</translation>
    </message>
    <message>
      <source>Database: %1</source>
      <translation>Adatbázis: %1</translation>
    </message>
    <message>
      <source>Delete...</source>
      <translation>Törlés...</translation>
    </message>
    <message>
      <source>Show archived</source>
      <translation>Archiváltak is</translation>
    </message>
    <message>
      <source>%1, archived</source>
      <translation>%1, archiválva</translation>
    </message>
    <message>
      <source>MMMM d, yyyy</source>
      <translation>yyyy. MMMM d.</translation>
    </message>
    <message>
      <source>Bring back</source>
      <translation>Visszahozás</translation>
    </message>
    <message>
      <source>Archive</source>
      <translation>Archiválás</translation>
    </message>
    <message>
      <source>%1 is open in this window; it can be deleted after a restart of the program</source>
      <translation>%1 nyitva van ebben az ablakban; a program újraindítása után törölhető</translation>
    </message>
    <message>
      <source>Delete an event</source>
      <translation>Esemény törlése</translation>
    </message>
    <message>
      <source>Delete %1 with its tables, entries, hands, ledger and clock? This cannot be undone; the players stay in the player database.</source>
      <translation>Törlöd ezt: %1, az asztalaival, nevezéseivel, leosztásaival, naplójával és órájával együtt? Ez nem vonható vissza; a játékosok megmaradnak a játékosnyilvántartásban.</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Törlés</translation>
    </message>
    <message>
      <source>Keep it</source>
      <translation>Megtartás</translation>
    </message>
    <message>
      <source>%1 was deleted</source>
      <translation>%1 törölve</translation>
    </message>
    <message>
      <source>%1 was already deleted, at another station or by another question here</source>
      <translation>%1 már törölve van: egy másik állomáson vagy egy itteni másik kérdésre törölték</translation>
    </message>
  </context>
  <context>
    <name>HouseRulesPage</name>
    <message>
      <source>The rulebook's options this event plays by. An option for a game the event does not deal is greyed out; point at an option to see its rule.</source>
      <translation>A szabálykönyv választható szabályai, ahogy ez az esemény játssza őket. Ami olyan játékra vonatkozik, amelyet az esemény nem oszt, az szürke; mutass rá egy beállításra, és látod a szabályát.</translation>
    </message>
    <message>
      <source>The button</source>
      <translation>Az osztógomb</translation>
    </message>
    <message>
      <source>Dealing</source>
      <translation>Osztás</translation>
    </message>
    <message>
      <source>Betting (fixed limit)</source>
      <translation>Licit (fix limit)</translation>
    </message>
    <message>
      <source>Pineapple</source>
      <translation>Pineapple</translation>
    </message>
    <message>
      <source>Stud games (stud, stud hi/lo, razz)</source>
      <translation>Stud játékok (stud, stud hi/lo, razz)</translation>
    </message>
    <message>
      <source>Five-card draw</source>
      <translation>Ötlapos húzós póker</translation>
    </message>
    <message>
      <source>Equal ranks in the draw for the button:</source>
      <translation>Azonos rang a gombért húzáskor:</translation>
    </message>
    <message>
      <source>the higher suit wins</source>
      <translation>a magasabb szín nyer</translation>
    </message>
    <message>
      <source>the tied players draw again</source>
      <translation>az egyenlők újra húznak</translation>
    </message>
    <message>
      <source>Raises after the bet in a round:</source>
      <translation>Emelések a tét után egy licitkörben:</translation>
    </message>
    <message>
      <source>Moving button: the button moves on every hand, no dead button</source>
      <translation>Mozgó osztógomb: minden leosztás után továbblép, nincs holt gomb</translation>
    </message>
    <message>
      <source>Burn a card before each round of cards</source>
      <translation>Egy lap égetése minden osztási kör előtt</translation>
    </message>
    <message>
      <source>No cap on raises while only two players are in the hand</source>
      <translation>Nincs emelési korlát, amíg csak két játékos van a leosztásban</translation>
    </message>
    <message>
      <source>Discard before the flop is dealt (classic pineapple)</source>
      <translation>Eldobás a flop kiosztása előtt (klasszikus pineapple)</translation>
    </message>
    <message>
      <source>Equal showing hands: the one nearest the dealer's left acts first</source>
      <translation>Egyforma látható kezek: az osztótól balra legközelebbi kezd</translation>
    </message>
    <message>
      <source>Odd chip: by the highest card of all seven cards</source>
      <translation>Maradék zseton: mind a hét lap közül a legmagasabb dönt</translation>
    </message>
    <message>
      <source>Jacks or better to open</source>
      <translation>Nyitás legalább bubipárral</translation>
    </message>
    <message>
      <source>Draw at most three cards (four when keeping an ace, shown)</source>
      <translation>Legfeljebb három lap csere (négy, ha ászt tart meg és megmutatja)</translation>
    </message>
    <message>
      <source>Aces may not be exchanged</source>
      <translation>Ászt nem lehet cserélni</translation>
    </message>
    <message>
      <source>R-3.1: one card face up to each player, the highest rank wins the button. Equal ranks: the higher suit wins, or the tied players get a new card.</source>
      <translation>R-3.1: mindenki kap egy lapot képpel felfelé, a legmagasabb rang viszi a gombot. Azonos rangnál a magasabb szín nyer, vagy az egyenlők új lapot kapnak.</translation>
    </message>
    <message>
      <source>R-3.4: by default the button is dead (it may stand before an empty seat). A cash game with blinds may move it to the next player every hand instead.</source>
      <translation>R-3.4: alapból holt osztógomb van (üres szék előtt is állhat). Vakos készpénzes játékban helyette minden leosztás után a következő játékoshoz léphet.</translation>
    </message>
    <message>
      <source>R-4.4: one card burned before the flop, turn and river, each stud street after the third and the draw. R-4.5: a table that does not burn seats more players (hold'em 23).</source>
      <translation>R-4.4: egy lap égetése a flop, a turn és a river előtt, a stud minden utcája előtt a harmadik után, és a csere előtt. R-4.5: ahol nem égetnek, ott több játékos fér az asztalhoz (hold'emben 23).</translation>
    </message>
    <message>
      <source>R-5.5: a bet and this many raises in each betting round (3 as usual; some rooms allow 4).</source>
      <translation>R-5.5: egy tét és ennyi emelés minden licitkörben (általában 3; van, ahol 4).</translation>
    </message>
    <message>
      <source>R-5.5: no cap when only two players are in the hand at the start of the round. Usually on in cash games, off in tournaments.</source>
      <translation>R-5.5: nincs korlát, ha a kör elején csak két játékos van a leosztásban. Készpénzes játékban általában be van kapcsolva, versenyen nincs.</translation>
    </message>
    <message>
      <source>R-6.3: unticked, each player discards after the flop betting (crazy pineapple); ticked, after the betting before the flop.</source>
      <translation>R-6.3: kikapcsolva mindenki a flop utáni licit után dob el egy lapot (crazy pineapple); bekapcsolva a flop előtti licit után.</translation>
    </message>
    <message>
      <source>R-6.4: from 4th street the best showing hand acts first; when two are equal, by default the higher suit decides.</source>
      <translation>R-6.4: a 4. utcától a legjobb látható kéz kezd; ha kettő egyforma, alapból a magasabb szín dönt.</translation>
    </message>
    <message>
      <source>R-7.5: the odd chip of a split pot goes to the highest card by suit. By default among the best five; ticked, among all seven (a low half: the lowest card, the ace lowest).</source>
      <translation>R-7.5: az osztott kassza maradék zsetonja a színnel együtt legmagasabb lapé. Alapból a legjobb öt lap közül; bekapcsolva mind a hét közül (alacsony félnél a legalacsonyabb lap, az ász a legalacsonyabb).</translation>
    </message>
    <message>
      <source>R-6.5: a pair of jacks or better to open; if nobody opens, the antes stay and everyone antes again. The opener shows the openers.</source>
      <translation>R-6.5: a nyitáshoz legalább egy bubipár kell; ha senki sem nyit, az antek bent maradnak, és mindenki újra antét tesz. A nyitó megmutatja a nyitólapjait.</translation>
    </message>
    <message>
      <source>R-6.5: at most three cards drawn; four when the player keeps an ace and shows it.</source>
      <translation>R-6.5: legfeljebb három lap cserélhető; négy, ha a játékos ászt tart meg és megmutatja.</translation>
    </message>
    <message>
      <source>R-6.5: a player may not exchange an ace.</source>
      <translation>R-6.5: ászt nem cserélhet a játékos.</translation>
    </message>
    <message>
      <source>This event's betting has no cap: only fixed limit has one.</source>
      <translation>Ennek az eseménynek a licitjében nincs emelési korlát: az csak fix limitben van.</translation>
    </message>
    <message>
      <source>Not played in this event.</source>
      <translation>Ebben az eseményben nem játsszák.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>%1 (copy)</source>
      <translation>%1 (másolat)</translation>
    </message>
    <message>
      <source>The event is saved</source>
      <translation>Az esemény elmentve</translation>
    </message>
    <message>
      <source>The event's windows are not available yet</source>
      <translation>Az esemény ablakai még nem érhetők el</translation>
    </message>
    <message>
      <source>Tournament setup</source>
      <translation>Verseny beállítása</translation>
    </message>
    <message>
      <source>Cash game setup</source>
      <translation>Készpénzes játék beállítása</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Játékosok</translation>
    </message>
  </context>
  <context>
    <name>PlayersPage</name>
    <message>
      <source>Players</source>
      <translation>Játékosok</translation>
    </message>
    <message>
      <source>Search by name or nickname</source>
      <translation>Keresés név vagy becenév szerint</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Név</translation>
    </message>
    <message>
      <source>Nickname</source>
      <translation>Becenév</translation>
    </message>
    <message>
      <source>Events played</source>
      <translation>Játszott események</translation>
    </message>
    <message>
      <source>Add a player</source>
      <translation>Játékos hozzáadása</translation>
    </message>
    <message>
      <source>Rename the selected player</source>
      <translation>A kijelölt játékos átnevezése</translation>
    </message>
    <message>
      <source>Back to the events</source>
      <translation>Vissza az eseményekhez</translation>
    </message>
    <message>
      <source>Type the player's name first</source>
      <translation>Előbb írd be a játékos nevét</translation>
    </message>
    <message>
      <source>Note: a player named %1 was already in the list</source>
      <translation>Megjegyzés: %1 nevű játékos már szerepelt a listán</translation>
    </message>
    <message>
      <source>Type the new name first</source>
      <translation>Előbb írd be az új nevet</translation>
    </message>
  </context>
  <context>
    <name>TournamentSetup</name>
    <message>
      <source>Tournament setup</source>
      <translation>Verseny beállítása</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Név</translation>
    </message>
    <message>
      <source>Players expected</source>
      <translation>Várt létszám</translation>
    </message>
    <message>
      <source>Game and entries</source>
      <translation>Játék és nevezés</translation>
    </message>
    <message>
      <source>Chips</source>
      <translation>Zsetonok</translation>
    </message>
    <message>
      <source>Blind structure</source>
      <translation>Vakstruktúra</translation>
    </message>
    <message>
      <source>Payouts</source>
      <translation>Kifizetések</translation>
    </message>
    <message>
      <source>H.O.R.S.E. rotation</source>
      <translation>H.O.R.S.E. rotáció</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Játék</translation>
    </message>
    <message>
      <source>Betting structure</source>
      <translation>Tétstruktúra</translation>
    </message>
    <message>
      <source>Seats per table</source>
      <translation>Hely asztalonként</translation>
    </message>
    <message>
      <source>Buy-in (fee and bounty included)</source>
      <translation>Nevezési díj (díjjal és fejpénzzel)</translation>
    </message>
    <message>
      <source>Fee</source>
      <translation>Díj</translation>
    </message>
    <message>
      <source>Bounty</source>
      <translation>Fejpénz</translation>
    </message>
    <message>
      <source>fixed</source>
      <translation>fix</translation>
    </message>
    <message>
      <source>progressive knockout</source>
      <translation>progresszív kiütéses (PKO)</translation>
    </message>
    <message>
      <source>mystery</source>
      <translation>rejtélyes</translation>
    </message>
    <message>
      <source>Starting stack</source>
      <translation>Kezdő stack</translation>
    </message>
    <message>
      <source>Late registration until level</source>
      <translation>Késői nevezés eddig a szintig</translation>
    </message>
    <message>
      <source>Re-entries allowed</source>
      <translation>Újranevezések száma</translation>
    </message>
    <message>
      <source>Re-entry until level</source>
      <translation>Újranevezés eddig a szintig</translation>
    </message>
    <message>
      <source>Rebuys</source>
      <translation>Rebuy</translation>
    </message>
    <message>
      <source>Price (empty: the buy-in)</source>
      <translation>Ár (üres: a nevezési díj)</translation>
    </message>
    <message>
      <source>Chips (empty: the starting stack)</source>
      <translation>Zseton (üres: a kezdő stack)</translation>
    </message>
    <message>
      <source>Until level</source>
      <translation>Eddig a szintig</translation>
    </message>
    <message>
      <source>Most per player</source>
      <translation>Legfeljebb játékosonként</translation>
    </message>
    <message>
      <source>Only with a stack at most</source>
      <translation>Csak legfeljebb ekkora stackkel</translation>
    </message>
    <message>
      <source>Until the first break</source>
      <translation>Az első szünetig</translation>
    </message>
    <message>
      <source>Add-on</source>
      <translation>Add-on</translation>
    </message>
    <message>
      <source>Price</source>
      <translation>Ár</translation>
    </message>
    <message>
      <source>At break number</source>
      <translation>Ennyiedik szünetben</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Mégse</translation>
    </message>
    <message>
      <source>Save the tournament</source>
      <translation>Verseny mentése</translation>
    </message>
    <message>
      <source>At most 12</source>
      <translation>Legfeljebb 12</translation>
    </message>
    <message>
      <source>Give the tournament a name</source>
      <translation>Adj nevet a versenynek</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Pénznem</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Házszabályok</translation>
    </message>
  </context>
</TS>
