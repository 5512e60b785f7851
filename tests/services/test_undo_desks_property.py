"""Undo and redo across two desks as a property (migration 0022; R-8.6).

Two directors' stations (two desks on one file) sell rebuys and add chip counts,
undo and redo, in any order. Ctrl+Z at a desk takes back its own newest action at
once; another desk's is asked about first (``AskFirst``) and nothing changes until
the answer. The answer may come late, after other commands of either desk: a yes
then takes back exactly the action the question named, or is refused by name with
nothing stored when the newest action is another by then. The same for redo. After
every step the chips balance (R-8.6: the chips bought are the chips in play) and
every action undone was undone by one undo.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.services.core.action_log import ActionRecord, history
from director.services.core.errors import AskFirst, ServiceError
from director.services.events.event_service import EventService
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0, Night
from tests.template_db import new_database

desk = st.integers(0, 1)
op = st.one_of(
    st.tuples(st.just("rebuy"), desk, st.integers(0, 5)),
    st.tuples(st.just("count"), desk, st.integers(0, 5), st.sampled_from([8_000, 12_500])),
    st.tuples(st.just("undo"), desk),
    st.tuples(st.just("redo"), desk),
    # the desk's open question answered, mostly yes (a yes is what can go wrong)
    st.tuples(st.just("answer"), desk, st.sampled_from([True, True, False])),
)


def _newest_undoable(db: Database, event: int) -> int | None:
    """The action Ctrl+Z would take back now."""
    found = [a for a in history(db, event) if a.undoes is None and not a.undone]
    return found[-1].action_id if found else None


def _redoable(db: Database, event: int) -> int | None:
    """The action Ctrl+Shift+Z would put back now (the newest undo's, when nothing but
    undos and redos came after it)."""
    for action in reversed(history(db, event)):
        if action.kind == "redo" or (action.kind == "undo" and action.undone):
            continue
        return action.undoes if action.kind == "undo" else None
    return None


# Ten nights in the default run (the suite's 10 minutes, issue 33); 60 in the slow one.
@settings(max_examples=10, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ops=st.lists(op, min_size=8, max_size=25))
def test_undo_takes_back_only_what_the_desk_was_asked_about(
        tmp_path_factory: Any, ops: list[tuple[Any, ...]]) -> None:
    _two_desks(tmp_path_factory, ops)


@pytest.mark.slow
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ops=st.lists(op, min_size=8, max_size=25))
def test_undo_takes_back_only_what_the_desk_was_asked_about_over_many_nights(
        tmp_path_factory: Any, ops: list[tuple[Any, ...]]) -> None:
    """The same, 60 nights (``pytest -m slow``)."""
    _two_desks(tmp_path_factory, ops)


def _two_desks(tmp_path_factory: Any, ops: list[tuple[Any, ...]]) -> None:
    folder: Path = tmp_path_factory.mktemp("desks")
    first = new_database(folder / "night.sqlite3")
    second = open_database(first.url)
    first.desk, second.desk = "ann", "ben"
    desks = (first, second)
    try:
        night = Night(first, players=6)
        # each desk's open question: what it names, and the answer's command
        asked: list[tuple[str, int | None, Callable[[], ActionRecord]] | None] = [None, None]
        for step, (kind, d, *args) in enumerate(ops):
            db = desks[d]
            now = T0 + MIN * (step + 1)
            before = history(first, night.event)
            if kind == "rebuy":
                try:
                    TournamentService(db).rebuy(night.entries[args[0]], now)
                except ServiceError:
                    assert history(first, night.event) == before
            elif kind == "count":
                try:
                    TournamentService(db).count_chips(night.entries[args[0]], args[1], now)
                except ServiceError:
                    assert history(first, night.event) == before
            elif kind in ("undo", "redo"):
                expected = _newest_undoable(first, night.event) if kind == "undo" \
                    else _redoable(first, night.event)
                command = EventService(db).undo_last if kind == "undo" \
                    else EventService(db).redo_last
                try:
                    record = command(night.event, now)
                except AskFirst as question:
                    assert history(first, night.event) == before, "asking changed nothing"
                    asked[d] = (kind, expected, question.again)
                except ServiceError:
                    assert history(first, night.event) == before
                else:
                    assert record.action_id == expected
                    mine = [a for a in history(first, night.event)
                            if a.action_id == expected]
                    assert mine and mine[0].undone == (kind == "undo")
            elif asked[d] is not None:  # the answer to the desk's question
                question_kind, expected, again = asked[d]  # type: ignore[misc]
                asked[d] = None
                if not args[0]:
                    continue  # No: nothing happens
                try:
                    record = again()
                except ServiceError:
                    assert history(first, night.event) == before, "refused: nothing stored"
                else:
                    assert record.action_id == expected, (
                        f"{question_kind} took back {record.action_id}, the question "
                        f"named {expected}")
            balance = chips_balance(first, night.event)
            assert balance.balanced, [str(p) for p in balance.problems]
            actions = history(first, night.event)
            undone_by: dict[int, int] = {}
            for a in actions:
                if a.kind == "undo" and a.undoes is not None and not a.undone:
                    assert a.undoes not in undone_by, "one action undone twice"
                    undone_by[a.undoes] = a.action_id
            for a in actions:
                if a.undoes is None:
                    assert a.undone == (a.action_id in undone_by), a
    finally:
        second.close()
        first.close()
