# Cards (director.engine.cards, R-1.1 to R-1.4): what cannot be read as a card,
# and the ranks' names.

card-not-a-card = { $text } is not a card: expected a rank (2-9, T or 10, J, Q, K, A) followed by a suit (c, d, h, s or ♣ ♦ ♥ ♠), like 'As' or '10h'
card-not-card-text = { $text } is not a card: expected text like 'As' or '10h'
card-not-a-card-in = { $text } in { $whole_text } is not a card: expected a rank (2-9, T or 10, J, Q, K, A) followed by a suit (c, d, h, s or ♣ ♦ ♥ ♠), like 'As' or '10h'
card-appears-twice = { $card } appears twice; a card appears once per hand
card-cannot-deal = cannot deal { $count } cards from a deck of { $size }

## The ranks in words, plural (Rank.plural_message)

card-ranks-two = deuces
card-ranks-three = threes
card-ranks-four = fours
card-ranks-five = fives
card-ranks-six = sixes
card-ranks-seven = sevens
card-ranks-eight = eights
card-ranks-nine = nines
card-ranks-ten = tens
card-ranks-jack = jacks
card-ranks-queen = queens
card-ranks-king = kings
card-ranks-ace = aces
