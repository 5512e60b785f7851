"""Five-card draw (R-6.5): the draw itself, openers, and the stub running out.

Players draw in turn from the first seat left of the button: each stands pat
or discards, then gets replacements after one burn for the round (R-4.4).
"""

from __future__ import annotations

from director.engine.cards import Rank
from director.engine.hand.facts.data import HandData, HandError, NotNow
from director.engine.hand.facts.events import DealHole, Discard, MaybeCard, cards_text
from director.engine.hand.rules.checks import record_cards
from director.engine.hand.rules.openers import has_openers, piquet_deck
from director.engine.hand.rules.rounds import (
    burn_pending,
    implicit_burn,
    remove_from_hole,
    start_betting,
)
from director.engine.messages import msg


def draw_turn(s: HandData) -> tuple[int, bool] | None:
    """The player whose draw is due and whether their replacements are next
    (``True``) or their discard (``False``); players draw in turn from the
    first seat left of the button (R-6.5)."""
    for i in s.live_players():
        pending = s.to_replace[i]
        if pending is None:
            return i, False
        if pending > 0:
            return i, True
    return None


def draw_discard(s: HandData, e: Discard) -> None:
    turn = draw_turn(s)
    i = s.player_at(e.seat)
    if not (turn is not None and turn == (i, False)):
        raise NotNow(msg("hand-not-drawing", seat=e.seat))
    count = len(e.cards)
    options = s.setup.options
    if count > 5:
        raise HandError(msg("hand-discard-count", count=count))
    if options.aces_stay and any(c is not None and c.rank == Rank.ACE for c in e.cards):
        raise HandError(msg("hand-aces-stay"))
    if options.max_draw is not None and count > options.max_draw:
        not_ace = next((c for c in e.kept if c is not None and c.rank != Rank.ACE), None)
        if not_ace is not None:  # only an ace shown lets a player draw one more
            raise HandError(msg("hand-kept-not-ace", seat=e.seat, card=str(not_ace),
                                ace_count=options.max_draw + 1))
        kept = [c for c in s.hole[i] if c is not None and c not in e.cards] + [
            c for c in e.kept if c is not None]
        ace = next((c for c in kept if c.rank == Rank.ACE), None)
        if count > options.max_draw + 1 or ace is None:
            raise HandError(msg("hand-max-draw", count=options.max_draw,
                                ace_count=options.max_draw + 1, seat=e.seat,
                                discarded_count=count))
        if ace not in e.kept:  # known from the deal: the ace is shown for the draw
            _reveal_kept(s, i, (ace,), e.cards)
    if e.kept:
        _reveal_kept(s, i, e.kept, e.cards)
    remove_from_hole(s, i, e.cards)
    s.discarded[i] = s.discarded[i] + e.cards
    s.to_replace[i] = count
    if draw_turn(s) is None:
        start_betting(s)


def _reveal_kept(s: HandData, i: int, kept: tuple[MaybeCard, ...],
                 discards: tuple[MaybeCard, ...]) -> None:
    hole = list(s.hole[i])
    for card in kept:
        if card is None:
            continue
        if card in hole:  # known already: now known as shown too
            s.known[card] = f"shown by seat {s.seats[i]}"
            continue
        if hole.count(None) <= sum(1 for c in discards if c is None or c not in hole):
            raise HandError(msg("hand-does-not-hold", seat=s.seats[i], card=str(card)))
        record_cards(s, (card,), f"shown by seat {s.seats[i]}")  # shown once
        hole[hole.index(None)] = card
    s.hole[i] = tuple(hole)


def stub_size(s: HandData) -> int:
    """Cards left to deal: the deck less everything dealt, burned or discarded,
    plus what was shuffled back in (R-6.5)."""
    out = sum(len(h) for h in s.hole) + len(s.board) + len(s.burned)
    out += sum(len(d) for d in s.discarded)
    return len(s.setup.game.deck) - out + s.reshuffled


def stub_runs_out(s: HandData, count: int) -> bool:
    """R-6.5: the last card of the stub is not dealt; burns and discards are
    shuffled to continue."""
    burn = 1 if burn_pending(s) else 0
    return count > stub_size(s) - burn - 1


def deal_replacements(s: HandData, e: DealHole) -> None:
    turn = draw_turn(s)
    i = s.player_at(e.seat)
    if not (turn is not None and turn == (i, True)):
        raise NotNow(msg("hand-no-replacement", seat=e.seat))
    due = s.to_replace[i] or 0
    if len(e.cards) != due:
        raise HandError(msg("hand-replacement-count", seat=e.seat, count=due,
                             given_count=len(e.cards)))
    if stub_runs_out(s, due):
        # Burns and discards (not the last card) are shuffled to continue.
        gone = [c for c, place in s.known.items()
                if place == "burned" or place.startswith("discarded")]
        for card in gone:
            del s.known[card]
        s.reshuffled += len(s.burned) + sum(len(d) for d in s.discarded)
    implicit_burn(s)
    record_cards(s, e.cards, f"dealt to seat {e.seat}")
    s.hole[i] = s.hole[i] + e.cards
    s.to_replace[i] = 0
    if draw_turn(s) is None:
        start_betting(s)


def check_openers(s: HandData, i: int, cards: tuple[MaybeCard, ...]) -> None:
    """R-6.5: jacks or better to open, checked when the cards are known."""
    known = [c for c in cards if c is not None]
    if len(known) == len(cards) and not has_openers(known, piquet_deck(s)):
        raise HandError(msg("hand-cannot-open", seat=s.seats[i], cards=cards_text(cards)))


def show_openers(s: HandData, i: int, cards: tuple[MaybeCard, ...]) -> None:
    """R-6.5: the opener shows openers, from the hand kept or the discards."""
    held = {c for c in s.hole[i] + s.discarded[i] if c is not None}
    unknown = sum(1 for c in s.hole[i] + s.discarded[i] if c is None)
    new = [c for c in cards if c is not None and c not in held]
    if len(new) > unknown:
        raise HandError(msg("hand-did-not-hold", seat=s.seats[i], cards=cards_text(tuple(new))))
    if cards and all(c is not None for c in cards):
        check_openers(s, i, cards)
    s.openers_shown = True


def openers_proved(s: HandData, i: int) -> bool:
    """R-6.5: the cards known of the opener's hand as dealt (kept and discarded)
    already hold openers, so a show that names no card proves them."""
    kept = len(s.hole[i]) - (len(s.hole[i]) + len(s.discarded[i]) - s.setup.game.hole_cards)
    known = [c for c in s.hole[i][:kept] + s.discarded[i] if c is not None]
    return bool(known) and has_openers(known, piquet_deck(s))


def openers_seen(s: HandData, i: int) -> bool:
    """After the opener shows their hand: True when it proves openers (R-6.5).

    Refused outright when every card the opener held is known and no pair of
    jacks or better is among them; False (the openers are still to be shown)
    while discarded cards are unknown."""
    # The hand as dealt: the cards kept (replacements come after them) and the discards.
    kept = len(s.hole[i]) - (len(s.hole[i]) + len(s.discarded[i]) - s.setup.game.hole_cards)
    held = s.hole[i][:kept] + s.discarded[i]
    known = [c for c in held if c is not None]
    if has_openers(known, piquet_deck(s)):
        return True
    if len(known) == len(held):
        raise HandError(msg("hand-opened-without-openers", seat=s.seats[i],
                            cards=cards_text(held)))
    return False
