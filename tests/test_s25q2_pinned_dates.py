"""Fact mismatch (s25-q2): a date tied to its record by the claim's other values.

- an amount only one output record holds pins the date said beside it to that record
  ("the $18.40 refund reached you on ..."): the record's one date is the witness when both
  are past and the stated day is held by no output (another past day for the same event);
- a clock time only one record holds pins the day of that slot ("the 9th, 14:00 to 16:00"
  beside a visit whose window is 14:00-16:00): a slip of that record's date is caught;
- a correct date passes, a date to come computed from the record is left alone, and so
  is the end of a period the answer writes as a range.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- an amount pins its record ------------------------------------------------------------

LOCKER = (
    "get_locker_account",
    {"member": "LK-3107"},
    {
        "member": "LK-3107",
        "plan": "annual",
        "renewal_due": "2031-02-28",
        "last_refund": {"amount_eur": 18.4, "credited_on": "2030-09-03"},
    },
)
LOCKER_DAY = "Today is Tuesday, 12 November 2030."
REFUND = {
    "en": "Your last refund of €18.40 was credited on {d}.",
    "es": "Tu último reembolso de 18,40 € se abonó el {d}.",
    "hi": "आपका पिछला €18.40 का रिफ़ंड {d} को खाते में आया था।",
    "zh": "你上一笔 18.40 欧元的退款已于{d}到账。",
}
REFUND_WRONG = {
    "en": "September 19",
    "es": "19 de septiembre",
    "hi": "19 सितंबर",
    "zh": "9月19日",
}
REFUND_RIGHT = {"en": "September 3", "es": "3 de septiembre", "hi": "3 सितंबर", "zh": "9月3日"}


@pytest.mark.parametrize("language", sorted(REFUND))
def test_a_past_date_of_the_record_an_amount_pins_is_caught(language):
    answer = REFUND[language].format(d=REFUND_WRONG[language])
    report = checked(answer, LOCKER, system=LOCKER_DAY)
    assert "fact_mismatch" in kinds(report), show(report)
    found = [f for f in report.findings if f.type == "fact_mismatch"]
    assert found[0].expected == "2030-09-03", show(report)


@pytest.mark.parametrize("language", sorted(REFUND))
def test_the_record_s_own_date_passes(language):
    answer = REFUND[language].format(d=REFUND_RIGHT[language])
    report = checked(answer, LOCKER, system=LOCKER_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


NEXT = {
    "en": "The €18.40 will be matched by a credit on December 1.",
    "es": "Los 18,40 € se compensarán con un abono el 1 de diciembre.",
    "hi": "€18.40 की भरपाई 1 दिसंबर को एक क्रेडिट से होगी।",
    "zh": "这 18.40 欧元会在12月1日以抵扣的方式返还。",
}


@pytest.mark.parametrize("language", sorted(NEXT))
def test_a_date_to_come_beside_the_amount_is_not_the_record_s_date(language):
    report = checked(NEXT[language], LOCKER, system=LOCKER_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


SHARED = (
    "list_top_ups",
    {"card": "TR-88"},
    {
        "top_ups": [
            {"amount": 20.0, "on": "2030-10-02"},
            {"amount": 20.0, "on": "2030-10-16"},
        ]
    },
)


def test_an_amount_two_records_hold_pins_neither():
    report = checked(
        "You topped up $20.00 on October 9.", SHARED, system="Today is 1 November 2030."
    )
    assert "fact_mismatch" not in kinds(report), show(report)


CYCLES = (
    "get_payouts",
    {"grower": "G-5"},
    {
        "cycles": [
            {"period": "2030-06-01/2030-06-15", "net": 912.75, "paid_on": "2030-06-19"},
            {"period": "2030-06-16/2030-06-30", "net": None, "status": "OPEN"},
        ]
    },
)


def test_the_end_of_a_period_written_as_a_range_is_no_event_s_day():
    report = checked("1–15 June: $912.75, paid on June 19.", CYCLES, system="Today is 2 July 2030.")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a clock time pins its slot ---------------------------------------------------------------

SURVEY = (
    "get_site_survey",
    {"request": "SV-2290"},
    {
        "request": "SV-2290",
        "opened": "2031-03-02",
        "visit": {"surveyor": "Ilse Brandt", "date": "2031-03-18", "window": "14:00-16:00"},
    },
)
SURVEY_DAY = "Today is Monday, 10 March 2031."
VISIT = {
    "en": "The surveyor comes on {d}, between 2 pm and 4 pm.",
    "es": "El topógrafo pasará el {d} en la franja 14:00–16:00.",
    "hi": "सर्वेयर {d} को दोपहर 2 से शाम 4 बजे के बीच आएँगे।",
    "zh": "测量员将于{d}下午2点到4点之间上门。",
}
VISIT_WRONG = {"en": "March 17", "es": "17 de marzo", "hi": "17 मार्च", "zh": "3月17日"}
VISIT_RIGHT = {"en": "March 18", "es": "18 de marzo", "hi": "18 मार्च", "zh": "3月18日"}


@pytest.mark.parametrize("language", sorted(VISIT))
def test_a_slip_of_the_day_a_clock_window_pins_is_caught(language):
    answer = VISIT[language].format(d=VISIT_WRONG[language])
    report = checked(answer, SURVEY, system=SURVEY_DAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(VISIT))
def test_the_slot_s_own_day_passes(language):
    answer = VISIT[language].format(d=VISIT_RIGHT[language])
    report = checked(answer, SURVEY, system=SURVEY_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)
