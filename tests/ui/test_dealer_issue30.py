"""Issue 30, one test per defect seen by a dealer in training: the panel driven with
keys on the focused widget, clicks on its buttons and cards typed in its field,
each test failing on the panel as it was before the fix."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import (
    BetRaise,
    Burn,
    CheckCall,
    DealHole,
    Discard,
    Muck,
    Show,
)
from director.engine.hand.rules.steps import StepKind
from director.services.practice.scenario import Scenario
from director.services.practice.scenario_cards import step_cards
from director.services.tables.dealer_session import SeatStatus
from director.ui.dealer.panel import DealerPanel
from tests.ui.dealer_driver import click, deal_typed, dealer_key, type_cards

N, C, A, R, F = (Qt.Key.Key_N, Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_R, Qt.Key.Key_F)


def money(n: int) -> str:
    return QLocale().toString(n)


def table(qtbot: QtBot, scenario: Scenario) -> DealerPanel:
    """A practice table dealing ``scenario``, its cards offered step by step."""
    panel = DealerPanel(scenario.session(), offer=partial(step_cards, scenario))
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    panel.activateWindow()
    panel.setFocus()
    return panel


def to_action(qtbot: QtBot, panel: DealerPanel) -> None:
    """N until a player is to act (the cards the scenario fixes dealt as offered)."""
    for _ in range(60):
        if panel.session.legal() is not None:
            return
        dealer_key(qtbot, panel, N)
        assert not panel.error_label.isVisible(), panel.error_label.text()
    raise AssertionError("nobody came to act")


def cards(text: str) -> tuple:  # type: ignore[type-arg]
    return tuple(parse_cards(text))


# ----------------------------------------------------------------- item 1


STUD_HILO = Scenario("stud-hilo", Limit.FIXED_LIMIT, {2: 2000, 5: 2000, 7: 2000}, 7,
                     bets=(100, 200), ante=10, bring_in=30,
                     hole={2: cards("Kd Qc 2d"), 5: cards("Ah 3c 5d"), 7: cards("9s 9d Kh")})


def test_R_5_5_stud_hilo_facing_the_bring_in_the_most_is_completing_not_all_in(
        qtbot: QtBot) -> None:
    """Issue 30 item 1: 1,990 behind facing the bring-in of 30 at 100/200: "All-in
    1,990 (A)" was shown and recorded a call; the most is completing to 100."""
    panel = table(qtbot, STUD_HILO)
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, Qt.Key.Key_B)  # seat 2's 2d brings in for 30
    bar = panel.actions_bar
    assert panel.session.legal().seat == 5
    assert not bar.all_in.isVisible()
    assert bar.bet_raise.text() == "Complete to 100 (R)"
    assert bar.check_call.text() == "Call 30 (C)"
    before = panel.session.hand.log
    dealer_key(qtbot, panel, A)  # nothing shown for A: nothing recorded
    assert panel.session.hand.log == before
    dealer_key(qtbot, panel, R)
    assert panel.session.hand.log[-1] == BetRaise(5, 100)


OMAHA = Scenario("omaha", Limit.POT_LIMIT, {1: 10_000, 2: 10_000, 3: 10_000}, 3,
                 blinds=(50, 100))


def test_R_5_4_omaha_pot_limit_with_10000_behind_the_most_is_350(qtbot: QtBot) -> None:
    """Issue 30 item 1: "All-in 10,000 (A)" recorded a call of 100 in Omaha PL 50/100."""
    panel = table(qtbot, OMAHA)
    to_action(qtbot, panel)
    bar = panel.actions_bar
    assert not bar.all_in.isVisible()
    assert bar.amount.maximum() == 350
    assert "pot-limit maximum 350" in bar.range.text() and "R-5.4" in bar.range.text()
    before = panel.session.hand.log
    dealer_key(qtbot, panel, A)
    assert panel.session.hand.log == before  # no call recorded
    bar.amount.setFocus()
    bar.amount.selectAll()
    qtbot.keyClicks(bar.amount, "350")
    click(qtbot, bar.bet_raise)
    assert panel.session.hand.log[-1] == BetRaise(3, 350)


def test_R_5_4_a_short_stack_all_in_within_the_pot_limit_bets_its_stack(qtbot: QtBot) -> None:
    """All-in is shown when the stack is at most the most, and A puts it all in."""
    short = Scenario("omaha", Limit.POT_LIMIT, {1: 10_000, 2: 10_000, 3: 300}, 3,
                     blinds=(50, 100))
    panel = table(qtbot, short)
    to_action(qtbot, panel)
    assert panel.actions_bar.all_in.text() == "All-in 300 (A)"
    dealer_key(qtbot, panel, A)
    assert panel.session.hand.log[-1] == BetRaise(3, 300)


# ----------------------------------------------------------------- item 2


def pot_lines(panel: DealerPanel) -> list[str]:
    return [line for line in panel.pots.pots.text().split("<br>") if line.startswith("<b>")]


def test_R_7_3_after_the_blinds_the_pot_is_cut_only_at_the_all_in(qtbot: QtBot) -> None:
    """Issue 30 item 2: after the blinds "main pot 100 - seats 2, 4; Side pot 1: 50 -
    seats 4" (cut at the small blind); the only cut is seat 6's all-in ante of 10."""
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT, {2: 5000, 4: 5000, 6: 10}, 6,
                                  blinds=(50, 100), ante=10))
    to_action(qtbot, panel)
    assert pot_lines(panel) == ["<b>The main pot</b>: 30 — seats 2, 4, 6",
                                "<b>Side pot 1</b>: 150 — seats 2, 4"]


def test_R_7_3_pots_in_a_round_are_cut_at_all_in_amounts_only(qtbot: QtBot) -> None:
    """Issue 30 item 2: after 300, all-in 450, all-in 800 a side pot of 350 for one
    seat was shown; the cuts are at 450 and 800 only, seats with chips in all."""
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT,
                                  {1: 5000, 2: 5000, 3: 5000, 4: 450, 5: 800}, 5,
                                  blinds=(50, 100)))
    to_action(qtbot, panel)
    bar = panel.actions_bar
    assert panel.session.legal().seat == 3
    bar.amount.setFocus()
    bar.amount.selectAll()
    qtbot.keyClicks(bar.amount, "300")
    click(qtbot, bar.bet_raise)
    panel.setFocus()
    dealer_key(qtbot, panel, A)  # seat 4 all-in 450
    dealer_key(qtbot, panel, A)  # seat 5 all-in 800
    assert pot_lines(panel) == [
        f"<b>The main pot</b>: {money(50 + 100 + 300 + 450 + 450)} — seats 1, 2, 3, 4, 5",
        "<b>Side pot 1</b>: 350 — seats 1, 2, 3, 5"]


def test_R_7_3_two_equal_all_ins_make_one_cut(qtbot: QtBot) -> None:
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT,
                                  {1: 5000, 2: 5000, 3: 600, 4: 600}, 4, blinds=(50, 100)))
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, A)  # seat 3 all-in 600
    dealer_key(qtbot, panel, A)  # seat 4 all-in 600
    assert pot_lines(panel) == [
        f"<b>The main pot</b>: {money(50 + 100 + 600 + 600)} — seats 1, 2, 3, 4"]


# ----------------------------------------------------------------- item 3


SEVEN = Scenario("holdem", Limit.NO_LIMIT, {2: 5000, 7: 5000}, 2, blinds=(50, 100),
                 hole={7: cards("Kd Kh"), 2: cards("As Ad")})


def test_R_1_4_a_burn_card_in_seat_7s_hand_is_refused_naming_where(qtbot: QtBot) -> None:
    panel = table(qtbot, SEVEN)
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, C)  # seat 2 calls
    dealer_key(qtbot, panel, C)  # seat 7 checks
    assert panel.session.step().kind is StepKind.BURN
    before = panel.session.hand.log
    deal_typed(qtbot, panel, "Kd")
    assert "Kd is in seat 7's hand" in panel.error_label.text()
    assert "Kd is in seat 7's hand" in panel.cards.problem.text()  # said as it is typed
    assert panel.session.hand.log == before  # nothing burned
    deal_typed(qtbot, panel, "3c")
    assert panel.session.hand.log[-1] == Burn(cards("3c")[0])


def test_R_1_4_a_flop_with_a_card_already_out_names_where_it_is(qtbot: QtBot) -> None:
    panel = table(qtbot, SEVEN)
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, C)
    dealer_key(qtbot, panel, C)
    deal_typed(qtbot, panel, "3c")  # the burn
    before = panel.session.hand.log
    deal_typed(qtbot, panel, "2h 3c 9s")
    assert "3c was burned" in panel.error_label.text()
    assert panel.session.hand.log == before


def test_R_4_3_up_cards_typed_for_every_seat_in_dealing_order(qtbot: QtBot) -> None:
    """Issue 30 item 3: "5d 2c 2d Ac Kh" gave only the first to seat 2."""
    stud = Scenario("stud", Limit.FIXED_LIMIT, {2: 1000, 3: 1000, 5: 1000, 6: 1000, 8: 1000}, 8,
                    bets=(100, 200), ante=10, bring_in=30)
    panel = table(qtbot, stud)
    while panel.session.step().kind is not StepKind.DEAL_HOLE:
        dealer_key(qtbot, panel, N)
    assert "for every seat" in panel.cards.prompt.text()
    deal_typed(qtbot, panel, "5d 2c 2d Ac Kh")
    hand = panel.session.hand
    ups = {seat: hand.up_cards(i)[0] for i, seat in enumerate(hand.seats)}
    assert {seat: str(card) for seat, card in ups.items()} == {
        2: "5d", 3: "2c", 5: "2d", 6: "Ac", 8: "Kh"}
    assert panel.session.step().seat == 3  # 2c brings in
    dealer_key(qtbot, panel, Qt.Key.Key_U)  # the deal is one gesture: undone whole
    assert all(not h for h in panel.session.hand.hole)


def test_R_1_4_an_up_card_already_dealt_is_refused_naming_the_seat(qtbot: QtBot) -> None:
    """Stud's door cards typed for every seat with 5d twice, then a fourth-street card
    that is already seat 2's door card: each refused naming where it is, nothing dealt."""
    stud = Scenario("stud", Limit.FIXED_LIMIT, {2: 1000, 3: 1000, 5: 1000}, 5,
                    bets=(100, 200), ante=10, bring_in=30)
    panel = table(qtbot, stud)
    while panel.session.step().kind is not StepKind.DEAL_HOLE:
        dealer_key(qtbot, panel, N)
    before = panel.session.hand.log
    deal_typed(qtbot, panel, "5d 2c 5d")
    assert "5d is typed twice" in panel.error_label.text()
    assert panel.session.hand.log == before
    deal_typed(qtbot, panel, "5d 2c 9d")  # seat 3's 2c brings in (R-6.4)
    dealer_key(qtbot, panel, Qt.Key.Key_B)  # seat 3 brings in
    dealer_key(qtbot, panel, C)  # seat 5 calls 30
    dealer_key(qtbot, panel, C)  # seat 2 calls 30
    while panel.session.step().kind is not StepKind.DEAL_HOLE:
        dealer_key(qtbot, panel, N)  # the burn
    before = panel.session.hand.log
    deal_typed(qtbot, panel, "5d 7c 8c")
    assert "5d is in seat 2's hand" in panel.error_label.text()
    assert panel.session.hand.log == before


def test_R_1_4_draw_replacements_already_seen_are_refused_naming_where(qtbot: QtBot) -> None:
    draw = Scenario("draw", Limit.FIXED_LIMIT, {1: 1000, 2: 1000}, 1, bets=(100, 200), ante=10)
    panel = table(qtbot, draw)
    while panel.session.step().kind is not StepKind.DEAL_HOLE:
        dealer_key(qtbot, panel, N)
    assert panel.session.step().seat == 2
    deal_typed(qtbot, panel, "Ah Ad Ks Kd 9h")  # seat 2's five, as the dealer sees them
    dealer_key(qtbot, panel, N)  # seat 1's unknown
    while panel.session.step().kind is not StepKind.DISCARD:
        dealer_key(qtbot, panel, C)
    dealer_key(qtbot, panel, Qt.Key.Key_0)  # seat 2 stands pat
    dealer_key(qtbot, panel, Qt.Key.Key_2)  # seat 1 draws two
    dealer_key(qtbot, panel, N)  # the burn before the replacements
    assert panel.session.step().kind is StepKind.DEAL_HOLE
    before = panel.session.hand.log
    deal_typed(qtbot, panel, "Ks 2d")
    assert "Ks is in seat 2's hand" in panel.error_label.text()
    assert panel.session.hand.log == before
    deal_typed(qtbot, panel, "2d 3d")
    assert panel.session.hand.log[-1] == DealHole(1, cards("2d 3d"))


# ----------------------------------------------------------------- item 4


def test_R_6_5_stand_pat_on_0_and_keypad_0_and_draws_on_1_to_5(qtbot: QtBot) -> None:
    """Issue 30 item 4: "Stand pat (0)" did nothing on 0 or keypad 0; Draw 1-5 had no keys."""
    draw = Scenario("draw", Limit.FIXED_LIMIT, {1: 1000, 2: 1000, 3: 1000}, 3, bets=(100, 200),
                    ante=10)
    panel = table(qtbot, draw)
    to_action(qtbot, panel)
    while panel.session.step().kind is not StepKind.DISCARD:
        dealer_key(qtbot, panel, C)
    bar = panel.actions_bar
    assert [b.text() for b in bar.draws] == ["Stand pat (0)"] + [f"Draw {n} ({n})"
                                                                  for n in range(1, 6)]
    dealer_key(qtbot, panel, Qt.Key.Key_0)
    dealer_key(qtbot, panel, Qt.Key.Key_0, Qt.KeyboardModifier.KeypadModifier)
    dealer_key(qtbot, panel, Qt.Key.Key_3)
    assert panel.session.hand.log[-3:] == (Discard(1, ()), Discard(2, ()),
                                           Discard(3, (None, None, None)))


def test_R_6_5_a_known_hand_draws_the_cards_chosen_and_is_refused_in_words_without(
        qtbot: QtBot) -> None:
    """A draw from a hand the dealer knows (typed, or fixed by a practice scenario):
    Draw 2 answered "Seat 1 holds ...; None is not among them". Without the cards
    chosen it now says to choose them and nothing is recorded; with two of the
    hand's cards typed in the card field, 2 discards exactly those (R-6.5)."""
    draw = Scenario("draw", Limit.FIXED_LIMIT, {1: 1000, 2: 1000, 3: 1000}, 3, bets=(100, 200),
                    ante=10, hole={1: cards("As Ks 7d 4c 2h"), 2: cards("Qh Qd 9c 8c 3s"),
                                   3: cards("Jc Jd Th 6s 5d")})
    panel = table(qtbot, draw)
    to_action(qtbot, panel)
    while panel.session.step().kind is not StepKind.DISCARD:
        dealer_key(qtbot, panel, C)
    assert panel.session.step().seat == 1
    assert panel.cards.isVisible()
    assert panel.cards.prompt.text() == "Cards: the cards seat 1 discards (5, optional)"
    before = panel.session.hand.log
    dealer_key(qtbot, panel, Qt.Key.Key_2)
    assert panel.error_label.text() == (
        "\u26a0 Seat 1 draws 2: every card of the hand is known, so choose the 2 cards it "
        'discards (<a href="rule:R-6.5">R-6.5</a>)')
    assert "None" not in panel.error_label.text()
    assert panel.session.hand.log == before
    type_cards(qtbot, panel, "7d 4c")
    panel.setFocus()
    dealer_key(qtbot, panel, Qt.Key.Key_1)  # one key, two cards chosen: refused in words
    assert "Seat 1 draws 1, but 2 cards are chosen" in panel.error_label.text()
    assert panel.session.hand.log == before
    dealer_key(qtbot, panel, Qt.Key.Key_2)
    assert panel.session.hand.log[-1] == Discard(1, cards("7d 4c"))
    assert panel.session.hand.hole[0] == cards("As Ks 2h")
    if panel.session.step().kind is StepKind.BURN:
        dealer_key(qtbot, panel, N)
    deal_typed(qtbot, panel, "5s 6c")  # seat 1's two new cards, typed and Enter
    assert (panel.session.step().kind, panel.session.step().seat) == (StepKind.DISCARD, 2)
    deal_typed(qtbot, panel, "9c 8c 3s")  # seat 2's discards typed, then Enter: draws 3
    assert panel.session.hand.log[-1] == Discard(2, cards("9c 8c 3s"))


# ----------------------------------------------------------------- item 5


def test_R_7_3_after_the_river_the_odds_say_who_wins_each_pot(qtbot: QtBot) -> None:
    """Issue 30 item 5: A-K was shown "win 0.0%" though it wins side pot 1 of 1,400."""
    scenario = Scenario("holdem", Limit.NO_LIMIT, {1: 300, 2: 1000, 3: 1000}, 3,
                        blinds=(50, 100), board=cards("9c 9h 2d 5s Ts"),
                        hole={1: cards("Th 9s"), 2: cards("Ac Kc"), 3: cards("Qd Jd")})
    panel = table(qtbot, scenario)
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, A)  # seat 3 all-in 1,000
    dealer_key(qtbot, panel, A)  # seat 1 calls all-in 300
    dealer_key(qtbot, panel, C)  # seat 2 calls all-in
    while panel.session.step().kind is not StepKind.AWARD:
        dealer_key(qtbot, panel, N)
    qtbot.waitUntil(lambda: panel.odds.view is not None and panel.odds.view.exact)
    text = panel.pots.pots.text()
    assert "<b>The main pot</b>: 900 — seats 1, 2, 3<br>&nbsp;&nbsp;seat 1 100.0%" in text
    assert f"<b>Side pot 1</b>: {money(1400)} — seats 2, 3<br>&nbsp;&nbsp;seat 2 100.0% · " \
           "seat 3 0.0%" in text
    odds = panel.odds.view.by_seat()
    assert round(odds[2].share, 1) == round(100 * 1400 / 2300, 1)  # its share of all pots
    assert panel.odds.overlay.lines[2][0].startswith("pots 60.9%")


# ----------------------------------------------------------------- item 7


def test_words_a_call_with_chips_in_front_says_its_total_as_all_in_does(qtbot: QtBot) -> None:
    """Issue 30 item 7: "Call 75" (an increment) beside "All-in 175" (a total)."""
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT, {1: 10_000, 2: 10_000, 3: 10_000}, 3,
                                  blinds=(50, 100)))
    to_action(qtbot, panel)
    bar = panel.actions_bar
    bar.amount.setFocus()
    bar.amount.selectAll()
    qtbot.keyClicks(bar.amount, "300")
    click(qtbot, bar.bet_raise)  # seat 3 raises to 300
    panel.setFocus()
    assert bar.check_call.text() == "Call 250 to 300 (C)"  # seat 1, the small blind
    assert bar.all_in.text() == f"All-in {money(9950)} to {money(10_000)} (A)"
    assert bar.bet_raise.text() == "Raise to (R)"
    dealer_key(qtbot, panel, C)
    dealer_key(qtbot, panel, C)
    assert panel.session.hand.log[-2:] == (CheckCall(1), CheckCall(2))


def test_words_the_big_blinds_option_is_a_raise_not_a_bet(qtbot: QtBot) -> None:
    panel = table(qtbot, Scenario("holdem", Limit.FIXED_LIMIT, {1: 3000, 2: 3000, 3: 3000}, 3,
                                  blinds=(50, 100), bets=(100, 200)))
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, C)
    dealer_key(qtbot, panel, C)
    assert panel.session.legal().seat == 2 and panel.session.legal().call == 0
    assert panel.actions_bar.bet_raise.text() == "Raise to 200 (R)"
    assert panel.actions_bar.check_call.text() == "Check (C)"


def test_R_6_4_the_stud_completion_reads_complete_to_100(qtbot: QtBot) -> None:
    panel = table(qtbot, STUD_HILO)
    to_action(qtbot, panel)
    assert panel.actions_bar.bring_in.text() == "Bring in 30 (B)"
    assert panel.actions_bar.bet_raise.text() == "Complete to 100 (R)"
    assert "button" not in panel.header.text()  # stud deals without a button


# ------------------------------------------------------- RULES.md 2026-12-02


OPEN_PAIR = {1: cards("Ah Kd 9c 9s"), 2: cards("Qs Jd 2d Tc"), 3: cards("7h 7d Kc 3s")}


def to_fourth_street(qtbot: QtBot, panel: DealerPanel) -> None:
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, Qt.Key.Key_B)  # the 2d brings in
    while panel.session.hand.street == 0:
        dealer_key(qtbot, panel, C if panel.session.legal() else N)
    to_action(qtbot, panel)


def test_R_6_4_at_a_cash_table_the_open_pair_offers_the_big_bet(qtbot: QtBot) -> None:
    cash = Scenario("stud", Limit.FIXED_LIMIT, {1: 2000, 2: 2000, 3: 2000}, 3, bets=(100, 200),
                    ante=10, bring_in=30, cash=True, hole=OPEN_PAIR)
    panel = table(qtbot, cash)
    assert "may bet 100 or 200 (cash table" in panel.note.text() and panel.note.isVisible()
    to_fourth_street(qtbot, panel)
    bar = panel.actions_bar
    assert panel.session.legal().seat == 1  # the open nines show best
    assert (bar.bet_raise.text(), bar.bet_raise_big.text()) == ("Bet to 100 (R)",
                                                                "Bet to 200 (H)")
    assert "R-6.4" in bar.range.text()
    dealer_key(qtbot, panel, Qt.Key.Key_H)
    assert panel.session.hand.log[-1] == BetRaise(1, 200)


def test_R_6_4_at_a_tournament_table_the_open_pair_changes_nothing(qtbot: QtBot) -> None:
    tournament = Scenario("stud", Limit.FIXED_LIMIT, {1: 2000, 2: 2000, 3: 2000}, 3,
                          bets=(100, 200), ante=10, bring_in=30, hole=OPEN_PAIR)
    panel = table(qtbot, tournament)
    assert "the bet stays 100 (tournament" in panel.note.text()
    to_fourth_street(qtbot, panel)
    assert panel.actions_bar.bet_raise.text() == "Bet to 100 (R)"
    assert not panel.actions_bar.bet_raise_big.isVisible()


def test_R_3_7_a_short_straddle_in_no_limit_is_an_incomplete_raise(qtbot: QtBot) -> None:
    straddle = Scenario("holdem", Limit.NO_LIMIT, {1: 5000, 2: 5000, 3: 5000, 4: 150, 5: 5000},
                        1, blinds=(50, 100), cash=True, straddle=True)
    panel = table(qtbot, straddle)
    to_action(qtbot, panel)
    bar = panel.actions_bar
    assert panel.session.legal().seat == 5
    assert bar.check_call.text() == "Call 150 (C)"
    assert bar.amount.minimum() == 250 and "minimum 250" in bar.range.text()


def short_all_ins_on_the_flop(qtbot: QtBot, scenario: Scenario) -> DealerPanel:
    """Everyone calls 10 before the flop; on the flop seat 1 bets 100, seat 2 calls,
    seats 3 and 4 go all in (A) and seat 5 folds, all by keys."""
    panel = table(qtbot, scenario)
    to_action(qtbot, panel)
    while panel.session.hand.street == 0 or panel.session.legal() is None:
        dealer_key(qtbot, panel, C if panel.session.legal() else N)
    bar = panel.actions_bar
    bar.amount.setFocus()
    bar.amount.selectAll()
    qtbot.keyClicks(bar.amount, "100")
    click(qtbot, bar.bet_raise)  # seat 1 bets 100
    panel.setFocus()
    for key in (C, A, A, F):  # seat 2 calls, 3 and 4 all in, 5 folds
        dealer_key(qtbot, panel, key)
    return panel


def test_R_5_7_two_short_all_ins_making_a_full_raise_reopen_on_the_panel(qtbot: QtBot) -> None:
    """RULES.md 2026-12-02, the shipped example: all-ins of 150 and 210 over seat 1's
    bet of 100 are each short, together 110 more, a full raise: seat 1 is offered a
    call of 110 and a raise from 310 (210 + the last full bet 100)."""
    from director.services.practice.scenario import read_scenario, shipped_scenarios

    panel = short_all_ins_on_the_flop(qtbot, read_scenario(
        shipped_scenarios()["r5-7-short-all-ins-together"]))
    bar = panel.actions_bar
    assert panel.session.legal().seat == 1
    assert bar.check_call.text() == "Call 110 to 210 (C)"
    assert bar.bet_raise.isVisible() and bar.amount.minimum() == 310
    assert "minimum 310" in bar.range.text()


def test_R_5_7_the_raise_range_and_the_training_answer_cite_R_5_7_after_short_all_ins(
        qtbot: QtBot) -> None:
    """The shipped example: the smallest raise, 310, is decided by R-5.7 (210 + the
    last full bet 100), not by no limit's R-5.3 (which sets only the most, the
    stack): the panel's range line cites R-5.7 first, and training's smallest-raise
    explanation cites R-5.7 alone, in both languages."""
    from director.engine.messages import render
    from director.services.practice.questions import Topic, hand_questions
    from director.services.practice.scenario import read_scenario, shipped_scenarios

    panel = short_all_ins_on_the_flop(qtbot, read_scenario(
        shipped_scenarios()["r5-7-short-all-ins-together"]))
    import re

    text = re.sub("<[^>]+>", "", panel.actions_bar.range.text())  # the words shown
    assert text == "Raise to: minimum 310, maximum (all-in) 990 (R-5.7, R-5.3)"
    [q] = [q for q in hand_questions(panel.session.hand) if q.topic is Topic.MIN_RAISE]
    assert q.answer == 310 and q.rules == ("R-5.7",)
    for language in ("en", "hu"):
        said = render(q.explanation, language)
        assert "R-5.7" in said and "R-5.3" not in said and "310" in said, said


def test_R_5_7_short_all_ins_under_a_full_raise_together_offer_no_raise(qtbot: QtBot) -> None:
    """The same with seat 4 all-in for 190: 90 over the 100 seat 1 faced, less than a
    full raise: seat 1 may call 90 or fold, no raise button (R-5.7)."""
    panel = short_all_ins_on_the_flop(qtbot, Scenario(
        "holdem", Limit.NO_LIMIT, {1: 1000, 2: 1000, 3: 160, 4: 200, 5: 1000}, 5,
        blinds=(5, 10)))
    bar = panel.actions_bar
    assert panel.session.legal().seat == 1
    assert bar.check_call.text() == "Call 90 to 190 (C)"
    assert not bar.bet_raise.isVisible() and not bar.all_in.isVisible()
    dealer_key(qtbot, panel, R)  # R does nothing
    assert panel.session.legal().seat == 1


def test_R_7_2_the_called_river_bettor_shows_and_the_others_may_muck(qtbot: QtBot) -> None:
    muck = Scenario("holdem", Limit.NO_LIMIT, {1: 5000, 2: 5000, 3: 5000}, 3, blinds=(50, 100),
                    board=cards("2c 7d 8h Jc Qs"),
                    hole={1: cards("Ah Kh"), 2: cards("Td 9d"), 3: cards("Qc Qd")})
    panel = table(qtbot, muck)
    to_action(qtbot, panel)
    while panel.session.hand.street < 3 or panel.session.legal() is None:
        dealer_key(qtbot, panel, C if panel.session.legal() else N)
    dealer_key(qtbot, panel, C)  # seat 1 checks the river
    dealer_key(qtbot, panel, R)  # seat 2 bets 100
    dealer_key(qtbot, panel, C)  # seat 3 calls
    dealer_key(qtbot, panel, C)  # seat 1 calls
    history = panel.history.shown()
    assert history[0][-1] == "River"  # the river's betting is shown
    assert "bets 100" in [row[-1] for row in history[1:]]
    s = panel.session
    assert s.step().kind is StepKind.SHOW and s.step().seat == 2
    assert not panel.actions_bar.muck.isVisible()  # the called bettor shows
    dealer_key(qtbot, panel, Qt.Key.Key_M)
    assert s.hand.log[-1] == CheckCall(1)  # M did nothing
    dealer_key(qtbot, panel, N)
    assert isinstance(s.hand.log[-1], Show)
    assert panel.actions_bar.muck.isVisible()  # seat 3 may give up
    dealer_key(qtbot, panel, Qt.Key.Key_M)
    assert s.hand.log[-1] == Muck(s.hand.log[-1].seat)


def test_R_7_2_with_folds_the_panel_calls_only_the_hands_still_in_in_showing_order(
        qtbot: QtBot) -> None:
    """Five seats, the button at seat 1; seat 5 and seat 2 (left of the button) fold
    before the flop and the rest check it down. Nobody bet on the river, so R-7.2
    calls the first hand still in left of the button: seat 3, then 4, then 1; no
    step ever names a folded seat."""
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT, dict.fromkeys(range(1, 6), 1000), 1,
                                  blinds=(5, 10), board=cards("2h 9d 8c 3s 4c"),
                                  hole={1: cards("As Ad"), 2: cards("2c 7d"), 3: cards("Ks Kd"),
                                        4: cards("3h 8s"), 5: cards("Qs Qd")}))
    to_action(qtbot, panel)
    for key in (C, F, C, F, C):  # seat 4 calls, 5 folds, 1 calls, 2 folds, 3 checks
        dealer_key(qtbot, panel, key)
    s = panel.session
    while s.step().kind is not StepKind.SHOW:
        dealer_key(qtbot, panel, C if s.legal() else N)
    called = []
    while s.step().kind is StepKind.SHOW:
        step = s.step()
        called.append(step.seat)
        assert f"Seat {step.seat} " in panel.step_label.text()
        dealer_key(qtbot, panel, N)
    assert called == [3, 4, 1]
    assert s.hand.showing_order() == [3, 4, 1]


# ------------------------------------------------------------ the history


def test_the_history_shows_this_round_and_the_last_per_seat(qtbot: QtBot) -> None:
    panel = table(qtbot, Scenario("holdem", Limit.NO_LIMIT, {1: 5000, 2: 5000, 3: 5000}, 3,
                                  blinds=(50, 100)))
    to_action(qtbot, panel)
    dealer_key(qtbot, panel, F)  # seat 3 folds
    dealer_key(qtbot, panel, C)  # seat 1 calls 50
    dealer_key(qtbot, panel, C)  # seat 2 checks
    dealer_key(qtbot, panel, N)  # the burn
    dealer_key(qtbot, panel, N)  # the flop
    dealer_key(qtbot, panel, R)  # seat 1 bets 100
    assert panel.history.shown() == [["Seat", "Preflop", "Flop"],
                                     ["1", "posts the small blind of 50, calls 50",
                                      "bets 100"],
                                     ["2", "posts the big blind of 100, checks", "—"],
                                     ["3", "folds", "—"]]


def test_R_4_2_the_history_names_the_big_blind_ante_beside_the_big_blind(qtbot: QtBot) -> None:
    """Blinds 200/400 with a big-blind ante of 400 (R-4.2, the blind posted first):
    the big blind's row says which 400 is the blind and which the ante."""
    from dataclasses import replace

    from director.services.tables.dealer_session import USUAL_GAMES, DealerSession

    game = replace(USUAL_GAMES["holdem"], small_blind=200, big_blind=400, ante=400,
                   big_blind_ante=True)
    panel = DealerPanel(DealerSession.in_memory(game, {1: 20000, 2: 20000, 3: 20000},
                                                button=3))
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    panel.activateWindow()
    panel.setFocus()
    to_action(qtbot, panel)
    rows = {row[0]: row[1] for row in panel.history.shown()[1:]}
    assert rows["2"] == (f"posts the big blind of {money(400)}, "
                         f"posts the big-blind ante of {money(400)}")
    assert rows["1"] == f"posts the small blind of {money(200)}"
    assert rows["3"] == "—"


def test_R_4_3_guts_draws_the_button_it_names_in_the_header(qtbot: QtBot) -> None:
    """Guts is dealt from the button, the button last (R-4.3; it moves after each
    deal, R-3.3): the shipped survivor example's header names the button seat 4,
    and the felt draws the button there and nowhere else, as the seats list says."""
    from director.services.practice.scenario import read_scenario, shipped_scenarios

    panel = table(qtbot, read_scenario(shipped_scenarios()["game-guts-survivor"]))
    assert panel.session.is_guts
    assert "button seat 4" in panel.header.text()
    drawn = [seat.seat for seat in panel.felt.table.seats if seat.button]
    assert drawn == [4]
    rows = [r for r in panel.session.seat_rows() if r.status & SeatStatus.BUTTON]
    assert [r.seat for r in rows] == [4]
