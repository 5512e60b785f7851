"""Omaha hi/lo at a cash table, blinds 50/100 in 50 chips (its smallest chip): the pot
of 350 is 7 chips, so each half has an odd chip (R-7.5). The award in words names
each seat once and says how many odd chips there are (R-7.6), in both languages."""

from __future__ import annotations

from director.engine.cards import parse_cards
from director.engine.event.cash_tables import Stakes
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_game import cash_game


def _deal(hole: dict[int, str], board: list[str]) -> DealerSession:
    """Seats 1-4 with 2,000 each, the button at 4: seat 1 posts 50 and folds, seat 2's
    big blind is called by seats 3 and 4 (pot 350), every later street checked."""
    stakes = Stakes("omaha-hilo", "fixed limit", small_blind=50, big_blind=100)
    s = DealerSession.in_memory(cash_game(stakes, chip_unit=50), dict.fromkeys(range(1, 5), 2_000),
                                4)
    for _ in range(100):
        step = s.step()
        if step.kind is StepKind.DONE:
            return s
        if step.kind is StepKind.DEAL_HOLE:
            s.advance(parse_cards(hole[step.seat or 0]))
        elif step.kind is StepKind.DEAL_BOARD:
            s.advance(parse_cards(board.pop(0)))
        elif step.kind is StepKind.ACT and s.hand.street == 0 and step.seat == 1:
            s.fold()
        elif step.kind is StepKind.ACT:
            s.check_call()
        else:
            s.advance()
    raise AssertionError(s.step().text)


HOLE = {1: "Tc Td 6h 6s", 2: "Ah 2c Kd Kc", 3: "As 2d 9c 9d", 4: "Qc Qd Jc Jd"}
BOARD = ["3h 4s 8c", "Ks", "7d"]


def test_R_7_5_both_odd_chips_to_one_seat_name_it_once() -> None:
    """Seat 2 wins the high half (4 chips, the pot's odd chip) and ties seat 3 for low:
    3 chips, the odd one to seat 2, first left of the button. The words said "odd
    chip to seat 2 and seat 2" ("a páratlan zseton: 2. és 2. szék")."""
    s = _deal(HOLE, list(BOARD))
    assert s.stacks_by_seat() == {1: 1_950, 2: 2_200, 3: 1_950, 4: 1_900}  # 300 and 50
    [award] = s.state.awards
    assert str(award.text).endswith(
        "seat 2 gets 300, seat 3 gets 50; odd chips to seat 2 (R-7.5: the high half takes "
        "the pot's odd chip; in the low half, first winner left of the button).")
    assert render(award.text, "hu").endswith(
        "elosztás: 2. szék 300, 3. szék 50; a páratlan zsetonok: 2. szék (R-7.5: a kassza "
        "páratlan zsetonja a high félé; a low félben: az osztógombtól balra ülő első nyertes).")


def test_R_7_5_two_odd_chips_to_two_seats_are_chips() -> None:
    """Seat 3 wins the high half (trip nines, 4 chips) and ties seat 2 for low: the low
    half's odd chip goes to seat 2, first left of the button: two odd chips, two seats."""
    hole = {**HOLE, 2: "Ah 2c Jh Th", 3: "As 2d 9c 9d"}
    s = _deal(hole, ["3h 4s 9h", "Ks", "7d"])
    assert s.stacks_by_seat() == {1: 1_950, 2: 2_000, 3: 2_150, 4: 1_900}  # 100 and 250
    [award] = s.state.awards
    assert str(award.text).endswith(
        "seat 2 gets 100, seat 3 gets 250; odd chips to seat 3 and seat 2 (R-7.5: the high "
        "half takes the pot's odd chip; in the low half, first winner left of the button).")
    assert "a páratlan zsetonok: 3. és 2. szék (R-7.5:" in render(award.text, "hu")


def test_R_7_6_a_hungarian_award_goes_on_in_lower_case_after_a_semicolon() -> None:
    """The award is one sentence: its outcome starts with a capital after the
    contenders, and each part after a semicolon goes on in lower case. The low half
    read "…: a high fél, 200; Osztozik a 2. szék …" (LOOK.md: sentence case)."""
    s = _deal(HOLE, list(BOARD))
    [award] = s.state.awards
    said = render(award.text, "hu")
    assert said.startswith("A főkassza (350), versenyben: 2., 3. és 4. szék. Nyer a 2. szék (")
    assert "): a high fél, 200; osztozik a 2. szék (" in said, said
