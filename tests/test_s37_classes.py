"""Failure classes of session 37 (examples written for these tests).

- A token cited in brackets may be a part of an output's key (a milestone ``M-12`` in
  ``M-12_inspection_due``): the output holds it.
- A plain number in a denial's own clause picks the item it is of, as a name would ("all
  12 mats are taken" is said of the class of 12 mats).
- A clock time or a day may be an output's moved by a term the prompt states ("check-in
  closes 2 hours before departure", "within 14 days of delivery").
- A failed lookup that answered 404 found nothing; an answer that quotes the error's own
  code reports the failure.
- "60.000 €" in an output's short text is sixty thousand euros.
- A cause whose figure is read in an output's reason field is the output's own cause.
- A Chinese verb inside a name the outputs give ("登记中心") reports no act.
- "三季度" names a quarter of the year; it counts nothing.
- A count in a heading line is of the items listed under it; a line that opens in italics
  is no list item.
- A name right after a conjunction that joins two clauses is the subject of its own clause,
  not a value of the record the clause before it names.
- A prediction that restates an output's state of what comes next
  (``payout_status: "scheduled_next_run"``) is the system's own.
"""

from __future__ import annotations

from datetime import time

import pytest

from nyaya.claims import extract
from nyaya.engine import check
from runkit import checked, kinds, run, show

# ---- a cited token that is part of an output key ------------------------------------------

BUILD = (
    "get_permit_schedule",
    {"permit": "BP-2231"},
    {
        "permit": "BP-2231",
        "site": "14 Orchard Lane",
        "milestones": {"M-12_inspection_reports_due": "2026-05-04", "M-20_final": "2026-07-13"},
    },
)


def test_a_bracketed_milestone_held_in_a_key_is_no_made_up_source() -> None:
    answer = "Your balance is due May 4, the day your inspection reports are due (M-12)."
    report = checked(answer, BUILD, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_bracketed_token_no_key_holds_is_still_unread() -> None:
    answer = "Your balance is due May 4, the day your inspection reports are due (M-14)."
    report = checked(answer, BUILD, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a number in the denial's clause picks its item -----------------------------------------

SAILINGS = (
    "list_sailings",
    {"date": "2026-06-10"},
    {
        "sailings": [
            {"id": "S1", "departs": "2026-06-10T09:00:00+01:00", "capacity": 40, "seats_sold": 40,
             "status": "full"},
            {"id": "S2", "departs": "2026-06-10T14:15:00+01:00", "capacity": 60, "seats_sold": 38,
             "status": "open"},
        ]
    },
)  # fmt: skip
ON_MONDAY = "Today is Monday, June 8, 2026."


def test_a_denial_with_an_items_own_figure_is_said_of_that_item() -> None:
    answer = (
        "- **Wednesday 9:00** — full: all 40 seats are taken.\n"
        "- **Wednesday 2:15 pm** — 22 seats left."
    )
    report = checked(answer, SAILINGS, language="en", system=ON_MONDAY)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_with_the_figure_of_an_item_with_places_is_caught() -> None:
    answer = (
        "- **Wednesday 2:15 pm** — 22 seats left.\n"
        "- **Wednesday 9:00** — full: all 60 seats are taken."
    )
    report = checked(answer, SAILINGS, language="en", system=ON_MONDAY)
    assert "false_absence" in kinds(report), show(report)


# ---- a time or a day moved by the prompt's own term -----------------------------------------

SAILING = (
    "list_sailings",
    {"date": "2026-06-10"},
    {
        "sailings": [
            {"id": "S1", "departs": "2026-06-10T09:00:00+01:00", "seats": 0, "status": "full"},
            {"id": "S2", "departs": "2026-06-10T14:15:00+01:00", "seats": 22, "status": "open"},
        ]
    },
)
CHECK_IN = "Today is Monday, June 8, 2026. Check-in closes 2 hours before departure."


def test_a_cutoff_the_prompt_moves_from_an_output_time_is_derived() -> None:
    answer = "- **Wednesday, 2:15 pm** — 22 seats left. Check-in closes at 12:15 pm that day."
    report = checked(answer, SAILING, language="en", system=CHECK_IN)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_cutoff_without_its_half_of_the_day_is_derived_too() -> None:
    answer = "Wednesday's 2:15 pm sailing has 22 seats left; check-in closes at 12:15."
    report = checked(answer, SAILING, language="en", system=CHECK_IN)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_cutoff_no_term_explains_is_still_a_mismatch() -> None:
    answer = "- **Wednesday, 2:15 pm** — 22 seats left. Check-in closes at 1:15 pm that day."
    report = checked(answer, SAILING, language="en", system=CHECK_IN)
    assert "fact_mismatch" in kinds(report), show(report)


RETURNS = (
    "get_parcel",
    {"order": "OR-5120"},
    {"order": "OR-5120", "item": "rowing machine", "delivered_on": "2026-02-03"},
)


def test_a_day_the_prompts_term_moves_from_an_output_day_is_derived() -> None:
    system = "Today is Monday, March 2, 2026. Items may be sent back within 14 days of delivery."
    answer = (
        "The rowing machine arrived on February 3, so the window to send it back ended on "
        "February 17."
    )
    report = checked(answer, RETURNS, language="en", system=system)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a lookup that answered 404, and an error quoted -----------------------------------------

MEMBER = ("get_member", {"member": "M-7781"}, None)


def _member_error(code: str, status: int) -> dict[int, str]:
    return {0: f'{{"error": {{"code": "{code}", "status": {status}, "message": "member lookup"}}}}'}


def test_a_lookup_that_answered_404_found_nothing() -> None:
    report = checked(
        "There is no member M-7781 on the library's books.",
        MEMBER,
        language="en",
        errors=_member_error("MEMBER_UNKNOWN", 404),
    )
    assert "false_absence" not in kinds(report), show(report)


def test_an_absence_that_quotes_the_errors_code_reports_the_failure() -> None:
    report = checked(
        "No member M-7781 shows up right now — the catalogue answered INDEX_REBUILDING.",
        MEMBER,
        language="en",
        errors=_member_error("INDEX_REBUILDING", 503),
    )
    assert "false_absence" not in kinds(report), show(report)


def test_an_absence_over_a_server_error_is_still_a_failed_lookup() -> None:
    report = checked(
        "There is no member M-7781 on the library's books.",
        MEMBER,
        language="en",
        errors=_member_error("INDEX_REBUILDING", 503),
    )
    assert "false_absence" in kinds(report), show(report)


# ---- dots for thousands in an output's short text -------------------------------------------


def test_euro_thousands_with_dots_in_a_short_text_are_read_as_thousands() -> None:
    grant = (
        "get_grant",
        {"file": "SUB-208"},
        {
            "file": "SUB-208",
            "estado": "concedida",
            "nota": "Importe concedido: 18.500 € en dos pagos",
        },
    )
    report = checked(
        "Tu subvención SUB-208 está concedida: 18.500 € en dos pagos.", grant, language="es"
    )
    claim = next(c for c in report.claims if "18.500" in c.text)
    assert claim.status == "verified", show(report)


# ---- a cause read in an output's reason -----------------------------------------------------

LICENCE = (
    "get_solicitud",
    {"id": "SOL-88"},
    {
        "id": "SOL-88",
        "estado": "pendiente_documentacion",
        "documentos": [
            {"tipo": "seguro_responsabilidad", "estado": "rechazado",
             "motivo": "Cobertura de 40.000 €; la mínima exigida es de 100.000 €"},
            {"tipo": "plano_incendios", "estado": "valido"},
        ],
    },
)  # fmt: skip


def test_a_cause_whose_figure_the_outputs_reason_gives_is_the_outputs_own() -> None:
    answer = "El seguro te lo rechazaron porque solo cubre 40.000 €."
    report = checked(answer, LICENCE, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_the_reason_does_not_give_is_still_an_inference() -> None:
    answer = "El seguro te lo rechazaron porque la póliza venció el mes pasado."
    report = checked(answer, LICENCE, language="es")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a Chinese act verb inside a name --------------------------------------------------------

QUEUE = (
    "query_queue",
    {"office": "朝阳区户籍登记中心"},
    {"office": {"name": "北京市朝阳区户籍登记中心"}, "waiting": 14, "avg_minutes": 25},
)


def test_a_verb_inside_an_office_name_is_no_act() -> None:
    answer = "帮你看了朝阳区户籍登记中心：现在有14人在等，平均25分钟。"
    report = checked(answer, QUEUE, language="zh", tools=["register_visit"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_verb_the_agent_says_it_did_is_still_an_act() -> None:
    answer = "现在有14人在等，平均25分钟。我已经帮你登记了周五下午的名额。"
    report = checked(answer, QUEUE, language="zh", tools=["register_visit"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a quarter named by its number -----------------------------------------------------------

LEDGER = (
    "get_points_ledger",
    {"member": "VIP-0932"},
    {
        "entries": [
            {"date": "2026-01-05", "desc": "2025Q4积分入账", "points": 3200},
            {"date": "2026-01-11", "desc": "兑换咖啡券", "points": -800},
            {"date": "2026-01-19", "desc": "兑换停车券", "points": -600},
            {"date": "2026-01-26", "desc": "生日加赠", "points": 500},
        ]
    },
)


def test_a_quarter_named_by_its_number_counts_nothing() -> None:
    answer = "| 1月5日 | 2025年四季度积分入账 | +3200 |\n| 1月11日 | 兑换咖啡券 | -800 |"
    report = checked(answer, LEDGER, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_quarters_with_its_measure_word_still_counts() -> None:
    answer = "这个月一共有3笔积分变动。"
    report = checked(answer, LEDGER, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a count in a heading, its items listed below ---------------------------------------------

LOANS = (
    "list_loans",
    {"card": "LC-5501"},
    {
        "loans": [
            {"title": "The Salt Road", "due": "2026-03-03", "returned": False},
            {"title": "Winter Orchards", "due": "2026-03-05", "returned": False},
            {"title": "Glass Harbour", "due": "2026-03-20", "returned": False},
            {"title": "A Map of Tides", "due": "2026-02-20", "returned": True},
        ]
    },
)
ON_THE_9TH = "Today is Monday, March 9, 2026."
OVERDUE = "- *The Salt Road* — was due Mar 3\n- *Winter Orchards* — was due Mar 5"


def test_a_count_in_a_heading_counts_the_items_listed_under_it() -> None:
    answer = f"**Overdue right now (2 loans)**\n{OVERDUE}\n\n*Glass Harbour* is due Mar 20."
    report = checked(answer, LOANS, language="en", system=ON_THE_9TH)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_heading_count_beyond_the_list_is_still_a_mismatch() -> None:
    answer = f"**Overdue right now (5 loans)**\n{OVERDUE}"
    report = checked(answer, LOANS, language="en", system=ON_THE_9TH)
    assert "count_mismatch" in kinds(report), show(report)


# ---- a name that opens a clause of its own -----------------------------------------------------


def test_a_name_after_a_conjunction_speaks_of_its_own_record() -> None:
    answer = "*Glass Harbour* is due Mar 20, and *A Map of Tides* is back already."
    report = checked(answer, LOANS, language="en", system=ON_THE_9TH)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_name_given_to_another_records_value_is_still_swapped() -> None:
    answer = "Your loan due Mar 20 is *Winter Orchards*."
    report = checked(answer, LOANS, language="en", system=ON_THE_9TH)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a state of what comes next, restated as a prediction -------------------------------------


def _payout(status: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_payout",
        {"seller": "S-118"},
        {"seller": "S-118", "amount": 412.60, "payout_status": status},
    )


def test_a_prediction_that_restates_a_coming_state_is_the_outputs() -> None:
    answer = "Your $412.60 payout will go out in the next run."
    report = check(run(answer, _payout("scheduled_next_run"), language="en"))
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_beside_a_state_of_no_coming_is_still_a_guess() -> None:
    answer = "Your $412.60 payout will go out in the next run."
    report = check(run(answer, _payout("on_hold"), language="en"))
    assert "inference_as_fact" in kinds(report), show(report)


# ---- two neighbouring digits swapped in a figure, or in an amount kept in minor units --------

FLOCK = (
    "get_flock",
    {"house": "H-3"},
    {"house": "H-3", "birds": 18400, "mortality_pct": 2.1, "fcr": 1.74, "age_days": 33},
)


def test_a_decimal_figure_with_two_digits_swapped_is_that_figure_misread() -> None:
    report = checked("House H-3 is on day 33; feed efficiency sits at 1.47.", FLOCK, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_decimal_figure_as_the_output_gives_it_is_no_swap() -> None:
    report = checked("House H-3 is on day 33; feed efficiency sits at 1.74.", FLOCK, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


PAYSLIP = (
    "get_payslip",
    {"worker": "W-77"},
    {
        "worker": "W-77",
        "gross_paise": 1850000,
        "deductions": {"esi_paise": 36000, "canteen_paise": 9000},
    },
)


def test_an_amount_kept_in_minor_units_with_two_digits_swapped_is_caught() -> None:
    answer = "इस महीने ESI कटौती ₹630 और कैंटीन ₹90 कटी।"
    report = checked(answer, PAYSLIP, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_total_one_digit_off_a_minor_unit_amount_is_left_alone() -> None:
    # ₹450 is the two deductions added: one digit off a field is no misreading of it
    answer = "इस महीने ESI और कैंटीन मिलाकर कुल कटौती ₹450 हुई।"
    report = checked(answer, PAYSLIP, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a total of a part no field holds is no total of the list --------------------------------
VISITS = (
    "get_month_log",
    {"month": "2026-04"},
    {
        "items": [
            {"visit_id": f"SV-{n}", "result": result, "notes": notes}
            for n, result, notes in [
                (401, "pass", []),
                (402, "fail", [{"item": "guard rail"}, {"item": "signage"}]),
                (403, "pass", [{"item": "lighting"}]),
                (404, "pass", []),
                (405, "fail", [{"item": "fire exit"}]),
            ]
        ],
        "total": 5,
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("es", "En total, 4 visitas fueron por la mañana."),
        ("hi", "कुल 4 विज़िट सुबह हुईं।"),
        ("zh", "上午一共做了4次检查。"),
    ],
)
def test_a_total_of_a_part_no_field_holds_is_not_held_to_the_list(lang: str, answer: str) -> None:
    # (session 37 tried binding a total said of the results to a list whose items hold lists
    # of their own, and withdrew it: "in total, 4 in the morning" counts a part the outputs
    # cannot count, and the list's length is no witness against it)
    report = checked(answer, VISITS, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_right_total_of_that_list_passes() -> None:
    report = checked("In April we made 5 site visits in all.", VISITS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_total_of_a_kind_the_claim_names_is_that_kinds() -> None:
    report = checked("In April 3 site visits passed in all.", VISITS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a count said as found, of results a qualifier narrows, is no count of the whole list -------

STORIES = (
    "search_news",
    {"q": "harbour bridge"},
    {
        "results": [
            {"title": "Harbour bridge reopens after repairs", "url": "https://news.example/a/1"},
            {"title": "Ferry timetable changes this week", "url": "https://news.example/a/2"},
            {"title": "Harbour bridge tolls to rise in May", "url": "https://news.example/a/3"},
        ],
        "total": 3,
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "I found 2 stories that mention the harbour bridge."),
        ("es", "Encontré 2 noticias que hablan del puente del puerto."),
        ("zh", "我查到两条提到港湾大桥的新闻。"),
    ],
)
def test_a_found_count_a_qualifier_narrows_is_not_held_to_the_list(lang: str, answer: str) -> None:
    # (session 37 tried holding every "found" count to the whole list, and withdrew it: the
    # part a qualifier names is seldom one the outputs can count)
    report = checked(answer, STORIES, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- "N of them" after a list, its whole the count the user asked for --------------------------

KITES = (
    "get_event_orders",
    {"event": "EV-31"},
    {
        "orders": [
            {"order_id": "KT-1", "item": "Box kite", "status": "ready"},
            {"order_id": "KT-2", "item": "Delta kite", "status": "ready"},
            {"order_id": "KT-3", "item": "Sled kite", "status": "in_production"},
            {"order_id": "KT-4", "item": "Parafoil", "status": "ready"},
        ],
        "total": 4,
    },
)
KITES_ASKED = "how many kites do we have for the festival and are they ready?"
KITES_LISTED = (
    "You have **4 kites** for the festival:\n\n- Box kite\n- Delta kite\n- Sled kite\n"
    "- Parafoil\n\n"
)


@pytest.mark.parametrize(
    "part",
    ["Two of them fly best in light wind.", "Two of them are for the kids' area."],
)
def test_a_part_of_them_no_field_holds_is_not_held_to_the_list(part: str) -> None:
    # (session 37 tried taking the asked-for count as the whole of "N of them", and withdrew
    # it: a part the outputs cannot count was then held to the list's length)
    report = checked(KITES_LISTED + part, KITES, language="en", user=KITES_ASKED)
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_right_part_of_them_passes() -> None:
    answer = KITES_LISTED + "Three of them are ready. The sled kite is still in production."
    report = checked(answer, KITES, language="en", user=KITES_ASKED)
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_hour_off_is_not_excused_by_a_term_of_something_else() -> None:
    system = "Today is Monday, June 8, 2026. Parking at the terminal is free for the first 2 hours."
    answer = "- **Wednesday, 2:15 pm** — 22 seats left. Check-in closes at 12:15 pm that day."
    report = checked(answer, SAILING, language="en", system=system)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_swapped_person_after_a_conjunction_is_still_caught() -> None:
    clinic = (
        "list_appointments",
        {"patient": "P-31"},
        {
            "appointments": [
                {"appt_id": "A-1", "day": "2026-03-10", "doctor": "Dr. Imani Osei"},
                {"appt_id": "A-2", "day": "2026-03-17", "doctor": "Dr. Tomás Ruiz"},
            ]
        },
    )
    answer = "Your visit A-1 is on Tuesday, March 10, and Dr. Tomás Ruiz will see you."
    report = checked(answer, clinic, language="en", system=ON_THE_9TH)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- an item described by the answer's own words, said not to be on the list ------------------

CART = (
    "get_orders",
    {"account": "AC-77"},
    {
        "orders": [
            {
                "order_id": "SO-5521",
                "status": "paid",
                "lines": [
                    {"sku": "TNT-2P", "description": "Two person dome tent", "price": 189.0},
                    {"sku": "TNT-FP", "description": "Groundsheet footprint", "price": 34.0},
                ],
            }
        ]
    },
)


def test_an_item_said_not_to_be_on_the_order_that_its_lines_hold_is_caught() -> None:
    answer = "Order SO-5521 is paid. Heads up: the groundsheet footprint isn't in the order."
    report = checked(answer, CART, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_an_item_the_lines_do_not_hold_is_rightly_not_on_the_order() -> None:
    answer = "Order SO-5521 is paid. Heads up: the rain fly isn't in the order."
    report = checked(answer, CART, language="en")
    assert "false_absence" not in kinds(report), show(report)


SUBSIDY = (
    "get_applications",
    {"family": "F-88"},
    {"applications": [{"child_name": "林*然", "status": "rejected", "reason": "超龄"}]},
)


def test_a_short_name_in_an_out_of_scope_sentence_is_no_listed_item() -> None:
    answer = "**林*然**：年龄超了，不在本次发放范围，申请未获批准。"
    report = checked(answer, SUBSIDY, language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_a_full_sign_up_verb_in_chinese_is_a_denial_of_places() -> None:
    sessions = (
        "get_sessions",
        {"show": "SH-3"},
        {
            "sessions": [
                {"session_id": "A", "date": "2026-05-09", "seats_remaining": 4, "status": "OPEN"},
                {"session_id": "B", "date": "2026-05-09", "seats_remaining": 0, "status": "FULL"},
            ]
        },
    )
    report = checked("5月9日两场全部报满。", sessions, language="zh")
    assert "false_absence" in kinds(report), show(report)


# ---- starting a search is no act of creating ------------------------------------------------

FARES = (
    "search_flights",
    {"from": "LIS", "to": "OPO"},
    {"results": [{"flight": "TP1940", "price_eur": 59}], "total": 1},
)


@pytest.mark.parametrize(
    "answer",
    [
        "I started a new search for cheaper fares and found TP1940 at €59.",
        "I started by looking up fares for your dates: TP1940 is €59.",
    ],
)
def test_starting_a_search_is_no_made_up_call(answer: str) -> None:
    # (session 37 read "started a ..." as an act of creating beside a declared start_ tool,
    # and withdrew it: the search it started is the call that ran)
    report = checked(answer, FARES, language="en", tools=["start_booking"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- "today" names the day's row, not a timestamp of this morning -----------------------------

SHIFTS = (
    "get_week",
    {"worker": "W-12"},
    {
        "days": [
            {"date": "2026-02-02", "worked_minutes": 480},
            {"date": "2026-02-03", "worked_minutes": 600},
            {"date": "2026-02-04", "worked_minutes": 220, "in_progress": True},
        ],
        "last_sync": "2026-02-04T11:20:00+01:00",
    },
)
MIDWEEK = "Today is Wednesday, February 4, 2026."


def test_today_names_its_own_row_under_lines_of_other_days() -> None:
    answer = "- **Monday:** 8 h\n- **Tuesday:** 10 h\n- **Today (so far):** 3 h 40 min"
    report = checked(answer, SHIFTS, language="en", system=MIDWEEK)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_figure_of_the_row_before_is_still_a_swap() -> None:
    hours = (
        "get_forecast",
        {"city": "Tarn"},
        {
            "hours": [
                {"time": "2026-02-04T12:00:00", "temp_c": 19, "rain_mm": 2.6},
                {"time": "2026-02-04T15:00:00", "temp_c": 21, "rain_mm": 5.8},
            ]
        },
    )
    report = checked("At 15:00 it will be 21 °C with 2.6 mm of rain.", hours, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a day-part word across markdown emphasis ---------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("zh", "她下午 **4:35** 出了校门"),
        ("es", "salió a las **4:35** de la tarde"),
        ("hi", "शाम **4:35** बजे स्कूल से निकली"),
        ("en", "she left at **4:35** pm"),
    ],
)
def test_a_day_part_word_reaches_a_time_in_bold(lang: str, text: str) -> None:
    times = [
        m.value for c in extract(text, language=lang).claims for m in c.mentions if m.kind == "time"
    ]
    assert times == [time(16, 35)], times


# ---- a Spanish act negated across an object pronoun -------------------------------------------

NEWS = (
    "search_news",
    {"q": "acme"},
    {
        "results": [
            {"title": "Acme beats forecasts", "url": "https://news.example/acme-1"},
            {"title": "Acme opens plant", "url": "https://news.example/acme-2"},
        ],
        "total": 2,
    },
)


def test_an_act_negated_across_an_object_pronoun_is_no_act() -> None:
    answer = "Encontré 2 artículos sobre Acme, aunque todavía no los he abierto."
    report = checked(answer, NEWS, language="es", tools=["open_article"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_same_act_said_done_needs_the_call() -> None:
    answer = "Encontré 2 artículos sobre Acme y ya los he abierto."
    report = checked(answer, NEWS, language="es", tools=["open_article"])
    assert "fabricated_tool_call" in kinds(report), show(report)


@pytest.mark.parametrize(
    "line",
    [
        {"sku": "TNT-FP", "description": "Groundsheet footprint", "status": "removed"},
        {"sku": "TNT-FP", "description": "Groundsheet footprint", "quantity": 0},
        {"sku": "TNT-FP", "description": "Groundsheet footprint", "status": "cancelled"},
    ],
)
def test_a_line_taken_off_the_order_is_rightly_not_on_it(line: dict[str, object]) -> None:
    cart = (
        "get_orders",
        {"account": "AC-77"},
        {"orders": [{"order_id": "SO-5521", "status": "paid", "lines": [line]}]},
    )
    answer = "Order SO-5521 is paid. Heads up: the groundsheet footprint isn't in the order."
    report = checked(answer, cart, language="en")
    assert "false_absence" not in kinds(report), show(report)


TWO_ORDERS = (
    "get_orders",
    {"account": "AC-78"},
    {
        "orders": [
            {
                "order_id": "SO-6101",
                "lines": [
                    {"description": "Camp stove kit", "price": 64.0},
                    {"description": "Groundsheet footprint", "price": 34.0},
                ],
            },
            {
                "order_id": "SO-6102",
                "lines": [{"description": "Folding camp chair", "price": 29.0}],
            },
        ]
    },
)


def test_an_item_on_another_order_is_rightly_not_on_the_one_named() -> None:
    answer = "Heads up: the groundsheet footprint isn't in order SO-6102."
    report = checked(answer, TWO_ORDERS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_an_item_on_the_order_named_is_still_a_witness() -> None:
    answer = "Heads up: the groundsheet footprint isn't in order SO-6101."
    report = checked(answer, TWO_ORDERS, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_a_figure_stated_beside_its_swapped_twin_is_no_misreading() -> None:
    batch = (
        "get_batch",
        {"batch": "B-7"},
        {"batch": "B-7", "weight_start_kg": 31.2, "weight_now_kg": 95.6, "feed_kg": 170.7,
         "fcr_target": 2.56},
    )  # fmt: skip
    # 170.7 / (95.6 - 31.2) = 2.65: worked out, and the answer gives the target as it is
    answer = "Feed conversion so far is 2.65, above the 2.56 target."
    report = checked(answer, batch, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a field some items leave empty still groups the others -----------------------------------

QUEUE_IT = (
    "list_tickets",
    {"queue": "IT"},
    {
        "tickets": [
            {"id": "T-1", "priority": "high", "status": "open", "assignee": "Ana"},
            {"id": "T-2", "priority": "low", "status": "open", "assignee": None},
            {"id": "T-3", "priority": "medium", "status": "open", "assignee": "Raj"},
            {"id": "T-4", "priority": "high", "status": "closed", "assignee": "Ana"},
        ],
        "total": 4,
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "Ana has 2 tickets, one of them already closed."),
        ("es", "Ana tiene 2 tickets, uno de ellos ya cerrado."),
    ],
)
def test_a_count_of_the_items_a_name_holds_is_that_groups(lang: str, answer: str) -> None:
    report = checked(answer, QUEUE_IT, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_items_a_name_holds_is_still_caught() -> None:
    report = checked("Ana has 5 tickets, one of them already closed.", QUEUE_IT, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- overdue is past its due date and not settled ----------------------------------------------

INVOICES = (
    "list_invoices",
    {"account": "C-1"},
    {
        "invoices": [
            {"id": "I-1", "due": "2026-03-01", "amount": 120.0, "status": "unpaid"},
            {"id": "I-2", "due": "2026-03-05", "amount": 80.0, "status": "unpaid"},
            {"id": "I-3", "due": "2026-03-20", "amount": 45.0, "status": "unpaid"},
            {"id": "I-4", "due": "2026-02-20", "amount": 60.0, "status": "paid"},
            {"id": "I-5", "due": "2026-03-25", "amount": 30.0, "status": "unpaid"},
        ],
        "total": 5,
    },
)
MID_MARCH = "Today is Wednesday, March 11, 2026."


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("en", "2 of your 5 invoices are overdue: I-1 and I-2."),
        ("es", "De las 5 facturas, 2 ya están vencidas."),
    ],
)
def test_overdue_counts_the_unsettled_items_past_their_due_date(lang: str, answer: str) -> None:
    report = checked(answer, INVOICES, language=lang, system=MID_MARCH)
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_unpaid_count_given_as_overdue_is_caught() -> None:
    report = checked("You have 4 overdue invoices.", INVOICES, language="en", system=MID_MARCH)
    assert "count_mismatch" in kinds(report), show(report)


# ---- a cause whose days the output's own reason gives ------------------------------------------

DENIED = (
    "get_claim",
    {"id": "CL-77"},
    {
        "claim_id": "CL-77",
        "status": "denied",
        "denial_reason": "Loss occurred before the policy start date (2026-01-15); "
        "incident date 2026-01-09.",
        "filed_on": "2026-03-02",
    },
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        ("hi", "क्लेम CL-77 इसलिए खारिज हुआ क्योंकि घटना 9 जनवरी की है और पॉलिसी 15 जनवरी से शुरू हुई।"),
        ("zh", "理赔CL-77没通过，原因是出险日1月9日早于保单生效日1月15日。"),
    ],
)
def test_a_cause_whose_days_the_outputs_reason_gives_is_the_outputs(lang: str, answer: str) -> None:
    report = checked(answer, DENIED, language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_of_a_day_the_reason_does_not_give_is_still_an_inference() -> None:
    # (since session 47 the claim's own record gives its reason in prose, and a cause that
    # shares nothing with it is a fact_mismatch witnessed by that reason)
    answer = "Your claim was denied because you filed it late, on March 2."
    report = checked(answer, DENIED, language="en")
    assert kinds(report) & {"inference_as_fact", "fact_mismatch"}, show(report)


# ---- a day said at the end of a denial's clause, and a witness of that day --------------------

SCRIPTS = (
    "get_prescriptions",
    {"patient": "TR-5"},
    {
        "prescriptions": [
            {"drug": "Lisinopril 10 mg", "refills_left": 2, "next_eligible": "2026-03-30"},
            {"drug": "Vitamin D 1000 IU", "refills_left": 5, "next_eligible": "2026-03-15"},
        ]
    },
)
ON_THE_11TH = "Today is Wednesday, March 11, 2026."


def test_a_denial_of_today_is_said_of_today() -> None:
    answer = "None of your prescriptions can be refilled today."
    report = checked(answer, SCRIPTS, language="en", system=ON_THE_11TH)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_a_day_one_item_is_eligible_on_is_caught() -> None:
    answer = "None of your prescriptions can be refilled on March 15."
    report = checked(answer, SCRIPTS, language="en", system=ON_THE_11TH)
    assert "false_absence" in kinds(report), show(report)
