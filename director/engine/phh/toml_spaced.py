"""The TOML subset of ``toml_subset`` with any spacing, comments and line ends it
allows, read step by step: ``toml_subset.loads`` comes here when a line is not
written as our writer, pokerkit or the PHH project write them (none of the
benchmark's files), so a replay does not compile these patterns (issue 33).
``loads`` answers ``None`` for what the subset does not hold, as ``toml_subset``
does.
"""

from __future__ import annotations

import re
from typing import Any

# What TOML allows in a comment and in a one-line string: no control character but tab.
_COMMENT = r"#[^\x00-\x08\x0a-\x1f\x7f]*"
_LITERAL = r"'([^'\x00-\x08\x0a-\x1f\x7f]*)'"
_ASSIGN = re.compile(r"([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
# One scalar, as TOML writes it
_SCALAR = re.compile(
    _LITERAL  # a literal string
    + r'|"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"'  # a basic string without escapes
    r"|([+-]?(?:0|[1-9][0-9]*))(?![0-9A-Za-z_.:])"  # an integer, not a date or a float
    r"|(true|false)(?![A-Za-z0-9_-])")
_SPACE = re.compile(rf"(?:[ \t]|\r?\n|{_COMMENT})*")
_LINE_END = re.compile(rf"[ \t]*(?:{_COMMENT})?(?:\r?\n|\Z)")


def loads(text: str) -> dict[str, Any] | None:
    """The file's keys and values, for any spacing, comments and line ends the simple
    form allows; None when it is not the simple form."""
    result: dict[str, Any] = {}
    pos, end = 0, len(text)
    while True:
        pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= end:
            return result
        key = _ASSIGN.match(text, pos)
        if key is None:
            return None
        name = key.group(1)
        if name in result:
            return None
        value, pos = _value(text, key.end())
        if pos < 0:
            return None
        line_end = _LINE_END.match(text, pos)
        if line_end is None:
            return None
        result[name] = value
        pos = line_end.end()


# Blank space inside an array: spaces, tabs, line ends (``\\s`` would take more than TOML).
_BLANK = r"(?:[ \t]|\r?\n)*"
# An array of literal strings with no comment (the actions), each part in one place
# only, so a long run of blanks that fails to match fails in one pass.
_STRINGS = re.compile(rf"\[{_BLANK}(?:{_LITERAL}{_BLANK},{_BLANK})*(?:{_LITERAL}{_BLANK})?\]")
# An array of whole numbers on one line: the stacks, antes and blinds.
_INT = r"[+-]?(?:0|[1-9][0-9]*)"
_INTS = re.compile(rf"\[([ \t]*(?:{_INT}[ \t]*,[ \t]*)*(?:{_INT}[ \t]*)?)\]")


def _value(text: str, pos: int) -> tuple[Any, int]:
    strings = _STRINGS.match(text, pos)
    if strings is not None:
        # Checked as an array of quoted texts with no quote inside: every other piece
        # between the quotes is one of them.
        return text[pos:strings.end()].split("'")[1::2], strings.end()
    ints = _INTS.match(text, pos)
    if ints is not None:
        return [int(item) for item in ints.group(1).split(",") if item.strip()], ints.end()
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
