"""Everything the clock display shows at one instant, as one frozen value (R-8.1, R-8.2).

The display redraws from a ``ClockBoard`` only; ``build_board`` makes one from
the engine's structure and clock, the instant ``now`` (read by the UI) and the
tournament's numbers passed in as plain ints, so the board holds no rules of
its own and tests can build any look without a database. Once one player is left
the board is finished (issue 28): no time counts down, no break or color-up is
to come, and it shows the winner and the results only.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from director.engine.event.clock import ClockState
from director.engine.event.structures import Break, Level, Structure
from director.engine.frozen import frozen_record


class BoardState(enum.Enum):
    """Which look the display takes; a paused clock shows paused whatever it stands on."""

    RUNNING = "running"
    PAUSED = "paused"
    BREAK = "break"
    LAST_LEVEL = "last level"
    FINISHED = "finished"  # one player left: the winner and the results, no time


@frozen_record
class Stakes:
    """What a level makes players pay (R-8.1): blinds and ante, or bets and bring-in."""

    level_number: int
    game: str  # a key of engine GAMES ("holdem"); the display names it
    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False
    small_bet: int = 0
    big_bet: int = 0
    bring_in: int = 0
    limit: str = ""  # an engine Limit value when the level sets one (a mixed rotation)

    @property
    def has_blinds(self) -> bool:
        return self.big_blind > 0

    @property
    def unit(self) -> int:
        """The big blind, or the smallest bet where there are no blinds (stud)."""
        return self.big_blind or self.small_bet or self.bring_in

    @classmethod
    def of(cls, level: Level, event_game: str = "") -> Stakes:
        game = event_game if level.game is None else level.game.key
        return cls(level.number, game, level.small_blind, level.big_blind, level.ante,
                   level.big_blind_ante, level.small_bet, level.big_bet, level.bring_in,
                   level.limit.value if level.limit else "")


def color_up_split(planned: Sequence[int], chips_out: Sequence[int]
                   ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A break's color-up (R-8.3) as (still to do, done): the chips it names still in
    play, and those the director's color-ups took out already (``chips_out``)."""
    return (tuple(c for c in planned if c not in chips_out),
            tuple(c for c in planned if c in chips_out))


@frozen_record
class ClockBoard:
    """What the clock display shows (DESIGN.md "The windows", R-8.2).

    ``stakes`` is the level being played, or during a break the level after it.
    Tournament numbers are ``None`` when unknown (a stand-alone clock) and the
    display leaves them out. ``payouts`` lists (place, amount).
    """

    structure_name: str
    item_index: int
    state: BoardState
    running: bool
    is_break: bool
    is_last_level: bool
    stakes: Stakes | None
    remaining: timedelta
    next_stakes: Stakes | None = None
    time_to_break: timedelta | None = None
    break_minutes: int = 0
    #: a break's color-up (R-8.3): the chips it takes off still in play, and those the
    #: director's color-ups already took out of play (the clock says it is done)
    color_up: tuple[int, ...] = ()
    colored_up: tuple[int, ...] = ()
    players_left: int | None = None
    entries: int | None = None
    average_stack: int | None = None
    average_in_big_blinds: float | None = None
    chips_in_play: int | None = None
    prize_pool: int | None = None
    payouts: tuple[tuple[int, int], ...] = ()
    #: once one player is left: the tournament's winner; two or more where a deal's
    #: players finished with equal stacks and share 1st place (R-8.5)
    winners: tuple[str, ...] = ()
    currency: str = ""  # the prize pool's and payouts' ("" for the program's default)
    results: tuple[tuple[int, str, int], ...] = ()  # then: (place, player, prize)
    deal: tuple[tuple[str, int], ...] = ()  # a deal recorded: (player, share), biggest
    # first; ``payouts`` then lists only the places it does not pay
    #: hand for hand (R-8.5): the hand-for-hand hand the tables play, None: not on
    hand_for_hand: int | None = None

    @property
    def finished(self) -> bool:
        return self.state is BoardState.FINISHED

    @property
    def remaining_seconds(self) -> int:
        """Whole seconds shown: rounded up, so a fresh 20-minute level reads 20:00."""
        micro = self.remaining // timedelta(microseconds=1)
        return -(-micro // 1_000_000)


def build_board(structure: Structure, clock: ClockState, now: datetime, *,
                players_left: int | None = None, entries: int | None = None,
                chips_in_play: int | None = None, prize_pool: int | None = None,
                payouts: Sequence[tuple[int, int]] = (), event_game: str = "",
                winners: Sequence[str] = (), currency: str = "",
                results: Sequence[tuple[int, str, int]] = (),
                deal: Sequence[tuple[str, int]] = (),
                hand_for_hand: int | None = None, chips_out: Sequence[int] = ()
                ) -> ClockBoard:
    """The board at ``now``; the average stack is chips in play over players left.
    With ``winners`` the tournament is over: the board is finished. ``chips_out``: the
    chips the night's color-ups took out of play, which a break no longer colors up."""
    view = clock.view(now, structure)
    if winners:
        return replace(finished_board(structure, view.index, winners, results, players_left,
                                      entries, prize_pool, event_game),
                       payouts=tuple((int(p), int(a)) for p, a in payouts), currency=currency)
    item = view.item
    level = item if isinstance(item, Level) else structure.next_level(view.index)
    stakes = Stakes.of(level, event_game) if level is not None else None
    after = structure.next_level(view.index if isinstance(item, Level) else view.index + 1)
    if not view.running:
        state = BoardState.PAUSED
    elif view.is_break:
        state = BoardState.BREAK
    elif view.is_last_level:
        state = BoardState.LAST_LEVEL
    else:
        state = BoardState.RUNNING
    to_do, done = color_up_split(item.color_up if isinstance(item, Break) else (), chips_out)
    average = average_bb = None
    if chips_in_play is not None and players_left:
        average = chips_in_play // players_left
        if stakes is not None and stakes.unit:
            average_bb = chips_in_play / players_left / stakes.unit
    return ClockBoard(
        structure_name=structure.name, item_index=view.index, state=state,
        running=view.running, is_break=view.is_break, is_last_level=view.is_last_level,
        stakes=stakes, remaining=view.remaining,
        next_stakes=Stakes.of(after, event_game) if after is not None else None,
        time_to_break=view.time_to_next_break,
        break_minutes=item.minutes if isinstance(item, Break) else 0,
        color_up=to_do, colored_up=done,
        players_left=players_left, entries=entries, average_stack=average,
        average_in_big_blinds=average_bb, chips_in_play=chips_in_play, prize_pool=prize_pool,
        payouts=tuple((int(p), int(a)) for p, a in payouts),
        currency=currency, deal=tuple((str(n), int(a)) for n, a in deal),
        hand_for_hand=hand_for_hand,
    )


def finished_board(structure: Structure, index: int, winners: Sequence[str],
                   results: Sequence[tuple[int, str, int]], players_left: int | None,
                   entries: int | None, prize_pool: int | None, event_game: str = ""
                   ) -> ClockBoard:
    """The board of a tournament that is over: stopped, nothing to count down to, the
    winner and the results (R-8.5: ties share a place)."""
    item = structure.item(index)
    level = item if isinstance(item, Level) else structure.next_level(index)
    return ClockBoard(
        structure_name=structure.name, item_index=index, state=BoardState.FINISHED,
        running=False, is_break=False, is_last_level=False,
        stakes=Stakes.of(level, event_game) if level is not None else None,
        remaining=timedelta(0),
        players_left=players_left, entries=entries, prize_pool=prize_pool,
        winners=tuple(winners),
        results=tuple((int(p), str(n), int(a)) for p, n, a in results))
