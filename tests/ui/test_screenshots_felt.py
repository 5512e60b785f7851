"""The dealer's table at 2, 6, 7, 8 and 10 seats (issue 29), into build/screenshots/felt/
for a person to look at: a hand of hold'em with bets, the button, a player to act,
an all-in, a winner and four pots, and stud's seven cards with the all-in odds, on
the felt's sizes at 1920x1080, 1366x768 and 1024x600, in English and Hungarian.
Each picture's layout passes the felt's checks (tests/ui/felt_checks)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.cards import Card
from director.ui.common.style import apply_style
from director.ui.dealer.felt.odds import OddsOverlay
from director.ui.dealer.felt.painting import FeltCard, FeltSeat, FeltTable, TableFelt
from director.ui.shell.app import install_translator
from tests.ui.felt_checks import felt_problems

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots" / "felt"
# the felt's size in the dealer panel of a main window on each screen (test_felt_geometry)
FELTS = {"1920x1080": (1422, 567), "1366x768": (1007, 403), "1024x600": (726, 233)}
NAMES = ("Anna", "Bartholomew Smith", "Csilla", "Dávid", "Eszter", "Kovács Krisztina",
         "Gábor", "Hanna", "Ilona", "János")  # two long names: seats 2 and 6 of 7 at the ends
STUD = (("As", False), ("Kd", False), ("Qh", True), ("Jc", True), ("Ts", True),
        ("9d", True), ("8h", False))


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    apply_style(qapp)
    try:
        yield qapp
    finally:
        qapp.setStyleSheet("")
        install_translator("en")


def table(seats: int, stud: bool) -> FeltTable:
    loc = QLocale()
    rows = []
    for n in range(1, seats + 1):
        cards = tuple(FeltCard(Card.parse(c), up) for c, up in STUD) if stud else \
            (FeltCard(None, False), FeltCard(None, False))
        rows.append(FeltSeat(n, NAMES[n - 1], 12_000 + 250 * n, bet=400 * (n % 3 == 0),
                             cards=cards, all_in=n % 4 == 1, to_act=n == 2,
                             button=n == seats, won=12_000 if n == 3 else 0,
                             folded=n == 4))
    board = tuple(FeltCard(Card.parse(c), True) for c in ("2c", "7d", "9h", "Ts", "Jd"))
    pots = tuple(f"{name} {loc.toString(amount)}" for name, amount in
                 (("Main pot", 4_800), ("Side pot 1", 3_400), ("Side pot 2", 800),
                  ("Side pot 3", 100)))
    return FeltTable(tuple(rows), seats, board, pots, (), 7 if stud else 2)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_felt_at_2_6_7_8_and_10_seats(qtbot: QtBot, styled: QApplication,
                                        language: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    install_translator(language)
    problems = []
    for screen, size in FELTS.items():
        for seats in (2, 6, 7, 8, 10):
            for stud in (False, True):
                felt = TableFelt()
                qtbot.addWidget(felt)
                felt.resize(*size)
                felt.show_table(table(seats, stud))
                overlay = OddsOverlay(felt)
                if stud:  # every one all in, the hands face up: the odds in each box
                    overlay.show_lines({n: ("win 9.4%", "tie 1.2%")
                                        for n in range(1, seats + 1)})
                felt.show()
                QApplication.processEvents()
                what = f"{screen}_{seats}{'_stud_odds' if stud else ''}_{language}"
                problems += felt_problems(felt.felt_layout(), what)
                assert felt.grab().save(str(OUT / f"felt_{what}.png"))
                felt.close()
    assert not problems, "\n".join(problems)
