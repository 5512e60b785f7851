"""Start-up of the desktop program, measured as a person starts it, against a bare
PySide6 window in the same run (issue 33).

Each start is a fresh process: ``python -m director --db FILE`` with
``DIRECTOR_SMOKE_TEST=measure`` (``director/ui/shell/smoke.py``): from the window's
``show`` a 5 ms timer ticks; the program runs as usual (the database is opened on a
thread of its own, the welcome opens on a first start) and, once the database is
open, the welcome painted and one more second has passed, it prints its instants
and memory and quits. From them, counted from the launch:

- first paint: the main window's first paint;
- responsive: the first instant after the first paint from which the timer never
  waited more than 50 ms (watched until that last second is over);
- database opened (on the usual start: checked and listed with ``sqlite3``,
  SQLAlchemy left for the first need, issue 33); memory: the process's resident set
  (RSS) at the end, and at the first paint;
- the first open of an event (the existing database holds a tournament and a cash
  game, each start opens one of them): a click on its row on Home and Enter 0.3 s
  later, from the key to the first paint of the page it shows, the database opened
  with SQLAlchemy at that need (``DIRECTOR_SMOKE_FIRST_OPEN``), and the memory then;
  the 5 ms timer's longest wait from the click to Enter (the opening's thread opens
  the database and imports the event's pages meanwhile: the window must not stall
  over 50 ms) and from Enter to the page's paint (the pages built on the window's
  thread); the processor time of the opening's thread from the click to its end and
  of the window's thread from Enter to the paint (medians: moved less by the load).
  ``DIRECTOR_OPEN_AT_PAINT=1`` in the environment opens the database at
  the first paint instead, as before issue 33, for a comparison in the same code.

The bare window (a ``QMainWindow`` with a label, the same size, the same probe) is
started taking turns with the program, so both meet the same load. Targets: the
program responsive within 2x the bare window's, and its memory at most 1.5x the
bare window's. Two cases: an existing database, its welcome seen before (the usual
start), and a first start (an empty data folder: the database made and migrated,
the welcome painted). Settings and data live in a temporary home, so a user's own
files are never touched. The processor time of the starts is printed too: it moves
less than the wall time when other programs share the machine.

An installed program (pip, the PyInstaller bundle) starts from compiled bytecode;
so does this one: a first, unmeasured start writes the bytecode into the temporary
home (``PYTHONPYCACHEPREFIX``; the caller's folder where it has one, as the test
suite does: ``benchmarks/bytecode.py``), even when the calling environment says
``PYTHONDONTWRITEBYTECODE``. When ``packaging/build_linux.sh`` has built the bundle
(``dist/poker-director``), it is started on the same database as a smoke test
(``DIRECTOR_SMOKE_TEST=1``: to the database opened; target under 1.0 s)."""

from __future__ import annotations

import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from benchmarks.bytecode import bytecode_in

RESPONSIVE_RATIO = 2.0  # responsive within 2x a bare PySide6 window (issue 33)
MEMORY_RATIO = 1.5  # memory at most 1.5x a bare window's (issue 33)
BUNDLE_TARGET = 1.0
STALL_LIMIT = 0.050  # the window's 5 ms timer never waits longer (issue 33)
ROOT = Path(__file__).resolve().parents[1]
#: Where packaging/build_linux.sh leaves the bundle's program; measured when built.
BUNDLE = ROOT / "dist" / "poker-director" / "poker-director"
#: The bare window: the same probe as the program's (``smoke.arm``), nothing else.
BARE = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Poker Director"))
window.resize(800, 700)
window.show()
from director.ui.shell import smoke
smoke.arm(window)
smoke.database_opened("")
sys.exit(app.exec())
"""
#: The settings of a program whose welcome was seen (QSettings' file on Linux).
WELCOME_SEEN = ("Poker Director/director.conf", "[General]\nwelcome_shown=true\n")
TOURNAMENT, CASH_GAME = "Friday freezeout", "Tuesday cash"  # the events opened


@dataclass(frozen=True)
class Start:
    """One measured start, in seconds from the launch (memory in MB)."""

    painted: float
    responsive: float
    opened: float
    welcome: float | None
    longest_stall: float
    memory: float
    painted_memory: float
    cpu: float
    first_open: float | None = None  # Enter on Home's first event to its page painted
    opened_memory: float | None = None  # the memory then (SQLAlchemy loaded by then)
    gap_stall: float | None = None  # the timer's longest wait from the click to Enter
    open_stall: float | None = None  # and from Enter to the page painted
    open_cpu: float | None = None  # the window's thread's processor time then
    need_cpu: float | None = None  # the opening thread's from the click to its end
    after_stall: float | None = None  # the timer's longest wait, the paint to 1 s later
    open_stall_cpu: float | None = None  # the window's thread's most processor time
    # between two ticks, from Enter to 1 s after the page's paint


def _environment(home: Path, mode: str = "measure") -> dict[str, str]:
    return dict(
        bytecode_in(home / "bytecode"),
        QT_QPA_PLATFORM="offscreen",
        DIRECTOR_SMOKE_TEST=mode,
        DIRECTOR_SMOKE_TIMEOUT="100",  # a loaded machine's first start (the subprocess: 120)
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )


def measured(command: list[str], env: dict[str, str]) -> Start:
    """Launch ``command`` (with ``DIRECTOR_SMOKE_TEST=measure``) and read its figures."""
    before = _children_cpu()
    launched = time.monotonic()  # the clock the program's instants are read on
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    cpu = _children_cpu() - before
    lines = [line for line in done.stdout.splitlines() if line.startswith("startup ")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"the start was not measured (exit {done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")
    got = json.loads(lines[-1].split(" ", 1)[1])
    welcome = got["welcome"]
    opened_kb = got.get("opened_rss_kb")
    return Start(painted=got["painted"] - launched, responsive=got["responsive"] - launched,
                 opened=got["opened"] - launched,
                 welcome=None if welcome is None else welcome - launched,
                 longest_stall=got["longest_stall"], memory=got["rss_kb"] / 1024,
                 painted_memory=got["painted_rss_kb"] / 1024, cpu=cpu,
                 first_open=got.get("first_open"), gap_stall=got.get("gap_stall"),
                 open_stall=got.get("open_stall"), open_cpu=got.get("open_cpu"),
                 need_cpu=got.get("need_cpu"), after_stall=got.get("after_stall"),
                 open_stall_cpu=got.get("open_stall_cpu"),
                 opened_memory=None if opened_kb is None else opened_kb / 1024)


def _program(database: Path) -> list[str]:
    return [sys.executable, "-m", "director", "--db", str(database)]


def _bare() -> list[str]:
    return [sys.executable, "-c", BARE]


def run(quick: bool) -> None:
    """``DIRECTOR_OPEN_AT_PAINT=1`` in the environment: the program opens the database
    with SQLAlchemy at its first paint, as before issue 33, not at its first need."""
    tries = 1 if quick else 10  # quick: one start of each, to see it still runs
    with tempfile.TemporaryDirectory(prefix="director-startup-") as folder:
        home = Path(folder)
        env = _environment(home)
        if env.get("DIRECTOR_OPEN_AT_PAINT"):
            print("startup: the database opened with SQLAlchemy at the first paint "
                  "(DIRECTOR_OPEN_AT_PAINT=1, as before issue 33)")
        database = home / "night.sqlite3"
        measured(_program(database), env)  # makes the database and writes the bytecode
        if not quick:  # the bare window's bytecode, unmeasured (quick: its one start does)
            measured(_bare(), env)
        _a_night(database)
        seen = home / "config" / WELCOME_SEEN[0]
        seen.parent.mkdir(parents=True, exist_ok=True)
        seen.write_text(WELCOME_SEEN[1], encoding="utf-8")
        # then a click on the event's row on Home and Enter
        opens = dict(env, DIRECTOR_SMOKE_FIRST_OPEN=TOURNAMENT)
        cash = dict(env, DIRECTOR_SMOKE_FIRST_OPEN=CASH_GAME)
        if not quick:  # the pages' bytecode written, unmeasured (quick: the starts below)
            measured(_program(database), opens)  # the console's
            measured(_program(database), cash)  # the cash pages'
        _compare("an existing database (a tournament, a cash game), then the tournament's "
                 "first open", tries,
                 lambda: measured(_program(database), opens), lambda: measured(_bare(), env))
        _compare("the same, then the cash game's first open", tries,
                 lambda: measured(_program(database), cash), lambda: measured(_bare(), env))
        _compare("a first start (empty data folder, the welcome)", tries,
                 lambda: _first_start(home, env), lambda: measured(_bare(), env))
        _bundle(database, env, quick)


def _a_night(database: Path) -> None:
    """The sample tournament (eight players seated) and cash game, for Home's list and
    their first opens."""
    from datetime import UTC, datetime

    from director.services.samples import create_sample_cash_game, create_sample_tournament
    from director.store.db import open_database

    db = open_database(database)
    try:
        create_sample_tournament(db, datetime.now(UTC), name=TOURNAMENT)
        create_sample_cash_game(db, datetime.now(UTC), name=CASH_GAME)
    finally:
        db.close()


def _first_start(home: Path, env: dict[str, str]) -> Start:
    """A start on an empty data folder and settings: the welcome opens."""
    for folder in ("config", "data"):
        shutil.rmtree(home / folder, ignore_errors=True)
    for made in home.glob("first.sqlite3*"):  # the file, its -wal, lock and mark
        made.unlink()
    start = measured(_program(home / "first.sqlite3"), env)
    if start.welcome is None:
        raise RuntimeError("the first start showed no welcome")
    return start


def _compare(case: str, tries: int, program: Callable[[], Start],
             bare: Callable[[], Start]) -> None:
    """Starts of the program and of the bare window taking turns; medians."""
    ours, peer = [], []
    for _ in range(tries):
        ours.append(program())
        peer.append(bare())

    def median(starts: list[Start], field: str) -> float:
        return float(statistics.median(getattr(s, field) for s in starts))

    painted, bare_painted = median(ours, "painted"), median(peer, "painted")
    responsive, bare_responsive = median(ours, "responsive"), median(peer, "responsive")
    memory, bare_memory = median(ours, "memory"), median(peer, "memory")
    fast = responsive / bare_responsive
    lean = memory / bare_memory
    print(f"startup, {case} (median of {tries}, taking turns with a bare PySide6 window):")
    print(f"  first paint {painted:.2f} s (bare window {bare_painted:.2f} s, "
          f"{painted / bare_painted:.2f}x)")
    print(f"  responsive {responsive:.2f} s (bare window {bare_responsive:.2f} s, {fast:.2f}x; "
          f"target {RESPONSIVE_RATIO}x): {'ok' if fast <= RESPONSIVE_RATIO else 'too slow'}")
    welcome = [s.welcome for s in ours if s.welcome is not None]
    print(f"  database opened {median(ours, 'opened'):.2f} s"
          + (f", welcome painted {statistics.median(welcome):.2f} s" if welcome else "")
          + f"; longest stall after the first paint {median(ours, 'longest_stall') * 1000:.0f}"
          f" ms (slowest start {max(s.longest_stall for s in ours) * 1000:.0f} ms)")
    print(f"  memory {memory:.1f} MB (bare window {bare_memory:.1f} MB, {lean:.2f}x; "
          f"target {MEMORY_RATIO}x): {'ok' if lean <= MEMORY_RATIO else 'too much'}; "
          f"at the first paint {median(ours, 'painted_memory'):.1f} MB "
          f"(bare window {median(peer, 'painted_memory'):.1f} MB)")
    opening = " (its first open included)" if ours[0].first_open is not None else ""
    print(f"  processor time {median(ours, 'cpu'):.2f} s a start{opening} "
          f"(bare window {median(peer, 'cpu'):.2f} s)")
    opens = [s for s in ours if s.first_open is not None and s.opened_memory is not None]
    if opens:
        print(f"  first open of an event (Enter on Home's row to its page painted) "
              f"{statistics.median(s.first_open or 0.0 for s in opens):.2f} s "
              f"(slowest {max(s.first_open or 0.0 for s in opens):.2f} s); memory then "
              f"{statistics.median(s.opened_memory or 0.0 for s in opens):.1f} MB")
        gaps = [s.gap_stall for s in opens if s.gap_stall is not None]
        if gaps:
            _stall("longest stall from the click on the row to Enter", gaps, max(gaps))
        # the first open's stall: Enter to its page painted, then the rest of the open
        # (the clock's window, the seating's modules) watched one second more
        whole = [max(s.open_stall, s.after_stall) for s in opens
                 if s.open_stall is not None and s.after_stall is not None]
        if whole:
            alone = statistics.median(s.open_stall or 0.0 for s in opens)
            _stall("first open's longest stall (the 5 ms timer's longest wait from Enter to "
                   "1 s after the page's paint)", whole, statistics.median(whole),
                   f"; to the page painted alone {alone * 1000:.0f} ms")
        spent = [s.open_stall_cpu for s in opens if s.open_stall_cpu is not None]
        if spent:
            print(f"  the same in the window's thread's processor time between two ticks "
                  f"(less moved by the load) {statistics.median(spent) * 1000:.0f} ms "
                  f"(slowest start {max(spent) * 1000:.0f} ms)")
        needed = [s.need_cpu for s in opens if s.need_cpu is not None]
        window = [s.open_cpu for s in opens if s.open_cpu is not None]
        if needed and window:
            print(f"  processor time: the opening's thread from the click to its end "
                  f"(SQLAlchemy, the pages' modules) {statistics.median(needed):.2f} s; "
                  f"the window's thread from Enter to the page painted "
                  f"{statistics.median(window):.2f} s")


def _stall(what: str, stalls: list[float], judged: float, more: str = "") -> None:
    """A line of stalls: their median and slowest start, and ``judged`` against the
    target (the slowest start, or the median where one start's load may decide)."""
    print(f"  {what} {statistics.median(stalls) * 1000:.0f} ms (slowest start "
          f"{max(stalls) * 1000:.0f} ms; target under {STALL_LIMIT * 1000:.0f} ms): "
          f"{'ok' if judged <= STALL_LIMIT else 'stalled'}{more}")


def _bundle(database: Path, env: dict[str, str], quick: bool) -> None:
    if not BUNDLE.is_file():
        print(f"the PyInstaller bundle: not built ({BUNDLE.relative_to(ROOT)}; "
              f"packaging/build_linux.sh builds it)")
        return
    smoke = dict(env, DIRECTOR_SMOKE_TEST="1")
    times = []
    for _ in range(3 if quick else 11):  # the first, unmeasured
        start = time.perf_counter()
        done = subprocess.run([str(BUNDLE), "--db", str(database)], cwd=ROOT, env=smoke,
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0 or "database opened" not in done.stdout:
            raise RuntimeError(f"the bundle did not start (exit {done.returncode}):\n"
                               f"{done.stdout}\n{done.stderr}")
        times.append(time.perf_counter() - start)
    median = statistics.median(times[1:])
    print(f"startup, the PyInstaller bundle to its database opened (median of "
          f"{len(times) - 1}): {median:.2f} s (target {BUNDLE_TARGET} s): "
          f"{'ok' if median < BUNDLE_TARGET else 'too slow'}")


def _children_cpu() -> float:
    """User and system processor seconds of the finished child processes so far."""
    spent = resource.getrusage(resource.RUSAGE_CHILDREN)
    return spent.ru_utime + spent.ru_stime


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
