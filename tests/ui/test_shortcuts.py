"""No key is bound twice where it can be pressed, and the single keys belong to their
page or window (DESIGN.md "Keyboard first"; issue 13: Ctrl+D was bound to two actions
and did nothing, the dealer panel's N moved the clock)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.ui.clock.clock_page import ClockPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.home.quick_clock import QuickClockDialog
from director.ui.practice.training_view import TrainingView
from director.ui.shell.app import install_translator
from director.ui.shell.main_menus import ShortcutDialog
from director.ui.shell.welcome import WelcomeDialog
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import clashes, key, open_menu, single_keys

__all__ = ["context", "time"]




def every_window(qtbot: QtBot, tmp_path: Path, context: AppContext) -> list[QWidget]:
    """The main window with an event's pages, the dealer panel (Ctrl+D) and training
    open, the clock display, and the dialogs."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    window.home.refresh()
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.pages.currentWidget(), DealerPanel)
    menu = open_menu(qtbot, window, Qt.Key.Key_W)
    menu.close()
    window.open_training()
    assert isinstance(window.pages.currentWidget(), TrainingView)
    assert window.clock_window is not None
    dialogs: list[QWidget] = [ShortcutDialog(window), QuickClockDialog(window),
                              WelcomeDialog(window)]
    return [window, window.clock_window, *dialogs]


def test_no_key_is_bound_twice_where_it_can_be_pressed(qtbot: QtBot, tmp_path: Path,
                                                       context: AppContext) -> None:
    for window in every_window(qtbot, tmp_path, context):
        assert clashes(window) == {}, window.objectName()


def test_the_main_window_binds_no_single_key_for_the_whole_window(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Single keys live on the clock page and in the dealer panel; what the whole main
    window answers has Ctrl (or is F1)."""
    window, *_ = every_window(qtbot, tmp_path, context)
    assert single_keys(window) == []
    page = window.findChild(ClockPage)
    assert page is not None
    contexts = {a.shortcutContext() for a in page.key_actions.values()}
    assert contexts == {Qt.ShortcutContext.WidgetWithChildrenShortcut}


def test_the_map_finds_a_key_bound_twice(qtbot: QtBot, tmp_path: Path,
                                         context: AppContext) -> None:
    """The check itself: Ctrl+D bound to a second action of the main window is found."""
    window = open_main_window(qtbot, tmp_path, context)
    window.a_show_clock.setShortcut("Ctrl+D")
    assert clashes(window) == {"Ctrl+D": ["dealerPanel", "showClock"]}
    window.a_show_clock.setShortcut("Ctrl+Shift+L")
    assert clashes(window) == {}


def test_ctrl_d_opens_the_dealer_panel_with_a_real_key(qtbot: QtBot, tmp_path: Path,
                                                      context: AppContext) -> None:
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    window.home.refresh()
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    assert QApplication.focusWidget() is panel or panel.isAncestorOf(QApplication.focusWidget())


def test_the_clock_page_and_the_shortcut_list_speak_hungarian(qtbot: QtBot) -> None:
    from director.ui.shell.main_menus import shortcut_list

    install_translator("hu")
    try:
        page = ClockPage(lambda _name: None)
        qtbot.addWidget(page)
        assert page.buttons["next_level"].text() == "Következő szint (N)"
        assert page.status.text() == "Nem jár óra"
        assert dict(shortcut_list())["Ctrl+D"] == \
            "Az osztósegéd (billentyűi: F, C, R, H, A, B, M, N, O, S, U, T, E)"
        install_translator("en")  # the page hears the language change (a posted event)
        qtbot.waitUntil(lambda: page.buttons["next_level"].text() == "Next level (N)",
                        timeout=2000)
        assert page.status.text() == "No clock running"
    finally:
        install_translator("en")


def test_ctrl_slash_lists_every_key_the_main_window_answers(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Ctrl+/ opens the list of shortcuts: every key bound to an action of the main
    window's menus is on it (Ctrl+P for the papers and Ctrl+Y for redo were not), and
    the dealer panel's keys include H (raise to the most), O (report busts) and the
    hand timer's T and E."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QLabel

    window = open_main_window(qtbot, tmp_path, context)
    listed: list[tuple[str, str]] = []

    def read_the_list() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ShortcutDialog):
            QTimer.singleShot(20, read_the_list)
            return
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        listed.extend(zip(labels[::2], labels[1::2], strict=True))
        key(qtbot, dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, read_the_list)
    key(qtbot, window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    keys = {k for cell, _ in listed for k in cell.removeprefix("<b>").removesuffix("</b>")
            .split(", ")}
    bound = {sequence.toString(QKeySequence.SequenceFormat.PortableText)
             for action in window.findChildren(QAction) for sequence in action.shortcuts()}
    assert bound and bound <= keys, sorted(bound - keys)
    dealer = dict((cell.removeprefix("<b>").removesuffix("</b>"), text)
                  for cell, text in listed)["Ctrl+D"]
    assert dealer == "The dealer panel (its keys: F, C, R, H, A, B, M, N, O, S, U, T, E)"
