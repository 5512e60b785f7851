<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>StraddleBar</name>
    <message>
        <location filename="../../director/ui/dealer/straddle_bar.py" line="1" />
        <source>Straddle next hand (S)</source>
        <translation>Straddle a következő leosztásban (S)</translation>
    </message>
</context>
<context>
    <name>BustReportBar</name>
    <message>
        <location filename="../../director/ui/dealer/dealer_busts.py" line="38" />
        <source>Report busts (O)</source>
        <translation>Kiesések jelentése (O)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/dealer_busts.py" line="65" />
        <source>%1 (seat %2)</source>
        <translation>%1 (%2. szék)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/dealer_busts.py" line="67" />
        <source>Out of chips: %1</source>
        <translation>Elfogyott a zsetonja: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/dealer_busts.py" line="81" />
        <source>%1 finishes in place %2</source>
        <translation>%1: %2. hely</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/dealer_busts.py" line="84" />
        <source>Rebuy: %1</source>
        <translation>Rebuy: %1</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
</context>
</TS>
