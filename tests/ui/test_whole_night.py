"""A whole night through the main window, one window leading to the next: the
tournament is set up by typing, saved, resumed from Home, players registered in
the console, seats drawn, the clock started, a hand dealt at a table through the
dealer panel with the table's stacks stored, and a bust (issue: the desktop
application; the details of each window have their own tests)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import FakeTime, context, time
from tests.ui.home_driver import click, type_into
from tests.ui.keys_driver import key

__all__ = ["context", "time"]


def test_set_up_resume_seat_deal_and_bust(qtbot: QtBot, tmp_path: Path, context: AppContext,
                                          time: FakeTime) -> None:
    install_translator("en")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()

    # Set up: a name, the buy-in and the Home game template; saved, the event's
    # console opens (issue 28 "Flow": no Resume on Home first).
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Saturday night")
    type_into(qtbot, setup.buy_in, "2000")
    structure = setup.structure
    structure.template.setCurrentIndex(structure.template.findData("home-game"))
    click(qtbot, structure.use_template)
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    event_id = console.event_id

    # The console, seating and the clock are open.
    for name in ("Anna", "Bence", "Csilla", "Dávid"):
        context.events.add_player(name, time())
    console.refresh()
    for index in range(console.player_choice.count()):
        console.player_choice.setCurrentIndex(index)
        click(qtbot, console.buttons["register"])
    assert sum(e.playing for e in console.rows) == 4

    seating = window.pages.page(f"seating_{event_id}")
    assert isinstance(seating, SeatingPage)
    seating.rng_factory = lambda: random.Random(5)
    seating.table_count.setValue(1)
    click(qtbot, seating.open_button)
    click(qtbot, seating.draw_button)
    assert seating.message.text() == "4 players seated at random"
    assert window.clock_window is not None

    # The dealer panel at the table: one whole hand, the stacks stored after it.
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    play_out(qtbot, panel)
    assert panel.session.is_complete
    stored = context.events.tables.seat_stacks(panel.session.table_id or 0)
    assert stored == panel.session.stacks_by_seat()
    assert sum(stored.values()) == 4 * setup_stack(context, event_id)

    # A bust in the console after the hand.
    window.pages.show_page(f"console_{event_id}")
    console.refresh()
    loser = min(console.rows, key=lambda e: e.stack)
    console.select(loser.player)
    click(qtbot, console.buttons["bust"])
    dialog = console.last_dialog
    assert dialog is not None
    dialog.accept()  # no count to zero first, whatever the stack held (issue 28)
    assert console.message.text() == f"{loser.player} finishes in place 4"


def setup_stack(context: AppContext, event_id: int) -> int:
    from director.services.events.console_queries import event_settings

    _, _, settings = event_settings(context.db, event_id)
    return int(settings.starting_stack)  # type: ignore[union-attr]
