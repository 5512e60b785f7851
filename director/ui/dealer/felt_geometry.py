"""Where things sit on a drawn poker table (LOOK.md "The table as people see it"):
the oval, the seats round it clockwise from the dealer's left, the bet in front of
each seat, the button beside it, the board and the pots in the middle.

Pure arithmetic on plain numbers, no Qt: the seating window (``table_view``) and
the dealer panel's felt (``dealer.felt``) place their drawings from here, and the
sizes scale with the room a window is given (a laptop, 1024x600, a tablet).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, width, height
TAG_ROOM = 1.6
"""Units above a seat's box for the word on its edge (TO ACT, ALL-IN): the seats'
ring leaves it free at the top of the area, so the top seat's word is not cut."""


def seat_angle(number: int, max_seats: int) -> float:
    """Radians round the oval for seat ``number`` (1-based): seat 1 at the dealer's
    left, clockwise; the dealer sits at the bottom in the gap after the last seat."""
    return math.radians(90 + number * 360 / (max_seats + 1))


def on_oval(angle: float, half_width: float, half_height: float,
            centre: Point = (0.0, 0.0)) -> Point:
    return (centre[0] + math.cos(angle) * half_width, centre[1] + math.sin(angle) * half_height)


@dataclass(frozen=True)
class FeltLayout:
    """A table drawn in a ``width`` x ``height`` area with ``max_seats`` seats."""

    width: float
    height: float
    max_seats: int

    @cached_property
    def unit(self) -> float:
        """The size everything scales by: a seat box is about 9 units wide."""
        return max(10.0, min(self.width / 60, self.height / 36))

    @cached_property
    def seat_size(self) -> tuple[float, float]:
        return self.unit * 10.5, self.unit * 5.6

    @property
    def centre(self) -> Point:
        return self.width / 2, self.height / 2

    @cached_property
    def oval(self) -> Rect:
        """The felt: inside the seats' ring, with room for them round it."""
        sw, sh = self.seat_size
        half_w = max(self.width / 2 - sw * 0.75, self.unit * 8)
        half_h = max(self.height / 2 - sh * 0.8, self.unit * 5)
        cx, cy = self.centre
        return cx - half_w, cy - half_h, 2 * half_w, 2 * half_h

    def seat_centre(self, number: int) -> Point:
        """On a ring inside the area, its top lowered by the tag's room (``TAG_ROOM``)."""
        sw, sh = self.seat_size
        room = self.unit * TAG_ROOM / 2
        half_w, half_h = self.width / 2 - sw / 2 - 2, self.height / 2 - sh / 2 - 2 - room
        cx, cy = self.centre
        return on_oval(seat_angle(number, self.max_seats), half_w, half_h, (cx, cy + room))

    def seat_rect(self, number: int) -> Rect:
        sw, sh = self.seat_size
        x, y = self.seat_centre(number)
        return x - sw / 2, y - sh / 2, sw, sh

    def toward_centre(self, number: int, share: float) -> Point:
        """A point ``share`` of the way from the seat to the middle of the table."""
        (x, y), (cx, cy) = self.seat_centre(number), self.centre
        return x + (cx - x) * share, y + (cy - y) * share

    def bet_point(self, number: int) -> Point:
        """The chips a seat has put in this round, in front of it on the felt."""
        return self.toward_centre(number, 0.42)

    def button_point(self, number: int) -> Point:
        """The dealer button: beside the bet, turned a little clockwise."""
        angle = seat_angle(number, self.max_seats) + math.radians(9)
        _, _, w, h = self.oval
        return on_oval(angle, w / 2 * 0.78, h / 2 * 0.72, self.centre)

    @cached_property
    def card_size(self) -> tuple[float, float]:
        """A card on the felt: readable at arm's length, about 2.6 by 3.6 units."""
        return self.unit * 2.8, self.unit * 3.9

    def board_rect(self, cards: int) -> Rect:
        """The community cards, centred a little above the middle."""
        cw, ch = self.card_size
        gap = self.unit * 0.4
        total = max(cards, 1) * cw + (max(cards, 1) - 1) * gap
        cx, cy = self.centre
        return cx - total / 2, cy - ch * 0.85, total, ch

    @property
    def pot_rect(self) -> Rect:
        """The pots' lines under the board."""
        _, ch = self.card_size
        cx, cy = self.centre
        _, _, w, _ = self.oval
        width = w * 0.62
        return cx - width / 2, cy + ch * 0.3, width, self.unit * 5

    def hole_card_rects(self, number: int, cards: int) -> list[Rect]:
        """A seat's cards, small and overlapping, in the top half of its box (the
        name and stack below them)."""
        if cards == 0:
            return []
        x0, y0, sw, _ = self.seat_rect(number)
        ch = self.unit * 2.5
        cw = ch * 0.72
        step = min(cw * 1.08, (sw - self.unit) / cards)
        total = step * (cards - 1) + cw
        left = x0 + (sw - total) / 2
        return [(left + i * step, y0 + self.unit * 0.3, cw, ch) for i in range(cards)]

    def name_rect(self, number: int) -> Rect:
        x0, y0, sw, _ = self.seat_rect(number)
        return x0 + self.unit * 0.4, y0 + self.unit * 2.9, sw - self.unit * 0.8, self.unit * 1.4

    def stack_rect(self, number: int) -> Rect:
        x0, y0, sw, _ = self.seat_rect(number)
        return x0 + self.unit * 0.4, y0 + self.unit * 4.2, sw - self.unit * 0.8, self.unit * 1.3
