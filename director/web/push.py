"""What the program has published for the room, and the WebSocket viewers it is
pushed to. The data are kept as the JSON text sent (made once per change, not
once per viewer); each copy sent is stamped with the server's time then
(``now_ms``), from which the page counts down to the level's end instant
(issue 28: time is computed, not copied)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from starlette.websockets import WebSocket

PUSH_BATCH = 20
PUSH_PAUSE = 0.002
NO_EVENT = '{"event":null}'

Milliseconds = Callable[[], int]
"""The server's time in milliseconds since the epoch (the program's clock)."""


def stamped(text: str, now_ms: int) -> str:
    """The published ``text`` (a JSON object) with the time it is sent."""
    return f'{{"now_ms":{now_ms},{text[1:]}' if text != "{}" else f'{{"now_ms":{now_ms}}}'


@dataclass
class RoomData:
    """What the program has published, shared between its thread and the server's."""

    public: str = NO_EVENT
    director: str = NO_EVENT
    event_name: str = ""
    pages: tuple[str, ...] = ()  # the pages the menu offers (``RoomView.pages``)
    version: int = 0  # of the public data: each change of it is pushed once
    remote_enabled: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def set(self, public: str, director: str, event_name: str,
            pages: tuple[str, ...] = ()) -> bool:
        """Keep the newest data; True when the public data differ from what viewers
        have. The director's alone changing (a stack counted, a hand's chips) is kept
        for the remote, which reads it, and pushed to no one: every page would redraw
        for nothing it shows."""
        with self._lock:
            changed = public != self.public
            self.public, self.director, self.event_name = public, director, event_name
            self.pages = pages
            if changed:
                self.version += 1
            return changed

    def read(self) -> tuple[str, str, str, int]:
        with self._lock:
            return self.public, self.director, self.event_name, self.version

    def menu(self) -> tuple[str, tuple[str, ...]]:
        """The event's name and the pages its menu offers."""
        with self._lock:
            return self.event_name, self.pages


class PushHub:
    """The live WebSocket viewers; each gets the newest published data, never a backlog."""

    def __init__(self, data: RoomData, now_ms: Milliseconds) -> None:
        self.data = data
        self.now_ms = now_ms
        self.clients: set[WebSocket] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._sent_version = 0

    def announce(self) -> None:
        """From any thread: push the newest data to every viewer."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: loop.create_task(self._broadcast()))

    async def _broadcast(self) -> None:
        public, _, _, version = self.data.read()
        if version == self._sent_version:
            return
        self._sent_version = version
        clients = list(self.clients)
        for start in range(0, len(clients), PUSH_BATCH):
            text = stamped(public, self.now_ms())
            await asyncio.gather(*(self._send(ws, text)
                                   for ws in clients[start:start + PUSH_BATCH]))
            # A pause between batches hands the interpreter back to the program's own
            # thread, so a dealer's key press never waits for a whole room's push.
            await asyncio.sleep(PUSH_PAUSE)

    async def _send(self, ws: WebSocket, text: str) -> None:
        try:
            await asyncio.wait_for(ws.send_text(text), timeout=2.0)
        except Exception:  # a slow or gone viewer is dropped; it reconnects or polls
            self.clients.discard(ws)
            with contextlib.suppress(Exception):
                await ws.close(code=1013)
