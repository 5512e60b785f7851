# The hand engine's refusals (director/engine/hand/).

## Betting (R-5.5, R-5.7; director/engine/hand/betting_rules.py)
hand-not-your-turn = it is seat { $seat }'s turn to act, not seat { $other_seat }'s
hand-raise-exactly = seat { $seat } may bet or raise to { $minimum }, not to { $amount }
hand-raise-between = seat { $seat } may bet or raise to between { $minimum } and { $maximum }, not to { $amount }
hand-raise-exactly-all-in = seat { $seat } may bet or raise to { $minimum }, not to { $amount } (all-in is { $all_in_amount })
hand-raise-between-all-in = seat { $seat } may bet or raise to between { $minimum } and { $maximum }, not to { $amount } (all-in is { $all_in_amount })
hand-fixed-limit-only = in fixed limit seat { $seat } may bet or raise to { $amount } only
hand-open-pair-bets = seat { $seat } may bet { $amount } or, with the open pair, { $big_amount } (R-6.4); not { $bet }
hand-bring-in-may-not-fold = seat { $seat } brings in and may not fold (R-6.4): post or complete
hand-must-bring-in = seat { $seat } must bring in for { $amount } or complete (R-6.4)
hand-bring-in-amount = seat { $seat } brings in for { $amount }, not { $other_amount } (R-6.4)
hand-no-raise = seat { $seat } may not bet or raise now: { $raise_refusal }
hand-no-raise-call-takes-all = calling takes all their chips
hand-no-raise-not-reopened = only a short all-in came since they acted, which does not reopen betting (R-5.7)
hand-no-raise-capped = the betting is capped (R-5.5)
hand-no-raise-nobody-to-call = every other player is all-in
hand-no-raise-bring-in-complete = the bring-in already is a full bet, so there is nothing to complete (R-6.4)

## A refusal that does not fit the next step (director/engine/hand/state.py)
hand-refused-next = { $refusal }; next: { $step }

## Showdown (R-7.3; director/engine/hand/evaluation.py)
hand-cards-to-decide = to decide the pots the dealer must enter { $missing } (or name the winners by hand)
hand-nobody-to-act = nobody is to act now

## Draw (R-6.5; director/engine/hand/draw.py)
hand-aces-stay = aces may not be exchanged at this table (R-6.5)
