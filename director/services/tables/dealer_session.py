"""One table's hands for the dealer-assist panel (DESIGN.md "Dealer assist").

A ``DealerSession`` wraps the hand in progress (a ``HandState``, or a
``GutsState`` for a round of guts) and turns the dealer's gestures into engine
events. With a ``TableService`` every event is stored in its own transaction
and the hand in progress is picked up again after a restart; without one the
hands live in memory. The game and level in force are fixed when a hand starts
(R-8.1): a change made mid-hand applies from the next hand. A stored table's
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

from director.engine.cards import Card
from director.engine.event.button import (
    GameKind,
    HandPositions,
    TablePositions,
    first_hand,
    hand_setup_for,
    next_hand,
)
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    Declare,
    Discard,
    Event,
    Fold,
    MaybeCard,
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.hand.facts.setup import HandSetup, order_from_button
from director.engine.hand.gestures import entry_refusal
from director.engine.hand.rules.guts import GutsSetup, GutsState
from director.engine.hand.rules.steps import LegalActions, Step, StepKind
from director.engine.hand.state import HandError, HandState
from director.engine.messages import Message, MessageError, msg
from director.services.core import validation as v
from director.services.core.message_data import reason
from director.services.tables.dealer_cash import Between, CashSeats, next_hand_wishes
from director.services.tables.dealer_deals import (
    AnyState,
    CardRequest,
    Deal,
    PotRow,
    SeatRow,
    SeatStatus,
    deal_of,
    hand_seat_rows,
)
from director.services.tables.dealer_gestures import fill, hole_card_deal
from director.services.tables.table_game import USUAL_GAMES, TableGame
from director.services.tables.table_service import TableService
from director.services.tables.table_state import RunningState

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

Winners = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


class DealerError(MessageError):
    """A dealer gesture that does not fit the hand; the message says what is expected."""


Listener = Callable[[], None]
# Another station moved the hand on first, or finished it (``TableService.apply_all``,
# issue 17): the refusal is shown with the hand as stored.
CHANGED_ELSEWHERE = frozenset({"svc-hand-changed-elsewhere", "svc-hand-over"})
# Another station dealt the next hand at the table first (issue 31): this station's
# Next hand is refused and its panel shows the hand dealt there.
DEALT_ELSEWHERE = frozenset({"svc-hand-still-being-played", "svc-hand-dealt-elsewhere"})


class DealerSession:
    """The dealer's view of one table, one hand at a time."""

    def __init__(self, game: TableGame, stacks: Mapping[int, int], button: int, *,
                 service: TableService | None = None, table_id: int | None = None,
                 cash: CashSeats | None = None) -> None:
        if service is not None and table_id is None:
            raise DealerError(msg("svc-stored-table-needs-id"))
        self.service = service
        self.table_id = table_id
        self.hand_id: int | None = None
        self.hand_number = 0
        self.game = game
        self.pending_game: TableGame | None = None
        self._positions: TablePositions | None = None
        self._listeners: list[Listener] = []
        # Events per dealer gesture in this hand (a one-step deal is several events):
        # undo takes back a whole gesture. Not kept over a restart: then one event.
        self._gestures: list[int] = []
        self.cash = cash
        self._hand_positions: HandPositions | None = None
        # The step and the legal actions of the state they were worked out for: a
        # key press asks several times (the panel, its card field, its buttons), and
        # a state is an immutable snapshot, so each is worked out once (issue 21).
        self._step_of: tuple[AnyState, Step] | None = None
        self._legal_of: tuple[AnyState, LegalActions | None] | None = None
        # The dealer panel's gestures are committed while it redraws (issue 21):
        # the state before the last gesture, until its commit is done (``settled``).
        self.store_behind = False
        self._before: dict[str, object] | None = None
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
        self.hand_number = self.service.running_state(self.table_id).hands_dealt
        return True

    # ------------------------------------------------------------ listeners

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # ----------------------------------------------------------- questions

    @property
    def deal(self) -> Deal:
        """The deal in play, a hand or a guts round, behind one interface."""
        return deal_of(self.state)

    @property
    def is_guts(self) -> bool:
        return self.deal.is_guts

    @property
    def hand(self) -> HandState:
        if not isinstance(self.state, HandState):
            raise DealerError(msg("svc-table-playing-guts"))
        return self.state

    @property
    def guts(self) -> GutsState:
        if not isinstance(self.state, GutsState):
            raise DealerError(msg("svc-table-not-playing-guts"))
        return self.state

    @property
    def seats(self) -> tuple[int, ...]:
        return self.state.setup.seats

    @property
    def button_seat(self) -> int:
        return self.deal.button_seat

    def step(self) -> Step:
        """The next step, as the engine gives it."""
        state = self.state
        if self._step_of is None or self._step_of[0] is not state:
            self._step_of = (state, state.next_step())
        return self._step_of[1]

    def legal(self) -> LegalActions | None:
        state = self.state
        if self._legal_of is None or self._legal_of[0] is not state:
            self._legal_of = (state, self.deal.legal())
        return self._legal_of[1]

    @property
    def is_complete(self) -> bool:
        return self.state.is_complete

    def stacks_by_seat(self) -> dict[int, int]:
        return self.state.stacks_by_seat()

    def used_cards(self) -> frozenset[Card]:
        """Cards already on the table, burned or discarded (R-1.4): greyed out."""
        return self.deal.used_cards()

    def board(self) -> tuple[MaybeCard, ...]:
        return self.deal.board()

    def seat_rows(self) -> list[SeatRow]:
        return self.deal.seat_rows()

    def pot_rows(self) -> list[PotRow]:
        """Each pot and side pot with its amount and who contests it (R-7.3)."""
        return self.deal.pot_rows()

    def award_texts(self) -> list[Message]:
        """The awards in words, odd chips included (R-7.6)."""
        return self.deal.award_texts()

    def cards_missing(self) -> list[Message]:
        """Cards the award still needs, as messages; empty when Award() can decide."""
        return self.deal.cards_missing()

    def card_request(self) -> CardRequest:
        """What cards the current step takes, and whether the rules need them."""
        return self.deal.card_request(self.step())

    def card_refusal(self, cards: Sequence[Card]) -> Message | None:
        """R-1.4 as the dealer types: the first card already seen, named where it
        is, or typed twice; ``None`` when the cards may be dealt."""
        state = self.state
        return entry_refusal(state, cards) if isinstance(state, HandState) else None

    # -------------------------------------------------------------- gestures

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
                "_gestures": list(self._gestures), "_positions": self._positions,
                "_hand_positions": self._hand_positions, "game": self.game,
                "pending_game": self.pending_game}

    def undo(self) -> AnyState:
        """Step back the last gesture (a deal to every seat at once as a whole, else
        one event); repeatable to the start of the hand."""
        self.settled()
        if not self.state.log:
            raise DealerError(msg("svc-nothing-to-undo-no-events"))
        count = min(self._gestures.pop() if self._gestures else 1, len(self.state.log))
        if self.service is not None:
            assert self.hand_id is not None
            self.state = self.service.undo(self.hand_id, count)
        else:
            for _ in range(count):
                self.state = self.state.undo()
        self._changed()
        return self.state

    def advance(self, cards: Sequence[Card] = ()) -> AnyState:
        """Do the current step the plain way: post, burn, deal (with any cards
        entered), bring in, discard one, show, award, or start the next hand."""
        step = self.step()
        request = self.card_request()
        cards = tuple(cards)
        several = step.kind is StepKind.DEAL_HOLE and len(cards) > request.count > 0 and \
            len(cards) % request.count == 0  # stud up cards for several seats at once
        if request.required and len(cards) != request.count and not several:
            raise _cards_needed(request)
        kind = step.kind
        if kind in (StepKind.BURN, StepKind.DEAL_BOARD) and isinstance(self.state, HandState):
            refusal = entry_refusal(self.state, cards)  # says where the card is
            if refusal is not None:
                raise DealerError(refusal)
        seat = step.seat
        if kind is StepKind.POST_ANTE and seat is not None:
            return self.apply(PostAnte(seat, step.amount))
        if kind is StepKind.POST_BLIND and seat is not None:
            return self.apply(PostBlind(seat, step.amount))
        if kind is StepKind.BURN:
            return self.apply(Burn(cards[0] if cards else None))
        if kind is StepKind.DEAL_HOLE and seat is not None:
            return self._deal_hole(cards)
        if kind is StepKind.DEAL_BOARD:
            return self.apply(DealBoard(_fill(cards, step.up, step.up)))
        if kind is StepKind.POST_BRING_IN and seat is not None:
            return self.apply(PostBringIn(seat, step.amount))
        if kind is StepKind.DISCARD and seat is not None:
            if self.deal.draws():
                return self.apply(Discard(seat, ()))
            return self.apply(Discard(seat, (cards[0] if cards else None,)))
        if kind is StepKind.SHOW and seat is not None:
            return self.apply(Show(seat, self._shown(seat, cards)))
        if kind is StepKind.AWARD:
            return self.apply(Award())
        if kind is StepKind.DONE:
            return self.next_hand()
        raise DealerError(msg("svc-step-needs-choice", step_text=_said(step)))

    def _deal_hole(self, cards: tuple[Card, ...]) -> AnyState:
        """Hole cards as a dealer deals them: every seat in one step (see
        ``dealer_gestures.hole_card_deal``); undo takes the deal back whole."""
        try:
            events = hole_card_deal(self.state, cards)
        except ValueError as exc:
            raise DealerError(reason(exc)) from None
        if not events:
            raise _cards_needed(self.card_request())
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
        self.hand_id, self.state = hand_id, state
        self.hand_number = self.service.running_state(self.table_id).hands_dealt
        self._gestures = []  # the other station's gestures are not known: undo by event
        self._changed()
        return True

    def can_muck(self) -> bool:
        """Whether the player due to show may muck (R-7.1, R-7.2)."""
        return self.deal.may_muck(self.step())

    def _shown(self, seat: int, cards: tuple[Card, ...]) -> tuple[MaybeCard, ...]:
        """The hand shown: entered cards fill the unknown places, in order."""
        shown = self.deal.shown(seat, cards)
        if shown is None:
            count = len(self.hand.hole[self.hand.player_at(seat)])
            raise DealerError(msg("svc-enter-unknown-cards", seat=seat, count=count))
        return shown

    def fold(self) -> AnyState:
        return self.apply(Fold(self._actor()))

    def check_call(self) -> AnyState:
        return self.apply(CheckCall(self._actor()))

    def bet_raise(self, to: int) -> AnyState:
        v.amount(to, "the bet")
        return self.apply(BetRaise(self._actor(), to))

    def all_in(self) -> AnyState:
        """The whole stack in, when the limit allows that much (R-5.3 to R-5.7):
        the engine's all-in event; refused, naming the most, otherwise."""
        try:
            event = self._legal().all_in_event()
        except HandError as exc:
            raise DealerError(exc.message) from None
        return self.apply(event)

    def bring_in(self) -> AnyState:
        legal = self._legal()
        if legal.bring_in is None:
            raise DealerError(msg("svc-nobody-brings-in"))
        return self.apply(PostBringIn(legal.seat, legal.bring_in))

    def discard(self, count: int, cards: Sequence[Card] = ()) -> AnyState:
        """Draw (R-6.5): the seat to draw discards ``count`` cards (0: pat), the
        ``cards`` chosen or, where the dealer does not know them, unknown ones. A
        hand whose cards are all known discards cards by name: without them the
        draw is refused in words and nothing changes."""
        v.whole(count, "the number of cards", 0, 7)
        step = self.step()
        if step.kind is not StepKind.DISCARD or step.seat is None:
            raise DealerError(msg("svc-nobody-discards", step_text=_said(step)))
        chosen: tuple[MaybeCard, ...] = tuple(cards)
        if chosen and len(chosen) != count:
            raise DealerError(msg("svc-discards-count", seat=step.seat, count=count,
                                  chosen=len(chosen)))
        if not chosen:
            hole = self.hand.hole[self.hand.player_at(step.seat)]
            if sum(1 for c in hole if c is None) < count:
                raise DealerError(msg("svc-discards-which", seat=step.seat, count=count))
            chosen = (None,) * count
        return self.apply(Discard(step.seat, chosen))

    def muck(self) -> AnyState:
        step = self.step()
        if step.kind is not StepKind.SHOW or step.seat is None:
            raise DealerError(msg("svc-nobody-shows", step_text=_said(step)))
        return self.apply(Muck(step.seat))

    def declare(self, ins: Sequence[int]) -> AnyState:
        """Guts (R-6.6): the seats that declared in, all at once."""
        return self.apply(Declare(tuple(sorted(ins))))

    def award_to(self, winners: Winners) -> AnyState:
        """Award by hand: per pot ``((high seats), (low seats))``, no cards needed."""
        return self.apply(Award(winners=winners))

    def _legal(self) -> LegalActions:
        legal = self.legal()
        if legal is None:
            raise DealerError(msg("svc-nobody-to-act", step_text=_said(self.step())))
        return legal

    def _actor(self) -> int:
        return self._legal().seat

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
            raise DealerError(msg("svc-hand-not-over", step_text=_said(self.step())))
        before = self._kept()
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
            raise
        if self.service is not None and self.service.unsettled:
            self._before = before
        self._changed()
        return self.state

    def _start(self, stacks: dict[int, int], button: int, first: bool) -> None:
        if self.service is not None and self.table_id is not None:
            self._start_stored(button)
            return
        setup = self._plan(stacks, button, first, (), self._wishes())
        self.state = GutsState.start(setup) if isinstance(setup, GutsSetup) \
            else HandState.start(setup)
        self._started()
        self.hand_number += 1

    def _start_stored(self, button: int) -> None:
        """The next hand at a stored table: its seats' chips and the table's one
        running state (not this panel's memory) decide, read and written in one
        transaction (``TableService.deal_next``, issue 21). The cash table's
        settings (who is away, who posts, a straddle) have transactions of their
        own: on a club's server they are read once the table is locked, so a player
        who stepped away at that instant is not dealt in (R-3.6,
        tests/services/test_cash_races.py); on SQLite before (the deal's transaction
        holds the file's write lock, which a second one would wait for)."""
        assert self.service is not None and self.table_id is not None
        server = self.service.db.is_server
        early = None if server else self._wishes()

        def plan(stacks: dict[int, int], stored: RunningState
                 ) -> tuple[HandSetup | GutsSetup, TablePositions | None]:
            wishes = early if early is not None else self._wishes()
            self._positions = stored.positions
            at = stored.button if stored.placed and stored.button is not None else button
            setup = self._plan(stacks, at, not stored.placed, stored.refilled, wishes)
            return setup, self._positions if isinstance(setup, HandSetup) else None

        # A cash table's own record of the hand (who posted) waits for the commit.
        behind = self.store_behind and self.cash is None
        self.hand_id, self.hand_number, self.state = self.service.deal_next(
            self.table_id, plan, behind=behind)
        self._started()

    def _started(self) -> None:
        if self.cash is not None and self._hand_positions is not None and \
                isinstance(self.state, HandState):
            self.cash.hand_started(self._hand_positions)
        self._gestures = []

    def _wishes(self) -> Between:
        return next_hand_wishes(self.cash, self.game.options.straddle)

    def _plan(self, stacks: dict[int, int], button: int, first: bool,
              refilled: Sequence[int], between: Between) -> HandSetup | GutsSetup:
        """The next hand's setup from the chips each seat is dealt (rules only)."""
        alive = {seat: chips for seat, chips in stacks.items() if chips > 0}
        busted = [*(seat for seat, chips in stacks.items() if chips <= 0), *refilled]
        away = between.away & alive.keys()
        if len(alive) - len(away) < 2:
            raise DealerError(msg("svc-hand-needs-two-with-chips"))
        if away and (self.game.is_guts or GAMES[self.game.key].opening is not Opening.BLINDS):
            alive = {seat: chips for seat, chips in alive.items() if seat not in away}
        game = self.game
        if game.guts is not None:
            self._hand_positions = None
            nxt = button if first else order_from_button(alive, button)[0]
            seats = order_from_button(alive, nxt)
            return GutsSetup(tuple(seats), tuple(alive[s] for s in seats), game.ante, game.guts)
        return self._setup(game, alive, busted, button, first, away, between)

    def _setup(self, game: TableGame, alive: dict[int, int], busted: list[int], button: int,
               first: bool, away: frozenset[int], between: Between) -> HandSetup:
        g = game.game
        assert g is not None
        self._hand_positions = None
        if g.opening is Opening.BLINDS:
            hand: HandPositions
            kind = GameKind.TOURNAMENT if self.cash is None else GameKind.CASH
            if first:
                hand = first_hand(button, alive, kind, sitting_out=away)
            elif self._positions is None:  # the last hand had no blinds: the button moves on
                hand = first_hand(order_from_button(alive, button)[0], alive, kind,
                                  sitting_out=away)
            else:
                hand = next_hand(self._positions, alive, busted, kind, sitting_out=away,
                                 posting=(between.posting & alive.keys()) - away)
            self._positions = hand.table
            self._hand_positions = hand
            # a straddle asked for at a cash table that allows it, never heads-up.
            straddle = between.straddle and not hand.heads_up
            return hand_setup_for(hand, g, game.betting, alive, small_blind=game.small_blind,
                                  big_blind=game.big_blind, ante=game.ante,
                                  big_blind_ante=game.big_blind_ante, options=game.options,
                                  straddle=straddle)
        self._positions = None  # no blinds: only the button moves on
        nxt = button if first else order_from_button(alive, button)[0]
        return HandSetup.at_table(g, game.betting, alive, nxt, small_blind=game.small_blind,
                                  big_blind=game.big_blind, ante=game.ante,
                                  bring_in=game.bring_in, options=game.options)


def _fill(cards: tuple[Card, ...], total: int, up: int) -> tuple[MaybeCard, ...]:
    """Entered cards as a deal: all of them, only the up cards (down unknown), or none."""
    try:
        return fill(cards, total, up)
    except ValueError as exc:
        raise DealerError(reason(exc)) from None


def _said(step: Step) -> Message:
    """The step as a message."""
    return step.message


def _cards_needed(request: CardRequest) -> DealerError:
    """"enter seat 3's up card (1 card): the rules need them" (R-6.4, R-6.6)."""
    return DealerError(msg("svc-enter-cards-needed", what_text=request.what or msg("svc-cards-any"),
                           count=request.count))

