"""A hand recorded as dealt on the felt (``SeatingService.next_hand``: the director
says the table dealt a hand without its dealer panel) and the dealer panel at the
same table: the button moves once for each hand dealt (R-3.3), whichever station
says so first, and the other is told. The race itself: test_club_pairs.py."""

from __future__ import annotations

import pytest

from director.engine.messages import MessageError, render
from director.services.tables.dealer_session import DealerSession
from director.store.db import Database
from tests.services.night import (
    MIN,
    T0,
    Night,
    dead_deal_of_75,
    dead_pot_waits,
    dealer_turn,
    fold_to_big_blind,
)


def _button_after(panel: DealerSession, button: int) -> int:
    seats = sorted(panel.hand.setup.seats)
    return seats[(seats.index(button) + 1) % len(seats)]


def test_R_3_3_a_panel_that_missed_a_hand_on_the_felt_is_told_and_moves_the_button_once(
        db: Database) -> None:
    """Four players; the panel's hand 1 is over. The director records hand 2 as dealt
    on the felt (the button moves one seat). The panel, which still shows hand 1,
    presses N: refused, nothing dealt, the button where the felt hand put it. N again
    deals hand 3 with the button one seat further."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    first = panel.hand.setup.button_seat
    fold_to_big_blind(panel)
    felt = night.seating.next_hand(table, T0 + MIN,
                                   night.tables.running_state(table).hands_dealt)
    assert felt.button == _button_after(panel, first)
    with pytest.raises(MessageError) as refused:
        panel.next_hand()
    assert render(refused.value.message, "en") == (
        "hand 2 at Table 1 was already recorded at another station as dealt on the felt; "
        "this one was not dealt and the button stays where that hand put it: press N to "
        "deal the hand after it")
    assert render(refused.value.message, "hu") == (
        "az 1. asztalnál a 2. leosztást egy másik állomáson már rögzítették osztósegéd "
        "nélkül osztottként; ez nem lett kiosztva, és az osztógomb ott marad, ahová az a "
        "leosztás tette: nyomd meg az N-t, és az utána következőt osztod ki")
    state = night.tables.running_state(table)
    assert (state.button, state.hands_dealt) == (felt.button, 2)
    assert night.tables.current_hand(table) is None
    panel.next_hand()
    assert (panel.hand_number, panel.hand.setup.button_seat) == (
        3, _button_after(panel, felt.button))
    night.check()


def test_R_3_3_the_same_hand_on_the_felt_recorded_twice_moves_the_button_once(
        db: Database) -> None:
    """Two directors saw hand 1 over and each records hand 2 as dealt on the felt: the
    first moves the button one seat; the second is refused in words (it moved the
    button a second seat and counted hand 3) and changes nothing. The race itself:
    test_club_pairs.py."""
    night = Night(db, 4)
    [table] = night.table_ids
    fold_to_big_blind(night.panel(table))
    seen = night.tables.running_state(table).hands_dealt
    felt = night.seating.next_hand(table, T0 + MIN, seen)
    before = night.tables.running_state(table)
    with pytest.raises(MessageError) as refused:
        night.seating.next_hand(table, T0 + MIN, seen)
    assert render(refused.value.message, "en") == (
        "hand 2 at Table 1 was already dealt at another station since you looked (recorded"
        " on the felt, or at its dealer panel); this hand on the felt was not recorded a"
        " second time, and the button stays where that hand put it")
    assert render(refused.value.message, "hu") == (
        "az 1. asztalnál a 2. leosztást egy másik állomáson már kiosztották, mióta"
        " megnézted (osztósegéd nélkül rögzítve vagy az osztósegédben); ez a leosztás nem"
        " lett másodszor is rögzítve, és az osztógomb ott marad, ahová az a leosztás tette")
    assert night.tables.running_state(table) == before
    assert (before.button, before.hands_dealt) == (felt.button, 2)
    night.seating.next_hand(table, T0 + 2 * MIN, before.hands_dealt)  # hand 3: it moves on
    assert night.tables.running_state(table).hands_dealt == 3
    night.check()


def _panel_deals_hand_2(db: Database) -> tuple[Night, int]:
    """Four players at one table; the panel has dealt hand 2 and it is being played."""
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    fold_to_big_blind(panel)
    panel.next_hand()
    return night, table


def test_R_3_3_a_hand_on_the_felt_while_the_panel_deals_is_refused_and_changes_nothing(
        db: Database) -> None:
    """The panel dealt hand 2 and it is being played: the director's hand on the felt
    is refused, named, and the button stays where hand 2 put it."""
    night, table = _panel_deals_hand_2(db)
    before = night.tables.running_state(table)
    with pytest.raises(MessageError) as refused:
        night.seating.next_hand(table, T0 + MIN, night.tables.running_state(table).hands_dealt)
    assert render(refused.value.message, "en") == (
        "hand 2 at Table 1 was already dealt at another station (its dealer panel) and is "
        "being played; no hand on the felt was recorded: the button stays where that hand "
        "put it")
    assert render(refused.value.message, "hu").startswith(
        "az 1. asztalnál a 2. leosztást már kiosztották egy másik állomáson")
    assert night.tables.running_state(table) == before
    night.check()


def test_R_3_1_a_draw_for_the_button_while_the_panel_deals_is_refused_and_changes_nothing(
        db: Database) -> None:
    """The draw for the button is refused in words of its own while the panel's hand
    2 is being played (the same guard as the hand on the felt's, each with its own
    message); the button stays where hand 2 put it."""
    night, table = _panel_deals_hand_2(db)
    before = night.tables.running_state(table)
    with pytest.raises(MessageError) as refused:
        night.seating.draw_for_button(table, T0 + MIN)
    assert render(refused.value.message, "en") == (
        "hand 2 is still being played at Table 1: draw for the button between hands")
    assert night.tables.running_state(table) == before
    night.check()


def test_R_3_3_a_second_panel_that_missed_a_hand_played_at_the_first_is_told_once(
        db: Database) -> None:
    """Two panels at table 1 (the dealer's station and the director's): the first
    deals hand 2 and plays it to its end while the second still shows hand 1 over.
    The second's N is refused once, naming hand 2; N again deals hand 3 with the
    button one seat on from hand 2's."""
    night = Night(db, 4)
    [table] = night.table_ids
    first = night.panel(table)
    second = night.panel(table)
    fold_to_big_blind(first)
    assert second.reload() and second.is_complete  # the feed: hand 1 over at the first
    first.next_hand()
    fold_to_big_blind(first)
    button = first.hand.setup.button_seat
    with pytest.raises(MessageError) as refused:
        second.next_hand()
    assert render(refused.value.message, "en") == (
        "hand 2 at Table 1 was already dealt and played at another station; this one was "
        "not dealt and the button stays where that hand put it: press N to deal the hand "
        "after it")
    assert night.tables.current_hand(table) is None
    second.next_hand()
    assert (second.hand_number, second.hand.setup.button_seat) == (
        3, _button_after(second, button))
    night.check()



def test_R_6_5_a_hand_on_the_felt_is_refused_while_a_dead_deals_pot_waits(
        db: Database) -> None:
    """Draw with openers at the panel: nobody opens hand 1, its antes (75: 25 each)
    wait in the pot for the deal again (R-6.5). The director's hand on the felt is
    refused, naming the pot and where to deal it: recorded there, the pot would go to
    a winner the program does not know while the panel's next hand still carried it
    (the same chips twice). Nothing changes; the panel deals the deal again (hand 2)
    with the pot and the same button, and after it the felt records hand 3."""
    night, table, panel, button = dead_deal_of_75(db)
    before = night.tables.running_state(table)
    with pytest.raises(MessageError) as refused:
        night.seating.next_hand(table, T0 + MIN, before.hands_dealt)
    assert render(refused.value.message, "en") == (
        "nobody opened hand 1 at Table 1: its pot of 75 waits for the deal again; deal that "
        "hand at the table's dealer panel, which carries the pot and keeps the button "
        "(R-6.5), then record the hands after it on the felt")
    assert render(refused.value.message, "hu") == (
        "az 1. asztalnál senki sem nyitott az 1. leosztásban: a kasszában lévő 75 zseton az "
        "újraosztásra vár; ezt a leosztást az asztal osztósegédjében oszd ki, az viszi "
        "tovább a kasszát és az osztógombot (R-6.5), az utána következőket rögzítheted "
        "osztósegéd nélkül")
    assert night.tables.running_state(table) == before
    assert dead_pot_waits(db, night.event)
    night.check()
    panel.next_hand()  # the deal again: the pot carried, the same button
    assert (panel.hand_number, panel.hand.setup.carried_pot) == (2, 75)
    assert panel.hand.setup.button_seat == button
    dealer_turn(panel, "finish", 1)  # somebody opens: the pot is won
    assert panel.is_complete and not panel.hand.dead_deal
    assert not dead_pot_waits(db, night.event)
    night.check()
    felt = night.seating.next_hand(table, T0 + 2 * MIN,
                                   night.tables.running_state(table).hands_dealt)
    assert night.tables.running_state(table).hands_dealt == 3
    assert felt.button == _button_after(panel, button)
    night.check()
