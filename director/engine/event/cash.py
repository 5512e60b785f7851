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

EXACT_LIMIT: Final = 20
"""Up to this many players with a balance left once the balances that cancel are
paired, the fewest payments are found exactly."""


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
        """Settle the game; refused while chips are still on the table, or when more
        was paid out (and raked) than came in, saying by how much."""
        if self.on_table > 0:
            raise CashError(msg("event-settle-chips-on-table", amount=Amount(self.on_table)))
        if self.on_table < 0:
            raise CashError(msg("event-settle-paid-out-more", amount=Amount(-self.on_table)))
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
    split into that each add up to 0. Two balances that cancel (+300 and -300)
    are always one such group in some fewest list (swapping them out of two
    groups keeps the count), so they pair first; the rest, up to
    ``EXACT_LIMIT`` players, is split exactly (a search over subsets). Beyond
    it, three balances that add up to 0 are taken as groups while any are
    found, and what is left is split exactly where small enough, else settled
    greedily, largest debtor pays largest winner: a heuristic that may use more
    payments than needed, and the settlement says so. Within each group the
    greedy matching needs at most one payment less than the group's size.
    """
    if sum(balances.values()):
        raise CashError(msg("event-balances-not-zero", total=Amount(sum(balances.values()))))
    people = [p for p, b in balances.items() if b]
    amounts = [balances[p] for p in people]
    groups, rest = _cancelling_pairs(amounts)
    fewest = len(rest) <= EXACT_LIMIT
    if not fewest:
        triples, rest = _zero_sum_triples(amounts, rest)
        groups += triples
    if len(rest) <= EXACT_LIMIT:
        groups += [[rest[i] for i in group]
                   for group in _zero_sum_groups([amounts[i] for i in rest])]
    else:
        groups.append(rest)
    payments: list[Payment] = []
    for group in sorted(groups):
        payments.extend(largest_first_payments({people[i]: balances[people[i]] for i in group}))
    return Settlement(tuple(balances.items()), tuple(payments), fewest)


def _cancelling_pairs(amounts: Sequence[int]) -> tuple[list[list[int]], list[int]]:
    """Indexes of balances that cancel, paired (+300 with -300), and the rest."""
    waiting: dict[int, list[int]] = {}
    pairs: list[list[int]] = []
    for i, amount in enumerate(amounts):
        partners = waiting.get(-amount)
        if partners:
            pairs.append([partners.pop(), i])
        else:
            waiting.setdefault(amount, []).append(i)
    paired = {i for pair in pairs for i in pair}
    return pairs, [i for i in range(len(amounts)) if i not in paired]


def _zero_sum_triples(amounts: Sequence[int],
                      indexes: Sequence[int]) -> tuple[list[list[int]], list[int]]:
    """Groups of three of ``indexes`` whose balances add up to 0, taken as they are
    found in one pass over the pairs (a heuristic: not always the split with the
    most groups), and the rest."""
    where: dict[int, list[int]] = {}
    for i in indexes:
        where.setdefault(amounts[i], []).append(i)
    taken: set[int] = set()
    triples: list[list[int]] = []
    for x, i in enumerate(indexes):
        for j in indexes[x + 1:]:
            if i in taken:
                break
            if j in taken:
                continue
            third = next((k for k in where.get(-amounts[i] - amounts[j], ())
                          if k not in taken and k not in (i, j)), None)
            if third is not None:
                triples.append([i, j, third])
                taken.update((i, j, third))
    return triples, [i for i in indexes if i not in taken]


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
    close: one more than the best of ``mask`` less one member where ``mask``
    adds up to 0. The masks are worked out a member count at a time, each count
    with one array step a member (numpy: 20 players in about 0.2 s); walking
    ``best`` back gives an order whose zero prefix sums cut the groups.
    """
    import numpy as np  # here: the ledger's other work needs no numpy at the start

    n = len(amounts)
    if n == 0:
        return []
    total = np.zeros(1, dtype=np.int64)
    members = np.zeros(1, dtype=np.int8)
    for amount in amounts:  # mask m + 2**i: mask m with member i added
        total = np.concatenate((total, total + amount))
        members = np.concatenate((members, members + 1))
    closes = (total == 0).astype(np.int8)
    best = np.zeros(1 << n, dtype=np.int8)
    by_count = np.argsort(members, kind="stable")
    starts = np.searchsorted(members[by_count], np.arange(n + 2))
    for count in range(1, n + 1):
        layer = by_count[starts[count]:starts[count + 1]]
        most = np.zeros(len(layer), dtype=np.int8)
        for i in range(n):
            bit = 1 << i
            np.maximum(most, np.where(layer & bit, best[layer & ~bit], 0), out=most)
        best[layer] = most + closes[layer]
    order: list[int] = []
    mask = (1 << n) - 1
    while mask:
        closes_here = int(closes[mask])
        i = next(i for i in range(n)
                 if mask >> i & 1 and int(best[mask & ~(1 << i)]) + closes_here == best[mask])
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
