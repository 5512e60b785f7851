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

from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.deals import DealService
from director.store.db import Database
from tests.services.test_refusals_name_the_player import refused
from tests.services.test_tournament_service import T0, Director

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
        d.tournament.bust(d.event, {out: 10_000}, T0)
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
