"""Failure classes of session 45 (examples written for these tests).

- A day and a month by digits with no year, right before a time of day ("18/11 10:00",
  "11/18 at 9:30", "18/11 सुबह 10:00", "11/18 上午9:30"), is a date, as notes write an
  appointment; a fraction or a score has no clock after it.
- "2 of the 3 depots can take it": when the whole is the list and no field sorts its items
  into kinds, the part is the answer's own reckoning; the list's length is no witness
  against it. A status field that sorts them still holds the part to its groups.
- A part worked out of the list's figures is held to them: a figure at zero ("2 of the 4
  slots are full" beside two ``remaining: 0``), a threshold the sentence names ("14 of the
  15 reached 6 GB"), two figures compared; a part no such test gives is still caught.
- A date said with a clock time ("the hearing is on 26 September at 11 am") whose time is
  the clock of the one output datetime it matched is held to that datetime's day.
- An output key of two words names what the two name together: ``valid_until`` is an
  expiry ("有效期", "vigencia"), which neither word is alone. A hearing (सुनवाई, audiencia,
  开庭) is a concept of every language.
- A cause read from an output's reason in Chinese is weighed by character pairs, as the
  claim is: a freeze reason restated is the output's own reason, not another one.
- A note beside a status that refuses, halts or calls a thing off is that record's account
  of why: "the reason is X" restating the note names the output's cause.
- A clause after a guess that only says who settles the outcome ("but the final decision
  is the board's") foretells nothing the guess leaves open.
- An act verb in a Hindi relative clause ("उसी कार्ड में जिससे भुगतान किया था": to the card
  that was paid with) says what a thing is, not what the agent did.
- "I've gone through your account" after a read keyed by the user's own id names what that
  read did; with no declared tool that reads it otherwise, no call is missing.
- A date as many working days after an output's date as the sentence states ("3–5 business
  days, so Thursday the 18th to Monday the 22nd") is worked out from it.
- "Missed grade A by 3 points" beside sections that each hold a ``score`` is a quantity of
  points, no count of the sections.
- "We've refunded the €40" beside a refund an output records as applied before today is the
  business's own past act, no act of this run.
- "Of the 3 dates you asked for, only 2 are free:" over rows naming all 3: the rows name the
  whole the claim gives before its part, and the part is read as any part.
- "The final figure you'll see in your statement" says where it will be known, no outcome.
- A weekday and a day with no month after a full date of the same text ("leaves Monday
  8 September ..., back Friday 12") is of that date's month where the weekday agrees.
- A Chinese partitive whose part is named by a raw field value and "为" ("4 条结果里 passed 为
  3 条") gives the whole before the part.
- "कार्यक्रम से 5 दिन पहले" (five days before the event) counts from the event, not from
  today: no date five days ago, and the rule's term moves the event's date.
- "18, 19 और 20 फ़रवरी", "the 3rd, 4th and 5th": a conjunction between two figures joins a
  list, no two clauses; a supposition that opens the sentence reaches its last figure.
- "Of the 5 invoices 1 is paid in full, 4 still owe": the other part of the whole the
  sentence splits is the rest of the list, whatever state word it carries ("owe" is unpaid
  and part-paid alike); a part that does not complete the whole is still held to the list.
- A source noun inside brackets after a figure ("GST 18% (plan rules)") is named by what the
  brackets hold, not by the figure before them; "GST 18%" is a tax and its rate, no id.
"""

from __future__ import annotations

from datetime import date, datetime

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show

NOV = datetime(2025, 11, 17, 9, 0)


def _dates(text: str, language: str) -> list[tuple[str, date]]:
    return [
        (m.text, m.value)
        for m in find_mentions(text, language, now=NOV)
        if m.kind == "date" and isinstance(m.value, date)
    ]


# ---- a yearless slashed date before a time of day -------------------------------------------


def test_a_slashed_day_and_month_before_a_clock_time_is_a_date() -> None:
    assert _dates("boiler service booked 18/11 10:00, bring the key", "en") == [
        ("18/11", date(2025, 11, 18))
    ]
    assert _dates("revisión 18/11 a las 10:00", "es") == [("18/11", date(2025, 11, 18))]
    assert _dates("सर्विस 18/11 सुबह 10:00 बजे", "hi") == [("18/11", date(2025, 11, 18))]
    assert _dates("上门时间 11/18 上午9:30", "zh") == [("11/18", date(2025, 11, 18))]


def test_a_fraction_or_a_score_is_no_date_even_near_a_time() -> None:
    assert _dates("passed 7/10 checks", "en") == []
    assert _dates("ratio 3/4, then at 11:30 the crew left", "en") == []


BOILER = (
    "get_service_job",
    {"job_id": "BS-2291"},
    {
        "job_id": "BS-2291",
        "status": "scheduled",
        "window_ends": "2025-11-20",
        "engineer_note": (
            "Pressure low on last visit. Return visit 18/11 10:00, customer to be home."
        ),
    },
)


def test_a_visit_the_note_dates_by_digits_verifies_the_day() -> None:
    answer = "The engineer comes back tomorrow, 18 November, at 10:00 to look at the pressure."
    report = checked(answer, BOILER, language="en", system="Today is Monday, 17 November 2025.")
    assert [c.status for c in report.claims] == ["verified"], show(report)
    answer = "The engineer comes back on Wednesday, 19 November, at 10:00."
    report = checked(answer, BOILER, language="en", system="Today is Monday, 17 November 2025.")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a part of a whole the list is --------------------------------------------------------


DEPOTS = (
    "get_depot_capacity",
    {"region": "north"},
    {
        "depots": [
            {"depot": "Ashby Yard", "bays": 6, "occupied": 4},
            {"depot": "Kelso Road", "bays": 5, "occupied": 5},
            {"depot": "Mill Lane", "bays": 8, "occupied": 6},
        ]
    },
)


def test_a_part_worked_out_of_a_list_with_no_kinds_is_no_count_mismatch() -> None:
    for answer, language in (
        ("Only 2 of the 3 depots have room left.", "en"),
        ("3 में से 2 डिपो में जगह बची है।", "hi"),
        ("De los 3 depósitos, 2 tienen hueco.", "es"),
        ("3个仓库里有2个还有空位。", "zh"),
    ):
        report = checked(answer, DEPOTS, language=language)
        assert "count_mismatch" not in kinds(report), show(report)


ROLL = (
    "get_roll_call",
    {"crew": "C7"},
    {
        "records": [
            {"name": "Ines", "status": "present"},
            {"name": "Omar", "status": "present"},
            {"name": "Lena", "status": "absent"},
            {"name": "Ravi", "status": "absent"},
            {"name": "Tom", "status": "on_leave"},
        ]
    },
)


def test_a_part_of_a_list_a_status_sorts_is_still_held_to_its_groups() -> None:
    answer = "3 of the 5 crew members were present today."
    report = checked(answer, ROLL, language="en")
    assert "count_mismatch" in kinds(report), show(report)


SLOTS = (
    "get_entry_slots",
    {"site": "caves", "date": "2025-11-20"},
    {
        "slots": [
            {"slot": "09:00-11:00", "remaining": 0},
            {"slot": "11:00-13:00", "remaining": 0},
            {"slot": "13:00-15:00", "remaining": 40},
            {"slot": "15:00-17:00", "remaining": 85},
        ]
    },
)


def test_a_part_a_figure_at_zero_gives_passes_and_a_wrong_one_is_caught() -> None:
    right = checked("2 of the 4 entry slots that day are already full.", SLOTS, language="en")
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("3 of the 4 entry slots that day are already full.", SLOTS, language="en")
    assert "count_mismatch" in kinds(wrong), show(wrong)


YIELDS = (
    "get_run_yields",
    {"batch": "B-40"},
    {
        "samples": [
            {"id": f"S-{n:02d}", "yield_kg": kg}
            for n, kg in enumerate([5.4, 5.1, 4.7, 5.9, 5.2, 5.0, 5.6], start=1)
        ]
    },
)


def test_a_part_a_threshold_the_sentence_names_gives_is_held_to_it() -> None:
    right = checked("6 of the 7 plots reached the 5 kg target.", YIELDS, language="en")
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("4 of the 7 plots reached the 5 kg target.", YIELDS, language="en")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a date said with the time of an output datetime -----------------------------------------


CASE = (
    "get_tribunal_case",
    {"case_no": "TR-5518"},
    {
        "case_no": "TR-5518",
        "status": "listed",
        "filed_on": "2025-10-02",
        "hearing": {"room": "Court 4", "date": "2025-11-26T10:30:00+00:00"},
    },
)


def test_a_date_said_with_the_time_of_a_datetime_is_held_to_its_day() -> None:
    for answer, language in (
        ("Your hearing is in Court 4 on 28 November at 10:30.", "en"),
        ("La audiencia es en la sala 4 el 28 de noviembre a las 10:30.", "es"),
        ("आपकी सुनवाई कोर्ट 4 में 28 नवंबर को सुबह 10:30 बजे है।", "hi"),
    ):
        report = checked(answer, CASE, language=language, system="Today is 17 November 2025.")
        assert "fact_mismatch" in kinds(report), (language, show(report))
    right = checked(
        "Your hearing is in Court 4 on 26 November at 10:30.",
        CASE,
        language="en",
        system="Today is 17 November 2025.",
    )
    assert "fact_mismatch" not in kinds(right), show(right)


# ---- two key words that name one thing -----------------------------------------------------------


LICENCE = (
    "get_trade_licence",
    {"licence_no": "TL-3390"},
    {
        "licence_no": "TL-3390",
        "status": "active",
        "valid_from": "2025-06-30",
        "valid_until": "2026-06-30",
        "renewal": {"approved_at": "2025-06-20T09:00:00+08:00"},
    },
)


def test_an_expiry_said_in_words_meets_a_valid_until_key() -> None:
    for answer, language, today in (
        ("执照 TL-3390 有效期到 **2026年12月30日**。", "zh", "今天是2025年11月17日。"),
        (
            "La licencia TL-3390 tiene vigencia hasta el 30 de diciembre de 2026.",
            "es",
            "Hoy es 17 de noviembre de 2025.",
        ),
    ):
        report = checked(answer, LICENCE, language=language, system=today)
        assert "fact_mismatch" in kinds(report), (language, show(report))


# ---- a reason restated ---------------------------------------------------------------------


FROZEN = (
    "get_account",
    {"account_id": "AC-19"},
    {
        "account_id": "AC-19",
        "status": "frozen",
        "freeze_reason": "银行风控核查异常，已暂停交易，待本人到柜台核验身份",
        "frozen_at": "2025-11-14",
    },
)


def test_a_chinese_freeze_reason_restated_is_the_outputs_own_cause() -> None:
    answer = (
        "您的账户在11月14日被冻结了，原因是银行风控核查异常、已暂停交易，需要您本人到柜台核验身份。"
    )
    report = checked(answer, FROZEN, language="zh", system="今天是2025年11月17日。")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_the_freeze_reason_does_not_give_is_still_a_guess() -> None:
    answer = "您的账户在11月14日被冻结了，原因是密码输错次数太多。"
    report = checked(answer, FROZEN, language="zh", system="今天是2025年11月17日。")
    assert "inference_as_fact" in kinds(report), show(report)


LISTING = (
    "get_listing_review",
    {"listing_id": "LS-5502"},
    {
        "listing_id": "LS-5502",
        "review": {
            "status": "declined",
            "reviewed_at": "2025-11-16T15:02:00Z",
            "moderator_note": (
                "Photos 2 and 4 carry a studio watermark; upload clean images and resubmit."
            ),
        },
    },
)


def test_a_note_beside_a_refusal_gives_its_reason() -> None:
    answer = (
        "Your listing was declined yesterday.\n\n"
        "The reason is that photos 2 and 4 carry a studio watermark; swap them for clean "
        "images and resubmit."
    )
    report = checked(answer, LISTING, language="en", system="Today is 17 November 2025.")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_note_beside_a_refusal_does_not_give_another_cause() -> None:
    answer = (
        "Your listing was declined yesterday.\n\n"
        "The reason is that the asking price is above the category limit."
    )
    report = checked(answer, LISTING, language="en", system="Today is 17 November 2025.")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a guess, then who decides ----------------------------------------------------------------


GRANT = (
    "get_grant_application",
    {"application_id": "GA-118"},
    {
        "application_id": "GA-118",
        "status": "under_review",
        "panel_meeting": "2025-11-27",
        "remarks": "Budget within limits; two of three referees scored it highly.",
    },
)


def test_a_clause_that_leaves_the_outcome_to_the_board_is_no_prediction() -> None:
    for answer, language in (
        (
            "Two of three referees scored it highly, so approval looks likely — but the "
            "panel will make the final decision.",
            "en",
        ),
        (
            "Dos de los tres evaluadores la puntuaron alto, así que parece probable que la "
            "aprueben, pero la decisión final la tomará el comité.",
            "es",
        ),
        (
            "तीन में से दो समीक्षकों ने अच्छे अंक दिए हैं, इसलिए मंज़ूरी की संभावना अच्छी लगती है — "
            "पर अंतिम निर्णय पैनल ही करेगा।",
            "hi",
        ),
    ):
        report = checked(answer, GRANT, language=language, system="Today is 17 November 2025.")
        assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_foretold_after_the_guess_is_still_flagged() -> None:
    answer = (
        "Two of three referees scored it highly, so approval looks likely — and the grant "
        "will be paid in December."
    )
    report = checked(answer, GRANT, language="en", system="Today is 17 November 2025.")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a source noun in brackets ----------------------------------------------------------------


def test_a_bracketed_rule_after_a_tax_rate_names_no_made_up_source() -> None:
    room = (
        "get_hall_rate",
        {"hall": "Neem"},
        {"hall": "Neem", "hourly_rate_inr": 800, "capacity": 40},
    )
    answer = "दर: नीम हॉल ₹800/घंटा, GST 18% (प्लान नियम)"
    report = checked(
        answer,
        room,
        language="hi",
        system="हॉल नियम: हर बुकिंग पर 18% GST लगेगा। सदस्यों का प्लान 'बेसिक' है।",
    )
    assert "source_fabrication" not in kinds(report), show(report)


# ---- an act in a Hindi relative clause ---------------------------------------------------------


REFUND = (
    "cancel_order",
    {"order_id": "OD-5521"},
    {"order_id": "OD-5521", "status": "cancelled", "refund_inr": 640, "refund_to": "source"},
)


def test_an_act_in_a_hindi_relative_clause_is_no_act_of_the_agent() -> None:
    answer = "**आपको वापस मिलेंगे: ₹640**, उसी कार्ड में जिससे भुगतान किया था।"
    report = checked(answer, REFUND, language="hi")
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- the user's own account, read by the user's id ---------------------------------------------


DUES = (
    "get_member_dues",
    {"member_id": "GYM-20931"},
    {"member_id": "GYM-20931", "dues": [{"month": "2025-10", "amount": 45, "paid": False}]},
)


def test_a_look_at_your_account_is_the_read_keyed_by_your_id() -> None:
    for answer, language in (
        ("I've gone through your account: October's $45 is still unpaid.", "en"),
        ("आपका खाता देख लिया: अक्टूबर के $45 अभी बाकी हैं।", "hi"),
    ):
        report = checked(answer, DUES, language=language, system="Signed-in member: GYM-20931.")
        assert "fabricated_tool_call" not in kinds(report), (language, show(report))


def test_a_look_at_your_account_with_no_read_call_is_still_caught() -> None:
    report = checked(
        "I've checked your account: October's $45 is still unpaid.",
        language="en",
        system="Signed-in member: GYM-20931.",
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- working days after an output's date --------------------------------------------------------


RETURN = (
    "approve_return",
    {"rma": "RMA-804"},
    {
        "rma": "RMA-804",
        "status": "approved",
        "approved_at": "2025-09-15T10:20:00+05:30",
        "credit_eta": "3-5 business days",
    },
)


def test_dates_some_working_days_after_an_outputs_date_are_worked_out() -> None:
    for answer, language in (
        ("The credit takes 3–5 business days, so between Thursday 18 September and "
         "Monday 22 September.", "en"),
        ("क्रेडिट में 3–5 कार्यदिवस लगते हैं, यानी गुरुवार 18 सितंबर से सोमवार 22 सितंबर के बीच।", "hi"),
    ):  # fmt: skip
        report = checked(answer, RETURN, language=language)
        assert {c.status for c in report.claims} == {"verified"}, (language, show(report))


# ---- points of a score -------------------------------------------------------------------------


EXAM = (
    "get_exam_result",
    {"roll": "EX-33"},
    {
        "roll": "EX-33",
        "total_score": 68,
        "section_scores": [
            {"section": "Reading", "score": 24},
            {"section": "Listening", "score": 22},
            {"section": "Writing", "score": 22},
        ],
    },
)


def test_points_missed_by_are_no_count_of_the_scored_sections() -> None:
    for answer, language in (
        ("Grade A needed 70, so you missed it by 2 points.", "en"),
        ("ग्रेड A के लिए 70 चाहिए थे, यानी 2 अंक से चूक गए।", "hi"),
    ):
        report = checked(answer, EXAM, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))


# ---- the business's own past act -----------------------------------------------------------------


CLUB = (
    "get_member_statement",
    {"member_id": "M-4410"},
    {
        "member_id": "M-4410",
        "items": [
            {
                "id": "FEE-77",
                "concept": "Winter league fee",
                "amount_cents": 9000,
                "status": "open",
            },
            {
                "id": "CR-12",
                "concept": "Refund: spring tournament called off",
                "amount_cents": -4000,
                "status": "applied",
                "applied_at": "2025-09-15T11:02:00+02:00",
            },
        ],
    },
)


def test_a_refund_the_business_recorded_before_today_is_no_act_of_the_run() -> None:
    for answer, language in (
        ("Sí, ya te hemos devuelto los **40,00 €** del torneo; el abono se aplicó el 15.", "es"),
        (
            "Yes, we've refunded the **€40.00** for the tournament; it was applied on the 15th.",
            "en",
        ),
    ):
        report = checked(answer, CLUB, language=language, system="Today is 18 September 2025.")
        assert "fabricated_tool_call" not in kinds(report), (language, show(report))


# ---- a part of a whole the rows after it name -------------------------------------------------


STUDIO = (
    "check_studio_dates",
    {"studio": "B", "dates": ["2025-05-12", "2025-05-13", "2025-05-14", "2025-05-15"]},
    {
        "dates": [
            {"date": "2025-05-12", "available": True},
            {"date": "2025-05-13", "available": False, "reason": "maintenance"},
            {"date": "2025-05-14", "available": True},
            {"date": "2025-05-15", "available": False, "reason": "private event"},
        ]
    },
)


def test_a_part_before_rows_of_its_whole_is_read_as_a_part() -> None:
    answer = (
        "Of the 4 dates you asked for, only 2 are free:\n"
        "- Monday 12 May ✅\n- Tuesday 13 May: maintenance ❌\n- Wednesday 14 May ✅\n"
        "- Thursday 15 May: private event ❌"
    )
    report = checked(answer, STUDIO, language="en", system="Today is 22 April 2025.")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = answer.replace("only 2 are free", "3 are free")
    report = checked(wrong, STUDIO, language="en", system="Today is 22 April 2025.")
    assert "count_mismatch" in kinds(report), show(report)


# ---- where the final figure will be known -------------------------------------------------------


def test_where_the_final_figure_will_be_seen_is_no_prediction() -> None:
    gifts = ("list_gifts", {"year": 2024}, {"gifts": [{"amount_eur": 120}, {"amount_eur": 80}]})
    for answer, language in (
        ("La cifra definitiva de la deducción la verás en tu declaración.", "es"),
        ("The final deduction you'll see in your tax return.", "en"),
    ):
        report = checked(answer, gifts, language=language)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


# ---- a day whose month the text's date before it gives ---------------------------------------


def test_a_weekday_and_day_after_a_full_date_take_its_month() -> None:
    now = datetime(2025, 6, 16, 9, 0)
    found = [
        (m.text, m.value)
        for m in find_mentions(
            "Sale el lunes 8 de septiembre a las 6:30. Regreso el viernes 12 por la noche.",
            "es",
            now=now,
        )
        if m.kind == "date"
    ]
    assert found[-1][1] == date(2025, 9, 12), found
    alone = [m.value for m in find_mentions("el jueves 12 hay reunión", "es", now=now)]
    assert date(2025, 6, 12) in alone


# ---- a Chinese partitive with a raw value ----------------------------------------------------


AUDITIONS = (
    "list_audition_results",
    {"member": "CH-07"},
    {
        "results": [
            {"piece": "独唱", "result": "passed"},
            {"piece": "合唱", "result": "passed"},
            {"piece": "重唱", "result": "failed"},
            {"piece": "朗诵", "result": "passed"},
        ]
    },
)


def test_a_chinese_part_named_by_a_raw_value_keeps_its_whole() -> None:
    report = checked("核对：4 条结果里 passed 为 3 条 ✔", AUDITIONS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    wrong = checked("核对：4 条结果里 passed 为 2 条 ✔", AUDITIONS, language="zh")
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- days before a thing named, in Hindi ---------------------------------------------------------


def test_days_before_a_named_event_are_no_days_ago() -> None:
    now = datetime(2025, 11, 12, 9, 0)
    rule = "नियम: सीटों की संख्या यात्रा से 4 दिन पहले तक बदली जा सकती है।"
    assert not [m for m in find_mentions(rule, "hi", now=now) if m.kind == "date"]
    said = [m.value for m in find_mentions("हमने 4 दिन पहले टिकट भेजा।", "hi", now=now)]
    assert date(2025, 11, 8) in said


TOUR = (
    "update_tour_seats",
    {"booking_id": "TR-318", "seats": 6},
    {
        "booking_id": "TR-318",
        "tour_date": "2025-11-24",
        "seats": 6,
        "balance_due_by": "2025-11-21",
    },
)


def test_a_deadline_a_prompt_rule_sets_before_an_event_is_worked_out() -> None:
    report = checked(
        "सीटें 6 कर दी गई हैं। आगे सीटों की संख्या में बदलाव 20 नवंबर तक ही हो सकेगा।",
        TOUR,
        language="hi",
        system="आज 12 नवंबर 2025 है। नियम: सीटों की संख्या यात्रा से 4 दिन पहले तक बदली जा सकती है।",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a list of figures joined by a conjunction -----------------------------------------------


DELAY = (
    "get_delivery_claim",
    {"order_id": "OD-880"},
    {
        "order_id": "OD-880",
        "status": "open",
        "promised_by": "2025-03-19",
        "compensation": {"eligible_from": "2025-03-20", "per_day_inr": 50, "accrued_inr": 0},
    },
)


def test_a_list_of_days_in_a_supposition_stays_one_claim() -> None:
    answer = "उदाहरण: अगर सामान 22 मार्च को पहुँचे, तो नियम के हिसाब से 20, 21 और 22 मार्च के ₹150 बनेंगे।"
    report = checked(answer, DELAY, language="hi", system="आज 19 मार्च 2025 है।")
    assert "fact_mismatch" not in kinds(report), show(report)
    assert len(report.claims) == 1, show(report)


# ---- the other part of a whole the sentence splits ----------------------------------------------


INVOICES = (
    "get_outstanding",
    {"dealer_id": "DL-77"},
    {
        "dealer_id": "DL-77",
        "invoices": [
            {"invoice_no": "A-1", "status": "paid"},
            {"invoice_no": "A-2", "status": "partially_paid"},
            {"invoice_no": "A-3", "status": "unpaid"},
            {"invoice_no": "A-4", "status": "unpaid"},
            {"invoice_no": "A-5", "status": "partially_paid"},
        ],
    },
)


def test_the_rest_of_a_split_whole_is_no_count_of_one_state() -> None:
    for answer, language in (
        ("5 इनवॉइस में से 1 पूरा चुक चुका है, 4 पर बकाया है:", "hi"),
        ("Of your 5 invoices, 1 is fully paid and 4 are still unpaid:", "en"),
    ):
        report = checked(answer, INVOICES, language=language)
        assert "count_mismatch" not in kinds(report), (language, show(report))
    wrong = checked("Of your 5 invoices, 1 is fully paid and 3 are still unpaid:", INVOICES)
    assert "count_mismatch" in kinds(wrong), show(wrong)
