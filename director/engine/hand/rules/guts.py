"""Guts (R-6.6, seed ``000_…`` guts items 1-10): a round of three-card deals.

Every player antes; three cards each; everyone declares in or out at once;
the players in show and the best hand takes the pot (ties split); the losers
who were in pay a penalty equal to the pot they lost into the next pot (every
loser in Monte Carlo guts, only the weakest hand in survivor guts) and do not
ante for that deal. Nobody in: nobody wins, everyone antes again and the deal
repeats. One player in, or everyone in tied: the round ends. New players join
only at the start of a round, so a ``GutsState`` is one round.

The state is an event log like a hand's (``apply``, ``replay``, ``undo``,
``next_step``) and reuses the hand events; ``Declare`` is guts' own.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import field, replace

from director.engine.cards import STANDARD_DECK, Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.data import HandError
from director.engine.hand.facts.events import (
    Award,
    DealHole,
    Declare,
    Event,
    MaybeCard,
    PostAnte,
    Show,
)
from director.engine.hand.facts.odd_chips import odd_units, split_evenly
from director.engine.hand.facts.showdown import shares_and_odd_chip
from director.engine.hand.rules.steps import Step, StepKind
from director.engine.messages import Amount, Message, msg
from director.engine.ranking import best_three_card
from director.engine.ranking.words import and_list

GUTS_PLAYER_LIMIT = 17  # 52 cards, three each


class GutsKind(enum.Enum):
    MONTE_CARLO = "Monte Carlo"  # every loser pays the penalty
    SURVIVOR = "survivor"  # only the weakest hand pays


_PENALTIES = {GutsKind.MONTE_CARLO: "guts-penalties-monte-carlo",
              GutsKind.SURVIVOR: "guts-penalties-survivor"}


def _step_words(step: Step) -> Message:
    """A step inside another message."""
    return step.message


class GutsPhase(enum.Enum):
    ANTES = "antes"
    DEALING = "dealing"
    DECLARING = "declaring"
    SHOWDOWN = "showdown"
    AWARDING = "awarding"
    COMPLETE = "complete"


@frozen_record
class GutsSetup:
    """A round of guts: players clockwise from the first seat left of the button.
    ``chip_unit``: the smallest chip in play, in which a tied pot is split (R-7.5,
    TDA 20), as a hand's ``HandOptions.chip_unit``."""

    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    ante: int
    kind: GutsKind = GutsKind.MONTE_CARLO
    chip_unit: int = 1

    def __post_init__(self) -> None:
        n = len(self.seats)
        if n < 2:
            raise HandError(msg("guts-needs-two-players"))
        if n > GUTS_PLAYER_LIMIT:
            raise HandError(msg("guts-too-many-players", count=GUTS_PLAYER_LIMIT, players=n))
        if len(set(self.seats)) != n or len(self.stacks) != n:
            raise HandError(msg("guts-seat-and-stack-each"))
        if self.ante <= 0:
            raise HandError(msg("guts-ante-too-small", ante=Amount(self.ante)))
        if any(stack <= 0 for stack in self.stacks):
            raise HandError(msg("guts-player-without-chips"))
        if self.chip_unit < 1:
            raise HandError(msg("hand-setup-chip-unit", amount=Amount(self.chip_unit)))


@frozen_record
class DealResult:
    """What one deal of the round came to, in chips and in words (R-6.6, R-7.6)."""

    deal: int
    ins: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    penalties: tuple[tuple[int, int], ...]
    shortfalls: tuple[tuple[int, int], ...]
    ends_round: bool
    text: Message


@frozen_record
class GutsState:
    """One round of guts as the state its event log folds to."""

    setup: GutsSetup
    log: tuple[Event, ...] = ()
    phase: GutsPhase = GutsPhase.ANTES
    deal: int = 1
    stacks: tuple[int, ...] = ()
    pot: int = 0
    owes_ante: tuple[int, ...] = ()
    hole: tuple[tuple[MaybeCard, ...], ...] = ()
    ins: tuple[int, ...] = ()
    shown: frozenset[int] = frozenset()
    results: tuple[DealResult, ...] = ()
    _skip: tuple[int, ...] = field(default=())

    # ------------------------------------------------------------ building

    @classmethod
    def start(cls, setup: GutsSetup) -> GutsState:
        n = len(setup.seats)
        return cls(setup, stacks=setup.stacks, owes_ante=tuple(range(n)), hole=((),) * n)

    @classmethod
    def replay(cls, setup: GutsSetup, events: Iterable[Event]) -> GutsState:
        state = cls.start(setup)
        for event in events:
            state = state.apply(event)
        return state

    def undo(self) -> GutsState:
        if not self.log:
            raise HandError(msg("guts-nothing-to-undo"))
        return GutsState.replay(self.setup, self.log[:-1])

    # ------------------------------------------------------------- queries

    @property
    def is_complete(self) -> bool:
        return self.phase is GutsPhase.COMPLETE

    def player_at(self, seat: int) -> int:
        if seat not in self.setup.seats:
            raise HandError(msg("guts-seat-not-in-round", seat=seat))
        return self.setup.seats.index(seat)

    def dealt_in(self) -> list[int]:
        """Players in this deal: everyone with chips or with a stake in the pot."""
        return [i for i in range(len(self.stacks)) if i not in self._skip]

    def chips_in_play(self) -> int:
        return sum(self.stacks) + self.pot

    def stacks_by_seat(self) -> dict[int, int]:
        return dict(zip(self.setup.seats, self.stacks, strict=True))

    def next_step(self) -> Step:
        seats = self.setup.seats
        if self.phase is GutsPhase.ANTES:
            i = self.owes_ante[0]
            due = min(self.setup.ante, self.stacks[i])
            return Step(StepKind.POST_ANTE, msg("guts-step-ante", seat=seats[i],
                                                 amount=Amount(due)), seats[i], due)
        if self.phase is GutsPhase.DEALING:
            i = next(p for p in self.dealt_in() if not self.hole[p])
            return Step(StepKind.DEAL_HOLE, msg("guts-step-deal", seat=seats[i]), seats[i],
                        down=3)
        if self.phase is GutsPhase.DECLARING:
            return Step(StepKind.ACT, msg("guts-step-declare"))
        if self.phase is GutsPhase.SHOWDOWN:
            i = next(p for p in self.ins if p not in self.shown)
            return Step(StepKind.SHOW, msg("guts-step-show", seat=seats[i]), seats[i])
        if self.phase is GutsPhase.AWARDING:
            return Step(StepKind.AWARD, msg("guts-step-award"))
        return Step(StepKind.DONE, msg("guts-step-over"))

    # --------------------------------------------------------------- apply

    def apply(self, event: Event) -> GutsState:
        """The state after ``event``; ``HandError`` (nothing changed) if not allowed."""
        if isinstance(event, PostAnte):
            state = self._ante(event)
        elif isinstance(event, DealHole):
            state = self._deal(event)
        elif isinstance(event, Declare):
            state = self._declare(event)
        elif isinstance(event, Show):
            state = self._show(event)
        elif isinstance(event, Award):
            state = self._award()
        else:
            raise HandError(msg("guts-not-part-of-guts", event_name=type(event).__name__,
                                step=_step_words(self.next_step())))
        return replace(state, log=(*self.log, event))

    def _require(self, phase: GutsPhase, refusal: str) -> None:
        """``refusal``: the message id saying this event is not due now."""
        if self.phase is not phase:
            raise HandError(msg(refusal, step=_step_words(self.next_step())))

    def _ante(self, e: PostAnte) -> GutsState:
        self._require(GutsPhase.ANTES, "guts-ante-not-due")
        i = self.owes_ante[0]
        due = min(self.setup.ante, self.stacks[i])
        if self.setup.seats[i] != e.seat or e.amount != due:
            raise HandError(msg("guts-wrong-ante", seat=self.setup.seats[i], ante=Amount(due)))
        stacks = list(self.stacks)
        stacks[i] -= due
        rest = self.owes_ante[1:]
        return replace(self, stacks=tuple(stacks), pot=self.pot + due, owes_ante=rest,
                       phase=GutsPhase.ANTES if rest else GutsPhase.DEALING)

    def _deal(self, e: DealHole) -> GutsState:
        self._require(GutsPhase.DEALING, "guts-dealing-not-due")
        i = self.player_at(e.seat)
        expected = self.next_step().seat
        if e.seat != expected:
            raise HandError(msg("guts-wrong-seat-dealt", seat=expected or 0, wrong_seat=e.seat))
        if len(e.cards) != 3:
            raise HandError(msg("guts-three-cards-each", count=len(e.cards)))
        self._check_new_cards(e.cards, ("guts-card-already-dealt", e.seat))
        hole = list(self.hole)
        hole[i] = e.cards
        done = all(hole[p] for p in self.dealt_in())
        return replace(self, hole=tuple(hole),
                       phase=GutsPhase.DECLARING if done else GutsPhase.DEALING)

    def _check_new_cards(self, cards: tuple[MaybeCard, ...], where: tuple[str, int],
                         own: tuple[MaybeCard, ...] = ()) -> None:
        """R-1.4 within one deal; ``where``: the refusal's id should a card come
        again, and the seat."""
        seen = {c: ("guts-card-already-dealt", self.setup.seats[p])
                for p, h in enumerate(self.hole) for c in h if c is not None and c not in own}
        for card in cards:
            if card is None:
                continue
            if card not in STANDARD_DECK:
                raise HandError(msg("guts-card-not-in-deck", card=str(card)))
            if card in seen:
                refusal, seat = seen[card]
                raise HandError(msg(refusal, card=str(card), seat=seat))
            seen[card] = where

    def _declare(self, e: Declare) -> GutsState:
        self._require(GutsPhase.DECLARING, "guts-declaration-not-due")
        ins = tuple(sorted(self.player_at(seat) for seat in set(e.ins)))
        if any(i not in self.dealt_in() for i in ins):
            raise HandError(msg("guts-declare-only-dealt"))
        if not ins:
            return self._nobody_in()
        if len(ins) == 1:
            return replace(self, ins=ins, phase=GutsPhase.AWARDING)
        return replace(self, ins=ins, phase=GutsPhase.SHOWDOWN)

    def _nobody_in(self) -> GutsState:
        """R-6.6: everyone out: nobody wins, everyone antes again, the deal repeats."""
        words = msg("guts-everyone-out", deal_number=self.deal, pot=Amount(self.pot))
        result = DealResult(self.deal, (), (), (), (), False, words)
        return self._next_deal(result, losers=())

    def _show(self, e: Show) -> GutsState:
        self._require(GutsPhase.SHOWDOWN, "guts-show-not-due")
        i = self.player_at(e.seat)
        if i not in self.ins or i in self.shown:
            raise HandError(msg("guts-not-in-or-shown", seat=e.seat))
        hole = list(self.hole)
        if e.cards:
            if len(e.cards) != 3:
                raise HandError(msg("guts-shows-three", seat=e.seat, count=len(e.cards)))
            for known, card in zip(hole[i], e.cards, strict=True):
                if known is not None and known != card:
                    raise HandError(msg("guts-dealt-other-card", seat=e.seat, card=str(known),
                                        shown_card=str(card)))
            self._check_new_cards(e.cards, ("guts-card-already-shown", e.seat), hole[i])
            hole[i] = e.cards
        if any(c is None for c in hole[i]):
            raise HandError(msg("guts-enter-shown-cards", seat=e.seat))
        shown = self.shown | {i}
        done = all(p in shown for p in self.ins)
        return replace(self, hole=tuple(hole), shown=shown,
                       phase=GutsPhase.AWARDING if done else GutsPhase.SHOWDOWN)

    def _award(self) -> GutsState:
        self._require(GutsPhase.AWARDING, "guts-award-not-due")
        seats = self.setup.seats
        pot = self.pot
        if len(self.ins) == 1:
            (winner,) = self.ins
            words = msg("guts-only-one-in", deal_number=self.deal, seat=seats[winner],
                        pot=Amount(pot))
            return self._end_round(((winner, pot),), words)
        hands = {p: best_three_card([c for c in self.hole[p] if c is not None])
                 for p in self.ins}
        best = max(hands.values())
        worst = min(hands.values())
        winners = [p for p in self.ins if hands[p] == best]
        shares = tuple(split_evenly(pot, winners, self.setup.chip_unit).items())
        named = and_list([msg("guts-hand", seat=seats[p], hand_value=hands[p].describe())
                          for p in winners], comma=False)
        won = msg("guts-split" if len(winners) > 1 else "guts-wins", winners=named,
                  pot=Amount(pot))
        odd = self._odd_chip_words(pot, winners, shares)
        if odd is not None:
            won = msg("award-then", head=won, tail=odd)
        if len(winners) == len(self.ins):
            return self._end_round(shares, self._deal_words(won, msg("guts-nobody-lost")))
        if self.setup.kind is GutsKind.MONTE_CARLO:
            losers = [p for p in self.ins if p not in winners]
        else:
            losers = [p for p in self.ins if hands[p] == worst]
        stacks = list(self.stacks)
        for p, chips in shares:
            stacks[p] += chips
        penalties, shortfalls = [], []
        for p in losers:
            paid = min(pot, stacks[p])
            stacks[p] -= paid
            penalties.append((p, paid))
            if paid < pot:
                shortfalls.append((p, pot - paid))
        paying = msg(_PENALTIES[self.setup.kind], penalty_list=tuple(
            msg("guts-penalty", seat=seats[p], amount=Amount(paid)) for p, paid in penalties))
        short_words = [msg("guts-shortfall", seat=seats[p], owed=Amount(pot),
                           paid=Amount(pot - short), short_amount=Amount(short))
                       for p, short in shortfalls]
        result = DealResult(self.deal, self.ins, shares, tuple(penalties), tuple(shortfalls),
                            False, self._deal_words(won, paying, *short_words))
        after = replace(self, stacks=tuple(stacks), pot=sum(paid for _, paid in penalties))
        return after._next_deal(result, losers=tuple(losers))

    def _too_few_left(self, result: DealResult, left: list[int]) -> GutsState:
        """Fewer than two players can take part in another deal: the round ends,
        and the pot goes to the one left, or is shared when nobody has chips."""
        seats = self.setup.seats
        owners = left or list(range(len(self.stacks)))
        shares = tuple(split_evenly(self.pot, owners, self.setup.chip_unit).items()) \
            if self.pot else ()
        if len(owners) == 1:
            words = msg("guts-too-few-one", outcome=result.text, pot=Amount(self.pot),
                        seat=seats[owners[0]])
        else:
            words = msg("guts-too-few-shared", outcome=result.text, pot=Amount(self.pot),
                        seats=and_list([msg("guts-seat", seat=seats[p]) for p in owners],
                                       comma=False))
        after = replace(self, results=(*self.results, result))
        return after._end_round(shares, words)

    def _odd_chip_words(self, pot: int, winners: list[int],
                        shares: tuple[tuple[int, int], ...]) -> Message | None:
        """R-7.6: a split that leaves odd chips says what each gets and who has the
        odd chips and why (R-7.5: the first winners left of the button), in a pot's
        words (``showdown.shares_and_odd_chip``); ``None`` for one winner or an even
        split."""
        count = odd_units(pot, len(winners), self.setup.chip_unit) if len(winners) > 1 else 0
        if not count:
            return None
        return shares_and_odd_chip(dict(shares), winners[:count], self.setup.seats,
                                   [msg("award-why-left-of-button")])

    def _deal_words(self, *parts: Message) -> Message:
        """``Deal 3: part; part; part.`` (R-7.6)."""
        outcome = parts[-1]
        for part in reversed(parts[:-1]):
            outcome = msg("award-then", head=part, tail=outcome)
        return msg("guts-deal", deal_number=self.deal, outcome=outcome)

    def _end_round(self, shares: tuple[tuple[int, int], ...], text: Message) -> GutsState:
        stacks = list(self.stacks)
        for p, chips in shares:
            stacks[p] += chips
        result = DealResult(self.deal, self.ins, shares, (), (), True, text)
        return replace(self, stacks=tuple(stacks), pot=0, phase=GutsPhase.COMPLETE,
                       results=(*self.results, result))

    def _next_deal(self, result: DealResult, losers: tuple[int, ...]) -> GutsState:
        """Losers do not ante for the next deal (R-6.6); players without chips sit out."""
        n = len(self.stacks)
        skip = tuple(p for p in range(n) if self.stacks[p] == 0 and p not in losers)
        owes = tuple(p for p in range(n) if p not in losers and p not in skip)
        left = [p for p in range(n) if p not in skip]
        if len(left) < 2:
            return self._too_few_left(result, left)
        return replace(self, deal=self.deal + 1, owes_ante=owes, hole=((),) * n, ins=(),
                       shown=frozenset(), results=(*self.results, result), _skip=skip,
                       phase=GutsPhase.ANTES if owes else GutsPhase.DEALING)


def guts_cards_known(state: GutsState) -> dict[int, tuple[Card, ...]]:
    """The known hands of the current deal, by seat (for a dealer's screen)."""
    return {
        state.setup.seats[p]: tuple(c for c in h if c is not None)
        for p, h in enumerate(state.hole) if h
    }
