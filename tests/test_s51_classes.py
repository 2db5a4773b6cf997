"""Failure classes of session 51 (examples written for these tests).

- A recommendation kept under a field that names it (``advice: {...}``, ``suggested_plan``)
  or made by a tool that says it recommends: a document said to recommend it does.
- "both suites are reserved for you, on hold until ...": a passive with no doer beside
  the status an output holds is that record's state, not an act.
- A "Balance" column whose one part-paid row is its amount less the part paid, the other
  rows paying nothing: the difference, not a misread amount.
- "3 are down and 2 are slow:" over rows of all 5, split so by a field: the rows list
  every part counted.
- "Sony A7 IV" beside ``sku: "CAM-A7-IV"``-like codes: a suffix written as the code has it
  ("GX 8K" and ``GX-8K``) is a model's name, not a number of thousands.
- "we have recorded 2 incidents this quarter" after a lookup that lists incident records: the
  business reports its records, not an act of this run.
- A cause whose figure and the effect's figure are one output record's (``overdue_days: 2``
  beside ``penalty: 30``) is read, not inferred.
"""

from __future__ import annotations

from typing import Any

from nyaya.engine import check
from runkit import checked, kinds, run, show

# ---- a recommendation held in a field or made by a tool ----

PLAN = (
    "get_planting_plan",
    {"plot_m2": 40},
    {
        "plot_m2": 40,
        "suggested_layout": {
            "tomatoes": {"plants": 12, "spacing_cm": 60},
            "basil": {"plants": 20, "spacing_cm": 25},
        },
        "notes": "Basil goes between the tomato rows once the soil is above 15 C.",
    },
)


def test_a_plan_held_under_a_suggesting_field_is_what_the_guide_recommends() -> None:
    answer = (
        "For your 40 m² plot, the planting guide recommends:\n\n"
        "- Tomatoes: 12 plants, 60 cm apart\n- Basil: 20 plants, 25 cm apart"
    )
    report = checked(answer, PLAN, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_recommending_tool_makes_the_recommendation() -> None:
    plain = (
        "get_planting_plan",
        {"plot_m2": 40},
        {
            "plot_m2": 40,
            "layout": {"tomatoes": {"plants": 12}, "basil": {"plants": 20}},
            "notes": "Basil goes between the tomato rows once the soil is above 15 C.",
        },
    )
    data = run(
        "For your 40 m² plot, the planting guide recommends 12 tomato plants and 20 basil.",
        plain,
        language="en",
    )
    data["tools"][0]["description"] = "Recommended planting layout for a plot."
    report = check(data)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_note_that_recommends_nothing_still_witnesses_the_advice() -> None:
    plain = (
        "get_soil_test",
        {"plot": "P-4"},
        {"plot": "P-4", "ph": 6.4, "notes": "Sample taken after rain, moisture was high."},
    )
    answer = "Your plot's pH is 6.4. The soil report recommends adding lime before spring."
    report = checked(answer, plain, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a passive beside the record's own status ----

BLOCK = (
    "get_room_block",
    {"ref": "RB-204"},
    {
        "ref": "RB-204",
        "rooms": [
            {"type": "double", "count": 4, "status": "confirmed"},
            {"type": "suite", "count": 2, "status": "on_hold", "hold_expires": "2025-08-02"},
        ],
    },
)


def _block_run(answer: str) -> dict[str, Any]:
    return run(answer, BLOCK, language="en", tools=["confirm_hold"])


def test_a_passive_beside_the_status_the_record_holds_is_its_state() -> None:
    answer = (
        "The 4 doubles are confirmed, and both suites are reserved for you, on hold until August 2."
    )
    report = check(_block_run(answer))
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_act_said_by_the_agent_is_still_caught() -> None:
    answer = "I've reserved both suites for you; they are on hold until August 2."
    report = check(_block_run(answer))
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a balance column: an amount less the part paid ----

BILLS = (
    "list_open_bills",
    {"client": "CL-7"},
    {
        "bills": [
            {"bill": "B-101", "due": "2025-05-02", "amount": 2650.0, "paid": 400.0},
            {"bill": "B-117", "due": "2025-05-30", "amount": 380.0, "paid": 0.0},
            {"bill": "B-121", "due": "2025-06-12", "amount": 915.0, "paid": 0.0},
        ]
    },
)


def test_a_balance_column_holds_the_amount_less_the_part_paid() -> None:
    answer = (
        "| Bill | Due | Balance |\n|---|---|---|\n"
        "| B-101 | May 2 | $2,250.00 |\n| B-117 | May 30 | $380.00 |\n"
        "| B-121 | Jun 12 | $915.00 |"
    )
    report = checked(answer, BILLS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_slip_of_the_amount_in_that_column_is_still_caught() -> None:
    answer = (
        "| Bill | Due | Balance |\n|---|---|---|\n"
        "| B-101 | May 2 | $2,560.00 |\n| B-117 | May 30 | $380.00 |\n"
        "| B-121 | Jun 12 | $915.00 |"
    )
    report = checked(answer, BILLS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- counts of parts before the rows ----

SENSORS = (
    "get_line_sensors",
    {"line": "L2"},
    {
        "alerts": [
            {"sensor": "T-01", "state": "offline"},
            {"sensor": "T-04", "state": "offline"},
            {"sensor": "P-02", "state": "offline"},
            {"sensor": "P-07", "state": "degraded"},
            {"sensor": "F-03", "state": "degraded"},
        ]
    },
)

ROWS = "- T-01\n- T-04\n- P-02\n- P-07 (slow)\n- F-03 (slow)"


def test_parts_counted_before_the_rows_add_up_to_them() -> None:
    answer = f"On line L2, 3 sensors are down and 2 are slow:\n{ROWS}"
    report = checked(answer, SENSORS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_parts_that_do_not_add_up_to_the_rows_are_still_caught() -> None:
    answer = f"On line L2, 3 sensors are down and 1 is slow:\n{ROWS}"
    report = checked(answer, SENSORS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a model's suffix written as its code writes it ----

KIT = (
    "get_kit_list",
    {"order": "KO-88"},
    {"items": [{"sku": "DRN-AVATA-8K", "qty": 1}, {"sku": "BAT-AVATA-2", "qty": 3}]},
)


def test_a_suffix_written_as_the_code_has_it_is_a_models_name() -> None:
    report = checked("Your kit holds the AVATA 8K drone and 3 batteries.", KIT, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_another_number_after_the_name_is_still_caught() -> None:
    report = checked("Your kit holds the AVATA 6K drone and 3 batteries.", KIT, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- the business's records, read by a lookup ----

INCIDENTS = (
    "list_incident_records",
    {"site": "S-3", "since": "2025-07-01"},
    {
        "total": 2,
        "items": [{"id": "IN-1", "date": "2025-07-14"}, {"id": "IN-2", "date": "2025-08-30"}],
    },
)


def test_we_recorded_reports_what_a_lookup_of_records_lists() -> None:
    answer = (
        "This quarter we have recorded 2 incidents at site S-3: "
        "IN-1 (July 14) and IN-2 (August 30)."
    )
    report = checked(answer, INCIDENTS, language="en")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_act_no_lookup_lists_is_still_caught() -> None:
    answer = "We have emailed the 2 incident reports for site S-3 to your safety officer."
    report = checked(answer, INCIDENTS, language="en")
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_han_verb_named_by_the_lookups_description() -> None:
    data = run(
        "本季度我们记录了 2 起事故：IN-1 和 IN-2。",
        INCIDENTS,
        language="zh",
    )
    data["tools"][0]["description"] = "列出站点的事故记录"
    report = check(data)
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a cause and its effect held by one record ----

RETURN = (
    "get_rental_return",
    {"rental": "RN-55"},
    {"rental": "RN-55", "charges": {"overdue_days": 2, "penalty_eur": 30.0, "deposit_eur": 200.0}},
)


def test_a_cause_and_its_effect_in_one_record_are_read() -> None:
    answer = "因为超过免费租期 2 天，产生罚金 30 欧元，从押金里扣除。"
    report = checked(answer, RETURN, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_the_record_does_not_hold_is_still_caught() -> None:
    answer = "Because you kept it beyond the free period, a €30 penalty was charged."
    report = checked(answer, RETURN, language="en")
    assert "inference_as_fact" in kinds(report), show(report)
