"""Text contrast as a person meets it: WCAG 2's contrast ratio between a label's
words and what lies behind them, measured on the pixels the label is drawn with
(issue 29: grey on dark red, white on grey). AA asks 4.5:1 for text, 3:1 for
large text (24 px, or 18.7 px bold); AAA 7:1."""

from __future__ import annotations

from array import array
from collections import Counter

from PySide6.QtGui import QColor, QFont, QImage

AA, AA_LARGE, AAA = 4.5, 3.0, 7.0


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) \
        + 0.0722 * channel(colour.blueF())


def ratio(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def is_large(font: QFont) -> bool:
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    return size >= 24 or (size >= 18.66 and font.weight() >= QFont.Weight.Bold)


def needed(font: QFont) -> float:
    return AA_LARGE if is_large(font) else AA


def _masked(counts: Counter[int]) -> Counter[int]:
    """The counts by colour, alpha left out (``& 0xFFFFFF``)."""
    found: Counter[int] = Counter()
    for argb, n in counts.items():
        found[argb & 0xFFFFFF] += n
    return found


def words_and_ground(image: QImage) -> tuple[QColor, QColor, float]:
    """The ground (the commonest colour) and the words' colour (of the colours that
    cover a few pixels, the one that stands out most), and their ratio."""
    counts: Counter[int] = Counter()
    step = max(1, (image.width() * image.height()) // 60_000)  # a large label: sampled
    # The pixels as ``QImage.pixel`` gives them (ARGB, not premultiplied), read a row
    # at a time from the image's memory rather than one call a pixel (issue 33).
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)
    stride = argb.bytesPerLine() // 4
    pixels = array("I", bytes(argb.constBits()))
    assert pixels.itemsize == 4  # each a QRgb, 0xAARRGGBB
    for y in range(0, image.height(), 1 if step == 1 else 2):
        counts.update(pixels[y * stride:y * stride + image.width():step])
    counts = _masked(counts)
    total = sum(counts.values())
    ground_rgb, _ = counts.most_common(1)[0]
    ground = QColor(ground_rgb)
    least = max(3, total // 2000)
    words = max((QColor(rgb) for rgb, n in counts.items() if n >= least),
                key=lambda c: ratio(c, ground), default=ground)
    return words, ground, ratio(words, ground)
