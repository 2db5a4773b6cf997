"""Classes from the inf14 round, in domains of our own: a rule of how one value varies with
another ("will vary with the weight", "会随油价浮动") is no outcome foretold; an idiom that
foretells ("no problem at all", "sin problema") stands alone as a reply that grants what was
asked, and then foretells nothing. Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a rule of variation is not a forecast ------------------------------------------------

SHIPPING = (
    "get_shipping_quote",
    {"parcel": "PK-3318"},
    {"parcel": "PK-3318", "weight_kg": 7.5, "quote_usd": 38.2, "fuel_surcharge_pct": 6},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The quote is $38.20; the surcharge will vary with fuel prices on the day it ships.",
            "en",
        ),
        (
            "The quote is $38.20. The last cent of it will depend on the weighing at the depot.",
            "en",
        ),
        ("La cotización es de 38,20 $; el recargo variará según el precio del combustible.", "es"),
        ("La cotización es de 38,20 $. El importe final dependerá del pesaje en el almacén.", "es"),
        ("कोटेशन $38.20 का है; सरचार्ज ईंधन की कीमत के हिसाब से थोड़ा बदलेगा।", "hi"),
        ("报价是38.20美元，附加费部分会随油价小幅浮动。", "zh"),
    ],
)
def test_a_rule_of_how_a_value_varies_is_no_prediction(answer, language):
    report = checked(answer, SHIPPING, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The quote is $38.20, and the parcel will reach Denver before the storm closes it.",
            "en",
        ),
        (
            "La cotización es de 38,20 $ y el paquete llegará el jueves a Denver sin retrasos.",
            "es",
        ),
    ],
)
def test_an_outcome_foretold_beside_a_rule_is_still_a_prediction(answer, language):
    report = checked(answer, SHIPPING, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- an idiom alone as a reply ------------------------------------------------------------

KENNEL_RULES = (
    "get_campsite_rules",
    {},
    "CAMPSITE RULES\n- Dogs: allowed on a lead, 2 per pitch at most, free of charge.\n"
    "- Quiet hours from 23:00.\n- Campfires only in the marked rings.",
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "**Dogs:** no problem at all, they stay on a lead and there is no charge (2 a pitch).",
            "en",
        ),
        ("**Perros:** sin problema, van con correa y no se cobra nada (2 por parcela).", "es"),
    ],
)
def test_an_idiom_standing_alone_as_a_reply_foretells_nothing(answer, language):
    report = checked(answer, KENNEL_RULES, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Dogs are fine, and you will reach the lake trail in time for the sunset walk.", "en"),
        ("Los perros pueden ir, y llegáis a tiempo para la ruta del atardecer sin problema.", "es"),
    ],
)
def test_an_idiom_inside_a_clause_still_foretells(answer, language):
    report = checked(answer, KENNEL_RULES, language=language)
    assert "inference_as_fact" in kinds(report), show(report)
