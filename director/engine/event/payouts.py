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
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from itertools import pairwise
from pathlib import Path
from typing import Final, TypeVar

P = TypeVar("P", bound=Hashable)

HUNDRED: Final = Decimal(100)


class PayoutError(ValueError):
    """A payout table, prize pool or finish that cannot be used (R-8.5)."""


@dataclass(frozen=True, slots=True)
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
        span = f"{self.min_entries}-{self.max_entries or ''} entries"
        if self.min_entries < 1:
            raise PayoutError(f"row {span}: min_entries must be at least 1")
        if self.max_entries is not None and self.max_entries < self.min_entries:
            raise PayoutError(f"row {span}: max_entries must not be below min_entries")
        if not self.percentages:
            raise PayoutError(f"row {span}: pays no place; list at least one percentage")
        if any(p <= 0 for p in self.percentages):
            raise PayoutError(f"row {span}: every percentage must be above 0")
        if any(a < b for a, b in pairwise(self.percentages)):
            raise PayoutError(f"row {span}: a place may not pay more than the place above it")
        total = sum(self.percentages, Decimal(0))
        if total != HUNDRED:
            listed = " + ".join(str(p) for p in self.percentages)
            raise PayoutError(
                f"row {span}: percentages add up to {total} % ({listed}); they must add up to 100 %"
            )
        if len(self.percentages) > self.min_entries:
            raise PayoutError(
                f"row {span}: pays {len(self.percentages)} places but may have only "
                f"{self.min_entries} entries; pay at most {self.min_entries} places"
            )

    def covers(self, entries: int) -> bool:
        return self.min_entries <= entries and (
            self.max_entries is None or entries <= self.max_entries
        )


@dataclass(frozen=True, slots=True)
class PercentageTable:
    """A payout table by number of entries (rows must not overlap)."""

    name: str
    rows: tuple[PayoutRow, ...]

    def __post_init__(self) -> None:
        if not self.rows:
            raise PayoutError(f"payout table {self.name!r} has no rows")
        ordered = sorted(self.rows, key=lambda r: r.min_entries)
        for low, high in pairwise(ordered):
            if low.max_entries is None or low.max_entries >= high.min_entries:
                raise PayoutError(
                    f"payout table {self.name!r}: rows starting at {low.min_entries} and "
                    f"{high.min_entries} entries overlap; each entry count needs one row"
                )
        object.__setattr__(self, "rows", tuple(ordered))

    def row_for(self, entries: int) -> PayoutRow:
        for row in self.rows:
            if row.covers(entries):
                return row
        spans = ", ".join(f"{r.min_entries}-{r.max_entries or ''}" for r in self.rows)
        raise PayoutError(
            f"payout table {self.name!r} has no row for {entries} entries; rows cover {spans}"
        )


@dataclass(frozen=True, slots=True)
class FixedPayouts:
    """A custom table of fixed amounts, best place first; they must add up to the prize pool."""

    name: str
    amounts: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.amounts:
            raise PayoutError(f"custom payouts {self.name!r} pay no place")
        if any(a <= 0 for a in self.amounts):
            raise PayoutError(f"custom payouts {self.name!r}: every amount must be above 0")
        if any(a < b for a, b in pairwise(self.amounts)):
            raise PayoutError(
                f"custom payouts {self.name!r}: a place may not pay more than the place above it"
            )


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
        raise PayoutError(f"prize pool {prize_pool} is negative; it must be 0 or more")
    if entries < 1:
        raise PayoutError(f"{entries} entries: a tournament needs at least one entry")
    if rounding_unit < 1:
        raise PayoutError(f"rounding unit {rounding_unit} must be 1 or more (smallest units)")
    if isinstance(table, FixedPayouts):
        if sum(table.amounts) != prize_pool:
            raise PayoutError(
                f"custom payouts {table.name!r} add up to {sum(table.amounts)} but the prize "
                f"pool is {prize_pool}; change an amount so they match"
            )
        if len(table.amounts) > entries:
            raise PayoutError(
                f"custom payouts {table.name!r} pay {len(table.amounts)} places but there are "
                f"only {entries} entries"
            )
        return table.amounts
    row = table.row_for(entries)
    amounts = [
        int(Fraction(prize_pool) * Fraction(p) / 100 // rounding_unit) * rounding_unit
        for p in row.percentages
    ]
    amounts[0] += prize_pool - sum(amounts)
    return tuple(amounts)


# --- finishing order and ties (R-8.5) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bust:
    """A player out in a given hand: the table and the chips they began that hand with."""

    player: Hashable
    table: Hashable
    chips_at_start_of_hand: int

    def __post_init__(self) -> None:
        if self.chips_at_start_of_hand < 0:
            raise PayoutError(
                f"{self.player}: chips at the start of the hand cannot be negative "
                f"({self.chips_at_start_of_hand})"
            )


@dataclass(frozen=True, slots=True)
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
        raise PayoutError(
            f"{len(busts)} busts with {players_before_hand} players in: someone must be "
            f"left to win; the busts must be fewer than the players in the hand"
        )
    names = [b.player for b in busts]
    if len(set(names)) != len(names):
        raise PayoutError("a player is listed twice among the busts")

    def table_rank(bust: Bust) -> int:
        return sum(
            1
            for other in busts
            if other.table == bust.table
            and other.chips_at_start_of_hand > bust.chips_at_start_of_hand
        )

    by_rank: dict[int, list[Hashable]] = {}
    for bust in busts:
        by_rank.setdefault(table_rank(bust), []).append(bust.player)
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
    (our default, set by the caller: more chips at the start of the hand first,
    then the higher card drawn by suit, R-1.2). An amount below one rounding
    unit goes to the first player in that order.
    """
    if len(odd_unit_order) != len(finish.players) or set(odd_unit_order) != set(
        finish.players
    ):
        raise PayoutError("the odd-unit order must list exactly the tied players")
    if rounding_unit < 1:
        raise PayoutError(f"rounding unit {rounding_unit} must be 1 or more (smallest units)")
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
        raise PayoutError(f"payout table {name!r}: 'rows' must be a list of rows")
    rows: list[PayoutRow] = []
    for n, row in enumerate(rows_data, start=1):
        if not isinstance(row, dict):
            raise PayoutError(f"payout table {name!r}, row {n}: must be an object")
        try:
            min_entries = int(row["min_entries"])
            max_raw = row.get("max_entries")
            max_entries = None if max_raw is None else int(max_raw)
            percentages = tuple(Decimal(str(p)) for p in row["percentages"])
        except (KeyError, TypeError, ValueError, InvalidOperation) as exc:
            raise PayoutError(
                f"payout table {name!r}, row {n}: needs min_entries (a whole number), "
                f"max_entries (a whole number or null) and percentages (numbers): {exc}"
            ) from None
        rows.append(PayoutRow(min_entries, max_entries, percentages))
    return PercentageTable(name, tuple(rows))


def load_payout_table(path: Path) -> PercentageTable:
    """Read one payout table from a JSON file (numbers are read exactly, as decimals)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise PayoutError(f"{path.name} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise PayoutError(f"{path.name}: a payout table must be a JSON object")
    return parse_payout_table(data)


def load_payout_templates(resources_dir: Path) -> dict[str, PercentageTable]:
    """All tables in ``resources_dir/payouts/*.json``, by file name without ``.json``."""
    folder = resources_dir / "payouts"
    return {path.stem: load_payout_table(path) for path in sorted(folder.glob("*.json"))}
