"""A fast reader for the TOML a single-hand PHH file uses, beside ``tomllib``.

Replaying hand histories spends about a third of its time in ``tomllib``
(issue 21). A ``.phh`` file is a flat list of ``key = value`` lines whose values
are strings, whole numbers, booleans and one-level arrays of those. ``loads``
reads exactly that and answers ``None`` for anything else (a table header, a
float, an escape, a dotted key, a repeated key, an inline table, text it cannot
place), so the caller falls back to ``tomllib`` and its error messages; what it
does read, it reads as ``tomllib`` would (a test compares the two).
"""

from __future__ import annotations

import re
from typing import Any

_KEY = re.compile(r"[A-Za-z0-9_-]+")
# One scalar, as TOML writes it
_SCALAR = re.compile(
    r"'([^'\n]*)'"  # a literal string
    r'|"([^"\\\n]*)"'  # a basic string without escapes
    r"|([+-]?(?:0|[1-9][0-9]*))(?![0-9A-Za-z_.:])"  # an integer, not a date or a float
    r"|(true|false)(?![A-Za-z0-9_-])")
_SPACE = re.compile(r"(?:[ \t]|\r?\n|#[^\n]*)*")
_LINE_END = re.compile(r"[ \t]*(?:#[^\n]*)?(?:\r?\n|\Z)")


def loads(text: str) -> dict[str, Any] | None:
    """The file's keys and values, or None when it is not the simple form."""
    result: dict[str, Any] = {}
    pos, end = 0, len(text)
    while True:
        pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= end:
            return result
        key = _KEY.match(text, pos)
        if key is None:
            return None
        name = key.group(0)
        pos = key.end()
        while pos < end and text[pos] in " \t":
            pos += 1
        if pos >= end or text[pos] != "=" or name in result:
            return None
        pos += 1
        while pos < end and text[pos] in " \t":
            pos += 1
        value, pos = _value(text, pos)
        if pos < 0:
            return None
        line_end = _LINE_END.match(text, pos)
        if line_end is None:
            return None
        result[name] = value
        pos = line_end.end()


# An array of literal strings on one stretch of text with no comment: the actions.
_STRINGS = re.compile(r"\[\s*((?:'[^'\n]*'\s*,\s*)*(?:'[^'\n]*'\s*,?)?)\s*\]")
_STRING_ITEM = re.compile(r"'([^'\n]*)'")


def _value(text: str, pos: int) -> tuple[Any, int]:
    strings = _STRINGS.match(text, pos)
    if strings is not None:
        return _STRING_ITEM.findall(strings.group(1)), strings.end()
    if text.startswith("[", pos):
        items: list[Any] = []
        pos += 1
        while True:
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if text.startswith("]", pos):
                return items, pos + 1
            item, pos = _scalar(text, pos)
            if pos < 0:
                return None, -1
            items.append(item)
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if text.startswith(",", pos):
                pos += 1
            elif not text.startswith("]", pos):
                return None, -1
    return _scalar(text, pos)


def _scalar(text: str, pos: int) -> tuple[Any, int]:
    m = _SCALAR.match(text, pos)
    if m is None:
        return None, -1
    literal, basic, number, boolean = m.groups()
    if literal is not None:
        return literal, m.end()
    if basic is not None:
        return basic, m.end()
    if number is not None:
        return int(number), m.end()
    return boolean == "true", m.end()
