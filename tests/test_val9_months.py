"""Fact mismatch class (val9): a month named with a year and no day against an output
value written to the month only.

"March 2026", "marzo de 2026", "मार्च 2026", "2026年3月" said where the output gives the
month as ``2026-04``: the field is the witness. The month as the output gives it passes; so
does a month that another output date of the run falls in when the claim names that date's
key ("signed up in March" for ``signed_up_on``), and a whole date with its day. Every
example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

TARIFF = (
    "get_locker_plan",
    {"member": "LK-2093"},
    {
        "member": "LK-2093",
        "locker": "B-17",
        "signed_up_on": "2026-03-20",
        "new_rate_from_month": "2026-04",
        "monthly_rate": 18.0,
    },
)

WRONG = {
    "en": "The new rate for locker B-17 applies from March 2026.",
    "es": "La nueva tarifa del casillero B-17 se aplica desde marzo de 2026.",
    "hi": "लॉकर B-17 की नई दर मार्च 2026 से लागू है।",
    "zh": "储物柜 B-17 的新费率从2026年3月起执行。",
}
RIGHT = {
    "en": "The new rate for locker B-17 applies from April 2026.",
    "es": "La nueva tarifa del casillero B-17 se aplica desde abril de 2026.",
    "hi": "लॉकर B-17 की नई दर अप्रैल 2026 से लागू है।",
    "zh": "储物柜 B-17 的新费率从2026年4月起执行。",
}


@pytest.mark.parametrize("language", sorted(WRONG))
def test_a_month_the_month_field_does_not_hold_is_caught(language):
    report = checked(WRONG[language], TARIFF, language=language)
    assert witness_of(report, "fact_mismatch").pointer == "/new_rate_from_month", show(report)


@pytest.mark.parametrize("language", sorted(RIGHT))
def test_the_month_the_field_holds_passes(language):
    report = checked(RIGHT[language], TARIFF, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_month_of_another_date_whose_key_the_claim_names_passes():
    answer = "You signed up for locker B-17 in March 2026."
    report = checked(answer, TARIFF)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_abbreviated_month_is_read():
    answer = "The new rate for locker B-17 applies from Sept 2026."
    report = checked(answer, TARIFF)
    assert witness_of(report, "fact_mismatch").pointer == "/new_rate_from_month", show(report)


def test_a_whole_date_is_not_a_month():
    answer = "You signed up for locker B-17 on 20 March 2026."
    report = checked(answer, TARIFF)
    assert "fact_mismatch" not in kinds(report), show(report)
