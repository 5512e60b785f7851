"""The rules that change a hand, each a pure step named by its rule ids: checks
(R-1.4), betting (R-5.x), openers, rounds and draw, evaluation and the showdown
(R-7.x), guts, the transitions between streets and the legal steps. They read
``hand.facts`` and never the state or the dealer's guide above them."""
