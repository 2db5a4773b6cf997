"""Failure classes of session 42 (examples written for these tests).

- A time named by a word ("noon", "mediodía", "midnight") is read to the quarter-hour.
- "No fee by wire": an absence that names a kind of thing, qualified by a name, is not
  contradicted by an item that carries the name but is of another kind (a wire payment).
- A passive whose participle an adverb parts from its auxiliary ("until the permit is
  actually issued") in a clause of time reports no deed.
- A table row's first cell that is a verb ("| भुगतान किया | ₹12,000 |") is a label.
- A quoted name the user is told to press (tap “Renew now”, 点“申请退款”) is a control's
  label, no value of a record.
- Chinese "已经" and "已" mark the same completion when a cause is weighed against an output.
- A cause still to be confirmed or ruled out ("we need to confirm it wasn't caused by
  frost", "确认不是…造成的") is a question, not a cause stated.
- "X का नतीजा" for any examination (an audit, an inspection) is the noun "result".
- A figure of a claim that repeats an output text's sentence, whose one figure of the same
  unit differs ("within 14 days" against "within 10 days"), is contradicted by it.
"""

from __future__ import annotations

from nyaya.report import HallucinationReport
from runkit import checked, kinds, show, witness_of

# ---- a time named by a word -----------------------------------------------------------------

PARCEL = (
    "get_parcel",
    {"parcel_id": "PX-5521"},
    {"parcel_id": "PX-5521", "status": "delivered", "delivered_at": "2026-03-06T12:07:00+01:00"},
)


def test_noon_holds_a_delivery_a_few_minutes_after_twelve() -> None:
    answer = "Parcel PX-5521 was delivered on Friday, March 6 at noon."
    report = checked(answer, PARCEL, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_mediodia_holds_it_in_spanish_too() -> None:
    answer = "El paquete PX-5521 se entregó el viernes 6 de marzo a mediodía."
    report = checked(answer, PARCEL, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_noon_is_still_wrong_for_a_delivery_at_twenty_to_one() -> None:
    late = (
        "get_parcel",
        {"parcel_id": "PX-5521"},
        {
            "parcel_id": "PX-5521",
            "status": "delivered",
            "delivered_at": "2026-03-06T12:40:00+01:00",
        },
    )
    answer = "Parcel PX-5521 was delivered on Friday, March 6 at noon."
    report = checked(answer, late, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- an absence of a kind of thing, qualified by a name -------------------------------------

LEDGER = (
    "get_club_ledger",
    {"member_id": "GM-88"},
    {
        "member_id": "GM-88",
        "dues_cents": 42000,
        "payments": [{"date": "2026-02-02", "method": "SEPA", "amount_cents": 20000}],
        "balance_cents": 22000,
    },
)


def test_a_payment_by_a_method_is_no_fee_for_that_method() -> None:
    answer = "Pagaste 200,00 € por SEPA el 2 de febrero. Quedan 220,00 €. Por SEPA no hay comisión."
    report = checked(answer, LEDGER, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_a_message_from_the_named_sender_still_witnesses() -> None:
    inbox = (
        "search_messages",
        {"query": "invoice"},
        {"results": [{"from": "Odile Varga", "subject": "Invoice 2291", "date": "2026-02-03"}]},
    )
    answer = "There are no messages from Odile Varga about the invoice."
    report = checked(answer, inbox, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a passive parted by an adverb, in a clause of time -------------------------------------

PERMITS = (
    "get_permit_status",
    {"job": "CR-31"},
    {"job": "CR-31", "crane_permit": {"status": "under_review", "submitted": "2026-04-01"}},
)


def test_until_the_permit_is_actually_issued_reports_no_issuing() -> None:
    answer = (
        "The crane permit for CR-31 is under review. I'd hold off booking the lift crew "
        "until the permit is actually issued."
    )
    report = checked(answer, PERMITS, language="en", tools=["issue_permit"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_agent_saying_it_issued_the_permit_is_still_caught() -> None:
    answer = "The crane permit for CR-31 was under review; I've now issued the permit."
    report = checked(answer, PERMITS, language="en", tools=["issue_permit"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a verb that is a table row's label -----------------------------------------------------

TUITION = (
    "get_fee_account",
    {"student_id": "ST-412"},
    {"student_id": "ST-412", "fee_total": 48000, "paid": 30000, "due": 18000, "currency": "INR"},
)


def test_a_hindi_row_label_verb_is_no_deed() -> None:
    answer = (
        "फ़ीस का हिसाब:\n\n| मद | राशि |\n|---|---|\n| कुल फ़ीस | ₹48,000 |\n"
        "| जमा किया | ₹30,000 |\n| बाकी | ₹18,000 |"
    )
    report = checked(answer, TUITION, language="hi", tools=["submit_fee_payment"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a quoted label of a control ------------------------------------------------------------

SUBSCRIPTION = (
    "get_subscription",
    {"account": "AC-19"},
    {"account": "AC-19", "plan": {"name": "Family Annual", "renews_on": "2026-05-01"}},
)


COURIER = (
    "track_delivery",
    {"order": "DL-77"},
    {"order": "DL-77", "courier": {"name": "Marta Ruiz", "phone_masked": "+34 6** *** 812"}},
)


def test_a_quoted_button_label_is_no_courier_name() -> None:
    answer = (
        'Your courier is Marta Ruiz, phone +34 6** *** 812 — tap "Call courier" on the order '
        "page to reach her."
    )
    report = checked(answer, COURIER, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_chinese_control_label_after_dian_is_no_value() -> None:
    driver = (
        "track_delivery",
        {"order": "DL-77"},
        {"order": "DL-77", "courier": {"name": "王师傅", "phone_masked": "138****2231"}},
    )
    answer = "配送员是王师傅，电话 138****2231，也能在App里点“呼叫骑手”直接联系。"
    report = checked(answer, driver, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_quoted_plan_name_that_differs_is_still_caught() -> None:
    answer = 'Your plan is "Solo Monthly" and it renews on May 1.'
    report = checked(answer, SUBSCRIPTION, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- 已经 and 已 ------------------------------------------------------------------------------

SETTLEMENTS = (
    "get_settlements",
    {"period": "2026-02"},
    {
        "period": "2026-02",
        "status": "partially_failed",
        "items": [
            {"seller": "S1", "shop": "青禾茶铺", "amount": 500, "status": "paid"},
            {"seller": "S2", "shop": "木作小院", "amount": 500, "status": "paid"},
            {
                "seller": "S7",
                "shop": "南山陶坊",
                "amount": 320,
                "status": "failed",
                "fail_reason": "结算账户已冻结（营业执照已吊销）",
            },
        ],
    },
)


def test_yijing_and_yi_mark_the_same_completion_in_a_cause() -> None:
    answer = "❌ **南山陶坊 320 元结算失败**：银行回执写的原因是这家店的执照已经吊销"
    report = checked(answer, SETTLEMENTS, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_output_gives_is_still_flagged() -> None:
    answer = "❌ **南山陶坊 320 元结算失败**：银行回执写的原因是这家店的房租已经欠缴"
    report = checked(answer, SETTLEMENTS, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a cause still to be checked ------------------------------------------------------------

ROOF = (
    "get_roof_claim",
    {"claim": "RC-90"},
    {"claim": "RC-90", "status": "inspection_booked", "damage": "tile cracks, north slope"},
)


def test_a_cause_still_to_be_confirmed_is_no_cause_stated() -> None:
    answer = (
        "Claim RC-90 has an inspection booked. The adjuster needs to confirm whether the "
        "cracks were caused by frost before the claim can go ahead."
    )
    report = checked(answer, ROOF, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_chinese_cause_to_be_ruled_out_is_no_cause_stated() -> None:
    answer = "理赔 RC-90 已约好查勘，需要查勘员现场确认不是冻裂造成的，才能继续理赔。"
    report = checked(answer, ROOF, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_stated_flatly_is_still_flagged() -> None:
    answer = "Claim RC-90 has an inspection booked. The cracks were caused by frost."
    report = checked(answer, ROOF, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- "X का नतीजा" -----------------------------------------------------------------------------

AUDIT = (
    "get_audit",
    {"site": "WH-3"},
    {
        "site": "WH-3",
        "audited_on": "2026-01-14",
        "auditor": "सहायक अभियंता रीना वर्मा",
        "result": "passed_with_observations",
        "observations": "अग्निशामक यंत्र की रीफ़िलिंग बाकी है",
    },
)


def test_an_audit_result_heading_is_no_cause() -> None:
    answer = (
        "रीना जी, गोदाम WH-3 का ऑडिट पूरा हुआ:\n\n**ऑडिट का नतीजा**\n- तारीख़: बुधवार, 14 जनवरी — "
        "सहायक अभियंता रीना वर्मा ने ऑडिट किया\n- नतीजा: **पास, दो सुझावों के साथ**"
    )
    report = checked(answer, AUDIT, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a figure of an output's sentence -------------------------------------------------------

VISIT = (
    "get_site_visit",
    {"visit": "SV-12"},
    {
        "visit": "SV-12",
        "outcome": "approved_with_conditions",
        "notes": (
            "Fit a lockable lid on the tank. Upload photos of the lid within 10 days of the visit."
        ),
    },
)


def test_a_sentence_repeated_with_another_figure_is_contradicted_by_it() -> None:
    answer = (
        "Visit SV-12 was approved with conditions: upload photos of the lid within 14 days of "
        "the visit."
    )
    report = checked(answer, VISIT, language="en")
    w = witness_of(report, "fact_mismatch")
    assert w.value == "10", show(report)


def test_the_same_sentence_with_its_own_figure_passes() -> None:
    answer = (
        "Visit SV-12 was approved with conditions: upload photos of the lid within 10 days of "
        "the visit."
    )
    report = checked(answer, VISIT, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_hindi_sentence_with_another_figure_is_contradicted() -> None:
    visit = (
        "get_site_visit",
        {"visit": "SV-12"},
        {
            "visit": "SV-12",
            "notes": "टंकी पर ताले वाला ढक्कन लगाएँ। ढक्कन की फ़ोटो 10 दिन में ऐप पर अपलोड करें।",
        },
    )
    answer = "ढक्कन की फ़ोटो 14 दिन में ऐप पर अपलोड करनी है।"
    report = checked(answer, visit, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


CLAIM_FORM = (
    "get_claim",
    {"claim": "HC-7"},
    {
        "claim": "HC-7",
        "status": "pending_documents",
        "insurer_note": "Send the signed discharge form by 03/12/2026 or the claim will be closed.",
    },
)


def test_a_day_in_a_repeated_sentence_is_contradicted_by_the_sentences_day() -> None:
    answer = (
        "Claim HC-7 is waiting on paperwork: send the signed discharge form by Friday, March 20, "
        "or the claim will be closed."
    )
    report = checked(answer, CLAIM_FORM, language="en")
    w = witness_of(report, "fact_mismatch")
    assert w.value == "03/12/2026", show(report)


def test_a_day_reckoned_from_a_relative_term_is_no_slip() -> None:
    hall = (
        "get_hall_policy",
        {"hall": "H-2"},
        {"hall": "H-2", "terms": "Cancel 6 days before the event or the deposit will be kept."},
    )
    answer = "Your event is on March 20; cancel by March 14 or the deposit will be kept."
    report = checked(answer, hall, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a small number on a scale --------------------------------------------------------------

AVALANCHE = (
    "get_avalanche_bulletin",
    {"zone": "Hochalm"},
    {
        "zone": "Hochalm",
        "danger": {"level": 2, "label": "moderate", "issued_at": "2026-01-10T07:30:00+01:00"},
        "patrols_on_duty": 3,
    },
)


def test_a_level_on_a_scale_is_read_against_the_records_level() -> None:
    answer = "This morning's bulletin for Hochalm puts the avalanche danger at level 4 (high)."
    report = checked(answer, AVALANCHE, language="en")
    w = witness_of(report, "fact_mismatch")
    assert w.value == 2, show(report)


def test_a_chinese_grade_with_its_classifier_is_read_too() -> None:
    answer = "Hochalm 今天早上发布的雪崩危险等级为 4 级（高）。"
    report = checked(answer, AVALANCHE, language="zh")
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_same_level_passes() -> None:
    answer = "This morning's bulletin for Hochalm puts the avalanche danger at level 2 (moderate)."
    report = checked(answer, AVALANCHE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the system the tools read, named by its initials ---------------------------------------

SHIFT = (
    "get_shift_summary",
    {"store": "ST-4", "date": "2026-02-07"},
    {"store": "ST-4", "date": "2026-02-07", "net_sales_cents": 318250, "transactions": 241},
)


def test_the_pos_named_as_a_figures_source_is_the_run_itself() -> None:
    answer = (
        "Net sales on February 7 were $3,182.50 over 241 transactions, which matches the POS total."
    )
    report = checked(answer, SHIFT, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_named_outside_source_is_still_caught() -> None:
    answer = (
        "Net sales on February 7 were $3,182.50 over 241 transactions, which matches the NRF total."
    )
    report = checked(answer, SHIFT, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- the days between two days of the year a claim states -----------------------------------

LETTER_OF_CREDIT = (
    "get_credit_terms",
    {"ref": "LC-5"},
    {"ref": "LC-5", "latest_shipment": "2026-04-20", "presentation_days": 21, "amount": 88000},
)


def _claim_with(report: HallucinationReport, text: str) -> str:
    return next(c.status for c in report.claims if text in c.text)


def test_days_between_two_days_the_claim_states_are_worked_out() -> None:
    answer = "截止交货日是 2026年4月20日。\n- 3月10日到4月20日共 41 天；"
    report = checked(answer, LETTER_OF_CREDIT, language="zh", system="今天是2026年3月10日。")
    assert "fact_mismatch" not in kinds(report), show(report)
    assert _claim_with(report, "共 41 天") == "verified", show(report)


def test_days_between_in_english_too() -> None:
    answer = "The latest shipment date is April 20, 2026 — from March 10 to April 20 is 41 days."
    report = checked(answer, LETTER_OF_CREDIT, language="en", system="Today is March 10, 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_days_between_is_not_verified() -> None:
    answer = "截止交货日是 2026年4月20日。\n- 3月10日到4月20日共 45 天；"
    report = checked(answer, LETTER_OF_CREDIT, language="zh", system="今天是2026年3月10日。")
    assert _claim_with(report, "共 45 天") != "verified", show(report)


# ---- a participle after a dash, a bold title ------------------------------------------------

BIN_SERVICE = (
    "get_collection_event",
    {"site": "YD-2"},
    {
        "site": "YD-2",
        "missed_collection": "2026-05-09",
        "rescheduled_collection": "2026-05-11T08:00:00+01:00",
        "credit_cents": 2500,
    },
)


def test_a_participle_after_a_dash_tells_what_is_done_with_the_amount() -> None:
    answer = "You'll get a credit of **$25.00** — applied automatically to your next statement."
    report = checked(answer, BIN_SERVICE, language="en", tools=["apply_credit"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_bold_title_naming_a_field_is_no_deed() -> None:
    answer = "**Rescheduled collection**\nConfirmed for Monday, May 11 at 8:00 AM."
    report = checked(answer, BIN_SERVICE, language="en", tools=["reschedule_collection"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_listed_deed_is_still_a_deed() -> None:
    answer = "- Rescheduled the collection to Monday, May 11 at 8:00 AM."
    report = checked(answer, BIN_SERVICE, language="en", tools=["reschedule_collection"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- figures a provision is said to state ---------------------------------------------------

TERMS = (
    "get_service_terms",
    {"contract": "MT-88"},
    {
        "contract": "MT-88",
        "section": "7.2",
        "text": (
            "7.2 Late arrival. If the technician arrives more than two hours after the booked "
            "window, the customer is credited 20% of the call-out charge."
        ),
    },
)


def test_figures_a_printed_provision_does_not_hold_are_witnessed_by_it() -> None:
    answer = "Section 7.2 also says you get a 40% credit if the delay passes 3 hours."
    report = checked(answer, TERMS, language="en")
    assert witness_of(report, "source_fabrication", "source_does_not_state"), show(report)


def test_figures_the_provision_holds_pass() -> None:
    answer = "Section 7.2 says you are credited 20% of the call-out charge for a late arrival."
    report = checked(answer, TERMS, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a weekday the call's date argument falls on --------------------------------------------

REFUNDS = (
    "list_refunds",
    {"store": "BK-3", "date": "2026-03-02", "min_amount_cents": 5000},
    {
        "date": "2026-03-02",
        "items": [{"refund_id": "RF-118", "amount_cents": 7400, "clerk": "Ines P."}],
        "total": 1,
    },
)


def test_a_weekday_the_searched_date_falls_on_qualifies_every_item() -> None:
    answer = "There were no refunds over $50 on Monday."
    report = checked(answer, REFUNDS, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_another_weekday_is_no_qualifier_the_call_met() -> None:
    answer = "There were no refunds over $50 on Tuesday."
    report = checked(answer, REFUNDS, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a Chinese denial of an act on the noun before it ---------------------------------------

PROOFS = (
    "list_print_proofs",
    {"job": "PR-4410"},
    {
        "job": "PR-4410",
        "total": 2,
        "drafts": [
            {"draft_id": "PF-1", "uploaded_at": "2026-04-02T10:00:00+08:00", "status": "rejected"},
            {"draft_id": "PF-2", "uploaded_at": "2026-04-03T15:20:00+08:00", "status": "pending"},
        ],
    },
)
NO_PROOFS = ("list_print_proofs", {"job": "PR-4410"}, {"job": "PR-4410", "total": 0, "drafts": []})


def test_a_draft_not_yet_uploaded_is_contradicted_by_the_uploaded_drafts() -> None:
    answer = "宣传册 PR-4410 的样稿还没有导出，暂时没法预览。"
    report = checked(answer, PROOFS, language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_no_draft_uploaded_holds_when_the_list_is_empty() -> None:
    answer = "宣传册 PR-4410 的样稿还没有导出，暂时没法预览。"
    report = checked(answer, NO_PROOFS, language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- a claim that opens with its cause ------------------------------------------------------

BOUNCED = (
    "list_payouts",
    {"member": "M-31"},
    {
        "payouts": [
            {"id": "P-1", "period": "2026-02", "amount_fen": 30000, "status": "paid"},
            {
                "id": "P-2",
                "period": "2026-03",
                "amount_fen": 30000,
                "status": "returned",
                "note": "原支付账户（尾号 5521）已冻结，款项已退回。",
            },
        ]
    },
)


def test_a_claim_opening_with_its_cause_takes_the_effect_before_it() -> None:
    answer = "3月的 ¥300 奖励被**退回**了，原因是那时的支付账户（尾号 5521）已经冻结。"
    report = checked(answer, BOUNCED, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_output_gives_after_the_effect_is_still_flagged() -> None:
    answer = "3月的 ¥300 奖励被**退回**了，原因是那时的会员资格已经过期。"
    report = checked(answer, BOUNCED, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a term counted with its first day included ---------------------------------------------

PARCEL_RETURN = (
    "get_order",
    {"order": "RT-52"},
    {"order": "RT-52", "signed_at": "2026-05-06T18:20:00+08:00", "status": "delivered"},
)
COUPON = (
    "get_coupon",
    {"order": "RT-52"},
    {"coupon": "C-9", "price_type": "member", "valid_until": "2026-05-09T23:59:59+08:00"},
)


def test_a_term_counted_inclusively_ends_a_day_earlier() -> None:
    answer = "订单 RT-52 是 5月6日签收的，七天退换期到 **5月12日** 为止。"
    report = checked(
        answer,
        PARCEL_RETURN,
        COUPON,
        language="zh",
        system="退换规则：自签收之日起7天内（含签收当天）可以退换。",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_english_term_with_its_day_included() -> None:
    answer = "Order RT-52 was delivered on May 6, so you can return it until May 12."
    report = checked(
        answer,
        PARCEL_RETURN,
        COUPON,
        language="en",
        system="Returns: within 7 days of delivery, the delivery day included.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a share a percent stated earlier takes of an amount the answer works out ---------------

CATALOG = (
    "list_reseller_orders",
    {"reseller": "RS-7", "campaign": "C-9"},
    {
        "orders": [
            {"order_id": "C9-1", "client": "Marta", "catalog_total": 900.00, "status": "sent"},
            {"order_id": "C9-2", "client": "Elena", "catalog_total": 600.00, "status": "sent"},
            {"order_id": "C9-3", "client": "Rocío", "catalog_total": 250.00, "status": "draft"},
        ],
        "summary": {"catalog_total_sent": 1500.00, "margin_sent": 375.00},
    },
)


def test_a_margin_worked_out_at_an_earlier_percent_is_no_slip() -> None:
    answer = (
        "- **Enviados:** 2 pedidos por **$1,500.00**; con tu 25 % de margen ganas **$375.00**."
        "\n\nEl pedido de Rocío ($250.00) sigue en borrador: si lo envías antes del cierre, el "
        "total subiría a $1,750.00 y tu margen a $437.50."
    )
    report = checked(answer, CATALOG, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_margin_at_no_stated_percent_is_not_verified() -> None:
    answer = (
        "- **Enviados:** 2 pedidos por **$1,500.00**; con tu 25 % de margen ganas **$375.00**."
        "\n\nEl pedido de Rocío ($250.00) sigue en borrador: si lo envías antes del cierre, el "
        "total subiría a $1,750.00 y tu margen a $512.50."
    )
    report = checked(answer, CATALOG, language="es")
    assert _claim_with(report, "$512.50") != "verified", show(report)


# ---- a noun that ends like a Spanish future -------------------------------------------------

DELIVERY_NOTES = (
    "search_documents",
    {"customer": "CL-30", "doc_type": "delivery_note"},
    {"documents": [{"doc_id": "ALB-88", "issued_at": "2026-02-11T09:10:00+01:00"}], "total": 1},
)


def test_albaran_foretells_nothing() -> None:
    answer = "Tienes un albarán, el ALB-88, y por eso la mercancía figura como entregada."
    report = checked(answer, DELIVERY_NOTES, language="es")
    assert "unhedged_future" not in {f.reason for f in report.findings}, show(report)


# ---- a denial after a negated condition; giving up a held seat ------------------------------

RESALE = (
    "get_resale_terms",
    {"member": "SB-40"},
    {"member": "SB-40", "resale_window_hours": 48, "credit_pct": 40, "credit_if": "sold"},
)


def test_no_credit_if_it_does_not_sell_is_no_false_absence() -> None:
    answer = "Si la entrada se revende, recibes un 40 % de crédito. Si no se vende, no hay crédito."
    report = checked(answer, RESALE, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_no_credit_stated_flatly_is_still_a_false_absence() -> None:
    answer = "Para esta reventa no hay crédito."
    report = checked(answer, RESALE, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_releasing_a_seat_no_call_released_is_a_fabricated_act() -> None:
    answer = "He liberado tu asiento para el partido del domingo."
    report = checked(answer, RESALE, language="es")
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_releasing_a_hold_in_english_too() -> None:
    answer = "I've released your seat for Sunday's match."
    report = checked(answer, RESALE, language="en")
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a count with its breakdown in a bracket ------------------------------------------------

_BUSES = [
    ("B-11", "Norte"),
    ("B-11", "Norte"),
    ("B-12", "Norte"),
    ("B-12", "Sur"),
    ("B-13", "Sur"),
    ("B-12", "Norte"),
    ("B-11", "Norte"),
]
DEPARTURES = (
    "list_departures",
    {"depot": "D-2", "month": "2026-06"},
    {
        "departures": [
            {"departure_id": f"DP-{i}", "bus_no": bus, "operator": operator}
            for i, (bus, operator) in enumerate(_BUSES)
        ]
    },
)


def test_a_count_whose_bracket_breakdown_sums_to_it_counts_the_rows() -> None:
    answer = "This month 7 buses left the depot (5 run by Norte, 2 by Sur)."
    report = checked(answer, DEPARTURES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_same_count_with_no_breakdown_counts_buses() -> None:
    answer = "This month 7 buses left the depot."
    report = checked(answer, DEPARTURES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a claim cut from the middle of its sentence --------------------------------------------


def test_a_claim_that_starts_mid_sentence_with_a_verb_is_no_list_of_deeds() -> None:
    from nyaya.checks.actions import _agent_did
    from nyaya.checks.language import words_for

    words = words_for("en")
    text = "closed out today, the work order will be overdue on Monday."
    low = text.lower()
    assert not _agent_did(low, 0, len("closed"), words, text)
    listed = "Closed out the work order today."
    assert _agent_did(listed.lower(), 0, len("closed"), words, listed)


# ---- the line above, of another item --------------------------------------------------------

RATIONS = (
    "get_ration_allotment",
    {"card": "RC-5512", "month": "2026-08"},
    {
        "card": "RC-5512",
        "items": [
            {
                "commodity": "flour",
                "allotted_kg": 12.0,
                "lifted_kg": 12.0,
                "lift_date": "2026-08-03",
            },
            {"commodity": "lentils", "allotted_kg": 8.0, "lifted_kg": 0.0, "lift_date": None},
        ],
    },
)


def test_a_bullet_of_another_item_names_no_record_for_the_next() -> None:
    answer = (
        "August for your card:\n\n- **Flour:** all 12 kg collected on Monday, August 3.\n"
        "- **Lentils:** 8 kg still to collect."
    )
    report = checked(answer, RATIONS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)
