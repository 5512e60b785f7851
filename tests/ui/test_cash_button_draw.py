"""The draw for the button at a cash table, through the real main window (R-3.1): the
cash tables page's Draw for the button deals one card face up to each player the
first hand deals in, shown card by card as the seating shows a tournament table's;
the picture marks the button drawn, Next hand (on the felt) and the dealer panel
deal the first hand from it and wait for it, and Ctrl+Z takes it back. In English
and Hungarian."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import drawn_by_click, four_at_a_cash_table, marked
from tests.ui.event_fixtures import FakeTime, context, time
from tests.ui.keys_driver import key

__all__ = ["context", "time"]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")




@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_3_1_a_cash_tables_first_button_is_drawn_by_cards_on_its_page(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Next hand before the draw is refused (draw first). The draw: one card to each
    of the four seats, the highest wins, said under the cards and on the message line;
    the oval marks D there. Next hand deals hand 1 from it, the blinds the two seats
    after it, and the draw is no longer offered (the button moves on, R-3.3). Ctrl+Z
    takes the hand back, then the draw: no button, the draw offered again."""
    window, page, t = four_at_a_cash_table(qtbot, tmp_path, context, time, language)
    page.rng_factory = lambda: random.Random(5)
    assert page.button_draw_button.text() == {"en": "Draw for the button",
                                              "hu": "Húzás a gombért"}[language]
    assert "R-3.1" in page.button_draw_button.toolTip()
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    assert page.message.error and page.message.text().startswith({
        "en": "⚠ Draw for the button at Table 1 first (",
        "hu": "⚠ Előbb sorsold ki az osztógombot az 1. asztalnál ("}[language])
    assert page.service.table(t).hands_dealt == 0

    dialog = drawn_by_click(qtbot, page)
    draw = dialog.draw
    assert [seat for seat, _ in draw.rounds[0].cards] == [1, 2, 3, 4]
    assert sum(face.winner for face, _ in dialog.cards) == 1
    button = draw.button
    assert dialog.result_label.text().endswith({
        "en": f"The button starts at seat {button}.",
        "hu": f"A gomb kezdőhelye: {button}. szék."}[language]), dialog.result_label.text()
    assert page.message.text() == {
        "en": f"The button starts at seat {button} at Table 1",
        "hu": f"A gomb kezdőhelye: {button}. szék (1. asztal)"}[language]
    qtbot.waitUntil(lambda: marked(page, t) == {"D": button}, timeout=2000)

    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)  # hand 1, on the felt
    assert not page.message.error, page.message.text()
    sb, bb = button % 4 + 1, (button + 1) % 4 + 1
    assert page.message.text().startswith({
        "en": f"Table 1, hand 1 dealt on the felt: Button at seat {button}; ",
        "hu": f"1. asztal, 1. leosztás osztósegéd nélkül: Osztógomb: {button}. szék; "
    }[language])
    qtbot.waitUntil(lambda: marked(page, t) == {"D": button, "SB": sb, "BB": bb},
                    timeout=2000)
    assert not page.button_draw_button.isVisible()  # it moves on now

    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the hand
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the draw
    assert page.message.text().startswith({"en": "Undone: Seat ",
                                           "hu": "Visszavonva: "}[language]), \
        page.message.text()
    qtbot.waitUntil(lambda: marked(page, t) == {}, timeout=2000)
    assert page.service.table(t).button is None
    assert page.button_draw_button.isVisible()


def test_R_3_1_the_dealer_panel_deals_a_cash_tables_first_hand_from_the_draw(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Deal at this table before the draw: refused on the page's message line, no
    panel. After the draw the panel opens on hand 1 with the button drawn."""
    window, page, _ = four_at_a_cash_table(qtbot, tmp_path, context, time, "en")
    page.rng_factory = lambda: random.Random(8)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    assert page.message.error and page.message.text().startswith(
        "⚠ Draw for the button at Table 1 first ("), page.message.text()
    button = drawn_by_click(qtbot, page).draw.button
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    assert panel.session.hand_number == 1 and panel.session.button_seat == button
    assert panel.header.text().endswith(f"hand 1, button seat {button}")
