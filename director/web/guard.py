"""What keeps the room view safe on a club's network: request rates per client,
the director's PIN with growing delays after wrong tries (per address and
overall), and remote sessions that expire. Pure Python; the time comes from an
injected clock (monotonic seconds), so the rules are tested without waiting.
"""

from __future__ import annotations

import hmac
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

Clock = Callable[[], float]

PIN_DIGITS = 6
SESSION_IDLE_SECONDS = 30 * 60
SESSION_MAX_SECONDS = 8 * 60 * 60
MAX_SESSIONS = 8
MAX_WRONG_PINS = 10  # wrong PINs overall, from any address, before the PIN changes
LOCKOUT_SECONDS = 10.0  # every address waits this long after such a change...
LOCKOUT_MAX_SECONDS = 300.0  # ...doubling with each further change, up to this


@dataclass
class RateLimiter:
    """A token bucket per client address: ``rate`` requests a second on average,
    bursts up to ``burst``. Addresses not seen for a minute are forgotten."""

    rate: float
    burst: float
    clock: Clock
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def allow(self, client: str) -> bool:
        now = self.clock()
        with self._lock:
            tokens, seen = self._buckets.get(client, (self.burst, now))
            tokens = min(self.burst, tokens + (now - seen) * self.rate)
            allowed = tokens >= 1.0
            self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
            if len(self._buckets) > 4096:
                self._forget(now)
            return allowed

    def _forget(self, now: float) -> None:
        for key, (_, seen) in list(self._buckets.items()):
            if now - seen > 60:
                del self._buckets[key]


class PinRefused(Exception):
    """A wrong PIN, or a client that must wait before trying again; says which."""

    def __init__(self, message: str, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


@dataclass
class RemoteGate:
    """The director's remote: a PIN new each time sharing starts, sessions that
    expire after ``SESSION_IDLE_SECONDS`` idle or ``SESSION_MAX_SECONDS`` in all,
    a wait after each wrong PIN from an address (2 s, doubling up to a minute),
    and a limit on wrong PINs overall, whatever the address (issue 31): after
    ``MAX_WRONG_PINS`` the PIN changes (``on_new_pin`` tells the director's screen)
    and every address waits ``LOCKOUT_SECONDS``, doubling with each change up to
    ``LOCKOUT_MAX_SECONDS``. So 200 phones guessing at once try 10 PINs, not 200."""

    clock: Clock
    pin: str = field(default_factory=lambda: new_pin())
    on_new_pin: Callable[[str], None] = lambda _pin: None
    _sessions: dict[str, tuple[float, float]] = field(default_factory=dict)
    _failures: dict[str, tuple[int, float]] = field(default_factory=dict)
    _wrong: int = 0  # wrong PINs against this PIN, from any address
    _changes: int = 0  # PINs changed for wrong tries since the last right one
    _locked_until: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def login(self, client: str, pin: str) -> str:
        """A new session token for the right PIN; ``PinRefused`` otherwise."""
        now = self.clock()
        with self._lock:
            wait_until = max(self._locked_until, self._failures.get(client, (0, 0.0))[1])
            if now < wait_until:
                raise PinRefused("too many wrong PINs: wait before trying again",
                                 wait_until - now)
            if not hmac.compare_digest(pin.strip().encode(), self.pin.encode()):
                refused, changed = self._wrong_pin(client, now)
            else:
                return self._session(client, now)
        if changed:
            self.on_new_pin(changed)
        raise refused

    def renew(self) -> str:
        """A new PIN and no sessions: the remote turned off or on (issue 31: a token
        or a PIN lives for one start of the remote only)."""
        with self._lock:
            self.pin = new_pin()
            self._sessions.clear()
            self._failures.clear()
            self._wrong = self._changes = 0
            self._locked_until = 0.0
            pin = self.pin
        self.on_new_pin(pin)
        return pin

    def _wrong_pin(self, client: str, now: float) -> tuple[PinRefused, str]:
        """Count a wrong PIN (the lock held); the refusal, and the new PIN if it changed."""
        failures = self._failures.get(client, (0, 0.0))[0] + 1
        delay = min(60.0, float(2**failures))
        self._failures[client] = (failures, now + delay)
        if len(self._failures) > 4096:
            self._failures = {k: v for k, v in self._failures.items() if v[1] > now}
        self._wrong += 1
        if self._wrong < MAX_WRONG_PINS:
            return PinRefused("wrong PIN", delay), ""
        self.pin = new_pin()
        self._wrong = 0
        self._changes += 1
        lockout = min(LOCKOUT_MAX_SECONDS, LOCKOUT_SECONDS * 2 ** (self._changes - 1))
        self._locked_until = now + lockout
        return PinRefused("wrong PIN", max(delay, lockout)), self.pin

    def _session(self, client: str, now: float) -> str:
        """A new session for a right PIN (the lock held)."""
        self._failures.pop(client, None)
        self._wrong = self._changes = 0
        self._expire(now)
        if len(self._sessions) >= MAX_SESSIONS:
            oldest = min(self._sessions, key=lambda t: self._sessions[t][0])
            del self._sessions[oldest]
        token = secrets.token_urlsafe(32)
        self._sessions[token] = (now, now)
        return token

    def check(self, token: str | None) -> bool:
        """True while ``token`` is a live session (and keeps it alive)."""
        if not token:
            return False
        now = self.clock()
        with self._lock:
            self._expire(now)
            found = next((t for t in self._sessions if hmac.compare_digest(t, token)), None)
            if found is None:
                return False
            started, _ = self._sessions[found]
            self._sessions[found] = (started, now)
            return True

    def _expire(self, now: float) -> None:
        for token, (started, used) in list(self._sessions.items()):
            if now - used > SESSION_IDLE_SECONDS or now - started > SESSION_MAX_SECONDS:
                del self._sessions[token]


def new_pin() -> str:
    """Six random digits from the system's secure source."""
    return "".join(secrets.choice("0123456789") for _ in range(PIN_DIGITS))
