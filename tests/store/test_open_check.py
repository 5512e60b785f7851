"""Issue 33: opening a database reads every page only after an unclean end.

The full check (``PRAGMA quick_check``, time growing with the file) ran at every
opening: 13 ms at 3.8 MB, 117 ms at 37.5 MB. Now a clean close removes the lock
file and the next opening takes a look whose time does not grow with the file;
a lock file left saying "open" (a kill, a crash; or an older version's empty
one) brings the full check back, and it still finds damage. The figures are in
``benchmarks/bench_storage.py``; nothing here times anything.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from director.store import file_checks
from director.store.db import Damaged, open_database
from director.store.first_look import first_look
from tests.store.test_data_safety import Program, _scribble, night


@pytest.fixture
def full_checks(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each opening's page check was the full one."""
    seen: list[bool] = []
    real = file_checks.quick_check

    def spy(path: Path, immutable: bool = False, full: bool = True) -> str:
        seen.append(full)
        return real(path, immutable, full)

    monkeypatch.setattr(file_checks, "quick_check", spy)
    return seen


def test_the_full_check_runs_only_after_an_unclean_end(tmp_path: Path,
                                                       full_checks: list[bool]) -> None:
    path = tmp_path / "night.sqlite3"
    night(path, 100)
    full_checks.clear()
    open_database(path, exclusive=True).close()
    assert full_checks == [False], "closed cleanly: the constant-time look"
    assert not (tmp_path / "night.sqlite3.lock").exists()
    program = Program(path)
    program.save("Kovács_Anna")
    program.kill()  # kill -9: the lock file is left saying "open"
    full_checks.clear()
    open_database(path, exclusive=True).close()
    assert full_checks == [True], "after the kill: every page read"
    full_checks.clear()
    look = first_look(path)
    assert look is not None
    look.close()
    assert full_checks == [False], "that opening closed cleanly"
    (tmp_path / "night.sqlite3.lock").write_bytes(b"")  # an older version's lock file
    full_checks.clear()
    open_database(path).close()
    assert full_checks == [True], "how the run before ended is not known: the full check"


def test_damage_is_still_found_after_an_unclean_end(tmp_path: Path) -> None:
    """The program killed, then pages scribbled over: the opening finds them (and
    the next opening again, as the lock file keeps saying the end was unclean)."""
    path = tmp_path / "night.sqlite3"
    night(path, 3_000)
    program = Program(path)
    program.save("Kovács_Anna")
    program.kill()
    _scribble(path)
    for _ in range(2):
        with pytest.raises(Damaged) as info:
            open_database(path, exclusive=True)
        assert "free space corruption" in str(info.value)
    with pytest.raises(Damaged):
        first_look(path)
    assert (tmp_path / "night.sqlite3.lock").exists(), "the unclean end is remembered"
