"""The training view: questions asked, right and wrong answers scored."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from director.engine.hand.state import HandState
from director.services.training import (
    SEAT_TOPICS,
    InMemoryScoreHistory,
    Question,
    Topic,
    TrainingSession,
)
from director.store.db import Database
from director.ui.common.context import AppContext
from director.ui.common.language import in_language
from director.ui.practice.training_view import TrainingView
from director.ui.rules.rule_links import plain_text
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database
from tests.ui.home_driver import open_main_window
from tests.ui.keys_driver import click_menu_item, open_menu


def training_drill(qtbot: QtBot, tmp_path: Path, database: Database, drill: str,
                   language: str = "en", menu: Qt.Key = Qt.Key.Key_W
                   ) -> tuple[MainWindow, TrainingView]:
    """The real main window in ``language`` on ``database``, Windows → Training (the
    Windows menu's letter: ``menu``), and the ``drill`` chosen with the arrow keys:
    the window and the training page."""
    window = open_main_window(qtbot, tmp_path, AppContext(database), language)
    click_menu_item(qtbot, open_menu(qtbot, window, menu), window.a_training)
    view = window.pages.currentWidget()
    assert isinstance(view, TrainingView)
    view.drill.setFocus()
    while view.drill.currentData() != drill:
        qtbot.keyClick(view.drill, Qt.Key.Key_Down)
    return window, view

def test_a_training_session_asks_checks_and_scores(qtbot) -> None:
    history = InMemoryScoreHistory()
    view = TrainingView(TrainingSession(random.Random(4), "all", "Anna", history))
    qtbot.addWidget(view)
    view.show()
    right = wrong = 0
    for n in range(10):
        q = view.session.question
        assert q is not None and view.question.text() == str(q.text)
        if q.topic in SEAT_TOPICS and q.topic.name != "POT_WINNER":
            seat = q.answer if n % 2 == 0 else next(s for s in q.seats if s != q.answer)
            qtbot.mouseClick(view.seat_buttons[seat], Qt.MouseButton.LeftButton)  # type: ignore[index]
        else:
            text = str(q.expected_text).replace("seat ", "") if n % 2 == 0 else "99999"
            qtbot.keyClicks(view.answer, text)
            qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        if n % 2 == 0:
            right += 1
            assert view.feedback.text().startswith("✔")
        else:
            wrong += 1
            assert view.feedback.text().startswith("✘ Wrong")
            # its rule ids are links, its amounts grouped (2,315)
            assert in_language(q.explanation) in plain_text(view.feedback.text())
        assert view.score.text() == f"Score: {right} of {right + wrong}"
        qtbot.keyClick(view, Qt.Key.Key_N)
    qtbot.mouseClick(view.finish, Qt.MouseButton.LeftButton)
    [record] = history.records("Anna")
    assert (record.asked, record.correct) == (10, 5)


def test_drill_chooser_switches_to_side_pots_only(qtbot) -> None:
    view = TrainingView(TrainingSession(random.Random(8), "all"))
    qtbot.addWidget(view)
    view.drill.setCurrentIndex(view.drill.findData("side-pots"))
    assert view.session.drill.key == "side-pots"
    assert "pots" in view.question.text()
    assert view.answer.isVisible() or not view.isVisible()


def status_column(view: TrainingView) -> list[str]:
    table = view.seats
    return [table.item(r, 5).text() for r in range(table.rowCount())]


def bold_rows(view: TrainingView) -> list[int]:
    table = view.seats
    return [r for r in range(table.rowCount()) if table.item(r, 0).font().bold()]


def answer_wrongly_until(qtbot, view: TrainingView, topic: Topic) -> None:  # type: ignore[no-untyped-def]
    """Answer (any answer) and press N until a question of ``topic`` is asked."""
    for _ in range(60):
        q = view.session.question
        assert q is not None
        if q.topic is topic:
            return
        if q.topic in SEAT_TOPICS and q.topic is not Topic.POT_WINNER:
            qtbot.mouseClick(next(iter(view.seat_buttons.values())), Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClicks(view.answer, "1")
            qtbot.mouseClick(view.submit, Qt.MouseButton.LeftButton)
        qtbot.keyClick(view, Qt.Key.Key_N)
    raise AssertionError(f"no {topic} question came up")


def answered_until(qtbot, view: TrainingView, tries: int, wanted: str,  # type: ignore[no-untyped-def]
                   found: Callable[[Question, HandState], bool]) -> tuple[Question, HandState]:
    """Give each question its right answer and press Next until one is ``found`` (its
    question and hand); ``wanted`` says what did not come in ``tries`` questions."""
    for _ in range(tries):
        q, s = view.session.question, view.session.state
        assert q is not None and s is not None
        if found(q, s):
            return q, s
        view.give(q.answer)
        qtbot.mouseClick(view.next, Qt.MouseButton.LeftButton)
    raise AssertionError(f"no {wanted}")


@pytest.mark.parametrize(("drill", "topic"), [("action", Topic.WHO_ACTS),
                                               ("bring-ins", Topic.BRING_IN)])
def test_the_seat_that_acts_is_not_shown_before_the_answer(qtbot, drill: str,  # type: ignore[no-untyped-def]
                                                           topic: Topic) -> None:
    """R-5.1, R-6.2: "who acts now" and "who brings in" are asked of the trainee, so no
    row is marked "to act" nor highlighted until the answer is given; then the right
    row is marked."""
    view = TrainingView(TrainingSession(random.Random(3), drill))
    qtbot.addWidget(view)
    view.show()
    answer_wrongly_until(qtbot, view, topic)
    q = view.session.question
    assert q is not None and isinstance(q.answer, int)
    assert not any("to act" in s for s in status_column(view)), status_column(view)
    assert bold_rows(view) == []
    qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
    assert view.feedback.text().startswith("✔")
    row = [view.seats.item(r, 0).text() for r in range(view.seats.rowCount())].index(
        str(q.answer))
    assert "to act" in status_column(view)[row]
    assert bold_rows(view) == [row]


def test_stud_down_cards_are_told_apart_from_up_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seven-card stud deals two down and one up on third street (R-6.1): the cards
    column says which are which in words."""
    view = TrainingView(TrainingSession(random.Random(5), "bring-ins"))
    qtbot.addWidget(view)
    view.show()
    state = view.session.state
    assert state is not None and state.setup.game.is_stud
    cards = [view.seats.item(r, 4).text() for r in range(view.seats.rowCount())]
    for i, text in enumerate(cards):
        down = " ".join(c.pretty for c in state.hole[i][:2])
        up = state.hole[i][2].pretty  # type: ignore[union-attr]
        assert text == f"down: {down} | up: {up}", text


def test_a_drill_change_clears_the_old_answer_buttons_and_keeps_the_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Changing the drill with the keyboard on the drill list: the seat buttons of
    the old question go at once, the score of the session carries on and says so."""
    view = TrainingView(TrainingSession(random.Random(3), "action"))
    qtbot.addWidget(view)
    view.show()
    answer_wrongly_until(qtbot, view, Topic.WHO_ACTS)
    q = view.session.question
    assert q is not None and isinstance(q.answer, int)
    qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
    asked, right = view.session.score.asked, view.session.score.correct
    assert right >= 1
    qtbot.keyClick(view, Qt.Key.Key_N)
    answer_wrongly_until(qtbot, view, Topic.WHO_ACTS)
    assert any(b.isVisible() for b in view.seat_buttons.values())
    asked, right = view.session.score.asked, view.session.score.correct
    view.drill.setFocus()
    target = view.drill.findData("side-pots")
    while view.drill.currentIndex() != target:
        qtbot.keyClick(view.drill, Qt.Key.Key_Down if view.drill.currentIndex() < target
                       else Qt.Key.Key_Up)
    assert view.session.drill.key == "side-pots"
    shown = [b for b in view.findChildren(QPushButton)
             if b.objectName().startswith("answerSeat_") and b.isVisible()]
    assert shown == []
    assert view.session.question is not None
    assert view.session.question.topic is Topic.SIDE_POTS
    assert (view.session.score.asked, view.session.score.correct) == (asked, right)
    assert view.score.text() == f"Score: {right} of {asked}"
    assert view.feedback.text() == (f"Drill changed to “Side pots only”. The score of this "
                                    f"session carries on: {right} of {asked}.")


def test_in_hungarian_the_question_the_refusal_and_the_explanation_are_hungarian(qtbot) -> None:  # type: ignore[no-untyped-def]
    """R-5.4 drill in Hungarian: the question, a typed word that is no number (refused,
    nothing scored) and a wrong amount's explanation read in Hungarian (messages as
    data, training.ftl)."""
    from director.ui.shell.app import install_translator

    install_translator("hu")
    try:
        view = TrainingView(TrainingSession(random.Random(2), "pot-limit"))
        qtbot.addWidget(view)
        view.show()
        q = view.session.question
        assert q is not None and q.topic is Topic.POT_LIMIT_MAX
        assert view.question.text().startswith("Pot limit: legfeljebb mekkora")
        qtbot.keyClicks(view.answer, "sok")
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        assert plain_text(view.feedback.text()) == \
            "\u26a0 „sok” nem egész szám: az összeget számjegyekkel írd be, például 1200"
        assert view.session.score.asked == 0
        view.answer.clear()
        qtbot.keyClicks(view.answer, "1")
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        feedback = plain_text(view.feedback.text())
        assert "R-5.4: előbb a megadás" in feedback and "call" not in feedback, feedback
    finally:
        install_translator("en")
        QLocale.setDefault(QLocale("en_US"))


def test_an_all_in_equity_question_is_answered_by_typing_seat_and_share(qtbot) -> None:
    """Issue 21: at an all-in with the hands face up (R-7.1), who is ahead and by
    roughly how much; within ten points counts, a wrong seat is explained."""
    view = TrainingView(TrainingSession(random.Random(3), "equity"))
    qtbot.addWidget(view)
    view.show()
    q = view.session.question
    assert q is not None and q.topic is Topic.EQUITY
    assert "who is ahead" in view.question.text()
    assert view.answer.placeholderText() == \
        "Seat and share in %, separated by a semicolon: 3; 70"
    leader, share = q.answer[0], q.answer[1]  # type: ignore[index]
    qtbot.keyClicks(view.answer, f"{leader}; {min(100, share + 7)}")  # seven points off: fine
    qtbot.keyClick(view.answer, Qt.Key.Key_Return)
    assert view.feedback.text().startswith("✔ Right: seat")
    assert view.score.text() == "Score: 1 of 1"

    qtbot.keyClick(view, Qt.Key.Key_N)
    q = view.session.question
    assert q is not None and q.topic is Topic.EQUITY
    other = next(s for s in q.seats if s not in q.answer[:1])  # type: ignore[index]
    qtbot.keyClicks(view.answer, f"{other}; 50")
    qtbot.keyClick(view.answer, Qt.Key.Key_Return)
    shown = plain_text(view.feedback.text())
    assert shown.startswith("✘ Wrong. The answer is seat")
    assert "is ahead" in shown and "Answers within 10 points count" in shown
    assert view.score.text() == "Score: 1 of 2"


def test_R_7_2_who_shows_first_is_answered_from_the_final_rounds_actions_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 30 item 6: "Who shows first?" could not be answered without the river's
    betting. The view shows each seat's actions of the final round beside the
    seats; the last bet or raise there is the seat that shows first."""
    view = TrainingView(TrainingSession(random.Random(12), "showdown"))
    qtbot.addWidget(view)
    view.show()
    q, _hand = answered_until(qtbot, view, 60, "a showdown after a bet on the final round",
                              lambda q, s: q.topic is Topic.SHOWS_FIRST
                              and s.final_aggressor is not None)
    assert view.history.isVisible()
    final_round = {int(cells[0]): cells[-1] for cells in view.history.shown()[1:]}
    last_action = final_round[q.answer].split(", ")[-1]
    assert re.fullmatch(r"(bets|raises to|completes to) [\d,]+( \(all-in\))?", last_action), \
        final_round
    assert "made the last bet or raise" in plain_text(in_language(q.explanation))


def test_R_7_2_who_shows_first_offers_no_button_for_a_folded_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Only the hands still in at the showdown can show first (R-7.2): the view offers
    a button for each of them and none for a seat that folded."""
    view = TrainingView(TrainingSession(random.Random(12), "showdown"))
    qtbot.addWidget(view)
    view.show()
    q, s = answered_until(qtbot, view, 120, "a showdown after a fold",
                          lambda q, s: q.topic is Topic.SHOWS_FIRST and any(s.folded))
    seats = [view.seats.item(r, 0).text() for r in range(view.seats.rowCount())]
    folded = {int(seat) for seat, status in zip(seats, status_column(view), strict=True)
              if "folded" in status}
    assert folded
    offered = set(view.seat_buttons)
    assert offered == {s.seats[i] for i in s.live_players()}
    assert not offered & folded
    assert s.showing_order()[0] == q.answer in offered
    qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
    assert view.feedback.text().startswith("✔")


def test_R_5_2_who_acts_offers_only_the_seats_that_can_still_act(qtbot) -> None:  # type: ignore[no-untyped-def]
    """R-5.2: a folded player is out of the hand and an all-in player has nothing
    left to do, so "who acts now" offers a button for each seat still in with
    chips, and none for a folded or all-in seat."""
    view = TrainingView(TrainingSession(random.Random(3), "action"))
    qtbot.addWidget(view)
    view.show()
    for _ in range(40):
        answer_wrongly_until(qtbot, view, Topic.WHO_ACTS)
        s = view.session.state
        assert s is not None
        out = {s.seats[i] for i in range(len(s.seats)) if s.folded[i] or s.stacks[i] == 0}
        able = {s.seats[i] for i in range(len(s.seats)) if not s.folded[i] and s.stacks[i] > 0}
        buttons = {seat for seat, b in view.seat_buttons.items() if b.isVisible()}
        assert buttons == able, (buttons, able, out)
        if out:  # a folded or all-in seat was left out
            return
        qtbot.mouseClick(next(iter(view.seat_buttons.values())), Qt.MouseButton.LeftButton)
        qtbot.keyClick(view, Qt.Key.Key_N)
    raise AssertionError("no question of who acts came after a fold")


@pytest.mark.parametrize(("language", "menu", "first", "second"), [
    ("en", Qt.Key.Key_W, "Saved: 1 of 1 right (one session for Zoé)", "(2 sessions for Zoé)"),
    ("hu", Qt.Key.Key_A, "Mentve: 1 helyes / 1 kérdés (Zoé: 1 alkalom)", "(Zoé: 2 alkalom)")])
def test_finish_and_save_counts_the_trainees_sessions_in_words(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str,
        menu: Qt.Key, first: str, second: str) -> None:
    """Windows (Alt+W; Ablakok, Alt+A) → Training, the trainee's name typed, the drill
    "Who acts and how much", a question answered, Finish and save score: the first
    session is "one session" (it read "1 sessions"), the next "2 sessions"; in
    Hungarian the count without a plural."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the scores' file
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window = open_main_window(qtbot, tmp_path, AppContext(database), language)
        windows = open_menu(qtbot, window, menu)
        assert windows is window.windows_menu
        click_menu_item(qtbot, windows, window.a_training)
        view = window.pages.currentWidget()
        assert isinstance(view, TrainingView)
        qtbot.mouseClick(view.trainee, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(view.trainee, "Zo")
        view.trainee.insert("é")  # QTest types ASCII only; as an input method would
        view.drill.setFocus()  # "Who acts and how much", with the arrow keys
        while view.drill.currentData() != "action":
            qtbot.keyClick(view.drill, Qt.Key.Key_Down)
        saved = []
        for _ in range(2):  # each question answered rightly: a seat clicked, a sum typed
            q = view.session.question
            assert q is not None
            if isinstance(q.answer, int) and q.topic is Topic.WHO_ACTS:
                qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClicks(view.answer, str(q.answer))
                qtbot.keyClick(view.answer, Qt.Key.Key_Return)
            assert view.next.isEnabled(), view.feedback.text()
            qtbot.mouseClick(view.finish, Qt.MouseButton.LeftButton)
            saved.append(view.feedback.text())
            qtbot.keyClick(view.next, Qt.Key.Key_N)
        assert saved[0] == first
        assert saved[1].endswith(second), saved[1]
    finally:
        database.close()
        install_translator("en")  # the next test's windows in English


def test_each_save_counts_only_the_questions_since_the_last_one(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows → Training, a question answered rightly, Finish and save score: 1 of 1.
    The score reads 0 of 0 and the button waits for the next answer; a second question,
    saved again: 1 of 1, not 2 of 2 (the history counted the first question twice)."""
    from director.services.training import JsonScoreHistory

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the scores' file
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window = open_main_window(qtbot, tmp_path, AppContext(database))
        windows = open_menu(qtbot, window, Qt.Key.Key_W)
        click_menu_item(qtbot, windows, window.a_training)
        view = window.pages.currentWidget()
        assert isinstance(view, TrainingView)
        qtbot.mouseClick(view.trainee, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(view.trainee, "Kata")
        assert not view.finish.isEnabled()  # nothing answered yet
        view.drill.setFocus()  # "Who acts and how much", with the arrow keys
        while view.drill.currentData() != "action":
            qtbot.keyClick(view.drill, Qt.Key.Key_Down)
        saved = []
        for _ in range(2):  # a seat clicked, or a sum typed
            q = view.session.question
            assert q is not None
            if isinstance(q.answer, int) and q.topic is Topic.WHO_ACTS:
                qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
            else:
                qtbot.mouseClick(view.answer, Qt.MouseButton.LeftButton)
                qtbot.keyClicks(view.answer, str(q.answer))
                qtbot.keyClick(view.answer, Qt.Key.Key_Return)
            assert view.score.text() == "Score: 1 of 1", view.feedback.text()
            qtbot.mouseClick(view.finish, Qt.MouseButton.LeftButton)
            saved.append(view.feedback.text())
            assert view.score.text() == "Score: 0 of 0"
            assert not view.finish.isEnabled()
            qtbot.keyClick(view.next, Qt.Key.Key_N)
        assert saved == ["Saved: 1 of 1 right (one session for Kata)",
                         "Saved: 1 of 1 right (2 sessions for Kata)"]
        records = JsonScoreHistory().records("Kata")
        assert [(r.asked, r.correct) for r in records] == [(1, 1), (1, 1)]
    finally:
        database.close()


def test_a_save_refused_by_a_damaged_scores_file_is_drawn_in_the_error_colour(
        qtbot: QtBot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Windows → Training, a question answered rightly (the line in the success
    colour), then Finish and save score with the scores' file damaged: the refusal is
    drawn in the stylesheet's error colour, as the other refusals of the window are;
    it kept the green of the right answer before it."""
    from director.ui.common.style import apply_style, colour

    apply_style(qapp)  # the program's stylesheet, as a person sees it
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the scores' file
    database = new_database(tmp_path / "night.sqlite3")
    try:
        _window, view = training_drill(qtbot, tmp_path, database, "action")
        q = view.session.question
        assert q is not None
        if isinstance(q.answer, int) and q.topic is Topic.WHO_ACTS:
            qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClicks(view.answer, str(q.answer))
            qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        assert view.feedback.text().startswith("✔")
        scores = view.session.history.path  # type: ignore[attr-defined]
        scores.parent.mkdir(parents=True, exist_ok=True)
        scores.write_text("{\"trainee\": \"An", encoding="utf-8")  # a pulled plug
        qtbot.mouseClick(view.finish, Qt.MouseButton.LeftButton)
        assert plain_text(view.feedback.text()).startswith("\u26a0 The training scores in")
        assert view.feedback.property("tone") == "error"
        shown = view.feedback.palette().color(view.feedback.foregroundRole())
        assert shown == colour("error", view.feedback), shown.name()
    finally:
        database.close()
        qapp.setStyleSheet("")
