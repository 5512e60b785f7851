"""R-8.6: a busted entry rebuys back in only as its player's latest entry. Seen: P1
busted and re-entered; the console's Rebuy on P1's first, busted row was taken, and P1
then had two entries playing at once (the re-entry rule refuses a second entry while
one is still in; the rebuy back in did not). Now it is refused naming the entry that
may, nothing changed; that one, busted in turn, rebuys back in as before."""

from __future__ import annotations

from director.services.events import console_queries as q
from director.store.db import Database
from tests.services.night import MIN, T0, Night, places_hold
from tests.services.test_rebuy_back_in_no_seat import _refused


def test_R_8_6_a_busted_entry_re_entered_since_does_not_rebuy_back_in(db: Database) -> None:
    night = Night(db, 4)
    first = night.entries[0]
    night.do(lambda: night.tournament.bust(night.event, {first: 0}, T0 + MIN))
    [player] = [pid for pid, name in q.players(db) if name == "P1"]
    again, _table, _seat = night.do(
        lambda: night.seating.enter_and_seat(night.event, player, T0 + 2 * MIN))
    refusal = ("P1 has re-entered since: only the latest entry, P1 (2), can rebuy back in "
               "after a bust",
               "P1 azóta újranevezett: kiesés után csak a legutóbbi nevezése (P1 (2)) térhet "
               "vissza rebuyjal")
    _refused(night, lambda: night.tournament.rebuy(first, T0 + 3 * MIN), *refusal)
    _refused(night, lambda: night.tournament.check_rebuys([first], T0 + 3 * MIN), *refusal)
    playing = [(e.player, e.number) for e in q.entries(db, night.event) if e.playing]
    assert playing.count(("P1", 2)) == 1 and ("P1", 1) not in playing
    # the re-entry busts in turn: it rebuys back in; the first entry still may not
    night.do(lambda: night.tournament.bust(night.event, {again: 0}, T0 + 4 * MIN))
    _refused(night, lambda: night.tournament.rebuy(first, T0 + 5 * MIN), *refusal)
    night.do(lambda: night.tournament.rebuy(again, T0 + 5 * MIN))
    assert [(e.number, e.playing) for e in q.entries(db, night.event)
            if e.player == "P1"] in ([(2, True), (1, False)], [(1, False), (2, True)])
    places_hold(db, night.event)


def test_R_8_6_the_winner_named_does_not_re_enter(db: Database) -> None:
    """P2, P3 and P4 out: P1 is named the winner. Seen: a re-entry of P1 was taken, and
    P1 then had two entries playing (the winning one put back in play beside the new).
    Refused now, as the winner's rebuy is; another player's late entry still puts the
    winner back in play (a winner named too early)."""
    night = Night(db, 4)
    for n, out in enumerate(night.entries[1:], start=1):
        night.do(lambda e=out, n=n: night.tournament.bust(night.event, {e: 0}, T0 + n * MIN))
    [p1] = [pid for pid, name in q.players(db) if name == "P1"]
    _refused(night, lambda: night.seating.enter_and_seat(night.event, p1, T0 + 5 * MIN),
             "P1 has won the tournament: there is nothing to re-enter",
             "P1 megnyerte a versenyt: nincs mibe újranevezni")
    late = night.events.add_player("Late", T0 + 6 * MIN)
    night.do(lambda: night.seating.enter_and_seat(night.event, late, T0 + 6 * MIN))
    assert sorted(e.player for e in q.entries(db, night.event) if e.playing) == ["Late", "P1"]
    places_hold(db, night.event)
