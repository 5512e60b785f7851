"""What a hand is made of, with no rule in it: the games and their betting
structures, the setup, the events of the log, pots and odd chips, the showdown's
awards and the hand's data rebuilt from its events. Imports nothing of
``hand.rules`` or of the hand's top level (tests/engine/test_hand_package.py)."""
