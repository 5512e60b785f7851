"""Poker Director: run live poker from a desktop program."""

__version__ = "0.1.0"
