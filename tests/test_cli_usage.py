"""``python -m director`` given a command line it cannot read (an unknown option, a
missing value, a command mistyped) or asked for ``--help``: argparse's own words
("usage:", its error line, the headings of the help) and each option's help are in
the command line's language, as ``check``, ``replay`` and ``stations`` answer; exit
status 2 for a usage error (0 for the help), never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH, HUNGARIAN = "en_GB.UTF-8", "hu_HU.UTF-8"


def director(tmp_path: Path, lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANG": lang, "LC_ALL": "", "LC_MESSAGES": "",
           "DIRECTOR_DB": str(tmp_path / "never-made.sqlite3"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run([sys.executable, "-m", "director", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def refused(tmp_path: Path, lang: str, *args: str) -> str:
    run = director(tmp_path, lang, *args)
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stdout == "" and "Traceback" not in run.stderr, run.stdout + run.stderr
    return run.stderr


@pytest.mark.parametrize(("args", "lang", "lines"), [
    (["--bogus"], ENGLISH, ["usage: director [-h] [--db PATH]",
                            "director: error: unrecognized arguments: --bogus"]),
    (["--bogus"], HUNGARIAN, ["használat: director [-h] [--db ÚTVONAL]",
                              "director: hiba: ismeretlen argumentumok: --bogus"]),
    (["replay"], ENGLISH, ["usage: director replay [-h] [--json] PATH [PATH ...]",
                           "director replay: error: the following arguments are required: "
                           "PATH"]),
    (["replay"], HUNGARIAN, ["használat: director replay [-h] [--json] ÚTVONAL [ÚTVONAL ...]",
                             "director replay: hiba: add meg ezeket is: ÚTVONAL"]),
    (["chekc"], ENGLISH, ["director: error: argument COMMAND: invalid choice: 'chekc' "
                          "(choose from 'check', 'restore-backup', 'stations', 'replay')"]),
    (["chekc"], HUNGARIAN, ["director: hiba: PARANCS: nincs ilyen választás: 'chekc' (ezek "
                            "közül választhatsz: 'check', 'restore-backup', 'stations', "
                            "'replay')"]),
    (["check", "--db"], ENGLISH, ["director check: error: argument --db: expected one argument"]),
    (["check", "--db"], HUNGARIAN, ["director check: hiba: --db: adj meg utána egy értéket"]),
    (["--role", "dealer", "--table"], HUNGARIAN,
     ["director: hiba: --table: adj meg utána egy értéket"]),
    (["replay", "--json=yes", "a.phh"], HUNGARIAN,
     ["director replay: hiba: --json: nem kér értéket, ezt hagyd el: 'yes'"]),
    (["--role", "dealer"], HUNGARIAN,
     ["director: hiba: Az osztói állomás megnevezi az asztalát: --role dealer --table N"]),
    (["--role", "dealer"], ENGLISH,
     ["director: error: A dealer station names its table: --role dealer --table N"]),
    (["--event", "Friday Deepstack", "--table", "5"], ENGLISH,
     ["director: error: --table and --event name a dealer station's table: give --role "
      "dealer too"]),
    (["--role", "display", "--table", "5"], HUNGARIAN,
     ["director: hiba: A --table és az --event az osztói állomás asztalához tartozik: add meg "
      "a --role dealer kapcsolót is"]),
    (["stations", "dealer", "table_one"], ENGLISH,
     ["usage: director stations [-h] [--db URL]",
      "director stations: error: Give the station's login (and a dealer's table): director "
      "stations [dealer LOGIN TABLE | display LOGIN | remove LOGIN]"]),
    (["stations", "dealer", "table_one"], HUNGARIAN,
     ["használat: director stations [-h] [--db CÍM]",
      "director stations: hiba: Add meg az állomás bejelentkezési nevét (és az osztói "
      "állomás asztalát): director stations [dealer LOGIN ASZTAL | display LOGIN | remove LOGIN]"]),
])
def test_a_command_line_that_cannot_be_read_is_refused_in_its_language(
        tmp_path: Path, args: list[str], lang: str, lines: list[str]) -> None:
    said = refused(tmp_path, lang, *args)
    for line in lines:
        assert line in said.splitlines() or any(
            s.startswith(line) for s in said.splitlines()), said
    if lang == HUNGARIAN:
        assert "usage:" not in said and "error:" not in said and "argument " not in said, said
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("args", "lang", "words"), [
    (["--help"], ENGLISH, ["usage: director [-h]", "Poker Director: run live poker.",
                           "options:", "  -h, --help", "show this help message and exit",
                           "the database file (or an SQLAlchemy URL)", "commands:"]),
    (["--help"], HUNGARIAN, ["használat: director [-h]", "Poker Director: élő póker vezetése.",
                             "kapcsolók:", "  -h, --help", "megmutatja ezt a súgót, és kilép",
                             "az adatbázisfájl (vagy egy SQLAlchemy-cím)", "parancsok:",
                             "megnyitja az adatbázist: épségellenőrzés"]),
    (["stations", "-h"], HUNGARIAN, ["használat: director stations [-h] [--db CÍM]",
                                     "argumentumok:", "az állomás bejelentkezési neve",
                                     "(psql: \\password LOGIN)"]),
    (["replay", "--help"], ENGLISH, ["usage: director replay [-h] [--json] PATH [PATH ...]",
                                     "positional arguments:", ".phh or .phhs files",
                                     "print one JSON object per hand"]),
])
def test_the_help_is_in_the_language_of_the_command_line(
        tmp_path: Path, args: list[str], lang: str, words: list[str]) -> None:
    run = director(tmp_path, lang, *args)
    assert run.returncode == 0 and run.stderr == "", run.stdout + run.stderr
    for word in words:
        assert word in run.stdout, run.stdout
    if lang == HUNGARIAN:
        assert "usage" not in run.stdout and "show this help" not in run.stdout, run.stdout


def test_argparse_words_are_argparse_own_and_say_the_same_in_english() -> None:
    """Each English line the parser translates is argparse's own template (a Python
    whose argparse words them otherwise shows the new words in English, and this test
    says which); rendered in English it reads as argparse wrote it, in Hungarian not."""
    import argparse
    import inspect
    import re
    import warnings

    from director.cli_parser import ARGPARSE_LINES, ARGPARSE_WORDS, Words, build

    source = inspect.getsource(argparse)
    for template in [*ARGPARSE_WORDS, *(line[0] for line in ARGPARSE_LINES)]:
        assert f"'{template}'" in source, template
    english, hungarian = build(Words("en")), build(Words("hu"))
    values = {"argument_name": "--db", "message": "expected one argument"}
    for template, _, names in ARGPARSE_LINES:
        line = re.sub(r"%\((\w+)\)[sr]", lambda m: values.get(m[1], "'x'"), template)
        count = "2" if template.endswith("arguments") else "1"
        line = line.replace("%s", count if names == ("count",) else "--x")
        line = line.replace("%r", "'x'")
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert english.argparse_line(line) == line
            said = hungarian.argparse_line(line)
        assert said != line and not re.search(r"\b(argument|expected|invalid)\b", said), said


def test_every_command_has_its_help_in_both_languages() -> None:
    import warnings

    from director.cli_parser import Words, build

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a message missing from a catalogue warns
        for language in ("en", "hu"):
            parser = build(Words(language))
            for said in (parser, *parser.commands.values()):
                assert "cli-" not in said.format_help(), said.format_help()
