# All-in equity (director.engine.equity, R-7.1): spots that cannot be dealt out.

equity-no-board-or-stud = equity is worked out for games with a board and for stud, not for draw games
equity-needs-two-hands = equity needs at least two hands face up, got { $count }
equity-card-twice = { $card } is given twice; a card can be in only one place
equity-card-not-in-deck = { $card } is not a card of this game's deck
equity-stud-has-no-board = a stud spot has no board: give each player's up and down cards
equity-stud-hand-size = player { $number } holds { $count } cards; a stud hand has 1 to 7
equity-hole-cards = player { $number } holds { $count } hole cards; this game needs { $n }
equity-board-too-long = a board has at most 5 cards, got { $count }
equity-too-few-cards = { $count } cards are still to come but only { $n } are left in the deck
