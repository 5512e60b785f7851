"""R-3.7 at the dealer panel: between hands at a cash table that plays the straddle,
the player left of the big blind announces one and the dealer marks it where they
deal, "Straddle next hand (S)", without leaving the panel; N then deals the hand
with the straddle posted by the first player left of the big blind (twice the big
blind), and the mark is for that hand only. The box is the tables page's (one record):
a straddle asked there shows in the panel. Only real input: the tables page's Deal
at this table clicked, the panel's keys pressed where the focus is.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import PostBlind
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.straddle_bar import StraddleBar
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.dealer_driver import press, to_the_end
from tests.ui.event_fixtures import T0, FakeTime, cash_game, context, time
from tests.ui.home_driver import open_main_window, resume_event

__all__ = ["context", "time"]


def _table(context: AppContext, straddle: bool = True) -> tuple[int, int]:
    """A 50/100 cash game, one table of six with four players bought in for 10,000,
    its first button drawn (R-3.1)."""
    event = cash_game(context)
    service = CashTableService(context.db)
    table = service.open_table(event, T0, name="Table 1", seats=6, straddle=straddle)
    for seat, name in enumerate(("Anna", "Bence", "Csilla", "Dávid"), start=1):
        service.sit(table, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    draw_the_button(context, table)
    return event, table


def _panel(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, event: int,
           language: str = "en") -> tuple[MainWindow, DealerPanel]:
    """The real main window on the game's tables page; Deal at this table clicked."""
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    qtbot.waitUntil(lambda: page.controls_built)
    QTest.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), page.message.text()
    panel.setFocus()
    return window, panel


def _bar(panel: DealerPanel) -> StraddleBar:
    bar = panel.findChild(StraddleBar, "straddleBar")
    assert bar is not None
    return bar


def _straddles(panel: DealerPanel) -> list[PostBlind]:
    """What the first player left of the big blind posted in the hand on (four players
    in seats 1 to 4: three seats after the button), a blind (R-4.1)."""
    seat = (panel.session.hand.setup.button + 2) % 4 + 1
    return [e for e in panel.session.state.log if isinstance(e, PostBlind) and e.seat == seat]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_3_7_s_between_hands_marks_the_straddle_and_n_deals_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    event, table = _table(context)
    window, panel = _panel(qtbot, tmp_path, context, time, event, language)
    page = window.pages.page(f"cashTables_{event}")
    assert isinstance(page, CashTablesPage)
    bar = _bar(panel)
    assert not bar.isVisible(), "a hand is on: the straddle waits for the next"
    to_the_end(qtbot, panel)
    assert bar.isVisible() and not bar.box.isChecked()
    assert bar.box.text() == {"en": "Straddle next hand (S)",
                              "hu": "Straddle a következő leosztásban (S)"}[language]

    press(qtbot, panel, Qt.Key.Key_S)  # the player left of the big blind announces it
    assert bar.box.isChecked() and not bar.label.text()
    service = CashTableService(context.db)
    assert service.table(table).straddle_next
    qtbot.waitUntil(page.straddle_next.isChecked, timeout=3000)  # one record: the page too
    press(qtbot, panel, Qt.Key.Key_S)  # said by mistake: taken back
    assert not service.table(table).straddle_next and not bar.box.isChecked()
    press(qtbot, panel, Qt.Key.Key_S)

    press(qtbot, panel, Qt.Key.Key_N)  # the next hand: the straddle posted
    assert not bar.isVisible()
    s = panel.session
    for _ in range(8):  # the blinds, then the straddle
        if _straddles(panel):
            break
        press(qtbot, panel, Qt.Key.Key_N)
    [posted] = _straddles(panel)
    assert posted.amount == 200  # twice the big blind of 100
    assert s.hand.setup.straddler is not None
    assert not service.table(table).straddle_next  # for one hand only
    to_the_end(qtbot, panel)
    assert bar.isVisible() and not bar.box.isChecked()


def test_a_straddle_asked_on_the_tables_page_shows_in_the_panel(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, table = _table(context)
    _window, panel = _panel(qtbot, tmp_path, context, time, event)
    to_the_end(qtbot, panel)
    bar = _bar(panel)
    CashTableService(context.db).straddle_next(table, True, T0)  # the director, elsewhere
    qtbot.waitUntil(bar.box.isChecked, timeout=3000)


def test_a_table_without_the_straddle_offers_none(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, _ = _table(context, straddle=False)
    _window, panel = _panel(qtbot, tmp_path, context, time, event)
    to_the_end(qtbot, panel)
    assert panel.findChild(StraddleBar, "straddleBar") is None
    press(qtbot, panel, Qt.Key.Key_S)  # nothing marked, nothing refused
    assert not panel.error_label.text()
