"""The room's view made from the rows of one reading (``read.py``, ``NightRows``):
plain functions, no database. The clock is the engine's clock model at ``now`` (``build_board``)
with the instants the page counts to; a finished tournament shows its winner
and results and no clock (issue 28)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from director.engine.event.cash_tables import Stakes as CashStakes
from director.engine.event.clock import ClockState
from director.engine.event.entries import (
    EntryError,
    EntryKind,
    check_add_on,
    check_rebuy,
    check_registration,
)
from director.engine.frozen import frozen_record
from director.services.clock.clock_board import ClockBoard, Stakes, build_board
from director.services.core.documents import EventSettings, TournamentSettings
from director.services.core.message_data import table_label
from director.services.room.numbers import due_by_entry, listed_name, numbers_of
from director.services.room.view import (
    AllInOdds,
    AllInSeat,
    ClockInfo,
    DirectorView,
    EventInfo,
    LeagueStandings,
    PlayingRow,
    ResultRow,
    RoomView,
    SeatRow,
    StakesInfo,
    TableInfo,
    TableSeat,
    WaitingList,
)
from director.services.tournament.bounties import bounties_in_results
from director.services.tournament.rows import won
from director.store.models import CashWaiting, Entry, Seat, TableRow

if TYPE_CHECKING:  # the odds' module (numpy) is the dealer panel's to import
    from director.services.tables.all_in_board import TableAllIn

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MILLISECOND = timedelta(milliseconds=1)


@frozen_record
class NightRows:
    """Everything the room's view is made of, as read in one transaction."""

    event_id: int
    kind: str
    name: str
    settings: EventSettings
    tables: tuple[tuple[TableRow, tuple[Seat, ...]], ...]  # open, in the order opened
    entries: tuple[Entry, ...]
    names: dict[int, str]  # player id -> name, for everyone seated, placed or waiting
    clock: ClockState
    waiting: tuple[CashWaiting, ...]
    standings: tuple[LeagueStandings, ...]
    colored_up: int = 0  # the chips the color-ups took out of play (``chips_known``)
    deal: tuple[tuple[int, str, int], ...] = ()  # a recorded deal: (entry, player, share)
    hand_for_hand: int | None = None  # the hand-for-hand hand, None: not on
    chips_out: tuple[int, ...] = ()  # the denominations the color-ups took off
    finished: bool = False  # Finish tournament made its places and money final
    envelopes_set: bool = False  # the mystery envelopes set: registration is over
    #: the tables whose stacks as stored are the panel's (``chips_known.panel_tables``)
    panel_tables: frozenset[int] = frozenset()


def build_view(rows: NightRows, now: datetime, currency: str = "",
               all_in: Sequence[TableAllIn] = ()) -> DirectorView:
    """The views of the night ``rows`` at ``now``."""
    settings = rows.settings
    event = EventInfo(rows.event_id, rows.name, rows.kind, settings.game,
                      settings.currency or currency)
    clock, payouts = None, {}
    winners: tuple[str, ...] = ()
    if isinstance(settings, TournamentSettings):
        numbers = numbers_of(settings, rows.entries, rows.names, rows.colored_up, rows.deal,
                             rows.hand_for_hand, rows.chips_out)
        winners, payouts = numbers.winners, dict(numbers.payouts)
        if not winners:
            clock = clock_info(build_board(
                settings.structure(), rows.clock, now, players_left=numbers.players_left,
                entries=numbers.entries, chips_in_play=numbers.chips_in_play,
                prize_pool=numbers.prize_pool, payouts=numbers.payouts,
                event_game=settings.game, deal=numbers.deal,
                hand_for_hand=numbers.hand_for_hand, chips_out=numbers.chips_out), now)
    room = RoomView(
        event=event, clock=clock, winners=winners, seating=seating(rows),
        results=results(rows, payouts, settings.rounding_unit)
        if isinstance(settings, TournamentSettings) else (),
        tables=tables(rows), waiting=waiting_lists(rows), standings=rows.standings,
        all_in=tuple(all_in_odds(a) for a in all_in))
    return DirectorView(room, playing(rows, now), back_in(rows, now))


def clock_info(board: ClockBoard, now: datetime) -> ClockInfo:
    """A clock board as the room sees it; while it runs, the instants it counts to."""
    def at(delta: timedelta | None) -> int | None:
        return None if delta is None or not board.running else epoch_ms(now + delta)

    return ClockInfo(
        state=board.state.value, running=board.running, is_break=board.is_break,
        is_last_level=board.is_last_level, level_index=board.item_index,
        remaining_ms=_ms(board.remaining), ends_at_ms=at(board.remaining),
        time_to_break_ms=None if board.time_to_break is None else _ms(board.time_to_break),
        break_at_ms=at(board.time_to_break), break_minutes=board.break_minutes,
        color_up=board.color_up, colored_up=board.colored_up, stakes=_stakes(board.stakes),
        next_stakes=_stakes(board.next_stakes), players_left=board.players_left,
        entries=board.entries, average_stack=board.average_stack,
        average_in_big_blinds=(None if board.average_in_big_blinds is None  # as the
                               else round(board.average_in_big_blinds)),  # clock display
        chips_in_play=board.chips_in_play, prize_pool=board.prize_pool,
        payouts=board.payouts, deal=board.deal, hand_for_hand=board.hand_for_hand)


def epoch_ms(instant: datetime) -> int:
    """Milliseconds since the epoch (what a browser's ``Date.now()`` counts)."""
    return (instant - EPOCH) // MILLISECOND


def _ms(delta: timedelta) -> int:
    return max(0, delta // MILLISECOND)


def _stakes(stakes: Stakes | None) -> StakesInfo | None:
    if stakes is None:
        return None
    return StakesInfo(stakes.level_number, stakes.game, stakes.small_blind, stakes.big_blind,
                      stakes.ante, stakes.big_blind_ante, stakes.small_bet, stakes.big_bet,
                      stakes.bring_in, stakes.limit)


def table_number(name: str) -> int | None:
    """The number of a table the program named ("Table 3" -> 3), else None."""
    label = table_label(name)
    return int(str(label["table"])) if label.id == "svc-table" else None


def seating(rows: NightRows) -> tuple[SeatRow, ...]:
    """Every seated player, by name (then table and seat)."""
    found = [SeatRow(rows.names.get(seat.player_id, "") if seat.player_id else "",
                     table.name, table_number(table.name), seat.number)
             for table, seats in rows.tables for seat in seats]
    return tuple(sorted(found, key=lambda r: (r.player.casefold(), r.table, r.seat)))


def tables(rows: NightRows) -> tuple[TableInfo, ...]:
    return tuple(TableInfo(table.name, table_number(table.name), tuple(
        TableSeat(seat.number, rows.names.get(seat.player_id, "") if seat.player_id else "")
        for seat in seats)) for table, seats in rows.tables)


def results(rows: NightRows, payouts: Mapping[int, int],
            rounding_unit: int = 1) -> tuple[ResultRow, ...]:
    """Places and prizes so far (R-8.5), best place first: a prize awarded, else
    the dealt player's share of a recorded deal, else what the place pays by
    ``payouts`` (the clock's list), to be paid, tied players sharing the places
    their tie covers (``due_by_entry``): as the clock and the winner's screen
    (``numbers._results``) say it, each entry by the name they list it under
    (``listed_name``: a re-entry with its number, "Anna (2)"); with the bounties each
    won where the event pays bounties, as the Results paper lists them."""
    shares = {entry: amount for entry, _player, amount in rows.deal}
    owed = due_by_entry(rows.entries, payouts, rounding_unit)
    out = [e for e in rows.entries if e.place is not None]
    column = bounties_in_results(rows.settings, (e.bounties_won for e in out))

    def prize(e: Entry) -> ResultRow:
        assert e.place is not None
        name, bounties = listed_name(e, rows.names), e.bounties_won if column else None
        if e.prize is not None:
            return ResultRow(e.place, name, e.prize, bounties=bounties)
        due = shares.get(e.id or 0) or owed.get(e.id or 0, 0)
        return ResultRow(e.place, name, due, paid=not due, bounties=bounties)

    placed = [prize(e) for e in out]
    return tuple(sorted(placed, key=lambda r: (r.place, r.player)))


def playing(rows: NightRows, now: datetime) -> tuple[PlayingRow, ...]:
    """The entries still playing, for the director's remote: by table in the order the
    room's tables list them (the order opened: Table 2 before Table 10), then by seat;
    an entry without a seat first. Each says whether the rebuy window is open to them
    and the add-on theirs to take now."""
    where = {seat.entry_id: (position, table.name, seat)
             for position, (table, seats) in enumerate(rows.tables) for seat in seats}
    add_on, rebuy = _add_on_open(rows, now), _rebuy_open(rows, now)
    found = []
    for e in rows.entries:
        if e.place is not None or e.id is None:
            continue
        position, table, seat = where.get(e.id, (-1, "", None))
        found.append((position, PlayingRow(
            e.id, listed_name(e, rows.names), table, table_number(table),
            None if seat is None else seat.number, 0 if seat is None else seat.stack,
            e.bounty, seat is not None and add_on and not e.add_ons,  # chips need a seat
            seat is not None and rebuy(e.rebuys, _known_stack(rows, seat)))))
    found.sort(key=lambda p: (p[0], p[1].seat or 0, p[1].entry))
    return tuple(row for _position, row in found)


def _no_more_money(rows: NightRows) -> bool:
    """No money joins the prize pool now: Finish tournament made it final, a deal is
    recorded, or a prize is awarded (paid from the pool as it stood), as the services
    refuse a rebuy or an add-on then (``deals.refuse_pool_change_after_prizes``). A
    winner named at the last bust is not final: the player out last may still rebuy
    back in (the winner's bounty taken back, ``bounties.winner_plays_on``)."""
    return rows.finished or bool(rows.deal) or any(e.prize for e in rows.entries)


def _add_on_open(rows: NightRows, now: datetime) -> bool:
    """Whether the add-on may be taken now (R-8.6, TDA 27: at its break, the engine's
    ``check_add_on``), by a player who has not taken it (``_no_more_money``)."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows):
        return False
    rules, structure = settings.rules(), settings.structure()
    try:
        check_add_on(rules, structure, rows.clock.view(now, structure).index, add_ons_so_far=0)
    except EntryError:
        return False
    return True


def _known_stack(rows: NightRows, seat: Seat) -> int:
    """A seat's stack where the panel dealt its table's last hand (the rebuy's stack
    limit applies to it, as the service reads it), else 0: not known."""
    return seat.stack + seat.chips_behind if seat.table_id in rows.panel_tables else 0


def _rebuy_open(rows: NightRows, now: datetime) -> Callable[[int, int], bool]:
    """Whether a player who has rebought so many times, with this stack known (0 for a
    player busted or a stack not known), may rebuy now: the window open at the clock's
    item, their rebuys under the limit and the stack within its limit (R-8.6, TDA 27,
    the engine's ``check_rebuy``), none while no money joins the pool
    (``_no_more_money``)."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows):
        return lambda _rebuys, _stack: False
    rules, structure = settings.rules(), settings.structure()
    index = rows.clock.view(now, structure).index

    def may(rebuys: int, stack: int) -> bool:
        try:
            check_rebuy(rules, structure, index, rebuys_so_far=rebuys, stack=stack)
        except EntryError:
            return False
        return True
    return may


def back_in(rows: NightRows, now: datetime) -> tuple[PlayingRow, ...]:
    """The players busted who may come back now, the last out first, for the director's
    remote: a rebuy back in (``_rebuy_open``) or a new entry (``_re_entry_open``), each
    player once, by their latest entry."""
    rebuy, re_entry = _rebuy_open(rows, now), _re_entry_open(rows, now)
    latest = {e.player_id: e for e in sorted(rows.entries, key=lambda e: e.number)}
    found = []
    for e in sorted(latest.values(), key=lambda e: e.place or 0):
        if e.place is None or e.id is None or won(e):  # the winner buys nothing back
            continue
        row = PlayingRow(e.id, listed_name(e, rows.names), "", None, None, 0,
                         rebuy=rebuy(e.rebuys, 0), re_entry=re_entry(e.number))
        if row.rebuy or row.re_entry:
            found.append(row)
    return tuple(found)


def _re_entry_open(rows: NightRows, now: datetime) -> Callable[[int], bool]:
    """Whether a player whose entries so far are this many, none still in, may buy a
    new entry now: re-entries left and the window open (R-8.6, TDA 27, the engine's
    ``check_registration``), none while no money joins the pool (``_no_more_money``;
    a seat free is the service's to find); none once the mystery envelopes are set."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows) \
            or rows.envelopes_set:
        return lambda _entries: False
    rules, structure = settings.rules(), settings.structure()
    index = rows.clock.view(now, structure).index

    def may(entries: int) -> bool:
        try:
            kind = check_registration(rules, structure, index, entries_so_far=entries,
                                      still_playing=False)
        except EntryError:
            return False
        return kind is EntryKind.RE_ENTRY
    return may


def waiting_lists(rows: NightRows) -> tuple[WaitingList, ...]:
    """The cash game's waiting lists, one per game and stakes, names in the order
    they asked (seat-change requests are the players' own business: not read)."""
    lists: dict[str, tuple[CashStakes, list[str]]] = {}
    for w in rows.waiting:
        stakes = CashStakes.from_key(w.stakes)
        lists.setdefault(stakes.key, (stakes, []))[1].append(_name(rows, w.player_id))
    return tuple(WaitingList(stakes, tuple(players)) for stakes, players in lists.values())


def all_in_odds(all_in: TableAllIn) -> AllInOdds:
    """One table's face-up all-in (R-7.1): percentages with one decimal."""
    odds = all_in.odds
    number = None if all_in.table is None else table_number(all_in.table)
    seats = tuple(AllInSeat(s.seat, all_in.names.get(s.seat, ""), round(s.win, 1),
                            round(s.tie, 1), round(s.share, 1)) for s in odds.seats)
    return AllInOdds(all_in.table, number, odds.exact, round(odds.margin, 1), odds.hi_lo,
                     odds.deals, seats)


def _name(rows: NightRows, player_id: int) -> str:
    return rows.names.get(player_id, f"#{player_id}")
