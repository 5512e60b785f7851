"""Clock → Share with the room, the Qt side: starts and stops the room view's
server, lets the services' feed keep it current (``services.room.feed``), runs the
remote's named commands (``services.room.remote``) on the program's thread, has
the commit feed say the commit at once (every view redraws from the store, as
after a command of a page) and says on the status line what was done. The
director's screen follows a new PIN (after too many wrong ones, issue 31).

Nothing listens until the director presses Start; Stop closes the port.
"""

from __future__ import annotations

import concurrent.futures
import io
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

import segno
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import QStatusBar

from director.engine.messages import Message
from director.services.room.feed import RoomFeed
from director.services.room.remote import RemoteCommands
from director.ui.common.commit_feed import window_feed
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import default_currency
from director.ui.common.language import in_language
from director.ui.common.style import colour_hex
from director.web.server import DEFAULT_PORT, Listening, RoomServer, ShareError

THIS_COMPUTER = "127.0.0.1"


class _ClockScreen(Protocol):
    def show_share(self, url: str, code: QPixmap | None) -> None: ...


class RoomHost(Protocol):
    """What sharing needs of the program's window: the context, the open event, the
    clock screen that shows where to scan, the status line."""

    @property
    def context(self) -> AppContext: ...
    @property
    def current_event(self) -> int | None: ...
    @property
    def clock_window(self) -> _ClockScreen | None: ...
    def statusBar(self) -> QStatusBar: ...


class _MainThread(QObject):
    """Hands a remote command from the server's thread to the program's thread."""

    request = Signal(object)

    def __init__(self, run: Callable[[str, dict[str, Any]], Message], parent: QObject) -> None:
        super().__init__(parent)
        self._run = run
        self.request.connect(self._execute, Qt.ConnectionType.QueuedConnection)

    def submit(self, name: str, args: dict[str, Any]) -> concurrent.futures.Future[Message]:
        future: concurrent.futures.Future[Message] = concurrent.futures.Future()
        self.request.emit((name, args, future))
        return future

    def _execute(self, item: tuple[str, dict[str, Any], concurrent.futures.Future[Message]]
                 ) -> None:
        name, args, future = item
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(self._run(name, args))
        except Exception as exc:  # a refusal or a storage failure (a ValueError with its
            future.set_exception(exc)  # message: said in the phone's language, nothing
            # changed), or a fault (the server answers 500 and logs it): answered at once,
            # not left waiting for COMMAND_SECONDS, and nothing escapes the Qt slot


class RoomShare(QObject):
    """The room view for the event open in ``host``."""

    changed = Signal()  # sharing started or stopped
    pin_changed = Signal()  # a new PIN (from the server's thread: queued here)

    def __init__(self, host: RoomHost, tls_folder: Path | None = None) -> None:
        super().__init__(host if isinstance(host, QObject) else None)
        self.host = host
        self.tls_folder = tls_folder  # where the HTTPS certificate is kept
        context = host.context
        self.commands = RemoteCommands(context.db, lambda: host.current_event, context.now)
        self._bridge = _MainThread(self._run, self)
        self.server = RoomServer(self._bridge.submit, now=context.now,
                                 on_new_pin=lambda _pin: self.pin_changed.emit())
        self.feed = RoomFeed(context.db, lambda: host.current_event, context.now,
                             self.server.publish, all_in=context.all_in,
                             currency=default_currency)

    @property
    def running(self) -> bool:
        return self.server.running

    def start(self, host: str, port: int, remote: bool, tls: bool = False) -> str:
        """Start sharing; the address to open, or ``ShareError`` saying why not."""
        certificate = None
        if tls:
            from director.web.tls import certificate_for

            certificate = certificate_for(self.tls_folder or certificate_folder(), host)
        listening = self.server.start(host, port, remote=remote, tls=certificate)
        self.feed.start()
        self._show_on_clock(listening.url + "clock")
        self.changed.emit()
        return listening.url

    @property
    def listening(self) -> Listening | None:
        return self.server.listening

    def stop(self) -> None:
        self.server.stop()
        self.feed.stop()
        self._show_on_clock("")
        self.changed.emit()

    def _run(self, name: str, args: Mapping[str, object]) -> Message:
        """A remote command on the program's thread; the views follow its commit (said
        by the feed at once, the room's view published at once) and the status line says
        what was done in the window's language (the phone is told in its page's)."""
        done = self.commands.run(name, args)
        window_feed(self.host.context.db).flush()
        # the phone reads its view as it is answered: published now, not after the
        # feed's wait (a top-up changes no public page, so nothing would push it)
        self.feed.publish_now()
        self.host.statusBar().showMessage(
            self.tr("Remote: %1").replace("%1", in_language(done)), 8000)
        return done

    def _show_on_clock(self, url: str) -> None:
        """The clock display shows where to scan while sharing, nothing after."""
        clock_window = self.host.clock_window
        if clock_window is not None:
            clock_window.show_share(url, qr_pixmap(url, 160) if url else None)

    def event_changed(self, _event_id: int) -> None:
        if self.running:
            self.feed.publish_now()


def certificate_folder() -> Path:
    """Where the room view's HTTPS certificate is kept: the user's data folder."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("poker-director", appauthor=False)) / "room-view"


def network_addresses() -> list[str]:
    """This computer's IPv4 addresses on its local networks (no loopback)."""
    found: list[str] = []
    for entry in QNetworkInterface.allAddresses():
        if entry.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if entry.isLoopback() or entry.isNull():
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


__all__ = ["RoomShare", "ShareError", "network_addresses", "qr_pixmap"]
