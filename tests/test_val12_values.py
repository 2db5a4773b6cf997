"""Fact mismatch classes (val12): time windows and the words that name a Chinese time.

- a window one output string holds after its date ("2026-03-09 14:00-17:00") is a window,
  not a clock time with a zone offset: its end is a value the answer may state;
- a time range with one half-of-day ("下午2点到5点", "de 2 a 5 de la tarde", "2 to 5 pm",
  "दोपहर 2 से 5 बजे"): the other end takes the same half;
- one end of a stated range that no output holds, against the window the other end opens,
  or against the run's one window when neither end is held ("between 11:00 and 15:00" for
  a window from 09:00 to 13:00);
- in Chinese the verb after a time names it ("7:05从码头出发、8:40到岛上"): the words
  between an earlier time and this one are the earlier time's.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

LAUNDRY = (
    "book_pickup",
    {"address": "Calle Olmo 4"},
    {
        "pickup_id": "LP-3390",
        "status": "scheduled",
        "driver": "Tomasz",
        "slot": "2026-03-09 14:00-17:00",
    },
)

WINDOW_RIGHT = {
    "en": "**Pickup:** 2 to 5 pm today",
    "es": "**Recogida:** hoy de 2 a 5 de la tarde",
    "hi": "**पिकअप:** आज दोपहर 2 से 5 बजे",
    "zh": "**取件时间**：今天下午2点到5点",
}
WINDOW_WRONG = {
    "en": "**Pickup:** 2 to 4 pm today",
    "es": "**Recogida:** hoy de 2 a 4 de la tarde",
    "hi": "**पिकअप:** आज दोपहर 2 से 4 बजे",
    "zh": "**取件时间**：今天下午2点到4点",
}
TODAY = "Today is Monday, 9 March 2026."


@pytest.mark.parametrize("language", sorted(WINDOW_RIGHT))
def test_a_range_with_one_half_of_day_reads_both_ends_in_it(language):
    report = checked(WINDOW_RIGHT[language], LAUNDRY, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert report.action == "emit", show(report)


@pytest.mark.parametrize("language", sorted(WINDOW_WRONG))
def test_the_wrong_end_of_a_window_is_a_mismatch(language):
    report = checked(WINDOW_WRONG[language], LAUNDRY, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_window_string_is_no_zone_offset():
    from nyaya.values.temporal import parse_when

    window = parse_when("2026-03-09 14:00-17:00")
    assert window is not None and window.offset is None
    assert window.until is not None and window.until.hour == 17
    zoned = parse_when("2026-03-09T14:00:00-05:00")
    assert zoned is not None and zoned.until is None and zoned.offset is not None


def test_a_twenty_four_hour_end_names_no_half_for_the_start():
    from nyaya.claims.mentions import find_mentions

    times = [m for m in find_mentions("开放时间每天9:00–22:00", "zh") if m.kind == "time"]
    assert [m.value.hour for m in times] == [9, 22]


def test_a_bare_at_in_spanish_is_no_range():
    from nyaya.claims.mentions import find_mentions

    text = "Pagaste 3 a las 5 de la tarde."
    times = [m for m in find_mentions(text, "es") if m.kind == "time"]
    assert [m.text for m in times] == ["5 de la tarde"]


FERRY_SLOT = (
    "get_boarding",
    {"booking": "FB-118"},
    {"booking": "FB-118", "vessel": "Marisol", "boarding": {"from": "09:00", "to": "13:00"}},
)
RANGE_WRONG = {
    "en": "- Boarding: between 11:00 and 15:00",
    "es": "- Embarque: entre las 11:00 y las 15:00",
}
RANGE_RIGHT = {
    "en": "- Boarding: between 09:00 and 13:00",
    "es": "- Embarque: entre las 09:00 y las 13:00",
}


@pytest.mark.parametrize("language", sorted(RANGE_WRONG))
def test_a_range_with_neither_end_held_is_held_to_the_runs_one_window(language):
    report = checked(RANGE_WRONG[language], FERRY_SLOT, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(RANGE_RIGHT))
def test_the_runs_window_stated_right_passes(language):
    report = checked(RANGE_RIGHT[language], FERRY_SLOT, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


CROSSING = (
    "list_crossings",
    {"date": "2026-05-02"},
    {
        "crossings": [
            {
                "id": "CX-77",
                "depart": "2026-05-02 07:05",
                "arrive": "2026-05-02 08:40",
                "from": "北港码头",
                "to": "青屿",
            }
        ]
    },
)


def test_a_chinese_time_is_named_by_the_verb_after_it():
    report = checked("这班船7:05从北港码头出发、8:40到青屿。", CROSSING, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_chinese_arrival_time_given_as_the_departure_is_still_caught():
    report = checked("这班船8:40从北港码头出发。", CROSSING, language="zh")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- an amount named by the noun after a Hindi genitive, a key naming its currency --------

GRANT = (
    "get_scholarship",
    {"student": "ST-204"},
    {
        "student": "ST-204",
        "status": "APPROVED",
        "approved_on": "2026-01-12",
        "stipend_inr": 18450,
        "hostel_waiver": True,
    },
)


def test_a_hindi_amount_named_after_its_genitive_is_compared():
    report = checked(
        "12 जनवरी की approval letter में ₹18,540 का stipend मंज़ूर हुआ है।",
        GRANT,
        language="hi",
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_right_hindi_amount_after_its_genitive_passes():
    report = checked(
        "12 जनवरी की approval letter में ₹18,450 का stipend मंज़ूर हुआ है।",
        GRANT,
        language="hi",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_against_a_key_naming_its_currency():
    report = checked("Your approved stipend is ₹18,540.", GRANT)
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked("Your approved stipend is ₹18,450.", GRANT)
    assert "fact_mismatch" not in kinds(report), show(report)
