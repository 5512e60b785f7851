"""Documents are validated before they are stored; engine values round-trip."""

from __future__ import annotations

from decimal import Decimal

import pytest

from director.engine.cards import parse_cards
from director.engine.event.money.payouts import PercentageTable
from director.engine.event.structures import Break, Level, load_template
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    DealBoard,
    DealHole,
    PostBlind,
    Show,
    from_dict,
)
from director.engine.hand.facts.games import GAMES, STUD
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.services.core.documents import (
    BlindLevel,
    BlindStructure,
    DocumentError,
    PayoutRow,
    PayoutTable,
    TournamentSettings,
    load_settings,
    settings_json,
    validate_settings,
)
from director.store.codec import (
    event_from_json,
    event_to_json,
    setup_from_dict,
    setup_from_json,
    setup_to_json,
)

LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "ante": 100, "big_blind_ante": True, "minutes": 20},
    {"minutes": 10, "is_break": True, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
]


def test_a_valid_tournament_round_trips_through_json() -> None:
    settings = validate_settings("tournament", {
        "starting_stack": 20000, "buy_in": 50, "blinds": {"levels": LEVELS},
        "payouts": {"rows": [{"min_entries": 2, "max_entries": 10, "percents": [70, 30]}]},
    })
    assert isinstance(settings, TournamentSettings)
    assert load_settings("tournament", settings_json(settings)) == settings
    assert settings.blinds.seconds(0) == 1200
    assert settings.payouts is not None and settings.payouts.percents_for(8) == [70, 30]


@pytest.mark.parametrize(("level", "message"), [
    ({"small_blind": 100, "big_blind": 50, "minutes": 20}, "exceeds the big blind"),
    ({"small_blind": 0, "big_blind": 0, "minutes": 20}, "needs a big blind above 0"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 0},
     r"level 1 lasts 0 minutes; a level lasts at least one whole minute \(R-8.1\)"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 2.5}, "a whole number is needed here"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 5, "color_up": [5]}, "at a break"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 5, "game": "bridge"}, "unknown game"),
])
def test_bad_levels_are_refused_with_a_reason(level: dict[str, object], message: str) -> None:
    with pytest.raises(DocumentError, match=message):
        validate_settings("tournament", {"starting_stack": 100, "blinds": {"levels": [level]}})


def test_R_8_1_stored_structure_converts_to_the_engine_structure_and_back() -> None:
    doc = BlindStructure(levels=[BlindLevel.model_validate(lv) for lv in LEVELS],
                         chips=[25, 100, 500], starting_stack=10000)
    structure = doc.to_structure()
    assert [type(it).__name__ for it in structure.items] == ["Level", "Level", "Break", "Level"]
    assert structure.items[1] == Level(2, 20, 50, 100, ante=100, big_blind_ante=True)
    assert structure.items[2] == Break(10, (25,))
    assert structure.chips_in_play(3) == (100, 500)
    assert BlindStructure.from_structure(structure) == doc
    horse = load_template("horse")
    assert BlindStructure.from_structure(horse).to_structure() == horse


def test_R_8_3_structure_rules_are_checked_by_the_engine_before_storing() -> None:
    with pytest.raises(DocumentError, match="cannot be paid with 100 chips"):
        validate_settings("tournament", {"starting_stack": 10000, "blinds": {
            "chips": [25, 100], "levels": [*LEVELS, {"small_blind": 150, "big_blind": 250,
                                                    "minutes": 20}]}})
    with pytest.raises(DocumentError, match="first and last items must be levels"):
        validate_settings("tournament", {"starting_stack": 10000, "blinds": {
            "levels": LEVELS[:3]}})


def test_tournament_settings_give_the_engine_rules() -> None:
    settings = validate_settings("tournament", {
        "starting_stack": 10000, "buy_in": 3000, "fee": 300, "bounty": 500, "rebuys": True,
        "rebuy": {"until_level": 2, "max_per_player": 3},
        "add_ons": True, "add_on": {"price": 2000, "chips": 15000},
        "blinds": {"levels": LEVELS},
        "payouts": {"rows": [{"min_entries": 2, "max_entries": 10, "percents": [65, 35]}]},
        "chips": [{"value": 25, "color": "green", "count": 200},
                  {"value": 100, "color": "black", "count": 200}],
    })
    assert isinstance(settings, TournamentSettings)
    rules = settings.rules()
    assert rules.rebuy is not None and (rules.rebuy.price, rules.rebuy.chips) == (3000, 10000)
    assert rules.add_on is not None and rules.add_on.chips == 15000
    table = settings.payout_table()
    assert isinstance(table, PercentageTable)
    assert table.rows[0].percentages == (Decimal(65), Decimal(35))
    chip_set = settings.chip_set()
    assert chip_set is not None and chip_set.lowest.color == "green"
    with pytest.raises(DocumentError, match="cannot exceed it"):
        validate_settings("tournament", {"starting_stack": 10, "buy_in": 100, "fee": 90,
                                         "bounty": 20, "blinds": {"levels": LEVELS}})
    with pytest.raises(DocumentError, match="add up to 95"):
        validate_settings("tournament", {"starting_stack": 10, "blinds": {"levels": LEVELS},
                                         "payouts": {"rows": [{"min_entries": 2,
                                                               "max_entries": 9,
                                                               "percents": [60, 35]}]}})


def test_bad_payouts_are_refused() -> None:
    with pytest.raises(ValueError, match="add up to 90"):
        PayoutRow(min_entries=5, max_entries=9, percents=[60, 30])
    with pytest.raises(ValueError, match="overlap"):
        PayoutTable(rows=[PayoutRow(min_entries=2, max_entries=9, percents=[100]),
                          PayoutRow(min_entries=9, max_entries=20, percents=[60, 40])])
    with pytest.raises(ValueError, match="lower place"):
        PayoutRow(min_entries=5, max_entries=9, percents=[30, 70])
    with pytest.raises(DocumentError, match="no row for 50"):
        PayoutTable(rows=[PayoutRow(min_entries=2, max_entries=9, percents=[100])]
                    ).percents_for(50)


def test_an_unknown_kind_or_extra_field_is_refused() -> None:
    with pytest.raises(DocumentError, match="'tournament' or a 'cash'"):
        validate_settings("bingo", {})
    with pytest.raises(DocumentError, match="starting_chips"):
        validate_settings("tournament", {"starting_stack": 1, "starting_chips": 2,
                                         "blinds": {"levels": LEVELS}})
    with pytest.raises(ValueError, match="not a break"):
        BlindStructure(levels=[BlindLevel(minutes=5, is_break=True)])


@pytest.mark.parametrize("setup", [
    HandSetup.at_table(GAMES["holdem"], Betting.no_limit(10), {1: 500, 3: 800, 6: 200}, 3,
                       small_blind=5, big_blind=10, ante=10, big_blind_ante=True),
    HandSetup.at_table(GAMES["omaha-hilo"], Betting.pot_limit(10), {2: 100, 4: 100}, 2,
                       small_blind=5, big_blind=10),
    HandSetup.at_table(STUD, Betting.fixed_limit(10, 20, uncapped_heads_up=True),
                       {1: 300, 2: 300, 5: 300}, 5, ante=2, bring_in=3,
                       options=HandOptions(burns=False, open_pair_big_bet=True)),
    HandSetup(GAMES["draw"], Betting.fixed_limit(10, 20), (1, 2, 3), (300, 300, 300),
              antes=(5, 5, 5), carried_pot=15,
              options=HandOptions(openers=True, max_draw=3, aces_stay=True)),
    HandSetup(GAMES["holdem"], Betting.no_limit(50), (1, 2, 5), (900, 900, 900),
              blinds=(25, 50, 50), dead_blinds=(0, 0, 25)),
])
def test_setups_round_trip(setup: HandSetup) -> None:
    assert setup_from_json(setup_to_json(setup)) == setup


def test_unknown_game_in_a_stored_setup_is_reported() -> None:
    with pytest.raises(ValueError, match="unknown game 'bridge'"):
        setup_from_dict({"game": "bridge", "betting": {}, "seats": [], "stacks": []})


def test_events_round_trip() -> None:
    events = [
        PostBlind(3, 10), DealHole(1, (*parse_cards("AsKd"),)), DealHole(2, (None, None)),
        Burn(None), DealBoard(tuple(parse_cards("2c3c4c"))), BetRaise(3, 120),
        Show(1, ()), Award(winners=(((1,), ()),)), Award(),
    ]
    for e in events:
        assert event_from_json(event_to_json(e)) == e
    with pytest.raises(ValueError, match="unknown hand event type"):
        from_dict({"type": "Teleport"})
