"""Failure classes of session 57 (examples written for these tests).

Correct answers that were held back:

- a Hindi answer that gives, in its own script, a cause an English output note states:
  the loans of English words ("स्कैनर", "फर्मवेयर") are the note's words, and a word of
  breaking down ("खराब", "outage") is the note's failure;
- a capitalised code joined to a Devanagari word ("B-शिफ्ट") is one name, not its first
  syllable;
- a clause that only says when a figure will be certain ("..., but that will be sure only
  once the supervisor confirms") foretells no outcome and makes none certain.
"""

from __future__ import annotations

from nyaya.claims.mentions import find_mentions
from runkit import caught_and_left, checked, kinds, show, witness_of

# ---- a cause an English note gives, said in Hindi ----

HI_SYSTEM = (
    "आप सागर लॉजिस्टिक्स के वेयरहाउस सहायक हैं। आज बुधवार, 12 मार्च 2025 है (IST)। "
    "साइन-इन यूज़र: कविता मल्होत्रा, सुपरवाइज़र, वेयरहाउस भिवंडी।"
)
GATE = (
    "get_gate_log",
    {"gate": "G2", "date": "2025-03-11"},
    {
        "gate": "G2",
        "date": "2025-03-11",
        "entries": 41,
        "note": "Turnstile scanner offline 14:00-15:10 due to a firmware crash; "
        "entries were logged by hand.",
    },
)


def test_a_cause_an_english_note_gives_is_held_in_hindi_loanwords() -> None:
    report = checked(
        "कविता जी, भिवंडी वेयरहाउस के गेट G2 पर 11 मार्च को 41 एंट्री दर्ज हुईं। टर्नस्टाइल "
        "स्कैनर फर्मवेयर क्रैश की वजह से बंद रहा, उस दौरान एंट्री हाथ से दर्ज की गईं।",
        GATE,
        system=HI_SYSTEM,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_output_gives_is_still_caught_in_hindi() -> None:
    caught_and_left(
        "inference_as_fact",
        "कविता जी, भिवंडी वेयरहाउस के गेट G2 पर 11 मार्च को 41 एंट्री दर्ज हुईं। टर्नस्टाइल "
        "स्कैनर बारिश का पानी घुसने की वजह से बंद रहा।",
        "कविता जी, भिवंडी वेयरहाउस के गेट G2 पर 11 मार्च को 41 एंट्री दर्ज हुईं। टर्नस्टाइल "
        "स्कैनर फर्मवेयर क्रैश की वजह से बंद रहा।",
        GATE,
        system=HI_SYSTEM,
        language="hi",
    )


PRINTER = (
    "get_print_job",
    {"job_id": "PJ-5521"},
    {
        "job_id": "PJ-5521",
        "status": "failed",
        "pages_printed": 0,
        "note": "Job aborted: the plotter was broken (paper feed jammed), technician booked.",
    },
)


def test_a_word_of_breaking_down_is_the_outputs_failure_in_each_language() -> None:
    for language, answer in (
        ("en", "PJ-5521 printed 0 pages because the plotter was faulty with a jammed paper feed."),
        ("es", "PJ-5521 no imprimió nada porque el plotter estaba averiado: se atascó el papel."),
    ):
        report = checked(answer, PRINTER, language=language)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


# ---- a code joined to a Devanagari word ----


def test_a_code_joined_to_a_devanagari_word_is_one_name() -> None:
    found = [(m.kind, m.text) for m in find_mentions("रात की B-शिफ्ट में 6 लोग थे।", "hi")]
    assert ("entity", "B-शिफ्ट") in found, found
    found = [(m.kind, m.text) for m in find_mentions("QA-टीम ने लॉट पास किया।", "hi")]
    assert ("entity", "QA-टीम") in found, found


# ---- a clause of when it will be certain ----

OT_SYSTEM = (
    "आप धारा टेक्सटाइल्स के कर्मचारी-सहायक हैं। आज सोमवार, 3 फ़रवरी 2025 है। साइन-इन कर्मचारी: "
    "रमेश यादव। दर: ओवरटाइम का एक घंटा ₹180।"
)
OT = (
    "get_overtime_request",
    {"request_id": "OT-448"},
    {"request_id": "OT-448", "hours": 4, "status": "pending_supervisor", "date": "2025-01-30"},
)


def test_a_clause_of_when_it_will_be_certain_foretells_nothing() -> None:
    report = checked(
        "रमेश जी, आपकी ओवरटाइम अर्ज़ी OT-448 (4 घंटे) अभी सुपरवाइज़र के पास है। अगर ये मंज़ूर हो "
        "जाती है तो 4 घंटे के ₹720 बनेंगे — लेकिन यह रकम सुपरवाइज़र के दस्तख़त के बाद ही पक्की होगी।",
        OT,
        system=OT_SYSTEM,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a number that is part of a name, under a label ----

PASS = (
    "get_pass_balance",
    {"member": "M-310"},
    {
        "member": "M-310",
        "pass": "gold_50",
        "visits_total": 50,
        "visits_used": 38,
        "visits_left": 12,
    },
)


def test_a_number_of_a_plan_name_under_a_label_counts_nothing() -> None:
    for language, answer in (
        ("en", "**Visits:** your Gold 50 pass has 12 visits left (38 of the 50 used)."),
        ("hi", "**विज़िट:** आपके Gold 50 पास में अभी 12 विज़िट बाकी हैं (50 में से 38 इस्तेमाल हो चुकी हैं)।"),
    ):
        report = checked(answer, PASS, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


# ---- a figure foretold after a change of its record ----

POINTS = (
    "get_reward_points",
    {"card": "RC-88"},
    {"card": "RC-88", "balance_points": 3150, "pending_points": 240, "lifetime_points": 9020},
)


def test_a_balance_foretold_after_pending_points_is_their_sum() -> None:
    for language, answer in (
        ("hi", "अभी आपके पास 3,150 पॉइंट हैं। 240 पॉइंट पेंडिंग हैं; उनके जुड़ने के बाद बैलेंस 3,390 पॉइंट हो जाएगा।"),
        (
            "es",
            "Ahora tienes 3.150 puntos y 240 pendientes; cuando se abonen, tu saldo será de "
            "3.390 puntos.",
        ),
    ):
        report = checked(answer, POINTS, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


def test_a_balance_foretold_that_no_change_reaches_is_still_held() -> None:
    report = checked(
        "अभी आपके पास 3,150 पॉइंट हैं। 240 पॉइंट पेंडिंग हैं; उनके जुड़ने के बाद बैलेंस 3,490 पॉइंट हो जाएगा।",
        POINTS,
        language="hi",
    )
    assert "count_mismatch" in kinds(report), show(report)


# ---- the metric tonne as freight writes it ----

WEIGHBRIDGE = (
    "list_weighbridge_slips",
    {"site": "Q-4", "date": "2025-06-02"},
    {
        "slips": [
            {"slip": "WB-101", "truck": "KA01AB1234", "net_weight_kg": 28460},
            {"slip": "WB-102", "truck": "KA01CD5678", "net_weight_kg": 31075},
        ]
    },
)


def test_a_weight_in_metric_tonnes_is_the_kilograms_an_output_keeps() -> None:
    caught_and_left(
        "fact_mismatch",
        "Slip WB-101 weighed 28.64 MT net and WB-102 31.08 MT.",
        "Slip WB-101 weighed 28.46 MT net and WB-102 31.08 MT.",
        WEIGHBRIDGE,
    )


# ---- a question of yes or no the user is sent to settle ----

REFRESHER = (
    "get_certificate",
    {"worker": "W-77"},
    {
        "worker": "W-77",
        "course": "forklift refresher",
        "expires": "2025-05-10",
        "next_batch_starts": "2025-05-08",
        "next_batch_ends": "2025-05-13",
    },
)


def test_whether_a_rule_will_accept_it_asked_both_ways_is_no_prediction() -> None:
    for language, answer in (
        (
            "es",
            "El certificado vence el 10 de mayo y el curso termina el 13. Confirma con "
            "prevención si bastará con haberlo empezado antes del vencimiento.",
        ),
        (
            "hi",
            "सर्टिफ़िकेट 10 मई को खत्म होगा और अगला बैच 13 मई को पूरा होगा। एक्सपायरी से पहले कोर्स शुरू "
            "कर देना चलेगा या नहीं, सेफ्टी ऑफिसर से पूछकर पक्का कर लें।",
        ),
    ):
        report = checked(answer, REFRESHER, language=language)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


# ---- a figure a slash joins to another ----

DELIVERIES = (
    "list_delivery_tickets",
    {"job": "Birch Lane", "from": "2025-09-29", "to": "2025-10-05"},
    {
        "tickets": [
            {"ticket": "D-1", "product": '3/4" gravel', "tons": 21.4},
            {"ticket": "D-2", "product": '3/4" gravel', "tons": 22.0},
            {"ticket": "D-3", "product": '3/4" gravel', "tons": 20.9},
            {"ticket": "D-4", "product": '3/4" gravel', "tons": 21.7},
        ]
    },
)


def test_a_day_or_a_fraction_written_with_a_slash_counts_nothing() -> None:
    report = checked(
        'I went through all 4 tickets dated 9/29–10/5 for the Birch Lane job; every one is 3/4" '
        "gravel.",
        DELIVERIES,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_beside_a_slashed_date_is_still_held() -> None:
    report = checked(
        "I went through all 5 tickets dated 9/29–10/5 for the Birch Lane job.", DELIVERIES
    )
    assert "count_mismatch" in kinds(report), show(report)


# ---- minutes and seconds with tenths ----

ROWS = (
    "get_workouts",
    {"from": "2025-08-04", "to": "2025-08-10"},
    {
        "workouts": [
            {"name": "Steady 6k", "started_at": "2025-08-05T06:10:00-04:00", "pace_500m_s": 130.0},
            {"name": "2k test", "started_at": "2025-08-08T18:30:00-04:00", "pace_500m_s": 117.4},
        ]
    },
)


def test_a_split_in_minutes_and_seconds_is_held_to_its_seconds_not_to_a_clock() -> None:
    caught_and_left(
        "fact_mismatch",
        "Your 2k test on Friday evening went at **1:51.4** per 500 m.",
        "Your 2k test on Friday evening went at **1:57.4** per 500 m.",
        ROWS,
    )


# ---- a denial of what would come after the one spoken of ----

FEED = (
    "get_feed_orders",
    {"barn": "North"},
    {
        "orders": [
            {
                "order": "FO-311",
                "mill": "Prairie Feed Mill",
                "tonnes": 12,
                "deliver_on": "2025-04-18",
            }
        ],
        "total": 1,
    },
)


def test_no_second_or_other_one_after_the_one_spoken_of_is_no_false_absence() -> None:
    for denial in (
        "There's no second order on the books yet.",
        "There's no other order on the books yet.",
        "No further order is booked yet.",
    ):
        report = checked(
            f"One feed order is booked: 12 tonnes from Prairie Feed Mill on April 18. {denial}",
            FEED,
        )
        assert "false_absence" not in kinds(report), (denial, show(report))


def test_no_other_one_when_the_one_listed_was_never_spoken_of_is_still_caught() -> None:
    report = checked(
        "The north barn's silo is half full. There's no other feed order on the books.", FEED
    )
    assert "false_absence" in kinds(report), show(report)


# ---- a weekday alone names every such day ----

PAYOUTS = (
    (
        "get_payout",
        {"payout_id": "PO-77"},
        {"payout_id": "PO-77", "amount": 1840.5, "credited_at": "2025-02-14T11:05:22+05:30"},
    ),
    (
        "get_offer",
        {"offer_id": "OF-9"},
        {"offer_id": "OF-9", "rate_pct": 9.6, "valid_till": "2025-02-21T17:00:00+05:30"},
    ),
)


def test_a_time_on_a_bare_weekday_holds_on_any_day_of_that_weekday() -> None:
    caught_and_left(
        "fact_mismatch",
        "Yes, the payout PO-77 reached your account on Friday at 11:35 am.",
        "Yes, the payout PO-77 reached your account on Friday at 11:05 am.",
        *PAYOUTS,
        system="Today is Thursday, 20 February 2025.",
    )


# ---- the word a tool name puts before its list's own key ----

LEAGUE = (
    (
        "get_team_matches",
        {"team": "T-4"},
        {"matches": [{"round": r, "opponent": f"Club {r}"} for r in range(1, 8)]},
    ),
    (
        "get_standings",
        {"season": "S2"},
        {"table": [{"rank": r, "team": f"Club {r}", "points": 20 - 2 * r} for r in range(1, 9)]},
    ),
)


def test_a_tool_names_whose_items_its_list_holds_not_what_they_are() -> None:
    caught_and_left(
        "count_mismatch",
        "Of the 9 teams this season, you are 4th.",
        "Of the 8 teams this season, you are 4th.",
        *LEAGUE,
    )
    # the witness is the table of teams, not the team's own matches
    wrong = checked("Of the 9 teams this season, you are 4th.", *LEAGUE)
    assert witness_of(wrong, "count_mismatch").pointer == "/table", show(wrong)


# ---- a Hindi cause in a verbal noun after a postposition ----

ATTENDANCE_DOWN = (
    "get_attendance",
    {"employee_id": "E-2231", "month": "2025-06"},
    {
        "error": {
            "code": "SERVICE_UNAVAILABLE",
            "message": "बायोमेट्रिक सर्वर अपग्रेड में है। कृपया एक घंटे बाद प्रयास करें।",
        }
    },
)


def test_a_hindi_cause_named_before_its_verbal_noun_is_weighed_whole() -> None:
    report = checked(
        "**पिछले महीने की हाज़िरी:** फ़िलहाल यह जानकारी नहीं मिल पाई — बायोमेट्रिक सर्वर अपग्रेड "
        "में होने की वजह से हाज़िरी सिस्टम ने एरर दिया।",
        ATTENDANCE_DOWN,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a cause an output only supposes, stated as fact ----

PUMP = (
    "get_service_visit",
    {"visit_id": "SV-402"},
    {
        "visit_id": "SV-402",
        "unit": "booster pump P-2",
        "status": "awaiting_parts",
        "technician_notes": "Seal weeping at the shaft. The leak may be caused by grit in the "
        "suction line; strainer to be fitted on the next visit.",
    },
)


def test_a_cause_an_output_only_supposes_is_no_support_for_a_fact() -> None:
    report = checked(
        "Pump P-2 is waiting for parts. The leak is caused by grit in the suction line, so a "
        "strainer goes in on the next visit.",
        PUMP,
    )
    assert "inference_as_fact" in kinds(report), show(report)
    report = checked(
        "Pump P-2 is waiting for parts. The technician thinks the leak may be caused by grit in "
        "the suction line, so a strainer goes in on the next visit.",
        PUMP,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- the weekday a rule names before an output's day ----

ORDER = (
    "get_order",
    {"order_id": "SO-90"},
    {
        "order_id": "SO-90",
        "status": "packing",
        "ship_date": "2025-11-11",
        "notes": "Orders can be changed until noon on the Monday before the ship date.",
    },
)


def test_the_weekday_a_rule_names_before_a_date_is_worked_out_not_a_slip() -> None:
    report = checked("You can still change SO-90 until noon on Monday, Nov 10.", ORDER)
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("SO-90 ships on Monday, Nov 10.", ORDER)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- every amount under the limit a prediction reads ----

PERMIT = (
    (
        "quote_permit",
        {"zone": "B", "months": 12},
        {"zone": "B", "months": 12, "fee": 360.0, "card_fee": 25.0, "total": 385.0},
    ),
    (
        "list_payment_methods",
        {},
        {"methods": [{"id": "wallet", "name": "City Wallet", "max_amount": 2000.0}]},
    ),
)


def test_an_idiom_that_foretells_reads_every_amount_under_the_limit() -> None:
    answer = (
        "| Concepto | Importe |\n|---|---|\n| Permiso zona B, 12 meses | $360.00 |\n"
        "| Cargo de tarjeta | $25.00 |\n| **Total** | **$385.00** |\n\n"
        "El límite de City Wallet es de $2,000, así que tu pago entra sin problema."
    )
    report = checked(answer, *PERMIT, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_idiom_that_foretells_over_an_amount_above_the_limit_is_still_one() -> None:
    big = (
        "quote_permit",
        {"zone": "B", "months": 12},
        {"zone": "B", "months": 12, "fee": 2360.0, "card_fee": 25.0, "total": 2385.0},
    )
    answer = (
        "| Concepto | Importe |\n|---|---|\n| Permiso zona B, 12 meses | $2,360.00 |\n"
        "| Cargo de tarjeta | $25.00 |\n| **Total** | **$2,385.00** |\n\n"
        "El límite de City Wallet es de $2,000, así que tu pago entra sin problema."
    )
    report = checked(answer, big, PERMIT[1], language="es")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a nil field and a set one a denial names each apart ----


def test_a_denial_the_nil_field_of_its_record_states_is_held_by_it() -> None:
    statement = {"member_id": "3310", "balance_eur": 164.40, "pending_eur": 0}
    report = checked(
        "Tu saldo del periodo es de 164,40 €. No tienes nada pendiente.",
        ("get_member_statement", {"member_id": "3310"}, statement),
        language="es",
    )
    assert "false_absence" not in kinds(report), show(report)
    statement = {"member_id": "3310", "balance_eur": 164.40, "pending_eur": 52.0}
    report = checked(
        "Tu saldo del periodo es de 164,40 €. No tienes nada pendiente.",
        ("get_member_statement", {"member_id": "3310"}, statement),
        language="es",
    )
    assert "false_absence" in kinds(report), show(report)


# ---- a price the operator states grounds no count ----

BOOKINGS = (
    "list_my_bookings",
    {"member_id": "880", "status": "upcoming"},
    {
        "member_id": "880",
        "bookings": [
            {"booking_id": "B-1", "lane": "Lane 2", "start": "2025-10-23T19:00:00+02:00"},
            {"booking_id": "B-2", "lane": "Lane 5", "start": "2025-10-28T18:00:00+02:00"},
            {"booking_id": "B-3", "lane": "Lane 1", "start": "2025-10-30T20:00:00+02:00"},
        ],
    },
)


def test_a_price_per_booking_in_the_prompt_is_no_count_of_bookings() -> None:
    caught_and_left(
        "count_mismatch",
        "Tienes 4 reservas este mes.",
        "Tienes 3 reservas este mes.",
        BOOKINGS,
        system="Hoy es miércoles 22 de octubre de 2025. Cada invitado paga 4 € por reserva.",
        language="es",
    )


# ---- an outcome foretold for the very day an output has none for ----

SNOW = (
    "get_snow_report",
    {"resort": "Pic Blanc", "date": "2026-01-24"},
    {
        "resort": "Pic Blanc",
        "date": "2026-01-24",
        "available": False,
        "reason": "beyond_forecast_range",
        "last_forecast_date": "2026-01-15",
    },
)


def test_an_outcome_foretold_for_a_day_the_output_has_none_for_is_caught() -> None:
    caught_and_left(
        "inference_as_fact",
        "The lifts will open on Saturday 24 January with fresh snow.",
        "There's no snow forecast for Saturday 24 January yet: the service only reaches 15 "
        "January.",
        SNOW,
        system="Today is Monday, 12 January 2026.",
    )


# ---- what a document is said to demand, with no "that" ----

POOL_PAGE = (
    "get_pool_page",
    {"pool": "Piscina Norte"},
    "Piscina Norte — temporada de verano. Horario: todos los días, de 10:30 a 21:00. "
    "Entrada general: 4,50 €; menores de 14 años: 2,50 €. Normas de uso: es obligatorio "
    "ducharse antes del baño; no se permite entrar con comida ni bebidas en vidrio; los "
    "menores de 12 años deben ir acompañados por un adulto. Aforo máximo: 400 personas.",
)


def test_what_a_document_is_said_to_demand_is_held_to_its_text() -> None:
    caught_and_left(
        "source_fabrication",
        "Las normas de la piscina exigen gorro de natación y chanclas en todo el recinto.",
        "Las normas de la piscina exigen ducharse antes del baño y que los menores de 12 años "
        "vayan acompañados por un adulto.",
        POOL_PAGE,
        language="es",
    )


# ---- a decision an output still waits for is no decision taken ----

GRANT = (
    "get_grant_request",
    {"request_id": "GR-55"},
    {
        "request_id": "GR-55",
        "status": "submitted",
        "note": "Pendiente de aprobación de la junta vecinal; sesión prevista en mayo.",
    },
)


def test_an_approval_foretold_beside_one_still_pending_is_caught() -> None:
    caught_and_left(
        "inference_as_fact",
        "La junta vecinal aprobará tu solicitud GR-55 en mayo.",
        "GR-55 sigue sin aprobar: la junta vecinal la verá en mayo.",
        GRANT,
        language="es",
    )


# ---- an offer that ends the sentence leaves its price stated ----

RINK = (
    "get_session_prices",
    {"date": "2025-12-20"},
    {
        "date": "2025-12-20",
        "tickets": [
            {"code": "STD", "name": "Standard session", "price_cents": 1250},
            {"code": "SKH", "name": "Skate hire", "price_cents": 450},
        ],
    },
)


def test_a_price_followed_by_an_offer_is_still_held_to_the_output() -> None:
    caught_and_left(
        "fact_mismatch",
        "A standard session is $12.50, and skate hire is $5.50 each if you want it.",
        "A standard session is $12.50, and skate hire is $4.50 each if you want it.",
        RINK,
    )


# ---- a state in any part of an item ----

CREW = (
    "list_crew_compliance",
    {"crew": "B"},
    {
        "workers": [
            {"name": "Dinesh", "medical": {"status": "overdue"}, "training": {"status": "valid"}},
            {"name": "Raju", "medical": {"status": "valid"}, "training": {"status": "due_soon"}},
            {
                "name": "Mahesh",
                "medical": {"status": "due_soon"},
                "training": {"status": "overdue"},
            },
            {"name": "Shabnam", "medical": {"status": "valid"}, "training": {"status": "valid"}},
        ]
    },
)


def test_a_state_any_part_of_an_item_is_in_counts_the_item() -> None:
    caught_and_left(
        "count_mismatch",
        "In crew B, 3 workers are overdue on their medical or their training.",
        "In crew B, 2 workers are overdue on their medical or their training.",
        CREW,
    )


def test_a_pronoun_said_twice_around_na_denies_nothing() -> None:
    from nyaya.checks.language import words_for

    negation = words_for("hi").negation
    assert negation is not None
    assert negation.search("इस महीने हर खाते में कुछ न कुछ जमा हुआ") is None
    assert negation.search("कोई न कोई रास्ता निकलेगा") is None
    assert negation.search("गोदाम में कुछ न मिला") is not None
    assert negation.search("पैसा अभी नहीं आया") is not None
