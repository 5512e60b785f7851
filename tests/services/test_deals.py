"""A final-table deal recorded into payouts and results (issue 28, item 9): ICM, chip
chop or amounts agreed; a warning when anyone gets less than the next place pays;
Finish pays the deal; one undo step; the deal adds up to the prize pool."""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.papers.csv_files import results_csv
from director.services.papers.papers import PaperService
from director.services.room import read_room, tournament_numbers
from director.services.tournament.deals import DealService
from director.store.db import Database, open_database
from director.store.models import DealShare, Entry, Seat
from director.web.encode import room_json
from tests.services.night import MIN, SETTINGS, T0, Night, snapshot

# 6 entries of 3,000 less 300 fees: 16,200, paid 50/30/20 to the 100 (the rest to the
# winner): 8,200, 4,800, 3,200
PAID_THREE = {**SETTINGS, "rounding_unit": 100, "payouts": {
    "rows": [{"min_entries": 3, "max_entries": 200, "percents": [50, 30, 20]}]}}
POOL = 16_200


@pytest.fixture
def db(tmp_path: Path) -> Database:
    return open_database(tmp_path / "night.sqlite3")


def three_left(db: Database, stacks: tuple[int, ...] = (36_000, 18_000, 6_000)
               ) -> tuple[Night, list[int]]:
    """Six entered, three busted, the three left with ``stacks``."""
    night = Night(db, 6, settings=PAID_THREE)
    out, left = night.entries[3:], night.entries[:3]
    for n, entry in enumerate(out):
        night.do(lambda e=entry: night.tournament.count_chips(e, 0, T0 + MIN))
        night.do(lambda e=entry, n=n: night.tournament.bust(night.event, {e: 10_000},
                                                           T0 + (2 + n) * MIN))
    for entry, chips in zip(left, stacks, strict=True):
        night.do(lambda e=entry, c=chips: night.tournament.count_chips(e, c, T0 + 9 * MIN))
    return night, left


def test_issue_28_a_chip_chop_that_pays_the_short_stack_less_than_3rd_is_warned(
        db: Database) -> None:
    """Seen: a chip chop gave the short stack less than 3rd prize with no warning. The
    16,200 left for places 1-3 (8,200, 4,800, 3,200) chopped 36,000 : 18,000 : 6,000 is
    9,700, 4,900 and 1,600: P3 gets 1,600, less than the 3,200 of busting now."""
    night, (big, middle, short) = three_left(db)
    proposal = DealService(db).proposal(night.event)
    assert proposal.remaining == (8_200, 4_800, 3_200)
    assert (proposal.next_place, proposal.next_prize, proposal.total) == (3, 3_200, 16_200)
    assert proposal.chip_chop == {big: 9_700, middle: 4_900, short: 1_600}
    assert proposal.below_next_place(proposal.chip_chop) == {short: 1_600}
    assert proposal.icm is not None
    assert proposal.below_next_place(proposal.icm) == {}
    assert min(proposal.icm.values()) >= 3_200


def test_issue_28_finish_pays_the_recorded_deal_not_the_places(db: Database) -> None:
    """Seen: the deal could not be recorded and Finish paid the standard prizes. Now an
    ICM deal is recorded (one undo step), Finish places the three by their stacks and
    pays each their share, and all prizes add up to the prize pool."""
    night, left = three_left(db)
    deals = DealService(db)
    icm = deals.proposal(night.event).icm
    assert icm is not None
    recorded = night.do(lambda: deals.record(night.event, "icm", T0 + 10 * MIN))
    assert recorded.amounts == icm and recorded.method == "icm"
    assert [name for _e, name, _a in recorded.shares] == ["P1", "P2", "P3"]
    with pytest.raises(ServiceError, match="A deal is recorded already") as again:
        deals.record(night.event, "chip chop", T0 + 11 * MIN)
    assert render(again.value.message, "hu") == (
        "Már van rögzített megállapodás. Egy másikhoz előbb vond vissza (Ctrl+Z).")
    results = night.do(lambda: night.tournament.finish(night.event, T0 + 12 * MIN))
    by_place = [(r.place, r.player, r.prize) for r in results]
    assert by_place[:3] == [(1, "P1", icm[left[0]]), (2, "P2", icm[left[1]]),
                            (3, "P3", icm[left[2]])]
    assert sum(r.prize for r in results) == POOL
    # the standard prizes would have been 8,200, 4,800 and 3,200
    assert [r.prize for r in results[:3]] != [8_200, 4_800, 3_200]
    paper = PaperService(db).paper("results", night.event, T0 + 12 * MIN)
    assert [render(line, "en") for line in paper.blocks[0].lines] == [
        "Places 1 to 3 shared the prize money left by a deal (ICM).",
        *(f"P{n}: {icm[e]:,} by the deal" for n, e in enumerate(left, start=1))]
    assert [render(row[2], "en") for row in paper.blocks[0].rows[:3]] == [
        f"{icm[e]:,}" for e in left]
    assert results_csv(db, night.event).splitlines()[1:4] == [
        f"{n},P{n},1,{icm[e]},0,0" for n, e in enumerate(left, start=1)]
    night.do(lambda: night.events.undo_last(night.event, T0 + 13 * MIN))  # the finish
    record = night.do(lambda: night.events.undo_last(night.event, T0 + 14 * MIN))
    assert str(record.description) == "Deal (ICM): P1, P2, P3"
    assert deals.recorded(night.event) is None
    with Session(db.engine) as s:
        assert not s.exec(select(DealShare)).all()


def test_a_deal_played_on_for_the_title_still_pays_the_shares(db: Database) -> None:
    night, (big, _middle, short) = three_left(db)
    deals = DealService(db)
    recorded = night.do(lambda: deals.record(night.event, "chip chop", T0 + 10 * MIN))
    # the short stack busts after the deal: third place, paid the 1,600 of the chop
    night.do(lambda: night.tournament.count_chips(short, 0, T0 + 11 * MIN))
    night.do(lambda: night.tournament.count_chips(big, 42_000, T0 + 11 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {short: 6_000}, T0 + 12 * MIN))
    prizes = night.do(lambda: night.tournament.award_prizes(night.event, T0 + 13 * MIN))
    assert prizes[short] == recorded.amounts[short] == 1_600
    results = night.tournament.finish(night.event, T0 + 14 * MIN)
    assert {r.player: r.prize for r in results if r.place <= 3} == {
        "P1": 9_700, "P2": 4_900, "P3": 1_600}


def test_the_clock_and_the_room_show_the_deal_not_the_places_it_replaced(
        db: Database) -> None:
    """Seen in the night's screenshots: with a chop recorded (9,700, 4,900, 1,600) the
    clock and the room view still listed the standard payouts of places 1 to 3
    (8,200, 4,800, 3,200), which nobody is paid any more. Now they list the deal,
    each player's share, and no payout of the places the deal pays; undone, the
    payouts are back."""
    night, _left = three_left(db)
    deals = DealService(db)
    standard = tournament_numbers(db, night.event).payouts
    assert standard == ((1, 8_200), (2, 4_800), (3, 3_200))
    night.do(lambda: deals.record(night.event, "chip chop", T0 + 10 * MIN))
    numbers = tournament_numbers(db, night.event)
    assert numbers.deal == (("P1", 9_700), ("P2", 4_900), ("P3", 1_600))
    assert numbers.payouts == ()  # places 1-3: the deal pays them
    clock = read_room(db, night.event, T0 + 11 * MIN).room.clock
    assert clock is not None
    assert (clock.deal, clock.payouts) == (numbers.deal, ())
    assert '"deal":[["P1",9700],["P2",4900],["P3",1600]]' in room_json(
        read_room(db, night.event, T0 + 11 * MIN).room)
    night.do(lambda: night.events.undo_last(night.event, T0 + 12 * MIN))
    numbers = tournament_numbers(db, night.event)
    assert (numbers.deal, numbers.payouts) == ((), standard)


def test_the_clock_results_show_the_deal_when_it_is_played_on_to_a_winner(
        db: Database) -> None:
    """A chop played on for the title: once the last bust leaves a winner, before any
    prize is awarded, the clock's results (``tournament_numbers``: the clock screens and
    the room's last look) give each dealt player the share Finish will pay (9,700,
    4,900, 1,600), not the standard prize of the place (8,200, 4,800, 3,200)."""
    night, (big, middle, short) = three_left(db)
    deals = DealService(db)
    night.do(lambda: deals.record(night.event, "chip chop", T0 + 10 * MIN))
    # the big stack wins both all-ins: the middle stack out 3rd, the short stack 2nd
    night.do(lambda: night.tournament.count_chips(middle, 0, T0 + 11 * MIN))
    night.do(lambda: night.tournament.count_chips(big, 54_000, T0 + 11 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {middle: 18_000}, T0 + 12 * MIN))
    night.do(lambda: night.tournament.count_chips(short, 0, T0 + 13 * MIN))
    night.do(lambda: night.tournament.count_chips(big, 60_000, T0 + 13 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {short: 6_000}, T0 + 14 * MIN))
    numbers = tournament_numbers(db, night.event)
    assert numbers.winners == ("P1",)
    assert numbers.results[:3] == ((1, "P1", 9_700), (2, "P3", 1_600), (3, "P2", 4_900))


def test_amounts_agreed_must_add_up_to_the_prizes_left(db: Database) -> None:
    night, (big, middle, short) = three_left(db)
    deals = DealService(db)
    with pytest.raises(ServiceError) as short_by:
        deals.record(night.event, "typed", T0 + 10 * MIN,
                     {big: 8_000, middle: 5_000, short: 3_000})
    assert render(short_by.value.message, "en") == (
        "The amounts add up to 16,000, but the prizes left are 16,200: 200 short.")
    assert render(short_by.value.message, "hu") == (
        "Az összegek együtt 16\u00a0000, de a hátralévő díjak összesen 16\u00a0200: "
        "200 hiányzik.")
    with pytest.raises(ServiceError, match=r"Type the amount of each player still playing: "
                                           r"P1, P2, P3\."):
        deals.record(night.event, "typed", T0 + 10 * MIN, {big: 16_200})
    assert deals.recorded(night.event) is None
    done = night.do(lambda: deals.record(night.event, "typed", T0 + 10 * MIN,
                                         {big: 8_000, middle: 5_000, short: 3_200}))
    assert done.amounts == {big: 8_000, middle: 5_000, short: 3_200}



@settings(deadline=None, max_examples=15)
@given(stacks=st.lists(st.integers(1, 400), min_size=2, max_size=5),
       method=st.sampled_from(["icm", "chip chop", "typed"]), cuts=st.data())
def test_a_recorded_deal_and_the_places_paid_add_up_to_the_prize_pool(
        stacks: list[int], method: str, cuts: st.DataObject) -> None:
    """Whatever the stacks and the way: the deal's shares are the prizes of the places
    left, and after Finish every prize paid adds up to the prize pool."""
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "night.sqlite3")
        try:
            night = Night(db, 6, settings=PAID_THREE, seed=len(stacks))
            out, left = night.entries[len(stacks):], night.entries[:len(stacks)]
            for n, entry in enumerate(out):
                night.tournament.count_chips(entry, 0, T0 + MIN)
                night.tournament.bust(night.event, {entry: 10_000}, T0 + (2 + n) * MIN)
            for entry, chips in zip(left, stacks, strict=True):
                night.tournament.count_chips(entry, 100 * chips, T0 + 9 * MIN)
            deals = DealService(db)
            proposal = deals.proposal(night.event)
            typed = None
            if method == "typed":
                marks = sorted(cuts.draw(st.lists(st.integers(0, proposal.total),
                                                  min_size=len(left) - 1,
                                                  max_size=len(left) - 1)))
                bounds = [0, *marks, proposal.total]
                typed = {e: bounds[i + 1] - bounds[i] for i, e in enumerate(left)}
            recorded = deals.record(night.event, method, T0 + 10 * MIN, typed)
            assert sum(recorded.amounts.values()) == proposal.total
            paid_before = sum(night.tournament.payouts(night.event)[len(left):])
            assert sum(recorded.amounts.values()) + paid_before == POOL
            results = night.tournament.finish(night.event, T0 + 11 * MIN)
            assert sum(r.prize for r in results) == POOL
            assert sorted(r.place for r in results if r.place <= len(left)) == \
                sorted(r.place for r in results[:len(left)])
        finally:
            db.close()


def test_no_deal_with_one_player_left(db: Database) -> None:
    night, (big, middle, short) = three_left(db)
    for n, entry in enumerate((short, middle)):
        night.do(lambda e=entry: night.tournament.count_chips(e, 0, T0 + 10 * MIN))
        night.do(lambda e=entry, n=n: night.tournament.bust(
            night.event, {e: 1}, T0 + (11 + n) * MIN))
    # the last one in has won: nobody is still playing
    with pytest.raises(ServiceError) as refused:
        DealService(db).proposal(night.event)
    assert render(refused.value.message, "en") == (
        "A deal needs two or more players still playing; nobody is.")
    assert render(refused.value.message, "hu") == (
        "Megállapodáshoz legalább két még játszó játékos kell, most egy sincs.")
    assert big


def test_a_deal_worked_out_before_a_count_is_refused_after_it(db: Database) -> None:
    """The players agreed on the amounts they were shown: a count that changes the
    chip chop in between refuses the deal, and nothing is stored."""
    night, (big, middle, short) = three_left(db)
    deals = DealService(db)
    shown = deals.proposal(night.event).chip_chop
    night.do(lambda: night.tournament.count_chips(short, 12_000, T0 + 10 * MIN))
    with pytest.raises(ServiceError, match="The chip counts changed after the deal"):
        deals.record(night.event, "chip chop", T0 + 11 * MIN, shown)
    assert deals.recorded(night.event) is None
    done = deals.record(night.event, "chip chop", T0 + 12 * MIN,
                        deals.proposal(night.event).chip_chop)
    assert done.amounts == {big: 8_800, middle: 4_400, short: 3_000}


def test_no_money_joins_the_prize_pool_once_a_deal_shares_it(db: Database) -> None:
    """The players left shared the 16,200 still to be paid: a rebuy or a re-entry after
    that would add prize money the deal does not share (Finish would pay more or less
    than the prize pool). Both are refused, naming the way out, and nothing changes."""
    night, (_big, _middle, short) = three_left(db)
    deals = DealService(db)
    night.do(lambda: deals.record(night.event, "chip chop", T0 + 10 * MIN))
    busted_player = night.entries[5]
    with Session(db.engine) as s:
        entry = s.get(Entry, busted_player)
        assert entry is not None
        player_id = entry.player_id
    before = snapshot(night)
    with pytest.raises(ServiceError) as rebuy:
        night.tournament.rebuy(short, T0 + 11 * MIN)
    assert render(rebuy.value.message, "en") == (
        "A deal is recorded: the prize money it shares cannot grow. Undo the deal (Ctrl+Z) "
        "before a rebuy, an add-on or an entry.")
    assert render(rebuy.value.message, "hu") == (
        "Megállapodás van rögzítve: az általa elosztott díjalap nem nőhet. Rebuy, add-on "
        "vagy nevezés előtt vond vissza a megállapodást (Ctrl+Z).")
    with pytest.raises(ServiceError, match="A deal is recorded"):
        night.tournament.register(night.event, player_id, T0 + 11 * MIN)
    assert snapshot(night) == before
    results = night.tournament.finish(night.event, T0 + 12 * MIN)
    assert sum(r.prize for r in results) == POOL


def test_a_stack_of_0_leaves_only_amounts_typed(db: Database) -> None:
    """P3 counted at 0 and not yet busted: ICM and the chip chop cannot be worked out
    (they say why), but the amounts the players agree on can still be recorded."""
    night, (big, middle, short) = three_left(db, (40_000, 20_000, 6_000))
    night.do(lambda: night.tournament.count_chips(short, 0, T0 + 10 * MIN))
    deals = DealService(db)
    proposal = deals.proposal(night.event)
    assert proposal.icm is None and proposal.chip_chop is None
    assert proposal.why is not None
    assert render(proposal.why, "en").startswith("P3 has 0 chips")
    with pytest.raises(ServiceError, match="P3 has 0 chips"):
        deals.record(night.event, "chip chop", T0 + 11 * MIN)
    done = night.do(lambda: deals.record(night.event, "typed", T0 + 11 * MIN,
                                         {big: 9_000, middle: 5_000, short: 2_200}))
    assert done.amounts == {big: 9_000, middle: 5_000, short: 2_200}


STEPS = ("icm", "chip chop", "undo", "redo", "bust", "rebuy", "count")


def _live_stacks(db: Database, event: int) -> dict[int, int]:
    with Session(db.engine) as s:
        live = [e.id or 0 for e in s.exec(select(Entry).where(Entry.event_id == event))
                if e.place is None]
        seats = {seat.entry_id: seat.stack + seat.chips_behind for seat in s.exec(select(Seat))}
    return {e: seats.get(e, 0) for e in live}


def _act(night: Night, deals: DealService, step: str, pick: int, now: datetime,
         stacks: dict[int, int]) -> None:
    """One of ``STEPS`` as the director does it, each command followed by the chips
    balance check."""
    if step in ("icm", "chip chop", "undo", "redo"):
        if step == "undo":
            night.events.undo_last(night.event, now)
        elif step == "redo":  # Ctrl+Shift+Z: a deal, a bust or a rebuy put back
            night.events.redo_last(night.event, now)
        else:
            deals.record(night.event, step, now)
        night.check()
        return
    short = min(stacks, key=lambda e: (stacks[e], e)) if stacks else 0
    if step == "bust" and len(stacks) > 1:
        night.tournament.count_chips(short, 0, now)
        night.check()
        night.tournament.bust(night.event, {short: 1}, now)
    elif step == "rebuy" and stacks:
        night.tournament.rebuy(short, now)
    elif step == "count" and stacks:
        night.tournament.count_chips(max(stacks), 1_000 * pick, now)
    night.check()


@settings(deadline=None, max_examples=12)
@given(steps=st.lists(st.sampled_from(STEPS), min_size=1, max_size=8),
       picks=st.lists(st.integers(1, 30), min_size=8, max_size=8))
def test_deals_mixed_with_busts_rebuys_counts_and_undo_keep_the_prize_pool(
        steps: list[str], picks: list[int]) -> None:
    """Deals recorded, undone and redone between busts, rebuys, counts, undos and
    redos: a refused command changes nothing, the chips balance after every command,
    a recorded deal and the places it does not cover add up to the prize pool, no
    money joins the pool while a deal stands, and Finish pays exactly the prize pool."""
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "night.sqlite3")
        try:
            night, _left = three_left(db)
            deals = DealService(db)
            for n, (step, pick) in enumerate(zip(steps, picks, strict=False)):
                now = T0 + (10 + n) * MIN  # level 1: rebuys are open
                stacks = _live_stacks(db, night.event)
                dealt = deals.recorded(night.event)
                before = snapshot(night), dealt
                try:
                    _act(night, deals, step, pick, now, stacks)
                    # a rebuy tried while a deal stands is refused (with one player
                    # left, the winner, there is nobody to try it for)
                    assert step != "rebuy" or dealt is None or not stacks, \
                        "a rebuy after a deal"
                except ServiceError:
                    assert (snapshot(night), deals.recorded(night.event)) == before
                pool = night.tournament.prize_pool(night.event).prize_pool
                deal = deals.recorded(night.event)
                if deal is not None:
                    places = night.tournament.payouts(night.event)
                    assert sum(deal.amounts.values()) + sum(places[len(deal.shares):]) == pool
            stacks = _live_stacks(db, night.event)
            deal = deals.recorded(night.event)
            if len(stacks) <= 1 or (deal is not None and set(stacks) <= set(deal.amounts)):
                results = night.tournament.finish(night.event, T0 + 19 * MIN)
                assert sum(r.prize for r in results) == \
                    night.tournament.prize_pool(night.event).prize_pool
        finally:
            db.close()
