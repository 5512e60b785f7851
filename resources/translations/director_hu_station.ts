<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>ActionRunner</name>
    <message>
        <location filename="../../director/ui/common/actions.py" line="1" />
        <source>Another station&apos;s action</source>
        <translation>Egy másik állomás művelete</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/actions.py" line="1" />
        <source>&amp;Yes</source>
        <translation>&amp;Igen</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/actions.py" line="1" />
        <source>&amp;No</source>
        <translation>&amp;Nem</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/actions.py" line="1" />
        <source>Nothing was changed</source>
        <translation>Nem változott semmi</translation>
    </message>
</context>
<context>
    <name>InstructionsBar</name>
    <message>
        <location filename="../../director/ui/dealer/table_instructions_bar.py" line="1" />
        <source>Done</source>
        <translation>Kész</translation>
    </message>
</context>
<context>
    <name>ServerBanner</name>
    <message>
        <location filename="../../director/ui/club/station_status.py" line="1" />
        <source>The club's server (%1) does not answer: changes are refused until it is back, and nothing is kept to be sent later. This station reconnects by itself.</source>
        <translation>A klub szervere (%1) nem válaszol: amíg vissza nem tér, a program minden változtatást visszautasít, és semmit sem tart meg későbbi küldésre. Ez az állomás magától újracsatlakozik.</translation>
    </message>
</context>
</TS>
