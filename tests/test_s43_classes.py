"""Failure classes of session 43 (examples written for these tests).

- A weekday the user gave for a schedule ("in on mon-wed") is no record's date: an act
  dated by it is still an act of the run.
- "Put your name down", "नाम ... में दर्ज": entering a name on a batch or list registers.
- A figure with a unit ("no lifting over 20 lb") is not held against a field of another
  kind (the dollars paid on each claim).
- "18 of its 60 places are taken" counts a part; it says no place is free only with no part.
- Spanish "nada", "nadie" after "antes de", "sin", "más que" mean "any".
- An English -ing absence word heading a plural noun and a singular verb ("Missing classes
  doesn't ...") is a gerund: the act of missing them, no denial that they exist.
- "His notes say X, which is why Y": the source and its verb are no part of the cause.
- A yearless slash date after a verb of moving ("will move to 4/18") is a day.
- The mean of one group of a list ("meter B averaged 41") is a derivation.
- A Chinese month-day range written with a dash ("3月7–8日") is two dates.
- A record a lookup returned with the moment it was made, before the run, is no act of
  the run when the claim names no doer ("门票早已订妥").
- An absence of items named by a field and its figure ("no size 42 pairs") meets the
  item with that figure.
- A code of a few words (``infant_seat``) names a kind as a phrase.
- ``room_count``: a key that counts the noun is named by the noun alone, for a lone count.
- An approximate clock time is not the field another time of its claim states exactly.
- A figure right after a field's label that only the answer's own figures make by chance
  ("Average: 6.5" as 9.5 less 3.0) is held to that field.
"""

from __future__ import annotations

from nyaya.report import HallucinationReport
from runkit import checked, kinds, show, witness_of


def _status_of(report: HallucinationReport, fragment: str) -> str:
    found = [c.status for c in report.claims if fragment in c.text]
    assert found, show(report)
    return found[0]


# ---- a weekday of a schedule is no record's date ---------------------------------------------

TEAM = (
    "get_team",
    {"team_id": "T-9"},
    {"team_id": "T-9", "lead": {"name": "Dana Reyes", "email": "dana@acme.test"}, "size": 7},
)


def test_an_act_beside_a_schedule_the_user_gave_is_still_the_runs() -> None:
    answer = (
        "Your lead is Dana Reyes. I've emailed Dana Reyes so she knows you'll be in "
        "Monday–Wednesday from April."
    )
    report = checked(
        answer,
        TEAM,
        language="en",
        user="from april im only in on mon-wed, pls tell my lead",
        system="Today is Thursday, March 12, 2026.",
        tools=["send_email"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- entering a name registers ---------------------------------------------------------------

BATCHES = (
    "search_batches",
    {"course": "beekeeping"},
    {"batches": [{"batch_id": "BK-2", "start": "2026-05-04", "seats_left": 6}]},
)


def test_a_name_entered_in_a_batch_is_a_registration_in_hindi() -> None:
    answer = "अगला बैच 4 मई से है। आपका नाम BK-2 वाले बैच में दर्ज हो गया है।"
    report = checked(answer, BATCHES, language="hi", tools=["enroll_farmer"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_putting_a_name_down_is_a_registration_in_english() -> None:
    answer = "The next batch starts May 4. I've put your name down for batch BK-2."
    report = checked(answer, BATCHES, language="en", tools=["enroll_farmer"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a figure with a unit against a field of another kind ------------------------------------

CLAIMS = (
    "list_claims",
    {"employer_id": "E-4"},
    {
        "claims": [
            {"claim_id": "C-1", "employee": "Ines Vale", "paid_cents": 310000},
            {"claim_id": "C-2", "employee": "Tom Okafor", "paid_cents": 95000},
        ]
    },
)


def test_a_restriction_in_pounds_denies_nothing_of_the_amounts_paid() -> None:
    answer = "Tom Okafor is back on modified duty (no carrying over 15 lb)."
    report = checked(answer, CLAIMS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_weight_denied_of_parcels_still_meets_a_heavier_one() -> None:
    parcels = (
        "list_parcels",
        {"order_id": "O-3"},
        {"parcels": [{"parcel_id": "P-1", "weight_kg": 12}, {"parcel_id": "P-2", "weight_kg": 26}]},
    )
    answer = "None of the parcels is over 20 kg."
    report = checked(answer, parcels, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a part of the places taken --------------------------------------------------------------

CAMP = (
    "list_camps",
    {"region": "north"},
    {"camps": [{"camp_id": "K-7", "name": "Pine Hollow", "capacity": 60, "booked": 18,
                "status": "open"}]},
)  # fmt: skip


def test_a_part_of_the_places_taken_is_no_fullness() -> None:
    answer = "Pine Hollow is open: just 18 of its 60 places are taken."
    report = checked(answer, CAMP, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_part_of_the_places_taken_in_hindi() -> None:
    answer = "Pine Hollow खुला है, लेकिन 60 में से 18 जगहें भर चुकी हैं।"
    report = checked(answer, CAMP, language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- Spanish negative words that mean "any" ---------------------------------------------------

STOCK = (
    "get_leftovers",
    {"job_id": "J-31"},
    {"job_id": "J-31", "leftovers": [{"item": "azulejo blanco 20x20", "boxes": 3}]},
)


def test_nada_after_antes_de_denies_nothing() -> None:
    answer = "Antes de encargar nada: de la obra sobraron 3 cajas de azulejo blanco 20x20."
    report = checked(answer, STOCK, language="es")
    assert _status_of(report, "Antes de encargar") == "verified", show(report)


def test_a_negative_word_with_no_such_preposition_still_denies() -> None:
    answer = "No sobró ningún azulejo de la obra."
    report = checked(answer, STOCK, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- an English gerund subject ---------------------------------------------------------------

CLASSES = (
    "get_term",
    {"student_id": "S-8"},
    {
        "fee_usd": 420,
        "classes": [{"date": "2026-04-06", "room": "2B"}, {"date": "2026-04-13", "room": "2B"}],
    },
)


def test_missing_classes_as_a_gerund_denies_no_class() -> None:
    answer = "The term fee is $420. Missing classes doesn't reduce the fee."
    report = checked(answer, CLASSES, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a source named at the head of a cause ---------------------------------------------------

SERVICE_LOG = (
    "get_service_log",
    {"unit": "B-2"},
    {"unit": "B-2", "notes": "Boiler pressure 31 psi at startup - recommend relief valve retest."},
)


def test_the_notes_say_is_no_part_of_the_cause() -> None:
    answer = (
        "Her log says the boiler pressure read 31 psi, which is why she wants to re-test the "
        "relief valve."
    )
    report = checked(answer, SERVICE_LOG, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_noun_spelled_like_a_reporting_verb_is_no_source() -> None:
    venue = (
        "get_listing",
        {"show_id": "SH-4"},
        {"show_id": "SH-4", "title": "Harbor Lights", "status": "delisted"},
    )
    answer = (
        "Harbor Lights is delisted. That's because the venue pulled the show from its "
        "spring brochure, which cut its bookings in half."
    )
    report = checked(answer, venue, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a slash date after a verb of moving -----------------------------------------------------

SPRAY = (
    "get_job",
    {"job_id": "AJ-5"},
    {
        "job_id": "AJ-5",
        "scheduled_date": "2026-04-17",
        "notes": "Keep pets indoors for 12 hrs after the pass. Will move to 4/18 if gusts exceed "
        "15 mph.",
    },
)


def test_a_slash_date_after_move_to_is_the_day_it_moves_to() -> None:
    answer = "The spraying is set for Friday, April 17; the backup day is Saturday the 18th."
    report = checked(answer, SPRAY, language="en", system="Today is Monday, April 13, 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the mean of one group -------------------------------------------------------------------

READINGS = (
    "list_readings",
    {"site": "Mill Rd"},
    {
        "readings": [
            {"meter": "A", "date": "2026-02-02", "db": 52},
            {"meter": "B", "date": "2026-02-02", "db": 38},
            {"meter": "A", "date": "2026-02-09", "db": 56},
            {"meter": "B", "date": "2026-02-09", "db": 44},
        ]
    },
)


def test_the_mean_of_one_group_is_derived() -> None:
    answer = "Meter B averaged 41 dB over its two readings."
    report = checked(answer, READINGS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_mean_of_one_group_is_still_wrong() -> None:
    answer = "Meter B averaged 45 dB over its two readings."
    report = checked(answer, READINGS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a Chinese range of days with a dash -----------------------------------------------------

CLINIC = (
    "get_child_plan",
    {"child_id": "K-1"},
    {
        "child_id": "K-1",
        "age_months": 9,
        "slots": [{"date": "2026-03-07", "remaining": 4}, {"date": "2026-03-08", "remaining": 2}],
    },
)


def test_a_dash_range_of_days_is_two_dates() -> None:
    answer = "这个周末（3月7–8日）都还有号：周六剩 4 个，周日剩 2 个。"
    report = checked(answer, CLINIC, language="zh", system="今天是2026年3月3日。")
    assert _status_of(report, "3月7–8日") == "verified", show(report)


# ---- a record made before the run ------------------------------------------------------------

ORDERS = (
    "list_ticket_orders",
    {"member_id": "M-4"},
    {
        "orders": [
            {
                "order_id": "TK-0412",
                "visit_date": "2026-04-18",
                "quantity": 2,
                "status": "paid",
                "paid_at": "2026-04-12T19:02:00+08:00",
            }
        ]
    },
)


def test_tickets_found_booked_days_ago_are_no_act_of_the_run() -> None:
    answer = "4月18日的两张入园票已经预订好了，订单号 TK-0412。"
    report = checked(
        answer, ORDERS, language="zh", system="今天是2026年4月15日。", tools=["book_guided_tour"]
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_booking_them_yourself_is_still_an_act() -> None:
    answer = "我这边帮你预订了4月18日的导览，订单号 TK-0412。"
    report = checked(
        answer, ORDERS, language="zh", system="今天是2026年4月15日。", tools=["book_guided_tour"]
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- items named by a field and its figure ---------------------------------------------------

BOOTS = (
    "get_order",
    {"order_id": "W-61"},
    {
        "order_id": "W-61",
        "lines": [{"size": 41, "pairs": 30}, {"size": 42, "pairs": 24}, {"size": 43, "pairs": 12}],
    },
)


def test_no_pairs_of_a_size_the_order_holds_is_a_false_absence() -> None:
    answer = "Order W-61 has no size 42 pairs."
    report = checked(answer, BOOTS, language="en")
    assert witness_of(report, "false_absence").pointer == "/lines/1/size", show(report)


def test_no_pairs_of_a_size_in_hindi() -> None:
    answer = "ऑर्डर W-61 में साइज़ 42 की एक भी जोड़ी नहीं है।"
    report = checked(answer, BOOTS, language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_a_size_at_zero_pairs_is_no_witness() -> None:
    empty = (
        "get_order",
        {"order_id": "W-61"},
        {"order_id": "W-61", "lines": [{"size": 41, "pairs": 30}, {"size": 42, "pairs": 0}]},
    )
    answer = "Order W-61 has no size 42 pairs."
    report = checked(answer, empty, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_year_inside_a_code_is_no_item() -> None:
    statements = (
        "list_statements",
        {"account": "LP-3"},
        {"statements": [{"id": "ST-2025-01", "type": "capital_call", "amount_cents": 500000}]},
    )
    answer = "There are no 2025 tax forms on your account so far."
    report = checked(answer, statements, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a code of a few words names a kind ------------------------------------------------------

TRANSFERS = (
    "list_transfers",
    {"customer_id": "C-70"},
    {
        "transfers": [
            {"transfer_id": "TR-1", "leg": "outbound", "extras": [{"type": "infant_seat"}]},
            {"transfer_id": "TR-2", "leg": "return", "extras": [{"type": "infant_seat"}]},
        ]
    },
)


def test_a_seat_denied_meets_an_infant_seat_code() -> None:
    answer = "En el traslado de vuelta no consta ninguna silla de bebé."
    report = checked(answer, TRANSFERS, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- a key that counts the noun --------------------------------------------------------------

QUOTE = (
    "get_quote",
    {"quote_id": "Q-18"},
    {
        "quote_id": "Q-18",
        "window_count": 9,
        "windows": [{"room": "Kitchen", "panes": 2}, {"room": "Den", "panes": 3}],
        "total_cents": 412000,
    },
)


def test_a_lone_count_is_held_to_the_key_that_counts_its_noun() -> None:
    answer = "Quote Q-18 covers 8 windows."
    report = checked(answer, QUOTE, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_part_of_the_whole_is_not_held_to_it() -> None:
    answer = "Quote Q-18 is $4,120. So 1 of the 9 windows needs a special order."
    report = checked(answer, QUOTE, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- an approximate time and the window its claim states -------------------------------------

VISIT = (
    "get_visit",
    {"visit_id": "V-2"},
    {
        "visit_id": "V-2",
        "technician": "Olu Adeyemi",
        "window_start": "2026-05-05T14:00:00-04:00",
        "window_end": "2026-05-05T15:00:00-04:00",
        "eta": "2026-05-05T14:20:00-04:00",
    },
)


def test_an_approximate_time_is_not_the_window_end_its_claim_states() -> None:
    answer = "Olu Adeyemi should get there around 2:45 pm, inside your 2:00 to 3:00 pm window."
    report = checked(answer, VISIT, language="en", system="Today is May 4, 2026.")
    assert _status_of(report, "around 2:45") != "verified", show(report)


# ---- a label over the answer's own arithmetic ------------------------------------------------

WELL = (
    "get_water_test",
    {"sample_id": "WT-9"},
    {"sample_id": "WT-9", "results": {"avg_mg_l": 6.1, "max_mg_l": 9.5}},
)


def test_a_figure_after_a_fields_label_is_held_to_that_field() -> None:
    answer = "Highest: 9.5 mg/L. The limit is 3.0 mg/L. Average: **6.5 mg/L**."
    report = checked(answer, WELL, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_answers_own_difference_is_no_misread_count() -> None:
    invoices = (
        "search_invoices",
        {"q": "F-221"},
        {"total": 1, "invoices": [{"number": "F-221", "amount_cents": 1620000}]},
    )
    answer = (
        "La factura F-221 es de 16.200,00 €; con el descuento pagas 15.808,50 €. "
        "**Coste total:** 391,50 €."
    )
    report = checked(answer, invoices, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- provisions named "punto", "खंड"; figures a read document does not hold ------------------

TERMS = (
    "get_terms_section",
    {"section": "devoluciones"},
    {
        "document": "Condiciones de venta 2026",
        "section": "3",
        "text": "3.1 Las devoluciones se aceptan en un plazo de 15 días desde la entrega.\n"
        "3.2 El abono se realiza al mismo medio de pago en cuanto el almacén revisa el envío.\n"
        "3.3 No se aceptan devoluciones de productos personalizados.",
    },
)


def test_a_figure_a_cited_punto_does_not_hold_is_a_fabrication() -> None:
    answer = (
        "Además, el punto 3.2 de las condiciones prevé un 10 % de descuento en tu próxima compra."
    )
    report = checked(answer, TERMS, language="es")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_figure_the_cited_punto_holds_is_no_fabrication() -> None:
    answer = (
        "Según el punto 3.1 de las condiciones, tienes 15 días desde la entrega para devolverlo."
    )
    report = checked(answer, TERMS, language="es")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_khand_the_run_never_read_is_cited_in_vain() -> None:
    dairy = (
        "get_subscription",
        {"customer_id": "D-4"},
        {"customer_id": "D-4", "plan": "रोज़ 1 लीटर", "complaints_this_month": 2},
    )
    answer = "नियमावली के खंड 6 के अनुसार हर शिकायत पर अगली डिलीवरी मुफ़्त होती है।"
    report = checked(answer, dairy, language="hi")
    assert "source_fabrication" in kinds(report), show(report)


ARTICLE = (
    "get_help_article",
    {"topic": "seat change"},
    {
        "article_id": "HA-77",
        "title": "Changing your seat",
        "body": "You can change your seat from the booking page until check-in closes. "
        "Seats in the exit row need you to confirm you can help in an emergency. "
        "Changes made at the airport desk are subject to availability.",
    },
)


def test_a_fee_the_read_article_does_not_state_is_a_fabrication() -> None:
    answer = "The help article says each seat change costs $25."
    report = checked(answer, ARTICLE, language="en")
    assert witness_of(report, "source_fabrication").pointer == "/body", show(report)


def test_a_fee_the_read_article_states_is_no_fabrication() -> None:
    paid = (
        "get_help_article",
        {"topic": "seat change"},
        {
            "article_id": "HA-77",
            "title": "Changing your seat",
            "body": "You can change your seat from the booking page until check-in closes. "
            "Each change after booking costs $25, charged to the card on file.",
        },
    )
    answer = "The help article says each seat change costs $25."
    report = checked(answer, paid, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_fee_the_read_article_does_not_state_in_hindi() -> None:
    answer = "हेल्प आर्टिकल के अनुसार हर सीट बदलाव पर ₹300 का शुल्क लगता है।"
    report = checked(answer, ARTICLE, language="hi")
    assert "source_fabrication" in kinds(report), show(report)


# ---- advice before a colon, a certain outcome after it ---------------------------------------

ROUTER = (
    "get_device",
    {"device_id": "RT-3"},
    {"device_id": "RT-3", "firmware": "4.1.2", "latest": "4.2.0", "dropouts_7d": 14},
)


def test_a_certain_outcome_after_the_advice_is_stated_as_fact() -> None:
    answer = "Honestly, I'd update it tonight: version 4.2.0 will definitely stop the dropouts."
    report = checked(answer, ROUTER, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_hedged_outcome_after_the_advice_stays_an_opinion() -> None:
    answer = "Honestly, I'd update it tonight: version 4.2.0 might stop the dropouts."
    report = checked(answer, ROUTER, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a lapse of someone's mind ---------------------------------------------------------------

REFERRAL = (
    "get_referral",
    {"patient_id": "P-5"},
    {"patient_id": "P-5", "referral": {"to": "Dermatology", "status": "not_received"}},
)


def test_forgot_is_a_cause_no_record_shows() -> None:
    answer = "Your GP's office forgot to send the referral to Dermatology, so give them a call."
    report = checked(answer, REFERRAL, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


def test_forgot_is_the_records_own_word_when_a_note_says_it() -> None:
    noted = (
        "get_referral",
        {"patient_id": "P-5"},
        {
            "patient_id": "P-5",
            "referral": {"to": "Dermatology", "status": "not_received"},
            "note": "Front desk forgot to send the referral; resending today.",
        },
    )
    answer = "Your GP's office forgot to send the referral to Dermatology, so give them a call."
    report = checked(answer, noted, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_forgot_in_chinese() -> None:
    fees = (
        "get_card",
        {"card_id": "SC-2"},
        {"card_id": "SC-2", "balance_cents": 0, "last_topup": "2026-01-02"},
    )
    answer = "物业本月忘记为此卡续费，余额为 ¥0。"
    report = checked(answer, fees, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a note that speaks of the topic a denial names ------------------------------------------

NOTES = (
    "list_site_notes",
    {"job_id": "R-12"},
    {
        "notes": [
            {"note_id": "N-1", "text": "Day 1: demolition done, skip collected at 4pm."},
            {"note_id": "N-2", "text": "Owner pointed out chipped kitchen tiles by the sink; "
             "ordering two spare boxes."},
        ]
    },
)  # fmt: skip


def test_a_note_on_the_topic_witnesses_nothing_logged_about_it() -> None:
    answer = "I checked the site notes: there's nothing logged about the chipped kitchen tiles."
    report = checked(answer, NOTES, language="en")
    assert witness_of(report, "false_absence").pointer == "/notes/1/text", show(report)


def test_a_topic_no_note_speaks_of_is_no_false_absence() -> None:
    answer = "I checked the site notes: there's nothing logged about the garden fence."
    report = checked(answer, NOTES, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_note_on_the_topic_in_spanish() -> None:
    answer = "En las notas de obra no hay nada anotado sobre los azulejos de la cocina."
    notes = (
        "list_site_notes",
        {"job_id": "R-12"},
        {"notes": [{"note_id": "N-2", "text": "La clienta señala azulejos de la cocina "
                    "desportillados junto al fregadero; se piden dos cajas."}]},
    )  # fmt: skip
    report = checked(answer, notes, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_a_note_on_the_topic_in_chinese() -> None:
    notes = (
        "list_site_notes",
        {"job_id": "R-12"},
        {"notes": [{"note_id": "N-2", "text": "业主反映阳台漏水，已安排师傅周四上门查看。"}]},
    )
    answer = "施工记录里没有关于阳台漏水的记录。"
    report = checked(answer, notes, language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_a_note_on_the_topic_in_hindi() -> None:
    notes = (
        "list_site_notes",
        {"job_id": "R-12"},
        {
            "notes": [
                {"note_id": "N-2", "text": "मालिक ने बालकनी की सीलन दिखाई, गुरुवार को मिस्त्री आएगा।"}
            ]
        },
    )
    answer = "साइट नोट्स में बालकनी की सीलन के बारे में कुछ दर्ज नहीं है।"
    report = checked(answer, notes, language="hi")
    assert "false_absence" in kinds(report), show(report)


# ---- places left told by a capacity and the places taken -------------------------------------


def _sessions(second_booked: int) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "list_sessions",
        {"date": "2026-06-13"},
        {
            "date": "2026-06-13",
            "sessions": [
                {"session_id": "S-09", "start": "09:00", "capacity": 8, "booked": 8},
                {"session_id": "S-11", "start": "11:00", "capacity": 8, "booked": second_booked},
            ],
        },
    )


def test_places_left_by_capacity_less_booked_witness_a_fullness() -> None:
    answer = "All of Saturday's sessions are fully booked."
    report = checked(
        answer, _sessions(5), language="en", system="Today is Wednesday, June 10, 2026."
    )
    assert witness_of(report, "false_absence").pointer == "/sessions/1/booked", show(report)


def test_every_session_at_capacity_is_full() -> None:
    answer = "All of Saturday's sessions are fully booked."
    report = checked(
        answer, _sessions(8), language="en", system="Today is Wednesday, June 10, 2026."
    )
    assert "false_absence" not in kinds(report), show(report)


def test_places_left_by_capacity_in_hindi() -> None:
    answer = "शनिवार की सारी सीटें भर चुकी हैं।"
    report = checked(answer, _sessions(5), language="hi", system="आज बुधवार, 10 जून 2026 है।")
    assert "false_absence" in kinds(report), show(report)


# ---- what is left of a whole the claim states ------------------------------------------------


def _pass(**fields: int) -> tuple[str, dict[str, str], dict[str, object]]:
    return ("get_pass", {"client_id": "CL-9"}, {"pass_id": "PS-4", "visits_total": 10, **fields})


def test_left_of_the_whole_is_held_to_the_remaining_figure() -> None:
    answer = "Te quedan **4 visitas** de las 10 del abono."
    report = checked(answer, _pass(visits_used=7, visits_remaining=3), language="es")
    assert witness_of(report, "count_mismatch").pointer == "/visits_remaining", show(report)


def test_left_of_the_whole_that_matches_is_no_mismatch() -> None:
    answer = "Te quedan **3 visitas** de las 10 del abono."
    report = checked(answer, _pass(visits_used=7, visits_remaining=3), language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_left_of_the_whole_is_the_whole_less_the_used_figure() -> None:
    answer = "Aún te quedan 4 visitas de las 10 del abono."
    report = checked(answer, _pass(visits_used=7), language="es")
    assert witness_of(report, "count_mismatch").pointer == "/visits_used", show(report)


def test_a_whole_an_output_states_beyond_the_list_leaves_the_part_open() -> None:
    crew = (
        "get_event_crew",
        {"event_id": "EV-7"},
        {
            "requested": {"guide": 5, "driver": 1},
            "assignments": [
                {"name": "Ana Ruiz", "role": "guide", "status": "confirmed"},
                {"name": "Leo Sanz", "role": "guide", "status": "confirmed"},
                {"name": "Iker Gil", "role": "guide", "status": "confirmed"},
                {"name": "Eva Mora", "role": "driver", "status": "confirmed"},
            ],
        },
    )
    answer = "**Guides: 3 confirmed of the 5 requested**"
    report = checked(answer, crew, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the date of a step a timeline names by a code -------------------------------------------

PERMIT = (
    "get_permit_status",
    {"permit_id": "BP-301"},
    {
        "permit_id": "BP-301",
        "timeline": [
            {"step": "application_submitted", "at": "2026-05-04T09:12:00-05:00"},
            {"step": "site_inspection_passed", "at": "2026-05-13T14:40:00-05:00"},
            {"step": "permit_issued", "at": "2026-05-15T08:00:00-05:00"},
        ],
    },
)


def test_a_date_said_of_a_step_is_held_to_that_steps_moment() -> None:
    answer = "The site inspection passed on May 14, and the permit was issued on May 15."
    report = checked(answer, PERMIT, language="en", system="Today is May 18, 2026.")
    assert witness_of(report, "fact_mismatch").pointer == "/timeline/1/at", show(report)


def test_the_steps_own_date_is_no_mismatch() -> None:
    answer = "The site inspection passed on May 13, and the permit was issued on May 15."
    report = checked(answer, PERMIT, language="en", system="Today is May 18, 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_said_of_a_step_in_chinese() -> None:
    answer = "现场检查已于 **5月14日** 通过，许可证 5月15日 签发。"
    report = checked(answer, PERMIT, language="zh", system="今天是2026年5月18日。")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a call for the denied thing that came back empty ----------------------------------------


def test_an_empty_list_of_the_denied_thing_outweighs_another_calls_state() -> None:
    order = ("get_order", {"order_no": "SO-88"}, {"order_no": "SO-88", "status": "paid"})
    invoices = ("list_invoices", {"order_no": "SO-88"}, {"order_no": "SO-88", "items": []})
    answer = "款项已付，订单名下发票为空。"
    report = checked(answer, order, invoices, language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- a line item named without its bracketed qualifier --------------------------------------

STATEMENT = (
    "get_statement",
    {"statement_no": "ST-7"},
    {
        "lines": [
            {"type": "receipt", "desc": "入库货款（含税）", "doc_count": 12, "amount_fen": 5400000},
            {"type": "return", "desc": "门店退货（破损）", "doc_count": 3, "amount_fen": -12000},
            {"type": "fee", "desc": "条码费", "amount_fen": -5000},
        ]
    },
)


def test_a_count_in_a_row_named_without_its_qualifier_is_that_rows_field() -> None:
    answer = "| 项目 | 金额 |\n|---|---|\n| 门店退货（3 张，破损） | −120.00 元 |"
    report = checked(answer, STATEMENT, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a month an output's text names; a fiscal year is no month ------------------------------

IIP = (
    "get_index",
    {"series": "IPI"},
    {
        "base_year": "2015-16",
        "month": "2025-06",
        "general": 152.3,
        "release_note": "Las cifras de junio de 2025 son una estimación rápida. El índice "
        "revisado de mayo de 2025 muestra un crecimiento del 1,9 % interanual.",
    },
)


def test_a_month_an_outputs_text_names_is_no_misstated_month() -> None:
    answer = "Como comparación, el índice revisado de mayo de 2025 creció un 1,9 %."
    report = checked(answer, IIP, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a table's last row summing the rows above it -------------------------------------------

TRIP = (
    "get_trip_settlement",
    {"trip_id": "TR-5"},
    {
        "trip_id": "TR-5",
        "freight_cents": 200000,
        "advance": {"amount_cents": 70000},
        "deductions": [{"type": "card_fee", "amount_cents": -7000}],
        "balance": {"status": "scheduled", "payout_date": "2026-07-17"},
    },
)

_TABLE = (
    "\n\n| Item | Amount |\n|---|---|\n| Freight | $2,000.00 |\n| Advance | − $700.00 |\n"
    "| Card fee | − $70.00 |\n| **Balance** | **$1,230.00** |"
)


def test_an_amount_the_answers_table_totals_is_verified() -> None:
    answer = "**Balance due: $1,230.00**, paid out on July 17." + _TABLE
    report = checked(answer, TRIP, language="en", system="Today is July 15, 2026.")
    assert _status_of(report, "Balance due") == "verified", show(report)


def test_an_amount_the_table_does_not_total_is_not_verified() -> None:
    answer = "**Balance due: $1,250.00**, paid out on July 17." + _TABLE
    report = checked(answer, TRIP, language="en", system="Today is July 15, 2026.")
    assert _status_of(report, "Balance due") != "verified", show(report)


# ---- an outcome that applies a stated rule with its figure -----------------------------------

CART = ("get_cart", {"cart_id": "K-3"}, {"cart_id": "K-3", "subtotal_cents": 31000, "items": 4})
SHOP_RULES = (
    "Today is March 3, 2026. Orders over $250 ship free; smaller orders pay $9.95 for shipping."
)


def test_an_outcome_that_applies_the_rule_with_its_figure_is_supported() -> None:
    answer = "Your cart is $310, over the $250 mark, so you won't pay for shipping."
    report = checked(answer, CART, language="en", system=SHOP_RULES)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_the_rule_does_not_speak_of_is_still_foretold() -> None:
    answer = "Your cart is $310, over the $250 mark, so the order will arrive before Friday."
    report = checked(answer, CART, language="en", system=SHOP_RULES)
    assert "inference_as_fact" in kinds(report), show(report)


def test_an_outcome_that_applies_the_rule_in_chinese() -> None:
    answer = "按规定，晚到超过20分钟预约才会作废，你晚到8分钟预约也不会作废。"
    show_ = ("get_show", {"show_id": "S-1"}, {"show_id": "S-1", "call_time": "09:30"})
    report = checked(
        answer,
        show_,
        language="zh",
        system="今天是2026年4月14日。体检当天晚到超过20分钟的，预约自动作废，需重新排号。",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- the state "submitted" in four languages --------------------------------------------------

FILINGS = (
    "get_quarterly_filings",
    {"permit_id": "GW-7"},
    {
        "items": [
            {"item": "flow meter log", "status": "submitted"},
            {"item": "water quality report", "status": "submitted"},
            {"item": "level report A", "status": "submitted"},
            {"item": "level report B", "status": "overdue"},
            {"item": "calibration certificate", "status": "overdue"},
        ]
    },
)


def test_a_count_of_filings_submitted_in_hindi() -> None:
    answer = "5 में से 4 फ़ाइलें जमा हो चुकी हैं।"
    report = checked(answer, FILINGS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_count_of_filings_submitted_in_spanish() -> None:
    answer = "De los 5 documentos, 4 ya están presentados."
    report = checked(answer, FILINGS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_filings_submitted_holds() -> None:
    answer = "5 में से 3 फ़ाइलें जमा हो चुकी हैं।"
    report = checked(answer, FILINGS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_state_denied_in_its_own_clause_leaves_the_other_said() -> None:
    course = (
        "get_enrollment",
        {"student_id": "ST-3"},
        {"skills_check": {"result": "pending_instructor_review"}},
    )
    answer = "You did pass the skills check; the instructor hasn't submitted the results yet."
    report = checked(answer, course, language="en")
    assert "fact_mismatch" in kinds(report), show(report)
