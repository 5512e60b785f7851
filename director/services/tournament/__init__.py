"""A tournament's entries, busts, money and chips, its bounties, the chips
balance, and the leagues its results count in."""
