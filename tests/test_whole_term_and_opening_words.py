"""Two witnesses that were not there.

- "The cheapest overall" ranks the items on what each costs over its whole term; a list of
  monthly payments does not hold that whole, so it is no witness (the answer may have worked
  out the totals itself). Without the qualifier, or over a column of totals, it still is.
- A capitalised word that only opens the sentence ("Of course", "Otras políticas") names no
  document, even before a source noun in lower case.
"""

from __future__ import annotations

import pytest
from tests.runkit import checked, kinds

LEASES = (
    "get_lease_quotes",
    {"model": "van"},
    {
        "quotes": [
            {"lessor": "Kestrel Leasing", "monthly_fee_usd": 612.4, "term_months": 36},
            {"lessor": "Ashby Fleet", "monthly_fee_usd": 548.9, "term_months": 48},
            {"lessor": "Morrow Capital", "monthly_fee_usd": 655.0, "term_months": 30},
        ]
    },
)
TOTALS = (
    "get_lease_quotes",
    {"model": "van"},
    {
        "quotes": [
            {"lessor": "Kestrel Leasing", "total_cost_usd": 22046.4},
            {"lessor": "Ashby Fleet", "total_cost_usd": 26347.2},
            {"lessor": "Morrow Capital", "total_cost_usd": 19650.0},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Over the full term Morrow Capital is the cheapest overall.", "en"),
        ("Sumando todo, Morrow Capital es la más barata en total.", "es"),
        ("कुल मिलाकर Morrow Capital सबसे सस्ता है।", "hi"),
        ("算下来总价最便宜的是 Morrow Capital。", "zh"),
    ],
)
def test_cheapest_over_the_whole_term_is_not_held_to_a_monthly_column(answer, language):
    assert "fact_mismatch" not in kinds(checked(answer, LEASES, language=language))


@pytest.mark.parametrize(
    ("answer", "calls"),
    [
        ("Morrow Capital is the cheapest.", [LEASES]),  # by the monthly payment: Ashby
        ("Ashby Fleet is the cheapest overall.", [TOTALS]),  # a column of totals: Morrow
    ],
)
def test_the_extreme_is_still_contradicted_where_the_list_holds_it(answer, calls):
    assert "fact_mismatch" in kinds(checked(answer, *calls, language="en"))


NOTES = (
    "get_house_rules",
    {"hostel": "H-2"},
    {"rules": ["Quiet hours 22:00-07:00", "Bikes are kept in the yard"], "checkout": "10:00"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Of course, Dana. Quiet hours run from 22:00 to 07:00 and checkout is at 10:00.", "en"),
        ("Otras políticas: las bicis se guardan en el patio y la salida es a las 10:00.", "es"),
    ],
)
def test_a_word_that_only_opens_the_sentence_names_no_source(answer, language):
    assert "source_fabrication" not in kinds(checked(answer, NOTES, language=language))


def test_a_named_document_mid_sentence_is_still_held():
    answer = "Quiet hours run from 22:00, as the Hostel Safety Handbook says."
    assert "source_fabrication" in kinds(checked(answer, NOTES, language="en"))
