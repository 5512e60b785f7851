"""Each table's one running state: the button, the last hand's blinds and the blinds
owed, and the hands dealt (R-3.1 to R-3.6).

It lives on the table's row and is written by the command that starts a hand,
in that hand's transaction, so every dealer panel (a second one, one reopened
between hands) and every restart continues from the same button and hand
number instead of starting again where the button was drawn. The seating
service reads and writes the same state (draw for the button, next hand,
balancing, refilled seats).

``positions`` is JSON: ``button``, ``small_blind`` and ``big_blind`` (seats,
possibly dead; ``null`` for a game without blinds), ``seated``, and the blinds
owed: ``missed`` (``[seat, "small blind" | "both blinds"]``), ``waiting`` and
``refilled`` (seats filled since the last hand). ``keep_positions`` writes it as
a hand starts (from the dealer session's fast path and from ``TableService``
alike), ``positions_from`` reads a hand's own blinds when nothing placed them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from sqlmodel import Session

from director.engine.event import button as btn
from director.engine.frozen import frozen_record
from director.engine.hand.facts.setup import HandSetup, order_from_button
from director.engine.hand.rules.guts import GutsSetup
from director.services.core.stored_hands import last_dead_deal
from director.store.models import TableRow


@frozen_record
class RunningState:
    """Where a table stands between hands (or in its running hand)."""

    button: int | None  # the drawn button, or the last hand's
    placed: bool  # the button was placed by a hand since the draw: the next hand moves it
    positions: btn.TablePositions | None  # the last hand's blinds (games with blinds)
    refilled: tuple[int, ...]  # seats filled since the last hand (R-3.4: they wait or post)
    hands_dealt: int  # the number of the last hand started at the table (on the felt too)
    # The newest hand stored at the table (a hand on the felt has no row), where the
    # reader looked (the next hand's deal, ``hand_start``); None where it did not.
    newest_hand: int | None = None


def read(table: TableRow) -> RunningState:
    if table.positions is None:
        return RunningState(table.button_seat, False, None, (), table.hands_dealt)
    data = json.loads(table.positions)
    positions = None
    if data.get("big_blind") is not None and data.get("small_blind") is not None:
        positions = btn.TablePositions(
            int(data["button"]), int(data["small_blind"]), int(data["big_blind"]),
            tuple(data["seated"]),
            tuple((int(seat), btn.MissedBlind(owed)) for seat, owed in data.get("missed", [])),
            tuple(data.get("waiting", [])))
    return RunningState(int(data["button"]), True, positions,
                        tuple(data.get("refilled", [])), table.hands_dealt)


def store(table: TableRow, positions: btn.TablePositions | None, refilled: Sequence[int] = (),
          *, button: int | None = None, seated: Sequence[int] = ()) -> None:
    """Store the last hand's positions (``None`` and no ``button``: a new draw is due)."""
    if positions is None and button is None:
        table.positions = None
        return
    if positions is not None:
        table.button_seat = positions.button
        data: dict[str, object] = {
            "button": positions.button, "small_blind": positions.small_blind,
            "big_blind": positions.big_blind, "seated": list(positions.seated),
            "missed": [[seat, owed.value] for seat, owed in positions.missed],
            "waiting": list(positions.waiting)}
    else:
        table.button_seat = button
        data = {"button": button, "small_blind": None, "big_blind": None,
                "seated": sorted(seated)}
    data["refilled"] = sorted(set(refilled))
    table.positions = json.dumps(data, sort_keys=True)


def refill(table: TableRow, seat: int) -> bool:
    """A player sits down in ``seat`` after a hand: remembered for the next (R-3.4).
    Returns whether the state changed."""
    state = read(table)
    if not state.placed:
        return False
    data = json.loads(table.positions or "{}")
    data["refilled"] = sorted({*state.refilled, seat})
    table.positions = json.dumps(data, sort_keys=True)
    return True


def keep_positions(table: TableRow, setup: HandSetup | GutsSetup,
                   positions: btn.TablePositions | None) -> None:
    """The table's running state as a hand starts: the positions that placed it, else
    those its blinds show (``positions_from``), else only its button and seats."""
    if positions is None and isinstance(setup, HandSetup):
        positions = positions_from(setup)
    if positions is not None:
        store(table, positions)
    else:
        store(table, None, button=(
            setup.button_seat if isinstance(setup, HandSetup) else setup.seats[-1]),
            seated=setup.seats)


def positions_from(setup: HandSetup) -> btn.TablePositions | None:
    """Where a hand's button and blinds are, as the next hand's starting point
    (R-3.3), for a hand whose positions were not placed by ``button.next_hand``."""
    big_index = setup.big_blind_player() if setup.blinds else None
    if big_index is None:
        return None
    seats = setup.seats
    big = seats[big_index]
    # The real big blind, not the largest post: a straddle or a post
    # to enter may equal or pass it. The small blind sits just before it.
    before = (big_index - 1) % len(seats)
    small = seats[before] if before != big_index and setup.blind_of(before) \
        else order_from_button(seats, big)[-2]
    return btn.TablePositions(setup.button_seat, small, big, tuple(sorted(seats)))


def all_in_on_dead_ante(s: Session, table: TableRow, seat: int) -> tuple[int, int] | None:
    """R-6.5: (the ante, the pot) when the player in ``seat`` went all-in on the ante
    of the dead deal waiting at ``table``: they are dealt into the deal again with it,
    so they neither bust nor move before it is decided; None otherwise (a seat filled
    since holds another player)."""
    assert table.id is not None
    dead = last_dead_deal(s, table.id)
    if dead is None or seat not in dead.setup.seats or seat in read(table).refilled:
        return None
    i = dead.setup.seats.index(seat)
    if dead.stacks[i] or not dead.totals[i]:
        return None
    return dead.totals[i], dead.carried_out
