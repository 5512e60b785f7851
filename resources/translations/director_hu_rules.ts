<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>RulebookWindow</name>
    <message>
        <location filename="../../director/ui/rules/rulebook.py" />
        <source>No rule %1</source>
        <translation>Nincs ilyen szabály: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/rules/rulebook.py" />
        <source>The rulebook could not be read: %1</source>
        <translation>A szabálykönyv nem olvasható: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/rules/rulebook.py" />
        <source>%1 of %2 rules</source>
        <translation>%1 / %2 szabály</translation>
    </message>
    <message>
        <location filename="../../director/ui/rules/rulebook.py" />
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location filename="../../director/ui/rules/rulebook.py" />
        <source>Find a rule: its id (R-7.5) or words</source>
        <translation>Szabály keresése: azonosító (R-7.5) vagy szavak</translation>
    </message>
</context>
</TS>
