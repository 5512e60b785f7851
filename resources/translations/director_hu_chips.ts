<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>ColorUpDialog</name>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="135" />
        <source>Color-up and chip race</source>
        <translation>Színcsere és zsetonverseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="150" />
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="151" />
        <source>Chips taken off</source>
        <translation>Kivont zseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="152" />
        <source>Chips of that colour each seat hands in:</source>
        <translation>Az egyes székek által leadott ilyen színű zsetonok:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="156" />
        <source>Exchange and race</source>
        <translation>Csere és verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="180" />
        <location filename="../../director/ui/console/color_up.py" line="210" />
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="180" />
        <location filename="../../director/ui/console/color_up.py" line="210" />
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="180" />
        <source>Stack</source>
        <translation>Zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="181" />
        <source>Chips</source>
        <translation>Zseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="205" />
        <source>wins a chip</source>
        <translation>nyer egy zsetont</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="206" />
        <source>kept in (last chip)</source>
        <translation>bent marad (utolsó zseton)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="210" />
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="211" />
        <source>Race</source>
        <translation>Verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="211" />
        <source>Before</source>
        <translation>Előtte</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="211" />
        <source>After</source>
        <translation>Utána</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/color_up.py" line="212" />
        <source>%1 chip(s) of %2 raced for chips of %3</source>
        <translation>%1 db %2-es zseton versenyzett %3-as zsetonokért</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../director/ui/console/deal.py" line="225" />
        <source>Deal calculator</source>
        <translation>Megegyezés-kalkulátor</translation>
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
</context>
</TS>
