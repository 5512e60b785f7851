"""What a drawn poker table is made of (LOOK.md "The table as people see it"):
the seats' styles (``FULL``, ``FLAT``, ``COMPACT``: a box's cards and lines in
units), one seat's rectangles (``SeatPlan``: its box, the tag on its top edge, its
cards, name, stack and odds lines, the chips in front of it and the button beside
them), everything's place at one unit (``Plan``), the arithmetic of rectangles and
of the rail, and how a plan reads (``readable``, ``names_whole``, ``preference``).

Pure arithmetic on plain numbers, no Qt. ``table_layout`` finds the plan that fits
an area (``FeltLayout``). A seat's name line is at least as high as its type's line
(the font's ascent and descent, ``TYPE_LINE``), so the accent of a capital (É, Ő,
Á) is never cut off.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from typing import Protocol

from director.engine.frozen import frozen_record

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, width, height

LEGIBLE_UNIT = 9.5  # full seats from here: a name of 12 px, a card's rank of 10 px
SMALLEST_UNIT = 5.0
LARGEST_UNIT = 30.0
EDGE = 2.0  # pixels kept free along the area's edges
GAP = 0.25  # units between any two things drawn


@frozen_record
class SeatStyle:
    """A seat's box in units: its least width, the cards in it, its lines of text."""

    name: str
    width: float
    pad: float
    card_w: float
    card_h: float
    card_gap: float
    lines: int  # 2: name over stack; 1: "name · stack"
    line_h: float
    tag_h: float  # the tag's height (it stands half above the box's top edge)
    odds_h: float  # the odds line added at the box's foot while they show
    chips_w: float  # the room kept for a bet in front of the seat
    chips_h: float
    font: float  # the seat's type, against the full seat's
    text_w: float = 0.0  # a flat seat: the name and stack beside the cards, this wide


# cards in a row over the name and the stack
FULL = SeatStyle("full", 10.5, 0.3, 1.7, 2.6, 0.15, 2, 1.35, 1.35, 2.5, 7.5, 1.9, 1.0)
# the cards at the left, the name over the stack beside them: low boxes for a
# wide and short table (up to four cards a seat)
FLAT = SeatStyle("flat", 0.0, 0.25, 1.5, 2.35, 0.12, 2, 1.2, 1.25, 1.5, 6.6, 1.7, 0.92,
                 text_w=7.3)
# cards over one line "name stack" (stud's seven cards on a small table), at least as
# wide as "10 · Ferenc 12,500" in the line's type (10.5 ems of Inter bold); while
# odds show they have a line of their own under it, so a seat with chips keeps its
# stack (issue 30)
COMPACT = SeatStyle("compact", 11.5, 0.2, 1.55, 2.4, 0.1, 1, 1.4, 1.25, 1.5, 6.4, 1.6, 0.92)
# the names' type in units of the seat's type: over the stack (two lines) and on
# a compact seat's one line beside it (the felt's "name" and "line" fonts)
NAME_TYPE, LINE_TYPE = 1.25, 1.15
# a line of type in ems: Inter's ascent and descent (0.969 + 0.241); Qt cuts a text at
# the top of a lower line, where accented capitals reach (0.95 em, the cap 0.73 em)
TYPE_LINE, SMALLEST_TYPE = 1.21, 8  # and the least pixels the felt writes in
# the room, in the names' type size, of "10 · Ferenc" and of a stack (" 12,500")
NAME_EMS, STACK_EMS = 5.6, 3.6
WIDEST_NAME = 6.0  # units a seat's box may widen for the name where the table has room
#: a long name's room in ems of the names' type: "10 · Bartholomew Smith" in Inter bold
#: (a widest seat gives 13); where the seats are narrower the felt may write a little
#: smaller (each of these shares of its largest size) for it
LONG_NAME_EMS, SMALLER_TYPE = 11.5, (0.97, 0.94, 0.91, 0.88, 0.85)
#: how a seat's box widens: about its centre, its bet in front of it again or where
#: it was; else away from the middle, the bet where it was; else (a seat at the
#: table's edge with its bet beside it, toward the middle) toward the middle, its
#: bet moved to the box's inner corner above or below, else over or under the box
WIDENINGS = ("centred", "centred, bet kept", "outward, bet kept", "inward, bet corner over",
             "inward, bet corner under", "inward, bet over", "inward, bet under")
READABLE_UNIT, READABLE_CARD = 7.5, (11.5, 18.0)  # the least a name, a card at arm's length
BOARD_CARDS = 5
POT_LINES = 3  # lines of pots in a column; more pots: more columns


def top_inset(style: SeatStyle) -> float:
    """Units from a box's top edge to its cards: the tag's lower part, a gap."""
    return style.tag_h * 0.4 + 0.15


def seat_angle(number: int, max_seats: int) -> float:
    """Radians round the oval for seat ``number`` (1-based), evenly by angle: seat 1
    at the dealer's left, clockwise; the dealer sits at the bottom in the gap after
    the last seat. (The felt spaces its seats by the rail's length: ``FeltLayout``.)"""
    return math.radians(90 + number * 360 / (max_seats + 1))


def on_oval(angle: float, half_width: float, half_height: float,
            centre: Point = (0.0, 0.0)) -> Point:
    return (centre[0] + math.cos(angle) * half_width, centre[1] + math.sin(angle) * half_height)


def overlaps(a: Rect, b: Rect) -> bool:
    """Two rectangles share some area (touching edges do not)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] \
        and b[1] < a[1] + a[3]


def overlaps_any(r: Rect, others: Iterable[Rect]) -> bool:
    """``overlaps(r, other)`` for one of ``others``, in one loop: the felt's layout
    asks it some hundred thousand times in finding a table's plan (issue 33)."""
    x, y, w, h = r
    right, bottom = x + w, y + h
    for ox, oy, ow, oh in others:
        if x < ox + ow and ox < right and y < oy + oh and oy < bottom:
            return True
    return False


def inside(inner: Rect, outer: Rect) -> bool:
    return inner[0] >= outer[0] and inner[1] >= outer[1] and \
        inner[0] + inner[2] <= outer[0] + outer[2] and inner[1] + inner[3] <= outer[1] + outer[3]


def grown(r: Rect, by: float) -> Rect:
    return r[0] - by, r[1] - by, r[2] + 2 * by, r[3] + 2 * by


def clearing(direction: Point, half_w: float, half_h: float) -> float:
    """How far to go along ``direction`` (a unit vector) until a rectangle is clear
    of one of the same centre: ``half_w`` and ``half_h`` are their half sizes added."""
    dx, dy = abs(direction[0]), abs(direction[1])
    return min(half_w / dx if dx > 1e-6 else math.inf, half_h / dy if dy > 1e-6 else math.inf)


@cache
def rail_angles(max_seats: int, shape: float) -> tuple[float, ...]:
    """The seats' angles spaced evenly along the rail (by length, as chairs round a
    real table), from the dealer's place at the bottom, clockwise, on an oval
    ``shape`` times as high as it is wide (the spacing depends on nothing else)."""
    steps = 360
    step = 2 * math.pi / steps
    angles = [math.pi / 2 + step * i for i in range(steps + 1)]
    lengths = [0.0]
    for a in angles[:-1]:  # the rail's length over each step, at the step's middle
        middle = a + step / 2
        lengths.append(lengths[-1] + math.hypot(math.sin(middle), shape * math.cos(middle))
                       * step)
    total, found, i = lengths[-1], [], 0
    for seat in range(1, max_seats + 1):
        want = total * seat / (max_seats + 1)
        while lengths[i + 1] < want:
            i += 1
        share = (want - lengths[i]) / max(lengths[i + 1] - lengths[i], 1e-9)
        found.append(angles[i] + share * (angles[i + 1] - angles[i]))
    return tuple(found)


@frozen_record
class SeatPlan:
    """One seat's rectangles: its box, the tag's band above it, its cards, name,
    stack and odds lines in the box, the chips and the button in front of it."""

    box: Rect
    tag: Rect
    cards: tuple[Rect, ...]
    name: Rect
    stack: Rect  # the same as ``name`` on a compact seat (one line)
    odds: Rect  # empty while no odds show
    chips: Rect
    button: Rect

    @property
    def reach(self) -> Rect:
        """The box with its tag: what no other seat may touch."""
        x, y, w, h = self.box
        top = min(y, self.tag[1])
        return x, top, w, y + h - top

    def with_button(self, button: Rect) -> SeatPlan:
        """This seat with its button at ``button`` (``dataclasses.replace`` without
        its checks: the layout's search asks it tens of thousands of times)."""
        return SeatPlan(self.box, self.tag, self.cards, self.name, self.stack, self.odds,
                        self.chips, button)


@frozen_record
class Plan:
    """Everything's place at one unit: the seats, the felt's oval, the board's
    five cards and the pots' lines (under the board, or beside it)."""

    unit: float
    style: SeatStyle
    seats: tuple[SeatPlan, ...]
    oval: Rect
    board: Rect
    pots: Rect

    @property
    def middle(self) -> Rect:
        return united(self.board, self.pots)

    def with_seats(self, seats: tuple[SeatPlan, ...]) -> Plan:
        """This plan with ``seats`` (as ``SeatPlan.with_button``)."""
        return Plan(self.unit, self.style, seats, self.oval, self.board, self.pots)


def united(a: Rect, b: Rect) -> Rect:
    x, y = min(a[0], b[0]), min(a[1], b[1])
    return x, y, max(a[0] + a[2], b[0] + b[2]) - x, max(a[1] + a[3], b[1] + b[3]) - y


class Sized(Protocol):
    """A plan, or a layout: its unit and its seats' style."""

    @property
    def unit(self) -> float: ...

    @property
    def style(self) -> SeatStyle: ...


def name_size(plan: Sized) -> float:
    """The pixels of the type a plan writes the names in (a compact seat's one line
    is a little smaller than a name over its stack)."""
    return plan.unit * plan.style.font * (NAME_TYPE if plan.style.lines == 2 else LINE_TYPE)


def type_pixels(size: float) -> int:
    """The whole pixels the felt writes a type of ``size`` in."""
    return max(SMALLEST_TYPE, round(size))


def name_line(unit: float, style: SeatStyle) -> float:
    """The pixels of a seat's name line: its style's, or the line of the names' type
    where that is higher (``TYPE_LINE``), so an accented capital is written whole."""
    size = unit * style.font * (NAME_TYPE if style.lines == 2 else LINE_TYPE)
    return max(style.line_h * unit, TYPE_LINE * type_pixels(size))


def readable(plan: Plan) -> bool:
    """The seats' type and cards read at arm's length."""
    return plan.unit >= READABLE_UNIT and all(
        c[2] >= READABLE_CARD[0] and c[3] >= READABLE_CARD[1] for c in plan.seats[0].cards)


def names_whole(plan: Plan) -> bool:
    """A seat number and a name of six letters ("10 · Ferenc") are written whole,
    beside the stack where they share its line (issue 29: "2 · Be… 12,500")."""
    room = plan.seats[0].name[2] / name_size(plan) - (STACK_EMS if plan.style.lines == 1 else 0)
    return room >= NAME_EMS


def name_room(plan: Plan) -> float:
    """The ems of the names' type that the narrowest seat has for its number and name
    (beside the stack where they share a line)."""
    room = min(seat.name[2] for seat in plan.seats) / name_size(plan)
    return room - (STACK_EMS if plan.style.lines == 1 else 0)


def preference(plan: Plan) -> tuple[bool, bool, float]:
    """Among plans that fit: readable first, then those that write names whole,
    then the largest names."""
    return readable(plan), names_whole(plan), name_size(plan)
