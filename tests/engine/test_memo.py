"""``memo.forget`` empties every cache the engine keeps from one hand to the next, and
a replay made after it (a straight pass, as a fresh process's first: the replay
benchmark's, issue 33) ends exactly as one made with them full: the WSOP's hands of
every game we deal replay to their recorded finishing stacks both ways."""

from __future__ import annotations

from pathlib import Path

from director.engine import memo
from director.engine.hand.facts import data
from director.engine.hand.facts.events import cards_from_text
from director.engine.hand.rules import transitions
from director.engine.phh import loads_phh, replay
from director.engine.phh.actions import parse_text

WSOP = Path(__file__).resolve().parents[1] / "data" / "phh" / "wsop-2023"
DRAW_GAMES = ("'F2L3D'", "'N2L1D'")  # not dealt here (the benchmark leaves them out too)


def _kept() -> dict[str, int]:
    """How much each cache holds."""
    return {
        "actions read": parse_text.cache_info().currsize,
        "runs of cards": cards_from_text.cache_info().currsize,
        "forced bets": len(data._POSTS), "up cards": len(data._UP_FLAGS),
        "up runs": len(data._UP_RUNS), "posting plans": len(transitions._PLANS),
        "betting structures": len(replay._BETTINGS), "forced events": len(replay._FORCED),
        "action events": len(replay._EVENTS),
        "posted events": len(replay._POSTED)}


def _finishing_stacks(texts: list[str]) -> list[list[int]]:
    """Each hand's finishing stacks as replayed; each must be the one recorded."""
    results = [replay.replay_history(loads_phh(text)) for text in texts]
    assert all(r.matches for r in results)
    return [r.finishing_stacks for r in results]


def test_a_replay_after_forget_ends_as_one_with_the_caches_full() -> None:
    texts = [path.read_text(encoding="utf-8") for path in sorted(WSOP.glob("*.phh"))]
    texts = [text for text in texts if not any(game in text for game in DRAW_GAMES)]
    assert len(texts) == 83
    full = _finishing_stacks(texts)
    cards_from_text("AsKd??")  # a stored hand's run of cards (not read by a replay)
    kept = _kept()
    assert all(kept.values()), kept  # every cache filled by the WSOP's games
    memo.forget()
    assert set(_kept().values()) == {0}
    assert _finishing_stacks(texts) == full
    again = _kept()
    assert all(size for cache, size in again.items() if cache != "runs of cards"), again
