"""The dealer's questions at one moment of a hand, with the engine's answers and
explanations (DESIGN.md "Training"). Every explanation cites the rule that
decides it, as ``Question.rules`` says (issue 30): the order of action R-5.2
(heads-up R-3.5, stud R-6.4), the call R-5.2 (a short call R-7.3), the smallest
bet or raise by the limit (no limit R-5.3, pot limit R-5.4, fixed limit R-5.5,
spread limit R-5.6; a stud completion or an open pair R-6.4; after a short
all-in R-5.7, which then decides it alone), the pot-limit maximum R-5.4, the
bring-in R-6.4, the pots R-7.3, who shows first R-7.2, who wins each pot R-7.4
and the odd chip R-7.5.

Each kind of question is one small function of the hand (``hand_questions``
asks them all); the trainee sees the seats, the pots and the action history of
this round and the last (``action_history``), so every question can be
answered from what is shown.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator

from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import Award
from director.engine.hand.facts.games import StudOrder
from director.engine.hand.facts.showdown import pot_name, seats_words
from director.engine.hand.facts.stud import bring_in_player
from director.engine.hand.rules.steps import LegalActions, RaiseKind, Step, StepKind
from director.engine.hand.state import HandState, Phase
from director.engine.messages import Amount, Message, msg


class Topic(enum.Enum):
    WHO_ACTS = "who acts"
    TO_CALL = "amount to call"
    MIN_RAISE = "minimum raise"
    POT_LIMIT_MAX = "pot-limit maximum"
    BRING_IN = "bring-in"
    SIDE_POTS = "side pots"
    SHOWS_FIRST = "who shows first"
    POT_WINNER = "who wins each pot"
    ODD_CHIP = "odd chip"
    EQUITY = "all-in equity"


SEAT_TOPICS = frozenset({Topic.WHO_ACTS, Topic.BRING_IN, Topic.SHOWS_FIRST, Topic.POT_WINNER,
                         Topic.ODD_CHIP})

Answer = int | tuple[int, ...] | frozenset[int]

LIMIT_RULES = {Limit.NO_LIMIT: "R-5.3", Limit.POT_LIMIT: "R-5.4", Limit.FIXED_LIMIT: "R-5.5",
               Limit.SPREAD_LIMIT: "R-5.6"}
_MIN_RAISE_WHY = {Limit.NO_LIMIT: "train-min-raise-why", Limit.POT_LIMIT: "train-min-raise-why-pl",
                  Limit.FIXED_LIMIT: "train-min-raise-why-fl",
                  Limit.SPREAD_LIMIT: "train-min-raise-why-spread"}


@frozen_record
class Question:
    """One dealer's question with the engine's answer. Seat questions answer a
    seat (``frozenset`` of seats for pot winners); amounts an int; side pots a
    tuple of amounts, main pot first. The question and its explanation are
    messages (``training.ftl``); ``rules`` the rule ids the explanation cites."""

    topic: Topic
    text: Message
    answer: Answer
    explanation: Message
    seats: tuple[int, ...]
    rules: tuple[str, ...] = ()

    @property
    def expected_text(self) -> Message:
        """The answer in words: ``seat 3``, ``seat 1 and seat 4``, ``120``; the pots
        as they are typed, ``1,200; 600``."""
        a = self.answer
        if self.topic is Topic.EQUITY and isinstance(a, tuple):
            return msg("train-equity-answer", seat=a[0], number=a[1])
        if isinstance(a, frozenset):
            return seats_words(sorted(a))
        if isinstance(a, tuple):
            return _amounts_typed(a)
        if self.topic in SEAT_TOPICS:
            return seats_words([a])
        return msg("train-amounts", amount_list=(Amount(a),))


def _amounts_typed(amounts: tuple[int, ...]) -> Message:
    """Several amounts as the trainee types them, separated by semicolons
    (``1,200; 600``): a comma groups digits."""
    if len(amounts) == 1:
        return msg("train-amounts", amount_list=(Amount(amounts[0]),))
    return msg("train-amounts-then", amount=Amount(amounts[0]), then=_amounts_typed(amounts[1:]))


def hand_questions(s: HandState) -> list[Question]:
    """Every question the dealer could be asked now."""
    step, legal = s.next_step(), s.legal_actions()
    return [*bring_in_question(s, step, legal), *action_questions(s, step, legal),
            *pots_question(s, step), *shows_first_question(s), *award_questions(s, step)]


def _rules_said(rules: tuple[str, ...]) -> str:
    return ", ".join(rules)


# ----------------------------------------------------------- betting questions


def bring_in_question(s: HandState, step: Step, legal: LegalActions | None
                      ) -> Iterator[Question]:
    """R-6.4: who brings in, from the door cards."""
    if step.kind is not StepKind.POST_BRING_IN or legal is None:
        return
    seats = s.seats
    up = {i: door for i in range(len(seats))
          if (door := (s.up_cards(i) or [None])[0]) is not None}  # the door cards dealt
    doors = tuple(msg("train-door-card", seat=seats[i], card=door.pretty)  # "8♥"
                  for i, door in up.items())
    order = s.setup.game.stud_order
    rule = ("train-bring-in-rule-razz" if order is StudOrder.LOW else "train-bring-in-rule")
    reason = msg(rule)
    live_doors = [(i, up[i]) for i in s.live_players() if i in up]
    if order is not None and live_doors:
        low = bring_in_player(order, live_doors)
        if seats[low] != legal.seat and s.stacks[low] == 0:
            # TDA RP-10-E: the low card is all-in from the ante; the seat on its left opens
            reason = msg("train-bring-in-passed", reason=reason, seat=seats[low])
    yield Question(Topic.BRING_IN, msg("train-who-brings-in"), legal.seat,
                   msg("train-bring-in-why", door_cards=doors, reason=reason,
                       step=step.message), seats, ("R-6.4",))


def order_rules(s: HandState) -> tuple[str, ...]:
    """The rules of the order of action: R-5.2; heads-up with blinds R-3.5; stud's
    bring-in and best showing hand R-6.4."""
    if s.setup.game.is_stud:
        return ("R-6.4",)
    if s.setup.blinds and s.setup.player_count == 2:
        return ("R-5.2", "R-3.5")
    return ("R-5.2",)


def action_questions(s: HandState, step: Step, legal: LegalActions | None
                     ) -> Iterator[Question]:
    """Who acts, how much to call, the smallest bet or raise, the pot-limit most."""
    if step.kind is not StepKind.ACT or legal is None:
        return
    rules = order_rules(s)
    yield Question(Topic.WHO_ACTS, msg("train-who-acts"), legal.seat,
                   msg("train-who-acts-why", step=step.message, rule=_rules_said(rules)),
                   able_to_act_seats(s), rules)
    yield to_call_question(s, legal)
    if legal.raise_min is not None and legal.raise_max is not None:
        yield min_raise_question(s, legal)
        if s.setup.betting.limit is Limit.POT_LIMIT:
            yield pot_limit_question(s, legal)


def able_to_act_seats(s: HandState) -> tuple[int, ...]:
    """The seats that can still act in this round, in seat order: the only ones
    "who acts" offers (R-5.2: a folded player is out, an all-in player has no
    more to do; R-5.1's actions are for players still in with chips)."""
    return tuple(sorted(s.seats[i] for i in range(len(s.seats)) if s.can_bet(i)))


def to_call_question(s: HandState, legal: LegalActions) -> Question:
    """R-5.2: match the highest bet; a stack short of it calls all-in, the rest
    making a side pot (R-7.3)."""
    i = s.player_at(legal.seat)
    short = legal.call and legal.call_to == legal.all_in_to and s.highest > legal.call_to
    rules = ("R-5.2", "R-7.3") if short else ("R-5.2",)
    return Question(Topic.TO_CALL, msg("train-to-call", seat=legal.seat), legal.call,
                    msg("train-to-call-why", bet=Amount(s.highest), seat=legal.seat,
                        front_amount=Amount(s.bets[i]), stack=Amount(s.stacks[i]),
                        call=Amount(legal.call), rule=_rules_said(rules)), s.seats, rules)


def min_raise_rules(s: HandState, legal: LegalActions) -> tuple[str, ...]:
    """The rule that sets the smallest bet or raise: R-5.7 when short all-ins are
    the bet to call (``LegalActions.min_rule``), else the limit's rule, with R-6.4
    for a stud completion or an open pair."""
    if legal.min_rule is not None:
        return (legal.min_rule,)
    rules = [LIMIT_RULES[s.setup.betting.limit]]
    completing = s.setup.game.is_stud and legal.raise_kind is RaiseKind.COMPLETE
    if legal.rule == "R-6.4" or (completing and s.bring_in_due is not None):
        rules.append("R-6.4")
    return tuple(rules)


def min_raise_question(s: HandState, legal: LegalActions) -> Question:
    assert legal.raise_min is not None
    limit = s.setup.betting.limit
    rules = min_raise_rules(s, legal)
    size = s.setup.betting.small_bet
    why_id = _MIN_RAISE_WHY[limit]
    if legal.min_rule == "R-5.7":
        why_id = ("train-min-raise-why-short-fl" if limit is Limit.FIXED_LIMIT
                  else "train-min-raise-why-short")
    why = msg(why_id, legal=legal.describe(),
              raise_amount=Amount(max(s.last_raise, size)), bet=Amount(s.highest),
              minimum=Amount(legal.raise_min), rule=_rules_said(rules))
    return Question(Topic.MIN_RAISE, msg("train-smallest-bet" if legal.raise_kind is RaiseKind.BET
                                         else "train-smallest-raise", seat=legal.seat),
                    legal.raise_min, why, s.seats, rules)


def pot_limit_question(s: HandState, legal: LegalActions) -> Question:
    """R-5.4: the highest bet plus the pot after the call. Before the flop a short
    blind counts as full (TDA 54-B): its shortfall is in the pot the working shows,
    as in the engine's maximum (a big blind of 20 posted short for 15: pot 25 counts
    as 30, the raise goes to 70, and the working said 65)."""
    assert legal.raise_max is not None
    pot = s.pot_total + (s.blind_shortfall if s.street == 0 else 0)
    most = s.highest + pot + legal.call
    why = dict(call=Amount(legal.call), pot=Amount(pot), pot_after_call=Amount(pot + legal.call),
               bet=Amount(s.highest), maximum=Amount(most))
    text = msg("train-pot-limit-bet" if legal.raise_kind is RaiseKind.BET
               else "train-pot-limit-raise", seat=legal.seat)
    explanation = (msg("train-pot-limit-why-capped", stack=Amount(legal.raise_max), **why)
                   if legal.raise_max < most else msg("train-pot-limit-why", **why))
    return Question(Topic.POT_LIMIT_MAX, text, legal.raise_max, explanation, s.seats, ("R-5.4",))


# ---------------------------------------------------------- showdown questions


def _betting_over(s: HandState, step: Step) -> bool:
    return s.phase in (Phase.SHOWDOWN, Phase.AWARDING) or step.kind is StepKind.SHOW


def pots_question(s: HandState, step: Step) -> Iterator[Question]:
    """R-7.3: the pots layered by what each put in, once the betting is over."""
    if not _betting_over(s, step) or len(s.live_players()) < 2:
        return
    pots = s.pots()
    if len(pots) < 2:
        return
    seats = s.seats
    layers = [msg("train-layer", pot_name=pot_name(n), amount=Amount(p.amount),
                  seat_numbers=tuple(seats[i] for i in p.eligible)) for n, p in enumerate(pots)]
    layered = layers[-1]
    for layer in reversed(layers[:-1]):
        layered = msg("award-then", head=layer, tail=layered)
    contributions = tuple(msg("train-put-in", seat=seats[i], amount=Amount(t))
                          for i, t in enumerate(s.totals) if t)
    yield Question(Topic.SIDE_POTS, msg("train-pots"), tuple(p.amount for p in pots),
                   msg("train-side-pots-why", contributions=contributions, layers=layered),
                   seats, ("R-7.3",))


def shows_first_question(s: HandState) -> Iterator[Question]:
    """R-7.2: the last to bet or raise on the final round (shown in the action
    history), else the first live hand left of the button (stud: the best showing)."""
    if s.phase is not Phase.SHOWDOWN or any(s.shown):
        return
    order = s.showing_order()
    last = s.final_aggressor
    reason = (msg("train-shows-first-bettor", seat=s.seats[last])
              if last is not None and s.is_live(last)
              else msg("train-shows-first-stud" if s.setup.game.is_stud
                       else "train-shows-first-nobody-bet"))
    yield Question(Topic.SHOWS_FIRST, msg("train-who-shows-first"), order[0],
                   msg("train-shows-first-why", reason=reason, seat_numbers=tuple(order)),
                   in_hand_seats(s), ("R-7.2",))


def in_hand_seats(s: HandState) -> tuple[int, ...]:
    """The seats still in the hand at the showdown, in seat order: the only ones a
    showdown question offers (R-7.2: a folded hand neither shows nor wins)."""
    return tuple(sorted(s.seats[i] for i in s.live_players()))


def award_questions(s: HandState, step: Step) -> Iterator[Question]:
    """R-7.4: who wins each contested pot (each decided on its own; hi/lo halves);
    R-7.5: who gets its odd chip."""
    if s.phase is not Phase.AWARDING or step.kind is not StepKind.AWARD or s.cards_needed():
        return
    seats = s.seats
    in_hand = in_hand_seats(s)
    why = "train-pot-winner-why-hilo" if s.setup.game.low8 else "train-pot-winner-why"
    for award in s.apply(Award()).awards:
        if len(award.eligible) < 2:
            continue
        winners = frozenset(seats[p] for p in award.high_winners + award.low_winners)
        name = pot_name(award.pot_index)
        yield Question(Topic.POT_WINNER, msg("train-who-wins", pot_name=name,
                                             amount=Amount(award.amount)),
                       winners, msg(why, outcome=award.text), in_hand, ("R-7.4",))
        if len(set(award.odd_chips_to)) == 1:
            yield Question(Topic.ODD_CHIP, msg("train-odd-chip", pot_name=name),
                           seats[award.odd_chips_to[0]],
                           msg("train-odd-chip-why", outcome=award.text), in_hand, ("R-7.5",))
