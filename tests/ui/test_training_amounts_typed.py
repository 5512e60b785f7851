"""Side pots typed in the training window the way every amount field reads them
(R-7.3): "1,368; 1,100" in English, "1 368; 1 100" in Hungarian, the pots separated
by semicolons as the field's hint says. Before, "1,368" was read as 1 and 368 and a
right answer was scored wrong; "5²" showed Python's "invalid literal for int()".
Windows → Training in the real main window, the drill chosen with the arrow keys,
the answers typed into the focused field."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.training import Topic
from director.ui.rules.rule_links import plain_text
from director.ui.shell.app import install_translator
from tests.template_db import new_database
from tests.ui.test_training import training_drill


def _type(qtbot: QtBot, text: str) -> None:
    """``text`` typed into the field that has the focus, then Enter."""
    field = QApplication.focusWidget()
    assert field is not None
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


@pytest.mark.parametrize(("language", "menu", "hint", "refused"), [
    ("en", Qt.Key.Key_W, "Amounts separated by semicolons, main pot first: 1,200; 600",
     "“1.5” is not a whole number: type the amounts in digits, separated by semicolons "
     "(;), such as 1,200; 600"),
    ("hu", Qt.Key.Key_A, "Összegek pontosvesszővel elválasztva, a főkassza elöl: 1200; 600",
     "„1.5” nem egész szám: az összegeket számjegyekkel, pontosvesszővel (;) "
     "elválasztva írd be, például 1200; 600")])
@pytest.mark.parametrize("apostrophes", [False, True])
def test_R_7_3_side_pots_typed_with_grouped_digits_are_right(
        qtbot: QtBot, tmp_path: Path, language: str, menu: Qt.Key, hint: str,
        apostrophes: bool,
        refused: str) -> None:
    database = new_database(tmp_path / "night.sqlite3")
    try:
        _window, view = training_drill(qtbot, tmp_path, database, "side-pots", language,
                                       menu)
        group = QLocale().groupSeparator()
        for _ in range(40):  # until a main pot of 1,000 or more, typed with its grouping
            q = view.session.question
            assert q is not None and q.topic is Topic.SIDE_POTS
            assert isinstance(q.answer, tuple)
            if q.answer[0] >= 1000 and len(q.answer) >= 2:
                break
            view.answer.setFocus()
            _type(qtbot, "; ".join(str(a) for a in q.answer))
            assert view.feedback.text().startswith("✔"), view.feedback.text()
            qtbot.mouseClick(view.next, Qt.MouseButton.LeftButton)
        else:
            raise AssertionError("no main pot of 1,000 or more")
        assert view.answer.placeholderText() == hint
        view.answer.setFocus()
        asked = view.session.score.asked
        _type(qtbot, "1.5")  # no whole number: refused in words, nothing scored
        assert plain_text(view.feedback.text()) == "\u26a0 " + refused  # as every refusal
        assert view.session.score.asked == asked and view.submit.isEnabled()
        view.answer.clear()
        view.answer.insert("5²")  # as an input method would type it (QTest types ASCII)
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        assert "int()" not in view.feedback.text()
        assert plain_text(view.feedback.text()).startswith("\u26a0 " + refused[:1] + "5²")
        view.answer.clear()
        # English "1,368; 1,100", Hungarian "1 368; 1 100" (a space as typed); or
        # "1'368; 1'100" in either, as every other amount field reads it (the training
        # refused it: "“1'368” is not a whole number")
        mark = "'" if apostrophes else "," if group == "," else " "
        typed = "; ".join(f"{a:,}".replace(",", mark) for a in q.answer)
        _type(qtbot, typed)
        assert view.feedback.text().startswith("✔"), view.feedback.text()
        assert view.session.score.correct == view.session.score.asked == asked + 1
    finally:
        database.close()
        install_translator("en")  # the next test's windows in English
