"""R-8.5, R-8.6: a tournament table the dealer panel dealt, then dealt on the felt.
Its stacks as stored are the panel's from before the felt's hands, so they are not
the chips the players have: the console shows them as counted (when) or not tracked,
the chips-in-play check names them to count instead of reporting chips missing, the
rebuy's stack limit takes the director's word, and two players out in a felt hand
are ordered by the director, not by the panel's older hand. A table dealt only on
the felt asks the count before the panel's first hand there, as one the panel dealt
does after felt hands (found by tests/services/test_tournament_truth_property.py)."""

from __future__ import annotations

import random

from director.engine.messages import render
from director.services.core.unit_of_work import UnitOfWork
from director.services.seating.felt_count import count_due, count_stacks, stacks_to_count
from director.services.seating.moved_stacks import count_moved
from director.services.seating.moved_stacks import stacks_to_count as moved_to_count
from director.services.tournament.chips_known import stacks_known
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from director.store.models import Entry
from tests.services.night import BREAK_AFTER_LEVEL_2, MIN, T0, Night, fold_to_big_blind


def _felt_after_panel(night: Night, table: int) -> dict[int, int]:
    """Hand 1 at the panel (folded to the big blind), hand 2 on the felt: entry ->
    stack as stored (the panel's)."""
    fold_to_big_blind(night.panel(table))
    night.seating.next_hand(table, T0 + MIN, night.tables.running_state(table).hands_dealt)
    return {e: stack for e, (t, _, stack, _) in night.seats().items() if t == table}


def _known(night: Night) -> dict[int, tuple[bool, bool]]:
    """entry -> (dealt at the panel, counted)"""
    with UnitOfWork(night.db, reads_only=True) as uow:
        return {e: (k.dealt, k.counted_at is not None)
                for e, k in stacks_known(uow.session, night.event).items()}


def test_R_8_6_a_bust_in_a_felt_hand_after_the_panel_names_stacks_to_count_not_chips_missing(
        db: Database) -> None:
    """The player who lost 10,000 on the felt is busted: the winner's chips are not
    known until counted, so the check asks for the count (before: "Counted 30,000
    chips, expected 40,000: 10,000 fewer", chips nobody lost)."""
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    stored = _felt_after_panel(night, table)
    assert _known(night) == {e: (False, False) for e in stored}  # not the panel's now
    loser = min(e for e, chips in stored.items() if chips == 10_000)
    night.do(lambda: night.tournament.bust(night.event, {loser: 10_000}, T0 + 2 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert not check.comparable and check.difference == 0
    assert len(check.not_counted) == 3
    assert render(check.describe(), "en") == (
        "40,000 chips in play; 3 stacks not known since chips moved (a hand on the "
        "felt, a bust, a count or a color-up): count them to compare")
    counts = {n: s.stack for n, s in ((s.seat, s) for s in stacks_to_count(db, table))}
    winner = max(counts, key=lambda n: (counts[n], n))
    night.do(lambda: count_stacks(db, table, {**counts, winner: counts[winner] + 10_000},
                                  T0 + 3 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert check.comparable and check.difference == 0, render(check.describe(), "en")


def test_R_8_6_a_rebuy_after_a_felt_hand_takes_the_directors_word_on_the_stack(
        db: Database) -> None:
    """Stored 10,025 from the panel's hand, the player lost on the felt since: the
    rebuy's limit (at most the starting stack, 10,000) is not asked of the panel's
    stale stack (before: refused, "has 10,025")."""
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    stored = _felt_after_panel(night, table)
    big = next(e for e, chips in stored.items() if chips == 10_025)
    rebuy = night.do(lambda: night.tournament.rebuy(big, T0 + 2 * MIN))
    assert rebuy.chips == 10_000
    assert night.seats()[big][2] == 20_025


def test_R_8_5_two_out_in_a_felt_hand_after_the_panel_are_ordered_by_the_director(
        db: Database) -> None:
    """Hand 1 at the panel began both at 10,000 and left one 10,025; both out in hand 2
    on the felt, the director says the one left 10,000 had more: they finish in that
    order (before: hand 1's starting stacks decided, a tie for 3rd)."""
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    fold_to_big_blind(night.panel(table))
    night.seating.next_hand(table, T0 + MIN, night.tables.running_state(table).hands_dealt)
    stored = {e: stack for e, (t, _, stack, _) in night.seats().items() if t == table}
    bigger = next(e for e, chips in stored.items() if chips == 10_025)
    smaller = min(e for e, chips in stored.items() if chips == 10_000)
    night.do(lambda: night.tournament.bust(night.event, {bigger: 1, smaller: 2},
                                           T0 + 2 * MIN))
    with UnitOfWork(db, reads_only=True) as uow:
        places = {e: uow.session.get(Entry, e).place for e in (bigger, smaller)}  # type: ignore[union-attr]
    assert places == {smaller: 3, bigger: 4}


def test_R_8_4_a_count_of_a_player_moved_from_the_felt_names_the_felt_tables_stacks(
        db: Database) -> None:
    """A player who won 5,000 on the felt moves to a table the panel deals and is counted
    there: the 5,000 came from someone at the felt table, whose stack as stored is no
    longer theirs, so the check names the felt table's stacks to count (before:
    "5,000 more than the buy-ins put in play")."""
    night = Night(db, 8, tables=2)
    felt, panel = night.table_ids
    night.events.start_clock(night.event, T0)
    fold_to_big_blind(night.panel(panel))
    night.seating.next_hand(felt, T0 + MIN, 0)  # on the felt: a pot of 5,000 won
    winner = min(e for e, (t, _, _, _) in night.seats().items() if t == felt)
    free = next(n for n in range(1, 10) if n not in
                {s for t, s, _, _ in night.seats().values() if t == panel})
    night.do(lambda: night.seating.move_player(winner, panel, free, T0 + 2 * MIN))
    [moved] = moved_to_count(db, panel)
    night.do(lambda: count_moved(db, panel, {moved.seat: 15_000}, T0 + 3 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert not check.comparable and check.difference == 0
    assert set(check.not_counted) == {e for e, (t, _, _, _) in night.seats().items()
                                      if t == felt}


def test_R_8_6_a_felt_table_counted_knows_every_stack_counted_changed_or_not(
        db: Database) -> None:
    """A table dealt only on the felt is due its count before the panel deals there;
    the count knows every player counted, those whose stack was as stored too (before:
    only the stacks that changed were counted; the rest stayed "not tracked")."""
    night = Night(db, 4)
    [table] = night.table_ids
    assert count_due(db, table) is None
    night.seating.next_hand(table, T0 + MIN, 0)
    assert count_due(db, table) == 1
    stored = {s.seat: s.stack for s in stacks_to_count(db, table)}
    first, second = sorted(stored)[:2]
    counted = {**stored, first: 9_000, second: 11_000}
    night.do(lambda: count_stacks(db, table, counted, T0 + 2 * MIN))
    assert count_due(db, table) is None
    assert set(_known(night).values()) == {(False, True)}
    setup = night.panel(table).hand.setup  # the panel's first hand deals the count
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted


def test_R_8_3_a_color_up_that_guessed_a_stack_on_the_felt_names_the_stacks_to_count(
        db: Database) -> None:
    """A player at a table dealt only on the felt, who won 700 there, hands in 404 × 25
    (10,100): more than the 10,000 stored, so the race counts their stack as the chips
    handed in and one 100, and stores that. The stacks there are no longer the chips
    bought, so the check names them to count (before: "Counted 60,200 chips, expected
    60,000: 200 more"); counted, it compares again and nothing is missing."""
    night = Night(db, 6)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    night.seating.next_hand(table, T0 + MIN, 0)  # on the felt: 700 won from a neighbour
    night.events.go_to_level(night.event, BREAK_AFTER_LEVEL_2, 2)
    winner, loser, *others = sorted(e for e, (t, _, _, _) in night.seats().items()
                                    if t == table)
    [race] = night.do(lambda: ColorUpService(db).color_up(
        night.event, 25, {winner: 404}, BREAK_AFTER_LEVEL_2, random.Random(2)))
    check = night.tournament.chips_in_play(night.event)
    assert not check.comparable and check.difference == 0
    assert set(check.not_counted) == {winner, loser, *others}
    raced = next(s for s in race.result.seats if s.seat == night.seats()[winner][1])
    got = raced.stack_after - raced.stack_before  # the 404 25s exchanged, none raced
    assert got == 0
    truth = {winner: 10_700 + got, loser: 9_300, **{e: 10_000 for e in others}}
    for entry, chips in truth.items():
        night.do(lambda e=entry, c=chips: night.tournament.count_chips(
            e, c, BREAK_AFTER_LEVEL_2 + MIN))
    check = night.tournament.chips_in_play(night.event)
    assert check.comparable and check.difference == 0, render(check.describe(), "en")


def test_R_8_6_a_count_before_a_hand_on_the_felt_is_not_compared_with_one_after_it(
        db: Database) -> None:
    """Four players at a table dealt on the felt, all counted (it compares: 40,000);
    then a hand on the felt, where the first wins 1,000 from the second, and the first
    counted again. The others' counts are from before that hand, so the check names
    them to count (before: "41,000 counted, expected 40,000: 1,000 more")."""
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    night.seating.next_hand(table, T0 + MIN, 0)
    first, second, third, fourth = sorted(night.seats())
    for entry in (first, second, third, fourth):
        night.do(lambda e=entry: night.tournament.count_chips(e, 10_000, T0 + 2 * MIN))
    assert night.tournament.chips_in_play(night.event).comparable
    night.seating.next_hand(table, T0 + 3 * MIN, 1)
    night.do(lambda: night.tournament.count_chips(first, 11_000, T0 + 4 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert not check.comparable and set(check.not_counted) == {second, third, fourth}
    for entry, chips in ((second, 9_000), (third, 10_000), (fourth, 10_000)):
        night.do(lambda e=entry, c=chips: night.tournament.count_chips(e, c, T0 + 5 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert check.comparable and check.difference == 0
