"""Final-table deals: chip chop and ICM (Malmuth-Harville).

When the players left agree to share the remaining prize money, the director
works out each share. ``remaining_prizes`` are the prizes for the places still
to be decided, best first; with more players than paid places the missing
places pay 0. Shares are rounded to the director's unit with the largest
remainder method (ties: the bigger stack, then the order given); any amount
below one unit goes to the biggest stack. The shares always add up exactly to
the remaining prize money.

A deal the players agree on is checked before it is recorded: amounts typed by
the director must add up to the remaining prize money (``check_typed_deal``), and
``below_next_place`` names who would get less than the next place out pays (a
chip chop can give the short stack less than the prize they would win by folding
every hand).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from typing import Final, TypeVar

from director.engine.messages import Amount, MessageError, msg

P = TypeVar("P", bound=Hashable)

MAX_ICM_PLAYERS: Final = 10


class DealError(MessageError):
    """Stacks or prizes that no deal can be worked out from."""


def _check(stacks: Mapping[P, int], remaining_prizes: Sequence[int], unit: int) -> list[int]:
    if not stacks:
        raise DealError(msg("event-deal-needs-a-player"))
    for player, chips in stacks.items():
        if chips <= 0:
            raise DealError(msg("event-deal-player-without-chips", player=str(player),
                                stack=Amount(chips)))
    if any(p < 0 for p in remaining_prizes):
        raise DealError(msg("event-deal-prize-negative"))
    if len(remaining_prizes) > len(stacks):
        raise DealError(msg("event-deal-too-many-prizes", count=len(remaining_prizes),
                            players=len(stacks)))
    if unit < 1:
        raise DealError(msg("event-deal-unit-below-one", unit=Amount(unit)))
    prizes = sorted(remaining_prizes, reverse=True)
    return prizes + [0] * (len(stacks) - len(prizes))


def _round_shares(
    exact: Mapping[P, Fraction], total: int, stacks: Mapping[P, int], unit: int
) -> dict[P, int]:
    """Round exact shares adding up to ``total`` to multiples of ``unit``, keeping the total."""
    players = list(exact)
    units = {p: int(exact[p] // unit) for p in players}
    total_units, below_unit = divmod(total, unit)
    left = total_units - sum(units.values())
    by_remainder = sorted(
        range(len(players)),
        key=lambda i: (-(exact[players[i]] / unit - units[players[i]]), -stacks[players[i]], i),
    )
    for i in by_remainder[:left]:
        units[players[i]] += 1
    shares = {p: units[p] * unit for p in players}
    chip_leader = max(range(len(players)), key=lambda i: (stacks[players[i]], -i))
    shares[players[chip_leader]] += below_unit
    return shares


def chip_chop(
    stacks: Mapping[P, int],
    remaining_prizes: Sequence[int],
    unit: int = 1,
    guarantee_lowest_prize: bool = False,
) -> dict[P, int]:
    """Share the remaining prize money in proportion to the stacks.

    With ``guarantee_lowest_prize`` each player first receives the lowest
    remaining prize (what the next player out would win), and only the rest is
    shared by chips; this is the usual "chip chop with a floor".
    """
    prizes = _check(stacks, remaining_prizes, unit)
    total = sum(prizes)
    floor = prizes[-1] if guarantee_lowest_prize else 0
    shared = total - floor * len(stacks)
    chips = sum(stacks.values())
    exact = {p: floor + Fraction(shared * s, chips) for p, s in stacks.items()}
    return _round_shares(exact, total, stacks, unit)


def icm_equities(stacks: Mapping[P, int], remaining_prizes: Sequence[int]) -> dict[P, Fraction]:
    """Exact Malmuth-Harville equities: a player finishes in each open place with
    the chance that they win it from those left, in proportion to chips.

    Memoised over the set of players already placed (2^n states, fine up to
    ``MAX_ICM_PLAYERS``). The equities add up to the prize money exactly.
    """
    prizes = _check(stacks, remaining_prizes, 1)
    if len(stacks) > MAX_ICM_PLAYERS:
        raise DealError(msg("event-deal-icm-too-many-players", count=MAX_ICM_PLAYERS,
                            players=len(stacks)))
    players = list(stacks)
    chips = [stacks[p] for p in players]
    total_chips = sum(chips)
    n = len(players)
    equity = [Fraction(0)] * n
    # reach[mask]: chance that exactly the players in mask took places 1..|mask|.
    reach: dict[int, Fraction] = {0: Fraction(1)}
    for placed in range(n):
        prize = prizes[placed]
        next_reach: dict[int, Fraction] = {}
        for mask, chance in reach.items():
            left = total_chips - sum(chips[i] for i in range(n) if mask >> i & 1)
            for i in range(n):
                if mask >> i & 1:
                    continue
                step = chance * Fraction(chips[i], left)
                equity[i] += step * prize
                key = mask | 1 << i
                next_reach[key] = next_reach.get(key, Fraction(0)) + step
        reach = next_reach
    return dict(zip(players, equity, strict=True))


def icm_deal(
    stacks: Mapping[P, int], remaining_prizes: Sequence[int], unit: int = 1
) -> dict[P, int]:
    """ICM shares of the remaining prize money, rounded to ``unit``, adding up exactly."""
    prizes = _check(stacks, remaining_prizes, unit)
    return _round_shares(icm_equities(stacks, prizes), sum(prizes), stacks, unit)


def below_next_place(shares: Mapping[P, int], remaining_prizes: Sequence[int]
                     ) -> dict[P, int]:
    """The players whose share is less than the next place out pays: with n players
    left, the n-th prize (0 when that place is not paid). Each gets a warning."""
    prizes = sorted(remaining_prizes, reverse=True) + [0] * len(shares)
    next_prize = prizes[len(shares) - 1] if shares else 0
    return {p: amount for p, amount in shares.items() if amount < next_prize}


def check_typed_deal(amounts: Mapping[P, int], remaining_prizes: Sequence[int]) -> None:
    """Amounts typed for each player left: none below 0, and all of them add up to the
    remaining prize money exactly."""
    for player, amount in amounts.items():
        if amount < 0:
            raise DealError(msg("event-deal-amount-negative", player=str(player),
                                amount=Amount(amount)))
    total, expected = sum(amounts.values()), sum(remaining_prizes)
    if total != expected:
        raise DealError(msg("event-deal-typed-too-much" if total > expected
                            else "event-deal-typed-short", total=Amount(total),
                            expected_total=Amount(expected),
                            amount=Amount(abs(total - expected))))
