"""The clock screen's designer (issue 19): the director dresses a clock window in a
theme, the club's name and logo and a background, and places its items on a
small picture of the screen: drag an item to move it, drag its bottom-right
corner to size it, tick an item to show it and untick to hide it. Saved with the
event (each clock window its own layout) and, under a name, as a template.

The designer only edits a ``ClockLayout``; storing it is the window's
``save`` callback (``services.clock_layouts``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from director.services.clock.clock_layouts import ITEMS, THEMES, ClockItem, ClockLayout
from director.ui.clock.clock_pictures import PictureField
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner
from director.ui.common.director_widgets import MessageLabel, fit_to_screen, scrolled
from director.ui.common.kept import Kept
from director.ui.common.named import named
from director.ui.common.style import clock_theme, set_tone

if TYPE_CHECKING:
    from director.services.core.database import Database

HANDLE = 14  # pixels of an item's bottom-right corner that resize it
LABEL_PX, SMALLEST_LABEL_PX = 13, 8  # an item's name on the small screen
LABEL_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def _t(text: str) -> str:
    return QCoreApplication.translate("ClockDesigner", text)


def item_names() -> dict[str, str]:
    t = _t
    return {"club": t("Club name and logo"), "level": t("Level and game"),
            "status": t("Paused, break, last minute"), "clock": t("Time left"),
            "blinds": t("Blinds"), "ante": t("Ante"), "next_level": t("Next level"),
            "break_countdown": t("Break countdown"), "players": t("Players"),
            "average": t("Average stack (chips and big blinds)"), "chips": t("Chips in play"),
            "prize_pool": t("Prize pool"), "payouts": t("Payouts"),
            "chip_up": t("Chip-up notice"), "announcement": t("Scrolling announcement"),
            "time_of_day": t("Time of day"), "all_in": t("All-in odds")}


def theme_names() -> dict[str, str]:
    t = _t
    return {"club_dark": t("Club dark"), "classic_felt": t("Classic felt"),
            "high_contrast": t("High contrast (large rooms)"), "light": t("Light")}


class DesignCanvas(QWidget):
    """The screen in small: items as boxes to drag and size."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("designCanvas")
        self.setMinimumSize(384, 216)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.layout_ = ClockLayout()
        self.selected: str | None = None
        self._drag: tuple[str, str, QPointF, ClockItem] | None = None
        self._pictures: Kept[QPixmap] = Kept(4)  # the logo and background, read once

    def picture(self, path: str) -> QPixmap:
        return self._pictures.get(path, lambda: QPixmap(path))

    def sizeHint(self) -> QSize:
        return QSize(640, 360)

    def screen_rect(self) -> QRectF:
        """The picture of the screen: 16:9, as large as fits."""
        w, h = self.width(), self.height()
        sw = min(w, h * 16 / 9)
        sh = sw * 9 / 16
        return QRectF((w - sw) / 2, (h - sh) / 2, sw, sh)

    def item_rect(self, item: ClockItem) -> QRectF:
        s = self.screen_rect()
        return QRectF(s.x() + item.x * s.width(), s.y() + item.y * s.height(),
                      item.width * s.width(), item.height * s.height())

    def stacked(self) -> list[ClockItem]:
        """The items shown, from the bottom up: the layout's order, the selected on top."""
        shown = [item for item in self.layout_.items if item.visible]
        return sorted(shown, key=lambda item: item.name == self.selected)

    def items_at(self, point: QPointF) -> list[ClockItem]:
        """The items under ``point``, the top one first."""
        return [item for item in reversed(self.stacked())
                if self.item_rect(item).contains(point)]

    def item_at(self, point: QPointF) -> ClockItem | None:
        here = self.items_at(point)
        return here[0] if here else None

    def covering(self, item: ClockItem, stacked: list[ClockItem]) -> ClockItem | None:
        """The item above ``item`` that hides its box whole (the all-in's odds lie over
        the payouts in the layout a clock starts with), if any."""
        box = self.item_rect(item)
        above = stacked[stacked.index(item) + 1:]
        return next((a for a in reversed(above) if self.item_rect(a).contains(box)), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        corner = self.corner_at(point)  # a corner handle wins over the item under it
        item = corner or self.item_at(point)
        self.selected = item.name if item else None
        if item is not None:
            self._drag = (item.name, "resize" if corner else "move", point, item)
        self.update()

    def corner_at(self, point: QPointF) -> ClockItem | None:
        """The item whose bottom-right handle is under ``point`` (the selected first)."""
        items = sorted(self.layout_.items, key=lambda i: i.name == self.selected)
        for item in reversed(items):
            corner = self.item_rect(item).bottomRight()
            if item.visible and abs(point.x() - corner.x()) <= HANDLE \
                    and abs(point.y() - corner.y()) <= HANDLE:
                return item
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return
        _, how, start, item = self._drag
        s = self.screen_rect()
        dx = (event.position().x() - start.x()) / s.width()
        dy = (event.position().y() - start.y()) / s.height()
        if how == "move":
            moved = item.moved(item.x + dx, item.y + dy)
        else:
            moved = item.resized(item.width + dx, item.height + dy)
        self.layout_ = self.layout_.with_item(moved)
        self.changed.emit()
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The item beneath the chosen one at that place is chosen, ready to drag (the
        payouts under the all-in's odds); the top one again after the last."""
        point = event.position()
        here = [item.name for item in self.items_at(point)]
        if len(here) < 2:
            self.mousePressEvent(event)
            return
        below = here[(here.index(self.selected) + 1) % len(here)] \
            if self.selected in here else here[0]
        self.selected = below
        self._drag = (below, "move", point, self.layout_.item(below))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = clock_theme(self.layout_.theme)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QColor(self.layout_.background) if self.layout_.background else theme["background"]
        p.fillRect(self.screen_rect(), back)
        if self.layout_.background_image:  # the picture as the screen shows it
            p.drawPixmap(self.screen_rect().toRect(), self.picture(self.layout_.background_image))
        labels = self.labels()
        for item in self.stacked():
            r = self.item_rect(item)
            chosen = item.name == self.selected
            p.setPen(QPen(theme["accent"] if chosen else theme["muted"], 3 if chosen else 1,
                          Qt.PenStyle.SolidLine if chosen else Qt.PenStyle.DashLine))
            panel = QColor(theme["panel"])
            panel.setAlpha(200)  # the background picture shows through, as on the screen
            p.setBrush(panel)
            p.drawRect(r)
            logo = self.picture(self.layout_.logo) if self.layout_.logo else QPixmap()
            if item.name == "club" and not logo.isNull():
                side = int(r.height()) - 4
                p.drawPixmap(int(r.x()) + 2, int(r.y()) + 2, logo.scaled(
                    side, side, Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation))
            p.setPen(theme["text"])
            if item.name in labels:
                font, text = self.label_of(item, labels[item.name])
                p.setFont(font)
                p.drawText(self.label_rect(item), LABEL_FLAGS, text)
            p.fillRect(QRectF(r.right() - 8, r.bottom() - 8, 8, 8), theme["accent"])
        p.end()

    def labels(self) -> dict[str, str]:
        """The words on each shown item's box: its name, and the names of the items it
        hides whole; an item hidden whole has none (its name drawn through the box
        above it made both unreadable)."""
        names, stacked = item_names(), self.stacked()
        over = {item.name: self.covering(item, stacked) for item in stacked}
        labels = {}
        for item in stacked:
            if over[item.name] is not None:
                continue
            hidden = ", ".join(names[b.name] for b in stacked if over[b.name] is item)
            if not hidden:
                labels[item.name] = names[item.name]
            elif item.name == "all_in":  # shown only while an all-in lasts (clock_odds.py)
                labels[item.name] = _t("%1, over %2 while an all-in lasts").replace(
                    "%1", names[item.name]).replace("%2", hidden)
            else:
                labels[item.name] = _t("%1, over %2").replace(
                    "%1", names[item.name]).replace("%2", hidden)
        return labels

    def label_rect(self, item: ClockItem) -> QRectF:
        """Where an item's name is written: its box less a margin and the corner."""
        return self.item_rect(item).adjusted(4, 1, -4, -1)

    def label_of(self, item: ClockItem, name: str) -> tuple[QFont, str]:
        """The item's name as large as fits its box on the small screen, wrapped onto
        more lines where it helps, else cut with an ellipsis (issue 29: "(chips and
        big" was cut at 1024x600)."""
        rect = self.label_rect(item)
        font = QFont(self.font())
        for size in range(LABEL_PX, SMALLEST_LABEL_PX - 1, -1):
            font.setPixelSize(size)
            needed = QFontMetricsF(font).boundingRect(rect, LABEL_FLAGS, name)
            if needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5:
                return font, name
        return font, QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                    max(rect.width(), 0.0))


class ClockDesigner(QDialog):
    """Edit one clock window's layout; ``save(layout)`` stores it; templates by name."""

    saved = Signal(object)

    def __init__(self, layout: ClockLayout, *, templates: Callable[[], list[str]] | None = None,
                 load_template: Callable[[str], ClockLayout] | None = None,
                 save_template: Callable[[str, ClockLayout], None] | None = None,
                 pictures: Path | None = None, parent: QWidget | None = None,
                 db: Database | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockDesigner")
        self.setWindowTitle(self.tr("Design the clock screen"))
        self._templates, self._load, self._keep = templates, load_template, save_template
        self.canvas = DesignCanvas(self)
        self.canvas.layout_ = layout
        self.theme = named(QComboBox(self), "designTheme")
        for key, name in theme_names().items():
            self.theme.addItem(name, key)
        self.club = named(QLineEdit(self), "designClub")
        # pictures chosen in a file dialog, kept in the data folder (ui/clock_pictures.py)
        self.logo = PictureField("designLogo", pictures, self)
        self.background = named(QLineEdit(self), "designBackground")
        self.background.setPlaceholderText(self.tr("the theme's, or a colour like #102030"))
        self.image = PictureField("designImage", pictures, self)
        self.announcement = named(QLineEdit(self), "designAnnouncement")
        self.message = MessageLabel(self, "designMessage")
        # a template kept through the runner; the list follows the commit feed of
        # ``db`` (a template kept in another screen's designer), when there is one
        self.runner = ActionRunner((lambda: db) if db is not None else None, self.message, self)
        self._follows = db is not None
        if db is not None:
            self.changes = followed_changes(db, self)
            self.changes.changed.connect(self._fill_templates)
        form = QFormLayout()
        form.addRow(self.tr("Theme"), self.theme)
        form.addRow(self.tr("Club name"), self.club)
        form.addRow(self.tr("Logo picture file"), self.logo)
        form.addRow(self.tr("Background colour"), self.background)
        form.addRow(self.tr("Background picture file"), self.image)
        form.addRow(self.tr("Announcement"), self.announcement)
        shown = QGroupBox(self.tr("Show on the screen"), self)
        grid = QGridLayout(shown)
        self.checks: dict[str, QCheckBox] = {}
        for n, (key, name) in enumerate(item_names().items()):
            box = named(QCheckBox(name, shown), f"show_{key}")
            grid.addWidget(box, n // 2, n % 2)
            box.toggled.connect(lambda on, key=key: self._show(key, on))
            self.checks[key] = box
        self.template_name = named(QLineEdit(self), "templateName")
        self.template_name.setPlaceholderText(self.tr("Template name"))
        self.keep_template = named(QPushButton(self.tr("Save as template"), self), "saveTemplate")
        self.template_list = named(QComboBox(self), "templateList")
        self.use_template = named(QPushButton(self.tr("Use template"), self), "useTemplate")
        # in a button box with their roles: Save commits, Cancel closes (issue 29)
        button_box = QDialogButtonBox(self)
        self.save_button = named(button_box.addButton(self.tr("Save"),
                                               QDialogButtonBox.ButtonRole.AcceptRole),
                                 "saveLayout")
        self.save_button.setDefault(True)
        self.cancel_button = named(button_box.addButton(self.tr("Cancel"),
                                                 QDialogButtonBox.ButtonRole.RejectRole),
                                   "cancelLayout")
        templates_row = QHBoxLayout()
        for w in (self.template_name, self.keep_template, self.template_list, self.use_template):
            templates_row.addWidget(w)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(button_box)
        settings = QWidget(self)
        right = QVBoxLayout(settings)
        right.setContentsMargins(0, 0, 0, 0)
        right.addLayout(form)
        right.addWidget(shown)
        right.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.canvas, 3)
        # the settings scroll on a small screen (1024x600: issue 29), the buttons stay;
        # up and down only: the column is as wide as its widest row
        area = scrolled(settings, "designSettings")
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setMinimumWidth(settings.minimumSizeHint().width()
                             + area.verticalScrollBar().sizeHint().width())
        top.addWidget(area, 2)
        column = QVBoxLayout(self)
        column.addWidget(QLabel(self.tr(
            "Drag an item to move it; drag its corner to size it; double-click to reach "
            "the item beneath."), self))
        column.addLayout(top, 1)
        column.addLayout(templates_row)
        column.addLayout(buttons)
        self._fill(layout)
        self._fill_templates()
        fit_to_screen(self, 1100, 680)
        self.theme.currentIndexChanged.connect(lambda _i: self._edited())
        for edit in (self.club, self.background, self.announcement):
            edit.textEdited.connect(lambda _t: self._edited())
        for picture in (self.logo, self.image):
            picture.changed.connect(lambda _path: self._edited())
            picture.refused.connect(self._refused)
        self.keep_template.clicked.connect(self._save_template)
        self.use_template.clicked.connect(self._use_template)
        self.save_button.clicked.connect(self._save)
        self.cancel_button.clicked.connect(self.reject)

    def layout_now(self) -> ClockLayout:
        return self.canvas.layout_

    def _fill(self, layout: ClockLayout) -> None:
        self.canvas.layout_ = layout
        self.theme.setCurrentIndex(max(0, THEMES.index(layout.theme)))
        self.club.setText(layout.club_name)
        self.logo.setText(layout.logo)
        self.background.setText(layout.background)
        self.image.setText(layout.background_image)
        self.announcement.setText(layout.announcement)
        for key in ITEMS:
            box = self.checks[key]
            box.blockSignals(True)
            box.setChecked(layout.item(key).visible)
            box.blockSignals(False)
        self.canvas.update()

    def _fill_templates(self) -> None:
        chosen = self.template_list.currentText()  # kept when the feed reads them again
        self.template_list.clear()
        self.template_list.addItems(self._templates() if self._templates else [])
        if chosen:
            self.template_list.setCurrentText(chosen)
        self.use_template.setEnabled(self.template_list.count() > 0)

    def _show(self, key: str, on: bool) -> None:
        layout = self.canvas.layout_
        self.canvas.layout_ = layout.with_item(replace(layout.item(key), visible=on))
        self.canvas.selected = key if on else None
        self.canvas.update()

    def _edited(self) -> None:
        colour = self.background.text().strip()
        if colour and not QColor.isValidColorName(colour):
            self.message.show_error(lambda: self.tr(
                "“%1” is not a colour: write it like #102030").replace("%1", colour))
            return
        self.message.clear()
        self.canvas.layout_ = replace(
            self.canvas.layout_, theme=self.theme.currentData() or "club_dark",
            club_name=self.club.text().strip(), logo=self.logo.text().strip(),
            background=colour, background_image=self.image.text().strip(),
            announcement=self.announcement.text().strip())
        self.canvas.update()

    def _refused(self, text: str) -> None:
        """A picture turned down: said in words, the layout as it was."""
        self.message.show_error(text)

    def _save_template(self) -> None:
        keep = self._keep
        if keep is None:
            return
        name = self.template_name.text()

        def kept() -> bool:
            keep(name, self.layout_now())
            return True

        set_tone(self.message, "")
        if self.runner.run(kept, lambda _kept: self.tr("Template “%1” saved").replace(
                "%1", name.strip())):
            set_tone(self.message, "success")
            if not self._follows:  # no database to follow: this list read here
                self._fill_templates()
            self.template_list.setCurrentText(name.strip())

    def _use_template(self) -> None:
        name = self.template_list.currentText()
        if self._load is not None and name:
            self._fill(self._load(name))

    def _save(self) -> None:
        self._edited()
        if self.message.error:
            return  # a colour that is not one: said beside the buttons
        self.saved.emit(self.layout_now())
        self.accept()
