"""Rows another station took back: at a club a registration undone at one station
stays on another's console and seating page until the commit feed brings the news.
A command for such a row would be refused by an entry number the director never sees
("there is no entry 7"); it is refused here first, by the names the rows showed."""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.messages import MessageError, msg
from director.services.core.message_data import names_words
from director.services.events import console_queries as q
from director.ui.common.context import AppContext


def check_still_entered(context: AppContext, event_id: int,
                        shown: Sequence[q.EntryView]) -> None:
    """Refuses (``MessageError``, shown by a page's ``ActionRunner``) when an entry of
    ``shown``, as the page read them, is no longer in the store: "Gizi's entry was
    undone meanwhile (at another station): nothing was done". Asked at the button and
    again at the dialog's OK."""
    entered = q.entered(context.db, event_id, (e.entry_id for e in shown))
    gone = list(dict.fromkeys(e.player for e in shown if e.entry_id not in entered))
    if gone:
        raise MessageError(msg("win-entry-undone-meanwhile", players=len(gone),
                               names=names_words(gone)))
