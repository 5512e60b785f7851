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

# A one-line literal string, its quotes too: no control character but tab.
_TOML_CHARS = r"\x00-\x08\x0a-\x1f\x7f"
_LITERAL = rf"'[^'{_TOML_CHARS}]*'"


def loads(text: str) -> dict[str, Any] | None:
    """The file's keys and values, or None when it is not the simple form."""
    # A text without a control character but tab and line end (``translate`` gives the
    # same bytes back, the same object) is read by the pattern whose strings run to their
    # line's end: a scan for one character, where TOML's class of a string's characters
    # is a set to test each character against, most of a file's reading (issue 33). Any
    # other text is read by the pattern with that class, as before.
    encoded = text.encode("utf-8", "surrogatepass")
    if encoded.translate(_CONTROLS_OUT) is encoded:
        lines = (_CLEAN_LINE or _clean_line()).findall
    else:
        lines = _PLAIN_LINE.findall
    # Every line's parts at once, in one call: a line is found only from its start to its
    # end (``^``, and no value holds a line end), so the text is all such lines when it
    # holds as many as it has lines (a line not found: read again step by step). One call
    # a file, not three a line (issue 33: the match, its groups and where it ends).
    found = lines(text)
    if len(found) != text.count("\n") + (text[-1:] not in _ENDED):
        return _spaced(text)
    result: dict[str, Any] = {}
    for name, strings, ints, literal, number, boolean in found:
        if strings:
            # Literal strings with ``', '`` between them when every quote is one of theirs
            # (the pattern took the line's characters to its last ``']``).
            items = result[name] = strings[2:-2].split("', '")
            if strings.count("'") != 2 * len(items):
                return _spaced(text)
        elif ints:
            # Read by JSON's scanner, in C, which refuses what TOML writes otherwise (a
            # leading zero, a comma last: read step by step) but a plus sign (TOML's only).
            try:
                result[name] = _array(ints, 0)[0]
            except (ValueError, StopIteration):  # ``raw_decode`` makes the second the first
                return _spaced(text)
        elif literal:
            result[name] = literal[1:-1]
        elif number:
            result[name] = int(number)
        else:
            result[name] = boolean == "true"
    if len(result) != len(found):
        return None  # a key given twice
    return result


_ENDED = ("", "\n")  # a text empty or ending its last line: no line after the last line end


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
# file's reading went to the items' repeats). No value's part is ever empty (arrays
# keep their brackets, strings their quotes), so the part ``findall`` found is the one
# not empty (it gives ``""`` for the others).
_ONE_INT = r"[+-]?(?:0|[1-9][0-9]*)"
_PLAIN_LINE = re.compile(
    r"(?m)^([A-Za-z0-9_-]+) = (?:"
    rf"(\['[^{_TOML_CHARS}]*'\])|(\[[0-9, -]*\])"
    rf"|({_LITERAL})"
    rf"|({_ONE_INT})"
    r"|(true|false)"
    r")(?:\n|\Z)")
# The control characters TOML refuses in a string (all but tab; a line end ends it), each
# a byte of its own in UTF-8, turned into a space, every other byte kept (``translate``
# without deletions, its quickest loop, gives the bytes back when it changed none), and
# ``_PLAIN_LINE`` for a text without them: its strings' class (``[^\n]``) is the same on
# such a text, made when first needed (``_clean_line``).
_CONTROLS_OUT = bytes([0x20 if (byte < 0x20 and byte not in (0x09, 0x0a)) or byte == 0x7f
                       else byte for byte in range(256)])
_CLEAN_LINE: re.Pattern[str] | None = None


def _clean_line() -> re.Pattern[str]:
    """``_PLAIN_LINE`` for a text without ``_CONTROLS``, compiled once."""
    global _CLEAN_LINE
    _CLEAN_LINE = re.compile(_PLAIN_LINE.pattern.replace(_TOML_CHARS, "\\n"))
    return _CLEAN_LINE


# An array of whole numbers, as the pattern above checked it, read from its ``[`` by
# JSON's scanner in C: the same numbers as ``int`` gives each, for three quarters of the cost
# of splitting and converting them one by one (issue 33). The scanner itself, without
# ``raw_decode``'s Python call around it, which turns its ``StopIteration`` into a
# ``ValueError`` (``loads`` takes either).
_array: Any = vars(json.JSONDecoder())["scan_once"]  # the decoder's scanner, made in C
