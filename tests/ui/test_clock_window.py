"""The clock display (R-8.1, R-8.2): what it shows, its keys, its looks, its sounds."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockEvent, ClockEventKind, ClockState
from director.engine.event.structures import Structure, load_template
from director.services.clock.clock_board import BoardState, build_board
from director.ui.clock import sounds
from director.ui.clock.clock_control import LocalClock
from director.ui.clock.clock_texts import board_texts
from director.ui.clock.clock_window import TICK_MS, ClockWindow
from director.ui.clock.sounds import Announcer
from director.ui.shell.app import install_translator

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[2]


class FakeTime:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    """English, on the application (which may be made first for this file's tests)."""
    install_translator("en")


@pytest.fixture
def home_game() -> Structure:
    return load_template("home-game")


def open_window(qtbot: QtBot, clock: LocalClock, fake: FakeTime,
                announcer: Announcer | None = None) -> ClockWindow:
    window = ClockWindow(clock.board, clock, events=clock.events_between, clock=fake,
                         announcer=announcer or Announcer(sound=False))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.tick()
    return window


def text(window: ClockWindow, name: str) -> str:
    return window.labels[name].text()


def test_shows_level_blinds_and_remaining_time(qtbot: QtBot, home_game: Structure) -> None:
    fake = FakeTime(T0)
    clock = LocalClock(home_game, ClockState().start(T0, home_game))
    window = open_window(qtbot, clock, fake)
    assert text(window, "title") == "Level 1"
    assert text(window, "blinds") == "25 / 50"
    assert text(window, "time") == "20:00"
    assert text(window, "next_level") == "Next level: 50 / 100"  # one "level", one colon
    assert text(window, "next_break") == "Next break in 1:20:00"
    window.update_board(T0 + timedelta(minutes=5, seconds=3))
    assert text(window, "time") == "14:57"
    window.update_board(T0 + timedelta(minutes=21))
    assert (text(window, "title"), text(window, "blinds"), text(window, "time")) == \
        ("Level 2", "50 / 100", "19:00")


def test_space_pauses_and_resumes_and_paused_time_stands_still(qtbot: QtBot,
                                                                home_game: Structure) -> None:
    fake = FakeTime(T0)
    clock = LocalClock(home_game)
    window = open_window(qtbot, clock, fake)
    assert window.property("clockState") == "paused"  # not started yet
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert clock.state.running
    fake.now = T0 + timedelta(minutes=2)
    window.tick()
    assert text(window, "time") == "18:00"
    assert window.property("clockState") == "running"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.property("clockState") == "paused"
    assert text(window, "banner") == "PAUSED"
    fake.now = T0 + timedelta(minutes=30)
    window.tick()
    assert text(window, "time") == "18:00"
    assert text(window, "title") == "Level 1"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    fake.now += timedelta(seconds=30)
    window.tick()
    assert text(window, "time") == "17:30"
    assert text(window, "banner") == ""


def test_keys_change_level_and_time_and_undo(qtbot: QtBot, home_game: Structure) -> None:
    fake = FakeTime(T0)
    clock = LocalClock(home_game, ClockState().start(T0, home_game))
    window = open_window(qtbot, clock, fake)
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert (text(window, "title"), text(window, "blinds")) == ("Level 2", "50 / 100")
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert text(window, "title") == "Level 2"
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert text(window, "time") == "21:00"
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert text(window, "time") == "19:00"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert text(window, "time") == "20:00"
    qtbot.keyClick(window, Qt.Key.Key_P)
    qtbot.keyClick(window, Qt.Key.Key_P)  # no level before level 1: said, nothing changes
    assert text(window, "title") == "Level 1"
    assert "first level" in text(window, "notice")


def test_break_look_shows_break_and_the_color_up(qtbot: QtBot, home_game: Structure) -> None:
    fake = FakeTime(T0)
    second_break = 9  # after level 8: the 25 chips leave play
    clock = LocalClock(home_game, ClockState(second_break, True, T0 + timedelta(minutes=10)))
    window = open_window(qtbot, clock, fake)
    assert window.property("clockState") == "break"
    # said once each: the title says it is a break (no BREAK banner under it), the
    # chip-up notice which chips leave play (not the line under the level as well)
    assert text(window, "title") == "Break" and text(window, "banner") == ""
    assert text(window, "chip_up") == "CHIP-UP: the 25 chips leave play"
    assert text(window, "next_level") == ""
    # a layout that hides the title or the notice still says both, where it can
    board = window.board
    assert board is not None and board.is_break
    said = board_texts(board, False, {"level", "chip_up"})
    assert said["banner"] == "BREAK"
    assert said["next_level"] == "Color up: the 25 chips leave play"
    assert text(window, "blinds") == "Level 9: 500 / 1,000"
    assert text(window, "time") == "10:00"
    normal = window.palette().color(window.backgroundRole())
    clock.state = ClockState(0, True, T0 + timedelta(minutes=10))
    window.tick()
    assert window.palette().color(window.backgroundRole()) != normal


def test_last_level_look(qtbot: QtBot, home_game: Structure) -> None:
    fake = FakeTime(T0)
    last = len(home_game.items) - 1
    clock = LocalClock(home_game, ClockState(last, True, T0 + timedelta(minutes=20)))
    window = open_window(qtbot, clock, fake)
    assert window.property("clockState") == "last level"
    assert text(window, "banner") == "LAST LEVEL"
    assert text(window, "title") == "Level 16"
    assert text(window, "blinds") == "4,000 / 8,000"
    assert text(window, "next_level") == "This is the last level"
    fake.now = T0 + timedelta(hours=2)
    window.tick()
    assert text(window, "time") == "0:00"  # play goes on at the last blinds


def test_an_hour_of_ticks_always_shows_the_engine_remaining_time(qtbot: QtBot,
                                                                 home_game: Structure) -> None:
    start = T0 + timedelta(milliseconds=70)  # ticks do not fall on whole seconds
    clock = LocalClock(home_game, ClockState().start(start, home_game))
    fake = FakeTime(start)
    window = open_window(qtbot, clock, fake)
    step = timedelta(milliseconds=TICK_MS)
    for tick in range(1, 3600 * 1000 // TICK_MS + 1):
        now = start + tick * step
        board = window.update_board(now)
        remaining = clock.state.remaining_at(now, home_game)
        seconds = -(-(remaining // timedelta(microseconds=1)) // 1_000_000)
        minutes, secs = divmod(seconds, 60)
        assert text(window, "time") == f"{minutes}:{secs:02d}", now
        assert board.item_index == clock.state.advance(now, home_game).level_index
    # three 20-minute levels have run out to the millisecond: level 4 starts in full
    assert (text(window, "title"), text(window, "time")) == ("Level 4", "20:00")


def test_every_label_fits_at_small_and_large_sizes(qtbot: QtBot, home_game: Structure) -> None:
    fake = FakeTime(T0)
    payouts = [(p, 10_000 // p) for p in range(1, 13)]
    looks = [ClockState().start(T0, home_game), ClockState(),
             ClockState(9, True, T0 + timedelta(minutes=10)),
             ClockState(len(home_game.items) - 1, True, T0 + timedelta(minutes=20))]
    for state in looks:
        board = build_board(home_game, state, T0, players_left=87, entries=120,
                            chips_in_play=1_200_000, prize_pool=1_234_500, payouts=payouts)
        window = ClockWindow(lambda _now, board=board: board, clock=fake,
                             announcer=Announcer(sound=False))
        qtbot.addWidget(window)
        window.show()
        for width, height in ((800, 450), (1920, 1080)):
            window.resize(width, height)
            window.update_board(T0)
            qtbot.wait(1)
            for label in window.findChildren(QLabel):
                if label.isVisible() and label.text():
                    hint = label.sizeHint()
                    assert hint.width() <= label.width() and hint.height() <= label.height(), \
                        (state, width, label.objectName(), label.text(), hint, label.size())


class FakeEffect:
    """A sound effect that only notes what was played."""

    played: ClassVar[list[str]] = []

    def __init__(self, _parent: object) -> None:
        self.source = ""

    def setSource(self, url: object) -> None:
        self.source = str(url)

    def setVolume(self, _volume: float) -> None:
        pass

    def play(self) -> None:
        FakeEffect.played.append(self.source.rsplit("/", 1)[-1].rstrip("')"))


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    FakeEffect.played = []
    monkeypatch.setattr(sounds, "load_sound_effect", lambda: FakeEffect)
    return FakeEffect.played


def test_sounds_play_at_the_minute_and_the_level_change(qtbot: QtBot, home_game: Structure,
                                                        played: list[str]) -> None:
    fake = FakeTime(T0)
    clock = LocalClock(home_game, ClockState().start(T0, home_game))
    window = open_window(qtbot, clock, fake, Announcer(sound=True))
    for seconds in (1100, 1141, 1199, 1201):
        fake.now = T0 + timedelta(seconds=seconds)
        window.tick()
    assert played == ["one_minute.wav", "level_up.wav"]
    # The laptop slept almost two hours (R-8.2: the clock kept running): the four
    # level-ups and minutes that passed are not played back one after another, stale;
    # the next one, on time, is.
    woke = T0 + timedelta(minutes=113)
    assert len(list(clock.events_between(fake.now, woke))) >= 4
    fake.now = woke
    window.tick()
    assert played == ["one_minute.wav", "level_up.wav"]
    coming = next(iter(clock.events_between(woke, woke + timedelta(hours=1))))
    fake.now = coming.at + timedelta(seconds=1)
    window.tick()
    assert played == ["one_minute.wav", "level_up.wav",
                      {"one minute left": "one_minute.wav", "level up": "level_up.wav",
                       "break": "break.wav"}[coming.kind.value]]


def test_no_audio_and_no_speech_stay_silent(qtbot: QtBot, home_game: Structure,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)
    announcer = Announcer(sound=True, speech=True)
    assert not announcer.sound_available and not announcer.speech_available
    level = home_game.levels[1]
    announcer.announce(ClockEvent(ClockEventKind.LEVEL_UP, T0, 1, level))
    assert announcer.played == [] and announcer.spoken == []
    fake = FakeTime(T0)
    clock = LocalClock(home_game, ClockState().start(T0, home_game))
    window = open_window(qtbot, clock, fake, announcer)
    fake.now = T0 + timedelta(minutes=21)
    window.tick()  # the level changes with nobody to hear it, and nothing breaks
    assert text(window, "title") == "Level 2"


SILENT_SYSTEM = r"""
import os, sys
from datetime import UTC, datetime
if sys.argv[1] == "no-multimedia":
    sys.modules["PySide6.QtMultimedia"] = None  # Qt Multimedia cannot be loaded at all
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from director.engine.event.clock import ClockEvent, ClockEventKind
from director.engine.event.structures import load_template
from director.ui.clock import sounds
if sys.argv[1] == "no-devices":
    try:  # Qt Multimedia loads (where its libraries are there), but no audio output is
        from PySide6 import QtMultimedia
        QtMultimedia.QMediaDevices.audioOutputs = staticmethod(lambda: [])
    except ImportError:
        pass
assert sounds.load_sound_effect() is None
announcer = sounds.Announcer(sound=True)
level = load_template("regular").levels[1]
announcer.announce(ClockEvent(ClockEventKind.LEVEL_UP, datetime.now(UTC), 2, level))
assert announcer.played == [] and not announcer.sound_available
print("silent")
"""


@pytest.mark.parametrize("system", ["no-multimedia", "no-devices"])
def test_a_system_without_audio_devices_is_silent(system: str, tmp_path: Path) -> None:
    """The clock stays silent, never fails, where Qt Multimedia cannot load (no
    libpulse) and where it loads but finds no audio output. Each case runs in its
    own Python: Qt Multimedia, once loaded, stays loaded, and its own notes about
    the missing sound libraries stay out of this test run whatever the machine has
    installed."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PULSE_SERVER": "unix:/nonexistent",
           "XDG_RUNTIME_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", SILENT_SYSTEM, system], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent"


def test_spoken_announcement_reads_the_level() -> None:
    announcer = Announcer(sound=False)
    level = load_template("regular").levels[4]
    event = ClockEvent(ClockEventKind.LEVEL_UP, T0, 5, level)
    spoken = announcer.spoken_text(event)
    assert spoken.startswith(f"Level {level.number}: blinds {level.small_blind} and "
                             f"{level.big_blind}")
    if level.ante:
        assert spoken.endswith(f"ante {level.ante}")


def test_board_states(home_game: Structure) -> None:
    running = build_board(home_game, ClockState().start(T0, home_game), T0, players_left=10,
                          chips_in_play=100_000)
    assert running.state is BoardState.RUNNING
    assert running.average_stack == 10_000 and running.average_in_big_blinds == 200
    assert build_board(home_game, ClockState(), T0).state is BoardState.PAUSED


def test_R_8_2_the_last_level_run_out_is_no_last_minute(qtbot: QtBot,
                                                        home_game: Structure) -> None:
    """R-8.2, the end of the structure: level 16 (4,000 / 8,000) ran out at 19:20 and
    play goes on at its blinds; at 21:00 the room must not read LAST MINUTE over 0:00
    (nor see the banner breathe) for the rest of the night, only LAST LEVEL. Time
    added with + is a real last minute again."""
    fake = FakeTime(T0)
    last = len(home_game.items) - 1
    clock = LocalClock(home_game, ClockState(last, True, T0 + timedelta(minutes=20)))
    window = open_window(qtbot, clock, fake)
    fake.now = T0 + timedelta(minutes=19, seconds=30)
    window.tick()
    assert text(window, "banner") == "LAST MINUTE \u00b7 LAST LEVEL" and window.pulse.running
    fake.now = T0 + timedelta(hours=2)
    window.tick()
    assert text(window, "time") == "0:00"
    assert text(window, "banner") == "LAST LEVEL"
    assert window.property("clockState") == "last level"
    assert not window.pulse.running
    qtbot.keyClick(window, Qt.Key.Key_Plus)  # the director gives the level a minute
    assert text(window, "time") == "1:00"
    assert text(window, "banner") == "LAST MINUTE \u00b7 LAST LEVEL"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_1_a_mixed_rotation_names_the_game_that_comes_next(qtbot: QtBot,
                                                                language: str) -> None:
    """R-8.1, mixed rotations: on a H.O.R.S.E. clock at level 2 (Omaha hi/lo) the next
    level is razz, but the display said only "Next level: 200 / 400, bring-in 50 ·
    ante 25" (the bets of a game nobody named); in the break after level 5 it said
    "Level 6: 250 / 500, bets 500 / 1,000" without saying hold'em comes back. The game
    that comes next is named, in the room's language."""
    install_translator(language)
    horse = load_template("horse")
    fake = FakeTime(T0)
    clock = LocalClock(horse, ClockState(1, True, T0 + timedelta(minutes=5)))
    window = open_window(qtbot, clock, fake)
    razz, holdem = "Razz", "Texas hold'em"  # named alike in both languages
    limit = "fixed limit" if language == "en" else "fix limit"
    assert f"{razz} ({limit})" in text(window, "next_level")
    assert "200 / 400" in text(window, "next_level")
    for _ in range(3):  # N: razz, stud, stud hi/lo
        qtbot.keyClick(window, Qt.Key.Key_N)
    assert "hi/lo" in text(window, "title")
    qtbot.keyClick(window, Qt.Key.Key_N)  # the break; hold'em comes after it
    assert window.property("clockState") == "break"
    assert f"{holdem} ({limit})" in text(window, "blinds")
    assert "250 / 500" in text(window, "blinds")
    qtbot.keyClick(window, Qt.Key.Key_N)  # level 6: hold'em, razz... not named twice
    assert text(window, "title").endswith(f"{holdem} ({limit})")
    assert "Omaha hi/lo" in text(window, "next_level")
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.sizeHint().width() <= label.width(), label.objectName()
    spoken = window.announcer.spoken_text(
        ClockEvent(ClockEventKind.LEVEL_UP, T0, 2, horse.level(3)))
    assert spoken.startswith(("Level 3, Razz:", "3. szint, Razz:")), spoken
