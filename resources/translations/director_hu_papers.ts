<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
  <context>
    <name>EnvelopesDialog</name>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="34" />
      <source>Mystery bounty envelopes</source>
      <translation>Rejtélyes fejpénzek borítékjai</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="46" />
      <source>Bounty pool: %1</source>
      <translation>Fejpénzalap: %1</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="48" />
      <source>e.g. %1</source>
      <translation>pl. %1</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="49" />
      <source>&amp;Set the envelopes</source>
      <translation>A borítékok &amp;beállítása</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="50" />
      <source>Close</source>
      <translation>Bezárás</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="58" />
      <source>Each bust draws one envelope at random for the eliminator; the envelopes left go to the winner.</source>
      <translation>Minden kiesésnél a kiütő véletlenszerűen húz egy borítékot; a megmaradt borítékok a győztesé.</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="68" />
      <source>Type the envelopes' amounts, separated by semicolons: %1</source>
      <translation>Add meg a borítékok összegét pontosvesszővel elválasztva: %1</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="108" />
      <source>“%1” is not a whole amount: type the envelopes' amounts separated by semicolons, e.g. %2</source>
      <translation>„%1” nem egész összeg: a borítékok összegét pontosvesszővel elválasztva add meg, pl. %2</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="52" />
      <source>The envelopes' amounts, separated by semicolons:</source>
      <translation>A borítékok összegei pontosvesszővel elválasztva:</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="76" />
      <source>%1 envelopes set</source>
      <translation>%1 boríték beállítva</translation>
    </message>
  </context>
  <context>
    <name>HandTimerWidget</name>
    <message>
      <location filename="../../director/ui/clock/hand_timer.py" line="83" />
      <source>Hand timer: start / reset (T)</source>
      <translation>Döntési óra: indítás / újra (T)</translation>
    </message>
    <message>
      <location filename="../../director/ui/clock/hand_timer.py" line="84" />
      <source>+%1 s (E)</source>
      <translation>+%1 mp (E)</translation>
    </message>
    <message>
      <location filename="../../director/ui/clock/hand_timer.py" line="116" />
      <location filename="../../director/ui/clock/hand_timer.py" line="170" />
      <source>Time!</source>
      <translation>Lejárt!</translation>
    </message>
  </context>
  <context>
    <name>LeaguesWindow</name>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="48" />
      <location filename="../../director/ui/home/leagues.py" line="245" />
      <source>Leagues</source>
      <translation>Ligák</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="54" />
      <source>New league</source>
      <translation>Új liga</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="58" />
      <source>Field: players - place + 1</source>
      <translation>Létszám: players - place + 1</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="59" />
      <source>Square root: 10 * sqrt(players) / sqrt(place)</source>
      <translation>Négyzetgyökös: 10 * sqrt(players) / sqrt(place)</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="60" />
      <source>Buy-in: the square root formula * (1 + log(buyin + 0.25))</source>
      <translation>Nevezési díjas: a négyzetgyökös képlet * (1 + log(buyin + 0.25))</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="65" />
      <source>all</source>
      <translation>mind</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="67" />
      <source>equal totals share the place</source>
      <translation>azonos pontszám: holtverseny</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="68" />
      <source>more wins ahead</source>
      <translation>több győzelem előrébb</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="69" />
      <source>better best finish ahead</source>
      <translation>jobb legjobb helyezés előrébb</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="71" />
      <source>&amp;Create league</source>
      <translation>Liga &amp;létrehozása</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="74" />
      <source>&amp;Name:</source>
      <translation>&amp;Név:</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="75" />
      <source>&amp;Formula:</source>
      <translation>&amp;Képlet:</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="76" />
      <source>Values: place, players, buyin, rebuys, addons, bounties, prize; sqrt, log, min, max, abs, round</source>
      <translation>Értékek: place (helyezés), players (létszám), buyin (nevezési díj), rebuys, addons, bounties (fejpénzek), prize (nyeremény); sqrt, log, min, max, abs, round</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="78" />
      <source>&amp;Best results counted:</source>
      <translation>Beszámított &amp;legjobb eredmények:</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="79" />
      <source>&amp;Ties:</source>
      <translation>&amp;Holtverseny:</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="83" />
      <source>&amp;Add event</source>
      <translation>Verseny &amp;hozzáadása</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="89" />
      <source>Place</source>
      <translation>Helyezés</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="89" />
      <source>Player</source>
      <translation>Játékos</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="90" />
      <source>Points</source>
      <translation>Pont</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="90" />
      <source>Counted</source>
      <translation>Beszámítva</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="91" />
      <source>Wins</source>
      <translation>Győzelmek</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="97" />
      <source>&amp;Print standings...</source>
      <translation>Tabella &amp;nyomtatása...</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="99" />
      <source>Save as &amp;CSV...</source>
      <translation>Mentés &amp;CSV-be...</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="103" />
      <source>League:</source>
      <translation>Liga:</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="157" />
      <source>League created</source>
      <translation>A liga elkészült</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="170" />
      <source>Create a league first</source>
      <translation>Előbb hozz létre egy ligát</translation>
    </message>
    <message>
      <source>There is no tournament to add yet: a league counts tournaments</source>
      <translation>Még nincs hozzáadható verseny: a liga versenyeket számol</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="188" />
      <source>Events: %1</source>
      <translation>Versenyek: %1</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="207" />
      <source>%1: place %2 of %3, %4 points</source>
      <translation>%1: %2. hely %3 közül, %4 pont</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="232" />
      <source>Save as CSV</source>
      <translation>Mentés CSV-be</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="233" />
      <source>CSV (*.csv)</source>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../director/ui/home/leagues.py" line="237" />
      <source>Saved</source>
      <translation>Elmentve</translation>
    </message>
  </context>
  <context>
    <name>PapersDialog</name>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="124" />
      <source>Papers</source>
      <translation>Nyomtatványok</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="126" />
      <source>Seat cards</source>
      <translation>Ülőhelykártyák</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="126" />
      <source>Seating list</source>
      <translation>Ültetési lista</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="127" />
      <source>Table move slips</source>
      <translation>Asztalváltási cédulák</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="127" />
      <source>Payout receipts</source>
      <translation>Kifizetési elismervények</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="128" />
      <source>Results</source>
      <translation>Eredmények</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="88" />
      <source>Structure sheet</source>
      <translation>Struktúralap</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="128" />
      <source>Cash game settlement</source>
      <translation>Készpénzes játék elszámolása</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="129" />
      <source>The night's report</source>
      <translation>Az este jelentése</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="135" />
      <source>A4</source>
      <translation>A4</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="135" />
      <source>Letter</source>
      <translation>Letter</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="136" />
      <source>80 mm receipt</source>
      <translation>80 mm-es blokk</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="139" />
      <source>&amp;Paper:</source>
      <translation>&amp;Nyomtatvány:</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="140" />
      <source>Paper &amp;size:</source>
      <translation>Papír&amp;méret:</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="143" />
      <source>Pre&amp;view and print...</source>
      <translation>&amp;Előnézet és nyomtatás...</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="145" />
      <source>Save as P&amp;DF...</source>
      <translation>Mentés P&amp;DF-be...</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="147" />
      <source>Ledger as &amp;CSV...</source>
      <translation>Pénztárkönyv &amp;CSV-be...</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="147" />
      <source>Results as &amp;CSV...</source>
      <translation>Eredmények &amp;CSV-be...</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="151" />
      <source>Close</source>
      <translation>Bezárás</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="192" />
      <source>Save as PDF</source>
      <translation>Mentés PDF-be</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="193" />
      <source>PDF (*.pdf)</source>
      <translation>PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="200" />
      <source>Save as CSV</source>
      <translation>Mentés CSV-be</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="201" />
      <source>CSV (*.csv)</source>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../director/ui/papers/papers.py" line="206" />
      <source>Saved</source>
      <translation>Elmentve</translation>
    </message>
    <message>
      <location filename="../../director/ui/console/bounty_envelopes.py" line="85" />
      <location filename="../../director/ui/papers/papers.py" line="222" />
      <source>Resume an event first</source>
      <translation>Előbb folytass egy eseményt</translation>
    </message>
  </context>
  <context>
    <name>PlayersCsv</name>
    <message>
      <source>Import players from CSV</source>
      <translation>Játékosok beolvasása CSV-ből</translation>
    </message>
    <message>
      <source>CSV (*.csv)</source>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <source>Export players as CSV</source>
      <translation>Játékosok mentése CSV-be</translation>
    </message>
    <message>
      <source>Players saved</source>
      <translation>A játékosok elmentve</translation>
    </message>
  </context>
</TS>