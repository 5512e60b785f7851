"""The room view's connections, bounded where the HTTP parser sees them (issue 31):
each address may hold ``PER_ADDRESS`` connections at once (more are closed as they
come), and a request's headers must arrive whole within ``HEADER_SECONDS`` of the
connection, or of the last answer on a kept-alive one. So 650 half-sent requests
from one phone hold 32 places for 5 seconds and no viewer waits for them.

uvicorn has neither (its ``limit_concurrency`` answers 503 to everyone once the
room's slow clients fill it), so its HTTP and WebSocket protocols are extended
here; both run on the server's one event loop, so nothing here needs a lock.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

PER_ADDRESS = 32
HEADER_SECONDS = 5.0


class ConnectionGuard:
    """Who holds which connection: ``admit`` one while its address has room,
    ``release`` it when it closes (as often as asked)."""

    def __init__(self, per_address: int = PER_ADDRESS) -> None:
        self.per_address = per_address
        self._address: dict[int, str] = {}  # id of the transport -> its address
        self._count: dict[str, int] = {}

    def admit(self, transport: asyncio.BaseTransport, address: str) -> bool:
        if self._count.get(address, 0) >= self.per_address:
            return False
        self._address[id(transport)] = address
        self._count[address] = self._count.get(address, 0) + 1
        return True

    def release(self, transport: asyncio.BaseTransport | None) -> None:
        address = self._address.pop(id(transport), None)
        if address is None:
            return
        left = self._count[address] - 1
        if left:
            self._count[address] = left
        else:
            del self._count[address]

    def held(self, address: str) -> int:
        return self._count.get(address, 0)


class GuardedHttp(H11Protocol):
    """uvicorn's HTTP protocol within ``guard``'s places and ``header_seconds``."""

    guard: ClassVar[ConnectionGuard]
    header_seconds: ClassVar[float] = HEADER_SECONDS
    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if not self.guard.admit(transport, self.client[0] if self.client else "?"):
            transport.abort()
            return
        self._wait_for_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        self._headers_arrived()
        self.guard.release(self.transport)
        super().connection_lost(exc)

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle:  # a whole request's headers came
            self._headers_arrived()

    def handle_websocket_upgrade(self, event: Any) -> None:
        self._headers_arrived()
        super().handle_websocket_upgrade(event)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():  # kept alive: the next request's headers
            self._wait_for_headers()

    def _wait_for_headers(self) -> None:
        self._headers_arrived()
        self._header_timer = self.loop.call_later(self.header_seconds, self._too_slow)

    def _headers_arrived(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _too_slow(self) -> None:
        self._header_timer = None
        self.transport.close()


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """An upgraded connection keeps its place in ``guard`` until it closes."""

    guard: ClassVar[ConnectionGuard]

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard.release(self.transport)
        super().connection_lost(exc)


def guarded_protocols(guard: ConnectionGuard, header_seconds: float = HEADER_SECONDS
                      ) -> tuple[type[GuardedHttp], type[GuardedWebSocket]]:
    """uvicorn's HTTP and WebSocket protocols bounded by ``guard`` (for its ``http``
    and ``ws`` settings; uvicorn makes the protocols, so the guard is the class's)."""
    http = type("GuardedHttp", (GuardedHttp,), {"guard": guard, "header_seconds": header_seconds})
    ws = type("GuardedWebSocket", (GuardedWebSocket,), {"guard": guard})
    return http, ws
