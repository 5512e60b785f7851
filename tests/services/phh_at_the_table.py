"""A real hand history (tests/data/phh) dealt at a cash table's dealer session as a
dealer deals it: seat n is the history's player n, the up cards typed, the hidden
cards typed only where the history knows them, each action by its gesture. The
steps the dealer is shown are kept for the test to read."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from director.engine.cards import parse_cards
from director.engine.event.cash_tables import Stakes
from director.engine.hand.rules.steps import Step, StepKind
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_game import cash_game

WSOP = Path(__file__).resolve().parent.parent / "data" / "phh" / "wsop-2023"


def read_phh(name: str) -> dict[str, object]:
    """A hand history's fields (the PHH format's TOML subset: one key a line)."""
    fields: dict[str, object] = {}
    for line in (WSOP / name).read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition(" = ")
        if value:
            fields[key] = ast.literal_eval(value.replace("true", "True").replace(
                "false", "False"))
    return fields


@dataclass
class Dealt:
    """The session and every step the dealer was shown, in order."""

    session: DealerSession
    steps: list[Step] = field(default_factory=list)


def stud_at_cash_table(name: str, game: str, button: int,
                       stop: Callable[[DealerSession], bool] = lambda s: False,
                       stacks: dict[int, int] | None = None) -> Dealt:
    """The stud-family hand ``name`` at a cash table of ``game`` (its antes, bring-in
    and bets), the button at ``button``, dealt until the hand is over or ``stop``;
    ``stacks``: seat by seat, in place of the history's."""
    h = read_phh(name)
    starting = dict(enumerate(h["starting_stacks"], 1))  # type: ignore[call-overload]
    antes = list(h["antes"])  # type: ignore[call-overload]
    stakes = Stakes(game, "fixed limit", ante=antes[0], bring_in=int(h["bring_in"]),  # type: ignore[call-overload]
                    small_bet=int(h["small_bet"]), big_bet=int(h["big_bet"]))  # type: ignore[call-overload]
    session = DealerSession.in_memory(cash_game(stakes), stacks or starting, button)
    dealt = Dealt(session)
    deals: dict[int, list[str]] = {}
    plays: list[list[str]] = []
    shows: dict[int, str] = {}
    for text in h["actions"]:  # type: ignore[attr-defined]
        words = str(text).split(" #")[0].split()
        if words[:2] == ["d", "dh"]:
            deals.setdefault(int(words[2][1:]), []).append(words[3])
        elif words[1] == "sm":
            shows[int(words[0][1:])] = words[2] if len(words) > 2 else ""
        else:
            plays.append(words)
    for _ in range(400):
        step = session.step()
        dealt.steps.append(step)
        if step.kind is StepKind.DONE or stop(session):
            return dealt
        seat = step.seat or 0
        if step.kind is StepKind.DEAL_HOLE:
            cards = parse_cards(deals[seat].pop(0))
            session.advance(cards[len(cards) - step.up:] if step.up else cards)
        elif step.kind in (StepKind.ACT, StepKind.POST_BRING_IN):
            words = plays.pop(0)
            assert int(words[0][1:]) == seat, (words, step.text)
            if words[1] == "pb":
                session.bring_in()
            elif words[1] == "f":
                session.fold()
            elif words[1] == "cc":
                session.check_call()
            else:
                session.bet_raise(int(words[2]))
        elif step.kind is StepKind.SHOW and not shows.get(seat):
            session.muck()
        elif step.kind is StepKind.SHOW:
            hole = session.hand.hole[session.hand.player_at(seat)]
            session.advance([c for c in parse_cards(shows[seat]) if c not in hole])
        else:
            session.advance()
    raise AssertionError(session.step().text)
