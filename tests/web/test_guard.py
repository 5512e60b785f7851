"""The room view's bounds: request rates, the director's PIN and remote sessions
(issue 18, Safety). The clock is a plain number the test moves."""

from __future__ import annotations

import pytest

from director.web.guard import (
    MAX_SESSIONS,
    SESSION_IDLE_SECONDS,
    SESSION_MAX_SECONDS,
    PinRefused,
    RateLimiter,
    RemoteGate,
    new_pin,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_client_may_burst_then_is_held_to_its_rate() -> None:
    clock = FakeClock()
    limiter = RateLimiter(rate=2.0, burst=5.0, clock=clock)
    assert [limiter.allow("10.0.0.5") for _ in range(6)] == [True] * 5 + [False]
    assert limiter.allow("10.0.0.6"), "another viewer has its own allowance"
    clock.now += 1.0  # two requests' worth come back in a second
    assert [limiter.allow("10.0.0.5") for _ in range(3)] == [True, True, False]


def test_the_pin_is_six_random_digits_new_each_time() -> None:
    pins = {new_pin() for _ in range(50)}
    assert all(len(p) == 6 and p.isdigit() for p in pins)
    assert len(pins) > 40


def test_a_wrong_pin_is_refused_and_each_further_try_waits_longer() -> None:
    clock = FakeClock()
    gate = RemoteGate(clock, pin="482913")
    with pytest.raises(PinRefused, match="wrong PIN") as first:
        gate.login("phone", "000000")
    assert first.value.retry_after == 2.0
    clock.now += 1.5
    with pytest.raises(PinRefused, match="wait") as waiting:
        gate.login("phone", "482913")  # even the right PIN waits out the delay
    assert waiting.value.retry_after == pytest.approx(0.5)
    clock.now += 0.5
    with pytest.raises(PinRefused) as second:
        gate.login("phone", "111111")
    assert second.value.retry_after == 4.0
    clock.now += 4.0
    with pytest.raises(PinRefused) as third:
        gate.login("phone", "222222")
    assert third.value.retry_after == 8.0
    for _ in range(10):  # the delay doubles up to a minute
        clock.now += 60
        with pytest.raises(PinRefused) as later:
            gate.login("phone", "333333")
    assert later.value.retry_after == 60.0
    assert gate.login("laptop", "482913"), "another address is not held back"


def test_a_session_ends_after_idle_time_and_after_its_longest_life() -> None:
    clock = FakeClock()
    gate = RemoteGate(clock, pin="123456")
    token = gate.login("phone", "123456")
    assert gate.check(token)
    assert not gate.check("not-a-token") and not gate.check(None)
    clock.now += SESSION_IDLE_SECONDS - 1
    assert gate.check(token), "used within the idle time: still alive"
    clock.now += SESSION_IDLE_SECONDS + 1
    assert not gate.check(token), "idle too long"
    token = gate.login("phone", "123456")
    for _ in range(SESSION_MAX_SECONDS // (SESSION_IDLE_SECONDS // 2) + 1):
        clock.now += SESSION_IDLE_SECONDS // 2
        alive = gate.check(token)
    assert not alive, "no session outlives SESSION_MAX_SECONDS, however busy"


def test_only_a_few_sessions_live_at_once_the_oldest_goes() -> None:
    clock = FakeClock()
    gate = RemoteGate(clock, pin="123456")
    tokens = []
    for i in range(MAX_SESSIONS + 1):
        clock.now += 1
        tokens.append(gate.login(f"device{i}", "123456"))
    assert not gate.check(tokens[0])
    assert all(gate.check(t) for t in tokens[1:])
