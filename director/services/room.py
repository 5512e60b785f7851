"""What the room may see of a night, as plain data for the room view (phones, TVs).

``room_view`` reads the event once and returns a JSON-ready dict: the clock
board (level, time left, blinds, next level, break, players, average stack,
prize pool, payouts), the seating list ("find my seat"), the results and the
cash-game waiting list. It holds nothing private: no ledger, no e-mail, no
phone, no notes, no stacks. ``director_view`` adds what the director's remote
needs (entries with their ids, to bust or rebuy one), and is served only behind
the remote's PIN.

``tournament_numbers`` is the one place the clock screens' figures are
gathered (the desktop clock uses it too).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from director.engine.event.structures import Structure
from director.services.cash.cash_tables import CashTableService
from director.services.clock.clock_board import ClockBoard, Stakes, build_board
from director.services.core.documents import TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database


@dataclass(frozen=True, slots=True)
class TournamentNumbers:
    """The tournament's figures on every clock screen (R-8.1)."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int
    payouts: tuple[tuple[int, int], ...]
    winner: str = ""  # once one player is left (place 1): the winner's name


def tournament_numbers(db: Database, event_id: int) -> TournamentNumbers:
    """Players left, entries, chips in play, prize pool and payouts of a tournament."""
    service = TournamentService(db)
    entries = q.entries(db, event_id)
    try:
        payouts = tuple(enumerate(service.payouts(event_id), start=1))
    except ServiceError:
        payouts = ()  # no payout table yet, or no row for this many entries
    playing = [e for e in entries if e.playing]
    winners = [e.player for e in entries if e.place == 1] if not playing else []
    return TournamentNumbers(
        players_left=len(playing) + len(winners), entries=len(entries),
        chips_in_play=service.chips_in_play(event_id).expected,
        prize_pool=service.prize_pool(event_id).prize_pool, payouts=payouts,
        winner=" = ".join(winners))


def tournament_board(db: Database, event_id: int, settings: TournamentSettings,
                     structure: Structure, now: datetime) -> ClockBoard:
    """The clock board of a stored tournament at ``now``."""
    n = tournament_numbers(db, event_id)
    return build_board(structure, q.clock_state(db, event_id), now,
                       players_left=n.players_left, entries=n.entries,
                       chips_in_play=n.chips_in_play, prize_pool=n.prize_pool,
                       payouts=n.payouts, event_game=settings.game, winner=n.winner)


def room_view(db: Database, event_id: int, now: datetime,
              default_currency: str = "") -> dict[str, Any]:
    """The public view of an event at ``now`` (see the module's docstring); money
    in the event's currency, else ``default_currency`` (the program's)."""
    kind, name, settings = q.event_settings(db, event_id)
    view: dict[str, Any] = {
        "event": {"id": event_id, "name": name, "kind": kind, "game": settings.game,
                  "currency": settings.currency or default_currency},
        "clock": None, "seating": [], "results": [], "tables": [], "waiting": [],
        "refresh_after_ms": None,
    }
    for table in q.tables(db, event_id):
        view["tables"].append({"name": table.name, "seats": [
            {"seat": s.number, "player": s.player} for s in table.seats]})
        for s in table.seats:
            view["seating"].append({"player": s.player, "table": table.name, "seat": s.number})
    view["seating"].sort(key=lambda row: (row["player"].casefold(), row["table"], row["seat"]))
    if kind == "cash":
        view["waiting"] = waiting_lists(db, event_id)
    if isinstance(settings, TournamentSettings):
        board = tournament_board(db, event_id, settings, settings.structure(), now)
        view["clock"] = board_data(board)
        if board.running:
            view["refresh_after_ms"] = max(0, board.remaining // timedelta(milliseconds=1))
        view["results"] = [
            {"place": e.place, "player": e.player, "prize": e.prize or 0}
            for e in sorted((e for e in q.entries(db, event_id) if e.place is not None),
                            key=lambda e: (e.place or 0, e.player))]
        view["standings"] = league_standings(db, event_id)
    return view


def league_standings(db: Database, event_id: int) -> list[dict[str, Any]]:
    """The standings of each league the event counts in (shown under the results);
    points as text with two decimals. A league whose formula no longer works is left out."""
    from director.services.core.unit_of_work import ServiceError
    from director.services.tournament.leagues import LeagueService

    service = LeagueService(db)
    out = []
    for league in service.leagues():
        assert league.id is not None
        if not any(e.id == event_id for e in service.events(league.id)):
            continue
        try:
            table = service.standings(league.id)
        except ServiceError:
            continue
        out.append({"league": league.name, "rows": [
            {"place": r.place, "player": r.player, "points": r.points} for r in table]})
    return out


def waiting_lists(db: Database, event_id: int) -> list[dict[str, Any]]:
    """The cash game's waiting lists, one per game and stakes, names in the order
    they asked (seat-change requests are the players' own business: not shown)."""
    lists: dict[str, dict[str, Any]] = {}
    for w in CashTableService(db).waiting(event_id):
        if w.kind != "wait":
            continue
        entry = lists.setdefault(w.stakes.key, {
            "game": w.stakes.game, "limit": w.stakes.limit,
            "small_blind": w.stakes.small_blind, "big_blind": w.stakes.big_blind,
            "players": []})
        entry["players"].append(w.player)
    return list(lists.values())


def director_view(db: Database, event_id: int, now: datetime,
                  public: dict[str, Any] | None = None) -> dict[str, Any]:
    """The room view (``public`` when it was just read) plus the entries still
    playing, for the director's remote."""
    view = dict(public) if public is not None else room_view(db, event_id, now)
    view["playing"] = [
        {"entry": e.entry_id, "player": e.player, "table": e.table, "seat": e.seat,
         "stack": e.stack} for e in q.entries(db, event_id) if e.playing]
    return view


def board_data(board: ClockBoard) -> dict[str, Any]:
    """A clock board as JSON-ready data; times in milliseconds."""
    def ms(delta: timedelta | None) -> int | None:
        return None if delta is None else max(0, delta // timedelta(milliseconds=1))

    return {
        "state": board.state.value, "running": board.running, "is_break": board.is_break,
        "is_last_level": board.is_last_level, "level_index": board.item_index,
        "remaining_ms": ms(board.remaining), "time_to_break_ms": ms(board.time_to_break),
        "break_minutes": board.break_minutes, "color_up": list(board.color_up),
        "stakes": _stakes(board.stakes), "next_stakes": _stakes(board.next_stakes),
        "players_left": board.players_left, "entries": board.entries,
        "average_stack": board.average_stack,
        "average_in_big_blinds": (None if board.average_in_big_blinds is None
                                  else round(board.average_in_big_blinds, 1)),
        "chips_in_play": board.chips_in_play, "prize_pool": board.prize_pool,
        "payouts": [list(p) for p in board.payouts],
    }


def _stakes(stakes: Stakes | None) -> dict[str, Any] | None:
    if stakes is None:
        return None
    return {"level": stakes.level_number, "game": stakes.game,
            "small_blind": stakes.small_blind, "big_blind": stakes.big_blind,
            "ante": stakes.ante, "big_blind_ante": stakes.big_blind_ante,
            "small_bet": stakes.small_bet, "big_bet": stakes.big_bet,
            "bring_in": stakes.bring_in}
