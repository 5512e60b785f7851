"""Issue 28 ("a cash game is one record": stepping away) at the tables without
blinds: a player away from a razz or five-card draw table is not dealt in and pays
no ante, keeps the seat and the stack, owes nothing on return (R-3.6 concerns
blinds only; antes are paid by everyone dealt in, R-6.4, R-6.5) and is dealt the
next hand after coming back. Failed on the code before the branch: a razz or draw
cash table could not be opened ("has no blinds")."""

from __future__ import annotations

import pytest

from director.engine.event.cash_tables import Owed
from director.store.db import Database
from tests.services.test_cash_one_record import T0, USUAL, night, play_to_end, session


@pytest.mark.parametrize("game", ["razz", "draw"])
def test_R_3_6_a_player_away_from_an_ante_table_is_skipped_and_keeps_the_seat(
        db: Database, game: str) -> None:
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6, stakes=USUAL[game], min_buy_in=1_000,
                          max_buy_in=20_000)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(t, p[name], 3_000, T0, seat=seat)
    s = session(db, tables, t)
    play_to_end(s)
    tables.step_away(t, 2, T0)  # Ben steps away between hands
    ben = tables.table(t).seat(2)
    assert ben is not None and ben.away
    stack = ben.stack
    s.next_hand()
    assert sorted(s.seats) == [1, 3]  # not dealt in ...
    ante = USUAL[game].ante
    assert s.hand.setup.antes == (ante, ante)  # ... and no ante from him
    ben = tables.table(t).seat(2)
    assert ben is not None and (ben.player, ben.stack, ben.away) == ("Ben", stack, True)
    play_to_end(s)
    ben = tables.table(t).seat(2)
    assert ben is not None and ben.stack == stack  # the hand passed him by
    tables.come_back(t, 2, T0, post=False)
    ben = tables.table(t).seat(2)
    assert ben is not None and ben.owed == Owed(0, 0) and not ben.waiting_for_big_blind
    s.next_hand()
    assert sorted(s.seats) == [1, 2, 3]  # back in at once: there is no big blind to wait for
    assert s.hand.setup.antes == (ante,) * 3
    play_to_end(s)
    assert sum(x.stack for x in tables.table(t).seats) == 9_000
    assert cash.check(event).difference == 0
