"""Reading ``.phh`` (one hand) and ``.phhs`` (tables ``[1]``, ``[2]``, ...) files."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Mapping
from typing import Any

from director.engine.messages import Amount, msg
from director.engine.phh import toml_subset
from director.engine.phh.actions import MAX_CHIPS, MAX_DIGITS, Action, parse_action, parse_text
from director.engine.phh.errors import PhhError
from director.engine.phh.model import (
    CORE_FIELDS,
    HandHistory,
    hand_as_read,
    known_codes,
    missing_field,
    whole_chips,
)
from director.engine.phh.variants import VARIANTS

_CORE = frozenset(CORE_FIELDS)
_INT_FIELDS = ("bring_in", "small_bet", "big_bet", "min_bet")
_LIST_FIELDS = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks")
_REQUIRED = {code: frozenset(info.required_fields) for code, info in VARIANTS.items()}

PathLike = str | os.PathLike[str]


MAX_FILE_BYTES = 32 * 1024 * 1024  # a .phhs of tens of thousands of hands fits
MAX_NESTING = 16  # tables and arrays inside one another; a hand needs 3


def _read_text(path: PathLike) -> str:
    """The file's text. Only a regular file is read (a FIFO would wait for ever, a
    link to /dev/zero would never end), and at most ``MAX_FILE_BYTES`` of it."""
    source = os.fspath(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise PhhError(msg("phh-cannot-read", reason_text=str(exc.strerror or exc)),
                       source=source) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise PhhError(msg("phh-not-regular-file"), source=source)
        if info.st_size > MAX_FILE_BYTES:
            raise PhhError(msg("phh-file-too-large", file_bytes=Amount(info.st_size),
                               most_bytes=Amount(MAX_FILE_BYTES)), source=source)
        data = _read_at_most(fd, info.st_size, MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise PhhError(msg("phh-cannot-read", reason_text=str(exc.strerror or exc)),
                       source=source) from exc
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise PhhError(msg("phh-too-large", most_bytes=Amount(MAX_FILE_BYTES)), source=source)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PhhError(msg("phh-not-utf8", reason_text=exc.reason), source=source) from exc
    # a byte-order mark some editors write first (Windows' Notepad): no part of the hand
    return text[1:] if text.startswith("\ufeff") else text


def _read_at_most(fd: int, size: int, limit: int) -> bytes:
    """The file's bytes up to ``limit``: asked for in one call of the size ``fstat``
    gave (and one more byte), then on until the end in case the file grew."""
    parts: list[bytes] = []
    total, request = 0, min(size + 1, limit)
    while total < limit:
        chunk = os.read(fd, min(request, limit - total))
        if not chunk:
            break
        parts.append(chunk)
        total += len(chunk)
        request = 1 << 20
    return parts[0] if len(parts) == 1 else b"".join(parts)


# What can hold a bracket that is not one: comments, then the four kinds of TOML strings.
_SKIPPED = re.compile(
    r'#[^\n]*'
    r'|"""(?:[^\\]|\\.)*?"""'
    r"|'''.*?'''"
    r'|"(?:[^"\\\n]|\\.)*"'
    r"|'[^'\n]*'"
    r"|[\[\]{}]",
    re.DOTALL)


def _nesting(text: str) -> int:
    """How deep arrays and tables go, outside strings and comments."""
    depth = deepest = 0
    for m in _SKIPPED.finditer(text):
        c = m.group(0)
        if c in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif c in ("]", "}"):
            depth -= 1
    return deepest


def _parse_toml(text: str, source: str | None) -> dict[str, Any]:
    if not isinstance(text, str):
        raise PhhError(msg("phh-expected-text", text=type(text).__name__), source=source)
    try:
        simple = toml_subset.loads(text)
    except ValueError:  # a whole number past the 4,300 digits Python turns into one
        raise PhhError(msg("phh-number-too-long", count=MAX_DIGITS), source=source) from None
    if simple is not None:
        return simple
    if _nesting(text) > MAX_NESTING:
        raise PhhError(msg("phh-nested-too-deep", count=MAX_NESTING), source=source)
    import tomllib  # only for what the simple form does not read: a process that replays
    # files written in it never loads tomllib (a tenth of the replay's import time)

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError(msg("phh-not-toml", reason_text=str(exc)), source=source) from exc
    except ValueError:  # a whole number past the 4,300 digits Python turns into one
        raise PhhError(msg("phh-number-too-long", count=MAX_DIGITS), source=source) from None
    except RecursionError:
        raise PhhError(msg("phh-nested-too-deep", count=MAX_NESTING),
                       source=source) from None


def _whole(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        said = "phh-decimal-chips" if isinstance(value, float) else "phh-not-whole-chips"
        raise PhhError(msg(said, text=repr(value)), field=name)
    if abs(value) > MAX_CHIPS:
        raise PhhError(msg("phh-number-too-long", count=MAX_DIGITS), field=name)
    if value < 0:
        raise PhhError(msg("phh-negative", amount=Amount(value)), field=name)
    return value


def _whole_list(name: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PhhError(msg("phh-not-number-list", text=repr(value)), field=name)
    if whole_chips(value):
        return tuple(value)  # the common case, checked a list at a time: whole chips
    return tuple(_whole(name, item) for item in value)  # says which item is wrong


def _actions(value: object) -> tuple[list[str], tuple[Action, ...]]:
    """The action texts and their records; players are checked by ``HandHistory``."""
    if not isinstance(value, list):
        raise PhhError(msg("phh-not-action-strings", text=repr(value)), field="actions")
    try:  # the common case: every action well formed, most read before (``parse_text``)
        return value, tuple(map(parse_text, value))
    except (PhhError, TypeError, AttributeError):
        pass  # read again one by one below, to say which action is wrong and why
    parsed: list[Action] = []
    for number, text in enumerate(value, start=1):
        if not isinstance(text, str):
            raise PhhError(msg("phh-action-not-string", text=repr(text)), action_number=number,
                           action=repr(text))
        try:
            parsed.append(parse_action(text))
        except PhhError as exc:
            raise exc.located(action_number=number) from None
    return list(value), tuple(parsed)


def hand_from_mapping(table: Mapping[str, Any], source: str | None = None) -> HandHistory:
    """Build a hand from a parsed TOML table; ``source`` names it in errors."""
    try:
        return _hand_from_mapping(table)
    except PhhError as exc:
        raise exc.located(source=source) from None


def _hand_from_mapping(table: Mapping[str, Any]) -> HandHistory:
    variant = table.get("variant")
    if variant is None:
        raise PhhError(msg("phh-missing-variant", names_text=known_codes()))
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise PhhError(msg("phh-unknown-variant", text=repr(variant), names_text=known_codes()),
                       field="variant")
    if not table.keys() >= _REQUIRED[variant]:
        required = VARIANTS[variant].required_fields
        missing = next(name for name in required if name not in table)
        raise PhhError(missing_field(missing, variant, required))
    # The amounts gathered in one pass and checked at once (the common case: whole chips);
    # a list that is none is refused below, by name (issue 33: one loop instead of a
    # comprehension, a type check and a list built for each).
    ints: dict[str, Any] = {}
    lists: dict[str, Any] = {}
    amounts: list[Any] = []
    for name in _INT_FIELDS:
        if name in table:
            ints[name] = value = table[name]
            amounts.append(value)
    for name in _LIST_FIELDS:
        if name in table:
            value = table[name]
            if type(value) is list:
                lists[name] = tuple(value)
                amounts += value
            else:
                amounts.append(None)  # no whole chips: refused below
    if not whole_chips(amounts):  # each amount on its own, to say which one is wrong and why
        for name, value in ints.items():
            _whole(name, value)
        lists = {name: _whole_list(name, table[name]) for name in _LIST_FIELDS if name in table}
    trimming = table.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise PhhError(msg("phh-not-true-or-false", text=repr(trimming)),
                       field="ante_trimming_status")
    texts, actions = _actions(table["actions"])
    metadata = {} if table.keys() <= _CORE else {
        key: value for key, value in table.items() if key not in _CORE and not key.startswith("_")}
    try:
        return hand_as_read(variant, trimming, ints, lists, actions, metadata)
    except PhhError as exc:
        if exc.action_number is None:
            raise
        # Quote the action as the file wrote it, not in canonical form.
        raise PhhError(exc.reason, source=exc.source, action_number=exc.action_number,
                       action=texts[exc.action_number - 1]) from None


def loads_phh(text: str, source: str | None = None) -> HandHistory:
    """Read one hand from PHH text; ``source`` (a file name) prefixes error messages."""
    table = _parse_toml(text, source)
    try:  # ``hand_from_mapping`` written out: a call fewer a hand read (issue 33)
        return _hand_from_mapping(table)
    except PhhError as exc:
        raise exc.located(source=source) from None


def load_phh(path: PathLike) -> HandHistory:
    """Read a ``.phh`` file."""
    source = os.fspath(path)
    return loads_phh(_read_text(path), source)


def loads_phhs(text: str, source: str | None = None) -> list[HandHistory]:
    """Read a bulk PHH text: top-level tables ``[1]``, ``[2]``, ... each one hand,
    in document order (as pokerkit's ``HandHistory.loads_all``)."""
    document = _parse_toml(text, source)
    hands: list[HandHistory] = []
    for key, table in document.items():
        where = f"{source} [{key}]" if source is not None else f"[{key}]"
        if not isinstance(table, dict):
            raise PhhError(msg("phh-not-a-hand-table", text=repr(key)), source=source)
        hands.append(hand_from_mapping(table, where))
    return hands


def load_phhs(path: PathLike) -> list[HandHistory]:
    """Read a ``.phhs`` file of many hands."""
    source = os.fspath(path)
    return loads_phhs(_read_text(path), source)


def load_any(path: PathLike) -> list[HandHistory]:
    """Read a ``.phh`` (one hand) or ``.phhs`` (many) file, chosen by extension."""
    extension = os.path.splitext(os.fspath(path))[1].lower()
    if extension == ".phh":
        return [load_phh(path)]
    if extension == ".phhs":
        return load_phhs(path)
    raise PhhError(msg("phh-unknown-extension", text=repr(extension or "(none)")),
                   source=os.fspath(path))
