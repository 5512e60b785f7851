"""What the dealer session refuses, and the refusals that mean another station
got there first.

``DealerError`` is a dealer's gesture that does not fit the hand; its message says
what is expected. On a club's server another station may act on the same hand
(issue 17) or deal the next one (issue 31): the table service's refusals that
say so are ``CHANGED_ELSEWHERE`` and ``DEALT_ELSEWHERE``, after which the session
reads the hand again as stored.
"""

from __future__ import annotations

from director.engine.messages import MessageError, msg
from director.services.tables.dealer_deals import CardRequest


class DealerError(MessageError):
    """A dealer gesture that does not fit the hand; the message says what is expected."""


# Another station moved the hand on first, or finished it (``TableService.apply_all``,
# issue 17), or changed it since this station read it (``TableService.undo``): the
# refusal is shown with the hand as stored.
CHANGED_ELSEWHERE = frozenset({"svc-hand-changed-elsewhere", "svc-hand-undo-changed-elsewhere",
                               "svc-hand-over"})
# Another station dealt the next hand at the table first (issue 31), or recorded it
# as dealt on the felt, or dealt and played it: this station's Next hand is refused,
# its panel shows the hand dealt there (if one runs) and its next N deals the one after.
DEALT_ELSEWHERE = frozenset({"svc-hand-still-being-played", "svc-hand-dealt-elsewhere",
                             "svc-hand-dealt-on-the-felt", "svc-hand-played-elsewhere"})


def cards_needed(request: CardRequest) -> DealerError:
    """"enter seat 3's up card (1 card): the rules need them" (R-6.4, R-6.6)."""
    return DealerError(msg("svc-enter-cards-needed", what_text=request.what or msg("svc-cards-any"),
                           count=request.count))
