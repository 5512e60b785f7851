# Dealer training (DESIGN.md "Training"): questions, answers and explanations
# (director/services/training.py).

## Questions
train-who-brings-in = Who brings in?
train-who-acts = Who acts now?
train-who-shows-first = Who shows first?
train-to-call = How much does seat { $seat } need to call?
train-smallest-raise = Seat { $seat }: the smallest raise is to how much?
train-smallest-bet = Seat { $seat }: the smallest bet is to how much?
train-pot-limit-raise = Pot limit: seat { $seat } may raise to at most how much?
train-pot-limit-bet = Pot limit: seat { $seat } may bet to at most how much?
train-pots = What are the pots? (amounts, main pot first, separated by semicolons)
train-who-wins = Who wins { $pot_name } ({ $amount })? (all winners, high and low)
train-odd-chip = Who gets the odd chip in { $pot_name }?

## Answers: amounts (a seat answer is award-seats)
train-amounts = { $amount_list }
# several amounts, the way they are typed: 1,200; 600
train-amounts-then = { $amount }; { $then }

## Explanations, with the rule
train-door-card = seat { $seat }: { $card }
train-bring-in-rule = the lowest door card, ace high; suits break ties clubs, diamonds, hearts, spades
train-bring-in-rule-razz = razz: the highest door card, ace low, highest suit first
train-bring-in-passed = { $reason }; seat { $seat } has it but is all-in from the ante, so the next seat on its left with chips opens: it brings in, completes or folds (TDA RP-10-E)
train-bring-in-why = Door cards: { $door_cards }. R-6.4: { $reason }. { $step }
train-who-acts-why = { $step } ({ $rule }: order of action)
train-to-call-why = The highest bet is { $bet }; seat { $seat } has { $front_amount } in front and { $stack } behind, so the call is { $call } (0: check; { $rule }).
train-min-raise-why = { $legal }. { $rule }: a raise adds at least the largest bet or raise of the round ({ $raise_amount }) to the highest bet ({ $bet }); capped by the stack.
train-min-raise-why-pl = { $legal }. { $rule }: in pot limit the smallest bet and raise are as in no limit: a raise adds at least the largest bet or raise of the round ({ $raise_amount }) to the highest bet ({ $bet }); capped by the stack.
train-min-raise-why-fl = { $legal }. { $rule }: in fixed limit every bet and raise is one bet of the street's size, so the smallest is to { $minimum }.
train-min-raise-why-short = { $legal }. { $rule }: the bet to call ({ $bet }) is a short all-in, not a full raise; a player who may raise goes to at least that amount plus the last full bet or raise ({ $raise_amount }): { $minimum }.
train-min-raise-why-short-fl = { $legal }. { $rule }: the all-in ({ $bet }) is less than half a bet and reopens nothing; the next player may call it or complete it to a full bet: the smallest is to { $minimum }.
train-min-raise-why-spread = { $legal }. { $rule }: in spread limit a bet is at least the big blind and at most the table's maximum; a raise adds at least the last bet or raise ({ $raise_amount }) to the highest bet ({ $bet }).
train-pot-limit-why = R-5.4: call { $call } first; the pot is then { $pot } + { $call } = { $pot_after_call }; the largest total is the highest bet { $bet } + { $pot_after_call } = { $maximum } (short blinds count as full before the flop).
train-pot-limit-why-capped = R-5.4: call { $call } first; the pot is then { $pot } + { $call } = { $pot_after_call }; the largest total is the highest bet { $bet } + { $pot_after_call } = { $maximum }, capped at the stack: { $stack } (short blinds count as full before the flop).
train-put-in = seat { $seat }: { $amount }
train-layer = { $pot_name } of { $amount } for seats { $seat_numbers }
train-side-pots-why = Put in: { $contributions }. R-7.3: layer by contribution: { $layers }.
train-shows-first-why = { $reason }. Order: { $seat_numbers } (R-7.2).
train-shows-first-bettor = Seat { $seat } made the last bet or raise of the final round (see the actions), so shows first
train-shows-first-nobody-bet = Nobody bet on the final round, so the first hand still in left of the button shows first, all-in hands included
train-shows-first-stud = Nobody bet on the final round, so the best showing hand shows first (razz: the lowest)
train-pot-winner-why = { $outcome } (R-7.4: each pot is decided on its own)
train-pot-winner-why-hilo = { $outcome } (R-7.4: each pot on its own, halved between the best high hand and the best qualifying low)
train-odd-chip-why = { $outcome } (R-7.5)

## Refusals
train-type-a-number = type a number for '{ $question }'
train-type-one-number = type one number
# a typed answer that is no whole number ("5²", "1.5"); the pots are separated by semicolons
train-not-a-number = “{ $text }” is not a whole number: type the amount in digits, such as { $example_amount }
train-not-amounts = “{ $text }” is not a whole number: type the amounts in digits, separated by semicolons (;), such as { $example_amount }; { $other_amount }
train-answer-first = answer the current question first
train-no-question-came-up = no question of the drill '{ $name }' came up
train-no-question-to-answer = there is no question to answer; ask for the next one

# The virtual players were asked to act when nobody can (a programming error).
train-nobody-can-act = nobody can act: { $step }

## All-in equity (issue 21, R-7.1): who is ahead, by how much

train-equity-who-leads = The hands are face up at an all-in (R-7.1): who is ahead, and with what share of all the pots' chips? Type the seat and the percentage, separated by a semicolon, e.g. 3; 70. An answer within { $n } points counts
train-equity-type-seat-and-share = type the seat and the share in percent, separated by a semicolon, e.g. 3; 70
train-equity-answer = seat { $seat }, about { $number }%
train-equity-seat = seat { $seat }: { $number }%
train-equity-counted = { $count ->
    [one] counted over the only way the cards can come
   *[other] counted over all { $count } ways the cards can come
}
train-equity-estimated = estimated from { $count } random deals, within about { $number } points
train-equity-why = Seat { $seat } is ahead ({ $seat_odds }; { $how }; R-7.1: the hands are face up, only the cards to come are unknown). Answers within { $n } points count.

# A practice scenario (issue 30) given to training deals hands at its table.
train-no-guts = Training asks the questions of games with betting; a guts table cannot be trained here
train-history-unreadable = The training scores in { $path } cannot be read (cut short or edited): this session's score was not saved, and the file was left as it is. Move it away to start a new history.
train-history-cannot-write = The training scores cannot be written to { $path } (a full disk or a folder without permission): this session's score was not saved; the scores before it are safe.

# A finished session stored in the trainee's history (Finish and save score).
train-saved = Saved: { $correct_count } of { $asked_count } right ({ $session_count ->
        [one] one session
       *[other] { $session_count } sessions
    } for { $trainee_name })
