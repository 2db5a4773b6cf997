"""A state the answer denies that the output holds (session 28; examples written for these
tests): "your membership isn't active" beside ``status: active`` is contradicted, with the
status as the witness; the same denial beside another state, or a hedged one, is not."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of


def membership(status: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_membership",
        {"member": "GM-310"},
        {
            "member": "GM-310",
            "plan": "Family",
            "status": status,
            "payments": [
                {"date": "2026-02-01", "amount_cents": 4200, "status": "declined"},
                {"date": "2026-02-04", "amount_cents": 4200, "status": "captured"},
            ],
        },
    )


DENIALS = {
    "en": "Your February 1 payment of $42.00 was declined, so your Family membership isn't "
    "active right now.",
    "es": "El pago de 42,00 $ del 1 de febrero fue rechazado, así que tu membresía Family no "
    "está activa ahora mismo.",
    "hi": "1 फ़रवरी का $42.00 का भुगतान अस्वीकार हुआ, इसलिए आपकी Family सदस्यता अभी सक्रिय नहीं है।",
}


@pytest.mark.parametrize("lang", sorted(DENIALS))
def test_a_denied_state_the_output_holds_is_a_false_absence(lang: str) -> None:
    report = checked(DENIALS[lang], membership("active"), language=lang)
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence", "state_denied").pointer == "/status"


@pytest.mark.parametrize("lang", sorted(DENIALS))
def test_the_same_denial_of_a_state_the_output_lacks_stands(lang: str) -> None:
    report = checked(DENIALS[lang], membership("suspended"), language=lang)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denied_state_that_is_hedged_is_no_finding() -> None:
    report = checked(
        "Your February 1 payment of $42.00 was declined, so your membership may not be active.",
        membership("active"),
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_state_held_in_part_is_not_the_state() -> None:
    invoice = (
        "get_invoice",
        {"invoice": "INV-88"},
        {"invoice": "INV-88", "status": "partially_paid", "balance_cents": 12000},
    )
    report = checked("Invoice INV-88 is not fully paid off; $120.00 is still owing.", invoice)
    assert "false_absence" not in kinds(report), show(report)
    assert "fact_mismatch" not in kinds(report), show(report)


@pytest.mark.parametrize(("status", "found"), [("PAID", True), ("UNPAID", False)])
def test_a_payment_denied_as_recorded_is_held_to_the_status(status: str, found: bool) -> None:
    challan = (
        "get_fine",
        {"fine": "EC-4410"},
        {"fine": "EC-4410", "amount": 500, "status": status},
    )
    report = checked("आपके चालान EC-4410 (₹500) का भुगतान दर्ज नहीं हुआ है।", challan, language="hi")
    assert ("false_absence" in kinds(report)) is found, show(report)


LICENCES = (
    "get_licences",
    {"holder": "H-9"},
    {
        "holder": "H-9",
        "licences": [
            {"id": "FL-2", "type": "Sport Fishing", "status": "active", "expires": "2026-03-31"}
        ],
    },
)
RENEWAL = (
    "renew_licence",
    {"id": "FL-2"},
    {
        "error": "PAYMENT_METHOD_EXPIRED",
        "message": "The card on file (Mastercard ending 9902) expired 03/26.",
    },
)


def test_a_state_an_output_says_of_something_unnamed_is_no_status_misstated() -> None:
    report = checked(
        "We could not renew it: the Mastercard ending 9902 on your licence account "
        "expired in March.",
        LICENCES,
        RENEWAL,
        errors={1: "PAYMENT_METHOD_EXPIRED"},
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_state_no_output_holds_is_still_held_to_the_status() -> None:
    report = checked("Your fishing licence has expired.", LICENCES)
    assert "fact_mismatch" in kinds(report), show(report)
