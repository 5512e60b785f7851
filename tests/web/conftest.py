"""The room view's server on 127.0.0.1 with the remote allowed, its commands kept
by a recorder (the real services behind them: tests/services/test_room_remote.py
and the main window's tests/ui/test_room_share.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from director.web.server import RoomServer
from tests.web.client import Recorder


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
def server(recorder: Recorder) -> Iterator[RoomServer]:
    room = RoomServer(recorder)
    room.start("127.0.0.1", 0, remote=True)
    yield room
    room.stop()
