"""Classes fixed in session 34, each example written for these tests (none taken from a data
set). Beside a test that asserts nothing is flagged stands a control that asserts the same
check still flags the wrong answer.

Claims and times
- "between 7:15 and 8:45", "entre las 7:15 y las 8:45", "between $30 and $55" is one range:
  its "and" joins no two claims.
- A clock time before a colon that ends a line ("... until 16:30:") is a time.
- A value alone before "and" ("2204 and 2310 are still open") is one of two subjects,
  not a clause of its own.

Values
- An amount said per a unit ("$6 per square foot") times a quantity in that unit ("180
  square feet") is the priced amount.
- A shortened name ("Marlow Freight") that several records hold in full names them all.
- Names a list joins ("2204 and 2310") do not bind one another, nor does a value said
  after the list bind one of them.
- An amount tied to nothing that is a slip of the one amount the outputs hold is that
  amount misread.
- A figure the label names by a concept ("漏检了5次" and ``missed_count``) that only a sum
  of that field and another unnamed one makes is the field misread.
- In Chinese "约" right before a figure makes it approximate; "分" alone is no minute.

Counts
- A count of states the clause names together ("shipped (delivered or on the way)") is the
  sum of their fields.
- A count of items in a part of the day ("in the morning") and of a language the claim
  names ("en francés") reads the items' clock times and language codes.

Absence
- A claim that states the field's own figure ("its 1.5 hectares are not counted") does not
  deny the field a value.
- A denial said of the record the claim names, which holds nothing, has no witness in
  another record.
- A language named in the answer's words ("en francés", "英语") is the code an output gives.
- "ninguna", "not a single" deny each; items an aside names do not narrow the denial.
- A key of what can be done (``engravable``) is named by its verb ("engraved"); "none of
  these" beside one flag false and others true has a witness.

Inference and actions
- A cause that states a figure an output keeps under a key the cause names ("returned 3
  days late" and ``late_days: 3``) is the output's.
- Spanish "he dejado X en reserva", "dejé X bloqueada" is an act of booking.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- claims and times -------------------------------------------------------------------------

PICKUP = (
    "get_pickup_slot",
    {"ticket": "RP-88"},
    {"ticket": "RP-88", "slot": {"from": "07:15", "to": "08:45"}, "desk": "North counter"},
)


def test_a_range_between_two_ends_is_one_claim() -> None:
    for answer, language in (
        ("Your ticket RP-88 can be collected at the North counter between 7:15 and 8:45.", "en"),
        ("Tu ticket RP-88 se recoge en el North counter entre las 7:15 y las 8:45.", "es"),
    ):
        report = checked(answer, PICKUP, language=language)
        assert len(report.claims) == 1, show(report)
        assert report.action == "emit", show(report)


def test_a_range_moved_by_an_hour_is_caught() -> None:
    report = checked(
        "Tu ticket RP-88 se recoge en el North counter entre las 8:15 y las 9:45.",
        PICKUP,
        language="es",
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_time_before_a_closing_colon_is_a_time() -> None:
    ok = checked("Pickup for RP-88 runs from 7:15 to 8:45:\n\n- bring the ticket", PICKUP)
    assert ok.action == "emit", show(ok)
    wrong = checked("Pickup for RP-88 runs from 7:15 to 9:45:\n\n- bring the ticket", PICKUP)
    assert "fact_mismatch" in kinds(wrong), show(wrong)


# ---- values -----------------------------------------------------------------------------------

TUTORS = (
    "list_tutors",
    {"subject": "chemistry"},
    {
        "tutors": [
            {"name": "Ines Varga", "rate_cents": 4000},
            {"name": "Tom Okafor", "rate_cents": 3200},
        ]
    },
)


def test_a_price_per_unit_times_a_quantity_in_that_unit() -> None:
    report = checked(
        "**Ines Varga**: $40 per hour → **$120** for 3 hours\n"
        "**Tom Okafor**: $32 per hour → **$96** for 3 hours",
        TUTORS,
        user="What would 3 hours cost?",
    )
    assert report.action == "emit", show(report)
    assert all(c.status == "verified" for c in report.claims), show(report)


def test_a_price_per_unit_times_a_quantity_it_does_not_make() -> None:
    report = checked(
        "**Ines Varga**: $40 per hour → **$140** for 3 hours",
        TUTORS,
        user="What would 3 hours cost?",
    )
    assert not all(c.status == "verified" for c in report.claims), show(report)


FREIGHT = (
    "list_shipments",
    {"account": "AC-5"},
    {
        "shipments": [
            {
                "ref": "2204",
                "carrier": "Marlow Freight Ltd.",
                "charge_cents": 31000,
                "due": "2026-03-09",
            },
            {"ref": "2219", "carrier": "Ostend Lines", "charge_cents": 9500, "due": "2026-03-11"},
            {
                "ref": "2310",
                "carrier": "Marlow Freight Ltd.",
                "charge_cents": 48000,
                "due": "2026-03-17",
            },
        ]
    },
)


def test_a_shortened_name_two_records_hold_names_both() -> None:
    report = checked(
        "| Ref | Carrier | Charge |\n|---|---|---|\n| 2310 | Marlow Freight | $480.00 |", FREIGHT
    )
    assert report.action == "emit", show(report)


def test_a_row_with_another_records_charge_is_still_caught() -> None:
    report = checked(
        "| Ref | Carrier | Charge |\n|---|---|---|\n| 2310 | Ostend Lines | $95.00 |", FREIGHT
    )
    assert report.action != "emit", show(report)


def test_names_a_list_joins_do_not_bind_each_other() -> None:
    report = checked("2204 and 2310 are still on their way, due March 9 and March 17.", FREIGHT)
    assert report.action == "emit", show(report)


PAYOUT = (
    "get_refund",
    {"case": "RF-1207"},
    {"case": "RF-1207", "state": "sent", "refund_paise": 73150, "sent_to": "wallet"},
)


def test_an_amount_tied_to_nothing_that_slips_the_one_amount() -> None:
    report = checked("Done: ₹713.50 has reached your wallet.", PAYOUT)
    assert witness_of(report, "fact_mismatch").pointer == "/refund_paise", show(report)


def test_the_one_amount_itself_is_verified() -> None:
    report = checked("Done: ₹731.50 has reached your wallet.", PAYOUT)
    assert report.action == "emit", show(report)


PATROL = (
    "get_patrol_log",
    {"site": "Depot 3", "month": "2026-02"},
    {"summary": {"rounds_planned": 28, "completed": 22, "missed_count": 5, "waived": 1}},
)


def test_a_label_named_field_that_only_a_sum_makes() -> None:
    wrong = checked("2月份巡检一共漏检了6次。", PATROL, language="zh")
    assert witness_of(wrong, "count_mismatch").pointer == "/summary/missed_count", show(wrong)
    ok = checked("2月份巡检一共漏检了5次。", PATROL, language="zh")
    assert ok.action == "emit", show(ok)


RANKS = (
    "get_cutoff",
    {"college": "东岭学院"},
    {"college": "东岭学院", "cutoff_score": 571, "cutoff_rank": 33120},
)
CANDIDATE = "你是升学助手。考生本人成绩562分，全省位次38,905。"


def test_chinese_approximate_gap_to_a_context_figure() -> None:
    ok = checked(
        "东岭学院：比录取线低9分，位次落后约5,800名。", RANKS, system=CANDIDATE, language="zh"
    )
    assert ok.action == "emit", show(ok)
    wrong = checked(
        "东岭学院：比录取线低9分，位次落后约8,800名。", RANKS, system=CANDIDATE, language="zh"
    )
    assert ok.action == "emit" and wrong.action != "emit", show(wrong)


# ---- counts -----------------------------------------------------------------------------------

PARCELS = (
    "get_campaign",
    {"id": "CM-3"},
    {"id": "CM-3", "recipients": 60, "by_status": {"delivered": 31, "in_transit": 14, "held": 15}},
)


def test_a_count_of_states_named_together() -> None:
    ok = checked("45 of the 60 have shipped (delivered or on the way).", PARCELS)
    assert ok.action == "emit", show(ok)


def test_a_count_of_states_named_together_that_is_off() -> None:
    wrong = checked("48 of the 60 have shipped (delivered or on the way).", PARCELS)
    assert wrong.action != "emit", show(wrong)


TASTINGS = (
    "list_sessions",
    {"date": "2026-06-13"},
    {
        "sessions": [
            {"id": "T1", "time": "10:00", "language": "fr", "places": 6},
            {"id": "T2", "time": "11:30", "language": "de", "places": 9},
            {"id": "T3", "time": "11:00", "language": "fr", "places": 2},
            {"id": "T4", "time": "17:00", "language": "fr", "places": 8},
        ]
    },
)


def test_a_count_in_a_part_of_the_day_and_a_language() -> None:
    ok = checked(
        "El sábado por la mañana hay dos sesiones en francés: a las 10:00 y a las 11:00.",
        TASTINGS,
        language="es",
    )
    assert ok.action == "emit", show(ok)


# ---- absence ----------------------------------------------------------------------------------

PLOTS = (
    "get_survey",
    {"id": "SV-8"},
    {
        "plots": [
            {"plot": "P1", "hectares": 4.0, "eligible": True},
            {"plot": "P2", "hectares": 1.5, "eligible": False},
            {"plot": "P3", "hectares": 2.5, "eligible": True},
        ]
    },
)


def test_a_claim_stating_the_fields_own_figure_does_not_deny_it() -> None:
    report = checked(
        "योग्य क्षेत्र 6.5 hectare है। P2 के 1.5 hectare इसमें शामिल नहीं हैं।", PLOTS, language="hi"
    )
    assert "false_absence" not in kinds(report), show(report)


STOCK = (
    "check_stock",
    {"skus": ["Cedar Balm 50ml", "Pine Soap"]},
    {
        "items": [
            {"sku": "Cedar Balm 50ml", "units_in_stock": 0, "restock": "2026-05-02"},
            {"sku": "Pine Soap", "units_in_stock": 40, "restock": None},
        ]
    },
)


def test_a_denial_said_of_the_named_record_that_holds_nothing() -> None:
    report = checked("**Cedar Balm 50ml:** stock is zero right now, back on May 2.", STOCK)
    assert "false_absence" not in kinds(report), show(report)


TOURS = (
    "list_departures",
    {"route": "old-town"},
    {
        "departures": [
            {"id": "OT-1", "time": "10:00", "language": "es", "seats_left": 12},
            {"id": "OT-2", "time": "12:00", "language": "fr", "seats_left": 4},
        ]
    },
)


def test_a_language_named_in_the_answers_words() -> None:
    wrong = checked("No hay ninguna salida en francés, lo siento.", TOURS, language="es")
    assert witness_of(wrong, "false_absence").pointer == "/departures/1/language", show(wrong)
    ok = checked("No hay ninguna salida en alemán, lo siento.", TOURS, language="es")
    assert "false_absence" not in kinds(ok), show(ok)


ROOMS = (
    "list_rooms",
    {"date": "2026-09-05"},
    {
        "rooms": [
            {"name": "Sala Roble", "capacity": 20, "available": False},
            {"name": "Sala Olivo", "capacity": 12, "available": True},
            {"name": "Sala Pino", "capacity": 8, "available": False},
        ]
    },
)


def test_a_denial_of_every_one_is_not_narrowed_by_an_aside() -> None:
    report = checked(
        "El sábado no queda ninguna sala libre: la Sala Roble y la Sala Pino ya están reservadas.",
        ROOMS,
        language="es",
    )
    assert witness_of(report, "false_absence").pointer == "/rooms/1/available", show(report)


TROPHIES = (
    "search_trophies",
    {"max_price_cents": 6000},
    {
        "results": [
            {
                "name": "Glass star",
                "price_cents": 4500,
                "engravable": {"base": True, "plate": False},
            },
            {
                "name": "Brass cup",
                "price_cents": 5200,
                "engravable": {"base": False, "plate": False},
            },
        ]
    },
)


def test_a_key_of_what_can_be_done_is_named_by_its_verb() -> None:
    wrong = checked("None of these can be engraved, unfortunately.", TROPHIES)
    assert "false_absence" in kinds(wrong), show(wrong)


# ---- inference and actions --------------------------------------------------------------------

LOCKER = (
    "get_locker_rental",
    {"id": "LK-5"},
    {"id": "LK-5", "late_days": 3, "late_fee_cents": 900, "deposit_cents": 3000},
)


def test_a_cause_stating_a_figure_the_output_keeps_under_its_key() -> None:
    ok = checked("因为晚还了3天，从押金里扣了9元。", LOCKER, language="zh")
    assert "inference_as_fact" not in kinds(ok), show(ok)


def test_a_cause_no_output_gives_is_still_flagged() -> None:
    wrong = checked("因为柜门被损坏了，从押金里扣了9元。", LOCKER, language="zh")
    assert "inference_as_fact" in kinds(wrong), show(wrong)


def test_spanish_leaving_a_thing_on_hold_is_an_act() -> None:
    check_only = ("check_venue", {"date": "2026-07-18"}, {"date": "2026-07-18", "free": True})
    report = checked(
        "La fecha está libre. Te he dejado el 18 de julio en pre-reserva durante 5 días.",
        check_only,
        language="es",
        tools=["hold_venue"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


WORKSHOPS = (
    "list_workshops",
    {"month": "2026-04"},
    {
        "workshops": [
            {"id": "W1", "title": "Paper kites", "min_age": 7, "seats": 10},
            {"id": "W2", "title": "Intro to soldering", "min_age": 14, "seats": 6},
            {"id": "W3", "title": "Clay animals", "min_age": 5, "seats": 8},
            {"id": "W4", "title": "Pinhole cameras", "min_age": 9, "seats": 12},
        ]
    },
)


def test_a_count_of_items_open_to_an_age() -> None:
    ok = checked("Three of the four are open to a 9-year-old.", WORKSHOPS)
    assert ok.action == "emit", show(ok)
    wrong = checked("Only two of the four are open to a 9-year-old.", WORKSHOPS)
    assert "count_mismatch" in kinds(wrong), show(wrong)


TANK = (
    "get_tank",
    {"tank": "T7"},
    {"latest": {"ph": 7.9, "nitrite_mg_l": 0.18}, "alarms": [{"type": "ph_high", "value": 8.65}]},
)


def test_one_step_of_arithmetic_is_shown_rounded_not_cut() -> None:
    wrong = checked("The alarm fired when pH reached 8.4; nitrite is at 0.18 mg/L now.", TANK)
    assert report_has_no_verified_value(wrong, "8.4"), show(wrong)


def report_has_no_verified_value(report, text: str) -> bool:  # type: ignore[no-untyped-def]
    return not any(c.status == "verified" and text in c.text for c in report.claims)


REPAIR = (
    "get_restoration_job",
    {"job": "GL-31"},
    {
        "job": "GL-31",
        "status": "in_progress",
        "notes": [{"text": "Kiln was down Monday. Resuming the restoration on Thursday morning."}],
    },
)
TODAY_WEDNESDAY = "Today is Wednesday, 4 March 2026."


def test_a_time_a_note_gives_for_something_else_grounds_no_prediction() -> None:
    wrong = checked(
        "He'll have the finished panels to you by Thursday evening.",
        REPAIR,
        system=TODAY_WEDNESDAY,
    )
    assert "inference_as_fact" in kinds(wrong), show(wrong)


def test_a_time_a_note_gives_for_the_same_thing_grounds_it() -> None:
    said = (
        "get_restoration_job",
        {"job": "GL-31"},
        {"job": "GL-31", "notes": [{"text": "The finished panels will ship on 10 March."}]},
    )
    ok = checked("The finished panels will ship on March 10.", said, system=TODAY_WEDNESDAY)
    assert "inference_as_fact" not in kinds(ok), show(ok)


TRANSFER = (
    "get_transfer",
    {"id": "TR-77"},
    {
        "id": "TR-77",
        "state": "rejected",
        "reason_code": "COMPLIANCE_HOLD_REJECTED",
        "reason_detail": None,
        "beneficiary": {"name": "Orla Byrne", "added_at": "2026-01-14T08:02:00Z"},
    },
)


def test_a_cause_beside_an_output_reason_that_gives_another() -> None:
    wrong = checked(
        "It was rejected because Orla Byrne was only added as a beneficiary that morning.",
        TRANSFER,
    )
    assert "inference_as_fact" in kinds(wrong), show(wrong)


def test_a_cause_in_the_words_of_the_outputs_reason() -> None:
    ok = checked("It was rejected because of a compliance hold.", TRANSFER)
    assert "inference_as_fact" not in kinds(ok), show(ok)


INVOICE = (
    "get_invoice",
    {"month": "2026-02"},
    {"month": "2026-02", "guards": 14, "days": 28, "amount_inr": 48200},
)


def test_an_amount_foretold_for_the_next_period_from_a_past_one() -> None:
    wrong = checked(
        "March में भी 14 guards ही हैं, तो अगला bill फिर से ₹48,200 ही आएगा।", INVOICE, language="hi"
    )
    assert "inference_as_fact" in kinds(wrong), show(wrong)


DRILLS = (
    "list_late_arrivals",
    {"min_late": 2, "window_days": 60},
    {
        "members": [
            {"name": "Ruth Anand", "late": 5, "last_late_at": "2026-02-20T09:40:00Z"},
            {"name": "Dev Malhotra", "late": 3, "last_late_at": "2026-02-18T09:25:00Z"},
            {"name": "Ines Carvalho", "late": 2, "last_late_at": "2026-02-26T09:15:00Z"},
            {"name": "Omar Sheikh", "late": 2, "last_late_at": "2026-02-11T09:05:00Z"},
        ],
        "total": 4,
    },
)
TODAY_MARCH = "Today is Monday, 2 March 2026."


def test_most_recently_with_a_date_is_said_of_its_own_item() -> None:
    report = checked(
        "- **Ruth Anand** – late 5 times, most recently Feb 20\n"
        "- **Dev Malhotra** – late 3 times, most recently Feb 18",
        DRILLS,
        system=TODAY_MARCH,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_bound_said_with_or_more_is_no_quantity_of_the_items() -> None:
    wrong = checked(
        "Five people have been late two or more times in the last 60 days.\n"
        "- **Ruth Anand** – 5 times\n- **Dev Malhotra** – 3 times",
        DRILLS,
        system=TODAY_MARCH,
    )
    assert "count_mismatch" in kinds(wrong), show(wrong)


def _pool_robot(runs: list[dict[str, object]]) -> tuple[tuple[str, dict[str, str], object], ...]:
    return (
        ("get_cleaning_log", {"device_id": "pool_07", "since": "2026-05-02"}, {"records": runs}),
        (
            "get_device_status",
            {"device_id": "pool_07"},
            {"device_id": "pool_07", "name": "泳池清洁机器人", "state": "docked"},
        ),
    )


def test_a_denial_of_the_named_devices_history_beside_it() -> None:
    history = [{"run_id": "R-11", "start": "2026-05-02T21:00:00+08:00", "status": "completed"}]
    said = "从昨晚到现在，没有查到泳池清洁机器人的任何清洁记录。"
    wrong = checked(said, *_pool_robot(history), language="zh")
    assert "false_absence" in kinds(wrong), show(wrong)
    ok = checked(said, *_pool_robot([]), language="zh")
    assert "false_absence" not in kinds(ok), show(ok)


def test_a_capitalised_conjunction_inside_a_name_cuts_no_claim() -> None:
    gear = (
        "list_frames",
        {"kind": "tent"},
        {
            "frames": [
                {"name": "Aero Pro Plus", "weight_g": 310},
                {"name": "Aero Lite", "weight_g": 280},
            ]
        },
    )
    report = checked("- **Frame 2** – Aero Pro Plus: 310 g", gear)
    assert len(report.claims) == 1, show(report)
    assert report.action == "emit", show(report)


def _roster(listed: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_night_roster",
        {"date": "2026-03-03"},
        {"date": "2026-03-03", listed: [{"guard": "Leela Nair", "post": "Loading dock"}]},
    )


def test_the_items_of_a_list_of_what_lacked_witness_no_presence() -> None:
    said = "Last night nobody was at the loading dock."
    ok = checked(said, _roster("absent"))
    assert "false_absence" not in kinds(ok), show(ok)
    wrong = checked(said, _roster("on_duty"))
    assert "false_absence" in kinds(wrong), show(wrong)


def _certificate(url: object) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_course_record",
        {"learner": "LR-204"},
        {"learner": "LR-204", "course": "Forklift safety", "certificate": {"pdf_url": url}},
    )


def test_a_thing_said_not_made_yet_that_an_output_holds() -> None:
    said = "You passed Forklift safety, but the certificate hasn't been issued yet."
    wrong = checked(said, _certificate("https://certs.example/LR-204.pdf"))
    assert "false_absence" in kinds(wrong), show(wrong)
    ok = checked(said, _certificate(None))
    assert "false_absence" not in kinds(ok), show(ok)


CEMENT = (
    "get_quote",
    {"item": "cement"},
    {"item": "cement", "price_inr": 410, "valid_till": "2026-03-10", "note": "indicative"},
)


def test_hindi_aur_before_a_word_of_degree_joins_no_clauses() -> None:
    report = checked(
        "यह quote 10 मार्च तक valid है और उसके बाद cement और महंगा होकर ₹430 का हो जाएगा।",
        CEMENT,
        language="hi",
    )
    texts = [c.text for c in report.claims]
    assert any("cement और महंगा" in t for t in texts), show(report)  # "and" cut, "more" kept
    assert any(t.startswith("यह quote 10 मार्च") and "cement" not in t for t in texts), show(report)


def _shipment(eta: object) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_shipment",
        {"id": "EN-5"},
        {"id": "EN-5", "status": "en_ruta", "eta": eta, "updated_at": "2026-03-03T08:00:00-05:00"},
    )


def test_spanish_an_arrival_said_in_the_present_is_foretold() -> None:
    said = "Tu pedido EN-5 te llega el jueves 5 por la tarde."
    today = "Hoy es martes, 3 de marzo de 2026."
    wrong = checked(said, _shipment(None), system=today, language="es")
    assert "inference_as_fact" in kinds(wrong), show(wrong)
    ok = checked(said, _shipment("2026-03-05"), system=today, language="es")
    assert "inference_as_fact" not in kinds(ok), show(ok)
