"""Practice scenarios (issue 30): the shipped examples load and deal, and a scenario
that does not fit the rules is refused with a message saying why."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import BetRaise
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.services.practice.scenario import (
    Scenario,
    ScenarioError,
    from_data,
    read_scenario,
    shipped_scenarios,
)
from director.services.practice.scenario_cards import step_cards
from director.services.training import DRILLS, TrainingError, TrainingSession

SHIPPED = shipped_scenarios()


def test_an_example_ships_for_every_rule_of_sections_5_and_7() -> None:
    """The rules of sections 5 (betting) and 7 (showdown and pots) as the project's
    rulebook (docs/rules) has them today: each cited by a shipped example."""
    from director.ui.rules.rulebook_source import load_rulebook

    wanted = {rule for rule in load_rulebook("en").ids if rule.startswith(("R-5.", "R-7."))}
    assert len(wanted) >= 14
    cited = {rule for path in SHIPPED.values() for rule in read_scenario(path).rules}
    assert wanted <= cited, wanted - cited


def test_the_examples_cover_the_games_a_trainee_could_not_reach() -> None:
    """Issue 30 item 8: hold'em PL and FL, the 32-card deck, guts survivor and each
    game of H.O.R.S.E. (hold'em FL, Omaha hi/lo, razz, stud, stud hi/lo)."""
    tables = {(s.game, s.limit) for s in map(read_scenario, SHIPPED.values())}
    wanted = {("holdem", Limit.POT_LIMIT), ("holdem", Limit.FIXED_LIMIT),
              ("omaha-hilo", Limit.FIXED_LIMIT), ("razz", Limit.FIXED_LIMIT),
              ("stud", Limit.FIXED_LIMIT), ("stud-hilo", Limit.FIXED_LIMIT),
              ("draw-piquet", Limit.FIXED_LIMIT)}
    assert wanted <= tables
    assert "guts-survivor" in {game for game, _ in tables}


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_every_example_has_titles_in_both_languages_and_deals(name: str) -> None:
    scenario = read_scenario(SHIPPED[name])
    assert scenario.title and scenario.title_hu and scenario.rules
    session = scenario.session()
    assert set(session.seats) <= set(scenario.stacks)


def test_R_5_4_pot_limit_scenario_three_raises_to_35_120_410() -> None:
    session = read_scenario(SHIPPED["r5-4-pot-limit-three-raises"]).session()
    while session.legal() is None:
        session.advance()
    for most in (35, 120, 410):
        legal = session.legal()
        assert legal is not None and legal.raise_max == most
        session.bet_raise(most)


def test_scenario_cards_come_in_dealing_order_for_each_step() -> None:
    scenario = read_scenario(SHIPPED["r7-3-side-pots"])
    session = scenario.session()
    dealt = []
    while session.step().kind is not StepKind.ACT:
        cards = step_cards(scenario, session.state)
        if cards:
            dealt.append((session.step().seat, " ".join(map(str, cards))))
        session.advance(cards)
    assert dealt == [(1, "3s 4d"), (2, "5s 6d"), (3, "Ah Kh"), (4, "Ad Kd")]


def _refusal(data: dict[str, object]) -> str:
    with pytest.raises(ScenarioError) as refused:
        from_data(data)
    return render(refused.value.message, "en")


BASE: dict[str, object] = {"game": "holdem", "limit": "fixed limit", "blinds": [50, 100],
                           "bets": [100, 200], "button": 1, "seats": {"1": 1000, "2": 1000}}


def test_R_3_7_a_straddle_at_a_fixed_limit_table_is_refused_in_words() -> None:
    said = _refusal({**BASE, "cash": True, "straddle": True})
    assert "straddle" in said.lower() and "R-3.7" in said


def test_R_1_4_a_card_given_twice_is_refused() -> None:
    said = _refusal({**BASE, "hole": {"1": "As Kd", "2": "As Qd"}})
    assert "As" in said


@pytest.mark.parametrize(("data", "words"), [
    ({**BASE, "game": "canasta"}, "no game called"),
    ({**BASE, "limit": "half limit"}, "no limit called"),
    ({**BASE, "seats": {"1": 1000}}, "at least two seats"),
    ({**BASE, "button": 5}, "button"),
    ({**BASE, "hole": {"11": "As Kd"}}, "not a seat"),
    ({**BASE, "board": "Zz"}, "not a card"),
    ({**BASE, "hole": {"1": "As Kd"}}, "for every seat"),  # or seat 2 is dealt unknown cards
    # the structure, found as the scenario is made (the scenario dialog's OK refuses it;
    # training and the practice panel ended with an error when they dealt it)
    ({"game": "stud", "limit": "fixed limit", "seats": {"1": 1000, "2": 1000}},
     "stakes cannot be played: the smallest bet must be at least one chip"),
    ({"game": "stud", "limit": "fixed limit", "bets": [2500, 200], "seats": {"1": 1000,
                                                                            "2": 1000}},
     "stakes cannot be played: the big bet (200) must be at least 2500"),
])
def test_a_scenario_that_cannot_be_dealt_says_why(data: dict[str, object], words: str) -> None:
    assert words in _refusal(data).lower()


def test_a_file_that_is_not_toml_is_refused_with_its_name(tmp_path: Path) -> None:
    bad = tmp_path / "broken.toml"
    bad.write_text("game = = holdem", encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(bad)
    assert "broken.toml" in render(refused.value.message, "hu")


def test_a_scenario_table_plays_the_game_it_names() -> None:
    scenario = Scenario("stud", Limit.FIXED_LIMIT, {1: 500, 2: 500}, 1, bets=(20, 40), ante=5,
                        bring_in=10, hole={1: tuple(parse_cards("AsKd2c")),
                                           2: tuple(parse_cards("QhQc3d"))})
    game = scenario.table_game()
    assert (game.key, game.betting.small_bet, game.bring_in) == ("stud", 20, 10)


@pytest.mark.parametrize(("cash", "raises"), [(True, [20, 30, 40, 50, 60, 70]),
                                              (False, [20, 30, 40])])
def test_R_5_5_a_cash_practice_table_plays_fixed_limit_uncapped_heads_up(
        cash: bool, raises: list[int]) -> None:
    """R-5.5: heads-up at a cash practice table (blinds 5/10, fixed limit 10/20) the
    raises go on past the big blind and three raises; at a tournament table they stop."""
    scenario = Scenario("holdem", Limit.FIXED_LIMIT, {1: 1000, 2: 1000}, 1, blinds=(5, 10),
                        cash=cash)
    session = scenario.session()
    while session.step().kind is not StepKind.ACT:
        session.advance()
    seen = []
    while (legal := session.state.legal_actions()) is not None and legal.can_raise \
            and len(seen) < 6:
        assert legal.raise_min is not None
        seen.append(legal.raise_min)
        session.apply(BetRaise(legal.seat, legal.raise_min))
    assert seen == raises


@pytest.mark.parametrize(("name", "text"), [
    ("nested.toml", "game = " + "[" * 2000 + "]" * 2000),
    ("digits.toml", "game = 'holdem'\nante = " + "9" * 5000),
    ("big.toml", "# " + "x" * 2_000_000),
])
def test_a_hostile_scenario_file_is_refused_with_its_name(
        tmp_path: Path, name: str, text: str) -> None:
    """Open a scenario file: lists nested 2,000 deep, a number of 5,000 digits, a
    file of megabytes: each refused in words (the dialog shows them), never a
    RecursionError or ValueError out of the reader, in English and Hungarian."""
    bad = tmp_path / name
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(bad)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith(f"{name} cannot be read as a scenario: "), en
    assert hu.startswith(f"{name} nem olvasható be helyzetként: "), hu
    assert "scenario file is a small text" in en and "kis szövegfájl" in hu
    # the bound grouped as every number of its size is (before: "under 100000 bytes")
    assert "(under 100,000 bytes," in en and "(100\u00a0000 bájtnál kisebb," in hu


@pytest.mark.parametrize(("row", "data"), [
    ("seats.2", {**BASE, "seats": {"1": 1000, "2": 10**12 + 1}}),
    ("seats.1", {**BASE, "seats": {"1": 10**19, "2": 1000}}),
    ("blinds", {**BASE, "blinds": [50, 10**13]}),
    ("bets", {**BASE, "bets": [100, 10**15]}),
    ("ante", {**BASE, "ante": 10**12 + 1}),
    ("bring_in", {**BASE, "bring_in": 10**18}),
])
def test_an_amount_beyond_the_largest_the_program_counts_is_refused_naming_its_row(
        row: str, data: dict[str, object]) -> None:
    """A stack (or a blind, a bet, the ante, the bring-in) above one trillion chips,
    the largest amount the program counts anywhere (the user's guide, "Limits"): the
    scenario is refused naming the row it is on, in English and Hungarian."""
    with pytest.raises(ScenarioError) as refused:
        from_data(data)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith(f"{row}: ") and "at most 1,000,000,000,000 chips" in en, en
    assert hu.startswith(f"{row}: ") and "legfeljebb 1\xa0000\xa0000\xa0000\xa0000 zseton" in hu, hu


def test_a_scenario_file_with_a_stack_of_ten_trillion_is_refused_and_one_trillion_deals(
        tmp_path: Path) -> None:
    """The file as a trainee writes it: seat 3's row of 10,000,000,000,000 chips is
    refused naming that row; the same table at 1,000,000,000,000 reads and deals."""
    path = tmp_path / "whale.toml"
    table = 'game = "holdem"\nblinds = [5, 10]\nbutton = 1\n[seats]\n1 = 1000\n2 = 1000\n'
    path.write_text(table + "3 = 10_000_000_000_000\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en").startswith("seats.3: 10,000,000,000,000 chips")
    path.write_text(table + "3 = 1_000_000_000_000\n", encoding="utf-8")
    state = read_scenario(path).session().state
    assert state.stacks[state.player_at(3)] == 10**12


@pytest.mark.parametrize(("name", "data", "en_said", "hu_said"), [
    ("latin.toml", 'game = "holdem"\ntitle = "Sz\u0151ke"\n'.encode("iso8859_2"),
     "it is not UTF-8 text. Save it as UTF-8", "nem UTF-8 szöveg. Mentsd UTF-8"),
    ("typo.toml", b'game = "holdem"\nblinds = [5, 10\nbutton = 1\n',
     "line 3, column 1 is not written as a scenario's lines are",
     "a 3. sor 1. oszlopa nem úgy van írva"),
    ("cut.toml", b'game = "holdem"\ntitle = "Friday',
     "line 2, column 16 is not written as a scenario's lines are",
     "a 2. sor 16. oszlopa nem úgy van írva"),
])
def test_a_scenario_file_a_text_editor_spoiled_says_what_to_mend(
        tmp_path: Path, name: str, data: bytes, en_said: str, hu_said: str) -> None:
    """A file saved in Latin-2 (Windows' Hungarian code page), a list not closed,
    a quote not closed: refused naming the file and what to do, in English and
    Hungarian; before, the reader's own English words ("'utf-8' codec can't decode
    byte 0xf5 in position 32", "Expected ']' ...") stood in the Hungarian sentence."""
    bad = tmp_path / name
    bad.write_bytes(data)
    with pytest.raises(ScenarioError) as refused:
        read_scenario(bad)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith(f"{name} cannot be read as a scenario: "), en
    assert hu.startswith(f"{name} nem olvasható be helyzetként: "), hu
    assert en_said in en, en
    assert hu_said in hu, hu
    assert "codec" not in en + hu and "Expected" not in hu and "position" not in en + hu


TRAINED = sorted(name for name in SHIPPED if not read_scenario(SHIPPED[name]).is_guts)
# The drills whose questions a few steps of any table bring; side pots and equity need
# all-ins, which a scenario's table may never see (each said after 20,000 steps).
QUICK_DRILLS = [d for d in DRILLS if d not in ("side-pots", "equity")]


@pytest.mark.parametrize("name", TRAINED)
def test_every_example_is_trained_on_as_its_virtual_dealer_deals_it(name: str) -> None:
    """Training on an example's table (Training > Practice table): its virtual dealer
    deals the scenario's cards seat by seat (R-4.3: stud's third street is each
    seat's two down and one up in turn), its virtual players bet only what the limit
    lets them (R-6.4: at an open pair on fourth street, the small bet or the big
    bet), and every quick drill asks three questions, answered right. Before, every
    stud example ended with an error in front of the trainee (the up cards of every
    seat handed to one seat, as the dealer panel's dealer types them)."""
    scenario = read_scenario(SHIPPED[name])
    for drill in QUICK_DRILLS:
        session = TrainingSession(random.Random(name), drill)
        session.change_scenario(scenario)
        try:
            for _ in range(3):
                question = session.next_question()
                state = session.state
                assert state is not None
                for seat, fixed in scenario.hole.items():
                    player = state.player_at(seat)
                    dealt = state.hole[player]
                    if not state.discarded[player]:  # a draw's cards are new after it
                        assert dealt == fixed[:len(dealt)], (drill, seat)
                assert session.answer(question.answer).correct
        except TrainingError as no_question:  # this drill's questions never come up here
            assert no_question.message.id == "train-no-question-came-up"

