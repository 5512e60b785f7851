"""The training view: questions asked, right and wrong answers scored."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from director.services.training import SEAT_TOPICS, InMemoryScoreHistory, TrainingSession
from director.ui.dealer.training_view import TrainingView
from director.ui.rule_links import plain_text


def test_a_training_session_asks_checks_and_scores(qtbot) -> None:
    history = InMemoryScoreHistory()
    view = TrainingView(TrainingSession(random.Random(4), "all", "Anna", history))
    qtbot.addWidget(view)
    view.show()
    right = wrong = 0
    for n in range(10):
        q = view.session.question
        assert q is not None and view.question.text() == q.text
        if q.topic in SEAT_TOPICS and q.topic.name != "POT_WINNER":
            seat = q.answer if n % 2 == 0 else next(s for s in q.seats if s != q.answer)
            qtbot.mouseClick(view.seat_buttons[seat], Qt.MouseButton.LeftButton)  # type: ignore[index]
        else:
            text = q.expected_text.replace("seat ", "") if n % 2 == 0 else "99999"
            qtbot.keyClicks(view.answer, text)
            qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        if n % 2 == 0:
            right += 1
            assert view.feedback.text().startswith("✔")
        else:
            wrong += 1
            assert view.feedback.text().startswith("✘ Wrong")
            assert q.explanation in plain_text(view.feedback.text())  # its rule ids are links
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
