"""A value that is a slip of two fields is held to the one its label names more of
(session 28; examples written for these tests): "the exam begins at 2:40 pm" beside
``exam_time: 14:10`` and ``check_in_time: 13:40`` misstates the exam's start."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

TICKET = (
    "get_admission_ticket",
    {"candidate": "C-12"},
    {"candidate": "C-12", "exam_time": "14:10", "check_in_time": "13:40", "room": "B12"},
)
SAID = {
    "en": "Your exam time is 2:40 pm; bring your ID.",
    "zh": "**时间**：下午 14:40 开考，记得带身份证。",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_field_the_label_names_more_of_is_the_witness(lang: str) -> None:
    report = checked(SAID[lang], TICKET, language=lang)
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/exam_time"


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_right_time_is_no_slip(lang: str) -> None:
    right = SAID[lang].replace("2:40", "2:10").replace("14:40", "14:10")
    report = checked(right, TICKET, language=lang)
    assert "fact_mismatch" not in kinds(report), show(report)
