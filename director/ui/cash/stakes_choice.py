"""Choosing a cash game's stakes in a form (the cash game setup and a new table):
the betting structures the chosen game is dealt in, and which of its amounts a
game chosen starts at its usual stakes (``engine.event.cash_tables.stakes_fields``:
each game asks only for its own forced bets and limits; a spread-limit blinds game
its table maximum, R-5.6)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from director.engine.event.cash_tables import (
    Stakes,
    game_limits,
    spread_blinds,
    stakes_fields,
)
from director.services.tables.table_game import usual_stakes
from director.ui.common.event_setup_names import limit_names

STAKES = ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")
"""The stakes' amounts (``Stakes`` field names), in the order the forms show them."""


def fill_limits(combo: QComboBox, game: str) -> None:
    """The game's betting structures in ``combo`` (the stud family: fixed limit only),
    keeping the one chosen when the game has it, else the game's usual one; the combo
    is enabled only when there is a choice."""
    keep = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    names = limit_names()
    for limit in game_limits(game):
        combo.addItem(names.get(limit, limit), limit)
    index = combo.findData(keep)
    combo.setCurrentIndex(index if index >= 0 else combo.findData(usual_stakes(game).limit))
    combo.setEnabled(combo.count() > 1)
    combo.blockSignals(False)


def new_amounts(before: tuple[str, str] | None, game: str, limit: str) -> dict[str, int]:
    """The amounts the game asks for that the game ``before`` (game, limit) did not,
    at the game's usual stakes (blinds typed for hold'em stay for Omaha)."""
    had = set(stakes_fields(*before)) if before is not None else set()
    usual = usual_stakes(game)
    return {k: getattr(usual, k) for k in stakes_fields(game, limit) if k not in had}


def form_amounts(stakes: Stakes) -> dict[str, int]:
    """The amounts a form shows for ``stakes`` (``STAKES``): its own, and at a
    spread-limit blinds game the table maximum in force (R-5.6), which for a game
    stored before it was asked is twice the big blind (``Stakes.spread_maximum``)."""
    amounts = {k: int(getattr(stakes, k)) for k in STAKES}
    if stakes.spread_blinds:
        amounts["big_bet"] = stakes.spread_maximum
    return amounts


def table_maximum_asked(game: str, limit: str) -> bool:
    """Whether the big bet's field is the table maximum (the engine's ``spread_blinds``,
    R-5.6)."""
    return spread_blinds(game, limit)
