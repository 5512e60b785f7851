"""The clock: its window for a TV or second screen, the clock page that drives it,
its designer, texts, pictures, sounds and the shot clock of a hand."""
