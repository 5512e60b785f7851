"""The betting rules of RULES.md section 5 in one place: the bounds of a bet or
raise (R-5.3 to R-5.6), who may raise and why not (R-5.5 cap, R-5.7 reopening),
the legal actions of the player to act, and the bookkeeping of a full bet or
raise (R-5.7, with the fixed-limit half-bet rule).

The structure itself (``Betting``, ``Limit``) is data in ``betting``.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from director.engine.hand.facts.betting import FIXED_LIMIT, NO_LIMIT, POT_LIMIT, SPREAD_LIMIT
from director.engine.hand.facts.data import BETTING, HandData, HandError
from director.engine.hand.facts.games import HIGH_ORDER
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.stud import bring_in_player
from director.engine.hand.rules.openers import has_openers, piquet_deck
from director.engine.messages import Amount, Message, msg

if TYPE_CHECKING:  # the dealer's steps, imported when first asked for (a replay never asks)
    from director.engine.hand.rules.steps import LegalActions, RaiseKind



def raise_bounds(s: HandData, i: int) -> tuple[int, int]:
    """R-5.3 to R-5.6: the smallest and largest ``to`` of a bet or raise by player
    ``i``, capped by their chips (the smallest may exceed the largest only when the
    player is short: then the only raise is all-in for the largest). Read from the
    hand's fields, without building a record of the round for each bet checked."""
    betting = s.setup.betting
    limit, chips = betting.limit, s.stacks[i] + s.bets[i]
    # The smaller or larger of two amounts written out, here and below: a call of
    # ``min`` or ``max`` costs as much as a dozen lines (issue 33).
    if limit is FIXED_LIMIT:
        setup = s.setup  # ``fixed_size`` written out, without the open-pair option
        if setup.options.open_pair_big_bet:
            to = s.full_level + fixed_size(s)
        elif setup.game.streets[s.street].big_bet:
            to = s.full_level + betting.big_bet
        else:
            to = s.full_level + betting.small_bet
        to = to if to < chips else chips
        return to, to
    # R-5.4 (TDA 54-B): before the flop short blinds count as full blinds.
    phantom = s.blind_shortfall if s.street == 0 else 0
    highest = s.highest
    if phantom and s.full_level > highest:
        highest = s.full_level
    step = s.last_raise if s.last_raise > betting.small_bet else betting.small_bet
    minimum = highest + step
    if limit is NO_LIMIT:
        maximum = chips
    elif limit is POT_LIMIT:
        to_call = highest - s.bets[i]
        # The smallest bet is always allowed, even when the pot is smaller.
        maximum = highest + s.pot_total + phantom + to_call
        maximum = maximum if maximum > minimum else minimum
    else:
        maximum = highest + (betting.big_bet if betting.big_bet > step else step)
    return (minimum if minimum < chips else chips), (maximum if maximum < chips else chips)


class RaiseRefusal(enum.Enum):
    """Why a player may not bet or raise now; ``message`` says it in words."""

    CALL_TAKES_ALL = "hand-no-raise-call-takes-all"
    NOT_REOPENED = "hand-no-raise-not-reopened"
    CAPPED = "hand-no-raise-capped"
    NOBODY_TO_CALL = "hand-no-raise-nobody-to-call"
    BRING_IN_COMPLETE = "hand-no-raise-bring-in-complete"
    NO_OPENERS = "hand-no-raise-no-openers"

    @property
    def message(self) -> Message:
        return msg(self.value)


def raise_refusal(s: HandData, i: int) -> RaiseRefusal | None:
    """May player ``i`` bet or raise now (R-5.5 cap, R-5.7 reopening, chips beyond
    a call, someone left to call)? ``None`` when they may, else why not."""
    betting = s.setup.betting
    if s.stacks[i] <= s.highest - s.bets[i]:
        return RaiseRefusal.CALL_TAKES_ALL
    if s.setup.options.openers and s.street == 0 and s.bets_made == 0 and not _may_open(s, i):
        return RaiseRefusal.NO_OPENERS
    if s.acted[i]:
        if betting.limit is FIXED_LIMIT:
            # only a full bet or raise (an all-in of half a bet or more
            # counts as one) since this player acted reopens the betting, and only
            # for a player who now faces at least that much over the bet they last
            # faced (2026-12-02): one who called a short all-in of 14 over a bet of
            # 10 faces 2 more after an all-in for 16, and may call or fold.
            if s.full_level <= s.acted_level[i] or \
                    (s.highest - s.acted_level[i]) * 2 < fixed_size(s):
                return RaiseRefusal.NOT_REOPENED
        elif s.highest - s.acted_level[i] < max(s.last_raise, betting.small_bet):
            # R-5.7 (TDA 47): a player who acted, a check included, faces less
            # than a full raise (short all-ins together): call or fold only.
            return RaiseRefusal.NOT_REOPENED
    if betting.limit is FIXED_LIMIT and betting.max_raises is not None:
        heads_up = betting.uncapped_heads_up and s.round_players == 2
        if not heads_up and s.bets_made >= 1 + betting.max_raises:
            return RaiseRefusal.CAPPED
    # Everyone else all-in: nobody is left to call a raise.
    folded, stacks = s.folded, s.stacks
    if True not in s.mucked and 0 not in stacks:  # all who have not folded can bet
        others = folded.count(False) - (0 if folded[i] else 1)
    else:
        others = sum([1 for j in range(len(stacks)) if j != i and s.can_bet(j)])
    if not others:
        return RaiseRefusal.NOBODY_TO_CALL
    return None


def _may_open(s: HandData, i: int) -> bool:
    """R-6.5 jacks or better: a hand whose cards are all known opens only with
    openers; unknown cards are checked when the opener shows them."""
    cards = s.hole[i]
    known = [c for c in cards if c is not None]
    return len(known) < len(cards) or has_openers(known, piquet_deck(s))


def fixed_size(s: HandData) -> int:
    """The fixed-limit bet size now (R-5.5); after an open-pair big bet on
    4th street, raises are big bets too (R-6.4)."""
    setup = s.setup
    betting = setup.betting
    big = setup.game.streets[s.street].big_bet
    if (not big and setup.options.open_pair_big_bet and open_pair_option(s)
            and s.last_raise >= betting.big_bet):
        big = True
    return betting.big_bet if big else betting.small_bet  # ``betting.fixed_size(big)``


def open_pair_option(s: HandData) -> bool:
    """R-6.4: an open pair on 4th street lets a player bet the big bet (stud
    high only, never hi/lo or razz; a table option, off in tournaments)."""
    game = s.setup.game
    if (not s.setup.options.open_pair_big_bet or s.street != 1
            or s.setup.betting.limit is not FIXED_LIMIT
            or game.stud_order is not HIGH_ORDER or game.low8):
        return False
    for i in s.live_players():
        ups = [c for c in s.up_cards(i) if c is not None]
        if len({c.rank for c in ups}) < len(ups):
            return True
    return False


def open_pair_note(setup: HandSetup) -> Message | None:
    """R-6.4 for the dealer panel: whether an open pair on 4th street allows the
    big bet in this hand (on at cash tables, off at tournament tables); ``None``
    when the game has no such rule (only stud high in fixed limit has)."""
    game = setup.game
    if (setup.betting.limit is not FIXED_LIMIT or game.stud_order is not HIGH_ORDER
            or game.low8):
        return None
    return msg("hand-open-pair-on" if setup.options.open_pair_big_bet else "hand-open-pair-off",
               amount=Amount(setup.betting.small_bet), big_amount=Amount(setup.betting.big_bet))


def legal_actions(s: HandData) -> LegalActions | None:
    """The choices of the player to act, or ``None`` when nobody is to act."""
    i = s.to_act
    if s.phase is not BETTING or i is None:
        return None
    from director.engine.hand.rules.steps import LegalActions, RaiseKind

    seat = s.setup.seats[i]
    chips = s.stacks[i] + s.bets[i]
    low, high = raise_limits(s, i)
    limit = s.setup.betting.limit
    if s.bring_in_due == i:
        return LegalActions(seat, not bring_in_may_not_fold(s, i), 0, low, high, chips,
                            bring_in=min(s.setup.bring_in, chips),
                            raise_kind=RaiseKind.COMPLETE,
                            fixed_sizes=limit is FIXED_LIMIT, rule=_most_rule(s, i, low))
    call = min(s.highest - s.bets[i], s.stacks[i])
    short = (low is not None and limit is not SPREAD_LIMIT  # names the other three
             and short_all_in_to_call(s))
    return LegalActions(seat, True, call, low, high, chips, bet=s.bets[i],
                        raise_kind=_raise_kind(s), fixed_sizes=limit is FIXED_LIMIT,
                        rule=_most_rule(s, i, low), min_rule="R-5.7" if short else None)


def bring_in_may_not_fold(s: HandData, i: int) -> bool:
    """R-6.4: player ``i`` has the low door card and is to bring in: they post or
    complete, and may not fold. When the low card is all-in from the ante, the duty
    passes to the player on their left (TDA RP-10-E), who opens the betting and may
    fold, bring in or complete (not check)."""
    if not (s.bring_in_due == i and s.first_actor == i and s.bets[i] == 0):
        return False
    live = [j for j in range(s.setup.player_count) if not s.folded[j]]
    doors = [(j, c) for j in live if (c := s.up_cards(j)[0]) is not None]
    order = s.setup.game.stud_order
    # No door card entered (a record acting through ``open_to``): nobody is known
    # to be the low card, so nobody is held to the bring-in.
    return order is not None and bool(doors) and bring_in_player(order, doors) == i


def short_all_in_to_call(s: HandData) -> bool:
    """R-5.7: the bet to call is a short all-in's, above the last full bet or
    raise (one or several short all-ins, or a short straddle under R-3.7): the
    smallest raise is then that amount plus the last full bet or raise (in fixed
    limit, a completion to a full bet), so R-5.7 decides it, not the limit's rule."""
    return s.highest > s.full_level and any(
        s.stacks[i] == 0 and s.bets[i] == s.highest for i in s.live_players())


def raise_limits(s: HandData, i: int) -> tuple[int | None, int | None]:
    """The smallest and largest ``to`` of a bet, raise or completion by player ``i``
    to act, ``(None, None)`` when they may not put in more than a call (a refusal,
    ``raise_refusal``). A player due to bring in whose bring-in already is a full
    bet has nothing to complete (R-6.4). ``legal_actions`` without the rest of its
    answer: checking a bet or raise needs only this."""
    if raise_refusal(s, i) is not None:
        return None, None
    low, high = raise_bounds(s, i)
    big_bet = s.setup.betting.big_bet
    if s.last_raise < big_bet and s.setup.options.open_pair_big_bet and open_pair_option(s):
        # with an open pair on 4th street, the opening bet, and every
        # raise until a big bet or big raise is made, is a small or a big bet.
        high = min(s.full_level + big_bet, s.stacks[i] + s.bets[i])
    if s.bring_in_due == i and (low <= s.setup.bring_in and low <= s.stacks[i] + s.bets[i]):
        return None, None
    return low, high


def _raise_kind(s: HandData) -> RaiseKind:
    """R-5.1: a bet when nothing is to be called this round; in fixed limit a
    completion while only a bring-in or an all-in under half a bet is in (R-6.4,
    R-5.7); otherwise a raise."""
    from director.engine.hand.rules.steps import RaiseKind

    if s.highest == 0:
        return RaiseKind.BET
    if s.setup.betting.limit is FIXED_LIMIT and s.bets_made == 0:
        return RaiseKind.COMPLETE
    return RaiseKind.RAISE


_LIMIT_RULES = {NO_LIMIT: "R-5.3", POT_LIMIT: "R-5.4", FIXED_LIMIT: "R-5.5",
                SPREAD_LIMIT: "R-5.6"}
_REFUSAL_RULES = {RaiseRefusal.NOT_REOPENED: "R-5.7", RaiseRefusal.CAPPED: "R-5.5",
                  RaiseRefusal.NOBODY_TO_CALL: "R-5.8", RaiseRefusal.BRING_IN_COMPLETE: "R-6.4",
                  RaiseRefusal.NO_OPENERS: "R-6.5"}


def _most_rule(s: HandData, i: int, low: int | None) -> str:
    """The rule that sets the most player ``i`` may put in now."""
    if low is None:
        why = raise_refusal(s, i) or RaiseRefusal.BRING_IN_COMPLETE
        return _REFUSAL_RULES.get(why, "R-5.2")
    if open_pair_option(s):
        return "R-6.4"
    return _LIMIT_RULES[s.setup.betting.limit]


def check_raise(s: HandData, i: int, seat: int, to: int, low: int | None, high: int | None,
                all_in: int) -> None:
    """Refuse a bet or raise to ``to`` the rules do not allow, saying why: ``low`` and
    ``high`` are ``raise_limits``, ``all_in`` the player's chips with their bet."""
    if low is None or high is None:
        why = raise_refusal(s, i) or RaiseRefusal.BRING_IN_COMPLETE
        raise HandError(msg("hand-no-raise", seat=seat, raise_refusal=why.message))
    if not (low <= to <= high) and not (to == all_in and all_in < low):
        least, most = Amount(low), Amount(high)
        if all_in > high:
            raise HandError(
                msg("hand-raise-exactly-all-in", seat=seat, minimum=least, amount=Amount(to),
                    all_in_amount=Amount(all_in)) if least == most
                else msg("hand-raise-between-all-in", seat=seat, minimum=least, maximum=most,
                         amount=Amount(to), all_in_amount=Amount(all_in)))
        raise HandError(
            msg("hand-raise-exactly", seat=seat, minimum=least, amount=Amount(to))
            if least == most
            else msg("hand-raise-between", seat=seat, minimum=least, maximum=most,
                     amount=Amount(to)))


def check_fixed_amount(s: HandData, seat: int, to: int, low: int | None, high: int | None,
                       all_in: int) -> None:
    """R-5.5: in fixed limit a bet or raise is the fixed size (or all-in); with an
    open pair on 4th street, the small or the big bet (R-6.4). ``low``, ``high`` and
    ``all_in`` as for ``check_raise``."""
    if s.setup.betting.limit is FIXED_LIMIT and to not in (low, high, all_in):
        if low == high:
            raise HandError(msg("hand-fixed-limit-only", seat=seat, amount=Amount(low or 0)))
        raise HandError(msg("hand-open-pair-bets", seat=seat, amount=Amount(low or 0),
                            big_amount=Amount(high or 0), bet=Amount(to)))


def record_raise(s: HandData, to: int) -> None:
    """The bookkeeping of a bet or raise to ``to`` (before the chips go in): a
    full bet or raise (R-5.7) sets the level others must reopen from, its size
    and the count the cap looks at (R-5.5). In fixed limit an all-in of half a
    bet or more counts as a full one."""
    betting = s.setup.betting
    if betting.limit is FIXED_LIMIT:
        size = to - s.full_level
        if size < betting.big_bet:
            size = fixed_size(s)
        full = (to - s.full_level) * 2 >= size
    else:
        size = to - s.highest
        full = size >= s.last_raise and size >= betting.small_bet
    if full:
        s.full_level = to
        s.last_raise = size
        s.bets_made += 1
    if to > s.highest:  # ``max`` written out (``raise_bounds``)
        s.highest = to


def record_bring_in(s: HandData, i: int, due: int) -> None:
    """A bring-in of ``due``: no bet, unless it is a full small bet already, which
    counts as the completion (R-6.4, R-5.5)."""
    if due > s.highest:
        s.highest = due
    s.acted_level[i] = 0  # the bring-in is no bet: a completion reopens for them
    if due >= s.setup.betting.small_bet:
        s.full_level = due
        s.last_raise = s.setup.betting.small_bet
        s.bets_made = 1
        s.acted_level[i] = due


def preflop_bet(s: HandData, action_blind: int) -> int:
    """The blind the others call and raise from before the flop: the big blind or
    the straddle, full even when short (R-4.1; in pot limit R-5.4, R-3.7). In no
    limit a short (all-in) straddle is an incomplete raise (R-3.7, R-5.7): the
    level is the big blind's, so the bet to call is the straddle's chips (at least
    the big blind) and a raise adds the big blind."""
    setup = s.setup
    nominal = setup.blind_of(action_blind)
    if (action_blind == setup.straddler and setup.betting.limit is NO_LIMIT
            and s.bets[action_blind] < nominal):
        big = setup.big_blind_player()
        return setup.blind_of(big) if big is not None else nominal
    return nominal


def start_round_levels(s: HandData, blind: int | None) -> None:
    """The levels a betting round starts from: before the flop the big blind
    (or straddle) is the bet (R-4.1, R-5.5), even when it is short."""
    if blind is not None:
        high = max(s.bets)
        s.highest = high if high > blind else blind
        s.full_level = blind
        s.last_raise = blind
        s.bets_made = 1
    else:
        bets = s.bets  # none yet as most rounds start (``any``: no call of ``max``)
        s.highest = max(bets) if any(bets) else 0
        s.full_level = 0
        s.last_raise = 0
        s.bets_made = 0
