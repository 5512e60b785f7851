"""What a club's tables tell the director and the director tells them: a table's
busts and rebuys reported, balancing's moves as the dealer's instructions."""
