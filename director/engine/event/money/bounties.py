"""Knockout bounties of every kind: fixed, progressive (PKO) and mystery.

Money is in the smallest unit. Every amount a bust moves is whole and nothing is
lost to rounding: the parts of a bounty always add up to the bounty.

- Fixed: the busted player's bounty goes to whoever won the pot that busted them
  (``entries.bounty_shares``; a split pot shares it, odd units to the first listed).
- Progressive knockout: half of the busted player's bounty is paid to the
  eliminator at once, the other half is added to the eliminator's own bounty
  (the odd unit is paid). A split pot shares both halves. The winner of the
  tournament collects their own bounty.
- Mystery: every bounty goes into one pool; the director sets a prize list of
  envelopes whose total is the pool, and each bust draws one envelope at random
  for the eliminator. Envelopes left when the tournament ends go to its winner.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from typing import Protocol, TypeVar

from director.engine.event.entries import bounty_shares
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, MessageError, msg

P = TypeVar("P", bound=Hashable)


class BountyError(MessageError):
    """A bounty that cannot be paid as asked."""


class BountyKind(enum.Enum):
    FIXED = "fixed"
    PROGRESSIVE = "progressive"
    MYSTERY = "mystery"


class Chooser(Protocol):
    """What a draw needs of a random source; ``random.Random`` fits."""

    def randrange(self, stop: int, /) -> int: ...


@frozen_record
class KnockoutShare:
    """What one eliminator gets from a progressive bounty: cash now, and onto their head."""

    paid: int
    onto_head: int


def progressive_shares(bounty: int, eliminators: Sequence[P]) -> dict[P, KnockoutShare]:
    """Half of ``bounty`` paid, half onto the eliminators' heads, shared by a split pot."""
    head = bounty // 2 if isinstance(bounty, int) else bounty
    paid = bounty_shares(bounty - head, eliminators)
    onto = bounty_shares(head, eliminators)
    return {p: KnockoutShare(paid[p], onto[p]) for p in eliminators}


def check_envelopes(envelopes: Sequence[int], pool: int) -> tuple[int, ...]:
    """A mystery prize list: whole amounts, at least one, adding up to the bounty pool."""
    amounts = tuple(envelopes)
    if not amounts:
        raise BountyError(msg("event-mystery-no-envelopes"))
    for amount in amounts:
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise BountyError(msg("event-mystery-envelope-not-a-count", text=repr(amount)))
    if sum(amounts) != pool:
        raise BountyError(msg("event-mystery-envelopes-not-pool", total=Amount(sum(amounts)),
                              pot=Amount(pool)))
    return amounts


def draw_envelope(left: Sequence[int], rng: Chooser) -> int:
    """The index (into ``left``) of the envelope an eliminator draws."""
    if not left:
        raise BountyError(msg("event-mystery-no-envelopes-left"))
    index = rng.randrange(len(left))
    if not 0 <= index < len(left):
        raise BountyError(msg("event-mystery-no-envelopes-left"))
    return index
