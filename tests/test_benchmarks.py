"""Every benchmark runs once in its quick mode, so none can silently stop working
(a benchmark that no longer runs is a failing test). The figures of a quick run are
not measurements and nothing here asserts a time: the README's figures come from
full runs of ``python -m benchmarks``."""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import benchmarks

ROOT = Path(__file__).resolve().parents[1]
NAMES = sorted(m.name.removeprefix("bench_") for m in pkgutil.iter_modules(benchmarks.__path__)
               if m.name.startswith("bench_"))


def test_every_benchmark_module_is_found() -> None:
    expected = {"club", "console", "dealer", "equity", "field", "hands", "memory", "ranking",
                "replay", "startup", "storage"}
    assert expected <= set(NAMES)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.pg) if n == "club" else n
                                  for n in NAMES])  # club starts a PostgreSQL server
def test_benchmark_runs_in_quick_mode(name: str, request: pytest.FixtureRequest) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if name == "club":  # the session's server, not an initdb and migrations of its own
        env["DIRECTOR_BENCH_PG"] = request.getfixturevalue("pg_url")
    done = subprocess.run([sys.executable, "-m", "benchmarks", name, "--quick"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"== {name} ==" in done.stdout
    figures = done.stdout.split(f"== {name} ==", 1)[1]
    assert any(ch.isdigit() for ch in figures), f"{name} printed no figure:\n{done.stdout}"
    if name == "startup":  # the first open of an event measured too (issue 33)
        assert "first open's longest stall" in figures and "Enter on Home's row" in figures


def test_replay_ratio_is_the_median_of_the_rounds_side_by_side() -> None:
    """Issue 33: the replay benchmark's ratio is pokerkit's time over ours round by
    round (turns side by side, which a busy moment slows alike), the median of those,
    not the best of each side taken apart (a side's best moved with the load)."""
    from benchmarks.bench_replay import Turns

    turns = Turns(ours=[0.010, 0.020, 0.011], theirs=[0.200, 0.300, 0.264])
    assert turns.ratios == pytest.approx([15.0, 20.0, 24.0])
    assert turns.ratio == pytest.approx(20.0)
    assert turns.median(turns.ours, 100) == pytest.approx(0.11)  # ms a hand
    assert turns.median(turns.theirs, 100) == pytest.approx(2.64)
