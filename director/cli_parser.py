"""The ``director`` command line's parser, in the command line's language.

argparse writes its own words ("usage:", the help's headings, its error lines) in
English through ``gettext``. Here they come from the Fluent catalogues
(``resources/messages/*/cli.ftl``) as the command line's other words do, without
touching the ``argparse`` module: ``Parser`` takes its headings, its ``-h`` and its
usage prefix from the catalogue, and its ``error`` says argparse's error lines in
the user's language (``ARGPARSE_LINES``: argparse's English templates, each with its
message; a line no template matches is shown as argparse wrote it).

``python -m director.ui.dealer`` builds its own parser of this class (``Builder``) and
reads it with the same ``parse``; ``cli_answer.cli_language`` is the language of both.

Fluent is not loaded on the program's start (tests/test_startup_imports.py): the
command line is read first by a parser whose words are message ids. Only when that
parser has something to say (``--help``, a usage error) is the same parser built
again with its words rendered, and it says it (``parse``).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, NoReturn

from director.cli_answer import output_lost
from director.engine.messages import Message, msg

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

#: argparse's own words (Python 3.11's ``argparse``, each as it is written there),
#: with the message that says it and the names of that message's arguments in the
#: order of the template's placeholders.
ARGPARSE_WORDS: dict[str, str] = {
    "usage: ": "cli-argparse-usage",
    "positional arguments": "cli-argparse-positionals",
    "options": "cli-argparse-options",
    "show this help message and exit": "cli-argparse-help",
}
ARGPARSE_LINES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("argument %(argument_name)s: %(message)s", "cli-argparse-argument", ("name", "text")),
    ("unrecognized arguments: %s", "cli-argparse-unrecognized", ("text",)),
    ("the following arguments are required: %s", "cli-argparse-required", ("text",)),
    ("invalid choice: %(value)r (choose from %(choices)s)", "cli-argparse-invalid-choice",
     ("value_text", "choices_text")),
    ("invalid %(type)s value: %(value)r", "cli-argparse-invalid-value",
     ("type_name", "value_text")),
    ("expected one argument", "cli-argparse-expected-one", ()),
    ("expected at most one argument", "cli-argparse-expected-at-most-one", ()),
    ("expected at least one argument", "cli-argparse-expected-at-least-one", ()),
    ("expected %s argument", "cli-argparse-expected-count", ("count",)),
    ("expected %s arguments", "cli-argparse-expected-count", ("count",)),
    ("ignored explicit argument %r", "cli-argparse-ignored-value", ("value_text",)),
    ("ambiguous option: %(option)s could match %(matches)s", "cli-argparse-ambiguous",
     ("option_text", "matches_text")),
    ("not allowed with argument %s", "cli-argparse-not-allowed", ("text",)),
    ("one of the arguments %s is required", "cli-argparse-one-required", ("text",)),
)
#: The placeholder of the line's last argument takes the rest of it; the others as
#: little as they can.
_PLACEHOLDER = re.compile(r"%(?:\([a-z_]+\))?[sr]")


class Words:
    """What a parser says: a message's id, as the ids' parser keeps it (``said``
    False), or its words in a language (True)."""

    def __init__(self, language: str | None) -> None:
        self.language = language
        self.said = language is not None

    def __call__(self, message_id: str) -> str:
        return self.of(msg(message_id))

    def help(self, message_id: str) -> str:
        """An option's help (argparse reads a ``%`` in it as a placeholder)."""
        return self(message_id).replace("%", "%%")

    def of(self, message: Message) -> str:
        if self.language is None:
            return message.id
        from director.engine.messages import render

        return render(message, self.language)


class Retell(Exception):
    """The ids' parser has something to say (the help, a usage error): ``parse``
    builds the parser again in words, and that one says it."""


class Formatter(argparse.HelpFormatter):
    """The help and usage, "usage: " in the parser's language."""

    def __init__(self, prog: str, usage_prefix: str) -> None:
        super().__init__(prog)
        self.usage_prefix = usage_prefix

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[Any], prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, self.usage_prefix if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose words are ``words``' (each command's parser
    too: ``add_subparsers`` makes them of this class, with the same words)."""

    def __init__(self, *, words: Words, add_help: bool = True, **kwargs: Any) -> None:
        self.words = words
        self.commands: dict[str, Parser] = {}
        usage = words(ARGPARSE_WORDS["usage: "]).strip() + " "
        kwargs["formatter_class"] = lambda prog: Formatter(prog, usage)
        super().__init__(add_help=False, **kwargs)
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=words.help(ARGPARSE_WORDS["show this help message and exit"]))

    def add_argument_group(self, *args: Any, **kwargs: Any) -> Any:
        """A group; argparse's own headings ("options") in the parser's language."""
        title = kwargs.pop("title", args[0] if args else None)
        if title in ARGPARSE_WORDS:
            title = self.words(ARGPARSE_WORDS[title])
        return super().add_argument_group(title, *args[1:], **kwargs)

    def add_command(self, commands: Any, name: str, **kwargs: Any) -> Parser:
        """``commands.add_parser(name)``, with this parser's words."""
        command: Parser = commands.add_parser(name, words=self.words, **kwargs)
        self.commands[name] = command
        return command

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        if not self.words.said:
            raise Retell
        super().print_help(file)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """Where argparse writes the help, the usage and its error lines. argparse
        lets a failed write pass as if it had been said (``director --help >
        /dev/full`` ended with status 0); here it ends the command as a lost answer
        does (``output_lost``: status 1)."""
        if not message:
            return
        stream: Any = sys.stderr if file is None else file
        try:
            stream.write(message)
            stream.flush()
        except OSError as exc:
            sys.exit(output_lost(exc, stream))

    def error(self, message: str) -> NoReturn:
        """argparse's error line (``message``, its English) in the parser's
        language: the usage, then ``director: error: ...``, exit status 2."""
        if not self.words.said:
            raise Retell
        self.refuse(self.argparse_line(message))

    def refuse(self, said: str) -> NoReturn:
        """The usage, then ``said`` as a usage error of this command, exit status 2."""
        self.print_usage(sys.stderr)
        line = self.words.of(msg("cli-argparse-error", name=self.prog, text=said))
        self.exit(2, f"{line}\n")

    def argparse_line(self, english: str) -> str:
        """One of argparse's English lines in the parser's language (as it is when
        no template of ``ARGPARSE_LINES`` matches it)."""
        for template, message_id, names in ARGPARSE_LINES:
            found = _matcher(template).fullmatch(english)
            if found is None:
                continue
            values: list[Any] = list(found.groups())
            if message_id == "cli-argparse-argument":
                values[1] = self.argparse_line(values[1])
            if names == ("count",):
                if not values[0].isdigit():
                    continue
                values[0] = int(values[0])
            return self.words.of(msg(message_id, **dict(zip(names, values, strict=True))))
        return english


@cache
def _matcher(template: str) -> re.Pattern[str]:
    pieces = _PLACEHOLDER.split(template)
    count = len(pieces) - 1
    pattern = "".join(re.escape(piece) + ("" if n == count else
                                           "(.*)" if n == count - 1 else "(.*?)")
                      for n, piece in enumerate(pieces))
    return re.compile(pattern, re.DOTALL)


def build(words: Words) -> Parser:
    """The ``director`` command line (its words: message ids, or rendered)."""
    parser = Parser(prog="director", description=words("cli-help-description"), words=words)
    path = words("cli-metavar-path")
    parser.add_argument("--db", metavar=path, help=words.help("cli-help-db"))
    parser.add_argument("--role", choices=("director", "dealer", "display"), default=None,
                        help=words.help("cli-help-role"))
    parser.add_argument("--table", metavar="N", help=words.help("cli-help-table"))
    parser.add_argument("--event", metavar=words("cli-metavar-event"),
                        help=words.help("cli-help-event"))
    # --db also after a command that opens the database (``director check --db X``, as
    # before it): a parent parser whose default leaves the value given before alone.
    db_after = Parser(add_help=False, words=words)
    db_after.add_argument("--db", metavar=path, default=argparse.SUPPRESS,
                          help=words.help("cli-help-db-after"))
    commands = parser.add_subparsers(dest="command", title=words("cli-help-commands"),
                                     metavar=words("cli-metavar-command"))
    ck = parser.add_command(commands, "check", parents=[db_after],
                            help=words.help("cli-help-check"),
                            description=words("cli-help-check-description"))
    ck.add_argument("--as-it-is", action="store_true", help=words.help("cli-help-as-it-is"))
    rb = parser.add_command(commands, "restore-backup", parents=[db_after],
                            help=words.help("cli-help-restore"),
                            description=words("cli-help-restore-description"))
    rb.add_argument("backup", nargs="?", metavar=words("cli-metavar-backup"),
                    help=words.help("cli-help-backup"))
    st = parser.add_command(commands, "stations", help=words.help("cli-help-stations"),
                            description=words("cli-help-stations-description"))
    st.add_argument("--db", metavar=words("cli-metavar-url"), default=argparse.SUPPRESS,
                    help=words.help("cli-help-stations-db"))
    st.add_argument("action", nargs="?", default="list",
                    choices=("list", "dealer", "display", "remove"),
                    help=words.help("cli-help-stations-action"))
    st.add_argument("login", nargs="?", metavar="LOGIN", help=words.help("cli-help-stations-login"))
    st.add_argument("table", nargs="?", metavar=words("cli-metavar-table"),
                    help=words.help("cli-help-stations-table"))
    st.add_argument("--event", metavar=words("cli-metavar-event"),
                    help=words.help("cli-help-event"))
    rp = parser.add_command(commands, "replay", help=words.help("cli-help-replay"),
                            description=words("cli-help-replay-description"))
    rp.add_argument("paths", nargs="+", metavar=path, help=words.help("cli-help-replay-paths"))
    rp.add_argument("--json", action="store_true", help=words.help("cli-help-replay-json"))
    return parser


#: What builds a command line's parser from its words (``build``, or another
#: command's own: ``python -m director.ui.dealer``).
Builder = Callable[[Words], Parser]


def parse(args: Sequence[str], language: Callable[[], str], builder: Builder = build
          ) -> argparse.Namespace:
    """The command line read; the help, or a usage error (exit status 2), said in
    ``language()`` (asked only then)."""
    try:
        return builder(Words(None)).parse_args(args)
    except Retell:
        return builder(Words(language())).parse_args(args)


def refuse(command: str | None, message: Message, language: str, builder: Builder = build
           ) -> NoReturn:
    """A command line the parser read but the command cannot take (a dealer's
    station without its table): ``message`` as a usage error of ``command`` (None:
    the command itself), exit status 2."""
    parser = builder(Words(language))
    (parser if command is None else parser.commands[command]).refuse(
        parser.words.of(message))
