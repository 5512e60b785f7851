"""What the felt draws for a dealer session: the session's seats, board, pots and
awards turned into a ``FeltTable`` (no painting here, no rules either: every fact
comes from the ``DealerSession`` and the hand it runs)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QLocale

from director.engine.cards import Card
from director.engine.hand.facts.showdown import pot_name
from director.engine.hand.state import HandState
from director.engine.messages import Message
from director.services.tables.dealer_session import DealerSession, PotRow, SeatRow, SeatStatus
from director.ui.dealer.felt.painting import FeltCard, FeltSeat, FeltTable

Words = Callable[[Message], str]


def _up_cards(session: DealerSession) -> list[bool]:
    """Which of a player's cards are dealt face up, in the order they are dealt."""
    if session.is_guts:
        return []
    mask: list[bool] = []
    for street in session.hand.setup.game.streets:
        mask += [False] * street.down + [True] * street.up
    return mask


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableFelt", text)


def felt_table(session: DealerSession, names: Mapping[int, str], words: Words,
               seat_rows: list[SeatRow] | None = None,
               pot_rows: list[PotRow] | None = None) -> FeltTable:
    """The felt's picture of the hand; ``seat_rows`` and ``pot_rows`` when the
    caller has asked the session for them already (the panel's redraw)."""
    s, loc = session, QLocale()
    up = _up_cards(s)
    # A hand dealt on the felt since (or the seats drawn again): the table as it is now,
    # its button, and no cards nor result of the panel's last hand (the pots box keeps
    # that result, said to be the panel's last hand's).
    since = s.felt is not None and s.is_complete
    holes: tuple[tuple[Card | None, ...], ...] = () if since else tuple(s.state.hole)
    won: dict[int, int] = {}
    paid: list[str] = []
    state = s.state
    if isinstance(state, HandState) and not since:
        for award in state.awards:
            for index, chips in award.shares:
                won[state.seats[index]] = won.get(state.seats[index], 0) + chips
            winners = ", ".join(str(state.seats[i]) for i, _ in award.shares)
            paid.append(_tr("{0} {1} \u2192 seat {2}").format(
                words(pot_name(award.pot_index)).capitalize(), loc.toString(award.amount),
                winners))
    seats = []
    for i, row in enumerate(s.seat_rows() if seat_rows is None else seat_rows):
        hole = holes[i] if i < len(holes) else ()
        cards = tuple(FeltCard(c, up[n] if n < len(up) else False) for n, c in enumerate(hole))
        seats.append(FeltSeat(
            seat=row.seat, name=names.get(row.seat, ""), stack=row.stack, bet=row.bet,
            cards=cards, folded=bool(row.status & (SeatStatus.FOLDED | SeatStatus.MUCKED)),
            all_in=SeatStatus.ALL_IN in row.status, button=SeatStatus.BUTTON in row.status,
            to_act=row.to_act, declared_in=SeatStatus.IN in row.status,
            won=won.get(row.seat, 0)))
    pots = tuple(_tr("{0} {1}").format(words(row.name).capitalize(), loc.toString(row.amount))
                 for row in (s.pot_rows() if pot_rows is None else pot_rows) if row.amount)
    board = () if since else tuple(FeltCard(c, True) for c in s.board())
    max_seats = max([len(seats), *(r.seat for r in seats)]) if seats else 6
    most = max([len(up), *(len(h) for h in holes)])
    return FeltTable(tuple(seats), max_seats, board, pots, tuple(paid), most)
