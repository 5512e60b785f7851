"""A new player's name typed on the cash tables page is added with the command it is
typed for, in its transaction (bad input changes nothing): before, the name was added
to the player database first and the command asked after, so a buy-in cancelled at its
confirmation, or refused (not payable in the table's chips, R-8.7), left a new player
behind, one more at every try. Now a cancelled or refused sit adds nobody, a taken one
adds the player once; the waiting list alike. The real main window, keys and clicks."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_tables import CashTableService
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.ui.common.context import AppContext
from tests.ui.cash_driver import answer, tables_page, type_player
from tests.ui.home_driver import T0, click, context

__all__ = ["context"]


def test_R_8_7_a_new_name_is_added_only_by_the_command_it_is_typed_for(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    events = EventService(context.db)
    event = events.create_event("cash", "High stakes", {
        "small_blind": 125_000, "big_blind": 250_000, "min_buy_in": 1_000_000}, T0)
    CashTableService(context.db).open_table(
        event, T0, stakes=Stakes("holdem", "no limit", 125_000, 250_000),
        smallest_chip=125_000)
    events.set_status(event, "running")
    page = tables_page(qtbot, tmp_path, context, event)

    def zolis() -> int:
        return [name for _, name in q.players(context.db)].count("Zoli")

    type_player(qtbot, page.player, "Zoli")
    click(qtbot, page.seat_button)
    answer(qtbot, cancel=True)  # the buy-in asked, Esc
    assert zolis() == 0, "cancelled: nobody added"
    click(qtbot, page.seat_button)
    answer(qtbot, 1_300_000)  # not payable in 125,000 chips: refused
    assert page.message.error and "cannot be paid in this table's chips" in \
        page.message.text(), page.message.text()
    assert zolis() == 0, "refused: nobody added"
    click(qtbot, page.seat_button)
    answer(qtbot, 1_250_000)
    assert not page.message.error, page.message.text()
    assert zolis() == 1
    [table] = CashTableService(context.db).tables(event)
    assert [s.player for s in table.seats] == ["Zoli"]

    type_player(qtbot, page.player, "Vera")  # a new name on the list: added with it
    click(qtbot, page.wait_button)
    assert not page.message.error, page.message.text()
    assert [name for _, name in q.players(context.db)].count("Vera") == 1
