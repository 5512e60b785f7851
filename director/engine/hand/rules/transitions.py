"""How each event changes a hand: the rules of RULES.md sections 4, 5 and 7 as
checks and updates on a private copy of the hand's data (see ``HandData.apply``).

Every check happens before any change, so a refused event leaves nothing
half-done; the copy is thrown away with the error anyway.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from operator import add, gt, sub
from typing import Any

from director.engine import memo
from director.engine.cards import Card
from director.engine.hand.facts.data import (
    BETTING,
    DEALING,
    DISCARDING,
    DRAWING,
    POSTING,
    HandData,
    HandError,
    NotNow,
)
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Event,
    Fold,
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.rules.betting_rules import (
    bring_in_may_not_fold,
    check_fixed_amount,
    check_raise,
    open_pair_option,
    raise_bounds,
    raise_refusal,
    record_bring_in,
    record_raise,
)
from director.engine.hand.rules.checks import (
    DECKS,
    forced_message,
    record_cards,
    street_message,
)
from director.engine.hand.rules.draw import check_openers, deal_replacements, draw_discard
from director.engine.hand.rules.rounds import (
    burn_pending,
    deal_targets,
    discard_pending,
    end_round,
    hole_targets,
    implicit_burn,
    live_count,
    next_street,
    next_to_act,
    remove_from_hole,
    start_betting,
)
from director.engine.hand.rules.showdown_rules import award, muck, runout_shows_first, show
from director.engine.messages import Amount, msg


def apply(s: HandData, event: Event) -> None:
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise HandError(msg("hand-not-an-event", event_text=repr(event)))
    handler(s, event)


# ------------------------------------------------------------------ forced bets


def _skip_empty_posts(s: HandData) -> None:
    while s.posts and s.stacks[s.posts[0][0]] == 0:
        _, kind, nominal = s.posts[0]
        if kind == "blind":
            s.blind_shortfall += nominal  # a missing blind still counts as full
        s.posts = s.posts[1:]
    if not s.posts and s.phase is POSTING:
        s.phase = DEALING


def _post(s: HandData, seat: int, amount: int, kind: str) -> None:
    if s.phase is not POSTING:
        raise NotNow(msg("hand-no-ante-due" if kind == "ante" else "hand-no-blind-due"))
    player, due_kind, nominal = s.posts[0]
    due = nominal if nominal < s.stacks[player] else s.stacks[player]
    if due_kind == "dead blind" and kind == "blind":
        kind = due_kind  # a dead blind is posted like a blind but goes in dead
    if due_kind != kind or s.setup.seats[player] != seat or amount != due:
        raise HandError(msg(
            "hand-wrong-post-all-in" if due < nominal else "hand-wrong-post",
            seat=s.seats[player], forced=forced_message(due_kind), amount=Amount(due),
            other_seat=seat, other_forced=forced_message(kind), other_amount=Amount(amount)))
    post_due(s)  # the post checked is the one due


def post_due(s: HandData) -> tuple[int, str, int]:
    """Post the forced bet due next (``posts[0]``) as its event would: ``_post``
    without the checks, which what is due passes. Returns the player, the kind
    ("ante", "blind", "dead blind") and the amount, for the event the log keeps
    (``PostAnte``, else ``PostBlind``); a replay posts what a record leaves implicit."""
    player, kind, nominal = s.posts[0]
    due = s.stacks[player]  # ``min`` written out: a call of it costs a dozen lines
    if nominal < due:
        due = nominal
    s.stacks[player] -= due
    if kind == "ante":
        setup = s.setup  # ``setup.dead_antes`` written out (the antes of a hand each ask it)
        if setup.big_blind_ante if setup.antes_dead is None else setup.antes_dead:
            s.dead += due  # dead money in the main pot
        else:
            s.totals[player] += due
    elif kind == "dead blind":
        s.dead += due  # the dead small blind is no part of the player's bet
    else:
        s.bets[player] += due
        s.totals[player] += due
        s.blind_shortfall += nominal - due
    posts = s.posts = s.posts[1:]
    if not posts or s.stacks[posts[0][0]] == 0:  # else nothing to skip: the next can post
        _skip_empty_posts(s)
    return player, kind, due


def post_all_due(s: HandData) -> tuple[tuple[int, str, int], ...]:
    """Post every forced bet due at once, as ``post_due`` posts them one after another,
    when every player has more chips than all their posts together (a table's usual
    posts: none short, R-4.1, R-4.2, none skipped, R-5.4); returns the posts made
    (``post_due``'s answers, in order), or ``()`` with nothing changed otherwise (then
    ``post_due`` posts each). What the posts add to each player's stack, bet and total
    and to the dead money is worked out once per table shape (``_post_plan``): a replay
    posts a hand's antes and blinds in a few calls in C, not a call each (issue 33)."""
    posts = s.posts
    if s.phase is not POSTING or not posts:
        return ()
    setup, stacks = s.setup, s.stacks
    key = (posts, setup.big_blind_ante if setup.antes_dead is None else setup.antes_dead,
           len(stacks))
    need, into_bets, into_totals, into_dead = _PLANS.get(key) or _post_plan(*key)
    if not all(map(gt, stacks, need)):  # a post short, or a player without chips
        return ()
    stacks[:] = map(sub, stacks, need)
    # Nothing bet or put in yet, as a hand starts: what the posts put in, copied.
    if into_bets is not None:
        bets = s.bets
        bets[:] = map(add, bets, into_bets) if any(bets) else into_bets
    totals = s.totals
    totals[:] = map(add, totals, into_totals) if any(totals) else into_totals
    s.dead += into_dead
    s.posts = ()
    s.phase = DEALING  # as ``_skip_empty_posts`` ends the posting
    return posts


_Plan = tuple[tuple[int, ...], tuple[int, ...] | None, tuple[int, ...], int]


def _post_plan(posts: tuple[tuple[int, str, int], ...], dead_antes: bool, n: int) -> _Plan:
    """What ``posts``, each in full, take from each of ``n`` players' stacks and add to
    their bets (None: nothing, only antes), to their totals and to the dead money, as
    ``post_due`` adds each (kept for ``post_all_due``, by table shape)."""
    need, bets, totals, dead = [0] * n, [0] * n, [0] * n, 0
    for player, kind, nominal in posts:
        need[player] += nominal
        if kind == "ante":
            if dead_antes:
                dead += nominal  # dead money in the main pot
            else:
                totals[player] += nominal
        elif kind == "dead blind":
            dead += nominal  # no part of the player's bet
        else:
            bets[player] += nominal
            totals[player] += nominal
    plan = tuple(need), (tuple(bets) if any(bets) else None), tuple(totals), dead
    if len(_PLANS) >= 512:
        _PLANS.clear()
    _PLANS[posts, dead_antes, n] = plan
    return plan


_PLANS: dict[tuple[tuple[tuple[int, str, int], ...], bool, int], _Plan] = {}
memo.forgets(_PLANS.clear)


def _post_ante(s: HandData, e: PostAnte) -> None:
    _post(s, e.seat, e.amount, "ante")


def _post_blind(s: HandData, e: PostBlind) -> None:
    _post(s, e.seat, e.amount, "blind")


# ---------------------------------------------------------------------- dealing


def _burn(s: HandData, e: Burn) -> None:
    if not (s.phase in (DEALING, DRAWING) and burn_pending(s)):
        raise NotNow(msg("hand-no-burn-due"))
    runout_shows_first(s)
    record_cards(s, (e.card,), "burned")
    s.burned = (*s.burned, e.card)
    s.street_burned = True


def _deal_hole(s: HandData, e: DealHole) -> None:
    runout_shows_first(s)  # stud's later streets in a run-out
    if not deal_hole_cards(s, (e,)):  # the common case, else each rule in turn
        _deal_hole_checked(s, e)


def deal_hole_cards(s: HandData, deals: Sequence[DealHole], start: int = 0) -> int:
    """Deal ``deals[start:]`` in turn while each is a deal the rules allow as it
    stands (R-4.3: the next player still in, the street's count of cards; R-1.4:
    new cards, each once, all in the deck); returns where it stopped (``start``:
    none dealt). A deal it leaves goes to ``_deal_hole``, which deals what the rules
    allow otherwise (a draw's replacements) or says what is wrong. A replay deals a
    street's run of hole cards in one call, the street read once (issue 33)."""
    if s.phase is not DEALING or s.community_card:
        return start
    setup = s.setup
    game = setup.game
    street = game.streets[s.street]
    hole, deck, known = street.down + street.up, DECKS.get(game.key), s.known
    folded = s.folded
    count = folded.count(False)  # everyone still in gets cards, in order
    if not hole or deck is None:
        return start
    # While nobody has folded, as on the first street, the player is the count dealt so far.
    players = None if count == len(folded) else deal_targets(s)
    seats, hands, dealt = setup.seats, s.hole, s.street_dealt
    last = count + (1 if street.board else 0)  # the street is dealt, and its board card
    burn = street.burn and not s.street_burned and setup.options.burns
    done = start
    for e in deals[start:]:
        if dealt >= count:
            break
        player = dealt if players is None else players[dealt]
        seat, cards = seats[player], e.cards
        if e.seat != seat or len(cards) != hole:
            break
        if hole == 1:
            card = cards[0]
            if card is None or card in known or card not in deck:
                break
            fresh: Collection[Card | None] = cards
        else:
            fresh = set(cards)  # recorded in the set's order, as ``record_cards`` does
            if len(fresh) != hole or not known.keys().isdisjoint(fresh) \
                    or not deck.issuperset(fresh):
                break
        if burn:
            implicit_burn(s)
            burn = False
        where = _DEALT_TO.get(seat) or f"dealt to seat {seat}"
        for card in fresh:
            known[card] = where  # type: ignore[index]  # in the deck: no None
        hands[player] = hands[player] + cards
        s.street_dealt = dealt = dealt + 1
        done += 1
        if dealt >= last:
            start_betting(s)
            break
    return done


def _deal_hole_checked(s: HandData, e: DealHole) -> None:
    """A deal of hole cards, each rule checked in turn; a draw's replacements."""
    phase = s.phase
    if phase is not DEALING:
        if phase is DRAWING:
            deal_replacements(s, e)
            return
        raise NotNow(msg("hand-no-deal-now"))
    setup = s.setup
    street = setup.game.streets[s.street]
    hole, dealt, cards = street.down + street.up, s.street_dealt, e.cards
    # everyone still in gets cards, in order.
    targets = deal_targets(s)
    if not (hole > 0 and not s.community_card and dealt < len(targets)):
        raise NotNow(msg("hand-no-hole-cards-due"))
    player = targets[dealt]
    seat = setup.seats[player]
    if e.seat != seat:
        raise HandError(msg("hand-next-cards-to", seat=seat, other_seat=e.seat))
    if len(cards) != hole:
        raise HandError(msg("hand-hole-count", seat=e.seat, count=hole,
                            street=street_message(street.name), given_count=len(cards)))
    if street.burn and not s.street_burned and setup.options.burns:
        implicit_burn(s)
    record_cards(s, cards, _DEALT_TO.get(seat) or f"dealt to seat {seat}")
    s.hole[player] = s.hole[player] + cards
    s.street_dealt = dealt = dealt + 1
    # The street is dealt when everyone still in has their cards, and the board card.
    if dealt >= len(targets) + (1 if street.board else 0):
        start_betting(s)


# Where a dealt card is (R-1.4, ``record_cards``), for the seats of most tables.
_DEALT_TO = {seat: f"dealt to seat {seat}" for seat in range(1, 11)}


def _deal_board(s: HandData, e: DealBoard) -> None:
    if s.phase is not DEALING:
        raise NotNow(msg("hand-no-board-cards-due"))
    street = s.setup.game.streets[s.street]
    count = 1 if s.community_card else street.board
    if not (count > 0 and s.street_dealt >= hole_targets(s)):
        raise NotNow(msg("hand-no-board-cards-due"))
    if len(e.cards) != count:
        raise HandError(msg("hand-board-count", street=street_message(street.name), count=count,
                            given_count=len(e.cards)))
    runout_shows_first(s)
    implicit_burn(s)
    record_cards(s, e.cards, "on the board")
    s.board = s.board + e.cards
    s.street_dealt += 1
    # The hole cards were all dealt (checked above), and now the board's: the street is dealt.
    start_betting(s)


# ---------------------------------------------------------------------- betting


def _acting(s: HandData, seat: int) -> int:
    i = s.to_act
    if i is not None and s.phase is BETTING and s.setup.seats[i] == seat:
        return i  # the player to act, acting: most events (the checks below find the same)
    seats = s.setup.seats
    i = seats.index(seat) if seat in seats else s.player_at(seat)  # refuses a stranger
    if s.phase is BETTING and s.to_act is None and i in s.open_to:
        # Unknown up cards: the record says who acted first (see _first_actor).
        s.to_act = s.first_actor = i
        s.open_to = ()
        if s.street == 0:
            s.bring_in_due = i
    if s.phase is not BETTING or s.to_act is None:
        raise NotNow(msg("hand-nobody-to-act"))
    if i != s.to_act:
        raise HandError(msg("hand-not-your-turn", seat=s.seats[s.to_act], other_seat=seat))
    return i


def _turn_on(s: HandData, i: int) -> None:
    """``advance`` after a check, call, bet or raise: the turn moves on to the next
    player who has to act, else the round ends. Only a fold can leave one player
    in (the round ended before anyone could act alone), so the players still in
    are not counted, as ``advance`` counts them (issue 33)."""
    to_act = s.to_act = next_to_act(s, i)
    if to_act is None:
        end_round(s)


def _put_in(s: HandData, i: int, to: int) -> None:
    chips = to - s.bets[i]
    s.stacks[i] -= chips
    s.totals[i] += chips
    s.bets[i] = to


def _fold(s: HandData, e: Fold) -> None:
    i = s.to_act  # ``_acting``'s common case without the call: the player to act acts
    if i is None or s.phase is not BETTING or s.setup.seats[i] != e.seat:
        i = _acting(s, e.seat)
    if s.bring_in_due == i and bring_in_may_not_fold(s, i):  # asked only of a bring-in
        raise HandError(msg("hand-bring-in-may-not-fold", seat=e.seat))
    folded = s.folded
    folded[i] = True
    s.acted[i] = True
    s.bring_in_due = None
    # ``advance`` written out (a call fewer a fold): the turn moves on, unless one
    # player alone is left in, which ends the round.
    if (folded.count(False) if True not in s.mucked else live_count(s)) > 1:
        to_act = s.to_act = next_to_act(s, i)
        if to_act is not None:
            return
    end_round(s)


def _check_call(s: HandData, e: CheckCall) -> None:
    i = s.to_act  # ``_acting``'s common case without the call: the player to act acts
    if i is None or s.phase is not BETTING or s.setup.seats[i] != e.seat:
        i = _acting(s, e.seat)
    if s.bring_in_due == i:
        raise HandError(msg("hand-must-bring-in", seat=e.seat,
                            amount=Amount(min(s.setup.bring_in, s.stacks[i]))))
    bets, highest = s.bets, s.highest
    to = bets[i] + s.stacks[i]  # ``min(highest, ...)`` written out (``post_due``)
    if highest < to:
        to = highest
    chips = to - bets[i]  # ``_put_in`` written out: calls and checks are most events
    s.stacks[i] -= chips
    s.totals[i] += chips
    bets[i] = to
    s.acted[i] = True
    s.acted_level[i] = highest
    to_act = s.to_act = next_to_act(s, i)  # ``_turn_on`` written out: a call fewer
    if to_act is None:
        end_round(s)


def _post_bring_in(s: HandData, e: PostBringIn) -> None:
    i = _acting(s, e.seat)
    if s.bring_in_due != i:
        raise NotNow(msg("hand-not-bringing-in", seat=e.seat))
    due = s.stacks[i] + s.bets[i]
    if s.setup.bring_in < due:
        due = s.setup.bring_in
    if e.amount != due:
        raise HandError(msg("hand-bring-in-amount", seat=e.seat, amount=Amount(due),
                            other_amount=Amount(e.amount)))
    _put_in(s, i, due)
    s.acted[i] = True
    record_bring_in(s, i, due)
    s.bring_in_due = None
    _turn_on(s, i)


def _bet_raise(s: HandData, e: BetRaise) -> None:
    i = s.to_act  # ``_acting``'s common case without the call: the player to act acts
    if i is None or s.phase is not BETTING or s.setup.seats[i] != e.seat:
        i = _acting(s, e.seat)
    # ``raise_limits(s, i)`` (``legal_actions`` without the words) written out: a call
    # fewer a bet (issue 33).
    low: int | None
    high: int | None
    if raise_refusal(s, i) is None:
        low, high = raise_bounds(s, i)
        setup = s.setup
        big_bet = setup.betting.big_bet
        if s.last_raise < big_bet and setup.options.open_pair_big_bet and \
                open_pair_option(s):
            high = min(s.full_level + big_bet, s.stacks[i] + s.bets[i])
        if s.bring_in_due == i and (low <= setup.bring_in and low <= s.stacks[i] + s.bets[i]):
            low = high = None  # nothing to complete
    else:
        low = high = None
    to, all_in = e.to, s.stacks[i] + s.bets[i]
    if low is None or high is None or not low <= to <= high:  # else within the limits
        check_raise(s, i, e.seat, to, low, high, all_in)
    if s.setup.options.openers and s.street == 0 and s.bets_made == 0:
        check_openers(s, i, s.hole[i])
        s.opener = i
    if to != low and to != high:  # else a size every limit allows
        check_fixed_amount(s, e.seat, to, low, high, all_in)
    record_raise(s, to)
    chips = to - s.bets[i]  # ``_put_in`` written out
    s.stacks[i] -= chips
    s.totals[i] += chips
    s.bets[i] = to
    s.last_aggressor = i
    s.acted[i] = True
    s.acted_level[i] = s.highest
    s.bring_in_due = None
    to_act = s.to_act = next_to_act(s, i)  # ``_turn_on`` written out: a call fewer
    if to_act is None:
        end_round(s)


# ------------------------------------------------------------ discard, showdown


def _discard(s: HandData, e: Discard) -> None:
    if s.phase is DRAWING:
        draw_discard(s, e)
        return
    if s.phase is not DISCARDING:
        raise NotNow(msg("hand-no-discard-due"))
    pending = discard_pending(s)
    i = s.player_at(e.seat)
    if not (bool(pending) and i == pending[0]):
        raise NotNow(msg("hand-not-discarding", seat=e.seat))
    if len(e.cards) != 1:
        raise HandError(msg("hand-pineapple-discard", count=len(e.cards)))
    remove_from_hole(s, i, e.cards)
    s.discarded[i] = e.cards
    if len(pending) == 1:
        next_street(s)


_HANDLERS: dict[type[Any], Callable[[HandData, Any], None]] = {
    PostAnte: _post_ante,
    PostBlind: _post_blind,
    PostBringIn: _post_bring_in,
    Burn: _burn,
    DealHole: _deal_hole,
    DealBoard: _deal_board,
    Fold: _fold,
    CheckCall: _check_call,
    BetRaise: _bet_raise,
    Discard: _discard,
    Show: show,
    Muck: muck,
    Award: award,
}

#: The change an event's type makes: ``rule_for(type(event), apply)(s, event)`` is
#: ``apply(s, event)`` one call shallower (a replay applies tens of events a hand);
#: an unknown type falls back to ``apply``, which refuses it.
rule_for = _HANDLERS.get
