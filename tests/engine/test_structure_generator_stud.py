"""The generator makes stud levels for a single stud game (R-6.4, R-8.1)."""

from __future__ import annotations

import pytest

from director.engine.event.structure_generator import generate_structure
from director.engine.event.structures import HORSE, Level, RotationGame, StructureError
from director.engine.hand.facts.betting import Limit

CHIPS = (25, 100, 500, 1000, 5000)


@pytest.mark.parametrize("game", ["stud", "razz", "stud-hilo"])
def test_R_6_4_a_stud_game_gets_antes_a_bring_in_and_small_and_big_bets(game: str) -> None:
    s = generate_structure(20, 10_000, CHIPS, 20, 4, game=RotationGame(game, Limit.FIXED_LIMIT))
    first = s.levels[0]
    # stack / 200 = 50 is the first "small blind": the small bet is twice it (100), the
    # big bet twice that (200), the bring-in a quarter of the small bet (25) and the ante
    # an eighth (12.5), never below the smallest chip (25)
    assert (first.small_blind, first.big_blind, first.ante, first.bring_in,
            first.small_bet, first.big_bet) == (0, 0, 25, 25, 100, 200)
    assert (first.game_key, first.limit) == (None, Limit.FIXED_LIMIT)
    for lv in s.levels:
        assert lv.bring_in > 0 and lv.small_bet > 0 and lv.big_bet == 2 * lv.small_bet
        assert lv.bring_in <= lv.small_bet and lv.ante <= lv.bring_in


def test_a_fixed_limit_holdem_game_gets_its_bets_with_the_blinds() -> None:
    s = generate_structure(20, 10_000, CHIPS, 20, 4,
                           game=RotationGame("holdem", Limit.FIXED_LIMIT))
    first = s.levels[0]
    assert (first.small_blind, first.big_blind, first.small_bet, first.big_bet) == \
        (50, 100, 100, 200)


def test_no_limit_holdem_levels_are_unchanged_by_naming_the_game() -> None:
    plain = generate_structure(20, 10_000, CHIPS, 20, 4)
    named = generate_structure(20, 10_000, CHIPS, 20, 4,
                               game=RotationGame("holdem", Limit.NO_LIMIT))
    assert [(lv.small_blind, lv.big_blind) for lv in plain.levels] == \
        [(lv.small_blind, lv.big_blind) for lv in named.levels]
    assert all(isinstance(lv, Level) and lv.bring_in == 0 for lv in named.levels)


def test_one_game_and_a_rotation_together_are_refused() -> None:
    with pytest.raises(StructureError, match="one game or a rotation, not both"):
        generate_structure(20, 10_000, CHIPS, 20, 4, rotation=HORSE,
                           game=RotationGame("stud", Limit.FIXED_LIMIT))
