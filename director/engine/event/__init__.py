"""Tournament and cash-game arithmetic: clock, structures, entries, payouts, deals,
chips, chip race, seating, balancing, button, the cash ledger."""
