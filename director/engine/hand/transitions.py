"""How each event changes a hand: the rules of RULES.md sections 4, 5 and 7 as
checks and updates on a private copy of ``HandState`` (see ``HandState.apply``).

Every check happens before any change, so a refused event leaves nothing
half-done; the copy is thrown away with the error anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.engine.hand.betting import Limit
from director.engine.hand.checks import expect as _expect
from director.engine.hand.checks import record_cards as _record_cards
from director.engine.hand.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Event,
    Fold,
    MaybeCard,
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
    cards_text,
)
from director.engine.hand.showdown_rules import award as _award
from director.engine.hand.showdown_rules import maybe_showdown_over as _maybe_showdown_over
from director.engine.hand.showdown_rules import muck as _muck
from director.engine.hand.showdown_rules import show as _show
from director.engine.hand.state import HandError, HandState, Phase
from director.engine.hand.stud import bring_in_player, first_to_act


def apply(s: HandState, event: Event) -> None:
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise HandError(f"{event!r} is not a hand event")
    handler(s, event)


# ------------------------------------------------------------------ forced bets


def _skip_empty_posts(s: HandState) -> None:
    while s.posts and s.stacks[s.posts[0][0]] == 0:
        _, kind, nominal = s.posts[0]
        if kind == "blind":
            s.blind_shortfall += nominal  # a missing blind still counts as full
        s.posts = s.posts[1:]
    if not s.posts and s.phase is Phase.POSTING:
        s.phase = Phase.DEALING


def _post(s: HandState, seat: int, amount: int, kind: str) -> None:
    _expect(s, s.phase is Phase.POSTING, f"no {kind} is due now")
    player, due_kind, nominal = s.posts[0]
    due = min(nominal, s.stacks[player])
    if due_kind == "dead blind" and kind == "blind":
        kind = due_kind  # a dead blind is posted like a blind but goes in dead
    if due_kind != kind or s.seats[player] != seat or amount != due:
        raise HandError(
            f"the next forced bet is seat {s.seats[player]}'s {due_kind} of {due}"
            + (" (all-in)" if due < nominal else "") + f", not seat {seat}'s {kind} of {amount}"
        )
    s.stacks[player] -= due
    if kind == "ante":
        if s.setup.dead_antes:
            s.dead += due  # dead money in the main pot
        else:
            s.totals[player] += due
    elif kind == "dead blind":
        s.dead += due  # the dead small blind is no part of the player's bet
    else:
        s.bets[player] += due
        s.totals[player] += due
        s.blind_shortfall += nominal - due
    s.posts = s.posts[1:]
    _skip_empty_posts(s)


def _post_ante(s: HandState, e: PostAnte) -> None:
    _post(s, e.seat, e.amount, "ante")


def _post_blind(s: HandState, e: PostBlind) -> None:
    _post(s, e.seat, e.amount, "blind")


# ---------------------------------------------------------------------- dealing


def deal_targets(s: HandState) -> list[int]:
    """Players who receive hole cards on this street: everyone still in."""
    return [i for i in range(s.setup.player_count) if not s.folded[i]]


def burn_pending(s: HandState) -> bool:
    street = s.setup.game.streets[s.street]
    return street.burn and s.setup.options.burns and not s.street_burned


def _burn(s: HandState, e: Burn) -> None:
    _expect(s, s.phase in (Phase.DEALING, Phase.DRAWING) and burn_pending(s),
            "no burn is due now")
    _record_cards(s, (e.card,), "burned")
    s.burned = (*s.burned, e.card)
    s.street_burned = True


def _implicit_burn(s: HandState) -> None:
    if burn_pending(s):
        s.burned = (*s.burned, None)
        s.street_burned = True


def stud_needs_community_card(s: HandState) -> bool:
    """R-6.4 (TDA RP-10-H): on 7th street, when the stub and earlier burns are
    not enough for every player, one community card is dealt instead."""
    game = s.setup.game
    if not game.is_stud or s.street != len(game.streets) - 1:
        return False
    used = sum(len(h) for h in s.hole) + len(s.board) + sum(len(d) for d in s.discarded)
    stub_and_burns = len(game.deck) - used
    return stub_and_burns - _seventh_burn(s) < len(deal_targets(s))


def _seventh_burn(s: HandState) -> int:
    """The 7th-street burn counts against the cards left (R-4.4, R-6.4)."""
    return 1 if s.setup.options.burns and s.setup.game.streets[-1].burn else 0


def _deal_hole(s: HandState, e: DealHole) -> None:
    if s.phase is Phase.DRAWING:
        from director.engine.hand.draw import deal_replacements

        deal_replacements(s, e)
        return
    _expect(s, s.phase is Phase.DEALING, "no cards are dealt now")
    street = s.setup.game.streets[s.street]
    targets = deal_targets(s)
    _expect(s, street.hole > 0 and not s.community_card and s.street_dealt < len(targets),
            "no hole cards are due now")
    player = targets[s.street_dealt]
    if e.seat != s.seats[player]:
        raise HandError(f"the next cards go to seat {s.seats[player]} (R-4.3), not seat {e.seat}")
    if len(e.cards) != street.hole:
        raise HandError(
            f"seat {e.seat} gets {street.hole} card(s) on the {street.name}, not {len(e.cards)}"
        )
    _implicit_burn(s)
    _record_cards(s, e.cards, f"dealt to seat {e.seat}")
    s.hole[player] = s.hole[player] + e.cards
    s.street_dealt += 1
    _after_deal(s)


def _deal_board(s: HandState, e: DealBoard) -> None:
    _expect(s, s.phase is Phase.DEALING, "no board cards are due now")
    street = s.setup.game.streets[s.street]
    count = 1 if s.community_card else street.board
    _expect(s, count > 0 and s.street_dealt >= _hole_targets(s), "no board cards are due now")
    if len(e.cards) != count:
        raise HandError(f"the {street.name} is {count} card(s), not {len(e.cards)}")
    _implicit_burn(s)
    _record_cards(s, e.cards, "on the board")
    s.board = s.board + e.cards
    s.street_dealt += 1
    _after_deal(s)


def _hole_targets(s: HandState) -> int:
    street = s.setup.game.streets[s.street]
    return 0 if s.community_card or not street.hole else len(deal_targets(s))


def dealing_done(s: HandState) -> bool:
    street = s.setup.game.streets[s.street]
    board = 1 if street.board or s.community_card else 0
    return s.street_dealt >= _hole_targets(s) + board


def _after_deal(s: HandState) -> None:
    if dealing_done(s):
        _start_betting(s)


def _enter_street(s: HandState, street: int) -> None:
    s.street = street
    s.street_dealt = 0
    s.street_burned = False
    s.phase = Phase.DEALING
    if s.setup.game.streets[street].draw:
        s.phase = Phase.DRAWING
        s.to_replace = [None] * s.setup.player_count
        return
    s.community_card = stud_needs_community_card(s)
    if stud_scrambles_burns(s):
        # the burns go back into the stub, so those cards can come again.
        s.known = {card: place for card, place in s.known.items() if place != "burned"}


def stud_scrambles_burns(s: HandState) -> bool:
    """R-6.4 (TDA RP-10-H): the burns go back into the stub on 7th street when
    the stub alone cannot give the 7th-street burn and a card to every player
    (but stub and burns can), and before the community card when the stub has
    fewer than three cards: then any card burned earlier may come again, as the
    7th-street burn or as the community card."""
    game = s.setup.game
    if not game.is_stud or s.street != len(game.streets) - 1:
        return False
    used = sum(len(h) for h in s.hole) + len(s.board) + sum(len(d) for d in s.discarded)
    # The stub as 7th street began: this street's own burn is not counted out of it.
    earlier_burns = len(s.burned) - (1 if s.street_burned else 0)
    stub = len(game.deck) - used - earlier_burns
    if s.community_card:
        return stub < 3
    return stub - _seventh_burn(s) < len(deal_targets(s))


# ---------------------------------------------------------------------- betting


def _start_betting(s: HandState) -> None:
    n = s.setup.player_count
    s.phase = Phase.BETTING
    s.acted = [False] * n
    s.acted_level = [0] * n
    s.last_aggressor = None
    s.bring_in_due = None
    s.round_players = len(s.live_players())
    action_blind = s.setup.action_blind() if s.street == 0 else None
    if action_blind is not None:
        # a short big blind (or straddle, R-3.7) does not lower the bet: the
        # others call, and raise from, the full blind; its shortfall is a side pot.
        big = s.setup.blind_of(action_blind)
        s.highest = max(max(s.bets), big)
        s.full_level = big
        s.last_raise = big
        s.bets_made = 1  # before the flop the big blind is the bet
        # the first player left of the big blind (or the straddle)
        # acts first; posts to enter or return do not move the action.
        first = (action_blind + 1) % n
    else:
        s.highest = max(s.bets)
        s.full_level = 0
        s.last_raise = 0
        s.bets_made = 0
        first = _first_actor(s)
    s.first_actor = None if first < 0 else first
    s.to_act = None
    if first < 0:
        s.open_to = tuple(i for i in s.open_to if _needs_action(s, i) or s.street == 0)
        if s.open_to:
            return
        first = 0
    s.to_act = _next_to_act(s, first, include_start=True)
    if s.to_act is None:
        _end_round(s)


def _first_actor(s: HandState) -> int:
    game = s.setup.game
    s.open_to = ()
    if game.is_draw and s.street > 0 and s.opener is not None and s.can_bet(s.opener):
        return s.opener  # the opener acts first after the draw
    if not game.is_stud or game.stud_order is None:
        return 0
    live = [i for i in range(s.setup.player_count) if not s.folded[i]]
    hidden = tuple(i for i in live if None in s.up_cards(i))
    if s.street == 0:
        doors = [(i, c) for i in live if (c := s.up_cards(i)[0]) is not None]
        if hidden:
            # The rules need the unknown door cards; until they are entered, the
            # one who brings in is whoever of the candidates does it (a record).
            known = [bring_in_player(game.stud_order, doors)] if doors else []
            s.open_to = tuple(sorted({*hidden, *known}))
            return -1
        low = bring_in_player(game.stud_order, doors)
        if s.stacks[low] > 0:
            s.bring_in_due = low
            return low
        # TDA RP-10-E: the bring-in is all-in from the ante; betting starts to the left.
        nxt = _next_to_act(s, (low + 1) % s.setup.player_count, include_start=True)
        s.bring_in_due = nxt
        return low if nxt is None else nxt
    if s.community_card and s.first_actor is not None:
        return s.first_actor  # whoever acted first on 6th acts first on 7th
    if hidden:
        shown = [(i, [c for c in s.up_cards(i) if c is not None]) for i in live if i not in hidden]
        best = [first_to_act(game.stud_order, shown, False)] if shown else []
        s.open_to = tuple(sorted({*hidden, *best}))
        return -1
    ups = [(i, [c for c in s.up_cards(i) if c is not None]) for i in live]
    return first_to_act(game.stud_order, ups, s.setup.options.stud_ties_by_position)


def _needs_action(s: HandState, i: int) -> bool:
    if not s.can_bet(i):
        return False
    if s.bets[i] < s.highest:
        # A short big blind leaves the full blind to call; a player who
        # already covers every other bet, with nobody left to bet against, is done.
        return s.bets[i] < max(s.bets) or any(
            s.can_bet(j) for j in range(s.setup.player_count) if j != i)
    if s.acted[i]:
        return False
    others = sum(1 for j in range(s.setup.player_count) if j != i and s.can_bet(j))
    return others > 0 or s.bring_in_due == i


def _next_to_act(s: HandState, start: int, include_start: bool = False) -> int | None:
    n = s.setup.player_count
    for k in range(0 if include_start else 1, n + (1 if include_start else 0)):
        i = (start + k) % n
        if _needs_action(s, i):
            return i
    return None


def _acting(s: HandState, seat: int) -> int:
    i = s.player_at(seat)
    if s.phase is Phase.BETTING and s.to_act is None and i in s.open_to:
        # Unknown up cards: the record says who acted first (see _first_actor).
        s.to_act = s.first_actor = i
        s.open_to = ()
        if s.street == 0:
            s.bring_in_due = i
    if s.phase is not Phase.BETTING or s.to_act is None:
        raise HandError(f"nobody is to act now; next: {s.next_step().text}")
    if i != s.to_act:
        raise HandError(f"it is seat {s.seats[s.to_act]}'s turn to act, not seat {seat}'s")
    return i


def _put_in(s: HandState, i: int, to: int) -> None:
    chips = to - s.bets[i]
    s.stacks[i] -= chips
    s.totals[i] += chips
    s.bets[i] = to


def _fold(s: HandState, e: Fold) -> None:
    i = _acting(s, e.seat)
    if s.bring_in_due == i and s.first_actor == i and s.bets[i] == 0 and _bring_in_forced(s, i):
        raise HandError(f"seat {e.seat} brings in and may not fold (R-6.4): post or complete")
    s.folded[i] = True
    s.acted[i] = True
    s.bring_in_due = None
    _advance(s, i)


def _bring_in_forced(s: HandState, i: int) -> bool:
    """The low card must bring in, unless the duty passed on (TDA RP-10-E)."""
    live = [j for j in range(s.setup.player_count) if not s.folded[j]]
    doors = [(j, c) for j in live if (c := s.up_cards(j)[0]) is not None]
    order = s.setup.game.stud_order
    return order is not None and bring_in_player(order, doors) == i


def _check_call(s: HandState, e: CheckCall) -> None:
    i = _acting(s, e.seat)
    if s.bring_in_due == i:
        raise HandError(
            f"seat {e.seat} must bring in for {min(s.setup.bring_in, s.stacks[i])} "
            "or complete (R-6.4)"
        )
    _put_in(s, i, min(s.highest, s.bets[i] + s.stacks[i]))
    s.acted[i] = True
    s.acted_level[i] = s.highest
    _advance(s, i)


def _post_bring_in(s: HandState, e: PostBringIn) -> None:
    i = _acting(s, e.seat)
    _expect(s, s.bring_in_due == i, f"seat {e.seat} does not bring in now")
    due = min(s.setup.bring_in, s.stacks[i] + s.bets[i])
    if e.amount != due:
        raise HandError(f"seat {e.seat} brings in for {due}, not {e.amount} (R-6.4)")
    _put_in(s, i, due)
    s.highest = max(s.highest, due)
    s.acted[i] = True
    s.acted_level[i] = 0  # the bring-in is no bet: a completion reopens for them
    if due >= s.setup.betting.small_bet:
        # A bring-in of a full small bet is already the completion.
        s.full_level = due
        s.last_raise = s.setup.betting.small_bet
        s.bets_made = 1
        s.acted_level[i] = due
    s.bring_in_due = None
    _advance(s, i)


def _bet_raise(s: HandState, e: BetRaise) -> None:
    i = _acting(s, e.seat)
    actions = s.legal_actions()
    assert actions is not None
    if actions.raise_min is None or actions.raise_max is None:
        raise HandError(f"seat {e.seat} may not bet or raise now: {_why_no_raise(s, i)}")
    all_in = actions.all_in_to
    if not (actions.raise_min <= e.to <= actions.raise_max) and not (
        e.to == all_in and all_in < actions.raise_min
    ):
        span = (f"to {actions.raise_min}" if actions.raise_min == actions.raise_max
                else f"to between {actions.raise_min} and {actions.raise_max}")
        raise HandError(f"seat {e.seat} may bet or raise {span}, not to {e.to}"
                        + (f" (all-in is {all_in})" if all_in > actions.raise_max else ""))
    if s.setup.options.openers and s.street == 0 and s.bets_made == 0:
        from director.engine.hand.draw import check_openers

        check_openers(s, i, s.hole[i])
        s.opener = i
    betting = s.setup.betting
    if betting.limit is Limit.FIXED_LIMIT:
        if e.to not in (actions.raise_min, actions.raise_max, all_in):
            raise HandError(f"in fixed limit seat {e.seat} may bet or raise to "
                            f"{actions.raise_min} only" if actions.raise_min == actions.raise_max
                            else f"seat {e.seat} may bet {actions.raise_min} or, with the open "
                            f"pair, {actions.raise_max} (R-6.4); not {e.to}")
        size = e.to - s.full_level
        if size < betting.big_bet:
            size = s._fixed_size()
        full = (e.to - s.full_level) * 2 >= size
    else:
        size = e.to - s.highest
        full = size >= max(s.last_raise, betting.small_bet)
    _put_in(s, i, e.to)
    if full:
        s.full_level = e.to
        s.last_raise = size
        s.bets_made += 1
    s.highest = max(s.highest, e.to)
    s.last_aggressor = i
    s.acted[i] = True
    s.acted_level[i] = s.highest
    s.bring_in_due = None
    _advance(s, i)


def _why_no_raise(s: HandState, i: int) -> str:
    if s.stacks[i] <= s.highest - s.bets[i]:
        return "calling takes all their chips"
    if s.acted[i]:
        return "only a short all-in came since they acted, which does not reopen betting (R-5.7)"
    if not [j for j in range(s.setup.player_count) if j != i and s.can_bet(j)]:
        return "every other player is all-in"
    return "the betting is capped (R-5.5)"


def _advance(s: HandState, i: int) -> None:
    if len(s.live_players()) == 1:
        _end_round(s)
        return
    s.to_act = _next_to_act(s, i)
    if s.to_act is None:
        _end_round(s)


def _end_round(s: HandState) -> None:
    """Close the betting round: return an uncalled bet (R-5.8), move on."""
    s.to_act = None
    ordered = sorted(range(len(s.bets)), key=lambda j: s.bets[j], reverse=True)
    top, second = ordered[0], (s.bets[ordered[1]] if len(ordered) > 1 else 0)
    if s.bets[top] > second:
        back = s.bets[top] - second
        s.stacks[top] += back
        s.totals[top] -= back
        s.returned = (*s.returned, (top, back))
    s.bets = [0] * len(s.bets)
    s.final_aggressor = s.last_aggressor
    s.bring_in_due = None
    if s.setup.options.openers and s.street == 0 and s.opener is None:
        # nobody opened: the deal is dead, the antes stay in the pot.
        s.dead += sum(s.totals)
        s.totals = [0] * len(s.totals)
        s.dead_deal = True
        s.phase = Phase.COMPLETE
        return
    if len(s.live_players()) == 1:
        s.phase = Phase.AWARDING
        return
    discard_after = s.setup.game.street_after_which_discard(
        s.setup.options.pineapple_discard_before_flop)
    if discard_after == s.street:
        s.phase = Phase.DISCARDING
        return
    _next_street(s)


def _next_street(s: HandState) -> None:
    if s.street + 1 < len(s.setup.game.streets):
        _enter_street(s, s.street + 1)
    else:
        s.phase = Phase.SHOWDOWN
        _maybe_showdown_over(s)


# ------------------------------------------------------------ discard, showdown


def discard_pending(s: HandState) -> list[int]:
    return [i for i in s.live_players() if not s.discarded[i]]


def _discard(s: HandState, e: Discard) -> None:
    if s.phase is Phase.DRAWING:
        from director.engine.hand.draw import draw_discard

        draw_discard(s, e)
        return
    _expect(s, s.phase is Phase.DISCARDING, "no discard is due now")
    pending = discard_pending(s)
    i = s.player_at(e.seat)
    _expect(s, bool(pending) and i == pending[0],
            f"seat {e.seat} does not discard now (R-6.3)")
    if len(e.cards) != 1:
        raise HandError(f"in pineapple each player discards exactly one card, not {len(e.cards)}")
    remove_from_hole(s, i, e.cards)
    s.discarded[i] = e.cards
    if len(pending) == 1:
        _next_street(s)


def remove_from_hole(s: HandState, i: int, cards: tuple[MaybeCard, ...]) -> None:
    """Take discarded cards out of a hand: known ones by name, others from its
    unknown cards (then the named card is recorded, R-1.4)."""
    hole = list(s.hole[i])
    where = f"discarded by seat {s.seats[i]}"
    for card in cards:
        if card is not None and card in hole:
            hole.remove(card)
            s.known[card] = where
        elif None in hole:
            _record_cards(s, (card,), where)
            hole.remove(None)
        else:
            raise HandError(
                f"seat {s.seats[i]} holds {cards_text(s.hole[i])}; {card} is not among them")
    s.hole[i] = tuple(hole)


_HANDLERS: dict[type[Any], Callable[[HandState, Any], None]] = {
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
    Show: _show,
    Muck: _muck,
    Award: _award,
}
