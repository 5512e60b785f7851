"""The dealer panel at a tournament table, opened from the main window's Windows menu:
seats show their players, the hole cards go out in one step for every seat, stud shows
no button, and Muck is not offered when an all-in hand must be shown (R-7.1, R-7.2)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from director.engine.event.structures import load_template
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import BlindStructure
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import press
from tests.ui.event_fixtures import NAMES, SETTINGS, T0, context, time, tournament
from tests.ui.home_driver import open_menu_item
from tests.ui.keys_driver import activate

__all__ = ["context", "time"]



def dealer_panel(qtbot: QtBot, tmp_path: Path, context: AppContext, event: int) -> DealerPanel:
    """Resume the event from Home, then Windows → Dealer panel, with the mouse."""
    install_translator("en")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    activate(qtbot, window)  # in front: a window an earlier test left may still be active
    table = window.home.table
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() ==
             "Friday Freezeout"]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(row, 0)).center())
    qtbot.mouseClick(window.home.resume_button, Qt.MouseButton.LeftButton)
    open_menu_item(qtbot, window, window.windows_menu, "dealerPanel")
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    return panel


def seat_cell(panel: DealerPanel, row: int, column: int) -> str:
    item = panel.seats.item(row, column)
    return item.text() if item is not None else ""


def test_seats_show_players_and_the_hole_cards_go_out_in_one_step(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=4, tables=1, seed=4)
    [table] = q.tables(context.db, event)
    seated = {s.number: s.player for s in table.seats}
    panel = dealer_panel(qtbot, tmp_path, context, event)
    rows = [seat_cell(panel, r, 0) for r in range(panel.seats.rowCount())]
    assert sorted(rows) == sorted(f"{n} \u00b7 {name}" for n, name in seated.items())
    assert set(seated.values()) <= set(NAMES)
    press(qtbot, panel, Qt.Key.Key_N)  # small blind
    press(qtbot, panel, Qt.Key.Key_N)  # big blind
    assert panel.session.step().kind is StepKind.DEAL_HOLE
    assert panel.actions_bar.next.text() == "Dealt (N)"
    press(qtbot, panel, Qt.Key.Key_N)  # every seat's two cards at once
    assert panel.session.step().kind is StepKind.ACT
    assert [seat_cell(panel, r, 4) for r in range(4)] == ["·· ··"] * 4
    assert len(panel.session.hand.log) == 2 + 4
    # U takes the whole deal back, as it was one step; then the big blind
    press(qtbot, panel, Qt.Key.Key_U)
    assert panel.session.step().kind is StepKind.DEAL_HOLE
    assert [seat_cell(panel, r, 4) for r in range(4)] == [""] * 4
    press(qtbot, panel, Qt.Key.Key_U)
    assert panel.session.step().kind is StepKind.POST_BLIND


def test_R_7_1_muck_is_not_offered_when_an_all_in_hand_must_be_shown(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=2, tables=1, seed=4)
    panel = dealer_panel(qtbot, tmp_path, context, event)
    for _ in range(3):  # both blinds, then both hands dealt
        press(qtbot, panel, Qt.Key.Key_N)
    press(qtbot, panel, Qt.Key.Key_A)  # the button (small blind) moves all in
    press(qtbot, panel, Qt.Key.Key_C)  # the big blind calls: betting is over
    step = panel.session.step()
    assert step.kind is StepKind.SHOW
    assert panel.actions_bar.next.isVisible() and panel.actions_bar.next.text() == "Show (N)"
    assert not panel.actions_bar.muck.isVisible()
    press(qtbot, panel, Qt.Key.Key_M)  # M does nothing: the hand must be shown
    assert panel.session.step() == step and not panel.session.hand.mucked[0]


def test_R_6_4_a_stud_table_shows_no_button(qtbot: QtBot, tmp_path: Path,
                                            context: AppContext) -> None:
    stud = dict(SETTINGS, game="stud", limit="fixed limit",
                blinds=BlindStructure.from_structure(load_template("stud")).model_dump(),
                chips=[{"value": 25, "color": "green", "count": 400},
                       {"value": 100, "color": "black", "count": 400},
                       {"value": 500, "color": "purple", "count": 200},
                       {"value": 1000, "color": "yellow", "count": 100},
                       {"value": 5000, "color": "orange", "count": 50}])
    event = context.events.create_event("tournament", "Friday Freezeout", stud, T0)
    for name in NAMES[:4]:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(2))
    panel = dealer_panel(qtbot, tmp_path, context, event)
    assert "button" not in panel.header.text()
    assert "bring-in 25" in panel.header.text()
    statuses = [seat_cell(panel, r, 5) for r in range(panel.seats.rowCount())]
    assert all("button" not in s for s in statuses)


def test_R_7_5_a_50_100_split_pot_goes_out_in_50s_with_grouped_amounts(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    fifties = dict(SETTINGS, blinds={"chips": [50, 100, 500], "levels": [
        {"small_blind": 50, "big_blind": 100, "minutes": 20},
        {"small_blind": 100, "big_blind": 200, "minutes": 20}]},
        chips=[{"value": 50, "color": "red", "count": 400},
               {"value": 100, "color": "black", "count": 400},
               {"value": 500, "color": "purple", "count": 200}],
        add_ons=False)  # no break in these levels to take an add-on at
    event = context.events.create_event("tournament", "Friday Freezeout", fifties, T0)
    for name in NAMES[:4]:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(6))
    panel = dealer_panel(qtbot, tmp_path, context, event)
    assert panel.session.game.options.chip_unit == 50  # the smallest chip in play
    small, big, first, button = panel.session.hand.setup.seats
    press(qtbot, panel, Qt.Key.Key_N)
    press(qtbot, panel, Qt.Key.Key_N)
    for hole in ("2c 3d", "4c 5d", "6c 7d", "8c 9d"):  # typed seat by seat
        qtbot.keyClicks(panel.cards.entry, hole)
        press(qtbot, panel, Qt.Key.Key_N)
    # first to act raises to 7,000, the button calls, the small blind folds (its 50
    # stays in), the big blind calls: 3 × 7,000 + 50 = 21,050
    amount = panel.actions_bar.amount
    amount.selectAll()
    qtbot.keyClicks(amount, "7000")
    press(qtbot, panel, Qt.Key.Key_R)
    for key in (Qt.Key.Key_C, Qt.Key.Key_F, Qt.Key.Key_C):
        press(qtbot, panel, key)
    for board in ("As Ks Qs", "Js", "Ts"):  # a royal flush on the board: all split
        press(qtbot, panel, Qt.Key.Key_N)  # burn
        qtbot.keyClicks(panel.cards.entry, board)
        press(qtbot, panel, Qt.Key.Key_N)
        while panel.session.legal() is not None:
            press(qtbot, panel, Qt.Key.Key_C)
    while not panel.session.is_complete:
        press(qtbot, panel, Qt.Key.Key_N)
    # 421 chips of 50: 140 each (7,000) and the odd 50 to the first winner left of the
    # button, the big blind: 7,050 / 7,000 / 7,000
    assert panel.session.stacks_by_seat() == {small: 9_950, big: 10_050, first: 10_000,
                                              button: 10_000}
    awards = panel.pots.awards.text()
    assert "The main pot of 21,050" in awards
    assert f"seat {big} gets 7,050" in awards and f"seat {first} gets 7,000" in awards
    assert f"odd chip to seat {big}" in awards
