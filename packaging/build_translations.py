"""Compile the translations: resources/translations/*.ts -> .qm (Qt lrelease).

``python packaging/build_translations.py`` compiles; with ``--update`` it first
refreshes each .ts from its own area's files (Qt lupdate), keeping the translations
already made. Review the result before committing: texts translated through a
variable (the training drills and questions) and through the small ``tr``/``_tr``
helper functions of the setup windows are invisible to lupdate, so it marks them
obsolete and adds the helper's texts again without a context; put those back
by hand. The .qm files are
committed so a fresh checkout runs in Hungarian without this step.
tests/ui/test_translations_match_the_code.py fails while a text the code translates
is in no catalogue or a catalogue keeps a text the code no longer has (lupdate keeps
those, marked obsolete or not: remove them from the .ts, then compile).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"


# Each catalogue covers one area of the program: lupdate fills it from that area's
# files only, so no catalogue collects another's strings as unfinished.
AREAS: dict[str, tuple[str, ...]] = {
    "director_hu.ts": ("ui/shell/app.py", "ui/shell/main_window.py", "ui/shell/main_menus.py",
                       "ui/shell/clock_screens.py",
                       "ui/clock/clock_window.py", "ui/clock/clock_texts.py",
                       "ui/clock/clock_control.py", "ui/clock/clock_page.py",
                       "ui/clock/sounds.py", "ui/home/quick_clock.py",
                       "ui/shell/opening.py", "cli.py"),
    "director_hu_home.ts": ("ui/home/home.py", "ui/home/players.py", "ui/setup/*.py",
                            "ui/common/event_setup_names.py"),
    "director_hu_tables.ts": ("ui/console/seating.py", "ui/console/table_view.py",
                              "ui/console/button_draw.py", "ui/console/console*.py",
                              "ui/console/move_dialog.py",
                              "ui/console/night_dialogs.py", "ui/common/payment_dialog.py",
                              "ui/cash/cash_view.py", "ui/clock/tournament_clock.py",
                              "ui/shell/event_pages.py", "ui/common/director_widgets.py"),
    "director_hu_dealer.ts": ("ui/dealer/actions_bar.py", "ui/dealer/card_grid.py",
                              "ui/dealer/felt/painting.py", "ui/dealer/felt/model.py",
                              "ui/dealer/panel.py", "ui/dealer/step_offer.py",
                              "ui/dealer/pots_view.py",
                              "ui/dealer/seats_view.py", "ui/dealer/history_view.py",
                              "ui/practice/*.py",
                              "ui/dealer/__main__.py", "ui/dealer/dealer_pages.py",
                              "ui/common/stakes_words.py"),
    "director_hu_welcome.ts": ("ui/shell/welcome.py",),
    "director_hu_rules.ts": ("ui/rules/rulebook.py", "ui/rules/rule_links.py"),
    "director_hu_cash.ts": ("ui/cash/cash_tables.py", "ui/cash/cash_table_form.py",
                            "ui/cash/cash_table_commands.py", "ui/cash/money_dialog.py"),
    # issue 19: the look (its texts in the panel, console and clock window are here too)
    "director_hu_look.ts": ("ui/clock/clock_designer.py", "ui/clock/clock_marquee.py",
                            "ui/console/seat_menu.py", "ui/common/style.py",
                            "ui/dealer/felt/seat_boxes.py", "ui/dealer/felt/table_layout.py"),
    "director_hu_papers.ts": ("ui/papers/papers.py", "ui/home/leagues.py",
                              "ui/clock/hand_timer.py", "ui/home/csv_menu.py",
                              "ui/console/bounty_envelopes.py"),
    "director_hu_club.ts": ("ui/club/club_station.py",),
    # issue 28: the color-up with its chip race and the deal calculator
    "director_hu_chips.ts": ("ui/console/color_up.py", "ui/console/deal.py"),
    # issue 21: all-in odds on the felt and the clock screen
    "director_hu_equity.ts": ("ui/common/odds_text.py", "ui/dealer/felt/odds.py",
                              "ui/clock/clock_odds.py"),
    # issue 17: the dealer panel's bust report (a club's dealer station); its straddle
    # between hands at a cash table; hand for hand on the console
    "director_hu_busts.ts": ("ui/dealer/dealer_busts.py", "ui/dealer/straddle_bar.py",
                             "ui/console/hand_for_hand_bar.py"),
    # issue 17: a club station's banner when the server is lost, a dealer station's moves,
    # the question before another station's action is taken back
    "director_hu_station.ts": ("ui/club/station_status.py", "ui/dealer/table_instructions_bar.py",
                               "ui/common/actions.py"),
    # issues 18, 31: Clock > Share with the room (the room view's dialog and remote)
    "director_hu_room.ts": ("ui/room/*.py",),
    # issue 19: the clock's pictures and the look preferences (four colours, reduced motion)
    "director_hu_prefs.ts": ("ui/clock/clock_pictures.py", "ui/common/look_preferences.py",
                             "ui/clock/clock_pulse.py"),
}


def sources(catalogue: str) -> list[Path]:
    """The Python files whose texts ``catalogue`` translates."""
    director = ROOT / "director"
    return sorted({p for pattern in AREAS[catalogue] for p in director.glob(pattern)})


def qt_tool(name: str) -> str:
    """The Qt tool shipped inside the PySide6 wheel (the pyside6-* wrappers need not work)."""
    for folder in PySide6.__path__:
        for candidate in (Path(folder) / name, Path(folder) / f"{name}.exe"):
            if candidate.exists():
                return str(candidate)
    raise SystemExit(f"{name} was not found in the PySide6 installation ({PySide6.__path__})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update", action="store_true", help="run lupdate first")
    args = parser.parse_args(argv)
    catalogues = sorted(TRANSLATIONS.glob("*.ts"))
    if args.update:
        # Without -no-obsolete: texts translated through a variable (drill names,
        # questions) are kept although lupdate cannot see them.
        for ts in catalogues:
            subprocess.run([qt_tool("lupdate"), *map(str, sources(ts.name)), "-ts", str(ts)],
                           check=True)
    for ts in catalogues:
        subprocess.run([qt_tool("lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
