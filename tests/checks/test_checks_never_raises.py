"""`nyaya.check` never raises on any answer, and never calls a huge or empty one verified."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nyaya.engine import check

NOW = datetime(2026, 6, 1, tzinfo=UTC)
RUN: dict[str, Any] = {
    "run_id": "r-fixed",
    "user": "Any emails from Sara Holt?",
    "tools": [{"name": "search_inbox", "description": "Search the inbox"}],
    "calls": [
        {
            "id": "call_1",
            "tool": "search_inbox",
            "arguments": {"sender": "Sara Holt"},
            "output": {
                "emails": [
                    {"id": "m1", "from": "Sara Holt", "subject": "Q3", "date": "2026-05-10"},
                    {"id": "m2", "from": "Sara Holt", "subject": "Lunch", "date": "2026-05-12"},
                ]
            },
        }
    ],
}
PIECES = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8"), max_size=8),
    st.sampled_from(list("\x00\x07\x1b\u200b\ufeff«»“”。，？$€₹¥°#@:/.-0123456789")),
    st.sampled_from(["मैंने", "邮件", "correo", "I checked", "http://x.io/a", " 3 emails", ". "]),
)
MIXED = st.lists(PIECES, max_size=40).map("".join)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20)
)
OUTPUTS = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=MIXED)
def test_any_answer_over_a_fixed_run_never_raises(answer: str) -> None:
    report = check({**RUN, "response": answer}, now=NOW)
    assert report.action in ("emit", "revise", "block")
    assert 0.0 <= report.overall_score <= 1.0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=MIXED, outputs=st.lists(OUTPUTS, max_size=3), error=st.booleans())
def test_small_random_runs_never_raise(answer: str, outputs: list[Any], error: bool) -> None:
    calls = [
        {
            "id": f"call_{i}",
            "tool": f"tool_{i}",
            "arguments": {"q": answer[:10]},
            "output": output,
            **({"error": "timeout"} if error and i == 0 else {}),
        }
        for i, output in enumerate(outputs)
    ]
    report = check({"run_id": "r", "user": "hi", "calls": calls, "response": answer}, now=NOW)
    assert report.action in ("emit", "revise", "block")


def test_a_one_megabyte_answer_is_never_fully_verified() -> None:
    answer = "Sara Holt emailed you about Q3 on May 10, 2026. " * 21_000
    assert len(answer) > 1_000_000
    report = check({**RUN, "response": answer}, now=NOW)
    assert report.trust_level != "fully_verified"
    assert report.action != "emit"


def test_an_empty_answer_is_never_fully_verified() -> None:
    for answer in ("", "   \n\t"):
        report = check({**RUN, "response": answer}, now=NOW)
        assert report.trust_level != "fully_verified"
        assert report.action != "emit"
