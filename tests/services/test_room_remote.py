"""The director's remote as a table of named commands (issue 32): each command is
checked, run through the console's own services (stored, undoable as any other)
and says what it did; what cannot be done is refused with a message and changes
nothing. R-8.2 (the clock), R-8.5 (a bust), R-8.6 (a rebuy)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from director.services.core import commits
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.room.read import read_room
from director.services.room.remote import COMMANDS, RemoteCommands
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from tests.services.room_night import SETTINGS, T0, add_on_night, knockout_night, night


def test_the_remote_has_exactly_its_fifteen_commands() -> None:
    assert set(COMMANDS) == {"start", "pause", "add_minute", "remove_minute", "bust", "rebuy",
                             "add_on", "re_entry", "register", "undo", "wait", "unwait",
                             "seat", "top_up", "leave"}


def test_the_clock_commands_go_through_the_events_clock(db: Database) -> None:
    event_id, _ = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    events = EventService(db)
    assert str(remote.run("start", {})) == "clock started"
    assert events.clock(event_id, T0).running  # type: ignore[union-attr]
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    assert str(remote.run("start", {})) == "clock already running"
    assert written == [], "nothing to do, nothing written"
    stop()
    assert str(remote.run("add_minute", {})) == "one minute added"
    assert events.clock(event_id, T0).remaining == timedelta(minutes=21)  # type: ignore[union-attr]
    assert str(remote.run("remove_minute", {})) == "one minute taken off"
    assert str(remote.run("pause", {})) == "clock paused"
    assert str(remote.run("pause", {})) == "clock already paused"
    events.undo_last(event_id, T0)  # Ctrl+Z at the laptop takes the pause back
    assert events.clock(event_id, T0).running  # type: ignore[union-attr]


def test_a_bust_and_a_rebuy_from_the_remote(db: Database) -> None:
    event_id, entries = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    assert str(remote.run("rebuy", {"entry": entries["Anna"]})) == "rebuy for Anna"
    # 4 x (3,000 - 300 fee) + a rebuy at the buy-in, 3,000 (no fee on rebuys here)
    assert TournamentService(db).prize_pool(event_id).prize_pool == 13_800
    TournamentService(db).count_chips(entries["Dávid"], 0, T0)
    assert str(remote.run("bust", {"entry": entries["Dávid"]})) == "Dávid busted"
    [out] = [e for e in q.entries(db, event_id) if not e.playing]
    assert (out.player, out.place) == ("Dávid", 4)


@pytest.mark.parametrize(("name", "args", "refusal"), [
    ("shutdown", {}, "the remote has no action 'shutdown'"),
    ("bust", {}, "say which entry, by its number"),
    ("bust", {"entry": True}, "say which entry, by its number"),
    ("bust", {"entry": "7"}, "say which entry, by its number"),
    ("rebuy", {"entry": 999}, "999"),
    ("bust", {"entry": 2**70}, "the entry must be at most"),  # OverflowError before
    ("rebuy", {"entry": 2**63}, "the entry must be at most"),
    ("bust", {"entry": -5}, "the entry must be at least 1"),
    ("bust", {"entry": 1, "won_by": True}, "say which entry, by its number"),
    ("bust", {"entry": 1, "won_by": 2**70}, "the entry must be at most"),
    ("add_on", {}, "say which entry, by its number"),
    ("add_on", {"entry": 1}, "this event has no add-on"),
    ("re_entry", {"entry": 2**63}, "the entry must be at most"),
    ("re_entry", {"entry": 1}, "a re-entry needs a bust first"),  # Anna plays on
])
def test_what_cannot_be_done_is_refused_and_changes_nothing(
        db: Database, name: str, args: dict[str, object], refusal: str) -> None:
    event_id, _ = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    with pytest.raises(ServiceError, match=refusal):
        remote.run(name, args)
    stop()
    assert written == []


def test_another_events_entry_and_no_open_event_are_refused(db: Database) -> None:
    _, entries = night(db)
    other = EventService(db).create_event("tournament", "Saturday", SETTINGS, T0)
    with pytest.raises(ServiceError, match="not in play"):
        RemoteCommands(db, lambda: other, lambda: T0).run("bust", {"entry": entries["Anna"]})
    with pytest.raises(ServiceError, match="no event is open"):
        RemoteCommands(db, lambda: None, lambda: T0).run("start", {})


def test_a_cash_game_has_no_clock_for_the_remote(db: Database) -> None:
    cash = EventService(db).create_event(
        "cash", "Tuesday cash", {"small_blind": 50, "big_blind": 100, "min_buy_in": 5000}, T0)
    with pytest.raises(ServiceError, match="no level clock"):
        RemoteCommands(db, lambda: cash, lambda: T0).run("pause", {})


def test_R_8_5_a_bust_from_the_remote_names_who_won_the_pot_for_the_bounty(
        db: Database) -> None:
    """In a knockout the phone names who won the pot (``won_by``), and the bounty is paid
    to them as at the console (progressive: half at once, half onto their own head).
    Without it, or naming an entry not in play, the bust is refused and nothing is
    written."""
    event_id, entries = knockout_night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    with pytest.raises(ServiceError, match="a bust needs whoever won the pot"):
        remote.run("bust", {"entry": entries["Dávid"]})
    for won_by, refusal in ((entries["Dávid"], "a busted player cannot also win the bounty"),
                            (999, "not in play"), ("Anna", "say which entry")):
        with pytest.raises(ServiceError, match=refusal):
            remote.run("bust", {"entry": entries["Dávid"], "won_by": won_by})
    stop()
    assert written == []
    said = remote.run("bust", {"entry": entries["Dávid"], "won_by": entries["Anna"]})
    assert str(said) == "Dávid busted, knocked out by Anna"
    rows = {e.player: e for e in q.entries(db, event_id)}
    assert rows["Dávid"].place == 4
    assert (rows["Anna"].bounties_won, rows["Anna"].bounty) == (500, 1500)
    EventService(db).undo_last(event_id, T0)  # Ctrl+Z at the laptop
    rows = {e.player: e for e in q.entries(db, event_id)}
    assert rows["Dávid"].place is None
    assert (rows["Anna"].bounties_won, rows["Anna"].bounty) == (0, 1000)


def test_R_8_6_a_player_busted_on_the_remote_rebuys_back_in_from_it(db: Database) -> None:
    """A home game's commonest pair, bust then rebuy, from the phone: the player busted
    is listed as one who may rebuy back in while the window is open (rebuys here until
    level 2, two a player), and the remote's Rebuy seats them again. Before, the remote
    listed only players still in, and refused a busted entry as not in play."""
    event_id, entries = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    EventService(db).start_clock(event_id, T0)
    assert all(p.rebuy for p in read_room(db, event_id, T0).playing)
    remote.run("bust", {"entry": entries["Dávid"]})
    view = read_room(db, event_id, T0)
    assert [p.player for p in view.out] == ["Dávid"]
    assert "Dávid" not in [p.player for p in view.playing]
    assert str(remote.run("rebuy", {"entry": entries["Dávid"]})) == "rebuy for Dávid"
    view = read_room(db, event_id, T0)
    assert view.out == ()
    [david] = [p for p in view.playing if p.player == "Dávid"]
    assert (david.table, david.stack) == ("Table 1", 10_000)
    # the rebuys' limit reached: busted again, he is no longer offered; the window
    # closed (level 3): nobody is
    remote.run("bust", {"entry": entries["Dávid"]})
    remote.run("rebuy", {"entry": entries["Dávid"]})
    remote.run("bust", {"entry": entries["Dávid"]})
    remote.run("bust", {"entry": entries["Csilla"]})
    assert [p.player for p in read_room(db, event_id, T0).out] == ["Csilla"]
    later = T0 + timedelta(minutes=41)
    EventService(db).go_to_level(event_id, later, 3)
    assert read_room(db, event_id, later).out == ()
    assert not any(p.rebuy for p in read_room(db, event_id, later).playing)  # not offered
    with pytest.raises(ServiceError, match="rebuys closed at the end of level 2"):
        RemoteCommands(db, lambda: event_id, lambda: later).run(
            "rebuy", {"entry": entries["Csilla"]})


def test_R_8_6_the_add_on_from_the_remote_at_its_break(db: Database) -> None:
    """The add-on (2,000 for 5,000 chips at the first break) is offered on the phone to
    each player who has not taken it, at that break only, and taken from it as at the
    console; before the break it is refused in the engine's words."""
    event_id, entries = add_on_night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    EventService(db).start_clock(event_id, T0)
    assert not any(p.add_on for p in read_room(db, event_id, T0).playing)
    with pytest.raises(ServiceError, match="add-on"):
        remote.run("add_on", {"entry": entries["Anna"]})
    at_break = T0 + timedelta(minutes=41)
    EventService(db).go_to_level(event_id, at_break, 2)  # the break
    remote = RemoteCommands(db, lambda: event_id, lambda: at_break)
    assert all(p.add_on for p in read_room(db, event_id, at_break).playing)
    assert str(remote.run("add_on", {"entry": entries["Anna"]})) == "add-on for Anna"
    offered = {p.player: p.add_on for p in read_room(db, event_id, at_break).playing}
    assert offered == {"Anna": False, "Bence": True, "Csilla": True, "Dávid": True}
    [anna] = [e for e in q.entries(db, event_id) if e.player == "Anna"]
    assert (anna.add_ons, anna.stack) == (1, 15_000)
    with pytest.raises(ServiceError, match="add-on"):
        remote.run("add_on", {"entry": entries["Anna"]})


def test_R_8_6_no_rebuy_or_add_on_is_offered_once_a_prize_is_awarded(db: Database) -> None:
    """A prize awarded was paid from the pool as it stood (3rd's 20 % here): the phone
    offers no rebuy, none back in, as the services refuse them then."""
    event_id, entries = night(db, settings={**SETTINGS, "payouts": {"rows": [
        {"min_entries": 3, "max_entries": 10, "percents": [50, 30, 20]}]}})
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    EventService(db).start_clock(event_id, T0)
    remote.run("bust", {"entry": entries["Dávid"]})
    remote.run("bust", {"entry": entries["Csilla"]})
    view = read_room(db, event_id, T0)
    assert [p.player for p in view.out] == ["Csilla", "Dávid"]  # the last out first
    assert all(p.rebuy for p in view.playing)
    TournamentService(db).award_prizes(event_id, T0)
    view = read_room(db, event_id, T0)
    assert view.out == () and not any(p.rebuy for p in view.playing)
    with pytest.raises(ServiceError, match="Prizes are paid"):
        remote.run("rebuy", {"entry": entries["Anna"]})



def test_R_8_6_a_re_entry_from_the_remote_buys_a_new_entry_and_seats_it(
        db: Database) -> None:
    """One re-entry each through level 2: Dávid busted is offered it (and no rebuy: the
    event has none); the remote's re-entry is the console's (a new entry with its seat,
    one undo step). Used once, Dávid (2) busted is not offered another, and the remote
    refuses one in the engine's words."""
    event_id, entries = night(db, settings={**SETTINGS, "rebuys": False, "rebuy": None,
                                            "re_entries": 1, "re_entry_until_level": 2})
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    remote.run("bust", {"entry": entries["Dávid"]})
    [dávid] = read_room(db, event_id, T0).out
    assert (dávid.player, dávid.re_entry, dávid.rebuy) == ("Dávid", True, False)
    said = remote.run("re_entry", {"entry": entries["Dávid"]})
    assert str(said) == "Dávid re-enters and takes a new seat"
    view = read_room(db, event_id, T0)
    assert view.out == ()
    [again] = [p for p in view.playing if p.player == "Dávid (2)"]
    assert again.table == "Table 1" and again.stack == 10_000
    remote.run("bust", {"entry": again.entry})
    assert read_room(db, event_id, T0).out == ()
    with pytest.raises(ServiceError, match="re-entr"):
        remote.run("re_entry", {"entry": again.entry})
    EventService(db).undo_last(event_id, T0)  # the bust of Dávid (2)
    EventService(db).undo_last(event_id, T0)  # the re-entry and its seat, one step
    assert [p.player for p in read_room(db, event_id, T0).out] == ["Dávid"]


def test_R_8_6_the_remote_offers_no_rebuy_above_the_stack_limit_the_panel_knows(
        db: Database) -> None:
    """Where the dealer panel deals a table its stacks are known, and a rebuy is for a
    stack at or below the starting stack (R-8.6): the big blind who won 10,025 is not
    offered Rebuy on the phone (the service refuses it), the small blind left 9,975
    is; at a table dealt on the felt the stack is not known and every player is."""
    from tests.services.night import Night, fold_to_big_blind

    night = Night(db, 4)
    fold_to_big_blind(night.panel(night.table_ids[0]))
    view = read_room(db, night.event, T0)
    stacks = {p.player: (p.stack, p.rebuy) for p in view.playing}
    assert sorted(stacks.values()) == [(9_975, True), (10_000, True), (10_000, True),
                                       (10_025, False)]
    for p in view.playing:
        try:
            night.tournament.check_rebuys([p.entry], T0)
            taken = True
        except ServiceError:
            taken = False
        assert p.rebuy == taken, p


def _places(db: Database, event_id: int) -> dict[str, int | None]:
    return {e.player: e.place for e in q.entries(db, event_id)}


@pytest.mark.parametrize(("ranks", "places", "said"), [
    # Csilla tapped first, Dávid named as out in the same hand too
    ({"Csilla": 2, "Dávid": 1}, {"Csilla": 4, "Dávid": 3}, "Csilla, Dávid busted"),
    ({"Csilla": 1, "Dávid": 2}, {"Csilla": 3, "Dávid": 4}, "Csilla, Dávid busted"),
    ({"Csilla": 1, "Dávid": 1}, {"Csilla": 3, "Dávid": 3}, "Csilla, Dávid busted")])
def test_R_8_5_two_out_in_one_hand_from_the_phone_are_placed_by_who_had_more(
        db: Database, ranks: dict[str, int], places: dict[str, int], said: str) -> None:
    """Two out in the same hand at a table dealt on the felt: the phone says who had
    more chips when the hand began (1 the most), and the bigger stack finishes higher;
    the same rank ties (both 3rd, sharing 3rd and 4th). Before, the phone busted one
    at a time, and whoever was tapped first finished lower whatever the stacks. One
    Ctrl+Z at the laptop takes both back."""
    event_id, entries = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    sent = {str(entries[name]): rank for name, rank in ranks.items()}
    done = remote.run("bust", {"entry": entries["Csilla"], "also": [entries["Dávid"]],
                               "ranks": sent})
    assert str(done) == said
    assert {n: p for n, p in _places(db, event_id).items() if n in ranks} == places
    EventService(db).undo_last(event_id, T0)
    assert set(_places(db, event_id).values()) == {None}


@pytest.mark.parametrize(("args", "refusal"), [
    ({"also": 4}, "say which entry, by its number"),
    ({"also": ["Dávid"]}, "say which entry, by its number"),
    ({"also": [999]}, "999"),
    ({"also": ["C"]}, "Csilla is named twice among the players out"),  # the one tapped
    ({"also": ["D", "D"]}, "Dávid is named twice among the players out"),
    ({"also": ["D"], "ranks": {"C": 1}}, "a place from 1 to 2 for each player out"),
    ({"also": ["D"], "ranks": {"C": 1, "D": 3}}, "a place from 1 to 2"),
    ({"also": ["D"], "ranks": {"C": 0, "D": 1}}, "a place from 1 to 2"),
    ({"also": ["D"], "ranks": {"C": True, "D": 1}}, "a place from 1 to 2"),
    ({"also": ["D"], "ranks": {"C": 1, "D": 2, "A": 2}}, "a place from 1 to 2"),
    ({"also": ["D"], "ranks": [1, 2]}, "a place from 1 to 2"),
    ({"also": ["D"] * 10_000}, "at most 12 players go out in one hand at a table"),
])
def test_R_8_5_a_bust_of_several_said_wrong_is_refused_and_changes_nothing(
        db: Database, args: dict[str, object], refusal: str) -> None:
    """What the phone sends for players out in the same hand is read before anything is
    written: a list of entries in play, each named once, and a rank from 1 to the
    number out for each of them and nobody else."""
    event_id, entries = night(db)
    short = {"A": entries["Anna"], "C": entries["Csilla"], "D": entries["Dávid"]}

    def named(value: object) -> object:
        return short.get(value, value) if isinstance(value, str) else value
    sent: dict[str, object] = {"entry": entries["Csilla"]}
    for key, value in args.items():
        if isinstance(value, list) and key == "also":
            sent[key] = [named(v) for v in value]
        elif isinstance(value, dict):
            sent[key] = {str(named(k)): v for k, v in value.items()}
        else:
            sent[key] = value
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    with pytest.raises(ServiceError, match=refusal):
        RemoteCommands(db, lambda: event_id, lambda: T0).run("bust", sent)
    stop()
    assert written == []


def test_R_8_5_two_out_in_a_knockout_from_the_phone_pay_both_bounties_to_the_winner(
        db: Database) -> None:
    """Both heads' bounties go to whoever won the pot (progressive: half at once, half
    onto their own head); the winner cannot be one of those out."""
    event_id, entries = knockout_night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    both = {"entry": entries["Csilla"], "also": [entries["Dávid"]],
            "ranks": {str(entries["Csilla"]): 1, str(entries["Dávid"]): 2}}
    with pytest.raises(ServiceError, match="a busted player cannot also win the bounty"):
        remote.run("bust", {**both, "won_by": entries["Dávid"]})
    said = remote.run("bust", {**both, "won_by": entries["Anna"]})
    assert str(said) == "Csilla, Dávid busted, knocked out by Anna"
    rows = {e.player: e for e in q.entries(db, event_id)}
    assert (rows["Csilla"].place, rows["Dávid"].place) == (3, 4)
    assert (rows["Anna"].bounties_won, rows["Anna"].bounty) == (1000, 2000)


LATE = {**SETTINGS, "late_registration_until_level": 2}


def test_R_8_6_a_new_player_registers_from_the_phone_and_takes_a_seat(db: Database) -> None:
    """Kati arrives late: her name typed on the phone registers her as the console's
    typing does, a new player added with the entry and seated at a table with the
    fewest players (R-3.2), one undo step at the laptop; a known player's name typed in
    another case and without its accents is that player, not a new one."""
    event_id, _ = night(db, settings=LATE)
    events = EventService(db)
    dora = events.add_player("Dóra Kovács", T0)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    assert read_room(db, event_id, T0).register
    said = str(remote.run("register", {"name": "  Kati "}))
    [kati] = [e for e in q.entries(db, event_id) if e.player == "Kati"]
    assert said == f"Kati added to the players and registered: Table 1, seat {kati.seat}"
    assert kati.playing and kati.stack == 10_000
    said = str(remote.run("register", {"name": "dora kovacs"}))
    [entry] = [e for e in q.entries(db, event_id) if e.player_id == dora]
    assert said == f"Dóra Kovács registered: Table 1, seat {entry.seat}"
    assert [n for _, n in q.players(db)].count("Dóra Kovács") == 1
    events.undo_last(event_id, T0)  # Ctrl+Z at the laptop: her entry and seat, one step
    assert all(e.player_id != dora for e in q.entries(db, event_id))


@pytest.mark.parametrize(("args", "refusal"), [
    ({}, "type the player's name"),
    ({"name": "   "}, "type the player's name"),
    ({"name": 7}, "type the player's name"),
    ({"name": "x" * 500}, "at most"),
    ({"name": "anna"}, "Anna is registered and still playing"),
])
def test_R_8_6_a_registration_said_wrong_is_refused_and_adds_nobody(
        db: Database, args: dict[str, object], refusal: str) -> None:
    event_id, _ = night(db, settings=LATE)
    players = q.players(db)
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    with pytest.raises(ServiceError, match=refusal):
        RemoteCommands(db, lambda: event_id, lambda: T0).run("register", args)
    stop()
    assert written == [] and q.players(db) == players


def test_R_8_6_after_late_registration_the_phone_offers_none_and_adds_nobody(
        db: Database) -> None:
    """Level 3, late registration closed at the end of level 2: the remote offers no
    registration, and a name sent anyway is refused in the engine's words with nobody
    added to the player database (the console added the player first, then refused)."""
    event_id, _ = night(db, settings=LATE)
    EventService(db).go_to_level(event_id, T0, 3)
    assert not read_room(db, event_id, T0).register
    players = q.players(db)
    with pytest.raises(ServiceError, match="registration closed at the end of level 2"):
        RemoteCommands(db, lambda: event_id, lambda: T0).run("register", {"name": "Kati"})
    assert q.players(db) == players


def test_R_8_6_a_phone_registration_before_the_draw_or_at_full_tables_waits_for_a_seat(
        db: Database) -> None:
    """Before the seats are drawn the phone registers a player for the draw to seat;
    with every table full, it says to open a table and draw."""
    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Friday", {**LATE, "seats_per_table": 2}, T0)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    assert str(remote.run("register", {"name": "Anna"})) == (
        "Anna added to the players and registered: the seats are not drawn yet: Draw seats "
        "at the console seats everyone")
    tournaments.register(event_id, events.add_player("Bence", T0), T0)
    SeatingService(db).open_tables(event_id, 1, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    assert str(remote.run("register", {"name": "Csilla"})) == (
        "Csilla added to the players and registered: no empty seat: open a table at the "
        "console, then Draw seats")
    [csilla] = [e for e in q.entries(db, event_id) if e.player == "Csilla"]
    assert csilla.playing and csilla.seat is None


def test_undo_on_the_phone_takes_back_the_action_it_names(db: Database) -> None:
    """The remote names the newest action (what Ctrl+Z at the laptop would take back)
    and its Undo takes back that one: a bust tapped on the wrong player is undone from
    the phone, and the player plays on."""
    event_id, entries = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    remote.run("bust", {"entry": entries["Dávid"]})
    last = read_room(db, event_id, T0).last_action
    assert last is not None and str(last[1]) == "Bust: Dávid (place 4)"
    said = remote.run("undo", {"seen": last[0]})
    assert str(said) == "undone: Bust: Dávid (place 4)"
    assert all(e.playing for e in q.entries(db, event_id))
    newest = read_room(db, event_id, T0).last_action
    assert newest is not None and newest[0] < last[0], "the action before the bust"


def test_undo_on_the_phone_of_an_action_no_longer_the_newest_is_refused(
        db: Database) -> None:
    """The phone showed "Undo: Bust: Dávid"; meanwhile the laptop recorded a rebuy for
    Anna. The phone's Undo takes back nothing it did not show: refused naming the rebuy,
    nothing changed."""
    event_id, entries = night(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: T0)
    remote.run("bust", {"entry": entries["Dávid"]})
    last = read_room(db, event_id, T0).last_action
    assert last is not None
    TournamentService(db).rebuy(entries["Anna"], T0)  # at the laptop
    written: list[frozenset[str]] = []
    stop = commits.subscribe(db, written.append)
    with pytest.raises(ServiceError, match="nothing was undone: the last action is now 'Rebuy"):
        remote.run("undo", {"seen": last[0]})
    stop()
    assert written == []


@pytest.mark.parametrize(("args", "refusal"), [
    ({}, "say which action to undo"),
    ({"seen": "7"}, "say which action to undo"),
    ({"seen": True}, "say which action to undo"),
    ({"seen": 0}, "the action must be at least 1"),
    ({"seen": 2**70}, "the action must be at most"),
])
def test_undo_said_wrong_is_refused(db: Database, args: dict[str, object],
                                    refusal: str) -> None:
    event_id, _ = night(db)
    with pytest.raises(ServiceError, match=refusal):
        RemoteCommands(db, lambda: event_id, lambda: T0).run("undo", args)
