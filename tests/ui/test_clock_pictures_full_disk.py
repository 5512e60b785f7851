"""A clock picture chosen when the disk is full: refused in words, and no part of it
kept. Before, the copy into the pictures folder was cut short at the disk's last free
byte and left there under its final name; choosing the same picture again (the disk
freed) found that name and showed the cut copy on the clock for good."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from director.ui.clock.clock_pictures import PictureField

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """\
import os, resource, signal, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from director.ui.clock.clock_pictures import PictureField, PictureRefused
field = PictureField("logo", folder=Path(sys.argv[2]))
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
try:
    print("KEPT", field.keep(Path(sys.argv[1])))
except PictureRefused as refused:
    print("REFUSED", refused)
"""


def test_a_picture_that_does_not_fit_on_the_disk_leaves_nothing_and_is_kept_whole_later(
        qapp: object, tmp_path: Path) -> None:
    source = tmp_path / "club-logo.bmp"  # uncompressed: 30,000 bytes and more
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("gold"))
    assert image.save(str(source)) and source.stat().st_size > 4096
    kept = tmp_path / "pictures"
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(source), str(kept)],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("REFUSED “club-logo.bmp” could not be kept in"), done.stdout
    assert list(kept.iterdir()) == [], "no part of the picture is left"
    copy = PictureField("logo", folder=kept).keep(source)  # the disk freed: chosen again
    assert copy.read_bytes() == source.read_bytes()
    assert list(kept.iterdir()) == [copy]
