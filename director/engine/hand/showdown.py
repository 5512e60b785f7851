"""Who wins each pot, how it is split and why (R-7.3 to R-7.6).

``award_pots`` takes the pots, the hands that contest them and the game, and
returns one ``PotAward`` per pot in the order they are pushed: side pots
first, the last one created first, then the main pot (R-7.3). Each award
explains itself in words (R-7.6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from director.engine.cards import Card, tie_break_key
from director.engine.hand.odd_chips import odd_units, split_evenly, split_high_low
from director.engine.hand.pots import Pot


class RankedHand(Protocol):
    """What the rankings return: comparable, with the cards used and words."""

    @property
    def cards(self) -> tuple[Card, ...]: ...

    def describe(self) -> str: ...

    def __gt__(self, other: object, /) -> bool: ...

    def __eq__(self, other: object, /) -> bool: ...


@dataclass(frozen=True, slots=True)
class Contender:
    """A hand at showdown: its high value and its low value (``None``: no
    qualifying low, or no low in this game)."""

    player: int
    high: RankedHand | None
    low: RankedHand | None
    all_cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PotAward:
    """One pot pushed: ``shares`` maps player index to chips, ``text`` explains."""

    pot_index: int
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    odd_chips_to: tuple[int, ...]
    text: str


def pot_name(index: int) -> str:
    return "the main pot" if index == 0 else f"side pot {index}"


def best_of(contenders: Sequence[Contender], key: Callable[[Contender], RankedHand | None]
            ) -> list[Contender]:
    """The contenders holding the best value under ``key`` (ties all returned)."""
    ranked = [c for c in contenders if key(c) is not None]
    if not ranked:
        return []
    best = ranked[0]
    for c in ranked[1:]:
        if key(c) > key(best):  # type: ignore[operator]
            best = c
    return [c for c in ranked if key(c) == key(best)]


OddChipOrder = Callable[[Sequence[Contender], bool], list[int]]


def flop_odd_chip_order(winners: Sequence[Contender], low: bool) -> list[int]:
    """R-7.5 flop and draw games: first winner left of the button first."""
    return sorted(c.player for c in winners)


def _ace_low_key(card: Card) -> tuple[int, int]:
    """A card's rank and suit with the ace as the lowest rank (R-7.5 low hands)."""
    rank, suit = tie_break_key(card)
    return (1 if rank == 14 else rank, suit)


@dataclass(frozen=True, slots=True)
class StudOddChipOrder:
    """R-7.5 stud: the highest card by suit in the five-card hand first, the ace
    counting high in a high hand and low in a low hand (razz, a low half).
    Option RR (``seven_cards``): all seven cards, the highest card by suit for a
    high hand and the lowest card by suit for a low hand, the ace lowest."""

    seven_cards: bool
    razz: bool = False

    def __call__(self, winners: Sequence[Contender], low: bool) -> list[int]:
        low_hand = low or self.razz
        seven_cards = self.seven_cards

        def key(c: Contender) -> tuple[int, int]:
            hand = c.low if low else c.high
            cards = c.all_cards if seven_cards or hand is None else hand.cards
            if not cards:
                return (0, -c.player)  # nothing known: left of the button first
            if not low_hand:
                return max(tie_break_key(x) for x in cards)
            if seven_cards:
                lowest = min(_ace_low_key(x) for x in cards)
                return (-lowest[0], -lowest[1])
            return max(_ace_low_key(x) for x in cards)

        return [c.player for c in sorted(winners, key=key, reverse=True)]

    def reason(self, low: bool) -> str:
        """Why the odd chip went where it did, in words (R-7.6)."""
        if not (low or self.razz):
            return "highest card by suit"
        if self.seven_cards:
            return "lowest card by suit, the ace lowest"
        return "highest card by suit, the ace low"


def stud_odd_chip_order(seven_cards: bool, razz: bool = False) -> StudOddChipOrder:
    """R-7.5 stud (``StudOddChipOrder``)."""
    return StudOddChipOrder(seven_cards, razz)


def _odd_chip_reason(order: OddChipOrder, low: bool) -> str:
    if isinstance(order, StudOddChipOrder):
        return order.reason(low)
    return "first winner left of the button"


def award_pots(
    pots: Sequence[Pot],
    contenders: Mapping[int, Contender],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    split_low: bool,
    unit: int = 1,
) -> tuple[PotAward, ...]:
    """Award every pot, side pots first (R-7.3), each split separately (R-7.4), in
    whole ``unit``s, the smallest chip in play (R-7.5)."""
    awards: list[PotAward] = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        live = [contenders[p] for p in pot.eligible if p in contenders]
        awards.append(_award_one(index, pot, live, seat_of, odd_chip_order, split_low, unit))
    return tuple(awards)


def award_by_hand(
    pots: Sequence[Pot],
    winners: Sequence[tuple[Sequence[int], Sequence[int]]],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    known_cards: Mapping[int, tuple[Card, ...]],
    unit: int = 1,
) -> tuple[PotAward, ...]:
    """Award pots to winners the dealer picked, with the same splits and odd chips.

    With no hands ranked, the stud odd chip goes by the highest of each winner's
    known cards (their up cards at least, R-7.5)."""
    awards: list[PotAward] = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        high, low = winners[index]
        amount_high, amount_low = split_high_low(pot.amount, unit) if low else (pot.amount, 0)
        shares: dict[int, int] = {}
        odd: list[int] = []
        for group, amount in ((high, amount_high), (low, amount_low)):
            if not group:
                continue
            order = odd_chip_order(
                [Contender(p, None, None, known_cards.get(p, ())) for p in group], group is low)
            _add_shares(shares, odd, amount, order, unit)
        text = (
            f"{pot_name(index).capitalize()} of {pot.amount}: awarded by the dealer to "
            + _names(sorted(shares), seat_of) + _share_text(shares, odd, seat_of)
        )
        awards.append(PotAward(index, pot.amount, pot.eligible, tuple(sorted(shares.items())),
                               tuple(high), tuple(low), tuple(odd), text))
    return tuple(awards)


def _add_shares(shares: dict[int, int], odd: list[int], amount: int, order: list[int],
                unit: int = 1) -> None:
    split = split_evenly(amount, order, unit)
    if len(order) > 1:
        odd.extend(order[: odd_units(amount, len(order), unit)])
    for player, chips in split.items():
        shares[player] = shares.get(player, 0) + chips


def _names(players: Sequence[int], seat_of: Sequence[int]) -> str:
    names = [f"seat {seat_of[p]}" for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _share_text(shares: Mapping[int, int], odd: Sequence[int], seat_of: Sequence[int]) -> str:
    parts = [f"seat {seat_of[p]} gets {chips}" for p, chips in sorted(shares.items())]
    text = "; " + ", ".join(parts) if len(shares) > 1 else ""
    if odd:
        text += f"; odd chip to {_names(odd, seat_of)}"
    return text + "."


def _award_one(
    index: int,
    pot: Pot,
    live: Sequence[Contender],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    split_low: bool,
    unit: int = 1,
) -> PotAward:
    title = f"{pot_name(index).capitalize()} of {pot.amount}"
    contested_by = _names(pot.eligible, seat_of) if pot.eligible else "nobody"
    if len(live) == 1:
        only = live[0].player
        text = f"{title}, contested by {contested_by}: seat {seat_of[only]} wins uncontested."
        return PotAward(index, pot.amount, pot.eligible, ((only, pot.amount),), (only,), (),
                        (), text)
    high_winners = best_of(live, lambda c: c.high)
    low_winners = best_of(live, lambda c: c.low) if split_low else []
    shares: dict[int, int] = {}
    odd: list[int] = []
    if low_winners:
        high_amount, low_amount = split_high_low(pot.amount, unit)
    else:
        high_amount, low_amount = pot.amount, 0
    _add_shares(shares, odd, high_amount, odd_chip_order(high_winners, False), unit)
    reasons = [_odd_chip_reason(odd_chip_order, False)] if odd else []
    if low_winners:
        _add_shares(shares, odd, low_amount, odd_chip_order(low_winners, True), unit)
        if len(low_winners) > 1 and odd_units(low_amount, len(low_winners), unit):
            low_reason = _odd_chip_reason(odd_chip_order, True)
            if not reasons:
                reasons.append(low_reason)
            elif low_reason != reasons[0]:
                reasons.append(f"in the low half, {low_reason}")
    text = f"{title}, contested by {contested_by}: "
    text += _winner_text(high_winners, seat_of, "high" if split_low else "", high_amount)
    if split_low:
        if low_winners:
            text += "; " + _winner_text(low_winners, seat_of, "low", low_amount)
        else:
            text += "; no qualifying low, so the high hand takes the whole pot"
    text += _share_text(shares, odd, seat_of)
    if odd:
        text = text[:-1] + " (R-7.5: " + "; ".join(reasons) + ")."
    return PotAward(
        index, pot.amount, pot.eligible, tuple(sorted(shares.items())),
        tuple(c.player for c in high_winners), tuple(c.player for c in low_winners),
        tuple(odd), text,
    )


def _winner_text(winners: Sequence[Contender], seat_of: Sequence[int], half: str,
                 amount: int) -> str:
    hands = []
    for c in winners:
        hand = c.low if half == "low" else c.high
        hands.append(f"seat {seat_of[c.player]} with {hand.describe() if hand else 'a hand'}")
    what = f"the {half} half ({amount})" if half else str(amount)
    verb = "win" if len(winners) > 1 else "wins"
    tie = " split" if len(winners) > 1 else ""
    return f"{' and '.join(hands)} {verb}{tie} {what}"
