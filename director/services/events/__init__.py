"""The events of Home: create, open and restore an event (tournament or cash
game), list them, and the read-only views of the console, seating and ledger."""
