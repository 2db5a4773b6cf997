"""Count classes (helper cnt15): a filtered count read on the rows.

- a threshold written after its number and unit ("30 किलो से ज़्यादा", "30公斤以上", "30 kg or
  more") filters the rows on a field measured in that unit: the rows past it hold a count
  of that size when the claim names each of them (only then: it is never a witness against);

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# --- a threshold after its number and unit ---------------------------------------------------

KENNEL = (
    "list_boarders",
    {"kennel": "north"},
    {
        "dogs": [
            {"name": "Biscuit", "breed": "beagle", "weight_kg": 12},
            {"name": "Thor", "breed": "mastiff", "weight_kg": 41},
            {"name": "Pip", "breed": "terrier", "weight_kg": 7},
        ]
    },
)


def test_an_english_threshold_after_the_unit_holds_the_count():
    report = checked("Of the dogs boarding, 1 dog weighs 30 kg or more (Thor).", KENNEL)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_threshold_after_the_unit_holds_the_count():
    report = checked(
        "इनमें से एक कुत्ता (Thor) 30 किलो से ज़्यादा का है, उसे बड़ा केनेल मिलेगा।", KENNEL, language="hi"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_threshold_after_the_unit_holds_the_count():
    report = checked(
        "寄养的狗里有 1 只狗（Thor）体重 30公斤以上，需要大号笼位。", KENNEL, language="zh"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_threshold_after_the_unit_holds_the_count():
    report = checked(
        "Solo 1 perro (Thor) pesa 30 kg o más, así que necesita la jaula grande.",
        KENNEL,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_the_rows_past_the_threshold_do_not_hold_is_still_caught():
    report = checked("Of the dogs boarding, 2 dogs weigh 30 kg or more.", KENNEL)
    assert "count_mismatch" in kinds(report), show(report)


CLUB = (
    "list_club_members",
    {"club": "chess"},
    {
        "members": [
            {"name": "Lena", "age": 71, "rating": 1650},
            {"name": "Omar", "age": 44, "rating": 1820},
            {"name": "Ida", "age": 13, "rating": 1210},
            {"name": "Raj", "age": 29, "rating": 1990},
        ]
    },
)


def test_a_hindi_age_threshold_holds_the_count_of_a_member_named_in_devanagari():
    report = checked(
        "टीम में 4 सदस्य हैं। एक सदस्य — सरला बेदी (68) — 65 साल से ऊपर हैं।", PANEL, language="hi"
    )
    assert "count_mismatch" not in kinds(report), show(report)


PANEL = (
    "get_tasting_panel",
    {"panel": "P-2"},
    {
        "members": [
            {"name": "Sarla Bedi", "age": 68},
            {"name": "Dev Malhotra", "age": 41},
            {"name": "Irfan Shaikh", "age": 36},
            {"name": "Tara Bose", "age": 52},
        ]
    },
)


def test_a_chinese_age_threshold_holds_the_count():
    report = checked("俱乐部有 4 位会员，其中 1 位会员 65岁以上（Lena）。", CLUB, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_age_threshold_in_years_holds_the_count():
    report = checked("The club has 4 members; 1 member, Lena, is 65 years or older.", CLUB)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_threshold_of_another_unit_is_no_reading_of_an_age():
    # (65 kg says nothing of the ages: the count stays held to the list)
    report = checked("The club has 4 members; 1 member weighs 65 kg or more.", CLUB)
    assert "count_mismatch" in kinds(report), show(report)


# --- a total of the list ---------------------------------------------------------------------

REPAIRS = (
    "get_repair_log",
    {"vehicle": "VAN-7"},
    {
        "vehicle": "VAN-7",
        "repair_records": [
            {"job": "R-1", "part": "brake pads", "cost": 180, "warranty": "12 months"},
            {"job": "R-2", "part": "alternator", "cost": 420, "warranty": "24 months"},
            {"job": "R-3", "part": "wiper motor", "cost": 95, "warranty": "6 months"},
            {"job": "R-4", "part": "battery", "cost": 150},
        ],
    },
)


def test_a_chinese_total_is_the_length_of_the_list():
    report = checked("这辆车一共有 3 条维修记录。", REPAIRS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_an_english_total_is_the_length_of_the_list():
    report = checked("In total the van has 3 repair records on file.", REPAIRS)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_total_of_the_lists_length_holds():
    report = checked("这辆车一共有 4 条维修记录。", REPAIRS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("In total the van has 4 repair records on file.", REPAIRS)
    assert "count_mismatch" not in kinds(report), show(report)


# --- a state named by its value beats a field merely set ---------------------------------------

WORKSHOPS = (
    "list_workshops",
    {"member": "M-3"},
    {
        "workshops": [
            {"code": "W1", "title": "Knots", "status": "completed", "progress_pct": 100},
            {"code": "W2", "title": "Sails", "status": "completed", "progress_pct": 100},
            {"code": "W3", "title": "Charts", "status": "in_progress", "progress_pct": 40},
            {"code": "W4", "title": "Radio", "status": "not_started", "progress_pct": 0},
        ]
    },
)


def test_a_part_in_a_named_state_is_held_to_that_state():
    report = checked("You have completed 3 of your 4 workshops.", WORKSHOPS)
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("Completaste 3 de tus 4 talleres.", WORKSHOPS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_part_the_state_holds_passes():
    report = checked("You have completed 2 of your 4 workshops.", WORKSHOPS)
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("Completaste 2 de tus 4 talleres.", WORKSHOPS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)
