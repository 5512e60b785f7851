# Tournament and cash arithmetic (director.engine.event): seats, the button, balancing.

## Seats and the draw for the button (R-3.1, R-3.2)

event-seat-drew-no-card = seat { $seat } drew no card in this round
event-draw-needs-two-players = the draw for the button needs at least two players at the table; { $count ->
    [0] nobody is seated there
    [one] only seat { $seats } is taken
   *[other] seats { $seats } are taken
}
event-draw-seat-twice = a seat appears twice in the draw: [{ $seats }]
event-draw-unknown-tie-break = tie_break { $text } is not an option: use 'suit' or 'redraw'
event-draw-deck-ran-out = the stacked deck ran out: { $count } cards needed, { $left_count } left
# The draw's outcome: .cap is the part at the start of the sentence.
event-draw-result = { CASE($steps_text, case: "cap") }: the button starts at seat { $seat }
event-draw-then = { $first_text }; { $rest_text }
    .cap = { CASE($first_text, case: "cap") }; { $rest_text }
event-draw-tie = { $seats_text } tie with { $rank_text } and draw again
    .cap = { CASE($seats_text, case: "cap") } tie with { $rank_text } and draw again
event-draw-highest-card = seat { $seat } draws { $card }, the highest card
    .cap = Seat { $seat } draws { $card }, the highest card
event-draw-beats-by-suit = seat { $seat } draws { $card }, beating { $cards } by suit (clubs, diamonds, hearts, spades)
    .cap = Seat { $seat } draws { $card }, beating { $cards } by suit (clubs, diamonds, hearts, spades)
event-seat-word = seat { $seat }
    .cap = Seat { $seat }
event-seats-and = { $first_text } and { $rest_text }
    .cap = { CASE($first_text, case: "cap") } and { $rest_text }
event-seats-comma = { $first_text }, { $rest_text }
    .cap = { CASE($first_text, case: "cap") }, { $rest_text }
event-player-twice-to-seat = a player appears twice in the list to be seated
event-table-lists-seat-twice-seats = table { $table } lists a seat twice: [{ $seats }]
event-more-players-than-seats = { $players } players but only { $count } seats at the tables
event-no-empty-seat = every open table is full: open a table on the seating page, then seat the new entry
event-no-player-count-for-tables = no player count given for { $count ->
        [one] table
       *[other] tables
    } [{ $tables }]

## The button and the blinds from hand to hand (R-3.3 to R-3.7)

event-hand-needs-two-players = a hand needs at least two players; { $count ->
    [0] nobody can play
    [one] only seat { $seats } can play
   *[other] seats { $seats } can play
}
event-moving-button-cash-only = moving button and entry posts are cash-game options (R-3.4, R-3.6)
event-seats-cannot-post = seats [{ $seats }] cannot post: no player there or sitting out
event-moving-button-needs-two = the moving button needs two players who are not waiting
event-seats-have-no-chips = seats [{ $seats }] have no chips; list them in busted_this_hand, not in stacks
event-tournament-no-sitting-out = tournament players cannot sit out: an absent player is dealt in and blinded
event-sitting-out-no-player = seats [{ $seats }] are sitting out but have no player
event-blinds-must-be-positive = blinds must be positive: small { $small_blind }, big { $big_blind }
event-game-has-no-blinds = { $game_name } has no blinds; use HandSetup.at_table with a bring-in
event-no-straddle-heads-up = no straddle heads-up (R-3.7)
event-no-stack-for-seats = no stack given for dealt-in seats [{ $seats }]
# the next hand's positions: button; small blind; big blind
event-button-and-blinds = { $button_text }; { $small_text }; { $big_text }
event-button-at = Button at seat { $seat }
event-button-dead = Button at seat { $seat } (dead button)
event-no-small-blind = no small blind this hand
event-no-small-blind-seat-empty = no small blind this hand (seat { $seat } is empty)
event-heads-up-button-posts-small-blind = heads-up: the button, seat { $seat }, posts the small blind
event-seat-posts-small-blind = seat { $seat } posts the small blind
event-seat-posts-big-blind = seat { $seat } posts the big blind

## Balancing and breaking tables (R-8.4, TDA 11, RP-9)

event-table-lists-seat-twice = table { $table } lists a seat twice
event-table-players-distinct-seats = table { $table }: players must sit in distinct seats of [{ $seats }], got seats [{ $given_seats }]
event-nobody-in-seat = nobody sits in seat { $seat } at table { $table }
event-table-has-no-players = table { $table } has no players
event-seat-not-empty = seat { $seat } at table { $table } is not empty
event-seat-moves = Seat { $from_seat } at table { $from_table } moves to table { $to_table } seat { $to_seat }
event-no-tables-to-balance = no tables to balance
event-player-in-two-seats = a player sits at two seats; each player has exactly one seat
event-break-order-table-twice = a table appears twice in the break order [{ $tables }]
event-balance-after-next-hand = { $count ->
        [one] table
       *[other] tables
    } { $tables } can take a player only in the small blind; balance again after the next hand
event-final-table-too-large = final table size { $size } is more than the { $count } seats of table { $table }
