"""``python -m director.ui.dealer`` reads its own arguments as ``director`` does
(``director/cli_parser.py``): its help, argparse's words and a usage error in the
command line's language (``LANG``), exit status 2 for a line it cannot take (a game
it does not know among them), never a traceback and never a window for it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH, HUNGARIAN = "en_GB.UTF-8", "hu_HU.UTF-8"


def dealer(tmp_path: Path, lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANG": lang, "LC_ALL": "", "LC_MESSAGES": "",
           "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run([sys.executable, "-m", "director.ui.dealer", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("lang", "words"), [
    (ENGLISH, ["usage: python -m director.ui.dealer [-h] [--scenario FILE]", "options:",
               "show this help message and exit", "the game of the usual table: holdem,",
               "open the training mode"]),
    (HUNGARIAN, ["használat: python -m director.ui.dealer [-h] [--scenario FÁJL]",
                 "kapcsolók:", "megmutatja ezt a súgót, és kilép",
                 "a szokásos asztal játéka: holdem,", "a gyakorló módot nyitja meg"]),
])
def test_the_help_is_in_the_language_of_the_command_line(
        tmp_path: Path, lang: str, words: list[str]) -> None:
    run = dealer(tmp_path, lang, "--help")
    assert run.returncode == 0 and run.stderr == "", run.stdout + run.stderr
    for word in words:
        assert word in run.stdout, run.stdout
    if lang == HUNGARIAN:
        assert "usage" not in run.stdout and "show this help" not in run.stdout, run.stdout


@pytest.mark.parametrize(("args", "lang", "line"), [
    (["--bogus"], ENGLISH, "python -m director.ui.dealer: error: unrecognized arguments: --bogus"),
    (["--bogus"], HUNGARIAN,
     "python -m director.ui.dealer: hiba: ismeretlen argumentumok: --bogus"),
    (["--scenario"], HUNGARIAN,
     "python -m director.ui.dealer: hiba: --scenario: adj meg utána egy értéket"),
    (["canasta"], ENGLISH,
     "python -m director.ui.dealer: error: There is no game called “canasta”: use one of holdem,"),
    (["canasta"], HUNGARIAN,
     "python -m director.ui.dealer: hiba: Nincs „canasta” nevű játék; ezek közül választhatsz: "
     "holdem,"),
])
def test_a_line_it_cannot_take_is_refused_in_its_language(
        tmp_path: Path, args: list[str], lang: str, line: str) -> None:
    run = dealer(tmp_path, lang, *args)
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stdout == "" and "Traceback" not in run.stderr, run.stderr
    assert any(said.startswith(line) for said in run.stderr.splitlines()), run.stderr
    if lang == HUNGARIAN:
        assert "usage:" not in run.stderr and "error:" not in run.stderr, run.stderr
