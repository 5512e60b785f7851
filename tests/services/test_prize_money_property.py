"""Property: whatever the director does in a night (entries late and re-entries, rebuys
of players in and of players busted, add-ons at the break, busts one at a time and two
in one hand, prizes awarded, the payouts' rounding changed, another payout table, the
prizes typed place by place, a deal by ICM, chip chop or amounts typed, envelopes set,
undo and redo), the money holds: a prize awarded stays as it was paid, the prizes
awarded never exceed the prize pool, a deal and the places it does not cover add up to
it, and at the end the prizes and the bounties paid are every unit taken less the fees,
the bounties exactly what was set aside for them; a redo (Ctrl+Shift+Z) puts back the
money as it was before its undo: the places, prizes, deal, pool and payouts. Every kind
of bounty (none, fixed, progressive, mystery) and rounding to 100 (R-8.5, R-8.6, issue
28)."""

from __future__ import annotations

import random
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, event, example, given, settings
from hypothesis import strategies as st
from sqlmodel import Session, select

from director.services.core.unit_of_work import ServiceError
from director.services.tournament import bounties
from director.services.tournament.deals import DealService
from director.store.db import Database, open_database
from director.store.models import Entry
from tests.services.night import MIN, SETTINGS, T0, Night, snapshot

STEPS = ("bust", "bust", "two out", "rebuy", "add-on", "enter", "award", "award", "icm",
         "chip chop", "typed", "unit", "prizes typed", "table", "envelopes", "undo", "undo",
         "redo", "redo")
TABLES = ({"rows": [{"min_entries": 2, "max_entries": 200, "percents": [60, 40]}]},
          {"rows": [{"min_entries": 3, "max_entries": 200, "percents": [60, 25, 15]}]})
BREAK = T0 + 41 * MIN  # the break after level 2: the add-on's (SETTINGS)


def _entries(db: Database, event: int) -> list[Entry]:
    with Session(db.engine) as s:
        return sorted(s.exec(select(Entry).where(Entry.event_id == event)),
                      key=lambda e: e.id or 0)


def _act(night: Night, deals: DealService, step: str, pick: int, n: int, now: datetime
         ) -> bool:
    """One director's command; True when it recorded an action (undo may take it)."""
    event, service = night.event, night.tournament
    entries = _entries(night.db, event)
    live = [e.id or 0 for e in entries if e.place is None]
    rng = random.Random(pick)
    if step == "undo":
        night.events.undo_last(event, now)
    elif step == "redo":
        night.events.redo_last(event, now)
    elif step in ("bust", "two out") and len(live) > 1:
        out = rng.sample(live, 2 if step == "two out" and len(live) > 2 else 1)
        winner = rng.choice([e for e in live if e not in out])
        service.bust(event, {e: 1_000 * (pick % 3 + i) for i, e in enumerate(out)}, now,
                     eliminators=[winner])
    elif step == "rebuy":  # a player still in, or one busted buying back in
        service.rebuy(rng.choice([e.id or 0 for e in entries]), now)
    elif step == "add-on" and live:
        service.add_on(rng.choice(live), now)
    elif step == "enter":
        busted = [e.player_id for e in entries if e.place is not None]
        player = rng.choice(busted) if busted and pick % 2 else \
            night.events.add_player(f"Late {n}", now)
        service.register(event, player, now)
    elif step == "award":
        service.award_prizes(event, now)
    elif step in ("icm", "chip chop"):
        deals.record(event, step, now)
    elif step == "typed":
        proposal = deals.proposal(event)
        typed = {p.entry_id: 0 for p in proposal.players}
        typed[proposal.players[pick % len(proposal.players)].entry_id] = proposal.total
        deals.record(event, "typed", now, typed)
    elif step == "unit":
        service.set_payouts(event, now, rounding_unit=(1, 100, 500)[pick % 3])
    elif step == "prizes typed":  # the payouts as they are, some of 1st's moved to 2nd
        typed = list(service.payouts(event))
        if len(typed) > 1:
            moved = min(pick, (typed[0] - typed[1]) // 2)
            typed[0], typed[1] = typed[0] - moved, typed[1] + moved
        service.set_payouts(event, now, fixed=typed)
    elif step == "table":
        service.set_payouts(event, now, table=TABLES[pick % 2])
    elif step == "envelopes":
        pool = sum(e.bounty for e in entries)
        bounties.set_envelopes(night.db, event, [pool - pool // 3, pool // 3], now)
    else:
        return False
    return True


def _money(night: Night, deals: DealService) -> tuple[object, ...]:
    """The night's money as the director sees it: the seats and places, each prize, the
    deal, the prize pool and the payouts of the places."""
    return (snapshot(night), deals.recorded(night.event),
            sorted((e.id or 0, e.prize or 0) for e in _entries(night.db, night.event)),
            night.tournament.prize_pool(night.event), _payouts(night))


def _typed_prizes(db: Database, event_id: int) -> list[int]:
    """The prizes typed place by place, as stored."""
    from director.services.events import console_queries as q

    settings = q.event_settings(db, event_id)[2]
    fixed = getattr(settings, "fixed_payouts", None)
    assert fixed is not None
    return list(fixed)


def _payouts(night: Night) -> tuple[int, ...] | str:
    """The places' prizes, or why there are none now (the prizes typed no longer add up
    to the pool after a rebuy: the payouts box says so, Award prizes refuses)."""
    try:
        return night.tournament.payouts(night.event)
    except ServiceError as exc:
        return exc.message.id


KINDS = st.sampled_from(["none", "fixed", "progressive", "mystery"])
NIGHT = st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 999)), max_size=20)


# No shrinking: each example opens a database (as tests/services/test_bounty_money.py).
@settings(max_examples=10, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow])
@given(kind=KINDS, players=st.integers(3, 6), steps=NIGHT)
# a bust, its prize awarded, taken back and put back; a deal by ICM the same
@example(kind="progressive", players=5, steps=[
    ("bust", 1), ("award", 0), ("undo", 0), ("redo", 0), ("icm", 0), ("undo", 0),
    ("redo", 0), ("undo", 0), ("chip chop", 0)])
# 3rd paid and awarded, then a player still in rebuys and the prizes are awarded again:
# 3rd's prize grew with the pool (fails on the rebuy before d62ef1e5)
@example(kind="none", players=6, steps=[
    ("bust", 0), ("bust", 1), ("bust", 2), ("bust", 3), ("award", 0), ("rebuy", 5),
    ("award", 0)])
def test_prizes_and_bounties_paid_are_the_money_taken_less_fees(
        kind: str, players: int, steps: list[tuple[str, int]]) -> None:
    _money_holds(kind, players, steps)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow])
@given(kind=KINDS, players=st.integers(3, 8), steps=NIGHT)
def test_prizes_and_bounties_paid_are_the_money_taken_less_fees_over_many_nights(
        kind: str, players: int, steps: list[tuple[str, int]]) -> None:
    """The same, 150 nights (``pytest -m slow``)."""
    _money_holds(kind, players, steps)


def _money_holds(kind: str, players: int, steps: list[tuple[str, int]]) -> None:
    """One night of ``steps``, the money checked after each and at the end."""
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "night.sqlite3")
        try:
            night = Night(db, players, settings={
                **SETTINGS, "rounding_unit": 100, "bounty": 0 if kind == "none" else 1_000,
                "bounty_kind": "fixed" if kind == "none" else kind,
                "payouts": {"rows": [{"min_entries": 2, "max_entries": 4, "percents": [70, 30]},
                                     {"min_entries": 5, "max_entries": 200,
                                      "percents": [50, 30, 20]}]}})
            night.events.start_clock(night.event, T0)
            deals = DealService(db)
            mine = 0  # actions of this test that undo may take back
            undone: list[tuple[object, ...]] = []  # the money before each undo redo may undo
            now = T0
            for n, (step, pick) in enumerate(steps):
                # two minutes a command, in levels 1 and 2 (entries, rebuys) and on; an
                # add-on waits for the break
                now = max(now + 2 * MIN, BREAK if step == "add-on" else T0)
                if step == "undo" and not mine:
                    continue
                before = _money(night, deals)
                try:
                    acted = _act(night, deals, step, pick, n, now)
                except ServiceError as exc:
                    assert _money(night, deals) == before, step
                    acted = False
                    event(f"refused: {step} {exc.message.id}")
                if acted:
                    mine += -1 if step == "undo" else 1
                    event(f"done: {step}")
                    if step == "undo":
                        undone.append(before)
                    elif step == "redo":  # only what this test took back, as it was
                        assert _money(night, deals) == undone.pop(), "redo"
                    else:
                        undone.clear()
                pool = night.tournament.prize_pool(night.event).prize_pool
                assert sum(e.prize or 0 for e in _entries(db, night.event)) <= pool
                if step not in ("undo", "redo"):  # a prize handed over stays as paid
                    paid = {e: prize for e, prize in before[2] if prize}  # type: ignore[attr-defined]
                    now_paid = {e.id: e.prize or 0 for e in _entries(db, night.event)}
                    assert {e: now_paid[e] for e in paid} == paid, (step, paid, now_paid)
                deal = deals.recorded(night.event)
                if deal is not None:
                    places = night.tournament.payouts(night.event)
                    assert sum(deal.amounts.values()) + sum(places[len(deal.shares):]) == pool
            now = T0 + 120 * MIN
            if isinstance(_payouts(night), str):  # the prizes typed, short of a pool grown
                typed = _typed_prizes(db, night.event)  # since: the rest typed to 1st
                typed[0] += night.tournament.prize_pool(night.event).prize_pool - sum(typed)
                night.tournament.set_payouts(night.event, now, fixed=typed)
            deal = deals.recorded(night.event)
            live = [e.id or 0 for e in _entries(db, night.event) if e.place is None]
            if deal is None or not set(live) <= set(deal.amounts):
                for out in live[1:]:  # the rest out, one a hand, to the first
                    night.tournament.bust(night.event, {out: 1}, now, eliminators=[live[0]])
            night.tournament.finish(night.event, now)
            event("ended by a deal" if deal is not None and set(live) <= set(deal.amounts)
                  else "ended by the last bust")
            taken = night.tournament.prize_pool(night.event)
            entries = _entries(db, night.event)
            assert sum(e.prize or 0 for e in entries) == taken.prize_pool
            assert sum(e.bounties_won for e in entries) == taken.bounties
            assert sum(e.prize or 0 for e in entries) + sum(e.bounties_won for e in entries) \
                == taken.collected - taken.fees
        finally:
            db.close()
