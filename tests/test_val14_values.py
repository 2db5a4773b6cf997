"""Fact mismatch classes (val14): a value needs a witness of the same attribute.

- a gap between two output figures ("cheaper by", "una diferencia de", "₹… सस्ता",
  "便宜…元") is a difference, not a total of the parts the answer lists;
- the last digits of an id written masked ("…4417", "ending in", "terminada en",
  "आख़िरी 4 अंक", "尾号") are a suffix of the output id;
- a date that opens a period ("since", "desde el", "से अब तक", "自…起") is no row's date;
- a clock time the answer computed from an output time and an output duration, said
  approximately ("around", "के आसपास"), is that sum, not another time field;
- "N × M cm" is a size an item's description holds, not a quantity;
- "in two weeks" is as exact as a week: a day or two off is no contradiction.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from nyaya.checks.values import _dimensions_at
from runkit import checked, kinds, show

TODAY = "Today is Friday, 15 May 2026."

# ---- a gap between two totals -------------------------------------------------------------

PLANS = (
    "compare_plans",
    {"site": "harbour-9"},
    {
        "plans": [
            {"plan": "Basic", "monthly_fee": 42.5, "months": 24, "total_cost": 1020.0},
            {"plan": "Plus", "monthly_fee": 58.0, "months": 24, "total_cost": 1392.0},
        ]
    },
)
GAP = {
    "en": "Basic costs $42.50 a month and Plus $58. Basic is cheaper overall by about $372.",
    "es": "Basic cuesta 42,50 $ al mes y Plus 58 $. En total hay una diferencia de 372 $.",
    "hi": "Basic $42.50 महीना है और Plus $58. कुल मिलाकर Basic $372 सस्ता है।",
    "zh": "Basic每月42.5美元，Plus每月58美元。总共算下来Basic便宜372美元。",
}


@pytest.mark.parametrize("language", sorted(GAP))
def test_a_gap_between_two_totals_is_no_total_of_the_listed_parts(language):
    report = checked(GAP[language], PLANS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_total_of_the_listed_parts_is_still_checked():
    text = "Basic costs $42.50 a month and Plus $58, so $110 a month in total for both."
    report = checked(text, PLANS, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a masked id ---------------------------------------------------------------------------

CARD = (
    "get_card",
    {"member": "Q-551"},
    {"card_number": "4929003318254417", "holder": "Rui Okafor", "limit_usd": 2500},
)
MASKED = {
    "en": "The card ending in 4417 has a limit of $2,500.",
    "es": "La tarjeta terminada en 4417 tiene un límite de 2500 $.",
    "hi": "कार्ड (आख़िरी 4 अंक 4417) की लिमिट $2,500 है।",
    "zh": "尾号4417的卡额度为2500美元。",
}


@pytest.mark.parametrize("language", sorted(MASKED))
def test_the_last_digits_of_an_id_are_its_suffix(language):
    report = checked(MASKED[language], CARD, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_masked_digits_the_id_does_not_end_with_are_not_held():
    report = checked("Your card …4471 has a limit of $2,500.", CARD, system=TODAY)
    claims = [c for c in report.claims if "4471" in c.text]
    assert claims and all(c.status != "verified" for c in claims), show(report)


def test_an_ellipsis_before_the_digits_reads_as_a_mask():
    report = checked("The limit on card …4417 is $2,500.", CARD, system=TODAY)
    assert report.action == "emit", show(report)


# ---- a period's start ----------------------------------------------------------------------

DONATIONS = (
    "get_donations",
    {"donor": "D-204"},
    {
        "donations": [
            {"date": "2026-03-10", "amount_usd": 25.0},
            {"date": "2026-04-10", "amount_usd": 25.0},
            {"date": "2026-05-11", "amount_usd": 25.0},
        ]
    },
)
SINCE = {
    "en": "Since 1 March you have given $75 in three donations of $25.",
    "es": "Desde el 1 de marzo has donado 75 $ en tres donaciones de 25 $.",
    "hi": "1 मार्च से अब तक आपने $25 के तीन दान में कुल $75 दिए हैं।",
    "zh": "自3月1日起，您共捐了三次，每次25美元，合计75美元。",
}


@pytest.mark.parametrize("language", sorted(SINCE))
def test_the_start_of_a_period_is_no_rows_date(language):
    report = checked(SINCE[language], DONATIONS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a clock time computed from a start and a duration ------------------------------------

FERRY = (
    "book_ferry",
    {"route": "north-quay"},
    {
        "booking": "FR-33012",
        "departs_at": "2026-05-16T14:20:00+02:00",
        "crossing_min": 40,
        "change_allowed_until": "2026-05-16T12:05:00+02:00",
    },
)
ARRIVE = {
    "en": "Your ferry leaves at 14:20 and the crossing takes 40 minutes, so you land around 15:00.",
    "hi": "आपकी फ़ेरी 14:20 पर चलेगी, 40 मिनट लगेंगे, तो आप तीन बजे के आसपास पहुँचेंगे।",
}


@pytest.mark.parametrize("language", sorted(ARRIVE))
def test_a_time_computed_from_a_start_and_a_duration_is_held(language):
    report = checked(ARRIVE[language], FERRY, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


MORNING_FERRY = (
    "book_ferry",
    {"route": "north-quay"},
    {
        "booking": "FR-33019",
        "departs_at": "2026-05-16T08:05:00+05:30",
        "crossing_min": 40,
        "change_allowed_until": "2026-05-16T06:20:00+05:30",
    },
)


def test_a_quarter_to_the_hour_in_hindi_is_read_and_held():
    # पौने नौ is 8:45: 8:05 and a 40-minute crossing
    text = "फ़ेरी सुबह 8:05 पर चलेगी और 40 मिनट लगेंगे, तो आप पौने नौ बजे के आसपास पहुँचेंगे।"
    report = checked(text, MORNING_FERRY, language="hi", system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- sizes in an item's description -------------------------------------------------------

DESK = (
    "get_order",
    {"order": "W-7781"},
    {
        "items": [
            {"desc": "Walnut desk 160x80 cm", "qty": 1, "unit_price": 640.0},
            {"desc": "Cable tray", "qty": 2, "unit_price": 18.0},
        ]
    },
)
SIZES = {
    "en": (
        "| Item | Price |\n|---|---|\n| Walnut desk (160 × 80 cm) | $640 |\n"
        "| Cable tray × 2 | $36 |"
    ),
    "es": "| Artículo | Precio |\n|---|---|\n| Escritorio de nogal (160 × 80 cm) | 640 $ |",
}


@pytest.mark.parametrize("language", sorted(SIZES))
def test_sizes_an_items_description_holds_are_no_quantity(language):
    report = checked(SIZES[language], DESK, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_quantity_times_a_price_is_no_size():
    # "2 × $18" multiplies a quantity by a price: only a length unit makes sizes
    assert _dimensions_at("Cable tray: 2 × $18 = $36", 12, 13) is None
    assert _dimensions_at("Cable tray: 2 × 18 €", 12, 13) is None
    assert _dimensions_at("desk 160 × 80 cm", 5, 8) == ("160", "80", "cm")
    assert _dimensions_at("书桌 120×60厘米", 3, 6) == ("120", "60", "厘米")


# ---- a span of weeks -----------------------------------------------------------------------

RENEWAL = (
    "get_renewal",
    {"member": "L-90"},
    {"renews_on": "2026-05-28", "fee_usd": 35.0},
)
WEEKS = {
    "en": "Your membership renews on Thursday, May 28, in two weeks.",
    "es": "Tu cuota se renueva el jueves 28 de mayo, dentro de dos semanas escasas.",
}


@pytest.mark.parametrize("language", sorted(WEEKS))
def test_two_weeks_is_as_exact_as_a_week(language):
    report = checked(WEEKS[language], RENEWAL, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_span_of_weeks_off_by_more_than_its_granularity_is_caught():
    text = "Your membership renews on Thursday, May 28, in four weeks."
    report = checked(text, RENEWAL, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


def test_one_week_is_not_thirteen_days():
    text = "Your membership renews on Thursday, May 28, in one week."
    report = checked(text, RENEWAL, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a past date of the record with its year misstated ------------------------------------

SERVICE = (
    "get_service_log",
    {"vehicle": "KT-208"},
    {
        "services": [
            {"job": "brake pads", "date": "2024-09-17", "garage": "Elm Street Motors"},
            {"job": "timing belt", "date": "2025-02-03", "garage": "Elm Street Motors"},
        ]
    },
)
YEAR_OFF = {
    "en": "The brake pads were last replaced on September 17, 2023, at Elm Street Motors.",
    "es": "Las pastillas de freno (brake pads) se cambiaron el 17 de septiembre de 2023.",
    "hi": "Elm Street Motors पर brake pads 17 सितंबर 2023 को बदले गए थे।",
}
YEAR_RIGHT = {
    "en": "The brake pads were last replaced on September 17, 2024, at Elm Street Motors.",
    "zh": "brake pads上次更换是在2024年9月17日，在Elm Street Motors。",
}


@pytest.mark.parametrize("language", sorted(YEAR_OFF))
def test_a_past_date_of_the_record_a_year_off_is_caught(language):
    report = checked(YEAR_OFF[language], SERVICE, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(YEAR_RIGHT))
def test_the_records_own_date_passes(language):
    report = checked(YEAR_RIGHT[language], SERVICE, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_a_year_on_in_the_future_may_be_computed():
    # the next check a year after the last one: a computed date, not the record's misstated
    text = (
        "The brake pads were replaced at Elm Street Motors; the next check is September 17, 2026."
    )
    report = checked(text, SERVICE, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
