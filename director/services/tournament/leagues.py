"""Leagues (seasons): events grouped, standings by the club's formula, a player's history.

A league stores its formula as the club wrote it (or a named formula's name);
it is checked (engine ``formula.parse``) before it is stored. Standings read
the finished tournaments of the league: each player's best entry of a night
(re-entries count as one result, their rebuys, add-ons and bounties added).
"""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event.money import formula as formulas
from director.engine.event.money import league as rules
from director.engine.frozen import frozen_record
from director.engine.messages import msg
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import iso
from director.services.core.documents import load_settings
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.store.db import Database
from director.store.models import Entry, Event, League, LeagueEvent, Player


@frozen_record
class HistoryLine:
    event: str
    date: str  # the ISO date the event was created
    place: int
    players: int
    prize: int
    bounties: int
    points: int  # hundredths


def _checked(formula: str, best: int | None, ties: str) -> None:
    try:
        formulas.parse(formula)
        rules.check_rules(best, ties)
    except (formulas.FormulaError, rules.LeagueError) as exc:
        raise ServiceError(reason(exc)) from None


def event_results(s: Session, event: Event) -> list[rules.LeagueResult]:
    """Each player's best finish of a finished tournament, with their totals."""
    assert event.id is not None
    entries = list(s.exec(select(Entry).where(Entry.event_id == event.id)))
    settings = load_settings(event.kind, event.settings)
    buyin = getattr(settings, "buy_in", 0)
    by_player: dict[int, list[Entry]] = {}
    for e in entries:
        by_player.setdefault(e.player_id, []).append(e)
    field = len(entries)
    out = []
    for player_id, mine in by_player.items():
        player = s.get(Player, player_id)
        placed = [e.place for e in mine if e.place is not None]
        if player is None or not placed:
            continue
        out.append(rules.LeagueResult(
            player.name, min(placed), field, buyin, sum(e.rebuys for e in mine),
            sum(e.add_ons for e in mine), sum(e.bounties_won for e in mine),
            sum(e.prize or 0 for e in mine), player_id))
    return out


def in_league(s: Session, league_id: int, event_id: int) -> bool:
    return s.exec(select(LeagueEvent).where(LeagueEvent.league_id == league_id,
                                            LeagueEvent.event_id == event_id)).first() is not None


class LeagueService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def create(self, name: str, formula: str, now: datetime, best: int | None = None,
               ties: str = "shared") -> int:
        name = v.name(name, "the league's name").strip()
        if not name:  # a league listed by no name could not be told from another
            raise ServiceError(msg("svc-league-needs-name"))
        _checked(formula, best, ties)
        with UnitOfWork(self.db) as uow:
            league = League(name=name, formula=formula.strip(), best=best, ties=ties,
                            created_at=iso(now))
            uow.session.add(league)
            uow.session.flush()
            assert league.id is not None
            return league.id

    def change(self, league_id: int, formula: str, best: int | None, ties: str) -> None:
        _checked(formula, best, ties)
        with UnitOfWork(self.db) as uow:
            league = self._league(uow.session, league_id)
            league.formula, league.best, league.ties = formula.strip(), best, ties
            uow.session.add(league)

    def add_event(self, league_id: int, event_id: int) -> None:
        """Count a tournament in the league; refused, by name, when it is in it already.
        The event's lock comes before that check: two stations adding the same night
        at once add it once, and the second is told so (not the schema's unique
        constraint's "changed at the same moment")."""
        v.ident(league_id, "the league")
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)  # before the league's events are read
            league = self._league(s, league_id)
            event = s.get(Event, event_id)
            if event is None:  # deleted at another station since the window listed it
                raise ServiceError(msg("svc-league-event-gone", league_name=league.name))
            if event.kind != "tournament":
                raise ServiceError(msg("svc-league-not-tournament", name=event.name))
            if in_league(s, league_id, event_id):
                raise ServiceError(msg("svc-league-has-event", name=event.name,
                                        league_name=league.name))
            s.add(LeagueEvent(league_id=league_id, event_id=event_id))

    def leagues(self) -> list[League]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return list(uow.session.exec(select(League).order_by(col(League.id))))

    def events(self, league_id: int) -> list[Event]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return self._events(uow.session, league_id)

    def standings(self, league_id: int) -> tuple[rules.Standing, ...]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            league = self._league(s, league_id)
            results = [event_results(s, e) for e in self._events(s, league_id)
                       if e.status == "finished"]
            try:
                return rules.standings(results, formulas.parse(league.formula), league.best,
                                       league.ties)
            except (formulas.FormulaError, rules.LeagueError) as exc:
                raise ServiceError(reason(exc)) from None

    def history(self, league_id: int, player: str,
                player_id: int | None = None) -> list[HistoryLine]:
        """A player's results across the league's finished events, oldest first: by
        their record (``Standing.player_id``) where given, two people of one name
        apart, else by name."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            formula = formulas.parse(self._league(s, league_id).formula)
            lines = []
            for event in self._events(s, league_id):
                if event.status != "finished":
                    continue
                for r in event_results(s, event):
                    if r.player == player and player_id in (None, r.player_id):
                        try:
                            points = formula.points(r.values())
                        except formulas.FormulaError as exc:
                            raise ServiceError(reason(exc)) from None
                        lines.append(HistoryLine(event.name, event.created_at[:10], r.place,
                                                 r.players, r.prize, r.bounties, points))
            return lines

    @staticmethod
    def _league(s: Session, league_id: int) -> League:
        league = s.get(League, league_id)
        if league is None:
            raise ServiceError(msg("svc-no-league", number=league_id))
        return league

    @staticmethod
    def _events(s: Session, league_id: int) -> list[Event]:
        links = s.exec(select(LeagueEvent).where(LeagueEvent.league_id == league_id)
                       .order_by(col(LeagueEvent.id)))
        events = [s.get(Event, link.event_id) for link in links]
        return sorted((e for e in events if e is not None), key=lambda e: (e.created_at, e.id))
