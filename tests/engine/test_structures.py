"""RULES.md R-8.1 (levels, breaks, mixed rotations) and R-8.3 (color-ups): blind structures."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.structure_generator import (
    ENDGAME_BIG_BLINDS,
    generate_structure,
    nice_values,
    target_level_number,
)
from director.engine.event.structures import (
    HORSE,
    TEMPLATE_NAMES,
    Break,
    Level,
    Rotation,
    RotationGame,
    Structure,
    StructureError,
    load_template,
    structure_from_dict,
    structure_to_dict,
)
from director.engine.hand.facts.betting import Betting, Limit

CHIPS = (25, 100, 500, 1000, 5000)


def levels(*blinds: tuple[int, int], minutes: int = 20) -> tuple[Level, ...]:
    return tuple(Level(n, minutes, sb, bb) for n, (sb, bb) in enumerate(blinds, start=1))


# ------------------------------------------------------------------ validation


def test_R_8_1_a_level_of_zero_minutes_is_refused_naming_the_level() -> None:
    with pytest.raises(StructureError, match=r"level 3 lasts 0 minutes; .*at least one"):
        Structure("bad", (*levels((25, 50), (50, 100)), Level(3, 0, 75, 150)))


def test_R_8_1_a_zero_minute_level_in_json_is_refused_naming_the_level() -> None:
    data = {"name": "bad", "items": [{"level": 1, "minutes": 20, "small_blind": 25,
                                      "big_blind": 50},
                                     {"level": 2, "minutes": 0, "small_blind": 50,
                                      "big_blind": 100}]}
    with pytest.raises(StructureError, match="level 2 lasts 0 minutes"):
        structure_from_dict(data)


def test_R_8_1_blinds_may_stay_the_same_but_never_fall() -> None:
    same = Structure("flat", levels((100, 200), (100, 200), (150, 300)))
    assert [lv.big_blind for lv in same.levels] == [200, 200, 300]
    with pytest.raises(StructureError,
                       match="level 3: the small blind 100 is lower than 150 at level 2; "
                             "it may stay or rise"):
        Structure("falls", levels((100, 200), (150, 300), (100, 200)))


def test_R_8_1_small_blind_above_big_blind_and_negative_ante_are_refused() -> None:
    with pytest.raises(StructureError, match=r"level 1: the small blind \(200\) exceeds"):
        Level(1, 20, 200, 100)
    with pytest.raises(StructureError, match=r"level 2: the ante must be .* 0 or more"):
        Level(2, 20, 100, 200, ante=-25)
    with pytest.raises(StructureError, match="big blind ante needs"):
        Level(2, 20, 100, 200, big_blind_ante=True)


def test_R_8_1_breaks_sit_between_levels() -> None:
    one, two = levels((25, 50), (50, 100))
    with pytest.raises(StructureError, match="between levels"):
        Structure("starts with a break", (Break(10), one, two))
    with pytest.raises(StructureError, match="between levels"):
        Structure("ends with a break", (one, two, Break(10)))
    with pytest.raises(StructureError, match="two breaks in a row"):
        Structure("two breaks", (one, Break(10), Break(5), two))
    with pytest.raises(StructureError, match="a break lasts 0 minutes"):
        Break(0)


def test_R_8_1_levels_are_numbered_in_playing_order() -> None:
    with pytest.raises(StructureError, match="level 3 stands where level 2 belongs"):
        Structure("gap", (Level(1, 20, 25, 50), Level(3, 20, 50, 100)))


def test_R_8_3_color_up_leaves_amounts_payable_in_the_chips_still_in_play() -> None:
    one, two, three = levels((100, 200), (150, 300), (200, 400))
    ok = Structure("ok", (one, two, Break(10, (25,)), three), chips=(25, 100, 500))
    assert ok.chips_in_play(0) == (25, 100, 500)
    assert ok.chips_in_play(3) == (100, 500)
    with pytest.raises(StructureError, match="level 2: 150 cannot be paid with 100 chips"):
        Structure("bad", (one, Break(10, (25,)), Level(2, 20, 150, 300)), chips=(25, 100, 500))
    with pytest.raises(StructureError, match="removes 5 chips, which are not in play"):
        Structure("bad", (one, Break(10, (5,)), two), chips=(25, 100))
    with pytest.raises(StructureError, match="last denomination"):
        Structure("bad", (one, Break(10, (100,)), two), chips=(100,))


def test_R_8_1_a_stud_level_has_a_bring_in_and_no_blinds() -> None:
    razz = Level(3, 20, 0, 0, ante=25, game_key="razz", limit=Limit.FIXED_LIMIT,
                 small_bet=200, big_bet=400, bring_in=50)
    assert razz.betting() == Betting.fixed_limit(200, 400)
    assert str(razz.describe()) == "Level 3: Razz fixed limit, bring-in 50 ante 25 bets 200/400"
    with pytest.raises(StructureError, match="a stud level has a bring-in and no blinds"):
        Level(3, 20, 100, 200, game_key="stud", limit=Limit.FIXED_LIMIT, small_bet=200,
              big_bet=400)
    with pytest.raises(StructureError, match=r"the bring-in \(300\) exceeds the small bet"):
        Level(3, 20, 0, 0, game_key="stud", limit=Limit.FIXED_LIMIT, small_bet=200,
              big_bet=400, bring_in=300)
    with pytest.raises(StructureError, match="fixed limit needs a small bet"):
        Level(1, 20, 50, 100, game_key="holdem", limit=Limit.FIXED_LIMIT)
    with pytest.raises(StructureError, match="unknown game 'badugi'"):
        Level(1, 20, 50, 100, game_key="badugi", limit=Limit.FIXED_LIMIT)


# ------------------------------------------------------------------ helpers


def test_R_8_1_helpers_on_the_home_game_template() -> None:
    home = load_template("home-game")
    assert home.starting_stack == 10_000
    assert (home.levels[0].small_blind, home.levels[0].big_blind) == (25, 50)
    assert home.level(5).big_blind == 300
    assert isinstance(home.item(4), Break)
    assert home.next_level(3) == home.level(5)  # level 4, a break, then level 5
    assert home.next_level(4) == home.level(5)
    # from the start of level 1: four levels of 20 minutes to the first break
    assert home.time_to_next_break(0) == timedelta(minutes=80)
    assert home.time_to_next_break(2, timedelta(minutes=5)) == timedelta(minutes=25)
    last = len(home.items) - 1
    assert home.is_last_level(last) and not home.is_last_level(0)
    assert home.time_to_next_break(last) is None and home.next_level(last) is None
    assert home.start_offset(5) == timedelta(minutes=90)
    with pytest.raises(StructureError, match=r"there is no level 99; .*levels 1 to 16"):
        home.level(99)


def test_R_8_1_horse_rotation_deals_each_game_in_turn() -> None:
    assert [HORSE.game_for(n).game_key for n in range(1, 8)] == [
        "holdem", "omaha-hilo", "razz", "stud", "stud-hilo", "holdem", "omaha-hilo"]
    by_two = Rotation(HORSE.games, levels_per_game=2)
    assert [by_two.game_for(n).game_key for n in range(1, 6)] == [
        "holdem", "holdem", "omaha-hilo", "omaha-hilo", "razz"]
    horse = load_template("horse")
    assert horse.rotation == HORSE
    assert [lv.game_key for lv in horse.levels[:5]] == [
        "holdem", "omaha-hilo", "razz", "stud", "stud-hilo"]
    holdem, _, razz = horse.levels[:3]
    assert (holdem.small_blind, holdem.big_blind, holdem.small_bet, holdem.big_bet) == (
        50, 100, 100, 200)
    assert razz.bring_in > 0 and razz.ante > 0 and razz.big_blind == 0


def test_R_8_1_a_level_outside_the_rotation_is_refused() -> None:
    lv = Level(1, 20, 50, 100, game_key="omaha-hilo", limit=Limit.FIXED_LIMIT, small_bet=100,
               big_bet=200)
    with pytest.raises(StructureError, match=r"level 1 plays omaha-hilo .* rotation deals holdem"):
        Structure("mixed", (lv,), HORSE)
    assert Structure("one", (lv,), Rotation((RotationGame("omaha-hilo", Limit.FIXED_LIMIT),)))


# ------------------------------------------------------------------ templates and JSON


@pytest.mark.parametrize("name", TEMPLATE_NAMES)
def test_R_8_1_templates_load_validate_and_round_trip(name: str) -> None:
    s = load_template(name)
    assert s.chips and s.starting_stack > 0 and len(s.levels) >= 10
    assert any(isinstance(it, Break) and it.color_up for it in s.items)
    first = s.levels[0]
    assert s.starting_stack // 300 <= first.big_blind or first.small_bet <= s.starting_stack // 50
    assert structure_from_dict(json.loads(json.dumps(structure_to_dict(s)))) == s


def test_templates_come_from_a_given_resources_folder(tmp_path: Path) -> None:
    (tmp_path / "structures").mkdir()
    data = structure_to_dict(Structure("Tiny", levels((5, 10), (10, 20))))
    (tmp_path / "structures" / "turbo.json").write_text(json.dumps(data))
    assert load_template("turbo", tmp_path).name == "Tiny"
    with pytest.raises(StructureError, match="template 'home-game' cannot be read"):
        load_template("home-game", tmp_path)
    with pytest.raises(StructureError, match="no template 'sit-n-go'; templates: home-game"):
        load_template("sit-n-go")
    (tmp_path / "structures" / "regular.json").write_text("{not json")
    with pytest.raises(StructureError, match="not valid JSON"):
        load_template("regular", tmp_path)


@pytest.mark.parametrize(("data", "message"), [
    ({"name": "x"}, "needs 'items'"),
    ({"name": "x", "items": [{"level": 1, "minutes": 20, "smal_blind": 25}]},
     "item 1 \\(a level\\): unknown field 'smal_blind'"),
    ({"name": "x", "items": [{"minutes": 20}]}, "item 1: a level needs its number"),
    ({"name": "x", "items": [{"level": 1, "minutes": 20, "small_blind": 50, "big_blind": 100,
                              "game": "holdem", "limit": "table stakes"}]},
     "unknown limit 'table stakes'; allowed: no limit"),
    ({"name": "x", "items": [{"level": 1, "minutes": 20, "big_blind": 100},
                             {"break": True, "minutes": -5}]}, "item 2: a break lasts -5"),
    ({"name": "x", "colour": "red", "items": []}, "unknown field 'colour'"),
])
def test_bad_json_is_refused_with_a_message_saying_where(data: dict[str, object],
                                                         message: str) -> None:
    with pytest.raises(StructureError, match=message):
        structure_from_dict(data)


# ------------------------------------------------------------------ generator


def _in_play_amounts_ok(s: Structure) -> bool:
    return all(a % s.chips_in_play(i)[0] == 0 for i, it in enumerate(s.items)
               if isinstance(it, Level) for a in it.amounts)


def test_R_8_1_generator_reaches_the_endgame_at_the_target_time() -> None:
    s = generate_structure(9, 10_000, CHIPS, 20, 4.5, ante_from_level=5, big_blind_ante=True)
    n = target_level_number(4.5, 20)
    target = s.index_of_level(n)
    # level n is the one running when the planned 4 1/2 hours (breaks included) are up
    assert s.start_offset(target) <= timedelta(hours=4.5) < s.start_offset(target + 1)
    first, at_target = s.levels[0], s.level(n)
    assert (first.small_blind, first.big_blind) == (50, 100)  # 1/100 of the stack
    endgame = 9 * 10_000 / ENDGAME_BIG_BLINDS
    assert endgame / 1.6 <= at_target.big_blind <= endgame * 1.6
    assert all(a.big_blind < b.big_blind for a, b in zip(s.levels, s.levels[1:], strict=False))
    assert s.level(5).ante == s.level(5).big_blind and s.level(5).big_blind_ante
    assert s.level(4).ante == 0
    assert _in_play_amounts_ok(s)
    color_ups = [c for it in s.items if isinstance(it, Break) for c in it.color_up]
    assert color_ups[:1] == [25]


def test_R_8_3_generator_colors_up_and_keeps_blinds_nice() -> None:
    s = generate_structure(30, 20_000, (25, 100, 500, 1000, 5000, 25000), 30, 8,
                           ante_from_level=4, big_blind_ante=False, breaks_every=4)
    nice = set(nice_values(10**7))
    assert all(lv.small_blind in nice for lv in s.levels)
    assert _in_play_amounts_ok(s)
    assert s.chips_in_play(len(s.items) - 1)[0] > 25  # the 25s are gone by the end
    assert all(0 < lv.ante <= lv.big_blind // 4 for lv in s.levels[3:])


def test_R_8_1_generator_builds_a_mixed_rotation() -> None:
    s = generate_structure(8, 10_000, CHIPS, 20, 5, rotation=HORSE)
    assert s.rotation == HORSE
    stud = s.level(4)
    assert stud.game_key == "stud" and stud.bring_in and not stud.big_blind
    assert stud.bring_in <= stud.small_bet and stud.big_bet == 2 * stud.small_bet
    assert _in_play_amounts_ok(s)
    with pytest.raises(StructureError, match="antes come with the stud games"):
        generate_structure(8, 10_000, CHIPS, 20, 5, rotation=HORSE, ante_from_level=3)


@pytest.mark.parametrize(("args", "message"), [
    ((1, 10_000, CHIPS, 20, 4), "at least 2 players"),
    ((8, 10_010, CHIPS, 20, 4), "made of 25 chips"),
    ((8, 10_000, (), 20, 4), "chips are denominations"),
    ((8, 10_000, CHIPS, 0, 4), "at least one whole minute"),
    ((8, 10_000, CHIPS, 20, 0), "above 0"),
])
def test_generator_refuses_bad_input(args: tuple[int, int, tuple[int, ...], int, float],
                                     message: str) -> None:
    with pytest.raises(StructureError, match=message):
        generate_structure(*args)


@settings(deadline=None, max_examples=60)
@given(
    players=st.integers(2, 300),
    stack_in_chips=st.integers(40, 2000),
    chips=st.sampled_from([(1, 5, 25, 100), (5, 25, 100, 500), (25, 100, 500, 1000, 5000),
                           (100, 500, 1000, 5000, 25000)]),
    level_minutes=st.integers(5, 60),
    hours=st.floats(0.5, 14),
    breaks_every=st.one_of(st.none(), st.integers(2, 6)),
    ante_from=st.one_of(st.none(), st.integers(1, 8)),
    bba=st.booleans(),
)
def test_generator_always_gives_a_playable_structure_reaching_the_target(
    players: int, stack_in_chips: int, chips: tuple[int, ...], level_minutes: int,
    hours: float, breaks_every: int | None, ante_from: int | None, bba: bool,
) -> None:
    stack = stack_in_chips * chips[0] * 5
    s = generate_structure(players, stack, chips, level_minutes, hours,
                           ante_from_level=ante_from, big_blind_ante=bba,
                           breaks_every=breaks_every)
    assert s.duration >= timedelta(hours=hours)
    assert _in_play_amounts_ok(s)
    assert all(a.big_blind < b.big_blind for a, b in zip(s.levels, s.levels[1:], strict=False))
    assert s.levels[0].big_blind <= max(stack // 50, 2 * chips[0])
