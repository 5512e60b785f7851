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
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import (
    Award,
    Event,
)
from director.engine.hand.facts.games import GAMES
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.showdown import pot_name, seats_words
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState, Phase
from director.engine.hand.virtual_dealer import Style, next_event
from director.engine.messages import Amount, Message, MessageError, msg, text


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
    EQUITY = "all-in equity"


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
    Drill("equity", "All-in equity: who is ahead, by how much", frozenset({Topic.EQUITY}),
          ("holdem", "omaha", "omaha-hilo", "stud", "stud-hilo", "razz"), short_stacks=True),
)}

EQUITY_TOLERANCE = 10
"""An equity answer counts when it names the leader and its share within this many
percentage points (issue 21: "who is ahead, roughly how much")."""

Answer = int | tuple[int, ...] | frozenset[int]


@dataclass(frozen=True, slots=True)
class Question:
    """One dealer's question with the engine's answer. Seat questions answer a
    seat (``frozenset`` of seats for pot winners); amounts an int; side pots a
    tuple of amounts, main pot first. The question and its explanation are
    messages (``training.ftl``)."""

    topic: Topic
    text: Message
    answer: Answer
    explanation: Message
    seats: tuple[int, ...]

    @property
    def expected_text(self) -> Message:
        """The answer in words: ``seat 3``, ``seat 1 and seat 4``, ``120``, ``150, 80``."""
        a = self.answer
        if self.topic is Topic.EQUITY and isinstance(a, tuple):
            return msg("train-equity-answer", seat=a[0], number=a[1])
        if isinstance(a, frozenset):
            return seats_words(sorted(a))
        if isinstance(a, tuple):
            return msg("train-amounts", amount_list=tuple(Amount(x) for x in a))
        if self.topic in SEAT_TOPICS:
            return seats_words([a])
        return msg("train-amounts", amount_list=(Amount(a),))


@dataclass(frozen=True, slots=True)
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


def parse_answer(question: Question, text: str) -> Answer:
    """A typed answer: ``3`` or ``seat 3``; ``3 5`` for several seats; ``150, 80`` pots."""
    numbers = [int(t) for t in text.replace(",", " ").replace("seat", " ").replace("%", " ")
               .split() if t.strip().isdigit()]
    if not numbers:
        raise TrainingError(msg("train-type-a-number", question=question.text))
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
            raise TrainingError(msg("train-answer-first"))
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
        """Store this session's score in the trainee's history."""
        record = ScoreRecord(self.trainee, now.isoformat(), self.drill.key, self.score.asked,
                             self.score.correct)
        self.history.add(record)
        return record

    def _questions(self, s: HandState) -> list[Question]:
        topics = self.drill.topics
        found = [q for q in _all_questions(s) if q.topic in topics]
        if Topic.EQUITY in topics:
            found += equity_questions(s)
        return found


_ONCE_A_HAND = frozenset({Topic.SIDE_POTS, Topic.SHOWS_FIRST, Topic.EQUITY})


def equity_questions(s: HandState) -> list[Question]:
    """At an all-in with the hands face up (R-7.1): who is ahead, by how much.

    The odds come from ``director.services.tables.equity`` (exact, or estimated until
    the margin is under a point, from a random source seeded by the hand's
    length: repeatable, no hidden randomness). The answer is the leader's seat
    and share in whole percent, then any seat level with it (a split board)."""
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
    return [Question(Topic.EQUITY, msg("train-equity-who-leads"),
                     (leader, round(best_share), *level), explanation, s.seats)]


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


def _words(value: Message | str) -> Message:
    """An engine text inside an explanation: its message (a step, the legal
    actions), or, from a module not yet giving messages, its words as they are."""
    return value if isinstance(value, Message) else text(value)


def _all_questions(s: HandState) -> Iterable[Question]:
    seats = s.seats
    step = s.next_step()
    step_words = step.message
    legal = s.legal_actions()
    if step.kind is StepKind.POST_BRING_IN and legal is not None:
        doors = tuple(msg("train-door-card", seat=seats[i], card=str(s.up_cards(i)[0]))
                      for i in range(len(seats))
                      if s.up_cards(i) and s.up_cards(i)[0] is not None)
        rule = ("train-bring-in-rule-razz" if s.setup.game.stud_order
                and s.setup.game.stud_order.value == "low" else "train-bring-in-rule")
        yield Question(Topic.BRING_IN, msg("train-who-brings-in"), legal.seat,
                       msg("train-bring-in-why", door_cards=doors, reason=msg(rule),
                           step=step_words), seats)
    if step.kind is StepKind.ACT and legal is not None:
        yield Question(Topic.WHO_ACTS, msg("train-who-acts"), legal.seat,
                       msg("train-who-acts-why", step=step_words), seats)
        i = s.player_at(legal.seat)
        yield Question(Topic.TO_CALL, msg("train-to-call", seat=legal.seat), legal.call,
                       msg("train-to-call-why", bet=Amount(s.highest), seat=legal.seat,
                           front_amount=Amount(s.bets[i]), stack=Amount(s.stacks[i]),
                           call=Amount(legal.call)), seats)
        if legal.raise_min is not None and legal.raise_max is not None:
            bet = not legal.call
            yield Question(Topic.MIN_RAISE, msg("train-smallest-bet" if bet
                                                else "train-smallest-raise", seat=legal.seat),
                           legal.raise_min,
                           msg("train-min-raise-why", legal=_words(legal.describe()),
                               raise_amount=Amount(max(s.last_raise, s.setup.betting.small_bet)),
                               bet=Amount(s.highest)), seats)
            if s.setup.betting.limit is Limit.POT_LIMIT:
                pot = s.pot_total
                most = s.highest + pot + legal.call
                why = dict(call=Amount(legal.call), pot=Amount(pot),
                           pot_after_call=Amount(pot + legal.call), bet=Amount(s.highest),
                           maximum=Amount(most))
                yield Question(Topic.POT_LIMIT_MAX, msg("train-pot-limit-bet" if bet
                                                        else "train-pot-limit-raise",
                                                        seat=legal.seat), legal.raise_max,
                               msg("train-pot-limit-why-capped", stack=Amount(legal.raise_max),
                                   **why)
                               if legal.raise_max < most else msg("train-pot-limit-why", **why),
                               seats)
    betting_over = s.phase in (Phase.SHOWDOWN, Phase.AWARDING) or step.kind is StepKind.SHOW
    if betting_over and len(s.live_players()) > 1:
        pots = s.pots()
        if len(pots) > 1:
            layers = [msg("train-layer", pot_name=pot_name(n), amount=Amount(p.amount),
                          seat_numbers=tuple(seats[i] for i in p.eligible))
                      for n, p in enumerate(pots)]
            layered = layers[-1]
            for layer in reversed(layers[:-1]):
                layered = msg("award-then", head=layer, tail=layered)
            contributions = tuple(msg("train-put-in", seat=seats[i], amount=Amount(t))
                                  for i, t in enumerate(s.totals) if t)
            yield Question(Topic.SIDE_POTS, msg("train-pots"), tuple(p.amount for p in pots),
                           msg("train-side-pots-why", contributions=contributions,
                               layers=layered), seats)
    if s.phase is Phase.SHOWDOWN and not any(s.shown):
        order = s.showing_order()
        yield Question(Topic.SHOWS_FIRST, msg("train-who-shows-first"), order[0],
                       msg("train-shows-first-why", step=step_words,
                           seat_numbers=tuple(order)), seats)
    if s.phase is Phase.AWARDING and step.kind is StepKind.AWARD and not s.cards_needed():
        after = s.apply(Award())
        for award in after.awards:
            if len(award.eligible) < 2:
                continue
            winners = frozenset(seats[p] for p in award.high_winners + award.low_winners)
            name = pot_name(award.pot_index)
            yield Question(Topic.POT_WINNER, msg("train-who-wins", pot_name=name,
                                                 amount=Amount(award.amount)),
                           winners, award.text, seats)
            if len(set(award.odd_chips_to)) == 1:
                yield Question(Topic.ODD_CHIP, msg("train-odd-chip", pot_name=name),
                               seats[award.odd_chips_to[0]],
                               msg("train-odd-chip-why", outcome=award.text), seats)
