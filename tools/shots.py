"""What every screenshot of ``tools/screenshots.py`` shares: the offscreen platform,
the sizes and languages, the night's instant, taking a shot, letting the program
redraw, and the real main window on a fresh database of its own."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

if TYPE_CHECKING:
    from director.store.db import Database
    from director.ui.common.context import AppContext
    from director.ui.shell.main_window import MainWindow

SIZES = ((1920, 1080), (1366, 768), (1024, 600))
LANGUAGES = ("en", "hu")
T0 = datetime(2026, 11, 29, 21, 0, tzinfo=UTC)


def shoot(widget: QWidget, out: Path, name: str) -> None:
    QApplication.processEvents()
    widget.grab().save(str(out / name))


def wait(seconds: float) -> None:
    """Let the panel refine its estimate for a while, as it does between keys."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def main_window_on(folder: Path, name: str, language: str | None = None,
                   now: Callable[[], datetime] = lambda: T0
                   ) -> tuple[MainWindow, AppContext, Database]:
    """The real main window, shown, on a new database ``name`` in ``folder`` (its
    settings beside it, in ``language`` when given), the clock read from ``now``."""
    from director.store.db import open_database
    from director.ui.common.context import AppContext
    from director.ui.common.settings import Settings
    from director.ui.shell.main_window import MainWindow

    db = open_database(folder / f"{name}.sqlite3")
    context = AppContext(db, now=now)
    settings = Settings(QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat))
    if language is not None:
        settings.language = language
    window = MainWindow(settings, context)
    window.show()
    return window, context, db
