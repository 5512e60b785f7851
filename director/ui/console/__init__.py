"""The director console of a tournament: players and chip counts, busts, rebuys
and add-ons, the seating with its tables, the button draw and bounty envelopes."""
