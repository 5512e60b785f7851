"""The hand timer's arithmetic: a start gives the player their seconds, an extension
adds to the running count, a reset takes the extensions away."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from director.engine.event.shot_clock import ShotClock, ShotClockError

T0 = datetime(2026, 3, 7, 21, 0, tzinfo=UTC)
S = timedelta(seconds=1)


def test_start_extend_expire_and_reset() -> None:
    clock = ShotClock(seconds=30, extension=15)
    assert not clock.running and clock.remaining(T0) == 30
    with pytest.raises(ShotClockError) as refused:
        clock.extend()
    assert str(refused.value.message) == "the hand timer is not running: start it first"
    clock = clock.start(T0)
    assert clock.remaining(T0 + 12 * S) == 18
    clock = clock.extend().extend()  # two time bank cards
    assert clock.remaining(T0 + 12 * S) == 48
    assert not clock.expired(T0 + 59 * S) and clock.expired(T0 + 60 * S)
    assert clock.remaining(T0 + 99 * S) == 0
    clock = clock.start(T0 + 100 * S)  # the next player
    assert clock.extensions == 0 and clock.remaining(T0 + 100 * S) == 30
    assert not clock.stop().running


@pytest.mark.parametrize("seconds", [0, -5, 601, True, 2.5])
def test_a_timer_outside_one_second_to_ten_minutes_is_refused(seconds: object) -> None:
    with pytest.raises(ShotClockError) as refused:
        ShotClock(seconds=seconds)  # type: ignore[arg-type]
    assert str(refused.value.message).endswith("it runs from 1 to 600 seconds")
