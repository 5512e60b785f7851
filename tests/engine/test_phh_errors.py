"""PHH bad input: every case is a PhhError naming the file, the field or action, and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.engine.phh import (
    Fold,
    HandHistory,
    PhhError,
    load_any,
    load_phh,
    loads_phh,
    loads_phhs,
    parse_action,
)
from tests.engine.test_phh import NT_TEXT

STUD_TEXT = """\
variant = 'F7S'
ante_trimming_status = false
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 50000
small_bet = 200000
big_bet = 400000
starting_stacks = [2600000, 11250000, 4475000, 6675000, 4700000]
actions = ['d dh p1 5d2sAd', 'd dh p2 7h3s4h', 'd dh p3 Js6d9d', 'd dh p4 Ts8sQh', \
'd dh p5 Qc9c9s', 'p2 pb', 'p3 f', 'p4 cbr 200000', 'p5 f', 'p1 f', 'p2 f']
finishing_stacks = [2550000, 11150000, 4425000, 6925000, 4650000]"""
"""wsop_2023_43_5_10_00_34_43.phh, verbatim."""


def error_for(text: str, source: str | None = "wsop.phh") -> PhhError:
    with pytest.raises(PhhError) as info:
        loads_phh(text, source)
    assert isinstance(info.value, ValueError)
    return info.value


def nt_with_action(old: str, new: str) -> str:
    assert f"'{old}'" in NT_TEXT
    return NT_TEXT.replace(f"'{old}'", f"'{new}'", 1)


@pytest.mark.parametrize(
    ("old", "new", "number", "reason"),
    [
        ("p3 f", "p9 cc", 6, "player p9 does not exist (5 players)"),
        ("d dh p1 7s4s", "d dh p1 1x4s", 1, "bad card '1x'"),
        ("d dh p1 7s4s", "d dh p1 7s7s", 1, "card 7s appears twice"),
        ("d dh p1 7s4s", "d dh p1 7s4", 1, "bad card '4'"),
        ("d db JcTs2d", "d db JcTs??", 11, "board cards must be known"),
        ("d db JcTs2d", "d xx JcTs2d", 11, "bad dealer action"),
        ("p3 f", "p3 zz", 6, "unknown action 'zz'"),
        ("p3 f", "p3 f now", 6, "too many words for 'f'"),
        ("p3 f", "q3 f", 6, "'q3' is not a player"),
        ("p3 f", "p0 f", 6, "'p0' is not a player"),
        ("p4 cbr 170000", "p4 cbr", 7, "'cbr' needs the amount"),
        ("p4 cbr 170000", "p4 cbr 1.5", 7, "amount '1.5' is not a whole number of chips"),
        ("p4 cbr 170000", "p4 cbr 0", 7, "amount must be a whole number of chips > 0"),
        ("p4 cbr 170000", "p4 cbr 000", 7, "amount must be a whole number of chips > 0"),
        ("p4 cbr 170000", "p4 cbr ١٢", 7, "amount '١٢' is not a whole number of chips"),
        ("p3 f", "p3 f#why", 6, "a comment must be set off by a space"),
        ("p3 f", "p3 pb", 6, "'pb' is not allowed in NT"),
        ("p3 f", "p3 sd", 6, "'sd' is not allowed in NT"),
        ("p3 f", "p9  f # late", 6, "player p9 does not exist (5 players)"),
        ("p3 f", "p7 pb # both wrong", 6, "player p7 does not exist"),
    ],
)
def test_bad_action_message(old: str, new: str, number: int, reason: str) -> None:
    error = error_for(nt_with_action(old, new))
    message = str(error)
    assert message.startswith(f"wsop.phh: action {number} '{new}': ")
    assert reason in message
    assert error.source == "wsop.phh"
    assert error.action_number == number
    assert error.action == new


def test_example_message_exactly() -> None:
    message = str(error_for(nt_with_action("p3 f", "p9 cc")))
    assert message == "wsop.phh: action 6 'p9 cc': player p9 does not exist (5 players)"


def test_action_not_a_string() -> None:
    message = str(error_for(NT_TEXT.replace("'p3 f'", "3")))
    assert message == "wsop.phh: action 6 '3': must be a string, got 3"


def test_draw_action_in_stud() -> None:
    message = str(error_for(STUD_TEXT.replace("'p3 f'", "'p3 sd'")))
    assert "action 7 'p3 sd': 'sd' is not allowed in F7S" in message


@pytest.mark.parametrize(
    ("variant_text", "removed", "field"),
    [
        (NT_TEXT, "min_bet = 80000\n", "min_bet"),
        (NT_TEXT, "antes = [0, 120000, 0, 0, 0]\n", "antes"),
        (NT_TEXT, "blinds_or_straddles = [40000, 80000, 0, 0, 0]\n", "blinds_or_straddles"),
        (STUD_TEXT, "bring_in = 50000\n", "bring_in"),
        (STUD_TEXT, "small_bet = 200000\n", "small_bet"),
        (STUD_TEXT, "big_bet = 400000\n", "big_bet"),
    ],
)
def test_missing_required_field(variant_text: str, removed: str, field: str) -> None:
    assert removed in variant_text
    message = str(error_for(variant_text.replace(removed, "")))
    assert message.startswith(f"wsop.phh: missing required field {field!r}")


def test_missing_actions_and_stacks_and_variant() -> None:
    no_actions = "\n".join(line for line in NT_TEXT.splitlines()
                           if not line.startswith("actions"))
    assert "missing required field 'actions'" in str(error_for(no_actions))
    no_variant = NT_TEXT.replace("variant = 'NT'\n", "")
    message = str(error_for(no_variant))
    assert "missing required field 'variant'" in message and "NT" in message


def test_unknown_variant_lists_known_codes() -> None:
    message = str(error_for(NT_TEXT.replace("'NT'", "'XX'")))
    assert message.startswith("wsop.phh: field 'variant': unknown variant 'XX'")
    for code in ("FT", "NT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "N2L1D"):
        assert code in message


@pytest.mark.parametrize(
    ("old", "new", "field", "reason"),
    [
        ("antes = [0, 120000, 0, 0, 0]", "antes = [0, 120000, 0, 0]", "antes",
         "has 4 entries but starting_stacks has 5"),
        ("blinds_or_straddles = [40000, 80000, 0, 0, 0]", "blinds_or_straddles = [40000]",
         "blinds_or_straddles", "has 1 entries but starting_stacks has 5"),
        ("finishing_stacks = [7340000, 3775000, 5110000, 8935000, 4545000]",
         "finishing_stacks = [1, 2, 3, 4, 5, 6]", "finishing_stacks",
         "has 6 entries but starting_stacks has 5"),
        ("min_bet = 80000", "min_bet = 'lots'", "min_bet", "must be a whole number"),
        ("min_bet = 80000", "min_bet = 800.5", "min_bet", "decimal amounts are not supported"),
        ("min_bet = 80000", "min_bet = -5", "min_bet", "must not be negative"),
        ("antes = [0, 120000, 0, 0, 0]", "antes = 0", "antes", "must be a list"),
        ("antes = [0, 120000, 0, 0, 0]", "antes = [0, true, 0, 0, 0]", "antes",
         "must be a whole number"),
        ("ante_trimming_status = false", "ante_trimming_status = 'no'",
         "ante_trimming_status", "must be true or false"),
        ("starting_stacks = [7380000, 2500000, 5110000, 10170000, 4545000]",
         "starting_stacks = [7380000]", "starting_stacks", "needs at least 2 players"),
        ("finishing_stacks = [7340000, 3775000, 5110000, 8935000, 4545000]",
         "players = ['a', 'b']", "players", "has 2 entries but starting_stacks has 5"),
    ],
)
def test_bad_field_message(old: str, new: str, field: str, reason: str) -> None:
    assert old in NT_TEXT
    message = str(error_for(NT_TEXT.replace(old, new)))
    assert message.startswith(f"wsop.phh: field {field!r}: ")
    assert reason in message


def test_not_toml() -> None:
    message = str(error_for(NT_TEXT + "\n[[[ oops"))
    assert message.startswith("wsop.phh: not valid TOML (")
    assert "line 9" in message


def test_no_source_means_no_prefix() -> None:
    message = str(error_for(nt_with_action("p3 f", "p9 cc"), source=None))
    assert message == "action 6 'p9 cc': player p9 does not exist (5 players)"


def test_parse_action_alone() -> None:
    with pytest.raises(PhhError, match=r"^action 'p9 cc': player p9 does not exist \(5 players\)"):
        parse_action("p9 cc", player_count=5)
    with pytest.raises(PhhError, match="bad card '1x' in '1x4s'"):
        parse_action("d dh p1 1x4s")


def test_file_errors_name_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.phh"
    bad.write_text(nt_with_action("d dh p1 7s4s", "d dh p1 1x4s"), encoding="utf-8")
    with pytest.raises(PhhError, match=r"broken\.phh: action 1 'd dh p1 1x4s': bad card '1x'"):
        load_phh(bad)
    missing = tmp_path / "missing.phh"
    with pytest.raises(PhhError, match=r"missing\.phh: cannot read the file"):
        load_phh(missing)
    binary = tmp_path / "binary.phh"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PhhError, match=r"binary\.phh: not UTF-8 text"):
        load_phh(binary)
    other = tmp_path / "hand.txt"
    other.write_text(NT_TEXT, encoding="utf-8")
    with pytest.raises(PhhError, match=r"hand\.txt: unknown extension '\.txt'"):
        load_any(other)


def test_phhs_errors_name_the_hand() -> None:
    good = NT_TEXT
    bad = nt_with_action("p3 f", "p9 cc")
    with pytest.raises(PhhError) as info:
        loads_phhs(f"[1]\n{good}\n\n[2]\n{bad}\n", "day1.phhs")
    assert str(info.value) == (
        "day1.phhs [2]: action 6 'p9 cc': player p9 does not exist (5 players)"
    )
    with pytest.raises(PhhError, match=r"day1\.phhs: top-level key 'variant' is not a hand"):
        loads_phhs(good, "day1.phhs")


def test_building_a_bad_hand_directly() -> None:
    with pytest.raises(PhhError, match=r"^action 1 'p6 f': player p6 does not exist \(2 players\)"):
        HandHistory(variant="NT", antes=(0, 0), blinds_or_straddles=(1, 2), min_bet=2,
                    starting_stacks=(100, 100), actions=(Fold(5),))
    with pytest.raises(PhhError, match="missing required field 'min_bet'"):
        HandHistory(variant="NT", antes=(0, 0), blinds_or_straddles=(1, 2),
                    starting_stacks=(100, 100))
    with pytest.raises(PhhError, match="starts with '_'"):
        HandHistory(variant="NT", antes=(0, 0), blinds_or_straddles=(1, 2), min_bet=2,
                    starting_stacks=(100, 100), metadata={"_mine": 1})
    with pytest.raises(PhhError, match="cannot be written to TOML"):
        HandHistory(variant="NT", antes=(0, 0), blinds_or_straddles=(1, 2), min_bet=2,
                    starting_stacks=(100, 100), metadata={"thing": object()})
