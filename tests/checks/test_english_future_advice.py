"""Advice in the future tense ("you'll want to upload ...") says what the user should do,
not what will happen; a prediction beside it is still one."""

from __future__ import annotations

from typing import Any

from nyaya import check


def run(response: str) -> dict[str, Any]:
    return {
        "run_id": "advice-1",
        "language": "en",
        "user": "Where is my boat-slip application?",
        "tools": [{"name": "slip_application", "description": "Marina slip application"}],
        "calls": [
            {
                "id": "c1",
                "tool": "slip_application",
                "arguments": {"ref": "MS-81"},
                "output": {"ref": "MS-81", "status": "on hold", "reason": "hull insurance expired"},
            }
        ],
        "response": response,
    }


def test_advice_in_the_future_tense_is_no_prediction() -> None:
    report = check(
        run(
            "Application MS-81 is on hold because the hull insurance expired. "
            "You'll want to send the harbour office a renewed certificate."
        )
    )
    assert not [f for f in report.findings if f.type == "inference_as_fact"]
    assert report.action == "emit"


def test_a_prediction_beside_the_advice_is_still_one() -> None:
    report = check(
        run(
            "Application MS-81 is on hold because the hull insurance expired. "
            "The harbour office will approve it on Monday, so you'll want to move the boat then."
        )
    )
    assert any(f.type == "inference_as_fact" for f in report.findings)
