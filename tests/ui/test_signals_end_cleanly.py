"""Ctrl+C in the terminal the program was started from, the end of the desktop session
(a logout's SIGTERM) and the terminal closed (SIGHUP): the real program, a real
signal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from director.store.db import open_database

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("ending", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP],
                         ids=["Ctrl+C", "logout", "terminal closed"])
def test_ctrl_c_a_logout_or_the_terminal_closed_ends_the_program_cleanly(
        tmp_path: Path, ending: signal.Signals) -> None:
    """The director started ``director`` from a terminal and presses Ctrl+C there, logs
    out of the desktop (SIGTERM) or closes the terminal (SIGHUP): the program ends as
    closing its window does (the database closed cleanly: its lock file gone, so the
    next start needs no full check), with status 128 + the signal's number (130 for
    Ctrl+C) and no traceback. Before, Python's ``KeyboardInterrupt`` traceback was
    printed at Ctrl+C and the program went on running; SIGTERM and SIGHUP killed it
    with the lock file left, and the next start checked the whole database."""
    database = tmp_path / "night.sqlite3"
    open_database(database).close()
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    env.pop("DIRECTOR_SMOKE_TEST", None)
    program = subprocess.Popen(
        [sys.executable, "-m", "director", "--db", str(database)], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(ending, signal.SIG_DFL))  # as a terminal's
    lock = database.with_name(database.name + ".lock")
    try:
        deadline = time.monotonic() + 90
        while not (lock.is_file() and "open" in lock.read_text(errors="replace")):
            assert program.poll() is None, program.communicate()
            assert time.monotonic() < deadline, "the program did not open the database"
            time.sleep(0.05)
        time.sleep(0.5)  # the window built and painted meanwhile, or not: either way
        program.send_signal(ending)
        try:
            _out, err = program.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the program went on running after {ending.name}") from None
    finally:
        if program.poll() is None:
            program.kill()
            program.communicate()
    assert "Traceback" not in err, err
    assert program.returncode == 128 + ending, err
    assert not lock.exists()
