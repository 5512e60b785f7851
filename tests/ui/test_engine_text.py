"""The engine's English sentences in Hungarian (director.ui.engine_text): every
text a dealer reads during random hands of every game comes out Hungarian, and
the dealer panel shows them in Hungarian."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt

from director.engine.cards import STANDARD_DECK
from director.engine.hand.betting import Betting
from director.engine.hand.betting_rules import RaiseRefusal
from director.engine.hand.evaluation import contenders
from director.engine.hand.events import Award, DealHole, Declare, Event, PostAnte, Show
from director.engine.hand.games import FIVE_CARD_DRAW, GAMES
from director.engine.hand.guts import GutsKind, GutsPhase, GutsSetup, GutsState
from director.engine.hand.setup import HandOptions, HandSetup
from director.engine.hand.state import HandState, Phase
from director.engine.hand.steps import LegalActions, StepKind
from director.engine.hand.virtual_dealer import Style, next_event
from director.engine.messages import Amount, Message, MessageError, msg, render
from director.engine.ranking import showing
from director.services.dealer_session import USUAL_GAMES, DealerSession
from director.ui.app import install_translator
from director.ui.dealer.panel import DealerPanel
from director.ui.engine_text import pattern_count, translate
from tests.ui.dealer_driver import play_out, press

ENGLISH = ("Seat ", "seat ", "posts", "the ", "with ", "wins", "split", "Deal ", "Burn",
           "may ", "call", "raise", "fold", "shows", "pot")
# Whole words only: Hungarian "lapot" (a card, accusative) ends in "pot".
_LEFTOVER = re.compile("|".join(rf"\b{re.escape(w)}" + ("" if w.endswith(" ") else r"\b")
                                for w in ENGLISH))


def english_left(text: str) -> list[str]:
    return _LEFTOVER.findall(text)


def _setup(key: str, rng: random.Random, players: int) -> HandSetup:
    game = GAMES[key]
    seats = sorted(rng.sample(range(1, 11), players))
    stacks = {s: rng.choice((60, 400, 2000, 25000)) for s in seats}
    button = rng.choice(seats)
    if game.is_stud:
        return HandSetup.at_table(game, Betting.fixed_limit(20, 40), stacks, button,
                                  ante=5, bring_in=10)
    if game.is_draw:
        return HandSetup.at_table(game, Betting.pot_limit(20), stacks, button, ante=5,
                                  options=HandOptions(max_draw=rng.choice((None, 3))))
    return HandSetup.at_table(game, Betting.no_limit(20), stacks, button,
                              small_blind=10, big_blind=20)


def _hand_texts(key: str) -> dict[str, set[str | Message]]:
    rng = random.Random(key)
    found: dict[str, set[str | Message]] = {"step": set(), "legal": set(), "award": set(),
                                            "hand": set()}
    limit = GAMES[key].player_limit()
    for _ in range(30):
        setup = _setup(key, rng, rng.randint(2, min(limit, 8)))
        deck = list(setup.game.deck)
        rng.shuffle(deck)
        state = HandState.start(setup)
        style = Style(raise_chance=0.3, all_in_chance=0.3)
        while not state.is_complete:
            found["step"].add(state.next_step().message)
            legal = state.legal_actions() if state.phase is Phase.BETTING else None
            if legal is not None:
                found["legal"].add(legal.describe())
            if state.phase is Phase.AWARDING and len(state.live_players()) > 1:
                for c in contenders(state).values():
                    found["hand"].update(h.describe() for h in (c.high, c.low) if h)
            for i in range(setup.player_count):
                if state.phase is Phase.BETTING and setup.game.is_stud:
                    ups = [x for x in state.up_cards(i) if x is not None]
                    if ups and not state.folded[i]:
                        rank = (showing.showing_low if setup.game.stud_order
                                and setup.game.stud_order.name == "LOW" else showing.showing_high)
                        found["hand"].add(rank(tuple(ups)).describe())
            state = state.apply(next_event(state, rng, deck, style))
        found["step"].add(state.next_step().message)
        found["award"].update(a.text for a in state.awards)
    return found


def _guts_texts() -> dict[str, set[str | Message]]:
    rng = random.Random("guts")
    found: dict[str, set[str | Message]] = {"step": set(), "award": set(), "hand": set()}
    for _ in range(30):
        n = rng.randint(2, 7)
        seats = tuple(sorted(rng.sample(range(1, 11), n)))
        setup = GutsSetup(seats, tuple(rng.choice((30, 200, 5000)) for _ in seats),
                          rng.choice((5, 10, 25)), rng.choice(list(GutsKind)))
        g = GutsState.start(setup)
        deck = list(FIVE_CARD_DRAW.deck)
        for _ in range(200):
            if g.is_complete or g.deal > 6:
                break
            step = g.next_step()
            found["step"].add(step.message)
            event: Event
            if g.phase is GutsPhase.ANTES:
                event = PostAnte(step.seat or 0, step.amount)
            elif g.phase is GutsPhase.DEALING:
                used = {c for h in g.hole for c in h}
                if not used:
                    rng.shuffle(deck)
                event = DealHole(step.seat or 0, tuple([c for c in deck if c not in used][:3]))
            elif g.phase is GutsPhase.DECLARING:
                dealt = [seats[p] for p in g.dealt_in()]
                event = Declare(tuple(x for x in dealt if rng.random() < 0.45))
            elif g.phase is GutsPhase.SHOWDOWN:
                event = Show(step.seat or 0)
            else:
                event = Award()
            g = g.apply(event)
        found["step"].add(g.next_step().message)
        found["award"].update(r.text for r in g.results)
    return found


def _assert_hungarian(texts: set[str | Message]) -> None:
    """Each text (an engine message, or the English of a module not yet giving
    messages) in Hungarian, with no English word left."""
    bad = []
    for text in sorted(texts, key=str):
        hu = translate(text, "hu")
        if hu == str(text) or english_left(hu):
            bad.append(f"{text!r} -> {hu!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_text_of_random_hands_of_every_game_is_hungarian(key: str) -> None:
    found = _hand_texts(key)
    assert found["step"] and found["legal"] and found["award"]
    for texts in found.values():
        _assert_hungarian(texts)


def test_every_text_of_random_guts_rounds_is_hungarian() -> None:
    found = _guts_texts()
    assert len(found["award"]) > 20
    for texts in found.values():
        _assert_hungarian(texts)


def _forced(name: str) -> Message:
    return msg(f"step-forced-{name}")


def _street(name: str) -> Message:
    return msg(f"street-{name}")


@pytest.mark.parametrize(("message", "english", "hungarian"), [
    # the dealer's steps (steps.ftl, guts.ftl)
    (msg("step-post", seat=5, forced=_forced("small-blind"), amount=Amount(50)),
     "Seat 5 posts the small blind of 50", "Az 5. szék beteszi a kisvakot: 50"),
    (msg("step-post-short", seat=2, forced=_forced("big-blind"), amount=Amount(100),
         nominal_amount=Amount(200)),
     "Seat 2 posts the big blind of 100 (all-in, short of 200)",
     "A 2. szék beteszi a nagyvakot: 100 (all-in, 200 helyett)"),
    (msg("step-post", seat=1, forced=_forced("ante"), amount=Amount(25)),
     "Seat 1 posts the ante of 25", "Az 1. szék beteszi az antét: 25"),
    (msg("step-burn", street=_street("flop")),
     "Burn one card before the flop (R-4.4)", "Égess el egy lapot a flop előtt (R-4.4)"),
    (msg("step-burn", street=_street("fourth")), "Burn one card before the fourth street (R-4.4)",
     "Égess el egy lapot a negyedik utca előtt (R-4.4)"),
    (msg("step-with-first-deal", step_text=msg("step-deal-down", seat=3, down_count=2)),
     "Deal seat 3 two down (one card at a time, starting left of the button, R-4.3)",
     "Ossz a 3. széknek két lapot lefordítva (egyesével, az osztógombtól balra kezdve, R-4.3)"),
    (msg("step-deal-down-up", seat=7, down_count=2, up_count=1),
     "Deal seat 7 two down and one up",
     "Ossz a 7. széknek két lapot lefordítva és egy lapot felfordítva"),
    (msg("step-deal-street", street=_street("flop")), "Deal the flop", "Oszd ki a flopot"),
    (msg("step-deal-street", street=_street("river")), "Deal the river", "Oszd ki a rivert"),
    (msg("step-show-first", seat=3), "Seat 3 shows first (R-7.2)",
     "A 3. szék mutatja meg elsőként a lapjait (R-7.2)"),
    (msg("step-bring-in-or-complete", seat=10, amount=Amount(10), complete_amount=Amount(20)),
     "Seat 10 brings in for 10 or completes to 20 (R-6.4)",
     "A 10. szék beteszi a bring-int: 10, vagy kiegészít 20 összegre (R-6.4)"),
    (msg("step-award"), "Award the pots", "Oszd ki a kasszákat"),
    (msg("step-hand-over"), "The hand is over: move the button",
     "A leosztásnak vége: vidd tovább az osztógombot"),
    (msg("step-replacements", seat=4, count=3), "Deal seat 4 3 replacement cards",
     "Ossz a 4. széknek 3 cserelapot"),
    # a stub under three cards is scrambled with the burns before the community card
    (msg("step-with-scramble", step_text=msg("step-community-card")),
     "Deal one community card face up for every player: the deck is short (R-6.4); the stub "
     "is short: scramble the burns into it first (R-6.4)",
     "Ossz egy közös lapot képpel felfelé minden játékosnak: kevés a lap a pakliban (R-6.4); "
     "a pakli alja kevés: előbb keverd bele az égetett lapokat (R-6.4)"),
    (msg("step-post", seat=3, forced=_forced("straddle"), amount=Amount(20)),
     "Seat 3 posts the straddle of 20", "A 3. szék beteszi a straddle-t: 20"),
    (msg("guts-step-ante", seat=4, amount=Amount(25)), "Seat 4 antes 25 (R-6.6)",
     "A 4. szék beteszi az antét: 25 (R-6.6)"),
    # what a player may do (LegalActions.describe)
    (LegalActions(5, True, 100, 200, 12000, 12000).describe(),
     "Seat 5 may call 100, raise to 200-12000 or fold",
     "Az 5. szék lehetőségei: megadás (100), emelés 200–12\u00a0000 összegre vagy dobás"),
    (LegalActions(3, False, 0, 20, 400, 400).describe(),
     "Seat 3 may check or bet to 20-400",
     "A 3. szék lehetőségei: passz vagy tét 20–400 összegre"),
])
def test_steps_in_english_and_hungarian(message: Message, english: str, hungarian: str) -> None:
    assert str(message) == english
    assert render(message, "hu") == hungarian
    assert translate(message, "hu") == hungarian


def test_a_refusal_names_the_next_step_in_hungarian() -> None:
    """A refusal that does not fit the next step carries the step as a message."""
    state = HandState.start(HandSetup.at_table(GAMES["holdem"], Betting.no_limit(20),
                                               {3: 1000, 4: 1000, 5: 1000}, 5,
                                               small_blind=10, big_blind=20))
    with pytest.raises(ValueError) as refused:
        state.apply(Award())
    assert str(refused.value) == ("the pots are not ready to be awarded; next: "
                                  "Seat 3 posts the small blind of 10")
    error = refused.value
    assert isinstance(error, MessageError)
    assert translate(error.message, "hu") == ("a kasszák még nem oszthatók ki; a következő "
                                             "lépés: A 3. szék beteszi a kisvakot: 10")


@pytest.mark.parametrize(("message", "english", "hungarian"), [
    # the betting refusals (hand.ftl)
    (msg("hand-not-your-turn", seat=4, other_seat=5), "it is seat 4's turn to act, not seat 5's",
     "a 4. szék következik, nem az 5. szék"),
    (msg("hand-raise-between-all-in", seat=5, minimum=Amount(200), maximum=Amount(400),
         amount=Amount(150), all_in_amount=Amount(15000)),
     "seat 5 may bet or raise to between 200 and 400, not to 150 (all-in is 15000)",
     "Az 5. szék tétje vagy emelése 200 és 400 közötti összegre szólhat, nem 150 összegre "
     "(az all-in 15\u00a0000)"),
    (msg("hand-no-raise", seat=3, raise_refusal=RaiseRefusal.NOT_REOPENED.message),
     "seat 3 may not bet or raise now: only a short all-in came since they acted, which does "
     "not reopen betting (R-5.7)",
     "A 3. szék most nem tehet tétet és nem emelhet: mióta cselekedett, csak egy rövid all-in "
     "jött, ami nem nyitja újra a licitet (R-5.7)"),
])
def test_refusals_in_english_and_hungarian(message: Message, english: str,
                                           hungarian: str) -> None:
    assert str(message) == english
    assert translate(message, "hu") == hungarian


def test_unknown_texts_and_english_come_back_unchanged() -> None:
    assert translate("Something the engine never said", "hu") == "Something the engine never said"
    assert translate("Seat 5 posts the small blind of 50", "en") == \
        "Seat 5 posts the small blind of 50"
    assert translate("", "hu") == ""
    assert pattern_count() > 50


def test_the_language_follows_the_installed_translator(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        install_translator("hu")
        assert translate("Award the pots") == "Oszd ki a kasszákat"
        install_translator("en")
        assert translate("Award the pots") == "Award the pots"
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
