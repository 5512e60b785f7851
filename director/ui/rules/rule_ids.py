"""Rule ids as the program cites them (``R-7.5``): found in a text, normalised, and read
back from a rule link.

Kept apart from ``rulebook_source`` (the rulebook as data) so that the labels that
make rule ids links (``rule_links``, on every window from the first page on) need
no rulebook until one is opened (issue 21: the start).
"""

from __future__ import annotations

import re

#: The links' scheme: ``rule:R-7.5`` (``rule_links`` makes them, the rulebook follows them).
SCHEME = "rule"
#: A rule id as the program cites it: R-7.5.
RULE_ID = re.compile(r"\bR-(\d+)\.(\d+)\b")
_LOOSE_ID = re.compile(r"\s*(?:[Rr]-?)?(\d+)\.(\d+)\s*")


def normal_rule_id(text: str) -> str | None:
    """``"R-7.5"``, ``"r-7.5"``, ``"7.5"`` → ``"R-7.5"``; None when ``text`` is no id."""
    m = _LOOSE_ID.fullmatch(text)
    return None if m is None else f"R-{int(m[1])}.{int(m[2])}"


def rule_of_link(href: str) -> str | None:
    """The rule id a link points at (``rule:R-7.5``, ``#R-7.5``), or None."""
    if href.startswith(f"{SCHEME}:"):
        return normal_rule_id(href[len(SCHEME) + 1:])
    if href.startswith("#"):
        return normal_rule_id(href[1:])
    return None
