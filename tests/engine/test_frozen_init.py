"""The engine's frozen records built by ``quick_init`` (issue 33) are the records
their dataclass would build: the same fields from the same arguments and defaults,
still read-only, and a hand set up wrongly is still refused."""

from __future__ import annotations

import dataclasses

import pytest

from director.engine.frozen import quick_init
from director.engine.hand.facts import events as ev
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandOptions, HandSetup, SetupError


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
