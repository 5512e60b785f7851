"""A tournament's tables and seats: the seat draw, the button draw, balancing
and table breaks."""
