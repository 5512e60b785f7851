"""Once Finish tournament made the places and prizes final (R-8.5), nothing changes
them: a rebuy for a busted player was taken after the finish (the money in, the
player back in play with 10,000 chips while the results stood), a count changed the
winner's stack, a bust of the winner said "entry 2 is not in play in this event",
and a balance redrew the final table. Each is now refused by the event's name with
the way back (undo the finish), nothing stored; after the undo the rebuy is taken
again (R-8.6). The winner's own rebuy or add-on, asked before the finish, says that
they won, not that they busted. SQLite and PostgreSQL, English and Hungarian."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import hypothesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.deals import DealService
from director.store.db import Database
from tests.services.night import MIN, Night, snapshot
from tests.services.test_chips_property import _director
from tests.services.test_refusals_name_the_player import refused
from tests.services.test_tournament_service import T0, Director
from tests.template_db import new_database

FINAL = ("Saturday is finished: no more seats, chips or money, its results are final "
         "(R-8.5); Ctrl+Z takes Finish tournament back",
         "Saturday véget ért: több ültetés, zsetonmozgás és pénzmozgás nincs, az "
         "eredménye végleges (R-8.5); a Ctrl+Z visszavonja a verseny lezárását")


def _heads_up_to_the_end(d: Director) -> tuple[int, int, int]:
    """Three players at one table; P1 and P3 out: P2 wins."""
    first, winner, third = d.players(3)
    d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    for out in (third, first):
        d.tournament.count_chips(out, 0, T0)
        d.tournament.bust(d.event, {out: 10_000}, T0, eliminators=[winner])
    return first, winner, third


def test_R_8_5_after_finish_no_money_chips_or_seats_change_the_results(
        db: Database) -> None:
    d = Director(db)
    first, winner, _ = _heads_up_to_the_end(d)
    d.tournament.finish(d.event, T0)
    assert refused(d, lambda: d.tournament.rebuy(first, T0)) == FINAL
    assert refused(d, lambda: d.tournament.count_chips(winner, 5_000, T0)) == FINAL
    assert refused(d, lambda: d.tournament.bust(d.event, {winner: 30_000}, T0)) == FINAL
    assert refused(d, lambda: ColorUpService(db).color_up(d.event, 25, {}, T0)) == FINAL
    assert refused(d, lambda: d.tournament.set_payouts(d.event, T0, fixed=[3_000])) \
        == FINAL
    assert refused(d, lambda: d.tournament.award_prizes(d.event, T0)) == FINAL
    assert refused(d, lambda: DealService(db).record(d.event, "chip chop", T0)) == FINAL
    # nor the seats: no table opened, drawn, balanced (a final table's redraw) or moved
    assert refused(d, lambda: d.seating.open_tables(d.event, 1, T0)) == FINAL
    assert refused(d, lambda: d.seating.draw_seats(d.event, T0, random.Random(2))) == FINAL
    assert refused(d, lambda: d.seating.balance(d.event, T0, random.Random(2))) == FINAL
    [(table, seat, _)] = d.seats().values()
    assert refused(d, lambda: d.seating.move_player(winner, table, seat % 9 + 1, T0)) \
        == FINAL
    assert d.entry(first).rebuys == 0 and d.entry(first).place == 2
    d.events.undo_last(d.event, T0)  # Finish tournament taken back
    d.tournament.rebuy(first, T0)  # just busted, back in within the rebuy period
    assert d.entry(first).rebuys == 1 and d.entry(first).place is None


def test_the_winners_rebuy_or_add_on_says_they_won(db: Database) -> None:
    d = Director(db)
    _, winner, _ = _heads_up_to_the_end(d)
    assert refused(d, lambda: d.tournament.rebuy(winner, T0)) == (
        "P2 has won the tournament: there is nothing to buy back into",
        "P2 megnyerte a versenyt: nincs mibe visszavásárolnia")
    assert refused(d, lambda: d.tournament.add_on(winner, T0)) == (
        "P2 has won the tournament: there is no add-on after the end",
        "P2 megnyerte a versenyt: a verseny vége után nincs add-on")


def test_a_busted_players_add_on_names_the_player(db: Database) -> None:
    d = Director(db)
    first, _, _ = _heads_up_to_the_end(d)
    assert refused(d, lambda: d.tournament.add_on(first, T0)) == (
        "P1 is out of the tournament: there is no stack to add on to",
        "P1 kiesett a versenyből: nincs zsetonkészlete, amihez add-ont vehetne")


# The director's commands of the chips property's nights, Finish tournament, the
# prizes and the balance among them.
AFTER_THE_END = ("move", "bust", "rebuy", "add-on", "count", "undo", "undo", "redo",
                 "next hand", "color-up", "break", "late entry", "balance", "finish", "finish",
                 "award")


def _frozen(night: Night) -> tuple[object, ...]:
    """All a finished tournament holds: the seats and entries with their prizes, the
    tables, the director's history and the status."""
    rows = q.entries(night.db, night.event)
    return (snapshot(night), sorted((e.entry_id, e.place, e.prize) for e in rows),
            [(t.table_id, len(t.seats)) for t in q.tables(night.db, night.event)],
            len(history(night.db, night.event)), q.event_status(night.db, night.event))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(AFTER_THE_END), st.integers(0, 1),
                          st.integers(0, 10_000)), min_size=4, max_size=24))
def test_R_8_5_a_finished_tournament_changes_only_when_undo_takes_the_finish_back(
        steps: list[tuple[str, int, int]]) -> None:
    """Four players at two tables, three of them out and the tournament finished; then
    the director's commands at random, Ctrl+Z, Ctrl+Shift+Z and Finish again among them.
    While it is finished every command but undo is refused in words and changes nothing
    at all (a redo too: the finish is the newest action); otherwise the chips balance
    after every step (R-8.6)."""
    with tempfile.TemporaryDirectory() as folder:
        db = new_database(Path(folder) / "night.sqlite3")
        try:
            night = Night(db, 4, tables=2, seed=len(steps))
            night.events.start_clock(night.event, T0)
            for out in night.entries[:3]:
                night.tournament.count_chips(out, 0, T0)
                night.tournament.bust(night.event, {out: 10_000}, T0)
            night.tournament.finish(night.event, T0)
            for n, (kind, which, pick) in enumerate(steps):
                now = 1 + n // 4
                finished = q.event_status(db, night.event) == "finished"
                before = _frozen(night)
                try:
                    if kind == "finish":
                        night.tournament.finish(night.event, T0 + now * MIN)
                    elif kind == "award":
                        night.tournament.award_prizes(night.event, T0 + now * MIN)
                    else:
                        _director(night, kind, night.table_ids[which], pick, now)
                except ServiceError as refused:
                    assert str(refused), "a refusal says why"
                    assert _frozen(night) == before, f"{kind} was refused: {refused}"
                else:
                    assert not finished or kind == "undo", f"{kind} changed a finished event"
                    hypothesis.event(f"done: {kind}")
                if finished and kind != "undo":
                    hypothesis.event(f"{kind} refused after the finish")
                balance = chips_balance(db, night.event)
                assert balance.balanced, (kind, balance.problems)
        finally:
            db.close()
