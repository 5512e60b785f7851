"""Refusals, undo descriptions and training texts in Hungarian (director.ui.engine_text).

The message templates are found in the source automatically: every message raised
as one of the director's errors in director/engine and director/services (and the
documents store), every ``_expect`` reason of the hand engine and every
description recorded for undo (``rec.record``). Each is rendered with sample
values for its placeholders and must come out Hungarian with no English left."""

from __future__ import annotations

import ast
import importlib
import itertools
import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest

from director.engine.event.entries import EntryError, RebuyRules, TournamentRules, check_rebuy
from director.engine.event.structures import Level, Structure
from director.engine.messages import Amount, Message, msg, text
from director.ui.engine_text import translate

ROOT = Path(__file__).resolve().parents[2]
ERRORS = {"HandError", "SetupError", "CardError", "StructureError", "PayoutError", "ChipError",
          "CashError", "EntryError", "ButtonError", "SeatingError", "BalancingError",
          "DealError", "ChipRaceError", "ClockError", "ServiceError", "DealerError",
          "TrainingError", "DocumentError", "CashTableError"}
STOP = ("the ", " is ", " are ", "must", "cannot", "may ", " not ", "seat ", "Seat ", "chips",
        "level", "table", "player", "entry", "pot", "bet", "raise")
_STOP = re.compile("|".join(
    (r"\b" if w[0].isalpha() else "") + re.escape(w) + (r"\b" if w[-1].isalpha() else "")
    for w in STOP))

# Deliberately left in English (each is a programming error or a stored-file format
# problem a director never causes from the screens; the field names are code):
ALLOWED: set[str] = set()  # the hand engine's texts are all messages now

# Sample values per placeholder (the expression's source text).
_SAMPLES: dict[str, str] = {
    "name": "level 3", "game.name": "Razz", "self.game.name": "Razz",
    "s.setup.game.name": "Razz", "what": "small blind", "label": "big_blind",
    "kind": "small blind", "due_kind": "big blind", "card": "As", "shown": "As",
    "known": "Kd", "bad": "Xx", "text": "Xx Kd", "place or 'entered once here'": "burned",
    "seen[card]": "on the board", "player": "Anna", "line.player": "Anna", "HOUSE": "House",
    "self.player": "Anna", "self.color": "red", "d.color": "red", "row.name": "Friday Cup",
    "table.name": "Table 2", "tables[tid].name": "Table 2", "self.kind.value": "buy-in",
    "kind.value": "buy-in", "line.kind.value": "top-up", "status": "paused",
    "method": "split", "tie_break": "coin", "variant": "NT", "where": "level 3",
    "self.name": "Friday", "table.name if table else ''": "Table 2", "it": "Level 3",
    "lv.game_key": "razz", "self.game_key": "razz", "want.game_key": "razz",
    "lv.limit.value if lv.limit else 'no limit set'": "no limit",
    "lv.limit and lv.limit.value": "fixed limit", "want.limit.value": "pot limit",
    "value": "250", "request.what": "the board cards", "question.text": "Who acts now?",
    "self.drill.name": "Pot sizes", "last.description": "Rebuy: entry 3, 250 chips",
    "change['table'].replace('_', ' ')": "ledger line", "when": "is over",
    "self.player or 'the table'": "Anna", "{'cash-out' if self.kind is not LineKind.CASH_OUT "
    "else 'top-up'}": "cash-out", "path.name": "custom.json", "unknown[0]": "colour",
    "', '.join(allowed)": "name, items", "', '.join(TEMPLATE_NAMES)": "turbo, deep",
    "', '.join(GAMES)": "holdem, razz", "', '.join(known)": "holdem, razz",
    "str(d.value)": "25", "{'s' if request.count > 1 else ''}": "s",
    "stacks.get(seat, 'no')": "250", "'; '.join(result.describe()) or 'Tables balanced'":
    "Seat 3 at table 1 moves to table 2 seat 5", "_level_name(shown)": "3",
    "name or 'the table'": "Anna",
    "kind.value.capitalize()": "Buy-in", "player.name": "Anna", "draw.explanation":
    "seat 3 draws A♠, the highest card: the button starts at seat 3",
    "hand.explanation":
        "Button at seat 3; seat 4 posts the small blind; seat 5 posts the big blind",
    "sorted(busts)": "[3, 5]", "places": "7", "e.cards": "", "known[0]": "",
    "name.replace('_', ' ')": "buy in", "label.replace('_', ' ')": "big blind",
    "span": "3-5", "max_seats": "9", "street.name": "flop", "pot_name(number)": "the main pot",
    "_where(structure, index)": "the break after level 3", "{who}": "seat 3",
    "spans": "2-5, 6-9", "listed": "50, 30, 20", "exc": "bad", "err": "bad",
}
_SEATS = re.compile(r"seats|sorted\(|list\(|missing|empty|unknown|break_order|chips\)")


_BY_FILE = {("setup.py", "name"): "antes", ("seating_service.py", "number"): "3",
            ("checks.py", "what"): "no burn is due now", ("guts.py", "what"): "an ante",
            ("transitions.py", "kind"): "small blind", ("balancing.py", "self.table"): "2",
            ("payouts.py", "span"): "3-5", ("action_log.py", "change['table'].replace('_', ' ')"):
            "ledger_line", ("cash_tables.py", "name"): "Anna",
            ("cash_tables.py", "title"): "Friday 1",
            ("cash_tables.py", "stakes.text"): "Texas hold'em, no limit 50/100",
            ("cash_tables.py", "stakes_of(extra).text"): "Texas hold'em, no limit 50/100",
            ("cash_tables.py", "stakes_of(target_extra).text"): "Omaha, fixed limit 100/200"}
_AT_LINE = {("structures.py:528", "name"): "turbo"}
_file = ["", ""]


def _sample(src: str) -> str:
    if (_file[1], src) in _AT_LINE:
        return _AT_LINE[(_file[1], src)]
    if (_file[0], src) in _BY_FILE:
        return _BY_FILE[(_file[0], src)]
    if src in _SAMPLES:
        return _SAMPLES[src]
    if src.endswith(".text"):
        return "Deal the flop"
    if src.startswith("cards_text"):
        return "AsKd"
    if re.search(r"seats\[[^]]+\]$", src):
        return "3"
    if _SEATS.search(src):
        return "[3, 5]"
    if "join" in src:
        return "25, 100"
    return "250" if any(w in src for w in ("amount", "stack", "chips", "value", "due", "to",
                                          "pool", "total", "min", "max", "prize")) else "3"


def _renders(node: ast.expr) -> list[str]:
    """Every text ``node`` can build, with samples for its placeholders."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _renders(node.body) + _renders(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [a + b for a, b in itertools.product(_renders(node.left), _renders(node.right))]
    if isinstance(node, ast.JoinedStr):
        parts: list[list[str]] = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append([str(v.value)])
            elif isinstance(v, ast.FormattedValue):
                inner = v.value
                parts.append(_renders(inner) if isinstance(inner, ast.IfExp | ast.JoinedStr)
                             else [_sample(ast.unparse(inner))])
        return ["".join(p) for p in itertools.product(*parts)]
    if isinstance(node, ast.BoolOp):
        return [r for v in node.values for r in _renders(v)]
    src = ast.unparse(node)
    if "describe()" in src:
        return ["Seat 3 at table 1 moves to table 2 seat 5"]
    if "join(" in src:
        return ["3, 5"]
    return []  # a message passed through (str(exc)): translated where it was made


def _shape(node: ast.expr) -> str:
    """The template with ``{}`` for every placeholder (the allow-list's key)."""
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return "{}"


def _templates() -> list[tuple[str, ast.expr, str]]:
    files = sorted([*ROOT.glob("director/engine/**/*.py"), *ROOT.glob("director/services/*.py"),
                    ROOT / "director/store/documents.py"])
    found: list[tuple[str, ast.expr, str]] = []
    for path in files:
        where = str(path.relative_to(ROOT))
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call)
                    and isinstance(n.exc.func, ast.Name) and n.exc.func.id in ERRORS
                    and n.exc.args):
                found.append((f"{where}:{n.lineno}", n.exc.args[0], "refusal"))
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute | ast.Name):
                name = n.func.attr if isinstance(n.func, ast.Attribute) else n.func.id
                if name in ("_expect", "expect") and len(n.args) == 3:
                    found.append((f"{where}:{n.lineno}", n.args[2], "reason"))
                if (name == "record" and isinstance(n.func, ast.Attribute)
                        and ast.unparse(n.func.value) == "rec" and len(n.args) >= 3):
                    found.append((f"{where}:{n.lineno}", n.args[2], "undo"))
    return found


def _is_message(node: ast.expr) -> bool:
    """A site converted to a message (``msg(...)``): its words are in the catalogues,
    which tests/engine/test_message_catalogues.py checks in every language."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "msg"


_NEXT = msg("step-deal-street", street=msg("street-flop"))


def _messages() -> list[tuple[str, str | Message]]:
    out: list[tuple[str, str | Message]] = []
    for where, node, kind in _templates():
        if _shape(node) in ALLOWED or _is_message(node):
            continue
        _file[0] = Path(where.split(":")[0]).name
        _file[1] = Path(where).name
        for words in _renders(node):
            if kind == "reason":  # HandState.apply names the next step (hand-refused-next)
                out.append((where, msg("hand-refused-next", refusal=text(words), step=_NEXT)))
            else:
                out.append((where, words))
    return out


def _bad(texts: Sequence[tuple[str, str | Message]]) -> list[str]:
    bad = []
    for where, said in texts:
        hu = translate(said, "hu")
        if hu == str(said) or _STOP.search(hu):
            bad.append(f"{where}: {said!r} -> {hu!r}")
    return bad


def test_the_source_scan_finds_the_messages() -> None:
    found = _templates()
    assert len(found) > 300
    shapes = {_shape(n) for _, n, _ in found}
    assert shapes >= ALLOWED, sorted(ALLOWED - shapes)


def test_every_refusal_and_undo_description_is_hungarian(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    # The words are checked through the translation rules, not through the recent
    # messages cache: an earlier test's str() of the same refusal, raised with plain
    # words, would otherwise come back as that untranslated text message.
    monkeypatch.setattr(importlib.import_module("director.engine.messages.render"),
                        "_recent", {})
    bad = _bad(_messages())
    assert not bad, f"{len(bad)} left:\n" + "\n".join(bad)


@pytest.mark.parametrize(("english", "hungarian"), [
    (msg("hand-refused-next", refusal=text("seat 3 cannot show now"), step=_NEXT),
     "a 3. szék most nem mutathat; a következő lépés: Oszd ki a flopot"),
])
def test_examples_in_hungarian(english: str | Message, hungarian: str) -> None:
    assert translate(english, "hu") == hungarian


@pytest.mark.parametrize(("message", "english", "hungarian"), [
    (msg("svc-nothing-to-undo-no-events"), "nothing to undo: this hand has no events yet",
     "nincs mit visszavonni: ebben a leosztásban még nem történt semmi"),
    (msg("svc-no-event", event_number=12), "there is no event 12",
     "nincs 12 azonosítójú verseny"),
    (msg("undo-rebuy", player="Kovács Anna", chips=Amount(5000)),
     "Rebuy: Kovács Anna, 5000 chips", "Rebuy: Kovács Anna, 5000 zseton"),
    (msg("svc-seat-taken", seat=5, table_text=msg("svc-table", table=1)),
     "seat 5 at Table 1 is taken", "az 1. asztal 5. széke foglalt"),
    (msg("svc-table-has-no-seat", seat=11, table_text=msg("svc-table-named", name="Döntő")),
     "Döntő has no seat 11", "a(z) „Döntő” asztalnál nincs 11. szék"),
])
def test_service_messages_in_both_languages(message: Message, english: str,
                                            hungarian: str) -> None:
    """The services' refusals and undo descriptions are messages: ``str()`` is the
    English they always read as, the windows render the Hungarian."""
    assert str(message) == english
    assert translate(message, "hu") == hungarian


def test_an_engine_refusal_as_a_message_in_hungarian() -> None:
    """TDA 27: the rebuy threshold refusal, raised by the engine as a message, reaches the
    window in Hungarian whether the window holds the message or only its English."""
    rules = TournamentRules(100, 1500, rebuy=RebuyRules(100, 1500))
    structure = Structure("s", (Level(1, 20, 25, 50),))
    with pytest.raises(EntryError) as caught:
        check_rebuy(rules, structure, 0, rebuys_so_far=0, stack=2000)
    hungarian = "rebuy legfeljebb 1500 zsetonnal kérhető; ennek a játékosnak 2000 van"
    assert translate(caught.value.message, "hu") == hungarian
    assert translate(str(caught.value), "hu") == hungarian
    assert str(caught.value) == "a rebuy is allowed with 1500 chips or fewer; this player has 2000"


def test_a_closed_rebuy_window_names_the_level_in_hungarian() -> None:
    """TDA 27: rebuys open through level 2 are refused on level 3, in the window's words."""
    rules = TournamentRules(100, 1500, rebuy=RebuyRules(100, 1500, until_level=2))
    structure = Structure("s", tuple(Level(n, 20, 25 * n, 50 * n) for n in (1, 2, 3)))
    with pytest.raises(EntryError) as caught:
        check_rebuy(rules, structure, 2, rebuys_so_far=0, stack=1000)
    assert str(caught.value) == "rebuys closed at the end of level 2; the clock is on level 3"
    assert translate(caught.value.message, "hu") == (
        "a rebuy lezárult a 2. szint végén; az óra most a 3. szinten áll")


# ---- training (director.services.training)

def _training_texts() -> list[tuple[str, Message]]:
    from director.services import training as tr

    out: list[tuple[str, Message]] = []
    for key in tr.DRILLS:
        session = tr.TrainingSession(random.Random(f"hu-{key}"), key)
        for n in range(40):
            q = session.next_question()
            verdict = session.answer(q.answer if n % 3 else -1)
            out += [(f"{key} question", q.text), (f"{key} expected", verdict.expected),
                    (f"{key} explanation", verdict.explanation)]
    return out


def test_every_training_text_is_hungarian() -> None:
    # expected amounts ("120", "300, 150") read the same in every language
    texts = sorted({(w, t) for w, t in _training_texts()
                    if not re.fullmatch(r"[\d, ]+", str(t))}, key=lambda x: (x[0], str(x[1])))
    assert len(texts) > 50
    bad = _bad(texts)
    assert not bad, f"{len(bad)} left:\n" + "\n".join(bad)


def test_a_refusal_read_in_english_first_is_still_hungarian() -> None:
    """A refusal the engine still gives as plain text, once read in English (a log,
    the command line), comes out Hungarian in a window all the same: the
    transitional bridge from English back to messages skips kept texts."""
    from director.engine.hand.state import HandError

    words = "nothing to undo: no event has been recorded in this hand"
    assert str(HandError(words)) == words
    assert translate(words, "hu") == ("nincs mit visszavonni: ebben a leosztásban még nem "
                                      "történt semmi")
