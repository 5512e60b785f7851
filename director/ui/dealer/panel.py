"""The dealer-assist panel (DESIGN.md "Dealer assist"): one table, one hand at a
time, as the engine's script of steps. The panel holds no rules: it shows what
the ``DealerSession`` says and turns clicks and keys into its commands."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFocusEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import Card
from director.engine.hand.rules.steps import StepKind
from director.services.tables.action_history import HistoryKeeper
from director.services.tables.dealer_session import AnyState, DealerSession
from director.ui.common.actions import ActionRunner
from director.ui.common.director_widgets import (
    SteadyLabel,
    is_redo,
    is_undo,
    make_heading,
    scrolled,
    show_refusal,
    whole_words,
)
from director.ui.common.keys import clicks_keep_keys, typing
from director.ui.common.language import follow_language, in_language
from director.ui.common.named import named
from director.ui.common.stakes_words import break_line, color_up_line, hand_header
from director.ui.dealer.actions_bar import ActionsBar, DeclareBox
from director.ui.dealer.card_grid import CardGrid
from director.ui.dealer.felt.model import felt_table
from director.ui.dealer.felt.odds import FeltOdds
from director.ui.dealer.felt.painting import TableFelt
from director.ui.dealer.grid_place import GridPlace, sheet_room
from director.ui.dealer.history_view import HistoryView
from director.ui.dealer.pots_view import PotsView, Winners, WinnersPicker
from director.ui.dealer.seats_view import SeatsView
from director.ui.dealer.step_offer import card_refusal, deck_set, offer_step, unusable
from director.ui.rules.rule_links import follow_rule_links, link_rules

if TYPE_CHECKING:  # the break's words: the clock's service is the station's to import
    from director.services.events.table_games import OnBreak

# From this height on, the card grid's place stays while it is hidden (the felt
# keeps its size); below it (a 1024x600 screen) the felt takes the grid's room
# between the steps that take cards (the panel's smallest height with the grid
# is about 520 pixels: kept, the felt would stay near its least all the time).
GRID_PLACE_FROM = 620
SIDE_MIN_WIDTH = 260  # the pots and the winners picker (seat buttons wrap in rows)


def lined(text: str) -> str:
    """A text for the step's line (a broken table's moves, the open-pair note): its
    rule ids links, a word with a hyphen kept whole ("all-in" never broken). A
    refusal is shown as said: it may name a file, whose path stays as it is."""
    return link_rules(whole_words(text))


class DealerPanel(QWidget):
    """Walks a live dealer through each hand; usable inside the main window."""

    leave = Signal()  # "Close this panel" of a closed table: the window takes it away
    closed_changed = Signal(bool)  # the table closed (True) or open again (``table_closed``)

    def __init__(self, session: DealerSession, parent: QWidget | None = None,
                 seat_names: Callable[[], Mapping[int, str]] | None = None,
                 offer: Callable[[AnyState], tuple[Card, ...]] | None = None) -> None:
        """``offer``: the cards a practice scenario fixes for a step, put in the card
        field as if typed (issue 30)."""
        super().__init__(parent)
        self.offer = offer
        self.setObjectName("dealerPanel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.session = session
        # Each gesture's commit (the disk's fsync) runs while the panel is drawn; the
        # action runner waits for it right after the paint and before the next gesture
        # (issue 21), and shows a refusal or a failed commit on the error line.
        session.store_behind = True
        self.runner = ActionRunner(None, self, self, delayed=session)
        # Who sits where (read again at each redraw: players move and bust between hands).
        self.seat_names: Callable[[], Mapping[int, str]] = seat_names or dict
        # A stored table's count of the stacks before the first hand after hands dealt
        # on the felt (``felt_count.ask_count``), given what to do once counted.
        self.count_first: Callable[[Callable[[], None]], None] | None = None
        self.last_count: QWidget | None = None  # the count last asked (tests, screenshots)
        self.header = named(QLabel(), "handHeader")
        self.header.setWordWrap(True)  # beside the hand timer on a 1024x600 screen
        self.undo_button = named(QPushButton(), "undoButton")
        texts = follow_language(self)
        texts.bind(self.undo_button.setText, lambda: self.tr("Undo (U)"))
        self.undo_button.setMinimumHeight(40)
        # a table broken up or closed (``table_closed``): the words that say so, each
        # line in the language shown, and the one button left; where each player went
        # in the plain type under the step's line (at 1024x600 the window still fits)
        self.closed: Callable[[], list[str]] | None = None
        self.closed_moves = follow_rule_links(named(QLabel(), "closedMoves"))
        self.closed_moves.setWordWrap(True)
        self.closed_moves.hide()
        # a tournament table: while the clock is on a break, the level a hand dealt now
        # is dealt at and the break's color-up, else None (``dealer_pages``); said
        # before the hand's first action
        self.on_break: Callable[[], OnBreak | None] | None = None
        self.close_button = named(QPushButton(), "closePanelButton")
        texts.bind(self.close_button.setText, lambda: self.tr("Close this panel"))
        self.close_button.setMinimumHeight(40)
        self.close_button.hide()
        self.close_button.clicked.connect(self._leave)
        clicks_keep_keys(self.undo_button, self.close_button)
        # The step's line keeps the height of the longest step shown at this width
        # (the award's list of missing hands wraps onto more lines): the felt keeps
        # its size and scale (issue 21). Two lines at least: many steps take two
        # (those citing a rule, most in Hungarian), so only a rare longer one grows it.
        self.step_label = named(SteadyLabel(lines=2), "stepLabel")
        make_heading(self.step_label)
        self.error_label = named(QLabel(), "errorLabel")
        self.error_label.setWordWrap(True)
        # what applies to this hand beyond its game and level (R-6.4's open pair)
        self.note = follow_rule_links(named(QLabel(), "handNote"))
        self.note.setWordWrap(True)
        self.note.hide()
        self._cards_wanted = False
        self._cards_typed = False  # the step's gesture is typing cards: the field has the keys
        self._header_of: tuple[object, ...] | None = None  # what the header shows
        # the catalogues keep what they rendered (engine.messages.render)
        self._words = in_language
        follow_rule_links(self.step_label)  # a cited rule id opens the rulebook there
        follow_rule_links(self.error_label)
        self.felt = TableFelt()
        # all-in odds beside the seats once the hands are face up (issue 21, R-7.1)
        self.odds = FeltOdds(session, self.felt)
        self.seats = SeatsView()  # the same seats as a list, one tab over
        self.views = named(QTabWidget(), "dealerViews")
        self.views.setDocumentMode(True)
        self.views.addTab(self.felt, "")
        self.views.addTab(self.seats, "")
        texts.bind(lambda text: self.views.setTabText(0, text), lambda: self.tr("Table"))
        texts.bind(lambda text: self.views.setTabText(1, text), lambda: self.tr("Seats list"))
        self.pots = PotsView()
        self.history = HistoryView()  # this round's actions and the last's, per seat
        self._history = HistoryKeeper()
        self.picker = WinnersPicker()
        self.declare_box = DeclareBox()  # guts
        self.cards = CardGrid()
        self.actions_bar = ActionsBar()

        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.undo_button)
        top.addWidget(self.close_button)
        # The side column takes its share of the width whatever it holds (pots,
        # the winners picker), so the felt keeps its size from one key to the next
        # and is not laid out and drawn afresh (the dealer latency benchmark).
        self.side = named(QWidget(), "dealerSide")
        self.side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.side.setMinimumWidth(SIDE_MIN_WIDTH)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.pots)
        side.addWidget(self.history)
        side.addWidget(self.picker)
        side.addWidget(self.declare_box)
        side.addStretch(1)
        # the column scrolls when it holds more than a short panel's height (the
        # action history under the pots: 1024x600, issue 29), so the felt keeps its room
        self.side_area = side_area = scrolled(self.side, "dealerSideScroll")
        side_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        side_area.setMinimumWidth(SIDE_MIN_WIDTH)
        middle = QHBoxLayout()
        middle.addWidget(self.views, 3)
        middle.addWidget(side_area, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.step_label)
        layout.addWidget(self.closed_moves)
        layout.addWidget(self.error_label)
        layout.addLayout(middle, 1)
        layout.addWidget(self.cards)
        layout.addWidget(self.actions_bar)
        # on a short panel the grid floats over the table (issue 29), clear of the
        # seat it asks about (issue 30)
        self._asked: int | None = None  # the seat whose cards the step takes
        self._rows_order: list[int] = []  # the seats as the seats list shows them
        self.grid_place = GridPlace(self, self.cards, self.views, lambda: sheet_room(
            self, self.views, self.felt, self.seats, self._rows_order, self._asked,
            (self.pots, self.history)))
        self.views.currentChanged.connect(lambda _index: self.grid_place.place())

        a, s = self.actions_bar, self.session
        self.undo_button.clicked.connect(lambda: self._do(s.undo))
        a.next_clicked.connect(self._next)
        a.fold_clicked.connect(lambda: self._do(s.fold))
        a.check_call_clicked.connect(lambda: self._do(s.check_call))
        a.raise_clicked.connect(lambda to: self._do(lambda: s.bet_raise(to())))
        a.all_in_clicked.connect(lambda: self._do(s.all_in))
        a.bring_in_clicked.connect(lambda: self._do(s.bring_in))
        a.muck_clicked.connect(lambda: self._do(s.muck))
        a.draw_clicked.connect(self._draw)
        self.picker.picked.connect(self._award_to)
        # every key is written on its button (DESIGN.md "Keyboard first")
        self._keys: dict[int, QPushButton] = {
            **{key.value: button for key, button in a.shortcuts().items()},
            Qt.Key.Key_U.value: self.undo_button,
        }
        # the all-in odds are counted between key presses: each pot's shown as they come
        self.odds.timer.timeout.connect(lambda: self.pots.show_odds(self.odds.view))
        session.subscribe(self.refresh)
        self.refresh()
        texts.on_change(self._say_anew)

    def _say_anew(self) -> None:
        """Another language: every text written again, the header too."""
        self._header_of = None
        self.refresh()

    # -------------------------------------------------------------- commands

    def _do(self, command: Callable[[], AnyState]) -> None:
        """A gesture through the action runner (issue 32); the panel draws itself from
        the session, the other views follow the commit feed."""
        self.runner.run(command, lambda _state: "", redraw_now=False)

    def show_error(self, text: str) -> None:
        """A refused gesture, or a commit that failed: the message, its rule ids links."""
        show_refusal(self.error_label, text)
        self.error_label.show()

    def show_info(self, _text: str) -> None:
        """A gesture done: the error line goes."""
        self.error_label.clear()
        self.error_label.hide()

    def _leave(self) -> None:
        self.runner.settle()  # a commit still running behind is done first
        self.leave.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.settle()
        super().closeEvent(event)

    def _next(self) -> None:
        s = self.session
        if self.count_first is not None and s.step().kind is StepKind.DONE:
            # hands on the felt since, players moved in uncounted: counted, then dealt
            self.count_first(lambda: self._do(s.advance))
            return
        if s.is_guts and s.step().kind is StepKind.ACT:
            ins = self.declare_box.declared()
            self._do(lambda: s.declare(ins))
            return
        problem = self.cards.problem_text()
        if problem:  # a card already seen, named where it is; nothing dealt
            show_refusal(self.error_label, problem)
            self.error_label.show()
            return
        cards = self.cards.selected()
        step = s.step()
        if step.kind is StepKind.DISCARD and not cards and self.cards.isVisible() and \
                None not in s.hand.hole[s.hand.player_at(step.seat or 0)]:
            # a hand whose cards are all known discards one of them by name
            show_refusal(self.error_label, self.tr(
                "Choose the card seat {0} discards: every card of the hand is known").format(
                step.seat))
            self.error_label.show()
            return
        self._do(lambda: s.advance(cards))

    def _draw(self, count: int) -> None:
        """Stand pat or draw ``count`` (R-6.5): the cards chosen in the grid are the
        ones discarded, where the dealer knows the hand."""
        problem = self.cards.problem_text()
        if problem:
            self.show_error(problem)
            return
        cards = self.cards.selected() if self.cards.isVisible() else ()
        self._do(lambda: self.session.discard(count, cards))

    def _award_to(self, winners: Winners) -> None:
        self._do(lambda: self.session.award_to(winners))

    def undo(self) -> None:
        """Ctrl+Z (and U): take back the last dealer step of the hand. A closed table
        has none: said, with where the director opens it again (the close or the
        balancing is the director's action, not the panel's)."""
        if self.closed is not None:
            self.show_error(self.tr(
                "This table is closed: there is no dealer step to take back here. The "
                "director opens it again with Ctrl+Z on the seating or the cash tables "
                "page"))
            return
        if self.undo_button.isEnabled():
            self.undo_button.click()

    def redo(self) -> None:
        """Ctrl+Shift+Z (Ctrl+Y): a step taken back is keyed again, never put back, and
        the director's action last undone is not the panel's to do again (the main
        window's Edit > Redo did it: the director's N taken back moved the clock a
        level when the dealer pressed Ctrl+Shift+Z for a call taken back)."""
        self.show_error(self.tr("A step taken back is not put back: press its key again"))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The panel draws no mark of its focus; Qt's own handler would repaint the
        whole panel each time the focus comes back from one of its buttons (a click
        on a button takes the focus: 2-3 ms of a click, the dealer latency benchmark).
        At a step whose gesture is typing cards the focus goes on to the card field
        (the page shown again, a click on the table)."""
        event.accept()
        self._cards_take_keys()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        event.accept()  # as focusInEvent: nothing to repaint

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The single keys reach the panel only while the focus is inside it (not in
        another page or window), and never while the card or amount field types
        them (DESIGN.md "Keyboard first"). Those fields type only what a card or an
        amount is written with and pass every other key up to the panel
        (``ui.common.keys.KeysField``): N, U, F... work wherever the focus is in the
        panel, a card's letters are typed, never a command."""
        key = event.key()
        if is_undo(event):
            self.undo()
            return
        if is_redo(event):
            self.redo()
            return
        button = self._keys.get(key)
        declare = self.declare_box.key_button(key)
        if declare is not None and self.declare_box.isVisible():
            button = declare  # guts: a seat's number says it declared in
        if button is not None and typing(self, event):
            super().keyPressEvent(event)
            return
        # the keypad's digits are the same keys (stand pat on keypad 0, R-6.5)
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if button is not None and plain == Qt.KeyboardModifier.NoModifier:
            if button.isVisible() and button.isEnabled():
                button.click()
            elif button in self.actions_bar.draws and self.actions_bar.draws[0].isVisible():
                # a draw the house rules do not offer: the hand says why
                self._draw(self.actions_bar.draws.index(button))
            elif button is self.actions_bar.bring_in and \
                    self.session.step().kind is StepKind.POST_BRING_IN:
                # B at a bring-in the table's chips cannot pay (not offered): the hand
                # says why on the error line and what to ask the director (R-6.4, TDA 20)
                self._do(self.session.bring_in)
            elif button is self.actions_bar.all_in:
                # A with no all-in on offer: the hand says why on the error line (the
                # most the limit allows, R-5.3 to, or nobody to act now)
                self._do(self.session.all_in)
            return
        enter = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        bar = self.actions_bar
        if key in enter[1:] and bar.amount.hasFocus() and bar.bet_raise.isVisible():
            # the total typed in the amount field, then Enter: the bet or raise to it
            # and the single keys are the panel's again for the next seat; an
            # amount refused stays in the field, with the keyboard, to be mended
            bar.bet_raise.click()
            if not self.error_label.text():
                self.setFocus()
            return
        chosen = self.cards.selected() if self.cards.isVisible() else ()
        if key in enter and chosen and self.actions_bar.draws[0].isVisible():
            self._draw(len(chosen))  # the discards typed, then Enter: draws as many
            return
        if key in enter and self.actions_bar.next.isVisible():
            self.actions_bar.next.click()
            return
        super().keyPressEvent(event)

    def _card_refusal(self, cards: tuple[Card, ...]) -> str | None:
        """R-1.4 as the dealer types (``step_offer.card_refusal``)."""
        return card_refusal(self.session, self._words, cards)

    # -------------------------------------------------------------- display

    def refresh(self) -> None:
        """Every part shown again from the session. The panel's layout waits until
        the end: a widget shown or a text changed would each lay out the whole panel
        again at once (showing the card grid did), so it is laid out once, after."""
        layout = self.layout()
        if layout is None or not layout.isEnabled():
            self._refresh()
        else:
            layout.setEnabled(False)
            try:
                self._refresh()
            finally:
                layout.setEnabled(True)
                layout.invalidate()
        self.grid_place.place()  # another seat asked about: the sheet clear of it
        self._cards_take_keys()

    def table_closed(self, words: Callable[[], list[str]] | None) -> None:
        """The table was broken up by balancing or closed (``words``, read again in the
        language shown: the first line the step's, where each player went under it),
        or is open again (``None``: the balancing undone): nothing is offered to deal
        on a closed table."""
        if (words is None) == (self.closed is None):
            return
        self.closed = words
        self.close_button.setVisible(words is not None)
        self.undo_button.setVisible(words is None)
        self.closed_moves.setVisible(False)
        self.refresh()
        self.closed_changed.emit(words is not None)

    def _has_keys(self) -> QWidget | None:
        """The widget of the panel that has the keyboard in its window (active or
        not: a key pressed in another window or page never counts), else None."""
        if not self.isVisible():
            return None
        focus = self.window().focusWidget()
        if focus is None or not (focus is self or self.isAncestorOf(focus)):
            return None
        return focus

    def _cards_take_keys(self) -> None:
        """Keyboard first: at a step whose gesture is typing cards (the board's
        streets and the burns before them, cards the rules need: ``CardRequest.typed``)
        the card field takes the keyboard while the panel has it, so the dealer
        types with no click: the flop at its burn, the cards and Enter; the turn and
        the river N, the card, Enter. Never taken from another window or page: in a
        window not active it is the field the window gives the keys back to."""
        entry = self.cards.entry
        if not self._cards_typed or not entry.isEnabled() or not entry.isVisible():
            return
        focus = self._has_keys()
        if focus is not None and focus is not entry:
            entry.setFocus(Qt.FocusReason.OtherFocusReason)

    def _cards_give_keys_back(self) -> None:
        """At a step that takes no cards the panel takes the keys back from the card
        field before the field is disabled and the grid hidden (Qt would hand them
        to the window's next widget: a button, or out of the panel): A is all-in."""
        focus = self._has_keys()
        if focus is not None and (focus is self.cards or self.cards.isAncestorOf(focus)):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_closed(self, words: Callable[[], list[str]]) -> None:
        said, *moves = words()
        self.step_label.setText(lined(said))
        self.step_label.keep_height()
        self.closed_moves.setText("<br>".join(lined(line) for line in moves))
        self.closed_moves.setVisible(bool(moves))
        self.error_label.clear()
        self.error_label.hide()
        self.undo_button.setEnabled(False)
        self._cards_wanted = self._cards_typed = False
        self._asked = None
        self._cards_give_keys_back()
        self.cards.hide()
        self.picker.hide()
        self.declare_box.hide()
        self.actions_bar.show_only()

    def _refresh(self) -> None:
        self._show_header()
        if self.closed is not None:
            self._show_closed(self.closed)
            return
        s = self.session
        loc = QLocale()
        step = s.step()
        # a hand recorded on the felt since this hand ended: where it put the button
        # and the blinds, and the hand N deals now
        felt = s.felt if step.kind is StepKind.DONE else None
        said = lined(self._words(step.message if felt is None else felt.said()))
        on_break = self._break_text(step.kind)
        self.step_label.setText(said if on_break is None else f"{on_break}<br>{said}")
        self.step_label.keep_height()
        self.undo_button.setEnabled(bool(s.state.log))
        names = self.seat_names()
        seat_rows, pot_rows = s.seat_rows(), s.pot_rows()  # asked once for all the views
        self.seats.show_rows(seat_rows, names)
        self._rows_order = [row.seat for row in seat_rows]
        self.felt.show_table(felt_table(s, names, self._words, seat_rows, pot_rows))
        # hands on the felt since: the pots and awards shown are the panel's last hand's
        last = "" if felt is None else self._words(felt.heading(s.hand_number))
        self.pots.show_pots(pot_rows, [self._words(t) for t in s.award_texts()], self._words,
                            self.odds.view, last)
        # its actions neither: the felt's hand is not the one they were taken in
        self.history.show_history(None if s.is_guts or felt is not None
                                  else self._history.history(s.hand), self._words)
        request = s.card_request()
        self._cards_typed = request.typed
        if not request.count:
            self._cards_give_keys_back()
        what = self._words(request.what) if request.what is not None else ""
        deck = None if s.is_guts else deck_set(s.hand.setup.game.deck)  # 32 or 52
        self.cards.set_request(request.count, request.required, what, unusable(s, step),
                               request.every_seat, self._card_refusal, deck,
                               request.board_after)
        offered = self.offer(s.state) if self.offer is not None and request.count else ()
        if offered:
            self.cards.offer(offered)
        self._cards_wanted = request.count > 0  # the grid shows only when a step takes cards
        self._asked = step.seat if self._cards_wanted else None
        self._show_actions(step.kind)
        total = sum(r.amount for r in pot_rows)
        self.pots.setTitle(self.tr("Pots: {0}").format(loc.toString(total)))

    def _break_text(self, kind: StepKind) -> str | None:
        """While the clock is on a break, between hands (the hand over, or the next one
        not begun): the next hand is dealt at the level after the break (R-8.1), and
        the break's color-up (R-8.3). The dealer may still deal it (a table finishing
        its hand, a director's call)."""
        s = self.session
        if self.on_break is None or not (kind is StepKind.DONE or not s.state.log):
            return None
        on_break = self.on_break()
        if on_break is None:
            return None
        game = (s.pending_game or s.game) if kind is StepKind.DONE else s.game
        color_up = color_up_line(on_break)  # the dealer's chip race, on its own line
        return "<br>".join(lined(line) for line in (
            break_line(on_break.level, game), color_up) if line is not None)

    def _show_header(self) -> None:
        """The game, its level, the hand and the button: written again only when one
        of them (or the language) changes, once a hand, not at every key. A closed
        table names no next hand."""
        s = self.session
        stud = not s.is_guts and s.hand.setup.game.is_stud  # no button
        button = None if stud else s.shown_button  # None: a draw for it due
        pending = s.pending_game if self.closed is None else None
        number = s.hand_number if s.felt is None else s.felt.number  # the felt's, since
        key = (s.game, pending, number, button, QLocale().name())
        if key == self._header_of:
            return
        self._header_of = key
        self.header.setText(hand_header(s.game, pending, number, button))
        note = None if s.is_guts else s.hand.open_pair_note()  # cash or tournament
        self.note.setText(lined(self._words(note)) if note is not None else "")
        self.note.setVisible(note is not None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.step_label.keep_height()  # a new width: the step's line measured again
        self._keep_grid_place()

    def _keep_grid_place(self) -> None:
        """Where the panel is tall enough (``GRID_PLACE_FROM``), the card grid keeps
        its place while hidden: the felt keeps its size whether a step takes cards
        or not, so a key press that shows or hides the grid does not lay out and
        draw every seat again at a new scale (issue 21). On a shorter screen (a
        1024x600 netbook) the felt takes the grid's room between the steps that
        take cards: a bigger table there is worth a redraw now and then."""
        keep = self.height() >= GRID_PLACE_FROM
        policy = self.cards.sizePolicy()
        if policy.retainSizeWhenHidden() != keep:
            policy.setRetainSizeWhenHidden(keep)
            self.cards.setSizePolicy(policy)

    def _picker_in_view(self) -> None:
        if self.picker.isVisibleTo(self):
            self.side_area.ensureWidgetVisible(self.picker, 0, 0)

    def _show_actions(self, kind: StepKind) -> None:
        self.picker.hide()
        if self.cards.isHidden() == self._cards_wanted:
            self.cards.setVisible(self._cards_wanted)
        self.declare_box.hide()
        offer_step(self.session, kind, self.actions_bar, self.picker, self.declare_box,
                   self.cards, self.history, self._picker_in_view)
