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

# A stud és a húzós póker utcái (director/engine/hand/facts/games.py; guide.street_name)
street-third = harmadik utca
    .acc = harmadik utcát
street-fourth = negyedik utca
    .acc = negyedik utcát
street-fifth = ötödik utca
    .acc = ötödik utcát
street-sixth = hatodik utca
    .acc = hatodik utcát
street-seventh = hetedik utca
    .acc = hetedik utcát
street-before-draw = csere előtti kör
    .acc = csere előtti kört
street-draw = csere
    .acc = cserét
