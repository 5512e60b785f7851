"""Where things sit on a drawn poker table (LOOK.md "The table as people see it"):
the oval, the seats round it clockwise from the dealer's left, the tag on each
seat's top edge, the chips in front of it, the button beside them, the board and
the pots in the middle (issue 29: nothing of one overlaps another, nothing
leaves the area).

Pure arithmetic on plain numbers, no Qt (the seats' styles and rectangles are
``seat_boxes``): the dealer panel's felt (``felt.painting``) and its all-in odds
(``felt.odds``) place their drawings from here. Everything scales with ``unit``:
the largest size at which every seat's box (with its tag above it and, while an
all-in's odds show, the odds line in it), the chips and the button in front of it
and the middle fit the area without touching. Where the full seats cannot be drawn
at a legible size (``LEGIBLE_UNIT``) smaller seats take over: low ones with the
cards beside the name and stack (``FLAT``), or the name and stack on one line under
the cards (``COMPACT``, for stud's seven cards), whichever is readable and writes a
name whole ("10 · Ferenc", beside the stack on a compact seat) in the largest
type; on a wide and short table the pots go beside the board instead of under it.
Where the table has room to the sides the seats widen for the names, and where a
long name is still cut short the felt writes a little smaller if that gives it room
(a table of 7, whose size fits tighter than 6 or 8 seats).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from director.ui.dealer.felt.seat_boxes import (
    BOARD_CARDS,
    COMPACT,
    EDGE,
    FLAT,
    FULL,
    GAP,
    LARGEST_UNIT,
    LEGIBLE_UNIT,
    LONG_NAME_EMS,
    POT_LINES,
    SMALLER_TYPE,
    SMALLEST_UNIT,
    WIDENINGS,
    WIDEST_NAME,
    Plan,
    Point,
    Rect,
    SeatPlan,
    SeatStyle,
    clearing,
    grown,
    inside,
    name_line,
    name_room,
    on_oval,
    overlaps,
    overlaps_any,
    preference,
    rail_angles,
    readable,
    top_inset,
)


@dataclass(frozen=True)
class FeltLayout:
    """A table drawn in a ``width`` x ``height`` area with ``max_seats`` seats, each
    holding up to ``hole_cards`` cards; ``odds``: each seat's box has a line for
    its all-in odds."""

    width: float
    height: float
    max_seats: int
    hole_cards: int = 2
    odds: bool = False

    # ------------------------------------------------------------- the fit

    @cached_property
    def _fit(self) -> Plan:
        """The plan of a table of this size, seats and cards (``_fitted``), worked
        out once for every layout of the same (a felt resized back, a panel opened
        again on the same table, each of the geometry tests)."""
        return _fitted(self)

    def _fitting(self) -> Plan:
        """The largest unit at which everything fits, with the full seats where
        they are legible there, else the smaller seats whose names come out the
        largest, preferring those that write a name whole."""
        full = self._largest(FULL)
        if full is not None and full.unit >= LEGIBLE_UNIT:
            return self._roomy(full)
        smaller = (FLAT, COMPACT) if max(self.hole_cards, 2) <= 4 else (COMPACT,)
        found = [plan for plan in (full, *map(self._largest, smaller)) if plan is not None]
        if found:
            return self._roomy(max(found, key=preference))
        # a sliver of a window: as small as it goes
        return self._with_buttons(self._plan(SMALLEST_UNIT, smaller[-1], False))

    def _roomy(self, plan: Plan) -> Plan:
        """``plan`` widened for the names (``_widened``); where a long name
        (``LONG_NAME_EMS``) is still cut short, the same seats in a type a little
        smaller (``SMALLER_TYPE``) if that gives the names at least half an em more.
        A table of 7 fits a larger size than 6 or 8 seats do (in a 1024x568 window a
        unit of 9.7 pixels, against 9.2 and 9.1), everything just fitting: no box
        could widen, and the narrowest seat had 8.4 ems ("Kovács Krisz…") where 6
        seats had 13; at a unit of 8.8 every seat has 13. At 1024x600 its flat seats
        wrote "2 · Christopher Jo…" (the narrowest 10.3 ems) where 6 seats wrote it
        whole; at a unit of 9.0 (was 10.2), as 6 seats' 8.9, they have 11.6."""
        best = self._widened(plan)
        if name_room(best) >= LONG_NAME_EMS:
            return best
        smallest = plan.unit * SMALLER_TYPE[-1]
        tries = [self._at(plan.unit * share, plan.style) for share in SMALLER_TYPE]
        if plan.style is not FULL:  # the full seats, where they fit at such a size
            full = self._largest(FULL)
            tries.append(full if full is not None and full.unit >= smallest else None)
        for placed in sorted((t for t in tries if t is not None), key=lambda t: -t.unit):
            if readable(plan) and not readable(placed):
                continue
            wider = self._widened(placed)
            if name_room(wider) >= name_room(best) + 0.5:
                best = wider
            if name_room(best) >= LONG_NAME_EMS:
                break
        return best

    def _at(self, unit: float, style: SeatStyle) -> Plan | None:
        """Everything placed at ``unit`` in ``style``, the pots under the board or
        beside it; None where neither fits."""
        return self._placed(unit, style, False) or self._placed(unit, style, True)

    def _widened(self, plan: Plan) -> Plan:
        """``plan`` with its seats' boxes wider for the names where the table leaves
        room, at the same size of type and cards: where a wide and short table's
        height sets the size, a long name ("Csaba Szabó" beside "Csaba Tóth") was cut
        short though the width had room. The seats widen in turns, the narrowest
        first, a unit at a time, then a quarter, each while it fits (``WIDENINGS``:
        about its centre, away from the middle, or toward it with the bet at the box's
        corner or over or under it: a seat at the table's edge, its bet beside it, at a
        table of 7), up to ``WIDEST_NAME`` units; a seat that could not widen tries
        again once another has (the seat at the top of a table of 7 was held by its
        neighbours' first widening, which their later one left free)."""
        wider = [0.0] * len(plan.seats)
        best = plan
        # then once more with the buttons allowed under a box or over its tag: a seat
        # at the table's left or right end, its button between its box and the
        # middle, widens on (a seat is never narrower for it)
        for far in (False, True):
            for step in (plan.unit, plan.unit / 4):  # then the last few pixels
                grew = True
                while grew:
                    grew = False
                    for n in sorted(range(len(plan.seats)), key=wider.__getitem__):
                        more = wider[n] + step
                        if more > plan.unit * WIDEST_NAME:
                            continue
                        for how in WIDENINGS:
                            found = self._with_seat(best, n,
                                                    self._wider_seat(plan, n, more, how), far)
                            if found is not None:
                                wider[n], best, grew = more, found, True
                                break
        return best

    def _clear(self, plan: Plan, seats: list[SeatPlan], n: int, seat: SeatPlan) -> bool:
        """Seat ``n``'s box and bet in their new place inside the area and clear of
        each other, of the middle and of the other ``seats`` (not of the buttons)."""
        gap = GAP * plan.unit / 2
        area = (EDGE - 0.5, EDGE - 0.5, self.width - 2 * EDGE + 1, self.height - 2 * EDGE + 1)
        mine = [grown(seat.reach, gap), grown(seat.chips, gap)]
        if not (inside(seat.reach, area) and inside(seat.chips, area)) or overlaps(*mine):
            return False
        others = [grown(plan.middle, gap)]
        for other in seats[:n] + seats[n + 1:]:
            others += [grown(other.reach, gap), grown(other.chips, gap)]
        return not any(overlaps_any(a, others) for a in mine)

    def _wider_seat(self, plan: Plan, n: int, more: float, how: str) -> SeatPlan:
        """Seat ``n`` (0-based) of ``plan`` wider by ``more`` pixels as ``how`` (one of
        ``WIDENINGS``) says, kept off the area's edge."""
        centre = (self.width / 2, self.height / 2)
        seat = plan.seats[n]
        x, y, w, h = seat.box
        on_left = x + w / 2 < centre[0]
        left = x - more / 2
        if how.startswith("outward"):
            left = x - more if on_left else x
        elif how.startswith("inward"):
            left = x if on_left else x - more
        left = min(max(left, min(x, EDGE)), max(x, self.width - EDGE - w - more))
        placed = self._seat(plan.unit, plan.style, (left, y, w + more, h), centre)
        if how.endswith("kept"):
            return replace(placed, chips=seat.chips)
        if how.startswith("inward"):
            return replace(placed, chips=self._over_or_under(
                placed, plan.unit, plan.style, on_left, how.split("bet ")[1]))
        return placed

    def _with_seat(self, plan: Plan, n: int, seat: SeatPlan, far: bool) -> Plan | None:
        """``plan`` with seat ``n`` (0-based) in its new place, the buttons placed
        again (``far``: under a box or over its tag too), or None where that does not
        fit: the seat's box and bet are checked against everything else (the rest of
        ``plan`` fits), then the buttons."""
        if not self._clear(plan, list(plan.seats), n, seat):
            return None
        found = self._with_buttons(plan.with_seats((*plan.seats[:n], seat,
                                                     *plan.seats[n + 1:])), far)
        return found if self._fits(found, True) else None

    def _largest(self, style: SeatStyle) -> Plan | None:
        """The plan at the largest unit that fits (to about 1%), the pots under the
        board or beside it, whichever allows the larger."""
        found: Plan | None = None
        for beside in (False, True):
            high = min(LARGEST_UNIT, self.width / 30, self.height / 12)
            unit, fitting = high, self._placed(high, style, beside)
            while fitting is None and unit >= SMALLEST_UNIT:
                high, unit = unit, unit * 0.93
                fitting = self._placed(unit, style, beside)
            if fitting is None:
                continue
            for _ in range(3):  # between the last that failed and the first that fits
                middle = (unit + high) / 2
                plan = self._placed(middle, style, beside)
                if plan is not None:
                    unit, fitting = middle, plan
                else:
                    high = middle
            if found is None or fitting.unit > found.unit:
                found = fitting
        return found

    def _cards_row(self, style: SeatStyle) -> float:
        cards = max(self.hole_cards, 2)
        return cards * style.card_w + (cards - 1) * style.card_gap

    def _box_size(self, unit: float, style: SeatStyle) -> tuple[float, float]:
        row = self._cards_row(style)
        lines = name_line(unit, style) / unit + (style.lines - 1) * style.line_h
        if style.text_w:
            width = style.pad + row + 0.3 + style.text_w + style.pad
            height = top_inset(style) + max(style.card_h, lines) + style.pad
        else:
            width = max(style.width, row + 2 * style.pad)
            height = top_inset(style) + style.pad + style.card_h + 0.2 + lines
        if self.odds:  # a line for the odds at the foot, under the name and stack
            height += style.odds_h
        return width * unit, height * unit

    def _plan(self, unit: float, style: SeatStyle, beside: bool) -> Plan:
        bw, bh = self._box_size(unit, style)
        above = style.tag_h * unit * 0.6  # the tag's part above the box
        half_w = self.width / 2 - bw / 2 - EDGE
        half_h = self.height / 2 - (bh + above) / 2 - EDGE
        cx, cy = self.width / 2, self.height / 2
        oval = (cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)
        seats = []
        shape = round(max(half_h, 1.0) / max(half_w, 1.0), 2)  # height / width
        for angle in rail_angles(self.max_seats, shape):
            # the reach (box and tag) centred on the rail
            rx, ry = on_oval(angle, half_w, half_h, (cx, cy))
            box = (rx - bw / 2, ry - (bh + above) / 2 + above, bw, bh)
            seats.append(self._seat(unit, style, box, (cx, cy)))
        board, pots = self._middle(unit, style, beside)
        return Plan(unit, style, tuple(seats), oval, board, pots)

    def _with_buttons(self, plan: Plan, far: bool = False) -> Plan:
        """Each seat's button clear of every box and chips (its own too) and the middle
        (``far``: under its box or over its tag where nothing nearer is free)."""
        gap = GAP * plan.unit * 1.5
        taken = [grown(t, gap) for seat in plan.seats for t in (seat.reach, seat.chips)]
        taken.append(grown(plan.middle, gap))
        return plan.with_seats(tuple(
            seat.with_button(self._button(seat.reach, seat.chips, plan.unit, taken, far))
            for seat in plan.seats))

    def _placed(self, unit: float, style: SeatStyle, beside: bool) -> Plan | None:
        """Everything placed at ``unit``, or None where it does not fit."""
        plan = self._plan(unit, style, beside)
        if not self._fits(plan, False):
            return None
        plan = self._with_buttons(plan)
        return plan if self._fits(plan, True) else None

    def _seat(self, unit: float, style: SeatStyle, box: Rect, centre: Point) -> SeatPlan:
        x, y, w, h = box
        pad = style.pad * unit
        tag_h = style.tag_h * unit
        tag = (x + unit * 0.6, y - tag_h * 0.6, w - unit * 1.2, tag_h)
        cards = max(self.hole_cards, 2)
        cw, ch, gap = style.card_w * unit, style.card_h * unit, style.card_gap * unit
        row = self._cards_row(style) * unit
        top = y + top_inset(style) * unit  # under the tag's lower part
        line_h, name_h = style.line_h * unit, name_line(unit, style)
        if style.text_w:  # the cards at the left, the lines beside them
            left = x + pad
            text_x = left + row + 0.3 * unit
            text_w = x + w - pad - text_x
            lines_top = top + max(0.0, (ch - name_h - line_h) / 2)
            name = (text_x, lines_top, text_w, name_h)
            stack = (text_x, lines_top + name_h, text_w, line_h)
            card_top = top + max(0.0, (name_h + line_h - ch) / 2)
            foot = top + max(ch, name_h + line_h)
        else:
            left = x + (w - row) / 2
            card_top = top
            line_top = card_top + ch + 0.2 * unit
            inset = pad / 2  # the lines are under the cards, clear of the round corners
            name = (x + inset, line_top, w - 2 * inset, name_h)
            stack = name if style.lines == 1 else \
                (x + inset, line_top + name_h, w - 2 * inset, line_h)
            foot = stack[1] + stack[3]
        card_rects = tuple((left + i * (cw + gap), card_top, cw, ch) for i in range(cards))
        odds = (x, y + h, 0.0, 0.0)
        if self.odds:
            odds = (x + pad, foot, w - 2 * pad, style.odds_h * unit)
        chips = self._in_front(box, centre, style.chips_w * unit, style.chips_h * unit, unit)
        return SeatPlan(box, tag, card_rects, name, stack, odds, chips, chips)

    @staticmethod
    def _in_front(box: Rect, centre: Point, w: float, h: float, unit: float) -> Rect:
        """A ``w`` x ``h`` rectangle just in front of ``box``, toward the middle."""
        x, y, bw, bh = box
        sx, sy = x + bw / 2, y + bh / 2
        dx, dy = centre[0] - sx, centre[1] - sy
        length = math.hypot(dx, dy) or 1.0
        dx, dy = dx / length, dy / length
        gap = GAP * unit * 1.5
        # how far along the ray the rectangle clears the box (and the tag above it)
        top_extra = unit * 0.9 if dy < 0 else 0.0
        t = clearing((dx, dy), bw / 2 + w / 2 + gap, bh / 2 + top_extra + h / 2 + gap)
        px, py = sx + dx * t, sy + dy * t
        return px - w / 2, py - h / 2, w, h

    @staticmethod
    def _over_or_under(seat: SeatPlan, unit: float, style: SeatStyle, on_left: bool,
                       where: str) -> Rect:
        """A seat's bet at its box's end toward the middle, where a seat at the table's
        edge has no room in front of it: beside the box at its top or bottom corner
        (``where`` "corner over", "corner under"), else over its box and tag or under
        it ("over", "under")."""
        x, y, w, h = seat.box
        cw, ch = style.chips_w * unit, style.chips_h * unit
        gap = GAP * unit * 1.5
        if where.startswith("corner"):
            left = x + w + gap if on_left else x - gap - cw
            return left, (y - ch if where.endswith("over") else y + h), cw, ch
        top = seat.reach[1] - gap - ch if where == "over" else y + h + gap
        return (x + w - cw if on_left else x), top, cw, ch

    @staticmethod
    def _button(reach: Rect, chips: Rect, unit: float, taken: list[Rect],
                far: bool = False) -> Rect:
        """The dealer button: beside the chips (clockwise, else the other side), else
        beside the box on the table's side, clear of everything ``taken`` (every
        seat's box and chips, grown by the gap, and the middle). Each seat has its
        place though one button is on the table at a time."""
        r = unit * 1.0
        gap = GAP * unit * 1.5
        mx, my = chips[0] + chips[2] / 2, chips[1] + chips[3] / 2
        bx, by = reach[0] + reach[2] / 2, reach[1] + reach[3] / 2
        length = math.hypot(mx - bx, my - by) or 1.0
        dx, dy = (mx - bx) / length, (my - by) / length
        toward = 1.0 if dx >= 0 else -1.0  # the side of the box facing the middle
        # clockwise on the screen (y grows downward): (dx, dy) -> (-dy, dx)
        spots: list[Point] = []
        for px, py in ((-dy, dx), (dy, -dx)):
            side = clearing((px, py), chips[2] / 2 + r + gap, chips[3] / 2 + r + gap)
            spots.append((mx + px * side, my + py * side))
        beside_x = bx + toward * (reach[2] / 2 + r + gap)
        spots += [(beside_x, by), (beside_x, reach[1] + reach[3] - r),
                  (beside_x, reach[1] + r)]
        if far:  # under the box or over its tag, at its end toward the middle (a seat
            # at the table's left or right end, widened toward the middle)
            inner_x = bx + toward * (reach[2] / 2 - r)
            spots += [(inner_x, reach[1] + reach[3] + gap + r), (inner_x, reach[1] - gap - r)]
        discs = [(x - r, y - r, 2 * r, 2 * r) for x, y in spots]
        return next((d for d in discs if not overlaps_any(d, taken)), discs[0])

    def _middle(self, unit: float, style: SeatStyle, beside: bool) -> tuple[Rect, Rect]:
        """The board's five cards and the pots' lines: under the board, or beside it
        (a wide and short table)."""
        cw, ch = self._board_card(unit, style)
        gap = unit * 0.35
        board_w = BOARD_CARDS * cw + (BOARD_CARDS - 1) * gap
        pots_h = POT_LINES * self._pot_line_h(unit)
        cx, cy = self.width / 2, self.height / 2
        if beside:
            pots_w = unit * 20
            total = board_w + gap * 2 + pots_w
            left, top = cx - total / 2, cy - max(ch, pots_h) / 2
            return ((left, cy - ch / 2, board_w, ch),
                    (left + board_w + 2 * gap, cy - pots_h / 2, pots_w, pots_h))
        width = max(board_w, unit * 22)
        height = ch + gap + pots_h
        top = cy - height / 2
        return ((cx - board_w / 2, top, board_w, ch),
                (cx - width / 2, top + ch + gap, width, pots_h))

    @staticmethod
    def _board_card(unit: float, style: SeatStyle) -> tuple[float, float]:
        return (2.6 * unit, 3.6 * unit) if style is FULL else (2.2 * unit, 3.05 * unit)

    @staticmethod
    def _pot_line_h(unit: float) -> float:
        return unit * 1.6

    def _fits(self, plan: Plan, buttons: bool) -> bool:
        """Nothing leaves the area, nothing touches another; the buttons (one is on
        the table at a time: they need not avoid each other) or everything else."""
        gap = GAP * plan.unit / 2
        area = (EDGE - 0.5, EDGE - 0.5, self.width - 2 * EDGE + 1, self.height - 2 * EDGE + 1)
        things = [plan.middle]
        for seat in plan.seats:
            things += [seat.reach, seat.chips]
        spaced = [grown(t, gap) for t in things]
        if buttons:
            discs = [seat.button for seat in plan.seats]
            return all(inside(b, area) for b in discs) and \
                not any(overlaps_any(grown(b, gap), spaced) for b in discs)
        if plan.oval[2] <= 0 or plan.oval[3] <= 0:
            return False
        return all(inside(t, area) for t in things) and \
            not any(overlaps_any(a, spaced[n + 1:]) for n, a in enumerate(spaced))

    # ------------------------------------------------------------- answers

    @property
    def unit(self) -> float:
        """The size everything scales by: a full seat's box is 10.5 units wide."""
        return self._fit.unit

    @property
    def style(self) -> SeatStyle:
        """The seats' style: ``FULL``, ``FLAT`` or ``COMPACT``."""
        return self._fit.style

    @property
    def compact(self) -> bool:
        """Smaller seats than the full ones (a small table)."""
        return self._fit.style is not FULL

    @property
    def seats(self) -> tuple[SeatPlan, ...]:
        return self._fit.seats

    def seat(self, number: int) -> SeatPlan:
        return self._fit.seats[number - 1]

    @property
    def centre(self) -> Point:
        return self.width / 2, self.height / 2

    @property
    def oval(self) -> Rect:
        """The felt: the rail runs through the seats."""
        return self._fit.oval

    @property
    def middle(self) -> Rect:
        """The board and the pots."""
        return self._fit.middle

    def seat_rect(self, number: int) -> Rect:
        return self.seat(number).box

    def bet_point(self, number: int) -> Point:
        x, y, w, h = self.seat(number).chips
        return x + w / 2, y + h / 2

    def button_point(self, number: int) -> Point:
        x, y, w, h = self.seat(number).button
        return x + w / 2, y + h / 2

    @property
    def card_size(self) -> tuple[float, float]:
        """A card of the board."""
        return self._board_card(self.unit, self._fit.style)

    def board_rect(self, cards: int) -> Rect:
        """The community cards, centred in the board's place."""
        cw, ch = self.card_size
        gap = self.unit * 0.35
        total = max(cards, 1) * cw + (max(cards, 1) - 1) * gap
        bx, by, bw, _ = self._fit.board
        return bx + (bw - total) / 2, by, total, ch

    @property
    def pot_rect(self) -> Rect:
        """The pots' lines: under the board, or beside it."""
        return self._fit.pots

    def pot_line_rects(self, lines: int) -> list[Rect]:
        """Where each pot's line goes: ``POT_LINES`` to a column, the columns side by
        side in the pots' place."""
        if lines <= 0:
            return []
        x, y, w, _ = self.pot_rect
        columns = math.ceil(lines / POT_LINES)
        line_h = self._pot_line_h(self.unit)
        col_w = w / columns
        return [(x + (n // POT_LINES) * col_w, y + (n % POT_LINES) * line_h, col_w, line_h)
                for n in range(lines)]

    def hole_card_rects(self, number: int, cards: int) -> list[Rect]:
        """A seat's first ``cards`` cards, side by side at the top of its box."""
        found = self.seat(number).cards
        if cards <= len(found):
            return list(found[:cards])
        return list(FeltLayout(self.width, self.height, self.max_seats, cards,
                               self.odds).seat(number).cards)

    def name_rect(self, number: int) -> Rect:
        return self.seat(number).name

    def stack_rect(self, number: int) -> Rect:
        return self.seat(number).stack

    def odds_rect(self, number: int) -> Rect:
        return self.seat(number).odds

    def tag_rect(self, number: int) -> Rect:
        return self.seat(number).tag


@lru_cache(maxsize=512)
def _fitted(layout: FeltLayout) -> Plan:
    return layout._fitting()
