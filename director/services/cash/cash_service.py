"""A cash game's money: buy-ins, top-ups, cash-outs and rake as ledger lines, and
the settlement (R-8.7). The ledger and the tables are one record.

Each line is one command, checked by the engine ledger (``director.engine.event.cash``:
a top-up or cash-out needs a buy-in first, amounts are above 0) and recorded
for undo. A buy-in or top-up of a seated player reaches their seat (behind the
stack while their hand is dealt, R-8.6), and a seated player's cash-out takes
them off the table (``seat_money``): the same commands as at the tables page.
Every amount is paid in chips (R-8.7): a seated player's in their table's, a
player at no table (waiting for a seat) in the game's open tables' chips. Chips are
never created or lost (``money_bounds``): a cash-out above the chips the player has
where the program knows them (or, seated, below a stack it knows: the rest would be
lost), or above what their table can hold, is refused in words; so is a sale at the
cage above the largest buy-in of every open table.
``standing`` is each player's money and where their chips are now. The running
check compares the chips on the table with money in minus money out minus rake.
``finish`` (the ledger's Settle) ends the game: once nobody has chips at a table it takes the
busted players off, closes the tables (the dealer panel deals no more), marks
the game finished on Home and lists the fewest payments that square everyone.
"""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import cash
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.cash.cash_table_views import (
    SeatSpot,
    cash_table,
    event_tables,
    hand_seats,
    occupied,
    player_name,
    seat_spot,
    seated_at,
)
from director.services.cash.ledger_lines import (
    add_line,
    cash_event,
    ledger_of,
    ledger_rows,
    line_text,
    names,
    open_cash_event,
)
from director.services.cash.money_bounds import (
    check_cage_sale,
    check_cash_out_unseated,
    check_rake,
)
from director.services.cash.seat_money import (
    PAID_FROM_HELD,
    chips_to_seat,
    give_back,
    held_chips,
    in_game_chips,
    seat_at,
    seat_leaves,
)
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.message_data import reason, table_label
from director.services.core.stored_hands import DeadPot, dead_pots, waiting_dead_pot
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.event_service import checked_player, player_in
from director.store.db import Database
from director.store.models import Player, Seat, TableRow

_TO_SEAT = (cash.LineKind.BUY_IN, cash.LineKind.TOP_UP)


@frozen_record
class PlayerMoney:
    """One player of the ledger: what they put in and took out, and (``spot``) where
    their chips are; ``cashed_out`` is ``None`` while they play; ``held``: the chips
    they hold at no seat, bought at no table (``held_chips``)."""

    player_id: int
    name: str
    buy_ins: int
    top_ups: int
    cashed_out: int | None
    spot: SeatSpot | None
    held: int = 0

    @property
    def result(self) -> int | None:
        """Cashed out less put in, once they have cashed out."""
        if self.cashed_out is None:
            return None
        return self.cashed_out - self.buy_ins - self.top_ups


@frozen_record
class CashBook:
    """The ledger page's record: the lines, each player's money, and whether the
    game is settled (with its payments)."""

    ledger: cash.CashLedger
    players: tuple[PlayerMoney, ...]
    settlement: cash.Settlement | None

    @property
    def settled(self) -> bool:
        return self.settlement is not None


@frozen_record
class Settled(cash.Settlement):
    """Settle's settlement (R-8.7) and, for each dead pot nobody was left to deal
    again, what went back to whom (R-6.5)."""

    given_back: tuple[Message, ...] = ()


def _redeal_possible(s: Session, table: TableRow, dead: DeadPot, seats: list[Seat]) -> bool:
    """R-6.5: the dead pot can be dealt again at its table: two players sit there who
    can be dealt in (chips, or their antes in the pot), one of them with chips."""
    antes = dead.owners or {}
    dealt = [seat for seat in seats if seat.stack + seat.chips_behind
             or antes.get(seat.player_id or 0, 0)]
    return len(dealt) >= 2 and any(seat.stack + seat.chips_behind for seat in dealt)


class CashGameService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def buy_in(self, event_id: int, player_id: int | str, amount: int, now: datetime) -> int:
        """A buy-in; a seated player's chips go to their seat (R-8.6). ``player_id`` may
        be a new player's name, added with the line (refused, nobody is added), as for
        a top-up and a cash-out."""
        return self._line(event_id, cash.LineKind.BUY_IN, amount, now, player_id)

    def top_up(self, event_id: int, player_id: int | str, amount: int, now: datetime) -> int:
        """A top-up; a seated player's chips go to their seat, behind the stack while
        their hand is dealt (R-8.6)."""
        return self._line(event_id, cash.LineKind.TOP_UP, amount, now, player_id)

    def cash_out(self, event_id: int, player_id: int | str, amount: int,
                 now: datetime) -> int:
        """A cash-out; a seated player leaves the table with it (not during their hand);
        one with no seat is paid out of the chips they hold, the rest still theirs
        (``seat_money.PAID_FROM_HELD``, R-8.7)."""
        return self._line(event_id, cash.LineKind.CASH_OUT, amount, now, player_id)

    def rake(self, event_id: int, amount: int, now: datetime, note: str = "") -> int:
        return self._line(event_id, cash.LineKind.RAKE, amount, now, None, note)

    def _line(self, event_id: int, kind: cash.LineKind, amount: int, now: datetime,
              player: int | str | None, note: str = "") -> int:
        v.ident(event_id, "the event")
        if player is not None:
            player = checked_player(player)
        v.signed(amount)
        note = v.optional_text(note, "the note") or ""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)  # issue 31's order: the event, then the table
            rec = Recorder(s)
            cash_event(s, event_id)
            player_id = None if player is None else player_in(s, player, now)
            where = None if player_id is None else seated_at(s, event_id, player_id)
            if where is not None and player_id is not None:  # the table locked, then
                locks.lock_tables(s, [where[1].table_id])  # its seat read again
                s.expire_all()
                where = seated_at(s, event_id, player_id)
            if where is None:
                self._within_chips(s, event_id, kind, player_id, amount)
                if kind is cash.LineKind.CASH_OUT and player_id is not None \
                        and held_chips(s, event_id).get(player_id):
                    note = PAID_FROM_HELD  # out of the chips held, the rest kept
                line = add_line(s, rec, event_id, kind, amount, now, player_id, note)
                if kind is not cash.LineKind.RAKE:  # refused: the transaction rolls back
                    in_game_chips(s, event_id, amount, kind)
            else:
                table, seat = where
                extra = cash_table(s, seat.table_id)[1]
                if kind in _TO_SEAT:
                    line = chips_to_seat(s, rec, table, extra, seat, kind, amount, now)[0]
                else:
                    seat_at(s, table, seat.number)  # not during their hand
                    line = seat_leaves(s, rec, table, extra, seat, amount, now)
            rec.record(event_id, kind.value, line_text(s, event_id, line), {"amount": amount},
                       now)
            assert line.id is not None
            return line.id

    @staticmethod
    def _within_chips(s: Session, event_id: int, kind: cash.LineKind, player_id: int | None,
                      amount: int) -> None:
        """Chips are never created (R-8.7), for a line of no seat: the rake within the
        chips on the tables by the ledger; a player's cash-out within the chips they
        hold (or, with no table open, the chips on the game's one felt); a sale at the
        cage within the largest buy-in of the open tables (``money_bounds``). Refused
        in words."""
        if amount <= 0:
            return  # ``add_line`` says what is wrong with an amount of 0 or below
        open_cash_event(s, event_id)  # a settled game is said so first
        held = held_chips(s, event_id)
        if player_id is None:  # the rake: the game's, no player's (``rake``)
            check_rake(s, event_id, amount, sum(held.values()))
            return
        if s.get(Player, player_id) is None or (kind is not cash.LineKind.BUY_IN and not any(
                line.player_id == player_id for line in ledger_rows(s, event_id))):
            return  # the ledger's own refusal says it (a top-up before a buy-in)
        who = player_name(s, player_id)
        if kind is cash.LineKind.CASH_OUT:
            check_cash_out_unseated(s, event_id, who, amount, held.get(player_id, 0),
                                    sum(held.values()))
        else:
            check_cage_sale(s, event_id, kind, who, amount, held.get(player_id, 0))

    # ------------------------------------------------------------ reading

    def ledger(self, event_id: int) -> cash.CashLedger:
        with UnitOfWork(self.db) as uow:
            cash_event(uow.session, event_id)
            return ledger_of(uow.session, event_id)

    def held(self, event_id: int, player_id: int) -> int:
        """The chips the player holds at no seat, bought at no table (0 seated):
        sitting down takes them to the seat (R-8.7)."""
        with UnitOfWork(self.db) as uow:
            return held_chips(uow.session, event_id).get(player_id, 0)

    def seat_of(self, event_id: int, player_id: int) -> SeatSpot | None:
        """Where the player sits at the game's tables, with their chips (or ``None``)."""
        with UnitOfWork(self.db) as uow:
            where = seated_at(uow.session, event_id, player_id)
            return None if where is None else seat_spot(uow.session, *where)

    def book(self, event_id: int) -> CashBook:
        """The ledger, each player's money and seat, and the settlement once settled:
        read in one transaction, so the page shows one moment of the store."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            event = cash_event(s, event_id)
            ledger = ledger_of(s, event_id)
            rows = ledger_rows(s, event_id)
            ids = list(dict.fromkeys(r.player_id for r in rows if r.player_id is not None))
            named = names(s, set(ids))
            spots = {seat.player_id: seat_spot(s, table, seat)
                     for table in event_tables(s, event_id)
                     for seat in occupied(s, table.id or 0).values()}
            held = held_chips(s, event_id)
            players = []
            for pid in ids:
                mine = [r for r in rows if r.player_id == pid]
                total = {k: sum(r.amount for r in mine if r.kind == k.value)
                         for k in cash.LineKind}
                out = mine[-1].kind == cash.LineKind.CASH_OUT.value and pid not in spots \
                    and pid not in held  # antes given back are paid out to a holder too
                players.append(PlayerMoney(
                    pid, named[pid], total[cash.LineKind.BUY_IN], total[cash.LineKind.TOP_UP],
                    total[cash.LineKind.CASH_OUT] if out else None, spots.get(pid),
                    held.get(pid, 0)))
            done = ledger.settle() if event.status == "finished" else None
            return CashBook(ledger, tuple(players), done)

    def check(self, event_id: int, chips_on_table: int | None = None) -> cash.TableCheck:
        """Chips on the table (counted, or the seats' stacks with the chips behind them
        and a dead deal's pot, R-6.5) against the ledger (R-8.7), the chips players with
        no seat hold apart (``held_chips``)."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            cash_event(s, event_id)
            ledger = ledger_of(s, event_id)
            if chips_on_table is None:
                tables = [t.id for t in s.exec(select(TableRow).where(
                    TableRow.event_id == event_id))]
                chips_on_table = sum(seat.stack + seat.chips_behind for seat in s.exec(
                    select(Seat).where(col(Seat.table_id).in_(tables))))
                chips_on_table += dead_pots(s, [t for t in tables if t is not None])
            held = sum(held_chips(s, event_id).values())
        try:
            return ledger.check(chips_on_table, held)
        except cash.CashError as exc:
            raise ServiceError(reason(exc)) from None

    # ------------------------------------------------------------ the end

    def settle(self, event_id: int) -> cash.Settlement:
        """The fewest payments that square everyone (R-8.7), read: refused while chips
        are on the table by the ledger (``finish`` ends the game with them)."""
        try:
            return self.ledger(event_id).settle()
        except cash.CashError as exc:
            raise ServiceError(reason(exc)) from None

    def finish(self, event_id: int, now: datetime) -> Settled:
        """Settle and end the game (R-8.7): refused while a hand is dealt, a dead deal's
        pot waits at a table where two players could be dealt it again (R-6.5),
        anyone has chips at a table, or a player with no seat holds chips bought at no
        table (``held_chips``). A dead pot with nobody to deal it to goes back to
        the players who put it in (``seat_money.give_back``: the house's rule); the
        busted players still seated cash out what they have (0, or their antes given
        back) and leave, the tables close (no hand is dealt there again), the game is
        finished, and the fewest payments that square everyone are returned, with
        what was given back. One Ctrl+Z takes it all back."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)
            locks.lock_tables(s, [t.id for t in event_tables(s, event_id)])  # then read again
            s.expire_all()
            event = cash_event(s, event_id)
            if event.status == "finished":
                raise ServiceError(msg("svc-cash-game-settled-already", name=event.name))
            tables = event_tables(s, event_id)
            seated = [(t, seat) for t in tables for seat in occupied(s, t.id or 0).values()]
            for t in tables:
                if hand_seats(s, t.id or 0) is not None:
                    raise ServiceError(msg("svc-settle-hand-running",
                                           table_text=table_label(t.name)))
            dead = {t.id: pot for t in tables if (pot := waiting_dead_pot(s, t.id or 0))}
            for t in tables:  # asked while players sit who could play it
                pot = dead.get(t.id)
                if pot is not None and (pot.owners is None or _redeal_possible(
                        s, t, pot, [seat for table, seat in seated if table is t])):
                    raise ServiceError(msg("svc-settle-dead-pot",
                                           table_text=table_label(t.name), pot=Amount(pot.pot)))
            chips = [player_name(s, seat.player_id or 0) for _, seat in seated
                     if seat.stack + seat.chips_behind]
            if chips:
                raise ServiceError(msg("svc-settle-chips-at-tables", names=tuple(chips)))
            held = [player_name(s, pid) for pid in held_chips(s, event_id)]
            if held:  # bought at no table and never sat down with: theirs to cash out
                raise ServiceError(msg("svc-settle-chips-held", names=tuple(held)))
            rec = Recorder(s)
            given = tuple(give_back(s, rec, t, dead[t.id], now) for t in tables if t.id in dead)
            for table, seat in seated:  # busted: they leave with 0 (or their antes back)
                seat_leaves(s, rec, table, cash_table(s, table.id or 0)[1], seat, None, now)
            try:
                settlement = ledger_of(s, event_id).settle()
            except cash.CashError as exc:
                raise ServiceError(reason(exc)) from None
            for table in tables:
                rec.touch(table)
                table.closed = True
                s.add(table)
            rec.touch(event)
            event.status, event.finished_at = "finished", iso(now)
            s.add(event)
            rec.record(event_id, "settle",
                       msg("undo-cash-settled", count=len(settlement.payments)), {}, now)
            return Settled(settlement.balances, settlement.payments, settlement.fewest, given)
