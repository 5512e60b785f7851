"""A count of chips in English says "1 chip", never "1 chips" (Fluent's plural
selector), in every message that counts chips: a one-chip rebuy or add-on
(R-8.6), a one-chip stack carried to another table (R-8.4), a seat holding one
chip. Hungarian writes the noun singular after any number ("1 zseton", "5 zseton")."""

from __future__ import annotations

import pytest

from director.engine.messages import Amount, Message, msg, render

#: Each message that counts chips, with its arguments; ``N`` is the count.
COUNTED = {
    "win-rebought": {"player": "Anna", "chips": "N", "value_text": "$20"},
    "undo-rebuy": {"player": "Anna", "chips": "N"},
    "undo-add-on": {"player": "Anna", "chips": "N"},
    "undo-rebuys": {"names": "Anna, Bence", "count": 2, "chips": "N"},
    "undo-add-ons": {"names": "Anna, Bence", "count": 2, "chips": "N"},
    "paper-move-chips-carried": {"stack": "N"},
    "paper-structure-stack": {"amount": "N"},
    "paper-structure-rebuy": {"value_text": "$20", "amount": "N"},
    "paper-structure-add-on": {"break_number": 1, "value_text": "$20", "amount": "N"},
    "svc-chips-carried": {"stack": "N"},
    "svc-seat-has-other-chips": {"seat": 3, "table_text": "Table 1", "stack": Amount(50),
                                 "chips": "N"},
    "svc-balance-stack-changed": {"seat": 3, "table_text": "Table 1", "hand_number": 4,
                                  "stack": Amount(50), "chips": "N"},
    "svc-balance-chips-nobody-sits": {"seat": 3, "table_text": "Table 1", "chips": "N"},
    "svc-balance-too-many": {"counted_chips": "N", "expected_chips": Amount(0),
                             "difference_chips": Amount(1)},
    "svc-chips-count-first": {"total": "N", "count": 2},
    "event-chips-in-play-more": {"total": "N", "expected_total": Amount(0), "amount": Amount(1)},
    "event-race-chips-above-stack": {"seat": 2, "count": "N", "removed_amount": Amount(25),
                                     "stack": Amount(10)},
    "event-rebuy-stack-too-big": {"limit": "N", "stack": Amount(5)},
    "event-color-up-count-above-stack": {"player": "Anna", "chips": "N",
                                         "removed_amount": Amount(25), "stack": Amount(10),
                                         "fits_text": "0"},
}


def _counted(message_id: str, count: int) -> Message:
    args = {name: (Amount(count) if value == "N" else value)
            for name, value in COUNTED[message_id].items()}
    return msg(message_id, **args)


@pytest.mark.parametrize("message_id", sorted(COUNTED))
def test_one_chip_is_one_chip_and_two_are_chips(message_id: str) -> None:
    one, two = render(_counted(message_id, 1)), render(_counted(message_id, 2))
    assert "1 chip" in one and "1 chips" not in one, one
    assert "2 chips" in two, two
    assert "zseton" in render(_counted(message_id, 1), "hu")


def test_the_rebuy_line_of_a_one_chip_rebuy() -> None:
    """R-8.6: the console's line after a rebuy of one chip."""
    assert render(_counted("win-rebought", 1)) == "Anna rebought: 1 chip for $20"
    assert render(_counted("win-rebought", 1500)) == "Anna rebought: 1,500 chips for $20"
    assert render(_counted("svc-balance-too-many", 1)).startswith("1 chip is in play")
