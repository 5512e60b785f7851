"""A table's game and the stakes of its level in words, in the chosen language: the
dealer panel's header (the game, its level, the hand and the button) and its break
line (R-8.1: on a break, the next hand is dealt at the level after it).

Words about a game, as ``event_setup_names`` (whose game and limit names they use)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from director.engine.hand.facts.betting import Limit
from director.engine.hand.rules.guts import GutsKind
from director.ui.common.event_setup_names import game_name, limit_names

if TYPE_CHECKING:
    from director.services.events.table_games import OnBreak
    from director.services.tables.table_game import TableGame


def tr(text: str) -> str:
    return QCoreApplication.translate("StakesWords", text)


def game_title(game: TableGame) -> str:
    """The game and its structure ("Texas hold'em, no limit")."""
    if game.guts is not None:
        kind = tr("Monte Carlo") if game.guts is GutsKind.MONTE_CARLO else tr("survivor")
        return tr("Guts ({0})").format(kind)
    limit = limit_names().get(game.betting.limit.value, game.betting.limit.value)
    return f"{game_name(game.key)}, {limit[:1].lower()}{limit[1:]}"


def level_text(game: TableGame) -> str:
    """The amounts of the level in force (R-8.1)."""
    loc = QLocale()
    parts = []
    if game.big_blind:
        parts.append(tr("blinds {0}/{1}").format(
            loc.toString(game.small_blind), loc.toString(game.big_blind)))
    if game.betting.limit is Limit.FIXED_LIMIT and game.guts is None:
        parts.append(tr("limit {0}/{1}").format(
            loc.toString(game.betting.small_bet), loc.toString(game.betting.big_bet)))
    if game.betting.limit is Limit.SPREAD_LIMIT and game.guts is None:
        parts.append(tr("bets {0} to {1}").format(
            loc.toString(game.betting.small_bet), loc.toString(game.betting.big_bet)))
    if game.ante:
        parts.append(tr("ante {0}").format(loc.toString(game.ante)))
    if game.bring_in:
        parts.append(tr("bring-in {0}").format(loc.toString(game.bring_in)))
    return ", ".join(parts)


def hand_header(game: TableGame, pending: TableGame | None, hand_number: int,
                button_seat: int | None) -> str:
    """The game, its level, the hand and the button seat (``None``: stud, dealt
    without a button, the bring-in opens, R-6.4); the next hand's stakes when they
    change (``pending``)."""
    name, level = game_title(game), level_text(game)
    if button_seat is not None:
        header = tr("<b>{0}</b> — {1} — hand {2}, button seat {3}").format(
            name, level, hand_number, button_seat)
    else:
        header = tr("<b>{0}</b> — {1} — hand {2}").format(name, level, hand_number)
    if pending is not None:
        header += tr(" (next hand: {0})").format(level_text(pending))
    return header


def break_line(level: int, game: TableGame) -> str:
    """While the clock is on a break: the next hand's level and its stakes (R-8.1)."""
    return tr("On a break: the next hand is dealt at the stakes of the level after it "
              "(level {0}, {1}; R-8.1)").format(level, level_text(game))


def color_up_line(on_break: OnBreak) -> str | None:
    """The break's color-up (R-8.3): the chips it takes off, or that it is done; None
    at a break that colors nothing up."""
    loc = QLocale()
    if on_break.color_up:
        return tr("Color-up at this break: the {0} chips leave play, the odd ones raced "
                  "off (R-8.3).").format(", ".join(loc.toString(c) for c in on_break.color_up))
    if on_break.colored_up:
        return tr("Colored up: the {0} chips are out of play (R-8.3).").format(
            ", ".join(loc.toString(c) for c in on_break.colored_up))
    return None
