"""Helpers that drive the dealer panel the way a dealer does: keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from director.engine.cards import STANDARD_DECK
from director.engine.hand.rules.steps import StepKind
from director.ui.dealer.felt_count import StacksCountDialog
from director.ui.dealer.panel import DealerPanel
from tests.ui import keys_driver


def press(qtbot, panel: DealerPanel, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(panel, key)


def click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_cards(qtbot, panel: DealerPanel, text: str) -> None:  # type: ignore[no-untyped-def]
    panel.cards.entry.clear()
    qtbot.keyClicks(panel.cards.entry, text)


def free_cards(panel: DealerPanel, count: int) -> str:
    """The first ``count`` cards of the game's deck not yet seen in the hand."""
    s = panel.session
    used = s.used_cards()
    deck = STANDARD_DECK if s.is_guts else s.hand.setup.game.deck
    return " ".join(str(c) for c in [c for c in deck if c not in used][:count])


def play_out(qtbot, panel: DealerPanel, limit: int = 300) -> None:  # type: ignore[no-untyped-def]
    """Finish the hand: next steps with N, checks and calls with C, stud up
    cards and shows typed, guts declarations clicked, pots awarded."""
    s = panel.session
    for _ in range(limit):
        if s.is_complete:
            return
        step = s.step()
        request = s.card_request()
        assert not panel.error_label.text(), panel.error_label.text()
        if s.is_guts and step.kind is StepKind.ACT:
            ins = s.seats[:2] if s.guts.deal == 1 else s.seats[:1]
            for seat in ins:
                click(qtbot, panel.findChild(QPushButton, f"declare_{seat}"))
            press(qtbot, panel, Qt.Key.Key_N)
        elif step.kind is StepKind.ACT:
            press(qtbot, panel, Qt.Key.Key_C)
        elif step.kind is StepKind.POST_BRING_IN:
            press(qtbot, panel, Qt.Key.Key_B)
        elif step.kind is StepKind.DISCARD and panel.actions_bar.draws[0].isVisible():
            click(qtbot, panel.actions_bar.draws[1])
        elif step.kind is StepKind.AWARD and s.cards_missing():
            first = panel.picker.findChildren(QPushButton)
            for pot_index, pot in enumerate(r for r in s.pot_rows() if r.amount):
                name = f"win_{pot_index}_high_{pot.seats[0]}"
                button = next(b for b in first if b.objectName() == name)
                click(qtbot, button)
            click(qtbot, panel.picker.award)
        else:
            if request.required or (request.count and step.kind is StepKind.SHOW
                                    and (s.is_guts or s.hand.setup.game.is_stud)):
                type_cards(qtbot, panel, free_cards(panel, request.count))
            press(qtbot, panel, Qt.Key.Key_N)
    raise AssertionError(f"hand did not finish: {s.step().text}")


def digit(n: int) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_0.value + n % 10)


def dealer_key(qtbot, panel: DealerPanel, k: Qt.Key,  # type: ignore[no-untyped-def]
               modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the focus is (the panel, or one of its buttons after a
    click), through Qt's shortcut map as a real key press."""
    keys_driver.key(qtbot, panel, k, modifier)


def deal_typed(qtbot, panel: DealerPanel, text: str) -> None:  # type: ignore[no-untyped-def]
    """Cards typed in the card field and dealt with Enter, as a dealer does."""
    panel.cards.entry.setFocus()
    type_cards(qtbot, panel, text)
    dealer_key(qtbot, panel, Qt.Key.Key_Return)
    panel.setFocus()


def play_by_keys(qtbot, panel: DealerPanel, limit: int = 400) -> None:  # type: ignore[no-untyped-def]
    """Finish the hand with keys only, as a dealer at a practice table: cards the
    scenario offers in the field dealt with N (free cards typed where the rules
    need them and none are offered, then Enter), C to check or call, B to bring in,
    guts declarations by seat number, one card drawn (1 for an unknown hand, a known
    hand's first card typed and Enter), the winners picked when no cards decide."""
    s = panel.session
    for _ in range(limit):
        if s.is_complete:
            return
        step = s.step()
        assert not panel.error_label.text(), panel.error_label.text()
        if s.is_guts and step.kind is StepKind.ACT:
            for seat in s.seats[:2] if s.guts.deal == 1 else s.seats[:1]:
                dealer_key(qtbot, panel, digit(seat))
            dealer_key(qtbot, panel, Qt.Key.Key_N)
        elif step.kind is StepKind.ACT:
            dealer_key(qtbot, panel, Qt.Key.Key_C)
        elif step.kind is StepKind.POST_BRING_IN:
            dealer_key(qtbot, panel, Qt.Key.Key_B)
        elif step.kind is StepKind.DISCARD and panel.actions_bar.draws[0].isVisible():
            hole = s.hand.hole[s.hand.player_at(step.seat or 0)]
            if None in hole:
                dealer_key(qtbot, panel, digit(1))
            else:  # a known hand: its first card typed, then Enter draws one
                deal_typed(qtbot, panel, str(next(c for c in hole if c is not None)))
        elif step.kind is StepKind.AWARD and s.cards_missing():
            first = panel.picker.findChildren(QPushButton)
            for pot_index, pot in enumerate(r for r in s.pot_rows() if r.amount):
                name = f"win_{pot_index}_high_{pot.seats[0]}"
                click(qtbot, next(b for b in first if b.objectName() == name))
            click(qtbot, panel.picker.award)
        else:
            request = s.card_request()
            wanted = request.required or (request.count and step.kind is StepKind.SHOW
                                          and (s.is_guts or s.hand.setup.game.is_stud))
            if wanted and not panel.cards.selected():
                deal_typed(qtbot, panel, free_cards(panel, request.count))
            else:
                dealer_key(qtbot, panel, Qt.Key.Key_N)
    raise AssertionError(f"hand did not finish: {s.step().text}")


def until_somebody_is_out(qtbot, panel: DealerPanel) -> QPushButton:  # type: ignore[no-untyped-def]
    """All in and called, hand after hand, until one leaves a player without chips."""
    button = panel.findChild(QPushButton, "reportBustsButton")
    for _ in range(20):
        while panel.session.legal() is None and not panel.session.is_complete:
            press(qtbot, panel, Qt.Key.Key_N)
        press(qtbot, panel, Qt.Key.Key_A)
        play_out(qtbot, panel)
        if button.isVisible():
            return button
        press(qtbot, panel, Qt.Key.Key_N)  # the next hand
    raise AssertionError("no hand left a player without chips")


def to_the_end(qtbot, panel: DealerPanel) -> None:  # type: ignore[no-untyped-def]
    """The hand dealt to its end with the keys: blinds and cards N, everybody folds F."""
    for _ in range(30):
        kind = panel.session.step().kind
        if kind is StepKind.DONE:
            return
        press(qtbot, panel, Qt.Key.Key_F if kind is StepKind.ACT else Qt.Key.Key_N)
    raise AssertionError(panel.step_label.text())


def count_when_asked(seen: list[tuple[dict[int, int], str]],
                     typed: tuple[int, ...] | None) -> None:
    """Answer the stacks' count a panel opening asks (its modal dialog, shown from an
    event loop of its own) as a person does: note what it shows (the counts and the
    note under them) in ``seen``; then type ``typed``, the first seats' counts in turn
    (the first seat's is selected; Tab and Ctrl+A before each next one; none: the
    count as filled in) and Enter; None: Esc."""
    def reply() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StacksCountDialog) or not dialog.isVisible():
            QTimer.singleShot(20, reply)
            return
        seen.append((dialog.counts(), dialog.note.text()))
        if typed is None:
            QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
            return
        for n, amount in enumerate(typed):
            if n:
                QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
                QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_A,
                               Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(dialog.focusWidget(), str(amount))
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)

    QTimer.singleShot(20, reply)
