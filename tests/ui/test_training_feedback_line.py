"""Windows → Training, the feedback line under the answer: after Settings > Language >
Magyar in the middle of a drill it is written again in Hungarian with the rest of the
window; an answer it cannot read is refused there in the window's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.messages import render
from director.ui.rules.rule_links import plain_text
from director.ui.shell.app import install_translator
from tests.template_db import new_database
from tests.ui.all_windows import choose_from_menu
from tests.ui.test_training import training_drill


def test_R_7_3_a_wrong_side_pots_answer_is_explained_in_hungarian_after_the_switch(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Side pots only, "99" typed: the verdict "✘ Wrong. The answer is …" with the
    R-7.3 working. After Beállítások > Nyelv > Magyar it reads "✘ Hibás. A helyes
    válasz: …" with the working in Hungarian (it stayed in English beside the
    Hungarian question, buttons and score)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window, view = training_drill(qtbot, tmp_path, database, "side-pots")
        q = view.session.question
        assert q is not None and q.answer != (99,)
        qtbot.mouseClick(view.answer, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(view.answer, "99")
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        assert view.feedback.text().startswith("✘ Wrong. The answer is")
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
        shown = plain_text(view.feedback.text())
        assert shown.startswith("✘ Hibás. A helyes válasz:"), shown
        assert render(q.explanation, "hu") in shown, shown
        assert view.feedback.property("tone") == "error"
        assert view.score.text() == "Pontszám: 0 / 1"
    finally:
        database.close()
        install_translator("en")


def test_the_drill_changed_note_follows_the_language_switch(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The note "Drill changed to “Side pots only”…" is Hungarian after the switch,
    the drill named as the chooser now names it."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window, view = training_drill(qtbot, tmp_path, database, "side-pots")
        assert view.feedback.text().startswith("Drill changed to “Side pots only”")
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
        assert not view.feedback.text().startswith("Drill changed"), view.feedback.text()
        assert view.drill.currentText() in view.feedback.text()
    finally:
        database.close()
        install_translator("en")


@pytest.mark.parametrize(("language", "menu", "start"), [
    ("en", Qt.Key.Key_W, "⚠ “99999999999999999999999…” is not a whole number"),
    ("hu", Qt.Key.Key_A, "⚠ „99999999999999999999999…” nem egész szám")])
def test_R_7_3_a_side_pots_answer_pasted_5000_digits_long_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str,
        menu: Qt.Key, start: str) -> None:
    """Side pots only, 5,000 nines typed into the answer (main pot 1,015 or so): the
    refusal in the window's language, quoting the start of what was typed, nothing
    scored. Before: Python's "Exceeds the limit (4300 digits) for integer string
    conversion … use sys.set_int_max_str_digits()", in English in both windows."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    database = new_database(tmp_path / "night.sqlite3")
    try:
        _window, view = training_drill(qtbot, tmp_path, database, "side-pots", language,
                                       menu)
        qtbot.mouseClick(view.answer, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(view.answer, "9" * 5000)
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        shown = view.feedback.text()
        assert shown.startswith(start), shown[:200]
        assert "4300" not in shown and len(shown) < 300
        assert view.session.score.asked == 0 and view.submit.isEnabled()
    finally:
        database.close()
        install_translator("en")


def test_enter_after_the_verdict_asks_the_next_question(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A trainee at the keyboard: the answer typed, Enter (the verdict), Enter again:
    the next question, its answer field ready for typing. Before, the second Enter
    did nothing (the Next button had the focus but took only Space or N)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window, view = training_drill(qtbot, tmp_path, database, "side-pots")
        asked = view.session.question
        assert asked is not None and asked.answer != (99,)
        qtbot.mouseClick(view.answer, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(window.focusWidget(), "99")
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
        assert view.feedback.text().startswith("✘ Wrong. The answer is")
        assert view.score.text() == "Score: 0 of 1"
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
        assert view.session.question is not None and view.session.question is not asked
        assert view.feedback.text() == ""
        assert view.submit.isEnabled() and not view.next.isEnabled()
        assert window.focusWidget() is view.answer
        qtbot.keyClicks(window.focusWidget(), "99")
        assert view.answer.text() == "99"
    finally:
        database.close()
        install_translator("en")
