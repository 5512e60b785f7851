<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="101"/>
        <source>Welcome</source>
        <translation>Üdvözlünk</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="102"/>
        <source>Welcome to Poker Director</source>
        <translation>Üdvözöl a Poker Director</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="104"/>
        <source>Try it on a sample first: it takes a minute, and the sample is an ordinary event in the list of events. Or start with an empty program.</source>
        <translation>Próbáld ki először egy mintán: egy percet vesz igénybe, és a minta közönséges eseményként jelenik meg az események listájában. Vagy kezdj üres programmal.</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="106"/>
        <location filename="../../director/ui/shell/welcome.py" line="143"/>
        <source>Sample home tournament</source>
        <translation>Minta otthoni verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="108"/>
        <source>Eight players at one table, seats and the button drawn; the clock display opens at level 1. Press Space to start the clock.</source>
        <translation>Nyolc játékos egy asztalnál, kisorsolt helyekkel és osztógombbal; az óra az 1. szinten nyílik meg. Az órát a szóköz billentyű indítja.</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="110"/>
        <location filename="../../director/ui/shell/welcome.py" line="160"/>
        <source>Sample cash game</source>
        <translation>Minta készpénzes játék</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="112"/>
        <source>Six players bought in at a no-limit hold&apos;em table, 50/100; the dealer panel opens on the first hand.</source>
        <translation>Hat beszállt játékos egy no limit hold&apos;em asztalnál, 50/100-as vakokkal; az osztósegéd az első leosztással nyílik meg.</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="114"/>
        <source>Start empty</source>
        <translation>Üres kezdés</translation>
    </message>
    <message>
        <location filename="../../director/ui/shell/welcome.py" line="116"/>
        <source>Create your own tournament or cash game from the home window.</source>
        <translation>Saját versenyedet vagy készpénzes játékodat a kezdőablakban hozhatod létre.</translation>
    </message>
</context>
</TS>
