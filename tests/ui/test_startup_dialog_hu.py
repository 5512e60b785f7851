"""The start-up dialog over a database that cannot be opened speaks the windows'
language (issue 16): the store's error and a refused restore are messages rendered
in Hungarian, while ``director restore-backup`` keeps writing English."""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from director import cli
from director.store.backup import Backups
from director.store.db import NotADatabase, open_database
from director.store.instance import InstanceLock
from director.ui.shell.app import install_translator

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture
def hungarian(qapp: QApplication) -> Iterator[None]:
    install_translator("hu")
    try:
        yield
    finally:
        install_translator("en")


def _damaged_with_backup(tmp_path: Path) -> tuple[Path, Path]:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backup = Backups(path).backup_now(T0)
    path.write_bytes(b"garbage" * 100)
    return path, backup


def test_a_restore_refused_while_the_database_is_open_elsewhere_reads_hungarian(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hungarian: None) -> None:
    """The person chooses the offered backup, but another Poker Director holds the
    database: the refusal comes in Hungarian and nothing is changed."""
    path, backup = _damaged_with_backup(tmp_path)
    shown: list[str] = []
    refused: list[tuple[str, str]] = []

    def look(box: QMessageBox) -> int:
        shown.append(box.text())
        return 0

    def restore_button(box: QMessageBox) -> object:  # the button a person presses
        return next(b for b in box.buttons()
                    if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)

    def critical(_parent: QWidget | None, title: str, text: str) -> None:
        refused.append((title, text))

    monkeypatch.setattr(QMessageBox, "exec", look)
    monkeypatch.setattr(QMessageBox, "clickedButton", restore_button)
    monkeypatch.setattr(QMessageBox, "critical", critical)
    with InstanceLock(path):  # another Poker Director has it open
        assert cli._startup_problem(str(path), NotADatabase(path)) == "quit"
    assert shown == [f"A {path} nem Poker Director-adatbázis (nem SQLite-fájl). Semmi "
                     "sem változott benne. Válassz másik fájlt a --db kapcsolóval, vagy "
                     "tedd el ezt a fájlt, és új adatbázis indul."]
    [(title, text)] = refused
    assert title == "A mentés nem lett visszaállítva"
    assert text == (f"A mentés nem lett visszaállítva: A {path} adatbázis már nyitva van "
                    "egy másik Poker Director-ablakban. Semmi sem változott. Használd azt "
                    "az ablakot, vagy zárd be, és próbáld újra.")
    assert path.read_bytes() == b"garbage" * 100
    assert backup.exists()


def test_the_command_line_restore_reports_in_english(tmp_path: Path) -> None:
    path, backup = _damaged_with_backup(tmp_path)
    out = io.StringIO()
    with InstanceLock(path):
        assert cli.restore_backup(str(path), None, out) == 2
    assert out.getvalue() == (f"The backup was not restored: The database {path} is already "
                              "open in another Poker Director window. Nothing was changed. "
                              "Use that window, or close it and try again.\n")
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 0
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("night.sqlite3.")
              and p.suffix not in (".lock", ".seen")]
    assert kept.name.startswith("night.sqlite3.damaged-")
    assert out.getvalue() == (f"Restored {backup} to {path}; the damaged file is kept as "
                              f"{kept}.\n")
    status, said = cli.restored(str(tmp_path / "none" / "x.sqlite3"), None)
    assert status == 2
    assert str(said) == f"No good backup was found in {tmp_path / 'none' / 'backups'}."
