<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<!-- issue 19 (the look): the felt, the clock designer, the seat menu, and the texts
     issue 19 added to the dealer panel, the clock window, the console and the main window -->
<context>
    <name>DealerPanel</name>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Seats list</source>
        <translation>Székek listája</translation>
    </message>
</context>
<context>
    <name>TableFelt</name>
    <message>
        <source>Seat {0}</source>
        <translation>{0}. szék</translation>
    </message>
    <message>
        <source>wins {0}</source>
        <translation>nyer {0}</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>SOROS</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>dobott</translation>
    </message>
    <message>
        <source>IN</source>
        <translation>BENT</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>{0} {1} → seat {2}</source>
        <translation>{0} {1} → {2}. szék</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
</context>
<context>
    <name>ClockWindow</name>
    <message>
        <source>LAST MINUTE</source>
        <translation>UTOLSÓ PERC</translation>
    </message>
    <message>
        <source>HAND FOR HAND · HAND %1</source>
        <translation>LEOSZTÁSONKÉNT EGYÜTT · %1. LEOSZTÁS</translation>
    </message>
    <message>
        <source>CHIP-UP: the %1 chips leave play</source>
        <translation>ZSETONCSERE: %1 értékű zsetonok kikerülnek a játékból</translation>
    </message>
    <message>
        <source>COLORED UP: the %1 chips are out of play</source>
        <translation>ZSETONCSERE KÉSZ: %1 értékű zsetonok kikerültek a játékból</translation>
    </message>
    <message>
        <source>Colored up: the %1 chips are out of play</source>
        <translation>Zsetoncsere kész: %1 értékű zsetonok kikerültek a játékból</translation>
    </message>
</context>
<context>
    <name>ClockDesigner</name>
    <message>
        <source>%1, over %2 while an all-in lasts</source>
        <translation>%1 – all-in idején ezek helyén: %2</translation>
    </message>
    <message>
        <source>%1, over %2</source>
        <translation>%1 – alatta: %2</translation>
    </message>
    <message>
        <source>Club name and logo</source>
        <translation>Klub neve és logója</translation>
    </message>
    <message>
        <source>Level and game</source>
        <translation>Szint és játék</translation>
    </message>
    <message>
        <source>Paused, break, last minute</source>
        <translation>Megállítva, szünet, utolsó perc</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Hátralévő idő</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Vakok</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Következő szint</translation>
    </message>
    <message>
        <source>Break countdown</source>
        <translation>Visszaszámlálás a szünetig</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Average stack (chips and big blinds)</source>
        <translation>Átlagos zsetonkészlet (zseton és nagyvak)</translation>
    </message>
    <message>
        <source>Chips in play</source>
        <translation>Zseton játékban</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Díjalap</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Kifizetések</translation>
    </message>
    <message>
        <source>Chip-up notice</source>
        <translation>Zsetoncsere-értesítés</translation>
    </message>
    <message>
        <source>Scrolling announcement</source>
        <translation>Gördülő hirdetmény</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Pontos idő</translation>
    </message>
    <message>
        <source>Club dark</source>
        <translation>Klub sötét</translation>
    </message>
    <message>
        <source>Classic felt</source>
        <translation>Klasszikus posztó</translation>
    </message>
    <message>
        <source>High contrast (large rooms)</source>
        <translation>Nagy kontraszt (nagy termekbe)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Design the clock screen</source>
        <translation>Az óra képernyőjének tervezése</translation>
    </message>
    <message>
        <source>the theme's, or a colour like #102030</source>
        <translation>a témáé, vagy egy szín, például #102030</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Téma</translation>
    </message>
    <message>
        <source>Club name</source>
        <translation>Klub neve</translation>
    </message>
    <message>
        <source>Logo picture file</source>
        <translation>Logó képfájlja</translation>
    </message>
    <message>
        <source>Background colour</source>
        <translation>Háttérszín</translation>
    </message>
    <message>
        <source>Background picture file</source>
        <translation>Háttérkép fájlja</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Hirdetmény</translation>
    </message>
    <message>
        <source>Show on the screen</source>
        <translation>Látszik a képernyőn</translation>
    </message>
    <message>
        <source>Template name</source>
        <translation>Sablon neve</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Mentés sablonként</translation>
    </message>
    <message>
        <source>Use template</source>
        <translation>Sablon használata</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Drag an item to move it; drag its corner to size it; double-click to reach the item beneath.</source>
        <translation>Egy elemet húzással mozgathatsz, a sarkát húzva átméretezheted; dupla kattintással az alatta lévőt éred el.</translation>
    </message>
    <message>
        <source>“%1” is not a colour: write it like #102030</source>
        <translation>„%1” nem szín: így írd, mint #102030</translation>
    </message>
    <message>
        <source>Template “%1” saved</source>
        <translation>Sablon elmentve: „%1”</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Desi&amp;gn the clock screen…</source>
        <translation>Az óra képernyőjének terve&amp;zése…</translation>
    </message>
    <message>
        <source>Another clock &amp;window</source>
        <translation>&amp;Még egy óraablak</translation>
    </message>
</context>
<context>
    <name>ConsolePage</name>
    <message>
        <source>Bounties</source>
        <translation>Fejpénzek</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>not recorded</source>
        <translation>nincs megadva</translation>
    </message>
</context>
<context>
    <name>SeatMenu</name>
    <message>
        <source>Bust…</source>
        <translation>Kiesés…</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1: %2. hely</translation>
    </message>
    <message>
        <source>busted by %1</source>
        <translation>kiejtette: %1</translation>
    </message>
    <message>
        <source>Add-on for %1</source>
        <translation>Add-on: %1</translation>
    </message>
    <message>
        <source>Count chips…</source>
        <translation>Zsetonszámlálás…</translation>
    </message>
    <message>
        <source>Rebuy…</source>
        <translation>Rebuy…</translation>
    </message>
    <message>
        <source>Add-on…</source>
        <translation>Add-on…</translation>
    </message>
    <message>
        <source>%1 has %2 chips</source>
        <translation>%1 zsetonjai: %2</translation>
    </message>
</context>
<context>
    <name>SeatingPage</name>
    <message>
        <source>Click a player for Bust, Count chips, Rebuy or Add-on.</source>
        <translation>Egy játékosra kattintva: kiesés, zsetonszámlálás, rebuy vagy add-on.</translation>
    </message>
</context>
</TS>
