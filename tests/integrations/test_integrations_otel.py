"""OpenTelemetry: a span per check with the verdict and the findings, recorded by the real
OpenTelemetry SDK (an in-memory exporter); the service's checks are traced too."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from nyaya.integrations.otel import SPAN_NAME, check
from nyaya.service import Settings, create_app

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def provider() -> tuple[TracerProvider, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    return tracer_provider, exporter


def run(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


def test_a_blocked_answer_span_has_the_verdict_and_one_event_per_finding() -> None:
    tracer_provider, exporter = provider()
    report = check(run("hallucinated_run.json"), tracer_provider=tracer_provider)
    (span,) = exporter.get_finished_spans()
    assert span.name == SPAN_NAME
    attrs = dict(span.attributes or {})
    assert attrs["nyaya.action"] == "block" == report.action
    assert attrs["nyaya.trust_level"] == report.trust_level
    assert attrs["nyaya.overall_score"] == report.overall_score
    assert attrs["gen_ai.conversation.id"] == "hallucinated-demo"
    assert attrs["nyaya.decision.rule"] == "finding_action"
    findings = [e for e in span.events if e.name == "nyaya.finding"]
    assert [e.attributes["nyaya.finding.type"] for e in findings] == [
        f.type for f in report.findings
    ]
    first = findings[0].attributes
    assert json.loads(first["nyaya.finding.expected"]) == report.findings[0].expected
    (evaluation,) = [e for e in span.events if e.name == "gen_ai.evaluation.result"]
    assert evaluation.attributes["gen_ai.evaluation.score.label"] == "block"
    assert "finding_action" in evaluation.attributes["gen_ai.evaluation.explanation"]


def test_a_clean_answer_has_no_finding_events() -> None:
    tracer_provider, exporter = provider()
    check(run("inbox_run.json"), tracer_provider=tracer_provider)
    (span,) = exporter.get_finished_spans()
    assert dict(span.attributes or {})["nyaya.action"] == "emit"
    assert [e.name for e in span.events] == ["gen_ai.evaluation.result"]


def test_the_service_checks_in_a_span(tmp_path: Path) -> None:
    tracer_provider, exporter = provider()
    trace.set_tracer_provider(tracer_provider)  # what opentelemetry-instrument does
    settings = Settings(store=str(tmp_path / "s.db"), unsafe_no_auth=True)
    with TestClient(create_app(settings)) as client:
        exporter.clear()
        assert client.post("/v1/check", json=run("inbox_run.json")).status_code == 200
    spans = [s for s in exporter.get_finished_spans() if s.name == SPAN_NAME]
    assert len(spans) == 1 and dict(spans[0].attributes or {})["nyaya.run_id"] == "inbox-demo"
