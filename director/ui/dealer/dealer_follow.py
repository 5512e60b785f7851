"""The dealer panel follows the one commit feed (issue 17, issue 28).

The director moves players into and out of this table, busts one, corrects a
stack or takes a rebuy, from the console of this program or from another
station on a club's server; on a club's server another dealer station may act
on this table's hand (two stations on one table: the conflict case). Every
such commit reaches the program's ``WindowFeed`` on the Qt thread, a burst
said once, and ``DealerFollow``:

- on a club's server, a change to the hand or its log: the session reads the
  hand again as stored (``DealerSession.reload``) and the panel redraws only
  when the stored hand is not the one shown (this station's own actions read
  back as they are); in one program nobody else deals this table's hand;
- a change to the seats, players or tables: between hands the table's running
  state is read again (``DealerSession.follow_table``), so a hand recorded on the
  felt from the seating (Next hand) shows its button and blinds at once and N
  deals the hand after it, and a final table redrawn (R-8.4) shows no button until
  the seating draws one (R-3.1); the lines beside the panel
  (``followers``: the bust report) redraw, and the panel too when who sits
  where at this table changed (a commit elsewhere, the clock's for one, leaves
  the panel and the cards the dealer is typing alone);
- this table broken up by balancing or closed: the panel says so, with where
  each of its players went, and offers nothing to deal but its own close
  (``DealerPanel.table_closed``); the balancing undone, it deals again.

A key pressed at a panel that has not caught up yet is refused by the table
service (``svc-hand-changed-elsewhere``): the dealer reads the message and the
hand as it stands now, and nothing is applied twice. A server lost meanwhile
is told to the station's banner (``station_status``); once it is back, the
feed's ``{"*"}`` reads everything again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from director.services.club.table_instructions import closed_table
from director.services.core.database import StoreError
from director.ui.club.station_status import server_lost
from director.ui.common.commit_feed import HAND_ONLY, window_feed
from director.ui.common.language import in_language
from director.ui.dealer.panel import DealerPanel

if TYPE_CHECKING:
    from director.services.core.database import Database

HAND_TABLES = frozenset({"hand", "hand_event", "*"})


class DealerFollow(QObject):
    """Keeps ``panel`` (a stored table's dealer panel) up to date with ``db``'s commits."""

    def __init__(self, panel: DealerPanel, db: Database) -> None:
        super().__init__(panel)
        self.setObjectName("dealerFollow")
        self.panel, self.db = panel, db
        self.followers: list[Callable[[], None]] = []
        self._names = dict(panel.seat_names())
        self._stopped = False
        self._feed = window_feed(db)
        self._feed.committed.connect(self._follow)

    def stop(self) -> None:
        """Hear nothing more (the station closes)."""
        if not self._stopped:
            self._stopped = True
            self._feed.committed.disconnect(self._follow)

    def _follow(self, tables: frozenset[str]) -> None:
        if self._stopped:
            return
        hand = bool(tables & HAND_TABLES) and self.db.is_server
        seats = not tables <= HAND_ONLY
        try:
            redrawn = hand and self.panel.session.reload()
            if seats:  # a hand recorded on the felt: its button and blinds
                redrawn = self.panel.session.follow_table() or redrawn
                self._closed_or_open()
                names = dict(self.panel.seat_names())
                if names != self._names and not redrawn:
                    self.panel.refresh()
                self._names = names
                for follower in self.followers:
                    follower()
        except StoreError as exc:  # the banner says it; the catch-up after it redraws
            server_lost(self.db, exc)


    def _closed_or_open(self) -> None:
        table_id = self.panel.session.table_id
        said = None if table_id is None else closed_table(self.db, table_id)
        if said is None:
            self.panel.table_closed(None)
        else:
            self.panel.table_closed(lambda: [
                f"{text[:1].upper()}{text[1:]}" for text in map(in_language, said)])


def follow_the_feed(panel: DealerPanel, db: Database) -> DealerFollow | None:
    """``panel`` follows the commit feed (a stored table's panel; nothing in memory)."""
    if panel.session.service is None:
        return None
    return DealerFollow(panel, db)
