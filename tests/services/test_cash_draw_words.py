"""Five-card draw at a cash table (antes 25, bets 100/200), the draw as the dealer
reads it (R-6.5): the replacement cards are counted in words, as stud's up and down
cards are, so the seat's number and the count never read as one number ("Deal seat
4 5 replacement cards" at a glance is seat 45)."""

from __future__ import annotations

from director.engine.event.cash_tables import Stakes
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_game import cash_game


def test_R_6_5_the_replacement_cards_are_counted_in_words() -> None:
    stakes = Stakes("draw", "fixed limit", ante=25, small_bet=100, big_bet=200)
    s = DealerSession.in_memory(cash_game(stakes), dict.fromkeys(range(1, 5), 3_000), 4)
    draws = {1: 3, 2: 1, 3: 0, 4: 5}
    said: dict[int, tuple[str, str]] = {}
    for _ in range(60):
        step = s.step()
        if step.kind is StepKind.ACT and s.hand.street > 0:
            break
        if step.kind is StepKind.ACT:
            s.check_call()
        elif step.kind is StepKind.DISCARD:
            s.discard(draws[step.seat or 0])
        else:
            if step.kind is StepKind.DEAL_HOLE and s.hand.street > 0:
                said[step.seat or 0] = (render(step.message, "en"), render(step.message, "hu"))
            s.advance()
    assert said == {
        1: ("Deal seat 1 three replacement cards", "Ossz az 1. széknek három cserelapot"),
        2: ("Deal seat 2 one replacement card", "Ossz a 2. széknek egy cserelapot"),
        4: ("Deal seat 4 five replacement cards", "Ossz a 4. széknek öt cserelapot")}
