"""The clock designer's pictures (issue 19): the club's logo and a background image,
chosen in a file dialog. A chosen picture is checked (a picture Qt can read, at
most ``MAX_BYTES`` and ``MAX_SIDE`` pixels a side) and copied into the program's
data folder under a name made from its contents, so the layout keeps showing it
when the original file is moved, renamed or deleted. A file that is not a
picture, or too large, is refused in words and nothing changes.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from platformdirs import user_data_dir
from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QImageReader, QImageWriter, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from director.services.core.unit_of_work import ServiceError
from director.services.papers.saved_files import partial_for, put_in_place
from director.ui.common.kept import Kept
from director.ui.common.language import in_language

MAX_BYTES = 25 * 1024 * 1024
MAX_SIDE = 8000  # a side in pixels; decoded, 8000 x 8000 is within Qt's 256 MB limit
KEPT_SIDE = 3840  # a larger picture is kept scaled down to this side (a 4K screen)
SUFFIXES = ("png", "jpg", "jpeg", "bmp", "gif", "webp")


def pictures_folder() -> Path:
    """Where chosen pictures are kept: ``clock-pictures`` in the user's data folder."""
    return Path(user_data_dir("poker-director", appauthor=False)) / "clock-pictures"


def cover(picture: QPixmap, size: QSize) -> QPixmap:
    """``picture`` covering ``size``, its proportions kept (cropped to the middle);
    made once per picture and size, not at every repaint of the clock."""
    def make() -> QPixmap:
        scaled = picture.scaled(size, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                                Qt.TransformationMode.SmoothTransformation)
        x, y = (scaled.width() - size.width()) // 2, (scaled.height() - size.height()) // 2
        return scaled.copy(x, y, size.width(), size.height())
    return _covers.get((picture.cacheKey(), size.width(), size.height()), make)


_covers: Kept[QPixmap] = Kept(4)  # a few clock windows at a few sizes


def shown_name(path: str) -> str:
    """A kept picture's name as the director gave it (``<digest>-logo.png`` → ``logo.png``)."""
    name = Path(path).name if path else ""
    digest, dash, rest = name.partition("-")
    return rest if dash and len(digest) == 16 and rest else name


def _readable(path: Path) -> bool:
    """The copy written is a whole picture (a PNG cut short by a full disk is not)."""
    reader = QImageReader(str(path))
    reader.setDecideFormatFromContent(True)
    return not reader.read().isNull()


class PictureRefused(ValueError):
    """A chosen file that cannot be a clock picture; ``str()`` says why, translated."""


class PictureField(QWidget):
    """A picture's file as the layout keeps it, a Choose… button and a Remove button.
    ``changed(path)`` after a picture is kept or removed; ``refused(text)`` after a
    file was turned down."""

    changed = Signal(str)
    refused = Signal(str)

    def __init__(self, name: str, folder: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.folder = folder
        self._kept = ""
        self.preview = QLabel(self)
        self.preview.setObjectName(f"{name}Preview")
        self.path = QLineEdit(self)
        self.path.setReadOnly(True)
        self.choose_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        for widget, part in ((self.path, "Path"), (self.choose_button, "Choose"),
                             (self.remove_button, "Remove")):
            widget.setObjectName(f"{name}{part}")
        self.dialog: QFileDialog | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.preview)
        row.addWidget(self.path, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.remove_button)
        self.choose_button.clicked.connect(self.choose)
        self.remove_button.clicked.connect(self._remove)
        self.retranslate()

    def retranslate(self) -> None:
        self.path.setPlaceholderText(self.tr("none"))
        self.choose_button.setText(self.tr("Choose…"))
        self.remove_button.setText(self.tr("Remove"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def text(self) -> str:
        """The kept picture's path ("" for none)."""
        return self._kept

    def setText(self, text: str) -> None:
        """Show the kept picture ``text`` (a path): a thumbnail and the name it had."""
        self._kept = text
        self.path.setText(shown_name(text))
        self.path.setToolTip(text)
        self.remove_button.setEnabled(bool(text))
        thumb = QPixmap(text) if text else QPixmap()
        side = self.path.sizeHint().height()
        self.preview.setPixmap(thumb.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio,
                                            Qt.TransformationMode.SmoothTransformation)
                               if not thumb.isNull() else QPixmap())
        self.preview.setFixedWidth(side if not thumb.isNull() else 0)

    def choose(self) -> QFileDialog:
        """The file dialog (Qt's own, the same on every system), open over the designer."""
        kinds = " ".join(f"*.{s}" for s in SUFFIXES)
        dialog = QFileDialog(self, self.tr("Choose a picture"), str(Path.home()),
                             self.tr("Pictures (%1)").replace("%1", kinds))
        dialog.setObjectName("pictureDialog")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.fileSelected.connect(self._chosen)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _chosen(self, name: str) -> None:
        try:
            kept = self.keep(Path(name))
        except PictureRefused as refusal:
            self.refused.emit(str(refusal))
            return
        self.setText(str(kept))
        self.changed.emit(str(kept))

    def _remove(self) -> None:
        self.setText("")
        self.changed.emit("")

    def keep(self, source: Path) -> Path:
        """Check ``source`` and copy it into the pictures folder; the copy's path."""
        shown = source.name
        if not source.is_file():
            raise PictureRefused(self.tr("“%1” is not a file").replace("%1", shown))
        size = source.stat().st_size
        if size > MAX_BYTES:
            raise PictureRefused(self.tr("“%1” is too large (%2 MB): a clock picture is at "
                                         "most %3 MB").replace("%1", shown)
                                 .replace("%2", str(round(size / 2**20)))
                                 .replace("%3", str(MAX_BYTES // 2**20)))
        reader = QImageReader(str(source))
        reader.setDecideFormatFromContent(True)
        side = reader.size()
        if not reader.canRead() or side.isEmpty():
            raise PictureRefused(self.tr("“%1” is not a picture: choose a PNG, JPEG, BMP, "
                                         "GIF or WebP file").replace("%1", shown))
        if max(side.width(), side.height()) > MAX_SIDE:
            raise PictureRefused(self.tr("“%1” is too large (%2 × %3 pixels): a clock picture "
                                         "is at most %4 pixels a side").replace("%1", shown)
                                 .replace("%2", str(side.width()))
                                 .replace("%3", str(side.height()))
                                 .replace("%4", str(MAX_SIDE)))
        image = reader.read()
        if image.isNull():
            raise PictureRefused(self.tr("“%1” is not a picture: choose a PNG, JPEG, BMP, "
                                         "GIF or WebP file").replace("%1", shown))
        folder = self.folder or pictures_folder()
        stem = "".join(c if c.isalnum() or c in "-_" else "_" for c in source.stem)[:40]
        name = f"{hashlib.sha256(source.read_bytes()).hexdigest()[:16]}-{stem}"
        kind = bytes(reader.format().data()).decode() or "png"
        larger = max(side.width(), side.height()) > KEPT_SIDE
        target = folder / (f"{name}.png" if larger else f"{name}.{kind}")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if target.exists():
                return target
        except OSError as error:
            raise self._not_kept(shown, folder, error.strerror or str(error)) from error
        if larger:  # a 4K screen's worth is all a clock shows: the copy is no larger
            image = image.scaled(KEPT_SIDE, KEPT_SIDE, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
        # written beside its name and put in place when whole (the saved files' one
        # way): a disk that fills halfway leaves no cut copy under the name a later
        # choice of the picture would find
        why: list[str] = []
        try:
            partial = partial_for(target)
            if larger:
                QImageWriter(str(partial), QByteArray(b"png")).write(image)  # checked below
            else:
                try:
                    shutil.copyfile(source, partial)
                except OSError as error:
                    why.append(error.strerror or str(error))
            put_in_place(partial, target, lambda written: not why and _readable(written))
        except ServiceError as refused:
            raise self._not_kept(shown, folder, why[0] if why else in_language(
                refused.message)) from None
        return target

    def _not_kept(self, shown: str, folder: Path, why: str) -> PictureRefused:
        return PictureRefused(self.tr("“%1” could not be kept in %2: %3")
                              .replace("%1", shown).replace("%2", str(folder))
                              .replace("%3", why))
