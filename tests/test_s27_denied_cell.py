"""Absence class (session 27): a table cell that only denies speaks of its own column.

"| Basic | 18 (plus 25 per late payment) | none |" under "| Plan | Monthly | Setup fee |"
says the row's plan has no setup fee. A field of the row's record that has a value is a
witness against it only when its key names that column ("setup_fee"), not when it is another
attribute the row mentions (the late fee). Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

PLANS = (
    "list_plans",
    {"region": "north"},
    {
        "plans": [
            {"plan": "Basic", "monthly_fee": 18, "setup_fee": 0, "late_fee": 25},
            {"plan": "Plus", "monthly_fee": 29, "setup_fee": 40, "late_fee": 25},
        ]
    },
)
TABLE = {
    "en": "Here are both plans:\n\n| Plan | Monthly | Setup fee |\n|---|---|---|\n"
    "| Basic | 18 (plus 25 per late payment) | none |\n| Plus | 29 | 40 |\n",
    "es": "Estos son los dos planes:\n\n| Plan | Mensual | Cuota de alta |\n|---|---|---|\n"
    "| Basic | 18 (más 25 por pago atrasado) | ninguna |\n| Plus | 29 | 40 |\n",
}


@pytest.mark.parametrize("lang", sorted(TABLE))
def test_a_denied_cell_is_held_to_its_own_column(lang: str) -> None:
    report = checked(TABLE[lang], PLANS, language=lang)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_in_a_sentence_is_still_held_to_the_field_it_names() -> None:
    report = checked("Basic costs 18 a month and has no late fee.", PLANS, language="en")
    assert "false_absence" in kinds(report), show(report)
