"""Every hand of a spot over many deals at once, with numpy (issue 33).

A ``Dealer`` is made once per spot: the codes and bits of the cards still to
come (``batch.Tables``), each hand's known part summed, and for five board cards
to come the sums of every three and two of them (``deals.Boards``). It then
evaluates deals given as positions in ``spot.remaining()`` (an exact count's
every deal, or random ones), or draws random deals itself, and returns each
hand's high class per deal (comparing classes compares hands, R-2.1 to R-2.5)
and in hi/lo games its low strength (0 for none, R-2.4).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from director.engine.cards import Card
from director.engine.equity import batch, omaha
from director.engine.equity.deals import Boards, board_ranks, first_of_shuffles, rank_multisets
from director.engine.equity.spot import BOARD_SIZE, Spot
from director.engine.hand.facts.games import HighRanking
from director.engine.ranking.low import EIGHT_OR_BETTER
from director.engine.ranking.tables import SEVEN_ROW_SHIFT, decode_table

Ints = npt.NDArray[np.int64]
Index = npt.NDArray[np.intp]
Values = tuple[npt.NDArray[np.signedinteger[Any]], npt.NDArray[np.signedinteger[Any]] | None]
"""Each hand's high class and low strength per deal: arrays of (hands, deals)."""

KEY_MASK = batch.KEY_MASK
FLAGS = batch.SUIT_FLAGS


def _classes(total: Ints, size: int, bits: Ints | Callable[[Index], Ints]) -> Ints:
    """Classes of ``size`` cards from code sums that already hold ``SUIT_OFFSET``;
    ``bits``: their bit sums (an array, one sum for every row, or a function of
    the rows), read where a flag says five of a suit."""
    t = batch.tables()
    key = total & KEY_MASK
    found: Ints = t.table[size][t.starts[size][key >> SEVEN_ROW_SHIFT] + key]
    rows = np.flatnonzero(total & FLAGS)
    if rows.size:
        suit = batch.flush_suits(total[rows] & FLAGS)
        held = bits(rows) if callable(bits) else np.broadcast_to(bits, total.shape)[rows]
        found[rows] = t.suited[((held >> 16 * suit) & 0xFFFF) >> 2]
    return found


@cache
def _razz_by_slot() -> npt.NDArray[np.int32]:
    """Razz strengths by the seven-card table's slots (a slot per rank multiset),
    read from the generated razz table (``razz_data``: its keys in order)."""
    from director.engine.ranking import razz_data

    t = batch.tables()
    keys = np.cumsum(decode_table(razz_data.KEY_STEPS, "Q", compressed=True), dtype=np.int64)
    strengths = np.array(decode_table(razz_data.STRENGTHS, "I", compressed=True),
                         dtype=np.int32)
    counts = rank_multisets(7)
    seven = counts @ batch.seven_keys()
    base8 = counts @ (np.int64(1) << 3 * np.arange(2, 15, dtype=np.int64))
    found = np.zeros(len(t.table[7]), dtype=np.int32)
    found[t.starts[7][seven >> SEVEN_ROW_SHIFT] + seven] = strengths[np.searchsorted(keys, base8)]
    return found


class Dealer:
    """Evaluates a spot's hands over many deals (see the module docstring)."""

    def __init__(self, spot: Spot) -> None:
        t = batch.tables()
        self.spot = spot
        self.remaining = np.array([c.index for c in spot.remaining()], dtype=np.intp)
        self.code = t.code[self.remaining]
        self.bits = t.bit[self.remaining]
        self.lows = np.array([(1 << c.rank) & EIGHT_OR_BETTER for c in spot.remaining()],
                             dtype=np.int64)
        self.needs = spot.to_come()
        self.count = sum(self.needs)
        known_code = sum(int(t.code[c.index]) for c in spot.board) + batch.SUIT_OFFSET
        known_bits = sum(int(t.bit[c.index]) for c in spot.board)
        self.hand_code = [known_code + sum(int(t.code[c.index]) for c in h)
                          for h in spot.hands]
        self.hand_bits = [known_bits + sum(int(t.bit[c.index]) for c in h) for h in spot.hands]
        self.hand_lows = [_low_mask(h) for h in spot.hands]
        self.board_code = sum(int(t.code[c.index]) for c in spot.board)
        self._boards: Boards | None = None
        self._tables: dict[int, npt.NDArray[np.int32]] = {}

    # ---- random deals

    def draw(self, generator: np.random.Generator, count: int) -> Values:
        """``count`` random deals, every deal alike likely, evaluated."""
        if self.count == BOARD_SIZE and not self.spot.stud and not self.spot.game.omaha:
            if self._boards is None:
                self._boards = Boards(self.code, self.bits)
            board = self._boards.draw(generator, count)
            return self._holdem(board.code, board.bits), None
        if self.count == BOARD_SIZE and not self.spot.stud:
            if self._boards is None:
                self._boards = Boards(self.code, self.bits)
            return self.evaluate(self._boards.positions(generator, count))
        return self.evaluate(first_of_shuffles(generator, len(self.remaining), self.count,
                                               count))

    # ---- given deals

    def evaluate(self, positions: Index) -> Values:
        """The deals given as rows of positions in ``spot.remaining()``: the board's
        cards to come, or each stud hand's in turn."""
        if self.spot.stud:
            return self._stud(positions)
        code, bits = self.code[positions], self.bits[positions]
        if not self.spot.game.omaha:
            return self._holdem(code.sum(axis=1), bits.sum(axis=1)), None
        known = self.spot.board
        cards = np.concatenate([np.broadcast_to(np.array([c.index for c in known],
                                                         dtype=np.intp),
                                                (len(positions), len(known))),
                                self.remaining[positions]], axis=1)
        return self._omaha(cards)

    def _holdem(self, code: Ints, bits: Ints | Callable[[Index], Ints]) -> Ints:
        """Each hand's class with each whole board (five cards, the known ones
        included in the hands' sums): the board's rank class looked up once, then
        each hand's class by ranks in its own table of board classes
        (``_with_board``); a suit of five or more by its bits."""
        t = batch.tables()
        key = (code + self.board_code) & KEY_MASK
        board_class = t.table[5][t.starts[5][key >> SEVEN_ROW_SHIFT] + key]
        found = []
        for number, (hc, hb) in enumerate(zip(self.hand_code, self.hand_bits, strict=True)):
            classes = self._with_board(number)[board_class]
            total = code + hc
            rows = np.flatnonzero(total & FLAGS)
            if rows.size:
                suit = batch.flush_suits(total[rows] & FLAGS)
                held = _plus(bits, hb)
                held_rows = held(rows) if callable(held) else held[rows]
                classes[rows] = t.suited[((held_rows >> 16 * suit) & 0xFFFF) >> 2]
            found.append(classes)
        return np.stack(found)

    def _with_board(self, number: int) -> npt.NDArray[np.int32]:
        """Hand ``number``'s class by ranks (two hole cards) with each board's
        five-card class by ranks; boards its ranks cannot meet are left at 0."""
        table = self._tables.get(number)
        if table is None:
            t = batch.tables()
            counts, keys = board_ranks()
            hole = np.zeros(13, dtype=np.int64)
            for card in self.spot.hands[number]:
                hole[card.rank - 2] += 1
            possible = (counts + hole <= 4).all(axis=1)
            keys = keys[possible]
            key = keys + int(hole @ batch.seven_keys())
            board_class = t.table[5][t.starts[5][keys >> SEVEN_ROW_SHIFT] + keys]
            table = np.zeros(len(t.strengths), dtype=np.int32)
            table[board_class] = t.table[7][t.starts[7][key >> SEVEN_ROW_SHIFT] + key]
            self._tables[number] = table
        return table

    def _omaha(self, cards: Index) -> Values:
        board = omaha.boards(cards)
        high = np.stack([omaha.high_classes(hand, board) for hand in self.spot.hands])
        low = None
        if self.spot.game.low8:
            low = np.stack([omaha.low_strengths(hand, board) for hand in self.spot.hands])
        return high, low

    def _stud(self, positions: Index) -> Values:
        t = batch.tables()
        razz = self.spot.game.high is HighRanking.RAZZ
        high, low = [], []
        start = 0
        for number, need in enumerate(self.needs):
            mine = positions[:, start:start + need]
            start += need
            code = self.code[mine].sum(axis=1) + self.hand_code[number]
            if razz:
                key = code & KEY_MASK
                high.append(_razz_by_slot()[t.starts[7][key >> SEVEN_ROW_SHIFT] + key])
            else:
                high.append(_classes(code, 7, self.bits[mine].sum(axis=1)
                                     + self.hand_bits[number]))
            if self.spot.game.low8:
                mask = np.bitwise_or.reduce(self.lows[mine], axis=1) | self.hand_lows[number]
                low.append(t.low[mask])
        return np.stack(high), (np.stack(low) if low else None)


def _plus(bits: Ints | Callable[[Index], Ints], more: int) -> Ints | Callable[[Index], Ints]:
    """``bits`` with ``more`` added, an array or a function of the rows."""
    if callable(bits):
        return lambda rows: bits(rows) + more
    return bits + more


def _low_mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= (1 << card.rank) & EIGHT_OR_BETTER
    return mask
