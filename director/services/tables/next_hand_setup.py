"""The next hand's setup at a table, from the chips each seat is dealt (rules only).

Who is dealt in (a seat with chips; at a cash table not one sitting out where the
game has no blinds, R-3.6), where the button goes and who posts the blinds: the
first hand from the button drawn, the next ones moving the button and the blinds
on from the last hand's positions, the busted and the seats filled since left
out (R-3.3 to R-3.6, ``engine.event.button``; the dead button, or at a cash table
whose house rules say so the moving button, R-3.4); a straddle at a cash table that
allows it, never heads-up (R-3.7). A game without blinds moves the button only;
a round of guts deals from the seat after the button (R-6.6); a dead deal of draw
with openers is dealt again by the same button, its pot kept (R-6.5). Nothing is read or
written here: the session keeps the positions it is given back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from director.engine.event.button import (
    GameKind,
    HandPositions,
    TablePositions,
    first_hand,
    hand_setup_for,
    next_hand,
)
from director.engine.frozen import frozen_record
from director.engine.hand.facts.games import GAMES, Opening, StudOrder
from director.engine.hand.facts.setup import HandSetup, order_from_button
from director.engine.hand.rules.guts import GutsSetup
from director.engine.hand.state import HandState
from director.engine.messages import Amount, Message, msg
from director.services.tables.dealer_cash import Between
from director.services.tables.dealer_refusals import DealerError
from director.services.tables.table_game import TableGame


@frozen_record
class PlannedHand:
    """A hand's setup, the table's positions after it (None: the game has no blinds)
    and the hand's own positions (a game with blinds only)."""

    setup: HandSetup | GutsSetup
    positions: TablePositions | None
    hand: HandPositions | None


@frozen_record
class Carried:
    """R-6.5: a dead deal's pot dealt again, and each seat's antes in it."""

    pot: int
    by_seat: Mapping[int, int]

    def for_seats(self, refilled: Sequence[int]) -> Carried:
        """The same pot; a seat filled since the dead deal has a new player, whose
        pot it is not: that seat's antes stay in as dead money."""
        return Carried(self.pot, {seat: put for seat, put in self.by_seat.items()
                                  if seat not in refilled})


def dead_deal_pot(state: object) -> Carried | None:
    """R-6.5: the antes of a dead deal (nobody opened, ``state`` the hand just over),
    which stay in the pot for the deal again, each seat's counted as theirs; None
    after any other hand."""
    if isinstance(state, HandState) and state.is_complete and state.dead_deal:
        return Carried(state.carried_out, state.carried_by_seat())
    return None


def dealt_in(stacks: Mapping[int, int], carried: Carried | None) -> dict[int, int]:
    """The seats dealt in and their chips: every seat with chips and, at the deal
    again of a dead deal (R-6.5), a seat all-in on its ante there, with none."""
    alive = {seat: chips for seat, chips in stacks.items() if chips > 0}
    if carried is not None and carried.pot:
        alive.update({seat: 0 for seat, chips in stacks.items()
                      if chips <= 0 and carried.by_seat.get(seat, 0) > 0})
    return alive


def plan_next_hand(game: TableGame, stacks: dict[int, int], button: int, first: bool,
                   refilled: Sequence[int], between: Between,
                   positions: TablePositions | None, kind: GameKind,
                   carried: Carried | None = None) -> PlannedHand:
    """The next hand from the chips each seat is dealt: ``button`` the first hand's
    button (``first``) or the last hand's; ``positions`` the last hand's (None after
    a hand without blinds); refused when fewer than two seats can be dealt in.
    ``carried``: the pot of a dead deal just over (R-6.5, nobody opened): the same
    button deals again, everyone antes again and the pot stays in; a seat all-in on
    the ante of the dead deal is dealt in with no chips, its ante its stake."""
    alive = dealt_in(stacks, carried)
    all_in = {seat for seat, chips in alive.items() if chips <= 0}  # on the ante
    busted = [*(seat for seat, chips in stacks.items() if chips <= 0), *refilled]
    away = (between.away & alive.keys()) - all_in  # no decision to make: dealt in
    if len(alive) - len(away) < 2 or not any(alive.values()):
        raise DealerError(msg("svc-hand-needs-two-with-chips"))
    if away and (game.is_guts or GAMES[game.key].opening is not Opening.BLINDS):
        alive = {seat: chips for seat, chips in alive.items() if seat not in away}
    if game.guts is not None:  # the deal starts after the button
        nxt = button if first else order_from_button(alive, button)[0]
        seats = order_from_button(alive, nxt)
        return PlannedHand(GutsSetup(tuple(seats), tuple(alive[s] for s in seats), game.ante,
                                     game.guts, game.options.chip_unit), positions, None)
    g = game.game
    assert g is not None
    if g.opening is not Opening.BLINDS:  # only the button moves on
        pot = 0 if carried is None else carried.pot
        redeal = pot > 0 and button in alive  # a dead deal is dealt again
        nxt = button if first or redeal else order_from_button(alive, button)[0]
        setup = HandSetup.at_table(
            g, game.betting, alive, nxt, small_blind=game.small_blind,
            big_blind=game.big_blind, ante=game.ante, bring_in=game.bring_in,
            options=game.options, carried_pot=pot,
            carried_by_seat=None if carried is None else carried.by_seat)
        return PlannedHand(setup, None, None)
    # the moving button, a cash game's house rule, never a tournament's.
    moving = game.moving_button and kind is GameKind.CASH
    hand = _blinds(alive, busted, button, first, away, between, positions, kind, moving)
    # a straddle asked for at a cash table that allows it, never heads-up.
    straddle = between.straddle and not hand.heads_up
    return PlannedHand(hand_setup_for(
        hand, g, game.betting, alive, small_blind=game.small_blind,
        big_blind=game.big_blind, ante=game.ante, big_blind_ante=game.big_blind_ante,
        options=game.options, straddle=straddle), hand.table, hand)


def _blinds(alive: dict[int, int], busted: list[int], button: int, first: bool,
            away: frozenset[int], between: Between, positions: TablePositions | None,
            kind: GameKind, moving: bool) -> HandPositions:
    """The button and the blinds of the hand (R-3.3 to R-3.6): from the button drawn,
    moved on after a hand without blinds, or from the last hand's positions (with
    ``moving``, the moving button: to the next player, R-3.4)."""
    if first:
        return first_hand(button, alive, kind, sitting_out=away)
    if positions is None:  # the last hand had no blinds: the button moves on
        return first_hand(order_from_button(alive, button)[0], alive, kind, sitting_out=away)
    return next_hand(positions, alive, busted, kind, moving, sitting_out=away,
                     posting=(between.posting & alive.keys()) - away)


def forced_bets_said(planned: PlannedHand, between: Between | None = None,
                     tournament: bool = False) -> Message:
    """Where the button is and what is posted, in words, for a hand recorded on the
    felt (the seating's Next hand): the button and the blinds as the button rules
    place them (R-3.3 to R-3.5), a draw's button with its antes (R-6.5; its blinds
    where the level has them), stud's deal left of the button, no blinds, its antes
    and bring-in (R-6.4), guts' antes (R-6.6); the antes every player posts, or the
    big blind's for the table (R-4.2); at a cash table the posts to enter or to
    return, the straddle, who waits for the big blind or for the button to pass and
    who sits out (``between``, the table's wishes), R-3.6, R-3.7; at a ``tournament``'s
    table a player moved or seated between the small blind and the button is not
    dealt in until the button has passed, R-3.2 (nobody waits for a big blind there)."""
    setup = planned.setup
    if isinstance(setup, GutsSetup):
        return msg("svc-forced-guts", seat=setup.seats[0], amount=Amount(setup.ante))
    game = setup.game
    parts: list[Message] = []
    if planned.hand is not None:
        parts.append(planned.hand.explanation)
    elif game.is_stud:
        parts.append(msg("svc-forced-stud-deal", seat=setup.seats[0],
                         button_seat=setup.button_seat))
    else:
        parts.append(msg("event-button-at", seat=setup.button_seat))
        if setup.blinds:  # blinds optional in draw, posted left of the button
            heads_up = len(setup.seats) == 2
            parts.append(msg("event-seat-posts-small-blind",
                             seat=setup.seats[-1 if heads_up else 0]))
            parts.append(msg("event-seat-posts-big-blind", seat=setup.seats[0 if heads_up else 1]))
    ante = max(setup.antes, default=0)
    big = setup.big_blind_player()
    if ante and setup.big_blind_ante and big is not None:
        parts.append(msg("svc-forced-big-blind-ante", seat=setup.seats[big], amount=Amount(ante)))
    elif ante:
        parts.append(msg("svc-forced-antes", amount=Amount(ante)))
    if game.is_stud and setup.bring_in:
        parts.append(msg("svc-forced-bring-in-razz" if game.stud_order is StudOrder.LOW
                         else "svc-forced-bring-in", amount=Amount(setup.bring_in)))
    if planned.hand is not None and tournament:
        if planned.hand.waiting:
            parts.append(msg("svc-forced-dealt-after-button",
                             seat_numbers=planned.hand.waiting,
                             count=len(planned.hand.waiting)))
    elif planned.hand is not None:
        parts.extend(_cash_posts(planned.hand, setup, between or Between()))
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = msg("svc-forced-then", first_text=part, rest_text=said)
    return said


def _cash_posts(hand: HandPositions, setup: HandSetup, between: Between) -> list[Message]:
    """A cash table's posts beyond the blinds (R-3.6, R-3.7), in words: a big blind to
    enter, the blinds missed (the small one dead, the big one live), the straddle;
    then the seated players not dealt in: one who posts once the button has passed
    (nobody posts between the small blind and the button), one waiting for the big
    blind, one sitting out."""
    said = []
    for post in hand.entry_posts:
        i = setup.seats.index(post.seat)
        live, dead = setup.blind_of(i), setup.dead_blind_of(i)
        if post.dead_small_blind and post.live_big_blind:
            said.append(msg("svc-forced-posts-missed", seat=post.seat, amount=Amount(live),
                            dead_amount=Amount(dead)))
        elif post.dead_small_blind:
            said.append(msg("svc-forced-posts-missed-small", seat=post.seat,
                            dead_amount=Amount(dead)))
        else:
            said.append(msg("svc-forced-posts-to-enter", seat=post.seat, amount=Amount(live)))
    if setup.straddler is not None:
        said.append(msg("svc-forced-straddle", seat=setup.seats[setup.straddler],
                        amount=Amount(setup.blind_of(setup.straddler))))
    away, posting = between.away, between.posting
    for key, seats in (
            ("svc-forced-post-after-button", tuple(
                seat for seat in hand.waiting if seat in posting and seat not in away)),
            ("svc-forced-waiting", tuple(
                seat for seat in hand.waiting if seat not in posting and seat not in away)),
            ("svc-forced-sitting-out", tuple(seat for seat in hand.waiting if seat in away))):
        if seats:
            said.append(msg(key, seat_numbers=seats, count=len(seats)))
    return said
