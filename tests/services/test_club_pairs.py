"""Pairs of stations acting at the same instant that tests/services/test_club_races.py
(a command against the next hand's start) and the property of
test_club_concurrency_property.py do not meet head on (issue 31): two clock
commands at once; a director's bust or rebuy at the instant the dealer's award ends
the all-in hand; a move to a table as its dealer deals; two balancings; two breaks
to the final table; two late entries seated in the last seat; a dealer station's
chip count as the director busts the player counted; an undo of a rebuy as the next
hand is dealt; the dealer's undo of that award as the director sells a rebuy; two
directors recording the same hand on the felt; at a cash table a
player's leave or top-up as the dealer's award ends the hand. (Pairs met in the one
order that went wrong, a station slow between its read and its write:
test_club_slow_station.py.)

Each try is a fresh night; two threads, each with a connection (a station) of its
own, wait at a barrier (``races.race``) and act. Afterwards the test checks what a
director would: the clock reads, the chips balance (R-8.3, R-8.6), nobody sits
twice, the hand logs replay to their stored states, and the command that lost got
a message (``race`` raises anything else). ``TRIES`` per pair.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from director.engine.messages import MessageError, render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0, Night, all_in_and_win, fold_to_big_blind
from tests.services.races import databases, race, stations

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6")) // 2 or 1
CASH_T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)]


def each_try(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
             one_try: Callable[[str, int], None]) -> None:
    """``one_try(url, n)`` on a fresh database, ``TRIES`` times."""
    with databases(backend, tmp_path, request) as fresh:
        for n in range(TRIES):
            one_try(fresh(), n)


# ------------------------------------------------------------------ the clock

CLOCK_PAIRS: dict[str, tuple[Callable[[EventService, int], object],
                             Callable[[EventService, int], object]]] = {
    "pause and a minute more": (
        lambda ev, event: ev.pause_clock(event, T0 + MIN),
        lambda ev, event: ev.add_time(event, T0 + MIN, 60)),
    "next level and pause": (
        lambda ev, event: ev.next_level(event, T0 + MIN),
        lambda ev, event: ev.pause_clock(event, T0 + MIN)),
}


@pytest.mark.parametrize("pair", list(CLOCK_PAIRS))
@pytest.mark.parametrize("backend", BACKENDS)
def test_R_8_2_two_stations_at_the_clock_at_once_both_count_and_the_clock_still_reads(
        pair: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The director pauses at the console while the remote adds a minute (or moves
    to the next level) at the same instant: the clock shows both, whatever their
    order, paused with 20:00 on the level (level 1 paused at 19:00 left, plus a
    minute; level 2 from its start), and the history lists both. Before the fix
    the server wrote half of each (a paused clock with an end: every station's
    clock failed to read) or lost the minute."""
    first, second = CLOCK_PAIRS[pair]
    level = 1 if pair == "next level and pause" else 0

    def one_try(url: str, n: int) -> None:
        night = Night(open_database(url), 4, seed=n + 1)
        night.events.start_clock(night.event, T0)
        with stations(url, 2) as (a, b):
            race(lambda: first(EventService(a), night.event),
                 lambda: second(EventService(b), night.event))
        clock = night.events.clock(night.event, T0 + 5 * MIN)
        assert clock is not None
        assert (clock.index, clock.running, clock.remaining) == (
            level, False, timedelta(minutes=20)), f"try {n}: {clock}"
        kinds = [a.kind for a in history(night.db, night.event)]
        assert sorted(kinds[-2:]) == sorted(
            ["pause clock", "add time" if level == 0 else "next level"])
        night.db.close()

    each_try(backend, tmp_path, request, one_try)


@pytest.mark.parametrize("backend", BACKENDS)
def test_R_8_2_two_stations_pressing_next_level_at_once_move_the_clock_one_level(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The director at the console and the remote both press N at the same instant,
    each on a screen showing level 1: the clock moves to level 2, not level 3; the
    second press is refused in words saying where the clock is now, and the history
    lists one move. Before, each press was a command of its own and the clock skipped
    level 2. A press from a screen showing level 2 then moves on to the break."""
    def one_try(url: str, n: int) -> None:
        night = Night(open_database(url), 4, seed=n + 1)
        night.events.start_clock(night.event, T0)
        with stations(url, 2) as (a, b):
            outcome = race(lambda: EventService(a).next_level(night.event, T0 + MIN, 0),
                           lambda: EventService(b).next_level(night.event, T0 + MIN, 0))
        clock = night.events.clock(night.event, T0 + MIN)
        assert clock is not None and clock.index == 1, f"try {n}: {clock}"
        refused = [o for o in outcome if o is not None]
        assert len(refused) == 1 and isinstance(refused[0], ServiceError), outcome
        assert render(refused[0].message, "en") == (
            "the clock has moved since this screen showed it (another station's key, or "
            "the level's time ran out): it is at level 2 now; press again to move on from "
            "there")
        assert render(refused[0].message, "hu").endswith("most itt tart: 2. szint; nyomd "
                                                         "meg újra, ha innen is lépnél")
        kinds = [a.kind for a in history(night.db, night.event)]
        assert kinds.count("next level") == 1
        night.events.next_level(night.event, T0 + 2 * MIN, 1)
        after = night.events.clock(night.event, T0 + 2 * MIN)
        assert after is not None and after.index == 2 and after.is_break
        night.db.close()

    each_try(backend, tmp_path, request, one_try)


# ------------------------------------------------------------------ the director and the dealers


def _night(db: Database, players: int, n: int, tables: int = 1) -> Night:
    """A night with its clock running from ``T0``."""
    night = Night(db, players, tables=tables, seed=n + 1)
    night.events.start_clock(night.event, T0)
    return night


def _seated(night: Night, table: int) -> list[tuple[int, int, int]]:
    """(seat, entry, stack) of the players at the table."""
    return sorted((number, entry, stack) for number, (entry, stack, _behind)
                  in night.seat_rows(table).items() if entry is not None)


def _all_in_to_the_award(dbs: list[Database], n: int
                         ) -> tuple[Night, Callable[[], object], int]:
    """A night of four at one table (``dbs[0]``) whose dealer (``dbs[1]``) plays a hand
    to its award: the third seat calls the fourth's all in, the rest fold. The night,
    the dealer's next gesture (it awards the pot to the third seat and ends the
    hand), and the loser's entry."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    panel = night.panel(table, service=TableService(dbs[1]))
    winner, loser = panel.hand.setup.seats[2], panel.hand.setup.seats[3]
    while panel.step().kind.name in ("POST_BLIND", "POST_ANTE", "DEAL_HOLE"):
        panel.advance()
    while panel.step().kind.name != "AWARD":
        legal = panel.legal()
        if legal is None:
            panel.advance()
        elif legal.seat in (winner, loser):
            panel.all_in()
        else:
            panel.fold()
    return (night, lambda: panel.award_to(tuple(((winner,), ()) for _ in panel.pot_rows())),
            night.entry_at(table, loser))


def night_problems(night: Night) -> list[str]:
    """What a director checks after the race: the chips balance (R-8.3, R-8.6), one
    hand at most running at each table, nobody seated twice, every hand's log whole
    and replaying to the state kept with it."""
    found = [str(p) for p in chips_balance(night.db, night.event).problems]
    with night.db.engine.connect() as conn:
        for what, sql in (
                ("two running hands at table", "SELECT table_id FROM hand WHERE status = "
                 "'running' GROUP BY table_id HAVING count(*) > 1"),
                ("seated twice: entry", "SELECT entry_id FROM seat WHERE entry_id IS NOT "
                 "NULL GROUP BY entry_id HAVING count(*) > 1"),
                ("a gap in the log of hand", "SELECT hand_id FROM hand_event GROUP BY "
                 "hand_id HAVING max(seq) <> count(*) OR min(seq) <> 1")):
            found += [f"{what} {key}" for key in conn.execute(text(sql)).scalars()]
    rewritten, broken = TableService(night.db).check_running_hands()
    return found + [str(m) for m in (*rewritten, *broken)]


@dataclass
class Pair:
    """One try of a pair: the night, the two commands (the dealer's first, where a
    dealer takes part) and what the outcome must look like (``after``: what is
    wrong, given what each refused)."""

    night: Night | CashNight
    commands: tuple[Callable[[], object], Callable[[], object]]
    after: Callable[[list[BaseException | None]], list[str]]

    def problems(self) -> list[str]:
        return self.night.problems() if isinstance(self.night, CashNight) \
            else night_problems(self.night)


def refused_with(outcome: BaseException | None, *ids: str) -> list[str]:
    if outcome is None or (isinstance(outcome, MessageError) and outcome.message.id in ids):
        return []
    return [f"refused with another message: {outcome}"]


def _bust_as_the_hand_ends(url: str, dbs: list[Database], n: int) -> Pair:
    """The dealer awards the all-in pot while the director busts its loser (R-8.5): the
    bust waits for the hand's end, or is refused as the hand still plays."""
    night, award, entry = _all_in_to_the_award(dbs, n)

    def after(outcome: list[BaseException | None]) -> list[str]:
        seated = entry in night.seats()
        if outcome[1] is None:
            return ["busted and still seated"] if seated else []
        return refused_with(outcome[1], "svc-bust-when-hand-over") + (
            [] if seated else ["refused and gone"])
    return Pair(night, (award, lambda: TournamentService(dbs[2]).bust(
        night.event, {entry: 0}, T0 + MIN)), after)


def _rebuy_as_the_hand_ends(url: str, dbs: list[Database], n: int) -> Pair:
    """The dealer awards the all-in pot while the director sells its loser a rebuy
    (R-8.6): behind the stack while the hand plays, on it after; 10,000 either way."""
    night, award, entry = _all_in_to_the_award(dbs, n)

    def after(outcome: list[BaseException | None]) -> list[str]:
        _table, _seat, stack, behind = night.seats()[entry]
        wanted = 0 if outcome[1] is not None else 10_000
        return refused_with(outcome[1]) + (
            [] if stack + behind == wanted else [f"the rebuy left {stack} + {behind}"])
    return Pair(night, (award, lambda: TournamentService(dbs[2]).rebuy(entry, T0 + MIN)),
                after)


def _move_to_the_table_as_it_deals(url: str, dbs: list[Database], n: int) -> Pair:
    """Table 1's dealer deals the next hand while the director moves a player of
    table 2 to table 1: dealt in with their chips, or in the hand after."""
    night = _night(dbs[0], 12, n, tables=2)
    first, second = night.table_ids
    panel = night.panel(first, service=TableService(dbs[1]))
    fold_to_big_blind(panel)
    _seat, entry, _stack = _seated(night, second)[0]
    free = min(set(range(1, 10)) - {s for s, _, _ in _seated(night, first)})

    def after(outcome: list[BaseException | None]) -> list[str]:
        table, seat, stack, _behind = night.seats()[entry]
        dealt = TableService(night.db).current_hand(first)
        assert dealt is not None
        setup = dealt[1].setup
        if (table, seat) != (first, free):
            return [f"not moved: {outcome[1]}"]
        if seat in setup.seats and setup.stacks[setup.seats.index(seat)] != stack:
            return [f"dealt in with {setup.stacks[setup.seats.index(seat)]}, holds {stack}"]
        return []
    return Pair(night, (panel.next_hand, lambda: SeatingService(dbs[2]).move_player(
        entry, first, free, T0 + MIN)), after)


def _two_balancings(url: str, dbs: list[Database], n: int) -> Pair:
    """Two directors' stations balance the tables (8 and 4 players) at once (R-8.4):
    one moves two players, the other then finds the tables balanced."""
    night = _night(dbs[0], 12, n, tables=2)
    first, second = night.table_ids
    taken = {s for s, _, _ in _seated(night, first)}
    for _seat, entry, _stack in _seated(night, second)[:2]:
        free = min(set(range(1, 10)) - taken)
        night.seating.move_player(entry, first, free, T0 + MIN)
        taken.add(free)

    def after(outcome: list[BaseException | None]) -> list[str]:
        counts = sorted(len(_seated(night, t)) for t in night.table_ids)
        return refused_with(outcome[0]) + refused_with(outcome[1]) + (
            [] if counts == [6, 6] else [f"players at the tables: {counts}"])
    return Pair(night, (
        lambda: SeatingService(dbs[1]).balance(night.event, T0 + MIN, random.Random(1)),
        lambda: SeatingService(dbs[2]).balance(night.event, T0 + MIN, random.Random(2))),
        after)


def _two_breaks_to_the_final_table(url: str, dbs: list[Database], n: int) -> Pair:
    """Nine players left at three tables (14 entries, 5 busted): two directors'
    stations balance at once (R-8.4, TDA RP-9). Two tables break once into the
    final table of nine; the other balancing then finds nobody to move."""
    night = _night(dbs[0], 14, n, tables=3)
    for entry in night.entries[:5]:
        night.tournament.bust(night.event, {entry: 0}, T0 + MIN)

    def after(outcome: list[BaseException | None]) -> list[str]:
        counts = sorted(len(_seated(night, t)) for t in night.table_ids)
        broken = [a.kind for a in history(night.db, night.event)].count("balance")
        return refused_with(outcome[0]) + refused_with(outcome[1]) + (
            [] if counts == [0, 0, 9] and broken == 2 else [f"seated {counts}"])
    return Pair(night, (
        lambda: SeatingService(dbs[1]).balance(night.event, T0 + MIN, random.Random(1)),
        lambda: SeatingService(dbs[2]).balance(night.event, T0 + MIN, random.Random(2))),
        after)

def _two_late_seats_in_the_last_seat(url: str, dbs: list[Database], n: int) -> Pair:
    """Two stations seat a late entry each (R-3.2) when one seat is left: one sits
    down, the other is told there is no empty seat."""
    night = _night(dbs[0], 8, n)  # 9 seats
    late = [night.tournament.register(night.event, night.events.add_player(name, T0),
                                      T0 + MIN) for name in ("Late 1", "Late 2")]

    def after(outcome: list[BaseException | None]) -> list[str]:
        seated = [e for e in late if e in night.seats()]
        refused = [o for o in outcome if o is not None]
        if len(seated) != 1 or len(refused) != 1:
            return [f"seated {seated}, refused {refused}"]
        return refused_with(refused[0], "event-no-empty-seat")
    return Pair(night, tuple(  # type: ignore[arg-type]
        lambda e=e, db=db: SeatingService(db).seat_late_entry(e, T0 + MIN, random.Random(e))
        for e, db in zip(late, dbs[1:], strict=True)), after)


def _dealers_count_as_the_director_busts(url: str, dbs: list[Database], n: int) -> Pair:
    """Between hands the table's dealer station counts a player's chips (R-8.6) while
    the director busts that player (R-8.5): counted then out, or out and the count
    refused as the player has no seat; never a count on a player out, never a bust
    refused, and the chips balance either way."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    _seat, entry, stack = _seated(night, table)[n % 4]

    def after(outcome: list[BaseException | None]) -> list[str]:
        found = [] if outcome[1] is None else [f"the bust refused: {outcome[1]}"]
        if entry in night.seats():
            found.append("busted and still seated")
        kinds = [a.kind for a in history(night.db, night.event) if a.kind in ("chip count",
                                                                                "bust")]
        if kinds != (["chip count", "bust"] if outcome[0] is None else ["bust"]):
            found.append(f"recorded {kinds}")
        return found + refused_with(outcome[0], "svc-entry-no-seat-to-count")
    return Pair(night, (
        lambda: TournamentService(dbs[1]).count_chips(entry, stack - 2_500, T0 + MIN),
        lambda: TournamentService(dbs[2]).bust(night.event, {entry: stack}, T0 + MIN)),
        after)


def _undo_of_a_rebuy_as_the_next_hand_is_dealt(url: str, dbs: list[Database], n: int
                                               ) -> Pair:
    """The director undoes a rebuy as table 1's dealer deals the next hand: undone
    before the deal (the hand deals the stack without it), or refused as the hand
    was dealt with it."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    panel = night.panel(table, service=TableService(dbs[1]))
    fold_to_big_blind(panel)
    number, entry, stack = min(_seated(night, table), key=lambda s: s[2])
    night.tournament.rebuy(entry, T0 + MIN)

    def after(outcome: list[BaseException | None]) -> list[str]:
        dealt = TableService(night.db).current_hand(table)
        assert dealt is not None
        setup = dealt[1].setup
        wanted = stack if outcome[1] is None else stack + 10_000
        got = setup.stacks[setup.seats.index(number)]
        return refused_with(outcome[1], "svc-undo-hand-dealt-since") + (
            [] if got == wanted else [f"dealt in with {got}, not {wanted}"])
    return Pair(night, (panel.next_hand,
                        lambda: EventService(dbs[2]).undo_last(night.event, T0 + MIN)), after)



def _dealers_undo_of_the_award_as_a_rebuy_is_sold(url: str, dbs: list[Database], n: int
                                                  ) -> Pair:
    """The dealer takes back the award that ended the all-in hand (Ctrl+Z) while the
    director sells its loser a rebuy: the hand reopened and the rebuy behind the
    stack (R-8.6), or the undo refused as the rebuy changed the seat after the hand."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    panel = night.panel(table, service=TableService(dbs[1]))
    winner, loser = panel.hand.setup.seats[2], panel.hand.setup.seats[3]
    all_in_and_win(panel, winner, loser)
    entry = night.entry_at(table, loser)

    def after(outcome: list[BaseException | None]) -> list[str]:
        _table, _seat, stack, behind = night.seats()[entry]
        running = TableService(night.db).current_hand(table) is not None
        if outcome[0] is None:
            return [] if running and behind == 10_000 else [f"{stack} + {behind}, {running}"]
        return refused_with(outcome[0], "svc-hand-undo-seat-changed") + (
            [] if not running and (stack, behind) == (10_000, 0) else [f"{stack} + {behind}"])
    return Pair(night, (panel.undo, lambda: TournamentService(dbs[2]).rebuy(entry, T0 + MIN)),
                after)


def _felt_hand_as_the_dealer_deals(url: str, dbs: list[Database], n: int) -> Pair:
    """The hand at table 1 is over; the director records the next hand as dealt on
    the felt (``SeatingService.next_hand``) while the table's dealer presses N at
    the panel: one hand is dealt, the button moves once (R-3.3), and the other
    station is told the hand was already dealt there. Before the fix both were
    done when the felt came first: the panel dealt the hand after the felt's, the
    button moved twice, and nobody was told."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    panel = night.panel(table, service=TableService(dbs[1]))
    fold_to_big_blind(panel)
    before = TableService(night.db).running_state(table)
    assert before.positions is not None
    seated = sorted(before.positions.seated)
    moved = seated[(seated.index(before.positions.button) + 1) % len(seated)]

    def after(outcome: list[BaseException | None]) -> list[str]:
        state = TableService(night.db).running_state(table)
        dealt = TableService(night.db).current_hand(table)
        found = [] if state.button == moved else [
            f"the button at {state.button}, not {moved}: it moved from {before.button}"]
        if (outcome[0] is None) == (outcome[1] is None):
            return [*found, "both done" if outcome[0] is None else "both refused"]
        if outcome[0] is None:  # the panel dealt
            return found + refused_with(outcome[1], "svc-felt-hand-dealt-at-station") + (
                [] if dealt is not None else ["dealt at the panel, no hand running"])
        return found + refused_with(outcome[0], "svc-hand-dealt-on-the-felt") + (
            [] if dealt is None else ["recorded on the felt, and a hand running"]) + (
            [] if state.hands_dealt == before.hands_dealt + 1
            else [f"hands dealt {before.hands_dealt} -> {state.hands_dealt}"])
    return Pair(night, (panel.next_hand, lambda: SeatingService(dbs[2]).next_hand(
        table, T0 + MIN, before.hands_dealt)), after)


def _two_hands_on_the_felt(url: str, dbs: list[Database], n: int) -> Pair:
    """The hand at table 1 is over; two directors, each at a station of their own,
    record the next hand as dealt on the felt at the same instant (both saw the
    table's hands dealt before). One hand is recorded, the button moves once (R-3.3),
    and the other director is told the hand was recorded already. Before the fix
    both were recorded: the button moved two seats and the table counted two hands."""
    night = _night(dbs[0], 4, n)
    [table] = night.table_ids
    fold_to_big_blind(night.panel(table))
    before = TableService(night.db).running_state(table)
    assert before.positions is not None
    seated = sorted(before.positions.seated)
    moved = seated[(seated.index(before.positions.button) + 1) % len(seated)]

    def after(outcome: list[BaseException | None]) -> list[str]:
        state = TableService(night.db).running_state(table)
        found = [] if state.button == moved else [
            f"the button at {state.button}, not {moved}: it moved from {before.button}"]
        if state.hands_dealt != before.hands_dealt + 1:
            found.append(f"hands dealt {before.hands_dealt} -> {state.hands_dealt}")
        if (outcome[0] is None) == (outcome[1] is None):
            return [*found, "both done" if outcome[0] is None else "both refused"]
        return found + refused_with(outcome[0] or outcome[1], "svc-felt-hand-recorded-since")

    def record(db: Database) -> Callable[[], object]:
        return lambda: SeatingService(db).next_hand(table, T0 + MIN, before.hands_dealt)
    return Pair(night, (record(dbs[1]), record(dbs[2])), after)


class CashNight:
    """A cash game's night: Ann, Ben and Cy at table 1 with 3,000 each (table 2 open
    and empty), the dealer station's panel at table 1."""

    def __init__(self, db: Database, dealer: Database) -> None:
        self.db = db
        events = EventService(db)
        self.event = events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000,
            "max_buy_in": 20_000}, CASH_T0)
        self.tables = CashTableService(db, random.Random(1))
        self.table = self.tables.open_table(self.event, CASH_T0, seats=6)
        for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
            self.tables.sit(self.table, events.add_player(name, CASH_T0), 3_000, CASH_T0,
                            seat=seat)
        dealing = CashTableService(dealer).dealing(self.table)
        self.panel = DealerSession.at_table(TableService(dealer), self.table,
                                            dealing.table_game(), 1, cash=dealing)

    def to_the_award(self) -> int:
        """Blinds, cards, everyone folds to the big blind; the dealer's next gesture
        awards the pot and ends the hand. Returns the seat that folded last."""
        panel = self.panel
        while panel.step().kind.name in ("POST_BLIND", "DEAL_HOLE"):
            panel.advance()
        folded = 0
        while panel.step().kind.name != "AWARD":
            legal = panel.legal()
            assert legal is not None
            folded = legal.seat
            panel.fold()
        return folded

    def seat(self, number: int) -> tuple[int, int] | None:
        """(stack, chips behind) of the seat; None when empty."""
        seat = self.tables.table(self.table).seat(number)
        return None if seat is None else (seat.stack, seat.behind)

    def problems(self) -> list[str]:
        """Chips on the tables and cash-outs equal buy-ins and top-ups (R-8.7); the
        hand log replays."""
        check = CashGameService(self.db).check(self.event)
        found = [f"the ledger is {check.difference:+,} off the tables"] \
            if check.difference else []
        rewritten, broken = TableService(self.db).check_running_hands()
        return found + [str(m) for m in (*rewritten, *broken)]


def _cash_leave_as_the_hand_ends(url: str, dbs: list[Database], n: int) -> Pair:
    """The dealer awards the pot while the director lets the player who folded last
    leave (cashing out the stack): refused while the hand plays, or paid the stack
    the hand left."""
    night = CashNight(dbs[0], dbs[1])
    seat = night.to_the_award()

    def after(outcome: list[BaseException | None]) -> list[str]:
        if outcome[1] is None:
            return [] if night.seat(seat) is None else ["left and still seated"]
        return refused_with(outcome[1], "svc-seat-in-hand-being-dealt") + (
            [] if night.seat(seat) is not None else ["refused and gone"])
    return Pair(night, (night.panel.advance, lambda: CashTableService(dbs[2]).leave(
        night.table, seat, CASH_T0)), after)


def _cash_top_up_as_the_hand_ends(url: str, dbs: list[Database], n: int) -> Pair:
    """The dealer awards the pot while the director tops up the player who folded
    last by 1,000 (R-8.6): behind the stack while the hand plays, on it after."""
    night = CashNight(dbs[0], dbs[1])
    seat = night.to_the_award()
    before = night.seat(seat)
    assert before is not None

    def after(outcome: list[BaseException | None]) -> list[str]:
        now = night.seat(seat)
        assert now is not None
        posted = before[0] + 1_000 - sum(now)  # the blind the folder lost, if any
        return refused_with(outcome[1]) + (
            [] if posted in (0, 50, 100) else [f"{before} -> {now}: the top-up is lost"])
    return Pair(night, (night.panel.advance, lambda: CashTableService(dbs[2]).top_up(
        night.table, seat, 1_000, CASH_T0)), after)


PAIRS: dict[str, Callable[[str, list[Database], int], Pair]] = {
    "bust as the hand ends": _bust_as_the_hand_ends,
    "rebuy as the hand ends": _rebuy_as_the_hand_ends,
    "move to the table as it deals": _move_to_the_table_as_it_deals,
    "two balancings": _two_balancings,
    "two breaks to the final table": _two_breaks_to_the_final_table,
    "two late seats in the last seat": _two_late_seats_in_the_last_seat,
    "the dealer's count as the director busts": _dealers_count_as_the_director_busts,
    "undo of a rebuy as the next hand is dealt": _undo_of_a_rebuy_as_the_next_hand_is_dealt,
    "the dealer's undo of the award as a rebuy is sold":
        _dealers_undo_of_the_award_as_a_rebuy_is_sold,
    "a hand on the felt as the dealer deals": _felt_hand_as_the_dealer_deals,
    "two directors record the hand on the felt": _two_hands_on_the_felt,
    "cash: leave as the hand ends": _cash_leave_as_the_hand_ends,
    "cash: top-up as the hand ends": _cash_top_up_as_the_hand_ends,
}


@pytest.mark.parametrize("pair", list(PAIRS))
@pytest.mark.parametrize("backend", BACKENDS)
def test_a_director_and_a_station_at_once_keep_the_night_whole(
        pair: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """Each pair (see its function) at once, the first command waiting 0, 20, 40 ms
    after the barrier over the tries so that either goes first: the night's chips
    balance, nobody sits twice, the logs replay, and the outcome is one a director
    recognises (the loser's refusal is the message named)."""
    failures: list[str] = []

    def one_try(url: str, n: int) -> None:
        with stations(url, 3) as dbs:
            tried = PAIRS[pair](url, dbs, n)
            outcome = race(*tried.commands, first_waits=0.020 * n)
            problems = tried.problems() + tried.after(outcome)
            if problems:
                failures.append(f"try {n} ({outcome}): {problems}")

    each_try(backend, tmp_path, request, one_try)
    assert not failures, failures
