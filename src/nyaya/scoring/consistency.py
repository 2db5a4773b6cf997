"""Stage 3 self-consistency probes: do other samples of the answer state the same values?

A model that knows a fact states it the same way when asked again; one that made it up
tends to give a different number, date or name each time. For each critical claim of the
answer (one carrying a number, amount, percentage, date, time, URL, e-mail, quote or
name, or a commitment: an action the agent says it took), every alternative answer is
searched for the claim's counterpart and its values are compared. The result is one
`ConsistencyProbe` per critical value and, where the samples disagree, an
``inconsistent_claim`` finding with the disagreeing sample as witness.

Value equivalence is injected: ``same(a_text, b_text, language) -> bool`` decides whether
two value texts ("$1,200" and "1200 dollars") name the same value. `default_same`
compares the values the claims layer reads; the project-wide value-equivalence module
replaces it by being passed as ``same=``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import Any, Final

from nyaya.claims import Claim, Mention, extract
from nyaya.errors import BadInput
from nyaya.report import ConsistencyProbe, Finding, Witness
from nyaya.scoring.chat import ChatClient
from nyaya.scoring.text import tokens

__all__ = [
    "ABSENT",
    "REASON",
    "ConsistencyResult",
    "Same",
    "default_same",
    "load_samples",
    "probe_consistency",
    "sample_answers",
]

Same = Callable[[str, str, str], bool]
"""``same(a_text, b_text, language)``: do two value texts name the same value?"""

REASON: Final = "samples_disagree"
"""The reason code of every ``inconsistent_claim`` finding this module makes."""

ABSENT: Final = "(not stated)"
"""What a probe records for a sample that does not state the value at all."""

# Mention kinds that make a claim critical, grouped by what may be compared with what.
_GROUPS: Final[Mapping[str, str]] = {
    "number": "quantity",
    "money": "quantity",
    "percent": "quantity",
    "date": "date",
    "time": "time",
    "url": "citation",
    "quote": "citation",
    "email": "address",
    "call_ref": "reference",
    "entity": "name",
}
_MIN_CONTEXT_OVERLAP: Final = 0.25


@dataclass(frozen=True, slots=True)
class ConsistencyResult:
    """The probes (one per critical value) and the findings for values the samples dispute."""

    probes: list[ConsistencyProbe] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)


def _value_key(m: Mention) -> tuple[str, Any]:
    value: Any = m.value
    if isinstance(value, Decimal):
        value = value.normalize()
    elif isinstance(value, datetime | date | time):
        value = value.isoformat()
    elif isinstance(value, str):
        value = " ".join(value.casefold().split())
    return (_GROUPS.get(m.kind, m.kind), (value, m.unit if m.kind == "money" else None))


def _mentions(text: str, language: str) -> list[Mention]:
    return [m for c in extract(text, language=language).claims for m in c.mentions]


def default_same(a_text: str, b_text: str, language: str) -> bool:
    """Do ``a_text`` and ``b_text`` name the same value, as the claims layer reads them?

    Both are read with `nyaya.claims.extract`; they are the same when some value read
    from one equals one read from the other (numbers by value, so "1,200" is "1200";
    amounts with their currency; dates and times by value), or, when neither reads as a
    value, when the texts match ignoring case and spacing. The project's value-equivalence
    module (locale formats, number words, units, relative dates) is a drop-in replacement.
    """
    a = {_value_key(m) for m in _mentions(a_text, language)}
    b = {_value_key(m) for m in _mentions(b_text, language)}
    if a and b:
        return bool(a & b)
    return " ".join(a_text.casefold().split()) == " ".join(b_text.casefold().split())


def _critical(claim: Claim) -> list[Mention]:
    return [m for m in claim.mentions if m.kind in _GROUPS]


def _context(text: str, language: str, skip: Sequence[Mention] = ()) -> set[str]:
    """The claim's content words outside its values: what tells two claims are about one thing."""
    spans = [(m.start, m.end) for m in skip]
    return {
        t.norm
        for t in tokens(text, language)
        if t.content and t.kind != "number" and not any(s <= t.start < e for s, e in spans)
    }


def _counterpart(claim: Claim, sample: Sequence[Claim], language: str) -> Claim | None:
    """The sample's claim about the same thing: most shared context words, if enough."""
    own = _context(claim.text, language, [_shift(m, claim) for m in claim.mentions])
    best, best_overlap = None, 0.0
    for other in sample:
        theirs = _context(other.text, language, [_shift(m, other) for m in other.mentions])
        if not own or not theirs:
            continue
        overlap = len(own & theirs) / len(own | theirs)
        if overlap > best_overlap:
            best, best_overlap = other, overlap
    return best if best_overlap >= _MIN_CONTEXT_OVERLAP else None


def _shift(m: Mention, claim: Claim) -> Mention:
    """``m`` with offsets relative to its claim's text (mentions index the whole answer)."""
    return Mention(m.kind, m.text, m.start - claim.start, m.end - claim.start, m.value, m.unit)


def _compare(
    m: Mention,
    claim: Claim,
    sample: Sequence[Claim],
    counterpart: Claim | None,
    same: Same,
    language: str,
) -> tuple[str, str]:
    """``(status, value seen)`` for one value in one sample: agree, conflict or absent.

    The sample agrees when it states the value anywhere; it conflicts when its claim about
    the same thing states a value of the same kind that the answer's claim does not.
    """
    group = _GROUPS[m.kind]
    everywhere = [x for c in sample for x in c.mentions if _GROUPS.get(x.kind) == group]
    for x in everywhere:
        if same(m.text, x.text, language):
            return "agree", x.text
    if counterpart is not None:
        own = [x for x in claim.mentions if _GROUPS.get(x.kind) == group]
        for x in counterpart.mentions:
            if _GROUPS.get(x.kind) == group and not any(
                same(o.text, x.text, language) for o in own
            ):
                return "conflict", x.text
    return "absent", ABSENT


def probe_consistency(
    answer: str,
    samples: Sequence[str],
    *,
    language: str | None = None,
    same: Same | None = None,
    min_agreement: float = 0.5,
    claims: Sequence[Claim] | None = None,
) -> ConsistencyResult:
    """Compare the critical claims of ``answer`` with the alternative ``samples``.

    ``claims`` are the answer's claims as the engine already extracted them (ids then
    match the report's); without them the answer is extracted here. A value's agreement
    is the share of samples stating the same value; a value that some sample contradicts
    (its counterpart claim states another value of the same kind) and that fewer than
    ``min_agreement`` of the samples repeat gives an ``inconsistent_claim`` finding
    (reason `REASON`, witness: the first disagreeing sample's claim). With no samples
    there is nothing to compare and the result is empty.
    """
    if not isinstance(answer, str):
        raise BadInput("must be a string", field="answer")
    if isinstance(samples, str) or not all(isinstance(s, str) for s in samples):
        raise BadInput("must be a list of answer strings", field="samples")
    if not 0.0 <= min_agreement <= 1.0:
        raise BadInput("must be between 0 and 1", field="min_agreement")
    compare = same or default_same
    if claims is None:
        extraction = extract(answer, language=language)
        claims, lang = extraction.claims, extraction.language
    else:
        lang = language or (claims[0].language if claims else "en")
    if not samples:
        return ConsistencyResult()
    sampled = [extract(s, language=lang).claims for s in samples]
    result = ConsistencyResult()
    for claim in claims:
        mentions = _critical(claim)
        if not mentions and claim.has_cue("tool_use"):
            _commitment(claim, sampled, lang, result)
            continue
        counterparts = [_counterpart(claim, sample, lang) for sample in sampled]
        for m in mentions:
            seen = [
                _compare(m, claim, sample, counterpart, compare, lang)
                for sample, counterpart in zip(sampled, counterparts, strict=True)
            ]
            agree = sum(status == "agree" for status, _ in seen)
            agreement = agree / len(seen)
            values = list(dict.fromkeys([m.text, *(v for _, v in seen)]))
            result.probes.append(
                ConsistencyProbe(
                    claim_id=claim.id,
                    probe=f"{_GROUPS[m.kind]}:{m.text}",
                    agreement=agreement,
                    samples=[v for _, v in seen],
                    note="values seen: " + " | ".join(values),
                )
            )
            conflicts = [k for k, (status, _) in enumerate(seen) if status == "conflict"]
            if conflicts and agreement < min_agreement:
                k = conflicts[0]
                witness_claim = counterparts[k]
                result.findings.append(
                    Finding(
                        type="inconsistent_claim",
                        claim_id=claim.id,
                        message=(
                            f"{agree} of {len(seen)} other samples state {m.text!r}; "
                            f"sample {k + 1} says {seen[k][1]!r}"
                        ),
                        expected=m.text,
                        found=[v for _, v in seen],
                        reason=REASON,
                        witness=Witness(
                            kind="claim",
                            pointer=f"/samples/{k}",
                            value=seen[k][1],
                            note=witness_claim.text if witness_claim is not None else None,
                        ),
                    )
                )
    return result


def _commitment(
    claim: Claim, sampled: Sequence[Sequence[Claim]], language: str, result: ConsistencyResult
) -> None:
    """An action the agent says it took: do the samples say they took it too?"""
    # The sample's claim about the same thing must itself report an action taken.
    acting = [[c for c in sample if c.has_cue("tool_use")] for sample in sampled]
    stated = [_counterpart(claim, sample, language) for sample in acting]
    agree = sum(c is not None for c in stated)
    result.probes.append(
        ConsistencyProbe(
            claim_id=claim.id,
            probe="commitment",
            agreement=agree / len(sampled),
            samples=[c.text if c is not None else ABSENT for c in stated],
            note="action stated by the samples that also report it",
        )
    )


def sample_answers(
    client: ChatClient, messages: Sequence[Mapping[str, str]], n: int, temperature: float = 1.0
) -> list[str]:
    """``n`` alternative answers to the same conversation, sampled through ``client``."""
    if n < 1:
        raise BadInput("must be at least 1", field="samples")
    out: list[str] = []
    while len(out) < n:
        # Some servers ignore ``n`` and send one choice; ask again for the rest.
        out.extend(client.complete(messages, n=n - len(out), temperature=temperature))
    return out[:n]


def load_samples(path: str | Path) -> dict[str | None, list[str]]:
    """Alternative answers from a JSONL file, by run id (None for lines that name none).

    Each line is an answer string, or an object with ``response`` (or ``answer``, or
    ``content``) and an optional ``run_id``, or an OpenAI transcript (``messages``; its
    last assistant message is the answer). `BadInput` names the file and line.
    """
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(f"cannot read samples: {e}", path=str(p)) from e
    out: dict[str | None, list[str]] = {}
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as e:
            raise BadInput(f"not JSON ({e.msg})", field=f"line {n}", path=str(p)) from e
        run_id, text = _sample_of(item)
        if text is None:
            raise BadInput(
                "needs a string, or an object with response / answer / content / messages",
                field=f"line {n}",
                path=str(p),
            )
        out.setdefault(run_id, []).append(text)
    return out


def _sample_of(item: Any) -> tuple[str | None, str | None]:
    if isinstance(item, str):
        return None, item
    if not isinstance(item, dict):
        return None, None
    run_id = item.get("run_id")
    run_id = str(run_id) if run_id is not None else None
    for key in ("response", "answer", "content"):
        if isinstance(item.get(key), str):
            return run_id, item[key]
    messages = item.get("messages")
    if isinstance(messages, list):
        for message in reversed(messages):
            if (
                isinstance(message, dict)
                and message.get("role") == "assistant"
                and isinstance(message.get("content"), str)
            ):
                return run_id, message["content"]
    return run_id, None
