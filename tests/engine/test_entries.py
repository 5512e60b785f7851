"""R-8.5, R-8.6 (TDA 27): registrations, re-entries, rebuys, add-ons, prize pool, bounties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.entries import (
    AddOnRules,
    EntryError,
    EntryKind,
    RebuyRules,
    TournamentRules,
    bounty_shares,
    check_add_on,
    check_rebuy,
    check_registration,
    expected_chips,
    finishing_places,
    prize_pool,
)
from director.engine.event.money.payouts import Bust
from director.engine.event.structures import Break, Level, Structure

# Levels 1-4, break (index 4), levels 5-6, break (index 7), levels 7-8.
ITEMS = (
    Level(1, 20, 25, 50), Level(2, 20, 50, 100), Level(3, 20, 75, 150), Level(4, 20, 100, 200),
    Break(15, (25,)), Level(5, 20, 150, 300), Level(6, 20, 200, 400), Break(10),
    Level(7, 20, 300, 600), Level(8, 20, 400, 800),
)
STRUCTURE = Structure("club", ITEMS)
REBUY = RebuyRules(price=3000, chips=10_000, fee=0, until_level=6, max_per_player=2)
RULES = TournamentRules(
    buy_in=3000, fee=300, bounty=500, starting_stack=10_000,
    late_registration_until_level=4, re_entries=1, re_entry_until_level=6,
    rebuy=REBUY, add_on=AddOnRules(price=2000, chips=15_000, fee=200, at_break=1),
)


def test_R_8_6_first_entry_during_late_registration_then_closed() -> None:
    assert check_registration(RULES, STRUCTURE, 3, entries_so_far=0,
                              still_playing=False) is EntryKind.ENTRY
    with pytest.raises(EntryError, match="registration closed at the end of level 4; the clock "
                                         "is on the break after level 4"):
        check_registration(RULES, STRUCTURE, 4, entries_so_far=0, still_playing=False)


def test_R_8_6_re_entry_needs_a_bust_a_re_entry_left_and_the_window() -> None:
    with pytest.raises(EntryError, match="still in the tournament"):
        check_registration(RULES, STRUCTURE, 1, entries_so_far=1, still_playing=True)
    assert check_registration(RULES, STRUCTURE, 6, entries_so_far=1,
                              still_playing=False) is EntryKind.RE_ENTRY
    with pytest.raises(EntryError, match="1 re-entry per player; the player has used 1"):
        check_registration(RULES, STRUCTURE, 2, entries_so_far=2, still_playing=False)
    with pytest.raises(EntryError, match="re-entries closed at the end of level 6"):
        check_registration(RULES, STRUCTURE, 7, entries_so_far=1, still_playing=False)


def test_TDA_27_rebuy_after_the_window_is_refused_with_the_level() -> None:
    assert check_rebuy(RULES, STRUCTURE, 6, rebuys_so_far=0, stack=0).chips == 10_000
    with pytest.raises(EntryError, match="rebuys closed at the end of level 6; the clock is on "
                                         "the break after level 6"):
        check_rebuy(RULES, STRUCTURE, 7, rebuys_so_far=0, stack=0)


def test_TDA_27_rebuy_only_at_or_below_the_threshold_and_up_to_the_limit() -> None:
    assert check_rebuy(RULES, STRUCTURE, 0, rebuys_so_far=1, stack=10_000).price == 3000
    with pytest.raises(EntryError, match="10000 chips or fewer; this player has 10025"):
        check_rebuy(RULES, STRUCTURE, 0, rebuys_so_far=0, stack=10_025)
    with pytest.raises(EntryError, match="rebuy 2 time"):
        check_rebuy(RULES, STRUCTURE, 0, rebuys_so_far=2, stack=0)
    with pytest.raises(EntryError, match="no rebuys"):
        check_rebuy(TournamentRules(3000, 10_000), STRUCTURE, 0, rebuys_so_far=0, stack=0)


def test_R_8_6_rebuy_declared_in_a_hand_plays_as_chips_behind() -> None:
    rebuy = check_rebuy(RULES, STRUCTURE, 2, rebuys_so_far=0, stack=1200, in_hand=True)
    assert rebuy.chips_behind and rebuy.chips == 10_000


def test_rebuys_until_the_first_break() -> None:
    rules = TournamentRules(1000, 5000, rebuy=RebuyRules(1000, 5000, until_first_break=True))
    check_rebuy(rules, STRUCTURE, 3, rebuys_so_far=5, stack=0)
    with pytest.raises(EntryError, match="closed at the first break"):
        check_rebuy(rules, STRUCTURE, 4, rebuys_so_far=0, stack=0)


def test_TDA_27_add_on_once_at_its_break() -> None:
    assert check_add_on(RULES, STRUCTURE, 4, add_ons_so_far=0) == 15_000
    with pytest.raises(EntryError, match="once per player"):
        check_add_on(RULES, STRUCTURE, 4, add_ons_so_far=1)
    with pytest.raises(EntryError, match="is not open yet; the clock is on level 4"):
        check_add_on(RULES, STRUCTURE, 3, add_ons_so_far=0)
    with pytest.raises(EntryError, match="is over"):
        check_add_on(RULES, STRUCTURE, 5, add_ons_so_far=0)


def test_R_8_6_prize_pool_is_money_in_less_fees_and_bounties() -> None:
    pool = prize_pool(RULES, entries=20, rebuys=7, add_ons=15)
    assert pool.collected == 20 * 3000 + 7 * 3000 + 15 * 2000 == 111_000
    assert pool.fees == 20 * 300 + 15 * 200 == 9000
    assert pool.bounties == 20 * 500
    assert pool.prize_pool == 92_000
    assert expected_chips(RULES, 20, 7, 15) == 200_000 + 70_000 + 225_000


def test_bad_rules_are_refused() -> None:
    with pytest.raises(EntryError, match="cannot exceed it"):
        TournamentRules(buy_in=1000, starting_stack=100, fee=600, bounty=500)
    with pytest.raises(EntryError, match="not both"):
        RebuyRules(100, 100, until_level=3, until_first_break=True)
    with pytest.raises(EntryError, match="0 or more"):
        TournamentRules(buy_in=-5, starting_stack=100)


def test_bounty_shared_by_a_split_pot_odd_unit_first() -> None:
    assert bounty_shares(500, ["Ann"]) == {"Ann": 500}
    assert bounty_shares(501, ["Bob", "Ann"]) == {"Bob": 251, "Ann": 250}


def test_R_8_5_two_busts_at_one_table_and_a_hand_for_hand_tie() -> None:
    finishes = finishing_places(
        [Bust("Ann", 1, 5000), Bust("Bob", 1, 2000), Bust("Cy", 2, 8000)], 12)
    assert [(f.best_place, set(f.players)) for f in finishes] == [
        (10, {"Ann", "Cy"}), (12, {"Bob"})]
    with pytest.raises(EntryError, match="someone must be left"):
        finishing_places([Bust("Ann", 1, 5000)], 1)


@settings(deadline=None, max_examples=60)
@given(st.integers(0, 200), st.integers(0, 200), st.integers(0, 200))
def test_prize_pool_plus_fees_and_bounties_is_all_the_money(e: int, r: int, a: int) -> None:
    pool = prize_pool(RULES, e, r, a)
    assert pool.prize_pool + pool.fees + pool.bounties == pool.collected
    assert pool.prize_pool >= 0
