"""What the room may see of a night, as typed values (issue 32): a ``RoomView`` is
the clock, the seating ("find my seat"), the results, the leagues' standings,
the cash game's waiting lists and the face-up all-ins' odds, all read in one
transaction (``read.py``); the web layer turns it into the pages' JSON and
nothing else. It holds nothing private: no ledger, no e-mail, no phone, no
notes, no stacks. ``DirectorView`` adds what the director's remote needs (the
entries still playing, with their ids and stacks), served only behind the PIN.

Time is an instant, not a copy (DESIGN.md "Time", issue 28): a running level
says when it ends (``ends_at_ms``), so a page computes the time left when it
shows it; ``remaining_ms`` is the time left at the reading (the stored time
left while paused).
"""

from __future__ import annotations

from dataclasses import field

from director.engine.event.cash_tables import Stakes as CashStakes
from director.engine.frozen import frozen_record
from director.engine.messages import Message


@frozen_record
class EventInfo:
    id: int
    name: str
    kind: str  # "tournament" or "cash"
    game: str
    currency: str


@frozen_record
class StakesInfo:
    """What a level makes players pay (R-8.1): blinds and ante, or bets and bring-in."""

    level: int
    game: str
    small_blind: int
    big_blind: int
    ante: int
    big_blind_ante: bool
    small_bet: int
    big_bet: int
    bring_in: int
    limit: str = ""  # a mixed rotation's level: its betting limit (then its game is named)


@frozen_record
class ClockInfo:
    """The clock board (R-8.1, R-8.2); times in milliseconds, instants in
    milliseconds since the epoch (UTC)."""

    state: str  # "running", "paused", "break" or "last level"
    running: bool
    is_break: bool
    is_last_level: bool
    level_index: int
    remaining_ms: int
    ends_at_ms: int | None  # running: the instant the level (or break) ends
    time_to_break_ms: int | None
    break_at_ms: int | None  # running: the instant the next break starts
    break_minutes: int
    color_up: tuple[int, ...]  # a break: the chips it colors up still in play
    stakes: StakesInfo | None
    next_stakes: StakesInfo | None
    players_left: int | None
    entries: int | None
    average_stack: int | None
    average_in_big_blinds: int | None  # whole big blinds, as the clock display shows
    chips_in_play: int | None
    prize_pool: int | None
    payouts: tuple[tuple[int, int], ...]
    deal: tuple[tuple[str, int], ...] = ()  # a deal recorded: (player, share); the
    # places it pays are not in ``payouts``
    hand_for_hand: int | None = None  # the hand-for-hand hand the tables play
    colored_up: tuple[int, ...] = ()  # a break: the chips it colors up already out of play


@frozen_record
class SeatRow:
    """One seated player for "find my seat"; ``table_number`` when the program
    named the table ("Table 3": shown in the page's language), else None."""

    player: str
    table: str
    table_number: int | None
    seat: int


@frozen_record
class TableSeat:
    seat: int
    player: str


@frozen_record
class TableInfo:
    name: str
    number: int | None
    seats: tuple[TableSeat, ...]


@frozen_record
class ResultRow:
    """A finished place (R-8.5): its prize as awarded (``paid``), else as the payout
    table (or a recorded deal) gives it, to be paid; 0 for a place out of the money."""

    place: int
    player: str
    prize: int
    paid: bool = True
    bounties: int | None = None  # the bounties they won, where the event has bounties


@frozen_record
class StandingRow:
    place: int
    player: str
    points: int  # hundredths of a point


@frozen_record
class LeagueStandings:
    league: str
    rows: tuple[StandingRow, ...]


@frozen_record
class WaitingList:
    """One cash game's waiting list: its stakes whole (blinds, or ante, bring-in and
    bets), names in the order they asked."""

    stakes: CashStakes
    players: tuple[str, ...]


@frozen_record
class AllInSeat:
    seat: int
    player: str
    win: float
    tie: float
    share: float


@frozen_record
class AllInOdds:
    """A face-up all-in's odds (issue 21, R-7.1): percentages with one decimal, the
    estimate's margin (0 when counted exactly); ``table`` None on a one-table night."""

    table: str | None
    table_number: int | None
    exact: bool
    margin: float
    hi_lo: bool
    deals: int
    seats: tuple[AllInSeat, ...]


@frozen_record
class RoomView:
    """The public view of the open event (``event`` None: nothing is shared).
    A finished tournament has its ``winners`` (one, or two or more sharing 1st
    place) and results and no clock."""

    event: EventInfo | None
    clock: ClockInfo | None = None
    winners: tuple[str, ...] = ()
    seating: tuple[SeatRow, ...] = ()
    results: tuple[ResultRow, ...] = ()
    tables: tuple[TableInfo, ...] = ()
    waiting: tuple[WaitingList, ...] = ()
    standings: tuple[LeagueStandings, ...] = ()
    all_in: tuple[AllInOdds, ...] = ()

    @property
    def pages(self) -> tuple[str, ...]:
        """The room's pages that apply to this event, as its menu offers them: a
        tournament's clock and results, a cash game's waiting list, the seating of
        both; none while nothing is shared."""
        return PAGES_OF.get(self.event.kind, ()) if self.event is not None else ()


#: The room's pages by event kind (``RoomView.pages``).
PAGES_OF = {"tournament": ("clock", "seating", "results"), "cash": ("seating", "waiting")}


@frozen_record
class PlayingRow:
    """An entry still playing, for the director's remote (bust, rebuy)."""

    entry: int
    player: str
    table: str
    table_number: int | None
    seat: int | None
    stack: int
    bounty: int = 0  # the bounty on their head: their bust names who won the pot
    add_on: bool = False  # the add-on is theirs to take now (R-8.6, at its break)
    rebuy: bool = False  # the rebuy window is open to them (R-8.6; their stack the service's)
    re_entry: bool = False  # busted, they may buy a new entry now
    #: their table's last hand was dealt at the dealer panel: two out in it are ordered
    #: by the chips they began it with, and nothing is asked (R-8.5)
    dealt: bool = False
    #: the running hand their seat is dealt in (its number): they bust once it is over,
    #: so the phone offers no Bust until then (R-8.6, ``hand_guard``); None: none
    in_hand: int | None = None


@frozen_record
class CashSeatRow:
    """A seat taken at a cash table, for the director's remote: the chips are the
    stack with any bought behind it (R-8.7)."""

    seat: int
    player: str
    chips: int
    player_id: int = 0  # who the phone saw there: its Top-up and Leave name them


@frozen_record
class CashTableRow:
    """An open cash table, for the director's remote (R-8.7): its stakes, seats and
    buy-in's bounds (``max_buy_in`` None: no cap)."""

    table_id: int
    table: str  # its name, and its number where the program numbered it
    table_number: int | None
    stakes: CashStakes
    max_seats: int
    min_buy_in: int
    max_buy_in: int | None
    seats: tuple[CashSeatRow, ...]


@frozen_record
class WaitingName:
    """A name on the cash game's waiting list, for the director's remote: its row's
    number (what the phone's Seat and Off send), the player, the stakes."""

    waiting: int
    player: str
    stakes: CashStakes
    #: the table and seat where they play another of the game's stakes meanwhile: they
    #: leave it to sit down, which the laptop's seat change does (the phone's Seat waits)
    plays_at: str | None = None
    plays_seat: int | None = None
    plays_number: int | None = None  # that table's number, where the program numbered it


@frozen_record
class DirectorView:
    """The room's view and the entries still playing (behind the remote's PIN)."""

    room: RoomView
    playing: tuple[PlayingRow, ...] = field(default=())
    #: busted, and may rebuy back in or re-enter now (R-8.6), the last out first
    out: tuple[PlayingRow, ...] = field(default=())
    #: a new player may register now (R-8.6: late registration open), by name, for
    #: the buy-in ``entry_price`` (in the event's currency: the room's ``event``)
    register: bool = False
    entry_price: int = 0
    #: the newest action the remote's Undo would take back (as Ctrl+Z at the laptop):
    #: its id and description; None: nothing to undo
    last_action: tuple[int, Message] | None = None
    #: a cash game's open tables and waiting list, in the order opened and asked
    cash_tables: tuple[CashTableRow, ...] = field(default=())
    waiting_names: tuple[WaitingName, ...] = field(default=())


NOTHING_SHARED = DirectorView(RoomView(event=None))
