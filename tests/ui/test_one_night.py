"""One night, one record (issue 28 "How it is shown"): a tournament through the real
main window, the dealer panel and the clock window, with keys and clicks only:
hands at the panel, a bust reported at the panel, a rebuy after that bust (R-8.6),
a rebuy for the whole field refused naming the player it refuses and one for a
group asked first with the names and the money and undone in one Ctrl+Z (item 5),
two out in one hand at a table dealt on the felt (R-8.5), a bust from the seat
menu, one Ctrl+Z per bust and its redo, a bulk add-on at the break (undone and
done again in one key each), the break's color-up pre-filled from the stacks and
raced at both tables (R-8.3, item 8), the final table's redraw (R-8.4, TDA RP-9;
the panel's finished hand keeps the players it was dealt to: item 11), a deal of
the three left recorded (item 9), played on for the title, and the finish, which
pays the deal. After EVERY step ``one_record_views.agree`` checks that every open
view shows what the store holds (stacks, places and prizes, pool, payouts, the
deal, chips in play, clock).

The inputs of each gesture are counted (``Person``): a bust takes at most 3 from
the console, the seat menu or the panel (it took 7), a rebuy 3, a balance 2, a
count 4 (select, Count chips, the total typed, Enter), a color-up 3 (Color-up,
Exchange and race, Close: nothing typed), a deal 4 (Deal calculator, Record the
deal, Enter, Close).

Not here: the cash game (``test_cash_one_record_night.py``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMenu,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.payment_dialog import PaymentDialog
from director.ui.console.color_up import CHECK, COUNT, ColorUpDialog
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog, ResultsDialog
from director.ui.console.deal import DealDialog
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate, click_menu_item, open_menu
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]


class Person:
    """The director and the dealer: every click and key goes through here and is
    counted; ``gesture`` says how many one gesture took."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot, self.window, self.inputs = qtbot, window, 0

    @contextmanager
    def gesture(self, most: int, what: str) -> Iterator[None]:
        before = self.inputs
        yield
        took = self.inputs - before
        assert took <= most, f"{what} took {took} inputs (at most {most})"

    def click(self, widget: QWidget, pos: QPoint | None = None,
              modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName()
        self.inputs += 1
        if pos is None:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, modifier)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, modifier, pos)

    def key(self, widget: QWidget, k: Qt.Key,
            modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.inputs += 1
        activate(self.qtbot, widget)  # the key goes to the window in front
        QTest.keyClick(widget, k, modifier)

    def type(self, widget: QWidget, text: str) -> None:
        self.inputs += 1  # a number typed is one input
        QTest.keyClicks(widget, text)

    def row(self, console: ConsolePage, name: str, add: bool = False) -> None:
        """Click a player's row in the console (Ctrl+click adds it to the selection)."""
        table = console.entries
        [r] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
        self.click(table.viewport(), table.visualItemRect(table.item(r, 0)).center(),
                   Qt.KeyboardModifier.ControlModifier if add
                   else Qt.KeyboardModifier.NoModifier)

    def enter(self, dialog: QWidget) -> None:
        self.key(dialog, Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)

    def menu_item(self, menu: QMenu, name: str) -> None:
        self.qtbot.waitUntil(menu.isVisible, timeout=2000)
        [action] = [a for a in menu.actions() if a.objectName() == name]
        self.click(menu, menu.actionGeometry(action).center())


def press(person: Person, panel: DealerPanel, k: Qt.Key) -> None:
    person.key(panel, k)
    assert not panel.error_label.text(), panel.error_label.text()


def to_first_action(person: Person, panel: DealerPanel) -> None:
    """N through the forced bets and the deal, to the first player to act."""
    while panel.session.legal() is None:
        press(person, panel, Qt.Key.Key_N)


def finish_hand(person: Person, panel: DealerPanel, called: int = 99) -> None:
    """The players to act call (C) until ``called`` have, the rest fold (F); the board
    dealt with N; every pot to the first player in it (the cards are on the felt)."""
    s = panel.session
    calls = 0
    for _ in range(300):
        if s.is_complete:
            return
        step = s.step()
        if step.kind is StepKind.ACT:
            press(person, panel, Qt.Key.Key_C if calls < called else Qt.Key.Key_F)
            calls += 1
        elif step.kind is StepKind.AWARD and s.cards_missing():
            buttons = panel.picker.findChildren(QPushButton)
            for i, pot in enumerate(r for r in s.pot_rows() if r.amount):
                person.click(next(b for b in buttons
                                  if b.objectName() == f"win_{i}_high_{pot.seats[0]}"))
            person.click(panel.picker.award)
        else:
            press(person, panel, Qt.Key.Key_N)
    raise AssertionError("the hand did not end")


def all_in_hand(person: Person, panel: DealerPanel, called: int) -> None:
    """A new hand where the first to act goes all in and ``called`` players call."""
    if panel.session.is_complete:
        press(person, panel, Qt.Key.Key_N)
    to_first_action(person, panel)
    press(person, panel, Qt.Key.Key_A)
    finish_hand(person, panel, called)


def seat_texts(panel: DealerPanel) -> list[str]:
    """The seats column of the panel's list: "3 · Anna" a row."""
    return [panel.seats.item(r, 0).text() for r in range(panel.seats.rowCount())]


def pay_for_group(you: Person, console: ConsolePage, players: list[str], each: int) -> None:
    """The group's payment: the question names every player and the whole money
    (count × price), and Enter takes it (issue 28 item 5)."""
    payment = console.last_dialog
    assert isinstance(payment, PaymentDialog), console.message.text()
    names = payment.findChild(QWidget, "paymentNames").text()
    assert sorted(names.split(", ")) == sorted(players)
    assert payment.findChild(QWidget, "paymentTotal").text() == \
        f"Take {len(players)} \u00d7 ${each:,} = ${len(players) * each:,}"
    you.enter(payment)


def color_up_rows(dialog: ColorUpDialog) -> list[tuple[int, int, int, int, bool]]:
    """The color-up's counts as shown: (table id, seat, stack, the count pre-filled,
    whether the row says it fits)."""
    counts, rows = dialog.counts, []
    for r in range(counts.rowCount()):
        spin = counts.cellWidget(r, COUNT)
        assert isinstance(spin, QSpinBox)
        table, seat = spin.objectName().split("_")[1:]
        stack = counts.item(r, 3).text().split(" (counted ")[0]  # as the console shows it
        rows.append((int(table), int(seat), int(stack.replace(",", "")),
                     spin.value(), counts.item(r, CHECK).text() == ""))
    return rows


def answer_modal(qtbot: QtBot, key: Qt.Key = Qt.Key.Key_Return) -> None:
    """The modal dialog a click is about to open (the table to deal at) gets ``key``, in
    its own focused field (not the application's focus widget: a dialog shown under
    load may get its timer's turn before the window system makes it the active window,
    and the key went to the main window's field, leaving the dialog open for ever)."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, answer)
            return
        QTest.keyClick(dialog.focusWidget() or dialog, key)
    QTimer.singleShot(20, answer)


def test_one_night_every_view_shows_the_store(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, _ = tournament(context, players=8, tables=2, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    you = Person(qtbot, window)
    console = window.pages.page(f"console_{event}")
    seating = window.pages.page(f"seating_{event}")
    assert isinstance(console, ConsolePage) and isinstance(seating, SeatingPage)
    assert window.clock_window is not None

    colored = 0  # the chips the color-up's results show taken out of play

    def step(what: str) -> None:
        agree(qtbot, window, context, event, time.now, what, colored)

    def entry(name: str) -> q.EntryView:
        return next(e for e in q.entries(context.db, event) if e.player == name)

    step("the event opened")
    # The clock: the director at Home (Alt+W, Home), Space in the clock window starts
    # level 1; Home on screen says the event runs; five minutes pass.
    you.inputs += 1
    click_menu_item(qtbot, open_menu(qtbot, window, Qt.Key.Key_W), window.pages.menu_entry("home"))
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home)
    you.key(window.clock_window, Qt.Key.Key_Space)
    assert q.clock_state(context.db, event).running
    time.now += timedelta(minutes=5)
    step("the clock started, Home on screen")

    # The dealer panel from the console, one click (and the table asked: Table 1).
    tables = q.tables(context.db, event)
    dealt, felt = tables[0].table_id, tables[1].table_id
    window.pages.show_page(f"console_{event}")
    answer_modal(qtbot)
    you.click(console.buttons["goDealer"])
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.table_id == dealt
    step("the dealer panel opened")

    # Hand 1 at the panel: all in and one call; the loser is out of chips.
    all_in_hand(you, panel, called=1)
    step("hand 1 at the panel")
    out = [s for s, stack in context.events.tables.seat_stacks(dealt).items() if stack == 0]
    assert len(out) == 1
    loser = q.seat_players(context.db, dealt)[out[0]]

    # The bust reported at the panel: one click.
    report = panel.findChild(QPushButton, "reportBustsButton")
    with you.gesture(1, "a bust at the panel"):
        you.click(report)
    assert entry(loser).place == 8
    step("a bust reported at the panel")

    # A rebuy after the bust, inside the rebuy period: select, Rebuy, Enter.
    window.pages.show_page(f"console_{event}")
    pool = context.tournaments.prize_pool(event).collected
    with you.gesture(3, "a rebuy"):
        you.row(console, loser)
        you.click(console.buttons["rebuy"])
        payment = console.last_dialog
        assert isinstance(payment, PaymentDialog)
        assert payment.findChild(QWidget, "paymentNames").text() == loser
        you.enter(payment)
    assert entry(loser).playing and entry(loser).stack == 10_000
    assert context.tournaments.prize_pool(event).collected == pool + 3000
    step("a rebuy after the bust")

    # Item 5: Ctrl+A, Rebuy no longer rebuys the whole field at once: a stack the panel
    # knows above the starting stack refuses the group, naming its player, and nothing
    # is charged. The felt table's four (their stacks not tracked), Ctrl+clicked:
    # Rebuy asks first with everyone's name and the money, Enter rebuys them all, and
    # one Ctrl+Z takes the whole group back.
    pool = context.tournaments.prize_pool(event).collected
    you.key(console.entries, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    you.click(console.buttons["rebuy"])
    assert console.message.text() in {
        f"\u26a0 {e.player}: a rebuy is allowed with 10,000 chips or fewer; this player "
        f"has {e.stack:,}" for e in q.entries(context.db, event) if e.stack > 10_000}, \
        console.message.text()
    assert context.tournaments.prize_pool(event).collected == pool
    felt_four = [s.player for s in q.tables(context.db, event)[1].seats]
    with you.gesture(len(felt_four) + 2, "a rebuy for a group"):
        for n, name in enumerate(felt_four):
            you.row(console, name, add=n > 0)
        you.click(console.buttons["rebuy"])
        pay_for_group(you, console, felt_four, 3000)
    assert context.tournaments.prize_pool(event).collected == pool + 3000 * len(felt_four)
    step("a rebuy for a group")
    with you.gesture(1, "undoing a group's rebuys"):
        you.key(console.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert context.tournaments.prize_pool(event).collected == pool
    assert sum(e.rebuys for e in q.entries(context.db, event)) == 1  # the loser's
    step("the group's rebuys undone")

    # Hand 2 at the panel, checked and called down.
    window.pages.show_page(f"dealer_{dealt}")
    press(you, panel, Qt.Key.Key_N)
    finish_hand(you, panel)
    step("hand 2 at the panel")

    # Two out in one hand at the table dealt on the felt: select both, Bust, the one
    # who had more, Enter (R-8.5: the bigger stack finishes higher).
    window.pages.show_page(f"console_{event}")
    first, second = [s.player for s in q.tables(context.db, event)[1].seats][:2]
    you.row(console, first)
    you.row(console, second, add=True)
    you.click(console.buttons["bust"])
    bust = console.last_dialog
    assert isinstance(bust, BustDialog)
    [more] = [r for r in bust.findChildren(QRadioButton) if r.text() == second]
    you.click(more, QPoint(8, more.height() // 2))  # on its circle
    assert more.isChecked()
    you.enter(bust)
    assert (entry(second).place, entry(first).place) == (7, 8)
    step("two out in one hand at the felt table")

    # One Ctrl+Z takes the whole bust back; Ctrl+Shift+Z puts it back.
    you.key(console.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert entry(first).playing and entry(second).playing
    step("the bust undone")
    you.key(console.entries, Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert (entry(second).place, entry(first).place) == (7, 8)
    step("the bust done again")

    # A count at the felt table: select, Count chips, the total, Enter.
    counted = q.tables(context.db, event)[1].seats[0].player
    with you.gesture(4, "a count"):
        you.row(console, counted)
        you.click(console.buttons["countChips"])
        count = console.last_dialog
        assert isinstance(count, CountDialog)
        you.type(count.total, "\b" * 8 + "18500")  # the field's old total replaced
        you.enter(count)
    assert entry(counted).stack == 18_500
    step("a stack counted")

    # A bust from the seating's seat menu: the seat, Bust…, Enter.
    you.click(console.buttons["goSeating"])
    assert window.pages.currentWidget() is seating
    busted = next(s for s in q.tables(context.db, event)[1].seats if s.player != counted)
    graphic = seating.graphics[felt]
    item = graphic.seats[busted.number]
    with you.gesture(3, "a bust from the seat menu"):
        you.click(graphic.viewport(), graphic.mapFromScene(item.scenePos()))
        menu = seating.last_menu
        assert menu is not None
        you.menu_item(menu, "bust")
        dialog = menu.dialog
        assert isinstance(dialog, BustDialog)
        you.enter(dialog)
    assert entry(busted.player).place == 6
    step("a bust from the seat menu")

    # The break (N twice in the clock window): a bulk add-on, Ctrl+A, Add-on, Enter.
    you.key(window.clock_window, Qt.Key.Key_N)
    you.key(window.clock_window, Qt.Key.Key_N)
    assert window.clock_window.board is not None and window.clock_window.board.is_break
    step("the break")
    window.pages.show_page(f"console_{event}")
    playing = [e.player for e in q.entries(context.db, event) if e.playing]
    pool = context.tournaments.prize_pool(event).collected
    with you.gesture(3, "a bulk add-on"):
        you.key(console.entries, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        you.click(console.buttons["addOn"])
        pay_for_group(you, console, playing, 2000)
    assert context.tournaments.prize_pool(event).collected == pool + 2000 * len(playing)
    assert all(e.add_ons == 1 for e in q.entries(context.db, event) if e.playing)
    step("a bulk add-on")
    # one Ctrl+Z takes back every add-on of the group; Ctrl+Shift+Z puts them back
    you.key(console.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert context.tournaments.prize_pool(event).collected == pool
    assert all(e.add_ons == 0 for e in q.entries(context.db, event))
    step("the bulk add-on undone")
    you.key(console.entries, Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert context.tournaments.prize_pool(event).collected == pool + 2000 * len(playing)
    step("the bulk add-on done again")

    # The break's color-up (R-8.3, item 8): Color-up, every seat with chips at both
    # tables pre-filled with greens its stack can hold, Exchange and race, Close.
    console.rng_factory = lambda: random.Random(4)  # the race's decks, as a seed
    with you.gesture(3, "a color-up"):
        you.click(console.buttons["colorUp"])
        color_up = console.last_dialog
        assert isinstance(color_up, ColorUpDialog)
        assert (color_up.removed.currentText(), color_up.into.text()) == \
            ("25 (green)", "100 (black)")
        prefilled = color_up_rows(color_up)
        with_chips = {(t.table_id, s.number): s.stack for t in q.tables(context.db, event)
                      for s in t.seats if s.stack}
        assert {(t, n): stack for t, n, stack, _c, _ok in prefilled} == with_chips
        # each count fits its stack: the rest is in 100s (the chips still in play)
        assert all(ok and (stack - 25 * count) % 100 == 0
                   for _t, _n, stack, count, ok in prefilled), prefilled
        you.click(color_up.race_button)
        assert color_up.message.text().startswith("Color-up of 25 done."), \
            color_up.message.text()
        you.click(color_up.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Close))
    raced = color_up.results
    colored += sum(int(raced.item(r, column).text().replace(",", "")) * sign
                   for r in range(raced.rowCount()) for column, sign in ((5, 1), (6, -1)))
    assert all(e.stack % 100 == 0 for e in q.entries(context.db, event) if e.playing)
    assert console.message.text() == "Color-up of 25 done"
    step("the color-up")

    # Balancing: five players left fit one table: the final table is drawn
    # (TDA RP-9). Balance, OK: two clicks; every move names the player.
    hand_2 = seat_texts(panel)
    you.click(console.buttons["goSeating"])
    with you.gesture(2, "a balance"):
        you.click(seating.balance_button)
        moves = seating.last_dialog
        assert isinstance(moves, MovesDialog)
        lines = [moves.moves.item(i).text() for i in range(moves.moves.count())]
        assert lines[-1].startswith("Final table: ")
        assert not any("R-8.4" in line for line in lines[1:-1]), lines  # cited once, above
        you.click(moves.buttons.button(moves.buttons.StandardButton.Ok))
    [final] = q.tables(context.db, event)
    assert len(final.seats) == 5
    step("the final table drawn")
    # Item 11: the panel's finished hand 2 still shows the players it was dealt to,
    # not the ones the redraw seated there.
    assert final.table_id == dealt and seat_texts(panel) == hand_2
    assert {s.player for s in final.seats} != {t.split(" \u00b7 ")[1] for t in hand_2}

    # Level 3 (N in the clock window), then the final table dealt at the panel: each
    # hand all in and called; the players it leaves with nothing reported (one click).
    you.key(window.clock_window, Qt.Key.Key_N)
    step("level 3")
    window.pages.show_page(f"console_{event}")
    you.click(console.buttons["goDealer"])  # one table: no question
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.table_id == final.table_id
    report = panel.findChild(QPushButton, "reportBustsButton")
    hands = iter(range(3, 80))

    def left() -> int:
        return sum(e.place in (None, 1) for e in q.entries(context.db, event))

    def hand_at_the_panel(called: int) -> None:
        hand = next(hands)
        all_in_hand(you, panel, called)
        time.now += timedelta(minutes=2)
        step(f"hand {hand} at the panel")
        if report.isVisible():
            with you.gesture(1, "busts at the panel"):
                you.click(report)
            step(f"the busts of hand {hand}")

    while left() > 3:  # one caller a hand: one out at most, so three are left
        hand_at_the_panel(called=1)

    # The deal of the three left (item 9): Deal calculator, ICM as it opens, Record
    # the deal, Enter on the question naming each share, Close.
    window.pages.show_page(f"console_{event}")
    with you.gesture(4, "a deal"):
        you.click(console.buttons["deal"])
        deal = console.last_dialog
        assert isinstance(deal, DealDialog) and deal.method_buttons["icm"].isChecked()
        shares = {deal.table.item(r, 0).text(): deal.table.item(r, 2).text()
                  for r in range(deal.table.rowCount())}
        assert set(shares) == {e.player for e in q.entries(context.db, event) if e.playing}
        you.click(deal.record_button)
        confirm = deal.confirm
        assert confirm is not None and confirm.isVisible()
        assert all(f"{name}: {share}" in confirm.text() for name, share in shares.items())
        you.enter(confirm)
        you.click(deal.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Close))
    assert console.message.text() == "Deal recorded: Finish tournament pays it"
    step("a deal recorded")

    # Played on for the title: each hand all in and called, the busts reported.
    window.pages.show_page(f"dealer_{final.table_id}")
    while left() > 1:
        hand_at_the_panel(called=99)
    [winner] = [e for e in q.entries(context.db, event) if e.place in (None, 1)]
    assert winner.place == 1  # the last one standing is first

    # The winner known: the clock stops and shows the winner and results only.
    assert not q.clock_state(context.db, event).running
    time.now += timedelta(minutes=10)
    step("the winner known, ten minutes later")
    window.pages.show_page(f"console_{event}")
    you.click(console.buttons["finish"])
    results = console.last_dialog
    assert isinstance(results, ResultsDialog)
    paid = {results.table.item(r, 1).text(): results.table.item(r, 2).text()
            for r in range(results.table.rowCount())}
    assert {name: paid[name] for name in shares} == shares  # the deal, whatever the place
    you.key(results, Qt.Key.Key_Escape)
    step("the tournament finished")
    board = window.clock_window.board
    assert board is not None and board.finished and board.winners == (winner.player,)


def test_a_bust_from_the_console_takes_three_inputs_and_one_undo(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Issue 28 item 2: the stack shows 10,000 (nothing counted at a table dealt on
    the felt): select, Bust, Enter busts the player (it took 7 inputs with a count to
    zero first); one Ctrl+Z gives the player back the seat and the chips, and the
    tables balance (the first undo used to leave "Playing with 0 chips")."""
    event, _ = tournament(context, players=8, tables=2, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    you = Person(qtbot, window)
    console = window.pages.page(f"console_{event}")
    assert isinstance(console, ConsolePage)
    seat = q.tables(context.db, event)[0].seats[0]
    with you.gesture(3, "a bust from the console"):
        you.row(console, seat.player)
        you.click(console.buttons["bust"])
        dialog = console.last_dialog
        assert isinstance(dialog, BustDialog)
        you.enter(dialog)
    assert console.message.text() == f"{seat.player} finishes in place 8"
    agree(qtbot, window, context, event, time.now, "the bust")
    with you.gesture(1, "undoing a bust"):
        you.key(console.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    back = next(e for e in q.entries(context.db, event) if e.entry_id == seat.entry_id)
    assert back.playing and back.seat == seat.number and back.stack == 10_000
    agree(qtbot, window, context, event, time.now, "the bust undone")
    context.seating.balance(event, time.now)  # nobody moves, nothing refused
