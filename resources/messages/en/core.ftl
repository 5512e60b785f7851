# Words many messages share: streets, forced bets, card ranks.
# A message whose argument is one of these writes { $street } (or, in Hungarian,
# { CASE($street, case: "acc") } for another grammatical case).

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river

# Lists: "a, b and c" (list-comma ... list-and), or "a and b and c" where the items
# hold commas themselves (list-and-more ... list-and). director.engine.ranking.words.and_list
list-comma = { $head }, { $tail }
list-and = { $head } and { $tail }
list-and-more = { $head } and { $tail }

# Streets of stud and draw (director/engine/hand/facts/games.py; guide.street_name)
street-third = third street
street-fourth = fourth street
street-fifth = fifth street
street-sixth = sixth street
street-seventh = seventh street
street-before-draw = before the draw
street-draw = the draw
