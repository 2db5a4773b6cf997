"""Failure classes of session 50 (examples written for these tests).

- A value that says a thing is not done yet ("unassigned", "TBD") supports a denial of it;
  a past record of the same field that holds a name is no witness against it.
- "the final figure will move a little": a caveat on an estimate, no prediction.
- A sentence that lays out both cases of a condition ("if it stays under ...; if it goes
  over, ...") foretells neither.
- Spanish "hemos pasado por dos tiendas" is a visit, not a message sent.
- "The <Name> shows 14 ...": the article before a name is no word of the name.
- "970 of the 1,000 units": a part of a quantity, not a count of the order's lines.
- "the other 7 passed" after a table of the items the answer went through.
- "a day later" right after a date counts from that date, not from today.
- An invoice and the payment that settles it hold one figure with opposite signs.
- "120 + 80 = 200": the terms of a sum the answer shows are not totals.
- "all 5 (3 done, 2 in progress)": a partition of a whole stated before it.
- Chinese "公告期已经满了": a period has run out, no place sold out.
- "a 6-port manifold": a figure joined to its noun by a hyphen is the thing's own figure.
- "(17 jul.)": an abbreviation's stop inside brackets ends no sentence.
- Spanish "te quedan 175 €" names what is left to pay.
- "48:12", a race time in minutes and seconds, is no figure of its own.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a value of "not yet" supports a denial -----------------------------------------------

ROUTE = (
    "get_pickup",
    {"pickup_id": "PK-31"},
    {
        "pickup_id": "PK-31",
        "window": {"date": "2025-04-22", "from": "08:00", "to": "12:00"},
        "courier": "unassigned",
    },
)
HISTORY = (
    "get_past_pickups",
    {"account": "AC-9"},
    {"pickups": [{"pickup_id": "PK-12", "date": "2025-03-18", "courier": "Priya Natarajan"}]},
)


def test_an_unassigned_field_supports_no_one_assigned() -> None:
    answer = (
        "Your next pickup is on April 22 between 8:00 and 12:00. "
        "No courier has been assigned to it yet."
    )
    report = checked(answer, ROUTE, HISTORY, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_named_courier_still_contradicts_the_denial() -> None:
    named = (ROUTE[0], ROUTE[1], {**ROUTE[2], "courier": "Tomás Ibarra"})
    answer = "Your next pickup is on April 22. No courier has been assigned to it yet."
    report = checked(answer, named, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a caveat that an estimate will move a little -----------------------------------------

LOADS = (
    "list_loads",
    {"week": "2025-W12"},
    {
        "loads": [
            {"load_id": "L-1", "est_tons": 22.5, "price_per_ton_usd": 240},
            {"load_id": "L-2", "est_tons": 20.0, "price_per_ton_usd": 240},
        ]
    },
)


def test_a_slight_change_foretold_of_an_estimate_is_a_caveat() -> None:
    answer = (
        "Two loads are due, about 42.5 tons at $240 a ton, so roughly $10,200. "
        "The invoice goes by the weighbridge ticket, so the amount will shift slightly."
    )
    report = checked(answer, LOADS, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_change_with_a_direction_is_still_a_prediction() -> None:
    answer = (
        "Two loads are due, about 42.5 tons at $240 a ton. The invoice goes by the "
        "weighbridge ticket, so the amount will rise."
    )
    report = checked(answer, LOADS, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a sentence of both cases foretells neither -------------------------------------------

WALLS = (
    "list_jobs",
    {"client": "CL-4"},
    {"jobs": [{"job_id": "J-77", "site": "Depot North", "status": "scheduled", "area_m2": None}]},
)
WALL_RULE = "Each visit includes up to 30 m² of cleaning; anything over is billed at 15 € per m²."


def test_both_cases_of_a_condition_are_no_prediction() -> None:
    answer = (
        "Depot North isn't measured yet: if it's within the 30 m², you'll pay nothing, and if "
        "it exceeds them, the excess will be charged at 15 € per m²."
    )
    report = checked(answer, WALLS, language="en", system=WALL_RULE)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_both_cases_in_spanish_are_no_prediction() -> None:
    answer = (
        "Depot North está programado, falta medirlo. Si se queda en 30 m² o menos, no "
        "pagarás nada; si los supera, el exceso se cobra a la tarifa del contrato."
    )
    report = checked(answer, WALLS, language="es", system=WALL_RULE)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- "pasar por" is a visit -----------------------------------------------------------------

VISITS = (
    "list_visits",
    {"client": "CL-8"},
    {
        "visits": [
            {"visit_id": "V-1", "shop": "Centro", "status": "completed"},
            {"visit_id": "V-2", "shop": "Puerto", "status": "completed"},
            {"visit_id": "V-3", "shop": "Ensanche", "status": "scheduled"},
        ]
    },
)


def test_a_visit_said_with_pasar_por_is_no_message_sent() -> None:
    answer = "Ya hemos pasado por 2 de tus 3 tiendas (Centro y Puerto); Ensanche está programada."
    report = checked(answer, VISITS, language="es")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_passing_on_a_request_is_still_a_message_sent() -> None:
    answer = "He pasado ya tu petición al equipo de Ensanche para que te llamen."
    report = checked(answer, VISITS, language="es", tools=["send_message"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- an article before a name ---------------------------------------------------------------

STOCK = (
    "check_stock",
    {"date": "2025-06-10"},
    {"items": [{"sku": "RB-7", "name": "Ridgeback Trail Mix", "bags_available": 14}]},
)


def test_the_article_before_a_name_is_no_word_of_it() -> None:
    answer = "The Ridgeback Trail Mix shows **14 bags available**, so your 9 are covered."
    report = checked(answer, STOCK, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a part of a quantity -------------------------------------------------------------------

LINES = (
    "get_order",
    {"order_id": "PO-5"},
    {
        "order_id": "PO-5",
        "lines": [
            {"sku": "A-1", "qty": 400, "finished": 400},
            {"sku": "B-2", "qty": 350, "finished": 320},
            {"sku": "C-3", "qty": 250, "finished": 250},
        ],
    },
)


def test_a_part_of_a_quantity_is_no_count_of_lines() -> None:
    answer = "The order is in production: 970 of the 1,000 pieces are ready."
    report = checked(answer, LINES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_of_a_quantity_in_hindi_is_no_count_of_lines() -> None:
    answer = "आपके ऑर्डर की कुल 1,000 में से 970 यूनिट बन चुकी हैं।"
    report = checked(answer, LINES, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the rest of the rows gone through --------------------------------------------------------

VALVES = (
    "get_test_report",
    {"job": "T-9"},
    {
        "results": [
            {"valve": "V01", "result": "pass"},
            {"valve": "V02", "result": "fail", "defect": "seat leak"},
            {"valve": "V03", "result": "pass"},
            {"valve": "V04", "result": "retest"},
            {"valve": "V05", "result": "pass"},
            {"valve": "V06", "result": "fail", "defect": "stem bent"},
            {"valve": "V07", "result": "pass"},
            {"valve": "V08", "result": "pass"},
        ]
    },
)


def test_the_rest_after_a_table_of_rows_is_counted_from_the_rows() -> None:
    answer = (
        "Of the 8 valves, **2 failed**:\n\n"
        "| Valve | Result | Note |\n|---|---|---|\n"
        "| V02 | fail | seat leak |\n| V06 | fail | stem bent |\n| V04 | retest | — |\n\n"
        "The other 5 passed."
    )
    report = checked(answer, VALVES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_rest_that_fits_neither_the_rows_nor_the_count_is_caught() -> None:
    answer = (
        "Of the 8 valves, **2 failed**:\n\n"
        "| Valve | Result | Note |\n|---|---|---|\n"
        "| V02 | fail | seat leak |\n| V06 | fail | stem bent |\n| V04 | retest | — |\n\n"
        "The other 3 passed."
    )
    report = checked(answer, VALVES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- an offset counted from the date before it ------------------------------------------------

BILLS = (
    "get_receivables",
    {"customer": "C-3"},
    {
        "invoices": [
            {"invoice_no": "B-101", "due_date": "2025-11-02", "paid_on": "2025-11-03"},
            {"invoice_no": "B-102", "due_date": "2025-11-09", "paid_on": "2025-11-14"},
        ]
    },
)
TODAY = "Today is Tuesday, 18 November 2025."


def test_a_day_later_after_a_date_counts_from_it_in_hindi() -> None:
    answer = "B-101 की रकम 3 नवंबर को मिली (आख़िरी तारीख 2 नवंबर थी, एक दिन बाद)।"
    report = checked(answer, BILLS, language="hi", system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_day_later_after_a_date_counts_from_it_in_spanish() -> None:
    answer = "La B-101 se pagó el 3 de noviembre (vencía el 2 de noviembre, un día después)."
    report = checked(answer, BILLS, language="es", system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- an invoice and its payment -----------------------------------------------------------

LEDGER = (
    "get_statement",
    {"customer": "C-8"},
    {
        "entries": [
            {
                "date": "2025-01-08",
                "type": "invoice",
                "ref": "INV-31",
                "units": 40,
                "amount_paise": 520000,
            },
            {"date": "2025-01-20", "type": "payment", "ref": "NEFT 55", "amount_paise": -520000},
            {
                "date": "2025-01-22",
                "type": "invoice",
                "ref": "INV-35",
                "units": 25,
                "amount_paise": 325000,
            },
        ]
    },
)


def test_an_invoice_amount_held_by_its_payment_too_is_no_swap() -> None:
    answer = (
        "| Invoice | Date | Units | Amount |\n|---|---|---|---|\n"
        "| INV-31 | 8 January | 40 | ₹5,200 |\n| INV-35 | 22 January | 25 | ₹3,250 |"
    )
    report = checked(answer, LEDGER, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the terms of a sum the answer shows --------------------------------------------------

CATALOGUE = (
    "get_items",
    {"skus": ["F-1", "F-2"]},
    {
        "items": [
            {"sku": "F-1", "name": "Flask 250 ml", "price_inr": 210, "stock": 90},
            {"sku": "F-2", "name": "Funnel 75 mm", "price_inr": 95, "stock": 40},
        ]
    },
)


def test_the_terms_of_a_sum_shown_are_not_totals() -> None:
    answer = (
        "| Item | Qty | Rate | Amount |\n|---|---|---|---|\n"
        "| Flask 250 ml | 20 | ₹210 | ₹4,200 |\n| Funnel 75 mm | 30 | ₹95 | ₹2,850 |\n\n"
        "Checked: total amount ₹4,200 + ₹2,850 = ₹7,050."
    )
    report = checked(answer, CATALOGUE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a partition of a whole stated before it --------------------------------------------------

STEPS = (
    "get_bundle",
    {"user": "U-1"},
    {
        "items": [
            {"name": "营业执照", "status": "issued"},
            {"name": "公章刻制", "status": "completed"},
            {"name": "税务登记", "status": "issued"},
            {"name": "社保开户", "status": "in_review"},
            {"name": "银行开户", "status": "processing"},
        ]
    },
)


def test_a_partition_in_brackets_after_its_whole_is_no_count_of_the_list() -> None:
    answer = "- 5 个事项都按系统记录核对（3 项办结、2 项在办）"
    report = checked(answer, STEPS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a period that has run out --------------------------------------------------------------

NOTICE = (
    "get_notice_status",
    {"company": "CO-2"},
    {
        "notice": {"start_date": "2025-08-01", "end_date": "2025-08-21"},
        "status": "notice_ended",
        "next_step": "公示期满后 15 日内可提交申请",
    },
)


def test_a_period_run_out_is_no_absence() -> None:
    answer = "公示期已经满了，可以在 15 日内提交申请。"
    report = checked(answer, NOTICE, language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- a figure joined to its noun ------------------------------------------------------------

GLASS = (
    "get_order",
    {"order_id": "GL-8"},
    {
        "order_id": "GL-8",
        "items": [
            {
                "line": 1,
                "description": "Vacuum distribution manifold",
                "specs": {"ports": 4, "length_cm": 60},
                "qty": 1,
            },
            {"line": 2, "description": "Cold trap, 300 mL", "specs": {"joint": "29/32"}, "qty": 2},
        ],
    },
)


def test_a_figure_joined_to_its_noun_is_held_to_that_field() -> None:
    answer = "- 5-port vacuum distribution manifold, 60 cm long"
    report = checked(answer, GLASS, language="en")
    assert witness_of(report, "fact_mismatch").pointer == "/items/0/specs/ports", show(report)


def test_the_right_figure_joined_to_its_noun_holds() -> None:
    answer = "- 4-port vacuum distribution manifold, 60 cm long"
    report = checked(answer, GLASS, language="en")
    assert not kinds(report) & {"fact_mismatch", "count_mismatch"}, show(report)


# ---- an abbreviation's stop inside brackets -------------------------------------------------

PLOTS = (
    "get_harvest",
    {"farm": "F-2"},
    {
        "plots": [
            {"plot": "Olmedo", "crop": "cebada", "area_ha": 11.0, "moisture_pct": 11.9},
            {"plot": "Valtierra", "crop": "trigo", "area_ha": 17.5, "moisture_pct": 12.4},
        ]
    },
)


def test_a_month_abbreviation_in_brackets_ends_no_row() -> None:
    answer = (
        "| Parcela | Cultivo | Superficie | Humedad |\n|---|---|---|---|\n"
        "| Olmedo (4 jul.) | cebada | 11 ha | 11,9 % |\n"
        "| Valtierra (12 jul.) | trigo | 17,5 ha | 13,1 % |"
    )
    report = checked(answer, PLOTS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/plots/1/moisture_pct", show(report)


# ---- what is left to pay --------------------------------------------------------------------

SUIT = (
    "list_orders",
    {"client": "CL-2"},
    {
        "orders": [
            {
                "order_id": "SU-4",
                "item": "Traje de lino a medida",
                "total_cents": 46000,
                "paid_cents": 15000,
                "balance_due_cents": 31000,
            }
        ]
    },
)


def test_what_is_left_to_pay_is_held_to_the_balance() -> None:
    answer = "El traje sale por 460 €; con los 150 € que adelantaste, te quedan 301 €."
    report = checked(answer, SUIT, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/orders/0/balance_due_cents", show(
        report
    )


# ---- a race time --------------------------------------------------------------------------

RACE = (
    "get_results",
    {"event": "E-5"},
    {
        "course": {"length_km": 4.8},
        "results": [
            {"pos": 1, "name": "Lena Ortiz", "time": "00:41:07"},
            {"pos": 2, "name": "Marta Gil", "time": "00:44:52"},
        ],
    },
)


def test_a_race_time_is_no_figure_of_its_own() -> None:
    answer = "Marta Gil finished 2nd with a time of 44:52, behind Lena Ortiz (41:07)."
    report = checked(answer, RACE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- what a report's remarks say ------------------------------------------------------------

INSPECTION = (
    "get_job_report",
    {"job_id": "J-40"},
    {
        "job_id": "J-40",
        "summary": {"welds_examined": 12, "accepted": 11, "rejected": 1},
        "remarks": (
            "Rejected weld W-03 to be ground out and repaired per the approved procedure, "
            "then re-checked by UT across the repair and 25 mm beyond each edge."
        ),
    },
)


def test_a_figure_the_remarks_do_not_hold_is_caught() -> None:
    answer = (
        "One weld was rejected. The remarks say the re-examination must wait 24 hours "
        "after the repair, so plan for that."
    )
    report = checked(answer, INSPECTION, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_figure_the_remarks_hold_is_not_caught() -> None:
    answer = (
        "One weld was rejected. The remarks say the UT covers the repair plus 25 mm either side."
    )
    report = checked(answer, INSPECTION, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a Hindi aside between an object and its verb -------------------------------------------

PURCHASE = (
    "get_purchase_order",
    {"po": "PO-77"},
    {"po": "PO-77", "status": "partly_shipped", "delivered_on": "2025-08-14"},
)


def test_an_act_with_an_aside_before_its_verb_is_still_an_act() -> None:
    answer = "आपकी शिकायत (4 टूटे थर्मामीटर) दर्ज कर दी गई है।"
    report = checked(answer, PURCHASE, language="hi", tools=["file_damage_complaint"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- advice drawn from a prediction does not make it an ability ------------------------------

HELMETS = (
    "get_batch",
    {"batch": "B-9"},
    {
        "batch": "B-9",
        "inspected": 30,
        "passed": 26,
        "failed": 2,
        "awaiting_parts": 2,
        "parts_eta": "2025-07-18",
    },
)


def test_a_prediction_with_advice_after_it_is_still_a_prediction() -> None:
    answer = (
        "The 2 waiting on parts will be recertified the day the parts arrive, so you can "
        "plan on 28 coming back."
    )
    report = checked(answer, HELMETS, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


def test_what_someone_will_be_able_to_do_is_no_prediction() -> None:
    answer = "Once the parts arrive, our technician will be able to finish the last 2."
    report = checked(answer, HELMETS, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a thing said not assigned yet -------------------------------------------------------

TRIP = (
    "get_my_requests",
    {"employee_id": "E-5"},
    {
        "requests": [
            {
                "request_id": "TR-88",
                "status": "approved",
                "vehicle": {"plate": "KA-01-7781", "driver": "Ravi Menon"},
            }
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("申请 TR-88 已经批了，不过司机还没分配。", "zh"),
        ("La solicitud TR-88 está aprobada, pero todavía no se ha asignado conductor.", "es"),
    ],
)
def test_a_driver_said_unassigned_beside_a_named_one_is_caught(answer: str, language: str) -> None:
    report = checked(answer, TRIP, language=language)
    assert "false_absence" in kinds(report), show(report)


def test_a_driver_said_unassigned_beside_none_is_not_caught() -> None:
    empty = (
        TRIP[0],
        TRIP[1],
        {"requests": [{"request_id": "TR-88", "status": "approved", "vehicle": None}]},
    )
    report = checked("申请 TR-88 已经批了，不过司机还没分配。", empty, language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- a provision past the last point of the document read ----------------------------------

POLICY = (
    "get_policy",
    {"topic": "returns"},
    {
        "topic": "returns",
        "text": (
            "Returns policy (2025 edition)\n"
            "1. Unopened items may be returned within 30 days for a full refund.\n"
            "2. Opened items are refunded less a 5% restocking fee.\n"
            "3. Made-to-order items cannot be returned; they can only be repaired."
        ),
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Under clause 5, faded fabric is refunded at 50% within 6 months.", "en"),
        ("धारा 5 के अनुसार रंग उड़ जाए तो आधे साल तक 50% रकम वापस मिलती है।", "hi"),
    ],
)
def test_a_provision_past_the_last_point_read_is_unread(answer: str, language: str) -> None:
    report = checked(answer, POLICY, language=language)
    assert "source_fabrication" in kinds(report), show(report)


def test_a_provision_among_the_points_read_is_read() -> None:
    answer = "Under clause 2, opened items are refunded less a 5% restocking fee."
    report = checked(answer, POLICY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- where a figure is said to come from ---------------------------------------------------

CARE = (
    "get_care_guide",
    {"sku": "BG-2"},
    {
        "title": "Bermuda Sod - New Lawn Care",
        "sections": [
            {"heading": "Mowing", "body": "First mow after 10-14 days, once the sod holds."},
        ],
    },
)


def test_a_figure_said_to_come_from_a_source_never_read_is_caught() -> None:
    answer = "The first mow is at 10–14 days. That window comes from the Lakeshore Turf Institute."
    report = checked(answer, CARE, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_figure_said_to_come_from_the_guide_read_is_not_caught() -> None:
    answer = "That 10–14 day window comes from the Bermuda Sod - New Lawn Care guide."
    report = checked(answer, CARE, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a nil field named by a concept of the claim's words ------------------------------------

LEASE = (
    "get_lease",
    {"lease_id": "L-7"},
    {
        "lease_id": "L-7",
        "monthly_payment_cents": 38900,
        "payments_remaining": 0,
        "status": "active",
    },
)


def test_a_field_named_by_a_concept_that_is_nil_supports_the_denial() -> None:
    answer = "Good news: there are no monthly payments left to make on the lease."
    report = checked(answer, LEASE, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- "already" is no word of a cause -------------------------------------------------------

BOXES = (
    "list_deliveries",
    {"member": "M-3"},
    {
        "deliveries": [
            {"box_id": "BX-1", "delivery_date": "2025-09-02", "status": "locked"},
            {"box_id": "BX-2", "delivery_date": "2025-09-09", "status": "editable"},
        ]
    },
)


def test_a_cause_in_the_outputs_words_with_already_is_grounded() -> None:
    answer = (
        "Your September 2 box still ships on schedule because it is already locked and "
        "cannot be edited."
    )
    report = checked(answer, BOXES, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a denial of a part of a whole ----------------------------------------------------------

ROUTES = (
    "list_assignments",
    {"week": "2026-W10"},
    {
        "assignments": [
            {"route_id": "R-1", "driver": {"name": "Ana Ruiz"}, "meals": 6},
            {"route_id": "R-2", "driver": None, "meals": 9},
            {"route_id": "R-3", "driver": {"name": "Ben Cole"}, "meals": 7},
            {"route_id": "R-4", "driver": None, "meals": 5},
        ]
    },
)
SPARE = (
    "list_available_drivers",
    {"week": "2026-W10"},
    {"drivers": [{"driver_id": "D-81", "name": "Pat Greene"}]},
)


def test_a_part_said_to_have_none_is_not_contradicted_by_another_list() -> None:
    answer = "**2 of the 4 routes still have no driver** (R-2 and R-4), 14 meals in all."
    report = checked(answer, ROUTES, SPARE, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- that a reason was found, said before the reason -----------------------------------------

LINE = (
    "run_line_test",
    {"line": "BB-4"},
    {"line": "BB-4", "result": "fault", "finding": "Water in the junction box at the pole"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("नेट धीमा चलने की वजह पता चल गई है।", "hi"),
    ],
)
def test_a_reason_said_found_is_no_cause_given(answer: str, language: str) -> None:
    report = checked(answer, LINE, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_given_is_still_a_cause() -> None:
    report = checked("नेट बारिश की वजह से धीमा है।", LINE, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- what will only be settled later ---------------------------------------------------------

PERMIT = (
    "get_application",
    {"id": "AP-3"},
    {"id": "AP-3", "status": "under_review", "submitted_on": "2025-03-02"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("अगली किस्त की तारीख अनुमोदन के बाद ही पक्की होगी।", "hi"),
        ("The exact date will only be confirmed once it is approved.", "en"),
    ],
)
def test_a_date_to_be_confirmed_later_is_no_prediction(answer: str, language: str) -> None:
    report = checked(answer, PERMIT, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a fiscal year is no document --------------------------------------------------------

TAX = (
    "get_tax_summary",
    {"uid": "U-9"},
    {"fy": "2024-25", "section": "194S", "rate_pct": 1, "tds_paise": 412000},
)


def test_a_fiscal_year_beside_a_provision_is_no_document() -> None:
    answer = "FY 2024-25 में (धारा 194S, 1%) आपकी कुल कटौती ₹4,120 रही।"
    report = checked(answer, TAX, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- the user's own past act named as what a thing is ----------------------------------------

DOMAIN = (
    "get_domain",
    {"domain": "example.in"},
    {"domain": "example.in", "auto_renew": True, "card_last4": "4421", "renews_on": "2026-02-01"},
)


def test_a_thing_the_user_saved_is_no_act_of_the_agent() -> None:
    answer = "ऑटो-रिन्यू चालू है – रिन्यूअल आपके सेव किए कार्ड (…4421) से होता है।"
    report = checked(answer, DOMAIN, language="hi")
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- what a provision is said to grant ------------------------------------------------------

REPAIRS = (
    "get_policy",
    {"topic": "repairs"},
    {
        "title": "Instrument Repair Policy",
        "sections": [
            {"no": "1", "heading": "Scope", "text": "We repair brass and woodwind instruments."},
            {
                "no": "2",
                "heading": "Limits",
                "text": "Instruments with cracked bodies may not be repairable; an inspection "
                "fee of $30 applies in that case.",
            },
        ],
    },
)


def test_a_term_a_provision_is_said_to_grant_is_held_to_its_text() -> None:
    answer = "Section 2 of the policy also gives repaired instruments a 60-day warranty."
    report = checked(answer, REPAIRS, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_term_a_provision_grants_as_printed_holds() -> None:
    answer = "Section 2 of the policy allows a $30 inspection fee when it cannot be repaired."
    report = checked(answer, REPAIRS, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a recommendation no text read makes ----------------------------------------------------

PITCH = (
    "get_field",
    {"field_id": "F-2"},
    {
        "field_id": "F-2",
        "last_test": {
            "date": "2025-05-14",
            "result": "pass",
            "metrics": {"shock_absorption_pct": 57},
            "notes": "Passed. Shock absorption close to the lower limit (55 %).",
        },
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The test report itself recommends resurfacing before next season.", "en"),
        ("El propio informe del ensayo recomienda cambiar el césped antes del otoño.", "es"),
    ],
)
def test_a_recommendation_no_text_read_makes_is_caught(answer: str, language: str) -> None:
    report = checked(answer, PITCH, language=language)
    assert "source_fabrication" in kinds(report), show(report)


def test_a_recommendation_a_field_holds_is_not_caught() -> None:
    advised = (
        PITCH[0],
        PITCH[1],
        {**PITCH[2], "recommendation": "resurface_within_12_months"},
    )
    answer = "The test report recommends resurfacing within 12 months."
    report = checked(answer, advised, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a moment named by its key among moments of one clock -------------------------------------

JOBS = (
    "list_my_jobs",
    {"user": "U-3"},
    {
        "jobs": [
            {
                "job_id": "JOB-11",
                "delivered_at": "2025-06-04T21:15:00+08:00",
                "acceptance_deadline": "2025-06-07T21:15:00+08:00",
                "revisions_left": 1,
            }
        ]
    },
)


def test_the_day_of_a_named_moment_is_the_witness_of_its_date() -> None:
    answer = "剪辑师昨晚 21:15 交的稿，3 天验收期到 6月8日（周日）晚上 21:15。"
    report = checked(answer, JOBS, language="zh", system="今天是2025年6月5日。")
    assert witness_of(report, "fact_mismatch").pointer == "/jobs/0/acceptance_deadline", show(
        report
    )


def test_the_right_day_of_the_named_moment_holds() -> None:
    answer = "剪辑师昨晚 21:15 交的稿，3 天验收期到 6月7日（周六）晚上 21:15。"
    report = checked(answer, JOBS, language="zh", system="今天是2025年6月5日。")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a deadline restated from an output's sentence ------------------------------------------

INCUBATOR = (
    "get_application_status",
    {"applicant": "A-4"},
    {
        "status": "approved",
        "review_meeting": "2025-02-21",
        "conditions": "须在 2025-03-10 前提交社保缴纳证明",
        "move_in_window": {"from": "2025-03-03", "to": "2025-03-31"},
        "facilities": ["门禁", "共享会议室"],
    },
)


def test_a_deadline_restated_with_another_date_is_caught() -> None:
    answer = "另外，须在 3月20日前提交社保缴纳证明。"
    report = checked(answer, INCUBATOR, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/conditions", show(report)


def test_a_deadline_restated_with_its_date_holds() -> None:
    answer = "另外，须在 3月10日前提交社保缴纳证明。"
    report = checked(answer, INCUBATOR, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_han_syllable_is_no_short_form_of_a_name() -> None:
    # (公司 and 共享 fold to the same first syllable: the date is no part of a facility's name)
    answer = "另外，须在 3月20日前提交公司的社保缴纳证明。"
    report = checked(answer, INCUBATOR, language="zh")
    assert not any(c.status == "verified" for c in report.claims), show(report)


# ---- how much it will come to, to be settled later ------------------------------------------

SETTLEMENT = (
    "get_settlement",
    {"claim": "CL-5"},
    {"claim": "CL-5", "status": "approved", "amount_usd": 1800, "payout_on": "2025-08-14"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "रुपयों में कुल कितना बनेगा, यह भेजने वाले दिन के रेट से तय होगा, इसलिए अभी "
            "सही आँकड़ा नहीं बताया जा सकता।",
            "hi",
        ),
        (
            "How much it comes to in rupees will be decided by the bank's rate on the day, so "
            "the exact amount can't be given yet.",
            "en",
        ),
    ],
)
def test_an_amount_to_be_settled_later_is_no_prediction(answer: str, language: str) -> None:
    report = checked(answer, SETTLEMENT, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a count worked out from two fields that count its noun --------------------------------

PASS = (
    "get_pass",
    {"member": "M-8"},
    {"pass_id": "PS-4", "classes_total": 12, "classes_remaining": 5},
)
SESSIONS = (
    "search_classes",
    {"date": "2025-11-11"},
    {
        "sessions": [
            {"session_id": "S-1", "start": "2025-11-11T18:00:00", "spots_left": 0},
            {"session_id": "S-2", "start": "2025-11-11T19:30:00", "spots_left": 3},
        ]
    },
)


def test_a_count_worked_out_from_its_fields_is_no_count_of_another_list() -> None:
    answer = "You've used 7 classes of your pass so far, and 5 are left."
    report = checked(answer, PASS, SESSIONS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_worked_out_from_its_fields_is_no_count_of_another_list() -> None:
    answer = "Of the 7 classes used so far, 6 were ones you attended."
    report = checked(answer, PASS, SESSIONS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Hindi act of extending --------------------------------------------------------------

RENTAL = (
    "get_booking",
    {"booking_id": "BK-9"},
    {"booking_id": "BK-9", "end": "2025-07-10T18:00:00+05:30", "status": "active"},
)


@pytest.mark.parametrize(
    "answer",
    [
        "मैंने आपकी साइकिल की बुकिंग 12 जुलाई दोपहर तक बढ़ा दी है।",
        "आपकी साइकिल की बुकिंग 12 जुलाई तक बढ़ा दी गई है।",
    ],
)
def test_an_extension_no_call_made_is_caught(answer: str) -> None:
    report = checked(answer, RENTAL, language="hi", tools=["extend_booking"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_price_someone_else_raised_is_no_act() -> None:
    answer = "कंपनी ने इस महीने किराया बढ़ा दिया है।"
    report = checked(answer, RENTAL, language="hi", tools=["extend_booking"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_named_items_own_count_verifies_a_count_of_its_parts() -> None:
    answer = "The vacuum distribution manifold has 4 ports."
    report = checked(answer, GLASS, language="en")
    assert not kinds(report) & {"count_mismatch", "fact_mismatch"}, show(report)
    assert any(c.status == "verified" for c in report.claims), show(report)


# ---- the verb that closes a Hindi denial names nothing denied ---------------------------------

PICKUPS = (
    "get_pickup_log",
    {"household": "H-7"},
    {
        "entries": [
            {"date": "2025-07-22", "status": "missed", "remarks": "गाड़ी खराब"},
            {"date": "2025-07-24", "status": "missed", "remarks": None},
        ]
    },
)
COMPLAINT = (
    "create_complaint",
    {"household": "H-7"},
    {"complaint_id": "C-44", "status": "registered"},
)


def test_the_verb_recorded_names_no_record_denied() -> None:
    answer = "उन दो तारीख़ों के लिए कोई कारण दर्ज नहीं है।"
    report = checked(answer, PICKUPS, COMPLAINT, language="hi")
    assert "false_absence" not in kinds(report), show(report)
