"""What the hand engine says, in Hungarian from the message catalogues: every step,
legal action, hand value and award a dealer reads during random hands of every game
(and of guts rounds) is a message that renders Hungarian with no English word left;
the usual steps and refusals in both languages (R-4.3, R-4.4, R-5.7, R-6.4, R-7.2)."""

from __future__ import annotations

import random

import pytest

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Award, DealHole, Declare, Event, PostAnte, Show
from director.engine.hand.facts.games import FIVE_CARD_DRAW, GAMES
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.betting_rules import RaiseRefusal
from director.engine.hand.rules.evaluation import contenders
from director.engine.hand.rules.guts import GutsKind, GutsPhase, GutsSetup, GutsState
from director.engine.hand.rules.steps import LegalActions, RaiseKind
from director.engine.hand.state import HandState, Phase
from director.engine.hand.virtual_dealer import Style, next_event
from director.engine.messages import Amount, Message, MessageError, msg, render
from director.engine.ranking import showing
from tests.engine.english_words import english_left


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


def _hand_texts(key: str) -> dict[str, set[Message]]:
    rng = random.Random(key)
    found: dict[str, set[Message]] = {"step": set(), "legal": set(), "award": set(),
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


def _guts_texts() -> dict[str, set[Message]]:
    rng = random.Random("guts")
    found: dict[str, set[Message]] = {"step": set(), "award": set(), "hand": set()}
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


def _assert_hungarian(texts: set[Message]) -> None:
    """Each text is a message (never English words) and renders Hungarian, with no
    English word left."""
    bad = []
    for message in sorted(texts, key=str):
        assert isinstance(message, Message), repr(message)
        hu = render(message, "hu")
        if hu == str(message) or english_left(hu):
            bad.append(f"{message!r} -> {hu!r}")
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
    (msg("step-show-first", seat=3), "Seat 3 shows first, or mucks and gives up the pot (R-7.2)",
     "A 3. szék mutatja meg elsőként a lapjait, vagy bedobja, és lemond a kasszáról (R-7.2)"),
    (msg("step-show-called", seat=3), "Seat 3 bet last and was called: shows first (R-7.2)",
     "A 3. szék tett utoljára, és megadták: ő mutatja meg elsőként a lapjait (R-7.2)"),
    (msg("step-bring-in-or-complete", seat=10, amount=Amount(10), complete_amount=Amount(20)),
     "Seat 10 brings in for 10 or completes to 20 (R-6.4)",
     "A 10. szék beteszi a bring-int: 10, vagy kiegészít 20 összegre (R-6.4)"),
    # TDA RP-10-E: the low card all-in from the ante, the player on its left may fold
    (msg("step-bring-in-complete-or-fold", seat=1, amount=Amount(30),
         complete_amount=Amount(100)),
     "Seat 1 brings in for 30, completes to 100 or folds (R-6.4)",
     "Az 1. szék beteszi a bring-int: 30, kiegészít 100 összegre, vagy dob (R-6.4)"),
    (msg("step-bring-in-or-fold", seat=5, amount=Amount(7)),
     "Seat 5 brings in for 7 or folds (R-6.4)",
     "Az 5. szék beteszi a bring-int: 7, vagy dob (R-6.4)"),
    (msg("step-award"), "Award the pots", "Oszd ki a kasszákat"),
    (msg("step-hand-over"), "The hand is over: move the button",
     "A leosztásnak vége: vidd tovább az osztógombot"),
    (msg("step-replacements", seat=4, count=3), "Deal seat 4 three replacement cards",
     "Ossz a 4. széknek három cserelapot"),
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
    (LegalActions(5, True, 100, 200, 12000, 30000).describe(),
     "Seat 5 may call 100, raise to 200-12000 or fold",
     "Az 5. szék lehetőségei: megadás (100), emelés 200–12\u00a0000 összegre vagy dobás"),
    (LegalActions(3, False, 0, 20, 400, 900, raise_kind=RaiseKind.BET).describe(),
     "Seat 3 may check or bet to 20-400",
     "A 3. szék lehetőségei: passz vagy tét 20–400 összegre"),
])
def test_steps_in_english_and_hungarian(message: Message, english: str, hungarian: str) -> None:
    assert str(message) == english
    assert render(message, "hu") == hungarian


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
    assert render(error.message, "hu") == ("a kasszák még nem oszthatók ki; a következő "
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
    assert render(message, "hu") == hungarian
