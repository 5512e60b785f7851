"""A cash table's smallest and largest buy-in are paid in its chips, as every buy-in
is (R-8.7): at a table whose smallest chip is 125,000 a smallest buy-in of 1,300,000
or a largest of 10,100,000 can never be bought, and the table opened with them. Now
the opening refuses them in words, naming the chip and the nearest amounts, and
opens the table at limits its chips pay. The real main window, keys and clicks."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.all_windows import choose_from_menu
from tests.ui.home_driver import click, context
from tests.ui.test_cash_amounts_typed import _page, _type

__all__ = ["context"]


@pytest.mark.parametrize(("language", "smallest", "largest", "opened"), [
    ("en", "\u26a0 The smallest buy-in of 1,300,000 cannot be paid in this table's chips: "
     "the smallest chip is 125,000, so it must be a multiple of it (the nearest: "
     "1,250,000 or 1,375,000)",
     "\u26a0 The largest buy-in of 10,100,000 cannot be paid in this table's chips: the "
     "smallest chip is 125,000, so it must be a multiple of it (the nearest: 10,000,000 "
     "or 10,125,000)", "Opened Table 1"),
    ("hu", "\u26a0 A legkisebb beszálló: 1\u00a0300\u00a0000; ez nem fizethető ki az asztal "
     "zsetonjaiból: a legkisebb zseton 125\u00a0000, ennek többszörösének kell "
     "lennie (a legközelebbiek: 1\u00a0250\u00a0000 és 1\u00a0375\u00a0000)",
     "\u26a0 A legnagyobb beszálló: 10\u00a0100\u00a0000; ez nem fizethető ki az asztal "
     "zsetonjaiból: a legkisebb zseton 125\u00a0000, ennek többszörösének kell "
     "lennie (a legközelebbiek: 10\u00a0000\u00a0000 és 10\u00a0125\u00a0000)", None),
])
def test_R_8_7_buy_in_limits_the_table_chips_cannot_pay_are_refused_at_opening(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, smallest: str,
        largest: str, opened: str | None) -> None:
    page, event = _page(qtbot, tmp_path, context, table=False)
    try:
        if language != "en":  # Settings, Language, as the director chooses it
            window = page.window()
            choose_from_menu(qtbot, window, window.settings_menu, "languageMenu",
                             f"language_{language}")
        form = page.open_form
        _type(qtbot, form.small_blind, 125_000)
        _type(qtbot, form.big_blind, 250_000)
        _type(qtbot, form.chip, 125_000)
        _type(qtbot, form.min_buy_in, 1_300_000)
        _type(qtbot, form.max_buy_in, 10_000_000)
        click(qtbot, form.open_button)
        assert page.message.error
        assert page.message.text() == smallest, page.message.text()
        _type(qtbot, form.min_buy_in, 1_250_000)
        _type(qtbot, form.max_buy_in, 10_100_000)
        click(qtbot, form.open_button)
        assert page.message.text() == largest, page.message.text()
        tables = CashTableService(context.db)
        assert tables.tables(event) == []
        _type(qtbot, form.max_buy_in, 10_000_000)
        click(qtbot, form.open_button)
        assert not page.message.error, page.message.text()
        if opened is not None:
            assert page.message.text() == opened
        [table] = tables.tables(event)
        assert (table.min_buy_in, table.max_buy_in) == (1_250_000, 10_000_000)
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_new_tables_name_field_shows_its_hint_whole_at_1024x600(
        qtbot: QtBot, qapp, tmp_path: Path, context: AppContext, language: str) -> None:  # type: ignore[no-untyped-def]
    """The cash tables' New table form at 1024x600, with the program's stylesheet: the
    name field's hint (the names given when it is left empty) is read whole; in
    Hungarian it read "Üresen: 1. asztal, 2. asz…" (the form's long labels leave the
    field some 150 px)."""
    from PySide6.QtGui import QFontMetrics

    from director.ui.common.style import apply_style

    apply_style(qapp)  # the program's stylesheet and font, as a person sees them
    page, _event = _page(qtbot, tmp_path, context, table=False)
    try:
        window = page.window()
        if language != "en":  # Settings, Language, as the director chooses it
            choose_from_menu(qtbot, window, window.settings_menu, "languageMenu",
                             f"language_{language}")
        window.resize(1024, 600)
        qtbot.wait(50)
        name = page.open_form.name
        assert name.isVisible() and name.text() == ""
        hint = name.placeholderText()
        need = QFontMetrics(name.font()).horizontalAdvance(hint)
        room = name.contentsRect().width() - name.textMargins().left() - \
            name.textMargins().right() - 4  # the line edit's own inner margins
        assert need <= room, f"{hint!r} needs {need} px, has {room}"
    finally:
        qapp.setStyleSheet("")
        install_translator("en")
