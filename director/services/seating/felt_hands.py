"""A hand dealt on the felt without the dealer panel (the seating's and the cash
tables' Next hand): the button and what is posted move on as at the panel.

The hand is planned by the dealer panel's own code (``next_hand_setup.plan_next_hand``)
with the game the panel would deal (a tournament's level in force, R-8.1; a cash
table's stakes) and, at a cash table, the same wishes the panel reads
(``dealer_cash.next_hand_wishes``): who sits out and misses the blinds that pass,
who posts to enter or to return, a straddle asked for (R-3.6, R-3.7). It moves the
table's one running state as a hand dealt at the panel does and counts as the
table's next hand; a cash table's posts are used as at the panel
(``cash_table_views.posted``), in the same transaction, so Ctrl+Z takes them back
with the hand. ``forced_bets_said`` words what is posted.
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlmodel import col, select

from director.engine.event import button as btn
from director.engine.frozen import frozen_record
from director.engine.messages import Message, MessageError, msg
from director.services.cash.cash_table_views import CashDealing, cash_table, posted
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.hand_guard import table_between_hands
from director.services.core.message_data import reason, table_label
from director.services.core.stored_hands import refuse_while_dead_pot_waits
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.table_games import tournament_table_game
from director.services.tables import table_state
from director.services.tables.dealer_cash import next_hand_wishes
from director.services.tables.next_hand_setup import forced_bets_said, plan_next_hand
from director.services.tables.table_game import TableGame
from director.services.tournament import hand_for_hand
from director.store.db import Database
from director.store.models import Event as EventRow
from director.store.models import Hand, Seat, TableRow


@frozen_record
class FeltHand:
    """A hand recorded on the felt: its number, where the table's running state has
    the button and blinds now (the blinds None in a game without them), and what is
    posted, in words."""

    number: int
    state: table_state.RunningState
    explanation: Message

    @property
    def button(self) -> int | None:
        return self.state.button

    @property
    def small_blind(self) -> int | None:
        return None if self.state.positions is None else self.state.positions.small_blind

    @property
    def big_blind(self) -> int | None:
        return None if self.state.positions is None else self.state.positions.big_blind


def _game_at(db: Database, table_id: int, now: datetime) -> tuple[TableGame, CashDealing | None]:
    """The game a hand at the table starting ``now`` is dealt at, as the dealer panel
    asks it: a tournament's level in force (R-8.1), a cash table's stakes, house rules
    and wishes (``CashDealing``, refused once the game is settled, R-8.7)."""
    with UnitOfWork(db, reads_only=True) as uow:
        table = uow.session.get(TableRow, table_id)
        if table is None:
            raise ServiceError(msg("svc-no-table", table_number=table_id))
        event = uow.session.get(EventRow, table.event_id)
        event_id, cash = table.event_id, event is not None and event.kind == "cash"
    if cash:
        dealing = CashDealing(db, table_id)
        return dealing.table_game(), dealing
    return tournament_table_game(db, event_id, now), None


def next_hand(db: Database, table_id: int, now: datetime, seen: int) -> FeltHand:
    """The next hand's button and forced bets for a hand dealt on the felt: the
    button and blinds (R-3.3 to R-3.5), a draw's button and antes (R-6.5), stud's
    antes and bring-in (R-6.4), at a cash table who sits out, who posts to enter or
    to return and who waits for the big blind (R-3.6), and a straddle (R-3.7); chips
    behind join the stacks (R-8.6). The table's first hand is dealt from the button
    drawn for it (R-3.1), a tournament's or a cash table's, and waits for it. It
    counts as the table's next hand (``hands_dealt``), so a panel opened afterwards
    deals the hand after it, and a panel open at the table follows it
    (``DealerSession.follow_table``). Refused while a hand dealt at a panel runs (the
    same hand, dealt there first), and when the table dealt a hand since ``seen`` (its
    hands dealt as the recording station last read them, ``running_state``): two
    directors recording the same hand at once move the button once (R-3.3). Refused
    too while a dead deal's pot waits at the table (R-6.5): its deal again is dealt at
    the dealer panel, which carries the pot and keeps the button; recorded on the
    felt, the pot would go to a winner the program does not know, and the chips would
    be counted in two places or none."""
    v.ident(table_id, "the table")
    v.whole(seen, "the hands dealt", 0, 10**9)
    game, cash = _game_at(db, table_id, now)  # read before the write (SQLite's lock)
    with UnitOfWork(db) as uow:
        uow.felt_dealing(table_id)  # a dealer station's own table: allowed (``station_role``)
        s = uow.session
        table = table_between_hands(s, table_id, "svc-felt-hand-dealt-at-station")
        last = s.exec(select(sa.func.max(Hand.number)).where(Hand.table_id == table_id)).one()
        dealt = max(table.hands_dealt, last or 0)
        if dealt > seen:
            raise ServiceError(msg("svc-felt-hand-recorded-since", hand_number=dealt,
                                   table_text=table_label(table.name)))
        # its pot is dealt again at the panel, which knows it
        refuse_while_dead_pot_waits(s, table, "svc-felt-hand-dead-pot-waits")
        # a cash table's wishes, read (looks: ``CashDealing``) once the table is
        # locked, on SQLite the file's write lock held: a player stepping away at
        # that instant is not dealt in, as at the dealer session
        wishes = next_hand_wishes(cash, game.options.straddle)
        rec = Recorder(s)
        taken = col(Seat.entry_id) if cash is None else col(Seat.player_id)
        seats = {seat.number: seat for seat in s.exec(select(Seat).where(
            Seat.table_id == table_id, taken.is_not(None)))}
        for seat in seats.values():
            if seat.chips_behind:
                rec.touch(seat)
                seat.stack, seat.chips_behind = seat.stack + seat.chips_behind, 0
                s.add(seat)
        stacks = {n: seat.stack for n, seat in seats.items()}
        state = table_state.read(table)
        button, first = _button(state, table.name)
        try:  # the dealer panel's own planning: one code for both
            planned = plan_next_hand(
                game, stacks, button, first, state.refilled, wishes, state.positions,
                btn.GameKind.TOURNAMENT if cash is None else btn.GameKind.CASH)
        except MessageError as exc:  # fewer than two to deal in, too many
            raise ServiceError(reason(exc)) from None
        rec.touch(table)
        table_state.keep_positions(table, planned.setup, planned.positions)
        table.hands_dealt = dealt + 1
        if cash is None:  # in hand for hand, the hand the director started, once
            hand_for_hand.deal_at(s, table)
        if cash is not None and planned.hand is not None:  # the posts made
            extra = cash_table(s, table_id)[1]
            rec.touch(extra)
            posted(extra, planned.hand)
            s.add(extra)
        said = forced_bets_said(planned, wishes, tournament=cash is None)
        rec.record(table.event_id, "next hand",
                   msg("undo-next-hand", table_text=table_label(table.name),
                       explanation_text=said),
                   {"table_id": table_id}, now)
        return FeltHand(dealt + 1, table_state.read(table), said)


def _button(state: table_state.RunningState, name: str) -> tuple[int, bool]:
    """The button the hand is planned from and whether it is the table's first hand:
    the last hand's or the one drawn (R-3.1); with neither, refused: draw first."""
    if state.button is None:
        raise ServiceError(msg("svc-draw-button-first", table_text=table_label(name)))
    return state.button, not state.placed
