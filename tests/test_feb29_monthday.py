"""29 February written without a year, in a run whose outputs hold dates of a common year:
no day of that year, so no output date is that day moved by a stated number of days (the
comparison made the values check raise)."""

from __future__ import annotations

import nyaya


def _run(answer: str) -> dict[str, object]:
    return {
        "run_id": "leap-day",
        "language": "en",
        "user": "When was the deposit for the boiler service paid?",
        "now": "2031-03-12T10:00:00Z",
        "tools": [{"name": "service_log", "description": "Boiler service visits"}],
        "calls": [
            {
                "id": "c1",
                "tool": "service_log",
                "arguments": {"site": "Larch House"},
                "output": {"site": "Larch House", "deposit_eur": 80, "paid_at": "2031-02-24"},
            }
        ],
        "response": answer,
    }


def test_a_leap_day_without_a_year_is_checked_not_raised() -> None:
    report = nyaya.check(_run("The deposit was paid on February 29."))
    assert not [f for f in report.findings if f.type == "internal_error"]
    # no 29 February in 2031: the one payment date, which "paid" names, is misstated
    (finding,) = [f for f in report.findings if f.type == "fact_mismatch"]
    assert "/paid_at" in finding.message


def test_the_serviced_day_itself_still_verifies() -> None:
    report = nyaya.check(_run("The deposit was paid on February 24."))
    assert report.action == "emit"
    assert not [f for f in report.findings if f.type == "internal_error"]
