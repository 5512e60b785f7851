"""What a cash game's tables look like, read from the store (R-3.6): each table's
stakes and seats (a stack, chips behind it, R-8.6, and whether the table's stacks
are tracked by the dealer panel), who sits out, posts, owes missed blinds or waits
for the big blind, the waiting list; and ``CashDealing``, what the dealer panel
needs of a cash table between hands (refused once the game is settled, R-8.7).
Nothing here changes a seat or the ledger."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from sqlalchemy import Connection
from sqlmodel import Session, col, select

from director.engine.event.button import HandPositions
from director.engine.event.cash_tables import Owed, Stakes, owed_on_return
from director.engine.frozen import frozen_record
from director.engine.messages import msg
from director.services.cash.ledger_lines import cash_event
from director.services.core import locks
from director.services.core.documents import CashSettings, load_settings
from director.services.core.hand_guard import RUNNING, dealt_seats, running_hand
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.felt_count_due import count_due, count_due_at, counts_recorded
from director.services.tables import table_state
from director.services.tables.dealer_session import TableGame
from director.services.tables.table_game import cash_game
from director.services.tournament.chips_known import dealt_tables
from director.store.db import Database
from director.store.models import CashTable, Hand, Player, Seat, TableRow
from director.store.models import Event as EventRow


@frozen_record
class CashSeatView:
    """One occupied seat: who, their stack (and the chips behind it, R-8.6: a top-up
    during a hand, joining the stack when the next hand starts), and whether they
    sit out, post, owe missed blinds (R-3.6) or wait for the big blind."""

    number: int
    player_id: int
    player: str
    stack: int
    away: bool
    posting: bool
    owed: Owed
    waiting_for_big_blind: bool
    behind: int = 0
    in_hand: bool = False  # in the hand being dealt

    @property
    def chips(self) -> int:
        """The stack with the chips behind it."""
        return self.stack + self.behind


@frozen_record
class CashTableView:
    """A cash table as shown; ``tracked``: a hand was dealt at the dealer panel (one
    is stored), so the stacks are the panel's (else they are what was bought, not
    known; hands recorded on the felt store none); ``count_due``: hands were dealt
    on the felt there since the panel's last and the stacks were not counted since
    (``seating.felt_count_due``), so the panel's are not known either."""

    table_id: int
    event_id: int
    name: str
    max_seats: int
    stakes: Stakes
    smallest_chip: int
    min_buy_in: int
    max_buy_in: int | None
    button: int | None
    small_blind_seat: int | None
    big_blind_seat: int | None
    seats: tuple[CashSeatView, ...]
    hand_running: bool
    straddle: bool = False  # allowed at this table
    straddle_next: bool = False  # asked for the next hand
    tracked: bool = False
    # the hands dealt at the table, on the felt too (the Next hand's ``seen``)
    hands_dealt: int = 0
    # a hand placed the button (else ``button`` is the one drawn, R-3.1, or None):
    # it moves on from hand to hand and is not drawn for again
    placed: bool = False
    count_due: bool = False

    @property
    def stacks_known(self) -> bool:
        """The stacks as stored are the chips on the felt: dealt at the panel, and
        counted since any hand on the felt."""
        return self.tracked and not self.count_due

    def seat(self, number: int) -> CashSeatView | None:
        return next((s for s in self.seats if s.number == number), None)

    def spot(self, seat: CashSeatView) -> SeatSpot:
        """Where ``seat``'s chips are, as the ledger says it."""
        return SeatSpot(self.table_id, self.name, seat.number, seat.stack, seat.behind,
                        self.tracked, seat.in_hand, seat.away, self.count_due)

    @property
    def chips(self) -> int:
        return sum(s.chips for s in self.seats)


@frozen_record
class SeatSpot:
    """Where a player's chips are: the table and seat, the stack and the chips
    behind it (R-8.6). ``tracked``: the table's hands are dealt at the dealer
    panel, so the stack is the panel's; else it is what was bought, the real one
    not known. ``in_hand``: the seat is in the hand being dealt. ``count_due``: hands
    were dealt on the felt since the panel's last, uncounted: the panel's stack is
    not the one on the felt."""

    table_id: int
    table: str
    seat: int
    stack: int
    behind: int
    tracked: bool
    in_hand: bool
    away: bool
    count_due: bool = False

    @property
    def chips(self) -> int:
        return self.stack + self.behind


@frozen_record
class WaitingView:
    """A name on the waiting list (``kind`` "wait") or a seat-change request
    ("change", from ``from_table``/``from_seat`` to ``table_id`` or any table). A
    name waiting has ``from_table``/``from_seat`` too while its player plays another
    game (a seat at 50/100 while they wait for 100/200): they leave it to sit down."""

    waiting_id: int
    player_id: int
    player: str
    stakes: Stakes
    kind: str
    table_id: int | None
    from_table: int | None
    from_seat: int | None


# ---------------------------------------------------------------- stored helpers


def seats_list(text: str) -> list[int]:
    return sorted({int(n) for n in json.loads(text or "[]")})


def cash_table(s: Session, table_id: int, lock: bool = False) -> tuple[TableRow, CashTable]:
    """An open cash table; a settled game's tables are closed (R-8.7): said so.
    ``lock``: a command that changes its seats takes the event's lock and the table's
    first (issue 31's order, services/core/locks)."""
    if lock:
        locks.lock_table_of_event(s, table_id)
    table = s.get(TableRow, table_id)
    extra = s.get(CashTable, table_id)
    if table is not None and table.closed:
        settled(s, table.event_id)
        # closed since the station read it (another station's Close): said by its name
        raise ServiceError(msg("svc-cash-table-closed", table_text=table_label(table.name)))
    if table is None or extra is None:
        raise ServiceError(msg("svc-no-open-cash-table", table_number=table_id))
    return table, extra


def settled(s: Session, event_id: int) -> None:
    """Refused once the cash game is settled (R-8.7): no hand, seat or money more."""
    event = s.get(EventRow, event_id)
    if event is not None and event.status == "finished":
        raise ServiceError(msg("svc-cash-game-settled", name=event.name))


def stakes_of(extra: CashTable) -> Stakes:
    return Stakes(extra.game, extra.limit, extra.small_blind, extra.big_blind, extra.ante,
                  extra.bring_in, extra.small_bet, extra.big_bet)


def occupied(s: Session, table_id: int) -> dict[int, Seat]:
    return {seat.number: seat for seat in s.exec(select(Seat).where(
        Seat.table_id == table_id, col(Seat.player_id).is_not(None)))}


def event_tables(s: Session, event_id: int) -> list[TableRow]:
    return list(s.exec(select(TableRow).where(TableRow.event_id == event_id,
                                              col(TableRow.closed).is_(False))
                       .order_by(col(TableRow.id))))


def player_name(s: Session, player_id: int) -> str:
    player = s.get(Player, player_id)
    return player.name if player is not None else f"#{player_id}"


def player_names(s: Session, player_ids: list[int]) -> dict[int, str]:
    """``player_name`` of each of ``player_ids``, in one query (a table's seats)."""
    found = dict(s.exec(select(Player.id, Player.name)
                        .where(col(Player.id).in_(player_ids))).all()) if player_ids else {}
    return {p: str(found[p]) if p in found else f"#{p}" for p in player_ids}


def seated_at(s: Session, event_id: int, player_id: int) -> tuple[TableRow, Seat] | None:
    for table in event_tables(s, event_id):
        assert table.id is not None
        for seat in occupied(s, table.id).values():
            if seat.player_id == player_id:
                return table, seat
    return None


def hand_seats(s: Session, table_id: int) -> tuple[int, ...] | None:
    """The seats dealt into the hand running at the table, or ``None``."""
    hand = running_hand(s, table_id)
    return None if hand is None else dealt_seats(hand)


def panel_stacks(s: Session, table: TableRow) -> tuple[bool, bool]:
    """``(tracked, count_due)`` of the table: a hand of it is stored (dealt at the
    dealer panel), and hands were dealt on the felt there since the panel's last,
    uncounted (``seating.felt_count_due``): the panel's stacks are the chips on the
    felt when the first is true and the second is not."""
    assert table.id is not None
    tracked = bool(dealt_tables(s, [table.id]))
    return tracked, tracked and count_due_at(s, table) is not None


def seat_spot(s: Session, table: TableRow, seat: Seat) -> SeatSpot:
    """Where the player in ``seat`` is, with their chips (``SeatSpot``)."""
    assert table.id is not None
    extra = s.get(CashTable, table.id)
    away = extra is not None and seat.number in seats_list(extra.away)
    tracked, count_due = panel_stacks(s, table)
    return SeatSpot(table.id, table.name, seat.number, seat.stack, seat.chips_behind,
                    tracked, seat.number in (hand_seats(s, table.id) or ()), away,
                    count_due)


def table_view(s: Session, table: TableRow, extra: CashTable) -> CashTableView:
    return table_views(s, [(table, extra)])[0]


def table_views(s: Session, tables: Sequence[tuple[TableRow, CashTable]]
                ) -> list[CashTableView]:
    """``table_view`` of each table with its cash row, in five queries whatever their
    number: the running hands, each table's newest stored hand (``panel_stacks``), the
    counts recorded (``count_due``), the occupied seats and their players' names. The
    cash tables' page reads every open table at each commit: read a table at a time,
    twenty tables of five players took 102 statements and 18.7 ms of processor time,
    now 8 and 3.6 ms (three tables 17 and 3.1 ms, now 8 and 1.9 ms; 2026-12-07)."""
    ids = [table.id for table, _ in tables if table.id is not None]
    if not ids:
        return []
    in_hand = {hand.table_id: dealt_seats(hand) for hand in s.exec(
        select(Hand).where(col(Hand.table_id).in_(ids), Hand.status == RUNNING))}
    newest: dict[int, int | None] = {table_id: number for table_id, number in s.exec(
        select(Hand.table_id, sa.func.max(Hand.number)).where(col(Hand.table_id).in_(ids))
        .group_by(col(Hand.table_id)))}
    counted = {event: counts_recorded(s, event) for event in {t.event_id for t, _ in tables}}
    seated: dict[int, dict[int, Seat]] = defaultdict(dict)
    for seat in s.exec(select(Seat).where(col(Seat.table_id).in_(ids),
                                          col(Seat.player_id).is_not(None))):
        seated[seat.table_id][seat.number] = seat
    names = player_names(s, sorted({seat.player_id for seats in seated.values()
                                    for seat in seats.values() if seat.player_id is not None}))
    views = []
    for table, extra in tables:
        assert table.id is not None
        tracked = table.id in newest  # a hand of it is stored: dealt at the dealer panel
        due = tracked and count_due(table, table.id in in_hand, newest[table.id] if tracked
                                    else None, counted[table.event_id]) is not None
        views.append(_table_view(table, extra, in_hand.get(table.id),
                                 sorted(seated[table.id].items()), names, tracked, due))
    return views


def _table_view(table: TableRow, extra: CashTable, in_hand: tuple[int, ...] | None,
                seated: list[tuple[int, Seat]], names: dict[int, str], tracked: bool,
                count_due: bool) -> CashTableView:
    assert table.id is not None
    state = table_state.read(table)  # the table's running state (button, blinds owed)
    pos = state.positions
    away, posting = seats_list(extra.away), seats_list(extra.posting)
    seats = []
    for number, seat in seated:
        assert seat.player_id is not None
        # a newcomer (or one still waiting) owes a big blind to enter; a
        # player the blinds passed while away owes them; either waits for the big
        # blind unless they post.
        new = pos is not None and (number not in pos.seated or number in pos.waiting
                                   or number in state.refilled)
        owed = owed_on_return(pos, number, extra.small_blind, extra.big_blind, new)
        seats.append(CashSeatView(
            number, seat.player_id, names[seat.player_id], seat.stack, number in away,
            number in posting, owed,
            owed.total > 0 and number not in posting and number not in away, seat.chips_behind,
            number in (in_hand or ())))
    return CashTableView(
        table.id, table.event_id, table.name, table.max_seats, stakes_of(extra),
        extra.smallest_chip,
        extra.min_buy_in, extra.max_buy_in, state.button,
        None if pos is None else pos.small_blind, None if pos is None else pos.big_blind,
        tuple(seats), in_hand is not None, extra.straddle,
        extra.straddle and extra.straddle_next, tracked, state.hands_dealt, state.placed,
        count_due)


def next_in_line(view: CashTableView, waiting: list[WaitingView]) -> WaitingView | None:
    """Who is offered a free seat at the table ``view`` shows, from ``waiting`` (as
    ``CashTableService.waiting`` lists it, read with the view): a seat-change request
    for it (or any table of its stakes) from another table first, then the waiting
    list (R-3.6). None when the table is full or nobody waits for its stakes."""
    if len(view.seats) >= view.max_seats:
        return None
    for w in waiting:
        if w.stakes != view.stakes:
            continue
        if w.kind == "change" and (w.table_id == view.table_id or (
                w.table_id is None and w.from_table != view.table_id)):
            return w
        if w.kind == "wait":
            return w
    return None


class CashDealing:
    """What the dealer panel needs of a cash table between hands (R-3.6): its game,
    who sits out and who posts, and whether the next hand has a straddle (R-3.7).
    The button and the blinds owed are the table's running state (``table_state``),
    which every panel and a restart continue from. The wishes are looks (``reads_only``):
    read inside the deal's own transaction, which on SQLite holds the file's write
    lock (``hand_start``, ``felt_hands``), they never wait for it, and nobody can
    change them between that read and the hand stored (R-3.6). The posts the hand
    used are marked in that transaction too (``hand_started``)."""

    def __init__(self, db: Database, table_id: int) -> None:
        self.db = db
        self.table_id = table_id

    def table_game(self) -> TableGame:
        """The table's game and its forced bets (blinds; antes and a bring-in for the
        stud family; antes for draw and guts); pots split in its smallest chip
        (R-7.5) and a straddle allowed when the table plays it (R-3.7); the cash
        game's house rules (RULES.md's options, the event's settings), the moving
        button among them (R-3.4)."""
        with UnitOfWork(self.db) as uow:
            table, extra = cash_table(uow.session, self.table_id)
            event = cash_event(uow.session, table.event_id)
            settings = load_settings(event.kind, event.settings)
        assert isinstance(settings, CashSettings)  # cash_event refuses any other
        return cash_game(stakes_of(extra), straddle=extra.straddle,
                         chip_unit=extra.smallest_chip, house=settings.house_rules)

    def straddle_next(self) -> bool:
        """Whether the first player left of the big blind straddles the next hand (R-3.7)."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            extra = cash_table(uow.session, self.table_id)[1]
            return extra.straddle and extra.straddle_next

    def sitting_out(self) -> frozenset[int]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return frozenset(seats_list(cash_table(uow.session, self.table_id)[1].away))

    def posting(self) -> frozenset[int]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return frozenset(seats_list(cash_table(uow.session, self.table_id)[1].posting))

    def hand_started(self, hand: HandPositions, conn: Connection) -> frozenset[str]:
        """A player who posted is dealt in and posts no more; a straddle asked for
        is used (``posted``): written on ``conn``, inside the deal's transaction
        (``hand_start``: the table's lock held, on SQLite the file's write lock), so
        a post or a straddle another station asks for as the hand is dealt is in the
        hand or kept for the next, never written over (R-3.6, R-3.7). The tables
        written (none when nothing was posted nor straddled)."""
        with Session(bind=conn) as s:
            extra = s.get(CashTable, self.table_id)
            if extra is None:  # the deal read the table: a cash table has its row
                raise ServiceError(msg("svc-no-open-cash-table", table_number=self.table_id))
            posted(extra, hand)
            if not s.is_modified(extra):
                return frozenset()
            s.add(extra)
            s.flush()
        return frozenset({"cash_table"})


def posted(extra: CashTable, hand: HandPositions) -> None:
    """A hand has started at the table, dealt at the panel or on the felt: a player
    who posted to enter or to return is dealt in and posts no more (R-3.6); a straddle
    is asked for one hand at a time (R-3.7)."""
    extra.posting = json.dumps([n for n in seats_list(extra.posting) if n not in hand.dealt_in])
    extra.straddle_next = False
