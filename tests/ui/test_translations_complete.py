"""The Hungarian catalogues are complete and compiled, and the dealer panel speaks
Hungarian with them (screenshot: build/screenshots/dealer_hu_1280x800.png)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.training import InMemoryScoreHistory, TrainingSession
from director.ui.dealer.actions_bar import ActionsBar, WrapButton
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.seats_view import SeatsView
from director.ui.practice.training_view import TrainingView
from director.ui.shell.app import TRANSLATIONS_DIR, install_translator
from tests.ui.dealer_driver import free_cards, press, type_cards

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
CATALOGUES = sorted(TRANSLATIONS_DIR.glob("director_hu*.ts"))


def messages(ts: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def test_there_are_hungarian_catalogues_for_the_dealer_and_the_shell() -> None:
    names = {ts.name for ts in CATALOGUES}
    assert {"director_hu.ts", "director_hu_dealer.ts", "director_hu_home.ts",
            "director_hu_tables.ts"} <= names


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_every_message_is_translated(ts: Path) -> None:
    problems = []
    for context, message in messages(ts):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, (context, source)
        if translation.get("type") == "unfinished":
            problems.append((context, source, "unfinished"))
        forms = [f.text or "" for f in translation.iter("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        if not texts or any(not t.strip() for t in texts):
            problems.append((context, source, "empty"))
    assert not problems, problems


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_every_catalogue_is_compiled(ts: Path) -> None:
    assert ts.with_suffix(".qm").is_file(), f"run packaging/build_translations.py for {ts.name}"


@pytest.fixture
def hungarian() -> Iterator[None]:
    assert install_translator("hu")
    try:
        yield
    finally:
        install_translator("en")


def make_panel(qtbot: QtBot, key: str) -> DealerPanel:
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES[key],
                                                {1: 10_000, 2: 10_000, 4: 8_000, 5: 12_000,
                                                 7: 10_000, 9: 10_000}, button=1))
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    panel.show()
    return panel


def bar(panel: DealerPanel) -> ActionsBar:
    """The panel's actions bar."""
    return panel.actions_bar


def cell(seats: SeatsView, row: int, column: int) -> str:
    item = seats.item(row, column)
    return item.text() if item is not None else ""


def heading(seats: SeatsView, column: int) -> str:
    item = seats.horizontalHeaderItem(column)
    return item.text() if item is not None else ""


def to_first_action(qtbot: QtBot, panel: DealerPanel) -> None:
    """Blinds posted and hole cards dealt: the first player is to act."""
    for _ in range(40):
        if panel.session.step().kind is StepKind.ACT:
            return
        request = panel.session.card_request()
        if request.required:
            type_cards(qtbot, panel, free_cards(panel, request.count))
        press(qtbot, panel, Qt.Key.Key_N)
        assert not panel.error_label.text(), panel.error_label.text()
    raise AssertionError("no betting step reached")


def lines_of(button: QAbstractButton) -> list[str]:
    """The words as the button draws them: an action bar's button may take two lines."""
    return button.lines() if isinstance(button, WrapButton) else [button.text()]


def assert_nothing_clipped(panel: DealerPanel) -> None:
    for button in panel.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            padding = button.sizeHint().width() - button.fontMetrics().horizontalAdvance(
                button.text())
            widest = max(button.fontMetrics().horizontalAdvance(t) for t in lines_of(button))
            assert padding + widest <= button.width() + 1, button.text()
            if isinstance(button, WrapButton):  # its lines within its height, padding aside
                option = QStyleOptionButton()
                button.initStyleOption(option)
                inside = button.style().subElementRect(
                    QStyle.SubElement.SE_PushButtonContents, option, button)
                assert len(lines_of(button)) * button.fontMetrics().lineSpacing() <= \
                    inside.height(), button.text()


@pytest.mark.usefixtures("hungarian")
def test_dealer_panel_in_hungarian(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, "holdem")
    a = bar(panel)
    assert panel.undo_button.text() == "Visszavonás (U)"
    assert a.next.text() == "Betéve (N)"
    assert "leosztás" in panel.header.text() and "gomb" in panel.header.text()
    headings = [heading(panel.seats, c) for c in range(6)]
    assert headings == ["Szék", "Zsetonok", "Tét", "Kasszában", "Lapok", "Állapot"]
    assert panel.pots.title().startswith("Kasszák")
    assert panel.cards.clear_button.text() == "Törlés"
    assert panel.cards.entry.placeholderText().startswith("Lapok beírása")
    to_first_action(qtbot, panel)
    assert a.fold.text() == "Dobás (F)"
    assert a.check_call.text() == f"Megadás {QLocale().toString(100)} (C)"
    assert a.bet_raise.text() == "Emelés összesen (R)"
    assert a.all_in.text().startswith("All-in ")
    assert a.range.text().startswith("Emelés összesen: minimum")
    assert "ő következik" in [cell(panel.seats, r, 5).split(", ")[-1]
                              for r in range(panel.seats.rowCount())]
    qtbot.wait(1)
    assert_nothing_clipped(panel)
    OUT.mkdir(parents=True, exist_ok=True)
    assert panel.grab().save(str(OUT / "dealer_hu_1280x800.png"))
    panel.resize(1024, 600)  # the laptop at the table: every label still fits its button
    qtbot.wait(1)
    for button in panel.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            for text in lines_of(button):
                text = text.replace("&", "")
                assert button.fontMetrics().horizontalAdvance(text) <= button.width() - 4, text
    assert panel.grab().save(str(OUT / "dealer_hu_1024x600.png"))


@pytest.mark.usefixtures("hungarian")
def test_draw_and_stud_buttons_in_hungarian(qtbot: QtBot) -> None:
    stud = make_panel(qtbot, "stud")
    for _ in range(40):
        if bar(stud).bring_in.isVisible():
            break
        request = stud.session.card_request()
        if request.required:
            type_cards(qtbot, stud, free_cards(stud, request.count))
        press(qtbot, stud, Qt.Key.Key_N)
    assert bar(stud).bring_in.text().startswith("Bring-in ")
    qtbot.wait(1)
    assert_nothing_clipped(stud)
    assert stud.grab().save(str(OUT / "dealer_hu_stud_1280x800.png"))
    draw = make_panel(qtbot, "draw")
    for _ in range(200):
        if bar(draw).draws[0].isVisible():
            break
        if draw.session.step().kind is StepKind.ACT:
            press(qtbot, draw, Qt.Key.Key_C)
            continue
        request = draw.session.card_request()
        if request.required:
            type_cards(qtbot, draw, free_cards(draw, request.count))
        press(qtbot, draw, Qt.Key.Key_N)
    assert bar(draw).draws[0].text() == "Nem cserél (0)"
    assert bar(draw).draws[3].text() == "Csere: 3 (3)"  # its key on it (issue 30)
    qtbot.wait(1)
    assert_nothing_clipped(draw)
    assert draw.grab().save(str(OUT / "dealer_hu_draw_1280x800.png"))


@pytest.mark.usefixtures("hungarian")
def test_training_view_in_hungarian(qtbot: QtBot) -> None:
    view = TrainingView(TrainingSession(random.Random(4), "all", "Anna",
                                        InMemoryScoreHistory()))
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    assert view.finish.text() == "Befejezés és pontszám mentése"
    assert view.next.text() == "Következő kérdés (N)"
    assert view.drill.itemText(0) == "Minden kérdés"
    assert view.score.text() == "Pontszám: 0 / 0"
    assert "leosztás" in view.table_info.text()
    labels = [w.text() for w in view.findChildren(QLabel)]
    assert "Tanuló:" in labels and "Gyakorlat:" in labels
    qtbot.wait(1)
    assert view.grab().save(str(OUT / "training_hu_1280x800.png"))
    view.resize(1024, 600)
    qtbot.wait(1)
    assert view.grab().save(str(OUT / "training_hu_1024x600.png"))
