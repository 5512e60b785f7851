"""The training window as LOOK.md asks: cards as cards, hearts and diamonds red,
spades and clubs black, on the seats list and the board; and the actions beside
the seats not wrapped at 1366x768, "(all-in)" never on a line of its own."""

from __future__ import annotations

import random
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import director.ui.shell.main_window as main_window_module
from director.services.training import SEAT_TOPICS, Topic
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style, colour_hex
from director.ui.dealer.history_view import Cell
from director.ui.dealer.seats_view import CARDS, card_faces
from director.ui.practice.training_view import TrainingView
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database
from tests.ui.home_driver import open_main_window, open_menu_item

HEARTS, DIAMONDS = 2, 1  # the engine's ``Suit``


def training_on(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                language: str, seed: int) -> tuple[MainWindow, TrainingView]:
    """Windows → Training in the real main window, its hands dealt from ``seed``."""
    dealt = random.Random  # the page's session draws its hands from random.Random()
    monkeypatch.setattr(main_window_module, "random",
                        types.SimpleNamespace(Random=lambda *_: dealt(seed)))
    database = new_database(tmp_path / "night.sqlite3")
    window = open_main_window(qtbot, tmp_path, AppContext(database), language)
    open_menu_item(qtbot, window, window.windows_menu, "training")
    view = window.pages.currentWidget()
    assert isinstance(view, TrainingView)
    qtbot.waitUntil(view.isVisible)
    return window, view


def answer_rightly(qtbot: QtBot, view: TrainingView, times: int) -> None:
    """Answer ``times`` questions rightly as a trainee does (the seat's button, or the
    amount typed and Enter), each followed by Next question (N)."""
    for _ in range(times):
        q = view.session.question
        assert q is not None
        if q.topic is Topic.POT_WINNER:
            for seat in q.answer:  # type: ignore[union-attr]
                qtbot.mouseClick(view.seat_buttons[seat], Qt.MouseButton.LeftButton)
            qtbot.mouseClick(view.submit, Qt.MouseButton.LeftButton)
        elif q.topic in SEAT_TOPICS:
            qtbot.mouseClick(view.seat_buttons[q.answer], Qt.MouseButton.LeftButton)  # type: ignore[index]
        else:
            qtbot.keyClicks(view.answer, str(q.expected_text).replace("seat ", ""))
            qtbot.keyClick(view.answer, Qt.Key.Key_Return)
        assert view.feedback.text().startswith("✔"), view.feedback.text()
        qtbot.keyClick(view, Qt.Key.Key_N)


def is_red(pixel: QColor) -> bool:
    return pixel.red() > 120 and pixel.red() > 2 * pixel.green() and pixel.red() > 2 * pixel.blue()


def is_dark(pixel: QColor) -> bool:
    return max(pixel.red(), pixel.green(), pixel.blue()) < 90


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_seats_cards_are_drawn_with_red_hearts_and_diamonds_and_the_actions_fit_1366(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """An Omaha all-in with the hands face up (R-7.1): every card in the seats list is
    painted on a white face, hearts and diamonds in red and spades and clubs in black
    (the pixels read back from the screen); at 1366x768 no cell of the actions wraps,
    and seat 3's "calls 688 (all-in)" reads on one line."""
    apply_style(qapp)  # the program's stylesheet and font, as a person sees it
    try:
        window, view = training_on(qtbot, tmp_path, monkeypatch, language, 32)
        answer_rightly(qtbot, view, 7)
        q = view.session.question
        assert q is not None and q.topic is Topic.EQUITY
        window.resize(1366, 768)
        qtbot.waitUntil(lambda: window.width() == 1366)
        QApplication.processEvents()

        seats = view.seats
        shot = seats.viewport().grab().toImage()
        scale = shot.devicePixelRatio()
        suits_seen: dict[str, int] = {"red": 0, "black": 0}
        for row in range(seats.rowCount()):
            index = seats.model().index(row, CARDS)
            item = seats.item(row, CARDS)
            assert item is not None
            metrics = QFontMetrics(item.font() if item.font().bold() else seats.font())
            faces = [(place, run, suit) for place, run, suit in
                     card_faces(item.text(), seats.visualRect(index), metrics)
                     if suit is not None]
            assert len(faces) == 4, item.text()  # Omaha: four cards, each a face
            for place, run, suit in faces:
                red, dark = pixels(shot, place, scale)
                if suit in (HEARTS, DIAMONDS):
                    assert red > 10 and dark == 0, (run, red, dark)
                    suits_seen["red"] += 1
                else:
                    assert dark > 10 and red == 0, (run, red, dark)
                    suits_seen["black"] += 1
        assert suits_seen["red"] and suits_seen["black"], suits_seen

        cells = [label for label in view.history.table.findChildren(Cell)
                 if label.isVisible() and label.text()]
        assert cells
        for label in cells:
            one_line = label.fontMetrics().lineSpacing() * 3 // 2
            assert label.heightForWidth(label.width()) < one_line, \
                (label.text(), label.width())
        seat_3 = next(row for row in view.history.shown() if row[0] == "3")
        assert seat_3[1].endswith("688 (all-in)"), seat_3
        # each action is kept whole: its spaces and hyphen cannot break
        [all_in] = [label for label in cells if label.text().endswith("(all\u2011in)")]
        assert all_in.text().endswith(
            "calls\u00a0688\u00a0(all\u2011in)" if language == "en"
             else "megad:\u00a0688\u00a0(all\u2011in)"), all_in.text()
    finally:
        qapp.setStyleSheet("")


def pixels(shot: QImage, place: QRectF, scale: float) -> tuple[int, int]:
    """How many of the face's pixels are red and how many are dark (the ink's)."""
    red = dark = 0
    inner = place.adjusted(2, 2, -2, -2)  # inside the face's edge
    for x in range(int(inner.left() * scale), int(inner.right() * scale)):
        for y in range(int(inner.top() * scale), int(inner.bottom() * scale)):
            pixel = shot.pixelColor(QPoint(x, y))
            red += is_red(pixel)
            dark += is_dark(pixel)
    return red, dark


def test_the_boards_hearts_and_diamonds_are_red_on_a_white_face(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        ) -> None:
    """A hold'em flop of Q♥ 4♦ 6♥ on the line over the seats: each card on the card's
    white face in the suits' red of the palette."""
    _window, view = training_on(qtbot, tmp_path, monkeypatch, "en", 2)
    answer_rightly(qtbot, view, 2)
    state = view.session.state
    assert state is not None
    assert [c.pretty for c in state.board if c is not None] == ["Q♥", "4♦", "6♥"]
    face, red = colour_hex("card_face", view), colour_hex("suit_red", view)
    for card in ("Q♥", "4♦", "6♥"):
        assert (f'<span style="background-color: {face}; color: {red}">'
                f"\u00a0{card}\u00a0</span>") in view.table_info.text()
