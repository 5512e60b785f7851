"""The setup's chip set fits the starting stack and level 1 (issue 28, item 8; R-8.3),
driven by typing and clicking in the real main window."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QGroupBox, QLineEdit
from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_structure import COL
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


def _new_tournament(qtbot: QtBot, window: MainWindow, stack: str,
                    players: str) -> TournamentSetup:
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Sixty at twenty thousand")
    type_into(qtbot, setup.buy_in, "5000")
    type_into(qtbot, setup.stack, stack)
    type_into(qtbot, setup.players.edit, players)
    return setup


def _generate(qtbot: QtBot, setup: TournamentSetup, minutes: str, hours: str) -> None:
    structure = setup.structure
    setup.tabs.setCurrentIndex(2)
    type_into(qtbot, structure.level_minutes, minutes)
    type_into(qtbot, structure.target_hours, hours)
    click(qtbot, structure.generate_button)
    assert structure.generator_message.text() == ""


def _break_color_ups(setup: TournamentSetup) -> list[str]:
    table = setup.structure.table
    return [table.item(r, COL["color_up"]).text() for r in range(table.rowCount())
            if table.item(r, 0).data(Qt.ItemDataRole.UserRole)]


def test_issue_28_a_20000_stack_at_100_200_for_60_players_gets_a_set_that_fits(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """Seen: the setup built 20,000 of 4 × 5,000 while level 1 was 100/200 and asked
    to "add 190 orange (5,000)"; the generator then colored up 25s no stack held. Now
    the set starts at the 100 that pays the small blind, each player gets 18 chips,
    the set is enough for 60, and no break removes a 25 (R-8.3)."""
    setup = _new_tournament(qtbot, window, "20000", "60")
    _generate(qtbot, setup, "20", "4")
    table = setup.structure.table
    assert (table.item(0, COL["small_blind"]).text(),
            table.item(0, COL["big_blind"]).text()) == ("100", "200")
    assert not any("25" in cell.split("; ") for cell in _break_color_ups(setup))
    setup.tabs.setCurrentIndex(1)
    chips = setup.chip_editor
    assert chips.composition.text() == (
        "Each player gets 5 × 100 (black), 3 × 500 (purple), 8 × 1,000 (yellow), "
        "2 × 5,000 (orange) = 20,000")
    assert chips.enough.text() == "The set is enough for 60 players."
    assert chips.origin.text().startswith("A set for this starting stack and level 1")
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    [event] = Queries(context.db).list_events()
    _kind, _name, settings = Queries(context.db).event_settings(event.event_id)
    assert isinstance(settings, TournamentSettings)
    assert settings.blinds.chips == [100, 500, 1000, 5000]
    assert [(c.value, c.count) for c in settings.chips] == [
        (100, 300), (500, 240), (1000, 580), (5000, 220)]


def test_the_set_follows_the_stack_until_the_director_types_their_own(
        qtbot: QtBot, window: MainWindow) -> None:
    setup = _new_tournament(qtbot, window, "10000", "8")
    chips = setup.chip_editor
    setup.tabs.setCurrentIndex(1)
    assert chips.composition.text().startswith("Each player gets 4 × 25 (green)")
    # the director types how many greens they own: the set is theirs from now on
    table = chips.table
    cell = table.visualItemRect(table.item(0, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit), editor
    editor.selectAll()
    qtbot.keyClicks(editor, "500")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(0, 2).text() == "500")  # the view commits queued
    assert chips.origin.text() == ""
    type_into(qtbot, setup.stack, "20000")
    assert table.item(0, 0).text() == "25" and table.item(0, 2).text() == "500"
    # "Fit the set to the stack" takes the set for 20,000 at 25/50 again
    click(qtbot, chips.fit_button)
    assert table.item(0, 2).text() != "500"
    assert chips.origin.text().startswith("A set for this starting stack and level 1")
    assert chips.enough.text() == "The set is enough for 8 players."


def test_a_stack_the_chips_cannot_make_is_still_refused(
        qtbot: QtBot, window: MainWindow) -> None:
    """10,010 at 25/50 is a slip of the keys, not a reason for a set of 5s."""
    setup = _new_tournament(qtbot, window, "10010", "20")
    assert "multiple of 25" in setup.stack.message.text()
    assert not setup.save_button.isEnabled()


def _switch_on(qtbot: QtBot, box: QGroupBox) -> None:
    """Tick a group box's own check box from the keyboard (Space on the box)."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()


def test_R_8_6_rebuy_and_add_on_chips_the_chips_cannot_pay_are_refused_at_setup(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """A rebuy of 10,010 or an add-on of 5,010 chips at 25/50 (25s the smallest chip
    in play) could never be handed out on the night: said beside the field as it is
    typed, with the nearest amounts, Save off, until an amount the chips pay."""
    setup = _new_tournament(qtbot, window, "10000", "20")
    assert setup.save_button.isEnabled(), setup.summary.text()
    _switch_on(qtbot, setup.rebuy_box)
    type_into(qtbot, setup.rebuy_until, "2")  # rebuys before the first color-up
    type_into(qtbot, setup.rebuy_chips, "10010")
    assert setup.rebuy_chips.message.text() == (  # the field names the amount
        "\u26a0 Cannot be paid in the chips in play at the start: the smallest chip is 25"
        " (the nearest: 10,000 or 10,025)")
    assert setup.rebuy_chips.message.isVisible()
    assert not setup.save_button.isEnabled()
    assert setup.tabs.tabText(0).endswith("(!)")
    assert setup.summary.text().startswith("\u26a0 Fix the marked fields before saving")
    type_into(qtbot, setup.rebuy_chips, "10025")
    assert setup.rebuy_chips.message.text() == ""
    assert setup.save_button.isEnabled(), setup.summary.text()
    _switch_on(qtbot, setup.add_on_box)
    type_into(qtbot, setup.add_on_price, "2000")
    type_into(qtbot, setup.add_on_chips, "5010")
    assert setup.add_on_chips.message.text().startswith(
        "\u26a0 Cannot be paid in the chips in play at the start")
    assert setup.add_on_chips.message.text().endswith("(the nearest: 5,000 or 5,025)")
    assert not setup.save_button.isEnabled()
    # the add-on switched off again: nothing of it is wrong any more
    setup.add_on_box.setFocus()
    qtbot.keyClick(setup.add_on_box, Qt.Key.Key_Space)
    assert setup.add_on_chips.message.text() == ""
    assert not setup.tabs.tabText(0).endswith("(!)")
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    [event] = Queries(context.db).list_events()
    _kind, _name, settings = Queries(context.db).event_settings(event.event_id)
    assert isinstance(settings, TournamentSettings)
    assert settings.rebuy is not None and settings.rebuy.chips == 10_025
    assert settings.add_on is None


def test_every_denomination_removed_asks_for_chips_and_fit_brings_a_set_back(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """Removing each row of the chip set to type one's own from nothing: the form says
    the set is empty and waits (before, the last removal raised a Python error and the
    form stopped checking anything)."""
    setup = _new_tournament(qtbot, window, "10000", "20")
    qtbot.mouseClick(setup.tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=setup.tabs.tabBar().tabRect(1).center())
    editor = setup.chip_editor
    table = editor.table
    while table.rowCount():
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.visualItemRect(table.item(0, 0)).center())
        click(qtbot, editor.remove_button)
    assert editor.message.text() == \
        "\u26a0 No chips: add a denomination, or fit the set to the stack"
    assert not setup.save_button.isEnabled()
    assert setup.tabs.tabText(1) == "Chips (!)"
    click(qtbot, editor.fit_button)
    assert table.rowCount() >= 2 and editor.message.text() == ""
    assert setup.save_button.isEnabled(), setup.summary.text()
