"""Acts said with everyday verbs (session 28; examples written for these tests): "帮你约上了"
books, "he pasado tu solicitud a..." forwards a request. With no call of that kind the act
is fabricated; with one it is the run's own."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

QUERY = (
    "query_slots",
    {"date": "2026-06-05"},
    {"slots": [{"id": "S-9", "time": "10:00", "left": 3}]},
)
BOOK = ("book_slot", {"slot": "S-9"}, {"booking": "BK-551", "status": "confirmed"})
GROUPS = ("list_groups", {"course": "C-3"}, {"groups": [{"code": "G-M1", "free": 2}]})
FORWARD = (
    "send_request",
    {"to": "office", "group": "G-M1"},
    {"request": "RQ-77", "status": "sent"},
)

CASES = {
    "zh": ("6月5日 10:00 那场还剩 3 个名额，我已经帮你约上了。", QUERY, BOOK),
    "es": (
        "En el grupo G-M1 quedan 2 plazas. Te he pasado la petición de traslado a coordinación.",
        GROUPS,
        FORWARD,
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_an_everyday_verb_of_acting_with_no_such_call_is_fabricated(lang: str) -> None:
    answer, lookup, _ = CASES[lang]
    report = checked(answer, lookup, language=lang)
    assert "fabricated_tool_call" in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_same_verb_after_the_call_is_the_runs_own(lang: str) -> None:
    answer, lookup, act = CASES[lang]
    report = checked(answer, lookup, act, language=lang)
    assert "fabricated_tool_call" not in kinds(report), show(report)
