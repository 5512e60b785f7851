# The hand engine's refusals (director/engine/hand/).

## Betting (R-5.5, R-5.7; director/engine/hand/betting_rules.py)
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
