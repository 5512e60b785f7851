"""Issue 31 item 8 at the program's start: the program was killed with commands only
in its ``-wal``, and the ``-wal`` was then deleted. The start-up dialog says what
was lost and offers the newest good backup, or to open the file as it is; the
person presses "Open it as it is" and the program opens the file with what it has,
and the next start opens it without asking again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from director import cli
from director.services.events.event_service import EventService
from director.store.backup import Backups
from director.store.db import WalLost, open_database
from tests.store.test_data_safety import NOW, Program, names, night


def test_a_lost_wal_at_start_offers_the_backup_or_the_file_as_it_is(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    night(path, 2)
    db = open_database(path)
    made = Backups(path).backup_now(NOW)
    db.close()
    program = Program(path)
    try:
        program.save("Kovács_Anna", "Tóth_Béla")
    finally:
        program.kill()
    (tmp_path / "night.sqlite3-wal").unlink()
    with pytest.raises(WalLost) as info:
        cli._open(str(path), new=False)
    seen: list[str] = []

    def answer() -> None:
        box = next(w for w in qapp.topLevelWidgets()
                   if isinstance(w, QMessageBox) and w.objectName() == "databaseError")
        seen.append(box.text())
        buttons = {b.text(): b for b in box.findChildren(QPushButton)}
        seen.extend(sorted(buttons))
        qtbot.mouseClick(buttons["Open it as it is"], Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    assert cli._startup_problem(str(path), info.value) == "as it is"
    assert f"its write-ahead file {path}-wal has gone missing" in seen[0]
    assert str(made) in seen[0]
    assert {"Restore the backup", "Open it as it is", "Quit"} <= set(seen[1:])
    opened = cli._open(str(path), new=False, as_it_is=True)
    EventService(opened).add_player("After the start", NOW)
    opened.close()
    assert names(path)[-1] == "After the start" and len(names(path)) == 3
    cli._open(str(path), new=False).close()  # the next start asks nothing
