"""The practice table (issue 30 item 8): the stand-alone panel deals a scenario from
a file or the small dialog; every shipped example is played to the end with keys."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.betting import Limit
from director.services.practice.scenario import (
    ScenarioError,
    read_scenario,
    shipped_scenarios,
    usual_scenario,
)
from director.services.training import TrainingSession
from director.ui.common.context import AppContext
from director.ui.common.language import in_language
from director.ui.dealer.__main__ import scenario_of
from director.ui.practice.practice_window import PracticeWindow
from director.ui.practice.scenario_dialog import ScenarioDialog
from director.ui.practice.training_view import TrainingView
from director.ui.shell.app import install_translator
from tests.ui.all_windows import choose_from_menu
from tests.ui.dealer_driver import dealer_key, play_by_keys
from tests.ui.home_driver import context, open_main_window
from tests.ui.keys_driver import click_menu_item, open_menu

__all__ = ["context"]

SHIPPED = shipped_scenarios()


def practice(qtbot: QtBot, name: str) -> PracticeWindow:
    window = PracticeWindow(read_scenario(SHIPPED[name]))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.panel.setFocus()
    return window


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_every_shipped_scenario_plays_to_the_end_with_keys(qtbot: QtBot, name: str) -> None:
    window = practice(qtbot, name)
    panel = window.panel
    scenario = window.scenario
    chips = sum(scenario.stacks.values())
    play_by_keys(qtbot, panel)
    assert panel.session.is_complete
    assert sum(panel.session.stacks_by_seat().values()) == chips  # no chip made or lost
    assert panel.pots.awards.text(), "the award is explained in words (R-7.6)"
    assert scenario.title in window.title.text()


def test_the_scenarios_cards_are_offered_in_the_card_field(qtbot: QtBot) -> None:
    window = practice(qtbot, "r7-3-side-pots")
    panel = window.panel
    dealer_key(qtbot, panel, Qt.Key.Key_N)  # small blind
    dealer_key(qtbot, panel, Qt.Key.Key_N)  # big blind
    assert panel.cards.entry.text() == "3s 4d"  # seat 1's, as the scenario fixes them
    dealer_key(qtbot, panel, Qt.Key.Key_N)
    assert panel.session.hand.hole[0] == tuple(read_scenario(SHIPPED["r7-3-side-pots"]).hole[1])
    assert panel.cards.entry.text() == "5s 6d"  # seat 2's next


def ctrl_o(qtbot: QtBot) -> tuple[PracticeWindow, ScenarioDialog]:
    """A hold'em practice table; Ctrl+O opens its scenario dialog."""
    window = PracticeWindow(usual_scenario("holdem"))
    qtbot.addWidget(window)
    window.show()
    window.panel.setFocus()
    dealer_key(qtbot, window.panel, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, ScenarioDialog) and dialog.isVisible()
    return window, dialog


def test_ctrl_o_opens_the_dialog_and_a_new_table_deals_its_scenario(qtbot: QtBot) -> None:
    window, dialog = ctrl_o(qtbot)
    dialog.game.setCurrentIndex(dialog.game.findData("draw-piquet"))
    dialog.limit.setCurrentIndex(dialog.limit.findData("fixed limit"))
    dialog.ante.setValue(25)
    dialog.small_bet.setValue(100)
    dialog.big_bet.setValue(200)
    dialog.stacks.clear()
    qtbot.keyClicks(dialog.stacks, "1=2000 3=2000 6=150")
    dialog.button_seat.setValue(3)
    dialog.hole.clear()
    dialog.board.clear()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.message.text()
    session = window.panel.session
    assert session.hand.setup.game.key == "draw-piquet" and len(session.hand.setup.game.deck) == 32
    assert session.stacks_by_seat() == {1: 2000, 3: 2000, 6: 150}
    assert "32" in window.panel.header.text() or "piquet" in window.panel.header.text().lower()


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Example", "Game", "Limit", "Blinds", "Fixed-limit bets (spread: least, most)",
            "Ante, bring-in", "Seats and stacks", "Button seat",
            "Cash table (open pair R-6.4, straddle R-3.7)", "Straddle at every hand",
            "Hole cards (optional)", "Board (optional)"]),
    ("hu", ["Példa", "Játék", "Limit", "Vakok", "Fix limites tétek (spread: legkisebb, "
            "legnagyobb)", "Ante, bring-in", "Székek és zsetonok", "Az osztógomb széke",
            "Készpénzes asztal (nyitott pár R-6.4, straddle R-3.7)",
            "Straddle minden leosztásban", "Saját lapok (nem kötelező)",
            "Közös lapok (nem kötelező)"]),
])
def test_each_field_of_the_dialog_is_named_beside_it(
        qtbot: QtBot, language: str, words: list[str]) -> None:
    """Ctrl+O at the practice table: every field of the dialog has its words on its
    left, in the windows' language, the two tick boxes included (the rows stood bare:
    a form row made with an empty label has none)."""
    install_translator(language)
    _, dialog = ctrl_o(qtbot)
    qtbot.waitExposed(dialog)
    assert [label.text() for label in dialog.labels] == words
    for label in dialog.labels:
        field = label.buddy()
        assert label.isVisible() and field is not None and field.isVisible()
        beside = field.mapTo(dialog, field.rect().topLeft())
        assert label.geometry().right() < beside.x(), label.text()
    assert dialog.width() <= 1024  # fits the smallest screen


def test_R_3_7_the_dialog_refuses_a_straddle_at_a_fixed_limit_table(qtbot: QtBot) -> None:
    dialog = ScenarioDialog(usual_scenario("holdem"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.limit.setCurrentIndex(dialog.limit.findData("fixed limit"))
    dialog.cash.setChecked(True)
    dialog.straddle.setFocus()
    qtbot.keyClick(dialog.straddle, Qt.Key.Key_Space)
    assert dialog.straddle.isChecked()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.scenario is None  # nothing dealt
    assert "R-3.7" in dialog.message.text() and "straddle" in dialog.message.text().lower()


def test_a_shipped_example_chosen_in_the_dialog_fills_its_fields(qtbot: QtBot) -> None:
    dialog = ScenarioDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    index = dialog.examples.findData("r5-4-pot-limit-three-raises")
    dialog.examples.setCurrentIndex(index)
    dialog.examples.activated.emit(index)
    assert dialog.limit.currentData() == "pot limit"
    assert (dialog.small_blind.value(), dialog.big_blind.value()) == (5, 10)


def choose_example(qtbot: QtBot, dialog: ScenarioDialog, name: str) -> None:
    """Pick a shipped example in the dialog's list with the keyboard, as a person does."""
    box = dialog.examples
    box.setFocus()
    target = box.findData(name)
    assert target >= 0, name
    for _ in range(len(SHIPPED) + 2):
        if box.currentIndex() == target:
            break
        qtbot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up)


def test_training_deals_its_hands_at_the_practice_table_chosen(qtbot: QtBot) -> None:
    """Issue 30 item 8: training takes a scenario from the dialog: the next questions
    are asked on its table (Omaha pot limit 50/100, three seats of 10,000)."""
    view = TrainingView(TrainingSession(random.Random(3), "action"))
    qtbot.addWidget(view)
    view.show()
    qtbot.mouseClick(view.practice, Qt.MouseButton.LeftButton)
    dialog = view.scenario_dialog
    assert dialog is not None and dialog.isVisible()
    choose_example(qtbot, dialog, "r5-4-omaha-pot-limit-maximum")
    assert dialog.game.currentData() == "omaha" and dialog.limit.currentData() == "pot limit"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.message.text()
    for _ in range(5):
        s = view.session.state
        assert s is not None
        assert s.setup.game.key == "omaha" and s.setup.betting.limit is Limit.POT_LIMIT
        assert s.seats == (1, 2, 3) and sorted(s.setup.blinds)[-1] == 100
        assert "Omaha" in view.table_info.text()
        q = view.session.question
        assert q is not None
        view.give(q.answer)
        qtbot.mouseClick(view.next, Qt.MouseButton.LeftButton)


def practice_dialog(qtbot: QtBot, drill: str, seed: int, example: str
                    ) -> tuple[TrainingView, ScenarioDialog]:
    """Training on ``drill``, Practice table clicked, ``example`` chosen with the keys."""
    view = TrainingView(TrainingSession(random.Random(seed), drill))
    qtbot.addWidget(view)
    view.show()
    qtbot.mouseClick(view.practice, Qt.MouseButton.LeftButton)
    dialog = view.scenario_dialog
    assert dialog is not None
    choose_example(qtbot, dialog, example)
    return view, dialog


def press_ok(qtbot: QtBot, dialog: ScenarioDialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_R_4_3_training_at_the_stud_example_asks_its_questions(qtbot: QtBot) -> None:
    """Training, Practice table, the stud example (R-5.1) chosen with the keys, OK:
    the bring-in questions are asked at its table, each seat dealt its own two down
    and one up card (R-4.3). Before, OK ended in an error in front of the trainee."""
    view, dialog = practice_dialog(qtbot, "bring-ins", 5, "r5-1-stud-bring-in-complete")
    press_ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.message.text()
    s = view.session.state
    assert s is not None and s.setup.game.key == "stud"
    scenario = read_scenario(SHIPPED["r5-1-stud-bring-in-complete"])
    assert {seat: s.hole[s.player_at(seat)] for seat in s.seats} == {
        seat: cards[:3] for seat, cards in scenario.hole.items()}
    assert view.session.question is not None and view.question.text()


def test_a_big_bet_under_the_small_is_refused_in_the_dialog_and_nothing_dealt(
        qtbot: QtBot) -> None:
    """Fixed-limit stakes that cannot be played (a big bet of 200 under a small bet of
    2,500): OK says why in the dialog and deals nothing (training ended in an error
    when it dealt such a table)."""
    view, dialog = practice_dialog(qtbot, "all", 5, "r5-5-fixed-limit-cap")
    for field, typed in ((dialog.small_bet, "2500"), (dialog.big_bet, "200")):
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, typed)
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.scenario is None
    assert dialog.message.text() == \
        "\u26a0 These stakes cannot be played: the big bet (200) must be at least 2500"
    assert view.session.scenario is None


def test_a_guts_table_is_refused_in_training_in_words(qtbot: QtBot) -> None:
    view, dialog = practice_dialog(qtbot, "action", 3, "game-guts-survivor")
    press_ok(qtbot, dialog)
    assert "guts table cannot be trained" in view.feedback.text()
    assert view.session.scenario is None  # nothing changed
    assert view.session.question is not None


def test_a_drill_that_asks_nothing_at_the_practice_table_says_so_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Windows → Training, Practice table… with the 32-card draw, then the drill
    "Stud bring-ins only": a draw table has no bring-in (R-5.1), so no question can
    come; the page says so and shows no question to answer (it was a traceback, the
    old question left on show), in Hungarian with the drill's Hungarian name.
    Another drill asks again at the same table."""
    window = open_main_window(qtbot, tmp_path, context)
    menu = open_menu(qtbot, window, Qt.Key.Key_W)
    click_menu_item(qtbot, menu, window.a_training)
    view = window.pages.currentWidget()
    assert isinstance(view, TrainingView)
    qtbot.mouseClick(view.practice, Qt.MouseButton.LeftButton)
    dialog = view.scenario_dialog
    assert dialog is not None
    choose_example(qtbot, dialog, "game-draw-piquet")
    qtbot.keyClick(dialog.examples, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    assert view.question.text()

    def choose_drill(name: str) -> None:  # with the arrow keys, as from the keyboard
        view.drill.setFocus()
        target = view.drill.findData(name)
        while view.drill.currentIndex() != target:
            qtbot.keyClick(view.drill, Qt.Key.Key_Down if view.drill.currentIndex() < target
                           else Qt.Key.Key_Up)

    choose_drill("bring-ins")
    assert view.feedback.text() == \
        "\u26a0 No question of the drill 'Stud bring-ins only' came up"
    assert not view.question.text() and not view.seat_buttons
    assert not view.answer.isVisible() and not view.submit.isVisible()
    assert not view.next.isEnabled()
    # in Hungarian the drill is named as the chooser names it, not in English
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    try:
        assert view.drill.currentText() == "Csak stud bring-in (kötelező nyitó tét)"
        assert view.feedback.text() == "\u26a0 A „Csak stud bring-in (kötelező nyitó tét)” " \
            "gyakorlat egyetlen kérdése sem jött elő"
        choose_drill("action")
        asked = view.session.question
        assert asked is not None and view.question.text() == in_language(asked.text)
        assert view.feedback.text().startswith("Új gyakorlat: „Ki következik és mennyivel”.")
    finally:
        install_translator("en")  # the next test's windows in English


@pytest.mark.parametrize(("args", "game", "seats"), [
    ([], "holdem", (1, 2, 4, 5, 7, 9)),
    (["omaha-hilo"], "omaha-hilo", (1, 2, 4, 5, 7, 9)),
    (["--scenario", "game-draw-piquet"], "draw-piquet", None),
    (["--scenario", "r7-3-side-pots", "--training"], "holdem", None),
])
def test_the_stand_alone_panel_takes_a_game_a_shipped_example_or_a_file(
        args: list[str], game: str, seats: tuple[int, ...] | None) -> None:
    """``python -m director.ui.dealer``'s arguments: a game's usual table (six seats
    of 10,000), or ``--scenario`` with a shipped example's name or a file."""
    scenario = scenario_of(args)
    assert scenario.game == game
    if seats is not None:
        assert tuple(scenario.stacks) == seats and set(scenario.stacks.values()) == {10_000}
    else:
        name = args[1]
        assert scenario == read_scenario(SHIPPED[name])


def test_the_stand_alone_panel_reads_a_scenario_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('game = "stud"\nlimit = "fixed limit"\nbets = [20, 40]\nante = 5\n'
                    'bring_in = 10\nbutton = 3\n[seats]\n1 = 300\n3 = 80\n', encoding="utf-8")
    scenario = scenario_of(["--scenario", str(path)])
    assert (scenario.game, scenario.stacks, scenario.bring_in) == ("stud", {1: 300, 3: 80}, 10)
    with pytest.raises(ScenarioError):
        scenario_of(["--scenario", str(tmp_path / "missing.toml")])
    with pytest.raises(ScenarioError) as refused:  # was a bare KeyError: 'canasta'
        scenario_of(["canasta"])
    assert "no game called “canasta”" in str(refused.value)
