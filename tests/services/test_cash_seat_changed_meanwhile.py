"""A cash table's seat whose player changed at another station meanwhile (R-8.7).

At a club two stations run one cash game. The director at one selected Ann in seat 3
and pressed Top-up, Leave or Move; before that station heard of it, the other station
had Ann cash out and Ben sit down in seat 3. The command named the seat only, so it
charged Ben the top-up Ann asked for, or cashed Ben out with Ann's stack: the ledger
then held a line for the wrong player and Ben's chips were paid at Ann's figure. Now
each command of a seated player is given who the station saw in the seat and is
refused, nothing stored, when someone else sits there or nobody: "Ann no longer sits
in seat 3 at Table 1 (changed at another station): nothing was done" (in Hungarian
too; on SQLite and PostgreSQL). Amounts: blinds
50/100, buy-ins 4,000 to 20,000; Ann bought 10,000, Ben 6,000."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest

from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.store.db import Database
from tests.services.test_cash_tables import T0, game
from tests.services.test_cash_tables_properties import snapshot

SAID = {"en": "Ann no longer sits in seat 3 at Table 1 (changed at another station): "
              "nothing was done",
        "hu": "Ann már nem ül az 1. asztal 3. székén (egy másik állomáson változott): nem "
              "történt semmi"}

Command = Callable[[CashTableService, int, int, int], object]
COMMANDS: dict[str, Command] = {
    "top-up": lambda tables, t, t2, ann: tables.top_up(t, 3, 2_000, T0, player_id=ann),
    "leave": lambda tables, t, t2, ann: tables.leave(t, 3, T0, 10_000, player_id=ann),
    "leave, the whole stack": lambda tables, t, t2, ann: tables.leave(t, 3, T0, player_id=ann),
    "move": lambda tables, t, t2, ann: tables.move(t, 3, t2, T0, counted=10_000,
                                                      player_id=ann),
    "step away": lambda tables, t, t2, ann: tables.step_away(t, 3, T0, player_id=ann),
    "come back": lambda tables, t, t2, ann: tables.come_back(t, 3, T0, True, player_id=ann),
    "seat change asked": lambda tables, t, t2, ann: tables.request_change(
        t, 3, T0, player_id=ann),
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("meanwhile", ["Ben sits in seat 3", "Ann moved to seat 5"])
def test_R_8_7_a_seat_whose_player_changed_elsewhere_is_refused_by_name(
        db: Database, command: str, meanwhile: str) -> None:
    _events, tables, event, p = game(db)
    cash = CashGameService(db)
    t = tables.open_table(event, T0, seats=9)
    t2 = tables.open_table(event, T0, seats=9)
    tables.sit(t, p["Ann"], 10_000, T0, seat=3)
    later = T0 + timedelta(minutes=5)
    # the other station, before this one hears of it
    if meanwhile == "Ben sits in seat 3":
        tables.leave(t, 3, later)
        tables.sit(t, p["Ben"], 6_000, later, seat=3)
    else:
        tables.move(t, 3, t, later, to_seat=5)
    before = snapshot(tables, cash, event)
    with pytest.raises(ServiceError) as refused:
        COMMANDS[command](tables, t, t2, p["Ann"])
    assert (render(refused.value.message, "en"), render(refused.value.message, "hu")) == (
        SAID["en"], SAID["hu"])
    assert snapshot(tables, cash, event) == before, "nothing stored"


@pytest.mark.parametrize("command", COMMANDS)
def test_the_player_the_station_saw_still_there_is_served(db: Database, command: str) -> None:
    """The same commands for Ann, still in seat 3, go through as before (Ann is back
    from stepping away only after she stepped away)."""
    _events, tables, event, p = game(db)
    cash = CashGameService(db)
    t = tables.open_table(event, T0, seats=9)
    t2 = tables.open_table(event, T0, seats=9)
    tables.sit(t, p["Ann"], 10_000, T0, seat=3)
    if command == "come back":
        tables.step_away(t, 3, T0, player_id=p["Ann"])
    before = snapshot(tables, cash, event)
    COMMANDS[command](tables, t, t2, p["Ann"])
    assert snapshot(tables, cash, event) != before


def test_R_8_7_a_table_closed_at_another_station_is_named_not_numbered(db: Database) -> None:
    """The page still shows Table 2; another station closed it (empty). Sitting Ann
    down there, or a seat change to it, was refused as "there is no open cash table
    2"; now by its name, nothing stored."""
    _events, tables, event, p = game(db)
    cash = CashGameService(db)
    t = tables.open_table(event, T0, seats=9)
    t2 = tables.open_table(event, T0, seats=9)
    tables.sit(t, p["Ann"], 10_000, T0, seat=3)
    tables.close_table(t2, T0)  # the other station
    before = snapshot(tables, cash, event)
    for refused_command in (lambda: tables.sit(t2, p["Ben"], 5_000, T0),
                            lambda: tables.move(t, 3, t2, T0, player_id=p["Ann"])):
        with pytest.raises(ServiceError) as refused:
            refused_command()
        assert (render(refused.value.message, "en"), render(refused.value.message, "hu")) == (
            "Table 2 was closed meanwhile: nothing was done; choose an open table",
            "a 2. asztal közben be lett zárva: nem történt semmi; válassz nyitott asztalt")
    assert snapshot(tables, cash, event) == before
