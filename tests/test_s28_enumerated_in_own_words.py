"""A part count whose items the answer names in its own words (session 28; examples written
for these tests): "en valores normales, 3 de 5: hemoglobina 13,1 g/dL, plaquetas 250 y glucosa
0,92 g/L" names three items (lower-case names hold no anchor; a decimal comma parts no
entries), so the count is the answer's own partition; naming four for a count of three is
still a mismatch."""

from __future__ import annotations

from runkit import checked, kinds, show

LAB = (
    "get_lab_results",
    {"sample": "S-40"},
    {
        "results": [
            {"test": "Hemoglobina", "value": 13.1, "unit": "g/dL", "ref": "12-16", "flag": None},
            {"test": "Plaquetas", "value": 250, "unit": "10^9/L", "ref": "150-400", "flag": None},
            {"test": "Colesterol", "value": 2.6, "unit": "g/L", "ref": "1.2-2.0", "flag": "H"},
            {"test": "Glucosa", "value": 0.92, "unit": "g/L", "ref": "0.7-1.1", "flag": None},
            {"test": "Triglicéridos", "value": 2.1, "unit": "g/L", "ref": "0.5-1.5", "flag": "H"},
        ]
    },
)


def test_items_named_in_own_words_settle_a_part() -> None:
    report = checked(
        "**En valores normales, 3 de 5:** hemoglobina 13,1 g/dL, plaquetas 250 y glucosa 0,92 g/L.",
        LAB,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_items_named_than_counted_is_a_mismatch() -> None:
    report = checked(
        "**En valores normales, 3 de 5:** hemoglobina 13,1 g/dL, plaquetas 250, colesterol 2,6 y "
        "glucosa 0,92 g/L.",
        LAB,
        language="es",
    )
    assert "count_mismatch" in kinds(report), show(report)
