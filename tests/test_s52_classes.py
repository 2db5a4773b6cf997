"""Failure classes of session 52 (examples written for these tests).

- "under your member ID": a preposition before an identifier bounds nothing; in English
  and Spanish the field a denial compares with follows the comparator ("over the limit").
- A denial of a kind the list lacks ("no mural commission") beside items that each say
  their kind, which the answer names: the items are no witness against it.
"""

from __future__ import annotations

from nyaya.evidence.fold import fold
from runkit import checked, kinds, show, witness_of

# ---- a preposition before an identifier, and the side a bound is on ----

CLIMBS = (
    "get_climb_log",
    {"member_id": "GYM-2231"},
    {
        "member_id": "GYM-2231",
        "total_climbs": 2,
        "climbs": [
            {"n": 1, "date": "2025-03-02", "route": "Blue Arete", "height_m": 14},
            {"n": 2, "date": "2025-03-09", "route": "Red Slab", "height_m": 12},
        ],
    },
)


def test_nothing_logged_under_an_id_is_denied_of_the_log() -> None:
    answer = "Your log: there are no climbs recorded under your member ID yet."
    report = checked(answer, CLIMBS, language="en")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer.startswith("/climbs")


def test_a_denial_past_a_bound_field_still_compares_figures() -> None:
    answer = "None of your climbs was over the height limit of the wall."
    report = checked(answer, CLIMBS, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a denial of a kind the list does not hold ----

COMMISSIONS = (
    "list_commissions",
    {"client_id": "CL-77"},
    {
        "client_id": "CL-77",
        "commissions": [
            {"commission_id": "CM-104", "type": "portrait", "status": "in_progress"},
        ],
        "total": 1,
    },
)


def test_a_kind_of_commission_the_list_lacks_is_no_false_absence() -> None:
    answer = (
        "I can't find a mural commission for you. The only one on file is the portrait "
        "(CM-104), which is in progress."
    )
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_una_clase_de_encargo_que_la_lista_no_tiene() -> None:
    answer = (
        "No encuentro ninguna comisión de escultura a tu nombre; la única que tenemos es "
        "el portrait CM-104, en curso."
    )
    report = checked(answer, COMMISSIONS, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_the_kind_the_list_holds_is_still_caught() -> None:
    answer = "I can't find a portrait commission for you; nothing is in progress."
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_whose_kind_is_unnamed_by_the_answer_is_still_caught() -> None:
    answer = "I can't find a mural commission for you."
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a year in prose scales nothing; a share is no quantity of days ----


def _status_of(report: object, needle: str) -> str:
    claims = [c for c in report.claims if needle in c.text]  # type: ignore[attr-defined]
    assert claims, needle
    return str(claims[0].status)


def test_a_year_written_in_a_text_is_no_divisor() -> None:
    notice = (
        "get_event_notice",
        {"event": "harbour-10k"},
        {"event": "harbour-10k", "notice": "Harbour 10K 2025: the course is now confirmed."},
    )
    answer = "Your finisher's medal is posted within 5 days of the race."
    report = checked(answer, notice, language="en")
    assert _status_of(report, "medal") != "verified", show(report)


def test_days_are_not_the_percent_a_text_gives() -> None:
    terms = (
        "get_terms",
        {"topic": "late"},
        {"topic": "late", "text": "A late payment adds a surcharge of 45% of the invoice."},
    )
    answer = "You have 45 days to settle the invoice."
    report = checked(answer, terms, language="en")
    assert _status_of(report, "45 days") != "verified", show(report)


def test_a_percent_a_text_gives_is_still_read() -> None:
    terms = (
        "get_terms",
        {"topic": "late"},
        {"topic": "late", "text": "A late payment adds a surcharge of 45% of the invoice."},
    )
    answer = "A late payment adds 45% to the invoice."
    report = checked(answer, terms, language="en")
    assert _status_of(report, "45%") == "verified", show(report)


# ---- a provision printed as a titled point, as a record, or past the last one ----

CARE_POLICY = (
    "get_policy",
    {"slug": "bike-servicing"},
    {
        "slug": "bike-servicing",
        "body": (
            "SERVICING TERMS\n\n1. Booking. Services are booked online and confirmed by text.\n\n"
            "2. Parts. Worn parts are replaced only with your approval.\n\n"
            "3. Collection. Bikes left over 14 days after completion are charged storage.\n\n"
            "4. Warranty. Labour is covered against faults for the life of the frame."
        ),
    },
)


def test_a_titled_point_said_to_give_a_figure_it_lacks() -> None:
    answer = (
        "Your service is booked. Section 4 also gives members 20% off labour on a repeat visit."
    )
    report = checked(answer, CARE_POLICY, language="en")
    assert "source_fabrication" in kinds(report), show(report)
    assert witness_of(report, "source_fabrication").pointer == "/body"


def test_a_titled_point_said_to_give_its_own_figure_passes() -> None:
    answer = "Section 3 gives you 14 days after completion before storage is charged."
    report = checked(answer, CARE_POLICY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


HIRE_TERMS = (
    "get_contract",
    {"contract_id": "HC-88"},
    {
        "contract_id": "HC-88",
        "terms_text": (
            "5. CANCELLATION\n5.1 By Hirer. Cancel up to 21 days before the event for a full "
            "refund less the $120 admin fee.\n5.2 By Weather. If a storm warning stops the "
            "event, the hirer may move the date once within 6 months.\n6. DAMAGE\n6.1 The "
            "hirer pays for damage beyond fair wear."
        ),
    },
)


def test_a_numbered_heading_holds_its_parts_and_not_the_next_heading() -> None:
    answer = "Clause 5 also promises that refunds reach your card inside 15 working days."
    report = checked(answer, HIRE_TERMS, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_figure_of_a_part_of_the_heading_is_its_own() -> None:
    answer = "Clause 5 gives you up to 6 months to move the date if a storm warning stops it."
    report = checked(answer, HIRE_TERMS, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


PERMIT = (
    "get_permit",
    {"permit_id": "EV-2207"},
    {
        "permit_id": "EV-2207",
        "conditions": [
            {"no": 1, "text": "Amplified sound must stop at 22:00 on every night of the fair."},
            {"no": 2, "text": "Stewards must keep the north gate clear for ambulances."},
            {"no": 3, "text": "Litter must be cleared from the green by noon the next day."},
        ],
        "notes": "Gate 5 stays locked during the fair.",
    },
)


def test_a_condition_held_as_a_record_lacks_the_figure_said_of_it() -> None:
    answer = "Condition 2 also requires 40 stewards at the north gate at all times."
    report = checked(answer, PERMIT, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_condition_held_as_a_record_gives_its_own_figure() -> None:
    answer = "Condition 1 requires amplified sound to stop at 22:00 every night."
    report = checked(answer, PERMIT, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_condition_past_the_numbered_records_was_never_read() -> None:
    answer = "La condición 5 del permiso exige una fianza de 300 € por la feria."
    report = checked(answer, PERMIT, language="es")
    assert "source_fabrication" in kinds(report), show(report)


# ---- Spanish "dejar" before a participle reports the act done ----

SLOTS = (
    "list_tasting_slots",
    {"date": "2025-06-14"},
    {"date": "2025-06-14", "slots": [{"slot_id": "TS-11", "time": "12:00", "free": 6}]},
)


def test_hemos_dejado_marcada_without_the_call() -> None:
    answer = "Hemos dejado marcada tu reserva TS-11 como pagada."
    report = checked(answer, SLOTS, language="es", tools=["mark_paid"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_he_dejado_anotadas_without_the_call() -> None:
    answer = "He dejado anotadas las seis plazas de la cata del sábado a las 12:00."
    report = checked(answer, SLOTS, language="es", tools=["book_tasting"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_te_dejo_reservada_after_the_booking_call() -> None:
    booked = ("book_tasting", {"slot_id": "TS-11", "people": 6}, {"booking_id": "BK-88"})
    answer = "Listo, Marta: te he dejado reservada la cata del sábado a las 12:00 (BK-88)."
    report = checked(answer, SLOTS, booked, language="es")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_dejar_an_object_somewhere_is_no_act_of_a_tool() -> None:
    answer = "He dejado la hoja de cata en recepción; el sábado a las 12:00 hay 6 plazas."
    report = checked(answer, SLOTS, language="es", tools=["book_tasting"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a future in a later clause leaves an act reported done ----

ORDERS = (
    "get_order",
    {"order_id": "SO-5120"},
    {"order_id": "SO-5120", "lines": [{"sku": "LMP-2", "qty": 30}], "status": "open"},
)


def test_a_passive_act_done_to_the_user_before_a_later_future() -> None:
    answer = "आपके कहने पर ऑर्डर SO-5120 रद्द कर दिया गया है; पैसे 5 दिन में आपके खाते में लौट आएँगे।"
    report = checked(answer, ORDERS, language="hi", tools=["cancel_order"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_the_same_act_with_its_call_passes() -> None:
    cancelled = ("cancel_order", {"order_id": "SO-5120"}, {"status": "cancelled"})
    answer = "आपके कहने पर ऑर्डर SO-5120 रद्द कर दिया गया है; पैसे 5 दिन में आपके खाते में लौट आएँगे।"
    report = checked(answer, ORDERS, cancelled, language="hi")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_future_in_the_act_own_clause_is_still_no_deed() -> None:
    answer = "आपके कहने पर ऑर्डर SO-5120 कल रद्द कर दिया जाएगा, पैसे आपके खाते में लौट आएँगे।"
    report = checked(answer, ORDERS, language="hi", tools=["cancel_order"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a measure the record holds in a field of its unit, over a product of other figures ----

PANELS = (
    "get_panel_inspection",
    {"job_id": "PI-310"},
    {
        "job_id": "PI-310",
        "panels": [
            {"panel_id": "PNL-01", "result": "pass", "defects": []},
            {
                "panel_id": "PNL-02",
                "result": "fail",
                "defects": [{"type": "delamination", "width_mm": 22, "edge": "north"}],
            },
            {
                "panel_id": "PNL-03",
                "result": "fail",
                "defects": [{"type": "crack", "width_mm": 7, "edge": "east"}],
            },
        ],
    },
)


def test_a_measure_read_off_another_record_by_arithmetic_is_a_slip() -> None:
    answer = (
        "2 of the 3 panels failed:\n\n| Panel | Defect | Edge |\n|---|---|---|\n"
        "| PNL-02 | Delamination, 21 mm wide | north |\n| PNL-03 | Crack, 7 mm wide | east |"
    )
    report = checked(answer, PANELS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/panels/1/defects/0/width_mm"


def test_the_measure_the_record_holds_passes() -> None:
    answer = (
        "2 of the 3 panels failed:\n\n| Panel | Defect | Edge |\n|---|---|---|\n"
        "| PNL-02 | Delamination, 22 mm wide | north |\n| PNL-03 | Crack, 7 mm wide | east |"
    )
    report = checked(answer, PANELS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_measure_worked_from_the_answer_figures_alone_passes() -> None:
    answer = "PNL-02's delamination (22 mm) is 15 mm wider than PNL-03's crack (7 mm)."
    report = checked(answer, PANELS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a label number the user wrote with an abbreviated noun ----

CLEAN_SLOTS = (
    "list_cleaning_slots",
    {"from": "2025-04-07", "to": "2025-04-11"},
    {
        "slots": [
            {"slot_id": "CS-1", "start": "2025-04-08T09:00:00"},
            {"slot_id": "CS-2", "start": "2025-04-09T13:00:00"},
            {"slot_id": "CS-3", "start": "2025-04-11T10:00:00"},
        ]
    },
)


def test_a_label_number_the_user_abbreviated_counts_nothing() -> None:
    report = checked(
        "Para la parcela 31 del polígono 9 tenemos estos huecos esta semana:\n\n"
        "- martes 8, 09:00\n- miércoles 9, 13:00\n- viernes 11, 10:00",
        CLEAN_SLOTS,
        user="hola, limpieza para el pol 9 parcela 31, que huecos hay esta semana?",
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_the_user_did_not_label_is_still_weighed() -> None:
    report = checked(
        "We have 7 windows this week:\n\n- Tue 8 Apr, 09:00\n- Wed 9 Apr, 13:00\n"
        "- Fri 11 Apr, 10:00",
        CLEAN_SLOTS,
        user="hi, need the carpets cleaned at bldg 7 apt 12, what slots do you have this week?",
        language="en",
    )
    assert "count_mismatch" in kinds(report), show(report)


# ---- a figure an output gives of what comes next ----

MEMBER = (
    "get_membership",
    {"member_id": "RC-204"},
    {
        "member_id": "RC-204",
        "plan": "family_annual",
        "status": "active",
        "paid_through": "2025-12-31",
        "next_invoice_eur": 310.0,
    },
)


def test_the_next_charge_an_output_states_is_no_prediction_of_the_agent() -> None:
    answer = "You're paid up through December; your next invoice will be €310."
    report = checked(answer, MEMBER, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_figure_foretold_that_no_key_gives_is_still_a_prediction() -> None:
    answer = "You're paid up through December; your next invoice will be €290."
    report = checked(answer, MEMBER, language="en")
    assert report.action != "emit", show(report)


# ---- a figure of another stretch of the sentence, with a source of its own ----

KILN = (
    "get_kiln_assessment",
    {"job": "KR-5512"},
    {"job": "KR-5512", "hours": 3, "repairable": True, "notes": "Element 2 burnt out."},
)
CATALOGUE = (
    "get_catalogue_item",
    {"sku": "EL-2"},
    {"sku": "EL-2", "name": "Kiln element, 2.4 kW", "price_usd": 141.25, "in_stock": 4},
)


def test_a_figure_listed_from_another_source_is_not_the_cited_one() -> None:
    answer = (
        "Checked: the hours come from the technician's note on KR-5512, the $186.25 for "
        "the element plus fitting from the catalogue, and the fitting is our flat $45."
    )
    report = checked(answer, KILN, CATALOGUE, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_figure_in_the_cited_stretch_is_still_weighed() -> None:
    answer = "Checked: the hours and the $186.25 come from the technician's note on KR-5512."
    report = checked(answer, KILN, CATALOGUE, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a state beside an empty list is no free place ----

VISITS = (
    "list_site_visits",
    {"site_id": "WH-3", "status": "open"},
    {"site_id": "WH-3", "status": "open", "visits": [], "total": 0},
)
PADS = (
    "get_brake_survey",
    {"site_id": "WH-3"},
    {
        "site_id": "WH-3",
        "pads": [
            {"pad_id": "B1", "lining_mm": {"original": 12, "remaining": 4.5}},
            {"pad_id": "B2", "lining_mm": {"original": 12, "remaining": 9.0}},
        ],
    },
)


def test_the_status_a_search_asked_for_is_no_free_place() -> None:
    answer = "There are no open site visits booked for WH-3 right now."
    report = checked(answer, VISITS, PADS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_an_open_visit_listed_is_still_a_witness() -> None:
    listed = (
        "list_site_visits",
        {"site_id": "WH-3", "status": "open"},
        {"site_id": "WH-3", "visits": [{"visit_id": "V-9", "status": "open"}], "total": 1},
    )
    answer = "There are no open site visits booked for WH-3 right now."
    report = checked(answer, listed, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a name composed of a nested object's two fields ----


def _index_of(output: dict[str, object]) -> object:
    from nyaya.evidence.index import build_index
    from nyaya.formats import load_run
    from runkit import run

    data = run("-", ("list_ground_passes", {"sat": "OW-7"}, output), language="en")
    return build_index(load_run(data), [], language="en", now=None)


def test_a_name_joining_a_nested_object_fields_is_found_there() -> None:
    from nyaya.checks.values import _two_fields_named

    index = _index_of(
        {
            "passes": [
                {"pass_id": "GP-1", "station": {"code": "KRN-2", "site": "Kiruna"}},
                {"pass_id": "GP-2", "station": {"code": "KRN-3", "site": "Kiruna"}},
            ]
        }
    )
    found = _two_fields_named(index, fold("Kiruna KRN-3"))  # type: ignore[arg-type]
    assert sorted(leaf.pointer for leaf in found) == [
        "/passes/1/station/code",
        "/passes/1/station/site",
    ]


def test_two_details_of_a_list_item_make_no_name() -> None:
    from nyaya.checks.values import _two_fields_named

    index = _index_of({"passes": [{"pass_id": "GP-1", "site": "Kiruna", "code": "KRN-2"}]})
    assert _two_fields_named(index, fold("Kiruna KRN-2")) == []  # type: ignore[arg-type]


# ---- "none at all" of items a word of their own name names ----

KETTLES = (
    "search_stock",
    {"query": "steel kettle"},
    {
        "results": [
            {"sku": "KT-11", "name": "Aurel 1.7L स्टील केतली", "stock_pcs": 0},
            {"sku": "KT-14", "name": "Brio 1.5L स्टील केतली", "stock_pcs": 85},
        ],
        "total": 2,
    },
)


def test_no_item_at_all_named_by_a_word_of_their_names() -> None:
    answer = "स्टील की कोई भी केतली अभी स्टॉक में नहीं है।"
    report = checked(answer, KETTLES, language="hi")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/results/1/stock_pcs"


def test_the_one_item_named_out_of_stock_passes() -> None:
    answer = "Aurel 1.7L केतली (KT-11) अभी स्टॉक में नहीं है; Brio 1.5L के 85 पीस हैं।"
    report = checked(answer, KETTLES, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_not_in_stock_is_a_state_not_a_list_it_is_missing_from() -> None:
    for answer, language in (
        ("The Aurel 1.7L kettle (KT-11) is not in stock right now; the Brio has 85.", "en"),
        ("El hervidor Aurel 1.7L (KT-11) no está en stock ahora; del Brio hay 85.", "es"),
    ):
        report = checked(answer, KETTLES, language=language)
        assert "false_absence" not in kinds(report), show(report)


# ---- places left on a day one item holds ----

NIGHTS = (
    "list_stargazing_nights",
    {"month": "2025-08"},
    {
        "nights": [
            {"night_id": "SN-0801", "date": "2025-08-01", "places_left": 0, "status": "full"},
            {"night_id": "SN-0808", "date": "2025-08-08", "places_left": 11, "status": "open"},
            {"night_id": "SN-0815", "date": "2025-08-15", "places_left": 4, "status": "open"},
        ],
        "min_age": 9,
    },
)


def test_places_left_on_a_named_day_are_that_day_field() -> None:
    answer = "El 8 de agosto (viernes) quedan 9 plazas, y el 15 de agosto quedan 4."
    report = checked(answer, NIGHTS, language="es")
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/nights/1/places_left"


def test_places_left_as_the_day_field_says_pass() -> None:
    answer = "For Friday 8 August there are 11 places left, and 4 on 15 August."
    report = checked(answer, NIGHTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_nights_left_with_places_are_no_places_of_one_night() -> None:
    answer = "El 1 de agosto (viernes) está completo, así que quedan 2 con plazas libres."
    report = checked(answer, NIGHTS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a count whose noun the list's own record names as the kind of its items ----

TOURS = (
    "list_tour_dates",
    {"tour_code": "CANAL_CRUISE", "month": "2025-09"},
    {
        "tour_code": "CANAL_CRUISE",
        "month": "2025-09",
        "total": 3,
        "dates": [
            {"date": "2025-09-06", "seats_free": 12},
            {"date": "2025-09-13", "seats_free": 0},
            {"date": "2025-09-20", "seats_free": 7},
        ],
    },
)


def test_more_of_the_kind_than_the_list_and_its_total_hold() -> None:
    answer = "We run 5 canal cruises in September; the 6th and the 20th still have seats."
    report = checked(answer, TOURS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_as_many_of_the_kind_as_the_list_holds_pass() -> None:
    answer = "We run 3 canal cruises in September; the 6th and the 20th still have seats."
    report = checked(answer, TOURS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a key that says the zeros its numbers leave off ----

REACH = (
    "get_campaign_stats",
    {"campaign_id": "CMP-77"},
    {"campaign_id": "CMP-77", "views_000": 4820, "clicks": 15230},
)


def test_a_key_in_thousands_by_its_zeros() -> None:
    answer = "**Views:** 48.2 लाख (4,820 हज़ार)\n**Clicks:** 15,230"
    report = checked(answer, REACH, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_figure_off_by_the_scale_is_still_a_slip() -> None:
    answer = "**Views:** 52.6 लाख\n**Clicks:** 15,230"
    report = checked(answer, REACH, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- "N things of YEAR": a year is no whole ----

FEES = (
    "get_club_fees",
    {"member_id": "CL-31"},
    {
        "member_id": "CL-31",
        "fees_2024": [
            {"month": "2024-03", "amount_eur": 40, "status": "paid"},
            {"month": "2024-06", "amount_eur": 40, "status": "paid"},
            {"month": "2024-09", "amount_eur": 40, "status": "paid"},
        ],
    },
)


def test_things_of_a_year_are_no_part_of_a_whole_that_size() -> None:
    for answer, language in (
        ("Revisé las tres cuotas de 2024: todas pagadas, 40 € cada una.", "es"),
        ("I checked the three fees of 2024: all paid, €40 each.", "en"),
    ):
        report = checked(answer, FEES, language=language)
        assert "count_mismatch" not in kinds(report), show(report)


# ---- a date labelled as when something expires, against the run's one expiry ----

PASS_CARD = (
    "get_pool_pass",
    {"card_no": "PP-4410"},
    {
        "card_no": "PP-4410",
        "swims_left": 7,
        "valid_to": "2025-10-31",
        "issued_at": "2025-05-02T10:00:00+02:00",
    },
)


def test_an_expiry_the_label_names_is_the_run_one() -> None:
    for answer, language in (
        ("Te quedan 7 baños; el bono vence el 30 de noviembre.", "es"),
        ("还剩 7 次，卡的有效期到 11月30日。", "zh"),
    ):
        report = checked(answer, PASS_CARD, language=language)
        assert "fact_mismatch" in kinds(report), show(report)
        assert witness_of(report, "fact_mismatch").pointer == "/valid_to"


def test_the_expiry_as_held_passes() -> None:
    report = checked("还剩 7 次，卡的有效期到 10月31日。", PASS_CARD, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a worked-out figure half a step above the stated one rounds up ----

CONTRACT = (
    "get_player_contract",
    {"player_id": "PL-9"},
    {"player_id": "PL-9", "buyout_eur": 4000000, "signing_bonus_eur": 650000},
)


def test_a_difference_half_a_step_above_is_not_the_figure_rounded() -> None:
    answer = "**Buyout:** 3.3 million euros."
    report = checked(answer, CONTRACT, language="en")
    assert report.claims and report.claims[0].status != "verified", show(report)


def test_a_difference_below_half_a_step_is_the_figure_rounded() -> None:
    answer = "Net of the bonus, that leaves 3.4 million euros."
    report = checked(answer, CONTRACT, language="en")
    assert report.claims[0].status == "verified", show(report)


# ---- a day and its clock written together in prose ----

INSPECTION = (
    "get_permit_status",
    {"permit": "HW-88"},
    {
        "permit": "HW-88",
        "status": "pending",
        "submitted_at": "2025-05-02T09:00:00-04:00",
        "notes": "Final check needs a visit with the installer, booked 2025-05-15 14:30.",
    },
)


def test_a_day_written_with_its_clock_in_a_note_is_read() -> None:
    answer = (
        "The permit is pending; the final visit with the installer is Thursday, May 15 at 2:30 PM."
    )
    report = checked(answer, INSPECTION, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)
    assert all(c.status == "verified" for c in report.claims), show(report)


# ---- a loanword after a figure, transliterated, names the key it sounds as ----

SHIPMENT = (
    "get_shipment",
    {"order_no": "OR-5521"},
    {"order_no": "OR-5521", "pallets": 16, "gross_weight_kg": 940, "lr_no": "LR-77120"},
)


def test_a_transliterated_noun_names_the_key_it_sounds_as() -> None:
    report = checked("पैकिंग: 14 पैलेट, कुल वज़न 940 kg।", SHIPMENT, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/pallets"


def test_the_transliterated_noun_with_its_own_figure_passes() -> None:
    report = checked("पैकिंग: 16 पैलेट, कुल वज़न 940 kg।", SHIPMENT, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)
