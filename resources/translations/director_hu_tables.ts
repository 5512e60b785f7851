<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="72" />
        <source>Bust</source>
        <translation>Kiesés</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 kiesett</translation>
    </message>
    <message>
        <source>Out in the same hand: %1</source>
        <translation>Ugyanabban a leosztásban estek ki: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nincs rögzítve</translation>
    </message>
    <message>
        <source>Knocked out by</source>
        <translation>Kiejtette</translation>
    </message>
    <message>
        <source>The hand dealt at %1 orders them by the chips they began it with.</source>
        <translation>A leosztás, amelyet ennél az asztalnál osztottak (%1), a kezdő zsetonjaik szerint rangsorolja őket.</translation>
    </message>
    <message>
        <source>Who had more chips when the hand began?</source>
        <translation>Kinek volt több zsetonja a leosztás elején?</translation>
    </message>
    <message>
        <source>The same: they tie</source>
        <translation>Ugyanannyi: holtverseny</translation>
    </message>
    <message>
        <source>%1. most chips</source>
        <translation>%1. legtöbb zseton</translation>
    </message>
    <message>
        <source>choose who won the pot</source>
        <translation>válaszd ki, ki nyerte a kasszát</translation>
    </message>
    <message>
        <source>Choose who won the pot: the bounty on %1 is paid to them</source>
        <translation>Válaszd ki, ki nyerte a kasszát: %1 fejpénzét ő kapja</translation>
    </message>
</context>
<context>
    <name>ButtonDrawDialog</name>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="72" />
        <source>Draw for the button: %1</source>
        <translation>Húzás a gombért: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="74" />
        <source>One card face up to each player; the highest card wins the button. Equal ranks: clubs, diamonds, hearts, spades.</source>
        <translation>Mindenki kap egy lapot képpel felfelé; a legmagasabb lap viszi a gombot. Azonos rangnál: treff, káró, kőr, pikk.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="155" />
        <source>seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="166" />
        <source>%1 tie and draw again</source>
        <translation>%1 döntetlen, újra húznak</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="170" />
        <source>%1 draws %2, the highest card</source>
        <translation>%1 lapja %2, a legmagasabb</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="176" />
        <source>%1 draws %2, beating %3 by suit (clubs, diamonds, hearts, spades)</source>
        <translation>%1 lapja %2, színben veri: %3 (treff, káró, kőr, pikk)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/button_draw.py" line="179" />
        <source>The button starts at seat %1.</source>
        <translation>A gomb kezdőhelye: %1. szék.</translation>
    </message>
<message><source>Seat %1</source><translation>%1. szék</translation></message></context>
<context>
    <name>CashView</name>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="60" />
        <location filename="../../director/ui/cash/cash_view.py" line="135" />
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="69" />
        <location filename="../../director/ui/cash/cash_view.py" line="198" />
        <source>Buy-in</source>
        <translation>Beszálló</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="70" />
        <location filename="../../director/ui/cash/cash_view.py" line="198" />
        <source>Top-up</source>
        <translation>Feltöltés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="71" />
        <location filename="../../director/ui/cash/cash_view.py" line="136" />
        <location filename="../../director/ui/cash/cash_view.py" line="199" />
        <source>Cash-out</source>
        <translation>Kiszállás</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="72" />
        <location filename="../../director/ui/cash/cash_view.py" line="199" />
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="91" />
        <source>Running check</source>
        <translation>Folyamatos ellenőrzés</translation>
    </message>
    <message>
        <source>Count the chips on the table, type the total and press Running check.</source>
        <translation>Számold meg az asztalon lévő zsetonokat, írd be az összeget, és nyomd meg a Folyamatos ellenőrzés gombot.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="96" />
        <source>Chips on the table (counted):</source>
        <translation>Zseton az asztalon (megszámolva):</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="107" />
        <source>Settlement</source>
        <translation>Elszámolás</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="110" />
        <source>Settle</source>
        <translation>Elszámolás készítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="132" />
        <source>playing</source>
        <translation>játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="135" />
        <source>Buy-ins</source>
        <translation>Beszállók</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="135" />
        <source>Top-ups</source>
        <translation>Feltöltések</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="136" />
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="141" />
        <source>In: %1 · out: %2 · rake: %3 · on the table by the ledger: %4</source>
        <translation>Be: %1 · ki: %2 · rake: %3 · a napló szerint az asztalon: %4</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="160" />
        <source>The table has %1, as the ledger says.</source>
        <translation>Az asztalon %1 van, ahogy a napló mondja.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="163" />
        <source>%1 more</source>
        <translation>%1 többlet</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="163" />
        <source>%1 missing</source>
        <translation>%1 hiányzik</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="164" />
        <source>The table has %1 but the ledger says %2: %3.</source>
        <translation>Az asztalon %1 van, a napló szerint %2: %3.</translation>
    </message>
    <message>
        <source>Players with no seat hold %1 more.</source>
        <translation>Az asztalnál nem ülő játékosoknál további %1 van.</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="174" />
        <source>Choose or type a player first</source>
        <translation>Előbb válassz vagy írj be egy játékost</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="187" />
        <location filename="../../director/ui/cash/cash_view.py" line="208" />
        <source>the house</source>
        <translation>a ház</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="212" />
        <source>%1 pays %2 %3</source>
        <translation>%1 fizet %2 részére: %3</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="214" />
        <source>the fewest payments possible</source>
        <translation>a lehető legkevesebb fizetés</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="215" />
        <source>a short list (not proven the fewest)</source>
        <translation>rövid lista (nem bizonyítottan a legrövidebb)</translation>
    </message>
    <message>
        <location filename="../../director/ui/cash/cash_view.py" line="239" />
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
        <source>Done again: %1</source>
        <translation>Újra megtéve: %1</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Az asztalnál</translation>
    </message>
    <message>
        <source>not seated</source>
        <translation>nem ül asztalnál</translation>
    </message>
    <message>
        <source>not seated, holds %1</source>
        <translation>nem ül asztalnál, nála %1</translation>
    </message>
    <message>
        <source>cashed out</source>
        <translation>kiszállt</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="156" />
        <source>Exchange and race</source>
        <translation>Csere és verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="180" />
        <location filename="../../director/ui/console/console_dialogs.py" line="210" />
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="180" />
        <source>Stack</source>
        <translation>Zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="181" />
        <source>Chips</source>
        <translation>Zseton</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="205" />
        <source>wins a chip</source>
        <translation>nyer egy zsetont</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="206" />
        <source>kept in (last chip)</source>
        <translation>bent marad (utolsó zseton)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="210" />
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="211" />
        <source>Race</source>
        <translation>Verseny</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="211" />
        <source>Before</source>
        <translation>Előtte</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="211" />
        <source>After</source>
        <translation>Utána</translation>
    </message>
</context>
<context>
    <name>ConsolePage</name>
    <message>
        <location filename="../../director/ui/console/console.py" line="0" />
        <source>Pa&amp;youts…</source>
        <translation>K&amp;ifizetések…</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="0" />
        <source>Payouts changed: Ctrl+Z takes the change back</source>
        <translation>Kifizetések módosítva: a Ctrl+Z visszavonja a módosítást</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="1" />
        <source>&amp;Move…</source>
        <translation>Át&amp;helyezés…</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="1" />
        <source>%1 moved to %2</source>
        <translation>%1 áthelyezve ide: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="79" />
        <source>&amp;Bust</source>
        <translation>&amp;Kiesés</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="79" />
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="80" />
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="81" />
        <source>Re-entry</source>
        <translation>Újranevezés</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="82" />
        <source>C&amp;ount chips</source>
        <translation>Zse&amp;tonszámlálás</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="83" />
        <source>Chips in p&amp;lay</source>
        <translation>Zseton &amp;játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="84" />
        <source>Color-&amp;up</source>
        <translation>Zseton&amp;csere</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="85" />
        <source>&amp;Deal calculator</source>
        <translation>&amp;Megállapodás-kalkulátor</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="86" />
        <source>Award &amp;prizes</source>
        <translation>&amp;Díjak kiosztása</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="130" />
        <source>Playing</source>
        <translation>Játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="131" />
        <source>Place %1</source>
        <translation>%1. hely</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="137" />
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="137" />
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="137" />
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="137" />
        <source>Stack</source>
        <translation>Zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="138" />
        <source>Rebuys</source>
        <translation>Rebuyok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="138" />
        <source>Add-ons</source>
        <translation>Add-onok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="138" />
        <source>Status</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="234" />
        <source>Nobody is seated at this station's table</source>
        <translation>Ennek az állomásnak az asztalánál nem ül senki</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="191" />
        <source>Select a player who is still playing first</source>
        <translation>Előbb válassz ki egy még játszó játékost</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="192" />
        <source>Select a busted player first</source>
        <translation>Előbb válassz ki egy kiesett játékost</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="226" />
        <source>%1 finishes in place %2</source>
        <translation>%1: %2. hely</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="243" />
        <source>Add-on for %1</source>
        <translation>Add-on: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="252" />
        <source>%1 re-enters and takes a new seat</source>
        <translation>%1 újranevez és új széket kap</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="386" />
        <source>%1, seat %2</source>
        <translation>%1, %2. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="268" />
        <source>%1 has %2 chips</source>
        <translation>%1 zsetonjai: %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="289" />
        <source>A color-up needs a chip set and seated tables</source>
        <translation>A zsetoncseréhez zsetonkészlet és leültetett asztalok kellenek</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="302" />
        <source>Color-up of %1 done</source>
        <translation>Zsetoncsere kész: %1 értékű zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="323" />
        <source>Prizes awarded: %1</source>
        <translation>Kiosztott díjak: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" line="344" />
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
      <source>F&amp;inish tournament</source>
      <translation>Verseny &amp;lezárása</translation>
    </message>
    <message>
      <source>%1 wins the tournament: Finish tournament awards the prizes, stops the clock and shows the results</source>
      <translation>%1 megnyerte a versenyt: a Verseny lezárása kiosztja a díjakat, megállítja az órát és megmutatja az eredményeket</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console.py" />
        <source>Deal recorded: Finish tournament pays it</source>
        <translation>A megállapodás rögzítve: a verseny lezárása ezt fizeti ki</translation>
    </message>
    <message>
        <source>Done again: %1</source>
        <translation>Újra megtéve: %1</translation>
    </message>
    <message>
        <source>Seating (Ctrl+T)</source>
        <translation>Ültetés (Ctrl+T)</translation>
    </message>
    <message>
        <source>Clock (Ctrl+L)</source>
        <translation>Óra (Ctrl+L)</translation>
    </message>
    <message>
        <source>Dealer panel (Ctrl+D)</source>
        <translation>Osztósegéd (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Rebuy</source>
        <translation>R&amp;ebuy</translation>
    </message>
    <message>
        <source>&amp;Add-on</source>
        <translation>Add-&amp;on</translation>
    </message>
    <message>
        <source>Re-en&amp;try</source>
        <translation>Újrane&amp;vezés</translation>
    </message>
</context>
<context>
    <name>PayoutsBox</name>
    <message>
        <location filename="../../director/ui/console/console_payouts.py" line="102" />
        <source>Payouts</source>
        <translation>Kifizetések</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_payouts.py" line="169" />
        <source>Place</source>
        <translation>Hely</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_payouts.py" line="169" />
        <source>Prize</source>
        <translation>Díj</translation>
    </message>
    <message>
      <source>No payout table yet: choose one in the tournament setup</source>
      <translation>Még nincs kifizetési táblázat: válassz egyet a verseny beállításainál</translation>
    </message>
    <message>
      <source>No payouts yet: they are worked out as players enter</source>
      <translation>Még nincs kifizetés: a játékosok nevezésével számolódik ki</translation>
    </message>
    <message>
      <source>No payouts yet: the payout table starts at %1 entries</source>
      <translation>Még nincs kifizetés: a kifizetési táblázat %1 nevezéstől indul</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_payouts.py" />
        <source>Deal: %1</source>
        <translation>Megállapodás: %1</translation>
    </message>
    <message>
        <source>Prize pool: %1</source>
        <translation>Díjalap: %1</translation>
    </message>
    <message>
        <source>Entries: %1 · players left: %2</source>
        <translation>Nevezések: %1 · még játszik: %2</translation>
    </message>
    <message>
        <source>Chips in play: %1</source>
        <translation>Zseton játékban: %1</translation>
    </message>
    <message>
        <source>Average stack: %1</source>
        <translation>Átlagos zsetonkészlet: %1</translation>
    </message>
</context>
<context>
    <name>CountDialog</name>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="98" />
        <source>Count chips: %1</source>
        <translation>Zsetonszámlálás: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="100" />
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_dialogs.py" line="102" />
        <source>By denomination</source>
        <translation>Címletenként</translation>
    </message>
</context>
<context>
    <name>MovesDialog</name>
    <message>
        <location filename="../../director/ui/console/seating.py" line="45" />
        <source>Balance the tables</source>
        <translation>Asztalok kiegyenlítése</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="47" />
        <source>Make these moves (R-8.4), then confirm:</source>
        <translation>Hajtsd végre ezeket az átültetéseket (R-8.4), majd hagyd jóvá:</translation>
    </message>
</context>
<context>
    <name>SeatingPage</name>
    <message>
        <source>Click a player of this table for Bust, Rebuy or Add-on.</source>
        <translation>Kattints ennek az asztalnak egy játékosára: kiesés, rebuy vagy add-on.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="139" />
        <source>Click a table to choose it.</source>
        <translation>Kattints egy asztalra a kiválasztásához.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="278" />
        <source>The tournament is finished: the seats stay as it ended (Ctrl+Z takes Finish tournament back).</source>
        <translation>A verseny véget ért: az ülésrend a befejezéskori marad (a Ctrl+Z visszavonja a verseny lezárását).</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="116" />
        <source>Next hand (Ctrl+H)</source>
        <translation>Következő leosztás (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="118" />
        <source>A hand dealt on the felt without the dealer panel: the button moves on (R-3.3) and the line says what is posted: the blinds, or in draw and stud the antes and the bring-in (R-4.2, R-6.4, R-6.5)</source>
        <translation>Osztósegéd nélkül, az asztalon osztott leosztás: az osztógomb továbblép (R-3.3), és a sor megmondja, mit kell betenni: a vakokat, húzós pókerben és studban az antét és a bring-int (R-4.2, R-6.4, R-6.5)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="160" />
        <source>This station only shows the seating: busts, rebuys and moves are made at the director's station.</source>
        <translation>Ez az állomás csak mutatja az ültetést: a kieséseket, a rebuyokat és az áthelyezéseket a versenyigazgató állomásán kell rögzíteni.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="78" />
        <source>Open tables</source>
        <translation>Asztalok nyitása</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Asztalok:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="81" />
        <source>Draw seats</source>
        <translation>Székek sorsolása</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="85" />
        <source>Draw for the button</source>
        <translation>Húzás a gombért</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="87" />
        <source>Balance / break tables</source>
        <translation>Kiegyenlítés / asztalbontás</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="92" />
        <source>Drag a player to an empty seat to move them.</source>
        <translation>Húzz egy játékost egy üres székre az áthelyezéshez.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="160" />
        <source>Open the tables first</source>
        <translation>Előbb nyisd meg az asztalokat</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="173" />
        <source>The button starts at seat %1 at %2</source>
        <translation>A gomb kezdőhelye: %1. szék (%2)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="180" />
        <source>%1 breaks</source>
        <translation>%1 bontva</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="189" />
        <source>Final table: %1</source>
        <translation>Döntőasztal: %1</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="201" />
        <source>The tables are balanced; nobody moves.</source>
        <translation>Az asztalok kiegyenlítettek; senki sem ül át.</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="219" />
        <source>Player moved to seat %1</source>
        <translation>Játékos áthelyezve ide: %1. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/seating.py" line="242" />
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
        <source>not tracked</source>
        <translation>nincs követve</translation>
    </message>
    <message>
        <source>%1 (%2): %3 seat %4 to %5 seat %6</source>
        <translation>%1 (%2): %3, %4. szék → %5, %6. szék</translation>
    </message>
    <message>
        <source>Done again: %1</source>
        <translation>Újra megtéve: %1</translation>
    </message>
</context>
<context>
    <name>TableGraphic</name>
    <message>
        <location filename="../../director/ui/console/table_view.py" line="1" />
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/table_view.py" line="1" />
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <source>not tracked</source>
        <translation>nincs követve</translation>
    </message>
    <message>
        <source>%1 (counted %2)</source>
        <translation>%1 (számolva: %2)</translation>
    </message>
</context>
<context>
    <name>self.view</name>
    <message>
        <location filename="../../director/ui/console/table_view.py" line="83" />
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/table_view.py" line="191" />
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
</context>
<context><name>EventPages</name><message><source>Cash game: %1</source><translation>Készpénzes játék: %1</translation></message><message><source>Cash tables: %1</source><translation>Készpénzes asztalok: %1</translation></message><message><source>Director console: %1</source><translation>Versenyigazgatói konzol: %1</translation></message><message><source>Seating: %1</source><translation>Ültetés: %1</translation></message><message><source>Table reports: %1</source><translation>Asztali jelentések: %1</translation></message></context>  <context>
    <name>ResultsDialog</name>
    <message>
      <source>Results: %1</source>
      <translation>Eredmények: %1</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Helyezés</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Játékos</translation>
    </message>
    <message>
      <source>Prize</source>
      <translation>Díj</translation>
    </message>
    <message>
      <source>Bounties</source>
      <translation>Fejpénzek</translation>
    </message>
  </context>
<context>
    <name>Tables</name>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>Table %1</source>
        <translation>%1. asztal</translation>
    </message>
</context>
<context>
    <name>ChipColours</name>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>orange</source>
        <translation>narancssárga</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>pink</source>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>grey</source>
        <translation>szürke</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/director_widgets.py" line="1" />
        <source>brown</source>
        <translation>barna</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>Take %1</source>
        <translation>Beszedendő: %1</translation>
    </message>
    <message>
        <source>Take %1 × %2 = %3</source>
        <translation>Beszedendő: %1 × %2 = %3</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>Move %1</source>
        <translation>%1 áthelyezése</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>%1 sits at %2, seat %3</source>
        <translation>%1 helye: %2, %3. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>Table:</source>
        <translation>Asztal:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>Seat:</source>
        <translation>Szék:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>%1 (%2 players)</source>
        <translation>%1 (%2 játékos)</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>No other open table has an empty seat</source>
        <translation>Egyik másik nyitott asztalnál sincs üres szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/move_dialog.py" line="1" />
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
</context>
<context>
    <name>PayoutsDialog</name>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Change payouts</source>
        <translation>Kifizetések módosítása</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Prize pool: %1 from %2 entries</source>
        <translation>Díjalap: %1, %2 nevezésből</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>A payout &amp;table:</source>
        <translation>Kifizetési &amp;táblázat:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>&amp;Prizes typed place by place</source>
        <translation>Díjak &amp;beírása helyezésenként</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>This event's table</source>
        <translation>Az esemény saját táblázata</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>&amp;Rounded to:</source>
        <translation>&amp;Kerekítés:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>&amp;Add a place</source>
        <translation>Helyezés &amp;hozzáadása</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Re&amp;move the last place</source>
        <translation>Az utolsó helyezés tö&amp;rlése</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>&amp;Use these payouts</source>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Place %1:</source>
        <translation>%1. hely:</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Place</source>
        <translation>Hely</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Prize</source>
        <translation>Díj</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/payouts_dialog.py" line="0" />
        <source>Typed: %1 of %2</source>
        <translation>Beírva: %1 / %2</translation>
    </message>
</context>
<context>
    <name>RegistrationRow</name>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>Re&amp;gister</source>
        <translation>&amp;Nevezés</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>Add players to the player database first</source>
        <translation>Előbb vegyél fel játékosokat az adatbázisba</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>%1 registered</source>
        <translation>%1 benevezett</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>no empty seat; open a table, then Draw seats</source>
        <translation>nincs üres szék; nyiss asztalt, és nyomd meg a Székek sorsolása gombot</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>Type a name, then Enter</source>
        <translation>Írj be egy nevet, majd Enter</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>Type the player's name first</source>
        <translation>Előbb írd be a játékos nevét</translation>
    </message>
    <message>
        <location filename="../../director/ui/console/console_registration.py" line="0" />
        <source>%1 added to the players and registered</source>
        <translation>%1 felkerült a játékosok közé és benevezett</translation>
    </message>
</context>
</TS>
