"""Balancing and breaking tables in a tournament (RULES.md R-8.4, TDA 11, RP-9).

``rebalance`` takes the tables as they stand after a hand and returns the new
layout with the moves as instructions a director reads out ("Seat 4 at table 2
moves to table 5 seat 7"). In order:

1. Final table (TDA RP-9): when everyone fits at one table (two tables of five
   or fewer at ten-seat tables), all players are redrawn at random to the final
   table's seats; its button is then drawn again (R-3.1), so its positions are
   cleared.
2. Breaking: while the players fit into one table fewer, the next table of the
   preset break order breaks (several at once if need be); each of their players
   goes to a random empty seat at a table with the fewest players (R-3.2), not
   into the small blind while another seat is free (see ``_break``).
3. Balancing: while tables differ by two or more players, the player due the
   big blind next at the fullest table moves to the worst position at the
   shortest table. If the only empty seat a short table has is its small blind,
   balancing stops with a note to balance again after the next hand.

"Worst position" (decided here, TDA 11 leaves it open): the empty seat that will
post the big blind soonest, the first empty seat clockwise after the table's
last big blind; that seat itself is excluded, because it is the small blind on
the next hand (R-3.4), so a moved player never lands in the small blind.
"""

from __future__ import annotations

import enum
from bisect import bisect_left, insort
from collections.abc import Iterable, Sequence
from dataclasses import replace

from director.engine.event.seating import Shuffler, assign_seats
from director.engine.frozen import frozen_record
from director.engine.hand.facts.setup import order_from_button
from director.engine.messages import Message, MessageError, msg

TableId = int | str
PlayerId = int | str


class BalancingError(MessageError):
    """Tables that cannot be balanced as given; the message says why."""


class MoveReason(enum.Enum):
    BALANCE = "balancing"
    BREAK = "table break"
    FINAL_TABLE = "final table redraw"


@frozen_record
class TableLayout:
    """One table: its seat numbers, who sits where, and where last hand's button
    and big blind were (``None`` before the first hand)."""

    table: TableId
    seat_numbers: tuple[int, ...]
    players: tuple[tuple[int, PlayerId], ...] = ()
    button: int | None = None
    big_blind: int | None = None

    def __post_init__(self) -> None:
        numbers = set(self.seat_numbers)
        if len(numbers) != len(self.seat_numbers):
            raise BalancingError(msg("event-table-lists-seat-twice", table=self.table))
        seats = [s for s, _ in self.players]
        taken = set(seats)
        if len(taken) != len(seats) or not taken <= numbers:
            raise BalancingError(msg(
                "event-table-players-distinct-seats", table=self.table,
                seats=tuple(self.seat_numbers), given_seats=tuple(seats)))

    @property
    def count(self) -> int:
        return len(self.players)

    @property
    def occupied(self) -> tuple[int, ...]:
        return tuple(s for s, _ in self.players)

    @property
    def empty_seats(self) -> tuple[int, ...]:
        taken = {s for s, _ in self.players}
        return tuple([s for s in self.seat_numbers if s not in taken])

    @property
    def small_blind_seat(self) -> int | None:
        """The seat that is the small blind on the next hand: last hand's big
        blind (R-3.4, dead button)."""
        return self.big_blind

    def player_at(self, seat: int) -> PlayerId:
        for s, p in self.players:
            if s == seat:
                return p
        raise BalancingError(msg("event-nobody-in-seat", seat=seat, table=self.table))

    def due_big_blind(self) -> int:
        """The seat of the player who posts the big blind next (TDA 11)."""
        if not self.players:
            raise BalancingError(msg("event-table-has-no-players", table=self.table))
        if self.big_blind is None:
            start = self.button if self.button is not None else min(self.seat_numbers) - 1
            order = order_from_button(self.occupied, start)
            return order[1] if self.button is not None and len(order) > 1 else order[0]
        return order_from_button(self.occupied, self.big_blind)[0]

    def worst_seat(self) -> int | None:
        """The empty seat that posts the big blind soonest, never the small blind
        of the next hand (before a table's first hand, where a seat past its small
        blind is empty); ``None`` when there is no such seat."""
        allowed = [s for s in self.empty_seats if s != self.small_blind_seat]
        if not allowed:
            return None
        if self.big_blind is not None:
            return order_from_button(allowed, self.big_blind)[0]
        if self.button is None or not self.players:
            return allowed[0]
        # Before the table's first hand, its button drawn: the first player left of it
        # posts the small blind. A seat between the button and that player would make
        # the one moved the small blind; right after it is the big blind. Where every
        # empty seat lies between the two, the first is taken all the same: nobody
        # has posted at a table yet to deal, and the tables stay even (its button
        # may be drawn again).
        small_blind = order_from_button(self.occupied, self.button)[0]
        after = [s for s in allowed
                 if order_from_button((s, small_blind), self.button)[0] == small_blind]
        return order_from_button(after, small_blind)[0] if after else allowed[0]

    def seat(self, seat: int, player: PlayerId) -> TableLayout:
        if seat not in self.empty_seats:
            raise BalancingError(msg("event-seat-not-empty", seat=seat, table=self.table))
        return replace(self, players=tuple(sorted((*self.players, (seat, player)))))

    def unseat(self, seat: int) -> TableLayout:
        self.player_at(seat)
        return replace(self, players=tuple(p for p in self.players if p[0] != seat))


@frozen_record
class SeatMove:
    """One instruction: a player gets up and sits down elsewhere."""

    player: PlayerId
    from_table: TableId
    from_seat: int
    to_table: TableId
    to_seat: int
    reason: MoveReason = MoveReason.BALANCE

    def describe(self) -> Message:
        """The instruction a director reads out: "Seat 4 at table 2 moves to table 5
        seat 7" (R-8.4)."""
        return msg("event-seat-moves", from_seat=self.from_seat, from_table=self.from_table,
                   to_table=self.to_table, to_seat=self.to_seat)


@frozen_record
class Rebalance:
    """The layout after balancing, the moves in the order to make them, the
    tables broken (in break order), the final table if it was formed now, and
    notes for the director when balance has to wait for the next hand."""

    tables: tuple[TableLayout, ...]
    moves: tuple[SeatMove, ...]
    broken: tuple[TableId, ...] = ()
    final_table: TableId | None = None
    notes: tuple[Message, ...] = ()

    def describe(self) -> list[Message]:
        return [m.describe() for m in self.moves]


def rebalance(
    tables: Iterable[TableLayout],
    break_order: Sequence[TableId],
    rng: Shuffler,
    *,
    final_table_size: int | None = None,
) -> Rebalance:
    """Break and balance tables (R-8.4, TDA 11, RP-9); see the module docstring.

    ``break_order`` lists tables in the order they break (tables already broken
    may stay in the list); a table not listed breaks last and is the final
    table. ``final_table_size`` caps the final table (default: its seat
    count). ``rng`` seats players from broken tables and draws the final
    table; the program passes ``random.SystemRandom()``.
    """
    layout = {t.table: t for t in tables}
    if len(layout) == 0:
        raise BalancingError(msg("event-no-tables-to-balance"))
    everyone = [p for t in layout.values() for _, p in t.players]
    if len(set(everyone)) != len(everyone):
        raise BalancingError(msg("event-player-in-two-seats"))
    if len(set(break_order)) != len(break_order):
        raise BalancingError(msg("event-break-order-table-twice", tables=tuple(break_order)))
    moves: list[SeatMove] = []
    total = sum(t.count for t in layout.values())
    final = _final_table(list(layout), break_order)
    capacity = final_table_size or len(layout[final].seat_numbers)
    if len(layout) > 1 and total <= capacity:
        return _final_redraw(layout, final, capacity, rng)
    broken = _to_break(layout, break_order, total)
    if broken:
        layout, moves = _break(layout, broken, rng)
    balancing, notes = _balance(layout)
    moves += balancing
    return Rebalance(tuple(layout.values()), tuple(moves), tuple(broken), None, tuple(notes))


def _to_break(layout: dict[TableId, TableLayout], break_order: Sequence[TableId],
              total: int) -> list[TableId]:
    """The tables of the break order that break now: while the players fit at
    the other tables (two at least), the next one in the order."""
    tables_left = len(layout)
    seats_left = sum(len(t.seat_numbers) for t in layout.values())
    broken: list[TableId] = []
    for table in break_order:
        if table not in layout:
            continue
        others = seats_left - len(layout[table].seat_numbers)
        if tables_left - 1 < 2 or total > others:
            break
        broken.append(table)
        tables_left -= 1
        seats_left = others
    return broken


def _final_table(in_play: list[TableId], break_order: Sequence[TableId]) -> TableId:
    place = {table: number for number, table in enumerate(break_order)}
    never = [t for t in in_play if t not in place]
    if never:
        return never[0]
    return max(in_play, key=place.__getitem__)


def _final_redraw(
    layout: dict[TableId, TableLayout], final: TableId, capacity: int, rng: Shuffler
) -> Rebalance:
    """TDA RP-9: everyone left gets a new random seat at the final table."""
    table = layout[final]
    if capacity > len(table.seat_numbers):
        raise BalancingError(msg("event-final-table-too-large", size=capacity,
                                 count=len(table.seat_numbers), table=final))
    where = {p: (t.table, s) for t in layout.values() for s, p in t.players}
    drawn = assign_seats(list(where), {final: table.seat_numbers[:capacity]}, rng)
    moves = [
        SeatMove(p, where[p][0], where[p][1], final, seat, MoveReason.FINAL_TABLE)
        for p, (_, seat) in sorted(drawn.items(), key=lambda item: item[1][1])
        if where[p] != (final, seat)
    ]
    players = tuple(sorted((seat, p) for p, (_, seat) in drawn.items()))
    final_layout = TableLayout(final, table.seat_numbers, players)
    broken = tuple(t for t in layout if t != final)
    return Rebalance((final_layout,), tuple(moves), broken, final)


def _break(
    layout: dict[TableId, TableLayout], broken: list[TableId], rng: Shuffler
) -> tuple[dict[TableId, TableLayout], list[SeatMove]]:
    """Seat the broken tables' players at random, one at a time, each at a table
    with the fewest players (R-3.2, R-8.4), not in a small blind while any other
    seat is free; when the other tables fill up exactly, the last player may have
    to take an empty small-blind seat, which TDA 10-A allows.

    Each player takes a seat drawn at random among the free seats of the tables
    with the fewest players (as ``seat_late_entry``), in rounds (``_Round``) so
    that the whole break is linear in the field's size (issue 33: 10,000
    players)."""
    breaking = set(broken)
    rest = {t: v for t, v in layout.items() if t not in breaking}
    moves: list[SeatMove] = []
    counts = {t: v.count for t, v in rest.items()}
    free = {t: list(v.empty_seats) for t, v in rest.items()}
    no_blind = {t: [s for s in free[t] if s != v.small_blind_seat] for t, v in rest.items()}
    round_ = _Round(no_blind, counts, rng)
    arrivals: dict[TableId, list[tuple[int, PlayerId]]] = {}
    for table in broken:
        order = list(layout[table].players)
        rng.shuffle(order)
        for seat, player in order:
            to_table = round_.next_table()
            if to_table is None:  # only small blinds are free: any free seat now
                round_ = _Round(free, counts, rng)
                to_table = round_.next_table()
                assert to_table is not None  # the tables left hold every player
            seats = round_.seats[to_table]
            to_seat = seats.pop(rng.randrange(len(seats)))
            for listed in (free[to_table], no_blind[to_table]):
                if to_seat in listed:
                    listed.remove(to_seat)
            counts[to_table] += 1
            arrivals.setdefault(to_table, []).append((to_seat, player))
            moves.append(SeatMove(player, table, seat, to_table, to_seat, MoveReason.BREAK))
    for to_table, seated in arrivals.items():
        rest[to_table] = replace(rest[to_table],
                                 players=tuple(sorted((*rest[to_table].players, *seated))))
    return rest, moves


class _Round:
    """The order in which the tables with the fewest players take the next
    players: every table with that count and a free seat in ``seats`` takes one
    before any takes a second. A seat drawn at random among all their free seats
    falls at a table with a chance in proportion to its free seats, so the
    order is a weighted random permutation, drawn in one go: each table's key is
    ``u ** (1 / free seats)`` for a uniform ``u``, highest first (Efraimidis and
    Spirakis, 2006). The next round is drawn when this one is done."""

    def __init__(self, seats: dict[TableId, list[int]], counts: dict[TableId, int],
                 rng: Shuffler) -> None:
        self.seats = seats
        self.counts = counts
        self.rng = rng
        self.order: list[TableId] = []

    def next_table(self) -> TableId | None:
        """The table that takes the next player; None when no seat is free."""
        if not self.order:
            open_tables = [t for t, listed in self.seats.items() if listed]
            if not open_tables:
                return None
            fewest = min(self.counts[t] for t in open_tables)
            keyed = [(self.rng.random() ** (1 / len(self.seats[t])), n, t)
                     for n, t in enumerate(open_tables) if self.counts[t] == fewest]
            self.order = [t for _, _, t in sorted(keyed)]  # highest key last: popped first
        return self.order.pop()


def _balance(layout: dict[TableId, TableLayout]) -> tuple[list[SeatMove], list[Message]]:
    """TDA 11, until the tables differ by one player at most: the player due the
    big blind next at the fullest table (the first such in ``layout``) moves to
    the worst position at the shortest table that can take them (the first
    such). The tables are kept in sorted lists by their count, so a move costs
    a few look-ups, not a sort of every table (issue 33)."""
    ids = list(layout)
    position = {table: number for number, table in enumerate(ids)}
    by_count: dict[int, list[int]] = {}
    for number, table in enumerate(ids):
        by_count.setdefault(layout[table].count, []).append(number)
    moves: list[SeatMove] = []
    while True:
        counts = sorted(c for c, numbers in by_count.items() if numbers)
        if counts[-1] - counts[0] < 2:
            return moves, []
        fullest = layout[ids[by_count[counts[-1]][0]]]
        move = None
        for count in counts:
            if count > fullest.count - 2:
                break
            for number in by_count[count]:
                target = layout[ids[number]]
                seat = target.worst_seat()
                if seat is not None:
                    from_seat = fullest.due_big_blind()
                    move = SeatMove(fullest.player_at(from_seat), fullest.table, from_seat,
                                    target.table, seat)
                    break
            if move is not None:
                break
        if move is None:
            short = [t for t in ids if layout[t].count <= counts[-1] - 2]
            return moves, [msg("event-balance-after-next-hand", tables=tuple(short),
                                 count=len(short))]
        moves.append(move)
        for table in (move.from_table, move.to_table):
            listed = by_count[layout[table].count]
            del listed[bisect_left(listed, position[table])]
        layout[move.from_table] = layout[move.from_table].unseat(move.from_seat)
        layout[move.to_table] = layout[move.to_table].seat(move.to_seat, move.player)
        for table in (move.from_table, move.to_table):
            insort(by_count.setdefault(layout[table].count, []), position[table])
