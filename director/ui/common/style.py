"""The program's look from one place (issue 19, LOOK.md "Principles"): the palette,
type scale and spacing of ``resources/styles/palette.json``, the stylesheet
``resources/styles/app.qss``, the Inter font and the Lucide icons shipped under
``resources/``. No window writes a colour or a font size of its own: it asks
``colour("felt", widget)`` or ``type_px("step")`` here.

``light`` and ``dark`` follow the system's appearance (the window colour of the
application's palette tells which one is in force); ``clock_theme(name)`` gives a
clock screen's colours.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from director.resources import resource_path

# TrueType, not WOFF2: WOFF2 is decompressed at every start (about 15 ms, issue 21).
FONT_FILES = ("Inter-Regular.ttf", "Inter-SemiBold.ttf", "Inter-Bold.ttf")
FONT_FAMILY = "Inter"
CLOCK_THEMES = ("club_dark", "classic_felt", "high_contrast", "light")


@cache
def _palette_file() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resource_path("styles", "palette.json").read_text(encoding="utf-8"))
    return data


def scheme_of(widget: QWidget | None = None) -> str:
    """``dark`` when the widget's (or the application's) window colour is dark."""
    if widget is not None:
        window = widget.palette().color(QPalette.ColorRole.Window)
    else:
        window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"


def colours(scheme: str) -> dict[str, str]:
    """The named colours of ``light`` or ``dark``."""
    return dict(_palette_file()[scheme])


@cache
def scheme_colours(scheme: str) -> dict[str, QColor]:
    """Every named colour of ``light`` or ``dark`` as a QColor (made once)."""
    return {name: QColor(value) for name, value in _palette_file()[scheme].items()}


def colour(name: str, widget: QWidget | None = None) -> QColor:
    """A named colour of the scheme in force for ``widget``."""
    return scheme_colours(scheme_of(widget))[name]


def colour_hex(name: str, widget: QWidget | None = None) -> str:
    return str(_palette_file()[scheme_of(widget)][name])


def clock_theme(name: str) -> dict[str, QColor]:
    """A clock theme's colours (``club_dark`` when the name is unknown)."""
    themes = _palette_file()["clock_themes"]
    return {k: QColor(v) for k, v in themes.get(name, themes["club_dark"]).items()}


def clock_paused_dim(name: str) -> float:
    """How far a clock theme's figures fade toward its background while paused (the
    PAUSED banner says it in words; the high-contrast theme does not fade)."""
    dims = _palette_file()["clock_paused_dim"]
    return float(dims.get(name, dims["club_dark"]))


def type_px(role: str) -> int:
    """A pixel size of the type scale (caption, body, label, title, heading, display, step)."""
    return int(_palette_file()["type_scale"][role])


def spacing(steps: float = 1) -> int:
    """``steps`` units of the 8-pixel spacing grid."""
    return round(float(_palette_file()["spacing"]) * steps)


def stylesheet(scheme: str) -> str:
    """``app.qss`` with the scheme's colours, the type scale and the spacing filled in."""
    text = resource_path("styles", "app.qss").read_text(encoding="utf-8")
    values = {f"px_{k}": f"{v}px" for k, v in _palette_file()["type_scale"].items()}
    values["space"] = f"{spacing()}px"
    values.update(colours(scheme))

    def fill(match: re.Match[str]) -> str:
        return values[match.group(1)]

    return re.sub(r"@([a-z_]+)", fill, text)


@cache
def load_fonts() -> str:
    """Register the shipped Inter font; its family name, or "" when it cannot load."""
    family = ""
    for name in FONT_FILES:
        index = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if index >= 0 and not family:
            family = QFontDatabase.applicationFontFamilies(index)[0]
    return family


def apply_style(app: QApplication) -> None:
    """The font and the stylesheet of the scheme in force; again after a change of
    the system's appearance (``app.follow_color_scheme``)."""
    load_fonts()
    app.setStyleSheet(stylesheet(scheme_of()))


def icon(name: str, widget: QWidget | None = None, size: int = 24) -> QIcon:
    """A Lucide icon (``resources/icons/lucide``) drawn in the text colour in force."""
    from PySide6.QtSvg import QSvgRenderer  # only once an icon is drawn (start-up, issue 21)

    svg = resource_path("icons", "lucide", f"{name}.svg").read_text(encoding="utf-8")
    pal = widget.palette() if widget is not None else QGuiApplication.palette()
    ink = pal.color(QPalette.ColorRole.ButtonText).name()
    renderer = QSvgRenderer(svg.replace("currentColor", ink).encode())
    pixmap = QPixmap(QSize(size, size) * 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter)
    painter.end()
    pixmap.setDevicePixelRatio(2)
    return QIcon(pixmap)


def set_tone(widget: QWidget, tone: str) -> None:
    """Mark a label ``error``, ``success``, ``muted`` (a note) or plain (""): the
    stylesheet colours it."""
    restyle(widget, "tone", tone)


def restyle(widget: QWidget, name: str, value: object) -> None:
    """Set the property ``name`` a stylesheet's rules select on (``[tone="error"]``)
    and, when it changed, have the style read the rules again."""
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
