"""The dealer's script: what happens next, in words (DESIGN.md "Dealer assist"),
and the showing order at showdown (R-7.2)."""

from __future__ import annotations

from director.engine.hand.betting_rules import legal_actions
from director.engine.hand.data import HandData, Phase
from director.engine.hand.draw import draw_turn, stub_runs_out
from director.engine.hand.evaluation import cards_missing
from director.engine.hand.games import StudOrder
from director.engine.hand.rounds import (
    burn_pending,
    deal_targets,
    discard_pending,
    stud_scrambles_burns,
)
from director.engine.hand.showdown_rules import runout
from director.engine.hand.steps import Step, StepKind
from director.engine.hand.stud import first_to_act

_COUNT = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _blind_name(s: HandData, player: int) -> str:
    setup = s.setup
    amount = setup.blind_of(player)
    if setup.straddler is not None:  # a live straddle
        if player == setup.straddler:
            return "straddle"
        big = setup.big_blind_player()
        return "big blind" if big is None or amount >= setup.blind_of(big) else "small blind"
    blinds = sorted({setup.blind_of(i) for i in range(setup.player_count)} - {0})
    if amount == blinds[-1]:
        return "big blind"
    if amount == blinds[0] and len(blinds) > 1:
        return "small blind"
    return "straddle"


def next_step(s: HandData) -> Step:
    if s.phase is Phase.POSTING:
        player, kind, nominal = s.posts[0]
        seat = s.seats[player]
        due = min(nominal, s.stacks[player])
        short = f" (all-in, short of {nominal})" if due < nominal else ""
        if kind == "ante":
            name = "big-blind ante" if s.setup.big_blind_ante else "ante"
            return Step(StepKind.POST_ANTE, f"Seat {seat} posts the {name} of {due}{short}",
                        seat, due)
        name = "dead small blind" if kind == "dead blind" else _blind_name(s, player)
        return Step(StepKind.POST_BLIND, f"Seat {seat} posts the {name} of {due}{short}",
                    seat, due)
    if s.phase in (Phase.DEALING, Phase.DISCARDING) and runout(s) and all(
            s.hole[i] for i in s.live_players()):
        # hands are turned up once dealt (a short blind may be all-in before the deal).
        unshown = [i for i in s.live_players() if not s.shown[i]]
        if unshown:
            seat = s.seats[unshown[0]]
            return Step(StepKind.SHOW, f"No more betting: seat {seat} turns their hand face up "
                        "before the rest is dealt (R-7.1)", seat)
    if s.phase is Phase.DEALING:
        return _dealing_step(s)
    if s.phase is Phase.BETTING:
        return _betting_step(s)
    if s.phase is Phase.DRAWING:
        return _drawing_step(s)
    if s.phase is Phase.DISCARDING:
        seat = s.seats[discard_pending(s)[0]]
        return Step(StepKind.DISCARD, f"Seat {seat} discards one card face down (R-6.3)", seat)
    if s.phase is Phase.SHOWDOWN:
        order = [i for i in showing_order(s) if not s.shown[i]]
        seat = s.seats[order[0]]
        if s.stacks[order[0]] == 0:
            first = "is all-in and shows (R-7.2)"
        elif not any(s.shown):
            first = "shows first (R-7.2)"
        else:
            first = "shows, or mucks if beaten by a hand already shown (R-7.2)"
        return Step(StepKind.SHOW, f"Seat {seat} {first}", seat)
    if s.phase is Phase.AWARDING:
        if s.setup.options.openers and s.opener is not None and not s.openers_shown:
            seat = s.seats[s.opener]
            return Step(StepKind.SHOW, f"Seat {seat} opened and shows openers (R-6.5)", seat)
        missing = cards_missing(s)
        if missing:
            text = "Award the pots: enter " + "; ".join(missing) + ", or pick the winners"
        else:
            text = "Award the pots"
        return Step(StepKind.AWARD, text)
    if s.dead_deal:
        return Step(StepKind.DONE, f"Nobody opened: the deal is dead; the {s.carried_out} in "
                    "the pot stays and everyone antes again (R-6.5)")
    return Step(StepKind.DONE, "The hand is over: move the button")


def _drawing_step(s: HandData) -> Step:
    turn = draw_turn(s)
    assert turn is not None
    player, replacing = turn
    seat = s.seats[player]
    if not replacing:
        options = s.setup.options
        limit = "0 to 5 cards"
        if options.max_draw is not None:
            limit = f"up to {options.max_draw} cards ({options.max_draw + 1} showing an ace kept)"
        extra = "; aces may not be exchanged" if options.aces_stay else ""
        return Step(StepKind.DISCARD,
                    f"Seat {seat} stands pat or discards {limit}{extra} (R-6.5)", seat)
    count = s.to_replace[player] or 0
    if burn_pending(s):
        return Step(StepKind.BURN, "Burn one card before the replacement cards (R-4.4)")
    text = f"Deal seat {seat} {count} replacement card{'s' if count > 1 else ''}"
    if stub_runs_out(s, count):
        text += ("; the stub is short: keep the last card, shuffle the burns and discards "
                 "and deal from them (R-6.5)")
    return Step(StepKind.DEAL_HOLE, text, seat, down=count)


def _dealing_step(s: HandData) -> Step:
    game = s.setup.game
    street = game.streets[s.street]
    if burn_pending(s):
        return Step(StepKind.BURN, f"Burn one card before the {street.name} (R-4.4)")
    if s.community_card or (not street.hole):
        count = 1 if s.community_card else street.board
        what = {3: "the flop", 1: f"the {street.name}"}.get(count, f"{count} board cards")
        if s.community_card:
            what = ("one community card face up for every player: the deck is short (R-6.4)")
            if stud_scrambles_burns(s):
                what += "; the stub is short: scramble the burns into it first (R-6.4)"
        return Step(StepKind.DEAL_BOARD, f"Deal {what}", down=0, up=count)
    targets = deal_targets(s)
    if s.street_dealt < len(targets):
        seat = s.seats[targets[s.street_dealt]]
        parts = []
        if street.down:
            parts.append(f"{_COUNT.get(street.down, street.down)} down")
        if street.up:
            parts.append(f"{_COUNT.get(street.up, street.up)} up")
        text = f"Deal seat {seat} " + " and ".join(parts)
        if s.street == 0 and s.street_dealt == 0:
            text += " (one card at a time, starting left of the button, R-4.3)"
        if s.street_dealt == 0 and stud_scrambles_burns(s):
            text += "; the stub is short: scramble the burns into it first (R-6.4)"
        return Step(StepKind.DEAL_HOLE, text, seat, down=street.down, up=street.up)
    count = street.board
    what = "the flop" if count == 3 else f"the {street.name}"
    return Step(StepKind.DEAL_BOARD, f"Deal {what}", up=count)


def _betting_step(s: HandData) -> Step:
    actions = legal_actions(s)
    if actions is None:
        hidden = [s.seats[i] for i in s.open_to if None in s.up_cards(i)]
        who = "brings in" if s.street == 0 else "acts first"
        return Step(StepKind.ACT, "Enter the up cards of seat(s) "
                    + ", ".join(str(x) for x in hidden) + f" to find who {who} (R-6.4)")
    if actions.bring_in is not None:
        complete = actions.raise_min
        text = f"Seat {actions.seat} brings in for {actions.bring_in}"
        if complete is not None:
            text += f" or completes to {complete}"
        return Step(StepKind.POST_BRING_IN, text + " (R-6.4)", actions.seat, actions.bring_in)
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
        ups = [(i, [c for c in s.up_cards(i) if c is not None]) for i in live]
        first = first_to_act(order, ups, s.setup.options.stud_ties_by_position)
    else:
        first = live[0]
    start = live.index(first)
    return live[start:] + live[:start]


def cards_needed(s: HandData) -> list[str]:
    return cards_missing(s) if s.phase in (Phase.SHOWDOWN, Phase.AWARDING) else []
