<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>ColorUpDialog</name>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Not checked</source>
        <translation>Nincs ellenőrizve</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Not checked: the stack is not tracked (the chips handed in are taken)</source>
        <translation>Nincs ellenőrizve: a stack nincs követve (a leadott zsetonok számítanak)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Color-up and chip race</source>
        <translation>Zsetoncsere és zsetonverseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Chips taken off</source>
        <translation>Kivont zseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Exchanged for</source>
        <translation>Beváltva erre</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Each seat's chips of that colour, as few as its stack can hold: correct only the counts that differ.</source>
        <translation>Minden szék ilyen színű zsetonjai, annyi, amennyit a stackje legkevesebb kiad: csak az eltérő darabszámokat javítsd.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Counts</source>
        <translation>Darabszámok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Race</source>
        <translation>Verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Exchange and race</source>
        <translation>Csere és verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Stack</source>
        <translation>Zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Chips of %1</source>
        <translation>Zseton (%1)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Check</source>
        <translation>Ellenőrzés</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Correct the counts marked in red first</source>
        <translation>Előbb javítsd a pirossal jelölt darabszámokat</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>wins a chip</source>
        <translation>nyer egy zsetont</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>kept in (last chip)</source>
        <translation>bent marad (utolsó zseton)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Before</source>
        <translation>Előtte</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>After</source>
        <translation>Utána</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Color-up of %1 done. Chips of %2 won in the races: %3. Tables: %4.</source>
        <translation>%1 értékű zsetonok lecserélve. A versenyeken nyert %2 értékű zsetonok: %3. Asztalok: %4.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>%1, the rest in %2</source>
        <translation>%1, a maradék: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" />
        <source>Color-up of %1 done. Every chip was exchanged at equal value: nothing to race. Tables: %2.</source>
        <translation>%1 értékű zsetonok lecserélve. Minden zseton azonos értékben cserélődött: nincs zsetonverseny. Asztalok: %2.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../director/ui/console/deal.py" line="225" />
        <source>Deal calculator</source>
        <translation>Megállapodás-kalkulátor</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" line="229" />
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" line="229" />
        <source>Chips</source>
        <translation>Zseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" line="229" />
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" line="230" />
        <source>Chip chop</source>
        <translation>Zsetonarányos</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Prize money left: %1 for places 1 to %2.</source>
        <translation>Hátralévő díjak: %1 az 1–%2. helyre.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>The next player out finishes in place %1 and wins %2.</source>
        <translation>A következő kieső helyezése: %1., nyereménye: %2.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>The next player out finishes in place %1 and wins nothing.</source>
        <translation>A következő kieső helyezése: %1., nyereményt nem kap.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>ICM and the chip chop need every stack: %1. Type the amounts agreed.</source>
        <translation>Az ICM-hez és a zsetonarányos osztozáshoz minden stack kell: %1. Írd be a megállapodott összegeket.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Agreed</source>
        <translation>Megállapodott</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Amounts agreed</source>
        <translation>Megállapodott összegek</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Record the deal</source>
        <translation>Megállapodás rögzítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Typed: %1 of %2</source>
        <translation>Beírva: %1 / %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Warning: %1 gets %2, less than place %3 pays (%4)</source>
        <translation>Figyelem: %1 csak %2 összeget kap, kevesebbet, mint a következő kieső (%3. hely): %4</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Record this deal (%1)?</source>
        <translation>Rögzíted ezt a megállapodást (%1)?</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Finish tournament then pays these amounts instead of the prizes of places 1 to %1.</source>
        <translation>A verseny lezárása ezeket az összegeket fizeti ki az 1–%1. hely díjai helyett.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/deal.py" />
        <source>Deal recorded: Finish tournament pays it. Ctrl+Z in the console takes it back.</source>
        <translation>A megállapodás rögzítve: a verseny lezárása ezt fizeti ki. A konzolban a Ctrl+Z visszavonja.</translation>
    </message>
</context>
</TS>
