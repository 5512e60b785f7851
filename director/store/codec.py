"""Engine values as JSON-ready data for storage, and back.

A ``HandSetup`` is stored by its game key (engine ``GAMES``), the ``Betting``
fields and the ``HandOptions`` fields; events use the engine's own
``to_dict``/``from_dict``, and a running hand's state the engine's
``state_data``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, fields
from typing import Any

from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import Event, from_dict, to_dict
from director.engine.hand.facts.games import GAMES
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.guts import GutsKind, GutsSetup
from director.engine.hand.state import HandState
from director.engine.hand.state_data import state_from_data, state_to_data
from director.engine.messages import MessageError, msg


def setup_to_dict(setup: HandSetup) -> dict[str, Any]:
    b = setup.betting
    return {
        "game": setup.game.key,
        "betting": {
            "limit": b.limit.value, "small_bet": b.small_bet, "big_bet": b.big_bet,
            "max_raises": b.max_raises, "uncapped_heads_up": b.uncapped_heads_up,
        },
        "seats": list(setup.seats),
        "stacks": list(setup.stacks),
        "antes": list(setup.antes),
        "blinds": list(setup.blinds),
        "bring_in": setup.bring_in,
        "big_blind_ante": setup.big_blind_ante,
        "button": setup.button,
        "options": asdict(setup.options),
        "antes_dead": setup.antes_dead,
        "carried_pot": setup.carried_pot,
        "dead_blinds": list(setup.dead_blinds),
        "straddler": setup.straddler,
        "missing_small_blind": setup.missing_small_blind,
        **({"carried_antes": list(setup.carried_antes)} if setup.carried_antes else {}),
    }


_OPTIONS = frozenset(f.name for f in fields(HandOptions))


def setup_from_dict(data: dict[str, Any]) -> HandSetup:
    """Rebuild a setup; ``ValueError`` (``SetupError``) names what is wrong."""
    key = data.get("game")
    if key not in GAMES:
        raise MessageError(msg("store-unknown-game", text=repr(key), known_text=", ".join(GAMES)))
    bet = data["betting"]
    betting = Betting(
        Limit(bet["limit"]), int(bet["small_bet"]), int(bet.get("big_bet", 0)),
        bet.get("max_raises", 3), bool(bet.get("uncapped_heads_up", False)),
    )
    stored = data.get("options", {})
    options = HandOptions(**{
        k: (v if k == "max_draw" else bool(v))
        for k, v in stored.items() if k in _OPTIONS and k != "chip_unit"
    }, chip_unit=int(stored.get("chip_unit", 1)))
    return HandSetup(
        game=GAMES[key],
        betting=betting,
        seats=tuple(data["seats"]),
        stacks=tuple(data["stacks"]),
        antes=tuple(data.get("antes", ())),
        blinds=tuple(data.get("blinds", ())),
        bring_in=int(data.get("bring_in", 0)),
        big_blind_ante=bool(data.get("big_blind_ante", False)),
        button=data.get("button"),
        options=options,
        antes_dead=data.get("antes_dead"),
        carried_pot=int(data.get("carried_pot", 0)),
        dead_blinds=tuple(data.get("dead_blinds", ())),
        straddler=data.get("straddler"),
        missing_small_blind=int(data.get("missing_small_blind", 0)),
        carried_antes=tuple(data.get("carried_antes", ())),
    )


def setup_to_json(setup: HandSetup | GutsSetup) -> str:
    """A hand's setup, or a guts round's (stored the same way, R-6.6)."""
    if isinstance(setup, GutsSetup):
        data: dict[str, Any] = {"guts": {"seats": list(setup.seats),
                                         "stacks": list(setup.stacks),
                                         "ante": setup.ante, "kind": setup.kind.value}}
        if setup.chip_unit != 1:  # a round stored before the unit reads as 1
            data["guts"]["chip_unit"] = setup.chip_unit
        return json.dumps(data, sort_keys=True)
    return json.dumps(setup_to_dict(setup), sort_keys=True)


def setup_from_json(text: str) -> HandSetup | GutsSetup:
    """The setup ``setup_to_json`` wrote; a ``MessageError`` for a text that is not
    one (a database edited or damaged): not JSON, not an object, a seat or an amount
    that is no whole number (a decimal, infinity, a word), a field missing."""
    try:
        data = _STORED_JSON.decode(text)
        if not isinstance(data, dict):
            raise TypeError("not an object")
        if "guts" in data:
            guts = data["guts"]
            _whole_numbers(guts, ("seats", "stacks"), ("ante", "chip_unit"))
            unit = guts.get("chip_unit")
            return GutsSetup(tuple(guts["seats"]), tuple(guts["stacks"]), int(guts["ante"]),
                             GutsKind(guts["kind"]), 1 if unit is None else int(unit))
        _whole_numbers(data, _SETUP_LISTS, _SETUP_NUMBERS)
        return setup_from_dict(data)
    except MessageError:
        raise  # the engine's or the game's own words
    except (ValueError, RecursionError, TypeError, KeyError, AttributeError, IndexError) as exc:
        raise MessageError(msg("store-setup-unreadable", text=_excerpt(text),
                               reason_text=_excerpt(str(exc)))) from None


_SETUP_LISTS = ("seats", "stacks", "antes", "blinds", "dead_blinds", "carried_antes")
_SETUP_NUMBERS = ("bring_in", "carried_pot", "missing_small_blind", "button", "straddler")


def _whole_numbers(data: Any, lists: tuple[str, ...], numbers: tuple[str, ...]) -> None:
    """``TypeError`` when one of ``lists`` is not a list of whole numbers or one of
    ``numbers`` (when there and not null) is not a whole number."""
    if not isinstance(data, dict):
        raise TypeError("not an object")
    for name in lists:
        value = data.get(name, [])
        if not isinstance(value, list) or not all(map(_whole, value)):
            raise TypeError(f"{name} is not a list of whole numbers")
    for name in numbers:
        value = data.get(name)
        if value is not None and not _whole(value):
            raise TypeError(f"{name} is not a whole number")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def state_to_json(state: HandState) -> str:
    """A running hand's state (without its setup and log, stored on their own)."""
    return json.dumps(state_to_data(state), separators=(",", ":"))


def state_from_json(setup: HandSetup, log: tuple[Event, ...] | Callable[[], tuple[Event, ...]],
                    text: str) -> HandState:
    """The state ``state_to_json`` wrote (``log``: the events, or a function that
    reads them when first needed); ``ValueError`` when the text does not describe
    a state of this hand."""
    return state_from_data(setup, log, json.loads(text))


def event_to_json(event: Event) -> str:
    return json.dumps(to_dict(event), sort_keys=True)


def event_from_json(text: str) -> Event:
    """The event ``event_to_json`` wrote; a ``ValueError`` for a text that is not
    one: a ``MessageError`` for bad JSON, something not an object or a field of the
    wrong kind, the engine's ``from_dict`` error for an unknown or incomplete event."""
    try:  # an event holds whole numbers only: a decimal, NaN or Infinity is no amount
        data = _STORED_JSON.decode(text)
    except (ValueError, RecursionError):
        data = None
    if not isinstance(data, dict):
        raise MessageError(msg("store-event-unreadable", text=_excerpt(text)))
    try:
        return from_dict(data)
    except ValueError:
        raise  # the engine's own words: an unknown or incomplete event
    except (TypeError, KeyError, AttributeError, IndexError) as exc:
        raise MessageError(msg("store-event-unreadable-because", text=_excerpt(text),
                               reason_text=_excerpt(str(exc)))) from None


def _no_number(text: str) -> object:
    """The reading of a decimal or a constant in a stored setup or event: refused."""
    raise ValueError(f"{text} is not a whole number")


#: A stored setup or event holds whole numbers only: a decimal, NaN or Infinity is refused.
_STORED_JSON = json.JSONDecoder(parse_float=_no_number, parse_constant=_no_number)


def _excerpt(text: str, limit: int = 120) -> str:
    """The start of a stored text, short enough for a message."""
    return text if len(text) <= limit else text[:limit - 1] + "…"
