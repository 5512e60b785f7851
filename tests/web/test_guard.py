"""The room view's bounds: request rates, the director's PIN and remote sessions
(issue 18, Safety). The clock is a plain number the test moves."""

from __future__ import annotations

import pytest

from director.web.guard import (
    LOCKOUT_SECONDS,
    MAX_SESSIONS,
    MAX_WRONG_PINS,
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
    for _ in range(4):  # the delay doubles up to a minute
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


def test_wrong_pins_from_many_addresses_change_the_pin_and_everyone_waits() -> None:
    """Issue 31: the wait per address let 200 addresses try 200 PINs; wrong PINs now
    count overall: after MAX_WRONG_PINS the PIN changes and the director's screen is
    told the new one; every address waits, longer after each change."""
    clock = FakeClock()
    heard: list[str] = []
    gate = RemoteGate(clock, pin="482913", on_new_pin=heard.append)
    for i in range(MAX_WRONG_PINS):
        with pytest.raises(PinRefused, match="wrong PIN"):
            gate.login(f"10.0.0.{i}", f"{i:06d}")
    assert gate.pin != "482913" and heard == [gate.pin]
    with pytest.raises(PinRefused, match="wait") as waiting:
        gate.login("10.0.1.1", gate.pin)  # even the new PIN, from a new address
    assert waiting.value.retry_after == LOCKOUT_SECONDS
    clock.now += LOCKOUT_SECONDS
    for i in range(MAX_WRONG_PINS):
        with pytest.raises(PinRefused):
            gate.login(f"10.0.2.{i}", "000000" if gate.pin != "000000" else "111111")
    assert len(heard) == 2
    with pytest.raises(PinRefused, match="wait") as longer:
        gate.login("10.0.3.1", gate.pin)
    assert longer.value.retry_after == 2 * LOCKOUT_SECONDS
    clock.now += 2 * LOCKOUT_SECONDS
    assert gate.check(gate.login("10.0.3.1", heard[-1])), "the PIN on the screen signs in"


def test_renewing_the_gate_ends_every_session_and_the_pin() -> None:
    """Issue 31: the remote off then on must not revive old tokens or the old PIN."""
    clock = FakeClock()
    heard: list[str] = []
    gate = RemoteGate(clock, pin="482913", on_new_pin=heard.append)
    token = gate.login("phone", "482913")
    assert gate.renew() == gate.pin == heard[-1] != "482913"
    assert not gate.check(token)
    with pytest.raises(PinRefused, match="wrong PIN"):
        gate.login("laptop", "482913")
