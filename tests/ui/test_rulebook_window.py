"""The rulebook window (issue 14, "A rulebook in the project"): Help → Rules, and
every rule id the program shows opens that rule; screenshots of the rulebook
opened from a cited id under build/screenshots/rulebook_*.png."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QTextCursor
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.training import SEAT_TOPICS, InMemoryScoreHistory, Topic, TrainingSession
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import MessageLabel
from director.ui.dealer.panel import DealerPanel
from director.ui.practice.training_view import TrainingView
from director.ui.rules.rule_links import plain_text
from director.ui.rules.rulebook import RulebookWindow, open_rulebook
from director.ui.rules.rulebook_source import RULE_ID
from director.ui.setup.event_setup_fields import MessageLabel as FieldMessage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database
from tests.ui.event_fixtures import NAMES, SETTINGS
from tests.ui.home_driver import open_main_window
from tests.ui.keys_driver import shown_child

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    install_translator("en")
    yield
    install_translator("en")


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    database = new_database(tmp_path / "night.sqlite3")
    yield AppContext(database, now=lambda: T0)
    database.close()


def main_window(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> MainWindow:
    window = open_main_window(qtbot, tmp_path, context, language, clock=lambda: T0)
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def choose_from_menu(qtbot: QtBot, window: MainWindow, menu: QMenu, action: QAction) -> None:
    """A click on the menu's title in the menu bar, then the item's underlined letter."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is menu)
    text = action.text()
    letter = text[text.index("&") + 1].upper()
    qtbot.keyClick(menu, Qt.Key(ord(letter)))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def link_point(qtbot: QtBot, label: QLabel) -> QPoint:
    """Where a link is in ``label``: moving the mouse onto it turns the cursor into a
    pointing hand (as a person sees it). Only a change from another cursor counts,
    so a hand left over from an earlier hover is not taken for a link."""
    rect = label.contentsRect()
    for y in range(rect.top() + 2, rect.bottom(), 4):
        before = None
        for x in range(rect.left() + 1, rect.right(), 3):
            qtbot.mouseMove(label, QPoint(x, y))
            shape = label.cursor().shape()
            if shape == Qt.CursorShape.PointingHandCursor and before is not None \
                    and before != shape:
                return QPoint(x + 3, y)
            before = shape
    raise AssertionError(f"no link in {label.objectName()}: {label.text()}")


def click_text_link(qtbot: QtBot, rulebook: RulebookWindow, rule_id: str) -> None:
    """Click the first link to ``rule_id`` visible in the rulebook's text."""
    document = rulebook.text.document()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == f"#{rule_id}":
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + 1)
                spot = rulebook.text.cursorRect(cursor).center()
                if rulebook.text.viewport().rect().contains(spot):
                    qtbot.mouseClick(rulebook.text.viewport(), Qt.MouseButton.LeftButton,
                                     pos=spot)
                    return
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {rule_id} in view")


def click_link(qtbot: QtBot, label: QLabel) -> None:
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=link_point(qtbot, label))


def open_sample_dealer_panel(qtbot: QtBot, window: MainWindow) -> DealerPanel:
    """Help → Welcome and samples… → Sample cash game: the dealer panel on hand 1."""
    choose_from_menu(qtbot, window, window.help_menu, window.a_welcome)
    button = shown_child(qtbot, window, QPushButton, "sampleCashButton")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.pages.currentWidget(), DealerPanel))
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    return panel


def deal_to(qtbot: QtBot, panel: DealerPanel, kind: StepKind) -> None:
    """Next (N) and call (C) with the keyboard until the panel asks for ``kind``."""
    for _ in range(40):
        step = panel.session.step()
        if step.kind is kind:
            return
        key = Qt.Key.Key_C if step.kind is StepKind.ACT else Qt.Key.Key_N
        qtbot.keyClick(panel, key)
        assert not panel.error_label.text(), panel.error_label.text()
    raise AssertionError(f"no {kind.name} step reached")


def rulebook_of(window: QWidget) -> RulebookWindow:
    found = window.findChild(RulebookWindow, "rulebookWindow")
    assert found is not None
    return found


def shoot(qtbot: QtBot, rulebook: RulebookWindow, name: str, size: tuple[int, int],
          rule_id: str) -> None:
    """The rulebook at ``size``, still at ``rule_id``, saved for a look."""
    rulebook.resize(*size)
    rulebook.show_rule(rule_id)
    qtbot.wait(10)
    assert rulebook.heading_at_top().startswith(rule_id + " ")
    hint = rulebook.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600, hint
    assert not rulebook.text.horizontalScrollBar().isVisible()  # the lines fit
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert rulebook.grab().save(str(SHOTS / f"rulebook_{name}_{size[0]}x{size[1]}.png"))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_4_4_a_cited_rule_in_the_dealer_panel_opens_the_rulebook_there(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """The dealer reads "Burn one card before the flop (R-4.4)", clicks R-4.4, and the
    rulebook opens at R-4.4 in the UI's language."""
    try:
        window = main_window(qtbot, tmp_path, context, language)
        panel = open_sample_dealer_panel(qtbot, window)
        deal_to(qtbot, panel, StepKind.BURN)
        words = plain_text(panel.step_label.text())
        assert words.endswith("(R-4.4)"), words
        assert window.findChild(RulebookWindow, "rulebookWindow") is None
        click_link(qtbot, panel.step_label)
        rulebook = rulebook_of(window)
        qtbot.waitUntil(rulebook.isVisible)
        assert rulebook.current == "R-4.4"
        assert rulebook.heading_at_top() == {"en": "R-4.4 Burn cards",
                                             "hu": "R-4.4 Égetés"}[language]
        assert rulebook.rule_list.currentItem().text().startswith("R-4.4")
        if language == "hu":
            assert rulebook.windowTitle() == "Poker Director — szabálykönyv"
            assert rulebook.search.placeholderText().startswith("Szabály keresése")
        for size in ((1920, 1080), (1024, 600)):
            shoot(qtbot, rulebook, f"R-4.4_{language}", size, "R-4.4")
        # the link took no focus: back at the table, the panel's one-key actions still work
        assert window.focusWidget() is panel
        assert panel.step_label.focusPolicy() == Qt.FocusPolicy.NoFocus
    finally:
        install_translator("en")


@pytest.mark.usefixtures("english")
def test_a_wrong_training_answer_links_the_rule_that_gives_the_answer(qtbot: QtBot) -> None:
    """A wrong answer shows the right one and the rule (R-5.2, R-6.4, R-7.3 …); a
    click on the rule id opens the rulebook there."""
    view = TrainingView(TrainingSession(random.Random(4), "all", "Anna",
                                        InMemoryScoreHistory()))
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    qtbot.waitExposed(view)
    for _ in range(20):
        q = view.session.question
        assert q is not None
        cited = RULE_ID.search(str(q.explanation))
        if cited is not None:
            break
        qtbot.keyClicks(view.answer, "99999") if view.answer.isVisible() else \
            qtbot.mouseClick(next(iter(view.seat_buttons.values())), Qt.MouseButton.LeftButton)
        qtbot.keyClick(view, Qt.Key.Key_N)
    else:
        raise AssertionError("no question explained by a rule id")
    if q.topic in SEAT_TOPICS and q.topic is not Topic.POT_WINNER:
        wrong = next(s for s in q.seats if s != q.answer)
        qtbot.mouseClick(view.seat_buttons[wrong], Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClicks(view.answer, "99999")
        qtbot.keyClick(view.answer, Qt.Key.Key_Return)
    assert plain_text(view.feedback.text()).startswith("✘ Wrong")
    click_link(qtbot, view.feedback)
    rulebook = rulebook_of(view)
    qtbot.waitUntil(rulebook.isVisible)
    assert rulebook.current == cited[0]
    assert rulebook.heading_at_top().startswith(cited[0] + " ")


@pytest.mark.usefixtures("english")
def test_a_refusal_message_links_its_rule(qtbot: QtBot) -> None:
    """The refusal line of the console, seating and cash windows (MessageLabel) and of
    the setup forms: the rule id in a refusal opens that rule."""
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(900, 200)
    refusal = MessageLabel(page, "message")
    refusal.resize(880, 60)
    field_message = FieldMessage(page)
    field_message.setGeometry(0, 100, 880, 60)
    page.show()
    qtbot.waitExposed(page)
    refusal.show_error("draw for the button at Table 1 first (R-3.1)")
    assert plain_text(refusal.text()) == "\u26a0 draw for the button at Table 1 first (R-3.1)"
    click_link(qtbot, refusal)
    rulebook = rulebook_of(page)
    assert rulebook.heading_at_top() == "R-3.1 The draw for the button"
    field_message.show_message("level 2 lasts 0 minutes; a level lasts at least one whole "
                               "minute (R-8.1)")
    click_link(qtbot, field_message)
    assert page.findChildren(RulebookWindow) == [rulebook]
    assert rulebook.heading_at_top() == "R-8.1 Levels"
    refusal.show_info("4 players seated at random")
    assert refusal.text() == "4 players seated at random"


@pytest.mark.usefixtures("english")
def test_help_rules_through_the_menu_and_the_search(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Help → Rules opens the whole rulebook at the top; typing an id goes to that
    rule, typing words keeps the rules that have them all; Enter opens the first."""
    window = main_window(qtbot, tmp_path, context, "en")
    assert window.a_rules.shortcut().toString() == "F1"
    choose_from_menu(qtbot, window, window.help_menu, window.a_rules)
    rulebook = rulebook_of(window)
    qtbot.waitUntil(rulebook.isVisible)
    assert rulebook.heading_at_top() == "R-1.1 The deck and how cards are written"
    assert rulebook.rule_list.count() == len(rulebook.book.rules) if rulebook.book else False
    qtbot.keyClicks(rulebook.search, "7.5")
    assert rulebook.heading_at_top() == "R-7.5 The odd chip"
    rulebook.search.clear()
    qtbot.keyClicks(rulebook.search, "straddle pot limit")
    shown = [rulebook.rule_list.item(i).text() for i in range(rulebook.rule_list.count())]
    assert [s.split()[0] for s in shown] == ["R-3.7"], shown
    assert rulebook.found.text() == "1 of 51 rules"
    qtbot.keyClick(rulebook.search, Qt.Key.Key_Return)
    assert rulebook.current == "R-3.7"
    click_text_link(qtbot, rulebook, "R-5.4")  # "like a short blind (R-5.4)"
    assert rulebook.heading_at_top() == "R-5.4 Pot limit"
    assert rulebook.search.text() == ""  # the whole book again, to show
    item = next(rulebook.rule_list.item(i) for i in range(rulebook.rule_list.count())
                if rulebook.rule_list.item(i).text().startswith("R-8.3"))
    rulebook.rule_list.scrollToItem(item)
    qtbot.mouseClick(rulebook.rule_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rulebook.rule_list.visualItemRect(item).center())
    assert rulebook.heading_at_top() == "R-8.3 Color-up and chip race"
    qtbot.keyClick(rulebook.rule_list, Qt.Key.Key_Down)
    assert rulebook.heading_at_top() == "R-8.4 Balancing and breaking tables"
    rulebook.search.clear()
    qtbot.keyClicks(rulebook.search, "no such words here")
    assert rulebook.rule_list.count() == 0
    assert rulebook.found.text() == "0 of 51 rules"
    qtbot.keyClick(rulebook.search, Qt.Key.Key_Escape)
    assert not rulebook.isVisible()


def test_the_rulebook_opens_in_hungarian_and_finds_words_without_accents(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    try:
        window = main_window(qtbot, tmp_path, context, "hu")
        assert window.a_rules.text() == "&Szabályok"
        choose_from_menu(qtbot, window, window.help_menu, window.a_rules)
        rulebook = rulebook_of(window)
        qtbot.waitUntil(rulebook.isVisible)
        assert rulebook.book is not None and rulebook.book.language == "hu"
        assert rulebook.heading_at_top() == "R-1.1 A pakli és a lapok írásmódja"
        qtbot.keyClicks(rulebook.search, "paratlan zseton")
        shown = [rulebook.rule_list.item(i).text().split()[0]
                 for i in range(rulebook.rule_list.count())]
        assert "R-7.5" in shown and "R-8.3" not in shown, shown
        assert rulebook.found.text() == f"{len(shown)} / 51 szabály"
    finally:
        install_translator("en")


def test_the_open_rulebook_follows_a_change_of_language(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Settings → Language while the rulebook is open: it is read again in the new
    language, still at the same rule."""
    try:
        window = main_window(qtbot, tmp_path, context, "en")
        rulebook = open_rulebook("R-6.5", window)
        assert rulebook.heading_at_top() == "R-6.5 Five-card draw"
        window.set_language("hu")  # what Settings → Language → Magyar does
        qtbot.waitUntil(lambda: rulebook.book is not None and rulebook.book.language == "hu")
        assert rulebook.heading_at_top() == "R-6.5 Ötlapos cserélős póker (five-card draw)"
        assert rulebook.search.placeholderText().startswith("Szabály keresése")
    finally:
        install_translator("en")


@pytest.mark.usefixtures("english")
def test_R_4_5_a_refusal_in_the_status_bar_links_its_rule(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Windows → Dealer panel for a draw table of eight: refused, the deck allows seven
    (R-4.5); the refusal in the status bar opens R-4.5."""
    event = context.events.create_event(
        "tournament", "Draw night", {**SETTINGS, "game": "draw", "seats_per_table": 9}, T0)
    for name in NAMES:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(3))
    window = main_window(qtbot, tmp_path, context, "en")
    window.open_event(event)  # what Home's Resume does
    if window.clock_window is not None:
        window.clock_window.hide()
    choose_from_menu(qtbot, window, window.windows_menu, window.a_dealer)
    label = window.statusBar().findChild(QLabel, "statusRuleMessage")
    assert label is not None and label.isVisible()
    assert plain_text(label.text()) == \
        "\u26a0 Five-card draw allows at most 7 players (R-4.5); this table has 8"
    click_link(qtbot, label)
    rulebook = rulebook_of(window)
    assert rulebook.heading_at_top() == "R-4.5 How many players a game takes"
    if window.clock_window is not None:
        window.clock_window.timer.stop()
        window.clock_window.close()


def heading_offset(rulebook: RulebookWindow, rule_id: str) -> int:
    """How far below the top of the visible text the first line of ``rule_id``'s
    heading is drawn, in pixels (negative: cut off above the top)."""
    document = rulebook.text.document()
    block = document.begin()
    while block.isValid() and not (block.blockFormat().headingLevel() == 3
                                   and block.text().startswith(rule_id + " ")):
        block = block.next()
    assert block.isValid(), rule_id
    return rulebook.text.cursorRect(QTextCursor(block)).top()


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(("first", "second"), [((1366, 768), (1024, 600)),
                                               ((800, 560), (1900, 1000))])
def test_the_chosen_rule_stays_at_the_top_when_the_window_is_resized(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        first: tuple[int, int], second: tuple[int, int]) -> None:
    """Help → Rules, "7.5" typed: R-7.5's heading is the first line of the text, and
    it still is after the window is made smaller or larger (the lines are wrapped
    anew, so the old scroll value would land in another rule); a rule clicked in the
    list after the resize opens with its heading at the top too."""
    window = main_window(qtbot, tmp_path, context, "en")
    choose_from_menu(qtbot, window, window.help_menu, window.a_rules)
    rulebook = rulebook_of(window)
    qtbot.waitUntil(rulebook.isVisible)
    qtbot.keyClicks(rulebook.search, "7.5")
    opened = heading_offset(rulebook, "R-7.5")
    assert 0 <= opened <= 8, opened
    for size in (first, second):
        rulebook.resize(*size)  # what dragging the window's corner does
        qtbot.waitUntil(lambda s=size: rulebook.text.viewport().width() > 0
                        and rulebook.size().toTuple() == s)
        qtbot.wait(20)
        assert heading_offset(rulebook, "R-7.5") == opened, size
        assert rulebook.heading_at_top() == "R-7.5 The odd chip"
    rulebook.search.clear()
    item = next(rulebook.rule_list.item(i) for i in range(rulebook.rule_list.count())
                if rulebook.rule_list.item(i).text().startswith("R-8.3"))
    rulebook.rule_list.scrollToItem(item)
    qtbot.mouseClick(rulebook.rule_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rulebook.rule_list.visualItemRect(item).center())
    assert heading_offset(rulebook, "R-8.3") == opened
    rulebook.resize(*first)
    qtbot.waitUntil(lambda: rulebook.size().toTuple() == first)
    qtbot.wait(20)
    assert heading_offset(rulebook, "R-8.3") == opened
    assert rulebook.heading_at_top() == "R-8.3 Color-up and chip race"
