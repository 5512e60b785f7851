"""The dealer's script: what happens next, in words (DESIGN.md "Dealer assist"),
and the showing order at showdown (R-7.2)."""

from __future__ import annotations

from director.engine.hand.facts.data import HandData, Phase
from director.engine.hand.facts.games import StudOrder
from director.engine.hand.facts.stud import first_to_act
from director.engine.hand.rules.betting_rules import legal_actions
from director.engine.hand.rules.checks import street_message
from director.engine.hand.rules.draw import draw_turn, stub_runs_out
from director.engine.hand.rules.evaluation import cards_missing
from director.engine.hand.rules.rounds import (
    burn_pending,
    deal_targets,
    discard_pending,
    stud_scrambles_burns,
)
from director.engine.hand.rules.showdown_rules import must_show_as_called, runout_unshown
from director.engine.hand.rules.steps import Step, StepKind
from director.engine.messages import Amount, Message, msg

_FORCED = {"ante": "step-forced-ante", "big-blind ante": "step-forced-big-blind-ante",
           "dead small blind": "step-forced-dead-small-blind", "big blind": "step-forced-big-blind",
           "small blind": "step-forced-small-blind", "straddle": "step-forced-straddle"}


def _blind_name(s: HandData, player: int) -> str:
    setup = s.setup
    amount = setup.blind_of(player)
    if player == setup.straddler:  # a live straddle
        return "straddle"
    if player == setup.big_blind_player():
        return "big blind"
    if player == setup.small_blind_player():  # as large as the big one with equal blinds
        return "small blind"
    if setup.straddler is not None:
        big = setup.big_blind_player()
        return "big blind" if big is None or amount >= setup.blind_of(big) else "small blind"
    # a post to enter or return, or a blind of a hand written elsewhere (PHH)
    blinds = sorted({setup.blind_of(i) for i in range(setup.player_count)} - {0})
    if amount == blinds[-1]:
        return "big blind"
    if amount == blinds[0] and len(blinds) > 1:
        return "small blind"
    return "straddle"


def forced_bet(s: HandData) -> Message:
    """The forced bet due next while posting (R-4.1, R-4.2, R-3.6, R-3.7), by its name:
    the ante, the big-blind ante, a blind or the straddle."""
    player, kind, _nominal = s.posts[0]
    if kind == "ante":
        name = "big-blind ante" if s.setup.big_blind_ante else "ante"
    else:
        name = "dead small blind" if kind == "dead blind" else _blind_name(s, player)
    return msg(_FORCED[name])


def next_step(s: HandData) -> Step:
    if s.phase is Phase.POSTING:
        player, kind, nominal = s.posts[0]
        seat = s.seats[player]
        due = min(nominal, s.stacks[player])
        forced = forced_bet(s)
        if due < nominal:
            said = msg("step-post-short", seat=seat, forced=forced, amount=Amount(due),
                       nominal_amount=Amount(nominal))
        else:
            said = msg("step-post", seat=seat, forced=forced, amount=Amount(due))
        return Step(StepKind.POST_ANTE if kind == "ante" else StepKind.POST_BLIND, said,
                    seat, due)
    unshown = runout_unshown(s)  # hands are turned up once dealt
    if unshown is not None:
        seat = s.seats[unshown]
        return Step(StepKind.SHOW, msg("step-runout-show", seat=seat), seat)
    if s.phase is Phase.DEALING:
        return _dealing_step(s)
    if s.phase is Phase.BETTING:
        return _betting_step(s)
    if s.phase is Phase.DRAWING:
        return _drawing_step(s)
    if s.phase is Phase.DISCARDING:
        seat = s.seats[discard_pending(s)[0]]
        return Step(StepKind.DISCARD, msg("step-discard-one", seat=seat), seat)
    if s.phase is Phase.SHOWDOWN:
        order = [i for i in showing_order(s) if not s.shown[i]]
        seat = s.seats[order[0]]
        if s.stacks[order[0]] == 0:
            said = msg("step-show-all-in", seat=seat)
        elif must_show_as_called(s, order[0]):
            said = msg("step-show-called", seat=seat)
        elif not any(s.shown):
            said = msg("step-show-first", seat=seat)
        else:
            said = msg("step-show-or-muck", seat=seat)
        return Step(StepKind.SHOW, said, seat)
    if s.phase is Phase.AWARDING:
        if s.setup.options.openers and s.opener is not None and not s.openers_shown:
            seat = s.seats[s.opener]
            return Step(StepKind.SHOW, msg("step-show-openers", seat=seat), seat)
        missing = cards_missing(s)
        if missing:
            listed = missing[0]
            for more in missing[1:]:
                listed = msg("step-missing-and", head=listed, tail=more)
            return Step(StepKind.AWARD, msg("step-award-enter", missing=listed))
        return Step(StepKind.AWARD, msg("step-award"))
    if s.dead_deal:
        return Step(StepKind.DONE, msg("step-dead-deal", pot=Amount(s.carried_out)))
    return Step(StepKind.DONE, msg("step-hand-over-stud" if s.setup.game.is_stud
                                   else "step-hand-over"))


def _drawing_step(s: HandData) -> Step:
    turn = draw_turn(s)
    assert turn is not None
    player, replacing = turn
    seat = s.seats[player]
    if not replacing:
        options = s.setup.options
        if options.max_draw is not None:
            limit = {"seat": seat, "count": options.max_draw, "ace_count": options.max_draw + 1}
            said = (msg("step-stand-pat-max-no-aces", **limit) if options.aces_stay
                    else msg("step-stand-pat-max", **limit))
        else:
            said = (msg("step-stand-pat-no-aces", seat=seat) if options.aces_stay
                    else msg("step-stand-pat", seat=seat))
        return Step(StepKind.DISCARD, said, seat)
    count = s.to_replace[player] or 0
    if burn_pending(s):
        return Step(StepKind.BURN, msg("step-burn-replacements"))
    said = msg("step-replacements", seat=seat, count=count)
    if stub_runs_out(s, count):
        said = msg("step-with-short-stub", step_text=said)
    return Step(StepKind.DEAL_HOLE, said, seat, down=count)


def _dealing_step(s: HandData) -> Step:
    game = s.setup.game
    street = game.streets[s.street]
    # the burns go into a short stub before 7th street's burn (which may be a
    # card burned earlier), so the dealer is told at the burn; without burns, at the deal
    scramble = stud_scrambles_burns(s)
    if burn_pending(s):
        said = msg("step-burn", street=street_message(street.name))
        return Step(StepKind.BURN, msg("step-with-scramble", step_text=said) if scramble
                    else said)
    scramble = scramble and not (street.burn and s.setup.options.burns)
    if s.community_card or (not street.hole):
        count = 1 if s.community_card else street.board
        if s.community_card:
            said = msg("step-community-card")
            if scramble:
                said = msg("step-with-scramble", step_text=said)
        elif count == 3:
            said = msg("step-deal-street", street=msg("street-flop"))
        elif count == 1:
            said = msg("step-deal-street", street=street_message(street.name))
        else:
            said = msg("step-deal-board", count=count)
        return Step(StepKind.DEAL_BOARD, said, down=0, up=count)
    targets = deal_targets(s)
    if s.street_dealt < len(targets):
        seat = s.seats[targets[s.street_dealt]]
        if street.down and street.up:
            said = msg("step-deal-down-up", seat=seat, down_count=street.down,
                       up_count=street.up)
        elif street.up:
            said = msg("step-deal-up", seat=seat, up_count=street.up)
        else:
            said = msg("step-deal-down", seat=seat, down_count=street.down)
        if s.street == 0 and s.street_dealt == 0:
            # stud has no button; its deal starts left of the dealer
            said = (msg("step-with-first-deal-stud", step_text=said, seat=seat) if game.is_stud
                    else msg("step-with-first-deal", step_text=said))
        if s.street_dealt == 0 and scramble:
            said = msg("step-with-scramble", step_text=said)
        return Step(StepKind.DEAL_HOLE, said, seat, down=street.down, up=street.up)
    count = street.board
    street_said = msg("street-flop") if count == 3 else street_message(street.name)
    return Step(StepKind.DEAL_BOARD, msg("step-deal-street", street=street_said), up=count)


def _betting_step(s: HandData) -> Step:
    actions = legal_actions(s)
    if actions is None:
        hidden = tuple(msg("step-seat-number", seat=s.seats[i])
                       for i in s.open_to if None in s.up_cards(i))
        said = msg("step-enter-up-cards-bring-in" if s.street == 0 else "step-enter-up-cards-first",
                   seat_numbers=hidden, count=len(hidden))
        return Step(StepKind.ACT, said)
    if actions.bring_in is not None:
        # the low card brings in or completes; the player the bring-in passed on
        # to (the low card all-in from the ante, TDA RP-10-E) may fold too.
        seat, amount, complete = actions.seat, Amount(actions.bring_in), actions.raise_min
        if complete is not None:
            said = msg("step-bring-in-complete-or-fold" if actions.can_fold
                       else "step-bring-in-or-complete", seat=seat, amount=amount,
                       complete_amount=Amount(complete))
        elif not actions.can_fold and actions.bring_in < s.setup.bring_in:
            # a stack short of the bring-in puts in what it has, all-in
            said = msg("step-bring-in-short", seat=seat, amount=amount,
                       nominal_amount=Amount(s.setup.bring_in))
        else:
            said = msg("step-bring-in-or-fold" if actions.can_fold else "step-bring-in",
                       seat=seat, amount=amount)
        return Step(StepKind.POST_BRING_IN, said, actions.seat, actions.bring_in)
    return Step(StepKind.ACT, actions.describe(), actions.seat, actions.call)


def showing_order(s: HandData) -> list[int]:
    """R-7.2: the last bettor or raiser on the final round shows first; if nobody
    bet, the first live player left of the button (flop and draw games) or the
    best showing hand (stud high, razz lowest); then clockwise."""
    live = s.live_players()
    if not live:
        return []
    if s.final_aggressor is not None and s.final_aggressor in live:
        first = s.final_aggressor
    elif s.setup.game.is_stud:
        order = s.setup.game.stud_order or StudOrder.HIGH
        # Hands whose up cards were never entered (a record) cannot be ranked: the
        # best of those entered shows first; with none entered, the first seat
        # left of the dealer (an empty showing hand is no hand to rank).
        ups = [(i, known) for i in live
               if (known := [c for c in s.up_cards(i) if c is not None])]
        first = first_to_act(order, ups, s.setup.options.stud_ties_by_position) if ups \
            else live[0]
    else:
        first = live[0]
    start = live.index(first)
    return live[start:] + live[:start]


def cards_needed(s: HandData) -> list[Message]:
    return cards_missing(s) if s.phase in (Phase.SHOWDOWN, Phase.AWARDING) else []
