"""The dealer panel while the room watches (issue 18): 200 viewers hold WebSocket
connections to the room view on 127.0.0.1 while a dealer plays hands; each stored
action is pushed to all of them. Measured in the same run: the dealer panel's
key-to-redraw latency alone and with the viewers (target: p99 still under the
dealer panel's 30 ms), and how many pushes reached the viewers. Traffic stays on
this machine's loopback and stops by itself."""

from __future__ import annotations

import asyncio
import os
import random
import tempfile
import threading
from datetime import UTC, datetime

from benchmarks.bench_dealer import percentiles, play, table_panel

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_P99_MS = 30.0


class Viewers:
    """``count`` WebSocket viewers in a thread of their own, counting pushes."""

    def __init__(self, port: int, count: int) -> None:
        self.port, self.count = port, count
        self.received = 0
        self.connected = threading.Event()
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    def __enter__(self) -> Viewers:
        self._thread.start()
        if not self.connected.wait(60):
            raise RuntimeError("the viewers could not connect")
        return self

    def __exit__(self, *_: object) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)

    async def _main(self) -> None:
        import websockets

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        url = f"ws://127.0.0.1:{self.port}/ws"
        sockets = []
        for _ in range(self.count):
            sockets.append(await websockets.connect(url, max_size=2**20))
        readers = [asyncio.create_task(self._read(ws)) for ws in sockets]
        self.connected.set()
        await self._stop.wait()
        for ws in sockets:
            await ws.close()
        for reader in readers:
            reader.cancel()

    async def _read(self, ws: object) -> None:
        async for _ in ws:  # type: ignore[attr-defined]
            self.received += 1


def run(quick: bool) -> None:
    from PySide6.QtWidgets import QApplication

    from director.ui.room_share import RoomPublisher
    from director.web.server import RoomServer

    app = QApplication.instance() or QApplication([])
    viewers = 20 if quick else 200
    actions = 100 if quick else 1000
    with tempfile.TemporaryDirectory() as folder:
        panel, db, event = table_panel(folder)
        app.processEvents()
        alone = play(panel, actions, random.Random(8))

        def refuse(_name: str, _args: dict[str, object]) -> object:
            raise ValueError("no remote in this benchmark")

        server = RoomServer(refuse)  # type: ignore[arg-type]
        listening = server.start("127.0.0.1", 0)
        publisher = RoomPublisher(db, lambda: event, _now, server, app)  # type: ignore[arg-type]
        publisher.start()
        try:
            with Viewers(listening.port, viewers) as room:
                watched = play(panel, actions, random.Random(9))
                for _ in range(20):  # let the last pushes arrive
                    app.processEvents()
                    threading.Event().wait(0.05)
                pushes = server.data.version
                received = room.received
        finally:
            publisher.stop()
            server.stop()
            panel.close()  # type: ignore[attr-defined]
            db.close()  # type: ignore[attr-defined]
    a_median, a_p99 = percentiles(alone)
    w_median, w_p99 = percentiles(watched)
    verdict = "ok" if w_p99 < TARGET_P99_MS else "too slow"
    print(f"dealer panel alone ({len(alone)} actions): median {a_median:.1f} ms, "
          f"p99 {a_p99:.1f} ms")
    print(f"dealer panel with {viewers} room viewers connected ({len(watched)} actions): "
          f"median {w_median:.1f} ms, p99 {w_p99:.1f} ms (target p99 < {TARGET_P99_MS:.0f} ms): "
          f"{verdict}; p99 ratio watched/alone {w_p99 / a_p99:.2f}")
    print(f"pushes published {pushes}, received by the viewers {received:,} "
          f"({received / max(1, viewers):.1f} each)")


def _now() -> datetime:
    return datetime.now(UTC)
