"""Failure classes of session 56 (examples written for these tests).

Correct answers that were held back:

- a figure with grouped thousands before a scale word ("2,350 万元") keeps the scale;
- a slip of digits keeps the decimal point where it was: "1.5 cm" is no misread 12;
- a part of a whole the list's items do not make up ("of the 5 samples" inside one test
  line) is counted by no subset of the list's items;
- a count bounded by today ("3 so far", "hasta hoy") counts the items dated up to it;
- a cause that restates a rule the operator states with its figure is the rule's;
- a cause given in the sentence after its effect, on the same line, is weighed against
  that effect;
- a record that holds one party's event done and another's undone: a denial may be of
  the undone one;
- "4 of your 6" where the record states 6 beside a list of five is the record's own whole.
"""

from __future__ import annotations

from typing import Any

from nyaya.engine import check
from runkit import caught_and_left, checked, kinds, run, show

TODAY = "Today is Tuesday, 10 March 2026."

# ---- figures: a scale after grouped thousands, a slip keeps its point ----

LOAN = (
    "get_loan_contract",
    {"contract_id": "HT-7"},
    {"contract_id": "HT-7", "objects": 9, "insured_value_cny": 23500000, "premium_cny": 41800},
)


def test_grouped_thousands_before_a_scale_word_keep_the_scale() -> None:
    report = checked("合同 HT-7 的保额是 2,350 万元，共 9 件展品。", LOAN, language="zh")
    money = [c for c in report.claims if "2,350" in c.text]
    assert money and money[0].status == "verified", show(report)


def test_a_grouped_figure_with_a_scale_is_still_held_to_its_field() -> None:
    caught_and_left(
        "fact_mismatch",
        "合同 HT-7 的保额是 2,530 万元。",
        "合同 HT-7 的保额是 2,350 万元。",
        LOAN,
        language="zh",
    )


CONDITION = (
    "get_condition_report",
    {"object_no": "V-220"},
    {
        "object_no": "V-220",
        "grade": "stable",
        "text": "Hairline crack at the rim, 1.5cm long, as recorded at loan-out. No new chips.",
        "photos": 12,
    },
)


def test_a_decimal_is_no_slip_of_a_whole_number_with_the_same_digits() -> None:
    report = checked(
        "Vase V-220 is stable: the hairline crack at the rim is 1.5 cm, as at loan-out, "
        "and there are no new chips (12 photos).",
        CONDITION,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_slip_with_the_point_in_place_is_still_caught() -> None:
    caught_and_left(
        "fact_mismatch",
        "The report for V-220 comes with 13 photos.",
        "The report for V-220 comes with 12 photos.",
        CONDITION,
        language="en",
    )


# ---- counts: a whole of no items of the list, a count up to today, a whole beside it ----

WATER = (
    "get_water_tests",
    {"batch": "W-88"},
    {
        "batch": "W-88",
        "tests": [
            {"name": "lead", "result": "0.004", "unit": "mg/l", "verdict": "pass"},
            {"name": "nitrate", "result": "12", "unit": "mg/l", "verdict": "pass"},
            {"name": "turbidity", "result": "0.6", "unit": "NTU", "verdict": "pass"},
            {"name": "ph", "result": "7.4", "unit": "pH", "verdict": "pass"},
            {
                "name": "coliforms",
                "result": "4; 0; 7; 1; 9",
                "unit": "cfu",
                "limit": "n=5, c=1, m=2",
                "verdict": "fail",
            },
            {"name": "e_coli", "result": "0; 0; 0; 0; 0", "unit": "cfu", "verdict": "pass"},
        ],
    },
)


def test_a_part_of_a_whole_inside_one_line_is_no_subset_of_the_lines() -> None:
    report = checked(
        "Coliforms failed: of the 5 samples, 3 were above the limit of 2 cfu per 100 ml.",
        WATER,
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_of_the_lines_themselves_is_still_counted() -> None:
    caught_and_left(
        "count_mismatch",
        "2 of the 6 tests failed.",
        "1 of the 6 tests failed.",
        WATER,
        language="en",
    )


LESSONS = (
    "list_lessons",
    {"student": "S-12"},
    {
        "student": "S-12",
        "lessons": [
            {"lesson_id": "L-1", "date": "2026-02-17", "status": "booked", "room": "A"},
            {"lesson_id": "L-2", "date": "2026-02-24", "status": "booked", "room": "B"},
            {"lesson_id": "L-3", "date": "2026-03-03", "status": "booked", "room": "A"},
            {"lesson_id": "L-4", "date": "2026-03-17", "status": "booked", "room": "A"},
            {"lesson_id": "L-5", "date": "2026-03-24", "status": "booked", "room": "B"},
        ],
    },
)


def test_a_count_bounded_by_today_counts_the_items_dated_up_to_it() -> None:
    # (a guard: English reads "so far" by the date column too, as Spanish now does)
    caught_and_left(
        "count_mismatch",
        "You've had 4 lessons so far; the next is on 17 March.",
        "You've had 3 lessons so far; the next is on 17 March.",
        LESSONS,
        system=TODAY,
        language="en",
    )


def test_a_count_bounded_by_today_in_spanish() -> None:
    caught_and_left(
        "count_mismatch",
        "Llevas 2 clases hasta la fecha; la próxima es el 17 de marzo.",
        "Llevas 3 clases hasta la fecha; la próxima es el 17 de marzo.",
        LESSONS,
        system=TODAY,
        language="es",
    )


PLAN = (
    "get_plan_usage",
    {"member": "M-4"},
    {
        "member": "M-4",
        "plan": "premium",
        "sessions": [
            {"session_id": "P-1", "status": "completed", "date": "2026-01-09"},
            {"session_id": "P-2", "status": "completed", "date": "2026-02-02"},
            {"session_id": "P-3", "status": "completed", "date": "2026-02-20"},
            {"session_id": "P-4", "status": "waived", "date": None},
            {"session_id": "P-5", "status": "proposed", "date": None},
        ],
        "included": 6,
    },
)


def test_a_whole_the_record_states_beside_its_list_is_the_records() -> None:
    report = checked(
        "So far 4 of your 6 premium sessions are used, so 2 remain.", PLAN, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_neither_list_nor_record_states_is_still_contradicted() -> None:
    report = checked("Of your 8 sessions, 4 are used.", PLAN, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- causes: a rule the operator states, a cause in the sentence after its effect ----

BATHS = (
    "list_home_visits",
    {"client": "E-31"},
    {
        "client": "E-31",
        "visits": [
            {"visit_id": "HV-1", "date": "2026-03-02", "status": "completed", "subsidy": 40},
            {"visit_id": "HV-2", "date": "2026-03-06", "status": "completed", "subsidy": 40},
            {
                "visit_id": "HV-3",
                "date": "2026-03-20",
                "status": "scheduled",
                "subsidy": 0,
                "note": "当月补贴额度已满，全价收费。",
            },
        ],
    },
)
SUBSIDY_RULE_ZH = "今天是2026年3月10日。80岁以上老人每次补贴40元，每个自然月最多补贴2次。"
SUBSIDY_RULE = (
    TODAY + " Clients over 80 get a council subsidy of 40 per visit, for at most 2 visits per "
    "calendar month; it is taken off the bill."
)


def test_a_cause_that_restates_the_operators_rule_is_grounded() -> None:
    report = checked(
        "The visit on 20 March is charged in full, because the subsidy covers at most 2 "
        "visits a month and both are used.",
        BATHS,
        system=SUBSIDY_RULE,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_rule_in_chinese_grounds_the_cause_too() -> None:
    report = checked(
        "20 日那次按原价收，因为每月最多只能补贴 2 次。",
        BATHS,
        system=SUBSIDY_RULE_ZH,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_the_rule_does_not_give_is_still_the_agents() -> None:
    report = checked(
        "The visit on 20 March is charged in full, because the council's budget for 2 "
        "visits ran out early this year.",
        BATHS,
        system=SUBSIDY_RULE,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


CLAIM_FORMS = (
    "list_expense_claims",
    {"project": "PR-9"},
    {
        "project": "PR-9",
        "claims": [
            {
                "form_id": "EX-31",
                "type": "差旅费",
                "amount_cny": 4200.0,
                "status": "returned",
                "returned_at": "2026-03-02T10:00:00+08:00",
                "review_comment": "发票抬头为学院名称，与学校全称不符，请联系开票方重开。",
            },
            {"form_id": "EX-32", "amount_cny": 800.0, "status": "paid"},
        ],
    },
)


def test_a_cause_in_the_sentence_after_its_effect_is_weighed_against_it() -> None:
    report = checked(
        "差旅费那张（4,200 元）3月2日被退回。"
        "原因是发票抬头写成了学院名称，和学校全称不符，需要让开票方重开。",
        CLAIM_FORMS,
        system=TODAY,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_output_gives_after_its_effect_is_still_the_agents() -> None:
    report = checked(
        "差旅费那张（4,200 元）3月2日被退回。原因是报销金额超过了项目的月度上限。",
        CLAIM_FORMS,
        system=TODAY,
        language="zh",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- states: one party's event done, another's not ----

FEEDBACK = (
    "get_intro_feedback",
    {"intro_id": "IN-4"},
    {
        "intro_id": "IN-4",
        "venue": "Casa Verde",
        "client_feedback": {"submitted": True, "submitted_at": "2026-03-01T09:00:00Z"},
        "match_feedback": {"submitted": False, "reminder_sent_at": "2026-03-03T09:00:00Z"},
    },
)


def test_a_denial_may_be_of_the_party_whose_event_is_undone() -> None:
    report = checked(
        "Yours went in the morning after the dinner at Casa Verde, but Sam hasn't "
        "submitted his yet.",
        FEEDBACK,
        language="en",
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_the_one_dated_event_is_still_caught() -> None:
    one = (
        "get_intro_feedback",
        {"intro_id": "IN-4"},
        {
            "intro_id": "IN-4",
            "venue": "Casa Verde",
            "client_feedback": {"submitted": True, "submitted_at": "2026-03-01T09:00:00Z"},
        },
    )
    report = checked(
        "Your feedback on the dinner at Casa Verde hasn't been submitted yet.", one, language="en"
    )
    assert "false_absence" in kinds(report), show(report)


DELIVERY = (
    "get_delivery",
    {"order_id": "SO-5"},
    {
        "order_id": "SO-5",
        "status": "in_transit",
        "note": "配送延误：通往仓库的道路因洪水封闭，预计顺延一天。",
    },
)


def test_the_effect_in_the_sentence_before_links_a_cause_to_the_note() -> None:
    report = checked(
        "SO-5 的配送延误了。原因是通往仓库的道路因为洪水封闭了。",
        DELIVERY,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- absence: a thing still pending whose id is null is not made yet ----

PERMITS = (
    "list_permit_applications",
    {"owner": "O-8"},
    {
        "owner": "O-8",
        "applications": [
            {
                "application_id": "PA-40",
                "site": "North yard",
                "permit": {"status": "pending", "permit_id": None},
            },
            {
                "application_id": "PA-41",
                "site": "East gate",
                "permit": {"status": "issued", "permit_id": "PM-2207"},
            },
        ],
    },
)


def test_a_pending_thing_with_its_id_null_is_not_made_yet() -> None:
    caught_and_left(
        "false_absence",
        "East gate (PA-41): there is no permit yet.",
        "North yard (PA-40): there is no permit yet; it is still pending.",
        PERMITS,
        language="en",
    )


def test_a_pending_thing_with_its_id_null_in_spanish() -> None:
    caught_and_left(
        "false_absence",
        "Puerta este (PA-41): todavía no hay permiso.",
        "Patio norte (PA-40): todavía no hay permiso.",
        PERMITS,
        language="es",
    )


# ---- absence: a name an item carries only under a negation ----

OUTINGS = (
    "list_outings",
    {"month": "2026-08"},
    {
        "month": "2026-08",
        "outings": [
            {
                "id": "OUT-1",
                "title": "Noche de meteoros",
                "date": "2026-08-12",
                "notes": "Pico de la lluvia. Sin Luna que estorbe este año; traed silla.",
            },
            {"id": "OUT-2", "title": "Sesión solar", "date": "2026-08-29", "notes": "Libre."},
        ],
    },
)


def test_a_name_an_item_carries_only_under_a_negation_is_no_witness() -> None:
    report = checked(
        "La noche de meteoros es el 12 y esa noche no hay Luna, así que merece la pena.",
        OUTINGS,
        language="es",
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_name_an_item_carries_plainly_is_still_a_witness() -> None:
    report = checked("Este mes no hay ninguna Sesión solar.", OUTINGS, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- dates and times: a weekday's short name before a day and month, an example ----

FAIRS = (
    "list_fair_events",
    {"town": "Villaseca"},
    {
        "town": "Villaseca",
        "events": [
            {"event_id": "FE-1", "date": "2026-09-19", "title": "Pregón"},
            {"event_id": "FE-2", "date": "2026-09-22", "title": "Concurso de tortillas"},
            {"event_id": "FE-3", "date": "2026-09-25", "title": "Verbena"},
        ],
    },
)


def test_a_weekday_short_name_before_day_and_month_is_no_month() -> None:
    report = checked(
        "| Día | Acto |\n|---|---|\n| Sáb 19 sep | Pregón |\n| Mar 22 sep | Concurso de "
        "tortillas |\n| Vie 25 sep | Verbena |",
        FAIRS,
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_day_and_month_after_a_weekday_is_still_held_to_the_record() -> None:
    caught_and_left(
        "fact_mismatch",
        "El concurso de tortillas (FE-2) es el mar 23 sep.",
        "El concurso de tortillas (FE-2) es el mar 22 sep.",
        FAIRS,
        language="es",
    )


HEAT = (
    "get_heat_bulletin",
    {"district": "D-4"},
    {
        "district": "D-4",
        "level": "orange",
        "days": [
            {"date": "2026-05-14", "max_c": 44, "peak_hours": "12:00-16:00"},
        ],
    },
)


def test_times_given_as_an_example_are_no_figure_of_the_run() -> None:
    report = checked(
        "14 मई को 12 से 4 बजे तक सबसे ज़्यादा गर्मी रहेगी, इसलिए काम सुबह जल्दी (मसलन 6 से 9 बजे) निपटा लें।",
        HEAT,
        language="hi",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_times_given_as_an_example_in_english() -> None:
    report = checked(
        "The peak on 14 May is 12:00-16:00, so move the work early, e.g. 6:00 to 9:00.",
        HEAT,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_window_stated_wrong_is_still_caught() -> None:
    caught_and_left(
        "fact_mismatch",
        "On 14 May the peak heat is from 12:00 to 17:00.",
        "On 14 May the peak heat is from 12:00 to 16:00.",
        HEAT,
        language="en",
    )


# ---- a cause that will only be known later; a figure of the record an id names ----

PUMP = (
    "get_pump_status",
    {"pump_id": "PU-7"},
    {"pump_id": "PU-7", "state": "stopped", "stopped_at": "2026-03-09T22:10:00Z"},
)


def test_a_cause_that_will_only_be_known_later_states_none() -> None:
    for answer, language in (
        (
            "PU-7 stopped last night; the actual cause will only be known after the inspection.",
            "en",
        ),
        ("PU-7 se paró anoche; la causa real se sabrá tras la inspección.", "es"),
        ("PU-7 कल रात बंद हुआ; असली कारण जाँच के बाद ही पता चलेगा।", "hi"),
    ):
        report = checked(answer, PUMP, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_stated_beside_coming_to_know_is_still_one() -> None:
    report = checked(
        "PU-7 stopped because its bearing seized; we'll know more after the inspection.",
        PUMP,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


FLAT = (
    "get_reservation",
    {"reservation_no": "RV-12"},
    {
        "reservation_no": "RV-12",
        "unit": {"building": "8幢", "room": "1207", "area_sqm": 96.4},
        "total_price_cents": 415200000,
        "deposit_cents": 5000000,
    },
)


def test_a_figure_with_no_currency_word_beside_a_minor_unit_key() -> None:
    report = checked("您订的 **8 幢 1207**（96.4㎡，总价 415.2 万）情况如下：", FLAT, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_figure_off_from_a_minor_unit_key_is_still_caught() -> None:
    caught_and_left(
        "fact_mismatch",
        "您订的 **8 幢 1207**（96.4㎡，总价 425.2 万）情况如下：",
        "您订的 **8 幢 1207**（96.4㎡，总价 415.2 万）情况如下：",
        FLAT,
        language="zh",
    )


ORDER = (
    "get_order",
    {"order_no": "OD-77"},
    {
        "order_no": "OD-77",
        "status": "shipped",
        "lines": [{"sku": "BK-2", "name": "brass buckles", "qty": 4000}],
        "shipment": {"carrier": "Norte Cargo", "tracking_no": "NC7730012", "parcels": 5},
    },
)


def test_a_count_a_record_named_by_its_id_holds_is_that_records() -> None:
    report = checked(
        "OD-77 left with Norte Cargo, tracking NC7730012, 5 pieces in all.", ORDER, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- Chinese denials: after a condition, a count of what is full; a joiner before a source ----

SESSIONS = (
    "search_open_sessions",
    {"date": "2026-03-14"},
    {
        "total": 3,
        "sessions": [
            {"session_id": "S-1", "title": "雾中灯塔", "seats_total": 6, "seats_left": 2},
            {"session_id": "S-2", "title": "旧城谜案", "seats_total": 5, "seats_left": 0},
            {"session_id": "S-3", "title": "星夜列车", "seats_total": 8, "seats_left": 3},
        ],
    },
)


def test_a_denial_that_holds_only_after_the_users_act_is_no_denial_now() -> None:
    for answer in (
        "《雾中灯塔》：你们两位报名以后正好满员，可以开本。",
        "《雾中灯塔》：如果你们两位都来，就满员了。",
    ):
        report = checked(answer, SESSIONS, language="zh")
        assert "false_absence" not in kinds(report), show(report)


def test_a_count_of_the_sessions_that_are_full_is_no_denial_of_them_all() -> None:
    report = checked("这三场的空位都来自刚才的查询（共 3 场，1 场满员）。", SESSIONS, language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_a_plain_denial_of_a_session_with_seats_is_still_caught() -> None:
    report = checked("《星夜列车》已经满员了。", SESSIONS, language="zh")
    assert "false_absence" in kinds(report), show(report)


SEAL = (
    "get_seal_schedule",
    {"seal_type": "公章"},
    {
        "seal_type": "公章",
        "custodian": "行政部",
        "loan_rule": "公章一般不外借；确需外借，须提前 2 个工作日申请并经总经理批准。",
    },
)


def test_a_joining_word_is_no_part_of_a_sources_issuer() -> None:
    report = checked(
        "可以用章，不过公司规定公章一般不外借，确需外借要提前 2 个工作日申请。",
        SEAL,
        language="zh",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_an_issuer_no_output_names_after_a_joining_word_is_still_caught() -> None:
    report = checked("可以用章，不过区市场监管局规定公章一般不外借。", SEAL, language="zh")
    assert "source_fabrication" in kinds(report), show(report)


# ---- counts: what a search is said to have returned is its whole list ----

SEEDS = (
    "search_stock",
    {"query": "heirloom tomato seeds"},
    {
        "total": 5,
        "items": [
            {"sku": "TS-1", "desc": "Brandywine, 25 seeds", "price_gbp": 2.4, "qty": 31},
            {"sku": "TS-2", "desc": "Black Krim, 25 seeds", "price_gbp": 2.6, "qty": 0},
            {"sku": "TS-3", "desc": "Green Zebra, 25 seeds", "price_gbp": 2.6, "qty": 12},
            {"sku": "TS-4", "desc": "San Marzano, 30 seeds", "price_gbp": 2.2, "qty": 40},
            {"sku": "TS-5", "desc": "Cherokee Purple, 25 seeds", "price_gbp": 2.8, "qty": 7},
        ],
    },
)


def test_a_count_said_of_what_the_search_returned_is_its_whole_list() -> None:
    caught_and_left(
        "count_mismatch",
        "Checked: the stock search returned 4 matching packets, one of them sold out.",
        "Checked: the stock search returned 5 matching packets, one of them sold out.",
        SEEDS,
        language="en",
    )


def test_a_count_said_of_what_the_search_returned_in_spanish() -> None:
    caught_and_left(
        "count_mismatch",
        "La búsqueda de existencias devolvió 4 sobres, uno de ellos agotado.",
        "La búsqueda de existencias devolvió 5 sobres, uno de ellos agotado.",
        SEEDS,
        language="es",
    )


def test_a_part_the_answer_names_after_returned_is_still_a_part() -> None:
    report = checked("4 of the packets are in stock right now.", SEEDS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- denials: a complaint by any language's word, an offer that ends the sentence ----

SELLER = (
    "get_seller_profile",
    {"seller_id": "SL-40"},
    {
        "seller_id": "SL-40",
        "completed_trades": 118,
        "complaints": {
            "total": 1,
            "items": [{"complaint_id": "CP-9", "type": "late delivery", "status": "open"}],
        },
    },
)


def test_a_denial_of_complaints_in_chinese_meets_the_complaints_key() -> None:
    report = checked("这家店一条投诉都没有。", SELLER, language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_of_complaints_in_spanish_meets_the_complaints_key() -> None:
    report = checked("Este vendedor no tiene ninguna queja.", SELLER, language="es")
    assert "false_absence" in kinds(report), show(report)


LOG = (
    "list_practice_log",
    {"from": "2026-03-09", "to": "2026-03-12"},
    {
        "total": 3,
        "entries": [
            {"date": "2026-03-09", "piece": "Etude 4", "minutes": 35},
            {"date": "2026-03-10", "piece": "Minuet", "minutes": 20},
            {"date": "2026-03-12", "piece": "Etude 4", "minutes": 40},
        ],
    },
)


def test_a_denial_before_an_offer_that_ends_the_sentence_is_still_a_denial() -> None:
    report = checked(
        "There's no Etude 4 entry this week, want me to look further back?",
        LOG,
        language="en",
    )
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_before_an_offer_in_chinese() -> None:
    report = checked(
        "这周没有《Etude 4》的练习记录，需要我帮你往前多查几天吗？", LOG, language="zh"
    )
    assert "false_absence" in kinds(report), show(report)


def test_an_offer_that_is_the_whole_sentence_still_asks() -> None:
    report = checked("Shall I look up if an Etude 4 entry exists?", LOG, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- acts: "已将…改为…" with no doer, a tool that amends ----

BIDS = (
    "list_my_bids",
    {"issue_id": "BD-26"},
    {"issue_id": "BD-26", "bids": [{"rate_pct": 2.1, "amount_cny": 300000000}]},
)


def test_an_act_reported_done_to_what_it_changed_is_held_to_the_amend_tool() -> None:
    report = checked(
        "已将 2.1% 这一档的申购金额改为 4 亿元。", BIDS, language="zh", tools=["amend_bid"]
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_an_amendment_said_in_english_is_held_to_the_amend_tool() -> None:
    report = checked(
        "I've changed the 2.1% bid to CNY 400 million.", BIDS, language="en", tools=["amend_bid"]
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_change_only_proposed_is_no_act() -> None:
    report = checked(
        "如需把 2.1% 这一档改为 4 亿元，我可以帮您提交修改。",
        BIDS,
        language="zh",
        tools=["amend_bid"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- causes: a Spanish verb and its noun of the act share a root ----

KILNS = (
    "list_equipos",
    {"taller": "T-3"},
    {
        "taller": "T-3",
        "equipos": [
            {"equipo": "Horno 1", "estado": "operativo", "nota": "revisado en enero"},
            {
                "equipo": "Horno 2",
                "estado": "parado",
                "nota": "calibración pendiente tras el cambio de resistencia",
            },
        ],
    },
)


def test_a_spanish_cause_by_the_verb_of_the_outputs_noun_of_the_act() -> None:
    report = checked(
        "El Horno 1 está operativo, revisado en enero. El Horno 2 está parado porque falta "
        "calibrarlo.",
        KILNS,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_spanish_cause_no_output_gives_is_still_the_agents() -> None:
    report = checked(
        "El Horno 1 está operativo, revisado en enero. El Horno 2 está parado porque se "
        "rompió la puerta.",
        KILNS,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- counts: a figure after a comparison sign is a threshold ----

ASSAYS = (
    "get_assay_batch",
    {"batch": "AB-12"},
    {
        "batch": "AB-12",
        "samples": [
            {"sample_id": f"S-{i}", "au_gpt": g, "qc": "pass" if i in (3, 6) else "pending"}
            for i, g in enumerate([0.4, 2.2, 11.8, 0.9, 5.1, 14.2, 0.2, 3.3, 7.7], start=1)
        ],
    },
)


def test_a_figure_after_a_comparison_sign_is_a_threshold_not_a_count() -> None:
    report = checked(
        "I also split a duplicate, as you always ask for >10 g/t samples.", ASSAYS, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- counts: a period that ends today bounds the items counted ----

CLAIMS = (
    "get_device_plan",
    {"plan_id": "DP-5"},
    {
        "plan_id": "DP-5",
        "claims": [
            {"claim_id": "CL-1", "filed_at": "2025-05-02T10:00:00Z", "status": "closed"},
            {"claim_id": "CL-2", "filed_at": "2025-11-20T09:30:00Z", "status": "closed"},
            {"claim_id": "CL-3", "filed_at": "2026-02-14T16:45:00Z", "status": "open"},
        ],
    },
)


def test_a_count_in_the_past_months_counts_the_items_dated_in_them() -> None:
    caught_and_left(
        "count_mismatch",
        "You've filed 3 claims in the past 6 months.",
        "You've filed 2 claims in the past 6 months.",
        CLAIMS,
        system=TODAY,
        language="en",
    )


def test_a_count_in_the_past_months_in_spanish() -> None:
    report = checked(
        "Has presentado 2 reclamaciones en los últimos 6 meses.",
        CLAIMS,
        system=TODAY,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- predictions: an output that says the time is not known is the witness ----

REPAIR = (
    "get_repair_ticket",
    {"ticket_id": "RT-88"},
    {
        "ticket_id": "RT-88",
        "status": "waiting_on_parts",
        "promised_ready": "2026-03-13T16:00:00Z",
        "notes": "Replacement hinge ordered from the supplier 03/06, ETA unknown.",
    },
)


def test_a_prediction_of_what_an_output_says_is_not_known_yet_is_caught() -> None:
    caught_and_left(
        "inference_as_fact",
        "The hinge will arrive before Friday, so it'll be ready on the 13th.",
        "The hinge has been ordered; the shop can't say yet when it arrives.",
        REPAIR,
        system=TODAY,
        language="en",
    )


def test_a_hedged_prediction_of_it_is_left_alone() -> None:
    report = checked(
        "The hinge might arrive before Friday, but the supplier hasn't given a date.",
        REPAIR,
        system=TODAY,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


PEDIDO = (
    "get_pedido",
    {"pedido": "PD-31"},
    {
        "pedido": "PD-31",
        "estado": "en_preparacion",
        "nota": "Falta el tapizado; fecha de llegada por confirmar con el proveedor.",
    },
)


def test_a_prediction_against_a_spanish_note_of_an_unknown_date() -> None:
    report = checked(
        "El tapizado llegará esta semana, así que el sofá saldrá el lunes.",
        PEDIDO,
        system=TODAY,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- provenance: a selector word in an id's place invents nothing ----

FIRING_OUT = {"firing_id": "FR-2231", "peak_c": 1238, "ended_at": "2026-03-10T06:40:00Z"}


def _with_schema(answer: str, firing_id: str) -> dict[str, Any]:
    data = run(answer, ("get_firing_log", {"firing_id": firing_id}, FIRING_OUT), language="en")
    data["tools"] = [
        {
            "name": "get_firing_log",
            "description": "The log of one kiln firing.",
            "parameters": {
                "type": "object",
                "properties": {"firing_id": {"type": "string"}},
                "required": ["firing_id"],
            },
        }
    ]
    return data


def test_a_selector_word_as_an_id_argument_is_no_made_up_id() -> None:
    report = check(_with_schema("The last firing peaked at 1,238 °C.", "latest"))
    assert not [f for f in report.findings if f.reason == "call_provenance"], show(report)


def test_an_id_nobody_gave_is_still_made_up() -> None:
    report = check(_with_schema("The firing peaked at 1,238 °C.", "FR-2230"))
    assert [f for f in report.findings if f.reason == "call_provenance"], show(report)


# ---- predictions: a decision that is the condition is no decision foretold ----

LOAN_APP = (
    "get_loan_application",
    {"application_id": "LA-51"},
    {"application_id": "LA-51", "status": "under_review", "payment": "same_day_neft"},
)


def test_a_decision_that_opens_the_condition_is_not_the_outcome_foretold() -> None:
    for answer, language in (
        ("मंज़ूर होने पर भुगतान उसी दिन NEFT से होगा।", "hi"),
        ("Once approved, payment will be made the same day by NEFT.", "en"),
    ):
        report = checked(answer, LOAN_APP, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_decision_foretold_is_still_caught() -> None:
    for answer, language in (
        ("आपका लोन LA-51 मंज़ूर हो जाएगा।", "hi"),
        ("Your loan LA-51 will be approved this week.", "en"),
    ):
        report = checked(answer, LOAN_APP, language=language)
        assert "inference_as_fact" in kinds(report), show(report)
