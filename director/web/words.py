"""What the room view says from the program's own messages, in the language of the page
that asks (``pages.LANGUAGES``): the remote's answers and refusals, rendered through the
program's Project Fluent catalogues as the windows render them (``engine.messages``),
never the English of ``str()``."""

from __future__ import annotations

from director.engine.messages import Message, render
from director.services.core.message_data import reason


def said(message: Message, language: str) -> str:
    """``message`` in ``language`` (amounts grouped its way)."""
    return render(message, language)


def why_not(exc: BaseException, language: str) -> str:
    """Why a command was refused (a ``ServiceError``'s or a ``StoreError``'s message;
    the text of any other ``ValueError``) in ``language``."""
    return render(reason(exc), language)
