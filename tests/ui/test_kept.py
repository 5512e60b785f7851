"""One cache policy for drawings (issue 29, item 3): one small bounded helper
(ui/common/kept.Kept) keeps every drawing by what it shows and drops them all when
the look changes; the dealer panel's second word cache is gone, and no window keeps
pictures in a store of its own making."""

from __future__ import annotations

import ast
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from pytestqt.qtbot import QtBot

import director.ui
from director.ui.clock.clock_pictures import cover
from director.ui.common.kept import Kept
from director.ui.dealer.felt import model as felt_model
from tests.syntax import parse_files

UI = Path(director.ui.__file__).parent


def test_kept_holds_at_most_its_limit_and_a_new_look_drops_everything() -> None:
    kept: Kept[str] = Kept(3)
    kept.follow(("en", "light"))
    for word in ("12,000", "TO ACT", "ALL-IN", "Pot"):
        assert kept.get(word, partial(str, word)) == word
    assert len(kept) == 3  # the oldest ("12,000") went
    assert kept.get("Pot", lambda: "drawn again") == "Pot"
    assert kept.get("12,000", lambda: "made again") == "made again"
    assert kept.follow(("en", "light")) is False and len(kept) == 3
    assert kept.follow(("hu", "light")) is True and len(kept) == 0  # 12,000 -> 12 000
    assert kept.get("12,000", lambda: "12 000") == "12 000"


def test_the_dealer_panel_keeps_no_word_cache_of_its_own() -> None:
    assert not hasattr(felt_model, "WordCache")
    panel = (UI / "dealer" / "panel.py").read_text(encoding="utf-8")
    assert "WordCache" not in panel


def test_no_window_keeps_pictures_in_a_dict_of_its_own() -> None:
    """A module-level or attribute store of QPixmaps, QFonts or QRegions is a
    ``Kept``, never a hand-made dict with its own limit."""
    own = []
    for path, tree in parse_files(sorted(UI.rglob("*.py"))):
        for node in ast.walk(tree):
            if isinstance(node, ast.AnnAssign) and isinstance(node.annotation, ast.Subscript):
                text = ast.unparse(node.annotation)
                if text.startswith("dict[") and any(
                        kind in text for kind in ("QPixmap", "QFont", "QRegion", "QImage")):
                    own.append(f"{path.relative_to(UI)}:{node.lineno} {text}")
    assert not own, own


def test_the_clock_backdrop_is_made_once_per_picture_and_size(qtbot: QtBot) -> None:
    picture = QPixmap(400, 300)
    picture.fill(Qt.GlobalColor.darkGreen)
    first = cover(picture, QSize(160, 90))
    assert (first.width(), first.height()) == (160, 90)
    assert cover(picture, QSize(160, 90)).cacheKey() == first.cacheKey()
