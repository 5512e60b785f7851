"""R-7.6: a pot's award explains itself as a message: which pot, its amount, who
contested it, who won with what hand (the hand's own message), the shares, the odd
chip and why; it reads as before in English and renders in Hungarian through the
catalogues (awards.ftl, ranking.ftl). Guts results likewise (R-6.6). Real cards,
amounts worked out by hand."""

from __future__ import annotations

import json
import random

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Award, DealHole, Declare, Event, PostAnte, Show
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.pots import Pot
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.showdown import (
    Contender,
    award_by_hand,
    award_pots,
    flop_odd_chip_order,
    pot_name,
    stud_odd_chip_order,
)
from director.engine.hand.rules.guts import GutsKind, GutsSetup, GutsState
from director.engine.hand.state import HandError, HandState
from director.engine.hand.state_data import (
    SLOTS,
    SnapshotError,
    state_from_data,
    state_to_data,
)
from director.engine.hand.virtual_dealer import next_event
from director.engine.messages import Amount, Message, from_data, msg, render, to_data
from director.engine.ranking import (
    best_high,
    best_low8,
    best_razz,
    best_three_card,
    showing_high,
    showing_low,
)

BOARD = parse_cards("9c 8d 7s 2h 2c")


def holdem(hole: str) -> Contender:
    """A hold'em hand at showdown from two hole cards and ``BOARD``."""
    return Contender(0, best_high([*parse_cards(hole), *BOARD]), None)


def contenders(*holes: str) -> dict[int, Contender]:
    return {p: Contender(p, holdem(h).high, None) for p, h in enumerate(holes)}


def nested(message: Message, name: str) -> list[object]:
    """Every argument called ``name`` inside ``message``, outermost first (not
    looking inside a match: a hand's value holds its own ``hand_value``)."""
    found: list[object] = []
    for key, value in message.args.items():
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if key == name:
                found.append(item)
            elif isinstance(item, Message):
                found += nested(item, name)
    return found


def test_R_7_6_a_split_pot_names_pot_amount_contenders_hands_shares_and_odd_chip() -> None:
    """Seats 1, 2 and 3 contest 805; seats 2 and 3 hold J-T for a jack-high straight,
    seat 1 only the board's deuces: 805 / 2 = 402 each and one odd chip, which goes to
    the first winner left of the button, seat 2 (R-7.4, R-7.5)."""
    hands = contenders("Ah Kh", "Js Td", "Jd Th")
    [award] = award_pots([Pot(805, (0, 1, 2))], hands, [1, 2, 3], flop_odd_chip_order, False)
    assert award.shares == ((1, 403), (2, 402)) and award.odd_chips_to == (1,)
    words = award.text
    assert words.id == "award-contested"
    assert words["pot_name"] == msg("award-main-pot") and words["amount"] == Amount(805)
    straight = best_high(parse_cards("Js Td 9c 8d 7s 2h 2c")).describe()
    assert nested(words, "hand_value") == [straight, straight]
    assert sorted(nested(words, "amount")) == [402, 403, 805, 805]
    assert nested(words, "reason") == [msg("award-why-left-of-button")]
    assert str(words) == (
        "The main pot of 805, contested by seat 1, seat 2 and seat 3: seat 2 with Straight, "
        "jack high and seat 3 with Straight, jack high win split 805; seat 2 gets 403, seat 3 "
        "gets 402; odd chip to seat 2 (R-7.5: first winner left of the button).")
    assert render(words, "hu") == (
        "A főkassza (805), versenyben: 1., 2. és 3. szék. Osztozik a 2. szék (Sor bubiig) és "
        "a 3. szék (Sor bubiig): 805; elosztás: 2. szék 403, 3. szék 402; a páratlan zseton: "
        "2. szék (R-7.5: az osztógombtól balra ülő első nyertes).")


def test_R_7_6_side_pots_first_each_with_its_winner_and_hand() -> None:
    """R-7.3: side pot 1 (seats 1 and 4, 900) is pushed before the main pot (seats 1, 3
    and 4, 300); seat 4's kings full of sevens wins both."""
    board = parse_cards("Kc Kd 7s 7h 2c")
    hands = {0: Contender(0, best_high([*parse_cards("As Qd"), *board]), None),
             1: Contender(1, best_high([*parse_cards("3s 4d"), *board]), None),
             2: Contender(2, best_high([*parse_cards("Kh 9d"), *board]), None)}
    side, main = award_pots([Pot(300, (0, 1, 2)), Pot(900, (0, 2))], hands, [1, 3, 4],
                            flop_odd_chip_order, False)
    assert side.text["pot_name"] == pot_name(1) == msg("award-side-pot", number=1)
    assert str(side.text) == ("Side pot 1 of 900, contested by seat 1 and seat 4: seat 4 "
                              "with Full house, kings full of sevens wins 900.")
    assert render(side.text, "hu") == (
        "Az 1. mellékkassza (900), versenyben: 1. és 4. szék. Nyer a 4. szék (Full, három "
        "király két hetessel): 900.")
    assert render(main.text, "hu").startswith("A főkassza (300), versenyben: 1., 3. és 4. szék.")
    assert render(pot_name(2), "hu") == "a 2. mellékkassza"


def test_R_7_6_a_pot_nobody_else_contests() -> None:
    [award] = award_pots([Pot(90, (0,))], {0: holdem("Ah Kh")}, [2], flop_odd_chip_order,
                         False)
    assert str(award.text) == "The main pot of 90 goes to seat 2, uncontested."
    assert render(award.text, "hu") == "A főkassza (90) ellenfél nélkül a 2. széké."


def test_R_7_5_hi_lo_without_a_qualifying_low_the_high_hand_takes_it_all() -> None:
    """Omaha hi/lo: no five different ranks of eight or lower, so no low half."""
    high = best_high(parse_cards("Ah Ad Kc Qd 9s"))
    other = best_high(parse_cards("Kh Kd Jc Td 9h"))
    hands = {0: Contender(0, high, None), 1: Contender(1, other, None)}
    [award] = award_pots([Pot(400, (0, 1))], hands, [5, 6], flop_odd_chip_order, True)
    assert award.shares == ((0, 400),)
    assert str(award.text) == (
        "The main pot of 400, contested by seat 5 and seat 6: seat 5 with One pair, aces, with "
        "a king, a queen and a nine wins 400; no qualifying low, so the high hand takes the "
        "whole pot.")
    assert render(award.text, "hu") == (
        "A főkassza (400), versenyben: 5. és 6. szék. Nyer az 5. szék (Egy pár, ászok, mellé "
        "király, dáma és kilences): 400; nincs érvényes low, így a high kéz viszi az egész "
        "kasszát.")


def test_R_7_5_R_7_6_hi_lo_the_pots_odd_chip_to_the_one_high_winner_is_named() -> None:
    """Omaha hi/lo, a pot of 153: the odd chip goes to the high half (R-7.5), so seat 4's
    trip nines take 77 and the low half of 76 splits 38 and 38 between seats 1 and 2.
    The award says who receives that odd chip and why (R-7.6), in both languages."""
    board = parse_cards("3c 4d 8h 9s 7c")
    trips = best_high([*parse_cards("9h 9d"), *board[1:]])
    hands = {0: Contender(0, best_high(parse_cards("As Kc 8h 9s 7c")),
                          best_low8(parse_cards("As 2d 3c 4d 7c"))),
             1: Contender(1, best_high(parse_cards("Ah Qd 8h 9s 7c")),
                          best_low8(parse_cards("Ah 2c 3c 4d 7c"))),
             2: Contender(2, trips, None)}
    [award] = award_pots([Pot(153, (0, 1, 2))], hands, [1, 2, 4], flop_odd_chip_order, True)
    assert award.shares == ((0, 38), (1, 38), (2, 77))
    assert award.odd_chips_to == (2,)
    assert nested(award.text, "reason") == [msg("award-why-high-half")]
    assert str(award.text).endswith(
        "; seat 1 gets 38, seat 2 gets 38, seat 4 gets 77; odd chip to seat 4 (R-7.5: the "
        "high half takes the pot's odd chip).")
    assert render(award.text, "hu").endswith(
        "elosztás: 1. szék 38, 2. szék 38, 4. szék 77; a páratlan zseton: 4. szék (R-7.5: a "
        "kassza páratlan zsetonja a high félé).")
    # The dealer naming the winners by hand: the same chips, the same odd chip.
    [by_hand] = award_by_hand([Pot(153, (0, 1, 2))], [((2,), (0, 1))], [1, 2, 4],
                              flop_odd_chip_order, {})
    assert by_hand.shares == award.shares and by_hand.odd_chips_to == (2,)
    # The one high winner also ties the low: 77 and 38, the odd chip theirs as the high's.
    both = {0: hands[0], 1: Contender(1, trips, best_low8(parse_cards("Ah 2c 3c 4d 7c")))}
    [tie] = award_pots([Pot(153, (0, 1))], both, [1, 2], flop_odd_chip_order, True)
    assert tie.shares == ((0, 38), (1, 115)) and tie.odd_chips_to == (1,)
    # One player with both halves takes the whole pot: no odd chip to name.
    scoop = {0: Contender(0, hands[0].high, None), 1: both[1]}
    [whole] = award_pots([Pot(153, (0, 1))], scoop, [1, 2], flop_odd_chip_order, True)
    assert whole.shares == ((1, 153),) and whole.odd_chips_to == ()
    assert "odd chip" not in str(whole.text)


def test_R_7_5_stud_hi_lo_each_half_has_its_odd_chip_and_its_reason() -> None:
    """Stud hi/lo, 14 chips: 7 high, 7 low. Both hold a five-high straight and the
    wheel, so each half splits with an odd chip. High: the highest card by suit, Ah
    over Ac, seat 1. Low: the highest card by suit with the ace low, 5s over 5h,
    seat 2 (R-7.5). Each ends with 7."""
    one, two = parse_cards("5h 4h 3c 2d Ah Kh Ks"), parse_cards("5s 4d 3h 2c Ac Qd Jd")
    hands = {0: Contender(0, best_high(one), best_low8(one), one),
             1: Contender(1, best_high(two), best_low8(two), two)}
    [award] = award_pots([Pot(14, (0, 1))], hands, [1, 2], stud_odd_chip_order(False), True)
    assert award.shares == ((0, 7), (1, 7)) and award.odd_chips_to == (0, 1)
    assert nested(award.text, "reason") == [msg("award-why-highest-card")]
    assert nested(award.text, "low_reason") == [msg("award-why-highest-card-ace-low")]
    assert str(award.text).endswith(
        "; seat 1 gets 7, seat 2 gets 7; odd chips to seat 1 and seat 2 (R-7.5: highest card "
        "by suit; in the low half, highest card by suit, the ace low).")
    assert render(award.text, "hu").endswith(
        "(wheel, a legjobb): 5♠ 4♦ 3♥ 2♣ A♣): a low fél, 7; elosztás: 1. szék 7, 2. szék 7; a "
        "páratlan zsetonok: 1. és 2. szék (R-7.5: a legmagasabb lap, a színek sorrendjével; a low "
        "félben: a legmagasabb lap, a színek sorrendjével, az ász alacsony).")


def test_R_7_6_the_dealers_pick_is_explained_with_shares_and_the_odd_chip() -> None:
    """The dealer awards 301 to seats 2 and 3 by hand: 151 and 150, the odd chip to the
    first left of the button, and why, as an award by the hands says it (the reason
    was left out of the dealer's pick)."""
    [award] = award_by_hand([Pot(301, (0, 1, 2))], [((1, 2), ())], [1, 2, 3],
                            flop_odd_chip_order, {})
    assert str(award.text) == ("The main pot of 301: awarded by the dealer to seat 2 and "
                               "seat 3; seat 2 gets 151, seat 3 gets 150; odd chip to seat 2 "
                               "(R-7.5: first winner left of the button).")
    assert render(award.text, "hu") == (
        "A főkassza (301): az osztó döntése szerint 2. és 3. szék nyeri; elosztás: 2. szék "
        "151, 3. szék 150; a páratlan zseton: 2. szék (R-7.5: az osztógombtól balra ülő első "
        "nyertes).")
    [hilo] = award_by_hand([Pot(301, (0, 1, 2))], [((0,), (1, 2))], [1, 2, 3],
                           flop_odd_chip_order, {})
    assert hilo.shares == ((0, 151), (1, 75), (2, 75)) and hilo.odd_chips_to == (0,)
    assert str(hilo.text).endswith("odd chip to seat 1 (R-7.5: the high half takes the "
                                   "pot's odd chip).")
    [alone] = award_by_hand([Pot(300, (0, 1))], [((0,), ())], [4, 7], flop_odd_chip_order, {})
    assert render(alone.text, "hu") == "A főkassza (300): az osztó döntése szerint 4. szék nyeri."


@pytest.mark.parametrize(("cards", "english", "hungarian"), [
    ("Kc Kd Kh 7s 7c", "Full house, kings full of sevens", "Full, három király két hetessel"),
    ("Ac Ad 4h 4s 9c", "Two pair, aces and fours, with a nine",
     "Két pár, ászok és négyesek, mellé kilences"),
    ("9s 8s 7s 6s 5s", "Straight flush, nine high", "Színsor kilencesig"),
    ("As Ks Qs Js Ts", "Royal flush", "Royal flös"),
    ("Qs Ts 8s 4s 2s", "Flush, queen high", "Flöss, dáma a legmagasabb"),
    ("Jc Jd Jh Js Ac", "Four of a kind, jacks, with an ace", "Póker, négy bubi, mellé ász"),
    ("Ac Kd 9h 7s 4c", "High card, ace, with a king, a nine, a seven and a four",
     "Magas lap, ász, mellé király, kilences, hetes és négyes"),
])
def test_R_2_8_hands_in_words_in_english_and_hungarian(cards: str, english: str,
                                                       hungarian: str) -> None:
    value = best_high(parse_cards(cards)).describe()
    assert str(value) == english
    assert render(value, "hu") == hungarian


@pytest.mark.parametrize(("low", "english", "hungarian"), [
    ("8h 6d 4h 2c Ah", "8-6-4-2-A low (eight-six)", "8-6-4-2-A alacsony (nyolcas-hatos)"),
    ("5h 4h 3h 2h Ah", "5-4-3-2-A low (the wheel)", "5-4-3-2-A alacsony (wheel, a legjobb)"),
    ("Kh Qd Jc Ts 9h", "K-Q-J-T-9 low (king-queen)", "K-D-B-10-9 alacsony (király-dáma)"),
])
def test_R_2_8_lows_in_words(low: str, english: str, hungarian: str) -> None:
    value = best_razz(parse_cards(low)).describe()
    assert str(value) == english
    assert render(value, "hu") == hungarian


def test_R_2_8_guts_and_stud_showing_hands_in_words() -> None:
    """Three-card hands (R-2.6) and stud showing hands (R-6.4)."""
    straight = best_three_card(parse_cards("Qs Jd Tc")).describe()
    assert (str(straight), render(straight, "hu")) == ("Three-card straight, queen high",
                                                       "Háromlapos sor dámáig")
    shown = showing_high(parse_cards("As Kd 9c")).describe()
    assert (str(shown), render(shown, "hu")) == ("Ace-king-nine high",
                                                 "Magas lap: ász-király-kilences")
    low = showing_low(parse_cards("7s 5d")).describe()
    assert (str(low), render(low, "hu")) == ("7-5 low", "7-5 alacsony")


def test_a_kept_hand_state_stores_its_awards_as_messages() -> None:
    """The snapshot keeps ``to_data`` of each award, never English; a snapshot an
    older version wrote with the English text is refused, so the log is replayed
    and the award is explained afresh."""
    rng = random.Random(7)
    setup = HandSetup.at_table(HOLDEM, Betting.no_limit(20), {1: 400, 3: 400, 5: 400}, 1,
                               small_blind=10, big_blind=20)
    deck = list(HOLDEM.deck)
    rng.shuffle(deck)
    state = HandState.start(setup)
    while not state.awards:
        state = state.apply(next_event(state, rng, deck))
    data = json.loads(json.dumps(state_to_data(state)))
    stored = data[1 + SLOTS.index("awards")]
    assert [from_data(award[-1]) for award in stored] == [a.text for a in state.awards]
    back = state_from_data(setup, state.log, data)
    assert back.awards == state.awards
    assert all(isinstance(a.text, Message) for a in back.awards)
    for award in stored:
        award[-1] = str(from_data(award[-1]))  # what an older version kept
    with pytest.raises(SnapshotError):
        state_from_data(setup, state.log, data)


def test_an_award_survives_the_store_as_data() -> None:
    [award] = award_pots([Pot(805, (0, 1, 2))], contenders("Ah Kh", "Js Td", "Jd Th"),
                         [1, 2, 3], flop_odd_chip_order, False)
    data = json.loads(json.dumps(to_data(award.text)))
    assert from_data(data) == award.text
    assert data["args"]["amount"] == {"amount": 805}


def test_R_6_6_a_guts_deal_explains_winner_penalties_and_a_shortfall() -> None:
    """Monte Carlo guts, ante 10, stacks 35, 30 and 100: the pot is 30. All three are
    in; seat 2's king-high flush wins the 30. Seat 3 pays the full 30 penalty, seat 1
    has only 25 left and pays that: 5 short, never created (R-6.6)."""
    g = GutsState.start(GutsSetup((1, 2, 3), (35, 30, 100), 10, GutsKind.MONTE_CARLO))
    events: list[Event] = [PostAnte(s, 10) for s in (1, 2, 3)]
    events += [DealHole(1, parse_cards("2c 7d 9h")), DealHole(2, parse_cards("Ks Qs 4s")),
               DealHole(3, parse_cards("Jc Jd 3h")), Declare((1, 2, 3)),
               Show(1), Show(2), Show(3), Award()]
    for event in events:
        g = g.apply(event)
    result = g.results[0]
    assert result.shares == ((1, 30),) and result.penalties == ((0, 25), (2, 30))
    assert result.text.id == "guts-deal" and result.text["deal_number"] == 1
    assert nested(result.text, "hand_value") == [
        best_three_card(parse_cards("Ks Qs 4s")).describe()]
    assert str(result.text) == (
        "Deal 1: seat 2 (Three-card flush, king high, with a queen and a four) wins the pot "
        "of 30; seat 1 lost and pays a penalty of 25, seat 3 lost and pays a penalty of 30 "
        "into the next pot (Monte Carlo guts); seat 1 owed 30 but had only 25: 5 short "
        "(chips are never created).")
    assert render(result.text, "hu") == (
        "1. osztás: a 2. szék (Háromlapos flöss, király a legmagasabb, mellé dáma és négyes) "
        "elnyeri a 30 zsetonos kasszát; az 1. szék vesztett, büntetése 25, a 3. szék "
        "vesztett, büntetése 30 a következő kasszába (Monte Carlo guts); az 1. szék tartozása "
        "30 volt, de csak 25 zsetonja maradt: 5 hiányzik (zseton nem keletkezhet).")


def test_R_6_6_a_guts_refusal_is_a_message_in_both_languages() -> None:
    g = GutsState.start(GutsSetup((1, 2), (50, 50), 10))
    with pytest.raises(HandError) as refused:
        g.apply(PostAnte(2, 10))
    assert refused.value.message == msg("guts-wrong-ante", seat=1, ante=Amount(10))
    assert str(refused.value) == "the next ante is seat 1's 10"
    assert render(refused.value.message, "hu") == "a következő ante az 1. szék antéja (10)"
