"""Failure classes of session 47 (examples written for these tests).

- A word that sorts a unit ("125 troy oz", "5 business days") leaves the number a measure,
  not a count of "troy"; "m³", "ft²" and "cu ft" are units of their own; a letter after a
  word ("zone C") is no unit.
- A flag's clause dated after today ("the roster locks on Thursday") says when the flag
  will be set, not that it is; a past date leaves the flag's clause a statement.
- "Room to spare for the 5.2 m³": a fill said of an amount is read against the capacity an
  output gives for the record the sentence names, in the amount's unit.
- A price the answer writes bare, times so many days, is money (a guard: "2 extra days" is
  now a measure); a rate per day times days is the rate's measure ("120 m³ a day over 90
  days").
- "10 shifts worked: 6 at the north farm": the part is counted among the whole the head
  count picked out, not among every item of the farm.
- A superlative inside an output's title ("La última función", a film) ranks nothing.
- "A and B together come to ₹5,300": the sum of the two rows the sentence names is no
  misreading of the row named right before it.
- "X is not in stock" beside X's ``in_stock: false`` is that flag said, no denial that X is
  listed.
- A prediction that restates an output's foretelling sentence by three of its words is the
  output's, even when the claim names no record; a Hindi word with vowel signs is a word;
  an outcome the output foretells only on a condition does not back one promised outright
  (a guard).
- Hindi: a perfective with its doer in the genitive before it and a noun after it ("तहसीलदार
  का जारी किया प्रमाण पत्र") describes a document, no deed of the agent.
- Maintenance (रखरखाव, mantenimiento, 维护) is one concept, and the message of a call that
  failed with no output is a text that gives causes: a cause the error gives in English is
  given.
- "Monday and Thursday mornings are full": dates joined by "and" share the part of the day
  said after the last.
- A Chinese cause restated in other pairs of the same characters ("照片太糊" beside a
  rejection reason "照片模糊") is given.
- A state of two words ("maintenance_overdue") is named only when each of its words is.
- "You have 5 calls:" over a table whose rows name the 4 items of one of several lists: the
  table is the witness; a count in an aside ("(after 2 rounds)") counts no rows; a table's
  header row names no item.
- A clock time in a sentence that retells an output's sentence (three words of it) is held
  to that sentence's one time.
- "8 truckloads": a closed compound whose head is the list's key counts that list.
- "Deposit: due by March 24" names ``deposit_due`` by both its words, before any concept
  picks another date field.
- "✔ Placed the sell order": a checklist line reports the agent's own act.
- "No revised grade" picks ``revised_grade`` over ``original_grade`` (five letters shared
  across languages).
- Spanish "por" before an infinitive gives a cause; a cause that shares nothing with the
  prose reason an output gives for the named record is misstated, with that reason as the
  witness (a reason code is not prose).
- "Ya no queda ninguna sala": the items' own ``room_id`` says what they are.
- "En 2 cm no la tenemos": a measure that opens the denial's clause names the variant; a
  measure elsewhere, or a denial "until Monday", names none.
- "3 are on-site and cost under €150": a group the count names and a threshold its next
  clause states, together, hold the count.
- "13 periods in all" once the cancelled class is taken out: the quantity of the items that
  still take place.
- A list key's word of which items ("last_movements") says nothing of what they are.
- "The remaining ¥225,315": what is left of a whole is no sum of its parts.
- "2 can be signed (the other one, B-0917, is reserved)": the item named as the other one
  is left out of the count.
- "18 posters are finished" beside a tally ``by_status: {completed: 17, ...}``: the tally's
  field for that state is the witness (Hindi "पूरे हो चुके" is done).
- "अपेक्षित भुगतान तिथि" names ``expected_payment_by`` by what each of its words means.
- "到 5 点结束": an hour spaced from its 点 is a clock time; 质检 (and "QC") is a test.
- "发电机共 7 台没还": a total of units the rows give their quantity in (``unit: 台``), of the
  item the clause names, is held to that item's summed quantity (共 before a figure is "in
  all"; the negation of the count's own clause denies nothing of the item); the unit the
  lines are counted in is no kind of item.
- "没有人超过行动水平" beside a worker flagged ``action_level_exceeded``: a denial that any
  item went past a bound the output records as passed is a false absence.
"""

from __future__ import annotations

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show, witness_of

# ---- a word that sorts a unit -----------------------------------------------------------------


def _units(text: str, language: str = "en") -> list[str | None]:
    return [m.unit for m in find_mentions(text, language) if m.kind == "number"]


def test_a_word_before_a_unit_leaves_the_number_a_measure() -> None:
    assert _units("refund within 7 business days") == ["days"]
    assert _units("a 40 troy oz bar") == ["oz"]


def test_powers_and_two_word_units_are_read_whole() -> None:
    assert _units("6,2 m³ de grava", "es") == ["m³"]
    assert _units("a 90 ft² office and 12 cu ft of storage") == ["ft²", "cu ft"]


def test_a_letter_after_a_word_is_no_unit() -> None:
    assert _units("all 6 pending block D permits") != ["d"]


VAULT = (
    "get_vault",
    {"account": "V-77"},
    {
        "holdings": [
            {"item": "Valcambi 50 oz bar", "metal": "silver", "qty": 2, "troy_oz": 100},
            {"item": "Philharmonic 1 oz", "metal": "silver", "qty": 20, "troy_oz": 20},
            {"item": "Maple 1 oz", "metal": "gold", "qty": 3, "troy_oz": 3},
        ],
        "totals_troy_oz": {"silver": 120, "gold": 3},
    },
)


def test_a_total_in_troy_ounces_is_no_count_of_the_lines() -> None:
    answer = (
        "**In the vault**\n- 2 × Valcambi 50 oz bar\n- 20 × Philharmonic 1 oz\n"
        "- **Total: 120 troy oz of silver** (and 3 oz of gold)"
    )
    report = checked(answer, VAULT, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a flag dated to come ---------------------------------------------------------------------

ROSTER = (
    "get_squad",
    {"squad": "SQ-9"},
    {"squad": "SQ-9", "roster_locked": False, "roster_lock": "2026-05-14T18:00:00Z"},
)
TODAY_MAY = "Today is Monday, May 11, 2026."


def test_a_flag_dated_after_today_is_when_it_will_be_set() -> None:
    answer = (
        "**Squad list:** the roster locks **Thursday, May 14 at 6 pm**, so send swaps before then."
    )
    report = checked(answer, ROSTER, language="en", system=TODAY_MAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_flag_said_set_on_a_past_day_is_still_misstated() -> None:
    answer = "The roster was locked on Friday, May 8; no changes are possible."
    report = checked(answer, ROSTER, language="en", system=TODAY_MAY)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a fill read against the record's capacity ------------------------------------------------

TRUCKS = (
    "get_routes",
    {"zone": "7"},
    {
        "slots": [
            {"date": "2026-02-17", "capacity_left_m3": 8.0},
            {"date": "2026-02-19", "capacity_left_m3": 3.0},
        ]
    },
)
TODAY_FEB = "Hoy es viernes 13 de febrero de 2026."


def test_a_fill_within_the_named_slots_capacity_is_read_off_it() -> None:
    answer = "El martes 17 de febrero sale la furgoneta, con hueco de sobra para tus 5,2 m³."
    report = checked(answer, TRUCKS, language="es", system=TODAY_FEB)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_fill_beyond_the_named_slots_capacity_is_still_a_guess() -> None:
    answer = "El jueves 19 de febrero sale la furgoneta, con hueco de sobra para tus 5,2 m³."
    report = checked(answer, TRUCKS, language="es", system=TODAY_FEB)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- money and rates times a measure ----------------------------------------------------------

HIRE = (
    "get_hire_quote",
    {"item": "scaffold tower", "days": 9},
    {"base_days": 7, "extra_days": 2, "extra_day_cents": 1250, "total_cents": 14000},
)


def test_a_bare_price_times_days_is_money() -> None:
    answer = "| Extra | 2 extra days × $12.50 | $25.00 |\n|---|---|---|\n| Total | | $140.00 |"
    report = checked(answer, HIRE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


ABSTRACTION = (
    "get_permit",
    {"permit": "GW-2231"},
    {"permitted_m3_per_day": 120, "total_m3": 9870, "months": ["Jan", "Feb", "Mar"]},
)


def test_a_rate_per_day_times_days_is_the_rates_measure() -> None:
    answer = "Over 90 days the permitted volume is 10,800 m³; you used 9,870 m³ of it."
    report = checked(answer, ABSTRACTION, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a part of the head count -----------------------------------------------------------------

SHIFTS = (
    "get_shifts",
    {"worker": "W-5"},
    {
        "shifts": [
            {"day": "2026-04-01", "site": "North Orchard", "state": "worked"},
            {"day": "2026-04-02", "site": "North Orchard", "state": "worked"},
            {"day": "2026-04-03", "site": "North Orchard", "state": "rained_off"},
            {"day": "2026-04-06", "site": "River Field", "state": "worked"},
            {"day": "2026-04-07", "site": "River Field", "state": "worked"},
            {"day": "2026-04-08", "site": "River Field", "state": "worked"},
        ]
    },
)


def test_a_part_counted_among_the_head_counts_items_holds() -> None:
    answer = "You have 5 shifts worked: 2 at North Orchard and 3 at River Field."
    report = checked(answer, SHIFTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_no_reading_holds_is_still_miscounted() -> None:
    answer = "You have 5 shifts worked: 1 at North Orchard and 4 at River Field."
    report = checked(answer, SHIFTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a superlative inside a title -------------------------------------------------------------

PAYMENTS = (
    "list_payments",
    {"year": 2026},
    {
        "payments": [
            {
                "production": "Serie 'Faro Norte'",
                "shoot_dates": ["2026-01-12"],
                "net_cents": 6000,
                "status": "paid",
            },
            {
                "production": "Largo 'La última función'",
                "shoot_dates": ["2026-03-02", "2026-03-03"],
                "net_cents": 15000,
                "status": "paid",
            },
            {
                "production": "Anuncio 'Café Sol'",
                "shoot_dates": ["2026-05-11"],
                "net_cents": 9000,
                "status": "scheduled",
            },
        ]
    },
)
TODAY_JUN = "Hoy es lunes 15 de junio de 2026."


def test_a_superlative_inside_an_output_title_ranks_nothing() -> None:
    answer = (
        "Cobrados: 2 de tus 3 pagos.\n\n| Producción | Rodaje | Neto |\n|---|---|---|\n"
        "| Faro Norte | 12 ene | 60 € |\n| La última función (2 jornadas) | 2–3 mar | 150 € |"
    )
    report = checked(answer, PAYMENTS, language="es", system=TODAY_JUN)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_superlative_outside_a_title_is_still_weighed() -> None:
    answer = "El último rodaje fue el de Faro Norte, el 12 de enero."
    report = checked(answer, PAYMENTS, language="es", system=TODAY_JUN)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- the sum of rows the sentence names -------------------------------------------------------

PRINTS = (
    "search_prints",
    {"motif": "birds"},
    {
        "items": [
            {"title": "Heron at Dusk", "price_paise": 260000},
            {"title": "Kingfisher Pair", "price_paise": 410000},
            {"title": "Egret Study", "price_paise": 190000},
        ]
    },
)


def test_the_sum_of_two_named_rows_is_no_misread_row() -> None:
    answer = "The two cheapest are Egret Study and Heron at Dusk — together ₹4,500."
    report = checked(answer, PRINTS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_figure_after_one_row_that_is_another_rows_sum_is_still_a_misread() -> None:
    answer = "Kingfisher Pair is ₹6,000, the dearest of them."
    report = checked(answer, PRINTS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a flag the denial says -------------------------------------------------------------------

STOCK = (
    "search_stock",
    {"motif": "fish"},
    {
        "items": [
            {"title": "मछली मेला", "price_paise": 310000, "in_stock": True},
            {"title": "नौ मछलियाँ", "price_paise": 270000, "in_stock": False},
        ]
    },
)


def test_an_item_said_out_of_stock_beside_its_false_flag_is_no_false_absence() -> None:
    answer = "'नौ मछलियाँ' (₹2,700) अभी स्टॉक में नहीं है; 'मछली मेला' ₹3,100 की है।"
    report = checked(answer, STOCK, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_an_item_in_stock_said_out_of_it_is_still_a_false_absence() -> None:
    answer = "'मछली मेला' (₹3,100) अभी स्टॉक में नहीं है।"
    report = checked(answer, STOCK, language="hi")
    assert kinds(report) & {"false_absence", "fact_mismatch"}, show(report)


# ---- a prediction an output's text foretells ---------------------------------------------------

BARGE = (
    "get_booking",
    {"booking": "BK-3301"},
    {
        "booking": "BK-3301",
        "status": "awaiting_clearance",
        "cargo_t": 900,
        "remarks": "साहिबगंज घाट पर पानी की गहराई नापने के बाद रवानगी तय होगी। "
        "गहराई 2.2 मीटर से कम मिली तो रवानगी एक दिन आगे खिसकेगी।",
    },
)


def test_a_prediction_an_unnamed_records_text_foretells_is_the_outputs() -> None:
    answer = (
        "बुकिंग BK-3301 (900 टन) पर अभी मंज़ूरी बाकी है। "
        "साहिबगंज घाट पर पानी की गहराई नापने के बाद ही रवानगी पक्की होगी।"
    )
    report = checked(answer, BARGE, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


HOSTEL = (
    "get_allotment",
    {"roll": "R-88"},
    {
        "status": "waitlisted",
        "waitlist_position": 9,
        "note": "पहले दौर के छात्र 4 अगस्त तक शुल्क जमा न करें तो उनके स्थान वेटिंग लिस्ट वालों को दिए जाएँगे।",
    },
)


def test_hindi_words_with_vowel_signs_restate_an_outputs_foretelling() -> None:
    answer = "जो छात्र 4 अगस्त तक शुल्क जमा नहीं करेंगे, उनके स्थान वेटिंग लिस्ट वालों को दिए जाएँगे।"
    report = checked(answer, HOSTEL, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_the_output_foretells_on_a_condition_backs_no_promise() -> None:
    answer = "दूसरे दौर में आपका स्थान पक्का हो जाएगा, आप वेटिंग लिस्ट में 9वें हैं।"
    report = checked(answer, HOSTEL, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a Hindi perfective as an adjective --------------------------------------------------------

AID = (
    "get_aid_application",
    {"application": "AID/2026/118"},
    {
        "status": "returned",
        "remarks": "कृपया पटवारी द्वारा जारी भूमि प्रमाण पत्र संलग्न करें।",
        "due": "2026-04-09",
    },
)


def test_a_perfective_with_its_doer_in_the_genitive_describes_a_document() -> None:
    answer = "आवेदन लौटाया गया है: पटवारी का जारी किया भूमि प्रमाण पत्र 9 अप्रैल तक लगाना है।"
    report = checked(
        answer, AID, language="hi", tools=["issue_certificate"], system="आज 2 अप्रैल 2026 है।"
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_perfective_the_agent_reports_is_still_its_deed() -> None:
    answer = "मैंने आपका भूमि प्रमाण पत्र जारी कर दिया है।"
    report = checked(
        answer, AID, language="hi", tools=["issue_certificate"], system="आज 2 अप्रैल 2026 है।"
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- maintenance as a cause --------------------------------------------------------------------


def test_a_cause_of_maintenance_the_error_gives_is_given() -> None:
    answer = "रखरखाव की वजह से स्लॉट बुकिंग सेवा अभी ठप है, सो तारीखें देखना संभव नहीं हुआ।"
    report = checked(
        answer,
        ("get_slots", {"office": "P-2"}, None),
        language="hi",
        errors={0: "503 Service Unavailable: slot booking service under maintenance until 18:00"},
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a part of the day shared by joined dates --------------------------------------------------

CLINIC = (
    "get_slots",
    {"clinic": "C-4", "from": "2026-03-16", "to": "2026-03-20"},
    {
        "slots": [
            {"start": "2026-03-16T09:30:00+08:00", "status": "full"},
            {"start": "2026-03-16T15:00:00+08:00", "status": "open"},
            {"start": "2026-03-18T10:00:00+08:00", "status": "open"},
            {"start": "2026-03-19T09:00:00+08:00", "status": "full"},
            {"start": "2026-03-19T15:30:00+08:00", "status": "open"},
        ]
    },
)
TODAY_ZH = "今天是2026年3月12日，星期四。"


def test_dates_joined_by_and_share_the_part_of_the_day_after_them() -> None:
    answer = "周一（16日）和周四（19日）上午都约满了。周三上午10点可以约。"
    report = checked(answer, CLINIC, language="zh", system=TODAY_ZH)
    assert "false_absence" not in kinds(report), show(report)


def test_a_full_day_said_full_is_still_weighed_against_its_open_slot() -> None:
    answer = "周一（16日）和周四（19日）都约满了。周三上午10点可以约。"
    report = checked(answer, CLINIC, language="zh", system=TODAY_ZH)
    assert "false_absence" in kinds(report), show(report)


# ---- a Chinese cause restated by its characters ------------------------------------------------

SLIP = (
    "get_settlement",
    {"waybill": "WB-7781"},
    {
        "status": "unsettled",
        "receipt_status": "rejected",
        "reject_reason": "回执照片看不清楚，收件人签字模糊，请补拍",
    },
)


def test_a_chinese_cause_restated_by_its_characters_is_given() -> None:
    answer = "回执被退了，原因是照片太糊，签字也看不清，要补拍一张。"
    report = checked(answer, SLIP, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_chinese_cause_in_other_characters_is_still_a_guess() -> None:
    answer = "回执被退了，原因是缺了公司的章，要补拍一张。"
    report = checked(answer, SLIP, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a state of two words ----------------------------------------------------------------------

FORKLIFTS = (
    "list_forklifts",
    {"site": "3号库"},
    {
        "forklifts": [
            {"id": "F1", "status": "ok"},
            {"id": "F2", "status": "ok"},
            {"id": "F3", "status": "ok"},
            {"id": "F4", "status": "maintenance_overdue"},
        ]
    },
)


def test_a_two_word_state_is_not_named_by_one_of_its_words() -> None:
    # a guard: 保养 names maintenance, and "overdue" is not said of the three done
    report = checked("4台叉车中有3台这个月的保养已经全部完成。", FORKLIFTS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_two_word_state_named_whole_still_counts() -> None:
    report = checked("4台叉车中有2台保养逾期了。", FORKLIFTS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- rows that name each item of one of several lists -----------------------------------------

OPENINGS = (
    "search_openings",
    {"week": 24},
    {
        "openings": [
            {"title": "Bakery stall", "day": "2026-06-09", "pay_cents": 8000},
            {"title": "Museum cloakroom", "day": "2026-06-10", "pay_cents": 7200},
            {"title": "Regatta marshal", "day": "2026-06-12", "pay_cents": 9500},
        ],
        "total": 3,
    },
)
PAID = ("list_paid", {"year": 2026}, {"paid": [{"job": "Spring fair", "net_cents": 5400}]})


def test_rows_after_a_count_name_the_items_it_counts_among_several_lists() -> None:
    answer = (
        "Tienes **4 ofertas** esta semana:\n\n| Día | Trabajo | Pago |\n|---|---|---|\n"
        "| mar 9 | Bakery stall | 80 € |\n| mié 10 | Museum cloakroom | 72 € |\n"
        "| vie 12 | Regatta marshal | 95 € |"
    )
    report = checked(answer, OPENINGS, PAID, language="es")
    assert witness_of(report, "count_mismatch").kind == "list", show(report)


def test_a_count_in_an_aside_counts_no_rows() -> None:
    answer = (
        "Openings (week 24, after 2 searches):\n\n| Day | Job | Pay |\n|---|---|---|\n"
        "| Tue 9 | Bakery stall | $80 |\n| Wed 10 | Museum cloakroom | $72 |\n"
        "| Fri 12 | Regatta marshal | $95 |"
    )
    report = checked(answer, OPENINGS, PAID, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_tables_header_row_names_no_item() -> None:
    answer = (
        "There are 3 openings; 2 fit your budget:\n\n| Job | Pay |\n|---|---|\n"
        "| Bakery stall | $80 |\n| Museum cloakroom | $72 |"
    )
    report = checked(answer, OPENINGS, PAID, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a time a retold sentence gives ------------------------------------------------------------

INCIDENT = (
    "get_incident",
    {"incident": "IN-552"},
    {
        "incident": "IN-552",
        "narrative": "Officer found the loading gate unlatched. Gate closed and chained at 04:15. "
        "Supervisor paged at 04:20.",
    },
)


def test_a_time_in_a_retold_sentence_is_held_to_that_sentence() -> None:
    answer = (
        "The officer found the loading gate unlatched; the gate was closed and chained at 5:15 am."
    )
    report = checked(answer, INCIDENT, language="en")
    assert witness_of(report, "fact_mismatch").value == "04:15", show(report)


def test_the_time_a_retold_sentence_gives_holds() -> None:
    answer = (
        "The officer found the loading gate unlatched; the gate was closed and chained at 4:15 am."
    )
    report = checked(answer, INCIDENT, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a closed compound -------------------------------------------------------------------------

POUR = (
    "get_pour",
    {"order": "PO-71"},
    {
        "loads": [
            {"load": 1, "yd3": 10},
            {"load": 2, "yd3": 9},
            {"load": 3, "yd3": 10},
            {"load": 4, "yd3": 8},
            {"load": 5, "yd3": 10},
        ]
    },
)


def test_a_closed_compound_whose_head_is_the_key_counts_the_list() -> None:
    report = checked("It arrives in 6 truckloads, 20 minutes apart.", POUR, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("It arrives in 5 truckloads, 20 minutes apart.", POUR, language="en")
    assert "count_mismatch" not in kinds(right), show(right)


# ---- a date label naming a field by both its words ---------------------------------------------

ENROLMENT = (
    "get_enrolment",
    {"student": "S-40"},
    {
        "course": {"start": "2026-09-07", "end": "2026-12-18"},
        "fees": {"deposit_cents": 30000, "deposit_due": "2026-05-04", "balance_due": "2026-08-03"},
    },
)


def test_a_label_naming_both_words_of_a_date_key_picks_that_field() -> None:
    answer = "**Deposit:** $300, due by Monday, May 11 to keep your place."
    report = checked(answer, ENROLMENT, language="en", system="Today is Friday, April 17, 2026.")
    assert witness_of(report, "fact_mismatch").pointer == "/fees/deposit_due", show(report)


# ---- a checklist line ---------------------------------------------------------------------------

QUOTE = (
    "get_buyback_quote",
    {"sku": "GLD-1"},
    {"quote_id": "Q-71", "qty": 4, "amount_cents": 1180000},
)


def test_a_checklist_line_reports_the_agents_own_act() -> None:
    answer = "- ✔ Quote Q-71 fetched\n- ✔ Placed a sell order for all 4 coins at that quote"
    report = checked(answer, QUOTE, language="en", tools=["place_sell_order"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_checklist_line_of_a_call_that_ran_is_no_fabrication() -> None:
    answer = "- ✔ Fetched quote Q-71 for the 4 coins"
    report = checked(answer, QUOTE, language="en", tools=["place_sell_order"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a field named across languages ------------------------------------------------------------

REVIEWS = (
    "get_reviews",
    {"candidate": "C-3"},
    {
        "requests": [
            {"subject": "Historia", "original_grade": 5.75, "revised_grade": 6.5, "status": "done"},
            {"subject": "Física", "original_grade": 4.5, "revised_grade": None, "status": "open"},
        ]
    },
)


def test_a_denied_field_is_the_one_the_claim_names_by_more_of_its_words() -> None:
    answer = "- **Historia** (nota original 5,75): todavía no tiene nota revisada."
    report = checked(answer, REVIEWS, language="es")
    assert witness_of(report, "false_absence").pointer == "/requests/0/revised_grade", show(report)


# ---- a cause an output's reason gainsays -------------------------------------------------------

TOW = (
    "find_towed",
    {"plate": "7310HJD"},
    {
        "plate": "7310HJD",
        "vehicle": {"make": "Seat", "model": "León"},
        "towed_at": "2026-03-06T21:10:00+01:00",
        "reason": "Vehículo estacionado sobre la acera frente a un paso de peatones",
    },
)
TODAY_MAR = "Hoy es sábado 7 de marzo de 2026."


def test_a_cause_sharing_nothing_with_the_records_reason_is_misstated() -> None:
    answer = "La grúa se llevó tu Seat León ayer a las 21:10 por tener la ITV caducada desde enero."
    report = checked(answer, TOW, language="es", system=TODAY_MAR)
    assert witness_of(report, "fact_mismatch").pointer == "/reason", show(report)


def test_a_cause_restating_the_records_reason_is_given() -> None:
    answer = "La grúa se llevó tu Seat León ayer a las 21:10 por estar aparcado sobre la acera."
    report = checked(answer, TOW, language="es", system=TODAY_MAR)
    assert not kinds(report) & {"fact_mismatch", "inference_as_fact"}, show(report)


def test_a_reason_code_is_no_witness_against_a_precise_cause() -> None:
    coded = ("find_towed", {"plate": "7310HJD"}, {**TOW[2], "reason": "PARKING_OFFENCE"})
    answer = "La grúa se llevó tu Seat León ayer a las 21:10 por tener la ITV caducada desde enero."
    report = checked(answer, coded, language="es", system=TODAY_MAR)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the items' own id field says what they are ------------------------------------------------

ESCAPE = (
    "search_availability",
    {"date": "2026-07-03"},
    {
        "slots": [
            {"room_id": "R-1", "start": "2026-07-03T20:00:00+02:00", "available": False},
            {"room_id": "R-3", "start": "2026-07-03T21:30:00+02:00", "available": True},
        ]
    },
)


def test_none_of_the_rooms_said_of_slots_keyed_by_room_is_weighed_against_each() -> None:
    answer = "Para el viernes 3 ya no queda ninguna sala: la R-1 de las 20:00 está llena."
    report = checked(answer, ESCAPE, language="es", system="Hoy es lunes 29 de junio de 2026.")
    assert "false_absence" in kinds(report), show(report)


# ---- a measure that names a variant ------------------------------------------------------------

SLABS = (
    "search_materials",
    {"q": "cuarzo blanco"},
    {
        "results": [
            {
                "name": "Cuarzo Nieve",
                "variants": [
                    {"thickness_cm": 1.2, "stock_slabs": 3},
                    {"thickness_cm": 2, "stock_slabs": 5},
                ],
            }
        ]
    },
)


def test_a_measure_opening_the_denial_names_the_variant() -> None:
    answer = "En 2 cm no la tenemos; solo queda en 1,2 cm (3 tablas)."
    report = checked(answer, SLABS, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_a_variant_denied_until_a_day_is_not_denied_to_exist() -> None:
    answer = "La de 2 cm no la tenemos hasta el lunes; en 1,2 cm quedan 3 tablas."
    report = checked(answer, SLABS, language="es")
    assert "false_absence" not in kinds(report), show(report)


# ---- a group and a threshold together --------------------------------------------------------

WORKSHOPS = (
    "search_workshops",
    {"month": "2026-08"},
    {
        "total": 4,
        "workshops": [
            {"title": "Acuarela urbana", "mode": "presencial", "price_cents": 11000},
            {"title": "Cerámica básica", "mode": "presencial", "price_cents": 18000},
            {"title": "Dibujo digital", "mode": "online", "price_cents": 5000},
            {"title": "Grabado en linóleo", "mode": "presencial", "price_cents": 9000},
        ],
    },
)


def test_a_group_and_a_threshold_of_the_next_clause_hold_the_count_together() -> None:
    answer = "De los 4 talleres de agosto, 2 son presenciales y salen por menos de 120 €."
    report = checked(answer, WORKSHOPS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_neither_reading_holds_is_still_miscounted() -> None:
    answer = "De los 4 talleres de agosto, 1 es presencial y sale por menos de 120 €."
    report = checked(answer, WORKSHOPS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


# ---- the quantity of what still takes place --------------------------------------------------

LESSONS = (
    "get_week",
    {"week": 12},
    {
        "total": 4,
        "lessons": [
            {"course": "Óptica", "hours": 2, "status": "normal"},
            {"course": "Química", "hours": 3, "status": "normal"},
            {"course": "Dibujo", "hours": 2, "status": "cancelled"},
            {"course": "Inglés", "hours": 1, "status": "moved"},
        ],
    },
)


def test_the_items_without_the_called_off_ones_hold_the_count() -> None:
    answer = "Sin la clase de Dibujo, que se suspende, esta semana tienes 3 clases."
    report = checked(answer, LESSONS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


TIMETABLE = (
    "get_timetable",
    {"week": 12},
    {
        "total": 4,
        "sessions": [
            {"course": "光学", "period_count": 2, "status": "normal"},
            {"course": "化学", "period_count": 3, "status": "normal"},
            {"course": "美术", "period_count": 2, "status": "cancelled"},
            {"course": "英语", "period_count": 1, "status": "rescheduled"},
        ],
    },
)


def test_a_total_quantity_without_the_called_off_items_holds() -> None:
    report = checked("美术课这周不上了，下周要上 3 次课，共 6 节。", TIMETABLE, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_total_quantity_no_reading_gives_is_still_miscounted() -> None:
    report = checked("美术课这周不上了，下周要上 3 次课，共 7 节。", TIMETABLE, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a key word of which items ---------------------------------------------------------------

ACCOUNT = (
    "get_owner_account",
    {"unit": "4B"},
    {
        "balance_cents": -9800,
        "last_movements": [{"date": "2026-03-05", "amount_cents": 9800, "status": "returned"}],
    },
)
LEVY = (
    "get_levy",
    {"unit": "4B"},
    {
        "installments": [
            {"due": "2026-04-05", "amount_cents": 50000},
            {"due": "2026-06-05", "amount_cents": 50000},
            {"due": "2026-09-07", "amount_cents": 50000},
        ]
    },
)


def test_a_word_of_which_items_in_a_key_names_no_span_of_time() -> None:
    answer = "Tu parte es de 1.500 €, en 3 plazos de 500 €."
    report = checked(answer, ACCOUNT, LEVY, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a remainder is no total ---------------------------------------------------------------------

INCOME = (
    "get_income_report",
    {"period": "2026-Q1"},
    {
        "items": [
            {"name": "屋顶基站租金", "amount_fen": 6000000},
            {"name": "地下车位临停费", "amount_fen": 9000000},
        ],
        "total_income_fen": 15000000,
        "management_fee_rate": 0.1,
    },
)


def test_the_remainder_after_a_deduction_is_no_total_of_the_parts() -> None:
    answer = (
        "屋顶基站租金 ¥60,000，地下车位临停费 ¥90,000，合计 ¥150,000。"
        "物业提取 10% 即 ¥15,000，剩下的 ¥135,000 计入共有资金。"
    )
    report = checked(answer, INCOME, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the other one ---------------------------------------------------------------------------

FLATS = (
    "search_vacancies",
    {"store": "北区"},
    {
        "total": 3,
        "rooms": [
            {"room_id": "C-0301", "status": "vacant", "rent_yuan": 3900},
            {"room_id": "C-0712", "status": "reserved", "rent_yuan": 4100},
            {"room_id": "C-1005", "status": "vacant", "rent_yuan": 5200},
        ],
    },
)


def test_an_item_named_as_the_other_one_is_left_out_of_the_count() -> None:
    answer = "北区有 3 间，其中 2 间可以签（另一间 C-0712 已经被预订了）。"
    report = checked(answer, FLATS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_that_leaves_out_no_other_one_is_still_weighed() -> None:
    answer = "北区有 3 间，其中 1 间可以签（另一间 C-0712 已经被预订了）。"
    report = checked(answer, FLATS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a tally of states -----------------------------------------------------------------------

POSTERS = (
    "get_print_order",
    {"order": "PO-88"},
    {
        "order": "PO-88",
        "posters_total": 30,
        "by_status": {"completed": 17, "in_progress": 9, "not_started": 4},
        "designers_assigned": 4,
    },
)
PROGRESS = "**प्रगति (कुल 30 पोस्टर, 4 डिज़ाइनर)**\n- {} पोस्टर पूरे हो चुके हैं\n- 9 पर काम चल रहा है"


def test_a_count_of_a_state_is_held_to_the_tallys_field_for_it() -> None:
    report = checked(PROGRESS.format(18), POSTERS, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/by_status/completed", show(report)


def test_the_tallys_own_figure_for_the_state_holds() -> None:
    report = checked(PROGRESS.format(17), POSTERS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a date label named by meaning -----------------------------------------------------------

ALLOWANCE = (
    "get_allowance",
    {"volunteer": "V-9"},
    {
        "assignments": [{"from": "2026-06-01", "to": "2026-06-12"}],
        "net_inr": 18200,
        "expected_payment_by": "2026-06-10",
    },
)


def test_a_hindi_label_names_a_date_key_by_what_its_words_mean() -> None:
    report = checked(
        "- अपेक्षित भुगतान तिथि: 16 जून तक", ALLOWANCE, language="hi", system="आज 2 जून 2026 है।"
    )
    assert witness_of(report, "fact_mismatch").pointer == "/expected_payment_by", show(report)


# ---- a spaced Chinese hour, and quality checks ----------------------------------------------


def test_an_hour_spaced_from_its_dian_is_a_clock_time() -> None:
    kinds_ = [m.kind for m in find_mentions("到 5 点结束，下午 3 点开始", "zh")]
    assert kinds_ == ["time", "time"]


SAMPLE = (
    "get_sample",
    {"id": "CB-7"},
    {
        "sample_id": "CB-7",
        "status": "stored",
        "qc_history": [
            {"date": "2021-05-02", "result": "pass"},
            {"date": "2023-05-04", "result": "pass"},
            {"date": "2025-05-06", "result": "pass"},
        ],
    },
)


def test_quality_checks_in_chinese_count_the_qc_history() -> None:
    report = checked("样本 CB-7 入库以来做过 4 次质检，全部合格。", SAMPLE, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("样本 CB-7 入库以来做过 3 次质检，全部合格。", SAMPLE, language="zh")
    assert "count_mismatch" not in kinds(right), show(right)


# ---- a total of units of one item ------------------------------------------------------------

LOANS = (
    "list_loans",
    {"depot": "D-2"},
    {
        "total": 5,
        "loans": [
            {"village": "东湾村", "item": "发电机", "qty": 2, "unit": "台"},
            {"village": "西岭村", "item": "发电机", "qty": 3, "unit": "台"},
            {"village": "东湾村", "item": "帐篷", "qty": 10, "unit": "顶"},
            {"village": "南坪村", "item": "发电机", "qty": 1, "unit": "台"},
            {"village": "西岭村", "item": "帐篷", "qty": 6, "unit": "顶"},
        ],
    },
)
OUT_ON_LOAN = (
    "还没归还的物资：\n\n| 村 | 物资 | 数量 |\n|---|---|---|\n| 东湾村 | 发电机 | 2 台 |\n"
    "| 西岭村 | 发电机 | 3 台 |\n| 南坪村 | 发电机 | 1 台 |\n| 东湾村 | 帐篷 | 10 顶 |\n"
    "| 西岭村 | 帐篷 | 6 顶 |\n\n发电机共 {} 台没还。"
)


def test_a_total_of_units_of_one_item_is_held_to_its_summed_quantity() -> None:
    report = checked(OUT_ON_LOAN.format(7), LOANS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked(OUT_ON_LOAN.format(6), LOANS, language="zh")
    assert "count_mismatch" not in kinds(right), show(right)


BOOTS = (
    "get_shipment",
    {"order": "EPI-40"},
    {
        "lines": [
            {"item": "Bota S3", "size": 40, "qty": 4, "unit": "pares"},
            {"item": "Bota S3", "size": 42, "qty": 5, "unit": "pares"},
            {"item": "Guante anticorte", "size": 9, "qty": 20, "unit": "pares"},
        ]
    },
)


def test_the_unit_of_the_lines_is_no_kind_of_item() -> None:
    # a guard: "pares" names the unit of every line, so the lines in pairs (29) are no
    # witness of the boots the sentence counts
    report = checked("De calzado llegan en total 10 pares.", BOOTS, language="es")
    assert all("unit = pares" not in f.message for f in report.findings), show(report)


# ---- a bound the output records as passed ---------------------------------------------------

NOISE = (
    "get_noise_survey",
    {"site": "S-4"},
    {
        "action_level_db": 85,
        "workers": [
            {"name": "Ana Ruiz", "lex_db": 81, "flag": None},
            {"name": "Luis Gil", "lex_db": 88, "flag": "action_level_exceeded"},
            {"name": "Eva Sanz", "lex_db": 79, "flag": None},
        ],
    },
)


def test_a_denial_that_anyone_passed_a_bound_an_output_records_as_passed() -> None:
    report = checked("本季度没有人超过行动水平。", NOISE, language="zh")
    assert witness_of(report, "false_absence").pointer == "/workers/1/flag", show(report)


def test_the_one_who_passed_the_bound_named_as_such_holds() -> None:
    report = checked("本季度只有 Luis Gil 超过了行动水平。", NOISE, language="zh")
    assert "false_absence" not in kinds(report), show(report)
