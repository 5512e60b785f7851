"""A tournament's entries, busts, money and chips; one transaction per command.

Each command reads the settings (``TournamentSettings``: the engine rules,
structure, chip set and payout table), asks the engine whether it is allowed
(``director.engine.event.entries`` at the clock's current level), stores the result
and records itself for undo (``action_log``). Refusals raise ``ServiceError``
with the engine's message and change nothing. A seat in a running hand keeps
its stack for the hand (``hand_guard``): a rebuy or an add-on made then is
chips behind (R-8.6, TDA 27), which join when the next hand starts; a chip count
or a bust waits for the hand to end.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TypeVar

from sqlmodel import Session, select

from director.engine.event import chips as chip_rules
from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.engine.event.money.bounties import Chooser
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, msg
from director.services.clock.clock import clock_from_row, clock_to_row
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import (
    DocumentError,
    PayoutTable,
    TournamentSettings,
    settings_json,
    validate_settings,
)
from director.services.core.hand_guard import refuse_if_playing
from director.services.core.message_data import names_words, reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.counted_chips import check_counted
from director.services.tournament import bounties, buying, chips_known
from director.services.tournament import busts as busting
from director.services.tournament.color_ups import paid_in_play
from director.services.tournament.deals import (
    deal_shares,
    pay_deal,
    payouts_fixed_by_deal,
    payouts_pay_now,
    place_dealt_players,
    place_prizes,
    refuse_money_after_deal,
)
from director.services.tournament.rows import (
    all_entries,
    clock_index,
    entry_name,
    entry_row,
    live_entries,
    lock_event,
    places_below,
    seat_of,
    tournament,
    tournament_under_way,
    won,
)
from director.store.db import Database
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Player, TableRow
from director.store.models import Event as EventRow

T = TypeVar("T")


@frozen_record
class Result:
    """One line of a finished tournament's results."""

    place: int
    player: str
    prize: int
    bounties_won: int


def _award(s: Session, rec: Recorder, event_id: int, settings: TournamentSettings,
           amounts: Sequence[int]) -> dict[int, int]:
    """Set each placed entry's prize from ``amounts`` (ties share, R-8.5)."""
    placed = [e for e in all_entries(s, event_id) if e.place is not None]
    prizes = pay.prizes_by_place(amounts, {e.id or 0: e.place or 0 for e in placed},
                                 settings.rounding_unit)
    for e in placed:
        rec.touch(e)
        e.prize = prizes[e.id or 0]
    return prizes


def _final_prizes(s: Session, event_id: int, settings: TournamentSettings, entries: int
                  ) -> tuple[int, ...]:
    """The prizes Finish pays: none without a payout table, or with fewer entries than
    its first row starts at (a field too small to pay); otherwise the places' prizes,
    refused as Award prizes refuses them (custom amounts that no longer add up to the
    pool, more entries than the rows cover): the pool is never left unpaid unsaid."""
    table = settings.payout_table()
    if table is None or (isinstance(table, pay.PercentageTable)
                         and entries < table.rows[0].min_entries):
        return ()
    return place_prizes(s, event_id, settings)


def _refuse(exc: ValueError) -> ServiceError:
    return ServiceError(reason(exc))


def _payouts_open(s: Session, event_id: int) -> tuple[EventRow, TournamentSettings]:
    """The tournament whose payouts may change now: under way, no deal recorded (it
    shares the places left as the payouts stood, ``payouts_fixed_by_deal``)."""
    row, settings = tournament_under_way(s, event_id)
    payouts_fixed_by_deal(s, event_id)
    return row, settings


def new_entry(s: Session, rec: Recorder, event_id: int, player_id: int, now: datetime
              ) -> tuple[Entry, rules_.EntryKind, str]:
    """A buy-in or a re-entry of ``player_id`` written on ``rec`` (the caller records
    the action): the entry, its kind and the player's name; refused outside the late
    registration / re-entry window (R-8.6). The places count every entry: each
    entry out so far finishes one place lower (``places_below``)."""
    lock_event(s, event_id)  # two stations' entries of one player: numbered apart
    row, settings = tournament(s, event_id)
    if row.status == "finished":
        raise ServiceError(msg("svc-event-closed-to-entries", name=row.name))
    player = s.get(Player, player_id)
    if player is None:
        raise ServiceError(msg("svc-no-player", player_number=player_id))
    if bounties.envelopes_set(s, row):
        raise ServiceError(msg("svc-envelopes-set-no-entries", name=row.name))
    refuse_money_after_deal(s, event_id)
    earlier = list(s.exec(select(Entry).where(Entry.event_id == event_id,
                                              Entry.player_id == player_id)))
    if any(e.place is None for e in earlier):  # two stations' re-entries of one bust
        raise ServiceError(msg("svc-player-still-playing", player=player.name))
    if any(won(e) for e in earlier):  # the winner named: a new entry would play beside it
        raise ServiceError(msg("svc-winner-no-re-entry", player=player.name))
    try:
        kind = rules_.check_registration(
            settings.rules(), settings.structure(),
            clock_index(s, event_id, settings, now), entries_so_far=len(earlier),
            still_playing=any(e.place is None for e in earlier))
    except rules_.EntryError as exc:
        raise _refuse(exc) from None
    paid_in_play(s, event_id, settings, settings.starting_stack, msg("svc-paid-entry"))
    bounties.winner_plays_on(s, rec, settings, event_id)  # a winner named too early
    places_below(s, rec, event_id)  # every entry counts: those out finish one lower
    entry = Entry(event_id=event_id, player_id=player_id, number=len(earlier) + 1,
                  buy_in=settings.buy_in, bounty=settings.bounty, created_at=iso(now))
    rec.created(entry)
    return entry, kind, player.name


def entry_recorded(s: Session, event_id: int, player_id: int, now: datetime) -> int:
    """A buy-in or a re-entry without a seat (``new_entry``) and its one recorded
    action, in the caller's transaction: the entry's id."""
    rec = Recorder(s)
    entry, kind, name = new_entry(s, rec, event_id, player_id, now)
    rec.record(event_id, kind.value,
               msg("undo-re-entry" if kind is rules_.EntryKind.RE_ENTRY else "undo-entry",
                   player=name), {"player_id": player_id}, now)
    assert entry.id is not None
    return entry.id


class _Tried(Exception):
    """A command run as a check only: raised to roll its transaction back."""


class TournamentService:
    def __init__(self, db: Database, rng: Chooser | None = None) -> None:
        self.db = db
        # Draws mystery-bounty envelopes; a test passes a seeded ``random.Random``.
        self.rng: Chooser = rng or random.SystemRandom()

    # ------------------------------------------------------------ entries

    def register(self, event_id: int, player_id: int, now: datetime) -> int:
        """A buy-in or a re-entry, refused outside the late registration / re-entry window."""
        v.ident(event_id, "the event")
        v.ident(player_id, "the player")
        with UnitOfWork(self.db) as uow:
            return entry_recorded(uow.session, event_id, player_id, now)

    def rebuy(self, entry_id: int, now: datetime) -> rules_.Rebuy:
        """TDA 27; a rebuy declared during a hand plays as chips behind (R-8.6); a
        player just busted rebuys back in while rebuys are open (``buying``)."""
        return self.rebuys([entry_id], now)[0]

    def rebuys(self, entry_ids: Sequence[int], now: datetime) -> tuple[rules_.Rebuy, ...]:
        """A rebuy for each of ``entry_ids`` (R-8.6): one command, one undo step, all
        or none (the first refusal refuses them all)."""
        return self._buy(entry_ids, now, "rebuy", buying.rebuy_one, lambda r: r.chips)

    def add_on(self, entry_id: int, now: datetime) -> int:
        """TDA 27; taken while the last hand before the break plays, the chips are
        chips behind and join when the next hand starts (R-8.6)."""
        return self.add_ons([entry_id], now)[0]

    def add_ons(self, entry_ids: Sequence[int], now: datetime) -> tuple[int, ...]:
        """An add-on for each of ``entry_ids``: one command, one undo step, all or none."""
        return self._buy(entry_ids, now, "add-on", buying.add_on_one, int)

    def check_rebuys(self, entry_ids: Sequence[int], now: datetime) -> None:
        """Refused as ``rebuys`` would be, with nothing written: asked before the money
        is named to the director."""
        with contextlib.suppress(_Tried):
            self._buy(entry_ids, now, "rebuy", buying.rebuy_one, lambda r: r.chips, True)

    def check_add_ons(self, entry_ids: Sequence[int], now: datetime) -> None:
        """Refused as ``add_ons`` would be, with nothing written."""
        with contextlib.suppress(_Tried):
            self._buy(entry_ids, now, "add-on", buying.add_on_one, int, True)

    @staticmethod
    def _one_of(uow: UnitOfWork, rec: Recorder,
                one: Callable[[UnitOfWork, Recorder, int, datetime], T], entry_id: int,
                now: datetime, group: int) -> T:
        """One player's purchase of a group; a refusal names the player it refuses
        ("this player has 20,075" said of one of eight is nobody)."""
        try:
            return one(uow, rec, entry_id, now)
        except ServiceError as exc:
            if group == 1:
                raise
            name = entry_name(uow.session, entry_row(uow.session, entry_id))
            raise ServiceError(msg("svc-for-player", player=name,
                                   reason_text=exc.message)) from None

    def _buy(self, entry_ids: Sequence[int], now: datetime, kind: str,
             one: Callable[[UnitOfWork, Recorder, int, datetime], T],
             chips_of: Callable[[T], int], check_only: bool = False) -> tuple[T, ...]:
        ids = list(dict.fromkeys(v.ident(e, "the entry") for e in entry_ids))
        if not ids:
            raise ServiceError(msg("svc-select-players-first"))
        with UnitOfWork(self.db) as uow:
            s = uow.session
            rec = Recorder(s)
            done = [self._one_of(uow, rec, one, entry_id, now, len(ids)) for entry_id in ids]
            entries = [entry_row(s, e) for e in ids]
            chips = chips_of(done[0])
            names = [entry_name(s, e) for e in entries]
            one_word, many_words = ("undo-rebuy", "undo-rebuys") if kind == "rebuy" \
                else ("undo-add-on", "undo-add-ons")
            description = msg(one_word, player=names[0], chips=Amount(chips)) \
                if len(ids) == 1 else msg(many_words, names=", ".join(names),
                                          count=len(ids), chips=Amount(chips))
            rec.record(entries[0].event_id, kind, description,
                       {"entry_id": ids[0]} if len(ids) == 1 else {"entry_ids": ids}, now)
            if check_only:
                raise _Tried  # a check: the transaction is rolled back
            return tuple(done)

    # ------------------------------------------------------------ busts

    def bust(self, event_id: int, busts: Mapping[int, int], now: datetime,
             eliminators: Sequence[int] = (),
             eliminated_by: Mapping[int, Sequence[int]] | None = None,
             out_of_chips: bool = False) -> tuple[pay.Finish, ...]:
        """Players out in one hand: ``{entry_id: chips at the start of the hand}``.

        At one table the bigger starting stack finishes higher; busts at
        different tables in one hand-for-hand hand tie (R-8.5, TDA RP-8); where
        the dealer panel dealt the hand, its own starting stacks decide.
        ``eliminators`` (entries who won the pot) share the bounties; where the
        busted players lost to different players, ``eliminated_by`` names them
        for each busted entry instead. When one entry is left it is recorded in
        first place. A player busts once the hand is over, on the director's
        word whatever the stack held (``busts``: check, compute, write); a table's
        report (``out_of_chips``) only while each player still has no chips.
        In hand for hand the places are those of everyone out in that hand so far,
        at any table: the finishes name the players reported before too (R-8.5).
        """
        v.ident(event_id, "the event")
        busts = {v.ident(e, "the entry"): v.amount(c, "the stack") for e, c in busts.items()}
        won_by = {e: tuple((eliminated_by or {}).get(e, eliminators)) for e in busts}
        with UnitOfWork(self.db) as uow:
            check = busting.check_busts(uow, event_id, busts, won_by, out_of_chips)
            finishes = busting.finishing(check)
            busting.write_busts(uow.session, check, finishes, now, self.rng)
            return finishes

    def check_busts(self, event_id: int, entry_ids: Sequence[int]) -> None:
        """Refused as ``bust`` would be, with nothing written, before who had more and
        who won the pot are asked: an entry not in play, a seat in a running hand, an
        ante in a dead deal's pot, hand-for-hand busts of different or later hands."""
        v.ident(event_id, "the event")
        busts = {v.ident(e, "the entry"): 0 for e in entry_ids}
        with contextlib.suppress(_Tried), UnitOfWork(self.db) as uow:
            busting.finishing(busting.check_busts(uow, event_id, busts, {}))
            raise _Tried  # a check: the transaction is rolled back

    # ------------------------------------------------------------ money

    def prize_pool(self, event_id: int) -> rules_.PrizePool:
        with UnitOfWork(self.db) as uow:
            _, settings = tournament(uow.session, event_id)
            entries = all_entries(uow.session, event_id)
            return rules_.prize_pool(settings.rules(), len(entries),
                                     sum(e.rebuys for e in entries),
                                     sum(e.add_ons for e in entries))

    def payouts(self, event_id: int) -> tuple[int, ...]:
        """Prizes per place with the director's rounding unit (engine payouts)."""
        with UnitOfWork(self.db) as uow:
            _, settings = tournament(uow.session, event_id)
            return place_prizes(uow.session, event_id, settings)

    def check_payouts_open(self, event_id: int) -> None:
        """Refused as ``set_payouts`` is whatever the payouts (finished, a deal
        recorded), with nothing written: said as Payouts… opens, not after typing."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            _payouts_open(uow.session, event_id)

    def set_payouts(self, event_id: int, now: datetime, table: object = None,
                    fixed: Sequence[int] | None = None, rounding_unit: int | None = None) -> None:
        """A percentage table (document data), or custom fixed amounts, checked before
        storing; refused while a deal is recorded (it shares the places left as the
        payouts stood: ``payouts_fixed_by_deal``)."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # after a finish or an award under way, not beside it
            row, settings = _payouts_open(s, event_id)
            data = settings.model_dump()
            if table is not None:
                data["payouts"] = table.model_dump() if isinstance(table, PayoutTable) else table
            data["fixed_payouts"] = None if fixed is None else list(fixed)
            if fixed is not None and all(isinstance(a, int) for a in fixed):
                try:  # the prizes typed said as typed, not as settings not valid
                    pay.FixedPayouts("", tuple(fixed))
                except pay.PayoutError as exc:
                    raise ServiceError(reason(exc)) from None
            if rounding_unit is not None:
                data["rounding_unit"] = rounding_unit
            try:
                # the payouts only: the rest is as stored (an event set up before a
                # check was added keeps its settings; the commands still check them)
                checked = validate_settings("tournament", data, stored=True)
            except DocumentError as exc:
                raise ServiceError(reason(exc)) from None
            assert isinstance(checked, TournamentSettings)  # validated as a tournament's
            payouts_pay_now(s, event_id, checked, typed=fixed is not None)
            rec = Recorder(s)
            rec.touch(row)
            row.settings = settings_json(checked)
            rec.record(event_id, "payouts", msg("undo-payouts-changed"), {}, now)

    def award_prizes(self, event_id: int, now: datetime) -> dict[int, int]:
        """Each finished place's prize; tied entries share the places they cover (R-8.5).

        Only places already decided are paid: with three players left in a
        three-place payout nothing is, and the refusal says so."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # then the pool and the payout table, as they stand
            _, settings = tournament_under_way(s, event_id)
            amounts = place_prizes(s, event_id, settings)
            rec = Recorder(s)
            prizes = _award(s, rec, event_id, settings, amounts)
            pay_deal(s, rec, event_id)  # a recorded deal pays its shares (issue 28)
            prizes.update((k, v) for k, v in deal_shares(s, event_id).items() if k in prizes)
            if not any(prizes.values()):
                left = len(live_entries(s, event_id))
                raise ServiceError(msg("svc-no-paid-place-finished", places=len(amounts),
                                       players=left))
            rec.record(event_id, "prizes", msg("undo-prizes-awarded"), {}, now)
            return {k: v for k, v in prizes.items() if v}

    def finish(self, event_id: int, now: datetime) -> tuple[Result, ...]:
        """The tournament ends once one entry is left (the winner, place 1): every
        place's prize is awarded, the clock stops and the event is finished.
        Returns the results by place; undo reverses it all."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # then the pool and the payout table, as they stand
            row, settings = tournament(s, event_id)
            if row.status == "finished":
                raise ServiceError(msg("svc-event-already-finished", name=row.name))
            entries = all_entries(s, event_id)
            if not entries:
                raise ServiceError(msg("svc-nobody-entered"))
            amounts = _final_prizes(s, event_id, settings, len(entries))
            rec = Recorder(s)
            # a deal's players still in (issue 28) take their places by their stacks and
            # collect the bounties no bust paid, as a winner does
            dealt = place_dealt_players(s, rec, event_id)
            bounties.pay_players_left(s, rec, settings, dealt, entries)
            left = [e for e in entries if e.place is None]
            if left:
                raise ServiceError(msg("svc-players-still-playing", players=len(left)))
            if amounts:
                _award(s, rec, event_id, settings, amounts)
                pay_deal(s, rec, event_id)
            clock = s.get(ClockRow, event_id)
            if clock is not None and clock.running:
                rec.touch(clock)
                clock_to_row(clock_from_row(clock).pause(now, settings.structure()), clock)
            rec.touch(row)
            row.status, row.finished_at = "finished", iso(now)
            results = tuple(sorted(
                (Result(e.place or 0, entry_name(s, e), e.prize or 0, e.bounties_won)
                 for e in entries), key=lambda r: (r.place, r.player)))
            winners = [r.player for r in results if r.place == 1]
            rec.record(event_id, "finish", msg(
                "undo-tournament-finished-tie", winners=names_words(winners))
                if len(winners) > 1 else msg("undo-tournament-finished",
                                             winner="".join(winners)), {}, now)
            return results

    # ------------------------------------------------------------ chips

    def starting_stacks(self, event_id: int, players: int | None = None) -> chip_rules.StackPlan:
        with UnitOfWork(self.db) as uow:
            _, settings = tournament(uow.session, event_id)
            count = players or max(len(all_entries(uow.session, event_id)), 1)
        chip_set = settings.chip_set()
        if chip_set is None:
            raise ServiceError(msg("svc-no-chip-set"))
        try:
            return chip_rules.starting_stack(chip_set, settings.starting_stack, count,
                                             settings.structure().levels[0].amounts)
        except chip_rules.ChipError as exc:
            raise _refuse(exc) from None

    def count_chips(self, entry_id: int, counts: Mapping[str, int] | Mapping[int, int] | int,
                    now: datetime) -> int:
        """Set a player's stack from a count by denomination or a total; a club's
        dealer station counts its own table's players (``UnitOfWork.table_report``)."""
        v.ident(entry_id, "the entry")
        v.counts(counts, "the chip count")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_entries(s, [entry_id])  # before the seat is read
            entry = entry_row(s, entry_id)
            _, settings = tournament_under_way(s, entry.event_id)
            seat = seat_of(s, entry_id)
            if seat is None:
                raise ServiceError(msg("svc-entry-no-seat-to-count",
                                       player=entry_name(s, entry)))
            uow.table_report([seat.table_id])  # a dealer station counts its own players
            refuse_if_playing(s, seat, "svc-count-when-hand-ends")
            chip_set = settings.chip_set()
            try:
                if chip_set is not None:
                    value = chip_rules.count_value(chip_set, counts)
                elif isinstance(counts, int) and counts >= 0:
                    value = counts
                else:
                    raise chip_rules.ChipError(msg("svc-chip-count-without-chip-set",
                                                   text=repr(counts)))
            except chip_rules.ChipError as exc:
                raise _refuse(exc) from None
            table = s.get(TableRow, seat.table_id)
            if table is not None:  # in the chips still in play (R-8.3, TDA 20)
                check_counted(s, table, value, entry_name(s, entry))
            rec = Recorder(s)
            rec.touch(seat)
            was, seat.stack = seat.stack, value
            rec.record(entry.event_id, "chip count",
                       msg("undo-chip-count", player=entry_name(s, entry), chips=Amount(value)),
                       {"entry_id": entry_id, "value": value, "was": was}, now)
            return value

    def chips_in_play(self, event_id: int) -> chips_known.ChipsCount:
        """The stacks against the chips in play (bought less colored up, R-8.6),
        compared only where every stack is known (``chips_known``)."""
        with UnitOfWork(self.db) as uow:
            _, settings = tournament(uow.session, event_id)
            return chips_known.chips_count(uow.session, event_id, settings.rules())
