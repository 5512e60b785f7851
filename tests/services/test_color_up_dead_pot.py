"""R-8.3 and R-6.5: a color-up while the pot of a dead deal (five-card draw, jacks or
better to open, nobody opened) waits at a table for the deal again. The pot is made
of the antes; once the 25s are gone, a pot of 250 cannot be made of the chips left
(100 and up). Colored up anyway, the deal again gave its winner 29,850, a stack no
chip in play could make. RULES.md says nothing of a pot at a color-up: the house's
rule is that such a color-up waits until someone has won the pot (the color-up is
made at every table at once, so it waits everywhere); a pot the chips left can make
(200) is exchanged at equal value and the color-up goes on."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from tests.services.night import DRAW_OPENERS, T0, Night, dealer_turn, snapshot


def _dead_deal_at_the_antes_of_50(db: Database, players: int) -> tuple[Night, DealerSession]:
    """Level 2 (antes 50, bets 200/400) at the table of ``players``: nobody opens, the
    antes wait in the pot; then the break, whose color-up takes the 25s off."""
    night = Night(db, 9, tables=2, settings=DRAW_OPENERS)
    night.events.start_clock(night.event, T0)
    night.events.go_to_level(night.event, T0 + timedelta(minutes=1), 1)
    [table] = [t for t in night.table_ids if len(night.seat_rows(t)) == players]
    panel = night.panel(table, table_game(db, night.event, T0 + timedelta(minutes=1)))
    dealer_turn(panel, "pass", 0)
    assert panel.state.dead_deal and panel.state.carried_out == 50 * players
    night.events.go_to_level(night.event, T0 + timedelta(minutes=2), 2)
    night.check()
    return night, panel


def _odd_greens(night: Night) -> dict[int, int]:
    """Each player hands in the 25s their stack needs: 9,950 holds two."""
    return {e: stack % 100 // 25 for e, (_t, _n, stack, _b) in night.seats().items()}


def test_R_8_3_R_6_5_a_dead_pot_the_chips_left_cannot_make_waits_for_the_deal_again(
        db: Database) -> None:
    """Five players anted 50 each: the pot of 250 holds 25s. The color-up is refused
    in words, naming the table and the pot, and the dialog's plan says it on opening;
    nothing changes. After the break the deal again is played out, its winner takes
    the 250, and the color-up then leaves every stack in 100s."""
    night, panel = _dead_deal_at_the_antes_of_50(db, 5)
    service = ColorUpService(db)
    now = T0 + timedelta(minutes=3)
    plan = service.plan(night.event, now)
    assert plan.removed == 25 and plan.needed is not None
    said = render(plan.needed)
    assert "250" in said and "Table" in said and "R-6.5" in said, said
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        service.color_up(night.event, 25, _odd_greens(night), now, random.Random(1))
    assert refused.value.message.id == "svc-color-up-dead-pot"
    assert snapshot(night) == before
    assert render(service.needed(night.event, 25, now) or plan.needed) == said

    now = T0 + timedelta(minutes=20)
    night.events.go_to_level(night.event, now, 3)  # antes 100, bets 400/800
    panel.use_for_next_hand(table_game(db, night.event, now))
    panel.next_hand()
    assert panel.hand.setup.carried_pot == 250
    dealer_turn(panel, "finish", 1)
    assert panel.is_complete and not panel.state.dead_deal
    night.check()
    assert service.needed(night.event, 25, now) is None
    races = service.color_up(night.event, 25, _odd_greens(night), now, random.Random(1))
    assert {race.table_id for race in races} == set(night.table_ids)
    night.check()
    stacks = {e: stack for e, (_t, _n, stack, _b) in night.seats().items()}
    assert all(stack % 100 == 0 for stack in stacks.values()), stacks


def test_R_8_3_R_6_5_a_dead_pot_the_chips_left_can_make_is_exchanged(db: Database) -> None:
    """Four players anted 50 each: the pot of 200 is made of 100s at equal value; the
    color-up goes on at both tables and the deal again carries the 200, every stack
    after it in 100s."""
    night, panel = _dead_deal_at_the_antes_of_50(db, 4)
    service = ColorUpService(db)
    now = T0 + timedelta(minutes=3)
    assert service.plan(night.event, now).needed is None
    races = service.color_up(night.event, 25, _odd_greens(night), now, random.Random(1))
    assert {race.table_id for race in races} == set(night.table_ids)
    night.check()
    now = T0 + timedelta(minutes=20)
    night.events.go_to_level(night.event, now, 3)
    panel.use_for_next_hand(table_game(db, night.event, now))
    panel.next_hand()
    assert panel.hand.setup.carried_pot == 200
    dealer_turn(panel, "finish", 1)
    night.check()
    stacks = {e: stack for e, (_t, _n, stack, _b) in night.seats().items()}
    assert all(stack % 100 == 0 for stack in stacks.values()), stacks
