<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../director/ui/sounds.py" line="138" />
        <source>One minute left in the break</source>
        <translation>Még egy perc a szünetből</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="139" />
        <source>One minute left in this level</source>
        <translation>Még egy perc ebből a szintből</translation>
    </message>
    <message numerus="yes">
        <location filename="../../director/ui/sounds.py" line="141" />
        <source>Break: %n minutes</source>
        <translation>
            <numerusform>Szünet: %n perc</numerusform></translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="144" />
        <source>. Color up the %1 chips</source>
        <translation>. A(z) %1 zsetonok beváltása</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="149" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="151" />
        <source>bring-in %1</source>
        <translation>kényszertét %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="153" />
        <source>blinds %1 and %2</source>
        <translation>vakok %1 és %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="156" />
        <source>bets %1 and %2</source>
        <translation>tétek %1 és %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="159" />
        <source>big blind ante %1</source>
        <translation>nagyvak-ante %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/sounds.py" line="159" />
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
</context>
<context>
    <name>ClockWindow</name>
    <message>
        <location filename="../../director/ui/clock_window.py" line="66" />
        <location filename="../../director/ui/clock_window.py" line="329" />
        <source>Poker Director clock</source>
        <translation>Poker Director óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="205" />
        <source>Next break in %1</source>
        <translation>Szünet %1 múlva</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="214" />
        <source>Break</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="218" />
        <source>Color up: the %1 chips leave play</source>
        <translation>Beváltás: a(z) %1 zsetonok kikerülnek a játékból</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="219" />
        <source>No color-up at this break</source>
        <translation>Ebben a szünetben nincs beváltás</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="221" />
        <location filename="../../director/ui/clock_window.py" line="291" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="228" />
        <source>Next level: %1</source>
        <translation>Következő szint: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="231" />
        <source>This is the last level</source>
        <translation>Ez az utolsó szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="232" />
        <source>PAUSED</source>
        <translation>SZÜNETEL</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="233" />
        <source>BREAK</source>
        <translation>SZÜNET</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="234" />
        <source>LAST LEVEL</source>
        <translation>UTOLSÓ SZINT</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="245" />
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="249" />
        <source>%1 BB</source>
        <translation>%1 NV</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="254" />
        <source>Players left</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="254" />
        <source>Average stack</source>
        <translation>Átlagos zsetonkészlet</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="255" />
        <source>Chips in play</source>
        <translation>Zseton játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="255" />
        <source>Prize pool</source>
        <translation>Díjalap</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="259" />
        <source>Payouts</source>
        <translation>Kifizetések</translation>
    </message>
    <message numerus="yes">
        <location filename="../../director/ui/clock_window.py" line="268" />
        <source>+ %n more places</source>
        <translation>
            <numerusform>+ még %n helyezés</numerusform></translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="281" />
        <source>Bets %1 / %2</source>
        <translation>Tétek %1 / %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="284" />
        <source>Bring-in %1</source>
        <translation>Kényszertét %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="286" />
        <source>Big blind ante %1</source>
        <translation>Nagyvak-ante %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/clock_window.py" line="286" />
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../director/ui/main_window.py" line="216" />
        <location filename="../../director/ui/main_window.py" line="239" />
        <source>Poker Director</source>
        <translation>Poker Director</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="217" />
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="218" />
        <source>&amp;Quick clock...</source>
        <translation>&amp;Gyors óra...</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="219" />
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="220" />
        <source>&amp;Clock</source>
        <translation>Ó&amp;ra</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="221" />
        <source>Show the clock &amp;display</source>
        <translation>Az óra&amp;kijelző megjelenítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="222" />
        <source>Clock display &amp;full screen</source>
        <translation>Órakijelző &amp;teljes képernyőn</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="223" />
        <source>Clock display &amp;screen</source>
        <translation>Órakijelző &amp;képernyője</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="224" />
        <source>&amp;Start / pause</source>
        <translation>&amp;Indítás / megállítás</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="224" />
        <source>&amp;Next level</source>
        <translation>&amp;Következő szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="225" />
        <source>&amp;Previous level</source>
        <translation>&amp;Előző szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="226" />
        <source>&amp;Add a minute</source>
        <translation>Egy perc &amp;hozzáadása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="227" />
        <source>&amp;Remove a minute</source>
        <translation>Egy perc &amp;levonása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="227" />
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="230" />
        <source>&amp;Windows</source>
        <translation>&amp;Ablakok</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="231" />
        <source>Home</source>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="232" />
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="233" />
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="234" />
        <source>Clock &amp;sounds</source>
        <translation>Óra&amp;hangok</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="235" />
        <source>Spoken &amp;announcements</source>
        <translation>&amp;Hangos bemondás</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="236" />
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="237" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="238" />
        <source>&amp;About Poker Director</source>
        <translation>A Poker Director &amp;névjegye</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="241" />
        <source>Run live poker: the clock, the seats, the stacks and the money.</source>
        <translation>Élő póker vezetése: az óra, az ülőhelyek, a zsetonok és a pénz.</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="242" />
        <source>Quick clock...</source>
        <translation>Gyors óra...</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="243" />
        <source>Database: %1</source>
        <translation>Adatbázis: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="244" />
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="246" />
        <source>No clock running</source>
        <translation>Nem jár óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="287" />
        <source>Start a quick clock or load a tournament first</source>
        <translation>Előbb indítson gyors órát, vagy töltsön be egy versenyt</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="303" />
        <source>Break</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="304" />
        <source>Level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="305" />
        <source>paused</source>
        <translation>megállítva</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="341" />
        <source>No speech engine was found on this system</source>
        <translation>Ezen a gépen nincs beszédmotor</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="348" />
        <source>About Poker Director</source>
        <translation>A Poker Director névjegye</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="349" />
        <source>Poker Director runs live poker: tournament clock, seating, stacks, money and a dealer-assist panel.</source>
        <translation>A Poker Director élő pókerjátékot vezet: versenyóra, ültetés, zsetonok, pénz és osztósegéd.</translation>
    </message>
</context>
<context>
    <name>QuickClockDialog</name>
    <message>
        <location filename="../../director/ui/main_window.py" line="77" />
        <source>Quick clock</source>
        <translation>Gyors óra</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="79" />
        <source>A clock without a tournament: choose a blind structure.</source>
        <translation>Óra verseny nélkül: válasszon vakstruktúrát.</translation>
    </message>
</context>
<context>
    <name>ShortcutDialog</name>
    <message>
        <location filename="../../director/ui/main_window.py" line="62" />
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../director/ui/main_window.py" line="47" />
        <source>Start or pause the clock</source>
        <translation>Az óra indítása vagy megállítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="48" />
        <source>Next level</source>
        <translation>Következő szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="49" />
        <source>Previous level</source>
        <translation>Előző szint</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="50" />
        <source>Add a minute</source>
        <translation>Egy perc hozzáadása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="51" />
        <source>Remove a minute</source>
        <translation>Egy perc levonása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="52" />
        <source>Undo the last clock command</source>
        <translation>Az utolsó óraparancs visszavonása</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="53" />
        <source>Clock display full screen on or off</source>
        <translation>Órakijelző teljes képernyőn be/ki</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="54" />
        <source>Leave full screen</source>
        <translation>Kilépés a teljes képernyőből</translation>
    </message>
    <message>
        <location filename="../../director/ui/main_window.py" line="55" />
        <source>This list of shortcuts</source>
        <translation>Ez a billentyűparancs-lista</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../director/cli.py" line="99" />
        <source>The database cannot be opened</source>
        <translation>Az adatbázis nem nyitható meg</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="103" />
        <source>Restore the newest good backup, %1? The current file is kept beside it, renamed.</source>
        <translation>Visszaállítja a legújabb ép biztonsági mentést (%1)? A jelenlegi fájl átnevezve megmarad mellette.</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="106" />
        <source>Restore the backup</source>
        <translation>Mentés visszaállítása</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="108" />
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location filename="../../director/cli.py" line="114" />
        <source>The backup was not restored</source>
        <translation>A mentés nem lett visszaállítva</translation>
    </message>
</context>
</TS>