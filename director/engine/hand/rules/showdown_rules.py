"""Showdown as events (R-7.1, R-7.2): shows and mucks, the end of the
showdown, and the award of every pot (R-7.3 to R-7.6)."""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand.facts.data import (
    AWARDING,
    COMPLETE,
    DEALING,
    DISCARDING,
    SHOWDOWN,
    HandData,
    HandError,
    NotNow,
)
from director.engine.hand.facts.events import Award, Muck, Show
from director.engine.hand.facts.pots import last_hand_pot
from director.engine.hand.facts.showdown import (
    PotAward,
    award_by_hand,
    award_pots,
    last_hand_award,
    pot_name,
)
from director.engine.hand.rules.checks import record_cards
from director.engine.hand.rules.draw import openers_proved, openers_seen, show_openers
from director.engine.hand.rules.evaluation import contenders, odd_chip_order
from director.engine.hand.rules.rounds import maybe_showdown_over
from director.engine.messages import msg


def runout(s: HandData) -> bool:
    """R-7.1: betting is over with two or more hands still in."""
    live = s.live_players()
    return len(live) > 1 and sum(1 for i in live if s.stacks[i] > 0) <= 1 and s.phase in (
        DEALING, DISCARDING)


def runout_unshown(s: HandData) -> int | None:
    """R-7.1: in a run-out whose hands are all dealt, the first hand still in that is
    not yet turned face up (shown before anything more is dealt); else ``None``."""
    if not runout(s):
        return None
    live = s.live_players()
    if not all(s.hole[i] for i in live):  # a short blind all-in before the deal
        return None
    return next((i for i in live if not s.shown[i]), None)


def runout_shows_first(s: HandData) -> None:
    """R-7.1: nothing more is dealt in a run-out while a hand still in is face down
    (a record's order is taken as it happened)."""
    if s.setup.options.from_record:
        return
    unshown = runout_unshown(s)
    if unshown is not None:
        raise HandError(msg("hand-runout-show-first", seat=s.seats[unshown]))


def show(s: HandData, e: Show) -> None:
    i = s.player_at(e.seat)
    if not (s.phase in (SHOWDOWN, AWARDING) or runout(s)):
        raise NotNow(msg("hand-cannot-show-now", seat=e.seat))
    openers = i == s.opener and s.setup.options.openers
    if openers and not e.cards and _openers_asked(s, i) and not openers_proved(s, i):
        # the opener must show openers; an empty show proves nothing.
        raise HandError(msg("hand-openers-empty-show", seat=e.seat))
    if openers and (not s.is_live(i) or (e.cards and len(e.cards) != len(s.hole[i]))
                    or any(c is not None and c in s.discarded[i] for c in e.cards)):
        show_openers(s, i, e.cards)
        return
    if not s.is_live(i):
        raise NotNow(msg("hand-no-hand-to-show", seat=e.seat))
    if e.cards and e.cards == s.hole[i] and all(e.cards):  # all: no None (a card is true)
        # The cards dealt, shown as dealt (a record's show): each was checked and
        # recorded when dealt; now it is known as shown (``record_cards`` with ``own``).
        cards_shown: set[Card] = set(e.cards)  # type: ignore[arg-type]  # no None: checked
        s.known.update(dict.fromkeys(cards_shown, f"shown by seat {e.seat}"))
        s.hole[i] = e.cards
    elif e.cards:
        hole = s.hole[i]
        if len(e.cards) != len(hole):
            raise HandError(msg("hand-shown-count", seat=e.seat, count=len(hole),
                                shown_count=len(e.cards)))
        own = {c for c in hole if c is not None}
        for known, shown in zip(hole, e.cards, strict=True):
            if known is not None and shown != known:
                raise HandError(msg("hand-shown-not-dealt", seat=e.seat, cards=str(known),
                                    shown_cards=str(shown)))
        record_cards(s, e.cards, f"shown by seat {e.seat}", own)
        s.hole[i] = e.cards
    if openers:
        s.openers_shown = openers_seen(s, i)
    s.shown[i] = True
    maybe_showdown_over(s)


def _openers_asked(s: HandData, i: int) -> bool:
    """The opener's show is the openers' own (R-6.5): once the pots wait for them
    (the others folded, or the showdown is over) or when the opener has no hand
    left to show (folded or mucked). At the showdown a live opener shows the hand."""
    return not s.openers_shown and (s.phase is AWARDING or not s.is_live(i))


def must_show_as_called(s: HandData, player: int) -> bool:
    """R-7.2: the last player to bet or raise on the final round, called, shows
    (a record's muck is taken as it happened)."""
    return (player == s.final_aggressor and s.phase is SHOWDOWN
            and not s.setup.options.from_record)


def muck(s: HandData, e: Muck) -> None:
    i = s.player_at(e.seat)
    if not (s.phase is SHOWDOWN or runout(s)):
        raise NotNow(msg("hand-cannot-muck-now", seat=e.seat))
    if not (s.is_live(i) and not s.shown[i]):
        raise NotNow(msg("hand-no-hand-to-muck", seat=e.seat))
    if s.stacks[i] == 0 and not s.setup.options.from_record:
        raise HandError(msg("hand-all-in-must-show", seat=e.seat))
    if must_show_as_called(s, i):
        raise HandError(msg("hand-called-must-show", seat=e.seat))
    if s.phase is not SHOWDOWN and not s.setup.options.from_record:
        raise HandError(msg("hand-runout-must-show", seat=e.seat))  # a run-out
    folded, mucked = s.folded, s.mucked
    pots = () if s.phase is SHOWDOWN and _matched(s, i) else s.pots()
    for number, pot in enumerate(pots):
        # The last live hand in a pot it contests (``s.is_live`` written out).
        if i in pot.eligible and not [p for p in pot.eligible
                                      if p != i and not folded[p] and not mucked[p]]:
            raise HandError(msg("award-last-hand-cannot-muck", seat=e.seat,
                                pot_name=pot_name(number)))
    s.mucked[i] = True
    if len(s.live_players()) == 1 and s.phase is not SHOWDOWN:
        s.phase = AWARDING
    maybe_showdown_over(s)


def _matched(s: HandData, i: int) -> bool:
    """Another live hand put in at least as much as player ``i``: at the showdown the
    pots are the layers of what each put in (R-7.3), so that hand contests every pot
    ``i`` does, and ``i`` is the last hand in none (no pot need be built to know)."""
    totals = s.totals
    return any(totals[p] >= totals[i] for p in s.live_players() if p != i)


def award(s: HandData, e: Award) -> None:
    if s.phase is not AWARDING:
        raise NotNow(msg("hand-pots-not-ready"))
    if s.setup.options.openers and s.opener is not None and not s.openers_shown:
        raise HandError(msg("hand-openers-first", seat=s.seats[s.opener]))
    folded = s.folded
    if e.winners is None and True not in s.mucked and folded.count(False) == 1:
        # The others folded (most hands end so): ``pots`` and ``award_pots`` give one
        # pot, the last hand's, unless the layers must decide (``last_hand_pot``).
        only = folded.index(False)
        pot = last_hand_pot(s.totals, only, s.dead)
        if pot is not None:
            s.stacks[only] += pot.amount
            _pushed(s, (last_hand_award(0, pot, s.setup.seats, only),))
            return
    pots = s.pots()
    order = odd_chip_order(s.setup)
    if e.winners is not None:
        if len(e.winners) != len(pots):
            raise HandError(msg("hand-winners-count", count=len(e.winners),
                                pot_count=len(pots)))
        named = []
        for index, (pot, (high, low)) in enumerate(zip(pots, e.winners, strict=True)):
            hi = [s.player_at(x) for x in high]
            lo = [s.player_at(x) for x in low]
            if not hi or any(p not in pot.eligible or not s.is_live(p) for p in hi + lo):
                raise HandError(msg("hand-pot-seats", number=index, seat_numbers=tuple(
                    s.seats[p] for p in pot.eligible)))
            if lo and not s.setup.game.low8:
                raise HandError(msg("hand-no-low-half", game=s.setup.game.name))
            named.append((hi, lo))
        known = {p: tuple(c for c in s.hole[p] + s.board if c is not None)
                 for p in range(s.setup.player_count)}
        awards = award_by_hand(pots, named, s.seats, order, known, s.setup.options.chip_unit)
    else:
        hands = contenders(s)
        awards = award_pots(pots, hands, s.setup.seats, order, s.setup.game.low8,
                            s.setup.options.chip_unit)
    for award in awards:
        for player, chips in award.shares:
            s.stacks[player] += chips
    _pushed(s, awards)


def _pushed(s: HandData, awards: tuple[PotAward, ...]) -> None:
    """The pots are pushed (their chips already in the stacks): the hand is over."""
    s.awards = awards
    s.totals = [0] * len(s.totals)
    s.dead = 0
    s.phase = COMPLETE
