"""Absence against a list whose items are themselves recorded lacks.

An inspection's findings, a test's deductions, an audit's gaps are often written as what
is missing ("no handrail on the back stairs", "未安装扶手", "रेलिंग नहीं लगी है"). An answer
that repeats such an item denies what the item denies: the item agrees with it and is no
witness. An item that negates something else, or a plain denial of the items, still meets
its witness.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.runkit import checked

_EN = {
    "address": "12 Elm Row",
    "sections": [
        {"system": "Kitchen", "finding": "Cracked tile behind the sink; no extractor fan."},
        {
            "system": "Stairs",
            "finding": "Loose tread on step 3; no handrail on the back stairs. Call a carpenter.",
        },
    ],
}
_ZH = {
    "address": "榆树路12号",
    "items": [
        {"part": "厨房", "finding": "水槽后瓷砖开裂"},
        {"part": "楼梯", "finding": "后楼梯未安装扶手"},
    ],
}
_HI = {
    "address": "12 Elm Row",
    "items": [
        {"part": "रसोई", "finding": "सिंक के पीछे टाइल टूटी है"},
        {"part": "सीढ़ी", "finding": "पिछली सीढ़ियों पर रेलिंग नहीं लगी है"},
    ],
}


def _absences(answer: str, output: dict[str, Any], language: str) -> list[Any]:
    report = checked(
        answer, ("get_inspection", {"address": "12 Elm Row"}, output), language=language
    )
    return [f for f in report.findings if f.type == "false_absence"]


@pytest.mark.parametrize(
    ("answer", "output", "language"),
    [
        ("Stairs: a loose tread on step 3, and no handrail on the back stairs.", _EN, "en"),
        ("Escaleras: un peldaño suelto, y no hay handrail en las back stairs.", _EN, "es"),
        ("楼梯：后楼梯没有安装扶手。", _ZH, "zh"),
        ("验房发现两处问题：厨房水槽后瓷砖开裂；楼梯方面，后楼梯没有安装扶手。", _ZH, "zh"),
        (
            "जाँच में दो बातें मिलीं: सिंक के पीछे टाइल टूटी है, और पिछली सीढ़ियों पर कोई रेलिंग नहीं है।",
            _HI,
            "hi",
        ),
    ],
)
def test_repeating_an_item_that_records_a_lack_is_no_false_absence(answer, output, language):
    found = _absences(answer, output, language)
    assert found == [], [f.message for f in found]


@pytest.mark.parametrize(
    ("answer", "output", "language"),
    [
        # the same shape, denying what an item says is there
        ("Kitchen: no cracked tile behind the sink.", _EN, "en"),
        ("厨房：水槽后瓷砖没有开裂。", _ZH, "zh"),
        ("The inspection of 12 Elm Row has no sections flagged.", _EN, "en"),
    ],
)
def test_denying_what_an_item_holds_still_meets_it(answer, output, language):
    found = _absences(answer, output, language)
    assert found and found[0].reason == "result_exists", found


def test_an_item_that_negates_something_else_is_still_a_witness():
    output = {"charges": [{"item": "Late fee charged as the payment was not received", "usd": 35}]}
    report = checked(
        "There was no late fee on your account this month.",
        ("list_charges", {"month": "2026-02"}, output),
        language="en",
    )
    assert [f for f in report.findings if f.type == "false_absence"], report.findings
