"""The window feed of an open database ends quietly with the program: the database
outlives the QApplication in a normal exit, and its feed's timer is gone by then
(a traceback at every exit before, seen at the end of each test run)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
import sys
import weakref

class Early:
    pass

early = Early()
weakref.finalize(early, print)  # as in a test run: weakref's exit hook comes before Qt's
from PySide6.QtWidgets import QApplication
from director.store.db import open_database
from director.ui.common.commit_feed import window_feed

app = QApplication(sys.argv)
db = open_database(sys.argv[1])
window_feed(db)
del app
"""


def test_a_database_open_at_exit_leaves_no_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "night.sqlite3")],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
