"""The clock screen designed by the director (issue 19), with real input: D on the
clock window opens the designer; an item is added, moved, resized and hidden with
the mouse; the theme and announcement are chosen; Save shows it on the screen and
keeps it with the event; the designer reopens on what was saved; a template is
saved by name and reused; a second clock window keeps its own layout."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from director.services.clock.clock_layouts import ClockLayout, ClockLayouts
from director.ui.clock.clock_designer import LABEL_FLAGS, ClockDesigner
from director.ui.clock.clock_window import ClockWindow
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, open_menu_item, resume_event

__all__ = ["context", "time"]


def click(qtbot: QtBot, widget: QWidget, pos: QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())


def tick(qtbot: QtBot, box: QWidget) -> None:
    """Click a check box on its box (the left end), where a person clicks it."""
    click(qtbot, box, QPoint(8, box.height() // 2))


def drag(widget: QWidget, start: QPoint, end: QPoint) -> None:
    """Press, move in steps and release, as a hand on a mouse does."""
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for n in range(1, 6):
        QTest.mouseMove(widget, start + (end - start) * n / 5)
    QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def running_clock(qtbot: QtBot, tmp_path: Path, context: AppContext,
                  size: tuple[int, int] = (1280, 720), sound: bool = True
                  ) -> tuple[int, MainWindow, ClockWindow]:
    """A six-player tournament with its clock running, resumed from Home in the real
    main window: the event, the main window and its clock window at ``size``, on
    the screen."""
    event, _ = tournament(context, players=6, tables=1, seed=3)
    context.events.start_clock(event, T0)
    window = open_main_window(qtbot, tmp_path, context, sound=sound)
    resume_event(qtbot, window, name="Friday Freezeout")
    clock = window.clock_window
    assert clock is not None
    clock.resize(*size)
    qtbot.waitExposed(clock)
    return event, window, clock


def another_clock(qtbot: QtBot, window: MainWindow) -> ClockWindow:
    """Clock > Another clock with the mouse: the new clock screen, on the screen."""
    before = list(getattr(window, "more_clocks", []))
    open_menu_item(qtbot, window, window.clock_menu, "anotherClock")
    qtbot.waitUntil(lambda: any(w not in before for w in getattr(window, "more_clocks", [])))
    [screen] = [w for w in window.more_clocks if w not in before]
    qtbot.waitExposed(screen)
    return screen


def open_designer(qtbot: QtBot, clock: ClockWindow) -> ClockDesigner:
    clock.activateWindow()
    qtbot.waitUntil(clock.isActiveWindow)
    qtbot.keyClick(clock, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: clock.designer is not None and clock.designer.isVisible())
    assert clock.designer is not None
    return clock.designer


def test_design_a_clock_screen_save_it_and_reopen_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, window, clock = running_clock(qtbot, tmp_path, context)

    designer = open_designer(qtbot, clock)
    canvas = designer.canvas
    # hide the ante, add the scrolling announcement with its words
    assert designer.checks["ante"].isChecked()
    assert not designer.checks["announcement"].isChecked()
    tick(qtbot, designer.checks["ante"])
    tick(qtbot, designer.checks["announcement"])
    assert not designer.checks["ante"].isChecked() and designer.checks["announcement"].isChecked()
    qtbot.keyClicks(designer.announcement, "Late registration closes at level 6")
    choose(qtbot, designer.theme, "Classic felt")
    qtbot.keyClicks(designer.club, "Ace Poker Club")
    # move the time left down and to the right, then make it larger by its corner
    before = designer.layout_now().item("clock")
    centre = canvas.item_rect(before).center().toPoint()
    drag(canvas, centre, centre + QPoint(30, 20))
    moved = designer.layout_now().item("clock")
    assert moved.x > before.x and moved.y > before.y
    assert (moved.width, moved.height) == (before.width, before.height)
    corner = canvas.item_rect(moved).bottomRight().toPoint() - QPoint(2, 2)
    drag(canvas, corner, corner + QPoint(40, 10))
    sized = designer.layout_now().item("clock")
    assert sized.width > moved.width and sized.height > moved.height
    click(qtbot, designer.save_button)
    qtbot.waitUntil(lambda: not designer.isVisible())

    # the screen shows it: no ante, the announcement scrolls, the club's name, the theme
    assert clock.labels["ante"].isHidden()
    assert clock.marquee.isVisible()
    assert clock.marquee.text() == "Late registration closes at level 6"
    assert clock.labels["club"].text() == "Ace Poker Club"
    assert clock.theme == "classic_felt"
    time_rect = clock.labels["time"].geometry()
    assert abs(time_rect.width() - round(sized.width * clock.width())) <= 1

    # kept with the event: the stored layout is the designed one
    stored = ClockLayouts(context.db).for_screen(event, 0)
    assert stored == designer.layout_now()
    # reopened, the designer shows what was saved
    again = open_designer(qtbot, clock)
    assert not again.checks["ante"].isChecked()
    assert again.checks["announcement"].isChecked()
    assert again.theme.currentText() == "Classic felt"
    assert again.layout_now().item("clock") == sized
    # kept as a template under a name, then reused from the list
    qtbot.keyClicks(again.template_name, "Friday look")
    click(qtbot, again.keep_template)
    assert ClockLayouts(context.db).template_names() == ["Friday look"]
    assert again.template_list.currentText() == "Friday look"
    click(qtbot, again.cancel_button)

    # a second clock window (another screen) keeps a layout of its own
    second = another_clock(qtbot, window)
    assert second.screen_number == 1 and second.theme == "club_dark"
    assert not second.labels["ante"].isHidden() or second.labels["ante"].text() == ""
    other = open_designer(qtbot, second)
    assert other.checks["ante"].isChecked()
    choose(qtbot, other.template_list, "Friday look")
    click(qtbot, other.use_template)
    assert not other.checks["ante"].isChecked()
    click(qtbot, other.save_button)
    assert ClockLayouts(context.db).for_screen(event, 1).theme == "classic_felt"


def test_the_payouts_under_the_all_in_odds_are_named_and_reached_by_a_double_click(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A new clock's all-in odds (issue 21) lie over its payouts, shown there only while
    an all-in lasts. The designer wrote both names in the one box, one through the
    other, and a click reached only the odds: the box now says what lies beneath, a
    double-click there chooses the payouts, and a drag moves them out."""
    _, _window, clock = running_clock(qtbot, tmp_path, context)
    designer = open_designer(qtbot, clock)
    canvas = designer.canvas
    payouts, odds = designer.layout_now().item("payouts"), designer.layout_now().item("all_in")
    assert canvas.item_rect(odds).contains(canvas.item_rect(payouts))
    labels = canvas.labels()
    assert "payouts" not in labels  # not drawn through the box over it
    assert labels["all_in"] == "All-in odds, over Payouts while an all-in lasts"
    place = canvas.item_rect(payouts).center().toPoint()
    click(qtbot, canvas, place)
    assert canvas.selected == "all_in"
    qtbot.mouseDClick(canvas, Qt.MouseButton.LeftButton, pos=place)
    assert canvas.selected == "payouts"
    assert canvas.labels()["payouts"] == "Payouts, over All-in odds"  # now on top
    qtbot.mouseDClick(canvas, Qt.MouseButton.LeftButton, pos=place)
    assert canvas.selected == "all_in"  # the top one again after the last
    qtbot.mouseDClick(canvas, Qt.MouseButton.LeftButton, pos=place)
    assert canvas.selected == "payouts"
    drag(canvas, place, place + QPoint(-60, 0))
    moved = designer.layout_now().item("payouts")
    assert moved.x < payouts.x and designer.layout_now().item("all_in") == odds
    labels = canvas.labels()
    assert labels["payouts"] == "Payouts" and labels["all_in"] == "All-in odds"
    install_translator("hu")
    assert canvas.labels()["payouts"] == "Kifizetések"
    click(qtbot, designer.cancel_button)


def test_a_colour_that_is_not_one_is_refused_and_nothing_saved(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    event, _ = tournament(context, players=2)
    layouts = ClockLayouts(context.db)
    designer = ClockDesigner(layouts.for_screen(event, 0), save_template=layouts.save_template,
                             templates=layouts.template_names)
    qtbot.addWidget(designer)
    designer.show()
    qtbot.keyClicks(designer.background, "greenish")
    click(qtbot, designer.save_button)
    assert designer.isVisible()
    assert "“greenish” is not a colour" in designer.message.text()
    click(qtbot, designer.keep_template)  # no name: refused in words
    assert designer.message.text() == "\u26a0 A clock template needs a name"
    assert layouts.template_names() == []


def test_the_designer_fits_a_netbook_and_its_picture_names_every_item_whole(
        qtbot: QtBot, qapp: QApplication) -> None:
    """Issue 29: on a 1024x600 screen the designer was 605 pixels high and its small
    picture cut the names ("(chips and big"). Its least size fits 1024x600 less a
    taskbar and a title bar; at that size, in both languages, each item's name on
    the picture is written whole inside its box."""
    apply_style(qapp)  # the program's stylesheet and font, as it starts
    try:
        for language in ("en", "hu"):
            install_translator(language)
            designer = ClockDesigner(ClockLayout())
            qtbot.addWidget(designer)
            smallest = designer.minimumSizeHint()
            assert smallest.width() <= 1024 and smallest.height() <= 600 - 40 - 32, smallest
            designer.resize(1024, 600 - 40 - 32)
            designer.show()
            qtbot.waitExposed(designer)
            canvas, labels = designer.canvas, designer.canvas.labels()
            for item in (i for i in canvas.layout_.items if i.name in labels):
                font, text = canvas.label_of(item, labels[item.name])
                rect = canvas.label_rect(item)
                needed = QFontMetricsF(font).boundingRect(rect, LABEL_FLAGS, text)
                assert text == labels[item.name], (language, text)
                assert needed.height() <= rect.height() + 0.5 and \
                    needed.width() <= rect.width() + 0.5, (language, item.name)
                assert font.pixelSize() >= 8
            designer.close()
            designer.deleteLater()  # its theme box keeps the focus of a closed window
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    finally:
        install_translator("en")
        qapp.setStyleSheet("")


def test_another_clock_after_one_was_closed_opens_a_new_one(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Clock > Another clock opens a second clock screen; the person closes it (its
    title bar's close: the window is deleted), then asks Clock > Another clock again.
    The main window still listed the deleted window and asked it whether it was shown:
    "Internal C++ object (ClockWindow) already deleted" past every window, and no
    clock opened (a random night at a club found it). Now a second screen opens again."""
    install_translator("en")
    _event, window, _clock = running_clock(qtbot, tmp_path, context)
    first = another_clock(qtbot, window)
    first.close()  # the title bar's close: deleted on close, and listed no more
    qtbot.waitUntil(lambda: window.more_clocks == [], timeout=3000)
    again = another_clock(qtbot, window)
    assert window.more_clocks == [again]
    assert again.isVisible() and again is not first
