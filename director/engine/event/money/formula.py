"""A league's points formula: a few named ones, or the club's own expression.

The club writes an arithmetic expression over named values of one result
(``place``, ``players``, ``buyin``, ``rebuys``, ``addons``, ``bounties``,
``prize``), e.g. ``10 * sqrt(players) / sqrt(place)``. It is read with Python's
``ast`` parser and evaluated by walking the tree here, never with ``eval``:
only numbers, the named values, ``+ - * / // % **``, comparisons, ``a if c
else b`` and the functions ``sqrt log min max abs round`` are allowed. Long
texts, big exponents and huge numbers are refused with a message, so a typed
formula can neither reach the program nor hang it.

Points are kept in hundredths (``Formula.points`` returns an int): totals add
exactly and ties are real ties.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable, Mapping

from director.engine.frozen import frozen_record
from director.engine.messages import MessageError, msg

MAX_LENGTH = 200
MAX_EXPONENT = 8
MAX_MAGNITUDE = 1e12
VALUES = ("place", "players", "buyin", "rebuys", "addons", "bounties", "prize")

#: The formulas offered by name, written in the same language as a club's own.
NAMED: dict[str, str] = {
    "field": "players - place + 1",
    "square-root": "10 * sqrt(players) / sqrt(place)",
    "buy-in": "10 * sqrt(players) / sqrt(place) * (1 + log(buyin + 0.25))",
}


class FormulaError(MessageError):
    """A formula that cannot be used, or a result it cannot give."""


def _sqrt(x: float) -> float:
    if x < 0:
        raise FormulaError(msg("event-formula-sqrt-negative"))
    return math.sqrt(x)


def _log(x: float) -> float:
    if x <= 0:
        raise FormulaError(msg("event-formula-log-not-positive"))
    return math.log(x)


FUNCTIONS: dict[str, Callable[..., float]] = {
    "sqrt": _sqrt, "log": _log, "min": min, "max": max, "abs": abs,
    "round": lambda x, n=0: round(x, int(n)),
}
_BINARY: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_COMPARE: dict[type[ast.cmpop], Callable[[float, float], bool]] = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
    ast.Eq: operator.eq, ast.NotEq: operator.ne,
}


def _check(tree: ast.AST) -> None:
    """Refuse any part of the tree the evaluator does not know, before evaluating."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Expression, ast.Load, ast.operator, ast.unaryop,
                             ast.cmpop, ast.IfExp, ast.Compare, ast.BinOp)):
            continue
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            continue
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            continue
        if isinstance(node, ast.Name):
            if node.id not in VALUES and node.id not in FUNCTIONS:
                raise FormulaError(msg("event-formula-unknown-name", text=node.id,
                                       names_text=", ".join(VALUES)))
            continue
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in FUNCTIONS and not node.keywords):
            continue
        raise FormulaError(msg("event-formula-not-allowed", text=ast.unparse(node)[:40]))


@frozen_record
class Formula:
    """A checked formula; ``text`` as the club wrote it (or a named formula's name)."""

    text: str
    _tree: ast.Expression

    def value(self, values: Mapping[str, float]) -> float:
        result = _eval(self._tree.body, values)
        if isinstance(result, bool):
            result = float(result)
        if not math.isfinite(result):
            raise FormulaError(msg("event-formula-too-large"))
        return result

    def points(self, values: Mapping[str, float]) -> int:
        """The points of one result, in hundredths."""
        return round(self.value(values) * 100)


def parse(text: str) -> Formula:
    """A named formula or the club's own expression, checked; refused with a message."""
    if not isinstance(text, str):
        raise FormulaError(msg("event-formula-not-text"))
    source = NAMED.get(text.strip(), text)
    if len(source) > MAX_LENGTH:
        raise FormulaError(msg("event-formula-too-long", count=len(source), size=MAX_LENGTH))
    if not source.strip():
        raise FormulaError(msg("event-formula-empty"))
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except (SyntaxError, ValueError):
        raise FormulaError(msg("event-formula-syntax", text=source)) from None
    _check(tree)
    formula = Formula(text.strip(), tree)
    formula.value({name: 1 for name in VALUES})  # a formula that cannot give one result
    return formula


def _number(x: float) -> float:
    if isinstance(x, (int, float)) and abs(x) > MAX_MAGNITUDE:
        raise FormulaError(msg("event-formula-too-large"))
    return x


def _eval(node: ast.expr, values: Mapping[str, float]) -> float:
    if isinstance(node, ast.Constant):
        assert isinstance(node.value, (int, float))
        return _number(node.value)
    if isinstance(node, ast.Name):
        if node.id not in values:
            raise FormulaError(msg("event-formula-unknown-name", text=node.id,
                                   names_text=", ".join(VALUES)))
        return values[node.id]
    if isinstance(node, ast.UnaryOp):
        operand = _eval(node.operand, values)
        return -operand if isinstance(node.op, ast.USub) else operand
    if isinstance(node, ast.BinOp):
        left, right = _eval(node.left, values), _eval(node.right, values)
        if isinstance(node.op, ast.Pow) and (abs(right) > MAX_EXPONENT):
            raise FormulaError(msg("event-formula-exponent", n=MAX_EXPONENT))
        if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and right == 0:
            raise FormulaError(msg("event-formula-division-by-zero"))
        try:
            result = _BINARY[type(node.op)](left, right)
        except (OverflowError, ZeroDivisionError):
            raise FormulaError(msg("event-formula-too-large")) from None
        if isinstance(result, complex):
            raise FormulaError(msg("event-formula-too-large"))
        return _number(result)
    if isinstance(node, ast.Compare):
        left = _eval(node.left, values)
        for op, comparator in zip(node.ops, node.comparators, strict=True):
            right = _eval(comparator, values)
            if not _COMPARE[type(op)](left, right):
                return 0
            left = right
        return 1
    if isinstance(node, ast.IfExp):
        return _eval(node.body if _eval(node.test, values) else node.orelse, values)
    if isinstance(node, ast.Call):
        assert isinstance(node.func, ast.Name)
        args = [_eval(a, values) for a in node.args]
        try:
            return _number(FUNCTIONS[node.func.id](*args))
        except TypeError:
            raise FormulaError(msg("event-formula-arguments", text=node.func.id)) from None
    raise FormulaError(msg("event-formula-not-allowed", text=type(node).__name__))
