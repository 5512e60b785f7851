"""Shots of ``tools/screenshots.py`` taken in the real main window on a database of
their own: the tournament setup's blind structure and the setup windows' House
rules tab (``--only setup``) and a stored
table's dealer panel through a night (``--only states``)."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shots import SIZES, T0, main_window_on, shoot, wait


def setup_shots(out: Path, language: str, folder: Path) -> None:
    """The setup windows' House rules tab: a hold'em and a H.O.R.S.E. tournament, a
    hold'em and a fixed-limit draw cash game (what each greys out, the moving button
    of the cash games), through the real main window."""
    window, _context, db = main_window_on(folder, f"setup_{language}", language)
    tournament, cash = window.tournament_setup, window.cash_setup

    def horse() -> None:
        tournament.game.setCurrentIndex(tournament.game.findData("horse"))

    def draw() -> None:
        window.new_cash_game()
        cash.game.setCurrentIndex(cash.game.findData("draw"))
        cash.limit.setCurrentIndex(cash.limit.findData("fixed limit"))

    window.new_tournament()  # the blind structure, its amounts grouped; one level typed
    table = tournament.structure.table
    tournament.tabs.setCurrentIndex(2)
    table.item(table.rowCount() - 1, 2).setText("15000")  # small blind, as typed
    table.item(table.rowCount() - 1, 3).setText("30 000")  # big blind
    table.item(table.rowCount() - 2, 4).setText("12x00")  # an ante refused on its row
    breaks = [r for r in range(table.rowCount()) if table.item(r, 0).data(
        Qt.ItemDataRole.UserRole)]
    table.item(breaks[-1], 9).setText("100, 500")  # a color-up typed: "100; 500"
    for width, height in SIZES:
        window.resize(width, height)
        QApplication.processEvents()
        table.scrollToBottom()
        shoot(window, out, f"blinds_{language}_{width}x{height}.png")
    for name, prepare in (("holdem", window.new_tournament), ("horse", horse),
                          ("cash_holdem", window.new_cash_game), ("cash_draw", draw)):
        prepare()
        page = cash if name.startswith("cash") else tournament
        page.tabs.setCurrentIndex(page.tabs.count() - 1)
        for width, height in SIZES:
            window.resize(width, height)
            shoot(window, out, f"house_rules_{name}_{language}_{width}x{height}.png")
    window.close()
    db.close()


def state_shots(out: Path, language: str, folder: Path) -> None:
    """A stored table's dealer panel in the main window, through a night: a hold'em
    hand being dealt (the flop), the hand over on the clock's break (R-8.1: the next
    hand at the next level's stakes), the table broken up by balancing (R-8.4: where
    its players went, "Close this panel") and a cash table closed by Settle (R-8.7)."""
    from director.engine.files import resource_dir
    from director.services.cash.cash_tables import CashTableService
    from director.services.samples import (
        TOURNAMENT_PLAYERS,
        create_sample_cash_game,
        sample_tournament_settings,
    )
    now = [T0 + timedelta(minutes=5)]
    window, context, db = main_window_on(folder, f"states_{language}", language,
                                         lambda: now[0])

    def take(state: str) -> None:
        wait(0.3)  # the commit feed's redraw
        for width, height in SIZES:
            window.resize(width, height)
            shoot(window, out, f"panel_state_{state}_{language}_{width}x{height}.png")

    def panel_at(event: int, table: int) -> QWidget:
        window.open_dealer_at(table, event)
        panel = window.pages.page(f"dealer_{table}")
        panel.setFocus()
        return panel

    def fold_out(panel: QWidget) -> None:
        for _ in range(30):
            kind = panel.session.step().kind.name
            if kind == "DONE":
                return
            QTest.keyClick(panel, Qt.Key.Key_F if kind == "ACT" else Qt.Key.Key_N)

    event = context.events.create_event("tournament", "Friday Freezeout",
                                        sample_tournament_settings(resource_dir()), T0)
    entries = [context.tournaments.register(event, context.events.add_player(name, T0), T0)
               for name in TOURNAMENT_PLAYERS]
    table_1, table_2 = context.seating.open_tables(event, 2, T0)
    seats = context.seating.draw_seats(event, T0, random.Random(3))
    context.events.start_clock(event, T0)
    panel = panel_at(event, table_2)
    for _ in range(30):  # blinds and hole cards N, everybody calls, the flop typed
        session = panel.session
        if session.step().kind.name == "ACT":
            if len(session.hand.board) == 3:
                break
            QTest.keyClick(panel, Qt.Key.Key_C)
            continue
        if session.step().kind.name == "DEAL_BOARD":
            QTest.keyClicks(panel.cards.entry, "Ah 7d 2c")
        QTest.keyClick(panel, Qt.Key.Key_N)
    take("dealing")
    now[0] = T0 + timedelta(minutes=85)  # the break after level 4
    fold_out(panel)
    take("break")
    for entry in [e for e in entries if seats[e][0] == table_1][:2]:
        context.tournaments.count_chips(entry, 0, now[0])
        context.tournaments.bust(event, {entry: 10_000}, now[0])
    context.seating.balance(event, now[0], random.Random(3))
    take("broken")

    cash = create_sample_cash_game(db, T0)
    panel = panel_at(cash.event_id, cash.table_id)
    fold_out(panel)
    for seat in cash.seats:
        CashTableService(db).leave(cash.table_id, seat, now[0])
    context.cash.finish(cash.event_id, now[0])
    take("closed")
    window.close()
    db.close()


def training_shots(out: Path, language: str, folder: Path) -> None:
    """Windows → Training in the real main window, its hands dealt from fixed seeds: an
    Omaha all-in with the hands face up (the cards as cards, hearts and diamonds red;
    the actions of a raise and an all-in call on one line) and a hold'em flop of
    hearts and diamonds on the line over the seats."""
    from director.services.training import InMemoryScoreHistory, TrainingSession

    window, _context, db = main_window_on(folder, f"training_{language}", language)
    window.open_training()
    view = window.pages.page("training")
    for name, seed, answered in (("allin", 32, 7), ("board", 2, 2)):
        view.session = TrainingSession(random.Random(seed), "all",
                                       history=InMemoryScoreHistory())
        view.ask()
        for _ in range(answered):  # each question answered rightly, then the next
            view.give(view.session.question.answer)
            view.ask()
        for width, height in SIZES:
            window.resize(width, height)
            shoot(window, out, f"training_{name}_{language}_{width}x{height}.png")
    window.close()
    db.close()
