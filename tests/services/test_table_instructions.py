"""Balancing and table breaks reach the dealer stations of the tables involved as
instructions to read out, naming people (issue 17, issue 28, R-8.4): "P7 (10,000
chips) gets up from seat 1 and moves to Table 1, seat 4".
Each dealer station is its own connection with the dealer role, on SQLite and
on the club's server."""

from __future__ import annotations

import random

from director.engine.event.balancing import SeatMove
from director.engine.messages import render
from director.services.club.table_instructions import instructions
from director.services.core.station_role import Role, set_role
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.test_tournament_service import SETTINGS, T0

# no rebuys, add-ons or bounties: busts and balancing alone (a bounty's bust names who
# won the pot, tests/services/test_bounty_money.py)
FLAT = {**SETTINGS, "late_registration_until_level": None, "rebuys": False, "rebuy": None,
        "add_ons": False, "add_on": None, "bounty": 0}


def _seats(seating: SeatingService, db: Database, event: int) -> dict[int, tuple[int, int]]:
    from sqlmodel import Session, select

    from director.store.models import Seat

    with Session(db.engine) as s:
        return {row.entry_id: (row.table_id, row.number) for row in s.exec(select(Seat))
                if row.entry_id is not None}


def _moves(db: Database, event: int, move: SeatMove) -> tuple[str, str]:
    """The two instructions of ``move`` in English, naming the player: (out, in).
    Nobody here was counted and no hand was dealt at the panel at the table the
    player leaves, so the stack is not tracked (issue 28: the program says so, it
    does not guess the starting stack); test_one_record_services has the counted one."""
    from sqlmodel import Session, select

    from director.services.events import console_queries as q
    from director.store.models import TableRow

    names = {e.entry_id: e.player for e in q.entries(db, event)}
    with Session(db.engine) as s:
        tables = {t.id: t.name for t in s.exec(select(TableRow))}
    who = f"{names[int(move.player)]} (chips not tracked)"
    return (f"{who} gets up from seat {move.from_seat} and moves to "
            f"{tables[int(move.to_table)]}, seat {move.to_seat}",
            f"{who} comes from {tables[int(move.from_table)]}, seat {move.from_seat}, and "
            f"takes seat {move.to_seat}")


def test_R_8_4_moves_and_a_break_reach_both_tables_dealers(db: Database) -> None:
    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    event = events.create_event("tournament", "Club night", FLAT, T0)
    entries = [tournament.register(event, events.add_player(f"P{i}", T0), T0)
               for i in range(1, 16)]
    tables = seating.open_tables(event, 3, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(5))
    dealers = {}
    for table in tables:
        station = open_database(db.url)
        set_role(station, Role.DEALER, table)
        dealers[table] = station
    assert all(instructions(dealers[t], t) == [] for t in tables)

    # Two players bust at the first table: one player moves there from another.
    where = _seats(seating, db, event)
    out = [e for e in entries if where[e][0] == tables[0]][:2]
    for e in out:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {out[0]: 10000, out[1]: 5000}, T0)
    result = seating.balance(event, T0, random.Random(6))
    [move] = result.moves
    said = {t: [render(i.message, "en") for i in instructions(dealers[t], t)] for t in tables}
    source, target = int(move.from_table), int(move.to_table)
    assert target == tables[0]
    out_said, in_said = _moves(db, event, move)
    assert said[source] == [out_said]
    assert said[target] == [in_said]
    assert [t for t in tables if said[t]] == sorted({source, target})  # the third: nothing
    hu = render(instructions(dealers[source], source)[0].message, "hu")
    assert f"(a zsetonjai nincsenek követve) feláll a {move.from_seat}. székről" in hu or \
        f"(a zsetonjai nincsenek követve) feláll az {move.from_seat}. székről" in hu, hu

    # Enough busts that the last table opened breaks: its dealer is told, and only
    # the instructions after the ones already shown are new.
    seen = {t: max((i.number for i in instructions(dealers[t], t)), default=0) for t in tables}
    where = _seats(seating, db, event)
    left = [e for e in entries if e in where]
    random.Random(7).shuffle(left)
    busts = left[:5]
    for e in busts:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {e: 1000 * (i + 1) for i, e in enumerate(busts)}, T0)
    result = seating.balance(event, T0, random.Random(8))
    assert result.broken
    broken = int(result.broken[0])
    news = {t: [render(i.message, "en") for i in instructions(dealers[t], t, seen[t])]
            for t in tables}
    assert "this table breaks: every player moves to the seat the director gives" \
        in news[broken]
    moved_out = [m for m in result.moves if int(m.from_table) == broken]
    for m in moved_out:
        out_said, in_said = _moves(db, event, m)
        assert out_said in news[broken]
        assert in_said in news[int(m.to_table)]
    assert len(news[broken]) == len(moved_out) + 1

    # The director undoes the balance: its instructions are withdrawn.
    events.undo_last(event, T0)
    assert instructions(dealers[broken], broken, seen[broken]) == []
    for station in dealers.values():
        station.close()


def test_R_3_2_a_table_in_a_hand_receives_players_but_gives_none(db: Database) -> None:
    """Balancing while hands are played: players move only from a table between
    hands (R-8.4) and may sit down at a table in a hand, which deals them in from
    its next hand (R-3.2); its dealer is told so."""
    from director.engine.hand.facts.betting import Betting
    from director.engine.hand.facts.games import HOLDEM
    from director.services.core.unit_of_work import ServiceError
    from director.services.tables.table_service import TableService

    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    hands = TableService(db)
    event = events.create_event("tournament", "Club night", FLAT, T0)
    entries = [tournament.register(event, events.add_player(f"P{i}", T0), T0)
               for i in range(1, 11)]
    short, full = seating.open_tables(event, 2, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(5))
    where = _seats(seating, db, event)
    out = [e for e in entries if where[e][0] == short][:2]
    for e in out:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {out[0]: 10000, out[1]: 5000}, T0)  # 3 here, 5 there
    playing = sorted(seat for e, (t, seat) in _seats(seating, db, event).items() if t == short)
    hand = hands.start_hand(short, hands.next_setup(
        short, HOLDEM, Betting.no_limit(10), playing[0], small_blind=5, big_blind=10), T0)
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, short)

    [move] = seating.balance(event, T0, random.Random(6)).moves
    assert (int(move.from_table), int(move.to_table)) == (full, short)
    assert [render(i.message, "en") for i in instructions(dealer, short)] == [
        _moves(db, event, move)[1] + ": dealt in from the next hand, this hand goes on "
        "without them (R-3.2)"]
    assert sorted(hands.hand_state(hand).seats) == playing  # the hand goes on as dealt

    # Two busts at the other table: now this table (in its hand) is the fuller one;
    # nobody gets up in the middle of a hand, nothing changes.
    where = _seats(seating, db, event)
    gone = [e for e in entries if e in where and where[e][0] == full][:2]
    for e in gone:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {gone[0]: 3000, gone[1]: 2000}, T0)
    before = _seats(seating, db, event)
    try:
        seating.balance(event, T0, random.Random(7))
    except ServiceError as refused:
        assert render(refused.message, "en") == \
            "balance between hands: a hand is still being played"
    else:
        raise AssertionError("a player was moved out of a hand in progress")
    assert _seats(seating, db, event) == before
    dealer.close()


def test_R_3_2_the_moves_are_done_once_the_table_deals_its_next_hand(db: Database) -> None:
    """The dealer station's line shows the current instructions only: once a table
    deals a hand after a balancing, the moves were made before it (R-3.2) and the
    balancing's instructions are no longer current at that table."""
    from director.engine.hand.facts.betting import Betting
    from director.engine.hand.facts.games import HOLDEM
    from director.services.tables.table_service import TableService

    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    hands = TableService(db)
    event = events.create_event("tournament", "Club night", FLAT, T0)
    entries = [tournament.register(event, events.add_player(f"P{i}", T0), T0)
               for i in range(1, 11)]
    short, full = seating.open_tables(event, 2, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(5))
    where = _seats(seating, db, event)
    out = [e for e in entries if where[e][0] == short][:2]
    for e in out:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {out[0]: 10000, out[1]: 5000}, T0)
    [move] = seating.balance(event, T0, random.Random(6)).moves
    assert (int(move.from_table), int(move.to_table)) == (full, short)
    assert len(instructions(db, short, current=True)) == 1
    assert len(instructions(db, full, current=True)) == 1

    def deal_next_hand(table: int) -> None:
        seats = sorted(seat for e, (t, seat) in _seats(seating, db, event).items()
                       if t == table)
        hands.start_hand(table, hands.next_setup(
            table, HOLDEM, Betting.no_limit(10), seats[0], small_blind=5, big_blind=10), T0)

    deal_next_hand(short)  # the player moved in sits down and is dealt in: done there
    assert instructions(db, short, current=True) == []
    assert len(instructions(db, short)) == 1  # still on record
    assert len(instructions(db, full, current=True)) == 1  # not dealt there yet
    deal_next_hand(full)
    assert instructions(db, full, current=True) == []
