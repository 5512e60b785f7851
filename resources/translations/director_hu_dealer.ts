<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hu_HU">
<context>
    <name>ActionsBar</name>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="50" />
        <source>Fold (F)</source>
        <translation>Dobás (F)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="51" />
        <location filename="../../director/ui/dealer/actions_bar.py" line="108" />
        <source>Check (C)</source>
        <translation>Passz (C)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="52" />
        <source>Raise (R)</source>
        <translation>Emelés (R)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="53" />
        <source>All-in (A)</source>
        <translation>All-in (A)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="54" />
        <source>Bring in (B)</source>
        <translation>Bring-in (B)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="55" />
        <source>Muck (M)</source>
        <translation>Bedobás (M)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="56" />
        <source>Next (N)</source>
        <translation>Tovább (N)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="65" />
        <source>Stand pat (0)</source>
        <translation>Nem cserél (0)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="103" />
        <source>Bring in {0} (B)</source>
        <translation>Bring-in {0} (B)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="109" />
        <source>Call {0} (C)</source>
        <translation>Megadás {0} (C)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="113" />
        <source>Complete</source>
        <translation>Kiegészítés</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="115" />
        <source>Raise</source>
        <translation>Emelés</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="117" />
        <source>Bet</source>
        <translation>Tét</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="119" />
        <source>{0} to {1} (R)</source>
        <translation>{0} összesen {1} (R)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="122" />
        <source>{0} to (R)</source>
        <translation>{0} összesen (R)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="126" />
        <source>pot-limit maximum</source>
        <translation>pot limit szerinti maximum</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="126" />
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="131" />
        <source>All-in {0} (A)</source>
        <translation>All-in {0} (A)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="139" />
        <source>Show (N)</source>
        <translation>Mutatás (N)</translation>
    </message>
    <message>
        <source>Draw {0} ({0})</source>
        <translation>Csere: {0} ({0})</translation>
    </message>
    <message>
        <source>Call {0}, all-in (C/A)</source>
        <translation>Megadás {0}, all-in (C/A)</translation>
    </message>
    <message>
        <source>Bring in {0}, all-in (B/A)</source>
        <translation>Bring-in {0}, all-in (B/A)</translation>
    </message>
    <message>
        <source>{0} to {1}, all-in (R/A)</source>
        <translation>{0} összesen {1}, all-in (R/A)</translation>
    </message>
    <message>
        <source>{0} to {1}, all-in (H/A)</source>
        <translation>{0} összesen {1}, all-in (H/A)</translation>
    </message>
    <message>
        <source>Call {0} to {1} (C)</source>
        <translation>Megadás {0}, összesen {1} (C)</translation>
    </message>
    <message>
        <source>All-in {0} to {1} (A)</source>
        <translation>All-in {0}, összesen {1} (A)</translation>
    </message>
    <message>
        <source>{0} to {1} ({2})</source>
        <translation>{0} összesen {1} ({2})</translation>
    </message>
    <message>
        <source>{0} to {1} or {2} ({3})</source>
        <translation>{0} összesen {1} vagy {2} ({3})</translation>
    </message>
    <message>
        <source>{0} to {1} (H)</source>
        <translation>{0} összesen {1} (H)</translation>
    </message>
    <message>
        <source>maximum (all-in)</source>
        <translation>maximum (all-in)</translation>
    </message>
    <message>
        <source>{0} to: minimum {1}, {2} {3} ({4})</source>
        <translation>{0} összesen: minimum {1}, {2} {3} ({4})</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="41" />
        <source>Type cards: As Kd 10h</source>
        <translation>Lapok beírása: As Kd 10h</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="43" />
        <source>Clear</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="79" />
        <source>required</source>
        <translation>kötelező</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="79" />
        <source>optional</source>
        <translation>nem kötelező</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="80" />
        <source>Cards: {0} ({1}, {2})</source>
        <translation>Lapok: {0} ({1} db, {2})</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="82" />
        <source>No cards needed for this step</source>
        <translation>Ehhez a lépéshez nem kell lapot megadni</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/card_grid.py" line="117" />
        <source>Not a card: use a rank and a suit, like As or 10h</source>
        <translation>Ez nem lap: adj meg rangot és színt angol jelöléssel, pl. As vagy 10h</translation>
    </message>
    <message>
        <source>“{0}” is not a card: use a rank and a suit, like As or 10h</source>
        <translation>„{0}” nem lap: adj meg rangot és színt angol jelöléssel, pl. As vagy 10h</translation>
    </message>
    <message>
        <source>; or {0} for every seat, in dealing order</source>
        <translation>; vagy {0} lap az összes székre, osztási sorrendben</translation>
    </message>
    <message>
        <source>; or the {0} board cards after it</source>
        <translation>; vagy az utána osztott {0} boardlap</translation>
    </message>
    <message>
        <source>This step takes at most {0} cards: {1} typed</source>
        <translation>Ehhez a lépéshez legfeljebb {0} lap kell; {1} lapot írtál be</translation>
    </message>
    <message>
        <source>This step takes one card: {0} typed</source>
        <translation>Ehhez a lépéshez egy lap kell; {0} lapot írtál be</translation>
    </message>
</context>
<context>
    <name>DealerPanel</name>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="39" />
        <source>Undo (U)</source>
        <translation>Visszavonás (U)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="39" />
        <source>Close this panel</source>
        <translation>Panel bezárása</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="167" />
        <source>Pots: {0}</source>
        <translation>Kasszák: {0}</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="181" />
        <source>Declare</source>
        <translation>Bejelentés</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="188" />
        <source>Show</source>
        <translation>Mutatás</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="200" />
        <source>Award</source>
        <translation>Kassza kiosztása</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="203" />
        <source>Posted</source>
        <translation>Betéve</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="204" />
        <source>Burned</source>
        <translation>Égetve</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="204" />
        <location filename="../../director/ui/dealer/panel.py" line="205" />
        <source>Dealt</source>
        <translation>Kiosztva</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="205" />
        <source>Discarded</source>
        <translation>Eldobva</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="206" />
        <source>Next hand</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <source>Choose the card seat {0} discards: every card of the hand is known</source>
        <translation>{0}. szék: válaszd ki, melyik lapját dobja el; a kéz minden lapja ismert</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="299" />
        <source>A step taken back is not put back: press its key again</source>
        <translation>A visszavont lépés nem kerül vissza: nyomd meg újra a billentyűjét</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/panel.py" line="0" />
        <source>This table is closed: there is no dealer step to take back here. The director opens it again with Ctrl+Z on the seating or the cash tables page</source>
        <translation>Ez az asztal bezárt: itt nincs visszavonható osztói lépés. A versenyigazgató az ültetésnél vagy a készpénzes asztalok oldalán nyithatja meg újra, Ctrl+Z-vel</translation>
    </message>
</context>
<context>
    <name>StakesWords</name>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>On a break: the next hand is dealt at the stakes of the level after it (level {0}, {1}; R-8.1)</source>
        <translation>Szünet van: a következő leosztás a szünet utáni szint tétjeivel megy ({0}. szint, {1}; R-8.1)</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>Color-up at this break: the {0} chips leave play, the odd ones raced off (R-8.3).</source>
        <translation>Zsetoncsere ebben a szünetben: {0} értékű zsetonok kikerülnek a játékból, a maradékukat zsetonverseny dönti el (R-8.3).</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>Colored up: the {0} chips are out of play (R-8.3).</source>
        <translation>Zsetoncsere kész: {0} értékű zsetonok kikerültek a játékból (R-8.3).</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>&lt;b&gt;{0}&lt;/b&gt; — {1} — hand {2}, button seat {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; — {1} — {2}. leosztás, gomb: {3}. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source> (next hand: {0})</source>
        <translation> (következő leosztás: {0})</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>&lt;b&gt;{0}&lt;/b&gt; — {1} — hand {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; — {1} — {2}. leosztás</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>survivor</source>
        <translation>túlélő</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>Guts ({0})</source>
        <translation>Guts ({0})</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>blinds {0}/{1}</source>
        <translation>vakok {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>limit {0}/{1}</source>
        <translation>limit {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>bets {0} to {1}</source>
        <translation>tét {0}–{1}</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>ante {0}</source>
        <translation>ante {0}</translation>
    </message>
    <message>
        <location filename="../../director/ui/common/stakes_words.py" line="1" />
        <source>bring-in {0}</source>
        <translation>bring-in {0}</translation>
    </message>
</context>
<context>
    <name>DeclareBox</name>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="1" />
        <source>Declared in (R-6.6)</source>
        <translation>Bent maradók (R-6.6)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/actions_bar.py" line="1" />
        <source>Seat {0} in ({1})</source>
        <translation>{0}. szék bent ({1})</translation>
    </message>
</context>
<context>
    <name>PotsView</name>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="28" />
        <source>Pots</source>
        <translation>Kasszák</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="44" />
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} — seats {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: {1} — székek: {2}</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="47" />
        <source>All pots pushed</source>
        <translation>Minden kassza kiosztva</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="47" />
        <source>No chips in the pot yet</source>
        <translation>Még nincs zseton a kasszában</translation>
    </message>
    <message>
        <source>seat {0} {1}</source>
        <translation>{0}. szék {1}</translation>
    </message>
</context>
<context>
    <name>SeatsView</name>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="16" />
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="16" />
        <source>Stack</source>
        <translation>Zsetonok</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="16" />
        <source>Bet</source>
        <translation>Tét</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="17" />
        <source>In pot</source>
        <translation>Kasszában</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="17" />
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="18" />
        <source>Status</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="31" />
        <source>folded</source>
        <translation>dobott</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="31" />
        <source>mucked</source>
        <translation>bedobta</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="32" />
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="32" />
        <source>shown</source>
        <translation>mutatta</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="33" />
        <source>button</source>
        <translation>gomb</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="67" />
        <source>small blind</source>
        <translation>kisvak</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="68" />
        <source>big blind</source>
        <translation>nagyvak</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="33" />
        <source>in</source>
        <translation>játékban</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/seats_view.py" line="38" />
        <source>to act</source>
        <translation>ő következik</translation>
    </message>
</context>
<context>
    <name>TrainingView</name>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="39" />
        <source>Trainee</source>
        <translation>Tanuló neve</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="45" />
        <source>Finish and save score</source>
        <translation>Befejezés és pontszám mentése</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="62" />
        <source>Answer</source>
        <translation>Válasz</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="64" />
        <source>Next question (N)</source>
        <translation>Következő kérdés (N)</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="71" />
        <source>Trainee:</source>
        <translation>Tanuló:</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="73" />
        <source>Drill:</source>
        <translation>Gyakorlat:</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="107" />
        <source>Amounts separated by semicolons, main pot first: %1; %2</source>
        <translation>Összegek pontosvesszővel elválasztva, a főkassza elöl: %1; %2</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="108" />
        <source>Amount</source>
        <translation>Összeg</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="124" />
        <source>Seat {0}</source>
        <translation>{0}. szék</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="150" />
        <source>✔ Right: {0}</source>
        <translation>✔ Helyes: {0}</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="153" />
        <source>✘ Wrong. The answer is {0}. {1}</source>
        <translation>✘ Hibás. A helyes válasz: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="172" />
        <source>Hand {0}: &lt;b&gt;{1}&lt;/b&gt;, {2} (smallest bet {3}) — pot {4}</source>
        <translation>{0}. leosztás: &lt;b&gt;{1}&lt;/b&gt;, {2} (legkisebb tét {3}) — kassza {4}</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="176" />
        <source> — board {0}</source>
        <translation> — közös lapok: {0}</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="182" />
        <source>Score: {0} of {1}</source>
        <translation>Pontszám: {0} / {1}</translation>
    </message>
    <message>
        <source>Every question</source>
        <translation>Minden kérdés</translation>
    </message>
    <message>
        <source>Side pots only</source>
        <translation>Csak mellékkasszák</translation>
    </message>
    <message>
        <source>Stud bring-ins only</source>
        <translation>Csak stud bring-in (kötelező nyitó tét)</translation>
    </message>
    <message>
        <source>Pot-limit maths only</source>
        <translation>Csak pot limites számolás</translation>
    </message>
    <message>
        <source>Who acts and how much</source>
        <translation>Ki következik és mennyivel</translation>
    </message>
    <message>
        <source>Showdown: who shows, who wins, odd chips</source>
        <translation>Mutatás: ki mutat, ki nyer, maradék zseton</translation>
    </message>
    <message>
        <source>All-in equity: who is ahead, by how much</source>
        <translation>All-in esélyek: ki vezet, és mennyivel</translation>
    </message>
    <message>
        <source>Seat and share in %, separated by a semicolon: 3; 70</source>
        <translation>Szék és részesedés %-ban, pontosvesszővel elválasztva: 3; 70</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="0" />
        <source>down: {0} | up: {1}</source>
        <translation>lefordítva: {0} | felfordítva: {1}</translation>
    </message>
    <message>
        <location filename="../../director/ui/practice/training_view.py" line="0" />
        <source>Drill changed to “{0}”. The score of this session carries on: {1} of {2}.</source>
        <translation>Új gyakorlat: „{0}”. A pontszám ebben a menetben megmarad: {1} / {2}.</translation>
    </message>
    <message>
        <source>Practice table…</source>
        <translation>Gyakorlóasztal…</translation>
    </message>
</context>
<context>
    <name>WinnersPicker</name>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="61" />
        <source>Pick the winners by hand</source>
        <translation>Nyertesek kiválasztása kézzel</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="65" />
        <source>Award to the picked seats</source>
        <translation>Kiosztás a kiválasztott székeknek</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="83" />
        <source>{0}, low</source>
        <translation>{0}, low (alacsony)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="86" />
        <source>{0}, high</source>
        <translation>{0}, high (magas)</translation>
    </message>
    <message>
        <location filename="../../director/ui/dealer/pots_view.py" line="91" />
        <source>Seat {0}</source>
        <translation>{0}. szék</translation>
    </message>
</context>
<context>
    <name>DealerPages</name>
    <message>
        <source>Dealer panel</source>
        <translation>Osztósegéd</translation>
    </message>
    <message>
        <source>Dealer panel, %1</source>
        <translation>Osztósegéd, %1</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Asztal:</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Actions</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Szék</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>Scenario… (Ctrl+O)</source>
        <translation>Helyzet… (Ctrl+O)</translation>
    </message>
</context>
<context>
    <name>ScenarioDialog</name>
    <message>
        <source>Practice table</source>
        <translation>Gyakorlóasztal</translation>
    </message>
    <message>
        <source>Open a scenario file…</source>
        <translation>Helyzet megnyitása fájlból…</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Példa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Vakok</translation>
    </message>
    <message>
        <source>Fixed-limit bets (spread: least, most)</source>
        <translation>Fix limites tétek (spread: legkisebb, legnagyobb)</translation>
    </message>
    <message>
        <source>Ante, bring-in</source>
        <translation>Ante, bring-in</translation>
    </message>
    <message>
        <source>Seats and stacks</source>
        <translation>Székek és zsetonok</translation>
    </message>
    <message>
        <source>Button seat</source>
        <translation>Az osztógomb széke</translation>
    </message>
    <message>
        <source>Cash table (open pair R-6.4, straddle R-3.7)</source>
        <translation>Készpénzes asztal (nyitott pár R-6.4, straddle R-3.7)</translation>
    </message>
    <message>
        <source>Straddle at every hand</source>
        <translation>Straddle minden leosztásban</translation>
    </message>
    <message>
        <source>Hole cards (optional)</source>
        <translation>Saját lapok (nem kötelező)</translation>
    </message>
    <message>
        <source>Board (optional)</source>
        <translation>Közös lapok (nem kötelező)</translation>
    </message>
    <message>
        <source>1=10000 2=10000 4=350</source>
        <translation>1=10000 2=10000 4=350</translation>
    </message>
    <message>
        <source>1=As Kd; 4=Qh Qs</source>
        <translation>1=As Kd; 4=Qh Qs</translation>
    </message>
    <message>
        <source>2c 7d 8h Jc Qs</source>
        <translation>2c 7d 8h Jc Qs</translation>
    </message>
    <message>
        <source>Guts (Monte Carlo)</source>
        <translation>Guts (Monte Carlo)</translation>
    </message>
    <message>
        <source>Guts (survivor)</source>
        <translation>Guts (survivor)</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Helyzet megnyitása</translation>
    </message>
    <message>
        <source>Scenarios (*.toml)</source>
        <translation>Helyzetek (*.toml)</translation>
    </message>
</context>
</TS>