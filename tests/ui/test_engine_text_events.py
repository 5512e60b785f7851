"""Undo texts that name players, the prize refusal and the end, in Hungarian."""

from __future__ import annotations

import pytest

from director.ui.engine_text import translate


@pytest.mark.parametrize(("english", "hungarian"), [
    ("Bust: Dan (place 4), Eve (place 5)", "Kiesés: Dan (4. hely), Eve (5. hely)"),
    ("Bust: Dan = Eve (place 4)", "Kiesés: Dan = Eve (4. hely)"),
    ("Bust: Kovács, Anna (place 7)", "Kiesés: Kovács, Anna (7. hely)"),
    ("Rebuy: Anna (2), 10000 chips", "Rebuy: Anna (2), 10\u00a0000 zseton"),
    ("Add-on: Bence, 5000 chips", "Add-on: Bence, 5000 zseton"),
    ("Chip count: Csilla 12500", "Zsetonszámlálás: Csilla, 12\u00a0500"),
    ("Tournament finished: Anna wins", "A verseny véget ért, a győztes: Anna"),
    ("no paid place is finished yet: places 1 to 3 are paid and 3 players are still playing",
     "még egyetlen fizetett hely sem dőlt el: az 1–3. hely fizet, és még 3 játékos van "
     "játékban"),
    ("Friday is already finished", "Friday: a verseny már véget ért"),
    ("Anna seated at Table 2 seat 5", "Anna leültetve: a 2. asztal, 5. szék"),
    ("Bence (2) moved to Table 1 seat 3", "Bence (2) átültetve: az 1. asztal, 3. szék"),
])
def test_hungarian(english: str, hungarian: str) -> None:
    assert translate(english, "hu") == hungarian
