"""R-8.7 at a cash game of two tables in 50s (a third opened during the night, in 50s or
5s, its button drawn for the felt, R-3.1: a stack of 5s moves to a table of 50s only
when they make it; or at twice the stakes, a game of its own with its own waiting
list), each dealt at the dealer panel and on the felt in turn (the panel at a table
dealt only on the felt so far too, its hand now and then left running while the
director acts: a cash-out or a move of a player in it is refused and changes nothing,
a top-up goes behind), with the chips each player truly has kept beside the program:
hands on the felt move chips the program does not see (a pot won from a neighbour),
the house rakes from a player's pot, players buy chips at the cage and sit down with
them or cash part of them, sit down, top up, change tables, sit out and come back
(posting what they missed or waiting for the big blind, R-3.6), put their names on the
waiting list or ask for a seat change and are given a free seat in that order (a
request is always a seated player's, from their seat; a name waiting is nobody's
seated at its stakes; a player who sits down leaves that game's list only, one who
moves or leaves their request), straddle where the table allows it (R-3.7) and leave,
the director takes the newest of these back (Ctrl+Z: as if it never happened) and puts
back what it took back (Ctrl+Shift+Z), after hands dealt since at a table the action
did not change too, and the panel asks for the count before it deals again after the
felt. The game is hold'em, seven-card stud (antes and the bring-in, R-6.4), stud
hi/lo, razz, Omaha hi/lo (pots split high and low, R-7.5), pineapple (R-6.3), survivor
guts (R-6.6), or five-card draw with jacks or better to open (R-6.5): a deal nobody
opens leaves its antes in the pot, in no seat, for the deal again (a hand on the felt
is refused meanwhile), and Settle gives a pot still waiting back to who put it in:
each player's cash-outs are what they were paid at the cage and the table, and their
own antes of that pot.

Whatever happened, the director can always record the truth: a player leaving with
the chips they have is paid that, a count of the true stacks is taken, a move from a
table whose stacks are not known takes the chips counted; a cash-out of one chip more
than the whole table has (and the rake) is refused and changes nothing. At the end everyone
leaves with what they have and the game settles: the money in is the money out and
the rake (before: a winner on the felt who left, a rake, or a move from a table
owing a count made the truth refused, or the game unsettleable)."""

from __future__ import annotations

import dataclasses
import os
import random
from collections.abc import Callable
from datetime import datetime, timedelta

import hypothesis
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from director.engine.event.cash_tables import Stakes
from director.engine.hand.state import HandState
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import history, redo_last, undo_last
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.felt_count import count_due, count_stacks
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database
from tests.services.back_and_forth import BackAndForth
from tests.services.test_cash_one_record import T0
from tests.services.test_cash_tables_properties import new_session, play
from tests.template_db import NIGHT_SETTINGS, night_database

NAMES = ("Ann", "Ben", "Cy", "Dora", "Eve", "Finn", "Gus")
CHIP = 50
STAKES = {"holdem": None,
          "draw": Stakes("draw", "fixed limit", ante=50, small_bet=100, big_bet=200),
          "stud": Stakes("stud", "fixed limit", ante=50, bring_in=50, small_bet=100,
                         big_bet=200),
          # pots split high and low, the odd chip in the smallest chip
          "omaha-hilo": Stakes("omaha-hilo", "pot limit", small_blind=50, big_blind=100),
          "stud-hilo": Stakes("stud-hilo", "fixed limit", ante=50, bring_in=50,
                              small_bet=100, big_bet=200),
          "razz": Stakes("razz", "fixed limit", ante=50, bring_in=50, small_bet=100,
                         big_bet=200),  # the highest door card brings in
          "pineapple": Stakes("pineapple", "no limit", small_blind=50, big_blind=100),
          # R-6.6: a round of deals, the losers' penalties in the next deal's pot
          "guts-survivor": Stakes("guts-survivor", "fixed limit", ante=50)}

# the tables whose game is dealt with blinds at no limit or pot limit allow a
# live straddle
STRADDLE = {"holdem", "omaha-hilo", "pineapple"}

op = st.one_of(
    st.tuples(st.just("felt"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("panel"), st.integers(0, 2), st.integers(0, 1000)),
    st.tuples(st.just("deal"), st.integers(0, 2), st.integers(1, 6)),
    st.tuples(st.just("rake"), st.integers(0, 2), st.integers(1, 6), st.integers(0, 1000)),
    st.tuples(st.just("sit"), st.integers(0, 2), st.integers(0, 6), st.integers(40, 120)),
    st.tuples(st.just("top up"), st.integers(0, 6), st.integers(1, 40)),
    st.tuples(st.just("leave"), st.integers(0, 6)),
    st.tuples(st.just("move"), st.integers(0, 6)),
    st.tuples(st.just("count"), st.integers(0, 2)),
    st.tuples(st.just("open"), st.sampled_from([CHIP, 5])),
    st.tuples(st.just("open bigger")),  # a game of its own: the same, at twice the stakes
    st.tuples(st.just("button"), st.integers(0, 2)),
    st.tuples(st.just("cage"), st.integers(0, 6), st.integers(1, 80)),
    st.tuples(st.just("cage out"), st.integers(0, 6), st.integers(1, 100)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
    # Ctrl+Z a few times, then Ctrl+Shift+Z a few (each its own step)
    st.tuples(st.just("back and forth"), st.integers(1, 3), st.integers(1, 3)),
    st.tuples(st.just("straddle"), st.integers(0, 2)),
    st.tuples(st.just("away"), st.integers(0, 6)),
    st.tuples(st.just("back"), st.integers(0, 6), st.booleans()),
    # the waiting list and seat-change requests, and a free seat given to the next in line
    st.tuples(st.just("wait"), st.integers(0, 6), st.booleans()),  # for the bigger game
    st.tuples(st.just("change"), st.integers(0, 6), st.booleans()),
    st.tuples(st.just("next"), st.integers(0, 2), st.integers(40, 120)),
)


NIGHT = {"ops": st.lists(op, min_size=8, max_size=int(os.environ.get("TRUTH_STEPS", "30"))),
         "seed": st.integers(0, 1000), "game": st.sampled_from(sorted(STAKES))}


# TRUTH_EXAMPLES: more nights, as a longer hunt runs them; TRUTH_STEPS: longer nights.
# Six nights in the default run (the suite's 10 minutes, issue 33); 40 in the slow one.
@settings(NIGHT_SETTINGS, max_examples=int(os.environ.get("TRUTH_EXAMPLES", "6")))
@given(**NIGHT)
# a third table in 5s, its button drawn and a pot on the felt there the 50s
# cannot make: the move of its stack to a table of 50s is refused and changes nothing
@example(ops=[("open", 5), ("sit", 2, 5, 50), ("sit", 2, 6, 50), ("button", 2),
              ("felt", 2, 0), ("move", 5), ("move", 6)], seed=0, game="holdem")
# Finn on the lists of the game and of a table at twice its stakes, seated at the first
# table: still on the second list, before Gus, who is not seated
@example(ops=[("open bigger",), ("wait", 5, False), ("wait", 5, True), ("wait", 6, True),
              ("sit", 0, 5, 50), ("next", 1, 50), ("undo",), ("redo",)], seed=0,
         game="stud")
def test_R_8_7_the_truth_is_always_recorded_and_the_game_settles(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int,
        game: str) -> None:
    """Two tables of one game: hold'em; seven-card stud (antes and the bring-in,
    R-6.4), stud hi/lo or razz; Omaha hi/lo, pot limit (high and low halves, R-7.5);
    pineapple (R-6.3); survivor guts (a round's penalties, R-6.6); or five-card draw
    with jacks or better to open (R-6.5): a deal nobody opens leaves its antes in the
    pot for the deal again, in no seat, while players leave, move, top up and count."""
    with night_database(tmp_path_factory, "truth") as db:
        _Night(db, random.Random(seed), game).run(ops)


@pytest.mark.slow
@settings(NIGHT_SETTINGS, max_examples=40)
@given(**NIGHT)
def test_R_8_7_the_truth_is_always_recorded_and_the_game_settles_over_many_nights(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int,
        game: str) -> None:
    """The same, 40 nights (``pytest -m slow``)."""
    with night_database(tmp_path_factory, "truth") as db:
        _Night(db, random.Random(seed), game).run(ops)


class _Night:
    def __init__(self, db: Database, rnd: random.Random, game: str = "holdem") -> None:
        openers, self.game = game == "draw", game
        self.db, self.rnd, self.now = db, rnd, T0
        events = EventService(db)
        self.event = events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000,
            "max_buy_in": 10_000, "house_rules": {"openers": openers}}, T0)
        self.players = [events.add_player(name, T0) for name in NAMES]
        self.cash, self.tables = CashGameService(db), CashTableService(db, rnd)
        self.ts, self.seating = TableService(db), SeatingService(db)
        self.ids = [self.open_table(T0, CHIP) for _ in range(2)]  # the open tables, by id
        stakes = self.stakes = self.tables.table(self.ids[0]).stakes
        self.bigger = dataclasses.replace(stakes, **{  # the same game at twice the stakes
            f: 2 * getattr(stakes, f) for f in ("small_blind", "big_blind", "ante",
                                                "bring_in", "small_bet", "big_bet")})
        # table -> the pot of its dead deal waiting for the deal again; the
        # tables whose hand nobody bets (nobody opens)
        self.middle: dict[int, int] = {}
        self.antes: dict[int, dict[int, int]] = {}  # table -> player -> antes in its pot
        self.passing: set[int] = set()
        self.paid: dict[int, int] = {}  # player -> the cash-outs they were paid
        self.openers = openers
        self.truth: dict[int, int] = {}  # player -> the chips they truly have
        # Ctrl+Z and Ctrl+Shift+Z: what each action did to the chips and the cash-outs
        self.back_and_forth = BackAndForth(self.truth, self.paid)
        self.running: dict[int, DealerSession] = {}  # table -> its hand left running
        self.dealt_to: dict[int, dict[int, int]] = {}  # table -> seat -> player dealt in
        for table, who in ((0, 0), (0, 1), (0, 2), (1, 3), (1, 4)):
            self.tables.sit(self.ids[table], self.players[who], 4_000, T0)
            self.truth[self.players[who]] = 4_000
        if rnd.randrange(2):  # the first table dealt at the panel first, or on the felt
            self.panel(self.ids[0])  # (the panel asks the count before its first hand)

    # ------------------------------------------------------------ the truth

    def open_table(self, now: datetime, chip: int, stakes: Stakes | None = None) -> int:
        return self.tables.open_table(self.event, now, seats=6, smallest_chip=chip,
                                      stakes=stakes or STAKES[self.game],
                                      straddle=self.game in STRADDLE)

    def seated(self) -> dict[int, tuple[int, int]]:
        """player -> (table, seat)"""
        return {s.player_id: (t.table_id, s.number) for t in self.tables.tables(self.event)
                for s in t.seats}

    def panel(self, table: int, steps: int = 400) -> None:
        """The panel's hand at the table: the one running played on (``steps`` of the
        dealer's, the director acting meanwhile), else the next one dealt where its
        stacks are the players' chips (no count owed, no rake still in a stack); at its
        end each player's chips move as the hand moved them (a rake's chips still
        counted in a stack stay owed by it)."""
        session = self.running.get(table)
        if session is None:
            if count_due(self.db, table) is not None or self.owing(table):
                return
            session = new_session(self.ts, self.tables, table)
            if session is None:
                return  # fewer than two can be dealt in
            self.running[table] = session
            self.back_and_forth.hands += 1
            self.dealt_to[table] = {s.number: s.player_id for s in self.tables.table(table).seats}
            if self.openers and self.rnd.random() < 0.4:
                self.passing.add(table)
            else:
                self.passing.discard(table)
        play(session, self.rnd, steps, passing=table in self.passing)
        if session.is_complete:
            setup = session.state.setup
            for seat, start, end in zip(setup.seats, setup.stacks, session.state.stacks,
                                        strict=True):
                self.truth[self.dealt_to[table][seat]] += end - start
            hypothesis.event(f"a hand at the panel played to its end: {self.game}")
            state = session.state
            dead = isinstance(state, HandState) and state.dead_deal
            if dead:
                hypothesis.event("a dead deal: nobody opened (R-6.5)")
            self.middle[table] = state.carried_out if isinstance(state, HandState) \
                and dead else 0
            antes = self.antes[table] = self.antes.get(table, {}) if dead else {}
            for seat, start, end in zip(setup.seats, setup.stacks, session.state.stacks,
                                        strict=True):
                if dead and start > end:  # nobody bet: each ante went in
                    player = self.dealt_to[table][seat]
                    antes[player] = antes.get(player, 0) + start - end
            del self.running[table]

    def in_a_hand(self, player: int) -> bool:
        return any(player in {self.dealt_to[t][n] for n in s.state.setup.seats}
                   for t, s in self.running.items())

    def refused_in_a_hand(self, player: int, command: Callable[[], object]) -> None:
        """A cash-out, a move or a top-up of a player whose hand runs: refused in words
        (the chips are in the hand), or taken behind the stack (a top-up), nothing else
        changed."""
        before = self.snapshot()
        try:
            command()
        except ServiceError:
            assert self.snapshot() == before
            return
        raise AssertionError("a player's chips in a running hand were paid or moved")

    def owing(self, table: int) -> bool:
        """A stack as stored at ``table`` still counts a rake taken from it: the panel
        would deal chips its player has not got (the truth would go below 0)."""
        return any(s.chips > self.truth[s.player_id] for s in self.tables.table(table).seats)

    def felt(self, table: int) -> None:
        """A hand on the felt: a pot the program does not see, won from a neighbour, in
        the table's chips (at a table of 5s a stack of 2,015 the 50s cannot make)."""
        players = [p for p, (t, _) in self.seated().items() if t == table]
        if len(players) < 2:
            return
        try:
            self.seating.next_hand(table, self.now, self.tables.table(table).hands_dealt)
        except ServiceError:
            return  # no button yet, or fewer than two who can be dealt in
        loser, winner = self.rnd.sample(players, 2)
        chip = self.tables.table(table).smallest_chip
        won = self.rnd.randrange(self.truth[loser] // chip + 1) * chip
        if won % CHIP:
            hypothesis.event("a pot on the felt the 50s cannot make")
        self.truth[loser] -= won
        self.truth[winner] += won

    # ------------------------------------------------------------ the night

    def run(self, ops: list[tuple[int | str, ...]]) -> None:
        moves = self.back_and_forth
        for step in moves.steps(ops):
            self.now += timedelta(minutes=1)
            truth, actions = moves.before(), len(history(self.db, self.event))
            if step == ("undo",):
                moves.undo(lambda: undo_last(self.db, self.event, self.now), self.snapshot)
            elif step == ("redo",):
                moves.redo(lambda: redo_last(self.db, self.event, self.now), self.snapshot)
            else:
                self.step(step)
            moves.done(step, truth, len(history(self.db, self.event)) - actions,
                       hand_steps=("panel", "deal"))
            self.ids = sorted(t.table_id for t in self.tables.tables(self.event))  # undone: gone
            holders = {p.player_id: p.held for p in self.cash.book(self.event).players
                       if p.held}
            seated = self.seated()
            assert holders == {p: c for p, c in self.truth.items() if c and p not in seated}
            stakes = {t.table_id: t.stakes for t in self.tables.tables(self.event)}
            for w in self.tables.waiting(self.event):  # a seat change is a seated player's,
                # from their seat; a name on the list is nobody's seated at its stakes
                if w.kind == "change":
                    assert seated[w.player_id] == (w.from_table, w.from_seat), (step, w)
                else:  # with where they play another game meanwhile
                    assert w.player_id not in seated or \
                        stakes[seated[w.player_id][0]] != w.stakes, (step, w)
                    assert seated.get(w.player_id, (None, None)) == (w.from_table,
                                                                     w.from_seat), (step, w)
            assert sum(self.truth.values()) + sum(self.middle.values()) == \
                self.cash.ledger(self.event).on_table, step
        for table in list(self.running):  # the hands running played to their end
            self.panel(table)
        for player, (table, seat) in sorted(self.seated().items()):
            self.leave(table, seat, player)
        for player, chips in sorted(self.truth.items()):
            if chips:  # held at no seat, cashed at the end
                self.cash_out(player, chips)
        self.cash.finish(self.event, self.now)
        ledger = self.cash.ledger(self.event)
        assert ledger.money_in == ledger.money_out + sum(
            line.amount for line in ledger.lines if line.kind.value == "rake")
        # a dead deal's pot still waiting is given back to who put its antes in
        names = dict(zip(self.players, NAMES, strict=True))
        for player, name in names.items():
            out = sum(line.amount for line in ledger.lines
                      if line.kind.value == "cash-out" and line.player == name)
            back = sum(antes.get(player, 0) for antes in self.antes.values())
            if back:
                hypothesis.event("a dead deal's pot given back at Settle (R-6.5)")
            assert out == self.paid.get(player, 0) + back, (name, out, self.paid, back)

    def step(self, step: tuple[int | str, ...]) -> None:
        seated = self.seated()
        match step:
            case ("felt", t, _):
                self.felt(self.ids[int(t) % len(self.ids)])
            case ("panel", t, _):
                self.panel(self.ids[int(t) % len(self.ids)])
            case ("deal", t, steps):  # a few of the dealer's steps, the hand left running
                self.panel(self.ids[int(t) % len(self.ids)], int(steps))
            case ("rake", t, hundreds, pick):
                there = sorted(p for p, (table, _) in seated.items()
                               if table == self.ids[int(t) % len(self.ids)]
                               and self.truth[p] >= CHIP
                               and not self.in_a_hand(p))
                if there:  # from a pot this player won (one that has ended)
                    player = there[int(pick) % len(there)]
                    amount = min(int(hundreds) * CHIP, self.truth[player])
                    self.cash.rake(self.event, amount, self.now)
                    self.truth[player] -= amount
            case ("sit", t, who, hundreds) if self.players[int(who)] not in seated:
                player = self.players[int(who)]  # with the chips they hold, if any
                buy_in = 0 if self.truth.get(player) else int(hundreds) * CHIP
                table = self.ids[int(t) % len(self.ids)]  # off that game's list only
                try:
                    self.off_the_lists(lambda: self.tables.sit(table, player, buy_in, self.now),
                                       player, "wait", self.tables.table(table).stakes)
                except ServiceError:
                    return  # the table is full, or more than its largest buy-in
                self.truth[player] = self.truth.get(player, 0) + buy_in
            case ("cage", who, hundreds) if self.players[int(who)] not in seated:
                player = self.players[int(who)]  # chips bought before a seat
                try:
                    self.cash.buy_in(self.event, player, int(hundreds) * CHIP, self.now)
                except ServiceError:
                    return  # more than any table's largest buy-in
                self.truth[player] = self.truth.get(player, 0) + int(hundreds) * CHIP
            case ("cage out", who, hundreds) if self.players[int(who)] not in seated \
                    and self.truth.get(self.players[int(who)]):
                player = self.players[int(who)]  # part of the chips held, cashed
                amount = min(int(hundreds) * CHIP, self.truth[player])
                before = self.cash.ledger(self.event).lines
                try:
                    self.cash.cash_out(self.event, player, self.truth[player] + CHIP, self.now)
                except ServiceError:
                    assert self.cash.ledger(self.event).lines == before
                else:
                    raise AssertionError("more than the chips held was paid")
                self.cash_out(player, amount)
                self.truth[player] -= amount
            case ("top up", who, hundreds) if self.players[int(who)] in seated:
                player = self.players[int(who)]
                table, seat = seated[player]
                try:
                    self.tables.top_up(table, seat, int(hundreds) * CHIP, self.now)
                except ServiceError:
                    return  # above the table's largest buy-in
                self.truth[player] += int(hundreds) * CHIP
            case ("leave", who) if self.players[int(who)] in seated:
                player = self.players[int(who)]
                table, seat = seated[player]
                if self.in_a_hand(player):
                    self.refused_in_a_hand(player, lambda: self.tables.leave(
                        table, seat, self.now, self.truth[player]))
                else:
                    self.leave(table, seat, player)
            case ("move", who) if self.players[int(who)] in seated:
                player = self.players[int(who)]
                table, seat = seated[player]
                stakes = self.tables.table(table).stakes  # a move keeps the game
                others = [t for t in self.ids if t != table
                          and self.tables.table(t).stakes == stakes]
                if not others:
                    return
                to = others[int(who) % len(others)]
                if self.in_a_hand(player):
                    self.refused_in_a_hand(player, lambda: self.tables.move(
                        table, seat, to, self.now))
                else:
                    self.move(table, seat, to, player)
            case ("count", t) if count_due(self.db, self.ids[int(t) % len(self.ids)]) \
                    is not None:
                self.count(self.ids[int(t) % len(self.ids)])
            case ("open", chip) if len(self.ids) < 3:  # a third table of the game, its
                self.refused_or(lambda: self.open_table(  # smallest chip the 25 or the 5
                    self.now, int(chip)), f"a table of {chip}s opened")
            case ("open bigger",) if len(self.ids) < 3:
                self.refused_or(lambda: self.open_table(self.now, CHIP, self.bigger),
                                "a table at twice the stakes opened")
            case ("button", t):  # the draw for the button before a table's
                self.refused_or(lambda: self.seating.draw_for_button(  # first hand
                    self.ids[int(t) % len(self.ids)], self.now, self.rnd),  # on the felt
                    "a button drawn")
            case ("straddle", t) if self.game in STRADDLE:  # the next hand's
                self.refused_or(lambda: self.tables.straddle_next(
                    self.ids[int(t) % len(self.ids)], True,
                                                                  self.now), "a straddle")
            case ("away", who) if self.players[int(who)] in seated:  # sits out
                table, seat = seated[self.players[int(who)]]
                self.refused_or(lambda: self.tables.step_away(table, seat, self.now),
                                "a player away")
            case ("wait", who, bigger):  # refused where the player plays those stakes
                self.refused_or(lambda: self.tables.add_waiting(
                    self.event, self.players[int(who)], self.bigger if bigger else self.stakes,
                    self.now), "a name on the waiting list" + " of the bigger game" * bigger)
            case ("change", who, anywhere) if self.players[int(who)] in seated:
                table, seat = seated[self.players[int(who)]]  # to any table, or the next
                to = None if anywhere else self.ids[(self.ids.index(table) + 1) % len(self.ids)]
                self.refused_or(lambda: self.tables.request_change(table, seat, self.now, to),
                                "a seat change asked")
            case ("next", t, hundreds):  # a free seat to the next in line
                table = self.ids[int(t) % len(self.ids)]
                nxt = self.tables.next_for(table)
                if nxt is not None and nxt.kind == "change" and not self.in_a_hand(
                        nxt.player_id) and nxt.from_table is not None \
                        and nxt.from_seat is not None:
                    hypothesis.event("a seat change served")
                    self.move(nxt.from_table, nxt.from_seat, table, nxt.player_id)
                elif nxt is not None and nxt.kind == "wait":
                    hypothesis.event("a name on the list seated")
                    self.step(("sit", self.ids.index(table), self.players.index(
                        nxt.player_id), hundreds))
            case ("back", who, post) if self.players[int(who)] in seated:
                table, seat = seated[self.players[int(who)]]  # posting what they missed,
                self.refused_or(lambda: self.tables.come_back(  # or waiting for the big
                    table, seat, self.now, bool(post)), f"back, posting {post}")  # blind

    def refused_or(self, command: Callable[[], object], what: str) -> None:
        """A command the rules may refuse (a straddle at a table that has it on, a player
        away already or whose hand runs): refused in words, nothing changed."""
        before = self.snapshot()
        try:
            command()
        except ServiceError as exc:
            assert self.snapshot() == before, exc.message.id
            hypothesis.event(f"refused: {exc.message.id}")
        else:
            hypothesis.event(what)

    def off_the_lists(self, command: Callable[[], object], player: int, kind: str,
                      stakes: Stakes | None = None) -> None:
        """A sit takes the player off the list of the table's stakes only (their name
        for another game keeps its place), a leave or a move their seat-change request:
        every other name and request stays as it was."""
        before = self.tables.waiting(self.event)
        command()
        assert [w.waiting_id for w in self.tables.waiting(self.event)] == [
            w.waiting_id for w in before if not (w.player_id == player and w.kind == kind and (
                stakes is None or w.stakes == stakes))], (player, kind, stakes)

    def snapshot(self) -> object:
        """What a refused command must leave as it was: the tables, the cash book."""
        return self.tables.tables(self.event), self.cash.ledger(self.event).lines

    def leave(self, table: int, seat: int, player: int) -> None:
        """One chip more than the whole table has, and than all the rake, is refused
        (where stacks are not known the program knows the table's chips alone); what
        the player has is paid."""
        raked = sum(line.amount for line in self.cash.ledger(self.event).lines
                    if line.kind.value == "rake")
        there = sum(self.truth[p] for p, (t, _) in self.seated().items() if t == table) \
            + self.middle.get(table, 0)  # R-6.5: a dead deal's pot is the table's too
        before = self.snapshot()
        try:
            self.tables.leave(table, seat, self.now, there + raked + CHIP)
        except ServiceError:
            assert self.snapshot() == before
        else:
            raise AssertionError("a cash-out of chips nobody has was paid")
        try:
            self.off_the_lists(lambda: self.tables.leave(table, seat, self.now,
                                                         self.truth[player]), player, "change")
        except ServiceError as exc:
            raise AssertionError(f"the true cash-out, {self.truth[player]}, refused: {exc}") \
                from None
        self.paid[player] = self.paid.get(player, 0) + self.truth[player]
        self.truth[player] = 0

    def cash_out(self, player: int, amount: int) -> None:
        """Chips held at no seat cashed at the cage."""
        self.cash.cash_out(self.event, player, amount, self.now)
        self.paid[player] = self.paid.get(player, 0) + amount

    def move(self, table: int, seat: int, to: int, player: int) -> None:
        """To another table: the chips counted where the program asks for them (its
        stacks not known here), else as stored."""
        view = self.tables.table(table)
        if len(self.tables.table(to).seats) >= 6:
            return
        counted = None if view.stacks_known else self.truth[player]
        if counted == 0:
            return  # nothing to bring: a count is of chips
        before = self.snapshot()
        try:
            self.off_the_lists(lambda: self.tables.move(table, seat, to, self.now,
                                                        counted=counted), player, "change")
        except ServiceError as exc:
            assert self.snapshot() == before
            chip = self.tables.table(to).smallest_chip
            if exc.message.id in ("svc-move-not-in-chips", "svc-move-below-chip") and \
                    self.truth[player] % chip:  # 2,010 from the 5s: not in 25s
                hypothesis.event("a move refused: the stack not in the new table's chips")
                return
            raise AssertionError(f"a move with {counted} counted refused: {exc}") from None

    def count(self, table: int) -> None:
        stacks = {s.number: self.truth[s.player_id] for s in self.tables.table(table).seats}
        try:
            count_stacks(self.db, table, stacks, self.now)
        except ServiceError as exc:
            raise AssertionError(f"the true count {stacks} refused: {exc}") from None
