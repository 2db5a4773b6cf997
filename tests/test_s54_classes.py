"""Failure classes of session 54 (examples written for these tests).

- A figure put in a document's mouth ("per the rules, each member may bring three guests")
  that the document the run read does not hold, in digits or in words, and that is no sum
  the answer worked out from the document's own terms.
- A rule's "may" grants leave; it does not hedge what the rule is said to say.
- "The policy does mention that …": an emphatic auxiliary before the reporting verb.
- Numbered parts of a document under a short key and written as strings (``"n": "3"``): a
  part cited past the last one was never there.
- Hindi "क्लॉज़" and Spanish "apartado" name a part of a document.
"""

from __future__ import annotations

from runkit import caught_and_left, checked, kinds, show, witness_of

# ---- a figure the document is said to state ----

POOL_RULES = (
    "get_rulebook_section",
    {"club": "Harbourside Lido", "section": "6.1"},
    {
        "section": "6.1",
        "title": "Members' guests",
        "text": "Members may sign in guests at reception on weekdays before 5 pm. Each guest "
        "pays the day rate of £9 and must be accompanied by the member at all times. Guests "
        "under 16 need a parent or guardian present in the water.",
    },
)
MEMBER = (
    "get_member",
    {"member_id": "HL-2207"},
    {"member_id": "HL-2207", "name": "Corin Walsh", "plan": "family", "adults": 2, "children": 3},
)


def test_a_figure_the_rule_never_states_is_put_in_its_mouth() -> None:
    report = checked(
        "Per the rulebook section, members may sign in at most three guests per visit.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" in kinds(report), show(report)
    assert witness_of(report, "source_fabrication").pointer.startswith("/")


def test_a_figure_the_rule_does_state_is_left_alone() -> None:
    report = checked(
        "Per the rulebook section, members may sign in guests before 5 pm, at £9 each.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_sum_worked_out_from_the_rules_own_rate_is_left_alone() -> None:
    report = checked(
        "Per the rulebook section, guests pay the day rate, so bringing two guests costs £18.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_figure_the_rule_writes_in_words_is_held() -> None:
    rules = (
        "get_rulebook_section",
        {"section": "2.4"},
        {
            "section": "2.4",
            "title": "Lane booking",
            "text": "A member may hold two lane bookings at once; a third can be made only "
            "after the first has been used or cancelled at the front desk.",
        },
    )
    report = checked(
        "Per the booking section, a member can hold 2 lane bookings at once and no more.",
        rules,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_rules_may_is_leave_not_a_hedge() -> None:
    caught_and_left(
        "source_fabrication",
        "According to the section, children may swim without a guardian from age 12 and up.",
        "According to the section, guests under 16 need a parent or guardian in the water.",
        POOL_RULES,
        MEMBER,
        language="en",
    )


def test_an_emphatic_does_before_the_reporting_verb() -> None:
    caught_and_left(
        "source_fabrication",
        "The section does mention that lifeguards offer free swimming lessons to family "
        "members on Sunday mornings.",
        "The section does mention that guests under 16 need a parent or guardian present.",
        POOL_RULES,
        MEMBER,
        language="en",
    )


# ---- numbered parts under a short key, written as strings ----

WARRANTY = (
    "obtener_garantia",
    {"modelo": "CX-40"},
    {
        "poliza": "GAR-CX-2025",
        "titulo": "Garantía de cafeteras profesionales",
        "apartados": [
            {"n": "1", "titulo": "Caldera", "texto": "Caldera y resistencias: 3 años."},
            {"n": "2", "titulo": "Bomba", "texto": "Bomba y electroválvulas: 2 años."},
            {"n": "3", "titulo": "Juntas", "texto": "Juntas y filtros: 6 meses."},
        ],
    },
)


GASKET = (
    "buscar_recambio",
    {"modelo": "CX-40", "pieza": "junta"},
    {"ref": "JT-CX-08", "pieza": "Junta de portafiltro Ø4 mm de grosor", "precio_cents": 1450},
)


def test_a_part_cited_past_the_last_numbered_one() -> None:
    # (its number is read elsewhere, in a part's name: that is no part of the warranty)
    caught_and_left(
        "source_fabrication",
        "Además, el apartado 4 de la garantía cubre la mano de obra durante 5 años.",
        "Además, el apartado 2 de la garantía cubre la bomba durante 2 años.",
        WARRANTY,
        GASKET,
        language="es",
    )


# ---- a Hindi clause named by its loanword ----

TERMS = (
    "get_dealer_terms",
    {"clause": "7"},
    {
        "doc": "Distributor Terms 2025",
        "clause": "7",
        "title": "Short shipment",
        "text": "Short shipment must be reported within 48 hours of receipt with the packing "
        "list and photos. Confirmed shortages are sent free with the next dispatch; no cash "
        "refund is given for them.",
    },
)


def test_a_hindi_figure_attributed_to_the_clause() -> None:
    caught_and_left(
        "source_fabrication",
        "क्लॉज़ के अनुसार कम माल पर 30% की नकद वापसी मिलती है।",
        "क्लॉज़ के अनुसार कमी की सूचना 48 घंटे के अंदर देनी होती है।",
        TERMS,
        language="hi",
    )


# ---- counts: a Han total, a measure word of drafts, the id of the counted noun ----

TICKETS = (
    "get_ticket_breakdown",
    {"queue": "after-sales", "month": "2025-03"},
    {
        "queue": "after-sales",
        "month": "2025-03",
        "refunded_cents": 23540000,
        "categories": [
            {"code": "LATE", "label": "配送延迟", "tickets": 12, "owner": "物流"},
            {"code": "DAMAGED", "label": "商品破损", "tickets": 7, "owner": "仓库"},
            {"code": "WRONG_ITEM", "label": "发错货", "tickets": 4, "owner": "仓库"},
        ],
    },
)


def test_a_han_total_right_before_the_count_is_held_to_the_sum() -> None:
    caught_and_left(
        "count_mismatch",
        "3 月售后退款 ¥235,400，共 25 张工单，分三类。",
        "3 月售后退款 ¥235,400，共 23 张工单，分三类。",
        TICKETS,
        language="zh",
    )


DRAFTS = (
    "list_logo_drafts",
    {"project": "BR-118"},
    {
        "project": "BR-118",
        "total": 3,
        "drafts": [
            {"version": "v1", "created_at": "2025-04-02", "status": "rejected"},
            {"version": "v2", "created_at": "2025-04-06", "status": "rejected"},
            {"version": "v3", "created_at": "2025-04-11", "status": "approved"},
        ],
    },
)


def test_drafts_counted_by_their_measure_word() -> None:
    caught_and_left(
        "count_mismatch",
        "标志设计前后一共改了 4 版，最后定的是 v3。",
        "标志设计前后一共改了 3 版，最后定的是 v3。",
        DRAFTS,
        language="zh",
    )


CATALOGUE = (
    "search_catalogue",
    {"collection": "Teej 2025", "max_rate_inr": 900},
    {
        "total": 5,
        "items": [
            {"design_code": "BG-401", "name": "लहरिया चूड़ी सेट", "rate_inr": 420, "stock": 80},
            {"design_code": "BG-407", "name": "मीना चूड़ी सेट", "rate_inr": 560, "stock": 35},
            {"design_code": "BG-412", "name": "कुंदन कड़ा जोड़ी", "rate_inr": 880, "stock": 12},
            {"design_code": "BG-415", "name": "सीप चूड़ी सेट", "rate_inr": 390, "stock": 64},
            {"design_code": "BG-420", "name": "थ्रेड चूड़ी सेट", "rate_inr": 310, "stock": 150},
        ],
    },
)


def test_more_designs_than_the_whole_catalogue_holds() -> None:
    caught_and_left(
        "count_mismatch",
        "तीज 2025 में ₹900 से कम रेट वाले कुल 6 डिज़ाइन मिले।",
        "तीज 2025 में ₹900 से कम रेट वाले कुल 5 डिज़ाइन मिले।",
        CATALOGUE,
        language="hi",
    )


def test_fewer_items_than_the_list_by_a_state_is_no_count_of_its_ids() -> None:
    rentals = (
        "get_rentals",
        {"file": "PT-2231"},
        {
            "total": 3,
            "rentals": [
                {"item_id": "EQ-1", "description": "Walker", "status": "active"},
                {"item_id": "EQ-2", "description": "Shower chair", "status": "active"},
                {"item_id": "EQ-3", "description": "Knee scooter", "status": "returned"},
            ],
        },
    )
    report = checked(
        "PT-2231 has 2 items out on rent now; the knee scooter came back.", rentals, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a rough measure and the figure its own key holds ----

KILNS = (
    "get_kiln_queue",
    {"studio": "Eastfield Pottery"},
    {
        "pieces_waiting": 23,
        "firing_time_hours": {"bisque": 9, "glaze": 13},
        "note": "Glaze firings include about 2 hours of cooling before the kiln can be opened.",
    },
)


def test_a_rough_measure_is_held_to_the_figure_under_the_key_it_names() -> None:
    caught_and_left(
        "fact_mismatch",
        "A glaze firing takes about 21 hours, since it includes cooling time.",
        "A glaze firing takes about 13 hours, since it includes cooling time.",
        KILNS,
        language="en",
    )


def test_a_rough_measure_is_no_near_miss_of_a_count_with_no_unit() -> None:
    # (about 22 hours is within a tenth of the 23 pieces waiting: that count is no reading)
    report = checked("A glaze firing takes about 22 hours.", KILNS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/firing_time_hours/glaze"


def test_arithmetic_on_the_named_figure_is_left_alone() -> None:
    report = checked(
        "A glaze firing is 13 hours plus 2 hours of cooling, so 15 hours before unloading.",
        KILNS,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_gap_to_the_named_figure_it_states_itself_is_left_alone() -> None:
    report = checked(
        "The bisque firing is about 4 hours shorter than a glaze firing (13 hours).",
        KILNS,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a total before a colon labels the figure before it, not the first part after it ----

LICENCES = (
    "list_licence_requests",
    {"product": "Tidewater Atlas"},
    {
        "total": 9,
        "seat_pool": {"size": 100, "issued": 75, "remaining": 25},
        "requests": [
            {"request_id": f"LR-{n}", "status": status}
            for n, status in enumerate(
                ["granted"] * 4 + ["refused"] * 2 + ["pending"] * 3, start=101
            )
        ],
    },
)


def test_the_parts_after_a_total_and_its_colon() -> None:
    report = checked(
        "There are **9 requests** in total: 4 granted, 2 refused and 3 pending.",
        LICENCES,
        language="en",
    )
    assert "value_differs" not in {f.reason for f in report.findings}, show(report)
    report = checked(
        "Hay **9 solicitudes** en total: 4 concedidas, 2 rechazadas y 3 pendientes.",
        LICENCES,
        language="es",
    )
    assert "value_differs" not in {f.reason for f in report.findings}, show(report)


# ---- a Chinese whole before 里, and the list the quoted states pick ----

AUDIT = (
    "get_audit_checklist",
    {"audit_id": "AU-2503-014"},
    {
        "audit_id": "AU-2503-014",
        "checks": [
            {"item": "消防通道", "result": "pass"},
            {"item": "灭火器有效期", "result": "pass"},
            {"item": "应急照明", "result": "pass"},
            {"item": "配电箱标识", "result": "pass"},
            {"item": "化学品台账", "result": "fail", "note": "缺 2 月记录"},
        ],
    },
)
ORDER = (
    "get_order",
    {"order_no": "SO-7781"},
    {
        "order_no": "SO-7781",
        "lines": [
            {"line": 1, "sku": "EXT-6KG", "qty": 12},
            {"line": 2, "sku": "EXIT-LED", "qty": 30},
        ],
    },
)


def test_a_han_whole_before_among_is_the_list() -> None:
    report = checked(
        "5 个检查项里已经通过 4 项：消防通道、灭火器有效期、应急照明、配电箱标识。",
        AUDIT,
        ORDER,
        language="zh",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_quoted_states_pick_the_list_counted() -> None:
    caught_and_left(
        "count_mismatch",
        "检查清单逐项数过：3 项 pass、1 项 fail。",
        "检查清单逐项数过：4 项 pass、1 项 fail。",
        AUDIT,
        ORDER,
        language="zh",
    )


# ---- an hours-and-minutes total, items parted by a spaced dot, hyphenated compounds ----

CLIMBS = (
    "list_sessions",
    {"member": "M-5521", "month": "2025-09"},
    {
        "total": 4,
        "sessions": [
            {"date": "2025-09-02", "wall": "Boulder Cave", "duration_min": 95},
            {"date": "2025-09-09", "wall": "Lead Tower", "duration_min": 120},
            {"date": "2025-09-16", "wall": "Boulder Cave", "duration_min": 80},
            {"date": "2025-09-23", "wall": "Lead Tower", "duration_min": 110},
        ],
    },
)


def test_hours_and_minutes_are_a_sum_of_minute_fields() -> None:
    report = checked("That's 6 h 45 min of climbing in September.", CLIMBS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)
    assert "value_not_found" not in {f.reason for f in report.findings}, show(report)


FIXTURES = (
    "get_fixtures",
    {"team": "T-14"},
    {
        "fixtures": [
            {"date": "2025-05-06", "opponent": "Harbour Hawks", "venue": None},
            {"date": "2025-05-13", "opponent": "North Quay", "venue": "Dock Park 2"},
        ]
    },
)


def test_items_of_one_line_parted_by_a_spaced_dot() -> None:
    report = checked(
        "**Checked:** 2 games left, the last vs North Quay ✔ · May 6 venue = none yet ✔",
        FIXTURES,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_dot_inside_a_name_parts_nothing() -> None:
    from nyaya.claims.segment import sentences

    text = "迈克尔·乔丹下周来。"
    assert [text[a:b] for a, b in sentences(text, "zh")] == [text]


LICENCE = (
    "get_licence_progress",
    {"learner": "L-330"},
    {
        "learner": "L-330",
        "requirements": {
            "lessons_required": 20,
            "lessons_done": 18,
            "examiner_signoffs_required": 3,
            "examiner_signoffs": 1,
        },
    },
)


def test_a_hyphenated_compound_names_the_key_that_writes_it_whole() -> None:
    caught_and_left(
        "count_mismatch",
        "You have 2 examiner sign-offs on record already.",
        "You have 1 examiner sign-off on record so far.",
        LICENCE,
        language="en",
    )


# ---- what the answer's own figure leaves out; a month is no name ----

TRADES = (
    "get_tradebook",
    {"account": "TR-8812", "date": "2026-01-09"},
    {
        "closed_trades": [
            {"contract": "GOLDM FEB FUT", "pnl_inr": 4200},
            {"contract": "SILVERM FEB FUT", "pnl_inr": -1300},
        ],
        "open_positions": [{"contract": "NATGASMINI JAN FUT", "qty": 2, "mtm_inr": 850}],
    },
)


def test_what_a_total_leaves_out_is_no_absence() -> None:
    for text, language in (
        ("आज का मुनाफ़ा ₹2,900 है। नैचुरल गैस की खुली पोज़िशन इसमें शामिल नहीं है।", "hi"),
        ("La ganancia de hoy es de 2.900 ₹. La posición abierta de gas no está incluida.", "es"),
    ):
        report = checked(text, TRADES, language=language)
        assert "false_absence" not in kinds(report), show(report)


ENTRIES = (
    "list_competitions",
    {"season": 2026},
    {
        "competitions": [
            {"name": "Riverside Open", "date": "2026-05-30", "entry_closes": "2026-05-01"},
            {"name": "Harbour Cup", "date": "2026-07-18", "entry_closes": "2026-06-20",
             "notes": "Late entries until June 27 with a $20 fee; none after that."},
        ]
    },
)  # fmt: skip


def test_a_month_in_a_denial_is_no_name_a_result_carries() -> None:
    report = checked(
        "For the Harbour Cup, late entries cost $20 and nothing is taken after June 27.",
        ENTRIES,
        language="en",
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- the "not" of a comparison with a figure ----

CELLS = (
    "get_inspection",
    {"lot": "L-0915"},
    {
        "lot": "L-0915",
        "lot_qty": 1200,
        "sample_size": 80,
        "failed": 1,
        "lines": [
            {"line": "A", "qty": 600, "status": "received"},
            {"line": "B", "qty": 600, "status": "received"},
        ],
    },
)


def test_not_exceeding_a_stated_share_is_a_comparison() -> None:
    report = checked(
        "不合格率 1/80 = 1.25%，没有超过 3% 的整批退货线，不用整批退。", CELLS, language="zh"
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_share_is_not_held_against_a_count_of_units() -> None:
    report = checked("没有超过 3% 的批次。", CELLS, language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_a_count_past_the_figure_still_witnesses() -> None:
    report = checked("没有超过 500 只的批次。", CELLS, language="zh")
    assert "false_absence" in kinds(report), show(report)


# ---- a state the list's own key gives every item ----

OPEN_ITEMS = (
    "get_credit_account",
    {"member": "CC-4410"},
    {
        "credit_limit": 200000,
        "open_items": [
            {"doc_no": "INV-301", "balance": 12000, "status": "partially_paid"},
            {"doc_no": "INV-318", "balance": 30500, "status": "open"},
        ],
    },
)


def test_a_state_the_lists_key_names_counts_the_whole_list() -> None:
    for text, language in (
        ("Two invoices are open: INV-301 and INV-318.", "en"),
        ("दो बिल खुले हैं: INV-301 और INV-318।", "hi"),
    ):
        report = checked(text, OPEN_ITEMS, language=language)
        assert "count_mismatch" not in kinds(report), show(report)


def test_more_open_than_the_list_holds_is_still_caught() -> None:
    report = checked("Three invoices are open right now.", OPEN_ITEMS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a trend carried forward, in the words people use for it ----

SPLITS = (
    "get_time_trials",
    {"rower": "R-208", "distance_m": 2000},
    {
        "distance_m": 2000,
        "trials": [
            {"date": "2025-03-01", "time_s": 452},
            {"date": "2025-03-15", "time_s": 447},
            {"date": "2025-03-29", "time_s": 441},
        ],
        "regatta_date": "2025-04-26",
    },
)


def test_a_trend_carried_forward_is_a_projection() -> None:
    for wrong, language in (
        ("With this progress you will break 7:15 at the regatta on April 26.", "en"),
        ("Following this trend you'll be under 7:15 by the regatta.", "en"),
        ("Con esta tendencia bajarás de 7:15 en la regata del 26 de abril.", "es"),
        ("इस रुझान से आप 26 अप्रैल की रेगाटा में 7:15 से कम समय निकालेंगे।", "hi"),
        ("照这个趋势，4月26日比赛时你会跑进 7:15。", "zh"),
    ):
        report = checked(wrong, SPLITS, language=language)
        assert "inference_as_fact" in kinds(report), (wrong, show(report))


def test_the_trend_itself_stated_as_past_is_left_alone() -> None:
    report = checked(
        "Your 2,000 m time came down from 7:32 to 7:21 over the three trials.",
        SPLITS,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- "neither X has Y": what no item has ----

BENCHES = (
    "find_bench_time",
    {"from": "2025-06-14", "to": "2025-06-15", "min_minutes": 120},
    {
        "slots": [
            {"slot_id": "BT-1", "start": "2025-06-14T09:00", "bench": 3,
             "tutor_available": False, "tutor": None},
            {"slot_id": "BT-2", "start": "2025-06-14T13:00", "bench": 1,
             "tutor_available": True, "tutor": "Ines V."},
        ]
    },
)  # fmt: skip
NO_TUTOR = (
    "find_bench_time",
    {"from": "2025-06-21", "to": "2025-06-22", "min_minutes": 120},
    {
        "slots": [
            {"slot_id": "BT-7", "start": "2025-06-21T09:00", "bench": 2,
             "tutor_available": False, "tutor": None},
            {"slot_id": "BT-8", "start": "2025-06-21T13:00", "bench": 4,
             "tutor_available": False, "tutor": None},
        ]
    },
)  # fmt: skip


def test_what_neither_item_has_is_held_to_each_item() -> None:
    for text in (
        "Neither slot has a tutor available, so you'd be on your own.",
        "No slot has a tutor free that day.",
    ):
        report = checked(text, BENCHES, language="en")
        assert "false_absence" in kinds(report), (text, show(report))
    report = checked("Neither slot has a tutor available, so you'd be on your own.", NO_TUTOR,
                     language="en")  # fmt: skip
    assert "false_absence" not in kinds(report), show(report)


def test_a_perfect_passive_after_no_is_still_the_thing_denied() -> None:
    tickets = (
        "get_ticket",
        {"ticket": "HD-5521"},
        {"ticket": "HD-5521", "status": "open", "engineer": "Priya N.", "engineer_assigned": True},
    )
    report = checked("No engineer has been assigned to HD-5521 yet.", tickets, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a day of a span in a note, against the field of the event ----

GRADING = (
    "get_member_grade",
    {"member": "CL-2207"},
    {
        "member": "CL-2207",
        "grade": "B",
        "previous_grade": "C",
        "changed_on": "2025-09-15",
        "trigger": "Promoted after the Autumn Ladder weekend (13–15 Sep), 4 wins of 5",
    },
)


def test_a_day_of_a_span_is_not_the_day_the_field_gives_the_event() -> None:
    caught_and_left(
        "fact_mismatch",
        "Your grade went up from C to B, updated on Saturday 13 September.",
        "Your grade went up from C to B, updated on Monday 15 September.",
        GRADING,
        language="en",
    )


def test_the_span_itself_is_left_alone() -> None:
    report = checked(
        "The promotion came out of the Autumn Ladder weekend, 13–15 September.",
        GRADING,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a capitalised word after the amount an attribution states is no source ----

PLAN = (
    "get_service_plan",
    {"client": "TL-0455"},
    {"client": "TL-0455", "plan": "Taller básico", "extra_visit_fee_cents": 3900,
     "prices_include_vat": False},
)  # fmt: skip


def test_a_tax_named_after_the_amount_is_no_source() -> None:
    report = checked("Según vuestro contrato, la visita extra cuesta 39,00 € + IVA.", PLAN,
                     language="es")  # fmt: skip
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_source_named_after_the_attribution_is_still_read() -> None:
    report = checked("Según la Agencia Tributaria, la visita extra cuesta 39,00 €.", PLAN,
                     language="es")  # fmt: skip
    assert "source_fabrication" in kinds(report), show(report)


# ---- the time a record was written is no thing a denial denies ----

SCHEDULE = (
    "get_project_schedule",
    {"project": "OB-2231"},
    {
        "project": "OB-2231",
        "phase": "structure",
        "planned_end": "2025-09-30",
        "updated_at": "2025-03-10T18:22:00+01:00",
    },
)


def test_a_records_own_timestamp_witnesses_no_absence() -> None:
    for text, language in (
        ("No consta ningún modificado de obra.", "es"),
        ("No hay ningún modificado aprobado.", "es"),
    ):
        report = checked(text, SCHEDULE, language=language)
        assert "false_absence" not in kinds(report), (text, show(report))


# ---- a total that is the parts' product; items offered instead ----

BANQUET = (
    "get_event_plan",
    {"contract": "EV-3310"},
    {"contract": "EV-3310", "banquet": {"tables": 16, "seats_per_table": 8, "hall": "Sala B"}},
)


def test_a_total_of_so_many_per_table_is_their_product() -> None:
    report = checked("Sala B 共 16 桌，每桌 8 人，合计 128 个座位。", BANQUET, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("Sala B 共 16 桌，每桌 8 人，合计 138 个座位。", BANQUET, language="zh")
    assert "count_mismatch" in kinds(report) or "fact_mismatch" in kinds(report), show(report)


CANDLES = (
    "check_stock",
    {"sku": "CD-SAGE-L"},
    {
        "sku": "CD-SAGE-L",
        "name": "鼠尾草香薰蜡烛 大号",
        "available_qty": 0,
        "restock_date": "2025-10-08",
        "similar_in_stock": [
            {
                "sku": "CD-ROSE-L",
                "name": "玫瑰香薰蜡烛 大号（同尺寸，香型不同）",
                "available_qty": 40,
            }
        ],
    },
)


def test_an_item_offered_instead_is_no_witness_of_the_one_asked_for() -> None:
    for text, language in (
        ("鼠尾草大号现在没有库存（可用 0 个），10 月 8 日补货。", "zh"),
        ("The large sage candle is out of stock right now; it's back on October 8.", "en"),
    ):
        report = checked(text, CANDLES, language=language)
        assert "false_absence" not in kinds(report), (text, show(report))


# ---- a result put down to an event the outputs merely record ----

SALES = (
    "get_weekly_sales",
    {"sku": "BK-2231"},
    {
        "weeks": [
            {"week_of": "2025-04-07", "units": 6},
            {"week_of": "2025-04-14", "units": 5},
            {"week_of": "2025-04-21", "units": 13},
        ],
        "events": [{"date": "2025-04-22", "type": "author_talk", "note": "作者线下读书会"}],
    },
)
NOTED = (
    "get_delivery",
    {"order": "SO-881"},
    {"order": "SO-881", "status": "delayed", "note": "延误是暴雨封路造成的，预计推迟两天"},
)


def test_a_result_put_down_to_a_recorded_event_is_a_cause_named_outright() -> None:
    report = checked(
        "4 月 21 日那一周销量翻倍，就是 4月22日作者线下读书会带起来的。", SALES, language="zh"
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_the_output_gives_is_left_alone() -> None:
    report = checked("这次延误是暴雨封路造成的，预计推迟两天。", NOTED, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- people counted over entries of households and couples ----

DIETS = (
    "get_rsvp_notes",
    {"event": "WD-0918"},
    {
        "dietary_notes": [
            {"guest": "Okafor family", "note": "both grandparents vegetarian"},
            {"guest": "Dana Reyes", "note": "nut allergy"},
            {"guest": "Lee & partner", "note": "partner is vegan"},
            {"guest": "Priya Shah", "note": "vegetarian"},
        ]
    },
)


def test_people_over_entries_of_households_are_not_counted_one_by_one() -> None:
    report = checked(
        "4 guests eat vegetarian: the two Okafor grandparents, Lee's partner and Priya Shah.",
        DIETS,
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked(
        "吃素的有 4 位：Okafor 家两位老人、Lee 的伴侣和 Priya Shah。", DIETS, language="zh"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a measure word of bins counts the bins the records hold ----

BINS = (
    "list_collections",
    {"site": "KT-19", "from": "2025-07-07", "to": "2025-07-09"},
    {
        "total": 3,
        "records": [
            {"record_id": "C-1", "date": "2025-07-07", "bins": 2, "net_kg": 180.5},
            {"record_id": "C-2", "date": "2025-07-08", "bins": 4, "net_kg": 350.0},
            {"record_id": "C-3", "date": "2025-07-09", "bins": 3, "net_kg": 262.4},
        ],
    },
)


def test_bins_by_their_measure_word_are_the_sum_the_records_hold() -> None:
    caught_and_left(
        "count_mismatch",
        "3 天一共收了 11 桶，净重合计 792.9 公斤。",
        "3 天一共收了 9 桶，净重合计 792.9 公斤。",
        BINS,
        language="zh",
    )


# ---- the items at one end of a ranking ----

LEAKS = (
    "list_leak_tags",
    {"site": "PL-4", "sort": "loss_desc"},
    {
        "total": 19,
        "leaks": [
            {"tag": "L-101", "loss_cfm": 14.2, "status": "open"},
            {"tag": "L-087", "loss_cfm": 11.8, "status": "open"},
            {"tag": "L-112", "loss_cfm": 9.5, "status": "open"},
        ],
    },
)


def test_the_worst_few_of_a_ranking_are_a_window_not_the_whole() -> None:
    for text, language in (
        ("**Worst three leaks:** L-101, L-087 and L-112.", "en"),
        ("**Las 3 peores fugas:** L-101, L-087 y L-112.", "es"),
    ):
        report = checked(text, LEAKS, language=language)
        assert "count_mismatch" not in kinds(report), (text, show(report))


# ---- items in either of two states the clause names ----

EPISODES = (
    "get_project_status",
    {"project": "DOC-77"},
    {
        "episodes": [
            {"ep": 1, "stage": "delivered"},
            {"ep": 2, "stage": "delivered"},
            {"ep": 3, "stage": "qc_passed"},
            {"ep": 4, "stage": "qc_in_progress"},
            {"ep": 5, "stage": "editing"},
            {"ep": 6, "stage": "editing"},
        ]
    },
)


def test_items_in_either_of_two_named_states_are_their_union() -> None:
    for text, language in (
        ("3 of the 6 episodes are either delivered or QC passed.", "en"),
        ("छह एपिसोड में से तीन की डिलीवरी हो गई है या उनका QC पास है।", "hi"),
    ):
        report = checked(text, EPISODES, language=language)
        assert "count_mismatch" not in kinds(report), (text, show(report))


def test_a_union_of_the_wrong_size_is_still_caught() -> None:
    report = checked("4 of the 6 episodes are either delivered or QC passed.", EPISODES,
                     language="en")  # fmt: skip
    assert "count_mismatch" in kinds(report), show(report)
