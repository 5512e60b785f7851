"""Chip sets, starting stacks, chip counts and color-ups (R-8.3, R-8.6).

A chip set is what the host owns: each denomination has a value in chip units,
a color and how many chips of it there are. From it the director gets the
chips to hand each player for a starting stack, checks the chips in play
against the buy-ins, and exchanges a removed denomination at a color-up.

The chips in play at the start are those level 1 and the stack need: from the
largest chip that divides the stack and every amount of level 1 upwards (a 25
is not handed out when level 1 is 100/200, so no color-up ever removes it). A
stack is made of about 20 chips (``preferred_counts``), and a host without a
set of their own gets one that fits the stack, level 1 and the players
(``default_chip_set``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from math import ceil, gcd, lcm
from typing import Final

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, MessageError, msg

SMALL_CHIPS_PER_DENOMINATION: Final = 20
"""When the set is short, a starting stack keeps up to this many chips of each smaller
denomination (one barrel) before any of the bigger ones, so players can post blinds
and make change."""

STANDARD_CHIPS: Final = ((1, "white"), (5, "red"), (25, "green"), (100, "black"),
                         (500, "purple"), (1_000, "yellow"), (5_000, "orange"),
                         (25_000, "grey"), (100_000, "brown"), (500_000, "pink"),
                         (1_000_000, "blue"))
"""The usual card-room denominations and colors, for a chip set the host has not typed."""

BARREL: Final = 20
"""Chips come in barrels (a rack's row) of 20: a default set owns whole barrels."""


class ChipError(MessageError):
    """A chip set, a chip count or a stack that cannot be used."""


def _amounts(values: Iterable[int]) -> tuple[Amount, ...]:
    return tuple(Amount(v) for v in values)


@frozen_record
class ChipDenomination:
    """One kind of chip: its value in chip units, its color and how many the host owns."""

    value: int
    color: str
    count_owned: int

    def __post_init__(self) -> None:
        if self.value <= 0:
            raise ChipError(msg("event-chip-value-not-positive", chip_name=self.color,
                                 amount=Amount(self.value)))
        if not self.color.strip():
            raise ChipError(msg("event-chip-needs-color", amount=Amount(self.value)))
        if self.count_owned < 0:
            raise ChipError(msg("event-chip-owned-negative", count=self.count_owned,
                                chip_name=self.color))

    def __str__(self) -> str:
        return f"{self.color} ({self.value})"


@frozen_record
class ChipSet:
    """The denominations a host owns, smallest value first; values and colors are distinct."""

    denominations: tuple[ChipDenomination, ...]

    def __post_init__(self) -> None:
        if not self.denominations:
            raise ChipError(msg("event-chip-set-empty"))
        values = [d.value for d in self.denominations]
        colors = [d.color.casefold() for d in self.denominations]
        if len(set(values)) != len(values):
            raise ChipError(msg("event-chip-values-shared", amounts=_amounts(sorted(values))))
        if len(set(colors)) != len(colors):
            raise ChipError(msg("event-chip-colors-shared"))
        ordered = tuple(sorted(self.denominations, key=lambda d: d.value))
        object.__setattr__(self, "denominations", ordered)

    def __iter__(self) -> Iterator[ChipDenomination]:
        return iter(self.denominations)

    @property
    def lowest(self) -> ChipDenomination:
        return self.denominations[0]

    def find(self, key: str | int) -> ChipDenomination:
        """The denomination with this color (any case) or value."""
        for d in self.denominations:
            if d.value == key if isinstance(key, int) else d.color.casefold() == key.casefold():
                return d
        known = ", ".join(str(d) for d in self.denominations)
        raise ChipError(msg("event-chip-not-in-set", text=repr(key), chip_names=known))

    def next_above(self, value: int) -> ChipDenomination:
        """The smallest denomination worth more than ``value``."""
        for d in self.denominations:
            if d.value > value:
                return d
        raise ChipError(msg("event-chip-none-above", amount=Amount(value)))

    def without(self, value: int) -> ChipSet:
        """The set after a color-up removes the denomination worth ``value`` (R-8.3)."""
        removed = self.find(value)
        rest = tuple(d for d in self.denominations if d is not removed)
        if not rest:
            raise ChipError(msg("event-chip-color-up-last"))
        return ChipSet(rest)


# --- starting stacks ---------------------------------------------------------------------------


@frozen_record
class StackPlan:
    """Chips per player for a starting stack; ``missing`` says what to add if not ``enough``."""

    starting_stack: int
    players: int
    per_player: tuple[tuple[ChipDenomination, int], ...]
    missing: tuple[tuple[ChipDenomination, int], ...]

    @property
    def enough(self) -> bool:
        return not self.missing

    def describe(self) -> Message:
        """"Each of 9 players gets 8 × white (25), ... = 10000." and what the set lacks."""
        each = ", ".join(f"{n} × {d}" for d, n in self.per_player if n)
        if not self.missing:
            return msg("event-stack-plan", players=self.players, chip_names=each,
                       stack=Amount(self.starting_stack))
        short = ", ".join(f"{n} {d.color}" for d, n in self.missing)
        return msg("event-stack-plan-short", players=self.players, chip_names=each,
                   stack=Amount(self.starting_stack), missing_names=short)


def starting_stack(chip_set: ChipSet, stack: int, players: int,
                   level_one: Iterable[int] = ()) -> StackPlan:
    """How many chips of each color make ``stack`` for each of ``players``.

    Only the chips in play at the start are handed out (``chips_at_start``: none
    smaller than level 1's ``level_one`` amounts need). The stack is the one of
    about 20 chips ``preferred_counts`` makes, as near to it as the chips each
    player can have allow. If the set cannot do it, the plan keeps the small
    chips the set has (up to ``SMALL_CHIPS_PER_DENOMINATION`` of each), makes up
    the rest with more of the biggest chips and lists what is missing.
    """
    if players < 1:
        raise ChipError(msg("event-stack-players-too-few", players=players))
    if stack <= 0:
        raise ChipError(msg("event-stack-not-positive", stack=Amount(stack)))
    step = 0
    for d in chip_set:
        step = gcd(step, d.value)
    if stack % step:
        raise ChipError(msg("event-stack-not-makeable", stack=Amount(stack),
                            amounts=_amounts(d.value for d in chip_set), unit=Amount(step)))
    handed = chips_at_start([d.value for d in chip_set], stack, level_one)
    denominations = tuple(d for d in chip_set if d.value in handed)
    owned = tuple(d.count_owned // players for d in denominations)
    values = tuple(d.value for d in denominations)
    counts = _compose(values, owned, stack, preferred_counts(values, stack))
    missing: tuple[tuple[ChipDenomination, int], ...] = ()
    if counts is None:
        # Short: keep the small chips the set has and make up the rest with more of the
        # biggest chips, widening to smaller ones only if needed.
        unlimited = tuple(stack // d.value for d in denominations)
        barrel = (SMALL_CHIPS_PER_DENOMINATION,) * len(values)
        for k in range(len(denominations) - 1, -1, -1):
            counts = _compose(values, owned[:k] + unlimited[k:], stack, barrel)
            if counts is not None:
                break
        assert counts is not None  # a multiple of the gcd is always reachable unbounded
        missing = tuple(
            (d, n * players - d.count_owned)
            for d, n in zip(denominations, counts, strict=True)
            if n * players > d.count_owned
        )
    given = dict(zip(denominations, counts, strict=True))
    return StackPlan(stack, players, tuple((d, given.get(d, 0)) for d in chip_set), missing)


def smallest_chip_needed(values: Iterable[int], stack: int, level_one: Iterable[int]) -> int:
    """The largest of ``values`` that divides the stack and every amount of level 1
    (its blinds, antes, bring-in and bets): the smallest chip in play at the start.
    The smallest value when level 1 is not known or none divides them all (the
    stack's and the structure's own checks say what is wrong)."""
    ordered = sorted(values)
    amounts = [a for a in level_one if a]
    fits = [v for v in ordered if amounts and all(a % v == 0 for a in (stack, *amounts))]
    return fits[-1] if fits else ordered[0]


def chips_at_start(values: Iterable[int], stack: int, level_one: Iterable[int]) -> tuple[int, ...]:
    """The denominations in play at the start: from ``smallest_chip_needed`` up
    (R-8.3: a color-up removes only chips in play)."""
    ordered = sorted(values)
    smallest = smallest_chip_needed(ordered, stack, level_one)
    return tuple(v for v in ordered if v >= smallest)


def preferred_counts(values: Sequence[int], stack: int) -> tuple[int, ...]:
    """A stack of about 20 chips: each smaller chip enough to make change for one of
    the next (the smallest for two, to post blinds), the rest in the biggest chips
    that fit, largest first. Counts follow ``values`` (smallest first); the sum may
    miss ``stack`` for an unusual set (``_compose`` then finds the nearest that adds up).
    """
    counts = [0] * len(values)
    rest = stack
    for i in range(len(values) - 1):
        wanted = ceil(values[i + 1] / values[i])
        counts[i] = min(wanted, rest // values[i])
        rest -= counts[i] * values[i]
    for i in range(len(values) - 1, -1, -1):
        more = rest // values[i]
        counts[i] += more
        rest -= more * values[i]
    return tuple(counts)


def default_chip_set(stack: int, level_one: Iterable[int], players: int) -> ChipSet:
    """A set of the usual denominations (``STANDARD_CHIPS``) that fits the stack and
    level 1: the smallest chip divides every amount of level 1 (level 1 not known: a
    small blind of about 1/200 of the stack), and the stack must be a whole number
    of it (a refusal says so: 10,010 at 25/50 is a typing slip, not a set of 5s);
    the biggest is worth
    at most a quarter of the stack, each player gets about 20 chips
    (``preferred_counts``), and the host owns whole barrels of enough for
    ``players``, with the chips of the next denomination a color-up exchanges for
    the smaller ones (R-8.3)."""
    if players < 1:
        raise ChipError(msg("event-stack-players-too-few", players=players))
    if stack <= 0:
        raise ChipError(msg("event-stack-not-positive", stack=Amount(stack)))
    standard = [v for v, _color in STANDARD_CHIPS]
    amounts = [a for a in level_one if a] or [max(v for v in standard if v <= max(stack // 200, 1)
                                                  and stack % v == 0)]
    smallest = max(v for v in standard if all(a % v == 0 for a in amounts))
    if stack % smallest:
        raise ChipError(msg("event-stack-not-makeable", stack=Amount(stack),
                            amounts=_amounts([smallest]), unit=Amount(smallest)))
    values = tuple(v for v in standard if v == smallest or smallest < v <= stack // 3)
    counts = preferred_counts(values, stack)
    used = [(v, n) for v, n in zip(values, counts, strict=True) if n]
    colors = dict(STANDARD_CHIPS)
    denominations = []
    for i, (value, per_player) in enumerate(used):
        exchange = ceil(used[i - 1][0] * used[i - 1][1] * players / value) if i else 0
        owned = ceil((per_player * players + exchange) / BARREL) * BARREL
        denominations.append(ChipDenomination(value, colors[value], owned))
    return ChipSet(tuple(denominations))


def _compose(
    values: tuple[int, ...], available: tuple[int, ...], stack: int, prefer: Sequence[int]
) -> tuple[int, ...] | None:
    """Counts per denomination adding up to ``stack``, each as near its ``prefer`` count
    as the rest allows (fewer first, then more), small chips first; None if impossible."""

    reach = [sum(v * a for v, a in zip(values[i:], available[i:], strict=True))
             for i in range(len(values) + 1)]
    steps = [0] * (len(values) + 1)
    for i in range(len(values) - 1, -1, -1):
        steps[i] = gcd(steps[i + 1], values[i])

    @cache
    def fill(i: int, rest: int) -> tuple[int, ...] | None:
        if rest == 0:
            return (0,) * (len(values) - i)
        if i == len(values) or rest > reach[i] or rest % steps[i]:
            return None
        most = min(available[i], rest // values[i])
        preferred = min(most, prefer[i])
        if i == len(values) - 1:
            candidates: list[int] = [rest // values[i]] if rest % values[i] == 0 else []
            candidates = [n for n in candidates if n <= available[i]]
        else:
            candidates = [*range(preferred, -1, -1), *range(preferred + 1, most + 1)]
        for n in candidates:
            tail = fill(i + 1, rest - n * values[i])
            if tail is not None:
                return (n, *tail)
        return None

    return fill(0, stack)


def payable_around(amount: int, chip: int, paid_in: int = 0) -> tuple[int, int]:
    """The payable amounts nearest ``amount`` in chips whose smallest is ``chip``
    (TDA 20): the one at or below it and the one at or above it (both ``amount``
    when it is a whole number of chips, or when no chip is known: ``chip`` 0).

    ``paid_in``: the smallest chip of the table a moving player leaves (R-8.7), where
    the difference is cashed out or topped up, so both amounts differ from
    ``amount`` by a whole number of it too: from 5s to 25s, 1,005 gives 1,000 or
    1,025; from 25s to 10s, 1,025 gives 1,000 or 1,050 (1,020 and 1,030 would
    leave 5 to pay out or top up in 25s). The one below is 0 when there is none
    but nothing (top up to the one above). A stack its own chips cannot make
    (``amount`` no whole number of ``paid_in``) gets the nearest in ``chip`` alone
    when no amount fits both."""
    if chip <= 0 or amount % chip == 0:
        return amount, amount
    if paid_in > 0:
        period = lcm(chip, paid_in)
        for step in range(period // paid_in):
            below = amount - step * paid_in
            if below % chip == 0:
                return max(below, 0), below + period
    lower = amount - amount % chip
    return lower, lower + chip


def check_paid_in_chips(amount: int, chip: int, what: Message, chips_text: Message) -> None:
    """An amount paid in chips (a cash buy-in, top-up or cash-out, a table's buy-in
    limits, R-8.7; a tournament's stack, rebuy or add-on, R-8.6) is a whole number
    of the smallest chip there is to pay it in (``chip``, 0: none known), else a
    refusal naming ``what`` ("a buy-in", "the smallest buy-in"), the chips
    (``chips_text``), the chip and the nearest amounts that can be paid."""
    lower, upper = payable_around(amount, chip)
    if lower == amount:
        return
    if lower == 0:
        raise ChipError(msg("event-amount-below-chip", what_text=what, amount=Amount(amount),
                            chips_text=chips_text, chip_amount=Amount(chip)))
    raise ChipError(msg("event-amount-not-in-chips", what_text=what, amount=Amount(amount),
                        chips_text=chips_text, chip_amount=Amount(chip),
                        lower_amount=Amount(lower), next_amount=Amount(upper)))


# --- chip counts -------------------------------------------------------------------------------


def count_value(chip_set: ChipSet, counts: Mapping[str, int] | Mapping[int, int] | int) -> int:
    """A stack's value from a count by denomination (color or value → chips) or a total.

    A total must be a whole number of the smallest chip in play (TDA 20).
    """
    if isinstance(counts, int):
        if counts < 0:
            raise ChipError(msg("event-chip-count-negative", count=counts))
        if counts % chip_set.lowest.value:
            raise ChipError(msg("event-chip-total-not-whole", total=Amount(counts),
                                chip_name=str(chip_set.lowest)))
        return counts
    total = 0
    for key, n in counts.items():
        d = chip_set.find(key)
        if n < 0:
            raise ChipError(msg("event-chip-color-count-negative", count=n, chip_name=d.color))
        total += n * d.value
    return total


@frozen_record
class CountCheck:
    """Chips counted against the chips there should be; each check says it in its
    own words (``describe``)."""

    expected: int
    counted: int

    @property
    def difference(self) -> int:
        """Counted minus expected: above 0 means extra chips, below 0 means chips missing."""
        return self.counted - self.expected


@frozen_record
class ChipsInPlayCheck(CountCheck):
    """Counted chips against the chips the buy-ins put in play (R-8.6)."""

    def describe(self) -> Message:
        """The count against the buy-ins in words (R-8.6)."""
        if self.difference == 0:
            return msg("event-chips-in-play-match", total=Amount(self.counted))
        return msg("event-chips-in-play-more" if self.difference > 0
                   else "event-chips-in-play-fewer", total=Amount(self.counted),
                   expected_total=Amount(self.expected), amount=Amount(abs(self.difference)))


def check_chips_in_play(
    counted: int,
    entries: int,
    starting_stack: int,
    rebuys: int = 0,
    rebuy_chips: int = 0,
    add_ons: int = 0,
    add_on_chips: int = 0,
) -> ChipsInPlayCheck:
    """Expected chips = entries × starting stack + rebuys × rebuy chips + add-ons × add-on chips."""
    named = {
        "counted-chips": counted, "entries": entries, "starting-stack": starting_stack,
        "rebuys": rebuys, "rebuy-chips": rebuy_chips, "add-ons": add_ons,
        "add-on-chips": add_on_chips,
    }
    for name, number in named.items():
        if number < 0:
            raise ChipError(msg("event-chip-figure-negative",
                                field_text=msg(f"event-chip-figure-{name}"), number=number))
    expected = entries * starting_stack + rebuys * rebuy_chips + add_ons * add_on_chips
    return ChipsInPlayCheck(expected, counted)


# --- color-up ----------------------------------------------------------------------------------


def exchange_at_equal_value(chips: int, removed: int, next_value: int) -> tuple[int, int]:
    """Exchange ``chips`` of the removed denomination for the next one (R-8.3, first part).

    Returns (chips of the next denomination, removed chips left over for the race).
    """
    if chips < 0:
        raise ChipError(msg("event-color-up-count-negative", count=chips))
    if removed <= 0 or next_value <= removed or next_value % removed:
        raise ChipError(msg("event-color-up-not-whole", removed_amount=Amount(removed),
                            next_amount=Amount(next_value)))
    per_chip = next_value // removed
    return chips // per_chip, chips % per_chip


def exchange_into_chips_in_play(chips: int, removed: int, next_value: int,
                                smaller: Iterable[int] = ()
                                ) -> tuple[int, tuple[tuple[int, int], ...], int]:
    """Exchange ``chips`` of the removed denomination at equal value into the chips
    still in play (R-8.3, first part): as many of the next denomination up as their
    value makes (``exchange_at_equal_value``), then what is left into ``smaller``, the
    chips still in play below the removed one, largest first (7 x 25 with the 5s in
    play: one 100 and fifteen 5s). Largest first is exact where each chip is worth a
    whole number of the one below it, as in card rooms' sets.

    Returns (chips of the next denomination, (value, count) of each smaller chip
    given, largest first, and the value left over that no chip still in play makes:
    what the race is for). Without smaller chips the value left over is the odd
    chips' (``exchange_at_equal_value``)."""
    exchanged, odd = exchange_at_equal_value(chips, removed, next_value)
    rest = odd * removed
    given: list[tuple[int, int]] = []
    for value in sorted(set(smaller), reverse=True):
        if not 0 < value < removed:
            raise ChipError(msg("event-color-up-smaller-not-below", amount=Amount(value),
                                removed_amount=Amount(removed)))
        if rest >= value:
            given.append((value, rest // value))
            rest %= value
    return exchanged, tuple(given), rest


@frozen_record
class ColorUp:
    """One player's color-up: new chips at equal value and the odd chips left to race."""

    removed: ChipDenomination
    into: ChipDenomination
    exchanged: int
    odd_chips: int


def color_up(chip_set: ChipSet, removed_value: int, chips: int) -> ColorUp:
    """Exchange a player's ``chips`` of the removed denomination for the next one up (R-8.3)."""
    removed = chip_set.find(removed_value)
    into = chip_set.next_above(removed.value)
    exchanged, odd = exchange_at_equal_value(chips, removed.value, into.value)
    return ColorUp(removed, into, exchanged, odd)


def removed_chips_that_fit(stack: int, removed: int, step: int) -> tuple[int, ...]:
    """The counts of ``removed`` chips a stack of ``stack`` can hold when the rest of it
    is made of the chips left in play, all multiples of ``step``: the fewest three
    (a color-up of 25s into 100s from 56,050: 2, 6 or 10). Empty when none can."""
    if removed <= 0 or step <= 0 or stack < 0:
        return ()
    period = step // gcd(step, removed)
    first = next((n for n in range(min(period, stack // removed + 1))
                  if (stack - n * removed) % step == 0), None)
    if first is None:
        return ()
    return tuple(range(first, stack // removed + 1, period))[:3]


def check_removed_chips(player: str, stack: int, removed: int, count: int, step: int) -> None:
    """Refuse a count of ``removed`` chips handed in at a color-up that the stack cannot
    hold (R-8.3): what is left must be made of the chips still in play (multiples of
    ``step``), and no more chips than the stack is worth."""
    if count < 0:
        raise ChipError(msg("event-color-up-count-negative", count=count))
    if count * removed <= stack and (stack - count * removed) % step == 0:
        return
    fits = removed_chips_that_fit(stack, removed, step)
    if not fits:
        raise ChipError(msg("event-color-up-stack-not-whole", player=player, stack=Amount(stack),
                            step_amount=Amount(step), removed_amount=Amount(removed)))
    if count * removed > stack:  # no "left" to speak of: more than the whole stack
        raise ChipError(msg("event-color-up-count-above-stack", player=player,
                            chips=Amount(count), removed_amount=Amount(removed),
                            stack=Amount(stack), fits_text=", ".join(str(n) for n in fits)))
    raise ChipError(msg("event-color-up-count-does-not-fit", player=player, count=count,
                        removed_amount=Amount(removed), stack=Amount(stack),
                        rest_amount=Amount(stack - count * removed), step_amount=Amount(step),
                        fits_text=", ".join(str(n) for n in fits)))
