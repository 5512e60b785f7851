# Short reports of the windows that count something (issue 29: no "(s)").
win-settled = Settled: the tables are closed. { $count ->
        [0] No payments
        [one] One payment
       *[other] { $count } payments
    }, { $how_text }
win-players-imported = { $count ->
        [0] No new players imported
        [one] One new player imported
       *[other] { $count } new players imported
    }
win-chips-raced = { $count ->
        [one] One chip
       *[other] { $count } chips
    } of { $removed_amount } raced for chips of { $next_amount }
win-tables-opened = { $count ->
        [one] One table opened
       *[other] { $count } tables opened
    }
win-players-seated = { $count ->
        [0] Nobody to seat: every player has a seat
        [one] One player seated at random
       *[other] { $count } players seated at random
    }
win-moves-made = { $count ->
        [0] No moves needed
        [one] One move made
       *[other] { $count } moves made
    }
win-payment-for = { $what_text } for { $count ->
        [one] one player
       *[other] { $count } players
    }:
# a rebuy taken (R-8.6): who, the chips and the price; value_text is money as the windows write it
win-rebought = { $player } rebought: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } for { $value_text }
# above a dealer station's moves after balancing: the rule cited once for the list
win-balancing-moves = Balancing (R-8.4): make these moves

# A place the console's bust gives: one player, or two or more who tie (R-8.5).
win-bust-place = { $players ->
        [one] { $last_name } finishes in place { $place }
       *[other] { $names } and { $last_name } tie for { ORDINAL($place) } place
    }

# The end of a tournament: its winner, or the players of a deal who finished with
# equal stacks and share 1st place (R-8.5). winners: the names as one list
# (director.engine.ranking.words.and_list: "Anna and Bence"); players: how many.
# The console's line at Finish tournament:
win-tournament-finished = { $players ->
        [one] Tournament finished: { $winners } wins
       *[other] Tournament finished: { $winners } tie for 1st place
    }
# the results dialog's heading
win-results-winner = { $players ->
        [one] { $winners } wins { $event_name }
       *[other] { $winners } tie for 1st place in { $event_name }
    }
# the main window's status line and the clock page's, once the tournament is over
win-clock-finished = { $players ->
        [one] Finished: { $winners } wins
       *[other] Finished: { $winners } tie for 1st place
    }
# the clock screen's title above the winner's name (or the winners')
win-clock-winner = { $players ->
        [one] Winner
       *[other] Tie for 1st place
    }

# Share with the room: a port typed outside the ports the room view may listen on
# (after "Not started:"); the numbers are written as typed, without grouping.
win-port-outside = port { $port_number } cannot be used: choose a port from { $lowest_number } to { $highest_number }

# the seating's Next hand: a hand dealt on the felt without the dealer panel (R-3.3)
win-felt-hand-dealt = { $table_text }, hand { $hand_number } dealt on the felt: { $explanation_text }
win-seat-entry-undone = { $name }'s entry was undone meanwhile (at another station): the seat is empty now
# the console's Bust, Rebuy, Add-on, Re-entry or Count chips (a seat's menu too) of rows
# whose entries another station undid before this one heard: names as one list, players:
# how many
win-entry-undone-meanwhile = { $players ->
        [one] { $names }'s entry was
       *[other] The entries of { $names } were
    } undone meanwhile (at another station): nothing was done
win-felt-hand-at-panel = Hand { $hand_number } at { $table_text } is being dealt at its dealer panel: the button moves there, not with Next hand

# a cash move from a table dealt on the felt to one dealt at the panel: the chips counted
win-move-count-title = Chips brought
win-move-count-question = How many chips does { $player } bring?
win-move-count-note = { $table_text } is dealt on the felt, so the program knows only what { $player } bought there: { $amount }, as the ledger has it. { $to_table_text } is dealt at the dealer panel, and the count is { $player }'s stack there: count the chips { $player } brings.
win-move-count-note-fresh = { $table_text } is dealt on the felt, so the program knows only what { $player } bought there: { $amount }, as the ledger has it. No hand was dealt at { $to_table_text } yet; if it is dealt at the dealer panel, the count is { $player }'s stack there from its first hand: count the chips { $player } brings.
win-move-count-note-felt-since = Hands were dealt on the felt at { $table_text } since its dealer panel's last, so { $player }'s stack there is not known: { $amount } is the panel's, from before them. The count is { $player }'s stack at { $to_table_text }: count the chips { $player } brings.
win-move-count-confirm = Move with { $amount }
win-moved-counted = { $player } moves to seat { $seat } with { $amount } counted
# a cash player's chips at a table dealt on the felt since its dealer panel's last hand
win-payout-note-felt-since = Hands were dealt on the felt at { $table_text } since its dealer panel's last, so { $player }'s stack is not known: count the chips. { $player } leaves the table.
win-spot-felt-since = (hands on the felt since the dealer panel's last: the stack is not known)
# the stacks counted at the dealer panel after hands dealt on the felt
win-felt-count-title = Count the stacks
win-felt-count-question = Hand { $hand_number } was dealt on the felt: count each player's chips before you deal the next hand here.
win-felt-count-seat = Seat { $seat } · { $player }
win-felt-count-note = Filled in with the stacks as the panel last knew them ({ $total } in all): if the count is the same, press Enter.
win-felt-count-note-bought = Filled in with the stacks as last recorded, bought or counted before those hands ({ $total } in all): if the count is the same, press Enter.
win-moved-count-question = { $count ->
        [one] This player
       *[other] These players
    } moved here from a table dealt on the felt before their chips were counted: count them before you deal the next hand here (R-8.4: the player keeps their chips).
win-moved-count-note = Filled in with the stacks as last recorded ({ $total } in all): if the count is the same, press Enter.
win-felt-count-confirm = Stacks counted, deal
win-felt-count-cancel = Cancel
# the pots box while hands dealt on the felt since are shown: its result is the panel's last hand's
win-pots-last-panel-hand = Hand { $hand_number }, the last dealt at this panel (not the hand on the felt):
win-pots-last-panel-hand-redrawn = Hand { $hand_number }, the last dealt at this panel, before the seats were drawn again:
win-pots-last-panel-hand-left = Hand { $hand_number }, the last dealt at this panel, before everyone left the table:
# what was typed into an amount field is no amount: digits grouped as no number is
# written ("1,5": one and a half, or a slip); the two ways to type one, grouped and not
win-not-an-amount = not an amount: { $typed }; type a whole number, its digits grouped by three ({ $amount }) or not grouped ({ $number })
# a break's color-up cell in the blind structure: the chip values, separated by semicolons
win-color-up-list = color-up: chip values separated by semicolons ({ $amount }; { $next_amount })

# Home, when an event open here was deleted at another station (its pages closed)
win-event-deleted-elsewhere = { $event } was deleted at another station: its windows are closed

# the seating's table: how many players sit there, under its name
win-table-players = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }

# the payouts tab of a tournament's setup, under the payout table
win-payout-summary = With { $entry_count ->
        [one] { $entry_count } entry
       *[other] { $entry_count } entries
    } the prize pool is { $prize_pool }; { $places ->
        [one] { $places } place is
       *[other] { $places } places are
    } paid.
# the players page, under the list
win-players-shown = { $players ->
        [one] { $players } player shown
       *[other] { $players } players shown
    }
win-event-deleted-meanwhile = { $event } was deleted at another station: nothing was done
