# What the services say (director.services): refusals of a director's command.
# Tables are named by svc-table (a table the program numbered) or svc-table-named.

## Tables and the rows undo restores

svc-table = Table { $table }
svc-table-named = { $name }
svc-table-id = table { $table }
svc-then = { $first_text }; { $rest_text }
svc-row-event = event
svc-row-table = table
svc-row-seat = seat
svc-row-entry = entry
svc-row-clock = clock
svc-row-chip-set = chip set
svc-row-ledger-line = ledger line
svc-row-cash-table = cash table
svc-row-waiting-list = waiting list
svc-row-other = record

## Records a command names

svc-no-event = there is no event { $event_number }
svc-no-player = there is no player { $player_number }
svc-no-entry = there is no entry { $entry_number }
svc-no-table = there is no table { $table_number }
svc-no-hand = there is no hand { $hand_number }
svc-no-open-cash-table = there is no open cash table { $table_number }
svc-time-not-aware = times must be aware (with a time zone)

## What a command was given (director.services.core.validation)

svc-field-amount = the amount
svc-field-bet = the bet
svc-field-stack = the stack
svc-field-stacks = the stacks
svc-field-event = the event
svc-field-player = the player
svc-field-entry = the entry
svc-field-table = the table
svc-field-hand = the hand
svc-field-number = the number
svc-field-hands-dealt = the hands dealt
svc-field-seat = the seat
svc-field-level = the level
svc-field-number-of-tables = the number of tables
svc-field-seats-per-table = the seats per table
svc-field-seats-at-table = the seats at the table
svc-field-chip-count = the chip count
svc-field-chip-value = the chip value
svc-field-chips-removed = the chips removed
svc-field-number-of-cards = the number of cards
svc-field-count = the count
svc-field-player-name = the player's name
svc-field-nickname = the nickname
svc-field-email = the e-mail address
svc-field-event-name = the event's name
svc-field-league-name = the league's name
svc-field-table-name = the table's name
svc-field-note = the note
svc-field-name = the name
svc-field-buy-in = the buy-in
svc-field-top-up = the top-up
svc-field-cash-out = the cash-out
svc-field-smallest-chip = the smallest chip
svc-field-smallest-buy-in = the smallest buy-in
svc-field-largest-buy-in = the largest buy-in
svc-field-listed-name = the name on the list
svc-must-be-whole = { $field_text } must be a whole number, not { $value_text }
svc-must-be-at-least = { $field_text } must be at least { $minimum }, not { $value_text }
svc-must-be-at-most = { $field_text } must be at most { $maximum }, not { $value_text }
# a whole number typed past a bound, written as the bound is (digit grouping)
svc-value-whole = { $amount }
svc-must-be-text = { $field_text } must be text, not { $value_text }
svc-text-too-long = { $field_text } must be at most { $count } characters long
svc-text-control-characters = { $field_text } must not hold control characters (a line break, a tab, an invisible or a right-to-left sign); retype it
svc-time-not-seconds = the time must be a number of seconds, not { $value_text }
svc-time-out-of-range = the time must be more than 0 and at most { $seconds } seconds, not { $value_text }
svc-clock-time-beyond-calendar = the clock cannot be shown at { $text }: that time is beyond the calendar's end; check the computer's date
svc-must-be-seat-by-seat = { $field_text } must be given seat by seat, not { $value_text }
svc-seats-must-be-list = the seats must be a list of seats, not { $value_text }

## Undo (director.services.core.action_log, hand_guard)

svc-nothing-to-undo = there is nothing to undo in this event
svc-nothing-to-redo = there is nothing to redo: only an action just undone can be done again
svc-undo-other-desk = the last action, '{ $action_text }', was recorded at another station: undo it?
svc-undo-newest-changed = nothing was undone: the last action is now '{ $action_text }' (changed at another station meanwhile)
svc-redo-other-desk = '{ $action_text }' was undone at another station: do it again?
svc-redo-newest-changed = nothing was done again: Redo would now do '{ $action_text }' again (changed at another station meanwhile)
svc-undo-hand-dealt-since = cannot undo '{ $action_text }': hand { $hand_number } at { $table_text } was dealt after it, from the seats or chips it changed; correct it with a new command instead
svc-undo-row-changed = cannot undo '{ $action_text }': the { $row_text } it changed has changed since (a hand was played or chips were counted); correct it with a new command instead
svc-redo-hand-dealt-since = cannot redo '{ $action_text }': hand { $hand_number } at { $table_text } was dealt after it, from the seats or chips it changed; correct it with a new command instead
svc-redo-row-changed = cannot redo '{ $action_text }': the { $row_text } it changed has changed since (a hand was played or chips were counted); correct it with a new command instead
svc-seat-chips-belong-to-hand = { $action_text }: seat { $seat } at { $table_text } is in hand { $hand_number }, which is still being played, and its chips belong to that hand; do it when the hand ends
svc-move-when-hand-ends = seat { $seat } at { $table_text } is in hand { $hand_number }, which is still being played: move the player when that hand ends
svc-count-when-hand-ends = seat { $seat } at { $table_text } is in hand { $hand_number }, which is still being played: count the chips when that hand ends
svc-bust-when-hand-over = seat { $seat } at { $table_text } is in hand { $hand_number }, which is still being played: a player busts when that hand is over and the chips are gone

## Players and events (director.services.events.event_service)

svc-player-needs-name = a player needs a name
svc-event-status = an event is planned, running or finished, not { $text }
svc-clock-stopped-finished = the tournament is finished; its clock has stopped
svc-clock-moved-since-shown = the clock has moved since this screen showed it (another station's key, or the level's time ran out): it is at { $level_text } now; press again to move on from there
svc-only-tournaments-have-clock = only tournaments have a level clock

## Tournaments (director.services.tournament.tournament_service)

svc-cash-game-not-tournament = { $name } is a cash game, not a tournament
svc-event-closed-to-entries = { $name } is finished; nobody can enter it any more
svc-winner-no-rebuy = { $player } has won the tournament: there is nothing to buy back into
svc-winner-no-re-entry = { $player } has won the tournament: there is nothing to re-enter
svc-rebuy-back-in-not-latest = { $player } has re-entered since: only the latest entry, { $latest_name }, can rebuy back in after a bust
svc-tournament-finished-final = { $name } is finished: no more seats, chips or money, its results are final (R-8.5); Ctrl+Z takes Finish tournament back
svc-rebuy-needs-seat = { $player } has no seat: seat the player, then the rebuy chips go to that seat
svc-rebuy-back-in-no-seat = { $player } cannot rebuy back in: every open table is full; open a table on the seating page, then take the rebuy
svc-busted-no-add-on = { $player } is out of the tournament: there is no stack to add on to
svc-winner-no-add-on = { $player } has won the tournament: there is no add-on after the end
svc-select-players-first = select the players first
svc-for-player = { $player }: { $reason_text }
svc-chips-count-first = { $total ->
        [one] { $total } chip
       *[other] { $total } chips
    } in play; { $count ->
        [one] one stack
       *[other] { $count } stacks
    } not known since chips moved (a hand on the felt, a bust, a count or a color-up): count them to compare
svc-add-on-needs-seat = { $player } has no seat: seat the player, then the add-on chips go to that seat
svc-paid-entry = a starting stack
svc-paid-rebuy = a rebuy
svc-paid-add-on = an add-on
svc-chips-in-play = the chips in play
svc-entry-not-in-play = entry { $entry_number } is not in play in this event
svc-player-out = { $player } is already out of the tournament (place { $place })
svc-player-won = { $player } has won the tournament
svc-player-still-playing = { $player } is registered and still playing: a re-entry needs a bust first
svc-busted-cannot-win-bounty = a busted player cannot also win the bounty
svc-no-payout-table = this event has no payout table yet
svc-no-paid-place-finished = no paid place is finished yet: places 1 to { $places } are paid and { $players } players are still playing
svc-event-already-finished = { $name } is already finished
svc-nobody-entered = nobody has entered yet; there is nothing to finish
svc-players-still-playing = { $players } players are still playing: the tournament ends when one is left
svc-deal-method = A deal is 'icm', 'chip chop' or 'typed', not { $text }.
svc-deal-method-icm = ICM
svc-deal-method-chip-chop = chip chop
svc-deal-method-typed = amounts agreed
svc-deal-needs-two = A deal needs two or more players still playing; { $players ->
    [0] nobody is.
    [1] only one is.
   *[other] only { $players } are.
}
svc-deal-recorded-already = A deal is recorded already. Undo it (Ctrl+Z) to record another.
svc-deal-typed-everyone = Type the amount of each player still playing: { $who }.
svc-deal-stacks-changed = The chip counts changed after the deal was worked out. Open the deal calculator again and show the players the new amounts.
svc-deal-no-more-money = A deal is recorded: the prize money it shares cannot grow. Undo the deal (Ctrl+Z) before a rebuy, an add-on or an entry.
svc-deal-payouts-fixed = A deal is recorded: it shares the prizes of the places left as the payouts stood. Undo the deal (Ctrl+Z) before changing the payouts or their rounding.
svc-payouts-change-prize-awarded = { $player } was awarded { $prize } for place { $place }; these payouts would make it { $new_prize }. A prize awarded stays as it was paid: undo the award (Ctrl+Z) before changing the payouts or their rounding.
svc-places-paid-no-more-players = Prizes are paid for the places as they stand: a player more in play would move those places. Undo the prizes (Ctrl+Z) before an entry or a rebuy back in.
svc-prizes-paid-no-more-money = Prizes are paid from the prize pool as it stands: a rebuy or an add-on now would grow it, and the places paid would be owed other amounts. Undo the prizes (Ctrl+Z) before a rebuy or an add-on.
svc-last-bust-at-director = This bust leaves one player: it names the winner and stops the tournament's clock, which only the director's station may do. Report it there.
svc-no-chip-set = this event has no chip set; add the host's chips first
svc-entry-no-seat-to-count = { $player } has no seat to count
svc-color-up-needs-chip-set = this event has no chip set; a color-up needs one
svc-color-up-between-hands = color up between hands, not during one
svc-color-up-not-in-play = no chip of { $amount } is in play at the tables to color up; the chips that may come off now: { $amounts }
svc-color-up-player-gone = { $player } has no chips at the tables any more (busted since the counts were taken): the { $count } × { $chip_amount } counted for them cannot be handed in; nothing was colored up: open the color-up again to count the tables as they are now
svc-color-up-no-tables = no table is open to color up at: draw the seats first
svc-color-up-hand-running = a hand is running at { $table_text }: color up between hands
svc-color-up-dead-pot = nobody opened the last deal at { $table_text }: its pot of { $pot } waits for the deal again, and the chips left cannot make it without the { $chip_amount } chips; deal there again, and color up once someone has won it (R-6.5, R-8.3); nothing was colored up
svc-color-up-needed-level = the { $chip_amount } chips cannot come off now: level { $level } ({ $level_text }) still needs them: { $amounts } cannot be paid once the smallest chip is { $next_amount } (TDA 20); nothing was colored up
svc-color-up-needed-paid = the { $chip_amount } chips cannot come off now: { $what_text } of { $amount }, still to be handed out, cannot be paid once the smallest chip is { $next_amount } (R-8.6); nothing was colored up
svc-color-up-paid-starting-stack = a late entry's starting stack
svc-color-up-paid-rebuy-chips = a rebuy's chips
svc-color-up-paid-add-on-chips = the add-on's chips

## Seating (director.services.seating.seating_service, events.console_queries)

svc-open-one-table-or-more = open 1 table or more, not { $count }
svc-seat-taken = seat { $seat } at { $table_text } is taken
svc-open-tables-before-draw = open the tables before the seat draw
svc-entry-already-seated = { $player } already has a seat
svc-table-not-of-event = table { $table } is not a table of this event
svc-table-has-no-seat = { $table_text } has no seat { $seat }
svc-move-to-closed-table = { $table_text } is closed (broken up by balancing): move the player to a seat at an open table
svc-entry-no-seat-to-move = { $player } has no seat to move from
svc-already-in-that-seat = the player is already in that seat
svc-table-closed-between-hands = { $table_text } is closed (broken up by balancing, or closed): choose an open table
svc-draw-button-between-hands = hand { $hand_number } is still being played at { $table_text }: draw for the button between hands
svc-draw-button-dead-pot = nobody opened hand { $hand_number } at { $table_text }: its pot of { $pot } waits for the deal again by the same button; deal that hand at the table's dealer panel (R-6.5), then draw for the button if it is still needed
svc-felt-hand-dealt-at-station = hand { $hand_number } at { $table_text } was already dealt at another station (its dealer panel) and is being played; no hand on the felt was recorded: the button stays where that hand put it
svc-felt-hand-recorded-since = hand { $hand_number } at { $table_text } was already dealt at another station since you looked (recorded on the felt, or at its dealer panel); this hand on the felt was not recorded a second time, and the button stays where that hand put it
svc-felt-hand-dead-pot-waits = nobody opened hand { $hand_number } at { $table_text }: its pot of { $pot } waits for the deal again; deal that hand at the table's dealer panel, which carries the pot and keeps the button (R-6.5), then record the hands after it on the felt
svc-felt-hand-since = Hand { $hand_number } was dealt on the felt: { $explanation_text }. Press N and you deal hand { $next_number }
# a new draw for the button since the panel's hand (a final table redrawn, R-8.4)
svc-button-draw-due = The seats were drawn again: the button is drawn for the next hand at the seating (Draw for the button, R-3.1). Press N and you deal hand { $next_number }; without a draw the button starts at the highest seat
svc-button-drawn-since = The button was drawn at the seating: seat { $seat } (R-3.1). Press N and you deal hand { $next_number }
svc-cash-button-draw-due = Everyone left the table: its new players draw for the button on the tables page (Draw for the button, R-3.1); then press N and you deal hand { $next_number }
svc-cash-button-drawn-since = The button was drawn on the tables page: seat { $seat } (R-3.1). Press N and you deal hand { $next_number }
# a hand recorded on the felt (the seating's Next hand): what is posted
svc-forced-then = { $first_text }; { $rest_text }
svc-forced-antes = every player dealt in antes { $amount } (R-4.2)
svc-forced-big-blind-ante = seat { $seat } posts the big-blind ante of { $amount } for the table (R-4.2)
svc-forced-stud-deal = Stud: the deal starts at seat { $seat }, left of the button at seat { $button_seat } (R-4.3, R-6.4)
svc-forced-bring-in = the lowest door card brings in { $amount } (R-6.4)
svc-forced-bring-in-razz = the highest door card brings in { $amount } (razz, R-6.4)
svc-forced-guts = Every player antes { $amount } (R-6.6); the deal starts at seat { $seat }
svc-forced-posts-to-enter = seat { $seat } posts a big blind of { $amount } to be dealt in (R-3.6)
svc-forced-posts-missed = seat { $seat } posts the blinds missed: { $dead_amount } dead and { $amount } live (R-3.6)
svc-forced-posts-missed-small = seat { $seat } posts the small blind missed, { $dead_amount } dead (R-3.6)
svc-forced-straddle = seat { $seat } straddles { $amount } (R-3.7)
svc-forced-post-after-button = { $count ->
    [one] seat { $seat_numbers } posts
   *[other] seats { $seat_numbers } post
} once the button has passed, not dealt in (R-3.6)
svc-forced-waiting = { $count ->
    [one] seat { $seat_numbers } waits
   *[other] seats { $seat_numbers } wait
} for the big blind, not dealt in (R-3.6)
svc-forced-sitting-out = { $count ->
    [one] seat { $seat_numbers } sits
   *[other] seats { $seat_numbers } sit
} out, not dealt in (R-3.6)
svc-forced-dealt-after-button = { $count ->
    [one] seat { $seat_numbers } sits between the small blind and the button: not dealt in this hand, dealt in once the button has passed (R-3.2)
   *[other] seats { $seat_numbers } sit between the small blind and the button: not dealt in this hand, dealt in once the button has passed (R-3.2)
}
svc-draw-button-first = draw for the button at { $table_text } first (R-3.1)
svc-cash-button-moves-on = the button at { $table_text } moves on from hand to hand (R-3.3): it is drawn for before the table's first hand, or once everyone has left the table
svc-balance-between-hands = balance between hands: a hand is still being played
svc-balance-dead-pot = nobody opened the last deal at { $table_text }: its pot of { $pot } stays at that table; deal there again before the table breaks (R-6.5)
svc-balance-changed-since-shown = the tables changed since these moves were shown (a hand, a bust or a move meanwhile): nobody moved; balance again to see the moves as the tables stand now (R-8.4)
svc-bust-ante-in-dead-pot = { $player } cannot bust yet: their ante of { $amount } is in the pot of { $pot } that nobody opened at { $table_text }; deal there again: they are dealt in all-in and play for it (R-6.5)
svc-move-ante-in-dead-pot = { $player } cannot move yet: their ante of { $amount } is in the pot of { $pot } that nobody opened at { $table_text }; deal there again: they are dealt in all-in and play for it (R-6.5)
svc-balance-report-busts-first = { $table_text }: { $count ->
        [one] seat { $seat_numbers } has
       *[other] seats { $seat_numbers } have
    } no chips; report the bust or the rebuy first, then balance (R-8.4 counts the players still in)
svc-balance-nobody-moves = nobody moves: the tables hold { $fewest_players } to { $most_players } players, and a player moves only when two tables differ by two or more (R-8.4)
svc-open-tables-before-balancing = open the tables before balancing them

## Hands at a table (director.services.tables.table_service, events.table_games)

svc-no-such-seat-at-table = seat { $seat } does not exist at a { $size }-seat table
svc-negative-stack = seat { $seat } cannot have a negative stack ({ $stack })
svc-hand-still-being-played = hand { $hand_number } is still being played at { $table_text }; finish or undo it first
svc-seat-has-no-chips = seat { $seat } has no chips at { $table_text }, not { $stack }
svc-seat-has-other-chips = seat { $seat } has { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } at { $table_text }, not { $stack }
svc-hand-over = hand { $hand_number } is over; start a new hand
svc-hand-changed-elsewhere = hand { $hand_number } was changed at another station a moment ago; this action was not recorded: look at the hand as it stands now and repeat it if it still applies
svc-hand-undo-changed-elsewhere = hand { $hand_number } was changed at another station since this panel showed it; nothing was undone: look at the hand as it stands now and undo again if it still applies
svc-hand-dealt-elsewhere = another station dealt the next hand at { $table_text } a moment ago; this one was not dealt: the hand dealt there is shown now
svc-hand-dealt-on-the-felt = hand { $hand_number } at { $table_text } was already recorded at another station as dealt on the felt; this one was not dealt and the button stays where that hand put it: press N to deal the hand after it
svc-hand-played-elsewhere = hand { $hand_number } at { $table_text } was already dealt and played at another station; this one was not dealt and the button stays where that hand put it: press N to deal the hand after it
svc-nothing-to-undo-in-hand = nothing to undo in hand { $hand_number }
svc-hand-undo-later-hand = hand { $hand_number } at { $table_text } can no longer be undone: hand { $later_number } has been dealt since
svc-hand-undo-seat-changed = hand { $hand_number } at { $table_text } can no longer be undone: '{ $action_text }' changed seat { $seat } after it ended; undo that first
svc-hand-log-missing-event = hand { $hand_number }'s log is missing event { $event_number }
svc-hand-log-unreadable = hand { $hand_number }'s stored log cannot be read: { $reason_text }
svc-only-tournament-levels = only a tournament has levels to deal by
svc-only-cash-fixed-blinds = only a cash game has fixed blinds

## The dealer panel (director.services.tables.dealer_session, dealer_gestures)

svc-stored-table-needs-id = a stored table needs its table id
svc-table-playing-guts = this table is playing guts
svc-table-not-playing-guts = this table is not playing guts
svc-cards-three = seat { $seat }'s three cards
svc-cards-burn = the burn card
svc-cards-board = the board cards
svc-cards-up = seat { $seat }'s { $count ->
    [one] up card
   *[other] up cards
}
svc-cards-hole = seat { $seat }'s cards
svc-cards-discard = seat { $seat }'s discard
svc-cards-draw-discards = the cards seat { $seat } discards
svc-cards-draw-ace = the ace seat { $seat } keeps and shows to draw { $count }
svc-cards-unknown = seat { $seat }'s unknown cards
svc-cards-any = the cards
svc-enter-cards-needed = enter { $what_text } ({ $count } { $count ->
    [one] card
   *[other] cards
}): the rules need them
svc-nothing-to-undo-no-events = nothing to undo: this hand has no events yet
svc-step-needs-choice = this step needs a choice, not 'next': { $step_text }
svc-enter-unknown-cards = enter seat { $seat }'s unknown cards, or all { $count }
svc-burn-or-board = the burn takes 1 card (the burn card itself), or the { $count } board cards dealt after it (an unknown card is burned); typed: { $given_count }
svc-burn-one-card = the burn takes 1 card (the burn card itself); typed: { $given_count }
svc-nobody-brings-in = nobody brings in now
svc-chips-bet = a bet
svc-chips-raise = a raise
svc-chips-complete = a completion
svc-bet-not-in-chips = { $what_text } to { $amount } cannot be put in with this table's chips: the smallest chip in play is { $chip_amount }, so it must be a multiple of it (the nearest: { $lower_amount } or { $next_amount }; an all-in is the whole stack) (TDA 20)
svc-nobody-discards = nobody discards now: { $step_text }
svc-discards-which = seat { $seat } draws { $count }: every card of the hand is known, so choose { $count ->
    [one] the card
   *[other] the { $count } cards
} it discards (R-6.5)
svc-draw-ace-count = at a hand not known the card typed is the ace seat { $seat } keeps and shows to draw { $ace_count } (R-6.5): type that one ace and draw { $ace_count }, or clear it (typed: { $given_count }, drawing { $count })
svc-discards-count = seat { $seat } draws { $count }, but { $chosen_count ->
    [one] one card is
   *[other] { $chosen_count } cards are
} chosen (R-6.5)
svc-nobody-shows = nobody shows now: { $step_text }
svc-nobody-to-act = nobody is to act: { $step_text }
svc-hand-not-over = the hand is not over: { $step_text }
svc-hand-needs-two-with-chips = a hand needs two players with chips
svc-hand-needs-two-seated = a hand needs two players seated at the table
svc-event-has-no-table = the event has no table yet: open tables in the seating window
svc-cash-game-has-no-table = the cash game has no table yet: open one on its tables page
svc-chip-count-without-chip-set = a chip count of { $text }: without a chip set give a total of 0 or more

## The room view's remote (director.ui.room_share): its refusals and what it did

svc-remote-no-event-open = no event is open in the program
svc-remote-no-clock = this event has no level clock
svc-remote-which-entry = say which entry, by its number
svc-remote-no-action = the remote has no action { $text }
svc-remote-clock-already-running = clock already running
svc-remote-clock-already-paused = clock already paused
svc-remote-clock-started = clock started
svc-remote-clock-paused = clock paused
svc-remote-minute-added = one minute added
svc-remote-minute-taken-off = one minute taken off
svc-remote-busted = { $player } busted
svc-remote-busted-by = { $player } busted, knocked out by { $winner }
svc-remote-busted-many = { $names } busted
svc-remote-busted-many-by = { $names } busted, knocked out by { $winner }
svc-remote-bust-named-twice = { $player } is named twice among the players out
svc-remote-bust-ranks = say who had more chips when the hand began: a place from 1 to { $count } for each player out, and for no one else
svc-remote-bust-too-many = at most { $count } players go out in one hand at a table
svc-remote-rebuy = rebuy for { $player }
svc-remote-add-on = add-on for { $player }
svc-remote-re-entry = { $player } re-enters and takes a new seat
svc-remote-which-name = type the player's name
svc-remote-registered = { $added ->
    [yes] { $player } added to the players and registered
   *[no] { $player } registered
}: { $where_text }
svc-remote-at-seat = { $table_text }, seat { $seat }
svc-remote-seat-at-draw = the seats are not drawn yet: Draw seats at the console seats everyone
svc-remote-no-empty-seat = no empty seat: open a table at the console, then Draw seats
svc-remote-which-action = say which action to undo, by its number
svc-remote-which-stakes = say which stakes the name waits for
svc-remote-which-waiting = say which name on the waiting list, by its number
svc-remote-which-table = say which of this game's open tables, by its number
svc-remote-which-buy-in = say the buy-in, a whole number of chips
svc-remote-which-seat = say which seat, by its number
svc-remote-which-player = say which player, by their number
svc-remote-which-amount = say the amount, a whole number of chips
svc-remote-undone = undone: { $action_text }
svc-enter-cards = enter { $count } cards, or { $up_count ->
        [one] one up card
       *[other] { $up_count } up cards
    }, or none; got { $given_count }
svc-enter-cards-or-none = enter { $count ->
        [one] one card
       *[other] { $count } cards
    }, or none; got { $given_count }
svc-enter-cards-each-seat = enter { $count } cards, or { $up_count ->
        [one] one up card
       *[other] { $up_count } up cards
    } for each seat, or none; got { $given_count }

## The chips balance (director.services.tournament.chips_balance, director check)

svc-balance-seat-left-hand = seat { $seat } at { $table_text } is in hand { $hand_number } but has no player any more
svc-balance-cannot-count = the chips cannot be counted while a running hand cannot be read: { $reason_text }
svc-balance-stack-changed = seat { $seat } at { $table_text } holds { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }, but hand { $hand_number } was dealt with { $stack } there: its stack changed behind the hand's back
svc-balance-chips-nobody-sits = seat { $seat } at { $table_text } holds { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } but nobody sits there
svc-balance-entry-out = seat { $seat } at { $table_text } holds { $player }, who is out of the tournament
svc-balance-two-seats = { $player } has two seats
svc-balance-too-many = { $counted_chips ->
        [one] { $counted_chips } chip is
       *[other] { $counted_chips } chips are
    } in play, but the entries, rebuys, add-ons, chip counts and color-ups put { $expected_chips } in play: { $difference_chips } too many
svc-balance-missing = { $counted_chips ->
        [one] { $counted_chips } chip is
       *[other] { $counted_chips } chips are
    } in play, but the entries, rebuys, add-ons, chip counts and color-ups put { $expected_chips } in play: { $difference_chips } missing
svc-station-display-reads-only = this station is a display: it shows the clock and the seating and changes nothing; do this at the director's station
svc-station-dealer-own-table = this is the dealer station of { $table_text }: it records that table's hands and reports the busts, rebuys and add-ons of its own players only; do this at the director's station
svc-station-server-silent = the club's server { $path } does not answer: check its address, the network and that the server is running, then look again
svc-station-table-record-only = table record { $table } (no longer on the server)
svc-station-table-choice = { $event } — { $table_text }
svc-station-no-open-tables = no table is open on this server: the director seats the tournament or opens the cash game's tables first
svc-station-no-such-event = no event under way is named { $event }; the open tables: { $tables }
svc-station-table-not-open = { $typed } is no open table's number or name; the open tables: { $tables }
svc-station-table-ambiguous = { $number } is the number of an open table in more than one event ({ $tables }): { $cli ->
    [yes] name the event too, with --event
   *[other] choose the table from the list
}
svc-station-table-record = the table is given by its number as the seating shows it, no longer by its record number, and no open table has the number { $number }: record { $number } is { $table }; give that table's number
svc-station-table-gone = this station's table ({ $table }) was { $kind ->
    [cash] closed
   *[other] broken up
} since it was chosen: { $by_login ->
    [yes] this station's login deals there on the club's server; at the director's station, give it its table again (director stations dealer LOGIN N)
   *[other] choose the table this station deals at again (File → Connect to a club server)
}
svc-station-table-missing = the table this station chose (record { $table }) is no longer on the server: { $by_login ->
    [yes] at the director's station, give this station's login its table again (director stations dealer LOGIN N)
   *[other] choose the table this station deals at again (File → Connect to a club server)
}
svc-report-nobody-out = nobody at { $table_text } is out of chips after the last hand: there is no bust to report
svc-report-has-chips-again = { $player } at { $table_text }, seat { $seat }, has chips again (a rebuy or a count at another station a moment ago): no bust was reported; look at the table as it stands now and report again if a player is still out
svc-report-seat-empty = nobody sits in seat { $seat } at { $table_text }
svc-instruction-seat-moves-out = seat { $seat } moves to table { $to_table }, seat { $to_seat }
svc-instruction-seat-moves-in = a player from table { $from_table }, seat { $from_seat } takes seat { $seat }
svc-instruction-seat-moves-in-next-hand = a player from table { $from_table }, seat { $from_seat } takes seat { $seat }: dealt in from the next hand (this hand goes on without him)
svc-instruction-table-breaks = this table breaks: every player moves to the seat the director gives
svc-table-broken-up = This table was broken up by balancing (R-8.4): no more hands are dealt here; close this panel
svc-table-closed = This table is closed: no more hands are dealt here; close this panel
svc-table-not-open = This table is closed (broken up by balancing, or closed): there is no hand to deal at it
svc-chips-carried = { $stack ->
        [one] { $stack } chip
       *[other] { $stack } chips
    }
svc-chips-not-tracked = chips not tracked
svc-instruction-player-moves-out = { $player } ({ $stack_text }) gets up from seat { $from_seat } and moves to { $to_table_text }, seat { $to_seat }
svc-instruction-player-moves-in = { $player } ({ $stack_text }) comes from { $from_table_text }, seat { $from_seat }, and takes seat { $seat }
svc-instruction-player-moves-in-next-hand = { $player } ({ $stack_text }) comes from { $from_table_text }, seat { $from_seat }, and takes seat { $seat }: dealt in from the next hand, this hand goes on without them (R-3.2)
svc-check-hand-rewritten = Hand { $hand_number } at table { $table }: the state kept with its log did not match the log; it was rewritten from the log
svc-check-hand-not-replayable = Hand { $hand_number } at table { $table }: its log cannot be replayed: { $reason_text }
# the stacks counted at the dealer panel after hands on the felt (felt_count)
svc-felt-count-between-hands = hand { $hand_number } is being dealt at { $table_text }: count the stacks when it is over
svc-felt-count-every-seat = count every seat with a player at { $table_text }: seats { $seats }
svc-felt-count-cash-differs = the stacks counted come to { $total }, but { $table_text } holds { $table_amount } in chips: at a cash table chips come and go only through the ledger (R-8.7); count again
svc-felt-count-cash-differs-raked = the stacks counted come to { $total }, but { $table_text } holds { $table_amount } in chips, or down to { $least_amount } if the { $rake_amount } of rake no stack has given yet came from its pots: at a cash table chips come and go only through the ledger (R-8.7); count again
svc-felt-count-made-since = the stacks at { $table_text } were already counted after hand { $hand_number }, at another station: this count was not recorded; press N to deal from that count
svc-counted-stack-of = the count of { $player }'s stack
svc-count-not-in-chips = { $reason_text }; no stack can be on the felt in them: count again (TDA 20); nothing was changed
svc-bring-in-unpayable = the bring-in of { $amount } cannot be paid in this table's chips: it was not posted; ask the director to set a bring-in the chips make (R-6.4, TDA 20)
svc-felt-count-to-open = hand { $hand_number } was dealt on the felt since this table's last hand at the dealer panel: count the stacks to open the panel
svc-felt-count-to-open-bought = hand { $hand_number } was dealt on the felt at this table, and the stacks stored are what was bought or counted before: count the stacks to open the panel
svc-moved-count-seats = count the chips of the { $count ->
        [one] player
       *[other] players
    } moved in uncounted at { $table_text }: { $count ->
        [one] seat
       *[other] seats
    } { $seats }
svc-count-players-changed = the players at { $table_text } changed at another station while their chips were counted ({ $count ->
        [one] seat
       *[other] seats
    } { $seats }): nothing was recorded; count again
svc-moved-count-to-open = a player moved to this table from a table dealt on the felt before their chips were counted: count them to open the panel

# Hand for hand (R-8.5, services/tournament/hand_for_hand)
svc-hand-for-hand-wait = { $table_text } has played hand-for-hand hand { $hand_number }; it deals its next hand once the director starts the next hand for hand
svc-hand-for-hand-already = hand for hand is on already (hand { $hand_number })
svc-hand-for-hand-one-left = hand for hand is for two players or more still playing; the tournament has its winner
svc-hand-for-hand-off = hand for hand is not on
svc-hand-for-hand-one-hand-a-report = these players busted in different hand-for-hand hands ({ $hands_text }); report each hand's busts on their own
svc-hand-for-hand-later-busts = these players busted in hand-for-hand hand { $hand_number }, but players are out in hand { $later_hand_number } already, whose places would move up; undo those busts first, then report these and those again
svc-hand-for-hand-tie-paid = { $player }, out in the same hand-for-hand hand { $hand_number }, already has the prize of place { $place }, which this bust would share; take that prize back first
svc-hand-for-hand-move-twice = { $player } has played hand-for-hand hand { $hand_number } at { $table_text } and { $to_table_text } has not: moved there now, they would be dealt it twice; move them once every table has played it
svc-hand-for-hand-balance-twice = { $player } has played hand-for-hand hand { $hand_number } at { $table_text } and { $to_table_text } has not; balancing would move them there, to be dealt it twice: nobody moved; balance once every table has played it
svc-hand-for-hand-rebuy-twice = { $player } has played hand-for-hand hand { $hand_number } at { $table_text }, whose seat is taken, and the free seats are at tables still to deal it, { $to_table_text } among them: seated there now, they would be dealt it twice; take the rebuy once every table has played it
svc-clock-back-colored-up = the clock cannot go back to level { $level } ({ $level_text }): { $amounts } cannot be paid in the chips in play since the color-up of the { $removed_amounts } chips, the smallest now { $chip_amount } (R-8.3, TDA 20); take the color-up back first (Ctrl+Z), or go to a later level; the clock was not changed
