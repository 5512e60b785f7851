"""R-7.5 (TDA 20) at a guts table (R-6.6): the round the panel plans splits a tied
pot in the table's smallest chip, as a hand does, and the stored round keeps it."""

from __future__ import annotations

from director.engine.event.button import GameKind
from director.engine.event.cash_tables import Stakes
from director.engine.hand.rules.guts import GutsKind, GutsSetup
from director.services.tables.dealer_cash import Between
from director.services.tables.next_hand_setup import plan_next_hand
from director.services.tables.table_game import cash_game
from director.store.codec import setup_from_json, setup_to_json


def test_R_7_5_a_cash_guts_table_plans_its_round_in_the_smallest_chip() -> None:
    game = cash_game(Stakes("guts-monte-carlo", "fixed limit", ante=25), chip_unit=25)
    setup = plan_next_hand(game, {1: 500, 2: 500, 3: 500}, 3, True, (), Between(), None,
                           GameKind.CASH).setup
    assert isinstance(setup, GutsSetup)
    assert (setup.ante, setup.chip_unit) == (25, 25)


def test_R_7_5_a_stored_guts_round_keeps_its_chip_unit() -> None:
    setup = GutsSetup((1, 2, 3), (500, 500, 500), 25, GutsKind.SURVIVOR, chip_unit=25)
    assert setup_from_json(setup_to_json(setup)) == setup
    plain = GutsSetup((1, 2), (100, 100), 10)
    assert "chip_unit" not in setup_to_json(plain)  # rounds stored before read the same
    assert setup_from_json(setup_to_json(plain)) == plain
