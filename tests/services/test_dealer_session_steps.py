"""The dealer's steps as a dealer works (R-4.3, R-6.4, R-7.1, R-7.2): hole cards for
every seat in one step, stud up cards for several seats at once, no button at a stud
table, and a muck only where the rules allow it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.facts.events import DealHole
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import (
    USUAL_GAMES,
    DealerError,
    DealerSession,
    SeatStatus,
)
from director.services.tables.table_service import TableService
from director.store.db import Database

NOW = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)


def _to_deal(game: str, stacks: dict[int, int], button: int) -> DealerSession:
    s = DealerSession.in_memory(USUAL_GAMES[game], stacks, button)
    while s.step().kind is not StepKind.DEAL_HOLE:
        s.advance()
    return s


def test_R_4_3_one_next_deals_every_seat_its_unknown_hole_cards() -> None:
    s = _to_deal("omaha", {1: 5_000, 3: 5_000, 6: 5_000}, button=6)
    s.advance()
    assert s.step().kind is StepKind.ACT
    assert [row.cards for row in s.seat_rows()] == ["·· ·· ·· ··"] * 3
    s.undo()  # the deal was one gesture: undo takes it back whole
    assert s.step().kind is StepKind.DEAL_HOLE and s.step().seat == 1
    assert [row.cards for row in s.seat_rows()] == [""] * 3


def test_cards_typed_for_one_seat_go_to_the_seat_due_only() -> None:
    s = _to_deal("holdem", {1: 5_000, 2: 5_000, 3: 5_000}, button=3)
    s.advance(parse_cards("As Kd"))
    assert s.step().kind is StepKind.DEAL_HOLE and s.step().seat == 2
    with pytest.raises(DealerError, match="enter seat 2's 2 cards, or none; got 3"):
        s.advance(parse_cards("2c 3c 4c"))


def test_R_6_4_stud_up_cards_for_every_seat_at_once_in_dealing_order() -> None:
    s = _to_deal("stud", {1: 1_000, 2: 1_000, 4: 1_000}, button=4)
    with pytest.raises(DealerError, match="the rules need them"):
        s.advance()  # the up cards decide the bring-in: they are entered
    s.advance(parse_cards("7h Kc 2d"))  # seats 1, 2 and 4 in dealing order
    rows = {row.seat: row.cards for row in s.seat_rows()}
    assert rows == {1: "·· ·· 7♥", 2: "·· ·· K♣", 4: "·· ·· 2♦"}
    # the lowest up card, the 2 of diamonds, brings in
    assert s.step().kind is StepKind.POST_BRING_IN and s.step().seat == 4
    assert all(SeatStatus.BUTTON not in row.status for row in s.seat_rows())


def test_R_7_2_a_beaten_hand_with_chips_may_muck_an_all_in_hand_may_not() -> None:
    s = _to_deal("holdem", {1: 5_000, 2: 5_000, 3: 2_000}, button=3)
    for hole in ("Ah Ad", "7c 2d", "Kh Kd"):
        s.advance(parse_cards(hole))
    s.check_call()  # seat 3 calls 100
    s.check_call()  # seat 1 completes
    s.check_call()  # seat 2 checks
    for board in ("Qs Jh 4c", "9d", "3s"):
        s.advance()
        s.advance(parse_cards(board))
        while s.legal() is not None:
            s.check_call()
    # nobody bet on the river: seat 1 shows first, then seat 2 (beaten) may muck
    assert s.step().kind is StepKind.SHOW and s.step().seat == 1
    assert s.can_muck() is True  # a player with chips may give up the hand unseen
    s.advance()
    assert s.step().seat == 2 and s.can_muck() is True
    s.muck()
    # seat 3 (kings), beaten by the aces shown, has 1,900 behind: it may muck too
    assert s.step().seat == 3 and s.hand.stacks[2] == 1_900
    assert s.can_muck() is True


def test_R_7_1_no_muck_in_the_run_out_after_an_all_in() -> None:
    s = _to_deal("holdem", {1: 5_000, 2: 1_000}, button=2)
    s.advance()
    s.all_in()  # the button (small blind) all in for 1,000
    s.check_call()
    assert s.step().kind is StepKind.SHOW
    assert s.can_muck() is False


def test_a_one_step_deal_at_a_stored_table_is_stored_whole_and_undone_whole(
        db: Database) -> None:
    event = EventService(db).create_event(
        "cash", "Friday cash", CashSettings(small_blind=50, big_blind=100), NOW)
    service = TableService(db)
    table = service.open_table(event, "Table 1", {1: 5_000, 2: 5_000, 3: 5_000})
    s = DealerSession.at_table(service, table, USUAL_GAMES["holdem"], button=3)
    s.advance()
    s.advance()
    s.advance()  # the deal: three events in one transaction
    assert len(service.hand_log(s.hand_id or 0)) == 5
    again = DealerSession.at_table(TableService(db), table, USUAL_GAMES["holdem"], button=3)
    assert again.step().kind is StepKind.ACT and again.state.log == s.state.log
    s.undo()
    assert len(service.hand_log(s.hand_id or 0)) == 2
    assert s.step().kind is StepKind.DEAL_HOLE and s.step().seat == 1


def test_a_gesture_with_a_refused_event_stores_nothing(db: Database) -> None:
    event = EventService(db).create_event(
        "cash", "Friday cash", CashSettings(small_blind=50, big_blind=100), NOW)
    service = TableService(db)
    table = service.open_table(event, "Table 1", {1: 5_000, 2: 5_000})
    s = DealerSession.at_table(service, table, USUAL_GAMES["holdem"], button=2)
    s.advance()
    s.advance()
    good = DealHole(1, (None, None))
    wrong = DealHole(1, (None, None))  # seat 1 again: seat 2 is due
    with pytest.raises(ValueError, match="the next cards go to seat 2"):
        service.apply_all(s.hand_id or 0, (good, wrong))
    assert len(service.hand_log(s.hand_id or 0)) == 2


def test_R_4_3_stud_up_cards_for_five_seats_typed_at_once_go_seat_by_seat() -> None:
    """Issue 30: 5d 2c 2d Ac Kh typed for every seat gave only the first to seat 2.
    The request says five may be typed at once; each seat gets its own (R-4.3)."""
    s = _to_deal("stud-hilo", dict.fromkeys((2, 4, 5, 7, 9), 2_000), button=9)
    assert s.card_request().every_seat == 5
    s.advance(parse_cards("5d 2c 2d Ac Kh"))
    rows = {row.seat: row.cards for row in s.seat_rows()}
    assert rows == {2: "·· ·· 5♦", 4: "·· ·· 2♣", 5: "·· ·· 2♦", 7: "·· ·· A♣", 9: "·· ·· K♥"}


def test_R_1_4_a_burn_or_a_flop_card_already_dealt_is_refused_naming_where() -> None:
    s = _to_deal("holdem", {2: 5_000, 4: 5_000, 7: 5_000}, button=7)
    for hole in ("As Ad", "Ks Kc", "Kd Qd"):
        s.advance(parse_cards(hole))
    for _ in range(3):
        s.check_call()
    with pytest.raises(DealerError, match=r"^Kd is in seat 7's hand \(R-1\.4\)"):
        s.advance(parse_cards("Kd"))  # the burn
    s.advance()
    with pytest.raises(DealerError, match=r"^Ad is in seat 2's hand"):
        s.advance(parse_cards("2c Ad"))  # two of the flop typed, one already out


def test_R_1_4_the_panel_may_ask_about_typed_cards_before_dealing_them() -> None:
    s = _to_deal("holdem", {2: 5_000, 4: 5_000, 7: 5_000}, button=7)
    s.advance(parse_cards("As Ad"))
    said = s.card_refusal(parse_cards("Kd As"))
    assert said is not None and str(said) == "As is in seat 2's hand (R-1.4)"
    assert s.card_refusal(parse_cards("Kd Qd")) is None


def test_R_4_4_the_board_typed_at_the_burn_burns_an_unknown_card_and_deals_it() -> None:
    """A burn before each street (R-4.4, R-4.5): the flop typed at the burn is one
    gesture (one undo); the turn's one card typed there stays the burn card, as
    does one card at the flop's burn; two at the flop's burn are refused."""
    s = _to_deal("holdem", {2: 5_000, 7: 5_000}, button=7)
    s.advance(parse_cards("As Ad"))
    s.advance(parse_cards("Kd Qd"))
    s.check_call()
    s.check_call()
    before = s.hand.log
    assert s.card_request().board_after == 3
    with pytest.raises(DealerError, match=r"(?i)^the burn takes 1 card .* or the 3 board cards"):
        s.advance(parse_cards("2c 3c"))
    with pytest.raises(DealerError, match=r"^Ad is in seat 2's hand"):
        s.advance(parse_cards("2c Ad 3c"))
    assert s.hand.log == before
    s.advance(parse_cards("2c 7h 3c"))
    assert [str(c) for c in s.hand.board] == ["2c", "7h", "3c"]
    assert s.step().kind is StepKind.ACT
    s.undo()
    assert s.hand.log == before
    s.advance(parse_cards("2c"))
    assert s.step().kind is StepKind.DEAL_BOARD  # one card: the burn card itself
    s.advance(parse_cards("7h 3c 4c"))
    s.check_call()
    s.check_call()
    assert s.card_request().board_after == 0  # the turn: one card is the burn card
    s.advance(parse_cards("9s"))
    assert s.step().kind is StepKind.DEAL_BOARD


def test_R_4_4_a_stud_burn_before_the_up_cards_takes_its_own_card_only() -> None:
    """Stud's burns come before hole cards, not a board: the burn takes one card."""
    s = DealerSession.in_memory(USUAL_GAMES["stud"], {2: 5_000, 7: 5_000}, 7)
    while s.step().kind is not StepKind.BURN:
        request = s.card_request()
        if s.step().kind is StepKind.POST_BRING_IN:
            s.bring_in()
        elif s.legal() is not None:
            s.check_call()
        elif request.required:  # the up cards: the first free ones of the deck
            used = s.used_cards()
            s.advance([c for c in s.hand.setup.game.deck if c not in used][:request.count])
        else:
            s.advance()
    assert s.card_request().board_after == 0
    used = s.used_cards()
    two = [c for c in s.hand.setup.game.deck if c not in used][:2]
    before = s.hand.log
    with pytest.raises(DealerError, match=r"(?i)^the burn takes 1 card \(the burn card "
                                          r"itself\); typed: 2"):
        s.advance(two)
    assert s.hand.log == before


def test_R_4_4_typing_cards_is_the_gesture_at_the_boards_streets_and_their_burns() -> None:
    """The steps where the dealer types cards (the dealer panel's card field takes the
    keyboard there): the board's streets and the burns before them, the turn's and
    the river's included (N burns, then the card is typed, R-4.4, R-4.5); not the
    hole cards dealt face down, which go out with N."""
    s = _to_deal("holdem", {2: 5_000, 7: 5_000}, button=7)
    assert not s.card_request().typed  # the hole cards: N deals them unknown
    s.advance()
    s.check_call()
    s.check_call()
    typed = []
    while not s.is_complete and s.step().kind is not StepKind.SHOW:
        if s.legal() is not None:
            assert not s.card_request().typed
            s.check_call()
            continue
        typed.append((s.step().kind, s.card_request().typed))
        s.advance()
    assert typed == [(StepKind.BURN, True), (StepKind.DEAL_BOARD, True)] * 3


def test_R_6_4_stud_up_cards_are_typed_its_burns_go_with_n() -> None:
    """Stud's burns come before hole cards (N burns an unknown card); its up cards are
    needed (they decide the bring-in), so typing them is the step's gesture."""
    s = DealerSession.in_memory(USUAL_GAMES["stud"], {2: 5_000, 7: 5_000}, 7)
    seen = set()
    while s.step().kind is not StepKind.SHOW and not s.is_complete:
        request, kind = s.card_request(), s.step().kind
        seen.add((kind, request.typed))
        if kind is StepKind.POST_BRING_IN:
            s.bring_in()
        elif s.legal() is not None:
            s.check_call()
        elif request.required:
            used = s.used_cards()
            s.advance([c for c in s.hand.setup.game.deck if c not in used][:request.count])
        else:
            s.advance()
    assert (StepKind.BURN, False) in seen and (StepKind.BURN, True) not in seen
    assert {typed for kind, typed in seen if kind is StepKind.DEAL_HOLE} == {True, False}
