"""Value class (session 27): a code whose parts a slash joins is one value.

"INV/2031/0412", "SKG/25-26/0977": a prefix of capitals, then digits, joined by slashes, is a
receipt's or an invoice's number, read whole, so a digit the answer gets wrong is held to the
output's number. Dates ("12/05/2031") and "24/7" are no codes. Each example is written for
these tests.
"""

from __future__ import annotations

import pytest

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show

INVOICES = (
    "list_invoices",
    {"customer": "C-77"},
    {
        "invoices": [
            {"number": "INV/2031/0412", "date": "2031-02-03", "amount": 540},
            {"number": "INV/2031/0577", "date": "2031-03-03", "amount": 610},
        ]
    },
)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Your invoice INV/2031/0412 is paid.", "INV/2031/0412"),
        ("रसीद SKG/25-26/0977 भेज दी गई है।", "SKG/25-26/0977"),
    ],
)
def test_a_slashed_code_is_read_whole(text: str, code: str) -> None:
    found = [m.text for m in find_mentions(text, "hi" if "रसीद" in text else "en")]
    assert code in found, found


def test_dates_and_hours_are_no_codes() -> None:
    found = [(m.kind, m.text) for m in find_mentions("Open 24/7; due 12/05/2031.", "en")]
    assert all(kind != "entity" for kind, _ in found), found


def test_a_slashed_code_with_a_wrong_digit_is_a_fact_mismatch() -> None:
    answer = "The March invoice is INV/2031/0571, for 610."
    report = checked(answer, INVOICES, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_right_code_is_verified() -> None:
    answer = "The March invoice is INV/2031/0577, for 610."
    report = checked(answer, INVOICES, language="en")
    assert not kinds(report), show(report)
