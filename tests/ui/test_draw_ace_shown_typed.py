"""Five-card draw at a cash table whose house rules allow at most three cards drawn,
four keeping and showing an ace (R-6.5), the hands not typed (a live table): at the
draw the card field asks for the ace shown, the dealer types it and draws four; the
ace is recorded as shown (R-1.4: a card once per hand). A card that is not an ace,
or the ace with a draw of one, is refused in words and changes nothing; the draw never
offers five (antes 25, bets 100/200, dealt by keys at the main window's panel)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.cards import Card
from director.engine.hand.facts.events import Discard
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings, HouseRules
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key, type_text

__all__ = ["context"]


def _draw_panel(qtbot: QtBot, tmp_path: Path, context: AppContext) -> DealerPanel:
    """The main window's dealer panel at the draw of a hand dealt by keys, no card typed."""
    event = seated_cash_game(context, "Draw", CashSettings(
        game="draw", limit="fixed limit", ante=25, small_bet=100, big_bet=200,
        min_buy_in=1_000, house_rules=HouseRules(draw_at_most_three=True)), (3_000,) * 3)
    panel = dealt_at_cash_table(qtbot, tmp_path, context, event)
    window = panel.window()
    s = panel.session
    while s.step().kind is not StepKind.DISCARD:  # antes and cards N, everyone checks
        key(qtbot, window, Qt.Key.Key_C if s.step().kind is StepKind.ACT else Qt.Key.Key_N)
    return panel


def _type_card(qtbot: QtBot, panel: DealerPanel, card: str) -> None:
    """A click in the card field, then the card typed, as the dealer would."""
    entry = panel.cards.entry
    assert entry.isVisible() and entry.isEnabled()
    qtbot.mouseClick(entry, Qt.MouseButton.LeftButton)
    entry.selectAll()
    type_text(qtbot, panel.window(), card)


def test_R_6_5_R_1_4_four_drawn_keeping_the_ace_typed_at_an_unknown_hand(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The audit: with the cards not typed there was nowhere to type the shown ace,
    so a draw of four was always refused."""
    panel = _draw_panel(qtbot, tmp_path, context)
    s = panel.session
    seat = s.step().seat
    assert seat is not None
    assert panel.cards.isVisible()
    assert f"the ace seat {seat} keeps and shows to draw 4" in panel.cards.prompt.text()
    _type_card(qtbot, panel, "As")
    qtbot.mouseClick(panel.actions_bar.draws[4], Qt.MouseButton.LeftButton)
    assert not panel.error_label.isVisible(), panel.error_label.text()
    assert s.state.log[-1] == Discard(seat, (None,) * 4, kept=(Card.parse("As"),))
    hand = s.hand
    assert Card.parse("As") in hand.hole[hand.player_at(seat)]
    assert hand.known[Card.parse("As")] == f"shown by seat {seat}"


def test_R_6_5_a_card_not_an_ace_or_a_draw_of_one_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    panel = _draw_panel(qtbot, tmp_path, context)
    s = panel.session
    seat = s.step().seat
    before = s.state.log
    _type_card(qtbot, panel, "Kd")
    qtbot.mouseClick(panel.actions_bar.draws[4], Qt.MouseButton.LeftButton)
    assert s.state.log == before
    assert panel.error_label.text().startswith(
        f"\u26a0 Seat {seat} shows Kd, not an ace: 4 cards may be drawn only keeping and showing"
        " an ace")
    _type_card(qtbot, panel, "Ah")
    key(qtbot, panel.window(), Qt.Key.Key_Return)  # Enter: draws as many as typed, one
    assert s.state.log == before
    assert "the card typed is the ace seat" in panel.error_label.text()
    assert "(typed: 1, drawing 1)" in panel.error_label.text()


def test_R_6_5_at_most_three_cards_the_draw_offers_no_five(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The draw showed Draw 4 and Draw 5 under the three-card rule: Draw 5 is never
    allowed there (four only keeping a shown ace); 5 pressed all the same is refused
    in words and changes nothing."""
    panel = _draw_panel(qtbot, tmp_path, context)
    s = panel.session
    offered = [b.text() for b in panel.actions_bar.draws if b.isVisible()]
    assert offered == ["Stand pat (0)", "Draw 1 (1)", "Draw 2 (2)", "Draw 3 (3)", "Draw 4 (4)"]
    before = s.state.log
    key(qtbot, panel.window(), Qt.Key.Key_5)
    assert s.state.log == before
    assert panel.error_label.text().startswith(
        "\u26a0 At most 3 cards may be drawn, 4 when the player keeps and shows an ace")
