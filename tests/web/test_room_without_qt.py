"""The room view is an application feature, not a window's (issue 32): the feed,
the remote's commands and the server run a night without Qt. A fresh Python
process opens a database, shares a tournament on 127.0.0.1, a phone reads the
clock and starts it with the PIN, and the process has never imported PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

NIGHT = """
import http.client, json, sys, time
from datetime import UTC, datetime
from pathlib import Path

from director.services.events.event_service import EventService
from director.services.room.feed import RoomFeed
from director.services.room.remote import RemoteCommands, ThreadedCommands
from director.store.db import open_database
from director.web.server import RoomServer
from tests.services.room_night import T0, night

db = open_database(Path(sys.argv[1]) / "night.sqlite3")
event_id, _ = night(db)
now = lambda: T0
commands = ThreadedCommands(RemoteCommands(db, lambda: event_id, now))
server = RoomServer(commands, now=now)
port = server.start("127.0.0.1", 0, remote=True).port
feed = RoomFeed(db, lambda: event_id, now, server.publish)
feed.start()

def call(method, path, body=None, token=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["X-Remote-Token"] = token
    conn.request(method, path, None if body is None else json.dumps(body), headers)
    answer = conn.getresponse()
    return answer.status, json.loads(answer.read())

status, room = call("GET", "/api/room")
assert status == 200 and room["event"]["name"] == "Friday Freezeout", room
assert [row["player"] for row in room["seating"]] == ["Anna", "Bence", "Csilla", "Dávid"]
status, answer = call("POST", "/api/remote/login", {"pin": server.pin})
token = answer["token"]
assert call("POST", "/api/remote/action", {"action": "start"}, token) == (
    200, {"done": "clock started"})
assert EventService(db).clock(event_id, T0).running
deadline = time.monotonic() + 5
while not call("GET", "/api/room")[1]["clock"]["running"]:
    assert time.monotonic() < deadline, "the feed published the started clock"
    time.sleep(0.05)
feed.stop()
server.stop()
commands.close()
db.close()
print("Qt imported:", "PySide6" in sys.modules)
"""


def test_a_night_is_shared_without_qt(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-c", NIGHT, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().endswith("Qt imported: False")
