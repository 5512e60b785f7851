"""The papers of a night as data: what each printed sheet says, in messages.

A ``Paper`` is a title, a line naming the event and its date, and blocks: a
heading, lines, a table (column headings and rows of cells) and, on a receipt,
a line to sign. A paper of ``cards`` (seat cards, move slips, payout receipts)
is one card a block: several to a sheet of A4 with cut lines between them, one
to a slip of 80 mm receipt paper. Every text is a ``Message`` (a name typed by a
person is ``text``), so the windows print a paper in either language;
``director.ui.papers`` lays it out and prints it.

Money is written as the windows write it (``money``): a sign such as $ or €
before the digits, a word such as Ft or EUR after them, the digits grouped the
language's way ("$3,300", "12 000 Ft"); an event that names no currency is
printed in the program's default one, which the window passes.

Papers: seat cards, the seating list for the wall, table move slips (the players
the last balancing or table break moved, each to the seat they hold now), payout
receipts, the results sheet, a cash game's
settlement (who pays whom, R-8.7), the night's report (entries, rebuys,
add-ons, prize pool, fees, bounties, payouts, chips check, R-8.3, R-8.6) and the
structure sheet (``structure_sheet``: levels, breaks and color-ups, payouts).
"""

from __future__ import annotations

import json
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event.cash import HOUSE
from director.engine.messages import Amount, Message, msg, text
from director.services.cash.cash_service import CashGameService
from director.services.core.documents import EventSettings, TournamentSettings, load_settings
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.papers.sheet import KINDS, Block, Paper, money, number
from director.services.papers.structure_sheet import structure_blocks
from director.services.room.numbers import due_by_entry, numbers_of
from director.services.tournament.bounties import bounties_in_results
from director.services.tournament.deals import method_name, recorded_deal
from director.services.tournament.leagues import LeagueService
from director.services.tournament.rows import all_entries, entry_name
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import DirectorAction, Entry, Event, Seat, TableRow


def local_day(now: datetime) -> Message:
    """The day a paper is dated, as the room's clock on the wall says it: ``now`` in
    the machine's time zone (the UTC day is the day before in the evening west of
    Greenwich, the day after after midnight east of it), as every other date the
    program shows (Home, the CSV files); written as a person writes a day in the
    paper's language ("March 7, 2026", "2026. március 7."), not ISO's 2026-03-07."""
    day = now.astimezone().date()
    return msg("paper-date", year=day.year, month=day.month, day=day.day)


class PaperService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def paper(self, kind: str, event_id: int, now: datetime, currency: str = "") -> Paper:
        """The paper ``kind`` (one of ``KINDS``) of the event, as it stands ``now``;
        ``currency``: the program's default, for an event that names none."""
        if kind not in KINDS:
            raise ServiceError(msg("svc-paper-unknown", text=repr(kind)))
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            event = s.get(Event, event_id)
            if event is None:
                raise ServiceError(msg("svc-paper-no-event", event_number=event_id))
            cash = event.kind == "cash"
            if cash != (kind == "settlement"):
                raise ServiceError(msg("svc-paper-not-for-cash" if cash
                                       else "svc-paper-only-for-cash"))
            subtitle = msg("paper-event-date", name=event.name, date_text=local_day(now))
            title = msg(f"paper-title-{kind}")
            settings = load_settings(event.kind, event.settings)
            currency = settings.currency or currency
            if kind == "settlement":
                return Paper(kind, title, subtitle, self._settlement(event_id, currency))
            build = {"seat-cards": _seat_cards, "seating-list": _seating_list,
                     "move-slips": _move_slips, "receipts": _receipts, "results": _results}
            if kind in build:
                blocks = build[kind](s, event_id, currency, subtitle)
                return Paper(kind, title, subtitle, blocks)
        if kind == "structure":
            return Paper(kind, title, subtitle, structure_blocks(self.db, event_id, currency))
        return Paper(kind, title, subtitle, self._report(event_id, currency))

    # ------------------------------------------------------------ money papers

    def _settlement(self, event_id: int, currency: str) -> tuple[Block, ...]:
        cash = CashGameService(self.db)
        ledger = cash.ledger(event_id)
        lines = tuple(
            (text(line.player) if line.player else msg("paper-the-house"), line.kind.message,
             money(line.amount, currency)) for line in ledger.lines)
        settlement = cash.settle(event_id)

        def who(name: str) -> Message:
            return text(name) if name != HOUSE else msg("paper-the-house")

        balances = tuple((who(name), money(amount, currency))
                         for name, amount in settlement.balances)
        head, *_ = settlement.describe()
        payments = tuple(msg("paper-payment", payer_text=who(p.payer), payee_text=who(p.payee),
                             value_text=money(p.amount, currency))
                         for p in settlement.payments)
        return (Block(msg("paper-ledger"), (), (msg("paper-col-player"), msg("paper-col-line"),
                                                msg("paper-col-amount")), lines),
                Block(msg("paper-balances"), (), (msg("paper-col-player"),
                                                  msg("paper-col-balance")), balances),
                Block(msg("paper-payments"), (head, *payments)))

    def _report(self, event_id: int, currency: str) -> tuple[Block, ...]:
        service = TournamentService(self.db)
        pool = service.prize_pool(event_id)
        chips = service.chips_in_play(event_id)
        with UnitOfWork(self.db, reads_only=True) as uow:
            entries = all_entries(uow.session, event_id)
        players = len({e.player_id for e in entries})
        prizes = sum(e.prize or 0 for e in entries)
        bounties = sum(e.bounties_won for e in entries)
        rows = (
            (msg("paper-report-entries"), number(len(entries))),
            (msg("paper-report-players"), number(players)),
            (msg("paper-report-re-entries"), number(len(entries) - players)),
            (msg("paper-report-rebuys"), number(sum(e.rebuys for e in entries))),
            (msg("paper-report-add-ons"), number(sum(e.add_ons for e in entries))),
            (msg("paper-report-collected"), money(pool.collected, currency)),
            (msg("paper-report-fees"), money(pool.fees, currency)),
            (msg("paper-report-bounty-pool"), money(pool.bounties, currency)),
            (msg("paper-report-prize-pool"), money(pool.prize_pool, currency)),
            (msg("paper-report-prizes-paid"), money(prizes, currency)),
            (msg("paper-report-bounties-paid"), money(bounties, currency)),
        )
        return (Block(msg("paper-report-money"), (), (msg("paper-col-item"),
                                                      msg("paper-col-value")), rows),
                Block(msg("paper-report-chips"), (chips.describe(),)))


# ---------------------------------------------------------------- seats and results


def _table_cell(name: str) -> Message:
    """A table in a column: ``Table 2`` / ``2. asztal`` (no article), or its typed name."""
    label = table_label(name)
    if label.id == "svc-table":
        return msg("paper-table", table=label.args["table"])
    return text(name)


def _seated(s: Session, event_id: int) -> list[tuple[str, Message, int, int]]:
    """(player, table, seat, table order) for every seated entry, by name."""
    tables = {t.id: t for t in s.exec(select(TableRow).where(TableRow.event_id == event_id,
                                                             col(TableRow.closed).is_(False)))}
    out = []
    for seat in s.exec(select(Seat).where(col(Seat.table_id).in_(list(tables)))):
        if seat.entry_id is None:
            continue
        entry = s.get(Entry, seat.entry_id)
        if entry is None:
            continue
        out.append((entry_name(s, entry), table_label(tables[seat.table_id].name), seat.number,
                    seat.table_id))
    if not out:
        raise ServiceError(msg("svc-paper-nobody-seated"))
    return sorted(out, key=lambda r: (r[0].casefold(), r[3], r[2]))


def _seat_cards(s: Session, event_id: int, currency: str,
                subtitle: Message) -> tuple[Block, ...]:
    return tuple(Block(text(name), (msg("paper-seat-card", table_text=table, seat=seat),
                                    subtitle))
                 for name, table, seat, _ in _seated(s, event_id))


def _seating_list(s: Session, event_id: int, currency: str,
                  subtitle: Message) -> tuple[Block, ...]:
    tables = {t.id: t.name for t in s.exec(select(TableRow).where(TableRow.event_id == event_id))}
    rows = tuple((text(name), _table_cell(tables[tid]), number(seat))
                 for name, _, seat, tid in _seated(s, event_id))
    return (Block(None, (), (msg("paper-col-player"), msg("paper-col-table"),
                             msg("paper-col-seat")), rows),)


def _move_slips(s: Session, event_id: int, currency: str,
                subtitle: Message) -> tuple[Block, ...]:
    """The moves of the last balancing or table break not undone, as the seats stand
    now: each player it moved, from the seat it found them in to the seat they hold
    now (the director may have moved them again by hand); none for a player who has
    busted since or sits in that first seat again. Refused in words when no slip is
    left (a slip sent a player to the seat balancing gave after the director had
    moved them elsewhere, and a busted player to a seat)."""
    last = s.exec(select(DirectorAction).where(
        DirectorAction.event_id == event_id, DirectorAction.kind == "balance",
        col(DirectorAction.undone_by).is_(None)).order_by(col(DirectorAction.id).desc())).first()
    if last is None:
        raise ServiceError(msg("svc-paper-no-moves"))
    # the chips each player carries, as balancing stored them (-1: not tracked; a
    # balance stored before the moves named people has none)
    carried = {move[4]: move[5] for move in json.loads(last.did or "{}").get("seat_moves", ())
               if len(move) >= 6}
    got_up: dict[int, int] = {}
    sat: dict[int, int] = {}
    for change in json.loads(last.undo):
        if change.get("table") != "seat":
            continue
        before, after = change.get("before") or {}, change.get("after") or {}
        if before.get("entry_id") and before.get("entry_id") != after.get("entry_id"):
            got_up.setdefault(before["entry_id"], before["id"])
        if after.get("entry_id") and before.get("entry_id") != after.get("entry_id"):
            sat[after["entry_id"]] = after["id"]
    now_at = _seats_now(s, event_id, list(sat))
    blocks: list[Block] = []
    for entry_id in sorted(sat, key=lambda e: (now_at[e].id or 0) if e in now_at else 0):
        entry = s.get(Entry, entry_id)
        old, new = s.get(Seat, got_up.get(entry_id, 0)), now_at.get(entry_id)
        if entry is None or old is None or new is None or new.id == old.id:
            continue
        old_table, new_table = s.get(TableRow, old.table_id), s.get(TableRow, new.table_id)
        assert old_table is not None and new_table is not None
        blocks.append(Block(text(entry_name(s, entry)), (
            msg("paper-move-from", table_text=table_label(old_table.name), seat=old.number),
            msg("paper-move-to", table_text=table_label(new_table.name), seat=new.number),
            _chips_line(carried.get(entry_id)))))
    if not blocks:
        raise ServiceError(msg("svc-paper-moves-undone"))
    return tuple(blocks)


def _seats_now(s: Session, event_id: int, entry_ids: list[int]) -> dict[int, Seat]:
    """The seat each of ``entry_ids`` holds now at an open table of the event; an entry
    that holds none (busted, or taken off its table) is not there."""
    open_tables = select(TableRow.id).where(TableRow.event_id == event_id,
                                            col(TableRow.closed).is_(False))
    return {seat.entry_id: seat for seat in s.exec(select(Seat).where(
        col(Seat.entry_id).in_(entry_ids), col(Seat.table_id).in_(open_tables)))
        if seat.entry_id is not None}


def _chips_line(stack: int | None) -> Message:
    """What the slip says of the chips: the stack carried and the rule (R-8.4)."""
    if stack is None:
        return msg("paper-move-chips")
    if stack < 0:
        return msg("paper-move-chips-untracked")
    return msg("paper-move-chips-carried", stack=Amount(stack))


def _placed(s: Session, event_id: int) -> list[Entry]:
    placed = [e for e in all_entries(s, event_id) if e.place is not None]
    if not placed:
        raise ServiceError(msg("svc-paper-no-results"))
    return sorted(placed, key=lambda e: (e.place or 0, entry_name(s, e)))


def _receipts(s: Session, event_id: int, currency: str,
              subtitle: Message) -> tuple[Block, ...]:
    paid = sorted((e for e in all_entries(s, event_id) if (e.prize or 0) + e.bounties_won > 0),
                  key=lambda e: (e.place is None, e.place or 0, entry_name(s, e)))
    if not paid:
        raise ServiceError(msg("svc-paper-no-prizes"))
    blocks = []
    for e in paid:
        lines = []
        if e.place is not None and e.prize:
            lines += [msg("paper-receipt-place", place=e.place),
                      msg("paper-receipt-prize", value_text=money(e.prize, currency))]
        if e.bounties_won:
            lines.append(msg("paper-receipt-bounties",
                             value_text=money(e.bounties_won, currency)))
        lines.append(msg("paper-receipt-total", value_text=money(
            (e.prize or 0) + e.bounties_won, currency)))
        lines.append(subtitle)
        blocks.append(Block(text(entry_name(s, e)), tuple(lines), signature=True))
    return tuple(blocks)


def _results(s: Session, event_id: int, currency: str,
             subtitle: Message) -> tuple[Block, ...]:
    """Place, player and prize; the bounties each won only where the event pays
    bounties (a column of zeros otherwise). A prize or bounties of nothing is a blank
    cell, as in the results dialog (a column of "0 Ft" hid the places paid)."""
    placed = _placed(s, event_id)
    event = s.get(Event, event_id)
    settings = None if event is None else load_settings(event.kind, event.settings)
    bounties = bounties_in_results(settings, (e.bounties_won for e in placed))

    def won(amount: int) -> Message:
        return money(amount, currency) if amount else text("")

    due = prizes_due(s, event_id, settings, placed)

    def prize(e: Entry) -> Message:
        """As awarded; before Award prizes what the place is to be paid (R-8.5)."""
        if e.prize is not None:
            return won(e.prize)
        amount = due.get(e.id or 0, 0)
        return msg("paper-prize-due", value_text=money(amount, currency)) if amount \
            else text("")

    rows = tuple((number(e.place or 0), text(entry_name(s, e)), prize(e),
                  *((won(e.bounties_won),) if bounties else ()))
                 for e in placed)
    return (Block(None, _deal_lines(s, event_id, currency),
                  (msg("paper-col-place"), msg("paper-col-player"), msg("paper-col-prize"),
                   *((msg("paper-col-bounties"),) if bounties else ())), rows),)


def prizes_due(s: Session, event_id: int, settings: EventSettings | None,
               placed: list[Entry]) -> dict[int, int]:
    """What each finished entry is to be paid before the prizes are awarded: a dealt
    player's share, else what the place pays by the payout table, as the clock and
    the room's results list it (``numbers_of``); the results CSV's ``prize_due``."""
    if not isinstance(settings, TournamentSettings):
        return {}
    deal = recorded_deal(s, event_id)
    shares = {entry: amount for entry, _player, amount in (deal.shares if deal else ())}
    entries = all_entries(s, event_id)
    payouts = dict(numbers_of(settings, entries, {}, deal=deal.shares if deal else ()).payouts)
    owed = due_by_entry(entries, payouts, settings.rounding_unit)
    return {e.id: shares.get(e.id) or owed.get(e.id, 0) for e in placed if e.id is not None}


def _deal_lines(s: Session, event_id: int, currency: str) -> tuple[Message, ...]:
    """A recorded deal above the places (issue 28): how it shared the prize money
    left, and each of its players with their share."""
    deal = recorded_deal(s, event_id)
    if deal is None:
        return ()
    return (msg("paper-results-deal", places=len(deal.shares),
                method_text=method_name(deal.method)),
            *(msg("paper-results-deal-share", player=player,
                  value_text=money(amount, currency)) for _e, player, amount in deal.shares))


def points(hundredths: int) -> Message:
    """League points, two decimals in the language's way: ``21.50``, ``21,50``."""
    whole, part = divmod(abs(hundredths), 100)
    return msg("paper-points", sign_text="-" if hundredths < 0 else "", number=whole,
               hundredths_text=f"{part:02d}")


def standings_paper(db: Database, league_id: int, now: datetime) -> Paper:
    """A league's standings table: place, player, points, events counted, wins."""
    service = LeagueService(db)
    table = service.standings(league_id)
    league = next(x for x in service.leagues() if x.id == league_id)
    rows = tuple((number(r.place), text(r.player),
                  points(r.points),
                  number(r.counted), number(r.wins)) for r in table)
    block = Block(None, (msg("paper-league-formula", text=league.formula),),
                  (msg("paper-col-place"), msg("paper-col-player"), msg("paper-col-points"),
                   msg("paper-col-counted"), msg("paper-col-wins")), rows)
    return Paper("standings", msg("paper-title-standings"),
                 msg("paper-event-date", name=league.name, date_text=local_day(now)),
                 (block,))
