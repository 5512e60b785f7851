"""The Linux bundle: build it with packaging/build_linux.sh, start it offscreen, see the
main window painted (director.ui.shell.smoke). Takes minutes: ``pytest -m bundle``.

``DIRECTOR_BUNDLE_SKIP_BUILD=1`` starts an already built dist/poker-director instead;
``PYTHON=/path/to/python`` builds with that environment instead of build/bundle-venv.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "poker-director"
PROGRAM = BUNDLE / "poker-director"

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    if not os.environ.get("DIRECTOR_BUNDLE_SKIP_BUILD"):
        _build_once_a_run()
    assert PROGRAM.is_file() and os.access(PROGRAM, os.X_OK)
    return BUNDLE


def _build_once_a_run() -> None:
    """Build the bundle once for the whole pytest run, however many workers it has.

    Each xdist worker that gets one of these tests sets this module's fixture up. Two
    builds at once share build/bundle-venv and dist/ (a CI run broke so: two pips
    upgrading the same venv), so the first worker builds under a lock and writes the
    run's id; the others wait on the lock, see the id and use what it built.
    """
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", f"pid-{os.getpid()}")
    (ROOT / "build").mkdir(exist_ok=True)
    stamp = ROOT / "build" / "bundle-built-for-run"
    with open(ROOT / "build" / "bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.is_file() and stamp.read_text() == run:
            return
        stamp.unlink(missing_ok=True)
        # build_linux.sh makes (once) its own venv in build/bundle-venv; PYTHON=... in
        # the environment builds with that Python instead (only PyInstaller is added).
        subprocess.run(["bash", str(ROOT / "packaging" / "build_linux.sh")],
                       env={**os.environ}, check=True, timeout=1800)
        stamp.write_text(run)


def _run(args: list[str], tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "DIRECTOR_DB": str(tmp_path / "bundle.sqlite3"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), **extra}
    env.pop("DIRECTOR_RESOURCES", None)
    return subprocess.run([str(PROGRAM), *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)


def test_the_bundle_opens_its_main_window(bundle: Path, tmp_path: Path) -> None:
    result = _run([], tmp_path, DIRECTOR_SMOKE_TEST="1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "main window shown (Poker Director" in result.stdout


def test_the_bundle_creates_and_checks_its_database(bundle: Path, tmp_path: Path) -> None:
    """The program makes its database (a check makes none: it says there is none)."""
    result = _run(["check"], tmp_path)
    assert result.returncode == 2 and "There is no database at" in result.stdout, \
        result.stdout + result.stderr
    assert not (tmp_path / "bundle.sqlite3").exists()
    assert _run([], tmp_path, DIRECTOR_SMOKE_TEST="1").returncode == 0
    result = _run(["check"], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "checked, up to date" in result.stdout
    assert (tmp_path / "bundle.sqlite3").is_file()


def test_the_bundle_carries_its_resources(bundle: Path) -> None:
    resources = bundle / "_internal" / "resources"
    assert (resources / "structures" / "home-game.json").is_file()
    assert (resources / "payouts" / "standard.json").is_file()
    assert (resources / "sounds" / "level_up.wav").is_file()
    assert sorted(p.name for p in (resources / "translations").glob("*.qm"))
    for language in ("en", "hu"):  # the rulebook, from docs/rules (R-1.1 …)
        rulebook = resources / "rules" / language / "README.md"
        assert rulebook.read_text(encoding="utf-8") == \
            (ROOT / "docs" / "rules" / language / "README.md").read_text(encoding="utf-8")
    # Qt's own Hungarian texts (Close, Cancel), found by director.ui.shell.app.qt_catalogue.
    assert (resources / "translations" / "qtbase_hu.qm").is_file()
    migrations = bundle / "_internal" / "director" / "store" / "migrations"
    assert (migrations / "script.py.mako").is_file()
    assert (migrations / "versions" / "v0001_to_0016" / "0001_first_schema.py").is_file()
