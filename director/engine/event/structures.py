"""Blind structures as data (R-8.1): levels, breaks with color-ups, mixed rotations.

A ``Structure`` is a tuple of items, each a ``Level`` or a ``Break``; the clock
(``director.engine.event.clock``) walks through them by index. Everything is checked
when the value is built, so a structure that exists can be played: no level of
zero minutes, blinds that never fall, breaks only between levels, and (when the
chip set is stated) every amount payable in the chips still in play.

Templates live as JSON in the repository's top-level ``resources/structures``
folder (``load_template``); ``director.engine.event.structure_generator`` builds one
from the event's players, stack, chips and planned length.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import field
from datetime import timedelta
from pathlib import Path
from typing import Any

from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import GAMES, Game, Opening
from director.engine.messages import Amount, Message, MessageError, msg


class StructureError(MessageError):
    """A blind structure that cannot be used; the message says what is wrong and what is allowed."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@frozen_record
class Level:
    """One blind level (R-8.1), amounts in chips.

    ``ante`` is each player's ante, or with ``big_blind_ante`` the one ante the
    big blind posts for the table. ``game_key`` (a key of ``GAMES``) and
    ``limit`` name the game of a mixed rotation; ``None`` means the event's game.
    ``small_bet``/``big_bet`` are the fixed-limit bets (R-5.5; ``big_bet`` is the
    spread-limit maximum, R-5.6; in a stud game without fixed limit
    ``small_bet`` is the smallest bet). Stud levels have a ``bring_in`` and no
    blinds (R-6.4).
    """

    number: int
    minutes: int
    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False
    game_key: str | None = None
    limit: Limit | None = None
    small_bet: int = 0
    big_bet: int = 0
    bring_in: int = 0

    def __post_init__(self) -> None:
        _check_level(self)

    @property
    def duration(self) -> timedelta:
        return timedelta(minutes=self.minutes)

    @property
    def game(self) -> Game | None:
        return GAMES[self.game_key] if self.game_key is not None else None

    @property
    def amounts(self) -> tuple[int, ...]:
        """Every non-zero amount a player may have to pay in chips at this level."""
        values = (self.small_blind, self.big_blind, self.ante, self.small_bet, self.big_bet,
                  self.bring_in)
        return tuple(v for v in values if v)

    def betting(self) -> Betting | None:
        """The level's betting structure (R-5.3 to R-5.6), or None when it has no limit set."""
        smallest = self.big_blind or self.small_bet
        if self.limit is Limit.FIXED_LIMIT:
            return Betting.fixed_limit(self.small_bet, self.big_bet)
        if self.limit is Limit.SPREAD_LIMIT:
            return Betting.spread_limit(smallest, self.big_bet)
        if self.limit is Limit.POT_LIMIT:
            return Betting.pot_limit(smallest)
        if self.limit is Limit.NO_LIMIT:
            return Betting.no_limit(smallest)
        return None

    def describe(self, head: bool = True) -> Message:
        """How the clock display and the director read the level, e.g. ``Level 5: 100/200``
        (without ``head``: ``100/200``)."""
        parts = [msg("event-level-head", level=self.number)] if head else []
        if self.game is not None and self.limit is not None:
            parts.append(msg("event-level-game", game_name=self.game.name,
                             betting_text=limit_message(self.limit)))
        if self.bring_in:
            parts.append(msg("event-level-bring-in", amount=Amount(self.bring_in)))
        else:
            parts.append(msg("event-level-blinds", small_blind=Amount(self.small_blind),
                             big_blind=Amount(self.big_blind)))
        if self.ante:
            parts.append(msg("event-level-big-blind-ante" if self.big_blind_ante
                             else "event-level-ante", ante=Amount(self.ante)))
        if self.limit is Limit.FIXED_LIMIT:
            parts.append(msg("event-level-bets", small_bet=Amount(self.small_bet),
                             big_bet=Amount(self.big_bet)))
        words = parts[-1]
        for part in reversed(parts[:-1]):
            words = msg("event-words", first_text=part, rest_text=words)
        return words


def limit_message(limit: Limit) -> Message:
    """A betting limit in words: ``no limit``, ``pot limit``, ``fixed limit``, ``spread limit``."""
    return msg(f"event-limit-{limit.value.replace(' ', '-')}")


def _amount_name(label: str) -> Message:
    """``small_blind`` and the other amounts of a level in words."""
    return msg(f"event-amount-{label.replace('_', '-')}")


def _check_level(lv: Level) -> None:
    if not _is_int(lv.number) or lv.number < 1:
        raise StructureError(msg("event-level-number-not-whole", text=repr(lv.number)))
    level = lv.number
    if not _is_int(lv.minutes) or lv.minutes <= 0:
        raise StructureError(msg("event-level-minutes", level=level, text=repr(lv.minutes)))
    for label in ("small_blind", "big_blind", "ante", "small_bet", "big_bet", "bring_in"):
        value = getattr(lv, label)
        if not _is_int(value) or value < 0:
            raise StructureError(msg("event-level-amount-not-a-count", level=level,
                                     field_text=_amount_name(label), text=repr(value)))
    if lv.small_blind > lv.big_blind:
        raise StructureError(msg("event-level-small-blind-above-big", level=level,
                                 small_blind=Amount(lv.small_blind),
                                 big_blind=Amount(lv.big_blind)))
    if lv.big_blind_ante and (lv.ante == 0 or lv.big_blind == 0):
        raise StructureError(msg("event-level-big-blind-ante-needs", level=level))
    if lv.game_key is not None:
        if lv.game_key not in GAMES:
            raise StructureError(msg("event-level-unknown-game", level=level,
                                     text=repr(lv.game_key), names_text=", ".join(GAMES)))
        if lv.limit is None:
            raise StructureError(msg("event-level-game-without-limit", level=level))
    _check_bets(lv, level)
    _check_opening(lv, level)


def _check_bets(lv: Level, level: int) -> None:
    if lv.limit is Limit.FIXED_LIMIT:
        if lv.small_bet == 0 or lv.big_bet < lv.small_bet:
            raise StructureError(msg("event-level-fixed-limit-bets", level=level,
                                     small_bet=Amount(lv.small_bet), big_bet=Amount(lv.big_bet)))
    elif lv.limit is Limit.SPREAD_LIMIT:
        if lv.big_bet < max(lv.big_blind, lv.small_bet, 1):
            raise StructureError(msg("event-level-spread-limit-maximum", level=level))
    elif lv.big_bet:
        raise StructureError(msg("event-level-big-bet-in-wrong-limit", level=level,
                                 betting_text=limit_message(lv.limit) if lv.limit
                                 else msg("event-limit-none-set")))
    if lv.bring_in and lv.small_bet and lv.bring_in > lv.small_bet:
        raise StructureError(msg("event-level-bring-in-above-small-bet", level=level,
                                 amount=Amount(lv.bring_in), small_bet=Amount(lv.small_bet)))


def _check_opening(lv: Level, level: int) -> None:
    game = lv.game
    if (game is not None and game.opening is Opening.BRING_IN) or (game is None and lv.bring_in):
        if lv.bring_in == 0 or lv.small_blind or lv.big_blind:
            raise StructureError(msg("event-level-stud-blinds", level=level,
                                     small_blind=Amount(lv.small_blind),
                                     big_blind=Amount(lv.big_blind), amount=Amount(lv.bring_in)))
        if lv.small_bet == 0:
            raise StructureError(msg("event-level-stud-small-bet", level=level))
    elif game is not None and game.opening is Opening.ANTES:
        if lv.ante == 0 or lv.big_blind or lv.bring_in:
            raise StructureError(msg("event-level-antes-only", level=level, game_name=game.name))
    elif lv.big_blind == 0 or lv.bring_in:
        raise StructureError(msg("event-level-blind-level", level=level,
                                 small_blind=Amount(lv.small_blind),
                                 big_blind=Amount(lv.big_blind), amount=Amount(lv.bring_in)))


@frozen_record
class Break:
    """A break between levels (R-8.1); ``color_up`` lists the denominations removed (R-8.3)."""

    minutes: int
    color_up: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not _is_int(self.minutes) or self.minutes <= 0:
            raise StructureError(msg("event-break-minutes", text=repr(self.minutes)))
        chips = tuple(self.color_up)
        if any(not _is_int(c) or c <= 0 for c in chips) or len(set(chips)) != len(chips):
            raise StructureError(msg("event-break-color-up-chips", text=repr(list(chips))))
        object.__setattr__(self, "color_up", tuple(sorted(chips)))

    @property
    def duration(self) -> timedelta:
        return timedelta(minutes=self.minutes)

    def describe(self) -> Message:
        """``Break 15 minutes, color-up: 25 removed``."""
        if self.color_up:
            return msg("event-break-color-up", minutes=self.minutes,
                       amounts=tuple(Amount(c) for c in self.color_up))
        return msg("event-break", minutes=self.minutes)


Item = Level | Break


@frozen_record
class RotationGame:
    """One game of a mixed rotation: a key of ``GAMES`` and its betting limit."""

    game_key: str
    limit: Limit

    def __post_init__(self) -> None:
        if self.game_key not in GAMES:
            raise StructureError(msg("event-rotation-unknown-game", text=repr(self.game_key),
                                     names_text=", ".join(GAMES)))


@frozen_record
class Rotation:
    """Games dealt in turn (R-8.1), changing every ``levels_per_game`` levels."""

    games: tuple[RotationGame, ...]
    levels_per_game: int = 1

    def __post_init__(self) -> None:
        if not self.games:
            raise StructureError(msg("event-rotation-no-games"))
        if not _is_int(self.levels_per_game) or self.levels_per_game < 1:
            raise StructureError(msg("event-rotation-levels-per-game",
                                     text=repr(self.levels_per_game)))

    def game_for(self, level_number: int) -> RotationGame:
        """The game of level ``level_number`` (levels count from 1)."""
        turn = (level_number - 1) // self.levels_per_game
        return self.games[turn % len(self.games)]


HORSE = Rotation(tuple(RotationGame(key, Limit.FIXED_LIMIT)
                       for key in ("holdem", "omaha-hilo", "razz", "stud", "stud-hilo")))


@frozen_record
class Structure:
    """A blind structure (R-8.1): levels and breaks in playing order.

    ``chips`` are the denominations in play at the start (optional); when given,
    every amount must be a multiple of the smallest chip still in play at that
    level (TDA 20, R-8.3). ``starting_stack`` is the stack the structure is made
    for (0: not stated).
    """

    name: str
    items: tuple[Item, ...]
    rotation: Rotation | None = None
    chips: tuple[int, ...] = ()
    starting_stack: int = 0
    levels: tuple[Level, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "items", tuple(self.items))
        object.__setattr__(self, "chips", tuple(sorted(self.chips)))
        _check_shape(self)
        _check_rising(self.levels)
        _check_rotation(self)
        _check_chips(self)

    @property
    def duration(self) -> timedelta:
        return sum((item.duration for item in self.items), timedelta())

    def item(self, index: int) -> Item:
        if not 0 <= index < len(self.items):
            raise StructureError(msg("event-structure-no-item", index=index,
                                     last_index=len(self.items) - 1))
        return self.items[index]

    def level(self, number: int) -> Level:
        if not 1 <= number <= len(self.levels):
            raise StructureError(msg("event-structure-no-level", level=number,
                                     last_level=len(self.levels)))
        return self.levels[number - 1]

    def index_of_level(self, number: int) -> int:
        target = self.level(number)
        return self.items.index(target)

    def next_level(self, index: int) -> Level | None:
        """The first level after item ``index``: what the display shows as "next level"."""
        self.item(index)
        return next((it for it in self.items[index + 1:] if isinstance(it, Level)), None)

    def next_break_index(self, index: int) -> int | None:
        self.item(index)
        return next((i for i in range(index + 1, len(self.items))
                     if isinstance(self.items[i], Break)), None)

    def time_to_next_break(self, index: int,
                           remaining: timedelta | None = None) -> timedelta | None:
        """Time until the next break starts, with ``remaining`` left in item ``index``.

        ``remaining`` defaults to the item's full length; None when no break follows.
        """
        brk = self.next_break_index(index)
        if brk is None:
            return None
        left = self.items[index].duration if remaining is None else remaining
        return left + sum((it.duration for it in self.items[index + 1:brk]), timedelta())

    def is_last_level(self, index: int) -> bool:
        return isinstance(self.item(index), Level) and self.next_level(index) is None

    def start_offset(self, index: int) -> timedelta:
        """Playing time before item ``index`` starts, if no time is added or removed."""
        self.item(index)
        return sum((it.duration for it in self.items[:index]), timedelta())

    def chips_in_play(self, index: int, start: Sequence[int] | None = None,
                      gone: Collection[int] = ()) -> tuple[int, ...]:
        """The denominations in play at item ``index`` (after the color-ups up to it, a
        break's own included) of ``chips``, or of ``start`` (the chip set's, R-8.3), less
        ``gone`` (colored up on the night)."""
        self.item(index)
        removed = {c for it in self.items[:index + 1] if isinstance(it, Break) for c in it.color_up}
        return tuple(c for c in (self.chips if start is None else start)
                     if c not in removed and c not in gone)

    def unpaid_levels(self, start: Sequence[int], since: int = 0,
                      gone: Collection[int] = ()) -> list[UnpaidLevel]:
        """TDA 20: each level from item ``since`` whose blinds, antes, bring-in or bets
        the smallest chip in play at it (``chips_in_play``) cannot pay. The structure's
        own check when it names its chips, the setup's with the chip set's, and the
        color-up's on the night (``paid_in_time``)."""
        owed = []
        for index in range(since, len(self.items)):
            item, chips = self.items[index], self.chips_in_play(index, start, gone)
            if isinstance(item, Level) and chips:
                bad = tuple(a for a in item.amounts if a % min(chips))
                if bad:
                    owed.append(UnpaidLevel(item, index, bad, min(chips)))
        return owed


@frozen_record
class UnpaidLevel:
    """A level (item ``index``) whose ``amounts`` its smallest chip ``chip`` cannot pay."""

    level: Level
    index: int
    amounts: tuple[int, ...]
    chip: int


def _check_shape(s: Structure) -> None:
    if not s.items:
        raise StructureError(msg("event-structure-no-levels", name=s.name))
    for it in s.items:
        if not isinstance(it, Level | Break):
            raise StructureError(msg("event-structure-not-an-item", text=repr(it)))
    if isinstance(s.items[0], Break) or isinstance(s.items[-1], Break):
        raise StructureError(msg("event-structure-break-at-end"))
    for before, after in zip(s.items, s.items[1:], strict=False):
        if isinstance(before, Break) and isinstance(after, Break):
            raise StructureError(msg("event-structure-two-breaks"))
    levels = tuple(it for it in s.items if isinstance(it, Level))
    for expected, lv in enumerate(levels, start=1):
        if lv.number != expected:
            raise StructureError(msg("event-structure-level-out-of-order", level=lv.number,
                                     expected_level=expected))
    object.__setattr__(s, "levels", levels)


def _check_rising(levels: Sequence[Level]) -> None:
    """Blinds, bets and bring-ins may stay or rise, never fall (compared per kind of amount)."""
    last: dict[str, Level] = {}
    for lv in levels:
        for label in ("small_blind", "big_blind", "small_bet", "big_bet", "bring_in"):
            value = getattr(lv, label)
            if not value:
                continue
            prev = last.get(label)
            if prev is not None and value < getattr(prev, label):
                raise StructureError(msg("event-structure-amount-falls", level=lv.number,
                                         field_text=_amount_name(label), amount=Amount(value),
                                         earlier_amount=Amount(getattr(prev, label)),
                                         earlier_level=prev.number))
            last[label] = lv


def _check_rotation(s: Structure) -> None:
    if s.rotation is None:
        return
    for lv in s.levels:
        want = s.rotation.game_for(lv.number)
        if (lv.game_key, lv.limit) != (want.game_key, want.limit):
            raise StructureError(msg("event-structure-rotation-mismatch", level=lv.number,
                                     text=str(lv.game_key),
                                     betting_text=limit_message(lv.limit) if lv.limit
                                     else msg("event-limit-none-set"),
                                     expected_text=want.game_key,
                                     expected_betting_text=limit_message(want.limit)))


def _check_chips(s: Structure) -> None:
    if not _is_int(s.starting_stack) or s.starting_stack < 0:
        raise StructureError(msg("event-structure-stack-not-a-count", text=repr(s.starting_stack)))
    if not s.chips:
        return
    if any(not _is_int(c) or c <= 0 for c in s.chips) or len(set(s.chips)) != len(s.chips):
        raise StructureError(msg("event-structure-chips", text=repr(list(s.chips))))
    if s.starting_stack % s.chips[0]:
        raise StructureError(msg("event-structure-stack-not-made", stack=Amount(s.starting_stack),
                                 amount=Amount(s.chips[0])))
    in_play = list(s.chips)
    for it in s.items:
        if isinstance(it, Break):
            for c in it.color_up:
                if c not in in_play:
                    raise StructureError(msg("event-structure-color-up-not-in-play",
                                             amount=Amount(c),
                                             amounts=tuple(Amount(x) for x in in_play)))
                in_play.remove(c)
            if not in_play:
                raise StructureError(msg("event-chip-color-up-last"))
    for owed in s.unpaid_levels(s.chips)[:1]:
        raise StructureError(not_payable(owed))


def not_payable(owed: UnpaidLevel) -> Message:
    """What a level's amounts its chips cannot pay say (TDA 20)."""
    return msg("event-structure-amounts-not-payable", level=owed.level.number,
               amounts=tuple(Amount(a) for a in owed.amounts), amount=Amount(owed.chip))


# ---------------------------------------------------------------- JSON


_LEVEL_KEYS = ("level", "minutes", "small_blind", "big_blind", "ante", "big_blind_ante", "game",
               "limit", "small_bet", "big_bet", "bring_in")
_BREAK_KEYS = ("break", "minutes", "color_up")
_STRUCTURE_KEYS = ("name", "items", "rotation", "chips", "starting_stack")


def structure_to_dict(s: Structure) -> dict[str, Any]:
    """Plain JSON-ready data; default fields are left out so the file reads like a printed sheet."""
    out: dict[str, Any] = {"name": s.name}
    if s.starting_stack:
        out["starting_stack"] = s.starting_stack
    if s.chips:
        out["chips"] = list(s.chips)
    if s.rotation is not None:
        out["rotation"] = {
            "games": [{"game": g.game_key, "limit": g.limit.value} for g in s.rotation.games],
            "levels_per_game": s.rotation.levels_per_game,
        }
    out["items"] = [_item_to_dict(it) for it in s.items]
    return out


def _item_to_dict(it: Item) -> dict[str, Any]:
    if isinstance(it, Break):
        d: dict[str, Any] = {"break": True, "minutes": it.minutes}
        if it.color_up:
            d["color_up"] = list(it.color_up)
        return d
    d = {"level": it.number, "minutes": it.minutes, "small_blind": it.small_blind,
         "big_blind": it.big_blind}
    extras: dict[str, Any] = {
        "ante": it.ante, "big_blind_ante": it.big_blind_ante, "game": it.game_key,
        "limit": it.limit.value if it.limit else None, "small_bet": it.small_bet,
        "big_bet": it.big_bet, "bring_in": it.bring_in,
    }
    d.update({k: v for k, v in extras.items() if v})
    return d


def structure_from_dict(data: Mapping[str, Any]) -> Structure:
    """Build and validate a structure from ``structure_to_dict`` data; errors say where."""
    _expect_keys(data, _STRUCTURE_KEYS, msg("event-where-structure"))
    name = data.get("name", "")
    if not isinstance(name, str):
        raise StructureError(msg("event-structure-file-name", text=repr(name)))
    items = data.get("items")
    if not isinstance(items, list):
        raise StructureError(msg("event-structure-file-items"))
    parsed = [_item_from_dict(raw, pos) for pos, raw in enumerate(items, start=1)]
    rotation = _rotation_from_dict(data["rotation"]) if data.get("rotation") else None
    chips = data.get("chips", [])
    if not isinstance(chips, list):
        raise StructureError(msg("event-structure-file-chips", text=repr(chips)))
    return Structure(name, tuple(parsed), rotation, tuple(chips), data.get("starting_stack", 0))


def _expect_keys(data: object, allowed: Sequence[str], where: Message) -> None:
    if not isinstance(data, Mapping):
        raise StructureError(msg("event-structure-file-not-object", where_text=where,
                                 text=repr(data)))
    unknown = [k for k in data if k not in allowed]
    if unknown:
        raise StructureError(msg("event-structure-file-unknown-field", where_text=where,
                                 text=repr(unknown[0]), names_text=", ".join(allowed)))


def _limit(value: object, where: Message) -> Limit:
    try:
        return Limit(value)
    except ValueError:
        raise StructureError(msg("event-structure-file-unknown-limit", where_text=where,
                                 text=repr(value),
                                 names_text=", ".join(x.value for x in Limit))) from None


def _item_from_dict(raw: object, pos: int) -> Item:
    where = msg("event-where-item", index=pos)
    if isinstance(raw, Mapping) and "break" in raw:
        _expect_keys(raw, _BREAK_KEYS, msg("event-where-item-break", index=pos))
        color_up = raw.get("color_up", [])
        if not isinstance(color_up, list):
            raise StructureError(msg("event-structure-file-color-up", where_text=where))
        try:
            return Break(raw.get("minutes", 0), tuple(color_up))
        except StructureError as err:
            raise StructureError(msg("event-structure-located", where_text=where,
                                     reason_text=err.message)) from None
    _expect_keys(raw, _LEVEL_KEYS, msg("event-where-item-level", index=pos))
    assert isinstance(raw, Mapping)
    if "level" not in raw:
        raise StructureError(msg("event-structure-file-level-number", where_text=where))
    limit = raw.get("limit")
    return Level(
        number=raw["level"], minutes=raw.get("minutes", 0),
        small_blind=raw.get("small_blind", 0), big_blind=raw.get("big_blind", 0),
        ante=raw.get("ante", 0), big_blind_ante=bool(raw.get("big_blind_ante", False)),
        game_key=raw.get("game"), limit=None if limit is None else _limit(limit, where),
        small_bet=raw.get("small_bet", 0), big_bet=raw.get("big_bet", 0),
        bring_in=raw.get("bring_in", 0),
    )


def _rotation_from_dict(raw: object) -> Rotation:
    _expect_keys(raw, ("games", "levels_per_game"), msg("event-where-rotation"))
    assert isinstance(raw, Mapping)
    games = raw.get("games")
    if not isinstance(games, list):
        raise StructureError(msg("event-structure-file-rotation-games"))
    parsed = []
    for g in games:
        _expect_keys(g, ("game", "limit"), msg("event-where-rotation-game"))
        parsed.append(RotationGame(g.get("game"),
                                   _limit(g.get("limit"), msg("event-where-rotation-game"))))
    return Rotation(tuple(parsed), raw.get("levels_per_game", 1))


TEMPLATE_NAMES = ("home-game", "turbo", "regular", "deep-stack", "horse", "stud")
DEFAULT_RESOURCES_DIR = Path(__file__).resolve().parents[3] / "resources"


def load_template(name: str, resources_dir: Path | None = None) -> Structure:
    """Load ``<resources_dir>/structures/<name>.json``.

    ``resources_dir`` is the top-level ``resources`` folder of the repository
    (the default, found next to the ``director`` package); an installed program
    passes where it keeps its resources.
    """
    if name not in TEMPLATE_NAMES:
        raise StructureError(msg("event-structure-no-template", text=repr(name),
                                 names_text=", ".join(TEMPLATE_NAMES)))
    path = (resources_dir or DEFAULT_RESOURCES_DIR) / "structures" / f"{name}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise StructureError(msg("event-template-unreadable", text=repr(name), path=str(path),
                                 reason_text=str(err))) from None
    except json.JSONDecodeError as err:
        raise StructureError(msg("event-template-not-json", text=repr(name), path=str(path),
                                 reason_text=str(err))) from None
    try:
        return structure_from_dict(data)
    except StructureError as err:
        raise StructureError(msg("event-template-invalid", text=repr(name), path=str(path),
                                 reason_text=err.message)) from None
