# A gyakorlóasztal helyzetei (issue 30): director/services/practice/scenario.py.

practice-unknown-game = Nincs „{ $name }” nevű játék; ezek közül választhatsz: { $names }
practice-unknown-limit = Nincs „{ $name }” nevű limit; ezek közül választhatsz: { $names }
practice-straddle-cash = A straddle a készpénzes asztal lehetősége: állítsd be a cash = true-t is (R-3.7)
practice-two-stacks = Egy helyzethez legalább két szék kell, mindegyiken zsetonnal (szék = zseton)
practice-button-seat = Az osztógomb az asztal egyik székén legyen, ne { ARTICLE($seat) } { $seat }. széken
practice-blinds-needed = { $name } vakokkal megy: add meg őket (blinds = [kisvak, nagyvak])
practice-cards-seat = { ARTICLE($seat, capital: "yes") } { $seat }. székre adtál meg lapokat, de az nincs az asztalnál
practice-not-cards = { $name }: a lapokat szövegként írd, például „As Kd”
practice-not-a-table = { $name }: székenkénti táblázat kell, például [{ $name }] 1 = …
practice-not-a-seat = { $name }: „{ $text }” nem széksorszám (1–10)
practice-not-a-pair = { $name }: két egész szám kell, például [50, 100]
practice-not-a-number = { $name }: zsetonszám kell, egész, 0 vagy több
practice-not-true-false = { $name }: true vagy false kell, idézőjel nélkül ({ $name } = true)
practice-bad-stakes = Ezekkel a tétekkel nem lehet játszani: { $text }
practice-unreadable = { $name } nem olvasható be helyzetként: { $text }
practice-not-utf8 = { $name } nem olvasható be helyzetként: nem UTF-8 szöveg. Mentsd UTF-8 kódolással (a szövegszerkesztőben ezen a néven találod), és nyisd meg újra
practice-not-toml = { $name } nem olvasható be helyzetként: { ARTICLE($line_number) } { $line_number }. sor { $column_number }. oszlopa nem úgy van írva, ahogy egy helyzetfájl sorai (kulcs = érték, a szöveg idézőjelek között, a lista szögletes zárójelben, a saját sorában lezárva, mint a mellékelt példákban). Javítsd ki azt a sort, és nyisd meg újra a fájlt
practice-beyond-a-scenario = { $name } nem olvasható be helyzetként: a helyzetfájl néhány soros kis szövegfájl ({ $most_bytes } bájtnál kisebb, rövid számokkal, néhány szint mély listákkal), ez pedig nem az
practice-hole-every-seat = Néhány székre megadtad a saját lapokat, { ARTICLE($seat) } { $seat }. székre nem: mindegyikre add meg, vagy egyikre se
practice-too-many-hole = { ARTICLE($seat, capital: "yes") } { $seat }. székre { $count } saját lapot adtál meg, de { ARTICLE($game) } { $game } játékban mindenki { $hole_count } lapot kap
practice-too-many-board = { $count } közös lapot adtál meg, de { ARTICLE($game) } { $game } játékban { $board_count } közös lap van
practice-too-many-chips = { $name }: { $amount } zseton több, mint amennyit a program számon tart (legfeljebb { $maximum } zseton)
