"""Resuming an event in the main window brings up its windows; the dealer panel
deals at one of its tables at the level in force; backups run without freezing
the window (issue: the desktop application)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from director.store.backup import Backups
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window

__all__ = ["context", "time"]



def test_resume_opens_console_seating_and_clock(qtbot: QtBot, tmp_path: Path,
                                                context: AppContext) -> None:
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    window.open_event(event)
    assert window.pages.currentWidget() is window.pages.page(f"console_{event}")
    assert f"seating_{event}" in window.pages.page_keys()
    assert window.clock_window is not None
    window.open_event(event)  # a second resume shows the same pages, none added twice
    assert sum(1 for key in window.pages.page_keys() if key.endswith(f"_{event}")) == 2


def test_dealer_panel_deals_at_the_level_in_force(qtbot: QtBot, tmp_path: Path,
                                                  context: AppContext,
                                                  time: FakeTime) -> None:
    event, _ = tournament(context, players=6, tables=1, seed=4)
    context.events.start_clock(event, time())
    time.now += timedelta(minutes=25)  # level 2: blinds 50/100
    window = open_main_window(qtbot, tmp_path, context)
    window.open_event(event)
    assert window.a_dealer.shortcut().toString() == "Ctrl+D"
    window.a_dealer.trigger()
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    step = panel.session.step()
    assert "small blind of 50" in step.text


def test_no_dealer_panel_without_an_open_event(qtbot: QtBot, tmp_path: Path,
                                               context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context)
    window.open_dealer_panel()
    assert window.statusBar().currentMessage() == "Resume an event first"


def test_backups_are_made_in_a_thread_when_due(qtbot: QtBot, tmp_path: Path,
                                               context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context)
    window.backup_if_due()
    thread = window._backup_thread
    assert thread is not None
    path = context.db.path
    assert path is not None
    # the backup is written on the thread (a small file may be done before a wait for
    # the thread's signal would begin: wait for the file instead)
    qtbot.waitUntil(lambda: len(Backups(path).list()) == 1, timeout=10_000)


def test_training_and_the_welcome_are_in_the_menus(qtbot: QtBot, tmp_path: Path,
                                                   context: AppContext) -> None:
    from director.ui.practice.training_view import TrainingView
    from director.ui.shell.welcome import WelcomeDialog

    window = open_main_window(qtbot, tmp_path, context)
    window.a_training.trigger()
    assert isinstance(window.pages.currentWidget(), TrainingView)
    window.a_welcome.trigger()
    dialogs = [w for w in window.findChildren(WelcomeDialog) if w.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].close()
