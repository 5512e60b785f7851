"""A start-up check for built programs: open the main window, see it painted, quit.

With ``DIRECTOR_SMOKE_TEST=1`` in the environment, ``arm(window)`` makes the program print
``main window shown`` once the main window has been painted the first time, and quit
with status 0; when no paint comes within ``DIRECTOR_SMOKE_TIMEOUT`` seconds (default 30)
it prints ``main window not shown`` and quits with status 1. The bundle test
(tests/packaging/test_bundle.py) runs the built program this way, offscreen; without the
variable ``arm`` does nothing.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

ENVIRONMENT_VARIABLE = "DIRECTOR_SMOKE_TEST"
TIMEOUT_VARIABLE = "DIRECTOR_SMOKE_TIMEOUT"
SHOWN = "main window shown"
NOT_SHOWN = "main window not shown"


def active() -> bool:
    """True when this run is a smoke test (the welcome and other dialogs stay closed)."""
    return os.environ.get(ENVIRONMENT_VARIABLE, "") not in ("", "0")


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, out: TextIO) -> None:
        super().__init__(window)
        self.window = window
        self.out = out
        self.done = False
        window.installEventFilter(self)
        try:
            seconds = float(os.environ.get(TIMEOUT_VARIABLE, "30"))
        except ValueError:
            seconds = 30.0
        QTimer.singleShot(int(seconds * 1000), self._timed_out)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            # Quit after the paint has finished, from the event loop.
            QTimer.singleShot(0, self._shown)
        return False

    def _finish(self, text: str, code: int) -> None:
        print(text, file=self.out, flush=True)
        QCoreApplication.exit(code)

    def _shown(self) -> None:
        size = self.window.size()
        self._finish(f"{SHOWN} ({self.window.windowTitle()}, "
                     f"{size.width()}x{size.height()})", 0)

    def _timed_out(self) -> None:
        if not self.done:
            self.done = True
            self._finish(NOT_SHOWN, 1)


def arm(window: QWidget, out: TextIO | None = None) -> bool:
    """In a smoke test, report the window's first paint and quit; True when armed."""
    if not active():
        return False
    if not window.property("smokeTestArmed"):
        window.setProperty("smokeTestArmed", True)
        _FirstPaint(window, out or sys.stdout)
    return True
