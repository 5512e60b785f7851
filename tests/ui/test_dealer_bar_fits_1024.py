"""The dealer panel's action bar fits the main window at 1024x600 at every step of
a real hand, in English and in Hungarian (LOOK.md "At 1024x600 everything still
fits"): the window never grows wider than the screen because a button's words are
long ("Megadás 80 000, összesen 160 000 (C)"); a long button takes two lines.

Hands of the WSOP 2023 (tests/data/phh/wsop-2023), their stakes and stacks at a cash
table, dealt at the panel of the real main window by keys: each player's action in
the order the history has them (F, C, B, R or H, an amount typed and Enter), the
cards the steps need typed, the pots awarded. Pineapple, which the histories do not
have, is dealt at a no-limit hold'em hand's stakes and stacks, every player calling.

And where the rules allow one action only, one button says it (R-5.3): the raise
that is the whole stack, the bring-in that is the whole stack (R-6.4)."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import BetRaise, PostBringIn
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.services.phh_at_the_table import read_phh
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.dealer_driver import free_cards
from tests.ui.home_driver import click, context
from tests.ui.keys_driver import key, type_text

__all__ = ["context"]

SCREEN = (1024, 600)
HANDS = {  # the game at the table, and the history whose stakes, stacks and actions it deals
    "stud-hilo": "wsop_2023_54_4_1_00_02_05.phh",
    "stud-hilo short": "wsop_2023_54_4_1_00_02_05.phh",
    "omaha-hilo": "wsop_2023_43_5_12_00_41_13.phh",
    "omaha-hilo short": "wsop_2023_43_5_12_00_41_13.phh",
    "omaha": "wsop_2023_43_5_27_01_18_22.phh",
    "pineapple": "",
}
# "short": each stack 6.5 small bets (less 1,000 a seat), each player raising while
# the rules let them: the first betting round capped, then a bet raised on the next
# leaves its bettor a call with chips in front, a raise that is the stack and fold
SHORT_SMALL_BETS = 6.5
NO_LIMIT_HOLDEM = "wsop_2023_43_5_1_00_02_07.phh"


def _settings(game: str, h: dict[str, object]) -> CashSettings:
    ints = [int(x) for x in h.get("blinds_or_straddles", [0, 0])]  # type: ignore[attr-defined]
    if game == "stud-hilo":
        return CashSettings(game=game, limit="fixed limit", ante=int(h["antes"][0]),  # type: ignore[index]
                            bring_in=int(h["bring_in"]), small_bet=int(h["small_bet"]),  # type: ignore[call-overload]
                            big_bet=int(h["big_bet"]), min_buy_in=1)  # type: ignore[call-overload]
    limit = {"omaha-hilo": "fixed limit", "omaha": "pot limit"}.get(game, "no limit")
    return CashSettings(game=game, limit=limit, small_blind=ints[0], big_blind=ints[1],
                        min_buy_in=1)


def _panel(qtbot: QtBot, tmp_path: Path, context: AppContext, game: str,
           h: dict[str, object], language: str) -> DealerPanel:
    stacks = list(h["starting_stacks"])  # type: ignore[call-overload]
    # the table's smallest chip pays every stack and the smallest buy-in (R-8.7: a
    # buy-in is paid in the table's chips)
    chip = math.gcd(*stacks)
    settings = _settings(game, h).model_copy(update={"min_buy_in": chip})
    event = seated_cash_game(context, game, settings, stacks, smallest_chip=chip)
    return dealt_at_cash_table(qtbot, tmp_path, context, event, language, size=SCREEN)


def _act(qtbot: QtBot, panel: DealerPanel, words: list[str]) -> None:
    """The history's action by its key where the player may take it, else C."""
    window, bar, legal = panel.window(), panel.actions_bar, panel.session.legal()
    assert legal is not None
    verb = words[1] if len(words) > 1 else "cc"
    if verb == "raise" and legal.raise_min is not None:  # the smallest raise, by R
        key(qtbot, window, Qt.Key.Key_R)
    elif verb == "pb" and legal.bring_in is not None:
        key(qtbot, window, Qt.Key.Key_B)
    elif verb == "f" and legal.can_fold:
        key(qtbot, window, Qt.Key.Key_F)
    elif verb == "cbr" and legal.raise_min is not None and legal.raise_max is not None \
            and legal.raise_min <= int(words[2]) <= legal.raise_max:
        to = int(words[2])
        if legal.fixed_sizes or legal.raise_min == legal.raise_max:
            key(qtbot, window, Qt.Key.Key_R if to == legal.raise_min else Qt.Key.Key_H)
        else:  # the amount typed in its field, then Enter
            qtbot.mouseClick(bar.amount, Qt.MouseButton.LeftButton)
            key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(qtbot, window, str(to))
            key(qtbot, window, Qt.Key.Key_Return)
    elif legal.bring_in is not None:
        key(qtbot, window, Qt.Key.Key_B)
    else:
        key(qtbot, window, Qt.Key.Key_C)


def _cards(qtbot: QtBot, panel: DealerPanel, text: str) -> None:
    panel.cards.entry.clear()
    qtbot.keyClicks(panel.cards.entry, text)


def deal_the_hand(qtbot: QtBot, panel: DealerPanel, h: dict[str, object],
                  steps: list[tuple[int, str]], raising: bool = False,
                  until: Callable[[DealerPanel], bool] = lambda panel: False) -> None:
    """The hand to its end (or ``until``) by keys; after each, the window's width and
    the step. ``raising``: each player raises while the rules let them."""
    s, window = panel.session, panel.window()
    plays = [str(a).split(" #")[0].split() for a in h.get("actions", [])  # type: ignore[attr-defined]
             if not str(a).startswith("d ") and " sm" not in str(a)]
    if raising:
        plays = [["", "raise"]] * 200
    for _ in range(300):
        QApplication.processEvents()
        if s.legal() is not None:
            # at each player's turn the window made wider (1366x768) and back to the
            # screen's width: the bar lets it shrink back
            window.resize(1366, 768)
            QApplication.processEvents()
            window.resize(*SCREEN)
            QApplication.processEvents()
        shown = [b.text() for b in panel.actions_bar.buttons.findChildren(QPushButton)
                 if b.isVisible()]
        steps.append((window.width(), f"{s.step().text}: {' | '.join(shown)}"))
        if s.is_complete or until(panel):
            return
        step = s.step()
        assert not panel.error_label.text(), panel.error_label.text()
        if step.kind in (StepKind.ACT, StepKind.POST_BRING_IN):
            _act(qtbot, panel, plays.pop(0) if plays else [])
        elif step.kind is StepKind.DISCARD and panel.actions_bar.draws[0].isVisible():
            key(qtbot, window, Qt.Key.Key_1)
        elif step.kind is StepKind.AWARD and s.cards_missing():
            buttons = panel.picker.findChildren(QPushButton)
            for index, pot in enumerate(r for r in s.pot_rows() if r.amount):
                name = f"win_{index}_high_{pot.seats[0]}"
                click(qtbot, next(b for b in buttons if b.objectName() == name))
            click(qtbot, panel.picker.award)
        else:
            request = s.card_request()
            if request.required or (request.count and step.kind is StepKind.SHOW
                                    and s.hand.setup.game.is_stud):
                _cards(qtbot, panel, free_cards(panel, request.count))
            key(qtbot, window, Qt.Key.Key_N)
    raise AssertionError(f"hand did not finish: {s.step().text}")


@pytest.mark.slow  # every game in both languages, a whole hand each (about a minute)
@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("game", list(HANDS))
def test_the_action_bar_keeps_the_window_within_1024_pixels(
        qtbot: QtBot, tmp_path: Path, context: AppContext, game: str, language: str) -> None:
    h = read_phh(HANDS[game] or NO_LIMIT_HOLDEM)
    if not HANDS[game]:
        h = {**h, "actions": []}  # pineapple: every player calls
    raising = game.endswith(" short")
    if raising:
        small = int(h["small_bet"])  # type: ignore[call-overload]
        h = {**h, "starting_stacks": [int(SHORT_SMALL_BETS * small) - 1_000 * n
                                      for n in range(len(h["starting_stacks"]))]}  # type: ignore[arg-type]
    panel = _panel(qtbot, tmp_path, context, game.split()[0], h, language)
    steps: list[tuple[int, str]] = []
    deal_the_hand(qtbot, panel, h, steps, raising)
    assert len(steps) > 10
    too_wide = [f"{width} px at {step}" for width, step in steps if width > SCREEN[0]]
    assert not too_wide, "\n".join(too_wide)


def _short_stud(qtbot: QtBot, tmp_path: Path, context: AppContext, stack: int,
                until: Callable[[DealerPanel], bool]) -> DealerPanel:
    h = read_phh(HANDS["stud-hilo"])
    h = {**h, "starting_stacks": [stack - 1_000 * n for n in range(7)]}
    panel = _panel(qtbot, tmp_path, context, "stud-hilo", h, "en")
    deal_the_hand(qtbot, panel, h, [], raising=True, until=until)
    return panel


def test_R_5_3_the_raise_that_is_the_whole_stack_is_one_button_and_R_or_A_takes_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Stud hi/lo at 80,000/160,000, stacks of 520,000 less 1,000 a seat, everybody
    raising: a player whose stack is less than a full raise may raise all-in only;
    "Raise to 180,000, all-in (R/A)" alone says it, no "All-in ... (A)" beside it."""
    def all_in_raise(panel: DealerPanel) -> bool:
        legal = panel.session.legal()
        return legal is not None and legal.raise_min == legal.raise_max == legal.all_in_to
    panel = _short_stud(qtbot, tmp_path, context, 520_000, all_in_raise)
    bar, legal = panel.actions_bar, panel.session.legal()
    assert legal is not None and all_in_raise(panel)
    assert bar.bet_raise.isVisible() and not bar.all_in.isVisible()
    assert bar.bet_raise.text() == f"Raise to {legal.all_in_to:,}, all-in (R/A)"
    key(qtbot, panel.window(), Qt.Key.Key_A)
    assert panel.session.hand.log[-1] == BetRaise(legal.seat, legal.all_in_to)
    key(qtbot, panel.window(), Qt.Key.Key_U)  # taken back: R does the same
    key(qtbot, panel.window(), Qt.Key.Key_R)
    assert panel.session.hand.log[-1] == BetRaise(legal.seat, legal.all_in_to)


def test_R_6_4_a_bring_in_that_is_the_whole_stack_is_one_button_and_B_or_A_takes_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Stud hi/lo, ante 20,000 and bring-in 20,000: with 40,000 or less in front of
    each seat the low card's bring-in is all they have: "Bring in 20,000, all-in (B/A)"
    (a seat's 39,000 less: the bring-in of what is left) and no All-in beside it."""
    def bring_in_step(panel: DealerPanel) -> bool:
        return panel.session.step().kind is StepKind.POST_BRING_IN
    panel = _short_stud(qtbot, tmp_path, context, 40_000, bring_in_step)
    bar, legal = panel.actions_bar, panel.session.legal()
    assert legal is not None and legal.bring_in == legal.all_in_to
    assert bar.bring_in.isVisible() and not bar.all_in.isVisible()
    assert bar.bring_in.text() == f"Bring in {legal.bring_in:,}, all-in (B/A)"
    key(qtbot, panel.window(), Qt.Key.Key_A)
    assert panel.session.hand.log[-1] == PostBringIn(legal.seat, legal.bring_in)
    key(qtbot, panel.window(), Qt.Key.Key_U)
    key(qtbot, panel.window(), Qt.Key.Key_B)
    assert panel.session.hand.log[-1] == PostBringIn(legal.seat, legal.bring_in)
