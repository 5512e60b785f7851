"""The action history beside the table (issue 30): what each seat did on this
betting round and the one before, worded from the hand as it stood (R-5.1)."""

from __future__ import annotations

from director.engine.cards import parse_cards
from director.engine.messages import render
from director.services.tables.action_history import HistoryKeeper, action_history
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession


def said(history, seat: int) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    row = history.by_seat()[seat]
    return [render(m, "en") for m in row.before], [render(m, "en") for m in row.now]


def test_R_5_1_each_action_worded_as_it_was_a_call_all_in_and_a_raise_to() -> None:
    s = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 1000, 2: 1000, 3: 500}, button=3)
    while s.legal() is None:
        s.advance()
    s.bet_raise(300)  # seat 3
    s.all_in()  # seat 1: a raise to 1,000, all in
    s.check_call()  # seat 2: calls 900, all in
    history = action_history(s.hand)
    assert history.before is None and render(history.now, "en") == "preflop"
    assert said(history, 1) == ([], ["posts the small blind of 50", "raises to 1,000 (all-in)"])
    assert said(history, 2) == ([], ["posts the big blind of 100", "calls 900 (all-in)"])
    assert said(history, 3) == ([], ["raises to 300"])


def test_the_keeper_follows_gestures_and_undo_and_a_new_round_moves_the_columns() -> None:
    s = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 1000, 2: 1000}, button=2)
    keeper = HistoryKeeper()
    while s.legal() is None:
        s.advance()
    s.check_call()  # seat 2 (the button, small blind) calls
    assert said(keeper.history(s.hand), 2)[1] == ["posts the small blind of 50", "calls 50"]
    s.undo()
    assert said(keeper.history(s.hand), 2)[1] == ["posts the small blind of 50"]
    s.check_call()
    s.check_call()  # seat 1 checks its option
    s.advance(parse_cards("2c"))  # the burn
    s.advance(parse_cards("3c 4c 5c"))  # the flop
    s.bet_raise(100)  # seat 1 bets
    history = keeper.history(s.hand)
    assert render(history.before, "hu") == "preflop" and render(history.now, "en") == "flop"
    assert said(history, 1) == (["posts the big blind of 100", "checks"], ["bets 100"])
    assert history == action_history(s.hand)  # the same as worked out from the start


def test_after_all_ins_before_the_flop_the_river_shows_beside_the_preflop_betting() -> None:
    """Everyone all in before the flop: on the river the history shows the preflop
    all-ins (the last round anyone acted in), not an empty turn beside it."""
    s = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 500, 2: 500, 3: 500}, button=3)
    while s.legal() is None:
        s.advance()
    s.all_in()  # seat 3: 500
    s.check_call()  # seat 1 calls
    s.check_call()  # seat 2 calls
    while len(s.hand.board) < 5:
        s.advance()
    history = action_history(s.hand)
    assert render(history.before, "en") == "preflop" and render(history.now, "en") == "river"
    assert said(history, 3) == (["raises to 500 (all-in)"], [])
    assert said(history, 2) == (["posts the big blind of 100", "calls 400 (all-in)"], [])


def test_R_4_2_the_big_blind_ante_is_named_as_posted_in_both_languages() -> None:
    from dataclasses import replace

    game = replace(USUAL_GAMES["holdem"], small_blind=200, big_blind=400, ante=400,
                   big_blind_ante=True)
    s = DealerSession.in_memory(game, {1: 20000, 2: 20000, 3: 20000}, button=3)
    while s.legal() is None:
        s.advance()
    row = action_history(s.hand).by_seat()[2]
    assert [render(m, "en") for m in row.now] == ["posts the big blind of 400",
                                                  "posts the big-blind ante of 400"]
    assert [render(m, "hu") for m in row.now] == ["beteszi a nagyvakot: 400",
                                                  "beteszi a nagyvak-antét: 400"]
