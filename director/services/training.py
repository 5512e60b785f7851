"""Dealer training (DESIGN.md "Training"): the program deals virtual cards to
virtual players, plays their actions (random but plausible, through an
injected ``random.Random``) and asks the trainee the dealer's questions at each
step. The right answer always comes from the engine; wrong answers are
explained with the rule. Drills keep to one topic; each finished session's
score goes to a ``ScoreHistory`` (in memory, or a JSON file in the user's data
folder).
"""

from __future__ import annotations

import enum
import json
import random
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Protocol

from platformdirs import user_data_dir

from director.engine.cards import Card
from director.engine.hand.betting import Betting, Limit
from director.engine.hand.events import (
    Award,
    Event,
)
from director.engine.hand.games import GAMES
from director.engine.hand.setup import HandSetup
from director.engine.hand.showdown import pot_name
from director.engine.hand.state import HandState, Phase
from director.engine.hand.steps import StepKind
from director.engine.hand.virtual_dealer import Style, next_event


class Topic(enum.Enum):
    WHO_ACTS = "who acts"
    TO_CALL = "amount to call"
    MIN_RAISE = "minimum raise"
    POT_LIMIT_MAX = "pot-limit maximum"
    BRING_IN = "bring-in"
    SIDE_POTS = "side pots"
    SHOWS_FIRST = "who shows first"
    POT_WINNER = "who wins each pot"
    ODD_CHIP = "odd chip"


SEAT_TOPICS = frozenset({Topic.WHO_ACTS, Topic.BRING_IN, Topic.SHOWS_FIRST, Topic.POT_WINNER,
                         Topic.ODD_CHIP})


@dataclass(frozen=True, slots=True)
class Drill:
    """A training drill: the questions asked and the games dealt."""

    key: str
    name: str
    topics: frozenset[Topic]
    games: tuple[str, ...]
    short_stacks: bool = False
    pot_limit: bool = False


_ALL_GAMES = ("holdem", "omaha", "omaha-hilo", "pineapple", "stud", "stud-hilo", "razz", "draw")

DRILLS: dict[str, Drill] = {d.key: d for d in (
    Drill("all", "Every question", frozenset(Topic), _ALL_GAMES),
    Drill("side-pots", "Side pots only", frozenset({Topic.SIDE_POTS}), ("holdem",),
          short_stacks=True),
    Drill("bring-ins", "Stud bring-ins only", frozenset({Topic.BRING_IN}),
          ("stud", "stud-hilo", "razz")),
    Drill("pot-limit", "Pot-limit maths only", frozenset({Topic.POT_LIMIT_MAX}),
          ("holdem", "omaha"), pot_limit=True),
    Drill("action", "Who acts and how much", frozenset({Topic.WHO_ACTS, Topic.TO_CALL,
                                                          Topic.MIN_RAISE}), _ALL_GAMES),
    Drill("showdown", "Showdown: who shows, who wins, odd chips",
          frozenset({Topic.SHOWS_FIRST, Topic.POT_WINNER, Topic.ODD_CHIP}), _ALL_GAMES,
          short_stacks=True),
)}

Answer = int | tuple[int, ...] | frozenset[int]


@dataclass(frozen=True, slots=True)
class Question:
    """One dealer's question with the engine's answer. Seat questions answer a
    seat (``frozenset`` of seats for pot winners); amounts an int; side pots a
    tuple of amounts, main pot first."""

    topic: Topic
    text: str
    answer: Answer
    explanation: str
    seats: tuple[int, ...]

    @property
    def expected_text(self) -> str:
        a = self.answer
        if isinstance(a, frozenset):
            return ", ".join(f"seat {x}" for x in sorted(a))
        if isinstance(a, tuple):
            return ", ".join(str(x) for x in a)
        return f"seat {a}" if self.topic in SEAT_TOPICS else str(a)


@dataclass(frozen=True, slots=True)
class Verdict:
    correct: bool
    expected: str
    explanation: str


@dataclass(slots=True)
class Score:
    asked: int = 0
    correct: int = 0
    by_topic: dict[Topic, tuple[int, int]] = field(default_factory=dict)

    def add(self, topic: Topic, correct: bool) -> None:
        self.asked += 1
        self.correct += int(correct)
        asked, right = self.by_topic.get(topic, (0, 0))
        self.by_topic[topic] = (asked + 1, right + int(correct))


class TrainingError(ValueError):
    """An answer or request that does not fit; the message says what is expected."""


def parse_answer(question: Question, text: str) -> Answer:
    """A typed answer: ``3`` or ``seat 3``; ``3 5`` for several seats; ``150, 80`` pots."""
    numbers = [int(t) for t in text.replace(",", " ").replace("seat", " ").split()
               if t.strip().isdigit()]
    if not numbers:
        raise TrainingError(f"type a number for '{question.text}'")
    if question.topic is Topic.POT_WINNER:
        return frozenset(numbers)
    if question.topic is Topic.SIDE_POTS:
        return tuple(numbers)
    if len(numbers) != 1:
        raise TrainingError("type one number")
    return numbers[0]


# ------------------------------------------------------------------ history


@dataclass(frozen=True, slots=True)
class ScoreRecord:
    trainee: str
    finished_at: str  # ISO 8601, UTC
    drill: str
    asked: int
    correct: int


class ScoreHistory(Protocol):
    """Where finished training sessions are kept, per trainee."""

    def add(self, record: ScoreRecord) -> None: ...

    def records(self, trainee: str) -> list[ScoreRecord]: ...


class InMemoryScoreHistory:
    def __init__(self) -> None:
        self._records: list[ScoreRecord] = []

    def add(self, record: ScoreRecord) -> None:
        self._records.append(record)

    def records(self, trainee: str) -> list[ScoreRecord]:
        return [r for r in self._records if r.trainee == trainee]


def default_history_path() -> Path:
    return Path(user_data_dir("poker-director", appauthor=False)) / "training_scores.json"


class JsonScoreHistory:
    """Score history in a JSON file (by default in the user's data folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_history_path()

    def _load(self) -> list[ScoreRecord]:
        if not self.path.exists():
            return []
        data = json.loads(self.path.read_text(encoding="utf-8"))
        return [ScoreRecord(**row) for row in data]

    def add(self, record: ScoreRecord) -> None:
        rows = [asdict(r) for r in (*self._load(), record)]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(rows, indent=1), encoding="utf-8")
        tmp.replace(self.path)

    def records(self, trainee: str) -> list[ScoreRecord]:
        return [r for r in self._load() if r.trainee == trainee]


# ------------------------------------------------------------------ session


class TrainingSession:
    """Virtual hands with the dealer's questions, scored."""

    def __init__(self, rng: random.Random, drill: Drill | str = "all", trainee: str = "",
                 history: ScoreHistory | None = None) -> None:
        self.rng = rng
        self.drill = DRILLS[drill] if isinstance(drill, str) else drill
        self.trainee = trainee
        self.history = history or InMemoryScoreHistory()
        self.score = Score()
        self.state: HandState | None = None
        self.question: Question | None = None
        self._deck: list[Card] = []
        self._asked_at: set[tuple[int, Topic | None]] = set()
        self.hands = 0

    def change_drill(self, drill: Drill | str) -> None:
        """Switch to another drill and leave the current hand and question; the
        session's score carries on (the trainee is told so, nothing resets unseen)."""
        self.drill = DRILLS[drill] if isinstance(drill, str) else drill
        self.state = None
        self.question = None
        self._asked_at = set()

    # ----------------------------------------------------------- dealing

    def _new_hand(self) -> HandState:
        key = self.rng.choice(self.drill.games)
        game = GAMES[key]
        players = self.rng.randint(2 if not self.drill.short_stacks else 3, 6)
        seats = sorted(self.rng.sample(range(1, 10), players))
        if self.drill.short_stacks:
            stacks = {s: self.rng.choice((150, 300, 450, 700, 1000, 2000)) + self.rng.randint(0, 9)
                      for s in seats}
        else:
            stacks = {s: self.rng.randint(40, 400) * 10 for s in seats}
        button = self.rng.choice(seats)
        if game.is_stud:
            setup = HandSetup.at_table(game, Betting.fixed_limit(20, 40), stacks, button,
                                       ante=5, bring_in=10)
        elif game.is_draw:
            setup = HandSetup.at_table(game, Betting.fixed_limit(20, 40), stacks, button, ante=5)
        else:
            limit = key == "omaha" or self.drill.pot_limit
            betting = Betting.pot_limit(20) if limit else Betting.no_limit(20)
            if key == "omaha-hilo":
                betting = Betting.fixed_limit(20, 40)
            setup = HandSetup.at_table(game, betting, stacks, button, small_blind=10,
                                       big_blind=20)
        self._deck = list(game.deck)
        self.rng.shuffle(self._deck)
        self._asked_at = set()
        self.hands += 1
        return HandState.start(setup)

    def _play(self, s: HandState) -> Event:
        """The next event of the virtual hand: the dealer's move or a player's."""
        short = self.drill.short_stacks
        style = Style(raise_chance=0.35 if short else 0.2, all_in_chance=0.5 if short else 0.0)
        return next_event(s, self.rng, self._deck, style)

    # --------------------------------------------------------- questions

    def next_question(self) -> Question:
        """Play on until the dealer has a question of this drill to answer."""
        if self.question is not None:
            raise TrainingError("answer the current question first")
        for _ in range(20000):
            if self.state is None or self.state.is_complete:
                self.state = self._new_hand()
            here = (len(self.state.log), None)
            candidates = [q for q in self._questions(self.state)
                          if _when(self.state, q.topic) not in self._asked_at
                          and here not in self._asked_at]
            if candidates:
                q = self.rng.choice(candidates)
                self._asked_at.add(_when(self.state, q.topic))
                self._asked_at.add(here)
                self.question = q
                return q
            self.state = self.state.apply(self._play(self.state))
        raise TrainingError(f"no question of the drill '{self.drill.name}' came up")

    def answer(self, given: Answer | str) -> Verdict:
        """Check an answer against the engine, score it, explain it when wrong."""
        q = self.question
        if q is None:
            raise TrainingError("there is no question to answer; ask for the next one")
        if isinstance(given, str):
            given = parse_answer(q, given)
        expected = q.answer
        if isinstance(expected, frozenset) and isinstance(given, int):
            given = frozenset({given})
        if isinstance(expected, frozenset) and isinstance(given, tuple):
            given = frozenset(given)
        if isinstance(expected, tuple) and isinstance(given, int):
            given = (given,)
        correct = given == expected
        self.score.add(q.topic, correct)
        self.question = None
        return Verdict(correct, q.expected_text, q.explanation)

    def finish(self, now: datetime) -> ScoreRecord:
        """Store this session's score in the trainee's history."""
        record = ScoreRecord(self.trainee, now.isoformat(), self.drill.key, self.score.asked,
                             self.score.correct)
        self.history.add(record)
        return record

    def _questions(self, s: HandState) -> list[Question]:
        topics = self.drill.topics
        return [q for q in _all_questions(s) if q.topic in topics]


_ONCE_A_HAND = frozenset({Topic.SIDE_POTS, Topic.SHOWS_FIRST})


def _when(s: HandState, topic: Topic) -> tuple[int, Topic]:
    """Where a question was asked: once a hand for pots and showing order,
    otherwise once per step."""
    return (-1 if topic in _ONCE_A_HAND else len(s.log), topic)


def _all_questions(s: HandState) -> Iterable[Question]:
    seats = s.seats
    step = s.next_step()
    legal = s.legal_actions()
    if step.kind is StepKind.POST_BRING_IN and legal is not None:
        doors = ", ".join(f"seat {seats[i]} {s.up_cards(i)[0]}" for i in range(len(seats))
                          if s.up_cards(i) and s.up_cards(i)[0] is not None)
        rule = ("razz: the highest door card, ace low, highest suit first" if
                s.setup.game.stud_order and s.setup.game.stud_order.value == "low" else
                "the lowest door card, ace high; suits break ties clubs, diamonds, hearts, "
                "spades")
        yield Question(Topic.BRING_IN, "Who brings in?", legal.seat,
                       f"Door cards: {doors}. R-6.4: {rule}. {step.text}", seats)
    if step.kind is StepKind.ACT and legal is not None:
        yield Question(Topic.WHO_ACTS, "Who acts now?", legal.seat,
                       f"{step.text} (R-5.2: order of action)", seats)
        i = s.player_at(legal.seat)
        yield Question(Topic.TO_CALL, f"How much does seat {legal.seat} need to call?",
                       legal.call,
                       f"The highest bet is {s.highest}; seat {legal.seat} has {s.bets[i]} in "
                       f"front and {s.stacks[i]} behind, so the call is {legal.call} "
                       "(0: check).", seats)
        if legal.raise_min is not None and legal.raise_max is not None:
            verb = "raise" if legal.call else "bet"
            yield Question(Topic.MIN_RAISE, f"Seat {legal.seat}: the smallest {verb} is to how "
                           "much?", legal.raise_min,
                           f"{legal.describe()}. R-5.3: a raise adds at least the largest bet "
                           f"or raise of the round ({max(s.last_raise, s.setup.betting.small_bet)})"
                           f" to the highest bet ({s.highest}); capped by the stack.", seats)
            if s.setup.betting.limit is Limit.POT_LIMIT:
                pot = s.pot_total
                yield Question(Topic.POT_LIMIT_MAX, f"Pot limit: seat {legal.seat} may "
                               f"{verb} to at most how much?", legal.raise_max,
                               f"R-5.4: call {legal.call} first; the pot is then {pot} + "
                               f"{legal.call} = {pot + legal.call}; the largest total is the "
                               f"highest bet {s.highest} + {pot + legal.call} = "
                               f"{s.highest + pot + legal.call}"
                               + (f", capped at the stack: {legal.raise_max}"
                                  if legal.raise_max < s.highest + pot + legal.call else "")
                               + " (short blinds count as full before the flop).", seats)
    betting_over = s.phase in (Phase.SHOWDOWN, Phase.AWARDING) or step.kind is StepKind.SHOW
    if betting_over and len(s.live_players()) > 1:
        pots = s.pots()
        if len(pots) > 1:
            words = "; ".join(
                f"{pot_name(n)} {p.amount} for seats "
                + ", ".join(str(seats[i]) for i in p.eligible) for n, p in enumerate(pots))
            contrib = ", ".join(f"seat {seats[i]} {t}" for i, t in enumerate(s.totals) if t)
            yield Question(Topic.SIDE_POTS, "What are the pots? (amounts, main pot first)",
                           tuple(p.amount for p in pots),
                           f"Put in: {contrib}. R-7.3: layer by contribution: {words}.", seats)
    if s.phase is Phase.SHOWDOWN and not any(s.shown):
        order = s.showing_order()
        yield Question(Topic.SHOWS_FIRST, "Who shows first?", order[0],
                       f"{step.text}. Order: " + ", ".join(str(x) for x in order)
                       + ". R-7.2: the last bettor or raiser of the final round, else the "
                       "first left of the button (stud: best showing hand).", seats)
    if s.phase is Phase.AWARDING and step.kind is StepKind.AWARD and not s.cards_needed():
        after = s.apply(Award())
        for award in after.awards:
            if len(award.eligible) < 2:
                continue
            winners = frozenset(seats[p] for p in award.high_winners + award.low_winners)
            name = pot_name(award.pot_index)
            yield Question(Topic.POT_WINNER, f"Who wins {name} ({award.amount})? "
                           "(all winners, high and low)", winners, award.text, seats)
            if len(set(award.odd_chips_to)) == 1:
                yield Question(Topic.ODD_CHIP, f"Who gets the odd chip in {name}?",
                               seats[award.odd_chips_to[0]], award.text + " (R-7.5)", seats)
