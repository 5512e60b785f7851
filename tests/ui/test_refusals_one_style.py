"""A refusal looks the same wherever it is said (docs/architecture.md, "One record"):
"⚠ " before its words, bold, in the palette's error colour, from one stylesheet rule
(app.qss's QLabel[tone="error"]) through one helper (``show_refusal``). Beside a
setup field it was plain red without the sign while a page's message line was bold
red with it. The real main window, keys and clicks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style, colour
from tests.ui.home_driver import T0, click, context, open_main_window, resume_event
from tests.ui.keys_driver import activate

__all__ = ["context"]


def looks(label: QLabel) -> tuple[bool, str, bool]:
    """What a person sees of a refusal: the sign, the colour drawn, bold or not."""
    drawn = label.palette().color(label.foregroundRole())
    return label.text().startswith("\u26a0 "), drawn.name(), label.font().bold()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_refusal_beside_a_field_looks_as_a_pages_refusal_does(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext,
        language: str) -> None:
    """The cash game setup: the name typed and taken back, so the refusal beside the
    name field says the game needs one, and the line by Save that the marked fields
    stop saving; the cash tables page: Seat the player with no name typed, refused
    on the page's message line. All three: "⚠ ", bold, the error colour."""
    apply_style(qapp)  # the program's stylesheet, as a person sees it
    try:
        events = EventService(context.db)
        event = events.create_event("cash", "Friday cash", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 4000}, T0)
        CashTableService(context.db).open_table(
            event, T0, stakes=Stakes("holdem", "no limit", 50, 100), smallest_chip=25)
        events.set_status(event, "running")
        window = open_main_window(qtbot, tmp_path, context, language)
        activate(qtbot, window)
        error = colour("error", window).name()

        click(qtbot, window.home.new_cash_button)
        setup = window.cash_setup
        qtbot.mouseClick(setup.name, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(setup.name, "Sat")
        assert not setup.name_message.text()
        for _ in "Sat":
            qtbot.keyClick(setup.name, Qt.Key.Key_Backspace)
        beside_field = setup.name_message
        assert beside_field.text() == "\u26a0 " + (
            "Give the game a name" if language == "en" else "Adj nevet a játéknak")
        assert looks(beside_field) == (True, error, True)
        assert looks(setup.summary) == (True, error, True), setup.summary.text()
        click(qtbot, setup.cancel_button)

        resume_event(qtbot, window, event)
        page = window.pages.currentWidget()
        assert isinstance(page, CashTablesPage)
        click(qtbot, page.seat_button)  # nobody named
        assert page.message.error
        assert looks(page.message) == looks(beside_field) == (True, error, True)
    finally:
        qapp.setStyleSheet("")
