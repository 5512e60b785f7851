"""Clock designs kept with the event and as templates (issue 19, migration 0015)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.engine.messages import render
from director.services.clock.clock_layouts import ClockLayout, ClockLayouts
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.store.db import make_engine, migrate, open_database
from tests.template_db import new_database

NOW = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def test_each_clock_window_of_an_event_keeps_its_own_layout(tmp_path: Path) -> None:
    db = new_database(tmp_path / "d.sqlite3")
    event = EventService(db).create_event("cash", "Friday",
                                          CashSettings(small_blind=50, big_blind=100), NOW)
    layouts = ClockLayouts(db)
    assert layouts.for_screen(event, 1) == ClockLayout()
    big = ClockLayout(theme="classic_felt", club_name="Ász Klub")
    big = big.with_item(big.item("clock").moved(0.1, 0.2).resized(0.8, 0.5))
    layouts.save_for_screen(event, 1, big)
    layouts.save_for_screen(event, 0, ClockLayout(theme="high_contrast"))
    assert layouts.for_screen(event, 1) == big
    assert layouts.for_screen(event, 0).theme == "high_contrast"
    EventService(db).delete_event(event)  # the layouts go with the event
    db.close()


def test_a_template_is_reused_and_a_nameless_one_refused(tmp_path: Path) -> None:
    db = new_database(tmp_path / "d.sqlite3")
    layouts = ClockLayouts(db)
    layout = ClockLayout(theme="light", announcement="Late registration ends at level 6")
    layouts.save_template("Main event", layout)
    assert layouts.template_names() == ["Main event"]
    assert layouts.template("Main event") == layout
    with pytest.raises(ValueError) as refused:
        layouts.save_template("  ", layout)
    assert render(refused.value.message, "hu") == "az órasablonnak nevet kell adni"  # type: ignore[attr-defined]
    db.close()


def test_upgrade_from_0012_adds_the_layouts(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    engine = make_engine(f"sqlite:///{path}")
    migrate(engine, "0012")
    engine.dispose()
    db = open_database(path)  # upgrades to the head
    layouts = ClockLayouts(db)
    layouts.save_template("Old club", ClockLayout(theme="classic_felt"))
    assert layouts.template("Old club").theme == "classic_felt"
    db.close()
