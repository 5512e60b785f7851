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
<context>
    <name>HandForHandBar</name>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>E&amp;xit hand for hand</source>
        <translation>Leosztásonként eg&amp;yütt: vége</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Ha&amp;nd for hand</source>
        <translation>Leosztásonként e&amp;gyütt</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Near the money: every table plays one hand and waits for the next; players out in the same hand at different tables tie (R-8.5)</source>
        <translation>A pénzes helyek közelében: minden asztal egy leosztást játszik, és megvárja a következőt; akik ugyanabban a leosztásban különböző asztaloknál esnek ki, holtversenyben végeznek (R-8.5)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>done</source>
        <translation>kész</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>playing</source>
        <translation>játszik</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>to deal</source>
        <translation>osztásra vár</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>&lt;b&gt;Hand for hand&lt;/b&gt;, hand %1</source>
        <translation>&lt;b&gt;Leosztásonként együtt&lt;/b&gt;, %1. leosztás</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Start ha&amp;nd %1</source>
        <translation>%1. leosztás e&amp;gyütt</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Hand for hand: every table plays hand %1 and waits</source>
        <translation>Leosztásonként együtt: %1. leosztás; minden asztal lejátssza, és vár</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Hand for hand: hand %1 may be dealt</source>
        <translation>Leosztásonként együtt: osztható a következő, %1. leosztás</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/hand_for_hand_bar.py" line="1" />
        <source>Hand for hand ended: every table deals at its own pace</source>
        <translation>Leosztásonként együtt: vége, minden asztal a maga ütemében oszt</translation>
    </message>
</context>
</TS>
