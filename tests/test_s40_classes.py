"""Failure classes of session 40 (examples written for these tests).

- A date an output's text writes in digits ("requested 04/17") may be the stated one, so
  another date field is no witness against it.
- A role word that opens a table cell ("Trustees Ana Ruiz") is capitalised like the name;
  the field that holds the name and the role (in its text or its key) holds the value.
- A small bare count ("2 of the 3 tanks") names no record: a field of another record that
  holds the same small number is no pointer at that record.
- "4 distinct names" counts the distinct values of a field; and a counted noun ("names")
  is no attribution verb.
- A count of times said of each of several named values ("各来了两次", "dos veces cada
  uno") is a count of each value's items.
- A range of weekdays before a range of days pairs end with end ("Sat–Mon, Oct 10–12").
- "61 of the 95 who answered" beside a tally ``{yes: 61, no: 34}``: the whole is its sum.
- "Nothing is overdue" is not contradicted by something merely pending or not yet due.
- A whole number with the key's own word after it ("60 kVA") is the field's figure, not a
  denial of it.
- A cause asked about in an embedded question ("what caused it isn't settled") names none.
- The agent's own commitment after a hedged clause ("..., and I'll tell you") is no flat
  prediction.
- An enumeration of days written as month/day ("(6/12, 3/3)") names the items of those days.
- A Hindi condition in the subjunctive with no "अगर" ("बुक कर लें तो") is a condition.
- A note the answer says it put on a record the write created, which the write's own
  output returns empty (``notes: null``), was not put there: the empty field is the witness.
- A grant foretold ("se concederá", "will be granted") is a decision foretold.
- A length of time ("20-minute queues") is no sum of counted things.
- A denial under lines that name one item of a list ("Course: ...", "Approved: ...")
  speaks of that item: a part of a sibling item is no witness, and the item's own part is.
- Chinese "约下来" (got it booked) is an act of booking.
- A state the claim names only in another clause, under a negation ("都没有超期", "neither
  overdue"), is not what its count counts.
- A total of units above the number of lines ("57 piezas en total" over 3 returns) is the
  sum of the one quantity the lines carry (``qty``), which is its witness.
- "Expected", "prevista", "预计" name an estimate (``estimated_delivery``) among the dates
  a noun names (a delivery done, a deadline): a concept of its own in the four languages.
- A prediction that applies a rule of the operator's, written in the answer's language, is
  supported by that rule read by the language's concepts ("बकाया" is what "overdue" names).
"""

from __future__ import annotations

from runkit import checked, kinds, show

# ---- a date a text writes in digits ---------------------------------------------------------

COURIER = (
    "get_job",
    {"job_id": "J-88"},
    {
        "samples": [
            {"id": "S-1", "status": "collected", "picked_up_at": "2026-04-29T16:10:00-04:00"}
        ],
        "charges": [
            {
                "code": "RUSH",
                "desc": "Courier pickup (requested 04/17 by D. Moss)",
                "amount_cents": 9000,
            }
        ],
    },
)


def test_a_date_an_output_text_writes_in_digits_is_not_contradicted_by_another_date() -> None:
    answer = "Why it went up: a courier pickup requested on April 17 by D. Moss ($90)."
    report = checked(answer, COURIER, language="en", system="Today is Thursday, May 7, 2026.")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a role word before a name ----------------------------------------------------------------

BALLOT = (
    "get_ballot",
    {"holder": "H-1"},
    {
        "meeting": "2026-06-03",
        "proposals": [
            {"n": "1a", "text": "Election of Trustee: Ana Ruiz"},
            {"n": "1b", "text": "Election of Trustee: Li Wei"},
            {"n": "1c", "text": "Election of Trustee: Jo Hart"},
            {"n": "2", "text": "Approve the auditor"},
        ],
    },
)


def _ballot_answer(who: str) -> str:
    return (
        "Done, your vote is in:\n\n| # | Proposal | Your vote |\n|---|---|---|\n"
        f"| 1a–1c | Trustees {who}, Li Wei, Jo Hart | For |\n| 2 | Approve the auditor | For |"
    )


def test_a_role_word_opening_a_cell_does_not_hide_the_name_after_it() -> None:
    report = checked(_ballot_answer("Ana Ruiz"), BALLOT, language="en")
    assert report.trust_level == "fully_verified", show(report)


def test_a_wrong_name_after_a_role_word_is_not_verified() -> None:
    report = checked(_ballot_answer("Ana Ortiz"), BALLOT, language="en")
    assert report.trust_level != "fully_verified", show(report)


# ---- small counts name no record --------------------------------------------------------------

TANKS = (
    "get_tank_levels",
    {"site": "N-4"},
    {
        "tanks": [
            {
                "tank": "North cistern",
                "first": {"value": 38.5},
                "latest": {"value": 14.2},
                "target": 13.0,
            },
            {
                "tank": "Barn trough",
                "first": {"value": 17.3},
                "latest": {"value": 10.4},
                "target": 13.0,
            },
            {
                "tank": "Garden barrel",
                "first": {"value": 3.1},
                "latest": {"value": 1.8},
                "target": 2.2,
            },
        ]
    },
)
TANK_TABLE = (
    "| Tank | Start | Now | Target |\n|---|---|---|---|\n"
    "| North cistern | 38.5 | 14.2 | 13.0 |\n| Barn trough | 17.3 | 10.4 | 13.0 |\n"
    "| Garden barrel | 3.1 | 1.8 | 2.2 |\n\n"
)


def test_small_counts_before_a_name_do_not_point_at_another_record() -> None:
    answer = TANK_TABLE + (
        "That puts 2 of the 3 tanks under target. The north cistern is still roughly one unit "
        "over, though it has been falling by about 1.2 a day."
    )
    report = checked(answer, TANKS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- distinct values of a field ---------------------------------------------------------------

CHECK_INS = (
    "get_check_ins",
    {"gym": "G-2"},
    {
        "total": 6,
        "check_ins": [
            {"member": "Rui Costa", "at": "2026-03-02T07:00:00Z"},
            {"member": "Ada Bell", "at": "2026-03-02T08:00:00Z"},
            {"member": "Rui Costa", "at": "2026-03-03T07:00:00Z"},
            {"member": "Omar Said", "at": "2026-03-03T09:00:00Z"},
            {"member": "Ada Bell", "at": "2026-03-04T08:00:00Z"},
            {"member": "Kai Lund", "at": "2026-03-04T18:00:00Z"},
        ],
    },
)


def test_a_count_of_distinct_names_is_the_distinct_values_of_a_field() -> None:
    answer = (
        "Between them the 6 check-ins carry 4 distinct names (Rui Costa and Ada Bell appear "
        "twice each)."
    )
    report = checked(answer, CHECK_INS, language="en")
    assert report.action == "emit", show(report)
    assert not kinds(report) & {"count_mismatch", "source_fabrication"}, show(report)


def test_a_wrong_count_of_distinct_members_is_still_caught() -> None:
    answer = "Those 6 check-ins come from 5 unique members."
    report = checked(answer, CHECK_INS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_distinct_counts_in_spanish_hindi_and_chinese() -> None:
    for language, answer in (
        ("es", "Las 6 entradas son de 4 nombres distintos: Rui Costa y Ada Bell fueron dos veces."),
        ("hi", "6 एंट्री में 4 अलग-अलग नाम हैं; Rui Costa और Ada Bell दो-दो बार आए।"),
        ("zh", "这 6 次签到一共有 4 个不同的名字，Rui Costa 和 Ada Bell 各来了两次。"),
    ):
        report = checked(answer, CHECK_INS, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


def test_a_count_of_times_said_of_each_named_value() -> None:
    for language, answer in (
        ("zh", "Rui Costa 和 Ada Bell 各来了两次，其余的人各来一次。"),
        ("es", "Rui Costa y Ada Bell vinieron dos veces cada uno."),
    ):
        report = checked(answer, CHECK_INS, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


def test_a_count_of_times_each_that_one_named_value_misses_is_caught() -> None:
    for language, answer in (
        ("zh", "Rui Costa 和 Ada Bell 各来了三次。"),
        ("en", "Rui Costa and Ada Bell came three times each."),
    ):
        report = checked(answer, CHECK_INS, language=language)
        assert "count_mismatch" in kinds(report), (language, show(report))


# ---- a range of weekdays before a range of days -----------------------------------------------

TRIPS = (
    "list_trips",
    {"group": "P-7"},
    {"trips": [{"name": "Lakeside Retreat", "start": "2026-10-10", "end": "2026-10-12"}]},
)
SEPTEMBER = "Today is Monday, September 14, 2026."


def test_a_weekday_range_pairs_its_first_day_with_the_first_date() -> None:
    answer = "You're booked on the Lakeside Retreat (Sat–Mon, Oct 10–12)."
    report = checked(answer, TRIPS, language="en", system=SEPTEMBER)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_weekday_range_that_starts_on_the_wrong_day_is_still_caught() -> None:
    answer = "You're booked on the Lakeside Retreat (Fri–Sun, Oct 10–12)."
    report = checked(answer, TRIPS, language="en", system=SEPTEMBER)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a whole that is a tally's sum ------------------------------------------------------------

SESSIONS = (
    "list_sessions",
    {"day": "2026-05-04"},
    {"total": 1, "sessions": [{"id": "S-40", "title": "Budget town hall", "host": "Mia Grant"}]},
)
STATS = (
    "get_session_stats",
    {"id": "S-40"},
    {
        "id": "S-40",
        "attendees": 210,
        "poll": {"question": "Do you rent?", "responses": {"yes": 61, "no": 34}},
    },
)


def test_a_whole_that_sums_a_tally_verifies_the_part() -> None:
    for language, answer in (
        ("en", "At the town hall, 61 of the 95 people who answered the poll said they rent."),
        ("es", "En el foro, 61 de las 95 personas que contestaron dicen vivir de alquiler."),
        ("hi", "पोल में जवाब देने वाले 95 लोगों में से 61 ने कहा कि वे किराये पर रहते हैं।"),
        ("zh", "投票中回答的 95 人里有 61 人表示自己租房。"),
    ):
        report = checked(answer, SESSIONS, STATS, language=language)
        assert report.trust_level == "fully_verified", (language, show(report))


def test_a_whole_that_sums_no_tally_is_not_verified() -> None:
    answer = "At the town hall, 61 of the 97 people who answered the poll said they rent."
    report = checked(answer, SESSIONS, STATS, language="en")
    assert report.trust_level != "fully_verified", show(report)


# ---- overdue is not pending -------------------------------------------------------------------

BUILD = (
    "get_build",
    {"id": "B-9"},
    {
        "stages": [{"name": "framing", "status": "done"}, {"name": "roofing", "status": "pending"}],
        "payments": [
            {"label": "Deposit", "amount_cents": 500000, "status": "paid", "paid_at": "2026-02-02"},
            {"label": "Roof done", "amount_cents": 300000, "status": "not_due"},
        ],
    },
)


def test_nothing_overdue_is_not_contradicted_by_a_pending_stage() -> None:
    for language, answer in (
        (
            "en",
            "You've paid $5,000 and $3,000 remains for when the roof is done. Nothing is overdue.",
        ),
        (
            "es",
            "Has pagado 5.000 $ y quedan 3.000 $ para cuando acabe el tejado. "
            "No tienes nada vencido.",
        ),
    ):
        report = checked(answer, BUILD, language=language)
        assert "false_absence" not in kinds(report), (language, show(report))


def test_nothing_overdue_beside_an_overdue_payment_is_still_caught() -> None:
    late = (
        "get_build",
        {"id": "B-9"},
        {"payments": [{"label": "Deposit", "amount_cents": 500000, "status": "overdue"}]},
    )
    report = checked("Nothing is overdue right now.", late, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a figure with the key's own word after it ------------------------------------------------

BUSES = (
    "check_availability",
    {"seater": 26, "from": "2026-07-01", "to": "2026-07-05"},
    {
        "seater": 26,
        "from": "2026-07-01",
        "to": "2026-07-05",
        "available_buses": [],
        "next_available": {"bus_id": "BUS-26-04", "available_from": "2026-07-03"},
    },
)


def test_a_figure_named_by_its_key_word_is_not_denied_by_a_denial() -> None:
    answer = "1 जुलाई से 26 seater की कोई बस खाली नहीं है; सबसे पहले BUS-26-04 मिलेगी, 3 जुलाई से।"
    report = checked(answer, BUSES, language="hi", system="आज: 20 जून 2026।")
    assert "false_absence" not in kinds(report), show(report)


# ---- a cause asked about ----------------------------------------------------------------------

LAB = (
    "get_report",
    {"sample": "W-31"},
    {
        "sample": "W-31",
        "result": "coliform detected",
        "advice": "Resample after shock chlorination to confirm the source.",
    },
)


def test_a_cause_asked_in_an_embedded_question_is_no_cause_stated() -> None:
    for language, answer in (
        (
            "en",
            "The report finds coliform in sample W-31; what caused it isn't settled by the "
            "report, and only the resample will tell.",
        ),
        (
            "es",
            "El informe encuentra coliformes en la muestra W-31; cuál es la causa real no lo "
            "dice el informe, se sabrá con la nueva muestra.",
        ),
        (
            "hi",
            "W-31 में कोलीफ़ॉर्म मिला है; संक्रमण का कारण कौन-सा है, यह रिपोर्ट से साफ़ नहीं, "
            "यह दोबारा जाँच के बाद मालूम होगा।",
        ),
        ("zh", "W-31 样品检出大肠菌群；污染的原因是哪个环节，报告里没有结论，要等复检才能知道。"),
    ):
        report = checked(answer, LAB, language=language)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


def test_a_cause_stated_outright_is_still_caught() -> None:
    for language, answer in (
        ("en", "The coliform in sample W-31 was caused by a cracked well cap."),
        ("hi", "W-31 में कोलीफ़ॉर्म की असली वजह कुएँ का टूटा ढक्कन है।"),
    ):
        report = checked(answer, LAB, language=language)
        assert "inference_as_fact" in kinds(report), (language, show(report))


# ---- the agent's own commitment after a hedge -------------------------------------------------

PERMIT = (
    "get_permit",
    {"id": "P-5"},
    {"id": "P-5", "status": "under_review", "review_due": "2026-05-29"},
)


def test_a_commitment_after_a_hedged_clause_is_no_prediction() -> None:
    for language, answer, today in (
        (
            "zh",
            "资料都齐的话月底前会批下来；如果还要补资料可能会推迟几天，一有进展我会告诉你。",
            "今天是 2026-05-12。",
        ),
        (
            "hi",
            "कागज़ पूरे हों तो 29 तारीख से पहले मंज़ूरी मिल जाएगी; और काग़ज़ माँगे गए तो शायद देर हो, "
            "कोई खबर आते ही मैं आपको बताऊँगा।",
            "आज 12 मई 2026 है।",
        ),
    ):
        report = checked(answer, PERMIT, language=language, system=today)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


def test_a_flat_prediction_after_a_hedged_clause_is_still_caught() -> None:
    answer = "资料都齐的话月底前会批下来；如果还要补资料可能会推迟几天，市里下个月一定会批。"
    report = checked(answer, PERMIT, language="zh", system="今天是 2026-05-12。")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- days written as month/day in an enumeration ---------------------------------------------

FLIGHTS = (
    "list_flights",
    {"field": "F-12"},
    {
        "total": 5,
        "flights": [
            {"flight_id": "DR-A", "flown_at": "2026-05-14T09:00:00Z", "coverage_pct": 100},
            {"flight_id": "DR-B", "flown_at": "2026-04-27T09:00:00Z", "coverage_pct": 88},
            {"flight_id": "DR-C", "flown_at": "2026-02-09T09:00:00Z", "coverage_pct": 100},
            {"flight_id": "DR-D", "flown_at": "2025-10-27T09:00:00Z", "coverage_pct": 100},
            {"flight_id": "DR-E", "flown_at": "2025-09-20T09:00:00Z", "coverage_pct": 71},
        ],
    },
)


def test_a_count_whose_items_are_listed_by_month_and_day() -> None:
    for language, answer, today in (
        (
            "en",
            "Of these 5 drone flights, 3 map the whole field (5/14, 2/9, 10/27).",
            "Today is June 30, 2026.",
        ),
        ("zh", "这 5 次航拍中有 3 次覆盖了整块地（5/14、2/9、10/27）。", "今天是 2026-06-30。"),
        (
            "es",
            "De estos 5 vuelos, 3 cubren la parcela entera (14/5, 9/2, 27/10).",
            "Hoy es 30 de junio de 2026.",
        ),
    ):
        report = checked(answer, FLIGHTS, language=language, system=today)
        assert "count_mismatch" not in kinds(report), (language, show(report))


def test_a_count_that_disagrees_with_its_listed_days_is_still_caught() -> None:
    answer = "Of these 5 drone flights, 2 map the whole field (5/14, 2/9, 10/27)."
    report = checked(answer, FLIGHTS, language="en", system="Today is June 30, 2026.")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a Hindi condition in the subjunctive -----------------------------------------------------

OFFER = (
    "get_offer",
    {"plan": "gold"},
    {"plan": "gold", "price_inr": 12000, "early_discount_inr": 500, "early_until": "2026-05-15"},
)


def test_a_hindi_subjunctive_condition_grounds_the_price_of_a_choice() -> None:
    report = checked("अभी बुक कर लें तो ₹500 कम लगेंगे।", OFFER, language="hi", system="आज 10 मई 2026 है।")
    assert report.trust_level == "fully_verified", show(report)


# ---- a note the write left empty --------------------------------------------------------------


def _groom(notes: str | None) -> tuple[str, dict[str, str], dict[str, str | None]]:
    return (
        "create_appointment",
        {"pet_id": "P-77", "slot": "2026-08-04T10:00:00-05:00", "service": "full groom"},
        {
            "appointment_id": "GR-5512",
            "status": "confirmed",
            "slot": "2026-08-04T10:00:00-05:00",
            "groomer": "Tess",
            "notes": notes,
        },
    )


GROOM_ANSWERS = (
    (
        "en",
        "Biscuit is booked for a full groom on August 4 at 10 a.m. (GR-5512) with Tess. I also "
        "put a note on the appointment asking Tess to go slow with the mats behind his ears.",
    ),
    (
        "es",
        "Biscuit tiene cita de peluquería completa el 4 de agosto a las 10:00 (GR-5512) con "
        "Tess. Además dejé una nota en la cita para que Tess vaya con calma con los nudos.",
    ),
)


def test_a_note_said_to_be_added_that_the_write_left_empty_is_caught() -> None:
    for language, answer in GROOM_ANSWERS:
        report = checked(answer, _groom(None), language=language, system="Today is July 27, 2026.")
        assert "fabricated_tool_call" in kinds(report), (language, show(report))


def test_a_note_the_write_holds_is_no_finding() -> None:
    for language, answer in GROOM_ANSWERS:
        report = checked(
            answer,
            _groom("go slow with the mats"),
            language=language,
            system="Today is July 27, 2026.",
        )
        assert "fabricated_tool_call" not in kinds(report), (language, show(report))


# ---- a decision foretold ----------------------------------------------------------------------

LICENCE = (
    "get_application",
    {"id": "LIC-4"},
    {
        "id": "LIC-4",
        "status": "under_review",
        "missing": ["fire plan"],
        "resolution_deadline_days": 60,
    },
)
LICENCE_DECIDED = (
    "get_application",
    {"id": "LIC-4"},
    {"id": "LIC-4", "status": "approved", "decision": "approved", "effective": "2026-08-01"},
)


def test_a_grant_foretold_with_no_decision_in_the_outputs_is_caught() -> None:
    answer = (
        "Falta el plan de incendios; cuando lo mandes, el ayuntamiento retoma el expediente y "
        "te concederán el permiso en septiembre."
    )
    report = checked(answer, LICENCE, language="es", system="Today is June 2, 2026.")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_grant_an_output_decided_is_no_prediction_of_the_agents() -> None:
    for language, answer in (
        ("es", "La licencia LIC-4 está aprobada y se concederá con efecto el 1 de agosto."),
        ("en", "Licence LIC-4 is approved and will be granted with effect from August 1."),
    ):
        report = checked(
            answer, LICENCE_DECIDED, language=language, system="Today is June 2, 2026."
        )
        assert "inference_as_fact" not in kinds(report), (language, show(report))


# ---- a length of time is no sum of counts -----------------------------------------------------

CHECK_IN_PLAN = (
    "get_event_plan",
    {"event": "E-3"},
    {
        "expected_guests": 900,
        "recommended": {"kiosks": 14, "staffed_desks": 4, "express_lanes": 2},
        "planned": {"kiosks": 10, "staffed_desks": 4, "express_lanes": 2},
    },
)


def test_a_duration_in_a_prediction_is_not_read_off_a_sum_of_counts() -> None:
    answer = (
        "You have the desks and express lanes you need, but you're 4 kiosks short, and without "
        "them check-in will have 20-minute queues at the doors."
    )
    report = checked(answer, CHECK_IN_PLAN, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- the item a block names settles which item's field a denial speaks of ---------------------

STUDY_REQUESTS = (
    "list_requests",
    {"employee_id": "E-7"},
    {
        "requests": [
            {
                "request_id": "CE-101",
                "course": "Advanced Welding Certificate",
                "provider": "Lakeview College",
                "term": "Spring 2026",
                "status": "approved",
                "approved_at": "2026-05-14",
                "approved_cents": 180000,
                "payment": {"status": "scheduled", "pay_date": "2026-06-12"},
            },
            {
                "request_id": "CE-144",
                "course": "Blueprint Reading II",
                "provider": "Lakeview College",
                "term": "Fall 2026",
                "status": "pre_approved",
                "payment": None,
            },
        ]
    },
)
MAY = "Today is May 20, 2026."


def test_a_denial_under_lines_naming_one_item_is_not_witnessed_by_its_sibling() -> None:
    answer = (
        "Your fall request is pre-approved:\n\n"
        "- **Course:** Blueprint Reading II, Fall 2026 (CE-144)\n"
        "- **Status:** pre-approved\n"
        "- **Reimbursement payment:** no date scheduled yet."
    )
    report = checked(answer, STUDY_REQUESTS, language="en", system=MAY)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_under_lines_naming_one_item_is_witnessed_by_that_items_field() -> None:
    for language, answer in (
        (
            "en",
            "Your spring request is approved:\n\n"
            "- **Course:** Advanced Welding Certificate (Lakeview College)\n"
            "- **Approved:** May 14, for **$1,800.00**\n"
            "- **Reimbursement payment:** no date scheduled yet.",
        ),
        (
            "es",
            "La solicitud de primavera está aprobada:\n\n"
            "- **Curso:** Advanced Welding Certificate (Lakeview College)\n"
            "- **Aprobada:** 14 de mayo, por **1.800,00 $**\n"
            "- **Pago:** todavía no hay ningún pago programado.",
        ),
    ):
        report = checked(answer, STUDY_REQUESTS, language=language, system=MAY)
        assert "false_absence" in kinds(report), (language, show(report))


# ---- a Chinese booking verb -------------------------------------------------------------------

SLOTS = (
    "check_availability",
    {"date": "2026-09-11"},
    {
        "date": "2026-09-11",
        "slots": [{"time": "10:00", "free": True}, {"time": "14:00", "free": False}],
    },
)
BOOKED = (
    "create_booking",
    {"date": "2026-09-11", "time": "10:00"},
    {"booking_id": "BK-3301", "status": "confirmed", "date": "2026-09-11", "time": "10:00"},
)
SLOT_ANSWER = "周五上午 10 点还有空位，那个号我已经替你约下来了。"


def test_a_chinese_booking_no_call_made_is_caught() -> None:
    report = checked(
        SLOT_ANSWER, SLOTS, language="zh", tools=["create_booking"], system="今天是 2026-09-07。"
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_chinese_booking_the_run_made_is_no_finding() -> None:
    report = checked(SLOT_ANSWER, SLOTS, BOOKED, language="zh", system="今天是 2026-09-07。")
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a state named under a negation in another clause -----------------------------------------

FINDINGS = (
    "list_findings",
    {"site": "P-2"},
    {
        "total": 7,
        "items": [
            {"id": "H-1", "level": "major", "status": "open"},
            {"id": "H-2", "level": "general", "status": "overdue"},
            {"id": "H-3", "level": "general", "status": "overdue"},
            {"id": "H-4", "level": "general", "status": "closed"},
            {"id": "H-5", "level": "general", "status": "open"},
            {"id": "H-6", "level": "general", "status": "closed"},
            {"id": "H-7", "level": "general", "status": "open"},
        ],
    },
)


def test_a_state_denied_in_another_clause_is_not_what_the_count_counts() -> None:
    for language, answer in (
        ("zh", "这 7 项整改里重大的有 2 项，都没有超期。"),
        ("en", "Of the 7 findings, 2 are major, neither of them overdue."),
    ):
        report = checked(answer, FINDINGS, language=language)
        assert "count_mismatch" in kinds(report), (language, show(report))


def test_a_right_count_beside_a_state_denied_apart_stands() -> None:
    for language, answer in (
        ("zh", "这 7 项整改里重大的有 1 项，没有超期。"),
        ("en", "Of the 7 findings, 1 is major, and it is not overdue."),
    ):
        report = checked(answer, FINDINGS, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


# ---- a total of units over lines that each carry a quantity -----------------------------------

RETURNS = (
    "list_returns",
    {"customer": "C-5", "since": "2026-01-01"},
    {
        "total": 3,
        "returns": [
            {"rma": "R-11", "item": "Amber bottle 500 ml", "qty": 20, "reason": "cracked"},
            {"rma": "R-19", "item": "Amber bottle 250 ml", "qty": 15, "reason": "wrong colour"},
            {"rma": "R-24", "item": "Dropper cap", "qty": 12, "reason": "leaking"},
        ],
    },
)


def test_a_total_of_units_is_held_to_the_sum_of_the_lines_quantity() -> None:
    for language, answer in (
        ("es", "Desde el 1 de enero nos has devuelto 57 piezas en total, en 3 devoluciones."),
        ("zh", "1 月 1 日以来一共退回了 57 件，分 3 次。"),
    ):
        report = checked(answer, RETURNS, language=language, system="Today is 2026-03-02.")
        assert "count_mismatch" in kinds(report), (language, show(report))


def test_a_total_of_units_that_sums_the_lines_quantity_stands() -> None:
    for language, answer in (
        ("es", "Desde el 1 de enero nos has devuelto 47 piezas en total, en 3 devoluciones."),
        ("zh", "1 月 1 日以来一共退回了 47 件，分 3 次。"),
    ):
        report = checked(answer, RETURNS, language=language, system="Today is 2026-03-02.")
        assert "count_mismatch" not in kinds(report), (language, show(report))


# ---- "expected" names the estimated date among the dates a word names -----------------------

SHIPMENTS = (
    "get_order",
    {"order_id": "O-77"},
    {
        "order_id": "O-77",
        "shipments": [
            {"tracking": "T-1", "items": ["desk"], "delivered_at": "2026-04-02T10:00:00+02:00"},
            {"tracking": "T-2", "items": ["chair"], "estimated_delivery": "2026-04-09"},
        ],
        "return_deadline": "2026-04-30",
    },
)
APRIL_ES = "Hoy es lunes, 6 de abril de 2026."


def test_an_expected_date_is_held_to_the_estimated_field() -> None:
    answer = "La silla (T-2) ya está en reparto; llegará, según lo previsto, el lunes 13 de abril."
    report = checked(answer, SHIPMENTS, language="es", system=APRIL_ES)
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_right_expected_date_stands() -> None:
    answer = "La silla (T-2) ya está en reparto; llegará, según lo previsto, el jueves 9 de abril."
    report = checked(answer, SHIPMENTS, language="es", system=APRIL_ES)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a prediction that applies the operator's rule, in the answer's language ------------------

BILLS = (
    "list_invoices",
    {"shop": "S-3"},
    {
        "invoices": [
            {"no": "B-101", "amount_inr": 42000, "status": "overdue", "due": "2026-03-01"},
            {"no": "B-102", "amount_inr": 18000, "status": "open", "due": "2026-04-10"},
        ]
    },
)
INTEREST_RULE = "आज 20 मार्च 2026 है। नियम: देय तिथि निकलने के बाद बकाया राशि पर 2% मासिक ब्याज जुड़ता है।"


def test_a_prediction_applying_the_operators_rule_is_supported_by_it() -> None:
    answer = "B-101 के ₹42,000 अभी overdue हैं; जल्दी भुगतान हो जाए तो आगे और ब्याज नहीं जुड़ेगा।"
    report = checked(answer, BILLS, language="hi", system=INTEREST_RULE)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_the_operators_rule_does_not_make_is_still_caught() -> None:
    answer = "B-101 के ₹42,000 अभी overdue हैं; अगले हफ़्ते दुकान का क्रेडिट बढ़ जाएगा।"
    report = checked(answer, BILLS, language="hi", system=INTEREST_RULE)
    assert "inference_as_fact" in kinds(report), show(report)
