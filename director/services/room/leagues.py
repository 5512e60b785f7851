"""The standings of each league an event counts in, shown under the room's results
(issue 20), read inside the room's one transaction: the league's finished
tournaments by the club's formula (engine ``league.standings``), each player's
best entry of a night (``services.leagues.event_results``). A league whose
formula no longer works is left out: the room is no place for its refusal."""

from __future__ import annotations

from sqlmodel import Session, select

from director.engine.event.money import formula as formulas
from director.engine.event.money import league as rules
from director.services.room.view import LeagueStandings, StandingRow
from director.services.tournament.leagues import event_results
from director.store.models import Event, League, LeagueEvent


def standings_of(s: Session, event_id: int) -> tuple[LeagueStandings, ...]:
    """Each league of ``event_id``, in the order the leagues were made."""
    league_ids = sorted({link.league_id for link in s.exec(
        select(LeagueEvent).where(LeagueEvent.event_id == event_id))})
    found = []
    for league_id in league_ids:
        league = s.get(League, league_id)
        if league is None:
            continue
        links = s.exec(select(LeagueEvent).where(LeagueEvent.league_id == league_id))
        events = [e for e in (s.get(Event, link.event_id) for link in links)
                  if e is not None and e.status == "finished"]
        events.sort(key=lambda e: (e.created_at, e.id))
        try:
            table = rules.standings([event_results(s, e) for e in events],
                                    formulas.parse(league.formula), league.best, league.ties)
        except (formulas.FormulaError, rules.LeagueError):
            continue
        found.append(LeagueStandings(league.name, tuple(
            StandingRow(r.place, r.player, r.points) for r in table)))
    return tuple(found)
