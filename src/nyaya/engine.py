"""`check(run)`: the verification engine, from a run to a `HallucinationReport`.

Stages (each timed in ``timings_ms``):

1. ``toolcalls``: Stage 1 validation of every call (``invalid_tool_call`` findings);
2. ``receipts``: supplied receipts verified against the key ring (``bad_receipt``),
   plain calls receipted with an ephemeral key (``evidence: "log"``);
3. ``claims``: the answer split into claims (`nyaya.claims.extract`);
4. ``checks``: every claim against the evidence (one module per finding family);
5. ``gate``: claim status and score, trust level, overall score, the constitution's action.

Claim status: ``contradicted`` when a check fired; ``verified`` when every checkable
value it states was found in a tool output (or in the run, for call ids) and at least
one was; ``unsupported`` when a checkable value was found nowhere; ``unverifiable``
when it states nothing a tool could confirm (or only repeats the user). Scores:
verified 1.0 (signed evidence) or 0.95 (log evidence); contradicted 0.0; unsupported
0.4 plus up to 0.5 for the share of its values that were found; unverifiable 0.9.

Not every mention is a checkable value: "one" written as a word (the latest one, one
of, 一封, एक ही) is an article or a pronoun unless a check read it as a count; a
relative date ("tomorrow") is checkable only when the run says when the answer was
written (or ``now`` is given; relative dates resolve at the run's ``created_at``
when it has one). A date or time the user stated ("departing after 11 AM") repeats the
request. An honest failure report ("I couldn't load your calendar for 25 August")
after a call that failed is verified by that call's receipt, and the values it repeats
from the failed request are not unsupported either.

Only critical claims (the constitution's ``critical`` kinds) get an
``unsupported_claim`` finding; the gate's score band leaves out contradicted claims
(priced by their findings) and non-critical unsupported ones (a question, a kind the
constitution does not guard), so neither alone holds back an otherwise grounded answer.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from time import perf_counter
from typing import Any

from nyaya.checks import absence, counts, fabricated, facts, inference, sources
from nyaya.checks.evidence import (
    CallEvidence,
    ClaimContext,
    EvidenceIndex,
    MentionMatch,
    Outcome,
    build_index,
    build_request_index,
    categories_in,
    clock_readings,
    finding,
    has_year,
    match_mentions,
    prepare,
    spelled_one,
)
from nyaya.checks.markers import objects_in, phrases
from nyaya.checks.receipts import ingest
from nyaya.claims import extract
from nyaya.claims.model import Claim, Extraction, Mention
from nyaya.formats.runs import load_run, reused_ids
from nyaya.policy.constitution import ClaimKind, Constitution, Rule
from nyaya.policy.gate import decide
from nyaya.policy.trust import overall_score, trust_level
from nyaya.receipts import KeyRing
from nyaya.report import (
    ClaimResult,
    Evidence,
    Finding,
    HallucinationReport,
    ToolCallValidation,
    TrustLevel,
)
from nyaya.run import Run
from nyaya.toolcalls import validate_run

__all__ = ["MAX_CHECKED_CHARS", "check"]

MAX_CHECKED_CHARS = 100_000
"""Longer answers are checked up to here; the report says the rest was not."""

CheckFn = Callable[[ClaimContext, EvidenceIndex], Outcome]
CHECKS: tuple[CheckFn, ...] = (
    fabricated.check,
    counts.check,
    absence.check,
    facts.check,
    inference.check,
    sources.check,
)

_CHECKABLE = frozenset(
    {"number", "money", "percent", "date", "time", "url", "email", "call_ref", "quote", "entity"}
)
_KIND_OF_MENTION: dict[str, ClaimKind] = {
    "number": "numbers",
    "money": "numbers",
    "percent": "numbers",
    "date": "dates",
    "time": "dates",
    "url": "citations",
    "call_ref": "citations",
    "entity": "entities",
    "email": "entities",
    "quote": "entities",
}
_TRUST_ORDER: tuple[TrustLevel, ...] = (
    "fully_verified",
    "mostly_verified",
    "partial",
    "unreliable",
    "ungrounded",
)


def check(
    run: Run | Mapping[str, Any],
    *,
    keys: KeyRing | None = None,
    policy: Constitution | None = None,
    now: datetime | None = None,
    extraction: Extraction | None = None,
) -> HallucinationReport:
    """Check an agent's answer against its run's tool outputs and gate it under ``policy``.

    ``run`` is a `Run` (or any JSON shape `nyaya.formats.load_run` reads); ``keys``
    verifies signed receipts; ``now`` stamps log receipts and checks freshness (default:
    the run's ``created_at``, else the current time); the answer's relative dates
    resolve at the run's ``created_at``, else at ``now``; ``extraction`` skips the
    claims layer when the caller already has one.
    """
    timings: dict[str, float] = {}
    started = perf_counter()
    if not isinstance(run, Run):
        run = load_run(run)
    policy = policy or Constitution.default()
    moment = _aware(now or run.created_at or datetime.now(UTC))
    # The answer's "today" and "tomorrow" are when it was written, when the run says so.
    written = _aware(run.created_at) if run.created_at else moment
    anchored = now is not None or run.created_at is not None
    notes: list[str] = []
    findings: list[Finding] = []
    for original, ids in reused_ids(run).items():
        notes.append(
            f"call id {original!r} names {len(ids)} calls in the transcript; "
            f"they are read as {', '.join(repr(i) for i in ids)}"
        )

    t = perf_counter()
    validations = _stage1(run, policy)
    for v in validations:
        if v.status == "invalid":
            reasons = "; ".join(e.message for e in v.errors[:3]) or "invalid"
            findings.append(
                finding(
                    "invalid_tool_call",
                    None,
                    f"call {v.call_id!r} to {v.tool} is invalid: {reasons}",
                    expected="arguments valid for the tool's schema, from the user or an output",
                    found=[e.value for e in v.errors[:3]],
                    receipt_id=None,
                )
            )
    timings["toolcalls"] = _ms(t)

    t = perf_counter()
    language = run.language or "en"
    ingested = ingest(run, keys, now=moment, language=language)
    findings += ingested.findings
    notes += ingested.notes
    timings["receipts"] = _ms(t)

    t = perf_counter()
    answer = run.response
    truncated = len(answer) > MAX_CHECKED_CHARS
    if truncated:
        notes.append(
            f"the answer is {len(answer)} characters; "
            f"only the first {MAX_CHECKED_CHARS} were checked"
        )
    failed_extraction = False
    if extraction is None:
        try:
            extraction = _extract(answer[:MAX_CHECKED_CHARS] if truncated else answer, run, written)
        except Exception as exc:
            notes.append(f"the claims layer failed on this answer ({type(exc).__name__}: {exc})")
            extraction = Extraction((), (), False, language, 0)
            failed_extraction = True
    timings["claims"] = _ms(t)

    t = perf_counter()
    called = {c.tool for c in run.calls}
    index = build_index(run, ingested.calls, allowed_sources=policy.sources.allowed_for(called))
    results: list[ClaimResult] = []
    signed_ids = frozenset(c.receipt_id for c in index.usable if c.kind == "signed")
    failed = [c for c in index.calls if c.failed]
    user_said = _UserWords(run, written)
    requests: EvidenceIndex | None = None
    previous: ClaimContext | None = None
    for claim in extraction.claims:
        same_sentence = previous is not None and not _SENTENCE_END.search(
            previous.claim.text.rstrip()[-1:] + answer[previous.claim.end : claim.start]
        )
        ctx = prepare(claim, index, previous if same_sentence else None)
        previous = ctx
        outcomes = [fn(ctx, index) for fn in CHECKS]
        claim_findings = [f for o in outcomes for f in o.findings]
        reported = _failures_reported(ctx, failed)
        asked: list[MentionMatch] = []
        if reported:
            requests = requests or build_request_index(run, failed)
            asked = match_mentions(claim, ctx.fold, requests)
        result, missing = _assess(
            ctx,
            _Inputs(outcomes, claim_findings, reported, asked, anchored, user_said),
            policy,
            signed_ids,
            answer,
        )
        results.append(result)
        findings += claim_findings
        if result.status == "unsupported" and result.critical:
            findings.append(
                finding(
                    "unsupported_claim",
                    ctx,
                    f"no tool output in the run holds {_listed(missing)}, "
                    f"stated in {_excerpt(claim.text)}",
                    expected="a value from a tool output",
                    found=missing,
                )
            )
    findings += _apply_rules(policy, run, extraction.claims, results)
    timings["checks"] = _ms(t)

    t = perf_counter()
    if truncated:
        # Text nobody checked is not emitted silently, whatever the policy says of warnings.
        findings.append(
            finding(
                "unsupported_claim",
                None,
                f"the answer is too long to check fully ({len(answer)} characters)",
                expected=f"at most {MAX_CHECKED_CHARS} characters",
                found=len(answer),
            ).model_copy(update={"action": "revise"})
        )
    findings = [
        f.model_copy(update={"action": f.action or policy.action_for(f.type)}) for f in findings
    ]
    score = overall_score(results, policy.aggregate)
    # Contradictions are priced by the constitution's finding actions; the score band
    # judges how well the remaining claims are grounded (see nyaya.policy.gate).
    standing = [
        r
        for r in results
        if r.status != "contradicted" and (r.status != "unsupported" or r.critical)
    ]
    band_score = overall_score(standing, policy.aggregate) if standing else 1.0
    level = trust_level(results)
    if truncated:
        level = _at_most(level, "partial")
    decision = decide(policy, band_score, findings)
    if not answer.strip() or failed_extraction:
        if not answer.strip():
            notes.append("the answer is empty: nothing to check")
        decision = decision.model_copy(
            update={"action": "revise", "rule": "fail_closed", "findings": []}
        )
    elif not results:
        notes.append("no claims could be read from the answer")
    decision_action = decision.action
    if results and not any(r.status != "unverifiable" for r in results):
        notes.append("the answer makes no checkable claim")
    timings["gate"] = _ms(t)
    timings["total"] = _ms(started)
    return HallucinationReport(
        run_id=run.run_id,
        action=decision_action,
        trust_level=level,
        overall_score=round(score, 4),
        claims=results,
        findings=findings,
        tool_call_validations=validations,
        timings_ms=timings,
        evidence=ingested.kind,
        language=extraction.language or language,
        self_tag_compliant=extraction.compliant if extraction.tags else None,
        notes=notes,
        decision=decision,
    )


@dataclass(frozen=True, slots=True)
class _Inputs:
    """What the checks and the run say about one claim, for `_assess`."""

    outcomes: Sequence[Outcome]
    found: Sequence[Finding]
    failures: Sequence[CallEvidence]  # failed calls the claim honestly reports
    asked: Sequence[MentionMatch]  # its mentions matched against those calls' requests
    anchored: bool  # the run says when the answer was written
    user: _UserWords  # dates and times the user stated


def _assess(
    ctx: ClaimContext,
    inputs: _Inputs,
    policy: Constitution,
    signed_ids: frozenset[str],
    answer: str,
) -> tuple[ClaimResult, list[str]]:
    """The claim's status, score and evidence, and the values found nowhere."""
    claim = ctx.claim
    evidence: list[Evidence] = []
    resolved: dict[int, tuple[Evidence, ...]] = {}
    for o in inputs.outcomes:
        resolved.update(o.resolved)
        evidence.extend(o.evidence)
    matched = 0
    missing: list[str] = []
    counted: set[str] = set()
    derived = _derived(ctx)
    for i, match in enumerate(ctx.matches):
        kind = match.mention.kind
        if kind not in _CHECKABLE:
            continue
        if i in resolved:
            evidence.extend(resolved[i])
            matched += 1
        elif match.source in ("tool", "run"):
            evidence.extend(h.evidence() for h in match.hits[:3])
            matched += 1
        elif match.source == "user":
            pass
        elif derived and kind in ("number", "money", "percent"):
            # A total, difference or share the agent computed is not a value any output
            # holds; checking it means replaying the arithmetic (nyaya.crosscheck).
            continue
        elif kind == "entity":
            # Capitalised words are weak evidence of a name ("Sounds good"): an entity
            # found nowhere neither supports nor undermines a claim; facts.py still
            # contradicts one that replaces the name of the record the claim is about.
            continue
        elif kind == "number" and _label(ctx, match.mention):
            # "**Option 2:**", "Flight 1: IAH to JFK": the number of an item in the list.
            continue
        elif spelled_one(match.mention):
            # "the latest one", "one of the accounts", 最新的一封, एक ही: an article or a
            # pronoun. Read as a count, counts.py has resolved (or contradicted) it.
            continue
        elif kind == "date" and not inputs.anchored and not _has_digit(match.mention.text):
            # "tomorrow" with no time the answer was written at names no day to look up.
            continue
        elif kind in ("date", "time") and inputs.user.said(match.mention):
            pass  # "departing after 11 AM", "on May 26": the user's own terms
        elif i < len(inputs.asked) and inputs.asked[i].source == "tool":
            pass  # a failure report repeating what the failed call was asked
        else:
            missing.append(match.mention.text.strip())
        counted.add(kind)
    for call in inputs.failures:
        evidence.append(call.evidence("error", (call.call.error or "error")[:200]))
    evidence = _dedupe(evidence)
    assertive = not _is_question(claim, answer)
    if inputs.found:
        status, score = "contradicted", 0.0
    elif missing and assertive:
        share = matched / (matched + len(missing))
        status, score = "unsupported", 0.4 + 0.5 * share
    elif evidence:
        signed = all(e.receipt_id in signed_ids for e in evidence)
        status, score = "verified", 1.0 if signed else 0.95
    else:
        status, score = "unverifiable", 0.9
    result = ClaimResult(
        id=claim.id,
        text=claim.text,
        start=claim.start,
        end=claim.end,
        pramana=claim.pramana,
        status=status,
        score=round(score, 4),
        critical=bool(_kinds(ctx, counted) & policy.critical) and assertive,
        evidence=evidence[:20],
        tagged_as=claim.tagged_as,
    )
    return result, missing


class _UserWords:
    """The dates and times of the user's messages, read (once, when first needed) by the
    claims layer: an answer repeating them repeats the request, it reports no output."""

    def __init__(self, run: Run, written: datetime) -> None:
        self._run = run
        self._written = written
        self._days: set[tuple[int, int, int | None]] | None = None
        self._clock: set[tuple[int, int]] = set()

    def said(self, mention: Mention) -> bool:
        """Whether the user stated this date or time."""
        days = self._days if self._days is not None else self._read()
        value = mention.value
        if mention.kind == "time":
            return bool(set(clock_readings(value, mention.text)) & self._clock)
        day = value.date() if isinstance(value, datetime) else value
        if not isinstance(day, date):
            return False
        if (day.month, day.day, None) in days:
            return True
        if has_year(mention.text):
            return (day.month, day.day, day.year) in days
        return any((day.month, day.day) == (m, d) for m, d, _ in days)

    def _read(self) -> set[tuple[int, int, int | None]]:
        days: set[tuple[int, int, int | None]] = set()
        self._days = days
        if not self._run.user.strip():
            return days
        try:
            from nyaya.claims import extract

            said = extract(self._run.user, language=self._run.language, now=self._written)
        except Exception:
            return days  # the user's words are context; failing to read them changes nothing
        for claim in said.claims:
            for m in claim.mentions:
                if m.kind == "time":
                    self._clock |= set(clock_readings(m.value, m.text))
                elif m.kind == "date":
                    day = m.value.date() if isinstance(m.value, datetime) else m.value
                    if isinstance(day, date):
                        year = day.year if has_year(m.text) else None
                        days.add((day.month, day.day, year))
        return days


_LABEL = re.compile(r"^[\s*#>\-]*[^\W\d_]+\s*(\d{1,2})\s*\**\s*[:：.)]")


def _label(ctx: ClaimContext, mention: Mention) -> bool:
    m = _LABEL.match(ctx.claim.text)
    return m is not None and m.start(1) == mention.start - ctx.claim.start


def _has_digit(text: str) -> bool:
    return any(unicodedata.digit(ch, None) is not None for ch in text)


def _failures_reported(ctx: ClaimContext, failed: Sequence[CallEvidence]) -> list[CallEvidence]:
    """The failed calls a claim reports as failed ("the calendar API timed out")."""
    if not failed or not (ctx.claim.has_cue("failure") or ctx.says("failure")):
        return []
    cats = set(categories_in(ctx.fold)) | objects_in(ctx.fold)
    cats |= {c.category for c in ctx.claim.cues if c.category}
    named = [c for c in failed if c.categories & cats]
    return named or ([] if cats else list(failed))


def _listed(values: Sequence[str]) -> str:
    return ", ".join(repr(v) for v in values[:5]) or "its values"


def _excerpt(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


_SENTENCE_END = re.compile(r"[.!?。！？।\n]")
_ARITHMETIC = re.compile(r"\d\s+[-+×x*/]\s+[$€£₹¥]?\s*\d|=\s*[$€£₹¥]?\s*\d")


def _derived(ctx: ClaimContext) -> bool:
    return bool(
        phrases("aggregate", ctx.claim.language).search(ctx.fold) or _ARITHMETIC.search(ctx.fold)
    )


def _is_question(claim: Claim, answer: str) -> bool:
    # The segmenter may cut before the "?" ("How about 'X!'?"), so look just past the claim too.
    tail = claim.text + answer[claim.end : claim.end + 3]
    return any(
        mark in tail.rstrip()[-4:] for mark in ("?", "？")
    ) or claim.text.lstrip().startswith("¿")


def _kinds(ctx: ClaimContext, counted: set[str]) -> set[ClaimKind]:
    claim = ctx.claim
    kinds: set[ClaimKind] = {_KIND_OF_MENTION[k] for k in counted if k in _KIND_OF_MENTION}
    if claim.pramana == "sabda" or claim.has_cue("source"):
        kinds.add("citations")
    if phrases("commitment", claim.language).search(ctx.fold):
        kinds.add("commitments")
    return kinds


def _apply_rules(
    policy: Constitution, run: Run, claims: Sequence[Claim], results: Sequence[ClaimResult]
) -> list[Finding]:
    out: list[Finding] = []
    called = {c.tool for c in run.calls}
    for rule in policy.rules:
        if rule.tools and not called & set(rule.tools):
            continue
        for claim, result in zip(claims, results, strict=True):
            if not _rule_applies(rule, claim):
                continue
            broken = (
                result.status != "verified"
                if rule.require == "verified"
                else result.status == "contradicted"
            )
            if broken:
                out.append(
                    Finding(
                        type="unsupported_claim",
                        claim_id=claim.id,
                        message=rule.message
                        or f"rule {rule.name!r}: this claim must be "
                        f"{rule.require.replace('_', ' ')}",
                        expected=rule.require,
                        found=result.status,
                        action=rule.action,
                    )
                )
    return out


def _rule_applies(rule: Rule, claim: Claim) -> bool:
    if rule.kind == "any":
        return True
    if rule.kind == "commitments":
        return phrases("commitment", claim.language).search(claim.text.casefold()) is not None
    if rule.kind == "citations":
        return claim.pramana == "sabda" or any(
            m.kind in ("url", "call_ref") for m in claim.mentions
        )
    mentions = [m for m in claim.mentions if _KIND_OF_MENTION.get(m.kind) == rule.kind]
    if rule.min_value is None:
        return bool(mentions)
    return any(
        abs(float(m.value)) >= rule.min_value
        for m in mentions
        if m.kind in ("number", "money", "percent") and m.value is not None
    )


def _stage1(run: Run, policy: Constitution) -> list[ToolCallValidation]:
    if not run.calls:
        return []
    return list(validate_run(run, policy))


def _extract(answer: str, run: Run, now: datetime) -> Extraction:
    return extract(answer, language=run.language, run=run, now=now)


def _dedupe(items: list[Evidence]) -> list[Evidence]:
    seen: set[tuple[str | None, str | None]] = set()
    out = []
    for e in items:
        key = (e.receipt_id, e.field)
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out


def _at_most(level: TrustLevel, cap: TrustLevel) -> TrustLevel:
    return level if _TRUST_ORDER.index(level) >= _TRUST_ORDER.index(cap) else cap


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _ms(since: float) -> float:
    return round((perf_counter() - since) * 1000, 3)
