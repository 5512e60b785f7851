"""The big-screen clock for a stored tournament (R-8.1, R-8.2).

``TournamentClock`` turns the clock keys into ``EventService`` clock commands
(each stored and undoable) and builds the ``ClockBoard`` the display shows from
the stored clock and the tournament's numbers: players left, average stack,
chips in play, prize pool and payouts (``tournament_numbers``, the figures the
console and the room view show too). Those numbers are read again whenever the
commit feed says something changed (``invalidate``) and every few seconds, not
on every tick. Once one player is left the board is finished: the winner and the
results, no time counting down, no break, no color-up, no announcement (issue 28).
A level another station started with N is announced as this station's own N is
(``next_level_started``).
On a club's server that stopped answering, the clock runs on from what it read
last (the banner of ``station_status`` says the server is lost).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta

from director.engine.event.clock import ClockEvent, ClockState, next_level_started
from director.engine.messages import msg
from director.services.clock.clock_board import ClockBoard, build_board
from director.services.core.database import StoreError
from director.services.core.documents import TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.room import TournamentNumbers, tournament_numbers
from director.ui.club.station_status import server_lost
from director.ui.common.context import AppContext

REFRESH = timedelta(seconds=5)


class TournamentClock:
    """A ``ClockController`` and board provider for one tournament."""

    def __init__(self, context: AppContext, event_id: int) -> None:
        self.context = context
        self.event_id = event_id
        _, _, settings = q.event_settings(context.db, event_id)
        if not isinstance(settings, TournamentSettings):
            raise ServiceError(msg("svc-only-tournaments-have-clock"))
        self.settings = settings
        self.structure = settings.structure()
        self.listeners: list[Callable[[str], None]] = []
        self._numbers: TournamentNumbers | None = None
        self._read_at: datetime | None = None
        # the numbers and the clock as read last (a club's server may stop answering)
        self._last: tuple[TournamentNumbers, ClockState] | None = None
        self._shown: int | None = None  # the item of the board built last (on the screen)
        # the clock as stored when the announcements were last looked for (None: this
        # station's own command since, heard where its key was pressed)
        self._stored: ClockState | None = None

    # ------------------------------------------------------------ commands

    def _done(self, what: str) -> None:
        self.invalidate()
        self._stored = None
        for listener in self.listeners:
            listener(what)

    def start_pause(self, now: datetime) -> None:
        """Start or resume a stopped clock, pause a running one (R-8.2)."""
        view = self.context.events.clock(self.event_id, now)
        if view is not None and view.running:
            self.context.events.pause_clock(self.event_id, now)
            self._done("pause")
        else:
            self.context.events.resume_clock(self.event_id, now)
            self._done("start")

    def next_level(self, now: datetime) -> None:
        """The next level from the one on the screen (refused when another station's
        key moved the clock meanwhile: one level for two keys, not two)."""
        self.context.events.next_level(self.event_id, now, self._shown)
        self._done("next level")

    def previous_level(self, now: datetime) -> None:
        self.context.events.previous_level(self.event_id, now, self._shown)
        self._done("previous level")

    def add_minute(self, now: datetime) -> None:
        self.context.events.add_time(self.event_id, now, 60)
        self._done("add time")

    def remove_minute(self, now: datetime) -> None:
        self.context.events.remove_time(self.event_id, now, 60)
        self._done("remove time")

    def undo(self, now: datetime) -> None:
        """The director's last action in this event, whatever it was (Ctrl+Z)."""
        record = self.context.events.undo_last(self.event_id, now)
        self._done(f"Undone: {record.description}")

    def redo(self, now: datetime) -> None:
        """The director's action just undone, done again (Ctrl+Shift+Z)."""
        record = self.context.events.redo_last(self.event_id, now)
        self._done(f"Done again: {record.description}")

    # ------------------------------------------------------------ display

    def invalidate(self) -> None:
        """Read the tournament's numbers again at the next tick (after a bust, a rebuy...)."""
        self._numbers = None

    def numbers(self, now: datetime) -> TournamentNumbers:
        if self._numbers is None or self._read_at is None or abs(now - self._read_at) > REFRESH:
            self._numbers = tournament_numbers(self.context.db, self.event_id)
            self._read_at = now
        return self._numbers

    def board(self, now: datetime) -> ClockBoard:
        try:
            n = self.numbers(now)
            state = q.clock_state(self.context.db, self.event_id)
            self._last = n, state
        except StoreError as exc:
            # A club's server lost (issue 17): the station's banner says so and the
            # clock runs on to the level's end instant read last (the server's time).
            if self._last is None or not server_lost(self.context.db, exc):
                raise
            n, state = self._last
        board = build_board(self.structure, state, now,
                           players_left=n.players_left, entries=n.entries,
                           chips_in_play=n.chips_in_play, prize_pool=n.prize_pool,
                           payouts=n.payouts, event_game=self.settings.game, winners=n.winners,
                           currency=self.settings.currency, results=n.results,
                           deal=n.deal, hand_for_hand=n.hand_for_hand, chips_out=n.chips_out)
        self._shown = board.item_index
        return board

    def events_between(self, before: datetime, now: datetime) -> Iterator[ClockEvent]:
        """Announcements due since the last tick (level change, one minute left), and a
        level another station started with N (``next_level_started``: at a club the
        room's clock screen hears it as the director's own station does); none once
        the tournament has its winner."""
        state = q.clock_state(self.context.db, self.event_id)
        seen, self._stored = self._stored, state
        if self.numbers(now).winners:
            return iter(())
        events = list(state.events_between(before, now, self.structure))
        started = None if seen is None else next_level_started(
            seen, state, before, now, self.structure)
        return iter(events if started is None else [*events, started])
