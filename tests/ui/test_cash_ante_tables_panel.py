"""Issue 28, item 7, as a person plays it: a razz table and a five-card draw table
of one cash game, each opened with the new-table form, seated through the money
confirmation and dealt at the dealer panel by keys and clicks (antes and the
bring-in, R-6.4; antes and the draw, R-6.5). A player who steps away is skipped
from the deal and keeps the seat and the stack; the page does not speak of blinds
at a table that has none, and the player comes back to be dealt the next hand
(R-3.6). Failed on the code before the branch: the form offered no razz or draw."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import Discard
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import drawn_by_click
from tests.ui.cash_driver import answer
from tests.ui.home_driver import click, context, type_into, window
from tests.ui.test_cash_game_night import choose, open_tab, type_amount, type_name
from tests.ui.test_cash_one_record_night import Night, deal_a_hand, focused_key, show_window

__all__ = ["context", "window"]


def open_table(qtbot: QtBot, page: CashTablesPage, game: str, limit: str) -> int:
    """The new-table form: the game and its limit chosen, six seats, Open."""
    open_tab(qtbot, page.controls, page.open_form)
    f = page.open_form
    choose(qtbot, f.game, game)
    choose(qtbot, f.limit, limit)
    type_amount(qtbot, f.seats, 6)
    click(qtbot, f.open_button)
    t = page.current()
    assert t is not None and page.message.text() == f"Opened {t.name}"
    return t.table_id


def seat(qtbot: QtBot, page: CashTablesPage, names: tuple[str, ...]) -> None:
    for n, name in enumerate(names, start=1):
        type_name(qtbot, page.player, name)
        type_amount(qtbot, page.buy_in, 4_000)
        choose(qtbot, page.seat_choice, f"Seat {n}")
        click(qtbot, page.seat_button)
        assert answer(qtbot).amount == 4_000
        assert page.message.text() == f"{name} sits in seat {n} at {page.current().name} " \
            "with 4,000"  # type: ignore[union-attr]


def to_panel(qtbot: QtBot, window: MainWindow, page: CashTablesPage) -> DealerPanel:
    """The new table's button drawn (R-3.1), then Deal at this table."""
    drawn_by_click(qtbot, page)
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), page.message.text()
    assert QApplication.focusWidget() is panel
    return panel


def step_away_and_back(qtbot: QtBot, window: MainWindow, page: CashTablesPage, event: int,
                       night: Night, name: str, ante: int) -> None:
    """Seat 2 steps away on the Seated tab, is skipped at the panel's next hand and
    keeps the seat and stack; back again, the next hand deals the player in."""
    show_window(qtbot, window, f"cashTables_{event}")
    open_tab(qtbot, page.controls, page.player_tab)
    stack = page.current().seat(2).stack  # type: ignore[union-attr]
    choose(qtbot, page.seated, f"Seat 2: {name}, {stack:,}")
    click(qtbot, page.away_button)
    assert page.message.text() == f"{name} steps away and is not dealt in"
    assert not page.back_post_button.isVisible()  # no blinds to post
    assert page.back_wait_button.text() == "Back, dealt in at the next hand"
    night.check()
    show_window(qtbot, window, f"dealer_{night.table_id}")
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    focused_key(qtbot, Qt.Key.Key_N)  # the next hand
    assert sorted(panel.session.seats) == [1, 3]
    assert panel.session.hand.setup.antes == (ante, ante)  # no ante from the player away
    deal_a_hand(qtbot, panel)
    night.check()
    away = CashTableService(night.db).table(night.table_id).seat(2)
    assert away is not None and (away.player, away.stack, away.away) == (name, stack, True)
    show_window(qtbot, window, f"cashTables_{event}")
    click(qtbot, page.back_wait_button)
    assert page.message.text() == f"{name} is back and dealt in at the next hand"
    assert page.seated_state.text().splitlines()[-1] == "playing"
    show_window(qtbot, window, f"dealer_{night.table_id}")
    panel.setFocus()
    focused_key(qtbot, Qt.Key.Key_N)
    assert sorted(panel.session.seats) == [1, 2, 3]
    deal_a_hand(qtbot, panel)
    night.check()


def test_razz_and_five_card_draw_dealt_at_cash_tables_through_the_panel(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_cash_button)
    type_into(qtbot, window.cash_setup.name, "Mixed night")
    click(qtbot, window.cash_setup.save_button)
    event = window.home.selected_id()
    assert event is not None
    click(qtbot, window.home.resume_button)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    page.service.rng = random.Random(5)
    night = Night(qtbot, window, context, event)

    # Razz: antes, the bring-in, fixed-limit bets.
    night.table_id = open_table(qtbot, page, "Razz", "Fixed limit")
    razz = page.current()
    assert razz is not None and razz.stakes.text == \
        "Razz, fixed limit 100/200, ante 10, bring-in 30"
    assert not page.post.isVisible()  # no big blind to post to enter
    seat(qtbot, page, ("Anna", "Bence", "Csilla"))
    night.check()
    panel = to_panel(qtbot, window, page)
    setup = panel.session.hand.setup
    assert (setup.game.key, setup.antes, setup.bring_in) == ("razz", (10, 10, 10), 30)
    deal_a_hand(qtbot, panel)
    night.check()
    step_away_and_back(qtbot, window, page, event, night, "Bence", 10)
    assert sum(s.stack for s in CashTableService(context.db).table(night.table_id).seats) \
        == 12_000

    # Five-card draw: antes, a betting round, the draw, a second round.
    show_window(qtbot, window, f"cashTables_{event}")
    night.table_id = open_table(qtbot, page, "Five-card draw", "Fixed limit")
    draw = page.current()
    assert draw is not None and draw.stakes.text.startswith("Five-card draw, fixed limit")
    seat(qtbot, page, ("Dora", "Emese", "Ferenc"))
    panel = to_panel(qtbot, window, page)
    assert panel.session.hand.setup.game.key == "draw"
    ante = draw.stakes.ante
    assert panel.session.hand.setup.antes == (ante,) * 3
    deal_a_hand(qtbot, panel)
    assert any(isinstance(e, Discard) and len(e.cards) == 2 for e in panel.session.state.log)
    night.check()
    step_away_and_back(qtbot, window, page, event, night, "Emese", ante)
    assert sum(s.stack for s in CashTableService(context.db).table(night.table_id).seats) \
        == 12_000
