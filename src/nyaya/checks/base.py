"""What every check shares: the per-run context, the per-claim outcome, finding makers."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, time
from decimal import Decimal
from typing import Any

from nyaya.checks.answer import AnswerView, ClaimView, Value
from nyaya.checks.language import action_tool_words
from nyaya.claims import regex_cache
from nyaya.claims.model import MonthDay
from nyaya.evidence.derive import Derivations
from nyaya.evidence.index import CallInfo, EvidenceIndex, Leaf
from nyaya.report import Evidence, Finding, FindingType, Witness, WitnessKind

__all__ = [
    "QUALIFIED_NAME",
    "CheckContext",
    "Outcome",
    "evidence_of",
    "jsonable",
    "make_finding",
    "witness_of",
]

# an item's name with a qualifier in brackets after it (a size, a variant, a count of pieces:
# "糖醋排骨（半份）", "Returns (damaged)"): group 1 is the name without it
QUALIFIED_NAME = regex_cache.compile(r"^([^()（）]{2,60}?)\s*[(（][^()（）]{1,24}[)）]$")


@dataclass(slots=True)
class CheckContext:
    """Everything a check may read about one run: the answer, the index, derivations."""

    answer: AnswerView
    index: EvidenceIndex
    derivations: Derivations
    anchors: dict[str, list[tuple[int, int, int]]] = field(default_factory=dict)
    # the answer's anchors ("*") and each sentence's, by its (start, end): the lists
    # `nyaya.checks.values.anchors_of` gives every claim and check (read only)
    anchor_lists: dict[object, Any] = field(default_factory=dict)
    # claim id -> value index -> how it was settled (filled by the values check)
    settled: dict[str, dict[int, str]] = field(default_factory=dict)
    allowed_sources: tuple[str, ...] = ()  # hosts or URL prefixes the policy lets the agent cite
    # claim id -> value index -> the leaves the values check matched it to directly
    matched: dict[str, dict[int, list[int]]] = field(default_factory=dict)
    # claim id -> value index -> the leaves a derivation computed it from (values check)
    derived: dict[str, dict[int, tuple[int, ...]]] = field(default_factory=dict)
    operands: Any = None  # numbers derivations may use, gathered once per run
    # whether the outputs are written in the answer's language (see checks.inference)
    literal: bool | None = None


@dataclass(slots=True)
class Outcome:
    """What one check made of one claim: findings, evidence, and the values it settled.

    ``settled`` maps the index of a value in the claim's ``values`` to its status
    (``verified``, ``contradicted``, ``unsupported``, ``ignored``), so the engine can
    tell a verified claim from an unsupported one.
    """

    findings: list[Finding] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    settled: dict[int, str] = field(default_factory=dict)
    unsupported: list[str] = field(default_factory=list)
    verified_claim: bool = False  # the check verified the claim as a whole (a count, an action)
    # the claim asserts something this check reads (a conclusion, an absence) that it could
    # neither verify nor contradict: the claim is unsupported, not merely unverifiable
    asserted: str | None = None


def jsonable(value: Any) -> Any:
    """A value as report JSON: numbers, ISO dates and times, year-less dates as --MM-DD."""
    if isinstance(value, Decimal):
        if value == value.to_integral_value():
            return int(value)
        return float(value)
    if isinstance(value, MonthDay):
        return value.strftime("--%m-%d")
    if isinstance(value, (date, time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return value


def evidence_of(index: EvidenceIndex, leaf: Leaf) -> Evidence:
    """A leaf as report evidence (the output value, the argument, or the context message).

    Made once per leaf and run (the model is frozen): a name that many records hold is
    evidence for every claim naming it, and a long answer over a long output would build
    it again for each."""
    indexed = leaf.id < len(index.leaves) and index.leaves[leaf.id] is leaf
    key = ("evidence", leaf.id)
    hit: Evidence | None = index.memo.get(key) if indexed else None
    if hit is not None:
        return hit
    call = index.call_of(leaf)
    made = Evidence(
        receipt_id=call.receipt_id if call is not None else None,
        field=leaf.pointer or "/",
        value=jsonable(leaf.raw),
        source="context" if leaf.source == "context" else "output",
    )
    if indexed:
        index.memo[key] = made
    return made


def witness_of(
    index: EvidenceIndex, leaf: Leaf, kind: WitnessKind = "output_value", note: str | None = None
) -> Witness:
    call = index.call_of(leaf)
    return Witness(
        kind=kind,
        receipt_id=call.receipt_id if call is not None else None,
        pointer=leaf.pointer or "/",
        value=jsonable(leaf.raw),
        note=note,
    )


def make_finding(
    kind: FindingType,
    view: ClaimView | None,
    message: str,
    *,
    reason: str,
    expected: Any = None,
    found: Any = None,
    receipt_id: str | None = None,
    witness: Witness | None = None,
) -> Finding:
    return Finding(
        type=kind,
        claim_id=view.id if view is not None else None,
        message=message,
        expected=jsonable(expected),
        found=jsonable(found),
        receipt_id=receipt_id
        if receipt_id is not None
        else (witness.receipt_id if witness else None),
        reason=reason,
        witness=witness,
    )


def quote(text: str, limit: int = 100) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def value_text(value: Value) -> str:
    return " ".join(value.text.split())


__all__ += ["quote", "value_text"]


_WRITE_WORDS = frozenset(
    {
        "create",
        "book",
        "reserve",
        "send",
        "pay",
        "charge",
        "cancel",
        "update",
        "delete",
        "submit",
        "place",
        "order",
        "transfer",
        "refund",
        "add",
        "remove",
        "set",
        "schedule",
        "register",
        "apply",
        "post",
        "publish",
        "approve",
        "assign",
        "close",
        "open",
        "issue",
        "join",
        "enroll",
        "hold",
    }
)


_READ_WORDS = frozenset(
    {
        "get",
        "list",
        "search",
        "find",
        "fetch",
        "query",
        "lookup",
        "look",
        "view",
        "show",
        "read",
        "describe",
        "retrieve",
        "browse",
        "check",
        "verify",
        "validate",
        "estimate",
        "quote",
        "preview",
        "count",
        "compare",
        "inspect",
        "track",
    }
)


def reads(call: CallInfo) -> bool:
    """A call whose name's verb only reads (``get_``, ``list_``, ``check_schedule``): it can
    have done no write an answer reports ("I've held the 8:00 slot" after check_schedule).
    ``check_in`` and ``check_out`` act."""
    words = call.name_words
    if not words or words[0] not in _READ_WORDS:
        return False
    return not (len(words) > 1 and words[0] == "check" and words[1] in ("in", "out"))


def names_an_act(name_words: tuple[str, ...]) -> bool:
    """Whether a tool's name opens with a verb of acting (``issue_coupon``, ``book_slot``,
    ``crear_solicitud``): one the ``[tools]`` table of actions.toml lists for some class."""
    first = name_words[:1]
    return bool(first) and any(first[0] in words for words in action_tool_words().values())


def writes(call: CallInfo) -> bool:
    """A call that acts rather than reads: when it fails, nothing it would have done exists,
    so "nothing was booked" reports the failure truly."""
    return bool(set(call.name_words[:1]) & _WRITE_WORDS)


def asks_for_a_change(call: CallInfo) -> bool:
    """A call whose name opens with a verb of acting (``update_ticket``), or ends with one
    and opens with no verb of reading (``request_ticket_update``; ``get_order`` reads): it
    asked for a change, it looked nothing up."""
    words = call.name_words
    if not words:
        return False
    return words[0] in _WRITE_WORDS or (words[-1] in _WRITE_WORDS and not reads(call))
