"""Classes fixed in session 33, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Dates and times
- Two days of one month written once ("3–4 May", "May 3 and 4", "5月3、4号") are two dates;
  weekdays in brackets right after them ("(Sun–Mon)") are those days', not days near today.
- "24:00" closing a window in an output ("18:00-24:00") is midnight.

Inference
- A verb and the noun of its act share a root ("recalibrate", "recalibration"), as do forms
  a final "e" a suffix drops ("drive", "driving") and a Romance participle of either gender
  ("sustituido", "sustituida"): a prediction or a cause an output states in the other form
  is the output's.
- A date foretold with a weekday that a rule of the operator names ("paid the following
  Tuesday") follows from the rule.
- A pleasantry ("the good news is") hedges no cause given in its sentence.
- People "waiting" for a thing, a "queue", name a waitlist (``holds_queue``).
- A Chinese character pair across a particle ("出了", "是夜") is no word of a cause or a
  prediction to weigh.
- Hindi advice on a step, a verbal noun judged ("जल्दी बुक करना बेहतर रहेगा"), foretells
  nothing.
- An outcome bounded by a time to come in Chinese ("15分钟内就能到达") is foretold, whatever
  its word of ability; a key an output left null (``eta_minutes: null``) supports no
  prediction of it.

Values
- Around a range ("10:30 to 1:00") the words name both ends: no end is another field.
- A label that names a word of the field holding a time ("entrada" of ``last_entry``)
  may name it: another field it also names is no witness.
- A price with its cents and no sign ("12,50" under a "€/kg" header) is a minor-unit key's.
- A bare figure after "3 h 30 min" counts hours, not minutes; a duration of hours and minutes
  is no digit slip of a figure in minutes.
- A quoted title that keeps more than half of the record's title, in order, is that title
  shortened.
- An amount that is a rate the answer states times a figure of the record (or two of its
  figures multiplied) is priced from the record.
- A clock time said with a day that several output datetimes hold is held to the one whose
  key the label names ("validity ... 4:40" and ``valid_until``).
- The number right after a street name is the number the output's address has there, however
  it could be summed from other figures.
- The opening of a range said at the time an output window closes is that window moved.
- An amount in a claim that repeats an output text's sentence word for word is held to the
  one amount of that sentence; Chinese prose (clause marks, no spaces) is such a text.
- A day to come is held to the one date of the record the claim is pinned to when the claim
  names what that date is of ("se cargará" and ``charge_date``).

Actions
- A Hindi act's object stands before the dates and times said for it ("X सोमवार, 8 मार्च 11
  बजे के लिए book किया"): a date's comma ends no clause, and "मैंने" is the doer.

Counts
- Items with a figure above zero, beside items at zero, are a reading of a count whose claim
  names that figure.
- What is left ("11 sessions left") is the items not in a finished state.
- A count beside days or names that are the items of another list exactly as long counts
  that list.
- A total inside one item of a list (``items_count``) is the count only when the counted
  noun itself names it, not a word that qualifies the noun ("pedidos pendientes").
- A verb the language's own tables list ("मिले", found) is no English loanword, whatever its
  letters spell ("mile"): it names no distance.
- A count of a noun no list is named by is held to the run's one list when the user asked
  how many of that noun there are, or when the noun names results as such ("six options")
  and the count is more than the list holds.

Absence
- "nothing more", "nothing else": those words name no field (a ``has_more`` least of all).
- An output text that denies what the claim denies, in so many words, is the answer's
  source, unless it is a search's own empty result.
- An event denied without naming its record, when another record holds that event as not
  done (``submitted: false``), may be that record's.
- A denial of a part of a day ("周六上午") is held to the records of that part of that day.

States
- An English verb followed by a Hindi light verb ("process नहीं हुआ") is the participle a
  status holds (``processed``).
- A status text no table reads ("已办结（准予许可）") beside a status it does read labels that
  status: it does not stop the status from witnessing a wrong state.

Sources
- A Chinese source noun after an addressee ("向林业站报告") is a verb.
- A source named by one word that keys an output field ("according to the GPS" and
  ``gps_last_seen``) is the run's own feed.
- A shared folder or drive ("la carpeta compartida de Finanzas") is a place a document is
  cited from: some output must name it.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# ---- dates and times ----------------------------------------------------------------------

FAIR = (
    "get_stand_booking",
    {"ref": "ST-31"},
    {
        "ref": "ST-31",
        "days": ["2026-05-03", "2026-05-04"],
        "hall": "B",
        "stand": "B-17",
    },
)
TODAY_APRIL = "Today is Wednesday, 22 April 2026."


def test_two_days_of_one_month_written_once_are_two_dates() -> None:
    for answer, language in (
        ("Your stand B-17 in hall B is booked for 3–4 May (Sun–Mon).", "en"),
        ("Your stand B-17 is booked for May 3 and 4.", "en"),
        ("Tu stand B-17 está reservado el 3 y 4 de mayo (domingo y lunes).", "es"),
        ("您的展位B-17预订在5月3、4号。", "zh"),
    ):
        report = checked(answer, FAIR, system=TODAY_APRIL, language=language)
        assert all(c.status == "verified" for c in report.claims), show(report)


def test_a_wrong_weekday_of_the_pair_is_not_verified() -> None:
    report = checked(
        "Your stand B-17 in hall B is booked for 3–4 May (Sun–Tue).", FAIR, system=TODAY_APRIL
    )
    assert report.trust_level != "fully_verified", show(report)
    assert all(c.status != "verified" for c in report.claims), show(report)


SIGNS = (
    "list_billboards",
    {"city": "Pune"},
    {
        "boards": [
            {"id": "PN-4", "lit": "19:00-24:00", "rent_inr": 41000},
            {"id": "PN-9", "lit": "18:30-05:30", "rent_inr": 36000},
        ]
    },
)


def test_a_window_closing_at_24_00_closes_at_midnight() -> None:
    report = checked(
        "PN-4 पर शाम 7 से रात 12 बजे तक लाइट रहती है, ₹41,000 महीना।", SIGNS, language="hi"
    )
    assert all(c.status == "verified" for c in report.claims), show(report)
    report = checked(
        "PN-4 पर शाम 7 से रात 11 बजे तक लाइट रहती है, ₹41,000 महीना।", SIGNS, language="hi"
    )
    assert not all(c.status == "verified" for c in report.claims), show(report)


# ---- inference ----------------------------------------------------------------------------

VISIT = (
    "get_service_visit",
    {"job": "HV-208"},
    {
        "job": "HV-208",
        "start": "2026-03-12T09:00:00-05:00",
        "technician": "Rosa Lin",
        "notes": "Sensor recalibration to be done on site after the coolant flush. "
        "Customer should not drive the truck for 2 hours after service.",
    },
)


def test_a_prediction_an_output_states_as_the_noun_of_its_act() -> None:
    report = checked(
        "Since the truck has a cab sensor, Rosa will recalibrate it on site after the flush, "
        "and you'll want to hold off driving it for 2 hours after the service.",
        VISIT,
        system="Today is Monday, March 9, 2026.",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_no_output_states_is_still_flagged() -> None:
    report = checked(
        "The sensor will work perfectly after this visit.",
        VISIT,
        system="Today is Monday, March 9, 2026.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


PAYOUTS = (
    "get_week_sales",
    {"seller": "S-4"},
    {"seller": "S-4", "week": "2026-06-01/2026-06-05", "gross_cents": 184000},
)


def test_a_date_foretold_by_a_rule_that_names_its_weekday() -> None:
    system = (
        "Eres el asistente del mercado. Hoy es viernes, 5 de junio de 2026. Las ventas de "
        "una semana se abonan por transferencia el martes siguiente."
    )
    report = checked(
        "Esta semana vendiste 1.840 €, que se abonarán por transferencia el martes 9 de junio.",
        PAYOUTS,
        system=system,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
    report = checked(
        "Esta semana vendiste 1.840 €, que llegarán a tu cuenta el jueves 11 de junio.",
        PAYOUTS,
        system="Eres el asistente del mercado. Hoy es viernes, 5 de junio de 2026.",
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_hindi_advice_on_a_step_foretells_nothing() -> None:
    stock = (
        "get_stock",
        {"sku": "DIYA-12"},
        {"sku": "DIYA-12", "name": "मिट्टी के दीये (12 का सेट)", "stock": 2},
    )
    report = checked(
        "दीयों के सिर्फ़ 2 सेट बचे हैं, इसलिए जल्दी order करना बेहतर रहेगा।",
        stock,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- values -------------------------------------------------------------------------------

LANES = (
    "get_lane_slots",
    {"date": "2026-06-13"},
    {
        "lane": 4,
        "taken": [{"start": "2026-06-13T08:00:00-04:00", "end": "2026-06-13T11:00:00-04:00"}],
        "free": [{"start": "2026-06-13T11:15:00-04:00", "end": "2026-06-13T12:45:00-04:00"}],
    },
)


def test_a_range_names_both_its_ends() -> None:
    report = checked("Lane 4's first free slot is 11:15 am to 12:45 pm.", LANES)
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("Lane 4's first free slot is 11:15 am to 1:45 pm.", LANES)
    assert "fact_mismatch" in kinds(report), show(report)


POOL = (
    "get_pool_hours",
    {"pool": "cubierta"},
    {"pool": "Piscina cubierta", "open": "08:00", "close": "21:00", "last_entry": "20:15"},
)


def test_a_label_naming_a_word_of_the_field_may_name_it() -> None:
    report = checked(
        "La piscina cubierta abre de 8:00 a 21:00, con última entrada a las 20:15.",
        POOL,
        language="es",
    )
    assert report.action == "emit", show(report)


OLIVES = (
    "get_lots",
    {"week": 23},
    {
        "lots": [
            {"lot": "L-1", "variety": "Hojiblanca", "kg": 40, "price_per_kg_cents": 1175},
            {"lot": "L-2", "variety": "Picual", "kg": 25, "price_per_kg_cents": 960},
        ]
    },
)


def test_a_price_with_its_cents_and_no_sign_is_a_minor_unit_keys() -> None:
    table = (
        "| Lote | Variedad | Kg | €/kg |\n|---|---|---|---|\n"
        "| L-1 | Hojiblanca | 40 | 11,75 |\n| L-2 | Picual | 25 | 9,60 |"
    )
    report = checked(table, OLIVES, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


HOURS = (
    "get_logbook",
    {"student": "P-9"},
    {"student": "P-9", "flight_minutes": 2475, "last_flight": {"minutes": 75}},
)


def test_a_figure_after_hours_and_minutes_counts_hours() -> None:
    report = checked(
        "Llevas 41 h 15 min de vuelo; te quedarían 3 h 45 min hasta las 45.",
        HOURS,
        system="Mínimo para el examen: 45 h de vuelo.",
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_hours_and_minutes_are_no_digit_slip_of_minutes() -> None:
    report = checked(
        "Te faltan 6 h 30 min; con el saldo te llega para 5 h, así que te harían falta "
        "1 h 30 min más.",
        HOURS,
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


TRIPS = (
    "search_trips",
    {"city": "杭州"},
    {
        "items": [
            {"id": "T-1", "name": "西溪湿地徒步+农家午餐", "price_fen": 26800},
            {"id": "T-2", "name": "室内攀岩体验", "price_fen": 19800},
        ]
    },
)


def test_a_shortened_title_is_the_title() -> None:
    report = checked("「西溪徒步+午餐」每人268元。", TRIPS, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


BANNERS = (
    "list_sites",
    {"town": "Nashik"},
    {
        "sites": [
            {"id": "NS-2", "size_ft": {"w": 20, "h": 10}, "rent_inr": 30000},
            {"id": "NS-5", "size_ft": {"w": 12, "h": 8}, "rent_inr": 18000},
        ],
        "notes": "Printing: ₹15 per sq ft.",
    },
)


def test_an_amount_priced_at_a_rate_from_the_records_figures() -> None:
    report = checked(
        "Printing is ₹15 per sq ft — so NS-2 comes to ₹3,000 and for NS-5 it's ₹1,440.",
        BANNERS,
    )
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("For NS-5 the printing is ₹1,640.", BANNERS)
    assert "fact_mismatch" in kinds(report), show(report)


PASS = (
    "get_transit_pass",
    {"truck": "KA01"},
    {
        "pass": "TP-88",
        "issued_at": "2026-02-10T07:10:00+05:30",
        "valid_until": "2026-02-10T15:10:00+05:30",
        "last_scan": {"at": "2026-02-10T09:45:00+05:30", "gate": "Hoskote"},
    },
)


def test_a_time_said_with_a_day_of_several_datetimes_is_the_labelled_ones() -> None:
    today = "आज: मंगलवार, 10 फ़रवरी 2026।"
    report = checked("**Validity:** आज शाम 5:10 बजे तक valid है।", PASS, system=today, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked(
        "**Validity:** आज दोपहर 3:10 बजे तक valid है।", PASS, system=today, language="hi"
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- counts -------------------------------------------------------------------------------

NIGHTS = (
    "get_program",
    {"id": "P-7"},
    {
        "nights": [
            {"date": "2026-01-05", "status": "done", "charged_h": 6.0, "cloud_lost_h": 0.0},
            {"date": "2026-01-09", "status": "cloud_loss", "charged_h": 0.0, "cloud_lost_h": 7.5},
            {"date": "2026-01-16", "status": "partial", "charged_h": 2.5, "cloud_lost_h": 3.0},
            {"date": "2026-01-22", "status": "done", "charged_h": 7.0, "cloud_lost_h": 0.0},
            {"date": "2026-01-29", "status": "done", "charged_h": 6.5, "cloud_lost_h": 0.0},
        ]
    },
)


def test_items_with_a_figure_above_zero_are_a_reading_of_the_count() -> None:
    # (no control: a count of another size finds a subset of that size by chance here)
    report = checked("**Cloud:** two of your five nights were hit, 10.5 h lost in all.", NIGHTS)
    assert "count_mismatch" not in kinds(report), show(report)


LESSONS = (
    "list_lessons",
    {"month": "2026-04"},
    {
        "lessons": [
            {"date": "2026-04-01", "status": "completed"},
            {"date": "2026-04-03", "status": "completed"},
            {"date": "2026-04-08", "status": "scheduled"},
            {"date": "2026-04-10", "status": "rescheduled", "new_date": "2026-04-11"},
            {"date": "2026-04-15", "status": "scheduled"},
            {"date": "2026-04-17", "status": "cancelled_by_school"},
        ],
        "total": 6,
    },
)


def test_what_is_left_is_what_is_not_finished() -> None:
    report = checked("इस महीने 3 lessons बाकी हैं।", LESSONS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("इस महीने 4 lessons बाकी हैं।", LESSONS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


DUES = (
    "get_sessions",
    {"month": "2026-05"},
    {"sessions": [{"date": f"2026-05-{d:02d}", "status": "scheduled"} for d in (4, 6, 8, 11)]},
)
OWED = (
    "get_dues",
    {"member": "M-3"},
    {
        "owed": [
            {"session_date": "2026-04-20", "amount": 900},
            {"session_date": "2026-04-24", "amount": 900},
        ]
    },
)


def test_a_count_beside_the_items_of_another_list_counts_that_list() -> None:
    report = checked("Still owed from April: the 2 sessions of 20 and 24 April.", DUES, OWED)
    assert "count_mismatch" not in kinds(report), show(report)


INCIDENTS = (
    "list_incidents",
    {"week": "2026-W10"},
    {"total": 3, "incidents": [{"id": "i1"}, {"id": "i2"}, {"id": "i3"}]},
)


def test_a_count_the_user_asked_for_is_held_to_the_one_list() -> None:
    report = checked(
        "There were 2 breakdowns this week.", INCIDENTS, user="how many breakdowns this week?"
    )
    assert "count_mismatch" in kinds(report), show(report)
    report = checked(
        "There were 3 breakdowns this week.", INCIDENTS, user="how many breakdowns this week?"
    )
    assert report.action == "emit", show(report)


def test_more_results_than_the_one_list_holds() -> None:
    found = (
        "search_rooms",
        {"max_price_cents": 9000},
        {
            "results": [
                {"name": "Room A", "price_cents": 7000},
                {"name": "Room B", "price_cents": 8200},
                {"name": "Room C", "price_cents": 8800},
            ],
            "total": 3,
        },
    )
    report = checked("Tenemos cinco opciones por debajo de 90 €.", found, language="es")
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("Tenemos tres opciones por debajo de 90 €.", found, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- absence ------------------------------------------------------------------------------

REPORTS = (
    "get_inspections",
    {"site": "S-1", "limit": 1},
    {
        "total": 9,
        "has_more": True,
        "inspections": [
            {
                "id": "IN-4",
                "date": "2026-03-02",
                "items": [
                    {"issue": "Loose guard rail", "points": 2, "fixed_on_site": True},
                    {"issue": "Blocked exit", "points": 6, "fixed_on_site": False},
                ],
            }
        ],
    },
)


def test_nothing_more_names_no_field() -> None:
    report = checked(
        "Two items on the report:\n1. **Loose guard rail** (−2). Already put right on "
        "site, nothing more to do.\n2. **Blocked exit** (−6). This one still needs clearing.",
        REPORTS,
    )
    assert "false_absence" not in kinds(report), show(report)


def test_an_output_that_denies_the_same_is_the_answers_source() -> None:
    review = (
        "get_review",
        {"id": "R-5"},
        {"id": "R-5", "renewal": {"required": True, "filed": False}},
    )
    letter = (
        "get_letters",
        {"id": "R-5"},
        {
            "letters": [
                {
                    "status": "returned",
                    "comments": "Please fix the date on page 2. No other edits are required.",
                }
            ]
        },
    )
    report = checked(
        "The letter only asks you to fix the date on page 2. No other edits are required.",
        review,
        letter,
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_search_that_came_back_empty_denies_nothing_for_another() -> None:
    first = (
        "find_parcels",
        {"order": "A-1"},
        {"parcels": [], "message": "No parcels for order A-1"},
    )
    second = (
        "find_parcels",
        {"email": "x@y.z"},
        {"parcels": [{"id": "P-77", "status": "arrived"}]},
    )
    report = checked(
        "I searched by order and by email and found no parcels for you.", first, second
    )
    assert "false_absence" in kinds(report), show(report)


def test_an_event_another_record_holds_as_not_done() -> None:
    protocol = (
        "get_protocol",
        {"id": "PR-1"},
        {"id": "PR-1", "annual_report": {"required": True, "submitted": False}},
    )
    amendments = (
        "list_amendments",
        {"id": "PR-1"},
        {
            "amendments": [
                {"id": "AM-2", "submitted_at": "2026-02-02T10:00:00Z", "status": "approved"}
            ]
        },
    )
    report = checked(
        "Your annual report is required but still hasn't been submitted.", protocol, amendments
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- sources ------------------------------------------------------------------------------


def test_a_chinese_source_noun_after_an_addressee_is_a_verb() -> None:
    permit = (
        "get_permit",
        {"no": "F-9"},
        {"no": "F-9", "volume_m3": 30, "remarks": "每批采伐前须报告"},
    )
    report = checked("每批动工前，要先向镇林业站报告。", permit, language="zh")
    assert "source_fabrication" not in kinds(report), show(report)
    report = checked("根据《林业站年度报告》，每批动工前要先报备。", permit, language="zh")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_source_named_by_a_key_is_the_runs_own_feed() -> None:
    van = (
        "get_van",
        {"id": "V-3"},
        {"id": "V-3", "gps_last_seen": {"at": "2026-07-01T11:20:00Z", "near": "Leeds"}},
    )
    report = checked("According to the GPS, the van was near Leeds at 11:20 UTC.", van)
    assert "source_fabrication" not in kinds(report), show(report)
    report = checked("According to the Leeds Gazette, the van was near Leeds at 11:20 UTC.", van)
    assert "source_fabrication" in kinds(report), show(report)


# ---- states and values, second round ------------------------------------------------------

PRIZES = (
    "get_payouts",
    {"team": "T-9"},
    {
        "payouts": [
            {
                "event": "Spring Cup",
                "net_paise": 820000,
                "status": "processed",
                "credited_on": "2026-04-02",
            }
        ]
    },
)


def test_an_english_verb_with_a_hindi_light_verb_is_the_participle() -> None:
    report = checked(
        "Spring Cup की इनामी राशि का payout अब तक **process नहीं हुआ**।", PRIZES, language="hi"
    )
    assert "false_absence" in kinds(report), show(report)
    report = checked(
        "Spring Cup का payout **process हो चुका** है, ₹8,200 आए हैं।", PRIZES, language="hi"
    )
    assert report.action == "emit", show(report)


PERMITS = (
    "list_applications",
    {"applicant": "A-3"},
    {
        "items": [
            {"apply_no": "GP-2026-0031", "status": "returned", "status_text": "退回补正"},
            {"apply_no": "GP-2026-0107", "status": "approved", "status_text": "已办结（准予许可）"},
        ]
    },
)


def test_a_status_text_beside_a_read_status_labels_it() -> None:
    report = checked("GP-2026-0107：目前还在审批中。", PERMITS, language="zh")
    assert report.action != "emit", show(report)


SHOP = (
    "get_pickup",
    {"order": "R-5"},
    {"order": "R-5", "boxes": 4, "pickup": {"address": "Calle Almendros 41, bajo, 46001 Valencia"}},
)


def test_the_number_after_a_street_name_is_the_addresses() -> None:
    # (14 is also ten and the order's 4 boxes added: a sum is no reading of a house number)
    said = "Son diez cajas más las 4 del pedido. La recogida es en Calle Almendros {} (bajo)."
    report = checked(said.format(14), SHOP, language="es")
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked(said.format(41), SHOP, language="es")
    assert report.action == "emit", show(report)


VISIT_WINDOW = (
    "get_booking",
    {"id": "B-4"},
    {"id": "B-4", "date": "2026-11-05", "arrival_window": {"start": "10:30", "end": "11:00"}},
)


def test_a_range_opening_at_a_windows_closing_is_the_window_moved() -> None:
    report = checked("The technician arrives between 11:00 and 11:30 on November 5.", VISIT_WINDOW)
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked("The technician arrives between 10:30 and 11:00 on November 5.", VISIT_WINDOW)
    assert "fact_mismatch" not in kinds(report), show(report)


CONTRACT = (
    "get_contract",
    {"no": "HT-9"},
    {
        "clauses": [
            {
                "no": "4.1",
                "text": "乙方用水由甲方统一抄表计量，按6.5元/吨结算，每月底结清；"
                "如需加压供水须提前申请。",
            }
        ]
    },
)


def test_an_amount_in_a_sentence_the_claim_repeats_is_that_sentences() -> None:
    report = checked("用水由甲方统一抄表计量，每吨7.5元，每月底结清。", CONTRACT, language="zh")
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked("用水由甲方统一抄表计量，每吨6.5元，每月底结清。", CONTRACT, language="zh")
    assert report.action == "emit", show(report)


def test_an_amount_in_an_english_sentence_the_claim_repeats() -> None:
    notes = (
        "get_venue",
        {"id": "V-2"},
        {
            "id": "V-2",
            "notes": "Parking in the north lot costs $4 per hour after 6 pm. "
            "The south lot is free on weekends.",
        },
    )
    report = checked("Parking in the north lot costs $5 per hour after 6 pm.", notes)
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked("Parking in the north lot costs $4 per hour after 6 pm.", notes)
    assert report.action == "emit", show(report)


BILL = (
    "get_canteen_bill",
    {"family": "F-8"},
    {
        "month": "2026-02",
        "total_cents": 9120,
        "status": "pendiente_de_cobro",
        "charge_date": "2026-03-16",
        "iban_masked": "ES** **** **** **** 2290",
    },
)


def test_a_day_to_come_named_by_the_claim_is_held_to_the_records_date() -> None:
    system = "Hoy es martes, 10 de marzo de 2026."
    report = checked(
        "Se cargará a la cuenta acabada en 2290 el jueves 19 de marzo.",
        BILL,
        system=system,
        language="es",
    )
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked(
        "Se cargará a la cuenta acabada en 2290 el lunes 16 de marzo.",
        BILL,
        system=system,
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


CARE = (
    "book_attendant",
    {"patient": "P-2", "days": 3},
    {"booking_id": "AT-91", "status": "confirmed", "attendant": "सुनीता"},
)


def test_a_hindi_object_before_a_date_and_the_verb_is_what_was_booked() -> None:
    report = checked(
        "Attendant तय हो गई है। Physio का session भी मैंने बुधवार, 11 मार्च शाम 5 बजे का "
        "book करवा दिया है।",
        CARE,
        tools=["book_physio_session"],
        language="hi",
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


TOW = (
    "get_tow_order",
    {"order": "TW-3"},
    {
        "order": "TW-3",
        "status": "DISPATCHED",
        "driver": {"name": "王建", "distance_km": 12.4},
        "eta_minutes": None,
    },
)


def test_an_outcome_within_a_time_is_foretold_and_a_null_key_supports_nothing() -> None:
    report = checked("拖车已出发，师傅15分钟内就能到达现场。", TOW, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)
    report = checked("拖车已经派出，司机王建离您还有12.4公里。", TOW, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


OUTAGE = (
    "get_outage",
    {"site": "shop"},
    {
        "site": "shop.example",
        "down_from": "2026-05-02T03:10:00Z",
        "down_to": "2026-05-02T03:24:00Z",
        "cause": "certificate renewal restart",
    },
)


def test_a_cause_in_a_good_news_sentence_is_still_a_cause() -> None:
    report = checked(
        "The good news is that sales were fine, since shoppers are asleep at 3 in the morning.",
        OUTAGE,
    )
    assert "inference_as_fact" in kinds(report), show(report)
    report = checked(
        "The good news is it was short: the site restarted for a certificate renewal.", OUTAGE
    )
    assert "inference_as_fact" not in kinds(report), show(report)


PARKING = (
    "get_parking_bill",
    {"ticket": "P-77"},
    {
        "ticket": "P-77",
        "hours": 5,
        "free_hours": 2,
        "charges": [
            {"item": "超时停车费", "qty_h": 3, "amount_fen": 1500},
            {"item": "夜间附加费", "amount_fen": 1000},
        ],
        "total_fen": 2500,
    },
)
PARKING_RULES = (
    "你是停车场客服。会员每次免费停车2小时，超出部分每小时5元；夜间（22:00后）出场另收附加费10元。"
)


def test_a_chinese_cause_is_weighed_without_pairs_across_particles() -> None:
    report = checked(
        "这笔费用产生是因为停车超出了免费时长，并且是夜间出场。",
        PARKING,
        system=PARKING_RULES,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
    report = checked(
        "这次收费是因为您的会员已经过期了。", PARKING, system=PARKING_RULES, language="zh"
    )
    assert "inference_as_fact" in kinds(report), show(report)


COACH = (
    "list_coach_slots",
    {"coach": "C-4", "from": "2026-06-01", "to": "2026-06-14"},
    {
        "slots": [
            {"slot": "S-1", "date": "2026-06-06", "start": "08:00", "status": "booked"},
            {"slot": "S-2", "date": "2026-06-06", "start": "14:00", "status": "open"},
            {"slot": "S-3", "date": "2026-06-14", "start": "15:00", "status": "booked"},
        ]
    },
)


def test_a_denial_of_a_part_of_a_day_is_held_to_that_part() -> None:
    today = "今天是2026年6月2日（星期二）。"
    report = checked(
        "这周六上午、下周日下午这两个时段都约满了。", COACH, system=today, language="zh"
    )
    assert "false_absence" not in kinds(report), show(report)
    report = checked("这周六的两个时段都约满了。", COACH, system=today, language="zh")
    assert "false_absence" in kinds(report), show(report)


LOANS = (
    "get_loans",
    {"card": "L-3"},
    {
        "loans": [
            {"title": "River Atlas", "due": "2026-03-02", "renewals_left": 1, "holds_queue": 3},
            {"title": "Night Garden", "due": "2026-03-09", "renewals_left": 2, "holds_queue": 0},
        ]
    },
)


def test_people_waiting_for_an_item_are_its_holds_queue() -> None:
    report = checked("River Atlas can't be renewed, since 3 people are waiting for it.", LOANS)
    assert "inference_as_fact" not in kinds(report), show(report)
    report = checked("River Atlas can't be renewed, since the copy is damaged.", LOANS)
    assert "inference_as_fact" in kinds(report), show(report)


HALL = (
    "get_room_bookings",
    {"room": "hall", "date": "2026-12-12"},
    {
        "bookings": [
            {"date": "2026-12-12", "start": "09:00", "end": "12:00", "group": "Brunch"},
            {"date": "2026-12-12", "start": "17:00", "end": "21:00", "setup_from": "15:30"},
        ]
    },
)


def test_a_gap_between_two_windows_is_no_window_moved() -> None:
    report = checked("On Saturday the hall is free from noon until 3:30 pm.", HALL)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_shared_folder_no_output_names_is_a_cited_source() -> None:
    paid = (
        "get_payment",
        {"invoice": "INV-31"},
        {"invoice": "INV-31", "amount_cents": 120000, "paid_on": "2026-05-04", "ref": "TR-88"},
    )
    report = checked(
        "El recibo está guardado en la carpeta compartida de Contabilidad.", paid, language="es"
    )
    assert "source_fabrication" in kinds(report), show(report)
    stored = (
        "get_payment",
        {"invoice": "INV-31"},
        {"invoice": "INV-31", "receipt": "Guardado en la carpeta compartida de Contabilidad"},
    )
    report = checked(
        "El recibo está guardado en la carpeta compartida de Contabilidad.", stored, language="es"
    )
    assert "source_fabrication" not in kinds(report), show(report)


ORDERS_PAGE = (
    "list_orders",
    {"customer": "C-9", "status": ["processing", "shipped"]},
    {
        "orders": [
            {"order_id": "A-1", "status": "processing", "items_count": 4},
            {"order_id": "A-2", "status": "shipped", "items_count": 3},
            {"order_id": "A-3", "status": "shipped", "items_count": 1},
        ],
        "page": 1,
        "total": 5,
        "has_more": True,
    },
)


def test_an_items_count_of_one_order_is_no_count_of_the_orders() -> None:
    asked = "¿cuántos pedidos tengo pendientes de recibir?"
    report = checked("Tienes **3 pedidos** pendientes.", ORDERS_PAGE, user=asked, language="es")
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("Tienes **5 pedidos** pendientes.", ORDERS_PAGE, user=asked, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


STORES = (
    "list_stores_nearby",
    {"pin": "411001", "radius_km": 10},
    {
        "stores": [
            {"id": "S-1", "name": "Sai Medical", "distance_km": 1.2},
            {"id": "S-2", "name": "City Pharma", "distance_km": 3.4},
            {"id": "S-3", "name": "Om Chemist", "distance_km": 6.0},
            {"id": "S-4", "name": "Care Plus", "distance_km": 8.8},
            {"id": "S-5", "name": "Janata Medical", "distance_km": 9.5},
        ]
    },
)


def test_a_hindi_verb_is_no_english_loanword() -> None:
    # "मिले" (found) spells "mile": read as a distance, it made the count one of distances
    report = checked("आपके 10 km के दायरे में 6 स्टोर मिले।", STORES, language="hi")
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("आपके 10 km के दायरे में 5 स्टोर मिले।", STORES, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)
