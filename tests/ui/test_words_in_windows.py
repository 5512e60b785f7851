"""Words in the windows (issue 29, item 7), through the real main window with the
mouse: the Windows menu names a dealer panel's table by its name; the seating's
feedback line counts without "(s)", starts with a capital, and is said again in the
new language after Settings > Language (before, it stayed English or went blank)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from tests.ui.all_windows import choose_from_menu
from tests.ui.event_fixtures import SETTINGS, T0, context, time, tournament
from tests.ui.home_driver import click, open_main_window, open_menu_item, resume_event

__all__ = ["context", "time"]


def windows_menu_texts(window: object) -> list[str]:
    return [a.text() for a in window.windows_menu.actions()]  # type: ignore[attr-defined]


def switch_language(qtbot: QtBot, window: object, language: str) -> None:
    choose_from_menu(qtbot, window, window.settings_menu,  # type: ignore[arg-type, attr-defined]
                     "languageMenu", f"language_{language}")
    QApplication.processEvents()


def test_windows_menu_names_the_dealer_panel_by_its_tables_name(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """An earlier night's two tables took ids 1 and 2: tonight's "Table 1" has id 3.
    The menu said "Dealer panel, table 3"; it says the table's name, in each language."""
    earlier = context.events.create_event("tournament", "Last Friday", SETTINGS, T0)
    context.seating.open_tables(earlier, 2, T0)
    event, _ = tournament(context, players=4, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    open_menu_item(qtbot, window, window.windows_menu, "dealerPanel")
    assert isinstance(window.pages.currentWidget(), DealerPanel)
    texts = windows_menu_texts(window)
    assert "Dealer panel, Table 1" in texts
    assert not [t for t in texts if "table 3" in t.casefold()]
    switch_language(qtbot, window, "hu")
    assert "Osztósegéd, 1. asztal" in windows_menu_texts(window)
    switch_language(qtbot, window, "en")


def test_feedback_line_counts_in_words_and_follows_the_language(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=6)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    page = window.pages.page(f"seating_{event}")  # built when first asked for
    assert isinstance(page, SeatingPage)
    window.pages.setCurrentWidget(page)
    page.table_count.setValue(2)
    click(qtbot, page.open_button)
    assert page.message.text() == "2 tables opened"
    switch_language(qtbot, window, "hu")
    assert page.message.text() == "2 asztal megnyitva"
    # The draw for the button before anyone is seated: refused, in the services' words
    # (lower case in the catalogue) as a sentence of its own, said again after a switch
    click(qtbot, page.button_draw_button)
    assert page.message.error
    assert page.message.text().startswith("\u26a0 Az osztógomb-sorsoláshoz legalább két")
    switch_language(qtbot, window, "en")
    assert page.message.text().startswith("\u26a0 The draw for the button needs at least")
    click(qtbot, page.draw_button)
    assert page.message.text() == "6 players seated at random"
    switch_language(qtbot, window, "hu")
    assert page.message.text() == "6 játékos véletlenszerűen leültetve"
    click(qtbot, page.draw_button)
    assert page.message.text() == "Nincs kit leültetni: mindenkinek van helye"
    switch_language(qtbot, window, "en")
    assert page.message.text() == "Nobody to seat: every player has a seat"



def test_R_8_4_balanced_tables_said_again_in_the_new_language(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Seven players at two tables (four and three, one apart): Balance moves nobody
    and the line says so; after Settings > Language it says it in Hungarian (before,
    the line kept its English words)."""
    event, _ = tournament(context, players=7, tables=2, seed=4)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    page = window.pages.page(f"seating_{event}")  # built when first asked for
    assert isinstance(page, SeatingPage)
    window.pages.setCurrentWidget(page)
    click(qtbot, page.balance_button)
    assert page.message.text() == "The tables are balanced; nobody moves."
    switch_language(qtbot, window, "hu")
    assert page.message.text() == "Az asztalok kiegyenlítettek; senki sem ül át."
    switch_language(qtbot, window, "en")
    assert page.message.text() == "The tables are balanced; nobody moves."
