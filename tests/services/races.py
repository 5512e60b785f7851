"""Commands at the same instant on several connections (issue 31): the race helpers
of the club's and the cash game's race tests, the stations (a connection each) and
the lingering read of a slow station (``Linger``)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import text

from director.services.core.unit_of_work import ServiceError
from director.services.tables.dealer_session import DealerError
from director.services.tournament.chips_balance import chips_balance
from director.store.db import Database, open_database
from director.store.errors import StoreError
from tests.pg import Server

#: What a command at a race may end with: a refusal in words (anything else is raised).
Refusal = (ServiceError, DealerError, StoreError)


@contextmanager
def databases(backend: str, tmp_path: Path, request: pytest.FixtureRequest
               ) -> Iterator[Callable[[], str]]:
    """A maker of fresh, migrated databases (one a try) on ``backend``."""
    made: list[str] = []
    server: Server | None = request.getfixturevalue("pg_server") \
        if backend == "postgresql" else None

    def fresh() -> str:
        if server is not None:
            url = server.fresh_database()
        else:
            url = str(tmp_path / f"race{len(made)}.sqlite3")
        made.append(url)
        return url

    try:
        yield fresh
    finally:
        if server is not None:
            for url in made:
                server.drop(url)


def every_try_holds(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
                    tries: int, one_try: Callable[[str], list[str]]) -> None:
    """``tries`` races, each on a fresh database of ``backend`` (its URL given to
    ``one_try``, which returns what went wrong there): every try must hold; the first
    three tries that did not are named."""
    failures = []
    with databases(backend, tmp_path, request) as fresh:
        for n in range(tries):
            problems = one_try(fresh())
            if problems:
                failures.append(f"try {n}: {problems}")
    assert not failures, f"{len(failures)} of {tries} tries went wrong: {failures[:3]}"


def unbalanced(db: Database, event_id: int) -> list[str]:
    """A try's last check: the event's chips balance (R-8.3, R-8.6), else what went
    wrong."""
    balance = chips_balance(db, event_id)
    return [] if balance.balanced else [f"the chips do not balance: {balance.problems}"]


def race(*commands: Callable[[], object], first_waits: float = 0.0
          ) -> list[BaseException | None]:
    """Run the commands at once, each on a thread of its own behind one barrier (the
    first ``first_waits`` seconds after it); what each refused with (None: done).
    Anything else than a refusal is raised."""
    barrier = threading.Barrier(len(commands))
    outcome: list[BaseException | None] = [None] * len(commands)
    crashed: list[BaseException] = []

    def run(index: int, command: Callable[[], object]) -> None:
        barrier.wait()
        if index == 0 and first_waits:
            time.sleep(first_waits)
        try:
            command()
        except Refusal as refused:
            outcome[index] = refused
        except BaseException as exc:  # a traceback in front of a user
            crashed.append(exc)

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(commands)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    if crashed:
        raise crashed[0]
    return outcome


@contextmanager
def stations(url: str, count: int) -> Iterator[list[Database]]:
    """``count`` stations on the database, each connected before the race."""
    opened = [open_database(url) for _ in range(count)]
    try:
        for db in opened:
            with db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        yield opened
    finally:
        for db in opened:
            db.close()


class Linger:
    """``module.name`` patched so that its first caller lingers after it (up to a
    second, until the second command is done), as a slow station would between its
    read and its write; ``then(command)`` is the second command, started once the
    first has read. Without its lock the first then writes over what the second
    wrote; with it the second waits and reads what the first wrote."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> None:
        self.read, self.done = threading.Event(), threading.Event()
        reading = getattr(module, name)

        def lingering(*args: object) -> object:
            found = reading(*args)
            if not self.read.is_set():
                self.read.set()
                self.done.wait(1.0)
            return found

        monkeypatch.setattr(module, name, lingering)

    def then(self, command: Callable[[], object]) -> Callable[[], None]:
        def second() -> None:
            self.read.wait(5)
            try:
                command()
            finally:
                self.done.set()
        return second
