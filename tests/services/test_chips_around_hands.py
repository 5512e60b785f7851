"""While a seat is in a running hand its stack belongs to the hand (R-8.6, TDA 27):
each director command that would change it is refused with a message saying
when it can be done, or recorded as chips behind that join when the next hand
starts. The event's chips balance is checked after every command (``Night.do``).
Amounts: four players of 10,000 (40,000 in play), blinds 25/50."""

from __future__ import annotations

import random

import pytest
from sqlmodel import Session

from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from director.store.models import Entry
from tests.services.night import MIN, T0, Night, all_in_and_win, fold_to_big_blind


def _table_total(night: Night, table: int) -> int:
    return sum(stack + behind for _, stack, behind in night.seat_rows(table).values())


def test_R_8_6_a_player_in_the_running_hand_is_not_moved_until_it_ends(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    panel.advance()  # the small blind: 25
    panel.advance()  # the big blind: 50
    big_blind = panel.hand.setup.seats[1]
    entry = night.entry_at(table, big_blind)
    free = min(set(range(1, 10)) - set(night.seat_rows(table)))
    with pytest.raises(ServiceError, match=(
            f"seat {big_blind} at Table 1 is in hand 1, which is still being played: move "
            "the player when that hand ends")):
        night.seating.move_player(entry, table, free, T0)
    night.check()
    fold_to_big_blind(panel)
    assert _table_total(night, table) == 40_000
    night.do(lambda: night.seating.move_player(entry, table, free, T0))
    rows = night.seat_rows(table)
    assert rows[big_blind] == (None, 0, 0), "the seat left behind holds no chips"
    assert rows[free] == (entry, 10_025, 0), "10,000 + the small blind's 25"
    assert _table_total(night, table) == 40_000


def test_undo_of_a_chip_count_is_refused_once_a_hand_is_dealt_from_it(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    ann = night.entries[0]
    night.do(lambda: night.tournament.count_chips(ann, 12_000, T0))
    panel = night.panel(table)
    with pytest.raises(ServiceError, match=(
            r"cannot undo 'Chip count: P1 12000': hand 1 at Table 1 was dealt after it, "
            "from the seats or chips it changed; correct it with a new command instead")):
        night.events.undo_last(night.event, T0)
    fold_to_big_blind(panel)
    with pytest.raises(ServiceError, match="cannot undo 'Chip count"):
        night.events.undo_last(night.event, T0)
    night.check()
    assert _table_total(night, table) == 42_000, "the count's 2,000, once"


def test_undo_of_a_late_seat_is_refused_while_its_hand_plays(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    late = night.do(lambda: night.tournament.register(
        night.event, night.events.add_player("Late", T0), T0 + MIN))
    _, seat = night.do(lambda: night.seating.seat_late_entry(late, T0 + MIN,
                                                             random.Random(5)))
    panel = night.panel(table)
    assert seat in panel.seats
    with pytest.raises(ServiceError, match=r"cannot undo 'Late seated at Table 1 seat \d': "
                                           "hand 1 at Table 1 was dealt after it"):
        night.events.undo_last(night.event, T0 + MIN)
    assert night.seat_rows(table)[seat] == (late, 10_000, 0)
    fold_to_big_blind(panel)
    night.check()
    assert _table_total(night, table) == 50_000


def test_R_8_6_undo_of_next_hand_does_not_double_the_rebuy_chips(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    small_blind = panel.hand.setup.seats[0]
    entry = night.entry_at(table, small_blind)
    night.do(lambda: night.tournament.rebuy(entry, T0 + MIN))
    assert night.seats()[entry][2:] == (10_000, 10_000), "dealt in with 10,000, 10,000 behind"
    fold_to_big_blind(panel)
    assert night.seats()[entry][2:] == (9_975, 10_000)
    night.do(lambda: night.seating.next_hand(
        table, T0 + MIN, night.tables.running_state(table).hands_dealt))
    assert night.seats()[entry][2:] == (19_975, 0)
    panel = night.panel(table)
    # the hand on the felt was hand 2, the panel deals hand 3
    with pytest.raises(ServiceError, match=r"cannot undo 'Table 1: .*': hand 3 at Table 1 "
                                           "was dealt after it"):
        night.events.undo_last(night.event, T0 + MIN)
    fold_to_big_blind(panel)
    night.check()
    assert _table_total(night, table) == 50_000


def test_R_8_6_rebuy_chips_join_the_stack_when_the_next_hand_starts(db: Database) -> None:
    """Hand 2 deals 9,975 + 10,000 = 19,975, not 9,975 with 10,000 still behind."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    small_blind = panel.hand.setup.seats[0]
    entry = night.entry_at(table, small_blind)
    night.do(lambda: night.tournament.rebuy(entry, T0 + MIN))
    fold_to_big_blind(panel)
    panel.next_hand()
    night.check()
    assert panel.hand_number == 2
    assert panel.stacks_by_seat()[small_blind] == 19_975
    assert night.seats()[entry][2:] == (19_975, 0)
    assert _table_total(night, table) == 50_000


def test_TDA_27_an_add_on_during_the_last_hand_before_the_break_plays_as_chips_behind(
        db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    panel = night.panel(table)
    big_blind = panel.hand.setup.seats[1]
    entry = night.entry_at(table, big_blind)
    night.events.go_to_level(night.event, T0 + 40 * MIN, 2)  # the break, the hand plays on
    chips = night.do(lambda: night.tournament.add_on(entry, T0 + 41 * MIN))
    assert chips == 5_000
    assert night.seats()[entry][2:] == (10_000, 5_000)
    fold_to_big_blind(panel)
    assert night.seats()[entry][2:] == (10_025, 5_000), "the hand's result, the add-on behind"
    night.check()
    panel.next_hand()
    assert panel.stacks_by_seat()[big_blind] == 15_025
    assert _table_total(night, table) == 45_000


def test_R_8_5_a_bust_waits_for_the_running_hand(db: Database) -> None:
    """A player busts when the hand is over (R-8.5); then on the director's word, with
    no count to zero first (issue 28: the stack held is no refusal)."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    first, second = panel.hand.setup.seats[2], panel.hand.setup.seats[3]
    loser, winner = night.entry_at(table, first), night.entry_at(table, second)
    waits = (f"seat {first} at Table 1 is in hand 1, which is still being played: a "
             "player busts when that hand is over and the chips are gone")
    with pytest.raises(ServiceError, match=waits):
        night.tournament.bust(night.event, {loser: 10_000}, T0)
    # asked before the console's dialog asks who won the pot: refused alike, nothing written
    written = len(history(db, night.event))
    with pytest.raises(ServiceError, match=waits):
        night.tournament.check_busts(night.event, [loser])
    assert len(history(db, night.event)) == written
    all_in_and_win(panel, winner=second, loser=first)
    night.tournament.check_busts(night.event, [loser])  # the hand over: taken
    assert night.seats()[loser][0] == table, "a check busts nobody"
    assert night.seats()[loser][2] == 0
    assert night.seats()[winner][2] == 20_075, "both stacks and the blinds"
    night.do(lambda: night.tournament.bust(night.event, {loser: 10_000}, T0, [winner]))
    panel.next_hand()
    assert first not in panel.seats, "the dealer panel never deals an empty seat"
    assert len(panel.seats) == 3
    night.check()


def test_a_bust_of_a_player_the_program_held_chips_for_goes_through(db: Database) -> None:
    """Issue 28 item 2: the director's word busts the player (no count to zero first);
    the chips balance counts the stack that went with the bust as a correction."""
    night = Night(db, 4)
    ann = night.entries[0]
    night.do(lambda: night.tournament.bust(night.event, {ann: 10_000}, T0))
    with Session(db.engine) as s:
        entry = s.get(Entry, ann)
        assert entry is not None and entry.place == 4
    assert ann not in night.seats()


def test_R_8_6_a_count_during_the_hand_is_refused_and_says_when(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    seat = panel.hand.setup.seats[0]
    with pytest.raises(ServiceError, match=(
            f"seat {seat} at Table 1 is in hand 1, which is still being played: count the "
            "chips when that hand ends")):
        night.tournament.count_chips(night.entry_at(table, seat), 12_000, T0)
    with pytest.raises(ServiceError, match="hand 1 is still being played at Table 1: draw "
                                           "for the button between hands"):
        night.seating.draw_for_button(table, T0, random.Random(1))


def test_R_3_3_a_second_panel_and_a_reopened_panel_continue_the_button_and_hand_number(
        db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    first = night.panel(table)
    order = sorted(first.seats)
    button1 = first.button_seat
    second = night.panel(table)  # the same table in another window: the same hand
    assert (second.hand_number, second.hand_id) == (1, first.hand_id)
    fold_to_big_blind(first)
    reopened = night.panel(table)  # closed and opened again between hands
    assert reopened.hand_number == 2
    button2 = reopened.button_seat
    assert button2 == order[(order.index(button1) + 1) % 4], "the button moved one seat"
    fold_to_big_blind(reopened)
    assert night.tables.running_state(table).hands_dealt == 2


def test_R_3_3_the_button_moves_on_after_a_restart_between_hands(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    order = sorted(panel.seats)
    button1 = panel.button_seat
    fold_to_big_blind(panel)
    db.close()
    again = open_database(path)  # the program restarts
    service = TableService(again)
    state = service.running_state(table)
    after = DealerSession.at_table(service, table, panel.game, state.button or 1)
    assert after.hand_number == 2
    assert after.button_seat == order[(order.index(button1) + 1) % 4]
    again.close()


def test_a_finished_hand_is_not_reopened_after_a_later_hand_or_a_bust(db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    first, second = panel.hand.setup.seats[2], panel.hand.setup.seats[3]
    all_in_and_win(panel, winner=second, loser=first)
    loser = night.entry_at(table, first)
    night.do(lambda: night.tournament.bust(night.event, {loser: 10_000}, T0))
    with pytest.raises(ServiceError, match=(
            r"hand 1 at Table 1 can no longer be undone: 'Bust: P\d \(place 4\)' "
            f"changed seat {first} after it ended; undo that first")):
        panel.undo()
    night.do(lambda: night.events.undo_last(night.event, T0))
    panel.undo()  # nothing depends on the hand's end any more: it is open again
    assert not panel.is_complete
    night.check()
    panel.award_to(tuple(((second,), ()) for _ in panel.pot_rows()))
    panel.next_hand()
    with pytest.raises(ServiceError, match="hand 1 at Table 1 can no longer be undone: hand 2 "
                                           "has been dealt since"):
        night.tables.undo(1)
    assert [a.kind for a in history(db, night.event)][-2:] == ["bust", "undo"]


def test_R_8_6_a_rebuy_made_during_the_hand_undoes_until_its_chips_are_dealt(
        db: Database) -> None:
    """Chips behind are not the hand's: the rebuy undoes while the hand plays (10,000
    behind gone, 40,000 in play again); once the next hand dealt them, it does not."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    entry = night.entry_at(table, panel.hand.setup.seats[0])
    night.do(lambda: night.tournament.rebuy(entry, T0 + MIN))
    assert night.do(lambda: night.events.undo_last(night.event, T0 + MIN)).kind == "rebuy"
    assert night.seats()[entry][2:] == (10_000, 0)
    night.do(lambda: night.tournament.rebuy(entry, T0 + MIN))
    fold_to_big_blind(panel)
    panel.next_hand()
    assert panel.stacks_by_seat()[night.seats()[entry][1]] == 19_975
    with pytest.raises(ServiceError, match=r"cannot undo 'Rebuy: P\d, 10000 chips': "
                                           "hand 2 at Table 1 was dealt after it"):
        night.events.undo_last(night.event, T0 + MIN)
    night.check()
