"""Tables, seats and players named in Hungarian sentences (issue 29, item 7; LOOK.md):
the article before a table or seat comes from Fluent and follows the number's sound
("az 1.", "a 2.", "az 5.", "a „Final”"), the case ending fits the sentence ("az 5.
asztal 2. székére", "az 1. asztalnál"), and a label or a parenthesis names the table
without an article ("Hová: 5. asztal, 2. szék"). The moves of balancing (R-8.4) as the
director and the dealers read them out, the move slips, the undo lines."""

from __future__ import annotations

import pytest

from director.engine.event.balancing import SeatMove
from director.engine.messages import Amount, Message, msg, render
from director.services.core.message_data import table_label

#: table name as the program stores it -> (the name in a sentence, the name on a label)
TABLES = {"Table 1": ("az 1. asztal", "1. asztal"), "Table 2": ("a 2. asztal", "2. asztal"),
          "Table 5": ("az 5. asztal", "5. asztal"),
          "Final": ("a „Final” asztal", "Final"), "Őszi": ("az „Őszi” asztal", "Őszi")}


@pytest.mark.parametrize(("from_table", "to_table", "said"), [
    (1, 5, "Az 1. asztal 3. széke átül az 5. asztal 8. székére"),
    (2, 1, "A 2. asztal 3. széke átül az 1. asztal 8. székére"),
    (5, 2, "Az 5. asztal 3. széke átül a 2. asztal 8. székére"),
    (11, 10, "A 11. asztal 3. széke átül a 10. asztal 8. székére"),
])
def test_R_8_4_a_balancing_move_reads_as_a_hungarian_sentence(
        from_table: int, to_table: int, said: str) -> None:
    """The move the seating window and the command line show: today's text was
    "1. asztal 3. széke átül: 5. asztal 8. szék" (no article, no case ending)."""
    move = SeatMove("p", from_table, 3, to_table, 8)
    assert str(move.describe()) == f"Seat 3 at table {from_table} moves to table {to_table} seat 8"
    assert render(move.describe(), "hu") == said


@pytest.mark.parametrize("name", list(TABLES))
def test_R_8_4_a_dealer_reads_out_a_move_to_any_table(name: str) -> None:
    """The dealer station's instruction (services.club.table_instructions) names the
    table it goes to with its article and the seat with its case ending."""
    in_sentence, _label = TABLES[name]
    out = msg("svc-instruction-player-moves-out", player="Anna",
              stack_text=msg("svc-chips-carried", stack=Amount(12500)), from_seat=5,
              to_table_text=table_label(name), to_seat=1)
    assert render(out, "hu") == (f"Anna (12\u00a0500 zseton) feláll az 5. székről, és átül "
                                 f"{in_sentence} 1. székére")
    comes = msg("svc-instruction-player-moves-in", player="Anna",
                stack_text=msg("svc-chips-not-tracked"), from_table_text=table_label(name),
                from_seat=2, seat=3)
    assert render(comes, "hu") == (f"Anna (a zsetonjai nincsenek követve) átjön {in_sentence} "
                                   f"2. székéről, és leül a 3. székre")


@pytest.mark.parametrize("name", list(TABLES))
def test_a_move_slip_and_a_seat_card_label_the_table_without_an_article(name: str) -> None:
    """A paper's label: "Hová: 5. asztal, 2. szék", not "Hová: az 5. asztal, 2. szék"."""
    _in_sentence, label = TABLES[name]
    table = table_label(name)
    assert render(msg("paper-move-to", table_text=table, seat=2), "hu") == \
        f"Hová: {label}, 2. szék"
    assert render(msg("paper-move-from", table_text=table, seat=7), "hu") == \
        f"Honnan: {label}, 7. szék"
    assert render(msg("paper-seat-card", table_text=table, seat=4), "hu") == f"{label}, 4. szék"


@pytest.mark.parametrize(("message", "hungarian"), [
    (msg("undo-moved", player="Bence", table_text=table_label("Table 5"), seat=3),
     "Bence átültetve az 5. asztal 3. székére"),
    (msg("undo-seated", player="Anna", table_text=table_label("Table 2"), seat=1),
     "Anna leültetve a 2. asztal 1. székére"),
    (msg("undo-seat-change", player="Gábor", table_text=table_label("Table 1"), seat=4,
         to_table_text=table_label("Final"), to_seat=1),
     "Gábor átült az 1. asztal 4. székéről a „Final” asztal 1. székére"),
    (msg("undo-color-up", chip_amount=Amount(25), table_text=table_label("Table 5")),
     "25 értékű zsetonok cseréje az 5. asztalnál"),
    (msg("undo-top-up", player="Anna", amount="500 Ft", table_text=table_label("Table 1")),
     "Feltöltés az 1. asztalnál: Anna, 500 Ft"),
    (msg("undo-away", player="Anna", seat=6, table_text=table_label("Table 2")),
     "Anna szünetel (2. asztal, 6. szék)"),
    (msg("svc-player-already-seated", player="Anna", table_text=table_label("Table 1"),
         seat=5), "Anna már ül az 1. asztal 5. székén"),
    (msg("svc-hand-still-being-played", hand_number=5, table_text=table_label("Table 1")),
     "az 1. asztalnál még folyik az 5. leosztás; előbb fejezd be vagy vond vissza"),
    (msg("hand-no-hand-to-show", seat=5), "Az 5. széknek nincs megmutatható keze"),
    (msg("event-balance-after-next-hand", tables=(2,), count=1),
     "a 2. asztalhoz csak a kisvakba ülhetne játékos; a következő leosztás után egyenlíts "
     "ki újra"),
])
def test_tables_and_seats_in_sentences_take_their_article_and_case(
        message: Message, hungarian: str) -> None:
    assert render(message, "hu") == hungarian
