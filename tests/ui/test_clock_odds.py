"""The clock screen's all-in odds (issue 21, R-7.1): a tournament resumed in the
main window, the dealer panel opened from its Windows menu, an all-in played with
the dealer's keys; once both hands are shown face up the clock screen shows each
player's chance beside their name, exact after the flop, and nothing after the
hand. On a night of several tables the item says which table."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.services.tables.all_in_board import AllInBoard, TableAllIn
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.tables.equity import TableOdds
from director.ui.clock.clock_odds import ClockOdds, attach_clock_odds
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.dealer_driver import press, type_cards
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.test_dealer_panel_table import dealer_panel

__all__ = ["context", "time"]


def clock_item(panel: DealerPanel) -> ClockOdds:
    window = panel.window()
    clock = window.clock_window  # type: ignore[attr-defined]
    assert clock is not None
    [item] = clock.findChildren(ClockOdds)
    return item


def test_the_clock_screen_shows_the_face_up_all_in_odds(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=2, tables=1, seed=4)
    [table] = q.tables(context.db, event)
    names = {s.number: s.player for s in table.seats}
    panel = dealer_panel(qtbot, tmp_path, context, event)
    panel.odds.rng = random.Random(3)
    item = clock_item(panel)
    for _ in range(3):  # both blinds, then both hands dealt
        press(qtbot, panel, Qt.Key.Key_N)
    press(qtbot, panel, Qt.Key.Key_A)  # the button (small blind) moves all in
    press(qtbot, panel, Qt.Key.Key_C)  # the big blind calls: betting is over
    assert item.isHidden()  # nothing before the hands are turned face up
    for hand in ("As Ad", "Kc Kh"):  # each hand shown, its cards typed
        type_cards(qtbot, panel, hand)
        press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    qtbot.waitUntil(lambda: panel.odds.view is not None and item.isVisible())
    rows = item.lines()
    assert rows[0] == ("All in", "", "")  # one table: no table name
    shown = panel.odds.view
    assert shown is not None and shown.exact and shown.deals == 1_712_304  # counted at once
    assert [r[0] for r in rows[1:]] == [names[s.seat] for s in shown.seats]
    assert sorted(r[1] for r in rows[1:]) == ["win 18.6%", "win 81.1%"]  # no margin: exact

    type_cards(qtbot, panel, "3s")  # the burn
    press(qtbot, panel, Qt.Key.Key_N)
    type_cards(qtbot, panel, "2c 7d 9h")  # the flop
    press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    qtbot.waitUntil(lambda: panel.odds.view is not None and panel.odds.view.deals == 946)
    exact = TableOdds(panel.session.hand, random.Random(0)).current()
    assert exact is not None and exact.deals == 946
    aces_seat = next(s for s in panel.session.hand.seats
                     if "As" in str(panel.session.hand.hole[panel.session.hand.seats.index(s)]))
    [kings_seat] = [s for s in names if s != aces_seat]
    rows = dict((r[0], r[1]) for r in item.lines()[1:])
    assert rows[names[aces_seat]] == "win 91.4%"  # 865 of the 946 turns and rivers
    for cards in ("4s", "Jd", "5s", "Qc"):  # burn, turn, burn, river
        type_cards(qtbot, panel, cards)
        press(qtbot, panel, Qt.Key.Key_N)
        assert not panel.error_label.text(), panel.error_label.text()
    qtbot.waitUntil(lambda: dict((r[0], r[1]) for r in item.lines()[1:])
                    == {names[aces_seat]: "win 100.0%", names[kings_seat]: "win 0.0%"})
    for _ in range(4):  # the showdown and the award
        if panel.session.is_complete:
            break
        press(qtbot, panel, Qt.Key.Key_N)
    assert panel.session.is_complete and item.isHidden()  # the hand is over


def test_several_tables_name_the_table_and_the_newest_all_in_shows(qtbot: QtBot) -> None:
    install_translator("en")
    board = AllInBoard()
    host = DealerPanel(DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 500, 2: 500}, 2))
    qtbot.addWidget(host)
    from director.ui.clock.clock_window import ClockWindow

    clock = ClockWindow(lambda now: None)  # type: ignore[arg-type, return-value]
    qtbot.addWidget(clock)
    item = attach_clock_odds(clock, board)
    clock.resize(1280, 720)
    clock.show()
    s = host.session
    s.advance()
    s.advance()
    from director.engine.cards import parse_cards

    s.advance(parse_cards("QsQd"))
    s.advance(parse_cards("7c8c"))
    s.all_in()
    s.check_call()
    s.advance()
    s.advance()
    view = TableOdds(s.hand, random.Random(1)).current()
    assert view is not None and view.face_up
    board.show(3, TableAllIn("Table 3", view, {1: "Anna", 2: "Bence"}))
    assert item.isVisible() and item.lines()[0][0] == "All in \u00b7 Table 3"
    assert [r[0] for r in item.lines()[1:]] == ["Anna", "Bence"]
    board.show(3, None)
    assert item.isHidden()


def test_ten_all_in_with_long_names_never_write_a_chance_over_a_name(qtbot: QtBot) -> None:
    """Issue 29: the clock screen's odds box overlapped names. Ten players all in,
    long Hungarian names, an estimate with its margin: on each line the name stops
    (cut with an ellipsis) before the chances start, at 1024x600 and 1280x720."""
    from director.services.tables.odds_view import OddsView, SeatOdds
    from director.ui.clock.clock_window import ClockWindow

    install_translator("hu")
    try:
        board = AllInBoard()
        clock = ClockWindow(lambda now: None)  # type: ignore[arg-type, return-value]
        qtbot.addWidget(clock)
        item = attach_clock_odds(clock, board)
        clock.show()
        seats = tuple(SeatOdds(n, 9.4, 1.2, 9.9) for n in range(1, 11))
        view = OddsView(seats, exact=False, margin=1.3, refinable=True, hi_lo=False,
                        face_up=True, deals=4000)
        names = {n: f"Szőke-Kovácsné dr. Bartos-Vadász Erzsébet Margit Katalin ({n}. szék)"
                 for n in range(1, 11)}
        board.show(1, TableAllIn("1. asztal", view, names))
        for size in ((1024, 600), (1280, 720)):
            clock.resize(*size)
            qtbot.waitUntil(lambda size=size: item.isVisible() and item.width() < size[0])
            placed = item.placed_rows()
            assert len(placed) == 11
            for font, name, name_at, text, text_at in placed[1:]:
                assert text and not name_at.intersects(text_at), (size, name, text)
                assert item.rect().contains(text_at.toRect()), (size, text)
                assert name.endswith("…") and font.pixelSize() >= 8
    finally:
        install_translator("en")
