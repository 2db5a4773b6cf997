"""Failure classes of session 55 (examples written for these tests).

Correct answers that were held back:

- a heading that asks ("**When it will be ready:**") before a hedged answer is no flat
  prediction; a measure joined to its noun ("a 3-hour soak") gives later figures no unit,
  and a rate whose first part reads as a word ("0.12 in/s") is one unit;
- a share said roughly is no figure of minutes; a letter ("on B") quotes no spec string;
- a group's total the answer worked out ("$410 across its two lines") is no item of the
  column whose highest item is the witness against an extreme;
- "the other N" after the answer named items one by one is the rest of all it named;
- a day or a month that owns a thing ("Friday's bulletin") names no source;
- a state several status values share ("pending" over ``in_progress`` and
  ``pending_signoff``) counts them all, unless they rule each other out;
- a partition the answer states over two sentences ("3 of 5 passed. One failed and one
  was skipped.") is one a field of the items gives;
- Hindi advice with a particle or judged safe ("भेज देना भी अच्छा रहेगा"), English "it'd
  be safer to", is no prediction; a future ending inside a name the outputs give
  (ओमेगा) foretells nothing; "the final figure will be confirmed in the report" is known
  later;
- a rate kept in minor units times the hours the answer gives is its price;
- "Saturday–Sunday, 13–14 June" is a range of days, not a Sunday the 13th;
- "12 घं 22 मि" is hours and minutes; ``*_cs`` keys count hundredths of a second;
- a decade in words ("the seventies") is the one a year gives ("the 1970s");
- the agent's own reckoning ("I didn't count it because ...") is its method, no cause;
- Chinese "第 2 条" after the answer's own numbered rows is its own row, not a provision,
  and counts nothing; "以…公告为准" defers to a document, citing none;
- a field named by every word but the unit its key ends in (``previous_balance_paise``);
- ``total_bids`` beside ``bids`` is that list's total.

Hallucinations let through:

- "4 different brands" verified by the four distinct quantities of five items.
"""

from __future__ import annotations

from runkit import caught_and_left, checked, kinds, show

# ---- a heading that asks, a measure joined to its noun ----

KILN = (
    "get_kiln_status",
    {"kiln_id": "K-3"},
    {
        "kiln_id": "K-3",
        "firing": "glaze",
        "current_temp_c": 1040,
        "target_temp_c": 1240,
        "ramp_c_per_hour": 60,
        "vibration_in_s": 0.12,
        "soak_hours": 3,
    },
)


def test_a_heading_that_asks_is_answered_by_the_hedged_clause_after_it() -> None:
    report = checked(
        "**When it will reach peak:** at 60 °C an hour that's about 3 more hours, so it "
        "will probably get to 1,240 °C mid-afternoon.",
        KILN,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_flat_prediction_after_a_heading_is_still_one() -> None:
    report = checked(
        "**When it will reach peak:** that's 3 more hours, so it will hit 1,240 °C at 3 pm.",
        KILN,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_measure_joined_to_its_noun_gives_later_figures_no_unit() -> None:
    caught_and_left(
        "fact_mismatch",
        "Firing plan: 3-hour soak at peak, vibration 0.21 in/s.",
        "Firing plan: 3-hour soak at peak, vibration 0.12 in/s.",
        KILN,
        language="en",
    )


# ---- a share is no figure of minutes; a letter quotes no string ----

LINE_SHIFTS = (
    "get_line_downtime",
    {"line": "P2", "date": "2025-04-03"},
    {
        "line": "P2",
        "events": [
            {"shift": "A", "reason": "film_break", "minutes": 22},
            {"shift": "B", "reason": "film_break", "minutes": 36},
            {"shift": "B", "reason": "sealer_fault", "minutes": 44},
            {"shift": "A", "reason": "changeover", "minutes": 33},
        ],
        "note": "Film breaks on B mostly after reel swaps. Sealer ran 44 min over because "
        "the jaws were cold.",
    },
)


def test_a_rough_share_and_a_letter_give_a_figure_no_witness() -> None:
    # (145 is no sum of the stops: unsupported, but the note's "44 min" is not its witness,
    # found through "about 43%" read as 44 minutes and "on B" read as a quote of the note)
    report = checked(
        "Film breaks took 58 min (22 for A, 36 for B), roughly 43% of the 145 min lost.",
        LINE_SHIFTS,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a group's own total against the column's highest item ----

SERVICE_INVOICE = (
    "get_invoice",
    {"invoice_id": "SV-0917"},
    {
        "invoice_id": "SV-0917",
        "lines": [
            {"unit": "BUS-11", "item": "brake service", "amount_cents": 18200},
            {"unit": "BUS-14", "item": "brake service", "amount_cents": 18200},
            {"unit": "BUS-14", "item": "door actuator", "amount_cents": 22900},
            {"unit": "BUS-20", "item": "wiper motor", "amount_cents": 7400},
        ],
        "total_cents": 66700,
    },
)


def test_a_groups_worked_out_total_is_no_item_of_the_column() -> None:
    caught_and_left(
        "fact_mismatch",
        "BUS-14 is the biggest cost: **$311.00** across its brake service and door actuator.",
        "BUS-14 is the biggest cost: **$411.00** across its brake service and door actuator.",
        SERVICE_INVOICE,
        language="en",
    )


# ---- the rest of all the answer named ----

PUMPS = (
    "list_pump_readings",
    {"site": "North works"},
    {
        "total": 6,
        "pumps": [
            {"pump_id": "RW-1", "state": "alarm", "bar": 9.1},
            {"pump_id": "RW-2", "state": "alarm", "bar": 8.8},
            {"pump_id": "RW-3", "state": "normal", "bar": 6.2},
            {"pump_id": "RW-4", "state": "normal", "bar": 7.9},
            {"pump_id": "RW-5", "state": "normal", "bar": 6.0},
            {"pump_id": "RW-6", "state": "normal", "bar": 5.8},
        ],
    },
)


def test_the_other_n_is_the_rest_of_every_item_the_answer_named() -> None:
    caught_and_left(
        "count_mismatch",
        "2 of the 6 pumps are in alarm: RW-1 and RW-2. RW-4 is close at 7.9 bar. "
        "The other five are normal.",
        "2 of the 6 pumps are in alarm: RW-1 and RW-2. RW-4 is close at 7.9 bar. "
        "The other three are normal.",
        PUMPS,
        language="en",
    )


# ---- a day that owns a thing ----

NOTICES = (
    "get_notice_draft",
    {"draft_id": "N-77"},
    {
        "draft_id": "N-77",
        "status": "awaiting_review",
        "editions": ["2025-06-06", "2025-06-09"],
        "deadline_first": "2025-06-05T16:00:00+01:00",
        "price_cents": 9400,
    },
)


def test_a_weekday_that_owns_an_edition_names_no_source() -> None:
    report = checked(
        "Friday's bulletin closes today at 4 pm, and the notice is still awaiting review.",
        NOTICES,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_company_that_owns_a_bulletin_still_names_one() -> None:
    report = checked(
        "According to Brightwater's bulletin, the notice costs $94.00.", NOTICES, language="en"
    )
    assert "source_fabrication" in kinds(report), show(report)


# ---- a state several values share ----

PERMITS = (
    "list_permits",
    {"project": "PR-40"},
    {
        "total": 6,
        "permits": [
            {"permit_id": "BP-1", "holder": "Ana Ruiz", "status": "issued"},
            {"permit_id": "BP-2", "holder": "Leo Marsh", "status": "issued"},
            {"permit_id": "BP-3", "holder": "Ana Ruiz", "status": "refused"},
            {"permit_id": "BP-4", "holder": "Ida Bloom", "status": "in_progress"},
            {"permit_id": "BP-5", "holder": "Ida Bloom", "status": "in_progress"},
            {"permit_id": "BP-6", "holder": "Sol Park", "status": "pending_signoff"},
        ],
    },
)


def test_a_state_that_several_values_share_counts_them_all() -> None:
    caught_and_left(
        "count_mismatch",
        "4 permits are pending.",
        "3 permits are pending.",
        PERMITS,
        language="en",
    )


COURSES = (
    "list_enrolments",
    {"learner": "L-19"},
    {
        "total": 4,
        "enrolments": [
            {"course": "Knife skills", "status": "completed"},
            {"course": "Breads", "status": "completed"},
            {"course": "Sauces", "status": "in_progress"},
            {"course": "Pastry", "status": "not_started"},
        ],
    },
)


def test_values_that_rule_each_other_out_are_no_one_state() -> None:
    report = checked("You have completed 3 of your 4 courses.", COURSES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a partition stated over two sentences ----

SAMPLES = (
    "list_water_samples",
    {"batch": "WS-12"},
    {
        "total": 5,
        "samples": [
            {"sample_id": "S-1", "result": "pass"},
            {"sample_id": "S-2", "result": "pass"},
            {"sample_id": "S-3", "result": "pass"},
            {"sample_id": "S-4", "result": "fail"},
            {"sample_id": "S-5", "result": "not_run"},
        ],
    },
)


def test_a_partition_stated_over_two_sentences_is_left_alone() -> None:
    report = checked(
        "3 of your 5 samples passed. One failed and one was never run.", SAMPLES, language="en"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_parts_that_overrun_the_whole_are_no_partition() -> None:
    report = checked(
        "3 of your 5 samples passed. One failed and two were never run.", SAMPLES, language="en"
    )
    assert all(c.status != "verified" for c in report.claims[1:]), show(report)


# ---- advice, names, what is known later ----

CLEANING_JOB = (
    "get_cleaning_job",
    {"job_id": "CJ-31"},
    {
        "job_id": "CJ-31",
        "site": "ओमेगा हाउस (G+14)",
        "start_date": "2026-03-02",
        "end_date": "2026-03-03",
        "crew_size": 4,
        "status": "confirmed",
    },
)


def test_a_future_ending_inside_a_name_the_output_gives_foretells_nothing() -> None:
    report = checked("ओमेगा हाउस की अगली सफ़ाई तय है ✅", CLEANING_JOB, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_beside_the_name_is_still_one() -> None:
    report = checked("ओमेगा हाउस का किराया अगले महीने ₹2,000 बढ़ जाएगा।", CLEANING_JOB, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)


def test_hindi_advice_with_a_particle_or_judged_safe_is_no_prediction() -> None:
    report = checked(
        "टीम 2 मार्च को आएगी। तब तक ज़रूरी सामान अलग रख लेना सुरक्षित रहेगा।",
        CLEANING_JOB,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
    report = checked("किरायेदारों को पहले से सूचना भेज देना भी अच्छा रहेगा।", CLEANING_JOB, language="hi")
    assert not [f for f in report.findings if f.reason == "conclusion_not_settled"], show(report)


def test_english_safer_advice_is_no_prediction() -> None:
    report = checked(
        "The crew arrives on 2 March. Until then it'll be safer to keep the cars out of the lot.",
        CLEANING_JOB,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


SLA = (
    "get_uptime",
    {"asset": "CH-1", "month": "2026-04"},
    {"asset": "CH-1", "month": "2026-04", "uptime_pct": 95.1, "sla_pct": 98.0, "fee": 120000},
)


def test_a_final_figure_confirmed_later_is_known_later_in_each_language() -> None:
    for answer, language in (
        ("The final credit will be confirmed in the April service report.", "en"),
        ("El importe final se confirmará en el informe de abril.", "es"),
        ("अंतिम क्रेडिट अप्रैल की रिपोर्ट में पक्का होगा।", "hi"),
        ("最终金额以四月的服务报告为准。", "zh"),
    ):
        report = checked(answer, SLA, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


# ---- a rate kept in minor units times the hours ----

STUDIOS = (
    "search_studios",
    {"date": "2025-05-10"},
    {
        "results": [
            {"room": "Loft", "hourly_rate_pence": 3750, "status": "available"},
            {"room": "Vault", "hourly_rate_pence": 5200, "status": "available"},
        ]
    },
)


def test_a_minor_unit_rate_times_the_hours_is_the_price() -> None:
    report = checked(
        "| Room | Hire (3 hrs) |\n|---|---|\n| Loft | £112.50 |\n| Vault | £156.00 |",
        STUDIOS,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_price_for_the_hours_is_still_not_verified() -> None:
    report = checked("The Loft is £121.50 for 3 hours.", STUDIOS, language="en")
    assert all(c.status != "verified" for c in report.claims), show(report)


# ---- a range of weekdays before a range of days ----

MEETS = (
    "search_meets",
    {"city": "Leeds"},
    {
        "results": [
            {"meet": "Leeds Summer Open", "start_date": "2025-06-13", "end_date": "2025-06-14"}
        ]
    },
)


def test_a_weekday_range_before_a_day_range_is_read_as_both_days() -> None:
    for answer, language in (
        ("Leeds Summer Open: Friday–Saturday, 13–14 June.", "en"),
        ("Leeds Summer Open: viernes y sábado, 13 y 14 de junio.", "es"),
        ("Leeds Summer Open: शुक्रवार-शनिवार, 13–14 जून।", "hi"),
    ):
        report = checked(answer, MEETS, language=language, system="Today is 2025-05-20.")
        assert "fact_mismatch" not in kinds(report), show(report)


# ---- abbreviated Hindi durations, hundredths of a second ----

RIDES = (
    "get_rides",
    {"rider": "R-7"},
    {"rides": [{"ride_id": "BRM-300", "distance_km": 300, "elapsed_min": 1003}]},
)


def test_hindi_hour_and_minute_abbreviations_are_a_duration() -> None:
    right = checked("| 300 किमी | 16 घं 43 मि |", RIDES, language="hi")
    assert right.action == "emit" and right.claims[0].status == "verified", show(right)
    wrong = checked("| 300 किमी | 16 घं 53 मि |", RIDES, language="hi")
    assert wrong.claims[0].status != "verified", show(wrong)


def test_a_key_in_hundredths_of_a_second_holds_seconds() -> None:
    from decimal import Decimal

    from nyaya.values.units import convert, key_unit

    assert key_unit("best_cs") == "cs"
    assert convert(Decimal(1432), "cs", "s") == Decimal("14.32")


# ---- a decade in words ----

LAB = (
    "get_case",
    {"case_id": "AU-5"},
    {
        "case_id": "AU-5",
        "status": "in_review",
        "steps": [
            {"step": "intake", "status": "completed"},
            {
                "step": "pigment_analysis",
                "status": "completed",
                "lab": "Laboratorio Norte (Bilbao)",
                "lab_note": "Los aglutinantes y pigmentos hallados son compatibles con "
                "materiales de la década de 1970. No se detectan materiales fabricados "
                "después de 1985 en ninguna de las muestras.",
            },
        ],
    },
)


def test_a_decade_in_words_is_the_one_the_year_gives() -> None:
    caught_and_left(
        "source_fabrication",
        "Según la nota del laboratorio, aglutinantes y pigmentos son compatibles con los años "
        "sesenta.",
        "Según la nota del laboratorio, aglutinantes y pigmentos son compatibles con los años "
        "setenta.",
        LAB,
        language="es",
    )


# ---- the agent's own reckoning ----

LEAGUE = (
    "get_season",
    {"team": "T-4"},
    {
        "events": [
            {"event": "Spring Cup", "status": "played", "points": 90},
            {"event": "Lake Open", "status": "withdrawn", "points": 0},
            {"event": "Autumn Cup", "status": "played", "points": 110},
        ]
    },
)


def test_the_agents_own_reckoning_is_its_method_not_a_cause() -> None:
    for answer, language in (
        ("Your average is 100 points. I didn't count the Lake Open because you withdrew.", "en"),
        ("Vuestra media es de 100 puntos. No cuento el Lake Open porque os retirasteis.", "es"),
    ):
        report = checked(answer, LEAGUE, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


# ---- Chinese ordinals of the answer's own rows ----

QUESTIONS = (
    "list_open_questions",
    {"board": "IR"},
    {
        "total": 3,
        "items": [
            {"qid": "Q-101", "asked_at": "2025-05-12T09:10:00+08:00"},
            {"qid": "Q-102", "asked_at": "2025-05-13T14:00:00+08:00"},
            {"qid": "Q-103", "asked_at": "2025-05-14T08:30:00+08:00"},
        ],
    },
)


def test_a_chinese_ordinal_of_the_answers_own_row_cites_and_counts_nothing() -> None:
    report = checked(
        "还有 3 条提问没回复：\n\n| # | 编号 |\n|---|---|\n| 1 | Q-101 |\n| 2 | Q-102 |\n"
        "| 3 | Q-103 |\n\n- 第 2 条今天到期，建议先回。\n- 第 3 条请以年报公告为准。",
        QUESTIONS,
        language="zh",
    )
    assert not {"source_fabrication", "count_mismatch"} & kinds(report), show(report)


# ---- a key named but for its unit; a list's named total ----

STATEMENT = (
    "get_statement",
    {"member": "M-9"},
    {
        "lines": [{"label": "Dues", "amount_paise": 250000}],
        "previous_balance_paise": 0,
        "total_due_paise": 250000,
    },
)


def test_a_nil_field_named_but_for_its_unit_settles_the_denial() -> None:
    report = checked("पिछला कोई बकाया नहीं है।", STATEMENT, language="hi")
    assert "false_absence" not in kinds(report), show(report)


AUCTION = (
    "search_lots",
    {"item": "brass sextant"},
    {
        "item": "brass sextant",
        "total_bids": 11,
        "bids": [{"bid_id": f"B-{n}", "amount": 300 + 10 * n} for n in range(4)],
    },
)


def test_a_key_that_totals_a_list_by_its_name_is_its_total() -> None:
    from nyaya.checks.counts import _total_of_list

    assert _total_of_list("total_listings", "listings")
    assert _total_of_list("num_of_orders", "orders")
    assert not _total_of_list("total_amount", "listings")
    assert not _total_of_list("total_listings", "bids")


def test_a_total_named_for_its_list_is_that_lists_total() -> None:
    caught_and_left(
        "count_mismatch",
        "There are 12 bids on the brass sextant so far.",
        "There are 11 bids on the brass sextant so far.",
        AUCTION,
        language="en",
    )


# ---- a miss: distinct quantities ----

LOCKER = (
    "get_locker",
    {"locker": "L-4"},
    {
        "items": [
            {"name": "Harbor Maduro", "qty": 2},
            {"name": "Vega Claro", "qty": 6},
            {"name": "North Star No. 1", "qty": 3},
            {"name": "Cedar Blend", "qty": 5},
            {"name": "Quinta Robusto", "qty": 3},
        ],
        "total_cigars": 19,
    },
)


def test_distinct_quantities_do_not_count_distinct_kinds() -> None:
    report = checked("Your locker holds 19 cigars of 4 different kinds.", LOCKER, language="en")
    assert report.claims[0].status != "verified", show(report)
    caught_and_left(
        "count_mismatch",
        "Your locker holds 19 cigars in 4 different lines.",
        "Your locker holds 19 cigars in 5 different lines.",
        LOCKER,
        language="en",
    )


# ---- predictions let through: an ability after them, a pace toward a rule's figure ----

REPAIR = (
    "get_repair",
    {"ticket": "RP-31"},
    {"ticket": "RP-31", "item": "trumpet", "status": "in_workshop", "received": "2025-05-02"},
)


def test_what_the_user_can_do_after_a_prediction_does_not_make_it_ability() -> None:
    caught_and_left(
        "inference_as_fact",
        "It will be ready well before the 20th, so you can play it at the spring concert.",
        "If it is ready before the 20th, you can play it at the spring concert.",
        REPAIR,
        language="en",
    )


ROWING = (
    "get_times",
    {"rower": "K-4"},
    {
        "recent_2k_seconds": [{"date": "2025-03-01", "t": 428}, {"date": "2025-04-05", "t": 421}],
        "selection": {"limit_seconds": 415, "text": "Selection needs a 2k of 415 seconds or less"},
    },
)


def test_a_trend_carried_to_a_rules_figure_is_a_prediction() -> None:
    report = checked(
        "At this rate your next 2k will be under 415 seconds and you will make selection.",
        ROWING,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a diagnosis named outright ----

PA_LOG = (
    "get_incident",
    {"booking": "BK-7"},
    {
        "booking": "BK-7",
        "logged_at": "2025-10-04T21:10:00+01:00",
        "note": "Speaker 1 crackling. Cable swapped, still crackling. Spare speaker brought in.",
    },
)


def test_where_a_fault_lies_is_a_cause_the_outputs_must_give() -> None:
    for answer, language in (
        ("The cable was swapped and it still crackled: the fault lies in the amplifier.", "en"),
        ("Cambiaron el cable y seguía igual, así que el fallo estaba en el amplificador.", "es"),
        ("换了线还是有杂音，所以问题出在功放上。", "zh"),
    ):
        report = checked(answer, PA_LOG, language=language)
        assert "inference_as_fact" in kinds(report), (language, show(report))


# ---- a day and a month that can only be read one way ----


def test_a_zero_padded_day_and_month_in_a_note_is_a_date() -> None:
    from datetime import date

    from nyaya.claims.pipeline import extract

    found = extract(
        "Supplier replied 27/03: parts ship next week.", language="en", now=date(2025, 4, 2)
    )
    dates = [m.value for c in found.claims for m in c.mentions if m.kind == "date"]
    assert date(2025, 3, 27) in dates
    either = extract(
        "Supplier replied 11/03: parts ship next week.", language="en", now=date(2025, 4, 2)
    )
    assert not [
        m for c in either.claims for m in c.mentions if m.kind == "date" and m.text == "11/03"
    ]


# ---- free places on a day: the flag and the day together ----

SALON_SLOTS = (
    "get_availability",
    {"week": "2025-06-07"},
    {
        "slots": [
            {
                "slot_id": "A1",
                "date": "2025-06-07",
                "time": "10:00",
                "stylist": "Rhea",
                "available": True,
            },
            {
                "slot_id": "A2",
                "date": "2025-06-07",
                "time": "12:00",
                "stylist": "Rhea",
                "available": False,
            },
            {
                "slot_id": "A3",
                "date": "2025-06-07",
                "time": "15:00",
                "stylist": "Omar",
                "available": True,
            },
            {
                "slot_id": "A4",
                "date": "2025-06-08",
                "time": "10:00",
                "stylist": "Rhea",
                "available": True,
            },
            {
                "slot_id": "A5",
                "date": "2025-06-08",
                "time": "13:00",
                "stylist": "Omar",
                "available": False,
            },
            {
                "slot_id": "A6",
                "date": "2025-06-08",
                "time": "16:00",
                "stylist": "Rhea",
                "available": True,
            },
        ]
    },
)
WEDNESDAY = "Today is Wednesday, 4 June 2025."


def test_free_places_on_the_weekend_are_the_weekends_free_items() -> None:
    for answer, language in (
        ("Over the weekend 4 slots are free.", "en"),
        ("वीकेंड पर कुल 4 स्लॉट खाली हैं।", "hi"),
        ("周末一共有 4 个空闲时段。", "zh"),
    ):
        report = checked(answer, SALON_SLOTS, language=language, system=WEDNESDAY)
        assert "count_mismatch" not in kinds(report), (language, show(report))
    report = checked(
        "Over the weekend 5 slots are free.", SALON_SLOTS, language="en", system=WEDNESDAY
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_a_free_noun_names_the_availability_flag() -> None:
    caught_and_left(
        "count_mismatch",
        "El fin de semana quedan 3 huecos libres.",
        "El fin de semana quedan 4 huecos libres.",
        SALON_SLOTS,
        language="es",
        system=WEDNESDAY,
    )


# ---- an act reported without its doer, done to someone the answer names ----

FAMILY_TOOLS = ["send_family_update", "add_service"]
ARRANGEMENT = (
    "get_arrangement",
    {"booking_id": "FN-204"},
    {"booking_id": "FN-204", "service": "cremation", "date": "2025-09-12", "contact": "Reena"},
)


def test_a_hindi_passive_act_to_a_named_person_needs_the_call() -> None:
    report = checked(
        "रीना जी को पूरा कार्यक्रम SMS पर भेज दिया गया है।",
        ARRANGEMENT,
        language="hi",
        tools=FAMILY_TOOLS,
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_chinese_act_done_toward_someone_needs_the_call() -> None:
    report = checked(
        "已向 2 位家属发送了安排通知。", ARRANGEMENT, language="zh", tools=FAMILY_TOOLS
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_an_act_an_output_says_was_done_is_no_act_of_the_answers() -> None:
    notice = (
        "get_claim",
        {"claim_id": "CL-9"},
        {
            "claim_id": "CL-9",
            "status": "forwarded",
            "note": "बीमा कंपनी को दावे की प्रति भेज दी गई है; भुगतान कंपनी करेगी।",
        },
    )
    report = checked(
        "दावे की प्रति बीमा कंपनी को भेज दी गई है।", notice, language="hi", tools=FAMILY_TOOLS
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_english_passive_act_just_done_to_a_named_person_needs_the_call() -> None:
    caught_and_left(
        "fabricated_tool_call",
        "The full schedule has been sent to Reena by SMS.",
        "The full schedule was sent to Reena by the parlour in August.",
        ARRANGEMENT,
        language="en",
        tools=FAMILY_TOOLS,
    )


# ---- an exception word in a guess after the denial ----

SALES = (
    "list_sales",
    {"since": "2025-08-01"},
    {
        "total": 1,
        "items": [
            {"sale_id": "SL-4410", "item_name": "Brass pocket compass (1920s)", "price": "88.00"},
        ],
    },
)


def test_another_in_a_guess_after_the_denial_is_no_exception_to_it() -> None:
    for answer, language in (
        (
            "There is no sale of the brass pocket compass in your records, perhaps it sold "
            "from another account.",
            "en",
        ),
        ("成交清单里没有找到 Brass pocket compass，也许是从别的账户卖出的。", "zh"),
    ):
        report = checked(answer, SALES, language=language)
        assert "false_absence" in kinds(report), (language, show(report))


# ---- a total said of the run's one list, more than it reports ----

DRAWS = (
    "list_ballot_entries",
    {"member": "M-88"},
    {
        "total": 4,
        "entries": [
            {"venue": "Leeds", "result": "won"},
            {"venue": "York", "result": "lost"},
            {"venue": "Hull", "result": "won"},
            {"venue": "Bath", "result": "pending"},
        ],
    },
)


def test_a_total_above_what_the_one_list_reports_is_caught() -> None:
    for wrong, right, language in (
        ("你这轮一共报名了 5 场抽签。", "你这轮一共报名了 4 场抽签。", "zh"),
        ("इस बार कुल मिलाकर आपकी **5 एंट्री** हैं।", "इस बार कुल मिलाकर आपकी **4 एंट्री** हैं।", "hi"),
    ):
        caught_and_left("count_mismatch", wrong, right, DRAWS, language=language)


# ---- a number that stands for the whole's noun, then what those items have ----

KAYAKS = (
    "search_kayaks",
    {"q": "touring"},
    {
        "total": 5,
        "items": [
            {"sku": "KY-1", "name": "Orca touring", "stock_units": 4},
            {"sku": "KY-2", "name": "Tern touring", "stock_units": 0},
            {"sku": "KY-3", "name": "Petrel touring", "stock_units": 9},
            {"sku": "KY-4", "name": "Skua touring", "stock_units": 0},
            {"sku": "KY-5", "name": "Gannet touring", "stock_units": 0},
        ],
    },
)


def test_what_follows_a_number_standing_for_the_whole_qualifies_it() -> None:
    caught_and_left(
        "count_mismatch",
        "De los 5 modelos de travesía, 3 tienen stock ahora.",
        "De los 5 modelos de travesía, 2 tienen stock ahora.",
        KAYAKS,
        language="es",
    )


STUDIO_SLOTS = (
    "get_slots",
    {"week": "2025-06-09"},
    {
        "slots": [
            {"slot_id": "M1", "start": "2025-06-09T09:00:00+01:00", "available": True},
            {"slot_id": "M2", "start": "2025-06-10T09:30:00+01:00", "available": False},
            {"slot_id": "M3", "start": "2025-06-11T10:00:00+01:00", "available": True},
            {"slot_id": "A1", "start": "2025-06-09T15:00:00+01:00", "available": True},
            {"slot_id": "A2", "start": "2025-06-10T16:00:00+01:00", "available": True},
        ]
    },
)


def test_a_part_of_the_day_in_the_plural_is_that_part_of_each_day() -> None:
    report = checked(
        "In the mornings, 2 studio slots are free.",
        STUDIO_SLOTS,
        language="en",
        system="Today is Friday, 6 June 2025.",
    )
    assert "count_mismatch" not in kinds(report), show(report)
