"""A tournament played to its end through the main window, as a director does it:
Home's Resume, busts picked in the console's list, the prizes, Finish tournament
with the winner and the results, the clock stopped; Home then shows it finished, and
an old event is archived and deleted with a confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QMessageBox,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import ResultsDialog
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_menu_item
from tests.ui.keys_driver import activate, key

__all__ = ["context", "time"]


def left_click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_row(qtbot: QtBot, table: QTableWidget, text: str, also: bool = False) -> None:
    """Click the row whose first cell reads ``text``, where a person would; ``also``:
    with Ctrl held, adding it to the rows selected."""
    [item] = [table.item(r, 0) for r in range(table.rowCount())
              if table.item(r, 0).text() == text]
    table.scrollToItem(item)
    held = Qt.KeyboardModifier.ControlModifier if also else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, held,
                     table.visualItemRect(item).center())


def open_console(qtbot: QtBot, tmp_path: Path, context: AppContext,
                 event: str = "Friday Freezeout") -> ConsolePage:
    """The real main window at 1280x800; Home's row of ``event`` clicked, then Resume."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    activate(qtbot, window)
    click_row(qtbot, window.home.table, event)
    left_click(qtbot, window.home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    return console


def cell(table: QTableWidget, first: str, column: int) -> str:
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == first]
    return table.item(row, column).text()



def bust(qtbot: QtBot, console: ConsolePage, player: str) -> str:
    """The player lost their chips on the felt (issue 28: three inputs): the row,
    Bust, Enter."""
    click_row(qtbot, console.entries, player)
    left_click(qtbot, console.buttons["bust"])
    dialog = console.last_dialog
    assert isinstance(dialog, BustDialog) and dialog.isVisible()
    key(qtbot, dialog, Qt.Key.Key_Return)  # to the widget with the focus in the dialog
    return console.message.text()


def test_a_tournament_played_to_its_end_shows_the_winner_and_home_shows_it_finished(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    event, _ = tournament(context, players=3, tables=1, seed=5)
    old = context.events.create_event("tournament", "Sample tournament", SETTINGS, T0)
    context.events.start_clock(event, T0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    home = window.home
    assert cell(home.table, "Friday Freezeout", 3) == "Running"
    assert cell(home.table, "Sample tournament", 3) == "Planned"

    click_row(qtbot, home.table, "Friday Freezeout")
    left_click(qtbot, home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    # 3 × 3,000 less 3 fees of 300: 8,100, paid 70 % / 30 % to the 100: 5,700 and 2,400
    assert console.pool.text().startswith("Prize pool: $8,100")
    # awarding with everyone still in pays nobody, and says so instead of "$0"
    left_click(qtbot, console.buttons["awardPrizes"])
    assert console.message.error
    assert "No paid place is finished yet: places 1 to 2 are paid and 3 players are " \
        "still playing" in console.message.text()
    left_click(qtbot, console.buttons["finish"])
    assert "3 players are still playing" in console.message.text()

    assert bust(qtbot, console, "Csilla") == "Csilla finishes in place 3"
    text = bust(qtbot, console, "Bence")
    assert text == ("Bence finishes in place 2\nAnna wins the tournament: Finish tournament "
                    "awards the prizes, stops the clock and shows the results")
    # the last bust stops the clock (issue 28 item 13): no time counts down
    assert not q.clock_state(context.db, event).running
    # the clock display names the winner for the room, with the results only: no
    # time, no next break, no figures; the console says one player is left too
    clock = window.clock_window
    assert clock is not None
    qtbot.waitUntil(lambda: clock.labels["title"].text() == "Winner", timeout=5_000)
    assert clock.labels["blinds"].text() == "Anna"
    assert clock.labels["banner"].text() == "FINISHED"
    assert clock.labels["time"].text() == clock.labels["next_break"].text() == ""
    assert clock.labels["players"].text() == clock.labels["average"].text() == ""
    assert clock.labels["payouts"].text().split("\n") == [
        "1.\u2002Anna \u00b7 $5,700", "2.\u2002Bence \u00b7 $2,400", "3.\u2002Csilla"]
    assert "players left: 1" in console.pool.text()
    # Home says what is true: the winner is known, Finish not pressed yet (it said
    # "Running" while the clock already said "Winner")
    open_menu_item(qtbot, window, window.windows_menu, "page_home")
    assert cell(home.table, "Friday Freezeout", 3) == "Winner known, waiting for Finish"
    assert cell(home.table, "Sample tournament", 3) == "Planned"
    open_menu_item(qtbot, window, window.windows_menu, f"page_console_{event}")
    assert window.pages.currentWidget() is console

    left_click(qtbot, console.buttons["finish"])
    assert console.message.text() == "Tournament finished: Anna wins"
    results = console.last_dialog
    assert isinstance(results, ResultsDialog) and results.isVisible()
    assert results.winner.text() == "Anna wins Friday Freezeout"
    shown = [[results.table.item(r, c).text() for c in range(3)]
             for r in range(results.table.rowCount())]
    assert shown == [["1", "Anna", "$5,700"], ["2", "Bence", "$2,400"], ["3", "Csilla", ""]]
    # the prizes read from the right, as the console's figures (seen left-aligned)
    assert results.table.item(0, 2).textAlignment() == (
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    assert not q.clock_state(context.db, event).running  # the clock has stopped
    assert cell(console.entries, "Anna", 6) == "Place 1 \u00b7 $5,700"
    box = results.findChild(QDialogButtonBox)
    left_click(qtbot, box.button(QDialogButtonBox.StandardButton.Close))
    # the results are final: what would change them is greyed, the count of
    # the chips in play stays; Ctrl+Z takes the finish back and brings them back
    closed = ["register", "bust", "rebuy", "addOn", "reEntry", "countChips", "colorUp",
              "deal", "awardPrizes", "finish"]
    assert [k for k in closed if console.buttons[k].isEnabled()] == []
    assert console.buttons["chipsInPlay"].isEnabled()
    assert not console.register_name.isEnabled()
    console.entries.setFocus()
    key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.message.text().startswith("Undone: ")
    assert [k for k in closed if not console.buttons[k].isEnabled()] == []
    key(qtbot, console, Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert console.message.text().startswith("Done again: ")
    assert [k for k in closed if console.buttons[k].isEnabled()] == []
    key(qtbot, console, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # the seating:
    seating = window.pages.currentWidget()  # no table opened, drawn, balanced or dealt
    assert isinstance(seating, SeatingPage)
    assert [b.objectName() for b in (seating.open_button, seating.draw_button,
                                     seating.balance_button, seating.button_draw_button,
                                     seating.hand_button) if b.isEnabled()] == []
    assert [g.subtitle for g in seating.graphics.values()] == ["1 player"]  # not "1 players"
    assert seating.hint.text() == ("The tournament is finished: the seats stay as it ended "
                                   "(Ctrl+Z takes Finish tournament back).")
    assert not seating.table_count.isEnabled()

    # Home (Windows menu): the tournament is finished, the sample still planned
    open_menu_item(qtbot, window, window.windows_menu, "page_home")
    assert window.pages.currentWidget() is home
    assert cell(home.table, "Friday Freezeout", 3) == "Finished"

    # the finished one cannot be deleted while its windows are open ...
    click_row(qtbot, home.table, "Friday Freezeout")
    left_click(qtbot, home.delete_button)
    assert home.confirm is None
    assert home.message.error
    assert home.message.text() == ("\u26a0 Friday Freezeout is open in this window; it can "
                                   "be deleted after a restart of the program")
    # ... but archived: it leaves the list, and "Show archived" brings it back
    left_click(qtbot, home.archive_button)
    assert [e.name for e in home.events] == ["Sample tournament"]
    left_click(qtbot, home.show_archived)
    assert cell(home.table, "Friday Freezeout", 3) == "Finished, archived"
    click_row(qtbot, home.table, "Friday Freezeout")
    assert home.archive_button.text() == "Bring back"

    # the sample is deleted after the question; "Keep it" first keeps it
    click_row(qtbot, home.table, "Sample tournament")
    left_click(qtbot, home.delete_button)
    confirm = home.confirm
    assert isinstance(confirm, QMessageBox) and confirm.isVisible()
    assert "Delete Sample tournament with its tables" in confirm.text()
    left_click(qtbot, confirm.button(QMessageBox.StandardButton.Cancel))
    assert "Sample tournament" in [e.name for e in home.events]
    left_click(qtbot, home.delete_button)
    confirm = home.confirm
    assert confirm is not None
    left_click(qtbot, confirm.button(QMessageBox.StandardButton.Yes))
    assert [e.name for e in home.events] == ["Friday Freezeout"]
    assert home.message.text() == "Sample tournament was deleted"
    with pytest.raises(ServiceError, match=f"there is no event {old}"):
        context.events.restore(old, T0)


def test_the_end_in_hungarian(qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    install_translator("hu")
    try:
        event, _ = tournament(context, players=2, tables=1, seed=5)
        context.events.start_clock(event, T0)
        settings = Settings(QSettings(str(tmp_path / "hu.ini"), QSettings.Format.IniFormat))
        settings.language = "hu"
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        click_row(qtbot, window.home.table, "Friday Freezeout")
        left_click(qtbot, window.home.resume_button)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        assert console.buttons["finish"].text() == "Verseny &lezárása"  # Alt+L
        text = bust(qtbot, console, "Bence")
        assert text.endswith("Anna megnyerte a versenyt: a Verseny lezárása kiosztja a "
                             "díjakat, megállítja az órát és megmutatja az eredményeket")
        clock = window.clock_window
        assert clock is not None
        qtbot.waitUntil(lambda: clock.labels["title"].text() == "Győztes", timeout=5_000)
        assert clock.labels["banner"].text() == "VÉGE"
        open_menu_item(qtbot, window, window.windows_menu, "page_home")
        assert cell(window.home.table, "Friday Freezeout", 3) == "Megvan a győztes, lezárásra vár"
        open_menu_item(qtbot, window, window.windows_menu, f"page_console_{event}")
        assert window.pages.currentWidget() is console
        left_click(qtbot, console.buttons["finish"])
        assert console.message.text() == "A verseny véget ért, a győztes: Anna"
        results = console.last_dialog
        assert isinstance(results, ResultsDialog)
        assert results.winner.text() == "Anna nyerte: Friday Freezeout"
        assert results.table.horizontalHeaderItem(2).text() == "Díj"
        # 2 × 2,700 = 5,400: 70 % / 30 % to the 100, 3,800 and 1,600 (Hungarian: no
        # grouping below five digits)
        assert results.table.item(0, 2).text() == "$3800"
        box = results.findChild(QDialogButtonBox)
        left_click(qtbot, box.button(QDialogButtonBox.StandardButton.Close))
        open_menu_item(qtbot, window, window.windows_menu, "page_home")
        assert cell(window.home.table, "Friday Freezeout", 3) == "Befejezett"
        assert not q.clock_state(context.db, event).running
    finally:
        install_translator("en")


LINK = '<a href="rule:R-8.5">R-8.5</a>'  # the rule's id opens the rule book


@pytest.mark.parametrize(("language", "said"), [
    ("en", "\u26a0 Friday Freezeout is finished: no more seats, chips or money, its "
           f"results are final ({LINK}); Ctrl+Z takes Finish tournament back"),
    ("hu", "\u26a0 Friday Freezeout véget ért: több ültetés, zsetonmozgás és pénzmozgás "
           f"nincs, az eredménye végleges ({LINK}); a Ctrl+Z visszavonja a verseny "
           "lezárását")])
def test_R_8_5_a_rebuy_after_the_finish_at_another_station_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, said: str) -> None:
    """Anna busted first; another station finished the tournament (Bence won) before
    this console heard. Anna's row, Rebuy: the money was taken and Anna was back in
    play after the finish. Now refused before any money is named, nothing stored."""
    install_translator(language)
    try:
        event, entries = tournament(context, players=2, tables=1, seed=1)
        context.tournaments.count_chips(entries["Anna"], 0, T0)
        context.tournaments.bust(event, {entries["Anna"]: 10_000}, T0)
        console = open_console(qtbot, tmp_path, context)
        context.tournaments.finish(event, T0)  # another station: Finish tournament
        logged = len(history(context.db, event))
        click_row(qtbot, console.entries, "Anna")
        left_click(qtbot, console.buttons["rebuy"])
        assert console.message.text() == said
        dialog = console.last_dialog
        assert dialog is None or not dialog.isVisible()
        assert len(history(context.db, event)) == logged
        anna = next(e for e in q.entries(context.db, event) if e.player == "Anna")
        assert (anna.rebuys, anna.place) == (0, 2)
    finally:
        install_translator("en")


@pytest.mark.parametrize(("language", "counts"), [
    ("en", ["3 players", "2 players", "1 player"]),
    ("hu", ["3 játékos", "2 játékos", "1 játékos"])])
def test_the_felt_counts_its_players_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        counts: list[str]) -> None:
    """The seating's table says how many sit there under its name, as a person says
    it: "1 player" (it read "1 players"); the felt follows each bust."""
    install_translator(language)
    try:
        event, entries = tournament(context, players=3, tables=1, seed=1)
        console = open_console(qtbot, tmp_path, context)
        key(qtbot, console, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        seating = console.window().pages.currentWidget()
        assert isinstance(seating, SeatingPage)
        [felt] = seating.graphics.values()
        shown = [felt.subtitle]
        for name in ("Anna", "Bence"):
            context.tournaments.count_chips(entries[name], 0, T0)
            context.tournaments.bust(event, {entries[name]: 10_000}, T0)
            before = shown[-1]
            qtbot.waitUntil(lambda before=before: felt.subtitle != before)
            shown.append(felt.subtitle)
        assert shown == counts
    finally:
        install_translator("en")
