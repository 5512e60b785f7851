"""Writing hands as PHH text, deterministically, in the style of the published files:
``key = value`` lines, single-quoted strings, lists like ``[1, 2]``."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Final

from director.engine.messages import msg
from director.engine.phh.errors import PhhError
from director.engine.phh.model import METADATA_FIELDS, HandHistory

_BARE_KEY: Final = re.compile(r"[A-Za-z0-9_-]+")
_BASIC_ESCAPES: Final = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n",
                         "\f": "\\f", "\r": "\\r"}


def _needs_basic(text: str) -> bool:
    return "'" in text or any(
        (ord(ch) < 0x20 and ch != "\t") or ord(ch) == 0x7F for ch in text
    )


def _basic(text: str) -> str:
    out = []
    for ch in text:
        if ch in _BASIC_ESCAPES:
            out.append(_BASIC_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_string(text: str) -> str:
    """A single-quoted literal string when possible, else an escaped basic string."""
    return _basic(text) if _needs_basic(text) else f"'{text}'"


def toml_key(key: str) -> str:
    """A bare key when possible, else a quoted one."""
    return key if _BARE_KEY.fullmatch(key) else _basic(key)


def toml_value(value: object) -> str:
    """One TOML value: bool, int, float, string, date/time, list or inline table."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    if isinstance(value, Mapping):
        pairs = (f"{toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    import datetime  # not imported for a replay (issue 33)

    if isinstance(value, datetime.date | datetime.time):  # datetime is a date
        return value.isoformat()
    raise PhhError(msg("phh-value-not-toml", text=repr(value)))


def dumps_phh(hand: HandHistory) -> str:
    """The hand as PHH text, ending in a newline. Fields in the standard's order
    (pokerkit's); unknown metadata last, sorted by key."""
    lines = [f"variant = {toml_value(hand.variant)}",
             f"ante_trimming_status = {toml_value(hand.ante_trimming_status)}"]
    for name in ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet",
                 "min_bet", "starting_stacks"):
        value = getattr(hand, name)
        if value is not None:
            lines.append(f"{name} = {toml_value(value)}")
    lines.append(f"actions = {toml_value([str(action) for action in hand.actions])}")
    known = [name for name in METADATA_FIELDS if name in hand.metadata]
    others = sorted(name for name in hand.metadata if name not in METADATA_FIELDS)
    before_finish = known[:known.index("winnings")] if "winnings" in known else known
    after_finish = known[len(before_finish):]
    for name in before_finish:
        lines.append(f"{toml_key(name)} = {toml_value(hand.metadata[name])}")
    if hand.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {toml_value(hand.finishing_stacks)}")
    for name in [*after_finish, *others]:
        lines.append(f"{toml_key(name)} = {toml_value(hand.metadata[name])}")
    return "\n".join(lines) + "\n"


def dumps_phhs(hands: Iterable[HandHistory]) -> str:
    """Many hands as one bulk PHH text: tables ``[1]``, ``[2]``, ... separated by a
    blank line."""
    return "\n".join(f"[{number}]\n{dumps_phh(hand)}"
                     for number, hand in enumerate(hands, start=1))
