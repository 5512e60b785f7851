"""The event arithmetic's refusals and results (issue 16: messages as data) as a
director reading Hungarian sees them: the engine raises a message, the window renders
it from the catalogues (resources/messages/hu/event-*.ftl)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.cards import Deck, parse_cards
from director.engine.event import balancing as bal
from director.engine.event.cash_tables import CashTableError, choose_seat
from director.engine.event.clock import ClockState
from director.engine.event.seating import draw_for_button
from director.engine.event.structures import load_template
from director.engine.messages import msg
from director.services.core.message_data import reason, table_label
from director.services.core.unit_of_work import ServiceError
from director.ui.clock.clock_control import LocalClock
from director.ui.clock.clock_window import ClockWindow
from director.ui.clock.sounds import Announcer
from director.ui.common.language import in_language
from director.ui.shell.app import install_translator

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture
def hungarian() -> Iterator[None]:
    install_translator("hu")
    try:
        yield
    finally:
        install_translator("en")


def test_R_8_1_the_clock_says_in_hungarian_there_is_no_level_before_the_first(
        qtbot: QtBot, hungarian: None) -> None:
    structure = load_template("home-game")
    clock = LocalClock(structure, ClockState().start(T0, structure))
    window = ClockWindow(clock.board, clock, events=clock.events_between, clock=lambda: T0,
                         announcer=Announcer(sound=False))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.tick()
    said: list[str] = []
    window.failure_listeners.append(said.append)
    qtbot.keyClick(window, Qt.Key.Key_P)  # level 1 has no level before it: nothing changes
    notice = "\u26a0 Az óra az első szinten áll; nincs előző szint"  # a sentence of its own
    assert window.labels["notice"].text() == notice
    assert said == [notice[2:]]  # the listeners get the words, each says them its way
    # nothing was done at this clock yet: Ctrl+Z has nothing to take back
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.labels["notice"].text() == "\u26a0 Nincs mit visszavonni"
    assert said == [notice[2:], "Nincs mit visszavonni"]


def test_R_8_4_a_balancing_move_and_note_in_hungarian(hungarian: None) -> None:
    """Table 2 (eight seats) can take a player only in its small blind: the move goes
    to table 3 and the note says to balance again after the next hand."""
    ten = tuple(range(1, 11))
    big = bal.TableLayout(1, ten, tuple((s, f"a{s}") for s in ten), 1, 3)
    small_room = bal.TableLayout(2, tuple(range(1, 9)), tuple((s, f"b{s}") for s in range(1, 8)),
                                 7, 8)
    other = bal.TableLayout(3, ten, tuple((s, f"c{s}") for s in range(1, 9)), 1, 3)
    result = bal.rebalance([big, small_room, other], [3, 2, 1], random.Random(1))
    assert [in_language(m) for m in result.describe()] == [
        "Az 1. asztal 4. széke átül a 3. asztal 9. székére"]
    assert [in_language(n) for n in result.notes] == [
        "a 2. asztalhoz csak a kisvakba ülhetne játékos; a következő leosztás után egyenlíts ki "
        "újra"]


def test_R_3_1_the_draw_for_the_button_in_hungarian(hungarian: None) -> None:
    draw = draw_for_button([1, 2, 3], Deck(parse_cards("Kd Ks 2c")))
    assert str(draw.explanation) == (
        "Seat 2 draws K♠, beating K♦ by suit (clubs, diamonds, hearts, spades): "
        "the button starts at seat 2")
    assert in_language(draw.explanation) == (
        "A 2. szék K♠ lapot húz, és a színe alapján veri ezt: K♦ (treff, káró, kör, pikk): "
        "az osztógomb a 2. székről indul")


def test_R_3_6_a_full_cash_table_quoted_by_a_service_reads_hungarian(hungarian: None) -> None:
    """A service that quotes the engine's refusal ("at Table 1: ...") keeps its message
    inside its own (``svc-at-table``), so the window shows both in Hungarian."""
    with pytest.raises(CashTableError) as caught:
        choose_seat(2, [1, 2], None, random.Random(1))
    assert str(caught.value) == "all 2 seats are taken"
    refusal = ServiceError(msg("svc-at-table", table_text=table_label("Table 1"),
                               reason_text=reason(caught.value)))
    assert str(refusal) == "at Table 1: all 2 seats are taken"
    assert in_language(refusal.message) == "az 1. asztalnál: mind a 2 szék foglalt"
