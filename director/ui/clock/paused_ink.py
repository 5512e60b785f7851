"""The clock's figures while it is paused (LOOK.md): faded toward the background so
the room sees at a glance that the clock stands still, but never below WCAG AAA's
7:1 against it (the PAUSED banner says it in words too)."""

from __future__ import annotations

from PySide6.QtGui import QColor


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    return QColor(round(a.red() * (1 - amount) + b.red() * amount),
                  round(a.green() * (1 - amount) + b.green() * amount),
                  round(a.blue() * (1 - amount) + b.blue() * amount))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) \
            + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


PAUSED_CONTRAST = 7.0  # WCAG AAA: the clock's main figures (LOOK.md)


def paused_ink(text: QColor, back: QColor, dim: float) -> QColor:
    """The figures' colour while paused: ``dim`` of the way toward the background,
    less where that would read below 7:1."""
    while dim > 0 and contrast(_mix(text, back, dim), back) < PAUSED_CONTRAST:
        dim -= 0.05
    return _mix(text, back, max(dim, 0.0))
