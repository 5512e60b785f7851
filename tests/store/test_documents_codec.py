"""Documents are validated before they are stored; engine values round-trip."""

from __future__ import annotations

import pytest

from director.engine.betting import Betting
from director.engine.cards import parse_cards
from director.engine.events import (
    Award,
    BetRaise,
    Burn,
    DealBoard,
    DealHole,
    PostBlind,
    Show,
    from_dict,
)
from director.engine.games import GAMES, STUD
from director.engine.setup import HandOptions, HandSetup
from director.store.codec import (
    event_from_json,
    event_to_json,
    setup_from_dict,
    setup_from_json,
    setup_to_json,
)
from director.store.documents import (
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

LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "ante": 100, "big_blind_ante": True, "minutes": 20},
    {"minutes": 10, "is_break": True, "color_up": [25]},
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
    ({"small_blind": 0, "big_blind": 0, "minutes": 20}, "big blind above zero"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 0}, "greater than 0"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 5, "color_up": [5]}, "at a break"),
    ({"small_blind": 5, "big_blind": 10, "minutes": 5, "game": "bridge"}, "unknown game"),
])
def test_bad_levels_are_refused_with_a_reason(level: dict[str, object], message: str) -> None:
    with pytest.raises(DocumentError, match=message):
        validate_settings("tournament", {"starting_stack": 100, "blinds": {"levels": [level]}})


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
