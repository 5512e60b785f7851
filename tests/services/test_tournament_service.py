"""A tournament through the services: entries, busts, money, chips, seats and undo
(R-3.1, R-3.2, R-8.3 to R-8.6)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from sqlmodel import Session, select

from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.deals import DealService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Entry, Seat
from tests.services.night import Checked

T0 = datetime(2024, 6, 1, 18, 0, tzinfo=UTC)
MIN = timedelta(minutes=1)
LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
    {"small_blind": 200, "big_blind": 400, "minutes": 20},
]
CHIPS = [{"value": 25, "color": "green", "count": 400},
         {"value": 100, "color": "black", "count": 400},
         {"value": 500, "color": "purple", "count": 200}]
SETTINGS = {
    "buy_in": 3000, "fee": 300, "bounty": 500, "starting_stack": 10000,
    "late_registration_until_level": 2, "re_entries": 1,
    "rebuys": True, "rebuy": {"until_level": 2, "max_per_player": 2},
    "add_ons": True, "add_on": {"price": 2000, "chips": 5000, "at_break": 1},
    "blinds": {"levels": LEVELS, "chips": [25, 100, 500]}, "chips": CHIPS,
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 6, "percents": [70, 30]},
                         {"min_entries": 7, "max_entries": 200,
                          "percents": [50, 30, 20]}]},
    "rounding_unit": 100,
}


class Director:
    def __init__(self, db: Database, settings: dict[str, object] | None = None) -> None:
        self.db = db
        self.event = EventService(db).create_event("tournament", "Saturday",
                                                   settings or SETTINGS, T0)
        # Every command is followed by the event's chips balance check.
        self.events: EventService = Checked(EventService(db), db, lambda: self.event)  # type: ignore[assignment]
        self.tournament: TournamentService = Checked(  # type: ignore[assignment]
            TournamentService(db), db, lambda: self.event)
        self.seating: SeatingService = Checked(  # type: ignore[assignment]
            SeatingService(db), db, lambda: self.event)

    def players(self, n: int) -> list[int]:
        return [self.tournament.register(self.event, self.events.add_player(f"P{i}", T0), T0)
                for i in range(1, n + 1)]

    def seats(self) -> dict[int, tuple[int, int, int]]:
        """entry -> (table, seat, stack)"""
        with Session(self.db.engine) as s:
            return {seat.entry_id: (seat.table_id, seat.number, seat.stack)
                    for seat in s.exec(select(Seat)) if seat.entry_id is not None}

    def entry(self, entry_id: int) -> Entry:
        with Session(self.db.engine) as s:
            entry = s.get(Entry, entry_id)
            assert entry is not None
            return entry


def test_small_tournament_from_registration_to_payouts(db: Database) -> None:
    d = Director(db)
    entries = d.players(8)
    [table] = d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    assert len(d.seats()) == 8 and {t for t, _, _ in d.seats().values()} == {table}
    draw = d.seating.draw_for_button(table, T0, random.Random(2))
    hand = d.seating.next_hand(table, T0, TableService(db).running_state(table).hands_dealt)
    assert hand.button == draw.button
    d.events.start_clock(d.event, T0)
    d.tournament.rebuy(entries[0], T0 + 5 * MIN)
    d.events.go_to_level(d.event, T0 + 40 * MIN, 2)  # the break
    for e in entries[:5]:
        d.tournament.add_on(e, T0 + 41 * MIN)
    pool = d.tournament.prize_pool(d.event)
    # 8 × 3000 + 1 rebuy × 3000 + 5 add-ons × 2000, less 8 fees of 300 and 8 bounties of 500
    assert (pool.collected, pool.fees, pool.bounties) == (37_000, 2_400, 4_000)
    assert pool.prize_pool == 30_600
    assert d.tournament.payouts(d.event) == (15_400, 9_100, 6_100)
    check = d.tournament.chips_in_play(d.event)
    assert check.expected == 8 * 10000 + 10000 + 5 * 5000 == check.counted
    # busts: the last three in one hand at one table, bigger stack finishes higher
    # Hands played on the felt: the director counts who has lost everything (a bust
    # needs zero chips) and gives the chips won to the leader by a count as well.
    leader = 10000 + 10000 + 5000
    for place, e in zip(range(8, 3, -1), entries[7:2:-1], strict=True):
        leader += d.seats()[e][2]
        d.tournament.count_chips(e, 0, T0 + 50 * MIN)
        d.tournament.count_chips(entries[0], leader, T0 + 50 * MIN)
        [finish] = d.tournament.bust(d.event, {e: 10000}, T0 + 50 * MIN,
                                     eliminators=[entries[0]])
        assert finish.best_place == place
    for e in entries[1:3]:
        leader += d.seats()[e][2]
        d.tournament.count_chips(e, 0, T0 + 60 * MIN)
    d.tournament.count_chips(entries[0], leader, T0 + 60 * MIN)
    assert d.tournament.chips_in_play(d.event).counted == check.expected
    finishes = d.tournament.bust(d.event, {entries[1]: 9000, entries[2]: 4000},
                                 T0 + 60 * MIN, eliminators=[entries[0]])
    assert [(f.best_place, f.players) for f in finishes] == [(2, (entries[1],)),
                                                             (3, (entries[2],))]
    assert d.entry(entries[0]).place == 1
    # the seven bounties won, and the winner's own (never busted): all 8 x 500 set aside
    assert d.entry(entries[0]).bounties_won == 7 * 500 + 500 == pool.bounties
    prizes = d.tournament.award_prizes(d.event, T0 + 61 * MIN)
    assert prizes == {entries[0]: 15_400, entries[1]: 9_100, entries[2]: 6_100}


def test_TDA_27_rebuy_after_the_window_is_refused_and_nothing_changes(db: Database) -> None:
    d = Director(db)
    [ann] = d.players(1)
    d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(3))
    d.events.start_clock(d.event, T0)
    before = len(history(db, d.event))
    with pytest.raises(ServiceError, match="rebuys closed at the end of level 2; the clock is "
                                           "on the break after level 2"):
        d.tournament.rebuy(ann, T0 + 45 * MIN)
    assert d.entry(ann).rebuys == 0 and d.seats()[ann][2] == 10000
    assert len(history(db, d.event)) == before
    with pytest.raises(ServiceError, match="registration closed at the end of level 2"):
        d.tournament.register(d.event, d.events.add_player("Late", T0), T0 + 45 * MIN)


def test_R_8_6_rebuy_during_a_hand_is_chips_behind_until_the_next_hand(db: Database) -> None:
    d = Director(db)
    ann, _bob = d.players(2)
    [table] = d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(4))
    d.seating.draw_for_button(table, T0, random.Random(4))
    hand = d.seating.next_hand(table, T0, TableService(db).running_state(table).hands_dealt)
    from director.engine.hand.facts.betting import Betting
    from director.engine.hand.facts.games import HOLDEM
    setup = d.events.tables.next_setup(table, HOLDEM, Betting.no_limit(50), hand.button,
                                       small_blind=25, big_blind=50)
    d.events.tables.start_hand(table, setup, T0)
    d.tournament.rebuy(ann, T0)
    with Session(db.engine) as s:
        seat = s.exec(select(Seat).where(Seat.entry_id == ann)).one()
        assert (seat.stack, seat.chips_behind) == (10000, 10000), "dealt in, chips behind"


def test_a_negative_chip_count_is_refused(db: Database) -> None:
    d = Director(db)
    [ann] = d.players(1)
    d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(5))
    with pytest.raises(ServiceError, match="a count must be 0 or more"):
        d.tournament.count_chips(ann, {"black": -3, "green": 10}, T0)
    with pytest.raises(ServiceError, match="counts must be 0 or more"):
        d.tournament.count_chips(ann, -100, T0)
    assert d.tournament.count_chips(ann, {"black": 80, "purple": 4, "green": 4}, T0) == 10100
    assert d.seats()[ann][2] == 10100


def test_a_payout_table_that_does_not_add_up_to_100_is_refused(db: Database) -> None:
    d = Director(db)
    d.players(3)
    with pytest.raises(ServiceError, match="add up to 90"):
        d.tournament.set_payouts(d.event, T0, table={"rows": [
            {"min_entries": 2, "max_entries": 9, "percents": [60, 30]}]})
    # unchanged: 3 × (3000 - 300 fee - 500 bounty) = 6600 paid 70/30 in units of 100
    assert d.tournament.payouts(d.event) == (4700, 1900)
    d.tournament.set_payouts(d.event, T0, fixed=[4000, 2600])
    assert d.tournament.payouts(d.event) == (4000, 2600)
    # amounts typed that do not pay this pool are refused as typed, and change nothing
    with pytest.raises(ServiceError, match="add up to 6000 but the prize pool is 6600"):
        d.tournament.set_payouts(d.event, T0, fixed=[4000, 2000])
    assert d.tournament.payouts(d.event) == (4000, 2600)


def test_final_table_deal_by_icm_and_chip_chop(db: Database) -> None:
    d = Director(db)
    entries = d.players(3)
    d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(6))
    for e, chips in zip(entries, (15000, 10000, 5000), strict=True):
        d.tournament.count_chips(e, chips, T0)
    # prize pool 3 × 2200 = 6600, paid 70/30: 4700 (rounded to 100, rest to first) and 1900
    assert d.tournament.payouts(d.event) == (4700, 1900)
    proposal = DealService(db).proposal(d.event)
    assert proposal.chip_chop == {entries[0]: 3300, entries[1]: 2200, entries[2]: 1100}
    icm = proposal.icm
    assert icm is not None
    assert sum(icm.values()) == 6600 and icm[entries[0]] > icm[entries[1]] > icm[entries[2]]


def test_R_8_3_chip_race_at_the_color_up(db: Database) -> None:
    d = Director(db)
    entries = d.players(3)
    d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(7))
    plan = d.tournament.starting_stacks(d.event)
    assert plan.enough and sum(d.value * n for d, n in plan.per_player) == 10000
    for e, chips in zip(entries, (10075, 9950, 10025), strict=True):
        d.tournament.count_chips(e, chips, T0)
    greens = {entries[0]: 7, entries[1]: 2, entries[2]: 5}
    # at the break that colors the 25s up: at level 1 its 25/50 still needs them (TDA 20)
    d.events.start_clock(d.event, T0)
    d.events.go_to_level(d.event, T0 + 41 * MIN, 2)
    [table_race] = ColorUpService(db).color_up(d.event, 25, greens, T0 + 41 * MIN,
                                               random.Random(8))
    race = table_race.result
    # 7 greens: 4 make a black, 3 odd; 2 odd; 5: 4 make a black, 1 odd -> 6 odd = 150 -> 1 chip
    assert race.chips_raced == 1 and len(race.winners) == 1
    after = {e: d.seats()[e][2] for e in entries}
    assert sum(after.values()) == 10075 + 9950 + 10025 - 150 + 100
    assert all(v % 100 == 0 for v in after.values())


def test_R_8_4_ninety_players_on_nine_tables_balanced_down_to_one(db: Database) -> None:
    d = Director(db, {**SETTINGS, "late_registration_until_level": None, "rebuys": False,
                      "rebuy": None, "add_ons": False, "add_on": None})
    entries = d.players(90)
    tables = d.seating.open_tables(d.event, 9, T0, seats=10)
    rng = random.Random(90)
    d.seating.draw_seats(d.event, T0, rng)
    counts = sorted(list({t for t, _, _ in d.seats().values()}))
    assert counts == sorted(tables)
    for t in tables:
        d.seating.draw_for_button(t, T0, rng)
        d.seating.next_hand(t, T0, TableService(db).running_state(t).hands_dealt)
    alive = list(entries)
    rng.shuffle(alive)
    while len(alive) > 1:
        out = alive.pop()
        d.tournament.count_chips(out, 0, T0)  # a bust needs zero chips
        d.tournament.bust(d.event, {out: 1000}, T0, eliminators=[alive[0]])  # the bounty
        d.seating.balance(d.event, T0, rng)
        per_table: dict[int, int] = {}
        for t, _, _ in d.seats().values():
            per_table[t] = per_table.get(t, 0) + 1
        assert max(per_table.values()) - min(per_table.values()) <= 1, per_table
        assert sum(per_table.values()) == len(alive)
        if len(alive) <= 10:
            assert len(per_table) == 1, "everyone left fits one table: the final table"
    assert d.entry(alive[0]).place == 1
    places = sorted(d.entry(e).place or 0 for e in entries)
    assert places == list(range(1, 91))


def test_undo_a_bust_a_rebuy_and_a_seat_move(db: Database) -> None:
    d = Director(db)
    entries = d.players(6)
    t1, t2 = d.seating.open_tables(d.event, 2, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(11))
    d.tournament.count_chips(entries[0], 4000, T0)
    d.tournament.rebuy(entries[0], T0)
    assert d.entry(entries[0]).rebuys == 1 and d.seats()[entries[0]][2] == 14000
    assert d.events.undo_last(d.event, T0).kind == "rebuy"
    assert d.entry(entries[0]).rebuys == 0 and d.seats()[entries[0]][2] == 4000
    on_t1 = [e for e, (t, _, _) in d.seats().items() if t == t1]
    for e in on_t1[:2]:
        d.tournament.count_chips(e, 0, T0)  # a bust needs zero chips
    before = d.seats()
    d.tournament.bust(d.event, {on_t1[0]: 10000, on_t1[1]: 3000}, T0,
                      eliminators=[on_t1[2]])  # their bounties to who won the pot
    d.seating.balance(d.event, T0, random.Random(12))
    moved = d.seats()
    assert moved != {k: v for k, v in before.items() if k not in on_t1[:2]}
    assert d.events.undo_last(d.event, T0).kind == "balance"
    assert d.seats() == {k: v for k, v in before.items() if k not in on_t1[:2]}
    assert d.events.undo_last(d.event, T0).kind == "bust"
    assert d.seats() == before
    assert d.entry(on_t1[0]).place is None and d.entry(on_t1[1]).place is None
    kinds = [(a.kind, a.undone) for a in history(db, d.event)][-8:]
    assert kinds == [("rebuy", True), ("undo", False), ("chip count", False),
                     ("chip count", False), ("bust", True), ("balance", True),
                     ("undo", False), ("undo", False)]
    assert d.events.undo_last(d.event, T0).kind == "chip count"
    assert t2 in {t for t, _, _ in d.seats().values()}


def test_undo_is_refused_when_a_hand_changed_the_chips_since(db: Database) -> None:
    d = Director(db)
    ann, _ = d.players(2)
    d.seating.open_tables(d.event, 1, T0)
    d.seating.draw_seats(d.event, T0, random.Random(13))
    d.tournament.rebuy(ann, T0)
    with Session(db.engine) as s:  # a hand was won meanwhile
        seat = s.exec(select(Seat).where(Seat.entry_id == ann)).one()
        seat.stack += 500
        s.add(seat)
        s.commit()
    with pytest.raises(ServiceError, match="cannot undo 'Rebuy"):
        d.events.undo_last(d.event, T0)
    assert d.entry(ann).rebuys == 1


def test_a_player_dragged_to_another_seat_keeps_their_chips_and_the_move_undoes(
        db: Database) -> None:
    d = Director(db)
    ann, bob = d.players(2)
    [t1] = d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(3))
    d.tournament.count_chips(ann, 7300, T0)
    table, seat, _ = d.seats()[ann]
    free = next(n for n in range(1, 10) if n not in {s for _, s, _ in d.seats().values()})
    d.seating.move_player(ann, t1, free, T0)
    assert d.seats()[ann] == (t1, free, 7300)
    bob_seat = d.seats()[bob][1]
    with pytest.raises(ServiceError, match="taken"):
        d.seating.move_player(ann, t1, bob_seat, T0)
    assert d.seats()[ann] == (t1, free, 7300), "a refused move changes nothing"
    assert d.events.undo_last(d.event, T0).kind == "seat move"
    assert d.seats()[ann] == (table, seat, 7300)
