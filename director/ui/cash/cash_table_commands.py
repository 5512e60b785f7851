"""What the buttons of a cash game's tables page do (R-3.6, R-3.7, R-8.7): each is
one ``CashTableService`` command run by the page's ``ActionRunner`` (said when
done, refused with its reason on the page's message line; the views, this page
included, follow the commit feed), and Ctrl+Z undoes the last one. Money is
confirmed with its amount before it moves (``money_dialog``): a buy-in as the
player sits, a top-up (behind the stack while the hand is dealt, R-8.6), and a
cash-out pre-filled from the stack. A move from a table dealt on the felt to one
dealt at the dealer panel (the Move button, a drag, a seat-change request seated)
asks for the chips the player brings, pre-filled with what they bought (R-8.7).
Draw for the button deals the table's first button by cards (R-3.1: the seating's
draw, its dialog showing the cards; Ctrl+Z takes it back). Next hand (Ctrl+H)
records a hand dealt on the felt at the table in front, with who posts what (R-3.3
to R-3.7). A command of a seated player is for the player the page
showed in the seat, chosen at the button: refused by name there (before any money is
named) and again by the service at the dialog's OK when another station changed the
seat meanwhile.

``CashTablesPage`` (ui/cash_tables.py) builds the page and draws the tables; it
inherits these commands, which read its controls (the attributes declared
below). Their texts are found under the page's translation context
("CashTablesPage"), where they were before: PySide's ``tr`` looks through the
classes of the object, the page's own first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QListWidget, QTabWidget, QWidget

from director.engine.event.cash import LineKind
from director.engine.event.seating import Shuffler
from director.engine.hand.facts.games import Opening
from director.engine.messages import Amount, msg
from director.services.cash.cash_table_views import CashSeatView, CashTableView
from director.services.cash.cash_tables import CashTableService
from director.services.core.message_data import table_label
from director.ui.cash.cash_table_form import OpenTableForm, stakes_text
from director.ui.cash.money_dialog import (
    MoneyDialog,
    charge_dialog,
    confirm_money,
    count_dialog,
    payout_dialog,
)
from director.ui.common.actions import ActionRunner, EventUndoPage
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    EventChanges,
    MessageLabel,
    TypedAmount,
    chips,
    table_name,
    typed_player,
)
from director.ui.common.language import in_language
from director.ui.console.button_draw import ButtonDrawDialog

T = TypeVar("T")


class CashTableCommands(EventUndoPage):
    """The page's commands; ``CashTablesPage`` makes the controls they read."""

    deal_requested = Signal(int)  # a table id: open the dealer panel there

    context: AppContext
    event_id: int
    service: CashTableService
    changes: EventChanges
    message: MessageLabel
    runner: ActionRunner  # runs the commands on the page's database, says them on message
    views: list[CashTableView]
    tables: QTabWidget  # one tab a table
    controls: QTabWidget  # new table, seat, seated, waiting list
    open_form: OpenTableForm
    seat_tab: QWidget
    waiting_tab: QWidget
    player: QComboBox
    buy_in: TypedAmount
    seat_choice: QComboBox
    post: QCheckBox
    seated: QComboBox
    top_up_amount: TypedAmount
    move_table: QComboBox
    move_seat: QComboBox
    waiting: QListWidget
    waiting_buy_in: TypedAmount
    straddle_next: QCheckBox
    rng_factory: Callable[[], Shuffler]  # the button draw's cards
    money_dialog: MoneyDialog | None = None  # the confirmation open, if any
    last_dialog: ButtonDrawDialog | None = None  # the button draw shown last

    def current(self) -> CashTableView | None:
        """The table of the tab in front, if any is open."""
        i = self.tables.currentIndex()
        return self.views[i] if 0 <= i < len(self.views) else None

    def _do(self, command: Callable[[], T], done: Callable[[T], str]) -> tuple[T] | None:
        """Run one service command through the runner: its result (in a tuple, a command
        may return None), or ``None`` when it was refused (the refusal shown)."""
        return self.runner.run(lambda: (command(),), lambda outcome: done(outcome[0]))

    def _need_table(self) -> CashTableView | None:
        t = self.current()
        if t is None:
            self.message.show_error(lambda: self.tr("Open a table first"))
        return t

    def _selected_seat(self) -> CashSeatView | None:
        t = self.current()
        number = self.seated.currentData()
        return None if t is None or number is None else t.seat(int(number))

    def _player_id(self) -> int | str | None:
        """The player chosen, or a new player's name typed (added by the command)."""
        return typed_player(self.player, self.message, self.tr("Choose or type a player first"))

    def _open_table(self) -> None:
        f = self.open_form
        stakes = self.message.attempt(f.stakes)
        if stakes is None:
            return
        # An empty name: the next number, "Table 3" in the chosen language.
        name = f.name.text().strip() or self.tr("Table %1").replace(
            "%1", str(len(self.views) + 1))
        opened = self._do(lambda: self.service.open_table(
            self.event_id, self.context.now(), name=name, seats=f.seats.chosen(),
            stakes=stakes, smallest_chip=f.chip.chosen(), min_buy_in=f.min_buy_in.chosen(),
            max_buy_in=f.max_buy_in.chosen() or None, straddle=f.straddle.isChecked()),
            lambda tid: self.tr("Opened %1").replace(
                "%1", table_name(self.service.table(tid).name)))
        if opened is not None:
            f.name.clear()
            self.tables.setCurrentIndex(len(self.views) - 1)
            self.controls.setCurrentWidget(self.seat_tab)

    def _sit(self) -> None:
        """The player sits down with a buy-in, confirmed first; a buy-in typed that is
        no amount ("1,5") is refused in words before a new player is added."""
        t = self._need_table()
        buy_in = self.message.attempt(self.buy_in.chosen) if t else None
        pid = self._player_id() if buy_in is not None else None
        if t is None or buy_in is None or pid is None:
            return
        seat = self.seat_choice.currentData()
        name = self.player.currentText().strip()
        post = self.post.isChecked()
        if len(t.seats) >= t.max_seats:  # said before any money is asked for
            self.message.show_error(self.tr("%1: all %2 seats are taken; put the player on "
                                            "the waiting list").replace("%1", table_name(t.name))
                                    .replace("%2", str(t.max_seats)))
            return
        self._sit_asked(t, pid, name, buy_in, seat, post)

    def _sit_asked(self, t: CashTableView, pid: int | str, name: str, buy_in: int,
                   seat: int | None = None, post: bool = False) -> None:
        """The buy-in asked for before the player sits down at ``t`` in ``seat`` (None: a
        drawn one), the chips they hold, bought before a seat, going with them (R-8.7);
        a new player's name (``pid``) holds none and is added as they sit down."""
        where = (self.tr("%1 sits at %2, seat %3.").replace("%3", str(seat)) if seat
                 else self.tr("%1 sits at %2, in a drawn seat.")).replace("%1", name) \
            .replace("%2", table_name(t.name))
        held = self.context.cash.held(self.event_id, pid) if isinstance(pid, int) else 0
        self._confirm(charge_dialog(self, LineKind.BUY_IN, name, buy_in, None,
                                    note=where, held=held), lambda amount: self._seated(
            t, lambda: self.service.sit(t.table_id, pid, amount, self.context.now(),
                                        seat=seat, post=post), name, held + amount))

    def _seated(self, t: CashTableView, sit: Callable[[], int], name: str,
                stack: int) -> None:
        if self._do(sit, lambda n: self.tr("%1 sits in seat %2 at %3 with %4")
                    .replace("%1", name).replace("%2", str(n)).replace("%3", table_name(t.name))
                    .replace("%4", chips(stack))) is not None:
            self.post.setChecked(False)

    def _confirm(self, dialog: MoneyDialog, then: Callable[[int], None]) -> None:
        """Ask for the amount (``money_dialog``), then run the command with it."""
        self.money_dialog = dialog
        confirm_money(dialog, then)

    def _add_waiting(self) -> None:
        t = self._need_table()
        pid = self._player_id() if t else None
        if t is None or pid is None:
            return
        name = self.player.currentText().strip()
        if self._do(lambda: self.service.add_waiting(self.event_id, pid, t.stakes,
                                                     self.context.now()),
                    lambda _w: self.tr("%1 is on the waiting list for %2").replace(
                        "%1", name).replace("%2", stakes_text(t.stakes))) is not None:
            self.controls.setCurrentWidget(self.waiting_tab)

    def _chosen_seat(self) -> tuple[CashTableView, CashSeatView] | None:
        """The table in front and its seated player chosen, as this page shows them (the
        command then names that player to the service: ``player_id``)."""
        t, s = self.current(), self._selected_seat()
        if t is None or s is None:
            self.message.show_error(lambda: self.tr("Choose a seated player first"))
            return None
        return t, s

    def _seated_command(self, command: Callable[[CashTableView, CashSeatView], T],
                        done: Callable[[CashSeatView, T], str],
                        chosen: tuple[CashTableView, CashSeatView] | None = None) -> None:
        """A command of the player chosen (``chosen``: at the button, before a dialog),
        refused by name if another station changed the seat since (R-8.7)."""
        chosen = chosen or self._chosen_seat()
        if chosen is not None:
            t, s = chosen
            self._do(lambda: command(t, s), lambda result: done(s, result))

    def _still_seated(self, t: CashTableView, s: CashSeatView) -> CashSeatView | None:
        """The seat as the store holds it now, or None, said, when the player this page
        shows there left it at another station meanwhile: refused before any money is
        named (the service refuses it again at OK)."""
        now = self.runner.run(lambda: self.service.table(t.table_id))
        if now is None:
            return None
        seat = now.seat(s.number)
        if seat is None or seat.player_id != s.player_id:
            self.message.show_error(msg("svc-seat-changed-meanwhile", player=s.player,
                                        seat=s.number, table_text=table_label(t.name)))
            return None
        return seat

    def _top_up(self) -> None:
        """A top-up, confirmed first; behind the stack while the hand is dealt (R-8.6)."""
        chosen = self._chosen_seat()
        if chosen is None:
            return
        t, s = chosen
        amount = self.message.attempt(self.top_up_amount.chosen)  # "1,5": refused in words
        if amount is None or self._still_seated(t, s) is None:
            return
        self._confirm(charge_dialog(self, LineKind.TOP_UP, s.player, amount, t.spot(s)),
                      lambda amount: self._seated_command(
            lambda t, s: self.service.top_up(t.table_id, s.number, amount, self.context.now(),
                                             player_id=s.player_id),
            lambda s, behind: (self.tr("%1 tops up %2 behind the stack (R-8.6)") if behind
                               else self.tr("%1 tops up %2")).replace("%1", s.player)
            .replace("%2", chips(amount)), chosen))

    def _leave(self) -> None:
        """The player leaves; the cash-out is pre-filled from the stack and confirmed.
        A seat in the hand being dealt is refused at once, before the cash-out is
        named (the dialog had named the stack and the payout, then been refused)."""
        chosen = self._chosen_seat()
        if chosen is None:
            return
        t, s = chosen
        seat = self._still_seated(t, s)
        if seat is None:
            return
        if seat.in_hand:
            # refused before any money is named (issue 28), as the service refuses it
            self.message.show_error(msg("svc-seat-in-hand-being-dealt", seat=s.number,
                                        table_text=table_label(t.name)))
            return
        self._confirm(payout_dialog(self, s.player, t.spot(s), s.chips),
                      lambda amount: self._seated_command(
            lambda t, s: self.service.leave(t.table_id, s.number, self.context.now(), amount,
                                            player_id=s.player_id),
            lambda s, out: self.tr("%1 leaves and cashes out %2").replace("%1", s.player)
            .replace("%2", chips(out)), chosen))

    def _away(self, post: bool | None) -> None:
        """Step away or come back (R-3.6); at a table without blinds the player is
        only skipped from the deal, and dealt in again at the next hand."""
        now, t = self.context.now(), self.current()
        blinds = t is None or t.stakes.opening is Opening.BLINDS
        if post is None:
            self._seated_command(
                lambda t, s: self.service.step_away(t.table_id, s.number, now,
                                                     player_id=s.player_id),
                lambda s, _r: (self.tr("%1 steps away and misses the blinds that pass")
                               if blinds else self.tr("%1 steps away and is not dealt in"))
                .replace("%1", s.player))
        else:
            self._seated_command(
                lambda t, s: self.service.come_back(t.table_id, s.number, now, post,
                                                     player_id=s.player_id),
                lambda s, _r: (self.tr("%1 is back and posts at the next hand") if post
                               else self.tr("%1 is back and waits for the big blind")
                               if blinds else self.tr("%1 is back and dealt in at the next hand"))
                .replace("%1", s.player))

    def _request_change(self) -> None:
        to = self.move_table.currentData()
        self._seated_command(
            lambda t, s: self.service.request_change(
                t.table_id, s.number, self.context.now(),
                None if to is None or to == t.table_id else int(to), player_id=s.player_id),
            lambda s, _r: self.tr("%1 asks for a seat change").replace("%1", s.player))

    def _move(self) -> None:
        to, seat = self.move_table.currentData(), self.move_seat.currentData()
        if to is None:
            self.message.show_error(lambda: self.tr("Choose the table to move to"))
            return
        chosen = self._chosen_seat()
        if chosen is not None:
            self._move_player(*chosen, int(to), seat)

    def _dropped(self, player_id: int, table_id: int, seat: int) -> None:
        """A player dragged to an empty seat: a seat change there."""
        here = next(((t, s) for t in self.views for s in t.seats if s.player_id == player_id),
                    None)
        if here is not None:
            self._move_player(*here, table_id, seat)

    def _move_player(self, t: CashTableView, s: CashSeatView, to: int,
                     to_seat: int | None) -> None:
        """A seat change (the Move button, a drag, a request seated from the list). From
        a table dealt on the felt (or on the felt since its panel's last hand,
        uncounted) to another (dealt at the dealer panel, or no hand dealt there yet)
        the chips brought are asked first (R-8.7): one field, pre-filled with the stack
        as stored (what the player bought, or the panel's), Enter moves them with
        it; the count is their stack there."""
        target = next((v for v in self.views if v.table_id == to), None)

        def move(counted: int | None) -> None:
            self._do(lambda: self.service.move(t.table_id, s.number, to, self.context.now(),
                                               to_seat=to_seat, counted=counted,
                                               player_id=s.player_id),
                     lambda n: self.tr("%1 moves to seat %2").replace("%1", s.player)
                     .replace("%2", str(n)) if counted is None else in_language(msg(
                         "win-moved-counted", player=s.player, seat=n,
                         amount=Amount(counted))))

        if target is not None and to != t.table_id and not t.stacks_known:
            if self._still_seated(t, s) is None:  # said before the chips are asked for
                return
            self._confirm(count_dialog(self, s.player, t.name, target.name, s.chips,
                                       fresh=not target.tracked, felt_since=t.count_due),
                          move)
        else:
            move(None)

    def _waiting_choice(self) -> int | None:
        item = self.waiting.currentItem()
        if item is None:
            self.message.show_error(lambda: self.tr("Choose a name on the waiting list first"))
            return None
        return int(item.data(Qt.ItemDataRole.UserRole))

    def _seat_waiting(self) -> None:
        """The chosen name takes a drawn seat at this table: a seat change moves the
        player with their chips, a name on the waiting list buys in."""
        t, chosen = self._need_table(), self._waiting_choice()
        if t is None or chosen is None:
            return
        w = next((x for x in self.service.waiting(self.event_id) if x.waiting_id == chosen),
                 None)
        if w is None:
            return
        now = self.context.now()
        if w.kind == "change" and w.from_table is not None and w.from_seat is not None:
            frm = next((v for v in self.views if v.table_id == w.from_table), None)
            seat = None if frm is None else frm.seat(w.from_seat)
            if frm is not None and seat is not None and seat.player_id == w.player_id:
                self._move_player(frm, seat, t.table_id, None)
                return
            came, number = w.from_table, w.from_seat  # not drawn yet: the service says
            self._do(lambda: self.service.move(came, number, t.table_id, now,
                                               player_id=w.player_id),
                     lambda n: self.tr("%1 moves to seat %2").replace("%1", w.player)
                     .replace("%2", str(n)))
            return
        if w.from_table is not None:  # playing another game: leaves it first, before any
            there = next((v.name for v in self.views if v.table_id == w.from_table), "")
            self.message.show_error(lambda: self.tr(  # buy-in is named
                "%1 plays at %2 now: press Leave and cash out there first, then seat %1 "
                "here").replace("%1", w.player).replace("%2", table_name(there)))
            return
        buy_in = self.message.attempt(self.waiting_buy_in.chosen)  # "1,5": refused in words
        if buy_in is None:
            return
        self._sit_asked(t, w.player_id, w.player, buy_in)

    def _remove_waiting(self) -> None:
        chosen = self._waiting_choice()
        if chosen is not None:
            self._do(lambda: self.service.remove_waiting(chosen, self.context.now()),
                     lambda _r: self.tr("Taken off the list"))

    def _straddle(self, on: bool) -> None:
        """R-3.7: the first player left of the big blind straddles the next hand."""
        t = self._need_table()
        if t is None:
            return
        text = (self.tr("A straddle in the next hand at %1") if on
                else self.tr("No straddle in the next hand at %1")).replace(
            "%1", table_name(t.name))
        if self._do(lambda: self.service.straddle_next(t.table_id, on, self.context.now()),
                    lambda _r: text) is None:
            self.straddle_next.setChecked(not on)

    def _draw_for_button(self) -> ButtonDrawDialog | None:
        """R-3.1 at the table in front, before its first hand: one card face up to each
        player its first hand deals in, the highest wins the button (equal ranks by
        suit, or redrawn: the house rule), shown card by card as the seating shows a
        tournament table's draw; stored, so Ctrl+Z takes it back."""
        t = self._need_table()
        if t is None:
            return None
        name = table_name(t.name)
        draw = self.runner.run(lambda: self.context.seating.draw_for_button(
            t.table_id, self.context.now(), self.rng_factory()),
            lambda done: self.tr("The button starts at seat %1 at %2")
            .replace("%1", str(done.button)).replace("%2", name))
        if draw is None:
            return None
        dialog = ButtonDrawDialog(draw, {s.number: s.player for s in t.seats}, name, self)
        self.last_dialog = dialog
        dialog.open()
        dialog.start()
        return dialog

    def _close_table(self) -> None:
        """The empty table in front closed; what went with it said after: a dead deal's
        pot given back (R-6.5), the seat changes asked to it taken off."""
        t = self._need_table()
        if t is None:
            return
        name = table_name(t.name)
        self._do(lambda: self.service.close_table(t.table_id, self.context.now()),
                 lambda said: self.tr("%1 is closed").replace("%1", name) + (
                     "; " + in_language(said) if said is not None else ""))

    def _deal(self) -> None:
        t = self._need_table()
        if t is None:
            return
        if t.button is None and not t.hand_running:  # its first hand waits for the draw
            self.message.show_error(msg("svc-draw-button-first",
                                        table_text=table_label(t.name)))
            return
        self.deal_requested.emit(t.table_id)

    def _next_hand(self) -> None:
        """Next hand (Ctrl+H) at the table in front, dealt on the felt without the dealer
        panel: planned as the panel plans it (the seating's ``next_hand``): the button
        and blinds move on (R-3.3, R-3.4), who is away misses them, who posts to enter
        or to return posts, nobody between the small blind and the button (R-3.6), a
        straddle asked for (R-3.7); the message line says who posts what. The hands
        dealt there as this page last showed them go with it (two directors recording
        one hand move the button once). Ctrl+Z undoes it ("next hand")."""
        t = self._need_table()
        if t is None:
            return
        done = self.runner.run(lambda: self.context.seating.next_hand(
            t.table_id, self.context.now(), t.hands_dealt))
        if done is not None:
            self.message.show_info(msg("win-felt-hand-dealt", hand_number=done.number,
                                       table_text=table_label(t.name),
                                       explanation_text=done.explanation))
