# Words many messages share: streets, forced bets, card ranks.
# A message whose argument is one of these writes { $street } (or, in Hungarian,
# { CASE($street, case: "acc") } for another grammatical case).

street-preflop = preflop
street-flop = flop
street-turn = turn
street-river = river
