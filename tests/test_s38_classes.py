"""Failure classes of session 38 (examples written for these tests).

- In "N of the M inspections is worth a follow-up" the plural noun ends the counted phrase:
  the words after it are what the part is said to be, not the noun.
- A value shares a concept with the others of its field ("pass", "fail": a test result):
  that concept names the field, not the value; a short root names its inflection ("fail",
  "failed").
- A field of dotted kinds (``refund.created``, ``refund.failed``) is grouped by the part
  before the dot when the clause names that part.
- A count beside a list whose key names other things (``visits_count`` beside
  ``by_region``) is no total of that list.
- A denial that says what an output's own text denies, with the same verb ("未含运费", "do
  not include late fees"), reports that statement; it says nothing is missing.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a part of a whole the answer itself states ----------------------------------------------

INSPECTIONS = (
    "list_site_inspections",
    {"site": "Quarry Road depot"},
    {
        "inspections": [
            {"id": "IN-301", "area": "loading bay", "result": "pass", "inspector": "R. Okafor"},
            {"id": "IN-302", "area": "fuel store", "result": "fail", "inspector": "R. Okafor"},
            {"id": "IN-303", "area": "wash pit", "result": "pass", "inspector": "T. Lindqvist"},
        ]
    },
)


def test_a_part_picked_by_a_judgement_no_field_holds_is_left_unchallenged() -> None:
    answer = "All three areas were inspected. 1 of the 3 inspections is worth a follow-up visit."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_the_items_field_tells_is_still_held_to_it() -> None:
    answer = "All three areas were inspected. 2 of the 3 inspections failed."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- dotted kinds, counted by their head ------------------------------------------------------

EVENTS = (
    "list_failed_notifications",
    {"since": "2026-03-01"},
    {
        "items": [
            {"id": "n1", "kind": "refund.created", "http": 502},
            {"id": "n2", "kind": "refund.failed", "http": 502},
            {"id": "n3", "kind": "subscription.renewed", "http": 500},
            {"id": "n4", "kind": "refund.created", "http": 502},
            {"id": "n5", "kind": "order.shipped", "http": 502},
            {"id": "n6", "kind": "order.shipped", "http": 504},
        ]
    },
)


def test_a_count_of_a_dotted_head_sums_its_kinds() -> None:
    answer = "There are 6 undelivered notifications. 3 of the 6 are `refund` events."
    report = checked(answer, EVENTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_named_by_an_inflection_is_held_to_that_value_alone() -> None:
    answer = "Two inspections failed."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("One inspection failed, the other two passed.", INSPECTIONS, language="en")
    assert "count_mismatch" not in kinds(right), show(right)


def test_a_wrong_count_of_a_dotted_head_is_caught() -> None:
    answer = "There are 6 undelivered notifications. 4 of the 6 are `refund` events."
    report = checked(answer, EVENTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a count beside a list that names other things --------------------------------------------

REGIONS = (
    "get_sales_summary",
    {"quarter": "2026-Q1"},
    {
        "quarter": "2026-Q1",
        "visits_count": 31,
        "by_region": [
            {"region": "North", "revenue": 12040.5},
            {"region": "South", "revenue": 9875.0},
            {"region": "East", "revenue": 4410.25},
            {"region": "West", "revenue": 7302.0},
        ],
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "Revenue came from 4 regions, North the largest at $12,040.50."),
        ("zh", "收入来自 4 个区域，北区最多，12,040.5 元。"),
    ],
)
def test_a_count_beside_a_list_of_other_things_is_no_total_of_it(lang: str, answer: str) -> None:
    report = checked(answer, REGIONS, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_list_of_regions_still_holds_a_wrong_count_of_them() -> None:
    report = checked("Revenue came from 5 regions.", REGIONS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a denial the output's own text makes -----------------------------------------------------

BILL = (
    "get_statement",
    {"account": "AC-7"},
    {
        "account": "AC-7",
        "refunds": [{"date": "2026-02-11", "amount": 15.0}],
        "subtotal": 412.8,
        "note": "Subtotal does not subtract refunds. 小计未减去退款。",
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "Note: the subtotal does not subtract any refunds."),
        ("zh", "小计按原价算，没有减退款。"),
    ],
)
def test_a_denial_the_output_makes_itself_is_no_false_absence(lang: str, answer: str) -> None:
    report = checked(answer, BILL, language=lang)
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "Your subtotal is $412.80, and there are no refunds on the account."),
        ("zh", "小计是 412.8 元，账户没有退款。"),
    ],
)
def test_a_denial_of_what_the_output_holds_is_still_caught(lang: str, answer: str) -> None:
    report = checked(answer, BILL, language=lang)
    assert "false_absence" in kinds(report), show(report)


def test_a_plain_count_of_records_beside_a_list_still_totals_it() -> None:
    page = (
        "list_card_transactions",
        {"card": "C-19", "page": 1, "page_size": 3},
        {
            "transactions": [
                {"date": "2026-01-04", "amount": -21.5, "type": "DEBIT"},
                {"date": "2026-01-09", "amount": 300.0, "type": "CREDIT"},
                {"date": "2026-01-15", "amount": -64.0, "type": "DEBIT"},
            ],
            "total_records": 5,
        },
    )
    report = checked("The card had 5 transactions in all; this page shows 3.", page, language="en")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("The card had 6 transactions in all.", page, language="en")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a span of days is no count -------------------------------------------------------------

VISITS = (
    "list_appointments",
    {"nurse": "N-11", "week": "2026-W10"},
    {
        "appointments": [
            {"date": "2026-03-02", "client": "周阿姨", "status": "done"},
            {"date": "2026-03-04", "client": "李伯伯", "status": "done"},
            {"date": "2026-03-06", "client": "王奶奶", "status": "scheduled"},
        ]
    },
)


def test_a_span_of_days_before_a_verb_is_no_count() -> None:
    answer = "本周一共 3 个预约，最近这两天请提前联系王奶奶确认时间。"
    report = checked(answer, VISITS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_visits_is_still_held_to_the_list() -> None:
    report = checked("本周一共 4 个预约，最近这两天请提前联系王奶奶。", VISITS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a source taken from the prompt's rules, by a shortened name ---------------------------------

RULES = (
    "本平台是「青禾区社区养老服务管理中心」的助手。规则：上门护理每次 45 分钟；"
    "每月 10 日结算上月服务费。"
)
FEES = (
    "get_service_fees",
    {"client": "CL-8"},
    {"client": "CL-8", "month": "2026-02", "visits": 6, "fee_per_visit": 60, "total": 360},
)


def test_a_source_named_after_a_verb_of_taking_from_is_the_prompts_rules() -> None:
    answer = "2 月共 6 次，合计 360 元；每次 45 分钟、每月 10 日结算取自养老服务中心规则。"
    report = checked(answer, FEES, language="zh", system=RULES)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_source_the_prompt_does_not_name_is_still_unread() -> None:
    answer = "2 月共 6 次，合计 360 元；每次 45 分钟、每月 10 日结算取自民政局规则。"
    report = checked(answer, FEES, language="zh", system=RULES)
    assert "source_fabrication" in kinds(report), show(report)


# ---- a shortfall is the target less what is there ------------------------------------------

NAMES = ["Ada", "Bram", "Cleo", "Dev", "Eun", "Fay", "Gus", "Hal", "Ivo", "Jun", "Kai", "Lia", "Mo"]
DRIVE = (
    "get_cleanup_signups",
    {"event": "EV-5"},
    {
        "event": "EV-5",
        "places": 20,
        "signups": [{"name": n, "status": "confirmed"} for n in NAMES],
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "13 volunteers are booked against 20 places, so the cleanup is short by 7."),
        ("zh", "已经有 13 人报名，名额 20 个，**还差 7 人**。"),
        ("hi", "20 जगहों में से 13 लोगों ने नाम लिखवाया है, 7 और चाहिए।"),
    ],
)
def test_a_shortfall_is_no_count_of_the_list(lang: str, answer: str) -> None:
    report = checked(answer, DRIVE, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_beside_a_shortfall_is_still_caught() -> None:
    answer = "已经有 14 人报名，名额 20 个，还差 6 人。"
    report = checked(answer, DRIVE, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a state an output reports, told without a doer -----------------------------------------

PICKUP = (
    "get_bulk_pickup",
    {"request": "BP-3310"},
    {"request": "BP-3310", "items": "sofa, mattress", "pickup_status": "scheduled",
     "pickup_date": "2026-05-08"},
)  # fmt: skip
ADDRESS = ["update_pickup_address"]


def test_a_state_the_output_reports_is_no_act_of_the_answer() -> None:
    answer = (
        "**Pickup:** the sofa and mattress are scheduled to be collected from your address "
        "on file on Friday, May 8."
    )
    report = checked(answer, PICKUP, language="en", tools=ADDRESS)
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_same_state_claimed_as_the_answers_own_act_is_still_caught() -> None:
    answer = "I've updated the pickup address on file to 14 Larch Row for Friday, May 8."
    report = checked(answer, PICKUP, language="en", tools=ADDRESS)
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a fault named as the cause, after a call failed ------------------------------------------

LOOKUP = ("get_policy_status", {"policy": "PL-4471"}, None)
PAYMENT = ("get_payment", {"payment": "PM-90"}, {"payment": "PM-90", "status": "pending"})


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "The policy status could not be loaded because of an error on the insurer's side."),
        ("hi", "पॉलिसी की स्थिति बीमा कंपनी की तकनीकी खराबी की वजह से नहीं मिल सकी।"),
        ("zh", "保单状态因为保险公司系统故障没能查到。"),
    ],
)
def test_a_fault_named_after_a_failed_call_is_that_failure(lang: str, answer: str) -> None:
    report = checked(answer, LOOKUP, language=lang, errors={0: "upstream timeout (504)"})
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "Your payment PM-90 is pending because of an error on the bank's side."),
        ("hi", "आपका भुगतान PM-90 बैंक की तकनीकी खराबी की वजह से रुका हुआ है।"),
        ("zh", "你的付款 PM-90 因为银行系统故障还在处理中。"),
    ],
)
def test_a_fault_named_when_no_call_failed_is_still_the_agents(lang: str, answer: str) -> None:
    report = checked(answer, PAYMENT, language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a name cut by the window before a document noun -----------------------------------------


def test_a_name_cut_at_the_window_edge_is_no_cited_name() -> None:
    answer = "KSBY की जानकारी इस समय सेवा की गड़बड़ी से नहीं मिल सकी — यह “पॉलिसी नहीं है” नहीं है।"
    assert answer.index("पॉलिसी") == 61  # (the window of 60 characters begins inside KSBY)
    system = "आप KSBY पॉलिसी की जानकारी देने वाले सहायक हैं।"
    report = checked(answer, LOOKUP, language="hi", system=system, errors={0: "timeout"})
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a cause marker whose slot for the cause is empty ------------------------------------------

CLASSES = (
    "get_class_schedule",
    {"week": "2026-W22"},
    {
        "classes": [
            {"day": "Saturday", "time": "09:30", "name": "瑜伽", "status": "cancelled"},
            {"day": "Sunday", "time": "10:00", "name": "普拉提", "status": "as_scheduled"},
        ]
    },
)


def test_an_effect_denied_with_no_cause_named_is_no_cause() -> None:
    answer = "周六的瑜伽取消了，周日的普拉提没有受到影响。"
    report = checked(answer, CLASSES, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_named_in_the_gap_is_still_weighed() -> None:
    answer = "周六的瑜伽受暴雨影响取消了。"
    report = checked(answer, CLASSES, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- an outcome bounded by a time to come ------------------------------------------------------

MONDAY = "今天是2026年6月1日，星期一。"
REPAIR = {"ticket": "RT-77", "device": "洗衣机", "status": "in_progress"}


def test_an_outcome_bounded_by_a_day_to_come_is_foretold() -> None:
    answer = "你的洗衣机周五前就能修好。"
    report = checked(answer, ("get_repair_ticket", {"ticket": "RT-77"}, REPAIR),
                     language="zh", system=MONDAY)  # fmt: skip
    assert "inference_as_fact" in kinds(report), show(report)


def test_an_outcome_the_output_dates_is_its_own() -> None:
    answer = "你的洗衣机周五前就能修好。"
    dated = {**REPAIR, "estimated_done": "2026-06-05", "note": "预计周五前修好"}
    report = checked(answer, ("get_repair_ticket", {"ticket": "RT-77"}, dated),
                     language="zh", system=MONDAY)  # fmt: skip
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- Chinese provisions numbered in words or with no 第 ----------------------------------------

CHARTER = (
    "get_membership_rules",
    {"club": "CL-2"},
    {
        "title": "《会员章程》",
        "text": "第三条 会员每年缴纳年费 300 元。第七条 退会须提前 30 日书面申请，年费不退。"
        "3.2 场地预约须提前 2 日。",
    },
)


@pytest.mark.parametrize(
    "answer",
    [
        "按《会员章程》第七条，退会要提前 30 日书面申请，年费不退。",
        "按《会员章程》3.2 条，场地要提前 2 日预约。",
    ],
)
def test_a_chinese_provision_the_output_numbers_is_read(answer: str) -> None:
    report = checked(answer, CHARTER, language="zh")
    assert "source_fabrication" not in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "按《会员章程》第九条，退会要提前 30 日书面申请，年费不退。",
        "按《会员章程》4.6 条，场地要提前 2 日预约。",
    ],
)
def test_a_chinese_provision_no_output_numbers_is_unread(answer: str) -> None:
    report = checked(answer, CHARTER, language="zh")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a provision said to say what another part of the outputs says ---------------------------

POLICY = (
    "get_policy_sections",
    {"policy": "Home Shield"},
    {
        "policy": "Home Shield",
        "sections": [
            {"section": "4.2", "title": "Escape of water",
             "text": "We cover sudden damage caused by water escaping from a fixed pipe, tank or "
                     "appliance. We do not cover the cost of repairing the pipe itself."},
            {"section": "4.3", "title": "Theft",
             "text": "We cover theft following forcible entry. Losses must be reported to the "
                     "police within 48 hours."},
        ],
    },
)  # fmt: skip


def test_a_provision_said_to_say_what_another_says_is_caught() -> None:
    answer = (
        "Section 4.2 says thefts after a forced entry must be reported to the police within "
        "48 hours."
    )
    report = checked(answer, POLICY, language="en")
    assert "source_fabrication" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "Section 4.2 says you're covered when water suddenly escapes from a pipe or appliance, "
        "but not for fixing the pipe.",
        "Section 4.2 says a flood from the dishwasher counts, while the plumber who mends the "
        "hose is on you.",
        "Per section 4.2, the burst pipe damage to your kitchen ceiling is covered, but the "
        "repair of the pipe is not.",
    ],
)
def test_a_paraphrase_or_an_application_of_a_provision_is_its_own(answer: str) -> None:
    report = checked(answer, POLICY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a person named by a short form of the first name ----------------------------------------

SHIFTS = (
    "list_shifts",
    {"site": "Dock 2", "month": "2026-03"},
    {
        "shifts": [
            {"worker": "Alexandra Ruiz", "date": "2026-03-03", "hours": 8},
            {"worker": "Tomasz Wojcik", "date": "2026-03-05", "hours": 6},
            {"worker": "Alexandra Ruiz", "date": "2026-03-10", "hours": 8},
            {"worker": "Tomasz Wojcik", "date": "2026-03-12", "hours": 8},
            {"worker": "Tomasz Wojcik", "date": "2026-03-19", "hours": 4},
        ]
    },
)


def test_a_short_first_name_binds_that_persons_records() -> None:
    right = checked("Alex's two shifts this month were on March 3 and March 10.", SHIFTS)
    assert not kinds(right) & {"count_mismatch", "fact_mismatch"}, show(right)
    wrong = checked("Alex's two shifts this month were on March 3 and March 11.", SHIFTS)
    assert "fact_mismatch" in kinds(wrong), show(wrong)


def test_a_count_of_a_persons_records_by_the_first_name_is_held_to_them() -> None:
    right = checked("Tomasz has 3 shifts this month.", SHIFTS)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("Tomasz has 4 shifts this month.", SHIFTS)
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- the id of the thing an output is one record of --------------------------------------------

CLAIM_RECORD = (
    "get_warranty_claim",
    {"serial": "SN-48810"},
    {"claim_id": "WC-2026-00917", "serial": "SN-48810", "status": "awaiting_photos"},
)
FLIGHTS = (
    "get_booking",
    {"booking": "BK-3"},
    {"flights": [{"flight_number": "LX318", "status": "scheduled"},
                 {"flight_number": "LX319", "status": "scheduled"}]},
)  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "There is no warranty claim on file for serial SN-48810."),
        ("hi", "सीरियल SN-48810 पर कोई वारंटी क्लेम दर्ज नहीं मिला।"),
    ],
)
def test_the_id_of_a_one_record_output_shows_the_thing_exists(lang: str, answer: str) -> None:
    report = checked(answer, CLAIM_RECORD, language=lang)
    assert "false_absence" in kinds(report), show(report)


def test_an_item_of_a_list_may_be_denied_a_state_its_id_does_not_tell() -> None:
    report = checked("None of your flights were cancelled.", FLIGHTS, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a part of a whole the answer states -------------------------------------------------------

ENTRIES = (
    "get_exhibitor_entries",
    {"exhibitor": "EX-71"},
    {"entries": [{"class": c, "status": s} for c, s in [
        ("Novice A", "confirmed"), ("Novice B", "confirmed"), ("Open", "confirmed"),
        ("Jumpers", "confirmed"), ("Standard", "waitlisted")]]},
)  # fmt: skip


def test_a_part_of_the_whole_it_names_is_no_plain_count() -> None:
    report = checked("Almost: 4 of your 5 entries are in.", ENTRIES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("3 of your 5 entries are confirmed.", ENTRIES, language="en")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- the items of any of several values ---------------------------------------------------------

PERMITS_BY_CITY = (
    "list_applications",
    {"company": "CO-9"},
    {"applications": [{"id": f"AP-{i}", "city": c} for i, c in
                      enumerate(["Lyon", "Nice", "Lyon", "Lille"], start=1)]},
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "caught"),
    [
        ("Of your 4 applications, 3 are for Lyon or Nice (the other one is for Lille).", False),
        ("Of your 4 applications, 2 are for Lyon or Nice (the other two are for Lille).", True),
    ],
)
def test_a_count_of_either_named_value_sums_their_items(answer: str, caught: bool) -> None:
    report = checked(answer, PERMITS_BY_CITY, language="en")
    assert ("count_mismatch" in kinds(report)) is caught, show(report)


# ---- words of accordance, a state by its date, echoed filters ------------------------------------

SETTLEMENT = (
    "get_show_settlement",
    {"show": "SH-2"},
    {"gross_cents": 400000, "venue_split": {"percent": 20, "amount_cents": 80000},
     "contract_terms_note": "Rider section 4: venue commission 15% of gross."},
)  # fmt: skip


def test_words_of_accordance_name_no_source() -> None:
    answer = (
        "| | As entered (20%) | Per contract (15%) |\n|---|---|---|\n"
        "| Venue commission | $800.00 | $600.00 |"
    )
    report = checked(answer, SETTLEMENT, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


CREDITS = (
    "get_account_credits",
    {"org": "ORG-7"},
    {"org": "ORG-7",
     "credits": [{"credit_id": "CR-1", "amount_cents": 9000, "issued_at": "2026-04-10T09:02:00"}],
     "pending": [{"amount_cents": 9000, "status": "pending_review"}]},
)  # fmt: skip


def test_a_state_an_output_dates_is_no_act_of_the_answer() -> None:
    answer = "**Looked at**\n- Issued credits, and the one still in review, for ORG-7"
    report = checked(answer, CREDITS, language="en", tools=["apply_credit"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


STATEMENT = (
    "get_supplier_statement",
    {"month": "2026-06"},
    {"lines": [{"type": "缺货罚款", "amount_fen": -120000,
                "note": "两个批次的准时交付率不足 95%，按合同第 4.2 条每批罚款 600 元"}]},
)  # fmt: skip


def test_a_chinese_fee_named_by_its_output_is_no_denial_and_its_contract_is_read() -> None:
    answer = "缺货罚款 1,200 元是因为两个批次准时交付率不足 95%，按合同第 4.2 条每批罚 600 元。"
    report = checked(answer, STATEMENT, language="zh")
    assert not kinds(report) & {"false_absence", "source_fabrication"}, show(report)


PERMISSIONS = (
    "list_permissions",
    {"uin": "UA-1", "status": "ACTIVE"},
    {"uin": "UA-1", "status_filter": "ACTIVE", "permissions": []},
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "There are no active permissions on UIN UA-1."),
        ("hi", "आपके UIN (UA-1) पर अभी कोई सक्रिय अनुमति नहीं है।"),
    ],
)
def test_an_echoed_filter_is_no_state_of_a_record(lang: str, answer: str) -> None:
    report = checked(answer, PERMISSIONS, language=lang)
    assert "false_absence" not in kinds(report), show(report)


# ---- a denial scoped to one of two searches; the result of a search ----------------------------

BEDS_EMPTY = ("search_beds", {"city": "Bhopal", "bed_type": "PICU"}, {"hospitals": [], "total": 0})
BEDS_FAILED = ("search_beds", {"city": "Bhopal", "bed_type": "NICU"}, None)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "No free PICU bed is listed in government hospitals right now."),
        ("hi", "सरकारी अस्पतालों में अभी कोई खाली PICU बेड नहीं दिखा — खोज का नतीजा खाली आया।"),
    ],
)
def test_a_denial_rests_on_the_search_it_names(lang: str, answer: str) -> None:
    report = checked(answer, BEDS_EMPTY, BEDS_FAILED, language=lang, errors={1: "503 timeout"})
    assert not kinds(report) & {"false_absence", "inference_as_fact"}, show(report)


def test_a_denial_of_the_failed_search_is_still_caught() -> None:
    answer = "No free NICU bed is listed in government hospitals right now."
    report = checked(answer, BEDS_EMPTY, BEDS_FAILED, language="en", errors={1: "503 timeout"})
    assert "false_absence" in kinds(report), show(report)


# ---- guards: a count of dated items, a participle after the plural noun -----------------------

FORECAST = (
    "get_forecast",
    {"city": "Hefei", "days": 3},
    {"forecast": [{"date": d, "high_c": t} for d, t in
                  [("2026-05-02", 24), ("2026-05-03", 27), ("2026-05-04", 22)]]},
)  # fmt: skip


def test_a_count_of_dated_items_in_days_is_still_a_count() -> None:
    report = checked("合肥5天的天气预报：5月3日最热，27°C。", FORECAST, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_participle_after_the_plural_noun_still_describes_it() -> None:
    events = (
        "list_events",
        {"date": "2026-05-02"},
        {"events": [{"title": "Stand-up", "start": "2026-05-02T09:00:00"},
                    {"title": "Design review", "start": "2026-05-02T14:00:00"}]},
    )  # fmt: skip
    report = checked("There are three events scheduled for May 2.", events, language="en")
    assert "count_mismatch" in kinds(report), show(report)
