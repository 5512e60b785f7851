"""R-8.7: a cash player moved from a table dealt on the felt (the program knows only
what they bought) to a table dealt at the dealer panel (where the stacks are the
panel's) brings the chips the director counts: the move asks for the count (the
amount bought is not taken for the stack), checks it in the new table's chips, makes
it the player's stack there, and its record says what was counted and what was
bought. A count is asked for no other move."""

from __future__ import annotations

from director.engine.event.cash_tables import Stakes
from director.engine.messages import msg, render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import history, undo_last
from director.store.db import Database
from tests.services.test_cash_one_record import T0, night, play_to_end, refusal, session

GAME = {"small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}
STAKES = Stakes("holdem", "no limit", 25, 50)


def _felt_and_panel(db: Database) -> tuple[CashGameService, CashTableService, int, int, int]:
    """Table 1 (5s) dealt on the felt, Ann bought in there for 1,005; table 2 (25s)
    where a hand was dealt at the panel between Ben and Cy."""
    cash, tables, event, p = night(db, GAME)
    felt = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=5,
                             min_buy_in=1_000)
    panel = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25,
                              min_buy_in=1_000)
    tables.sit(felt, p["Ann"], 1_005, T0, seat=1)
    tables.sit(panel, p["Ben"], 2_000, T0, seat=1)
    tables.sit(panel, p["Cy"], 2_000, T0, seat=2)
    play_to_end(session(db, tables, panel))
    return cash, tables, event, felt, panel


def test_R_8_7_a_move_from_the_felt_to_the_panel_takes_the_chips_counted(
        db: Database) -> None:
    cash, tables, event, felt, panel = _felt_and_panel(db)
    # the amount bought is not taken for her stack at the panel's table
    refused = refusal(lambda: tables.move(felt, 1, panel, T0))
    assert render(refused.message, "en") == (
        "Ann comes from Table 1, dealt on the felt, to Table 2, dealt at the dealer panel,"
        " where the stack is known: count the chips Ann brings (bought: 1,005) and move"
        " them with that count; the player stays in their seat")
    assert render(refused.message, "hu") == (
        "Ann filcen osztott asztalról ül át oda, ahol osztósegéddel osztanak, és a"
        " program ismeri a stacket (az 1. asztal → a 2. asztal): számold meg, mennyi"
        " zsetont hoz Ann (beszállt: 1005), és ezzel a számmal ültesd át; a játékos a"
        " helyén maradt")
    assert tables.table(panel).seat(3) is None and len(tables.table(panel).seats) == 2
    # a count the new table's chips cannot pay: what to do at the cage
    not_paid = refusal(lambda: tables.move(felt, 1, panel, T0, counted=1_255))
    assert render(not_paid.message, "en").startswith(
        "Ann's stack of 1,255 cannot be paid in the chips of Table 2: the smallest chip is 25")
    assert tables.table(felt).seat(1).stack == 1_005  # type: ignore[union-attr]
    # she won 245 on the felt: 1,250 counted is her stack at table 2
    lines = cash.ledger(event).lines
    number = tables.move(felt, 1, panel, T0, counted=1_250)
    moved = tables.table(panel).seat(number)
    assert moved is not None and (moved.player, moved.stack) == ("Ann", 1_250)
    assert tables.table(felt).seats == ()
    assert cash.ledger(event).lines == lines  # no money moved
    said = history(db, event)[-1].description
    assert render(said, "en") == (
        f"Ann moved from Table 1 seat 1 to Table 2 seat {number}, with 1,250 counted"
        " (bought: 1,005)")
    assert render(said, "hu") == (
        f"Ann átült az 1. asztal 1. székéről a 2. asztal {number}. székére, 1250 megszámolt"
        " zsetonnal (beszállt: 1005)")
    # Ctrl+Z: back at table 1 with what she bought
    undo_last(db, event, T0)
    back = tables.table(felt).seat(1)
    assert back is not None and (back.player, back.stack) == ("Ann", 1_005)


def test_R_8_7_a_count_is_asked_for_no_other_move(db: Database) -> None:
    """From the panel's table (its stack is known), and for a seat change at the same
    table, a count is refused rather than taken."""
    _cash, tables, _event, felt, panel = _felt_and_panel(db)
    refused = refusal(lambda: tables.move(panel, 1, felt, T0, counted=1_950))
    assert render(refused.message, "en") == (
        "a count of the chips is asked only for a move from a table dealt on the felt to"
        " another table; move Ben without it")
    assert render(refused.message, "hu") == (
        "Ben átültetéséhez nem kell megszámolni a zsetonokat: ezt a program csak akkor"
        " kéri, ha valaki filcen osztott asztalról ül át egy másik asztalhoz")
    assert refusal(lambda: tables.move(felt, 1, felt, T0, to_seat=4, counted=1_250)).message \
        == msg("svc-move-count-not-asked", player="Ann")
    tables.move(felt, 1, felt, T0, to_seat=4)  # her own chips, at the same table
    assert tables.table(felt).seat(4).stack == 1_005  # type: ignore[union-attr]


def test_R_8_7_a_move_from_the_felt_to_a_table_with_no_hand_yet_takes_the_count(
        db: Database) -> None:
    """Table 3 has no hand yet: if it is dealt at the panel, its stacks are the panel's
    from the first hand. Ann, who bought 1,005 at Table 1 (dealt on the felt) and won
    245 there, is asked for her chips; 1,250 counted is her stack at Table 3, and the
    first hand dealt there at the panel deals her 1,250. Before, the move took the
    1,005 she bought, and the panel dealt her 245 short."""
    _cash, tables, event, felt, panel = _felt_and_panel(db)
    fresh = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=5,
                              min_buy_in=1_000)
    refused = refusal(lambda: tables.move(felt, 1, fresh, T0))
    assert render(refused.message, "en") == (
        "Ann comes from Table 1, dealt on the felt, to Table 3, where no hand was dealt yet:"
        " if it is dealt at the dealer panel, the stacks there are the panel's from its first"
        " hand, so count the chips Ann brings (bought: 1,005) and move them with that count;"
        " the player stays in their seat")
    assert render(refused.message, "hu") == (
        "Ann filcen osztott asztalról ül át oda, ahol még nem osztottak (az 1. asztal →"
        " a 3. asztal): ha ott osztósegéddel osztanak, az első leosztástól a program ismeri"
        " a stackeket, ezért számold meg, mennyi zsetont hoz Ann (beszállt: 1005), és ezzel"
        " a számmal ültesd át; a játékos a helyén maradt")
    assert tables.table(fresh).seats == ()
    number = tables.move(felt, 1, fresh, T0, counted=1_250)
    said = history(db, event)[-1].description
    assert render(said, "en") == (
        f"Ann moved from Table 1 seat 1 to Table 3 seat {number}, with 1,250 counted"
        " (bought: 1,005)")
    ben = tables.table(panel).seat(1)
    assert ben is not None
    tables.move(panel, 1, fresh, T0)  # from the panel's table: his stack is known
    setup = session(db, tables, fresh).state.setup  # Table 3's first hand, at the panel
    assert dict(zip(setup.seats, setup.stacks, strict=True))[number] == 1_250
