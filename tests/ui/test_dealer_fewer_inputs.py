"""The inputs a dealer gives for one street of hold'em with the board typed
(DESIGN.md "Keyboard first": a common gesture as short as the best tools). Before:
N for the burn (R-4.4, R-4.5), a click on the card field, the cards typed, Enter.
The burn step takes the street's cards itself: burn and deal in one gesture."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import Burn, DealBoard
from director.engine.hand.rules.steps import StepKind
from director.services.practice.scenario import Scenario
from director.services.practice.scenario_cards import step_cards
from director.services.tables.dealer_session import SeatStatus
from director.ui.dealer.panel import DealerPanel
from tests.ui.dealer_driver import click
from tests.ui.keys_driver import key, type_text

HEADS_UP = Scenario("holdem", Limit.NO_LIMIT, {2: 5000, 7: 5000}, 2, blinds=(50, 100),
                    hole={7: tuple(parse_cards("Kd Kh")), 2: tuple(parse_cards("As Ad"))})


class Dealer:
    """The dealer at the panel: every key, every typing and every click counted."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        # the hole cards the scenario fixes offered in the field, dealt with N
        self.panel = DealerPanel(HEADS_UP.session(), offer=partial(step_cards, HEADS_UP))
        qtbot.addWidget(self.panel)
        self.panel.resize(1366, 768)
        self.panel.show()
        self.panel.activateWindow()
        self.panel.setFocus()
        self.inputs: list[str] = []

    def key(self, k: Qt.Key) -> QWidget:
        self.inputs.append(Qt.Key(k).name)
        return key(self.qtbot, self.panel, k)

    def type(self, text: str) -> QWidget:
        self.inputs.append(f"type {text}")
        return type_text(self.qtbot, self.panel, text)

    def click(self, widget: QWidget) -> None:
        self.inputs.append(f"click {widget.objectName()}")
        click(self.qtbot, widget)  # type: ignore[arg-type]

    def to_flop_burn(self) -> None:
        """Blinds and hole cards with N, seat 2 calls and seat 7 checks: the burn."""
        s = self.panel.session
        while s.legal() is None:
            self.key(Qt.Key.Key_N)
        self.key(Qt.Key.Key_C)
        self.key(Qt.Key.Key_C)
        assert s.step().kind is StepKind.BURN
        assert not self.panel.cards.entry.text()  # nothing offered: the dealer types
        self.inputs.clear()


def test_R_4_4_the_flop_typed_at_the_burn_burns_an_unknown_card_and_deals_it(
        qtbot: QtBot) -> None:
    """The flop typed at the burn (R-4.4, R-4.5: a card burned before each street):
    one gesture burns an unknown card and deals the three; one undo takes both."""
    dealer = Dealer(qtbot)
    dealer.to_flop_burn()
    s, panel = dealer.panel.session, dealer.panel
    before = s.hand.log
    dealer.click(panel.cards.entry)
    dealer.type("2h 7c 9s")
    dealer.key(Qt.Key.Key_Return)
    assert not panel.error_label.text(), panel.error_label.text()
    assert s.hand.log[len(before):] == (Burn(None), DealBoard(tuple(parse_cards("2h 7c 9s"))))
    assert s.legal() is not None  # the flop's betting: seat 7 to act
    assert len(dealer.inputs) == 3  # was 4: N, the click, the cards, Enter
    dealer.key(Qt.Key.Key_U)
    assert s.hand.log == before


def test_R_1_4_a_flop_typed_at_the_burn_with_a_card_already_out_changes_nothing(
        qtbot: QtBot) -> None:
    dealer = Dealer(qtbot)
    dealer.to_flop_burn()
    s, panel = dealer.panel.session, dealer.panel
    before = s.hand.log
    dealer.click(panel.cards.entry)
    dealer.type("2h Kd 9s")
    dealer.key(Qt.Key.Key_Return)
    assert "Kd is in seat 7's hand" in panel.error_label.text()
    assert s.hand.log == before


def test_R_4_4_two_cards_at_the_flop_burn_are_refused_saying_what_it_takes(
        qtbot: QtBot) -> None:
    """One card is the burn card itself, three the flop; two are neither."""
    dealer = Dealer(qtbot)
    dealer.to_flop_burn()
    s, panel = dealer.panel.session, dealer.panel
    before = s.hand.log
    dealer.click(panel.cards.entry)
    dealer.type("2h 9s")
    dealer.key(Qt.Key.Key_Return)
    said = panel.error_label.text()
    assert "1 card" in said and "3" in said and "2" in said, said
    assert s.hand.log == before
    panel.cards.entry.clear()
    dealer.type("3c")  # the burn card itself, as before
    dealer.key(Qt.Key.Key_Return)
    assert s.hand.log[-1] == Burn(parse_cards("3c")[0])
    assert s.step().kind is StepKind.DEAL_BOARD


def test_the_card_field_takes_the_focus_at_the_flops_burn_and_a_board_step_only(
        qtbot: QtBot) -> None:
    """Keyboard first: the flop typed at its burn with no click (the cards, Enter:
    two inputs, were four); the turn burned with N and typed at its step (three,
    were four). At a betting step the keys are the panel's: A is all-in there,
    never an ace typed in the card field."""
    dealer = Dealer(qtbot)
    dealer.to_flop_burn()
    s, panel = dealer.panel.session, dealer.panel
    assert dealer.type("2h 7c 9s") is panel.cards.entry
    dealer.key(Qt.Key.Key_Return)
    assert [str(c) for c in s.hand.board] == ["2h", "7c", "9s"]
    assert dealer.inputs == ["type 2h 7c 9s", "Key_Return"]
    assert s.legal() is not None and QApplication.focusWidget() is panel
    dealer.key(Qt.Key.Key_C)
    dealer.key(Qt.Key.Key_C)
    assert s.step().kind is StepKind.BURN  # the turn's: one card here is the burn card
    assert QApplication.focusWidget() is panel
    dealer.inputs.clear()
    dealer.key(Qt.Key.Key_N)
    assert s.step().kind is StepKind.DEAL_BOARD
    assert dealer.type("Qs") is panel.cards.entry
    dealer.key(Qt.Key.Key_Return)
    assert [str(c) for c in s.hand.board] == ["2h", "7c", "9s", "Qs"]
    assert len(dealer.inputs) == 3
    seat = s.step().seat
    assert dealer.key(Qt.Key.Key_A) is panel  # all-in, the whole stack
    row = next(r for r in s.seat_rows() if r.seat == seat)
    assert row.stack == 0 and SeatStatus.ALL_IN in row.status
    assert not panel.cards.entry.text()


def test_undo_with_the_focus_in_the_empty_card_field_takes_the_last_step_back(
        qtbot: QtBot) -> None:
    """Ctrl+Z and U still undo at the flop's burn, where the field has the focus."""
    dealer = Dealer(qtbot)
    dealer.to_flop_burn()
    s = dealer.panel.session
    assert QApplication.focusWidget() is dealer.panel.cards.entry
    before = len(s.hand.log)
    key(qtbot, dealer.panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(s.hand.log) == before - 1 and s.legal() is not None
