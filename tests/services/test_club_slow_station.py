"""A station slow between its read and its write (issue 31): the first of two
commands lingers after the read its decision rests on (``races.Linger``: up to a
second, until the second command is done), as a loaded station or a slow network
would make it, so the pair meets in the one order that lost money or made a wrong
record before each command took the event's lock first: two redos, a finish as the
payouts change, two commands at the cash game's desk (the waiting list, a new
table), the mystery envelopes set as a late entry registers, a table's bust report
as the director sells the player a rebuy. Each runs on SQLite and PostgreSQL; on
SQLite the first command's write lock already makes the second wait.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlmodel import Session, select

from director.engine.event.cash_tables import Stakes
from director.engine.messages import MessageError, render
from director.services.cash import cash_tables
from director.services.cash.cash_tables import CashTableService
from director.services.club import table_reports
from director.services.core import action_log
from director.services.core.action_log import history
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.tournament import bounties, tournament_service
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Entry, MysteryEnvelope
from tests.services.night import LEVELS, MIN, T0, Night, all_in_and_win
from tests.services.races import Linger, race, stations
from tests.services.test_club_pairs import CASH_T0, CashNight, refused_with

# ------------------------------------------------------------------ redo (Edit > Redo)

def test_two_stations_redo_at_once_one_puts_the_action_back_the_other_is_told(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """The director's console and a second director's station both press Redo after
    the pause was undone: the pause is put back once, the other station is told
    there is nothing to redo, and the history holds one redo. The first redo
    lingers after reading what to redo (up to a second, until the second is done):
    before the fix the second read the same undo meanwhile, and both were told
    done."""
    night = Night(db, 4)
    night.events.start_clock(night.event, T0)
    night.events.pause_clock(night.event, T0 + MIN)
    night.events.undo_last(night.event, T0 + MIN)
    linger = Linger(monkeypatch, action_log, "_redoable")
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: EventService(a).redo_last(night.event, T0 + MIN),
                       linger.then(lambda: EventService(b).redo_last(night.event, T0 + MIN)))
    assert [None if o is None else str(o) for o in outcome] == [
        None, "there is nothing to redo: only an action just undone can be done again"]
    kinds = [(h.kind, h.undone) for h in history(db, night.event)]
    assert kinds[-3:] == [("pause clock", False), ("undo", True), ("redo", False)]
    clock = night.events.clock(night.event, T0 + 2 * MIN)
    assert clock is not None and not clock.running


# ------------------------------------------------------------------ prizes

SIXTY_FORTY = {"rows": [{"min_entries": 2, "max_entries": 200, "percents": [60, 40]}]}


def test_R_8_5_prizes_follow_the_payout_table_in_force_when_the_tournament_finishes(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Four entries (a prize pool of 4 x 2,700 = 10,800), the last player busted: the
    director finishes the tournament at the console while a second director's
    station changes the payouts from 70/30 to 60/40. The finish reads the prizes
    slowly (up to a second, until the change is done). Whatever their order in the
    history, the prizes paid are the table in force then: 7,560 and 3,240 when the
    finish came first (the change then refused: the prizes are final), 6,480 and
    4,320 after the change. Before the fix the finish read the prizes before it took
    the event's lock and paid 70/30 after the 60/40 change."""
    night = Night(db, 4)
    night.events.start_clock(night.event, T0)
    for entry in night.entries[1:]:
        night.tournament.bust(night.event, {entry: 0}, T0 + MIN)
    linger = Linger(monkeypatch, tournament_service, "place_prizes")
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: TournamentService(a).finish(night.event, T0 + MIN),
                       linger.then(lambda: TournamentService(b).set_payouts(
                           night.event, T0 + MIN, SIXTY_FORTY)))
    kinds = [h.kind for h in history(db, night.event)]
    paid = {e.place: e.prize for e in q.entries(db, night.event) if e.prize}
    finished_first = "payouts" not in kinds
    assert outcome[0] is None
    if finished_first:
        assert outcome[1] is not None
        assert refused_with(outcome[1], "svc-tournament-finished-final") == []
    else:
        assert outcome[1] is None
    assert paid == ({1: 7_560, 2: 3_240} if finished_first else {1: 6_480, 2: 4_320}), kinds


def test_R_8_5_finish_and_a_rebuy_at_once_never_both(db: Database) -> None:
    """Two players, Bence out: one station presses Finish tournament while another
    rebuys Bence (R-8.6, within the rebuy period). Whichever goes first, the other is
    refused: a finish with Bence back in play, or a rebuy taken after the results were
    final, would both leave money the results do not show."""
    night = Night(db, 2)
    night.events.start_clock(night.event, T0)
    out = night.entries[1]
    night.tournament.bust(night.event, {out: 0}, T0 + MIN)
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: TournamentService(a).finish(night.event, T0 + MIN),
                       lambda: TournamentService(b).rebuy(out, T0 + MIN))
    kinds = [h.kind for h in history(db, night.event)]
    place = next(e.place for e in q.entries(db, night.event) if e.entry_id == out)
    assert (outcome[0] is None) != (outcome[1] is None), (outcome, kinds)
    if outcome[0] is None:  # finished first: the rebuy refused, Bence still 2nd
        assert refused_with(outcome[1], "svc-tournament-finished-final") == []
        assert "rebuy" not in kinds and place == 2
    else:  # the rebuy first: Bence plays again, nothing to finish yet
        assert refused_with(outcome[0], "svc-players-still-playing") == []
        assert "finish" not in kinds and place is None
    night.check()


# ------------------------------------------------------------------ the cash game's desk

HOLDEM_50_100 = Stakes("holdem", "no limit", 50, 100)


def _waiting(night: CashNight) -> list[tuple[str, str]]:
    return sorted((w.player, w.kind) for w in CashTableService(night.db).waiting(night.event))


def _names(night: CashNight) -> list[str]:
    return sorted(t.name for t in CashTableService(night.db).tables(night.event))


DESK: dict[str, tuple[str, Callable[[CashNight, Database, int], object],
                      Callable[[CashNight, Database, int], object],
                      Callable[[CashNight, list[BaseException | None]], list[str]]]] = {
    "the same name on the waiting list at two stations": (
        "seated_at",
        lambda n, db, dee: CashTableService(db).add_waiting(n.event, dee, HOLDEM_50_100, CASH_T0),
        lambda n, db, dee: CashTableService(db).add_waiting(n.event, dee, HOLDEM_50_100, CASH_T0),
        lambda n, outcome: [] if _waiting(n) == [("Dee", "wait")] and refused_with(
            outcome[1], "svc-on-waiting-list-already") == [] and outcome[1] is not None
        else [f"the list: {_waiting(n)}, {outcome}"]),
    "a name on the waiting list as the player sits down at those stakes": (
        "seated_at",
        lambda n, db, dee: CashTableService(db).add_waiting(n.event, dee, HOLDEM_50_100, CASH_T0),
        lambda n, db, dee: CashTableService(db).sit(n.table, dee, 3_000, CASH_T0, seat=5),
        lambda n, outcome: [] if _waiting(n) == [] and outcome == [None, None]
        else [f"seated and on the list: {_waiting(n)}, {outcome}"]),
    "two tables opened at once": (
        "numbered_table",
        lambda n, db, dee: CashTableService(db).open_table(n.event, CASH_T0),
        lambda n, db, dee: CashTableService(db).open_table(n.event, CASH_T0),
        lambda n, outcome: [] if _names(n) == ["Table 1", "Table 2", "Table 3"]
        else [f"the tables: {_names(n)}"]),
}


@pytest.mark.parametrize("pair", list(DESK))
def test_R_8_7_two_cash_desk_commands_at_once_keep_one_list_and_one_name_a_table(
        pair: str, db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two stations at the cash game's desk at once; the first lingers after its
    check's read (up to a second, until the second is done). The waiting list names
    a player once, never a player seated at those stakes, and each table has a
    name of its own. Before the fix the second read the same list or tables
    meanwhile: Dee was twice on the list, or seated and waiting, or two tables
    were both called Table 2."""
    read_name, first, second, check = DESK[pair]
    night = CashNight(db, db)
    dee = EventService(db).add_player("Dee", CASH_T0)
    linger = Linger(monkeypatch, cash_tables, read_name)
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: first(night, a, dee), linger.then(lambda: second(night, b, dee)))
    assert check(night, outcome) == []


# ------------------------------------------------------------------ mystery bounties

def test_mystery_envelopes_set_as_a_late_entry_registers_hold_the_whole_bounty_pool(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three entries with a bounty of 1,001 each: the director sets the envelopes
    (3,000, 2 and 1: the pool of 3,003) while a second station registers a late
    entry; the envelopes' read of the pool lingers (up to a second, until the entry
    is done). The entry waits for the envelopes and is refused (they close
    registration), and the envelopes hold the whole pool. Before the fix both were
    done: 1,001 of bounty money taken from the late entry was in no envelope."""
    events = EventService(db)
    event = events.create_event("tournament", "Mystery", {
        "buy_in": 3000, "fee": 300, "bounty": 1001, "starting_stack": 10000,
        "bounty_kind": "mystery", "blinds": {"levels": LEVELS},
        "late_registration_until_level": 2}, T0)
    for name in ("P1", "P2", "P3"):
        TournamentService(db).register(event, events.add_player(name, T0), T0)
    late = events.add_player("Late", T0)
    linger = Linger(monkeypatch, bounties, "all_entries")
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: bounties.set_envelopes(a, event, [3000, 2, 1], T0 + MIN),
                       linger.then(lambda: TournamentService(b).register(event, late, T0 + MIN)))
    with Session(db.engine) as s:
        pool = sum(e.bounty for e in s.exec(select(Entry).where(Entry.event_id == event)))
        held = sum(e.amount for e in s.exec(select(MysteryEnvelope).where(
            MysteryEnvelope.event_id == event)))
    assert (held, pool) == (3_003, 3_003), outcome
    assert isinstance(outcome[1], MessageError), outcome
    assert outcome[0] is None and outcome[1].message.id == "svc-envelopes-set-no-entries"


# ------------------------------------------------------------------ a table's reports

def test_R_8_5_a_bust_reported_as_the_director_sells_the_player_a_rebuy_is_refused(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player loses every chip in an all-in; the dealer station reports the busts
    while the director's station sells that player a rebuy, which lands between
    the report's look at the table and its bust (the look lingers up to a second,
    until the rebuy is done). The player keeps the 10,000 bought and the seat; the
    dealer is told the player has chips again. Seen: the player who had paid for
    the rebuy was busted with its chips."""
    night = Night(db, 4)
    night.events.start_clock(night.event, T0)
    [table] = night.table_ids
    panel = night.panel(table)
    winner, loser = panel.hand.setup.seats[2], panel.hand.setup.seats[3]
    all_in_and_win(panel, winner, loser)
    entry = night.entry_at(table, loser)
    linger = Linger(monkeypatch, table_reports, "out_of_chips")
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: table_reports.report_busts(a, table, T0 + MIN),
                       linger.then(lambda: TournamentService(b).rebuy(entry, T0 + MIN)))
    assert isinstance(outcome[0], MessageError) and outcome[1] is None, outcome
    [name] = [e.player for e in q.entries(db, night.event) if e.entry_id == entry]
    assert render(outcome[0].message, "en") == (
        f"{name} at Table 1, seat {loser}, has chips again (a rebuy or a count at "
        "another station a moment ago): no bust was reported; look at the table as it "
        "stands now and report again if a player is still out")
    assert night.seats()[entry][1:] == (loser, 10_000, 0)
    assert [h.kind for h in history(db, night.event)][-1] == "rebuy"
    night.check()
