# Tournament and cash arithmetic (director.engine.event): chips, entries, payouts, deals, cash.

## Chip sets, starting stacks, chip counts and color-ups (R-8.3, R-8.6)

event-chip-value-not-positive = a { $chip_name } chip worth { $amount }: a value must be above 0
event-chip-needs-color = the chip worth { $amount } needs a color name
event-chip-owned-negative = { $count } { $chip_name } chips owned: a count must be 0 or more
event-chip-set-empty = a chip set needs at least one denomination
event-chip-values-shared = two denominations share a value in [{ $amounts }]; use each once
event-chip-colors-shared = two denominations share a color; each value needs its own color
event-chip-not-in-set = no chip { $text } in this set; the set has { $chip_names }
event-chip-none-above = no denomination above { $amount } in this set
event-chip-color-up-last = a color-up cannot remove the last denomination in play
event-stack-plan = Each of { $players } players gets { $chip_names } = { $stack }.
event-stack-plan-short = Each of { $players } players gets { $chip_names } = { $stack }. The set is short by { $missing_names }.
event-stack-players-too-few = { $players } players: a starting stack is for 1 player or more
event-stack-not-positive = starting stack { $stack } must be above 0
event-stack-not-makeable = a stack of { $stack } cannot be made from chips worth { $amounts }; use a multiple of { $unit }
event-amount-not-in-chips = { $what_text } of { $amount } cannot be paid in { $chips_text }: the smallest chip is { $chip_amount }, so it must be a multiple of it (the nearest: { $lower_amount } or { $next_amount })
event-amount-below-chip = { $what_text } of { $amount } cannot be paid in { $chips_text }: the smallest chip is { $chip_amount }, so it must be a multiple of it (the smallest: { $chip_amount })
event-chip-count-negative = a chip count of { $count }: counts must be 0 or more
event-chip-total-not-whole = a total of { $total } is not a whole number of the smallest chip ({ $chip_name }); check the count
event-chip-color-count-negative = { $count } { $chip_name } chips: a count must be 0 or more
event-chips-in-play-match = Chips in play match the buy-ins: { $total }.
event-chips-in-play-more = Counted { $total ->
        [one] { $total } chip
       *[other] { $total } chips
    }, expected { $expected_total }: { $amount } more than the buy-ins put in play.
event-chips-in-play-fewer = Counted { $total ->
        [one] { $total } chip
       *[other] { $total } chips
    }, expected { $expected_total }: { $amount } fewer than the buy-ins put in play.
event-chip-figure-negative = { $field_text } is { $number }; it must be 0 or more
event-chip-figure-counted-chips = counted chips
event-chip-figure-entries = entries
event-chip-figure-starting-stack = starting stack
event-chip-figure-rebuys = rebuys
event-chip-figure-rebuy-chips = rebuy chips
event-chip-figure-add-ons = add-ons
event-chip-figure-add-on-chips = add-on chips
event-color-up-count-negative = { $count } chips to color up: a count must be 0 or more
event-color-up-not-whole = cannot color up chips worth { $removed_amount } into chips worth { $next_amount }: the next denomination must be worth a whole number (2 or more) of the removed chips
event-color-up-smaller-not-below = cannot change chips of { $removed_amount } into smaller chips of { $amount }: a smaller chip still in play is worth more than 0 and less than the chip colored up
event-color-up-count-does-not-fit = { $player }: { $count } × { $removed_amount } cannot come from a stack of { $stack }: the { $rest_amount } left is not made of the chips still in play (multiples of { $step_amount }); { $fits_text } would fit
event-color-up-stack-not-whole = { $player }'s stack of { $stack } cannot be made of chips of { $removed_amount } and multiples of { $step_amount }: count the stack first
event-color-up-count-above-stack = { $player }: { $chips ->
        [one] { $chips } chip of { $removed_amount } is
       *[other] { $chips } chips of { $removed_amount } are
    } worth more than the stack of { $stack }; { $fits_text } would fit

## The chip race at a color-up (R-8.3, TDA 24)

event-race-seat-without-stack = seat { $seat } has chips to race but no stack; give every stack
event-race-negative-count = seat { $seat }: { $count } chips; a count must be 0 or more
event-race-chips-above-stack = seat { $seat }: { $count ->
        [one] { $count } chip of { $removed_amount } is
       *[other] { $count } chips of { $removed_amount } are
    } worth more than the stack of { $stack }
event-race-seat-numbered-from-one = seat { $seat }: seats are numbered from 1
event-race-seat-has-no-chips = seat { $seat } has no chips ({ $stack }); leave busted seats out
event-race-deck-too-small = { $count } odd chips need { $count } cards but the deck has { $size }
event-race-color-up = Color-up of the { $removed_amount } chips into { $next_amount } chips.
event-race-color-up-smaller = Color-up of the { $removed_amount } chips into { $next_amount } chips, the rest into the smaller chips still in play ({ $amounts }).
event-race-seat-exchanges = Seat { $seat }: { $count } chips of { $removed_amount } exchanged for { $next_count } of { $next_amount }.
event-race-seat-exchanges-smaller = Seat { $seat }: { $count ->
        [one] { $count } chip
       *[other] { $count } chips
    } of { $removed_amount } exchanged for { $chip_list }.
event-race-chips-of = { $count } of { $amount }
event-race-no-odd-chips = No odd chips are left; there is no race.
event-race-odd-chips = Odd chips worth { $odd_amount } race for { $count ->
        [one] one chip
       *[other] { $count } chips
    } of { $next_amount }; one card per odd chip, from seat 1.
event-race-seat-cards = Seat { $seat }: { $count ->
        [one] one odd chip
       *[other] { $count } odd chips
    }, cards { $cards }, best { $card }.
event-race-winners = Highest cards by rank, then suit, win one chip each: { $count ->
        [one] seat
       *[other] seats
    } { $seats }.
event-race-kept-in = Seat { $seat } would be raced out and cannot be: they get one chip of { $next_amount }, the lowest chip still in play.

## Entries, re-entries, rebuys, add-ons, the prize pool, bounties (R-8.5, R-8.6, TDA 27)

event-entry-not-a-count = { $where_text }: { $field_text } must be a whole number of 0 or more, not { $text }
event-entry-where-rebuys = rebuys
event-entry-where-add-on = the add-on
event-entry-where-tournament = the tournament
event-entry-where-prize-pool = the prize pool
event-entry-where-chips-in-play = the chips in play
event-entry-field-price = price
event-entry-field-chips = chips
event-entry-field-fee = fee
event-entry-field-max-per-player = max per player
event-entry-field-stack-threshold = stack threshold
event-entry-field-buy-in = buy in
event-entry-field-starting-stack = starting stack
event-entry-field-bounty = bounty
event-entry-field-re-entries = re entries
event-entry-field-late-registration-until-level = late registration until level
event-entry-field-re-entry-until-level = re entry until level
event-entry-field-entries = entries
event-entry-field-rebuys = rebuys
event-entry-field-add-ons = add ons
event-rebuy-no-chips = a rebuy gives chips: rebuy chips must be above 0
event-rebuy-fee-above-price = the rebuy fee { $fee } is more than its price { $price }
event-rebuy-window-both = a rebuy window is until a level or until the first break, not both
event-rebuy-until-level-below-one = rebuys until level { $level }: levels count from 1
event-add-on-no-chips = an add-on gives chips: add-on chips must be above 0
event-add-on-fee-above-price = the add-on fee { $fee } is more than its price { $price }
event-add-on-break-below-one = the add-on is taken at break 1 or later, not { $text }
event-starting-stack-zero = the starting stack must be above 0 chips
event-fee-and-bounty-above-buy-in = the fee ({ $fee }) and the bounty ({ $bounty }) are parts of the buy-in and together cannot exceed it ({ $buyin })
# Where the clock is; the Hungarian says "on" it (the clock is on ...).
event-where-break-after-level = the break after level { $level }
event-where-level = level { $level }
event-entries-so-far-not-a-count = entries so far is a count of 0 or more, not { $text }
event-re-entry-still-playing = this player is still in the tournament; a re-entry needs a bust first
event-registration-closed = registration closed at the end of level { $level }; the clock is on { $where_text }
event-re-entries-used = this event allows { $count ->
        [0] no re-entries
        [one] { $count } re-entry per player
       *[other] { $count } re-entries per player
    }; the player has used { $used_count }
event-re-entry-closed = re-entries closed at the end of level { $level }; the clock is on { $where_text }
event-no-rebuys = this event has no rebuys
event-rebuy-stack-not-a-count = a stack of { $text } chips: a stack is 0 or more chips
event-rebuys-so-far-not-a-count = rebuys so far is a count of 0 or more, not { $text }
event-rebuy-closed = rebuys closed at the end of level { $level }; the clock is on { $where_text }
event-rebuy-closed-first-break = rebuys closed at the first break; the clock is on { $where_text }
event-rebuy-limit-reached = a player may rebuy { $count ->
        [one] once
       *[other] { $count } times
    }; this player has rebought { $used_count ->
        [one] once
       *[other] { $used_count } times
    }
event-rebuy-stack-too-big = a rebuy is allowed with { $limit ->
        [one] { $limit } chip
       *[other] { $limit } chips
    } or fewer; this player has { $stack }
event-no-add-on = this event has no add-on
event-add-on-taken = the add-on is taken once per player; this player has taken it
event-add-on-break-missing = the add-on is at break { $number }, but the structure has { $count ->
        [0] no breaks
        [one] one break
       *[other] { $count } breaks
    }
event-add-on-not-open-yet = the add-on is taken at break { $number }, which is not open yet; the clock is on { $where_text }
event-add-on-over = the add-on is taken at break { $number }, which is over; the clock is on { $where_text }
event-rebuys-without-rebuys = { $count } rebuys in an event without rebuys
event-add-ons-without-add-on = { $count } add-ons in an event without an add-on
event-bounty-not-a-count = a bounty of { $text }: a bounty is 0 or more
event-bounty-needs-winners = a bounty needs whoever won it: one player or more
event-eliminator-twice = an eliminator is listed twice

## Payouts, ties and busts (R-8.5)

event-payout-row = { $from_count }-{ $to_count } entries
event-payout-row-open = { $from_count }- entries
event-payout-row-min-below-one = row { $row_text }: min_entries must be at least 1
event-payout-row-max-below-min = row { $row_text }: max_entries must not be below min_entries
event-payout-row-pays-nobody = row { $row_text }: pays no place; list at least one percentage
event-payout-row-percentage-not-positive = row { $row_text }: every percentage must be above 0
event-payout-row-rising = row { $row_text }: a place may not pay more than the place above it
event-payout-row-not-hundred = row { $row_text }: percentages add up to { $sum_text } % ({ $terms_text }); they must add up to 100 %
event-payout-row-too-many-places = row { $row_text }: pays { $places } places but may have only { $count } entries; pay at most { $count } places
event-payout-table-no-rows = payout table '{ $name }' has no rows
event-payout-table-rows-overlap = payout table '{ $name }': rows starting at { $count } and { $other_count } entries overlap; each entry count needs one row
event-payout-table-no-row = payout table '{ $name }' has no row for { $count } entries; rows cover { $spans_text }
event-custom-payouts-pay-nobody = the prizes typed pay no place
event-custom-payouts-amount-not-positive = the prizes typed: every prize must be above 0
event-custom-payouts-rising = the prizes typed: a place may not pay more than the place above it
event-prize-pool-negative = prize pool { $prize } is negative; it must be 0 or more
event-payouts-no-entries = { $count } entries: a tournament needs at least one entry
event-custom-payouts-sum = the prizes typed add up to { $total } but the prize pool is { $prize }; change an amount so they match
event-custom-payouts-too-many-places = the prizes typed pay { $places } places but there are only { $count } entries
event-bust-chips-negative = { $player }: chips at the start of the hand cannot be negative ({ $stack })
event-busts-not-fewer-than-players = { $count } busts with { $players } players in: someone must be left to win; the busts must be fewer than the players in the hand
event-bust-player-twice = a player is listed twice among the busts
event-odd-unit-order-not-tied-players = the odd-unit order must list exactly the tied players
event-payout-file-rows-not-list = payout table '{ $name }': 'rows' must be a list of rows
event-payout-file-row-not-object = payout table '{ $name }', row { $number }: must be an object
event-payout-file-row-fields = payout table '{ $name }', row { $number }: needs min_entries (a whole number), max_entries (a whole number or null) and percentages (numbers): { $reason_text }
event-payout-file-not-json = { $file } is not valid JSON: { $reason_text }
event-payout-file-not-object = { $file }: a payout table must be a JSON object

## Final-table deals: chip chop and ICM

event-deal-needs-a-player = a deal needs at least one player
event-deal-player-without-chips = { $player } has { $stack } chips; every player in a deal must have chips (above 0)
event-deal-prize-negative = a prize cannot be negative
event-deal-too-many-prizes = { $count } prizes for { $players } players: list only the prizes for the places still to be decided
event-deal-unit-below-one = rounding unit { $unit } must be 1 or more (smallest units)
event-deal-icm-too-many-players = ICM is worked out exactly for at most { $count } players, not { $players }
event-deal-amount-negative = { $player } is given { $amount }: an amount in a deal cannot be below 0.
event-deal-typed-too-much = The amounts add up to { $total }, but the prizes left are { $expected_total }: { $amount } too much.
event-deal-typed-short = The amounts add up to { $total }, but the prizes left are { $expected_total }: { $amount } short.

## The cash-game ledger and the settlement (R-8.7)

event-line-buy-in = buy-in
event-line-top-up = top-up
event-line-cash-out = cash-out
event-line-rake = rake
event-line-amount-negative = { $kind_text } of { $amount } for { $player }: amounts must be 0 or more; record money going the other way as a { $other_text }
event-line-amount-negative-table = { $kind_text } of { $amount } for the table: amounts must be 0 or more; record money going the other way as a { $other_text }
event-line-needs-player = a { $kind_text } needs a player's name
event-line-house-name = { $name } is kept for the rake in settlements; pick another name
event-table-check-match = The table has { $total }, as the ledger says.
event-table-check-more = The table has { $total } but the ledger says { $expected_total }: { $amount } more.
event-table-check-less = The table has { $total } but the ledger says { $expected_total }: { $amount } less.
event-line-not-bought-in = { $player } has not bought in; record a buy-in before a { $kind_text }
event-settle-chips-on-table = { $amount } is still on the table by the ledger; record every cash-out (or the missing rake) before settling
event-settle-paid-out-more = the cash-outs and the rake come to { $amount } more than the buy-ins and top-ups; check them before settling
event-payment = { $payer_name } pays { $payee_name } { $amount }
event-settlement-fewest = { $count ->
        [0] No payments: everyone is even.
        [one] One payment, the fewest payments possible:
       *[other] { $count } payments, the fewest payments possible:
    }
event-settlement-short = { $count ->
        [one] One payment
       *[other] { $count } payments
    }, a short list found by squaring small groups among themselves first, then the largest amounts (not proven the fewest):
event-balances-not-zero = the balances add up to { $total }, not 0; winnings must equal losses plus rake before settling

## Cash-game tables (R-3.6, R-8.7)

event-no-such-game = there is no game { $text }
event-no-such-limit = there is no limit { $text }
event-cash-blinds-wrong = blinds of { $small_blind }/{ $big_blind }: the big blind is above 0 and at least the small blind
event-stakes = { $game_name }, { $betting_text } { $small_blind }/{ $big_blind }
event-cash-amount-negative = the forced bets and bet sizes must be 0 or more
event-cash-needs-ante = { $game_name } is played with an ante: set one above 0
event-cash-stud-fixed-limit = { $game_name } is dealt fixed limit at a cash table (R-6.4: a bring-in and a small and a big bet)
event-cash-bring-in-wrong = a bring-in of { $bring_in_amount }: it is above 0 and at most the small bet ({ $small_bet }) (R-6.4)
event-cash-bets-wrong = bets of { $small_bet }/{ $big_bet }: the small bet is above 0 and the big bet at least the small bet
event-cash-table-maximum-missing = a spread-limit table needs its table maximum, the largest bet or raise: at least the big blind ({ $big_blind }) (R-5.6)
event-cash-table-maximum-below = a table maximum of { $maximum } is below the big blind ({ $big_blind }): in spread limit every bet and raise is between the big blind and the table maximum (R-5.6)
event-stakes-spread = { $game_name }, { $betting_text } { $small_blind }/{ $big_blind }, table maximum { $maximum }
event-stakes-bring-in = { $game_name }, { $betting_text } { $small_bet }/{ $big_bet }, ante { $ante }, bring-in { $bring_in_amount }
event-stakes-antes = { $game_name }, { $betting_text } { $small_bet }/{ $big_bet }, ante { $ante }
event-stakes-antes-open = { $game_name }, { $betting_text }, ante { $ante }, smallest bet { $small_bet }
event-stakes-guts = { $game_name }, ante { $ante }
event-limit-no-limit = no limit
event-limit-pot-limit = pot limit
event-limit-fixed-limit = fixed limit
event-limit-spread-limit = spread limit
event-all-seats-taken = all { $count } seats are taken
event-no-such-seat = seat { $seat } does not exist at a { $count }-seat table
event-seat-taken = seat { $seat } is taken
