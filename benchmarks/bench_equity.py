"""All-in equity: our exact counts and Monte Carlo estimates (``director.engine.equity``)
against eval7's own equity function on the same hold'em spots, plus our time for the
Omaha and stud spots eval7 does not play.

eval7's ``py_hand_vs_range_exact`` returns 1.0 for every spot in the installed
version, so its Monte Carlo (``py_hand_vs_range_monte_carlo``, C) is the peer: given
as many deals as our exact count takes (same work), and as many as our estimate.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable

from director.engine.cards import parse_cards
from director.engine.equity import Spot, deal_count, estimates, exact
from director.engine.hand.facts.games import HOLDEM, OMAHA, OMAHA_HILO, STUD_HILO

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def _eval7_mc(hero: str, villain: str, board: str, deals: int) -> Callable[[], object]:
    hand = [eval7.Card(hero[:2]), eval7.Card(hero[2:])]
    villain_range = [((eval7.Card(villain[:2]), eval7.Card(villain[2:])), 1.0)]
    cards = [eval7.Card(str(c)) for c in parse_cards(board)]
    return lambda: eval7.py_hand_vs_range_monte_carlo(hand, villain_range, cards, deals)


def _row(name: str, deals: int, seconds: float, ours: float) -> None:
    print(f"{name:<46}{deals:>10,}{seconds * 1000:>10.1f}{deals / seconds:>14,.0f}"
          f"{ours / seconds if ours else 1.0:>14.2f}")


def _header(title: str) -> None:
    print(f"\n{title}")
    print(f"{'':<46}{'deals':>10}{'ms':>10}{'deals/sec':>14}{'time: ours/it':>14}")


def run(quick: bool) -> None:
    """Time exact and estimated equity; print deals per second and the ratio."""
    repeat = 1 if quick else 5
    exact(Spot.of(OMAHA_HILO, [parse_cards("As2dKs3d"), parse_cards("QcQh4c5h")],
                  parse_cards("2c7dQsJh")))  # builds the tables once, outside the timing
    for hero, villain, board in (("AhKh", "QsQd", "2h7h9c"), ("JcTc", "AsKd", "9c8d2s")):
        spot = Spot.of(HOLDEM, [parse_cards(hero), parse_cards(villain)], parse_cards(board))
        deals = deal_count(spot)
        ours = _best(lambda spot=spot: exact(spot), repeat)
        _header(f"Hold'em {hero} v {villain} on {board}: exact, two cards to come")
        _row("director exact (numpy batch)", deals, ours, 0)
        _row("eval7 Monte Carlo, as many deals (C)", deals,
             _best(_eval7_mc(hero, villain, board, deals), repeat), ours)

    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")])
    rounds = 2 if quick else 10

    def estimate() -> object:
        steps = estimates(spot, random.Random(1))
        for _ in range(rounds):
            last = next(steps)
        return last

    last = estimate()
    deals = last.deals  # type: ignore[attr-defined]
    ours = _best(estimate, repeat)
    _header(f"Hold'em AsAd v KcKh before the flop: Monte Carlo ({rounds} estimates)")
    _row(f"director estimates (margin {last.margin:.4f})", deals, ours, 0)  # type: ignore[attr-defined]
    _row("eval7 Monte Carlo (C)", deals, _best(_eval7_mc("AsAd", "KcKh", "", deals), repeat),
         ours)

    _header("Spots eval7 does not play: exact, ours only")
    for title, game, hands, board in (
        ("Omaha, 3 hands on the flop", OMAHA, ["AsAdKsKd", "QcQhJcJh", "9s8s7s6s"], "2c7d9h"),
        ("Omaha hi/lo, 4 hands on the flop", OMAHA_HILO,
         ["As2dKs3d", "QcQh4c5h", "6s7s8sTc", "AhKhJdTd"], "2c7dQs"),
        ("Stud hi/lo on sixth street", STUD_HILO, ["As2d3c8h9cKd", "4s5h6c7dTcJh"], ""),
    ):
        spot = Spot.of(game, [parse_cards(h) for h in hands], parse_cards(board))
        _row(f"director exact: {title}", deal_count(spot),
             _best(lambda spot=spot: exact(spot), repeat), 0)
