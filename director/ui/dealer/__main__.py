"""``python -m director.ui.dealer [GAME | --scenario FILE | --choose] [--training]``:
the dealer panel alone on a practice table (issue 30). GAME is a key of
``USUAL_GAMES`` (holdem, omaha, omaha-hilo, pineapple, stud, stud-hilo, razz,
draw, guts-monte-carlo, guts-survivor: six seats of 10,000 at its usual level);
``--scenario FILE`` deals a scenario file (``director/services/practice/scenario.py``:
game, limit, level, seats, stacks, button, cards) or a shipped example by name
(``resources/scenarios``); ``--choose`` opens the scenario dialog first, and
Ctrl+O opens it at any time. ``--training`` opens the training mode (on the
scenario's table when one is given). The line is read as ``director``'s is
(``director.cli_parser``): ``--help`` and a usage error (exit status 2, no window) in
the command line's language."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from director.cli_answer import cli_language
from director.cli_parser import Parser, Words, parse, refuse
from director.engine.messages import msg
from director.services.tables.table_game import USUAL_GAMES

if TYPE_CHECKING:
    from director.services.practice.scenario import Scenario

# The scenarios, the services and the windows are imported where they are needed, not
# for ``--help`` or a usage error (1.5 s of processor time each before, issue 33).

PROG = "python -m director.ui.dealer"


def build(words: Words) -> Parser:
    """This command's line, in the command line's language as ``director``'s
    (``director.cli_parser``: argparse's own words and each option's help from
    ``cli.ftl``)."""
    parser = Parser(prog=PROG, description=words("cli-dealer-description"), words=words)
    names = ", ".join(USUAL_GAMES)
    parser.add_argument("game", nargs="?", default="holdem", metavar=words("cli-metavar-game"),
                        help=words.of(msg("cli-help-dealer-game", names=names))
                        .replace("%", "%%"))
    parser.add_argument("--scenario", metavar=words("cli-metavar-file"),
                        help=words.help("cli-help-dealer-scenario"))
    parser.add_argument("--choose", action="store_true", help=words.help("cli-help-dealer-choose"))
    parser.add_argument("--training", action="store_true",
                        help=words.help("cli-help-dealer-training"))
    return parser


def command_line(args: Sequence[str]) -> argparse.Namespace:
    """The arguments read; the help, or a usage error (exit status 2), in the command
    line's language (``cli_language``)."""
    return parse(args, cli_language, build)


def scenario_of(args: list[str]) -> Scenario:
    """The scenario the command line names: ``--scenario FILE`` (or a shipped
    example's name), else a game's usual table."""
    return scenario_from(command_line(args))


def scenario_from(options: argparse.Namespace) -> Scenario:
    from director.services.practice.scenario import (
        read_scenario,
        shipped_scenarios,
        usual_scenario,
    )

    if options.scenario is not None:
        shipped = shipped_scenarios()
        name = options.scenario
        return read_scenario(shipped[name] if name in shipped else Path(name))
    return usual_scenario(options.game)


def main(argv: list[str]) -> int:
    options = command_line(argv[1:])  # --help and a usage error need no window
    from PySide6.QtWidgets import QWidget

    from director.services.practice.scenario import ScenarioError
    from director.services.training import JsonScoreHistory, TrainingSession
    from director.ui.common.director_widgets import fit_to_screen
    from director.ui.practice.practice_window import PracticeWindow
    from director.ui.practice.training_view import TrainingView
    from director.ui.shell.app import create_application

    try:
        scenario = scenario_from(options)
    except ScenarioError as exc:  # a usage error too, in the same language
        refuse(None, exc.message, cli_language(), build)
    app, _settings = create_application(argv)
    widget: QWidget
    if options.training:
        widget = TrainingView(TrainingSession(random.Random(), "all", history=JsonScoreHistory(),
                                              scenario=scenario if options.scenario is not None
                                              else None))
    else:
        window = PracticeWindow(scenario)
        if options.choose:
            window.open_dialog()
        widget = window
    widget.setWindowTitle("Poker Director — dealer assist")
    fit_to_screen(widget, 1366, 768)
    widget.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
