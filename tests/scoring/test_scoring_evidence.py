"""A run's outputs and context as passages, and scores as report entries."""

from __future__ import annotations

from nyaya.run import Run
from nyaya.scoring import DEFAULT_THRESHOLDS, Passage, SpanScore, evidence_of, status_of
from nyaya.scoring.evidence import passages_of


def test_prose_fields_scalars_errors_and_context_become_passages() -> None:
    run = Run.model_validate(
        {
            "run_id": "r1",
            "user": "What does the page say about opening hours?",
            "context": [{"role": "system", "content": "Today is 2026-03-04."}],
            "calls": [
                {
                    "id": "c1",
                    "tool": "fetch",
                    "arguments": {"url": "https://example.org"},
                    "output": {
                        "status": 200,
                        "title": "Hours",
                        "body": "The museum opens at ten and closes at six on weekdays.",
                        "links": [{"href": "/tickets", "text": "Tickets"}],
                    },
                },
                {"id": "c2", "tool": "search", "arguments": {}, "error": "rate limited"},
            ],
            "response": "It opens at ten.",
        }
    )
    got = {(p.receipt_id, p.pointer, p.source): p.text for p in passages_of(run)}
    assert got[("c1", "/body", "output")].startswith("The museum opens at ten")
    assert got[("c1", "", "output")] == "status: 200; title: Hours."
    assert got[("c1", "/links/0", "output")] == "href: /tickets; text: Tickets."
    assert got[("c2", "/error", "output")] == "rate limited"
    assert got[(None, "/user", "context")].startswith("What does the page say")
    assert got[(None, "/context/0", "context")] == "Today is 2026-03-04."


def test_a_score_maps_to_a_status_by_the_thresholds() -> None:
    def at(x: float) -> str:
        return status_of(SpanScore("c1", x))

    assert at(DEFAULT_THRESHOLDS.supported) == "verified"
    assert at(0.5) == "unverifiable"
    assert at(DEFAULT_THRESHOLDS.unsupported - 0.01) == "unsupported"


def test_the_supporting_span_becomes_the_claims_evidence() -> None:
    page = Passage("Closed Mondays. Opens at ten.", receipt_id="rc-9", pointer="/body")
    evidence = evidence_of(SpanScore("c1", 0.9, passage=page, start=16, end=29))
    assert evidence is not None
    assert (evidence.receipt_id, evidence.field, evidence.value) == (
        "rc-9",
        "/body",
        "Opens at ten.",
    )
    assert evidence_of(SpanScore("c1", 0.0)) is None


def test_prose_only_keeps_the_output_strings_that_read_as_prose() -> None:
    run = Run.model_validate(
        {
            "run_id": "r1",
            "user": "What does the page say?",
            "calls": [
                {
                    "id": "c1",
                    "tool": "fetch",
                    "output": {
                        "title": "Hours",
                        "body": "The museum opens at ten and closes at six on weekdays.",
                    },
                }
            ],
            "response": "It opens at ten.",
        }
    )
    assert [p.pointer for p in passages_of(run, prose_only=True)] == ["/body"]
