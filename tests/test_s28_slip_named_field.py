"""A value that is a slip of two fields is held to the one its label names more of
(session 28; examples written for these tests): "the exam starts at 9:40" beside
``exam_start: 09:10`` and ``check_in: 08:40`` misstates the exam's start."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

TICKET = (
    "get_admission_ticket",
    {"candidate": "C-12"},
    {"candidate": "C-12", "exam_start_time": "09:10", "check_in_time": "08:40", "room": "B12"},
)
SAID = {
    "en": "Your exam start time is 9:40 am, in room B12.",
    "zh": "**时间**：上午 9:40 开考，考场 B12。",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_field_the_label_names_more_of_is_the_witness(lang: str) -> None:
    report = checked(SAID[lang], TICKET, language=lang)
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/exam_start_time"


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_right_time_is_no_slip(lang: str) -> None:
    report = checked(SAID[lang].replace("9:40", "9:10"), TICKET, language=lang)
    assert "fact_mismatch" not in kinds(report), show(report)
