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
      <translation>Kis vak</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Nagy vak</translation>
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
      <translation>A jutalék nem beállítás: minden levett összeget a játék pénzkönyvébe kell írni, amikor leveszik, és az elszámolás számol vele.</translation>
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
      <translation>A kis vak nagyobb a nagy vaknál</translation>
    </message>
    <message>
      <source>Below the smallest buy-in</source>
      <translation>Kisebb a legkisebb beszállónál</translation>
    </message>
    <message>
      <source>Fix the marked fields before saving</source>
      <translation>Mentés előtt javítsd a jelölt mezőket</translation>
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
</context>
  <context>
    <name>EventSetup</name>
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
      <source>Two rows have the same value</source>
      <translation>Két sorban azonos az érték</translation>
    </message>
    <message>
      <source>Two rows have the same colour</source>
      <translation>Két sorban azonos a szín</translation>
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
      <translation>Limit nélküli</translation>
    </message>
    <message>
      <source>Pot limit</source>
      <translation>Pot-limites</translation>
    </message>
    <message>
      <source>Fixed limit</source>
      <translation>Fix limites</translation>
    </message>
    <message>
      <source>Spread limit</source>
      <translation>Sávos limites</translation>
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
      <source>With %1 entries the prize pool is %2; %3 places are paid.</source>
      <translation>%1 nevezéssel a díjalap %2; %3 helyezett kap pénzt.</translation>
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
      <translation>Kis vak</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Nagy vak</translation>
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
      <translation>Beváltás</translation>
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
      <source>Color-up: chip values separated by commas</source>
      <translation>Beváltás: zsetonértékek vesszővel elválasztva</translation>
    </message>
    <message>
      <source>%1: enter a whole number</source>
      <translation>%1: adj meg egy egész számot</translation>
    </message>
    <message>
      <source>The small blind is above the big blind</source>
      <translation>A kis vak nagyobb a nagy vaknál</translation>
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
      <translation>Vakos szinten a nagy vak 0-nál nagyobb</translation>
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
      <source>%1 players shown</source>
      <translation>%1 játékos látható</translation>
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
      <source>Fix the marked fields before saving</source>
      <translation>Mentés előtt javítsd a jelölt mezőket</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Pénznem</translation>
    </message>
  </context>
</TS>
