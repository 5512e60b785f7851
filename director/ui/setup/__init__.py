"""Event setup: a tournament's or a cash game's settings, blind structure, chips
and payouts."""
