"""The notice that follows an act the run did ("you'll receive a confirmation e-mail
shortly" after a booking) is that act's procedure, not an event foretold; the same words
after a mere lookup, or a prediction with a figure of its own, are still predictions."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya import check

NOTICES = {
    "en": "Your court is booked for Thursday at 6 pm (ref CT-77). "
    "You'll get a confirmation text soon.",
    "es": "Tu pista quedó reservada para el jueves a las 18:00 (ref CT-77). "
    "Te llegará un SMS de confirmación.",
    "hi": "आपका court गुरुवार शाम 6 बजे के लिए book हो गया है (ref CT-77)। "
    "आपको confirmation SMS मिल जाएगा।",
    "zh": "已为您预订周四18:00的场地（编号CT-77）。稍后您会收到确认短信。",
}


def run(response: str, language: str, tool: str) -> dict[str, Any]:
    return {
        "run_id": "notice-1",
        "language": language,
        "user": "court for thursday 6pm",
        "created_at": "2026-03-02T09:00:00Z",
        "tools": [{"name": tool, "description": "Courts"}],
        "calls": [
            {
                "id": "c1",
                "tool": tool,
                "arguments": {"day": "2026-03-05", "time": "18:00"},
                "output": {
                    "ref": "CT-77",
                    "status": "confirmed",
                    "date": "2026-03-05",
                    "time": "18:00",
                },
            }
        ],
        "response": response,
    }


@pytest.mark.parametrize("language", sorted(NOTICES))
def test_the_notice_of_a_booking_the_run_made_is_no_prediction(language: str) -> None:
    report = check(run(NOTICES[language], language, "book_court"))
    assert not [f for f in report.findings if f.type == "inference_as_fact"], report.findings


def test_the_same_notice_after_a_lookup_is_still_a_prediction() -> None:
    report = check(run(NOTICES["en"], "en", "get_court_booking"))
    assert any(f.type == "inference_as_fact" for f in report.findings)


def test_a_prediction_with_an_amount_of_its_own_is_still_one() -> None:
    text = "Your court is booked (ref CT-77). You'll get an e-mail refund of $15 by Friday."
    report = check(run(text, "en", "book_court"))
    assert any(f.type == "inference_as_fact" for f in report.findings)
