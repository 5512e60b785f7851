# Hands in words (R-2.8): director/engine/ranking/words.py.
#
# A card rank is a message of its own; sentences ask for one of its forms with
# CASE($rank, case: "plural"), and a form a language lacks falls back to the rank's
# value. English forms: .plural (kings), .a (a king), .capital (King), .symbol (K).


rank-ace = ace
    .plural = aces
    .a = an ace
    .capital = Ace
    .symbol = A
rank-king = king
    .plural = kings
    .a = a king
    .capital = King
    .symbol = K
rank-queen = queen
    .plural = queens
    .a = a queen
    .capital = Queen
    .symbol = Q
rank-jack = jack
    .plural = jacks
    .a = a jack
    .capital = Jack
    .symbol = J
rank-ten = ten
    .plural = tens
    .a = a ten
    .capital = Ten
    .symbol = T
rank-nine = nine
    .plural = nines
    .a = a nine
    .capital = Nine
    .symbol = 9
rank-eight = eight
    .plural = eights
    .a = an eight
    .capital = Eight
    .symbol = 8
rank-seven = seven
    .plural = sevens
    .a = a seven
    .capital = Seven
    .symbol = 7
rank-six = six
    .plural = sixes
    .a = a six
    .capital = Six
    .symbol = 6
rank-five = five
    .plural = fives
    .a = a five
    .capital = Five
    .symbol = 5
rank-four = four
    .plural = fours
    .a = a four
    .capital = Four
    .symbol = 4
rank-three = three
    .plural = threes
    .a = a three
    .capital = Three
    .symbol = 3
rank-deuce = deuce
    .plural = deuces
    .a = a deuce
    .capital = Deuce
    .symbol = 2

# Ranks one after another (ace-king-nine); .symbol: A-K-9; .capital: Ace-king-nine.
rank-run = { $head }-{ $tail }
    .symbol = { CASE($head, case: "symbol") }-{ CASE($tail, case: "symbol") }
    .capital = { CASE($head, case: "capital") }-{ $tail }
# One kicker in a list of kickers: "a king".
rank-kicker = { CASE($rank, case: "a") }
rank-with-kickers = { $hand_value }, with { $kickers }

## Five-card high hands (R-2.1, R-2.7)
rank-royal-flush = Royal flush
rank-straight-flush = Straight flush, { $rank } high
rank-straight-flush-ace-low = Straight flush, { $rank } high (ace low)
rank-four-of-a-kind = Four of a kind, { CASE($rank, case: "plural") }
rank-full-house = Full house, { CASE($rank, case: "plural") } full of { CASE($second_rank, case: "plural") }
rank-flush = Flush, { $rank } high
rank-straight = Straight, { $rank } high
rank-straight-ace-low = Straight, { $rank } high (ace low)
rank-three-of-a-kind = Three of a kind, { CASE($rank, case: "plural") }
rank-two-pair = Two pair, { CASE($rank, case: "plural") } and { CASE($second_rank, case: "plural") }
rank-one-pair = One pair, { CASE($rank, case: "plural") }
rank-high-card = High card, { $rank }

## Three-card hands, guts (R-2.6)
rank-three-card-straight-flush = Three-card straight flush, { $rank } high
rank-three-card-straight = Three-card straight, { $rank } high
rank-three-card-flush = Three-card flush, { $rank } high

## Lows (R-2.4, R-2.5) and stud showing hands (R-6.4)
rank-low = { CASE($ranks, case: "symbol") } low ({ $rank }-{ $second_rank })
rank-low-wheel = 5-4-3-2-A low (the wheel)
rank-low-plain = { CASE($ranks, case: "symbol") } low
rank-showing-high = { CASE($ranks, case: "capital") } high
