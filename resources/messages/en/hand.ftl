# The hand engine's refusals (director/engine/hand/).

## Betting (R-5.5, R-5.7; director/engine/hand/rules/betting_rules.py)
hand-not-your-turn = it is seat { $seat }'s turn to act, not seat { $other_seat }'s
hand-raise-exactly = seat { $seat } may bet or raise to { $minimum }, not to { $amount }
hand-raise-between = seat { $seat } may bet or raise to between { $minimum } and { $maximum }, not to { $amount }
hand-raise-exactly-all-in = seat { $seat } may bet or raise to { $minimum }, not to { $amount } (all-in is { $all_in_amount })
hand-raise-between-all-in = seat { $seat } may bet or raise to between { $minimum } and { $maximum }, not to { $amount } (all-in is { $all_in_amount })
hand-fixed-limit-only = in fixed limit seat { $seat } may bet or raise to { $amount } only
# R-6.4 as the panel shows it for a stud hand: which way the event plays the open pair.
hand-open-pair-on = Open pair on 4th street: the opener may bet { $amount } or { $big_amount } (cash table, R-6.4)
hand-open-pair-off = Open pair on 4th street: the bet stays { $amount } (tournament, R-6.4)
hand-open-pair-bets = seat { $seat } may bet { $amount } or, with the open pair, { $big_amount } (R-6.4); not { $bet }
hand-bring-in-may-not-fold = seat { $seat } brings in and may not fold (R-6.4): post or complete
hand-must-bring-in = seat { $seat } must bring in for { $amount } or complete (R-6.4)
hand-bring-in-amount = seat { $seat } brings in for { $amount }, not { $other_amount } (R-6.4)
hand-all-in-over-limit = seat { $seat } cannot put all { $stack } in: the most now is { $options } ({ $rule })
hand-no-raise = seat { $seat } may not bet or raise now: { $raise_refusal }
hand-no-raise-call-takes-all = calling takes all their chips
hand-no-raise-not-reopened = only a short all-in came since they acted, which does not reopen betting (R-5.7)
hand-no-raise-capped = the betting is capped (R-5.5)
hand-no-raise-nobody-to-call = every other player is all-in
hand-no-raise-no-openers = a pair of jacks or better is needed to open, and their cards hold none (R-6.5)
hand-no-raise-bring-in-complete = the bring-in already is a full bet, so there is nothing to complete (R-6.4)

## A refusal that does not fit the next step (director/engine/hand/state.py)
hand-refused-next = { $refusal }; next: { $step }

## Showdown (R-7.3; director/engine/hand/rules/evaluation.py)
hand-cards-to-decide = to decide the pots the dealer must enter { $missing } (or name the winners by hand)
hand-nobody-to-act = nobody is to act now

## Draw (R-6.5; director/engine/hand/rules/draw.py)
hand-aces-stay = aces may not be exchanged at this table (R-6.5)
hand-not-drawing = seat { $seat } does not draw now
hand-discard-count = a player discards 0 to 5 cards, not { $count }
hand-max-draw = at most { $count } cards may be drawn, { $ace_count } when the player keeps and shows an ace (R-6.5); seat { $seat } discarded { $discarded_count }
hand-kept-not-ace = seat { $seat } shows { $card }, not an ace: { $ace_count } cards may be drawn only keeping and showing an ace (R-6.5)
hand-does-not-hold = seat { $seat } does not hold { $card }
hand-no-replacement = no replacement cards are due to seat { $seat }
hand-replacement-count = seat { $seat } discarded { $count } and gets { $count }, not { $given_count }
hand-cannot-open = seat { $seat } cannot open: a pair of jacks or better is needed to open (R-6.5), and { $cards } has none
hand-did-not-hold = seat { $seat } did not hold { $cards }
hand-opened-without-openers = seat { $seat } opened without openers: { $cards } holds no pair of jacks or better (R-6.5)

## Showdown (R-7.1 to R-7.6; director/engine/hand/rules/showdown_rules.py)
hand-cannot-show-now = seat { $seat } cannot show now
hand-no-hand-to-show = seat { $seat } has no hand to show
hand-shown-count = seat { $seat } holds { $count } cards; { $shown_count } were shown
hand-shown-not-dealt = seat { $seat } was dealt { $cards }, not { $shown_cards }
hand-cannot-muck-now = seat { $seat } cannot muck now
hand-no-hand-to-muck = seat { $seat } has no hand to muck
hand-all-in-must-show = seat { $seat } is all-in and must show (R-7.1, R-7.2)
hand-called-must-show = seat { $seat } made the last bet or raise and was called: the hand is shown (R-7.2)
hand-runout-must-show = seat { $seat } is still in after the betting ended: every hand still in is turned face up (R-7.1)
hand-runout-show-first = the hands first: seat { $seat } turns their hand face up before the rest is dealt (R-7.1)
hand-pots-not-ready = the pots are not ready to be awarded
hand-openers-first = seat { $seat } opened and must show openers first (R-6.5)
hand-openers-empty-show = seat { $seat } opened and must show openers: name the cards that make the pair of jacks or better (R-6.5)
hand-winners-count = winners were named for { $count } pots; there are { $pot_count }
hand-pot-seats = pot { $number } can only go to seats still in it: { $seat_numbers }
hand-no-low-half = { $game } has no low half
hand-card-not-held = seat { $seat } holds { $cards }; { $card } is not among them
hand-discard-by-name = seat { $seat } holds { $cards }, every card known: name the card discarded

## The hand's log (director/engine/hand/state.py, data.py)
hand-nothing-to-undo = nothing to undo: no event has been recorded in this hand
hand-seat-not-dealt-in = seat { $seat } is not in this hand; dealt in: { $seat_numbers }

## Posting and dealing (R-4.3, R-6.3; director/engine/hand/rules/transitions.py)
hand-no-ante-due = no ante is due now
hand-no-blind-due = no blind is due now
hand-no-burn-due = no burn is due now
hand-no-deal-now = no cards are dealt now
hand-no-hole-cards-due = no hole cards are due now
hand-no-board-cards-due = no board cards are due now
hand-not-bringing-in = seat { $seat } does not bring in now
hand-no-discard-due = no discard is due now
hand-not-discarding = seat { $seat } does not discard now (R-6.3)
hand-next-cards-to = the next cards go to seat { $seat } (R-4.3), not seat { $other_seat }
hand-pineapple-discard = in pineapple each player discards exactly one card, not { $count }

## A hand's setup (R-3.7, R-4.1, R-4.2, R-4.5, R-6.4, R-6.5, R-7.5; director/engine/hand/facts/setup.py)
hand-setup-two-players = a hand needs at least two players
hand-setup-seat-twice = a seat appears twice in [{ $seat_numbers }]
hand-setup-too-many = { $game } allows at most { $count } players (R-4.5); this table has { $players }
hand-setup-stacks-count = { $count } stacks for { $players } players
hand-setup-no-chips = seat { $seat } has no chips ({ $stack }) and cannot be dealt in
hand-setup-antes-count = { $count } antes for { $players } players
hand-setup-blinds-count = { $count } blinds for { $players } players
hand-setup-dead-blinds-count = { $count } dead blinds for { $players } players
hand-setup-antes-negative = antes cannot be negative: [{ $amounts }]
hand-setup-blinds-negative = blinds cannot be negative: [{ $amounts }]
hand-setup-dead-blinds-negative = dead blinds cannot be negative: [{ $amounts }]
hand-setup-needs-bring-in = { $game } needs a bring-in amount (R-6.4)
hand-setup-bring-in-too-big = the bring-in ({ $amount }) cannot exceed the small bet ({ $small_bet })
hand-setup-needs-blinds = { $game } needs blinds (R-4.1)
hand-setup-needs-antes = { $game } needs antes, or blinds as an option (R-6.5)
hand-setup-openers-antes = jacks or better to open is played with antes, not blinds (R-6.5)
hand-setup-max-draw = at most 0 to 5 cards can be drawn, not { $count }
hand-setup-chip-unit = the chip unit is 1 or more, not { $amount } (R-7.5)
hand-setup-carried-pot = the carried pot cannot be negative: { $amount }
hand-setup-carried-antes-count = the antes carried were given for { $count } players; there are { $players }
hand-setup-carried-antes = the antes carried ({ $amounts }) must be 0 or more and together within the carried pot of { $pot } (R-6.5)
hand-setup-big-blind-ante = a big-blind ante is posted by exactly one player (R-4.2)
hand-setup-missing-small-blind = the missing small blind cannot be negative: { $amount }
hand-setup-no-straddle-here = this table does not play the straddle (R-3.7 table option)
hand-setup-straddler = the straddler must be one of the { $players } players
hand-setup-straddle-heads-up = no straddle heads-up (R-3.7)
hand-setup-straddle-fixed-limit = the straddle is played in no limit and pot limit only, not at a fixed-limit table (R-3.7)
hand-setup-straddle-spread-limit = the straddle is played in no limit and pot limit only, not at a spread-limit table (R-3.7)
hand-setup-straddler-seat = only the first player left of the big blind may straddle (R-3.7)
hand-setup-straddle-size = the straddle is twice the big blind: { $amount }, not { $other_amount } (R-3.7)

## A card appears once per hand (R-1.4; director/engine/hand/rules/checks.py)
hand-deal-count = enter seat { $seat }'s { $count } { $count ->
    [one] card
   *[other] cards
}, or none; got { $given_count }
hand-deal-count-every-seat = enter seat { $seat }'s { $count } { $count ->
    [one] card
   *[other] cards
}, its { $up_count } up { $up_count ->
    [one] card
   *[other] cards
}, or { $every_count } up cards for every seat still to be dealt, in dealing order; got { $given_count } (R-4.3)
hand-card-entered-twice = { $card } is typed twice; a card appears once per hand (R-1.4)
hand-card-burned = { $card } was burned (R-1.4)
hand-card-on-board = { $card } is on the board (R-1.4)
hand-card-dealt = { $card } is in seat { $seat }'s hand (R-1.4)
hand-card-folded = { $card } is in seat { $seat }'s folded hand (R-1.4)
hand-card-shown = { $card } is in seat { $seat }'s hand, shown (R-1.4)
hand-card-discarded = { $card } was discarded by seat { $seat } (R-1.4)
hand-card-already = { $card } is already { $place_text } (R-1.4)
hand-card-not-in-deck = { $card } is not in the { $game } deck

## Forced bets and cards dealt (R-4.1, R-4.2, R-4.3; director/engine/hand/rules/transitions.py)
hand-forced-ante = ante
hand-forced-big-blind-ante = big-blind ante
hand-forced-dead-small-blind = dead small blind
hand-forced-big-blind = big blind
hand-forced-small-blind = small blind
hand-forced-straddle = straddle
hand-forced-dead-blind = dead blind
hand-forced-blind = blind
hand-wrong-post = the next forced bet is seat { $seat }'s { $forced } of { $amount }, not seat { $other_seat }'s { $other_forced } of { $other_amount }
hand-wrong-post-all-in = the next forced bet is seat { $seat }'s { $forced } of { $amount } (all-in), not seat { $other_seat }'s { $other_forced } of { $other_amount }
hand-hole-count = seat { $seat } gets { $count } { $count ->
    [one] card
   *[other] cards
} on the { $street }, not { $given_count }
hand-board-count = the { $street } is { $count } { $count ->
    [one] card
   *[other] cards
}, not { $given_count }

## Stored hands (director/engine/hand/facts/events.py, state.py)
hand-not-a-card-run = { $text } is not a run of cards written two characters each
hand-event-refused = event { $number } ({ $event_text }): { $refusal }
hand-not-an-event = { $event_text } is not a hand event
