"""Text compared as a person reads it when searching: lower case, without accents.
"Kovacs" typed finds "Kovács", "paratlan" finds "páratlan". One function for every
search and name match of the program (the player database, the console's name box,
the rulebook); sorting is the windows' (the language's collation)."""

from __future__ import annotations

import unicodedata


def folded(text: str) -> str:
    """``text`` in lower case without its accents (Unicode's compatibility
    decomposition with its combining marks dropped): "Ödön" -> "odon"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def name_key(name: str) -> tuple[str, str]:
    """Where ``name`` goes in an alphabetical list made outside the windows (a league's
    ties, a results file; the windows use their language's collation): by its letters
    without accents and case, then as written, so "Ábel" is among the A's and "Ödön"
    among the O's, not after "Zsolt" as the characters' codes would put them (a
    language's own order, Hungarian's Ö after every O, is the windows' collation)."""
    return folded(name), name
