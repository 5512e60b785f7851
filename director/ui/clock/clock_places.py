"""Where the clock screen's lines go and how large they are written: each item of a
layout (``services/clock_layouts.ITEMS``) takes its share of the window, its labels
split in it (a caption over its value, one or two pairs; the payouts' caption over
their lines), and each line's type is the largest whose text fits the line, so a
designed layout reads from across a room full screen and still fits a small window;
the notice line a command's outcome is said on, wrapped where one line would be too
small to read (``place_notice``). Plain geometry and font metrics: ``clock_window``
places its labels from here."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

from director.services.clock.clock_layouts import ClockLayout
from director.ui.common.style import restyle

# the labels of each item of a layout (services/clock_layouts.ITEMS)
ITEM_LABELS = {"club": ("club",), "level": ("title",), "status": ("banner",),
               "clock": ("time",), "blinds": ("blinds",), "ante": ("ante",),
               "next_level": ("next_level",), "break_countdown": ("next_break",),
               "players": ("players_caption", "players"),
               "average": ("average_caption", "average"), "chips": ("chips_caption", "chips"),
               "prize_pool": ("prize_pool_caption", "prize_pool"),
               "payouts": ("payouts_caption", "payouts"), "chip_up": ("chip_up",),
               "announcement": (), "time_of_day": ("time_of_day",),
               "all_in": ()}  # drawn by ui/clock/clock_odds.py


def item_rect(layout: ClockLayout, name: str, width: int, height: int) -> QRect:
    """An item's place in a ``width`` x ``height`` window: its edges rounded, so
    items that meet do not overlap."""
    item = layout.item(name)
    left, top = round(item.x * width), round(item.y * height)
    return QRect(left, top, round((item.x + item.width) * width) - left,
                 round((item.y + item.height) * height) - top)


def item_parts(item: str, rect: QRect) -> list[tuple[str, QRect]]:
    """The place of each label of ``item`` in its ``rect``: one line, the payouts'
    caption over their lines, or a caption over its value (one or two pairs)."""
    names = ITEM_LABELS[item]
    if len(names) == 1:
        return [(names[0], rect)]
    if item == "payouts":
        cap = round(rect.height() * 0.14)
        return [(names[0], QRect(rect.x(), rect.y(), rect.width(), cap)),
                (names[1], rect.adjusted(0, cap, 0, 0))]
    pairs = len(names) // 2
    each = rect.height() / pairs
    parts = []
    for n in range(pairs):
        top = rect.y() + round(n * each)
        cap = round(each * 0.4)
        parts.append((names[2 * n], QRect(rect.x(), top, rect.width(), cap)))
        parts.append((names[2 * n + 1],
                      QRect(rect.x(), top + cap, rect.width(), round(each) - cap)))
    return parts


def fitted_font(font: QFont, text: str, width: int, size: int) -> QFont:
    """``font`` at the largest pixel size up to ``size`` whose every line of ``text``
    fits ``width`` (never under 6 pixels)."""
    font = QFont(font)
    lines = text.split("\n") if text else [""]
    for _ in range(3):
        font.setPixelSize(max(size, 6))
        metrics = QFontMetrics(font)
        widest = max(metrics.horizontalAdvance(line) for line in lines) + 4
        if widest <= width or size <= 6:
            break
        size = int(size * width / widest)
    return font


def time_font(base: QFont) -> QFont:
    """The time's type: bold, its digits all as wide (the figures never jump)."""
    font = QFont(base)
    font.setBold(True)
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


def px(line_height: float) -> int:
    """A font pixel size whose line (ascent + descent) fits ``line_height``."""
    return max(6, int(line_height * 0.72))


def place_notice(label: QLabel, band: QRect, screen_height: int) -> None:
    """The notice line in its ``band`` at the screen's foot, as large as one line fits;
    a long one (a refusal in words) that would shrink below a readable size wraps
    instead, at that size, growing up from the band's foot over what is behind it
    (the chip-up notice too; its property ``wraps`` gives it the screen's background,
    ``clock_window``'s stylesheet)."""
    width = int(band.width() * 0.96)
    font = fitted_font(label.font(), label.text(), width, px(band.height()))
    readable = max(12, px(screen_height * 0.03))
    wraps = font.pixelSize() < readable
    label.setWordWrap(wraps)
    restyle(label, "wraps", wraps)
    if wraps:
        font.setPixelSize(readable)
    label.setFont(font)
    if wraps:
        high = label.heightForWidth(width) + readable
        label.setGeometry(band.x() + (band.width() - width) // 2, band.bottom() + 1 - high,
                          width, high)
        label.raise_()
    else:
        label.setGeometry(band)
