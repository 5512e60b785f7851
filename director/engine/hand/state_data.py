"""A hand's state as compact JSON-ready data, and back: a snapshot to resume from.

The log of events is the hand (DESIGN.md "The engine"); replaying it always
gives the state. A snapshot is a shortcut for restoring many running hands at
once after a restart: ``state_from_data(setup, log, state_to_data(state))``
gives a state equal to ``state`` slot for slot, without folding the log
through the rules again. The setup and the log are not part of the snapshot;
they are stored on their own and passed back in (the log as a function that
reads it when it is first needed, if the caller likes).

The data is a list: the format number, then every slot of ``HandState`` in
the order of ``SLOTS``. Per-player flags are a string of ``0``/``1``, cards
are their text run together (``"Ad4d"``, ``??`` for a card not entered), so a
snapshot reads back in a few dozen microseconds. Data of another format, or
that does not fit the hand, raises ``SnapshotError`` (a ``ValueError``) saying
what is wrong, so a caller can replay the log instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.engine.cards import Card
from director.engine.hand.data import Phase
from director.engine.hand.events import Event, cards_from_text, cards_text
from director.engine.hand.setup import HandSetup
from director.engine.hand.showdown import PotAward
from director.engine.hand.state import HandState
from director.engine.messages import from_data, to_data

FORMAT = 1

# Every slot but ``setup`` and ``log``, in the order they are written.
SLOTS = (
    "phase", "stacks", "bets", "totals", "acted_level", "folded", "mucked", "shown", "acted",
    "hole", "discarded", "to_replace", "board", "burned", "known", "posts", "returned",
    "awards", "open_to", "dead", "blind_shortfall", "street", "street_dealt",
    "round_players", "highest", "full_level", "last_raise", "bets_made", "reshuffled",
    "street_burned", "community_card", "openers_shown", "dead_deal", "to_act",
    "bring_in_due", "first_actor", "last_aggressor", "final_aggressor", "opener",
)
SNAPSHOT_SLOTS = frozenset(SLOTS) | {"setup", "_log", "_pending_log"}
_OPTIONAL = ("to_act", "bring_in_due", "first_actor", "last_aggressor", "final_aggressor",
             "opener")  # a player's index, or None
_NUMBERS = tuple(n for n in SLOTS[SLOTS.index("dead"):] if n not in _OPTIONAL)  # ints, flags
_NUMBER_TYPES = frozenset((int, bool))
_OPTIONAL_TYPES = frozenset((int, type(None)))

_PHASES = {phase.value: phase for phase in Phase}


class SnapshotError(ValueError):
    """Snapshot data that does not describe a state of this hand."""


def _flags(values: list[bool]) -> str:
    return "".join("1" if v else "0" for v in values)


def _read_flags(text: str) -> list[bool]:
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


def state_to_data(s: HandState) -> list[Any]:
    """Every slot except the setup and the log, as JSON-ready data."""
    return [
        FORMAT, s.phase.value, s.stacks, s.bets, s.totals, s.acted_level,
        _flags(s.folded), _flags(s.mucked), _flags(s.shown), _flags(s.acted),
        [cards_text(h) for h in s.hole], [cards_text(d) for d in s.discarded], s.to_replace,
        cards_text(s.board), cards_text(s.burned), _known(s.known),
        [list(p) for p in s.posts], [list(r) for r in s.returned],
        [_award(a) for a in s.awards], list(s.open_to),
        s.dead, s.blind_shortfall, s.street, s.street_dealt, s.round_players, s.highest,
        s.full_level, s.last_raise, s.bets_made, s.reshuffled,
        s.street_burned, s.community_card, s.openers_shown, s.dead_deal,
        s.to_act, s.bring_in_due, s.first_actor, s.last_aggressor, s.final_aggressor,
        s.opener,
    ]


def state_from_data(setup: HandSetup,
                    log: tuple[Event, ...] | Callable[[], tuple[Event, ...]],
                    data: Any) -> HandState:
    """The state ``data`` (from ``state_to_data``) describes, after ``log`` in a
    hand dealt from ``setup``; ``SnapshotError`` when it does not fit that hand.

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
        (_, phase, stacks, bets, totals, acted_level, folded, mucked, shown, acted, hole,
         discarded, to_replace, board, burned, known, posts, returned, awards, open_to,
         s.dead, s.blind_shortfall, s.street, s.street_dealt, s.round_players, s.highest,
         s.full_level, s.last_raise, s.bets_made, s.reshuffled, s.street_burned,
         s.community_card, s.openers_shown, s.dead_deal, s.to_act, s.bring_in_due,
         s.first_actor, s.last_aggressor, s.final_aggressor, s.opener) = data
        s.phase = _PHASES[phase]
        s.stacks, s.bets, s.totals = list(stacks), list(bets), list(totals)
        s.acted_level, s.to_replace = list(acted_level), list(to_replace)
        s.folded, s.mucked = _read_flags(folded), _read_flags(mucked)
        s.shown, s.acted = _read_flags(shown), _read_flags(acted)
        s.hole = [cards_from_text(h) for h in hole]
        s.discarded = [cards_from_text(d) for d in discarded]
        s.board, s.burned = cards_from_text(board), cards_from_text(burned)
        s.known = _read_known(known)
        s.posts = tuple((int(i), str(kind), int(n)) for i, kind, n in posts)
        s.returned = tuple((int(i), int(n)) for i, n in returned)
        s.awards = tuple(_read_award(a) for a in awards)
        s.open_to = tuple(open_to)
    except (TypeError, ValueError, KeyError) as exc:
        raise SnapshotError(f"the snapshot cannot be read: {exc}") from None
    n = setup.player_count
    for name in ("stacks", "bets", "totals", "acted_level", "folded", "mucked", "shown",
                 "acted", "hole", "discarded", "to_replace"):
        if len(getattr(s, name)) != n:
            raise SnapshotError(f"the snapshot's {name} is not for {n} players")
    numbers = [*s.stacks, *s.bets, *s.totals, *s.acted_level, *s.open_to,
               *(getattr(s, name) for name in _NUMBERS)]
    optional = [*s.to_replace, *(getattr(s, name) for name in _OPTIONAL)]
    if not (set(map(type, numbers)) <= _NUMBER_TYPES
            and set(map(type, optional)) <= _OPTIONAL_TYPES):
        wrong = ([v for v in numbers if type(v) not in _NUMBER_TYPES]
                 or [v for v in optional if type(v) not in _OPTIONAL_TYPES])[0]
        raise SnapshotError(f"the snapshot has {wrong!r} where a number belongs")
    return s
