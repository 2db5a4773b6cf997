"""OpenTelemetry: a span per check (extra ``nyaya[otel]``).

`check` is `nyaya.check` inside a ``nyaya.check`` span. The span carries the verdict
as attributes (``nyaya.action``, ``nyaya.trust_level``, ``nyaya.overall_score``,
``nyaya.policy``, ``nyaya.decision.rule``, counts) and one event per finding
(``nyaya.finding``: type, action, reason, claim, message, expected, found). Where the
GenAI semantic conventions apply they are followed: the run id is
``gen_ai.conversation.id``, and the verdict is also a ``gen_ai.evaluation.result``
event (``gen_ai.evaluation.name`` ``nyaya.groundedness``, ``score.value`` the overall
score, ``score.label`` the action, ``explanation`` the decision).

The service, the guard and the batch CLI check through here, so a process that
configures an OpenTelemetry SDK (``opentelemetry-instrument``, or a
``TracerProvider`` of its own) gets the spans; without the SDK, or without the
``opentelemetry-api`` package at all, `check` is exactly `nyaya.check`.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from nyaya.engine import check as engine_check
from nyaya.formats.render import decision_lines
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing
from nyaya.report import HallucinationReport
from nyaya.run import Run

__all__ = ["SPAN_NAME", "check", "span_attributes"]

SPAN_NAME = "nyaya.check"

try:
    from opentelemetry import trace
    from opentelemetry.trace import Status, StatusCode
except ImportError:  # the otel extra is not installed: checks are not traced
    trace = None  # type: ignore[assignment]


def check(
    run: Run | Any,
    *,
    keys: KeyRing | None = None,
    policy: Constitution | None = None,
    now: datetime | None = None,
    tracer_provider: Any = None,
) -> HallucinationReport:
    """`nyaya.check` in a span of ``tracer_provider`` (default: the global one)."""
    if trace is None:
        return engine_check(run, keys=keys, policy=policy, now=now)
    tracer = trace.get_tracer("nyaya", tracer_provider=tracer_provider)
    with tracer.start_as_current_span(SPAN_NAME, record_exception=True) as span:
        try:
            report = engine_check(run, keys=keys, policy=policy, now=now)
        except Exception as exc:
            span.set_attribute("error.type", type(exc).__name__)
            span.set_status(Status(StatusCode.ERROR, str(exc)))
            raise
        if span.is_recording():
            _record(span, report)
        return report


def span_attributes(report: HallucinationReport) -> dict[str, Any]:
    """The attributes a check's span carries."""
    decision = report.decision
    attributes: dict[str, Any] = {
        "gen_ai.conversation.id": report.run_id,
        "nyaya.run_id": report.run_id,
        "nyaya.action": report.action,
        "nyaya.trust_level": report.trust_level,
        "nyaya.overall_score": report.overall_score,
        "nyaya.evidence": report.evidence,
        "nyaya.claims.count": len(report.claims),
        "nyaya.findings.count": len(report.findings),
        "nyaya.findings.types": sorted({f.type for f in report.findings}),
        "nyaya.report.version": report.version,
    }
    if report.language:
        attributes["nyaya.language"] = report.language
    if decision is not None:
        attributes["nyaya.policy"] = decision.policy
        attributes["nyaya.policy.mode"] = decision.mode
        attributes["nyaya.decision.rule"] = decision.rule
        if decision.threshold is not None:
            attributes["nyaya.decision.threshold"] = decision.threshold
    if "total" in report.timings_ms:
        attributes["nyaya.duration_ms"] = report.timings_ms["total"]
    return attributes


def _record(span: Any, report: HallucinationReport) -> None:
    span.set_attributes(span_attributes(report))
    for index, f in enumerate(report.findings):
        event: dict[str, Any] = {
            "nyaya.finding.index": index,
            "nyaya.finding.type": f.type,
            "nyaya.finding.reason": f.reason,
            "nyaya.finding.message": f.message,
            "nyaya.finding.expected": _json(f.expected),
            "nyaya.finding.found": _json(f.found),
        }
        if f.action:
            event["nyaya.finding.action"] = f.action
        if f.claim_id:
            event["nyaya.finding.claim_id"] = f.claim_id
        if f.receipt_id:
            event["nyaya.finding.receipt_id"] = f.receipt_id
        span.add_event("nyaya.finding", event)
    span.add_event(
        "gen_ai.evaluation.result",
        {
            "gen_ai.evaluation.name": "nyaya.groundedness",
            "gen_ai.evaluation.score.value": report.overall_score,
            "gen_ai.evaluation.score.label": report.action,
            "gen_ai.evaluation.explanation": "; ".join(decision_lines(report)),
        },
    )


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 1000 else text[:999] + "…"
