"""The fast PHH reader (director.engine.phh.toml_subset, issue 21) reads what it
accepts exactly as tomllib does, and hands everything else back to tomllib."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.engine.phh import toml_subset

DATA = Path(__file__).resolve().parents[1] / "data" / "phh"


@pytest.mark.parametrize("path", sorted(DATA.rglob("*.phh")), ids=lambda p: p.name)
def test_real_hand_histories_read_as_tomllib_reads_them(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    fast = toml_subset.loads(text)
    assert fast is None or fast == tomllib.loads(text)


def test_a_hand_of_our_own_export_is_read_by_the_fast_path() -> None:
    text = ("variant = 'NT'\nante_trimming_status = true\nantes = [0, 0]\n"
            "blinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, -3]\n"
            "actions = ['d dh p1 AsKd', \"d dh p2 7c7d\", 'p2 cc',  # a comment\n"
            "  'p1 cc',\n]\n# the end\n")
    assert toml_subset.loads(text) == tomllib.loads(text)


@pytest.mark.parametrize("text", [
    "actions = [\n  'd dh p1 AsKd',\n  'p1 cc' ,\n]\n", "actions = []\n", "a = ['x#y', '']\n",
    "a = [ 'p1 f' ]\n", "a = ['', ', ', 'x', '']\n", "a = [', ']\n", "a = ['p1 cc']",
    "a = [0, -1, +2]\nb = [7]\n"])
def test_arrays_of_action_strings_read_as_tomllib_reads_them(text: str) -> None:
    assert toml_subset.loads(text) == tomllib.loads(text)


@pytest.mark.parametrize("text", [
    "a = [1, 2,]\n", "a = [ ]\n", "a = [1 , -2 , +3]\n", "a = [\t0\t]\n",
    "a = [\r\n  'p1 cc' \r\n , 'p2 f'\t,\n]\n", "a = ['x'\n, 'y']\n",
    "a = [1, # a comment\n 2]\n"])
def test_arrays_of_numbers_and_blanks_read_as_tomllib_reads_them(text: str) -> None:
    assert toml_subset.loads(text) == tomllib.loads(text)


@pytest.mark.parametrize("text", [
    "a = ['x'] # y']\n", "a = ['x', 'y' , 'z']\n", "a = ['x' ,'y']\n",
    "a = [1,2]\n", "a = [1 ,2 ]\n", "a = [-0, 0, -7]\n", "a = [1,]\n", "a = []\nb = [ ]\n"])
def test_arrays_taken_whole_read_as_tomllib_reads_them(text: str) -> None:
    # The line's pattern takes an array whole (issue 33); its items are read by
    # splitting, or by JSON's scanner, or, where that is not TOML's reading, step by step.
    assert toml_subset.loads(text) == tomllib.loads(text)


@pytest.mark.parametrize("text", ["a = [--1]\n", "a = [1-2]\n", "a = [1 2]\n", "a = [-]\n",
                                  "a = ['x'']\n", "a = ['x', ']\n", "a = ['it''s']\n"])
def test_arrays_taken_whole_that_are_no_toml_go_to_tomllib(text: str) -> None:
    assert toml_subset.loads(text) is None


def test_a_long_run_of_blanks_that_does_not_match_fails_quickly() -> None:
    text = "a = [" + " " * 200_000 + "'p1 cc' 'p2 f']\n"
    assert toml_subset.loads(text) is None  # tomllib then says what is wrong


@pytest.mark.parametrize("text", [
    "a = ['p1 cc\x01']\n", "a = ['p1\x00cc', 'p2 f']\n", "a = ['p1 f', 'p2 cc\x7f']\n",
    "a = ['p1 f\x1f']\nb = 'x'\n", "a = 'x'\nb = ['p1 f', '\x0b']\n"])
def test_a_control_character_in_an_array_string_goes_to_tomllib(text: str) -> None:
    # A text with a control character but tab and line end is read by the pattern that
    # tests each string character (issue 33: the others by one that scans to the line end).
    assert toml_subset.loads(text) is None
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)


@pytest.mark.parametrize("text", ["a = ['p1\tcc', 'p2 f']\n", "a = ['Zoé', 'ß\u2028']\n",
                                  "a = ['\t']\nb = 'x\ty'\n"])
def test_tabs_and_other_scripts_in_array_strings_read_as_tomllib_reads_them(text: str) -> None:
    assert toml_subset.loads(text) == tomllib.loads(text)


@pytest.mark.parametrize("text", [
    "[1]\nvariant = 'NT'\n",  # a table: .phhs
    "x = 1.5\n",  # a float
    "x = \"a\\tb\"\n",  # an escape
    "a.b = 1\n",  # a dotted key
    "x = 1\nx = 2\n",  # a repeated key
    "x = {a = 1}\n",  # an inline table
    "x = [[1]]\n",  # nested arrays
    "x = 1 y = 2\n",  # two values on a line
    "x = 0x10\n",  # hexadecimal
    "x = 1_000\n",  # underscores
    "x = '''long'''\n",  # multi-line literal
    "x = 2026-12-01\n",  # a date
    "x = '\x01'\n",  # a control character in a string
    "x = 1 # \x7f\n",  # a control character in a comment
    "a = ['p1 cc'\f]\n",  # a form feed is no blank in TOML
    "a = ['p1 cc'\r]\n",  # nor a lone carriage return
    "a = [1,,2]\n", "a = ['p1 cc',,]\n", "a = [,]\n",  # a missing value
    "a = [01]\n",  # a leading zero
])
def test_what_it_does_not_know_goes_to_tomllib(text: str) -> None:
    assert toml_subset.loads(text) is None


_scalars = st.one_of(
    st.integers(min_value=-10**12, max_value=10**12), st.booleans(),
    st.text(st.characters(blacklist_characters="'\n\r", blacklist_categories=("Cs", "Cc")),
            max_size=12))


@given(st.dictionaries(st.from_regex(r"[a-z_][a-z0-9_]{0,8}", fullmatch=True),
                       st.one_of(_scalars, st.lists(_scalars, max_size=5)), max_size=6))
def test_written_values_read_back_as_tomllib_reads_them(values: dict[str, object]) -> None:
    def dump(v: object) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return str(v)
        if isinstance(v, str):
            return f"'{v}'"
        return "[" + ", ".join(dump(x) for x in v) + "]"  # type: ignore[attr-defined]

    text = "".join(f"{k} = {dump(v)}\n" for k, v in values.items())
    fast = toml_subset.loads(text)
    assert fast == tomllib.loads(text)
