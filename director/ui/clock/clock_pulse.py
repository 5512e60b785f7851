"""The clock screen's last-minute pulse (issue 19, LOOK.md "Motion only where it
explains"): in the level's last minute the LAST MINUTE banner breathes, a slow
fade down and up once a second and a bit, so a glance across the room catches
that time is running out. The banner's words say it too; with reduced motion
(the director's setting or the system's) the banner stands still."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

from director.ui.common.look_preferences import look, reduced_motion

PERIOD_MS = 1200
FAINTEST = 0.45  # the banner's opacity at the bottom of a breath


class LastMinutePulse(QObject):
    """Pulse ``banner`` while ``set_on(True)``; ``running`` tells whether it moves."""

    def __init__(self, banner: QWidget) -> None:
        super().__init__(banner)
        self.setObjectName("lastMinutePulse")
        self._on = False
        self.effect = QGraphicsOpacityEffect(banner)
        self.effect.setEnabled(False)  # costs nothing while still
        banner.setGraphicsEffect(self.effect)
        self.animation = QPropertyAnimation(self.effect, b"opacity", self)
        self.animation.setDuration(PERIOD_MS)
        self.animation.setStartValue(1.0)
        self.animation.setKeyValueAt(0.5, FAINTEST)
        self.animation.setEndValue(1.0)
        self.animation.setLoopCount(-1)
        look().changed.connect(self._follow)

    @property
    def running(self) -> bool:
        return self.animation.state() == QPropertyAnimation.State.Running

    def set_on(self, on: bool) -> None:
        self._on = on
        self._follow()

    def _follow(self) -> None:
        moving = self._on and not reduced_motion()
        if moving and not self.running:
            self.effect.setEnabled(True)
            self.animation.start()
        elif not moving and (self.running or self.effect.isEnabled()):
            self.animation.stop()
            self.effect.setOpacity(1.0)
            self.effect.setEnabled(False)
