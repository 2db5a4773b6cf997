"""`crosscheck(answer)`: deep-agent cross-checks for an answer that came with no receipts.

Strategies (each timed in ``timings_ms``, each chosen by ``[crosscheck] strategies``):

1. ``schema``: the structured output against the expected JSON Schema;
2. ``urls``: every cited URL fetched (SSRF-safe) and the claim scored against the page;
3. ``replay``: arithmetic, percentages, conversions and date differences re-computed,
   and calls to registered deterministic tools re-executed;
4. ``temporal``: weekdays, past events after ``now``, date order, page dates;
5. ``corroborate``: critical claims asked of the registered independent sources.

The result is the same `HallucinationReport` as `nyaya.check` (``evidence: "none"``,
every piece of evidence ``source: "crosscheck"``), gated by the same constitution.
Claim status: ``contradicted`` when a strategy found a contradiction;
``unsupported`` when a cited source could not be read; ``verified`` when a strategy
found supporting evidence (score 0.95: cross-checked, not signed); ``unverifiable``
otherwise (0.9). A strategy that raises is an ``internal_error`` finding (fail closed).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from time import perf_counter
from typing import Any

from nyaya.claims import extract
from nyaya.claims.model import Claim, Extraction
from nyaya.crosscheck.config import CrosscheckConfig
from nyaya.crosscheck.corroborate import Corroborator, corroborate
from nyaya.crosscheck.fetch import Fetcher, SafeFetcher
from nyaya.crosscheck.outcome import StrategyResult, crosscheck_finding
from nyaya.crosscheck.replay import ReplayRegistry, replay_arithmetic, replay_calls
from nyaya.crosscheck.schema import validate_output
from nyaya.crosscheck.temporal import check_temporal
from nyaya.crosscheck.urls import check_urls
from nyaya.errors import BadInput, BadRun
from nyaya.formats import load_run
from nyaya.policy.constitution import ClaimKind, Constitution, FindingAction
from nyaya.policy.gate import decide
from nyaya.policy.trust import overall_score, trust_level
from nyaya.report import ClaimResult, Finding, FindingType, HallucinationReport
from nyaya.run import Run, ToolCall
from nyaya.scoring.base import Scorer
from nyaya.scoring.registry import get_scorer

__all__ = ["crosscheck"]

_UNSET: Any = object()
_KIND: dict[str, ClaimKind] = {
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
# Finding types the constitution may not price yet (it predates them): fail towards revise.
_FALLBACK_ACTION: dict[str, FindingAction] = {
    "inconsistent_claim": "revise",
    "internal_error": "revise",
}


def crosscheck(
    answer: str | Run | Mapping[str, Any],
    *,
    structured: Any = _UNSET,
    schema: Mapping[str, Any] | None = None,
    now: datetime | None = None,
    language: str | None = None,
    policy: Constitution | None = None,
    config: CrosscheckConfig | None = None,
    fetcher: Fetcher | None = None,
    scorer: Scorer | None = None,
    replays: ReplayRegistry | None = None,
    corroborators: Sequence[Corroborator] = (),
    run_id: str | None = None,
) -> HallucinationReport:
    """Cross-check an answer that has no receipts and gate it under ``policy``.

    ``answer`` is the agent's report as text, or a run (`Run` or any transcript shape
    `nyaya.load_run` reads: its answer, language, ``now`` and calls are used).
    ``structured`` is the agent's structured output, validated against ``schema``
    (when ``schema`` is given without ``structured``, the answer itself is parsed as
    JSON). ``fetcher`` defaults to a `SafeFetcher` under ``config.fetch`` (the real
    network); ``scorer`` to the policy's ``[scoring]`` back-end (`LexicalSupport` is a
    page-oriented alternative); ``replays`` and
    ``corroborators`` are the caller's plug-ins. ``now`` (default: the run's time)
    dates the run for the temporal checks.
    """
    started = perf_counter()
    timings: dict[str, float] = {}
    config = config or CrosscheckConfig()
    policy = policy or Constitution.default()
    text, calls, run_now, run_language, rid = _read(answer)
    now = _aware(now) if now is not None else run_now
    language = language or run_language
    run_id = run_id or rid
    notes: list[str] = []
    found = StrategyResult()

    if structured is _UNSET and schema is not None:
        structured = _parse_json(text, found)
    if structured is not _UNSET and not text.strip():
        text = _as_text(structured)
        notes.append("claims were read from the structured output's fields")

    t = perf_counter()
    try:
        extraction = extract(text, language=language, now=now)
    except BadInput:
        raise
    except Exception as exc:  # pragma: no cover - extract() already fails closed
        extraction = Extraction((), (), False, language or "en", len(text))
        found.findings.append(_stage_error("claims", exc))
    timings["claims"] = _ms(t)
    claims = extraction.claims

    def run_stage(name: str, fn: Callable[[], StrategyResult]) -> None:
        if name not in config.strategies:
            return
        t = perf_counter()
        try:
            found.merge(fn())
        except BadInput:
            raise
        except Exception as exc:
            found.findings.append(_stage_error(name, exc))
        timings[name] = _ms(t)

    if schema is not None and structured is not _UNSET:
        run_stage("schema", lambda: validate_output(structured, schema))

    pages_owner: SafeFetcher | None = None
    if "urls" in config.strategies:
        # The policy's Stage 2 scorer reads the pages, as it reads tool outputs in `check`.
        page_scorer = scorer or get_scorer(policy.scoring.backend, **dict(policy.scoring.options))
        if fetcher is None:
            pages_owner = SafeFetcher(config.fetch)
            fetcher = pages_owner
        active_fetcher = fetcher

        def urls() -> StrategyResult:
            result, _ = check_urls(
                claims,
                text,
                fetcher=active_fetcher,
                scorer=scorer or page_scorer,
                grounded=config.grounded,
                now=now,
            )
            return result

        try:
            run_stage("urls", urls)
        finally:
            if pages_owner is not None:
                pages_owner.close()

    def replay() -> StrategyResult:
        result = replay_arithmetic(claims, text)
        if replays is not None and len(replays):
            result.merge(replay_calls(calls, replays))
        return result

    run_stage("replay", replay)
    run_stage("temporal", lambda: check_temporal(claims, text, now))
    if corroborators:
        run_stage(
            "corroborate",
            lambda: corroborate(
                claims,
                corroborators,
                critical=_critical_mentions(policy),
                tolerance=config.corroborate.tolerance,
            ),
        )

    t = perf_counter()
    results = [_assess(c, found, policy) for c in claims]
    findings = [
        f.model_copy(update={"action": f.action or _action(policy, f.type, f.reason)})
        for f in found.findings
    ]
    standing = [
        r
        for r in results
        if r.status != "contradicted" and (r.status != "unsupported" or r.critical)
    ]
    band = overall_score(standing, policy.aggregate) if standing else 1.0
    decision = decide(policy, band, findings)
    if not text.strip() and structured is _UNSET:
        notes.append("the answer is empty: nothing to check")
        decision = decision.model_copy(
            update={"action": "revise", "rule": "fail_closed", "findings": []}
        )
    elif results and all(r.status == "unverifiable" for r in results):
        notes.append("no claim of the answer could be cross-checked")
    timings["gate"] = _ms(t)
    timings["total"] = _ms(started)
    return HallucinationReport(
        run_id=run_id,
        action=decision.action,
        trust_level=trust_level(results),
        overall_score=round(overall_score(results, policy.aggregate), 4),
        claims=results,
        findings=findings,
        timings_ms=timings,
        evidence="none",
        language=extraction.language,
        self_tag_compliant=extraction.compliant if extraction.tags else None,
        notes=notes + found.notes,
        decision=decision,
        now=now.isoformat() if now is not None else None,
    )


def _read(
    answer: str | Run | Mapping[str, Any],
) -> tuple[str, list[ToolCall], datetime | None, str | None, str]:
    if isinstance(answer, str):
        return answer, [], None, None, "crosscheck"
    if isinstance(answer, Mapping) and not isinstance(answer, Run):
        try:
            answer = load_run(answer)
        except BadInput:
            raise
        except Exception as exc:
            raise BadRun(f"not a run: {type(exc).__name__}", field="answer") from None
    if not isinstance(answer, Run):
        raise BadInput(f"must be text or a run, not {type(answer).__name__}", field="answer")
    moment = answer.now or answer.created_at
    return (
        answer.response,
        list(answer.calls),
        _aware(moment) if moment else None,
        answer.language,
        answer.run_id,
    )


def _parse_json(text: str, found: StrategyResult) -> Any:
    try:
        return json.loads(text)
    except ValueError as exc:
        found.findings.append(
            crosscheck_finding(
                "inconsistent_claim",
                None,
                f"the answer should be JSON matching the expected schema, "
                f"but it is not JSON ({exc})",
                reason="schema_violation",
                witness_kind="claim",
                witness_value=text[:200],
                pointer="/",
                note="not JSON",
                expected="JSON",
                found=text[:200],
            )
        )
        return _UNSET


def _as_text(value: Any) -> str:
    """One ``field: value`` line per scalar of a structured output."""
    lines: list[str] = []

    def walk(v: Any, at: str) -> None:
        if isinstance(v, Mapping):
            for k, x in v.items():
                walk(x, f"{at}.{k}" if at else str(k))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, f"{at}[{i}]")
        elif v is not None:
            lines.append(f"{at}: {v}." if at else f"{v}.")

    walk(value, "")
    return "\n".join(lines)


def _assess(claim: Claim, found: StrategyResult, policy: Constitution) -> ClaimResult:
    mine = [f for f in found.findings if f.claim_id == claim.id]
    evidence = found.evidence.get(claim.id, [])
    if any(f.type != "unsupported_claim" for f in mine):
        status, score = "contradicted", 0.0
    elif mine or claim.id in found.open:
        status, score = "unsupported", 0.4
    elif evidence:
        status, score = "verified", 0.95
    else:
        status, score = "unverifiable", 0.9
    kinds = {_KIND[m.kind] for m in claim.mentions if m.kind in _KIND}
    return ClaimResult(
        id=claim.id,
        text=claim.text,
        start=claim.start,
        end=claim.end,
        pramana=claim.pramana,
        status=status,
        score=score,
        critical=bool(kinds & policy.critical),
        evidence=evidence[:20],
        tagged_as=claim.tagged_as,
    )


def _critical_mentions(policy: Constitution) -> set[str]:
    return {kind for kind, claim_kind in _KIND.items() if claim_kind in policy.critical}


def _action(policy: Constitution, finding_type: FindingType, reason: str) -> FindingAction:
    try:
        return policy.action_for(finding_type, reason)
    except KeyError:
        return _FALLBACK_ACTION.get(finding_type, "revise")


def _stage_error(stage: str, exc: Exception) -> Finding:
    return crosscheck_finding(
        "internal_error",
        None,
        f"the {stage} cross-check raised {type(exc).__name__}: {exc}"[:300],
        reason="stage_failed",
        witness_kind="stage",
        note=stage,
    )


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _ms(since: float) -> float:
    return round((perf_counter() - since) * 1000, 3)
