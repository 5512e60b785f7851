# The dealer's next step (director/engine/hand/guide.py) and the legal actions
# (director/engine/hand/rules/steps.py).

## Forced bets (R-4.1, R-4.2, R-3.6, R-3.7)
step-forced-ante = ante
step-forced-big-blind-ante = big-blind ante
step-forced-dead-small-blind = dead small blind
step-forced-big-blind = big blind
step-forced-small-blind = small blind
step-forced-straddle = straddle
step-post = Seat { $seat } posts the { $forced } of { $amount }
step-post-short = Seat { $seat } posts the { $forced } of { $amount } (all-in, short of { $nominal_amount })

## Dealing (R-4.3, R-4.4, R-6.4)
step-burn = Burn one card before the { $street } (R-4.4)
step-deal-street = Deal the { $street }
step-deal-board = Deal { $count } board cards
step-community-card = Deal one community card face up for every player: the deck is short (R-6.4)
step-deal-down = Deal seat { $seat } { $down_count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $down_count }
} down
step-deal-up = Deal seat { $seat } { $up_count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $up_count }
} up
step-deal-down-up = Deal seat { $seat } { $down_count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $down_count }
} down and { $up_count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $up_count }
} up
step-with-first-deal = { $step_text } (one card at a time, starting left of the button, R-4.3)
step-with-first-deal-stud = { $step_text } (one card at a time, clockwise from seat { $seat }, R-4.3)
step-with-scramble = { $step_text }; the stub is short: scramble the burns into it first (R-6.4)

## Betting (R-5.1 to R-5.7, R-6.4)
step-seat-number = { $seat }
step-enter-up-cards-bring-in = Enter the up cards of { $count ->
    [one] seat
   *[other] seats
} { $seat_numbers } to find who brings in (R-6.4)
step-enter-up-cards-first = Enter the up cards of { $count ->
    [one] seat
   *[other] seats
} { $seat_numbers } to find who acts first (R-6.4)
step-bring-in = Seat { $seat } brings in for { $amount } (R-6.4)
step-bring-in-short = Seat { $seat } brings in for { $amount } (all-in, short of { $nominal_amount }) (R-6.4)
step-bring-in-or-complete = Seat { $seat } brings in for { $amount } or completes to { $complete_amount } (R-6.4)
# The low card is all-in from the ante: the player on its left opens and may fold (TDA RP-10-E).
step-bring-in-or-fold = Seat { $seat } brings in for { $amount } or folds (R-6.4)
step-bring-in-complete-or-fold = Seat { $seat } brings in for { $amount }, completes to { $complete_amount } or folds (R-6.4)
step-legal = Seat { $seat } may { $options }
step-options-or = { $head } or { $tail }
step-option-check = check
step-option-call = call { $amount }
# A call by a player with chips in front already: what it puts in, and their total.
step-option-call-to = call { $amount } (to { $total })
step-option-call-to-all-in = call { $amount } all-in (to { $total })
step-option-bring-in = bring in for { $amount }
step-option-bet = bet to { $amount }
step-option-bet-range = bet to { $minimum }-{ $maximum }
step-option-raise = raise to { $amount }
step-option-raise-range = raise to { $minimum }-{ $maximum }
step-option-complete = complete to { $amount }
step-option-complete-range = complete to { $minimum }-{ $maximum }
# fixed limit's two sizes (R-6.4's open pair), never an amount between
step-option-bet-sizes = bet to { $minimum } or { $maximum }
step-option-raise-sizes = raise to { $minimum } or { $maximum }
step-option-complete-sizes = complete to { $minimum } or { $maximum }
# An option whose amount is the player's whole stack.
step-option-all-in = { $head } (all-in)
step-option-range-all-in = { $head } ({ $maximum } is all-in)
step-option-fold = fold

## Pineapple and draw (R-6.3, R-6.5)
step-discard-one = Seat { $seat } discards one card face down (R-6.3)
step-stand-pat = Seat { $seat } stands pat or discards 1 to 5 cards (R-6.5)
step-stand-pat-no-aces = Seat { $seat } stands pat or discards 1 to 5 cards; aces may not be exchanged (R-6.5)
step-stand-pat-max = Seat { $seat } stands pat or discards up to { $count } cards ({ $ace_count } showing an ace kept) (R-6.5)
step-stand-pat-max-no-aces = Seat { $seat } stands pat or discards up to { $count } cards ({ $ace_count } showing an ace kept); aces may not be exchanged (R-6.5)
step-burn-replacements = Burn one card before the replacement cards (R-4.4)
step-replacements = Deal seat { $seat } { $count ->
    [1] one replacement card
    [2] two replacement cards
    [3] three replacement cards
    [4] four replacement cards
    [5] five replacement cards
   *[other] { $count } replacement cards
}
step-with-short-stub = { $step_text }; the stub is short: keep the last card, shuffle the burns and discards and deal from them (R-6.5)

## Showdown and the end of the hand (R-7.1, R-7.2, R-6.5)
step-runout-show = No more betting: seat { $seat } turns their hand face up before the rest is dealt (R-7.1)
step-show-all-in = Seat { $seat } is all-in and shows (R-7.2)
step-show-called = Seat { $seat } bet last and was called: shows first (R-7.2)
step-show-first = Seat { $seat } shows first, or mucks and gives up the pot (R-7.2)
step-show-or-muck = Seat { $seat } shows, or mucks and gives up the pot (R-7.2)
step-show-openers = Seat { $seat } opened and shows openers (R-6.5)
step-award = Award the pots
step-award-enter = Award the pots: enter { $missing }, or pick the winners
step-missing-hole = seat { $seat }'s { $count } unknown hole { $count ->
    [one] card
   *[other] cards
}
step-missing-board = { $count } board { $count ->
    [one] card
   *[other] cards
}
step-missing-and = { $head }; { $tail }
step-dead-deal = Nobody opened: the deal is dead; the { $pot } in the pot stays and everyone antes again (R-6.5)
step-hand-over = The hand is over: move the button
step-hand-over-stud = The hand is over: deal the next one
# a bring-in the table's chips cannot pay (a size stored before the chip checks, R-6.4, TDA 20)
step-legal-bring-in-unpayable = Seat { $seat }'s bring-in of { $amount } cannot be paid in this table's chips, so it is not offered: ask the director to set a bring-in the chips make (R-6.4). Seat { $seat } may { $options }
step-bring-in-unpayable = Seat { $seat }'s bring-in of { $amount } cannot be paid in this table's chips, nor can its completion: ask the director to set a bring-in and bets the chips make (R-6.4); nothing can be posted here until then
