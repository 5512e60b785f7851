"""A blind structure generated from the event's numbers (R-8.1, R-8.3).

Given players, starting stack, chip set, level length and the planned length
of the event, ``generate_structure`` builds levels whose blinds grow
geometrically to an endgame at the target time, rounded to the values a
director would print, payable in the chips still in play, with color-ups at
the breaks once the smallest chip is no longer needed. Only chips in play are
colored up: the structure starts with the chips level 1 and the stack need
(``chips.chips_at_start``), so a 25 no stack holds is never scheduled (R-8.3).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

from director.engine.event.chips import chips_at_start
from director.engine.event.structures import (
    Break,
    Item,
    Level,
    Rotation,
    RotationGame,
    Structure,
    StructureError,
)
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Amount, msg

ENDGAME_BIG_BLINDS = 30
"""At the target time the big blind is about all chips / 30: heads-up, 15 big blinds each."""

_NICE_MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80)


def nice_values(up_to: float) -> Iterator[int]:
    """1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 100, 120, 150..."""
    power = 1
    while power <= up_to * 10:
        for m in _NICE_MANTISSAS:
            if m * power % 10 == 0 and m * power // 10 <= up_to:
                yield m * power // 10
        power *= 10


def _nice_small_blind(ideal: float, chip: int, above: int, round_up: bool = False) -> int:
    """The nice value nearest ``ideal`` (by ratio), a multiple of ``chip`` and > ``above``."""
    ceiling = max(ideal, above, chip) * 4
    options = [v for v in nice_values(ceiling) if v % chip == 0 and v > above]
    if round_up:
        options = [v for v in options if v >= ideal] or options
    if not options:
        return (max(above, math.floor(ideal)) // chip + 1) * chip
    return min(options, key=lambda v: (abs(math.log(v / ideal)), v))


def _round_to_chip(value: float, chip: int) -> int:
    return max(chip, round(value / chip) * chip)


def _color_up(in_play: list[int], next_small_blind: float, factor: int) -> tuple[int, ...]:
    """Remove the smallest chips once the coming small blind is ``factor`` of the next chip."""
    removed: list[int] = []
    while len(in_play) > 1 and next_small_blind >= factor * in_play[1]:
        removed.append(in_play.pop(0))
    return tuple(removed)


def generate_structure(
    players: int, starting_stack: int, chip_denominations: Sequence[int], level_minutes: int,
    target_hours: float, *, ante_from_level: int | None = None, big_blind_ante: bool = True,
    breaks_every: int | None = 4, break_minutes: int = 10, extra_levels: int = 2,
    rotation: Rotation | None = None, name: str | None = None,
    game: RotationGame | None = None,
) -> Structure:
    """A structure that reaches its endgame after ``target_hours`` (breaks included).

    The formula:

    - The first small blind is the smallest nice value at or above
      stack / 200 (a big blind of 1/100 of the stack; above 1/50 only when the
      smallest chip forces it).
    - Level n is the level running at the target time; its small blind aims at
      ``end`` = all chips (players * stack) / ``ENDGAME_BIG_BLINDS`` / 2.
    - Level i aims at ``first * r**(i-1)`` with ``r = (end / first) ** (1/(n-1))``,
      rounded to the nearest ``nice_values`` entry (by ratio) that is a multiple
      of the smallest chip in play and above the previous level's; the big blind
      is twice the small blind.
    - The chips in play start from the largest chip that divides the stack and
      every amount of level 1 (``chips_at_start``); smaller ones are never handed
      out, never colored up, and the structure's ``chips`` leave them out.
    - Every ``breaks_every`` levels a break of ``break_minutes``. At a break the
      smallest chip in play is colored up once the coming small blind is worth
      two of the next chip (four when antes of an eighth of the big blind are
      played).
    - Antes from ``ante_from_level``: a big blind ante equal to the big blind, or
      each player's ante of about an eighth of the big blind.
    - With a ``rotation`` each level is dealt in its game: the small bet is the
      big blind and the big bet twice it; blind games play the blinds without
      antes; stud games an ante of about an eighth of the small bet and a
      bring-in of about a quarter.
    - With one ``game`` (no rotation) every level is dealt the same way: a stud
      game (seven-card stud, razz, stud hi/lo) gets stud levels (antes, a
      bring-in, the small and the big bet, R-6.4), a fixed-limit game its bets.
    - ``extra_levels`` follow level n in case the event runs long.
    """
    chips = _check_input(players, starting_stack, chip_denominations, level_minutes,
                         target_hours, breaks_every, break_minutes, extra_levels)
    if rotation is not None and ante_from_level is not None:
        raise StructureError(msg("event-generator-rotation-ante"))
    if rotation is not None and game is not None:
        raise StructureError(msg("event-generator-game-and-rotation"))
    dealt = (*rotation.games,) if rotation is not None else (game,) if game is not None else ()
    if game is not None and GAMES[game.game_key].opening is Opening.BRING_IN:
        ante_from_level = None  # stud antes come with every level
    every = breaks_every or 0
    target_level = _levels_until(target_hours * 60, level_minutes, every, break_minutes)
    first = _nice_small_blind(starting_stack / 200, chips[0], 0, round_up=True)
    end = players * starting_stack / ENDGAME_BIG_BLINDS / 2
    ratio = (end / first) ** (1 / (target_level - 1)) if target_level > 1 and end > first else 1.0
    small_antes = (ante_from_level is not None and not big_blind_ante) or any(
        GAMES[g.game_key].opening is Opening.BRING_IN for g in dealt)
    in_play, at_start = list(chips), chips
    items: list[Item] = []
    small = 0
    for number in range(1, target_level + extra_levels + 1):
        ideal = first * ratio ** (number - 1)
        if every and number > 1 and (number - 1) % every == 0:
            items.append(Break(break_minutes, _color_up(in_play, ideal, 4 if small_antes else 2)))
        small = _nice_small_blind(ideal, in_play[0], small)
        ante = 0
        if ante_from_level is not None and number >= ante_from_level:
            ante = 2 * small if big_blind_ante else _round_to_chip(small / 4, in_play[0])
        level_game = rotation.game_for(number) if rotation else game
        level = _level(number, level_minutes, small, ante, big_blind_ante, level_game,
                       in_play[0], single=rotation is None)
        items.append(level)
        if number == 1:
            at_start = chips_at_start(chips, starting_stack, level.amounts)
            in_play = list(at_start)
    title = name or (f"{players} players, {starting_stack} chips, {level_minutes}-minute levels, "
                     f"{target_hours:g} hours")
    return Structure(title, tuple(items), rotation, at_start, starting_stack)


def target_level_number(target_hours: float, level_minutes: int, breaks_every: int | None = 4,
                        break_minutes: int = 10) -> int:
    """The level running when ``target_hours`` have passed (breaks counted)."""
    return _levels_until(target_hours * 60, level_minutes, breaks_every or 0, break_minutes)


def _level(number: int, minutes: int, small: int, ante: int, bba: bool,
           game: RotationGame | None, chip: int, single: bool = False) -> Level:
    """One level; a ``single`` game's levels leave the game to the event (no game key)."""
    if game is None:
        return Level(number, minutes, small, 2 * small, ante, bba and ante > 0)
    key = None if single else game.game_key
    bet = 2 * small
    big = 2 * bet if game.limit in (Limit.FIXED_LIMIT, Limit.SPREAD_LIMIT) else 0
    if GAMES[game.game_key].opening is Opening.BRING_IN:
        bring_in = min(_round_to_chip(bet / 4, chip), bet)
        stud_ante = min(_round_to_chip(bet / 8, chip), bring_in)
        return Level(number, minutes, 0, 0, stud_ante, False, key, game.limit,
                     bet, big, bring_in)
    small_bet = bet if game.limit is Limit.FIXED_LIMIT else 0
    if single:
        return Level(number, minutes, small, bet, ante, bba and ante > 0, None, game.limit,
                     small_bet, big)
    return Level(number, minutes, small, bet, 0, False, key, game.limit,
                 small_bet, big)


def _levels_until(target_minutes: float, level_minutes: int, every: int, break_minutes: int) -> int:
    elapsed, levels = 0, 0
    while elapsed < target_minutes:
        if every and levels and levels % every == 0:
            elapsed += break_minutes
        levels += 1
        elapsed += level_minutes
    return max(levels, 1)


def _check_input(players: int, stack: int, chips: Sequence[int], level_minutes: int,
                 hours: float, every: int | None, break_minutes: int,
                 extra: int) -> tuple[int, ...]:
    if not _is_int(players) or players < 2:
        raise StructureError(msg("event-generator-players", text=repr(players)))
    denominations = tuple(sorted(set(chips)))
    if not denominations or any(not _is_int(c) or c <= 0 for c in denominations):
        raise StructureError(msg("event-generator-chips", text=repr(list(chips))))
    if not _is_int(stack) or stack <= 0 or stack % denominations[0]:
        raise StructureError(msg("event-generator-stack", amount=Amount(denominations[0]),
                                 text=repr(stack)))
    if not _is_int(level_minutes) or level_minutes < 1:
        raise StructureError(msg("event-generator-level-minutes", text=repr(level_minutes)))
    if not (isinstance(hours, int | float) and 0 < hours <= 100):
        raise StructureError(msg("event-generator-hours", text=repr(hours)))
    if every is not None and (not _is_int(every) or every < 1):
        raise StructureError(msg("event-generator-breaks-every", text=repr(every)))
    if not _is_int(break_minutes) or break_minutes < 1:
        raise StructureError(msg("event-generator-break-minutes", text=repr(break_minutes)))
    if not _is_int(extra) or extra < 0:
        raise StructureError(msg("event-generator-extra-levels", text=repr(extra)))
    return denominations


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
