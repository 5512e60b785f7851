"""Cards, ranks, suits and decks (RULES.md section 1).

Cards are interned: there is exactly one ``Card`` object per rank and suit, so
``Card.parse("As") is Card.parse("as")``. Each card carries a few precomputed
integers that the rankings use to evaluate hands without building objects.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Final, Protocol

from director.engine.messages import Message, MessageError, msg


class CardError(MessageError):
    """Raised for a card text that cannot be read or a card given twice (R-1.1, R-1.4)."""


class Rank(enum.IntEnum):
    """Card ranks, deuce lowest and ace highest (R-1.1)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-letter form used in card text: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_SYMBOLS[self]

    @property
    def noun(self) -> str:
        """The rank's name in words, singular: ``"king"``."""
        return _RANK_NOUNS[self]

    @property
    def plural(self) -> str:
        """The rank's name in words, plural: ``"sixes"``."""
        return _RANK_PLURALS[self]

    @property
    def plural_message(self) -> Message:
        """The rank's name in words, plural, as a message: ``card-ranks-six``."""
        return msg(f"card-ranks-{self.name.lower()}")

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


class Suit(enum.IntEnum):
    """Suits in tie-break order, clubs lowest and spades highest (R-1.2)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_RANK_SYMBOLS: Final = dict(zip(Rank, "23456789TJQKA", strict=True))
_RANK_NOUNS: Final = {
    Rank.TWO: "deuce", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five",
    Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine",
    Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
    Rank.ACE: "ace",
}
_RANK_PLURALS: Final = {
    r: ("sixes" if r == Rank.SIX else _RANK_NOUNS[r] + "s") for r in Rank
}
_RANK_BY_TEXT: Final = {
    **{_RANK_SYMBOLS[r].lower(): r for r in Rank},
    "10": Rank.TEN,
}
_SUIT_BY_TEXT: Final = {
    **{s.letter: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
}


_SEVEN_RANK_KEYS: Final = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
"""Deuce to ace: every multiset of seven ranks has its own sum (SKPokerEval's keys);
``director.engine.ranking.high_data.SEVEN_RANK_KEYS`` is the same (a test checks)."""


class Card:
    """One playing card. Interned: build cards with ``Card.of`` or ``Card.parse``.

    ``bit`` is the card's own bit in a 64-bit set (16 bits per suit, rank as the
    bit index); ``rank_key`` adds up to a base-8 count of ranks. The rankings
    use both to evaluate hands in a few integer operations. ``code`` packs the
    rank key, a suit count and a guarded card field into one integer so that
    seven-card hands are summed once (layout: ``director.engine.ranking.tables``,
    ``SEVEN_*``). ``code_with[other.index]`` is ``code + other.code``, made once
    for every pair of cards (the same card twice included), so that a hand's sum
    reads a pair's part instead of adding it: the code is an int of several
    digits, whose additions cost more than a read (issue 33).
    """

    __slots__ = ("_hash", "bit", "code", "code_with", "index", "rank", "rank_key", "suit")

    rank: Rank
    suit: Suit
    index: int
    bit: int
    rank_key: int
    code: int
    code_with: tuple[int, ...]

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[(int(rank) - 2) * 4 + int(suit)]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", (int(rank) - 2) * 4 + int(suit))
        object.__setattr__(card, "bit", 1 << (int(suit) * 16 + int(rank)))
        object.__setattr__(card, "rank_key", 1 << (3 * int(rank)))
        index = (int(rank) - 2) * 4 + int(suit)
        # the rank's seven-card key at bit 0 | seven in the suit's 6-bit count at
        # bit 24 | one in the card's own 3-bit field at bit 48 (ranking.tables,
        # SEVEN_*; ranking.tables.seven_code)
        object.__setattr__(card, "code", _SEVEN_RANK_KEYS[int(rank) - 2]
                           | 7 << (24 + 6 * int(suit)) | 1 << (48 + 3 * index))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> Card:
        return _CARDS[(int(rank) - 2) * 4 + int(suit)]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``"As"``, ``"10h"``, ``"a♠"`` (R-1.1)."""
        token = text.strip()
        rank_text, suit_text = token[:-1].lower(), token[-1:].lower()
        rank = _RANK_BY_TEXT.get(rank_text)
        suit = _SUIT_BY_TEXT.get(suit_text)
        if rank is None or suit is None:
            raise CardError(msg("card-not-a-card", text=repr(text)))
        return _CARDS[(int(rank) - 2) * 4 + int(suit)]

    @classmethod
    def from_text(cls, text: str) -> Card:
        """A card as ``str(card)`` writes it (stored data): one look-up, with
        ``parse`` (and its message) for anything else."""
        if not isinstance(text, str):
            raise CardError(msg("card-not-card-text", text=repr(text)))
        return CARDS_BY_TEXT.get(text) or cls.parse(text)

    @property
    def pretty(self) -> str:
        """Display form with the suit symbol: ``A♠`` (R-1.1)."""
        return self.rank.symbol + self.suit.symbol

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:  # replaced below by the same, without a Python call
        return self.index

    def __lt__(self, other: Card) -> bool:
        """Single-card order: rank, then suit (R-1.2). Never used to rank hands."""
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index


_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(r, s) for r in Rank for s in Suit)
for _card in _CARDS:
    object.__setattr__(_card, "code_with", tuple([_card.code + other.code for other in _CARDS]))
    # ``hash(card)`` is the card's index, read without a Python call (issue 33): each
    # card keeps its index's own ``__index__`` (a C method answering the index) in a
    # slot, and the slot's descriptor stands for ``Card.__hash__`` below.
    object.__setattr__(_card, "_hash", _card.index.__index__)
del _card
Card.__hash__ = vars(Card)["_hash"]  # type: ignore[method-assign]  # the same hash, in C
CARDS_BY_TEXT: Final[dict[str, Card]] = {str(card): card for card in _CARDS}
"""Every card by the text ``str(card)`` gives (``"As"``, ``"Td"``)."""

_TOKEN = re.compile(r"(10|[2-9tjqka])([cdhs♣♦♥♠♧♢♡♤])", re.IGNORECASE)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards written together or apart: ``"AsKd"``, ``"As Kd"``, ``"10h, a♠"``.

    Raises ``CardError`` naming the bad token and what is allowed, or naming a
    card given twice (R-1.4).
    """
    cards: list[Card] = []
    for chunk in re.split(r"[\s,;]+", text.strip()):
        read, pos = _read_word(chunk)
        if pos is not None:
            bad = chunk[pos:pos + 3] if len(chunk) - pos > 3 else chunk[pos:]
            raise CardError(msg("card-not-a-card-in", text=repr(bad), whole_text=repr(text)))
        cards.extend(read)
    require_distinct(cards)
    return tuple(cards)


def cards_of_word(word: str) -> list[Card] | None:
    """The cards one word holds, one (``"As"``, ``"10h"``, ``"a♠"``) or several
    written together (``"AsKdQh"``), each a rank and a suit (R-1.1); None when it is
    no card. A card given twice is not refused here (``require_distinct``)."""
    cards, bad = _read_word(word)
    return None if bad is not None else cards


def _read_word(word: str) -> tuple[list[Card], int | None]:
    """The cards read from the start of ``word``, and where it stops being cards
    (None: the whole word is cards)."""
    cards: list[Card] = []
    pos = 0
    while pos < len(word):
        match = _TOKEN.match(word, pos)
        if match is None:
            return cards, pos
        cards.append(Card.parse(match.group(0)))
        pos = match.end()
    return cards, None


def require_distinct(cards: Iterable[Card]) -> None:
    """Refuse a card that appears twice (R-1.4)."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(msg("card-appears-twice", card=str(card)))
        seen.add(card)


def format_cards(cards: Iterable[Card], pretty: bool = False) -> str:
    """Cards as text, the inverse of ``parse_cards``: ``"AsKd"`` or ``"A♠ K♦"``."""
    if pretty:
        return " ".join(card.pretty for card in cards)
    return "".join(str(card) for card in cards)


def tie_break_key(card: Card) -> tuple[int, int]:
    """Order single cards by rank, then suit, clubs < diamonds < hearts < spades (R-1.2).

    Used for the draw for the button, the stud bring-in and the stud odd chip;
    never to rank poker hands.
    """
    return (int(card.rank), int(card.suit))


def highest_card(cards: Iterable[Card]) -> Card:
    """The highest single card by rank and then suit (R-1.2)."""
    return max(cards, key=tie_break_key)


def lowest_card(cards: Iterable[Card]) -> Card:
    """The lowest single card by rank and then suit (R-1.2)."""
    return min(cards, key=tie_break_key)


class RandomSource(Protocol):
    """What the engine needs of a random source; ``random.Random`` and
    ``random.SystemRandom`` both fit."""

    def shuffle(self, x: list[Card]) -> None: ...


STANDARD_DECK: Final[tuple[Card, ...]] = _CARDS
PIQUET_DECK: Final[tuple[Card, ...]] = tuple(c for c in _CARDS if c.rank >= Rank.SEVEN)


class Deck:
    """An ordered stack of cards, dealt from the top. Immutable: dealing returns
    the cards and a new deck. Shuffling needs an injected random source.
    """

    __slots__ = ("_cards",)

    def __init__(self, cards: Sequence[Card] = STANDARD_DECK) -> None:
        require_distinct(cards)
        self._cards: tuple[Card, ...] = tuple(cards)

    @classmethod
    def standard(cls) -> Deck:
        """The 52-card deck (R-1.1), in rank and suit order."""
        return cls(STANDARD_DECK)

    @classmethod
    def piquet(cls) -> Deck:
        """The 32-card piquet deck, sevens to aces (R-1.3)."""
        return cls(PIQUET_DECK)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def shuffled(self, rng: RandomSource) -> Deck:
        cards = list(self._cards)
        rng.shuffle(cards)
        return Deck(cards)

    def deal(self, count: int = 1) -> tuple[tuple[Card, ...], Deck]:
        """Take ``count`` cards from the top; returns the cards and the rest."""
        if count < 0 or count > len(self._cards):
            raise CardError(msg("card-cannot-deal", count=count, size=len(self._cards)))
        return self._cards[:count], Deck(self._cards[count:])

    def without(self, cards: Iterable[Card]) -> Deck:
        """The deck with the given cards removed (cards already known elsewhere)."""
        gone = set(cards)
        return Deck([c for c in self._cards if c not in gone])

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and self._cards == other._cards

    def __hash__(self) -> int:
        return hash(self._cards)

    def __repr__(self) -> str:
        return f"Deck(parse_cards({format_cards(self._cards)!r}))"
