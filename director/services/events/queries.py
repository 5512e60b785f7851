"""What the Home window and the player database show: events and players, read only."""

from __future__ import annotations

from sqlalchemy import func
from sqlmodel import col, select

from director.engine.frozen import frozen_record
from director.engine.messages.folded import folded
from director.services.core.documents import EventSettings
from director.services.core.unit_of_work import UnitOfWork
from director.services.events.console_queries import event_settings
from director.services.events.event_list import EventSummary, list_events
from director.store.db import Database
from director.store.models import Entry, Player


@frozen_record
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
        """The events, newest first; the archived ones too with ``archived`` (see
        ``event_list``: a plain read, so that Home needs no ORM at the start)."""
        return list_events(self.db, archived)

    def event_settings(self, event_id: int) -> tuple[str, str, EventSettings]:
        """(kind, name, settings) of an event, for resuming or duplicating it."""
        return event_settings(self.db, event_id)

    def list_players(self, search: str = "") -> list[PlayerSummary]:
        """Players by name; ``search`` keeps those whose name or nickname contains it,
        whatever the case and the accents ("kovacs" finds "Kovács", ``folded``)."""
        needle = folded(search.strip())
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            events = dict(s.exec(select(Entry.player_id, func.count(func.distinct(
                Entry.event_id))).group_by(col(Entry.player_id))).all())
            players = s.exec(select(Player).order_by(col(Player.name), col(Player.id))).all()
            out = []
            for p in players:
                assert p.id is not None
                if needle and needle not in folded(p.name) and \
                        needle not in folded(p.nickname or ""):
                    continue
                out.append(PlayerSummary(p.id, p.name, p.nickname, int(events.get(p.id, 0))))
            return sorted(out, key=lambda p: (p.name.casefold(), p.player_id))
