"""Hand for hand near the money (R-8.5, TDA RP-8): the director turns it on and starts
each hand; every table plays that hand once, at its dealer panel or on the felt, and
waits; the players out in one such hand at different tables tie for the place and
share the prizes of the places they cover, whichever station reports them and
whenever (before a later hand's busts). On SQLite and on the server (the
parametrised ``db`` fixture); the server's own row checks for a dealer's login in
the last test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.club.table_reports import report_busts
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events.console_queries import balance_preview
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.hand_for_hand import (
    DONE,
    PLAYING,
    WAITING,
    HandForHandService,
)
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Entry, Player
from director.store.server_roles import Station, set_up
from tests.services.night import (
    MIN,
    SETTINGS,
    T0,
    Night,
    all_in_and_win,
    fold_to_big_blind,
    snapshot,
)
from tests.services.races import every_try_holds, race, stations


def places(db: Database) -> dict[int, int | None]:
    with Session(db.engine) as s:
        return {e.id or 0: e.place for e in s.exec(select(Entry))}


def _said(exc: pytest.ExceptionInfo[ServiceError]) -> str:
    return render(exc.value.message, "en")


def _name(db: Database, entry: int) -> str:
    with Session(db.engine) as s:
        row = s.get(Entry, entry)
        assert row is not None
        player = s.get(Player, row.player_id)
        assert player is not None
        return player.name


def _felt_hand(night: Night, table: int) -> None:
    """The table's next hand dealt on the felt (Next hand without the dealer panel)."""
    night.seating.next_hand(table, T0, night.tables.running_state(table).hands_dealt)


def _at(night: Night, table: int) -> list[int]:
    """The entries seated at ``table``, by seat."""
    return [e for _n, (e, *_r) in sorted(night.seat_rows(table).items()) if e is not None]


def _bust_at(night: Night, panel: DealerSession, table: int) -> int:
    """The panel's hand: the second seat all in against the first, who wins it all;
    the loser's entry (out of chips, not yet reported)."""
    first, second = sorted(panel.seats)[:2]
    loser = night.entry_at(table, second)
    all_in_and_win(panel, first, second)
    return loser


@pytest.fixture
def night(db: Database) -> Night:
    """Twelve players at two tables of nine, the clock running."""
    night = Night(db, 12, tables=2)
    night.events.start_clock(night.event, T0)
    return night


def test_R_8_5_busts_at_two_tables_in_one_hand_tie_though_reported_one_by_one(
        night: Night) -> None:
    """Hand for hand on: table 1's loser is reported first (12th of 12), table 2's
    after: both tie for 11th (places 11 and 12 shared). Table 1 then waits: its panel
    deals no second hand until the director starts hand 2. Undo takes the tie back
    (table 1's player 12th again), redo ties them again."""
    db, (first, second) = night.db, night.table_ids
    hfh = HandForHandService(db)
    assert hfh.start(night.event, T0) == 1
    panel1, panel2 = night.panel(first), night.panel(second)
    assert hfh.status(night.event).hand == 1
    assert {t.turn for t in hfh.status(night.event).tables} == {PLAYING}
    out1 = _bust_at(night, panel1, first)
    assert [(f.best_place, f.players) for f in report_busts(db, first, T0 + MIN)] == [
        (12, (out1,))]
    out2 = _bust_at(night, panel2, second)
    assert [(f.best_place, f.players) for f in report_busts(db, second, T0 + MIN)] == [
        (11, (out2, out1))]  # the finishes name the player it ties with
    assert (places(db)[out1], places(db)[out2]) == (11, 11)
    assert [t.turn for t in hfh.status(night.event).tables] == [DONE, DONE]
    assert "tied for place 11" in render(history(db, night.event)[-1].description, "en")
    night.check()

    with pytest.raises(ServiceError) as waits:
        panel1.next_hand()
    assert _said(waits) == ("Table 1 has played hand-for-hand hand 1; it deals its next "
                            "hand once the director starts the next hand for hand")
    night.events.undo_last(night.event, T0 + 2 * MIN)
    assert (places(db)[out1], places(db)[out2]) == (12, None)
    night.events.redo_last(night.event, T0 + 2 * MIN)
    assert (places(db)[out1], places(db)[out2]) == (11, 11)

    assert hfh.next_hand(night.event, T0 + 3 * MIN) == 2
    assert [t.turn for t in hfh.status(night.event).tables] == [WAITING, WAITING]
    panel1.next_hand()
    fold_to_big_blind(panel1)
    out3 = _bust_at(night, panel2.next_hand() and panel2, second)
    assert [(f.best_place, f.players) for f in report_busts(db, second, T0 + 4 * MIN)] == [
        (10, (out3,))]  # hand 2's bust is alone in it: no tie with hand 1's
    night.check()


def test_R_8_5_one_tables_busts_reported_apart_keep_the_bigger_stack_higher(
        night: Night) -> None:
    """Tables dealt on the felt, the director reporting: at table 1 a player who began
    the hand with 4,000 is reported, then one who began with 9,000 (who finishes
    higher: 11th, the first 12th); then table 2's player who began with 500, whose
    rank at his table is the 9,000's: they tie for 10th (the engine's reading of
    TDA RP-8), the 4,000 stays 12th."""
    db = night.db
    HandForHandService(db).start(night.event, T0)
    t1 = [e for e, (t, *_rest) in night.seats().items() if t == night.table_ids[0]]
    t2 = [e for e, (t, *_rest) in night.seats().items() if t == night.table_ids[1]]
    night.do(lambda: night.tournament.bust(night.event, {t1[0]: 4000}, T0 + MIN))
    assert places(db)[t1[0]] == 12
    night.do(lambda: night.tournament.bust(night.event, {t1[1]: 9000}, T0 + MIN))
    assert (places(db)[t1[0]], places(db)[t1[1]]) == (12, 11)
    night.do(lambda: night.tournament.bust(night.event, {t2[0]: 500}, T0 + MIN))
    assert (places(db)[t1[0]], places(db)[t1[1]], places(db)[t2[0]]) == (12, 10, 10)


def test_R_8_5_hand_for_hand_begins_and_moves_on_between_hands_only(night: Night) -> None:
    """Turned on while table 2 plays a hand: refused, naming it; the next hand while
    table 1 still plays the current one: refused; turned off, both deal freely, and a
    bust after it ties with nobody."""
    db, (first, second) = night.db, night.table_ids
    hfh = HandForHandService(db)
    panel2 = night.panel(second)
    with pytest.raises(ServiceError) as playing:
        hfh.start(night.event, T0)
    assert _said(playing) == ("hand 1 is still being played at Table 2; finish or undo it "
                              "first")
    fold_to_big_blind(panel2)
    hfh.start(night.event, T0)
    with pytest.raises(ServiceError) as again:
        hfh.start(night.event, T0)
    assert _said(again) == "hand for hand is on already (hand 1)"
    panel1 = night.panel(first)
    with pytest.raises(ServiceError) as still:
        hfh.next_hand(night.event, T0)
    assert _said(still) == ("hand 1 is still being played at Table 1; finish or undo it "
                            "first")
    fold_to_big_blind(panel1)
    hfh.stop(night.event, T0 + MIN)
    assert hfh.status(night.event).hand is None
    panel1.next_hand()
    fold_to_big_blind(panel1)
    panel1.next_hand()  # two hands in a row: no hand for hand now
    with pytest.raises(ServiceError) as off:
        hfh.next_hand(night.event, T0)
    assert _said(off) == "hand for hand is not on"
    assert [a.kind for a in history(db, night.event)][-2:] == ["hand for hand", "hand for hand"]


def test_R_8_5_a_felt_table_records_one_hand_for_each_hand_for_hand_hand(
        night: Night) -> None:
    """Next hand on the felt: once in hand-for-hand hand 1, refused a second time in
    words, again once the director starts hand 2; turned on again later, the numbers
    go on (3), so an old hand's busts never tie with a new one's."""
    db, (first, _second) = night.db, night.table_ids
    hfh = HandForHandService(db)
    seating, running = SeatingService(db), TableService(db).running_state
    hfh.start(night.event, T0)
    seating.next_hand(first, T0, running(first).hands_dealt)
    with pytest.raises(ServiceError) as waits:
        seating.next_hand(first, T0, running(first).hands_dealt)
    assert "has played hand-for-hand hand 1" in _said(waits)
    hfh.next_hand(night.event, T0)
    seating.next_hand(first, T0, running(first).hands_dealt)
    hfh.stop(night.event, T0)
    seating.next_hand(first, T0, running(first).hands_dealt)
    assert hfh.start(night.event, T0) == 3


def test_R_8_5_busts_of_two_hands_are_never_one_report(night: Night) -> None:
    """Table 1 dealt hand 1 on the felt; the director starts hand 2; a report naming a
    player of each table (table 2 dealt none: its busts are the current hand's) mixes
    two hands: refused. Table 2's is reported; then table 1's hand-1 bust comes late:
    it would move hand 2's player up, so it is refused, saying what to undo."""
    db, (first, second) = night.db, night.table_ids
    hfh = HandForHandService(db)
    hfh.start(night.event, T0)
    SeatingService(db).next_hand(first, T0, TableService(db).running_state(first).hands_dealt)
    hfh.next_hand(night.event, T0)
    a = next(e for e, (t, *_r) in night.seats().items() if t == first)
    c = next(e for e, (t, *_r) in night.seats().items() if t == second)
    with pytest.raises(ServiceError) as mixed:
        night.tournament.bust(night.event, {a: 100, c: 100}, T0 + MIN)
    assert _said(mixed) == ("these players busted in different hand-for-hand hands (1, 2); "
                            "report each hand's busts on their own")
    night.tournament.bust(night.event, {c: 100}, T0 + MIN)
    with pytest.raises(ServiceError) as late:
        night.tournament.bust(night.event, {a: 100}, T0 + MIN)
    assert "players are out in hand 2 already" in _said(late)
    assert places(db)[a] is None
    night.check()


def test_R_8_5_a_tie_would_change_a_place_already_paid_so_it_is_refused(
        db: Database) -> None:
    """Four players, three paid (50/30/20). Hand 1: a table-1 player is out (4th);
    hand 2: another table-1 player is out (3rd) and paid his 20%; table 2's player out
    in the same hand 2 would share 3rd with him: refused until his prize is taken back."""
    settings = {**SETTINGS, "payouts": {"rows": [
        {"min_entries": 3, "max_entries": 200, "percents": [50, 30, 20]}]}}
    night = Night(db, 4, tables=2, settings=settings)
    night.events.start_clock(night.event, T0)
    first, second = night.table_ids
    hfh = HandForHandService(db)
    hfh.start(night.event, T0)
    at = {t: [e for e, (tt, *_r) in night.seats().items() if tt == t] for t in (first, second)}
    night.tournament.bust(night.event, {at[first][0]: 100}, T0 + MIN)
    hfh.next_hand(night.event, T0 + MIN)
    night.tournament.bust(night.event, {at[first][1]: 100}, T0 + 2 * MIN)
    assert night.tournament.award_prizes(night.event, T0 + 2 * MIN)[at[first][1]] > 0
    with pytest.raises(ServiceError) as paid:
        night.tournament.bust(night.event, {at[second][0]: 100}, T0 + 3 * MIN)
    assert "already has the prize of place 3, which this bust would share" in _said(paid)
    assert places(db)[at[second][0]] is None


@pytest.fixture
def two_dealers(pg_url: str) -> Iterator[tuple[Night, Database, Database]]:
    """The club's server: the director's night and a dealer login at each table."""
    director = open_database(pg_url)
    night = Night(director, 12, tables=2)
    night.events.start_clock(night.event, T0)
    logins = {}
    for n, table in enumerate(night.table_ids, 1):
        set_up(director.engine, Station(f"hfh_dealer_{n}", "dealer", table))
        logins[table] = open_database(make_url(pg_url).set(username=f"hfh_dealer_{n}")
                                      .render_as_string(hide_password=False))
    yield night, logins[night.table_ids[0]], logins[night.table_ids[1]]
    for db in (*logins.values(), director):
        db.close()


@pytest.mark.pg
def test_R_8_5_a_dealer_login_ties_its_bust_with_another_tables_on_the_server(
        two_dealers: tuple[Night, Database, Database]) -> None:
    """Each table's own dealer login deals its hand-for-hand hand and reports its bust;
    the second report changes the first table's player's place to the shared one,
    which the server allows a dealer's login for a bust of hand for hand in its event
    only (migration 0024)."""
    night, dealer1, dealer2 = two_dealers
    first, second = night.table_ids
    HandForHandService(night.db).start(night.event, T0)
    panel1 = night.panel(first, service=TableService(dealer1))
    panel2 = night.panel(second, service=TableService(dealer2))
    out1 = _bust_at(night, panel1, first)
    out2 = _bust_at(night, panel2, second)
    report_busts(dealer1, first, T0 + MIN)
    report_busts(dealer2, second, T0 + MIN)
    assert (places(night.db)[out1], places(night.db)[out2]) == (11, 11)
    night.check()


def test_R_8_6_one_of_two_tied_buys_back_in_and_the_other_takes_the_place_below(
        night: Night) -> None:
    """Out in the same hand-for-hand hand at two tables, A and C tie for 11th (places
    11 and 12). A rebuys back in: eleven play on, and C alone is out, 12th (before:
    C stayed 11th, a place no player was out in). The same for two tied at one table
    with equal stacks, without hand for hand."""
    db, (first, second) = night.db, night.table_ids
    HandForHandService(db).start(night.event, T0)
    a = next(e for e, (t, *_r) in night.seats().items() if t == first)
    c = next(e for e, (t, *_r) in night.seats().items() if t == second)
    night.do(lambda: night.tournament.bust(night.event, {a: 100}, T0 + MIN))
    night.do(lambda: night.tournament.bust(night.event, {c: 100}, T0 + MIN))
    assert (places(db)[a], places(db)[c]) == (11, 11)
    night.do(lambda: night.tournament.rebuy(a, T0 + 2 * MIN))
    assert (places(db)[a], places(db)[c]) == (None, 12)

    HandForHandService(db).stop(night.event, T0 + 3 * MIN)
    d, e = [x for x, (t, *_r) in night.seats().items() if t == first][:2]
    night.do(lambda: night.tournament.bust(night.event, {d: 500, e: 500}, T0 + 4 * MIN))
    assert (places(db)[d], places(db)[e]) == (10, 10)
    night.do(lambda: night.tournament.rebuy(e, T0 + 5 * MIN))
    assert (places(db)[d], places(db)[e], places(db)[c]) == (11, None, 12)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_8_5_two_tables_report_their_busts_at_the_same_instant_and_tie(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """Club night: the two tables' stations report their hand-for-hand hand's busts at
    the same instant, on connections of their own. Whichever is stored first, the two
    players tie for 7th of 8 (one command placed alone would leave one 8th), five
    tries a backend."""
    def one_try(url: str) -> list[str]:
        director = open_database(url)
        try:
            night = Night(director, 8, tables=2)
            HandForHandService(director).start(night.event, T0)
            first, second = night.table_ids
            a = next(e for e, (t, *_r) in night.seats().items() if t == first)
            c = next(e for e, (t, *_r) in night.seats().items() if t == second)
            with stations(url, 2) as (one, two):
                refused = race(
                    lambda: TournamentService(one).bust(night.event, {a: 100}, T0 + MIN),
                    lambda: TournamentService(two).bust(night.event, {c: 100}, T0 + MIN))
            found = [f"refused: {r}" for r in refused if r is not None]
            if (places(director)[a], places(director)[c]) != (7, 7):
                found.append(f"places {places(director)[a]}, {places(director)[c]}")
            return found
        finally:
            director.close()

    every_try_holds(backend, tmp_path, request, 5, one_try)


def test_R_8_5_start_of_a_hand_taken_back_after_a_table_played_it(night: Night) -> None:
    """Hand 2 started and dealt at table 1's panel (a panel's hands are not on the
    director's undo list), then the director takes the start back (Ctrl+Z): table 1
    has played hand 2 all the same, so the console shows it done and its panel deals
    no other hand until the director starts one again (before, it dealt again as if in
    hand 1, and its busts tied with the wrong hand)."""
    db, (first, _second) = night.db, night.table_ids
    hfh = HandForHandService(db)
    hfh.start(night.event, T0)
    panel = night.panel(first)
    fold_to_big_blind(panel)
    hfh.next_hand(night.event, T0)
    panel.next_hand()
    fold_to_big_blind(panel)
    assert night.events.undo_last(night.event, T0).kind == "hand for hand"
    assert hfh.status(night.event).hand == 1
    assert hfh.status(night.event).tables[0].turn == DONE
    with pytest.raises(ServiceError) as waits:
        panel.next_hand()
    assert "has played hand-for-hand hand 2" in _said(waits)
    assert hfh.next_hand(night.event, T0) == 2  # started again: table 1 played it
    with pytest.raises(ServiceError):
        panel.next_hand()
    assert hfh.next_hand(night.event, T0) == 3
    panel.next_hand()


def test_R_8_5_no_hand_for_hand_once_the_winner_is_named(db: Database) -> None:
    """Two players, one busts: the other is the winner, and hand for hand is refused
    in words (found by a random club night: it was turned on with one player left)."""
    night = Night(db, 2)
    night.events.start_clock(night.event, T0)
    night.tournament.bust(night.event, {night.entries[1]: 100}, T0 + MIN)
    with pytest.raises(ServiceError) as won:
        HandForHandService(db).start(night.event, T0 + MIN)
    assert _said(won) == ("hand for hand is for two players or more still playing; the "
                          "tournament has its winner")
    assert HandForHandService(db).status(night.event).hand is None


def test_R_8_5_a_player_who_played_the_hand_is_not_moved_to_a_table_still_to_deal_it(
        night: Night) -> None:
    """Hand-for-hand hand 1: table 1 has played it on the felt, table 2 has not dealt
    it. A table-1 player moved to table 2 would be dealt hand 1 twice: refused in
    words naming the player and both tables, nothing written. A table-2 player moved
    to table 1 just misses the hand: allowed. Once table 2 has played it too, the
    table-1 player moves."""
    db, (first, second) = night.db, night.table_ids
    HandForHandService(db).start(night.event, T0)
    _felt_hand(night, first)
    mover, other = _at(night, first)[0], _at(night, second)[0]
    free1, free2 = (min(set(range(1, 10)) - {n for n, (e, *_r) in night.seat_rows(t).items()
                                             if e is not None}) for t in (first, second))
    before = snapshot(night)
    with pytest.raises(ServiceError) as twice:
        night.seating.move_player(mover, second, free2, T0 + MIN)
    name = _name(db, mover)
    assert _said(twice) == (
        f"{name} has played hand-for-hand hand 1 at Table 1 and Table 2 has not: moved "
        "there now, they would be dealt it twice; move them once every table has played it")
    assert render(twice.value.message, "hu") == (
        f"{name} az 1. asztalnál már játszott az 1. együttes leosztásban, a 2. asztalnál "
        "viszont az még nem ment le: ha most ülne át, kétszer kapna lapot benne; akkor "
        "ültesd át, amikor már minden asztalnál lement")
    assert snapshot(night) == before

    night.do(lambda: night.seating.move_player(other, first, free1, T0 + MIN))
    assert night.seats()[other][:2] == (first, free1)
    _felt_hand(night, second)
    night.do(lambda: night.seating.move_player(mover, second, free2, T0 + 2 * MIN))
    assert night.seats()[mover][:2] == (second, free2)


def test_R_8_5_balancing_waits_until_every_table_has_played_the_hand(night: Night) -> None:
    """Two of table 2's six are out before hand for hand: 6 and 4, so balancing moves
    one player from table 1 to table 2 (R-8.4). In hand-for-hand hand 1, once table 1
    has played it and table 2 has not, that move would deal the player hand 1 twice:
    the balance is refused in words, nothing written; once table 2 has played it too,
    the balance moves the player."""
    db, (first, second) = night.db, night.table_ids
    assert (len(_at(night, first)), len(_at(night, second))) == (6, 6)
    night.do(lambda: night.tournament.bust(night.event, {_at(night, second)[0]: 100}, T0))
    night.do(lambda: night.tournament.bust(night.event, {_at(night, second)[0]: 100}, T0))
    HandForHandService(db).start(night.event, T0 + MIN)
    _felt_hand(night, first)
    before = snapshot(night)
    with pytest.raises(ServiceError) as twice:
        night.seating.balance(night.event, T0 + MIN, random.Random(3))
    said = _said(twice)
    with pytest.raises(ServiceError) as shown:  # the seating's preview says it first
        balance_preview(db, night.event, random.Random(3))
    assert _said(shown) == said
    assert said.endswith(
        "has played hand-for-hand hand 1 at Table 1 and Table 2 has not; balancing would "
        "move them there, to be dealt it twice: nobody moved; balance once every table has "
        "played it")
    assert any(said.startswith(_name(db, e) + " has") for e in _at(night, first))
    assert snapshot(night) == before

    _felt_hand(night, second)
    done = night.do(lambda: night.seating.balance(night.event, T0 + 2 * MIN,
                                                  random.Random(3)))
    assert [(int(m.from_table), int(m.to_table)) for m in done.moves] == [(first, second)]
    assert (len(_at(night, first)), len(_at(night, second))) == (5, 5)


def test_R_8_5_a_table_breaks_only_once_every_table_has_played_the_hand(
        db: Database) -> None:
    """Twelve players at three tables: the last opened breaks, its four seated at the
    other two (R-8.4). In hand-for-hand hand 1, table 3 has played it and tables 1
    and 2 have not: its players would be dealt hand 1 again there, so the break is
    refused, nothing written; once tables 1 and 2 have played it, table 3 breaks."""
    night = Night(db, 12, tables=3)
    night.events.start_clock(night.event, T0)
    first, second, third = night.table_ids
    HandForHandService(db).start(night.event, T0)
    _felt_hand(night, third)
    before = snapshot(night)
    with pytest.raises(ServiceError) as twice:
        night.seating.balance(night.event, T0 + MIN, random.Random(3))
    assert "has played hand-for-hand hand 1 at Table 3 and Table " in _said(twice)
    assert snapshot(night) == before

    _felt_hand(night, first)
    _felt_hand(night, second)
    done = night.do(lambda: night.seating.balance(night.event, T0 + 2 * MIN,
                                                  random.Random(3)))
    assert done.broken == (third,)
    assert _at(night, third) == []


def test_R_8_5_one_out_in_the_hand_buys_back_in_at_a_table_that_has_played_it(
        night: Night) -> None:
    """R-8.6 in hand for hand: table 1 has played hand 1 on the felt, table 2 has not.
    A table-1 player is out in it, and a table-2 player moved into the seat he left
    (allowed: she misses the hand). He rebuys: his seat is taken, and the table with
    the fewest players is table 2, which would deal him hand 1 again; he is seated at
    table 1, which has played it (before: at table 2)."""
    db, (first, second) = night.db, night.table_ids
    HandForHandService(db).start(night.event, T0)
    _felt_hand(night, first)
    out, other = _at(night, first)[0], _at(night, second)[0]
    seat = night.seats()[out][1]
    night.do(lambda: night.tournament.bust(night.event, {out: 100}, T0 + MIN))
    night.do(lambda: night.seating.move_player(other, first, seat, T0 + MIN))
    night.do(lambda: night.tournament.rebuy(out, T0 + 2 * MIN))
    assert night.seats()[out][0] == first
    assert (len(_at(night, first)), len(_at(night, second))) == (7, 5)


def test_R_8_5_a_rebuy_with_free_seats_only_at_tables_still_to_deal_the_hand_waits(
        night: Night) -> None:
    """R-8.6 in hand for hand: a table-1 player out in hand 1, which table 1 has played
    and table 2 has not; table 2's players fill table 1's every seat, his too (allowed:
    they miss the hand). His rebuy would seat him at table 2, to be dealt hand 1 again:
    refused in words saying so (before, in the words of a move: "move them once..."),
    nothing written; once table 2 has played it, the rebuy seats him there."""
    db, (first, second) = night.db, night.table_ids
    HandForHandService(db).start(night.event, T0)
    _felt_hand(night, first)
    out = _at(night, first)[0]
    night.do(lambda: night.tournament.bust(night.event, {out: 100}, T0 + MIN))
    for entry in _at(night, second)[:4]:  # table 1's four empty seats, his among them
        free = min(set(range(1, 10)) - {n for n, (e, *_r) in night.seat_rows(first).items()
                                        if e is not None})
        night.do(lambda entry=entry, free=free: night.seating.move_player(
            entry, first, free, T0 + MIN))
    assert (len(_at(night, first)), len(_at(night, second))) == (9, 2)
    before = snapshot(night)
    with pytest.raises(ServiceError) as twice:
        night.tournament.rebuy(out, T0 + 2 * MIN)
    name = _name(db, out)
    assert _said(twice) == (
        f"{name} has played hand-for-hand hand 1 at Table 1, whose seat is taken, and the "
        "free seats are at tables still to deal it, Table 2 among them: seated there now, "
        "they would be dealt it twice; take the rebuy once every table has played it")
    assert render(twice.value.message, "hu").startswith(
        f"{name} az 1. asztalnál már játszott az 1. együttes leosztásban, a helye foglalt")
    assert snapshot(night) == before
    _felt_hand(night, second)
    night.do(lambda: night.tournament.rebuy(out, T0 + 3 * MIN))
    assert night.seats()[out][0] == second
