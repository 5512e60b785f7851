"""What a dealer session asks of a cash table between hands (R-3.6, R-3.7).

``CashSeats`` is the table (``cash_table_views.CashDealing``); ``next_hand_wishes`` reads
its wishes for the next hand once, as the hand is planned inside the one
transaction that stores it (``hand_start``), after the table's lock: the cash
settings are read in looks of their own (``reads_only``), which do not wait for
that transaction's write lock on SQLite. The posts the hand used are marked in that
same transaction (``CashSeats.hand_started``, on its connection): a station's change
to them as the hand is dealt comes before the deal (and is in the hand) or after it
(and is kept), never written over.
"""

from __future__ import annotations

from typing import Protocol

from sqlalchemy import Connection

from director.engine.event.button import HandPositions
from director.engine.frozen import frozen_record


class CashSeats(Protocol):
    """A cash table between hands (R-3.6): who sits out, who posts to enter or
    return, whether the next hand has a straddle (R-3.7); told each new stored hand's
    positions inside the deal's transaction (``hand_started``: on its connection, the
    tables it wrote). The button and the blinds owed are the table's running state
    (``director.services.cash.cash_table_views.CashDealing``)."""

    def sitting_out(self) -> frozenset[int]: ...
    def posting(self) -> frozenset[int]: ...
    def straddle_next(self) -> bool: ...
    def hand_started(self, hand: HandPositions, conn: Connection) -> frozenset[str]: ...


@frozen_record
class Between:
    """A cash table's wishes for the next hand: who sits out, who posts, a straddle."""

    away: frozenset[int] = frozenset()
    posting: frozenset[int] = frozenset()
    straddle: bool = False


def next_hand_wishes(cash: CashSeats | None, straddle_allowed: bool) -> Between:
    """The cash table's wishes for the next hand (none at a tournament's table)."""
    if cash is None:
        return Between()
    straddle = straddle_allowed and cash.straddle_next()
    return Between(cash.sitting_out(), cash.posting(), straddle)
