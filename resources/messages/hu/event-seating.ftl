# A verseny és a készpénzes játék számításai (director.engine.event): székek, osztógomb, kiegyenlítés.

## Székek és az osztógomb sorsolása (R-3.1, R-3.2)

event-seat-drew-no-card = { ARTICLE($seat) } { $seat }. szék nem húzott lapot ebben a körben
event-draw-needs-two-players = az osztógomb-sorsoláshoz legalább két játékos kell az asztalnál; { $count ->
    [0] ott senki sem ül
    [one] csak { ARTICLE($seats) } { $seats }. szék foglalt
   *[other] foglalt székek: { $seats }
}
event-draw-seat-twice = egy szék kétszer szerepel a sorsolásban: { $seats }
event-draw-unknown-tie-break = { ARTICLE($text) } { $text } nem választható holtverseny-döntés: 'suit' (szín) vagy 'redraw' (újrahúzás) lehet
event-draw-deck-ran-out = elfogyott a megadott pakli: { $count } lap kellene, { $left_count } maradt
event-draw-result = { CASE($steps_text, case: "cap") }: az osztógomb { ARTICLE($seat) } { $seat }. székről indul
event-draw-then = { $first_text }; { $rest_text }
    .cap = { CASE($first_text, case: "cap") }; { $rest_text }
event-draw-tie = { $seats_text } holtversenyben van ({ $rank_text }), újra húznak
    .cap = { CASE($seats_text, case: "cap") } holtversenyben van ({ $rank_text }), újra húznak
event-draw-highest-card = { ARTICLE($seat) } { $seat }. szék { $card } lapot húz, ez a legmagasabb lap
    .cap = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $card } lapot húz, ez a legmagasabb lap
event-draw-beats-by-suit = { ARTICLE($seat) } { $seat }. szék { $card } lapot húz, és a színe alapján veri ezt: { $cards } (treff, káró, kör, pikk)
    .cap = { ARTICLE($seat, capital: "yes") } { $seat }. szék { $card } lapot húz, és a színe alapján veri ezt: { $cards } (treff, káró, kör, pikk)
event-seat-word = { ARTICLE($seat) } { $seat }. szék
    .cap = { ARTICLE($seat, capital: "yes") } { $seat }. szék
event-seats-and = { $first_text } és { $rest_text }
    .cap = { CASE($first_text, case: "cap") } és { $rest_text }
event-seats-comma = { $first_text }, { $rest_text }
    .cap = { CASE($first_text, case: "cap") }, { $rest_text }
event-player-twice-to-seat = egy játékos kétszer szerepel a leültetendők listáján
event-table-lists-seat-twice-seats = { ARTICLE($table) } { $table }. asztal egy széket kétszer sorol fel: { $seats }
event-more-players-than-seats = { $players } játékos van, de az asztaloknál csak { $count } szék
event-no-empty-seat = minden nyitott asztal megtelt: nyiss egy asztalt az ültetésnél, utána ültesd le az új nevezést
event-no-player-count-for-tables = nincs megadva a játékosszám ezekhez az asztalokhoz: { $tables }

## Az osztógomb és a vakok leosztásról leosztásra (R-3.3–R-3.7)

event-hand-needs-two-players = egy leosztáshoz legalább két játékos kell; { $count ->
    [0] senki sem játszhat
    [one] csak { ARTICLE($seats) } { $seats }. szék játszhat
   *[other] játszhat: { $seats }. szék
}
event-moving-button-cash-only = a mozgó osztógomb és a belépő vak a készpénzes játék lehetőségei (R-3.4, R-3.6)
event-seats-cannot-post = { ARTICLE($seats) } { $seats }. szék nem tehet be vakot: nincs ott játékos, vagy kihagy
event-moving-button-needs-two = a mozgó osztógombhoz két nem várakozó játékos kell
event-seats-have-no-chips = { ARTICLE($seats) } { $seats }. széken nincs zseton; ezek a kiesettek közé tartoznak, nem a zsetonkészletek közé
event-tournament-no-sitting-out = versenyen nem lehet kihagyni: a távollévő játékos ugyanúgy lapot kap, és fizeti a vakokat
event-sitting-out-no-player = { ARTICLE($seats) } { $seats }. szék kihagyóként szerepel, de nem ül ott játékos
event-blinds-must-be-positive = a vakoknak pozitívnak kell lenniük: kisvak { $small_blind }, nagyvak { $big_blind }
event-game-has-no-blinds = { ARTICLE($game_name) } { $game_name } játékban nincs vak; bring-innel kell indítani
event-no-straddle-heads-up = heads-upban nincs straddle (R-3.7)
event-no-stack-for-seats = nincs megadva zsetonkészlet a lapot kapó székekhez: { $seats }
event-button-and-blinds = { $button_text }; { $small_text }; { $big_text }
event-button-at = Osztógomb: { $seat }. szék
event-button-dead = Osztógomb: { $seat }. szék (holt osztógomb)
event-no-small-blind = ebben a leosztásban nincs kisvak
event-no-small-blind-seat-empty = ebben a leosztásban nincs kisvak ({ ARTICLE($seat) } { $seat }. szék üres)
event-heads-up-button-posts-small-blind = heads-up: az osztógomb, { ARTICLE($seat) } { $seat }. szék teszi be a kisvakot
event-seat-posts-small-blind = { ARTICLE($seat) } { $seat }. szék teszi be a kisvakot
event-seat-posts-big-blind = { ARTICLE($seat) } { $seat }. szék teszi be a nagyvakot

## Asztalok kiegyenlítése és bontása (R-8.4, TDA 11, RP-9)

event-table-lists-seat-twice = { ARTICLE($table) } { $table }. asztal egy széket kétszer sorol fel
event-table-players-distinct-seats = { $table }. asztal: a játékosoknak különböző székeken kell ülniük ({ $seats }), a megadott székek: { $given_seats }
event-nobody-in-seat = { ARTICLE($table) } { $table }. asztal { $seat }. székén senki sem ül
event-table-has-no-players = { ARTICLE($table) } { $table }. asztalnál nem ül senki
event-seat-not-empty = { ARTICLE($table) } { $table }. asztal { $seat }. széke nem üres
event-seat-moves = { ARTICLE($from_table, capital: "yes") } { $from_table }. asztal { $from_seat }. széke átül { ARTICLE($to_table) } { $to_table }. asztal { $to_seat }. székére
event-no-tables-to-balance = nincs kiegyenlítendő asztal
event-player-in-two-seats = egy játékos két széken ül; minden játékosnak pontosan egy széke van
event-break-order-table-twice = egy asztal kétszer szerepel a bontási sorrendben: { $tables }
event-balance-after-next-hand = { $count ->
        [one] { ARTICLE($tables) } { $tables }. asztalhoz
       *[other] ezekhez az asztalokhoz ({ $tables })
    } csak a kisvakba ülhetne játékos; a következő leosztás után egyenlíts ki újra
event-final-table-too-large = a döntőasztal létszáma ({ $size }) több, mint { ARTICLE($table) } { $table }. asztal { $count } széke
