"""What every command stands on: the unit of work and its commit feed, the
settings documents, validation of what a command is given, messages as data,
the director's action log with undo, the hand guard, the dealer's delayed
commit (hand_log), a station's role and the database as the windows see it."""
