"""RULES.md R-8.4 (TDA 11, RP-9): balancing, breaking tables, the final table."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.balancing import (
    BalancingError,
    MoveReason,
    PlayerId,
    Rebalance,
    SeatMove,
    TableId,
    TableLayout,
    rebalance,
)
from director.engine.event.button import HandPositions, first_hand, next_hand
from director.engine.event.seating import assign_seats, clockwise_between, draw_for_button

TEN = tuple(range(1, 11))


def table(
    table_id: int, seats: list[int], button: int | None, big_blind: int | None
) -> TableLayout:
    return TableLayout(
        table_id, TEN, tuple((s, f"t{table_id}s{s}") for s in seats), button, big_blind
    )


def counts(result: Rebalance) -> list[int]:
    return [t.count for t in result.tables]


def test_R_8_4_move_describes_itself() -> None:
    move = SeatMove("ann", 2, 4, 5, 7)
    assert str(move.describe()) == "Seat 4 at table 2 moves to table 5 seat 7"


def test_R_8_4_player_due_big_blind_moves_to_worst_seat_of_shortest_table() -> None:
    full = table(1, list(TEN), button=2, big_blind=4)
    short = table(2, [1, 3, 4, 5, 6, 8, 10], button=4, big_blind=6)
    result = rebalance([full, short], [1, 2], random.Random(1))
    assert [str(m) for m in result.describe()] == ["Seat 5 at table 1 moves to table 2 seat 7"]
    assert result.moves[0].player == "t1s5"  # seat 5 was due the big blind next
    assert counts(result) == [9, 8]
    assert result.broken == () and result.final_table is None


def test_R_8_4_a_difference_of_one_is_left_alone() -> None:
    result = rebalance(
        [table(1, list(TEN), 2, 4), table(2, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3)],
        [1, 2], random.Random(1),
    )
    assert result.moves == ()


def test_R_8_4_never_into_the_small_blind_even_when_that_seat_is_first() -> None:
    # Table 2's big blind (seat 6) busted: seat 6 is the small blind next hand.
    full = table(1, list(TEN), button=9, big_blind=1)
    short = table(2, [1, 2, 3, 4, 5, 9, 10], button=4, big_blind=6)
    result = rebalance([full, short], [1, 2], random.Random(1))
    assert [str(m) for m in result.describe()] == ["Seat 2 at table 1 moves to table 2 seat 7"]


def test_R_8_4_before_a_tables_first_hand_never_into_the_small_blind_of_its_drawn_button(
        ) -> None:
    """Table 2 has drawn its button (seat 2) but dealt no hand; seat 1 emptied (a
    no-show busted). Seat 3 posts the first small blind, seat 4 the big blind. The
    player moved was seated in the lowest empty seat, 1, which is past the button and
    before seat 3: the first hand's small blind. The seat right after the small blind
    (the first hand's big blind) is the worst, as after a hand."""
    full = table(1, list(TEN), button=9, big_blind=1)
    drawn = table(2, [3, 4, 6, 7, 8, 9, 10], button=2, big_blind=None)
    assert drawn.worst_seat() == 5  # 3 posts the small blind, 4 the big one: 5 is next
    result = rebalance([full, drawn], [1, 2], random.Random(1))
    assert [str(m) for m in result.describe()] == ["Seat 2 at table 1 moves to table 2 seat 5"]
    # only seats between the button and its first player empty: the first of them all
    # the same (nobody has posted there yet; the tables stay even)
    crowded = table(2, [3, 4, 5, 6, 7, 8, 9, 10], button=10, big_blind=None)
    assert crowded.worst_seat() == 1


def test_R_8_4_a_short_table_whose_only_seat_is_the_small_blind_waits() -> None:
    eight = tuple(range(1, 9))
    big = table(1, list(TEN), button=1, big_blind=3)
    # Table 2 has eight seats; its last big blind (seat 8) busted.
    small_room = TableLayout(2, eight, tuple((s, f"b{s}") for s in range(1, 8)), 7, 8)
    other = table(3, [1, 2, 3, 4, 5, 6, 7, 8], button=1, big_blind=3)
    result = rebalance([big, small_room, other], [3, 2, 1], random.Random(1))
    assert [str(m) for m in result.describe()] == ["Seat 4 at table 1 moves to table 3 seat 9"]
    assert counts(result) == [9, 7, 9]
    assert tuple(map(str, result.notes)) == (
        "table 2 can take a player only in the small blind; "
        "balance again after the next hand",
    )


def test_R_8_4_several_moves_each_from_the_fullest_table() -> None:
    full = table(1, list(TEN), button=10, big_blind=2)
    short = table(2, [1, 2, 3, 4, 5, 6], button=3, big_blind=5)
    result = rebalance([full, short], [1, 2], random.Random(1))
    assert [str(m) for m in result.describe()] == [
        "Seat 3 at table 1 moves to table 2 seat 7",
        "Seat 4 at table 1 moves to table 2 seat 8",
    ]
    assert counts(result) == [8, 8]


def test_R_8_4_tables_break_in_the_preset_order() -> None:
    tables = [
        table(1, [1, 2, 3, 4, 5, 6, 7], 1, 3),
        table(2, [1, 2, 3, 4, 5, 6, 7], 1, 3),
        table(3, [1, 2, 3, 4, 5, 6], 1, 3),
    ]
    result = rebalance(tables, [2, 3, 1], random.Random(5))
    assert result.broken == (2,)  # table 2 breaks first though table 3 is shorter
    assert sorted(counts(result)) == [10, 10]
    assert all(m.reason is MoveReason.BREAK and m.from_table == 2 for m in result.moves)
    assert len(result.moves) == 7


def test_R_8_4_break_seats_players_at_random() -> None:
    tables = [table(1, [1, 2, 3, 4, 5, 6], 1, 3), table(2, [1, 2, 3], 1, 3),
              table(3, [1, 2, 3, 4, 5, 6], 1, 3)]
    landings = {
        tuple(str(m.describe()) for m in rebalance(tables, [2], random.Random(s)).moves)
        for s in range(10)
    }
    assert len(landings) > 5


def test_R_8_4_R_3_2_a_broken_tables_player_takes_any_free_seat_alike() -> None:
    """R-3.2: a player from a broken table takes a seat drawn at random among the
    free seats of the tables with the fewest players, every such seat alike:
    with one free seat at table 2 and three at table 3 (six players each), table
    2 takes the player a quarter of the time; table 4 (seven players) never."""
    tables = [TableLayout(1, TEN, ((1, "mover"),), 1, 1),  # breaks: one player
              TableLayout(2, tuple(range(1, 8)), tuple((s, f"b{s}") for s in range(1, 7)), 2, 3),
              TableLayout(3, tuple(range(1, 10)), tuple((s, f"c{s}") for s in range(1, 7)), 1, 2),
              TableLayout(4, TEN, tuple((s, f"d{s}") for s in range(1, 8)), 1, 2)]
    landed: dict[tuple[TableId, int], int] = {}
    for seed in range(4000):
        (move,) = rebalance(tables, [1], random.Random(seed)).moves
        landed[move.to_table, move.to_seat] = landed.get((move.to_table, move.to_seat), 0) + 1
    assert set(landed) == {(2, 7), (3, 7), (3, 8), (3, 9)}
    assert all(900 <= count <= 1100 for count in landed.values()), landed


def test_R_8_4_RP_9_two_short_tables_combine_with_a_full_redraw() -> None:
    tables = [table(1, [2, 4, 6, 8, 9], 2, 6), table(2, [1, 3, 5, 7], 1, 5)]
    result = rebalance(tables, [1, 2], random.Random(11))
    assert result.final_table == 2
    assert result.broken == (1,)
    (final,) = result.tables
    assert final.table == 2 and final.count == 9
    assert final.button is None and final.big_blind is None  # draw for the button again
    assert {m.reason for m in result.moves} == {MoveReason.FINAL_TABLE}
    assert {m.player for m in result.moves} >= {f"t1s{s}" for s in [2, 4, 6, 8, 9]}


def test_R_8_4_final_table_size_option() -> None:
    tables = [table(1, [1, 2, 3, 4, 5], 1, 3), table(2, [1, 2, 3, 4, 5], 1, 3)]
    assert rebalance(tables, [1, 2], random.Random(1)).final_table == 2
    nine_max = rebalance(tables, [1, 2], random.Random(1), final_table_size=9)
    assert nine_max.final_table is None and nine_max.moves == ()


def test_R_8_4_bad_layouts_are_refused() -> None:
    with pytest.raises(BalancingError, match="twice in the break order"):
        rebalance([table(1, [1, 2], 1, 2)], [4, 1, 4], random.Random(1))
    twice = TableLayout(2, TEN, ((1, "t1s1"),))
    with pytest.raises(BalancingError, match="two seats"):
        rebalance([table(1, [1, 2], 1, 2), twice], [1], random.Random(1))
    with pytest.raises(BalancingError, match="distinct seats"):
        TableLayout(1, TEN, ((11, "x"),))


# -------------------------------------------------------------- property tests


@st.composite
def layouts(draw: st.DrawFn) -> tuple[list[TableLayout], list[int]]:
    n = draw(st.integers(2, 6))
    size = draw(st.integers(6, 10))
    seat_numbers = tuple(range(1, size + 1))
    tables = []
    for t in range(n):
        seats = draw(st.lists(st.sampled_from(seat_numbers), min_size=1, unique=True))
        button = draw(st.sampled_from(seat_numbers))
        big_blind = draw(st.sampled_from(seat_numbers))
        players = tuple((s, f"{t}-{s}") for s in sorted(seats))
        tables.append(TableLayout(t, seat_numbers, players, button, big_blind))
    return tables, draw(st.permutations(range(n)))


@settings(deadline=None, max_examples=300)
@given(case=layouts(), seed=st.integers(0, 2**32))
def test_R_8_4_property_balanced_and_never_into_the_small_blind(
    case: tuple[list[TableLayout], list[int]], seed: int
) -> None:
    tables, order = case
    before = {t.table: t for t in tables}
    result = rebalance(tables, order, random.Random(seed))
    after = {t.table: t for t in result.tables}
    everyone = sorted(p for t in tables for _, p in t.players)
    assert sorted(p for t in result.tables for _, p in t.players) == everyone
    assert max(counts(result)) - min(counts(result)) <= 1
    if result.final_table is not None:
        assert len(result.tables) == 1
        return
    assert list(result.broken) == order[: len(result.broken)]
    assert result.notes == ()  # equal tables: a short table always has a seat to offer
    last_move = {m.player: m for m in result.moves}
    for move in result.moves:
        assert move.to_table not in result.broken
        sb = before[move.to_table].small_blind_seat
        if move.to_seat == sb:  # only a break with no other seat free (TDA 10-A)
            assert move.reason is MoveReason.BREAK
            assert all(set(t.empty_seats) <= {before[t.table].small_blind_seat}
                       for t in result.tables)
        if last_move[move.player] is move:
            assert after[move.to_table].player_at(move.to_seat) == move.player


# ---------------------------------------------- a 90-player event, start to end


def test_R_8_4_ninety_players_balanced_down_to_the_final_table() -> None:
    """Nine tables of ten; players bust at random (seeded). After every round of
    hands: tables within one player, moved players never in the small blind, a
    balanced-in player posts the big blind next, tables break in the preset
    order, and the last two combine with a full redraw."""
    rng = random.Random(2024)
    break_order = [4, 7, 1, 9, 2, 6, 3, 8, 5]
    seated = assign_seats(range(90), {t: TEN for t in range(1, 10)}, rng)
    seats: dict[TableId, dict[int, PlayerId]] = {t: {} for t in range(1, 10)}
    for player, (where, s) in seated.items():
        seats[where][s] = player
    hands: dict[TableId, HandPositions] = {
        t: first_hand(draw_for_button(sorted(seats[t]), rng).button, dict.fromkeys(seats[t], 1))
        for t in seats
    }
    broken: list[TableId] = []
    final_seen = False
    reasons: list[MoveReason] = []
    while sum(len(s) for s in seats.values()) > 2:
        busted: dict[TableId, set[int]] = {}
        for t, at in seats.items():
            out = {s for s in at if rng.random() < 0.06}
            if sum(len(x) for x in seats.values()) - len(out) < 2:
                out = set()
            busted[t] = out
            for s in out:
                del at[s]
        layouts_before = [
            TableLayout(t, TEN, tuple(sorted(at.items())), hands[t].table.button,
                        hands[t].table.big_blind)
            for t, at in seats.items()
        ]
        result = rebalance(layouts_before, break_order, rng)
        sizes = counts(result)
        assert max(sizes) - min(sizes) <= 1
        broken += result.broken
        reasons += [m.reason for m in result.moves]
        assert result.notes == ()
        assert broken == break_order[: len(broken)]
        by_id = {t.table: t for t in layouts_before}
        arrivals: dict[TableId, list[SeatMove]] = {}
        for move in result.moves:
            if move.reason is not MoveReason.FINAL_TABLE and move.to_seat == \
                    by_id[move.to_table].small_blind_seat:
                assert move.reason is MoveReason.BREAK
                assert all(set(t.empty_seats) <= {by_id[t.table].small_blind_seat}
                           for t in result.tables)
            arrivals.setdefault(move.to_table, []).append(move)
        seats = {t.table: dict(t.players) for t in result.tables}
        if result.final_table is not None:
            assert not final_seen and len(seats) == 1
            final_seen = True
            (final,) = result.tables
            assert final.count <= 10 and len(result.broken) >= 1
            assert final.count == sum(t.count for t in layouts_before)
            draw = draw_for_button(sorted(seats[final.table]), rng)
            hands = {final.table: first_hand(draw.button, dict.fromkeys(seats[final.table], 1))}
            continue
        new_hands: dict[TableId, HandPositions] = {}
        for t, at in seats.items():
            prev = hands[t]
            hand = next_hand(prev.table, dict.fromkeys(at, 1), busted[t])
            assert hand.big_blind != prev.big_blind
            came = arrivals.get(t, [])
            if hand.small_blind in {m.to_seat for m in came}:
                assert {m.reason for m in came if m.to_seat == hand.small_blind} == {
                    MoveReason.BREAK
                }
            for number, move in enumerate(came):
                if move.reason is MoveReason.BALANCE:  # the worst position: no seat
                    last_bb = by_id[t].big_blind  # still empty at this move (earlier
                    assert last_bb is not None  # arrivals took theirs) posts sooner
                    taken = {m.to_seat for m in came[:number]}
                    assert not [s for s in by_id[t].empty_seats if s not in taken
                                and clockwise_between(s, last_bb, move.to_seat)]
            new_hands[t] = hand
        hands = new_hands
    assert final_seen
    assert broken == break_order[:8]
    assert reasons.count(MoveReason.BALANCE) >= 10  # the run really balanced tables
    assert reasons.count(MoveReason.BREAK) >= 20
