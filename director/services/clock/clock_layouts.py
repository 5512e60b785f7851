"""The clock screen as the director designs it (issue 19): a theme, the club's
name and logo, a background colour or image, and which items show, where and how
large. Each clock window of an event keeps its own layout (``screen`` 0, 1, ...);
a layout saved under a name is a template for other events.

Positions and sizes are shares of the window (0 to 1), so one layout reads the
same on a 1024x600 laptop and a 4K TV. Stored as JSON (migration 0015).
"""

from __future__ import annotations

import json
from dataclasses import field, replace
from typing import Any

from sqlmodel import select

from director.engine.frozen import frozen_record
from director.engine.messages import msg
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.store.db import Database
from director.store.models import ClockLayoutRow, ClockTemplateRow

THEMES = ("club_dark", "classic_felt", "high_contrast", "light")
# Every item a clock screen can show, in drawing order (later items on top).
ITEMS = ("club", "level", "status", "clock", "blinds", "ante", "next_level",
         "break_countdown", "players", "average", "chips", "prize_pool", "payouts", "chip_up",
         "announcement", "time_of_day", "all_in")
# Items added after layouts were stored that show in those layouts too (the all-in
# odds appear only while an all-in lasts, so they hide nothing the rest of the time).
SHOWN_WHEN_NEW = frozenset({"all_in"})
SMALLEST = 0.04  # an item is at least this share of the window each way


@frozen_record
class ClockItem:
    name: str
    x: float
    y: float
    width: float
    height: float
    visible: bool = True

    def moved(self, x: float, y: float) -> ClockItem:
        """Moved to (x, y), kept inside the window."""
        return replace(self, x=min(max(x, 0.0), 1 - self.width),
                       y=min(max(y, 0.0), 1 - self.height))

    def resized(self, width: float, height: float) -> ClockItem:
        """Resized, at least ``SMALLEST`` and inside the window."""
        return replace(self, width=min(max(width, SMALLEST), 1 - self.x),
                       height=min(max(height, SMALLEST), 1 - self.y))


def _default_items() -> tuple[ClockItem, ...]:
    main = [("club", 0.02, 0.01, 0.62, 0.07), ("level", 0.02, 0.08, 0.62, 0.07),
            ("status", 0.02, 0.15, 0.62, 0.06), ("clock", 0.02, 0.21, 0.62, 0.33),
            ("blinds", 0.02, 0.54, 0.62, 0.15), ("ante", 0.02, 0.69, 0.62, 0.07),
            ("next_level", 0.02, 0.76, 0.62, 0.06), ("break_countdown", 0.02, 0.82, 0.62, 0.06),
            ("chip_up", 0.02, 0.88, 0.62, 0.05)]
    side = [("players", 0.67, 0.03, 0.31, 0.11), ("average", 0.67, 0.15, 0.31, 0.11),
            ("chips", 0.67, 0.27, 0.31, 0.09), ("prize_pool", 0.67, 0.37, 0.31, 0.11),
            ("payouts", 0.67, 0.49, 0.31, 0.36), ("time_of_day", 0.67, 0.87, 0.31, 0.06)]
    items = [ClockItem(n, x, y, w, h) for n, x, y, w, h in main + side]
    items.append(ClockItem("announcement", 0.0, 0.94, 1.0, 0.06, visible=False))
    # a face-up all-in's odds (issue 21): over the payouts, only while it lasts
    items.append(ClockItem("all_in", 0.67, 0.49, 0.31, 0.36))
    return tuple(items)


@frozen_record
class ClockLayout:
    theme: str = "club_dark"
    club_name: str = ""
    logo: str = ""  # a picture file; "" for none
    background: str = ""  # a colour like #102030, or "" for the theme's
    background_image: str = ""
    announcement: str = ""  # the scrolling line's text
    items: tuple[ClockItem, ...] = field(default_factory=_default_items)

    def item(self, name: str) -> ClockItem:
        return next(i for i in self.items if i.name == name)

    def with_item(self, item: ClockItem) -> ClockLayout:
        return replace(self, items=tuple(item if i.name == item.name else i
                                         for i in self.items))

    def to_data(self) -> dict[str, Any]:
        return {"theme": self.theme, "club_name": self.club_name, "logo": self.logo,
                "background": self.background, "background_image": self.background_image,
                "announcement": self.announcement,
                "items": [[i.name, i.x, i.y, i.width, i.height, i.visible] for i in self.items]}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> ClockLayout:
        """A stored layout; unknown items are dropped and missing ones come back
        where the default puts them, hidden."""
        stored = {row[0]: ClockItem(str(row[0]), float(row[1]), float(row[2]), float(row[3]),
                                    float(row[4]), bool(row[5]))
                  for row in data.get("items", []) if row and row[0] in ITEMS}
        items = tuple(stored.get(d.name, replace(d, visible=d.name in SHOWN_WHEN_NEW))
                      for d in _default_items())
        theme = data.get("theme", "club_dark")
        return cls(theme=theme if theme in THEMES else "club_dark",
                   club_name=str(data.get("club_name", "")), logo=str(data.get("logo", "")),
                   background=str(data.get("background", "")),
                   background_image=str(data.get("background_image", "")),
                   announcement=str(data.get("announcement", "")), items=items)


class ClockLayouts:
    """The stored layouts: each event's clock windows, and the named templates."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def for_screen(self, event_id: int, screen: int = 0) -> ClockLayout:
        """The layout of the event's clock window ``screen`` (the default if none)."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            row = uow.session.exec(select(ClockLayoutRow).where(
                ClockLayoutRow.event_id == event_id, ClockLayoutRow.screen == screen)).first()
            return ClockLayout.from_data(json.loads(row.layout)) if row else ClockLayout()

    def save_for_screen(self, event_id: int, screen: int, layout: ClockLayout) -> None:
        text = json.dumps(layout.to_data())
        with UnitOfWork(self.db) as uow:
            row = uow.session.exec(select(ClockLayoutRow).where(
                ClockLayoutRow.event_id == event_id, ClockLayoutRow.screen == screen)).first()
            if row is None:
                row = ClockLayoutRow(event_id=event_id, screen=screen, layout=text)
            row.layout = text
            uow.session.add(row)

    def template_names(self) -> list[str]:
        with UnitOfWork(self.db, reads_only=True) as uow:
            return sorted(r.name for r in uow.session.exec(select(ClockTemplateRow)).all())

    def template(self, name: str) -> ClockLayout:
        with UnitOfWork(self.db, reads_only=True) as uow:
            row = uow.session.exec(select(ClockTemplateRow).where(
                ClockTemplateRow.name == name)).first()
            if row is None:
                raise ServiceError(msg("svc-clock-template-unknown", template_name=name))
            return ClockLayout.from_data(json.loads(row.layout))

    def save_template(self, name: str, layout: ClockLayout) -> None:
        """Keep ``layout`` under ``name`` (replacing a template of that name)."""
        name = name.strip()
        if not name:
            raise ServiceError(msg("svc-clock-template-no-name"))
        text = json.dumps(layout.to_data())
        with UnitOfWork(self.db) as uow:
            row = uow.session.exec(select(ClockTemplateRow).where(
                ClockTemplateRow.name == name)).first()
            if row is None:
                row = ClockTemplateRow(name=name, layout=text)
            row.layout = text
            uow.session.add(row)
