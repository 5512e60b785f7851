"""Start-up time of the desktop program: a fresh interpreter imports the UI and shows
the main window offscreen until the first paint has been processed. Target: 1.5 s."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET = 1.5
ROOT = Path(__file__).resolve().parents[1]
SCRIPT = """
from director.ui.app import create_application, Settings
from director.ui.main_window import MainWindow
from PySide6.QtCore import QSettings
import tempfile
app, settings = create_application(['director'], Settings(QSettings(
    tempfile.mktemp(suffix='.ini'), QSettings.Format.IniFormat)))
window = MainWindow(settings, 'benchmark')
window.show()
window.repaint()
app.processEvents()
"""


def once() -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def run(quick: bool) -> None:
    times = [once() for _ in range(2 if quick else 5)]
    median = statistics.median(times)
    verdict = "ok" if median < TARGET else "too slow"
    print(f"startup to first paint (median of {len(times)}): {median:.2f} s "
          f"(target {TARGET} s): {verdict}")


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
