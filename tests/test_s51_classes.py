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
from runkit import checked, kinds, run, show, witness_of

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


# ---- a label that names the kind denied is no scope ----

JOB = (
    "get_print_job",
    {"job": "PJ-88"},
    {
        "job_id": "PJ-88",
        "stage": "binding",
        "files": [
            {"type": "colour_proof", "ref": "CP-88-1", "uploaded": "2025-03-02"},
            {"type": "colour_proof", "ref": "CP-88-2", "uploaded": "2025-03-03"},
        ],
    },
)


def test_a_label_of_the_kind_denied_leaves_the_items_witnesses() -> None:
    answer = (
        "**Colour proofs:** I can't see any colour proofs on the order so far, "
        "so they might be late."
    )
    report = checked(answer, JOB, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_the_same_denial_of_another_kind_is_left_alone() -> None:
    answer = (
        "**Cutting dies:** I can't see any cutting dies on the order so far, so they might be late."
    )
    report = checked(answer, JOB, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a day of the month slipped, beside the same day in several years ----

COVER = (
    "get_cover",
    {"unit": "HP-4"},
    {
        "unit": "HP-4",
        "installed_on": "2022-06-05",
        "cover": [
            {"part": "compressor", "expires": "2027-06-05"},
            {"part": "fan", "expires": "2025-06-05"},
            {"part": "casing", "expires": "2024-06-05"},
        ],
    },
)


def test_a_day_slipped_is_caught_among_the_same_day_of_other_years() -> None:
    report = checked(
        "The fan is covered until June 15.", COVER, language="en", system="Today is 2025-05-20."
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_day_as_held_is_left_alone() -> None:
    report = checked(
        "The fan is covered until June 5.", COVER, language="en", system="Today is 2025-05-20."
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- an act whose object joins two things ----

PROPS = (
    "search_stock",
    {"query": "lamps"},
    {
        "results": [
            {"sku": "LM-1", "name": "brass floor lamp"},
            {"sku": "LM-7", "name": "glass desk lamp"},
        ]
    },
)


def test_an_act_over_two_joined_things_is_read() -> None:
    answer = "I've put both the floor lamp and the desk lamp on hold for you."
    report = check(run(answer, PROPS, language="en", tools=["place_hold"]))
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a count of the items named by a text field each holds ----

REVIEW = (
    "get_audit",
    {"audit": "AU-3"},
    {
        "parts": [{"part": "P-1"}, {"part": "P-2"}],
        "items": [
            {"part": "P-1", "finding": "Burr on the left flange edge, deburr before plating."},
            {"part": "P-1", "finding": "Hole 4 drilled 0.2 mm oversize; within the drawing."},
            {"part": "P-2", "finding": "Thread on the M6 boss incomplete; tap again."},
        ],
    },
)


def test_a_count_of_findings_over_items_that_each_hold_one() -> None:
    report = checked("The audit lists 5 findings across both parts.", REVIEW, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_findings_is_left_alone() -> None:
    report = checked("The audit lists 3 findings across both parts.", REVIEW, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_several_notes_in_one_items_text_are_no_count_of_items() -> None:
    one = (
        "get_visit",
        {"visit": "V-2"},
        {"visits": [{"id": "V-2", "notes": "Bring a ladder. Gate code changed. Dog on site."}]},
    )
    report = checked(
        "Three notes from the visit: bring a ladder, new gate code, a dog.", one, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Hindi genitive after an amount names its field ----

QUOTE = (
    "get_hall_quote",
    {"hall": "H-2"},
    {
        "days": 2,
        "lines": [{"item": "hall", "amount_inr": 24000}, {"item": "sound", "amount_inr": 6000}],
        "subtotal_inr": 30000,
        "caution_deposit_inr": 15000,
    },
)


def test_a_genitive_label_after_a_misread_amount_names_the_field() -> None:
    answer = "हॉल ₹24,000 और साउंड ₹6,000, कुल ₹30,000। बुकिंग पर ₹18,000 की कॉशन डिपॉज़िट भी देनी होगी।"
    report = checked(answer, QUOTE, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_amount_the_genitive_label_names_is_left_alone() -> None:
    answer = "हॉल ₹24,000 और साउंड ₹6,000, कुल ₹30,000। बुकिंग पर ₹15,000 की कॉशन डिपॉज़िट भी देनी होगी।"
    report = checked(answer, QUOTE, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


ADDON = (
    "get_event_addons",
    {"event": "EV-9"},
    {"addons": [{"id": "AD-5", "desc": "फूलों की सजावट", "fee_inr": 4200}]},
)


def test_a_genitive_after_an_amount_with_a_word_before_its_noun() -> None:
    report = checked("सजावट का ₹4,800 का एक-मुश्त चार्ज बिल में जुड़ गया है।", ADDON, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a Hindi denial of what the one before the genitive has ----

PERMITS = (
    "list_permits",
    {"site": "S-1"},
    {
        "permits": [
            {"permit_no": "HW-201", "asset_tag": "CRN-11", "valid_till": "2026-01-31"},
            {"permit_no": "HW-202", "asset_tag": "CRN-14", "valid_till": "2026-02-28"},
        ]
    },
)


def test_a_denial_of_the_owners_item_meets_the_item() -> None:
    report = checked("CRN-14 का कोई परमिट सिस्टम में नहीं मिला।", PERMITS, language="hi")
    assert "false_absence" in kinds(report), show(report)


# ---- two lists of the same items ----

ARRIVALS = (
    "list_inbound_lots",
    {"week": "W9"},
    {
        "total": 4,
        "items": [
            {"lot_id": "B-1", "kg": 212},
            {"lot_id": "B-2", "kg": 190},
            {"lot_id": "B-3", "kg": 231},
            {"lot_id": "B-4", "kg": 176},
        ],
    },
)
GRADES = (
    "get_grades",
    {"lot_ids": ["B-1", "B-2", "B-3", "B-4"]},
    {
        "results": [
            {"lot_id": "B-1", "grade": "A"},
            {"lot_id": "B-2", "grade": "B"},
            {"lot_id": "B-3", "grade": "A"},
            {"lot_id": "B-4", "grade": "pending"},
        ]
    },
)


def test_a_total_over_two_lists_of_the_same_items() -> None:
    report = checked(
        "这周一共到了 6 批棉花。", ARRIVALS, GRADES, language="zh", user="这周到了几批棉花？"
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_total_over_two_lists_of_the_same_items() -> None:
    report = checked(
        "这周一共到了 4 批棉花。", ARRIVALS, GRADES, language="zh", user="这周到了几批棉花？"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a day worked out that shares its last digit with a field's ----

NURSERY = (
    "get_seedlings",
    {"order": "SD-4"},
    {
        "sown_on": "2025-04-06",
        "note": "Ready to plant out from May 1 to May 5; water the beds 5 days before planting.",
    },
)


def test_a_day_worked_out_is_no_slip_of_a_field_that_shares_its_last_digit() -> None:
    answer = (
        "The seedlings sown on April 6 can go out from May 1. Water the beds by April 26, "
        "five days before the earliest planting day."
    )
    report = checked(answer, NURSERY, language="en", system="Today is 2025-04-20.")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a part of the day named in the clause that says it is full ----

SLOTS = (
    "list_slots",
    {"date": "2025-10-04"},
    {
        "slots": [
            {"start": "2025-10-04T09:00:00+08:00", "status": "booked"},
            {"start": "2025-10-04T10:30:00+08:00", "status": "booked"},
            {"start": "2025-10-04T15:00:00+08:00", "status": "available", "technician": "李师傅"},
        ]
    },
)


def test_a_full_morning_beside_a_free_afternoon_time() -> None:
    answer = "周六（10/4）下午 3 点李师傅有空，上午已约满。"
    report = checked(answer, SLOTS, language="zh", system="今天是 2025-09-30。")
    assert "false_absence" not in kinds(report), show(report)


def test_a_full_afternoon_beside_a_free_afternoon_time_is_caught() -> None:
    answer = "周六（10/4）上午 9 点已约，下午已经约满了。"
    report = checked(answer, SLOTS, language="zh", system="今天是 2025-09-30。")
    assert "false_absence" in kinds(report), show(report)


def test_a_full_morning_is_held_to_every_morning_place_not_the_named_ones() -> None:
    slots = (
        "list_slots",
        {"date": "2025-10-04"},
        {
            "slots": [
                {"start": "2025-10-04T09:00:00+08:00", "coach": "王教练", "available": False},
                {"start": "2025-10-04T10:30:00+08:00", "coach": "赵教练", "available": True},
                {"start": "2025-10-04T15:00:00+08:00", "coach": "王教练", "available": True},
            ]
        },
    )
    answer = "周六（10月4日）上午已经约满了，下午 3 点王教练还有空位。"
    report = checked(answer, slots, language="zh", system="今天是 2025-09-30。")
    witness = witness_of(report, "false_absence")
    assert witness.pointer == "/slots/1/available", show(report)


# ---- a future inside the clause a condition opens ----

PLOTS = ("get_plot", {"plot": "PL-3"}, {"plot": "PL-3", "crop": "barley", "area_ha": 12})


def test_a_future_the_condition_supposes_is_no_prediction() -> None:
    report = checked(
        "Si crees que vas a sembrar antes de marzo, conviene avisar a la cooperativa ya.",
        PLOTS,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_future_after_the_condition_is_still_a_prediction() -> None:
    report = checked(
        "Si siembras esta semana, la cebada va a brotar antes del día 20.", PLOTS, language="es"
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- "va a" before a figure: a price it goes at ----

RATES = (
    "get_rates",
    {"job": "J-7"},
    {"lines": [{"desc": "Tejado: limpieza de musgo + sellado", "price_m2_cents": 1240}]},
)


def test_va_a_before_a_figure_is_no_future() -> None:
    report = checked("Por eso el tejado va a 12,40 € el metro cuadrado.", RATES, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a tool for the thing denied whose own field of it says none ----

STOCK = (
    "get_stock",
    {"sku": "FERT-NPK-25"},
    {
        "sku": "FERT-NPK-25",
        "almacen": "Almacén Norte",
        "stock_disponible": 0,
        "reposicion": {"proveedor": "AgroSur", "fecha_prevista": "2026-03-20", "cantidad": 150},
    },
)


def test_no_stock_beside_the_tools_own_zero_and_a_restock() -> None:
    report = checked(
        "Ahora mismo no hay stock del abono NPK en el Almacén Norte.", STOCK, language="es"
    )
    assert "false_absence" not in kinds(report), show(report)


def test_no_stock_beside_a_tool_holding_some_is_still_caught() -> None:
    some = (STOCK[0], STOCK[1], {**STOCK[2], "stock_disponible": 40})
    report = checked(
        "Ahora mismo no hay stock del abono NPK en el Almacén Norte.", some, language="es"
    )
    assert "false_absence" in kinds(report), show(report)


# ---- a cause in a record's own description, its effect that record's figure ----

ROOF = (
    "get_quote",
    {"quote": "Q-31"},
    {
        "lines": [
            {"desc": "Fachada norte: limpieza y dos manos", "price_m2_cents": 900},
            {"desc": "Fachada sur: reparación de grietas + dos manos", "price_m2_cents": 1150},
        ]
    },
)


def test_a_cause_in_the_lines_description_with_its_figure_next() -> None:
    answer = (
        "¿Por qué la fachada sur sale más cara? Porque allí hay que hacer la reparación de "
        "grietas primero. Por eso va a 11,50 €/m² en vez de 9,00 €/m²."
    )
    report = checked(answer, ROOF, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_description_holds_is_still_caught() -> None:
    answer = (
        "¿Por qué la fachada sur sale más cara? Porque allí la humedad obliga a usar "
        "pintura especial antihumedad. Por eso va a 11,50 €/m² en vez de 9,00 €/m²."
    )
    report = checked(answer, ROOF, language="es")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a label closed by a denial said with its verb ----

FILING = (
    "get_filing",
    {"ref": "TM-88"},
    {
        "ref": "TM-88",
        "fecha_presentacion": "2025-11-03",
        "estado": "en_plazo_de_oposicion",
        "oposiciones": [],
        "tasas": [{"concepto": "Solicitud", "importe_eur": 150.0}],
    },
)


def test_a_label_names_what_a_denial_said_with_its_verb_denies() -> None:
    answer = "- **Oposiciones:** por ahora no se ha presentado ninguna."
    report = checked(answer, FILING, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_the_same_denial_of_a_labelled_list_that_holds_one_is_caught() -> None:
    answer = "- **Tasas:** por ahora no se ha pagado ninguna."
    report = checked(answer, FILING, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- a call the business will make after an act the run did ----

VISIT = (
    "reservar_visita",
    {"cliente": "CL-4", "fecha": "2026-03-09"},
    {"visita_id": "V-901", "estado": "confirmada", "ventana": "09:00-11:00"},
)


def test_a_call_announced_after_a_booking_is_its_procedure() -> None:
    answer = "Listo, visita V-901 confirmada. El fontanero te llamará cuando salga hacia tu casa."
    report = checked(answer, VISIT, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_foretold_after_the_same_booking_is_still_caught() -> None:
    answer = (
        "Listo, visita V-901 confirmada. Seguro que el fontanero arreglará la fuga en esa "
        "misma visita."
    )
    report = checked(answer, VISIT, language="es")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a cause stated as fact when the text read leaves it open ----

LEAK = (
    "get_inspection",
    {"job": "RF-12"},
    {
        "job": "RF-12",
        "moisture_pct": 31,
        "inspector_note": (
            "Damp patch under the valley flashing. Condensation or a flashing leak are both "
            "possible; we cannot confirm the cause until the water test next week."
        ),
    },
)


def test_a_cause_stated_as_fact_against_a_note_that_leaves_it_open() -> None:
    answer = "The damp patch was caused by a leak in the valley flashing — moisture reads 31%."
    report = checked(answer, LEAK, language="en")
    assert witness_of(report, "inference_as_fact", "cause_unconfirmed").pointer == "/inspector_note"


def test_the_cause_left_open_as_the_note_leaves_it() -> None:
    answer = (
        "The damp patch may come from condensation or a leak in the valley flashing; the "
        "inspector cannot confirm the cause until next week's water test."
    )
    report = checked(answer, LEAK, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


CRACK = (
    "get_survey",
    {"site": "B-7"},
    {
        "site": "B-7",
        "crack_mm": 2.5,
        "note": "外墙裂缝宽 2.5 毫米，裂缝原因待查，需要再观察一个月。",
    },
)


def test_a_han_cause_stated_as_fact_against_a_note_that_leaves_it_open() -> None:
    report = checked("外墙裂缝是地基沉降造成的，宽 2.5 毫米。", CRACK, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a figure said to be in a document whose texts hold none ----

SURVEY = (
    "get_tree_survey",
    {"site": "T-4"},
    {
        "site": "T-4",
        "summary": "पुराने नीम के पेड़ की जड़ों में फफूंद है और दो बड़ी शाखाएँ सूखी हैं, इसलिए छँटाई ज़रूरी है।",
        "advice": "छँटाई के बाद जड़ों के पास पानी जमा न होने दें और अगले मौसम में दोबारा जाँच करवाएँ।",
    },
)


def test_a_figure_the_hindi_report_does_not_hold() -> None:
    answer = "सर्वे रिपोर्ट में साफ़ लिखा है कि छँटाई के बाद 3 हफ़्ते तक पेड़ के पास खुदाई न करें।"
    report = checked(answer, SURVEY, language="hi")
    assert "source_fabrication" in kinds(report), show(report)


def test_what_the_hindi_report_says_without_a_figure_is_left_alone() -> None:
    answer = "सर्वे रिपोर्ट में साफ़ लिखा है कि छँटाई के बाद जड़ों के पास पानी जमा न होने दें।"
    report = checked(answer, SURVEY, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


NOTES = (
    "get_vet_report",
    {"visit": "VR-2"},
    {
        "findings": "Mild laminitis in the left fore; hoof testers show heat at the toe.",
        "plan": "Box rest on deep bedding, soaked hay, and a farrier visit to fit heart-bar shoes.",
    },
)


def test_a_figure_no_text_of_the_one_report_holds() -> None:
    answer = "The vet report says she needs 6 weeks of box rest before turnout."
    report = checked(answer, NOTES, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a count of the items with room for the party ----

TRIPS = (
    "list_trips",
    {"date": "2026-02-07"},
    {
        "total": 4,
        "trips": [
            {"trip": "K-0800", "spots_left": 1},
            {"trip": "K-1000", "spots_left": 5},
            {"trip": "K-1300", "spots_left": 3},
            {"trip": "K-1500", "spots_left": 0},
        ],
    },
)


def test_a_count_of_the_trips_with_room_for_the_party() -> None:
    report = checked("Two trips on Saturday have room for the three of you.", TRIPS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_trips_with_room_for_the_party() -> None:
    report = checked(
        "Three trips on Saturday have room for the three of you.", TRIPS, language="en"
    )
    assert witness_of(report, "count_mismatch").value == 2, show(report)


def test_a_spanish_count_of_the_trips_with_places_for_the_party() -> None:
    report = checked("El sábado hay 2 salidas con plazas para los 3.", TRIPS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- "the reason X: Y": the cause follows the colon ----

PAYSLIP = (
    "get_payslip",
    {"period": "2025-07"},
    {"lines": [{"item": "Overtime premium", "amount": 310.0}], "tax_withheld_on_overtime": 68.2},
)
RULE = "Overtime premiums are taxed at the supplemental rate of 22%."


def test_a_cause_after_the_colon_that_the_operator_states() -> None:
    answer = (
        "The reason the overtime looked smaller: overtime premiums are taxed at the "
        "supplemental rate, so $68.20 was withheld from it."
    )
    report = checked(answer, PAYSLIP, language="en", system=RULE)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_after_the_colon_that_nothing_states_is_caught() -> None:
    answer = (
        "The reason the overtime looked smaller: the payroll team held part of it back "
        "for an audit."
    )
    report = checked(answer, PAYSLIP, language="en", system=RULE)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a day listed with nothing free in it ----

DAYS = (
    "get_available_slots",
    {"ward": "7"},
    {
        "slots": [
            {"date": "2025-09-04", "windows": []},
            {"date": "2025-09-05", "windows": ["10:00-12:00"]},
            {"date": "2025-09-06", "windows": ["09:00-11:00"]},
        ]
    },
)


def test_a_day_listed_with_no_windows_supports_none_free() -> None:
    for language, answer in (
        ("en", "Tomorrow (Thursday, September 4) there is no slot free."),
        ("hi", "कल (गुरुवार 4 सितंबर) कोई स्लॉट खाली नहीं है।"),
    ):
        report = checked(answer, DAYS, language=language, system="Today is 2025-09-03.")
        assert "false_absence" not in kinds(report), (language, show(report))


def test_a_day_with_windows_still_contradicts_none_free() -> None:
    answer = "कल (शुक्रवार 5 सितंबर) कोई स्लॉट खाली नहीं है।"
    report = checked(answer, DAYS, language="hi", system="Today is 2025-09-03.")
    assert "false_absence" in kinds(report), show(report)


# ---- rows of a part, the rest named apart ----

CLASSES = (
    "list_attendance",
    {"member": "M-7"},
    {
        "sessions": [
            {"date": "2025-06-02", "course": "Watercolour basics", "status": "present"},
            {"date": "2025-06-09", "course": "Ink wash", "status": "present"},
            {"date": "2025-06-16", "course": "Figure sketching", "status": "absent"},
            {"date": "2025-06-23", "course": "Colour mixing", "status": "present"},
        ]
    },
)
ROWS_THREE = "\n- June 2: Watercolour basics\n- June 9: Ink wash\n- June 23: Colour mixing"


def test_a_count_of_rows_with_the_rest_named_apart() -> None:
    answer = "You attended 3 sessions (Figure sketching on June 16 is marked absent):" + ROWS_THREE
    report = checked(answer, CLASSES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)
