"""Issue 31: a club station's role is enforced by the PostgreSQL server itself.

Each station logs in as a login of its own (``director stations``:
``director.store.server_roles``). Whatever the client sends (here: plain SQL on
the station's own connection, and the program's services with its own rail
switched off, as a changed program would), the server refuses a display's
change, and a dealer station's change to another table; the director's login
(the database's owner) does everything, and a dealer station deals, reports its
own players' busts and rebuys and undoes its own hand's actions.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import history
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.events.queries import Queries
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.errors import NotAllowed
from director.store.server_roles import Station, remove, set_up, station_of, stations
from tests.services.night import MIN, T0, Night, all_in_and_win, fold_to_big_blind
from tests.services.test_station_tables import _club_history

pytestmark = pytest.mark.pg


@dataclass
class Club:
    director: Database
    night: Night
    first: int
    second: int
    dealer: Database  # the dealer station's login at the first table
    display: Database

    def seat_row(self, table: int, number: int) -> tuple[int | None, int, int]:
        return self.night.seat_rows(table)[number]


def _as(url: str, login: str) -> str:
    return make_url(url).set(username=login).render_as_string(hide_password=False)


@pytest.fixture
def club(pg_url: str) -> Iterator[Club]:
    director = open_database(pg_url)
    night = Night(director, 12, tables=2)
    night.events.start_clock(night.event, T0)
    first, second = night.table_ids
    set_up(director.engine, Station("dealer_one", "dealer", first))
    set_up(director.engine, Station("clock_screen", "display"))
    dealer = open_database(_as(pg_url, "dealer_one"))
    display = open_database(_as(pg_url, "clock_screen"))
    yield Club(director, night, first, second, dealer, display)
    for db in (dealer, display, director):
        db.close()


def _refused_by_server(db: Database, sql: str, **params: object) -> str:
    """The statement, sent as it is on the station's own connection, is refused."""
    with pytest.raises(DBAPIError) as refused, db.engine.begin() as conn:
        conn.execute(text(sql), params)
    return str(refused.value.orig)


def _rail_off(db: Database) -> None:
    """The program's own rail switched off, as a changed client would."""
    db.role, db.role_table, db.server_role = "director", None, False


def test_each_login_opens_the_server_with_its_role(club: Club) -> None:
    assert (club.dealer.role, club.dealer.role_table) == ("dealer", club.first)
    assert club.display.role == "display"
    assert club.director.role == "director" and station_of(club.director.engine) is None
    set_role(club.display, Role.DIRECTOR)  # the role chosen at the station is the server's
    assert club.display.role == "display"
    assert [s.login for s in stations(club.director.engine)] == ["clock_screen", "dealer_one"]


def test_a_displays_update_is_refused_by_the_server(club: Club) -> None:
    said = _refused_by_server(club.display, "UPDATE seat SET stack = stack + 5000")
    assert "permission denied" in said
    _refused_by_server(club.display, "UPDATE event SET name = 'mine'")
    _refused_by_server(club.display, "DELETE FROM hand_event")
    _rail_off(club.display)
    entry = club.night.entry_at(club.first, min(club.night.seat_rows(club.first)))
    with pytest.raises(NotAllowed, match="refused this"):  # a message, not a traceback
        TournamentService(club.display).count_chips(entry, 50_000, T0 + MIN)
    assert club.night.seats()[entry][2] == 10_000  # nothing changed
    club.night.check()


@pytest.mark.parametrize("station", ["dealer", "display"])
def test_a_dealer_or_display_station_cannot_delete_the_event(club: Club, station: str) -> None:
    """An event's delete is plain SQL; at a dealer's or a display's station the server
    refuses it, said in words (where to do it), and the event stays whole."""
    with pytest.raises(NotAllowed, match="Do it at the director's station"):
        EventService(getattr(club, station)).delete_event(club.night.event)
    assert [e.event_id for e in Queries(club.director).list_events()] == [club.night.event]
    club.night.check()


def test_a_dealer_station_writes_only_its_own_table(club: Club) -> None:
    theirs = min(club.night.seat_rows(club.second))
    said = _refused_by_server(club.dealer, "UPDATE seat SET stack = 1 WHERE table_id = :t",
                              t=club.second)
    assert "row-level security" in said
    _refused_by_server(club.dealer, "UPDATE poker_table SET hands_dealt = 9 WHERE id = :t",
                       t=club.second)
    _refused_by_server(club.dealer, "UPDATE seat SET table_id = :mine WHERE table_id = :t",
                       mine=club.first, t=club.second)  # taking a seat to its own table
    _refused_by_server(club.dealer, "UPDATE event SET status = 'finished'")
    _refused_by_server(club.dealer, "INSERT INTO hand (table_id, number, setup, status, "
                       "started_at, revision) VALUES (:t, 99, '{}', 'complete', '', 1)",
                       t=club.second)
    assert club.seat_row(club.second, theirs)[1] == 10_000

    # Table 2's hand, played by the director: the dealer's login cannot touch its log.
    other = club.night.panel(club.second)
    other.advance()
    _refused_by_server(club.dealer, "DELETE FROM hand_event WHERE hand_id = :h",
                       h=other.hand_id)
    _refused_by_server(club.dealer, "INSERT INTO hand_event (hand_id, seq, payload) "
                       "VALUES (:h, 2, '{}')", h=other.hand_id)
    _rail_off(club.dealer)
    with pytest.raises(NotAllowed):  # the program's services, its rail off
        TableService(club.dealer).undo(other.hand_id or 0)
    entry = club.night.entry_at(club.second, theirs)
    with pytest.raises(NotAllowed):
        TournamentService(club.dealer).rebuy(entry, T0 + MIN)
    assert TableService(club.director).hand_state(other.hand_id or 0).log == other.state.log
    club.night.check()


def test_a_dealer_login_marks_only_its_own_cash_tables_posts_and_straddle(pg_url: str
                                                                         ) -> None:
    """R-3.6, R-3.7: the deal of a cash table's hand marks the posts it used and the
    straddle (``cash_table``'s ``posting`` and ``straddle_next``, migration 0020): a
    dealer's login may change those two columns of its own table's row, never another
    table's row (row-level security) nor another column (the stakes, who sits out,
    the straddle option: permission denied), nor add or delete a row; it marks its
    own table's straddle through the program, the record on the director's undo list
    (0023); the program's services with the rail off are refused by the server too,
    in words."""
    from director.services.cash.cash_tables import CashTableService
    from director.services.events.event_service import EventService

    director = open_database(pg_url)
    events = EventService(director)
    event = events.create_event("cash", "Friday", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000, "max_buy_in": 20_000}, T0)
    tables = CashTableService(director)
    mine, theirs = (tables.open_table(event, T0, seats=6, straddle=True) for _ in range(2))
    dan = events.add_player("Dan", T0)
    tables.sit(theirs, dan, 3_000, T0, seat=4, post=True)
    set_up(director.engine, Station("cash_dealer", "dealer", mine))
    dealer = open_database(_as(pg_url, "cash_dealer"))
    try:
        with dealer.engine.begin() as conn:  # its own table's posts and straddle
            conn.execute(text("UPDATE cash_table SET posting = '[4]', straddle_next = true "
                              "WHERE table_id = :t"), {"t": mine})
        said = _refused_by_server(dealer, "UPDATE cash_table SET posting = '[]', "
                                  "straddle_next = true WHERE table_id = :t", t=theirs)
        assert "row-level security" in said
        for column in ("big_blind = 1", "away = '[4]'", "straddle = false",
                       "table_id = table_id", "max_buy_in = 1"):
            said = _refused_by_server(
                dealer, f"UPDATE cash_table SET {column} WHERE table_id = :t", t=mine)
            assert "permission denied" in said, column
        _refused_by_server(dealer, "DELETE FROM cash_table WHERE table_id = :t", t=theirs)
        _refused_by_server(dealer, "INSERT INTO cash_table (table_id) VALUES (:t)", t=theirs)
        # the straddle its own player announces, marked through the program, on
        # the director's undo list (migration 0023); then asked for again
        CashTableService(dealer).straddle_next(mine, False, T0)
        assert not tables.table(mine).straddle_next
        CashTableService(dealer).straddle_next(mine, True, T0)
        _rail_off(dealer)
        with pytest.raises(NotAllowed):  # the program's services, its rail off
            CashTableService(dealer).straddle_next(theirs, True, T0)
        with pytest.raises(NotAllowed):
            CashTableService(dealer).step_away(theirs, 4, T0)
        view = {t: tables.table(t) for t in (mine, theirs)}
        assert view[mine].straddle_next and not view[theirs].straddle_next
        assert [(s.number, s.posting, s.away) for s in view[theirs].seats] == [
            (4, True, False)]
    finally:
        dealer.close()
        director.close()


def test_a_dealer_station_deals_undoes_and_reports_its_own_table(club: Club) -> None:
    """Hands dealt, an action undone, an all-in lost and the bust reported, a rebuy:
    all at the dealer station's login, all stored; the chips balance."""
    panel = club.night.panel(club.first, service=TableService(club.dealer))
    panel.advance()
    panel.undo()
    fold_to_big_blind(panel)
    panel.next_hand()
    seats = sorted(panel.seats)
    winner, loser = seats[0], seats[1]
    all_in_and_win(panel, winner, loser)
    assert club.seat_row(club.first, loser)[1] == 0
    busted = club.night.entry_at(club.first, loser)
    tournament = TournamentService(club.dealer)
    tournament.rebuy(club.night.entry_at(club.first, seats[2]), T0 + MIN)
    tournament.bust(club.night.event, {busted: 10_000}, T0 + MIN,
                    eliminators=[club.night.entry_at(club.first, winner)])
    assert club.seat_row(club.first, loser)[0] is None
    club.night.check()


def test_R_8_6_a_dealer_login_counts_its_own_players_chips(club: Club) -> None:
    """A chip count at the table (a break's count): at the dealer station's own login,
    of a player at its table, the stack set and the count on the director's undo list
    (migration 0023); a player at the other table refused by the program's rail, and
    with the rail off by the server, nothing stored."""
    mine = club.night.entry_at(club.first, sorted(club.night.seat_rows(club.first))[0])
    seat = next(n for n, (e, _s, _b) in club.night.seat_rows(club.first).items() if e == mine)
    assert TournamentService(club.dealer).count_chips(mine, 12_500, T0 + MIN) == 12_500
    assert club.seat_row(club.first, seat)[1] == 12_500
    assert history(club.director, club.night.event)[-1].kind == "chip count"

    theirs_seat = sorted(n for n, (e, _s, _b) in club.night.seat_rows(club.second).items()
                         if e is not None)[0]
    theirs = club.night.entry_at(club.second, theirs_seat)
    with pytest.raises(ServiceError, match="dealer station of Table 1"):
        TournamentService(club.dealer).count_chips(theirs, 12_500, T0 + MIN)
    _rail_off(club.dealer)
    with pytest.raises(NotAllowed):
        TournamentService(club.dealer).count_chips(theirs, 12_500, T0 + MIN)
    assert club.seat_row(club.second, theirs_seat)[1] == 10_000
    club.night.check()


def test_R_3_3_a_dealer_login_records_its_own_tables_hands_on_the_felt(club: Club) -> None:
    """Next hand on the felt (without the panel) at the dealer station's own login: the
    button and blinds move on and the hand is on the director's undo list, which the
    director takes back; at the other table the program's rail refuses it, and with
    the rail off the server does, nothing stored."""
    running = TableService(club.director).running_state
    before = running(club.first)
    hand = SeatingService(club.dealer).next_hand(club.first, T0, before.hands_dealt)
    assert hand.number == running(club.first).hands_dealt == before.hands_dealt + 1
    assert hand.button == before.button is not None  # the drawn button's first hand
    assert running(club.first).placed and not before.placed
    assert EventService(club.director).undo_last(club.night.event, T0).kind == "next hand"
    assert running(club.first) == before

    other = running(club.second)
    with pytest.raises(ServiceError, match="dealer station of Table 1"):
        SeatingService(club.dealer).next_hand(club.second, T0, other.hands_dealt)
    _rail_off(club.dealer)
    with pytest.raises(NotAllowed):
        SeatingService(club.dealer).next_hand(club.second, T0, other.hands_dealt)
    assert running(club.second) == other
    club.night.check()


def test_R_3_1_a_dealer_login_draws_the_button_at_its_own_cash_table(pg_url: str) -> None:
    """A cash game's dealer station, at its own login, draws its table's first button
    (R-3.1): stored, on the director's undo list, which the director takes back; at
    the other table the program's rail refuses it, and with the rail off the server
    does, nothing stored."""
    director = open_database(pg_url)
    events, tables = EventService(director), CashTableService(director)
    event = events.create_event("cash", "Friday", {"small_blind": 50, "big_blind": 100}, T0)
    first, second = (tables.open_table(event, T0, seats=6) for _ in range(2))
    for table, seats in ((first, (1, 4)), (second, (2, 5))):
        for seat in seats:
            tables.sit(table, events.add_player(f"P{table}-{seat}", T0), 10_000, T0, seat=seat)
    set_up(director.engine, Station("cash_dealer", "dealer", first))
    dealer = open_database(_as(pg_url, "cash_dealer"))
    try:
        draw = SeatingService(dealer).draw_for_button(first, T0, random.Random(3))
        assert tables.table(first).button == draw.button in (1, 4)
        assert events.undo_last(event, T0).kind == "button draw"
        assert tables.table(first).button is None
        with pytest.raises(ServiceError, match="dealer station of Table 1"):
            SeatingService(dealer).draw_for_button(second, T0, random.Random(3))
        _rail_off(dealer)
        with pytest.raises(NotAllowed):
            SeatingService(dealer).draw_for_button(second, T0, random.Random(3))
        assert tables.table(second).button is None
    finally:
        dealer.close()
        director.close()


def test_the_directors_login_does_everything(club: Club) -> None:
    night = club.night
    entry = night.entry_at(club.second, min(night.seat_rows(club.second)))
    free = min(set(range(1, 10)) - set(night.seat_rows(club.first)))
    night.do(lambda: night.seating.move_player(entry, club.first, free, T0 + MIN))
    night.do(lambda: night.tournament.rebuy(entry, T0 + MIN))
    night.do(lambda: night.events.undo_last(night.event, T0 + MIN))
    panel = night.panel(club.second)
    fold_to_big_blind(panel)
    night.do(lambda: night.seating.balance(night.event, T0 + MIN))
    with club.director.engine.begin() as conn:  # the owner's plain SQL too
        conn.execute(text("UPDATE event SET name = 'Saturday night' WHERE id = :e"),
                     {"e": night.event})


def test_a_removed_station_changes_nothing(club: Club) -> None:
    assert remove(club.director.engine, "dealer_one")
    _refused_by_server(club.dealer, "UPDATE seat SET stack = 1 WHERE table_id = :t",
                       t=club.first)
    with pytest.raises(NotAllowed):  # the login reads nothing any more: said at once
        open_database(club.dealer.url)
    assert not remove(club.director.engine, "dealer_one")


@pytest.mark.parametrize(("station", "why"), [
    (Station("Dealer One", "dealer", 1), "lower-case"),
    (Station("dealer_two", "dealer"), "names its table"),
    (Station("screen", "display", 3), "names its table"),
    (Station("screen", "cashier"), "dealer or a display"),
])
def test_a_wrong_station_is_refused_with_a_reason(pg_url: str, station: Station, why: str
                                                   ) -> None:
    db = open_database(pg_url)
    with pytest.raises(ValueError, match=why):
        set_up(db.engine, station)
    db.close()


def test_the_directors_own_login_is_not_made_a_station(pg_url: str) -> None:
    db = open_database(pg_url)
    owner = make_url(pg_url).username or ""
    with pytest.raises(ValueError, match="director's login"):
        set_up(db.engine, Station(owner, "display"))
    db.close()


def test_the_stations_command_makes_lists_and_removes_them(pg_url: str, tmp_path: Path
                                                          ) -> None:
    """``director stations`` (the club's set-up in the README): what it prints."""
    from io import StringIO

    from director.cli import club_stations, main

    db = open_database(pg_url)
    first, _ = _club_history(db)  # tonight's Table 3 is the table of record first + 2
    db.close()
    out = StringIO()
    assert club_stations(pg_url, "dealer", "dealer_three", "3", out) == 0
    assert club_stations(pg_url, "display", "screen_one", None, out) == 0
    assert out.getvalue().splitlines()[-2:] == [
        "dealer_three: dealer at Friday Deepstack \u2014 Table 3", "screen_one: display"]
    assert "\\password dealer_three" in out.getvalue()
    listed = open_database(pg_url)
    assert [(s.login, s.table_id) for s in stations(listed.engine)] == [
        ("dealer_three", first + 2), ("screen_one", None)]
    listed.close()
    out = StringIO()  # an old script's record number: refused, nothing made
    assert club_stations(pg_url, "dealer", "dealer_old", str(first + 2), out) == 2
    assert out.getvalue() == (
        f"dealer dealer_old {first + 2}: the table is given by its number as the seating "
        "shows it, no longer by its record number, and no open table has the number "
        f"{first + 2}: record {first + 2} is Friday Deepstack \u2014 Table 3; give that "
        "table's number\n")
    out = StringIO()
    assert club_stations(pg_url, "remove", "screen_one", None, out) == 0
    assert out.getvalue() == "dealer_three: dealer at Friday Deepstack \u2014 Table 3\n"
    out = StringIO()
    assert club_stations(pg_url, "remove", "screen_one", None, out) == 1
    assert club_stations(str(tmp_path / "home.sqlite3"), "list", None, None, out) == 2
    assert "is a file on this computer: stations' logins are a club server's" in out.getvalue()
    with pytest.raises(SystemExit):  # a dealer's station without its table
        main(["stations", "--db", pg_url, "dealer", "dealer_four"])


def test_only_the_directors_station_backs_the_server_up(club: Club) -> None:
    """A station's login cannot dump the database (row-level security): it makes no
    backups, instead of saying "Backup failed" every quarter of an hour."""
    from director.services.events.event_service import EventService

    assert EventService(club.director).backups() is not None
    assert EventService(club.dealer).backups() is None
    assert EventService(club.display).backup_if_due(T0) is None


def test_the_stations_command_answers_in_the_language_of_the_command_line(
        pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``LANG=hu_HU.UTF-8 director stations``: the list, a login that cannot be one,
    a file that is no server, in Hungarian; nothing is made by a refused command."""
    from io import StringIO

    from director.cli import club_stations

    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    db = open_database(pg_url)
    _club_history(db)
    db.close()
    out = StringIO()
    assert club_stations(pg_url, "dealer", "dealer_three", "3", out) == 0
    assert out.getvalue().splitlines() == [
        "dealer_three: adj neki jelszót a szerveren (psql: \\password dealer_three), ha még "
        "nincs", "dealer_three: osztó, Friday Deepstack \u2014 3. asztal"]
    out = StringIO()
    assert club_stations(pg_url, "display", "Screen One", None, out) == 2
    assert out.getvalue() == ("Egy állomás bejelentkezési neve kisbetűkből, számjegyekből és _ "
                              "jelből áll (legfeljebb 63), ez nem az: 'Screen One'.\n")
    out = StringIO()
    assert club_stations(pg_url, "list", None, None, out) == 0
    assert out.getvalue() == "dealer_three: osztó, Friday Deepstack \u2014 3. asztal\n"
    out = StringIO()
    assert club_stations(str(tmp_path / "home.sqlite3"), "list", None, None, out) == 2
    assert "egy fájl ezen a gépen" in out.getvalue()
