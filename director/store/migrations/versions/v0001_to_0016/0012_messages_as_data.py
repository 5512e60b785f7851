"""What undo names a command is stored as message data, not English (issue 16).

``director_action.description`` held the English sentence the services wrote
("Rebuy: Anna, 5000 chips"); from this revision it holds ``to_data`` of a message
(``{"id": "undo-rebuy", "args": {"player": "Anna", "chips": {"amount": 5000}}}``),
which the windows render in the user's language. This revision reads each old
sentence with the patterns below, frozen here as the services wrote them up to
0012: a sentence they match becomes its message; one they do not (written by an
older or a foreign program) is kept as a ``text`` message and shown as it was.
Parts the tournament arithmetic wrote are read into its messages as well (the
blinds of a hand, balancing moves, a cash table's stakes); a button draw's
explanation is kept as text.

A running or finished hand's kept state (``hand.state``) held the pot awards as
English too. The kept state is only a shortcut (the log is the hand): it is
dropped here and rebuilt from the log, with its awards as messages, the first
time the hand is read.

Revision ID: 0012
Revises: 0007
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from alembic import op

from director.engine.messages import from_data

revision = "0012"
down_revision = "0007"
branch_labels = None
depends_on = None

Data = dict[str, Any]


def _msg(message_id: str, **args: Any) -> Data:
    return {"id": message_id, "args": args}


def _text(value: str) -> Data:
    return _msg("text", value=value)


def _amount(digits: str) -> Data:
    return {"amount": int(digits)}


def _table(name: str) -> Data:
    """"Table 3" (a table the program numbered) or a name the director gave."""
    found = re.fullmatch(r"Table ([1-9]\d*)", name)
    return _msg("svc-table", table=int(found[1])) if found else _msg("svc-table-named",
                                                                      name=name)


def _bust(m: re.Match[str]) -> Data:
    places = [_msg("undo-bust-place", who=who, place=int(place))
              for who, place in re.findall(r"(.+?) \(place (\d+)\)(?:, |\Z)", m["out"])]
    return _msg("undo-bust", busted_text=places) if places else _text(m.group(0))


def _clock(m: re.Match[str]) -> Data:
    level = m["level"]
    shown = (_msg("undo-clock-level", level=int(level)) if level.isdigit() else
             _msg("undo-clock-break-before", level=int(level.rsplit(" ", 1)[1])))
    return _msg("undo-clock", command_text=_msg("undo-clock-" + m["kind"].replace(" ", "-")),
                level_text=shown)


def _table_id(value: str) -> int | str:
    return int(value) if value.isdigit() else value


_MOVE = re.compile(r"Seat (\d+) at table (\S+) moves to table (\S+) seat (\d+)")


def _then(parts: list[Data]) -> Data:
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = _msg("svc-then", first_text=part, rest_text=joined)
    return joined


def _balance(m: re.Match[str]) -> Data:
    """"Seat 4 at table 2 moves to table 5 seat 7; ..." (R-8.4)."""
    moves = [_msg("event-seat-moves", from_seat=int(a), from_table=_table_id(b),
                  to_table=_table_id(c), to_seat=int(d))
             for a, b, c, d in (_MOVE.fullmatch(part).groups()  # type: ignore[union-attr]
                                for part in m.group(0).split("; "))]
    return _then(moves)


_SMALL = [
    (r"no small blind this hand \(seat (\d+) is empty\)", "event-no-small-blind-seat-empty"),
    (r"no small blind this hand", "event-no-small-blind"),
    (r"heads-up: the button, seat (\d+), posts the small blind",
     "event-heads-up-button-posts-small-blind"),
    (r"seat (\d+) posts the small blind", "event-seat-posts-small-blind"),
]


def _blinds(text: str) -> Data:
    """"Button at seat 3; seat 4 posts the small blind; seat 5 posts the big blind"
    (R-3.3 to R-3.5), or the text as it was."""
    parts = text.split("; ")
    button = re.fullmatch(r"Button at seat (\d+)( \(dead button\))?", parts[0])
    big = re.fullmatch(r"seat (\d+) posts the big blind", parts[-1])
    if len(parts) != 3 or button is None or big is None:
        return _text(text)
    for pattern, message_id in _SMALL:
        small = re.fullmatch(pattern, parts[1])
        if small is not None:
            return _msg("event-button-and-blinds",
                        button_text=_msg("event-button-dead" if button[2] else "event-button-at",
                                         seat=int(button[1])),
                        small_text=_msg(message_id, **({"seat": int(small[1])}
                                                       if small.groups() else {})),
                        big_text=_msg("event-seat-posts-big-blind", seat=int(big[1])))
    return _text(text)


def _stakes(text: str) -> Data:
    """"Texas hold'em, no limit 50/100", or the text as it was."""
    found = re.fullmatch(r"(.+), (no limit|pot limit|fixed limit|spread limit) (\d+)/(\d+)",
                         text)
    if found is None:
        return _text(text)
    return _msg("event-stakes", game_name=found[1],
                betting_text=_msg("event-limit-" + found[2].replace(" ", "-")),
                small_blind=_amount(found[3]), big_blind=_amount(found[4]))


_CLOCK_KINDS = ("start clock|pause clock|resume clock|add time|remove time|next level|"
                "previous level|go to level")
_LINES = {"Buy-in": "buy-in", "Top-up": "top-up", "Cash-out": "cash-out", "Rake": "rake"}

#: The services' undo descriptions up to this revision, first match wins.
PATTERNS: list[tuple[str, Callable[[re.Match[str]], Data]]] = [
    (r"Undo: (?P<inner>.+)", lambda m: _msg("undo-undo", action_text=convert(m["inner"]))),
    (r"Opened (?P<n>\d+) table\(s\)", lambda m: _msg("undo-open-tables", count=int(m["n"]))),
    (r"Seat draw: (?P<n>\d+) players", lambda m: _msg("undo-seat-draw", players=int(m["n"]))),
    (r"Tables balanced", lambda m: _msg("undo-tables-balanced")),
    (r"Seat \d+ at table \S+ moves to table \S+ seat \d+"
     r"(?:; Seat \d+ at table \S+ moves to table \S+ seat \d+)*", _balance),
    (r"Payout table changed", lambda m: _msg("undo-payouts-changed")),
    (r"Prizes awarded", lambda m: _msg("undo-prizes-awarded")),
    (r"Tournament finished: (?P<who>.+) wins",
     lambda m: _msg("undo-tournament-finished", winner=m["who"])),
    (r"Entry: (?P<who>.+)", lambda m: _msg("undo-entry", player=m["who"])),
    (r"Re-entry: (?P<who>.+)", lambda m: _msg("undo-re-entry", player=m["who"])),
    (r"(?P<kind>Rebuy|Add-on): (?P<who>.+), (?P<n>\d+) chips",
     lambda m: _msg("undo-rebuy" if m["kind"] == "Rebuy" else "undo-add-on", player=m["who"],
                    chips=_amount(m["n"]))),
    (r"Bust: (?P<out>.+)", _bust),
    (r"Chip count: (?P<who>.+) (?P<n>\d+)",
     lambda m: _msg("undo-chip-count", player=m["who"], chips=_amount(m["n"]))),
    (r"Color-up of (?P<n>\d+) at (?P<table>.+)",
     lambda m: _msg("undo-color-up", chip_amount=_amount(m["n"]), table_text=_table(m["table"]))),
    (rf"Clock: (?P<kind>{_CLOCK_KINDS}) \(level (?P<level>\d+|break before level \d+)\)", _clock),
    (r"Top-up: (?P<who>.+) (?P<n>\d+) at (?P<table>.+)",
     lambda m: _msg("undo-top-up", player=m["who"], amount=_amount(m["n"]),
                    table_text=_table(m["table"]))),
    (r"(?P<kind>Buy-in|Top-up|Cash-out|Rake): the table (?P<n>\d+)",
     lambda m: _msg(f"undo-line-{_LINES[m['kind']]}-table", amount=_amount(m["n"]))),
    (r"(?P<kind>Buy-in|Top-up|Cash-out|Rake): (?P<who>.+) (?P<n>\d+)",
     lambda m: _msg(f"undo-line-{_LINES[m['kind']]}", player=m["who"], amount=_amount(m["n"]))),
    (r"Opened (?P<table>.+) \((?P<stakes>.+)\)",
     lambda m: _msg("undo-open-cash-table", table_text=_table(m["table"]),
                    stakes_text=_stakes(m["stakes"]))),
    (r"Closed (?P<table>.+)", lambda m: _msg("undo-close-cash-table",
                                             table_text=_table(m["table"]))),
    (r"(?P<no>A|No) straddle in the next hand at (?P<table>.+)",
     lambda m: _msg("undo-straddle-on" if m["no"] == "A" else "undo-straddle-off",
                    table_text=_table(m["table"]))),
    (r"(?P<who>.+) (?P<how>chose|drew) seat (?P<seat>\d+) at (?P<table>.+) with (?P<n>\d+)",
     lambda m: _msg("undo-sit-chosen" if m["how"] == "chose" else "undo-sit-drawn",
                    player=m["who"], seat=int(m["seat"]), table_text=_table(m["table"]),
                    amount=_amount(m["n"]))),
    (r"(?P<who>.+) left seat (?P<seat>\d+) at (?P<table>.+), cashing out (?P<n>\d+)",
     lambda m: _msg("undo-leave", player=m["who"], seat=int(m["seat"]),
                    table_text=_table(m["table"]), amount=_amount(m["n"]))),
    (r"(?P<who>.+) moved from (?P<table>.+) seat (?P<seat>\d+) to (?P<to>.+) seat (?P<to_seat>\d+)",
     lambda m: _msg("undo-seat-change", player=m["who"], table_text=_table(m["table"]),
                    seat=int(m["seat"]), to_table_text=_table(m["to"]),
                    to_seat=int(m["to_seat"]))),
    (r"(?P<who>.+) (?P<how>seated at|moved to) (?P<table>.+) seat (?P<seat>\d+)",
     lambda m: _msg("undo-seated" if m["how"] == "seated at" else "undo-moved",
                    player=m["who"], table_text=_table(m["table"]), seat=int(m["seat"]))),
    (r"(?P<who>.+) is away \(seat (?P<seat>\d+), (?P<table>.+)\)",
     lambda m: _msg("undo-away", player=m["who"], seat=int(m["seat"]),
                    table_text=_table(m["table"]))),
    (r"(?P<who>.+) is back, posting \(seat (?P<seat>\d+), (?P<table>.+)\)",
     lambda m: _msg("undo-back-posting", player=m["who"], seat=int(m["seat"]),
                    table_text=_table(m["table"]))),
    (r"(?P<who>.+) is back, waiting for the big blind \(seat (?P<seat>\d+), (?P<table>.+)\)",
     lambda m: _msg("undo-back-waiting", player=m["who"], seat=int(m["seat"]),
                    table_text=_table(m["table"]))),
    (r"(?P<who>.+) on the waiting list for (?P<stakes>.+)",
     lambda m: _msg("undo-waiting-list", player=m["who"], stakes_text=_stakes(m["stakes"]))),
    (r"(?P<who>.+) asks for a seat change",
     lambda m: _msg("undo-seat-change-request", player=m["who"])),
    (r"(?P<who>.+) off the waiting list", lambda m: _msg("undo-waiting-list-off",
                                                         player=m["who"])),
    (r"(?P<who>.+) withdrew the seat-change request",
     lambda m: _msg("undo-seat-change-withdrawn", player=m["who"])),
    # the blinds of a hand dealt by the seating page: "Table 1: Button at seat 3; ..."
    (r"(?P<table>.+?): (?P<how>Button at seat \d+.*)",
     lambda m: _msg("undo-next-hand", table_text=_table(m["table"]),
                    explanation_text=_blinds(m["how"]))),
]
_COMPILED = [(re.compile(pattern + r"\Z", re.DOTALL), build) for pattern, build in PATTERNS]


def convert(description: str) -> Data:
    """The message data of an old undo description; a text no pattern knows as text."""
    for pattern, build in _COMPILED:
        found = pattern.match(description)
        if found is not None:
            return build(found)
    return _text(description)


def is_data(description: str) -> bool:
    """Whether a stored description is already message data (a second run, a new row)."""
    if not description.startswith("{"):
        return False
    try:
        data = json.loads(description)
    except ValueError:
        return False
    return isinstance(data, dict) and isinstance(data.get("id"), str)


def upgrade() -> None:
    conn = op.get_bind()
    actions = sa.table("director_action", sa.column("id", sa.Integer),
                       sa.column("description", sa.String))
    for ident, description in conn.execute(sa.select(actions.c.id, actions.c.description)).all():
        if is_data(description or ""):
            continue
        stored = json.dumps(convert(description or ""), sort_keys=True, ensure_ascii=False)
        conn.execute(actions.update().where(actions.c.id == ident).values(description=stored))
    hands = sa.table("hand", sa.column("state", sa.String), sa.column("state_seq", sa.Integer))
    conn.execute(hands.update().where(hands.c.state.is_not(None))
                 .values(state=None, state_seq=None))


def downgrade() -> None:
    """Back to English sentences (what the older program shows)."""
    conn = op.get_bind()
    actions = sa.table("director_action", sa.column("id", sa.Integer),
                       sa.column("description", sa.String))
    for ident, description in conn.execute(sa.select(actions.c.id, actions.c.description)).all():
        if is_data(description or ""):
            english = str(from_data(json.loads(description)))
            conn.execute(actions.update().where(actions.c.id == ident)
                         .values(description=english))
