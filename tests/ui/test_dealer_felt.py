"""The dealer panel draws the hand as the table (issue 19): the felt's seats, bets,
button, up and down cards, the player to act, and after the showdown each pot paid
to its winners; played with the dealer's keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.ui.dealer.felt.table_layout import FeltLayout
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.dealer_driver import click, free_cards, play_out, press, type_cards

NAMES = {1: "Anna", 3: "Bence", 5: "Csilla", 6: "Dávid"}


def make_panel(qtbot: QtBot, key: str) -> DealerPanel:
    install_translator("en")
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES[key], dict.fromkeys(NAMES, 2000),
                                                1), seat_names=lambda: NAMES)
    qtbot.addWidget(panel)
    panel.resize(1024, 600)
    panel.show()
    return panel


def test_the_table_shows_seats_bets_button_and_whose_turn(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, "holdem")
    assert panel.views.tabText(0) == "Table" and panel.views.currentWidget() is panel.felt
    for _ in range(6):
        if panel.session.step().kind.name == "ACT":
            break
        press(qtbot, panel, Qt.Key.Key_N)
    table = panel.felt.table
    by_seat = {s.seat: s for s in table.seats}
    assert {s.seat: s.name for s in table.seats} == NAMES
    assert by_seat[1].button and not any(s.button for s in table.seats if s.seat != 1)
    assert (by_seat[3].bet, by_seat[5].bet) == (50, 100)  # the blinds in front of them
    assert [s.seat for s in table.seats if s.to_act] == [6]  # first to act after the big blind
    assert table.pots == ("The main pot 150",)  # the blinds, in the middle
    # the card grid is not shown when the step takes no cards; the actions are
    assert panel.cards.isHidden() and panel.actions_bar.check_call.isVisible()
    # a touch on a seat's box finds the seat
    x, y, w, h = panel.felt.places(6).box
    assert panel.felt.seat_at(x + w / 2, y + h / 2) == 6
    press(qtbot, panel, Qt.Key.Key_F)
    assert next(s for s in panel.felt.table.seats if s.seat == 6).folded


def test_after_the_showdown_each_pot_is_shown_paid_to_its_winner(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, "holdem")
    while panel.session.step().kind.name != "DEAL_HOLE":
        press(qtbot, panel, Qt.Key.Key_N)
    # the hole cards of all four, dealt from the button's left: seats 3, 5, 6, 1, each
    # seat's typed at its turn (eight cards at once were cut to the first two, issue 30)
    for hole in ("As Ad", "Kh Kd", "7c 2d", "8s 3h"):
        type_cards(qtbot, panel, hole)
        press(qtbot, panel, Qt.Key.Key_N)
    play_out(qtbot, panel)
    table = panel.felt.table
    winners = [s for s in table.seats if s.won]
    assert [(s.seat, s.won) for s in winners] == [(3, 400)]  # seat 3's aces: 4 × 100
    assert table.paid == ("The main pot 400 \u2192 seat 3",)
    assert "seat 3" in panel.pots.awards.text()  # the explanation beside it


def test_stud_tells_up_cards_from_down_cards_and_has_no_button(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, "stud")
    while panel.session.step().kind.name != "DEAL_HOLE":
        press(qtbot, panel, Qt.Key.Key_N)
    assert panel.cards.isVisible()  # the up cards must be entered
    for _ in range(len(NAMES)):
        request = panel.session.card_request()
        type_cards(qtbot, panel, free_cards(panel, request.count))
        press(qtbot, panel, Qt.Key.Key_N)
    seats = panel.felt.table.seats
    assert not any(s.button for s in seats)
    assert all([c.up for c in s.cards] == [False, False, True] for s in seats)
    assert all(s.cards[2].card is not None and s.cards[0].card is None for s in seats)


def felt_on_screen_is_a_whole_redraw(panel: DealerPanel) -> bool:
    """What the screen shows of the felt (after a key press repainted only what
    changed) against the felt drawn whole, pixel for pixel."""
    app = QApplication.instance()
    assert app is not None
    for _ in range(3):  # the relayout and the repaint it asks for
        app.sendPostedEvents()
        app.processEvents()
    felt = panel.felt
    top = felt.mapTo(panel.window(), QPoint(0, 0))
    shown = panel.screen().grabWindow(panel.window().winId(), top.x(), top.y(),
                                      felt.width(), felt.height()).toImage()
    whole = felt.grab().toImage()
    shown = shown.convertToFormat(whole.format())
    sheet = panel.grid_place.sheet  # the card grid floating over the table
    if sheet.isVisible():
        covered = QRect(felt.mapFromGlobal(sheet.mapToGlobal(QPoint(0, 0))), sheet.size())
        for image in (shown, whole):
            painter = QPainter(image)
            painter.fillRect(covered, Qt.GlobalColor.black)
            painter.end()
    return shown == whole


@pytest.mark.parametrize("key", ["holdem", "stud"])
def test_each_key_press_leaves_the_felt_as_a_whole_redraw_would(qtbot: QtBot, key: str) -> None:
    """A key press repaints only the seats and the middle that changed (the latency
    benchmark); the table on the screen must still be the whole table: bets,
    the button, the cards, the tags and the pots, at every step of two hands."""
    panel = make_panel(qtbot, key)
    steps = 0
    for _ in range(2):
        while not panel.session.is_complete and steps < 200:
            step = panel.session.step()
            if step.kind.name == "ACT":
                press(qtbot, panel, Qt.Key.Key_R if steps % 5 == 2 else Qt.Key.Key_C)
            elif step.kind.name == "POST_BRING_IN":
                press(qtbot, panel, Qt.Key.Key_B)
            else:
                request = panel.session.card_request()
                if request.count:
                    type_cards(qtbot, panel, free_cards(panel, request.count))
                press(qtbot, panel, Qt.Key.Key_N)
            steps += 1
            assert felt_on_screen_is_a_whole_redraw(panel), f"after {step.kind.name}"
        assert panel.session.is_complete, panel.error_label.text()
        press(qtbot, panel, Qt.Key.Key_N)  # the next hand
        assert felt_on_screen_is_a_whole_redraw(panel)
    assert steps > 30


def one_step(qtbot: QtBot, panel: DealerPanel) -> None:
    """The dealer's next key or click in a hold'em hand played with checks and calls
    and no cards typed (the winners picked at the award)."""
    s = panel.session
    if s.step().kind.name == "ACT":
        press(qtbot, panel, Qt.Key.Key_C)
    elif s.step().kind.name == "AWARD" and s.cards_missing():
        for index, pot in enumerate(r for r in s.pot_rows() if r.amount):
            click(qtbot, panel.findChild(QPushButton, f"win_{index}_high_{pot.seats[0]}"))
        click(qtbot, panel.picker.award)
    else:
        press(qtbot, panel, Qt.Key.Key_N)
    QApplication.processEvents()


def test_the_table_keeps_its_size_while_the_card_grid_comes_and_goes(qtbot: QtBot) -> None:
    """On a screen with room (1366x768), the card grid keeps its place between the
    steps that take cards: from the second hand on the table does not jump (nor
    get drawn again at a new scale) at any key, the award's winners picker and
    long step included (issue 21)."""
    panel = make_panel(qtbot, "holdem")
    panel.resize(1366, 768)
    # the first hand: the step's line may grow once, to the longest step at this
    # width (the award's list of the hands to enter, in the program's big heading)
    while not panel.session.is_complete:
        one_step(qtbot, panel)
    press(qtbot, panel, Qt.Key.Key_N)  # the next hand: from here on not a pixel
    QApplication.processEvents()
    size = panel.felt.size()
    grid_seen, picker_seen = set(), False
    while not panel.session.is_complete:
        grid_seen.add(panel.cards.isVisible())
        picker_seen = picker_seen or panel.picker.isVisible()
        one_step(qtbot, panel)
        assert panel.felt.size() == size, panel.session.step().kind.name
    assert grid_seen == {True, False} and picker_seen  # it came and went

    # on a short panel (1024x600) the grid floats over the table (issue 29: under
    # it, it left the table a strip): the table keeps its size, as large as the
    # panel allows, and the grid is on top of it while a step takes cards
    small = make_panel(qtbot, "holdem")
    # as above, the first hand lets the step's line grow once to its longest (with
    # the program's stylesheet the longest step takes a line more); then not a pixel
    while not small.session.is_complete:
        one_step(qtbot, small)
    press(qtbot, small, Qt.Key.Key_N)
    QApplication.processEvents()
    sizes: dict[bool, int] = {}
    while not small.session.is_complete:
        one_step(qtbot, small)
        shown = small.cards.isVisible()
        sizes.setdefault(shown, small.felt.height())
        if shown:
            sheet = small.grid_place.sheet
            assert sheet.isVisible() and small.isAncestorOf(sheet)
    assert sizes[False] == sizes[True] > small.height() / 3




class Painted(QObject):
    """The parts of the widget it watches that were painted."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.parts.append(event.region().boundingRect())
        return False


def test_the_focus_moving_between_the_panel_and_its_buttons_draws_no_seat_again(
        qtbot: QtBot) -> None:
    """Tab takes the focus from the panel to one of its controls (as a click on a
    button does), and it comes back: the table is the same, so no part of the felt
    is drawn again (Qt's own focus handler repainted the whole panel, every seat
    with it, at each such move: 2-3 ms of a click, the dealer latency benchmark)."""
    panel = make_panel(qtbot, "holdem")
    press(qtbot, panel, Qt.Key.Key_N)
    qtbot.waitExposed(panel)
    panel.activateWindow()
    panel.setFocus()
    QApplication.processEvents()
    painted = Painted()
    panel.installEventFilter(painted)
    qtbot.keyClick(panel, Qt.Key.Key_Tab)
    QApplication.processEvents()
    moved_to = QApplication.focusWidget()
    assert moved_to is not panel and panel.isAncestorOf(moved_to)
    panel.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is panel
    felt = QRect(panel.felt.mapTo(panel, QPoint(0, 0)), panel.felt.size())
    assert painted.parts, "the control that took the focus shows it"
    assert not [part for part in painted.parts if part.intersects(felt)]


@pytest.mark.parametrize("max_seats", range(2, 11))
@pytest.mark.parametrize(("width", "height"), [(1000, 520), (700, 380), (1280, 640)])
def test_every_seats_tag_lies_inside_the_felt(max_seats: int, width: int, height: int) -> None:
    """The word on a seat's top edge (TO ACT, ALL-IN) lies inside the drawn area: at
    1366x768 the top seat's TO ACT was cut by the felt's top edge (issue 30 screens)."""
    layout = FeltLayout(width, height, max_seats)
    for seat in range(1, max_seats + 1):
        for x, y, w, h in (layout.seat_rect(seat), layout.tag_rect(seat)):
            assert y >= 0 and y + h <= height, (seat, y)
            assert x >= 0 and x + w <= width


def test_a_pot_line_too_long_for_its_column_keeps_its_amount_whole(qapp) -> None:  # type: ignore[no-untyped-def]
    """Ten seats all in make nine pots in three narrow columns: the main pot's line was
    centred on its full width and cut at both ends ("he main pot…"), the amount gone.
    Its name is cut short now and the amount, 11,000, stays whole in both languages."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from director.ui.dealer.felt.painting import _cut_name

    font = QFont()
    font.setPixelSize(11)
    metrics = QFontMetricsF(font)
    for line, amount in (("The main pot 11,000", "11,000"),
                         ("A főkassza 11\u00a0000", "11\u00a0000")):
        width = metrics.horizontalAdvance(line) * 0.7
        cut = _cut_name(line, metrics, width)
        assert cut.endswith(" " + amount) and "…" in cut, cut
        assert metrics.horizontalAdvance(cut) <= width
        assert _cut_name(line, metrics, width * 2) == line
