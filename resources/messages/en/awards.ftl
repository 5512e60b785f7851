# Pots and their awards in words (R-7.3 to R-7.6): director/engine/hand/facts/showdown.py.
# An award says which pot, its amount, who contested it, who won with what hand,
# the shares, the odd chip and why.

award-main-pot = the main pot
    .capital = The main pot
award-side-pot = side pot { $number }
    .capital = Side pot { $number }
# The one pot of a guts deal (R-6.6).
award-pot = the pot
    .capital = The pot

# A list of seats: award-seats around list-comma/list-and of award-seat items.
award-seat = seat { $seat }
award-seats = { $seat_list }
award-nobody = nobody

award-contested = { CASE($pot_name, case: "capital") } of { $amount }, contested by { $contenders }: { $outcome }.
award-by-dealer = { CASE($pot_name, case: "capital") } of { $amount }: awarded by the dealer to { $seats }.
award-by-dealer-details = { CASE($pot_name, case: "capital") } of { $amount }: awarded by the dealer to { $seats }; { $outcome }.
# Parts of an award's explanation one after another.
award-then = { $head }; { $tail }

award-wins-uncontested = seat { $seat } wins uncontested
# Nobody else put chips into all of the pot (the others folded or had less).
award-uncontested = { CASE($pot_name, case: "capital") } of { $amount } goes to seat { $seat }, uncontested.
# The others who contested the pot mucked (R-7.2): the last hand takes it.
award-last-hand = { $seats } mucked; seat { $seat }, the last hand, wins { $amount }
award-hand = seat { $seat } with { $hand_value }
# R-2.8: the hand in words and the five cards it uses.
award-hand-cards = seat { $seat } with { $hand_value } ({ $cards })
award-low-hand = { $hand_value }
award-low-hand-cards = { $hand_value } ({ $cards })
# R-7.4: one player wins the high and the low half.
award-scoops = { $winners } and { $low_hand } scoops { $amount }, high and low
award-no-hand = seat { $seat } with a hand
award-wins = { $winners } wins { $amount }
award-win-split = { $winners } win split { $amount }
award-wins-high-half = { $winners } wins the high half ({ $amount })
award-win-split-high-half = { $winners } win split the high half ({ $amount })
award-wins-low-half = { $winners } wins the low half ({ $amount })
award-win-split-low-half = { $winners } win split the low half ({ $amount })
award-no-qualifying-low = no qualifying low, so the high hand takes the whole pot

award-share = seat { $seat } gets { $amount }
award-shares = { $share_list }
award-odd-chip = odd { $count ->
    [one] chip
   *[other] chips
} to { $seats }
award-odd-chip-why = odd { $count ->
    [one] chip
   *[other] chips
} to { $seats } (R-7.5: { $reason })
award-odd-chip-why-low-half = odd { $count ->
    [one] chip
   *[other] chips
} to { $seats } (R-7.5: { $reason }; in the low half, { $low_reason })

# Why the odd chip goes where it goes (R-7.5).
award-why-left-of-button = first winner left of the button
award-why-highest-card = highest card by suit
award-why-highest-card-ace-low = highest card by suit, the ace low
award-why-lowest-card-ace-lowest = lowest card by suit, the ace lowest
award-why-high-half = the high half takes the pot's odd chip

# A refusal (R-7.1): the last hand in a pot wins it and is not mucked.
award-last-hand-cannot-muck = seat { $seat } holds the last hand in { $pot_name }, which it wins; it cannot be mucked

# Splitting a pot (R-7.4, R-7.5): refused as a programming error.
award-needs-a-winner = a pot needs at least one winner
award-chip-unit-below-one = the chip unit is 1 or more, not { $unit }
