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

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import chips as chip_rules
from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.engine.event.money.bounties import Chooser
from director.engine.messages import Amount, Message, msg
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
from director.services.core.hand_guard import playing, refuse_if_playing, table_name
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tables.table_service import hand_state_in
from director.services.tournament import bounties
from director.services.tournament.deals import (
    deal_shares,
    pay_deal,
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
    seat_of,
    tournament,
)
from director.store.db import Database
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Hand, Player, Seat, TableRow


@dataclass(frozen=True, slots=True)
class Result:
    """One line of a finished tournament's results."""

    place: int
    player: str
    prize: int
    bounties_won: int


def _award(s: Session, rec: Recorder, event_id: int, settings: TournamentSettings,
           amounts: Sequence[int]) -> dict[int, int]:
    """Set each placed entry's prize from ``amounts`` (ties share, R-8.5)."""
    groups: dict[int, list[Entry]] = {}
    for e in all_entries(s, event_id):
        if e.place is not None:
            groups.setdefault(e.place, []).append(e)
    prizes: dict[int, int] = {}
    for place, group in groups.items():
        order = [e.id for e in group]
        shares = pay.tied_prizes(tuple(amounts), pay.Finish(place, tuple(order)), order,
                                 settings.rounding_unit)
        for e in group:
            assert e.id is not None
            rec.touch(e)
            e.prize = prizes[e.id] = shares[e.id]
    return prizes


def hand_stack(s: Session, hand: Hand, seat: int) -> int:
    """The chips in front of ``seat`` now in its running hand (not yet in the pot)."""
    return hand_state_in(s, hand).stacks_by_seat().get(seat, 0)


def _seated_for_chips(uow: UnitOfWork, entry_id: int, busted: Message, no_seat: Message
                      ) -> tuple[Entry, TournamentSettings, Seat]:
    """The entry buying chips (a rebuy or an add-on), its event's settings and its seat;
    refused with ``busted`` once out and ``no_seat`` when not seated. A dealer station
    may do this for its own table's players only."""
    s = uow.session
    locks.lock_entries(s, [entry_id])  # before the entry and its seat are read
    entry = entry_row(s, entry_id)
    _, settings = tournament(s, entry.event_id)
    refuse_money_after_deal(s, entry.event_id)
    if entry.place is not None:
        raise ServiceError(busted)
    seat = seat_of(s, entry_id)
    if seat is None:
        raise ServiceError(no_seat)
    uow.table_report([seat.table_id])
    return entry, settings, seat


def _refuse(exc: ValueError) -> ServiceError:
    return ServiceError(reason(exc))


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
            s = uow.session
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
            try:
                kind = rules_.check_registration(
                    settings.rules(), settings.structure(),
                    clock_index(s, event_id, settings, now), entries_so_far=len(earlier),
                    still_playing=any(e.place is None for e in earlier))
            except rules_.EntryError as exc:
                raise _refuse(exc) from None
            rec = Recorder(s)
            entry = Entry(event_id=event_id, player_id=player_id, number=len(earlier) + 1,
                          buy_in=settings.buy_in, bounty=settings.bounty, created_at=iso(now))
            rec.created(entry)
            rec.record(event_id, kind.value,
                       msg("undo-re-entry" if kind is rules_.EntryKind.RE_ENTRY
                           else "undo-entry", player=player.name),
                       {"player_id": player_id}, now)
            assert entry.id is not None
            return entry.id

    def rebuy(self, entry_id: int, now: datetime) -> rules_.Rebuy:
        """TDA 27; a rebuy declared during a hand plays as chips behind (R-8.6)."""
        v.ident(entry_id, "the entry")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            entry, settings, seat = _seated_for_chips(
                uow, entry_id, msg("svc-busted-re-enters"),
                msg("svc-rebuy-needs-seat", entry_number=entry_id))
            hand = playing(s, seat.table_id, seat.number)
            in_front = seat.stack if hand is None else hand_stack(s, hand, seat.number)
            stack = in_front + seat.chips_behind
            in_hand = hand is not None
            try:
                rebuy = rules_.check_rebuy(
                    settings.rules(), settings.structure(),
                    clock_index(s, entry.event_id, settings, now),
                    rebuys_so_far=entry.rebuys, stack=stack, in_hand=in_hand)
            except rules_.EntryError as exc:
                raise _refuse(exc) from None
            rec = Recorder(s)
            rec.touch(entry)
            entry.rebuys += 1
            rec.touch(seat)
            if rebuy.chips_behind:
                seat.chips_behind += rebuy.chips
            else:
                seat.stack += rebuy.chips
            rec.record(entry.event_id, "rebuy",
                       msg("undo-rebuy", player=entry_name(s, entry),
                           chips=Amount(rebuy.chips)),
                       {"entry_id": entry_id}, now)
            return rebuy

    def add_on(self, entry_id: int, now: datetime) -> int:
        """TDA 27; taken while the last hand before the break plays, the chips are
        chips behind and join when the next hand starts (R-8.6)."""
        v.ident(entry_id, "the entry")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            entry, settings, seat = _seated_for_chips(
                uow, entry_id, msg("svc-busted-no-add-on"),
                msg("svc-add-on-needs-seat", entry_number=entry_id))
            try:
                chips = rules_.check_add_on(settings.rules(), settings.structure(),
                                            clock_index(s, entry.event_id, settings, now),
                                            add_ons_so_far=entry.add_ons)
            except rules_.EntryError as exc:
                raise _refuse(exc) from None
            rec = Recorder(s)
            rec.touch(entry)
            entry.add_ons += 1
            rec.touch(seat)
            if playing(s, seat.table_id, seat.number) is not None:
                seat.chips_behind += chips
            else:
                seat.stack += chips
            rec.record(entry.event_id, "add-on",
                       msg("undo-add-on", player=entry_name(s, entry), chips=Amount(chips)),
                       {"entry_id": entry_id}, now)
            return chips

    # ------------------------------------------------------------ busts

    def bust(self, event_id: int, busts: Mapping[int, int], now: datetime,
             eliminators: Sequence[int] = (),
             eliminated_by: Mapping[int, Sequence[int]] | None = None
             ) -> tuple[pay.Finish, ...]:
        """Players out in one hand: ``{entry_id: chips at the start of the hand}``.

        At one table the bigger starting stack finishes higher; busts at
        different tables in one hand-for-hand hand tie (R-8.5, TDA RP-8).
        ``eliminators`` (entries who won the pot) share the bounties; where the
        busted players lost to different players, ``eliminated_by`` names them
        for each busted entry instead. When one entry is left it is recorded in
        first place. A player busts with no chips left, once the hand is over: a
        seat in a running hand, or one with chips (in front or behind), is
        refused; a stack that is wrong is counted first.
        """
        v.ident(event_id, "the event")
        busts = {v.ident(e, "the entry"): v.amount(c, "the stack") for e, c in busts.items()}
        won_by = {e: tuple((eliminated_by or {}).get(e, eliminators)) for e in busts}
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)
            # the tables where they sit, before a seat is read (``locks``)
            locks.lock_tables(s, locks.tables_of_entries(
                s, [*busts, *(w for ws in won_by.values() for w in ws)]))
            _, settings = tournament(s, event_id)
            live = live_entries(s, event_id)
            live_ids = {e.id for e in live}
            everyone_who_won = list(dict.fromkeys(w for ws in won_by.values() for w in ws))
            for entry_id in [*busts, *everyone_who_won]:
                if entry_id not in live_ids:
                    raise ServiceError(msg("svc-entry-not-in-play", entry_number=entry_id))
            if set(busts) & set(everyone_who_won):
                raise ServiceError(msg("svc-busted-cannot-win-bounty"))
            for entry_id, won in won_by.items():
                bounties.check_eliminators(settings, [entry_row(s, entry_id)], won)
            seats = {e: seat_of(s, e) for e in busts}
            # A dealer station reports the busts of its own table (and who won them).
            winners = [seat_of(s, e) for e in everyone_who_won]
            uow.table_report([None if seat is None else seat.table_id
                              for seat in [*seats.values(), *winners]])
            for entry_id, seat in seats.items():
                if seat is None:
                    continue
                refuse_if_playing(s, seat, "svc-bust-when-hand-over")
                if seat.stack + seat.chips_behind:
                    player = s.get(Player, entry_row(s, entry_id).player_id)
                    who = player.name if player is not None else f"#{entry_id}"
                    raise ServiceError(msg(
                        "svc-bust-still-has-chips", player=who,
                        chips=Amount(seat.stack + seat.chips_behind),
                        table_text=table_name(s, seat.table_id), seat=seat.number))
            tables = {e: 0 if seat is None else seat.table_id for e, seat in seats.items()}
            try:
                finishes = rules_.finishing_places(
                    [pay.Bust(e, tables[e], chips) for e, chips in busts.items()], len(live))
            except rules_.EntryError as exc:
                raise _refuse(exc) from None
            rec = Recorder(s)
            gone: list[Entry] = []
            names: dict[int, str] = {}
            for finish in finishes:
                for busted in finish.players:
                    entry_id = int(str(busted))
                    entry = entry_row(s, entry_id)
                    names[entry_id] = entry_name(s, entry)
                    rec.touch(entry)
                    entry.place, entry.busted_at = finish.best_place, iso(now)
                    gone.append(entry)
            bounties.pay_busts(s, rec, settings,
                               [(e, won_by[e.id or 0]) for e in gone], self.rng)
            left = [e for e in live if e.id not in busts]
            if len(left) == 1:
                rec.touch(left[0])
                left[0].place = 1
                bounties.pay_winner(s, rec, settings, left[0], all_entries(s, event_id))
            # The entries are written while their players still sit at the table: a
            # dealer station's login may change only its own table's players
            # (``server_roles``); then the seats are emptied.
            s.flush()
            for entry in gone:
                seat = seats[entry.id or 0]
                if seat is not None:
                    rec.touch(seat)
                    seat.entry_id, seat.player_id = None, None
                    seat.stack, seat.chips_behind = 0, 0
            out = tuple(msg("undo-bust-place", who=" = ".join(names[int(str(p))]
                                                              for p in f.players),
                            place=f.best_place) for f in finishes)
            rec.record(event_id, "bust", msg("undo-bust", busted_text=out),
                       {"busts": {str(k): v for k, v in busts.items()},
                        "eliminators": {str(k): list(w) for k, w in won_by.items()}},
                       now)
            return finishes

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

    def set_payouts(self, event_id: int, now: datetime, table: object = None,
                    fixed: Sequence[int] | None = None, rounding_unit: int | None = None) -> None:
        """A percentage table (document data), or custom fixed amounts, checked before storing."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            row, settings = tournament(s, event_id)
            data = settings.model_dump()
            if table is not None:
                data["payouts"] = table.model_dump() if isinstance(table, PayoutTable) else table
            data["fixed_payouts"] = None if fixed is None else list(fixed)
            if rounding_unit is not None:
                data["rounding_unit"] = rounding_unit
            try:
                checked = validate_settings("tournament", data)
            except DocumentError as exc:
                raise ServiceError(reason(exc)) from None
            rec = Recorder(s)
            rec.touch(row)
            row.settings = settings_json(checked)
            rec.record(event_id, "payouts", msg("undo-payouts-changed"), {}, now)

    def award_prizes(self, event_id: int, now: datetime) -> dict[int, int]:
        """Each finished place's prize; tied entries share the places they cover (R-8.5).

        Only places already decided are paid: with three players left in a
        three-place payout nothing is, and the refusal says so."""
        amounts = self.payouts(event_id)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)
            _, settings = tournament(s, event_id)
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
        try:
            amounts = self.payouts(event_id)
        except ServiceError:
            amounts = ()  # no payout table (or no row for so few): places without prizes
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)
            row, settings = tournament(s, event_id)
            if row.status == "finished":
                raise ServiceError(msg("svc-event-already-finished", name=row.name))
            entries = all_entries(s, event_id)
            if not entries:
                raise ServiceError(msg("svc-nobody-entered"))
            rec = Recorder(s)
            place_dealt_players(s, rec, event_id)  # a deal's players still in (issue 28)
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
            winners = " = ".join(r.player for r in results if r.place == 1)
            rec.record(event_id, "finish", msg("undo-tournament-finished", winner=winners), {},
                       now)
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
        """Set a player's stack from a count by denomination or a total."""
        v.ident(entry_id, "the entry")
        v.counts(counts, "the chip count")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_entries(s, [entry_id])  # before the seat is read
            entry = entry_row(s, entry_id)
            _, settings = tournament(s, entry.event_id)
            seat = seat_of(s, entry_id)
            if seat is None:
                raise ServiceError(msg("svc-entry-no-seat-to-count", entry_number=entry_id))
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
            rec = Recorder(s)
            rec.touch(seat)
            was, seat.stack = seat.stack, value
            rec.record(entry.event_id, "chip count",
                       msg("undo-chip-count", player=entry_name(s, entry), chips=Amount(value)),
                       {"entry_id": entry_id, "value": value, "was": was}, now)
            return value

    def chips_in_play(self, event_id: int) -> chip_rules.ChipsInPlayCheck:
        """The counted stacks against what the buy-ins, rebuys and add-ons put in play."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            _, settings = tournament(s, event_id)
            entries = all_entries(s, event_id)
            tables = [t.id for t in s.exec(select(TableRow).where(TableRow.event_id == event_id))]
            seats = s.exec(select(Seat).where(col(Seat.table_id).in_(tables)))
            counted = sum(seat.stack + seat.chips_behind for seat in seats)
        r = settings.rules()
        return chip_rules.check_chips_in_play(
            counted, len(entries), r.starting_stack, sum(e.rebuys for e in entries),
            r.rebuy.chips if r.rebuy else 0, sum(e.add_ons for e in entries),
            r.add_on.chips if r.add_on else 0)
