"""Replaying PHH hand histories through the engine (issue: hand histories).

``setup_from_history`` turns a PHH hand into a ``HandSetup``;
``replay_history`` feeds its actions to the engine as events, posting the
forced bets the format leaves implicit and awarding the pots at the end, and
reports the finishing stacks. Show and muck actions are taken in the order the
file gives them: R-7.2 is advice to a dealer, not a check on a record.

PHH conventions (phh-std): players are listed from the first seat left of the
button, the button last; heads-up, antes and blinds are reverse-assigned (the
button posts the small blind). With ``ante_trimming_status = false`` antes are
dead money in the main pot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.engine import memo, phh
from director.engine.frozen import frozen_record, open_maker, open_twin
from director.engine.hand.facts import events as ev
from director.engine.hand.facts.betting import FIXED_LIMIT, Betting, Limit
from director.engine.hand.facts.data import AWARDING, POSTING, NotNow
from director.engine.hand.facts.games import (
    FIVE_CARD_DRAW,
    HOLDEM,
    OMAHA,
    OMAHA_HILO,
    RAZZ,
    STUD,
    STUD_HILO,
    Game,
)
from director.engine.hand.facts.setup import HandOptions, HandSetup, SetupError
from director.engine.hand.facts.showdown import PotAward
from director.engine.hand.rules import transitions
from director.engine.hand.state import HandError, HandFold, HandState
from director.engine.messages import Message, MessageError, msg, text

PHH_GAMES: dict[str, Game] = {
    "5CD": FIVE_CARD_DRAW, "T": HOLDEM, "O": OMAHA, "O/8": OMAHA_HILO,
    "7S": STUD, "7S/8": STUD_HILO, "R": RAZZ,
}
PHH_LIMITS = {"F": Limit.FIXED_LIMIT, "P": Limit.POT_LIMIT, "N": Limit.NO_LIMIT}
WSOP_MAX_RAISES = 4  # the WSOP allows a bet and four raises


class ReplayError(MessageError):
    """A hand history that cannot be replayed: unsupported, malformed or illegal."""


def _said(exc: Exception) -> Message:
    """What an error said, as a message (an engine error not yet a message: its text)."""
    return exc.message if isinstance(exc, MessageError) else text(str(exc))


def game_of(variant: str) -> tuple[Game, Limit]:
    read = _GAME_OF.get(variant)  # one look-up, without two texts cut out of the code
    if read is not None:
        return read
    limit = PHH_LIMITS.get(variant[:1])
    game = PHH_GAMES.get(variant[1:])
    if limit is None or game is None:
        known = sorted(k + g for k in PHH_LIMITS for g in PHH_GAMES)
        raise ReplayError(msg("phh-replay-unknown-variant", text=repr(variant),
                              names_text=", ".join(known)))
    _GAME_OF[variant] = game, limit  # a variant this reads: 21 at most
    return game, limit


_GAME_OF: dict[str, tuple[Game, Limit]] = {}  # ``game_of`` of each variant read so far


def setup_from_history(h: phh.HandHistory) -> HandSetup:
    game, limit = game_of(h.variant)
    n = len(h.starting_stacks)  # ``h.player_count`` without the property's call
    antes = tuple(h.antes) if any(h.antes) else ()
    blinds = tuple(h.blinds_or_straddles or ()) if any(h.blinds_or_straddles or ()) else ()
    if n == 2:
        antes, blinds = antes[::-1], blinds[::-1]
    if limit is FIXED_LIMIT:
        # ``_need`` called only for what is missing (a call each fewer, issue 33)
        sizes = (h.small_bet or _need(h.small_bet, "small_bet"),
                 h.big_bet or _need(h.big_bet, "big_bet"))
    elif game.stud_order is not None:
        # Stud in pot or no limit: the small bet is the completion and the smallest bet.
        sizes = (h.small_bet or _need(h.small_bet, "small_bet"), h.big_bet or 0)
    else:
        min_bet = h.min_bet or (max(blinds) if blinds else 0)
        sizes = (min_bet or _need(min_bet, "min_bet"), 0)
    # Kept by the variant's limit letter (an enum member's hash is a Python call).
    betting = _BETTINGS.get((h.variant[0], *sizes)) or _betting(h.variant[0], limit, *sizes)
    # ``HandSetup(game=..., ...)``: the same setup, every field set as its ``__init__``
    # sets it and checked the same (``__post_init__``), filled as an ``OpenHandSetup``
    # (a store a field, no call: ``frozen.open_twin``) without a class's call and its
    # keywords gathered in a dict (issue 33).
    try:
        made = _new(_OPEN_SETUP)
        made.game = game
        made.betting = betting
        made.seats = _SEATS.get(n) or tuple(range(1, n + 1))
        made.stacks = tuple(h.starting_stacks)
        made.antes = antes
        made.blinds = blinds
        made.bring_in = h.bring_in or 0
        made.big_blind_ante = False
        made.button = None
        made.options = _options_from(h) if h.metadata else _RECORD_OPTIONS
        made.antes_dead = not h.ante_trimming_status
        made.carried_pot = 0
        made.dead_blinds = ()
        made.straddler = None
        made.missing_small_blind = 0
        made.carried_antes = ()
        made.__class__ = HandSetup
        setup: HandSetup = made
        setup.__post_init__()
    except (SetupError, ValueError) as exc:
        raise ReplayError(_said(exc)) from None
    return setup


def _betting(letter: str, limit: Limit, small_bet: int, big_bet: int) -> Betting:
    """The hand's betting structure: fixed limit as the WSOP plays it (R-5.5), the
    others from their smallest bet. Frozen, and the same stakes recur hand after
    hand, so the last few hundred are kept (``_BETTINGS``, by the variant's limit
    letter, ``letter``)."""
    if limit is FIXED_LIMIT:
        betting = Betting.fixed_limit(small_bet, big_bet, max_raises=WSOP_MAX_RAISES)
    else:
        betting = Betting(limit, small_bet, big_bet)
    if len(_BETTINGS) >= 512:
        _BETTINGS.clear()
    _BETTINGS[letter, small_bet, big_bet] = betting
    return betting


_BETTINGS: dict[tuple[str, int, int], Betting] = {}
_new = object.__new__
_OPEN_SETUP = open_twin(HandSetup)  # ``setup_from_history``: its fields set, then checked
_SEATS = {n: tuple(range(1, n + 1)) for n in range(2, 11)}  # players 1 to n, as PHH counts
memo.forgets(_BETTINGS.clear)


_DRAW_OPTIONS = ("openers", "max_draw", "aces_stay")


def _options_from(h: phh.HandHistory) -> HandOptions:
    """Draw table options travel as extra fields (PHH has none for them)."""
    found = {name: h.metadata[name] for name in _DRAW_OPTIONS
             if name in h.metadata} if h.metadata else None
    if not found:
        return _RECORD_OPTIONS  # options are frozen: one for every hand without draw options
    return HandOptions(from_record=True, **found)  # type: ignore[arg-type]


_RECORD_OPTIONS = HandOptions(from_record=True)


def _need(value: int | None, name: str) -> int:
    if not value:
        raise ReplayError(msg("phh-replay-field-needed", text=name))
    return value


@frozen_record
class ReplayResult:
    """What a replay found: the state it reached and whether it is complete."""

    history: phh.HandHistory
    state: HandState

    @property
    def complete(self) -> bool:
        return self.state.is_complete

    @property
    def finishing_stacks(self) -> list[int]:
        return list(self.state.stacks)

    @property
    def matches(self) -> bool | None:
        recorded = self.history.finishing_stacks
        if recorded is None:
            return None
        return list(recorded) == self.finishing_stacks

    @property
    def awards(self) -> tuple[PotAward, ...]:
        return self.state.awards


def to_event(state: HandState, action: phh.Action) -> ev.Event | None:
    """The engine event for one PHH action (``None`` for a no-op)."""
    known = _EVENTS.get(id(action))
    if known is not None and known[0] is action:
        return known[1]
    return _entry(state, action)[1]


_Entry = tuple[phh.Action, ev.Event | None, Callable[[HandState, Any], None]]


def _entry(state: HandState, action: phh.Action) -> _Entry:
    """The action, its event (None for a no-op) and the event's rule (``rule_for``;
    ``transitions.apply`` refuses a type without one), kept when the action recurs."""
    convert = _TO_EVENT.get(type(action))
    if convert is None:
        return action, None, transitions.apply
    event = convert(state, action)
    entry = action, event, transitions.rule_for(type(event), transitions.apply)
    if type(action) in _RECURRING:
        if len(_EVENTS) >= _EVENTS_KEPT:
            _EVENTS.clear()
        _EVENTS[id(action)] = entry
    return entry


# The event of each action record seen lately, and its rule. Reading PHH gives the same
# record for the same text (``p1 cc``), and both are frozen, so the event is built once per
# record (of the kinds that recur: cards dealt and shown seldom do; a bring-in's amount
# depends on the stack). The key is the record's id; the entry holds the record, so the id
# stays its own.
_EVENTS: dict[int, _Entry] = {}
memo.forgets(_EVENTS.clear)
_EVENTS_KEPT = 4096
_RECURRING = frozenset({phh.Fold, phh.CheckOrCall, phh.CompleteBetOrRaiseTo})


# The events an action makes, each built as its class builds it, without a class's call
# (``frozen.open_maker``, issue 33).
_FOLD, _CHECK_CALL = open_maker(ev.Fold), open_maker(ev.CheckCall)
_BET_RAISE, _BRING_IN = open_maker(ev.BetRaise), open_maker(ev.PostBringIn)
_SHOW, _MUCK = open_maker(ev.Show), open_maker(ev.Muck)


def _bring_in(state: HandState, action: phh.PostBringIn) -> ev.Event:
    i = action.player
    return _BRING_IN(i + 1, min(state.setup.bring_in, state.stacks[i] + state.bets[i]))


def _show_or_muck(state: HandState, action: phh.ShowOrMuck) -> ev.Event:
    seat = action.player + 1
    return _SHOW(seat, action.cards) if action.shows else _MUCK(seat)


# One converter per action type: a look-up, not a ``match`` trying each case in turn.
_TO_EVENT: dict[type[Any], Callable[[HandState, Any], ev.Event]] = {
    phh.DealHole: lambda state, a: ev.DealHole(a.player + 1, a.cards),
    phh.DealBoard: lambda state, a: ev.DealBoard(tuple(a.cards)),
    phh.Fold: lambda state, a: _FOLD(a.player + 1),
    phh.CheckOrCall: lambda state, a: _CHECK_CALL(a.player + 1),
    phh.CompleteBetOrRaiseTo: lambda state, a: _BET_RAISE(a.player + 1, a.amount),
    phh.PostBringIn: _bring_in,
    phh.ShowOrMuck: _show_or_muck,
    phh.StandPatOrDiscard: lambda state, a: ev.Discard(a.player + 1, a.cards),
}


def post_forced_bets(state: HandState) -> HandState:
    """Apply the forced bets the dealer posts next (PHH leaves them implicit)."""
    while state.phase is POSTING:
        state = state.apply(_forced_bet(state))
    return state


def _forced_bet(state: HandState) -> ev.Event:
    """The forced bet due next, as the dealer's guide names it (``next_step``),
    without building the guide's words."""
    player, kind, nominal = state.posts[0]
    stack = state.stacks[player]
    return _forced_event(state.setup.seats[player], nominal if nominal < stack else stack,
                         kind == "ante")


def _forced_event(seat: int, due: int, ante: bool) -> ev.Event:
    """A forced bet's event: an ante, else a blind (a dead blind is posted as one)."""
    key = (seat, due, ante)
    event = _FORCED.get(key)
    if event is None:
        if len(_FORCED) >= _EVENTS_KEPT:
            _FORCED.clear()
        event = _FORCED[key] = ev.PostAnte(seat, due) if ante else ev.PostBlind(seat, due)
    return event


# The forced bets made lately, by seat, amount and whether an ante: the same posts recur
# hand after hand (a table's blinds, a level's antes), and events are frozen, so each is
# built once (a frozen dataclass costs more to build than the rest of its post).
_FORCED: dict[tuple[int, int, bool], ev.Event] = {}
# A hand's forced bets posted all at once (``_post_forced_bets``), their events by the
# posts and the seats.
_POSTED: dict[tuple[tuple[tuple[int, str, int], ...], tuple[int, ...]],
              tuple[ev.Event, ...]] = {}
memo.forgets(_FORCED.clear)
memo.forgets(_POSTED.clear)


def _post_forced_bets(fold: HandFold) -> None:
    """``post_forced_bets`` for a fold: each post as ``fold.apply(_forced_bet(state))``
    would make it, without checking what is due against itself: all at once when every
    player covers their posts (``transitions.post_all_due``), their events kept by the
    posts and seats (a table's posts recur hand after hand), else one at a time."""
    state = fold.state
    posted = transitions.post_all_due(state)
    if posted:
        seats = state.setup.seats
        shape = (posted, seats)
        events = _POSTED.get(shape)
        if events is None:
            if len(_POSTED) >= _EVENTS_KEPT:
                _POSTED.clear()
            events = _POSTED[shape] = tuple([_forced_event(seats[player], due, kind == "ante")
                                           for player, kind, due in posted])
        fold.events += events
        return
    applied, post_due, made = fold.events.append, transitions.post_due, _FORCED
    while state.phase is POSTING:
        player, kind, due = post_due(state)
        key = (state.setup.seats[player], due, kind == "ante")
        applied(made.get(key) or _forced_event(*key))  # the look-up without the call first


# A hole-card event filled as its ``__init__`` fills it, then made one (``replay_history``,
# ``frozen.open_twin``).
_OPEN_DEAL = open_twin(ev.DealHole)
_BOARD = vars(ev.DealBoard)["cards"].__set__  # a board card event's one slot

_OPEN_RESULT = open_twin(ReplayResult)  # a result filled, then made one
_AWARD = ev.Award()  # the pots pushed as the cards decide (events are frozen: one for all)


def replay_history(h: phh.HandHistory, source: str = "") -> ReplayResult:
    """Replay one hand; raises ``ReplayError`` naming the action and why.

    The events are folded into one private state (``HandFold``), as
    ``HandState.replay`` folds a stored log: nobody needs the states between
    them, so none is copied."""
    new = _new
    try:
        # ``HandFold(setup)`` written out (``HandState.start`` and the fold's two slots):
        # no class's call a hand (issue 33).
        state = new(HandState)
        state.fill(setup_from_history(h))
        fold = new(HandFold)
        fold.state, fold.events = state, []
        _post_forced_bets(fold)
    except ReplayError as exc:
        raise _located(source, exc.message) from None
    # Every post is made (``_post_forced_bets``) before the first action: no event
    # brings the posting back, so the loop never asks for it.
    applied, built = fold.events.append, _EVENTS.get
    deal_hole, dealt, opened = phh.DealHole, ev.DealHole, _OPEN_DEAL
    deal_board, board, board_cards = phh.DealBoard, ev.DealBoard, _BOARD
    board_rule = transitions.rule_for(ev.DealBoard, transitions.apply)
    deals: list[ev.DealHole] = []  # a run of hole cards, dealt before the next action
    for number, action in enumerate(h.actions, start=1):
        if type(action) is deal_hole:
            # ``ev.DealHole(seat, cards)`` written out: its two fields stored (issue 33)
            deal = new(opened)
            deal.seat = action.player + 1
            deal.cards = action.cards
            deal.__class__ = dealt
            deals.append(deal)
            continue
        if deals:
            _deal_run(fold, deals, number - len(deals), h, source)
            deals = []
        try:
            # ``fold.apply(event)`` written out (one call fewer for every action), the
            # rule of an event built before kept with it (``_entry``).
            if type(action) is deal_board:  # ``ev.DealBoard(cards)`` written out likewise
                dealt_board: ev.DealBoard = new(board)
                board_cards(dealt_board, action.cards)
                board_rule(state, dealt_board)
                applied(dealt_board)
            else:
                known = built(id(action))  # ``to_event``'s look-up first, without the call
                if known is None or known[0] is not action:
                    known = _entry(state, action)
                event: ev.Event | None = known[1]
                if event is not None:
                    known[2](state, event)
                    applied(event)
        except (HandError, ValueError) as exc:
            raise _refused(fold, source, number, action, exc) from None
    if deals:
        _deal_run(fold, deals, len(h.actions) + 1 - len(deals), h, source)
    if state.phase is AWARDING:
        try:
            fold.apply(_AWARD)
        except HandError as exc:
            raise _located(source, msg("phh-replay-awarding", reason_text=_said(exc))) from None
    made = new(_OPEN_RESULT)  # ``ReplayResult(h, ...)`` written out
    made.history = h
    made.state = fold.finish()
    made.__class__ = ReplayResult
    result: ReplayResult = made
    return result


def _deal_run(fold: HandFold, deals: list[ev.DealHole], first: int, h: phh.HandHistory,
              source: str) -> None:
    """Deal a run of hole cards, the actions numbered from ``first``: as many at a time
    as ``deal_hole_cards`` deals, each it leaves by its rule (which says what is wrong)."""
    state, done, end = fold.state, 0, len(deals)
    while done < end:
        upto = transitions.deal_hole_cards(state, deals, done)
        if upto == done:
            try:
                transitions.rule_for(ev.DealHole, transitions.apply)(state, deals[done])
            except (HandError, ValueError) as exc:
                number = first + done
                raise _refused(fold, source, number, h.actions[number - 1], exc) from None
            upto = done + 1
        done = upto
    fold.events += deals


def _refused(fold: HandFold, source: str, number: int, action: phh.Action,
             exc: HandError | ValueError) -> ReplayError:
    """The replay's refusal of the action numbered ``number``, saying why."""
    said = fold.refused(exc) if isinstance(exc, NotNow) else exc
    return _located(source, msg("phh-replay-action", number=number, action_text=str(action),
                                reason_text=_said(said)))


def _located(source: str, said: Message) -> ReplayError:
    """A replay's refusal, naming the file when there is one (a function of its own,
    not one made for every hand replayed)."""
    return ReplayError(msg("phh-in-file", file=source, reason_text=said) if source else said)


def history_from_hand(state: HandState, variant: str) -> phh.HandHistory:
    """Export a hand as a PHH history (the engine's own hands, for sharing)."""
    setup = state.setup
    n = setup.player_count
    antes = list(setup.antes or (0,) * n)
    blinds = list(setup.blinds or (0,) * n)
    if n == 2:
        antes, blinds = antes[::-1], blinds[::-1]
    actions: list[phh.Action] = []
    for event in state.log:
        action = _to_action(state, event)
        if action is not None:
            actions.append(action)
    betting = setup.betting
    fixed = betting.limit is FIXED_LIMIT or setup.game.is_stud
    return phh.HandHistory(
        variant=variant,
        ante_trimming_status=not setup.dead_antes,
        antes=tuple(antes),
        blinds_or_straddles=None if setup.game.is_stud else tuple(blinds),
        bring_in=setup.bring_in or None,
        small_bet=betting.small_bet if fixed else None,
        big_bet=(betting.big_bet or 2 * betting.small_bet) if fixed else None,
        min_bet=None if fixed else betting.small_bet,
        starting_stacks=tuple(setup.stacks),
        actions=tuple(actions),
        finishing_stacks=tuple(state.stacks) if state.is_complete else None,
        metadata={name: getattr(setup.options, name) for name in _DRAW_OPTIONS
                  if getattr(setup.options, name) not in (False, None)},
    )


def _to_action(state: HandState, event: ev.Event) -> phh.Action | None:
    def player(seat: int) -> int:
        return state.setup.seats.index(seat)

    match event:
        case ev.DealHole(seat=seat, cards=cards):
            return phh.DealHole(player(seat), cards)
        case ev.DealBoard(cards=cards) if all(c is not None for c in cards):
            return phh.DealBoard(tuple(c for c in cards if c is not None))
        case ev.Fold(seat=seat):
            return phh.Fold(player(seat))
        case ev.CheckCall(seat=seat):
            return phh.CheckOrCall(player(seat))
        case ev.BetRaise(seat=seat, to=to):
            return phh.CompleteBetOrRaiseTo(player(seat), to)
        case ev.PostBringIn(seat=seat):
            return phh.PostBringIn(player(seat))
        case ev.Show(seat=seat, cards=cards):
            return phh.ShowOrMuck(player(seat), cards or state.hole[player(seat)])
        case ev.Muck(seat=seat):
            return phh.ShowOrMuck(player(seat), (), shows=False)
        case ev.Discard(seat=seat, cards=cards) if state.setup.game.is_draw:
            return phh.StandPatOrDiscard(player(seat), cards)
    return None
