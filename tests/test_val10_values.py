"""Fact mismatch classes (val10): values an answer states in another form than the output
keeps them, which must be read as the same value (and a wrong one still caught).

- a total over a list whose amounts are kept in minor units (``*_cents``, ``*_paise``),
  stated in the currency ("$71.40 in all");
- a bare number in a table column whose header names its unit ("Hours", "Distance (km)")
  against a field kept in another unit of the same measure (``*_minutes``, ``*_m``), and
  the column's total;
- a clock hour said with "and some minutes past it" ("7点多", "shortly after 7",
  "pasadas las 7", "7 बजे के बाद") against an output time inside that hour.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a total of minor-unit amounts ---------------------------------------------------------

LOCKERS = (
    "list_locker_rentals",
    {"member": "GY-5521"},
    {
        "rentals": [
            {"locker": "A-4", "month": "2026-01", "fee_cents": 2150, "status": "settled"},
            {"locker": "A-4", "month": "2026-02", "fee_cents": 2150, "status": "settled"},
            {"locker": "C-9", "month": "2026-03", "fee_cents": 2840, "status": "settled"},
        ]
    },
)

TOTALS_RIGHT = {
    "en": "Your three locker rentals came to $71.40 in total.",
    "es": "Sus tres alquileres de casillero suman $71.40 en total.",
    "hi": "आपके तीन लॉकर किराए कुल $71.40 हुए।",
    "zh": "你三次储物柜租用一共是$71.40。",
}


@pytest.mark.parametrize("language", sorted(TOTALS_RIGHT))
def test_a_total_of_cents_stated_in_the_currency_passes(language):
    report = checked(TOTALS_RIGHT[language], LOCKERS, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert report.action == "emit", show(report)


def test_a_total_no_subset_of_the_cents_makes_is_not_verified():
    report = checked("Your three locker rentals came to $74.10 in total.", LOCKERS)
    assert report.action != "emit" or any(
        c.status != "verified" for c in report.claims if "$74.10" in c.text
    ), show(report)


# ---- a table column whose header names the unit --------------------------------------------

ROWING = (
    "get_rowing_log",
    {"athlete": "RW-118"},
    {
        "athlete": "RW-118",
        "sessions": [
            {"date": "2026-05-04", "boat": "single", "duration_minutes": 75, "rating": 22},
            {"date": "2026-05-06", "boat": "double", "duration_minutes": 105, "rating": 24},
            {"date": "2026-05-09", "boat": "single", "duration_minutes": 45, "rating": 28},
        ],
    },
)

HOURS_TABLE = """Your rowing sessions this week:

| Date | Boat | Hours |
|---|---|---|
| May 4 | single | 1.25 |
| May 6 | double | 1.75 |
| May 9 | single | 0.75 |
| **Total** | | **3.75** |
"""


def test_hours_in_a_column_headed_hours_are_the_minutes_field():
    report = checked(HOURS_TABLE, ROWING, system="Today is Sunday, 10 May 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)
    assert not [f for f in report.findings if "1.75" in str(f.found)], show(report)


SHELF = (
    "get_shelf_space",
    {"store": "ST-40"},
    {
        "aisles": [
            {"aisle": "Garden", "frontage_m": 12.5},
            {"aisle": "Paint", "frontage_m": 8.0},
        ]
    },
)


def test_a_parenthesised_unit_in_a_header_is_the_column_unit():
    answer = "| Aisle | Frontage (cm) |\n|---|---|\n| Garden | 1250 |\n| Paint | 800 |\n"
    report = checked(answer, SHELF)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert report.action == "emit", show(report)


# ---- a clock hour and some minutes past it -------------------------------------------------

FERRY = (
    "get_ferry_status",
    {"route": "HX-3"},
    {"route": "HX-3", "vessel": "Marlin", "departed_at": "2026-07-14 07:40", "status": "sailing"},
)

PAST_THE_HOUR = {
    "en": "The Marlin left on July 14 shortly after 7 and is sailing now.",
    "es": "El Marlin salió el 14 de julio pasadas las 7 y ahora está navegando.",
    "hi": "Marlin 14 जुलाई को सुबह 7 बजे के बाद रवाना हुआ और अभी रास्ते में है।",
    "zh": "Marlin号7月14日早上7点多出发，目前正在航行。",
}


@pytest.mark.parametrize("language", sorted(PAST_THE_HOUR))
def test_a_time_said_as_past_the_hour_holds_a_time_in_that_hour(language):
    report = checked(PAST_THE_HOUR[language], FERRY, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_exact_hour_is_still_read_exactly():
    report = checked("The Marlin left on July 14 at 7:00 and is sailing now.", FERRY)
    assert report.action != "emit", show(report)
