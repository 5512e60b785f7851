"""R-3.1 at a cash table (RR): the first button is drawn by cards, as a tournament
table's is (``SeatingService.draw_for_button``): one card face up to each player
who would be dealt the first hand (seated with chips, not away), the highest rank
wins, equal ranks by suit or, with the house rule ``button_tie_break = redraw``, by
new cards to the tied players. The first hand, on the felt or at the dealer panel,
is dealt from it and waits for it; once a hand has placed the button it moves on
(R-3.3) and is not drawn again, until everyone has left the table: the players who
sit down then start a new game with a new draw. Ctrl+Z takes the draw back."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

from director.engine.event import seating
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerError, DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from tests.services.night import fold_to_big_blind
from tests.services.test_cash_tables import T0, game


def _seated(db: Database, seats: Mapping[int, str], house: Mapping[str, object] | None = None,
            ) -> tuple[EventService, CashTableService, int, int]:
    """A cash game at 50/100 (with ``house`` rules), one table of six, ``seats``'
    players seated with 10,000 each: (events, tables, event, table)."""
    events = EventService(db)
    event = events.create_event("cash", "Friday", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 4000, "max_buy_in": 20000,
        "house_rules": dict(house or {})}, T0)
    tables = CashTableService(db, random.Random(7))
    table = tables.open_table(event, T0, seats=6)
    for seat, name in seats.items():
        tables.sit(table, events.add_player(name, T0), 10_000, T0, seat=seat)
    return events, tables, event, table


def _said(draw: seating.ButtonDraw) -> str:
    return render(draw.explanation, "en")


def test_R_3_1_a_cash_tables_first_button_is_drawn_by_cards(db: Database) -> None:
    """Ann (1), Ben (3), Cy (4) and Dora (6), Dora away: one card each to seats 1, 3
    and 4, the engine's draw with the event's tie break; the table shows the button
    drawn before its first hand, and hand 1 on the felt is dealt from it: the small
    blind and the big blind the two players after it (R-3.1, R-4.1)."""
    events, tables, event, t = _seated(db, {1: "Ann", 3: "Ben", 4: "Cy", 6: "Dora"})
    tables.step_away(t, 6, T0)  # not dealt the first hand: no card
    draw = SeatingService(db).draw_for_button(t, T0, random.Random(5))
    assert draw == seating.draw_for_button([1, 3, 4], random.Random(5))
    assert [seat for seat, _ in draw.rounds[0].cards] == [1, 3, 4]
    card = draw.winning_card
    assert all(c.rank <= card.rank for _, c in draw.rounds[0].cards)
    assert _said(draw).endswith(f"the button starts at seat {draw.button}")
    assert tables.table(t).button == draw.button  # shown before the first hand
    assert events.undo_last(event, T0).kind == "button draw"  # Ctrl+Z: no button
    assert tables.table(t).button is None
    again = SeatingService(db).draw_for_button(t, T0, random.Random(5))
    hand = SeatingService(db).next_hand(t, T0, 0)
    order = [1, 3, 4, 1, 3, 4]
    after = order[order.index(again.button) + 1:]
    assert (hand.number, hand.button, hand.small_blind, hand.big_blind) == (
        1, again.button, after[0], after[1])


def test_R_3_1_the_first_hand_at_a_cash_table_waits_for_the_draw(db: Database) -> None:
    """No button drawn yet: Next hand on the felt is refused, as at a tournament's
    table, and so is the dealer panel's first hand; nothing is stored."""
    _, tables, _, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy"})
    with pytest.raises(ServiceError) as refused:
        SeatingService(db).next_hand(t, T0, 0)
    assert render(refused.value.message, "en") == "draw for the button at Table 1 first (R-3.1)"
    assert TableService(db).running_state(t).hands_dealt == 0
    assert tables.table(t).button is None


def _tied_seed(seats: list[int]) -> int:
    """A shuffle whose first round ties on the top rank (found, not assumed)."""
    for seed in range(1000):
        if len(seating.draw_for_button(seats, random.Random(seed), "redraw").rounds) > 1:
            return seed
    raise AssertionError("no tie in 1,000 shuffles")


def test_R_3_1_redraw_house_rule_at_a_cash_table(db: Database) -> None:
    """Option ``tie_break = redraw`` of a cash game: the players tied on the highest
    rank get new cards, the others none; by default the suit decides in one round."""
    seats = [1, 2, 4, 5]
    seed = _tied_seed(seats)
    names = dict(zip(seats, ("Ann", "Ben", "Cy", "Dora"), strict=True))
    _, _, _, t = _seated(db, names, {"button_tie_break": "redraw"})
    draw = SeatingService(db).draw_for_button(t, T0, random.Random(seed))
    first, second = draw.rounds[0], draw.rounds[1]
    top = max(card.rank for _, card in first.cards)
    tied = [seat for seat, card in first.cards if card.rank == top]
    assert [seat for seat, _ in first.cards] == seats and len(tied) > 1
    assert [seat for seat, _ in second.cards] == tied and draw.button in tied
    assert "draw again" in _said(draw)
    _, _, _, plain = _seated(db, names)
    assert len(SeatingService(db).draw_for_button(plain, T0, random.Random(seed)).rounds) == 1


def test_R_3_1_the_dealer_panels_first_hand_is_dealt_from_the_draw(db: Database) -> None:
    """The dealer panel opened after the draw deals hand 1 from the drawn button,
    whatever button it is handed (a panel of an older program's random choice)."""
    _, tables, _, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy", 5: "Dora"})
    draw = SeatingService(db).draw_for_button(t, T0, random.Random(11))
    other = next(s for s in (1, 2, 3, 5) if s != draw.button)
    dealing = tables.dealing(t)
    session = DealerSession.at_table(TableService(db), t, dealing.table_game(), other,
                                     cash=dealing)
    assert (session.hand_number, session.button_seat) == (1, draw.button)


def test_R_3_3_a_cash_tables_button_moves_on_and_is_not_drawn_again(db: Database) -> None:
    """After hand 1 the button moves on from hand to hand (R-3.3): a draw would wipe
    the blinds owed (R-3.6), so it is refused in words, nothing stored."""
    _, _, _, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy"})
    seating_ = SeatingService(db)
    seating_.draw_for_button(t, T0, random.Random(3))
    seating_.next_hand(t, T0, 0)
    before = TableService(db).running_state(t)
    with pytest.raises(ServiceError) as refused:
        seating_.draw_for_button(t, T0, random.Random(3))
    assert render(refused.value.message, "en") == (
        "the button at Table 1 moves on from hand to hand (R-3.3): it is drawn for "
        "before the table's first hand, or once everyone has left the table")
    assert TableService(db).running_state(t) == before


def test_R_3_1_a_cash_table_that_emptied_starts_again_with_a_draw(db: Database) -> None:
    """Everyone leaves after hand 1 (the last by a seat change to another table):
    the next players start a new game: no button shown, a new draw among them, and
    hand 2 dealt from it, the blinds the two players after it; undoing the last
    leave brings the old game's button back."""
    events, tables, event, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy"})
    seating_ = SeatingService(db)
    seating_.draw_for_button(t, T0, random.Random(3))
    seating_.next_hand(t, T0, 0)
    placed = TableService(db).running_state(t)
    other = tables.open_table(event, T0, seats=6)
    tables.leave(t, 1, T0)
    tables.leave(t, 2, T0)
    tables.move(t, 3, other, T0, to_seat=1, counted=10_000)
    assert tables.table(t).button is None
    assert events.undo_last(event, T0).kind == "seat change"
    assert TableService(db).running_state(t) == placed
    tables.leave(t, 3, T0)
    for seat, name in ((2, "Dora"), (4, "Eve"), (5, "Finn")):
        tables.sit(t, events.add_player(name, T0), 10_000, T0, seat=seat)
    with pytest.raises(ServiceError, match="draw for the button"):
        seating_.next_hand(t, T0, 1)
    draw = seating_.draw_for_button(t, T0, random.Random(9))
    assert [seat for seat, _ in draw.rounds[0].cards] == [2, 4, 5]
    hand = seating_.next_hand(t, T0, 1)
    order = [2, 4, 5, 2, 4, 5]
    after = order[order.index(draw.button) + 1:]
    assert (hand.number, hand.button, hand.small_blind, hand.big_blind) == (
        2, draw.button, after[0], after[1])


def test_R_3_1_the_button_drawn_is_drawn_again_when_its_player_leaves_first(
        db: Database) -> None:
    """The player who drew the button leaves before the first hand: the button is no
    one's; the players left draw again (another player leaving keeps the draw)."""
    _, tables, _, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy", 4: "Dora"})
    draw = SeatingService(db).draw_for_button(t, T0, random.Random(2))
    other = next(s for s in (1, 2, 3, 4) if s != draw.button)
    tables.leave(t, other, T0)
    assert tables.table(t).button == draw.button
    tables.leave(t, draw.button, T0)
    assert tables.table(t).button is None
    with pytest.raises(ServiceError, match="draw for the button at Table 1 first"):
        SeatingService(db).next_hand(t, T0, 0)
    again = SeatingService(db).draw_for_button(t, T0, random.Random(2))
    assert [seat for seat, _ in again.rounds[0].cards] == sorted(
        {1, 2, 3, 4} - {other, draw.button})


def test_R_3_1_a_dealer_station_draws_the_button_at_its_own_cash_table(
        db: Database) -> None:
    """A club's dealer station draws the button at its own cash table, on the
    director's undo list; at another table it is refused with its own table named."""
    events, tables, event, p = game(db)
    first, second = (tables.open_table(event, T0, seats=6) for _ in range(2))
    for seat, name in ((1, "Ann"), (3, "Ben")):
        tables.sit(first, p[name], 10_000, T0, seat=seat)
    for seat, name in ((2, "Cy"), (5, "Dora")):
        tables.sit(second, p[name], 10_000, T0, seat=seat)
    dealer = open_database(db.url)
    try:
        set_role(dealer, Role.DEALER, first)
        draw = SeatingService(dealer).draw_for_button(first, T0, random.Random(4))
        assert tables.table(first).button == draw.button in (1, 3)
        with pytest.raises(ServiceError) as refused:
            SeatingService(dealer).draw_for_button(second, T0, random.Random(4))
        assert render(refused.value.message, "en").startswith(
            "this is the dealer station of Table 1: it records that table's hands")
        assert tables.table(second).button is None
        assert events.undo_last(event, T0).kind == "button draw"  # the director's Ctrl+Z
        assert tables.table(first).button is None
    finally:
        dealer.close()


def test_R_3_1_an_open_dealer_panel_waits_for_the_new_games_draw(db: Database) -> None:
    """The dealer panel deals hand 1 from the draw; everyone leaves, three new
    players sit down: the panel still open says the new players draw for the button
    on the tables page, N is refused until they have, then deals hand 2 from it."""
    events, tables, _, t = _seated(db, {1: "Ann", 2: "Ben", 3: "Cy"})
    seating_ = SeatingService(db)
    seating_.draw_for_button(t, T0, random.Random(3))
    dealing = tables.dealing(t)
    session = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1,
                                     cash=dealing)
    fold_to_big_blind(session)
    for seat in (1, 2, 3):
        tables.leave(t, seat, T0)
    for seat, name in ((2, "Dora"), (4, "Eve"), (6, "Finn")):
        tables.sit(t, events.add_player(name, T0), 10_000, T0, seat=seat)
    with pytest.raises(DealerError, match="draw for the button on the tables page"):
        session.next_hand()  # N before the panel heard of it: refused all the same
    assert session.follow_table() and session.felt is not None
    assert session.shown_button is None
    assert render(session.felt.said(), "en") == (
        "Everyone left the table: its new players draw for the button on the tables page "
        "(Draw for the button, R-3.1); then press N and you deal hand 2")
    with pytest.raises(DealerError, match="draw for the button on the tables page"):
        session.next_hand()
    assert TableService(db).running_state(t).hands_dealt == 1
    draw = seating_.draw_for_button(t, T0, random.Random(9))
    assert session.follow_table() and session.felt is not None
    assert render(session.felt.said(), "en") == (
        f"The button was drawn on the tables page: seat {draw.button} (R-3.1). Press N "
        "and you deal hand 2")
    session.next_hand()
    assert (session.hand_number, session.button_seat) == (2, draw.button)
    assert sorted(session.hand.setup.seats) == [2, 4, 6]
