"""Ctrl+Z at a club takes back another station's action only when asked (DESIGN
"undo"; migration 0022).

Two directors work on one event, each at a station (desk) of their own. Undo takes
back the event's newest action; when another desk recorded it, the service asks
first (``AskFirst``: "the last action, 'Rebuy: P2, 10,000 chips', was recorded at another station:
undo it?") and changes nothing; the answer's ``again`` takes back exactly that action
and is refused by name when the newest action is another by then. Redo of another
desk's undo the same. An action of the same desk (after a restart too) and one
recorded before desks were kept are undone at once, as before. On SQLite (two
connections to one file) and on a PostgreSQL server.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from director.engine.messages import render
from director.services.core.action_log import history
from director.services.core.errors import AskFirst, ServiceError
from director.services.core.station_role import Role, set_role
from director.services.events.event_service import EventService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0, Night
from tests.services.races import databases

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)]


@pytest.fixture(params=BACKENDS)
def two_desks(request: pytest.FixtureRequest, tmp_path: Path
              ) -> Iterator[tuple[Database, Database]]:
    """Ann's station and Ben's, two connections to one fresh database."""
    with databases(request.param, tmp_path, request) as fresh:
        url = fresh()
        ann, ben = open_database(url), open_database(url)
        ann.desk, ben.desk = "ann-desk", "ben-desk"
        try:
            yield ann, ben
        finally:
            ann.close()
            ben.close()


def _undone(db: Database, event: int) -> list[tuple[str, bool]]:
    """Every action of the event, oldest first: (kind, undone)."""
    return [(a.kind, a.undone) for a in history(db, event) if a.kind not in ("undo", "redo")]


def test_ctrl_z_asks_before_taking_back_another_stations_rebuy(
        two_desks: tuple[Database, Database]) -> None:
    ann, ben = two_desks
    night = Night(ann, players=6)
    p2 = night.entries[1]
    TournamentService(ben).rebuy(p2, T0 + MIN)  # at Ben's station
    before = _undone(ann, night.event)
    chips = night.seats()

    with pytest.raises(AskFirst) as asked:
        EventService(ann).undo_last(night.event, T0 + 2 * MIN)
    assert render(asked.value.message) == \
        "the last action, 'Rebuy: P2, 10,000 chips', was recorded at another station: undo it?"
    assert render(asked.value.message, "hu") == \
        ("az utolsó műveletet („Rebuy: P2, 10\u00a0000 zseton”) egy másik állomáson "
         "rögzítették: visszavonod?")
    assert _undone(ann, night.event) == before, "asking changed nothing"
    assert night.seats() == chips

    record = asked.value.again()  # Ann says yes
    assert record.kind == "rebuy" and record.undone
    assert _undone(ann, night.event)[-1] == ("rebuy", True)
    with ann.engine.connect() as conn:
        desk = conn.execute(text("SELECT desk FROM director_action WHERE kind = 'undo'")).one()
    assert desk == ("ann-desk",), "the undo is recorded at the desk that did it"


def test_own_action_is_undone_at_once_after_a_restart_too(
        two_desks: tuple[Database, Database]) -> None:
    ann, ben = two_desks
    night = Night(ann, players=6)
    TournamentService(ben).rebuy(night.entries[1], T0 + MIN)
    TournamentService(ann).rebuy(night.entries[2], T0 + MIN)  # Ann's own, the newest

    again = open_database(ann.url)  # Ann's program started again: the same desk
    again.desk = ann.desk
    try:
        record = EventService(again).undo_last(night.event, T0 + 2 * MIN)
    finally:
        again.close()
    assert record.kind == "rebuy" and "P3" in render(record.description)
    assert _undone(ann, night.event)[-2:] == [("rebuy", False), ("rebuy", True)]


def test_action_recorded_before_desks_were_kept_is_undone_at_once(
        two_desks: tuple[Database, Database]) -> None:
    ann, ben = two_desks
    night = Night(ann, players=6)
    TournamentService(ben).rebuy(night.entries[1], T0 + MIN)
    with ben.engine.begin() as conn:  # as a file migrated from revision 0021 has it
        conn.execute(text("UPDATE director_action SET desk = NULL"))
    assert EventService(ann).undo_last(night.event, T0 + 2 * MIN).kind == "rebuy"


def test_yes_after_another_action_meanwhile_is_refused_by_its_name(
        two_desks: tuple[Database, Database]) -> None:
    """Between the question and Ann's yes, Ben records another rebuy: Ann's yes
    names it and takes back nothing (Ctrl+Z again asks about that one)."""
    ann, ben = two_desks
    night = Night(ann, players=6)
    TournamentService(ben).rebuy(night.entries[1], T0 + MIN)
    with pytest.raises(AskFirst) as asked:
        EventService(ann).undo_last(night.event, T0 + 2 * MIN)
    TournamentService(ben).rebuy(night.entries[3], T0 + 2 * MIN)  # meanwhile
    before, chips = _undone(ann, night.event), night.seats()

    with pytest.raises(ServiceError) as refused:
        asked.value.again()
    assert render(refused.value.message) == (
        "nothing was undone: the last action is now 'Rebuy: P4, 10,000 chips' (changed at another "
        "station meanwhile)")
    assert "„Rebuy: P4, 10\u00a0000 zseton”" in render(refused.value.message, "hu")
    assert _undone(ann, night.event) == before
    assert night.seats() == chips


def test_yes_after_ben_took_it_back_himself_undoes_nothing_more(
        two_desks: tuple[Database, Database]) -> None:
    """Ben undoes his own rebuy while Ann's question is open: her yes does not take
    back the action before it (her own registration of the night) in its place."""
    ann, ben = two_desks
    night = Night(ann, players=6)
    TournamentService(ben).rebuy(night.entries[1], T0 + MIN)
    with pytest.raises(AskFirst) as asked:
        EventService(ann).undo_last(night.event, T0 + 2 * MIN)
    EventService(ben).undo_last(night.event, T0 + 2 * MIN)  # his own: no question
    before = _undone(ann, night.event)

    with pytest.raises(ServiceError) as refused:
        asked.value.again()
    assert "nothing was undone: the last action is now" in render(refused.value.message)
    assert _undone(ann, night.event) == before


def test_redo_of_another_stations_undo_asks_first(two_desks: tuple[Database, Database]) -> None:
    ann, ben = two_desks
    night = Night(ann, players=6)
    TournamentService(ann).rebuy(night.entries[1], T0 + MIN)
    with pytest.raises(AskFirst) as ben_asked:  # Ann's rebuy, at Ben's station
        EventService(ben).undo_last(night.event, T0 + 2 * MIN)
    ben_asked.value.again()  # Ben says yes

    with pytest.raises(AskFirst) as asked:
        EventService(ann).redo_last(night.event, T0 + 3 * MIN)
    assert render(asked.value.message) == \
        "'Rebuy: P2, 10,000 chips' was undone at another station: do it again?"
    assert render(asked.value.message, "hu") == \
        "egy másik állomáson visszavonták ezt: „Rebuy: P2, 10\u00a0000 zseton”; újra megteszed?"
    assert _undone(ann, night.event)[-1] == ("rebuy", True)
    record = asked.value.again()
    assert record.kind == "rebuy" and not record.undone
    assert _undone(ann, night.event)[-1] == ("rebuy", False)


def test_a_dealer_station_is_refused_in_its_own_words_not_asked(
        two_desks: tuple[Database, Database]) -> None:
    """Ctrl+Z at a dealer station: the director's list is the director's to take back;
    the station hears that at once, with no question about the other desk's action."""
    ann, dealer = two_desks
    night = Night(ann, players=6)
    TournamentService(ann).rebuy(night.entries[1], T0 + MIN)
    set_role(dealer, Role.DEALER, night.table_ids[0])
    for command in (EventService(dealer).undo_last, EventService(dealer).redo_last):
        with pytest.raises(ServiceError) as refused:
            command(night.event, T0 + 2 * MIN)
        assert not isinstance(refused.value, AskFirst)
        assert render(refused.value.message).startswith(
            "this is the dealer station of Table 1")
    assert _undone(ann, night.event)[-1] == ("rebuy", False)
