"""New tournament after another form: the setup page is one page for every New
tournament and Duplicate, and a new form starts as new, not with the bounty kind,
the prizes' rounding or the rebuy and add-on amounts the page showed last."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from director.engine.event.structures import load_template
from director.resources import resource_dir
from director.services.core.documents import (
    AddOnSettings,
    BlindStructure,
    ChipDoc,
    RebuySettings,
    TournamentSettings,
)
from director.services.events.queries import Queries
from director.services.samples import HOME_CHIPS
from director.ui.common.context import AppContext
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, click, context, type_into, window

__all__ = ["context", "window"]

CHIPS = [ChipDoc(value=value, color=colour, count=count) for value, colour, count in HOME_CHIPS]


def test_a_new_tournament_after_a_duplicated_knockout_starts_as_a_plain_freezeout(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    blinds = BlindStructure.from_structure(load_template("home-game", resource_dir()))
    knockout = context.events.create_event("tournament", "PKO with rebuys", TournamentSettings(
        buy_in=10000, bounty=5000, bounty_kind="progressive", starting_stack=10000,
        rounding_unit=500, rebuys=True, rebuy=RebuySettings(price=8000, fee=500,
                                                            until_first_break=True,
                                                            max_per_player=2),
        add_ons=True, add_on=AddOnSettings(price=5000, chips=10000, at_break=2),
        blinds=blinds, chips=CHIPS), T0)
    window.home.refresh()
    window.home.select(knockout)
    click(qtbot, window.home.duplicate_button)
    setup = window.tournament_setup
    assert setup.bounty_kind.currentText() == "progressive knockout"
    click(qtbot, setup.cancel_button)
    click(qtbot, window.home.new_tournament_button)
    assert setup.bounty_kind.currentText() == "fixed"
    assert setup.payouts.rounding.edit.text() == "1"
    assert [f.edit.text() for f in (setup.rebuy_price, setup.rebuy_fee, setup.rebuy_until,
                                    setup.rebuy_max, setup.add_on_price, setup.add_on_chips,
                                    setup.add_on_break)] == ["", "0", "", "", "", "", "1"]
    assert not setup.until_break.isChecked()
    type_into(qtbot, setup.name, "Friday freezeout")
    type_into(qtbot, setup.buy_in, "5000")
    type_into(qtbot, setup.bounty, "1000")
    click(qtbot, setup.save_button)
    [freezeout] = [e for e in Queries(context.db).list_events() if e.event_id != knockout]
    _kind, _name, stored = Queries(context.db).event_settings(freezeout.event_id)
    assert isinstance(stored, TournamentSettings)
    assert (stored.bounty_kind, stored.rounding_unit) == ("fixed", 1)


def test_a_duplicated_freezeout_shows_no_rebuy_amounts_of_the_form_before(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    blinds = BlindStructure.from_structure(load_template("home-game", resource_dir()))
    rebuys = context.events.create_event("tournament", "Rebuy night", TournamentSettings(
        buy_in=10000, starting_stack=10000, rebuys=True,
        rebuy=RebuySettings(price=8000, fee=500, max_per_player=2), blinds=blinds,
        chips=CHIPS), T0)
    freezeout = context.events.create_event("tournament", "Freezeout", TournamentSettings(
        buy_in=10000, starting_stack=10000, blinds=blinds, chips=CHIPS), T0)
    window.home.refresh()
    setup = window.tournament_setup
    window.home.select(rebuys)
    click(qtbot, window.home.duplicate_button)
    assert setup.rebuy_price.edit.text() == "8,000"
    click(qtbot, setup.cancel_button)
    window.home.select(freezeout)
    click(qtbot, window.home.duplicate_button)
    assert not setup.rebuy_box.isChecked()
    assert [f.edit.text() for f in (setup.rebuy_price, setup.rebuy_fee, setup.rebuy_max)] == \
        ["", "0", ""]
