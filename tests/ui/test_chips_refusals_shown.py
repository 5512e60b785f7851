"""The windows show the services' refusals around a running hand (R-8.6), in
English and Hungarian: a drag of a player who is in the hand, a bust during the
hand (at the console's Bust and the seat's menu, said before any dialog asks who won
the pot), Ctrl+Z of a chip count the hand was dealt from."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.tables.dealer_session import DealerSession
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.services.night import HOLDEM_25_50
from tests.ui import event_fixtures
from tests.ui.event_fixtures import T0, tournament

context = event_fixtures.context
time = event_fixtures.time

@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """The next test finds the program in English, whatever this one switched to."""
    yield
    install_translator("en")


MOVE = {"en": "is in hand 1, which is still being played: move the player when that hand ends",
        "hu": "a még folyó 1. leosztásban ül: a leosztás végén ültesd át a játékost"}
BUST = {"en": "is in hand 1, which is still being played: a player busts when that hand is "
              "over and the chips are gone",
        "hu": "a még folyó 1. leosztásban ül: a játékos akkor esik ki, amikor a leosztás "
              "véget ért és elfogytak a zsetonjai"}
UNDO = {"en": "hand 1 at Table 1 was dealt after it",
        "hu": "utána leosztották az 1. asztal 1. leosztását"}


def _hand_running(context: AppContext, language: str) -> tuple[int, DealerSession]:
    install_translator(language)
    event, _ = tournament(context, players=4, tables=1, seed=1)
    context.seating.draw_for_button(1, T0, random.Random(2))  # the event's one table
    return event, DealerSession.at_table(context.events.tables, 1, HOLDEM_25_50, 1)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_drag_of_a_player_in_the_hand_is_refused_with_when(
        qtbot: QtBot, context: AppContext, language: str) -> None:
    event, session = _hand_running(context, language)
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    [graphic] = page.graphics.values()
    dealt = graphic.seats[session.seats[0]]
    empty = next(i for i in graphic.seats.values() if i.entry_id is None)
    empty.receive(dealt.entry_id or 0)
    assert page.message.error and MOVE[language] in page.message.text()
    assert graphic.seats[dealt.number].entry_id is not None, "nobody moved"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_bust_during_the_hand_and_ctrl_z_of_its_chip_count_are_refused_with_why(
        qtbot: QtBot, context: AppContext, language: str) -> None:
    install_translator(language)
    event, entries = tournament(context, players=4, tables=1, seed=1)
    context.seating.draw_for_button(1, T0, random.Random(2))  # the event's one table
    context.tournaments.count_chips(entries["Anna"], 12_000, T0)
    session = DealerSession.at_table(context.events.tables, 1, HOLDEM_25_50, 1)
    page = ConsolePage(context, event)
    qtbot.addWidget(page)
    page.select("Anna")
    qtbot.mouseClick(page.buttons["bust"], Qt.MouseButton.LeftButton)
    # said at once: no dialog asks who won the pot of a bust that cannot be done yet
    assert page.last_dialog is None
    assert page.message.error and BUST[language] in page.message.text()
    qtbot.keyClick(page.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.message.error and UNDO[language] in page.message.text()
    assert not session.is_complete


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_bust_from_the_seats_menu_during_the_hand_is_refused_before_its_dialog(
        qtbot: QtBot, context: AppContext, language: str) -> None:
    """R-8.6: the seat of a player in the running hand clicked, Bust… on its menu: the
    refusal is said at once (the hand must end first), no dialog asks who won the pot
    of a bust that cannot be done yet, and nothing is stored."""
    from tests.ui.test_console_fast import click_menu

    event, session = _hand_running(context, language)
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    page.show()
    [graphic] = page.graphics.values()
    qtbot.mouseClick(graphic.viewport(), Qt.MouseButton.LeftButton,
                     pos=graphic.mapFromScene(graphic.seats[session.seats[0]].scenePos()))
    menu = page.last_menu
    assert menu is not None
    click_menu(qtbot, menu, "bust")
    assert menu.dialog is None
    assert page.message.error and BUST[language] in page.message.text()
    assert graphic.seats[session.seats[0]].entry_id is not None, "nobody busted"
