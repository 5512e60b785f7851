"""A table's hands for the dealer panel: the hand in progress, each action as
one command, the next hand's start, the table's running state and game, and
the all-in odds."""
