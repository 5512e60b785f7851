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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from director.engine.event.seating import Shuffler, assign_seats, seat_late_entry
from director.engine.hand.setup import order_from_button
from director.engine.messages import Message, MessageError, msg

TableId = int | str
PlayerId = int | str


class BalancingError(MessageError):
    """Tables that cannot be balanced as given; the message says why."""


class MoveReason(enum.Enum):
    BALANCE = "balancing"
    BREAK = "table break"
    FINAL_TABLE = "final table redraw"


@dataclass(frozen=True, slots=True)
class TableLayout:
    """One table: its seat numbers, who sits where, and where last hand's button
    and big blind were (``None`` before the first hand)."""

    table: TableId
    seat_numbers: tuple[int, ...]
    players: tuple[tuple[int, PlayerId], ...] = ()
    button: int | None = None
    big_blind: int | None = None

    def __post_init__(self) -> None:
        if len(set(self.seat_numbers)) != len(self.seat_numbers):
            raise BalancingError(msg("event-table-lists-seat-twice", table=self.table))
        seats = [s for s, _ in self.players]
        stray = [s for s in seats if s not in self.seat_numbers]
        if stray or len(set(seats)) != len(seats):
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
        taken = set(self.occupied)
        return tuple(s for s in self.seat_numbers if s not in taken)

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
        of the next hand; ``None`` when there is no such seat."""
        allowed = [s for s in self.empty_seats if s != self.small_blind_seat]
        if not allowed:
            return None
        if self.big_blind is None:
            return allowed[0]
        return order_from_button(allowed, self.big_blind)[0]

    def seat(self, seat: int, player: PlayerId) -> TableLayout:
        if seat not in self.empty_seats:
            raise BalancingError(msg("event-seat-not-empty", seat=seat, table=self.table))
        return replace(self, players=tuple(sorted((*self.players, (seat, player)))))

    def unseat(self, seat: int) -> TableLayout:
        self.player_at(seat)
        return replace(self, players=tuple(p for p in self.players if p[0] != seat))


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
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
    broken: list[TableId] = []
    for table in break_order:
        if table not in layout or table in broken:
            continue
        others = [t for t in layout.values() if t.table != table and t.table not in broken]
        if len(others) < 2 or total > sum(len(t.seat_numbers) for t in others):
            break
        broken.append(table)
    if broken:
        layout, moves = _break(layout, broken, rng)
    notes: list[Message] = []
    while True:
        counts = {t.table: t.count for t in layout.values()}
        if max(counts.values()) - min(counts.values()) < 2:
            break
        move = _balance_move(list(layout.values()))
        if move is None:
            short = [t for t, c in counts.items() if c <= max(counts.values()) - 2]
            notes.append(msg("event-balance-after-next-hand", tables=tuple(short),
                             count=len(short)))
            break
        moves.append(move)
        layout[move.from_table] = layout[move.from_table].unseat(move.from_seat)
        layout[move.to_table] = layout[move.to_table].seat(move.to_seat, move.player)
    return Rebalance(tuple(layout.values()), tuple(moves), tuple(broken), None, tuple(notes))


def _final_table(in_play: list[TableId], break_order: Sequence[TableId]) -> TableId:
    never = [t for t in in_play if t not in break_order]
    if never:
        return never[0]
    return max(in_play, key=list(break_order).index)


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
    to take an empty small-blind seat, which TDA 10-A allows."""
    rest = {t: v for t, v in layout.items() if t not in broken}
    moves: list[SeatMove] = []
    # The free seats and counts of every table, kept up to date as players sit
    # (only the table that took a player changes): linear in the field's size.
    empty = {t: list(v.empty_seats) for t, v in rest.items()}
    no_blind = {t: [s for s in empty[t] if s != v.small_blind_seat] for t, v in rest.items()}
    counts = {t: v.count for t, v in rest.items()}
    for table in broken:
        order = list(layout[table].players)
        rng.shuffle(order)
        for seat, player in order:
            open_seats = no_blind if any(no_blind.values()) else empty
            to_table, to_seat = seat_late_entry(open_seats, counts, rng)
            rest[to_table] = rest[to_table].seat(to_seat, player)
            empty[to_table].remove(to_seat)
            if to_seat in no_blind[to_table]:
                no_blind[to_table].remove(to_seat)
            counts[to_table] += 1
            moves.append(SeatMove(player, table, seat, to_table, to_seat, MoveReason.BREAK))
    return rest, moves


def _balance_move(tables: list[TableLayout]) -> SeatMove | None:
    """TDA 11: the player due the big blind next at the fullest table moves to
    the worst position at the shortest table that can take them."""
    fullest = max(tables, key=lambda t: t.count)
    for target in sorted(tables, key=lambda t: t.count):
        seat = target.worst_seat()
        if seat is not None and target.count <= fullest.count - 2:
            from_seat = fullest.due_big_blind()
            return SeatMove(
                fullest.player_at(from_seat), fullest.table, from_seat, target.table, seat
            )
    return None
