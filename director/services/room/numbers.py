"""A tournament's figures on every clock screen (R-8.1): the one place they are
gathered, for the room view and the desktop clock alike. Computed from rows
already read (``numbers_of``), so a reader that holds a transaction open reads
nothing twice; ``tournament_numbers`` reads them in one transaction of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple, Protocol

import sqlalchemy as sa
from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.engine.frozen import frozen_record
from director.engine.messages import Message
from director.services.core.documents import TournamentSettings
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.chips_known import chips_colored_up, chips_in_play, colored_up
from director.services.tournament.deals import prizes_of, recorded_deal
from director.services.tournament.rows import numbered_name, tournament
from director.store.db import Database
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Player


class EntryFigures(Protocol):
    """What the figures need of an entry: an ``Entry`` row (the room view's reading),
    or the same columns read as a plain row (``tournament_numbers``)."""

    @property
    def id(self) -> int | None: ...
    @property
    def player_id(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def rebuys(self) -> int: ...
    @property
    def add_ons(self) -> int: ...
    @property
    def place(self) -> int | None: ...
    @property
    def prize(self) -> int | None: ...


class _Figures(NamedTuple):
    """An entry's columns the figures use, read without the ORM."""

    id: int | None
    player_id: int
    number: int
    rebuys: int
    add_ons: int
    place: int | None
    prize: int | None


@frozen_record
class TournamentNumbers:
    """The tournament's figures on every clock screen (R-8.1)."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int
    payouts: tuple[tuple[int, int], ...]
    #: once one player is left (place 1): the winner's name; two or more where a
    #: deal's players finished with equal stacks and share 1st place (R-8.5)
    winners: tuple[str, ...] = ()
    results: tuple[tuple[int, str, int], ...] = ()  # then: (place, player, prize) by place
    #: a deal recorded and played on: (player, share), biggest first; ``payouts`` then
    #: lists only the places the deal does not pay
    deal: tuple[tuple[str, int], ...] = ()
    #: no payouts: why (no payout table, no row for this many entries), as the
    #: service's refusal says it (``TournamentService.payouts``)
    no_payouts: Message | None = None
    #: hand for hand (R-8.5): the hand-for-hand hand the tables play (None: not on)
    hand_for_hand: int | None = None
    #: the denominations the color-ups took out of play (R-8.3), smallest first
    chips_out: tuple[int, ...] = ()


def numbers_of(settings: TournamentSettings, entries: Sequence[EntryFigures],
               names: Mapping[int, str], colored_up: int = 0,
               deal: Sequence[tuple[int, str, int]] = (),
               hand_for_hand: int | None = None, chips_out: Sequence[int] = ()
               ) -> TournamentNumbers:
    """Players left, entries, chips in play (bought less ``colored_up``: R-8.3, R-8.6,
    ``chips_known.chips_in_play``, as every window shows them; ``chips_out`` the
    denominations the color-ups took off), prize pool and
    payouts of the tournament whose ``entries`` these are; ``names`` by player id;
    ``deal``: the recorded deal's shares (entry, player, amount), what those players
    are paid whatever place they finish in: the places it pays (1 to the number of
    players in it) leave the payouts, and the results pay each their share."""
    rules = settings.rules()
    rebuys, add_ons = sum(e.rebuys for e in entries), sum(e.add_ons for e in entries)
    pool = rules_.prize_pool(rules, len(entries), rebuys, add_ons).prize_pool
    playing = [e for e in entries if e.place is None]
    winners = [] if playing else [names.get(e.player_id, f"#{e.player_id}")
                                  for e in entries if e.place == 1]
    payouts, why = _payouts(settings, pool, len(entries))
    shares = {entry: amount for entry, _player, amount in deal}
    return TournamentNumbers(
        players_left=len(playing) + len(winners), entries=len(entries),
        chips_in_play=chips_in_play(rules, entries, colored_up),
        prize_pool=pool, payouts=tuple(p for p in payouts if p[0] > len(deal)),
        winners=tuple(winners),
        results=_results(entries, names, due_by_entry(
            entries, dict(payouts), settings.rounding_unit), shares) if winners else (),
        deal=() if winners else tuple((player, amount) for _e, player, amount in deal),
        no_payouts=why, hand_for_hand=None if winners else hand_for_hand,
        chips_out=tuple(chips_out))


def due_by_entry(entries: Iterable[EntryFigures], payouts: Mapping[int, int],
                 rounding_unit: int = 1) -> dict[int, int]:
    """What each finished entry's place pays by ``payouts`` (place -> prize) before
    the prizes are awarded, as Award prizes will pay it: players who share a place
    share the prizes of the places their tie covers (R-8.5), so two tied for 2nd of
    a 70/30 payout are to be paid 15 % each, not 30 %."""
    amounts = [payouts.get(place, 0) for place in range(1, max(payouts, default=0) + 1)]
    placed = sorted((e for e in entries if e.place is not None), key=lambda e: e.id or 0)
    return pay.prizes_by_place(amounts, {e.id or 0: e.place or 0 for e in placed},
                               rounding_unit)


def _results(entries: Sequence[EntryFigures], names: Mapping[int, str], due: Mapping[int, int],
             deal: Mapping[int, int]) -> tuple[tuple[int, str, int], ...]:
    """Every place with its player and prize: awarded, else the player's share of the
    deal, else what the place pays (``due``: by entry, ties sharing)."""
    placed = sorted((e for e in entries if e.place is not None),
                    key=lambda e: (e.place or 0, names.get(e.player_id, "")))
    return tuple((e.place or 0, listed_name(e, names), _listed_prize(e, due, deal))
                 for e in placed)


def _listed_prize(entry: EntryFigures, due: Mapping[int, int], deal: Mapping[int, int]) -> int:
    """The prize awarded (0 is a prize: a deal's share of 0 agreed), else the deal's
    share, else what the place pays."""
    if entry.prize is not None:
        return entry.prize
    key = entry.id or 0
    return deal[key] if key in deal else due.get(key, 0)


def listed_name(entry: EntryFigures, names: Mapping[int, str]) -> str:
    """The name a finished entry is listed under, on the clock's results and the room's
    Results page alike: the player's, a re-entry with its number ("Anna (2)")."""
    return numbered_name(names.get(entry.player_id, f"#{entry.player_id}"), entry.number)


def _payouts(settings: TournamentSettings, pool: int, entries: int
             ) -> tuple[tuple[tuple[int, int], ...], Message | None]:
    """(place, prize) by the event's payout table; none without a table, or without
    a row for this many entries, and then why (as ``TournamentService.payouts``)."""
    try:
        return tuple(enumerate(prizes_of(settings, pool, entries), start=1)), None
    except ServiceError as exc:
        return (), exc.message


def tournament_numbers(db: Database, event_id: int) -> TournamentNumbers:
    """The figures of a stored tournament, read in one transaction."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        _, settings = tournament(s, event_id)
        # plain rows: the console and the clock read these after every commit, and a
        # big field's 1,000 entries as ORM objects cost more than the rest (issue 33)
        entries = [_Figures(*row) for row in s.connection().execute(
            sa.select(col(Entry.id), col(Entry.player_id), col(Entry.number),
                      col(Entry.rebuys), col(Entry.add_ons), col(Entry.place),
                      col(Entry.prize))
            .where(col(Entry.event_id) == event_id).order_by(col(Entry.id))).all()]
        over = all(e.place is not None for e in entries)  # the results name everyone
        names = player_names(s, {e.player_id for e in entries if over or e.place == 1})
        colored, chips_out = colored_up(s, event_id), chips_colored_up(s, event_id)
        deal = recorded_deal(s, event_id)
        clock = s.get(ClockRow, event_id)
    return numbers_of(settings, entries, names, colored, deal.shares if deal else (),
                      None if clock is None else clock.hand_for_hand, chips_out)


def player_names(s: Session, ids: set[int]) -> dict[int, str]:
    """The names of the players ``ids``, read at once."""
    if not ids:
        return {}
    return {p.id: p.name for p in s.exec(select(Player).where(col(Player.id).in_(ids)))
            if p.id is not None}
