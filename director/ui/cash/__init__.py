"""A cash game's windows: its tables, the seat and table commands and the ledger."""
