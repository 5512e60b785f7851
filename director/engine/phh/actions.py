"""PHH action strings as typed, immutable records.

Players are stored 0-based in ``player`` (``p1`` in the text is ``player == 0``);
``label`` gives the text form back. Unknown cards (``??`` in the text) are
``None``. ``str(action)`` is the exact PHH text, including a ``# comment``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import field
from functools import lru_cache
from typing import ClassVar, Final, TypeVar

from director.engine import memo
from director.engine.cards import STANDARD_DECK, Card, CardError
from director.engine.frozen import frozen_record
from director.engine.hand.facts.events import MaybeCard, cards_text
from director.engine.messages import msg
from director.engine.phh.errors import PhhError


@frozen_record
class _ActionBase:
    comment: str | None = field(default=None, kw_only=True)
    """The text after ``#``, without surrounding spaces; kept so export round-trips."""

    code: ClassVar[str] = ""

    def _body(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        body = self._body()
        if self.comment is None:
            return body
        return f"{body} # {self.comment}" if body else f"# {self.comment}"


@frozen_record
class _PlayerActionBase(_ActionBase):
    player: int
    """0-based player index: ``p1`` in the text is ``0``."""

    def __post_init__(self) -> None:
        if isinstance(self.player, bool) or not isinstance(self.player, int) or self.player < 0:
            raise PhhError(msg("phh-player-index", text=repr(self.player)))

    @property
    def label(self) -> str:
        """The player as written in PHH: ``"p1"`` for player 0."""
        return f"p{self.player + 1}"


@frozen_record
class DealHole(_PlayerActionBase):
    """``d dh p1 7s4s``: deal hole cards (stud up cards too) to a player."""

    cards: tuple[MaybeCard, ...]
    code: ClassVar[str] = "dh"

    def __post_init__(self) -> None:
        _PlayerActionBase.__post_init__(self)
        if not self.cards:
            raise PhhError(msg("phh-deals-no-cards"))

    def _body(self) -> str:
        return f"d dh {self.label} {cards_text(self.cards)}"


@frozen_record
class DealBoard(_ActionBase):
    """``d db JcTs2d``: deal board cards."""

    cards: tuple[Card, ...]
    code: ClassVar[str] = "db"

    def __post_init__(self) -> None:
        if not self.cards:
            raise PhhError(msg("phh-deals-no-cards"))

    def _body(self) -> str:
        return f"d db {cards_text(self.cards)}"


class Fold(_PlayerActionBase):  # no field of its own (see below)
    """``p2 f``."""

    __slots__ = ()
    code: ClassVar[str] = "f"

    def _body(self) -> str:
        return f"{self.label} f"


class CheckOrCall(_PlayerActionBase):  # no field of its own (see below)
    """``p2 cc``."""

    __slots__ = ()
    code: ClassVar[str] = "cc"

    def _body(self) -> str:
        return f"{self.label} cc"


@frozen_record
class CompleteBetOrRaiseTo(_PlayerActionBase):
    """``p2 cbr 170000``: complete, bet or raise TO a total for the street."""

    amount: int
    code: ClassVar[str] = "cbr"

    def __post_init__(self) -> None:
        _PlayerActionBase.__post_init__(self)
        if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount <= 0:
            raise PhhError(msg("phh-amount-not-positive", text=repr(self.amount)))

    def _body(self) -> str:
        return f"{self.label} cbr {self.amount}"


class PostBringIn(_PlayerActionBase):  # no field of its own (see below)
    """``p2 pb``: post the stud bring-in."""

    __slots__ = ()
    code: ClassVar[str] = "pb"

    def _body(self) -> str:
        return f"{self.label} pb"


@frozen_record
class StandPatOrDiscard(_PlayerActionBase):
    """``p2 sd 7s4s`` discards those cards; ``p2 sd`` stands pat."""

    cards: tuple[MaybeCard, ...] = ()
    code: ClassVar[str] = "sd"

    @property
    def stands_pat(self) -> bool:
        return not self.cards

    def _body(self) -> str:
        if not self.cards:
            return f"{self.label} sd"
        return f"{self.label} sd {cards_text(self.cards)}"


@frozen_record
class ShowOrMuck(_PlayerActionBase):
    """Showdown, as pokerkit reads it: ``p2 sm 6d5h`` shows those cards,
    ``p2 sm`` mucks, ``p2 sm -`` shows without saying which cards."""

    cards: tuple[MaybeCard, ...] = ()
    shows: bool = True
    code: ClassVar[str] = "sm"

    def __post_init__(self) -> None:
        _PlayerActionBase.__post_init__(self)
        if self.cards and not self.shows:
            raise PhhError(msg("phh-muck-names-cards"))

    @property
    def mucks(self) -> bool:
        return not self.shows

    def _body(self) -> str:
        if not self.shows:
            return f"{self.label} sm"
        if not self.cards:
            return f"{self.label} sm -"
        return f"{self.label} sm {cards_text(self.cards)}"


class NoOperation(_ActionBase):  # no field of its own (see below)
    """An empty action or a comment alone (``# break``); pokerkit's no-op."""

    __slots__ = ()
    code: ClassVar[str] = ""

    def _body(self) -> str:
        return ""


# ``Fold``, ``CheckOrCall``, ``PostBringIn`` and ``NoOperation`` add no field to the record
# they extend, so they are not dataclasses again: ``@dataclass`` would write the same
# ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and frozen ``__setattr__`` anew (the
# inherited ones compare the class itself, and name it in the repr), each compiled at import
# (issue 33: a ``director replay`` process spends most of its time starting). ``__slots__ = ()``
# keeps them without a ``__dict__``, frozen as the others.

Action = (
    DealHole | DealBoard | Fold | CheckOrCall | CompleteBetOrRaiseTo | PostBringIn
    | StandPatOrDiscard | ShowOrMuck | NoOperation
)
"""Any parsed PHH action."""

ACTION_TYPES: Final[tuple[type[_ActionBase], ...]] = (
    DealHole, DealBoard, Fold, CheckOrCall, CompleteBetOrRaiseTo, PostBringIn,
    StandPatOrDiscard, ShowOrMuck, NoOperation,
)

# Every record's player index read by one C call (``model._all_fit``: ``attrgetter``), -1
# for the dealer's and a no-op: the player slot's own descriptor under a second name, so
# a hand's players are checked without a Python call or a missing attribute an action
# (``getattr`` with a default costs more, issue 33).
_ActionBase.actor = -1  # type: ignore[attr-defined]  # read by ``attrgetter`` alone
_PlayerActionBase.actor = vars(_PlayerActionBase)["player"]  # type: ignore[attr-defined]

_CARD_TOKEN: Final = re.compile(r"\?\?|[2-9TJQKAtjqka][cdhs]")
#: The most digits an amount of chips in a hand history has (a quintillion chips, past
#: any real game; other programs keep amounts in 64 bits): a longer number is refused
#: in words, never turned into a number (Python refuses past 4,300 digits).
MAX_DIGITS: Final = 18
MAX_CHIPS: Final = 10**MAX_DIGITS - 1
_PLAYER: Final = re.compile(r"p([1-9][0-9]{0,8})")
_AMOUNT: Final = re.compile(r"[0-9]+")
_PLAYER_CODES: Final = "f, cc, cbr, pb, sd, sm"


# Every card token ``_CARD_TOKEN`` accepts, to its card: one look-up a card (issue 21).
_CARDS_BY_TOKEN: Final[dict[str, Card]] = {
    rank + suit: Card.parse(rank + suit)
    for rank in "23456789TJQKAtjqka" for suit in "cdhs"
}


# Every card's text as ``str`` writes it (``As``) and every two of them (``AsKd``), to its
# cards: one look-up for a stud street's card and for hold'em's two, a look-up each two
# cards for stud's three and Omaha's four (a flop's three too), where a look-up each card
# made a text of two characters and hashed it (issue 33: half the cost of reading a deal).
_ONE_CARD: Final[dict[str, tuple[Card]]] = {str(card): (card,) for card in STANDARD_DECK}
_TWO_CARDS: Final[dict[str, tuple[Card, Card]]] = {
    first + second: (a, b) for first, (a,) in _ONE_CARD.items()
    for second, (b,) in _ONE_CARD.items() if a is not b}  # 2,652, made in a millisecond
_ONE_OR_TWO: Final[dict[str, tuple[Card, ...]]] = {**_ONE_CARD, **_TWO_CARDS}


def _known_cards(text: str) -> tuple[Card, ...] | None:
    """One card, or hold'em's two, stud's three or Omaha's four (a flop's three too),
    written as ``str`` writes cards, by look-ups: known cards, each once (interned, so
    distinct cards are distinct objects); None for anything else (``_parse_cards``
    reads it, lower-case ranks too)."""
    return _ONE_OR_TWO.get(text) or _three_or_four_cards(text)


def _three_or_four_cards(text: str) -> tuple[Card, ...] | None:
    """``_known_cards`` past its first look-up: three or four known cards, each once."""
    size = len(text)
    if size == 6:
        two, one = _TWO_CARDS.get(text[:4]), _ONE_CARD.get(text[4:])
        if two is not None and one is not None:
            c = one[0]
            if c is not two[0] and c is not two[1]:
                return two + one
    elif size == 8:
        two, other = _TWO_CARDS.get(text[:4]), _TWO_CARDS.get(text[4:])
        if two is not None and other is not None:
            a, b = two
            c, d = other
            if a is not c and a is not d and b is not c and b is not d:
                return two + other
    return None


def _parse_cards(text: str, *, unknown_ok: bool = True) -> tuple[MaybeCard, ...]:
    """The cards of ``text``, each once, None for ``??``, any count (``parse_text`` tries
    ``_known_cards`` first, which reads the common counts faster)."""
    # Other counts of known cards, each once, by look-ups (cards are interned, so
    # distinct cards are distinct objects: their ids are compared, without Card.__hash__;
    # ``all``: no None, a card is always true, without comparing each card with None).
    found = [_CARDS_BY_TOKEN.get(text[i:i + 2]) for i in range(0, len(text), 2)]
    if all(found) and len(set(map(id, found))) == len(found) and not len(text) % 2:
        return tuple(found)
    cards: list[MaybeCard] = []
    seen: set[Card] = set()
    for start in range(0, len(text), 2):
        token = text[start:start + 2]
        known = _CARDS_BY_TOKEN.get(token)
        if known is not None and known not in seen:
            seen.add(known)
            cards.append(known)
            continue
        if token == "??":
            if not unknown_ok:
                raise PhhError(msg("phh-unknown-board-card", cards=repr(text)))
            cards.append(None)
            continue
        if not _CARD_TOKEN.fullmatch(token):
            raise PhhError(msg("phh-bad-card-in", card=repr(token), cards=repr(text)))
        try:
            card = Card.parse(token)
        except CardError as exc:  # pragma: no cover - the pattern already checked it
            raise PhhError(msg("phh-bad-card", card=repr(token), reason_text=exc.message)) from exc
        if card in seen:
            raise PhhError(msg("phh-card-twice", card=str(card), cards=repr(text)))
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def _parse_player(word: str) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise PhhError(msg("phh-not-a-player", text=repr(word)))
    return int(match.group(1)) - 1


def _split_comment(text: str) -> tuple[str, str | None]:
    hash_at = text.find("#")
    if hash_at < 0:
        return text, None
    before = text[:hash_at]
    if before and not before[-1].isspace():
        raise PhhError(msg("phh-comment-needs-space"))
    comment = text[hash_at + 1:].strip()
    return before, comment or None


# Records of texts ``parse_text`` has read, made without the checks of ``__init__``
# (they hold: a player from ``_PLAYERS``, one card or more, an amount above 0), which
# cost half of making a record (issue 33). Each sets every field of its class, so the
# record is the one ``__init__`` makes (a test compares them).
_new: Final = object.__new__
_set_comment: Final = vars(_ActionBase)["comment"].__set__
_set_player: Final = vars(_PlayerActionBase)["player"].__set__
_set_hole: Final = vars(DealHole)["cards"].__set__
_set_board: Final = vars(DealBoard)["cards"].__set__
_set_amount: Final = vars(CompleteBetOrRaiseTo)["amount"].__set__
_set_shown: Final = vars(ShowOrMuck)["cards"].__set__
_set_shows: Final = vars(ShowOrMuck)["shows"].__set__
_set_drawn: Final = vars(StandPatOrDiscard)["cards"].__set__
_Bare = TypeVar("_Bare", Fold, CheckOrCall, PostBringIn)


def _deal_hole(player: int, cards: tuple[MaybeCard, ...], comment: str | None) -> DealHole:
    action: DealHole = _new(DealHole)
    _set_comment(action, comment)
    _set_player(action, player)
    _set_hole(action, cards)
    return action


def _deal_board(cards: tuple[Card, ...], comment: str | None) -> DealBoard:
    action: DealBoard = _new(DealBoard)
    _set_comment(action, comment)
    _set_board(action, cards)
    return action


def _bet(player: int, amount: int, comment: str | None) -> CompleteBetOrRaiseTo:
    action: CompleteBetOrRaiseTo = _new(CompleteBetOrRaiseTo)
    _set_comment(action, comment)
    _set_player(action, player)
    _set_amount(action, amount)
    return action


def _show(player: int, cards: tuple[MaybeCard, ...], comment: str | None) -> ShowOrMuck:
    action: ShowOrMuck = _new(ShowOrMuck)
    _set_comment(action, comment)
    _set_player(action, player)
    _set_shown(action, cards)
    _set_shows(action, bool(cards))  # no cards: a muck
    return action


def _bare(kind: type[_Bare]) -> Callable[[int, str | None], _Bare]:
    """A maker of ``kind``'s records of one player and nothing else (``p2 f``)."""
    def make(player: int, comment: str | None) -> _Bare:
        action: _Bare = _new(kind)
        _set_comment(action, comment)
        _set_player(action, player)
        return action
    return make


def _stand_pat(player: int, comment: str | None) -> StandPatOrDiscard:
    action: StandPatOrDiscard = _new(StandPatOrDiscard)
    _set_comment(action, comment)
    _set_player(action, player)
    _set_drawn(action, ())
    return action


# The players and the actions of one player alone, as ``parse_text`` reads them.
_PLAYERS: Final[dict[str, int]] = {f"p{number}": number - 1 for number in range(1, 100)}
_DEALS_TO: Final[dict[str, int]] = {f"d dh {word}": player for word, player in _PLAYERS.items()}
_BARE: Final[dict[str, Callable[[int, str | None], Action]]] = {
    "f": _bare(Fold),
    "cc": _bare(CheckOrCall),
    "pb": _bare(PostBringIn),
    "sd": _stand_pat,
    "sm": lambda player, comment: _show(player, (), comment),
}


def _parse_words(words: list[str], comment: str | None) -> Action:
    match words:
        case []:
            return NoOperation(comment=comment)
        case ["d", "dh", player, cards]:
            return DealHole(_parse_player(player), _parse_cards(cards), comment=comment)
        case ["d", "db", cards]:
            known = tuple(c for c in _parse_cards(cards, unknown_ok=False) if c is not None)
            return DealBoard(known, comment=comment)
        case ["d", *_]:
            raise PhhError(msg("phh-bad-dealer-action"))
        case [player, "f"]:
            return Fold(_parse_player(player), comment=comment)
        case [player, "cc"]:
            return CheckOrCall(_parse_player(player), comment=comment)
        case [player, "pb"]:
            return PostBringIn(_parse_player(player), comment=comment)
        case [player, "cbr", amount]:
            if not _AMOUNT.fullmatch(amount):
                raise PhhError(msg("phh-amount-not-whole", text=repr(amount)))
            if len(amount.lstrip("0")) > MAX_DIGITS:
                raise PhhError(msg("phh-number-too-long", count=MAX_DIGITS))
            return CompleteBetOrRaiseTo(_parse_player(player), int(amount), comment=comment)
        case [player, "cbr"]:
            raise PhhError(msg("phh-cbr-needs-amount"))
        case [player, "sd"]:
            return StandPatOrDiscard(_parse_player(player), comment=comment)
        case [player, "sd", cards]:
            return StandPatOrDiscard(_parse_player(player), _parse_cards(cards), comment=comment)
        case [player, "sm"]:
            return ShowOrMuck(_parse_player(player), shows=False, comment=comment)
        case [player, "sm", "-"]:
            return ShowOrMuck(_parse_player(player), shows=True, comment=comment)
        case [player, "sm", cards]:
            return ShowOrMuck(_parse_player(player), _parse_cards(cards), comment=comment)
        case [player, ("f" | "cc" | "pb" | "cbr" | "sd" | "sm") as code, *_]:
            _parse_player(player)
            raise PhhError(msg("phh-too-many-words", text=code))
        case [player, code, *_]:
            _parse_player(player)
            raise PhhError(msg("phh-unknown-action", text=repr(code), names_text=_PLAYER_CODES))
        case _:
            raise PhhError(msg("phh-not-an-action"))


def parse_action(text: str, player_count: int | None = None) -> Action:
    """Read one PHH action string; a trailing `` # comment`` goes to ``comment``.

    With ``player_count``, a player beyond it is an error. Raises ``PhhError``
    naming the action text and the reason.
    """
    if not isinstance(text, str):
        raise PhhError(msg("phh-action-must-be-string", text=repr(text)))
    try:
        action = parse_text(text)
        if player_count is not None:
            check_player(action, player_count)
    except PhhError as exc:
        raise exc.located(action=text) from None
    return action


@lru_cache(maxsize=8192)
def parse_text(text: str) -> Action:
    """One action's record, as ``parse_action`` reads it but without the location in
    its errors. The same text (``p1 cc``, ``p2 f``) recurs in every hand, and records
    are frozen, so each text is read once (issue 21). Something not a ``str`` raises
    ``TypeError`` or ``AttributeError``: ``parse_action`` says what is wrong."""
    if "#" in text:
        body, comment = _split_comment(text)
    else:
        # The commonest record, never read before: hole cards dealt as our writer,
        # pokerkit and the PHH project write them (``d dh p1 AsKd``), the player and the
        # cards by a look-up each, without splitting the words (issue 33).
        head, _, last = text.rpartition(" ")
        player = _DEALS_TO.get(head)
        if player is not None:
            # ``_known_cards`` (its look-up of one card or two, then stud's three or
            # Omaha's four without that look-up again) and ``_deal_hole`` written out:
            # a call fewer each for most deals (issue 33).
            known = _ONE_OR_TWO.get(last) or _three_or_four_cards(last)
            if known is not None:
                action: DealHole = _new(DealHole)
                _set_comment(action, None)
                _set_player(action, player)
                _set_hole(action, known)
                return action
        body, comment = text, None
    words = body.split()
    # The well-formed actions a file is made of, by look-ups; anything else (and every
    # error) goes through ``_parse_words``, which says what is wrong.
    count = len(words)
    if count == 4:
        if words[0] == "d" and words[1] == "dh":
            player = _PLAYERS.get(words[2])
            if player is not None:
                cards = words[3]
                return _deal_hole(player, _known_cards(cards) or _parse_cards(cards), comment)
    elif count == 2:
        player, bare = _PLAYERS.get(words[0]), _BARE.get(words[1])
        if player is not None and bare is not None:
            return bare(player, comment)
    elif count == 3:
        player, code, last = _PLAYERS.get(words[0]), words[1], words[2]
        if player is not None:
            if code == "cbr" and last.isdigit() and last.isascii() and \
                    len(last) <= MAX_DIGITS:
                amount = int(last)
                if amount:  # 0 is refused by ``_parse_words``
                    return _bet(player, amount, comment)
            elif code == "sm" and last != "-":
                return _show(player, _known_cards(last) or _parse_cards(last), comment)
        elif words[0] == "d" and code == "db":
            known = _known_cards(last) or tuple(
                c for c in _parse_cards(last, unknown_ok=False) if c is not None)
            return _deal_board(known, comment)
    return _parse_words(words, comment)


memo.forgets(parse_text.cache_clear)  # emptied for a straight pass (``memo.forget``)


def check_player(action: Action, player_count: int) -> None:
    """Refuse an action naming a player the hand does not have."""
    if isinstance(action, _PlayerActionBase) and action.player >= player_count:
        raise PhhError(msg("phh-no-such-player", player=action.label, players=player_count))
