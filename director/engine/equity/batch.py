"""Many high and low evaluations at once, with numpy (issue 21's batch interface).

Hands are arrays of card indices (``Card.index``). Each card's rank key, suit
count and bit are looked up in small arrays and summed along a row, so a whole
array of hands is evaluated in a few array operations: the rank sum is found in
a sorted key table (``searchsorted``), a suit of five or more cards in the flush
table. The same tables as ``best_high``, ``best_omaha_high`` and
``best_omaha_low8`` (R-2.1 to R-2.4), so every value equals their ``strength``.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

from director.engine.cards import STANDARD_DECK
from director.engine.ranking.high import STANDARD_RULES
from director.engine.ranking.low import EIGHT_OR_BETTER, LOW8_BY_MASK
from director.engine.ranking.seven_data import SEVEN_RANK_KEYS

Ints = npt.NDArray[np.int64]

_SUIT_OFFSET = 0x3333
_SUIT_FLAGS = 0x8888


@cache
def _cards() -> tuple[Ints, Ints, Ints, Ints]:
    """Per card index: rank key, suit count nibble, suit-segment bit, low rank bit."""
    keys = np.array([SEVEN_RANK_KEYS[c.rank - 2] for c in STANDARD_DECK], dtype=np.int64)
    suits = np.array([1 << 4 * c.suit for c in STANDARD_DECK], dtype=np.int64)
    bits = np.array([1 << (16 * c.suit + c.rank) for c in STANDARD_DECK], dtype=np.int64)
    lows = np.array([(1 << c.rank) & EIGHT_OR_BETTER for c in STANDARD_DECK], dtype=np.int64)
    return keys, suits, bits, lows


@cache
def _rank_table(size: int) -> tuple[Ints, Ints]:
    """Sorted rank key sums of ``size`` cards and the strength of each (sums of
    different sizes may coincide, so each size has its own table)."""
    by_ranks = STANDARD_RULES.by_ranks
    keys = np.fromiter(by_ranks.keys(), dtype=np.int64, count=len(by_ranks))
    values = np.fromiter(by_ranks.values(), dtype=np.int64, count=len(by_ranks))
    sums = np.zeros_like(keys)
    sizes = np.zeros_like(keys)
    for rank in range(2, 15):
        count = (keys >> 3 * rank) & 7
        sums += count * SEVEN_RANK_KEYS[rank - 2]
        sizes += count
    sums, values = sums[sizes == size], values[sizes == size]
    order = np.argsort(sums)
    return sums[order], values[order]


@cache
def _suit_tables() -> tuple[Ints, Ints]:
    return (np.array(STANDARD_RULES.by_suit, dtype=np.int64),
            np.array(LOW8_BY_MASK, dtype=np.int64))


def _by_rank_sum(total: Ints, size: int) -> Ints:
    keys, values = _rank_table(size)
    return values[np.searchsorted(keys, total)]


def _flush(strength: Ints, suits: Ints, bits: Ints, keep_best: bool) -> Ints:
    """Raise ``strength`` where a suit holds five or more cards (R-2.1)."""
    flags = (suits + _SUIT_OFFSET) & _SUIT_FLAGS
    rows = np.nonzero(flags)[0]
    if rows.size:
        f = flags[rows]
        suit = np.where(f & 0x8, 0, np.where(f & 0x80, 1, np.where(f & 0x800, 2, 3)))
        segment = (bits[rows] >> (16 * suit)) & 0xFFFF
        flush = _suit_tables()[0][segment]
        strength = strength.copy()
        strength[rows] = np.maximum(strength[rows], flush) if keep_best else flush
    return strength


def high_strengths(hands: npt.ArrayLike) -> Ints:
    """``best_high(hand).strength`` for every row of five to seven card indices."""
    index = np.asarray(hands, dtype=np.int64)
    keys, suits, bits, _ = _cards()
    strength = _by_rank_sum(keys[index].sum(axis=-1), index.shape[-1])
    return _flush(strength, suits[index].sum(axis=-1), bits[index].sum(axis=-1), True)


def holdem_strengths(hole: tuple[int, ...], boards: Ints) -> Ints:
    """High strengths of one player's hole cards with each row of ``boards``
    (any five of the seven, R-2.2): the board sums are shared by all players."""
    keys, suits, bits, _ = _cards()
    h = np.asarray(hole, dtype=np.int64)
    total = keys[boards].sum(axis=-1) + keys[h].sum()
    strength = _by_rank_sum(total, 7)
    return _flush(strength, suits[boards].sum(axis=-1) + suits[h].sum(),
                  bits[boards].sum(axis=-1) + bits[h].sum(), True)


def _omaha_parts(hole: tuple[int, ...], boards: Ints) -> tuple[Ints, Ints]:
    pairs = np.array(list(combinations(hole, 2)), dtype=np.int64)  # (p, 2)
    width = boards.shape[1]
    triples = np.array(list(combinations(range(width), 3)), dtype=np.int64)  # (t, 3)
    return pairs, boards[:, triples]  # (n, t, 3) card indices


def omaha_strengths(hole: tuple[int, ...], boards: Ints) -> Ints:
    """``best_omaha_high(hole, board).strength`` for each row of ``boards``:
    every two of the hole cards with every three of the board (R-2.3)."""
    keys, suits, bits, _ = _cards()
    pairs, board3 = _omaha_parts(hole, boards)
    k = keys[board3].sum(-1)[:, :, None] + keys[pairs].sum(-1)[None, None, :]
    s = suits[board3].sum(-1)[:, :, None] + suits[pairs].sum(-1)[None, None, :]
    b = bits[board3].sum(-1)[:, :, None] + bits[pairs].sum(-1)[None, None, :]
    shape = k.shape
    strength = _flush(_by_rank_sum(k.ravel(), 5), s.ravel(), b.ravel(), False)
    best: Ints = strength.reshape(shape[0], -1).max(axis=1)
    return best


def _distinct_low(masks: Ints, cards: Ints, size: int) -> Ints:
    """``masks`` where the ``size`` cards are ``size`` different ranks of eight or less."""
    ok = np.ones(masks.shape, dtype=bool)
    lows = _cards()[3]
    count = np.zeros(masks.shape, dtype=np.int64)
    m = masks.copy()
    while m.any():  # population count, a few rounds for at most three bits
        count += m & 1
        m >>= 1
    ok &= count == size
    ok &= (lows[cards] != 0).all(axis=-1)
    return np.where(ok, masks, -1)


def omaha_lows(hole: tuple[int, ...], boards: Ints) -> Ints:
    """``best_omaha_low8(hole, board).strength`` for each row, 0 for no low (R-2.3, R-2.4)."""
    lows = _cards()[3]
    low_table = _suit_tables()[1]
    pairs, board3 = _omaha_parts(hole, boards)
    pair_masks = _distinct_low(np.bitwise_or.reduce(lows[pairs], axis=-1), pairs, 2)
    triple_masks = _distinct_low(np.bitwise_or.reduce(lows[board3], axis=-1), board3, 3)
    p = pair_masks[None, None, :]
    t = triple_masks[:, :, None]
    ok = (p >= 0) & (t >= 0) & ((p & t) == 0)
    value = np.where(ok, low_table[np.where(ok, p | t, 0)], 0)
    best: Ints = value.reshape(value.shape[0], -1).max(axis=1)
    return best
