"""Fact mismatch classes (val13): short weekdays with a day, quantities, the answer's own
sums, years in a named column, and the one field a distinctive word names.

- a short weekday with a day of the month, as tables write them ("Tue 17", "mar 17",
  "मंगल 17", "周二17日"): the 17th that is that weekday near today, not March 17;
- a total for a stated quantity of one item ("3 passes, 66 in total" at 22 each) is the
  quantity times the item, not the sum of different items;
- an amount the sentence ties to verified amounts by its own sum ("it started at X;
  adding A and taking off B leaves C") is their difference, not a figure to look up;
- a year in a table column whose header names the field ("Edition") is held to its row;
- a date whose label names several fields by one word and one field by another: the
  distinctive word decides.

Every example here is written for these tests."""

from __future__ import annotations

from datetime import datetime

import pytest

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show

NOW = datetime(2026, 5, 15, 9, 0)  # a Friday


def _dates(text: str, language: str) -> list[tuple[str, object]]:
    return [(m.text, m.value) for m in find_mentions(text, language, now=NOW) if m.kind == "date"]


SHORT_WEEKDAYS = {
    "en": ("| Tue 12 | yoga |", "Tue 12"),
    "es": ("| mar 12 | yoga |", "mar 12"),
    "hi": ("| मंगल 12 | योग |", "मंगल 12"),
    "zh": ("周二12日 瑜伽课", "周二12日"),
}


@pytest.mark.parametrize("language", sorted(SHORT_WEEKDAYS))
def test_a_short_weekday_with_a_day_is_that_days_date(language):
    text, said = SHORT_WEEKDAYS[language]
    assert (said, datetime(2026, 5, 12).date()) in _dates(text, language)


def test_a_name_that_is_also_a_month_is_no_weekday_when_the_weekday_disagrees():
    # the 13th near today is a Wednesday: "mar 13" is no Tuesday
    assert all(v != datetime(2026, 5, 13).date() for _, v in _dates("vence el mar 13", "es"))
    assert all(v != datetime(2026, 5, 13).date() for _, v in _dates("due Mar 13", "en"))


def test_a_short_weekday_that_disagrees_with_the_day_is_not_read():
    # "रवि" is also a name; the 11th near today is a Monday
    assert _dates("रवि 11 किताबें लाया", "hi") == []


def test_a_day_and_month_before_a_short_weekday_is_no_weekday():
    assert all(v != datetime(2026, 5, 12).date() for _, v in _dates("el 9 de mar 12", "es"))


CLASSES = (
    "list_classes",
    {"studio": "north"},
    {
        "classes": [
            {"date": "2026-05-11", "name": "Pilates", "room": "A"},
            {"date": "2026-05-12", "name": "Spin", "room": "B"},
            {"date": "2026-05-13", "name": "Barre", "room": "A"},
        ]
    },
)
SCHEDULE = {
    "en": "| Day | Class |\n|---|---|\n| Mon 11 | Pilates |\n| Tue 12 | Spin |\n| Wed 13 | Barre |",
    "es": "| Día | Clase |\n|---|---|\n| Lun 11 | Pilates |\n| Mar 12 | Spin |\n| Mié 13 | Barre |",
}
TODAY = "Today is Friday, 15 May 2026."


@pytest.mark.parametrize("language", sorted(SCHEDULE))
def test_a_table_of_short_weekdays_and_days_is_held(language):
    report = checked(SCHEDULE[language], CLASSES, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert report.action == "emit", show(report)


PASSES = (
    "search_passes",
    {"park": "Lakeside"},
    {
        "passes": [
            {"id": "P-1", "kind": "day", "price_usd": 22.5},
            {"id": "P-2", "kind": "weekend", "price_usd": 38.0},
        ]
    },
)
QUANTITY = {
    "en": "The day pass is $22.50, the weekend pass $38. Three day passes: $67.50 in total.",
    "zh": "单日票22.5美元，周末票38美元。三张单日票一共67.5美元。",
}
QUANTITY_WRONG = {
    "en": "The day pass is $22.50 and the weekend pass $38. Three day passes come to $70 in total.",
}


@pytest.mark.parametrize("language", sorted(QUANTITY))
def test_a_total_for_a_quantity_of_one_item_is_no_sum_of_items(language):
    report = checked(QUANTITY[language], PASSES, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_total_no_quantity_explains_is_still_checked():
    report = checked(QUANTITY_WRONG["en"], PASSES, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


WALLET = (
    "get_wallet",
    {"user": "k-77"},
    {"balance_usd": 165.0, "top_up_usd": 60.0, "spent_usd": 35.0, "currency": "USD"},
)
OWN_SUM = {
    "en": (
        "Your wallet holds $165. Check: it started the week at $140; adding the $60 top-up "
        "and taking off the $35 you spent leaves $165."
    ),
    "hi": ("आपके wallet में $165 हैं। जाँच: हफ़्ते की शुरुआत में $140 थे; $60 जोड़कर और $35 घटाकर $165 बनते हैं।"),
}
OWN_SUM_BROKEN = (
    "Your wallet holds $165. Check: it started the week at $150; adding the $60 top-up "
    "and taking off the $35 you spent leaves $165."
)


@pytest.mark.parametrize("language", sorted(OWN_SUM))
def test_an_amount_the_answers_own_sum_ties_to_verified_amounts_is_held(language):
    report = checked(OWN_SUM[language], WALLET, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_the_sum_does_not_give_is_not_held_by_it():
    # 150 + 60 - 35 is 175, not 165: the sentence's own sum does not hold 150
    report = checked(OWN_SUM_BROKEN, WALLET, system=TODAY)
    claims = [c for c in report.claims if "150" in c.text]
    assert claims and all(c.status != "verified" for c in claims), show(report)


FESTIVAL = (
    "get_lineup",
    {"festival": "Riverbank"},
    {
        "acts": [
            {"name": "Copper Lanterns", "edition": 2019, "stage": "East"},
            {"name": "Night Orchard", "edition": 2023, "stage": "West"},
        ]
    },
)
EDITION_RIGHT = (
    "| Act | Edition | Stage |\n|---|---|---|\n| Copper Lanterns | 2019 | East |\n"
    "| Night Orchard | 2023 | West |"
)
EDITION_WRONG = (
    "| Act | Edition | Stage |\n|---|---|---|\n| Copper Lanterns | 2023 | East |\n"
    "| Night Orchard | 2023 | West |"
)


def test_a_year_in_a_named_column_is_held_to_its_row():
    report = checked(EDITION_WRONG, FESTIVAL, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_year_in_its_own_row_passes():
    report = checked(EDITION_RIGHT, FESTIVAL, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


PARCEL = (
    "get_parcel",
    {"parcel": "QX-5521"},
    {
        "parcel": "QX-5521",
        "shipped_at": "2026-05-12",
        "estimated_delivery": "2026-05-18",
        "auto_confirm_at": "2026-05-26",
    },
)
CONFIRM_WRONG = {
    "en": "If you do nothing, the delivery is auto-confirmed on May 20.",
    "zh": "如果您一直不操作，系统会在5月20日自动确认收货。",
}
CONFIRM_RIGHT = {
    "en": "If you do nothing, the delivery is auto-confirmed on May 26.",
    "zh": "如果您一直不操作，系统会在5月26日自动确认收货。",
}


@pytest.mark.parametrize("language", sorted(CONFIRM_WRONG))
def test_the_distinctive_word_of_a_label_names_the_date_field(language):
    report = checked(CONFIRM_WRONG[language], PARCEL, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(CONFIRM_RIGHT))
def test_the_right_date_for_the_distinctive_word_passes(language):
    report = checked(CONFIRM_RIGHT[language], PARCEL, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
