"""The dealer panel for a table of the open event (issue: dealer assist inside
the desktop program). The hand in progress comes back after a restart; each
new hand takes the level in force when it starts (R-8.1)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QVBoxLayout, QWidget

from director.engine.messages import msg
from director.services.cash.cash_tables import CashTableService
from director.services.club.station_tables import table_gone
from director.services.core.database import StoreError
from director.services.core.documents import TournamentSettings
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.table_games import OnBreak, table_game
from director.services.events.table_games import on_break as clock_break
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_game import TableGame
from director.ui.clock.hand_timer import attach_to_dealer_panel, hand_timers
from director.ui.club.station_status import server_lost
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import table_name
from director.ui.dealer.dealer_busts import BustReportBar
from director.ui.dealer.dealer_follow import follow_the_feed
from director.ui.dealer.felt.odds import publish_to
from director.ui.dealer.felt_count import ask_count, count_before_opening
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.straddle_bar import StraddleBar

if TYPE_CHECKING:
    from director.services.core.database import Database


def _tr(text: str) -> str:
    return QCoreApplication.translate("DealerPages", text)


def cash_dealer_session(context: AppContext, table_id: int) -> DealerSession:
    """A cash table's session: its hand in progress, or the next hand from its last
    button and missed blinds (R-3.6); the first hand from the button drawn for it on
    the tables page (R-3.1), refused before the draw."""
    tables = CashTableService(context.db)
    view = tables.table(table_id)
    playing = [s.number for s in view.seats if s.stack > 0 and not s.away]
    if len(playing) < 2:
        raise ServiceError(msg("svc-hand-needs-two-seated"))
    dealing = tables.dealing(table_id)
    if view.button is None and not view.hand_running:
        raise ServiceError(msg("svc-draw-button-first", table_text=table_label(view.name)))
    return DealerSession.at_table(context.events.tables, table_id, dealing.table_game(),
                                  view.button or playing[0], cash=dealing)


def dealer_session(context: AppContext, event_id: int, table_id: int) -> DealerSession:
    """The table's session: its hand in progress, or a new hand at the level in force."""
    if q.event_settings(context.db, event_id)[0] == "cash":
        return cash_dealer_session(context, table_id)
    found = [t for t in q.tables(context.db, event_id) if t.table_id == table_id]
    if not found:  # a dealer station's own table broken up by balancing
        raise ServiceError(msg("svc-table-not-open"))
    [table] = found
    seated = sorted(seat for seat, stack in context.events.tables.next_stacks(table_id).items()
                    if stack > 0)
    if len(seated) < 2:
        raise ServiceError(msg("svc-hand-needs-two-seated"))
    button = table.button if table.button in seated else seated[-1]

    def in_force() -> TableGame:
        """The game at the level the clock is at now (R-8.1)."""
        return table_game(context.db, event_id, context.now())

    session = DealerSession.at_table(context.events.tables, table_id, in_force(), button)

    def next_level_applies() -> None:
        # When a hand ends, the header names the next hand's level as it is then.
        if session.is_complete:
            session.use_for_next_hand(in_force())

    session.subscribe(next_level_applies)
    # the level in force as the dealer deals the next hand, not as the last ended
    session.game_at_start = in_force
    return session


def choose_table(parent: QWidget, context: AppContext, event_id: int) -> int | None:
    """Ask which table to deal at (no question when there is one)."""
    tables = q.tables(context.db, event_id)
    if not tables:
        if q.event_settings(context.db, event_id)[0] == "cash":
            raise ServiceError(msg("svc-cash-game-has-no-table"))
        raise ServiceError(msg("svc-event-has-no-table"))
    if len(tables) == 1:
        return tables[0].table_id
    names = [table_name(t.name) for t in tables]
    name, ok = QInputDialog.getItem(parent, _tr("Dealer panel"), _tr("Table:"), names, 0, False)
    return tables[names.index(name)].table_id if ok else None


def table_to_deal(parent: QWidget, context: AppContext, event_id: int,
                  pages: Collection[str]) -> int | None:
    """The table Ctrl+D deals at: a club's dealer station's own, refused in words once
    it was closed or broken up since it was chosen (what the station does then, as at
    connection: ``station_tables.table_gone``) unless its panel is still among the
    ``pages`` open; else one chosen from the event's tables (``choose_table``)."""
    db = context.db
    own = db.role_table
    if own is None:
        return choose_table(parent, context, event_id)
    gone = None if f"dealer_{own}" in pages else table_gone(db, own, by_login=db.server_role)
    if gone is not None:
        raise ServiceError(gone)
    return own


def dealer_title(context: AppContext, event_id: int, table_id: int) -> Callable[[], str]:
    """The dealer panel's name in the Windows menu, asked again after a change of
    language: the table by its name, as the console names it ("Dealer panel, Final";
    "Osztósegéd, 1. asztal"). The name is kept from while the table was open: a table
    broken up keeps it until its panel is closed."""
    kept: dict[int, str] = {}

    def title() -> str:
        kept.update((t.table_id, t.name) for t in q.tables(context.db, event_id))
        name = kept.get(table_id)
        return _tr("Dealer panel, %1").replace(
            "%1", table_name(name) if name is not None else str(table_id))

    return title


class HandNames:
    """Who sits where, as the dealer panel shows it: the players the hand on the felt
    was dealt to, in the seats it dealt (after a final-table redraw the finished hand
    is not shown with the players who moved in: issue 28 item 11); the other seats
    as they are seated now. Each name as stored at each redraw: a player renamed
    meanwhile shows the new name at once (one record), not at the next hand."""

    def __init__(self, db: Database, table_id: int) -> None:
        self.db, self.table_id = db, table_id
        self.session: DealerSession | None = None
        self._hand: tuple[int | None, int] | None = None
        self._dealt: dict[int, int] = {}  # seat: the player dealt in (their id)

    def __call__(self) -> dict[int, str]:
        seated = q.seated_players(self.db, self.table_id)
        now = {seat: name for seat, (_pid, name) in seated.items()}
        session = self.session
        if session is None:
            return now
        hand = (session.hand_id, session.hand_number)
        if hand != self._hand:  # a new hand: its players are the ones seated now
            self._hand = hand
            self._dealt = {seat: seated[seat][0] for seat in session.seats if seat in seated}
        moved = {seat: pid for seat, pid in self._dealt.items()
                 if seat not in seated or seated[seat][0] != pid}
        names = q.player_names(self.db, moved.values())
        return {**now, **{seat: names.get(pid, "") for seat, pid in moved.items()}}


def on_break(context: AppContext, event_id: int) -> OnBreak | None:
    """A break on the clock, said on the step line between hands (R-8.1): the level a
    hand dealt now is dealt at and the break's color-up (R-8.3), else None; a club's
    server lost meanwhile is told to the station's banner and nothing is said here
    (the hand's step is shown)."""
    try:
        return clock_break(context.db, event_id, context.now())
    except StoreError as exc:
        if not server_lost(context.db, exc):
            raise  # shown as the gesture's refusal
        return None


def dealer_panel(context: AppContext, event_id: int, table_id: int) -> DealerPanel:
    # hands dealt on the felt since the panel's last: the stacks counted before it deals
    count_before_opening(context.db, table_id, context.now())
    players = HandNames(context.db, table_id)
    players.session = session = dealer_session(context, event_id, table_id)
    panel = DealerPanel(session, seat_names=players)
    # Hands dealt on the felt since the panel's last: the stacks counted before N deals.
    panel.count_first = ask_count(panel, context.db, table_id, context.now)
    # The table's hand timer (T, E), shared with the clock screen.
    tables = q.tables(context.db, event_id)
    names = {t.table_id: table_name(t.name) for t in tables}
    timer = attach_to_dealer_panel(panel, hand_timers(context, context.now), table_id,
                                   names.get(table_id, str(table_id)))

    def timer_offered(closed: bool) -> None:  # no hand to time at a closed table (nor T)
        timer.setHidden(closed)
        timer.setEnabled(not closed)

    panel.closed_changed.connect(timer_offered)
    # Its all-in odds, for the clock screen and the room view (issue 21).
    publish_to(panel, context.all_in, table_id, tables)
    bar: BustReportBar | None = None
    if q.event_settings(context.db, event_id)[0] == "tournament":
        # Its busts, reported to the director from the table (issue 17, R-8.5).
        settings = q.event_settings(context.db, event_id)[2]
        assert isinstance(settings, TournamentSettings)
        rebuy = settings.rules().rebuy
        bar = BustReportBar(context.db, table_id, panel.session, context.now, panel,
                            None if rebuy is None else (rebuy.price, settings.currency))
        bar.attach_key(panel)
        panel.on_break = lambda: on_break(context, event_id)
        column = panel.layout()
        assert isinstance(column, QVBoxLayout)
        # under the step's line (and a closed table's moves), above the error line
        column.insertWidget(column.indexOf(panel.closed_moves) + 1, bar)
    straddle: StraddleBar | None = None
    if panel.session.cash is not None and panel.session.game.options.straddle:
        # The straddle its player announces, asked between hands.
        straddle = StraddleBar(context.db, table_id, panel.session, context.now, panel)
        straddle.attach_key(panel)
        column = panel.layout()
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(column.indexOf(panel.closed_moves) + 1, straddle)
    # What the director and (on a club's server) the other stations do at this table:
    # the panel, its bust line and its straddle redraw from the commit feed.
    follow = follow_the_feed(panel, context.db)
    if follow is not None:
        follow.followers.extend(line.refresh for line in (bar, straddle) if line is not None)
    return panel
