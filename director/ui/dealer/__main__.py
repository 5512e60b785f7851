"""``python -m director.ui.dealer [GAME | --scenario FILE | --choose] [--training]``:
the dealer panel alone on a practice table (issue 30). GAME is a key of
``USUAL_GAMES`` (holdem, omaha, omaha-hilo, pineapple, stud, stud-hilo, razz,
draw, guts-monte-carlo, guts-survivor: six seats of 10,000 at its usual level);
``--scenario FILE`` deals a scenario file (``director/services/practice/scenario.py``:
game, limit, level, seats, stacks, button, cards) or a shipped example by name
(``resources/scenarios``); ``--choose`` opens the scenario dialog first, and
Ctrl+O opens it at any time. ``--training`` opens the training mode (on the
scenario's table when one is given)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QWidget

from director.services.practice.scenario import (
    Scenario,
    ScenarioError,
    read_scenario,
    shipped_scenarios,
    usual_scenario,
)
from director.services.training import JsonScoreHistory, TrainingSession
from director.ui.common.director_widgets import fit_to_screen
from director.ui.practice.practice_window import PracticeWindow
from director.ui.practice.training_view import TrainingView
from director.ui.shell.app import create_application


def scenario_of(args: list[str]) -> Scenario:
    """The scenario the command line names: ``--scenario FILE`` (or a shipped
    example's name), else a game's usual table."""
    if "--scenario" in args:
        at = args.index("--scenario")
        name = args[at + 1] if at + 1 < len(args) else ""
        shipped = shipped_scenarios()
        return read_scenario(shipped[name] if name in shipped else Path(name))
    games = [a for a in args if not a.startswith("--")]
    return usual_scenario(games[0] if games else "holdem")


def main(argv: list[str]) -> int:
    app, _settings = create_application(argv)
    try:
        scenario = scenario_of(argv[1:])
    except ScenarioError as exc:
        print(exc, file=sys.stderr)
        return 2
    widget: QWidget
    if "--training" in argv:
        widget = TrainingView(TrainingSession(random.Random(), "all", history=JsonScoreHistory(),
                                              scenario=scenario if "--scenario" in argv
                                              else None))
    else:
        window = PracticeWindow(scenario)
        if "--choose" in argv:
            window.open_dialog()
        widget = window
    widget.setWindowTitle("Poker Director — dealer assist")
    fit_to_screen(widget, 1366, 768)
    widget.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
