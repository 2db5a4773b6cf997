"""Fact mismatch classes (val11): wrong values that were read as hedged, matched elsewhere
or never compared, and the right answers of the same shape that must still pass.

- an amount with a condition on when it applies, in a clause of its own ("fee: $40 if you
  cancel late", "si cancela tarde, el recargo es de 40 €") is the record's amount all the
  same; an amount inside the condition, or with a hedge of its own ("would be"), is not;
- a clock time with the tens of its minutes changed (7:45 for 07:25) of the one field its
  label names, the record's other time stated as written in the next line;
- a time to be somewhere by ("arrive by", "llegue antes de", "तक पहुँचें", "点前到达")
  against the run's one be-there-by field (``check_in_by``, ``arrive_by``).

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- an amount with a trailing condition ---------------------------------------------------

MEMBERSHIP = (
    "get_membership",
    {"member": "PL-3302"},
    {
        "member": "PL-3302",
        "plan": "Off-peak",
        "monthly_fee_usd": 38.0,
        "cancellation_fee_usd": 40.0,
        "renews_on": "2026-04-01",
    },
)

FEE_WRONG = {
    "en": "- **Cancellation fee:** $70.00 if you cancel before the renewal date",
    "es": "- **Cargo por cancelación:** $70.00 si cancela antes de la renovación",
}
FEE_RIGHT = {
    "en": "- **Cancellation fee:** $40.00 if you cancel before the renewal date",
    "es": "- **Cargo por cancelación:** $40.00 si cancela antes de la renovación",
}


@pytest.mark.parametrize("language", sorted(FEE_WRONG))
def test_an_amount_before_a_condition_is_compared(language):
    report = checked(FEE_WRONG[language], MEMBERSHIP, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(FEE_RIGHT))
def test_the_right_amount_before_a_condition_passes(language):
    report = checked(FEE_RIGHT[language], MEMBERSHIP, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


CONDITION_FIRST_WRONG = {
    "en": "If you cancel before the renewal date, the cancellation fee is $70.00.",
    "es": "Si cancela antes de la renovación, el cargo por cancelación es de $70.00.",
    "hi": "अगर आप रिन्यूअल से पहले कैंसल करते हैं, तो कैंसलेशन फ़ीस $70.00 लगेगी।",
    "zh": "如果在续费日前取消，取消费为$70.00。",
}
CONDITION_FIRST_RIGHT = {k: v.replace("70.00", "40.00") for k, v in CONDITION_FIRST_WRONG.items()}


@pytest.mark.parametrize("language", sorted(CONDITION_FIRST_WRONG))
def test_an_amount_after_a_condition_clause_is_compared(language):
    report = checked(CONDITION_FIRST_WRONG[language], MEMBERSHIP, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(CONDITION_FIRST_RIGHT))
def test_the_right_amount_after_a_condition_clause_passes(language):
    report = checked(CONDITION_FIRST_RIGHT[language], MEMBERSHIP, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_inside_the_condition_stays_hedged():
    report = checked(
        "If your balance goes over $70.00, the cancellation fee is waived.", MEMBERSHIP
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_hypothetical_amount_still_hedges_it():
    # "if you switch plans, it would be $70": a figure of another case, not the record's
    report = checked(
        "If you switch to the peak plan, your cancellation fee would be $70.00.", MEMBERSHIP
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a clock time with the tens of its minutes changed -------------------------------------

FERRY = (
    "get_ferry_booking",
    {"ref": "FB-2210"},
    {
        "bookings": [
            {
                "ref": "FB-2210",
                "route": "Harbour Point - Gull Isle",
                "sail": "07:25",
                "dock": "08:50",
                "deck": "upper",
                "fare": 23.5,
            }
        ],
        "total": 1,
    },
)

SAIL_WRONG = {
    "en": "Your crossing:\n\n- Sails 7:45 am\n- Docks 8:50 am\n- Fare $23.50",
    "zh": "你的船票：\n\n- 上午7:45开船\n- 8:50靠岸\n- 票价$23.50",
}
SAIL_RIGHT = {
    "en": "Your crossing:\n\n- Sails 7:25 am\n- Docks 8:50 am\n- Fare $23.50",
    "zh": "你的船票：\n\n- 上午7:25开船\n- 8:50靠岸\n- 票价$23.50",
}


@pytest.mark.parametrize("language", sorted(SAIL_WRONG))
def test_minutes_with_another_tens_digit_are_a_slip(language):
    report = checked(SAIL_WRONG[language], FERRY, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(SAIL_RIGHT))
def test_the_right_time_beside_the_other_passes(language):
    report = checked(SAIL_RIGHT[language], FERRY, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_last_digit_off_is_no_slip():
    # 7:20 for 07:25 may be a time rounded down; nothing here says it is the wrong one
    report = checked("Your ferry sails at about 7:20 am and docks at 8:50 am.", FERRY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a time to be somewhere by -------------------------------------------------------------

CLINIC = (
    "find_clinic_slots",
    {"clinic": "Riverside", "dates": ["2026-05-12"]},
    {
        "slots": [
            {"date": "2026-05-12", "time": "13:00", "open": 2},
            {"date": "2026-05-12", "time": "14:30", "open": 4},
        ]
    },
)
BOOKED = (
    "book_clinic_slot",
    {"date": "2026-05-12", "time": "14:30"},
    {
        "appointment": "VX-58120",
        "status": "booked",
        "date": "2026-05-12",
        "time": "14:30",
        "check_in_by": "14:10",
        "room": "Vaccination room 3",
    },
)

ARRIVE_WRONG = {
    "en": "Your shot is booked for 2:30 pm on May 12. Please arrive by 1:00 pm.",
    "es": "Su vacuna quedó para las 14:30 del 12 de mayo. Por favor llegue antes de las 13:00.",
    "hi": "आपका टीका 12 मई दोपहर 2:30 बजे बुक है। कृपया दोपहर 1 बजे तक क्लिनिक पहुँच जाएँ।",
    "zh": "你的疫苗预约在5月12日14:30。请在13:00之前到达诊所。",
}
ARRIVE_RIGHT = {
    "en": "Your shot is booked for 2:30 pm on May 12. Please arrive by 2:10 pm.",
    "es": "Su vacuna quedó para las 14:30 del 12 de mayo. Por favor llegue antes de las 14:10.",
    "hi": "आपका टीका 12 मई दोपहर 2:30 बजे बुक है। कृपया दोपहर 2:10 बजे तक क्लिनिक पहुँच जाएँ।",
    "zh": "你的疫苗预约在5月12日14:30。请在14:10之前到达诊所。",
}


@pytest.mark.parametrize("language", sorted(ARRIVE_WRONG))
def test_an_arrive_by_time_of_another_slot_is_caught(language):
    report = checked(ARRIVE_WRONG[language], CLINIC, BOOKED, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(ARRIVE_RIGHT))
def test_the_arrive_by_time_of_the_booking_passes(language):
    report = checked(ARRIVE_RIGHT[language], CLINIC, BOOKED, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_arrive_by_time_nothing_holds_is_compared_with_the_field():
    report = checked(
        "Your shot is booked for 2:30 pm on May 12. Please arrive by 1:50 pm.", CLINIC, BOOKED
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_time_without_a_be_there_by_field_is_left_alone():
    slots = (
        "find_clinic_slots",
        {"clinic": "Riverside"},
        {"slots": [{"date": "2026-05-12", "time": "13:00", "open": 2}], "closes": "18:00"},
    )
    report = checked("The 1:00 pm slot is open; please arrive by 1:00 pm.", slots)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a bullet under a heading that names the record ----------------------------------------

PLANS = (
    "list_storage_plans",
    {"region": "north"},
    {
        "plans": [
            {
                "name": "Cellar Plus",
                "monthly_usd": 29.0,
                "discount_pct": 12.5,
                "insurance_pct": 1.5,
                "size_m2": 6,
            },
            {
                "name": "Attic Basic",
                "monthly_usd": 14.0,
                "discount_pct": 5.0,
                "insurance_pct": 1.5,
                "size_m2": 3,
            },
        ]
    },
)

HEADED_WRONG = {
    "en": "**Cellar Plus**\n- Discount: 12.75%\n- Monthly: $29.00\n- Size: 6 m²",
    "es": "**Cellar Plus**\n- Descuento: 12.75%\n- Mensual: $29.00\n- Tamaño: 6 m²",
}
HEADED_RIGHT = {
    "en": "**Cellar Plus**\n- Discount: 12.5%\n- Monthly: $29.00\n- Size: 6 m²",
    "es": "**Cellar Plus**\n- Descuento: 12.5%\n- Mensual: $29.00\n- Tamaño: 6 m²",
}


@pytest.mark.parametrize("language", sorted(HEADED_WRONG))
def test_a_bullet_is_held_to_the_record_its_heading_names(language):
    report = checked(HEADED_WRONG[language], PLANS, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(HEADED_RIGHT))
def test_the_right_bullet_under_its_heading_passes(language):
    report = checked(HEADED_RIGHT[language], PLANS, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_the_other_records_value_under_its_own_heading_passes():
    answer = "**Attic Basic**\n- Discount: 5%\n- Monthly: $14.00"
    report = checked(answer, PLANS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_heading_a_blank_line_away_binds_nothing():
    # the list after a blank line may be about all plans: no record is named for it
    answer = "**Cellar Plus** is the larger one.\n\n- Discount: 15.5%"
    report = checked(answer, PLANS)
    assert not any(f.type == "fact_mismatch" and "plans/0" in f.message for f in report.findings), (
        show(report)
    )


# ---- a row that names its month with a year ------------------------------------------------

METER = (
    "list_water_bills",
    {"meter": "WM-77012"},
    {
        "bills": [
            {"month": "2025-08", "litres": 9120, "amount": 41.37, "paid_on": "2025-09-06"},
            {"month": "2025-09", "litres": 10440, "amount": 47.26, "paid_on": "2025-10-04"},
        ]
    },
)

MONTH_ROWS_WRONG = {
    "en": "| Month | Litres | Amount |\n|---|---|---|\n| August 2025 | 9,120 | $41.37 |\n"
    "| September 2025 | 10,440 | $42.76 |",
    "es": "| Mes | Litros | Importe |\n|---|---|---|\n| agosto de 2025 | 9.120 | $41,37 |\n"
    "| septiembre de 2025 | 10.440 | $42,76 |",
    "hi": "| महीना | लीटर | राशि |\n|---|---|---|\n| अगस्त 2025 | 9,120 | $41.37 |\n"
    "| सितंबर 2025 | 10,440 | $42.76 |",
    "zh": "| 月份 | 用水量 | 金额 |\n|---|---|---|\n| 2025年8月 | 9120升 | $41.37 |\n"
    "| 2025年9月 | 10440升 | $42.76 |",
}
MONTH_ROWS_RIGHT = {
    lang: text.replace("42.76", "47.26").replace("42,76", "47,26")
    for lang, text in MONTH_ROWS_WRONG.items()
}


@pytest.mark.parametrize("language", sorted(MONTH_ROWS_WRONG))
def test_a_row_named_by_month_and_year_binds_that_months_record(language):
    report = checked(MONTH_ROWS_WRONG[language], METER, language=language)
    assert "fact_mismatch" in kinds(report), show(report)
    assert any("bills/1/amount" in f.message for f in report.findings), show(report)


@pytest.mark.parametrize("language", sorted(MONTH_ROWS_RIGHT))
def test_rows_named_by_month_and_year_pass(language):
    report = checked(MONTH_ROWS_RIGHT[language], METER, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


LONE_SAIL = {
    "en": "Your ferry sails at 7:45 am.",
    "es": "Su ferry zarpa a las 7:45.",
    "zh": "你的船上午7:45开船。",
}


@pytest.mark.parametrize("language", sorted(LONE_SAIL))
def test_a_lone_time_with_another_tens_digit_is_a_slip(language):
    report = checked(LONE_SAIL[language], FERRY, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_lone_time_with_another_last_digit_is_left_alone():
    report = checked("Your ferry sails at 7:27 am.", FERRY)
    assert "fact_mismatch" not in kinds(report), show(report)


PAID_ROWS_WRONG = {
    "en": "| Month | Amount | Paid |\n|---|---|---|\n| August 2025 | $41.37 | paid Sep 6 |\n"
    "| September 2025 | $47.26 | paid Oct 15 |",
    "hi": "| महीना | राशि | भुगतान |\n|---|---|---|\n| अगस्त 2025 | $41.37 | 6 सितंबर को भरा |\n"
    "| सितंबर 2025 | $47.26 | 15 अक्टूबर को भरा |",
    "zh": "| 月份 | 金额 | 缴费 |\n|---|---|---|\n| 2025年8月 | $41.37 | 9月6日已缴 |\n"
    "| 2025年9月 | $47.26 | 10月15日已缴 |",
}
PAID_ROWS_RIGHT = {
    lang: text.replace("Oct 15", "Oct 4")
    .replace("15 अक्टूबर", "4 अक्टूबर")
    .replace("10月15日", "10月4日")
    for lang, text in PAID_ROWS_WRONG.items()
}


@pytest.mark.parametrize("language", sorted(PAID_ROWS_WRONG))
def test_a_rows_date_is_held_to_the_record_of_the_rows_month(language):
    report = checked(PAID_ROWS_WRONG[language], METER, language=language)
    assert any(
        f.type == "fact_mismatch" and "bills/1/paid_on" in f.message for f in report.findings
    ), show(report)


@pytest.mark.parametrize("language", sorted(PAID_ROWS_RIGHT))
def test_a_rows_right_date_passes(language):
    report = checked(PAID_ROWS_RIGHT[language], METER, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a list item that names its record before the claim ------------------------------------

COACHES = (
    "search_coaches",
    {"from": "Lyon", "to": "Turin", "date": "2026-03-19"},
    {
        "offers": [
            {
                "operator": "Alpibus",
                "out": {"dep": "2026-03-19T08:15:00+01:00", "arr": "2026-03-19T13:40:00+01:00"},
                "price": 39.0,
            },
            {
                "operator": "Rhonexpress Coach",
                "out": {"dep": "2026-03-19T16:05:00+01:00", "arr": "2026-03-19T21:30:00+01:00"},
                "price": 27.5,
            },
        ]
    },
)

ITEM_WRONG = {
    "en": "1. **Alpibus** – €39.00. Leaves at 8:15, gets in at 14:40.\n"
    "2. **Rhonexpress Coach** – €27.50. Leaves at 16:05, gets in at 21:30.",
    "es": "1. **Alpibus** – 39,00 €. Sale a las 8:15 y llega a las 14:40.\n"
    "2. **Rhonexpress Coach** – 27,50 €. Sale a las 16:05 y llega a las 21:30.",
}
ITEM_RIGHT = {lang: text.replace("14:40", "13:40") for lang, text in ITEM_WRONG.items()}


@pytest.mark.parametrize("language", sorted(ITEM_WRONG))
def test_a_list_items_later_sentence_is_held_to_the_record_it_named(language):
    report = checked(ITEM_WRONG[language], COACHES, language=language)
    assert any(
        f.type == "fact_mismatch" and "offers/0/out/arr" in f.message for f in report.findings
    ), show(report)


@pytest.mark.parametrize("language", sorted(ITEM_RIGHT))
def test_a_list_items_right_times_pass(language):
    report = checked(ITEM_RIGHT[language], COACHES, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


CONTINUED_WRONG = {
    "en": "1. **Alpibus** – €39.00\n   Leaves at 8:15, gets in at 14:40.\n"
    "2. **Rhonexpress Coach** – €27.50\n   Leaves at 16:05, gets in at 21:30.",
    "zh": "1. **Alpibus** —— 39.00欧元\n   8:15出发，14:40到达。\n"
    "2. **Rhonexpress Coach** —— 27.50欧元\n   16:05出发，21:30到达。",
}
CONTINUED_RIGHT = {lang: text.replace("14:40", "13:40") for lang, text in CONTINUED_WRONG.items()}


@pytest.mark.parametrize("language", sorted(CONTINUED_WRONG))
def test_an_items_continuation_line_is_held_to_the_record_it_named(language):
    report = checked(CONTINUED_WRONG[language], COACHES, language=language)
    assert any(
        f.type == "fact_mismatch" and "offers/0/out/arr" in f.message for f in report.findings
    ), show(report)


@pytest.mark.parametrize("language", sorted(CONTINUED_RIGHT))
def test_an_items_right_continuation_line_passes(language):
    report = checked(CONTINUED_RIGHT[language], COACHES, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)
