"""RULES.md R-8.1 and R-8.2: the level clock, fed ``now``, never counting ticks."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.clock import ClockError, ClockEventKind, ClockState
from director.engine.event.structures import Break, Level, Structure

T0 = datetime(2024, 11, 8, 19, 0, tzinfo=UTC)  # "shuffle up and deal"


def at(minutes: float = 0, seconds: float = 0) -> datetime:
    return T0 + timedelta(minutes=minutes, seconds=seconds)


def mins(m: float) -> timedelta:
    return timedelta(minutes=m)


# Level 1-3 of 20 minutes, a 10-minute break with a color-up, levels 4-5.
HOME = Structure("home", (
    Level(1, 20, 25, 50), Level(2, 20, 50, 100), Level(3, 20, 100, 200),
    Break(10, (25,)),
    Level(4, 20, 200, 400), Level(5, 20, 300, 600),
), chips=(25, 100, 500))


def started() -> ClockState:
    return ClockState().start(at(0), HOME)


# ------------------------------------------------------------------ counting down


def test_R_8_2_clock_counts_down_from_the_start_of_the_level() -> None:
    fresh = ClockState().view(at(0), HOME)
    assert fresh.paused and fresh.remaining == mins(20) and fresh.item == HOME.level(1)
    view = started().view(at(5, 30), HOME)
    assert view.running and view.remaining == timedelta(minutes=14, seconds=30)
    assert view.next_level == HOME.level(2)
    assert view.time_to_next_break == timedelta(minutes=54, seconds=30)
    assert not view.is_break and not view.is_last_level


def test_R_8_1_a_running_clock_runs_on_into_the_next_level_and_the_break() -> None:
    clock = started()
    view = clock.view(at(20), HOME)  # level 1 ends exactly now: level 2 starts in full
    assert view.item == HOME.level(2) and view.remaining == mins(20) and view.running
    view = clock.view(at(65), HOME)
    assert view.is_break and view.item == Break(10, (25,)) and view.remaining == mins(5)
    assert view.next_level == HOME.level(4)
    assert HOME.chips_in_play(view.index + 1) == (100, 500)  # the 25s are colored up
    view = clock.view(at(95), HOME)
    assert view.item == HOME.level(5) and view.is_last_level and view.remaining == mins(15)


def test_R_8_1_new_level_applies_to_the_next_hand() -> None:
    clock = started()
    hand_started = at(19, 59)  # the first riffle, one second before the level ends
    assert clock.level_at(hand_started, HOME).big_blind == 50
    assert clock.view(at(22), HOME).item == HOME.level(2)  # still the same hand: it keeps 25/50
    assert clock.level_at(at(22), HOME).big_blind == 100  # the next hand plays 50/100
    # a hand dealt during the break plays the level after it
    assert clock.level_at(at(62), HOME) == HOME.level(4)


def test_R_8_1_the_last_level_stays_at_zero_and_time_can_be_added() -> None:
    clock = started()
    view = clock.view(at(600), HOME)
    assert view.item == HOME.level(5) and view.remaining == timedelta() and view.finished
    assert view.next_level is None and view.time_to_next_break is None
    more = clock.add_time(mins(10), at(600), HOME)
    assert more.view(at(604), HOME).remaining == mins(6)


# ------------------------------------------------------------------ director's controls


def test_R_8_2_pause_keeps_the_remaining_time_and_resume_continues() -> None:
    paused = started().pause(at(7), HOME)
    assert paused.view(at(7), HOME).remaining == mins(13)
    # two hours of a dispute later the level still has 13 minutes left
    view = paused.view(at(127), HOME)
    assert view.paused and view.remaining == mins(13) and view.item == HOME.level(1)
    running = paused.resume(at(127), HOME)
    assert running.view(at(130), HOME).remaining == mins(10)
    assert running.view(at(140), HOME).item == HOME.level(2)
    with pytest.raises(ClockError, match="already running"):
        running.resume(at(131), HOME)
    with pytest.raises(ClockError, match="already paused"):
        paused.pause(at(131), HOME)


def test_R_8_2_pausing_after_the_level_ran_out_pauses_the_next_level() -> None:
    paused = started().pause(at(25), HOME)
    assert paused.level_index == 1 and paused.remaining == mins(15)


def test_R_8_2_director_adds_and_removes_time() -> None:
    clock = started().add_time(mins(1), at(5), HOME)
    assert clock.view(at(5), HOME).remaining == mins(16)
    clock = clock.remove_time(mins(3), at(5), HOME)
    assert clock.view(at(5), HOME).remaining == mins(13)
    paused = clock.pause(at(6), HOME).add_time(mins(2), at(9), HOME)
    assert paused.view(at(50), HOME).remaining == mins(14)
    # never below zero: a paused level waits at zero ...
    assert paused.remove_time(mins(30), at(50), HOME).view(at(51), HOME).remaining == timedelta()
    # ... a running one ends now and the next level starts in full
    ended = clock.remove_time(mins(30), at(6), HOME).view(at(6), HOME)
    assert ended.item == HOME.level(2) and ended.remaining == mins(20)


def test_R_8_2_next_and_previous_level_start_the_level_in_full() -> None:
    clock = started().next_level(at(5), HOME)
    view = clock.view(at(6), HOME)
    assert view.item == HOME.level(2) and view.remaining == mins(19) and view.running
    back = clock.previous_level(at(6), HOME)
    assert back.view(at(6), HOME).item == HOME.level(1)
    paused = back.pause(at(7), HOME).next_level(at(8), HOME)
    view = paused.view(at(30), HOME)
    assert view.paused and view.item == HOME.level(2) and view.remaining == mins(20)
    with pytest.raises(ClockError, match="first level; there is no previous"):
        ClockState().previous_level(at(0), HOME)
    with pytest.raises(ClockError, match="last level; there is no next"):
        started().next_level(at(500), HOME)
    # from level 3, "next" goes to the break, and "next" again skips it
    on_break = ClockState(2).next_level(at(0), HOME)
    assert isinstance(HOME.items[on_break.level_index], Break)
    assert HOME.items[on_break.next_level(at(0), HOME).level_index] == HOME.level(4)


def test_R_8_2_a_level_started_with_N_is_told_from_the_clock_as_stored() -> None:
    """A clock display that reads the stored clock at each tick (at a club, another
    station's N) tells the director's N apart: the next item, running, begun at full
    length since the last tick (with a second or two for the stations' clocks) is
    announced as a level started; a level run into as time ran out, P, a jump to a
    chosen level, a restart, a paused clock's N and an undo putting back an item
    begun long ago are not."""
    from director.engine.event.clock import next_level_started

    clock = started()
    pressed = clock.next_level(at(5), HOME)
    event = next_level_started(clock, pressed, at(4, 59), at(5, 1), HOME)
    assert event is not None and event.kind is ClockEventKind.LEVEL_UP
    assert event.index == 1 and event.at == at(5)
    # read a second late, or a station whose clock is a second behind the server's
    assert next_level_started(clock, pressed, at(4, 58), at(4, 59), HOME) is not None
    assert next_level_started(clock, pressed, at(6), at(6, 1), HOME) is None  # long before
    to_break = ClockState(2).start(at(0), HOME)
    event = next_level_started(to_break, to_break.next_level(at(3), HOME), at(2, 59),
                               at(3), HOME)
    assert event is not None and event.kind is ClockEventKind.BREAK
    # the clock ran into level 2 by itself: the stored clock did not change
    assert next_level_started(clock, clock, at(19, 59), at(20), HOME) is None
    back = pressed.previous_level(at(6), HOME)
    assert next_level_started(pressed, back, at(5, 59), at(6), HOME) is None  # P
    assert next_level_started(back, pressed, at(6), at(6, 1), HOME) is None  # Ctrl+Z
    jump = clock.go_to(4, at(5), HOME)
    assert next_level_started(clock, jump, at(4, 59), at(5), HOME) is None
    assert next_level_started(clock, clock.start(at(5), HOME), at(4, 59), at(5), HOME) \
        is None
    paused = clock.pause(at(4), HOME)
    assert next_level_started(paused, paused.next_level(at(5), HOME), at(4, 59), at(5),
                              HOME) is None


def test_R_8_2_restart_restores_a_running_clock_that_kept_running() -> None:
    saved = json.dumps(started().add_time(timedelta(seconds=30), at(1), HOME).to_dict())
    restored = ClockState.from_dict(json.loads(saved))
    assert restored == started().add_time(timedelta(seconds=30), at(1), HOME)
    # the program was closed for 50 minutes: level 3 is running with 10 1/2 minutes left
    view = restored.view(at(50), HOME)
    assert view.item == HOME.level(3) and view.remaining == timedelta(minutes=10, seconds=30)


def test_R_8_2_restart_restores_a_paused_clock_that_did_not_run() -> None:
    paused = started().pause(at(3, 20.5), HOME)
    restored = ClockState.from_dict(json.loads(json.dumps(paused.to_dict())))
    assert restored == paused
    assert restored.view(at(600), HOME).remaining == timedelta(minutes=16, seconds=39.5)


def test_stored_clock_is_utc_and_bad_data_is_refused() -> None:
    budapest = timezone(timedelta(hours=1))
    clock = ClockState().start(datetime(2024, 11, 8, 20, 0, tzinfo=budapest), HOME)
    assert clock.to_dict()["ends_at"] == "2024-11-08T19:20:00+00:00"
    with pytest.raises(ClockError, match="aware time"):
        ClockState().start(datetime(2024, 11, 8, 20, 0), HOME)
    with pytest.raises(ClockError, match="aware time"):
        ClockState.from_dict({"level_index": 0, "running": True,
                              "ends_at": "2024-11-08T19:20:00"})
    with pytest.raises(ClockError, match="unknown clock field 'tick'"):
        ClockState.from_dict({"tick": 3})
    with pytest.raises(ClockError, match="ends_at is an ISO date"):
        ClockState.from_dict({"running": True, "ends_at": "tomorrow"})
    with pytest.raises(ClockError, match="structure has items 0 to 5"):
        ClockState(9).view(at(0), HOME)


# ------------------------------------------------------------------ announcements


def test_R_8_2_events_for_sounds_one_minute_left_level_up_and_break() -> None:
    events = list(started().events_between(at(18), at(61), HOME))
    assert [(e.kind, e.at, e.item) for e in events] == [
        (ClockEventKind.ONE_MINUTE_LEFT, at(19), HOME.level(1)),
        (ClockEventKind.LEVEL_UP, at(20), HOME.level(2)),
        (ClockEventKind.ONE_MINUTE_LEFT, at(39), HOME.level(2)),
        (ClockEventKind.LEVEL_UP, at(40), HOME.level(3)),
        (ClockEventKind.ONE_MINUTE_LEFT, at(59), HOME.level(3)),
        (ClockEventKind.BREAK, at(60), HOME.items[3]),
    ]
    # each event is announced once: a display polling every second sees it in one interval
    polls = [at(0, s) for s in range(18 * 60, 20 * 60 + 3)]
    seen = [e for a, b in pairwise(polls)
            for e in started().events_between(a, b, HOME)]
    assert [e.kind for e in seen] == [ClockEventKind.ONE_MINUTE_LEFT, ClockEventKind.LEVEL_UP]
    assert list(started().pause(at(5), HOME).events_between(at(5), at(100), HOME)) == []


# ------------------------------------------------------------------ no drift


@dataclass
class SimpleClock:
    """An independent model: whole seconds left, counted down as time passes."""

    durations: list[int]
    index: int = 0
    running: bool = False
    left: int = 0

    def __post_init__(self) -> None:
        self.left = self.durations[0]

    def wait(self, seconds: int) -> None:
        if self.running:
            self.left -= seconds
            self.settle()

    def settle(self) -> None:
        while self.running and self.left <= 0 and self.index + 1 < len(self.durations):
            self.index += 1
            self.left += self.durations[self.index]
        self.left = max(self.left, 0)


OPS = st.sampled_from(["pause", "resume", "add", "next", "previous", "start", "restore"])


WAITS = st.one_of(st.integers(0, 120), st.integers(0, 4 * 3600))


@settings(deadline=None, max_examples=300)
@given(
    minutes=st.lists(st.integers(1, 90), min_size=2, max_size=25),
    steps=st.lists(st.tuples(WAITS, OPS, st.integers(-1800, 1800)), min_size=1, max_size=60),
)
def test_R_8_2_remaining_time_never_drifts_over_days(
    minutes: list[int], steps: list[tuple[int, str, int]],
) -> None:
    items: list[Level | Break] = []
    for n, m in enumerate(minutes, start=1):
        items.append(Level(n, m, 25 * n, 50 * n))
        if n % 3 == 0 and n < len(minutes):
            items.append(Break(5))
    structure = Structure("drift", tuple(items))
    model = SimpleClock([it.minutes * 60 for it in items])
    clock, now = ClockState(), T0
    for wait, op, seconds in steps:
        now += timedelta(seconds=wait)
        model.wait(wait)
        clock = _apply(clock, model, op, seconds, now, structure)
        view = clock.view(now, structure)
        assert (view.index, view.running) == (model.index, model.running)
        assert view.remaining == timedelta(seconds=model.left)


def _apply(clock: ClockState, model: SimpleClock, op: str, seconds: int, now: datetime,
           structure: Structure) -> ClockState:
    last = len(model.durations) - 1
    refused = ((op == "pause" and not model.running) or (op == "resume" and model.running)
               or (op == "next" and model.index == last)
               or (op == "previous" and model.index == 0))
    if refused:
        with pytest.raises(ClockError):
            getattr(clock, f"{op}_level" if op in ("next", "previous") else op)(now, structure)
        return clock
    if op == "pause":
        model.running = False
        return clock.pause(now, structure)
    if op == "resume":
        model.running = True
        model.settle()
        return clock.resume(now, structure)
    if op == "add":
        model.left = max(model.left + seconds, 0)
        model.settle()
        return clock.add_time(timedelta(seconds=seconds), now, structure)
    if op in ("next", "previous"):
        model.index += 1 if op == "next" else -1
        model.left = model.durations[model.index]
        return getattr(clock, f"{op}_level")(now, structure)  # type: ignore[no-any-return]
    if op == "start":
        model.running, model.left = True, model.durations[model.index]
        return clock.start(now, structure)
    return ClockState.from_dict(json.loads(json.dumps(clock.to_dict())))
