"""The dealer panel reports the table's busts (issue 17, R-8.5): once a hand has left a
tournament player with no chips, the panel names them beside a Report busts (O)
button; O reports them: the place is stored, the seat freed, the felt redrawn. A
Rebuy button beside each takes a rebuy instead (R-8.6)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from tests.ui.dealer_driver import click, press, until_somebody_is_out
from tests.ui.event_fixtures import T0, context, time, tournament
from tests.ui.test_dealer_panel_table import dealer_panel

__all__ = ["context", "time"]


def test_o_reports_the_bust_the_hand_left(qtbot: QtBot, tmp_path: Path,
                                          context: AppContext) -> None:
    event, entries = tournament(context, players=3, tables=1, seed=4)
    panel = dealer_panel(qtbot, tmp_path, context, event)
    bar = panel.findChild(QLabel, "bustReportLabel").parentWidget()
    assert bar.isHidden()
    [table] = q.tables(context.db, event)
    button = until_somebody_is_out(qtbot, panel)
    assert button.text() == "Report busts (O)"
    out = [s for s, stack in context.events.tables.next_stacks(table.table_id).items()
           if stack == 0]
    names = q.seat_players(context.db, table.table_id)
    label = bar.findChild(QLabel, "bustReportLabel")
    assert label.text() == "Out of chips: " + ", ".join(
        f"{names[seat]} (seat {seat})" for seat in out)

    press(qtbot, panel, Qt.Key.Key_O)
    places = {e.player: e.place for e in q.entries(context.db, event)}
    gone = [names[seat] for seat in out]
    assert all(places[name] is not None and places[name] > 1 for name in gone), places
    assert label.text() == "; ".join(f"{name} finishes in place {places[name]}"
                                     for name in gone)
    assert not button.isVisible()
    left = set(entries) - set(gone)
    assert set(q.seat_players(context.db, table.table_id).values()) == left  # seats freed
    if len(left) == 1:  # the last one standing wins
        assert places[left.pop()] == 1


def test_a_rebuy_instead_of_the_bust(qtbot: QtBot, tmp_path: Path,
                                     context: AppContext) -> None:
    event, _ = tournament(context, players=3, tables=1, seed=4)
    panel = dealer_panel(qtbot, tmp_path, context, event)
    [table] = q.tables(context.db, event)
    until_somebody_is_out(qtbot, panel)
    seat = min(s for s, stack in context.events.tables.next_stacks(table.table_id).items()
               if stack == 0)
    name = q.seat_players(context.db, table.table_id)[seat]
    rebuy = panel.findChild(QPushButton, f"rebuySeat{seat}")
    assert rebuy.text() == f"Rebuy: {name}"
    click(qtbot, rebuy)
    # the money named before it is taken (issue 28): Enter confirms
    payment = panel.findChild(QWidget, "paymentDialog")
    assert payment is not None and payment.isVisible()
    assert payment.findChild(QLabel, "paymentNames").text() == name
    assert payment.findChild(QLabel, "paymentTotal").text() == "Take $3,000"
    assert next(e for e in q.entries(context.db, event) if e.player == name).place is None \
        and not any(e.rebuys for e in q.entries(context.db, event))  # nothing taken yet
    qtbot.keyClick(payment, Qt.Key.Key_Return)
    label = panel.findChild(QLabel, "bustReportLabel")
    # what happened, with its amounts, not the button's words again
    assert label.text().split("\n")[0] == f"{name} rebought: 10,000 chips for $3,000"
    [entry] = [e for e in q.entries(context.db, event) if e.player == name]
    assert (entry.rebuys, entry.stack, entry.place) == (1, 10000, None)
    assert not any(b.isVisible() for b in panel.findChildren(QPushButton)
                   if b.objectName() == f"rebuySeat{seat}")  # back in the game


def test_R_8_6_a_rebuy_at_the_dealer_panel_is_said_in_hungarian_with_its_amounts(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The program in Hungarian: Ctrl+D, a hand leaves a player without chips, their
    Rebuy button, Enter takes the money: the bar's line says who rebought, the chips
    and the price in Hungarian (it said "Rebuy: Csilla", the button's words)."""
    from director.ui.dealer.panel import DealerPanel
    from tests.ui.home_driver import open_main_window, resume_event
    from tests.ui.keys_driver import key

    event, _ = tournament(context, players=3, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context, "hu")
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    [table] = q.tables(context.db, event)
    until_somebody_is_out(qtbot, panel)
    seat = min(s for s, stack in context.events.tables.next_stacks(table.table_id).items()
               if stack == 0)
    name = q.seat_players(context.db, table.table_id)[seat]
    click(qtbot, panel.findChild(QPushButton, f"rebuySeat{seat}"))
    payment = panel.findChild(QWidget, "paymentDialog")
    assert payment is not None and payment.isVisible()
    qtbot.keyClick(payment, Qt.Key.Key_Return)
    label = panel.findChild(QLabel, "bustReportLabel")
    assert label.text().split("\n")[0] == f"{name} rebuyt vett: 10\u00a0000 zseton $3000-ért"
    assert [e.rebuys for e in q.entries(context.db, event) if e.player == name] == [1]


def test_R_8_6_after_the_rebuy_period_the_bust_bar_offers_no_rebuy(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The clock moved on to level 3 (N on the clock page; rebuys end with level 2),
    then a hand at the dealer panel (Ctrl+D) leaves players without chips. The bar
    offers Report busts (O) and no Rebuy: each "Rebuy: X" it showed could only be
    refused (once after naming the rebuy's 3,000, later at once). O busts them."""
    from director.ui.dealer.panel import DealerPanel
    from tests.ui.home_driver import open_main_window, resume_event
    from tests.ui.keys_driver import key

    event, _ = tournament(context, players=3, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    for _ in range(3):  # level 2, the break, level 3
        key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    button = until_somebody_is_out(qtbot, panel)
    bar = panel.findChild(QLabel, "bustReportLabel").parentWidget()
    assert not [b for b in bar.findChildren(QPushButton)
                if b.objectName().startswith("rebuySeat") and b.isVisible()]
    assert button.isVisible() and button.text() == "Report busts (O)"
    press(qtbot, panel, Qt.Key.Key_O)
    assert any(e.place is not None for e in q.entries(context.db, event))
    assert all(e.rebuys == 0 for e in q.entries(context.db, event))


def test_R_8_6_a_rebuy_for_a_seat_the_director_changed_meanwhile_is_refused_by_name(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The bar offers "Rebuy: X" for the seat X went broke in; before the dealer clicks
    it the director (another station, heard only afterwards) busts X and moves a player
    of the table into that seat. The click is refused by X's name before any money is
    named, and nothing is stored: the player moved in was charged a rebuy X had not
    asked for (nor they)."""
    from director.ui.common.payment_dialog import PaymentDialog

    event, _ = tournament(context, players=3, tables=1, seed=4)
    panel = dealer_panel(qtbot, tmp_path, context, event)
    [table] = q.tables(context.db, event)
    until_somebody_is_out(qtbot, panel)
    stacks = context.events.tables.next_stacks(table.table_id)
    seat = min(s for s, stack in stacks.items() if stack == 0)
    names = q.seat_players(context.db, table.table_id)
    rebuy = panel.findChild(QPushButton, f"rebuySeat{seat}")
    assert rebuy.text() == f"Rebuy: {names[seat]}"
    entries = {e.player: e for e in q.entries(context.db, event)}
    mover = next(s for s, stack in stacks.items() if stack > 0)
    context.tournaments.bust(event, {entries[names[seat]].entry_id: 10_000}, T0)
    context.seating.move_player(entries[names[mover]].entry_id, table.table_id, seat, T0)
    before = q.entries(context.db, event)
    click(qtbot, rebuy)
    assert not any(d.isVisible() for d in panel.findChildren(PaymentDialog))
    label = panel.findChild(QLabel, "bustReportLabel")
    assert label.text().splitlines()[0] == (
        f"{names[seat]} no longer sits in seat {seat} at Table 1 (changed at another "
        "station): nothing was done")
    assert q.entries(context.db, event) == before
