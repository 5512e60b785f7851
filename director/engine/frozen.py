"""The engine's frozen records (``frozen_record``) and quick ways to build them
(issue 33).

``@frozen_record`` makes the class a frozen dataclass with slots, as
``@dataclass(frozen=True, slots=True)`` does, for about a third of its cost (0.17 v
0.44 ms a class of four fields): the standard decorator writes each class's
``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__`` and
``__delattr__`` as source text and compiles each apart, which took a third of a
replay's process importing the engine (22 ms of 66 for its 34 records, profiled).
Here ``__init__``, ``__eq__`` and ``__hash__``, the ones a hand's work calls, are
compiled together, once a class: ``__eq__`` and ``__hash__`` as the standard decorator
writes them (as fast), ``__init__`` written out to set each field through its slot's
own descriptor (about twice as fast as the standard ``object.__setattr__`` by name: a
replay builds a dozen records a hand). ``__repr__``, the refusals to set or delete a
field and the pickling state are the same few functions for every class, given its
field names. The fields, their defaults and the slots are the standard decorator's
own (called underneath with its methods turned off). What a record is, equals,
hashes to, prints as, copies and pickles as does not change: ``dataclasses.fields``,
``replace``, ``asdict`` and ``match`` see a dataclass, the signature is the same, and
setting or deleting a field raises ``FrozenInstanceError``. Type checkers read it as
the standard decorator (``dataclass_transform``). Two things tell: a class without a
docstring gets none (the standard decorator writes its signature there), and
``__dataclass_params__`` is the call underneath (not frozen; no ``__init__``,
``__repr__`` or ``__eq__`` of its own), so a record's dataclass bases are records,
and the standard frozen decorator takes no record for a base.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


class _Factory:
    """A default factory's argument left out (shown as the standard decorator shows it)."""

    def __repr__(self) -> str:
        return "<factory>"


_NOT_GIVEN: Any = _Factory()
_RECORDS: set[type[Any]] = set()  # every class made a record (bases are checked)


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def frozen_record(cls: type[T]) -> type[T]:
    """``cls`` as a frozen dataclass with slots (see the module's docstring). A base
    that is a dataclass must be a record (frozen, as the standard decorator requires
    of a frozen dataclass's bases); methods the class writes itself are kept, as
    there (``__setattr__`` and ``__delattr__`` refused)."""
    for base in cls.__mro__[1:]:
        if "__dataclass_params__" in base.__dict__ and base not in _RECORDS:
            raise TypeError(f"frozen_record: {cls.__name__} cannot inherit from the "
                            f"dataclass {base.__name__}, which is not a frozen record")
    docless = cls.__doc__ is None  # the standard decorator would write one, slowly
    if docless:
        cls.__doc__ = " "
    made: Any = dataclasses.dataclass(slots=True, init=False, repr=False, eq=False)(cls)
    own = made.__dict__
    for name in ("__setattr__", "__delattr__"):
        if name in own:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    fields = dataclasses.fields(made)
    hash_ = own.get("__hash__", dataclasses.MISSING)  # the class's own, unless only
    hashed = hash_ is dataclasses.MISSING or (hash_ is None and "__eq__" in own)  # its __eq__'s
    for name, method in _compiled(made, fields, "__init__" not in own, "__eq__" not in own,
                                  hashed).items():
        setattr(made, name, method)
    if "__repr__" not in own:
        made.__repr__ = _repr(made, tuple(f.name for f in fields if f.repr))
    made.__setattr__, made.__delattr__ = _refuse_set, _refuse_delete
    if "__getstate__" not in own:
        made.__getstate__ = _state(made, fields)
    if "__setstate__" not in own:
        made.__setstate__ = _restore(made, fields)
    if docless:
        made.__doc__ = None
    _RECORDS.add(made)
    return made  # type: ignore[no-any-return]


def _slot_setter(cls: type[Any], name: str) -> Callable[[Any, Any], None]:
    """The ``__set__`` of the slot ``name`` (the class's own or a base's)."""
    for klass in cls.__mro__:
        slot = klass.__dict__.get(name)
        if slot is not None:
            if not isinstance(slot, types.MemberDescriptorType):
                break
            return slot.__set__
    raise TypeError(f"frozen_record: {cls.__name__}.{name} is not a slot")


def _compiled(cls: type[Any], fields: tuple[dataclasses.Field[Any], ...], init: bool,
              eq: bool, hashed: bool) -> dict[str, Any]:
    """The methods of ``cls`` that are written out, compiled together (one compilation
    a class): ``__init__`` (when ``init``), ``__eq__`` (``eq``) and ``__hash__``
    (``hashed``), as the standard decorator writes them but for ``__init__``, which
    sets each field through its slot's descriptor."""
    namespace: dict[str, Any] = {"__NOT_GIVEN": _NOT_GIVEN}
    lines = _init_lines(cls, fields, namespace) if init else []
    compared = [f.name for f in fields if f.compare]
    if eq:
        mine, theirs = (", ".join(f"{who}.{name}" for name in compared) for who in
                        ("self", "other"))
        lines += ["def __eq__(self, other):", "    if other.__class__ is self.__class__:",
                  f"        return ({mine},) == ({theirs},)" if compared else
                  "        return True", "    return NotImplemented"]
    if hashed:
        keys = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]
        lines += ["def __hash__(self):",
                  f"    return hash(({''.join(f'self.{name}, ' for name in keys)}))"]
    if not lines:
        return {}
    exec("\n".join(lines), namespace)  # the names are the dataclass's own fields
    made: dict[str, Any] = {name: _named(namespace[name], cls, name)
                            for name in ("__init__", "__eq__", "__hash__") if name in namespace}
    if init:
        made["__init__"].__annotations__ = {
            f.name: f.type for f in fields if f.init} | {"return": None}
    return made


def _init_lines(cls: type[Any], fields: tuple[dataclasses.Field[Any], ...],
                namespace: dict[str, Any]) -> list[str]:
    """``cls``'s ``__init__`` as the standard decorator's takes its arguments (fields in
    order, keyword-only ones last, defaults, default factories, ``init=False`` fields
    given their default, ``__post_init__`` called last), each field set through its
    slot's descriptor; the names it uses put in ``namespace``, each with two underscores
    first, so that no field's name (a parameter) hides one."""
    positional: list[str] = []
    keywords: list[str] = []
    lines = ["    pass"]  # a record without fields
    for f in fields:
        name = f.name
        namespace[f"__set_{name}"] = _slot_setter(cls, name)
        value = name
        if f.default is not dataclasses.MISSING:
            namespace[f"__default_{name}"] = f.default
            parameter, value = f"{name}=__default_{name}", value if f.init else f"__default_{name}"
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"__factory_{name}"] = f.default_factory
            parameter = f"{name}=__NOT_GIVEN"
            value = (f"__factory_{name}() if {name} is __NOT_GIVEN else {name}" if f.init
                     else f"__factory_{name}()")
        elif f.init:
            parameter = name
        else:
            continue  # set by __post_init__, as the standard decorator leaves it
        if f.init:
            (keywords if f.kw_only else positional).append(parameter)
        lines.append(f"    __set_{name}(self, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    parameters = ["self", *positional, *(["*", *keywords] if keywords else [])]
    return [f"def __init__({', '.join(parameters)}):", *lines]


def _named(function: Any, cls: type[Any], name: str) -> Any:
    function.__name__ = name
    function.__qualname__ = f"{cls.__qualname__}.{name}"
    function.__module__ = cls.__module__
    return function


def _repr(cls: type[Any], names: tuple[str, ...]) -> Any:
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"
    return _named(__repr__, cls, "__repr__")


def _refuse_set(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_delete(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _state(cls: type[Any], fields: tuple[dataclasses.Field[Any], ...]) -> Any:
    names = [f.name for f in fields]

    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, name) for name in names]
    return _named(__getstate__, cls, "__getstate__")


def _restore(cls: type[Any], fields: tuple[dataclasses.Field[Any], ...]) -> Any:
    setters = [_slot_setter(cls, f.name) for f in fields]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for set_, value in zip(setters, state, strict=True):
            set_(self, value)
    return _named(__setstate__, cls, "__setstate__")


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
