"""``director replay`` on files that are not hand histories (issue 15, "Bad
input"): TOML nested 500 deep, a link to /dev/zero, a FIFO, a file too large.
Each gets a one-line message and the run goes on to the next file."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from director import cli_replay
from director.engine.messages import render
from director.engine.phh import PhhError, load_any, loads_phh, reader
from tests.engine.test_phh import NT_TEXT

ROOT = Path(__file__).resolve().parents[2]


def _good(folder: Path) -> Path:
    path = folder / "good.phh"
    path.write_text(NT_TEXT, encoding="utf-8")
    return path


def test_toml_nested_500_deep_is_a_message_not_a_recursion_error(tmp_path: Path) -> None:
    deep = tmp_path / "deep.phh"
    deep.write_text("antes = " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    with pytest.raises(PhhError, match="nested more than 16 deep"):
        load_any(deep)
    out = io.StringIO()
    assert cli_replay.replay([str(deep), str(_good(tmp_path))], as_json=False, out=out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0].startswith(f"{deep}: ERROR ") and "nested more than 16 deep" in lines[0]
    assert lines[1].endswith("good.phh: matches the recorded finishing stacks")


def test_brackets_inside_strings_and_comments_are_not_nesting() -> None:
    text = NT_TEXT + "\n# [[[[[[[[[[[[[[[[[[[[\nevent = '[[[[[[[[[[[[[[[[[[[[[[['\n"
    assert loads_phh(text).metadata["event"] == "[" * 23


def test_a_link_to_dev_zero_and_a_fifo_are_skipped_without_hanging(tmp_path: Path) -> None:
    """Run as the person would, in a process of its own: it must end by itself."""
    zero = tmp_path / "zero.phh"
    zero.symlink_to("/dev/zero")
    fifo = tmp_path / "pipe.phhs"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.phh"
    folder.mkdir()
    good = _good(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "director", "replay", str(zero), str(fifo), str(folder),
         str(good)],
        capture_output=True, text=True, timeout=120, cwd=ROOT)
    lines = result.stdout.splitlines()
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
    for path, line in zip((zero, fifo, folder), lines, strict=False):
        assert line == f"{path}: ERROR {path}: not a regular file (a folder, a device or a " \
                       "pipe); skipped"
    assert lines[3].endswith("good.phh: matches the recorded finishing stacks")


def test_a_file_larger_than_the_bound_is_not_read(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "MAX_FILE_BYTES", 100)
    big = tmp_path / "big.phh"
    big.write_text(NT_TEXT, encoding="utf-8")
    with pytest.raises(PhhError, match="more than 100 bytes are not read"):
        load_any(big)
    monkeypatch.setattr(reader, "MAX_FILE_BYTES", 1000)
    big.write_text(NT_TEXT + "#" * 1000, encoding="utf-8")
    with pytest.raises(PhhError) as refused:
        load_any(big)
    said = render(refused.value.message, "en")  # grouped as every number of its size is
    assert said.startswith(f"{big}: the file is 1,") and said.endswith(
        " bytes; hand histories of more than 1,000 bytes are not read"), said


_LONG = "9" * 5000  # past Python's 4,300 digits for turning text into a number


@pytest.mark.parametrize(("name", "old", "new"), [
    ("stack in the plain form", "[7380000,", f"[{_LONG},"),
    ("stack spaced", "[7380000,", f"[ {_LONG} ,"),
    ("stack in hexadecimal", "[7380000,", f"[0x{'f' * 5000},"),
    ("min bet", "min_bet = 80000", f"min_bet = {_LONG}"),
    ("stack of 19 digits", "[7380000,", "[1000000000000000000,"),
    ("negative, 19 digits", "[7380000,", "[-1000000000000000000,"),
    ("bet amount", "'p4 cbr 170000'", f"'p4 cbr {_LONG}'"),
    ("player number", "'p3 f'", f"'p{_LONG} f'"),
])
def test_a_number_too_long_for_a_hand_history_is_a_message(
        tmp_path: Path, name: str, old: str, new: str) -> None:
    """An amount of more than 18 digits (a quintillion chips; 5,000 digits is past
    what Python turns into a number at all) is refused with a one-line message,
    not a traceback, and the next file is replayed."""
    assert old in NT_TEXT
    path = tmp_path / "long.phh"
    path.write_text(NT_TEXT.replace(old, new, 1), encoding="utf-8")
    out = io.StringIO()
    assert cli_replay.replay([str(path), str(_good(tmp_path))], as_json=False, out=out) == 1, name
    lines = out.getvalue().splitlines()
    assert lines[0].startswith(f"{path}: ERROR "), name
    assert "more than 18 digits" in lines[0] or "is not a player" in lines[0], lines[0][:300]
    assert "{???}" not in lines[0] and len(lines[0]) < 2500, name
    assert lines[1].endswith("good.phh: matches the recorded finishing stacks"), name


def test_replay_answers_in_the_language_of_the_command_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``LANG=hu_HU.UTF-8 director replay``: a file that is no hand history, a hand
    that matches and its pots, in Hungarian; ``--json`` stays English (for programs)."""
    bad = tmp_path / "bad.phh"
    bad.write_text(NT_TEXT.replace("[7380000,", "[-5,"), encoding="utf-8")
    good = _good(tmp_path)
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    out = io.StringIO()
    assert cli_replay.replay([str(bad), str(good)], as_json=False, out=out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0] == (f"{bad}: HIBA {bad}: 'starting_stacks' mező: nem lehet negatív, "
                        "nem -5"), lines[0]
    assert lines[1] == f"{good}: egyezik a rögzített záró zsetonkészletekkel"
    assert lines[2].startswith("  záró zsetonkészletek: 7340000, 3775000, 5110000")
    assert lines[3].startswith("  A főkassza (2\u00a0630\u00a0000), versenyben: 2. és 4. szék. "
                               "Nyer a 2. szék"), lines[3]
    out = io.StringIO()
    cli_replay.replay([str(bad)], as_json=True, out=out)
    assert "must not be negative" in out.getvalue()


@pytest.mark.skipif(os.name != "posix", reason="a file name of any bytes is POSIX's")
def test_a_file_name_that_is_not_utf8_is_written_escaped_not_a_traceback(
        tmp_path: Path) -> None:
    """``director replay`` on a file whose name is not UTF-8, the terminal strict
    UTF-8 (a desktop's en_US.UTF-8): the name is written as its own bytes, as ``ls``
    writes it, not a UnicodeEncodeError."""
    name = os.fsencode(str(tmp_path)) + b"/hand\xff.phh"
    Path(os.fsdecode(name)).write_text(NT_TEXT, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "director", "replay", os.fsdecode(name)],
                         capture_output=True, timeout=120, cwd=ROOT,
                         env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"})
    assert b"Traceback" not in run.stderr, run.stderr
    assert run.returncode == 0
    assert run.stdout.startswith(name + b": matches the recorded finishing stacks")
