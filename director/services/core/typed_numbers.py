"""Numbers as a person types them into a field: grouped or not ("1,200", "1 200",
"1200"), one amount or several separated by semicolons. Every amount field reads
through ``whole_number`` (the windows' ``read_amount`` gives it the screen's group
separators), which refuses digits grouped as no number is written (``misgrouped``).
A module of its own, light enough for the windows of the first paint: ``validation``
brings the settings documents and the unit of work with it."""

from __future__ import annotations

import re

#: The spaces that group digits ("10 000"): a plain space, a no-break space, a narrow one.
SPACES = (" ", "\u00a0", "\u202f")

#: What separates several amounts typed in one field ("1,200; 600"): the comma and the
#: space group digits ("1,200" in English, "1 200" in Hungarian), so neither can.
AMOUNTS_SEPARATOR = ";"

#: The most digits read as a number: Python turns no longer text into one (4,300, its
#: default ``sys.get_int_max_str_digits()``); a number pasted longer is no amount.
MOST_DIGITS = 4300


def digit_groups(text: str, separators: tuple[str, ...] = ()) -> list[str]:
    """The groups of ``text`` between its group separators (a space, and any of
    ``separators``): "1,300,000" is ["1", "300", "000"]; one group when none is."""
    between = "|".join(map(re.escape, (*SPACES, *separators)))
    return re.split(between, text.strip())


def misgrouped(text: str, separators: tuple[str, ...] = ()) -> bool:
    """Digits with group separators that do not group them as a number is written:
    a group after the first not of three digits ("1,5", "1,50,0", "15,00"), an empty
    one ("1,,000", "1,"), a first one over three ("1000,000"). Such a text is no
    amount (``whole_number``): "1,5" may mean one and a half, or be a slip, and was
    once read as 15 without a word. Separators mixed are fine when the groups are
    ("1 300,000")."""
    groups = digit_groups(text, separators)
    if len(groups) < 2 or not all(g.isascii() and g.isdigit() for g in groups if g):
        return False
    return not (1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:]))


def whole_number(text: str, separators: tuple[str, ...] = ()) -> int | None:
    """A whole number as typed, with or without the group separators (a space, and
    any of ``separators``: the screen's locale gives its own); None when it is not
    one ("5²" passes ``isdigit()`` but is no number, and ``int()`` would raise; so
    would more than ``MOST_DIGITS`` digits) or when its digits are grouped as no
    number is written (``misgrouped``: "1,5" is not 15; a list typed with commas,
    "1,200, 600", is not 1200600). Every amount
    field reads through this (the windows' ``read_amount``), and every amount of a
    list separated by ``AMOUNTS_SEPARATOR``."""
    if misgrouped(text, separators):
        return None
    digits = "".join(digit_groups(text, separators))
    if len(digits) > MOST_DIGITS:  # Python's own words, in English, reached the windows
        return None
    return int(digits) if digits.isascii() and digits.isdigit() else None
