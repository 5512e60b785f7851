"""One look for the whole program (issue 19, LOOK.md "Principles"): every colour from
resources/styles/palette.json, the stylesheet filled for light and dark, the shipped
Inter font with Hungarian accents, and the Lucide icons with their licence."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from pytestqt.qtbot import QtBot

from director.resources import resource_path
from director.ui.common import style

DIRECTOR = Path(__file__).resolve().parents[2] / "director"
LITERAL = re.compile(
    r"""["']#[0-9a-fA-F]{3,8}["']|QColor\(\s*\d|Qt\.GlobalColor\.(?!transparent)""")


def test_no_colour_is_written_in_python() -> None:
    """A colour in code is a name of the palette, never a literal (LOOK.md)."""
    found = [f"{path.relative_to(DIRECTOR)}:{n}: {line.strip()}"
             for path in DIRECTOR.rglob("*.py")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if LITERAL.search(line)]
    assert found == []


def test_every_colour_named_in_code_is_in_both_schemes() -> None:
    used = {name for path in DIRECTOR.rglob("*.py")
            for name in re.findall(r"""(?:colour|colour_hex|self\._c)\(\s*["'](\w+)["']""",
                                   path.read_text(encoding="utf-8"))}
    assert used, "the windows take their colours from the palette"
    for scheme in ("light", "dark"):
        assert used <= set(style.colours(scheme)), scheme


def test_the_stylesheet_is_filled_for_light_and_dark() -> None:
    light, dark = style.stylesheet("light"), style.stylesheet("dark")
    assert "@" not in light and "@" not in dark
    assert style.colours("light")["error"] in light
    assert style.colours("dark")["error"] in dark
    assert f"{style.type_px('step')}px" in light


def test_four_clock_themes_share_their_colour_names() -> None:
    names = [set(style.clock_theme(theme)) for theme in style.CLOCK_THEMES]
    assert len(style.CLOCK_THEMES) >= 4 and all(n == names[0] for n in names)


def test_the_shipped_font_has_tabular_figures_and_hungarian_accents(qtbot: QtBot) -> None:
    assert style.load_fonts() == "Inter"
    assert (resource_path("fonts") / "Inter-LICENSE.txt").read_text().count("Open Font License")
    metrics = QFontMetrics(QFont("Inter", 20))
    assert all(metrics.inFontUcs4(ord(ch)) for ch in "őűŐŰáéíóöúü")
    assert QFontInfo(QFont("Inter", 20)).family() == "Inter"
    font = QFont("Inter", 20)
    font.setFeature(QFont.Tag("tnum"), 1)
    tabular = QFontMetrics(font)
    assert len({tabular.horizontalAdvance(d) for d in "0123456789"}) == 1


def test_icons_come_from_one_licensed_set(qtbot: QtBot) -> None:
    folder = resource_path("icons", "lucide")
    assert "ISC License" in (folder / "LICENSE").read_text()
    for name in ("user-plus", "user-x", "undo-2", "play", "pause"):
        assert not style.icon(name).isNull(), name


# Each text colour of the palette and the grounds it is written on (the felt's seats,
# tags, chips, pots and cards; the clock themes' banners and figures).
WORDS_ON_GROUND = {
    "seat_text": ("seat",), "folded_text": ("seat_empty",),
    "to_act_text": ("to_act", "winner", "folded"), "all_in_text": ("all_in",),
    "pot_text": ("pot",), "bet_text": ("bet",), "chip_dealer_text": ("chip_dealer",),
    "felt_text": ("felt",), "accent_text": ("accent",),
}
CLOCK_WORDS_ON_GROUND = {
    "text": ("background",), "muted": ("background",), "break_text": ("break_background",),
    "paused_text": ("paused",), "break_banner_text": ("break",),
    "last_text": ("last", "last_pulse"),
}


def test_every_text_colour_reads_on_its_ground_at_wcag_aa() -> None:
    """Issue 29, item 6: a folded seat's name, a tag, the pots' lines and every clock
    theme's banner read at 4.5:1 or better (the LAST MINUTE banner at both ends of
    its pulse)."""
    from tests.ui.contrast import AA, ratio

    low = []
    for scheme in ("light", "dark"):
        ink = style.scheme_colours(scheme)
        low += [f"{scheme}: {words} on {ground} {ratio(ink[words], ink[ground]):.1f}:1"
                for words, grounds in WORDS_ON_GROUND.items() for ground in grounds
                if ratio(ink[words], ink[ground]) < AA]
    for theme in style.CLOCK_THEMES:
        ink = style.clock_theme(theme)
        low += [f"{theme}: {words} on {ground} {ratio(ink[words], ink[ground]):.1f}:1"
                for words, grounds in CLOCK_WORDS_ON_GROUND.items() for ground in grounds
                if ratio(ink[words], ink[ground]) < AA]
    assert not low, "\n".join(low)
