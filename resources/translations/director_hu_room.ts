<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>RoomShare</name>
    <message>
        <location filename="../../director/ui/room/share.py" line="145" />
        <source>Remote: %1</source>
        <translation>Távirányító: %1</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="141" />
        <location filename="../../director/ui/room/dialog.py" line="144" />
        <source>Not started: %1</source>
        <translation>Nem indult el: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="155" />
        <source>port %1 is already in use by another program: choose another port</source>
        <translation>ezt a portot (%1) már egy másik program használja: válassz másik portot</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="158" />
        <source>port %1 needs administrator rights: choose a port above 1024</source>
        <translation>ehhez a porthoz (%1) rendszergazdai jog kell: válassz 1024 fölötti portot</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="161" />
        <source>this computer has no such network address</source>
        <translation>ennek a számítógépnek nincs ilyen hálózati címe</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="162" />
        <source>the room view did not start (%1)</source>
        <translation>a terem nézete nem indult el (%1)</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="166" />
        <source>Stopped: the port is closed.</source>
        <translation>Leállítva: a port zárva van.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="187" />
        <source>Not shared: no port is open.</source>
        <translation>Nincs megosztva: egy port sincs nyitva.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="192" />
        <source>Open on a phone or TV:</source>
        <translation>Nyisd meg telefonon vagy tévén:</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="194" />
        <source>Seating: %1</source>
        <translation>Ültetés: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="195" />
        <source>Results: %1</source>
        <translation>Eredmények: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="197" />
        <source>Director's remote: %1</source>
        <translation>Versenyigazgatói távirányító: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="199" />
        <source>PIN: %1</source>
        <translation>PIN-kód: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="203" />
        <source>The director's remote is off.</source>
        <translation>A versenyigazgatói távirányító ki van kapcsolva.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="211" />
        <source>HTTPS: the pages and the PIN are encrypted. The certificate is this computer's own, so each phone warns once and asks whether to trust it.</source>
        <translation>HTTPS: az oldalak és a PIN-kód titkosítva mennek. A tanúsítvány ennek a számítógépnek a sajátja, ezért minden telefon egyszer figyelmeztet, és megkérdezi, megbízik-e benne.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="215" />
        <source>Plain HTTP: anyone on this network can read the pages and the PIN as it is typed. Tick HTTPS to encrypt them.</source>
        <translation>Titkosítatlan HTTP: a hálózaton bárki elolvashatja az oldalakat és a beírt PIN-kódot. Titkosításhoz jelöld be a HTTPS-t.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="219" />
        <source>Share with the room</source>
        <translation>Megosztás a teremmel</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="221" />
        <source>Phones and TVs on this network can show the clock, the seating and the results. Nothing private is shown. The port stays closed until you press Start sharing.</source>
        <translation>A hálózat telefonjai és tévéi megjeleníthetik az órát, az ültetést és az eredményeket. Semmi személyes adat nem jelenik meg. A port zárva marad, amíg meg nem nyomod a Megosztás indítása gombot.</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="223" />
        <source>Share on</source>
        <translation>Megosztás itt</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="227" />
        <source>This computer only (%1)</source>
        <translation>Csak ez a számítógép (%1)</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="228" />
        <source>This network (%1)</source>
        <translation>Ez a hálózat (%1)</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="229" />
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="230" />
        <source>Allow the director's remote (with a PIN)</source>
        <translation>A versenyigazgatói távirányító engedélyezése (PIN-kóddal)</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="231" />
        <source>HTTPS (encrypted, a certificate of this computer's own)</source>
        <translation>HTTPS (titkosítva, a számítógép saját tanúsítványával)</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="232" />
        <source>&amp;Start sharing</source>
        <translation>Megosztás &amp;indítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/room/dialog.py" line="233" />
        <source>S&amp;top</source>
        <translation>&amp;Leállítás</translation>
    </message>
</context>
</TS>