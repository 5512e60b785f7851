"""A quicker ``__init__`` for the engine's frozen dataclasses (issue 33).

A frozen dataclass sets each field through ``object.__setattr__(self, name, value)``,
which looks the name up on the class every time; a replay builds a dozen such objects
a hand (the cards dealt, the setup, the pots). ``quick_init`` gives a frozen dataclass
with slots the same ``__init__``, written out to set each slot through the slot's own
descriptor, about twice as fast. What the object is, equals and hashes to does not
change: only how its fields are first set.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_NOT_GIVEN: Any = object()  # a default factory's argument left out


def quick_init(cls: type[T]) -> type[T]:
    """``cls`` (``@dataclass(frozen=True, slots=True)``, applied first) with its
    ``__init__`` written out: the same parameters and defaults, default factories
    and ``__post_init__`` called as the dataclass's own does."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"quick_init needs a frozen dataclass with slots, not {cls!r}")
    namespace: dict[str, Any] = {"_NOT_GIVEN": _NOT_GIVEN}
    parameters: list[str] = []
    lines = ["    pass"]  # a dataclass without fields
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]  # a dataclass: checked
        if not f.init or f.kw_only:
            raise TypeError(f"quick_init: {cls.__name__}.{f.name} is not a plain field")
        name = f.name
        namespace[f"set_{name}"] = cls.__dict__[name].__set__  # the slot's descriptor
        value = name
        if f.default is not dataclasses.MISSING:
            namespace[f"default_{name}"] = f.default
            parameters.append(f"{name}=default_{name}")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"factory_{name}"] = f.default_factory
            parameters.append(f"{name}=_NOT_GIVEN")
            value = f"factory_{name}() if {name} is _NOT_GIVEN else {name}"
        else:
            parameters.append(name)
        lines.append(f"    set_{name}(self, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = "\n".join([f"def __init__(self, {', '.join(parameters)}):", *lines])
    exec(source, namespace)  # the names are the dataclass's own fields
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


def open_twin(cls: type[Any]) -> type[Any]:
    """A plain class with ``cls``'s slots in the same order and nothing else, for building
    a ``cls`` (a frozen class with slots, directly on ``object``) field by field where many
    are built (issue 33): an instance of the twin takes each field by an ordinary store
    (``twin.field = value``, a few machine instructions), then becomes a ``cls`` with
    ``built.__class__ = cls`` (Python allows it: the two lay out their slots alike). A
    slot's own ``__set__``, the other way to fill a frozen object, is a call that costs
    as much as a dozen lines, the ``__class__`` assignment about one such call: the twin
    pays from two fields on. Every field must be set before the assignment, as
    ``__init__`` sets them; what the object is, equals and hashes to does not change.
    """
    slots = cls.__dict__.get("__slots__")
    if not isinstance(slots, tuple) or cls.__bases__ != (object,):
        raise TypeError(f"open_twin needs a class with slots directly on object, not {cls!r}")
    return type(f"Open{cls.__name__}", (), {"__slots__": slots, "__module__": cls.__module__,
                                            "__doc__": f"``{cls.__name__}`` being built."})


def open_maker(cls: type[T]) -> Callable[..., T]:
    """A function that builds a ``cls`` from its fields in order, every one given, as
    ``cls(...)`` builds it (a frozen dataclass with slots directly on ``object`` and
    no ``__post_init__``): filled as its ``open_twin``, without a class's call (the
    type's call, then its ``__init__``'s, then a call a field; issue 33)."""
    if getattr(cls, "__post_init__", None) is not None:
        raise TypeError(f"open_maker: {cls.__name__} checks itself in __post_init__")
    twin = open_twin(cls)
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    if tuple(names) != cls.__dict__["__slots__"]:
        raise TypeError(f"open_maker: {cls.__name__}'s slots are not its fields")
    lines = [f"def make({', '.join(names)}):", "    made = new(twin)"]
    lines += [f"    made.{name} = {name}" for name in names]
    lines += ["    made.__class__ = cls", "    return made"]
    namespace: dict[str, Any] = {"new": object.__new__, "twin": twin, "cls": cls}
    exec("\n".join(lines), namespace)  # the names are the dataclass's own fields
    make: Callable[..., T] = namespace["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"
    return make
