"""The payouts of a tournament under way changed from the console (R-8.5), in the real
main window, by keys and clicks, in English and Hungarian: Alt+Y (Hungarian Alt+I)
opens Payouts…; the payout table chosen at setup pays the prize pool as it stands; a
steeper table is chosen from the list and used; the prizes typed place by place that
do not add up to the pool are refused in words and change nothing; typed again to the
pool they are used, and the console's payouts show them; Ctrl+Z takes each change
back. The dialog fits each screen size, its shots in build/screenshots/payouts_*."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.console.console import ConsolePage
from director.ui.console.payouts_dialog import PayoutsDialog
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.keys_driver import activate, key
from tests.ui.layout_checks import layout_problems
from tests.ui.mnemonics import mnemonic_clashes
from tests.ui.test_console_alt_letters import LETTERS, letter_key, opened_console, shown_dialog
from tests.ui.test_layout import room

__all__ = ["context", "time"]

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
ALT, CTRL = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier

REFUSED = {  # Use with 1st place typed 1,000 short of the pool of 21,600
    "en": "\u26a0 The prizes typed add up to 20,600 but the prize pool is 21,600; change an "
          "amount so they match",
    "hu": "\u26a0 A beírt díjak összege 20\u00a0600, de a díjalap 21\u00a0600; módosíts egy "
          "összeget, hogy egyezzenek"}


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")


def shown_payouts(console: ConsolePage) -> list[tuple[str, str]]:
    """The console's payouts box: each place and its prize as listed."""
    table = console.money_box.payouts
    return [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]


def stored(context: AppContext, event: int) -> tuple[int, ...]:
    return context.tournaments.payouts(event)


def open_payouts(qtbot: QtBot, window: MainWindow, console: ConsolePage,
                 language: str) -> PayoutsDialog:
    """Alt and the button's letter, where the focus is: the dialog. (The main window
    active again first: the offscreen platform activates none after a dialog closes,
    as a desktop does.)"""
    activate(qtbot, console)
    focused = QApplication.focusWidget()
    assert focused is not None and console.isAncestorOf(focused)
    key(qtbot, focused, letter_key(LETTERS[language]["payouts"]), ALT)
    dialog = shown_dialog(qtbot, console, PayoutsDialog)
    assert isinstance(dialog, PayoutsDialog)
    return dialog


def test_R_8_5_payouts_changed_under_way_by_keys_and_clicks(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, "en", event)
    setup = stored(context, event)
    pool = context.tournaments.prize_pool(event).prize_pool
    dialog = open_payouts(qtbot, window, console, "en")
    assert dialog.summary.text() == f"Prize pool: ${pool:,} from 8 entries"
    assert dialog.by_table.isChecked()
    listed = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert listed == [f"${p:,}" for p in setup]

    # Another table chosen from the list with the keys (Top-heavy), then Use.
    dialog.template.setFocus()
    while dialog.template.currentText() != "Top-heavy":
        qtbot.keyClick(dialog.template, Qt.Key.Key_Down)
    listed = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    steeper = stored(context, event)
    assert [f"${p:,}" for p in steeper] == listed and steeper != setup and sum(steeper) == pool
    assert console.message.text() == "Payouts changed: Ctrl+Z takes the change back"
    qtbot.waitUntil(lambda: [p for _place, p in shown_payouts(console)] == listed)

    # The prizes typed: first from the table shown; 1st place typed 1,000 short, Use
    # refused in words, nothing stored; typed to the pool, used.
    dialog = open_payouts(qtbot, window, console, "en")
    qtbot.mouseClick(dialog.typed, Qt.MouseButton.LeftButton, pos=QPoint(20, 9))  # its words
    assert [s.value() for s in dialog.spins] == list(steeper)
    first = dialog.spins[0]
    first.setFocus()
    first.selectAll()
    qtbot.keyClicks(first, str(steeper[0] - 1_000))
    assert dialog.total.text() == f"Typed: ${pool - 1_000:,} of ${pool:,}"
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.message.error
    assert dialog.message.text() == (
        f"\u26a0 The prizes typed add up to {pool - 1_000:,} but the prize pool is "
        f"{pool:,}; change an amount so they match"), dialog.message.text()
    assert stored(context, event) == steeper
    # a place added for the 1,000: Add a place, its field has the keys
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.focusWidget() in (dialog.spins[-1], dialog.spins[-1].lineEdit())
    qtbot.keyClicks(dialog.spins[-1], "1000")
    assert dialog.total.text() == f"Typed: ${pool:,} of ${pool:,}"
    qtbot.keyClick(dialog.spins[-1], Qt.Key.Key_Return)  # Enter: the default, Use
    qtbot.waitUntil(lambda: not dialog.isVisible())
    typed = (steeper[0] - 1_000, *steeper[1:], 1_000)
    assert stored(context, event) == typed
    qtbot.waitUntil(lambda: len(shown_payouts(console)) == len(typed))

    # Ctrl+Z in the console, where the focus is, twice: the typed prizes, then the
    # table, taken back.
    activate(qtbot, console)
    for before in (steeper, setup):
        focused = QApplication.focusWidget()
        assert focused is not None and console.isAncestorOf(focused)
        key(qtbot, focused, Qt.Key.Key_Z, CTRL)
        assert stored(context, event) == before
    qtbot.waitUntil(lambda: [p for _place, p in shown_payouts(console)]
                    == [f"${p:,}" for p in setup])


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_payouts_dialog_fits_each_screen_and_speaks_the_language(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext,
        time: FakeTime, language: str) -> None:
    """With the program's stylesheet, the dialog with the prizes typed and their refusal
    at 1920x1080, 1366x768 and 1024x600 (less a taskbar and a title bar): nothing cut
    or outside the screen; shots in build/screenshots/payouts_*."""
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    assert context.tournaments.prize_pool(event).prize_pool == 21_600
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    apply_style(qapp)
    problems: list[str] = []
    try:
        dialog = open_payouts(qtbot, window, console, language)
        qtbot.mouseClick(dialog.typed, Qt.MouseButton.LeftButton, pos=QPoint(20, 9))
        dialog.spins[0].setFocus()
        dialog.spins[0].selectAll()
        qtbot.keyClicks(dialog.spins[0], str(dialog.spins[0].value() - 1_000))
        qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
        assert dialog.message.text() == REFUSED[language], dialog.message.text()
        assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)  # each Alt letter once
        SHOTS.mkdir(parents=True, exist_ok=True)
        for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
            space = room(width, height)
            problems += layout_problems(f"{width}x{height}", dialog, space)
            assert dialog.grab().save(str(SHOTS / f"payouts_{language}_{width}x{height}.png"))
    finally:
        qapp.setStyleSheet("")
    assert not problems, problems


def test_the_dialog_follows_the_prize_pool_as_stored(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """One record: a late entry made while Payouts… is open (another desk, the same
    database) shows in its prize pool and in what the table pays, as the console's
    payouts box shows it."""
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, "en", event)
    dialog = open_payouts(qtbot, window, console, "en")
    assert dialog.summary.text() == "Prize pool: $21,600 from 8 entries"
    context.tournaments.register(event, context.events.add_player("Late", time.now),
                                 time.now)
    pool = context.tournaments.prize_pool(event).prize_pool
    qtbot.waitUntil(lambda: dialog.summary.text() == f"Prize pool: ${pool:,} from 9 entries",
                    timeout=3000)
    listed = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert listed == [f"${p:,}" for p in context.tournaments.payouts(event)]
    # Cancel: it follows no more (the console's feed let go of it)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    context.tournaments.register(event, context.events.add_player("Later", time.now),
                                 time.now)
    qtbot.waitUntil(lambda: console.money_box.pool.text().count("Entries: 10"), timeout=3000)
    assert dialog.summary.text() == f"Prize pool: ${pool:,} from 9 entries"


def test_prizes_typed_short_of_a_pool_grown_since_are_said_in_the_payouts_box(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The prizes typed to the pool of 8 entries, then a late entry: the console's
    payouts box lists no prize and says why, as Award prizes would refuse."""
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, "en", event)
    dialog = open_payouts(qtbot, window, console, "en")
    qtbot.mouseClick(dialog.typed, Qt.MouseButton.LeftButton, pos=QPoint(20, 9))
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)  # as the table paid
    qtbot.waitUntil(lambda: not dialog.isVisible())
    context.tournaments.register(event, context.events.add_player("Late", time.now),
                                 time.now)
    pool = context.tournaments.prize_pool(event).prize_pool
    qtbot.waitUntil(lambda: console.money_box.payouts.rowCount() == 0, timeout=3000)
    assert console.money_box.pool.text().endswith(
        f"The prizes typed add up to 21,600 but the prize pool is {pool:,}; change an "
        "amount so they match"), console.money_box.pool.text()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_with_a_deal_recorded_payouts_says_why_at_once_and_follows_its_undo(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """A deal recorded fixes the payouts it shared. Payouts… opened then, and the director
    typed prizes and pressed Use to be told so; it now says why as it opens, Use greyed.
    Ctrl+Z at another desk takes the deal back: the dialog follows, and Use is lit."""
    from director.services.tournament.deals import DealService

    event, entries = tournament(context, players=4, tables=1, seed=3)
    context.tournaments.bust(event, {entries["Dávid"]: 0}, time.now)
    for name, chips in (("Anna", 20_000), ("Bence", 12_000), ("Csilla", 8_000)):
        context.tournaments.count_chips(entries[name], chips, time.now)
    DealService(context.db).record(event, "chip chop", time.now)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    dialog = open_payouts(qtbot, window, console, language)
    said = {"en": "\u26a0 A deal is recorded: it shares the prizes of the places left as "
                  "the payouts stood. Undo the deal (Ctrl+Z) before changing the payouts "
                  "or their rounding.",
            "hu": "\u26a0 Megállapodás van rögzítve: a hátralévő helyek díjait a "
                  "kifizetések akkori állása szerint osztja el. A kifizetések vagy a "
                  "kerekítésük módosítása előtt vond vissza a megállapodást (Ctrl+Z)."}
    assert dialog.message.text() == said[language]
    assert not dialog.use_button.isEnabled()
    qtbot.mouseClick(dialog.typed, Qt.MouseButton.LeftButton, pos=QPoint(20, 9))
    assert dialog.message.text() == said[language]  # kept as the form changes
    context.events.undo_last(event, time.now)  # the deal, taken back at another desk
    qtbot.waitUntil(lambda: dialog.use_button.isEnabled(), timeout=3000)
    assert dialog.message.text() == ""
