"""Home: the events, the player database, the quick clock, the leagues and the
players' CSV files."""
