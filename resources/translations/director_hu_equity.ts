<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>OddsText</name>
    <message>
        <source>win {0}</source>
        <translation>nyerés {0}</translation>
    </message>
    <message>
        <source>pots {0}</source>
        <translation>a kasszákból {0}</translation>
    </message>
    <message>
        <source>tie {0}</source>
        <translation>döntetlen {0}</translation>
    </message>
    <message>
        <source>scoop {0}</source>
        <translation>mindent visz {0}</translation>
    </message>
    <message>
        <source>split {0}</source>
        <translation>osztozik {0}</translation>
    </message>
    <message>
        <source>All in · {0}</source>
        <translation>All-in · {0}</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
</context>
<context>
    <name>ClockOdds</name>
    <message>
        <source>Seat {0}</source>
        <translation>{0}. hely</translation>
    </message>
</context>
<context>
    <name>ClockDesigner</name>
    <message>
        <source>All-in odds</source>
        <translation>All-in esélyek</translation>
    </message>
</context>
</TS>
