"""What a person would find wrong on a drawn table (issue 29, item 2): two seats,
tags or chips on top of each other, a seat or a tag cut by the widget's edge,
the pots off the felt, stud's cards spilling out of their box or too small to
read. Used by the felt's geometry test and the layout test."""

from __future__ import annotations

from itertools import combinations

from director.ui.dealer.felt.seat_boxes import Rect
from director.ui.dealer.felt.table_layout import FeltLayout

SMALLEST_CARD = (11.5, 18.0)  # a seat's card: its rank and suit still read at arm's length
SMALLEST_NAME_UNIT = 7.5  # the names' type at least 8 or 9 pixels


EPSILON = 0.01  # pixels: arithmetic's crumbs, no overlap a person sees


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] + EPSILON < b[0] + b[2] and b[0] + EPSILON < a[0] + a[2] and \
        a[1] + EPSILON < b[1] + b[3] and b[1] + EPSILON < a[1] + a[3]


def inside(inner: Rect, outer: Rect) -> bool:
    return inner[0] + EPSILON >= outer[0] and inner[1] + EPSILON >= outer[1] and \
        inner[0] + inner[2] <= outer[0] + outer[2] + EPSILON and \
        inner[1] + inner[3] <= outer[1] + outer[3] + EPSILON


def on_oval(point: tuple[float, float], oval: Rect) -> bool:
    x, y, w, h = oval
    cx, cy = x + w / 2, y + h / 2
    return ((point[0] - cx) / (w / 2)) ** 2 + ((point[1] - cy) / (h / 2)) ** 2 <= 1.0


def corners(r: Rect) -> list[tuple[float, float]]:
    x, y, w, h = r
    return [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]


def felt_problems(lay: FeltLayout, what: str) -> list[str]:
    """Everything on ``lay`` that overlaps, leaves the area or cannot be read."""
    found: list[str] = []
    area = (0.0, 0.0, lay.width, lay.height)
    named: list[tuple[str, Rect]] = [("the board and pots", lay.middle)]
    for n, seat in enumerate(lay.seats, 1):
        named += [(f"seat {n} and its tag", seat.reach), (f"seat {n}'s chips", seat.chips)]
    buttons = [(f"seat {n}'s button", seat.button) for n, seat in enumerate(lay.seats, 1)]
    for name, rect in named + buttons:
        if not inside(rect, area):
            found.append(f"{what}: {name} {tuple(round(v) for v in rect)} leaves the felt")
    for (a, ra), (b, rb) in combinations(named, 2):
        if overlaps(ra, rb):
            found.append(f"{what}: {a} over {b}")
    for button, rect in buttons:  # one button at a time: only against the rest
        found += [f"{what}: {button} over {name}" for name, other in named
                  if overlaps(rect, other)]
    for n, seat in enumerate(lay.seats, 1):
        cards = seat.cards
        if any(not inside(card, seat.box) for card in cards):
            found.append(f"{what}: seat {n}'s cards spill out of its box")
        if any(overlaps(a, b) for a, b in combinations(cards, 2)):
            found.append(f"{what}: seat {n}'s cards cover each other")
        if any(card[2] < SMALLEST_CARD[0] or card[3] < SMALLEST_CARD[1] for card in cards):
            found.append(f"{what}: seat {n}'s cards {cards[0][2]:.0f}x{cards[0][3]:.0f} px, "
                         f"too small to read")
        lines = {seat.name, seat.stack}
        if lay.odds:
            if not inside(seat.odds, seat.box):
                found.append(f"{what}: seat {n}'s odds outside its box")
            if any(overlaps(seat.odds, r) for r in (*lines, *cards)):
                found.append(f"{what}: seat {n}'s odds over its name or cards")
            found += odds_covering(lay, n, what)
        if any(overlaps(line, card) for line in lines for card in cards):
            found.append(f"{what}: seat {n}'s name over its cards")
    if not all(on_oval(c, lay.oval) for c in corners(lay.pot_rect)):
        found.append(f"{what}: the pots' lines run off the felt")
    if not all(on_oval(c, lay.oval) for c in corners(lay.board_rect(5))):
        found.append(f"{what}: the board runs off the felt")
    if lay.unit < SMALLEST_NAME_UNIT:
        found.append(f"{what}: unit {lay.unit:.1f} px, the names too small to read")
    return found


def odds_covering(lay: FeltLayout, n: int, what: str) -> list[str]:
    """Seat ``n``'s all-in odds box over a tag (its own ALL-IN included: the odds
    are drawn over the felt), another seat's box, any chips or button, or the
    board and the pots."""
    odds = lay.seats[n - 1].odds
    found = []
    for m, other in enumerate(lay.seats, 1):
        whose = "its own" if m == n else f"seat {m}'s"
        parts = [("tag", other.tag), ("chips", other.chips), ("button", other.button)]
        if m != n:
            parts.append(("box", other.box))
        found += [f"{what}: seat {n}'s odds over {whose} {part}" for part, rect in parts
                  if overlaps(odds, rect)]
    if overlaps(odds, lay.middle):
        found.append(f"{what}: seat {n}'s odds over the board and pots")
    return found
