"""How much money a cash game's chips can be (R-8.7: chips are never created or lost),
checked before a ledger line is added, inside the command's transaction.

A cash-out is refused in words, nothing paid, when it is more than the chips the
player has where the program knows them (``check_cash_out``), or, seated, less (the
rest would leave the records: nobody could cash it out or find it on a table): their
stack (with the chips behind it, R-8.6) at a table whose stacks as stored are the
chips on the felt (``stacks_known``: no hand dealt there yet, so what they brought;
dealt at the dealer panel with no hand on the felt since uncounted,
``felt_count_due.count_due_at``; or counted after its last hand,
``felt_count_due.counted_after``), or the chips they hold at no seat, bought at the
cage (``held_chips``). At a table dealt on the felt, where a player's stack is not
known, a cash-out is refused when it is more than the chips the table can hold
(``table_holds``): what came to its seats (buy-ins, top-ups, chips held or moved in)
less what left (each cash-out as paid, each move with the chips carried), and never
more than the game's chips by the ledger (money in less money out and rake,
``CashLedger.on_table``) less the chips held at no seat and those at its other
tables whose stacks are known. A rake is the game's, a ledger line the house takes
from a pot on the felt while the dealer panel's stacks still count it
(``rake_in_stacks``): the stack that gave it cashes out less, by up to it, and the
other tables' stacks as stored may hold it. A game with no table open (a home game
kept in its ledger alone) has all its chips on its one felt: a cash-out is within
them.

A sale at the cage (a buy-in or top-up of a player with no seat) is refused when the
chips they would hold are more than the largest buy-in of every open table
(``check_cage_sale``): they could sit down with them nowhere, as a buy-in or top-up
at a table above its largest buy-in is refused (``seat_money.buy_in_range``)."""

from __future__ import annotations

from sqlmodel import Session

from director.engine.event import cash
from director.engine.messages import Amount, Message, msg
from director.services.cash.cash_table_views import event_tables, panel_stacks
from director.services.cash.ledger_lines import ledger_of
from director.services.cash.table_chips import stored_chips, table_holds
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError
from director.services.seating.felt_count_due import counted_after
from director.store.models import CashTable, Seat, TableRow


def stacks_known(s: Session, table: TableRow) -> Message | None:
    """How the stacks stored at ``table`` are the chips in front of its players, in
    words ("as the dealer panel dealt them"), or ``None`` when they are not known (a
    hand was dealt on the felt since the last hand at the panel or count)."""
    assert table.id is not None
    if counted_after(s, table):
        return msg("svc-stack-as-counted")
    tracked, count_due = panel_stacks(s, table)
    if tracked:
        return None if count_due else msg("svc-stack-as-dealt")
    if table.hands_dealt == 0:
        return msg("svc-stack-as-brought")
    return None


def game_room(s: Session, event_id: int, held: int, table: TableRow | None) -> int:
    """The game's chips by the ledger (money in less money out and rake) less those
    held at no seat (``held``) and those at its open tables other than ``table`` whose
    stacks are known, as stored: with any rake taken from them that no stack gave
    yet, which is added back as far as they could hold it (``rake_in_stacks``; the
    rake is the game's, so it may be theirs or ``table``'s: the truth at ``table`` is
    never refused for it, R-8.7)."""
    known = sum(stored_chips(s, other) for other in event_tables(s, event_id)
                if (table is None or other.id != table.id)
                and stacks_known(s, other) is not None)
    room = ledger_of(s, event_id).on_table - held - known
    return room + min(rake_in_stacks(s, event_id, held), known) if known else room


def rake_in_stacks(s: Session, event_id: int, held: int) -> int:
    """The rake the ledger took that no stack as stored gave yet (R-8.7): the chips the
    game's tables hold by the records (their stacks as stored where known, else what
    came and went, ``table_holds``) and those held at no seat (``held``), less the
    game's chips by the ledger (money in less money out and rake). A rake is a ledger
    line the house takes from a pot on the felt, while the dealer panel's stacks
    still count those chips: the player whose stack gave them cashes out less, or a
    count comes to less, by up to this; 0 where the records and the ledger agree, and
    never more than the rake taken."""
    ledger = ledger_of(s, event_id)
    if not ledger.rake:
        return 0
    records = held + sum(stored_chips(s, table) if stacks_known(s, table) is not None
                         else table_holds(s, table) for table in event_tables(s, event_id))
    return min(max(0, records - ledger.on_table), ledger.rake)


def check_cash_out(s: Session, table: TableRow, seat: Seat, player: str, amount: int,
                   held: int) -> None:
    """A cash-out of ``amount`` for ``player`` leaving ``seat`` at ``table``: refused in
    words when other than their stack where it is known (more creates chips; less
    loses the rest, which nobody could cash out or find on the table again, but for
    a rake the house took from the stack's pots, ``rake_in_stacks``), else more than
    the chips the table can hold (``held``: the chips held at no seat in the game;
    ``table_holds`` and ``game_room``). A
    stack stored that the table's chips cannot make (a bet stored before the panel
    refused such bets, ``seat_money.whole_stack_in_chips``) is wrong, so the chips
    handed in are paid up to it. A known stack is never paid beyond the game's chips
    by the ledger: the last one that still counts a rake taken from it pays less."""
    how = stacks_known(s, table)
    stack = seat.stack + seat.chips_behind
    if how is not None:
        extra = s.get(CashTable, table.id)
        if amount > stack or (amount < stack and (
                extra is None or stack % extra.smallest_chip == 0)
                and stack - amount > rake_in_stacks(s, table.event_id, held)):
            raise ServiceError(msg(
                "svc-cash-out-above-stack" if amount > stack else "svc-cash-out-below-stack",
                amount=Amount(amount), player=player, stack=Amount(stack), how_text=how,
                table_text=table_label(table.name)))
        room = ledger_of(s, table.event_id).on_table - held  # a stack that still counts
        if amount > room:  # a rake it gave: more than the game's chips by the ledger
            raise ServiceError(msg("svc-cash-out-above-ledger", amount=Amount(amount),
                                   player=player, table_amount=Amount(max(room, 0))))
        return
    most = min(table_holds(s, table), game_room(s, table.event_id, held, table))
    if amount > most:
        raise ServiceError(msg("svc-cash-out-above-table", amount=Amount(amount),
                               player=player, table_amount=Amount(max(most, 0)),
                               table_text=table_label(table.name)))


def check_cash_out_unseated(s: Session, event_id: int, player: str, amount: int,
                            holds: int, held: int) -> None:
    """A cash-out of ``amount`` for ``player``, at no seat, who holds ``holds`` in chips
    bought at the cage (``held``: all such chips in the game): refused in words when
    more than those, where the game has a table open (else more than the chips on its
    one felt by the ledger)."""
    if not event_tables(s, event_id):
        room = ledger_of(s, event_id).on_table
        if amount > room:
            raise ServiceError(msg("svc-cash-out-above-ledger", amount=Amount(amount),
                                   player=player, table_amount=Amount(max(room, 0))))
        return
    if amount > holds:
        raise ServiceError(msg("svc-cash-out-above-held" if holds else "svc-cash-out-no-chips",
                               amount=Amount(amount), player=player,
                               held_amount=Amount(holds)))


def check_cage_sale(s: Session, event_id: int, kind: cash.LineKind, player: str, amount: int,
                    holds: int) -> None:
    """A buy-in or top-up of ``player`` at no seat (chips sold at the cage), who holds
    ``holds`` already: refused in words when the chips they would hold are more than
    the largest buy-in of every open table of the game (they could sit down with them
    at none, R-8.7; a table with no largest buy-in takes any)."""
    largest: int | None = None
    for table in event_tables(s, event_id):
        extra = s.get(CashTable, table.id)
        if extra is None:
            continue
        if extra.max_buy_in is None:
            return
        largest = max(largest or 0, extra.max_buy_in)
    if largest is None or holds + amount <= largest:
        return
    if holds:
        raise ServiceError(msg("svc-cage-held-above-largest-buy-in", player=player,
                               held_amount=Amount(holds), amount=Amount(amount),
                               total=Amount(holds + amount), maximum=Amount(largest),
                               most_amount=Amount(max(largest - holds, 0))))
    raise ServiceError(msg("svc-cage-above-largest-buy-in", player=player,
                           kind_text=msg(f"svc-line-{kind.value}"), amount=Amount(amount),
                           maximum=Amount(largest)))


def check_rake(s: Session, event_id: int, amount: int, held: int) -> None:
    """A rake of ``amount`` taken from the game's tables: refused in words when more
    than the chips on them by the ledger (money in less money out and rake, less the
    chips ``held`` at no seat): the house's drop comes out of the pots, and chips are
    never created (R-8.7)."""
    room = max(ledger_of(s, event_id).on_table - held, 0)
    if amount > room:
        raise ServiceError(msg("svc-rake-above-ledger", amount=Amount(amount),
                               table_amount=Amount(room)))
