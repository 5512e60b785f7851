"""Numbers as a person types them into a field: grouped or not ("1,200", "1 200",
"1200"), one amount or several separated by semicolons. Every amount field reads
through ``whole_number`` (the windows' ``whole_typed`` gives it the screen's group
separator). A module of its own, light enough for the windows of the first paint:
``validation`` brings the settings documents and the unit of work with it."""

from __future__ import annotations

import re

#: The spaces that group digits ("10 000"): a plain space, a no-break space, a narrow one.
SPACES = (" ", "\u00a0", "\u202f")

#: What separates several amounts typed in one field ("1,200; 600"): the comma and the
#: space group digits ("1,200" in English, "1 200" in Hungarian), so neither can.
AMOUNTS_SEPARATOR = ";"


def whole_number(text: str, separators: tuple[str, ...] = ()) -> int | None:
    """A whole number as typed, with or without the group separators (a space, and
    any of ``separators``: the screen's locale gives its own); None when it is not
    one ("5²" passes ``isdigit()`` but is no number, and ``int()`` would raise).
    Every amount field reads through this (the windows' ``whole_typed``)."""
    digits = text.strip()
    for separator in (*SPACES, *separators):
        digits = digits.replace(separator, "")
    return int(digits) if digits.isascii() and digits.isdigit() else None


def listed_amount(text: str, separators: tuple[str, ...] = ()) -> int | None:
    """One of several amounts typed in a field, separated by ``AMOUNTS_SEPARATOR``:
    a whole number (``whole_number``) whose digits, if grouped, are grouped as a
    number is written (``1,200``, ``12 000``). A list typed with commas
    (``1,200, 600``, ``1200, 600``) would read as one number, 1200600, and be
    refused by a total or scored wrong without a word: it is None."""
    spaces = "|".join(map(re.escape, (*SPACES, *separators)))
    groups = re.split(spaces, text.strip())
    if len(groups) > 1 and not (1 <= len(groups[0]) <= 3
                                and all(len(g) == 3 for g in groups[1:])):
        return None
    return whole_number(text, separators)
