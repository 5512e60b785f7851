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
Where the table has room to the sides the seats widen for the names.
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
    POT_LINES,
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
    on_oval,
    overlaps,
    overlaps_any,
    preference,
    rail_angles,
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
        """The plan (``_find_fit``), found once for each area, seats, cards and odds:
        the felts of a night (a panel per table, its window resized and back) and
        the tests' checks ask for the same ones again (issue 33)."""
        return _fit_of(self)

    def _find_fit(self) -> Plan:
        """The largest unit at which everything fits, with the full seats where
        they are legible there, else the smaller seats whose names come out the
        largest, preferring those that write a name whole."""
        full = self._largest(FULL)
        if full is not None and full.unit >= LEGIBLE_UNIT:
            return self._widened(full)
        smaller = (FLAT, COMPACT) if max(self.hole_cards, 2) <= 4 else (COMPACT,)
        found = [plan for plan in (full, *map(self._largest, smaller)) if plan is not None]
        if found:
            return self._widened(max(found, key=preference))
        # a sliver of a window: as small as it goes
        return self._with_buttons(self._plan(SMALLEST_UNIT, smaller[-1], False))

    def _widened(self, plan: Plan) -> Plan:
        """``plan`` with its seats' boxes wider for the names where the table leaves
        room, at the same size of type and cards: where a wide and short table's
        height sets the size, a long name ("Csaba Szabó" beside "Csaba Tóth") was cut
        short though the width had room. The seats widen in turns, a unit at a time,
        then a quarter, each while it fits (``WIDENINGS``: about its
        centre, away from the middle, or toward it with the bet at the box's corner or
        over or under it: a seat at the table's edge, its bet beside it, at a table of
        7), up to
        ``WIDEST_NAME`` units.

        Each try moves one seat: only that seat is placed again and checked against
        the rest, which were clear of each other already (the buttons, placed among
        everything, are all placed again); the table's largest felt took 20 ms before
        (issue 33)."""
        wider = [0.0] * len(plan.seats)
        seats = list(plan.seats)  # each placed at its widening in ``wider``
        best = plan
        gap = GAP * plan.unit / 2
        spaced = [[grown(seat.reach, gap), grown(seat.chips, gap)] for seat in seats]
        middle = grown(plan.middle, gap)
        for step in (plan.unit, plan.unit / 4):  # then the last few pixels
            growing = set(range(len(plan.seats)))
            while growing:
                for n in sorted(growing):
                    more = wider[n] + step
                    found = None
                    if more <= plan.unit * WIDEST_NAME:
                        for how in WIDENINGS:
                            seat = self._widened_seat(plan, plan.seats[n], more, how)
                            mine = [grown(seat.reach, gap), grown(seat.chips, gap)]
                            if not self._clear(seat, mine, [s for i, s in enumerate(spaced)
                                                            if i != n], middle):
                                continue
                            tried = seats.copy()
                            tried[n] = seat
                            found = self._with_buttons(replace(plan, seats=tuple(tried)))
                            if self._fits(found, True):
                                wider[n], seats, best, spaced[n] = more, tried, found, mine
                                break
                            found = None
                    if found is None:
                        growing.discard(n)
        return best

    def _widened_seat(self, plan: Plan, seat: SeatPlan, more: float, how: str) -> SeatPlan:
        """``seat`` of ``plan`` wider by ``more`` pixels as ``WIDENINGS`` names ``how``
        (kept off the area's edge), its bet placed again or kept."""
        centre = (self.width / 2, self.height / 2)
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

    def _clear(self, seat: SeatPlan, mine: list[Rect], others: list[list[Rect]],
               middle: Rect) -> bool:
        """``_fits`` without the buttons for a plan in which only ``seat`` moved: its box
        and chips (``mine``, grown by the gap as ``others`` are, each seat's and the
        middle) inside the area, clear of each other and of everything else."""
        area = (EDGE - 0.5, EDGE - 0.5, self.width - 2 * EDGE + 1, self.height - 2 * EDGE + 1)
        if not (inside(seat.reach, area) and inside(seat.chips, area)):
            return False
        reach, chips = mine
        if overlaps(reach, chips) or overlaps(reach, middle) or overlaps(chips, middle):
            return False
        return not any(overlaps_any(a, pair) for a in mine for pair in others)

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

    def _with_buttons(self, plan: Plan) -> Plan:
        """Each seat's button clear of every box and chips (its own too) and the middle."""
        gap = GAP * plan.unit * 1.5
        taken = [grown(t, gap) for seat in plan.seats for t in (seat.reach, seat.chips)]
        taken.append(grown(plan.middle, gap))
        seats = []
        for seat in plan.seats:
            button = self._button(seat.reach, seat.chips, plan.unit, taken)
            seats.append(seat if button == seat.button else replace(seat, button=button))
        return replace(plan, seats=tuple(seats))

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
    def _button(reach: Rect, chips: Rect, unit: float, taken: list[Rect]) -> Rect:
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
            not any(overlaps_any(a, spaced[i + 1:]) for i, a in enumerate(spaced))

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
def _fit_of(layout: FeltLayout) -> Plan:
    """``layout``'s plan, kept for every layout equal to it (a plan is immutable)."""
    return layout._find_fit()
