"""Refusals, undo descriptions and training texts are messages (issue 16), and they
read Hungarian from the catalogues.

The sites are found in the source: every raise of one of the director's errors (a
``MessageError`` or a subclass of one, in director/engine, services, store, ui and
the command line), every reason the hand engine's ``expect`` gives and every
description recorded for undo (``rec.record``). None may be built from words (a
string, an f-string, a Qt translation): a window renders the message in its
language, and ``str()`` of it is the English the logs and the command line read."""

from __future__ import annotations

import ast
import functools
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from director.engine.cards import parse_cards
from director.engine.event.entries import EntryError, RebuyRules, TournamentRules, check_rebuy
from director.engine.event.structures import Level, Structure
from director.engine.messages import Amount, Message, MessageError, msg, render
from director.services.tables.dealer_gestures import fill
from tests.syntax import collector_paused, parse_files, trees_dropped

ROOT = Path(__file__).resolve().parents[2]
STOP = ("the ", " is ", " are ", "must", "cannot", "may ", " not ", "seat ", "Seat ", "chips",
        "level", "table", "player", "entry", "pot", "bet", "raise")
_STOP = re.compile("|".join(
    (r"\b" if w[0].isalpha() else "") + re.escape(w) + (r"\b" if w[-1].isalpha() else "")
    for w in STOP))
# Hungarian words an English stop word would flag: "pot limit" is the game's name in
# Hungarian too, and "is" means "also" ("az all-in kezeket is beleértve").
_SAME_IN_HUNGARIAN = re.compile(r"\bpot limit|(?<=[a-záéíóöőúüű]) is (?=[a-záéíóöőúüű])")
_QT_TRANSLATION = {"tr", "_tr", "translate"}


def _files() -> list[Path]:
    return sorted([*ROOT.glob("director/engine/**/*.py"), *ROOT.glob("director/services/**/*.py"),
                   *ROOT.glob("director/store/*.py"), *ROOT.glob("director/ui/**/*.py"),
                   ROOT / "director/cli.py"])


def _trees() -> Iterator[tuple[str, ast.AST]]:
    yield from _parsed_sources()


@functools.cache
def _parsed_sources() -> tuple[tuple[str, ast.AST], ...]:
    """Every scanned file parsed once for the process (the scans only read the trees)."""
    return tuple((str(path.relative_to(ROOT)), tree) for path, tree in parse_files(_files()))


@functools.cache
def _nodes(tree: ast.AST) -> tuple[ast.AST, ...]:
    """Every node of ``tree`` (``ast.walk``), walked once for the process: the scans
    below read each tree three times (issue 33: the walks were most of their time)."""
    with collector_paused():
        return tuple(ast.walk(tree))


trees_for_this_module = trees_dropped(_parsed_sources, _nodes)


def _base_name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def error_classes(trees: list[tuple[str, ast.AST]]) -> set[str]:
    """``MessageError`` and every class the sources derive from it."""
    found = {"MessageError"}
    classes = [n for _, tree in trees for n in _nodes(tree) if isinstance(n, ast.ClassDef)]
    while True:
        more = {c.name for c in classes if any(_base_name(b) in found for b in c.bases)}
        if more <= found:
            return found
        found |= more


def sites(trees: list[tuple[str, ast.AST]]) -> list[tuple[str, ast.expr, str]]:
    """(where, the argument that says what happened, kind) of every refusal raised,
    every ``expect`` reason and every undo description."""
    errors = error_classes(trees)
    found: list[tuple[str, ast.expr, str]] = []
    for where, tree in trees:
        for n in _nodes(tree):
            if (isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call)
                    and _base_name(n.exc.func) in errors and n.exc.args):
                found.append((f"{where}:{n.lineno}", n.exc.args[0], "refusal"))
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute | ast.Name):
                name = _base_name(n.func)
                if name in ("_expect", "expect") and len(n.args) == 3:
                    found.append((f"{where}:{n.lineno}", n.args[2], "reason"))
                if (name == "record" and isinstance(n.func, ast.Attribute)
                        and ast.unparse(n.func.value) == "rec" and len(n.args) >= 3):
                    found.append((f"{where}:{n.lineno}", n.args[2], "undo"))
    return found


def words(node: ast.expr) -> bool:
    """Whether ``node`` builds words rather than a message: a string, an f-string, a
    sum or a choice with one of them, or a Qt translation (``tr``, ``translate``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return words(node.left) or words(node.right)
    if isinstance(node, ast.IfExp):
        return words(node.body) or words(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(words(v) for v in node.values)
    if isinstance(node, ast.Call):
        return _base_name(node.func) in _QT_TRANSLATION
    return False


def _parsed(source: str) -> list[tuple[str, ast.AST]]:
    return [("sample.py", ast.parse(source))]


def test_the_source_scan_finds_the_sites() -> None:
    found = sites(list(_trees()))
    assert len(found) > 300
    # The hand engine raises its refusals (NotNow) itself since the replay work of
    # issue 21; an ``expect`` reason, should one come back, is scanned as well.
    assert {"refusal", "undo"} <= {kind for _, _, kind in found} <= {"refusal", "reason", "undo"}
    assert {"StoreError", "RestoreRefused", "DealerError", "HandError", "NotNow",
            "ChipRaceError"} <= error_classes(list(_trees()))


def test_the_scan_sees_a_refusal_built_from_words() -> None:
    """The check below can fail: the forms the program used before its messages."""
    sample = _parsed('''
class DealerError(MessageError): ...
def f(rec, s, name):
    raise DealerError(f"seat {s} cannot show now")
    raise DealerError(_tr("a hand needs two players seated at the table"))
    raise DealerError("no burn is due now" if s else msg("x"))
    rec.record(1, "rebuy", "Rebuy: " + name)
    expect(s, False, "no hole cards are due now")
    raise DealerError(msg("hand-cannot-show-now", seat=s))
    rec.record(1, "rebuy", msg("undo-rebuy", player=name, chips=Amount(5)))
''')
    seen = {ast.unparse(node): words(node) for _, node, _ in sites(sample)}
    assert seen == {
        "f'seat {s} cannot show now'": True,
        "_tr('a hand needs two players seated at the table')": True,
        "'no burn is due now' if s else msg('x')": True,
        "'Rebuy: ' + name": True,
        "'no hole cards are due now'": True,
        "msg('hand-cannot-show-now', seat=s)": False,
        "msg('undo-rebuy', player=name, chips=Amount(5))": False}


def test_every_refusal_reason_and_undo_description_is_a_message() -> None:
    bad = [f"{where}: {ast.unparse(node)}" for where, node, _ in sites(list(_trees()))
           if words(node)]
    assert not bad, f"{len(bad)} built from words:\n" + "\n".join(bad)


_NEXT = msg("step-deal-street", street=msg("street-flop"))


@pytest.mark.parametrize(("message", "hungarian"), [
    (msg("hand-refused-next", refusal=msg("hand-cannot-show-now", seat=3), step=_NEXT),
     "A 3. szék most nem mutathat; a következő lépés: Oszd ki a flopot"),
])
def test_examples_in_hungarian(message: Message, hungarian: str) -> None:
    assert render(message, "hu") == hungarian


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
     "Döntő has no seat 11", "a „Döntő” asztalnál nincs 11. szék"),
    (msg("svc-hand-needs-two-seated"), "a hand needs two players seated at the table",
     "egy leosztáshoz legalább két játékosnak kell ülnie az asztalnál"),
])
def test_service_messages_in_both_languages(message: Message, english: str,
                                            hungarian: str) -> None:
    """The services' refusals and undo descriptions are messages: ``str()`` is the
    English they always read as, the windows render the Hungarian."""
    assert str(message) == english
    assert render(message, "hu") == hungarian


def test_an_engine_refusal_as_a_message_in_hungarian() -> None:
    """TDA 27: the rebuy threshold refusal, raised by the engine as a message, reaches the
    window in Hungarian; its ``str()`` is the English."""
    rules = TournamentRules(100, 1500, rebuy=RebuyRules(100, 1500))
    structure = Structure("s", (Level(1, 20, 25, 50),))
    with pytest.raises(EntryError) as caught:
        check_rebuy(rules, structure, 0, rebuys_so_far=0, stack=2000)
    assert render(caught.value.message, "hu") == (
        "rebuy legfeljebb 1500 zsetonnal kérhető; ennek a játékosnak 2000 van")
    assert str(caught.value) == "a rebuy is allowed with 1500 chips or fewer; this player has 2000"


def test_a_closed_rebuy_window_names_the_level_in_hungarian() -> None:
    """TDA 27: rebuys open through level 2 are refused on level 3, in the window's words."""
    rules = TournamentRules(100, 1500, rebuy=RebuyRules(100, 1500, until_level=2))
    structure = Structure("s", tuple(Level(n, 20, 25 * n, 50 * n) for n in (1, 2, 3)))
    with pytest.raises(EntryError) as caught:
        check_rebuy(rules, structure, 2, rebuys_so_far=0, stack=1000)
    assert str(caught.value) == "rebuys closed at the end of level 2; the clock is on level 3"
    assert render(caught.value.message, "hu") == (
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
    # expected amounts ("120", "1,505; 9; 802") read the same in every language
    texts = sorted({(w, t) for w, t in _training_texts()
                    if not re.fullmatch(r"[\d,;\s]+", str(t))}, key=lambda x: (x[0], str(x[1])))
    assert len(texts) > 50
    bad = []
    for where, said in texts:
        assert isinstance(said, Message), (where, said)
        hu = render(said, "hu")
        if hu == str(said) or _STOP.search(_SAME_IN_HUNGARIAN.sub(" ", hu)):
            bad.append(f"{where}: {said!r} -> {hu!r}")
    assert not bad, f"{len(bad)} left:\n" + "\n".join(bad)


@pytest.mark.parametrize(("cards", "total", "up", "english"), [
    ("As Kd", 3, 3, "enter 3 cards, or none; got 2"),  # the flop: no "up cards"
    ("As", 3, 0, "enter 3 cards, or none; got 1"),  # a guts hand
    ("As Kd", 3, 1, "enter 3 cards, or one up card, or none; got 2"),  # stud's 3rd street
])
def test_a_wrong_count_of_cards_names_only_what_the_step_takes(
        cards: str, total: int, up: int, english: str) -> None:
    """R-4.3, R-4.5: cards typed in a number the step does not take are refused saying
    what it takes; the board's cards and guts' three are never called up cards."""
    with pytest.raises(MessageError) as refused:
        fill(tuple(parse_cards(cards)), total, up)
    assert str(refused.value.message) == english
    if up in (0, total):
        assert render(refused.value.message, "hu") == (
            f"adj meg {total} lapot, vagy egyet sem; megadva: {len(cards.split())}")
