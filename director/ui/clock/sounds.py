"""Sounds and spoken announcements of the clock (DESIGN.md "The windows").

A tone one minute before a level or break ends, at a level change and at a
break; optionally a spoken line ("Level 5: blinds 200 and 400, ante 400").
Qt Multimedia and Qt TextToSpeech are optional at run time: a system without
the modules, an audio device or a speech engine gets silence, never an error.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from director.engine.event.clock import ClockEvent, ClockEventKind
from director.engine.event.structures import Break, Level
from director.resources import resource_path
from director.ui.common.event_setup_names import game_name

log = logging.getLogger(__name__)

SOUNDS_DIR = resource_path("sounds")
SOUND_FILES = {
    ClockEventKind.ONE_MINUTE_LEFT: "one_minute.wav",
    ClockEventKind.LEVEL_UP: "level_up.wav",
    ClockEventKind.BREAK: "break.wav",
}


def load_sound_effect() -> Any:
    """The ``QSoundEffect`` class when Qt Multimedia and an audio output exist, else None."""
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError:
        return None
    try:
        if not QMediaDevices.audioOutputs():
            return None
    except RuntimeError:
        return None
    return QSoundEffect


def load_speech_engine() -> Any:
    """A ready ``QTextToSpeech`` when a speech engine exists, else None."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError:
        return None
    try:
        engines = [e for e in QTextToSpeech.availableEngines() if e != "mock"]
        if not engines:
            return None
        speech = QTextToSpeech(engines[0])
        if speech.state() == QTextToSpeech.State.Error:
            return None
    except RuntimeError:
        return None
    return speech


class Announcer(QObject):
    """Plays the sound of a ``ClockEvent`` and, when asked, speaks it."""

    def __init__(self, parent: QObject | None = None, *, sound: bool = True,
                 speech: bool = False, sounds_dir: Path = SOUNDS_DIR) -> None:
        super().__init__(parent)
        self._sounds_dir = sounds_dir
        self._effects: dict[ClockEventKind, Any] | None = None
        self._speech: Any = None
        self._speech_tried = False
        self.sound_enabled = sound
        self.speech_enabled = speech
        self.played: list[ClockEventKind] = []  # what was played, for the status bar and tests
        self.spoken: list[str] = []

    # ------------------------------------------------------------ availability

    def _effects_ready(self) -> dict[ClockEventKind, Any]:
        if self._effects is None:
            self._effects = {}
            effect_class = load_sound_effect()
            if effect_class is not None:
                for kind, name in SOUND_FILES.items():
                    try:
                        effect = effect_class(self)
                        effect.setSource(QUrl.fromLocalFile(str(self._sounds_dir / name)))
                        effect.setVolume(0.8)
                    except (RuntimeError, TypeError):
                        log.info("sound %s cannot be loaded; the clock stays silent", name)
                        continue
                    self._effects[kind] = effect
        return self._effects

    @property
    def sound_available(self) -> bool:
        return bool(self._effects_ready())

    def _speech_ready(self) -> Any:
        if not self._speech_tried:
            self._speech_tried = True
            self._speech = load_speech_engine()
            if self._speech is not None:
                self._speech.setParent(self)
        return self._speech

    @property
    def speech_available(self) -> bool:
        return self._speech_ready() is not None

    # ------------------------------------------------------------ announcing

    def announce(self, event: ClockEvent, color_up: Sequence[int] | None = None) -> None:
        """Play (and speak) one event; silently nothing where the system cannot.
        ``color_up``: a break's chips still to color up (``spoken_text``)."""
        if self.sound_enabled:
            effect = self._effects_ready().get(event.kind)
            if effect is not None:
                try:
                    effect.play()
                    self.played.append(event.kind)
                except RuntimeError:
                    pass
        if self.speech_enabled:
            speech = self._speech_ready()
            text = self.spoken_text(event, color_up)
            if speech is not None:
                try:
                    speech.say(text)
                    self.spoken.append(text)
                except RuntimeError:
                    pass

    def spoken_text(self, event: ClockEvent, color_up: Sequence[int] | None = None) -> str:
        """The announcement in words, e.g. "Level 5: blinds 200 and 400, ante 400". A
        break names the chips its color-up takes off (R-8.3): ``color_up``, those still
        in play (a color-up the director made early is not asked for again), else
        all the break names."""
        item = event.item
        if event.kind is ClockEventKind.ONE_MINUTE_LEFT:
            if isinstance(item, Break):
                return self.tr("One minute left in the break")
            return self.tr("One minute left in this level")
        if isinstance(item, Break):
            text = self.tr("Break: %n minutes", "", item.minutes)
            left = item.color_up if color_up is None else tuple(color_up)
            if left:
                chips = ", ".join(str(c) for c in left)
                text += self.tr(". Color up the %1 chips").replace("%1", chips)
            return text
        return self.level_text(item)

    def level_text(self, level: Level) -> str:
        head = self.tr("Level %1").replace("%1", str(level.number))
        if level.game_key is not None:  # a mixed rotation: the game it turns to
            head += f", {game_name(level.game_key)}"
        if level.bring_in:
            parts = [self.tr("bring-in %1").replace("%1", str(level.bring_in))]
        else:
            parts = [self.tr("blinds %1 and %2").replace("%1", str(level.small_blind))
                     .replace("%2", str(level.big_blind))]
        if level.small_bet and level.big_bet:
            parts.append(self.tr("bets %1 and %2").replace("%1", str(level.small_bet))
                         .replace("%2", str(level.big_bet)))
        if level.ante:
            word = self.tr("big blind ante %1") if level.big_blind_ante else self.tr("ante %1")
            parts.append(word.replace("%1", str(level.ante)))
        return f"{head}: {', '.join(parts)}"
