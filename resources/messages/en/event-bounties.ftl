## Bounties (director.engine.event.money.bounties)

event-mystery-no-envelopes = a mystery prize list needs at least one envelope
event-mystery-envelope-not-a-count = an envelope of { $text }: an envelope holds 0 or more
event-mystery-envelopes-not-pool = the envelopes add up to { $total }, but the bounty pool is { $pot }: they must hold the whole pool
event-mystery-no-envelopes-left = no envelope is left to draw

## League formulas and standings (director.engine.event.money.formula, league)

event-formula-not-text = a formula is a text
event-formula-empty = the formula is empty
event-formula-too-long = the formula is { $count } characters long; at most { $size } are allowed
event-formula-syntax = “{ $text }” is not a formula this program can read
event-formula-unknown-name = “{ $text }” is not a value a formula knows; it knows { $names_text } and sqrt, log, min, max, abs, round
event-formula-not-allowed = “{ $text }” is not allowed in a formula: only numbers, the named values, arithmetic and sqrt, log, min, max, abs, round
event-formula-exponent = a power in a formula may have an exponent of at most { $n }
event-formula-too-large = the formula gives a number too large for points
event-formula-division-by-zero = the formula divides by zero
event-formula-sqrt-negative = the formula takes the square root of a negative number
event-formula-log-not-positive = the formula takes the logarithm of zero or a negative number
event-formula-arguments = the function { $text } is given the wrong number of values
event-league-best-below-one = the best { $text } results: count at least one result, or all of them
event-league-best-above-most = the best { $text } results: count at most { $count } results, or all of them
event-league-ties = { $text } is not a tie rule; the rules are shared, most-wins, best-finish

## The hand timer (director.engine.event.shot_clock)

event-shot-clock-seconds = a hand timer of { $text } seconds: it runs from 1 to { $seconds } seconds
event-shot-clock-not-running = the hand timer is not running: start it first
