"""False-absence class of helper abs9: a denied clash of times ("no conflicts", "没有冲突",
"no se solapan", "कोई टकराव नहीं") while two returned events overlap. The witness is the
later event's start. A true denial (events back to back, or apart) must pass, and so must a
denial of something else ("no conflicts of interest" is not asked here; "no refunds" next to
an overlapping calendar is not about times). Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show, witness_of


def _rehearsals(second_start: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_rehearsals",
        {"choir": "Larkfield Singers", "week": "2026-W11"},
        {
            "choir": "Larkfield Singers",
            "rehearsals": [
                {
                    "name": "Altos sectional",
                    "start": "2026-03-10T18:00:00",
                    "end": "2026-03-10T19:30:00",
                },
                {"name": "Full run-through", "start": second_start, "end": "2026-03-10T21:00:00"},
                {"name": "Soloists", "start": "2026-03-12T17:00:00", "end": "2026-03-12T18:00:00"},
            ],
        },
    )


def _split_day(second_start: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_clinic_day",
        {"clinic": "Birchway"},
        {
            "appointments": [
                {"who": "Ines", "date": "2026-04-02", "start_time": "09:00", "end_time": "09:45"},
                {
                    "who": "Tomas",
                    "date": "2026-04-02",
                    "start_time": second_start,
                    "end_time": "10:30",
                },
            ]
        },
    )


CASES = [
    ("None of these rehearsals clash; the week looks manageable.", "en"),
    ("Ninguno de estos ensayos se solapan, la semana es llevadera.", "es"),
    ("इन रिहर्सलों में कोई टकराव नहीं है।", "hi"),
    ("这几次排练彼此之间没有任何冲突。", "zh"),
]


@pytest.mark.parametrize(("answer", "language"), CASES)
def test_a_denied_clash_while_two_events_overlap(answer, language):
    report = checked(answer, _rehearsals("2026-03-10T19:00:00"), language=language)
    assert witness_of(report, "false_absence", "events_overlap").pointer == (
        "/rehearsals/1/start"
    ), show(report)


@pytest.mark.parametrize(("answer", "language"), CASES)
def test_a_denied_clash_when_events_are_back_to_back(answer, language):
    report = checked(answer, _rehearsals("2026-03-10T19:30:00"), language=language)
    assert "false_absence" not in kinds(report), show(report)


def test_clock_only_times_take_the_day_beside_them():
    answer = "There are no overlapping appointments at Birchway that day."
    report = checked(answer, _split_day("09:30"))
    assert witness_of(report, "false_absence", "events_overlap").value == "09:30", show(report)
    report = checked(answer, _split_day("10:00"))
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_something_else_is_no_clash():
    answer = "There are no refunds pending for the choir."
    report = checked(answer, _rehearsals("2026-03-10T19:00:00"))
    assert "events_overlap" not in {f.reason for f in report.findings}, show(report)
