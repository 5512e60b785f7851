"""Render the application icon (icons/poker-director.svg) to PNG, ICO and ICNS.

    .venv/bin/python packaging/make_icons.py

Writes packaging/icons/hicolor/<n>x<n>/apps/io.github.pokerdirector.png for n in
16, 32, 48, 64, 128, 256 and 512 (the freedesktop icon theme layout, ready to copy
into /usr/share/icons/hicolor or ~/.local/share/icons/hicolor), plus
poker-director.ico (Windows: 16 to 256) and poker-director.icns (macOS: 16 to 1024),
both holding PNG images, and the program's window icon, resources/icons/poker-director-<n>.png
for n in 16 to 256: PNG, so that the start needs no SVG renderer (Qt's SVG library and
image plugin are about 1.4 MB of the start's memory, issue 33).
Uses Qt's SVG renderer offscreen; no display needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent / "icons"
#: The program's own copies, for its window icon (director.resources: icons/poker-director-<n>.png).
RESOURCE_ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "poker-director.svg"
APP_ID = "io.github.pokerdirector"
SIZES = (16, 32, 48, 64, 128, 256, 512)
WINDOW_SIZES = (16, 32, 48, 64, 128, 256)  # director.ui.shell.app.WINDOW_ICON_SIZES
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not write a PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon file whose images are PNGs (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    directory, blobs = b"", b""
    offset = 6 + 16 * len(images)
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + directory + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon file whose elements are PNGs."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[size]))
                    + images[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG} is not a valid SVG", file=sys.stderr)
        return 1
    wanted = sorted({*SIZES, *ICO_SIZES, *(s for _, s in ICNS_TYPES)})
    pngs = {size: png_bytes(render(renderer, size)) for size in wanted}
    for size in SIZES:
        folder = ICONS / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{APP_ID}.png").write_bytes(pngs[size])
    scalable = ICONS / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{APP_ID}.svg").write_bytes(SVG.read_bytes())
    RESOURCE_ICONS.mkdir(parents=True, exist_ok=True)
    for size in WINDOW_SIZES:
        (RESOURCE_ICONS / f"poker-director-{size}.png").write_bytes(pngs[size])
    (ICONS / "poker-director.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "poker-director.icns").write_bytes(icns(pngs))
    print(f"icons written to {ICONS}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
