"""The room's typed views as the pages' JSON (the web layer's one translation):
field names as the views name them, tuples as lists, instants and times in
milliseconds as the views give them."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from director.services.room.view import DirectorView, RoomView


def room_json(view: RoomView) -> str:
    """What every page may read (``/api/room``, the push)."""
    return _text(asdict(view))


def director_json(view: DirectorView) -> str:
    """What the director's remote reads behind the PIN: the room's view and the
    entries still playing."""
    return _text({**asdict(view.room), "playing": [asdict(p) for p in view.playing]})


def _text(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
