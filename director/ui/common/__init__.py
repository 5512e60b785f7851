"""What every window uses: the context it is given (the database, its services
and the time), the user's settings, texts that follow the language, the style,
the look's preferences and the small shared widgets."""
