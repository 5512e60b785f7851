"""The names the setup windows show for games, betting structures and chip colours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

HORSE_KEY = "horse"


def tr(text: str) -> str:
    """The setup windows' translation (the same context as ``event_setup_fields.tr``;
    not imported from there, so that Home, which names games too, needs no settings
    documents at the start: issue 21)."""
    return QCoreApplication.translate("EventSetup", text)


def game_names() -> dict[str, str]:
    """Every game of the engine (GAMES keys) by its name in the chosen language."""
    from director.engine.hand.facts.games import GAMES  # the rules engine: not at the start

    names = _translated_game_names()
    return {key: names.get(key, game.name) for key, game in GAMES.items()}


def _translated_game_names() -> dict[str, str]:
    return {"holdem": tr("Texas hold'em"), "omaha": tr("Omaha"),
            "omaha-hilo": tr("Omaha hi/lo"), "pineapple": tr("Pineapple"),
            "stud": tr("Seven-card stud"), "stud-hilo": tr("Seven-card stud hi/lo"),
            "razz": tr("Razz"), "draw": tr("Five-card draw"),
            "draw-piquet": tr("Five-card draw, piquet deck"),
            "guts-monte-carlo": tr("Guts (Monte Carlo)"), "guts-survivor": tr("Guts (survivor)")}


def game_name(key: str) -> str:
    if key == HORSE_KEY:
        return tr("H.O.R.S.E. rotation")
    translated = _translated_game_names().get(key)  # Home's names need no rules engine
    return translated if translated is not None else game_names().get(key, key)


def template_name(key: str, name: str) -> str:
    """A blind-structure template's name in the chosen language (``name``, the one in
    its file, for a template without a translation)."""
    names = {"home-game": tr("Home game"), "regular": tr("Regular"), "turbo": tr("Turbo"),
             "deep-stack": tr("Deep stack"), "horse": tr("H.O.R.S.E."),
             "stud": tr("Stud games")}
    return names.get(key, name)


def payout_name(key: str, name: str) -> str:
    """A payout table's name in the chosen language (``name``, the one in its file,
    for a table without a translation)."""
    names = {"flat": tr("Flat"), "standard": tr("Standard"), "top_heavy": tr("Top-heavy"),
             "winner_takes_all": tr("Winner takes all")}
    return names.get(key, name)


def limit_names() -> dict[str, str]:
    """engine ``Limit`` values by name in the chosen language."""
    return {"no limit": tr("No limit"), "pot limit": tr("Pot limit"),
            "fixed limit": tr("Fixed limit"), "spread limit": tr("Spread limit")}


def status_name(status: str) -> str:
    return {"planned": tr("Planned"), "running": tr("Running"),
            "won": tr("Winner known, waiting for Finish"),
            "finished": tr("Finished")}.get(status, status)


def kind_name(kind: str) -> str:
    return {"tournament": tr("Tournament"), "cash": tr("Cash game")}.get(kind, kind)
