"""Start-up time of the desktop program, measured as a person starts it: a fresh
process runs ``python -m director --db FILE`` on an existing database with the real
application context, and is timed from launch until the main window's first paint
(``DIRECTOR_SMOKE_TEST=1`` makes the program quit right after that paint, see
``director/ui/shell/smoke.py``). Settings and data live in a temporary home, so a
user's own files are never touched. Target: median under 0.6 s (issue 21). When
``packaging/build_linux.sh`` has built the bundle (``dist/poker-director``), it is
started the same way on the same database (target under 1.0 s).

An installed program (pip, the PyInstaller bundle) starts from compiled bytecode;
so does this one: the first, unmeasured start (which also creates the database)
writes the bytecode into the temporary home (``PYTHONPYCACHEPREFIX``), even when
the calling environment says ``PYTHONDONTWRITEBYTECODE``. The processor time the
measured starts used is printed too: it moves less than the wall time when other
programs share the machine."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TARGET = 0.6
BUNDLE_TARGET = 1.0
ROOT = Path(__file__).resolve().parents[1]
#: Where packaging/build_linux.sh leaves the bundle's program; measured when built.
BUNDLE = ROOT / "dist" / "poker-director" / "poker-director"


def _environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return dict(
        env,
        PYTHONPYCACHEPREFIX=str(home / "bytecode"),
        QT_QPA_PLATFORM="offscreen",
        DIRECTOR_SMOKE_TEST="1",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )


def once(database: Path, env: dict[str, str], program: list[str] | None = None) -> float:
    """Seconds from launching the program (``python -m director``, or ``program``) to
    its exit after the first paint."""
    start = time.perf_counter()
    done = subprocess.run(
        [*(program or [sys.executable, "-m", "director"]), "--db", str(database)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0 or "main window shown" not in done.stdout:
        raise RuntimeError(
            f"the program did not show its main window (exit {done.returncode}):\n"
            f"{done.stdout}\n{done.stderr}")
    return elapsed


def run(quick: bool) -> None:
    with tempfile.TemporaryDirectory(prefix="director-startup-") as folder:
        home = Path(folder)
        env = _environment(home)
        database = home / "night.sqlite3"
        once(database, env)  # creates the database: later starts open an existing one
        _measure("real program on an existing database", TARGET, quick,
                 lambda: once(database, env))
        if BUNDLE.is_file():
            once(database, env, [str(BUNDLE)])  # unmeasured, as for the program above
            _measure("the PyInstaller bundle, same database", BUNDLE_TARGET, quick,
                     lambda: once(database, env, [str(BUNDLE)]))
        else:
            print(f"the PyInstaller bundle: not built ({BUNDLE.relative_to(ROOT)}; "
                  f"packaging/build_linux.sh builds it)")


def _measure(what: str, target: float, quick: bool, start: Callable[[], float]) -> None:
    """Median wall time of several starts, and their processor time."""
    before = _children_cpu()
    times = [start() for _ in range(2 if quick else 10)]
    cpu = (_children_cpu() - before) / len(times)
    median = statistics.median(times)
    verdict = "ok" if median < target else "too slow"
    print(f"startup to first paint, {what} (median of {len(times)}): {median:.2f} s "
          f"(target {target} s): {verdict}; processor time {cpu:.2f} s a start on average")


def _children_cpu() -> float:
    """User and system processor seconds of the finished child processes so far."""
    spent = os.times()
    return spent.children_user + spent.children_system


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
