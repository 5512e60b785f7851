"""The setup windows' House rules tab: every option of RULES.md a director can change
(its preamble), chosen with the mouse and the keyboard in the real main window, saved
with the event and shown again when the event's settings are opened (Duplicate)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sqlalchemy as sa
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.services.core.documents import CashSettings, HouseRules
from director.services.events.queries import Queries
from director.store.models import Event as EventRow
from director.ui.common.context import AppContext
from director.ui.setup.event_setup_house_rules import HouseRulesPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, open_main_window, open_menu_item, type_into, window
from tests.ui.layout_checks import layout_problems

__all__ = ["context", "window"]


def open_tab(qtbot: QtBot, tabs: QTabWidget, index: int) -> None:
    """Click a tab's title in the tab bar."""
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def seen(widget: QWidget) -> None:
    """Scroll the page to ``widget``, as a person scrolls to what they want to change."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if isinstance(parent, QScrollArea):
        parent.ensureWidgetVisible(widget)
    QApplication.processEvents()
    assert widget.isVisible()


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its square."""
    seen(box)
    option = QStyleOptionButton()
    option.initFrom(box)
    square = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=square.center())


def choose(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Pick an entry with the arrow keys in the focused box."""
    seen(combo)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data} is not in the box")


def press(qtbot: QtBot, widget: QWidget, key: Qt.Key, times: int = 1) -> None:
    seen(widget)
    widget.setFocus()
    for _ in range(times):
        qtbot.keyClick(widget, key)


def duplicate(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Windows > Home, the event's row, Duplicate: its settings in a new setup."""
    open_menu_item(qtbot, window, window.windows_menu, "page_home")
    table = window.home.table
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click(qtbot, window.home.duplicate_button)


def stored(context: AppContext, name: str) -> HouseRules:
    [event] = [e for e in Queries(context.db).list_events() if e.name == name]
    _, _, settings = Queries(context.db).event_settings(event.event_id)
    return settings.house_rules


def enabled(page: HouseRulesPage) -> set[str]:
    return {rule for rule, widget in page.rule_of.items() if widget.isEnabled()}


def notes(page: HouseRulesPage) -> set[str]:
    return {key for key, note in page.notes.items() if note.isVisibleTo(page)}


def test_R_3_4_a_tournament_offers_no_moving_button_and_greys_out_other_games_rules(
        qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    page = setup.house_rules
    open_tab(qtbot, setup.tabs, 4)
    assert setup.tabs.tabText(4) == "House rules"
    assert page.findChild(QAbstractButton, "movingButton") is None  # a dead button
    assert page.moving_button is None
    # Texas hold'em, no limit: the button and the burns; no cap to set
    assert enabled(page) == {"button_tie_break", "burns"}
    assert not page.raises.isVisibleTo(page) and not page.uncapped.isVisibleTo(page)
    assert notes(page) == {"betting", "pineapple", "stud", "draw"}
    assert page.notes["stud"].text() == "Not played in this event."
    assert page.notes["betting"].text() == \
        "This event's betting has no cap: only fixed limit has one."
    assert "R-6.4" in page.ties_by_position.toolTip()
    # Fixed-limit pineapple: its discard and the cap come in; the heads-up cap stays
    # on in a tournament (R-5.5: off in tournaments)
    open_tab(qtbot, setup.tabs, 0)
    choose(qtbot, setup.game, "pineapple")
    choose(qtbot, setup.limit, "fixed limit")
    open_tab(qtbot, setup.tabs, 4)
    assert enabled(page) == {"button_tie_break", "burns", "raises", "uncapped_heads_up",
                             "pineapple_discard_before_flop"}
    assert page.raises.isVisible() and page.raises.value() == 3
    assert page.uncapped.isVisible() and not page.uncapped.isChecked()
    assert notes(page) == {"stud", "draw"}
    # Stud: the seating's draw for the button is made too (the deal starts left of
    # the button, R-4.3), so its tie break is there
    open_tab(qtbot, setup.tabs, 0)
    choose(qtbot, setup.game, "stud")
    open_tab(qtbot, setup.tabs, 4)
    assert {"button_tie_break", "stud_ties_by_position"} <= enabled(page)


def test_R_5_5_R_6_4_R_7_5_a_horse_tournament_keeps_its_house_rules(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """H.O.R.S.E. deals hold'em, Omaha hi/lo, razz, stud and stud hi/lo, all fixed limit:
    the stud rules and the cap apply, the draw and pineapple rules do not."""
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "HORSE Friday")
    type_into(qtbot, setup.buy_in, "10000")
    open_tab(qtbot, setup.tabs, 2)
    choose(qtbot, setup.structure.template, "horse")
    click(qtbot, setup.structure.use_template)
    page = setup.house_rules
    open_tab(qtbot, setup.tabs, 4)
    assert enabled(page) == {"button_tie_break", "burns", "raises", "uncapped_heads_up",
                             "stud_ties_by_position", "stud_odd_chip_seven_cards"}
    assert not page.openers.isEnabled() and not page.discard_before_flop.isEnabled()
    assert notes(page) == {"pineapple", "draw"}
    choose(qtbot, page.tie_break, "redraw")
    tick(qtbot, page.burns)  # off
    press(qtbot, page.raises, Qt.Key.Key_Up)  # a bet and four raises
    tick(qtbot, page.ties_by_position)
    tick(qtbot, page.odd_chip_seven)
    tick(qtbot, page.openers)  # greyed out: the click changes nothing
    assert not page.openers.isChecked()
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    rules = stored(context, "HORSE Friday")
    assert rules == HouseRules(button_tie_break="redraw", burns=False, raises=4,
                               stud_ties_by_position=True, stud_odd_chip_seven_cards=True)
    assert rules.uncapped_heads_up is None  # left at the tournament's default: capped
    duplicate(qtbot, window, "HORSE Friday")
    assert window.pages.currentWidget() is setup
    open_tab(qtbot, setup.tabs, 4)
    assert page.tie_break.currentData() == "redraw" and page.tie_break.currentText() == \
        "the tied players draw again"
    assert not page.burns.isChecked() and page.raises.value() == 4
    assert page.ties_by_position.isChecked() and page.odd_chip_seven.isChecked()
    assert not page.uncapped.isChecked()
    assert enabled(page) >= {"stud_ties_by_position", "raises"}
    type_into(qtbot, setup.name, "HORSE Saturday")
    click(qtbot, setup.save_button)
    assert stored(context, "HORSE Saturday") == rules  # saving keeps them


def test_R_3_1_R_3_4_R_5_5_a_cash_game_draws_and_moves_its_button_and_lifts_the_cap(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_cash_button)
    cash = window.cash_setup
    type_into(qtbot, cash.name, "Thursday limit")
    page = cash.house_rules
    open_tab(qtbot, cash.tabs, 1)
    assert cash.tabs.tabText(1) == "House rules"
    assert page.moving_button is not None and page.moving_button.isEnabled()
    assert "R-3.4" in page.moving_button.toolTip()
    # a cash table's first button is drawn by cards too: its tie break applies
    assert page.tie_break.isEnabled() and "R-3.1" in page.tie_break.toolTip()
    choose(qtbot, page.tie_break, "redraw")
    assert not page.uncapped.isVisibleTo(page)  # no limit: no cap at all
    tick(qtbot, page.moving_button)
    open_tab(qtbot, cash.tabs, 0)
    choose(qtbot, cash.limit, "fixed limit")
    open_tab(qtbot, cash.tabs, 1)
    assert page.uncapped.isVisible() and page.uncapped.isChecked()  # on in cash
    tick(qtbot, page.uncapped)
    press(qtbot, page.raises, Qt.Key.Key_Up, 2)
    assert cash.save_button.isEnabled(), cash.summary.text()
    click(qtbot, cash.save_button)
    rules = stored(context, "Thursday limit")
    assert rules == HouseRules(button_tie_break="redraw", moving_button=True, raises=5,
                               uncapped_heads_up=False)
    assert not rules.heads_up_uncapped(cash=True)
    duplicate(qtbot, window, "Thursday limit")
    assert window.pages.currentWidget() is cash
    open_tab(qtbot, cash.tabs, 1)
    assert page.tie_break.currentData() == "redraw"
    assert page.moving_button.isChecked() and page.raises.value() == 5
    assert not page.uncapped.isChecked()


def test_R_6_5_R_6_3_a_draw_cash_game_plays_jacks_to_open_and_aces_stay(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_cash_button)
    cash = window.cash_setup
    type_into(qtbot, cash.name, "Draw night")
    choose(qtbot, cash.game, "draw")
    page = cash.house_rules
    open_tab(qtbot, cash.tabs, 1)
    assert page.moving_button is not None and not page.moving_button.isEnabled()  # antes
    assert not page.discard_before_flop.isEnabled()
    assert not page.ties_by_position.isEnabled()
    for box in (page.openers, page.at_most_three, page.aces_stay):
        assert box.isEnabled()
        tick(qtbot, box)
    assert cash.save_button.isEnabled(), cash.summary.text()
    click(qtbot, cash.save_button)
    rules = stored(context, "Draw night")
    assert (rules.openers, rules.draw_at_most_three, rules.aces_stay) == (True, True, True)
    assert not rules.moving_button and rules.burns and rules.uncapped_heads_up is None
    # pineapple: the discard before the flop, the draw rules greyed out
    open_menu_item(qtbot, window, window.windows_menu, "page_home")
    click(qtbot, window.home.new_cash_button)
    type_into(qtbot, cash.name, "Pineapple")
    choose(qtbot, cash.game, "pineapple")
    open_tab(qtbot, cash.tabs, 1)
    assert not page.openers.isChecked() and not page.openers.isEnabled()  # a new game
    tick(qtbot, page.discard_before_flop)
    click(qtbot, cash.save_button)
    assert stored(context, "Pineapple") == HouseRules(pineapple_discard_before_flop=True)


def test_an_event_stored_before_house_rules_shows_the_rulebooks_defaults(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """Settings without a ``house_rules`` part (saved before there was one) read as the
    rules' own defaults: the suit breaks the button tie, burns, a bet and three raises;
    the cash game plays uncapped heads-up (R-5.5)."""
    old = {"kind": "cash", "game": "holdem", "limit": "fixed limit", "small_blind": 50,
           "big_blind": 100, "small_bet": 100, "big_bet": 200, "min_buy_in": 2000,
           "currency": "Ft"}
    event_id = context.events.create_event("cash", "Old limit game",
                                           CashSettings.model_validate(old), context.now())
    with context.db.engine.begin() as connection:  # the row as an older program wrote it
        connection.execute(sa.update(EventRow.__table__).where(  # type: ignore[attr-defined]
            EventRow.__table__.c.id == event_id).values(  # type: ignore[attr-defined]
            settings=json.dumps(old)))
    window.home.refresh()
    duplicate(qtbot, window, "Old limit game")
    cash = window.cash_setup
    page = cash.house_rules
    open_tab(qtbot, cash.tabs, 1)
    assert page.tie_break.currentData() == "suit" and page.burns.isChecked()
    assert page.raises.value() == 3 and page.uncapped.isChecked()
    assert page.moving_button is not None and not page.moving_button.isChecked()
    click(qtbot, cash.save_button)
    assert stored(context, "Old limit game (copy)") == HouseRules()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_house_rules_tab_fits_three_screens(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """Nothing cut off or overlapping on the tab at 1920x1080, 1366x768 and 1024x600
    (less a taskbar and a title bar), in English and in Hungarian."""
    window = open_main_window(qtbot, tmp_path, context, language)
    try:
        click(qtbot, window.home.new_tournament_button)
        setup = window.tournament_setup
        open_tab(qtbot, setup.tabs, 4)
        hungarian = {"en": ("House rules", "Burn a card before each round of cards"),
                     "hu": ("Házszabályok", "Egy lap égetése minden osztási kör előtt")}
        assert (setup.tabs.tabText(4), setup.house_rules.burns.text()) == hungarian[language]
        problems: list[str] = []
        for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
            window.resize(width, height - 40 - 32)
            QApplication.processEvents()
            space = window.rect()
            problems += layout_problems(f"tournament {width}x{height}", window, space)
        open_menu_item(qtbot, window, window.windows_menu, "page_home")
        click(qtbot, window.home.new_cash_button)
        open_tab(qtbot, window.cash_setup.tabs, 1)
        for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
            window.resize(width, height - 40 - 32)
            QApplication.processEvents()
            problems += layout_problems(f"cash {width}x{height}", window, window.rect())
        assert not problems, "\n".join(problems)
    finally:
        install_translator("en")

