"""The engine's frozen records built by ``quick_init`` (issue 33) are the records
their dataclass would build: the same fields from the same arguments and defaults,
still read-only, and a hand set up wrongly is still refused."""

from __future__ import annotations

import dataclasses

import pytest

from director.engine.frozen import open_maker, open_twin, quick_init
from director.engine.hand.facts import events as ev
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandOptions, HandSetup, SetupError
from director.engine.phh import HandHistory, loads_phh
from director.engine.phh.replay import ReplayError, setup_from_history


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class _Record:
    first: int
    second: tuple[int, ...] = ()
    third: list[int] = dataclasses.field(default_factory=list)


def test_arguments_defaults_and_factories_as_the_dataclass_takes_them() -> None:
    assert _Record(1) == _Record(first=1, second=(), third=[])
    assert _Record(1, (2,), [3]).third == [3]
    assert _Record(1).third is not _Record(1).third  # a new list each time
    with pytest.raises(TypeError):
        _Record()  # type: ignore[call-arg]


def test_records_stay_read_only() -> None:
    event = ev.DealHole(3, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seat = 4  # type: ignore[misc]
    assert event == ev.DealHole(seat=3, cards=()) and hash(event) == hash(ev.DealHole(3, ()))
    assert ev.Show(2) == ev.Show(2, ()) and ev.Award().winners is None


def test_a_setup_is_still_checked_and_gets_its_default_options() -> None:
    setup = HandSetup(HOLDEM, Betting.no_limit(100), (1, 2), (1_000, 1_000), blinds=(50, 100))
    assert setup.options == HandOptions()
    with pytest.raises(SetupError):  # hold'em needs blinds
        HandSetup(HOLDEM, Betting.no_limit(100), (1, 2), (1_000, 1_000))


def test_only_frozen_dataclasses_with_slots() -> None:
    @dataclasses.dataclass
    class Open:
        x: int

    with pytest.raises(TypeError):
        quick_init(Open)


def test_a_record_filled_as_its_twin_is_the_record_its_class_builds() -> None:
    """Issue 33 (``frozen.open_twin``): filled field by field, then made the record, it
    equals, hashes and prints as the dataclass's own, and stays read-only."""
    twin = open_twin(ev.DealHole)
    made = object.__new__(twin)
    made.seat, made.cards = 4, ()
    made.__class__ = ev.DealHole
    built = ev.DealHole(4, ())
    assert type(made) is ev.DealHole and made == built and hash(made) == hash(built)
    assert repr(made) == repr(built)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.seat = 5
    with pytest.raises(TypeError):
        open_twin(dict)  # no slots of its own: nothing to fill


def test_a_record_made_without_its_class_call_is_the_one_its_class_builds() -> None:
    """``frozen.open_maker`` (issue 33): the pots, the hands shown and the events a
    replay makes are the records their classes build; a class that checks itself
    (``__post_init__``, the setup) is refused."""
    bet = open_maker(ev.BetRaise)(3, 400)
    assert type(bet) is ev.BetRaise and bet == ev.BetRaise(3, 400)
    assert hash(bet) == hash(ev.BetRaise(3, 400)) and repr(bet) == "BetRaise(seat=3, to=400)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        bet.to = 500  # type: ignore[misc]
    with pytest.raises(TypeError):
        open_maker(HandSetup)


def test_a_replays_setup_and_hand_are_the_ones_their_classes_build() -> None:
    """The replay's setup and the hand read (filled as twins) have every field their
    classes' ``__init__`` gives them, and a setup the rules refuse is still refused."""
    hand = loads_phh(_HAND)
    assert hand == HandHistory(
        variant="NT", ante_trimming_status=True, antes=(0, 0, 0), blinds_or_straddles=(1, 2, 0),
        min_bet=2, starting_stacks=(200, 200, 200), actions=hand.actions,
        finishing_stacks=(199, 201, 200))
    setup = setup_from_history(hand)
    assert [getattr(setup, f.name) for f in dataclasses.fields(setup)] == [
        getattr(built, f.name) for built in [HandSetup(
            game=HOLDEM, betting=setup.betting, seats=(1, 2, 3), stacks=(200, 200, 200),
            blinds=(1, 2, 0), antes_dead=False, options=HandOptions(from_record=True))]
        for f in dataclasses.fields(built)]
    with pytest.raises(ReplayError):  # a hold'em hand needs its blinds
        setup_from_history(loads_phh(_HAND.replace("[1, 2, 0]", "[0, 0, 0]")))


_HAND = """variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ['d dh p1 AsKd', 'd dh p2 7c7d', 'd dh p3 QhQs', 'p3 f', 'p1 f']
finishing_stacks = [199, 201, 200]
"""
