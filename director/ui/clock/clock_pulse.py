"""The clock screen's last-minute pulse (issue 19, LOOK.md "Motion only where it
explains"): in the level's last minute the LAST MINUTE banner breathes, its red
going deeper and back once a second and a bit, so a glance across the room
catches that time is running out. The banner's words say it too; with reduced
motion (the director's setting or the system's) the banner stands still.

Only the banner's background moves, between the theme's ``last`` and
``last_pulse`` colours, both of which its words read on (issue 29: a fade of
the whole banner left grey words on dark red at the bottom of each breath).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from director.ui.common.look_preferences import look, reduced_motion

PERIOD_MS = 1200
STEPS = 12  # shades of the breath: the banner is restyled at most this often a half


class LastMinutePulse(QObject):
    """Pulse ``banner`` while ``set_on(True)``; ``running`` tells whether it moves.
    ``colours()`` gives the banner's background at rest, at the deepest of a breath,
    and its words' colour (the clock theme's)."""

    def __init__(self, banner: QWidget,
                 colours: Callable[[], tuple[QColor, QColor, QColor]]) -> None:
        super().__init__(banner)
        self.setObjectName("lastMinutePulse")
        self.banner = banner
        self.colours = colours
        self._on = False
        self._shade = -1
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(PERIOD_MS)
        self.animation.setStartValue(0.0)
        self.animation.setKeyValueAt(0.5, 1.0)
        self.animation.setEndValue(0.0)
        self.animation.setLoopCount(-1)
        self.animation.valueChanged.connect(self._breathe)
        look().changed.connect(self._follow)

    @property
    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def set_on(self, on: bool) -> None:
        self._on = on
        self._follow()

    def _follow(self) -> None:
        moving = self._on and not reduced_motion()
        if moving and not self.running:
            self.animation.start()
        elif not moving and self.running:
            self.animation.stop()
        if not moving and self.banner.styleSheet():
            self._shade = -1
            self.banner.setStyleSheet("")  # the window's own colours for the banner

    def _breathe(self, value: object) -> None:
        shade = round(float(value) * STEPS)  # type: ignore[arg-type]
        if shade == self._shade:
            return
        self._shade = shade
        rest, deep, words = self.colours()
        share = shade / STEPS
        back = QColor(round(rest.red() + (deep.red() - rest.red()) * share),
                      round(rest.green() + (deep.green() - rest.green()) * share),
                      round(rest.blue() + (deep.blue() - rest.blue()) * share))
        self.banner.setStyleSheet(f"background-color: {back.name()}; color: {words.name()};")
