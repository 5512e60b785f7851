"""The events a hand is made of (DESIGN.md "The engine").

Every change to a hand is one small frozen event. ``HandState.apply`` checks an
event against the rules and returns the next state; the log of events is the
hand. Events name players by physical seat number. ``None`` stands for a card
the dealer did not enter (a face-down card nobody needs to know yet).

``to_dict``/``from_dict`` turn events into plain JSON-ready data for storage.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import fields
from typing import Any, Final

from director.engine import memo
from director.engine.cards import CARDS_BY_TEXT, Card, CardError
from director.engine.frozen import frozen_record
from director.engine.messages import msg

MaybeCard = Card | None


def cards_text(cards: Iterable[MaybeCard]) -> str:
    """Cards as text with ``??`` for unknown ones, as in PHH."""
    return "".join("??" if c is None else str(c) for c in cards)


_MAYBE_BY_TEXT: Final[dict[str, MaybeCard]] = {**CARDS_BY_TEXT, "??": None}


@functools.lru_cache(maxsize=4096)  # stored hands repeat the same runs of cards
def cards_from_text(text: str) -> tuple[MaybeCard, ...]:
    """What ``cards_text`` wrote, back (stored data: two characters a card).
    ``CardError`` names text that is not such a run of cards."""
    if len(text) % 2 or any(text[i:i + 2] not in _MAYBE_BY_TEXT for i in range(0, len(text), 2)):
        raise CardError(msg("hand-not-a-card-run", text=repr(text)))
    return tuple([_MAYBE_BY_TEXT[text[i:i + 2]] for i in range(0, len(text), 2)])


memo.forgets(cards_from_text.cache_clear)  # emptied for a straight pass (``memo.forget``)


@frozen_record
class PostAnte:
    """R-4.2: a player posts an ante (or the big-blind ante)."""

    seat: int
    amount: int


@frozen_record
class PostBlind:
    """R-4.1: a player posts a blind (small, big or straddle)."""

    seat: int
    amount: int


@frozen_record
class PostBringIn:
    """R-6.4: the stud bring-in player posts the bring-in."""

    seat: int
    amount: int


@frozen_record
class DealHole:
    """Cards dealt to one player on the current street (down cards first, then up)."""

    seat: int
    cards: tuple[MaybeCard, ...]


@frozen_record
class Burn:
    """R-4.4: one card burned before a dealing round."""

    card: MaybeCard = None


@frozen_record
class DealBoard:
    """Community cards: the flop, turn, river, or the stud community card (R-6.4)."""

    cards: tuple[MaybeCard, ...]


@frozen_record
class Fold:
    seat: int


@frozen_record
class CheckCall:
    """Check when nothing is owed, otherwise call (all-in when short)."""

    seat: int


@frozen_record
class BetRaise:
    """Bet, raise or complete to ``to``: the player's total for this betting round."""

    seat: int
    to: int


@frozen_record
class Discard:
    """A discard, face down and out of play: one card in pineapple (R-6.3); in
    draw 0 to 5 cards, none meaning the player stands pat (R-6.5). ``kept``
    are cards the player shows from what they keep (the ace when drawing four)."""

    seat: int
    cards: tuple[MaybeCard, ...]
    kept: tuple[MaybeCard, ...] = ()


@frozen_record
class Show:
    """A player turns their hand face up. ``cards`` fills in unknown hole cards."""

    seat: int
    cards: tuple[MaybeCard, ...] = ()


@frozen_record
class Muck:
    """A player gives up their hand at showdown without showing it."""

    seat: int


@frozen_record
class Declare:
    """Guts (R-6.6): the seats that declared in, all at once; the rest are out."""

    ins: tuple[int, ...]


@frozen_record
class Award:
    """The dealer pushes the pots. ``winners`` optionally names the winners of
    each pot by hand, as ``((high seats), (low seats))`` per pot in the order of
    ``HandState.pots``, when the dealer did not enter the cards."""

    winners: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] | None = None


Event = (
    PostAnte | PostBlind | PostBringIn | DealHole | Burn | DealBoard | Fold | CheckCall
    | BetRaise | Discard | Show | Muck | Declare | Award
)

EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        PostAnte, PostBlind, PostBringIn, DealHole, Burn, DealBoard, Fold, CheckCall,
        BetRaise, Discard, Show, Muck, Declare, Award,
    )
}


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def decode_card(text: Any) -> MaybeCard:
    """A stored card (``None`` for one not entered)."""
    return None if text is None else Card.from_text(text)


def decode_cards(value: Any) -> tuple[MaybeCard, ...]:
    return tuple([None if text is None else Card.from_text(text) for text in value])


def _decode_ins(value: Any) -> tuple[int, ...]:
    return tuple([int(x) for x in value])


def _decode_winners(value: Any) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] | None:
    return None if value is None else tuple((tuple(hi), tuple(lo)) for hi, lo in value)


_DECODERS: dict[str, Callable[[Any], Any]] = {
    "cards": decode_cards, "kept": decode_cards, "card": decode_card,
    "ins": _decode_ins, "winners": _decode_winners,
}

# Per event type, its fields with the decoder each needs (None: stored as is),
# worked out once, so restoring many hands decodes each event in a few steps.
_PLANS: dict[str, tuple[type[Event], tuple[tuple[str, Callable[[Any], Any] | None], ...]]] = {
    name: (cls, tuple((f.name, _DECODERS.get(f.name)) for f in fields(cls)))
    for name, cls in EVENT_TYPES.items()
}


def to_dict(event: Event) -> dict[str, Any]:
    """The event as JSON-ready data: ``{"type": "BetRaise", "seat": 3, "to": 120}``."""
    data: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        data[f.name] = _encode(getattr(event, f.name))
    return data


def from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event written by ``to_dict``; a ``ValueError`` names what is wrong."""
    kind = data.get("type")
    plan = _PLANS.get(kind) if isinstance(kind, str) else None
    if plan is None:
        raise ValueError(f"unknown hand event type {kind!r}; known: {', '.join(EVENT_TYPES)}")
    cls, decoders = plan
    values: dict[str, Any] = {}
    for name, decode in decoders:
        if name in data:
            raw = data[name]
            values[name] = raw if decode is None else decode(raw)
    try:
        return cls(**values)
    except TypeError as exc:
        raise ValueError(f"hand event {data!r} is incomplete: {exc}") from None
