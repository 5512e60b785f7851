"""A club night on one PostgreSQL server, every station a process of its own
(issue 17, "What it must show"): a director, three dealer stations and a display
play a 30-player tournament on three tables. The director registers the players,
draws the seats and starts the clock; the dealer stations play real hands
through the dealer panel's session (forced bets, actions, showdown, award) and
report their busts and a rebuy; the director hears them, holds play, balances,
breaks a table and draws the final table; the dealer stations read their
instructions. At the end every station shows the same state, the chips are all
there, and the stored hand log holds every action once.

The stations live in ``tests/services/club_night.py``; they coordinate through
the server and its notifications only (the queues carry "your table is",
"report your view" and the answers).
"""

from __future__ import annotations

import multiprocessing
import time
from typing import Any

import pytest
from sqlalchemy import text

from director.store.db import open_database
from tests.services import club_night
from tests.services.club_night import FINISH, PLAYERS, SEATS, STARTING_STACK

pytestmark = pytest.mark.pg


def _answer(answers: Any, timeout: float = 300) -> tuple[str, Any]:
    name, value = answers.get(timeout=timeout)
    if isinstance(value, dict) and "error" in value:
        raise AssertionError(f"the {name} station failed:\n{value['error']}")
    return name, value


def test_a_club_night_of_five_stations_in_five_processes(pg_url: str) -> None:
    started = time.monotonic()
    # Processes from a fork server that has imported the stations' module once; each
    # station is a fresh process of its own, with its own connections to the server.
    spawn = multiprocessing.get_context("forkserver")
    spawn.set_forkserver_preload(["tests.services.club_night"])
    answers = spawn.Queue()
    commands = {name: spawn.Queue() for name in
                ("director", "dealer 1", "dealer 2", "dealer 3", "display")}
    processes = {name: spawn.Process(target=club_night.station_main,
                                     args=(name.split()[0], pg_url, commands[name], answers),
                                     name=name, daemon=True)
                 for name in commands}
    for process in processes.values():
        process.start()
    try:
        night = _play(commands, answers)
    finally:
        for process in processes.values():
            process.join(timeout=20)
            if process.is_alive():
                process.kill()
                process.join()
    assert all(p.exitcode == 0 for p in processes.values())
    print(night["director"]["timeline"])
    _check(pg_url, night)
    print(f"club night: {time.monotonic() - started:.1f} s, "
          f"{sum(len(d['done']) for d in night['dealers'])} dealer actions, "
          f"{sum(d['hands'] for d in night['dealers'])} hands")


def _play(commands: dict[str, Any], answers: Any) -> dict[str, Any]:
    """Hand each station its part, start the night, wait for the director's report."""
    commands["director"].put(("tables?",))
    _, setup = _answer(answers)
    event_id, table_ids = setup["event_id"], setup["table_ids"]
    for n, table_id in enumerate(table_ids, 1):
        commands[f"dealer {n}"].put(("table", event_id, table_id))
    commands["display"].put(("event", event_id))
    ready = [_answer(answers) for _ in range(4)]
    assert sorted(value for _, value in ready) == ["ready"] * 4
    commands["director"].put(("start",))
    commands["director"].put(("report",))  # taken once the final table is down to FINISH
    _, director = _answer(answers, timeout=600)
    for name in ("dealer 1", "dealer 2", "dealer 3", "display"):
        commands[name].put(("report",))
    others = dict(_answer(answers) for _ in range(4))
    return {"director": director, "display": others["display"], "table_ids": table_ids,
            "dealers": [others[f"dealer {t}"] for t in table_ids], "event_id": event_id}


def _check(url: str, night: dict[str, Any]) -> None:
    director, display, dealers = night["director"], night["display"], night["dealers"]
    event_id, table_ids = night["event_id"], night["table_ids"]
    db = open_database(url)
    try:
        stored = club_night.view(db, event_id)
        with db.engine.connect() as conn:
            log = conn.execute(text(
                "SELECT e.hand_id, e.seq, e.payload FROM hand_event e JOIN hand h "
                "ON h.id = e.hand_id JOIN poker_table t ON t.id = h.table_id "
                "WHERE t.event_id = :e ORDER BY e.hand_id, e.seq"), {"e": event_id}).all()
            running = conn.execute(text(
                "SELECT count(*) FROM hand WHERE status = 'running'")).scalar_one()
            bust_actions = conn.execute(text(
                "SELECT count(*) FROM director_action WHERE event_id = :e AND kind = 'bust' "
                "AND undone_by IS NULL"), {"e": event_id}).scalar_one()
    finally:
        db.close()

    # Every station shows the same state: the stored one.
    views = {"director": director["view"], "display": display["view"],
             **{f"dealer of table {d['table_id']}": d["view"] for d in dealers}}
    for name, shown in views.items():
        assert shown == stored, f"the {name} shows another state than the server's"
    assert display["refreshes"] > 0  # it followed the night through notifications

    # The final table, the players left, the level after the first balancing.
    assert len(stored["tables"]) == 1 and running == 0
    [(final_table, seats)] = stored["tables"].items()
    assert stored["players_left"] == len(seats) <= SEATS - FINISH
    assert stored["level"] == 1 and stored["clock_running"] is False

    # Chips are conserved: the stacks are the buy-ins and the rebuys, nothing else.
    rebuys = [r for d in dealers for r in d["reports"] if r[0] == "rebuy"]
    assert stored["rebuys"] == len(rebuys) >= 1
    assert sum(stack for _, _, stack in seats) == STARTING_STACK * (PLAYERS + len(rebuys))

    # Every bust came from a table, and the director heard each of them.
    reported = {entry for d in dealers for r in d["reports"] if r[0] == "bust"
                for _, entries in r[1] for entry in entries}
    assert reported == set(stored["places"]) == set(director["heard_busts"])
    assert len(reported) == PLAYERS - stored["players_left"]
    assert bust_actions == sum(1 for d in dealers for r in d["reports"] if r[0] == "bust")
    # The places: each bust report's finishes, one place each, ties taking the places
    # below them; never one place in two reports (two tables at once).
    taken: list[int] = []
    for d in dealers:
        for _kind, finishes in (r for r in d["reports"] if r[0] == "bust"):
            for place, entries in finishes:
                assert all(stored["places"][e] == place for e in entries)
                taken += range(place, place + len(entries))
    assert sorted(taken) == list(range(stored["players_left"] + 1, PLAYERS + 1))

    # The log holds every action the dealers reported done, once, and nothing else.
    done = [(hand, seq, payload) for d in dealers for hand, seq, payload in d["done"]]
    assert len(done) == len(set(done))
    assert sorted(done) == [(hand, seq, payload) for hand, seq, payload in log]
    by_hand: dict[int, list[int]] = {}
    for hand, seq, _ in log:
        by_hand.setdefault(hand, []).append(seq)
    assert all(seqs == list(range(1, len(seqs) + 1)) for seqs in by_hand.values())
    assert all(d["hands"] > 0 for d in dealers)

    # Balancing, a table break and the final table; both tables' dealers were told.
    balances = director["balances"]
    assert any(b["moves"] and not b["broken"] for b in balances), balances
    assert any(b["broken"] and b["final_table"] is None for b in balances), balances
    assert balances[-1]["final_table"] == final_table
    told = {d["table_id"]: [said for _, said in d["told"]] for d in dealers}
    for balance in balances:
        for from_table, from_seat, to_table, to_seat in balance["moves"]:
            # each move names the player and the chips carried (issue 28 item 10)
            # (tables by their names, which the night numbers apart from their ids)
            out = [said for said in told[from_table]
                   if (f" gets up from seat {from_seat} and moves to " in said
                   and said.endswith(f", seat {to_seat}"))
                   or said == f"seat {from_seat} moves to table {to_table}, seat {to_seat}"]
            assert out, (from_table, from_seat, to_table, to_seat, told[from_table])
            into = [said for said in told[to_table]
                    if f", seat {from_seat}, and takes seat {to_seat}" in said
                    or said.startswith(f"a player from table {from_table}, seat {from_seat} "
                                       f"takes seat {to_seat}")]
            # a move inside one table (the final table's redraw) is said once, "gets up"
            assert into or from_table == to_table, (from_table, from_seat, to_table,
                                                    to_seat, told[to_table])
        for broken in balance["broken"]:
            assert told[broken].count(
                "this table breaks: every player moves to the seat the director gives") == 1
    assert sorted(table_ids) == sorted(d["table_id"] for d in dealers)

