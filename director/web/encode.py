"""The room's typed views as the pages' JSON (the web layer's one translation):
field names as the views name them, tuples as lists, instants and times in
milliseconds as the views give them; a waiting list's stakes also in words, in each
language the pages speak (``stakes_words``: as the cash tables page words them)."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from director.engine.event.cash_tables import Stakes
from director.engine.messages import render
from director.services.room.view import DirectorView, RoomView
from director.web.pages import LANGUAGES
from director.web.words import stakes_words


def room_json(view: RoomView) -> str:
    """What every page may read (``/api/room``, the push)."""
    return _text(_room(view))


def director_json(view: DirectorView) -> str:
    """What the director's remote reads behind the PIN: the room's view and the
    entries still playing, those busted who may rebuy back in or re-enter, and whether
    a new player may register, and the action its Undo would take back, described in
    each language the pages speak."""
    last = view.last_action
    return _text({**_room(view.room), "playing": [asdict(p) for p in view.playing],
                  "out": [asdict(p) for p in view.out], "register": view.register,
                  "entry_price": view.entry_price,
                  "cash_tables": [_with_stakes(asdict(t), t.stakes) for t in view.cash_tables],
                  "waiting_names": [_with_stakes(asdict(w), w.stakes)
                                    for w in view.waiting_names],
                  "last_action": None if last is None else {
                      "id": last[0],
                      "words": {language: render(last[1], language) for language in LANGUAGES}}})


def _room(view: RoomView) -> dict[str, Any]:
    data = asdict(view)
    for listed, shown in zip(view.waiting, data["waiting"], strict=True):
        _with_stakes(shown, listed.stakes)
    return data


def _with_stakes(shown: dict[str, Any], stakes: Stakes) -> dict[str, Any]:
    """``shown`` with its stakes in words in each language the pages speak, and (for
    the remote to send back) as their key."""
    shown["stakes_words"] = {language: stakes_words(stakes, language) for language in LANGUAGES}
    shown["stakes_key"] = stakes.key
    return shown


def _text(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
