"""False-absence classes of helper abs13: a field witnesses a denial only when it shows the
denied thing, not when it merely exists.

- "Nothing is overdue on the membership" beside ``renewal_due_on`` after today: a thing has
  the date it falls due by whether it is overdue or not; a future date (or a past one its
  row marks paid) shows no lapse. A past due date its row leaves unpaid still witnesses.
- "The locker rental was refunded, so no fee was charged" beside ``fee: 12`` and
  ``fee_charged: 0`` in the same row: the qualifier names the nil field, which settles
  the denial; the field the claim names only by the shared noun is what it would cost.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

_TODAY = "Today is Tuesday, 10 March 2026."


def _membership(due_on: str, extra: dict[str, Any] | None = None) -> tuple[str, dict, Any]:
    return (
        "get_membership",
        {"member": "GM-3307"},
        {
            "member": "GM-3307",
            "plan": "Climbing wall, monthly",
            "renewal_due_on": due_on,
            "overdue_balance": 0,
            **(extra or {}),
        },
    )


_NOTHING_OVERDUE = [
    ("en", "Nothing is overdue on your membership right now."),
    ("es", "Ahora mismo no tienes nada vencido en tu membresía."),
    ("hi", "अभी आपकी सदस्यता पर कोई बकाया नहीं है।"),
    ("zh", "您的会员目前没有逾期欠款。"),
]


@pytest.mark.parametrize(("language", "answer"), _NOTHING_OVERDUE)
def test_a_due_date_still_ahead_is_no_witness_of_an_overdue_thing(language: str, answer: str):
    report = checked(answer, _membership("2026-03-21"), system=_TODAY, language=language)
    assert "false_absence" not in kinds(report), show(report)


def test_a_past_due_date_the_row_marks_paid_is_no_witness():
    output = {
        "member": "GM-3307",
        "installments": [
            {"n": 1, "due_on": "2026-02-01", "paid_at": "2026-01-30", "amount": 45},
            {"n": 2, "due_on": "2026-03-01", "paid_at": "2026-03-01", "amount": 45},
        ],
    }
    report = checked(
        "Nothing is overdue on your membership right now.",
        ("get_membership", {"member": "GM-3307"}, output),
        system=_TODAY,
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_past_due_date_left_unpaid_is_still_the_witness():
    output = {
        "member": "GM-3307",
        "installments": [
            {"n": 1, "due_on": "2026-02-01", "paid_at": "2026-01-30", "amount": 45},
            {"n": 2, "due_on": "2026-03-01", "paid_at": None, "amount": 45},
        ],
    }
    report = checked(
        "अभी आपकी सदस्यता पर कोई बकाया नहीं है।",
        ("get_membership", {"member": "GM-3307"}, output),
        system=_TODAY,
        language="hi",
    )
    assert "false_absence" in kinds(report), show(report)


def test_an_overdue_amount_above_zero_is_still_the_witness():
    report = checked(
        "Nothing is overdue on your membership right now.",
        _membership("2026-03-21", {"overdue_balance": 45}),
        system=_TODAY,
    )
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_of_the_date_itself_meets_the_date():
    # "no due date" denies the date, which the output holds
    report = checked(
        "There is no due date set for your membership renewal.",
        _membership("2026-03-21"),
        system=_TODAY,
    )
    assert "false_absence" in kinds(report), show(report)


# --- the qualifier names the nil field of the named row -------------------------------


def _rentals(charged: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_rentals",
        {"member": "GM-3307"},
        {
            "rentals": [
                {"item": "Locker 14", "fee": 12, "fee_charged": charged, "status": "refunded"},
                {"item": "Chalk bag", "fee": 3, "fee_charged": 3, "status": "active"},
            ]
        },
    )


def test_a_nil_field_the_qualifier_names_in_the_named_row_settles_it():
    report = checked("Locker 14 was refunded, and no fee was charged for Locker 14.", _rentals(0))
    assert "false_absence" not in kinds(report), show(report)


def test_the_named_field_above_zero_in_the_named_row_is_the_witness():
    report = checked("Locker 14 was refunded, and no fee was charged for Locker 14.", _rentals(12))
    assert "false_absence" in kinds(report), show(report)


def test_the_nil_field_named_apart_from_the_amount_outside_a_list():
    output = {"visit": "VS-551", "copay": 20, "copay_billed": 0, "status": "waived"}
    report = checked(
        "Your copay was waived: no copay was billed for visit VS-551.",
        ("get_visit", {"visit": "VS-551"}, output),
    )
    assert "false_absence" not in kinds(report), show(report)
