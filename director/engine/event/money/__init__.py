"""Money of an event: payouts and prizes (R-8.x), deals at the final table,
bounties, league formulas and standings."""
