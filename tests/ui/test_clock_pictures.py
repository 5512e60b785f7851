"""The clock designer's logo and background picture (issue 19), chosen as a person
does: D on the clock window, Choose… beside the picture, the file's name typed into
the file dialog and Enter. The picture is copied into the program's data folder,
so the clock keeps it after the original file is moved away; a file that is not a
picture, or too large, is refused in words and the layout stays as it was."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockState
from director.engine.event.structures import load_template
from director.services.clock.clock_board import build_board
from director.services.clock.clock_layouts import ClockLayout, ClockLayouts
from director.ui.clock import clock_pictures
from director.ui.clock.clock_designer import ClockDesigner
from director.ui.clock.clock_pictures import PictureField
from director.ui.clock.clock_window import ClockWindow
from director.ui.clock.sounds import Announcer
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.test_clock_designer import click, open_designer, running_clock

__all__ = ["context", "time"]


def picture(path: Path, width: int, height: int, colour: str) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return path


def huge_png(path: Path, side: int) -> Path:
    """A real PNG of ``side`` x ``side`` one-bit pixels (small on disk: all zeros)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + \
            struct.pack(">I", zlib.crc32(kind + data))
    rows = (b"\x00" + bytes((side + 7) // 8)) * side
    path.write_bytes(b"\x89PNG\r\n\x1a\n"
                     + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
    return path


def choose_file(qtbot: QtBot, field: PictureField, path: Path) -> None:
    """Click Choose…, type the file's name into the dialog and press Enter."""
    click(qtbot, field.choose_button)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QFileDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QFileDialog)
    assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name is not None and name.isVisible()
    # the name as a paste puts it (typed key by key, the completer's list would take
    # the Enter), then Enter as the person presses it
    name.setText(str(path))
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())


@pytest.fixture
def styled() -> Iterator[None]:
    """The program's stylesheet, as ``create_application`` puts it in (taken out after)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)
    yield
    app.setStyleSheet("")


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The data folder's pictures go to a folder of the test."""
    folder = tmp_path / "data" / "clock-pictures"
    monkeypatch.setattr(clock_pictures, "pictures_folder", lambda: folder)
    return folder


def test_a_logo_and_a_background_chosen_in_the_file_dialog_stay_after_the_files_move(
        qtbot: QtBot, tmp_path: Path, kept: Path, context: AppContext, time: FakeTime) -> None:
    event, _, clock = running_clock(qtbot, tmp_path, context)
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    logo = picture(downloads / "club logo.png", 120, 80, "gold")
    back = picture(downloads / "felt.jpg", 640, 360, "darkgreen")

    designer = open_designer(qtbot, clock)
    qtbot.keyClicks(designer.club, "Ace Poker Club")
    choose_file(qtbot, designer.logo, logo)
    choose_file(qtbot, designer.image, back)
    assert designer.message.text() == ""
    layout = designer.layout_now()
    # the layout keeps copies in the data folder, not the files in Downloads
    assert Path(layout.logo).parent == kept and Path(layout.background_image).parent == kept
    assert Path(layout.logo).read_bytes() == logo.read_bytes()
    assert designer.logo.text() == layout.logo
    # the field shows the name the picture had and a small picture of it
    assert designer.logo.path.text() == "club_logo.png"
    assert designer.logo.preview.pixmap().width() > 0
    click(qtbot, designer.save_button)
    qtbot.waitUntil(lambda: not designer.isVisible())
    # the originals go away; the clock screen and the stored layout still have them
    logo.unlink()
    back.rename(tmp_path / "moved.jpg")
    stored = ClockLayouts(context.db).for_screen(event, 0)
    assert stored.logo == layout.logo and stored.background_image == layout.background_image
    reopened = ClockWindow(clock.provider, clock=time)
    qtbot.addWidget(reopened)
    reopened.resize(1280, 720)
    reopened.set_layout(stored)
    reopened.show()
    qtbot.waitExposed(reopened)
    assert reopened.logo.isVisible() and reopened.logo.pixmap().width() > 0
    # the club's name beside the logo is as large as its line, not the body text size
    for screen in (clock, reopened):
        club = screen.labels["club"]
        assert club.text() == "Ace Poker Club"
        assert club.font().pixelSize() >= club.height() // 2, club.font().pixelSize()
    shot = reopened.grab().toImage()
    corner = shot.pixelColor(shot.width() - 3, shot.height() - 3)
    green = QColor("darkgreen")  # the background picture (a JPEG: near) fills the screen
    assert max(abs(corner.red() - green.red()), abs(corner.green() - green.green()),
               abs(corner.blue() - green.blue())) <= 4

    # Remove takes the logo off the layout
    again = open_designer(qtbot, clock)
    click(qtbot, again.logo.remove_button)
    assert again.layout_now().logo == "" and again.layout_now().background_image


def test_a_file_that_is_not_a_picture_or_too_large_is_refused_and_nothing_changes(
        qtbot: QtBot, tmp_path: Path, kept: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    event, _ = tournament(context, players=2)
    layouts = ClockLayouts(context.db)
    designer = ClockDesigner(layouts.for_screen(event, 0))
    qtbot.addWidget(designer)
    designer.show()
    qtbot.waitExposed(designer)
    good = picture(tmp_path / "logo.png", 64, 64, "white")
    choose_file(qtbot, designer.logo, good)
    before = designer.layout_now()
    assert before.logo

    notes = tmp_path / "notes.png"
    notes.write_text("late registration until level 6\n", encoding="utf-8")
    choose_file(qtbot, designer.logo, notes)
    assert designer.message.text() == ("\u26a0 “notes.png” is not a picture: choose a PNG, JPEG, "
                                       "BMP, GIF or WebP file")
    assert designer.layout_now() == before and designer.logo.text() == before.logo
    assert designer.message.error  # said as a warning

    giant = huge_png(tmp_path / "poster.png", 20_000)
    choose_file(qtbot, designer.image, giant)
    assert designer.message.text() == ("\u26a0 “poster.png” is too large (20000 × 20000 pixels): "
                                       "a clock picture is at most 8000 pixels a side")
    assert designer.layout_now() == before and designer.image.text() == ""
    assert sorted(p.name for p in kept.iterdir()) == [Path(before.logo).name]

    # a picture larger than a 4K screen is kept scaled down to one
    wide = picture(tmp_path / "banner.png", 5000, 1000, "navy")
    choose_file(qtbot, designer.image, wide)
    kept_image = QImage(designer.layout_now().background_image)
    assert (kept_image.width(), kept_image.height()) == (3840, 768)



def test_the_club_name_keeps_its_size_when_a_shown_clock_gets_its_first_board(
        qtbot: QtBot, tmp_path: Path, kept: Path, time: FakeTime, styled: None) -> None:
    """A clock window already on the screen when its first board comes (the theme's
    style goes in then): the club's name and the announcement keep the size of their
    lines, not the body text's."""
    install_translator("en")
    structure = load_template("regular")
    board = build_board(structure, ClockState(2, True, T0 + timedelta(minutes=9)), T0,
                        players_left=20, entries=24, chips_in_play=240_000,
                        prize_pool=24_000, payouts=[(1, 12_000), (2, 7_200), (3, 4_800)])
    designer = ClockDesigner(ClockLayout(club_name="Ace Poker Club",
                                         announcement="Late registration until level 6"))
    qtbot.addWidget(designer)
    logo = designer.logo.keep(picture(tmp_path / "logo.png", 90, 90, "gold"))
    layout = replace(designer.layout_now(), logo=str(logo))
    layout = layout.with_item(replace(layout.item("announcement"), visible=True))
    clock = ClockWindow(lambda _now: board, clock=time, announcer=Announcer(sound=False))
    qtbot.addWidget(clock)
    clock.set_layout(layout)
    clock.show()
    clock.resize(1920, 1080)
    qtbot.waitExposed(clock)
    clock.start()  # as the main window starts it
    qtbot.waitUntil(lambda: clock.board is not None)
    club = clock.labels["club"]
    assert club.text() == "Ace Poker Club" and clock.logo.isVisible()
    assert club.font().pixelSize() >= club.height() // 2, club.font().pixelSize()
    marquee = clock.marquee
    assert marquee.font().pixelSize() >= marquee.height() // 2, marquee.font().pixelSize()
