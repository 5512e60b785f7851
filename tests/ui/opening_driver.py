"""What the start's tests share (``test_start_opening``, ``test_opening_at_first_need``):
the windows in English with a settings file of the test's own, not a first start, and
an existing file of ours with a night on it (a tournament and a cash game)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from director.services.samples import create_sample_cash_game, create_sample_tournament
from director.store.db import open_database
from director.ui.shell.app import install_translator

NOW = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def english_settings(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                     ) -> None:
    install_translator("en")
    kept = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    kept.setValue("welcome_shown", True)  # not a first start: no welcome over the window
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", kept))


def night_file(path: Path) -> Path:
    """``path`` made a database of ours with the "Home game" tournament and the
    "Tuesday cash" game."""
    db = open_database(path)
    try:
        create_sample_tournament(db, NOW, name="Home game")
        create_sample_cash_game(db, NOW, name="Tuesday cash")
    finally:
        db.close()
    return path
