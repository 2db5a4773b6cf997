"""Failure classes of session 58 (examples written for these tests).

Correct answers that were held back:

- a number that stands for a noun named before, with a verb right after it ("of the 20
  invited, 9 accepted; 6 have declined"): the word after the number is no noun, and a list
  the sentence already counted in full is no witness of a figure beside it;
- a count whose line ends in a colon over the records it counts, one a line ("2 still to
  settle:"), held to a field of a narrower state (``overdue: 1``) instead of those records;
- a count the answer gives of a figure of the one item it speaks of ("the waiting list
  has 3 names on it" beside that course's ``waitlist_count``), held to another tool's list;
- a count over lines some of which the answer strikes through ("- ~~Saturday~~: full");
- "you have two ways to do it:" over the two ways, held to an unrelated list the run read;
- the number of a provision cited ("clause 4.3 of the terms") read as a figure the
  document's text must print;
- codes named right before a Chinese count ("A-1、A-2两张");
- a figure in 万 with no currency word, held to an amount the column's header did not name
  though another amount of the same record, in minor units, holds it.
"""

from __future__ import annotations

from runkit import caught_and_left, checked, kinds, show

# ---- a number with a verb right after it ----

RSVP = (
    "get_tasting_rsvps",
    {"event_id": "WT-88"},
    {
        "event_id": "WT-88",
        "title": "Autumn cider tasting",
        "counts": {"invited": 20, "accepted": 9, "declined": 6, "no_reply": 5},
        "accepted_guests": [
            {"name": n, "table": t}
            for n, t in (
                ("Ola Berg", "A"),
                ("Tom Reyes", "A"),
                ("Priya Nair", "A"),
                ("Lena Fox", "B"),
                ("Ivo Petrov", "B"),
                ("Maya Chen", "B"),
                ("Sam Ortiz", "C"),
                ("Nadia Aziz", "C"),
                ("Erik Holm", "C"),
            )
        ],
    },
)


def test_a_number_with_a_verb_after_it_is_no_count_of_the_list_counted_before() -> None:
    for language, answer in (
        (
            "en",
            "For the cider tasting, 9 guests accepted out of the 20 invited; 6 have declined "
            "and 5 have not replied yet.",
        ),
        (
            "es",
            "Para la cata de sidra aceptaron 9 invitados de los 20; 6 han rechazado la "
            "invitación y 5 no han contestado todavía.",
        ),
    ):
        report = checked(answer, RSVP, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


SHOP = (
    "list_repair_jobs",
    {"customer_id": "C-310"},
    {
        "jobs": [
            {"job_id": f"RJ-{k}", "item": item, "status": status}
            for k, (item, status) in enumerate(
                (
                    ("road bike", "done"),
                    ("kids' bike", "done"),
                    ("e-scooter", "done"),
                    ("tandem", "waiting_parts"),
                    ("trailer", "in_progress"),
                ),
                start=1,
            )
        ]
    },
)


def test_a_miscount_with_a_verb_after_the_number_is_still_caught() -> None:
    caught_and_left(
        "count_mismatch",
        "Of your 5 repair jobs, 4 have been finished and the tandem is waiting for parts.",
        "Of your 5 repair jobs, 3 have been finished and the tandem is waiting for parts.",
        SHOP,
    )


# ---- a count over the records it names, one a line ----

FEES = (
    "get_club_fees",
    {"season": "2026"},
    {
        "season": "2026",
        "summary": {"members": 14, "paid": 12, "pending": 1, "failed": 1},
        "open": [
            {"member_id": "CL-4471", "state": "pending", "reason": "form not signed"},
            {"member_id": "CL-4490", "state": "failed", "reason": "card expired"},
        ],
    },
)


def test_a_count_over_the_records_it_names_one_a_line_is_held_to_them() -> None:
    report = checked(
        "12 de los 14 socios ya han pagado la cuota de 2026.\n\n**Quedan 2 por pagar:**\n"
        "- **CL-4471**: pendiente, falta firmar el formulario\n"
        "- **CL-4490**: el cobro con tarjeta falló (tarjeta caducada)",
        FEES,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_left_count_with_a_noun_of_another_kind_is_no_rest_of_the_whole_before() -> None:
    permits = (
        "check_permits",
        {"site": "Muelle 4"},
        {
            "site": "Muelle 4",
            "results": [
                {
                    "permit": "Trabajos en caliente",
                    "eligible": True,
                    "missing_documents": ["evaluación de riesgos", "plan de vigilancia"],
                },
                {"permit": "Izado con grúa", "eligible": True, "missing_documents": []},
                {"permit": "Corte de calle", "eligible": False, "reason": "zona protegida"},
            ],
        },
    )
    caught_and_left(
        "count_mismatch",
        "He revisado los 3 permisos y cumples los requisitos de 2:\n\n1. **Trabajos en "
        "caliente**. Te faltan 3 documentos por entregar.\n2. **Izado con grúa**. Lo tienes todo.",
        "He revisado los 3 permisos y cumples los requisitos de 2:\n\n1. **Trabajos en "
        "caliente**. Te faltan 2 documentos por entregar.\n2. **Izado con grúa**. Lo tienes todo.",
        permits,
        language="es",
    )


def test_what_is_missing_to_reach_a_target_is_the_rest_of_it_in_spanish() -> None:
    choir = (
        "get_choir_recruitment",
        {"season": "2026"},
        {
            "season": "2026",
            "groups": [
                {"group_id": "S", "voice": "sopranos", "target": 10, "recruited": 8},
                {"group_id": "A", "voice": "altos", "target": 10, "recruited": 7},
                {"group_id": "T", "voice": "tenores", "target": 10, "recruited": 10},
            ],
            "totals": {"target": 30, "recruited": 25},
        },
    )
    report = checked(
        "| Cuerda | Apuntados | Faltan |\n|---|---|---|\n| Sopranos | 8/10 | 2 |\n"
        "| Altos | 7/10 | 3 |\n| Tenores | 10/10 | 0 |\n| **Total** | **25/30** | **5** |\n\n"
        "**Aún faltan 5 personas para llenar los grupos**, sobre todo altos.",
        choir,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a figure of the item the answer speaks of ----

COURSES = (
    "search_courses",
    {"query": "masa madre"},
    {
        "total": 1,
        "courses": [
            {
                "id": "BK-114",
                "title": "Taller de masa madre",
                "date": "2026-03-14T09:00:00+01:00",
                "seats_total": 10,
                "seats_taken": 10,
                "status": "full",
                "waitlist_open": True,
                "waitlist_count": 3,
            }
        ],
    },
)
HOUSEHOLD = (
    "get_membership",
    {"member_id": "A-77"},
    {"member_id": "A-77", "plan": "single", "members": [{"name": "Rita Gomes", "role": "holder"}]},
)


def test_a_figure_of_the_item_spoken_of_that_the_sentence_names_is_no_miscount() -> None:
    for language, answer in (
        (
            "en",
            "The **Taller de masa madre** is full (10 of 10 seats). The waiting list is still "
            "open and 3 people have signed up to it.",
        ),
        (
            "es",
            "El **Taller de masa madre** ya está completo (10 de 10 plazas). La lista de espera "
            "admite más nombres: ya hay 3 personas anotadas.",
        ),
    ):
        report = checked(answer, HOUSEHOLD, COURSES, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


def test_a_figure_no_field_of_the_item_holds_is_still_caught() -> None:
    caught_and_left(
        "count_mismatch",
        "The **Taller de masa madre** is full. The waiting list is still open and 5 people "
        "have signed up to it.",
        "The **Taller de masa madre** is full. The waiting list is still open and 3 people "
        "have signed up to it.",
        HOUSEHOLD,
        COURSES,
    )


# ---- struck-through lines ----

SLOTS = (
    "search_exam_slots",
    {"month": "2026-05"},
    {
        "slots": [
            {
                "slot_id": "EX-1",
                "date": "2026-05-09",
                "city": "Leeds",
                "capacity": 30,
                "booked": 30,
            },
            {"slot_id": "EX-2", "date": "2026-05-23", "city": "York", "capacity": 30, "booked": 21},
        ]
    },
)


def test_a_count_over_lines_the_answer_strikes_through_counts_the_others() -> None:
    report = checked(
        "5月一共 2 场，只有 1 场还能报：\n\n- ~~5月9日 Leeds 场~~：30 个名额都满了\n"
        "- **5月23日 York 场**：30 个位置已报 21 人，还剩 9 个",
        SLOTS,
        language="zh",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the answer's own options ----

SUBSCRIPTION = (
    "get_plan",
    {"customer": "K-19"},
    {
        "customer": "K-19",
        "plan": "Veg box, weekly",
        "skips": [{"week": "2026-W05"}],
        "next_delivery": "2026-02-12",
    },
)


def test_the_ways_an_answer_lays_out_are_no_count_of_a_list_it_read() -> None:
    for language, answer in (
        (
            "en",
            "You have two options for the box you're away for:\n\n"
            "- **Skip it** from your account page before Monday.\n"
            "- **Send it to a neighbour** by changing the delivery address.",
        ),
        (
            "es",
            "Para la caja de la semana que no estás tienes dos opciones:\n\n"
            "- **Saltarla** desde tu cuenta antes del lunes.\n"
            "- **Mandarla a un vecino** cambiando la dirección de entrega.",
        ),
    ):
        report = checked(answer, SUBSCRIPTION, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


# ---- a provision's number ----

TERMS = (
    "get_terms_section",
    {"topic": "cancellation"},
    {
        "section_id": "T-6.2",
        "title": "Cancelling a membership",
        "text": "Members may cancel at any time with one month's written notice. Fees already "
        "paid for the current month are not refunded, and lockers must be emptied before "
        "the last day of membership.",
    },
)


def test_a_provision_cited_by_its_number_is_no_figure_the_text_must_print() -> None:
    for language, answer in (
        (
            "en",
            "Under **clause 6.2 of the general terms (Cancelling a membership)**:\n\n"
            "- You can cancel at any time with one month's written notice.\n"
            "- Fees already paid for the current month are not refunded.",
        ),
        (
            "es",
            "Como dice el apartado **6.2 de las condiciones del club (Cancelling a membership)**:"
            "\n\n- Puedes darte de baja cuando quieras avisando con un mes.\n"
            "- Lo ya pagado del mes en curso no se devuelve.",
        ),
    ):
        report = checked(answer, TERMS, language=language)
        assert "source_fabrication" not in kinds(report), (language, show(report))


# ---- codes named right before a Chinese count ----

BILLS = (
    "list_bills",
    {"account": "ZJ-20"},
    {
        "bills": [
            {"bill_no": "B20931", "amount_cents": 1250000, "due_date": "2026-04-30"},
            {"bill_no": "B20937", "amount_cents": 830000, "due_date": "2026-04-30"},
            {"bill_no": "B20955", "amount_cents": 410000, "due_date": "2026-05-31"},
        ]
    },
)


def test_codes_named_right_before_a_chinese_count_are_what_it_counts() -> None:
    report = checked(
        "**到期安排**\n- 4月30日：B20931、B20937两张，共20,800元\n- 5月31日：B20955，4,100元",
        BILLS,
        language="zh",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a figure in 万 that another amount of the record holds ----

ADVANCES = (
    "get_advance",
    {"contract": "HT-5"},
    {
        "contract": "HT-5",
        "lines": [
            {"order_no": "PO-71", "amount_cents": 62000000, "advance_cents": 49600000},
            {"order_no": "PO-74", "amount_cents": 35000000, "advance_cents": 28000000},
        ],
    },
)


def test_a_wan_figure_another_minor_unit_amount_of_the_row_holds_is_no_slip() -> None:
    report = checked(
        "| 订单号 | 订单金额 | 融资金额 |\n|---|---|---|\n| PO-71 | 62.00万 | 49.60万 |\n"
        "| PO-74 | 35.00万 | 28.00万 |",
        ADVANCES,
        language="zh",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wan_figure_no_amount_of_the_row_holds_is_still_caught() -> None:
    caught_and_left(
        "fact_mismatch",
        "| 订单号 | 订单金额 | 融资金额 |\n|---|---|---|\n| PO-71 | 62.00万 | 46.90万 |",
        "| 订单号 | 订单金额 | 融资金额 |\n|---|---|---|\n| PO-71 | 62.00万 | 49.60万 |",
        ADVANCES,
        language="zh",
    )


# ---- signed amounts: outgoings negative, refunds positive ----

LEDGER = (
    "list_entries",
    {"month": "2026-04", "category": "garden"},
    {
        "month": "2026-04",
        "items": [
            {"entry_id": "G1", "date": "2026-04-03", "amount_cents": -2450, "note": "seed trays"},
            {"entry_id": "G2", "date": "2026-04-11", "amount_cents": -18900, "note": "rain barrel"},
            {"entry_id": "G3", "date": "2026-04-19", "amount_cents": 3000, "note": "hose refund"},
            {"entry_id": "G4", "date": "2026-04-25", "amount_cents": -6400, "note": "compost"},
        ],
    },
)


def test_the_biggest_outgoing_over_signed_amounts_is_the_most_negative() -> None:
    for language, answer in (
        ("en", "Your biggest garden expense in April was the rain barrel on 11 April: $189."),
        ("zh", "4月园艺最大的一笔是4月11日的 rain barrel，花了189元。"),
    ):
        report = checked(answer, LEDGER, language=language)
        assert "fact_mismatch" not in kinds(report), (language, show(report))


def test_a_biggest_outgoing_that_is_not_the_largest_is_still_caught() -> None:
    caught_and_left(
        "fact_mismatch",
        "Your biggest garden expense in April was the compost on 25 April: $64.",
        "Your biggest garden expense in April was the rain barrel on 11 April: $189.",
        LEDGER,
    )


# ---- "not over budget" denies a comparison, not a thing ----

BUDGET = (
    "get_budget",
    {"month": "2026-04", "category": "garden"},
    {"month": "2026-04", "category": "garden", "budget_cents": 40000, "rollover": False},
)


def test_a_denied_overrun_is_no_absence_the_budget_record_contradicts() -> None:
    for language, answer in (
        ("zh", "4月园艺预算400元，净支出247.50元，还剩152.50元，**没有超预算**。"),
        (
            "en",
            "Your April garden budget is $400; you spent $247.50 net, so you did not go over "
            "budget.",
        ),
    ):
        report = checked(answer, LEDGER, BUDGET, language=language)
        assert "false_absence" not in kinds(report), (language, show(report))


# ---- a string inside a run with no spaces, between its own item's values ----


ZH_LEDGER = (
    "list_entries",
    {"month": "2026-04", "category": "园艺"},
    {
        "month": "2026-04",
        "items": [
            {"entry_id": "G1", "date": "2026-04-03", "amount_cents": -2450, "note": "种子盘"},
            {
                "entry_id": "G2",
                "date": "2026-04-11",
                "amount_cents": -18900,
                "note": "雨水桶（先垫付）",
            },
            {
                "entry_id": "G3",
                "date": "2026-04-19",
                "amount_cents": 3000,
                "note": "邻居转回雨水桶AA",
            },
            {"entry_id": "G4", "date": "2026-04-25", "amount_cents": -6400, "note": "堆肥"},
        ],
    },
)


def test_a_chinese_string_between_its_items_date_and_amount_names_that_item() -> None:
    report = checked(
        "其他几笔：4月25日堆肥64元、4月11日雨水桶189元（后来邻居转回了30元）。",
        ZH_LEDGER,
        language="zh",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a list of days that names its month once ----

CLASSES = (
    "list_groups",
    {"topic": "pottery"},
    {
        "results": [
            {
                "group_id": "PT-3",
                "weekday": "Tuesday",
                "sessions": 3,
                "session_dates": ["2026-06-02", "2026-06-09", "2026-06-16"],
                "capacity": 8,
                "enrolled": 5,
            }
        ]
    },
)


def test_days_listed_with_commas_before_one_month_are_dates_of_it() -> None:
    for language, answer in (
        ("en", "The Tuesday pottery group has 3 sessions: 2, 9 and 16 June."),
        ("es", "El grupo de cerámica de los martes tiene 3 sesiones: 2, 9 y 16 de junio."),
    ):
        report = checked(answer, CLASSES, language=language)
        assert "fact_mismatch" not in kinds(report), (language, show(report))


# ---- working days counted on from a day the answer states ----

PICKUP = (
    "schedule_pickup",
    {"account": "RK-88", "date": "2026-08-04"},
    {
        "pickup_id": "PU-771",
        "date": "2026-08-04",
        "items": [{"item_id": "BK-2", "due": "2026-08-01", "late_fee_cents": 600}],
        "message": "Inspection is done the day after pickup; the deposit is refunded within "
        "3 working days of inspection.",
    },
)


def test_working_days_the_claim_counts_on_from_a_stated_day_are_worked_out() -> None:
    report = checked(
        "取件8月4日（周二），验收在8月5日（周三）。\n"
        "- 8月5日（周三）验收，之后3个工作日：8月6日（周四）、8月7日（周五）、8月10日（周一）",
        PICKUP,
        language="zh",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a case's amount worked out as a multiple of a rate ----

DISPUTE = (
    "get_dispute",
    {"case": "DS-40"},
    {"case": "DS-40", "status": "open", "compensation": {"per_day_usd": 100, "from": "2026-02-18"}},
)


def test_a_conditional_amount_that_is_a_multiple_of_the_rate_is_no_slip() -> None:
    # (a guard: once the days listed are read as dates, no other figure of the claim keeps
    # the amount from being read as a slip of the rate)
    report = checked(
        "For example, if the money comes back on 20 February, the 18th, 19th and 20th of "
        "February would make $300 in compensation.",
        DISPUTE,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a price per kilo kept in minor units, beside yesterday's ----

TIMBER = (
    "get_daily_prices",
    {"date": "2026-09-14"},
    {
        "date": "2026-09-14",
        "prices": [
            {
                "code": "OAK-27",
                "name": "Oak boards, grade A",
                "bundle": "25 kg",
                "price_per_kg_cents": 690,
                "previous_price_per_kg_cents": 740,
            },
            {
                "code": "ASH-12",
                "name": "Ash strips",
                "bundle": "10 kg",
                "price_per_kg_cents": 245,
                "previous_price_per_kg_cents": 245,
            },
            {
                "code": "PIN-05",
                "name": "Pine offcuts",
                "bundle": "sack",
                "price_per_kg_cents": 98,
                "previous_price_per_kg_cents": 115,
            },
        ],
    },
)


def test_a_slip_of_todays_price_is_not_read_as_yesterdays() -> None:
    caught_and_left(
        "fact_mismatch",
        "OAK-27 is at 6.40 €/kg today.",
        "OAK-27 is at 6.90 €/kg today.",
        TIMBER,
    )


def test_a_table_row_with_an_abbreviation_in_its_name_cell_is_one_row() -> None:
    table = (
        "Tarifa del día (en €/kg):\n\n| Madera | Hoy | Tendencia |\n|---|---|---|\n"
        "| Oak boards (cal. 28+, haz de 25 kg) | **{oak} €/kg** | bajó (antes 7,40 €) |\n"
        "| Ash strips (haz de 10 kg) | **2,45 €/kg** | igual |\n"
        "| Pine offcuts (saco) | **0,98 €/kg** | bajó desde 1,15 € |\n\n"
        "Tu pedido lleva 4 cajas a 1,60 €/kg."
    )
    caught_and_left(
        "fact_mismatch",
        table.format(oak="6,40"),
        table.format(oak="6,90"),
        TIMBER,
        language="es",
    )


# ---- a line's label names what its count counts ----

CONTEST = (
    "get_contest_results",
    {"month": "2026-03"},
    {"contest": "Spring haiku", "participants": 31, "total_entries": 84, "winner": "Ida Moss"},
)


def test_a_count_under_a_label_that_names_its_field_is_held_to_it() -> None:
    caught_and_left(
        "count_mismatch",
        "- **Entries:** 84\n- **Participantes:** 34 socios\n- **Winner:** Ida Moss",
        "- **Entries:** 84\n- **Participantes:** 31 socios\n- **Winner:** Ida Moss",
        CONTEST,
        language="es",
    )


# ---- the one amount of the run a label names by meaning ----

TRIP = (
    "list_upcoming_trips",
    {"team_id": "U14"},
    {
        "total": 1,
        "trips": [
            {
                "trip_id": "TR-0412",
                "event": "Regional chess open",
                "departure": "2026-04-11T07:00:00+02:00",
                "coach_fare_per_player_cents": 2800,
                "payment_deadline": "2026-04-01",
            }
        ],
    },
)


def test_an_amount_under_a_label_naming_the_runs_one_such_field_is_held_to_it() -> None:
    for language, wrong, right in (
        ("es", "- **Precio:** 32 € por jugador", "- **Precio:** 28 € por jugador"),
        ("en", "- **Price:** €32 per player", "- **Price:** €28 per player"),
    ):
        caught_and_left("fact_mismatch", wrong, right, TRIP, language=language)


def test_a_total_for_several_under_such_a_label_is_left_alone() -> None:
    report = checked("- **Price for your two:** €56 (2 × €28)", TRIP)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a bound of a rule's range in the prompt states no count ----

SQUAD_SYSTEM = (
    "You help the managers of the Riverside seven-a-side league. Rules: a squad has 10-12 "
    "players, each with a verified ID; the entry fee is £60 per squad."
)
SQUAD = (
    "get_squad",
    {"team_id": "RV-09"},
    {
        "team_id": "RV-09",
        "players": [
            {"player_id": f"PL-{k}", "verification": state}
            for k, state in enumerate(
                ["verified"] * 8 + ["pending", "rejected", "verified", "pending"], start=1
            )
        ],
    },
)


def test_a_bound_of_a_rules_range_does_not_ground_a_count() -> None:
    caught_and_left(
        "count_mismatch",
        "Squad RV-09: 10 players verified, 2 pending, 1 rejected.",
        "Squad RV-09: 9 players verified, 2 pending, 1 rejected.",
        SQUAD,
        system=SQUAD_SYSTEM,
    )


# ---- a window whose opening end shares the closing end's meridiem ----

TOUR = (
    "get_event_info",
    {"event_id": "garden-trail"},
    {
        "event_id": "garden-trail",
        "name": "Lantern Garden Trail",
        "status": "running",
        "schedule": "Fridays and Saturdays, 5:00–9:00 pm",
        "price_cents": 1200,
    },
)


def test_a_window_written_with_one_meridiem_is_read_alike_on_both_sides() -> None:
    caught_and_left(
        "fact_mismatch",
        "Yes, the Lantern Garden Trail runs **Fridays and Saturdays, 6–9 pm**.",
        "Yes, the Lantern Garden Trail runs **Fridays and Saturdays, 5–9 pm**.",
        TOUR,
    )


# ---- Chinese: "这是平台的…规则" and "3 条记录…列出" cite nothing ----

TRANSFER = (
    "get_transfer_order",
    {"order_id": "ZY-0219"},
    {
        "order_id": "ZY-0219",
        "status": "completed",
        "distance_km": 23.4,
        "billing": {"base_km_included": 15, "extra_km_billed": 9, "extra_km_rate_cents": 1000},
    },
)


def test_this_is_the_platforms_rule_names_no_document_in_chinese() -> None:
    report = checked(
        "超出的 8.4 公里按 9 公里计费，不足 1 公里按 1 公里算，这是公司的收费规定。",
        TRANSFER,
        language="zh",
    )
    assert "source_fabrication" not in kinds(report), show(report)


CHECKS = (
    "list_background_checks",
    {"batch": "B-7"},
    {
        "total": 3,
        "checks": [
            {"candidate": "周岚", "status": "completed"},
            {"candidate": "许诺", "status": "completed"},
            {"candidate": "邓川", "status": "in_progress"},
        ],
    },
)


def test_a_count_of_records_the_answer_lists_cites_no_source_in_chinese() -> None:
    report = checked(
        "**核对**\n- 3 条记录全部列出，完成 2 / 进行中 1 ✔",
        CHECKS,
        language="zh",
    )
    assert "source_fabrication" not in kinds(report), show(report)


# ---- Chinese "确认/核实" names the verified figure beside the declared one ----

REFERENCE = (
    "get_reference_report",
    {"check_id": "RF-77"},
    {
        "check_id": "RF-77",
        "employment": [
            {
                "company": "某物流公司",
                "salary": {
                    "declared_monthly_cents": 1900000,
                    "verified_monthly_cents": 1600000,
                    "basis": "税前月薪",
                },
            }
        ],
    },
)


def test_a_confirmed_figure_in_chinese_is_held_to_the_verified_field() -> None:
    caught_and_left(
        "fact_mismatch",
        "他自报税前月薪 1.9 万，前雇主人事确认他走之前的税前月薪是 **1.4万**。",
        "他自报税前月薪 1.9 万，前雇主人事确认他走之前的税前月薪是 **1.6万**。",
        REFERENCE,
        language="zh",
    )


# ---- an enumeration whose entries hold abbreviations with dots ----

QSL = (
    "get_card_box",
    {"callsign": "EC7ZZ"},
    {
        "callsign": "EC7ZZ",
        "cards_waiting": [
            {"from": "VK3ABC", "country": "Australia"},
            {"from": "ZS6XYZ", "country": "South Africa"},
            {"from": "K1QRS", "country": "United States"},
            {"from": "DL2MNO", "country": "Germany"},
        ],
    },
)


def test_dots_of_an_abbreviation_in_brackets_end_no_enumeration() -> None:
    report = checked(
        "Of the 4, 3 come from outside Europe: VK3ABC (Austl.), ZS6XYZ (S. Africa) and K1QRS "
        "(USA). The other one is from Germany.",
        QSL,
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- Hindi: "N दिन पहले तक" is a term counted back, no day gone by ----

KART_SYSTEM = "आप एस्केप-रूम बुकिंग सहायक हैं। आज सोमवार, 11 मई 2026 है (IST)।"
KART = (
    "get_group_packages",
    {"venue_id": "ER-9"},
    {
        "venue_id": "ER-9",
        "booking_terms": {"deposit_percent": 25, "cancellation": "7 दिन पहले तक डिपॉज़िट वापस"},
        "slots": [
            {"slot_id": "S-1", "status": "on_hold", "hold_expires": "2026-05-12T18:00:00+05:30"}
        ],
    },
)


def test_a_term_counted_back_to_an_event_is_no_day_gone_by_in_hindi() -> None:
    report = checked(
        "बुकिंग पर 25% डिपॉज़िट लगेगा। 7 दिन पहले तक बुकिंग कैंसल करें तो पूरा डिपॉज़िट वापस मिलेगा।",
        KART,
        system=KART_SYSTEM,
        language="hi",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_things_denied_past_a_figure_are_still_an_absence() -> None:
    waits = (
        "list_open_orders",
        {"store": "S-4"},
        {"orders": [{"order_id": "O-9", "age_days": 5}, {"order_id": "O-12", "age_days": 1}]},
    )
    caught_and_left(
        "false_absence",
        "目前没有超过3天的订单。",
        "目前有1个超过3天的订单：O-9。",
        waits,
        language="zh",
    )
