"""A fast reader for the TOML a single-hand PHH file uses, beside ``tomllib``.

Replaying hand histories spends about a third of its time in ``tomllib``
(issue 21). A ``.phh`` file is a flat list of ``key = value`` lines whose values
are strings, whole numbers, booleans and one-level arrays of those. ``loads``
reads exactly that and answers ``None`` for anything else (a table header, a
float, an escape, a dotted key, a repeated key, an inline table, text it cannot
place), so the caller falls back to ``tomllib`` and its error messages; what it
does read, it reads as ``tomllib`` would (a test compares the two). Lines written
otherwise than ``key = value`` with single spaces (other spacing, comments, arrays
over several lines) are read by ``toml_spaced``, imported when first needed.
"""

from __future__ import annotations

import json
import re
from typing import Any

# A one-line literal string: no control character but tab.
_LITERAL = r"'([^'\x00-\x08\x0a-\x1f\x7f]*)'"


def loads(text: str) -> dict[str, Any] | None:
    """The file's keys and values, or None when it is not the simple form."""
    result: dict[str, Any] = {}
    pos, end, line = 0, len(text), _PLAIN_LINE.match
    while pos < end:  # the lines as our writer puts them, one match each
        m = line(text, pos)
        if m is None:
            return _spaced(text)
        name, strings, ints, literal, number, boolean = m.groups()
        if name in result:
            return None
        if strings is not None:
            # Literal strings with ``', '`` between them when every quote is one of theirs
            # (the pattern took the line's characters to its last ``']``).
            items = result[name] = strings.split("', '")
            if strings.count("'") != 2 * len(items) - 2:
                return _spaced(text)
        elif ints is not None:
            # Read by JSON's scanner, in C, which refuses what TOML writes otherwise (a
            # leading zero, a comma last: read step by step) but a plus sign (TOML's only).
            try:
                result[name] = _array(text, m.start(3) - 1)[0]
            except ValueError:
                return _spaced(text)
        elif literal is not None:
            result[name] = literal
        elif number is not None:
            result[name] = int(number)
        else:
            result[name] = boolean == "true"
        pos = m.end()
    return result


def _spaced(text: str) -> dict[str, Any] | None:
    """``loads`` read again, step by step (``toml_spaced``, imported when first needed)."""
    from director.engine.phh import toml_spaced

    return toml_spaced.loads(text)


# A whole line as ``dumps_phh`` writes it: ``key = value`` and a line end, the value a
# literal string, a whole number, a boolean, or a one-line array of literal strings or
# of whole numbers written ``[a, b]``: most files are only such lines (issue 21). An
# array is taken whole, its items read by ``loads``: the strings split at their
# separators, the numbers by JSON's scanner; where that reading is not TOML's, the line
# is read again step by step. The pattern reads no item (issue 33: a fifth of a
# file's reading went to the items' repeats).
_ONE_INT = r"[+-]?(?:0|[1-9][0-9]*)"
_PLAIN_LINE = re.compile(
    r"([A-Za-z0-9_-]+) = (?:"
    r"\[(?:'([^\x00-\x08\x0a-\x1f\x7f]*)'|([0-9, -]*))\]"
    + "|" + _LITERAL
    + rf"|({_ONE_INT})"
    r"|(true|false)"
    r")(?:\n|\Z)")
# An array of whole numbers, as the pattern above checked it, read from its ``[`` by
# JSON's scanner in C: the same numbers as ``int`` gives each, for three quarters of the cost
# of splitting and converting them one by one (issue 33).
_array = json.JSONDecoder().raw_decode
