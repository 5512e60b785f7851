"""The stored tables (DESIGN.md "State and storage").

Table models describe rows; they never validate input. Settings that are
documents are checked by the services' pydantic models
(``director.services.core.documents``) before they are written here as JSON
text. Times are UTC ISO-8601 text. ``HandEvent`` rows are append-only: a
trigger created by the first migration refuses updates, and undo removes the
last row inside one transaction.
"""

from __future__ import annotations

from sqlalchemy import Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel


class Player(SQLModel, table=True):
    """The reusable player database, shared by every event."""

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True)
    nickname: str | None = None
    email: str | None = None
    created_at: str = ""


class Event(SQLModel, table=True):
    """A tournament or a cash game; ``settings`` is a validated JSON document."""

    id: int | None = Field(default=None, primary_key=True)
    kind: str  # "tournament" | "cash"
    name: str
    settings: str = "{}"
    status: str = "planned"  # planned | running | finished
    created_at: str = ""
    # Migration 0008: when a tournament was finished; archived events leave Home's list.
    finished_at: str | None = None
    archived: bool = False


class TableRow(SQLModel, table=True):
    __tablename__ = "poker_table"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    name: str
    max_seats: int = 10
    button_seat: int | None = None
    closed: bool = False
    # The table's running state, continued by every dealer panel and after a restart:
    # the button (drawn, or the last hand's), the last hand's button and blinds with
    # missed blinds owed (engine ``TablePositions`` as JSON), and the hands dealt.
    # ``TableService.start_hand`` writes it in the transaction that starts a hand.
    positions: str | None = None
    hands_dealt: int = 0
    # The hand-for-hand hand the table dealt last (migration 0024): it deals the next
    # once the director has started it (``ClockState.hand_for_hand``).
    hand_for_hand: int | None = None


class Seat(SQLModel, table=True):
    """A physical seat; ``stack`` is the chips in front of it between hands."""

    __table_args__ = (UniqueConstraint("table_id", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="poker_table.id", index=True)
    number: int
    player_id: int | None = Field(default=None, foreign_key="player.id")
    entry_id: int | None = Field(default=None, foreign_key="entry.id")
    stack: int = 0
    chips_behind: int = 0  # a rebuy declared during a hand joins before the next


class Entry(SQLModel, table=True):
    """One entry of a player in an event: the buy-in, its rebuys and add-ons,
    bounties, and where it finished. A re-entry is a new entry (``number`` 2…)."""

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id", index=True)
    number: int = 1
    buy_in: int = 0
    rebuys: int = 0
    add_ons: int = 0
    bounty: int = 0
    bounties_won: int = 0
    place: int | None = None
    prize: int | None = None
    busted_at: str | None = None
    created_at: str = ""
    # The hand-for-hand hand it busted in (R-8.5, migration 0024): the busts of one
    # such hand at different tables tie, whichever station reports them and when.
    hand_for_hand: int | None = None


class ClockState(SQLModel, table=True):
    """DESIGN "Time": a running level stores when it ends, a paused one the time left."""

    event_id: int = Field(foreign_key="event.id", primary_key=True)
    level_index: int = 0
    running: bool = False
    ends_at: str | None = None
    remaining_seconds: float | None = None
    # Hand for hand (R-8.5, migration 0024): the event's current hand-for-hand hand,
    # which the director starts; None: every table deals at its own pace.
    hand_for_hand: int | None = None


class ChipSet(SQLModel, table=True):
    """Chip denominations as JSON: ``[{"value": 25, "color": "green", "count": 300}]``."""

    id: int | None = Field(default=None, primary_key=True)
    event_id: int | None = Field(default=None, foreign_key="event.id")
    name: str
    denominations: str = "[]"


class LedgerLine(SQLModel, table=True):
    """R-8.7: every cash-game buy-in, top-up, cash-out and rake is a line."""

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int | None = Field(default=None, foreign_key="player.id")
    kind: str  # buy-in | top-up | cash-out | rake | tip
    amount: int
    note: str = ""
    at: str = ""


class Hand(SQLModel, table=True):
    """A hand at a table: its setup, its status and (``HandEvent``) its log. At most
    one hand of a table is running: the partial unique index ``one_running_hand``
    (migration 0016) refuses a second, whichever station stores it."""

    __table_args__ = (
        UniqueConstraint("table_id", "number"),
        Index("one_running_hand", "table_id", unique=True,
              sqlite_where=text("status = 'running'"),
              postgresql_where=text("status = 'running'")),
    )

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="poker_table.id", index=True)
    number: int
    setup: str  # codec.setup_to_dict as JSON
    status: str = "running"  # running | complete | void (a second running hand, 0016)
    started_at: str = ""
    # A running hand's state after its first ``state_seq`` events (engine
    # ``state_data`` JSON), written with each event: restoring a night reads it
    # instead of folding every log through the rules again. Only a shortcut: the
    # log is the hand, and the state is replayed whenever the two do not match.
    state: str | None = None
    state_seq: int | None = None
    # Migration 0013: counts every change of the row (each event, an undo);
    # ``hand_log`` appends an action only at the revision its station saw.
    revision: int = 1
    # Migration 0019: who sat in each seat dealt (JSON ``{seat: player id}``), so a
    # dead deal's antes can go back to the players who put them in.
    players: str | None = None


class HandEvent(SQLModel, table=True):
    """One event of a hand's log, as ``director.engine.hand.facts.events.to_dict`` JSON."""

    __tablename__ = "hand_event"
    __table_args__ = (UniqueConstraint("hand_id", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    hand_id: int = Field(foreign_key="hand.id", index=True)
    seq: int
    payload: str


class DirectorAction(SQLModel, table=True):
    """One director command and what undoes it (one row per command).

    ``did`` is what the command did, as JSON (its name and arguments);
    ``undo`` lists the rows it changed: the table, the key, the row before and
    after (``null`` before: the command created it; ``null`` after: deleted).
    ``undone_by`` points at the undo that reversed it; an undo is itself a row
    with ``undoes`` set.
    """

    __tablename__ = "director_action"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    kind: str
    description: str = ""
    did: str = "{}"
    undo: str = "[]"
    at: str = ""
    undone_by: int | None = None
    undoes: int | None = None
    # The newest hand (any table) when the action was recorded: a hand dealt after it
    # with a seat the action changed depends on it, and the action is not undone.
    last_hand_id: int | None = None
    # The desk that recorded it (``Database.desk``, migration 0022): Ctrl+Z asks before
    # taking back another station's action. None: recorded before desks were kept.
    desk: str | None = None


# ---------------------------------------------------------------- cash-game tables


class CashTable(SQLModel, table=True):
    """A cash-game table's game and stakes (blinds, or antes, bring-in and bets for
    the games without blinds), and who sits out or posts (R-3.6).

    One row per cash ``poker_table``. ``away`` lists the seats sitting out,
    ``posting`` the seats that post a big blind to enter or their missed blinds
    to return instead of waiting for the big blind, both as JSON lists of seat
    numbers. The button, blinds and blinds owed are the table's running state
    (``poker_table.positions``, ``director.services.tables.table_state``).
    """

    __tablename__ = "cash_table"

    table_id: int = Field(foreign_key="poker_table.id", primary_key=True)
    game: str = "holdem"
    limit: str = "no limit"
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0  # stud, draw and guts
    bring_in: int = 0  # the stud family
    small_bet: int = 0  # games without blinds: the small bet (no limit: the smallest bet)
    # games without blinds: the fixed-limit big bet; a blinds game at spread limit: the
    # table maximum
    big_bet: int = 0
    smallest_chip: int = 1  # the unit odd chips are split in
    min_buy_in: int = 0
    max_buy_in: int | None = None
    straddle: bool = False  # table option: a live straddle is allowed
    straddle_next: bool = False  # the first player left of the big blind straddles next hand
    away: str = "[]"
    posting: str = "[]"


class CashWaiting(SQLModel, table=True):
    """A name on a cash game's waiting list for a game and stakes, or (``kind``
    "change") a seated player's request for a seat change to ``table_id``
    (``None``: any table of the stakes)."""

    __tablename__ = "cash_waiting"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id")
    stakes: str  # engine ``Stakes.key``
    kind: str = "wait"  # wait | change
    table_id: int | None = Field(default=None, foreign_key="poker_table.id")
    created_at: str = ""


class ClockLayoutRow(SQLModel, table=True):
    """Migration 0015: one clock window's design for an event (``screen`` 0, 1, ...),
    a JSON document (``director.services.clock.clock_layouts``)."""

    __tablename__ = "clock_layout"
    __table_args__ = (UniqueConstraint("event_id", "screen"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    screen: int
    layout: str


class ClockTemplateRow(SQLModel, table=True):
    """Migration 0015: a named clock design kept to reuse in other events."""

    __tablename__ = "clock_template"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    layout: str


# ---------------------------------------------------------------- bounties and leagues


class MysteryEnvelope(SQLModel, table=True):
    """One envelope of a mystery-bounty prize list (migration 0014): its amount and,
    once drawn at a bust, the entry who drew it and the entry whose bust it was."""

    __tablename__ = "mystery_envelope"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    number: int
    amount: int
    drawn_by: int | None = Field(default=None, foreign_key="entry.id")
    busted: int | None = Field(default=None, foreign_key="entry.id")


class League(SQLModel, table=True):
    """A season: events grouped for standings (migration 0014). ``formula`` is a
    named formula (``"field"``, ``"buy-in"``, ``"square-root"``) or the club's own
    expression; ``best`` counts each player's best N results (``None``: all);
    ``ties`` is how equal totals are ordered (``"shared"``, ``"most-wins"``,
    ``"best-finish"``)."""

    id: int | None = Field(default=None, primary_key=True)
    name: str
    formula: str = "field"
    best: int | None = None
    ties: str = "shared"
    created_at: str = ""


class LeagueEvent(SQLModel, table=True):
    __tablename__ = "league_event"
    __table_args__ = (UniqueConstraint("league_id", "event_id"),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(foreign_key="league.id", index=True)
    event_id: int = Field(foreign_key="event.id")


# ---------------------------------------------------------------- color-ups and deals


class ColorUpRow(SQLModel, table=True):
    """One table's color-up (migration 0017, R-8.3): the denomination taken off, the
    one it became, and the chips the table's stacks held before and after the
    exchange and the race. What the color-ups took out of play is the sum of
    ``chips_before - chips_after`` (``services.tournament.chips_known.colored_up``)."""

    __tablename__ = "color_up"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    table_id: int = Field(foreign_key="poker_table.id")
    removed: int
    into: int
    chips_before: int
    chips_after: int
    at: str = ""


class DealShare(SQLModel, table=True):
    """One player's share of a recorded final-table deal (migration 0017): the amount
    agreed, how it was worked out (``"icm"``, ``"chip chop"`` or ``"typed"``) and the
    chips the player had when it was made. Finish pays it instead of the place's prize."""

    __tablename__ = "deal_share"
    __table_args__ = (UniqueConstraint("event_id", "entry_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    entry_id: int = Field(foreign_key="entry.id")
    amount: int
    method: str
    stack: int = 0
    at: str = ""


def configure_models() -> None:
    """Map the models for their first query now (SQLAlchemy configures its mappers at
    the first query otherwise: about 0.05 s of processor time): the opening's thread
    does it ahead of an event's first open (``ui/shell/opening``, issue 33)."""
    from sqlalchemy.orm import configure_mappers

    configure_mappers()
