"""What a hand starts from: the game, the betting, who sits where with what.

Players are listed clockwise starting with the first seat left of the button,
so the button (when its seat is occupied) is the last player. That is the deal
order (R-4.3) and the order PHH files use. Forced bets are given per player, as
PHH does, so dead blinds, missing small blinds and straddles need no special
cases here; ``HandSetup.at_table`` places ordinary blinds for a table.

Which blind sets the bet (R-4.1, R-3.6, R-3.7): the straddle when a player
straddles (``straddler``), otherwise the first player, clockwise from the
button, whose blind is the largest: the real big blind. A player who posts a
big blind to enter or on return sits later in that order, so the post does not
move the action (R-3.6). A PHH record's straddle (a larger blind after the big
blind) is the largest blind too, so records keep their meaning.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field

from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import Game, Opening
from director.engine.messages import Amount, Message, MessageError, msg

# Enum members read here as module names: a member looked up on its class
# (``Phase.BETTING``) goes through ``EnumType.__getattr__`` in Python 3.11, five times
# a global's time, and a replay reads them for every event (issue 33).
_BLINDS = Opening.BLINDS
_BRING_IN = Opening.BRING_IN
_ANTES = Opening.ANTES


_COUNT_IDS = {"antes": "hand-setup-antes-count", "blinds": "hand-setup-blinds-count",
              "dead-blinds": "hand-setup-dead-blinds-count"}
_NEGATIVE_IDS = {"antes": "hand-setup-antes-negative", "blinds": "hand-setup-blinds-negative",
                 "dead-blinds": "hand-setup-dead-blinds-negative"}


class SetupError(MessageError):
    """A hand that cannot be dealt as described; the message says why."""


@frozen_record
class HandOptions:
    """Table options named in RULES.md, each a real setting."""

    burns: bool = True  # R-4.5 (hold'em allows 23 without burns)
    pineapple_discard_before_flop: bool = False  # classic pineapple
    stud_ties_by_position: bool = False  # option: position instead of suit
    stud_odd_chip_seven_cards: bool = False  # option RR
    open_pair_big_bet: bool = False  # R-6.4 (stud high, cash games)
    openers: bool = False  # jacks or better to open
    max_draw: int | None = None  # at most 3 cards (4 keeping a shown ace)
    aces_stay: bool = False  # aces may not be exchanged
    straddle: bool = False  # live straddle allowed (cash games, off by default)
    # A record of a hand already played (a PHH file): shows and mucks are taken as
    # they happened; R-7.1/R-7.2 (all-in hands show) advise a dealer, not a record.
    from_record: bool = False
    # R-7.5 (TDA 20): pots split in whole units of the smallest chip in play: the
    # tournament's smallest chip at the level (after color-ups), a cash table's setting.
    chip_unit: int = 1

    @classmethod
    def for_event(cls, cash: bool, limit: Limit, *, straddle: bool = False,
                  chip_unit: int = 1) -> HandOptions:
        """The options a table of an event plays by: the open-pair big bet follows
        the event, on at cash tables and off at tournament tables (R-6.4, TDA
        RP-10-F); the straddle is a cash table's option, in no limit and pot limit
        only (R-3.7)."""
        return cls(open_pair_big_bet=cash,
                   straddle=cash and straddle and straddle_refusal(limit) is None,
                   chip_unit=chip_unit)


_LIMITS: dict[tuple[str, bool], int] = {}


def _player_limit(game: Game, burns: bool) -> int:
    """``game.player_limit`` worked out once per game (every stored hand's setup
    is checked again when it is read back)."""
    limit = _LIMITS.get((game.key, burns))
    if limit is None:
        limit = _LIMITS[game.key, burns] = game.player_limit(burns)
    return limit


@frozen_record
class HandSetup:
    """Everything a hand needs before the first forced bet."""

    game: Game
    betting: Betting
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    antes: tuple[int, ...] = ()
    blinds: tuple[int, ...] = ()
    bring_in: int = 0
    big_blind_ante: bool = False
    button: int | None = None
    options: HandOptions = field(default_factory=HandOptions)
    antes_dead: bool | None = None
    carried_pot: int = 0  # antes of a dead deal (nobody opened) stay in the pot
    dead_blinds: tuple[int, ...] = ()  # a returning player's dead small blind
    # the player (index) who posted a live straddle; their blind is the straddle.
    straddler: int | None = None
    # the small blind nobody posts under the dead button; pot limit
    # counts it as posted before the flop.
    missing_small_blind: int = 0
    # each player's antes in ``carried_pot`` (the rest is dead money, its
    # players gone): they count as what the player put in, so a player all-in on the
    # ante of the dead deal is dealt in with no chips and wins up to what they put in.
    carried_antes: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        n = len(self.seats)
        if n < 2:
            raise SetupError(msg("hand-setup-two-players"))
        if len(set(self.seats)) != n:
            raise SetupError(msg("hand-setup-seat-twice", seat_numbers=self.seats))
        limit = _player_limit(self.game, self.options.burns)
        if n > limit:
            raise SetupError(msg("hand-setup-too-many", game=self.game.name, count=limit,
                                 players=n))
        if len(self.stacks) != n:
            raise SetupError(msg("hand-setup-stacks-count", count=len(self.stacks), players=n))
        if min(self.stacks) <= 0:  # then the first seat without chips, named
            carried = self.carried_antes or (0,) * n
            for seat, stack, ante in zip(self.seats, self.stacks, carried, strict=False):
                if stack < 0 or (stack == 0 and ante <= 0):  # all-in from a dead deal: in
                    raise SetupError(msg("hand-setup-no-chips", seat=seat, stack=Amount(stack)))
        for name, values in (("antes", self.antes), ("blinds", self.blinds),
                             ("dead-blinds", self.dead_blinds)):
            if values and len(values) != n:
                raise SetupError(msg(_COUNT_IDS[name], count=len(values), players=n))
            if values and min(values) < 0:
                raise SetupError(msg(_NEGATIVE_IDS[name],
                                      amounts=tuple(Amount(v) for v in values)))
        if self.game.opening is _BRING_IN:
            if self.bring_in <= 0:
                raise SetupError(msg("hand-setup-needs-bring-in", game=self.game.name))
            if self.bring_in > self.betting.small_bet:
                raise SetupError(msg("hand-setup-bring-in-too-big", amount=Amount(self.bring_in),
                                     small_bet=Amount(self.betting.small_bet)))
        elif self.game.opening is _BLINDS and not any(self.blinds):
            raise SetupError(msg("hand-setup-needs-blinds", game=self.game.name))
        elif self.game.opening is _ANTES and not any(self.antes) and not any(self.blinds):
            raise SetupError(msg("hand-setup-needs-antes", game=self.game.name))
        if self.options.openers and any(self.blinds):
            raise SetupError(msg("hand-setup-openers-antes"))
        if self.options.max_draw is not None and not 0 <= self.options.max_draw <= 5:
            raise SetupError(msg("hand-setup-max-draw", count=self.options.max_draw))
        if self.options.chip_unit < 1:
            raise SetupError(msg("hand-setup-chip-unit", amount=Amount(self.options.chip_unit)))
        if self.carried_pot < 0:
            raise SetupError(msg("hand-setup-carried-pot", amount=Amount(self.carried_pot)))
        if self.carried_antes:
            self._check_carried_antes(n)
        if self.big_blind_ante and sum(1 for a in self.antes if a) != 1:
            raise SetupError(msg("hand-setup-big-blind-ante"))
        if self.missing_small_blind < 0:
            raise SetupError(msg("hand-setup-missing-small-blind",
                                amount=Amount(self.missing_small_blind)))
        if self.options.straddle:
            refusal = straddle_refusal(self.betting.limit)
            if refusal is not None:
                raise SetupError(refusal)
        if self.straddler is not None:
            self._check_straddle(self.straddler)

    def _check_carried_antes(self, n: int) -> None:
        """R-6.5: one amount a player, none negative, together within the pot."""
        if len(self.carried_antes) != n:
            raise SetupError(msg("hand-setup-carried-antes-count",
                                 count=len(self.carried_antes), players=n))
        if min(self.carried_antes) < 0 or sum(self.carried_antes) > self.carried_pot:
            raise SetupError(msg("hand-setup-carried-antes",
                                 amounts=tuple(Amount(a) for a in self.carried_antes),
                                 pot=Amount(self.carried_pot)))

    def _check_straddle(self, straddler: int) -> None:
        """R-3.7: a live straddle of twice the big blind, by the first player
        left of the big blind, at a table that allows it, never heads-up."""
        if not self.options.straddle:
            raise SetupError(msg("hand-setup-no-straddle-here"))
        if not 0 <= straddler < self.player_count:
            raise SetupError(msg("hand-setup-straddler", players=self.player_count))
        if self.player_count == 2:
            raise SetupError(msg("hand-setup-straddle-heads-up"))
        others = [self.blind_of(i) if i != straddler else 0 for i in range(self.player_count)]
        big_blind = self._largest_blind(others)
        big = others[big_blind] if big_blind is not None else 0
        if big_blind is None or straddler != (big_blind + 1) % self.player_count:
            raise SetupError(msg("hand-setup-straddler-seat"))
        if self.blind_of(straddler) != 2 * big:
            raise SetupError(msg("hand-setup-straddle-size", amount=Amount(2 * big),
                                 other_amount=Amount(self.blind_of(straddler))))

    @property
    def player_count(self) -> int:
        return len(self.seats)

    @property
    def dead_antes(self) -> bool:
        """Whether antes are dead money in the main pot rather than part of each
        poster's contribution. R-4.2: the big-blind ante is dead, ordinary antes
        count; ``antes_dead`` overrides (PHH's ``ante_trimming_status = false``)."""
        return self.big_blind_ante if self.antes_dead is None else self.antes_dead

    @property
    def button_seat(self) -> int:
        """The button's physical seat; by default the last player's."""
        return self.seats[-1] if self.button is None else self.button

    def ante_of(self, player: int) -> int:
        return self.antes[player] if self.antes else 0

    def blind_of(self, player: int) -> int:
        return self.blinds[player] if self.blinds else 0

    def dead_blind_of(self, player: int) -> int:
        return self.dead_blinds[player] if self.dead_blinds else 0

    def action_blind(self) -> int | None:
        """The player whose blind is the bet to call before the flop: the
        straddler, else the real big blind (the first player with the largest
        blind, R-4.1); ``None`` without blinds. The first player after them
        acts first; posts to enter or return do not move it (R-3.6, R-3.7)."""
        if self.straddler is not None:
            return self.straddler
        return self._largest_blind(self.blinds)

    def _largest_blind(self, blinds: Sequence[int]) -> int | None:
        """The first player posting the largest of ``blinds``, ``None`` if none is
        posted; with equal blinds (the small blind as large as the big, allowed by
        the structures) the second of the two: three or more players, the small
        blind first left of the button posts first and the big blind after it
        (R-4.1); heads-up the big blind comes first in order (R-3.5)."""
        big = max(blinds) if blinds else 0  # no ``default=``: it costs ``max`` more
        if not big:
            return None
        first = blinds.index(big)
        if first == 0 and len(blinds) > 2 and blinds[1] == big and not self.missing_small_blind:
            return 1
        return first

    def small_blind_player(self) -> int | None:
        """The small blind (R-4.1): the first player left of the button, heads-up the
        button (R-3.5, last in order); ``None`` when nobody posts it (a dead small
        blind, R-3.4) or the hand has no blinds."""
        if not self.blinds or self.missing_small_blind:
            return None
        player = 1 if self.player_count == 2 else 0
        return player if self.blinds[player] and player != self.big_blind_player() else None

    def big_blind_player(self) -> int | None:
        """The real big blind (R-4.1), also when someone straddles (R-3.7)."""
        if self.straddler is None:
            return self.action_blind()
        return (self.straddler - 1) % self.player_count

    @classmethod
    def at_table(
        cls,
        game: Game,
        betting: Betting,
        stacks_by_seat: Mapping[int, int],
        button: int,
        *,
        small_blind: int = 0,
        big_blind: int = 0,
        ante: int = 0,
        big_blind_ante: bool = False,
        bring_in: int = 0,
        options: HandOptions | None = None,
        straddle: bool = False,
        carried_pot: int = 0,
        carried_by_seat: Mapping[int, int] | None = None,
    ) -> HandSetup:
        """A hand at a physical table: players ordered clockwise from the button.

        R-4.1: small blind left of the button, then the big blind. R-3.5
        heads-up: the button posts the small blind. R-4.2: the big-blind ante
        is posted by the big blind. R-3.7: ``straddle`` when the first player
        left of the big blind posts a live straddle (the table option
        ``HandOptions.straddle`` must be on). R-6.5: ``carried_pot``, a dead deal's
        pot dealt again, with each seat's antes in it (``carried_by_seat``).
        """
        seats = order_from_button(stacks_by_seat.keys(), button)
        n = len(seats)
        blinds: list[int] = [0] * n
        antes: list[int] = [0] * n
        if game.opening is _BLINDS or (game.opening is _ANTES and big_blind):
            sb_index, bb_index = (n - 1, 0) if n == 2 else (0, 1)
            blinds[sb_index], blinds[bb_index] = small_blind, big_blind
            if big_blind_ante:
                antes[bb_index] = ante
            else:
                antes = [ante] * n
        else:
            antes = [ante] * n
        straddler = None
        if straddle:
            if n == 2:
                raise SetupError(msg("hand-setup-straddle-heads-up"))
            straddler = 2 % n
            blinds[straddler] = 2 * big_blind
        return cls(
            game=game,
            betting=betting,
            seats=tuple(seats),
            stacks=tuple(stacks_by_seat[s] for s in seats),
            antes=tuple(antes) if any(antes) else (),
            blinds=tuple(blinds) if any(blinds) else (),
            bring_in=bring_in,
            big_blind_ante=big_blind_ante and ante > 0,
            button=button,
            options=options or HandOptions(),
            straddler=straddler,
            carried_pot=carried_pot,
            carried_antes=tuple(carried_by_seat.get(s, 0) for s in seats)
            if carried_by_seat else (),
        )


_STRADDLE_REFUSALS = {Limit.FIXED_LIMIT: "hand-setup-straddle-fixed-limit",
                      Limit.SPREAD_LIMIT: "hand-setup-straddle-spread-limit"}


def straddle_refusal(limit: Limit) -> Message | None:
    """R-3.7: the straddle is a table option of no limit and pot limit only; why a
    table of ``limit`` refuses it, or ``None`` when it may play it."""
    refusal = _STRADDLE_REFUSALS.get(limit)
    return None if refusal is None else msg(refusal)


def order_from_button(seats: Iterable[int], button: int) -> list[int]:
    """Occupied seats clockwise, starting with the first seat left of the button
    (higher seat numbers are to the left, wrapping round) (R-4.3)."""
    occupied = sorted(seats)
    after = [s for s in occupied if s > button]
    before = [s for s in occupied if s <= button]
    return after + before
