"""Replaying hand histories end to end: ``director replay --json`` against
pokerkit's ``HandHistory`` replay, on the same PHH files, processes started alike.

1,050 random hands of seven games (150 each: no-limit and fixed-limit hold'em,
pot-limit Omaha, fixed-limit Omaha hi/lo, seven card stud, stud hi/lo, razz) are
played by the property tests' random driver (``tests.engine.strategies``),
written as ``.phh`` files, and kept only where pokerkit replays them to the same
finishing stacks (it places some odd chips differently, R-7.5). Then, in the
same run:

- ours: a fresh ``python -m director replay --json FILE...`` over every file;
- pokerkit: a fresh Python process that loads each file with
  ``HandHistory.load`` and iterates its states to the end.

Both are timed from launch to exit, wall clock and CPU time (the machine is
shared: CPU time moves less), taking turns; the start of each (the interpreter
and the modules it imports, with no file) is timed too and subtracted, so the
ratio compares the replay, not the interpreter's start. Every process reads its
compiled modules from the run's own folder, written by an unmeasured first run
(as an installed program and pokerkit start from their bytecode), even where the
environment says ``PYTHONDONTWRITEBYTECODE``: otherwise the modules a replay
imports at its first file were compiled in the timed part of every run (a run
at 22:05 UTC measured 18.9x that way, against 25.0x at 21:37 with bytecode).
Inside our process, the time is split into parsing (PHH's TOML) and applying the
events, to show where it goes. The README's whole-hand figure (``benchmarks
hands``) is another path: events already built, no parsing.

Measured 2026-12-01, 17:59–18:11 UTC, load average 6–9 on 2 cores: CPU time
16.8x pokerkit (ours 1.85 s, pokerkit 31.1 s), wall clock 18.9x; the code before
measured 13.1x / 11.1x at 17:11–17:20 UTC, load 5–12 (target: 20x, not met). A
profile of ``director replay --json`` over these files (py-spy, start excluded):
applying the events about 70% (the awards 18%, of it evaluating the hands 6%;
dealing 15%, stud's first actor 6%), reading the files about 27% (TOML 8%,
the actions 7%, building ``HandHistory`` 5%).

Measured 2026-12-01, 20:58–21:02 UTC, load average 3.8–8.9 on 2 cores: CPU time
25.3x pokerkit (ours 1.358 s, pokerkit 34.4 s), wall clock 23.2x: issue 21's
target, 20x, met. Counted in instructions (valgrind's cachegrind, all 1,050
files, start subtracted), this step does the work in 0.76 of the instructions
before it (4,052 million against 5,315 million); CPU time of fresh processes
taking turns with the code before, 0.78 of it (median of 5, 21:04–21:06 UTC).
What changed: a pot award's words (R-7.6) are built when first read
(``PotAward``'s ``explain``), and a replay reads none; razz hands work out
their best five directly until a thousand different ones have been met, instead
of building the 73,775-entry table on the first razz hand; a line of PHH as our
writer puts it is read in one match; cards shown as dealt are recorded as shown
in one update; the betting order counts the players able to bet only when a
turn depends on it; stud's first actor compares showing strengths, not values;
Omaha high skips the flush look-ups on a board with no three cards of a suit; a
replay applies each event one call shallower. The outputs of ``director
replay`` (text and ``--json``) and the final states' snapshots are the same as
before for every one of the 1,050 hands.
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM, OMAHA, OMAHA_HILO, RAZZ, STUD, STUD_HILO
from director.engine.hand.facts.setup import HandSetup
from director.engine.phh import dumps_phh
from director.engine.phh.replay import history_from_hand
from tests.engine.strategies import Policy, play_hand

ROOT = Path(__file__).resolve().parents[1]
POLICY = Policy(fold=0.08, raise_=0.2, muck=0.0, explicit_burns=0.0,
                max_raises_per_street=3, pointless_raises=False)


def _blinds(game: object, betting: Callable[[], Betting]) -> Callable[[random.Random], HandSetup]:
    def make(rng: random.Random) -> HandSetup:
        stacks = {seat: rng.randint(100, 400) * 2 for seat in range(1, 7)}
        return HandSetup.at_table(game, betting(), stacks, rng.randint(1, 6),  # type: ignore[arg-type]
                                  small_blind=1, big_blind=2)
    return make


def _stud(game: object) -> Callable[[random.Random], HandSetup]:
    def make(rng: random.Random) -> HandSetup:
        stacks = {seat: rng.randint(400, 1000) for seat in range(1, 7)}
        return HandSetup.at_table(game, Betting.fixed_limit(10, 20, max_raises=4),  # type: ignore[arg-type]
                                  stacks, rng.randint(1, 6), ante=1, bring_in=3)
    return make


GAMES: dict[str, Callable[[random.Random], HandSetup]] = {
    "NT": _blinds(HOLDEM, lambda: Betting.no_limit(2)),
    "FT": _blinds(HOLDEM, lambda: Betting.fixed_limit(2, 4)),
    "PO": _blinds(OMAHA, lambda: Betting.pot_limit(2)),
    "FO/8": _blinds(OMAHA_HILO, lambda: Betting.fixed_limit(2, 4)),
    "F7S": _stud(STUD),
    "F7S/8": _stud(STUD_HILO),
    "FR": _stud(RAZZ),
}


def write_hands(folder: Path, per_game: int, seed: int = 2026) -> list[Path]:
    """``per_game`` hands of each game as .phh files pokerkit replays alike."""
    rng = random.Random(seed)
    paths: list[Path] = []
    for variant, make in GAMES.items():
        kept = tries = 0
        while kept < per_game:
            tries += 1
            if tries > per_game * 20:
                raise RuntimeError(f"pokerkit replays too few {variant} hands alike")
            state = play_hand(rng, make(rng), POLICY)
            text = dumps_phh(history_from_hand(state, variant))
            if _pokerkit_stacks(text) != list(state.stacks):
                continue
            path = folder / f"{variant.replace('/', '-')}-{kept:04d}.phh"
            path.write_text(text, encoding="utf-8")
            paths.append(path)
            kept += 1
    return paths


def _pokerkit_stacks(text: str) -> list[int] | None:
    """The finishing stacks of pokerkit's ``HandHistory`` replay (the timed path),
    or None when it cannot replay the hand."""
    import pokerkit

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            state = deque(pokerkit.HandHistory.loads(text), maxlen=1)[0]
    except (ValueError, KeyError):
        return None
    return None if state.status else [int(s) for s in state.stacks]


POKERKIT_REPLAY = """
import sys, warnings
import pokerkit
warnings.simplefilter("ignore")
for path in sys.argv[1:]:
    with open(path, "rb") as file:
        history = pokerkit.HandHistory.load(file)
    for state in history:
        pass
    print(list(state.stacks))
"""


def _cpu_of_children() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def bytecode_in(folder: Path) -> dict[str, str]:
    """This environment, with each process's compiled modules kept in ``folder`` even
    where the calling environment says ``PYTHONDONTWRITEBYTECODE``: otherwise every
    module a replay imports on its first file is compiled again in the timed part
    of every run (``bench_startup`` does the same)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return dict(env, PYTHONPYCACHEPREFIX=str(folder))


def _timed(command: list[str], env: dict[str, str]) -> tuple[Times, str]:
    """Wall-clock and CPU seconds of a fresh process, and what it printed. On a
    machine shared with other work the CPU seconds move much less than the wall."""
    cpu, start = _cpu_of_children(), time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800,
                          env=env)
    elapsed, cpu = time.perf_counter() - start, _cpu_of_children() - cpu
    if done.returncode != 0:
        raise RuntimeError(f"{command[:4]} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return Times(elapsed, cpu), done.stdout


@dataclass(frozen=True)
class Times:
    wall: float
    cpu: float

    def __sub__(self, start: Times) -> Times:
        return Times(self.wall - start.wall, self.cpu - start.cpu)


def _ours(paths: list[str], env: dict[str, str]) -> tuple[Times, str]:
    if not paths:  # the start alone: the interpreter and the modules a replay imports
        return _timed([sys.executable, "-c",
                       "import director.cli, director.engine.phh.replay, json"], env)
    return _timed([sys.executable, "-m", "director", "replay", "--json", *paths], env)


def _theirs(paths: list[str], env: dict[str, str]) -> tuple[Times, str]:
    return _timed([sys.executable, "-c", POKERKIT_REPLAY, *paths], env)


def _split_in_process(paths: list[Path]) -> tuple[float, float]:
    """Seconds spent parsing the files and replaying the parsed hands, in this process."""
    from director.engine.phh import loads_phh
    from director.engine.phh.replay import replay_history

    texts = [path.read_text(encoding="utf-8") for path in paths]
    start = time.perf_counter()
    hands = [loads_phh(text) for text in texts]
    parsed = time.perf_counter()
    for hand in hands:
        replay_history(hand)
    return parsed - start, time.perf_counter() - parsed


def run(quick: bool) -> None:
    per_game = 3 if quick else 150
    repeats = 1 if quick else 3
    with tempfile.TemporaryDirectory(prefix="director-replay-") as folder:
        env = bytecode_in(Path(folder) / "bytecode")
        paths = write_hands(Path(folder), per_game)
        names = [str(p) for p in paths]
        ours_out = _ours(names, env)[1].splitlines()  # unmeasured: writes the bytecode too
        _theirs(names[:1], env)  # as for pokerkit's
        records = [json.loads(line) for line in ours_out]
        bad = [r for r in records if r["error"] or r["matches"] is False]
        if len(records) != len(paths) or bad:
            raise RuntimeError(f"our replay disagrees with the files: {bad[:3]}")
        ours_runs, theirs_runs = [], []
        for _ in range(repeats):  # taking turns, so a busy minute falls on both
            ours_runs.append(_ours(names, env)[0] - _ours([], env)[0])
            theirs_runs.append(_theirs(names, env)[0] - _theirs([], env)[0])
        parse, apply = _split_in_process(paths)
    print(f"replay of {len(paths)} PHH hands of {len(GAMES)} games, fresh processes, "
          f"start-up subtracted (median of {repeats}):")
    for kind in ("wall", "cpu"):
        ours = statistics.median(getattr(t, kind) for t in ours_runs)
        theirs = statistics.median(getattr(t, kind) for t in theirs_runs)
        label = "wall clock" if kind == "wall" else "CPU time (user + system)"
        print(f"  {label}:")
        print(f"    ours (director replay --json): {ours:.3f} s  "
              f"({len(paths) / max(ours, 1e-9):,.0f} hands/s)")
        print(f"    pokerkit HandHistory:          {theirs:.3f} s  "
              f"({len(paths) / max(theirs, 1e-9):,.0f} hands/s)")
        print(f"    ratio: {theirs / max(ours, 1e-9):.1f}x pokerkit (target: at least 20x)")
    total = parse + apply
    print(f"  in process: parsing {parse:.3f} s ({parse / total:.0%}), "
          f"applying {apply:.3f} s ({apply / total:.0%})")


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
