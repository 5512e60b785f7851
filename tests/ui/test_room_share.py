"""Clock → Share with the room in the real main window, with real keys and clicks
(issue 18): the port opens only on Start and closes on Stop; the director's remote
refuses a wrong PIN, and the right PIN pauses the clock through the console's own
services, which the window shows at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.clock.clock_board import BoardState
from director.ui.shell.main_window import MainWindow
from tests.ui.room_driver import (
    bring_to_front,
    call_http,
    click,
    focus_clock_window,
    free_port,
    in_thread,
    night,
    resume_first_event,
    share_with_room,
    shown_pin,
)
from tests.web.sockets import listening_ports

__all__ = ["night"]


def test_sharing_opens_the_port_only_while_on(qtbot: QtBot,
                                              night: tuple[MainWindow, int]) -> None:
    window, _ = night
    before = listening_ports()
    resume_first_event(qtbot, window)
    assert listening_ports() == before, "resuming an event opens no port"
    port = free_port()
    dialog = share_with_room(qtbot, window, port, remote=False)
    assert port in listening_ports()
    status, page = in_thread(qtbot, lambda: call_http(port, "GET", "/clock"))
    assert status == 200 and "Friday Freezeout" in page
    status, data = in_thread(qtbot, lambda: call_http(port, "GET", "/api/room"))
    assert data["event"]["name"] == "Friday Freezeout"
    assert len(data["seating"]) == 6
    assert "The director's remote is off." in dialog.details.text()
    assert window.clock_window is not None
    assert window.clock_window.share_url.text() == f"http://127.0.0.1:{port}/clock"
    assert not window.clock_window.share_code.pixmap().isNull(), "the QR code is on the clock"
    click(qtbot, dialog.stop_button)
    assert port not in listening_ports()
    assert window.clock_window.share_url.isHidden()


def test_the_remote_refuses_a_wrong_pin_and_the_right_one_pauses_the_clock(
        qtbot: QtBot, night: tuple[MainWindow, int]) -> None:
    window, event = night
    resume_first_event(qtbot, window)
    clock_window = focus_clock_window(qtbot, window)
    qtbot.keyClick(clock_window, Qt.Key.Key_Space)  # the director starts the clock at the laptop
    context = window.context
    qtbot.waitUntil(lambda: context.events.clock(event, context.now()).running)
    port = free_port()
    dialog = share_with_room(qtbot, window, port, remote=True)
    pin = shown_pin(dialog)
    wrong = "000000" if pin != "000000" else "111111"
    status, answer = in_thread(qtbot, lambda: call_http(port, "POST", "/api/remote/login",
                                                        {"pin": wrong}))
    assert (status, answer["message"]) == (403, "wrong PIN")
    qtbot.wait(2100)  # a wrong PIN makes the next try from that address wait 2 s
    status, answer = in_thread(qtbot, lambda: call_http(port, "POST", "/api/remote/login",
                                                        {"pin": pin}))
    assert status == 200
    token = {"X-Remote-Token": answer["token"]}
    status, answer = in_thread(qtbot, lambda: call_http(
        port, "POST", "/api/remote/action", {"action": "pause"}, token))
    assert (status, answer) == (200, {"done": "clock paused"})
    assert not context.events.clock(event, context.now()).running
    qtbot.waitUntil(lambda: clock_window.board is not None
                    and clock_window.board.state is BoardState.PAUSED)
    assert window.status_clock.text().endswith("paused")
    assert window.statusBar().currentMessage() == "Remote: clock paused"
    # Undoable like the console's own: Ctrl+Z in the main window takes the pause back.
    bring_to_front(qtbot, window)
    qtbot.keyClick(window.pages.currentWidget(), Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: context.events.clock(event, context.now()).running)
