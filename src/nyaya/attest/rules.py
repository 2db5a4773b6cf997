"""A small deterministic rule engine for inference replay.

Rules are simple expressions such as ``dti < 0.40 and fico >= 700 and claims_3y == 0``.
They are parsed with Python's `ast` and evaluated by walking a whitelist of
nodes: boolean operators, comparisons (chained too), ``not``, unary minus,
``+ - * / %``, names, numbers, strings, ``True``/``False``/``None``. Nothing is
ever passed to `eval`; attribute access, calls, subscripts, lambdas and
comprehensions are refused at parse time.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from nyaya.errors import BadInput

__all__ = ["Rule", "Scalar", "evaluate"]

Scalar = str | int | float | bool | None

_MAX_LENGTH = 2000
_MAX_DEPTH = 50

_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}
_ARITH: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Mod: operator.mod,
}


@dataclass(frozen=True, slots=True)
class Rule:
    """A parsed rule; ``names`` are the premise names it reads."""

    source: str
    tree: ast.Expression
    names: frozenset[str]

    @classmethod
    def parse(cls, source: str) -> Rule:
        """Parse ``source``; raise `BadInput` (field ``rule``) for syntax or a refused node."""
        if len(source) > _MAX_LENGTH:
            raise BadInput(f"longer than {_MAX_LENGTH} characters", field="rule")
        try:
            tree = ast.parse(source.strip(), mode="eval")
        except SyntaxError as exc:
            raise BadInput(f"syntax error: {exc.msg}", field="rule") from None
        names: set[str] = set()
        _check(tree.body, names, depth=0)
        return cls(source=source, tree=tree, names=frozenset(names))

    def evaluate(self, bindings: Mapping[str, Scalar]) -> Scalar:
        """Evaluate with ``bindings``; raise `BadInput` naming an unbound name or a type clash."""
        return evaluate(self.tree.body, bindings)

    def holds(self, bindings: Mapping[str, Scalar]) -> bool:
        """Evaluate and require a boolean result."""
        result = self.evaluate(bindings)
        if not isinstance(result, bool):
            raise BadInput(f"rule yields {type(result).__name__}, not a boolean", field="rule")
        return result


def _check(node: ast.AST, names: set[str], depth: int) -> None:
    if depth > _MAX_DEPTH:
        raise BadInput("expression nested too deeply", field="rule")
    children: list[ast.AST]
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And | ast.Or):
        children = list(node.values)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not | ast.USub | ast.UAdd):
        children = [node.operand]
    elif isinstance(node, ast.Compare) and all(type(op) in _COMPARE for op in node.ops):
        children = [node.left, *node.comparators]
    elif isinstance(node, ast.BinOp) and type(node.op) in _ARITH:
        children = [node.left, node.right]
    elif isinstance(node, ast.Name):
        names.add(node.id)
        return
    elif isinstance(node, ast.Constant) and (
        node.value is None or isinstance(node.value, bool | int | float | str)
    ):
        return
    else:
        raise BadInput(f"{type(node).__name__} is not allowed in a rule", field="rule")
    for child in children:
        _check(child, names, depth + 1)


def evaluate(node: ast.AST, bindings: Mapping[str, Scalar]) -> Scalar:
    """Evaluate a node already accepted by `Rule.parse`."""
    if isinstance(node, ast.Constant):
        if node.value is None or isinstance(node.value, bool | int | float | str):
            return node.value
        raise BadInput("constant of an unsupported type", field="rule")
    if isinstance(node, ast.Name):
        if node.id not in bindings:
            raise BadInput("no premise binds this name", field=node.id)
        return bindings[node.id]
    if isinstance(node, ast.BoolOp):
        # short-circuit like Python, but always yield a boolean
        want = isinstance(node.op, ast.Or)
        for value_node in node.values:
            if _truth(evaluate(value_node, bindings)) is want:
                return want
        return not want
    if isinstance(node, ast.UnaryOp):
        operand = evaluate(node.operand, bindings)
        if isinstance(node.op, ast.Not):
            return not _truth(operand)
        number = _number(operand)
        return -number if isinstance(node.op, ast.USub) else number
    if isinstance(node, ast.Compare):
        left = evaluate(node.left, bindings)
        for op, right_node in zip(node.ops, node.comparators, strict=True):
            right = evaluate(right_node, bindings)
            if not _comparable(left, right, op):
                raise BadInput(
                    f"cannot compare {type(left).__name__} with {type(right).__name__}",
                    field="rule",
                )
            if not _COMPARE[type(op)](left, right):
                return False
            left = right
        return True
    if isinstance(node, ast.BinOp):
        left_n, right_n = (
            _number(evaluate(node.left, bindings)),
            _number(evaluate(node.right, bindings)),
        )
        try:
            result = _ARITH[type(node.op)](left_n, right_n)
        except ZeroDivisionError:
            raise BadInput("division by zero", field="rule") from None
        if isinstance(result, float) and not math.isfinite(result):
            raise BadInput("arithmetic overflow", field="rule")
        return result  # type: ignore[no-any-return]
    raise BadInput(f"{type(node).__name__} is not allowed in a rule", field="rule")


def _truth(value: Scalar) -> bool:
    if not isinstance(value, bool):
        raise BadInput(f"expected a boolean, got {type(value).__name__}", field="rule")
    return value


def _number(value: Scalar) -> int | float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadInput(f"expected a number, got {type(value).__name__}", field="rule")
    return value


def _comparable(left: Scalar, right: Scalar, op: ast.cmpop) -> bool:
    if isinstance(op, ast.Eq | ast.NotEq):
        return True
    numeric = (int, float)
    left_num = isinstance(left, numeric) and not isinstance(left, bool)
    right_num = isinstance(right, numeric) and not isinstance(right, bool)
    return (left_num and right_num) or (isinstance(left, str) and isinstance(right, str))
