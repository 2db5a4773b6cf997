"""Classes from the act16 round on states and sources, in domains of our own:

- a sentence that sorts records by state ("3 were delivered, 1 is in transit and 1 was
  returned") names each group by its state: the record its "in transit" matches is no
  witness against the clause about another group;
- a Hindi body pointed at, not named ("जो बैंक के आँकड़ों", "इस विभाग की रिपोर्ट"), is no
  document to look for; a document named by its issuer and its year ("XYZ नियमावली 2019")
  needs an output that holds the year with the issuer;
- a title in sentence case dated by its year ("la Guía de tarifas 2024", "the Parent
  handbook 2023") is a named document.

Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

_PARCELS = (
    "list_parcels",
    {"account": "A-61"},
    {
        "parcels": [
            {"id": "PK-101", "status": "delivered"},
            {"id": "PK-102", "status": "delivered"},
            {"id": "PK-103", "status": "delivered"},
            {"id": "PK-104", "status": "in_transit"},
            {"id": "PK-105", "status": "cancelled"},
        ],
        "total": 5,
    },
)


def test_a_tally_by_state_holds_each_group_to_its_own_records():
    answer = "Of your 5 parcels, 3 were delivered, 1 is in transit and 1 was cancelled."
    report = checked(answer, _PARCELS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_record_named_in_another_state_is_still_caught():
    answer = "Parcel PK-104 was cancelled."
    report = checked(answer, _PARCELS)
    assert "fact_mismatch" in kinds(report), show(report)


_LOAN = (
    "get_loan",
    {"loan": "GL-7730"},
    {"loan": "GL-7730", "principal_inr": 420000, "interest_inr": 18650, "total_inr": 438650},
)


def test_a_hindi_body_pointed_at_is_no_document():
    answer = "कुल देय ₹4,38,650 है (₹4,20,000 + ₹18,650), जो बैंक के दिखाए आँकड़ों से मेल खाता है।"
    report = checked(answer, _LOAN, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


_RULES = (
    "get_rules",
    {"topic": "refund"},
    "XYZ सहकारी समिति — नियमावली (संशोधित 2021)\n1. बुकिंग रद्द करने पर 7 दिन में पैसा वापस।",
)


def test_a_hindi_document_named_with_a_year_no_output_holds():
    answer = "पैसा 7 दिन में वापस आएगा। यही बात XYZ नियमावली 2019 के नियम 4 में भी लिखी है।"
    report = checked(answer, _RULES, language="hi")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_hindi_document_named_with_the_year_an_output_holds():
    answer = "पैसा 7 दिन में वापस आएगा, जैसा XYZ नियमावली 2021 में लिखा है।"
    report = checked(answer, _RULES, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "El alquiler de la pista cuesta 12 €. Así lo fija también la **Guía de tarifas "
            "2024** del ayuntamiento.",
            "es",
        ),
        (
            "The court costs $12 an hour, as the Members handbook 2023 of the club also says.",
            "en",
        ),
    ],
)
def test_a_sentence_case_title_with_its_year_must_be_read(answer, language):
    prices = ("get_prices", {"facility": "court"}, {"court_hourly": 12, "currency": "EUR"})
    report = checked(answer, prices, language=language)
    assert "source_fabrication" in kinds(report), show(report)


def test_a_sentence_case_title_an_output_holds():
    answer = "El alquiler de la pista cuesta 12 €, según la **Guía de tarifas 2024**."
    docs = (
        "search_documents",
        {"query": "tarifas"},
        {"results": [{"title": "Guía de tarifas 2024", "excerpt": "Pista: 12 € la hora."}]},
    )
    report = checked(answer, docs, language="es")
    assert "source_fabrication" not in kinds(report), show(report)
