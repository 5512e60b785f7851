# What undo names a director's command (DirectorAction.description, kept as message data).

undo-undo = Undo: { $action_text }
undo-redo = Redo: { $action_text }
undo-open-tables = { $count ->
        [one] Opened one table
       *[other] Opened { $count } tables
    }
undo-seat-draw = Seat draw: { $players } players
undo-seated = { $player } seated at { $table_text } seat { $seat }
undo-moved = { $player } moved to { $table_text } seat { $seat }
undo-next-hand = { $table_text }: { $explanation_text }
undo-tables-balanced = Tables balanced
undo-entry = Entry: { $player }
undo-re-entry = Re-entry: { $player }
undo-entry-seated = Entry: { $player }, seated at { $table_text } seat { $seat }
undo-re-entry-seated = Re-entry: { $player }, seated at { $table_text } seat { $seat }
undo-rebuy = Rebuy: { $player }, { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
undo-add-on = Add-on: { $player }, { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
undo-rebuys = Rebuys: { $names } ({ $count }), { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } each
undo-add-ons = Add-ons: { $names } ({ $count }), { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } each
undo-bust = Bust: { $busted_text }
undo-bust-place = { $who } (place { $place })
undo-bust-tie = { $names } and { $last_name } (tied for place { $place })
undo-payouts-changed = Payout table changed
undo-prizes-awarded = Prizes awarded
undo-deal = Deal ({ $method_text }): { $who }
undo-tournament-finished = Tournament finished: { $winner } wins
undo-tournament-finished-tie = Tournament finished: { $winners } tie for 1st place
undo-chip-count = Chip count: { $player } { $chips }
undo-color-up = Color-up of { $chip_amount } at { $table_text }
undo-color-up-tables = Color-up of { $chip_amount } at { $tables ->
    [one] one table
   *[other] { $tables } tables
}
undo-clock = Clock: { $command_text } ({ $level_text })
undo-clock-level = level { $level }
undo-clock-break-before = break before level { $level }
undo-clock-start-clock = start clock
undo-clock-pause-clock = pause clock
undo-clock-resume-clock = resume clock
undo-clock-add-time = add time
undo-clock-remove-time = remove time
undo-clock-next-level = next level
undo-clock-previous-level = previous level
undo-clock-go-to-level = go to level

## Cash games

undo-line-buy-in = Buy-in: { $player } { $amount }
undo-line-top-up = Top-up: { $player } { $amount }
undo-line-cash-out = Cash-out: { $player } { $amount }
undo-line-rake = Rake: { $player } { $amount }
undo-line-buy-in-table = Buy-in: the table { $amount }
undo-line-top-up-table = Top-up: the table { $amount }
undo-line-cash-out-table = Cash-out: the table { $amount }
undo-line-rake-table = Rake: the table { $amount }
undo-open-cash-table = Opened { $table_text } ({ $stakes_text })
undo-close-cash-table = Closed { $table_text }
undo-straddle-on = A straddle in the next hand at { $table_text }
undo-straddle-off = No straddle in the next hand at { $table_text }
undo-sit-chosen = { $player } chose seat { $seat } at { $table_text } with { $amount }
undo-sit-drawn = { $player } drew seat { $seat } at { $table_text } with { $amount }
undo-top-up = Top-up: { $player } { $amount } at { $table_text }
undo-leave = { $player } left seat { $seat } at { $table_text }, cashing out { $amount }
undo-seat-change = { $player } moved from { $table_text } seat { $seat } to { $to_table_text } seat { $to_seat }
undo-seat-change-counted = { $move_text }, with { $amount } counted (bought: { $bought_amount })
undo-away = { $player } is away (seat { $seat }, { $table_text })
undo-back-posting = { $player } is back, posting (seat { $seat }, { $table_text })
undo-back-waiting = { $player } is back, waiting for the big blind (seat { $seat }, { $table_text })
undo-waiting-list = { $player } on the waiting list for { $stakes_text }
undo-seat-change-request = { $player } asks for a seat change
undo-waiting-list-off = { $player } off the waiting list
undo-seat-change-withdrawn = { $player } withdrew the seat-change request
undo-cash-settled = Cash game settled: { $count ->
    [one] one payment
   *[other] { $count } payments
}
undo-felt-count = Stacks counted at { $table_text }: { $total } (were { $table_amount })
undo-moved-count = Chips counted of { $count ->
        [one] the player
       *[other] the { $count } players
    } moved in at { $table_text }: { $total } (were { $table_amount })
undo-hand-for-hand-on = Hand for hand on: hand { $hand_number }
undo-hand-for-hand-next = Hand for hand: hand { $hand_number }
undo-hand-for-hand-off = Hand for hand off after hand { $hand_number }
