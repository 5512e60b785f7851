"""The services' door: what a command is given is checked before anything is read
or written (issue 15, "Bad input").

Every public service command calls these first, so a window, a test or (later)
a station that passes a fraction, ``inf``, ``True``, text, ``None`` or a number
too large for the database gets a ``ServiceError`` saying what is wrong and
nothing changes. The bounds (documented in the user's guide, "Limits"):

- an amount of chips or money: a whole number from 0 to ``MAX_AMOUNT`` (one
  trillion; far above any real game, far below SQLite's 2**63);
- a record's number (event, player, entry, table, hand): a whole number from 1
  to 2**31 - 1, the most a club server's integer key holds (a number above it
  was refused there by the server, not in words);
- a seat: 1 to ``MAX_SEAT``; a table: ``MIN_SEATS`` to ``MAX_SEATS`` seats;
- tables opened at once: 1 to ``MAX_TABLES``;
- a name: text of 1 to ``MAX_NAME`` characters;
- time added to or taken off the clock: more than 0 and at most a day.

The settings documents (buy-in, stacks, blinds) are checked by pydantic in
``director.services.core.documents`` with the same ``MAX_AMOUNT``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from typing import Any

from director.engine.messages import Amount, Message, msg, text
from director.services.core.documents import MAX_AMOUNT
from director.services.core.unit_of_work import ServiceError

MAX_ID = 2**31 - 1  # a club server's integer key (SQLite's could be larger)
MAX_SEAT = 12
MIN_SEATS, MAX_SEATS = 2, 12
MAX_TABLES = 100
MAX_NAME = 200
MAX_SECONDS = 24 * 60 * 60


#: What a command was given, named in its refusal ("the amount must be a whole number").
FIELDS = {
    "the amount": "amount", "the bet": "bet", "the stack": "stack", "the stacks": "stacks",
    "the event": "event", "the player": "player", "the entry": "entry", "the table": "table",
    "the hand": "hand", "the number": "number", "the seat": "seat", "the level": "level",
    "the number of tables": "number-of-tables", "the seats per table": "seats-per-table",
    "the seats at the table": "seats-at-table", "the chip count": "chip-count",
    "the chip value": "chip-value", "the chips removed": "chips-removed",
    "the number of cards": "number-of-cards", "the count": "count",
    "the player's name": "player-name", "the nickname": "nickname",
    "the e-mail address": "email", "the event's name": "event-name",
    "the league's name": "league-name",
    "the table's name": "table-name", "the note": "note", "the name": "name",
    "the buy-in": "buy-in", "the top-up": "top-up", "the name on the list": "listed-name",
    "the cash-out": "cash-out", "the smallest chip": "smallest-chip",
    "the smallest buy-in": "smallest-buy-in", "the largest buy-in": "largest-buy-in",
    "the hands dealt": "hands-dealt",
}


def field(what: str) -> Message:
    """The message naming ``what`` (one of ``FIELDS``; any other is kept as written)."""
    key = FIELDS.get(what)
    return msg(f"svc-field-{key}") if key is not None else text(what)


def _shown(value: object) -> Message:
    """The value as the message shows it: a whole number with the language's digit
    grouping, as the bound beside it is written; anything else as typed; either
    shortened past 24 characters."""
    shown = repr(value)
    if len(shown) > 24:
        return text(shown[:20] + "…")
    if isinstance(value, int) and not isinstance(value, bool):
        return msg("svc-value-whole", amount=Amount(value))
    return text(shown)


def whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``; ``ServiceError`` if not."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ServiceError(msg("svc-must-be-whole", field_text=field(what),
                               value_text=_shown(value)))
    if value < low:
        raise ServiceError(msg("svc-must-be-at-least", field_text=field(what), minimum=Amount(low),
                               value_text=_shown(value)))
    if value > high:
        raise ServiceError(msg("svc-must-be-at-most", field_text=field(what), maximum=Amount(high),
                               value_text=_shown(value)))
    return int(value)


def amount(value: object, what: str = "the amount", low: int = 0) -> int:
    """An amount of chips or money (0 to ``MAX_AMOUNT``)."""
    return whole(value, what, low, MAX_AMOUNT)


def ident(value: object, what: str = "the number") -> int:
    """A record's number (an id): 1 to ``MAX_ID``."""
    return whole(value, what, 1, MAX_ID)


def seat(value: object) -> int:
    return whole(value, "the seat", 1, MAX_SEAT)


def name(value: object, what: str = "the name") -> str:
    """A name: text of at most ``MAX_NAME`` characters (an empty one is the command's
    own refusal, with its own message)."""
    if not isinstance(value, str):
        raise ServiceError(msg("svc-must-be-text", field_text=field(what),
                               value_text=_shown(value)))
    if len(value.strip()) > MAX_NAME:
        raise ServiceError(msg("svc-text-too-long", field_text=field(what), count=MAX_NAME))
    return _shown_whole(value, what)


def signed(value: object, what: str = "the amount") -> int:
    """A whole number of at most ``MAX_AMOUNT`` either way (the command checks its sign)."""
    return whole(value, what, -MAX_AMOUNT, MAX_AMOUNT)


def optional_text(value: object, what: str) -> str | None:
    """``None``, or text of at most ``MAX_NAME`` characters."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ServiceError(msg("svc-must-be-text", field_text=field(what),
                               value_text=_shown(value)))
    if len(value) > MAX_NAME:
        raise ServiceError(msg("svc-text-too-long", field_text=field(what), count=MAX_NAME))
    return _shown_whole(value, what)


#: What a one-line text (a name, a nickname, an e-mail address, a note) never holds: the
#: control characters (NUL, a bell, an escape, a tab, a line break; C0, DEL and C1),
#: and the marks that turn text around (bidirectional embeddings, overrides, isolates).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _shown_whole(value: str, what: str) -> str:
    """``value``, refused when it holds (inside: its ends are spaces the commands
    strip) a character not shown or that turns the text around: "An\\x07na" looks
    like Anna; a file's row or a pasted name can hold one."""
    if _CONTROL.search(value.strip()):
        raise ServiceError(msg("svc-text-control-characters", field_text=field(what)))
    return value


def seconds(value: object) -> float:
    """Time added to or taken off the clock: more than 0, at most a day."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ServiceError(msg("svc-time-not-seconds", value_text=_shown(value)))
    if not 0 < value <= MAX_SECONDS:
        raise ServiceError(msg("svc-time-out-of-range", seconds=MAX_SECONDS,
                               value_text=_shown(value)))
    return float(value)


def stacks(value: object, what: str = "the stacks") -> dict[int, int]:
    """``{seat: chips}``: seats 1 to ``MAX_SEAT``, amounts 0 to ``MAX_AMOUNT``."""
    if not isinstance(value, Mapping):
        raise ServiceError(msg("svc-must-be-seat-by-seat", field_text=field(what),
                               value_text=_shown(value)))
    return {seat(k): amount(v, "the stack") for k, v in value.items()}


def counts(value: object, what: str = "the count") -> dict[Any, int]:
    """Numbers of chips (or chips by colour): whole, at most ``MAX_AMOUNT`` either way
    (a negative one is the engine's refusal, with its rule)."""
    if isinstance(value, Mapping):
        return {k: signed(v, what) for k, v in value.items()}
    return {None: signed(value, what)}


def hand_event(event: object) -> None:
    """A hand event's numbers: seats, amounts, and the seats it lists."""
    if not is_dataclass(event) or isinstance(event, type):
        return  # not a hand event: the engine says so
    for f in fields(event):
        value = getattr(event, f.name)
        if f.name == "seat":
            seat(value)
        elif f.name in ("amount", "to"):
            amount(value, "the bet" if f.name == "to" else "the amount")
        elif f.name == "ins":
            if not isinstance(value, tuple):
                raise ServiceError(msg("svc-seats-must-be-list", value_text=_shown(value)))
            for s in value:
                seat(s)
