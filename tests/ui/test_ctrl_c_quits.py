"""Ctrl+C in the terminal the program was started from: the real program, a real
SIGINT."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from director.store.db import open_database

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_in_the_terminal_closes_the_program_cleanly_with_status_130(
        tmp_path: Path) -> None:
    """The director started ``director`` from a terminal and presses Ctrl+C there: the
    program ends as closing its window does (the database closed cleanly: its lock file
    gone, so the next start needs no full check), with status 130 and no traceback.
    Before, Python's ``KeyboardInterrupt`` traceback was printed and the program went
    on running."""
    database = tmp_path / "night.sqlite3"
    open_database(database).close()
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    env.pop("DIRECTOR_SMOKE_TEST", None)
    program = subprocess.Popen(
        [sys.executable, "-m", "director", "--db", str(database)], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as a terminal's
    lock = database.with_name(database.name + ".lock")
    try:
        deadline = time.monotonic() + 90
        while not (lock.is_file() and "open" in lock.read_text(errors="replace")):
            assert program.poll() is None, program.communicate()
            assert time.monotonic() < deadline, "the program did not open the database"
            time.sleep(0.05)
        time.sleep(0.5)  # the window built and painted meanwhile, or not: either way
        program.send_signal(signal.SIGINT)
        try:
            _out, err = program.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            raise AssertionError("the program went on running after Ctrl+C") from None
    finally:
        if program.poll() is None:
            program.kill()
            program.communicate()
    assert "Traceback" not in err, err
    assert program.returncode == 130, err
    assert not lock.exists()
