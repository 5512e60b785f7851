"""The card grid floating on a short dealer panel (a 1366x768 laptop, a 1024x600
netbook) never covers the seat whose cards it asks for: the seat due its hole or
up cards, the seat drawing, the seat showing. The dealer must see that seat; the
sheet stays whole inside the window. The tournament is resumed from Home and its
panel opened from the Windows menu with the mouse; cards typed in the card field
and the steps taken with the dealer's keys."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from director.engine.event.structures import load_template
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import Phase
from director.services.core.documents import BlindStructure
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import click, deal_typed, dealer_key, digit, free_cards, type_cards
from tests.ui.event_fixtures import NAMES, SETTINGS, T0, context, time
from tests.ui.home_driver import open_main_window, open_menu_item, resume_event
from tests.ui.keys_driver import activate

__all__ = ["context", "time"]

STUD_CHIPS = [{"value": 25, "color": "green", "count": 400},
              {"value": 100, "color": "black", "count": 400},
              {"value": 500, "color": "purple", "count": 200},
              {"value": 1000, "color": "yellow", "count": 100},
              {"value": 5000, "color": "orange", "count": 50}]
# hold'em at a ten-seat table, seven-card stud (its seven cards a seat), five-card
# draw with every seat drawing
GAMES = {
    "holdem": ({"seats_per_table": 10}, 8),
    "stud": ({"game": "stud", "limit": "fixed limit", "chips": STUD_CHIPS,
              "seats_per_table": 8,
              "blinds": BlindStructure.from_structure(load_template("stud")).model_dump()}, 7),
    "draw": ({"game": "draw", "seats_per_table": 9}, 6),
}


def dealer_panel(qtbot: QtBot, tmp_path: Path, context: AppContext, game: str,
                 size: tuple[int, int]) -> tuple[MainWindow, DealerPanel]:
    """The main window at ``size``; the event resumed from Home, then Windows →
    Dealer panel, with the mouse."""
    settings, players = GAMES[game]
    event = context.events.create_event("tournament", "Friday Freezeout",
                                        {**SETTINGS, **settings}, T0)
    for name in NAMES[:players]:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(3))
    window = open_main_window(qtbot, tmp_path, context)
    window.resize(*size)
    activate(qtbot, window)
    resume_event(qtbot, window, event)
    open_menu_item(qtbot, window, window.windows_menu, "dealerPanel")
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    QApplication.processEvents()
    assert panel.height() < 800  # short: the grid floats (``grid_place``)
    return window, panel


def on_window(panel: DealerPanel, window: MainWindow, rect: tuple[float, ...]) -> QRect:
    """A rectangle of the felt, in the window's pixels."""
    x, y, w, h = rect
    top = panel.felt.mapTo(window, QPoint(0, 0))
    return QRectF(x + top.x(), y + top.y(), w, h).toAlignedRect()


def sheet_on_window(panel: DealerPanel, window: MainWindow) -> QRect:
    sheet = panel.grid_place.sheet
    return QRect(sheet.mapTo(window, QPoint(0, 0)), sheet.size())


def check_the_sheet(panel: DealerPanel, window: MainWindow) -> int:
    """The sheet shown, whole inside the window and its parent, clear of the seat
    the step asks about (its box and the tag above it); that seat."""
    QApplication.processEvents()
    seat = panel.session.step().seat
    assert seat is not None
    sheet = panel.grid_place.sheet
    assert sheet.isVisible() and panel.cards.entry.isVisible()
    parent = sheet.parentWidget()
    assert parent is not None and parent.rect().contains(sheet.geometry())
    shown = sheet_on_window(panel, window)
    assert window.rect().contains(shown), (shown, window.size())
    asked = on_window(panel, window, panel.felt.places(seat).reach)
    felt = QRect(panel.felt.mapTo(window, QPoint(0, 0)), panel.felt.size())
    assert felt.contains(asked)
    assert not shown.intersects(asked), (panel.session.step().text, shown, asked)
    return seat


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_card_sheet_never_covers_the_seat_it_asks_about(
        qtbot: QtBot, tmp_path: Path, context: AppContext, game: str,
        size: tuple[int, int]) -> None:
    """A hand played to the showdown: each seat's cards typed at its turn (R-4.3),
    stud's up cards seat by seat, each draw typed (R-6.5), each hand shown (R-7.1);
    at every step that asks about a seat, lower and upper seats alike, the sheet
    leaves that seat in sight."""
    window, panel = dealer_panel(qtbot, tmp_path, context, game, size)
    s = panel.session
    asked: set[int] = set()
    for _ in range(300):
        if s.is_complete:
            break
        step = s.step()
        request = s.card_request()
        assert not panel.error_label.text(), panel.error_label.text()
        if step.kind is StepKind.ACT:
            dealer_key(qtbot, panel, Qt.Key.Key_C)
        elif step.kind is StepKind.POST_BRING_IN:
            dealer_key(qtbot, panel, Qt.Key.Key_B)
        elif step.kind is StepKind.DISCARD and s.hand.phase is Phase.DRAWING:
            asked.add(check_the_sheet(panel, window))
            hole = s.hand.hole[s.hand.player_at(step.seat or 0)]
            if None in hole:
                dealer_key(qtbot, panel, digit(1))
            else:  # a known hand: the card it throws typed, Enter draws one
                deal_typed(qtbot, panel, str(next(c for c in hole if c is not None)))
        elif step.kind is StepKind.AWARD and s.cards_missing():
            for index, pot in enumerate(r for r in s.pot_rows() if r.amount):
                click(qtbot, panel.findChild(QPushButton, f"win_{index}_high_{pot.seats[0]}"))
            click(qtbot, panel.picker.award)
        else:
            if request.count and step.seat is not None:
                asked.add(check_the_sheet(panel, window))
                if step.kind is not StepKind.DISCARD:
                    type_cards(qtbot, panel, free_cards(panel, request.count))
            dealer_key(qtbot, panel, Qt.Key.Key_N)
    assert s.is_complete, s.step().text
    seats = {seat for seat in s.hand.setup.seats}
    assert asked == seats  # every seat was asked about, the lower ones among them
    lower = [n for n in seats if panel.felt.places(n).box[1] > panel.felt.height() / 2]
    assert lower


def test_the_card_sheet_follows_the_window_resized_during_a_card_step(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The laptop's window made smaller to the netbook's size and back while a lower
    seat's cards are asked for (R-4.3): the sheet is placed again for the table at
    its new size, clear of that seat, whole inside the window."""
    window, panel = dealer_panel(qtbot, tmp_path, context, "holdem", (1366, 768))
    s = panel.session
    while not (s.step().kind is StepKind.DEAL_HOLE and s.step().seat is not None
               and panel.felt.places(s.step().seat).box[1] > panel.felt.height() / 2):
        if s.step().kind is StepKind.DEAL_HOLE:
            type_cards(qtbot, panel, free_cards(panel, s.card_request().count))
        dealer_key(qtbot, panel, Qt.Key.Key_N)
    for size in ((1024, 600), (1366, 768), (1024, 600)):
        window.resize(*size)
        QApplication.processEvents()
        check_the_sheet(panel, window)


def test_the_card_grid_goes_back_under_the_table_when_the_window_grows(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The laptop's window made full-screen (1920x1080): the grid stops floating and
    takes its place under the table, above the dealer's buttons, though the
    tournament's bust line stands above the table (no empty band over the felt)."""
    window, panel = dealer_panel(qtbot, tmp_path, context, "holdem", (1366, 768))
    window.resize(1920, 1080)
    QApplication.processEvents()
    s = panel.session
    while s.step().kind is not StepKind.DEAL_HOLE:
        dealer_key(qtbot, panel, Qt.Key.Key_N)
    QApplication.processEvents()
    grid, table, buttons = (w.geometry() for w in (panel.cards, panel.views, panel.actions_bar))
    assert not panel.grid_place.floating and panel.cards.isVisible()
    assert table.bottom() < grid.top() and grid.bottom() < buttons.top(), (table, grid)
    assert panel.views.y() < panel.step_label.geometry().bottom() + 40  # felt under the step
