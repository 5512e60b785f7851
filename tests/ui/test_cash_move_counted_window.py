"""R-8.7 at the cash tables page: moving a player from a table dealt on the felt
(the program knows only what they bought, 1,005) to a table dealt at the dealer
panel asks for the chips they bring, one field pre-filled with what the ledger has
them in; the director types the count (1,250) and presses Enter, and that is the
player's stack at the new table. Before, the 1,005 bought became the stack there.
The real main window, keys and clicks only."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.services.test_cash_one_record import play_to_end, session
from tests.ui.all_windows import choose_from_menu
from tests.ui.cash_driver import answer, tables_page
from tests.ui.home_driver import T0, click, context, open_main_window, resume_event
from tests.ui.test_cash_game_night import choose, open_tab

__all__ = ["context"]

STAKES = Stakes("holdem", "no limit", 25, 50)


def two_tables(context: AppContext, first_chip: int
               ) -> tuple[EventService, CashTableService, int, int, int]:
    """Friday's cash game at 25/50 with two tables, the first of ``first_chip``s and
    the second of 25s: the events, the tables, the game and the two tables."""
    events = EventService(context.db)
    event = events.create_event("cash", "Friday", {
        "small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}, T0)
    tables = CashTableService(context.db)
    return (events, tables, event,
            tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=first_chip),
            tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25))


def friday(context: AppContext) -> tuple[EventService, CashTableService, int, int, int]:
    """Friday's cash game: Table 1 of 5s dealt on the felt, Ann on it with the 1,005
    she bought; Table 2 of 25s dealt at the panel (a hand played), Ben and Cy on it."""
    events, tables, event, felt, panel = two_tables(context, 5)
    for name, table, amount in (("Ann", felt, 1_005), ("Ben", panel, 2_000),
                                ("Cy", panel, 2_000)):
        tables.sit(table, events.add_player(name, T0), amount, T0)
    play_to_end(session(context.db, tables, panel))  # Table 2 is dealt at the panel
    return events, tables, event, felt, panel


@pytest.mark.parametrize(("language", "asked", "said"), [
    ("en", ("How many chips does Ann bring?", 1_005, "Move with 1,005",
            "Table 1 is dealt on the felt, so the program knows only what Ann bought there:"
            " 1,005, as the ledger has it. Table 2 is dealt at the dealer panel, and the count"
            " is Ann's stack there: count the chips Ann brings."),
     "Ann moves to seat {} with 1,250 counted"),
    ("hu", ("Mennyi zsetont hoz Ann?", 1_005, "Átültetés 1005 zsetonnal",
            "A filcen osztanak az 1. asztalnál, ezért a program csak azt ismeri, mennyiért"
            " szállt be ott Ann: 1005, ahogy a nyilvántartásban áll. Osztósegéddel"
            " osztanak a 2. asztalnál, és ott a megszámolt összeg lesz Ann stackje: számold"
            " meg, mennyi zsetont hoz."),
     "Ann átül ide: {}. szék, 1250 megszámolt zsetonnal"),
])
def test_R_8_7_a_move_from_the_felt_to_the_panel_asks_for_the_chips_counted(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        asked: tuple[str, int, str, str], said: str) -> None:
    events, tables, event, felt, panel = friday(context)
    events.set_status(event, "running")
    window = open_main_window(qtbot, tmp_path, context)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    try:
        if language != "en":  # Settings, Language, as the director chooses it
            choose_from_menu(qtbot, window, window.settings_menu, "languageMenu",
                             f"language_{language}")
        resume_event(qtbot, window, event)
        page = window.pages.currentWidget()
        assert isinstance(page, CashTablesPage)
        assert page.current() is not None and page.current().table_id == felt  # type: ignore[union-attr]
        lines = CashGameService(context.db).ledger(event).lines
        open_tab(qtbot, page.controls, page.player_tab)
        # the tables named as their tabs name them, "2. asztal" in Hungarian
        choose(qtbot, page.move_table, page.tables.tabText(1))
        assert page.move_table.currentText() == {"en": "Table 2", "hu": "2. asztal"}[language]
        click(qtbot, page.move_button)
        shown = answer(qtbot, 1_250)  # counted: she won 245 on the felt
        assert (shown.question, shown.amount, shown.button, shown.note) == asked
        assert not page.message.error, page.message.text()
        [moved] = [s for s in tables.table(panel).seats if s.player == "Ann"]
        assert moved.stack == 1_250
        assert page.message.text() == said.format(moved.number)
        assert tables.table(felt).seats == ()
        assert CashGameService(context.db).ledger(event).lines == lines  # no money moved
    finally:
        install_translator("en")


def test_R_8_7_a_seat_change_request_seated_from_the_list_asks_for_the_count(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Ann asked to move to Table 2; seated from its waiting list, her count is asked.
    Enter on the 1,005 she bought is refused in words (Table 2's chips are 25s: what
    to do at the cage), she stays at Table 1; 1,000 counted moves her."""
    install_translator("en")
    events, tables, event, felt, panel = friday(context)
    [ann] = tables.table(felt).seats
    tables.request_change(felt, ann.number, T0, to_table=panel)
    events.set_status(event, "running")
    window = open_main_window(qtbot, tmp_path, context)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    bar = page.tables.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    open_tab(qtbot, page.controls, page.waiting_tab)
    assert page.next_label.text() == "Next for Table 2: Ann"
    click(qtbot, page.seat_waiting_button)
    shown = answer(qtbot)  # Enter on what she bought
    assert (shown.question, shown.amount) == ("How many chips does Ann bring?", 1_005)
    assert page.message.error
    assert page.message.text() == (
        "\u26a0 Ann's stack of 1,005 cannot be paid in the chips of Table 2: the smallest chip"
        " is 25, so it must be a multiple of it (the nearest: 1,000 or 1,025); change up at"
        " the cage first: cash out here and buy in at Table 2 for 1,000 (5 paid out), or top"
        " up here to 1,025; the player stays in their seat"), page.message.text()
    assert tables.table(felt).seat(ann.number) is not None
    click(qtbot, page.seat_waiting_button)
    answer(qtbot, 1_000)
    assert not page.message.error, page.message.text()
    [moved] = [s for s in tables.table(panel).seats if s.player == "Ann"]
    assert moved.stack == 1_000 and tables.waiting(event) == []


@pytest.mark.parametrize(("language", "note"), [
    ("en", "Hands were dealt on the felt at Table 1 since its dealer panel's last, so Ann's"
           " stack there is not known: {stack} is the panel's, from before them. The count is"
           " Ann's stack at Table 2: count the chips Ann brings."),
    ("hu", "Az osztópanel utolsó leosztása óta a filcen is osztottak az 1. asztalnál, ezért"
           " Ann ottani stackje nem ismert: {article} {stack} az osztópanelé, az azok előtti."
           " A megszámolt összeg lesz Ann stackje a 2. asztalnál: számold meg, mennyi"
           " zsetont hoz."),
])
def test_R_8_7_a_move_from_a_panel_table_owing_a_count_asks_for_the_chips_counted(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, note: str) -> None:
    """Table 1's first hand was dealt at the dealer panel, its second on the felt (Next
    hand): the panel's stacks are from before it, so a move to Table 2 asks for the
    chips Ann brings, pre-filled with the panel's stack and saying why; the 2,000
    counted is her stack there. Before, the panel's stack moved as if known."""
    events, tables, event, first, second = two_tables(context, 25)
    for name, table in (("Ann", first), ("Ben", first), ("Cy", second), ("Dora", second)):
        tables.sit(table, events.add_player(name, T0), 2_000, T0)
    for table in (first, second):
        play_to_end(session(context.db, tables, table))
    SeatingService(context.db).next_hand(first, T0, tables.table(first).hands_dealt)
    [(seat, stored)] = [(s.number, s.stack) for s in tables.table(first).seats
                        if s.player == "Ann"]
    events.set_status(event, "running")
    try:
        page = tables_page(qtbot, tmp_path, context, event, language)
        assert page.current() is not None and page.current().table_id == first  # type: ignore[union-attr]
        open_tab(qtbot, page.controls, page.player_tab)
        page.seated.setFocus()  # Ann's seat, with the arrow keys
        qtbot.keyClick(page.seated, Qt.Key.Key_Home)
        while page.seated.currentData() != seat:
            qtbot.keyClick(page.seated, Qt.Key.Key_Down)
        choose(qtbot, page.move_table, page.tables.tabText(1))
        click(qtbot, page.move_button)
        shown = answer(qtbot, 2_000)
        stack = f"{stored:,}" if language == "en" else str(stored) if stored < 10_000 \
            else f"{stored:,}".replace(",", "\u00a0")
        article = "az" if str(stored)[0] in "15" else "a"
        assert (shown.amount, shown.note) == (stored, note.format(stack=stack, article=article))
        assert not page.message.error, page.message.text()
        [moved] = [s for s in tables.table(second).seats if s.player == "Ann"]
        assert moved.stack == 2_000
        # Ben leaving Table 1 is asked his count too: the panel's stack is not his now
        [ben] = tables.table(first).seats
        qtbot.waitUntil(lambda: page.seated.currentData() == ben.number)
        click(qtbot, page.leave_button)
        shown = answer(qtbot, cancel=True)
        assert shown.note == LEAVE[language], shown.note
        assert tables.table(first).seat(ben.number) is not None
    finally:
        install_translator("en")


LEAVE = {"en": "Hands were dealt on the felt at Table 1 since its dealer panel's last, so Ben's"
               " stack is not known: count the chips. Ben leaves the table.",
         "hu": "Az osztópanel utolsó leosztása óta a filcen is osztottak az 1. asztalnál,"
               " ezért Ben stackje nem ismert: számold meg a zsetonjait. Ben feláll az"
               " asztaltól."}
