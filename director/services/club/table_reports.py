"""What a table reports to the director: its busts and rebuys (issue 17, R-8.5, R-8.6).

A dealer station (``station_role``) deals one table; when a hand leaves a
player with no chips, the dealer reports it from the table: ``report_busts``
finds every player of the table with no chips left (between hands) and busts
them in one command, ordered by their stacks at the start of the last hand
(R-8.5: at one table the bigger starting stack finishes higher), with who won
each of them from the hand's awards (``eliminators``: a knockout or mystery
bounty goes to them, a split pot shares it); the finishing
places, the freed seats and the director's undo list are stored as the
director's own bust would store them, so the director's station hears of it
(``director.store.notify``) and can undo it; a player given chips at another
station since the report looked (a rebuy, a count) refuses the report.
``report_rebuy`` takes a rebuy for the player in one seat instead. Both are
refused with a message for a table other than a dealer station's own, and change
nothing then.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlmodel import col, select

from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.engine.frozen import frozen_record
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.engine.messages import msg
from director.services.core import validation as v
from director.services.core.message_data import table_label
from director.services.core.stored_hands import hand_state_in
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.tournament_service import TournamentService
from director.store.codec import setup_from_json
from director.store.db import Database
from director.store.models import Entry, Hand, Player, Seat, TableRow


@frozen_record
class OutOfChips:
    """A player of the table with no chips left: their seat, entry and name, and
    their stack when the last hand started (what orders a bust, R-8.5)."""

    seat: int
    entry_id: int
    player: str
    started_with: int


def out_of_chips(db: Database, table_id: int) -> list[OutOfChips]:
    """The players at ``table_id`` with no chips in front nor behind, once no hand
    is running there (a player in a running hand is not out yet); seat order."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        hands = list(s.exec(select(Hand).where(Hand.table_id == table_id)
                            .order_by(col(Hand.number).desc()).limit(1)))
        if hands and hands[0].status == "running":
            return []
        setup = setup_from_json(hands[0].setup) if hands else None
        started = dict(zip(setup.seats, setup.stacks, strict=True)) \
            if isinstance(setup, HandSetup) else {}
        seats = s.exec(select(Seat).where(Seat.table_id == table_id,
                                          col(Seat.entry_id).is_not(None),
                                          Seat.stack + Seat.chips_behind == 0)
                       .order_by(col(Seat.number))).all()
        names = {p.id: p.name for p in s.exec(select(Player).where(
            col(Player.id).in_([seat.player_id for seat in seats])))}
        return [OutOfChips(seat.number, seat.entry_id or 0, names.get(seat.player_id, ""),
                           started.get(seat.number, 0)) for seat in seats]


def _event_of(db: Database, table_id: int) -> tuple[int, str]:
    with UnitOfWork(db, reads_only=True) as uow:
        table = uow.session.get(TableRow, table_id)
        if table is None:
            raise ServiceError(msg("svc-no-table", table_number=table_id))
        return table.event_id, table.name


def report_busts(db: Database, table_id: int, now: datetime) -> tuple[pay.Finish, ...]:
    """Bust every player at ``table_id`` left with no chips by the last hand, in one
    command; refused with a message when there is none (or the hand is running)."""
    event_id, name = _event_of(db, table_id)
    out = out_of_chips(db, table_id)
    if not out:
        raise ServiceError(msg("svc-report-nobody-out", table_text=table_label(name)))
    return TournamentService(db).bust(event_id, {o.entry_id: o.started_with for o in out},
                                      now, eliminated_by=eliminators(db, table_id, out),
                                      out_of_chips=True)


def eliminators(db: Database, table_id: int, out: Sequence[OutOfChips]
                ) -> dict[int, tuple[int, ...]]:
    """Who busted each player of ``out``, read from the table's last hand: the
    players with a share of the last pot the busted player contested (the pot
    that took their last chips; a split pot names each winner), as the entries
    now in those seats. This is what a knockout or mystery bounty is paid by."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        hand = s.exec(select(Hand).where(Hand.table_id == table_id)
                      .order_by(col(Hand.number).desc()).limit(1)).first()
        if hand is None:
            return {}
        state = hand_state_in(s, hand)
        if not isinstance(state, HandState):
            return {}
        seated = {seat.number: seat.entry_id for seat in s.exec(
            select(Seat).where(Seat.table_id == table_id, col(Seat.entry_id).is_not(None)))}
    seats = state.setup.seats
    found: dict[int, tuple[int, ...]] = {}
    for o in out:
        if o.seat not in seats:
            continue
        player = seats.index(o.seat)
        contested = [a for a in state.awards if player in a.eligible]
        if not contested:
            continue
        last = max(contested, key=lambda a: a.pot_index)
        won = (seated.get(seats[p]) for p, chips in last.shares if chips > 0 and p != player)
        found[o.entry_id] = tuple(e for e in won if e is not None)
    return found


def report_rebuy(db: Database, table_id: int, seat: int, now: datetime,
                 entry_id: int | None = None) -> rules_.Rebuy:
    """A rebuy for the player in ``seat`` at ``table_id`` (TDA 27, R-8.6); ``entry_id``:
    the entry the station showed there, refused by name when another sits there now
    or nobody (changed at another station meanwhile)."""
    return TournamentService(db).rebuy(_seated_entry(db, table_id, seat, entry_id), now)


def check_rebuy(db: Database, table_id: int, seat: int, now: datetime,
                entry_id: int | None = None) -> None:
    """Refused as ``report_rebuy`` would be (rebuys closed, the most taken, the seat
    changed meanwhile), with nothing written: asked before the rebuy's price is named
    to the dealer."""
    TournamentService(db).check_rebuys([_seated_entry(db, table_id, seat, entry_id)], now)


def _seated_entry(db: Database, table_id: int, seat: int, expected: int | None = None) -> int:
    """The entry in ``seat`` at ``table_id``; an empty seat is refused in words, and so
    is one where the ``expected`` entry no longer sits, naming its player."""
    v.seat(seat)
    _, name = _event_of(db, table_id)
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        row = s.exec(select(Seat).where(Seat.table_id == table_id,
                                        Seat.number == seat)).first()
        entry_id = None if row is None else row.entry_id
        if expected is not None and entry_id != expected:
            player = s.exec(select(Player).join(Entry, col(Entry.player_id) == Player.id)
                            .where(Entry.id == expected)).first()
            raise ServiceError(msg("svc-seat-changed-meanwhile",
                                   player=player.name if player else "?", seat=seat,
                                   table_text=table_label(name)))
    if entry_id is None:
        raise ServiceError(msg("svc-report-seat-empty", seat=seat, table_text=table_label(name)))
    return entry_id


__all__ = ["OutOfChips", "check_rebuy", "eliminators", "out_of_chips", "report_busts",
           "report_rebuy"]
