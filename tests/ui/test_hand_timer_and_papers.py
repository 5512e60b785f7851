"""The hand timer and the Papers dialog as a person uses them: the real main window,
keys on the focused widget and clicks on visible buttons."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from director.ui.clock.hand_timer import HandTimerWidget
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.papers.papers import PapersDialog
from tests.ui.event_fixtures import FakeTime, context, time, tournament  # noqa: F401
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import key
from tests.ui.preview_driver import paint_every_page, wait_for_preview


def test_hand_timer_started_by_key_extended_and_shown_on_the_clock_screen(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:  # noqa: F811
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context, clock=time)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    timer = panel.findChild(HandTimerWidget, "handTimer")
    assert timer is not None and timer.isVisible()
    assert timer.count.text() == "0:30" and not timer.extend_button.isEnabled()
    steps = len(panel.session.state.log)
    key(qtbot, window, Qt.Key.Key_T)  # the player is on the clock
    assert len(panel.session.state.log) == steps  # T is the timer's, not a dealer step
    time.now += timedelta(seconds=22)
    timer.refresh()
    assert timer.count.text() == "0:08" and timer.count.property("tone") == "error"
    clock = window.clock_window
    assert clock is not None
    shown = clock.findChild(QLabel, "handTimers")
    qtbot.waitUntil(lambda: shown.text() == "Table 1 0:08", timeout=2000)
    click(qtbot, timer.extend_button)  # a time bank card: 30 s more
    timer.refresh()
    assert timer.count.text() == "0:38"
    key(qtbot, window, Qt.Key.Key_E)  # and another, by key
    timer.refresh()
    assert timer.count.text() == "1:08"
    time.now += timedelta(seconds=70)
    timer.refresh()
    assert timer.count.text() == "Time!"
    qtbot.waitUntil(lambda: shown.text() == "Table 1 Time!", timeout=2000)
    key(qtbot, window, Qt.Key.Key_T)  # the next player: reset to 30 s, extensions gone
    timer.refresh()
    assert timer.count.text() == "0:30"
    # typing cards: T is a ten, not the timer
    from director.engine.hand.rules.steps import StepKind
    while panel.session.step().kind is not StepKind.DEAL_HOLE:
        key(qtbot, window, Qt.Key.Key_N)  # the blinds
    click(qtbot, panel.cards.entry)
    time.now += timedelta(seconds=5)
    key(qtbot, window, Qt.Key.Key_T)
    timer.refresh()
    assert panel.cards.entry.text() == "t" and timer.count.text() == "0:25"


def papers_of(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,  # noqa: F811
              event: int) -> PapersDialog:
    """The papers of ``event``, resumed in the main window, opened with Ctrl+P."""
    window = open_main_window(qtbot, tmp_path, context, clock=time)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.findChild(PapersDialog) is not None
                    and window.findChild(PapersDialog).isVisible(), timeout=2000)
    dialog = window.findChild(PapersDialog)
    assert dialog is not None
    return dialog


def test_papers_dialog_previews_and_saves_a_pdf(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    event, _ = tournament(context, players=6, tables=1, seed=4)
    dialog = papers_of(qtbot, tmp_path, context, time, event)
    assert dialog.kind.currentText() == "Seat cards"
    # The results: nobody has busted yet, and the dialog says so
    dialog.kind.setFocus()
    for _ in range(4):
        qtbot.keyClick(dialog.kind, Qt.Key.Key_Down)
    assert dialog.kind.currentText() == "Results"
    click(qtbot, dialog.preview_button)
    assert dialog.problem.text() == ("\u26a0 Nobody has finished yet: results come with "
                                     "the first bust")
    for _ in range(3):
        qtbot.keyClick(dialog.kind, Qt.Key.Key_Up)
    assert dialog.kind.currentText() == "Seating list"
    click(qtbot, dialog.preview_button)
    assert dialog.problem.text() == ""
    preview = wait_for_preview(qtbot, dialog)
    paint_every_page(qtbot, preview)
    qtbot.keyClick(preview, Qt.Key.Key_Escape)
    # Save as PDF: the file chooser answers with a path, as the director would type it
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "list.pdf"), "PDF (*.pdf)"))
    click(qtbot, dialog.pdf_button)
    words = PdfReader(tmp_path / "list.pdf").pages[0].extract_text()
    for name in ("Anna", "Bence", "Csilla", "Dávid", "Emese", "Ferenc"):
        assert name in words
    assert dialog.problem.text() == "Saved"
    # a folder that is gone (a USB stick pulled out): said as a warning, nothing saved
    gone = tmp_path / "stick" / "list.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(gone), "PDF (*.pdf)"))
    click(qtbot, dialog.pdf_button)
    assert dialog.problem.text() == (
        f"\u26a0 {gone} cannot be written (a folder without permission, a full disk or "
        "a file open elsewhere); nothing was saved")
    assert not gone.parent.exists()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "results.csv"), "CSV (*.csv)"))
    click(qtbot, dialog.csv_button)  # no one has finished: every entry, no place yet
    lines = (tmp_path / "results.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "place,player,entry,prize,bounties,prize_due" and len(lines) == 7
    assert ",Anna,1,0,0,0" in lines
    QApplication.processEvents()


def test_players_import_from_the_file_menu_all_or_nothing(
        qtbot: QtBot, tmp_path: Path, context: AppContext,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    from director.services.events.queries import Queries
    from tests.ui.home_driver import open_menu_item

    window = open_main_window(qtbot, tmp_path, context)
    bad, good = tmp_path / "bad.csv", tmp_path / "good.csv"
    bad.write_text("name,email\nZoé,\n,x@example.org\n", encoding="utf-8")
    good.write_text("name,nickname\nZoé,Zo\nYvett,\n", encoding="utf-8")
    for path in (bad, good):
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *a, path=path, **k: (str(path), "CSV (*.csv)"))
        open_menu_item(qtbot, window, window.file_menu, "importPlayers")
        qtbot.waitUntil(lambda path=path: bool(window.findChildren(
            QMessageBox, "playersFileRefused")) if path == bad else
                        len(Queries(context.db).list_players()) == 2, timeout=3000)
        if path == bad:  # said in a warning over the window, whole, until answered
            [box] = window.findChildren(QMessageBox, "playersFileRefused")
            assert box.text() == ("Nothing was imported: one line is "
                                  "wrong (line 3: a player needs a name)")
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)
            assert Queries(context.db).list_players() == []
    assert sorted(p.name for p in Queries(context.db).list_players()) == ["Yvett", "Zoé"]
    assert window.statusBar().currentMessage() == "2 new players imported"


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


def written(day: date) -> str:
    """A day as the English papers write it: "December 3, 2026"."""
    return f"{MONTHS[day.month - 1]} {day.day}, {day.year}"


@pytest.mark.parametrize("zone", ["Etc/GMT+12", "Etc/GMT-14"])
def test_a_paper_is_dated_by_the_local_day_not_the_utc_one(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch, zone: str) -> None:
    """Ctrl+P, the seating list saved as PDF on a machine 12 hours west of UTC and
    14 east (at any moment one of the two is on another day than UTC): the paper is
    dated by the day the room's clock says, as Home and the CSV files show their
    dates (it was the UTC day: an evening in America printed tomorrow's date)."""
    import time as clock
    from datetime import UTC, datetime

    event, _ = tournament(context, players=6, tables=1, seed=4)
    monkeypatch.setenv("TZ", zone)
    clock.tzset()
    try:
        dialog = papers_of(qtbot, tmp_path, context, time, event)
        dialog.kind.setFocus()
        qtbot.keyClick(dialog.kind, Qt.Key.Key_Down)
        assert dialog.kind.currentText() == "Seating list"
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *args, **kw: (str(tmp_path / "list.pdf"), "PDF (*.pdf)"))
        before = datetime.now(UTC).astimezone().date()
        click(qtbot, dialog.pdf_button)
        after = datetime.now(UTC).astimezone().date()
        words = " ".join(PdfReader(tmp_path / "list.pdf").pages[0].extract_text().split())
        days = {written(before), written(after)}
        assert any(f"Friday Freezeout, {day}" in words for day in days), words
        utc_day = datetime.now(UTC).date()
        if before == after != utc_day:  # not on the stroke of midnight
            assert f"Friday Freezeout, {written(utc_day)}" not in words
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    finally:
        monkeypatch.undo()  # the machine's own time zone again
        clock.tzset()
