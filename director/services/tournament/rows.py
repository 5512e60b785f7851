"""A tournament's rows as its commands read them, inside the command's session: the
event with its settings, its entries, seats and hands (shared by the tournament's
commands, its bounties, the seating and the papers)."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.messages import Message, msg
from director.services.clock.clock import clock_from_row
from director.services.core import locks
from director.services.core.action_log import Recorder
from director.services.core.documents import TournamentSettings, load_settings
from director.services.core.unit_of_work import ServiceError
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Hand, Player, Seat
from director.store.models import Event as EventRow


def tournament(s: Session, event_id: int) -> tuple[EventRow, TournamentSettings]:
    row = s.get(EventRow, event_id)
    if row is None:
        raise ServiceError(msg("svc-no-event", event_number=event_id))
    settings = load_settings(row.kind, row.settings)
    if not isinstance(settings, TournamentSettings):
        raise ServiceError(msg("svc-cash-game-not-tournament", name=row.name))
    return row, settings


def tournament_under_way(s: Session, event_id: int) -> tuple[EventRow, TournamentSettings]:
    """``tournament``, for a command that changes its places, stacks or money: refused
    once Finish tournament made them final (undo takes the finish back first)."""
    row, settings = tournament(s, event_id)
    if row.status == "finished":
        raise ServiceError(msg("svc-tournament-finished-final", name=row.name))
    return row, settings


def lock_event(s: Session, event_id: int) -> None:
    """One command that places or seats the event's players at a time: on a club's
    server two stations' busts (or a bust and a balancing) would otherwise both
    count the same players left and give two players one place (issue 17). The
    first of a command's locks (``locks``: event, then tables, then seats), held
    until it commits; on SQLite a command holds the file's write lock anyway."""
    locks.lock_event(s, event_id)


def clock_index(s: Session, event_id: int, settings: TournamentSettings, now: datetime) -> int:
    """The clock's item at ``now`` (0 before the clock is started)."""
    row = s.get(ClockRow, event_id)
    if row is None:
        return 0
    return clock_from_row(row).advance(now, settings.structure()).level_index


def entry_row(s: Session, entry_id: int) -> Entry:
    entry = s.get(Entry, entry_id)
    if entry is None:
        raise ServiceError(msg("svc-no-entry", entry_number=entry_id))
    return entry


def seat_of(s: Session, entry_id: int) -> Seat | None:
    return s.exec(select(Seat).where(Seat.entry_id == entry_id)).first()


def hand_running(s: Session, table_id: int) -> bool:
    return s.exec(select(Hand).where(Hand.table_id == table_id,
                                     Hand.status == "running")).first() is not None


def live_entries(s: Session, event_id: int) -> list[Entry]:
    return list(s.exec(select(Entry).where(Entry.event_id == event_id,
                                           col(Entry.place).is_(None))
                       .order_by(col(Entry.id))))


def all_entries(s: Session, event_id: int) -> list[Entry]:
    return list(s.exec(select(Entry).where(Entry.event_id == event_id).order_by(col(Entry.id))))


def entry_name(s: Session, entry: Entry) -> str:
    """The player's name for texts and the undo list (a re-entry gets its number: ``Ann (2)``)."""
    player = s.get(Player, entry.player_id)
    return numbered_name(player.name if player is not None else f"#{entry.player_id}",
                         entry.number)


def numbered_name(name: str, number: int) -> str:
    """The name of a player's ``number``-th entry: the name, a re-entry with its
    number (``Ann (2)``), so the two entries' places can be told apart."""
    return name if number <= 1 else f"{name} ({number})"


def won(entry: Entry) -> bool:
    """First place without a bust: the winner (alone, or a deal's tie for 1st)."""
    return entry.place == 1 and entry.busted_at is None


def not_in_play(s: Session, event_id: int, entry_id: int) -> Message:
    """Why ``entry_id`` is not in play in the event, by the player's name: already out
    (with the place), or the winner; an entry not of the event at all (undone at
    another station) only by its number, which is all there is."""
    entry = s.get(Entry, entry_id)
    if entry is None or entry.event_id != event_id or entry.place is None:
        return msg("svc-entry-not-in-play", entry_number=entry_id)
    if won(entry):
        return msg("svc-player-won", player=entry_name(s, entry))
    return msg("svc-player-out", player=entry_name(s, entry), place=entry.place)


def places_below(s: Session, rec: Recorder, event_id: int, out_at: int | None = None) -> None:
    """One more player in play: a newcomer (a late entry or a re-entry: every entry
    counts in the places, so all those out finish one place lower) or a busted
    entry bought back in (``out_at``: its place; those out since finish one place
    lower, and so do those tied with it: the places their tie covers begin one
    lower). A winner named too early plays on. Refused once prizes are paid: they
    were paid for the places as they stood."""
    for other in all_entries(s, event_id):
        if other.place is None or (out_at is not None and other.place > out_at):
            continue
        if other.prize:
            raise ServiceError(msg("svc-places-paid-no-more-players"))
        rec.touch(other)
        other.place = None if other.busted_at is None else other.place + 1
