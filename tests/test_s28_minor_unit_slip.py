"""An amount whose digits are a slip of a field kept in minor units (session 28; examples
written for these tests): ``total_paise: 128400`` is ₹1,284, so "₹1,248" swaps two digits
and the field is the witness; the right amount, or a rounded one, is no slip."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

CASES = {
    "en": ("total_cents", "Your order total is $1,248.00, due on delivery.", "$1,284.00"),
    "es": (
        "total_cents",
        "Tu pedido tiene un total de 1.248,00 €, a pagar en la entrega.",
        "1.284,00 €",
    ),
    "hi": ("total_paise", "आपके ऑर्डर का कुल ₹1,248 है, डिलीवरी पर देना है।", "₹1,284"),
    "zh": ("total_fen", "您这笔订单的总额是 1248 元，货到付款。", "1284 元"),
}


def order(key: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return ("get_order", {"order": "OR-51"}, {"order": "OR-51", key: 128400, "status": "confirmed"})


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_slip_of_a_minor_unit_field_is_witnessed_by_it(lang: str) -> None:
    key, answer, _ = CASES[lang]
    report = checked(answer, order(key), language=lang)
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == f"/{key}"


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_right_amount_is_no_slip(lang: str) -> None:
    key, answer, right = CASES[lang]
    wrong = {"en": "$1,248.00", "es": "1.248,00 €", "hi": "₹1,248", "zh": "1248 元"}[lang]
    report = checked(answer.replace(wrong, right), order(key), language=lang)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_bare_number_is_no_slip_of_an_amount_in_minor_units() -> None:
    quote = (
        "get_quote",
        {"van": "M"},
        {"km_included": 300, "extra_km_cents": 250, "price_cents": 7900},
    )
    report = checked("**Kilómetros incluidos:** 200, y cada km extra 2,50 €.", quote, language="es")
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/km_included"
