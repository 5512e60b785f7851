"""How a hand moves on: dealing a street, the betting round's order of action
and its end (R-4.3, R-4.4, R-5.8), the next street, and the end of the showdown.

The rules modules of single events (``transitions``, ``draw``,
``showdown_rules``) call these after an event has changed the data.
"""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand.facts.data import (
    AWARDING,
    BETTING,
    COMPLETE,
    DEALING,
    DISCARDING,
    DRAWING,
    SHOWDOWN,
    HandData,
    HandError,
    up_run,
)
from director.engine.hand.facts.events import MaybeCard, cards_text
from director.engine.hand.facts.stud import bring_in_player, first_to_act
from director.engine.hand.rules.betting_rules import preflop_bet, start_round_levels
from director.engine.hand.rules.checks import record_cards
from director.engine.messages import msg


def deal_targets(s: HandData) -> list[int]:
    """Players who receive hole cards on this street: everyone still in."""
    return [i for i, folded in enumerate(s.folded) if not folded]


def burn_pending(s: HandData) -> bool:
    street = s.setup.game.streets[s.street]
    return street.burn and s.setup.options.burns and not s.street_burned


def implicit_burn(s: HandData) -> None:
    # ``burn_pending`` written out: a street's deal asks it (issue 33).
    if s.setup.game.streets[s.street].burn and s.setup.options.burns and not s.street_burned:
        s.burned = (*s.burned, None)
        s.street_burned = True


def stud_needs_community_card(s: HandData) -> bool:
    """R-6.4 (TDA RP-10-H): on 7th street, when the stub and earlier burns are
    not enough for every player, one community card is dealt instead."""
    game = s.setup.game
    if game.stud_order is None or s.street != len(game.streets) - 1:  # not stud's 7th street
        return False
    used = sum(map(len, s.hole)) + len(s.board) + sum(map(len, s.discarded))
    stub_and_burns = len(game.deck) - used
    return stub_and_burns - _seventh_burn(s) < len(deal_targets(s))


def _seventh_burn(s: HandData) -> int:
    """The 7th-street burn counts against the cards left (R-4.4, R-6.4)."""
    return 1 if s.setup.options.burns and s.setup.game.streets[-1].burn else 0


def hole_targets(s: HandData) -> int:
    street = s.setup.game.streets[s.street]
    # ``street.hole`` (a property, a call) written out
    return 0 if s.community_card or not (street.down or street.up) else s.folded.count(False)


def enter_street(s: HandData, street: int) -> None:
    s.street = street
    s.street_dealt = 0
    s.street_burned = False
    s.phase = DEALING
    game = s.setup.game
    if game.streets[street].draw:
        s.phase = DRAWING
        s.to_replace = [None] * s.setup.player_count
        return
    if game.stud_order is None or street != len(game.streets) - 1:
        s.community_card = False  # not stud's 7th street (both checks below say so)
        return
    s.community_card = stud_needs_community_card(s)
    if stud_scrambles_burns(s):
        # the burns go back into the stub, so those cards can come again.
        s.known = {card: place for card, place in s.known.items() if place != "burned"}


def stud_scrambles_burns(s: HandData) -> bool:
    """R-6.4 (TDA RP-10-H): the burns go back into the stub on 7th street when
    the stub alone cannot give the 7th-street burn and a card to every player
    (but stub and burns can), and before the community card when the stub has
    fewer than three cards: then any card burned earlier may come again, as the
    7th-street burn or as the community card."""
    game = s.setup.game
    if game.stud_order is None or s.street != len(game.streets) - 1:  # not stud's 7th street
        return False
    used = sum(map(len, s.hole)) + len(s.board) + sum(map(len, s.discarded))
    # The stub as 7th street began: this street's own burn is not counted out of it.
    earlier_burns = len(s.burned) - (1 if s.street_burned else 0)
    stub = len(game.deck) - used - earlier_burns
    if s.community_card:
        return stub < 3
    return stub - _seventh_burn(s) < len(deal_targets(s))


def start_betting(s: HandData) -> None:
    n = len(s.setup.seats)  # the player count
    s.phase = BETTING
    s.acted = [False] * n
    s.acted_level = [0] * n
    s.last_aggressor = None
    s.bring_in_due = None
    s.round_players = s.folded.count(False) if True not in s.mucked else live_count(s)
    action_blind = s.setup.action_blind() if s.street == 0 else None
    if action_blind is not None:
        # a short big blind (or straddle, R-3.7) does not lower the bet: the
        # others call, and raise from, the full blind; its shortfall is a side pot.
        start_round_levels(s, preflop_bet(s, action_blind))
        # the first player left of the big blind (or the straddle)
        # acts first; posts to enter or return do not move the action.
        first = (action_blind + 1) % n
    else:
        bets = s.bets  # ``start_round_levels(s, None)`` written out: no bets as most
        s.highest = max(bets) if any(bets) else 0  # rounds start (``any``: no ``max``)
        s.full_level = s.last_raise = s.bets_made = 0
        if s.opener is None and s.setup.game.stud_order is None:
            s.open_to = ()  # ``_first_actor`` of a flop game: first left of the button
            first = 0
        else:
            first = _first_actor(s)
    s.first_actor = None if first < 0 else first
    s.to_act = None
    if first < 0:
        s.open_to = tuple(i for i in s.open_to if _needs_action(s, i) or s.street == 0)
        if s.open_to:
            return
        first = 0
    s.to_act = next_to_act(s, first, include_start=True)
    if s.to_act is None:
        end_round(s)


def _first_actor(s: HandData) -> int:
    game = s.setup.game
    s.open_to = ()
    if s.opener is not None and s.street > 0 and game.is_draw:
        # the opener acts first after the draw; an opener who folded (or
        # is all in) passes it to the active player nearest their left.
        return s.opener if s.can_bet(s.opener) else (s.opener + 1) % s.setup.player_count
    if game.stud_order is None:  # not stud
        return 0
    hole, order = s.hole, game.stud_order
    if s.street == 0:
        live = [i for i, folded in enumerate(s.folded) if not folded]
        door = up_run(s.setup).start  # the door card's place in the hole
        doors = [(i, c) for i in live if (c := hole[i][door]) is not None]
        if len(doors) < len(live):
            # The rules need the unknown door cards; until they are entered, the
            # one who brings in is whoever of the candidates does it (a record).
            hidden = [i for i in live if hole[i][door] is None]
            known = [bring_in_player(order, doors)] if doors else []
            s.open_to = tuple(sorted({*hidden, *known}))
            return -1
        low = bring_in_player(order, doors)
        if s.stacks[low] > 0:
            s.bring_in_due = low
            return low
        # TDA RP-10-E: the bring-in is all-in from the ante; betting starts to the left.
        nxt = next_to_act(s, (low + 1) % s.setup.player_count, include_start=True)
        s.bring_in_due = nxt
        return low if nxt is None else nxt
    if s.community_card and s.first_actor is not None:
        return s.first_actor  # whoever acted first on 6th acts first on 7th
    up = up_run(s.setup)
    # ``s.up_cards(i)`` of each player still in, read as the players are found
    ups_of = [(i, hole[i][up]) for i, folded in enumerate(s.folded) if not folded]
    # ``not all(ups)``: an unknown card, None, among them (a card is always true), without
    # comparing each card with None, a Python call a card (``Card`` orders itself, issue 33).
    hidden = [i for i, ups in ups_of if not all(ups)]
    if hidden:
        shown = [(i, [c for c in ups if c is not None]) for i, ups in ups_of if i not in hidden]
        best = [first_to_act(order, shown, False)] if shown else []
        s.open_to = tuple(sorted({*hidden, *best}))
        return -1
    known_ups: list[tuple[int, tuple[Card, ...]]] = ups_of  # type: ignore[assignment]  # all known
    return first_to_act(order, known_ups, s.setup.options.stud_ties_by_position)


def _needs_action(s: HandData, i: int, able: int | None = None) -> bool:
    """Player ``i`` still has to act this round. ``able`` (how many players are
    live with chips behind) may be given by a caller asking for several players."""
    # ``s.can_bet`` written out (live with chips behind): this runs for every seat
    # passed over after every action.
    stacks = s.stacks
    if s.folded[i] or s.mucked[i] or stacks[i] <= 0:
        return False
    bet = s.bets[i]
    if bet < s.highest:
        # A short big blind leaves the full blind to call; a player who
        # already covers every other bet, with nobody left to bet against, is done.
        return bet < max(s.bets) or (_able(s) if able is None else able) > 1
    if s.acted[i]:
        return False
    # Player i is live with chips: another is too when two or more are.
    return (_able(s) if able is None else able) > 1 or s.bring_in_due == i


def _able(s: HandData) -> int:
    """How many players are live with chips behind (``s.can_bet``)."""
    mucked, stacks = s.mucked, s.stacks
    if True not in mucked and 0 not in stacks:  # nobody mucked or all-in: all not folded
        return s.folded.count(False)
    return sum([1 for j, folded in enumerate(s.folded)
                if not folded and not mucked[j] and stacks[j] > 0])


def live_count(s: HandData) -> int:
    """``len(s.live_players())`` without building the list."""
    if True in s.mucked:
        return len(s.live_players())
    return s.folded.count(False)


def next_to_act(s: HandData, start: int, include_start: bool = False) -> int | None:
    """The first player from ``start`` (or after it) who still has to act this round
    (``_needs_action`` written out: this runs after every action; how many players
    can bet is counted only when a player's turn depends on it)."""
    folded, mucked, stacks, bets, acted = s.folded, s.mucked, s.stacks, s.bets, s.acted
    highest, n, able = s.highest, len(folded), -1
    # Made once per player count, for most tables at import (read by ``[n]``, no call).
    turns = (_FROM[n] if include_start else _AFTER[n]) if n <= _MADE else (
        _turns_from(n) if include_start else _turns_after(n))
    for i in turns[start]:
        if folded[i] or mucked[i] or stacks[i] <= 0:
            continue
        bet = bets[i]
        if bet < highest:
            # Another bet is higher: most often one is the level itself (``in``, no
            # call of ``max``, which costs as much as a dozen lines, issue 33).
            if highest in bets or bet < max(bets):
                return i
        elif acted[i]:
            continue
        if able < 0:  # ``_able(s)``, its common case written out
            able = folded.count(False) if True not in mucked and 0 not in stacks else _able(s)
        if able > 1 or (bet >= highest and s.bring_in_due == i):
            return i
    return None


def _turns_from(n: int) -> list[tuple[int, ...]]:
    """Each of ``n`` players (``start``) and the others after them, clockwise:
    ``next_to_act`` reads them instead of counting round the table each time."""
    turns = _FROM.get(n)
    if turns is None:
        turns = _FROM[n] = [tuple([(start + k) % n for k in range(n)]) for start in range(n)]
    return turns


def _turns_after(n: int) -> list[tuple[int, ...]]:
    """``_turns_from`` without the player the turns start from."""
    turns = _AFTER.get(n)
    if turns is None:
        turns = _AFTER[n] = [order[1:] for order in _turns_from(n)]
    return turns


_FROM: dict[int, list[tuple[int, ...]]] = {}
_AFTER: dict[int, list[tuple[int, ...]]] = {}
_MADE = 10  # the turns of tables of 2 to 10 players, made at once
for _n in range(2, _MADE + 1):
    _turns_after(_n)
del _n


def advance(s: HandData, i: int) -> None:
    if (s.folded.count(False) if True not in s.mucked else live_count(s)) == 1:
        end_round(s)
        return
    s.to_act = next_to_act(s, i)
    if s.to_act is None:
        end_round(s)


def end_round(s: HandData) -> None:
    """Close the betting round: return an uncalled bet (R-5.8), move on."""
    s.to_act = None
    bets = s.bets
    # The highest bet, when one player alone made it, over the highest of the others
    # (``any``: a round checked round has none, found without a call of ``max``).
    high = max(bets) if any(bets) else 0
    if high and bets.count(high) == 1:
        top = bets.index(high)
        back = high - sorted(bets)[-2]
        s.stacks[top] += back
        s.totals[top] -= back
        s.returned = (*s.returned, (top, back))
    s.bets = [0] * len(s.bets)
    s.final_aggressor = s.last_aggressor
    s.bring_in_due = None
    if s.setup.options.openers and s.street == 0 and s.opener is None and \
            sum(1 for stack in s.stacks if stack > 0) > 1:
        # nobody opened: the deal is dead, the antes stay in the pot, each
        # player's counted as theirs for the deal again. (With fewer than two players
        # with chips nobody could open: the hand is played out, R-7.1.)
        s.dead_deal = True
        s.phase = COMPLETE
        return
    if (s.folded.count(False) if True not in s.mucked else live_count(s)) == 1:
        s.phase = AWARDING
        return
    game = s.setup.game
    if game.discard_after is not None and game.street_after_which_discard(
            s.setup.options.pineapple_discard_before_flop) == s.street:
        s.phase = DISCARDING
        return
    if s.street + 1 < len(game.streets):  # ``next_street`` written out
        enter_street(s, s.street + 1)
    else:
        s.phase = SHOWDOWN
        maybe_showdown_over(s)


def next_street(s: HandData) -> None:
    if s.street + 1 < len(s.setup.game.streets):
        enter_street(s, s.street + 1)
    else:
        s.phase = SHOWDOWN
        maybe_showdown_over(s)


def discard_pending(s: HandData) -> list[int]:
    return [i for i in s.live_players() if not s.discarded[i]]


def remove_from_hole(s: HandData, i: int, cards: tuple[MaybeCard, ...]) -> None:
    """Take discarded cards out of a hand: known ones by name, others from its
    unknown cards (then the named card is recorded, R-1.4)."""
    hole = list(s.hole[i])
    where = f"discarded by seat {s.seats[i]}"
    for card in cards:
        if card is not None and card in hole:
            hole.remove(card)
            s.known[card] = where
        elif not all(hole):  # an unknown card, None (a card is always true)
            record_cards(s, (card,), where)
            hole.remove(None)
        elif card is None:  # every card of the hand known: the one discarded by name
            raise HandError(msg("hand-discard-by-name", seat=s.seats[i],
                                cards=cards_text(s.hole[i])))
        else:
            raise HandError(msg("hand-card-not-held", seat=s.seats[i],
                                cards=cards_text(s.hole[i]), card=str(card)))
    s.hole[i] = tuple(hole)


def maybe_showdown_over(s: HandData) -> None:
    """R-7.2: the showdown is over when one hand is left or every hand is shown."""
    if s.phase is not SHOWDOWN:
        return
    live = s.live_players()
    if len(live) <= 1 or all(map(s.shown.__getitem__, live)):  # every live hand shown
        s.phase = AWARDING
