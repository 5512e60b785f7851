"""The room view's server: uvicorn running the room application in a thread of
its own, on a socket the program binds itself, so a port that is taken or not
allowed is said at once, in words, and nothing is half started.

Off by default: no socket exists until ``RoomServer.start`` and none after
``stop``. The program publishes data with ``publish`` (from its own thread);
the server pushes it to every viewer.
"""

from __future__ import annotations

import errno
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from director.web.app import Commands, PushHub, RoomData, build_app
from director.web.guard import RateLimiter, RemoteGate

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


@dataclass(frozen=True, slots=True)
class Listening:
    host: str
    port: int


class RoomServer:
    """One room view server; ``start`` and ``stop`` may be called again and again."""

    def __init__(self, commands: Commands) -> None:
        self.data = RoomData()
        self.commands = commands
        self.gate = RemoteGate(time.monotonic)
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

    def start(self, host: str, port: int, *, remote: bool = False) -> Listening:
        """Listen on ``host:port`` (port 0: any free one); a new PIN each time."""
        if self.running:
            self.stop()
        sock = _bind(host, port)
        self.gate = RemoteGate(time.monotonic)
        self.data.remote_enabled = remote
        app = build_app(self.data, self.gate, self.commands,
                        RateLimiter(REQUESTS_PER_SECOND, REQUEST_BURST, time.monotonic))
        self._hub = app.state.hub
        config = uvicorn.Config(
            app, http=H11Protocol, ws=WebSocketsSansIOProtocol, lifespan="on",
            log_level="warning", access_log=False, server_header=False, date_header=False,
            limit_concurrency=MAX_CONNECTIONS, timeout_keep_alive=5,
            h11_max_incomplete_event_size=8 * 1024, ws_max_size=4 * 1024,
            ws_per_message_deflate=False, timeout_graceful_shutdown=2)
        server = uvicorn.Server(config)
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
        sock_host, sock_port = sock.getsockname()[:2]
        self._server, self._thread = server, thread
        self._socket = sock
        self.listening = Listening(str(sock_host), int(sock_port))
        self._hub.announce()
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
        self.data.remote_enabled = enabled

    def publish(self, public: dict[str, Any], director: dict[str, Any]) -> None:
        """New data for every page (from the program's thread); viewers get it at once,
        and only when it changed (a dealer's action usually changes nothing they see)."""
        if self.data.set(public, director) and self._hub is not None:
            self._hub.announce()


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ShareError(f"port {port} is already in use by another program: "
                             "choose another port", "in use") from None
        if exc.errno == errno.EACCES:
            raise ShareError(f"port {port} needs administrator rights: "
                             "choose a port above 1024", "privileged") from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise ShareError(f"this computer has no address {host}", "no address") from None
        raise ShareError(f"the room view cannot listen on {host}:{port}: "
                         f"{exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock
