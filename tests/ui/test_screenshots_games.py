"""``tools/screenshots.py --only games`` (issue 30): the dealer panel in every game
the engine deals, mid-hand, so the panel's words can be looked at game by game."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from PySide6.QtWidgets import QApplication

from director.engine.event.structures import HORSE
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screenshots.py"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("screenshots_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_games_shot_are_every_game_of_the_engine_each_limit_of_holdem_and_horse() -> None:
    games = dict(tool().panel_games())
    dealt = {(g.guts.value if g.guts else g.key, g.betting.limit) for g in games.values()}
    assert {key for key, _ in dealt} >= set(GAMES)
    assert {("holdem", limit) for limit in (Limit.NO_LIMIT, Limit.POT_LIMIT,
                                            Limit.FIXED_LIMIT)} <= dealt
    assert {(mixed.game_key, mixed.limit) for mixed in HORSE.games} <= dealt
    assert {"guts-monte-carlo", "guts-survivor"} <= set(games)


def test_a_draw_game_is_shot_before_the_draw_during_it_and_after(qapp: QApplication,
                                                                 tmp_path: Path) -> None:
    """Five-card draw with every hand typed: the seats draw the cards chosen (R-6.5)
    and the betting after the draw is reached; the steps that take cards (a lower
    seat's hand dealt, a seat drawing) at every size (issue 30: the card grid
    floating over the table)."""
    shots = tool()
    shots.one_game_shots(tmp_path, "en", "draw", dict(shots.panel_games())["draw_fixed_limit"])
    sizes = ("1024x600", "1366x768", "1920x1080")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f"panel_draw_{kind}_en_1366x768.png" for kind in ("act", "first")]
        + [f"panel_draw_{kind}_en_{size}.png" for kind in ("draw", "hole") for size in sizes])
