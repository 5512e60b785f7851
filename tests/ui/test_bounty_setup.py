"""The kind of bounty chosen in the tournament setup, beside the bounty's amount,
is stored with the event and shown again when it is loaded."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.shell.main_window import MainWindow
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


def test_mystery_envelopes_typed_in_their_dialog(qtbot: QtBot, tmp_path: Path,
                                                 context: AppContext) -> None:  # noqa: F811
    from datetime import UTC, datetime

    from director.ui.console.bounty_envelopes import EnvelopesDialog
    from tests.ui.event_fixtures import mystery_monday
    from tests.ui.home_driver import open_main_window, open_menu_item, resume_event

    now = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
    event = mystery_monday(context)
    main = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, main, event)
    open_menu_item(qtbot, main, main.file_menu, "envelopes")
    qtbot.waitUntil(lambda: main.findChild(EnvelopesDialog) is not None, timeout=2000)
    dialog = main.findChild(EnvelopesDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    assert dialog.pool.text() == "Bounty pool: 12,000"
    type_into(qtbot, dialog.amounts, "6000; 3000; 2000")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == ("\u26a0 The envelopes add up to 11,000, but the "
                                     "bounty pool is 12,000: they must hold the whole pool")
    type_into(qtbot, dialog.amounts, "6,000; 3,000; 2,000; 1,000")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == "4 envelopes set"
    import pytest

    from director.services.core.unit_of_work import ServiceError
    with pytest.raises(ServiceError) as late:
        context.tournaments.register(event, context.events.add_player("Dani", now), now)
    assert str(late.value.message) == (
        "the mystery envelopes of Mystery Monday are set: registration is over")
