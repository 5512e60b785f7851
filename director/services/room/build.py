"""The room's view made from the rows of one reading (``read.py``, ``night_rows.NightRows``):
plain functions, no database. The clock is the engine's clock model at ``now`` (``build_board``)
with the instants the page counts to; a finished tournament shows its winner
and results and no clock (issue 28)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from director.engine.event.cash_tables import Stakes as CashStakes
from director.services.cash.cash_table_views import stakes_of
from director.services.clock.clock_board import ClockBoard, Stakes, build_board
from director.services.core.documents import TournamentSettings
from director.services.room.night_rows import NightRows, player_name, table_number
from director.services.room.numbers import due_by_entry, listed_name, numbers_of
from director.services.room.offers import back_in, playing, registration_open
from director.services.room.view import (
    AllInOdds,
    AllInSeat,
    CashSeatRow,
    CashTableRow,
    ClockInfo,
    DirectorView,
    EventInfo,
    ResultRow,
    RoomView,
    SeatRow,
    StakesInfo,
    TableInfo,
    TableSeat,
    WaitingList,
    WaitingName,
)
from director.services.tournament.bounties import bounties_in_results
from director.store.models import Entry

if TYPE_CHECKING:  # the odds' module (numpy) is the dealer panel's to import
    from director.services.tables.all_in_board import TableAllIn

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MILLISECOND = timedelta(milliseconds=1)


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
    return DirectorView(room, playing(rows, now), back_in(rows, now),
                        registration_open(rows, now),
                        settings.buy_in if isinstance(settings, TournamentSettings) else 0,
                        rows.last_action, cash_tables(rows), waiting_names(rows))


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


def waiting_lists(rows: NightRows) -> tuple[WaitingList, ...]:
    """The cash game's waiting lists, one per game and stakes, names in the order
    they asked (seat-change requests are the players' own business: not read)."""
    lists: dict[str, tuple[CashStakes, list[str]]] = {}
    for w in rows.waiting:
        stakes = CashStakes.from_key(w.stakes)
        lists.setdefault(stakes.key, (stakes, []))[1].append(player_name(rows, w.player_id))
    return tuple(WaitingList(stakes, tuple(players)) for stakes, players in lists.values())


def cash_tables(rows: NightRows) -> tuple[CashTableRow, ...]:
    """A cash game's open tables for the director's remote: seats and chips, and the
    buy-in's bounds its Seat asks within (R-8.7)."""
    return tuple(CashTableRow(
        t.id or 0, t.name, table_number(t.name), stakes_of(extra), t.max_seats,
        extra.min_buy_in, extra.max_buy_in,
        tuple(CashSeatRow(seat.number, player_name(rows, seat.player_id or 0),
                          seat.stack + seat.chips_behind, seat.player_id or 0)
              for seat in taken))
        for t, extra, taken in rows.cash_tables)


def waiting_names(rows: NightRows) -> tuple[WaitingName, ...]:
    """The cash game's waiting list, name by name in the order asked, for the
    director's remote (its Seat and Off name the row)."""
    playing = {seat.player_id: (t.name, seat.number, table_number(t.name))
               for t, _, taken in rows.cash_tables for seat in taken}
    return tuple(WaitingName(w.id or 0, player_name(rows, w.player_id),
                             CashStakes.from_key(w.stakes),
                             *playing.get(w.player_id, (None, None, None)))
                 for w in rows.waiting)


def all_in_odds(all_in: TableAllIn) -> AllInOdds:
    """One table's face-up all-in (R-7.1): percentages with one decimal."""
    odds = all_in.odds
    number = None if all_in.table is None else table_number(all_in.table)
    seats = tuple(AllInSeat(s.seat, all_in.names.get(s.seat, ""), round(s.win, 1),
                            round(s.tie, 1), round(s.share, 1)) for s in odds.seats)
    return AllInOdds(all_in.table, number, odds.exact, round(odds.margin, 1), odds.hi_lo,
                     odds.deals, seats)
