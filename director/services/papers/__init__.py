"""What goes out of a night: the papers as data and the CSV files."""
