"""Paying bounties at a bust, inside the bust's transaction (engine ``bounties``).

``pay_busts`` pays the bounties of the entries busted in one hand to the
eliminators by the event's kind of bounty; ``pay_winner`` pays the winner what
is left for them (their own bounty, the mystery envelopes nobody drew), and
``pay_players_left`` the same to the players a deal places at Finish.
``set_envelopes`` stores a mystery prize list. Every row changed is touched on
the recorder, so undo reverses the bounties with the bust."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event.money import bounties as kinds
from director.engine.messages import Amount, msg
from director.services.core.action_log import Recorder
from director.services.core.documents import TournamentSettings
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.rows import all_entries, lock_event, tournament
from director.store.db import Database
from director.store.models import Entry, MysteryEnvelope
from director.store.models import Event as EventRow


def kind_of(settings: TournamentSettings) -> kinds.BountyKind:
    return kinds.BountyKind(settings.bounty_kind)


def bounties_in_results(settings: object, won: Iterable[int]) -> bool:
    """Whether the results (the dialog at the finish, the Results paper) have a
    bounties column: where the tournament pays bounties, or anyone won one."""
    return (isinstance(settings, TournamentSettings) and settings.bounty > 0) or any(won)


def envelopes(s: Session, event_id: int) -> list[MysteryEnvelope]:
    return list(s.exec(select(MysteryEnvelope).where(MysteryEnvelope.event_id == event_id)
                       .order_by(col(MysteryEnvelope.number))))


def _entry(s: Session, entry_id: int) -> Entry:
    entry = s.get(Entry, entry_id)
    assert entry is not None
    return entry


def check_eliminators(settings: TournamentSettings, busted: Sequence[Entry],
                      eliminators: Sequence[int]) -> None:
    """A bounty needs who won it, fixed, knockout or mystery: refused before anything
    changes (a fixed bounty busted with nobody named went to nobody: the money taken
    for it was never paid)."""
    if not eliminators and any(e.bounty for e in busted):
        raise ServiceError(msg("svc-bounty-needs-eliminator"))


def pay_busts(s: Session, rec: Recorder, settings: TournamentSettings,
              eliminated_by: Sequence[tuple[Entry, Sequence[int]]],
              rng: kinds.Chooser) -> None:
    """Each busted entry's bounty to the entries who won the pot that busted it (a
    split pot shares it): ``eliminated_by`` pairs each busted entry with them."""
    try:
        for entry, eliminators in eliminated_by:
            if eliminators:
                _pay_one(s, rec, kind_of(settings), entry, eliminators, rng)
    except kinds.BountyError as exc:
        raise ServiceError(reason(exc)) from None
    except rules_.EntryError as exc:
        raise ServiceError(reason(exc)) from None


def _pay_one(s: Session, rec: Recorder, kind: kinds.BountyKind, busted: Entry,
             eliminators: Sequence[int], rng: kinds.Chooser) -> None:
    winners = [_entry(s, e) for e in eliminators]
    for w in winners:
        rec.touch(w)
    if kind is kinds.BountyKind.FIXED:
        if busted.bounty:
            for w, share in zip(winners, rules_.bounty_shares(
                    busted.bounty, list(eliminators)).values(), strict=True):
                w.bounties_won += share
    elif kind is kinds.BountyKind.PROGRESSIVE:
        shares = kinds.progressive_shares(busted.bounty, list(eliminators))
        for w in winners:
            assert w.id is not None
            w.bounties_won += shares[w.id].paid
            w.bounty += shares[w.id].onto_head
    else:
        _draw(s, rec, busted, winners, rng)


def _draw(s: Session, rec: Recorder, busted: Entry, winners: Sequence[Entry],
          rng: kinds.Chooser) -> None:
    left = [e for e in envelopes(s, busted.event_id) if e.drawn_by is None]
    if not left:
        return  # no prize list yet, or all drawn: the money waits for the winner
    envelope = left[kinds.draw_envelope([e.amount for e in left], rng)]
    rec.touch(envelope)
    assert winners[0].id is not None
    envelope.drawn_by, envelope.busted = winners[0].id, busted.id
    ids = [w.id for w in winners]
    for w, share in zip(winners, rules_.bounty_shares(envelope.amount, ids).values(),
                        strict=True):
        w.bounties_won += share


def pay_winner(s: Session, rec: Recorder, settings: TournamentSettings,
               winner: Entry, every_entry: Sequence[Entry]) -> None:
    """The last entry left collects its own bounty (fixed or progressive), or the
    mystery envelopes nobody drew (the whole pool when no prize list was ever set)."""
    pay_players_left(s, rec, settings, [winner], every_entry)


def pay_players_left(s: Session, rec: Recorder, settings: TournamentSettings,
                     left: Sequence[Entry], every_entry: Sequence[Entry]) -> None:
    """The entries never busted collect the bounty money no bust paid: the winner, or
    the players a deal placed by their stacks at Finish (issue 28). Each collects the
    bounty on their own head (fixed or progressive: nobody won it from them); the
    mystery envelopes nobody drew (the whole pool when no prize list was ever set) go
    to first place, shared as a split pot's bounty when players tie for it (odd units
    in the order they entered)."""
    kind = kind_of(settings)
    if kind is not kinds.BountyKind.MYSTERY:
        for entry in left:
            if entry.bounty:
                rec.touch(entry)
                entry.bounties_won += entry.bounty
        return
    first = sorted((e for e in left if e.place == 1), key=lambda e: e.id or 0)
    if not first:
        return
    stored = envelopes(s, first[0].event_id)
    pool = sum(e.bounty for e in every_entry)
    if not stored and pool:
        envelope = MysteryEnvelope(event_id=first[0].event_id, number=1, amount=pool)
        rec.created(envelope)
        stored = [envelope]
    undrawn = [e for e in stored if e.drawn_by is None]
    for envelope in undrawn:
        rec.touch(envelope)
        envelope.drawn_by = first[0].id
    ids = [e.id or 0 for e in first]
    shares = rules_.bounty_shares(sum(e.amount for e in undrawn), ids)
    for entry in first:
        rec.touch(entry)
        entry.bounties_won += shares[entry.id or 0]


def winner_plays_on(s: Session, rec: Recorder, settings: TournamentSettings,
                    event_id: int) -> None:
    """A winner named too early plays on (a late entry, a re-entry or a player bought
    back in, ``rows.places_below``): what ``pay_winner`` paid them is taken back, to be
    paid when the tournament has its winner: their own bounty, or the mystery
    envelopes they drew as the winner (no bust drew those), undrawn again."""
    winner = next((e for e in all_entries(s, event_id)
                   if e.place == 1 and e.busted_at is None), None)
    if winner is None:
        return
    rec.touch(winner)
    if kind_of(settings) is not kinds.BountyKind.MYSTERY:
        winner.bounties_won -= winner.bounty
        return
    for envelope in envelopes(s, event_id):
        if envelope.drawn_by == winner.id and envelope.busted is None:
            rec.touch(envelope)
            envelope.drawn_by = None
            winner.bounties_won -= envelope.amount


def bought_back_in(rec: Recorder, settings: TournamentSettings, entry: Entry) -> None:
    """A busted player bought back in (a rebuy, R-8.6) plays on without a bounty on
    their head: the bust paid it (fixed or progressive), and a rebuy sets none aside,
    so a second bust would pay it twice. A mystery bounty stays in the pool (its
    envelopes hold it)."""
    if kind_of(settings) is not kinds.BountyKind.MYSTERY and entry.bounty:
        rec.touch(entry)
        entry.bounty = 0


def set_envelopes(db: Database, event_id: int, amounts: Sequence[int], now: datetime) -> None:
    """The mystery prize list, once registration is over: its total must be the
    bounty pool; refused once an envelope has been drawn."""
    with UnitOfWork(db) as uow:
        s = uow.session
        lock_event(s, event_id)  # no entry, rebuy or bust's draw between the pool and the list
        row, settings = tournament(s, event_id)
        if kind_of(settings) is not kinds.BountyKind.MYSTERY:
            raise ServiceError(msg("svc-not-mystery-bounties", name=row.name))
        stored = envelopes(s, event_id)
        if any(e.drawn_by is not None for e in stored):
            raise ServiceError(msg("svc-envelopes-already-drawn"))
        pool = sum(e.bounty for e in all_entries(s, event_id))
        try:
            checked = kinds.check_envelopes(amounts, pool)
        except kinds.BountyError as exc:
            raise ServiceError(reason(exc)) from None
        rec = Recorder(s)
        for number, amount in enumerate(checked, start=1):
            if number <= len(stored):
                rec.touch(stored[number - 1])
                stored[number - 1].amount = amount
            else:
                rec.created(MysteryEnvelope(event_id=event_id, number=number, amount=amount))
        for old in stored[len(checked):]:
            rec.delete(old)
        rec.record(event_id, "envelopes", msg("undo-mystery-envelopes", count=len(checked),
                                               total=Amount(pool)), {"amounts": list(checked)},
                   now)


def envelopes_set(s: Session, event: EventRow) -> bool:
    assert event.id is not None
    return bool(envelopes(s, event.id))
