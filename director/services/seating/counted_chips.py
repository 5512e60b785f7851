"""A counted stack is paid in the chips on the table (TDA 20, R-8.3, R-8.6, R-8.7):
a whole number of the smallest chip still in play there. At a tournament that is
the smallest of the event's chip set less the chips colored up (the color-ups are
made at every table at once); at a cash table the table's smallest chip. An event
without a chip set has no such check.

One check serves every count: the stacks counted before the dealer panel's first
hand after felt play (``felt_count.count_stacks``) and the director console's chip
count of a player (``TournamentService.count_chips``). A count the chips cannot make
is refused naming the smallest chip and the nearest amounts, and nothing changes.
"""

from __future__ import annotations

from sqlmodel import Session

from director.engine.event.chips import ChipError, check_paid_in_chips
from director.engine.messages import Message, msg
from director.services.core.documents import TournamentSettings, load_settings
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError
from director.services.tournament.color_ups import chips_in_play_now
from director.store.models import CashTable, TableRow
from director.store.models import Event as EventRow


def smallest_chip_at(s: Session, table: TableRow) -> tuple[int, Message]:
    """The smallest chip in play at ``table`` and the words for its chips: a cash
    table's own (R-8.7), a tournament's after its color-ups (R-8.3, R-8.6); 0 where
    none is known (no chip set)."""
    extra = s.get(CashTable, table.id)
    if extra is not None:
        return extra.smallest_chip, msg("svc-chips-of-named-table",
                                        table_text=table_label(table.name))
    event = s.get(EventRow, table.event_id)
    settings = load_settings(event.kind, event.settings) if event is not None else None
    if event is None or not isinstance(settings, TournamentSettings):
        return 0, msg("svc-chips-in-play")
    return min(chips_in_play_now(s, event.id or 0, settings), default=0), \
        msg("svc-chips-in-play")


def check_counted(s: Session, table: TableRow, chips: int, player: str) -> None:
    """``player``'s stack counted at ``table`` as ``chips``: a whole number of the
    smallest chip in play there, else refused in words naming the chip and the
    nearest amounts the chips can make (``chips.check_paid_in_chips``)."""
    chip, chips_text = smallest_chip_at(s, table)
    try:
        check_paid_in_chips(chips, chip, msg("svc-counted-stack-of", player=player),
                            chips_text)
    except ChipError as exc:
        raise ServiceError(msg("svc-count-not-in-chips", reason_text=exc.message)) from None
