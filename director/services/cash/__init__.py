"""A cash game's money (the ledger) and its tables: seats, waiting lists,
stakes and what a dealer needs of a cash table between hands."""
