"""false_absence: "nothing found" against the calls it is about; a failed call is honest."""

from __future__ import annotations

from typing import Any

import pytest

EMAILS = [{"from": "Alice", "subject": "Deadline"}, {"from": "Bob", "subject": "Lunch"}]


def inbox(output: Any = EMAILS, error: str | None = None) -> dict[str, Any]:
    return {
        "user": "Any mail?",
        "tools": [{"name": "email_search", "description": "Search the inbox"}],
        "calls": [
            {"id": "c1", "tool": "email_search", "arguments": {}, "output": output, "error": error}
        ],
    }


CASES = [
    ("en", "You have no emails.", "no emails"),
    ("es", "No tienes ningún correo.", "No tienes ningún"),
    ("hi", "आपके पास कोई ईमेल नहीं है।", "कोई ईमेल नहीं"),
    ("zh", "没有找到邮件。", "没有找到"),
]


@pytest.mark.parametrize(("lang", "text", "cue"), CASES)
def test_absence_while_results_fires(answer, run_check, finding_types, lang, text, cue):
    built = answer(text, lang).claim(text, pramana="abhava", cues=[("absence", cue)])
    report = run_check(inbox(), built)
    assert finding_types(report) == ["false_absence"]
    assert report.findings[0].expected == 2


@pytest.mark.parametrize(("lang", "text", "cue"), CASES)
def test_absence_with_empty_result_verifies(answer, run_check, finding_types, lang, text, cue):
    built = answer(text, lang).claim(text, pramana="abhava", cues=[("absence", cue)])
    report = run_check(inbox([]), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


@pytest.mark.parametrize(
    ("lang", "text", "cue", "failure"),
    [
        ("en", "The search failed, so I found nothing.", "found nothing", "failed"),
        ("es", "La búsqueda falló y no encontré nada.", "no encontré nada", "falló"),
        ("hi", "खोज विफल रही, कुछ नहीं मिला।", "कुछ नहीं मिला", "विफल"),
        ("zh", "搜索失败了，没有找到结果。", "没有找到", "失败"),
    ],
)
def test_honest_failure_does_not_fire(answer, run_check, finding_types, lang, text, cue, failure):
    built = answer(text, lang).claim(
        text, pramana="abhava", cues=[("absence", cue), ("failure", failure)]
    )
    assert finding_types(run_check(inbox(None, error="503 unavailable"), built)) == []


def test_absence_claimed_over_a_failed_call_is_false(answer, run_check, finding_types):
    # "Nothing found" after a failure hides the failure; the honest statement reports it.
    text = "You have no emails."
    built = answer(text).claim(text, pramana="abhava", cues=[("absence", "no emails")])
    report = run_check(inbox(None, error="timeout"), built)
    assert finding_types(report) == ["false_absence"]
    assert "failed" in report.findings[0].message


def test_absence_from_a_folder_record_counts_its_files(answer, run_check, finding_types):
    run = inbox({"folder": "Legal", "files": [{"name": "nda.pdf"}, {"name": "msa.docx"}]})
    text = "The Legal folder is empty."
    built = answer(text).claim(text, pramana="abhava", cues=[("absence", "is empty")])
    assert finding_types(run_check(run, built)) == ["false_absence"]


def test_qualified_absence_checks_matching_records(answer, run_check, finding_types):
    ok = "There are no emails about the budget."
    built = answer(ok).claim(ok, pramana="abhava", cues=[("absence", "There are no")])
    assert finding_types(run_check(inbox(), built)) == []
    wrong = "There are no emails from Bob."
    built = answer(wrong).claim(wrong, pramana="abhava", cues=[("absence", "There are no")])
    report = run_check(inbox(), built)
    assert finding_types(report) == ["false_absence"]
    assert report.findings[0].expected == 1


def test_no_other_emails_does_not_fire(answer, run_check, finding_types):
    text = "There are no other emails."
    built = answer(text).claim(text, pramana="abhava", cues=[("absence", "There are no")])
    assert finding_types(run_check(inbox(), built)) == []


def test_absence_about_another_category_is_not_tied(answer, run_check, finding_types):
    text = "You have no meetings today."
    run = inbox()
    run["calls"].append(
        {"id": "c2", "tool": "calendar_list", "arguments": {}, "output": [{"title": "Standup"}]}
    )
    run["calls"][1]["output"] = []
    run["tools"].append({"name": "calendar_list", "description": "List calendar events"})
    built = answer(text).claim(text, pramana="abhava", cues=[("absence", "no meetings")])
    assert finding_types(run_check(run, built)) == []


def test_zero_total_output_verifies_absence(answer, run_check, finding_types):
    text = "收件箱里没有王伟的邮件。"
    built = answer(text, "zh").claim(text, pramana="abhava", cues=[("absence", "没有")])
    report = run_check(inbox({"emails": [], "total": 0}), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_empty_calendar_claim_with_events_fires(answer, run_check, finding_types):
    run = {
        "user": "Am I free on Apr 26?",
        "tools": [{"name": "list_events", "description": "Calendar events"}],
        "calls": [
            {
                "id": "c1",
                "tool": "list_events",
                "arguments": {"date": "2026-04-26"},
                "output": {"date": "2026-04-26", "events": [{"title": "Dentist"}]},
            }
        ],
    }
    text = "Your calendar is clear on Apr 26, 2026."
    built = answer(text).claim(
        text, mentions=[("date", "Apr 26, 2026", __import__("datetime").date(2026, 4, 26))]
    )
    assert finding_types(run_check(run, built)) == ["false_absence"]


@pytest.mark.parametrize(
    ("lang", "text", "day", "fires"),
    [
        ("es", "Tienes el calendario libre el 2 de agosto.", "2 de agosto", True),
        ("zh", "8月2日没有安排。", "8月2日", True),
        ("es", "El calendario tiene 1 evento el 2 de agosto.", "2 de agosto", False),
    ],
)
def test_free_calendar_phrasings_are_absences(
    answer, run_check, finding_types, lang, text, day, fires
):
    run = {
        "user": "¿Qué tengo el 2 de agosto?",
        "tools": [{"name": "list_events", "description": "Calendar events"}],
        "calls": [
            {
                "id": "c1",
                "tool": "list_events",
                "arguments": {"date": "2026-08-02"},
                "output": {"date": "2026-08-02", "events": [{"title": "Dentista"}]},
            }
        ],
    }
    date = __import__("datetime").date(2026, 8, 2)
    built = answer(text, lang).claim(text, mentions=[("date", day, date)])
    assert ("false_absence" in finding_types(run_check(run, built))) is fires
