"""Number fields keep what the director typed (bad input gets a clear message and
changes nothing), as the amount fields do (``TypedAmount``): Qt's spin boxes dropped
the digit that passed their top without a word (60 tables typed opened 6) and put
the value before back in place of one below their bottom. Now the number typed is
the one taken, or it is refused in words and nothing changes. The real main window,
clicks on the fields and the buttons, keys where the focus is."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.services.core.unit_of_work import UnitOfWork
from director.services.events import console_queries as q
from director.services.events.queries import Queries
from director.services.tournament.bounties import envelopes
from director.services.tournament.leagues import LeagueService
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.home.leagues import LeaguesWindow
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu
from tests.ui.dealer_driver import click
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, mystery_monday, time
from tests.ui.home_driver import (
    open_envelopes,
    open_main_window,
    open_menu_item,
    resume_event,
    type_into,
)
from tests.ui.keys_driver import activate, key, type_text
from tests.ui.room_driver import free_port, night, open_share_dialog, resume_first_event
from tests.ui.test_house_rules_setup import choose, open_tab, seen, stored

__all__ = ["context", "night", "time"]


def type_over(qtbot: QtBot, field: QSpinBox, typed: str) -> None:
    """A click in the field, Ctrl+A and ``typed`` key by key where the focus is."""
    edit = field.lineEdit()
    assert field.isVisible() and field.isEnabled()
    activate(qtbot, field)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=QPoint(4, edit.height() // 2))
    qtbot.waitUntil(lambda: QApplication.focusWidget() in (field, edit))
    key(qtbot, field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, field, typed)


def _seating(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str = "en"
             ) -> tuple[MainWindow, int]:
    event = context.events.create_event("tournament", "Club night", SETTINGS, T0)
    for n in range(1, 9):
        context.tournaments.register(event, context.events.add_player(f"Player {n}", T0), T0)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    if window.clock_window is not None:
        window.clock_window.hide()
    choose_from_menu(qtbot, window, window.windows_menu, "eventSeating")
    return window, event


def test_the_table_count_typed_is_the_count_opened_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """150 tables typed: refused (at most 100 open at once), none opened; 0: refused;
    60 (past the box's old top of 50, which opened 6): 60 opened."""
    window, event = _seating(qtbot, tmp_path, context)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    seating.rng_factory = lambda: random.Random(7)
    type_over(qtbot, seating.table_count, "150")
    click(qtbot, seating.open_button)
    assert seating.message.error
    assert "The number of tables must be at most 100, not 150" in seating.message.text()
    assert seating.table_count.lineEdit().text() == "150"  # kept as typed
    assert q.tables(context.db, event) == []
    type_over(qtbot, seating.table_count, "0")
    click(qtbot, seating.open_button)
    assert "The number of tables must be at least 1, not 0" in seating.message.text()
    assert q.tables(context.db, event) == []
    type_over(qtbot, seating.table_count, "60")
    click(qtbot, seating.open_button)
    assert not seating.message.error and seating.message.text() == "60 tables opened"
    assert len(q.tables(context.db, event)) == 60


def test_the_table_count_refused_in_hungarian(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, event = _seating(qtbot, tmp_path, context, "hu")
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    type_over(qtbot, seating.table_count, "150")
    click(qtbot, seating.open_button)
    assert "Az asztalok száma legfeljebb 100 lehet, nem 150" in seating.message.text(), \
        seating.message.text()
    assert q.tables(context.db, event) == []


def test_the_port_typed_is_the_port_shared_or_refused_in_words(
        qtbot: QtBot, night: tuple[MainWindow, int]) -> None:
    """70000 typed (past the last port, 65535): nothing starts, the port remembered
    stays; 80 (below 1024): the same; a free port typed: shared on it, remembered."""
    window, _event = night
    resume_first_event(qtbot, window)
    dialog = open_share_dialog(qtbot, window)
    before = dialog.settings.value("room/port")
    dialog.networks.setFocus()
    qtbot.keyClick(dialog.networks, Qt.Key.Key_End)  # this computer only
    for typed in ("70000", "80"):
        type_over(qtbot, dialog.port, typed)
        click(qtbot, dialog.start_button)
        assert dialog.message.text() == (f"\u26a0 Not started: port {typed} cannot be used: "
                                         "choose a port from 1024 to 65535")
        assert dialog.port.lineEdit().text() == typed  # kept as typed
        assert window.room_share is None or not window.room_share.running
        assert dialog.settings.value("room/port") == before
    port = free_port()
    type_over(qtbot, dialog.port, str(port))
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: window.room_share is not None and window.room_share.running)
    assert dialog.message.text() == ""
    assert f":{port}/" in dialog.address_label.text()
    assert int(str(dialog.settings.value("room/port"))) == port


def test_a_leagues_best_results_typed_are_the_ones_counted_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """File → Leagues, a new league: 150 best results typed (past 99, which counted
    15) is refused and no league is made; 12 typed is the league's best 12."""
    window = open_main_window(qtbot, tmp_path, context)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    type_into(qtbot, leagues.name, "Winter 2026")
    type_over(qtbot, leagues.best, "150")
    click(qtbot, leagues.create_button)
    assert leagues.message.error
    assert leagues.message.text() == \
        "\u26a0 The best 150 results: count at most 99 results, or all of them"
    assert leagues.best.lineEdit().text() == "150"  # kept as typed
    assert LeagueService(context.db).leagues() == []
    type_over(qtbot, leagues.best, "12")
    click(qtbot, leagues.create_button)
    assert leagues.league.currentText() == "Winter 2026"
    assert [league.best for league in LeagueService(context.db).leagues()] == [12]


def test_R_5_5_the_raises_typed_are_the_cap_saved_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """H.O.R.S.E., all fixed limit: 15 raises typed (past 9, which saved one raise)
    is refused beside the field and Save stays off, nothing stored; 4 typed is the
    cap saved (R-5.5)."""
    window = open_main_window(qtbot, tmp_path, context)
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Limit Friday")
    type_into(qtbot, setup.buy_in, "10000")
    open_tab(qtbot, setup.tabs, 2)
    choose(qtbot, setup.structure.template, "horse")
    click(qtbot, setup.structure.use_template)
    open_tab(qtbot, setup.tabs, 4)
    page = setup.house_rules
    seen(page.raises)
    type_over(qtbot, page.raises, "15")
    assert page.raises.lineEdit().text() == "15"  # kept as typed
    assert not setup.save_button.isEnabled()
    qtbot.mouseClick(setup.save_button, Qt.MouseButton.LeftButton)
    assert page.raises_message.isVisible()
    assert page.raises_message.text() == "\u26a0 Raises after the bet in a round: at most 9"
    assert setup.tabs.tabText(4) == "House rules (!)"
    assert [e.name for e in Queries(context.db).list_events()] == []
    type_over(qtbot, page.raises, "4")
    assert not page.raises_message.isVisible()
    click(qtbot, setup.save_button)
    assert stored(context, "Limit Friday").raises == 4


def test_R_5_5_a_cash_games_raises_typed_below_one_are_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """0 raises typed (Qt put back the cap before): refused beside the field."""
    window = open_main_window(qtbot, tmp_path, context)
    click(qtbot, window.home.new_cash_button)
    cash = window.cash_setup
    type_into(qtbot, cash.name, "Thursday limit")
    choose(qtbot, cash.limit, "fixed limit")
    open_tab(qtbot, cash.tabs, 1)
    page = cash.house_rules
    seen(page.raises)
    type_over(qtbot, page.raises, "0")
    assert not cash.save_button.isEnabled()  # Qt put back 3, ready to save
    assert page.raises_message.text() == "\u26a0 Raises after the bet in a round: at least 1"
    assert cash.summary.text() == "\u26a0 Fix the marked fields before saving (House rules)"
    assert [cash.tabs.tabText(i) for i in range(2)] == ["Game and stakes", "House rules (!)"]
    type_over(qtbot, page.raises, "5")
    click(qtbot, cash.save_button)
    assert stored(context, "Thursday limit").raises == 5


def test_an_envelope_amount_that_is_no_whole_number_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """File → Mystery bounty envelopes: "1²" passes Python's isdigit() but is no
    number (the click raised and said nothing); it is refused in words and no
    envelope is set; the amounts typed again are set."""
    event = mystery_monday(context)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    dialog = open_envelopes(qtbot, window)
    type_into(qtbot, dialog.amounts, "6000; 3000; 2000; 1²")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == (
        "\u26a0 “1²” is not a whole amount: type the envelopes' amounts separated by "
        "semicolons, e.g. 50,000; 20,000; 10,000; 10,000")
    with UnitOfWork(context.db, reads_only=True) as uow:
        assert envelopes(uow.session, event) == []
    type_into(qtbot, dialog.amounts, "6000; 3000; 2000; 1000")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == "4 envelopes set"


def test_a_port_refused_is_drawn_in_the_error_colour(
        qtbot: QtBot, qapp: QApplication, night: tuple[MainWindow, int]) -> None:
    """Clock → Share with the room, 70000 typed: "Not started" in the stylesheet's
    error colour (it was drawn in the plain text colour, as the notes around it);
    Stop afterwards says so in the plain colour again."""
    from director.ui.common.style import apply_style, colour

    apply_style(qapp)  # the program's stylesheet, as a person sees it
    try:
        window, _event = night
        resume_first_event(qtbot, window)
        dialog = open_share_dialog(qtbot, window)
        dialog.networks.setFocus()
        qtbot.keyClick(dialog.networks, Qt.Key.Key_End)  # this computer only
        type_over(qtbot, dialog.port, "70000")
        click(qtbot, dialog.start_button)
        assert dialog.message.text().startswith("\u26a0 Not started: port 70000")
        assert dialog.message.property("tone") == "error"
        drawn = dialog.message.palette().color(dialog.message.foregroundRole())
        assert drawn == colour("error", dialog.message), drawn.name()
    finally:
        qapp.setStyleSheet("")


def test_a_leagues_refusal_is_seen_whole_at_1024x600(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext) -> None:
    """File → Leagues at 1024x600, 150 best results typed and Create league clicked:
    the refusal is seen whole, not cut in half at the foot of the scrolled form
    under the window's buttons."""
    from director.ui.common.style import apply_style

    apply_style(qapp)  # the program's stylesheet and font, as a person sees them
    try:
        _refused_league_seen_whole(qtbot, tmp_path, context)
    finally:
        qapp.setStyleSheet("")
        install_translator("en")


def _refused_league_seen_whole(qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context, "hu")
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    leagues.resize(1024, 600)
    type_into(qtbot, leagues.name, "Téli bajnokság")
    type_over(qtbot, leagues.best, "150")
    click(qtbot, leagues.create_button)
    QApplication.processEvents()
    message = leagues.message
    assert message.error and message.isVisible()
    assert message.visibleRegion().boundingRect() == message.rect(), \
        (message.visibleRegion().boundingRect(), message.rect())
    assert message.height() >= message.heightForWidth(message.width())
