"""Value class (session 27): a table's total row totals each cell's own column.

"| **Total** | 5,000 | 3,400 | **1,600** |" under "| Plot | Allotted | Used | Left |": the last
cell sums the "Left" column, not the figures of the row above it under other headers. Each
example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

PLOTS = (
    "get_allotment",
    {"member": "M-41"},
    {
        "plots": [
            {"plot": "7-A", "allotted_m3": 3000, "used_m3": 2100},
            {"plot": "9", "allotted_m3": 2000, "used_m3": 1300},
        ]
    },
)
TABLE = (
    "| Plot | Allotted | Used | Left |\n|---|---|---|---|\n"
    "| 7-A | 3,000 m³ | 2,100 m³ | 900 m³ |\n| 9 | 2,000 m³ | 1,300 m³ | 700 m³ |\n"
)


def test_a_total_rows_cell_sums_its_own_column() -> None:
    answer = TABLE + "| **Total** | **5,000 m³** | **3,400 m³** | **1,600 m³** |\n"
    report = checked(answer, PLOTS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_stated_total_over_its_own_parts_is_still_held_to_them() -> None:
    answer = "Plot 7-A used 2,100 m³ and plot 9 used 1,300 m³, so 3,800 m³ in total."
    report = checked(answer, PLOTS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)
