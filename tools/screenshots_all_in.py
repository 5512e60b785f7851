"""Screenshots of the all-in odds (issue 21, R-7.1): the dealer panel and the clock
screen while three hands are face up all in, before the flop (an estimate with
its margin) and after it (counted exactly), at 1366x768 in English and Hungarian.

    python tools/screenshots_all_in.py [--out build/screenshots] [--docs]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

T0 = datetime(2026, 11, 29, 21, 0, tzinfo=UTC)
NAMES = {1: "Anna", 2: "Bence", 3: "Csilla", 4: "Dávid"}
CHOSEN = ("allin_dealer_flop_en_1366x768.png", "allin_clock_preflop_hu_1366x768.png")


def shoot(widget: QWidget, out: Path, name: str) -> None:
    QApplication.processEvents()
    widget.grab().save(str(out / name))


def wait(seconds: float) -> None:
    """Let the panel refine its estimate for a while, as it does between keys."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def all_in_shots(out: Path, language: str) -> None:
    from director.engine.event.clock import ClockState
    from director.engine.event.structures import load_template
    from director.services.all_in_board import AllInBoard
    from director.services.clock_board import build_board
    from director.services.clock_layouts import ClockLayout
    from director.services.dealer_session import USUAL_GAMES, DealerSession
    from director.ui.clock_odds import attach_clock_odds
    from director.ui.clock_window import ClockWindow
    from director.ui.dealer.panel import DealerPanel
    from director.ui.odds_felt import publish_to
    from director.ui.sounds import Announcer

    session = DealerSession.in_memory(USUAL_GAMES["holdem"],
                                      {1: 4000, 2: 2500, 3: 3000, 4: 5000}, 4)
    panel = DealerPanel(session, seat_names=lambda: NAMES)
    panel.odds.rng = random.Random(5)
    board = AllInBoard()
    publish_to(panel, board, 1, [])  # one table: no table name on the clock
    structure = load_template("regular")
    clock_board = build_board(structure, ClockState(6, True, T0), T0, players_left=9,
                              entries=24, chips_in_play=24 * structure.starting_stack,
                              prize_pool=240_000, payouts=[(1, 120_000), (2, 72_000),
                                                           (3, 48_000)])
    clock = ClockWindow(lambda _now: clock_board, announcer=Announcer(sound=False),
                        clock=lambda: T0)
    clock.set_layout(ClockLayout(club_name="Ász Póker Klub"))
    attach_clock_odds(clock, board)
    panel.resize(1366, 768)
    clock.resize(1366, 768)
    panel.show()
    clock.show()
    clock.update_board(T0)

    def key(k: Qt.Key, cards: str = "") -> None:
        if cards:
            panel.cards.entry.clear()
            QTest.keyClicks(panel.cards.entry, cards)
            panel.actions.next.click()  # as the dealer clicks "Dealt (N)"
            return
        QTest.keyClick(panel, k)

    key(Qt.Key.Key_N)  # small blind
    key(Qt.Key.Key_N)  # big blind
    for hole in ("Kc Kh", "9s 8s", "As Ad", "7d 2c"):  # seats 1 to 4
        key(Qt.Key.Key_N, hole)
    panel.setFocus()
    key(Qt.Key.Key_A)  # seat 3 (aces) first to act? whoever: all in, calls, a fold
    for _ in range(6):
        if session.legal() is None:
            break
        to_act = session.hand.seats[session.hand.to_act or 0]
        key(Qt.Key.Key_F if to_act == 4 else Qt.Key.Key_C)
    while session.step().kind.name == "SHOW":
        key(Qt.Key.Key_N)
    wait(2.0)
    shoot(panel, out, f"allin_dealer_preflop_{language}_1366x768.png")
    shoot(clock, out, f"allin_clock_preflop_{language}_1366x768.png")
    key(Qt.Key.Key_N, "3d")  # the burn
    key(Qt.Key.Key_N, "Ks 9d 4h")  # the flop
    wait(1.0)
    shoot(panel, out, f"allin_dealer_flop_{language}_1366x768.png")
    shoot(clock, out, f"allin_clock_flop_{language}_1366x768.png")
    for widget in (panel, clock):
        widget.close()
        widget.deleteLater()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--docs", action="store_true",
                        help="copy the chosen shots into docs/screenshots")
    args = parser.parse_args(argv)
    from director.ui.app import create_application, install_translator

    app, _ = create_application([])
    args.out.mkdir(parents=True, exist_ok=True)
    for language in ("en", "hu"):
        install_translator(language, app)
        all_in_shots(args.out, language)
    install_translator("en", app)
    if args.docs:
        docs = ROOT / "docs" / "screenshots"
        docs.mkdir(parents=True, exist_ok=True)
        for name in CHOSEN:
            shutil.copy(args.out / name, docs / name)
    print(f"all-in screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
