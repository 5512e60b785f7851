"""Next hand at a table dealt on the felt without the dealer panel (R-3.3 to R-3.5),
through the real main window: the seating's Next hand button, one click, and
Ctrl+H, one key, for the table chosen. The button and blinds move on in the store
and on every open view (``one_record_views.agree``), the message line says where
they are now, and Ctrl+Z takes it back ("next hand"). At a table whose hand is
dealt at a dealer panel it is not offered and the page says why; a second
director who recorded the same hand first is refused in words and the button
moves once."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.messages import msg, render
from director.services.events import console_queries as q
from director.services.seating.felt_count import count_due, count_stacks
from director.services.tables.dealer_session import DealerSession
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.dealer.felt_count import StacksCountDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.night import DRAW_LEVELS, HOLDEM_25_50, fold_to_big_blind
from tests.ui.dealer_driver import count_when_asked, play_out
from tests.ui.event_fixtures import NAMES, SETTINGS, T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate, dealer_panel_by_keys, key, type_text
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")


def _seating(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
             language: str = "en") -> tuple[MainWindow, SeatingPage, int, list[int]]:
    """Eight players at two tables, the button drawn at both; the main window on the
    seating (Ctrl+T)."""
    event, _ = tournament(context, players=8, tables=2, seed=4)
    tables = [t.table_id for t in q.tables(context.db, event)]
    for table in tables:
        context.seating.draw_for_button(table, T0, random.Random(2))
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    activate(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.pages.currentWidget()
    assert isinstance(page, SeatingPage)
    return window, page, event, tables


def _marked(page: SeatingPage, table: int) -> dict[str, int]:
    """Where the table's picture draws the button and the blinds."""
    return {m: n for n, item in page.graphics[table].seats.items() for m in item.markers}


def _next_seat(seats: list[int], seat: int) -> int:
    ordered = sorted(seats)
    return ordered[(ordered.index(seat) + 1) % len(ordered)]


def test_R_3_3_next_hand_on_the_felt_moves_the_button_on_every_view_and_ctrl_z_takes_it_back(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, page, event, [felt, _other] = _seating(qtbot, tmp_path, context, time)
    running = context.events.tables.running_state
    drawn = running(felt).button
    assert drawn is not None and running(felt).hands_dealt == 0
    seats = [s.number for s in q.tables(context.db, event)[0].seats]
    assert page.table_choice.currentData() == felt
    agree(qtbot, window, context, event, time.now, "the seating opened")

    # One click: hand 1 is dealt at the button drawn; the blinds after it.
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    state = running(felt)
    assert state.hands_dealt == 1 and state.button == drawn and state.positions is not None
    sb, bb = state.positions.small_blind, state.positions.big_blind
    assert (sb, bb) == (_next_seat(seats, drawn), _next_seat(seats, _next_seat(seats, drawn)))
    assert not page.message.error
    assert page.message.text() == (
        f"Table 1, hand 1 dealt on the felt: Button at seat {drawn}; seat {sb} posts the "
        f"small blind; seat {bb} posts the big blind")
    assert _marked(page, felt) == {"D": drawn, "SB": sb, "BB": bb}
    agree(qtbot, window, context, event, time.now, "hand 1 on the felt")

    # One key: hand 2, the button one seat on.
    QTest.keyClick(page, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    state = running(felt)
    assert (state.hands_dealt, state.button) == (2, sb)
    assert _marked(page, felt)["D"] == sb
    assert f"hand 2 dealt on the felt: Button at seat {sb};" in page.message.text()
    agree(qtbot, window, context, event, time.now, "hand 2 on the felt")

    # Ctrl+Z: hand 2 undone, the button back where hand 1 had it.
    QTest.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = running(felt)
    assert (state.hands_dealt, state.button) == (1, drawn)
    assert page.message.text().startswith(f"Undone: Table 1: Button at seat {sb};")
    assert _marked(page, felt) == {"D": drawn, "SB": sb, "BB": bb}
    agree(qtbot, window, context, event, time.now, "hand 2 undone")


def test_R_3_3_a_hand_recorded_at_another_station_first_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The page showed hand 0 dealt; another director records hand 1 before this page
    heard of it: this page's Next hand is refused, naming the hand, and the button
    moved once."""
    _window, page, _event, [felt, _other] = _seating(qtbot, tmp_path, context, time)
    page.changes.changed.disconnect(page.refresh)  # the feed has not reached this page yet
    context.seating.next_hand(felt, T0, 0)  # the other director's click
    before = context.events.tables.running_state(felt)
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    assert page.message.error
    assert "Hand 1 at Table 1 was already dealt at another station since you looked" \
        in page.message.text()
    assert context.events.tables.running_state(felt) == before


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_3_3_next_hand_is_not_offered_where_the_dealer_panel_deals_and_says_why(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    install_translator(language)
    window, page, event, [_felt, dealt] = _seating(qtbot, tmp_path, context, time, language)
    DealerSession.at_table(context.events.tables, dealt, HOLDEM_25_50, 1)  # hand 1 runs
    before = context.events.tables.running_state(dealt)
    graphic = page.graphics[dealt]  # one click on its felt chooses the second table
    qtbot.mouseClick(graphic.viewport(), Qt.MouseButton.LeftButton,
                     pos=graphic.mapFromScene(graphic.oval.boundingRect().center()))
    assert page.table_choice.currentData() == dealt
    qtbot.waitUntil(page.hand_note.isVisible, timeout=2000)  # the feed: hand 1 dealt there
    assert not page.hand_button.isEnabled()
    why = {"en": "Hand 1 at Table 2 is being dealt at its dealer panel: the button moves "
                 "there, not with Next hand",
           "hu": "A 2. asztalnál az 1. leosztást az osztósegédben osztják: ott lép tovább "
                 "az osztógomb, nem a Következő leosztás gombbal"}[language]
    assert page.hand_note.text() == why
    assert page.hand_button.text() == {"en": "Next hand (Ctrl+H)",
                                       "hu": "Következő leosztás (Ctrl+H)"}[language]
    QTest.keyClick(graphic, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert page.message.error and why in page.message.text()
    assert context.events.tables.running_state(dealt) == before
    if language == "en":  # the helper reads the views' English words
        agree(qtbot, window, context, event, time.now, "refused at the panel's table")


def test_R_3_3_an_open_dealer_panel_shows_the_button_the_seating_moved_and_deals_from_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """One record: the dealer panel of a table stays open while the director records
    hands dealt on the felt at that table from the seating (a click, then Ctrl+H, then
    Ctrl+Z). After each step the panel shows the button and the blinds the store has
    (its seats list and header, ``one_record_views``) and says which hand N deals;
    N then asks for the stacks counted (pre-filled with the panel's last: 500 moved
    between two players typed) and deals the hand after the felt's from its button
    with the stacks counted, with no refusal."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    [felt] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(felt, T0, random.Random(2))
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    panel = dealer_panel_by_keys(qtbot, window)  # Ctrl+D: hand 1 dealt at the panel
    running = context.events.tables.running_state
    assert running(felt).hands_dealt == 1
    play_out(qtbot, panel)
    agree(qtbot, window, context, event, time.now, "hand 1 played at the panel")
    seats = sorted(s.number for s in q.tables(context.db, event)[0].seats)
    after_panel = running(felt).positions
    assert after_panel is not None

    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.pages.currentWidget()
    assert isinstance(page, SeatingPage)
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)  # hand 2, on the felt
    hand2 = running(felt).positions
    assert hand2 is not None and running(felt).hands_dealt == 2
    assert hand2.button == _next_seat(seats, after_panel.button)  # one seat on
    agree(qtbot, window, context, event, time.now, "hand 2 recorded on the felt")
    assert panel.header.text().endswith(f"hand 2, button seat {hand2.button}")
    assert panel.step_label.text().startswith(
        f"Hand 2 was dealt on the felt: Button at seat {hand2.button}; seat "
        f"{hand2.small_blind} posts the small blind; seat {hand2.big_blind} posts the big "
        "blind. Press N and you deal hand 3")
    # The pots and awards shown are said to be the panel's hand 1, not the felt's hand
    # 2; the table drawn shows no winner, cards nor board of hand 1, no actions listed.
    assert panel.pots.pots.text().startswith(
        "<b>Hand 1, the last dealt at this panel (not the hand on the felt):</b><br>")
    assert not (panel.felt.table.paid or panel.felt.table.board)
    assert not any(seat.won or seat.cards for seat in panel.felt.table.seats)
    assert not panel.history.isVisibleTo(panel)
    assert render(msg("win-pots-last-panel-hand", hand_number=1), "hu") == (
        "Az 1. leosztás, az utolsó, amelyet ebben az osztósegédben osztottak (nem az "
        "osztósegéd nélkül osztott):")

    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # hand 3
    assert running(felt).hands_dealt == 3
    agree(qtbot, window, context, event, time.now, "hand 3 recorded on the felt")
    assert "Press N and you deal hand 4" in panel.step_label.text()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # hand 3 undone
    assert running(felt).hands_dealt == 2 and running(felt).positions == hand2
    agree(qtbot, window, context, event, time.now, "hand 3 undone")
    assert "Press N and you deal hand 3" in panel.step_label.text()

    dealer_panel_by_keys(qtbot, window)  # Ctrl+D: the same panel on screen
    key(qtbot, window, Qt.Key.Key_N)  # the stacks counted first: hand 2 was on the felt
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    stored = context.events.tables.next_stacks(felt)
    assert count.counts() == stored  # pre-filled: the stacks as the panel last knew them
    first, second = sorted(stored)[:2]
    counted = {**stored, first: stored[first] - 500, second: stored[second] + 500}
    type_text(qtbot, count, str(counted[first]))  # its text selected: typed over
    key(qtbot, count, Qt.Key.Key_Tab)
    type_text(qtbot, count, str(counted[second]))
    key(qtbot, count, Qt.Key.Key_Return)  # hand 3 dealt at the panel from the felt's button
    qtbot.waitUntil(lambda: not count.isVisible(), timeout=2000)
    assert not panel.error_label.text(), panel.error_label.text()
    setup = panel.session.hand.setup
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted
    state = running(felt)
    assert state.hands_dealt == 3 and state.positions is not None
    assert state.positions.button == _next_seat(seats, hand2.button)
    assert panel.session.hand_number == 3 and panel.session.felt is None
    assert not panel.pots.pots.text().startswith("<b>")  # hand 3's own pots
    assert panel.header.text().endswith(f"hand 3, button seat {state.positions.button}")
    agree(qtbot, window, context, event, time.now, "hand 3 dealt at the panel")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_6_5_next_hand_of_a_draw_table_on_the_felt_says_its_antes(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """A five-card draw tournament at antes of 25: Ctrl+H on the seating says the button
    and the antes every player posts, no blinds (R-6.5, R-4.2), in the language shown."""
    install_translator(language)
    event = context.events.create_event("tournament", "Draw night", {
        **SETTINGS, "game": "draw", "limit": "fixed limit",
        "blinds": {"levels": DRAW_LEVELS, "chips": [25, 100, 500]}}, T0)
    for name in NAMES[:5]:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(3))
    [table] = [t.table_id for t in q.tables(context.db, event)]
    drawn = context.seating.draw_for_button(table, T0, random.Random(2)).button
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.pages.currentWidget()
    assert isinstance(page, SeatingPage)
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not page.message.error, page.message.text()
    assert page.message.text() == {
        "en": f"Table 1, hand 1 dealt on the felt: Button at seat {drawn}; every player "
              'dealt in antes 25 (<a href="rule:R-4.2">R-4.2</a>)',
        "hu": f"1. asztal, 1. leosztás osztósegéd nélkül: Osztógomb: {drawn}. szék; minden "
              'leosztott játékos 25 antét tesz be (<a href="rule:R-4.2">R-4.2</a>)'}[language]
    assert _marked(page, table) == {"D": drawn}  # no SB, no BB drawn: there are none


@pytest.mark.parametrize("answer", ["enter", "escape"])
def test_a_panel_opened_after_hands_on_the_felt_asks_for_the_stacks_counted_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        answer: str) -> None:
    """Hand 1 dealt at a panel, hand 2 recorded on the felt; the dealer panel opened
    afterwards (Ctrl+D) would deal hand 3 at once: the stacks are asked first,
    pre-filled with the panel's last (one Enter when the count is the same), then the
    panel deals hand 3 from them. Esc opens no panel and the status line says why."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    [felt] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(felt, T0, random.Random(2))
    first = DealerSession.at_table(context.events.tables, felt, HOLDEM_25_50, 1)
    fold_to_big_blind(first)
    context.seating.next_hand(felt, T0, 1)  # hand 2, on the felt
    before = context.events.tables.next_stacks(felt)
    assert count_due(context.db, felt) == 2
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    seen: list[tuple[dict[int, int], str]] = []
    count_when_asked(seen, () if answer == "enter" else None)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    # pre-filled with the stacks as the panel last knew them
    assert [counts for counts, _ in seen] == [before]
    if answer == "escape":
        assert not isinstance(window.pages.currentWidget(), DealerPanel)
        assert window.statusBar().currentMessage() == (
            "\u26a0 Hand 2 was dealt on the felt since this table's last hand at the dealer "
            "panel: count the stacks to open the panel")
        assert count_due(context.db, felt) == 2
        return
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.hand_number == 3
    assert count_due(context.db, felt) is None
    agree(qtbot, window, context, event, time.now, "the panel opened after the count")


@pytest.mark.parametrize("answer", ["count", "escape"])
def test_R_8_6_a_panel_opened_at_a_table_dealt_only_on_the_felt_asks_the_count_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        answer: str) -> None:
    """Hands 1 and 2 recorded on the felt, the panel never used there: its stacks as
    stored are the starting stacks, not the chips on the felt. The dealer panel opened
    (Ctrl+D) asks the count first, pre-filled with them and saying so; the count typed
    (9,000 and 11,000 for the first two seats, Tab between, Enter) is what hand 3
    deals. Esc opens no panel and the status line says why (before: the panel dealt
    the starting stacks)."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    [felt] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(felt, T0, random.Random(2))
    context.seating.next_hand(felt, T0, 0)
    context.seating.next_hand(felt, T0, 1)
    before = context.events.tables.next_stacks(felt)
    assert set(before.values()) == {10_000} and count_due(context.db, felt) == 2
    first, second = sorted(before)[:2]
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    seen: list[tuple[dict[int, int], str]] = []
    count_when_asked(seen, None if answer == "escape" else (9_000, 11_000))
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert seen == [(before, "Filled in with the stacks as last recorded, bought or counted "
                             "before those hands (60,000 in all): if the count is the same, "
                             "press Enter.")]
    if answer == "escape":
        assert not isinstance(window.pages.currentWidget(), DealerPanel)
        assert window.statusBar().currentMessage() == (
            "\u26a0 Hand 2 was dealt on the felt at this table, and the stacks stored are "
            "what was bought or counted before: count the stacks to open the panel")
        assert count_due(context.db, felt) == 2
        return
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.hand_number == 3
    setup = panel.session.hand.setup
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == {
        **before, first: 9_000, second: 11_000}
    assert count_due(context.db, felt) is None
    agree(qtbot, window, context, event, time.now, "the panel opened after the count")


def _panel_hand_then_felt_hand(qtbot: QtBot, tmp_path: Path, context: AppContext,
                               time: FakeTime, players: int = 6
                               ) -> tuple[int, int, MainWindow, DealerPanel]:
    """Six players (``players``) at one table, the button drawn; in the real main window
    hand 1 is dealt at the dealer panel (Ctrl+D) and played out, then hand 2 on the
    felt: the event, the table, the window and the panel, whose next N owes a count."""
    event, _ = tournament(context, players=players, tables=1, seed=4)
    [felt] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(felt, T0, random.Random(2))
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    panel = dealer_panel_by_keys(qtbot, window)  # hand 1
    play_out(qtbot, panel)
    context.seating.next_hand(felt, T0, 1)  # hand 2, on the felt
    return event, felt, window, panel


def _count_asked(qtbot: QtBot, context: AppContext, time: FakeTime, event: int, felt: int,
                 window: MainWindow, panel: DealerPanel
                 ) -> tuple[dict[int, int], int, int, StacksCountDialog]:
    """Every view agreeing after hand 2 on the felt, N pressed: the stacks as stored,
    the two lowest seats, and the count's dialog shown."""
    agree(qtbot, window, context, event, time.now, "hand 2 on the felt")
    stored = context.events.tables.next_stacks(felt)
    first, second = sorted(stored)[:2]
    key(qtbot, window, Qt.Key.Key_N)
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    return stored, first, second, count


def test_a_count_another_station_recorded_first_lets_n_deal_from_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Hand 1 at the open panel, hand 2 on the felt, and the stacks counted at another
    station (500 moved) before this panel's dealer presses N: N asks no count of its
    own (a second would be refused, ``felt_count.count_stacks``) and deals hand 3 from
    the stacks counted there."""
    event, felt, window, panel = _panel_hand_then_felt_hand(qtbot, tmp_path, context, time)
    stored = context.events.tables.next_stacks(felt)
    first, second = sorted(stored)[:2]
    counted = {**stored, first: stored[first] - 500, second: stored[second] + 500}
    count_stacks(context.db, felt, counted, T0)  # the other station's count
    agree(qtbot, window, context, event, time.now, "counted at another station")
    assert panel.session.count_due()  # this panel has not seen a count made
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.last_count is None and not panel.error_label.text()
    setup = panel.session.hand.setup
    assert panel.session.hand_number == 3
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted


def test_TDA_20_a_count_the_chips_cannot_make_is_asked_again_with_the_amounts_typed(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """At a table of 25s the dealer types 9,960 for one seat and 500 more for another:
    Enter is refused (no such stack can be on the felt), nothing is dealt nor changed,
    and the count is asked again at once with both amounts as typed and the refusal
    in it naming the 25; 9,950 mended in that seat, Enter deals hand 3 from the count."""
    event, felt, window, panel = _panel_hand_then_felt_hand(qtbot, tmp_path, context, time)
    stored, first, second, count = _count_asked(qtbot, context, time, event, felt, window,
                                                panel)
    assert not count.refused.text()
    type_text(qtbot, count, "9960")
    key(qtbot, count, Qt.Key.Key_Tab)
    type_text(qtbot, count, str(stored[second] + 500))
    key(qtbot, count, Qt.Key.Key_Return)
    again = panel.last_count
    assert isinstance(again, StacksCountDialog) and again is not count
    qtbot.waitUntil(again.isVisible, timeout=2000)
    assert again.counts() == {**stored, first: 9_960, second: stored[second] + 500}
    assert again.refused.error
    assert "of 9,960 cannot be paid in the chips in play: the smallest chip is 25" in \
        again.refused.text() and "nothing was changed" in again.refused.text()
    assert context.events.tables.next_stacks(felt) == stored  # nothing changed
    assert panel.session.hand_number == 1 and count_due(context.db, felt) == 2
    type_text(qtbot, again, "9950")  # the first seat's amount selected: typed over
    assert not again.refused.text()  # the refusal goes once a count is typed again
    key(qtbot, again, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not again.isVisible(), timeout=2000)
    counted = {**stored, first: 9_950, second: stored[second] + 500}
    setup = panel.session.hand.setup
    assert panel.session.hand_number == 3
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == counted
    agree(qtbot, window, context, event, time.now, "hand 3 dealt from the count mended")


def test_TDA_20_a_panel_opened_asks_a_refused_count_again_and_opens_once_counted(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The panel opened after hands on the felt (Ctrl+D) asks the count first: 9,960
    typed for the first seat at a table of 25s is refused, asked again with 9,960 kept
    and the refusal in the dialog (no panel yet, nothing changed); 9,950 typed over,
    Enter opens the panel dealing hand 3 from the count."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    [felt] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(felt, T0, random.Random(2))
    first = DealerSession.at_table(context.events.tables, felt, HOLDEM_25_50, 1)
    fold_to_big_blind(first)
    context.seating.next_hand(felt, T0, 1)  # hand 2, on the felt
    before = context.events.tables.next_stacks(felt)
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    asked: list[tuple[dict[int, int], str]] = []  # each count asked: amounts, refusal
    seen: list[StacksCountDialog] = []

    def reply() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StacksCountDialog) or any(d is dialog for d in seen):
            QTimer.singleShot(20, reply)
            return
        seen.append(dialog)
        asked.append((dialog.counts(), dialog.refused.text()))
        if len(asked) == 1:
            assert context.events.tables.next_stacks(felt) == before
        field = dialog.focusWidget() or dialog
        QTest.keyClicks(field, "9960" if len(asked) == 1 else "9950")
        QTest.keyClick(field, Qt.Key.Key_Return)
        if len(asked) == 1:
            QTimer.singleShot(20, reply)

    QTimer.singleShot(20, reply)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    seat = min(before)
    assert [counts for counts, _ in asked] == [before, {**before, seat: 9_960}]
    assert asked[0][1] == ""
    assert "of 9,960 cannot be paid in the chips in play: the smallest chip is 25" in asked[1][1]
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.hand_number == 3
    setup = panel.session.hand.setup
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == {**before, seat: 9_950}


def test_R_8_6_a_count_of_players_swapped_at_another_station_is_asked_again_for_who_sits_there(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """N asks the stacks counted; the dealer types 500 less for the first seat and 500
    more for the second, and before Enter another station swaps those two players
    (through a free seat, their chips going with them). Enter is refused, nothing
    changed, and the count is asked again at once for the players there now, each
    player's amount typed going with them, the refusal naming the two seats; Enter
    then deals hand 3 with each player's own count (the count had given each the
    other's chips)."""
    event, felt, window, panel = _panel_hand_then_felt_hand(qtbot, tmp_path, context, time,
                                                            players=5)  # a seat free
    stored, first, second, count = _count_asked(qtbot, context, time, event, felt, window,
                                                panel)
    type_text(qtbot, count, str(stored[first] - 500))
    key(qtbot, count, Qt.Key.Key_Tab)
    type_text(qtbot, count, str(stored[second] + 500))
    entry = {e.seat: e.entry_id for e in q.entries(context.db, event) if e.table_id == felt}
    [table] = q.tables(context.db, event)
    free = min(set(range(1, table.max_seats + 1)) - set(entry))
    for who, seat in ((entry[first], free), (entry[second], first), (entry[first], second)):
        context.seating.move_player(who, felt, seat, T0)  # the other station's swap
    key(qtbot, count, Qt.Key.Key_Return)
    again = panel.last_count
    assert isinstance(again, StacksCountDialog) and again is not count
    qtbot.waitUntil(again.isVisible, timeout=2000)
    assert again.refused.text() == (
        f"\u26a0 The players at Table 1 changed at another station while their chips were "
        f"counted (seats {first}, {second}): nothing was recorded; count again")
    assert context.events.tables.next_stacks(felt) == {
        **stored, first: stored[second], second: stored[first]}  # the swap only
    assert again.counts() == {**stored, first: stored[second] + 500,
                              second: stored[first] - 500}  # each player's count theirs
    key(qtbot, again, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not again.isVisible(), timeout=2000)
    setup = panel.session.hand.setup
    assert panel.session.hand_number == 3
    assert dict(zip(setup.seats, setup.stacks, strict=True)) == {
        **stored, first: stored[second] + 500, second: stored[first] - 500}
    agree(qtbot, window, context, event, time.now, "hand 3 dealt from each player's count")
