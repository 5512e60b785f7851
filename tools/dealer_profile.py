"""Where a dealer-panel key press spends the main thread's CPU (issue 21): the
dealer latency benchmark's presses (``benchmarks/bench_dealer.py``, the same
table, seed and keys), each split by phase and grouped by the step it answered.

    python tools/dealer_profile.py [presses] [--size "1024x600 screen"] [--json rows.json]

Phases, in CPU seconds of the main thread (``time.thread_time``: steadier than
wall time on a loaded machine): ``key`` Qt's delivery of the key or click to the
panel's command and what follows it; ``service`` the session's command (engine
``apply``, the store's append; the commit's fsync runs on its worker thread);
``refresh`` the panel's redraw of its widgets (with its parts: ``r_seats`` the
seats list, ``r_felt_table`` and ``r_show_table`` the felt's model, ``r_pots``,
``r_cards`` the card grid, ``r_actions`` the buttons and what shows); ``events``
Qt's layout and paint (``felt_paint`` the felt's own ``paintEvent``,
``ev_settle`` waiting for the commit after the paint); ``settle`` a commit not
waited for yet when the events are done.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PHASES = ("cpu", "key", "service", "refresh", "r_seats", "r_felt_table", "r_show_table",
          "r_pots", "r_cards", "r_actions", "events", "felt_paint", "ev_settle", "settle")
spent: dict[str, float] = collections.defaultdict(float)
running: set[str] = set()


def timed(owner: Any, name: str, phase: str) -> None:
    """Count the CPU time of ``owner.name`` to ``phase``."""
    original: Callable[..., Any] = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if phase in running:  # a command calling another: counted once
            return original(*args, **kwargs)
        running.add(phase)
        started = time.thread_time()
        try:
            return original(*args, **kwargs)
        finally:
            spent[phase] += time.thread_time() - started
            running.discard(phase)

    setattr(owner, name, wrapper)


def instrument() -> None:
    from director.services.tables.dealer_session import DealerSession
    from director.ui.dealer import panel
    from director.ui.dealer.actions_bar import ActionsBar  # noqa: F401 (loaded first)
    from director.ui.dealer.card_grid import CardGrid
    from director.ui.dealer.felt.painting import TableFelt
    from director.ui.dealer.pots_view import PotsView
    from director.ui.dealer.seats_view import SeatsView

    for command in ("advance", "check_call", "bet_raise", "award_to", "next_hand", "fold",
                    "all_in", "undo"):
        timed(DealerSession, command, "command")  # the refresh runs inside it
    timed(panel.DealerPanel, "refresh", "refresh")  # its layout once, after
    timed(panel.DealerPanel, "_show_actions", "r_actions")
    timed(panel.DealerPanel, "customEvent", "ev_settle")
    timed(panel, "felt_table", "r_felt_table")
    timed(TableFelt, "paintEvent", "felt_paint")
    timed(TableFelt, "show_table", "r_show_table")
    timed(SeatsView, "show_rows", "r_seats")
    timed(PotsView, "show_pots", "r_pots")
    timed(CardGrid, "set_request", "r_cards")


def play(panel: Any, target: int, rng: random.Random) -> list[dict[str, Any]]:
    """The benchmark's presses (``bench_dealer.play``), each profiled."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QPushButton

    from director.engine.cards import STANDARD_DECK

    app = QApplication.instance()
    assert app is not None
    s = panel.session
    rows: list[dict[str, Any]] = []

    def press(action: Callable[[], None], kind: str) -> None:
        spent.clear()
        started = time.thread_time()
        action()
        acted = time.thread_time()
        app.processEvents()
        drawn = time.thread_time()
        if s.unsettled:
            s.settled()
        row: dict[str, Any] = dict(spent)
        row.update(kind=kind, cpu=time.thread_time() - started, events=drawn - acted,
                   settle=time.thread_time() - drawn)
        row["key"] = acted - started - row.get("command", 0.0)
        row["service"] = row.get("command", 0.0) - row.get("refresh", 0.0)
        rows.append(row)

    while len(rows) < target:
        if s.is_complete:
            if sum(1 for v in s.stacks_by_seat().values() if v > 0) < 2:
                break
            press(lambda: QTest.keyClick(panel, Qt.Key.Key_N), "next hand")
            continue
        step = s.step()
        request = s.card_request()
        if step.kind.name == "AWARD" and s.cards_missing():
            buttons = panel.picker.findChildren(QPushButton)
            for index, pot in enumerate(r for r in s.pot_rows() if r.amount):
                name = f"win_{index}_high_{pot.seats[0]}"
                next(b for b in buttons if b.objectName() == name).setChecked(True)
            press(lambda: QTest.mouseClick(panel.picker.award, Qt.MouseButton.LeftButton),
                  "award (picked)")
        elif step.kind.name == "ACT":
            key = Qt.Key.Key_R if rng.random() < 0.1 else Qt.Key.Key_C
            legal = s.legal()
            kind = "raise" if key == Qt.Key.Key_R else "check" if legal.call == 0 else "call"
            press(lambda key=key: QTest.keyClick(panel, key), kind)  # type: ignore[misc]
        else:
            if request.required:
                used = s.used_cards()
                free = [c for c in STANDARD_DECK if c not in used]
                panel.cards.entry.setText(" ".join(
                    str(c) for c in rng.sample(free, request.count)))
            press(lambda: QTest.keyClick(panel, Qt.Key.Key_N),
                  step.kind.name.lower().replace("_", " "))
    return rows


def report(rows: list[dict[str, Any]]) -> None:
    def ms(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    print(f"{len(rows)} presses; main-thread CPU per press, ms")
    print(f"{'phase':14s} {'median':>7s} {'p98':>7s} {'p99':>7s}")
    for phase in PHASES:
        values = [r.get(phase, 0.0) for r in rows]
        print(f"{phase:14s} {ms(values, .5):7.2f} {ms(values, .98):7.2f} {ms(values, .99):7.2f}")
    print("\nby step (medians, ms):")
    print(f"{'step':16s} {'n':>4s} " + " ".join(f"{p:>8s}" for p in PHASES[:4] + PHASES[10:12]))
    kinds: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
    for r in rows:
        kinds[r["kind"]].append(r)
    for kind, of in sorted(kinds.items(), key=lambda k: -statistics.median(r["cpu"] for r in k[1])):
        print(f"{kind:16s} {len(of):4d} " + " ".join(
            f"{statistics.median(r.get(p, 0.0) for r in of) * 1000:8.2f}"
            for p in PHASES[:4] + PHASES[10:12]))
    slowest = sorted(rows, key=lambda r: -r["cpu"])[:max(1, len(rows) // 50)]
    print("\nthe slowest 2% by CPU:", collections.Counter(r["kind"] for r in slowest).most_common())
    print("  their mean phases, ms: " + ", ".join(
        f"{p} {statistics.mean(r.get(p, 0.0) for r in slowest) * 1000:.2f}" for p in PHASES))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presses", nargs="?", type=int, default=1500)
    parser.add_argument("--json", type=Path, help="each press's phases, for comparing runs")
    parser.add_argument("--size", default="1280x800",
                        help="the panel's size, as the benchmark names it (bench_dealer.SIZES)")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_dealer import SIZES, table_panel

    app = QApplication.instance() or QApplication([])
    instrument()
    with tempfile.TemporaryDirectory() as folder:
        panel, db, _ = table_panel(folder, SIZES[args.size])
        app.processEvents()
        rows = play(panel, args.presses, random.Random(8))
        panel.close()  # type: ignore[attr-defined]
        db.close()  # type: ignore[attr-defined]
    if args.json:
        args.json.write_text(json.dumps(rows))
    report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
