"""The practice table on a 1366x768 screen in both languages (issue 30): a few games
at the moments a trainee reads most (stud hi/lo facing the bring-in, Omaha pot
limit's most, the draw, side pots after the river with each pot's odds, guts
survivor's declaration), rendered to PNG in build/screenshots for a person to
look at, and checked: every button's words fit, the action history and the pots
are on the screen, and the words are the language's own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.practice.scenario import read_scenario, shipped_scenarios
from director.services.tables.dealer_session import DealerSession
from director.ui.practice.practice_window import PracticeWindow
from director.ui.shell.app import install_translator
from tests.ui.dealer_driver import dealer_key

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SHIPPED = shipped_scenarios()


def _at(kind: StepKind) -> Callable[[DealerSession], bool]:
    return lambda s: s.step().kind is kind


def _facing_bring_in(s: DealerSession) -> bool:
    legal = s.legal()
    return legal is not None and s.hand.bring_in_due is None and s.hand.highest == 30


def _river_all_in(s: DealerSession) -> bool:
    return len(s.hand.board) == 5


MOMENTS: dict[str, tuple[str, Callable[[DealerSession], bool]]] = {
    "stud": ("r5-1-stud-bring-in-complete", _facing_bring_in),
    "omaha-pl": ("r5-4-omaha-pot-limit-maximum", lambda s: s.legal() is not None),
    "draw": ("game-draw", _at(StepKind.DISCARD)),
    "side-pots": ("r7-3-side-pots", _river_all_in),
    "guts": ("game-guts-survivor", lambda s: s.is_guts and s.step().kind is StepKind.ACT),
    "hilo-award": ("r7-6-stud-hilo-award", lambda s: s.is_complete),
}
WORDS = {  # a word the screen shows in its language, never the other's
    ("en", "stud"): "Complete to", ("hu", "stud"): "Kiegészítés",
    ("en", "omaha-pl"): "Raise to", ("hu", "omaha-pl"): "Emelés",
    ("en", "draw"): "Stand pat (0)", ("hu", "draw"): "Nem cserél (0)",
    ("en", "side-pots"): "Side pot", ("hu", "side-pots"): "mellékkassza",
    ("en", "guts"): "Seat", ("hu", "guts"): "szék",
    # the hi/lo award names each winning hand's five cards
    ("en", "hilo-award"): "(A♥ 8♥ 6♥ 5♥ 2♥)", ("hu", "hilo-award"): "A♥ 8♥ 6♥ 5♥ 2♥",
}


@pytest.fixture(params=["en", "hu"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    assert install_translator(request.param)
    try:
        yield request.param
    finally:
        install_translator("en")


def advance(qtbot: QtBot, window: PracticeWindow, there: Callable[[DealerSession], bool]) -> None:
    """Keys as a dealer presses them (C calls all in at the side pots' table, B
    brings in, N deals what the scenario offers) until the moment is reached."""
    panel, s = window.panel, window.panel.session
    for _ in range(80):
        if there(s):
            return
        if s.step().kind is StepKind.POST_BRING_IN:
            key = Qt.Key.Key_B
        elif s.legal() is not None:
            key = Qt.Key.Key_A if panel.actions_bar.all_in.isVisible() else Qt.Key.Key_C
        else:
            key = Qt.Key.Key_N
        dealer_key(qtbot, panel, key)
        assert not panel.error_label.isVisible(), panel.error_label.text()
    raise AssertionError(f"never reached: {s.step().text}")


def on_screen(window: QWidget, widget: QWidget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_the_practice_table_at_1366x768_in_both_languages(qtbot: QtBot, language: str,
                                                         moment: str) -> None:
    name, there = MOMENTS[moment]
    window = PracticeWindow(read_scenario(SHIPPED[name]))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.panel.setFocus()
    advance(qtbot, window, there)
    panel = window.panel
    if moment == "side-pots":  # each pot's odds, counted between key presses (item 5)
        qtbot.waitUntil(lambda: panel.pots.pots.text().count("&nbsp;&nbsp;") == 3,
                        timeout=20_000)

    def laid_out() -> None:
        labels = [panel.pots.pots, *panel.history.table.findChildren(QLabel)]
        for label in labels:  # every line shown, none cut
            if label.isVisible():
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        for button in panel.findChildren(QAbstractButton):
            if button.isVisible() and button.text():
                assert button.sizeHint().width() <= button.width() + 1, button.text()
                assert on_screen(window, button), button.text()

    # the last key's new lines and buttons are laid out on later turns of the event
    # loop: waited for (a fixed 50 ms was too short on a loaded machine, issue 33)
    qtbot.waitUntil(laid_out, timeout=5_000)
    OUT.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(OUT / f"practice_{language}_{moment}_1366x768.png"))
    laid_out()
    shown = " ".join(w.text() for kind in (QAbstractButton, QLabel)
                     for w in window.findChildren(kind) if w.isVisible())
    assert WORDS[language, moment] in shown, shown
    if not panel.session.is_guts:
        assert panel.history.isVisible() and on_screen(window, panel.history)
