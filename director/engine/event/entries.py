"""Tournament entries: buy-ins, re-entries, rebuys, add-ons, bounties, busts (R-8.5, R-8.6).

``TournamentRules`` says what an event allows; the ``check_*`` functions decide
whether a registration, re-entry, rebuy or add-on is allowed at the clock's
current item and raise ``EntryError`` saying why not. Money is in the smallest
unit (cents); chips in chip units.

Windows are measured in levels (TDA 27 leaves the details to the house; our
reading): "until level N" is open while the clock stands on level N or earlier
and closes when level N ends, so the break after level N is already outside
it. "Until the first break" is open on every level before the first break.
The add-on is taken on its break (``at_break``: 1 is the first break).

``buy_in`` is what a player pays for an entry, fee and bounty included: the
fee (rake) goes to the house, the bounty is put on the player's head, and the
rest goes to the prize pool. A rebuy and an add-on pay their ``price``, of
which their ``fee`` goes to the house.

R-8.6: a declared rebuy plays as chips behind: the player is not dealt out of
the hand, the chips join the stack before the next hand (``Rebuy.chips_behind``).
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from typing import TypeVar

from director.engine.event.money.payouts import Bust, Finish, PayoutError, order_simultaneous_busts
from director.engine.event.structures import Break, Structure
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, MessageError, msg

P = TypeVar("P", bound=Hashable)


class EntryError(MessageError):
    """A registration, re-entry, rebuy, add-on or bust that the rules do not allow now."""


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_amounts(where: str, **amounts: int | None) -> None:
    """``where``: ``rebuys``, ``add-on``, ``tournament``, ``prize-pool`` or ``chips-in-play``."""
    for name, value in amounts.items():
        if value is not None and not _is_count(value):
            raise EntryError(msg("event-entry-not-a-count",
                                 where_text=msg(f"event-entry-where-{where}"),
                                 field_text=msg(f"event-entry-field-{name.replace('_', '-')}"),
                                 text=repr(value)))


@frozen_record
class RebuyRules:
    """Rebuys (TDA 27): a window, a limit per player and a stack threshold.

    ``until_level``: open through level N; ``until_first_break``: open on the
    levels before the first break (one of the two, or neither for no limit in
    time). ``stack_threshold``: a rebuy is allowed only with a stack at or below
    it (``None``: the starting stack). ``max_per_player`` ``None``: unlimited.
    """

    price: int
    chips: int
    fee: int = 0
    until_level: int | None = None
    until_first_break: bool = False
    max_per_player: int | None = None
    stack_threshold: int | None = None

    def __post_init__(self) -> None:
        _check_amounts("rebuys", price=self.price, chips=self.chips, fee=self.fee,
                       max_per_player=self.max_per_player,
                       stack_threshold=self.stack_threshold)
        if self.chips == 0:
            raise EntryError(msg("event-rebuy-no-chips"))
        if self.fee > self.price:
            raise EntryError(msg("event-rebuy-fee-above-price", fee=Amount(self.fee),
                                 price=Amount(self.price)))
        if self.until_level is not None and self.until_first_break:
            raise EntryError(msg("event-rebuy-window-both"))
        if self.until_level is not None and self.until_level < 1:
            raise EntryError(msg("event-rebuy-until-level-below-one", level=self.until_level))


@frozen_record
class AddOnRules:
    """One add-on per player, taken on break number ``at_break`` (1: the first break)."""

    price: int
    chips: int
    fee: int = 0
    at_break: int = 1

    def __post_init__(self) -> None:
        _check_amounts("add-on", price=self.price, chips=self.chips, fee=self.fee)
        if self.chips == 0:
            raise EntryError(msg("event-add-on-no-chips"))
        if self.fee > self.price:
            raise EntryError(msg("event-add-on-fee-above-price", fee=Amount(self.fee),
                                 price=Amount(self.price)))
        if not _is_count(self.at_break) or self.at_break < 1:
            raise EntryError(msg("event-add-on-break-below-one", text=repr(self.at_break)))


@frozen_record
class TournamentRules:
    """What an event allows (R-8.6, TDA 27); amounts in money units, stacks in chips.

    ``late_registration_until_level`` ``None``: registration stays open.
    ``re_entries``: how many times a busted player may buy in again, while the
    clock is on ``re_entry_until_level`` or earlier (``None``: the late
    registration window).
    """

    buy_in: int
    starting_stack: int
    fee: int = 0
    bounty: int = 0
    late_registration_until_level: int | None = None
    re_entries: int = 0
    re_entry_until_level: int | None = None
    rebuy: RebuyRules | None = None
    add_on: AddOnRules | None = None

    def __post_init__(self) -> None:
        _check_amounts("tournament", buy_in=self.buy_in, starting_stack=self.starting_stack,
                       fee=self.fee, bounty=self.bounty, re_entries=self.re_entries,
                       late_registration_until_level=self.late_registration_until_level,
                       re_entry_until_level=self.re_entry_until_level)
        if self.starting_stack == 0:
            raise EntryError(msg("event-starting-stack-zero"))
        if self.fee + self.bounty > self.buy_in:
            raise EntryError(msg("event-fee-and-bounty-above-buy-in", fee=Amount(self.fee),
                                 bounty=Amount(self.bounty), buyin=Amount(self.buy_in)))

    @property
    def re_entry_window(self) -> int | None:
        if self.re_entry_until_level is not None:
            return self.re_entry_until_level
        return self.late_registration_until_level


# ------------------------------------------------------------------ where the clock is


def _past_level(structure: Structure, index: int, level: int) -> bool:
    """Whether item ``index`` comes after level ``level`` has ended."""
    structure.item(index)
    if level > len(structure.levels):
        return False
    return index > structure.index_of_level(level)


def _breaks(structure: Structure) -> list[int]:
    return [i for i, it in enumerate(structure.items) if isinstance(it, Break)]


def _where(structure: Structure, index: int) -> Message:
    """Where the clock is: "level 3" or "the break after level 3" (in Hungarian, "on" it)."""
    item = structure.item(index)
    if isinstance(item, Break):
        before = structure.items[:index]
        last = max((it.number for it in before if not isinstance(it, Break)), default=0)
        return msg("event-where-break-after-level", level=last)
    return msg("event-where-level", level=item.number)


class EntryKind(enum.Enum):
    ENTRY = "entry"
    RE_ENTRY = "re-entry"


def check_registration(rules: TournamentRules, structure: Structure, index: int, *,
                       entries_so_far: int, still_playing: bool) -> EntryKind:
    """Whether a player may buy in at clock item ``index`` (R-8.6, TDA 27).

    ``entries_so_far``: the player's earlier entries; ``still_playing``: one of
    them is still in. A first entry needs the late registration window; a
    re-entry also needs the earlier entry busted, a re-entry left and the
    re-entry window open.
    """
    if not _is_count(entries_so_far):
        raise EntryError(msg("event-entries-so-far-not-a-count", text=repr(entries_so_far)))
    if still_playing:
        raise EntryError(msg("event-re-entry-still-playing"))
    if entries_so_far == 0:
        until = rules.late_registration_until_level
        if until is not None and _past_level(structure, index, until):
            raise EntryError(msg("event-registration-closed", level=until,
                                 where_text=_where(structure, index)))
        return EntryKind.ENTRY
    if entries_so_far > rules.re_entries:
        raise EntryError(msg("event-re-entries-used", count=rules.re_entries,
                             used_count=entries_so_far - 1))
    until = rules.re_entry_window
    if until is not None and _past_level(structure, index, until):
        raise EntryError(msg("event-re-entry-closed", level=until,
                             where_text=_where(structure, index)))
    return EntryKind.RE_ENTRY


@frozen_record
class Rebuy:
    """A rebuy allowed: its chips, and whether they wait behind the stack (R-8.6)."""

    chips: int
    price: int
    chips_behind: bool


def check_rebuy(rules: TournamentRules, structure: Structure, index: int, *,
                rebuys_so_far: int, stack: int, in_hand: bool = False) -> Rebuy:
    """Whether a player still in (or just busted, ``stack`` 0) may rebuy now (TDA 27).

    ``in_hand``: declared during a hand, so the chips play as chips behind
    (R-8.6) and the player is not dealt out.
    """
    reb = rules.rebuy
    if reb is None:
        raise EntryError(msg("event-no-rebuys"))
    if not _is_count(stack):
        raise EntryError(msg("event-rebuy-stack-not-a-count", text=repr(stack)))
    if not _is_count(rebuys_so_far):
        raise EntryError(msg("event-rebuys-so-far-not-a-count", text=repr(rebuys_so_far)))
    if reb.until_level is not None and _past_level(structure, index, reb.until_level):
        raise EntryError(msg("event-rebuy-closed", level=reb.until_level,
                             where_text=_where(structure, index)))
    if reb.until_first_break:
        breaks = _breaks(structure)
        structure.item(index)
        if breaks and index >= breaks[0]:
            raise EntryError(msg("event-rebuy-closed-first-break",
                                 where_text=_where(structure, index)))
    if reb.max_per_player is not None and rebuys_so_far >= reb.max_per_player:
        raise EntryError(msg("event-rebuy-limit-reached", count=reb.max_per_player,
                             used_count=rebuys_so_far))
    threshold = rules.starting_stack if reb.stack_threshold is None else reb.stack_threshold
    if stack > threshold:
        raise EntryError(msg("event-rebuy-stack-too-big", limit=Amount(threshold),
                             stack=Amount(stack)))
    return Rebuy(reb.chips, reb.price, in_hand)


def check_add_on(rules: TournamentRules, structure: Structure, index: int, *,
                 add_ons_so_far: int) -> int:
    """Whether a player may take the add-on now; returns its chips (TDA 27)."""
    add = rules.add_on
    if add is None:
        raise EntryError(msg("event-no-add-on"))
    if add_ons_so_far:
        raise EntryError(msg("event-add-on-taken"))
    breaks = _breaks(structure)
    if len(breaks) < add.at_break:
        raise EntryError(msg("event-add-on-break-missing", number=add.at_break,
                             count=len(breaks)))
    at = breaks[add.at_break - 1]
    structure.item(index)
    if index != at:
        raise EntryError(msg("event-add-on-not-open-yet" if index < at else "event-add-on-over",
                             number=add.at_break, where_text=_where(structure, index)))
    return add.chips


def entry_items(rules: TournamentRules, structure: Structure) -> range:
    """The clock items a starting stack may be handed out on: the start, through the
    late registration and the re-entry windows (``check_registration``; a window
    not set stays open all through)."""
    return range(max(_through(structure, rules.late_registration_until_level),
                     _through(structure, rules.re_entry_window if rules.re_entries else 1)))


def _through(structure: Structure, level: int | None) -> int:
    """The items up to the end of ``level``: all of them for ``None`` or a level past
    the last (``_past_level``)."""
    if level is None or level > len(structure.levels):
        return len(structure.items)
    return structure.index_of_level(max(level, 1)) + 1


def rebuy_items(rebuy: RebuyRules, structure: Structure) -> range:
    """The clock items a rebuy may be taken on (``check_rebuy``'s window): through
    ``until_level``, or the items before the first break, or every item."""
    if rebuy.until_first_break:
        return range(next(iter(_breaks(structure)), len(structure.items)))
    return range(_through(structure, rebuy.until_level))


def add_on_item(add_on: AddOnRules, structure: Structure) -> int | None:
    """The clock item (a break) the add-on is taken on; ``None`` when the structure
    has fewer breaks (``check_add_on`` refuses it then)."""
    breaks = _breaks(structure)
    return breaks[add_on.at_break - 1] if add_on.at_break <= len(breaks) else None


# ------------------------------------------------------------------ money


@frozen_record
class PrizePool:
    """Money taken in and where it goes: fees to the house, bounties on heads, the rest paid."""

    collected: int
    fees: int
    bounties: int

    @property
    def prize_pool(self) -> int:
        return self.collected - self.fees - self.bounties


def prize_pool(rules: TournamentRules, entries: int, rebuys: int = 0,
               add_ons: int = 0) -> PrizePool:
    """Buy-ins + rebuys + add-ons, minus fees and bounties (R-8.6)."""
    _check_amounts("prize-pool", entries=entries, rebuys=rebuys, add_ons=add_ons)
    if rebuys and rules.rebuy is None:
        raise EntryError(msg("event-rebuys-without-rebuys", count=rebuys))
    if add_ons and rules.add_on is None:
        raise EntryError(msg("event-add-ons-without-add-on", count=add_ons))
    rb_price, rb_fee = (rules.rebuy.price, rules.rebuy.fee) if rules.rebuy else (0, 0)
    ad_price, ad_fee = (rules.add_on.price, rules.add_on.fee) if rules.add_on else (0, 0)
    collected = entries * rules.buy_in + rebuys * rb_price + add_ons * ad_price
    fees = entries * rules.fee + rebuys * rb_fee + add_ons * ad_fee
    return PrizePool(collected, fees, entries * rules.bounty)


def expected_chips(rules: TournamentRules, entries: int, rebuys: int = 0,
                   add_ons: int = 0) -> int:
    """Chips the buy-ins put in play (checked against a count, R-8.6)."""
    _check_amounts("chips-in-play", entries=entries, rebuys=rebuys, add_ons=add_ons)
    return (entries * rules.starting_stack
            + rebuys * (rules.rebuy.chips if rules.rebuy else 0)
            + add_ons * (rules.add_on.chips if rules.add_on else 0))


def bounty_shares(bounty: int, eliminators: Sequence[P]) -> dict[P, int]:
    """The busted player's bounty, shared evenly by those who won the pot that busted them.

    Odd units go one each to the eliminators in the order given (the caller
    lists them by seat left of the button, as for odd chips).
    """
    if not _is_count(bounty):
        raise EntryError(msg("event-bounty-not-a-count", text=repr(bounty)))
    if not eliminators:
        raise EntryError(msg("event-bounty-needs-winners"))
    if len(set(eliminators)) != len(eliminators):
        raise EntryError(msg("event-eliminator-twice"))
    share, odd = divmod(bounty, len(eliminators))
    return {p: share + (1 if n < odd else 0) for n, p in enumerate(eliminators)}


def finishing_places(busts: Sequence[Bust], players_before_hand: int) -> tuple[Finish, ...]:
    """Places for the players busted in one hand (R-8.5, TDA RP-8), best finish first.

    At one table the bigger stack at the start of the hand finishes higher;
    in a hand-for-hand hand, busts at different tables tie and share the
    prizes of the places they cover.
    """
    try:
        return order_simultaneous_busts(busts, players_before_hand)
    except PayoutError as exc:
        raise EntryError(exc.message) from None
