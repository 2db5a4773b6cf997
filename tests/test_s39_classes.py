"""Failure classes of session 39 (examples written for these tests).

- A row of a markdown table speaks of its own record: the rows above it are other records,
  not the item it belongs to.
- A unit carried forward to a bare figure stops at a bracket: the bracket's figure measures
  a thing of its own.
- Two days or two names joined by a conjunction, with nothing else checked before it, are
  one list, not two clauses.
- A clock time the answer works out from another time it states, by a term the run gives,
  is derived even when that time came from the user.
- A prediction of what the run's own act set up (the place its output names) restates the
  act's output.
- Hindi postpositions follow the count ("7 दिन में"); "में" before a count belongs to the
  noun before it.
- The far end of a range is as rough as the range ("about 14–15 March").
- A denial of a field the claim names by every word of its key, which is nil, is true.
- Devanagari "ज़" writes an English "s" said as a z ("रिज़र्व" is "reserve").
- A date in brackets right after "today" glosses today, not a relative date after it.
- A count whose items are listed in a full-width bracket, and a Chinese sentence that ends
  at "。" with no space after it.
- Two figures set side by side ("more expensive: X versus Y") compare two, rank no list.
"""

from __future__ import annotations

from datetime import date, datetime

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show

# ---- a table row is its own record --------------------------------------------------------------

PAYSLIP = (
    "get_payslip",
    {"employee_id": "E-5521", "period": "2026-02"},
    {
        "lines": [
            {"label": "Base salary", "hours": 160, "amount_cents": 448000},
            {
                "label": "Night shift premium",
                "hours": 24,
                "rate_cents": 2100,
                "amount_cents": 50400,
            },
            {"label": "Meal allowance", "amount_cents": 12000},
            {"label": "Deduction: unpaid leave 2/11 (0.5 day)", "amount_cents": -14000},
        ],
        "net_cents": 496400,
    },
)


def test_a_table_row_is_not_bound_to_the_rows_above_it() -> None:
    answer = (
        "| Line | Hours | Amount |\n|---|---|---|\n"
        "| Base salary | 160 | $4,480.00 |\n"
        "| Meal allowance | — | $120.00 |\n"
        "| Night shift premium (@ $21/hr) | 24 | $504.00 |\n"
        "| Deduction: unpaid leave on 2/11 (0.5 day) | — | −$140.00 |\n"
        "| **Net** | | **$4,964.00** |"
    )
    report = checked(answer, PAYSLIP, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_table_row_with_a_wrong_amount_is_still_caught() -> None:
    answer = (
        "| Line | Hours | Amount |\n|---|---|---|\n"
        "| Base salary | 160 | $4,480.00 |\n"
        "| Night shift premium | 24 | $540.00 |\n"
        "| Meal allowance | — | $120.00 |"
    )
    report = checked(answer, PAYSLIP, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a unit is not carried into a bracket -------------------------------------------------------

KILN = (
    "get_kiln_limits",
    {"kiln": "K2"},
    {"max_height_in": 30, "min_shelf_gap_in": 2, "max_load_lb": 120, "max_cone": 10},
)


def test_a_bracketed_figure_keeps_its_own_measure() -> None:
    answer = (
        "Your 14 in vase at about 9 lb fits easily (the kiln takes pieces up to 30 in "
        "tall and loads up to 120 lb)."
    )
    report = checked(answer, KILN, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- two days joined by a conjunction are one list ----------------------------------------------

CLASSES = (
    "get_course",
    {"course": "ceramica-1"},
    {
        "start_date": "2026-10-06",
        "weekdays": ["martes", "jueves"],
        "time": "18:30-20:30",
        "room": "Aula Taller 3",
    },
)


def test_two_days_joined_by_y_stay_one_claim() -> None:
    answer = "El curso empieza el martes 6 de octubre. Serán los martes y jueves de 18:30 a 20:30."
    report = checked(answer, CLASSES, language="es", system="Hoy es jueves, 1 de octubre de 2026.")
    assert "inference_as_fact" not in kinds(report), show(report)
    texts = [c.text for c in report.claims]
    assert any("martes y jueves de 18:30" in t for t in texts), show(report)


def test_two_clauses_joined_by_y_are_still_cut() -> None:
    answer = "El viento sube a unos 12 nudos a las 9:00 y 18 nudos a mediodía."
    report = checked(
        answer,
        (
            "get_wind",
            {"spot": "Tarifa"},
            {"hours": [{"at": "09:00", "knots": 12}, {"at": "12:00", "knots": 18}]},
        ),
        language="es",
    )
    assert len([c for c in report.claims if "nudos" in c.text]) == 2, show(report)


# ---- a time worked out from a time the user gave ------------------------------------------------

FERRY_RULE = "Passengers must be at the check-in desk 45 minutes before the sailing."


def test_a_time_worked_out_from_the_users_time_by_the_rule_is_derived() -> None:
    answer = (
        "**Outbound, Friday:** the 7:15 sailing from Oban. Be at the check-in desk by 6:30, "
        "45 minutes before it leaves.\n\n"
        "**Return, Sunday:** booked on the 16:40 sailing, booking FR-20931; check in by 15:55."
    )
    report = checked(
        answer,
        (
            "book_sailing",
            {"route": "CRN-OBN", "date": "2026-05-17", "time": "16:40"},
            {
                "booking": "FR-20931",
                "sailing": "2026-05-17T16:40:00+01:00",
                "check_in_by": "2026-05-17T15:55:00+01:00",
            },
        ),
        language="en",
        system=f"Today is Wednesday, 13 May 2026. {FERRY_RULE}",
        user="I'm on the 7:15 from Oban on Friday; please book me back on Sunday afternoon.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_time_the_rule_does_not_give_is_still_caught() -> None:
    answer = "Booked on the 16:40 sailing (FR-20931); check in by 16:05."
    report = checked(
        answer,
        (
            "book_sailing",
            {"route": "CRN-OBN", "date": "2026-05-17", "time": "16:40"},
            {
                "booking": "FR-20931",
                "sailing": "2026-05-17T16:40:00+01:00",
                "check_in_by": "2026-05-17T15:55:00+01:00",
            },
        ),
        language="en",
        system=f"Today is Wednesday, 13 May 2026. {FERRY_RULE}",
    )
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a prediction of what the run's own act set up ----------------------------------------------


def test_a_prediction_naming_the_place_the_act_arranged_restates_it() -> None:
    answer = (
        "He registrado la solicitud AS-40917 para el vuelo del sábado. "
        "En Zaragoza también te atenderá personal de asistencia a la llegada."
    )
    report = checked(
        answer,
        (
            "create_assistance_request",
            {"passenger": "P-2231", "flight": "IB8712", "date": "2026-06-13"},
            {
                "request_id": "AS-40917",
                "status": "confirmed",
                "arrival_assistance": {"airport": "Zaragoza", "confirmed": True},
            },
        ),
        language="es",
        system="Hoy es miércoles, 10 de junio de 2026.",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_of_a_place_only_a_lookup_names_is_still_weighed() -> None:
    answer = "En Zaragoza te atenderá personal de asistencia a la llegada."
    report = checked(
        answer,
        (
            "get_airport",
            {"code": "ZAZ"},
            {"airport": "Zaragoza", "assistance_desk": "Hall de llegadas"},
        ),
        language="es",
        system="Hoy es miércoles, 10 de junio de 2026.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- Hindi postpositions ------------------------------------------------------------------------

PARCEL = (
    "track_parcel",
    {"awb": "RM552190431IN"},
    {
        "events": [
            {
                "at": "2026-03-09T10:20:00+05:30",
                "office": "Hazratganj SO",
                "event": "Addressee absent. Item kept at Hazratganj SO for 10 days.",
            }
        ],
        "status": "held_at_post_office",
    },
)


def test_mein_before_a_count_is_the_nouns_postposition() -> None:
    now = datetime(2026, 3, 10, 9, 0)
    kept = "पार्सल अब डाकघर में 10 दिन रखा जाएगा।"
    assert not [m for m in find_mentions(kept, "hi", now=now) if m.kind == "date"]
    within = "पार्सल 10 दिन में लौट जाएगा।"
    dates = [m.value for m in find_mentions(within, "hi", now=now) if m.kind == "date"]
    assert dates and str(dates[0]).startswith("2026-03-20"), dates


def test_a_count_after_mein_is_no_relative_date() -> None:
    answer = (
        "डाकिया 9 मार्च को आया था, पर घर पर कोई नहीं था। पार्सल अब **हज़रतगंज डाकघर** में "
        "10 दिन रखा जाएगा — यानी लगभग 19 मार्च तक।"
    )
    report = checked(answer, PARCEL, language="hi", system="आज 2026-03-10, मंगलवार है।")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the far end of a rough range ---------------------------------------------------------------


def test_the_far_end_of_an_approximate_range_is_approximate() -> None:
    answer = (
        "डिस्पैच भुगतान के 5 कार्यदिवस बाद होता है। अगर भुगतान आज आ जाता है, तो माल "
        "संभवतः अगले हफ़्ते (लगभग 14–15 अगस्त) तक निकल जाएगा।"
    )
    report = checked(
        answer,
        (
            "get_order",
            {"order_id": "PO-7781"},
            {
                "status": "awaiting_payment",
                "valid_till": "2026-08-31",
                "dispatch_estimate": "payment + 5 working days",
            },
        ),
        language="hi",
        system="आज 7 अगस्त 2026, शुक्रवार है।",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a nil field named by every word of its key -------------------------------------------------

STOCK = (
    "get_stock",
    {"grade": "A2"},
    {
        "stock": [
            {"grade": "A1", "bags": 64, "reserved": 10},
            {"grade": "A2", "bags": 90, "reserved": 55},
        ]
    },
)
ORDER = (
    "get_order",
    {"order_id": "SO-881"},
    {"order_id": "SO-881", "grade": "A2", "bags": 30, "reserved_bags": 0, "status": "pending"},
)


def test_a_denial_of_the_nil_field_it_names_fully_is_true() -> None:
    answer = "Order SO-881 needs 30 bags of A2, and not one bag is reserved for it yet."
    report = checked(answer, STOCK, ORDER, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_a_full_field_is_still_caught() -> None:
    answer = "Grade A2 has no bags reserved at the moment."
    report = checked(answer, STOCK, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_a_devanagari_za_reads_as_an_english_s() -> None:
    answer = "ऑर्डर SO-881 में A2 के 30 बैग चाहिए और इसके लिए अभी एक भी बैग रिज़र्व नहीं है।"
    report = checked(answer, STOCK, ORDER, language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- a date glossing "today" --------------------------------------------------------------------


def test_a_date_in_brackets_after_today_glosses_today() -> None:
    answer = "आवेदन 2 मई को जमा हुआ; 2 मई + 30 दिन = 1 जून, जो आज (2 जून) से एक दिन पहले था।"
    report = checked(
        answer,
        (
            "get_application",
            {"id": "AP-1193"},
            {"submitted_on": "2026-05-02", "response_due_days": 30, "status": "no_response"},
        ),
        language="hi",
        system="आज 2026-06-02 है।",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a count whose items a full-width bracket names ---------------------------------------------

PERMITS = (
    "batch_query_worker_permits",
    {"site": "滨江工地"},
    {
        "workers": [
            {"name": "赵刚", "permit": "valid", "valid_until": "2026-07-02"},
            {"name": "钱敏", "permit": "valid", "valid_until": "2026-07-20"},
            {"name": "孙杰", "permit": "suspended", "valid_until": "2027-03-01"},
            {"name": "李娜", "permit": "renewal_under_review", "valid_until": "2026-06-30"},
        ]
    },
)


def test_a_count_of_the_names_a_fullwidth_bracket_lists_is_theirs() -> None:
    answer = "**4 人里有 2 人（赵刚、钱敏）需要续期**，赵刚最急。李娜的续期已在审核中。"
    report = checked(answer, PERMITS, language="zh", system="今天是 2026-06-20。")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_the_bracket_contradicts_is_still_caught() -> None:
    answer = "**4 人里有 3 人（赵刚、钱敏）需要续期**。"
    report = checked(answer, PERMITS, language="zh", system="今天是 2026-06-20。")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a comparison of two is no superlative ------------------------------------------------------

TARIFF = (
    "get_latest_bill",
    {"account": "GA-1021"},
    {
        "lines": [
            {"concept": "Cuota fija", "eur": 9.4},
            {"concept": "Tramo 1 (0-100 kWh)", "eur": 14.0},
            {"concept": "Tramo 2 (101-250 kWh)", "eur": 12.6},
            {"concept": "Impuestos", "eur": 31.5},
        ]
    },
)


def test_a_comparative_with_its_two_terms_ranks_no_list() -> None:
    answer = (
        "Lo que pasa de 100 kWh se cobra en el tramo 2, más caro: 0,21 €/kWh frente a "
        "0,14 €/kWh del primer tramo."
    )
    report = checked(answer, TARIFF, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a count on top of a first one --------------------------------------------------------------

PERMIT_COPIES = (
    "get_permit_order",
    {"order_id": "PM-5512"},
    {
        "order_id": "PM-5512",
        "copies": 4,
        "first_copy_cents": 3000,
        "extra_copy_cents": 1500,
        "total_cents": 7500,
        "status": "mailed",
    },
)


def test_extra_copies_are_the_ones_after_the_first() -> None:
    answer = (
        "Your order PM-5512 for 4 copies was mailed. The first copy costs $30.00 and the "
        "three extra copies $15.00 each, $75.00 in all."
    )
    report = checked(answer, PERMIT_COPIES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_extra_copies_in_spanish_and_chinese_are_the_ones_after_the_first() -> None:
    es = (
        "El pedido PM-5512 (4 copias) ya salió: la primera cuesta 30,00 $ y las 3 copias "
        "adicionales 15,00 $ cada una."
    )
    report = checked(es, PERMIT_COPIES, language="es")
    assert "count_mismatch" not in kinds(report), show(report)
    zh = "订单 PM-5512 共 4 份已寄出：第一份 30.00 美元，额外 3 份每份 15.00 美元。"
    report = checked(zh, PERMIT_COPIES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a number an output key holds ---------------------------------------------------------------


def test_a_window_count_an_output_key_holds_is_no_count_of_the_list() -> None:
    answer = (
        "You have 55 scarves on hand. Based on the average sold per match over the last 10 "
        "matches, that will not last the 8 home games left."
    )
    report = checked(
        answer,
        (
            "get_merch_stock",
            {"sku": "SCARF-21"},
            {"sku": "SCARF-21", "on_hand": 55, "avg_units_per_match_last_10": 31.5},
        ),
        (
            "get_fixtures",
            {"team": "Harrow Town"},
            {
                "matches": [{"date": f"2026-03-{7 + 7 * k:02d}", "home": True} for k in range(4)]
                + [{"date": f"2026-04-{4 + 7 * k:02d}", "home": True} for k in range(4)]
            },
        ),
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a name that is a field's label -------------------------------------------------------------


def test_a_key_written_as_a_label_is_no_value() -> None:
    answer = (
        "1. **Lakeside Open** – May 3 (12 miles away)\n   - Herding Group judge: Dana Whitlock\n"
        "2. **Ridge Valley Specialty** – May 17 (80 miles away)\n   - Judge: Omar Haddad"
    )
    report = checked(
        answer,
        (
            "search_trials",
            {"month": "2026-05"},
            {
                "results": [
                    {
                        "name": "Lakeside Open",
                        "date": "2026-05-03",
                        "distance_miles": 12,
                        "herding_group_judge": "Dana Whitlock",
                    },
                    {
                        "name": "Ridge Valley Specialty",
                        "date": "2026-05-17",
                        "distance_miles": 80,
                        "herding_group_judge": "Omar Haddad",
                    },
                ]
            },
        ),
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the rest of a larger whole past a page -----------------------------------------------------


def test_the_rest_past_the_page_read_adds_up_with_the_total() -> None:
    answer = (
        "**Open for the rest of the month:** there are **23 tickets open**.\n\n"
        "**Escalated this week:** just one, and it is T-090, waiting on the vendor.\n\n"
        "**Worth a look:** 4 of the first 15 open tickets I can see are urgent — the oldest "
        "is T-101 — and they will breach their target unless someone picks them up. I only "
        "pulled the first page, so there may be more urgent tickets among the other 8."
    )
    report = checked(
        answer,
        (
            "list_tickets",
            {"status": "open", "page": 1},
            {
                "tickets": [{"id": f"T-{100 + k}", "urgent": k in (1, 4, 7, 9)} for k in range(15)],
                "total": 23,
                "next_cursor": "p2",
            },
        ),
        (
            "list_tickets",
            {"status": "escalated"},
            {
                "tickets": [{"id": "T-090", "note": "waiting on the vendor"}],
                "total": 1,
                "next_cursor": None,
            },
        ),
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a value several records hold names none of them --------------------------------------------


def test_a_place_both_records_hold_does_not_pick_the_first() -> None:
    answer = (
        "**Stock**\n- **Hinges:** fine, 210 on hand in Leeds.\n"
        "- **Brackets:** only **18 of the 25** are on hand; the rest come in next week."
    )
    report = checked(
        answer,
        (
            "get_availability",
            {"skus": ["BR-40", "HG-12"]},
            {
                "items": [
                    {"sku": "BR-40", "name": "Shelf bracket", "on_hand": 18, "warehouse": "Leeds"},
                    {"sku": "HG-12", "name": "Hinge", "on_hand": 210, "warehouse": "Leeds"},
                ]
            },
        ),
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the agent's own supposition is no act ------------------------------------------------------

FENCE = (
    (
        "get_catalog_item",
        {"sku": "VF-6"},
        {"sku": "VF-6", "name": "Vinyl fence panel", "price_usd": 42.0},
    ),
    ("get_install_rates", {"zip": "43004"}, {"per_ft_usd": 11.5, "gate_usd": 180.0}),
)


def test_a_supposition_of_the_agents_is_no_act() -> None:
    answer = (
        "The panels are $42.00 each and installation is $11.50 per foot. I've assumed the "
        "second gate is added on top of the 120 ft run."
    )
    report = checked(answer, *FENCE, language="en", tools=["create_quote"])
    assert "fabricated_tool_call" not in kinds(report), show(report)
    es = "He supuesto que la segunda puerta se añade aparte de los 120 pies de valla."
    report = checked(es, *FENCE, language="es", tools=["create_quote"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_act_the_agent_reports_is_still_held_to_the_calls() -> None:
    answer = "I've added the second gate to your quote."
    report = checked(answer, *FENCE, language="en", tools=["create_quote"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a share the answer works out on its own figure ---------------------------------------------


def test_a_percent_of_the_answers_own_amount_is_derived() -> None:
    answer = (
        "**If the bar tab comes to $2,400:**\n\n| | Amount |\n|---|---|\n"
        "| Food & drink | $2,400.00 |\n| Gratuity (18%) | $432.00 |\n| Tax (8%) | $192.00 |\n"
        "| **Total** | **$3,024.00** |\n| Deposit paid | −$500.00 |"
    )
    report = checked(
        answer,
        (
            "get_booking",
            {"id": "BK-31"},
            {
                "booking_id": "BK-31",
                "min_spend_cents": 200000,
                "deposit": {"amount_cents": 50000, "status": "captured"},
            },
        ),
        language="en",
        system="House rules: an 18% gratuity and 8% sales tax are added to every tab.",
        user="what would we owe tonight if the tab comes to $2,400?",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a weekday's day before a part of the day ---------------------------------------------------


def test_a_day_after_a_weekday_is_no_clock_hour() -> None:
    now = datetime(2026, 3, 12, 9, 0)
    found = [
        (m.kind, m.value)
        for m in find_mentions("lo pediste el martes 10 por la tarde", "es", now=now)
    ]
    assert ("date", date(2026, 3, 10)) in found, found
    assert not [k for k, _ in found if k == "time"], found
    alone = [m.kind for m in find_mentions("llego a las 7 de la tarde", "es", now=now)]
    assert "time" in alone, alone


# ---- a hedged consequence of a condition --------------------------------------------------------


def test_a_hedged_date_in_a_hypothetical_is_no_misstatement() -> None:
    answer = (
        "Si se confirma hoy, llega el martes 3. Si se confirma más tarde, saldría el siguiente "
        "día laborable, así que probablemente llegaría el jueves 5."
    )
    report = checked(
        answer,
        (
            "get_delivery_estimate",
            {"order": "PD-77"},
            {"cutoff": "2026-03-02T14:00:00+01:00", "estimated_delivery_date": "2026-03-03"},
        ),
        language="es",
        system="Hoy es lunes, 2 de marzo de 2026.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_flat_date_beside_a_condition_is_still_held() -> None:
    answer = "Si se confirma hoy, llega el jueves 5."
    report = checked(
        answer,
        (
            "get_delivery_estimate",
            {"order": "PD-77"},
            {"cutoff": "2026-03-02T14:00:00+01:00", "estimated_delivery_date": "2026-03-03"},
        ),
        language="es",
        system="Hoy es lunes, 2 de marzo de 2026.",
    )
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a state named before a negation ------------------------------------------------------------

LOANS = (
    "list_loans",
    {"member": "M-301"},
    {
        "loans": [
            {"id": "L-1", "status": "overdue", "days_late": 12},
            {"id": "L-2", "status": "overdue", "days_late": 4},
            {"id": "L-3", "status": "current", "days_late": 0},
            {"id": "L-4", "status": "repaid", "days_late": 0},
        ],
        "total": 4,
    },
)


def test_a_state_before_the_negation_is_the_items_own() -> None:
    report = checked("Tienes 4 préstamos y **2 están vencidos sin pagar**.", LOANS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("Tienes 4 préstamos y **3 están vencidos sin pagar**.", LOANS, language="es")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a cause supposed in a condition ------------------------------------------------------------

CLAUSE = (
    "get_contract_clause",
    {"contract": "CT-88", "clause": "7"},
    {
        "clause": "7",
        "text": "Cover does not apply where the default is due to a commercial "
        "dispute; the client then repays the advance with interest.",
    },
)


def test_a_cause_supposed_in_a_condition_is_no_cause_stated() -> None:
    for language, answer in (
        ("en", "If it is due to a commercial dispute, you would repay the advance with interest."),
        (
            "es",
            "Si se debe a una disputa comercial, tendrías que devolver el anticipo con intereses.",
        ),
    ):
        report = checked(answer, CLAUSE, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_han_word_holding_a_condition_opens_none() -> None:
    from nyaya.checks.inference import _opens_clause

    low = "价格这波上涨主要是这周降温导致"
    assert not _opens_clause(low, low.index("要是"))
    assert _opens_clause("要是降温导致减产", 0)


# ---- what only a later check will tell ----------------------------------------------------------


def test_a_hedged_cause_beside_what_only_a_check_will_tell_is_no_prediction() -> None:
    answer = (
        "ठंड में हीटर ज़्यादा चलता ही है, इसलिए बिल बढ़ने का कुछ हिस्सा शायद इसी वजह से है — पर "
        "मीटर में कोई खराबी भी है या नहीं, यह तकनीशियन की जाँच से ही पता चलेगा।"
    )
    report = checked(
        answer,
        (
            "get_bill",
            {"account": "EL-4410"},
            {"units": 412, "previous_units": 298, "note": "Heater load reported by customer"},
        ),
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_future_a_source_is_said_to_state_is_reported() -> None:
    answer = (
        "Her reading level rose two steps this term, but the report stops short of saying "
        "she'll reach the grade target by June."
    )
    report = checked(
        answer,
        (
            "get_progress_report",
            {"student": "S-77"},
            {
                "reading_level": {"from": "J", "to": "L"},
                "target": "N",
                "comment": "Steady progress; continue current supports.",
            },
        ),
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_flat_prediction_is_still_weighed() -> None:
    answer = (
        "Her reading level rose two steps this term, and she'll reach the grade target by June."
    )
    report = checked(
        answer,
        (
            "get_progress_report",
            {"student": "S-77"},
            {
                "reading_level": {"from": "J", "to": "L"},
                "target": "N",
                "comment": "Steady progress; continue current supports.",
            },
        ),
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a yearless day with a slash after a word that takes a day ----------------------------------


def test_a_slashed_day_after_on_or_el_is_a_date() -> None:
    now = datetime(2026, 7, 9, 9, 0)
    en = [
        (m.kind, m.value)
        for m in find_mentions("documents requested on 7/6; due 10/14", "en", now=now)
    ]
    assert ("date", date(2026, 7, 6)) in en and ("date", date(2026, 10, 14)) in en, en
    es = [(m.kind, m.value) for m in find_mentions("vence el 3/11", "es", now=now)]
    assert ("date", date(2026, 11, 3)) in es, es
    shares = [m.kind for m in find_mentions("about 3/4 of them scored 9/10", "en", now=now)]
    assert "date" not in shares, shares


# ---- a state an output keys with its date -------------------------------------------------------


def test_a_payment_scheduled_by_the_output_is_no_act_of_the_agents() -> None:
    answer = (
        "A third grant, $400 to Hillside Choir, is approved and scheduled to be paid this "
        "Friday, July 10."
    )
    report = checked(
        answer,
        (
            "list_grants",
            {"fund": "F-12"},
            {
                "grants": [
                    {
                        "grant_id": "G-3",
                        "charity": "Hillside Choir",
                        "amount_cents": 40000,
                        "status": "approved",
                        "scheduled_payment_date": "2026-07-10",
                    }
                ]
            },
        ),
        language="en",
        tools=["schedule_payment"],
        system="Today is Wednesday, July 8, 2026.",
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a day of the month named alone -------------------------------------------------------------


def test_a_day_of_the_month_named_alone_is_read_in_four_languages() -> None:
    now = datetime(2026, 5, 16, 9, 0)
    cases = [
        (
            "two crates arrived on the 8th and one by the 22nd.",
            "en",
            [date(2026, 5, 8), date(2026, 5, 22)],
        ),
        ("llegaron el día 8", "es", [date(2026, 5, 8)]),
        ("माल 8 तारीख को आया", "hi", [date(2026, 5, 8)]),
        ("货是8日到的", "zh", [date(2026, 5, 8)]),
    ]
    for text, language, want in cases:
        got = [m.value for m in find_mentions(text, language, now=now) if m.kind == "date"]
        assert got == want, (text, got)
    for text, language in (
        ("on the 8th floor", "en"),
        ("the 3rd attempt", "en"),
        ("10月22日–25日", "zh"),
    ):
        got = [m.value for m in find_mentions(text, language, now=now) if m.kind == "date"]
        assert date(2026, 5, 8) not in got and date(2026, 5, 25) not in got, (text, got)


# ---- the business's own past, dated by its records ----------------------------------------------

KEGS = (
    "get_keg_ledger",
    {"account": "BR-77"},
    {
        "kegs_out": [{"size": "half_bbl", "count": 6}, {"size": "sixth_bbl", "count": 5}],
        "movements": [
            {"date": "2026-05-04", "type": "delivery", "half_bbl": 3, "sixth_bbl": 1},
            {"date": "2026-05-11", "type": "delivery", "half_bbl": 2, "sixth_bbl": 2},
            {"date": "2026-05-11", "type": "pickup_scan", "half_bbl": -4, "sixth_bbl": -2},
        ],
    },
)


def test_a_past_delivery_the_records_date_is_no_act_of_the_run() -> None:
    answer = (
        "Your count didn't drop much because we also delivered 8 kegs around then: 3 halves + "
        "1 sixtel on the 4th and 2 halves + 2 sixtels on the 11th."
    )
    report = checked(answer, KEGS, language="en", system="Today is Saturday, May 16, 2026.")
    assert not kinds(report) & {"fabricated_tool_call", "count_mismatch", "inference_as_fact"}, (
        show(report)
    )


def test_a_count_its_listed_parts_do_not_add_up_to_is_not_excused() -> None:
    from nyaya.checks.values import breakdown_after  # noqa: F401  (the rule under test)

    answer = (
        "we also delivered 9 kegs around then: 3 halves + 1 sixtel on the 4th and 2 halves on "
        "the 11th."
    )
    report = checked(answer, KEGS, language="en", system="Today is Saturday, May 16, 2026.")
    claims = [c for c in report.claims if "9 kegs" in c.text]
    assert claims and claims[0].status != "verified", show(report)


# ---- a date the user or the prompt gives does not ground a prediction ---------------------------


def test_a_prompt_date_of_another_event_grounds_no_prediction() -> None:
    answer = "The books have shipped, so Mia will have hers well before graduation on the 28th."
    report = checked(
        answer,
        (
            "get_order_status",
            {"order": "YB-9"},
            {
                "shipment": {"status": "in_transit", "eta": "2026-05-19"},
                "distribution_event": None,
                "note": "Distribution day will be announced once the boxes are counted.",
            },
        ),
        language="en",
        system="Today is Saturday, May 16, 2026. Graduation is on May 28.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a number before a month and a plural noun counts the month's things ------------------------


def test_a_number_before_a_month_and_a_plural_noun_is_a_count() -> None:
    now = datetime(2026, 2, 10, 9, 0)
    counted = [(m.kind, m.text) for m in find_mentions("all 4 January pickups ran", "en", now=now)]
    assert ("date", "4 January") not in counted, counted
    for text in ("on 4 January payments resume", "due 4 January as agreed", "Jan 4 pickups"):
        kinds_ = [m.kind for m in find_mentions(text, "en", now=now)]
        assert "date" in kinds_, (text, kinds_)


# ---- a share of a measure counts no items -------------------------------------------------------


def test_a_share_of_minutes_is_no_count_of_sessions() -> None:
    answer = "**5 of 6 sessions were held**: 150 of 180 minutes, or 83%."
    report = checked(
        answer,
        (
            "get_service_log",
            {"student": "S-4", "service": "speech"},
            {
                "sessions": [
                    {
                        "date": f"2026-03-{2 + 7 * k:02d}",
                        "minutes": 30 if k != 3 else 0,
                        "status": "held" if k != 3 else "missed",
                    }
                    for k in range(6)
                ]
            },
        ),
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a part of a whole that is itself a kind of the items ---------------------------------------


def test_a_part_of_a_kind_of_the_items_is_no_contradiction() -> None:
    answer = "**Dairy: only 2 of the 4 lines are fully in stock.**"
    report = checked(
        answer,
        (
            "get_order",
            {"order": "SH-55"},
            {
                "lines": [
                    {"item": "Milk 1 L", "category": "dairy", "status": "in_stock"},
                    {"item": "Butter 250 g", "category": "dairy", "status": "partial"},
                    {"item": "Yoghurt 500 g", "category": "dairy", "status": "in_stock"},
                    {"item": "Cheddar 1 kg", "category": "dairy", "status": "backorder"},
                    {"item": "Flour 25 kg", "category": "dry", "status": "in_stock"},
                    {"item": "Rice 25 kg", "category": "dry", "status": "in_stock"},
                ]
            },
        ),
        language="en",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a date still to come is no slip of a timestamp gone by -------------------------------------


def test_a_coming_day_is_no_slip_of_the_records_update_time() -> None:
    answer = "Tu paquete PK-9 te llega el viernes 6 por la tarde."
    report = checked(
        answer,
        (
            "get_parcel",
            {"id": "PK-9"},
            {
                "id": "PK-9",
                "status": "en_ruta",
                "eta": "2026-03-06",
                "updated_at": "2026-03-04T08:00:00+01:00",
            },
        ),
        language="es",
        system="Hoy es miércoles, 4 de marzo de 2026.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a present-tense arrival to someone, with a place between -----------------------------------


def test_an_arrival_to_someone_with_a_place_is_foretold() -> None:
    answer = "La mudanza le llega a Valencia el martes 10 por la mañana."
    report = checked(
        answer,
        (
            "get_move",
            {"id": "MV-3"},
            {
                "id": "MV-3",
                "status": "en_transito",
                "estimated_delivery": None,
                "note": "Fecha de entrega pendiente de confirmar por el transportista.",
            },
        ),
        language="es",
        system="Hoy es viernes, 6 de marzo de 2026.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a Han word that holds a first-person phrase ------------------------------------------------


def test_because_you_ordered_is_no_act_of_the_agents() -> None:
    answer = "价保没通过，是因为你下单时用了满200减30的优惠券，现在的降价没超过券抵扣的金额。"
    report = checked(
        answer,
        (
            "get_price_protection",
            {"order": "JD-88"},
            {"order": "JD-88", "result": "rejected", "reason": "coupon_covers_drop"},
        ),
        language="zh",
        tools=["create_order"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)
    done = checked(
        "我已为你下单，订单号 JD-99。",
        ("get_cart", {"user": "U-1"}, {"items": 2}),
        language="zh",
        tools=["create_order"],
    )
    assert "fabricated_tool_call" in kinds(done), show(done)


# ---- a decimal point is no clause break; a periphrastic reservation -----------------------------


def test_a_decimal_point_does_not_cut_the_clause_an_act_is_read_in() -> None:
    answer = "已帮您按 2.5 吨重新提交了申报，目标是周四上午的窗口。"
    report = checked(
        answer,
        (
            "get_declaration",
            {"id": "DC-7"},
            {"id": "DC-7", "status": "rejected", "declared_t": 2.1},
        ),
        language="zh",
        tools=["submit_declaration"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_te_he_dejado_reservadas_is_an_act() -> None:
    answer = "Te he dejado reservadas las 4 mesas de la terraza para el sábado."
    report = checked(
        answer,
        ("check_availability", {"date": "2026-06-13"}, {"terrace_tables_free": 6}),
        language="es",
        tools=["reserve_tables"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)
    told = checked(
        "Quedan 6 mesas libres en la terraza; ¿te dejo reservadas 4?",
        ("check_availability", {"date": "2026-06-13"}, {"terrace_tables_free": 6}),
        language="es",
        tools=["reserve_tables"],
    )
    assert "fabricated_tool_call" not in kinds(told), show(told)


# ---- concepts a list key may be named by: alternatives, alarms, bidders -------------------------

PARTS = (
    "search_alternatives",
    {"mpn": "LM2596S"},
    {
        "source_mpn": "LM2596S",
        "total": 3,
        "alternatives": [{"mpn": "XL4015"}, {"mpn": "MP2307"}, {"mpn": "TPS5430"}],
    },
)


def test_a_count_of_alternatives_is_held_to_the_list() -> None:
    report = checked("系统共给出 **2 个**替代型号：XL4015 和 MP2307。", PARTS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("The search returned 2 substitutes in total.", PARTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("系统共给出 **3 个**替代型号。", PARTS, language="zh")
    assert "count_mismatch" not in kinds(right), show(right)


ALARMS = (
    "list_alarms",
    {"site": "Pump house 2", "since": "2026-04-06"},
    {
        "total": 1,
        "alarms": [{"at": "2026-04-07T03:12:00+08:00", "sensor": "LVL-2", "level": "high"}],
    },
)


def test_a_denied_alarm_meets_the_list_of_alarms() -> None:
    report = checked("本周没有液位传感器报警记录。", ALARMS, language="zh")
    assert "false_absence" in kinds(report), show(report)
    report = checked("There were no level-sensor alarms this week.", ALARMS, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_a_denied_bidder_meets_the_list_of_bidders() -> None:
    bidders = (
        "get_lot_bidders",
        {"lot": "L-44"},
        {"total": 1, "bidders": [{"alias": "竞买人B", "registered_at": "2026-02-03"}]},
    )
    report = checked("目前还没有竞买人报名。", bidders, language="zh")
    assert "false_absence" in kinds(report), show(report)


# ---- a clock's colon is no label; "put a hold on" -----------------------------------------------


def test_a_list_line_booking_a_clock_slot_is_an_act() -> None:
    answer = (
        "**What I checked**\n- Lockout date on file: Jun 3\n"
        "- Booked you into the 9:45 a.m. Thursday slot"
    )
    report = checked(
        answer,
        ("list_slots", {"center": "North"}, {"slots": [{"at": "2026-05-28T09:45:00"}]}),
        language="en",
        tools=["book_appointment"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)
    label = checked(
        "**Booked:** 2 slots on Thursday",
        ("list_bookings", {"center": "North"}, {"bookings": [{"id": "B1"}, {"id": "B2"}]}),
        language="en",
        tools=["book_appointment"],
    )
    assert "fabricated_tool_call" not in kinds(label), show(label)


def test_put_a_hold_on_is_a_booking() -> None:
    answer = "I've put a hold on the Friday 2:00 p.m. fitting for you."
    report = checked(
        answer,
        ("list_fittings", {"store": "S-4"}, {"fittings": [{"at": "2026-05-29T14:00:00"}]}),
        language="en",
        tools=["hold_fitting"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a weekday and a day further out than six weeks ---------------------------------------------


def test_a_weekday_and_day_two_months_out_is_that_date() -> None:
    answer = "El sábado 8 y el sábado 29 de noviembre ya están completos; queda libre el sábado 15."
    report = checked(
        answer,
        (
            "list_slots",
            {"parish": "P-3"},
            {
                "slots": [
                    {"date": "2026-11-07", "free": 0},
                    {"date": "2026-11-14", "free": 2},
                    {"date": "2026-11-28", "free": 0},
                ]
            },
        ),
        language="es",
        system="Hoy es lunes, 14 de septiembre de 2026.",
    )
    assert "fact_mismatch" in kinds(report), show(report)  # (2026: the 8th is a Sunday)
    right = checked(
        "El sábado 7 y el sábado 28 ya están completos; queda libre el sábado 14.",
        (
            "list_slots",
            {"parish": "P-3"},
            {
                "slots": [
                    {"date": "2026-11-07", "free": 0},
                    {"date": "2026-11-14", "free": 2},
                    {"date": "2026-11-28", "free": 0},
                ]
            },
        ),
        language="es",
        system="Hoy es lunes, 14 de septiembre de 2026.",
    )
    assert "fact_mismatch" not in kinds(right), show(right)


# ---- a date the claim works out from its own term -----------------------------------------------

INVOICE = (
    "get_invoice",
    {"invoice": "INV-2041"},
    {
        "invoice": "INV-2041",
        "invoice_date": "2026-08-01",
        "amount_paise": 9635000,
        "paid_paise": 2000000,
    },
)


def test_a_day_a_stated_term_after_an_output_date_is_derived() -> None:
    answer = "INV-2041 की 45 दिन की सीमा 15 सितंबर को पूरी होगी; उससे पहले चुका दें तो ब्याज नहीं लगेगा।"
    rule = "आज 2026-09-03 है। बिल की तारीख से 45 दिन के बाद बकाया पर 1.5% मासिक ब्याज लगता है।"
    report = checked(answer, INVOICE, language="hi", system=rule)
    assert "inference_as_fact" not in kinds(report), show(report)
    en = checked(
        "Its 45-day window ends on September 15.",
        INVOICE,
        language="en",
        system="Today is September 3, 2026.",
    )
    assert "inference_as_fact" not in kinds(en) and "fact_mismatch" not in kinds(en), show(en)
    off = checked(
        "Its 45-day window ends on September 18.",
        INVOICE,
        language="en",
        system="Today is September 3, 2026.",
    )
    assert [c.status for c in off.claims] != ["verified"], show(off)


# ---- "both" in Chinese; pending as not yet settled ----------------------------------------------

FLIGHTS = (
    "search_flights",
    {"from": "PVG", "to": "FRA", "date": "2026-04-08"},
    {
        "flights": [
            {"no": "LH8401", "space": "available"},
            {"no": "CA1049", "space": "limited"},
            {"no": "MU219", "space": "closed"},
        ]
    },
)


def test_liang_dou_is_both_not_a_count() -> None:
    answer = "还有两班有舱位：LH8401 和 CA1049。货明天上午进仓，两班都赶得上。"
    report = checked(answer, FLIGHTS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("一共有两班航班。", FLIGHTS, language="zh")
    assert "count_mismatch" in kinds(wrong), show(wrong)


def test_pending_items_are_those_not_yet_settled() -> None:
    grants = (
        "list_grants",
        {"fund": "F-2"},
        {
            "grants": [
                {"id": "G1", "status": "paid"},
                {"id": "G2", "status": "under_review"},
                {"id": "G3", "status": "approved"},
                {"id": "G4", "status": "paid"},
            ]
        },
    )
    report = checked("Two grants are still pending.", grants, language="en")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("Three grants are still pending.", grants, language="en")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a state named by the head word several values share ----------------------------------------


def test_a_count_of_closed_items_takes_every_kind_of_closed() -> None:
    cases = (
        "list_cases",
        {"site": "Depot 3"},
        {
            "cases": [
                {"id": "K-1", "status": "CLOSED_RESOLVED"},
                {"id": "K-2", "status": "CLOSED"},
                {"id": "K-3", "status": "OPEN"},
            ]
        },
    )
    report = checked("3 में से 2 केस बंद हो चुके हैं; K-3 अभी खुला है।", cases, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("Of the 3 cases, 2 are closed and K-3 is still open.", cases, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Hindi cause before its postposition; a thousands comma is no clause break ----------------


def test_a_cause_before_ke_karan_is_read_before_it() -> None:
    answer = "10 जून का ₹800 भी नकद था, पर ₹2,000 से कम होने के कारण उसकी 80G रसीद बनी है।"
    report = checked(
        answer,
        (
            "list_donations",
            {"donor": "D-7"},
            {
                "donations": [
                    {
                        "date": "2026-06-10",
                        "amount_paise": 80000,
                        "mode": "cash",
                        "receipt_80g": True,
                    }
                ]
            },
        ),
        language="hi",
        system="नियम: ₹2,000 से अधिक का नकद दान 80G के योग्य नहीं है; उससे कम पर 80G रसीद बनती है।",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_the_clause_around_a_marker_keeps_a_grouped_figure() -> None:
    from nyaya.checks.inference import _clause_around

    low = "पर ₹2,000 से कम होने के कारण रसीद बनी है"
    at = low.index("के कारण")
    start, _ = _clause_around(low, at, at + 7)
    assert low[start:].startswith("पर ₹2,000"), low[start:]
