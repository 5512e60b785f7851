"""The tournament and cash game setup windows, driven by typing into their fields."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.setup.event_setup_structure import COL
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, open_main_window, type_into, window

__all__ = ["context", "window"]


def test_a_tournament_is_set_up_by_typing_and_saved_to_home(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    assert window.pages.currentWidget() is setup
    assert not setup.save_button.isEnabled()
    assert setup.name_message.text() == "\u26a0 Give the tournament a name"
    type_into(qtbot, setup.name, "Friday freezeout")
    type_into(qtbot, setup.buy_in, "5o00")
    assert setup.buy_in.message.text() == "\u26a0 Not a whole number: 5o00"
    assert not setup.save_button.isEnabled()
    type_into(qtbot, setup.buy_in, "5 000")
    assert setup.buy_in.message.text() == ""
    type_into(qtbot, setup.fee, "500")
    type_into(qtbot, setup.stack, "10010")
    assert "multiple of 25" in setup.stack.message.text()
    assert not setup.save_button.isEnabled()
    type_into(qtbot, setup.stack, "10000")
    assert setup.chip_editor.composition.text().startswith("Each player gets")
    assert setup.chip_editor.enough.text() == "The set is enough for 20 players."
    type_into(qtbot, setup.players.edit, "60")  # the default set grows with the field
    assert setup.chip_editor.enough.text() == "The set is enough for 60 players."
    type_into(qtbot, setup.players.edit, "18")
    # the blind structure: a template, then the generator, then a level typed by hand
    structure = setup.structure
    structure.template.setCurrentIndex(structure.template.findData("turbo"))
    click(qtbot, structure.use_template)
    assert structure.table.item(0, COL["item"]).text() == "Level 1"
    assert setup.stack.edit.text() == "5,000"  # the template brings its starting stack, grouped
    type_into(qtbot, setup.stack, "10000")
    type_into(qtbot, structure.level_minutes, "15")
    structure.target_hours.setText("3")
    click(qtbot, structure.generate_button)
    assert structure.generator_message.text() == ""
    assert structure.table.item(0, COL["minutes"]).text() == "15"
    assert setup.save_button.isEnabled(), setup.summary.text()
    minutes = structure.table.item(1, COL["minutes"])
    minutes.setText("0")
    assert structure.table.item(1, COL["problem"]).text() == \
        "\u26a0 A level lasts at least one minute"
    assert not setup.save_button.isEnabled()
    assert setup.tabs.tabText(2).endswith("(!)")
    minutes.setText("25")
    assert structure.table.item(1, COL["problem"]).text() == ""
    assert setup.save_button.isEnabled()
    # payouts
    setup.payouts.choose("top_heavy")
    type_into(qtbot, setup.payouts.rounding, "100")
    assert setup.payouts.preview.rowCount() >= 2
    assert "prize pool is 81,000" in setup.payouts.summary.text()
    places = setup.payouts.preview.rowCount()
    assert setup.payouts.summary.text() == (
        f"With 18 entries the prize pool is 81,000; {places} places are paid.")
    setup.payouts.choose("winner_takes_all")  # one place: said in the singular
    assert setup.payouts.summary.text() == (
        "With 18 entries the prize pool is 81,000; 1 place is paid.")
    setup.payouts.choose("top_heavy")
    # rebuys on, with a fee above the price: refused next to the rebuy rules
    setup.rebuy_box.setChecked(True)
    type_into(qtbot, setup.rebuy_price, "1000")
    type_into(qtbot, setup.rebuy_fee, "2000")
    assert "fee" in setup.rebuy_message.text()
    assert not setup.save_button.isEnabled()
    type_into(qtbot, setup.rebuy_fee, "0")
    type_into(qtbot, setup.rebuy_until, "4")
    assert setup.save_button.isEnabled()
    click(qtbot, setup.save_button)
    # saved, the event's console opens (issue 28 "Flow"); Home lists it
    console = window.pages.currentWidget()
    assert console is not None and console.objectName() == "consolePage"
    window.show_home()
    events = Queries(context.db).list_events()
    assert [(e.name, e.kind, e.status) for e in events] == [
        ("Friday freezeout", "tournament", "planned")]
    assert window.home.table.item(0, 0).text() == "Friday freezeout"
    assert window.home.table.item(0, 3).text() == "Planned"
    _, _, stored = Queries(context.db).event_settings(events[0].event_id)
    assert isinstance(stored, TournamentSettings)
    assert (stored.buy_in, stored.fee, stored.starting_stack) == (5000, 500, 10000)
    assert stored.blinds.levels[0].minutes == 15 and stored.blinds.levels[1].minutes == 25
    assert stored.rebuy is not None and stored.rebuy.until_level == 4
    assert stored.payouts is not None and stored.rounding_unit == 100


def test_horse_rotation_uses_the_template_with_bets_and_bring_ins(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "HORSE night")
    assert setup.summary.text() == "\u26a0 Fix the marked fields before saving (Game and entries)"
    assert setup.buy_in.message.text() == "\u26a0 Enter a whole number"
    type_into(qtbot, setup.buy_in, "10000")
    setup.structure.template.setCurrentIndex(setup.structure.template.findData("horse"))
    click(qtbot, setup.structure.use_template)
    assert setup.game.currentData() == "horse"
    assert not setup.limit.isEnabled()
    assert setup.structure.table.item(2, COL["game"]).text() == "Razz"
    assert not setup.structure.table.isColumnHidden(COL["bring_in"])
    assert setup.save_button.isEnabled(), setup.summary.text()
    event_id = setup.save()
    assert event_id is not None
    _, _, stored = Queries(context.db).event_settings(event_id)
    assert isinstance(stored, TournamentSettings) and stored.blinds.rotation is not None


def test_duplicate_copies_an_old_events_settings_into_a_new_setup(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Monthly")
    type_into(qtbot, setup.buy_in, "3000")
    type_into(qtbot, setup.bounty, "1000")
    click(qtbot, setup.save_button)
    window.home.table.selectRow(0)
    click(qtbot, window.home.duplicate_button)
    assert window.pages.currentWidget() is setup
    assert setup.name.text() == "Monthly (copy)"
    assert setup.buy_in.edit.text() == "3,000" and setup.bounty.edit.text() == "1,000"
    type_into(qtbot, setup.name, "Monthly, December")
    click(qtbot, setup.save_button)
    names = [e.name for e in Queries(context.db).list_events()]
    assert sorted(names) == ["Monthly", "Monthly, December"]


def test_a_cash_game_is_set_up_and_checked_as_typed(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_cash_button)
    cash = window.cash_setup
    assert window.pages.currentWidget() is cash
    type_into(qtbot, cash.name, "Tuesday 100/200")
    type_into(qtbot, cash.small_blind, "300")
    type_into(qtbot, cash.big_blind, "200")
    assert cash.small_blind.message.text() == "\u26a0 The small blind is above the big blind"
    assert not cash.save_button.isEnabled()
    type_into(qtbot, cash.small_blind, "100")
    type_into(qtbot, cash.max_buy_in, "1000")
    assert cash.max_buy_in.message.text() == "\u26a0 Below the smallest buy-in"
    type_into(qtbot, cash.max_buy_in, "")
    assert cash.save_button.isEnabled()
    cash.game.setCurrentIndex(cash.game.findData("omaha"))
    cash.limit.setCurrentIndex(cash.limit.findData("pot limit"))
    click(qtbot, cash.save_button)
    events = Queries(context.db).list_events()
    assert [(e.name, e.kind, e.game) for e in events] == [("Tuesday 100/200", "cash", "omaha")]
    assert window.home.table.item(0, 1).text() == "Cash game"
    assert window.home.table.item(0, 2).text() == "Omaha"


def test_cancel_leaves_nothing_stored(qtbot: QtBot, window: MainWindow,
                                      context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    type_into(qtbot, window.tournament_setup.name, "Never mind")
    click(qtbot, window.tournament_setup.cancel_button)
    assert window.pages.currentWidget() is window.home
    assert Queries(context.db).list_events() == []


def test_a_refused_setting_reads_in_hungarian_next_to_its_field(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Issue 16: a rule the settings document checks (a rebuy's fee above its price)
    is shown in the windows' language, beside the rebuy rules, not in English."""
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        click(qtbot, window.home.new_tournament_button)
        setup = window.tournament_setup
        type_into(qtbot, setup.name, "Péntek esti verseny")
        type_into(qtbot, setup.buy_in, "5000")
        setup.rebuy_box.setChecked(True)
        type_into(qtbot, setup.rebuy_price, "1000")
        type_into(qtbot, setup.rebuy_fee, "2000")
        assert setup.rebuy_message.text() == "\u26a0 a rebuy díja (2000) több, mint az ára (1000)"
        assert not setup.save_button.isEnabled()
        type_into(qtbot, setup.rebuy_fee, "0")
        assert setup.rebuy_message.text() == ""
    finally:
        install_translator("en")
