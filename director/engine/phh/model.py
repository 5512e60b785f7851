"""``HandHistory``: one PHH hand, checked when built."""

from __future__ import annotations

import types
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import Any, Final

from director.engine.frozen import open_twin
from director.engine.messages import Message, msg
from director.engine.phh.actions import ACTION_TYPES, MAX_CHIPS, Action, check_player
from director.engine.phh.errors import PhhError
from director.engine.phh.variants import FORBIDDEN_ACTIONS, VARIANTS, VariantInfo

CORE_FIELDS: Final = (
    "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in",
    "small_bet", "big_bet", "min_bet", "starting_stacks", "actions", "finishing_stacks",
)
"""The PHH fields ``HandHistory`` holds as attributes; every other field is metadata."""

METADATA_FIELDS: Final = (
    "author", "event", "url", "venue", "address", "city", "region", "postal_code", "country",
    "time", "time_zone", "day", "month", "year", "hand", "level", "seats", "seat_count",
    "table", "players", "winnings", "currency", "currency_symbol", "time_limit", "time_banks",
)
"""Optional fields the PHH standard defines, in the order the writer puts them."""

PER_PLAYER_METADATA: Final = ("seats", "players", "winnings", "time_banks")
"""Metadata lists with one entry per player, checked against ``starting_stacks``."""

def known_codes() -> str:
    return ", ".join(VARIANTS)


def _freeze(value: object, where: str) -> object:
    """Metadata made read-only: lists become tuples, tables read-only mappings."""
    if isinstance(value, str | bool | int | float):
        return value
    if isinstance(value, list | tuple):
        return tuple(_freeze(item, where) for item in value)
    if isinstance(value, Mapping):
        frozen: dict[str, object] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise PhhError(msg("phh-table-key-not-string", text=repr(key)), field=where)
            frozen[key] = _freeze(item, where)
        return types.MappingProxyType(frozen)
    import datetime  # a TOML date or time (tomllib's): not imported for a replay (issue 33)

    if isinstance(value, datetime.date | datetime.time):
        return value
    raise PhhError(msg("phh-value-not-toml", text=repr(value)), field=where)


_NO_METADATA: Final[Mapping[str, object]] = types.MappingProxyType({})
_EMPTY_KINDS: Final = (dict, types.MappingProxyType)


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True, kw_only=True)
class HandHistory:
    """One hand in PHH form (fields as in the PHH standard and pokerkit).

    Amounts are whole chips. Per-player tuples are in PHH player order (``p1``
    first). ``metadata`` holds every other non-underscore field (author, event,
    players, ...), read-only, lists as tuples; fields starting with ``_`` are the
    user's own and are never kept. Building one checks it and raises ``PhhError``.
    """

    variant: str
    ante_trimming_status: bool = False
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...] | None = None
    bring_in: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    min_bet: int | None = None
    starting_stacks: tuple[int, ...]
    actions: tuple[Action, ...] = ()
    finishing_stacks: tuple[int, ...] | None = None
    metadata: Mapping[str, object] = field(
        default_factory=lambda: types.MappingProxyType({}), hash=False
    )

    def __post_init__(self) -> None:
        info = VARIANTS.get(self.variant) if isinstance(self.variant, str) else None
        if info is None:
            raise PhhError(msg("phh-unknown-variant", text=repr(self.variant),
                               names_text=known_codes()), field="variant")
        for name in info.required_fields:
            if getattr(self, name) is None:
                raise PhhError(_missing(name, info))
        if not isinstance(self.ante_trimming_status, bool):
            raise PhhError(msg("phh-not-true-or-false", text=repr(self.ante_trimming_status)),
                           field="ante_trimming_status")
        count = self._player_count()
        for name in ("bring_in", "small_bet", "big_bet", "min_bet"):
            value = getattr(self, name)
            if value is not None and (not _is_whole(value) or value < 0):
                raise PhhError(msg("phh-not-chips", text=repr(value)), field=name)
        self._check_actions(info, count)
        self._check_metadata(count)

    def _player_count(self) -> int:
        """The players, the per-player amounts checked: whole chips, one a player."""
        given = [values for values in (self.starting_stacks, self.antes,
                                       self.blinds_or_straddles, self.finishing_stacks)
                 if values is not None]
        count = len(self.starting_stacks) if type(self.starting_stacks) is tuple else 0
        if (count >= 2 and set(map(type, given)) == _TUPLE_TYPE
                and set(map(len, given)) == {count}
                and whole_chips(tuple(chain.from_iterable(given)))):
            return count  # the common case (tuples of whole chips, as read), at once
        stacks = self._amounts("starting_stacks")
        assert stacks is not None
        if len(stacks) < 2:
            raise PhhError(msg("phh-too-few-players", players=len(stacks)),
                           field="starting_stacks")
        count = len(stacks)
        for name in ("antes", "blinds_or_straddles", "finishing_stacks"):
            values = self._amounts(name)
            if values is not None and len(values) != count:
                raise PhhError(_length_reason(len(values), count), field=name)
        return count

    def _amounts(self, name: str) -> tuple[int, ...] | None:
        values = getattr(self, name)
        if values is None:
            return None
        if type(values) is tuple and whole_chips(values):
            return values  # the common case: a tuple of whole chips (no bools), as read
        if (not isinstance(values, Sequence) or isinstance(values, str)
                or not all(_is_whole(v) and v >= 0 for v in values)):
            raise PhhError(msg("phh-not-chip-list", text=repr(values)), field=name)
        values = tuple(values)
        object.__setattr__(self, name, values)
        return values

    def _check_actions(self, info: VariantInfo, count: int) -> None:
        if type(self.actions) is not tuple:  # a tuple (as read) is kept as it is
            if not isinstance(self.actions, Sequence) or isinstance(self.actions, str):
                raise PhhError(msg("phh-not-action-list", text=repr(self.actions)),
                               field="actions")
            object.__setattr__(self, "actions", tuple(self.actions))
        forbidden = FORBIDDEN_ACTIONS[info.family]
        if _all_fit(self.actions, count, _FORBIDDEN_TYPES[info.family]):
            return
        for number, action in enumerate(self.actions, start=1):
            if not isinstance(action, ACTION_TYPES):
                raise PhhError(msg("phh-not-action-record", number=number, text=repr(action)),
                               field="actions")
            try:
                check_player(action, count)
                if action.code in forbidden:
                    raise PhhError(msg("phh-action-not-allowed", text=action.code,
                                       variant_name=info.code, game_name=info.name,
                                       reason_text=forbidden[action.code]))
            except PhhError as exc:
                raise exc.located(action_number=number, action=str(action)) from None

    def _check_metadata(self, count: int) -> None:
        if not self.metadata and type(self.metadata) in _EMPTY_KINDS:
            if type(self.metadata) is dict:  # nothing to check: the shared read-only one
                object.__setattr__(self, "metadata", _NO_METADATA)
            return
        if not isinstance(self.metadata, Mapping):
            raise PhhError(msg("phh-not-mapping", text=repr(self.metadata)), field="metadata")
        frozen: dict[str, object] = {}
        for key, value in self.metadata.items():
            if not isinstance(key, str) or not key:
                raise PhhError(msg("phh-metadata-key-empty", text=repr(key)))
            if key.startswith("_"):
                raise PhhError(msg("phh-metadata-key-underscore", text=repr(key)))
            if key in CORE_FIELDS:
                raise PhhError(msg("phh-metadata-key-core", text=repr(key)))
            frozen[key] = entry = _freeze(value, key)
            if key in PER_PLAYER_METADATA and isinstance(entry, tuple) and len(entry) != count:
                raise PhhError(_length_reason(len(entry), count), field=key)
        object.__setattr__(self, "metadata", types.MappingProxyType(frozen))

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    @property
    def variant_info(self) -> VariantInfo:
        return VARIANTS[self.variant]


_new: Final = object.__new__
_OPEN_HAND: Final = open_twin(HandHistory)  # ``hand_as_read``: a hand filled field by field


def hand_as_read(
    variant: str,
    ante_trimming_status: bool,
    ints: Mapping[str, int],
    lists: Mapping[str, tuple[int, ...]],
    actions: tuple[Action, ...],
    metadata: dict[str, Any],
) -> HandHistory:
    """The hand ``HandHistory(...)`` builds of what the reader has read and checked (a
    known variant with its required fields, ``ante_trimming_status`` a bool, the
    amounts in ``ints`` and ``lists`` whole chips, the lists as tuples, ``actions`` a
    tuple of records), made without those checks again (issue 33): the players, the
    actions and the metadata are checked as ``__post_init__`` checks them, with its
    messages. Every field is set, as ``__init__`` sets it (a test compares them)."""
    # Filled as an ``OpenHandHistory`` (its fields stored, no call a field), then made
    # the hand itself (``frozen.open_twin``).
    hand = _new(_OPEN_HAND)
    hand.variant = variant
    hand.ante_trimming_status = ante_trimming_status
    hand.antes = lists["antes"]
    hand.blinds_or_straddles = lists.get("blinds_or_straddles")
    hand.bring_in = ints.get("bring_in")
    hand.small_bet = ints.get("small_bet")
    hand.big_bet = ints.get("big_bet")
    hand.min_bet = ints.get("min_bet")
    hand.starting_stacks = lists["starting_stacks"]
    hand.actions = actions
    hand.finishing_stacks = lists.get("finishing_stacks")
    hand.metadata = metadata or _NO_METADATA  # none: the shared read-only one at once
    hand.__class__ = HandHistory
    made: HandHistory = hand
    count = len(made.starting_stacks)
    if count < 2 or set(map(len, lists.values())) != {count}:
        count = made._player_count()  # says what is wrong
    made._check_actions(VARIANTS[variant], count)
    if made.metadata is not _NO_METADATA:  # else nothing to check: none, the shared one
        made._check_metadata(count)
    return made


def _missing(name: str, info: VariantInfo) -> Message:
    return missing_field(name, info.code, info.required_fields)


def missing_field(name: str, code: str, required: Sequence[str]) -> Message:
    """"missing required field 'min_bet' (variant NT needs variant, antes, ...)"."""
    return msg("phh-missing-field", text=repr(name), variant_name=code,
               names_text=", ".join(required))


def _length_reason(length: int, count: int) -> Message:
    return msg("phh-length-mismatch", count=length, players=count)


_ACTION_TYPE_SET: Final = frozenset(ACTION_TYPES)


# The action records whose code each family forbids (``FORBIDDEN_ACTIONS``).
_FORBIDDEN_TYPES: Final = {family: frozenset(kind for kind in ACTION_TYPES if kind.code in codes)
                           for family, codes in FORBIDDEN_ACTIONS.items()}


def _all_fit(actions: tuple[Action, ...], count: int, forbidden: frozenset[type]) -> bool:
    """Every action is a record of a type the variant allows (not in ``forbidden``),
    naming a player it has: the common case, checked in one pass (``_check_actions``
    then says what is wrong)."""
    codes: set[type[Action]] = set(map(type, actions))
    if not codes <= _ACTION_TYPE_SET or not codes.isdisjoint(forbidden):
        return False
    # Each action's player (-1 for the dealer's), read without a Python call an action.
    return not actions or max(map(_ACTOR, actions)) < count


_ACTOR: Final = attrgetter("actor")  # the player, -1 for the dealer's (``actions``)
_INT_TYPE: Final = frozenset({int})  # ``int`` itself: a ``bool`` is no amount
_TUPLE_TYPE: Final = {tuple}


def whole_chips(values: Collection[Any]) -> bool:
    """Every one of ``values`` is whole chips: an ``int`` (no ``bool``), from 0 to
    ``MAX_CHIPS``. The common case, checked at once; the one that is not is named
    field by field."""
    # ``min`` and ``max`` without ``default=``: a keyword costs them more than 25 amounts
    return not values or (_INT_TYPE.issuperset(map(type, values)) and min(values) >= 0 and \
        max(values) <= MAX_CHIPS)
