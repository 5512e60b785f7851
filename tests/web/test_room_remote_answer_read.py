"""The phone reads its view as soon as its action is answered (``remote.js``'s act):
that read shows what the action did. A top-up changes no public page, so nothing is
pushed, and the feed publishes the director's view a moment after the commit: the
phone's Top-up of Anna was answered "Done" while the read right after it still showed
her 2,000, until the next read five seconds later. The room's view is now published
as each command is answered (``ThreadedCommands``'s ``done``, the desktop's share the
same), before the phone reads."""

from __future__ import annotations

import json
from pathlib import Path

from tests.web.client import post_json, request
from tests.web.shared_night import sharing
from tests.web.test_room_remote_cash_browser import cash_night, night_player


def test_R_8_7_the_read_after_the_phones_top_up_shows_the_new_stack(tmp_path: Path) -> None:
    with sharing(tmp_path, event=cash_night, remote=True) as night:
        status, answer = post_json(night.port, "/api/remote/login", {"pin": night.server.pin})
        assert status == 200
        token = answer["token"]
        status, answer = post_json(night.port, "/api/remote/action?lang=en", {
            "action": "top_up", "table": night.entries["small"], "seat": 1,
            "player": night_player(night.db, "Anna"), "amount": 1000}, token)
        assert (status, answer) == (200, {"done": "Top-up: Anna 1,000 at Table 1"})
        status, _, body = request(night.port, "GET", "/api/remote/view",
                                  headers={"X-Remote-Token": token})
        assert status == 200
        [table, _] = json.loads(body)["cash_tables"]
        assert [(s["player"], s["chips"]) for s in table["seats"]] == [
            ("Anna", 3000), ("Bence", 3500)]
