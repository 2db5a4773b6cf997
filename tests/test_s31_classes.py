"""Classes fixed in session 31, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Values
- A key that opens with a unit counted within a span ("nights_per_stay", "hours_per_week")
  is in that unit, not in the span's.
- A time of no day in the first hour with seconds ("00:04:27") is also a point into a
  recording or a call: "4:27" states it.
- A string of a sibling item is no swap when the answer writes the own item's string with
  words between its words ("the shed of the garden" for "Shed garden"): the sibling's
  string is one of those words.

- A key that names its unit in the plural of Spanish ("garantia_dias", "peso_gramos")
  is in that unit: "6 meses" of ``garantia_dias: 180`` is the same warranty.
- The one amount of the record a claim names, held the same in two records it names (a
  quote and the booking made from it), is one witness against another amount.
- "送到" names a delivery: a date said to be when it arrives is held to the delivery date.

- The closing day of a period whose opening day is a record's opening field
  (``window.opens``) is held to that record's one closing field ("from 3 March to 19
  March" beside a window that closes on the 14th).

- A range opened by "de" with markdown emphasis before its first end ("de **10:00 a
  17:00**") is a range: its closing end is held to the window the opening end opens.

States
- A denial of a status in the status's own word ("the voucher hasn't been redeemed") is a
  false absence when the record's status is that word (``redeemed``), for statuses the
  state tables name no state of.
- A denial of an event ("the deposit hasn't been refunded yet", "रिफ़ंड नहीं हुआ") of a
  record whose field dates that event (``refunded_on``) is a false absence, the date the
  witness; weighed in its own clause when another clause of the sentence hedges.
- A denial of a state that speaks of an amount the output holds as nothing ("nothing from
  earlier is overdue" beside ``earlier_overdue: 0``) is no denial of the record's status.

Absence
- A list of free places a day's record holds ("slots": ["13:30", "16:00"]), when nothing
  counts the places, witnesses "no slots left that day"; "排满" says places are used up.
- An output that is, as a whole, the thing denied (``get_moving_estimate`` for "no estimate
  came back") and holds its figures witnesses the denial; one that says it found nothing
  (``eligible: false``) does not. "didn't return a ..." denies what follows.
- "Wash" is a concept of the lexicons ("धुलाई", "lavado", "洗车"): a denied wash is held
  to the items of a wash.

Counts
- A Spanish plural in "-es" ("compresores" for ``compresor``) names the field
  every item holds: the list is the noun's.

- "Open" items are the items not closed, whatever other states the rest are in ("2 open
  permits" of three, one ``closed``, one ``under_review``, one ``issued``).

- "The other N" whose noun names no list, after lines that went through every item of one
  list (who did not pay), counts the other list of the same record (who paid): that list
  is the witness. A line in bold above the items is their heading, not one of them.

Actions
- A Chinese verb that is the first half of a noun ("续费记录": the renewal record), the
  noun's head after it, and a verb right after "的" are no acts of the agent's.

- A thing logged is a thing reported: "I've logged the outage" beside an uncalled
  ``report_outage`` is held to that tool.
- The object of an act reaches past short words ("sent the mailer and the card offer to
  secure shredding"), and a tool whose own name, past its verb, names that object
  (``request_shred``) fits the act better than a call whose output merely shares a word.

Inference
- "卡在<a state>" says where a thing is held up by a state an output holds: it reports the
  state, it names no cause.
- The verb of causing in the present ("lo están provocando", "ocasiona"; "is causing",
  "accounts for") gives a cause: an output must say it.
- A Hindi verbal noun with "पर ही" ("जमा करने पर ही": only on depositing) opens a condition;
  with "पर भी" (even on) it concedes.
"""

from __future__ import annotations

from nyaya.values.units import key_unit
from runkit import checked, kinds, show, witness_of

# ---- values -------------------------------------------------------------------------------


def test_a_key_opening_with_a_unit_within_a_span_is_in_that_unit() -> None:
    assert key_unit("days_in_period") == "day"
    assert key_unit("hours_per_week") == "h"
    assert key_unit("price_per_kg") == "kg"  # the rate's basis stays the unit it is per


def test_a_spanish_plural_unit_in_a_key_converts() -> None:
    warranty = ("get_reparacion", {"id": "R-4"}, {"id": "R-4", "garantia_dias": 180})
    report = checked("La reparación R-4 tiene una garantía de 6 meses.", warranty, language="es")
    assert report.action == "emit", show(report)
    report = checked("La reparación R-4 tiene una garantía de 8 meses.", warranty, language="es")
    assert "fact_mismatch" in kinds(report), show(report)


BAKERY = (
    "get_contract",
    {"employee": "E-40"},
    {"contract": "K-9", "hours_per_week": 38, "shifts": 5},
)


def test_hours_counted_per_week_are_read_in_hours() -> None:
    report = checked("Your contract K-9 is for 38 hours a week, over 5 shifts.", BAKERY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_number_of_hours_a_week_is_still_caught() -> None:
    report = checked("Your contract K-9 is for 44 hours a week, over 5 shifts.", BAKERY)
    assert "fact_mismatch" in kinds(report), show(report)


HEARING = (
    "get_hearing_audio",
    {"hearing": "H-88"},
    {
        "hearing": "H-88",
        "clerk_note": (
            "The audio is complete. Testimony from the second witness runs 00:04:27-00:09:51; "
            "a fire alarm interrupts the recording at 00:12:05."
        ),
    },
)

ONE_WINDOW = (
    "get_hearing_audio",
    {"hearing": "H-88"},
    {"clerk_note": "Testimony from the second witness runs 00:04:27-00:09:51."},
)


def test_a_point_into_a_recording_is_read_as_minutes_and_seconds() -> None:
    report = checked(
        "The second witness testifies from 4:27 to 9:51 in the recording, and the fire alarm "
        "cuts in at 12:05.",
        HEARING,
    )
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("The second witness testifies from 4:27 to 9:51.", ONE_WINDOW)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_point_into_a_recording_is_still_caught() -> None:
    report = checked("The second witness testifies from 4:27 to 9:15.", ONE_WINDOW)
    assert "fact_mismatch" in kinds(report), show(report)


ALLOTMENT = (
    "list_sensors",
    {"site": "allotment 4"},
    {
        "sensors": [
            {"id": "S-1", "kind": "soil probe", "place": "Shed garden", "battery_pct": 12},
            {"id": "S-2", "kind": "rain gauge", "place": "Orchard", "battery_pct": 80},
            {"id": "S-3", "kind": "frost alarm", "place": "Garden", "battery_pct": 61},
        ]
    },
)


def test_the_own_string_written_with_words_between_is_no_swap() -> None:
    report = checked(
        "It's the **soil probe by the shed of the garden** (S-1): its battery is at 12%.",
        ALLOTMENT,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_sibling_string_alone_is_still_a_swap() -> None:
    report = checked(
        "It's the **soil probe in the Orchard** (S-1): its battery is at 12%.",
        ALLOTMENT,
    )
    assert "fact_mismatch" in kinds(report), show(report)


FERRY = (
    "quote_crossing",
    {"route": "Ardmore-Kells"},
    {"route": "Ardmore-Kells", "vehicle": "Car with roof box", "fare_eur": 86},
)
FERRY_BOOKED = (
    "book_crossing",
    {"route": "Ardmore-Kells"},
    {"booking": "FK-2281", "vehicle": "Car with roof box", "fare_eur": 86, "status": "confirmed"},
)


def test_one_amount_held_in_the_quote_and_the_booking_is_one_witness() -> None:
    report = checked("Your crossing is booked. Car with roof box: **€68**.", FERRY, FERRY_BOOKED)
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_amount_both_records_hold_is_verified() -> None:
    report = checked("Your crossing is booked. Car with roof box: **€86**.", FERRY, FERRY_BOOKED)
    assert "fact_mismatch" not in kinds(report), show(report)


PARCEL = (
    "track_parcel",
    {"order": "HX-77"},
    {
        "order": "HX-77",
        "status": "IN_TRANSIT",
        "tracking_no": "YT99120",
        "estimated_delivery": "2026-05-14",
    },
)


def test_a_delivery_date_said_with_songdao_is_held_to_the_estimate() -> None:
    report = checked(
        "运单号：YT99120。顺丰那边预计后天（5月16日）能送到，请留意电话。",
        PARCEL,
        system="今天是2026年5月12日。",
        language="zh",
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_right_delivery_date_is_verified() -> None:
    report = checked(
        "运单号：YT99120。顺丰那边预计后天（5月14日）能送到，请留意电话。",
        PARCEL,
        system="今天是2026年5月12日。",
        language="zh",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


CONSULTATION = (
    "get_consultation",
    {"plan": "Riverside bridge"},
    {
        "plan": "Riverside bridge",
        "window": {"opens": "2026-03-03", "closes": "2026-03-14"},
        "hearing": "2026-04-02",
    },
)


def test_the_end_of_a_period_is_held_to_its_closing_field() -> None:
    for answer, language in (
        ("Comments on the Riverside bridge plan run from 3 March to 19 March.", "en"),
        ("Las alegaciones al plan Riverside bridge van del 3 de marzo al 19 de marzo.", "es"),
        ("Riverside bridge 方案的意见征集从3月3日持续到3月19日。", "zh"),
    ):
        report = checked(answer, CONSULTATION, language=language, system="Today: 2026-02-20.")
        assert "fact_mismatch" in kinds(report), show(report)


def test_the_right_end_of_a_period_is_verified() -> None:
    report = checked(
        "Comments on the Riverside bridge plan run from 3 March to 14 March.",
        CONSULTATION,
        system="Today: 2026-02-20.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


TALLER_HORAS = (
    "buscar_talleres",
    {"comuna": "Maipú"},
    {"talleres": [{"nombre": "Taller Sur", "horario_dia": "09:30-17:00", "abierto": True}]},
)


def test_a_range_in_bold_is_still_a_range() -> None:
    report = checked(
        "Mañana abre el **Taller Sur**, de **09:30 a 18:00**.", TALLER_HORAS, language="es"
    )
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked(
        "Mañana abre el **Taller Sur**, de **09:30 a 17:00**.", TALLER_HORAS, language="es"
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- states -------------------------------------------------------------------------------

VOUCHERS = (
    "get_voucher",
    {"code": "SPA-204"},
    {
        "voucher": {
            "code": "SPA-204",
            "status": "redeemed",
            "redeemed_at": "2026-02-11T15:20:00+01:00",
            "value_cents": 6000,
        }
    },
)


def test_a_denied_status_in_its_own_word_is_a_false_absence() -> None:
    report = checked(
        "Your spa voucher SPA-204 hasn't been redeemed yet, so it's still good.", VOUCHERS
    )
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer.endswith("/status")


def test_the_status_affirmed_in_its_own_word_stands() -> None:
    report = checked("Your spa voucher SPA-204 was redeemed on 11 February, for $60.", VOUCHERS)
    assert "false_absence" not in kinds(report), show(report)


def test_a_status_of_another_word_is_not_denied_by_this_one() -> None:
    issued = {"code": "SPA-204", "status": "issued", "value_cents": 6000}
    other = (VOUCHERS[0], VOUCHERS[1], {"voucher": issued})
    report = checked("Your spa voucher SPA-204 hasn't been redeemed yet.", other)
    assert "false_absence" not in kinds(report), show(report)


LOCKER = (
    "get_locker_rental",
    {"locker": "L-77"},
    {
        "locker": "L-77",
        "deposit": {"amount_cents": 2500, "refunded_on": "2026-06-03", "method": "card"},
    },
)


def test_a_denied_event_its_date_field_holds_is_a_false_absence() -> None:
    for answer, language in (
        ("The $25 deposit for locker L-77 hasn't been refunded yet.", "en"),
        ("लॉकर L-77 का ₹25 डिपॉज़िट अभी तक रिफंड नहीं हुआ है; आम तौर पर इसमें कुछ दिन लगते हैं।", "hi"),
    ):
        report = checked(answer, LOCKER, language=language, system="Today: 2026-06-10.")
        assert "false_absence" in kinds(report), show(report)
        assert witness_of(report, "false_absence").pointer == "/deposit/refunded_on"


def test_the_noun_of_the_event_denies_no_event() -> None:
    report = checked(
        "The $25 deposit for locker L-77 went back to your card on June 3; if the refund "
        "hasn't shown up yet, give it a few days.",
        LOCKER,
        system="Today: 2026-06-10.",
    )
    assert "false_absence" not in kinds(report), show(report)


def test_the_event_affirmed_stands() -> None:
    report = checked(
        "The $25 deposit for locker L-77 was refunded on June 3.",
        LOCKER,
        system="Today: 2026-06-10.",
    )
    assert "false_absence" not in kinds(report), show(report)


SCHOOL_MEALS = (
    "get_meal_account",
    {"pupil": "P-7"},
    {"pupil": "P-7", "status": "UNPAID", "term_fee_cents": 18000, "earlier_overdue_cents": 0},
)


def test_no_earlier_arrears_is_no_denial_of_the_status() -> None:
    report = checked(
        "This term's meals come to $180, still to pay. Nothing from earlier is overdue.",
        SCHOOL_MEALS,
    )
    assert report.action == "emit", show(report)


def test_denying_the_status_itself_is_still_caught() -> None:
    report = checked("The meal account is paid, nothing is owed.", SCHOOL_MEALS)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- absence ------------------------------------------------------------------------------

TUNING = (
    "list_tuning_slots",
    {"tuner": "Odile"},
    {
        "tuner": "Odile",
        "days": [
            {"date": "2026-10-17", "slots": []},
            {"date": "2026-10-18", "slots": ["10:15", "14:45"]},
        ],
    },
)


def test_a_list_of_open_slots_witnesses_a_day_said_full() -> None:
    for answer, language in (
        ("Odile is booked up on Saturday, and Sunday (18 October) has no free slots either.", "en"),
        ("周六约满了，周日（10月18日）也已经排满了。", "zh"),
    ):
        report = checked(answer, TUNING, language=language, system="Today: 2026-10-14.")
        assert "false_absence" in kinds(report), show(report)
        assert witness_of(report, "false_absence").pointer == "/days/1/slots/0"


def test_a_day_whose_list_is_empty_is_not_contradicted() -> None:
    report = checked(
        "Saturday (17 October) has no free slots.", TUNING, system="Today: 2026-10-14."
    )
    assert "false_absence" not in kinds(report), show(report)


ESTIMATE = (
    "get_moving_estimate",
    {"from": "Elm St", "to": "Pine Ave"},
    {"crew": 3, "truck": "16ft", "hours_low": 4, "total_cents": 68000},
)


def test_a_denied_output_that_came_back_whole_is_a_false_absence() -> None:
    for answer in (
        "I asked for a moving estimate, but the tool didn't return an estimate yet.",
        "No estimate came back for the Elm St move.",
    ):
        report = checked(answer, ESTIMATE)
        assert "false_absence" in kinds(report), show(report)


def test_an_output_that_says_it_found_nothing_is_no_witness() -> None:
    none = (ESTIMATE[0], ESTIMATE[1], {"eligible": False, "reason": "no crews that week"})
    report = checked("No estimate came back for the Elm St move.", none)
    assert "false_absence" not in kinds(report), show(report)


LAUNDRY = (
    "get_laundry_log",
    {"room": "H-204"},
    {
        "room": "H-204",
        "entries": [
            {"date": "2026-01-12", "service": "WASH_AND_FOLD", "status": "DONE", "bags": 2},
            {"date": "2026-01-13", "service": None, "status": "NO_PICKUP", "bags": 0},
        ],
    },
)


def test_a_denied_wash_in_hindi_is_held_to_the_wash_items() -> None:
    report = checked(
        "इस हफ़्ते अभी तक आपके कमरे की कोई धुलाई दर्ज नहीं है।",
        LAUNDRY,
        language="hi",
        system="आज 14 जनवरी 2026 है।",
    )
    assert "false_absence" in kinds(report), show(report)


# ---- counts -------------------------------------------------------------------------------

WORKSHOP = (
    "listar_reparaciones",
    {"cliente": "C-51"},
    {
        "reparaciones": [
            {"parte": "R-1", "compresor": "Honda GX160", "estado": "listo"},
            {"parte": "R-2", "compresor": "Briggs 500E", "estado": "en_taller"},
            {"parte": "R-3", "compresor": "Loncin G200", "estado": "en_taller"},
        ],
        "total": 3,
    },
)


def test_a_plural_in_es_names_the_field_every_item_holds() -> None:
    report = checked("Nos has dejado **4 compresores**.", WORKSHOP, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_that_plural_is_verified() -> None:
    report = checked("Nos has dejado **3 compresores**.", WORKSHOP, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


PERMITS = (
    "list_permits",
    {"site": "14 Quay Row"},
    {
        "permits": [
            {"id": "P-1", "kind": "sign", "status": "closed"},
            {"id": "P-2", "kind": "scaffold", "status": "under_review"},
            {"id": "P-3", "kind": "skip", "status": "issued"},
        ]
    },
)


def test_open_items_are_those_not_closed() -> None:
    report = checked(
        "You have two open permits right now (the sign permit was closed last week).", PERMITS
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_counting_the_closed_one_as_open_is_caught() -> None:
    report = checked("You have three open permits right now.", PERMITS)
    assert "count_mismatch" in kinds(report), show(report)


CHOIR = (
    "get_rehearsal_dues",
    {"choir": "Harbour Voices"},
    {
        "rehearsal": "2026-03-04",
        "members_total": 9,
        "dues": {
            "paid": [
                {"name": "Ines"},
                {"name": "Tomasz"},
                {"name": "Aoife"},
                {"name": "Kwame"},
                {"name": "Lotte"},
                {"name": "Ravi"},
            ],
            "unpaid": [{"name": "Beatriz"}, {"name": "Oskar"}, {"name": "Yuki"}],
        },
    },
)

CHOIR_ANSWER = (
    "**Still owing (3):**\n- Beatriz\n- Oskar\n- Yuki\n\nThe other {n} singers have paid."
)


def test_the_rest_after_one_list_is_the_other_list() -> None:
    report = checked(CHOIR_ANSWER.format(n=6), CHOIR)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_rest_after_one_list_is_caught_at_the_other_list() -> None:
    report = checked(CHOIR_ANSWER.format(n=7), CHOIR)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/dues/paid"


# ---- actions ------------------------------------------------------------------------------

PENSION = (
    "get_renewal_history",
    {"member": "M-3021"},
    {"member": "M-3021", "months_renewed": 58, "since": "2021-03", "gaps": []},
)


def test_a_verb_inside_a_chinese_noun_is_no_act() -> None:
    report = checked(
        "我看了您的续费记录：从2021年3月起一共续了58个月，没有中断。",
        PENSION,
        language="zh",
        tools=["renew_membership", "add_log_entry"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_chinese_act_of_the_agent_is_still_held_to_a_call() -> None:
    report = checked(
        "我已经帮您续费了，下个月起不会中断。",
        PENSION,
        language="zh",
        tools=["renew_membership"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


STREETLIGHTS = (
    "get_street_faults",
    {"street": "Mill Lane"},
    {"street": "Mill Lane", "faults": [{"pole": "ML-07", "kind": "flicker", "reported": False}]},
)


def test_logging_what_an_uncalled_report_tool_reports_is_held_to_it() -> None:
    report = checked(
        "Pole ML-07 on Mill Lane flickers. I've also logged the flicker, so a crew will come.",
        STREETLIGHTS,
        tools=["report_flicker"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_logging_it_after_the_report_call_ran_is_done() -> None:
    ran = ("report_flicker", {"pole": "ML-07"}, {"ticket": "SL-5531", "status": "open"})
    report = checked(
        "Pole ML-07 on Mill Lane flickers. I've logged the flicker as ticket SL-5531.",
        STREETLIGHTS,
        ran,
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


ARCHIVE = (
    "list_boxes",
    {"unit": "U-12"},
    {"boxes": [{"box": "B-1", "label": "tax papers 2014"}, {"box": "B-2", "label": "old mail"}]},
)
SCANNED = ("request_scan", {"box": "B-1"}, {"box": "B-1", "scan": "queued", "card": "visa"})


def test_an_act_on_what_an_uncalled_tool_names_is_held_to_it() -> None:
    report = checked(
        "Box B-1 is queued for scanning. I've also sent the old mail and the spare binder "
        "boxes to secure pulping.",
        ARCHIVE,
        SCANNED,
        tools=["request_pulping"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- inference ----------------------------------------------------------------------------


EXPENSES = (
    "get_expense_claim",
    {"claim": "BX-2291"},
    {"claim_id": "BX-2291", "status": "PENDING_REVIEW", "amount_fen": 45600},
)


def test_held_up_at_a_state_the_output_holds_is_no_cause() -> None:
    report = checked("您的报销单目前卡在“待审核”，财务还没处理。", EXPENSES, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_held_up_by_someone_no_output_names_is_still_a_cause() -> None:
    report = checked("您的报销单卡在财务总监那里，他这周在休假。", EXPENSES, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


DAMP = (
    "get_inspection",
    {"flat": "3B"},
    {"flat": "3B", "finding": "Mould on the north wall, 40 x 60 cm.", "cause": "not determined"},
)


def test_a_cause_in_the_present_is_held_to_the_outputs() -> None:
    humedad = (
        "consultar_inspeccion",
        {"piso": "3B"},
        {
            "piso": "3B",
            "hallazgo": "manchas de moho",
            "superficie_cm2": 2400,
            "causa": "sin determinar",
        },
    )
    for answer, run, language in (
        (
            "Las manchas del 3B las están provocando las tuberías viejas, que pierden agua.",
            humedad,
            "es",
        ),
        (
            "Ese moho lo ocasiona una fuga del vecino de arriba, que gotea desde marzo.",
            humedad,
            "es",
        ),
    ):
        report = checked(answer, run, language=language)
        assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_the_output_gives_stands() -> None:
    given = (DAMP[0], DAMP[1], {**DAMP[2], "cause": "condensation from the unvented dryer"})
    report = checked(
        "Condensation from the unvented dryer is causing the mould on the north wall.", given
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_hindi_verbal_noun_with_par_is_a_condition() -> None:
    from nyaya.checks.language import words_for

    words = words_for("hi")
    assert words.has("conditional", "फ़ॉर्म जमा करने पर ही रसीद मिलेगी")
    assert not words.has("conditional", "फ़ॉर्म जमा करने पर भी रसीद नहीं मिली")
    assert not words.has("conditional", "रसीद आपके ईमेल पर ही भेजी गई है")
