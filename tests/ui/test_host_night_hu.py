"""A home-game host's night in Hungarian on a 1024x600 laptop: what the host met
that the other night tests did not (the real main window, real keys and clicks)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.papers.papers import PapersDialog
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import free_cards
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import activate, dealer_panel_by_keys, key, type_text
from tests.ui.preview_driver import wait_for_preview
from tests.ui.test_papers_preview import choose, close_papers, papers_dialog

__all__ = ["context", "time"]


def hungarian_laptop(qtbot: QtBot, tmp_path: Path, context: AppContext,
                     event_id: int) -> MainWindow:
    """The main window in Hungarian at 1024x600, the event resumed from Home."""
    window = open_main_window(qtbot, tmp_path, context, "hu", sound=False)
    window.resize(1024, 600)
    activate(qtbot, window)
    resume_event(qtbot, window, event_id)
    return window


def results_preview(qtbot: QtBot, window: MainWindow
                    ) -> tuple[PapersDialog, QPrintPreviewDialog]:
    """Ctrl+P, the Results paper chosen with the keys, its preview button clicked: the
    papers dialog and the preview, shown."""
    key(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    papers = papers_dialog(qtbot, window)
    kinds = [papers.kind.itemData(i) for i in range(papers.kind.count())]
    choose(qtbot, papers.kind, kinds.index("results"))
    click(qtbot, papers.preview_button)
    return papers, wait_for_preview(qtbot, papers)


def close_preview(qtbot: QtBot, papers: PapersDialog, preview: QPrintPreviewDialog) -> None:
    """Escape closes the preview, then the papers dialog's Close."""
    qtbot.keyClick(preview, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not preview.isVisible(), timeout=3000)
    close_papers(qtbot, papers)


def test_R_7_1_after_the_all_in_hands_are_typed_N_burns_the_card(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """An all-in called before the flop: the hands are turned up (R-7.1), the host
    clicks the card field, types each hand and presses Enter. Then the burn before
    the flop, its button saying N: N burns the card. It typed an "n" into the card
    field, which still had the focus (the burn takes an optional card), turned it
    red and left the hand where it was, at every burn of the run-out."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = hungarian_laptop(qtbot, tmp_path, context, event_id)
    try:
        panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
        s = panel.session
        key(qtbot, window, Qt.Key.Key_A)
        key(qtbot, window, Qt.Key.Key_C)
        while s.step().kind is StepKind.ACT:
            key(qtbot, window, Qt.Key.Key_F)
        assert s.step().kind is StepKind.SHOW
        click(qtbot, panel.cards.entry)
        while s.step().kind is StepKind.SHOW:
            type_text(qtbot, window, free_cards(panel, 2))
            key(qtbot, window, Qt.Key.Key_Return)
        assert s.step().kind is StepKind.BURN
        assert panel.actions_bar.next.text().endswith("(N)")
        key(qtbot, window, Qt.Key.Key_N)
        assert panel.cards.entry.text() == ""
        assert s.step().kind is StepKind.DEAL_BOARD, panel.step_label.text()
        # the flop typed and dealt with Enter, then the burn before the turn: N again
        click(qtbot, panel.cards.entry)
        type_text(qtbot, window, free_cards(panel, 3))
        key(qtbot, window, Qt.Key.Key_Return)
        assert s.step().kind is StepKind.BURN
        key(qtbot, window, Qt.Key.Key_N)
        assert s.step().kind is StepKind.DEAL_BOARD and panel.cards.entry.text() == ""
        assert not panel.error_label.text()
    finally:
        install_translator("en")


def test_a_tournament_without_bounties_has_no_bounty_column_in_its_results(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A rebuy tournament with no bounty, won by Anna. The host clicks Finish
    tournament (Verseny lezárása): the results list places, players and prizes; then
    Ctrl+P, the Results paper (Eredmények) previewed: the same three columns. Both
    had a "Fejpénzek" (bounties) column, empty on screen and "$0" for every player
    on the paper, in a tournament that pays no bounty."""
    from PySide6.QtWidgets import QDialogButtonBox

    from director.engine.messages.render import render
    from director.ui.console.console import ConsolePage
    from director.ui.console.console_dialogs import ResultsDialog
    from tests.ui.preview_driver import paint_every_page

    event_id, entries = tournament(context, players=4, tables=1, seed=3)
    for name in ("Dávid", "Csilla", "Bence"):
        context.tournaments.bust(event_id, {entries[name]: 0}, time.now)
    window = hungarian_laptop(qtbot, tmp_path, context, event_id)
    try:
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        click(qtbot, console.buttons["finish"])
        results = console.last_dialog
        assert isinstance(results, ResultsDialog) and results.isVisible()
        table = results.table
        assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] \
            == ["Helyezés", "Játékos", "Díj"]
        box = results.findChild(QDialogButtonBox)
        assert box is not None
        click(qtbot, box.buttons()[0])
        papers, preview = results_preview(qtbot, window)
        assert paint_every_page(qtbot, preview) == 1
        [block] = preview.paper.blocks  # type: ignore[attr-defined]
        assert [render(c, "hu") for c in block.columns] == ["Helyezés", "Játékos", "Nyeremény"]
        assert all(len(row) == 3 for row in block.rows)
        close_preview(qtbot, papers, preview)
    finally:
        install_translator("en")


def test_the_winner_on_the_clock_has_no_chip_up_notice_of_the_break(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The clock reaches the break after level 2, where the 25 chips leave play (its
    notice on the TV: "ZSETONCSERE: ..."). The host records the last bust there in the
    console (row clicked, Kiesés, Enter): the clock names the winner, and the
    notice of the chip-up goes with the break (it stayed under the winner's name)."""
    from director.ui.console.console import ConsolePage
    from tests.ui.test_real_night_keys import bust_by_clicks

    event_id, entries = tournament(context, players=4, tables=1, seed=3)
    for name in ("Dávid", "Csilla"):
        context.tournaments.bust(event_id, {entries[name]: 0}, time.now)
    window = hungarian_laptop(qtbot, tmp_path, context, event_id)
    try:
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        ctrl = Qt.KeyboardModifier.ControlModifier
        key(qtbot, window, Qt.Key.Key_L, ctrl)
        assert window.pages.currentWidget() is window.clock_page
        for k in (Qt.Key.Key_Space, Qt.Key.Key_N, Qt.Key.Key_N):
            key(qtbot, window, k)
        clock = window.clock_window
        assert clock is not None and clock.board is not None and clock.board.is_break
        chip_up = clock.labels["chip_up"]
        assert chip_up.text() == "ZSETONCSERE: 25 értékű zsetonok kikerülnek a játékból"
        assert chip_up.isVisible()
        key(qtbot, window, Qt.Key.Key_E, ctrl)
        assert window.pages.currentWidget() is console
        bust_by_clicks(qtbot, console, "Bence")
        qtbot.waitUntil(lambda: clock.labels["title"].text() == "Győztes", timeout=3000)
        assert clock.labels["blinds"].text() == "Anna"
        assert chip_up.text() == "" and not chip_up.isVisible()
    finally:
        install_translator("en")


def test_the_results_preview_opens_at_a_readable_size_on_the_laptop(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The tournament over, Ctrl+P, the Results paper, Előnézet és nyomtatás: the
    preview fills the laptop's screen and shows the page across its width, near its
    printed size (it opened at 682x373 with the whole A4 page shrunk to 27 %, its
    text too small to read), and stays on the screen."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    from director.ui.console.console import ConsolePage
    from tests.ui.preview_driver import paint_every_page

    event_id, entries = tournament(context, players=4, tables=1, seed=3)
    for name in ("Dávid", "Csilla", "Bence"):
        context.tournaments.bust(event_id, {entries[name]: 0}, time.now)
    window = hungarian_laptop(qtbot, tmp_path, context, event_id)
    try:
        assert isinstance(window.pages.currentWidget(), ConsolePage)
        papers, preview = results_preview(qtbot, window)
        pages = preview.findChild(QPrintPreviewWidget)
        assert pages is not None and pages.zoomFactor() >= 0.8, pages.zoomFactor()
        screen = preview.screen().availableGeometry()
        assert preview.width() >= min(1000, screen.width()) - 1
        assert preview.height() >= min(700, screen.height() - 32) - 1
        assert preview.width() <= screen.width() and preview.height() <= screen.height()
        assert paint_every_page(qtbot, preview) == 1
        close_preview(qtbot, papers, preview)
    finally:
        install_translator("en")


def test_R_8_1_the_next_hand_after_a_level_change_between_hands_has_the_new_blinds(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A hand at 25/50 is over (all fold to the big blind). Before the next one the
    host moves the clock on to level 2 (Ctrl+L, N): 50/100, as at the end of a break.
    Back at the dealer panel (Ctrl+D), N deals the next hand: its small blind is 50
    (R-8.1: the level in force when the hand starts). It was 25: the panel kept the
    level in force when the last hand ended."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = hungarian_laptop(qtbot, tmp_path, context, event_id)
    try:
        ctrl = Qt.KeyboardModifier.ControlModifier
        key(qtbot, window, Qt.Key.Key_D, ctrl)
        panel = window.pages.currentWidget()
        assert isinstance(panel, DealerPanel)
        s = panel.session
        assert panel.step_label.text().endswith("beteszi a kisvakot: 25")
        for _ in range(3):  # the blinds, the deal
            key(qtbot, window, Qt.Key.Key_N)
        for _ in range(3):  # three folds to the big blind
            assert s.step().kind is StepKind.ACT, panel.step_label.text()
            key(qtbot, window, Qt.Key.Key_F)
        key(qtbot, window, Qt.Key.Key_N)  # the pot to the big blind
        assert s.is_complete, panel.step_label.text()
        key(qtbot, window, Qt.Key.Key_L, ctrl)
        assert window.pages.currentWidget() is window.clock_page
        key(qtbot, window, Qt.Key.Key_N)
        clock = window.clock_window
        assert clock is not None and clock.board is not None
        assert clock.board.stakes is not None and clock.board.stakes.level_number == 2
        key(qtbot, window, Qt.Key.Key_D, ctrl)
        assert window.pages.currentWidget() is panel
        key(qtbot, window, Qt.Key.Key_N)
        assert s.step().kind is StepKind.POST_BLIND
        assert panel.step_label.text().endswith("beteszi a kisvakot: 50"), \
            panel.step_label.text()
        assert "vakok 50/100" in panel.header.text(), panel.header.text()
    finally:
        install_translator("en")
