"""Money that reaches a cash table's seat, inside a command's transaction (R-8.6,
R-8.7): the ledger and the table are one record. A buy-in or top-up of a seated
player is their ledger line and their chips at the seat: on the stack between
hands, behind it while their hand is being dealt (R-8.6, joining the stack when
the next hand starts). A cash-out of a seated player is their ledger line and
their leaving: the seat is empty, they neither sit out nor post, and their
seat-change requests go with them. Used by the ledger (``cash_service``) and the
tables (``cash_tables``), so either way one command changes both. A dead deal's pot
that nobody is left to deal again goes back to the players who put it in
(``give_back``, R-6.5 and the house's rule of docs/architecture.md)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from sqlmodel import Session, select

from director.engine.event import cash
from director.engine.event.cash_tables import Stakes
from director.engine.event.chips import ChipError, check_paid_in_chips, payable_around
from director.engine.messages import Amount, Message, msg
from director.services.cash.cash_table_views import (
    event_tables,
    hand_seats,
    occupied,
    panel_stacks,
    player_name,
    seated_at,
    seats_list,
)
from director.services.cash.ledger_lines import add_line, ledger_rows
from director.services.cash.money_bounds import check_cash_out
from director.services.core.action_log import Recorder
from director.services.core.message_data import table_label
from director.services.core.stored_hands import GIVEN_BACK, DeadPot
from director.services.core.unit_of_work import ServiceError
from director.store.models import CashTable, CashWaiting, LedgerLine, Seat, TableRow


def seat_at(s: Session, table: TableRow, number: int, in_hand: bool = False,
            player_id: int | None = None) -> Seat:
    """The occupied seat ``number``; refused while it is in the hand being dealt,
    unless ``in_hand`` (a top-up: chips behind). ``player_id``: who the station saw
    there (``occupant``)."""
    assert table.id is not None
    seat = occupant(s, table, number, player_id)
    if not in_hand and number in (hand_seats(s, table.id) or ()):
        raise ServiceError(msg("svc-seat-in-hand-being-dealt", seat=number,
                               table_text=table_label(table.name)))
    return seat


def occupant(s: Session, table: TableRow, number: int, player_id: int | None = None) -> Seat:
    """The occupied seat ``number``, refused when it is empty; ``player_id``: the player
    the station saw in it, refused by name when another sits there now or nobody (a
    second station's cash-out, seat or move meanwhile: the command is for that player,
    never for whoever took the seat since, R-8.7)."""
    assert table.id is not None
    seat = occupied(s, table.id).get(number)
    if player_id is not None and (seat is None or seat.player_id != player_id):
        raise ServiceError(msg("svc-seat-changed-meanwhile", player=player_name(s, player_id),
                               seat=number, table_text=table_label(table.name)))
    if seat is None or seat.player_id is None:
        raise ServiceError(msg("svc-seat-empty", seat=number, table_text=table_label(table.name)))
    return seat


def set_list(rec: Recorder, extra: CashTable, field: str, seats: Sequence[int]) -> None:
    """The table's ``away`` or ``posting`` seats, recorded for undo when they change."""
    if seats_list(getattr(extra, field)) != sorted(set(seats)):
        rec.touch(extra)
        setattr(extra, field, json.dumps(sorted(set(seats))))


def forget_seat(rec: Recorder, extra: CashTable, number: int) -> None:
    """The seat is empty now: it neither sits out nor posts."""
    set_list(rec, extra, "away", [n for n in seats_list(extra.away) if n != number])
    set_list(rec, extra, "posting", [n for n in seats_list(extra.posting) if n != number])


def drop_requests(s: Session, rec: Recorder, event_id: int, player_id: int,
                  kind: str | None = None, stakes: Stakes | None = None) -> None:
    """The player's names on the waiting list (``kind`` "wait") or seat-change
    requests ("change"), or both, taken off; with ``stakes``, only the name for those
    stakes (a player seated at 50/100 keeps their place on the 100/200 list)."""
    for row in s.exec(select(CashWaiting).where(CashWaiting.event_id == event_id,
                                                CashWaiting.player_id == player_id)):
        if (kind is None or row.kind == kind) and (stakes is None or row.stakes == stakes.key):
            rec.delete(row)


def in_table_chips(chip: int, amount: int, what: Message) -> None:
    """An amount paid at a table (a buy-in, top-up or cash-out, or the table's buy-in
    limits as it opens) is paid in its chips: a whole number of its smallest chip
    (``chips.check_paid_in_chips``, as a tournament's stacks are of its chips in
    play), else refused naming the chip and the nearest amounts that can be paid."""
    paid_in(chip, amount, what, msg("svc-chips-of-table"))


def paid_in(chip: int, amount: int, what: Message, chips_text: Message) -> None:
    """``chips.check_paid_in_chips`` as a service's refusal."""
    try:
        check_paid_in_chips(amount, chip, what, chips_text)
    except ChipError as exc:
        raise ServiceError(exc.message) from None


#: The note of a cash-out line that pays a player with no seat the antes of a dead pot
#: given back (R-6.5, ``give_back``): paid from the pot, it leaves the chips the player
#: holds as they were (the ledger's CSV shows it, in English as every note is).
ANTES_GIVEN_BACK = "R-6.5: antes of a dead pot given back"

#: The note of a cash-out line of a player with no seat who holds chips bought at no
#: table: paid out of those chips, the rest stays theirs (``held_chips``; a cash-out
#: of part of them forgot the rest, which the running check then called missing).
PAID_FROM_HELD = "R-8.7: paid out of the chips held at no seat"


def held_chips(s: Session, event_id: int) -> dict[int, int]:
    """The chips players with no seat hold, by player: what they bought or topped up
    since their last cash-out (a player leaving a table cashes out; not the antes of a
    dead pot paid back to them, ``ANTES_GIVEN_BACK``; a cash-out at no seat,
    ``PAID_FROM_HELD``, takes its amount off them, the rest still held) while at no
    table (R-8.7: "the chips stay with the player until they sit down"). Sitting down
    takes them to the seat (``CashTableService.sit``); the running check does not look
    for them on the tables. A game with no table open (a home game kept in its ledger
    alone) has all its chips on its one felt: nobody holds any."""
    tables = event_tables(s, event_id)
    if not tables:
        return {}
    seated = {seat.player_id for table in tables
              for seat in occupied(s, table.id or 0).values()}
    held: dict[int, int] = {}
    for line in ledger_rows(s, event_id):
        pid = line.player_id
        if pid is None:
            continue
        if line.kind == cash.LineKind.CASH_OUT.value and line.note == PAID_FROM_HELD:
            held[pid] = max(0, held.get(pid, 0) - line.amount)
        elif line.kind == cash.LineKind.CASH_OUT.value and line.note != ANTES_GIVEN_BACK:
            held[pid] = 0
        elif line.kind in (cash.LineKind.BUY_IN.value, cash.LineKind.TOP_UP.value):
            held[pid] = held.get(pid, 0) + line.amount
    return {pid: chips for pid, chips in held.items() if chips > 0 and pid not in seated}


def in_game_chips(s: Session, event_id: int, amount: int, kind: cash.LineKind) -> None:
    """A buy-in, top-up or cash-out of a player at no table (on the waiting list, or
    buying chips before a seat) is paid in the chips of the game's open tables: a
    whole number of the smallest chip there (the room's chips, R-8.7). A game with
    no table open has no chips to pay in yet: only its ledger (a home game's)."""
    chips = [extra.smallest_chip for table in event_tables(s, event_id)
             if (extra := s.get(CashTable, table.id)) is not None]
    if chips:
        paid_in(min(chips), amount, msg(f"svc-paid-{kind.value}"), msg("svc-chips-of-game"))


def brought_in_chips(player: str, chips: int, table: TableRow, extra: CashTable,
                     from_chip: int) -> None:
    """A player moved to ``table`` brings their chips (R-8.7: paid in its chips): a
    whole number of its smallest chip (``chips.check_paid_in_chips``), else refused
    with what to do: change up at the cage, cashing out here and buying in there for
    the amount below, or topping up here to the one above; nothing moves. What is
    paid out or topped up here is paid in this table's chips (``from_chip`` the
    smallest): the amounts advised differ from the stack by a whole number of them
    (``chips.payable_around``'s ``paid_in``)."""
    chip = extra.smallest_chip
    there = table_label(table.name)
    try:
        check_paid_in_chips(chips, chip, msg("svc-paid-stack-of", player=player),
                            msg("svc-chips-of-named-table", table_text=there))
    except ChipError as exc:
        lower, upper = payable_around(chips, chip, from_chip)
        if lower == 0:
            raise ServiceError(msg("svc-move-below-chip", reason_text=exc.message,
                                   next_amount=Amount(upper))) from None
        raise ServiceError(msg("svc-move-not-in-chips", reason_text=exc.message,
                               table_text=there, lower_amount=Amount(lower),
                               rest_amount=Amount(chips - lower),
                               next_amount=Amount(upper))) from None


def moved_chips(s: Session, player: str, table: TableRow, target: TableRow, extra: CashTable,
                bought: int, counted: int | None, from_chip: int) -> None:
    """The chips a player moved from ``table`` to ``target`` brings, paid in its chips
    (``brought_in_chips``): their stack where it is known (``table`` dealt at the
    panel, with no hand on the felt since uncounted); from a table dealt on the felt
    (only what was bought is known, or the panel's stack from before those hands)
    the chips ``counted``, refused while not counted: to a table dealt at the panel,
    and to one where no hand was dealt at the panel yet, whose stacks the panel
    takes as they are if its first hand is dealt there (a count left out there made
    the amount bought the player's stack at the panel: R-8.7, what the program does
    not know is never taken for a stack). A count is refused for any other move. A
    table is dealt at the panel once a hand is stored there
    (``cash_table_views.panel_stacks``): a hand recorded on the felt (Next hand)
    stores none."""
    moving = table.id != target.id
    assert table.id is not None and target.id is not None
    tracked, count_due = panel_stacks(s, table)
    asked = moving and (not tracked or count_due)
    if counted is not None and not asked:
        raise ServiceError(msg("svc-move-count-not-asked", player=player))
    if asked and counted is None:
        raise ServiceError(msg("svc-move-count-chips" if panel_stacks(s, target)[0]
                               else "svc-move-count-chips-fresh", player=player,
                               table_text=table_label(table.name),
                               to_table_text=table_label(target.name), amount=Amount(bought)))
    if counted is not None:
        brought_in_chips(player, counted, target, extra, from_chip)
    elif moving:  # the stack is known (its table dealt at the panel)
        brought_in_chips(player, bought, target, extra, from_chip)


def whole_stack_in_chips(player: str, chips: int, table: TableRow, extra: CashTable) -> None:
    """A player leaving without naming an amount cashes out their whole stack (with
    the chips behind it), paid in the table's chips as a named cash-out is (R-8.7).
    A stack they cannot make (a bet typed at the panel that its chips cannot make)
    is not on the felt: refused, saying the stack recorded is wrong and to count the
    chips handed in; nothing is paid."""
    try:
        check_paid_in_chips(chips, extra.smallest_chip, msg("svc-paid-stack-of", player=player),
                            msg("svc-chips-of-named-table", table_text=table_label(table.name)))
    except ChipError as exc:
        raise ServiceError(msg("svc-stack-not-on-felt", reason_text=exc.message,
                               amount=Amount(chips), player=player)) from None


def buy_in_range(extra: CashTable, amount: int, chips_before: int, what: str) -> None:
    """A buy-in or top-up within the table's buy-ins: above 0, in the table's chips
    (``in_table_chips``); a player with no chips buys at least the smallest buy-in;
    nobody above the largest."""
    after = chips_before + amount
    if amount <= 0:
        raise ServiceError(msg("svc-amount-above-zero", kind_text=msg(f"svc-line-{what}"),
                               amount=Amount(amount)))
    in_table_chips(extra.smallest_chip, amount, msg(f"svc-paid-{what}"))
    if chips_before == 0 and after < extra.min_buy_in:
        raise ServiceError(msg("svc-below-smallest-buy-in", amount=Amount(amount),
                               minimum=Amount(extra.min_buy_in)))
    if extra.max_buy_in is not None and after > extra.max_buy_in:
        raise ServiceError(msg("svc-above-largest-buy-in", amount=Amount(amount),
                               total=Amount(after), maximum=Amount(extra.max_buy_in)))


def sitting_chips(extra: CashTable, player: str, buy_in: int, held: int) -> None:
    """What a player sits down with: the buy-in and the chips they hold, bought at no
    table (``held_chips``), together within the table's buy-ins and in its chips; a
    player who holds chips may sit with them alone (a buy-in of 0)."""
    if not held:
        buy_in_range(extra, buy_in, 0, "buy-in")
        return
    paid_in(extra.smallest_chip, held, msg("svc-paid-held", player=player),
            msg("svc-chips-of-table"))
    if buy_in:
        in_table_chips(extra.smallest_chip, buy_in, msg("svc-paid-buy-in"))
    total = held + buy_in
    if total < extra.min_buy_in:
        raise ServiceError(msg("svc-held-below-smallest-buy-in", player=player,
                               held_amount=Amount(held), amount=Amount(buy_in),
                               minimum=Amount(extra.min_buy_in)))
    if extra.max_buy_in is not None and total > extra.max_buy_in:
        raise ServiceError(msg("svc-above-largest-buy-in", amount=Amount(buy_in),
                               total=Amount(total), maximum=Amount(extra.max_buy_in)))


def chips_to_seat(s: Session, rec: Recorder, table: TableRow, extra: CashTable, row: Seat,
                  kind: cash.LineKind, amount: int, now: datetime) -> tuple[LedgerLine, bool]:
    """A buy-in or top-up of the player in ``row``: the ledger line and the chips at
    the seat, behind the stack while the seat is in the hand being dealt (R-8.6).
    Returns the line and whether the chips went behind."""
    assert row.player_id is not None and table.id is not None
    buy_in_range(extra, amount, row.stack + row.chips_behind, kind.value)
    line = add_line(s, rec, table.event_id, kind, amount, now, row.player_id)
    behind = row.number in (hand_seats(s, table.id) or ())
    rec.touch(row)
    if behind:
        row.chips_behind += amount
    else:
        row.stack += amount
    s.add(row)
    return line, behind


def seat_leaves(s: Session, rec: Recorder, table: TableRow, extra: CashTable, row: Seat,
                amount: int | None, now: datetime) -> LedgerLine:
    """The player in ``row`` leaves the table and cashes out ``amount`` (``None``: the
    stack with the chips behind it; 0 when busted), refused where the table's chips
    cannot pay it (``in_table_chips``) and, chips never being created or lost (R-8.7),
    other than their stack where it is known, else (the whole stack too: what was
    bought) above what the table can hold (``money_bounds.check_cash_out``). Returns
    the cash-out's line."""
    player = row.player_id
    assert player is not None
    if amount is not None:
        in_table_chips(extra.smallest_chip, amount, msg("svc-paid-cash-out"))
    paid = row.stack + row.chips_behind if amount is None else amount
    if paid:  # the whole stack too: at a table dealt on the felt it is what was bought
        check_cash_out(s, table, row, player_name(s, player), paid,
                       sum(held_chips(s, table.event_id).values()))
    line = add_line(s, rec, table.event_id, cash.LineKind.CASH_OUT, paid, now, player)
    rec.delete(row)
    forget_seat(rec, extra, row.number)
    drop_requests(s, rec, table.event_id, player, "change")
    return line


def give_back(s: Session, rec: Recorder, table: TableRow, dead: DeadPot,
              now: datetime) -> Message:
    """R-6.5 with nobody left to deal it again (the table closes, or the game is
    settled): nobody won the dead pot, so each player gets back the antes they put
    in it: on their stack when they sit at a table of the game whose chips make
    them (behind it while their hand there is dealt, R-8.6), else paid out to them as
    a cash-out line, so the ledger squares (R-8.7): a draw table's antes of 10 never
    go onto a stack at a table whose smallest chip is 50. The hand is marked given
    back: no pot waits."""
    assert dead.owners is not None
    shares = []
    for player, antes in sorted(dead.owners.items()):
        where = seated_at(s, table.event_id, player)
        name = player_name(s, player)
        chips = None if where is None else s.get(CashTable, where[0].id)
        if where is None or (chips is not None and antes % chips.smallest_chip):
            add_line(s, rec, table.event_id, cash.LineKind.CASH_OUT, antes, now, player,
                     ANTES_GIVEN_BACK)
            shares.append(
                msg("svc-dead-pot-antes-paid", player=name, amount=Amount(antes))
                if where is None else
                msg("svc-dead-pot-antes-paid-not-table-chips", player=name,
                    amount=Amount(antes), table_text=table_label(where[0].name)))
            continue
        there, seat = where
        rec.touch(seat)
        if seat.number in (hand_seats(s, there.id or 0) or ()):
            seat.chips_behind += antes
        else:
            seat.stack += antes
        s.add(seat)
        shares.append(msg("svc-dead-pot-antes-seated", player=name, amount=Amount(antes),
                          table_text=table_label(there.name)))
    rec.touch(dead.hand)
    dead.hand.status = GIVEN_BACK
    s.add(dead.hand)
    return msg("svc-dead-pot-given-back", table_text=table_label(table.name),
               pot=Amount(dead.pot), antes_list=tuple(shares))
