"""Balancing that moves nobody says why (R-8.4), on SQLite and PostgreSQL.

The club night's director once balanced and nothing moved although the seating it
showed had tables two players apart: it counted a player who had lost his chips in
the hand just ended and whose bust was not reported yet, and by the time it
balanced the bust was in and the tables were one apart. R-8.4 moves a player only
when tables differ by two or more, so nothing moving was right; what was missing
was the reason, and a balance with such a seat would have counted (and could have
moved) a player who is out.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from director.engine.cards import parse_cards
from director.engine.messages import render
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.chips_balance import chips_balance
from director.store.db import Database
from tests.services.night import DRAW_OPENERS, MIN, Night, dealer_turn, snapshot
from tests.services.test_tournament_service import T0, Director
from tests.template_db import new_database


def _counts(d: Director) -> dict[int, int]:
    per_table: dict[int, int] = {}
    for table, _, _ in d.seats().values():
        per_table[table] = per_table.get(table, 0) + 1
    return per_table


def test_R_8_4_a_bust_not_reported_yet_is_not_counted_and_one_apart_nobody_moves(
        db: Database) -> None:
    d = Director(db)
    d.players(17)
    t1, t2 = d.seating.open_tables(d.event, 2, T0, seats=10)
    d.seating.draw_seats(d.event, T0, random.Random(3))
    for t in (t1, t2):
        d.seating.draw_for_button(t, T0, random.Random(t))
        d.seating.next_hand(t, T0, TableService(db).running_state(t).hands_dealt)
    counts = _counts(d)
    full, short = sorted(counts, key=counts.__getitem__, reverse=True)
    assert (counts[full], counts[short]) == (9, 8)
    at = {t: sorted((seat, e) for e, (table, seat, _) in d.seats().items() if table == t)
          for t in (t1, t2)}
    # A bust at the short table, reported: 9 against 7.
    out = at[short][0][1]
    d.tournament.count_chips(out, 0, T0)
    d.tournament.bust(d.event, {out: 10000}, T0, eliminators=[at[short][2][1]])
    # At the full table a player has just lost every chip; his bust is not reported.
    broke_seat, broke = at[full][0]
    d.tournament.count_chips(broke, 0, T0)
    assert _counts(d) == {full: 9, short: 7}  # what a station's seating shows
    with pytest.raises(ServiceError) as refused:
        d.seating.balance(d.event, T0, random.Random(4))
    assert render(refused.value.message, "en").startswith(
        f"Table {[t1, t2].index(full) + 1}: seat {broke_seat} has no "
        "chips; report the bust or the rebuy first")
    before = d.seats()
    assert before[broke][2] == 0  # nothing changed, he still sits there
    # The bust reported: 8 against 7, one apart; balancing moves nobody and says why.
    d.tournament.bust(d.event, {broke: 10000}, T0, eliminators=[at[full][1][1]])
    result = d.seating.balance(d.event, T0, random.Random(4))
    assert result.moves == () and result.broken == ()
    why = ("nobody moves: the tables hold 7 to 8 players, and a player moves only when "
           "two tables differ by two or more (R-8.4)")
    assert [render(n, "en") for n in result.notes] == [why]
    assert render(history(db, d.event)[-1].description, "en") == why  # the action log
    assert d.seats() == {e: where for e, where in before.items() if e != broke}
    # One more bust at the short table: 8 against 6, and the player due the big
    # blind at the full table moves.
    out = at[short][1][1]
    d.tournament.count_chips(out, 0, T0)
    d.tournament.bust(d.event, {out: 10000}, T0, eliminators=[at[short][2][1]])
    result = d.seating.balance(d.event, T0, random.Random(4))
    assert [(m.from_table, m.to_table) for m in result.moves] == [(full, short)]
    assert result.notes == ()
    assert sorted(_counts(d).values()) == [7, 7]


def test_R_8_4_a_short_table_whose_only_free_seat_is_the_small_blind_waits_a_hand(
        db: Database) -> None:
    d = Director(db)
    d.players(13)
    [small] = d.seating.open_tables(d.event, 1, T0, seats=6)
    [large] = d.seating.open_tables(d.event, 1, T0, seats=10)
    d.seating.draw_seats(d.event, T0, random.Random(5))
    while _counts(d)[small] < 6:  # the six-seat table full, seven at the other
        mover = next(e for e, (t, _, _) in d.seats().items() if t == large)
        taken = {seat for t, seat, _ in d.seats().values() if t == small}
        d.seating.move_player(mover, small, min(set(range(1, 7)) - taken), T0)
    assert _counts(d) == {small: 6, large: 7}
    for t in (small, large):
        d.seating.draw_for_button(t, T0, random.Random(t))
    big_blind = d.seating.next_hand(
        small, T0, TableService(db).running_state(small).hands_dealt).big_blind
    d.seating.next_hand(large, T0, TableService(db).running_state(large).hands_dealt)
    # The big blind busts: his empty seat is the small blind of the next hand
    # (R-3.4, dead button), the only seat the short table has; 5 against 7.
    out = next(e for e, (t, seat, _) in d.seats().items() if (t, seat) == (small, big_blind))
    d.tournament.count_chips(out, 0, T0)
    winner = next(e for e, (t, _, _) in d.seats().items() if t == small and e != out)
    d.tournament.bust(d.event, {out: 10000}, T0, eliminators=[winner])
    before = d.seats()
    result = d.seating.balance(d.event, T0, random.Random(6))
    assert result.moves == () and d.seats() == before  # never into the small blind
    wait = (f"table {small} can take a player only in the small blind; balance "
            "again after the next hand")
    assert [render(n, "en") for n in result.notes] == [wait]
    assert render(history(db, d.event)[-1].description, "en") == wait


def _opened(panel: DealerSession) -> None:
    """The deal again: antes posted, the first player opens for 100 (the cards not
    typed), everyone else folds, the opener shows a pair of kings (R-6.5) and wins."""
    panel.next_hand()
    while panel.legal() is None:
        panel.advance()
    panel.bet_raise(100)
    while not panel.is_complete:
        if panel.legal() is not None:
            panel.fold()
        else:
            required = panel.card_request().required
            panel.advance(parse_cards("KhKd4c7s9d") if required else ())


def test_R_6_5_R_8_4_a_table_breaks_only_after_its_dead_deal_is_dealt_again(
        tmp_path: Path) -> None:
    """Draw with openers, antes 25, five players at two tables. Nobody opens at the
    table that breaks next: its antes stay in the pot for the deal again (R-6.5).
    Breaking the table then is refused and says why (the pot would never be won:
    the balance broke it and the pot stayed behind, in no seat and at no table
    dealing); once the deal again is opened and won, the table breaks (R-8.4)."""
    db = new_database(tmp_path / "night.sqlite3")
    night = Night(db, 5, tables=2, settings=DRAW_OPENERS)
    night.events.start_clock(night.event, T0)
    breaking = max(night.table_ids)
    players = sum(1 for entry, _, _ in night.seat_rows(breaking).values() if entry)
    panel = night.panel(breaking, table_game(db, night.event, T0))
    dealer_turn(panel, "pass", 0)
    assert panel.hand.dead_deal and panel.hand.carried_out == 25 * players
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        night.seating.balance(night.event, T0 + MIN, random.Random(1))
    assert render(refused.value.message, "en") == (
        f"nobody opened the last deal at Table 2: its pot of {25 * players} stays at that "
        "table; deal there again before the table breaks (R-6.5)")
    assert snapshot(night) == before
    _opened(panel)
    assert panel.hand.setup.carried_pot == 25 * players and not panel.hand.dead_deal
    result = night.do(lambda: night.seating.balance(night.event, T0 + 2 * MIN,
                                                    random.Random(1)))
    assert [int(t) for t in result.broken] == [breaking]
    assert chips_balance(db, night.event).counted == 50_000


def test_R_6_5_R_8_4_no_final_table_redraw_while_a_dead_pot_waits(tmp_path: Path) -> None:
    """Four players left at two tables of draw with openers (antes 25): the balance
    would redraw them at one final table (RP-9), whose hands start anew. Nobody
    opened the last deal at Table 1, which stays: the redraw is refused until its
    50 are dealt again and won, then it goes ahead."""
    db = new_database(tmp_path / "night.sqlite3")
    night = Night(db, 4, tables=2, settings=DRAW_OPENERS)
    night.events.start_clock(night.event, T0)
    first = min(night.table_ids)
    panel = night.panel(first, table_game(db, night.event, T0))
    dealer_turn(panel, "pass", 0)
    assert panel.hand.dead_deal and panel.hand.carried_out == 50
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        night.seating.balance(night.event, T0 + MIN, random.Random(1))
    assert "nobody opened the last deal at Table 1: its pot of 50" in render(
        refused.value.message, "en")
    assert snapshot(night) == before
    _opened(panel)
    result = night.do(lambda: night.seating.balance(night.event, T0 + 2 * MIN,
                                                    random.Random(1)))
    assert result.final_table is not None


def test_R_8_4_a_move_to_a_table_broken_up_meanwhile_is_refused_and_changes_nothing(
        db: Database) -> None:
    """At a club the director drags Anna to Table 2 at the instant another station's
    balancing breaks Table 2 up (R-8.4: two tables of five or fewer combine): the move
    was accepted, seating her at the closed table, which no view shows and no hand is
    dealt at; the next seat draw then gave her a second seat with a second starting
    stack, 10,000 chips more in play than were bought (found by a club's random night,
    seed 12)."""
    d = Director(db)
    entries = d.players(6)
    d.seating.open_tables(d.event, 2, T0, seats=10)
    d.seating.draw_seats(d.event, T0, random.Random(3))
    result = d.seating.balance(d.event, T0, random.Random(1))
    [broken] = [int(t) for t in result.broken]
    before = d.seats()
    assert all(table != broken for table, _, _ in before.values())
    with pytest.raises(ServiceError) as refused:
        d.seating.move_player(entries[0], broken, 5, T0 + MIN)
    table = render(refused.value.message, "en").split(" is closed")[0]
    assert render(refused.value.message, "en") == (
        f"{table} is closed (broken up by balancing): move the player to a seat at an open "
        "table")
    assert render(refused.value.message, "hu").endswith(
        "bezárt (a kiegyenlítéskor megszűnt): a játékost egy nyitott asztal székére ültesd át")
    assert d.seats() == before
    d.seating.draw_seats(d.event, T0 + MIN, random.Random(4))  # nobody left to seat
    assert d.seats() == before
    assert chips_balance(db, d.event).balanced


def test_R_8_4_a_button_draw_or_a_hand_on_the_felt_at_a_table_broken_up_meanwhile_is_refused(
        db: Database) -> None:
    """The seating page had Table 2 chosen for the button draw when another station's
    balancing broke it up (R-8.4): the page raised StopIteration in front of the
    director (found by a club's random night, seed 5); the service would have said
    "the draw for the button needs at least two players, got []". A command for the
    whole table between hands (the button draw, a hand dealt on the felt) at a closed
    table is refused in words, nothing stored."""
    d = Director(db)
    d.players(6)
    d.seating.open_tables(d.event, 2, T0, seats=10)
    d.seating.draw_seats(d.event, T0, random.Random(3))
    result = d.seating.balance(d.event, T0, random.Random(1))
    [broken] = [int(t) for t in result.broken]
    before, logged = d.seats(), len(history(db, d.event))
    for command in (lambda: d.seating.draw_for_button(broken, T0 + MIN, random.Random(2)),
                    lambda: d.seating.next_hand(broken, T0 + MIN, 0)):
        with pytest.raises(ServiceError) as refused:
            command()
        said = render(refused.value.message, "en")
        assert said.endswith(" is closed (broken up by balancing, or closed): choose an open "
                             "table") and said.startswith("Table ")
        assert render(refused.value.message, "hu").endswith(
            " bezárt (a kiegyenlítéskor megszűnt, vagy bezárták): válassz egy nyitott asztalt")
    assert d.seats() == before and len(history(db, d.event)) == logged
    assert chips_balance(db, d.event).balanced
