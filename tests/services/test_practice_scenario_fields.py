"""A scenario file's fields read as the file says or refused in words, never read as
something else (the practice table, issue 30)."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.engine.messages import render
from director.services.practice.scenario import ScenarioError, read_scenario

STUD = """title = "Stud, fixed limit 10/20"
game = "stud"
limit = "fixed limit"
bets = [10, 20]
ante = 1
bring_in = 5
button = 1
{flag}
[seats]
1 = 500
2 = 500
"""


@pytest.mark.parametrize("flag", ['cash = "false"', 'cash = "no"', "cash = 0"])
def test_R_6_4_cash_written_as_a_text_is_refused_not_read_as_a_cash_table(
        tmp_path: Path, flag: str) -> None:
    """A stud table of 10/20 with ``cash = "false"`` (quoted): Python's ``bool`` read
    the text as true, so the table dealt as a cash table, the open pair on 4th street
    on (R-6.4) and fixed limit uncapped heads-up (R-5.5), the opposite of what the
    file said. Now refused: cash must be true or false, written without quotes."""
    path = tmp_path / "stud.toml"
    path.write_text(STUD.format(flag=flag), encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en") == \
        "cash must be true or false, written without quotes (cash = true)"
    assert render(refused.value.message, "hu") == \
        "cash: true vagy false kell, idézőjel nélkül (cash = true)"


def test_R_6_4_cash_false_and_true_written_as_toml_writes_them_deal(tmp_path: Path) -> None:
    path = tmp_path / "stud.toml"
    for flag, cash in (("cash = false", False), ("cash = true", True), ("", False)):
        path.write_text(STUD.format(flag=flag), encoding="utf-8")
        scenario = read_scenario(path)
        assert scenario.cash is cash
        assert scenario.session().hand.setup.options.open_pair_big_bet is cash


def test_R_3_7_straddle_written_as_a_text_is_refused_in_its_own_words(tmp_path: Path) -> None:
    """``straddle = "false"`` at a no-limit tournament table was read as a straddle
    and refused as "A straddle is a cash table's option": now it says what to mend."""
    path = tmp_path / "holdem.toml"
    path.write_text('blinds = [5, 10]\nstraddle = "false"\n[seats]\n1 = 500\n2 = 500\n',
                    encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en").startswith("straddle must be true or false")


@pytest.mark.parametrize(("button", "shown"), [("1.5", "1.5"), ('"1"', "1"), ("true", "True")])
def test_R_3_3_a_button_that_is_no_seat_number_is_refused_as_no_seat(
        tmp_path: Path, button: str, shown: str) -> None:
    """``button = 1.5`` was refused as "button must be a whole number of chips, 0 or
    more": the button is a seat. Now: In button, “1.5” is not a seat number (1 to 10)."""
    path = tmp_path / "stud.toml"
    path.write_text(STUD.format(flag="").replace("button = 1", f"button = {button}"),
                    encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en") == \
        f"In button, “{shown}” is not a seat number (1 to 10)"


HOLDEM = """title = "Hold'em, cards given"
game = "holdem"
limit = "no limit"
blinds = [5, 10]
button = 1
board = "{board}"
[seats]
1 = 500
2 = 500
[hole]
1 = "{first}"
2 = "Qh Qs"
"""


@pytest.mark.parametrize(("first", "board", "en", "hu"), [
    ("As Kd 2c", "", "3 hole cards are given for seat 1, but Texas hold'em deals each "
     "player 2", "Az 1. székre 3 saját lapot adtál meg, de a Texas hold'em játékban "
     "mindenki 2 lapot kap"),
    ("As Kd", "2c 7d 8h Jc 3s 4h", "6 board cards are given, but Texas hold'em deals 5 to "
     "the board", "6 közös lapot adtál meg, de a Texas hold'em játékban 5 közös lap van"),
])
def test_R_1_4_cards_a_game_never_deals_are_refused_not_dropped(
        tmp_path: Path, first: str, board: str, en: str, hu: str) -> None:
    """A hold'em seat given three hole cards, or a board of six: the third and the
    sixth were never dealt and nothing said so. Now the file is refused, saying
    how many the game deals."""
    path = tmp_path / "holdem.toml"
    path.write_text(HOLDEM.format(first=first, board=board), encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en") == en
    assert render(refused.value.message, "hu") == hu


def test_R_4_1_blinds_written_the_wrong_way_round_are_refused(tmp_path: Path) -> None:
    """``blinds = [20, 10]``: a small blind above the big one was dealt as written.
    Now refused, in the words the cash game's setup uses."""
    path = tmp_path / "holdem.toml"
    path.write_text(HOLDEM.format(first="As Kd", board="").replace(
        "blinds = [5, 10]", "blinds = [20, 10]"), encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert render(refused.value.message, "en") == \
        "blinds of 20/10: the big blind is above 0 and at least the small blind"
