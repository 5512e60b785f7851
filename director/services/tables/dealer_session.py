"""One table's hands for the dealer-assist panel (DESIGN.md "Dealer assist").

A ``DealerSession`` wraps the hand in progress (a ``HandState``, or a
``GutsState`` for a round of guts) and turns the dealer's gestures into engine
events. With a ``TableService`` every event is stored in its own transaction
and the hand in progress is picked up again after a restart; without one the
hands live in memory. The game and level in force are fixed when a hand starts
(R-8.1): a change made mid-hand applies from the next hand, and ``game_at_start``
(the panel's: the tournament's level by the clock) is asked as the next hand is
dealt. A stored table's
button, blinds owed and hand number are the table's running state in the store
(``table_state``), so a second panel for the table, one reopened between hands
and a restart all continue from the last hand dealt; each new hand deals the
chips behind with the stacks (R-8.6). On a club's server another station may act
on the same hand (issue 17): ``reload`` reads it again as stored, and a gesture
the table service refused because the hand moved on elsewhere reloads it too.
The next hand at a stored table is read and stored in one transaction
(``hand_start``); with ``store_behind`` (the dealer panel) a gesture's commit
runs while the panel redraws and ``settled`` waits for it before anything
else, taking the gesture back when it failed (issue 21).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace

from sqlalchemy import Connection

from director.engine.cards import Card
from director.engine.event.button import (
    GameKind,
    HandPositions,
    TablePositions,
)
from director.engine.hand.facts.events import (
    Event,
)
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.guts import GutsSetup, GutsState
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState
from director.engine.messages import MessageError, msg
from director.services.core.message_data import reason
from director.services.tables.dealer_cash import Between, CashSeats, next_hand_wishes
from director.services.tables.dealer_deals import (
    AnyState,
    CardRequest,
    PotRow,
    SeatRow,
    SeatStatus,
    hand_seat_rows,
)
from director.services.tables.dealer_gestures import (
    burn_deal,
    check_entered,
    hole_card_deal,
    plain_event,
)
from director.services.tables.dealer_refusals import (
    CHANGED_ELSEWHERE,
    DEALT_ELSEWHERE,
    DealerError,
    cards_needed,
)
from director.services.tables.next_hand_setup import Carried, dead_deal_pot, plan_next_hand
from director.services.tables.player_actions import PlayerActions
from director.services.tables.table_game import USUAL_GAMES, TableGame
from director.services.tables.table_service import TableService
from director.services.tables.table_state import FeltSince, RunningState

__all__ = [
    "USUAL_GAMES",
    "AnyState",
    "CardRequest",
    "CashSeats",
    "DealerError",
    "DealerSession",
    "PotRow",
    "SeatRow",
    "SeatStatus",
    "TableGame",
    "hand_seat_rows",
]

Listener = Callable[[], None]


class DealerSession(PlayerActions):
    """The dealer's view of one table, one hand at a time (its questions about the
    deal in play: ``DealQuestions``; the players' actions: ``PlayerActions``)."""

    def __init__(self, game: TableGame, stacks: Mapping[int, int], button: int, *,
                 service: TableService | None = None, table_id: int | None = None,
                 cash: CashSeats | None = None) -> None:
        if service is not None and table_id is None:
            raise DealerError(msg("svc-stored-table-needs-id"))
        super().__init__()
        self.service = service
        self.table_id = table_id
        self.hand_id: int | None = None
        self.hand_number = 0
        # The table's hands dealt as this panel last read or dealt them (None before its
        # first hand): a hand dealt since at another station refuses this one's N.
        self._dealt_seen: int | None = None
        self.game = game
        self.pending_game: TableGame | None = None
        # The game and level in force at the instant the next hand is dealt,
        # asked as the dealer deals it: a level that began between the hands (its
        # time ran out, another station moved the clock on) applies to it.
        self.game_at_start: Callable[[], TableGame] | None = None
        self._positions: TablePositions | None = None
        # hands recorded on the felt since this panel's hand ended (``follow_table``)
        self.felt: FeltSince | None = None
        self._counted: int | None = None  # the felt hand after which the stacks were counted
        self._listeners: list[Listener] = []
        # Events per dealer gesture in this hand (a one-step deal is several events):
        # undo takes back a whole gesture. Not kept over a restart: then one event.
        self._gestures: list[int] = []
        self.cash = cash
        self._hand_positions: HandPositions | None = None
        # The dealer panel's gestures are committed while it redraws (issue 21):
        # the state before the last gesture, until its commit is done (``settled``).
        self.store_behind = False
        self._before: dict[str, object] | None = None
        self._chip: tuple[int | None, int] | None = None  # (hand id, the table's chip)
        self.state: AnyState
        resumed = self._resume() if service is not None else False
        if not resumed:
            self._start(dict(stacks), button, first=True)

    # ------------------------------------------------------------ factories

    @classmethod
    def in_memory(cls, game: TableGame, stacks: Mapping[int, int], button: int
                  ) -> DealerSession:
        return cls(game, stacks, button)

    @classmethod
    def at_table(cls, service: TableService, table_id: int, game: TableGame,
                 button: int, cash: CashSeats | None = None) -> DealerSession:
        """The table's hand in progress (after a restart too), or the next hand from
        the stored seats and running state; ``button``: the first hand's, if not placed."""
        return cls(game, {}, button, service=service, table_id=table_id, cash=cash)

    def _resume(self) -> bool:
        assert self.service is not None and self.table_id is not None
        # read as the service's latest: its revision guards the next action (issue 17)
        current = self.service.current_hands([self.table_id]).get(self.table_id)
        if current is None:
            return False
        self.hand_id, self.state = current
        table = self.service.running_state(self.table_id)
        self.hand_number = self._dealt_seen = table.hands_dealt
        self._positions = table.positions  # this hand's blinds, where the store has them
        return True

    # ------------------------------------------------------------ listeners

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -------------------------------------------------------------- gestures

    def table_chip(self) -> int:
        """The stored table's smallest chip in play, read once a hand (a color-up is
        made between hands); 0 in memory."""
        if self.service is None or self.table_id is None:
            return 0
        if self._chip is None or self._chip[0] != self.hand_id:
            self._chip = (self.hand_id, self.service.smallest_chip(self.table_id))
        return self._chip[1]

    def apply(self, event: Event) -> AnyState:
        """Apply one event (stored first when the table is stored)."""
        return self._apply_gesture((event,))

    @property
    def unsettled(self) -> bool:  # the last gesture's commit still running (store_behind)
        return self._before is not None

    def settled(self) -> AnyState:
        """Wait for the last gesture's commit (``store_behind``). When it failed the
        gesture is taken back (the hand as before it, the listeners told) and the
        storage message is raised. Every command waits here first."""
        before, self._before = self._before, None
        if before is None or self.service is None:
            return self.state
        try:
            self.service.stored()
        except Exception:
            for name, value in before.items():
                setattr(self, name, value)
            self._changed()
            raise
        return self.state

    def _kept(self) -> dict[str, object]:
        """What a gesture or the next hand changes: put back when its commit fails."""
        return {"state": self.state, "hand_id": self.hand_id, "hand_number": self.hand_number,
                "_dealt_seen": self._dealt_seen, "felt": self.felt,
                "_gestures": list(self._gestures), "_positions": self._positions,
                "_hand_positions": self._hand_positions, "game": self.game,
                "pending_game": self.pending_game}

    def undo(self) -> AnyState:
        """Step back the last gesture (a deal to every seat at once as a whole, else
        one event); repeatable to the start of the hand."""
        self.settled()
        if not self.state.log:
            raise DealerError(msg("svc-nothing-to-undo-no-events"))
        gestures = list(self._gestures)
        count = min(self._gestures.pop() if self._gestures else 1, len(self.state.log))
        if self.service is not None:
            assert self.hand_id is not None
            with self._refused_elsewhere():  # changed at another station: read again
                try:
                    self.state = self.service.undo(self.hand_id, count)
                except Exception:
                    self._gestures = gestures  # nothing undone: the gesture stays
                    raise
        else:
            for _ in range(count):
                self.state = self.state.undo()
        self._changed()
        return self.state

    def advance(self, cards: Sequence[Card] = ()) -> AnyState:
        """Do the current step the plain way: post, burn, deal (with any cards
        entered), bring in, discard one, show, award, or start the next hand."""
        step, cards = self.step(), tuple(cards)
        check_entered(self.state, step, self.card_request(), cards)
        if step.kind is StepKind.DEAL_HOLE and step.seat is not None:
            return self._deal_hole(cards)
        if step.kind is StepKind.BURN:
            return self._apply_gesture(burn_deal(self.card_request(), cards))
        if step.kind is StepKind.DONE:
            return self.next_hand()
        if step.kind is StepKind.POST_BRING_IN:  # refused where the chips cannot pay it
            return self.bring_in()
        return self.apply(plain_event(self.state, step, cards))

    def _deal_hole(self, cards: tuple[Card, ...]) -> AnyState:
        """Hole cards as a dealer deals them: every seat in one step (see
        ``dealer_gestures.hole_card_deal``); undo takes the deal back whole."""
        try:
            events = hole_card_deal(self.state, cards)
        except ValueError as exc:
            raise DealerError(reason(exc)) from None
        if not events:
            raise cards_needed(self.card_request())
        return self._apply_gesture(events)

    def _apply_gesture(self, events: Sequence[Event]) -> AnyState:
        """Several events as one dealer gesture: stored together, undone together."""
        self.settled()
        if self.service is not None:
            assert self.hand_id is not None
            before = self._kept()
            with self._refused_elsewhere():
                self.state = self.service.apply_all(self.hand_id, events, self.store_behind)
            if self.service.unsettled:
                self._before = before
        else:
            for event in events:
                self.state = self.state.apply(event)
        self._gestures.append(len(events))
        self._changed()
        return self.state

    @contextmanager
    def _refused_elsewhere(self) -> Iterator[None]:
        """A gesture refused because another station moved the hand on (issue 17):
        the refusal goes on to the dealer, who sees the hand as stored now."""
        try:
            yield
        except MessageError as exc:
            if exc.message.id in CHANGED_ELSEWHERE:
                self.reload()
            raise

    def reload(self) -> bool:
        """Read the table's hand again as stored, after another station acted on it
        (issue 17): its actions, a hand it finished or the next hand it dealt. True
        (and the listeners told) when the stored hand is not the one shown here."""
        if self.service is None or self.table_id is None:
            return False
        self.settled()
        current = self.service.current_hands([self.table_id]).get(self.table_id)
        if current is None and self.hand_id is not None:
            current = (self.hand_id, self.service.hand_state(self.hand_id))
        if current is None:
            return False
        hand_id, state = current
        if hand_id == self.hand_id and state.log == self.state.log \
                and state.is_complete == self.state.is_complete:
            return False
        table = self.service.running_state(self.table_id)
        dealt = table.hands_dealt
        self._positions, self.felt = table.positions, None
        if hand_id != self.hand_id:  # the table's running hand: its newest, the last dealt
            self.hand_number = dealt
        # else this hand, finished elsewhere: its number stays though hands were dealt
        # since (on the felt, at another station); N deals the one after them
        self.hand_id, self.state, self._dealt_seen = hand_id, state, dealt
        self._gestures = []  # the other station's gestures are not known: undo by event
        self._changed()
        return True

    def follow_table(self) -> bool:
        """Between hands, the table's running state read again (DESIGN.md "one record"):
        a hand recorded on the felt since this panel's hand ended (the seating's Next
        hand, R-3.3) is shown with its button and blinds (``felt``), and N deals the
        hand after it; that record undone, this panel's own hand again. True (and the
        listeners told) when what is shown changed. A hand in play here is left alone:
        nothing is recorded on the felt while it runs."""
        if self.service is None or self.table_id is None:
            return False
        self.settled()
        if not self.state.is_complete:
            return False
        table = self.service.running_state(self.table_id)
        newest = max(self.hand_number, table.newest_hand or 0)
        on_felt = table.hands_dealt if table.hands_dealt > newest else None
        felt = FeltSince(table.hands_dealt, table.button, table.positions, on_felt=on_felt) \
            if on_felt is not None and table.placed else None
        if not table.placed:  # a redraw or a draw for the button since,
            # after hands on the felt or not: those hands still moved the stacks
            felt = FeltSince(max(self.hand_number, table.hands_dealt), table.button, None,
                             drawn=True, on_felt=on_felt, cash=self.cash is not None)
        positions = table.positions
        if felt == self.felt and positions == self._positions:
            return False
        self.felt, self._positions = felt, positions
        if felt is not None:
            self._dealt_seen = felt.number  # seen here: N deals the hand after it
        elif self._dealt_seen is not None:
            self._dealt_seen = min(self._dealt_seen, max(self.hand_number, table.hands_dealt))
        self._changed()
        return True

    @property
    def button_seat(self) -> int:
        """The button shown: a hand's own, or the felt hand's recorded since."""
        if self.felt is not None and self.felt.button is not None:
            return self.felt.button
        return self.deal.button_seat

    def count_due(self) -> bool:
        """A hand recorded on the felt since this panel's hand, its stacks not counted
        since: the panel knows them only as its last hand left them, so the dealer
        counts them before N deals (``seating.felt_count``). A final table's redraw or
        a draw for the button after those hands (R-8.4, R-3.1) leaves them due: the
        draw moves no chips, the felt's hands did."""
        felt = self.felt
        return felt is not None and felt.on_felt is not None and self._counted != felt.on_felt

    def felt_hand(self) -> int | None:
        """The last hand dealt on the felt since this panel's hand (the count's), if any."""
        return None if self.felt is None else self.felt.on_felt

    def stacks_counted(self) -> None:
        """The stacks were counted after the felt hands shown: N deals without asking."""
        self._counted = self.felt_hand()

    @property
    def shown_button(self) -> int | None:
        """The button the panel shows: None while a draw for it is due (a final table
        redrawn, R-8.4: the last hand's button is no one's now)."""
        if self.felt is not None and self.felt.drawn and self.felt.button is None:
            return None
        return self.button_seat

    def seat_rows(self) -> list[SeatRow]:
        """Each seat of the deal; the button, small blind and big blind marked where
        the table's running state has them (the store's: R-3.3, R-3.4), after a hand
        recorded on the felt too. Stud shows no button and has no blinds (R-6.4)."""
        rows = self.deal.seat_rows()
        if not self.is_guts and self.hand.setup.game.is_stud:
            return rows
        marks = SeatStatus.BUTTON | SeatStatus.SMALL_BLIND | SeatStatus.BIG_BLIND
        pos, button = self._positions, self.shown_button
        if self.felt is not None:
            pos = self.felt.positions
        elif self.is_guts or not any(self.hand.setup.blinds):
            pos = None  # a deal without blinds
        marked = []
        for row in rows:
            status = row.status & ~marks
            if row.seat == button:
                status |= SeatStatus.BUTTON
            if pos is not None and row.seat == pos.small_blind:
                status |= SeatStatus.SMALL_BLIND
            if pos is not None and row.seat == pos.big_blind:
                status |= SeatStatus.BIG_BLIND
            marked.append(row if status == row.status else replace(row, status=status))
        return marked

    # ------------------------------------------------------------ next hand

    def set_game(self, game: TableGame) -> None:
        """Change the game or level; it applies from the next hand (R-8.1)."""
        started = bool(self.state.log) or self.service is not None
        if started and not self.state.is_complete:
            self.pending_game = game
        else:
            self.pending_game = None
            self.game = game
            self._start(self.stacks_by_seat(), self.button_seat, first=True)
            self._changed()

    def use_for_next_hand(self, game: TableGame) -> None:
        """The game and level for the next hand (R-8.1); the hand in play, finished
        or not, keeps its own."""
        self.pending_game = None if game == self.game else game

    def next_hand(self) -> AnyState:
        """Move the button and deal the next hand from the stacks after this one."""
        self.settled()
        if not self.state.is_complete:
            raise DealerError(msg("svc-hand-not-over", step_text=self.step().message))
        before = self._kept()
        if self.game_at_start is not None:
            self.use_for_next_hand(self.game_at_start())
        if self.pending_game is not None:
            self.game, self.pending_game = self.pending_game, None
            if self.game.is_guts != self.is_guts:
                self._positions = None
        try:
            self._start(self.stacks_by_seat(), self.button_seat, first=False)
        except MessageError as exc:
            for name, value in before.items():  # the game chosen waits for the next hand
                setattr(self, name, value)
            if exc.message.id in DEALT_ELSEWHERE:
                self.reload()
                if self.service is not None and self.table_id is not None:
                    # the hand dealt there is now the last seen: N deals the one after it
                    self._dealt_seen = self.service.running_state(self.table_id).hands_dealt
            raise
        if self.service is not None and self.service.unsettled:
            self._before = before
        self._changed()
        return self.state

    def _start(self, stacks: dict[int, int], button: int, first: bool) -> None:
        if self.service is not None and self.table_id is not None:
            self._start_stored(button, first)
            return
        carried = None if first else self._dead_deal_pot(self._last_hand())
        setup = self._plan(stacks, button, first, (), self._wishes(), carried)
        self.state = GutsState.start(setup) if isinstance(setup, GutsSetup) \
            else HandState.start(setup)
        self._started()
        self.hand_number += 1

    def _start_stored(self, button: int, first: bool) -> None:
        """The next hand at a stored table: its seats' chips and the table's one
        running state (not this panel's memory) decide, read and written in one
        transaction (``TableService.deal_next``, issue 21). The cash table's
        settings (who is away, who posts, a straddle) are read in looks of their own
        inside it (``plan``), once the table is locked (on SQLite the deal holds the
        file's write lock, which a look does not wait for): a player who steps away
        at that instant is not dealt in, or is told they are in the hand (R-3.6,
        tests/services/test_cash_races.py). Read before the deal on SQLite, they let
        a step away land between the read and the deal: the player was dealt in.
        The posts the hand used (a post to enter or return, R-3.6; the straddle,
        R-3.7) are marked in the deal's transaction too (``started``): marked in a
        transaction of their own after it, a straddle asked for the hand after in
        between was taken back, and on a club's server a player's post to return
        could be written over (that one without the table's lock)."""
        assert self.service is not None and self.table_id is not None
        last = self._last_hand()  # read before the deal's transaction (SQLite's lock)
        redrawn = self.felt is not None and self.felt.drawn

        def plan(stacks: dict[int, int], stored: RunningState
                 ) -> tuple[HandSetup | GutsSetup, TablePositions | None]:
            wishes = self._wishes()  # after the table's lock (see above)
            self._positions = stored.positions
            # a cash table everyone left since this panel's hand waits for its draw
            at = _first_button(stored, stacks, button, redrawn,
                               self.cash is not None and not first)
            # the pot of the dead deal just over, if it is the table's last hand
            # stored (a hand on the felt since leaves it waiting: ``dead_pots``)
            carried = self._dead_deal_pot(last) if last is not None and stored.placed \
                and last[0] == stored.newest_hand else None
            if carried is not None:  # a seat filled since: its new player's pot it is not
                carried = carried.for_seats(stored.refilled)
            setup = self._plan(stacks, at, not stored.placed, stored.refilled, wishes,
                               carried)
            return setup, self._positions if isinstance(setup, HandSetup) else None

        def started(conn: Connection) -> frozenset[str]:  # posts used
            hand = self._hand_positions  # the plan's (None: a game without blinds)
            if self.cash is None or hand is None:
                return frozenset()
            return self.cash.hand_started(hand, conn)

        # A cash table's hand is committed before N returns, as it always was.
        behind = self.store_behind and self.cash is None
        # A hand dealt since this panel's last at another station (on the felt, or at
        # another panel) refuses this one: the button moves once.
        self.hand_id, self.hand_number, self.state = self.service.deal_next(
            self.table_id, plan, behind=behind, seen=self._dealt_seen, started=started)
        self._dealt_seen, self.felt = self.hand_number, None
        self._started()

    def _started(self) -> None:
        self._gestures = []

    def _last_hand(self) -> tuple[int, AnyState] | None:
        """The last hand dealt here (its number and state): this panel's, or after a
        restart the table's last stored hand; None before the first."""
        state: AnyState | None = getattr(self, "state", None)
        if state is not None:
            return self.hand_number, state
        if self.service is None or self.table_id is None:
            return None
        return self.service.last_hand(self.table_id)

    @staticmethod
    def _dead_deal_pot(last: tuple[int, AnyState] | None) -> Carried | None:
        """R-6.5: the antes of a dead deal (``next_hand_setup.dead_deal_pot``)."""
        return None if last is None else dead_deal_pot(last[1])

    def _wishes(self) -> Between:
        return next_hand_wishes(self.cash, self.game.options.straddle)

    def _plan(self, stacks: dict[int, int], button: int, first: bool,
              refilled: Sequence[int], between: Between, carried: Carried | None = None
              ) -> HandSetup | GutsSetup:
        """The next hand's setup (``next_hand_setup``); the positions it leaves kept."""
        kind = GameKind.TOURNAMENT if self.cash is None else GameKind.CASH
        planned = plan_next_hand(self.game, stacks, button, first, refilled, between,
                                 self._positions, kind, carried)
        self._positions, self._hand_positions = planned.positions, planned.hand
        return planned.setup


def _first_button(stored: RunningState, stacks: Mapping[int, int], button: int,
                  redrawn: bool, draw_due: bool = False) -> int:
    """Where the next hand's button starts: the table's, once a hand placed it; a
    button drawn since (R-3.1), at a seat with chips; ``redrawn`` with none drawn (a
    final table redrawn, R-8.4, and no draw made) the highest seat with chips, as a
    panel opened then starts (``dealer_pages``); else ``button``, the panel's. With
    ``draw_due`` (a cash table, after this panel's hand) a table with no button is one
    everyone left (``cash_tables``): its new players draw for it first (R-3.1)."""
    if stored.placed and stored.button is not None:
        return stored.button
    live = sorted(seat for seat, chips in stacks.items() if chips > 0)
    if stored.button is not None and stored.button in live:
        return stored.button
    if draw_due and stored.button is None:
        raise DealerError(msg("svc-cash-button-draw-due", next_number=stored.hands_dealt + 1))
    if redrawn and live:
        return live[-1]
    return button
