"""The deal calculator records the deal, from the console of the real main window with
clicks and keys only (issue 28, item 9): the warning for a chip chop that pays the short
stack less than 3rd, an ICM deal recorded, one Ctrl+Z, Finish pays the deal."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog, ResultsDialog
from director.ui.console.deal import AGREED, DealDialog
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.keys_driver import key, type_text
from tests.ui.test_screenshots_tables import shoot
from tests.ui.test_tournament_end import click_row, left_click, open_console

__all__ = ["context", "time"]

STACKS = {"Anna": 50_000, "Bence": 25_000, "Csilla": 5_000}
SHOT_SIZES = ((1024, 600), (1366, 768))


def _deal(qtbot: QtBot, console: ConsolePage) -> DealDialog:
    left_click(qtbot, console.buttons["deal"])
    dialog = console.last_dialog
    assert isinstance(dialog, DealDialog) and dialog.isVisible()
    return dialog


def _close(qtbot: QtBot, dialog: DealDialog) -> None:
    left_click(qtbot, dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Close))


def _record(qtbot: QtBot, dialog: DealDialog) -> QMessageBox:
    """Press Record the deal: the question naming each player with their amount."""
    left_click(qtbot, dialog.record_button)
    box = dialog.confirm
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def _yes(qtbot: QtBot, box: QMessageBox) -> None:
    left_click(qtbot, box.button(QMessageBox.StandardButton.Yes))


def _three_left(context: AppContext, when: datetime) -> None:
    """8 entries: $21,600, paid 10,900 / 6,400 / 4,300; three left with 50,000, 25,000
    and 5,000 chips."""
    install_translator("en")
    event, entries = tournament(context, players=8, tables=2, seed=3)
    for name in ("Dávid", "Emese", "Ferenc", "Gábor", "Hajni"):
        context.tournaments.count_chips(entries[name], 0, when)
        context.tournaments.bust(event, {entries[name]: 10_000}, when)
    for name, stack in STACKS.items():
        context.tournaments.count_chips(entries[name], stack, when)


def _results(qtbot: QtBot, console: ConsolePage) -> list[tuple[str, str, str]]:
    """Finish tournament: the results dialog's first three rows."""
    left_click(qtbot, console.buttons["finish"])
    results = console.last_dialog
    assert isinstance(results, ResultsDialog) and results.isVisible()
    table = results.table
    return [(table.item(r, 0).text(), table.item(r, 1).text(), table.item(r, 2).text())
            for r in range(3)]


def test_issue_28_an_icm_deal_is_recorded_warned_undone_and_paid_at_finish(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Seen: the deal calculator was read-only, Finish paid the standard prizes, and a
    chip chop gave the short stack less than 3rd prize with no warning."""
    _three_left(context, T0 + timedelta(minutes=1))
    time.now = T0 + timedelta(minutes=10)
    console = open_console(qtbot, tmp_path, context)

    dialog = _deal(qtbot, console)
    assert dialog.summary.text() == ("Prize money left: $21,600 for places 1 to 3. The next "
                                     "player out finishes in place 3 and wins $4,300.")
    assert dialog.method_buttons["icm"].isChecked() and dialog.warning.text() == ""
    left_click(qtbot, dialog.method_buttons["chip chop"])
    assert dialog.warning.text() == \
        "Warning: Csilla gets $1,300, less than place 3 pays ($4,300)"
    left_click(qtbot, dialog.method_buttons["icm"])
    assert dialog.warning.text() == ""
    icm = {dialog.table.item(r, 0).text(): dialog.table.item(r, 2).text()
           for r in range(dialog.table.rowCount())}
    box = _record(qtbot, dialog)
    for name, amount in icm.items():
        assert f"{name}: {amount}" in box.text()
    assert "Warning" not in box.text()
    _yes(qtbot, box)
    assert dialog.message.text().startswith("Deal recorded: Finish tournament pays it")
    assert console.message.text() == "Deal recorded: Finish tournament pays it"
    deal_line = "Deal: " + " \u00b7 ".join(f"{n} {icm[n]}" for n in STACKS)
    assert deal_line in console.pool.text()
    _close(qtbot, dialog)

    # one Ctrl+Z takes the whole deal back
    console.entries.setFocus()
    key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.message.text() == "Undone: Deal (ICM): Anna, Bence, Csilla"
    assert "Deal:" not in console.pool.text()

    # recorded again, and Finish pays it: the places by the stacks, each their share
    dialog = _deal(qtbot, console)
    assert dialog.warning.text() == ""
    _yes(qtbot, _record(qtbot, dialog))
    _close(qtbot, dialog)
    assert _results(qtbot, console) == [("1", "Anna", icm["Anna"]),
                                        ("2", "Bence", icm["Bence"]),
                                        ("3", "Csilla", icm["Csilla"])]
    assert icm["Csilla"] != "$4,300"  # not the standard prize of 3rd


def test_a_chip_chop_is_recorded_only_after_the_question_that_warns(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The chip chop gives Csilla $1,300, less than the $4,300 of 3rd: the question names
    everyone's amount and the warning; Back records nothing."""
    _three_left(context, T0)
    console = open_console(qtbot, tmp_path, context)
    dialog = _deal(qtbot, console)
    left_click(qtbot, dialog.method_buttons["chip chop"])
    box = _record(qtbot, dialog)
    assert box.text() == (
        "Record this deal (Chip chop)?\n\nAnna: $13,500\nBence: $6,800\nCsilla: $1,300\n\n"
        "Warning: Csilla gets $1,300, less than place 3 pays ($4,300)\n"
        "Finish tournament then pays these amounts instead of the prizes of places 1 to 3.")
    left_click(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    assert not box.isVisible() and dialog.service.recorded(dialog.event_id) is None
    assert "Deal:" not in console.pool.text()
    _yes(qtbot, _record(qtbot, dialog))
    assert "Deal: Anna $13,500 \u00b7 Bence $6,800 \u00b7 Csilla $1,300" in console.pool.text()


def type_agreed(qtbot: QtBot, dialog: DealDialog, row: int, amount: str) -> None:
    """The amount the players agreed for ``row``, typed over what the field held."""
    spin = dialog.table.cellWidget(row, AGREED)
    assert isinstance(spin, QSpinBox) and spin.isEnabled()
    left_click(qtbot, spin)
    key(qtbot, dialog, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, dialog, amount)


def test_amounts_typed_are_checked_recorded_and_paid_at_finish(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Amounts the players agree on, typed: a total short of the $21,600 left is refused
    with the difference; typed right (Csilla below 3rd, warned), Enter records it and
    Finish pays exactly those amounts."""
    _three_left(context, T0)
    console = open_console(qtbot, tmp_path, context)
    dialog = _deal(qtbot, console)
    left_click(qtbot, dialog.method_buttons["typed"])
    for row, amount in enumerate(("11000", "7000", "3000")):
        type_agreed(qtbot, dialog, row, amount)
    assert dialog.warning.text().endswith("Typed: $21,000 of $21,600")
    left_click(qtbot, dialog.record_button)
    assert dialog.confirm is None
    assert dialog.message.text() == ("\u26a0 The amounts add up to 21,000, but the prizes "
                                     "left are 21,600: 600 short.")
    type_agreed(qtbot, dialog, 2, "3600")
    assert dialog.warning.text() == ("Warning: Csilla gets $3,600, less than place 3 pays "
                                     "($4,300)\nTyped: $21,600 of $21,600")
    box = _record(qtbot, dialog)
    assert "Anna: $11,000\nBence: $7,000\nCsilla: $3,600" in box.text()
    key(qtbot, box, Qt.Key.Key_Return)
    assert not box.isVisible()
    assert "Deal: Anna $11,000 \u00b7 Bence $7,000 \u00b7 Csilla $3,600" in \
        console.pool.text()
    _close(qtbot, dialog)
    assert _results(qtbot, console) == [("1", "Anna", "$11,000"), ("2", "Bence", "$7,000"),
                                        ("3", "Csilla", "$3,600")]


def test_the_deal_in_hungarian_at_both_screen_sizes(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The dialog, its question and the console's lines in Hungarian (informal address,
    LOOK.md);
    screenshots of the dialog and the question at 1024x600 and 1366x768."""
    _three_left(context, T0)
    install_translator("hu")
    try:
        console = open_console(qtbot, tmp_path, context)
        dialog = _deal(qtbot, console)
        left_click(qtbot, dialog.method_buttons["chip chop"])
        assert dialog.summary.text() == ("Hátralévő díjak: $21\u00a0600 az 1–3. helyre. "
                                         "A következő kieső helyezése: 3., nyereménye: "
                                         "$4300.")
        assert dialog.warning.text() == ("Figyelem: Csilla csak $1300 összeget kap, "
                                         "kevesebbet, mint a következő kieső (3. hely): $4300")
        shoot(qtbot, dialog, "dialog_deal_chop", "hu", SHOT_SIZES)
        box = _record(qtbot, dialog)
        assert box.text().startswith(
            "Rögzíted ezt a megállapodást (Zsetonarányos)?\n\nAnna: $13\u00a0500\n"
            "Bence: $6800\nCsilla: $1300\n\nFigyelem: Csilla csak $1300")
        assert box.text().endswith("A verseny lezárása ezeket az összegeket fizeti ki az "
                                   "1–3. hely díjai helyett.")
        shoot(qtbot, box, "dialog_deal_confirm", "hu", SHOT_SIZES)
        _yes(qtbot, box)
        assert console.message.text() == \
            "A megállapodás rögzítve: a verseny lezárása ezt fizeti ki"
        assert "Megállapodás: Anna $13\u00a0500 \u00b7 Bence $6800 \u00b7 Csilla $1300" in \
            console.pool.text()
        _close(qtbot, dialog)
        console.entries.setFocus()
        key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert "Megállapodás (zsetonarányos osztozás): Anna, Bence, Csilla" in \
            console.message.text()
    finally:
        install_translator("en")


def test_a_stack_of_0_leaves_the_amounts_typed(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Csilla counted at 0 and not yet busted: ICM and the chip chop cannot be chosen
    and say why; the amounts the players agree on are typed and recorded."""
    _three_left(context, T0)
    console = open_console(qtbot, tmp_path, context)
    click_row(qtbot, console.entries, "Csilla")
    left_click(qtbot, console.buttons["countChips"])
    counting = console.last_dialog
    assert isinstance(counting, CountDialog) and counting.isVisible()
    left_click(qtbot, counting.total)
    key(qtbot, counting, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, counting, "0")
    key(qtbot, counting, Qt.Key.Key_Return)
    assert console.message.text() == "Csilla has 0 chips"
    dialog = _deal(qtbot, console)
    assert not dialog.method_buttons["icm"].isEnabled()
    assert not dialog.method_buttons["chip chop"].isEnabled()
    assert dialog.method_buttons["typed"].isChecked()
    assert dialog.summary.text().endswith(
        "\nICM and the chip chop need every stack: Csilla has 0 chips; every player in a "
        "deal must have chips (above 0). Type the amounts agreed.")
    for row, amount in enumerate(("12000", "8000", "1600")):
        type_agreed(qtbot, dialog, row, amount)
    box = _record(qtbot, dialog)
    assert "Anna: $12,000\nBence: $8,000\nCsilla: $1,600" in box.text()
    _yes(qtbot, box)
    assert "Deal: Anna $12,000 \u00b7 Bence $8,000 \u00b7 Csilla $1,600" in console.pool.text()
