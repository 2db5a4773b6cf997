"""Failure classes of session 48 (examples written for these tests).

- "Standby generator 3 came back clean", "Battery 2 came back": a number after words that
  spell out the letters of an output code holding it ("SG-3", "BAT-2") names that thing.
- "3 of the 5 permits are still open" where no status says an item is closed: the open
  items are those in a state still under way (pending, overdue), not one state alone.
- A superlative after a field's key and one of its values ("साइज़ M में सबसे सस्ती") ranks
  only the items of that value.
- "2 个仓库": the distinct values of a ``warehouse_name`` field count warehouses; a Han
  count's tail ends at 、 (the next part of an enumeration is not its noun).
- "原定 6:00 开闸，实际 6:25 才开": a time beside another of the same sentence that is the
  output's is another moment (a plan), no misreading of it.
- Chinese "一般就会" hedges as "一般会" does.
- "运费按平台规则计算": the subject before a mid-phrase 按 is no part of a document's name.
- "3 boxes waiting to ship" after a call filtered on ``status: unshipped``: the clause
  restates the filter, so the list is all of them and its length the witness; "waiting to
  be paid" says no item is paid.
- "paged", "radioed" report a notice the agent sent.
- "No stoppages on Press 2" after a call with ``line: "P2"``: the code written out is what
  the call asked for, no qualifier the items must carry.
- A hedge in a consequence drawn after the value ("…, so you should …") does not reach it.
- A date with its year written, a year off the one output date of that day and month, with
  no output date in the year it gives, is that date misstated.
- "6 twelve-foot extension ladders": the noun after hyphened modifiers is the counted noun;
  a filter value in snake case (``garden_hoses``) names the list's items.
- A row's amount written with two digits of the row's own difference swapped (856 for
  865) is that difference misread.
- "3 Jonagold bins" beside ``total: 3`` with one Gala bin: the total counts every kind;
  the number of a code (``bin: "C-03"``) counts nothing, and "unit 4B" is the code an
  output holds as written, not four billion.
- "Lavender honey: none in stock" beside ``out_of_stock: ["Lavender honey"]`` is what the
  output says.
- Spanish "no nos consta", "no trabajamos"; English "we don't carry": denials; a denied
  phrase of two words an item's name holds as written names that item.
- "June: no trips" is held to the lookup of June when another covers July; an act in the
  time clause of a future one ("I'll add it as soon as we've reserved a new slot") is no
  deed; "1 hired, 3 still being considered, and 1 turned down" is an enumeration that adds
  up, no rest.
- "bracelet yes, the ring no": an answer, no denial; "Priya's latest note" ranks the
  notes, not the cases they sit in; a percent threshold is no bound on a count field.
- "the HSE report" after ``get_daily_hse_summary`` is what that tool returned; a Hindi
  qualifier before the number ("रिपोर्ट देने वाले 11 केंद्र") names the field that counts.
- "根据区城管局 6 月 3 日印发的通知": a notice named by its issuer, the day and a verb of
  issuing is a document the run must have read; "the warranty terms also state that …"
  puts words in a read document's mouth when the outputs hold almost none of them.
- "out of stock", "not in stock", "स्टॉक में नहीं" say the named item has none left, held to
  its quantity on hand like "agotado".
- A state named by a word of its values ("had refunds": ``refunded`` and
  ``partially_refunded``) counts them together; Hindi "का परिणाम" is an exam's result.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- a number that is part of an output code written out -------------------------------------

GENERATORS = (
    "list_power_units",
    {"site": "HQ"},
    {
        "total": 4,
        "units": [
            {"unit_id": "SG-1", "type": "standby generator", "last_test": "pass"},
            {"unit_id": "SG-3", "type": "standby generator", "last_test": "pass"},
            {"unit_id": "UPS-1", "type": "battery ups", "last_test": "pass"},
            {"unit_id": "UPS-2", "type": "battery ups", "last_test": "fail"},
        ],
    },
)


def test_a_number_after_the_words_of_a_code_names_the_thing() -> None:
    answer = "Standby generator 3 came back clean after its load test."
    report = checked(answer, GENERATORS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_first_letters_of_a_word_spell_a_code() -> None:
    answer = "Battery 2 came back with a failed self-test."
    report = checked(
        answer,
        (
            GENERATORS[0],
            GENERATORS[1],
            {
                "units": [
                    {"unit_id": "BAT-1", "type": "battery", "result": "pass"},
                    {"unit_id": "BAT-2", "type": "battery", "result": "fail"},
                    {"unit_id": "BAT-3", "type": "battery", "result": "pass"},
                ]
            },
        ),
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- open items where no status says closed --------------------------------------------------

PERMITS = (
    "list_permits",
    {"owner": "Rivera Builders"},
    {
        "total": 5,
        "permits": [
            {"ref": "P-11", "status": "issued"},
            {"ref": "P-12", "status": "pending"},
            {"ref": "P-13", "status": "overdue"},
            {"ref": "P-14", "status": "issued"},
            {"ref": "P-15", "status": "pending"},
        ],
    },
)


def test_open_items_are_those_still_under_way() -> None:
    answer = "3 of the 5 permits are still open: P-12 and P-15 are pending, P-13 is overdue."
    report = checked(answer, PERMITS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_open_items_is_still_caught() -> None:
    answer = "4 of the 5 permits are still open."
    report = checked(answer, PERMITS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a superlative narrowed by a value of a field --------------------------------------------

JACKETS = (
    "search_jackets",
    {"query": "rain jacket"},
    {
        "results": [
            {"sku": "JK-201", "size": "M", "price_inr": 3400},
            {"sku": "JK-204", "size": "M", "price_inr": 2100},
            {"sku": "JK-209", "size": "L", "price_inr": 1850},
        ]
    },
)


def test_a_superlative_after_a_key_and_its_value_ranks_that_kind() -> None:
    answer = "साइज़ M में सबसे सस्ती जैकेट **JK-204** (₹2,100) है।"
    report = checked(answer, JACKETS, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_superlative_without_the_narrowing_value_is_still_ranked() -> None:
    answer = "सबसे सस्ती जैकेट **JK-204** (₹2,100) है।"
    report = checked(answer, JACKETS, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- distinct names; the enumeration comma ---------------------------------------------------

RECEIPTS = (
    "list_warehouse_receipts",
    {"week": "2026-W18"},
    {
        "total": 5,
        "items": [
            {"warehouse_name": "嘉兴一号库", "batch": "B-301", "result": "passed"},
            {"warehouse_name": "嘉兴一号库", "batch": "B-302", "result": "passed"},
            {"warehouse_name": "嘉兴一号库", "batch": "B-303", "result": "passed"},
            {"warehouse_name": "昆山冷链库", "batch": "B-304", "result": "passed"},
            {"warehouse_name": "昆山冷链库", "batch": "B-305", "result": "passed"},
        ],
    },
)


def test_distinct_values_of_a_name_field_count_the_named_things() -> None:
    answer = "本周 2 个仓库共收货 5 批，全部验收合格。"
    report = checked(answer, RECEIPTS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    assert all(c.status == "verified" for c in report.claims), show(report)


CARD = (
    "list_card_transactions",
    {"month": "2026-03"},
    {
        "total": 5,
        "items": [
            {"id": "T1", "type": "purchase", "amount": 88},
            {"id": "T2", "type": "purchase", "amount": 120},
            {"id": "T3", "type": "purchase", "amount": 46},
            {"id": "T4", "type": "purchase", "amount": 230},
            {"id": "T5", "type": "refund", "amount": -46},
        ],
    },
)


def test_a_han_count_ends_at_the_enumeration_comma() -> None:
    answer = "三月这张卡一共 5 笔交易：4 笔消费、1 笔退款。"
    report = checked(answer, CARD, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    assert all(c.status == "verified" for c in report.claims), show(report)


# ---- two times of one sentence ---------------------------------------------------------------

SLUICE = (
    "get_sluice_log",
    {"gate": "3号闸"},
    {"gate": "3号闸", "opened_at": "2026-05-03T06:25:00+08:00", "reason": "大雾，能见度不足"},
)


def test_a_planned_time_beside_the_actual_one_is_another_moment() -> None:
    answer = "3号闸原定 5 月 3 日 6:00 开闸，因为大雾推迟，实际 6:25 才打开。"
    report = checked(answer, SLUICE, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_time_alone_is_still_caught() -> None:
    answer = "3号闸在 5 月 3 日 6:00 打开了。"
    report = checked(answer, SLUICE, language="zh")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- "一般就会" ----------------------------------------------------------------------------------

VISA = (
    "get_application",
    {"ref": "A-5521"},
    {"ref": "A-5521", "status": "materials_review", "missing": ["在职证明"]},
)


def test_usually_then_will_hedges_a_conditional_outcome() -> None:
    answer = "如果周五前把在职证明补齐，一般就会在下周进入审批，结果出来我再通知您。"
    report = checked(answer, VISA, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a mid-phrase 按 --------------------------------------------------------------------------

FREIGHT = (
    "quote_freight",
    {"from": "义乌", "to": "成都", "kg": 12},
    {"weight_kg": 12, "zone": "西南", "first_kg_yuan": 8, "extra_kg_yuan": 2},
)


def test_the_subject_before_an_according_word_names_no_document() -> None:
    answer = "首重 8 元，续重每公斤 2 元；这单运费按平台规则计算，合计 30 元。"
    report = checked(answer, FREIGHT, language="zh")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a clause that restates the call's state filter ------------------------------------------

BOXES = (
    "list_store_boxes",
    {"store": "S-9", "status": "unshipped"},
    {
        "status_filter": "unshipped",
        "total": 4,
        "boxes": [
            {"box": "BX-71", "ship_by": "2026-04-10", "value": 90.0},
            {"box": "BX-72", "ship_by": "2026-04-11", "value": 70.0},
            {"box": "BX-73", "ship_by": "2026-04-13", "value": 50.0},
            {"box": "BX-74", "ship_by": "2026-04-13", "value": 20.0},
        ],
    },
)


def test_a_count_that_restates_the_filter_is_held_to_the_list() -> None:
    answer = "You have **3 boxes waiting to ship**, worth **$230.00** in goods."
    report = checked(answer, BOXES, language="en")
    assert witness_of(report, "count_mismatch").value == 4, show(report)


def test_the_right_count_of_the_filtered_list_stands() -> None:
    answer = "You have **4 boxes waiting to ship**, worth **$230.00** in goods."
    report = checked(answer, BOXES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


UNPAID = (
    "list_invoices",
    {"client": "Haldane Co", "status": "unpaid"},
    {
        "status_filter": "unpaid",
        "invoices": [{"id": "IN-1", "amount": 120}, {"id": "IN-2", "amount": 80}],
    },
)


def test_a_state_still_to_come_is_not_said_of_the_items() -> None:
    answer = "Haldane Co has 2 invoices waiting to be paid."
    report = checked(answer, UNPAID, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- paging ----------------------------------------------------------------------------------

ONCALL = (
    "get_oncall",
    {"team": "payments"},
    {"primary": "Dana Whitfield", "secondary": "Ilya Brandt"},
)


def test_paging_someone_is_a_notice_sent() -> None:
    answer = "Dana Whitfield is on call for payments tonight, and I've paged her about the outage."
    report = checked(answer, ONCALL, language="en", tools=["page_oncall"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a code the call asked for, written out --------------------------------------------------

PRESS_STOPS = (
    "list_stoppages",
    {"line": "P2", "shift": "night"},
    {"stoppages": [{"id": "ST-55", "cause": "die change", "minutes": 18}]},
)


def test_a_code_of_the_call_written_out_qualifies_nothing_else() -> None:
    answer = "No stoppages were logged on Press 2 last night, so the morning run can start."
    report = checked(answer, PRESS_STOPS, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a hedge of the consequence; a year slip -------------------------------------------------

WALLET = ("get_wallet", {"card": "K-220"}, {"card": "K-220", "balance": 421.5, "auto_topup": False})


def test_a_hedge_in_a_consequence_after_the_value_does_not_reach_it() -> None:
    answer = (
        "Heads-up on the card: the balance is $412.50 and auto top-up is off, "
        "so you should add funds soon."
    )
    report = checked(answer, WALLET, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_hedge_before_the_value_still_reaches_it() -> None:
    answer = "I think the balance on the card is $412.50."
    report = checked(answer, WALLET, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


LEASE = (
    "get_lease",
    {"unit": "4B"},
    {"unit": "4B", "term": {"start": "2025-10-01", "end": "2027-09-30"}, "rent": 1850},
)


def test_a_year_off_the_one_date_of_that_day_is_misstated() -> None:
    answer = "You're covered through September 30, 2026."
    report = checked(answer, LEASE, language="en")
    assert witness_of(report, "fact_mismatch").value == "2027-09-30", show(report)


def test_a_date_in_a_year_the_outputs_hold_is_no_year_slip() -> None:
    answer = "Your lease on unit 4B started on October 1, 2025; rent is $1,850."
    report = checked(answer, LEASE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the counted noun after hyphened words; a filter in snake case ---------------------------

LADDERS = (
    "list_ladders",
    {"yard": "north"},
    {"ladders": [{"tag": f"LD-{n}", "length_ft": 12} for n in range(1, 6)]},
)


def test_the_noun_after_hyphened_modifiers_is_what_is_counted() -> None:
    answer = "We have 6 twelve-foot extension ladders free in the north yard."
    report = checked(answer, LADDERS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


HOSES = (
    "search_stock",
    {"category": "garden_hoses", "in_stock": True},
    {"items": [{"sku": "GH-15"}, {"sku": "GH-25"}, {"sku": "GH-30"}]},
)


def test_a_filter_in_snake_case_names_the_items() -> None:
    answer = "There are 4 garden hoses in stock right now."
    report = checked(answer, HOSES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a row's difference with two digits swapped ----------------------------------------------

BILLS = (
    "list_bills",
    {"tenant": "T-44"},
    {
        "bills": [
            {"bill_id": "B-7001", "amount": 1265.00, "paid": 400.00, "due": "2026-03-01"},
            {"bill_id": "B-7002", "amount": 980.00, "paid": 0.00, "due": "2026-04-01"},
        ]
    },
)


def test_a_rows_difference_with_two_digits_swapped_is_caught() -> None:
    answer = (
        "| Bill | Due | Left to pay |\n|---|---|---|\n"
        "| B-7001 | Mar 1 | $856.00 |\n| B-7002 | Apr 1 | $980.00 |"
    )
    report = checked(answer, BILLS, language="en")
    witness = witness_of(report, "fact_mismatch", "near_value_differs")
    assert witness.pointer == "/bills/0/amount", show(report)


def test_a_rows_difference_written_right_stands() -> None:
    answer = (
        "| Bill | Due | Left to pay |\n|---|---|---|\n"
        "| B-7001 | Mar 1 | $865.00 |\n| B-7002 | Apr 1 | $980.00 |"
    )
    report = checked(answer, BILLS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a total of every kind -------------------------------------------------------------------

BINS = (
    "list_bins",
    {"block": "C"},
    {
        "total": 3,
        "bins": [
            {"bin": "C-01", "variety": "Jonagold"},
            {"bin": "C-02", "variety": "Jonagold"},
            {"bin": "C-03", "variety": "Gala"},
        ],
    },
)


def test_a_count_of_one_kind_is_not_the_total_of_every_kind() -> None:
    answer = "Block C has 3 Jonagold bins ready for pickup."
    report = checked(answer, BINS, language="en")
    assert witness_of(report, "count_mismatch").value == 2, show(report)


def test_two_kinds_named_leave_the_total_a_reading() -> None:
    answer = "Block C has 3 Jonagold and Gala bins ready for pickup."
    report = checked(answer, BINS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- listed as missing; denials --------------------------------------------------------------

HONEY = (
    "check_stock",
    {"items": ["Lavender honey", "Chestnut honey"]},
    {"items": [{"name": "Chestnut honey", "jars": 14}], "out_of_stock": ["Lavender honey"]},
)


def test_a_denial_the_output_lists_as_missing_is_what_it_says() -> None:
    answer = "- **Chestnut honey:** 14 jars\n- **Lavender honey:** none in stock right now"
    report = checked(answer, HONEY, language="en")
    assert "false_absence" not in kinds(report), show(report)


FRAMES = (
    "search_catalog",
    {"query": "bed frame"},
    {"results": [{"sku": "BF-22", "name": "Oak bed frame - queen size", "stock": 3}]},
)


def test_we_dont_carry_a_thing_an_items_name_holds_is_a_false_absence() -> None:
    answer = "Sorry, we don't carry the queen size in oak at the moment."
    report = checked(answer, FRAMES, language="en")
    assert "false_absence" in kinds(report), show(report)


POTS = (
    "buscar_catalogo",
    {"texto": "maceta"},
    {"resultados": [{"ref": "MC-30", "nombre": "Maceta colgante de fibra 30 cm", "stock": 25}]},
)


def test_no_trabajamos_is_a_denial_held_to_the_catalogue() -> None:
    answer = "Ahora mismo no trabajamos la maceta colgante; te puedo ofrecer jardineras."
    report = checked(answer, POTS, language="es")
    assert "false_absence" in kinds(report), show(report)


DUES = (
    "listar_pagos",
    {"socio": "S-118", "mes": "2026-03"},
    {
        "pagos": [
            {"id": "PG-3301", "fecha": "2026-03-04", "importe": 35.0, "concepto": "cuota marzo"}
        ]
    },
)


def test_no_nos_consta_is_a_denial() -> None:
    answer = "De la cuota de marzo no nos consta el pago todavía."
    report = checked(answer, DUES, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- codes that are no figures ---------------------------------------------------------------


def test_a_figure_with_a_letter_an_output_holds_as_written_is_that_code() -> None:
    answer = "The lease for unit 4B began October 1, 2025."
    report = checked(answer, LEASE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_the_number_of_a_code_is_no_count() -> None:
    answer = "Block C has 3 Jonagold bins ready for pickup."
    report = checked(answer, BINS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- states named by a word of theirs; a result that is no consequence ------------------------

SHIPMENTS = (
    "list_orders",
    {"customer": "C-5120", "year": 2026},
    {
        "orders": [
            {"id": "OD-1", "status": "delivered"},
            {"id": "OD-2", "status": "refunded"},
            {"id": "OD-3", "status": "partially_refunded"},
            {"id": "OD-4", "status": "delivered"},
        ]
    },
)


def test_a_state_word_counts_every_value_that_holds_it() -> None:
    answer = "Of the 4 orders you placed in 2026, 2 were refunded in some part."
    report = checked(answer, SHIPMENTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_those_states_is_still_caught() -> None:
    answer = "Of the 4 orders you placed in 2026, 3 were refunded in some part."
    report = checked(answer, SHIPMENTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


EXAM = (
    "get_exam_status",
    {"roll": "R-7741"},
    {"roll": "R-7741", "stage": "written", "score": 71, "qualified": True},
)


def test_the_result_of_an_exam_is_no_consequence() -> None:
    answer = "जी हाँ, स्तर-2 का परिणाम आ गया है और आप चुने गए हैं।"
    report = checked(answer, EXAM, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a month's own lookup; a future act's time; an enumeration of parts ----------------------

KAYAKS_JUNE = (
    "search_trips",
    {"route": "Fjord Loop", "from": "2026-06-01", "to": "2026-06-30", "paddlers": 2},
    {"trips": [], "total": 0},
)
KAYAKS_JULY = (
    "search_trips",
    {"route": "Fjord Loop", "from": "2026-07-01", "to": "2026-07-31", "paddlers": 2},
    {"trips": [{"trip_id": "FL-0704", "start": "2026-07-04", "seats_left": 5}], "total": 1},
)


def test_a_denial_of_a_named_month_is_held_to_that_months_lookup() -> None:
    answer = "**June:** sadly there are no Fjord Loop trips with two seats left. July has one."
    report = checked(answer, KAYAKS_JUNE, KAYAKS_JULY, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_the_month_that_has_one_is_still_false() -> None:
    answer = "**July:** sadly there are no Fjord Loop trips with two seats left."
    report = checked(answer, KAYAKS_JUNE, KAYAKS_JULY, language="en")
    assert "false_absence" in kinds(report), show(report)


MOVE = ("reschedule_pickup", {"pickup": "PU-310", "slot": "2026-05-12T09:00:00Z"}, None)


def test_an_act_in_the_time_clause_of_a_future_one_is_no_deed() -> None:
    answer = (
        "The pickup couldn't be moved and stays on Friday. The pallet fee is $40; "
        "I'll add it as soon as we've reserved a new slot."
    )
    report = checked(answer, MOVE, language="en", errors={0: '{"error": "SLOT_HOLD_FAILED"}'})
    assert "fabricated_tool_call" not in kinds(report), show(report)


APPLICANTS = (
    "list_applicants",
    {"job": "J-88"},
    {
        "total": 5,
        "applicants": [
            {"name": "Ines Vidal", "stage": "hired"},
            {"name": "Tom Baker", "stage": "interview"},
            {"name": "Sara Lind", "stage": "screening"},
            {"name": "Omar Haddad", "stage": "interview"},
            {"name": "Lena Fox", "stage": "rejected"},
        ],
    },
)


def test_a_part_of_an_enumeration_that_adds_up_is_no_rest() -> None:
    answer = "5 people applied – 1 was hired, 3 are still being considered, and 1 was turned down."
    report = checked(answer, APPLICANTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a yes-or-no answer; the noun after a superlative; a rate threshold ------------------------

JEWELLERY = (
    "get_order",
    {"order": "JW-77"},
    {
        "order": "JW-77",
        "lines": [
            {"item": "ring", "ring_size": 6, "final_sale": True},
            {"item": "bracelet", "returnable": True},
        ],
    },
)


def test_a_no_set_against_a_yes_answers_no_denial() -> None:
    answer = "In brief: bracelet yes, the ring no – it was engraved, so it is final sale."
    report = checked(answer, JEWELLERY, language="en")
    assert "false_absence" not in kinds(report), show(report)


CASES = (
    "get_cases",
    {"employee": "E-51"},
    {
        "cases": [
            {
                "case_id": "CS-1",
                "opened_at": "2026-01-20",
                "notes": [{"by": "Priya Nair", "at": "2026-02-03", "text": "waiting on the GP"}],
            },
            {"case_id": "CS-2", "opened_at": "2026-01-28", "notes": []},
        ]
    },
)


def test_a_superlative_whose_noun_names_a_nested_list_ranks_that_list() -> None:
    answer = "From Priya Nair's latest note (3 February), she is still waiting on the GP."
    report = checked(answer, CASES, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


TURNOUT = (
    "get_turnout",
    {"ballot": "2026-Q2"},
    {
        "branches": [
            {"branch": "North", "members": 40, "voted": 31},
            {"branch": "South", "members": 60, "voted": 22},
            {"branch": "East", "members": 25, "voted": 10},
            {"branch": "West", "members": 30, "voted": 24},
        ]
    },
)


def test_a_percent_threshold_is_no_bound_on_a_count_field() -> None:
    answer = "Below 50% turnout: 2 of the 4 branches (South and East)."
    report = checked(answer, TURNOUT, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a document a tool names; a Hindi qualifier before the count -----------

HSE = (
    "get_daily_hse_summary",
    {"site": "S-2", "date": "2026-03-09"},
    {"site": "S-2", "incidents": 1, "near_misses": 3},
)


def test_a_report_named_by_the_called_tools_words_is_what_it_returned() -> None:
    answer = "**कल (9 मार्च) की HSE रिपोर्ट — साइट S-2**\n- घटनाएँ: 1\n- नियर मिस: 3"
    report = checked(answer, HSE, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


CAMPS = (
    "get_camp_summary",
    {"district": "D-7", "day": "2026-03-09"},
    {"district": "D-7", "centres_total": 14, "reported": 11, "doses_given": 930},
)


def test_a_hindi_qualifier_before_the_number_names_the_field() -> None:
    answer = "**रिपोर्ट देने वाले 11 केंद्र** — कुल 930 खुराकें दी गईं।"
    report = checked(answer, CAMPS, language="hi")
    assert not [f for f in report.findings if f.reason == "count_not_settled"], show(report)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a statement put in a document's mouth ---------------------------------------------------

WARRANTY = (
    "get_warranty_terms",
    {"product": "KX-90 kettle"},
    {
        "doc_id": "WT-KX90",
        "title": "KX-90 kettle - warranty terms",
        "text": "Covers manufacturing defects for 24 months from purchase. Limescale damage "
        "and dropped units are excluded. Claims need the receipt.",
    },
)


def test_words_a_read_document_does_not_hold_are_not_its_statement() -> None:
    answer = (
        "The warranty terms also state that a descaling service every spring keeps the cover valid."
    )
    report = checked(answer, WARRANTY, language="en")
    assert witness_of(report, "source_fabrication", "source_does_not_state").pointer, show(report)


def test_a_faithful_paraphrase_of_the_document_stands() -> None:
    answer = "The warranty terms also state that limescale damage and dropped units are excluded."
    report = checked(answer, WARRANTY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


FICHA = (
    "get_spec_sheet",
    {"sku": "AC-220"},
    {
        "sheet_id": "FT-AC-220",
        "title": "Aceite de oliva virgen extra 5 L",
        "body": "Conservar en lugar fresco y seco, protegido de la luz. Consumo preferente 18 "
        "meses desde el envasado.",
    },
)


def test_a_spanish_statement_the_sheet_does_not_hold_is_caught() -> None:
    answer = (
        "La ficha también indica que el aceite aguanta perfectamente dentro del maletero en verano."
    )
    report = checked(answer, FICHA, language="es")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a notice cited by its issuer and the day it was issued ----------------------------------

PERMIT_RULES = (
    "get_stall_rules",
    {"market": "东门夜市"},
    {"market": "东门夜市", "title": "夜市摊位管理细则", "fee_yuan": 300, "hours": "18:00-23:00"},
)


def test_a_notice_named_by_its_issuer_and_day_must_be_one_the_run_read() -> None:
    answer = "根据区城管局 6 月 3 日印发的通知，摊位费从下月起减半。"
    report = checked(answer, PERMIT_RULES, language="zh")
    assert "source_fabrication" in kinds(report), show(report)


def test_notifying_someone_names_no_notice() -> None:
    answer = "摊位费每月 300 元，营业时间 18:00-23:00，我已通知您的管理员。"
    report = checked(answer, PERMIT_RULES, language="zh", tools=["notify_admin"])
    assert "source_fabrication" not in kinds(report), show(report)


# ---- out of stock beside a quantity on hand -----------------------------------------------------

SPARES = (
    "get_spares_stock",
    {"part_codes": ["VL-20", "GK-7"]},
    {
        "parts": [
            {"part_code": "VL-20", "name": "valve 20mm", "available_qty": 25},
            {"part_code": "GK-7", "name": "gasket kit", "available_qty": 0},
        ]
    },
)


def test_out_of_stock_beside_a_quantity_on_hand_is_a_false_absence() -> None:
    report = checked("The valve (VL-20) is out of stock at the moment.", SPARES, language="en")
    assert witness_of(report, "false_absence").pointer == "/parts/0/available_qty", show(report)


def test_a_hindi_not_in_stock_beside_a_quantity_on_hand_is_caught() -> None:
    report = checked("वाल्व (VL-20) अभी स्टॉक में नहीं है।", SPARES, language="hi")
    assert witness_of(report, "false_absence").pointer == "/parts/0/available_qty", show(report)


def test_out_of_stock_beside_none_on_hand_stands() -> None:
    report = checked("The gasket kit (GK-7) is out of stock at the moment.", SPARES, language="en")
    assert "false_absence" not in kinds(report), show(report)
