"""The cash-game ledger and the settlement (R-8.7).

Every buy-in, top-up and cash-out is a ledger line; rake taken off the table is
one too. Money in (buy-ins and top-ups) less money out (cash-outs) less rake is
what should be on the table in chips, so a chip count can be checked at any
time. At the end every player's balance is what they cashed out less what they
put in; the house holds the rake. The settlement lists payments from players
who lost to players who won (and to the house) that square everyone, with as
few payments as we can find.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Final

from director.engine.event.chips import CountCheck
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, MessageError, msg

HOUSE: Final = "house"
"""The payee for the rake in a settlement."""

EXACT_LIMIT: Final = 14
"""Up to this many players with a balance the fewest payments are found exactly."""


class CashError(MessageError):
    """A ledger line or a settlement that cannot be accepted (R-8.7)."""


class LineKind(enum.Enum):
    BUY_IN = "buy-in"
    TOP_UP = "top-up"
    CASH_OUT = "cash-out"
    RAKE = "rake"

    @property
    def message(self) -> Message:
        """The kind in words: ``buy-in``, ``top-up``, ``cash-out``, ``rake``."""
        return msg(f"event-line-{self.value}")


@frozen_record
class LedgerLine:
    """One money movement. ``player`` may be empty only for rake taken from pots."""

    kind: LineKind
    player: str
    amount: int
    note: str = ""

    def __post_init__(self) -> None:
        if self.amount < 0:
            other = LineKind.CASH_OUT if self.kind is not LineKind.CASH_OUT else LineKind.TOP_UP
            raise CashError(msg(
                "event-line-amount-negative" if self.player else "event-line-amount-negative-table",
                kind_text=self.kind.message, amount=Amount(self.amount), player=self.player,
                other_text=other.message))
        if self.kind is not LineKind.RAKE and not self.player.strip():
            raise CashError(msg("event-line-needs-player", kind_text=self.kind.message))
        if self.player.strip().casefold() == HOUSE:
            raise CashError(msg("event-line-house-name", name=repr(HOUSE)))


@frozen_record
class TableCheck(CountCheck):
    """Chips on the table against money in minus money out minus rake (R-8.7), less
    ``held``: chips players with no seat hold, bought at no table."""

    held: int = 0

    def describe(self) -> Message:
        """The count against the ledger in words (R-8.7)."""
        if not self.difference:
            return msg("event-table-check-match", total=Amount(self.counted))
        return msg("event-table-check-more" if self.difference > 0 else "event-table-check-less",
                   total=Amount(self.counted), expected_total=Amount(self.expected),
                   amount=Amount(abs(self.difference)))


@frozen_record
class CashLedger:
    """The lines of a cash game in order; adding a line returns a new ledger."""

    lines: tuple[LedgerLine, ...] = ()

    def add(self, line: LedgerLine) -> CashLedger:
        """Append a line; a player's first line must be a buy-in."""
        if line.kind in (LineKind.TOP_UP, LineKind.CASH_OUT) and line.player not in self.players:
            raise CashError(msg("event-line-not-bought-in", player=line.player,
                                kind_text=line.kind.message))
        return CashLedger((*self.lines, line))

    @property
    def players(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for line in self.lines:
            if line.kind is not LineKind.RAKE:
                seen.setdefault(line.player, None)
        return tuple(seen)

    def _total(self, *kinds: LineKind) -> int:
        return sum(line.amount for line in self.lines if line.kind in kinds)

    @property
    def money_in(self) -> int:
        return self._total(LineKind.BUY_IN, LineKind.TOP_UP)

    @property
    def money_out(self) -> int:
        return self._total(LineKind.CASH_OUT)

    @property
    def rake(self) -> int:
        return self._total(LineKind.RAKE)

    @property
    def on_table(self) -> int:
        """What should be on the table in chips: money in − money out − rake."""
        return self.money_in - self.money_out - self.rake

    def check(self, chips_on_table: int, held: int = 0) -> TableCheck:
        """The chips counted on the tables against the ledger; ``held``: chips players
        with no seat hold, which are not on a table."""
        if chips_on_table < 0:
            raise CashError(msg("event-chip-count-negative", count=chips_on_table))
        return TableCheck(self.on_table - held, chips_on_table, held)

    def balances(self) -> dict[str, int]:
        """Cashed out minus put in, per player, plus the house's rake; they add up to 0
        once everyone has cashed out."""
        result = {p: 0 for p in self.players}
        for line in self.lines:
            if line.kind is LineKind.CASH_OUT:
                result[line.player] += line.amount
            elif line.kind is not LineKind.RAKE:
                result[line.player] -= line.amount
        if self.rake:
            result[HOUSE] = self.rake
        return result

    def settle(self) -> Settlement:
        """Settle the game; refused while chips are still on the table."""
        if self.on_table:
            raise CashError(msg("event-settle-chips-on-table", amount=Amount(self.on_table)))
        return settle(self.balances())


@frozen_record
class Payment:
    payer: str
    payee: str
    amount: int

    def __str__(self) -> str:
        return str(self.message)

    @property
    def message(self) -> Message:
        """"Anna pays Bob 300"."""
        return msg("event-payment", payer_name=self.payer, payee_name=self.payee,
                   amount=Amount(self.amount))


@frozen_record
class Settlement:
    """Payments that square every balance. ``fewest`` says whether the count is proven minimal."""

    balances: tuple[tuple[str, int], ...]
    payments: tuple[Payment, ...]
    fewest: bool

    def describe(self) -> tuple[Message, ...]:
        """The payments, line by line, after a line saying how many and whether that
        is proven the fewest (R-8.7)."""
        head = msg("event-settlement-fewest" if self.fewest else "event-settlement-short",
                   count=len(self.payments))
        return (head, *(p.message for p in self.payments))


def settle(balances: Mapping[str, int]) -> Settlement:
    """Payments from those below 0 to those above 0 that bring everyone to 0 (R-8.7).

    The fewest payments is n minus the largest number of groups the balances
    split into that each add up to 0. Up to ``EXACT_LIMIT`` players with a
    balance this is found exactly (a search over subsets); beyond it the
    balances are settled greedily, largest debtor pays largest winner, which
    is a heuristic: it may use more payments than needed. Within each group the
    greedy matching needs at most one payment less than the group's size.
    """
    if sum(balances.values()):
        raise CashError(msg("event-balances-not-zero", total=Amount(sum(balances.values()))))
    people = [p for p, b in balances.items() if b]
    if len(people) <= EXACT_LIMIT:
        groups = _zero_sum_groups([balances[p] for p in people])
        fewest = True
    else:
        groups = [list(range(len(people)))]
        fewest = False
    payments: list[Payment] = []
    for group in groups:
        payments.extend(largest_first_payments({people[i]: balances[people[i]] for i in group}))
    return Settlement(tuple(balances.items()), tuple(payments), fewest)


def largest_first_payments(balances: Mapping[str, int]) -> list[Payment]:
    """Largest debtor pays largest winner until everyone is square."""
    owed = dict(balances)
    payments: list[Payment] = []
    order = list(balances)
    while True:
        debtors = [p for p in order if owed[p] < 0]
        winners = [p for p in order if owed[p] > 0]
        if not debtors:
            return payments
        payer = min(debtors, key=lambda p: owed[p])
        payee = max(winners, key=lambda p: owed[p])
        amount = min(-owed[payer], owed[payee])
        payments.append(Payment(payer, payee, amount))
        owed[payer] += amount
        owed[payee] -= amount


def _zero_sum_groups(amounts: Sequence[int]) -> list[list[int]]:
    """Split indexes into the most groups that each add up to 0 (amounts add up to 0).

    ``best[mask]`` is the most zero-sum groups a sequence through ``mask`` can
    close; walking it back gives an order whose zero prefix sums cut the groups.
    """
    n = len(amounts)
    size = 1 << n
    total = [0] * size
    for mask in range(1, size):
        low = (mask & -mask).bit_length() - 1
        total[mask] = total[mask & (mask - 1)] + amounts[low]
    best = [0] * size
    for mask in range(1, size):
        closes = 1 if total[mask] == 0 else 0
        best[mask] = closes + max(best[mask & ~(1 << i)] for i in range(n) if mask >> i & 1)
    order: list[int] = []
    mask = size - 1
    while mask:
        closes = 1 if total[mask] == 0 else 0
        i = next(
            i for i in range(n) if mask >> i & 1 and best[mask & ~(1 << i)] + closes == best[mask]
        )
        order.append(i)
        mask &= ~(1 << i)
    order.reverse()
    groups: list[list[int]] = []
    current: list[int] = []
    running = 0
    for i in order:
        current.append(i)
        running += amounts[i]
        if running == 0:
            groups.append(current)
            current = []
    return groups
