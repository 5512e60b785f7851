# All-in esélyek (director.engine.equity, R-7.1): amit nem lehet végigosztani.

equity-no-board-or-stud = esélyt közös lapos játékokra és studra számolunk, húzós játékokra nem
equity-needs-two-hands = az esélyekhez legalább két felfordított kéz kell, most { $count } van
equity-card-twice = { ARTICLE($card, capital: "yes") } { $card } kétszer szerepel; egy lap csak egy helyen lehet
equity-card-not-in-deck = { ARTICLE($card, capital: "yes") } { $card } nem lapja ennek a játék paklijának
equity-stud-has-no-board = a studban nincs közös lap: minden játékos lefordított és felfordított lapjait kell megadni
equity-stud-hand-size = { ARTICLE($number, capital: "yes") } { $number }. játékosnál { $count } lap van; egy stud kézben 1–7 lap lehet
equity-hole-cards = { ARTICLE($number, capital: "yes") } { $number }. játékosnál { $count } saját lap van; ez a játék { $n } lapot kér
equity-board-too-long = a közös lapok száma legfeljebb 5, most { $count }
equity-too-few-cards = még { $count } lapnak kellene jönnie, de csak { $n } maradt a pakliban
