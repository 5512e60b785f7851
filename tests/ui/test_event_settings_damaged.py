"""An event whose stored settings are damaged (a row edited by hand, a disk's fault):
the program's start died on Home's list of events (``JSONDecodeError``), and Resume
raised. The event is listed (no game shown), Resume says why it cannot be opened and
opens nothing, and the other events open as ever (``director check`` names it:
tests/store/test_cli_database.py)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from sqlalchemy import text

from director.ui.common.context import AppContext
from tests.ui.event_fixtures import cash_game
from tests.ui.home_driver import context, open_main_window, resume_event

__all__ = ["context"]


def test_an_event_whose_settings_cannot_be_read_is_listed_and_refused_on_resume(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    damaged = cash_game(context)
    good = context.events.create_event(
        "cash", "Wednesday cash", {"small_blind": 50, "big_blind": 100, "min_buy_in": 5000},
        context.now())
    with context.db.engine.begin() as connection:
        connection.execute(text("UPDATE event SET settings = '{bad' WHERE id = :id"),
                           {"id": damaged})
    window = open_main_window(qtbot, tmp_path, context)
    home = window.home
    qtbot.waitUntil(lambda: len(home.events) == 2)
    assert {e.name for e in home.events} == {"Tuesday cash", "Wednesday cash"}
    resume_event(qtbot, window, event_id=damaged)
    assert window.current_event is None
    assert home.message.text() == (
        "\u26a0 The event's settings cannot be read (the record holds {bad): restore the "
        "newest good backup, or make the event again")
    resume_event(qtbot, window, event_id=good)
    assert window.current_event == good
