<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="139" />
        <source>One minute left in the break</source>
        <translation>Még egy perc a szünetből</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="140" />
        <source>One minute left in this level</source>
        <translation>Még egy perc ebből a szintből</translation>
    </message>
    <message numerus="yes">
        <location filename="../../director/ui/clock/sounds.py" line="142" />
        <source>Break: %n minutes</source>
        <translation>
            <numerusform>Szünet: %n perc</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="145" />
        <source>. Color up the %1 chips</source>
        <translation>. Zsetoncsere: %1 értékű zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="150" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="152" />
        <source>bring-in %1</source>
        <translation>kényszertét %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="154" />
        <source>blinds %1 and %2</source>
        <translation>vakok %1 és %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="157" />
        <source>bets %1 and %2</source>
        <translation>tétek %1 és %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="160" />
        <source>big blind ante %1</source>
        <translation>nagyvak-ante %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/sounds.py" line="160" />
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
</context>
<context>
    <name>ClockWindow</name>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="66" />
        <location filename="../../director/ui/clock/clock_window.py" line="329" />
        <source>Poker Director clock</source>
        <translation>Poker Director óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="205" />
        <source>Next break in %1</source>
        <translation>Szünet %1 múlva</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="214" />
        <source>Break</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="218" />
        <source>Color up: the %1 chips leave play</source>
        <translation>Zsetoncsere: %1 értékű zsetonok kikerülnek a játékból</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="219" />
        <source>No color-up at this break</source>
        <translation>Ebben a szünetben nincs zsetoncsere</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="221" />
        <location filename="../../director/ui/clock/clock_window.py" line="291" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="228" />
        <source>Next level: %1</source>
        <translation>Következő szint: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="231" />
        <source>This is the last level</source>
        <translation>Ez az utolsó szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="232" />
        <source>PAUSED</source>
        <translation>MEGÁLLÍTVA</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="233" />
        <source>BREAK</source>
        <translation>SZÜNET</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="234" />
        <source>LAST LEVEL</source>
        <translation>UTOLSÓ SZINT</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="245" />
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="249" />
        <source>%1 BB</source>
        <translation>%1 NV</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="254" />
        <source>Players left</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="254" />
        <source>Average stack</source>
        <translation>Átlagos zsetonkészlet</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="255" />
        <source>Chips in play</source>
        <translation>Zseton játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="255" />
        <source>Prize pool</source>
        <translation>Díjalap</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="259" />
        <source>Payouts</source>
        <translation>Kifizetések</translation>
    </message>
    <message numerus="yes">
        <location filename="../../director/ui/clock/clock_window.py" line="268" />
        <source>+ %n more places</source>
        <translation>
            <numerusform>+ még %n helyezés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="281" />
        <source>Bets %1 / %2</source>
        <translation>Tétek %1 / %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="284" />
        <source>Bring-in %1</source>
        <translation>Kényszertét %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="286" />
        <source>Big blind ante %1</source>
        <translation>Nagyvak-ante %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_window.py" line="286" />
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
      <source>FINISHED</source>
      <translation>VÉGE</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Eredmények</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Megállapodás</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>S&amp;hare with the room…</source>
        <translation>Meg&amp;osztás a teremmel…</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="176" />
        <source>Resume an event first</source>
        <translation>Előbb folytass egy eseményt</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="200" />
        <source>Training</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="218" />
        <source>Checking backups…</source>
        <translation>Biztonsági mentések ellenőrzése…</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="223" />
        <source>Backup failed: %1</source>
        <translation>A biztonsági mentés nem sikerült: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="226" />
        <source>Backup saved: %1</source>
        <translation>Biztonsági mentés elkészült: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="285" />
        <source>%1 (copy)</source>
        <translation>%1 (másolat)</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="297" />
        <source>The event is saved</source>
        <translation>Az esemény elmentve</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="304" />
        <source>The event's windows are not available yet</source>
        <translation>Az esemény ablakai még nem érhetők el</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="371" />
        <source>Poker Director</source>
        <translation>Poker Director</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="372" />
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="373" />
        <source>Quick &amp;clock...</source>
        <translation>&amp;Gyors óra...</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="519" />
        <source>Connect to a club &amp;server…</source>
        <translation>Csatlakozás a klub &amp;szerveréhez…</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="374" />
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Papers, print and PDF...</source>
        <translation>&amp;Nyomtatványok, nyomtatás és PDF...</translation>
    </message>
    <message>
        <source>&amp;Leagues...</source>
        <translation>&amp;Ligák...</translation>
    </message>
    <message>
        <source>&amp;Mystery bounty envelopes...</source>
        <translation>&amp;Rejtélyes fejpénzek borítékjai...</translation>
    </message>
    <message>
        <source>&amp;Import players from CSV...</source>
        <translation>Játékosok &amp;beolvasása CSV-ből...</translation>
    </message>
    <message>
        <source>&amp;Export players as CSV...</source>
        <translation>Játékosok &amp;mentése CSV-be...</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="375" />
        <source>&amp;Clock</source>
        <translation>Ó&amp;ra</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="376" />
        <source>Show the clock &amp;display</source>
        <translation>Az órakijelző meg&amp;jelenítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="377" />
        <source>Clock display &amp;full screen</source>
        <translation>Órakijelző &amp;teljes képernyőn</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="378" />
        <source>Clock display s&amp;creen</source>
        <translation>Órakijelző ké&amp;pernyője</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="379" />
        <source>&amp;Start / pause</source>
        <translation>&amp;Indítás / megállítás</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="379" />
        <source>&amp;Next level</source>
        <translation>&amp;Következő szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="380" />
        <source>Pre&amp;vious level</source>
        <translation>&amp;Előző szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="381" />
        <source>&amp;Add a minute</source>
        <translation>Egy perc &amp;hozzáadása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="382" />
        <source>&amp;Remove a minute</source>
        <translation>Egy perc le&amp;vonása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="382" />
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="385" />
        <source>&amp;Windows</source>
        <translation>&amp;Ablakok</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="386" />
        <source>&amp;Dealer panel for a table…</source>
        <translation>&amp;Osztósegéd egy asztalhoz…</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="387" />
        <source>Home</source>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="388" />
        <source>Tournament setup</source>
        <translation>Verseny beállítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="389" />
        <source>Cash game setup</source>
        <translation>Készpénzes játék beállítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="390" />
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="391" />
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="392" />
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="393" />
        <source>Clock &amp;sounds</source>
        <translation>Óra&amp;hangok</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="394" />
        <source>Spoken &amp;announcements</source>
        <translation>Hangos &amp;bemondás</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="395" />
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="396" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="397" />
        <source>&amp;Welcome and samples…</source>
        <translation>Üdvözlés és &amp;mintaesemények…</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="399" />
        <source>&amp;About Poker Director</source>
        <translation>A Poker Director &amp;névjegye</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="401" />
        <source>No clock running</source>
        <translation>Nem jár óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="442" />
        <source>Start a quick clock or load a tournament first</source>
        <translation>Előbb indíts gyors órát, vagy tölts be egy versenyt</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="458" />
        <source>Break</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="459" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="460" />
        <source>paused</source>
        <translation>megállítva</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="496" />
        <source>No speech engine was found on this system</source>
        <translation>Ezen a gépen nincs beszédmotor</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="503" />
        <source>About Poker Director</source>
        <translation>A Poker Director névjegye</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="504" />
        <source>Poker Director runs live poker: tournament clock, seating, stacks, money and a dealer-assist panel.</source>
        <translation>A Poker Director élő pókerjátékot vezet: versenyóra, ültetés, zsetonok, pénz és osztósegéd.</translation>
    </message>
<message><source>&amp;Training</source><translation>&amp;Gyakorlás</translation></message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" />
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Clock</source>
        <translation>Óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Clock &amp;page</source>
        <translation>Óra &amp;lap</translation>
    </message>
    <message>
      <source>Default &amp;currency…</source>
      <translation>Alapértelmezett &amp;pénznem…</translation>
    </message>
    <message>
      <source>Default currency</source>
      <translation>Alapértelmezett pénznem</translation>
    </message>
    <message>
      <source>The currency of new events, shown the same in every language (for example Ft, $, € or EUR):</source>
      <translation>Az új események pénzneme, minden nyelven ugyanúgy látszik (például Ft, $, € vagy EUR):</translation>
    </message>
    <message>
      <source>A currency is up to 8 letters or signs, without digits or spaces</source>
      <translation>A pénznem legfeljebb 8 betű vagy jel, számjegy és szóköz nélkül</translation>
    </message>
    <message>
      <source>New events will count in %1</source>
      <translation>Az új események pénzneme: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
        <source>Done again: %1</source>
        <translation>Újra megtéve: %1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>Director &amp;console</source>
        <translation>Versenyigazgatói &amp;konzol</translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation>Ü&amp;ltetés</translation>
    </message>
</context>
<context>
    <name>QuickClockDialog</name>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="84" />
        <source>Quick clock</source>
        <translation>Gyors óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="86" />
        <source>A clock without a tournament: choose a blind structure.</source>
        <translation>Óra verseny nélkül: válassz vakstruktúrát.</translation>
    </message>
</context>
<context>
    <name>ShortcutDialog</name>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="69" />
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="54" />
        <source>Start or pause the clock</source>
        <translation>Az óra indítása vagy megállítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="55" />
        <source>Next level</source>
        <translation>Következő szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="56" />
        <source>Previous level</source>
        <translation>Előző szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="57" />
        <source>Add a minute</source>
        <translation>Egy perc hozzáadása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="58" />
        <source>Remove a minute</source>
        <translation>Egy perc levonása</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="60" />
        <source>Clock display full screen on or off</source>
        <translation>Órakijelző teljes képernyőn be/ki</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="61" />
        <source>Leave full screen</source>
        <translation>Kilépés a teljes képernyőből</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>The rulebook</source>
        <translation>A szabálykönyv</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="62" />
        <source>This list of shortcuts</source>
        <translation>Ez a billentyűparancs-lista</translation>
    </message>
    <message>
        <source>Alt+letter, Down</source>
        <translation>Alt+betű, Le nyíl</translation>
    </message>
    <message>
        <source>Console: the underlined letter's button (Alt+B Bust, Alt+R Rebuy, Alt+M Move…); Down: from the name box to the list</source>
        <translation>Konzol: az aláhúzott betűjű gomb (Alt+K Kiesés, Alt+E Rebuy, Alt+H Áthelyezés…); Le nyíl: a névmezőből a listára</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>The clock page (its keys: Space, N, P, +, -, F)</source>
        <translation>Az óra lapja (billentyűi: Szóköz, N, P, +, -, F)</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Show the clock display</source>
        <translation>Az órakijelző megjelenítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>The dealer panel (its keys: F, C, R, H, A, B, M, N, O, S, U, T, E)</source>
        <translation>Az osztósegéd (billentyűi: F, C, R, H, A, B, M, N, O, S, U, T, E)</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Undo: the last dealer step in the dealer panel, else the director's last action</source>
        <translation>Visszavonás: az osztósegédben az osztó utolsó lépése, máshol a versenyigazgató utolsó művelete</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Quick clock</source>
        <translation>Gyors óra</translation>
    </message>
    <message>
        <source>Papers of the event on screen: preview, print, PDF or CSV</source>
        <translation>A látható esemény nyomtatványai: előnézet, nyomtatás, PDF vagy CSV</translation>
    </message>
    <message>
        <source>Next hand at the table chosen in the seating, or in front on the cash tables, dealt on the felt without the dealer panel</source>
        <translation>Következő leosztás az ültetésben választott vagy a készpénzes asztalok között elöl lévő asztalnál, osztósegéd nélkül osztva</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="0" />
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/main_window.py" line="1" />
        <source>Space</source>
        <translation>Szóköz</translation>
    </message>
    <message>
        <source>The director console of the event on screen, else of the event resumed last</source>
        <translation>A látható esemény versenyigazgatói konzolja, különben a legutóbb folytatott eseményé</translation>
    </message>
    <message>
        <source>The seating of the event on screen, else of the event resumed last</source>
        <translation>A látható esemény ültetése, különben a legutóbb folytatott eseményé</translation>
    </message>
    <message>
        <source>Redo: the director's action just undone, done again (not in the dealer panel: a step is keyed again)</source>
        <translation>Újra: a versenyigazgató imént visszavont művelete ismét megtéve (az osztósegédben nem: a lépést üsd be újra)</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../director/ui/shell/opening.py" line="73" />
        <source>Opening the database…</source>
        <translation>Az adatbázis megnyitása…</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="106" />
        <source>The database cannot be opened</source>
        <translation>Az adatbázis nem nyitható meg</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="110" />
        <source>Restore the newest good backup, %1? The current file is kept beside it, renamed.</source>
        <translation>Visszaállítod a legújabb ép biztonsági mentést (%1)? A jelenlegi fájl átnevezve megmarad mellette.</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="113" />
        <source>Restore the backup</source>
        <translation>Mentés visszaállítása</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="115" />
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="121" />
        <source>The backup was not restored</source>
        <translation>A mentés nem lett visszaállítva</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Start a new empty database</source>
        <translation>Új, üres adatbázis indítása</translation>
    </message>
    <message>
        <source>Open it as it is</source>
        <translation>Megnyitás így, ahogy van</translation>
    </message>
    <message>
        <source>The command was not saved</source>
        <translation>A parancs nem lett mentve</translation>
    </message>
</context>
<context>
    <name>ClockPage</name>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Clock</source>
        <translation>Óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Start / pause (Space)</source>
        <translation>Indítás / megállítás (Szóköz)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Next level (N)</source>
        <translation>Következő szint (N)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Previous level (P)</source>
        <translation>Előző szint (P)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Add a minute (+)</source>
        <translation>Egy perc hozzá (+)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Remove a minute (-)</source>
        <translation>Egy perc le (-)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>Clock display full screen (F)</source>
        <translation>Órakijelző teljes képernyőn (F)</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>These keys work on this page and in the clock display window. Ctrl+Z undoes the last action of the event, Ctrl+Shift+Z puts it back.</source>
        <translation>Ezek a billentyűk ezen a lapon és az órakijelző ablakában működnek. A Ctrl+Z visszavonja az esemény utolsó műveletét, a Ctrl+Shift+Z visszaállítja.</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock/clock_page.py" line="0" />
        <source>No clock running</source>
        <translation>Nem jár óra</translation>
    </message>
</context>
</TS>