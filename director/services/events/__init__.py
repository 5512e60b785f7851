"""The events of Home: create, open and restore an event (tournament or cash
game), list them, the read-only views of the console, seating and ledger, and the
game each of its tables deals now."""
