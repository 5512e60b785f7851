"""The dealer panel in Hungarian: the engine's steps, legal actions and awards are
messages the panel renders in the language the windows speak (R-7.6 awards, the
dealer's steps); a change of language changes what ``in_language`` renders."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QLocale, Qt

from director.engine.cards import STANDARD_DECK
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import msg
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.ui.common.language import current_language, in_language
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.engine.english_words import english_left
from tests.ui.dealer_driver import play_out, press


def test_the_language_follows_the_installed_translator(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        install_translator("hu")
        assert current_language() == "hu"
        assert in_language(msg("step-award")) == "Oszd ki a kasszákat"
        install_translator("en")
        assert current_language() == "en"
        assert in_language(msg("step-award")) == "Award the pots"
    finally:
        install_translator("en")
        QLocale.setDefault(QLocale("en_US"))


def _hungarian_panel(qtbot, key: str):  # type: ignore[no-untyped-def]
    install_translator("hu")
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES[key],
                                                {1: 2000, 3: 1500, 5: 2000, 6: 800}, 1))
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    panel.show()
    return panel


def test_the_dealer_panel_in_hungarian_shows_hungarian_steps_and_awards(qtbot) -> None:
    shots = Path("build/screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    try:
        panel = _hungarian_panel(qtbot, "holdem")
        assert panel.step_label.text() == "A 3. szék beteszi a kisvakot: 50"
        for _ in range(12):
            press(qtbot, panel, Qt.Key.Key_N)
            if panel.session.legal() is not None:
                break
        text = panel.step_label.text()
        assert "lehetőségei" in text and not english_left(text), text
        panel.grab().save(str(shots / "dealer_hu_engine_midhand.png"))
        play_out(qtbot, panel)
        awards = panel.pots.awards.text()
        assert "kassza" in awards and "contested" not in awards, awards
        assert panel.step_label.text() == "A leosztásnak vége: vidd tovább az osztógombot"
        panel.grab().save(str(shots / "dealer_hu_engine_award.png"))
    finally:
        install_translator("en")


def test_the_award_with_entered_cards_explains_itself_in_hungarian(qtbot) -> None:  # type: ignore[no-untyped-def]
    try:
        panel = _hungarian_panel(qtbot, "holdem")
        s = panel.session
        deck = list(STANDARD_DECK)
        random.Random(5).shuffle(deck)
        for _ in range(200):
            if s.step().kind is StepKind.DONE:
                break
            if s.legal() is not None:
                s.check_call()
                continue
            used = s.used_cards()
            s.advance([c for c in deck if c not in used][: s.card_request().count])
        awards = panel.pots.awards.text()
        assert "A főkassza (400), versenyben: 3., 5., 6. és 1. szék. Nyer" in awards, awards
        assert not english_left(awards.replace("<p>", "").replace("</p>", "")), awards
        panel.grab().save(str(Path("build/screenshots") / "dealer_hu_engine_award_cards.png"))
    finally:
        install_translator("en")
