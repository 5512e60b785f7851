# Guts (R-6.6): a deal's result and the refusals of a round (director/engine/hand/rules/guts.py).

## Results, one a deal (R-6.6, R-7.6)
guts-deal = Deal { $deal_number }: { $outcome }.
guts-everyone-out = Deal { $deal_number }: everyone was out, so nobody wins the pot of { $pot }; everyone antes again and the deal repeats.
guts-only-one-in = Deal { $deal_number }: only seat { $seat } was in and wins the pot of { $pot }; the round is over (R-6.6).
guts-hand = seat { $seat } ({ $hand_value })
guts-wins = { $winners } wins the pot of { $pot }
guts-split = { $winners } split the pot of { $pot }
guts-nobody-lost = nobody lost, so the round is over (R-6.6)
guts-penalty = seat { $seat } lost and pays a penalty of { $amount }
guts-penalties-monte-carlo = { $penalty_list } into the next pot (Monte Carlo guts)
guts-penalties-survivor = { $penalty_list } into the next pot (survivor guts)
guts-shortfall = seat { $seat } owed { $owed } but had only { $paid }: { $short_amount } short (chips are never created)
guts-seat = seat { $seat }
guts-too-few-one = { $outcome } Fewer than two players have chips for another deal, so the round is over; the pot of { $pot } goes to seat { $seat }.
guts-too-few-shared = { $outcome } Fewer than two players have chips for another deal, so the round is over; the pot of { $pot } goes to { $seats }.

## Refusals
guts-needs-two-players = guts needs at least two players
guts-too-many-players = guts allows at most { $count } players (R-4.5); this table has { $players }
guts-seat-and-stack-each = every player needs one seat and one stack
guts-ante-too-small = the ante must be at least one chip, not { $ante }
guts-player-without-chips = a player without chips cannot start a round of guts
guts-nothing-to-undo = nothing to undo: no event has been recorded in this round
guts-seat-not-in-round = seat { $seat } is not in this round
guts-not-part-of-guts = { $event_name } is not part of guts; next: { $step }
guts-ante-not-due = an ante is not due now; next: { $step }
guts-dealing-not-due = dealing is not due now; next: { $step }
guts-declaration-not-due = a declaration is not due now; next: { $step }
guts-show-not-due = a show is not due now; next: { $step }
guts-award-not-due = the award is not due now; next: { $step }
guts-wrong-ante = the next ante is seat { $seat }'s { $ante }
guts-wrong-seat-dealt = the next cards go to seat { $seat }, not seat { $wrong_seat }
guts-three-cards-each = each player gets three cards in guts, not { $count }
guts-card-not-in-deck = { $card } is not in the deck
guts-card-already-dealt = { $card } is already dealt to seat { $seat } (R-1.4)
guts-card-already-shown = { $card } is already shown by seat { $seat } (R-1.4)
guts-declare-only-dealt = only players dealt into this deal can declare in
guts-not-in-or-shown = seat { $seat } was not in, or has shown already
guts-shows-three = seat { $seat } holds three cards; { $count } were shown
guts-dealt-other-card = seat { $seat } was dealt { $card }, not { $shown_card }
guts-enter-shown-cards = seat { $seat } was in: enter the three cards they show

## The dealer's next step in a round (R-6.6)
guts-step-ante = Seat { $seat } antes { $amount } (R-6.6)
guts-step-deal = Deal seat { $seat } three cards down
guts-step-declare = At the dealer's signal every player declares in or out at once; a late declaration is out (R-6.6)
guts-step-show = Seat { $seat } was in and shows (R-6.6)
guts-step-award = Award the pot and collect the penalties
guts-step-over = The round is over: everyone antes and a new round begins; new players may join now (R-6.6)
