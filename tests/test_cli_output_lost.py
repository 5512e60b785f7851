"""The ``director`` command whose own output cannot be written: its answer sent to a
full disk (``> /dev/full``) or into a pipe its reader closed (``| head -n 1``). A
command that cannot say its result says so on the error stream, in the command
line's language, with what to do; never a traceback. Before, ``director replay``
and ``director check`` ended in ``OSError: [Errno 28]`` and ``BrokenPipeError``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from director.store.db import open_database

ROOT = Path(__file__).resolve().parents[1]
HANDS = sorted((ROOT / "tests" / "data" / "phh" / "wsop-2023").glob("*.phh"))[:40]
FULL = Path("/dev/full")
needs_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")


def _director(args: list[str], stdout: object, language: str = "en_US.UTF-8",
              ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LC_ALL": language, "LANG": language}
    return subprocess.run([sys.executable, "-m", "director", *args], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=120, cwd=ROOT, env=env)


@needs_full
@pytest.mark.parametrize("json_lines", [False, True])
def test_replay_to_a_full_disk_says_the_output_was_not_written(json_lines: bool) -> None:
    with FULL.open("w") as full:
        done = _director(["replay", *(["--json"] if json_lines else []), str(HANDS[0])], full)
    assert "Traceback" not in done.stderr, done.stderr
    assert "The answer could not be written" in done.stderr
    assert "No space left on device" in done.stderr
    assert "Free some disk space" in done.stderr
    assert done.returncode == 1


@needs_full
def test_check_to_a_full_disk_is_said_in_hungarian_and_the_database_is_kept(
        tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    before = path.read_bytes()
    with FULL.open("w") as full:
        done = _director(["--db", str(path), "check"], full, language="hu_HU.UTF-8")
    assert "Traceback" not in done.stderr, done.stderr
    assert "A választ nem sikerült kiírni" in done.stderr
    assert "Szabadíts fel" in done.stderr
    assert done.returncode == 1
    assert path.read_bytes() == before
    assert open_database(path, create=False).where  # opens again: nothing left locked


@pytest.mark.parametrize("args", [["check"], ["replay", str(HANDS[0])]])
def test_a_command_started_with_its_output_closed_says_so_on_the_error_stream(
        tmp_path: Path, args: list[str]) -> None:
    """``director check >&-``: Python has no standard output at all then; the command
    ended in ``AttributeError: 'NoneType' object has no attribute 'write'``. It says the
    output is closed, exit status 1, and the database is kept as it was."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    before = path.read_bytes()
    env = {**os.environ, "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "director", "--db", str(path), *args],
                          stderr=subprocess.PIPE, text=True, timeout=120, cwd=ROOT, env=env,
                          preexec_fn=lambda: os.close(1))  # as a shell's ``>&-``
    assert "Traceback" not in done.stderr, done.stderr
    assert "the standard output is closed" in done.stderr
    assert done.returncode == 1
    assert path.read_bytes() == before


def test_replay_into_a_pipe_closed_by_its_reader_ends_quietly() -> None:
    """``director replay *.phh | head -n 1``: the reader has what it wanted; the
    replay stops without a word (as ``ls`` and ``cat`` do), not with a traceback."""
    env = {**os.environ, "LC_ALL": "en_US.UTF-8"}
    with subprocess.Popen([sys.executable, "-m", "director", "replay", *map(str, HANDS)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                          env=env) as reader:
        assert reader.stdout is not None and reader.stderr is not None
        first = reader.stdout.readline()
        reader.stdout.close()
        errors = reader.stderr.read().decode()
        code = reader.wait(timeout=120)
    assert b"matches the recorded finishing stacks" in first
    assert errors == ""
    assert code == 1


def _closed_pipe() -> int:
    """The writing end of a pipe whose reader has gone (``| head -n 1`` done reading)."""
    reader, writer = os.pipe()
    os.close(reader)
    return writer


_HELP_LINES = {
    "director": ["--help"],
    "dealer panel": ["-m", "director.ui.dealer", "--help"],
}


def _run(args: list[str], language: str = "en_US.UTF-8", **streams: object,
         ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LC_ALL": language, "LANG": language}
    if args[:1] != ["-m"]:
        args = ["-m", "director", *args]
    return subprocess.run([sys.executable, *args], text=True, timeout=120, cwd=ROOT,
                          env=env, **streams)


@needs_full
@pytest.mark.parametrize("command", sorted(_HELP_LINES))
@pytest.mark.parametrize(("language", "said"), [
    ("en_US.UTF-8", "The answer could not be written (No space left on device). Free some"),
    ("hu_HU.UTF-8", "A választ nem sikerült kiírni"),
])
def test_help_to_a_full_disk_says_it_was_not_written(command: str, language: str,
                                                     said: str) -> None:
    """``director --help > /dev/full``: before, the help was lost with exit status 0, as
    if it had been shown. Now status 1 and the same words as any other command's."""
    with FULL.open("w") as full:
        done = _run(_HELP_LINES[command], language, stdout=full, stderr=subprocess.PIPE)
    assert "Traceback" not in done.stderr, done.stderr
    assert said in done.stderr
    assert done.returncode == 1


def test_help_into_a_closed_pipe_ends_quietly() -> None:
    writer = _closed_pipe()
    try:
        done = _run(["--help"], stdout=writer, stderr=subprocess.PIPE)
    finally:
        os.close(writer)
    assert done.stderr == ""
    assert done.returncode == 1


@needs_full
@pytest.mark.parametrize("args", [["--no-such-option"], ["replay"], ["--role", "dealer"]])
def test_a_usage_error_that_cannot_be_written_ends_with_status_1(args: list[str]) -> None:
    """A usage error (argparse's own, or the command's: a dealer's station without its
    table) said to an error stream that cannot take it, a full disk or a closed pipe:
    status 1 as for any answer lost, nothing on the standard output, no traceback
    anywhere it could go."""
    with FULL.open("w") as full:
        done = _run(args, stdout=subprocess.PIPE, stderr=full)
    assert (done.returncode, done.stdout) == (1, "")
    writer = _closed_pipe()
    try:
        done = _run(args, stdout=subprocess.PIPE, stderr=writer)
    finally:
        os.close(writer)
    assert (done.returncode, done.stdout) == (1, "")
