"""The stacks counted at a table the dealer panel deals, after a hand dealt there on
the felt (``seating.felt_count``; DESIGN.md "one record"): the panel asks for the
count before its next hand, pre-filled with the stacks as stored, and its next hand
deals the stacks counted. Chips are never created or lost: at a tournament a count
other than stored is a chip count the event's balance counts (``chips_balance``)
and the chips-in-play check shows (R-8.6); one undo takes it back. At a cash table
a count that does not come to the table's chips is refused (R-8.7)."""

from __future__ import annotations

import random

from director.engine.messages import MessageError, render
from director.services.core.action_log import undo_last
from director.services.core.unit_of_work import ServiceError
from director.services.seating.felt_count import count_due, count_stacks, stacks_to_count
from director.services.seating.seating_service import SeatingService
from director.store.db import Database
from tests.services.night import MIN, T0, Night, fold_to_big_blind
from tests.services.test_cash_one_record import night as cash_night
from tests.services.test_cash_one_record import play_to_end, session


def _felt_hand_after_the_panel(night: Night) -> tuple[int, dict[int, int]]:
    """Hand 1 at the panel (the big blind wins the small blind), then hand 2 recorded
    on the felt: the table, and its stacks as stored (the panel's last)."""
    [table] = night.table_ids
    return _felt_hand_after_the_panel_at(night, table)


def _felt_hand_after_the_panel_at(night: Night, table: int) -> tuple[int, dict[int, int]]:
    panel = night.panel(table)
    fold_to_big_blind(panel)
    night.seating.next_hand(table, T0 + MIN, night.tables.running_state(table).hands_dealt)
    panel.follow_table()
    assert panel.count_due()
    return table, {s.seat: s.stack for s in stacks_to_count(night.db, table)}


def test_the_count_is_prefilled_with_the_stacks_the_panel_left_and_unchanged_changes_nothing(
        db: Database) -> None:
    night = Night(db, 4)
    table, stored = _felt_hand_after_the_panel(night)
    assert sorted(stored.values()) == [9_975, 10_000, 10_000, 10_025]  # 25/50, folded to BB
    assert all(s.player.startswith("P") for s in stacks_to_count(db, table))  # by name
    assert count_stacks(db, table, stored, T0 + 2 * MIN) == 40_000
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored
    night.check()


def test_R_8_6_a_tournament_count_moves_chips_between_seats_and_the_next_hand_deals_it(
        db: Database) -> None:
    """The felt hand moved 1,000 from one player to another: counted so, the panel's next
    hand deals those stacks; the chips balance, and one undo puts the stacks back."""
    night = Night(db, 4)
    table, stored = _felt_hand_after_the_panel(night)
    low, high = sorted(stored)[:2]
    counted = {**stored, low: stored[low] - 1_000, high: stored[high] + 1_000}
    night.do(lambda: count_stacks(db, table, counted, T0 + 2 * MIN))
    assert night.tournament.chips_in_play(night.event).difference == 0
    undo_last(db, night.event, T0 + 3 * MIN)  # one undo: the whole count
    night.check()
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored
    night.do(lambda: count_stacks(db, table, counted, T0 + 4 * MIN))
    setup = night.panel(table).hand.setup  # the next hand deals the stacks counted
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted
    night.check()


def test_R_8_6_a_tournament_count_that_differs_is_a_chip_count_the_balance_counts(
        db: Database) -> None:
    """Counted 100 more than the table held: taken as counted (the console's chip count
    does the same), the event's chips still balance (the count is a correction), the
    chips-in-play check says 100 more, and one undo takes the whole count back."""
    night = Night(db, 4)
    table, stored = _felt_hand_after_the_panel(night)
    first = min(stored)
    counted = {**stored, first: stored[first] + 100}
    assert night.do(lambda: count_stacks(db, table, counted, T0 + 2 * MIN)) == 40_100
    check = night.tournament.chips_in_play(night.event)
    assert (check.counted, check.in_play, check.difference) == (40_100, 40_000, 100)
    undo_last(db, night.event, T0 + 3 * MIN)
    night.check()
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored


def test_a_count_must_name_every_seat_with_a_player_and_waits_for_the_hand(
        db: Database) -> None:
    night = Night(db, 4)
    table, stored = _felt_hand_after_the_panel(night)
    missing = dict(list(stored.items())[1:])
    try:
        count_stacks(db, table, missing, T0 + 2 * MIN)
    except ServiceError as exc:
        seats = ", ".join(str(s) for s in sorted(stored))
        assert render(exc.message, "en") == (
            f"count every seat with a player at Table 1: seats {seats}")
        assert render(exc.message, "hu").startswith("az 1. asztalnál minden széket számolj")
    else:
        raise AssertionError("not refused")
    panel = night.panel(table)  # hand 3 dealt at the panel: it runs
    assert not panel.is_complete
    try:
        count_stacks(db, table, stored, T0 + 2 * MIN)
    except MessageError as exc:
        assert render(exc.message, "en") == (
            "hand 3 is being dealt at Table 1: count the stacks when it is over")
    else:
        raise AssertionError("not refused")
    night.check()


def test_R_8_7_a_cash_count_that_does_not_come_to_the_tables_chips_is_refused(
        db: Database) -> None:
    """A cash table's chips are the ledger's money: a count of 100 more is refused in
    words and nothing changes; 500 moved from one player to another is taken."""
    _cash, tables, event, p = cash_night(db)
    table = tables.open_table(event, T0, seats=6)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    play_to_end(session(db, tables, table))
    stored = {s.seat: s.stack for s in stacks_to_count(db, table)}
    more = {**stored, 1: stored[1] + 100}
    try:
        count_stacks(db, table, more, T0)
    except ServiceError as exc:
        total = f"{sum(more.values()):,}"
        held = f"{sum(stored.values()):,}"
        assert render(exc.message, "en") == (
            f"the stacks counted come to {total}, but Table 1 holds {held} in chips: at a "
            "cash table chips come and go only through the ledger (R-8.7); count again")
        assert "számold meg újra" in render(exc.message, "hu")
    else:
        raise AssertionError("not refused")
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored
    moved = {**stored, 1: stored[1] - 500, 2: stored[2] + 500}
    assert count_stacks(db, table, moved, T0) == sum(stored.values())
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == moved


def test_a_count_is_due_once_after_hands_on_the_felt_at_a_table_the_panel_dealt(
        db: Database) -> None:
    """``count_due``: the felt's hand 2 at a table whose hand 1 was dealt at the panel
    is due a count (a panel opened now asks before it deals); a count made (the same
    stacks too) settles it, its undo makes it due again; a table never dealt at the
    panel is due one after its first hand on the felt (its stacks are what was bought
    before it), not before."""
    night = Night(db, 8, tables=2)
    table, stored = _felt_hand_after_the_panel_at(night, night.table_ids[0])
    other = night.table_ids[1]
    assert count_due(db, other) is None
    night.seating.next_hand(other, T0 + MIN, 0)
    assert count_due(db, table) == 2 and count_due(db, other) == 1
    night.do(lambda: count_stacks(db, table, stored, T0 + 2 * MIN))
    assert count_due(db, table) is None
    undo_last(db, night.event, T0 + 3 * MIN)
    assert count_due(db, table) == 2
    night.seating.next_hand(table, T0 + 4 * MIN, 2)  # hand 3 on the felt: due again
    assert count_due(db, table) == 3


def test_R_8_4_felt_hands_then_the_final_tables_redraw_still_ask_the_count(
        db: Database) -> None:
    """Hand 1 at Table 1's panel, hand 2 recorded there on the felt, then Balance
    redraws one final table (R-8.4): the redraw moves no chips, the felt's hand did.
    The open panel, following the table, still asks for the count before N deals (it
    asked none before: a draw due hid the felt's hand), and once counted it does not
    ask again."""
    night = Night(db, 6, tables=2)
    table, other = night.table_ids
    night.seating.draw_for_button(other, T0, random.Random(2))
    panel = night.panel(table)
    fold_to_big_blind(panel)
    night.seating.next_hand(table, T0 + MIN, night.tables.running_state(table).hands_dealt)
    result = night.seating.balance(night.event, T0 + 2 * MIN, random.Random(4))
    assert result.final_table is not None
    assert int(result.final_table) == table, "the panel's table is the final table"
    panel.follow_table()
    assert panel.felt is not None and panel.felt.drawn  # a draw for the button is due
    assert panel.count_due() and panel.felt_hand() == 2
    assert count_due(db, table) == 2  # a panel opened now asks too
    night.do(lambda: count_stacks(db, table, {s.seat: s.stack
                                              for s in stacks_to_count(db, table)},
                                  T0 + 3 * MIN))
    panel.stacks_counted()
    assert not panel.count_due() and count_due(db, table) is None


def test_R_3_1_felt_hands_then_a_draw_for_the_button_still_ask_the_count(
        db: Database) -> None:
    """Hand 1 at the panel, hand 2 on the felt, then the seating's Draw for button at
    that table (R-3.1): the panel follows the new button and still asks the count; a
    draw with no hand on the felt since the panel's asks none."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    fold_to_big_blind(panel)
    night.seating.draw_for_button(table, T0 + MIN, random.Random(5))
    panel.follow_table()
    assert panel.felt is not None and panel.felt.drawn and not panel.count_due()
    night.seating.next_hand(table, T0 + 2 * MIN, night.tables.running_state(table).hands_dealt)
    night.seating.draw_for_button(table, T0 + 3 * MIN, random.Random(6))
    panel.follow_table()
    assert panel.felt is not None and panel.felt.drawn
    assert panel.count_due() and panel.felt_hand() == 2


def _swap(night: Night, table: int, a: int, b: int) -> None:
    """Another station swaps the players of seats ``a`` and ``b`` through a free seat."""
    free = min(set(range(1, 10)) - set(night.seat_rows(table)))
    first, second = night.entry_at(table, a), night.entry_at(table, b)
    night.seating.move_player(first, table, free, T0 + 2 * MIN)
    night.seating.move_player(second, table, a, T0 + 2 * MIN)
    night.seating.move_player(first, table, b, T0 + 2 * MIN)


def test_R_8_6_a_count_of_players_another_station_moved_meanwhile_is_refused(
        db: Database) -> None:
    """The panel asked the count of every seat; while it was typed another station
    swapped the players of two seats. The count names who it asked for (``seen``) and
    is refused, nothing recorded, rather than giving one player's chips to the other;
    counted again for the players there now, it is taken."""
    night = Night(db, 4)
    table, stored = _felt_hand_after_the_panel(night)
    seen = {s.seat: s.player_id for s in stacks_to_count(db, table)}
    a, b = sorted(stored)[:2]
    counted = {**stored, a: stored[a] + 1_000, b: stored[b] - 1_000}
    _swap(night, table, a, b)
    before = night.seat_rows(table)
    try:
        count_stacks(db, table, counted, T0 + 3 * MIN, seen)
        raise AssertionError("the count was taken for the players there now")
    except ServiceError as exc:
        assert (render(exc.message, "en"), render(exc.message, "hu")) == (
            f"the players at Table 1 changed at another station while their chips were "
            f"counted (seats {a}, {b}): nothing was recorded; count again",
            f"az 1. asztalnál egy másik állomáson megváltoztak a játékosok, miközben a "
            f"zsetonjaikat számoltad ({a}, {b}. szék): semmit sem rögzítettünk; számolj "
            f"újra")
    assert night.seat_rows(table) == before
    night.check()
    seen = {s.seat: s.player_id for s in stacks_to_count(db, table)}
    recount = {**stored, a: stored[b] - 1_000, b: stored[a] + 1_000}  # each their own
    assert night.do(lambda: count_stacks(db, table, recount, T0 + 4 * MIN, seen)) == 40_000
    assert night.tournament.chips_in_play(night.event).difference == 0


def test_R_8_7_a_cash_count_after_a_felt_winner_left_comes_to_what_the_table_holds_now(
        db: Database) -> None:
    """Hand 1 at the panel, hand 2 on the felt, which Ann wins; she leaves with 3,000,
    more than her 2,000 stored (allowed: the table holds it, her stack not known).
    Ben and Cy are counted before the panel's next hand: their chips are the 6,000
    bought less Ann's 3,000, so a count of 3,000 is taken and one of their stacks as
    stored (the panel's, from before Ann won) is refused: the table no longer holds
    them."""
    cash, tables, event, p = cash_night(db)
    table = tables.open_table(event, T0, seats=6)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    play_to_end(session(db, tables, table))
    night_seating = SeatingService(db)
    night_seating.next_hand(table, T0 + MIN, tables.table(table).hands_dealt)
    assert count_due(db, table) == 2
    stored = {s.seat: s.stack for s in stacks_to_count(db, table)}
    tables.leave(table, 1, T0 + 2 * MIN, 3_000)
    left = {seat: chips for seat, chips in stored.items() if seat != 1}
    assert sum(left.values()) > 3_000
    try:
        count_stacks(db, table, left, T0 + 3 * MIN)
    except ServiceError as exc:
        assert "Table 1 holds 3,000 in chips" in render(exc.message, "en")
    else:
        raise AssertionError("a count of chips the table no longer holds was taken")
    assert count_stacks(db, table, {2: 1_000, 3: 2_000}, T0 + 3 * MIN) == 3_000
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == {2: 1_000, 3: 2_000}
    assert cash.check(event).difference == 0


def test_R_8_7_a_cash_count_after_a_rake_comes_to_the_chips_left_on_the_felt(
        db: Database) -> None:
    """Hand 1 at the panel, 100 raked from its pot, hand 2 on the felt: the stacks
    counted before the panel's next hand come to the 6,000 bought less the 100 the
    house took, which none of the stacks as stored gave yet; 6,000 is taken too (the
    rake may have come from a stack not counted here, at another table of the game)
    but 200 less is refused, as is 100 more."""
    cash, tables, event, p = cash_night(db)
    table = tables.open_table(event, T0, seats=6)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    play_to_end(session(db, tables, table))
    cash.rake(event, 100, T0)
    SeatingService(db).next_hand(table, T0 + MIN, tables.table(table).hands_dealt)
    for wrong in ({1: 2_000, 2: 2_000, 3: 1_800}, {1: 2_000, 2: 2_000, 3: 2_100}):
        try:
            count_stacks(db, table, wrong, T0 + 2 * MIN)
        except ServiceError as exc:
            assert render(exc.message, "en") == (
                f"the stacks counted come to {sum(wrong.values()):,}, but Table 1 holds "
                "6,000 in chips, or down to 5,900 if the 100 of rake no stack has given yet "
                "came from its pots: at a cash table chips come and go only through the "
                "ledger (R-8.7); count again")
        else:
            raise AssertionError(f"a count of {sum(wrong.values())} was taken")
    assert count_stacks(db, table, {1: 2_500, 2: 1_400, 3: 2_000}, T0 + 2 * MIN) == 5_900
    assert cash.check(event).difference == 0
