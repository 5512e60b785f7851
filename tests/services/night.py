"""A small tournament night through the services, for the tests of chips around a
running hand: the director's commands, the dealer panel's session at each table,
and the chips balance checked after every command (``Night.check``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import TypeVar

import hypothesis
from sqlmodel import Session, col, select

from director.engine.cards import STANDARD_DECK, Card
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Show
from director.engine.hand.state import HandState
from director.engine.messages import render
from director.services.core.stored_hands import GIVEN_BACK, dead_pots, replay_stored
from director.services.events.event_service import EventService
from director.services.events.table_games import table_game
from director.services.seating.seating_service import SeatingService
from director.services.tables import table_state
from director.services.tables.dealer_session import DealerSession, TableGame
from director.services.tables.table_service import TableService
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.tournament_service import TournamentService
from director.store.codec import setup_from_json
from director.store.db import Database
from director.store.models import ClockState, Entry, Hand, Seat, TableRow
from director.store.models import Event as EventRow

T0 = datetime(2024, 6, 1, 18, 0, tzinfo=UTC)
MIN = timedelta(minutes=1)
LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
]
CHIPS = [{"value": 25, "color": "green", "count": 800},
         {"value": 100, "color": "black", "count": 800},
         {"value": 500, "color": "purple", "count": 400},
         {"value": 1000, "color": "yellow", "count": 400}]
SETTINGS = {
    "buy_in": 3000, "fee": 300, "starting_stack": 10000,
    "late_registration_until_level": 2, "re_entries": 1,
    "rebuys": True, "rebuy": {"until_level": 2, "max_per_player": 3},
    "add_ons": True, "add_on": {"price": 2000, "chips": 5000, "at_break": 1},
    "blinds": {"levels": LEVELS, "chips": [25, 100, 500]}, "chips": CHIPS,
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 200, "percents": [70, 30]}]},
}
# five-card draw, antes only, fixed limit, jacks or better to open.
DRAW_LEVELS = [
    {"game": "draw", "limit": "fixed limit", "ante": 25, "small_bet": 100, "big_bet": 200,
     "minutes": 20},
    {"game": "draw", "limit": "fixed limit", "ante": 50, "small_bet": 200, "big_bet": 400,
     "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"game": "draw", "limit": "fixed limit", "ante": 100, "small_bet": 400, "big_bet": 800,
     "minutes": 20},
]
DRAW_OPENERS = {**SETTINGS, "game": "draw", "limit": "fixed limit",
                "house_rules": {"openers": True},
                "blinds": {"levels": DRAW_LEVELS, "chips": [25, 100, 500]}}
HOLDEM_25_50 = TableGame("holdem", Betting.no_limit(50), small_blind=25, big_blind=50)

R = TypeVar("R")


class Night:
    """One tournament: ``players`` entries seated at ``tables`` tables of 9 seats."""

    def __init__(self, db: Database, players: int, tables: int = 1, seed: int = 1,
                 settings: dict[str, object] | None = None) -> None:
        self.db = db
        self.events = EventService(db)
        self.tables = TableService(db)
        self.tournament = TournamentService(db)
        self.seating = SeatingService(db)
        self.event = self.events.create_event("tournament", "Saturday", settings or SETTINGS,
                                              T0)
        self.entries = [self.tournament.register(self.event,
                                                 self.events.add_player(f"P{i}", T0), T0)
                        for i in range(1, players + 1)]
        self.table_ids = self.seating.open_tables(self.event, tables, T0, seats=9)
        self.seating.draw_seats(self.event, T0, random.Random(seed))
        for table in self.table_ids:
            self.seating.draw_for_button(table, T0, random.Random(seed + table))
        self.check()

    # ------------------------------------------------------------ the store

    def seats(self) -> dict[int, tuple[int, int, int, int]]:
        """entry -> (table, seat, stack, chips behind)"""
        return seats_of(self.db)

    def seat_rows(self, table: int) -> dict[int, tuple[int | None, int, int]]:
        """seat -> (entry, stack, chips behind), every seat row of the table"""
        with Session(self.db.engine) as s:
            return {seat.number: (seat.entry_id, seat.stack, seat.chips_behind)
                    for seat in s.exec(select(Seat).where(Seat.table_id == table))}

    def entry_at(self, table: int, number: int) -> int:
        entry = self.seat_rows(table)[number][0]
        assert entry is not None
        return entry

    def check(self) -> None:
        """The event's chips balance, after every command (R-8.3, R-8.6)."""
        balance = chips_balance(self.db, self.event)
        assert balance.balanced, balance.problems

    def do(self, command: Callable[[], R]) -> R:
        """A director command, then the balance check."""
        result = command()
        self.check()
        return result

    # ------------------------------------------------------------ the dealer

    def panel(self, table: int, game: TableGame = HOLDEM_25_50,
              service: TableService | None = None) -> DealerSession:
        """The dealer panel's session at the table, as the window opens it."""
        service = service or self.tables
        button = service.running_state(table).button or 1
        return DealerSession.at_table(service, table, game, button)


def seats_of(db: Database) -> dict[int, tuple[int, int, int, int]]:
    """Every seated entry of the store: entry -> (table, seat, stack, chips behind)."""
    with Session(db.engine) as s:
        return {seat.entry_id: (seat.table_id, seat.number, seat.stack, seat.chips_behind)
                for seat in s.exec(select(Seat)) if seat.entry_id is not None}


#: The break after level 2 of ``SETTINGS``, whose color-up takes the 25s off (R-8.3).
BREAK_AFTER_LEVEL_2 = T0 + 41 * MIN


def colour_up_the_25s(night: Night) -> Night:
    """``night``'s clock started and taken to the break after level 2, whose color-up
    takes the 25s off at every table (R-8.3, the chip race drawn with a fixed seed):
    the smallest chip still in play is then the 100."""
    from director.services.tournament.color_ups import ColorUpService

    night.events.start_clock(night.event, T0)
    night.events.go_to_level(night.event, BREAK_AFTER_LEVEL_2, 2)
    colors = ColorUpService(night.db)
    plan = colors.plan(night.event, BREAK_AFTER_LEVEL_2)
    night.do(lambda: colors.color_up(night.event, 25, {s.entry_id: s.chips for s in plan.seats},
                                     BREAK_AFTER_LEVEL_2, random.Random(3)))
    return night


def store_settings_as_before(db: Database, event: int, settings: dict[str, object]) -> None:
    """``settings`` written to the event as stored before today's setup checks (read
    as stored, not checked again): data the program meets in an old file."""
    from director.services.core.documents import TournamentSettings

    old = TournamentSettings.model_validate(settings, context={"stored": True})
    with Session(db.engine) as s:
        row = s.get(EventRow, event)
        assert row is not None
        row.settings = old.model_dump_json()
        s.add(row)
        s.commit()

def dealer_turn(panel: DealerSession, kind: str, pick: int) -> None:
    """A dealer's turn at the table in a property test: ``finish`` plays the hand
    to its end (or starts the next one), ``pass`` the hand to its end with nobody
    betting (a dead deal where the rules need openers, R-6.5), anything else a few
    of the dealer's steps."""
    whole = kind in ("finish", "pass")
    if kind == "pass" and panel.is_complete:
        panel.next_hand()
    for _ in range(200 if whole else 1 + pick % 6):
        if whole and panel.is_complete:
            break
        dealer_act(panel, pick, passing=kind == "pass")
        pick = pick * 7 + 3


def jacks_or_better(panel: DealerSession) -> tuple[Card, Card]:
    """A pair of jacks or better no one has seen yet: the openers the opener shows
    (R-6.5) when the dealer did not type the cards dealt."""
    used = panel.used_cards()
    for rank in "JQKA":
        free = [c for c in (Card.parse(rank + suit) for suit in "shdc") if c not in used]
        if len(free) >= 2:
            return free[0], free[1]
    raise AssertionError("every jack, queen, king and ace is known")


def snapshot(night: Night) -> tuple[object, ...]:
    """Every seat and entry of the night, bounties included, each table's hands dealt
    and hand for hand (R-8.5), to see that a refused command changed nothing."""
    with Session(night.db.engine) as s:
        clock = s.get(ClockState, night.event)
        return (sorted((seat.table_id, seat.number, seat.entry_id, seat.stack,
                        seat.chips_behind) for seat in s.exec(select(Seat))),
                sorted((e.id or 0, e.place or 0, e.rebuys, e.add_ons, e.bounty, e.bounties_won,
                        e.hand_for_hand or 0) for e in s.exec(select(Entry))),
                sorted((t.id or 0, t.hands_dealt, t.hand_for_hand or 0)
                       for t in s.exec(select(TableRow))),
                None if clock is None else clock.hand_for_hand)


def places_hold(db: Database, event_id: int) -> None:
    """R-8.5, R-8.6: the players out cover the places below those still playing, each
    place once: out of 9 with 6 playing, 7, 8 and 9; a tie of two for 8th covers 8
    and 9, so no one else is 9th; with one left, the winner's 1st is among them."""
    with Session(db.engine) as s:
        entries = list(s.exec(select(Entry).where(Entry.event_id == event_id)))
    playing = sum(1 for e in entries if e.place is None)
    taken = Counter(e.place for e in entries if e.place is not None)
    place = playing + 1 if playing else 1
    for p in sorted(taken):
        assert p == place, f"place {p} after {place - 1}: {sorted(taken.elements())}"
        place += taken[p]
    assert place == len(entries) + 1, (playing, sorted(taken.elements()))


def fold_to_big_blind(session: DealerSession) -> None:
    """Blinds posted, cards dealt, everyone folds to the big blind, who takes the pot."""
    while session.step().kind.name in ("POST_BLIND", "POST_ANTE", "DEAL_HOLE"):
        session.advance()
    while not session.is_complete:
        if session.legal() is not None:
            session.fold()
        else:
            session.advance()


def all_in_and_win(session: DealerSession, winner: int, loser: int) -> None:
    """``loser`` moves all in, ``winner`` calls, everyone else folds; the cards are
    not entered, and the dealer awards every pot to ``winner`` by hand."""
    while session.step().kind.name in ("POST_BLIND", "POST_ANTE", "DEAL_HOLE"):
        session.advance()
    while not session.is_complete:
        legal = session.legal()
        if legal is not None:
            if legal.seat in (winner, loser):
                session.all_in()
            else:
                session.fold()
        elif session.step().kind.name == "AWARD":
            session.award_to(tuple(((winner,), ()) for _ in session.pot_rows()))
        else:
            session.advance()


def dealer_act(panel: DealerSession, pick: int, passing: bool = False) -> None:
    """One dealer action at the table: a betting choice, an award by hand (now and
    then a low half, where the game has one), the next step, or the next hand.
    ``passing``: nobody bets (five-card draw with openers: everyone checks, R-6.5, and
    the deal is dead). The cards the rules need typed (the door cards that decide
    stud's bring-in) are dealt at random from ``pick``."""
    if panel.is_complete:
        panel.next_hand()
        return
    state = panel.state
    legal = panel.legal()
    if panel.step().kind.name == "POST_BRING_IN":  # the lowest door card's
        if legal is None or legal.bring_in_payable:
            panel.bring_in()
        else:  # a bring-in the chips in play cannot make: completed (TDA 20)
            assert legal.raise_min is not None, render(panel.step().message)
            panel.bet_raise(legal.raise_min)
    elif legal is not None:
        choice = pick % 3
        if passing and not legal.call:
            panel.check_call()
        elif choice == 0 and legal.can_fold and legal.call:
            panel.fold()
        elif choice == 1 and legal.most_is_all_in:
            panel.all_in()
        elif choice == 1 and legal.raise_min is not None:  # a limit: the bet it allows
            panel.bet_raise(legal.raise_min)
        else:
            panel.check_call()
    elif (step := panel.step()).message.id == "step-show-openers" and step.seat is not None:
        panel.apply(Show(step.seat, jacks_or_better(panel)))  # the opener shows openers
    elif panel.step().kind.name == "AWARD":
        assert isinstance(state, HandState)
        rows = panel.pot_rows()
        winners = []
        low8 = state.setup.game.low8  # R-2.4: now and then a low half, R-7.5's odd chip
        for row in rows:
            winner = row.seats[pick % len(row.seats)]
            low = row.seats[pick // 3 % len(row.seats)]
            winners.append(((winner,), (low,) if low8 and pick % 4 else ()))
        panel.award_to(tuple(winners))
    elif (request := panel.card_request()).required:  # stud's door cards
        free = [c for c in STANDARD_DECK if c not in panel.used_cards()]
        panel.advance(random.Random(pick).sample(free, request.count))
    else:
        panel.advance()


class Checked:
    """A service whose every command that returns is followed by the event's chips
    balance check (R-8.3, R-8.6); a refused command raised and changed nothing."""

    def __init__(self, service: object, db: Database, event: Callable[[], int]) -> None:
        self._service, self._db, self._event = service, db, event

    def __getattr__(self, name: str) -> object:
        attribute = getattr(self._service, name)
        if not callable(attribute) or name.startswith("_"):
            return attribute

        def checked(*args: object, **kwargs: object) -> object:
            result = attribute(*args, **kwargs)
            balance = chips_balance(self._db, self._event())
            assert balance.balanced, (name, balance.problems)
            return result
        return checked


def dead_deal_of_75(db: Database) -> tuple[Night, int, DealerSession, int]:
    """R-6.5: draw with openers, antes 25, three players of 10,000 at one table, the
    clock started; nobody opens the panel's first hand, and its 75 waits in the pot for
    the deal again. The night, the table, its panel and the button."""
    night = Night(db, 3, settings=DRAW_OPENERS)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    panel = night.panel(table, table_game(db, night.event, T0))
    button = panel.button_seat
    dealer_turn(panel, "pass", 0)
    assert panel.hand.dead_deal and panel.hand.carried_out == 75
    return night, table, panel, button


def dead_pot_waits(db: Database, event: int) -> bool:
    """A dead deal's pot waits on a table of the event for the deal again (R-6.5)."""
    with Session(db.engine) as s:
        tables = [t.id for t in s.exec(select(TableRow).where(TableRow.event_id == event))]
        return dead_pots(s, [t for t in tables if t is not None]) > 0


def _all_in_on_the_ante_stays(s: Session, table: TableRow, dead: HandState) -> None:
    """R-6.5 at a tournament table: a player all-in on the ante of the dead deal waiting
    there is still in the tournament (their bust is refused until the pot is decided)
    and still in their seat, unless a balancing moved them (the seat is refilled)."""
    entries = {seat.number: seat.entry_id for seat in s.exec(
        select(Seat).where(Seat.table_id == table.id))}
    if all(entry is None for entry in entries.values()):
        return  # a cash table: a busted player may leave, their ante stays as dead money
    refilled = table_state.read(table).refilled
    for i, seat in enumerate(dead.setup.seats):
        if dead.stacks[i] == 0 and dead.totals[i] and seat not in refilled:
            entry = entries.get(seat)
            assert entry is not None, f"seat {seat} busted with its ante in a dead pot"
            place = s.get(Entry, entry)
            assert place is not None and place.place is None, (table.id, seat)


def dead_deals_hold(db: Database, event: int, panels: Mapping[int, DealerSession]) -> None:
    """R-6.5 at every table of the event, from the stored hands: each hand's log
    replays to the state kept with it and to the panel's hand; the pot of a dead
    deal (nobody opened) goes into the next hand dealt at its table and only that
    one, which holds it until someone wins it, a player all-in on its ante dealt in
    again with no chips; no table is closed with a dead deal's pot still on it (it
    would never be won): closing gives it back to its players (``give_back``)."""
    rewritten, broken = TableService(db).check_running_hands()
    assert (rewritten, broken) == ([], []), [str(m) for m in rewritten + broken]
    with Session(db.engine) as s:
        tables = list(s.exec(select(TableRow).where(TableRow.event_id == event)))
        for table in tables:
            carried, hand_state = 0, None
            for hand in s.exec(select(Hand).where(Hand.table_id == table.id)
                               .order_by(col(Hand.number))):
                setup = setup_from_json(hand.setup)
                hand_state = replay_stored(s, hand, trust_state=False)[1]
                if not isinstance(hand_state, HandState):
                    carried = 0
                    continue
                assert setup.carried_pot == carried, (table.id, hand.number, carried)
                if 0 in setup.stacks:
                    hypothesis.event("dealt in again all-in on a dead deal's ante (R-6.5)")
                    assert all(setup.carried_antes[i] > 0 for i, stack
                               in enumerate(setup.stacks) if stack == 0)
                left = sum(hand_state.stacks) + hand_state.carried_out
                if not hand_state.is_complete:
                    left = hand_state.chips_in_play()
                assert left == sum(setup.stacks) + carried, (table.id, hand.number)
                if carried and hand_state.is_complete and not hand_state.dead_deal:
                    hypothesis.event("a dead deal's pot won in the next hand")
                carried = hand_state.carried_out if hand_state.is_complete else 0
                if hand.status == GIVEN_BACK:  # nobody left to deal it: back to its players
                    assert table.closed and carried, (table.id, hand.number)
                    hypothesis.event("a dead pot given back to its players (R-6.5)")
                    carried = 0
            assert not (table.closed and carried), f"table {table.id} closed on a dead pot"
            if carried and isinstance(hand_state, HandState) and table.event_id == event:
                _all_in_on_the_ante_stays(s, table, hand_state)
        for table_id, panel in panels.items():
            hand = None if panel.hand_id is None else s.get(Hand, panel.hand_id)
            if hand is not None and hand.table_id == table_id:
                stored = replay_stored(s, hand, trust_state=False)[1]
                assert (stored.log, stored.is_complete) == (panel.state.log,
                                                            panel.state.is_complete)
