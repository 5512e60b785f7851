"""Screenshots of the program as a person sees it (issue 19), rendered offscreen:

* the dealer panel at every kind of step of three games (hold'em, seven-card stud,
  five-card draw), and after the showdown with each pot paid;
* the clock screen in each of the four themes with a designed layout;
* the console in the middle of a night and the seating window;

at 1920x1080, 1366x768 and 1024x600, in English and Hungarian; and the all-in odds
(issue 21, R-7.1) on the dealer panel and the clock screen, before the flop (an
estimate with its margin) and after it (counted exactly), at 1366x768
(``--only allin``); the clock designer with a logo and a background picture, the
clock screen wearing them, and the dealer panel with the four-colour deck
(``--only look``); the dealer panel in every game the engine deals (hold'em in each
limit, H.O.R.S.E.'s games, the 32-card draw, guts) mid-hand at 1366x768, and at
its card steps (a lower seat's hole or up cards, a draw, a hand shown) at the
three sizes, where the card grid floats clear of the seat it asks about
(``--only games``); the tournament setup's blind structure and the setup windows'
House rules tab for two tournaments and two cash games at the three sizes
(``--only setup``); a stored table's dealer panel in
the main window through a night at the three sizes: a hold'em hand dealt, the clock
on a break, the table broken up by balancing, a cash table closed by Settle
(``--only states``); the training page at an Omaha all-in and at a hold'em flop, the
cards drawn as cards, at the three sizes (``--only training``).

    python tools/screenshots.py                 # every shot into build/screenshots
    python tools/screenshots.py --docs          # and the chosen few into docs/screenshots

The full set (some hundreds of PNGs) stays out of the repository; ``--docs``
copies the few the README shows (``CHOSEN``).
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its parts, however it is loaded
from shots import LANGUAGES, ROOT, SIZES, T0, main_window_on, shoot, wait
from window_shots import setup_shots, state_shots, training_shots

GAMES = ("holdem", "stud", "draw")
#: the games shots taken at every size: the steps that take cards (issue 30)
CARD_SHOTS = ("hole", "up", "draw", "show")
NAMES = {1: "Anna", 2: "Bence", 3: "Csilla", 4: "Dávid", 5: "Emese", 6: "Ferenc"}
ALL_IN_NAMES = {seat: NAMES[seat] for seat in (1, 2, 3, 4)}
STACKS = {1: 4000, 2: 900, 3: 3000, 4: 2500, 5: 1500, 6: 5000}
#: the shots docs/screenshots keeps (the README shows them)
CHOSEN = ("dealer_holdem_act_en_1366x768.png", "dealer_stud_act_en_1024x600.png",
          "dealer_holdem_done_hu_1366x768.png", "clock_classic_felt_en_1920x1080.png",
          "clock_high_contrast_hu_1366x768.png", "console_en_1366x768.png",
          "seating_hu_1366x768.png", "allin_dealer_flop_en_1366x768.png",
          "allin_clock_preflop_hu_1366x768.png")


def dealer_shots(out: Path, language: str) -> None:
    """Every kind of step of three games, each the first time it appears, and the
    hand after the award (each pot paid to its winners, explained)."""
    from director.engine.cards import STANDARD_DECK
    from director.engine.hand.rules.steps import StepKind
    from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
    from director.ui.dealer.panel import DealerPanel

    for key in GAMES:
        rng = random.Random(4)
        session = DealerSession.in_memory(USUAL_GAMES[key], STACKS, 6)
        panel = DealerPanel(session, seat_names=lambda: NAMES)
        panel.show()
        seen: set[str] = set()
        acted = 0
        for _ in range(400):
            kind = "done" if session.is_complete else session.step().kind.name.lower()
            if kind not in seen:
                seen.add(kind)
                for width, height in SIZES:
                    panel.resize(width, height)
                    shoot(panel, out, f"dealer_{key}_{kind}_{language}_{width}x{height}.png")
            if session.is_complete:
                break
            step, request = session.step(), session.card_request()
            if step.kind is StepKind.ACT:
                acted += 1
                press = Qt.Key.Key_R if acted in (1, 7) else Qt.Key.Key_C
                if press is Qt.Key.Key_R and not panel.actions_bar.bet_raise.isVisible():
                    press = Qt.Key.Key_C
                if panel.actions_bar.bring_in.isVisible():
                    press = Qt.Key.Key_B
                QTest.keyClick(panel, press)
            elif step.kind is StepKind.POST_BRING_IN:
                QTest.keyClick(panel, Qt.Key.Key_B)
            elif step.kind is StepKind.DISCARD and panel.actions_bar.draws[0].isVisible():
                panel.actions_bar.draws[1].click()
            elif step.kind is StepKind.AWARD and session.cards_missing():
                for index, pot in enumerate(r for r in session.pot_rows() if r.amount):
                    name = f"win_{index}_high_{pot.seats[0]}"
                    next(b for b in panel.picker.findChildren(QPushButton)
                         if b.objectName() == name).setChecked(True)
                panel.picker.award.click()
            else:
                if request.count:
                    used = session.used_cards()
                    free = [c for c in STANDARD_DECK if c not in used]
                    panel.cards.entry.clear()
                    QTest.keyClicks(panel.cards.entry, " ".join(
                        str(c) for c in rng.sample(free, request.count)))
                QTest.keyClick(panel, Qt.Key.Key_N)
        panel.close()
        panel.deleteLater()


def panel_games() -> list[tuple[str, object]]:
    """Every game the engine deals (``GAMES``) at its usual level, hold'em also in
    pot limit and fixed limit, each game of H.O.R.S.E. (``HORSE``) in its limit, and
    the two guts games: ``(name, TableGame)``."""
    from director.engine.event.structures import HORSE
    from director.engine.hand.facts.betting import Betting, Limit
    from director.engine.hand.facts.games import GAMES as ENGINE_GAMES
    from director.services.tables.dealer_session import USUAL_GAMES, TableGame

    def usual(key: str) -> TableGame:
        return USUAL_GAMES.get(key) or replace(USUAL_GAMES["draw"], key=key)

    def in_limit(game: TableGame, limit: Limit) -> TableGame:
        if game.betting.limit is limit:
            return game
        if limit is Limit.FIXED_LIMIT:
            small = game.big_blind or game.betting.small_bet
            return replace(game, betting=Betting.fixed_limit(small, 2 * small))
        least = game.big_blind or game.betting.small_bet
        return replace(game, betting=Betting.pot_limit(least) if limit is Limit.POT_LIMIT
                       else Betting.no_limit(least))

    found: dict[str, TableGame] = {}
    for key in ENGINE_GAMES:
        game = usual(key)
        found[f"{key}_{game.betting.limit.name.lower()}"] = game
    for limit in (Limit.POT_LIMIT, Limit.FIXED_LIMIT):
        found[f"holdem_{limit.name.lower()}"] = in_limit(usual("holdem"), limit)
    for mixed in HORSE.games:  # H.O.R.S.E.: each game in its limit
        found[f"{mixed.game_key}_{mixed.limit.name.lower()}"] = in_limit(
            usual(mixed.game_key), mixed.limit)
    for key in ("guts-monte-carlo", "guts-survivor"):
        found[key] = USUAL_GAMES[key]
    return list(found.items())


def game_shots(out: Path, language: str) -> None:
    """The dealer panel in every game (``panel_games``) at 1366x768, mid-hand: the
    first player to act before the flop (stud: the bring-in, then the player after
    it), a draw under way, a guts declaration, and a later round where a player
    faces a bet after a raise, a fold and calls; and at each size the steps that
    take cards (``CARD_SHOTS``): the hole or up cards of a seat in the table's
    lower half, a seat drawing, a hand shown."""
    for name, game in panel_games():
        one_game_shots(out, language, name, game)


def one_game_shots(out: Path, language: str, name: str, game: object) -> None:
    from director.engine.cards import STANDARD_DECK
    from director.engine.hand.rules.steps import StepKind
    from director.engine.hand.state import Phase
    from director.services.tables.dealer_session import DealerSession
    from director.ui.dealer.panel import DealerPanel

    rng = random.Random(7)
    seats = 4 if "piquet" in name else 6
    stacks = {seat: STACKS[seat] for seat in range(1, seats + 1)}
    session = DealerSession.in_memory(game, stacks, 1)  # type: ignore[arg-type]
    panel = DealerPanel(session, seat_names=lambda: NAMES)
    panel.resize(1366, 768)
    panel.show()
    shot: set[str] = set()
    acted = drew = 0
    bet_street = -1

    def take(kind: str) -> None:
        if kind in shot:
            return
        shot.add(kind)
        for width, height in SIZES if kind in CARD_SHOTS else ((1366, 768),):
            panel.resize(width, height)
            shoot(panel, out, f"panel_{name}_{kind}_{language}_{width}x{height}.png")
        panel.resize(1366, 768)

    def lower(seat: int | None) -> bool:
        """A seat in the table's lower half (a sheet across the foot covered it)."""
        if seat is None:
            return False
        _, y, _, h = panel.felt.places(seat).box
        return y + h / 2 > panel.felt.height() / 2

    def type_cards(cards: list[object]) -> None:
        panel.cards.entry.clear()
        QTest.keyClicks(panel.cards.entry, " ".join(str(c) for c in cards))

    for _ in range(400):
        if session.is_complete:
            break
        step, request = session.step(), session.card_request()
        if session.is_guts:
            if step.kind is StepKind.ACT:
                for seat in session.seats[:2]:
                    next(b for b in panel.findChildren(QPushButton)
                         if b.objectName() == f"declare_{seat}").setChecked(True)
                take("declare")
                break
        elif step.kind is StepKind.POST_BRING_IN:
            take("bringin")
            QTest.keyClick(panel, Qt.Key.Key_B)
            continue
        elif step.kind is StepKind.ACT and session.legal() is not None:
            legal = session.legal()
            assert legal is not None
            street = session.hand.street
            if street == 0:
                take("first")
                acted += 1
                key = {1: Qt.Key.Key_R, 2: Qt.Key.Key_F}.get(acted, Qt.Key.Key_C)
            elif legal.call:
                take("act")
                key = Qt.Key.Key_C  # on to the showdown
            else:
                key = Qt.Key.Key_R if bet_street != street else Qt.Key.Key_C
                bet_street = street
            if key is Qt.Key.Key_R and not panel.actions_bar.bet_raise.isVisible():
                key = Qt.Key.Key_C
            QTest.keyClick(panel, key)
            continue
        elif step.kind is StepKind.DISCARD and session.hand.phase is Phase.DRAWING:
            count = (0, 1, 3)[drew % 3]  # stand pat, draw one, draw three
            hole = session.hand.hole[session.hand.player_at(step.seat or 0)]
            type_cards([c for c in hole if c is not None][:count])  # the cards it discards
            if drew == 2:
                take("draw")
            panel.actions_bar.draws[count].click()
            drew += 1
            continue
        if step.kind is StepKind.DEAL_HOLE and request.count and lower(step.seat):
            take("up" if step.up else "hole")
        elif step.kind is StepKind.SHOW and request.count:
            take("show")
        if request.count and (step.kind is not StepKind.SHOW or request.required):
            used = session.used_cards()
            deck = STANDARD_DECK if session.is_guts else session.hand.setup.game.deck
            type_cards(rng.sample([c for c in deck if c not in used], request.count))
        elif step.kind is StepKind.AWARD and session.cards_missing():
            for index, pot in enumerate(r for r in session.pot_rows() if r.amount):
                next(b for b in panel.picker.findChildren(QPushButton)
                     if b.objectName() == f"win_{index}_high_{pot.seats[0]}").setChecked(True)
            panel.picker.award.click()
            continue
        QTest.keyClick(panel, Qt.Key.Key_N)
    panel.close()
    panel.deleteLater()

def clock_shots(out: Path, language: str) -> None:
    """The four themes, each with a designed layout (moved and sized items, the club's
    name, the announcement line, the time of day)."""
    from director.engine.event.clock import ClockState
    from director.engine.event.structures import load_template
    from director.services.clock.clock_board import build_board
    from director.services.clock.clock_layouts import THEMES, ClockLayout
    from director.ui.clock.clock_window import ClockWindow
    from director.ui.clock.sounds import Announcer

    structure = load_template("regular")
    state = ClockState(6, True, T0 + timedelta(minutes=12, seconds=34))
    board = build_board(structure, state, T0, players_left=27, entries=64,
                        chips_in_play=64 * structure.starting_stack, prize_pool=640_000,
                        payouts=[(1, 192_000), (2, 121_600), (3, 89_600), (4, 70_400),
                                 (5, 57_600), (6, 44_800), (7, 35_200), (8, 28_800)])
    base = ClockLayout(club_name="Ász Póker Klub",
                       announcement="Late registration closes at level 8 · "
                                    "Késő regisztráció a 8. szintig")
    base = base.with_item(replace(base.item("announcement"), visible=True))
    base = base.with_item(base.item("clock").moved(0.02, 0.2).resized(0.64, 0.36))
    for theme in THEMES:
        window = ClockWindow(lambda _now: board, announcer=Announcer(sound=False),
                             clock=lambda: T0)
        window.set_layout(replace(base, theme=theme))
        window.show()
        for width, height in SIZES:
            window.resize(width, height)
            window.update_board(T0)
            shoot(window, out, f"clock_{theme}_{language}_{width}x{height}.png")
        window.close()
        window.deleteLater()


def night_shots(out: Path, language: str, folder: Path) -> None:
    """The console in the middle of a night (busts with bounties, the payouts) and the
    seating window, through the real main window."""
    from director.services.samples import create_sample_tournament

    window, context, db = main_window_on(folder, f"night_{language}")
    sample = create_sample_tournament(db, T0, rng=random.Random(3))
    context.events.start_clock(sample.event_id, T0)
    out_first, *others = sample.entry_ids
    for entry in others[:2]:
        context.tournaments.count_chips(entry, 0, T0)
        context.tournaments.bust(sample.event_id, {entry: 1000}, T0, eliminators=[out_first])
    from director.ui.shell.event_pages import install_event_pages

    pages = install_event_pages(window, context, sample.event_id)
    for name in ("console", "seating"):  # the seating is built when first shown
        window.pages.show_page(f"{name}_{pages.event_id}")
        for width, height in SIZES:
            window.resize(width, height)
            shoot(window, out, f"{name}_{language}_{width}x{height}.png")
    if window.clock_window is not None:
        window.clock_window.timer.stop()
        window.clock_window.close()
    window.close()
    db.close()


def all_in_shots(out: Path, language: str) -> None:
    from director.engine.event.clock import ClockState
    from director.engine.event.structures import load_template
    from director.services.clock.clock_board import build_board
    from director.services.clock.clock_layouts import ClockLayout
    from director.services.tables.all_in_board import AllInBoard
    from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
    from director.ui.clock.clock_odds import attach_clock_odds
    from director.ui.clock.clock_window import ClockWindow
    from director.ui.clock.sounds import Announcer
    from director.ui.dealer.felt.odds import publish_to
    from director.ui.dealer.panel import DealerPanel

    session = DealerSession.in_memory(USUAL_GAMES["holdem"],
                                      {1: 4000, 2: 2500, 3: 3000, 4: 5000}, 4)
    panel = DealerPanel(session, seat_names=lambda: ALL_IN_NAMES)
    panel.odds.rng = random.Random(5)
    board = AllInBoard()
    publish_to(panel, board, 1, [])  # one table: no table name on the clock
    structure = load_template("regular")
    clock_board = build_board(structure, ClockState(6, True, T0), T0, players_left=9,
                              entries=24, chips_in_play=24 * structure.starting_stack,
                              prize_pool=240_000, payouts=[(1, 120_000), (2, 72_000),
                                                           (3, 48_000)])
    clock = ClockWindow(lambda _now: clock_board, announcer=Announcer(sound=False),
                        clock=lambda: T0)
    clock.set_layout(ClockLayout(club_name="Ász Póker Klub"))
    attach_clock_odds(clock, board)
    panel.resize(1366, 768)
    clock.resize(1366, 768)
    panel.show()
    clock.show()
    clock.update_board(T0)

    def key(k: Qt.Key, cards: str = "") -> None:
        if cards:
            panel.cards.entry.clear()
            QTest.keyClicks(panel.cards.entry, cards)
            panel.actions_bar.next.click()  # as the dealer clicks "Dealt (N)"
            return
        QTest.keyClick(panel, k)

    key(Qt.Key.Key_N)  # small blind
    key(Qt.Key.Key_N)  # big blind
    for hole in ("Kc Kh", "9s 8s", "As Ad", "7d 2c"):  # seats 1 to 4
        key(Qt.Key.Key_N, hole)
    panel.setFocus()
    key(Qt.Key.Key_A)  # seat 3 (aces) first to act? whoever: all in, calls, a fold
    for _ in range(6):
        if session.legal() is None:
            break
        to_act = session.hand.seats[session.hand.to_act or 0]
        key(Qt.Key.Key_F if to_act == 4 else Qt.Key.Key_C)
    while session.step().kind.name == "SHOW":
        key(Qt.Key.Key_N)
    wait(2.0)
    shoot(panel, out, f"allin_dealer_preflop_{language}_1366x768.png")
    shoot(clock, out, f"allin_clock_preflop_{language}_1366x768.png")
    key(Qt.Key.Key_N, "3d")  # the burn
    key(Qt.Key.Key_N, "Ks 9d 4h")  # the flop
    wait(1.0)
    shoot(panel, out, f"allin_dealer_flop_{language}_1366x768.png")
    shoot(clock, out, f"allin_clock_flop_{language}_1366x768.png")
    for widget in (panel, clock):
        widget.close()
        widget.deleteLater()


def look_shots(out: Path, language: str, folder: Path) -> None:
    """The look preferences and pictures (issue 19): the clock designer with a logo
    and a background picture chosen, the clock screen wearing them, and the dealer
    panel with the four-colour deck (cards on the felt and the grid)."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter

    from director.engine.event.clock import ClockState
    from director.engine.event.structures import load_template
    from director.services.clock.clock_board import build_board
    from director.services.clock.clock_layouts import ClockLayout
    from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
    from director.ui.clock.clock_designer import ClockDesigner
    from director.ui.clock.clock_window import ClockWindow
    from director.ui.clock.sounds import Announcer
    from director.ui.common.look_preferences import look
    from director.ui.dealer.panel import DealerPanel

    logo_file, back_file = folder / "logo.png", folder / "room.png"
    logo = QImage(400, 400, QImage.Format.Format_ARGB32)
    logo.fill(QColor(0, 0, 0, 0))
    p = QPainter(logo)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#f2b705"))
    p.setPen(QColor("#101418"))
    p.drawEllipse(QRectF(10, 10, 380, 380))
    font = QFont("Inter", 150)
    font.setBold(True)
    p.setFont(font)
    p.drawText(QRectF(0, 0, 400, 400), Qt.AlignmentFlag.AlignCenter, "\u2660A")
    p.end()
    logo.save(str(logo_file))
    back = QImage(1920, 1080, QImage.Format.Format_RGB32)
    p = QPainter(back)
    shade = QLinearGradient(QPointF(0, 0), QPointF(1920, 1080))
    shade.setColorAt(0, QColor("#0b2a1a"))
    shade.setColorAt(1, QColor("#123d5c"))
    p.fillRect(back.rect(), shade)
    p.end()
    back.save(str(back_file))

    kept = folder / "kept"
    designer = ClockDesigner(ClockLayout(club_name="Ász Póker Klub"), pictures=kept)
    layout = replace(designer.layout_now(), logo=str(designer.logo.keep(logo_file)),
                     background_image=str(designer.image.keep(back_file)))
    designer._fill(layout)
    designer.show()
    for width, height in SIZES:
        designer.resize(min(width, 1280), min(height, 800))
        shoot(designer, out, f"designer_pictures_{language}_{width}x{height}.png")
    notes = folder / "notes.txt"
    notes.write_text("late registration until level 8\n", encoding="utf-8")
    designer.logo.dialog = designer.logo.choose()  # as Enter on a chosen file does
    designer.logo.dialog.fileSelected.emit(str(notes))
    designer.logo.dialog.close()
    shoot(designer, out, f"designer_refused_{language}_1024x600.png")
    designer.close()
    designer.deleteLater()

    structure = load_template("regular")
    state = ClockState(6, True, T0 + timedelta(seconds=35))  # the last minute
    board = build_board(structure, state, T0, players_left=27, entries=64,
                        chips_in_play=64 * structure.starting_stack, prize_pool=640_000,
                        payouts=[(1, 192_000), (2, 121_600), (3, 89_600)])
    window = ClockWindow(lambda _now: board, announcer=Announcer(sound=False),
                         clock=lambda: T0)
    window.set_layout(layout)
    window.show()
    look().set(reduce_motion=True)  # the last minute's banner still, for the picture
    for width, height in SIZES:
        window.resize(width, height)
        window.update_board(T0)
        shoot(window, out, f"clock_pictures_{language}_{width}x{height}.png")
    look().set(reduce_motion=False)
    window.close()
    window.deleteLater()

    look().set(four_colour=True)
    session = DealerSession.in_memory(USUAL_GAMES["holdem"], STACKS, 6)
    panel = DealerPanel(session, seat_names=lambda: NAMES)
    panel.show()
    hands = iter(["Ad Kc", "Qh Qd", "7c 7s", "Jd 10c", "As 2h", "9c 9d"])
    for _ in range(40):
        step = session.step().kind.name
        if step == "DEAL_HOLE":
            panel.cards.entry.clear()
            QTest.keyClicks(panel.cards.entry, next(hands))
        elif step == "ACT":
            break
        QTest.keyClick(panel, Qt.Key.Key_N)
    for _ in range(12):  # everyone calls round to the flop
        if session.step().kind.name != "ACT":
            break
        QTest.keyClick(panel, Qt.Key.Key_C)
    for _ in range(4):
        if session.card_request().count:
            break
        QTest.keyClick(panel, Qt.Key.Key_N)
    for width, height in SIZES:
        panel.resize(width, height)
        shoot(panel, out, f"dealer_four_colour_{language}_{width}x{height}.png")
    look().set(four_colour=False)
    panel.close()
    panel.deleteLater()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--docs", action="store_true",
                        help="copy the chosen few into docs/screenshots")
    parser.add_argument("--only", choices=("dealer", "clock", "night", "allin", "look", "games",
                                           "setup", "states", "training"),
                        action="append")
    args = parser.parse_args(argv)
    from director.ui.shell.app import create_application, install_translator

    app, _ = create_application([])
    from director.ui.common.look_preferences import look

    look().set(four_colour=False, reduce_motion=False)  # the defaults, whatever this user chose
    args.out.mkdir(parents=True, exist_ok=True)
    kinds: dict[str, Callable[[Path, str], None]] = {"dealer": dealer_shots,
                                                     "clock": clock_shots,
                                                     "allin": all_in_shots,
                                                     "games": game_shots}
    with tempfile.TemporaryDirectory() as folder:
        for language in LANGUAGES:
            install_translator(language, app)
            for kind in args.only or ("dealer", "clock", "night", "allin", "look", "games",
                                      "setup", "states", "training"):
                if kind == "night":
                    night_shots(args.out, language, Path(folder))
                elif kind == "look":
                    look_shots(args.out, language, Path(folder))
                elif kind == "setup":
                    setup_shots(args.out, language, Path(folder))
                elif kind == "states":
                    state_shots(args.out, language, Path(folder))
                elif kind == "training":
                    training_shots(args.out, language, Path(folder))
                else:
                    kinds[kind](args.out, language)
        install_translator("en", app)
    if args.docs:
        docs = ROOT / "docs" / "screenshots"
        docs.mkdir(parents=True, exist_ok=True)
        for name in CHOSEN:
            if (args.out / name).exists():
                shutil.copy(args.out / name, docs / name)
    print(f"{len(list(args.out.glob('*.png')))} screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
