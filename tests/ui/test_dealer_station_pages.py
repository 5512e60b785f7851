"""A club's dealer station offers what it may do, and only that (issue 17).

A dealer station records its own table's hands and reports its own players' busts,
rebuys and add-ons to the director (``station_role``); everything else is the
director's, and the services refuse it with the station's message. The windows say
so before a key is pressed: its console (titled "Table reports") lists its own
table's players with Bust, Rebuy and Add-on and the way to the seating, clock and
dealer panel, and no registration, re-entry, count, color-up, deal, prizes or finish;
Home offers no new, duplicate, archive or delete of events and no players' page, and
the Windows menu no event setup. At a cash game its tables page shows its own table
alone, with Draw for the button (R-3.1), Deal at this table and Next hand (and, where
the table plays it, the
straddle its player announces, R-3.7), and no seating, top-up, cash-out, waiting
list or new table, and the game's ledger (the money) is not among its pages. A bust
and a rebuy at the station take the gestures they take at the director's console and
are stored on the director's undo list (Ctrl+Z at the station is refused, in words);
every view open at the station shows what the store holds after each.

The role is given to the database file, as ``director --role dealer --table`` does.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.services.core.station_role import Role, set_role
from director.services.events import console_queries as q
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.common.payment_dialog import PaymentDialog
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import SeatingPage
from director.ui.console.table_view import TableGraphic
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import drawn_by_click
from tests.ui.event_fixtures import (
    T0,
    FakeTime,
    cash_game,
    context,
    time,
    tournament,
)
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key, type_text
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]

HOME_COMMANDS = ("new_tournament_button", "new_cash_button", "duplicate_button",
                 "archive_button", "delete_button", "players_button")
REPORTS = {"bust", "rebuy", "addOn", "countChips", "goSeating", "goClock", "goDealer"}


def station(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
            role: Role) -> tuple[MainWindow, int, int]:
    """Eight players seated at two tables; this computer the station of ``role`` (a
    dealer at the first table); its main window. The event and the station's table."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    table = q.tables(context.db, event)[0].table_id
    set_role(context.db, role, table if role is Role.DEALER else None)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    qtbot.waitExposed(window)
    return window, event, table


def shown_home_commands(window: MainWindow) -> set[str]:
    return {name for name in HOME_COMMANDS if getattr(window.home, name).isVisible()}


def windows_menu_names(window: MainWindow) -> set[str]:
    return {a.objectName() for a in window.windows_menu.actions() if a.isVisible()}


def test_home_offers_the_events_commands_at_the_directors_station_alone(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, _, _ = station(qtbot, tmp_path, context, time, Role.DIRECTOR)
    assert shown_home_commands(window) == set(HOME_COMMANDS)  # the check sees them
    assert window.a_leagues.isVisible() and window.a_import_players.isVisible()


def test_a_dealer_station_offers_no_event_or_player_commands(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, event, _ = station(qtbot, tmp_path, context, time, Role.DEALER)
    assert shown_home_commands(window) == set()
    assert not window.a_leagues.isVisible() and not window.a_import_players.isVisible()
    assert not window.a_envelopes.isVisible()
    assert window.a_dealer.isVisible()  # its own table's hands: its work
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    names = windows_menu_names(window)
    assert f"page_console_{event}" in names
    assert not {"page_setup", "page_players"} & names


def visible_buttons(console: ConsolePage) -> set[str]:
    return {key for key, button in console.buttons.items() if button.isVisible()}


def listed(console: ConsolePage) -> list[str]:
    return [console.entries.item(r, 0).text() for r in range(console.entries.rowCount())]


def click_row(qtbot: QtBot, console: ConsolePage, name: str) -> None:
    table = console.entries
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(row, 0)).center())


def report(qtbot: QtBot, console: ConsolePage, name: str, button: str,
           dialog_kind: type[QDialog]) -> None:
    """Three inputs, as at the director's console: the player's row, the button, Enter
    in its dialog (the bust's, the rebuy's with the money)."""
    click_row(qtbot, console, name)
    qtbot.mouseClick(console.buttons[button], Qt.MouseButton.LeftButton)
    dialog = console.last_dialog
    assert isinstance(dialog, dialog_kind)
    key(qtbot, dialog, Qt.Key.Key_Return)  # where the dialog's focus is
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)


def test_the_dealer_stations_console_reports_its_own_tables_players(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """R-8.5, R-8.6 at a dealer station: its table's four players listed (the other
    table's four not), Bust, Rebuy, Add-on and Count chips offered and nothing of the
    director's; a bust in three inputs (the row, Bust, Enter), a rebuy in three, a
    count in four (the total typed), all stored as the director's console stores them;
    Ctrl+Z there is refused (the director's undo list holds them: the director takes
    them back, ``test_station_roles``)."""
    window, event, table = station(qtbot, tmp_path, context, time, Role.DEALER)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    console = window.pages.page(f"console_{event}")
    assert isinstance(console, ConsolePage)
    qtbot.waitUntil(console.isVisible)
    assert window.pages.menu_entry(f"console_{event}").text() == \
        "Table reports: Friday Freezeout"
    here, there = q.tables(context.db, event)
    assert here.table_id == table
    mine = [s.player for s in here.seats if s.player]
    assert len(mine) == 4 and sorted(listed(console)) == sorted(mine)
    assert not set(listed(console)) & {s.player for s in there.seats if s.player}
    assert visible_buttons(console) == REPORTS
    assert not console.register_name.isVisible() and not console.player_choice.isVisible()
    assert console.payouts.isVisible()  # the prizes are shown, not paid here
    assert console.entries.isColumnHidden(1)  # the table's column: one table, named once
    assert console.title.text() == "Friday Freezeout \u00b7 Table 1"
    agree(qtbot, window, context, event, time.now, "the station's console opened")

    busted = mine[0]
    report(qtbot, console, busted, "bust", BustDialog)
    assert console.message.text() == f"{busted} finishes in place 8"
    entry = next(e for e in q.entries(context.db, event) if e.player == busted)
    assert entry.place == 8 and entry.table_id is None
    assert busted not in listed(console)  # no longer at the table
    agree(qtbot, window, context, event, time.now, "the station's bust")

    rebuyer = mine[1]
    report(qtbot, console, rebuyer, "rebuy", PaymentDialog)
    entry = next(e for e in q.entries(context.db, event) if e.player == rebuyer)
    assert entry.rebuys == 1 and entry.stack == 20_000
    agree(qtbot, window, context, event, time.now, "the station's rebuy")

    counted = mine[2]  # the dealer counts a stack at the table (a break's count)
    click_row(qtbot, console, counted)
    qtbot.mouseClick(console.buttons["countChips"], Qt.MouseButton.LeftButton)
    dialog = console.last_dialog
    assert isinstance(dialog, CountDialog)
    type_text(qtbot, dialog, "12500")  # where its focus is: the total
    key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert not console.message.error, console.message.text()
    entry = next(e for e in q.entries(context.db, event) if e.player == counted)
    assert entry.stack == 12_500
    agree(qtbot, window, context, event, time.now, "the station's count")

    # Ctrl+Z at the station: the director's last action is the director's to take back
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.message.text().startswith("\u26a0 This is the dealer station of Table 1")
    assert console.message.text().endswith("do this at the director's station")
    entry = next(e for e in q.entries(context.db, event) if e.player == rebuyer)
    assert entry.rebuys == 1 and entry.stack == 20_000  # nothing taken back
    agree(qtbot, window, context, event, time.now, "Ctrl+Z refused at the station")


def test_the_console_says_when_nobody_sits_at_the_stations_table(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Its table open before the draw: no row, said in words (the words go when players
    come, by the club's feed: ``test_club_dealer_station``)."""
    event, _ = tournament(context, players=3, tables=1)
    [table] = q.tables(context.db, event)
    set_role(context.db, Role.DEALER, table.table_id)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    console = window.pages.page(f"console_{event}")
    assert isinstance(console, ConsolePage)
    assert listed(console) == [] and len(q.entries(context.db, event)) == 3
    assert console.message.text() == "Nobody is seated at this station's table"
    assert visible_buttons(console) == REPORTS


def test_the_dealer_stations_seating_offers_its_own_players_menu_alone(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A click on a seat of Table 2 at Table 1's station: no Bust/Rebuy/Add-on menu, the
    station's refusal said at once (it came after Bust…, Enter before); a click on one
    of its own players opens the menu, with what the station reports (a count too)."""
    window, event, _ = station(qtbot, tmp_path, context, time, Role.DEALER)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    seating = window.pages.page(f"seating_{event}")
    assert isinstance(seating, SeatingPage)
    qtbot.waitUntil(seating.isVisible)
    here, there = (seating.graphics[t.table_id] for t in q.tables(context.db, event))
    assert seating.hint.text() == "Click a player of this table for Bust, Rebuy or Add-on."

    def click_player(graphic: TableGraphic) -> None:
        seat = next(item for item in graphic.seats.values() if item.entry_id)
        qtbot.mouseClick(graphic.viewport(), Qt.MouseButton.LeftButton,
                         pos=graphic.mapFromScene(seat.scenePos()))

    click_player(there)
    assert getattr(seating, "last_menu", None) is None
    assert seating.message.text() == (
        "\u26a0 This is the dealer station of Table 1: it records that table's hands and "
        "reports the busts, rebuys and add-ons of its own players only; do this at the "
        "director's station")
    click_player(here)
    menu = seating.last_menu
    assert menu is not None
    qtbot.waitUntil(menu.isVisible)
    assert [a.objectName() for a in menu.actions() if a.objectName()] == \
        ["bust", "countChips", "rebuy", "addOn"]
    QTest.keyClick(menu, Qt.Key.Key_Escape)


def cash_station(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
                 event: int, table: int) -> tuple[MainWindow, CashTablesPage]:
    """This computer the dealer station of the cash ``table``: its main window, the
    game resumed on its tables page, its controls built (after the first paint)."""
    set_role(context.db, Role.DEALER, table)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    qtbot.waitUntil(lambda: page.controls_built)
    return window, page


def test_R_3_3_a_cash_dealer_station_deals_its_own_table_alone(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Two tables of a 50/100 game, three players each; the station at Table 1: its
    table's picture alone, Draw for the button, Deal at this table and Next hand
    offered, none of the director's controls, no ledger page. The station draws its
    table's button by cards (R-3.1) and Ctrl+H deals hand 1 there on the felt from
    it, the blinds the two seats after it (R-3.3, R-3.4), stored as the station's own
    table's hand; Table 2 untouched."""
    event = cash_game(context)
    service = CashTableService(context.db)
    one = service.open_table(event, T0, name="Table 1", seats=6)
    two = service.open_table(event, T0, name="Table 2", seats=6)
    for table, names in ((one, ("Anna", "Bence", "Csilla")), (two, ("Dávid", "Emese", "Ferenc"))):
        for seat, name in enumerate(names, start=1):
            service.sit(table, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    window, page = cash_station(qtbot, tmp_path, context, time, event, one)
    assert list(page.graphics) == [one] and page.tables.count() == 1
    assert page.tables.tabText(0) == "Table 1"
    assert not page.controls_area.isVisible() and not page.straddle_next.isVisible()
    assert page.deal_button.isVisible() and page.hand_button.isEnabled()
    assert f"page_cash_{event}" not in windows_menu_names(window)  # the money: not here
    assert f"page_cashTables_{event}" in windows_menu_names(window)

    page.rng_factory = lambda: random.Random(2)
    button = drawn_by_click(qtbot, page).draw.button  # at its own table
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not page.message.error, page.message.text()
    view = service.table(one)
    assert view.hands_dealt == 1 and view.button == button and button in (1, 2, 3)
    sb, bb = button % 3 + 1, (button + 1) % 3 + 1
    assert page.message.text() == (
        f"Table 1, hand 1 dealt on the felt: Button at seat {button}; seat {sb} posts "
        f"the small blind; seat {bb} posts the big blind")
    assert service.table(two).hands_dealt == 0 and service.table(two).button is None


def test_a_cash_dealer_station_at_an_empty_table_does_not_offer_to_close_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Closing a table is the director's: the station at Table 2, empty, shows no
    Close this table (the director's station does, beside Deal at this table)."""
    event = cash_game(context)
    service = CashTableService(context.db)
    service.open_table(event, T0, name="Table 1", seats=6)
    two = service.open_table(event, T0, name="Table 2", seats=6)
    _window, page = cash_station(qtbot, tmp_path, context, time, event, two)
    assert page.tables.tabText(0) == "Table 2" and page.deal_button.isVisible()
    assert not page.close_button.isVisible()


def test_R_3_7_a_cash_dealer_station_marks_the_straddle_announced_at_its_table(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A 50/100 table with the straddle option, four players; the station at it: the
    player left of the big blind announces a straddle, the dealer ticks "Straddle next
    hand" (a click where it is drawn) and Ctrl+H deals the hand on the felt with the
    straddle of 200 posted; the mark is for one hand (R-3.7)."""
    event = cash_game(context)
    service = CashTableService(context.db)
    one = service.open_table(event, T0, name="Table 1", seats=6, straddle=True)
    for seat, name in enumerate(("Anna", "Bence", "Csilla", "Dávid"), start=1):
        service.sit(one, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    window, page = cash_station(qtbot, tmp_path, context, time, event, one)
    assert page.straddle_next.isVisible() and not page.straddle_next.isChecked()
    assert page.straddle_next.text() == "Straddle next hand (R-3.7)"
    QTest.mouseClick(page.straddle_next, Qt.MouseButton.LeftButton)
    assert not page.message.error, page.message.text()
    assert page.message.text() == "A straddle in the next hand at Table 1"
    assert service.table(one).straddle_next

    page.rng_factory = lambda: random.Random(2)
    button = drawn_by_click(qtbot, page).draw.button
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not page.message.error, page.message.text()
    view = service.table(one)
    assert view.button == button and view.hands_dealt == 1
    straddler = (button + 2) % 4 + 1  # the first player left of the big blind
    assert page.message.text().endswith(  # the rule id a link to the rule book
        f'; seat {straddler} straddles 200 (<a href="rule:R-3.7">R-3.7</a>)')
    assert not view.straddle_next
    qtbot.waitUntil(lambda: not page.straddle_next.isChecked())


def test_a_cash_dealer_station_whose_table_is_not_in_the_game_says_so(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event = cash_game(context)
    service = CashTableService(context.db)
    service.open_table(event, T0, name="Table 1", seats=6)
    set_role(context.db, Role.DEALER, 999)  # a table of another game, or closed since
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    assert page.graphics == {} and page.empty.isVisible()
    assert page.empty.text() == "This station's table is not open in this game."
    assert not page.deal_button.isEnabled() and not page.hand_button.isEnabled()
