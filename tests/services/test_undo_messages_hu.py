"""Undo texts that name players, the prize refusal and the end, in English and
Hungarian: messages as data (undo.ftl, services.ftl), R-8.5 busts and places."""

from __future__ import annotations

import pytest

from director.engine.messages import Amount, Message, msg, render


def _bust(*places: tuple[str, int]) -> Message:
    return msg("undo-bust", busted_text=tuple(msg("undo-bust-place", who=who, place=place)
                                              for who, place in places))


@pytest.mark.parametrize(("message", "english", "hungarian"), [
    (_bust(("Dan", 4), ("Eve", 5)), "Bust: Dan (place 4), Eve (place 5)",
     "Kiesés: Dan (4. hely), Eve (5. hely)"),
    (_bust(("Dan = Eve", 4)), "Bust: Dan = Eve (place 4)", "Kiesés: Dan = Eve (4. hely)"),
    (_bust(("Kovács, Anna", 7)), "Bust: Kovács, Anna (place 7)",
     "Kiesés: Kovács, Anna (7. hely)"),
    (msg("undo-rebuy", player="Anna (2)", chips=Amount(10000)),
     "Rebuy: Anna (2), 10000 chips", "Rebuy: Anna (2), 10\u00a0000 zseton"),
    (msg("undo-add-on", player="Bence", chips=Amount(5000)),
     "Add-on: Bence, 5000 chips", "Add-on: Bence, 5000 zseton"),
    (msg("undo-chip-count", player="Csilla", chips=Amount(12500)),
     "Chip count: Csilla 12500", "Zsetonszámlálás: Csilla, 12\u00a0500"),
    (msg("undo-tournament-finished", winner="Anna"),
     "Tournament finished: Anna wins", "A verseny véget ért, a győztes: Anna"),
    (msg("svc-no-paid-place-finished", places=3, players=3),
     "no paid place is finished yet: places 1 to 3 are paid and 3 players are still playing",
     "még egyetlen fizetett hely sem dőlt el: az 1–3. hely fizet, és még 3 játékos van "
     "játékban"),
    (msg("svc-event-already-finished", name="Friday"),
     "Friday is already finished", "Friday: a verseny már véget ért"),
    (msg("undo-seated", player="Anna", table_text=msg("svc-table", table=2), seat=5),
     "Anna seated at Table 2 seat 5", "Anna leültetve a 2. asztal 5. székére"),
    (msg("undo-moved", player="Bence (2)", table_text=msg("svc-table", table=1), seat=3),
     "Bence (2) moved to Table 1 seat 3", "Bence (2) átültetve az 1. asztal 3. székére"),
    # a cash sit names the chips sat with, chips held since the cage with the
    # buy-in: not a "buy-in" of 8,000 when 5,000 of it was bought before
    (msg("undo-sit-chosen", player="Cy", table_text=msg("svc-table", table=1), seat=4,
         amount=Amount(8000)),
     "Cy chose seat 4 at Table 1 with 8000", "Cy leült az 1. asztal 4. székére (választott "
     "szék) 8000 zsetonnal"),
])
def test_hungarian(message: Message, english: str, hungarian: str) -> None:
    assert str(message) == english
    assert render(message, "hu") == hungarian
