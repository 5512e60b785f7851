"""The deal in play at a table as the dealer's panel sees it: a hand, or a round
of guts (R-6.6), behind one interface (``Deal``), so the dealer session asks
and never branches on which it is (DESIGN.md "Dealer assist").

``deal_of(state)`` gives the ``Deal`` of an engine state; it is the one place
that looks at the state's type.
"""

from __future__ import annotations

import enum
from typing import Protocol

from director.engine.cards import Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.events import Burn, MaybeCard, Muck
from director.engine.hand.facts.showdown import pot_name
from director.engine.hand.gestures import card_entry
from director.engine.hand.rules.guts import GutsState
from director.engine.hand.rules.steps import LegalActions, Step, StepKind
from director.engine.hand.state import HandState, Phase
from director.engine.messages import Message, msg

AnyState = HandState | GutsState


@frozen_record
class CardRequest:
    """Cards the current step takes: ``count`` of them, ``required`` when the
    rules need them (stud up cards, a guts show), ``what`` in words (a message:
    ``svc-cards-*``, with the seat and the count as arguments)."""

    count: int
    required: bool
    what: Message | None  # None: the step takes no cards
    every_seat: int = 0  # stud up cards for every seat still due, typed at once
    board_after: int = 0  # at a burn: the board cards dealt after it, typed at once
    board: bool = False  # a board street, or the burn before one

    @property
    def typed(self) -> bool:
        """The step's gesture is typing its cards: the board's (a street, or the
        burn before it, where the flop may be typed and N burns before the turn
        and the river) or cards the rules need (stud's up cards, the openers, a
        guts show). The dealer panel's card field takes the keyboard there."""
        return self.required or self.board


class SeatStatus(enum.Flag):
    """What a seat is in the hand, as flags a window words or draws its own way."""

    NONE = 0
    FOLDED = enum.auto()
    MUCKED = enum.auto()
    ALL_IN = enum.auto()
    SHOWN = enum.auto()
    BUTTON = enum.auto()  # flop and draw games; stud has no button to show
    IN = enum.auto()  # a guts round: declared in
    SMALL_BLIND = enum.auto()  # where the table's running state has the blinds
    BIG_BLIND = enum.auto()


@frozen_record
class SeatRow:
    seat: int
    stack: int
    bet: int
    cards: str
    status: SeatStatus
    to_act: bool
    put_in: int = 0


@frozen_record
class PotRow:
    name: Message
    amount: int
    seats: tuple[int, ...]


class Deal(Protocol):
    """What the dealer session asks of the deal in play."""

    @property
    def is_guts(self) -> bool: ...
    @property
    def button_seat(self) -> int: ...
    def legal(self) -> LegalActions | None: ...
    def used_cards(self) -> frozenset[Card]: ...
    def board(self) -> tuple[MaybeCard, ...]: ...
    def seat_rows(self) -> list[SeatRow]: ...
    def pot_rows(self) -> list[PotRow]: ...
    def award_texts(self) -> list[Message]: ...
    def cards_missing(self) -> list[Message]: ...
    def card_request(self, step: Step) -> CardRequest: ...
    def shown(self, seat: int, cards: tuple[Card, ...]) -> tuple[MaybeCard, ...] | None: ...
    def may_muck(self, step: Step) -> bool: ...
    def draws(self) -> bool: ...


def board_after(board: int) -> int:
    """At a burn (R-4.4, R-4.5), given the board cards of the street it comes before
    (0: a hole-card deal follows, stud's up cards or a draw's replacements): those
    the dealer may type at the burn (burn an unknown card and deal them), 0 where
    the street is one card, as the burn card itself is (one card typed stays the
    burn card)."""
    return board if board > 1 else 0


def deal_of(state: AnyState) -> Deal:
    """The ``Deal`` of a hand or a guts round."""
    return GutsDeal(state) if isinstance(state, GutsState) else HandDeal(state)


class HandDeal:
    """A hand of any game of RULES.md section 6 but guts."""

    is_guts = False

    def __init__(self, state: HandState) -> None:
        self.state = state

    @property
    def button_seat(self) -> int:
        return self.state.setup.button_seat

    def legal(self) -> LegalActions | None:
        return self.state.legal_actions()

    def used_cards(self) -> frozenset[Card]:
        return frozenset(self.state.known)

    def board(self) -> tuple[MaybeCard, ...]:
        return self.state.board

    def seat_rows(self) -> list[SeatRow]:
        return hand_seat_rows(self.state)

    def pot_rows(self) -> list[PotRow]:
        s = self.state
        if s.is_complete:
            return []
        live = s.live_players()
        if s.phase is Phase.BETTING and all(s.stacks[i] > 0 for i in live):
            # Mid-round with nobody all-in the layers are only bets not yet called.
            return [PotRow(pot_name(0), s.pot_total, tuple(s.seats[i] for i in live))]
        # Who contests each pot now: a hand mucked at showdown no longer does.
        return [PotRow(pot_name(n), pot.amount,
                       tuple(s.seats[i] for i in pot.eligible if s.is_live(i)))
                for n, pot in enumerate(s.pots())]

    def award_texts(self) -> list[Message]:
        return [a.text for a in self.state.awards]

    def cards_missing(self) -> list[Message]:
        return self.state.cards_needed()

    def card_request(self, step: Step) -> CardRequest:
        s, kind, seat = self.state, step.kind, step.seat or 0
        if kind is StepKind.BURN:
            after = self.state.apply(Burn(None)).next_step()
            board = after.up if after.kind is StepKind.DEAL_BOARD else 0
            return CardRequest(1, False, msg("svc-cards-burn"), board_after=board_after(board),
                               board=board > 0)
        if kind is StepKind.DEAL_BOARD:
            return CardRequest(step.up, False, msg("svc-cards-board"), board=True)
        if kind is StepKind.DEAL_HOLE:
            if step.up:
                return CardRequest(step.up, True, msg("svc-cards-up", seat=seat, count=step.up),
                                   card_entry(s).every_seat)
            return CardRequest(step.down, False, msg("svc-cards-hole", seat=seat))
        if kind is StepKind.DISCARD and s.phase is Phase.DISCARDING:
            return CardRequest(1, False, msg("svc-cards-discard", seat=seat))
        if kind is StepKind.DISCARD and step.seat is not None:  # a draw
            known = sum(1 for c in s.hole[s.player_at(step.seat)] if c is not None)
            if known:  # the cards it discards are chosen by name
                return CardRequest(known, False, msg("svc-cards-draw-discards", seat=seat))
            most = s.setup.options.max_draw
            if most is not None and most < 5:  # one more keeping a shown ace
                return CardRequest(1, False, msg("svc-cards-draw-ace", seat=seat,
                                                 count=most + 1))
        if kind is StepKind.SHOW and step.seat is not None:
            player = s.player_at(step.seat)
            unknown = sum(1 for c in s.hole[player] if c is None)
            if unknown:  # the opener (still in, or folded) shows openers, typed
                openers = s.phase is Phase.AWARDING
                return CardRequest(unknown, openers, msg("svc-cards-unknown", seat=seat))
        return CardRequest(0, False, None)

    def shown(self, seat: int, cards: tuple[Card, ...]) -> tuple[MaybeCard, ...] | None:
        """The hand shown: entered cards fill the unknown places, in order; ``None``
        when their number fits neither the hand nor its unknown cards."""
        hole = self.state.hole[self.state.player_at(seat)]
        if not cards or len(cards) == len(hole):
            return cards
        if len(cards) != sum(1 for c in hole if c is None):
            return None
        fill = iter(cards)
        return tuple(next(fill) if c is None else c for c in hole)

    def may_muck(self, step: Step) -> bool:
        """R-7.1, R-7.2: never an all-in hand, never in the run-out after an all-in,
        never the last hand in a pot."""
        state = self.state
        if step.kind is not StepKind.SHOW or step.seat is None:
            return False
        live = state.live_players()
        if state.phase is not Phase.SHOWDOWN and sum(1 for i in live if state.stacks[i] > 0) <= 1:
            return False  # a run-out: every hand is turned face up
        try:
            state.apply(Muck(step.seat))
        except ValueError:
            return False
        return True

    def draws(self) -> bool:
        """Five-card draw's draw (R-6.5) is under way: a discard is of unknown cards."""
        return self.state.phase is Phase.DRAWING


class GutsDeal:
    """A round of guts (R-6.6): three cards each, declarations, no betting."""

    is_guts = True

    def __init__(self, state: GutsState) -> None:
        self.state = state

    @property
    def button_seat(self) -> int:
        return self.state.setup.seats[-1]

    def legal(self) -> LegalActions | None:
        return None

    def used_cards(self) -> frozenset[Card]:
        return frozenset(c for h in self.state.hole for c in h if c is not None)

    def board(self) -> tuple[MaybeCard, ...]:
        return ()

    def seat_rows(self) -> list[SeatRow]:
        g = self.state
        rows = []
        for i, seat in enumerate(g.setup.seats):
            cards = " ".join("··" if c is None else c.pretty for c in g.hole[i])
            status = SeatStatus.IN if i in g.ins else SeatStatus.NONE
            if seat == self.button_seat:  # guts deals from the button
                status |= SeatStatus.BUTTON
            rows.append(SeatRow(seat, g.stacks[i], 0, cards, status, False, 0))
        return rows

    def pot_rows(self) -> list[PotRow]:
        g = self.state
        return [PotRow(msg("award-pot"), g.pot, tuple(g.setup.seats[i] for i in g.dealt_in()))]

    def award_texts(self) -> list[Message]:
        return [r.text for r in self.state.results]

    def cards_missing(self) -> list[Message]:
        return []

    def card_request(self, step: Step) -> CardRequest:
        if step.kind is StepKind.DEAL_HOLE:
            return CardRequest(3, False, msg("svc-cards-three", seat=step.seat or 0))
        if step.kind is StepKind.SHOW:
            i = self.state.player_at(step.seat or 0)
            need = any(c is None for c in self.state.hole[i])
            return CardRequest(3 if need else 0, need, msg("svc-cards-three", seat=step.seat or 0))
        return CardRequest(0, False, None)

    def shown(self, seat: int, cards: tuple[Card, ...]) -> tuple[MaybeCard, ...] | None:
        return cards

    def may_muck(self, step: Step) -> bool:
        return False

    def draws(self) -> bool:
        return False


def hand_seat_rows(s: HandState) -> list[SeatRow]:
    """Each seat of a hand: stack, bet this round, cards, status, total put in."""
    rows = []
    for i, seat in enumerate(s.seats):
        cards = " ".join("··" if c is None else c.pretty for c in s.hole[i])
        if s.folded[i]:
            status = SeatStatus.FOLDED
        elif s.mucked[i]:
            status = SeatStatus.MUCKED
        elif s.stacks[i] == 0 and s.totals[i] > 0 and not s.is_complete:
            status = SeatStatus.ALL_IN
        elif s.shown[i]:
            status = SeatStatus.SHOWN
        else:
            status = SeatStatus.NONE
        if seat == s.setup.button_seat and not s.setup.game.is_stud:
            # stud has no button to show: the dealer's position only orders the deal
            status |= SeatStatus.BUTTON
        rows.append(SeatRow(seat, s.stacks[i], s.bets[i], cards, status, s.to_act == i,
                            s.totals[i]))
    return rows
