"""Value class (session 27): a figure inside a short text field is that field's.

``paper: "Gloss 170 g"`` of the poster and ``paper: "Matte 135 g"`` of the flyer: a row that
gives the flyer "Matte 170 g" states the poster's figure in the flyer's field, and the
flyer's own field holds another figure of that unit. A row that names both records (a small
and a big pack side by side), or a figure several records hold, says nothing of whose it is.
Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

QUOTE = (
    "get_quote",
    {"quote": "Q-7710"},
    {
        "quote": "Q-7710",
        "items": [
            {"product": "Poster A2", "paper": "Gloss 170 g", "qty": 40, "total": 88.0},
            {"product": "Flyer A6", "paper": "Matte 135 g", "qty": 800, "total": 64.0},
        ],
    },
)
HEAD = (
    "| Product | Paper | Qty | Total |\n|---|---|---|---|\n"
    "| Poster A2 | Gloss 170 g | 40 | 88.00 |\n"
)


def test_another_records_figure_in_a_short_field_is_a_fact_mismatch() -> None:
    report = checked(HEAD + "| Flyer A6 | Matte 170 g | 800 | 64.00 |\n", QUOTE, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_records_own_figure_is_verified() -> None:
    report = checked(HEAD + "| Flyer A6 | Matte 135 g | 800 | 64.00 |\n", QUOTE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


PACKS = (
    "price_check",
    {"item": "turmeric"},
    {
        "packs": [
            {"sku": "TU-200", "size": "200 g", "price": 68},
            {"sku": "TU-500", "size": "500 g", "price": 150},
        ]
    },
)


def test_a_row_that_names_both_records_is_no_witness() -> None:
    answer = "| Item | Small | Big |\n|---|---|---|\n| Turmeric | 200 g for 68 | 500 g for 150 |\n"
    report = checked(answer, PACKS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)
