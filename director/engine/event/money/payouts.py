"""Tournament payouts: payout tables, rounding, ties and simultaneous busts (R-8.5).

Amounts are integers in the smallest money unit (cents). A percentage table has
rows by number of entries; each row lists the percentage paid to each place and
must add up to exactly 100 %. A fixed table lists amounts the director typed in.

Rounding: every place is rounded *down* to a multiple of the rounding unit the
director sets; what rounding leaves over (and any part of the prize pool below
one rounding unit) goes to first place, so the payouts always add up to the
prize pool exactly and first place is the only amount that may not be a
multiple of the unit.
"""

from __future__ import annotations

import enum
import json
from bisect import bisect_left
from collections.abc import Hashable, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from itertools import pairwise
from pathlib import Path
from typing import Final, TypeVar

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, MessageError, msg

P = TypeVar("P", bound=Hashable)

HUNDRED: Final = Decimal(100)


class PayoutError(MessageError):
    """A payout table, prize pool or finish that cannot be used (R-8.5)."""


@frozen_record
class PayoutRow:
    """Percentages per place for ``min_entries``..``max_entries`` entries (``None``: no limit).

    Percentages are ``Decimal`` (``Decimal("27.5")``), best place first, each
    positive, non-increasing, together exactly 100; a row never pays more places
    than it has entries.
    """

    min_entries: int
    max_entries: int | None
    percentages: tuple[Decimal, ...]

    def __post_init__(self) -> None:
        row = (msg("event-payout-row", from_count=self.min_entries, to_count=self.max_entries)
               if self.max_entries else msg("event-payout-row-open", from_count=self.min_entries))
        if self.min_entries < 1:
            raise PayoutError(msg("event-payout-row-min-below-one", row_text=row))
        if self.max_entries is not None and self.max_entries < self.min_entries:
            raise PayoutError(msg("event-payout-row-max-below-min", row_text=row))
        if not self.percentages:
            raise PayoutError(msg("event-payout-row-pays-nobody", row_text=row))
        if any(p <= 0 for p in self.percentages):
            raise PayoutError(msg("event-payout-row-percentage-not-positive", row_text=row))
        if any(a < b for a, b in pairwise(self.percentages)):
            raise PayoutError(msg("event-payout-row-rising", row_text=row))
        total = sum(self.percentages, Decimal(0))
        if total != HUNDRED:
            listed = " + ".join(str(p) for p in self.percentages)
            raise PayoutError(msg("event-payout-row-not-hundred", row_text=row,
                                  sum_text=str(total), terms_text=listed))
        if len(self.percentages) > self.min_entries:
            raise PayoutError(msg("event-payout-row-too-many-places", row_text=row,
                                  places=len(self.percentages), count=self.min_entries))

    def covers(self, entries: int) -> bool:
        return self.min_entries <= entries and (
            self.max_entries is None or entries <= self.max_entries
        )


@frozen_record
class PercentageTable:
    """A payout table by number of entries (rows must not overlap)."""

    name: str
    rows: tuple[PayoutRow, ...]

    def __post_init__(self) -> None:
        if not self.rows:
            raise PayoutError(msg("event-payout-table-no-rows", name=self.name))
        ordered = sorted(self.rows, key=lambda r: r.min_entries)
        for low, high in pairwise(ordered):
            if low.max_entries is None or low.max_entries >= high.min_entries:
                raise PayoutError(msg("event-payout-table-rows-overlap", name=self.name,
                                      count=low.min_entries, other_count=high.min_entries))
        object.__setattr__(self, "rows", tuple(ordered))

    def row_for(self, entries: int) -> PayoutRow:
        for row in self.rows:
            if row.covers(entries):
                return row
        spans = ", ".join(f"{r.min_entries}-{r.max_entries or ''}" for r in self.rows)
        raise PayoutError(msg("event-payout-table-no-row", name=self.name, count=entries,
                              spans_text=spans))


@frozen_record
class FixedPayouts:
    """A custom table of fixed amounts, best place first; they must add up to the prize pool."""

    name: str
    amounts: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.amounts:
            raise PayoutError(msg("event-custom-payouts-pay-nobody", name=self.name))
        if any(a <= 0 for a in self.amounts):
            raise PayoutError(msg("event-custom-payouts-amount-not-positive", name=self.name))
        if any(a < b for a, b in pairwise(self.amounts)):
            raise PayoutError(msg("event-custom-payouts-rising", name=self.name))


PayoutTable = PercentageTable | FixedPayouts


def payouts(
    prize_pool: int, entries: int, table: PayoutTable, rounding_unit: int = 1
) -> tuple[int, ...]:
    """Amounts per place, first place first, adding up exactly to ``prize_pool``.

    Each place gets its percentage rounded down to a multiple of ``rounding_unit``;
    the rounding remainder goes to first place. A fixed table is paid as typed
    and must add up to the prize pool.

    >>> payouts(100_000, 8, PercentageTable("t", (PayoutRow(3, 10, (Decimal(50),
    ...     Decimal(30), Decimal(20))),)), 1_000)
    (50000, 30000, 20000)
    """
    if prize_pool < 0:
        raise PayoutError(msg("event-prize-pool-negative", prize=Amount(prize_pool)))
    if entries < 1:
        raise PayoutError(msg("event-payouts-no-entries", count=entries))
    if rounding_unit < 1:
        raise PayoutError(msg("event-deal-unit-below-one", unit=Amount(rounding_unit)))
    if isinstance(table, FixedPayouts):
        if sum(table.amounts) != prize_pool:
            raise PayoutError(msg("event-custom-payouts-sum", name=table.name,
                                  total=Amount(sum(table.amounts)), prize=Amount(prize_pool)))
        if len(table.amounts) > entries:
            raise PayoutError(msg("event-custom-payouts-too-many-places", name=table.name,
                                  places=len(table.amounts), count=entries))
        return table.amounts
    row = table.row_for(entries)
    amounts = [
        int(Fraction(prize_pool) * Fraction(p) / 100 // rounding_unit) * rounding_unit
        for p in row.percentages
    ]
    amounts[0] += prize_pool - sum(amounts)
    return tuple(amounts)


# --- finishing order and ties (R-8.5) ---------------------------------------------------------


@frozen_record
class Bust:
    """A player out in a given hand: the table and the chips they began that hand with."""

    player: Hashable
    table: Hashable
    chips_at_start_of_hand: int

    def __post_init__(self) -> None:
        if self.chips_at_start_of_hand < 0:
            raise PayoutError(msg("event-bust-chips-negative", player=str(self.player),
                                  stack=Amount(self.chips_at_start_of_hand)))


@frozen_record
class Finish:
    """Players finishing together in places ``best_place``..``worst_place`` (a tie if several)."""

    best_place: int
    players: tuple[Hashable, ...]

    @property
    def worst_place(self) -> int:
        return self.best_place + len(self.players) - 1

    @property
    def places(self) -> range:
        return range(self.best_place, self.worst_place + 1)


def order_simultaneous_busts(
    busts: Sequence[Bust], players_before_hand: int
) -> tuple[Finish, ...]:
    """Places for players busted in the same hand, best finish first (R-8.5, TDA RP-8).

    ``players_before_hand`` is how many were still in before the hand: with 12
    in and two out, the two take places 11 and 12.
    At one table the player who began the hand with more chips finishes higher;
    equal starting stacks tie. In a hand-for-hand hand, busts at different
    tables tie. Mixed case (our reading): each player's rank at their own table
    (how many busted at that table began with more chips) decides; players with
    the same rank at different tables tie, so with A 5000 and B 2000 out at
    table 1 and C out at table 2, A and C tie for the better two places and B
    takes the next.
    """
    if not busts:
        return ()
    if players_before_hand <= len(busts):
        raise PayoutError(msg("event-busts-not-fewer-than-players", count=len(busts),
                              players=players_before_hand))
    names = [b.player for b in busts]
    if len(set(names)) != len(names):
        raise PayoutError(msg("event-bust-player-twice"))

    # A bust's rank at its table: how many busted there began with more chips.
    # Each table's stacks sorted once (issue 33: 10,000 busts in n log n).
    stacks_at: dict[Hashable, list[int]] = {}
    for bust in busts:
        stacks_at.setdefault(bust.table, []).append(-bust.chips_at_start_of_hand)
    for stacks in stacks_at.values():
        stacks.sort()
    by_rank: dict[int, list[Hashable]] = {}
    for bust in busts:
        rank = bisect_left(stacks_at[bust.table], -bust.chips_at_start_of_hand)
        by_rank.setdefault(rank, []).append(bust.player)
    place = players_before_hand - len(busts) + 1
    finishes: list[Finish] = []
    for rank in sorted(by_rank):
        group = tuple(by_rank[rank])
        finishes.append(Finish(place, group))
        place += len(group)
    return tuple(finishes)


def tied_prizes(
    amounts: Sequence[int],
    finish: Finish,
    odd_unit_order: Sequence[P],
    rounding_unit: int = 1,
) -> dict[P, int]:
    """Share the prizes of the places a tie covers evenly among the tied players (R-8.5).

    Places past the last paid place pay 0. The shares are whole rounding units;
    the odd units left over go one each to the tied players in ``odd_unit_order``
    (the caller's: ``prizes_by_place`` gives the order its places list them in, the
    tournament's entries in the order they entered; RULES.md R-8.5 names none, and
    the chips each began the hand with are not kept with the entries). An amount
    below one rounding unit goes to the first player in that order.
    """
    if len(odd_unit_order) != len(finish.players) or set(odd_unit_order) != set(
        finish.players
    ):
        raise PayoutError(msg("event-odd-unit-order-not-tied-players"))
    if rounding_unit < 1:
        raise PayoutError(msg("event-deal-unit-below-one", unit=Amount(rounding_unit)))
    total = sum(
        amounts[place - 1] for place in finish.places if 1 <= place <= len(amounts)
    )
    units, below_unit = divmod(total, rounding_unit)
    share, odd = divmod(units, len(odd_unit_order))
    result = {
        player: (share + (1 if n < odd else 0)) * rounding_unit
        for n, player in enumerate(odd_unit_order)
    }
    result[odd_unit_order[0]] += below_unit
    return result


def prizes_by_place(
    amounts: Sequence[int], places: Mapping[P, int], rounding_unit: int = 1
) -> dict[P, int]:
    """Each placed player's prize from the places' ``amounts`` (1st place first):
    players who share a place tie for the places from it on, one each, and share
    their prizes (``tied_prizes``, R-8.5); the odd units go in ``places``' order.
    With 70/30 and two tied 2nd of three, each gets 15 %, not the 30 % of 2nd."""
    groups: dict[int, list[P]] = {}
    for player, place in places.items():
        groups.setdefault(place, []).append(player)
    prizes: dict[P, int] = {}
    for place, group in groups.items():
        prizes.update(tied_prizes(amounts, Finish(place, tuple(group)), group, rounding_unit))
    return prizes


# --- templates ---------------------------------------------------------------------------------


class PayoutTemplate(enum.StrEnum):
    """The payout templates shipped in ``resources/payouts``."""

    STANDARD = "standard"
    FLAT = "flat"
    TOP_HEAVY = "top_heavy"
    WINNER_TAKES_ALL = "winner_takes_all"


def parse_payout_table(data: Mapping[str, object]) -> PercentageTable:
    """Read a percentage table from JSON-like data.

    ``{"name": "...", "rows": [{"min_entries": 2, "max_entries": 6,
    "percentages": ["70", "30"]}, ...]}``; ``max_entries`` may be ``null``.
    Percentages may be strings or numbers.
    """
    name = str(data.get("name", "unnamed"))
    rows_data = data.get("rows")
    if not isinstance(rows_data, list):
        raise PayoutError(msg("event-payout-file-rows-not-list", name=name))
    rows: list[PayoutRow] = []
    for n, row in enumerate(rows_data, start=1):
        if not isinstance(row, dict):
            raise PayoutError(msg("event-payout-file-row-not-object", name=name, number=n))
        try:
            min_entries = int(row["min_entries"])
            max_raw = row.get("max_entries")
            max_entries = None if max_raw is None else int(max_raw)
            percentages = tuple(Decimal(str(p)) for p in row["percentages"])
        except (KeyError, TypeError, ValueError, InvalidOperation) as exc:
            raise PayoutError(msg("event-payout-file-row-fields", name=name, number=n,
                                  reason_text=str(exc))) from None
        rows.append(PayoutRow(min_entries, max_entries, percentages))
    return PercentageTable(name, tuple(rows))


def load_payout_table(path: Path) -> PercentageTable:
    """Read one payout table from a JSON file (numbers are read exactly, as decimals)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise PayoutError(msg("event-payout-file-not-json", file=path.name,
                              reason_text=str(exc))) from None
    if not isinstance(data, dict):
        raise PayoutError(msg("event-payout-file-not-object", file=path.name))
    return parse_payout_table(data)


def load_payout_templates(resources_dir: Path) -> dict[str, PercentageTable]:
    """All tables in ``resources_dir/payouts/*.json``, by file name without ``.json``."""
    folder = resources_dir / "payouts"
    return {path.stem: load_payout_table(path) for path in sorted(folder.glob("*.json"))}
