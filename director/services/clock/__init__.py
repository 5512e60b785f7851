"""The clock of an event: its stored row, what the display shows at an instant
(the clock board) and the screen layouts the director designs."""
