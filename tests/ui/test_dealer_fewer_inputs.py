"""The inputs a dealer gives for one street of hold'em with the board typed
(DESIGN.md "Keyboard first": a common gesture as short as the best tools). Before:
N for the burn (R-4.4, R-4.5), a click on the card field, the cards typed, Enter.
The burn step takes the street's cards itself: burn and deal in one gesture; and
the card field has the keyboard there, no click (``test_dealer_card_focus`` counts
every street in the main window)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import Burn, DealBoard, Event
from director.engine.hand.rules.steps import StepKind
from director.services.practice.scenario import Scenario
from director.services.practice.scenario_cards import step_cards
from director.ui.dealer.panel import DealerPanel
from tests.ui.keys_driver import key, type_text

HEADS_UP = Scenario("holdem", Limit.NO_LIMIT, {2: 5000, 7: 5000}, 2, blinds=(50, 100),
                    hole={7: tuple(parse_cards("Kd Kh")), 2: tuple(parse_cards("As Ad"))})


class Dealer:
    """The dealer at the panel: every key and every typing counted."""

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

    def typed_at_the_flop_burn(self, cards: str) -> tuple[Event, ...]:
        """To the flop's burn, then ``cards`` typed (the card field has the keyboard)
        and Enter: the hand's log before them."""
        self.to_flop_burn()
        before = self.panel.session.hand.log
        assert self.type(cards) is self.panel.cards.entry
        self.key(Qt.Key.Key_Return)
        return before


def test_R_4_4_the_flop_typed_at_the_burn_burns_an_unknown_card_and_deals_it(
        qtbot: QtBot) -> None:
    """The flop typed at the burn (R-4.4, R-4.5: a card burned before each street):
    one gesture burns an unknown card and deals the three; one undo takes both."""
    dealer = Dealer(qtbot)
    before = dealer.typed_at_the_flop_burn("2h 7c 9s")
    s, panel = dealer.panel.session, dealer.panel
    assert not panel.error_label.text(), panel.error_label.text()
    assert s.hand.log[len(before):] == (Burn(None), DealBoard(tuple(parse_cards("2h 7c 9s"))))
    assert s.legal() is not None  # the flop's betting: seat 7 to act
    assert len(dealer.inputs) == 2  # was 4: N, the click, the cards, Enter
    dealer.key(Qt.Key.Key_U)
    assert s.hand.log == before


def test_R_1_4_a_flop_typed_at_the_burn_with_a_card_already_out_changes_nothing(
        qtbot: QtBot) -> None:
    dealer = Dealer(qtbot)
    before = dealer.typed_at_the_flop_burn("2h Kd 9s")
    s, panel = dealer.panel.session, dealer.panel
    assert "Kd is in seat 7's hand" in panel.error_label.text()
    assert s.hand.log == before


def test_R_4_4_two_cards_at_the_flop_burn_are_refused_saying_what_it_takes(
        qtbot: QtBot) -> None:
    """One card is the burn card itself, three the flop; two are neither."""
    dealer = Dealer(qtbot)
    before = dealer.typed_at_the_flop_burn("2h 9s")
    s, panel = dealer.panel.session, dealer.panel
    said = panel.error_label.text()
    assert "1 card" in said and "3" in said and "2" in said, said
    assert s.hand.log == before
    panel.cards.entry.clear()
    dealer.type("3c")  # the burn card itself, as before
    dealer.key(Qt.Key.Key_Return)
    assert s.hand.log[-1] == Burn(parse_cards("3c")[0])
    assert s.step().kind is StepKind.DEAL_BOARD
