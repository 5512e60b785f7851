"""A tournament's figures on every clock screen (R-8.1): the one place they are
gathered, for the room view and the desktop clock alike. Computed from rows
already read (``numbers_of``), so a reader that holds a transaction open reads
nothing twice; ``tournament_numbers`` reads them in one transaction of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.services.core.documents import TournamentSettings
from director.services.core.unit_of_work import UnitOfWork
from director.services.tournament.rows import tournament
from director.store.db import Database
from director.store.models import Entry, Player


@dataclass(frozen=True, slots=True)
class TournamentNumbers:
    """The tournament's figures on every clock screen (R-8.1)."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int
    payouts: tuple[tuple[int, int], ...]
    winner: str = ""  # once one player is left (place 1): the winner's name


def numbers_of(settings: TournamentSettings, entries: Sequence[Entry],
               names: Mapping[int, str]) -> TournamentNumbers:
    """Players left, entries, chips bought (R-8.6), prize pool and payouts of the
    tournament whose ``entries`` these are; ``names`` by player id."""
    rules = settings.rules()
    rebuys, add_ons = sum(e.rebuys for e in entries), sum(e.add_ons for e in entries)
    pool = rules_.prize_pool(rules, len(entries), rebuys, add_ons).prize_pool
    playing = [e for e in entries if e.place is None]
    winners = [] if playing else [names.get(e.player_id, f"#{e.player_id}")
                                  for e in entries if e.place == 1]
    return TournamentNumbers(
        players_left=len(playing) + len(winners), entries=len(entries),
        chips_in_play=rules_.expected_chips(rules, len(entries), rebuys, add_ons),
        prize_pool=pool, payouts=_payouts(settings, pool, len(entries)),
        winner=" = ".join(winners))


def _payouts(settings: TournamentSettings, pool: int, entries: int
             ) -> tuple[tuple[int, int], ...]:
    """(place, prize) by the event's payout table; none without a table, or without
    a row for this many entries."""
    table = settings.payout_table()
    if table is None:
        return ()
    try:
        prizes = pay.payouts(pool, max(entries, 1), table, settings.rounding_unit)
    except pay.PayoutError:
        return ()
    return tuple(enumerate(prizes, start=1))


def tournament_numbers(db: Database, event_id: int) -> TournamentNumbers:
    """The figures of a stored tournament, read in one transaction."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        _, settings = tournament(s, event_id)
        entries = list(s.exec(select(Entry).where(Entry.event_id == event_id)
                              .order_by(col(Entry.id))))
        names = player_names(s, {e.player_id for e in entries if e.place == 1})
    return numbers_of(settings, entries, names)


def player_names(s: Session, ids: set[int]) -> dict[int, str]:
    """The names of the players ``ids``, read at once."""
    if not ids:
        return {}
    return {p.id: p.name for p in s.exec(select(Player).where(col(Player.id).in_(ids)))
            if p.id is not None}
