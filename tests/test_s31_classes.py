"""Classes fixed in session 31, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Values
- A key that opens with a unit counted within a span ("nights_per_stay", "hours_per_week")
  is in that unit, not in the span's.
- A time of no day in the first hour with seconds ("00:04:27") is also a point into a
  recording or a call: "4:27" states it.
- A string of a sibling item is no swap when the answer writes the own item's string with
  words between its words ("the shed of the garden" for "Shed garden"): the sibling's
  string is one of those words.

States
- A denial of a status in the status's own word ("the voucher hasn't been redeemed") is a
  false absence when the record's status is that word (``redeemed``), for statuses the
  state tables name no state of.
- A denial of a state that speaks of an amount the output holds as nothing ("nothing from
  earlier is overdue" beside ``earlier_overdue: 0``) is no denial of the record's status.

Counts
- A Spanish plural in "-es" ("compresores" for ``compresor``) names the field
  every item holds: the list is the noun's.

Actions
- A Chinese verb that is the first half of a noun ("续费记录": the renewal record), the
  noun's head after it, and a verb right after "的" are no acts of the agent's.

Inference
- A Hindi verbal noun with "पर ही" ("जमा करने पर ही": only on depositing) opens a condition;
  with "पर भी" (even on) it concedes.
"""

from __future__ import annotations

from nyaya.values.units import key_unit
from runkit import checked, kinds, show, witness_of

# ---- values -------------------------------------------------------------------------------


def test_a_key_opening_with_a_unit_within_a_span_is_in_that_unit() -> None:
    assert key_unit("days_in_period") == "day"
    assert key_unit("hours_per_week") == "h"
    assert key_unit("price_per_kg") == "kg"  # the rate's basis stays the unit it is per


BAKERY = (
    "get_contract",
    {"employee": "E-40"},
    {"contract": "K-9", "hours_per_week": 38, "shifts": 5},
)


def test_hours_counted_per_week_are_read_in_hours() -> None:
    report = checked("Your contract K-9 is for 38 hours a week, over 5 shifts.", BAKERY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_number_of_hours_a_week_is_still_caught() -> None:
    report = checked("Your contract K-9 is for 44 hours a week, over 5 shifts.", BAKERY)
    assert "fact_mismatch" in kinds(report), show(report)


HEARING = (
    "get_hearing_audio",
    {"hearing": "H-88"},
    {
        "hearing": "H-88",
        "clerk_note": (
            "The audio is complete. Testimony from the second witness runs 00:04:27-00:09:51; "
            "a fire alarm interrupts the recording at 00:12:05."
        ),
    },
)

ONE_WINDOW = (
    "get_hearing_audio",
    {"hearing": "H-88"},
    {"clerk_note": "Testimony from the second witness runs 00:04:27-00:09:51."},
)


def test_a_point_into_a_recording_is_read_as_minutes_and_seconds() -> None:
    report = checked(
        "The second witness testifies from 4:27 to 9:51 in the recording, and the fire alarm "
        "cuts in at 12:05.",
        HEARING,
    )
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("The second witness testifies from 4:27 to 9:51.", ONE_WINDOW)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_point_into_a_recording_is_still_caught() -> None:
    report = checked("The second witness testifies from 4:27 to 9:15.", ONE_WINDOW)
    assert "fact_mismatch" in kinds(report), show(report)


ALLOTMENT = (
    "list_sensors",
    {"site": "allotment 4"},
    {
        "sensors": [
            {"id": "S-1", "kind": "soil probe", "place": "Shed garden", "battery_pct": 12},
            {"id": "S-2", "kind": "rain gauge", "place": "Orchard", "battery_pct": 80},
            {"id": "S-3", "kind": "frost alarm", "place": "Garden", "battery_pct": 61},
        ]
    },
)


def test_the_own_string_written_with_words_between_is_no_swap() -> None:
    report = checked(
        "It's the **soil probe by the shed of the garden** (S-1): its battery is at 12%.",
        ALLOTMENT,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_sibling_string_alone_is_still_a_swap() -> None:
    report = checked(
        "It's the **soil probe in the Orchard** (S-1): its battery is at 12%.",
        ALLOTMENT,
    )
    assert "fact_mismatch" in kinds(report), show(report)


# ---- states -------------------------------------------------------------------------------

VOUCHERS = (
    "get_voucher",
    {"code": "SPA-204"},
    {
        "voucher": {
            "code": "SPA-204",
            "status": "redeemed",
            "redeemed_at": "2026-02-11T15:20:00+01:00",
            "value_cents": 6000,
        }
    },
)


def test_a_denied_status_in_its_own_word_is_a_false_absence() -> None:
    report = checked(
        "Your spa voucher SPA-204 hasn't been redeemed yet, so it's still good.", VOUCHERS
    )
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer.endswith("/status")


def test_the_status_affirmed_in_its_own_word_stands() -> None:
    report = checked("Your spa voucher SPA-204 was redeemed on 11 February, for $60.", VOUCHERS)
    assert "false_absence" not in kinds(report), show(report)


def test_a_status_of_another_word_is_not_denied_by_this_one() -> None:
    other = (VOUCHERS[0], VOUCHERS[1], {"voucher": {**VOUCHERS[2]["voucher"], "status": "issued"}})
    report = checked("Your spa voucher SPA-204 hasn't been redeemed yet.", other)
    assert "false_absence" not in kinds(report), show(report)


SCHOOL_MEALS = (
    "get_meal_account",
    {"pupil": "P-7"},
    {"pupil": "P-7", "status": "UNPAID", "term_fee_cents": 18000, "earlier_overdue_cents": 0},
)


def test_no_earlier_arrears_is_no_denial_of_the_status() -> None:
    report = checked(
        "This term's meals come to $180, still to pay. Nothing from earlier is overdue.",
        SCHOOL_MEALS,
    )
    assert report.action == "emit", show(report)


def test_denying_the_status_itself_is_still_caught() -> None:
    report = checked("The meal account is paid, nothing is owed.", SCHOOL_MEALS)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- counts -------------------------------------------------------------------------------

WORKSHOP = (
    "listar_reparaciones",
    {"cliente": "C-51"},
    {
        "reparaciones": [
            {"parte": "R-1", "compresor": "Honda GX160", "estado": "listo"},
            {"parte": "R-2", "compresor": "Briggs 500E", "estado": "en_taller"},
            {"parte": "R-3", "compresor": "Loncin G200", "estado": "en_taller"},
        ],
        "total": 3,
    },
)


def test_a_plural_in_es_names_the_field_every_item_holds() -> None:
    report = checked("Nos has dejado **4 compresores**.", WORKSHOP, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_that_plural_is_verified() -> None:
    report = checked("Nos has dejado **3 compresores**.", WORKSHOP, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- actions ------------------------------------------------------------------------------

PENSION = (
    "get_renewal_history",
    {"member": "M-3021"},
    {"member": "M-3021", "months_renewed": 58, "since": "2021-03", "gaps": []},
)


def test_a_verb_inside_a_chinese_noun_is_no_act() -> None:
    report = checked(
        "我看了您的续费记录：从2021年3月起一共续了58个月，没有中断。",
        PENSION,
        language="zh",
        tools=["renew_membership", "add_log_entry"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_chinese_act_of_the_agent_is_still_held_to_a_call() -> None:
    report = checked(
        "我已经帮您续费了，下个月起不会中断。",
        PENSION,
        language="zh",
        tools=["renew_membership"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- inference ----------------------------------------------------------------------------


def test_a_hindi_verbal_noun_with_par_is_a_condition() -> None:
    from nyaya.checks.language import words_for

    words = words_for("hi")
    assert words.has("conditional", "फ़ॉर्म जमा करने पर ही रसीद मिलेगी")
    assert not words.has("conditional", "फ़ॉर्म जमा करने पर भी रसीद नहीं मिली")
    assert not words.has("conditional", "रसीद आपके ईमेल पर ही भेजी गई है")
