"""The message value: an id, typed arguments, and their JSON form for the store."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Union

#: An argument: a plain number (a seat, a count, a hand number), an ``Amount`` of
#: chips or money, a text that is never translated (a name, cards, a rule id), a
#: nested message (a street, a hand's value, a pot's name), or a list of these.
Arg = Union[int, str, "Amount", "Message", tuple["Arg", ...]]


class Amount(int):
    """Chips or money: written with the language's digit grouping in the windows
    (``21,050``, ``21 050``), as plain digits in ``str()``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Amount({int(self)})"


class Message:
    """A message id and its arguments; equal when both are equal.

    ``msg("street-flop")``; arguments are keywords. ``str()`` renders English.
    """

    __slots__ = ("_args", "id")

    def __init__(self, message_id: str, args: Mapping[str, Arg] | None = None) -> None:
        if not message_id or not isinstance(message_id, str):
            raise MessageDataError(f"a message id must be a non-empty text, not {message_id!r}")
        self.id = message_id
        self._args: tuple[tuple[str, Arg], ...] = tuple(sorted(args.items())) if args else ()
        for name, value in self._args:
            if type(value) not in _PLAIN:
                _check_arg(name, value)

    @property
    def args(self) -> dict[str, Arg]:
        return dict(self._args)

    def __getitem__(self, name: str) -> Arg:
        return self.args[name]

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self._args)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and self.id == other.id
                and self._args == other._args)

    def __hash__(self) -> int:
        return hash((self.id, self._args))

    def __repr__(self) -> str:
        inner = "".join(f", {name}={value!r}" for name, value in self._args)
        return f"msg({self.id!r}{inner})"

    def __str__(self) -> str:
        return english(self)


#: How ``str()`` words a message: its English from the catalogues. ``render`` puts its
#: ``render_plain`` here when it is imported (the package imports it with this module),
#: so this module needs nothing of it.
english: Callable[[Message], str] = repr


def msg(message_id: str, /, **args: Arg) -> Message:
    """The message ``message_id`` with ``args``."""
    return Message(message_id, args)


#: The id of a text kept as it was written (a name typed by a person, a stored
#: text an old database held that no message matches).
TEXT_ID = "text"


def text(value: str) -> Message:
    """A text shown as it is, in every language."""
    return Message(TEXT_ID, {"value": value})


class MessageDataError(ValueError):
    """A message or its stored form is malformed; says what was found."""


class MessageError(ValueError):
    """A refusal or error that carries its message as data.

    ``str()`` is the English sentence; the windows render ``.message`` in the
    user's language. A plain text is accepted and kept as a ``text`` message.
    """

    def __init__(self, message: Message | str) -> None:
        self.message = message if isinstance(message, Message) else text(message)
        super().__init__(self.message)

    def __str__(self) -> str:
        # Rendered when read, not when raised: the engine raises and catches refusals
        # while it works out what is legal, and most are never shown.
        return str(self.message)


#: Argument types that need no further look (a bool is an int, so it is not here).
_PLAIN = frozenset((int, str, Amount, Message))


def _check_arg(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int | str | Message | tuple):
        raise MessageDataError(f"argument {name!r} of a message cannot be {value!r}")
    if isinstance(value, tuple):
        for item in value:
            _check_arg(name, item)


# ------------------------------------------------------------------ stored form

def to_data(message: Message) -> dict[str, Any]:
    """The JSON-ready form: ``{"id": ..., "args": {...}}``; an amount is ``{"amount": n}``,
    a nested message its own form, a list a JSON list."""
    return {"id": message.id, "args": {name: _encode(value) for name, value in message._args}}


def _encode(value: Arg) -> Any:
    if isinstance(value, Message):
        return to_data(value)
    if isinstance(value, Amount):
        return {"amount": int(value)}
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def from_data(data: object) -> Message:
    """A message from ``to_data``'s form; ``MessageDataError`` says what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        raise MessageDataError(f"not a stored message: {data!r}")
    args = data.get("args", {})
    if not isinstance(args, dict):
        raise MessageDataError(f"the arguments of message {data['id']!r} are not a mapping")
    return Message(data["id"], {str(k): _decode(v) for k, v in args.items()})


def _decode(value: object) -> Arg:
    if isinstance(value, bool):
        raise MessageDataError(f"a message argument cannot be {value!r}")
    if isinstance(value, int | str):
        return value
    if isinstance(value, list):
        return tuple(_decode(item) for item in value)
    if isinstance(value, dict) and set(value) == {"amount"} and isinstance(value["amount"], int):
        return Amount(value["amount"])
    if isinstance(value, dict):
        return from_data(value)
    raise MessageDataError(f"a message argument cannot be {value!r}")
