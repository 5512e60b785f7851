"""Dealer training (DESIGN.md "Training"): the program deals virtual cards to
virtual players, plays their actions (random but plausible, through an
injected ``random.Random``) and asks the trainee the dealer's questions at each
step. The right answer always comes from the engine; wrong answers are
explained with the rule. Drills keep to one topic; each finished session's
score goes to a ``ScoreHistory`` (in memory, or a JSON file in the user's data
folder).
"""

from __future__ import annotations

import json
import random
from contextlib import suppress
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Protocol

from platformdirs import user_data_dir

from director.engine.cards import Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import Burn, DealBoard, DealHole, Event
from director.engine.hand.facts.games import GAMES
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import Style, next_event
from director.engine.messages import Amount, Message, MessageError, msg
from director.services.core.typed_numbers import AMOUNTS_SEPARATOR, whole_number
from director.services.practice.questions import (
    SEAT_TOPICS,
    Answer,
    Question,
    Topic,
    hand_questions,
)
from director.services.practice.scenario import Scenario
from director.services.practice.scenario_cards import step_cards

__all__ = ["DRILLS", "SEAT_TOPICS", "Answer", "Drill", "InMemoryScoreHistory",
           "JsonScoreHistory", "Question", "Score", "ScoreHistory", "ScoreRecord", "Topic",
           "TrainingError", "TrainingSession", "Verdict", "parse_answer"]


@frozen_record
class Drill:
    """A training drill: the questions asked, the games dealt, and the limits the
    flop games are dealt in (stud and draw are fixed limit, Omaha hi/lo too)."""

    key: str
    name: str
    topics: frozenset[Topic]
    games: tuple[str, ...]
    short_stacks: bool = False
    limits: tuple[Limit, ...] = (Limit.NO_LIMIT,)


_ALL_GAMES = ("holdem", "omaha", "omaha-hilo", "pineapple", "stud", "stud-hilo", "razz", "draw")
_ALL_LIMITS = (Limit.NO_LIMIT, Limit.POT_LIMIT, Limit.FIXED_LIMIT, Limit.SPREAD_LIMIT)

DRILLS: dict[str, Drill] = {d.key: d for d in (
    Drill("all", "Every question", frozenset(Topic), _ALL_GAMES, limits=_ALL_LIMITS),
    Drill("side-pots", "Side pots only", frozenset({Topic.SIDE_POTS}), ("holdem",),
          short_stacks=True),
    Drill("bring-ins", "Stud bring-ins only", frozenset({Topic.BRING_IN}),
          ("stud", "stud-hilo", "razz")),
    Drill("pot-limit", "Pot-limit maths only", frozenset({Topic.POT_LIMIT_MAX}),
          ("holdem", "omaha"), limits=(Limit.POT_LIMIT,)),
    Drill("action", "Who acts and how much", frozenset({Topic.WHO_ACTS, Topic.TO_CALL,
                                                          Topic.MIN_RAISE}), _ALL_GAMES,
          limits=_ALL_LIMITS),
    Drill("showdown", "Showdown: who shows, who wins, odd chips",
          frozenset({Topic.SHOWS_FIRST, Topic.POT_WINNER, Topic.ODD_CHIP}), _ALL_GAMES,
          short_stacks=True, limits=(Limit.NO_LIMIT, Limit.POT_LIMIT, Limit.FIXED_LIMIT)),
    Drill("equity", "All-in equity: who is ahead, by how much", frozenset({Topic.EQUITY}),
          ("holdem", "omaha", "omaha-hilo", "stud", "stud-hilo", "razz"), short_stacks=True),
)}

EQUITY_TOLERANCE = 10
"""An equity answer counts when it names the leader and its share within this many
percentage points (issue 21: "who is ahead, roughly how much")."""

@frozen_record
class Verdict:
    correct: bool
    expected: Message
    explanation: Message


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


class TrainingError(MessageError):
    """An answer or request that does not fit; the message says what is expected."""


def parse_answer(question: Question, text: str, separators: tuple[str, ...] = (",",)
                 ) -> Answer:
    """A typed answer: a whole number, read as every amount field reads one
    (``whole_number``: ``1200``, ``1,200`` or ``1 200``, the screen's locale giving
    its group ``separators``), several separated by semicolons (the comma and the
    space group digits): the pots ``1,200; 600``, main pot first; a seat and its
    share ``3; 70`` (``70%`` too). Anything else, the old ``1,200, 600`` too, is
    refused in words, not read in part (``1,200`` was once 1 and 200, ``5²``
    Python's own words)."""
    parts = [p.strip() for p in text.split(AMOUNTS_SEPARATOR) if p.strip()]
    if not parts:
        raise TrainingError(msg("train-type-a-number", question=question.text))
    if question.topic is Topic.EQUITY:
        parts[-1] = parts[-1].removesuffix("%")
    numbers = []
    for part in parts:
        number = whole_number(part, separators)
        if number is None:
            raise TrainingError(_not_read(question.topic, part))
        numbers.append(number)
    if question.topic is Topic.EQUITY:
        if len(numbers) != 2:
            raise TrainingError(msg("train-equity-type-seat-and-share"))
        return (numbers[0], numbers[1])
    if question.topic is Topic.POT_WINNER:
        return frozenset(numbers)
    if question.topic is Topic.SIDE_POTS:
        return tuple(numbers)
    if len(numbers) != 1:
        raise TrainingError(msg("train-type-one-number"))
    return numbers[0]


#: The most characters of an answer not read that its refusal quotes (a number pasted
#: thousands of digits long is quoted by its start, the line stays a line).
QUOTED = 24


def _not_read(topic: Topic, part: str) -> Message:
    """Why ``part`` of a typed answer was not read, with what to type instead."""
    if len(part) > QUOTED:
        part = part[:QUOTED - 1] + "…"
    if topic is Topic.EQUITY:
        return msg("train-equity-type-seat-and-share")
    if topic is Topic.SIDE_POTS:
        return msg("train-not-amounts", text=part, example_amount=Amount(1200),
                   other_amount=Amount(600))
    return msg("train-not-a-number", text=part, example_amount=Amount(1200))


# ------------------------------------------------------------------ history


@frozen_record
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
        """The records kept; ``TrainingError`` for a file that cannot be read as them
        (cut short, edited), which is left as it is."""
        if not self.path.exists():
            return []
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, list):
                raise TypeError("not a list of records")
            return [ScoreRecord(**row) for row in data]
        except (OSError, ValueError, TypeError, RecursionError):
            raise TrainingError(msg("train-history-unreadable", path=str(self.path))) from None

    def add(self, record: ScoreRecord) -> None:
        rows = [asdict(r) for r in (*self._load(), record)]
        tmp = self.path.with_suffix(".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(rows, indent=1), encoding="utf-8")
            tmp.replace(self.path)
        except OSError:  # a full disk, a folder without permission: the old file stays
            with suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise TrainingError(msg("train-history-cannot-write", path=str(self.path))) \
                from None

    def records(self, trainee: str) -> list[ScoreRecord]:
        return [r for r in self._load() if r.trainee == trainee]


# ------------------------------------------------------------------ session


def topics_possible(setup: HandSetup) -> frozenset[Topic]:
    """The questions a hand of ``setup`` can bring at all: the bring-in only in a
    stud game dealt with one (R-6.4), the pot-limit most only in pot limit (R-5.4)."""
    impossible = set()
    if not (setup.game.is_stud and setup.bring_in > 0):
        impossible.add(Topic.BRING_IN)
    if setup.betting.limit is not Limit.POT_LIMIT:
        impossible.add(Topic.POT_LIMIT_MAX)
    return frozenset(Topic) - impossible


class TrainingSession:
    """Virtual hands with the dealer's questions, scored. With a ``scenario`` (the
    practice table, issue 30) every hand is dealt at its table, with the cards it
    fixes; otherwise the drill's games and limits at random."""

    def __init__(self, rng: random.Random, drill: Drill | str = "all", trainee: str = "",
                 history: ScoreHistory | None = None, scenario: Scenario | None = None
                 ) -> None:
        if scenario is not None and scenario.is_guts:
            raise TrainingError(msg("train-no-guts"))
        self.rng = rng
        self.drill = DRILLS[drill] if isinstance(drill, str) else drill
        self.trainee = trainee
        self.history = history or InMemoryScoreHistory()
        self.scenario = scenario
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
        self._leave_hand()

    def change_scenario(self, scenario: Scenario | None) -> None:
        """Deal the next hands at ``scenario``'s table (``None``: the drill's games)."""
        if scenario is not None and scenario.is_guts:
            raise TrainingError(msg("train-no-guts"))
        self.scenario = scenario
        self._leave_hand()

    def _leave_hand(self) -> None:
        self.state = None
        self.question = None
        self._asked_at = set()

    # ----------------------------------------------------------- dealing

    def _new_hand(self) -> HandState:
        state = self._scenario_hand() if self.scenario is not None else self._drill_hand()
        deck = list(state.setup.game.deck)
        self.rng.shuffle(deck)
        fixed = self.scenario.cards() if self.scenario is not None else ()
        # the scenario's cards come only where it fixes them (``_play``)
        self._deck = [c for c in deck if c not in fixed] + list(fixed)
        self._asked_at = set()
        self.hands += 1
        return state

    def _scenario_hand(self) -> HandState:
        assert self.scenario is not None
        return self.scenario.session().hand

    def _drill_hand(self) -> HandState:
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
            limit = Limit.FIXED_LIMIT if key == "omaha-hilo" else self.rng.choice(
                self.drill.limits)
            setup = HandSetup.at_table(game, _betting(limit), stacks, button, small_blind=10,
                                       big_blind=20)
        return HandState.start(setup)

    def _play(self, s: HandState) -> Event:
        """The next event of the virtual hand: the dealer's move (with the cards a
        scenario fixes) or a player's."""
        if self.scenario is not None:
            fixed = step_cards(self.scenario, s, every_seat=False)
            if fixed:
                return _deal(s, fixed)
        short = self.drill.short_stacks
        style = Style(raise_chance=0.35 if short else 0.2, all_in_chance=0.5 if short else 0.0)
        return next_event(s, self.rng, self._deck, style)

    # --------------------------------------------------------- questions

    def next_question(self) -> Question:
        """Play on until the dealer has a question of this drill to answer."""
        if self.question is not None:
            raise TrainingError(msg("train-answer-first"))
        if self.state is None and self.scenario is not None and not \
                self.drill.topics & topics_possible(self._scenario_hand().setup):
            # the drill's questions never come up at this table: said at once, not
            # after 20,000 steps played in vain (a bring-in at a draw table, R-5.1)
            raise TrainingError(msg("train-no-question-came-up", name=self.drill.name))
        for _ in range(20000):
            if self.state is None or self.state.is_complete:
                self.state = self._new_hand()
            here = (len(self.state.log), None)
            # Nothing is asked twice at one step, nor the odds twice in a hand: those
            # questions are not worked out again (the odds are counted deal by deal).
            candidates = [] if here in self._asked_at else [
                q for q in self._questions(
                    self.state, _when(self.state, Topic.EQUITY) not in self._asked_at)
                if _when(self.state, q.topic) not in self._asked_at]
            if candidates:
                q = self.rng.choice(candidates)
                self._asked_at.add(_when(self.state, q.topic))
                self._asked_at.add(here)
                self.question = q
                return q
            self.state = self.state.apply(self._play(self.state))
        raise TrainingError(msg("train-no-question-came-up", name=self.drill.name))

    def answer(self, given: Answer | str) -> Verdict:
        """Check an answer against the engine, score it, explain it when wrong."""
        q = self.question
        if q is None:
            raise TrainingError(msg("train-no-question-to-answer"))
        if isinstance(given, str):
            given = parse_answer(q, given)
        expected = q.answer
        if isinstance(expected, frozenset) and isinstance(given, int):
            given = frozenset({given})
        if isinstance(expected, frozenset) and isinstance(given, tuple):
            given = frozenset(given)
        if isinstance(expected, tuple) and isinstance(given, int):
            given = (given,)
        correct = _equity_right(q, given) if q.topic is Topic.EQUITY else given == expected
        self.score.add(q.topic, correct)
        self.question = None
        return Verdict(correct, q.expected_text, q.explanation)

    def finish(self, now: datetime) -> ScoreRecord:
        """Store this session's score in the trainee's history; the score starts again
        from 0 of 0, so the next record counts only the questions asked after this one
        (two saves stored 1 of 1, then 2 of 2: the history counted the first question
        twice). Nothing is reset when the history refuses (a damaged file)."""
        record = ScoreRecord(self.trainee, now.isoformat(), self.drill.key, self.score.asked,
                             self.score.correct)
        self.history.add(record)
        self.score = Score()
        return record

    def _questions(self, s: HandState, equity: bool = True) -> list[Question]:
        """The drill's questions at ``s``; the odds only with ``equity``."""
        topics = self.drill.topics
        found = [q for q in hand_questions(s) if q.topic in topics]
        if equity and Topic.EQUITY in topics:
            found += equity_questions(s)
        return found


_ONCE_A_HAND = frozenset({Topic.SIDE_POTS, Topic.SHOWS_FIRST, Topic.EQUITY})


def equity_questions(s: HandState) -> list[Question]:
    """At an all-in with the hands face up (R-7.1): who is ahead, and with what
    share of all the pots' chips (each pot decided apart, R-7.3; issue 30).

    The odds come from ``director.services.tables.equity`` (exact, or estimated until
    the margin is under a point, from a random source seeded by the hand's
    length: repeatable, no hidden randomness). The answer is the leader's seat
    and share in whole percent, then any seat level with it (a split board); the
    question states the tolerance (``EQUITY_TOLERANCE``)."""
    from director.services.tables.equity import TableOdds  # numpy: only when asked

    table = TableOdds(s, random.Random(len(s.log)))
    odds = table.current()
    if odds is None or not odds.face_up:
        return []
    for _ in range(4):
        if not odds.refinable or odds.margin <= 1.0:
            break
        odds = table.refine() or odds
    best_share, leader = max((o.share, o.seat) for o in odds.seats)
    level = tuple(o.seat for o in odds.seats if o.seat != leader and o.share >= best_share - 0.5)
    seat_odds = tuple(msg("train-equity-seat", seat=o.seat, number=round(o.share))
                      for o in odds.seats)
    how = (msg("train-equity-counted", count=odds.deals) if odds.exact
           else msg("train-equity-estimated", count=odds.deals, number=max(1, round(odds.margin))))
    explanation = msg("train-equity-why", seat=leader, seat_odds=seat_odds, how=how,
                      n=EQUITY_TOLERANCE)
    return [Question(Topic.EQUITY, msg("train-equity-who-leads", n=EQUITY_TOLERANCE),
                     (leader, round(best_share), *level), explanation, s.seats, ("R-7.1",))]


def _equity_right(q: Question, given: Answer) -> bool:
    """The leader named and the share within ``EQUITY_TOLERANCE`` points."""
    if not isinstance(given, tuple) or len(given) != 2 or not isinstance(q.answer, tuple):
        return False
    seat, share = given
    leader, best, *level = q.answer
    return seat in (leader, *level) and abs(share - best) <= EQUITY_TOLERANCE


def _when(s: HandState, topic: Topic) -> tuple[int, Topic]:
    """Where a question was asked: once a hand for pots and showing order,
    otherwise once per step."""
    return (-1 if topic in _ONCE_A_HAND else len(s.log), topic)


def _betting(limit: Limit) -> Betting:
    """The drill's stakes in each limit: blinds 10/20 (fixed limit 20/40, spread
    limit 20 to 100)."""
    if limit is Limit.FIXED_LIMIT:
        return Betting.fixed_limit(20, 40)
    if limit is Limit.SPREAD_LIMIT:
        return Betting.spread_limit(20, 100)
    return Betting.pot_limit(20) if limit is Limit.POT_LIMIT else Betting.no_limit(20)


def _deal(s: HandState, cards: tuple[Card, ...]) -> Event:
    """The dealing event of the next step with the scenario's cards."""
    step = s.next_step()
    if step.kind is StepKind.BURN:
        return Burn(cards[0])
    if step.kind is StepKind.DEAL_BOARD:
        return DealBoard(cards)
    return DealHole(step.seat or 0, cards)
