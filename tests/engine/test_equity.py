"""All-in equity (issue 21; hands face up at an all-in, R-7.1): exact counts against
a slow, obviously correct reference on real spots of every kind of game, hold'em
against eval7's own Monte Carlo equity, estimates that refine and repeat from their
seed, and spots refused with a message."""

from __future__ import annotations

import random
import warnings
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

import pytest

from director.engine.cards import Card, parse_cards
from director.engine.equity import Spot, SpotError, deal_count, equity, estimates, exact
from director.engine.equity.odds import BY_RANKS_FROM
from director.engine.hand.facts.games import (
    FIVE_CARD_DRAW,
    GAMES,
    HOLDEM,
    OMAHA,
    OMAHA_HILO,
    RAZZ,
    STUD,
    STUD_HILO,
)
from director.engine.messages import render
from director.engine.ranking import (
    best_high,
    best_low8,
    best_omaha_high,
    best_omaha_low8,
    best_razz,
)

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7


def _reference(spot: Spot) -> list[tuple[Fraction, Fraction, Fraction]]:
    """Every deal, every five-card choice through the public rankings, shares as
    fractions: (win, tie, share) per hand."""
    game = spot.game
    remaining = spot.remaining()
    deals: list[tuple[tuple[Card, ...], ...]] = []
    if spot.stud:
        def split(cards: tuple[Card, ...], needs: Sequence[int]
                  ) -> list[tuple[tuple[Card, ...], ...]]:
            if not needs:
                return [()]
            out = []
            for chosen in combinations(cards, needs[0]):
                rest = tuple(c for c in cards if c not in chosen)
                out += [(chosen, *tail) for tail in split(rest, needs[1:])]
            return out
        deals = split(remaining, spot.to_come())
    else:
        deals = [(extra,) for extra in combinations(remaining, spot.to_come()[0])]
    n = len(spot.hands)
    win = [Fraction(0)] * n
    tie = [Fraction(0)] * n
    share = [Fraction(0)] * n
    for deal in deals:
        highs: list[object] = []
        lows: list[object] = []
        for i, hand in enumerate(spot.hands):
            if spot.stud:
                cards = hand + deal[i]
                fives = list(combinations(cards, 5))
                if game.high.value == "razz":
                    highs.append(max(best_razz(f) for f in fives))
                else:
                    highs.append(max(best_high(f) for f in fives))
                if game.low8:
                    lows.append(best_low8(cards))
            elif game.omaha:
                board = spot.board + deal[0]
                highs.append(best_omaha_high(hand, board))
                if game.low8:
                    lows.append(best_omaha_low8(hand, board))
            else:
                fives = list(combinations(hand + spot.board + deal[0], 5))
                highs.append(max(best_high(f) for f in fives))
        top = max(highs)  # type: ignore[type-var]
        high_winners = [i for i in range(n) if highs[i] == top]
        real_lows = [v for v in lows if v is not None]
        got = [Fraction(0)] * n
        if real_lows:
            best = max(real_lows)  # type: ignore[type-var]
            low_winners = [i for i in range(n) if lows[i] is not None and lows[i] == best]
            for i in high_winners:
                got[i] += Fraction(1, 2 * len(high_winners))
            for i in low_winners:
                got[i] += Fraction(1, 2 * len(low_winners))
        else:
            for i in high_winners:
                got[i] += Fraction(1, len(high_winners))
        for i in range(n):
            share[i] += got[i]
            win[i] += got[i] == 1
            tie[i] += 0 < got[i] < 1
    count = len(deals)
    return [(win[i] / count, tie[i] / count, share[i] / count) for i in range(n)]


SPOTS = [
    # hold'em, three all in on the turn: a flush draw, a pair, a straight draw
    (HOLDEM, ["AsKs", "QhQd", "8c7c"], "2s9sTcJd", ""),
    # hold'em heads-up on the flop: two overcards with a flush draw against queens
    (HOLDEM, ["AhKh", "QsQd"], "2h7h9c", ""),
    # Omaha hi/lo on the turn: a low draw against a set
    (OMAHA_HILO, ["As2dKs3d", "QcQh4c5h"], "2c7dQs", "Jh"),
    # Omaha high on the turn, three hands
    (OMAHA, ["AsAdKsKd", "QcQhJcJh", "9s8s7s6s"], "2c7d9hTs", ""),
    # stud on sixth street: one card each to come, a folded king dead
    (STUD, ["AsAdKc2h9s3d", "QsQh3c4d5s6d"], "", "KhKs"),
    # razz on sixth street
    (RAZZ, ["As2d3c8h9cTd", "4s5h6c7dTcJh"], "", ""),
    # stud hi/lo on sixth street, three hands
    (STUD_HILO, ["As2d3c8h9cKd", "4s5h6c7dTcJh", "QsQdQh2c3h4h"], "", ""),
]


@pytest.mark.parametrize(("game", "hands", "board", "dead"), SPOTS)
def test_exact_equity_equals_the_slow_reference(game: object, hands: list[str], board: str,
                                                dead: str) -> None:
    board_cards = parse_cards(board)
    if game is OMAHA_HILO:  # the fourth board card written apart above
        board_cards, dead = board_cards + parse_cards(dead), ""
    spot = Spot.of(game, [parse_cards(h) for h in hands], board_cards,  # type: ignore[arg-type]
                   parse_cards(dead))
    ours = exact(spot)
    assert ours.exact and ours.margin == 0 and not ours.refinable
    assert ours.deals == deal_count(spot)
    for mine, (win, tie, share) in zip(ours.players, _reference(spot), strict=True):
        assert mine.win == pytest.approx(float(win), abs=1e-12)
        assert mine.tie == pytest.approx(float(tie), abs=1e-12)
        assert mine.share == pytest.approx(float(share), abs=1e-12)
    assert sum(p.share for p in ours.players) == pytest.approx(1.0)


def test_aces_against_kings_on_a_low_flop_win_eleven_times_in_twelve() -> None:
    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")], parse_cards("2c7d9h"))
    odds = equity(spot)
    assert odds.exact and odds.deals == 990  # 45 cards left, two to come
    assert odds.players[0].win == pytest.approx(907 / 990)
    assert odds.leader() == 0


def _eval7_share(hero: str, villain: str, board: str, samples: int) -> float:
    hand = [eval7.Card(hero[:2]), eval7.Card(hero[2:])]
    villain_range = [((eval7.Card(villain[:2]), eval7.Card(villain[2:])), 1.0)]
    cards = [eval7.Card(str(c)) for c in parse_cards(board)]
    return float(eval7.py_hand_vs_range_monte_carlo(hand, villain_range, cards, samples))


@pytest.mark.parametrize(("hero", "villain", "board"), [
    ("AhKh", "QsQd", "2h7h9c"),
    ("JcTc", "AsKd", "9c8d2s"),
])
def test_exact_hold_em_equity_agrees_with_eval7(hero: str, villain: str, board: str) -> None:
    samples = 200_000
    theirs = _eval7_share(hero, villain, board, samples)
    ours = equity(Spot.of(HOLDEM, [parse_cards(hero), parse_cards(villain)], parse_cards(board)))
    assert ours.exact
    their_margin = 4 * (0.25 / samples) ** 0.5
    assert abs(ours.players[0].share - theirs) <= their_margin


def test_a_preflop_estimate_agrees_with_eval7_and_the_count_within_its_margin() -> None:
    """The Monte Carlo alone (``exact_first=False``, as the benchmark runs it),
    on eval7's own case: aces against kings before the flop."""
    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")])
    assert deal_count(spot) == 1_712_304
    steps = estimates(spot, random.Random(21), exact_first=False)
    first = next(steps)
    for _ in range(9):
        last = next(steps)
    assert not first.exact and first.refinable
    assert last.deals == 10 * first.deals and last.margin < first.margin
    theirs = _eval7_share("AsAd", "KcKh", "", 200_000)
    assert abs(last.players[0].share - theirs) <= last.margin + 4 * (0.25 / 200_000) ** 0.5
    counted = exact(spot).players
    for odds, count in zip(last.players, counted, strict=True):
        assert abs(odds.share - count.share) <= 2 * last.margin
        assert abs(odds.win - count.win) <= 2 * last.margin


def test_hold_em_before_the_flop_is_counted_exactly_at_the_table() -> None:
    """Issue 33: the whole board to come is counted by rank multisets, quickly
    enough to show at once: aces against kings win 1,388,072 of the 1,712,304
    boards and split 6,538 (as a count of every board gave when this was
    written; smaller spots are held to such a count below), and asking for an
    estimate gives the count."""
    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")])
    odds = equity(spot)
    assert odds.exact and odds.deals == 1_712_304 and not odds.refinable
    assert next(estimates(spot, random.Random(1))) == odds
    assert odds.players[0].win * odds.deals == pytest.approx(1_388_072)
    assert odds.players[0].tie * odds.deals == pytest.approx(6_538)


def _board_by_board(spot: Spot) -> list[tuple[int, int, Fraction]]:
    """Every board of five (no ranking of ours in the loop but ``best_high``),
    wins, ties and shares as counts."""
    n = len(spot.hands)
    win, tie = [0] * n, [0] * n
    share = [Fraction(0)] * n
    for board in combinations(spot.remaining(), 5):
        values = [best_high(hand + board) for hand in spot.hands]
        top = max(values)
        winners = [i for i in range(n) if values[i] == top]
        for i in winners:
            win[i] += len(winners) == 1
            tie[i] += len(winners) > 1
            share[i] += Fraction(1, len(winners))
    return list(zip(win, tie, share, strict=True))


@pytest.mark.parametrize("seed", range(12))
def test_the_count_by_rank_multisets_is_the_count_board_by_board(seed: int) -> None:
    """R-2.1, R-2.2: the rank-multiset count (``preflop``) equals the count of
    every board through ``best_high``, on random spots of two to five hands,
    suited hands among them, with dead cards enough to keep the boards few."""
    rng = random.Random(3300 + seed)
    deck = list(GAMES["holdem"].deck)
    rng.shuffle(deck)
    if seed % 3 == 0:  # a suited hand or two: the flush groups of three on board
        suit = deck[0].suit
        deck.sort(key=lambda c: (c.suit != suit, rng.random()))
    players = rng.randint(2, 5)
    hands = [tuple(deck[2 * i:2 * i + 2]) for i in range(players)]
    dead = deck[2 * players:52 - 22]  # 22 cards left: 26,334 boards
    spot = Spot.of(HOLDEM, hands, (), dead)
    assert deal_count(spot) >= BY_RANKS_FROM  # the count by rank multisets
    counted = exact(spot)
    assert counted.exact and counted.deals == deal_count(spot)
    for odds, (win, tie, share) in zip(counted.players, _board_by_board(spot), strict=True):
        assert odds.win * counted.deals == pytest.approx(win, abs=1e-6)
        assert odds.tie * counted.deals == pytest.approx(tie, abs=1e-6)
        assert odds.share * counted.deals == pytest.approx(float(share), abs=1e-6)


def test_an_estimate_repeats_from_its_seed() -> None:
    spot = Spot.of(OMAHA_HILO, [parse_cards("As2dKs3d"), parse_cards("QcQh4c5h")])
    one = next(estimates(spot, random.Random(5), batch_size=500))
    two = next(estimates(spot, random.Random(5), batch_size=500))
    assert one == two and one.hi_lo and 0 < one.margin < 0.1


def test_an_estimate_needs_a_random_source_given_to_it() -> None:
    spot = Spot.of(STUD, [parse_cards("AsAdKc"), parse_cards("QsQh3c")])
    with pytest.raises(ValueError, match=r"random\.Random"):
        equity(spot)
    assert not equity(spot, random.Random(1)).exact


@pytest.mark.parametrize(("game", "hands", "board", "message_id", "words"), [
    (HOLDEM, ["AsAd", "AsKh"], "", "equity-card-twice", "As is given twice"),
    (HOLDEM, ["AsAd", "KcKh"], "AhQsJs2d3d4d", "equity-board-too-long", "at most 5"),
    (OMAHA, ["AsAd", "KcKhQcQh"], "", "equity-hole-cards", "needs 4"),
    (HOLDEM, ["AsAd"], "", "equity-needs-two-hands", "at least two hands"),
    (FIVE_CARD_DRAW, ["AsAdKsKdQs", "2c3c4c5c7d"], "", "equity-no-board-or-stud", "draw"),
    (STUD, ["AsAdKc"] * 1, "", "equity-needs-two-hands", "got 1"),
])
def test_a_bad_spot_is_refused_with_a_message(game: object, hands: list[str], board: str,
                                              message_id: str, words: str) -> None:
    with pytest.raises(SpotError) as refused:
        Spot.of(game, [parse_cards(h) for h in hands], parse_cards(board))  # type: ignore[arg-type]
    assert refused.value.message.id == message_id
    assert words in str(refused.value)
    assert render(refused.value.message, "hu") != render(refused.value.message, "en")


def test_eight_stud_hands_on_third_street_need_more_cards_than_the_deck_holds() -> None:
    deck = iter(GAMES["stud"].deck)
    hands = [[next(deck) for _ in range(3)] for _ in range(8)]
    dead = [next(deck) for _ in range(5)]
    with pytest.raises(SpotError) as refused:
        Spot.of(STUD, hands, dead=dead)
    assert refused.value.message.id == "equity-too-few-cards"
    assert "32 cards are still to come but only 23" in str(refused.value)
