"""What the Home window and the player database show: events and players, read only."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import Session, col, select

from director.services.console_queries import event_settings
from director.services.unit_of_work import UnitOfWork
from director.store.db import Database
from director.store.documents import EventSettings, TournamentSettings, load_settings
from director.store.models import ClockState, Entry, Hand, LedgerLine, Player, TableRow
from director.store.models import Event as EventRow


@dataclass(frozen=True, slots=True)
class EventSummary:
    """One line of the Home window's events list."""

    event_id: int
    kind: str  # "tournament" | "cash"
    name: str
    status: str  # planned | running | finished
    created_at: str  # UTC ISO-8601
    game: str  # a key of engine GAMES (the first game of a mixed rotation)
    mixed: bool
    players: int  # different players who entered (tournament) or bought in (cash)
    archived: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    player_id: int
    name: str
    nickname: str | None
    events: int  # events the player entered


class Queries:
    """Read-only views of the database for lists and forms."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def list_events(self, archived: bool = False) -> list[EventSummary]:
        """The events, newest first; the archived ones too with ``archived``.

        The status shown is the event's real one: finished when it was finished,
        running once its clock was started or a hand, buy-in or entry shows it
        under way, else planned (older databases never marked events running)."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            under_way = _under_way(s)
            counts = dict(s.exec(select(Entry.event_id, func.count(func.distinct(
                Entry.player_id))).group_by(col(Entry.event_id))).all())
            cash = _cash_players(s)
            query = select(EventRow).order_by(col(EventRow.created_at).desc(),
                                              col(EventRow.id).desc())
            if not archived:
                query = query.where(col(EventRow.archived).is_(False))
            rows = s.exec(query).all()
            out = []
            for row in rows:
                assert row.id is not None
                settings = load_settings(row.kind, row.settings)
                mixed = isinstance(settings, TournamentSettings) and \
                    settings.blinds.rotation is not None
                players = counts.get(row.id, 0) if row.kind == "tournament" \
                    else cash.get(row.id, 0)
                status = row.status
                if status == "planned" and row.id in under_way:
                    status = "running"
                out.append(EventSummary(row.id, row.kind, row.name, status, row.created_at,
                                        settings.game, mixed, int(players), row.archived))
            return out

    def event_settings(self, event_id: int) -> tuple[str, str, EventSettings]:
        """(kind, name, settings) of an event, for resuming or duplicating it."""
        return event_settings(self.db, event_id)

    def list_players(self, search: str = "") -> list[PlayerSummary]:
        """Players by name; ``search`` keeps those whose name or nickname contains it
        (case does not matter)."""
        needle = search.strip().casefold()
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            events = dict(s.exec(select(Entry.player_id, func.count(func.distinct(
                Entry.event_id))).group_by(col(Entry.player_id))).all())
            players = s.exec(select(Player).order_by(col(Player.name), col(Player.id))).all()
            out = []
            for p in players:
                assert p.id is not None
                if needle and needle not in p.name.casefold() and \
                        needle not in (p.nickname or "").casefold():
                    continue
                out.append(PlayerSummary(p.id, p.name, p.nickname, int(events.get(p.id, 0))))
            return sorted(out, key=lambda p: (p.name.casefold(), p.player_id))



def _under_way(s: Session) -> set[int]:
    """Events with a started clock, a hand dealt or a cash buy-in."""
    ids = set(s.exec(select(ClockState.event_id).where(col(ClockState.running).is_(True)
                                                       | col(ClockState.ends_at).is_not(None))))
    ids |= set(s.exec(select(TableRow.event_id).join(Hand, col(Hand.table_id) == TableRow.id)))
    ids |= set(s.exec(select(LedgerLine.event_id)))
    return {int(i) for i in ids}


def _cash_players(s: Session) -> dict[int, int]:
    rows = s.exec(
        select(LedgerLine.event_id, func.count(func.distinct(LedgerLine.player_id)))
        .where(LedgerLine.kind == "buy-in").group_by(col(LedgerLine.event_id))).all()
    return {int(e): int(n) for e, n in rows}
