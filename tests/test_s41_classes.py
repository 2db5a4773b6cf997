"""Failure classes of session 41 (examples written for these tests).

- A record whose own state is a code of none (``status: "not_sent"``) is where the thing
  would go, no witness that it exists.
- A count in brackets after a noun ("the order file (4 parcel lines)") tells of that noun:
  the words before the bracket are no state of what it counts.
- A date the answer works out as the last day of a thing that lasts N days, from its start
  and its length in days (the same record's ``duration_days``), counted either way.
- A weekend date moved to the Monday after when the sentence names a working day.
- A verb in another script than the Latin one ("ट्रांसफ़र हो चुके हैं") reports the state an
  output's English code gives (``status: "transferred"``); a numeral "I" in such a sentence
  ("फ़ेज़ I") is no first person.
- A step of a timeline whose own date is null has not happened: it is no witness against
  "not yet".
- The first or the last day of a month an output names as a whole (``month: "2026-06"``)
  dates where that period opens or closes.
- "6 张发票中已付 4 张": a state word may stand between the Chinese "of" and the part.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- a record whose state is a code of none -------------------------------------------------

CLAIM_FILE = (
    "get_warranty_case",
    {"case_id": "WC-310"},
    {
        "case_id": "WC-310",
        "status": "approved",
        "device": "dishwasher DW-40",
        "refund": {"status": "not_sent"},
    },
)


def test_a_record_whose_state_is_a_code_of_none_is_no_witness() -> None:
    answer = "Your warranty case WC-310 is approved. No refund has been sent to you so far."
    report = checked(answer, CLAIM_FILE, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_record_whose_state_says_it_went_out_still_witnesses() -> None:
    sent = (
        "get_warranty_case",
        {"case_id": "WC-310"},
        {"case_id": "WC-310", "status": "approved", "refund": {"status": "sent", "amount": 220}},
    )
    answer = "Your warranty case WC-310 is approved. No refund has been sent to you so far."
    report = checked(answer, sent, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a count in brackets --------------------------------------------------------------------

ORDER_FILE = (
    "get_order",
    {"order_id": "PO-77"},
    {
        "order_id": "PO-77",
        "parcels": [
            {"label": "P1", "ordered_units": 12, "weight_kg": 4.1},
            {"label": "P2", "weight_kg": 2.0},
            {"label": "P3", "weight_kg": 7.5},
            {"label": "P4", "weight_kg": 1.2},
        ],
    },
)


def test_a_count_in_brackets_counts_the_noun_before_it_not_a_state() -> None:
    answer = "Looked at: the ordered goods file (4 parcels) and the carrier's note."
    report = checked(answer, ORDER_FILE, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_in_brackets_is_still_caught() -> None:
    answer = "Looked at: the ordered goods file (6 parcels) and the carrier's note."
    report = checked(answer, ORDER_FILE, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- the last day of a thing that lasts N days ----------------------------------------------

RESURFACING = (
    "get_booking",
    {"booking_id": "RS-5"},
    {
        "booking_id": "RS-5",
        "work": "court resurfacing",
        "start": "2026-07-14T07:30:00-05:00",
        "duration_days": 3,
    },
)
JULY = "Today is Friday, July 3, 2026."


def test_the_end_of_a_job_from_its_start_and_its_days_is_derived() -> None:
    answer = (
        "- **时间：** 7 月 14 日（周二）7:30 开工，预计 **3 天**，所以 7 月 16 日（周四）完工。"
    )
    report = checked(answer, RESURFACING, language="zh", system="今天是 2026 年 7 月 3 日，周五。")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_day_no_length_explains_is_still_a_mismatch() -> None:
    answer = "The crew begins on Tuesday, July 21 at 7:30."
    report = checked(answer, RESURFACING, language="en", system=JULY)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a weekend date moved to the next working day -------------------------------------------

DEBIT = (
    "get_instalment",
    {"plan": "HP-2"},
    {"plan": "HP-2", "amount": 85.0, "collection_date": "2026-03-14"},
)
MARCH = "Today is Monday, March 2, 2026."


def test_a_weekend_date_moved_to_the_next_working_day_is_derived() -> None:
    answer = (
        "Your £85.00 instalment falls on Saturday 14 March; it will be collected on "
        "Monday 16 March, the next working day."
    )
    report = checked(answer, DEBIT, language="en", system=MARCH)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_the_same_move_in_spanish_is_derived() -> None:
    answer = (
        "La cuota de 85 £ vence el sábado 14 de marzo, así que se cobra el lunes 16 de "
        "marzo, primer día hábil."
    )
    report = checked(answer, DEBIT, language="es", system="Hoy es lunes, 2 de marzo de 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_moved_date_with_no_working_day_named_is_still_a_mismatch() -> None:
    answer = "Your £85.00 instalment will be collected on Monday 16 March."
    report = checked(answer, DEBIT, language="en", system=MARCH)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a state in an English code, a verb in another script -----------------------------------

SHARES = (
    "get_share_transfer",
    {"folio": "F-2291"},
    {"folio": "F-2291", "series": "I", "units": 40, "status": "transferred_to_demat"},
)


def test_a_devanagari_verb_reports_the_state_an_english_code_gives() -> None:
    answer = "आपकी सीरीज़ I की 40 यूनिट डीमैट अकाउंट पर **ट्रांसफ़र हो चुकी हैं**।"
    report = checked(answer, SHARES, language="hi", tools=["transfer_units"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_devanagari_act_no_output_reports_is_still_caught() -> None:
    pending = (
        "get_share_transfer",
        {"folio": "F-2291"},
        {"folio": "F-2291", "series": "I", "units": 40, "status": "awaiting_signature"},
    )
    answer = "मैंने आपकी 40 यूनिट डीमैट अकाउंट पर ट्रांसफ़र कर दी हैं।"
    report = checked(answer, pending, language="hi", tools=["transfer_units"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a step whose own date is null ----------------------------------------------------------

VISA = (
    "get_visa_file",
    {"file": "V-61"},
    {
        "file": "V-61",
        "status": "in_progress",
        "steps": [
            {"step": "documents_checked", "at": "2026-05-02T10:00:00+02:00"},
            {"step": "biometrics_taken", "at": "2026-05-09T09:15:00+02:00"},
            {"step": "consulate_signoff", "at": None},
        ],
    },
)


def test_a_step_whose_date_is_null_is_not_done() -> None:
    answer = "Your file V-61 has **no consulate sign-off yet**; it is waiting on the consulate."
    report = checked(answer, VISA, language="en", system="Today is May 20, 2026.")
    assert "false_absence" not in kinds(report), show(report)


def test_a_step_with_its_date_is_a_witness() -> None:
    done = (
        "get_visa_file",
        {"file": "V-61"},
        {
            "file": "V-61",
            "status": "in_progress",
            "steps": [
                {"step": "documents_checked", "at": "2026-05-02T10:00:00+02:00"},
                {"step": "consulate_signoff", "at": "2026-05-18T16:40:00+02:00"},
            ],
        },
    )
    answer = "Your file V-61 has **no consulate sign-off yet**; it is waiting on the consulate."
    report = checked(answer, done, language="en", system="Today is May 20, 2026.")
    assert "false_absence" in kinds(report), show(report)


# ---- the first or the last day of a month an output names -----------------------------------

LEDGER = (
    "get_statement",
    {"account": "AC-9", "month": "2026-06"},
    {
        "account": "AC-9",
        "month": "2026-06",
        "opening_cents": 50000,
        "lines": [
            {"on": "2026-06-08", "what": "supplies", "cents": 32000},
            {"on": "2026-06-21", "what": "transfer in", "cents": -20000},
        ],
        "closing_cents": 62000,
    },
)
CREDITS = (
    "list_credits",
    {"account": "AC-9"},
    {"total": 1, "items": [{"ref": "CR-2", "credited_at": "2026-06-26T10:00:00+08:00"}]},
)
JULY_ZH = "今天是 2026 年 7 月 6 日。"


def test_the_last_day_of_a_statement_month_dates_its_closing_balance() -> None:
    answer = (
        "| 日期 | 摘要 | 金额 |\n|---|---|---|\n| 6/08 | 材料 | +¥320.00 |\n"
        "| 6/21 | 转入 | −¥200.00 |\n| **6 月 30 日** | **月底欠款** | **¥620.00** |"
    )
    report = checked(answer, LEDGER, CREDITS, language="zh", system=JULY_ZH)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_day_inside_the_month_is_still_held_to_the_lines() -> None:
    answer = "| Date | Line | Amount |\n|---|---|---|\n| June 18 | supplies | $320.00 |"
    report = checked(answer, LEDGER, language="en", system="Today is July 6, 2026.")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a state word after the Chinese "of" ----------------------------------------------------

INVOICES = (
    "list_invoices",
    {"customer": "K-14"},
    {
        "total": 6,
        "items": [
            {"no": f"FP-{i}", "status": "paid" if i < 4 else "unpaid", "yuan": 100 * i}
            for i in range(6)
        ],
    },
)


def test_a_state_word_between_the_chinese_of_and_the_part() -> None:
    answer = "核对：6 张发票中 paid 4 张，其余 2 张未付。"
    report = checked(answer, INVOICES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_part_after_a_state_word_is_still_caught() -> None:
    answer = "核对：6 张发票中 paid 5 张。"
    report = checked(answer, INVOICES, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_each_part_of_a_chinese_enumeration_keeps_its_own_state() -> None:
    answer = "核对：6 张发票中 paid 4 张、unpaid 2 张。"
    report = checked(answer, INVOICES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the whole of a Chinese "N 份…里有 M 份" and a number inside a name -------------------------

FILING = (
    "get_filing",
    {"filing": "F-3"},
    {
        "filing": "F-3",
        "status": "returned",
        "files": [
            {"name": f"表{i}", "status": "rejected" if i < 3 else "accepted"} for i in range(6)
        ],
    },
)


def test_the_whole_of_a_chinese_part_is_held_to_the_list() -> None:
    # (the user's "三期", phase three, is part of a name: no count of 3 documents)
    answer = "这次交的 7 份资料里有 3 份被退回了，请改好后补交。"
    report = checked(answer, FILING, language="zh", user="三期项目的备案怎么样了")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_right_whole_of_a_chinese_part_passes() -> None:
    answer = "这次交的 6 份资料里有 3 份被退回了，请改好后补交。"
    report = checked(answer, FILING, language="zh", user="三期项目的备案怎么样了")
    assert "count_mismatch" not in kinds(report), show(report)


RETURNS = (
    "list_returns",
    {"shop": "S-8"},
    {
        "total": 5,
        "items": [
            {
                "id": f"R{i}",
                "status": "approved" if i < 3 else "rejected",
                "refunded_at": f"2026-03-0{i + 1}T10:00:00+08:00" if i < 3 else None,
            }
            for i in range(5)
        ],
    },
)


def test_the_states_of_the_other_parts_of_an_enumeration_are_theirs() -> None:
    answer = "本周共 5 笔退货申请：3 笔已退款、2 笔被拒。"
    report = checked(answer, RETURNS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_id_after_a_semicolon_names_no_item_of_the_count() -> None:
    answer = "本周 5 笔退货申请里有 3 笔是质量问题，已退款；R4 是买家自己的原因，不退。"
    report = checked(answer, RETURNS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- lines that came short of what was ordered ----------------------------------------------

GOODS_IN = (
    "get_goods_received",
    {"grn": "GRN-41"},
    {
        "grn": "GRN-41",
        "received_at": "2026-02-11T09:00:00Z",
        "lines": [
            {"sku": "BOLT-M8", "ordered": 400, "received": 400},
            {"sku": "NUT-M8", "ordered": 400, "received": 380},
            {"sku": "WASH-8", "ordered": 800, "received": 800},
            {"sku": "BOLT-M10", "ordered": 200, "received": 150},
            {"sku": "NUT-M10", "ordered": 200, "received": 200},
        ],
    },
)
FEBRUARY = "Today is February 12, 2026."


def test_a_count_of_lines_that_came_short_is_the_items_under_their_order() -> None:
    answer = "GRN-41 arrived on February 11, and 2 lines came in short; I can raise a claim."
    report = checked(answer, GOODS_IN, language="en", system=FEBRUARY)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_short_lines_is_caught() -> None:
    answer = "GRN-41 arrived on February 11, and 3 lines came in short; I can raise a claim."
    report = checked(answer, GOODS_IN, language="en", system=FEBRUARY)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_wrong_count_of_short_lines_in_hindi_is_caught() -> None:
    answer = "GRN-41 11 फ़रवरी को आया, इसमें 3 लाइनें शॉर्ट आईं; मैं क्लेम कर सकता हूँ।"
    report = checked(answer, GOODS_IN, language="hi", system=FEBRUARY)
    assert "count_mismatch" in kinds(report), show(report)


# ---- one line's own figure is no sum of the lines of its sign -------------------------------

FEES = (
    "get_fees",
    {"id": "E-2"},
    {
        "fee_lines": [
            {"code": "T", "amount_cents": 12000},
            {"code": "L", "amount_cents": 3550},
            {"code": "C", "amount_cents": 800},
            {"code": "D", "amount_cents": -1225},
        ]
    },
)


def test_one_negative_line_stated_in_a_sum_names_no_subset() -> None:
    answer = "Checked: I added the 4 fee lines (120.00 + 35.50 + 8.00 − 12.25 = 151.25)."
    report = checked(answer, FEES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the item in stock is the witness of "none in stock" ------------------------------------


def _tents(second: dict[str, object]) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "search_products",
        {"query": "4-person tent"},
        {
            "results": [
                {
                    "sku": "TN-4A",
                    "name": "Ridgeline 4-Person Tent",
                    "stock_qty": 0,
                    "stock_status": "backordered",
                },
                {"sku": "TN-4B", "name": "Basecamp 4-Person Tent", **second},
            ]
        },
    )


def test_the_witness_of_none_in_stock_is_the_item_in_stock() -> None:
    answer = "Sorry, there's no 4-person tent in stock at the moment."
    tents = _tents({"stock_qty": 23, "stock_status": "in_stock"})
    report = checked(answer, tents, language="en")
    assert witness_of(report, "false_absence").pointer.startswith("/results/1"), show(report)


def test_no_item_in_stock_leaves_none_in_stock_true() -> None:
    answer = "Sorry, there's no 4-person tent in stock at the moment."
    tents = _tents({"stock_qty": 0, "stock_status": "out_of_stock"})
    report = checked(answer, tents, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a date in brackets dates the thing acted on, not the act -------------------------------

LEASE = (
    "get_lease",
    {"tenant": "T-31"},
    {"lease_id": "LS-88", "tenant": "T-31", "signed_on": "2026-03-03", "pages": 9},
)
APRIL = "Today is Friday, April 17, 2026."


def test_an_act_with_a_bracketed_past_date_of_its_object_is_still_an_act() -> None:
    answer = "I've just e-mailed you the lease (LS-88, signed on March 3, 2026, 9 pages)."
    report = checked(answer, LEASE, language="en", system=APRIL, tools=["send_document"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_an_act_dated_in_its_own_clause_by_a_record_is_the_record() -> None:
    answer = "You signed the lease LS-88 on March 3, 2026; it runs to 9 pages."
    report = checked(answer, LEASE, language="en", system=APRIL, tools=["send_document"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a provision cited for what its text does not say ---------------------------------------

HANDBOOK = (
    "search_handbook",
    {"query": "move out"},
    {
        "results": [
            {
                "section": "3.1",
                "title": "Deposit",
                "text": "The deposit is returned within 21 days of the keys being handed back, "
                "less any unpaid rent or damage beyond normal wear.",
            },
            {
                "section": "4.2",
                "title": "Notice",
                "text": "Tenants give 30 days' written notice before moving out.",
            },
        ]
    },
)
TENANCY = (
    "get_tenancy",
    {"unit": "U-5"},
    {"unit": "U-5", "move_out": "2026-06-30", "parking": "Permit PP-12, bay 4"},
)


def test_a_provision_cited_for_what_its_text_lacks_is_a_fabrication() -> None:
    answer = (
        "Under § 3.1 your deposit comes back within 21 days of handing in the keys. § 3.1 also "
        "requires departing residents to hire an approved carpet-steaming contractor and "
        "surrender their parking permit beforehand."
    )
    report = checked(answer, HANDBOOK, TENANCY, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_provision_paraphrased_is_not() -> None:
    answer = (
        "Under § 3.1 your deposit comes back within 21 days of handing in the keys, less unpaid "
        "rent or damage beyond normal wear."
    )
    report = checked(answer, HANDBOOK, TENANCY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- Chinese negations of a thing not done are one ------------------------------------------

PICKUP = (
    "get_pickup",
    {"id": "PK-7"},
    {
        "id": "PK-7",
        "courier": {"name": "小王"},
        "status": "failed",
        "failure": {"at": "2026-05-06T15:00:00+08:00", "reason": "快递员未按时上门取件"},
    },
)
MAY_ZH = "今天是 2026 年 5 月 7 日。"


def test_a_cause_with_a_chinese_negation_of_another_form_is_the_outputs() -> None:
    answer = "取件没成功：PK-7 的失败原因是快递员小王那天没有按时上门。"
    report = checked(answer, PICKUP, language="zh", system=MAY_ZH)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_the_output_does_not_give_is_still_the_agents() -> None:
    answer = "取件没成功：PK-7 的失败原因是快递员小王在路上出了车祸。"
    report = checked(answer, PICKUP, language="zh", system=MAY_ZH)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- "due this week or already overdue" -----------------------------------------------------

BILLS = (
    "list_bills",
    {"account": "AC-4"},
    {
        "total": 5,
        "bills": [
            {"id": "B-1", "due_date": "2026-09-07", "amount": 40},
            {"id": "B-2", "due_date": "2026-09-10", "amount": 55},
            {"id": "B-3", "due_date": "2026-09-13", "amount": 12},
            {"id": "B-4", "due_date": "2026-09-16", "amount": 80},
            {"id": "B-5", "due_date": "2026-09-22", "amount": 19},
        ],
    },
)
WEDNESDAY = "Today is Wednesday, September 9, 2026."


def test_a_count_due_this_week_or_overdue_runs_to_the_weeks_end() -> None:
    answer = "Of your 5 bills, 3 are due this week or already overdue:"
    report = checked(answer, BILLS, language="en", system=WEDNESDAY)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_due_this_week_or_overdue_is_caught() -> None:
    answer = "Of your 5 bills, 4 are due this week or already overdue:"
    report = checked(answer, BILLS, language="en", system=WEDNESDAY)
    assert "count_mismatch" in kinds(report), show(report)


# ---- a count by a day over several dates of each item ---------------------------------------

EXTINGUISHERS = (
    "list_extinguishers",
    {"site": "S-2"},
    {
        "total": 5,
        "extinguishers": [
            {"id": "FX-1", "hose_due": "2026-10-02", "recharge_due": "2027-04-01"},
            {"id": "FX-2", "hose_due": "2027-02-11", "recharge_due": "2026-10-20"},
            {"id": "FX-3", "hose_due": "2027-05-05", "recharge_due": "2027-06-30"},
            {"id": "FX-4", "hose_due": "2026-10-28", "recharge_due": "2026-10-09"},
            {"id": "FX-5", "hose_due": "2027-08-14", "recharge_due": "2027-03-03"},
        ],
    },
)
SEPT = "Today is Monday, September 21, 2026."


def test_a_count_by_a_day_over_two_dates_of_each_item_is_their_union() -> None:
    answer = "Of the 5 extinguishers, 3 need a service of some kind by October 31:"
    report = checked(answer, EXTINGUISHERS, language="en", system=SEPT)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_by_a_day_no_date_gives_is_caught() -> None:
    answer = "Of the 5 extinguishers, 4 need a service of some kind by October 31:"
    report = checked(answer, EXTINGUISHERS, language="en", system=SEPT)
    assert "count_mismatch" in kinds(report), show(report)


# ---- what is foretold before its cause is weighed by itself ---------------------------------

MOTOR = (
    "get_policy",
    {"id": "MP-3"},
    {
        "id": "MP-3",
        "premium_gbp": 410,
        "renewal": "2026-11-30",
        "note": "Two at-fault claims were recorded this year; the no-claims discount has been "
        "removed.",
    },
)
OCTOBER = "Today is October 2, 2026."


def test_a_prediction_does_not_borrow_the_support_of_its_cause() -> None:
    answer = (
        "Your payments will climb a lot, because two at-fault claims were recorded this year "
        "and the no-claims discount has been removed."
    )
    report = checked(answer, MOTOR, language="en", system=OCTOBER)
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_the_output_gives_of_a_present_fact_is_grounded() -> None:
    answer = (
        "Your premium is £410 a year; the no-claims discount has been removed, because two "
        "at-fault claims were recorded this year."
    )
    report = checked(answer, MOTOR, language="en", system=OCTOBER)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a Hindi modal is no concept ------------------------------------------------------------


def test_the_hindi_modal_of_can_names_no_concept() -> None:
    # ("सकती", can, folds as "शक्ति", power, does: no energy in "दी जा सकती")
    from nyaya.checks.language import words_for

    assert "energy" not in words_for("hi").concepts_in("अभी दी नहीं जा सकती")


# ---- what will be left, in Spanish ---------------------------------------------------------------

PASS = (
    "get_pass",
    {"pass_id": "BN-8"},
    {"pass_id": "BN-8", "sessions_total": 8, "sessions_used": 4, "expires": "2027-01-31"},
)
BOOKED = (
    "list_booked_sessions",
    {"pass_id": "BN-8"},
    {
        "total": 3,
        "sessions": [
            {"date": "2026-12-02", "time": "09:00", "room": "Sala 1"},
            {"date": "2026-12-05", "time": "11:00", "room": "Sala 2"},
            {"date": "2026-12-09", "time": "09:00", "room": "Sala 1"},
        ],
    },
)


def test_what_will_be_left_after_the_bookings_is_the_rest_of_the_whole() -> None:
    answer = (
        "Te quedan **4 sesiones** del bono. Después de esas tres reservas te quedará 1 sesión "
        "por reservar."
    )
    report = checked(
        answer, PASS, BOOKED, language="es", system="Hoy es martes, 1 de diciembre de 2026."
    )
    # (the rest of the 4 less the 3: settled, not left open as a count of something)
    assert "count_mismatch" not in kinds(report), show(report)
    assert all(c.status == "verified" for c in report.claims), show(report)


# ---- a Chinese act reported done with no doer -------------------------------------------------

WORK_ORDER = (
    "get_work_order",
    {"id": "WO-5"},
    {
        "id": "WO-5",
        "visit": "2026-06-03T09:00:00+08:00",
        "technician": "老周",
        "items": [{"name": "滤芯", "qty": 1}],
    },
)
MOVED = (
    "reschedule_visit",
    {"id": "WO-5", "visit": "2026-06-04T09:00:00+08:00"},
    {"id": "WO-5", "visit": "2026-06-04T09:00:00+08:00", "status": "rescheduled"},
)
JUNE_ZH = "今天是 2026 年 6 月 1 日。"
ADDED_ANSWER = (
    "好的，上门时间改到 6 月 4 日 9:00，师傅还是老周。\n\n"
    "备用滤芯两个已经加进工单了，周师傅上门时带上。"
)


def test_a_chinese_act_done_with_no_doer_needs_its_call() -> None:
    report = checked(
        ADDED_ANSWER, WORK_ORDER, MOVED, language="zh", tools=["add_work_order_item"],
        system=JUNE_ZH,
    )  # fmt: skip
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_chinese_act_done_with_no_doer_and_its_call_passes() -> None:
    added = (
        "add_work_order_item",
        {"id": "WO-5", "name": "备用滤芯", "qty": 2},
        {"id": "WO-5", "added": {"name": "备用滤芯", "qty": 2}},
    )
    report = checked(ADDED_ANSWER, WORK_ORDER, MOVED, added, language="zh", system=JUNE_ZH)
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_record_shipped_by_the_shop_is_no_act_of_the_answer() -> None:
    answer = "上门时间改到 6 月 4 日 9:00。滤芯那一单前天就发货了，明天能到。"
    report = checked(
        answer, WORK_ORDER, MOVED, language="zh", tools=["add_work_order_item"], system=JUNE_ZH
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- "查不到" holds no comparator ---------------------------------------------------------------


def _scholarship(records: list[dict[str, object]]) -> tuple[str, dict[str, str], object]:
    return (
        "get_disbursements",
        {"student": "S-88"},
        {"student": "S-88", "total": len(records), "records": records},
    )


PAID_OUT = {
    "voucher": "JX-2026-041",
    "amount_fen": 300000,
    "paid_at": "2026-03-10T10:00:00+08:00",
    "status": "paid",
}
MARCH_ZH = "今天是 2026 年 3 月 20 日。"
NOT_FOUND = "奖学金的拨款记录眼下还查不到，等学院审完再说。"


def test_cannot_find_a_record_the_output_holds_is_a_false_absence() -> None:
    report = checked(NOT_FOUND, _scholarship([PAID_OUT]), language="zh", system=MARCH_ZH)
    assert "false_absence" in kinds(report), show(report)


def test_cannot_find_a_record_when_none_came_back_is_true() -> None:
    report = checked(NOT_FOUND, _scholarship([]), language="zh", system=MARCH_ZH)
    assert "false_absence" not in kinds(report), show(report)


# ---- "the last two": a window of a list, not its count -----------------------------------------

SCORES = (
    "get_session_scores",
    {"athlete": "A-1"},
    {
        "total": 5,
        "sessions": [{"date": f"2026-0{i}-10", "score": 550 + i} for i in range(1, 6)],
    },
)


def test_the_last_two_items_are_no_count_of_the_list() -> None:
    for language, answer in (
        ("en", "Your last two sessions (554 and 555) were your best."),
        ("hi", "पिछले दो सेशन (554 और 555) आपके सबसे अच्छे रहे।"),
        ("es", "Tus dos últimas sesiones (554 y 555) fueron las mejores."),
    ):
        report = checked(answer, SCORES, language=language)
        assert "count_mismatch" not in kinds(report), show(report)


def test_a_plain_count_of_the_list_is_still_held_to_it() -> None:
    report = checked("You have 4 sessions on record.", SCORES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- "this month" and the Chinese measure word 宗 ------------------------------------------------

PERMITS = (
    "list_permits",
    {"site": "Y-3"},
    {
        "total": 6,
        "permits": [
            {"no": f"HW-{i}", "expires_on": day}
            for i, day in enumerate(
                ["2026-08-05", "2026-08-19", "2026-09-02", "2026-08-27", "2026-10-11", "2026-11-30"]
            )
        ],
    },
)
AUGUST = "Today is Monday, August 3, 2026."


def test_a_count_of_items_this_month_is_of_the_items_dated_in_it() -> None:
    answer = "Of your 6 hot-work permits, 3 expire this month: HW-0, HW-1 and HW-3."
    report = checked(answer, PERMITS, language="en", system=AUGUST)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_items_this_month_is_caught() -> None:
    answer = "Of your 6 hot-work permits, 4 expire this month."
    report = checked(answer, PERMITS, language="en", system=AUGUST)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_count_by_the_measure_word_zong_is_held_to_the_list() -> None:
    answer = "工地目前共有 5 宗动火许可。"
    report = checked(answer, PERMITS, language="zh", system="今天是 2026 年 8 月 3 日。")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_window_wider_than_the_whole_list_is_caught() -> None:
    report = checked("Your last 7 sessions were all above 500.", SCORES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- "the second one of X" picks one of the items a name holds in common ------------------------

SHOP_ORDERS = (
    "list_orders",
    {"customer": "C-9"},
    {
        "total": 5,
        "orders": [
            {"order_id": "SO-11", "seller": "Nordic Rugs", "status": "shipped"},
            {"order_id": "SO-12", "seller": "Alba Lamps", "status": "shipped"},
            {"order_id": "SO-13", "seller": "Nordic Rugs", "status": "packing"},
            {"order_id": "SO-14", "seller": "Casa Verde", "status": "packing"},
            {"order_id": "SO-15", "seller": "Pinewood", "status": "cancelled"},
        ],
    },
)


def test_an_ordinal_entry_names_one_of_the_items_of_a_shared_name() -> None:
    answer = (
        "Tienes **5 pedidos** con nosotros y **2 ya salieron**: SO-12 y SO-11. El de Pinewood se "
        "canceló. Los otros dos (Casa Verde y el segundo de Nordic Rugs) siguen en preparación."
    )
    report = checked(answer, SHOP_ORDERS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)
