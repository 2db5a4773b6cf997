"""Computation replay: arithmetic the answer states, re-computed exactly; tool transforms re-run.

From the answer: an expression over the numbers the claims layer read ("3 nights ×
$140 = $420", "15% of $200 is $30", "€1.234,56 más 10 € son 1.244,56 €"), a stated
percentage change ("from 80 to 100, a 25% increase"), a unit conversion ("5 km (3.1
miles)", "30 °C (86 °F)") and a date difference ("from 3 to 10 March 2024 is 7 days").
Numbers become `fractions.Fraction`s and are combined by a small precedence parser
over operators read from the lexicon: nothing from the answer is ever executed. A
stated result agrees when the exact value rounds to it at the precision it is written
with (wider for "about", "≈").

From the run: a tool declared deterministic by registering a replay function
(`ReplayRegistry.register`) is re-executed on the call's arguments and its output
compared with the recorded one; the function is the caller's code, never text from
the answer.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction
from typing import Any

from nyaya.claims.model import Claim, Mention, MonthDay
from nyaya.crosscheck._lexicon import Words, conversions, words
from nyaya.crosscheck.outcome import StrategyResult, crosscheck_evidence, crosscheck_finding
from nyaya.errors import BadInput
from nyaya.run import ToolCall

__all__ = ["ReplayRegistry", "replay_arithmetic", "replay_calls"]

_NUMERIC = ("number", "money", "percent")
_APPROX_RELATIVE = Fraction(3, 100)
_SYMBOL_OPS = {"×": "*", "*": "*", "x": "*", "+": "+", "-": "-", "−": "-", "/": "/", "÷": "/"}
_TEMPERATURE = re.compile(r"^\s*(°|º)\s*([CF])\b", re.IGNORECASE)
_UNIT_WORD = re.compile(r"^\s*(°\s*[cf]|º\s*[cf]|[^\W\d_]+(?:\s+[^\W\d_]+)?)", re.IGNORECASE)


class ReplayRegistry:
    """Replay functions for tools whose output is a deterministic function of their arguments."""

    def __init__(self) -> None:
        self._functions: dict[str, Callable[[Mapping[str, Any]], Any]] = {}

    def register(self, tool: str, function: Callable[[Mapping[str, Any]], Any]) -> None:
        """Declare ``tool`` deterministic: ``function(arguments)`` recomputes its output."""
        if tool in self._functions:
            raise BadInput(f"a replay for {tool!r} is already registered", field="tool")
        self._functions[tool] = function

    def get(self, tool: str) -> Callable[[Mapping[str, Any]], Any] | None:
        return self._functions.get(tool)

    def __contains__(self, tool: object) -> bool:
        return tool in self._functions

    def __len__(self) -> int:
        return len(self._functions)


@dataclass(frozen=True, slots=True)
class _Operand:
    value: Fraction
    mention: Mention
    percent: bool


def replay_arithmetic(claims: Sequence[Claim], answer: str) -> StrategyResult:
    """Re-compute every expression, percentage change, conversion and date difference stated."""
    out = StrategyResult()
    for claim in claims:
        lex = words(claim.language)
        for check in (_expressions, _percent_change, _conversions, _date_difference):
            check(claim, answer, lex, out)
    return out


def _gap(answer: str, a: Mention, b: Mention) -> str:
    return answer[a.end : b.start]


def _value(m: Mention) -> Fraction | None:
    if m.kind not in _NUMERIC or not isinstance(m.value, (int, Decimal, float)):
        return None
    return Fraction(Decimal(str(m.value)))


def _operator(gap: str, lex: Words) -> str | None:
    """The single operator a gap between two numbers holds (unit words may surround it)."""
    text = gap.strip()
    found: list[str] = []
    for sym, op in (("times", "*"), ("plus", "+"), ("minus", "-"), ("divided", "/")):
        for m in lex.pattern(sym).finditer(text):
            token = m.group(0)
            if token in ("-", "/", "x") and not _spaced(text, m.start(), m.end()):
                continue  # 2024-03-01, 24/7, "x" inside a word: not arithmetic
            found.append(_SYMBOL_OPS.get(token, op))
    if len(found) != 1:
        return None
    rest = lex.pattern("times").sub(" ", text)
    rest = lex.pattern("plus").sub(" ", lex.pattern("minus").sub(" ", rest))
    rest = lex.pattern("divided").sub(" ", rest)
    if len(rest.split()) > 3 or re.search(r"[.;:!?]", rest):
        return None
    return found[0]


def _spaced(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return before.isspace() and after.isspace()


def _equals(gap: str, lex: Words) -> bool:
    text = gap.strip()
    m = lex.pattern("equals").search(text)
    if m is None:
        return False
    rest = (text[: m.start()] + " " + text[m.end() :]).strip()
    rest = lex.pattern("approx").sub(" ", rest)
    return len(rest.split()) <= 3 and not re.search(r"[.;!?]", rest)


def _approx(gap: str, lex: Words) -> bool:
    return lex.has("approx", gap)


def _expressions(claim: Claim, answer: str, lex: Words, out: StrategyResult) -> None:
    nums = [m for m in claim.mentions if m.kind in _NUMERIC and _value(m) is not None]
    i = 0
    while i < len(nums) - 2:
        operands: list[_Operand] = [_operand(nums[i], answer, lex)]
        ops: list[str] = []
        j = i
        while j + 1 < len(nums):
            gap = _gap(answer, nums[j], nums[j + 1])
            op = _operator(gap, lex)
            if op is None and nums[j].kind == "percent" and lex.has("of", gap):
                op = "%of"
            if op is None:
                break
            ops.append(op)
            operands.append(_operand(nums[j + 1], answer, lex))
            j += 1
        if ops and j + 1 < len(nums) and _equals(_gap(answer, nums[j], nums[j + 1]), lex):
            stated = nums[j + 1]
            approx = _approx(_gap(answer, nums[j], stated), lex)
            _judge_expression(claim, operands, ops, stated, approx, out)
            i = j + 2
        else:
            i = max(j, i + 1)


def _operand(m: Mention, answer: str, lex: Words) -> _Operand:
    value = _value(m)
    assert value is not None
    return _Operand(value, m, m.kind == "percent")


def _judge_expression(
    claim: Claim,
    operands: list[_Operand],
    ops: list[str],
    stated: Mention,
    approx: bool,
    out: StrategyResult,
) -> None:
    values = [o.value for o in operands]
    # "15% of 200": the percent scales what follows it.
    terms: list[Fraction] = [values[0] / 100 if ops and ops[0] == "%of" else values[0]]
    plain_ops: list[str] = []
    for k, op in enumerate(ops):
        v = values[k + 1]
        if op == "%of":
            terms[-1] = terms[-1] * v
            continue
        if k + 1 < len(ops) and ops[k + 1] == "%of":
            v = v / 100
        plain_ops.append(op)
        terms.append(v)
    if any(o.percent for o in operands) and not any(op == "%of" for op in ops):
        return  # "5% + 3%": percentage points or compounding: ambiguous, not replayed
    result = _evaluate(terms, plain_ops)
    if result is None:
        return
    target = _value(stated)
    assert target is not None
    if stated.kind == "percent" and not any(o.percent for o in operands):
        result *= 100
    text = " ".join(
        [operands[0].mention.text]
        + [
            f"{'of' if op == '%of' else op} {o.mention.text}"
            for op, o in zip(ops, operands[1:], strict=True)
        ]
    )
    derivation = f"{text} = {_show(result)}"
    _compare(claim, "arithmetic_mismatch", derivation, result, target, stated, approx, out)


def _evaluate(terms: list[Fraction], ops: list[str]) -> Fraction | None:
    """Standard precedence: * and / before + and -; None on division by zero."""
    stack: list[Fraction] = [terms[0]]
    pending: list[str] = []
    for op, term in zip(ops, terms[1:], strict=True):
        if op == "*":
            stack[-1] *= term
        elif op == "/":
            if term == 0:
                return None
            stack[-1] /= term
        else:
            pending.append(op)
            stack.append(term)
    total = stack[0]
    for op, term in zip(pending, stack[1:], strict=True):
        total = total + term if op == "+" else total - term
    return total


def _precision(m: Mention) -> Fraction:
    """Half a unit of the last digit the mention is written with ("$420": 0.5, "3.10": 0.005)."""
    value = m.value
    exponent = value.as_tuple().exponent if isinstance(value, Decimal) else 0
    if not isinstance(exponent, int):
        exponent = 0
    return Fraction(1, 2) * Fraction(10) ** exponent


def _compare(
    claim: Claim,
    reason: str,
    derivation: str,
    exact: Fraction,
    stated: Fraction,
    mention: Mention,
    approx: bool,
    out: StrategyResult,
) -> None:
    tolerance = _precision(mention)
    if approx:
        tolerance = max(tolerance, abs(exact) * _APPROX_RELATIVE)
    if abs(exact - stated) <= tolerance:
        out.support(claim.id, crosscheck_evidence(_show(exact), f"replayed: {derivation}"))
        return
    out.findings.append(
        crosscheck_finding(
            "inconsistent_claim",
            claim.id,
            f"the answer states {mention.text.strip()}, but {derivation}",
            reason=reason,
            witness_kind="claim",
            witness_value=_show(exact),
            note=derivation,
            expected=_show(exact),
            found=mention.text.strip(),
        )
    )


def _show(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return format(Decimal(value.numerator) / Decimal(value.denominator), ".6g")


def _percent_change(claim: Claim, answer: str, lex: Words, out: StrategyResult) -> None:
    nums = [m for m in claim.mentions if m.kind in _NUMERIC and _value(m) is not None]
    for k in range(len(nums) - 2):
        a, b, p = nums[k], nums[k + 1], nums[k + 2]
        if a.kind == "percent" or b.kind == "percent" or p.kind != "percent":
            continue
        before_a = answer[max(claim.start, a.start - 12) : a.start]
        between = _gap(answer, a, b)
        if not lex.pattern("change_from").search(before_a) or not lex.pattern(
            "change_to"
        ).fullmatch(between.strip()):
            continue
        tail = answer[p.end : min(claim.end, p.end + 24)] + " " + answer[claim.start : a.start]
        up, down = lex.has("increase", tail), lex.has("decrease", tail)
        va, vb, vp = _value(a), _value(b), _value(p)
        assert va is not None and vb is not None and vp is not None
        if va == 0 or up == down:
            continue
        change = (vb - va) / va * 100
        derivation = f"from {a.text} to {b.text} is {_show(change)}%"
        if (up and change < 0) or (down and change > 0):
            out.findings.append(
                crosscheck_finding(
                    "inconsistent_claim",
                    claim.id,
                    f"the answer calls it {'an increase' if up else 'a decrease'}, "
                    f"but {derivation}",
                    reason="percentage_direction_mismatch",
                    witness_kind="claim",
                    witness_value=_show(change),
                    note=derivation,
                    expected=_show(change),
                    found=p.text,
                )
            )
            continue
        approx = _approx(answer[max(claim.start, p.start - 12) : p.start], lex)
        _compare(claim, "percentage_mismatch", derivation, abs(change), vp, p, approx, out)


def _unit_after(answer: str, m: Mention) -> str | None:
    tail = answer[m.end : m.end + 24]
    if m.unit and m.kind == "number" and tail.lstrip().casefold().startswith(m.unit.casefold()):
        return m.unit.casefold()
    match = _UNIT_WORD.match(tail)
    if match is None:
        return None
    return re.sub(r"\s+", "", match.group(1)).casefold().replace("º", "°")


def _conversions(claim: Claim, answer: str, lex: Words, out: StrategyResult) -> None:
    nums = [m for m in claim.mentions if m.kind == "number" and _value(m) is not None]
    for a, b in itertools.pairwise(nums):
        gap = _gap(answer, a, b)
        joined = re.sub(r"^\s*(°\s*[cf]|º\s*[cf]|[^\W\d_]+)", "", gap, flags=re.IGNORECASE)
        if not re.fullmatch(
            r"\s*(\(|=|≈|~|/)?\s*(" + lex.pattern("approx").pattern + r")?\s*",
            joined,
            re.IGNORECASE,
        ):
            continue
        ua, ub = _unit_after(answer, a), _unit_after(answer, b)
        if not ua or not ub:
            continue
        for conv in conversions():
            if _unit_in(ua, conv.sources) and _unit_in(ub, conv.targets):
                va, vb = _value(a), _value(b)
                assert va is not None and vb is not None
                exact = va * conv.factor + conv.offset
                derivation = f"{a.text} {ua} = {_show(exact)} {ub}"
                _compare(
                    claim, "unit_conversion_mismatch", derivation, exact, vb, b,
                    _approx(gap, lex), out,
                )  # fmt: skip
                break


def _unit_in(unit: str, spellings: frozenset[str]) -> bool:
    return unit in spellings or unit.replace(" ", "") in {s.replace(" ", "") for s in spellings}


def _date_difference(claim: Claim, answer: str, lex: Words, out: StrategyResult) -> None:
    days = [
        m
        for m in claim.mentions
        if m.kind == "date" and isinstance(m.value, date) and not isinstance(m.value, MonthDay)
    ]
    if len(days) != 2:
        return
    text = claim.text
    if not lex.has("difference", text) and not lex.has("range_to", _gap(answer, days[0], days[1])):
        return
    for m in claim.mentions:
        if m.kind != "number" or _value(m) is None or not m.unit:
            continue
        unit = m.unit.casefold()
        per = (
            1
            if unit in lex.lists.get("day_units", ())
            else 7
            if unit in lex.lists.get("week_units", ())
            else 0
        )
        if not per:
            continue
        stated = _value(m)
        assert stated is not None
        span = abs((days[1].value - days[0].value).days)
        derivation = f"{days[0].text} to {days[1].text} is {span} days"
        # Counting both ends ("3 to 10 March: 8 days") is as common as not.
        if stated * per in (span, span + 1) or (per == 7 and abs(stated * 7 - span) < 4):
            out.support(claim.id, crosscheck_evidence(span, f"replayed: {derivation}"))
            return
        out.findings.append(
            crosscheck_finding(
                "inconsistent_claim",
                claim.id,
                f"the answer states {m.text} {m.unit}, but {derivation}",
                reason="date_difference_mismatch",
                witness_kind="claim",
                witness_value=span,
                note=derivation,
                expected=span if per == 1 else round(span / 7, 1),
                found=f"{m.text} {m.unit}",
            )
        )
        return


def replay_calls(calls: Sequence[ToolCall], registry: ReplayRegistry) -> StrategyResult:
    """Re-run every call to a registered tool and compare its output with the recorded one."""
    out = StrategyResult()
    for call in calls:
        function = registry.get(call.tool)
        if function is None or call.error is not None:
            continue
        if not isinstance(call.arguments, Mapping):
            continue
        try:
            replayed = function(dict(call.arguments))
        except Exception as exc:  # the replay is the caller's code: its failure is ours to report
            out.findings.append(
                crosscheck_finding(
                    "internal_error",
                    None,
                    f"the replay of {call.tool} (call {call.id}) raised "
                    f"{type(exc).__name__}: {exc}",
                    reason="replay_failed",
                    witness_kind="stage",
                    note=f"replay:{call.tool}",
                )
            )
            continue
        pointer, want, got = _first_difference(_plain(replayed), _plain(call.output), "")
        derivation = (
            f"replayed {call.tool}({json.dumps(call.arguments, sort_keys=True, default=str)})"
        )
        if pointer is None:
            out.notes.append(f"call {call.id} ({call.tool}) replays to the recorded output")
            continue
        out.findings.append(
            crosscheck_finding(
                "fact_mismatch",
                None,
                f"call {call.id} to {call.tool} recorded {json.dumps(got, default=str)[:80]} "
                f"at {pointer or '/'}, but {derivation} gives {json.dumps(want, default=str)[:80]}",
                reason="replay_mismatch",
                witness_kind="output_value",
                witness_value=want,
                pointer=pointer or "/",
                note=derivation,
                expected=want,
                found=got,
            )
        )
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return json.loads(json.dumps(value, default=str))


def _first_difference(a: Any, b: Any, at: str) -> tuple[str | None, Any, Any]:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            where = f"{at}/{str(key).replace('~', '~0').replace('/', '~1')}"
            if key not in a or key not in b:
                return where, a.get(key), b.get(key)
            found = _first_difference(a[key], b[key], where)
            if found[0] is not None:
                return found
        return None, None, None
    if isinstance(a, list) and isinstance(b, list):
        for k, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _first_difference(x, y, f"{at}/{k}")
            if found[0] is not None:
                return found
        if len(a) != len(b):
            return (
                f"{at}/{min(len(a), len(b))}",
                a[len(b) : len(b) + 1] or None,
                b[len(a) : len(a) + 1] or None,
            )
        return None, None, None
    if (
        isinstance(a, (int, float))
        and isinstance(b, (int, float))
        and not isinstance(a, bool)
        and not isinstance(b, bool)
    ):
        return (None, None, None) if Fraction(str(a)) == Fraction(str(b)) else (at, a, b)
    return (None, None, None) if a == b else (at, a, b)
