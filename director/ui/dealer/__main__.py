"""``python -m director.ui.dealer [GAME]``: the dealer panel standalone on an
in-memory table (six seats), for trying it out. GAME is a key of
``USUAL_GAMES`` (holdem, omaha, omaha-hilo, pineapple, stud, stud-hilo, razz,
draw, guts-monte-carlo, guts-survivor); ``--training`` opens the training mode."""

from __future__ import annotations

import random
import sys

from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.training import JsonScoreHistory, TrainingSession
from director.ui.common.director_widgets import fit_to_screen
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.training_view import TrainingView
from director.ui.shell.app import create_application


def main(argv: list[str]) -> int:
    app, _settings = create_application(argv)
    args = [a for a in argv[1:] if not a.startswith("--")]
    if "--training" in argv:
        widget: DealerPanel | TrainingView = TrainingView(
            TrainingSession(random.Random(), "all", history=JsonScoreHistory()))
    else:
        game = USUAL_GAMES[args[0] if args else "holdem"]
        stacks = {seat: 10_000 for seat in (1, 2, 4, 5, 7, 9)}
        widget = DealerPanel(DealerSession.in_memory(game, stacks, button=1))
    widget.setWindowTitle("Poker Director — dealer assist")
    fit_to_screen(widget, 1280, 800)
    widget.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
