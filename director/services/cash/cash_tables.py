"""A cash game's tables, as a card room runs them (R-3.6, R-8.7).

Open a table at a game and stakes; seat a player in a chosen seat or one drawn at random
(a seeded source can be passed, as the tournament seat draw does) with a buy-in that is
a ledger line; keep a waiting list per stakes and seat-change requests
(``cash_waiting``, a part of the service); move a player to a freed seat with their
chips (paid in that table's chips, R-8.7, where the stack is known); let a player step
away (they miss the blinds that pass, R-3.6) and come back, posting what they owe or
waiting for the big blind; and let a player leave, their stack cashed out in the ledger
(0 for a busted player). Each command is one transaction, recorded for undo in the
event's action log. What the tables look like, and what the dealer panel reads of them,
is ``cash_table_views``.

A table's first button is drawn for (R-3.1, ``SeatingService.draw_for_button``);
once everyone has left it, the players who sit down next draw for it again.

A seat in the hand being dealt at its table cannot leave, move or top up until
the hand is over; a newcomer may sit down during a hand and is dealt from the
next one. ``CashDealing`` gives the dealer panel a table's game, who sits out
or posts; the button and blinds owed are the table's running state.
"""

from __future__ import annotations

import math
import random
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import cash
from director.engine.event.cash_tables import (
    GUTS_GAMES,
    CashTableError,
    Chooser,
    Stakes,
    choose_seat,
    game_title,
)
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.hand.facts.setup import straddle_refusal
from director.engine.hand.rules.guts import GUTS_PLAYER_LIMIT
from director.engine.messages import Amount, Message, msg
from director.services.cash.cash_table_views import (
    CashDealing,
    CashTableView,
    cash_table,
    event_tables,
    hand_seats,
    occupied,
    player_name,
    seated_at,
    seats_list,
    settled,
    stakes_of,
    table_view,
    table_views,
)
from director.services.cash.cash_waiting import CashWaitingList
from director.services.cash.ledger_lines import add_line, cash_event
from director.services.cash.seat_money import (
    chips_to_seat,
    drop_requests,
    forget_seat,
    give_back,
    held_chips,
    in_table_chips,
    moved_chips,
    occupant,
    seat_at,
    seat_leaves,
    set_list,
    sitting_chips,
    whole_stack_in_chips,
)
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.documents import CashSettings, load_settings
from director.services.core.message_data import (
    in_turn,
    numbered_table,
    reason,
    stakes_message,
    table_label,
)
from director.services.core.stored_hands import waiting_dead_pot
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.event_service import checked_player, player_in
from director.services.tables import table_state
from director.store.db import Database
from director.store.models import CashTable, CashWaiting, Player, Seat, TableRow


class CashTableService(CashWaitingList):
    """Commands on a cash game's tables and seats, and (``CashWaitingList``) its
    waiting list."""

    def __init__(self, db: Database, rng: Chooser | None = None) -> None:
        self.db = db
        self.rng: Chooser = rng or random.SystemRandom()

    # ------------------------------------------------------------- tables

    def open_table(self, event_id: int, now: datetime, *, name: str | None = None,
                   seats: int = 9, stakes: Stakes | None = None, smallest_chip: int | None = None,
                   min_buy_in: int | None = None, max_buy_in: int | None = None,
                   straddle: bool = False) -> int:
        """A table at the event's game and stakes (or ``stakes``); its buy-ins default
        to the event's, in proportion to the big blind. ``straddle``: the table allows
        a live straddle (R-3.7, not in fixed limit)."""
        v.ident(event_id, "the event")
        v.whole(seats, "the seats at the table", v.MIN_SEATS, v.MAX_SEATS)
        if name is not None:
            v.name(name, "the table's name")
        for value, what, low in ((smallest_chip, "the smallest chip", 1),
                                 (min_buy_in, "the smallest buy-in", 0),
                                 (max_buy_in, "the largest buy-in", 0)):
            if value is not None:  # a chip of 0 is refused, not taken for the default
                v.amount(value, what, low)
        size = seats
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)  # two stations' tables numbered one after another
            event = cash_event(s, event_id)
            settings = load_settings(event.kind, event.settings)
            assert isinstance(settings, CashSettings)
            settled(s, event_id)
            given, stakes = stakes is not None, stakes or settings.stakes()
            limit = _player_limit(stakes.game)
            if size > limit:
                raise ServiceError(msg("svc-game-player-limit", game_name=game_title(stakes.game),
                                       players=limit, size=size))
            chip = smallest_chip or _default_chip(stakes)
            for bet, which in ((stakes.bring_in, "bring-in"), (stakes.small_bet, "small-bet"),
                               (stakes.big_bet, "table-maximum" if stakes.spread_blinds
                                else "big-bet")):
                if bet:  # every bet of the hand is one of these sizes
                    in_table_chips(chip, bet, msg(f"svc-paid-{which}"))
            if chip <= 0 or any(a % chip for a in stakes.amounts):
                raise ServiceError(msg("svc-smallest-chip-amounts", chip_amount=Amount(chip),
                                       amounts=tuple(Amount(a) for a in stakes.amounts)))
            refusal = straddle_refusal(Limit(stakes.limit)) if straddle else None
            if refusal is None and straddle and stakes.opening is not Opening.BLINDS:
                refusal = msg("svc-straddle-needs-blinds", game_name=game_title(stakes.game))
            if refusal is not None:  # no limit and pot limit only, a blind game
                raise ServiceError(refusal)
            if given:  # a table maximum at spread limit (an old event's has none)
                try:
                    stakes.check_table_maximum()
                except CashTableError as exc:
                    raise ServiceError(exc.message) from None
            scale = stakes.unit / settings.stakes().unit
            low = min_buy_in if min_buy_in is not None else round(settings.min_buy_in * scale)
            high = max_buy_in if max_buy_in is not None else (
                None if settings.max_buy_in is None else round(settings.max_buy_in * scale))
            if high is not None and high < low:
                raise ServiceError(msg("svc-largest-below-smallest-buy-in",
                                       maximum=Amount(high), minimum=Amount(low)))
            for amount, what in ((low, "the smallest buy-in"), (high, "the largest buy-in")):
                if amount is not None:  # every buy-in is paid in the table's chips
                    in_table_chips(chip, amount, v.field(what))
            taken = {t.name for t in event_tables(s, event_id)}
            count = len(list(s.exec(select(TableRow).where(TableRow.event_id == event_id))))
            title = (name or "").strip() or numbered_table(count + 1)
            if title in taken:
                raise ServiceError(msg("svc-table-name-taken", name=title))
            rec = Recorder(s)
            table = TableRow(event_id=event_id, name=title, max_seats=size)
            rec.created(table)
            assert table.id is not None
            rec.created(CashTable(table_id=table.id, game=stakes.game, limit=stakes.limit,
                                  small_blind=stakes.small_blind, big_blind=stakes.big_blind,
                                  ante=stakes.ante, bring_in=stakes.bring_in,
                                  small_bet=stakes.small_bet, big_bet=stakes.big_bet,
                                  smallest_chip=chip, min_buy_in=low, max_buy_in=high,
                                  straddle=straddle))
            rec.record(event_id, "open cash table",
                       msg("undo-open-cash-table", table_text=table_label(table.name),
                           stakes_text=stakes_message(stakes)),
                       {"table": table.id}, now)
            return table.id

    def close_table(self, table_id: int, now: datetime) -> Message | None:
        """Close an empty table. A dead deal's pot waiting there (R-6.5: nobody
        opened) has nobody left to deal it again: it goes back to the players who put
        it in (``seat_money.give_back``); refused only where the table's hands do not
        say who they were (stored before 0019). The seat changes asked to this table
        are taken off: no seat there will free. Both said in the message returned
        (None: nothing but the close)."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, _ = cash_table(s, table_id, lock=True)
            if occupied(s, table_id):
                raise ServiceError(msg("svc-table-still-has-players",
                                       table_text=table_label(table.name)))
            dead = waiting_dead_pot(s, table_id)
            if dead is not None and dead.owners is None:  # nobody to give it to
                raise ServiceError(msg("svc-close-table-dead-pot",
                                       table_text=table_label(table.name), pot=Amount(dead.pot)))
            rec = Recorder(s)
            said = [] if dead is None else [give_back(s, rec, table, dead, now)]
            for request in s.exec(select(CashWaiting).where(
                    CashWaiting.event_id == table.event_id, CashWaiting.kind == "change",
                    CashWaiting.table_id == table_id).order_by(col(CashWaiting.id))):
                rec.delete(request)
                said.append(msg("svc-seat-change-off-table-closed", table_text=table_label(
                    table.name), player=player_name(s, request.player_id)))
            rec.touch(table)
            table.closed = True
            rec.record(table.event_id, "close cash table",
                       msg("undo-close-cash-table", table_text=table_label(table.name)),
                       {"table": table_id}, now)
            return in_turn(said)

    def straddle_next(self, table_id: int, on: bool, now: datetime) -> None:
        """The first player left of the big blind straddles the next hand (R-3.7), or
        no longer does; asked for one hand at a time, by the director or by the dealer
        station at its own table (``UnitOfWork.straddle_asked``)."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            uow.straddle_asked(table_id)
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)
            if not extra.straddle:
                raise ServiceError(msg("svc-table-no-straddle",
                                       table_text=table_label(table.name)))
            if extra.straddle_next == on:
                return
            rec = Recorder(s)
            rec.touch(extra)
            extra.straddle_next = on
            s.add(extra)
            rec.record(table.event_id, "straddle",
                       msg("undo-straddle-on" if on else "undo-straddle-off",
                           table_text=table_label(table.name)),
                       {"table": table_id, "on": on}, now)

    # -------------------------------------------------------------- seats

    def sit(self, table_id: int, player: int | str, buy_in: int, now: datetime, *,
            seat: int | None = None, post: bool = False) -> int:
        """Seat a player in ``seat`` (``None``: a seat drawn at random) with a buy-in
        and the chips they hold, bought at no table (R-8.7, ``held_chips``: a buy-in of
        0 seats them with those alone); ``post``: they post a big blind to enter rather
        than wait for it (R-3.6). Their names on the waiting list for these stakes are
        taken off. ``player``: an id, or a new player's name, added in the same
        transaction (refused, nobody is added). Returns the seat."""
        v.ident(table_id, "the table")
        player = checked_player(player)
        v.amount(buy_in, "the buy-in")
        if seat is not None:
            v.seat(seat)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)
            player_id = player_in(s, player, now)
            if s.get(Player, player_id) is None:
                raise ServiceError(msg("svc-no-player", player_number=player_id))
            where = seated_at(s, table.event_id, player_id)
            if where is not None:
                raise ServiceError(msg("svc-player-already-seated",
                                       player=player_name(s, player_id),
                                       table_text=table_label(where[0].name),
                                       seat=where[1].number))
            who = player_name(s, player_id)
            held = held_chips(s, table.event_id).get(player_id, 0)
            sitting_chips(extra, who, buy_in, held)
            try:
                number = choose_seat(table.max_seats, occupied(s, table_id), seat, self.rng)
            except CashTableError as exc:
                raise ServiceError(msg("svc-at-table", table_text=table_label(table.name),
                                       reason_text=reason(exc))) from None
            rec = Recorder(s)
            if buy_in:
                add_line(s, rec, table.event_id, cash.LineKind.BUY_IN, buy_in, now, player_id)
            self._place(s, rec, table, number, player_id, held + buy_in)
            if post:
                set_list(rec, extra, "posting", [*seats_list(extra.posting), number])
            drop_requests(s, rec, table.event_id, player_id, "wait", stakes_of(extra))
            rec.record(table.event_id, "sit",
                       msg("undo-sit-chosen" if seat is not None else "undo-sit-drawn",
                           player=who, seat=number, table_text=table_label(table.name),
                           amount=Amount(held + buy_in)),
                       {"table": table_id, "seat": number, "player": player_id}, now)
            return number

    def _place(self, s: Session, rec: Recorder, table: TableRow, number: int, player_id: int,
               stack: int, chips_behind: int = 0) -> None:
        """``player_id`` sits in seat ``number`` with ``stack`` and ``chips_behind`` (a
        top-up during the last hand at the seat they come from: R-8.6)."""
        assert table.id is not None
        # Whoever sits down is a new player in that seat (R-3.6: they wait for the
        # big blind or post), owing nothing its last player missed.
        before = table.positions
        if table_state.refill(table, number):
            after, table.positions = table.positions, before
            rec.touch(table)
            table.positions = after
            s.add(table)
        row = s.exec(select(Seat).where(Seat.table_id == table.id,
                                        Seat.number == number)).first()
        if row is None:
            rec.created(Seat(table_id=table.id, number=number, player_id=player_id,
                             stack=stack, chips_behind=chips_behind))
            return
        rec.touch(row)
        row.player_id, row.entry_id = player_id, None
        row.stack, row.chips_behind = stack, chips_behind
        s.add(row)

    def top_up(self, table_id: int, seat: int, amount: int, now: datetime, *,
               player_id: int | None = None) -> bool:
        """More chips for a seated player (a rebuy after a bust too): on the stack
        between hands, behind it while the seat is in the hand being dealt (R-8.6).
        Returns whether the chips went behind. ``player_id``, here and in every command
        of a seated player: who the station saw in the seat, refused by name when another
        sits there now or nobody (changed at another station, ``seat_money.occupant``)."""
        _seat_args(table_id, seat)
        v.amount(amount, "the top-up")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)
            row = seat_at(s, table, seat, in_hand=True, player_id=player_id)
            assert row.player_id is not None
            rec = Recorder(s)
            _, behind = chips_to_seat(s, rec, table, extra, row, cash.LineKind.TOP_UP, amount,
                                      now)
            who = player_name(s, row.player_id)
            rec.record(table.event_id, "top-up",
                       msg("undo-top-up", player=who, amount=Amount(amount),
                           table_text=table_label(table.name)),
                       {"table": table_id, "seat": seat}, now)
            return behind

    def leave(self, table_id: int, seat: int, now: datetime, amount: int | None = None, *,
              player_id: int | None = None) -> int:
        """The player leaves and cashes out ``amount`` (``None``: their stack with the
        chips behind it, 0 when busted, refused where the table's chips cannot make it:
        ``whole_stack_in_chips``); their seat-change requests go with them. Returns
        the cash-out."""
        _seat_args(table_id, seat)
        if amount is not None:
            v.amount(amount, "the cash-out")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)
            row = seat_at(s, table, seat, player_id=player_id)
            player = row.player_id
            assert player is not None
            if amount is None:  # the whole stack, paid in the table's chips
                whole_stack_in_chips(player_name(s, player), row.stack + row.chips_behind,
                                     table, extra)
            rec = Recorder(s)
            paid = seat_leaves(s, rec, table, extra, row, amount, now).amount
            _seat_left(s, rec, table, seat)
            rec.record(table.event_id, "leave",
                       msg("undo-leave", player=player_name(s, player), seat=seat,
                           table_text=table_label(table.name), amount=Amount(paid)),
                       {"table": table_id, "seat": seat}, now)
            return paid

    def move(self, table_id: int, seat: int, to_table: int, now: datetime,
             to_seat: int | None = None, counted: int | None = None, *,
             player_id: int | None = None) -> int:
        """A seat change: the player and their chips (those behind too, R-8.6) to a free
        seat (``None``: drawn) at ``to_table`` of the same stakes; they are a newcomer
        there (R-3.6). The chips they bring are paid in its chips (R-8.7,
        ``brought_in_chips``: else refused with what to do at the cage), where the
        stack is known (its table is dealt at the panel; else it is what was bought,
        and the stack on the felt is the director's to change). From a table dealt on
        the felt to one dealt at the panel the stack becomes known there: the chips
        the player brings are ``counted`` (asked for, else refused; paid in its chips
        too), their stack there, and the move's record says the count and what was
        bought; a count is refused for any other move."""
        _seat_args(table_id, seat)
        v.ident(to_table, "the table")
        if to_seat is not None:
            v.seat(to_seat)
        if counted is not None:
            v.amount(counted, "the chips counted", 1)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_table_of_event(s, table_id, to_table)  # before a seat is read
            table, extra = cash_table(s, table_id)
            target, target_extra = cash_table(s, to_table)
            if stakes_of(target_extra) != stakes_of(extra):
                raise ServiceError(msg("svc-table-plays-other-stakes",
                                       table_text=table_label(target.name),
                                       stakes_text=stakes_message(stakes_of(target_extra)),
                                       own_stakes_text=stakes_message(stakes_of(extra))))
            row = seat_at(s, table, seat, player_id=player_id)
            player = row.player_id
            assert player is not None
            name = player_name(s, player)
            bought = row.stack + row.chips_behind
            moved_chips(s, name, table, target, target_extra, bought, counted,
                        extra.smallest_chip)
            taken = [n for n in occupied(s, to_table) if not (to_table == table_id and n == seat)]
            try:
                number = choose_seat(target.max_seats, taken, to_seat, self.rng)
            except CashTableError as exc:
                raise ServiceError(msg("svc-at-table", table_text=table_label(target.name),
                                       reason_text=reason(exc))) from None
            if to_table == table_id and number == seat:
                raise ServiceError(msg("svc-player-in-seat-already",
                                       player=player_name(s, player), seat=seat))
            rec = Recorder(s)
            stack, behind = row.stack, row.chips_behind  # a top-up goes along
            if counted is not None:  # the chips the player brings, counted
                stack, behind = counted, 0
            rec.delete(row)
            s.flush()
            away = seat in seats_list(extra.away)
            forget_seat(rec, extra, seat)
            self._place(s, rec, target, number, player, stack, behind)
            _seat_left(s, rec, table, seat)
            if away:
                set_list(rec, target_extra, "away", [*seats_list(target_extra.away), number])
            drop_requests(s, rec, table.event_id, player, "change")
            said = msg("undo-seat-change", player=name, table_text=table_label(table.name),
                       seat=seat, to_table_text=table_label(target.name), to_seat=number)
            if counted is not None:
                said = msg("undo-seat-change-counted", move_text=said, amount=Amount(counted),
                           bought_amount=Amount(bought))
            rec.record(table.event_id, "seat change", said,
                       {"table": table_id, "seat": seat, "to": to_table}, now)
            return number

    def step_away(self, table_id: int, seat: int, now: datetime, *,
                  player_id: int | None = None) -> None:
        """The player sits out: not dealt in, missing the blinds that pass (R-3.6)."""
        self._away(table_id, seat, now, True, False, player_id)

    def come_back(self, table_id: int, seat: int, now: datetime, post: bool, *,
                  player_id: int | None = None) -> None:
        """The player is back: ``post`` what they owe now, or wait for the big blind
        (R-3.6)."""
        self._away(table_id, seat, now, False, post, player_id)

    def _away(self, table_id: int, seat: int, now: datetime, away: bool, post: bool,
              player_id: int | None) -> None:
        _seat_args(table_id, seat)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)
            assert table.id is not None
            row = occupant(s, table, seat, player_id)
            assert row.player_id is not None
            name = player_name(s, row.player_id)
            gone = seats_list(extra.away)
            if away == (seat in gone):
                raise ServiceError(msg("svc-away-already" if away else "svc-playing-already",
                                       player=name))
            if away and seat in (hand_seats(s, table.id) or ()):
                raise ServiceError(msg("svc-sit-out-from-next-hand", player=name))
            rec = Recorder(s)
            set_list(rec, extra, "away", [n for n in gone if n != seat] + ([seat] if away else []))
            posting = [n for n in seats_list(extra.posting) if n != seat]
            set_list(rec, extra, "posting", posting + ([seat] if post else []))
            rec.record(table.event_id, "away" if away else "back",
                       msg("undo-away" if away else "undo-back-posting" if post
                           else "undo-back-waiting", player=name, seat=seat,
                           table_text=table_label(table.name)),
                       {"table": table_id, "seat": seat}, now)

    # --------------------------------------------------------------- queries

    def tables(self, event_id: int) -> list[CashTableView]:
        with UnitOfWork(self.db) as uow:
            s = uow.session
            tables = event_tables(s, event_id)
            extras = {extra.table_id: extra for extra in s.exec(select(CashTable).where(
                col(CashTable.table_id).in_([t.id for t in tables])))} if tables else {}
            return table_views(s, [(t, extras[t.id]) for t in tables if t.id in extras])

    def settled(self, event_id: int) -> bool:
        """Whether the game is settled (R-8.7): its tables are closed."""
        with UnitOfWork(self.db) as uow:
            return cash_event(uow.session, event_id).status == "finished"

    def table(self, table_id: int) -> CashTableView:
        with UnitOfWork(self.db) as uow:
            table, extra = cash_table(uow.session, table_id)
            return table_view(uow.session, table, extra)

    def dealing(self, table_id: int) -> CashDealing:
        return CashDealing(self.db, table_id)


def _seat_left(s: Session, rec: Recorder, table: TableRow, number: int) -> None:
    """Seat ``number`` emptied (a leave, a seat change). Once nobody sits at the table
    the players who sit down next start a new game: no button, nothing owed, a new
    draw for the button (R-3.1); so does a button drawn whose player left before the
    first hand. Else the button moves on from the last hand's (R-3.3), and a dead
    deal's pot waiting there is dealt again from the same button (R-6.5)."""
    assert table.id is not None
    state = table_state.read(table)
    drawn_left = not state.placed and state.button == number
    if state.button is None or not (drawn_left or not occupied(s, table.id)) \
            or waiting_dead_pot(s, table.id) is not None:
        return
    rec.touch(table)
    table_state.store(table, None)
    table.button_seat = None
    s.add(table)


def _seat_args(table_id: object, seat: object) -> None:
    """The door (``validation``): a table's number and a seat."""
    v.ident(table_id, "the table")
    v.seat(seat)


def _default_chip(stakes: Stakes) -> int:
    """The largest amount that makes up every forced bet and bet (50/100: 50; stud
    ante 10, bring-in 30, 100/200: 10), until set."""
    return math.gcd(*stakes.amounts) or 1


def _player_limit(game: str) -> int:
    """R-4.5: the most players the game's deck deals to (with burns)."""
    return GUTS_PLAYER_LIMIT if game in GUTS_GAMES else GAMES[game].player_limit(True)
