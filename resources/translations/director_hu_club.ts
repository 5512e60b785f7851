<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="1" />
        <source>Connect to a club server</source>
        <translation>Csatlakozás a klub szerveréhez</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="95" />
        <source>Server &amp;URL:</source>
        <translation>A szerver &amp;címe:</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="96" />
        <source>This station is the:</source>
        <translation>Ez az állomás:</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="97" />
        <source>Dealer at &amp;table:</source>
        <translation>Osztó ennél az &amp;asztalnál:</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="100" />
        <source>director's station</source>
        <translation>a versenyigazgató állomása</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="12" />
        <source>dealer station</source>
        <translation>osztóállomás</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="101" />
        <source>display (clock and seating)</source>
        <translation>kijelző (óra és ültetés)</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="123" />
        <source>Give the club server's address as postgresql+psycopg://user@server/club.</source>
        <translation>A klub szerverének címét így add meg: postgresql+psycopg://felhasználó@szerver/club.</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="127" />
        <source>The program does not keep passwords: remove it from the address and put it in the file ~/.pgpass (or the one PGPASSFILE names), as PostgreSQL reads it.</source>
        <translation>A program nem tárol jelszót: töröld a címből, és írd a ~/.pgpass fájlba (vagy abba, amelyet a PGPASSFILE megnevez), ahonnan a PostgreSQL beolvassa.</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="129" />
        <source>&amp;Find the tables</source>
        <translation>&amp;Asztalok keresése</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="132" />
        <source>its number, or choose from the list</source>
        <translation>a száma, vagy válaszd ki a listából</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="228" />
        <source>Looking for the open tables at %1…</source>
        <translation>A nyitott asztalok keresése itt: %1…</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="229" />
        <source>&amp;Stop looking</source>
        <translation>&amp;Keresés leállítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/club/club_station.py" line="300" />
        <source>This station's table</source>
        <translation>Ennek az állomásnak az asztala</translation>
    </message>
</context>
</TS>
