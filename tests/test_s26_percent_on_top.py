"""Derived value class (session 26): an amount with a percent of the same record put on top
of it or taken off it (a tax, a tip, a surcharge, a discount): ``price × (1 ± pct/100)``.

- the amount the answer computed is verified by that derivation, in every language;
- an amount that neither the fields nor such a derivation give is still contradicted.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

QUOTE = (
    "get_quote",
    {"job": "roof"},
    {
        "quote_id": "Q-31",
        "lines": [
            {"item": "gutter guard", "price": 420.0, "tax_pct": 8},
            {"item": "downspout", "price": 180.0, "tax_pct": 8},
        ],
        "discount_pct": 10,
    },
)

WITH_TAX = {
    "en": "The gutter guard comes to $453.60 with tax.",
    "es": "La protección de canalón sale en 453,60 $ con impuestos.",
    "hi": "gutter guard टैक्स सहित $453.60 का पड़ेगा।",
    "zh": "挡叶网含税453.60美元。",
}


@pytest.mark.parametrize("lang", sorted(WITH_TAX))
def test_an_amount_with_its_records_tax_on_top_is_verified(lang: str) -> None:
    report = checked(WITH_TAX[lang], QUOTE, language=lang)
    assert not kinds(report), show(report)
    (claim,) = report.claims
    assert claim.status == "verified", show(report)


def test_an_amount_with_a_discount_taken_off_is_verified() -> None:
    report = checked("With the 10% discount the downspout is $162.00.", QUOTE)
    (claim,) = report.claims
    assert claim.status == "verified", show(report)


def test_an_amount_no_derivation_gives_is_still_contradicted() -> None:
    report = checked("The gutter guard comes to $460.00 with tax.", QUOTE)
    assert "fact_mismatch" in kinds(report), show(report)
