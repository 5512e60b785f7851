"""What a service command raises when it cannot be done as asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.engine.messages import Message, MessageError


class ServiceError(MessageError):
    """A command that cannot be done as asked; ``.message`` says why (a ``ValueError``)."""


class AskFirst(ServiceError):
    """A command that asks the person before it is done: ``.message`` is the question
    (Ctrl+Z on an action another station recorded); ``again()`` does it once they say
    yes, and is refused by name when what they were asked about changed meanwhile.
    Nothing was done when it is raised."""

    def __init__(self, message: Message, again: Callable[[], Any]) -> None:
        super().__init__(message)
        self.again = again
