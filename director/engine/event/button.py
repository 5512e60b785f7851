"""The button and the blinds from hand to hand (RULES.md R-3.3 to R-3.6).

Positions are seats. ``TablePositions`` remembers where the last hand's button,
small blind and big blind were (even when dead) and, in cash games, who owes
missed blinds and who waits for the big blind. ``next_hand`` places the next
hand; ``first_hand`` the first one after the draw for the button (R-3.1).

Dead button (R-3.4, TDA 32), the default for tournaments and cash games: the big
blind moves to the next player left of last hand's big blind, the small blind
goes to the seat that had the big blind, the button to the seat that had the
small blind, whether or not those seats still hold a player. So nobody posts
the big blind twice in a row and nobody skips it.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Mapping
from dataclasses import field

from director.engine.event.seating import clockwise_between, dealt_in_on_arrival
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import Game, Opening
from director.engine.hand.facts.setup import HandOptions, HandSetup, order_from_button
from director.engine.messages import Amount, Message, MessageError, msg


class ButtonError(MessageError):
    """Positions that cannot be placed as asked; the message says why."""


class GameKind(enum.Enum):
    TOURNAMENT = "tournament"
    CASH = "cash"


class MissedBlind(enum.Enum):
    """What a cash-game player who sat out owes on return (R-3.6, RR)."""

    SMALL = "small blind"  # a dead small blind
    BOTH = "both blinds"  # a live big blind and a dead small blind


@frozen_record
class TablePositions:
    """Where the last hand's button and blinds were, as seats (possibly dead),
    which seats held players, and (cash) missed blinds and players waiting for
    the big blind, all sorted by seat."""

    button: int
    small_blind: int
    big_blind: int
    seated: tuple[int, ...]
    missed: tuple[tuple[int, MissedBlind], ...] = ()
    waiting: tuple[int, ...] = ()

    def missed_by(self, seat: int) -> MissedBlind | None:
        return dict(self.missed).get(seat)


@frozen_record
class EntryPost:
    """A cash-game post outside the normal blinds: a new player posting a big
    blind to enter, or a returning player paying missed blinds (R-3.6)."""

    seat: int
    live_big_blind: bool
    dead_small_blind: bool


@frozen_record
class HandPositions:
    """The button and blinds for one hand (R-3.3 to R-3.6).

    ``small_blind`` is the seat that posts it, ``None`` when there is no small
    blind this hand (R-3.4). ``dealt_in`` runs clockwise from the first seat left
    of the button; ``waiting`` are seated players not dealt in. ``entry_posts``
    are cash-game posts on top of the blinds (R-3.6). ``table`` is what to pass
    to ``next_hand`` after this hand.
    """

    button: int
    small_blind: int | None
    big_blind: int
    dead_button: bool
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...]
    table: TablePositions
    explanation: Message
    entry_posts: tuple[EntryPost, ...] = field(default=())

    @property
    def heads_up(self) -> bool:
        return len(self.dealt_in) == 2


def _next_after(seat: int, candidates: Collection[int]) -> int:
    """The first candidate clockwise strictly after ``seat`` (wrapping)."""
    return order_from_button(candidates, seat)[0]


def _previous_before(seat: int, candidates: Collection[int]) -> int:
    return order_from_button(candidates, seat)[-2 if seat in candidates else -1]


def first_hand(
    button: int,
    stacks: Mapping[int, int],
    kind: GameKind | str = GameKind.TOURNAMENT,
    *,
    sitting_out: Collection[int] = (),
) -> HandPositions:
    """The first hand after the draw for the button (R-3.1): small blind left of
    the button, then the big blind (R-4.1); heads-up the button posts the small
    blind (R-3.5)."""
    kind = GameKind(kind)
    _check_stacks(stacks)
    _check_sitting_out(kind, sitting_out, stacks)
    playing = [s for s in stacks if s not in sitting_out]
    if len(playing) < 2:
        raise ButtonError(msg("event-hand-needs-two-players", seats=tuple(sorted(playing)),
                               count=len(playing)))
    order = order_from_button(playing, button)
    if len(order) == 2:
        sb, bb = (button, order[0]) if button in playing else (order[-1], order[0])
        btn = sb
    else:
        btn, sb, bb = button, order[0], order[1]
    table = TablePositions(btn, sb, bb, tuple(sorted(stacks)))
    dealt = tuple(order_from_button(playing, btn))
    return HandPositions(
        btn, sb, bb, btn not in playing, dealt, tuple(sorted(sitting_out)), table,
        _explain(btn, sb, bb, btn not in playing, None),
    )


def next_hand(
    prev: TablePositions,
    stacks: Mapping[int, int],
    busted_this_hand: Collection[int] = (),
    kind: GameKind | str = GameKind.TOURNAMENT,
    moving_button: bool = False,
    *,
    sitting_out: Collection[int] = (),
    posting: Collection[int] = (),
) -> HandPositions:
    """Place the button and blinds for the next hand (R-3.3 to R-3.6).

    ``stacks`` holds the seats with a player for the next hand (stack > 0);
    ``busted_this_hand`` the seats whose player busted last hand (a busted seat
    that appears in ``stacks`` has a new player). Seats not in ``prev.seated``
    are newcomers: in a tournament they are dealt in except between the small
    blind and the button (TDA 8-A, 10-A); in a cash game they wait for the big
    blind unless listed in ``posting`` (R-3.6). Cash only: ``sitting_out`` seats
    are skipped and miss the blinds that pass them; a player owing missed blinds
    is dealt in by ``posting`` them (dead small blind, live big blind) or waits
    for the big blind. ``moving_button`` (cash option, RR) moves the button to
    the next player and puts the blinds on the two players after it. Each step
    below is one rule's (R-3.2 to R-3.6).
    """
    kind = GameKind(kind)
    _check_next_hand(kind, stacks, moving_button, sitting_out, posting)
    table = _table_for_next_hand(prev, stacks, set(busted_this_hand), kind, sitting_out)
    if moving_button:
        btn, sb_pos, bb = _moving_button(prev, table)
        # the small blind skips a player sitting out right after the button: that
        # player has missed it, as under the dead button
        skipped = _next_after(btn, set(table.regular) | set(sitting_out))
    else:
        btn, sb_pos, bb = _dead_button(prev, table, stacks)
        skipped = sb_pos
    dealt, bb = _dealt_in(prev, table, btn, sb_pos, bb, posting)
    if len(dealt) == 2 and bb == prev.big_blind:
        # heads-up nobody has the big blind twice in a row. The moving
        # button puts it on the player after the small blind, who heads-up
        # is last hand's big blind: the other player takes it, the button moves on.
        bb = next(s for s in dealt if s != bb)
    btn, sb_pos, sb = _heads_up(dealt, btn, sb_pos, bb)
    posts, missed = _entry_posts(table, dealt, bb,
                                 _missed_blinds(prev, table, sitting_out, skipped, bb))
    still_waiting = tuple(sorted(s for s in stacks if s not in dealt))
    positions = TablePositions(
        btn, sb_pos, bb, tuple(sorted(stacks)), tuple(sorted(missed.items())),
        tuple(s for s in still_waiting if s in table.unsettled and s not in missed and table.cash),
    )
    dead_button = btn not in dealt
    return HandPositions(
        btn, sb, bb, dead_button, tuple(order_from_button(dealt, btn)), still_waiting, positions,
        _explain(btn, sb, bb, dead_button, sb_pos), posts,
    )


@frozen_record
class _NextTable:
    """The seats of the next hand, grouped as the rules treat them: ``eligible``
    are not sitting out; ``unsettled`` are newcomers and (cash) players waiting for
    the big blind or owing blinds; ``pending`` the unsettled who are eligible;
    ``regular`` the eligible who are not; ``missed`` the blinds still owed."""

    cash: bool
    eligible: tuple[int, ...]
    unsettled: frozenset[int]
    pending: frozenset[int]
    regular: tuple[int, ...]
    missed: Mapping[int, MissedBlind]


def _check_next_hand(kind: GameKind, stacks: Mapping[int, int], moving_button: bool,
                     sitting_out: Collection[int], posting: Collection[int]) -> None:
    """Refuse what cannot be placed: seats without chips, sitting out or posting
    where it is not allowed, fewer than two players (R-3.4, R-3.6)."""
    _check_stacks(stacks)
    _check_sitting_out(kind, sitting_out, stacks)
    if kind is GameKind.TOURNAMENT and (moving_button or posting):
        raise ButtonError(msg("event-moving-button-cash-only"))
    bad_posts = [s for s in posting if s not in stacks or s in sitting_out]
    if bad_posts:
        raise ButtonError(msg("event-seats-cannot-post", seats=tuple(sorted(bad_posts))))
    eligible = [s for s in stacks if s not in sitting_out]
    if len(eligible) < 2:
        raise ButtonError(msg("event-hand-needs-two-players", seats=tuple(sorted(eligible)),
                               count=len(eligible)))


def _table_for_next_hand(prev: TablePositions, stacks: Mapping[int, int], busted: set[int],
                         kind: GameKind, sitting_out: Collection[int]) -> _NextTable:
    """R-3.2, R-3.6: newcomers (new seats, a busted seat's new player) and, in cash
    games, players waiting for the big blind or owing missed blinds are unsettled."""
    cash = kind is GameKind.CASH
    newcomers = {s for s in stacks if s not in prev.seated or s in busted}
    missed = {s: m for s, m in prev.missed if s in stacks and s not in newcomers}
    eligible = tuple(s for s in stacks if s not in sitting_out)
    unsettled = newcomers | (set(prev.waiting) | set(missed) if cash else set())
    unsettled &= set(stacks)
    pending = unsettled & set(eligible)
    regular = tuple(s for s in eligible if s not in pending)
    return _NextTable(cash, eligible, frozenset(unsettled), frozenset(pending), regular, missed)


def _moving_button(prev: TablePositions, table: _NextTable) -> tuple[int, int, int]:
    """Option ``moving button`` (RR, R-3.4): the button moves to the next settled
    player and the blinds go to the two players after it (R-3.3)."""
    if len(table.regular) < 2:
        raise ButtonError(msg("event-moving-button-needs-two"))
    btn = _next_after(prev.button, table.regular)
    sb_pos = _next_after(btn, table.regular)
    return btn, sb_pos, _next_after(sb_pos, table.eligible)


def _dead_button(prev: TablePositions, table: _NextTable, stacks: Mapping[int, int]
                 ) -> tuple[int, int, int]:
    """R-3.4 (TDA 32): the big blind to the next player left of the last one, the
    small blind to the seat that had the big blind, the button to the seat that had
    the small blind, occupied or not."""
    bb = _next_after(prev.big_blind, table.eligible)
    sb_pos, btn = prev.big_blind, prev.small_blind
    if btn in (sb_pos, bb) and len(table.eligible) > 2:
        btn = _previous_before(sb_pos, {s for s in stacks if s != bb} | {sb_pos})
    return btn, sb_pos, bb


def _dealt_in(prev: TablePositions, table: _NextTable, btn: int, sb_pos: int, bb: int,
              posting: Collection[int]) -> tuple[set[int], int]:
    """Who is dealt in, and the big blind: settled players and the big blind; a
    newcomer except between the small blind and the button (TDA 8-A, 10-A), in a
    cash game only when posting and never in the small blind (R-3.6)."""
    dealt = set(table.regular) | {bb}
    for seat in table.pending:
        may_enter = dealt_in_on_arrival(seat, btn, sb_pos) and not (table.cash and seat == sb_pos)
        if may_enter and (seat in posting or not table.cash):
            dealt.add(seat)
    if len(dealt) < 2:
        # One player left with only newcomers beside them: waiting would leave no
        # hand, so the newcomers play now, heads-up. In a tournament the
        # player due the big blind keeps it; in a cash game the big blind
        # the newcomer waits for comes to them at once, the next one
        # clockwise after the last big blind.
        if table.cash:
            bb = _next_after(prev.big_blind, table.pending)
            dealt = set(table.regular) | {bb}
        else:
            dealt |= table.pending
    return dealt, bb


def _heads_up(dealt: set[int], btn: int, sb_pos: int, bb: int) -> tuple[int, int, int | None]:
    """R-3.5 (TDA 34-B): heads-up the button posts the small blind. The button,
    the small blind's place, and who posts it (``None``: no small blind, R-3.4)."""
    if len(dealt) == 2:
        btn = sb_pos = next(s for s in dealt if s != bb)
        return btn, sb_pos, btn
    return btn, sb_pos, sb_pos if sb_pos in dealt else None


def _missed_blinds(prev: TablePositions, table: _NextTable, sitting_out: Collection[int],
                   sb_pos: int, bb: int) -> dict[int, MissedBlind]:
    """R-3.6 (cash): the blinds owed after this hand: players sitting out whom the
    big blind passed owe both; the one sitting out in the small blind's place
    (``sb_pos``: under the moving button, the seat the small blind skipped) owes the
    small blind. A new player owes nothing: they wait for the big blind."""
    missed = dict(table.missed)
    for seat in sitting_out:
        if seat in table.unsettled and seat not in missed:
            continue
        if clockwise_between(seat, prev.big_blind, bb):
            missed[seat] = MissedBlind.BOTH
    if sb_pos in sitting_out and missed.get(sb_pos) is not MissedBlind.BOTH:
        missed[sb_pos] = MissedBlind.SMALL
    return missed


def _entry_posts(table: _NextTable, dealt: set[int], bb: int, missed: dict[int, MissedBlind]
                 ) -> tuple[tuple[EntryPost, ...], dict[int, MissedBlind]]:
    """R-3.6 (cash): an unsettled player dealt in posts to enter or to return (a
    live big blind, and a dead small blind when blinds were missed), unless they
    take the big blind in turn. The posts, and the blinds still owed after them."""
    if not table.cash:
        return (), missed
    owing = dict(missed)
    posts: list[EntryPost] = []
    for seat in sorted(table.pending & dealt):
        owed = owing.pop(seat, None)
        if seat != bb:  # taking the big blind in turn settles the entry
            posts.append(EntryPost(seat, owed is not MissedBlind.SMALL, owed is not None))
    return tuple(posts), owing


def _check_stacks(stacks: Mapping[int, int]) -> None:
    empty = sorted(s for s, chips in stacks.items() if chips <= 0)
    if empty:
        raise ButtonError(msg("event-seats-have-no-chips", seats=tuple(empty)))


def _check_sitting_out(
    kind: GameKind, sitting_out: Collection[int], stacks: Mapping[int, int]
) -> None:
    if sitting_out and kind is GameKind.TOURNAMENT:
        raise ButtonError(msg("event-tournament-no-sitting-out"))
    unknown = sorted(s for s in sitting_out if s not in stacks)
    if unknown:
        raise ButtonError(msg("event-sitting-out-no-player", seats=tuple(unknown)))


def _explain(btn: int, sb: int | None, bb: int, dead_button: bool,
             sb_pos: int | None) -> Message:
    """"Button at seat 3; seat 4 posts the small blind; seat 5 posts the big blind"
    (R-3.3 to R-3.5)."""
    button = msg("event-button-dead" if dead_button else "event-button-at", seat=btn)
    small: Message
    if sb is None:
        small = (msg("event-no-small-blind-seat-empty", seat=sb_pos) if sb_pos is not None
                 else msg("event-no-small-blind"))
    elif sb == btn:
        small = msg("event-heads-up-button-posts-small-blind", seat=sb)
    else:
        small = msg("event-seat-posts-small-blind", seat=sb)
    return msg("event-button-and-blinds", button_text=button, small_text=small,
               big_text=msg("event-seat-posts-big-blind", seat=bb))


def explain_positions(positions: TablePositions) -> Message:
    """The words of ``_explain`` for positions read back from the table's running
    state (a hand recorded on the felt, told to a dealer panel open at the table): a
    small blind seat with nobody dealt in there is dead, so is a button there."""
    seated = set(positions.seated)
    sb = positions.small_blind if positions.small_blind in seated else None
    return _explain(positions.button, sb, positions.big_blind,
                    positions.button not in seated, positions.small_blind)


# ---------------------------------------------------------------- to a HandSetup


@frozen_record
class ForcedBlinds:
    """Blinds in ``HandSetup`` order: ``seats`` clockwise from the first seat left
    of the button, ``blinds`` live per player, ``dead`` dead money per player
    (cash-game missed small blinds, R-3.6)."""

    seats: tuple[int, ...]
    blinds: tuple[int, ...]
    dead: tuple[int, ...]


def blinds_for_setup(hand: HandPositions, small_blind: int, big_blind: int) -> ForcedBlinds:
    """Per-player blinds for the hand: a dead small blind (R-3.4) is simply 0
    in its place; entry posts add a live big blind and/or a dead small blind."""
    if small_blind < 0 or big_blind <= 0:
        raise ButtonError(msg("event-blinds-must-be-positive", small_blind=Amount(small_blind),
                              big_blind=Amount(big_blind)))
    seats = hand.dealt_in
    live = dict.fromkeys(seats, 0)
    dead = dict.fromkeys(seats, 0)
    if hand.small_blind is not None:
        live[hand.small_blind] = small_blind
    live[hand.big_blind] = big_blind
    for post in hand.entry_posts:
        if post.live_big_blind:
            live[post.seat] = max(live[post.seat], big_blind)
        if post.dead_small_blind:
            dead[post.seat] += small_blind
    return ForcedBlinds(
        seats, tuple(live[s] for s in seats), tuple(dead[s] for s in seats)
    )


def hand_setup_for(
    hand: HandPositions,
    game: Game,
    betting: Betting,
    stacks: Mapping[int, int],
    *,
    small_blind: int,
    big_blind: int,
    ante: int = 0,
    big_blind_ante: bool = False,
    options: HandOptions | None = None,
    straddle: bool = False,
) -> HandSetup:
    """The ``HandSetup`` for a blind game's next hand at the level's amounts;
    dead small blinds owed by returning cash players are posted dead (R-3.6).

    ``straddle``: the first player left of the big blind posts a live straddle
    of twice the big blind (R-3.7; the table option ``options.straddle`` must be
    on, and never heads-up). A small blind nobody posts under the dead button
    (R-3.4) is recorded so pot limit counts it before the flop (R-5.4)."""
    if game.opening is not Opening.BLINDS:
        raise ButtonError(msg("event-game-has-no-blinds", game_name=game.name))
    forced = blinds_for_setup(hand, small_blind, big_blind)
    blinds = list(forced.blinds)
    straddler = None
    if straddle:
        if hand.heads_up:
            raise ButtonError(msg("event-no-straddle-heads-up"))
        straddler = (forced.seats.index(hand.big_blind) + 1) % len(forced.seats)
        blinds[straddler] = 2 * big_blind
    missing = [s for s in forced.seats if s not in stacks]
    if missing:
        raise ButtonError(msg("event-no-stack-for-seats", seats=tuple(missing)))
    n = len(forced.seats)
    antes: tuple[int, ...] = ()
    if ante and big_blind_ante:
        antes = tuple(ante if s == hand.big_blind else 0 for s in forced.seats)
    elif ante:
        antes = (ante,) * n
    return HandSetup(
        game=game,
        betting=betting,
        seats=forced.seats,
        stacks=tuple(stacks[s] for s in forced.seats),
        antes=antes,
        blinds=tuple(blinds),
        big_blind_ante=big_blind_ante and ante > 0,
        button=hand.button,
        options=options or HandOptions(),
        dead_blinds=forced.dead if any(forced.dead) else (),
        straddler=straddler,
        missing_small_blind=small_blind if hand.small_blind is None else 0,
    )
