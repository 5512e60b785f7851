"""The stations of a club night, each run in a process of its own (issue 17):
``director``, ``dealer`` and ``display`` are the programs the multi-process test
(``test_club_night.py``) starts with ``multiprocessing``'s spawn, each with its
own ``Database`` (its own connections) to the one test server.

They coordinate as a club's computers do, through the server: what is stored,
and the notifications of each commit (``director.store.notify.Listener``). The
director holds play by pausing the clock (a dealer station does not start a
hand on a paused clock), waits for the hands to end and the busts to be
reported, and balances or breaks tables; the dealer stations read their
instructions (``table_instructions``). The only other channel is a queue per
station for the test's "your table is", "report your view" and the station's
answer.

The test starts the stations from a fork server that has imported this module
(and so the program: ``set_forkserver_preload``), so five stations do not each
pay the imports; each is still a process of its own with its own connections.

Each station shows what it last refreshed: it reads its ``view`` again when it
hears another station's commit and after its own, and reports that view, not a
fresh read, so the test sees whether every change reached every station.
"""

from __future__ import annotations

import queue
import random
import threading
import time
from datetime import UTC, datetime
from typing import Any

from alembic import command as _alembic_command  # noqa: F401  (open_database's, in the preload)
from sqlalchemy import text

from director.engine.cards import STANDARD_DECK
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.virtual_dealer import Style, next_event
from director.engine.messages import render
from director.services.club.table_instructions import instructions
from director.services.club.table_reports import out_of_chips, report_busts, report_rebuy
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.events.table_games import tournament_table_game
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.codec import event_to_json

STARTING_STACK = 1000
PLAYERS, TABLES, SEATS = 30, 3, 10
FINISH = 2  # the final table plays until this many more players are out
TOURNAMENT = {
    "buy_in": 50, "starting_stack": STARTING_STACK, "rebuys": True,
    "rebuy": {"until_level": 1, "stack_threshold": STARTING_STACK},
    "blinds": {"levels": [{"small_blind": 50, "big_blind": 100, "minutes": 60},
                          {"small_blind": 100, "big_blind": 200, "minutes": 60}]},
}
QUIET = 0.3  # seconds between the two looks that find every table between hands


def now() -> datetime:
    return datetime.now(UTC)


def view(db: Any, event_id: int) -> dict[str, Any]:
    """What a station shows: the open tables' seats and stacks, each entry's place,
    the players left and the clock's level."""

    clock = EventService(db).clock(event_id, now())
    entries = q.entries(db, event_id)
    return {
        "tables": {t.table_id: [[s.number, s.entry_id, s.stack] for s in t.seats
                                if s.entry_id is not None]
                   for t in q.tables(db, event_id)},
        "places": {e.entry_id: e.place for e in entries if e.place is not None},
        "players_left": sum(1 for e in entries if e.place is None),
        "rebuys": sum(e.rebuys for e in entries),
        "level": None if clock is None else clock.index,
        "clock_running": None if clock is None else clock.running,
    }


class Station:
    """A station's database, its listener and the view it shows."""

    def __init__(self, url: str, role: str) -> None:
        from director.services.core.station_role import Role, set_role
        from director.store.db import open_database
        from director.store.notify import Listener

        self.db = open_database(url)
        if role != "dealer":  # a dealer station's table is given once it is known
            set_role(self.db, Role(role))
        self.changed = threading.Event()
        self.heard: list[frozenset[str]] = []
        self.lost, self.back = threading.Event(), threading.Event()
        self.listener = Listener(url.replace("+psycopg", ""), self.db.station,
                                 self._heard, self._lost, self._back).start()
        if not self.listener.connected.wait(20):
            raise RuntimeError("the station did not reach the server")
        self.shown: dict[str, Any] = {}

    def _lost(self) -> None:
        self.back.clear()
        self.lost.set()

    def _back(self) -> None:
        self.back.set()

    def _heard(self, tables: frozenset[str]) -> None:
        self.heard.append(tables)
        self.changed.set()

    def refresh(self, event_id: int) -> None:
        self.shown = view(self.db, event_id)

    def close(self) -> None:
        self.listener.stop()
        self.db.close()


def _command(control: Any, timeout: float = 0.0) -> Any:
    try:
        return control.get(timeout=timeout) if timeout else control.get_nowait()
    except queue.Empty:
        return None


# ------------------------------------------------------------------ the director


def _director(url: str, control: Control) -> dict[str, Any]:

    station = Station(url, "director")
    db = station.db
    events, seating, tournament = EventService(db), SeatingService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Club night", TOURNAMENT, now())
    for n in range(1, PLAYERS + 1):
        tournament.register(event_id, events.add_player(f"Player {n}", now()), now())
    table_ids = seating.open_tables(event_id, TABLES, now(), seats=SEATS)
    seating.draw_seats(event_id, now(), random.Random(17))
    for table_id in table_ids:
        seating.draw_for_button(table_id, now(), random.Random(table_id))
    station.refresh(event_id)
    _wait_for(control, "tables?")
    control.answer({"event_id": event_id, "table_ids": table_ids})
    _wait_for(control, "start")
    events.start_clock(event_id, now())
    balances: list[dict[str, Any]] = []
    heard_busts: set[int] = set()
    level_raised = False
    final_from = 0  # the players at the final table when it was drawn
    timeline: list[tuple[str, float]] = [("clock started", time.monotonic())]
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        station.changed.wait(0.2)
        if station.changed.is_set():
            station.changed.clear()
            before = set(station.shown.get("places", {}))
            station.refresh(event_id)
            heard_busts |= set(station.shown["places"]) - before
        final, due = _due(station.shown, final_from)
        if not due:
            continue
        events.pause_clock(event_id, now())  # play stops: the hands in progress end
        _wait_between_hands(station, event_id)
        before = set(station.shown["places"])
        station.refresh(event_id)
        heard_busts |= set(station.shown["places"]) - before
        if final:
            break
        if not _due(station.shown, final_from)[1]:  # the busts reported meanwhile evened it
            events.resume_clock(event_id, now())
            continue
        try:
            result = seating.balance(event_id, now(), random.Random(len(balances)))
        except ServiceError:  # a hand started at the same moment: again after it
            events.resume_clock(event_id, now())
            continue
        balances.append({"moves": [[int(m.from_table), m.from_seat, int(m.to_table),
                                    m.to_seat] for m in result.moves],
                         "broken": [int(t) for t in result.broken],
                         "final_table": None if result.final_table is None
                         else int(result.final_table)})
        timeline.append((f"balanced: {balances[-1]}", time.monotonic()))
        if result.final_table is not None:
            final_from = station.shown["players_left"]
        if level_raised:
            events.resume_clock(event_id, now())
        else:  # the next level after the first balancing: rebuys end with level 1
            events.start_clock(event_id, now(), level_index=1)
            level_raised = True
        station.refresh(event_id)
    else:
        raise AssertionError(f"the night did not reach the final table: {station.shown}")
    _wait_for(control, "report")
    if station.changed.is_set():
        station.refresh(event_id)
    station.close()
    timeline.append(("reported", time.monotonic()))
    return {"view": station.shown, "balances": balances, "timeline": [
        (what, round(at - timeline[0][1], 2)) for what, at in timeline],
            "heard_busts": sorted(heard_busts), "event_id": event_id}


def _due(shown: dict[str, Any], final_from: int) -> tuple[bool, bool]:
    """(at the final table, the director's turn): tables two apart or one to break
    (counting the players with chips: a bust not reported yet is out), or enough
    busts at the final table."""
    counts = [sum(1 for seat in seats if seat[2] > 0) for seats in shown["tables"].values()]
    left = shown["players_left"]
    final = len(counts) == 1
    if final:
        return True, left <= final_from - FINISH
    return False, max(counts) - min(counts) >= 2 or left <= SEATS * (len(counts) - 1)


def _wait_between_hands(station: Station, event_id: int) -> None:
    """Until every table is between hands and every bust is reported, twice in a row."""

    calm = 0
    deadline = time.monotonic() + 60
    while calm < 2:
        if time.monotonic() > deadline:
            raise AssertionError("the tables did not stop between hands")
        station.changed.wait(QUIET)
        station.changed.clear()
        with station.db.engine.connect() as conn:
            busy = conn.execute(text(
                "SELECT (SELECT count(*) FROM hand h JOIN poker_table t ON t.id = h.table_id"
                "        WHERE h.status = 'running' AND t.event_id = :e)"
                "     + (SELECT count(*) FROM seat s JOIN poker_table t ON t.id = s.table_id"
                "        WHERE s.entry_id IS NOT NULL AND s.stack + s.chips_behind = 0"
                "          AND t.event_id = :e AND NOT t.closed)"), {"e": event_id}).scalar_one()
        calm = calm + 1 if busy == 0 else 0
        time.sleep(QUIET)


class Control:
    """The test's channel to one station: commands in, answers out."""

    def __init__(self, commands: Any, answers: Any, name: str) -> None:
        self.commands, self.answers, self.name = commands, answers, name

    def get(self, timeout: float | None = None) -> Any:
        return self.commands.get(timeout=timeout)

    def get_nowait(self) -> Any:
        return self.commands.get_nowait()

    def answer(self, value: Any) -> None:
        self.answers.put((self.name, value))


def _wait_for(control: Any, word: str) -> Any:
    got = control.get(timeout=300)
    if got is None or got[0] != word:
        raise AssertionError(f"expected {word!r}, got {got!r}")
    return got


# ------------------------------------------------------------------ a dealer


def _dealer(url: str, control: Control) -> dict[str, Any]:
    """A dealer station: the hands of its table through the dealer panel's session
    (forced bets, actions, showdown and award), its busts and a rebuy reported to
    the director, the instructions after balancing read out."""

    station = Station(url, "dealer")  # connected while the director registers players
    db = station.db
    _, event_id, table_id = _wait_for(control, "table")
    set_role(db, Role.DEALER, table_id)
    control.name = f"dealer {table_id}"
    tables, events = TableService(db), EventService(db)
    rng = random.Random(table_id)
    # Level 1: busts at the first table only, one caller at most, so they come one at
    # a time and the tables grow uneven long before one can break (a balancing move
    # first, whatever the cards); the other tables only check, call and fold. Level 2,
    # from the first balancing on: several callers everywhere, the night hurries to
    # the final table.
    busting = Style(raise_chance=0.35, fold_chance=0.9, all_in_chance=0.6, raise_factor=3)
    quiet = Style(raise_chance=0.0, fold_chance=0.9, all_in_chance=0.0)
    hurry = Style(raise_chance=0.35, fold_chance=0.5, all_in_chance=0.4, raise_factor=3)
    done: list[list[Any]] = []  # (hand, seq, event) of every action reported stored
    told: list[list[Any]] = []  # the instructions read out: (number, English text)
    reports: list[list[Any]] = []
    last_instruction = 0
    hands = 0
    station.refresh(event_id)
    level_one = busting if table_id == min(station.shown["tables"]) else quiet
    control.answer("ready")
    clock = None
    idle = False
    while True:
        command = _command(control)
        if command is not None and command[0] == "report":
            break
        if idle:
            station.changed.wait(0.1)
        if station.changed.is_set() or clock is None:
            # Another station changed something: read what this station shows again.
            station.changed.clear()
            station.refresh(event_id)
            for said in instructions(db, table_id, after=last_instruction):
                told.append([said.number, render(said.message, "en")])
                last_instruction = max(last_instruction, said.number)
            clock = events.clock(event_id, now())
        idle = True
        if table_id not in station.shown["tables"] or clock is None or not clock.running:
            continue  # the table is broken, or play is held
        seated = sorted(s for s, chips in tables.next_stacks(table_id).items() if chips > 0)
        if len(seated) < 2:  # players come with a balancing: heard as a change
            station.changed.wait(0.5)
            continue
        [table] = [t for t in q.tables(db, event_id) if t.table_id == table_id]
        try:
            session = DealerSession.at_table(
                tables, table_id, tournament_table_game(db, event_id, now()),
                table.button if table.button in seated else seated[-1])
        except ServiceError:  # the seats changed under the hand's start: look again
            continue
        deck = list(STANDARD_DECK)
        rng.shuffle(deck)
        hands += 1
        idle = False
        while not session.is_complete:
            step = session.step()
            if step.kind in (StepKind.POST_BLIND, StepKind.POST_ANTE, StepKind.SHOW,
                             StepKind.AWARD):
                session.advance()  # the panel's Next: the forced bet, the show, the award
            else:
                session.apply(next_event(session.hand, rng, deck,
                                         level_one if clock.index == 0 else hurry))
            done.append([session.hand_id, len(session.hand.log),
                         event_to_json(session.hand.log[-1])])
        out = out_of_chips(db, table_id)
        if out and not any(r[0] == "rebuy" for r in reports) and clock.index == 0:
            report_rebuy(db, table_id, out[0].seat, now())
            reports.append(["rebuy", out[0].entry_id])
            out = out_of_chips(db, table_id)
        if out:
            finishes = report_busts(db, table_id, now())
            reports.append(["bust", [[f.best_place, [int(str(p)) for p in f.players]]
                                     for f in finishes]])
        station.refresh(event_id)
    if station.changed.is_set():
        station.refresh(event_id)
    station.close()
    return {"table_id": table_id, "view": station.shown, "done": done, "told": told,
            "reports": reports, "hands": hands}


# ------------------------------------------------------------------ the display


def _display(url: str, control: Control) -> dict[str, Any]:
    """The clock and the seating, refreshed whenever another station commits."""
    station = Station(url, "display")
    _, event_id = _wait_for(control, "event")
    station.refresh(event_id)
    refreshes = 0
    control.answer("ready")
    while True:
        command = _command(control)
        if command is not None and command[0] == "report":
            break
        if station.changed.wait(0.1):
            time.sleep(0.2)  # a screen redraws a few times a second, not per action
            station.changed.clear()
            station.refresh(event_id)
            refreshes += 1
    if station.changed.is_set():
        station.refresh(event_id)
    station.close()
    return {"view": station.shown, "refreshes": refreshes,
            "heard": len(station.heard)}


# ------------------------------------------------------------------ through a restart


def _restart_dealer(url: str, control: Control) -> dict[str, Any]:
    """A dealer station at a cash table that goes on playing when the server dies:
    the refused action's message is what its dealer is shown, its listener says
    the server is gone, and once the listener is back the station reads the hand
    again from what is stored and carries on (nothing was queued meanwhile). Its
    first refusal is answered to the test ("refused") as it comes."""
    from director.services.events.table_games import cash_table_game
    from director.store.errors import StoreError

    station = Station(url, "dealer")
    db = station.db
    _, event_id, table_id = _wait_for(control, "table")
    set_role(db, Role.DEALER, table_id)
    control.name = f"dealer {table_id}"
    tables = TableService(db)
    rng = random.Random(table_id)
    # Deep stacks (2,000 big blinds) and no all-in: the table plays on through the
    # restart (one player winning every chip would stop the table).
    style = Style(raise_chance=0.2, fold_chance=0.3, all_in_chance=0.0)
    done: list[list[Any]] = []
    refused: list[str] = []
    after_back = 0
    control.answer("ready")
    session: DealerSession | None = None
    deck: list[Any] = []
    while _command(control) is None:
        try:
            if session is None or session.is_complete:
                session = DealerSession.at_table(
                    tables, table_id, cash_table_game(db, event_id),
                    min(s for s, c in tables.next_stacks(table_id).items() if c > 0))
                deck = list(STANDARD_DECK)
                rng.shuffle(deck)
            if session.step().kind in (StepKind.POST_BLIND, StepKind.AWARD):
                session.advance()
            else:
                session.apply(next_event(session.hand, rng, deck, style))
        except StoreError as lost:  # what the dealer panel shows: nothing was stored
            refused.append(render(lost.message, "en"))
            if len(refused) == 1:
                control.answer("refused")  # the test restarts the server once both are
            session = None
            if not station.back.wait(60):
                raise AssertionError("the station did not get the server back") from None
            continue
        except ServiceError as stale:  # its last action was stored as the server died
            refused.append(render(stale.message, "en"))
            session = None
            continue
        done.append([session.hand_id, len(session.hand.log),
                     event_to_json(session.hand.log[-1])])
        after_back += station.back.is_set()
        time.sleep(0.01)
    station.close()
    return {"table_id": table_id, "done": done, "refused": refused,
            "lost": station.lost.is_set(), "after_back": after_back}


# ------------------------------------------------------------------ one station's process

PARTS = {"director": ("director", _director), "dealer": ("dealer", _dealer),
         "display": ("display", _display), "restart dealer": ("dealer", _restart_dealer)}


def station_main(part_name: str, url: str, commands: Any, answers: Any) -> None:
    """One station's process: its part of the night (a key of ``PARTS``: the role it
    plays and what it does), answered to the test, or the error that stopped it."""
    role, part = PARTS[part_name]
    control = Control(commands, answers, role)
    try:
        control.answer(part(url, control))
    except BaseException as exc:
        import traceback

        control.answer({"error": f"{exc!r}\n{traceback.format_exc()}"})


__all__ = ["PARTS", "station_main", "view"]
