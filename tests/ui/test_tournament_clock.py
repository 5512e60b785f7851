"""The clock display bound to a stored tournament (R-8.2): commands are stored and
undoable, the board carries players left, chips in play, prize pool and payouts."""

from __future__ import annotations

from datetime import timedelta

from director.ui.clock.tournament_clock import TournamentClock
from director.ui.common.context import AppContext
from tests.ui import event_fixtures
from tests.ui.event_fixtures import T0, FakeTime, tournament

context = event_fixtures.context
time = event_fixtures.time


def test_R_8_2_clock_commands_are_stored_and_the_board_has_the_numbers(
        context: AppContext, time: FakeTime) -> None:
    event, entries = tournament(context, players=8)
    clock = TournamentClock(context, event)
    clock.start_pause(T0)
    board = clock.board(T0 + timedelta(minutes=3))
    assert board.running and board.remaining == timedelta(minutes=17)
    assert board.players_left == 8 and board.chips_in_play == 80_000
    assert board.average_stack == 10_000 and board.prize_pool == 21_600
    assert [p for p, _ in board.payouts] == [1, 2, 3]
    clock.next_level(T0 + timedelta(minutes=4))
    assert clock.board(T0 + timedelta(minutes=4)).stakes.big_blind == 100  # type: ignore[union-attr]
    clock.undo(T0 + timedelta(minutes=5))
    assert clock.board(T0 + timedelta(minutes=5)).stakes.big_blind == 50  # type: ignore[union-attr]
    context.tournaments.bust(event, {entries["Anna"]: 10_000}, T0)
    clock.invalidate()
    assert clock.board(T0 + timedelta(minutes=6)).players_left == 7
    clock.start_pause(T0 + timedelta(minutes=6))
    assert not clock.board(T0 + timedelta(minutes=9)).running
