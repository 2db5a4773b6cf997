"""The check as a pipeline of named stages, each a function you can call and test alone.

    adapt -> now -> toolcalls -> receipts -> extract -> index -> check -> assess -> gate -> report

Each stage takes the `State` the earlier stages filled and adds its own part; `run_pipeline`
runs them in order, times each into ``timings_ms`` and fails closed: a stage that raises
adds an ``internal_error`` finding naming the stage and the exception class, and the gate
then withholds the answer (revise, or what the constitution says) instead of emitting it
as if it had been checked. Later stages still run on whatever is there, so the report
shows everything that could be checked.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timezone
from functools import cache
from time import perf_counter
from typing import Any

from nyaya._lru import LRU
from nyaya.checks.answer import AnswerView, ClaimView, read_answer
from nyaya.checks.base import CheckContext, Outcome, make_finding
from nyaya.checks.receipts import Ingested, ingest
from nyaya.claims import extract, regex_cache
from nyaya.claims.model import Extraction
from nyaya.claims.pipeline import extract_strict
from nyaya.evidence.derive import Derivations
from nyaya.evidence.index import EvidenceIndex, build_index
from nyaya.formats.runs import load_run, reused_ids
from nyaya.policy.constitution import Constitution
from nyaya.policy.gate import decide
from nyaya.policy.trust import overall_score, trust_level
from nyaya.receipts import KeyRing
from nyaya.report import (
    ClaimResult,
    Decision,
    Finding,
    HallucinationReport,
    ToolCallValidation,
    TrustLevel,
    Witness,
)
from nyaya.run import Run
from nyaya.toolcalls import validate_run
from nyaya.values.temporal import zone_offsets

__all__ = ["STAGES", "State", "resolve_now", "run_pipeline"]

MAX_CHECKED_CHARS = 100_000
MAX_CHECKED_MENTIONS = 1_000
"""Values, names and dates (mentions) checked in one answer; the claims after the one that
reaches this many are not checked, and the answer is withheld as partly checked. Real answers
state a few dozen; the checks compare the mentions of a sentence with each other, so a
hostile answer made of nothing but numbers would otherwise cost seconds."""
# Stage 1 issues that leave the call unexplained rather than wrong: an argument no message or
# output holds, a tool that declares no schema. They warn; a schema violation revises.
_SOFT_ISSUES = frozenset({"provenance", "no_schema", "unknown_tool"})


@dataclass(slots=True)
class State:
    """What the stages know about one check so far."""

    raw: Any
    policy: Constitution
    keys: KeyRing | None = None
    now_given: datetime | None = None
    run: Run | None = None
    now: datetime | None = None
    now_source: str | None = None
    language: str = "en"
    validations: list[ToolCallValidation] = field(default_factory=list)
    ingested: Ingested | None = None
    extraction: Extraction | None = None
    answer: AnswerView | None = None
    index: EvidenceIndex | None = None
    outcomes: dict[str, list[Outcome]] = field(default_factory=dict)
    results: list[ClaimResult] = field(default_factory=list)
    checked: list[ClaimResult] | None = None  # the results before Stage 2 scored them
    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    decision: Decision | None = None
    level: TrustLevel = "ungrounded"
    score: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)
    failed: list[str] = field(default_factory=list)
    partial: bool = False  # only a prefix of the answer was checked


# ---- stages ---------------------------------------------------------------------------------


def stage_adapt(state: State) -> None:
    """Read the run (any supported shape) into a `Run`."""
    state.run = load_run(state.raw)  # a Run too: its size and language are checked
    for original, ids in reused_ids(state.run).items():
        state.notes.append(
            f"call id {original!r} names {len(ids)} calls in the transcript; "
            f"they are read as {', '.join(repr(i) for i in ids)}"
        )


def stage_now(state: State) -> None:
    """The run's own time: given, the run's, or the date its system prompt states."""
    run = _run(state)
    state.now, state.now_source = resolve_now(run, state.now_given)
    if state.now is None:
        state.notes.append(
            "the run does not say when it happened (no now, timestamp or dated system "
            "prompt): relative dates in the answer were not resolved"
        )


def stage_toolcalls(state: State) -> None:
    """Stage 1: validate every tool call against its schema and its arguments' provenance."""
    run = _run(state)
    if not run.calls:
        return
    state.validations = list(validate_run(run, state.policy))
    # calls the tool answered, with a result or an error: what they did is in the transcript
    answered = {c.id for c in run.calls if c.output is not None or c.error is not None}
    for v in state.validations:
        if v.status != "invalid":
            continue
        reasons = "; ".join(e.message for e in v.errors[:3]) or "invalid"
        code = v.errors[0].code if v.errors else "invalid"
        # An argument no message or output holds is unexplained, not contradicted: the
        # agent may know a station id or a colleague's address. A call its schema rejects
        # but that the tool answered is a slip of the agent's, not of its answer: the tool's
        # result (or error) is in the transcript and the answer is checked against it. Both
        # warn unless the policy is paranoid; a rejected call nothing answered is withheld.
        provenance_only = bool(v.errors) and all(e.code in _SOFT_ISSUES for e in v.errors)
        finding = make_finding(
            "invalid_tool_call",
            None,
            f"call {v.call_id!r} to {v.tool} is invalid: {reasons}",
            reason=f"call_{code}",
            expected="arguments valid for the tool's schema, from the user or an output",
            found=[e.value for e in v.errors[:3]],
            witness=Witness(
                kind="calls", pointer=v.errors[0].pointer if v.errors else None, note=v.call_id
            ),
        )
        if (provenance_only or v.call_id in answered) and state.policy.mode != "paranoid":
            finding = finding.model_copy(update={"action": "warn"})
        state.findings.append(finding)


def stage_receipts(state: State) -> None:
    """Verify supplied receipts; receipt plain calls as log evidence."""
    run = _run(state)
    moment = state.now or datetime.now(UTC)
    state.ingested = ingest(run, state.keys, now=_aware(moment), language=state.language)
    state.findings += state.ingested.findings
    state.notes += state.ingested.notes


def stage_extract(state: State) -> None:
    """Split the answer into claims (the claims layer) and read what the checks need."""
    run = _run(state)
    answer = run.response
    if len(answer) > MAX_CHECKED_CHARS:
        state.notes.append(
            f"the answer is {len(answer)} characters; "
            f"only the first {MAX_CHECKED_CHARS} were checked"
        )
        answer = answer[:MAX_CHECKED_CHARS]
        state.partial = True
    now = _naive(state.now) if state.now else None
    try:
        extraction = extract_strict(answer, language=run.language, run=run, now=now)
    except Exception as exc:  # fail closed: a reading bug is reported, not passed over
        state.findings.append(_internal("extract", exc, None))
        state.failed.append("extract")
        # the safety net of `extract`: every sentence an ungrounded claim
        extraction = extract(answer, language=run.language, run=run, now=now)
    mentions = 0
    for k, claim in enumerate(extraction.claims):
        mentions += len(claim.mentions)
        if mentions > MAX_CHECKED_MENTIONS and k + 1 < len(extraction.claims):
            cut = claim.end
            state.notes.append(
                f"the answer states more than {MAX_CHECKED_MENTIONS} values, names and dates; "
                f"only the first {cut} characters were checked"
            )
            extraction = replace(
                extraction,
                claims=extraction.claims[: k + 1],
                body_end=min(extraction.body_end, cut),
            )
            answer = answer[:cut]
            state.partial = True
            break
    state.extraction = extraction
    state.language = state.extraction.language
    state.answer = read_answer(answer, state.extraction, state.language, state.now)


def stage_index(state: State) -> None:
    """Index every output, argument and context message once."""
    run = _run(state)
    ingested = state.ingested
    receipts = (
        [(c.receipt_id, c.usable) for c in ingested.calls]
        if ingested is not None
        else [(c.id, True) for c in run.calls]
    )
    state.index = build_index(run, receipts, language=state.language, now=state.now)


def stage_check(state: State) -> None:
    """Every check on every claim."""
    from nyaya.checks import CHECKS

    if state.answer is None or state.index is None:
        return
    run = _run(state)
    called = {c.tool for c in run.calls}
    ctx = CheckContext(
        state.answer,
        state.index,
        Derivations(state.index),
        allowed_sources=state.policy.sources.allowed_for(called),
    )
    for view in state.answer.claims:
        outcomes: list[Outcome] = []
        for name, fn in CHECKS:
            try:
                outcomes.append(fn(ctx, view))
            except Exception as exc:  # fail closed, per check: the others still run
                state.findings.append(_internal(f"check:{name}", exc, view.id))
                state.failed.append(f"check:{name}")
        state.outcomes[view.id] = outcomes
    for run_check in _RUN_CHECKS():
        try:
            state.findings += run_check(ctx)
        except Exception as exc:
            state.findings.append(_internal(f"check:{run_check.__name__}", exc, None))
            state.failed.append(f"check:{run_check.__name__}")


def _RUN_CHECKS() -> list[Callable[[CheckContext], list[Finding]]]:
    from nyaya.checks import RUN_CHECKS

    return list(RUN_CHECKS)


def stage_assess(state: State) -> None:
    """Each claim's status, score and evidence; the trust level and overall score."""
    from nyaya.checks.assess import assess

    if state.answer is None:
        return
    signed = {
        c.receipt_id for c in (state.ingested.calls if state.ingested else []) if c.kind == "signed"
    }
    for view in state.answer.claims:
        outcomes = state.outcomes.get(view.id, [])
        result, found = assess(view, outcomes, state.policy, signed)
        state.results.append(result)
        state.findings += [f for o in outcomes for f in o.findings]
        state.findings += found
    state.findings += _apply_rules(state.policy, _run(state), state.answer.claims, state.results)
    state.level = trust_level(state.results)
    state.score = overall_score(state.results, state.policy.aggregate)


def stage_score(state: State) -> None:
    """Stage 2: claims the exact checks left open, scored against the run's prose.

    A claim that states nothing the checks read (unverifiable) or asserts something they
    could not settle (unsupported, with no value found) is aligned to the sentences of the
    outputs' free text (e-mails, pages, descriptions) by the constitution's scorer (lexical
    by default: no model). A well-supported claim is verified with its span as evidence; a
    poorly supported one is unsupported. Scores change trust and the overall score; only a
    strict policy lets them change the action.
    """
    from nyaya.scoring import ClaimText, Passage
    from nyaya.scoring.calibration import Thresholds
    from nyaya.scoring.registry import get_scorer
    from nyaya.scoring.results import evidence_of

    state.checked = list(state.results)
    if state.answer is None or state.index is None or not state.results:
        return
    index = state.index
    passages: list[Passage] = []
    for leaf in index.leaves:
        if leaf.kind != "text" or leaf.source == "context":
            continue
        call = index.call_of(leaf)
        passages.append(
            Passage(
                text=str(leaf.raw)[:20000],
                receipt_id=call.receipt_id if call else None,
                pointer=leaf.pointer or "/",
            )
        )
    if not passages:
        return
    views = {v.id: v for v in state.answer.claims}
    open_claims = [
        r
        for r in state.results
        if r.status in ("unverifiable", "unsupported")
        and not r.evidence
        and not views[r.id].hedged
        and "pleasantry" not in views[r.id].stance
        and not [v for v in views[r.id].values if v.kind != "name"]
        and len(r.text.split()) >= 4
    ]
    if not open_claims:
        return
    scoring = state.policy.scoring
    scorer = get_scorer(scoring.backend, **dict(scoring.options))
    thresholds = Thresholds(supported=scoring.supported, unsupported=scoring.unsupported)
    scores = scorer.score([ClaimText(r.id, r.text, state.language) for r in open_claims], passages)
    by_id = {s.claim_id: s for s in scores}
    updated: list[ClaimResult] = []
    for r in state.results:
        s = by_id.get(r.id)
        if s is None:
            updated.append(r)
            continue
        evidence = evidence_of(s)
        if s.score >= thresholds.supported and evidence is not None and r.status == "unverifiable":
            updated.append(
                r.model_copy(
                    update={
                        "status": "verified",
                        "score": round(min(0.95, s.score), 4),
                        "evidence": [evidence],
                    }
                )
            )
        elif s.score < thresholds.unsupported:
            updated.append(
                r.model_copy(update={"status": "unsupported", "score": round(s.score, 4)})
            )
        else:
            updated.append(r.model_copy(update={"score": round(min(r.score, s.score), 4)}))
    state.results = updated
    state.level = trust_level(state.results)
    state.score = overall_score(state.results, state.policy.aggregate)


def stage_gate(state: State) -> None:
    """The constitution's action, and the rule that decided it."""
    policy = state.policy
    findings = [
        f.model_copy(update={"action": f.action or policy.action_for(f.type, f.reason)})
        for f in state.findings
    ]
    state.findings = findings
    strict = policy.strict_unsupported
    # Stage 2's scores are a measure, not a witness: unless the policy is strict, the band
    # reads the claims as the exact checks left them (a claim the scorer found half-worded
    # in the outputs contradicts nothing)
    pool = state.results if strict or state.checked is None else state.checked
    standing = [
        r for r in pool if r.status != "contradicted" and (strict or r.status != "unsupported")
    ]
    band = overall_score(standing, policy.aggregate) if standing else 1.0
    decision = decide(policy, band, findings)
    run = state.run
    answer = run.response if run is not None else ""
    if not answer.strip():
        state.notes.append("the answer is empty: nothing to check")
        decision = decision.model_copy(update={"action": "revise", "rule": "fail_closed"})
    elif state.failed and decision.action == "emit":
        decision = decision.model_copy(update={"action": "revise", "rule": "fail_closed"})
    if state.partial and decision.action == "emit":
        decision = decision.model_copy(update={"action": "revise", "rule": "fail_closed"})
        state.level = "partial"
    state.decision = decision


STAGES: tuple[tuple[str, Callable[[State], None]], ...] = (
    ("adapt", stage_adapt),
    ("now", stage_now),
    ("toolcalls", stage_toolcalls),
    ("receipts", stage_receipts),
    ("extract", stage_extract),
    ("index", stage_index),
    ("check", stage_check),
    ("assess", stage_assess),
    ("score", stage_score),
    ("gate", stage_gate),
)


def run_pipeline(
    raw: Run | Mapping[str, Any],
    *,
    policy: Constitution,
    keys: KeyRing | None = None,
    now: datetime | None = None,
) -> HallucinationReport:
    """Run every stage (see the module docstring) and build the report."""
    state = State(raw=raw, policy=policy, keys=keys, now_given=now)
    started = perf_counter()
    for name, fn in STAGES:
        t = perf_counter()
        if name == "adapt":
            fn(state)  # bad input is the caller's error: BadRun propagates
        else:
            try:
                fn(state)
            except Exception as exc:  # fail closed: never a silent emit
                state.findings.append(_internal(name, exc, None))
                state.failed.append(name)
        state.timings[name] = round((perf_counter() - t) * 1000, 3)
    state.timings["total"] = round((perf_counter() - started) * 1000, 3)
    return _report(state)


def _report(state: State) -> HallucinationReport:
    run = _run(state)
    decision = state.decision
    if decision is None:  # the gate itself raised
        decision = Decision(
            action="revise", rule="fail_closed", policy=state.policy.name, mode=state.policy.mode
        )
    findings = state.findings
    if decision.findings == [] and decision.rule == "fail_closed":
        decision = decision.model_copy(
            update={"findings": [i for i, f in enumerate(findings) if f.type == "internal_error"]}
        )
    extraction = state.extraction
    return HallucinationReport(
        run_id=run.run_id,
        action=decision.action,
        trust_level=state.level if not state.failed else _at_most(state.level, "partial"),
        overall_score=round(state.score, 4),
        claims=state.results,
        findings=findings,
        tool_call_validations=state.validations,
        timings_ms=state.timings,
        evidence=state.ingested.kind if state.ingested else "none",
        language=state.language,
        self_tag_compliant=(extraction.compliant if extraction and extraction.tags else None),
        notes=state.notes,
        decision=decision,
        now=state.now.isoformat() if state.now else None,
    )


_TRUST_ORDER: tuple[TrustLevel, ...] = (
    "fully_verified",
    "mostly_verified",
    "partial",
    "unreliable",
    "ungrounded",
)


def _at_most(level: TrustLevel, cap: TrustLevel) -> TrustLevel:
    return level if _TRUST_ORDER.index(level) >= _TRUST_ORDER.index(cap) else cap


def _internal(stage: str, exc: BaseException, claim_id: str | None) -> Finding:
    return Finding(
        type="internal_error",
        claim_id=claim_id,
        message=f"stage {stage} raised {type(exc).__name__}: {str(exc)[:200]}; "
        "the answer is not emitted as if it had been checked",
        expected="the stage completes",
        found=type(exc).__name__,
        reason="stage_raised",
        witness=Witness(kind="stage", note=stage, value=type(exc).__name__),
    )


def _run(state: State) -> Run:
    if state.run is None:
        raise RuntimeError("the adapt stage has not run")
    return state.run


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _naive(moment: datetime) -> datetime:
    return moment.replace(tzinfo=None)


# ---- domain rules ----------------------------------------------------------------------------

_RULE_KINDS = {
    "numbers": ("number", "money", "percent", "duration"),
    "dates": ("date", "time"),
    "citations": ("url",),
    "entities": ("name", "id", "email"),
}


def _apply_rules(
    policy: Constitution, run: Run, views: list[ClaimView], results: list[ClaimResult]
) -> list[Finding]:
    """The constitution's domain rules: a claim of the rule's kind must reach its
    requirement (``verified``, or ``not_contradicted``), else a finding with the rule's action."""
    out: list[Finding] = []
    called = {c.tool for c in run.calls}
    for rule in policy.rules:
        if rule.tools and not called & set(rule.tools):
            continue
        for view, result in zip(views, results, strict=True):
            if not _rule_applies(rule, view):
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
                        claim_id=view.id,
                        message=rule.message
                        or f"rule {rule.name!r}: this claim must be "
                        f"{rule.require.replace('_', ' ')}",
                        expected=rule.require,
                        found=result.status,
                        action=rule.action,
                        reason="policy_rule",
                        witness=Witness(kind="claim", value=view.claim.text[:200], note=rule.name),
                    )
                )
    return out


def _rule_applies(rule: Any, view: ClaimView) -> bool:
    if rule.kind == "any":
        return True
    if rule.kind == "commitments":
        return "future" in view.stance and not view.hedged
    kinds = _RULE_KINDS.get(rule.kind, ())
    values = [v for v in view.values if v.kind in kinds]
    if rule.kind == "citations" and (view.claim.pramana == "sabda" or values):
        return True
    if not values:
        return False
    if rule.min_value is None:
        return True
    return any(
        v.stated is not None and abs(float(v.stated.value)) >= rule.min_value for v in values
    )


# ---- now -------------------------------------------------------------------------------------

_ISO_DAY = regex_cache.compile(r"\b(\d{4})-(\d{2})-(\d{2})(?:[T ,]+(\d{1,2}):(\d{2}))?")
_MARK_REACH = 40  # characters from a word for today to the date it introduces


def _today_marks(text: str, language: str) -> list[int]:
    """Where the words for today end in ``text``."""
    pattern = _today_pattern(language)
    return [m.end() for m in pattern.finditer(text.lower())] if pattern is not None else []


@cache
def _today_pattern(language: str) -> re.Pattern[str] | None:
    """The words for today: the lexicon's relative days of offset 0, in ``language`` and in
    English, the language of most prompts' boilerplate."""
    from nyaya.claims.lexicons import merged
    from nyaya.claims.phrases import compile_phrases

    words = {
        w
        for code in {language, "en"}
        for w, n in merged(code).dates_relative_days.items()
        if n == 0
    }
    return compile_phrases(sorted(words))


def resolve_now(run: Run, given: datetime | None = None) -> tuple[datetime | None, str | None]:
    """The run's time and where it came from: ``given``, the run's ``now`` or ``created_at``,
    else the date (and time, and zone) its system prompt or first messages state."""
    if given is not None:
        return given, "given"
    if run.now is not None:
        return run.now, "run"
    if run.created_at is not None:
        return run.created_at, "run"
    for message in run.context:
        if message.role not in ("system", "developer"):
            continue
        found = _stated_now_once(message.content, run.language)
        if found is not None:
            return found, "context"
    return None, None


# A fleet's runs share their system prompt: its date is read once (digest of the text -> it).
_STATED_NOW: LRU[tuple[bytes, str | None], tuple[datetime | None]] = LRU(1024)


def _stated_now_once(text: str, language: str | None) -> datetime | None:
    """`_stated_now`, remembered for the last texts read."""
    key = (hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest(), language)
    found = _STATED_NOW.get(key)
    if found is None:
        found = (_stated_now(text, language),)
        _STATED_NOW.put(key, found)
    return found[0]


def _stated_now(text: str, language: str | None) -> datetime | None:
    """The full date the text states as today ("Today is Friday, 2025-01-10"), else the
    first full date it states (with the time right after it, and its zone). A prompt may
    state other dates first (a customer's birth date, a policy's start): the one a word
    for today introduces is the run's now."""
    from nyaya.claims.mentions import find_mentions
    from nyaya.claims.pipeline import resolve_language

    lang = resolve_language(language, text)
    today = _today_marks(text, lang)
    m = _ISO_DAY.search(text)
    day = clock = None
    if today or m is None:
        try:
            mentions = find_mentions(text[:4000], lang)
        except Exception:
            mentions = []
        dated = [
            (i, mention)
            for i, mention in enumerate(mentions)
            if mention.kind in ("date", "time")
            and re.search(r"\d{4}", mention.text)
            and hasattr(mention.value, "year")
        ]
        # the first date after a word for today, close by on its line; else the first date
        marked = [
            first
            for end in today
            if (first := next(((i, x) for i, x in dated if x.start >= end), None)) is not None
            and first[1].start - end <= _MARK_REACH
            and "\n" not in text[end : first[1].start]
        ]
        for i, mention in marked[:1] or ([] if m is not None else dated[:1]):
            value = mention.value
            day = datetime(value.year, value.month, value.day)
            if isinstance(value, datetime):
                clock = (value.hour, value.minute)
            for nxt in mentions[i + 1 : i + 3] if clock is None else ():
                if (
                    nxt.kind == "time"
                    and nxt.start - mention.end < 40
                    and hasattr(nxt.value, "hour")
                ):
                    clock = (nxt.value.hour, nxt.value.minute)
                    break
            m = _ISO_DAY.match(text, mention.start)
    if day is None and m is not None:
        try:
            day = datetime(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            day = None
        if day is not None and m[4] is not None:
            try:
                clock = (int(m[4]), int(m[5]))
            except ValueError:
                clock = None
    if day is None:
        return None
    if clock is None and m is not None:
        tail = text[m.end() : m.end() + 40]
        t = re.search(r"(\d{1,2}):(\d{2})", tail)
        if t is not None:
            clock = (int(t[1]), int(t[2]))
    moment = (
        day.replace(hour=clock[0], minute=clock[1])
        if clock and clock[0] < 24 and clock[1] < 60
        else day.replace(hour=12)
    )
    zones = zone_offsets(text, moment.date())
    if len(zones) == 1:
        moment = moment.replace(tzinfo=timezone(next(iter(zones))))
    return moment
