"""The dealer panel while the room watches (issue 18): 200 viewers, each from its own
loopback address (127.0.x.y), hold WebSocket connections to the room view on 127.0.0.1
while a dealer plays hands; what the room
sees is pushed to all of them when it changes, here once a second (far more often
than busts and level changes come). Measured in the same run: the dealer panel's
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
        for i in range(self.count):  # each viewer from its own loopback address, as
            # each phone in a room has its own (the server limits requests per address)
            source = (f"127.0.{1 + i // 250}.{1 + i % 250}", 0)
            sockets.append(await websockets.connect(url, max_size=2**20, local_addr=source))
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
    from dataclasses import replace

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from director.services.room import read_room
    from director.services.room.feed import RoomFeed
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
        publisher = RoomFeed(db, lambda: event, _now, server.publish)  # type: ignore[arg-type]
        publisher.start()
        ticks = [0]

        def room_changes() -> None:  # a change the room sees every second: far more
            ticks[0] += 1            # often than busts and levels come on a real night
            view = read_room(db, event, _now())  # type: ignore[arg-type]
            assert view.room.event is not None
            renamed = replace(view.room.event, name=f"{view.room.event.name} ({ticks[0]})")
            server.publish(replace(view, room=replace(view.room, event=renamed)))

        changer = QTimer(app, interval=1000)
        changer.timeout.connect(room_changes)
        try:
            with Viewers(listening.port, viewers) as room:
                watched = play(panel, actions, random.Random(9))
                pushed_before = server.data.version
                changer.start()
                stressed = play(panel, actions, random.Random(10))
                changer.stop()
                for _ in range(20):  # let the last pushes arrive
                    app.processEvents()
                    threading.Event().wait(0.05)
                pushes = server.data.version - pushed_before
                received = room.received
        finally:
            changer.stop()
            publisher.stop()
            server.stop()
            panel.close()  # type: ignore[attr-defined]
            db.close()  # type: ignore[attr-defined]
    rows = (("alone", alone), (f"with {viewers} room viewers connected", watched),
            (f"with {viewers} viewers and a change pushed to all every second", stressed))
    base_p99 = percentiles(alone)[1]
    for what, samples in rows:
        median, p99 = percentiles(samples)
        verdict = "ok" if p99 < TARGET_P99_MS else "over the target"
        print(f"dealer panel {what} ({len(samples)} actions): median {median:.1f} ms, "
              f"p99 {p99:.1f} ms (target p99 < {TARGET_P99_MS:.0f} ms: {verdict}; "
              f"{p99 / base_p99:.2f}x alone)")
    print(f"changes pushed in the last run {pushes}, messages received by the viewers in "
          f"all {received:,}")


def _now() -> datetime:
    return datetime.now(UTC)
