"""R-8.3 to R-8.6 at a tournament of two tables, each dealt at the dealer panel and
on the felt in turn, with the chips each player truly has kept beside the program: a
hand on the felt moves chips the program does not see (a pot won from a neighbour,
now and then the loser's last chip); a hand at the panel may run while the director
acts. The director busts the players left with nothing, rebuys (a player just busted
too), takes the add-on at the break, enters and re-enters players late, counts a
player at the console, opens a third table, moves players, balances and breaks the
tables (a new one too: its chips in play are the night's, R-8.3), draws for the
button, colors up the 25s and, in a game with a second break, the 100s (each player
hands in theirs), turns hand for hand on and off, moves the clock to a level, takes
the newest of these back (Ctrl+Z: as if it never happened) and puts back what it
took back (Ctrl+Shift+Z), after hands dealt since at a table the action did not
change too; before the panel deals after the felt it asks the count of the table,
then of the players moved in from the felt uncounted, as the window does. The game
is hold'em, five-card draw with jacks or better to open (a deal nobody opens leaves
its antes in the pot, in no seat, for the deal again, R-6.5) or seven-card stud
(antes and the bring-in, R-6.4) or Omaha hi/lo, pot limit (a pot split high and low,
its odd chip in the smallest chip in play, R-7.5), or a mixed game whose levels deal
hold'em, stud hi/lo, razz and Omaha hi/lo in turn, or hold'em with a second break,
which colors up the 100s.

Whatever happened: a stack the program says it knows (dealt at the panel) is the
player's true stack; the panel deals the true stacks; the chips in play are the
chips the players truly hold, and the check of the stacks against them reports no
difference the director did not make. The chips balance and the places hold after
every step, and no seated player's chips hold a chip out of play (R-8.3); at the
end every player counted, the check compares and finds nothing missing. Before, it
found: a table the panel had dealt, dealt on the felt since, counted as known (a bust
there showed the busted player's stored chips as missing; the rebuy's stack limit
was asked of the panel's stale stack); a table dealt only on the felt dealt at the
panel from the chips bought; counts of different times, or a color-up's guess of a
stack not tracked, compared as one count (tests/services/test_felt_stacks_known.py
has each as a test); a draw for the button while a dead deal's pot waited, which
lost the pot (tests/services/test_next_hand_redeal.py); the clock sent back past
the break's color-up to blinds of 25 the 100s left cannot pay, and a hi/lo pot split
in the structure's 100s while the 25s were still in play
(tests/services/test_clock_after_color_up.py)."""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Callable
from datetime import timedelta
from typing import TypeVar

import hypothesis
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlmodel import Session, select

from director.engine.hand.state import HandState
from director.engine.messages import MessageError, render
from director.services.core.action_log import history, redo_last, undo_last
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.table_games import table_game
from director.services.seating.felt_count import count_due, count_stacks
from director.services.seating.moved_stacks import count_moved
from director.services.seating.moved_stacks import stacks_to_count as moved_to_count
from director.services.tables.dealer_session import DealerError, DealerSession
from director.services.tournament.chips_known import stacks_known
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.hand_for_hand import HandForHandService
from director.store.db import Database
from director.store.models import Entry, TableRow
from tests.services.back_and_forth import BackAndForth
from tests.services.night import (
    DRAW_OPENERS,
    LEVELS,
    SETTINGS,
    T0,
    Night,
    dealer_act,
    places_hold,
    snapshot,
)
from tests.template_db import NIGHT_SETTINGS, night_database

# seven-card stud, antes and the bring-in, the 25s colored up at the break
STUD_LEVELS = [
    {"game": "stud", "limit": "fixed limit", "ante": 25, "bring_in": 25, "small_bet": 100,
     "big_bet": 200, "minutes": 20},
    {"game": "stud", "limit": "fixed limit", "ante": 50, "bring_in": 50, "small_bet": 200,
     "big_bet": 400, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"game": "stud", "limit": "fixed limit", "ante": 100, "bring_in": 100, "small_bet": 400,
     "big_bet": 800, "minutes": 20},
]
# a mixed game, its game changing from level to level: hold'em, stud hi/lo (antes and
# the bring-in, a split pot), razz (the highest door card brings in) after the break,
# then Omaha hi/lo, pot limit
MIXED_LEVELS = [
    {"game": "holdem", "limit": "no limit", "small_blind": 25, "big_blind": 50,
     "minutes": 20},
    {"game": "stud-hilo", "limit": "fixed limit", "ante": 25, "bring_in": 25,
     "small_bet": 100, "big_bet": 200, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"game": "razz", "limit": "fixed limit", "ante": 100, "bring_in": 100,
     "small_bet": 400, "big_bet": 800, "minutes": 20},
    {"game": "omaha-hilo", "limit": "pot limit", "small_blind": 200, "big_blind": 400,
     "minutes": 20},
]
# hold'em with a second break, whose color-up takes the 100s off: a table
# opened after the first has no 25s, nor 100s after the second
TWO_COLOR_UP_LEVELS = [
    *LEVELS,
    {"small_blind": 200, "big_blind": 400, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [100]},
    {"small_blind": 500, "big_blind": 1000, "minutes": 20},
]
GAMES: dict[str, dict[str, object] | None] = {
    "holdem": None, "draw": DRAW_OPENERS,
    "stud": {**DRAW_OPENERS, "game": "stud", "house_rules": {},
             "blinds": {"levels": STUD_LEVELS, "chips": [25, 100, 500]}},
    "omaha-hilo": {**SETTINGS, "game": "omaha-hilo", "limit": "pot limit"},
    "mixed": {**SETTINGS, "blinds": {"levels": MIXED_LEVELS, "chips": [25, 100, 500]}},
    "two color-ups": {**SETTINGS, "blinds": {"levels": TWO_COLOR_UP_LEVELS,
                                             "chips": [25, 100, 500]}}}
# at 9 seats a table (the mixed game's stud levels deal eight at most)
MOST = {"holdem": 9, "omaha-hilo": 9, "draw": 7, "stud": 8, "mixed": 8, "two color-ups": 9}
R = TypeVar("R")
# the refusals a rule gives the director's rebuy whatever the stacks (TDA 27)
REBUY_CLOSED = {"event-rebuy-limit-reached", "event-rebuy-closed", "svc-winner-no-rebuy",
                "svc-hand-for-hand-rebuy-twice"}  # no seat that has not dealt it

op = st.one_of(
    st.tuples(st.just("felt"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("panel"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("deal"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("dealer undo"), st.integers(0, 2)),
    st.tuples(st.just("bust"), st.integers(0, 9)),
    st.tuples(st.just("rebuy"), st.integers(0, 9)),
    st.tuples(st.just("count"), st.integers(0, 9)),
    st.tuples(st.just("move"), st.integers(0, 9), st.integers(0, 8)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
    # Ctrl+Z a few times, then Ctrl+Shift+Z a few (each its own step)
    st.tuples(st.just("back and forth"), st.integers(1, 3), st.integers(1, 3)),
    st.tuples(st.just("late"), st.integers(0, 1000)),
    st.tuples(st.just("balance"), st.integers(0, 1000)),
    st.tuples(st.just("draw"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("open")),
    # one of the game's breaks, its color-up made there now and then
    st.tuples(st.just("break"), st.integers(0, 3), st.integers(0, 1000)),
    st.tuples(st.just("add-on"), st.integers(0, 9)),
    st.tuples(st.just("color-up"), st.integers(0, 1000)),
    st.tuples(st.just("hand for hand"), st.integers(0, 3)),
    st.tuples(st.just("re-enter"), st.integers(0, 9)),
    st.tuples(st.just("level"), st.integers(0, 7)),  # of the game's levels
)


NIGHT = {"ops": st.lists(op, min_size=8, max_size=int(os.environ.get("TRUTH_STEPS", "30"))),
         "seed": st.integers(0, 1000), "game": st.sampled_from(sorted(GAMES))}


# TRUTH_EXAMPLES: more nights, as a longer hunt runs them; TRUTH_STEPS: longer nights.
# Five nights in the default run (the suite's 10 minutes, issue 33); 40 in the slow one.
@settings(NIGHT_SETTINGS, max_examples=int(os.environ.get("TRUTH_EXAMPLES", "5")))
@given(**NIGHT)
def test_R_8_6_a_tournaments_stacks_known_are_the_truth_and_the_check_finds_nothing_missing(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int,
        game: str) -> None:
    """Hold'em; five-card draw with jacks or better to open (R-6.5: a deal nobody
    opens leaves its antes in the pot for the deal again); seven-card stud (antes and
    the bring-in, R-6.4, at most eight players a table, R-4.5); Omaha hi/lo, pot limit
    (R-6.2, pots split high and low, R-7.5); a mixed game, its game the level's (a
    bring-in the chips left cannot pay completed, TDA 20)."""
    with night_database(tmp_path_factory, "tournament-truth") as db:
        _Night(db, random.Random(seed), game).run(ops)


@pytest.mark.slow
@settings(NIGHT_SETTINGS, max_examples=40)
@given(**NIGHT)
def test_R_8_6_a_tournaments_stacks_known_are_the_truth_over_many_nights(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int,
        game: str) -> None:
    """The same, 40 nights (``pytest -m slow``)."""
    with night_database(tmp_path_factory, "tournament-truth") as db:
        _Night(db, random.Random(seed), game).run(ops)


class _Night:
    def __init__(self, db: Database, rnd: random.Random, game: str = "holdem") -> None:
        self.db, self.rnd, self.game, self.openers = db, rnd, game, game == "draw"
        self.night = Night(db, 10, tables=2, seed=rnd.randrange(1000), settings=GAMES[game])
        levels = (GAMES[game] or SETTINGS)["blinds"]["levels"]  # type: ignore[index]
        self.levels = len(levels)
        self.breaks = [i for i, item in enumerate(levels) if item.get("is_break")]
        self.now = T0
        self.night.events.start_clock(self.night.event, T0)
        self.truth = {entry: 10_000 for entry in self.night.entries}
        # Ctrl+Z and Ctrl+Shift+Z: what each action did to the true chips
        self.back_and_forth = BackAndForth(self.truth)
        self.panels: dict[int, DealerSession] = {}
        self.in_hand: dict[int, dict[int, int]] = {}  # table -> seat -> entry, a hand runs
        self.passing: set[int] = set()  # tables whose hand nobody bets (R-6.5: nobody opens)
        # table -> the pot of its dead deal, waiting for the deal again, and the
        # players who have antes in it
        self.middle: dict[int, int] = {}
        self.antes_in: dict[int, set[int]] = {}

    # ------------------------------------------------------------ the truth

    def seated(self) -> dict[int, tuple[int, int]]:
        """entry -> (table, seat)"""
        return {e: (t, n) for e, (t, n, _, _) in self.night.seats().items()}

    def playing(self) -> list[int]:
        with Session(self.db.engine) as s:
            return sorted(e.id or 0 for e in s.exec(select(Entry).where(
                Entry.event_id == self.night.event, Entry.place == None)))  # noqa: E711

    def felt(self, table: int, pick: int) -> None:
        """A hand on the felt: a pot the program does not see, won from a neighbour,
        now and then every chip the loser had."""
        there = sorted(e for e, (t, _) in self.seated().items()
                       if t == table and self.truth[e])
        if len(there) < 2:
            return
        try:
            self.night.seating.next_hand(table, self.now,
                                         self.night.tables.running_state(table).hands_dealt)
        except ServiceError:
            return  # fewer than two who can be dealt in
        loser, winner = self.rnd.sample(there, 2)
        chip = self.chip(table)
        won = self.truth[loser] if pick % 3 == 0 else \
            self.rnd.randrange(self.truth[loser] // chip + 1) * chip
        self.truth[loser] -= won
        self.truth[winner] += won

    def panel(self, table: int, pick: int, whole: bool = True) -> None:
        """The panel's hand at the table, as the window deals it: a hand running there
        played on (``whole``: to its end, else a few of the dealer's steps, the
        director acting meanwhile); else the next hand, the table's count first after
        hands on the felt, then the players moved in from the felt uncounted (each the
        truth); a player with nothing left is busted first (the director's). A table
        broken up deals no more (its panel says so and deals nothing)."""
        panel = self.panels.get(table)
        if table not in self.in_hand:
            if table not in self.open_tables():
                return
            panel = self.deal(table)
            if panel is None:
                return
        assert panel is not None
        for _ in range(400 if whole else 1 + pick % 6):  # never into the next hand
            if panel.is_complete:
                break
            dealer_act(panel, pick, passing=table in self.passing)
            pick = pick * 7 + 3
        if panel.is_complete:  # each player's chips move as the hand moved them
            for seat, start, end in zip(panel.hand.setup.seats, panel.hand.setup.stacks,
                                        panel.state.stacks, strict=True):
                self.truth[self.in_hand[table][seat]] += end - start
            hypothesis.event(f"a hand at the panel played to its end: {self.game}")
            state = panel.state  # a dead deal's antes wait in the pot
            dead = isinstance(state, HandState) and state.dead_deal
            if dead:
                hypothesis.event("a dead deal: nobody opened (R-6.5)")
            self.middle[table] = state.carried_out if isinstance(state, HandState) \
                and dead else 0
            self.antes_in[table] = {self.in_hand[table][seat] for seat, put in
                                    state.carried_by_seat().items() if put} \
                if isinstance(state, HandState) and dead else set()
            del self.in_hand[table]

    def deal(self, table: int) -> DealerSession | None:
        if count_due(self.db, table) is not None:
            hypothesis.event("the panel's count after hands on the felt")
            self.count_table(table)
        moved = moved_to_count(self.db, table, between_hands=True)
        if moved:
            hypothesis.event("players moved in from the felt counted (R-8.4)")
            counts = {m.seat: self.in_front(m.entry_id) for m in moved}
            try:
                count_moved(self.db, table, counts, self.now)
            except ServiceError as exc:
                raise AssertionError(f"the true count of those moved in refused: "
                                     f"{render(exc.message)}") from None
        seats = {n: e for e, (t, n) in self.seated().items() if t == table}
        if sum(1 for e in seats.values() if self.truth[e]) < 2 or any(
                not self.truth[e] and not self.ante_waits(e) for e in seats.values()):
            return None  # fewer than two to deal in, or a bust the director has to make
        stored = {n: stack + behind for e, (t, n, stack, behind) in self.night.seats().items()
                  if t == table}
        assert stored == {n: self.truth[e] for n, e in seats.items()}, \
            "the panel would deal stacks that are not the players' chips"
        game = table_game(self.db, self.night.event, self.now)
        panel = self.panels.get(table)
        try:
            if panel is None:
                panel = self.panels[table] = self.night.panel(table, game)
            else:
                panel.follow_table()
                panel.use_for_next_hand(game)
                if panel.is_complete:
                    panel.next_hand()
        except MessageError as exc:  # a draw for the button first
            assert exc.message.id in ("svc-button-draw-due", "svc-button-not-drawn",
                                      "svc-hand-for-hand-wait") or (
                exc.message.id == "hand-setup-too-many" and len(seats) > MOST[self.game]), \
                render(exc.message)  # R-4.5: draw deals seven at most, stud eight
            return None
        assert dict(zip(panel.hand.setup.seats, panel.hand.setup.stacks, strict=True)) == \
            {n: self.truth[seats[n]] for n in panel.hand.setup.seats}, "the panel's stacks"
        self.in_hand[table] = {n: seats[n] for n in panel.hand.setup.seats}
        self.back_and_forth.hands += 1
        if self.openers and self.rnd.random() < 0.4:
            self.passing.add(table)
        else:
            self.passing.discard(table)
        return panel

    def ante_waits(self, entry: int) -> bool:
        """R-6.5: the player's ante is in a dead deal's pot at their table, which they
        are dealt again for (all-in, with no chips behind it)."""
        table = self.seated()[entry][0]
        return bool(self.middle.get(table)) and entry in self.antes_in.get(table, ())

    def in_front(self, entry: int) -> int:
        """The chips a count finds in front of the player: theirs, less the chips bought
        during a hand, kept behind until the next hand (R-8.6)."""
        return self.truth[entry] - self.night.seats()[entry][3]

    def in_a_hand(self, entry: int) -> bool:
        return any(entry in seats.values() for seats in self.in_hand.values())

    def or_in_a_hand(self, entry: int, command: Callable[[], object], what: str) -> None:
        """A command of the director's for a player, refused only while the player's
        hand runs, or a move that would deal them a hand-for-hand hand twice (R-8.5; in
        words, nothing changed)."""
        before = snapshot(self.night)
        try:
            command()
        except ServiceError as exc:
            assert snapshot(self.night) == before
            if exc.message.id == "svc-hand-for-hand-move-twice":
                hypothesis.event("a move refused: the hand-for-hand hand twice (R-8.5)")
                return
            if exc.message.id == "svc-move-ante-in-dead-pot" and self.ante_waits(entry):
                hypothesis.event("a move refused: the ante in a dead deal's pot (R-6.5)")
                return
            assert self.in_a_hand(entry), f"{what} refused: {render(exc.message)}"
            hypothesis.event(f"{what} refused while the player's hand runs")

    def count_table(self, table: int) -> None:
        stacks = {n: self.in_front(e) for e, (t, n) in self.seated().items() if t == table}
        try:
            count_stacks(self.db, table, stacks, self.now)
        except ServiceError as exc:
            raise AssertionError(f"the true count {stacks} refused: "
                                 f"{render(exc.message)}") from None

    # ------------------------------------------------------------ the night

    def run(self, ops: list[tuple[int | str, ...]]) -> None:
        moves = self.back_and_forth
        for step in moves.steps(ops):
            self.now += timedelta(seconds=30)
            truth, actions = moves.before(), len(history(self.db, self.night.event))
            if step == ("undo",):
                moves.undo(lambda: undo_last(self.db, self.night.event, self.now),
                           lambda: snapshot(self.night))
            elif step == ("redo",):
                moves.redo(lambda: redo_last(self.db, self.night.event, self.now),
                           lambda: snapshot(self.night))
            else:
                self.step(step)
            moves.done(step, truth, len(history(self.db, self.night.event)) - actions,
                       hand_steps=("panel", "deal"))
            self.check(step)
        for table in list(self.in_hand):  # the hands running played to their end
            self.panel(table, 0)
            self.check(("panel", table))
        for table in self.tables():  # everyone counted at the end
            for e, (t, _) in sorted(self.seated().items()):
                if t == table:
                    self.night.tournament.count_chips(e, self.in_front(e), self.now)
        count = self.night.tournament.chips_in_play(self.night.event)
        assert count.comparable, render(count.describe())
        assert count.difference == 0, render(count.describe())

    def check(self, step: tuple[int | str, ...]) -> None:
        self.night.check()
        places_hold(self.db, self.night.event)
        playing = self.playing()
        assert not any(self.truth[e] for e in self.truth if e not in playing), step
        with UnitOfWork(self.db, reads_only=True) as uow:
            known = stacks_known(uow.session, self.night.event)
        for e, (_, _, stack, behind) in self.night.seats().items():
            if known[e].dealt and not self.in_a_hand(e):  # a stack the program knows
                assert stack + behind == self.truth[e], (step, e, stack, self.truth[e])
        for e, (t, _) in self.seated().items():  # no chip out of play in a stack
            assert self.truth[e] % self.chip(t) == 0, (step, e, self.truth[e], self.chip(t))
        count = self.night.tournament.chips_in_play(self.night.event)
        assert count.in_play == sum(self.truth.values()) + sum(self.middle.values()), step
        if count.comparable:
            assert count.difference == 0, (step, render(count.describe()))
        if len(self.open_tables()) < 2:
            hypothesis.event("a table broken (R-8.4)")

    def step(self, step: tuple[int | str, ...]) -> None:
        seated, playing = self.seated(), self.playing()
        tables = self.tables()
        match step:
            case ("felt", t, pick):
                self.felt(tables[int(t) % len(tables)], int(pick))
            case ("panel", t, pick):
                self.panel(tables[int(t) % len(tables)], int(pick))
            case ("deal", t, pick):  # a few of the dealer's steps, the hand left running
                self.panel(tables[int(t) % len(tables)], int(pick), whole=False)
            case ("dealer undo", t) if tables[int(t) % len(tables)] in self.in_hand:
                with contextlib.suppress(DealerError):  # nothing of this hand to undo
                    self.panels[tables[int(t) % len(tables)]].undo()
            case ("open",) if len(tables) < 3:  # a table for late entries, or to balance to
                if self.refused_or(lambda: self.night.seating.open_tables(
                        self.night.event, 1, self.now)):
                    hypothesis.event("a table opened")
            case ("bust", who) if (out := [e for e in playing
                                           if e in seated and not self.truth[e]]):
                entry = out[int(who) % len(out)]  # a player with nothing left
                stack = self.night.seats()[entry][2]
                try:
                    self.night.tournament.bust(self.night.event, {entry: stack}, self.now)
                except ServiceError as exc:
                    if exc.message.id == "svc-bust-ante-in-dead-pot" and self.ante_waits(entry):
                        hypothesis.event("a bust refused: the ante in a dead deal's pot")
                        return
                    raise AssertionError(f"the bust of a player with nothing refused: "
                                         f"{render(exc.message)}") from None
            case ("late", pick):  # a late entry, seated at once
                self.refused_or(lambda: self.late(int(pick)))
            case ("balance", pick):  # a table breaks, or a player moves
                self.refused_or(lambda: self.night.seating.balance(
                    self.night.event, self.now, random.Random(pick)))
            case ("draw", t, pick):  # the button drawn (a table redrawn waits for it)
                self.refused_or(lambda: self.night.seating.draw_for_button(
                    tables[int(t) % len(tables)], self.now, random.Random(pick)))
            case ("break", which, pick):  # the clock to a break: the first is the
                breaks = self.breaks  # add-on's, a second the 100s' color-up
                if self.refused_or(lambda: self.night.events.go_to_level(
                        self.night.event, self.now, breaks[int(which) % len(breaks)])) \
                        is not None and int(pick) % 2:
                    self.color_up(int(pick))
            case ("level", index):  # the clock to a level: the next hands its game's
                if self.refused_or(lambda: self.night.events.go_to_level(
                        self.night.event, self.now, int(index) % self.levels)) is None:
                    hypothesis.event("the clock refused a level the chips left cannot pay")
            case ("add-on", who) if int(who) < len(playing) and playing[int(who)] in seated:
                entry = playing[int(who)]
                chips = self.refused_or(lambda: self.night.tournament.add_on(entry, self.now))
                if chips:
                    hypothesis.event("an add-on")
                self.truth[entry] += chips or 0
            case ("hand for hand", which):  # on, its next hand (twice), off
                hfh = HandForHandService(self.db)
                self.refused_or(lambda: [hfh.start, hfh.next_hand, hfh.next_hand, hfh.stop][
                    int(which)](self.night.event, self.now))
            case ("re-enter", who) if (out := [e for e in sorted(self.truth)
                                               if e not in playing]):
                entry = out[int(who) % len(out)]  # a new entry, a new seat
                with Session(self.db.engine) as s:
                    player = s.get(Entry, entry).player_id  # type: ignore[union-attr]
                done = self.refused_or(lambda: self.night.seating.enter_and_seat(
                    self.night.event, player, self.now, random.Random(entry)))
                if done is not None:
                    hypothesis.event("a re-entry")
                    self.truth[done[0]] = 10_000
            case ("color-up", pick):  # at the break, the 25s off every table
                self.color_up(int(pick))
            case ("rebuy", who) if int(who) < len(self.truth):
                self.rebuy(sorted(self.truth)[int(who)])
            case ("count", who) if int(who) < len(playing) and playing[int(who)] in seated:
                entry = playing[int(who)]
                self.or_in_a_hand(entry, lambda: self.night.tournament.count_chips(
                    entry, self.in_front(entry), self.now), "the true count")
            case ("move", who, seat) if int(who) < len(playing) and playing[int(who)] in seated \
                    and len(self.open_tables()) >= 2:
                entry = playing[int(who)]
                table, _ = seated[entry]
                others = [t for t in self.open_tables() if t != table]
                to = others[int(seat) % len(others)]
                free = [n for n in range(1, self.seats_at(to) + 1) if n not in
                        {n for t, n in seated.values() if t == to}]
                if free:
                    self.or_in_a_hand(entry, lambda: self.night.seating.move_player(
                        entry, to, free[int(seat) % len(free)], self.now), "a move")

    def refused_or(self, command: Callable[[], R]) -> R | None:
        """A command of the director's that the rules may refuse (late registration
        closed, nobody to move, the add-on outside its break...): refused, it changed
        nothing."""
        before = snapshot(self.night)
        try:
            return command()
        except ServiceError:
            assert snapshot(self.night) == before
            return None

    def color_up(self, pick: int) -> None:
        """The color-up the dialog offers (the break's, else the smallest chip no level
        to come needs): each player hands in the chips of that color they have, the odd
        ones their chips need (and now and then one chip of the next color's worth
        more); the race's chips are what they get back (at a table dealt on the felt the
        race may count a stack it does not know as what was handed in: what each
        player gives and gets is the same)."""
        plan = self.refused_or(lambda: ColorUpService(self.db).plan(self.night.event,
                                                                    self.now))
        if plan is None:
            return
        removed, step = plan.removed, plan.step
        handed = {}
        for e in self.seated():
            odd = self.truth[e] % step // removed
            more = step // removed if pick % 2 and self.truth[e] >= odd * removed + step else 0
            handed[e] = odd + more
        seated = {(t, n): e for e, (t, n) in self.seated().items()}
        before = snapshot(self.night)
        try:
            races = ColorUpService(self.db).color_up(self.night.event, removed, handed,
                                                     self.now, random.Random(pick))
        except ServiceError as exc:
            assert snapshot(self.night) == before
            hypothesis.event(f"a color-up of the {removed}s refused: {exc.message.id}")
            return
        for race in races:
            hypothesis.event(f"a color-up of the {removed}s (R-8.3)")
            for raced in race.result.seats:
                self.truth[seated[race.table_id, raced.seat]] += \
                    raced.stack_after - raced.stack_before

    def chip(self, table: int) -> int:
        """The smallest chip in play at the table: 25, 100 once the 25s are off, 500
        once the 100s are too."""
        return self.night.tables.smallest_chip(table) or 25

    def late(self, pick: int) -> None:
        player = self.night.events.add_player(f"Late {pick}", self.now)
        entry, _, _ = self.night.seating.enter_and_seat(self.night.event, player, self.now,
                                                        random.Random(pick))
        self.truth[entry] = 10_000

    def tables(self) -> list[int]:
        """The event's tables, open or broken, in the order they were opened."""
        with Session(self.db.engine) as s:
            return sorted(t.id or 0 for t in s.exec(select(TableRow).where(
                TableRow.event_id == self.night.event)))

    def seats_at(self, table: int) -> int:
        with Session(self.db.engine) as s:
            return s.get(TableRow, table).max_seats  # type: ignore[union-attr]

    def open_tables(self) -> list[int]:
        with Session(self.db.engine) as s:
            return [t.id or 0 for t in s.exec(select(TableRow).where(
                TableRow.event_id == self.night.event, TableRow.closed == False))]  # noqa: E712

    def rebuy(self, entry: int) -> None:
        """The director's word: a player with at most the starting stack (TDA 27), or
        one just busted, rebuys; refused only by a rule that holds whatever the stacks."""
        if self.truth[entry] > 10_000:
            return
        before = snapshot(self.night)
        try:
            rebuy = self.night.tournament.rebuy(entry, self.now)
        except ServiceError as exc:
            assert snapshot(self.night) == before
            if exc.message.id == "svc-rebuy-back-in-no-seat" and entry not in self.seated():
                hypothesis.event("a rebuy back in refused: every table full (R-8.6)")
                return
            assert exc.message.id in REBUY_CLOSED, \
                f"a rebuy at {self.truth[entry]} refused: {render(exc.message)}"
            return
        self.truth[entry] += rebuy.chips
        if rebuy.chips and not self.truth[entry] - rebuy.chips:
            hypothesis.event("a rebuy with nothing left, or just busted")
