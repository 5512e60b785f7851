"""Next hand at a cash table dealt on the felt, through the real main window: the
cash tables page's Next hand, one click, and Ctrl+H, one key, for the table in
front. The button and blinds move on as the dealer panel would move them (R-3.3,
R-3.4); a player away misses them and is named (R-3.6); the picture shows where they
are now, and the message line says who posts what, in English and Hungarian."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.tables.table_service import TableService
from director.ui.common.context import AppContext
from director.ui.dealer.felt_count import StacksCountDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import (
    draw_the_button,
    drawn_by_click,
    four_at_a_cash_table,
    marked,
)
from tests.ui.dealer_driver import count_when_asked, play_out
from tests.ui.event_fixtures import T0, FakeTime, context, time
from tests.ui.keys_driver import key
from tests.ui.test_cash_game_night import show_window

__all__ = ["context", "time"]
LINK = '(<a href="rule:R-3.6">R-3.6</a>)'


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_3_6_next_hand_at_a_cash_felt_table_by_click_and_ctrl_h(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Four players at 50/100 on the felt. Hand 1 by a click: from the first button
    drawn by cards (R-3.1), the blinds the two seats after it (R-3.4). The player due the
    big blind next steps away; hand 2 by Ctrl+H: the big blind passes them, the line
    says they sit out, and they owe 150 on return (R-3.6)."""
    window, page, t = four_at_a_cash_table(qtbot, tmp_path, context, time, language)
    page.rng_factory = lambda: random.Random(2)  # the cards of the draw for the button
    qtbot.waitUntil(lambda: page.hand_button.isEnabled(), timeout=2000)  # the feed
    assert page.hand_button.text() == {"en": "Next hand (Ctrl+H)",
                                       "hu": "Következő leosztás (Ctrl+H)"}[language]

    button = drawn_by_click(qtbot, page).draw.button
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    assert not page.message.error, page.message.text()
    view = page.service.table(t)
    assert view.button == button and view.hands_dealt == 1 and not view.tracked
    seats = [1, 2, 3, 4]
    sb, bb = seats[button % 4], seats[(button + 1) % 4]
    assert page.message.text() == {
        "en": f"Table 1, hand 1 dealt on the felt: Button at seat {button}; seat {sb} posts "
              f"the small blind; seat {bb} posts the big blind",
        "hu": f"1. asztal, 1. leosztás osztósegéd nélkül: Osztógomb: {button}. szék; "
              f"{'az' if sb == 1 else 'a'} {sb}. szék teszi be a kisvakot; "
              f"{'az' if bb == 1 else 'a'} {bb}. szék teszi be a nagyvakot"}[language]
    qtbot.waitUntil(lambda: marked(page, t) == {"D": button, "SB": sb, "BB": bb},
                    timeout=2000)

    due = seats[bb % 4]  # the player due the big blind next steps away
    page.service.step_away(t, due, T0)
    qtbot.waitUntil(lambda: page.current() is not None and page.current().seat(due).away,
                    timeout=2000)
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not page.message.error, page.message.text()
    view = page.service.table(t)
    assert view.hands_dealt == 2 and view.button == sb
    new_bb = seats[due % 4]  # the big blind passes the player away
    assert view.big_blind_seat == new_bb
    said = page.message.text()
    assert said.endswith({"en": f"seat {due} sits out, not dealt in {LINK}",
                          "hu": f"kimarad, nem kap lapot: {due}. szék {LINK}"}[language])
    assert view.seat(due).owed.total == 150  # type: ignore[union-attr]


def test_R_3_6_an_open_cash_dealer_panel_follows_a_hand_recorded_on_the_felt(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """One record at a cash table: its dealer panel deals hand 1, then waits; the
    director records hand 2 on the felt from the cash tables page (Ctrl+H). The panel
    shows the felt hand's button and blinds at once (its header, its seats list) and N
    deals hand 3 from there, with no refusal (R-3.3), once the stacks are counted:
    asked pre-filled with the panel's last, the same count is one Enter."""
    window, page, t = four_at_a_cash_table(qtbot, tmp_path, context, time, "en")
    draw_the_button(context, t)
    qtbot.waitUntil(lambda: page.deal_button.isEnabled() and page.current() is not None
                    and page.current().button is not None, timeout=2000)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)  # hand 1 at the panel
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    play_out(qtbot, panel)
    show_window(qtbot, window, f"cashTables_{page.event_id}")
    qtbot.waitUntil(lambda: page.hand_button.isEnabled(), timeout=2000)  # hand 1 is over
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # hand 2, felt
    assert not page.message.error, page.message.text()
    stored = TableService(context.db).running_state(t)
    assert stored.hands_dealt == 2 and stored.positions is not None
    pos = stored.positions

    def shown() -> dict[int, str]:
        return {int(panel.seats.item(r, 0).text().split()[0]): panel.seats.item(r, 5).text()
                for r in range(panel.seats.rowCount())}

    qtbot.waitUntil(lambda: panel.session.felt is not None, timeout=2000)
    assert panel.header.text().endswith(f"hand 2, button seat {pos.button}")
    marks = shown()
    assert marks[pos.button].startswith("button")
    assert "small blind" in marks[pos.small_blind] and "big blind" in marks[pos.big_blind]
    show_window(qtbot, window, f"dealer_{t}")
    key(qtbot, window, Qt.Key.Key_N)  # the stacks counted first: hand 2 was on the felt
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    assert count.counts() == TableService(context.db).next_stacks(t)  # the panel's last
    key(qtbot, count, Qt.Key.Key_Return)  # the same count: one Enter; hand 3 is dealt
    qtbot.waitUntil(lambda: not count.isVisible(), timeout=2000)
    assert not panel.error_label.text(), panel.error_label.text()
    state = TableService(context.db).running_state(t)
    assert state.hands_dealt == 3 and panel.session.hand_number == 3
    assert panel.session.button_seat == [1, 2, 3, 4][pos.button % 4]  # one seat on


def test_R_8_7_deal_at_a_cash_table_dealt_only_on_the_felt_counts_the_stacks_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Hands 1 and 2 recorded on the felt (Ctrl+H twice), where 500 went from seat 1 to
    seat 2; Deal at this table then asks the stacks first, pre-filled with what was
    bought and saying so; the count typed (seat 1 less 500, seat 2 more, Tab between,
    Enter) is what the panel's hand 3 deals (before: it dealt what was bought)."""
    window, page, t = four_at_a_cash_table(qtbot, tmp_path, context, time, "en")
    draw_the_button(context, t)
    qtbot.waitUntil(lambda: page.hand_button.isEnabled() and page.current() is not None
                    and page.current().button is not None, timeout=2000)
    for hand in (1, 2):
        key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        assert not page.message.error, page.message.text()
        qtbot.waitUntil(lambda h=hand: page.current() is not None
                        and page.current().hands_dealt == h, timeout=2000)
    bought = TableService(context.db).next_stacks(t)
    counted = {**bought, 1: bought[1] - 500, 2: bought[2] + 500}
    seen: list[tuple[dict[int, int], str]] = []
    count_when_asked(seen, (counted[1], counted[2]))
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    total = f"{sum(bought.values()):,}"
    assert seen == [(bought, "Filled in with the stacks as last recorded, bought or counted "
                             f"before those hands ({total} in all): if the count is the "
                             "same, press Enter.")]
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.hand_number == 3
    setup = panel.session.hand.setup
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted
