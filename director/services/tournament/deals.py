"""A final-table deal, recorded (issue 28, item 9): the players left agree to share
the prize money of the places still to be decided, by ICM, by a chip chop or in
amounts they agree on and the director types.

``DealService.proposal`` works out both ways from the stacks the store holds and
says who would get less than the next place out pays (a warning, not a refusal:
the players may agree to it). ``record`` stores each player's share
(``DealShare``) in one transaction and one undo step; the shares always add up to
the prizes of the places left, so the recorded deal and the places already paid
add up to the prize pool. From then on the deal is what is paid: ``pay_deal``
sets each dealt player's prize to their share whatever place they finish in
(award and Finish call it), and Finish places the dealt players still in by their
stacks (``place_dealt_players``: the bigger stack higher, R-8.5), so a deal may end
the tournament or be played on for the title.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event.money import deal as deals
from director.engine.event.money import payouts as pay
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import TournamentSettings
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.rows import (
    all_entries,
    entry_name,
    live_entries,
    lock_event,
    seat_of,
    tournament,
    tournament_under_way,
)
from director.store.db import Database
from director.store.models import DealShare, Entry


def method_name(method: str) -> Message:
    """How a deal was worked out, as words."""
    return msg(f"svc-deal-method-{method.replace(' ', '-')}")


@frozen_record
class DealPlayer:
    entry_id: int
    player: str
    stack: int


@frozen_record
class DealProposal:
    """The players left with their stacks, the prizes of the places still to be
    decided (best first) and what ICM and a chip chop give each (``icm`` is None
    above the players ICM is worked out for; both are None when a stack is 0 or not
    known, ``why`` says which, and only amounts typed remain)."""

    players: tuple[DealPlayer, ...]
    remaining: tuple[int, ...]
    icm: dict[int, int] | None
    chip_chop: dict[int, int] | None
    why: Message | None = None

    @property
    def total(self) -> int:
        return sum(self.remaining)

    @property
    def next_place(self) -> int:
        """The place the next player out finishes in."""
        return len(self.players)

    @property
    def next_prize(self) -> int:
        return self.remaining[-1] if len(self.remaining) == len(self.players) else 0

    def below_next_place(self, amounts: Mapping[int, int]) -> dict[int, int]:
        """Who gets less than the next place out pays (a warning)."""
        return deals.below_next_place(amounts, self.remaining)

    def shares(self, method: str, typed: Mapping[int, int] | None = None) -> dict[int, int]:
        """What ``method`` gives each player left: ICM, the chip chop, or the amounts
        ``typed`` (one for each player left, adding up to the prizes left); refused
        with a message otherwise."""
        if method in ("icm", "chip chop") and self.why is not None:
            raise ServiceError(self.why)
        if method == "icm":
            if self.icm is None:
                raise ServiceError(msg("event-deal-icm-too-many-players",
                                       count=deals.MAX_ICM_PLAYERS, players=len(self.players)))
            return dict(self.icm)
        if method == "chip chop" and self.chip_chop is not None:
            return dict(self.chip_chop)
        if method != "typed":
            raise ServiceError(msg("svc-deal-method", text=repr(method)))
        names = {p.entry_id: p.player for p in self.players}
        if typed is None or set(typed) != set(names):
            raise ServiceError(msg("svc-deal-typed-everyone", who=", ".join(names.values())))
        try:
            deals.check_typed_deal({names[e]: a for e, a in typed.items()}, self.remaining)
        except deals.DealError as exc:
            raise ServiceError(reason(exc)) from None
        return dict(typed)


@frozen_record
class RecordedDeal:
    method: str
    shares: tuple[tuple[int, str, int], ...]  # (entry, player, amount), biggest first

    @property
    def amounts(self) -> dict[int, int]:
        return {entry: amount for entry, _player, amount in self.shares}


def place_prizes(s: Session, event_id: int, settings: TournamentSettings) -> tuple[int, ...]:
    """The prize of each place, best first, from the prize pool and the payout table
    (the director's rounding unit); they add up to the prize pool."""
    entries = all_entries(s, event_id)
    pool = rules_.prize_pool(settings.rules(), len(entries), sum(e.rebuys for e in entries),
                             sum(e.add_ons for e in entries)).prize_pool
    return prizes_of(settings, pool, len(entries))


def prizes_of(settings: TournamentSettings, pool: int, entries: int) -> tuple[int, ...]:
    """The prize of each place, best first, of a ``pool`` shared by the event's payout
    table among ``entries`` entries; refused (why, in words) without a table or a
    row for this many entries."""
    table = settings.payout_table()
    if table is None:
        raise ServiceError(msg("svc-no-payout-table"))
    try:
        return pay.payouts(pool, max(entries, 1), table, settings.rounding_unit)
    except pay.PayoutError as exc:
        raise ServiceError(reason(exc)) from None


def deal_shares(s: Session, event_id: int) -> dict[int, int]:
    """entry -> its share of the recorded deal (empty when none is recorded)."""
    return {d.entry_id: d.amount for d in s.exec(select(DealShare).where(
        DealShare.event_id == event_id))}


def refuse_money_after_deal(s: Session, event_id: int) -> None:
    """Once a deal shares the prize money left, no entry, rebuy or add-on may add to
    it (the deal and the places paid must add up to the prize pool): refused, naming
    the way out (undo the deal)."""
    if s.exec(select(DealShare.id).where(DealShare.event_id == event_id)).first():
        raise ServiceError(msg("svc-deal-no-more-money"))


def refuse_pool_change_after_prizes(s: Session, event_id: int) -> None:
    """A prize awarded was paid from the prize pool as it stood: a rebuy or an add-on
    of a player still in would grow it, and Award prizes again would pay that place
    another amount (3rd's 2,000 became 2,600). Refused, naming the way out (a player
    busted buying back in is refused by the places: ``rows.places_below``)."""
    if s.exec(select(Entry.id).where(Entry.event_id == event_id, col(Entry.prize) > 0)
              ).first():
        raise ServiceError(msg("svc-prizes-paid-no-more-money"))


def payouts_fixed_by_deal(s: Session, event_id: int) -> None:
    """A recorded deal shares the prizes of the places left as the payout table and its
    rounding unit gave them: changing either would pay the places it does not cover
    other prizes, and the deal and those places would no longer add up to the prize
    pool (a 4th place paid on top of a deal of all of it). Refused, naming the way out."""
    if s.exec(select(DealShare.id).where(DealShare.event_id == event_id)).first():
        raise ServiceError(msg("svc-deal-payouts-fixed"))


def payouts_pay_now(s: Session, event_id: int, settings: TournamentSettings,
                    typed: bool) -> None:
    """Payouts about to be stored, checked once against the pool of now: prizes
    ``typed`` must pay it (R-8.5, refused in the engine's words), and a prize already
    awarded was handed over as the payouts stood, so payouts (or a rounding) that
    would award it another amount are refused, naming the first such player, their
    place, the prize awarded and the one these give (tied players share the places
    they cover). Award prizes again reads the payouts as they are: the change would
    otherwise rewrite money paid."""
    placed = [e for e in all_entries(s, event_id) if e.place is not None]
    awarded = any(e.prize for e in placed)
    if not typed and not awarded:
        return
    prizes = place_prizes(s, event_id, settings)
    if not awarded:
        return
    again = pay.prizes_by_place(prizes, {e.id or 0: e.place or 0 for e in placed},
                                settings.rounding_unit)
    for e in sorted(placed, key=lambda e: e.place or 0):
        if e.prize and again[e.id or 0] != e.prize:
            raise ServiceError(msg("svc-payouts-change-prize-awarded",
                                   player=entry_name(s, e), place=e.place or 0,
                                   prize=Amount(e.prize), new_prize=Amount(again[e.id or 0])))


def pay_deal(s: Session, rec: Recorder, event_id: int) -> None:
    """Each dealt player who has a place is paid their share, not the place's prize."""
    for entry_id, amount in deal_shares(s, event_id).items():
        entry = s.get(Entry, entry_id)
        if entry is not None and entry.place is not None and entry.prize != amount:
            rec.touch(entry)
            entry.prize = amount


def place_dealt_players(s: Session, rec: Recorder, event_id: int) -> list[Entry]:
    """At Finish, the players of the deal still in take the places left by their
    stacks: the bigger stack finishes higher, equal stacks share a place (R-8.5).
    Returns them (they collect the bounties no bust paid: ``bounties.pay_players_left``);
    nothing when no deal is recorded or someone still in is not part of it."""
    shares = deal_shares(s, event_id)
    left = live_entries(s, event_id)
    if not shares or not left or any(e.id not in shares for e in left):
        return []
    stacks = {e.id: _stack(s, e.id or 0) for e in left}
    ordered = sorted(left, key=lambda e: -stacks[e.id])
    for i, entry in enumerate(ordered):
        rec.touch(entry)
        tied = [o for o in ordered[:i] if stacks[o.id] == stacks[entry.id]]
        entry.place = tied[0].place if tied else i + 1
    return ordered


def _stack(s: Session, entry_id: int) -> int:
    seat = seat_of(s, entry_id)
    return 0 if seat is None else seat.stack + seat.chips_behind


class DealService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def proposal(self, event_id: int) -> DealProposal:
        """ICM and a chip chop for the players left, from the stored stacks."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db, reads_only=True) as uow:
            return self._proposal(uow.session, event_id)

    def _proposal(self, s: Session, event_id: int) -> DealProposal:
        _, settings = tournament(s, event_id)
        left = live_entries(s, event_id)
        if len(left) < 2:
            raise ServiceError(msg("svc-deal-needs-two", players=len(left)))
        players = tuple(DealPlayer(e.id or 0, entry_name(s, e), _stack(s, e.id or 0))
                        for e in left)
        remaining = place_prizes(s, event_id, settings)[:len(players)]
        stacks = {p.entry_id: p.stack for p in players}
        unit = settings.rounding_unit
        empty = next((p for p in players if p.stack <= 0), None)
        if empty is not None:  # a stack of 0 (or not known): only amounts typed
            return DealProposal(players, tuple(remaining), None, None, msg(
                "event-deal-player-without-chips", player=empty.player,
                stack=Amount(empty.stack)))
        try:
            chop = deals.chip_chop(stacks, remaining, unit)
            icm = deals.icm_deal(stacks, remaining, unit) \
                if len(stacks) <= deals.MAX_ICM_PLAYERS else None
        except deals.DealError as exc:
            raise ServiceError(reason(exc)) from None
        return DealProposal(players, tuple(remaining), icm, chop)

    def recorded(self, event_id: int) -> RecordedDeal | None:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return recorded_deal(uow.session, event_id)

    def record(self, event_id: int, method: str, now: datetime,
               amounts: Mapping[int, int] | None = None) -> RecordedDeal:
        """Record the deal the players agreed on: ``"icm"``, ``"chip chop"`` (worked out
        here from the stored stacks) or ``"typed"`` (``amounts``: entry -> amount, one
        for each player left, adding up to the prizes left). One undo step.

        ``amounts`` given with ICM or the chip chop are the ones the players were
        shown: when a count since then changed them, the deal is refused (they agreed
        on other amounts) and nothing is stored."""
        v.ident(event_id, "the event")
        typed = None if amounts is None else {
            v.ident(e, "the entry"): v.signed(a, "the amount") for e, a in amounts.items()}
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)
            tournament_under_way(s, event_id)
            if deal_shares(s, event_id):
                raise ServiceError(msg("svc-deal-recorded-already"))
            proposal = self._proposal(s, event_id)
            shares = proposal.shares(method, typed)
            if typed is not None and shares != typed:
                raise ServiceError(msg("svc-deal-stacks-changed"))
            rec = Recorder(s)
            names = {p.entry_id: p for p in proposal.players}
            for entry_id, amount in shares.items():
                share = DealShare(event_id=event_id, entry_id=entry_id, amount=amount,
                                  method=method, stack=names[entry_id].stack, at=iso(now))
                s.add(share)
                s.flush()
                rec.created(share)
            rec.record(event_id, "deal",
                       msg("undo-deal", method_text=method_name(method),
                           who=", ".join(p.player for p in proposal.players)),
                       {"method": method, "shares": {str(k): a for k, a in shares.items()}},
                       now)
            recorded = recorded_deal(s, event_id)
            assert recorded is not None
            return recorded


def recorded_deal(s: Session, event_id: int) -> RecordedDeal | None:
    rows = list(s.exec(select(DealShare).where(DealShare.event_id == event_id)
                       .order_by(col(DealShare.amount).desc(), col(DealShare.id))))
    if not rows:
        return None
    shares = []
    for d in rows:
        entry = s.get(Entry, d.entry_id)
        shares.append((d.entry_id, entry_name(s, entry) if entry else f"#{d.entry_id}",
                       d.amount))
    return RecordedDeal(rows[0].method, tuple(shares))
