"""What a tournament's chips must still pay, checked in the chips in play when it is
paid (R-8.6, R-8.3, TDA 20): one check for the setup and for a color-up on the night.

``unpaid`` walks the clock items from ``since`` with the chips in play at each (those
at the start, less the structure's color-ups up to it and the chips in ``gone``, the
color-ups done on the night) and says what their smallest chip cannot pay: a late
entry's starting stack over the late registration and re-entry windows
(``entries.entry_items``), a rebuy's chips over its window (``rebuy_items``), the
add-on's at its break (``add_on_item``), and, with ``levels``, each level's blinds,
antes, bring-in and bets. The setup asks from the start with nothing gone (a new
event whose amounts its chips cannot pay is refused); the color-up service asks from
the clock's item with the chip to come off gone too, and refuses the color-up for
whatever it alone leaves unpaid.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal

from director.engine.event.entries import (
    TournamentRules,
    add_on_item,
    entry_items,
    rebuy_items,
)
from director.engine.event.structures import Structure, UnpaidLevel
from director.engine.frozen import frozen_record

Paid = Literal["starting-stack", "rebuy-chips", "add-on-chips"]


@frozen_record
class UnpaidAmount:
    """A stack handed out (``what``) whose ``amount`` the smallest chip ``chip`` cannot
    pay: the strictest chips of its window that fail (the largest smallest chip, so
    amounts near it are paid all through), first in play at item ``began``."""

    what: Paid
    amount: int
    chip: int
    began: int


def unpaid(structure: Structure, rules: TournamentRules, start: Sequence[int], *,
           since: int = 0, gone: Collection[int] = (), levels: bool = True
           ) -> tuple[list[UnpaidAmount], list[UnpaidLevel]]:
    """Every stack still to be handed out from item ``since`` and (``levels``) every
    level from it that the chips in play then cannot pay (see the module)."""
    if not start:
        return [], []
    after = range(since, len(structure.items))
    windows: list[tuple[Paid, int, range]] = [
        ("starting-stack", rules.starting_stack, entry_items(rules, structure))]
    if rules.rebuy is not None:
        windows.append(("rebuy-chips", rules.rebuy.chips, rebuy_items(rules.rebuy, structure)))
    if rules.add_on is not None:
        at = add_on_item(rules.add_on, structure)
        windows.append(("add-on-chips", rules.add_on.chips,
                        range(1) if at is None else range(at, at + 1)))
    amounts = []
    for what, amount, items in windows:
        found = _strictest(structure, start, gone, amount,
                           [i for i in items if i in after], since)
        if found is not None:
            amounts.append(UnpaidAmount(what, amount, *found))
    owed = structure.unpaid_levels(start, since, gone) if levels else []
    return amounts, owed


def _strictest(structure: Structure, start: Sequence[int], gone: Collection[int],
               amount: int, items: Sequence[int], since: int) -> tuple[int, int] | None:
    """The largest smallest chip of ``items`` that cannot pay ``amount`` and the first
    item from ``since`` it is the smallest at; ``None`` when they all pay it."""
    failing = [(min(chips), index) for index in items
               if (chips := structure.chips_in_play(index, start, gone)) and amount % min(chips)]
    if not failing:
        return None
    chip, index = max(failing, key=lambda f: (f[0], -f[1]))
    began = next(i for i in range(since, index + 1)
                 if min(structure.chips_in_play(i, start, gone), default=0) == chip)
    return chip, began
