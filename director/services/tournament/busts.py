"""Players out in one hand (R-8.5), in three steps inside the bust's transaction:
``check_busts`` (who may bust now, and the chips each began the hand with),
``finishing`` (the places the rules give them) and ``write_busts`` (places,
freed seats, bounties, the winner with the clock stopped, and the one action that
undoes it all).

A player busts once the hand is over, on the director's word, whatever the stack
the program holds (issue 28: three inputs, no count to zero first; a table the
panel dealt a hand at may be dealt on the felt since). Where the dealer panel
dealt the table's last hand, its own starting stacks order two players out in it
(R-8.5: the bigger stack finishes higher); at a table dealt on the felt the caller
says who had more. A stack the program held goes with the
bust: the chips went to somebody at the table (``chips_known``: the next count
says who; ``chips_balance`` counts the bust as a correction).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event.money import payouts as pay
from director.engine.event.money.bounties import Chooser
from director.engine.frozen import frozen_record
from director.engine.hand.facts.setup import HandSetup
from director.engine.messages import Amount, Message, msg
from director.services.clock.clock import clock_from_row, clock_to_row
from director.services.core import locks
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import TournamentSettings
from director.services.core.hand_guard import refuse_if_playing, table_name
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tables import table_state
from director.services.tournament import bounties, hand_for_hand
from director.services.tournament.chips_known import panel_tables
from director.services.tournament.rows import (
    all_entries,
    entry_name,
    entry_row,
    live_entries,
    lock_event,
    not_in_play,
    seat_of,
    tournament_under_way,
)
from director.store.codec import setup_from_json
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Hand, Seat, TableRow


@frozen_record
class BustCheck:
    """What the check found: the players left, each busted entry's seat and chips at
    the start of the hand, and who won each of them (the bounties)."""

    event_id: int
    settings: TournamentSettings
    live: list[Entry]
    seats: dict[int, Seat | None]
    started: dict[int, int]
    won_by: dict[int, tuple[int, ...]]
    # Hand for hand: the hand they busted in, and those out in it before this
    # report, each with their table and starting chips: all are placed together.
    hand: int | None = None
    earlier: dict[int, tuple[int, int]] | None = None


def check_busts(uow: UnitOfWork, event_id: int, busts: Mapping[int, int],
                won_by: dict[int, tuple[int, ...]], out_of_chips: bool = False) -> BustCheck:
    """Refuse what cannot bust now, before anything is written. ``out_of_chips``: a
    table's report of the players it saw with no chips, refused when one of them
    has chips again (a rebuy or a count at another station since it looked)."""
    s = uow.session
    lock_event(s, event_id)
    # the tables where they sit, before a seat is read (issue 31, ``locks``)
    locks.lock_tables(s, locks.tables_of_entries(
        s, [*busts, *(w for ws in won_by.values() for w in ws)]))
    _, settings = tournament_under_way(s, event_id)
    live = live_entries(s, event_id)
    live_ids = {e.id for e in live}
    winners = list(dict.fromkeys(w for ws in won_by.values() for w in ws))
    for entry_id in [*busts, *winners]:
        if entry_id not in live_ids:
            raise ServiceError(not_in_play(s, event_id, entry_id))
    if set(busts) & set(winners):
        raise ServiceError(msg("svc-busted-cannot-win-bounty"))
    for entry_id, won in won_by.items():
        bounties.check_eliminators(settings, [entry_row(s, entry_id)], won)
    seats = {e: seat_of(s, e) for e in busts}
    # A dealer station reports the busts of its own table (and who won them).
    uow.table_report([None if seat is None else seat.table_id
                      for seat in [*seats.values(), *(seat_of(s, w) for w in winners)]])
    if uow.db.role != "director" and len(live) - len(busts) <= 1:
        # the last bust names the winner and stops the event's running clock, which
        # is the director's station's to change (``station_role``)
        clock = s.get(ClockRow, event_id)
        if clock is not None and clock.running:
            raise ServiceError(msg("svc-last-bust-at-director"))
    dealt = panel_tables(s, [seat.table_id for seat in seats.values() if seat is not None])
    for entry_id, seat in seats.items():
        if seat is not None:
            refuse_if_playing(s, seat, "svc-bust-when-hand-over")
            _refuse_if_ante_in_dead_pot(s, seat, entry_id)
            if out_of_chips and seat.stack + seat.chips_behind:
                raise ServiceError(msg(
                    "svc-report-has-chips-again", player=entry_name(s, entry_row(s, entry_id)),
                    table_text=table_name(s, seat.table_id), seat=seat.number))
    started = {e: _started_with(s, seat, chips, dealt)
               for (e, chips), seat in zip(busts.items(), seats.values(), strict=True)}
    hand = _hand_for_hand(s, event_id, seats)
    earlier = None if hand is None else hand_for_hand.earlier_busts(s, event_id, hand, busts)
    return BustCheck(event_id, settings, live, seats, started, won_by, hand, earlier)


def _hand_for_hand(s: Session, event_id: int, seats: Mapping[int, Seat | None]) -> int | None:
    """The hand-for-hand hand the players busted in (None: not hand for hand); refused
    when they busted in different ones, or busts of a later one are in already (their
    places would have to move up: undo those first)."""
    hands = {hand_for_hand.bust_hand(s, event_id, None if seat is None
                                     else s.get(TableRow, seat.table_id))
             for seat in seats.values()}
    if len(hands) > 1:
        raise ServiceError(msg("svc-hand-for-hand-one-hand-a-report", hands_text=", ".join(
            str(h) for h in sorted(h for h in hands if h is not None))))
    hand = next(iter(hands), None)
    later = None if hand is None else hand_for_hand.later_busts(s, event_id, hand)
    if hand is not None and later is not None:
        raise ServiceError(msg("svc-hand-for-hand-later-busts", hand_number=hand,
                                   later_hand_number=later))
    return hand


def _refuse_if_ante_in_dead_pot(s: Session, seat: Seat, entry_id: int) -> None:
    """R-6.5: a player all-in on the ante of a dead deal still has that ante in the
    pot the deal again decides (they are dealt in): no bust until it is decided."""
    table = s.get(TableRow, seat.table_id)
    found = None if table is None else table_state.all_in_on_dead_ante(s, table, seat.number)
    if found is not None:
        raise ServiceError(msg("svc-bust-ante-in-dead-pot",
                               player=entry_name(s, entry_row(s, entry_id)),
                               amount=Amount(found[0]), pot=Amount(found[1]),
                               table_text=table_name(s, seat.table_id)))


def _started_with(s: Session, seat: Seat | None, chips: int, dealt: set[int]) -> int:
    """The chips the seat began its last hand with where the panel dealt it (R-8.5),
    else what the director said (``chips``: only their order counts)."""
    if seat is None or seat.table_id not in dealt:
        return chips
    hand = s.exec(select(Hand).where(Hand.table_id == seat.table_id)
                  .order_by(col(Hand.number).desc())).first()
    setup = None if hand is None else setup_from_json(hand.setup)
    if isinstance(setup, HandSetup) and seat.number in setup.seats:
        return setup.stacks[setup.seats.index(seat.number)]
    return chips


def finishing(check: BustCheck) -> tuple[pay.Finish, ...]:
    """The places (R-8.5, TDA RP-8): at one table the bigger starting stack finishes
    higher; busts at different tables in one hand-for-hand hand tie."""
    tables = {e: 0 if seat is None else seat.table_id for e, seat in check.seats.items()}
    earlier = check.earlier or {}
    try:
        return rules_.finishing_places(
            [*(pay.Bust(e, tables[e], chips) for e, chips in check.started.items()),
             *(pay.Bust(e, table, chips) for e, (table, chips) in earlier.items())],
            len(check.live) + len(earlier))
    except rules_.EntryError as exc:
        raise ServiceError(reason(exc)) from None


def write_busts(s: Session, check: BustCheck, finishes: Sequence[pay.Finish],
                now: datetime, rng: Chooser) -> None:
    """Places and freed seats, the bounties, the last one standing in first place,
    and one recorded action (one undo takes the whole hand's busts back)."""
    rec = Recorder(s)
    gone: list[Entry] = []
    names: dict[int, str] = {}
    earlier = check.earlier or {}
    for finish in finishes:
        for busted in finish.players:
            entry = entry_row(s, int(str(busted)))
            names[entry.id or 0] = entry_name(s, entry)
            if entry.id in earlier:  # out before in this hand for hand's hand: the tie
                _tie(rec, entry, finish.best_place, names[entry.id or 0], check.hand or 0)
                continue
            rec.touch(entry)
            entry.place, entry.busted_at = finish.best_place, iso(now)
            entry.hand_for_hand = check.hand
            gone.append(entry)
    settings = check.settings
    bounties.pay_busts(s, rec, settings, [(e, check.won_by[e.id or 0]) for e in gone], rng)
    left = [e for e in check.live if e.id not in check.seats]
    if len(left) == 1:  # the winner: first place, and the clock stops (issue 28)
        rec.touch(left[0])
        left[0].place = 1
        bounties.pay_winner(s, rec, settings, left[0], all_entries(s, check.event_id))
        clock = s.get(ClockRow, check.event_id)
        if clock is not None and clock.running:
            rec.touch(clock)
            clock_to_row(clock_from_row(clock).pause(now, settings.structure()), clock)
    # The entries are written while their players still sit at the table: a dealer
    # station's login may change only its own table's players (``server_roles``,
    # issue 31); then the seats are emptied.
    s.flush()
    for entry in gone:
        seat = check.seats[entry.id or 0]
        if seat is not None:
            rec.touch(seat)
            seat.entry_id, seat.player_id = None, None
            seat.stack, seat.chips_behind = 0, 0
    out = tuple(_place_words([names[int(str(p))] for p in f.players], f.best_place)
                for f in finishes)
    did = {"busts": {str(k): v for k, v in check.started.items()},
           "eliminators": {str(k): list(w) for k, w in check.won_by.items()}}
    if check.hand is not None:  # what a later report of the same hand ties them by
        did |= {"hand_for_hand": check.hand, "tables": {
            str(k): 0 if seat is None else seat.table_id for k, seat in check.seats.items()}}
    rec.record(check.event_id, "bust", msg("undo-bust", busted_text=out), did, now)


def _tie(rec: Recorder, entry: Entry, place: int, name: str, hand: int) -> None:
    """A player reported out before in the same hand-for-hand hand: the place the
    rules give them now (R-8.5: shared with a player at another table, below a bigger
    starting stack at theirs); refused once they were given the prize of their place."""
    if entry.place == place:
        return
    if entry.prize:
        raise ServiceError(msg("svc-hand-for-hand-tie-paid", player=name, place=entry.place or 0,
                               hand_number=hand))
    rec.touch(entry)
    entry.place = place


def _place_words(players: list[str], place: int) -> Message:
    """The undo list's words for a place: "Anna (place 8)", or two or more out in
    one hand with the same stack, "Anna and Bence (tied for place 7)" (R-8.5)."""
    if len(players) == 1:
        return msg("undo-bust-place", who=players[0], place=place)
    return msg("undo-bust-tie", names=", ".join(players[:-1]), last_name=players[-1],
               place=place)
