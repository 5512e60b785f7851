"""What the dealer panel offers at a step of the hand: the step's buttons (a bet,
a draw, a show, the award, or the one button that says the step is done), and
for the card grid the cards it greys out and why cards typed may not be dealt
(R-1.4). The session says what the step is; this only turns it into what the
dealer sees. Its words are the panel's (the catalogue's ``DealerPanel``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QCoreApplication, QTimer

from director.engine.cards import Card
from director.engine.hand.facts.betting import Limit
from director.engine.hand.rules.steps import Step, StepKind
from director.engine.hand.state import Phase
from director.engine.messages import Message
from director.services.tables.dealer_session import DealerSession
from director.ui.dealer.actions_bar import ActionsBar, DeclareBox
from director.ui.dealer.card_grid import CardGrid
from director.ui.dealer.history_view import HistoryView
from director.ui.dealer.pots_view import WinnersPicker


def tr(text: str) -> str:
    return QCoreApplication.translate("DealerPanel", text)


@cache
def deck_set(deck: tuple[Card, ...]) -> frozenset[Card]:
    return frozenset(deck)


def unusable(s: DealerSession, step: Step) -> frozenset[Card]:
    """The cards the grid greys out (R-1.4): every card seen, but a pineapple
    discard's own hand, which is where its card comes from (R-6.3)."""
    used = s.used_cards()
    if step.kind is StepKind.DISCARD and step.seat is not None and not s.is_guts:
        used = used - frozenset(c for c in s.hand.hole[s.hand.player_at(step.seat)] if c)
    return used


def card_refusal(s: DealerSession, words: Callable[[Message], str],
                 cards: tuple[Card, ...]) -> str | None:
    """R-1.4 as the dealer types: why these cards may not be dealt, or ``None``.
    A known hand's discard (pineapple, a draw) is a card of the seat's own hand,
    and a hand shown may repeat its own known cards: only the others are checked
    (the ace shown at a draw of a hand not known is checked, R-6.5)."""
    step = s.step()
    if step.kind is StepKind.DISCARD and (s.is_guts or any(
            s.hand.hole[s.hand.player_at(step.seat or 0)])):
        return None  # cards of the seat's own known hand
    if step.kind is StepKind.SHOW and step.seat is not None and not s.is_guts:
        own = set(s.hand.hole[s.hand.player_at(step.seat)])
        cards = tuple(c for c in cards if c not in own)
    message = s.card_refusal(cards)
    return None if message is None else words(message)


def offer_step(s: DealerSession, kind: StepKind, a: ActionsBar, picker: WinnersPicker,
               declare_box: DeclareBox, cards: CardGrid, history: HistoryView,
               picker_in_view: Callable[[], None]) -> None:
    """The buttons of the step ``kind``: the legal actions while a seat acts, guts'
    declaring (R-6.6), a draw (R-6.5), a show or muck, the award (the winners
    picked where hands are missing) or the step's one button."""
    legal = s.legal()
    if legal is not None:
        pot_limit = (not s.is_guts) and s.hand.setup.betting.limit is Limit.POT_LIMIT
        a.show_actions(legal, pot_limit)
        return
    if s.is_guts and kind is StepKind.ACT:
        g = s.guts  # a loser who paid sits this deal out
        declare_box.show_seats(tuple(g.setup.seats[i] for i in g.dealt_in()))
        a.show_next(tr("Declare"))
        return
    if kind is StepKind.DISCARD and not s.is_guts and s.hand.phase is Phase.DRAWING:
        most = s.hand.setup.options.max_draw
        a.show_draw(5 if most is None else min(most + 1, 5))
        return
    if kind is StepKind.SHOW:
        if s.is_guts:
            a.show_next(tr("Show"))
        else:
            a.show_showing(s.can_muck())
        return
    if kind is StepKind.AWARD:
        if s.cards_missing():
            hilo = s.hand.setup.game.low8
            picker.set_pots([p for p in s.pot_rows() if p.amount], hilo)
            picker.show()
            # the betting is over: the picker takes the history's place, in view
            # on a short panel once laid out (LOOK.md: nothing below the fold)
            history.hide()
            # with the picker as its context: a panel closed before the loop turns
            # (a station's window taken down) drops the call, its picker deleted
            QTimer.singleShot(0, picker, picker_in_view)
            cards.hide()
            a.show_only()
        else:
            a.show_next(tr("Award"))
        return
    labels = {
        StepKind.POST_ANTE: tr("Posted"), StepKind.POST_BLIND: tr("Posted"),
        StepKind.BURN: tr("Burned"), StepKind.DEAL_HOLE: tr("Dealt"),
        StepKind.DEAL_BOARD: tr("Dealt"), StepKind.DISCARD: tr("Discarded"),
        StepKind.DONE: tr("Next hand"),
    }
    if kind in labels:
        a.show_next(labels[kind])
    else:
        a.show_only()
