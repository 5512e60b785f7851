"""The rules engine's and the services' English sentences in the UI's language.

The engine builds its texts in English from Python (it knows no Qt); the UI
shows them through ``translate``. Each text is matched whole against an
ordered table of English templates; the Hungarian replacement is built from
the named groups, translating embedded engine phrases (a hand, a pot name, a
step) recursively and writing amounts in the Hungarian way. Rule ids (R-7.5)
stay as they are. A text no template knows comes back unchanged, never an error.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable

from PySide6.QtCore import QLocale

from director.engine.messages import Arg, Message, MessageError, render, text
from director.engine.messages.message import TEXT_ID
from director.engine.messages.render import recent_message

Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]

_HU = QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary)

# ------------------------------------------------------------------ words

_STREETS = {
    "preflop": ("preflop", "preflopot"), "flop": ("flop", "flopot"),
    "turn": ("turn", "turnt"), "river": ("river", "rivert"),
    "third street": ("harmadik utca", "harmadik utcát"),
    "fourth street": ("negyedik utca", "negyedik utcát"),
    "fifth street": ("ötödik utca", "ötödik utcát"),
    "sixth street": ("hatodik utca", "hatodik utcát"),
    "seventh street": ("hetedik utca", "hetedik utcát"),
    "before the draw": ("csere előtti kör", "csere előtti kört"),
    "the draw": ("csere", "cserét"),
}
_FORCED_NOM = {"ante": "ante", "big-blind ante": "nagyvak-ante",
               "dead small blind": "holt kisvak", "big blind": "nagyvak",
               "small blind": "kisvak", "straddle": "straddle", "dead blind": "holt vak",
               "bring-in": "bring-in", "blind": "vak"}


def number(text: str | int) -> str:
    """An amount in Hungarian digit grouping: ``12 000``."""
    return _HU.toString(int(text))


def article(value: str | int) -> str:
    """``az`` before a number read with a leading vowel (1, 5, 1000-1999 ...), else ``a``."""
    digits = str(value).lstrip("-")
    if not digits.isdigit():
        return "a"
    first = digits[0]
    return "az" if first == "5" or (first == "1" and len(digits) % 3 == 1) else "a"


def seat(n: str | int, cap: bool = False) -> str:
    """``a 3. szék`` / ``az 5. szék`` (``cap``: at the start of a sentence)."""
    art = article(n)
    return f"{art.capitalize() if cap else art} {n}. szék"


def _seat_list(text: str) -> list[str]:
    return re.findall(r"\d+", text)


def seats_listed(text: str) -> str:
    """``seat 1, seat 2 and seat 3`` → ``1., 2. és 3. szék``."""
    nums = _seat_list(text)
    if not nums:
        return _t(text)
    marks = [f"{n}." for n in nums]
    joined = marks[0] if len(marks) == 1 else ", ".join(marks[:-1]) + " és " + marks[-1]
    return joined + " szék"


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " és " + words[-1]


# ---------------------------------------------------------------- tables

_RULES: list[Rule] = []


def _rule(pattern: str) -> Callable[[Callable[[re.Match[str]], str]], Callable[[re.Match[str]],
                                                                                    str]]:
    def add(fn: Callable[[re.Match[str]], str]) -> Callable[[re.Match[str]], str]:
        _RULES.append((re.compile(pattern + r"\Z", re.DOTALL), fn))
        return fn
    return add


def _simple(english: str, hungarian: str) -> None:
    _RULES.append((re.compile(re.escape(english) + r"\Z"), lambda _m: hungarian))


def _t(text: str) -> str:
    """Translate an embedded phrase (the same table, recursively)."""
    return _translate_hu(text)


# --------------------------------------------------------------- entry point

def _translate_hu(text: str, retry: bool = True) -> str:
    message = recent_message(text)  # an embedded engine message (a service quoting it)
    if message is not None and message.id != TEXT_ID:  # a kept text is translated below
        return render(message, "hu")
    for pattern, build in _RULES:
        m = pattern.match(text)
        if m is not None:
            try:
                return build(m)
            except (KeyError, ValueError, IndexError, TypeError):
                return text
    if not retry:
        return text
    if text[:1].isupper():
        lowered = text[0].lower() + text[1:]
        out = _translate_hu(lowered, retry=False)
        if out != lowered:
            return out[0].upper() + out[1:]
    elif text[:1].islower():
        raised = text[0].upper() + text[1:]
        out = _translate_hu(raised, retry=False)
        if out != raised:
            return out[0].lower() + out[1:]
    return text


def current_language() -> str:
    """``"hu"`` when the UI runs in Hungarian (``app.install_translator`` sets the
    default QLocale to hu_HU), else ``"en"``."""
    return "hu" if QLocale().language() == QLocale.Language.Hungarian else "en"


_EN = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
_DIGITS = re.compile(r"\d{4,}")


def _is_amount(text: str, start: int, end: int) -> bool:
    """Whether the digits at ``start:end`` are an amount: not part of a word, a path,
    a decimal, a date (2026-11-29) or a hand number; a range (100-10000) counts."""
    before, after = text[max(0, start - 5):start], text[end:end + 6]
    if before.endswith("hand ") or re.search(r"[\w.,#/:\\]\Z", before):
        return False
    if before.endswith("-") and not re.search(r"\d-\Z", before):
        return False
    return not re.match(r"[\w/:\\]|[.,]\d|-\d\d-\d\d", after)


def group_amounts(text: str) -> str:
    """Amounts of 1,000 and more with English digit grouping (``21050`` → ``21,050``,
    ``100-10000`` → ``100-10,000``); seat numbers, rule ids, hand numbers, dates,
    times and names in paths stay as they are."""
    return _DIGITS.sub(lambda m: _EN.toString(int(m.group(0)))
                       if _is_amount(text, m.start(), m.end()) else m.group(0), text)


def translate(text: str | Message, language: str | None = None) -> str:
    """``text`` (an engine or service message, or its English) in ``language``
    (default: the UI's).

    A message (or the English of one made lately) renders from the catalogues.
    Hungarian for ``"hu"`` (amounts grouped the Hungarian way, ``21 050``); in
    English, or for a text no template knows, the text comes back with its
    amounts grouped the English way (``21,050``). Never raises."""
    message = text if isinstance(text, Message) else recent_message(text)
    if message is not None:
        language = language or current_language()
        return render(_bridged(message) if language == "hu" else message, language)
    if (language or current_language()) != "hu" or not text:
        return group_amounts(text)
    try:
        return _translate_hu(text)
    except RecursionError:
        return text


def _bridged(message: Message) -> Message:
    """Transitional (issue 16): a message holding the English of a module not yet
    converted (a step as ``text(...)`` inside a refusal or an explanation) gets that
    English through the templates."""
    if message.id == TEXT_ID:
        words = str(message.args.get("value", ""))
        hungarian = _translate_hu(words) if words else words
        return message if hungarian == words else text(hungarian)
    args = message.args
    changed = {name: _bridged_arg(value) for name, value in args.items()}
    return message if changed == args else Message(message.id, changed)


def _bridged_arg(value: Arg) -> Arg:
    if isinstance(value, Message):
        return _bridged(value)
    if isinstance(value, tuple):
        return tuple(_bridged_arg(item) for item in value)
    return value


def refusal(exc: BaseException) -> str:
    """An engine or service refusal in the UI's language: the message it carries, or
    its text (``translate``) when it carries none."""
    return translate(exc.message if isinstance(exc, MessageError) else str(exc))


def pattern_count() -> int:
    """How many English templates the table knows (for the report and tests)."""
    return len(_RULES)


# The templates, registered in order (the first whole-sentence match wins).
def _register() -> None:
    for name in ("engine_text_awards",
                 "engine_text_errors", "engine_text_errors_store",
                 "engine_text_events",
                 "engine_text_errors_more"):
        importlib.import_module(f"director.ui.{name}")


_register()
