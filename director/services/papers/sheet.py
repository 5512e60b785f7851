"""What a printed paper is, as data: a ``Paper`` of ``Block``s of messages, and how
its money and numbers are written (``money``, ``number``). The papers themselves
are made in ``papers`` and ``structure_sheet``; ``director.ui.papers`` lays them
out on A4, Letter or 80 mm receipt paper."""

from __future__ import annotations

from dataclasses import field

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg

Cell = Message


@frozen_record
class Block:
    heading: Message | None = None
    lines: tuple[Message, ...] = ()
    columns: tuple[Message, ...] = ()
    rows: tuple[tuple[Cell, ...], ...] = ()
    signature: bool = False


@frozen_record
class Paper:
    kind: str
    title: Message
    subtitle: Message
    blocks: tuple[Block, ...] = field(default=())

    @property
    def cards(self) -> bool:
        """One card a block (cut apart), rather than one sheet."""
        return self.kind in CARDS


KINDS = ("seat-cards", "seating-list", "move-slips", "receipts", "results", "structure",
         "settlement", "report")
CARDS = frozenset({"seat-cards", "move-slips", "receipts"})


def money(amount: int, currency: str) -> Message:
    """An amount of money as the windows write it (``ui.common.director_widgets.money``):
    ``$3,300``, ``-$6,700``, ``12 000 Ft``; plain digits without a currency."""
    if not currency:
        return msg("paper-amount", amount=Amount(amount))
    sign = "-" if amount < 0 else ""
    where = "after" if currency[:1].isalpha() else "before"
    return msg(f"paper-money-{where}", sign_text=sign, amount=Amount(abs(amount)),
               currency_text=currency)


def number(value: int) -> Message:
    """A count or a place, plain digits."""
    return msg("paper-number", number=value)
