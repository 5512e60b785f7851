"""A hand recorded on the felt (``SeatingService.next_hand``) says what the rule book
says is posted at that table's game, planned by the dealer panel's own code
(``plan_next_hand``): draw and stud are told their antes (and stud its bring-in),
never blinds; a blind game with antes is told those too (R-4.2)."""

from __future__ import annotations

from director.engine.messages import render
from director.store.db import Database
from tests.services.night import CHIPS, DRAW_LEVELS, LEVELS, SETTINGS, T0, Night

DRAW_ANTES = {**SETTINGS, "game": "draw", "limit": "fixed limit",
              "blinds": {"levels": DRAW_LEVELS, "chips": [25, 100, 500]}}
STUD_LEVELS = [{"ante": 25, "bring_in": 25, "limit": "fixed limit", "small_bet": 100,
                "big_bet": 200, "minutes": 20}]
STUD = {**SETTINGS, "game": "stud", "limit": "fixed limit", "rebuys": False,
        "add_ons": False, "blinds": {"levels": STUD_LEVELS, "chips": [25, 100, 500]},
        "chips": CHIPS}
RAZZ = {**STUD, "game": "razz"}
ANTE_LEVELS = [{**LEVELS[0], "ante": 25}, *LEVELS[1:]]
BB_ANTE_LEVELS = [{**LEVELS[0], "ante": 50, "big_blind_ante": True}, *LEVELS[1:]]


def _next_seat(seats: list[int], seat: int) -> int:
    return seats[(seats.index(seat) + 1) % len(seats)]


def _seats(night: Night, table: int) -> list[int]:
    return sorted(n for n, (entry, _s, _b) in night.seat_rows(table).items() if entry)


def test_R_6_5_draw_on_the_felt_is_told_its_antes_not_blinds(db: Database) -> None:
    """Five-card draw at antes of 25 (level 1): the first hand on the felt is dealt by
    the button drawn, every player antes 25, nobody posts a blind; the next hand the
    button moves one seat (R-3.3) and the antes are said again. In both languages."""
    night = Night(db, 5, settings=DRAW_ANTES)
    [table] = night.table_ids
    seats = _seats(night, table)
    drawn = night.tables.running_state(table).button
    assert drawn is not None
    first = night.seating.next_hand(table, T0, 0)
    assert (first.number, first.button, first.big_blind) == (1, drawn, None)
    assert render(first.explanation, "en") == (
        f"Button at seat {drawn}; every player dealt in antes 25 (R-4.2)")
    assert render(first.explanation, "hu") == (
        f"Osztógomb: {drawn}. szék; minden leosztott játékos 25 antét tesz be (R-4.2)")
    second = night.seating.next_hand(table, T0, 1)
    button = _next_seat(seats, drawn)
    assert (second.number, second.button) == (2, button)
    assert render(second.explanation, "en") == (
        f"Button at seat {button}; every player dealt in antes 25 (R-4.2)")
    assert "blind" not in render(second.explanation, "en")
    assert "vak" not in render(second.explanation, "hu")


def test_R_6_4_stud_on_the_felt_is_told_its_antes_and_bring_in_with_no_button(
        db: Database) -> None:
    """Seven-card stud at antes of 25, bring-in 25: no blind is said, the deal starts
    left of the button (the dealer's seat, R-4.3), the lowest door card brings in;
    razz: the highest (R-6.4)."""
    for settings, door, hu_door in ((STUD, "lowest", "legalacsonyabb"),
                                    (RAZZ, "highest", "legmagasabb")):
        night = Night(db, 4, settings=settings)
        table = night.table_ids[0]
        seats = _seats(night, table)
        drawn = night.tables.running_state(table).button
        assert drawn is not None
        said = night.seating.next_hand(table, T0, 0).explanation
        first = _next_seat(seats, drawn)
        razz = "razz, " if settings is RAZZ else ""
        assert render(said, "en") == (
            f"Stud: the deal starts at seat {first}, left of the button at seat {drawn} "
            f"(R-4.3, R-6.4); every player dealt in antes 25 (R-4.2); the {door} door "
            f"card brings in 25 ({razz}R-6.4)")
        assert render(said, "hu").endswith(
            f"minden leosztott játékos 25 antét tesz be (R-4.2); a {hu_door} nyitott lap "
            f"teszi be a bring-int: 25 ({razz}R-6.4)")
        assert "blind" not in render(said, "en")


def test_R_4_2_a_blind_level_with_antes_says_the_antes_after_the_blinds(
        db: Database) -> None:
    """Hold'em at 25/50 with an ante of 25 from every player, and with a big-blind ante
    of 50: the blinds as before, then who antes."""
    night = Night(db, 4, settings={**SETTINGS, "blinds": {"levels": ANTE_LEVELS,
                                                          "chips": [25, 100, 500]}})
    table = night.table_ids[0]
    hand = night.seating.next_hand(table, T0, 0)
    assert render(hand.explanation, "en") == (
        f"Button at seat {hand.button}; seat {hand.small_blind} posts the small blind; "
        f"seat {hand.big_blind} posts the big blind; every player dealt in antes 25 (R-4.2)")
    night = Night(db, 4, settings={**SETTINGS, "blinds": {"levels": BB_ANTE_LEVELS,
                                                          "chips": [25, 100, 500]}})
    table = night.table_ids[0]
    hand = night.seating.next_hand(table, T0, 0)
    assert render(hand.explanation, "en").endswith(
        f"seat {hand.big_blind} posts the big blind; seat {hand.big_blind} posts the "
        "big-blind ante of 50 for the table (R-4.2)")
    assert render(hand.explanation, "hu").endswith(
        f"{hand.big_blind}. szék teszi be az asztal nagyvak-antéját: 50 (R-4.2)")
