"""Training mode (DESIGN.md "Training"): the virtual table, its actions on this
betting round and the last (so every question can be answered from what is
shown, issue 30), and the dealer's questions, answered by seat buttons or a
typed amount, scored and explained with the rule that decides them. A practice
scenario (the "Practice table…" button) deals every hand at its table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import Card
from director.engine.hand.state import HandState, up_flags
from director.engine.messages import msg
from director.services.tables.action_history import HistoryKeeper
from director.services.tables.dealer_session import hand_seat_rows
from director.services.training import (
    DRILLS,
    SEAT_TOPICS,
    Answer,
    Question,
    Topic,
    TrainingError,
    TrainingSession,
    parse_answer,
)
from director.ui.common.director_widgets import make_heading, show_refusal
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.common.grouped_amounts import typed_separators
from director.ui.common.keys import plain_letter
from director.ui.common.language import as_sentence, follow_language, in_language, refusal
from director.ui.common.look_preferences import look, suit_colour
from director.ui.common.named import named
from director.ui.common.style import colour_hex, set_tone, spacing
from director.ui.dealer.actions_bar import big_button
from director.ui.dealer.history_view import HistoryView
from director.ui.dealer.seats_view import SeatsView
from director.ui.practice.scenario_dialog import ScenarioDialog
from director.ui.rules.rule_links import follow_rule_links, link_rules

CARDS_COLUMN = 4  # the seats list's cards: it takes the width left


class TrainingView(QWidget):
    def __init__(self, session: TrainingSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingView")
        self.session = session
        self.trainee = named(QLineEdit(session.trainee), "traineeName")
        texts = follow_language(self)
        texts.bind(self.trainee.setPlaceholderText, lambda: self.tr("Trainee"))
        self.drill = named(QComboBox(), "drillChooser")
        for key, drill in DRILLS.items():
            self.drill.addItem(self.tr(drill.name), key)
        self.drill.setCurrentIndex(list(DRILLS).index(session.drill.key))
        self.drill.currentIndexChanged.connect(self._drill_changed)
        texts.on_change(self._name_drills)
        self.practice = named(QPushButton(), "practiceButton")
        texts.bind(self.practice.setText, lambda: self.tr("Practice table…"))
        self.practice.clicked.connect(self._choose_scenario)
        self.scenario_dialog: ScenarioDialog | None = None
        self.finish = named(QPushButton(), "finishButton")
        texts.bind(self.finish.setText, lambda: self.tr("Finish and save score"))
        self.finish.clicked.connect(self._finish)
        self.score = named(QLabel(), "scoreLabel")
        self.table_info = named(QLabel(), "tableInfo")
        self.table_info.setWordWrap(True)
        self.seats = SeatsView()
        # the column titles written anew (another language) after the columns were
        # sized to the old ones: sized again (issue 29: "setonc", "sszáb")
        self.seats.model().headerDataChanged.connect(lambda *_: self._fit_columns())
        self.history = HistoryView()  # the actions of this round and the last
        self._history = HistoryKeeper()
        self.question = named(QLabel(), "questionLabel")
        self.question.setWordWrap(True)
        make_heading(self.question)
        self.seat_row = QHBoxLayout()
        self.seat_buttons: dict[int, QPushButton] = {}
        self.answer = named(QLineEdit(), "answerField")
        self.answer.setMinimumHeight(44)
        self.answer.returnPressed.connect(self._submit)
        self.submit = big_button("", "submitButton")
        texts.bind(self.submit.setText, lambda: self.tr("Answer"))
        self.submit.clicked.connect(self._submit)
        self.next = big_button("", "nextQuestionButton")
        # Enter once more, after the answer's Enter and the verdict: the next question
        # (the button has the focus then; outside a dialog only an auto-default
        # button takes Enter)
        self.next.setAutoDefault(True)
        texts.bind(self.next.setText, lambda: self.tr("Next question (N)"))
        self.next.clicked.connect(self.ask)
        self.feedback = named(QLabel(), "feedbackLabel")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        follow_rule_links(self.feedback)  # the rule an answer cites opens the rulebook

        top = QHBoxLayout()
        trainee_label, drill_label = QLabel(), QLabel()
        texts.bind(trainee_label.setText, lambda: self.tr("Trainee:"))
        texts.bind(drill_label.setText, lambda: self.tr("Drill:"))
        top.addWidget(trainee_label)
        top.addWidget(self.trainee)
        top.addWidget(drill_label)
        top.addWidget(self.drill)
        top.addWidget(self.score, 1)
        top.addWidget(self.practice)
        top.addWidget(self.finish)
        answer_row = QHBoxLayout()
        answer_row.addWidget(self.answer, 1)
        answer_row.addWidget(self.submit)
        answer_row.addWidget(self.next)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table_info)
        table = QHBoxLayout()
        # the actions as wide as their words on one line, the seats the rest and never
        # narrower than their columns need (_fit_columns)
        table.addWidget(self.seats, 1)
        table.addWidget(self.history, 0)
        layout.addLayout(table, 1)
        layout.addWidget(self.question)
        layout.addLayout(self.seat_row)
        layout.addLayout(answer_row)
        layout.addWidget(self.feedback)
        self._current: Question | None = None
        self._nothing = False  # the drill asks nothing at this table
        # what the feedback line says, written again in another language (a verdict
        # stayed in English after Settings > Nyelv > Magyar, beside a Hungarian window)
        self._told: Callable[[], None] | None = None
        self.ask()
        texts.on_change(self._show_again)
        look().changed.connect(self._show_again)  # the board's suits in two colours or four

    def _fit_columns(self) -> None:
        """Every column but the cards' as wide as its title and cells; the seats list
        at least as wide as its columns need, the actions beside it as wide as their
        words on one line where the window has the room (at 1366x768 "calls 688
        (all-in)" is not wrapped)."""
        if self.seats.isVisible():
            for column in range(self.seats.columnCount()):
                if column != CARDS_COLUMN:
                    self.seats.resizeColumnToContents(column)
        self._share_width()

    def _name_drills(self) -> None:
        for i, drill in enumerate(DRILLS.values()):
            self.drill.setItemText(i, self.tr(drill.name))

    def _show_again(self) -> None:
        """The question on show, in the language just chosen (the score stays)."""
        if self._nothing:
            show_refusal(self.feedback, self._why_nothing())
        if self._told is not None:
            self._told()
        q = self._current
        if q is None:
            return
        self._show_table(reveal=not self.submit.isEnabled())  # answered: shown as it was
        self.question.setText(in_language(q.text))
        for seat, button in self.seat_buttons.items():
            button.setText(self.tr("Seat {0}").format(seat))
        self.answer.setPlaceholderText(self._placeholder(q))
        self._show_score()

    def _placeholder(self, q: Question) -> str:
        """What to type: several amounts are separated by semicolons, as the comma
        and the space group digits (``1,200; 600``; in Hungarian ``1 200; 600``)."""
        if q.topic is Topic.SIDE_POTS:
            return self.tr("Amounts separated by semicolons, main pot first: %1; %2").replace(
                "%1", QLocale().toString(1200)).replace("%2", QLocale().toString(600))
        if q.topic is Topic.EQUITY:
            return self.tr("Seat and share in %, separated by a semicolon: 3; 70")
        return self.tr("Amount")

    # ------------------------------------------------------------- questions

    def ask(self) -> bool:
        """The open question, else the next one; False when the drill asks nothing at
        this table (side pots at a practice table of the 32-card draw, say): why, on
        the feedback line, and nothing to answer until the drill or the table changes."""
        if self.session.question is None:
            try:
                self._current = self.session.next_question()
            except TrainingError:
                self._nothing_to_ask()
                return False
        else:
            self._current = self.session.question
        self._nothing = False
        q = self._current
        self._show_table()
        self.question.setText(in_language(q.text))
        self._told = None
        self.feedback.clear()
        self._seat_buttons(q)
        self.answer.clear()
        self.answer.setVisible(q.topic not in SEAT_TOPICS)
        self.answer.setPlaceholderText(self._placeholder(q))
        self.submit.setVisible(q.topic not in SEAT_TOPICS or q.topic is Topic.POT_WINNER)
        self.submit.setEnabled(True)
        self.next.setEnabled(False)
        self._show_score()
        if self.answer.isVisible():
            self.answer.setFocus()
        return True

    def _nothing_to_ask(self) -> None:
        """No question of the drill came up at this table: the old one goes, with
        its answer buttons and fields, and the refusal says why."""
        self._current, self._nothing, self._told = None, True, None
        self.question.clear()
        self._seat_buttons(None)
        self.answer.clear()
        self.answer.hide()
        self.submit.hide()
        self.next.setEnabled(False)
        show_refusal(self.feedback, self._why_nothing())

    def _why_nothing(self) -> str:
        """Why no question comes, the drill named as the chooser names it (the
        session's message names it in English)."""
        return as_sentence(msg("train-no-question-came-up",
                               name=self.tr(self.session.drill.name)))

    def _seat_buttons(self, q: Question | None) -> None:
        for b in self.seat_buttons.values():
            self.seat_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.seat_buttons = {}
        if q is None or q.topic not in SEAT_TOPICS:
            return
        many = q.topic is Topic.POT_WINNER
        for seat in q.seats:
            b = big_button(self.tr("Seat {0}").format(seat), f"answerSeat_{seat}")
            b.setCheckable(many)
            if not many:
                b.clicked.connect(lambda _=False, s=seat: self.give(s))
            self.seat_row.addWidget(b)
            b.show()
            self.seat_buttons[seat] = b

    def _submit(self) -> None:
        q = self._current
        if q is None or not self.submit.isEnabled():
            return
        if q.topic is Topic.POT_WINNER:
            self.give(frozenset(s for s, b in self.seat_buttons.items() if b.isChecked()))
        else:
            self.give(self.answer.text())

    def _tell(self, show: Callable[[], None]) -> None:
        """The feedback line written by ``show``, now and again in the language the
        trainee switches to."""
        self._told = show
        show()

    def _refuse(self, exc: ValueError) -> None:
        self._tell(lambda: show_refusal(self.feedback, refusal(exc)))

    def give(self, answer: Answer | str) -> None:
        """Hand the trainee's answer to the session and show the verdict. A typed
        answer is read as every amount field reads one, the screen's locale grouping
        its digits (``parse_answer``); one it cannot read is refused in words and
        nothing is scored."""
        q = self.session.question
        if q is None:
            return
        try:
            if isinstance(answer, str):
                answer = parse_answer(q, answer, typed_separators())  # as every field
            verdict = self.session.answer(answer)
        except ValueError as exc:
            self._refuse(exc)
            return

        def said() -> None:
            if verdict.correct:
                self.feedback.setText(link_rules(self.tr("✔ Right: {0}").format(
                    in_language(verdict.expected))))
                set_tone(self.feedback, "success")
            else:
                self.feedback.setText(link_rules(self.tr(
                    "✘ Wrong. The answer is {0}. {1}").format(
                    in_language(verdict.expected), in_language(verdict.explanation))))
                set_tone(self.feedback, "error")
        self._tell(said)
        for b in self.seat_buttons.values():
            b.setEnabled(False)
        self._show_table(reveal=True)
        self.submit.setEnabled(False)
        self.next.setEnabled(True)
        self.next.setFocus()
        self._show_score()

    # --------------------------------------------------------------- display

    def _show_table(self, reveal: bool = False) -> None:
        """The virtual table. Before a seat question is answered no row is marked to
        act: for "who acts now" and "who brings in" that mark is the answer."""
        s = self.session.state
        if s is None:
            return
        loc = QLocale()
        board = " ".join("··" if c is None else self._card_face(c) for c in s.board)
        betting = s.setup.betting
        info = self.tr("Hand {0}: <b>{1}</b>, {2} (smallest bet {3}) — pot {4}").format(
            self.session.hands, game_name(s.setup.game.key),
            limit_names().get(betting.limit.value, betting.limit.value).lower(),
            loc.toString(betting.small_bet), loc.toString(s.pot_total))
        if board:
            info += self.tr(" — board {0}").format(board)
        self.table_info.setText(info)
        q = self.session.question
        hide = not reveal and q is not None and q.topic in SEAT_TOPICS
        rows = [replace(row, to_act=row.to_act and not hide,
                        cards=self._cards(s, i) if s.setup.game.is_stud else row.cards)
                for i, row in enumerate(hand_seat_rows(s))]
        self.seats.show_rows(rows)
        self._share_width()
        self.history.show_history(self._history.history(s))

    def _card_face(self, card: Card) -> str:
        """A board card in the line's rich text as the seats list draws a card: a white
        face, the suit in its colour (red and black, or the four-colour deck)."""
        return (f'<span style="background-color: {colour_hex("card_face", self)}; '
                f'color: {colour_hex(suit_colour(card.suit), self)}">'
                f"\u00a0{card.pretty}\u00a0</span>")

    def _cards(self, s: HandState, player: int) -> str:
        """A stud player's cards, the down cards told apart from the up cards in words
        (colour is never the only signal)."""
        flags = up_flags(s.setup)
        cards = list(zip(s.hole[player], flags, strict=False))
        down = " ".join("··" if c is None else c.pretty for c, up in cards if not up)
        up = " ".join("··" if c is None else c.pretty for c, up in cards if up)
        if not cards:
            return ""
        return self.tr("down: {0} | up: {1}").format(down or "—", up or "—")

    def _show_score(self) -> None:
        """The score since the last save; Finish and save score only once a question
        has been answered since (a save of nothing would be a session of 0 of 0)."""
        sc = self.session.score
        self.score.setText(self.tr("Score: {0} of {1}").format(sc.correct, sc.asked))
        self.finish.setEnabled(sc.asked > 0)

    def _drill_changed(self) -> None:
        """A new drill from the next question on; the score of the session carries on
        and the trainee reads so."""
        self.session.trainee = self.trainee.text()
        self.session.change_drill(str(self.drill.currentData()))
        if not self.ask():
            return
        correct, asked = self.session.score.correct, self.session.score.asked

        def said() -> None:
            set_tone(self.feedback, "")
            self.feedback.setText(self.tr("Drill changed to “{0}”. The score of this "
                                          "session carries on: {1} of {2}.").format(
                self.drill.currentText(), correct, asked))
        self._tell(said)

    def _choose_scenario(self) -> None:
        """The practice table's dialog; the next hands are dealt at the scenario's
        table (the score carries on)."""
        self.scenario_dialog = dialog = ScenarioDialog(self.session.scenario, self)
        dialog.accepted.connect(lambda: self._deal_scenario(dialog))
        dialog.open()

    def _deal_scenario(self, dialog: ScenarioDialog) -> None:
        try:
            self.session.change_scenario(dialog.scenario)
        except ValueError as exc:
            self._refuse(exc)
            return
        self.ask()

    def _finish(self) -> None:
        self.session.trainee = self.trainee.text()
        try:  # the scores' file damaged, or a full disk: said, the session goes on
            record = self.session.finish(datetime.now(UTC))
            sessions = len(self.session.history.records(record.trainee))
        except ValueError as exc:
            self._refuse(exc)
            return

        def said() -> None:
            set_tone(self.feedback, "")
            self.feedback.setText(in_language(msg(
                "train-saved", correct_count=record.correct, asked_count=record.asked,
                session_count=sessions, trainee_name=record.trainee or "—")))
        self._tell(said)
        self._show_score()  # 0 of 0: the next save counts the questions from here

    def _share_width(self) -> None:
        """The seats list keeps the width its columns need, as far as the page has it
        beside the narrowest the actions can be: on a 1024-wide screen a stud hand's
        seats never make the window wider (the actions wrap between actions instead)."""
        spare = self.width() - self.history.minimumSizeHint().width() - 4 * spacing()
        self.seats.setMinimumWidth(max(0, min(self.seats.wanted_width(), spare)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """N (Shift+N too) asks the next question; Ctrl+N, Alt+N are no letter typed."""
        if plain_letter(event) == "n" and self.next.isEnabled():
            self.next.click()
            return
        super().keyPressEvent(event)
