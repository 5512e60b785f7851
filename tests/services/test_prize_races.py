"""Prizes awarded at the director's desk at the same instant as another station's rebuy
of a player still in, a rebuy back in of a player just busted, or a change of the
payouts, each on a connection of its own, on the club's real server and on SQLite
(R-8.5, R-8.6). Whatever order the server gives
them, a prize handed over stays as paid: the rebuy or the change comes first and the
award pays from the pool and the payouts as they then are, or the award comes first
and the other is refused in words. Award prizes once more changes no prize. The
pattern is tests/services/test_cash_close_races.py's."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from director.engine.messages import MessageError
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0
from tests.services.races import every_try_holds, race, stations
from tests.services.test_prize_money_audit import _entries, _three_left

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
STEEPER = {"rows": [{"min_entries": 3, "max_entries": 200, "percents": [60, 25, 15]}]}


class Try:
    """Six entered, three out unpaid; P3 out in 3rd, paid 20 % of the pool."""

    def __init__(self, url: str, p2_out: bool = False) -> None:
        """``p2_out``: 3rd's prize awarded and P2 busted next, before the race: the rebuy
        buys P2 back in."""
        self.director = open_database(url)
        self.night, (p1, self.p2, p3) = _three_left(self.director, "fixed")
        night = self.night
        night.do(lambda: night.tournament.count_chips(p3, 0, T0 + 10 * MIN))
        night.do(lambda: night.tournament.bust(night.event, {p3: 6_000}, T0 + 10 * MIN,
                                               eliminators=[p1]))
        if p2_out:
            night.do(lambda: night.tournament.award_prizes(night.event, T0 + 10 * MIN))
            night.do(lambda: night.tournament.count_chips(self.p2, 0, T0 + 10 * MIN))
            night.do(lambda: night.tournament.bust(night.event, {self.p2: 18_000},
                                                   T0 + 10 * MIN, eliminators=[p1]))
        self.paid_before = {e.id: e.prize for e in _entries(self.director, night.event)
                            if e.prize}

    def award(self, db: Database) -> Callable[[], object]:
        return lambda: TournamentService(db).award_prizes(self.night.event, T0 + 11 * MIN)

    def rebuy(self, db: Database) -> Callable[[], object]:
        return lambda: TournamentService(db).rebuy(self.p2, T0 + 11 * MIN)

    def payouts(self, db: Database) -> Callable[[], object]:
        return lambda: TournamentService(db).set_payouts(self.night.event, T0 + 11 * MIN,
                                                          table=STEEPER)

    def problems(self, outcome: list[BaseException | None]) -> list[str]:
        found = [f"refused otherwise: {refused!r}" for refused in outcome
                 if refused is not None and not isinstance(refused, MessageError)]
        awarded, other = outcome
        if awarded is not None:
            found.append(f"the award refused: {awarded!r}")
        paid = {e.id: e.prize for e in _entries(self.director, self.night.event)}
        if {e: paid[e] for e in self.paid_before} != self.paid_before:
            found.append(f"a prize paid before the race changed: {self.paid_before} -> "
                         f"{paid} (the other command {'refused' if other else 'done'})")
        TournamentService(self.director).award_prizes(self.night.event, T0 + 12 * MIN)
        again = {e.id: e.prize for e in _entries(self.director, self.night.event)}
        if again != paid:
            found.append(f"a prize paid changed at the next award: {paid} -> {again} "
                         f"(the other command {'refused' if other else 'done'})")
        return found

    def end(self) -> None:
        self.director.close()


@pytest.mark.parametrize("other", ["rebuy", "rebuy back in", "payouts"])
@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_prizes_awarded_as_a_rebuy_or_a_change_of_payouts_is_made(
        backend: str, other: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    def one_try(url: str) -> list[str]:
        t = Try(url, p2_out=other == "rebuy back in")
        try:
            with stations(url, 2) as (one, two):
                outcome = race(t.award(one), getattr(t, other.split()[0])(two))
            return t.problems(outcome)
        finally:
            t.end()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)
