"""A PDF saved when the disk fills halfway: Qt's PDF writer only warns of a write
that failed, so before, a file cut short at the disk's last free byte (unreadable)
was said as "Saved", and saving over last night's seat cards left that cut file in
their place. Now the PDF is written beside the file, checked whole (its cross-reference
table where its end says), and only then put in the file's place."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from pypdf import PdfReader

from director.services.papers.papers import PaperService
from director.services.samples import create_sample_tournament
from director.ui.papers.printing import save_pdf
from tests.template_db import new_database

T0 = datetime(2026, 3, 7, 19, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """\
import os, resource, signal, sys
from datetime import UTC, datetime
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.papers.papers import PaperService
from director.store.db import open_database
from director.ui.papers.printing import save_pdf
db = open_database(Path(sys.argv[2]))
paper = PaperService(db).paper("seat-cards", int(sys.argv[3]), datetime(2026, 3, 7, 19, tzinfo=UTC))
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
try:
    save_pdf(paper, Path(sys.argv[1]), "hu")
    print("SAVED")
except ServiceError as refused:
    print(render(refused.message, "hu"))
"""


def test_a_pdf_cut_short_by_a_full_disk_is_refused_and_the_old_file_kept(
        qapp: object, tmp_path: Path) -> None:
    folder = tmp_path / "papers"
    folder.mkdir()
    db = new_database(tmp_path / "night.sqlite3")
    event = create_sample_tournament(db, T0).event_id
    target = folder / "seat-cards.pdf"
    save_pdf(PaperService(db).paper("seat-cards", event, T0), target, "en")
    before = target.read_bytes()
    assert len(before) > 4096 and len(PdfReader(target).pages) >= 1
    db.close()
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(target), str(tmp_path / "night.sqlite3"), str(event)],
        capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "SAVED" not in done.stdout
    assert "nem írható fájl" in done.stdout and "semmi sem mentődött" in done.stdout, done.stdout
    assert target.read_bytes() == before, "last night's seat cards are still there, whole"
    assert sorted(p.name for p in folder.iterdir()) == ["seat-cards.pdf"]


def test_a_pdf_with_a_255_byte_name_is_saved(qapp: object, tmp_path: Path) -> None:
    """The seat cards saved under a legal name of 255 bytes (the most a name may have):
    the PDF is there, whole, and nothing else in the folder. Before, the file
    written first beside it was named after it with 26 bytes more, and the save was
    refused ("cannot be written")."""
    from tests.services.test_csv_files import long_name

    folder = tmp_path / "papers"
    folder.mkdir()
    db = new_database(tmp_path / "night.sqlite3")
    event = create_sample_tournament(db, T0).event_id
    target = folder / long_name(255, ".pdf")
    save_pdf(PaperService(db).paper("seat-cards", event, T0), target, "hu")
    assert len(PdfReader(target).pages) >= 1
    assert [p.name for p in folder.iterdir()] == [target.name]
    db.close()
