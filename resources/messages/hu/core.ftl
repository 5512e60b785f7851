# Sok üzenet közös szavai: utcák, kényszertétek, lapértékek.
# .acc: tárgyeset (CASE($street, case: "acc")).

street-preflop = preflop
    .acc = preflopot
street-flop = flop
    .acc = flopot
street-turn = turn
    .acc = turnt
street-river = river
    .acc = rivert

# Felsorolás: „a, b és c” (list-comma ... list-and; list-and-more ugyanígy).
list-comma = { $head }, { $tail }
list-and = { $head } és { $tail }
list-and-more = { $head }, { $tail }
