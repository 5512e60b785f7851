"""Opening a tournament from Home imports no numpy (issue 33: a director's gesture
stays quick on the GUI thread). The odds the clock screen and the room view show are
plain data (``services/tables/odds_view.py``); numpy comes with the counting, when a
dealer panel first meets a face-up all-in. Before, the clock's odds brought numpy in
with the first event opened: about 100 ms of that opening. Checked in a fresh
interpreter, as a director's program starts; the time itself is not asserted."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from director.ui.shell.app import create_application, install_translator
app, _ = create_application([])
from tests.template_db import new_database
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0
folder = Path(tempfile.mkdtemp())
db = new_database(folder / "d.sqlite3")
context = AppContext(db, now=lambda: T0)
event = context.events.create_event("tournament", "Friday Freezeout", SETTINGS, T0)
for name in ("Anna", "Bence", "Csilla"):
    context.tournaments.register(event, context.events.add_player(name, T0), T0)
install_translator("en")
window = MainWindow(Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)),
                   context)
window.resize(1366, 768)
window.show()
app.processEvents()
home = window.home
item = home.table.item(0, 0)
QTest.mouseClick(home.table.viewport(), Qt.MouseButton.LeftButton,
                 pos=home.table.visualItemRect(item).center())
QTest.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
app.processEvents()
print("numpy" in sys.modules, window.current_event == event)
db.close()
"""


def test_opening_a_tournament_from_home_imports_no_numpy(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    numpy_loaded, opened = done.stdout.strip().splitlines()[-1].split()
    assert opened == "True"  # the tournament is open in the window
    assert numpy_loaded == "False"
