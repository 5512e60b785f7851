"""The kind of bounty chosen in the tournament setup, beside the bounty's amount,
is stored with the event and shown again when it is loaded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.queries import Queries
from director.store.documents import TournamentSettings
from director.ui.context import AppContext
from director.ui.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window  # noqa: F401


def test_progressive_knockout_chosen_in_the_setup(qtbot: QtBot, window: MainWindow,  # noqa: F811
                                                  context: AppContext) -> None:  # noqa: F811
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Friday PKO")
    structure = setup.structure
    structure.template.setCurrentIndex(structure.template.findData("turbo"))
    click(qtbot, structure.use_template)
    type_into(qtbot, setup.buy_in, "5000")
    type_into(qtbot, setup.bounty, "2000")
    assert setup.bounty_kind.isVisible() and setup.bounty_kind.currentText() == "fixed"
    setup.bounty_kind.setFocus()
    qtbot.keyClick(setup.bounty_kind, Qt.Key.Key_Down)
    assert setup.bounty_kind.currentText() == "progressive knockout"
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    [event] = Queries(context.db).list_events()
    _, _, stored = Queries(context.db).event_settings(event.event_id)
    assert isinstance(stored, TournamentSettings)
    assert (stored.bounty, stored.bounty_kind) == (2000, "progressive")
    setup.load("Friday PKO", stored)
    assert setup.bounty_kind.currentText() == "progressive knockout"
