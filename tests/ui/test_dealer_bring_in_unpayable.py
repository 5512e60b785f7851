"""R-6.4, TDA 20, as a dealer meets it: a stud cash table of 25s stored with a
bring-in of 15 (before the opening checked bring-ins against the chips). The real
main window, the dealer panel opened with Ctrl+D and dealt by keys on the focused
widget. At the bring-in the step line says why it is not offered and what to ask
the director; no Bring-in button is shown; B and N are refused in words on the
panel's error line and nothing is posted; R completes to 100, which the chips pay,
and the hand goes on."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.cash.cash_tables import CashTableService
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.services.test_bet_sizes_in_chips import stud_table_with_a_stored_bring_in_of_15
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.dealer_driver import free_cards
from tests.ui.event_fixtures import T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, key, type_text

__all__ = ["context", "time"]

WHY = {
    "en": "Seat {seat}'s bring-in of 15 cannot be paid in this table's chips, so it is not "
          "offered: ask the director to set a bring-in the chips make (R-6.4). Seat {seat} "
          "may complete to 100",
    "hu": "{seat}. szék 15 bring-inje nem fizethető ki az asztal zsetonjaival, ezért nem "
          "ajánljuk fel: kérd meg a versenyigazgatót, hogy olyan bring-int állítson be, "
          "amelyet a zsetonok kiadnak (R-6.4).",
}
REFUSED = {
    "en": "⚠ The bring-in of 15 cannot be paid in this table's chips: it was not posted; ask "
          "the director to set a bring-in the chips make (R-6.4, TDA 20)",
    "hu": "⚠ A 15 bring-in nem fizethető ki az asztal zsetonjaival: nem lett betéve; kérd meg "
          "a versenyigazgatót, hogy olyan bring-int állítson be, amelyet a zsetonok kiadnak "
          "(R-6.4, TDA 20)",
}


def _stud_table_of_25s_with_a_bring_in_of_15(context: AppContext) -> int:
    events = context.events
    event = events.create_event("cash", "Stud night", {
        "game": "stud", "limit": "fixed limit", "ante": 25, "bring_in": 25,
        "small_bet": 100, "big_bet": 200, "min_buy_in": 1_000}, T0)
    tables = CashTableService(context.db, random.Random(3))
    table = stud_table_with_a_stored_bring_in_of_15(
        context.db, tables, event, tuple(events.add_player(n, T0) for n in ("Ann", "Ben")), T0)
    draw_the_button(context, table)
    return event


def _plain(text: str) -> str:
    """A label's words as read: links' tags off, no-break hyphens and spaces plain."""
    return re.sub(r"<[^>]+>", "", text).replace("\u2011", "-").replace("\xa0", " ")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_6_4_the_unpayable_bring_in_is_explained_refused_by_keys_and_completed(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    event = _stud_table_of_25s_with_a_bring_in_of_15(context)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    try:
        resume_event(qtbot, window, event)
        panel = dealer_panel_by_keys(qtbot, window)
        s = panel.session
        for _ in range(20):  # antes, then third street's cards typed and dealt (Enter)
            if s.step().kind is StepKind.POST_BRING_IN:
                break
            assert not panel.error_label.text(), panel.error_label.text()
            request = s.card_request()
            if request.required:
                panel.cards.entry.setFocus()
                type_text(qtbot, window, free_cards(panel, request.count))
                key(qtbot, window, Qt.Key.Key_Return)
                panel.setFocus()
            else:
                key(qtbot, window, Qt.Key.Key_N)
        assert s.step().kind is StepKind.POST_BRING_IN
        legal = s.to_act()
        seat = legal.seat
        assert legal.bring_in == 15 and not legal.bring_in_payable
        assert WHY[language].format(seat=seat) in _plain(panel.step_label.text())
        bar = panel.actions_bar
        assert not bar.bring_in.isVisible() and bar.bet_raise.isVisible()
        log = s.state.log
        for refused_key in (Qt.Key.Key_B, Qt.Key.Key_N):
            panel.setFocus()
            key(qtbot, window, refused_key)
            assert panel.error_label.isVisible()
            assert _plain(panel.error_label.text()) == REFUSED[language], \
                panel.error_label.text()
            assert s.state.log == log  # nothing posted
            assert s.step().kind is StepKind.POST_BRING_IN
        panel.setFocus()
        key(qtbot, window, Qt.Key.Key_R)  # the completion to 100: paid in 25s
        assert s.state.log != log, panel.error_label.text()
        assert not panel.error_label.isVisible()
        assert s.to_act().call_to == 100
        assert isinstance(window.pages.currentWidget(), DealerPanel)
    finally:
        install_translator("en")
