"""A hand's state as compact JSON-ready data, and back: a snapshot to resume from.

The log of events is the hand (DESIGN.md "The engine"); replaying it always
gives the state. A snapshot is a shortcut for restoring many running hands at
once after a restart: ``state_from_data(setup, log, state_to_data(state))``
gives a state equal to ``state`` slot for slot, without folding the log
through the rules again. The setup and the log are not part of the snapshot;
they are stored on their own and passed back in (the log as a function that
reads it when it is first needed, if the caller likes).

The data is a list: the format number, then every field of ``HandData`` in
the order it is defined (``data.HandData``), each written as its ``kind``
says. Per-player flags are a string of ``0``/``1``, cards are their text run
together (``"Ad4d"``, ``??`` for a card not entered), so a snapshot reads back
in a few dozen microseconds. Data of another format (a state kept by an older
version of the program), or that does not fit the hand, raises
``SnapshotError`` (a ``ValueError``) saying what is wrong, so a caller replays
the log instead.

Format 2 (issue 16) writes the fields in their order of definition; format 1
(a fixed list of slots) is refused and rebuilt from the log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.engine.cards import Card
from director.engine.hand.facts.data import HandData, Phase, Scope
from director.engine.hand.facts.events import Event, cards_from_text, cards_text
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.showdown import PotAward
from director.engine.hand.state import HandState
from director.engine.messages import from_data, to_data

FORMAT = 2

_FIELDS = HandData.FIELDS
#: Every field in the order it is written (after the format number).
SLOTS = tuple(f.name for f in _FIELDS)
SNAPSHOT_SLOTS = frozenset(SLOTS) | {"setup", "_log", "_pending_log"}
_PER_PLAYER = tuple(f.name for f in _FIELDS if f.scope is Scope.PLAYER)

_PHASES = {phase.value: phase for phase in Phase}


class SnapshotError(ValueError):
    """Snapshot data that does not describe a state of this hand."""


def _read_flags(text: str) -> list[bool]:
    if not isinstance(text, str) or set(text) - {"0", "1"}:
        raise SnapshotError(f"the snapshot has {text!r} where flags belong")
    return [c == "1" for c in text]


def _known(known: dict[Card, str]) -> list[list[str]]:
    """Runs of cards with the same place, in the order they became known."""
    runs: list[list[str]] = []
    for card, place in known.items():
        if runs and runs[-1][1] == place:
            runs[-1][0] += str(card)
        else:
            runs.append([str(card), place])
    return runs


def _read_known(runs: list[list[str]]) -> dict[Card, str]:
    known: dict[Card, str] = {}
    for text, place in runs:
        for card in cards_from_text(text):
            if card is None:
                raise SnapshotError("a known card is missing")
            known[card] = place
    if not set(map(type, known.values())) <= {str}:
        raise SnapshotError("a known card's place is not text")
    return known


def _award(a: PotAward) -> list[Any]:
    return [a.pot_index, a.amount, list(a.eligible), [list(s) for s in a.shares],
            list(a.high_winners), list(a.low_winners), list(a.odd_chips_to), to_data(a.text)]


def _read_award(v: list[Any]) -> PotAward:
    index, amount, eligible, shares, high, low, odd, text = v
    return PotAward(int(index), int(amount), tuple(eligible),
                    tuple((int(p), int(c)) for p, c in shares), tuple(high), tuple(low),
                    tuple(odd), from_data(text))


def _number(v: Any) -> int:
    if type(v) is not int:
        raise SnapshotError(f"the snapshot has {v!r} where a number belongs")
    return int(v)


def _optional(v: Any) -> int | None:
    return None if v is None else _number(v)


def _flag(v: Any) -> bool:
    if type(v) is not bool:
        raise SnapshotError(f"the snapshot has {v!r} where a yes or no belongs")
    return bool(v)


#: kind -> (write, read), for every ``kind`` a field of ``HandData`` has.
_CODECS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    "ints": (list, lambda v: [_number(x) for x in v]),
    "optional ints": (list, lambda v: [_optional(x) for x in v]),
    "flags": (lambda v: "".join("1" if x else "0" for x in v), _read_flags),
    "hands": (lambda v: [cards_text(h) for h in v], lambda v: [cards_from_text(h) for h in v]),
    "known": (_known, _read_known),
    "phase": (lambda v: v.value, lambda v: _PHASES[v]),
    "cards": (cards_text, cards_from_text),
    "posts": (lambda v: [list(p) for p in v],
              lambda v: tuple((_number(i), str(kind), _number(n)) for i, kind, n in v)),
    "returned": (lambda v: [list(r) for r in v],
                 lambda v: tuple((_number(i), _number(n)) for i, n in v)),
    "awards": (lambda v: [_award(a) for a in v], lambda v: tuple(_read_award(a) for a in v)),
    "players": (list, lambda v: tuple(_number(x) for x in v)),
    "int": (int, _number),
    "flag": (bool, _flag),
    "optional int": (lambda v: v, _optional),
}
_WRITE = tuple((f.name, _CODECS[f.kind][0]) for f in _FIELDS)
_READ = tuple((f.name, _CODECS[f.kind][1]) for f in _FIELDS)


def state_to_data(s: HandState) -> list[Any]:
    """Every field except the setup and the log, as JSON-ready data."""
    return [FORMAT, *(write(getattr(s, name)) for name, write in _WRITE)]


def state_from_data(setup: HandSetup,
                    log: tuple[Event, ...] | Callable[[], tuple[Event, ...]],
                    data: Any) -> HandState:
    """The state ``data`` (from ``state_to_data``) describes, after ``log`` in a
    hand dealt from ``setup``; ``SnapshotError`` when it does not fit that hand
    (or is of another format).

    ``log`` may be a function that reads the stored log: it is called the first
    time the state's ``log`` is asked for (the dealer's next action at that
    table, an undo), so restoring a thousand running hands decodes no events."""
    if not isinstance(data, list) or len(data) != len(SLOTS) + 1 or data[0] != FORMAT:
        raise SnapshotError(f"the snapshot is not a hand's state in format {FORMAT}")
    s = object.__new__(HandState)
    s.setup = setup
    if callable(log):
        s.read_log_later(log)
    else:
        s.log = log
    try:
        for (name, read), value in zip(_READ, data[1:], strict=True):
            setattr(s, name, read(value))
    except SnapshotError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise SnapshotError(f"the snapshot cannot be read: {exc}") from None
    n = setup.player_count
    for name in _PER_PLAYER:
        if len(getattr(s, name)) != n:
            raise SnapshotError(f"the snapshot's {name} is not for {n} players")
    return s
