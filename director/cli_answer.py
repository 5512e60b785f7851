"""The command line's answer: where a command writes it (``Answer``), the language it
is said in, and an answer that cannot be written.

Apart from ``cli_parser`` so that ``director replay`` reaches its work without
importing ``argparse`` and its translations (issue 33: a process replaying files spends
most of its time starting); the parser says its help and usage through them.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Mapping
from contextlib import suppress
from typing import Any, Protocol, TextIO


class OutputLost(Exception):
    """An answer could not be written (``> /dev/full``, ``| head``): the help, a usage
    error, a command's answer (``Answer``)."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(cause)
        self.cause = cause


def output_lost(cause: OSError, stream: Any = None) -> int:
    """A command whose answer cannot be written stops with status 1: into a pipe its
    reader closed (``director replay *.phh | head -n 1``) quietly, as ``cat`` does;
    on a full disk with a message on the error stream saying what to do. The stream
    that failed (the standard output unless named) is then pointed at the null
    device, so that the interpreter's last flush at exit finds nowhere to fail."""
    from director.engine.messages import msg, render

    to_nowhere(stream)
    if not isinstance(cause, BrokenPipeError):
        said = render(msg("cli-output-closed") if cause.errno == errno.EBADF else
                      msg("cli-output-lost", text=cause.strerror or str(cause)), cli_language())
        with suppress(OSError, AttributeError):  # no error stream either (``2>&-``)
            sys.stderr.write(f"{said}\n")
            sys.stderr.flush()
    return 1


#: The exit status of a command stopped with Ctrl+C (128 + SIGINT, as a shell says it).
INTERRUPTED = 130


def interrupted() -> int:
    """A command stopped with Ctrl+C: said in a line on the error stream, in the
    command line's language, not as Python's traceback; exit status 130. Each change
    to the database is one transaction, and a restore renames the backup into place in
    one step, so what was stopped is either done or not begun."""
    from director.engine.messages import msg, render

    with suppress(OSError, ValueError, AttributeError):  # no error stream (``2>&-``)
        sys.stderr.write(f"{render(msg('cli-interrupted'), cli_language())}\n")
        sys.stderr.flush()
    return INTERRUPTED


def to_nowhere(stream: Any = None) -> None:
    """The stream (the standard output unless named) pointed at the null device: an
    answer that could not be written fails no more at the interpreter's last flush."""
    with suppress(OSError, ValueError, AttributeError):
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, (sys.stdout if stream is None else stream).fileno())
        os.close(nowhere)


def said_instead(line: str) -> None:
    """``line``, a command's answer its standard output could not take, on the error
    stream (nothing more when that is closed too)."""
    to_nowhere()
    with suppress(OSError, ValueError, AttributeError):
        sys.stderr.write(line)
        sys.stderr.flush()


def cli_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the command line answers in: Hungarian when the locale the
    environment names (``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first set) is."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            return "hu" if value.lower().startswith("hu") else "en"
    return "en"


class Writes(Protocol):
    """Where a command writes its answer: the standard output, a test's ``StringIO``."""

    def write(self, text: str, /) -> int: ...


class Answer:
    """The standard output as the commands write to it: a write that fails is an
    ``OutputLost``, told apart from the command's own work failing (a file it cannot
    read is said in the answer)."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream  # None: started with the standard output closed (``>&-``)

    def write(self, text: str, /) -> int:
        try:
            return _open(self.stream).write(text)
        except OSError as exc:
            raise OutputLost(exc) from None

    def flush(self) -> None:
        """What was written, sent on (nothing to send on a closed standard output:
        a write there has failed already, or the answer went elsewhere)."""
        if self.stream is None:
            return
        try:
            self.stream.flush()
        except OSError as exc:
            raise OutputLost(exc) from None


def _open(stream: TextIO | None) -> TextIO:
    if stream is None:
        raise OSError(errno.EBADF, "the standard output is closed")
    return stream
