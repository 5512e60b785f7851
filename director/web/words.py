"""What the room view says from the program's own messages, in the language of the page
that asks (``pages.LANGUAGES``): the remote's answers and refusals, and a cash game's
stakes, rendered through the program's Project Fluent catalogues as the windows render
them (``engine.messages``), never the English of ``str()``."""

from __future__ import annotations

from director.engine.event.cash_tables import Stakes, game_title
from director.engine.messages import render
from director.services.core.message_data import reason
from director.web.pages import texts


def why_not(exc: BaseException, language: str) -> str:
    """Why a command was refused (a ``ServiceError``'s or a ``StoreError``'s message;
    the text of any other ``ValueError``) in ``language``."""
    return render(reason(exc), language)


def stakes_words(stakes: Stakes, language: str) -> str:
    """A cash game's stakes as the cash tables page words them ("Seven-card stud, fixed
    limit 100/200, ante 10, bring-in 30"; ``Stakes.described``), the game named as the
    room's pages name it in ``language`` (their ``games``)."""
    games: dict[str, str] = texts(language)["games"]
    return render(stakes.described(games.get(stakes.game) or game_title(stakes.game)),
                  language)
