"""Clock → Share with the room: the room view server, started and stopped by the
director, fed with the open event's public data after every committed command,
and the remote's actions run here, on the program's thread, through the same
services as the console (validated, stored, undoable), redrawing the console.

Nothing listens until the director presses Start; Stop closes the port.
"""

from __future__ import annotations

import concurrent.futures
import io
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

import segno
from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from director.engine.messages import msg
from director.services import room
from director.services.core import commits
from director.services.core.database import StoreError
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.tables.all_in_board import AllInBoard, all_in_data
from director.ui.common.director_widgets import default_currency
from director.ui.common.language import in_language
from director.ui.common.style import colour_hex
from director.web.server import DEFAULT_PORT, RoomServer, ShareError

if TYPE_CHECKING:
    from director.services.core.database import Database
    from director.ui.shell.main_window import MainWindow

ALL_NETWORKS = "0.0.0.0"
THIS_COMPUTER = "127.0.0.1"
_HOUR_MS = 3_600_000


class RemoteActions:
    """The remote's actions on one event, through the services (the console's own)."""

    def __init__(self, host: MainWindow) -> None:
        self.host = host  # the main window: context, current_event, the event's pages

    def run(self, name: str, args: dict[str, Any]) -> str:
        """Run the remote's action ``name``; what was done in English for the remote
        (the window's status line says it in the window's language)."""
        window = self.host
        event_id = window.current_event
        if event_id is None:
            raise ServiceError(msg("svc-remote-no-event-open"))
        context = window.context
        now = context.now()
        pages = window.event_pages(event_id)
        clock = pages.clock if pages is not None else None
        if name in ("start", "pause", "add_minute", "remove_minute"):
            if clock is None:
                raise ServiceError(msg("svc-remote-no-clock"))
            view = context.events.clock(event_id, now)
            running = view is not None and view.running
            if name == "start":
                if running:
                    return str(msg("svc-remote-clock-already-running"))
                clock.start_pause(now)
                done = msg("svc-remote-clock-started")
            elif name == "pause":
                if not running:
                    return str(msg("svc-remote-clock-already-paused"))
                clock.start_pause(now)
                done = msg("svc-remote-clock-paused")
            elif name == "add_minute":
                clock.add_minute(now)
                done = msg("svc-remote-minute-added")
            else:
                clock.remove_minute(now)
                done = msg("svc-remote-minute-taken-off")
        elif name in ("bust", "rebuy"):
            entry_id = args.get("entry")
            if not isinstance(entry_id, int) or isinstance(entry_id, bool):
                raise ServiceError(msg("svc-remote-which-entry"))
            entry = next((e for e in q.entries(context.db, event_id)
                          if e.entry_id == entry_id and e.playing), None)
            if entry is None:
                raise ServiceError(msg("svc-entry-not-in-play", entry_number=entry_id))
            if name == "bust":
                context.tournaments.bust(event_id, {entry_id: entry.stack}, now)
                done = msg("svc-remote-busted", player=entry.player)
            else:
                context.tournaments.rebuy(entry_id, now)
                done = msg("svc-remote-rebuy", player=entry.player)
        else:
            raise ServiceError(msg("svc-remote-no-action", text=repr(name)))
        if pages is not None:
            pages.changes.changed.emit()
        window.statusBar().showMessage(
            window.tr("Remote: %1").replace("%1", in_language(done)), 8000)
        return str(done)


class _MainThread(QObject):
    """Hands a remote action from the server's thread to the program's thread."""

    request = Signal(object)

    def __init__(self, run: Callable[[str, dict[str, Any]], str], parent: QObject) -> None:
        super().__init__(parent)
        self._run = run
        self.request.connect(self._execute, Qt.ConnectionType.QueuedConnection)

    def submit(self, name: str, args: dict[str, Any]) -> concurrent.futures.Future[str]:
        future: concurrent.futures.Future[str] = concurrent.futures.Future()
        self.request.emit((name, args, future))
        return future

    def _execute(self, item: tuple[str, dict[str, Any], concurrent.futures.Future[str]]) -> None:
        name, args, future = item
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(self._run(name, args))
        except (ServiceError, StoreError, ValueError) as exc:
            future.set_exception(ValueError(str(exc)))


class RoomPublisher(QObject):
    """Hands the server the event's public data after commands that wrote something
    (read at most four times a second: the pages promise a second) and when the
    running level ends."""

    _dirty = Signal()

    #: What a hand in progress writes at each dealer action; nothing the room sees.
    HAND_ONLY = frozenset({"hand_event", "hand"})

    def __init__(self, db: Database, event_id: Callable[[], int | None],
                 now: Callable[[], datetime], server: RoomServer, parent: QObject,
                 all_in: AllInBoard | None = None) -> None:
        super().__init__(parent)
        self.db, self.event_id, self.now, self.server = db, event_id, now, server
        self.all_in = all_in  # the face-up all-ins' odds (issue 21, R-7.1)
        self._stop_all_in: Callable[[], None] | None = None
        self._publish_timer = QTimer(self, singleShot=True, interval=250)
        self._publish_timer.timeout.connect(self.publish)
        self._level_timer = QTimer(self, singleShot=True)
        self._level_timer.timeout.connect(self.publish)
        self._dirty.connect(self._schedule, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe: Callable[[], None] | None = None

    def start(self) -> None:
        if self._unsubscribe is None:
            self._unsubscribe = commits.subscribe(self.db, self._committed)
        if self.all_in is not None and self._stop_all_in is None:
            self._stop_all_in = self.all_in.subscribe(self._schedule)  # on this thread
        self.publish()

    def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._stop_all_in is not None:
            self._stop_all_in()
            self._stop_all_in = None
        self._publish_timer.stop()
        self._level_timer.stop()

    def _committed(self, tables: frozenset[str]) -> None:
        if not tables <= self.HAND_ONLY:  # from any thread: queued to the program's
            self._dirty.emit()

    def _schedule(self) -> None:
        if self._unsubscribe is not None and not self._publish_timer.isActive():
            self._publish_timer.start()

    def publish(self) -> None:
        """Read the event's public data and hand it to the server."""
        event_id = self.event_id()
        if event_id is None:
            self.server.publish({"event": None}, {"event": None})
            return
        now = self.now()
        try:
            public = room.room_view(self.db, event_id, now, default_currency())
            director = room.director_view(self.db, event_id, now, public)
        except (ServiceError, StoreError):
            return  # the next commit or level change publishes again
        if self.all_in is not None:
            public["all_in"] = director["all_in"] = [all_in_data(a) for a in self.all_in.all()]
        self.server.publish(public, director)
        wait = public.get("refresh_after_ms")
        if isinstance(wait, int):
            self._level_timer.start(min(wait + 50, _HOUR_MS))


class RoomShare(QObject):
    """The room view for the event open in ``host`` (the main window)."""

    changed = Signal()  # sharing started or stopped

    def __init__(self, host: MainWindow) -> None:
        super().__init__(host)
        self.host = host
        self.actions = RemoteActions(host)
        self._bridge = _MainThread(self.actions.run, self)
        self.server = RoomServer(self._bridge.submit)
        self.publisher = RoomPublisher(host.context.db, lambda: host.current_event,
                                       host.context.now, self.server, self,
                                       host.context.all_in)

    @property
    def running(self) -> bool:
        return self.server.running

    def start(self, host: str, port: int, remote: bool) -> str:
        """Start sharing; the address to open, or ``ShareError`` saying why not."""
        listening = self.server.start(host, port, remote=remote)
        self.publisher.start()
        url = address(listening.host, listening.port)
        self._show_on_clock(url + "clock")
        self.changed.emit()
        return url

    def stop(self) -> None:
        self.server.stop()
        self.publisher.stop()
        self._show_on_clock("")
        self.changed.emit()

    def _show_on_clock(self, url: str) -> None:
        """The clock display shows where to scan while sharing, nothing after."""
        clock_window = self.host.clock_window
        if clock_window is not None:
            clock_window.show_share(url, qr_pixmap(url, 160) if url else None)

    def event_changed(self, _event_id: int) -> None:
        if self.running:
            self.publisher.publish()


def address(host: str, port: int) -> str:
    """The address people type or scan: this computer's network address when the
    server listens on every network, else the address it listens on."""
    shown = host
    if host in (ALL_NETWORKS, "::"):
        found = network_addresses()
        shown = found[0] if found else THIS_COMPUTER
    return f"http://{shown}:{port}/"


def network_addresses() -> list[str]:
    """This computer's IPv4 addresses on its local networks (no loopback)."""
    found: list[str] = []
    for entry in QNetworkInterface.allAddresses():
        if entry.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if entry.isLoopback() or entry == QHostAddress(QHostAddress.SpecialAddress.Any):
            continue
        found.append(entry.toString())
    return found


def qr_pixmap(text: str, size: int) -> QPixmap:
    """A QR code of ``text``, about ``size`` pixels square, dark on white."""
    code = segno.make(text, error="m")
    scale = max(2, size // (code.symbol_size(border=2)[0]))
    pixmap = QPixmap()
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=2, dark=colour_hex("qr_dark"),
              light=colour_hex("qr_light"))
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def remembered_port(settings: QSettings) -> int:
    value = settings.value("room/port", DEFAULT_PORT)
    try:
        port = int(str(value))
    except ValueError:
        return DEFAULT_PORT
    return port if 1024 <= port <= 65535 else DEFAULT_PORT


__all__ = ["RoomShare", "ShareError", "address", "qr_pixmap"]
