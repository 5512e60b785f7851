"""The caches the engine keeps from one hand to the next: the actions read by their
text and the runs of cards (``phh.actions.parse_text``, ``cards_from_text``), the
events made of action records, the forced bets' plans and events by table shape,
the betting structures by stakes, the up cards' places by game. Each registers how
it is emptied here (``forgets``); ``forget`` empties them all, so the next replay is
made as a fresh process's first is: the replay benchmark's pass is a straight pass
(issue 33: a claim holds on the path a user takes, not on a pass after one that
filled them)."""

from __future__ import annotations

from collections.abc import Callable

_FORGETTERS: list[Callable[[], None]] = []


def forgets(clear: Callable[[], None]) -> None:
    """Register ``clear``, which empties one of the engine's caches."""
    _FORGETTERS.append(clear)


def forget() -> None:
    """Empty every cache the engine keeps from one hand to the next."""
    for clear in _FORGETTERS:
        clear()


__all__ = ["forget", "forgets"]
