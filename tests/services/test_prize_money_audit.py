"""A tournament's money from the entries to the last prize, as a director checks it at
the end of the night: every unit taken (buy-ins, re-entries, rebuys, add-ons, less the
fees) is paid out as prizes and bounties, whatever ended the tournament (a bust or a
deal, issue 28) and whatever the kind of bounty. On SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import io
from datetime import datetime

import pytest
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.papers.csv_files import results_csv
from director.services.room import tournament_numbers
from director.services.tournament import bounties
from director.services.tournament.deals import DealService
from director.store.db import Database
from director.store.models import Entry
from director.store.models import Event as EventRow
from tests.services.night import MIN, SETTINGS, T0, Night, snapshot

# 6 entries of 3,000 (300 fee, 1,000 bounty): prize pool 6 x 1,700 = 10,200, paid
# 50/30/20 to the 100 (the rest to 1st): 5,200, 3,000, 2,000; 6,000 of bounties.
BOUNTY_NIGHT = {**SETTINGS, "bounty": 1000, "rounding_unit": 100, "payouts": {
    "rows": [{"min_entries": 3, "max_entries": 200, "percents": [50, 30, 20]}]}}
POOL, BOUNTIES = 10_200, 6_000


def _entries(db: Database, event: int) -> list[Entry]:
    with Session(db.engine) as s:
        return list(s.exec(select(Entry).where(Entry.event_id == event)
                           .order_by(Entry.id)))  # type: ignore[arg-type]


def _three_left(db: Database, kind: str, **more: object) -> tuple[Night, list[int]]:
    """Six entered; P1 busts P4, P5 and P6; P1, P2, P3 left with 36,000, 18,000, 6,000."""
    night = Night(db, 6, settings={**BOUNTY_NIGHT, "bounty_kind": kind, **more})
    out, left = night.entries[3:], night.entries[:3]
    for n, entry in enumerate(out):
        night.do(lambda e=entry: night.tournament.count_chips(e, 0, T0 + MIN))
        night.do(lambda e=entry, n=n: night.tournament.bust(
            night.event, {e: 10_000}, T0 + (2 + n) * MIN, eliminators=[left[0]]))
    for entry, chips in zip(left, (36_000, 18_000, 6_000), strict=True):
        night.do(lambda e=entry, c=chips: night.tournament.count_chips(e, c, T0 + 9 * MIN))
    return night, left


def _paid(db: Database, event: int) -> tuple[int, int]:
    entries = _entries(db, event)
    return sum(e.prize or 0 for e in entries), sum(e.bounties_won for e in entries)


def _bust_all_but(night: Night, winner: int, now: datetime) -> None:
    for entry in [e.id or 0 for e in _entries(night.db, night.event)
                  if e.place is None and e.id != winner]:
        night.do(lambda e=entry: night.tournament.bust(night.event, {e: 1}, now,
                                                      eliminators=[winner]))


def test_deal_the_payouts_cannot_change_under_a_recorded_deal(db: Database) -> None:
    """Issue 28 deal, R-8.5 places paid: seen, an ICM deal shared the 10,200 of places
    1-3, then the payout table was changed to pay 4 places (40/30/20/10): 4th (P6, out
    before the deal) was paid 1,000 on top of the deal's 10,200, so 11,200 of prizes
    were paid from a pool of 10,200. A recorded deal now fixes the payouts (and their
    rounding unit) until it is undone; Finish pays exactly the pool."""
    night, _left = _three_left(db, "fixed")
    night.do(lambda: DealService(db).record(night.event, "icm", T0 + 10 * MIN))
    four_places = {"rows": [{"min_entries": 4, "max_entries": 200,
                             "percents": [40, 30, 20, 10]}]}
    with pytest.raises(ServiceError) as refused:
        night.tournament.set_payouts(night.event, T0 + 11 * MIN, table=four_places)
    assert refused.value.message.id == "svc-deal-payouts-fixed"
    assert render(refused.value.message, "en") == (
        "A deal is recorded: it shares the prizes of the places left as the payouts stood."
        " Undo the deal (Ctrl+Z) before changing the payouts or their rounding.")
    with pytest.raises(ServiceError, match="Undo the deal"):
        night.tournament.set_payouts(night.event, T0 + 11 * MIN, rounding_unit=1_000)
    night.do(lambda: night.tournament.finish(night.event, T0 + 12 * MIN))
    assert _paid(db, night.event)[0] == POOL
    # undone, the deal no longer stands in the way
    night.events.undo_last(night.event, T0 + 13 * MIN)  # the finish
    night.events.undo_last(night.event, T0 + 14 * MIN)  # the deal
    night.tournament.set_payouts(night.event, T0 + 15 * MIN, table=four_places)
    assert night.tournament.payouts(night.event) == (4_200, 3_000, 2_000, 1_000)


def test_fixed_bounty_the_winner_collects_their_own(db: Database) -> None:
    """Fixed bounties: seen, P1 busted the other five and collected their 5 x 1,000, and
    P1's own 1,000 was paid to nobody: 5,000 of the 6,000 taken for bounties paid. The
    winner, never busted, now collects their own bounty, as in a progressive knockout."""
    night, (p1, _p2, _p3) = _three_left(db, "fixed")
    _bust_all_but(night, p1, T0 + 11 * MIN)
    night.do(lambda: night.tournament.finish(night.event, T0 + 12 * MIN))
    won = {e.id: e.bounties_won for e in _entries(db, night.event)}
    assert won[p1] == 6_000
    assert _paid(db, night.event) == (POOL, BOUNTIES)


@pytest.mark.parametrize("kind", ["fixed", "progressive"])
def test_deal_ends_a_knockout_each_player_left_collects_their_own_bounty(
        db: Database, kind: str) -> None:
    """Issue 28 deal in a knockout: seen, the three left agreed an ICM deal and Finish
    ended the tournament, paying the 10,200 of prizes but none of the bounties on the
    three players' heads (progressive: P1's 2,500, P2's and P3's 1,000 each, 4,500 of
    the 6,000 paid to nobody). Each player the deal places now collects their own
    bounty, as the winner does at the last bust."""
    night, (p1, p2, p3) = _three_left(db, kind)
    night.do(lambda: DealService(db).record(night.event, "icm", T0 + 10 * MIN))
    night.do(lambda: night.tournament.finish(night.event, T0 + 12 * MIN))
    won = {e.id: e.bounties_won for e in _entries(db, night.event)}
    # progressive: P1 was paid 3 x 500 at the busts, and 2,500 stood on their head
    assert (won[p1], won[p2], won[p3]) == (4_000,
                                           1_000, 1_000)
    assert _paid(db, night.event) == (POOL, BOUNTIES)
    # one undo takes the finish back with the bounties it paid
    night.do(lambda: night.events.undo_last(night.event, T0 + 13 * MIN))
    won = {e.id: e.bounties_won for e in _entries(db, night.event)}
    assert (won[p1], won[p2], won[p3]) == ((1_500 if kind == "progressive" else 3_000),
                                           0, 0)


def test_deal_ends_a_mystery_night_the_envelopes_left_go_to_first_place(
        db: Database) -> None:
    """Issue 28 deal, mystery bounties: seen, with envelopes 3,000 + 1,500 + 1,000 + 500
    and three drawn at the busts, a deal ended the tournament and the envelope left
    was drawn by nobody. As at a last bust, the envelopes nobody drew go to the winner:
    the player the deal places first (the biggest stack)."""
    night = Night(db, 6, settings={**BOUNTY_NIGHT, "bounty_kind": "mystery"})
    bounties.set_envelopes(db, night.event, [3_000, 1_500, 1_000, 500], T0)
    out, (p1, p2, p3) = night.entries[3:], night.entries[:3]
    for n, entry in enumerate(out):
        night.tournament.count_chips(entry, 0, T0 + MIN)
        night.tournament.bust(night.event, {entry: 10_000}, T0 + (2 + n) * MIN,
                              eliminators=[p2])
    for entry, chips in zip((p1, p2, p3), (36_000, 18_000, 6_000), strict=True):
        night.tournament.count_chips(entry, chips, T0 + 9 * MIN)
    drawn = {e.id: e.bounties_won for e in _entries(db, night.event)}[p2]
    DealService(db).record(night.event, "chip chop", T0 + 10 * MIN)
    night.tournament.finish(night.event, T0 + 12 * MIN)
    won = {e.id: e.bounties_won for e in _entries(db, night.event)}
    assert (won[p1], won[p2], won[p3]) == (BOUNTIES - drawn, drawn, 0)
    assert _paid(db, night.event) == (POOL, BOUNTIES)


def test_deal_ends_a_mystery_night_with_no_envelopes_set(db: Database) -> None:
    """No prize list was ever set: the whole bounty pool (6,000) waits for the winner,
    here the player the deal places first; it was paid to nobody."""
    night, (p1, _p2, _p3) = _three_left(db, "mystery")
    DealService(db).record(night.event, "icm", T0 + 10 * MIN)
    night.tournament.finish(night.event, T0 + 12 * MIN)
    assert {e.id: e.bounties_won for e in _entries(db, night.event)}[p1] == BOUNTIES
    assert _paid(db, night.event) == (POOL, BOUNTIES)


def _heads_up_left(night: Night, now: datetime) -> None:
    """Everyone but P1 busted, one a hand (P1 wins): P1 is the winner."""
    _bust_all_but(night, night.entries[0], now)


def test_finish_refuses_custom_amounts_that_no_longer_add_up_to_the_pool(
        db: Database) -> None:
    """R-8.5 payouts: seen, the director typed 8,000, 5,000 and 3,200 for six entries
    (16,200), then a late entry made the pool 18,900; Finish tournament finished the
    event paying no prize at all (the payouts' refusal was taken for 'no payout table'),
    while Award prizes said why. Finish now refuses as Award prizes does, changing
    nothing; with the amounts typed again it pays the whole pool."""
    night = Night(db, 6, settings={**SETTINGS, "fixed_payouts": [8_000, 5_000, 3_200]})
    late = night.tournament.register(night.event, night.events.add_player("Late", T0),
                                     T0 + 5 * MIN)
    assert night.tournament.prize_pool(night.event).prize_pool == 18_900
    _heads_up_left(night, T0 + 10 * MIN)
    assert late not in [e.id for e in _entries(db, night.event) if e.place is None]
    with pytest.raises(ServiceError) as refused:
        night.tournament.finish(night.event, T0 + 12 * MIN)
    assert render(refused.value.message, "en") == (
        "the prizes typed add up to 16,200 but the prize pool is 18,900; "
        "change an amount so they match")
    with Session(db.engine) as s:
        assert s.get(EventRow, night.event).status != "finished"  # type: ignore[union-attr]
    assert _paid(db, night.event) == (0, 0)
    night.tournament.set_payouts(night.event, T0 + 13 * MIN, fixed=[9_000, 6_000, 3_900])
    night.tournament.finish(night.event, T0 + 14 * MIN)
    assert _paid(db, night.event)[0] == 18_900


def test_finish_refuses_more_entries_than_the_payout_table_covers(db: Database) -> None:
    """R-8.5 payouts: a table whose rows cover 2 to 6 entries, and 7 entered: Finish
    paid nobody the 18,900 and finished. It is refused now, naming the rows; only a
    field smaller than the table's first row (or no table at all) finishes unpaid."""
    rows = {"rows": [{"min_entries": 2, "max_entries": 6, "percents": [70, 30]}]}
    night = Night(db, 7, settings={**SETTINGS, "payouts": rows})
    _heads_up_left(night, T0 + 10 * MIN)
    with pytest.raises(ServiceError, match="no row for 7 entries; rows cover 2-6"):
        night.tournament.finish(night.event, T0 + 12 * MIN)
    assert _paid(db, night.event) == (0, 0)


@pytest.mark.parametrize("kind", ["fixed", "progressive"])
def test_R_8_6_a_player_bought_back_in_has_no_bounty_paid_twice(
        db: Database, kind: str) -> None:
    """R-8.6 rebuy after a bust, knockout bounties of 1,000: seen, P2 busted by P1 (P1
    paid P2's bounty), rebought back in with the same 1,000 on their head and busted
    again by P1, paid again: 4,000 of bounties paid where three entries set aside
    3,000. The bust paid P2's bounty and a rebuy sets none aside: P2 plays on with no
    bounty on their head; undo puts it back."""
    night = Night(db, 3, settings={**BOUNTY_NIGHT, "bounty_kind": kind})
    night.events.start_clock(night.event, T0)
    p1, p2, p3 = night.entries
    night.do(lambda: night.tournament.bust(night.event, {p2: 1}, T0 + MIN, eliminators=[p1]))
    night.do(lambda: night.tournament.rebuy(p2, T0 + 2 * MIN))
    assert {e.id: e.bounty for e in _entries(db, night.event)}[p2] == 0
    night.do(lambda: night.events.undo_last(night.event, T0 + 3 * MIN))
    assert {e.id: e.bounty for e in _entries(db, night.event)}[p2] == 1_000
    night.do(lambda: night.tournament.rebuy(p2, T0 + 4 * MIN))
    for out in (p2, p3):
        night.do(lambda e=out: night.tournament.bust(night.event, {e: 1}, T0 + 5 * MIN,
                                                    eliminators=[p1]))
    night.do(lambda: night.tournament.finish(night.event, T0 + 6 * MIN))
    taken = night.tournament.prize_pool(night.event)
    assert taken.bounties == 3_000
    assert _paid(db, night.event) == (taken.prize_pool, 3_000)


@pytest.mark.parametrize("kind", ["fixed", "progressive"])
def test_a_winner_named_too_early_plays_on_without_their_own_bounty_paid(
        db: Database, kind: str) -> None:
    """A late entry after the last bust (late registration still open): P1, the winner
    of three, had collected their own bounty; the late entry put P1 back in play with
    it still paid, and P1 collected it again at the end (fixed: 5,000 paid of the 4,000
    set aside). The late entry now takes it back, to be paid to whoever wins."""
    night = Night(db, 3, settings={**BOUNTY_NIGHT, "bounty_kind": kind})
    night.events.start_clock(night.event, T0)
    p1, p2, p3 = night.entries
    for out in (p2, p3):
        night.do(lambda e=out: night.tournament.bust(night.event, {e: 1}, T0 + MIN,
                                                    eliminators=[p1]))
    before = {e.id: e.bounties_won for e in _entries(db, night.event)}[p1]
    late = night.tournament.register(night.event, night.events.add_player("Late", T0),
                                     T0 + 2 * MIN)
    won = {e.id: (e.place, e.bounties_won, e.bounty) for e in _entries(db, night.event)}
    assert won[p1] == (None, before - won[p1][2], won[p1][2])
    night.do(lambda: night.tournament.bust(night.event, {late: 1}, T0 + 3 * MIN,
                                           eliminators=[p1]))
    night.do(lambda: night.tournament.finish(night.event, T0 + 4 * MIN))
    assert _paid(db, night.event)[1] == 4_000


def test_deal_a_share_of_0_agreed_is_listed_as_0_not_the_places_prize(db: Database) -> None:
    """Issue 28 deal typed, R-8.5 results: the short stack agreed to 0 (10,000 + 6,200
    + 0 of the 16,200 left) and busted in 3rd. Seen: after Finish the clock's and the
    room's results listed P3 with 3,200 (3rd place's prize), though the store paid 0
    (the results added up to 19,400 of a 16,200 pool): a prize of 0 was read as 'not
    awarded'. (The results CSV's prize_due said 0 already.) P1 and P2, with equal
    stacks, share 1st (R-8.5)."""
    night = Night(db, 6, settings={**SETTINGS, "rounding_unit": 100, "payouts": {
        "rows": [{"min_entries": 3, "max_entries": 200, "percents": [50, 30, 20]}]}})
    out, (p1, p2, p3) = night.entries[3:], night.entries[:3]
    for entry in out:
        night.tournament.bust(night.event, {entry: 1}, T0 + MIN)
    DealService(db).record(night.event, "typed", T0 + 10 * MIN, {p1: 10_000, p2: 6_200, p3: 0})
    night.tournament.bust(night.event, {p3: 1}, T0 + 11 * MIN)  # played on for the title
    rows = list(csv.DictReader(io.StringIO(results_csv(db, night.event))))
    assert [(r["place"], r["player"], r["prize_due"]) for r in rows[:1]] == [("3", "P3", "0")]
    night.tournament.finish(night.event, T0 + 12 * MIN)
    results = tournament_numbers(db, night.event).results
    assert results[:3] == ((1, "P1", 10_000), (1, "P2", 6_200), (3, "P3", 0))
    assert sum(prize for _place, _player, prize in results) == 16_200


def test_payouts_that_would_change_a_prize_awarded_are_refused(db: Database) -> None:
    """R-8.5 payouts: P3 is out in 3rd and awarded 2,000 (20 % of 10,200 to the 100).
    Award prizes reads the payouts as they stand, so a change of the table or of the
    rounding would rewrite money handed over: refused in words, naming the player, the
    prize paid and the one the change gives, and nothing changes. Amounts that leave
    the 2,000 as it is are taken; once the award is undone, any payouts are."""
    night, (p1, _p2, p3) = _three_left(db, "fixed")
    night.do(lambda: night.tournament.count_chips(p3, 0, T0 + 10 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {p3: 6_000}, T0 + 10 * MIN,
                                           eliminators=[p1]))
    night.do(lambda: night.tournament.award_prizes(night.event, T0 + 11 * MIN))
    assert {e.id: e.prize for e in _entries(db, night.event)}[p3] == 2_000
    steeper = {"rows": [{"min_entries": 3, "max_entries": 200, "percents": [60, 25, 15]}]}
    before = night.tournament.payouts(night.event)
    for change, new in ((lambda: night.tournament.set_payouts(
            night.event, T0 + 12 * MIN, table=steeper), "1,500"),
                        (lambda: night.tournament.set_payouts(
            night.event, T0 + 12 * MIN, rounding_unit=1_500), "1,500")):
        with pytest.raises(ServiceError) as refused:
            change()
        assert render(refused.value.message, "en") == (
            f"P3 was awarded 2,000 for place 3; these payouts would make it {new}. A prize "
            "awarded stays as it was paid: undo the award (Ctrl+Z) before changing the "
            "payouts or their rounding.")
        assert night.tournament.payouts(night.event) == before
    night.do(lambda: night.tournament.set_payouts(night.event, T0 + 13 * MIN,
                                                  fixed=[6_000, 2_200, 2_000]))
    assert night.tournament.payouts(night.event) == (6_000, 2_200, 2_000)
    night.events.undo_last(night.event, T0 + 14 * MIN)  # the amounts typed
    night.events.undo_last(night.event, T0 + 14 * MIN)  # the award
    night.do(lambda: night.tournament.set_payouts(night.event, T0 + 15 * MIN, table=steeper))
    assert night.tournament.payouts(night.event) == (6_200, 2_500, 1_500)


def test_amounts_typed_must_pay_the_prize_pool_as_it_is(db: Database) -> None:
    """R-8.5 payouts: prizes typed that do not add up to the prize pool of now, or pay
    more places than there are entries, are refused as typed and change nothing."""
    night, _left = _three_left(db, "fixed")
    before = night.tournament.payouts(night.event)
    for typed, said in (([6_000, 3_000], "the prizes typed add up to 9,000 but the prize "
                         "pool is 10,200; change an amount so they match"),
                        ([3_000, 2_000, 2_000, 1_000, 1_000, 600, 600],
                         "the prizes typed pay 7 places but there are only 6 entries"),
                        ([10_200, 0], "the prizes typed: every prize must be above 0"),
                        ([3_000, 7_200], "the prizes typed: a place may not pay more than "
                         "the place above it")):
        with pytest.raises(ServiceError) as refused:
            night.tournament.set_payouts(night.event, T0 + 12 * MIN, fixed=typed)
        assert render(refused.value.message, "en") == said
        assert night.tournament.payouts(night.event) == before


def test_a_rebuy_after_a_prize_is_awarded_is_refused(db: Database) -> None:
    """R-8.5, R-8.6: seen, P3 out in 3rd was awarded 2,000 (20 % of 10,200); P2, still
    in, rebought, the pool grew to 13,200 and Award prizes again made P3's prize 2,600:
    money handed over, changed without a word. A rebuy of a player in play (or an
    add-on) now waits until the prizes are undone, as an entry does; undone, it is
    taken, and the award after it pays the places from the pool as it is then."""
    night, (p1, p2, p3) = _three_left(db, "fixed")
    night.do(lambda: night.tournament.count_chips(p3, 0, T0 + 10 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {p3: 6_000}, T0 + 10 * MIN,
                                           eliminators=[p1]))
    night.do(lambda: night.tournament.award_prizes(night.event, T0 + 11 * MIN))
    before = night.tournament.prize_pool(night.event)
    with pytest.raises(ServiceError) as refused:
        night.tournament.rebuy(p2, T0 + 12 * MIN)
    assert render(refused.value.message, "en") == (
        "Prizes are paid from the prize pool as it stands: a rebuy or an add-on now would "
        "grow it, and the places paid would be owed other amounts. Undo the prizes (Ctrl+Z) "
        "before a rebuy or an add-on.")
    assert night.tournament.prize_pool(night.event) == before
    assert {e.id: e.prize for e in _entries(db, night.event)}[p3] == 2_000
    night.events.undo_last(night.event, T0 + 13 * MIN)  # the award
    night.do(lambda: night.tournament.rebuy(p2, T0 + 14 * MIN))
    night.do(lambda: night.tournament.award_prizes(night.event, T0 + 15 * MIN))
    assert {e.id: e.prize for e in _entries(db, night.event)}[p3] == 2_600


def test_a_rebuy_back_in_after_a_prize_is_awarded_is_refused(db: Database) -> None:
    """R-8.5, R-8.6: the same for a player just busted buying back in. Seen (by the
    property that the remote offers what the services take): P3 out in 3rd was awarded
    2,000; P2 busted next and rebought back in, the pool grew, and Award prizes again
    made P3's prize 2,600. Refused now as the rebuy of a player in play is."""
    night, (p1, p2, p3) = _three_left(db, "fixed")
    night.do(lambda: night.tournament.count_chips(p3, 0, T0 + 10 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {p3: 6_000}, T0 + 10 * MIN,
                                           eliminators=[p1]))
    night.do(lambda: night.tournament.award_prizes(night.event, T0 + 11 * MIN))
    night.do(lambda: night.tournament.count_chips(p2, 0, T0 + 12 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {p2: 18_000}, T0 + 12 * MIN,
                                           eliminators=[p1]))
    before = night.tournament.prize_pool(night.event), snapshot(night)
    with pytest.raises(ServiceError) as refused:
        night.tournament.rebuy(p2, T0 + 13 * MIN)
    assert render(refused.value.message, "en").startswith(
        "Prizes are paid from the prize pool as it stands")
    assert (night.tournament.prize_pool(night.event), snapshot(night)) == before
    night.do(lambda: night.tournament.award_prizes(night.event, T0 + 14 * MIN))
    assert {e.id: e.prize for e in _entries(db, night.event)}[p3] == 2_000
