"""R-5.6 at a cash table: "every bet and raise is between the big blind and the table's
maximum". A spread-limit hold'em game names its table maximum (``Stakes.big_bet``),
refused in words when it is missing or below the big blind; the dealer panel deals up
to it. Before, a cash game had no such setting and dealt every spread-limit blinds
game up to twice the big blind; a game stored so still opens and deals that way. Each
test failed on the code before the change."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from director.engine.event.cash_tables import CashTableError, Stakes
from director.engine.hand.facts.betting import Limit
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import DocumentError
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_game import cash_game
from director.services.tables.table_service import TableService
from director.store.db import Database
from director.web.words import stakes_words

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
SPREAD = {"game": "holdem", "limit": "spread limit", "small_blind": 1, "big_blind": 2,
          "min_buy_in": 40, "max_buy_in": 200}


def first_to_act(db: Database, settings: dict[str, object]) -> DealerSession:
    """The game saved with ``settings``, a table at its stakes with three players of
    100 each, dealt at the dealer panel up to the first player to act."""
    event = EventService(db).create_event("cash", "Spread night", settings, T0)
    return dealt_to_first_action(db, event)[1]


def dealt_to_first_action(db: Database, event: int) -> tuple[CashTableService, DealerSession]:
    """A table of ``event`` at its stakes with three players of 100 each, dealt at the
    dealer panel up to the first player to act."""
    events = EventService(db)
    tables = CashTableService(db, random.Random(7))
    table = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy")):
        tables.sit(table, events.add_player(name, T0), 100, T0, seat=seat)
    dealing = tables.dealing(table)
    session = DealerSession.at_table(TableService(db), table, dealing.table_game(), 1,
                                     cash=dealing)
    while session.legal() is None:
        session.advance()
    return tables, session


def test_R_5_6_a_holdem_spread_limit_1_2_table_deals_up_to_its_maximum_of_10(
        db: Database) -> None:
    """Seen: the game had no table maximum and the panel dealt up to 4, twice the big
    blind. Now, with a table maximum of 10: before the flop a raise adds 2 to 10 to the
    big blind (to 4 to 12); on the flop a bet to 12 is refused and one to 10 taken, and
    a raise adds at most 10 (to 20, not 21); no cap."""
    session = first_to_act(db, {**SPREAD, "big_bet": 10})
    assert (session.legal().raise_min, session.legal().raise_max) == (4, 12)  # type: ignore[union-attr]
    for _ in range(3):  # everyone calls, the big blind checks
        session.check_call()
    while session.legal() is None:  # the burn and the flop
        session.advance()
    assert (session.legal().raise_min, session.legal().raise_max) == (2, 10)  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="between 2 and 10, not to 12"):
        session.bet_raise(12)
    session.bet_raise(10)
    with pytest.raises(ValueError, match="raise to 20, not to 21"):
        session.bet_raise(21)
    session.bet_raise(20)
    assert session.legal().raise_max == 30  # type: ignore[union-attr]  # no cap


@pytest.mark.parametrize(("maximum", "words"), [
    (None, "a spread-limit table needs its table maximum, the largest bet or raise: "
           "at least the big blind (2) (R-5.6)"),
    (1, "a table maximum of 1 is below the big blind (2): in spread limit every bet and "
        "raise is between the big blind and the table maximum (R-5.6)"),
])
def test_R_5_6_a_new_spread_limit_game_without_a_table_maximum_is_refused_in_words(
        db: Database, maximum: int | None, words: str) -> None:
    """Seen: saved, and dealt up to twice the big blind without a word."""
    settings = SPREAD if maximum is None else {**SPREAD, "big_bet": maximum}
    with pytest.raises(DocumentError) as refused:
        EventService(db).create_event("cash", "Spread night", settings, T0)
    assert words in str(refused.value)
    assert "asztalmaximum" in render(refused.value.message, "hu").lower()
    # and a table opened at such stakes, in a game of another limit, is refused too
    events = EventService(db)
    event = events.create_event("cash", "No limit night", {**SPREAD, "limit": "no limit"}, T0)
    with pytest.raises(ServiceError, match=r"table maximum.*\(R-5\.6\)"):
        CashTableService(db).open_table(event, T0, stakes=Stakes(
            "holdem", "spread limit", 1, 2, big_bet=0))
    if maximum is not None:
        with pytest.raises(CashTableError, match="below the big blind"):
            Stakes("holdem", "spread limit", 1, 2, big_bet=maximum)


def test_R_5_6_the_stakes_say_the_table_maximum() -> None:
    stakes = Stakes("holdem", "spread limit", 1, 2, big_bet=10)
    assert stakes.text == "Texas hold'em, spread limit 1/2, table maximum 10"
    assert stakes_words(stakes, "hu") == "Texas hold'em, spread limit 1/2, asztalmaximum 10"
    assert Stakes.from_key(stakes.key) == stakes  # the waiting list's stakes


def test_a_spread_limit_game_stored_before_the_table_maximum_still_deals_at_twice_the_big_blind(
        db: Database) -> None:
    """An event saved before the setting (spread limit, no maximum) opens and deals as
    it did: bets and raises from the big blind to twice it, said as its table maximum."""
    from director.services.core.unit_of_work import UnitOfWork
    from director.store.models import Event
    events = EventService(db)
    event = events.create_event("cash", "Old spread", {**SPREAD, "limit": "no limit"}, T0)
    with UnitOfWork(db) as uow:  # as the old program stored it
        row = uow.session.get(Event, event)
        assert row is not None
        row.settings = row.settings.replace('"no limit"', '"spread limit"')
        uow.session.add(row)
    tables, session = dealt_to_first_action(db, event)
    assert tables.table(session.table_id or 0).stakes.text == \
        "Texas hold'em, spread limit 1/2, table maximum 4"
    # a raise adds 2 to 4 to the big blind, as before the table maximum was asked
    assert (session.legal().raise_min, session.legal().raise_max) == (4, 6)  # type: ignore[union-attr]


@pytest.mark.parametrize("stakes", [
    Stakes("holdem", "no limit", 1, 2), Stakes("omaha", "pot limit", 1, 2),
    Stakes("holdem", "fixed limit", 1, 2),
    Stakes("draw", "spread limit", ante=1, small_bet=2, big_bet=6),
    Stakes("stud", "fixed limit", ante=1, bring_in=1, small_bet=2, big_bet=4),
], ids=lambda s: s.key)
def test_the_other_limits_and_games_deal_as_before(stakes: Stakes) -> None:
    """No limit, pot limit and fixed limit blinds games, and spread-limit draw, keep
    their bets: the big bet of a blinds game stays 0 and is not asked."""
    game = cash_game(stakes)
    blinds = bool(stakes.big_blind)
    assert stakes.big_bet == (0 if blinds else stakes.big_bet)
    assert game.betting.small_bet == (2 if blinds else stakes.small_bet)
    assert game.betting.big_bet == (4 if blinds else stakes.big_bet)
    assert game.betting.limit is Limit(stakes.limit)
    assert Stakes("holdem", "no limit", 1, 2, big_bet=10).big_bet == 0
