"""A player moved from a table dealt on the felt before their chips were counted
(``seating.moved_stacks``; R-8.4: the player keeps their chips). The hands dealt on
the felt moved chips nobody recorded, so the stack stored for the player is not the
one they carry: the table they move to lists their seat to count (pre-filled with
the stack as stored; the console shows it not tracked) until a count names them, and
its next hand deals the count.
A player counted since the felt hand, or moved from a table dealt at the panel,
moves with a known stack. Chips are never created or lost: the count is a chip
count the event's balance counts (``Night.check`` after every command); one undo
takes the move back (nothing to count), or the count (to count again)."""

from __future__ import annotations

import random

from director.engine.messages import render
from director.services.club.table_instructions import instructions
from director.services.core.action_log import undo_last
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.seating.felt_count import count_stacks, stacks_to_count
from director.services.seating.moved_stacks import MovedToCount, count_moved
from director.services.seating.moved_stacks import stacks_to_count as moved_to_count
from director.store.db import Database
from tests.services.night import MIN, T0, Night, fold_to_big_blind


def _panel_and_felt(night: Night) -> tuple[int, int]:
    """Hand 1 dealt at the panel at the first table, hand 1 on the felt at the second:
    (the panel's table, the felt's table)."""
    panel_table, felt_table = night.table_ids[:2]
    fold_to_big_blind(night.panel(panel_table))
    night.do(lambda: night.seating.next_hand(felt_table, T0 + MIN, 0))
    return panel_table, felt_table


def _free_seat(night: Night, table: int) -> int:
    rows = night.seat_rows(table)
    return next(n for n in range(1, 10) if rows.get(n, (None,))[0] is None)


def _first_moved_to_panel(night: Night) -> tuple[int, int, int, int, int]:
    """``_panel_and_felt``, then the felt table's first seat moved to a free seat at the
    panel's: (the panel's table, the felt's, the seat left, the seat taken, the entry)."""
    panel_table, felt_table = _panel_and_felt(night)
    [first, *_] = sorted(night.seat_rows(felt_table))
    mover = night.entry_at(felt_table, first)
    seat = _free_seat(night, panel_table)
    night.do(lambda: night.seating.move_player(mover, panel_table, seat, T0 + 2 * MIN))
    return panel_table, felt_table, first, seat, mover


def _known(night: Night, table: int, seat: int) -> tuple[bool, str | None]:
    """How the console shows the stack in ``seat``: dealt at the panel, counted when."""
    [view] = [t for t in q.tables(night.db, night.event) if t.table_id == table]
    [shown] = [s for s in view.seats if s.number == seat]
    return shown.dealt, shown.counted_at


def _dealt(night: Night, table: int) -> dict[int, int]:
    """The stacks the panel's next hand at ``table`` deals, by seat (a seat filled
    since the last hand waits where the rules say so, R-3.4: its stack is dealt then)."""
    return night.tables.next_stacks(table)


def test_R_8_4_a_player_moved_from_the_felt_uncounted_is_counted_and_dealt_the_count(
        db: Database) -> None:
    """P moved from the felt's table to the panel's: their seat is to count there with
    the 10,000 stored; counted 12,500 (the felt hand won them 2,500), the panel's next
    hand deals 12,500, not the 10,000 stored. One undo takes the count back: the seat
    is to count again."""
    night = Night(db, 6, tables=2)
    panel_table, _, _, seat, mover = _first_moved_to_panel(night)
    name, pid = next((s.player, s.player_id) for s in stacks_to_count(db, panel_table)
                     if s.seat == seat)
    assert moved_to_count(db, panel_table) == [MovedToCount(seat, name, 10_000, mover, pid)]
    assert _known(night, panel_table, seat) == (False, None)  # the console: not tracked
    assert night.do(lambda: count_moved(db, panel_table, {seat: 12_500}, T0 + 3 * MIN)) \
        == 12_500
    assert moved_to_count(db, panel_table) == []
    assert _known(night, panel_table, seat) == (True, None)  # the panel's from now on
    assert _dealt(night, panel_table)[seat] == 12_500
    night.check()


def test_R_8_4_undo_takes_the_count_back_and_then_the_move(db: Database) -> None:
    night = Night(db, 6, tables=2)
    panel_table, felt_table, first, seat, mover = _first_moved_to_panel(night)
    night.do(lambda: count_moved(db, panel_table, {seat: 9_000}, T0 + 3 * MIN))
    night.do(lambda: undo_last(db, night.event, T0 + 4 * MIN))  # the count
    assert [m.seat for m in moved_to_count(db, panel_table)] == [seat]
    assert night.seat_rows(panel_table)[seat][1] == 10_000
    night.do(lambda: undo_last(db, night.event, T0 + 5 * MIN))  # the move
    assert moved_to_count(db, panel_table) == []
    assert night.entry_at(felt_table, first) == mover


def test_R_8_4_a_count_names_exactly_the_seats_moved_in_and_is_paid_in_chips(
        db: Database) -> None:
    """A count of another seat, or of a stack no chips can make, is refused in words
    and nothing changes."""
    night = Night(db, 6, tables=2)
    panel_table, _, _, seat, _ = _first_moved_to_panel(night)
    other = next(n for n, row in night.seat_rows(panel_table).items()
                 if row[0] is not None and n != seat)
    before = night.seat_rows(panel_table)
    for counts, said in (({other: 10_000}, f"at Table 1: seat {seat}"),
                         ({seat: 9_960}, "the smallest chip is 25")):
        try:
            count_moved(db, panel_table, counts, T0 + 3 * MIN)
        except ServiceError as exc:
            assert said in render(exc.message, "en")
            assert render(exc.message, "hu")
        else:
            raise AssertionError("not refused")
        assert night.seat_rows(panel_table) == before


def test_R_8_4_a_stack_counted_since_the_felt_hand_or_from_the_panel_moves_known(
        db: Database) -> None:
    """Counted at the console after the felt hand, or dealt at the panel, the stack
    moved is known: nothing to count where it goes. A count of the whole table the
    player moved to (``felt_count``) counts them too."""
    night = Night(db, 8, tables=2)
    panel_table, felt_table = _panel_and_felt(night)
    felt_seats = sorted(n for n, row in night.seat_rows(felt_table).items() if row[0])
    counted = night.entry_at(felt_table, felt_seats[0])
    night.do(lambda: night.tournament.count_chips(counted, 11_000, T0 + 2 * MIN))
    seat = _free_seat(night, panel_table)
    night.do(lambda: night.seating.move_player(counted, panel_table, seat, T0 + 3 * MIN))
    assert moved_to_count(db, panel_table) == []
    assert _dealt(night, panel_table)[seat] == 11_000
    from_panel = night.entry_at(panel_table, seat)
    free = _free_seat(night, felt_table)
    night.do(lambda: night.seating.move_player(from_panel, felt_table, free, T0 + 4 * MIN))
    assert moved_to_count(db, felt_table) == []
    uncounted = night.entry_at(felt_table, felt_seats[1])  # back to the panel, uncounted
    night.do(lambda: night.seating.move_player(uncounted, panel_table, seat, T0 + 5 * MIN))
    assert [m.seat for m in moved_to_count(db, panel_table)] == [seat]


def test_R_8_4_a_player_moved_on_uncounted_is_still_to_count(db: Database) -> None:
    """From the felt's table to a third table nobody deals at yet, then on to the
    panel's: still to count there; a count of the whole third table counts them."""
    night = Night(db, 9, tables=3)
    panel_table, felt_table, third = night.table_ids
    fold_to_big_blind(night.panel(panel_table))
    night.do(lambda: night.seating.next_hand(felt_table, T0 + MIN, 0))
    [first, *_] = sorted(n for n, row in night.seat_rows(felt_table).items() if row[0])
    mover = night.entry_at(felt_table, first)
    at_third = _free_seat(night, third)
    night.do(lambda: night.seating.move_player(mover, third, at_third, T0 + 2 * MIN))
    assert [m.entry_id for m in moved_to_count(db, third)] == [mover]
    seat = _free_seat(night, panel_table)
    night.do(lambda: night.seating.move_player(mover, panel_table, seat, T0 + 3 * MIN))
    assert [m.entry_id for m in moved_to_count(db, panel_table)] == [mover]
    assert moved_to_count(db, third) == []
    night.do(lambda: night.seating.move_player(mover, third, at_third, T0 + 4 * MIN))
    stored = {s.seat: s.stack for s in stacks_to_count(db, third)}
    night.do(lambda: count_stacks(db, third, stored, T0 + 5 * MIN))
    assert moved_to_count(db, third) == []


def test_R_8_4_balancing_from_the_felt_says_the_chips_are_not_tracked_and_counts_them(
        db: Database) -> None:
    """Five at the panel's table, seven at the felt's (after its hand on the felt):
    balancing moves one over. The dealer is told the player's chips are not tracked
    (not the 10,000 stored), and the panel's table lists the seat to count; counted
    8,000, its next hand deals 8,000."""
    night = Night(db, 12, tables=2, seed=3)
    panel_table, felt_table = night.table_ids
    fold_to_big_blind(night.panel(panel_table))

    def players(table: int) -> list[int]:
        return sorted(n for n, r in night.seat_rows(table).items() if r[0])

    while len(players(panel_table)) != 5:  # the draw's seats, made 5 and 7
        source, to = (panel_table, felt_table) if len(players(panel_table)) > 5 \
            else (felt_table, panel_table)
        entry = night.entry_at(source, players(source)[0])
        night.do(lambda e=entry, t=to: night.seating.move_player(
            e, t, _free_seat(night, t), T0 + MIN))
    night.do(lambda: night.seating.next_hand(felt_table, T0 + 2 * MIN, 0))
    result = night.do(lambda: night.seating.balance(night.event, T0 + 3 * MIN,
                                                    random.Random(1)))
    [move] = result.moves
    assert int(move.to_table) == panel_table
    [said] = [render(i.message, "en") for i in instructions(db, panel_table)]
    assert "(chips not tracked)" in said and "10,000" not in said, said
    assert [(m.seat, m.stack) for m in moved_to_count(db, panel_table)] == \
        [(move.to_seat, 10_000)]
    night.do(lambda: count_moved(db, panel_table, {move.to_seat: 8_000}, T0 + 4 * MIN))
    assert _dealt(night, panel_table)[move.to_seat] == 8_000
    night.check()


def test_R_8_4_a_count_of_a_player_moved_on_meanwhile_is_refused_naming_the_seats(
        db: Database) -> None:
    """The panel asked the chips of P, moved in uncounted; while they were typed another
    station moved P on to another free seat there. The count names who it asked for
    (``seen``) and is refused by the seats that changed, nothing recorded; P's seat is
    still to count, at the new seat."""
    night = Night(db, 6, tables=2)
    panel_table, _, _, seat, mover = _first_moved_to_panel(night)
    [asked] = moved_to_count(db, panel_table)
    to = _free_seat(night, panel_table)
    night.do(lambda: night.seating.move_player(mover, panel_table, to, T0 + 3 * MIN))
    try:
        count_moved(db, panel_table, {seat: 12_500}, T0 + 4 * MIN, {seat: asked.player_id})
        raise AssertionError("the count was taken")
    except ServiceError as exc:
        assert render(exc.message, "en") == (
            f"the players at Table 1 changed at another station while their chips were "
            f"counted (seats {min(seat, to)}, {max(seat, to)}): nothing was recorded; count "
            f"again")
    assert [(m.seat, m.stack, m.entry_id) for m in moved_to_count(db, panel_table)] == [
        (to, 10_000, mover)]
    night.check()
