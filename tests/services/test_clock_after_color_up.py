"""R-8.3 and R-7.5 (TDA 20): the chips in play are those the night's color-ups left,
one record for the clock, the dealer panel and the counts.

Found by the tournament truth test once its director could move the clock: after the
break's color-up took the 25s off, the clock went back to level 1 and the panel dealt
a small blind of 25 at a table whose smallest chip was the 100 (a stack of 9,975 no
chip in play makes). And the other way: past the break with the color-up not made
yet, the panel split a hi/lo pot in 100s (450 and 400 of 850) while the 25s were still
on the table (425 each)."""

from __future__ import annotations

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.services.core.action_log import undo_last
from director.services.core.unit_of_work import ServiceError
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.store.db import Database
from tests.services.night import (
    BREAK_AFTER_LEVEL_2,
    MIN,
    SETTINGS,
    T0,
    Night,
    colour_up_the_25s,
    snapshot,
)


def board(panel: DealerSession, cards: str) -> None:
    """The burn (R-4.4), then ``cards`` dealt to the board."""
    while panel.step().kind is not StepKind.DEAL_BOARD:
        panel.advance()
    panel.advance(parse_cards(cards))


def _clock(night: Night) -> tuple[int, bool]:
    view = night.events.clock(night.event, BREAK_AFTER_LEVEL_2 + MIN)
    assert view is not None
    return view.index, view.running


@pytest.mark.parametrize("back", ["go to level 1", "go to level 2", "previous level",
                                  "start at level 1"])
def test_R_8_3_the_clock_goes_back_to_no_level_the_chips_colored_up_cannot_pay(
        db: Database, back: str) -> None:
    """The 25s colored up at the break after level 2: levels 1 (25/50) and 2 (50/100)
    cannot be paid in 100s. Going back to either is refused in words naming the level,
    its amounts and the chip colored up, and the clock is as it was; the level after
    the break (100/200) is fine. Once the color-up is taken back (Ctrl+Z) the clock
    may go back."""
    night = colour_up_the_25s(Night(db, 6, tables=1))
    now = BREAK_AFTER_LEVEL_2 + MIN
    command = {"go to level 1": lambda: night.events.go_to_level(night.event, now, 0),
               "go to level 2": lambda: night.events.go_to_level(night.event, now, 1),
               "previous level": lambda: night.events.previous_level(night.event, now),
               "start at level 1": lambda: night.events.start_clock(night.event, now, 0)
               }[back]
    before, clock = snapshot(night), _clock(night)
    with pytest.raises(ServiceError) as refused:
        command()
    said = render(refused.value.message)
    level = "level 2 (50/100)" if back in ("go to level 2", "previous level") else \
        "level 1 (25/50)"
    assert level in said and "color-up of the 25 chips" in said and "R-8.3" in said, said
    hu = render(refused.value.message, "hu")  # the Hungarian glossary's zsetoncsere
    assert hu.startswith("az óra nem mehet vissza") and "zsetoncseré" in hu, hu
    assert snapshot(night) == before and _clock(night) == clock
    assert night.events.go_to_level(night.event, now, 3).index == 3  # 100/200: in 100s
    undo_last(db, night.event, now)  # the level after the break taken back
    undo_last(db, night.event, now)  # the color-up taken back: the 25s in play again
    command()
    night.check()


def test_R_7_5_past_the_break_with_the_25s_still_in_play_a_hi_lo_pot_splits_in_25s(
        db: Database) -> None:
    """Omaha hi/lo, pot limit: the clock at level 3 (100/200) after the break, whose
    color-up has not been made, so the 25s are still on the table. A pot of 850 splits
    425 and 425 (R-7.5: whole units of the smallest chip in play), not 450 and 400."""
    night = Night(db, 3, tables=1, settings={**SETTINGS, "game": "omaha-hilo",
                                             "limit": "pot limit"})
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    now = BREAK_AFTER_LEVEL_2 + 20 * MIN  # the break over: level 3, 100/200
    night.events.go_to_level(night.event, now, 3)
    game = table_game(db, night.event, now)
    assert (game.small_blind, game.big_blind) == (100, 200)
    panel = night.panel(table, game)
    button = panel.button_seat
    others = sorted(panel.seats, key=lambda n: (n <= button, n))  # the blinds, in turn
    hands = {button: "9s9hJcJd", others[0]: "AhKh2c9d", others[1]: "QsQd8c8d"}
    while panel.legal() is None:  # the blinds posted, the cards dealt as the panel asks
        step = panel.step()
        if step.kind.name == "DEAL_HOLE" and step.seat is not None:
            panel.advance(parse_cards(hands[step.seat]))
        else:
            panel.advance()
    panel.fold()  # the button folds; the small blind completes, the big blind checks
    panel.check_call()
    panel.check_call()
    board(panel, "4h5h6c")  # the flop: a low of 6-5-4-2-A for A-2
    panel.bet_raise(225)  # a whole number of the 25s still in play
    panel.check_call()
    for card in ("Ts", "Tc"):  # the big blind's queens up take the high
        board(panel, card)
        panel.check_call()
        panel.check_call()
    while not panel.is_complete:
        panel.advance()
    setup = panel.hand.setup
    won = {seat: end - start for seat, start, end in
           zip(setup.seats, setup.stacks, panel.state.stacks, strict=True)}
    # each blind put in 425: the high half and the low half are 425 each
    assert won == {button: 0, others[0]: 0, others[1]: 0}, won
    night.check()
