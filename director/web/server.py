"""The room view's server: uvicorn running the room application in a thread of
its own, on a socket the program binds itself to the one address the director
chose, so a port that is taken or not allowed is said at once, in words, and
nothing is half started.

Off by default: no socket exists until ``RoomServer.start`` and none after
``stop``; the socket is not inherited by programs started meanwhile (issue 31).
The program publishes the room's typed view with ``publish`` (from any thread,
``services.room.feed``); the server pushes it to every viewer as JSON. Plain
HTTP unless ``start`` is given a certificate.
"""

from __future__ import annotations

import errno
import socket
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import uvicorn

from director.engine.frozen import frozen_record
from director.services.room.view import DirectorView
from director.web.app import build_app
from director.web.connections import ConnectionGuard, guarded_protocols
from director.web.encode import director_json, room_json
from director.web.guard import RateLimiter, RemoteGate
from director.web.origins import Origins
from director.web.push import PushHub, RoomData
from director.web.remote_routes import Commands

if TYPE_CHECKING:  # made only where the director asks for HTTPS (director.web.tls)
    from director.web.tls import Certificate

DEFAULT_PORT = 8765
MAX_CONNECTIONS = 600
REQUESTS_PER_SECOND = 20.0
REQUEST_BURST = 60.0


class ShareError(OSError):
    """The room view could not start; the message says why and what to do, and
    ``kind`` names the reason for a window that says it in another language:
    "in use", "privileged", "no address" or "other"."""

    def __init__(self, message: str, kind: str = "other") -> None:
        super().__init__(message)
        self.kind = kind


@frozen_record
class Listening:
    host: str
    port: int
    tls: bool = False

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'https' if self.tls else 'http'}://{host}:{self.port}/"


def _utc_now() -> datetime:
    return datetime.now(UTC)


class RoomServer:
    """One room view server; ``start`` and ``stop`` may be called again and again.

    ``now`` is the program's clock (the pages count down from the level's end
    instant and this time); ``on_new_pin`` hears each new PIN from the server's
    thread (the PIN changes after too many wrong ones, issue 31)."""

    def __init__(self, commands: Commands, now: Callable[[], datetime] = _utc_now,
                 on_new_pin: Callable[[str], None] = lambda _pin: None) -> None:
        self.data = RoomData()
        self.commands = commands
        self.now = now
        self.on_new_pin = on_new_pin
        self.gate = self._new_gate()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._hub: PushHub | None = None
        self._socket: socket.socket | None = None
        self.listening: Listening | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def pin(self) -> str:
        return self.gate.pin

    def _new_gate(self) -> RemoteGate:
        return RemoteGate(time.monotonic, on_new_pin=lambda pin: self.on_new_pin(pin))

    def _now_ms(self) -> int:
        return int(self.now().timestamp() * 1000)

    def start(self, host: str, port: int, *, remote: bool = False,
              tls: Certificate | None = None) -> Listening:
        """Listen on ``host:port`` (port 0: any free one); a new PIN each time."""
        if self.running:
            self.stop()
        sock = _bind(host, port)
        sock_host, sock_port = sock.getsockname()[:2]
        self.gate = self._new_gate()
        self.data.remote_enabled = remote
        hub = PushHub(self.data, self._now_ms)
        app = build_app(self.data, hub, self.gate, self.commands,
                        RateLimiter(REQUESTS_PER_SECOND, REQUEST_BURST, time.monotonic),
                        Origins(str(sock_host), int(sock_port), tls is not None))
        server = uvicorn.Server(_config(app, tls))
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]},
                                  name="room-view", daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        while not server.started and thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.01)
        if not server.started:
            server.should_exit = True
            thread.join(5)
            sock.close()
            raise ShareError("the room view did not start; see the program's log")
        self._server, self._thread, self._hub, self._socket = server, thread, hub, sock
        self.listening = Listening(str(sock_host), int(sock_port), tls is not None)
        hub.announce()
        return self.listening

    def stop(self) -> None:
        """Close the port and every connection; nothing keeps listening."""
        server, thread = self._server, self._thread
        self._server = self._thread = self._hub = None
        self.listening = None
        if server is not None:
            server.should_exit = True
        if thread is not None:
            thread.join(10)
        sock = self._socket
        if sock is not None:
            sock.close()
            self._socket = None

    def set_remote(self, enabled: bool) -> None:
        """The remote on or off; either way a new PIN, and every session ends."""
        if enabled != self.data.remote_enabled:
            self.data.remote_enabled = enabled
            self.gate.renew()

    def publish(self, view: DirectorView) -> None:
        """The room's newest view (from any thread); viewers get it at once, and only
        when what they see changed (a dealer's action, a stack counted, usually changes
        nothing they see; the remote reads the director's view itself)."""
        event = view.room.event
        changed = self.data.set(room_json(view.room), director_json(view),
                                event.name if event is not None else "", view.room.pages)
        hub = self._hub
        if changed and hub is not None:
            hub.announce()


def _config(app: Any, tls: Certificate | None) -> uvicorn.Config:
    """uvicorn's settings: our bounded protocols, no proxy headers (the peer's
    address is the client's, whatever ``X-Forwarded-For`` claims), small limits."""
    http, ws = guarded_protocols(ConnectionGuard())
    return uvicorn.Config(
        app, http=http, ws=ws, lifespan="on", proxy_headers=False,
        log_level="warning", access_log=False, server_header=False, date_header=False,
        limit_concurrency=MAX_CONNECTIONS, timeout_keep_alive=5,
        h11_max_incomplete_event_size=8 * 1024, ws_max_size=4 * 1024,
        ws_per_message_deflate=False, timeout_graceful_shutdown=2,
        ssl_certfile=str(tls.certificate) if tls else None,
        ssl_keyfile=str(tls.key) if tls else None)


def _bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``, not inherited by child processes."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise _share_error(exc, host, port) from None
    sock.set_inheritable(False)
    return sock


def _share_error(exc: OSError, host: str, port: int) -> ShareError:
    if exc.errno == errno.EADDRINUSE:
        return ShareError(f"port {port} is already in use by another program: "
                          "choose another port", "in use")
    if exc.errno == errno.EACCES:
        return ShareError(f"port {port} needs administrator rights: "
                          "choose a port above 1024", "privileged")
    if exc.errno == errno.EADDRNOTAVAIL:
        return ShareError(f"this computer has no address {host}", "no address")
    return ShareError(f"the room view cannot listen on {host}:{port}: "
                      f"{exc.strerror or exc}")
