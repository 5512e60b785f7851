"""Replaying the WSOP 2023 hand histories through the engine, and ``director replay``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from director.cli import main
from director.engine.phh import load_phh
from director.engine.phh.replay import replay_history
from tests.engine.wsop_data import MISSING, WSOP, wsop_files

SUPPORTED = {"NT", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR"}


def _variant(path: Path) -> str:
    match = re.search(r"^variant\s*=\s*'([^']*)'", path.read_text(), re.MULTILINE)
    return match.group(1) if match else ""


# A missing data directory leaves MISSING in the list: the tests reading it fail.
FILES = [p for p in wsop_files() if p == MISSING or _variant(p) in SUPPORTED]
NT_FILE = WSOP / "wsop_2023_43_5_1_00_02_07.phh"


def test_every_supported_variant_is_present() -> None:
    assert {_variant(p) for p in FILES} == SUPPORTED
    assert len(FILES) == 83


def _file_id(path: Path) -> str:
    return f"{_variant(path)}-{path.stem}" if path.exists() else path.name


@pytest.mark.parametrize("path", FILES, ids=_file_id)
def test_wsop_hand_replays_to_recorded_finishing_stacks(path: Path) -> None:
    history = load_phh(path)
    result = replay_history(history, path.name)
    assert result.complete
    assert history.finishing_stacks is not None
    assert result.finishing_stacks == list(history.finishing_stacks)
    assert result.matches is True
    assert result.state.chips_in_play() == sum(history.starting_stacks)


# ----------------------------------------------------------------------- the CLI


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["replay", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_prints_per_file_results(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in FILES[:3]]
    code, out, _ = _run(capsys, *paths)
    assert code == 0
    for path in paths:
        assert path in out
    assert out.count("matches the recorded finishing stacks") == 3
    assert "finishing stacks: 7340000, 3775000, 5110000, 8935000, 4545000" in _run(
        capsys, str(NT_FILE))[1]


def test_cli_json_objects_per_hand(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in FILES[:5]]
    code, out, _ = _run(capsys, "--json", *paths)
    assert code == 0
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(records) == 5
    for path, record in zip(paths, records, strict=True):
        assert set(record) >= {"file", "finishing_stacks", "matches", "error", "complete"}
        assert record["file"] == path
        assert record["matches"] is True
        assert record["error"] is None
        assert record["complete"] is True
        assert list(load_phh(path).finishing_stacks or ()) == record["finishing_stacks"]


def test_cli_all_supported_files_exit_zero(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--json", *[str(p) for p in FILES])
    assert code == 0
    assert all(json.loads(line)["matches"] is True for line in out.splitlines())


def test_cli_mismatch_gives_non_zero_exit(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    text = NT_FILE.read_text()
    wrong = text.replace("finishing_stacks = [7340000, 3775000,",
                         "finishing_stacks = [7340001, 3774999,")
    assert wrong != text
    path = tmp_path / "wrong.phh"
    path.write_text(wrong)
    code, out, _ = _run(capsys, str(path))
    assert code != 0
    assert "DOES NOT MATCH" in out
    code, out, _ = _run(capsys, "--json", str(path))
    assert code != 0
    record = json.loads(out)
    assert record["matches"] is False and record["error"] is None
    assert record["finishing_stacks"] == [7340000, 3775000, 5110000, 8935000, 4545000]


def test_cli_illegal_action_one_line_error(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    text = NT_FILE.read_text()
    bad = text.replace("'p4 cbr 170000'", "'p4 cbr 90000'")  # below the minimum raise
    assert bad != text
    path = tmp_path / "illegal.phh"
    path.write_text(bad)
    code, out, err = _run(capsys, str(path))
    assert code != 0
    assert "Traceback" not in out + err
    lines = out.strip().splitlines()
    assert len(lines) == 1
    line = lines[0]
    assert "illegal.phh" in line
    assert "action 7" in line and "p4 cbr 90000" in line
    assert "160000" in line  # why: the minimum raise
    code, out, _ = _run(capsys, "--json", str(path))
    record = json.loads(out)
    assert code != 0 and record["error"] and "\n" not in record["error"]


def test_cli_unreadable_file_one_line_error(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.phh"
    path.write_text("variant = 'NT'\nactions = ['d dh p1 7s4s'\n")
    code, out, err = _run(capsys, str(path))
    assert code != 0
    assert "Traceback" not in out + err
    lines = out.strip().splitlines()
    assert len(lines) == 1 and "broken.phh" in lines[0] and "ERROR" in lines[0]


def test_cli_fragment_is_incomplete_without_error(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    history_text = NT_FILE.read_text()
    cut = history_text.split(", 'd db JcTs2d'")[0] + "]\n"
    fragment = "\n".join(line for line in cut.splitlines() if "finishing_stacks" not in line)
    path = tmp_path / "fragment.phh"
    path.write_text(fragment + "\n")
    code, out, _ = _run(capsys, "--json", str(path))
    record = json.loads(out)
    assert record["complete"] is False
    assert record["error"] is None
    assert record["matches"] is None
    assert code == 0
    code, out, _ = _run(capsys, str(path))
    assert "fragment" in out and code == 0


@pytest.mark.parametrize("body", ["", "# the hands come later\n", "\n\n"])
def test_cli_a_phhs_without_hands_is_no_success(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str) -> None:
    """An empty .phhs (or comments only) printed nothing and exited 0, as if every hand
    had matched; it is one error line, exit status 1, and one JSON record."""
    path = tmp_path / "tonight.phhs"
    path.write_text(body)
    code, out, err = _run(capsys, str(path))
    assert code == 1 and "Traceback" not in out + err
    assert out == f"{path}: ERROR the file holds no hand (a .phhs lists its hands under " \
        "[1], [2], ...)\n"
    code, out, _ = _run(capsys, "--json", str(path))
    assert code == 1
    assert json.loads(out)["error"].startswith("the file holds no hand")


def test_cli_a_file_opening_with_a_byte_order_mark_replays(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hand saved by an editor that writes a UTF-8 byte-order mark first (Windows'
    Notepad) was refused as "Invalid statement (at line 1, column 1)"; it replays."""
    path = tmp_path / "notepad.phh"
    path.write_bytes(b"\xef\xbb\xbf" + NT_FILE.read_bytes())
    code, out, _ = _run(capsys, str(path))
    assert code == 0
    assert "matches the recorded finishing stacks" in out
    assert "finishing stacks: 7340000, 3775000, 5110000, 8935000, 4545000" in out


def test_cli_phhs_bulk_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    chosen = FILES[:3]
    body = "".join(f"[{n}]\n{p.read_text().strip()}\n\n" for n, p in enumerate(chosen, 1))
    path = tmp_path / "bulk.phhs"
    path.write_text(body)
    code, out, _ = _run(capsys, "--json", str(path))
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["file"] for r in records] == [f"{path} [{n}]" for n in (1, 2, 3)]
    for p, record in zip(chosen, records, strict=True):
        assert record["matches"] is True and record["complete"] is True
        assert record["finishing_stacks"] == list(load_phh(p).finishing_stacks or ())


def test_replaying_the_wsop_files_in_a_fresh_process_loads_no_tomllib() -> None:
    """The files others write are read by the simple-form reader; ``tomllib`` is the
    fallback for other TOML and is imported only then (issue 33: a process that
    replays 100 files spends most of its time importing). Every file still matches."""
    import subprocess
    import sys

    script = ("import sys\nfrom director.cli import main\n"
              "code = main(['replay', '--json', *sys.argv[1:]])\n"
              "print('tomllib' in sys.modules)\nsys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", script, *map(str, FILES)],
                          capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert all(json.loads(line)["matches"] is True for line in lines[:-1])
    assert len(lines) == len(FILES) + 1
    assert lines[-1] == "False"


def test_a_replay_process_writes_every_answer_and_says_a_mismatch_in_its_status(
        tmp_path: Path) -> None:
    """``python -m director replay`` ends at once when its answer is written (issue 33:
    ``cli.run`` skips the interpreter's teardown): every file's line still reaches the
    pipe, and the exit status still says that one file does not match its recorded
    finishing stacks (1), or that every one does (0). The replay imports neither
    ``argparse`` nor the command line's help (``cli_parser``)."""
    import subprocess
    import sys

    wrong = tmp_path / "wrong.phh"
    wrong.write_text(NT_FILE.read_text().replace("finishing_stacks = [7340000, 3775000,",
                                                 "finishing_stacks = [7340001, 3774999,"))
    root = Path(__file__).resolve().parents[2]
    for paths, status in (([*FILES, wrong], 1), (FILES, 0)):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "director", "replay",
                               "--json", *map(str, paths)], capture_output=True, text=True,
                              timeout=300, cwd=root)
        records = [json.loads(line) for line in done.stdout.splitlines()]
        assert done.returncode == status, done.stderr[-2000:]
        assert [r["file"] for r in records] == [str(p) for p in paths]
        assert [r["matches"] for r in records] == [True] * len(FILES) + [False] * status
        imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
        assert "director.engine.phh.replay" in imported
        assert not imported & {"argparse", "director.cli_parser"}


@pytest.mark.parametrize("args", [
    ["replay", "a.phh"], ["replay", "--json", "a.phh", "b.phhs"], ["replay", "a.phh", "--json"],
    ["replay", "a b.phh", ""], ["replay", "--json"], ["replay"], ["replay", "a", "--json", "b"],
    ["replay", "--js", "a"], ["replay", "-", "a"], ["replay", "--json", "--json", "a"],
    ["replay", "a", "-5"], ["--db", "x.db", "replay", "a"], ["check"], [], ["replay", "--help"],
])
def test_the_replay_command_line_is_read_as_the_parser_reads_it(
        args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``director replay`` reads its plain form without ``argparse`` (issue 33): the same
    paths and ``--json``; any other form is left to the parser, which reads or refuses it."""
    from director.cli_parser import parse
    from director.cli_replay import plain_replay

    plain = plain_replay(args)
    try:
        options = parse(args, lambda: "en")
    except SystemExit:
        assert plain is None  # the parser refuses it (or prints its help): so does main
        return
    if plain is not None:
        assert options.command == "replay" and (options.paths, options.json) == plain
    capsys.readouterr()
