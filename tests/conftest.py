"""Test setup shared by every layer: Qt runs offscreen, so tests need no display;
Hypothesis loads no plugins; compiled modules are kept even where ``PYTHONDONTWRITEBYTECODE`` is set
(``keep_bytecode``); how many workers ``-n auto`` starts
(``pytest_xdist_auto_num_workers``); and after every test, that no write turn of an
SQLite file is left held (``no_write_turn_left``)."""

import gc
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Hypothesis loads every installed package's Hypothesis plugin when it is imported:
# here only trio's (selenium's), which imports trio and registers trio's own random
# number generator, with a full garbage collection: 0.2-0.5 s of processor time in
# every worker and every pytest a test starts, for a library no test uses (issue 33).
# The workers and those runs start after this file: they inherit it.
os.environ.setdefault("HYPOTHESIS_NO_PLUGINS", "1")


def keep_bytecode() -> None:
    """Where the environment says ``PYTHONDONTWRITEBYTECODE`` (this project's shared
    machine does), every process compiled every module from source: each worker
    its pytest-rewritten test modules and the program's modules (26 s of processor
    time a worker to collect the suite, 2026-12-03), and each ``python -m director``
    a test starts its imports again (issue 33). As the benchmarks do
    (``benchmarks/bench_replay.py``), the bytecode is kept outside the checkout: in
    a folder of this user's own under the system's temporary folder
    (``PYTHONPYCACHEPREFIX``, for this process and the ones it starts), checked by
    each source file's time and size as always. Without the variable nothing changes."""
    if not sys.dont_write_bytecode or sys.pycache_prefix:
        return
    folder = Path(tempfile.gettempdir()) / f"director-tests-bytecode-{os.getuid()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        owned = folder.stat()
    except OSError:
        return
    if owned.st_uid != os.getuid() or owned.st_mode & 0o077 or folder.is_symlink():
        return  # not this user's own folder: compile from source as asked
    sys.pycache_prefix = str(folder)
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)


keep_bytecode()

# The session's PostgreSQL server and a fresh database on it (club mode, issue 17).
from tests.pg import pg_server, pg_url  # noqa: E402, F401  (after keep_bytecode)

#: The most memory a worker holds (about 1.3-1.5 GB by the end of the suite: the Qt
#: windows of its tests, its template databases and its PostgreSQL server), with room.
WORKER_MEMORY = 2 * 1024**3


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """One worker a core and two more, where the memory allows: a quarter to a third of
    the suite's time waits for something other than a processor (servers,
    subprocesses, timers). On this 2-core machine, 2026-12-03: two workers 10 min 13 s,
    three 9 min 0 s (3,333 tests); with 3,416 tests three took 10 min 10 s and 10 min
    27 s (1.5 cores busy on average), four 9 min 48 s, with the same processor time.
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides when it is set (xdist's own hook
    reads it)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (
        os.cpu_count() or 1)
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return cores
    return max(1, min(cores + 2, memory // WORKER_MEMORY))


@pytest.fixture(autouse=True)
def collections_unfrozen() -> Iterator[None]:
    """A program started in a test sets what it holds aside from Python's collections
    once its database is open (``gc.freeze``, issue 33); the test process lives on, so
    its objects go back to the collections after each test."""
    yield
    if gc.get_freeze_count():
        gc.unfreeze()


@pytest.fixture(autouse=True)
def no_write_turn_left() -> Iterator[None]:
    """No test leaves a file's write turn held (``director.store.write_turns``): a turn
    never given back would make every other thread of the process wait ``TURN_WAIT``
    before each of its writes. A commit left running behind the dealer panel may still be
    finishing on its thread: it is given a moment."""
    yield
    from director.store.write_turns import held_turns

    deadline = time.monotonic() + 2
    while held_turns() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not held_turns(), f"a write turn was never given back: {held_turns()}"
