"""What the services say, as messages (DESIGN.md "Messages are data").

A table is named in a message by ``table_label``: a table the program numbered
("Table 2") is the message ``svc-table`` (``a 2. asztal`` in Hungarian), a name
the director typed is kept as written. An engine refusal passed on by a service
keeps its message (``reason``). What the store keeps of a message is
``stored``'s JSON; ``from_stored`` reads it back, and reads a text an older
database held (before migration 0012, or one it could not convert) as that text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from director.engine.messages import (
    Message,
    MessageDataError,
    MessageError,
    from_data,
    msg,
    text,
    to_data,
)

#: The name the program gives the n-th table it opens ("Table 3").
TABLE_PREFIX = "Table "


def names_words(names: Sequence[str]) -> Message:
    """Players' names as one list, as a person says them: "Anna and Bence", "Anna,
    Bence and Csilla" ("Anna és Bence"); one name alone. The winner or those who share
    1st place (a deal's players with equal stacks at Finish, R-8.5), the entries undone
    at another station. Needs at least one name."""
    from director.engine.ranking.words import and_list  # the ranking package at need

    return and_list([text(name) for name in names])


def finished_words(winners: Sequence[str]) -> Message:
    """The line at Finish tournament: "Tournament finished: Anna wins", or for a deal's
    players with equal stacks, "Tournament finished: Anna and Bence tie for 1st place"
    (R-8.5). Needs at least one name."""
    return msg("win-tournament-finished", players=len(winners),
               winners=names_words(winners))


def place_words(players: Sequence[str], place: int) -> Message:
    """The place a bust gives, as a person says it: "Anna finishes in place 8", or
    for two or more out in one hand with the same stack, "Anna and Bence tie for 7th
    place" (R-8.5)."""
    return msg("win-bust-place", players=len(players), names=", ".join(players[:-1]),
               last_name=players[-1] if players else "", place=place)


def table_label(name: str) -> Message:
    """A table's name for a message: ``Table 3`` → ``svc-table`` (number 3); any
    other name (one the director typed) → ``svc-table-named``, shown as written."""
    number = name[len(TABLE_PREFIX):]
    if name.startswith(TABLE_PREFIX) and number.isdigit() and not number.startswith("0"):
        return msg("svc-table", table=int(number))
    return msg("svc-table-named", name=name)


def numbered_table(number: int) -> str:
    """The name the program gives the ``number``-th table it opens."""
    return f"{TABLE_PREFIX}{number}"


def reason(exc: BaseException) -> Message:
    """The message of an engine refusal (a ``MessageError``), or its text."""
    if isinstance(exc, MessageError):
        return exc.message
    return text(str(exc))


def as_message(value: Message | str) -> Message:
    """A message as it is; a text (an engine value not yet a message) as that text."""
    return value if isinstance(value, Message) else text(value)


def stored(message: Message) -> str:
    """The JSON the store keeps of ``message`` (never a rendered text)."""
    return json.dumps(to_data(message), sort_keys=True, ensure_ascii=False)


def from_stored(raw: str) -> Message:
    """A stored message; a text that is not one (an older database's) as that text."""
    if raw.startswith("{"):
        try:
            return from_data(json.loads(raw))
        except (ValueError, MessageDataError):
            pass
    return text(raw)


def in_turn(parts: list[Message]) -> Message | None:
    """Messages one after the other, ``; `` between them (``svc-then``); None for none."""
    if not parts:
        return None
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg("svc-then", first_text=part, rest_text=joined)
    return joined


def stakes_message(stakes: object) -> Message:
    """A cash game's stakes ("Texas hold'em, no limit 50/100") as a message: the
    engine's ``Stakes.message`` where it has one, else its text."""
    message = getattr(stakes, "message", None)
    return message if isinstance(message, Message) else text(str(getattr(stakes, "text", "")))
