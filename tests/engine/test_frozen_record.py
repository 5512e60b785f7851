"""The engine's frozen records (``frozen_record``, issue 33) are the records the
standard frozen dataclass would build: the same fields from the same arguments and
defaults, still read-only, and a hand set up wrongly is still refused."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import textwrap
from collections.abc import Callable
from typing import Any

import pytest

from director.engine.frozen import frozen_record, open_maker, open_twin
from director.engine.hand.facts import events as ev
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandOptions, HandSetup, SetupError
from director.engine.phh import HandHistory, loads_phh
from director.engine.phh.replay import ReplayError, setup_from_history


def _pair(body: str) -> tuple[type[Any], type[Any]]:
    """The class ``body`` as a record and as the standard frozen dataclass with slots,
    each a name of this module (so that pickle finds it)."""
    def made(name: str, decorate: Any) -> type[Any]:
        namespace: dict[str, Any] = {"dataclasses": dataclasses, "__name__": __name__}
        exec(f"class {name}:\n{textwrap.indent(textwrap.dedent(body), '    ')}", namespace)
        globals()[name] = made = decorate(namespace[name])
        return made  # type: ignore[no-any-return]
    return (made("Record", frozen_record),
            made("Standard", dataclasses.dataclass(frozen=True, slots=True)))


_BODY = """
    \'\'\'A record.\'\'\'
    first: int
    second: tuple[int, ...] = ()
    third: list[int] = dataclasses.field(default_factory=list, compare=False)
    fourth: str = dataclasses.field(default="x", repr=False)
    fifth: int = dataclasses.field(default=0, kw_only=True)
    sixth: int = dataclasses.field(default=6, init=False, hash=False)
"""


@pytest.mark.parametrize("arguments", [
    ((1,), {}), ((1, (2,), [3], "y"), {"fifth": 5}), ((), {"first": 4, "third": [1]}),
])
def test_a_record_is_the_standard_frozen_dataclass(
        arguments: tuple[tuple[Any, ...], dict[str, Any]]) -> None:
    """Issue 33 (``frozen_record``, a tenth of the standard decorator's import cost):
    the same arguments, defaults, keyword-only fields and fields outside ``__init__``;
    the same value, equality (fields left out of it left out), hash, text, signature,
    ``match`` arguments, copy, pickle, ``replace`` and ``asdict``."""
    record, standard = _pair(_BODY)
    args, kwargs = arguments
    ours, theirs = record(*args, **kwargs), standard(*args, **kwargs)
    assert repr(ours).replace("Record", "") == repr(theirs).replace("Standard", "")
    assert hash(ours) == hash(theirs)
    assert dataclasses.astuple(ours) == dataclasses.astuple(theirs)
    assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    assert str(inspect.signature(record)) == str(inspect.signature(standard))
    assert record.__match_args__ == standard.__match_args__
    assert [f.name for f in dataclasses.fields(ours)] == list(record.__slots__)
    assert ours == record(*args, **kwargs) and ours != theirs  # another class: not equal
    assert ours == dataclasses.replace(ours, third=[9])  # not compared, as there
    assert ours != dataclasses.replace(ours, first=-1)
    if len(args) < 3 and "third" not in kwargs:  # a new list each time
        assert record(*args, **kwargs).third is not ours.third
    for copied in (copy.copy(ours), copy.deepcopy(ours), pickle.loads(pickle.dumps(ours))):
        assert type(copied) is record and dataclasses.astuple(copied) == dataclasses.astuple(ours)
    changes: list[Callable[[], None]] = [
        lambda: setattr(ours, "first", 2), lambda: delattr(ours, "first"),
        lambda: setattr(ours, "other", 2)]
    for change in changes:
        with pytest.raises(dataclasses.FrozenInstanceError):
            change()
    with pytest.raises(TypeError):
        record()
    with pytest.raises(TypeError):
        record(1, (), [], "", 5)  # fifth is keyword-only


def test_methods_a_record_writes_itself_are_kept() -> None:
    """As the standard decorator: a class's own ``__eq__``, ``__repr__`` and
    ``__post_init__`` stay (the hash is still the fields'); its own ``__setattr__`` is
    refused."""
    record, standard = _pair("""
        seat: int
        def __eq__(self, other): return True
        def __repr__(self): return "seat"
        def __post_init__(self): object.__setattr__(self, "seat", self.seat + 1)
    """)
    for cls in (record, standard):
        assert cls(1) == cls(2) and repr(cls(1)) == "seat" and cls(1).seat == 2
        assert hash(cls(1)) == hash((2,))
    with pytest.raises(TypeError):
        _pair("""
            seat: int
            def __setattr__(self, name, value): pass
        """)


def test_a_record_inherits_only_from_records() -> None:
    """A record's fields follow its base record's; a base that is a dataclass but
    not a record (not frozen) is refused at once, as the standard decorator refuses."""
    @frozen_record
    class Base:
        seat: int
        note: str | None = dataclasses.field(default=None, kw_only=True)

    @frozen_record
    class Raise(Base):
        to: int

    made = Raise(3, 400, note="all in")
    assert (made.seat, made.to, made.note) == (3, 400, "all in")
    assert repr(made) == "test_a_record_inherits_only_from_records.<locals>.Raise(seat=3, " \
        "note='all in', to=400)"
    assert made == Raise(3, 400, note="all in") and made != Raise(3, 500, note="all in")

    @dataclasses.dataclass
    class Open:
        x: int

    with pytest.raises(TypeError):
        frozen_record(type("Child", (Open,), {"__annotations__": {"y": int}}))


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
        made.seat = 5  # type: ignore[misc]
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


def test_a_field_may_have_any_name() -> None:
    """Fields named as the written-out ``__init__``'s own helpers might be (a field
    ``x`` beside ``set_x``, ``default_x`` and ``factory_x``) are each set from their
    own argument, as the standard decorator sets them."""
    record, standard = _pair("""
        x: int
        set_x: int = 2
        default_x: int = 3
        factory_x: list[int] = dataclasses.field(default_factory=list)
    """)
    for cls in (record, standard):
        made = cls(1, 5)
        assert (made.x, made.set_x, made.default_x, made.factory_x) == (1, 5, 3, [])
