"""The rulebook window and the rule ids of every shown text as links to it."""
