"""One hand as the state an event log folds to (DESIGN.md "The engine").

``HandState.start(setup)`` is the hand before anything happens;
``state.apply(event)`` checks the event against the rules and returns the next
state, never changing ``state``. ``HandState.replay(setup, events)`` folds a
whole log; ``state.undo()`` drops the last event. The state answers the
dealer's questions: ``next_step``, ``legal_actions``, ``pots``,
``showing_order`` and, at the end, ``awards``.

Players are indexes into ``setup.seats`` (clockwise from the first seat left of
the button); events and messages use physical seat numbers.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType

from director.engine.cards import Card
from director.engine.hand.betting import Limit, RoundSituation, raise_bounds
from director.engine.hand.events import (
    Event,
    MaybeCard,
)
from director.engine.hand.games import StudOrder
from director.engine.hand.pots import Pot, build_pots
from director.engine.hand.setup import HandSetup
from director.engine.hand.showdown import PotAward
from director.engine.hand.steps import LegalActions, Step
from director.engine.messages import MessageError


class HandError(MessageError):
    """An event the rules do not allow now; the message says why and what is expected."""


class Phase(enum.Enum):
    POSTING = "posting"
    DEALING = "dealing"
    BETTING = "betting"
    DISCARDING = "discarding"
    DRAWING = "drawing"
    SHOWDOWN = "showdown"
    AWARDING = "awarding"
    COMPLETE = "complete"


class HandState:
    """An immutable snapshot of a hand. Build it with ``start`` or ``replay`` (or,
    for a stored running hand, ``state_data.state_from_data``)."""

    __slots__ = (
        "_log",
        "_pending_log",
        "acted",
        "acted_level",
        "awards",
        "bets",
        "bets_made",
        "blind_shortfall",
        "board",
        "bring_in_due",
        "burned",
        "community_card",
        "dead",
        "dead_deal",
        "discarded",
        "final_aggressor",
        "first_actor",
        "folded",
        "full_level",
        "highest",
        "hole",
        "known",
        "last_aggressor",
        "last_raise",
        "mucked",
        "open_to",
        "opener",
        "openers_shown",
        "phase",
        "posts",
        "reshuffled",
        "returned",
        "round_players",
        "setup",
        "shown",
        "stacks",
        "street",
        "street_burned",
        "street_dealt",
        "to_act",
        "to_replace",
        "totals",
    )

    setup: HandSetup
    _log: tuple[Event, ...] | None
    _pending_log: Callable[[], tuple[Event, ...]] | None
    phase: Phase
    stacks: list[int]
    bets: list[int]
    totals: list[int]
    folded: list[bool]
    mucked: list[bool]
    shown: list[bool]
    hole: list[tuple[MaybeCard, ...]]
    discarded: list[tuple[MaybeCard, ...]]
    board: tuple[MaybeCard, ...]
    burned: tuple[MaybeCard, ...]
    known: dict[Card, str]
    posts: tuple[tuple[int, str, int], ...]
    dead: int
    blind_shortfall: int
    street: int
    street_dealt: int
    street_burned: bool
    community_card: bool
    to_act: int | None
    open_to: tuple[int, ...]
    round_players: int
    acted: list[bool]
    acted_level: list[int]
    highest: int
    full_level: int
    last_raise: int
    bets_made: int
    bring_in_due: int | None
    first_actor: int | None
    last_aggressor: int | None
    final_aggressor: int | None
    returned: tuple[tuple[int, int], ...]
    awards: tuple[PotAward, ...]
    opener: int | None
    openers_shown: bool
    to_replace: list[int | None]
    reshuffled: int
    dead_deal: bool

    # ----------------------------------------------------------- construction

    @property
    def log(self) -> tuple[Event, ...]:
        """The events so far: the hand itself. A state restored from a snapshot
        (``state_data``) reads its stored log the first time it is asked for."""
        log = self._log
        if log is None:
            assert self._pending_log is not None
            log = self._log = self._pending_log()
            self._pending_log = None
        return log

    @log.setter
    def log(self, events: tuple[Event, ...]) -> None:
        self._log, self._pending_log = events, None

    @classmethod
    def start(cls, setup: HandSetup) -> HandState:
        n = setup.player_count
        s = object.__new__(cls)
        s.setup = setup
        s.log = ()
        s.phase = Phase.POSTING
        s.stacks = list(setup.stacks)
        s.bets = [0] * n
        s.totals = [0] * n
        s.folded = [False] * n
        s.mucked = [False] * n
        s.shown = [False] * n
        s.hole = [()] * n
        s.discarded = [()] * n
        s.board = ()
        s.burned = ()
        s.known = {}
        s.posts = _forced_bets(setup)
        s.blind_shortfall = setup.missing_small_blind  # counts as posted
        s.street = 0
        s.street_dealt = 0
        s.street_burned = False
        s.community_card = False
        s.to_act = None
        s.open_to = ()
        s.round_players = n
        s.acted = [False] * n
        s.acted_level = [0] * n
        s.highest = 0
        s.full_level = 0
        s.last_raise = 0
        s.bets_made = 0
        s.bring_in_due = None
        s.first_actor = None
        s.last_aggressor = None
        s.final_aggressor = None
        s.returned = ()
        s.awards = ()
        s.opener = None
        s.openers_shown = False
        s.to_replace = [None] * n
        s.reshuffled = 0
        s.dead_deal = False
        s.dead = setup.carried_pot
        if not s.posts:
            s.phase = Phase.DEALING
        return s

    @classmethod
    def replay(cls, setup: HandSetup, events: Iterable[Event]) -> HandState:
        """Fold a log from the start; the same log always gives the same state.

        The events are applied to one private state, without the copy ``apply``
        makes for each, so replaying a stored hand is fast.
        """
        state = cls.start(setup)
        log = tuple(events)
        for number, event in enumerate(log, start=1):
            try:
                _transitions().apply(state, event)
            except HandError as exc:
                raise HandError(f"event {number} ({event}): {exc}") from None
        state.log = log
        return state

    def undo(self) -> HandState:
        """The state before the last event."""
        if not self.log:
            raise HandError("nothing to undo: no event has been recorded in this hand")
        return HandState.replay(self.setup, self.log[:-1])

    def _copy(self) -> HandState:
        s = object.__new__(HandState)
        for name in _SHARED:
            setattr(s, name, getattr(self, name))
        s.stacks, s.bets, s.totals = self.stacks[:], self.bets[:], self.totals[:]
        s.folded, s.mucked, s.shown = self.folded[:], self.mucked[:], self.shown[:]
        s.hole, s.discarded = self.hole[:], self.discarded[:]
        s.acted, s.acted_level = self.acted[:], self.acted_level[:]
        s.to_replace = self.to_replace[:]
        s.known = self.known.copy()
        return s

    # ----------------------------------------------------------------- apply

    def apply(self, event: Event) -> HandState:
        """Check ``event`` against the rules and return the state after it.

        Raises ``HandError`` (this state unchanged) when the rules do not allow it.
        """
        s = self._copy()
        _transitions().apply(s, event)
        s.log = (*self.log, event)
        return s

    # ------------------------------------------------------------ questions

    @property
    def is_complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    @property
    def carried_out(self) -> int:
        """R-6.5: chips a dead deal leaves in the pot for the next deal."""
        return self.pot_total if self.dead_deal else 0

    @property
    def seats(self) -> tuple[int, ...]:
        return self.setup.seats

    def player_at(self, seat: int) -> int:
        try:
            return self.setup.seats.index(seat)
        except ValueError:
            raise HandError(
                f"seat {seat} is not in this hand; dealt in: "
                + ", ".join(str(x) for x in self.setup.seats)
            ) from None

    def is_live(self, player: int) -> bool:
        """Still holding a hand: not folded and not mucked."""
        return not self.folded[player] and not self.mucked[player]

    def live_players(self) -> list[int]:
        mucked = self.mucked
        return [i for i, folded in enumerate(self.folded) if not folded and not mucked[i]]

    def can_bet(self, player: int) -> bool:
        """Live with chips behind: able to take part in betting."""
        return self.is_live(player) and self.stacks[player] > 0

    @property
    def pot_total(self) -> int:
        """All chips in the middle and on the table."""
        return sum(self.totals) + self.dead

    def pots(self) -> tuple[Pot, ...]:
        """The main pot and side pots as they stand now (R-7.3)."""
        live = [not f for f in self.folded]
        return build_pots(self.totals, live, self.dead)

    def chips_in_play(self) -> int:
        """Stacks plus everything in the pots: the same at every step of the hand."""
        return sum(self.stacks) + self.pot_total

    def legal_actions(self) -> LegalActions | None:
        """The choices of the player to act, or ``None`` when nobody is to act."""
        i = self.to_act
        if self.phase is not Phase.BETTING or i is None:
            return None
        seat = self.setup.seats[i]
        chips = self.stacks[i] + self.bets[i]
        if self.bring_in_due == i:
            bi = min(self.setup.bring_in, chips)
            low, high = self._raise_range(i)
            if low is not None and low <= bi:
                low = high = None  # the bring-in already is a full bet: nothing to complete
            return LegalActions(seat, False, 0, low, high, chips, bring_in=bi)
        call = min(self.highest - self.bets[i], self.stacks[i])
        low, high = self._raise_range(i)
        return LegalActions(seat, True, call, low, high, chips)

    def _raise_range(self, i: int) -> tuple[int | None, int | None]:
        if not self._may_raise(i):
            return None, None
        bounds = raise_bounds(self.setup.betting, self._situation(i))
        big_bet = self.setup.betting.big_bet
        if self.last_raise < big_bet and self.open_pair_option():
            # with an open pair on 4th street, the opening bet, and every
            # raise until a big bet or big raise is made, is a small or a big bet.
            chips = self.stacks[i] + self.bets[i]
            return bounds.minimum, min(self.full_level + big_bet, chips)
        return bounds.minimum, bounds.maximum

    def _may_raise(self, i: int) -> bool:
        """R-5.5 cap, R-5.7 reopening, and chips beyond a call."""
        betting = self.setup.betting
        if self.stacks[i] <= self.highest - self.bets[i]:
            return False
        if self.acted[i]:
            if betting.limit is Limit.FIXED_LIMIT:
                # only a full bet or raise (an all-in of half a bet or more
                # counts as one) since this player acted reopens the betting.
                if self.full_level <= self.acted_level[i]:
                    return False
            elif self.highest - self.acted_level[i] < max(self.last_raise, betting.small_bet):
                # R-5.7 (TDA 47): a player who acted, a check included, faces less
                # than a full raise (short all-ins together): call or fold only.
                return False
        if betting.limit is Limit.FIXED_LIMIT and betting.max_raises is not None:
            heads_up = betting.uncapped_heads_up and self._players_at_round_start() == 2
            if not heads_up and self.bets_made >= 1 + betting.max_raises:
                return False
        # Everyone else all-in: nobody is left to call a raise.
        others = [j for j in range(len(self.stacks)) if j != i and self.can_bet(j)]
        return bool(others)

    def _players_at_round_start(self) -> int:
        return self.round_players

    def _fixed_size(self) -> int:
        """The fixed-limit bet size now (R-5.5); after an open-pair big bet on
        4th street, raises are big bets too (R-6.4)."""
        betting = self.setup.betting
        big = self.setup.game.streets[self.street].big_bet
        if not big and self.open_pair_option() and self.last_raise >= betting.big_bet:
            big = True
        return betting.fixed_size(big)

    def open_pair_option(self) -> bool:
        """R-6.4: an open pair on 4th street lets a player bet the big bet (stud
        high only, never hi/lo or razz; a table option, off in tournaments)."""
        game = self.setup.game
        if (not self.setup.options.open_pair_big_bet or self.street != 1
                or self.setup.betting.limit is not Limit.FIXED_LIMIT
                or game.stud_order is not StudOrder.HIGH or game.low8):
            return False
        for i in self.live_players():
            ups = [c for c in self.up_cards(i) if c is not None]
            if len({c.rank for c in ups}) < len(ups):
                return True
        return False

    def _situation(self, i: int) -> RoundSituation:
        # R-5.4 (TDA 54-B): before the flop short blinds count as full blinds.
        phantom = self.blind_shortfall if self.street == 0 else 0
        highest = max(self.highest, self.full_level) if phantom else self.highest
        return RoundSituation(
            highest=highest,
            full_level=self.full_level,
            last_raise=self.last_raise,
            player_bet=self.bets[i],
            player_chips=self.stacks[i] + self.bets[i],
            pot=self.pot_total,
            big_street=self._fixed_size() == self.setup.betting.big_bet,
            pot_limit_phantom=phantom,
        )

    def up_cards(self, player: int) -> list[MaybeCard]:
        """The face-up cards of a stud player, in the order dealt."""
        flags = _up_flags(self.setup)
        return [c for c, up in zip(self.hole[player], flags, strict=False) if up]

    def next_step(self) -> Step:
        from director.engine.hand.guide import next_step

        return next_step(self)

    def showing_order(self) -> list[int]:
        """Seats in the order they show at showdown (R-7.2)."""
        from director.engine.hand.guide import showing_order

        return [self.setup.seats[i] for i in showing_order(self)]

    def cards_needed(self) -> list[str]:
        """Cards the rules need that the dealer has not entered yet, in words."""
        from director.engine.hand.guide import cards_needed

        return cards_needed(self)

    def payouts(self) -> dict[int, int]:
        """Chips each seat receives from the pots (after ``Award``)."""
        out: dict[int, int] = {}
        for award in self.awards:
            for player, chips in award.shares:
                seat = self.setup.seats[player]
                out[seat] = out.get(seat, 0) + chips
        return out

    def stacks_by_seat(self) -> dict[int, int]:
        return dict(zip(self.setup.seats, self.stacks, strict=True))

    def __repr__(self) -> str:
        return (
            f"<HandState {self.setup.game.name} {self.phase.value} street={self.street} "
            f"events={len(self.log)} stacks={self.stacks}>"
        )


_MUTABLE = ("stacks", "bets", "totals", "folded", "mucked", "shown", "hole", "discarded", "acted",
            "acted_level", "known", "to_replace")
_SHARED = tuple(name for name in HandState.__slots__ if name not in _MUTABLE)


_RULES: list[ModuleType] = []


def _transitions() -> ModuleType:
    """The rules module; imported late because it builds on this one."""
    if not _RULES:
        from director.engine.hand import transitions

        _RULES.append(transitions)
    return _RULES[0]


def _forced_bets(setup: HandSetup) -> tuple[tuple[int, str, int], ...]:
    """The forced bets in posting order (R-4.1, R-4.2): antes, then blinds; with
    a big-blind ante the blind comes first, so a short stack covers it first."""
    n = setup.player_count
    antes = [(i, "ante", setup.ante_of(i)) for i in range(n) if setup.ante_of(i)]
    blinds = [(i, "blind", setup.blind_of(i)) for i in range(n) if setup.blind_of(i)]
    dead = [(i, "dead blind", setup.dead_blind_of(i)) for i in range(n) if setup.dead_blind_of(i)]
    if setup.big_blind_ante:
        return tuple(blinds + dead + antes)
    return tuple(antes + blinds + dead)


_UP_FLAGS: dict[str, tuple[bool, ...]] = {}


def _up_flags(setup: HandSetup) -> tuple[bool, ...]:
    flags = _UP_FLAGS.get(setup.game.key)
    if flags is None:
        built: list[bool] = []
        for street in setup.game.streets:
            built.extend([False] * street.down + [True] * street.up)
        flags = _UP_FLAGS[setup.game.key] = tuple(built)
    return flags


def up_flags(setup: HandSetup) -> Sequence[bool]:
    """Which hole-card positions are dealt face up (stud)."""
    return _up_flags(setup)
