"""What a club's other stations do, drawn at random, in the tests of stations at once
(issue 17, issue 31; R-8.3, R-8.6): the director's commands from a desk of their own
and a dealer station's actions at its table. Each is aimed from the store as it is
when it is drawn and runs on its station's own connection; whatever the server or the
station's role refuses is a ``Refusal``, a message.

- the director: move a player to the other table, balance, rebuy the poorest player,
  bust a player out of chips (or any), a late entry of a new player or a busted
  player's re-entry with its seat (R-8.6, R-3.2; undone, the entry goes with it),
  color up with the counts the plan pre-fills, undo the last command or redo the
  last undone (another desk's: asked, and answered yes or no);
- a dealer: a few steps of the hand, the hand played to its end, Next hand, or a bust
  or a rebuy reported for its own table's poorest player (one pick in three, another
  table's, which the dealer's role refuses)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime

from director.services.core.errors import AskFirst
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_refusals import DealerError
from director.services.tables.dealer_session import DealerSession
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.errors import StoreError
from tests.services.night import dealer_act, dealer_turn, seats_of

DIRECTOR = ("move", "balance", "rebuy", "bust", "enter", "color up", "undo", "redo", "wait")
DEALER = ("act", "act", "finish", "next hand", "report bust", "report rebuy", "wait")
Refusal = (ServiceError, DealerError, StoreError)
Command = Callable[[], object]


def director_command(db: Database, event: int, tables: Sequence[int], kind: str, pick: int,
                     now: datetime) -> Command | None:
    """The director's command ``kind`` at the event's ``tables`` (a move to one of them
    but the player's own, open or not as the director last saw them), on ``db``."""
    seats = seats_of(db)  # entry -> (table, seat, stack, behind)
    if not seats:
        return None
    entries = sorted(seats)
    entry = entries[pick % len(entries)]
    if kind == "move":
        table = seats[entry][0]
        others = [t for t in tables if t != table]
        if not others:
            return None
        other = others[pick % len(others)]
        taken = {seat for _e, (t, seat, _s, _b) in seats.items() if t == other}
        # a full table leaves the director only a taken seat: the move is refused
        free = sorted(set(range(1, 10)) - taken) or sorted(taken)
        return lambda: SeatingService(db).move_player(entry, other, free[pick % len(free)], now)
    if kind == "balance":
        return lambda: SeatingService(db).balance(event, now, random.Random(pick))
    if kind == "rebuy":
        poorest = min(entries, key=lambda e: seats[e][2] + seats[e][3])
        return lambda: TournamentService(db).rebuy(poorest, now)
    if kind == "bust":
        out = [e for e in entries if seats[e][2] + seats[e][3] == 0] or [entry]
        return lambda: TournamentService(db).bust(event, {out[0]: 10_000}, now)
    if kind == "enter":  # a busted player's re-entry, else a new player's late entry
        out = [e.player_id for e in q.entries(db, event) if e.place is not None]

        def enter() -> object:
            player = out[pick % len(out)] if out else EventService(db).add_player(
                f"Late {pick}", now)
            return SeatingService(db).enter_and_seat(event, player, now, random.Random(pick))
        return enter
    if kind == "color up":  # the counts the plan pre-fills, as the director accepts them
        def color_up() -> object:
            service = ColorUpService(db)
            plan = service.plan(event, now)
            return service.color_up(event, plan.removed,
                                    {s.entry_id: s.chips for s in plan.seats}, now,
                                    random.Random(pick))
        return color_up
    if kind in ("undo", "redo"):
        def back_or_forth() -> object:
            events = EventService(db)
            try:
                return (events.undo_last if kind == "undo" else events.redo_last)(event, now)
            except AskFirst as asked:  # another desk's action: the director says yes or no
                return asked.again() if pick % 2 else None
        return back_or_forth
    return None


def dealer_command(db: Database, event: int, table: int, panel: DealerSession | None,
                   kind: str, pick: int, now: datetime) -> Command | None:
    """A dealer station's action ``kind`` at ``table``, on ``db``, at ``panel`` (none
    while the table cannot deal: only a report)."""
    if kind.startswith("report"):
        # Its own table's player (the poorest: a bust out of chips when there is one),
        # or, one pick in three, another table's (refused by the role, unless a move
        # at the same instant brought them here).
        seats = seats_of(db)
        here = [e for e, (t, *_rest) in seats.items() if (t == table) != (pick % 3 == 0)]
        if not here:
            return None
        entry = min(here, key=lambda e: (seats[e][2] + seats[e][3], e))
        if kind == "report bust":
            return lambda: TournamentService(db).bust(event, {entry: 10_000}, now)
        return lambda: TournamentService(db).rebuy(entry, now)
    if panel is None:
        return None
    if kind in ("act", "finish"):
        return lambda: dealer_turn(panel, kind, pick)
    if kind == "next hand":
        return panel.next_hand if panel.is_complete else (lambda: dealer_act(panel, pick))
    return None
