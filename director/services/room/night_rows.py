"""The rows of one night as the room view reads them in one transaction (``read.py``),
which the room's pages (``build.py``) and the director's remote's offers
(``offers.py``) are made from; and the two names read off them everywhere."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from director.engine.event.clock import ClockState
from director.engine.frozen import frozen_record
from director.engine.messages import Message
from director.services.core.documents import EventSettings
from director.services.core.message_data import table_label
from director.services.room.view import LeagueStandings
from director.store.models import CashTable, CashWaiting, Entry, Seat, TableRow


@frozen_record
class NightRows:
    """Everything the room's view is made of, as read in one transaction."""

    event_id: int
    kind: str
    name: str
    settings: EventSettings
    tables: tuple[tuple[TableRow, tuple[Seat, ...]], ...]  # open, in the order opened
    entries: tuple[Entry, ...]
    names: dict[int, str]  # player id -> name, for everyone seated, placed or waiting
    clock: ClockState
    waiting: tuple[CashWaiting, ...]
    standings: tuple[LeagueStandings, ...]
    colored_up: int = 0  # the chips the color-ups took out of play (``chips_known``)
    deal: tuple[tuple[int, str, int], ...] = ()  # a recorded deal: (entry, player, share)
    hand_for_hand: int | None = None  # the hand-for-hand hand, None: not on
    chips_out: tuple[int, ...] = ()  # the denominations the color-ups took off
    finished: bool = False  # Finish tournament made its places and money final
    envelopes_set: bool = False  # the mystery envelopes set: registration is over
    #: the tables whose stacks as stored are the panel's (``chips_known.panel_tables``)
    panel_tables: frozenset[int] = frozenset()
    #: the hands running at the tables: table id -> (the hand's number, the seats it
    #: dealt), whose players bust once it is over (``hand_guard``, R-8.6)
    running: Mapping[int, tuple[int, tuple[int, ...]]] = field(default_factory=dict)
    #: while the rebuy window is open, the chips in front of each seat a running hand
    #: dealt, (table id, seat) -> chips, which a rebuy's stack limit reads then
    #: (``buying``); read only then (each running hand's state, 0.35 ms a hand)
    in_front: Mapping[tuple[int, int], int] = field(default_factory=dict)
    #: the newest action Ctrl+Z would take back (its id and description), for the
    #: director's remote's Undo; None: nothing to undo
    last_action: tuple[int, Message] | None = None
    #: a cash game's open tables: each with its game, stakes and buy-in's bounds, and
    #: its seats taken, by number
    cash_tables: tuple[tuple[TableRow, CashTable, tuple[Seat, ...]], ...] = ()


def table_number(name: str) -> int | None:
    """The number of a table the program named ("Table 3" -> 3), else None."""
    label = table_label(name)
    return int(str(label["table"])) if label.id == "svc-table" else None


def player_name(rows: NightRows, player_id: int) -> str:
    """A player's name as read, ``#7`` for one not read."""
    return rows.names.get(player_id, f"#{player_id}")
