"""Next hand at a cash table dealt on the felt (``SeatingService.next_hand``): the
same planning as the dealer panel's (``plan_next_hand`` with the table's wishes,
R-3.6): a player away misses the blinds that pass and owes them, one back and
posting waits until the button has passed and then posts a dead small blind and a
live big blind, a newcomer posts a big blind to enter or waits for it, a straddle
asked for is used (R-3.7); each said in words with the amounts, and every hand taken
back with Ctrl+Z's undo, the posts with it. The table stays one dealt on the felt:
its stacks are what was bought (no hand stored)."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

import pytest

from director.engine.event.button import MissedBlind
from director.engine.event.cash_tables import Owed, Stakes
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.seating.felt_count import count_stacks
from director.services.seating.felt_hands import FeltHand
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.store.db import Database
from tests.services.test_cash_tables import T0, game
from tests.services.test_cash_tables_properties import play_hand


class AceToTheFirstSeat(random.Random):
    """Cards shuffled with the ace of spades on top: the first seat dealt a card, the
    lowest playing, draws the highest card and the first hand's button (R-3.1)."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        x[:] = sorted(x, key=lambda card: str(card) != "As")


def first_hand(seating: SeatingService, table: int) -> FeltHand:
    """The button drawn for at ``table`` (seat 1 wins it, or its lowest player) and
    hand 1 dealt on the felt from it."""
    seating.draw_for_button(table, T0, AceToTheFirstSeat())
    return seating.next_hand(table, T0, 0)


def test_R_3_6_felt_hands_at_a_cash_table_follow_who_is_away_and_who_posts(
        db: Database) -> None:
    events, tables, event, p = game(db)
    seating, running = SeatingService(db), TableService(db).running_state
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)

    def felt(number: int) -> str:
        hand = first_hand(seating, t) if number == 1 else seating.next_hand(t, T0, number - 1)
        assert hand.number == number == running(t).hands_dealt
        return render(hand.explanation, "en")

    # Hand 1: the first button drawn by cards (here seat 1, R-3.1), blinds 2, 3.
    assert felt(1) == ("Button at seat 1; seat 2 posts the small blind; seat 3 posts the "
                       "big blind")
    assert (tables.table(t).button, tables.table(t).tracked) == (1, False)
    tables.step_away(t, 4, T0)  # Dora, due the big blind next, steps away
    # Hand 2: the big blind passes Dora (the dead button, R-3.4): she misses both.
    assert felt(2) == ("Button at seat 2; seat 3 posts the small blind; seat 1 posts the "
                       "big blind; seat 4 sits out, not dealt in (R-3.6)")
    dora = tables.table(t).seat(4)
    assert dora is not None and dora.away and dora.owed == Owed(100, 50)
    positions = running(t).positions
    assert positions is not None and positions.missed_by(4) is MissedBlind.BOTH
    tables.come_back(t, 4, T0, post=True)
    # Hand 3: seat 4 lies between the button and the small blind: nobody posts there.
    assert felt(3) == ("Button at seat 3; seat 1 posts the small blind; seat 2 posts the "
                       "big blind; seat 4 posts once the button has passed, not dealt in "
                       "(R-3.6)")
    assert tables.table(t).seat(4).posting is True  # type: ignore[union-attr]
    # Hand 4: she posts a dead small blind of 50 and a live big blind of 100.
    assert felt(4) == ("Button at seat 1; seat 2 posts the small blind; seat 3 posts the "
                       "big blind; seat 4 posts the blinds missed: 50 dead and 100 live "
                       "(R-3.6)")
    assert tables.table(t).seat(4).posting is False  # type: ignore[union-attr]
    assert tables.table(t).seat(4).owed == Owed(0, 0)  # type: ignore[union-attr]
    # Ctrl+Z: hand 4 undone, her post owed and asked for again, the button back.
    assert events.undo_last(event, T0).kind == "next hand"
    assert running(t).hands_dealt == 3 and running(t).button == 3
    assert tables.table(t).seat(4).posting is True  # type: ignore[union-attr]
    assert tables.table(t).seat(4).owed == Owed(100, 50)  # type: ignore[union-attr]
    assert "50 dead and 100 live" in felt(4)
    # A newcomer posting to enter: a big blind of 100, live, in hand 5.
    tables.sit(t, p["Eve"], 10_000, T0, seat=6, post=True)
    said = felt(5)
    assert said.startswith("Button at seat 2; seat 3 posts the small blind; seat 4 posts "
                           "the big blind")
    assert said.endswith("seat 6 posts a big blind of 100 to be dealt in (R-3.6)")
    assert tables.table(t).seat(6).posting is False  # type: ignore[union-attr]
    assert not tables.table(t).tracked  # the stacks are what was bought still


def test_R_3_6_a_newcomer_not_posting_waits_for_the_big_blind_on_the_felt(
        db: Database) -> None:
    _, tables, event, p = game(db)
    seating = SeatingService(db)
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    first_hand(seating, t)  # button 1, blinds 2 and 3
    tables.sit(t, p["Eve"], 10_000, T0, seat=6)  # waits for the big blind
    said = render(seating.next_hand(t, T0, 1).explanation, "en")
    assert said == ("Button at seat 2; seat 3 posts the small blind; seat 4 posts the big "
                    "blind; seat 6 waits for the big blind, not dealt in (R-3.6)")
    hu = render(seating.next_hand(t, T0, 2).explanation, "hu")
    # the big blind reaches seat 6: Eve is dealt in, posting it
    assert hu == ("Osztógomb: 3. szék; a 4. szék teszi be a kisvakot; a 6. szék teszi be a "
                  "nagyvakot")


def test_R_3_7_a_straddle_asked_for_is_posted_on_the_felt_once(db: Database) -> None:
    _, tables, event, p = game(db)
    seating = SeatingService(db)
    t = tables.open_table(event, T0, seats=6, stakes=Stakes("holdem", "no limit", 50, 100),
                          straddle=True)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    tables.straddle_next(t, True, T0)
    said = render(first_hand(seating, t).explanation, "en")
    assert said.endswith("seat 3 posts the big blind; seat 4 straddles 200 (R-3.7)")
    assert not tables.table(t).straddle_next  # one hand at a time
    assert "straddle" not in render(seating.next_hand(t, T0, 1).explanation, "en")


def _ann_ben_and_cy_at_table_1(db: Database
                               ) -> tuple[CashTableService, SeatingService, int, int]:
    """Ann, Ben and Cy at Table 1 with 10,000 each, Table 2 open and empty: the
    tables, the seating, Table 1 and Table 2."""
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0, seats=6)
    other = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    return tables, SeatingService(db), t, other


def test_R_8_7_a_table_with_hands_on_the_felt_still_asks_for_the_count_of_a_move(
        db: Database) -> None:
    """Hands recorded on the felt store no hand: the table's stacks are still what was
    bought, so a player moved from it brings the chips counted (R-8.7), as from a
    table where no hand was recorded; the count is the stack at the new table."""
    tables, seating, t, other = _ann_ben_and_cy_at_table_1(db)
    first_hand(seating, t)
    seating.next_hand(t, T0, 1)
    assert not tables.table(t).tracked
    with pytest.raises(ServiceError, match="count the chips Ann brings"):
        tables.move(t, 1, other, T0, to_seat=1)
    tables.move(t, 1, other, T0, to_seat=1, counted=12_450)
    assert tables.table(other).seat(1).stack == 12_450  # type: ignore[union-attr]


def test_R_8_7_a_move_from_a_panel_table_owing_a_count_takes_the_chips_counted(
        db: Database) -> None:
    """Table 1's hand 1 is dealt at the dealer panel, hand 2 on the felt: its stacks as
    stored are the panel's, from before hand 2, and the panel asks for a count before
    it deals again. A player moved from it then brings the chips counted, as from a
    table dealt on the felt only: the panel's stack carried to Table 2 as known would
    be chips created or lost there (R-8.7). The view says the count is owed; once the
    count is made the stacks are known again and a move takes them as stored."""
    tables, seating, t, other = _ann_ben_and_cy_at_table_1(db)
    play_hand(TableService(db), tables, t, random.Random(2))
    assert tables.table(t).tracked and not tables.table(t).count_due
    seating.next_hand(t, T0, tables.table(t).hands_dealt)
    view = tables.table(t)
    assert view.tracked and view.count_due and not view.stacks_known
    ann = view.seat(1)
    assert ann is not None
    spot = view.spot(ann)
    assert spot.count_due
    with pytest.raises(ServiceError, match="count the chips Ann brings"):
        tables.move(t, 1, other, T0, to_seat=1)
    tables.move(t, 1, other, T0, to_seat=1, counted=12_450)
    assert tables.table(other).seat(1).stack == 12_450  # type: ignore[union-attr]
    count_stacks(db, t, {2: 10_000, 3: 7_550}, T0)  # 30,000 less the 12,450 moved
    assert not tables.table(t).count_due and tables.table(t).stacks_known
    with pytest.raises(ServiceError, match="asked only for a move from a table dealt on"):
        tables.move(t, 2, other, T0, to_seat=2, counted=10_000)
    tables.move(t, 2, other, T0, to_seat=2)
    assert tables.table(other).seat(2).stack == 10_000  # type: ignore[union-attr]


def test_R_8_7_a_move_that_keeps_its_seat_row_still_leaves_the_table_it_left(
        db: Database) -> None:
    """Cy sat down last at Table 2, so his seat is the newest row; a move deletes it
    and makes his seat at Table 1, which SQLite numbers as the row just deleted. The
    record then reads as his seat changing table, not as him leaving Table 2, and
    Table 2 was taken to hold his chips still: after hand 2 on the felt the true
    count of Ann and Ben (4,000 in all, Cy having moved with 6,500 counted) was
    refused as 2,000 short of the 6,000 the table "held". Now it is taken."""
    _, tables, event, p = game(db)
    seating = SeatingService(db)
    t = tables.open_table(event, T0, seats=6)
    other = tables.open_table(event, T0, seats=6)
    tables.sit(other, p["Dora"], 10_000, T0, seat=1)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)  # Cy's the newest seat row
    play_hand(TableService(db), tables, t, random.Random(2))  # 10,000, 9,950, 10,050
    seating.next_hand(t, T0, tables.table(t).hands_dealt)  # on the felt: Cy wins 2,000
    tables.move(t, 3, other, T0, to_seat=2, counted=12_050)
    assert count_stacks(db, t, {1: 9_000, 2: 8_950}, T0) == 17_950
