"""Failure classes of session 46 (examples written for these tests).

- A document named by several words that an output key spells in order ("the Waiver
  Notice" beside ``waiver_notice_signed``) is the record the run read; a document no key
  or value names is still cited from nowhere.
- A date the answer gives for a weekday the user named ("she starts Monday" → "next Monday
  (9 March)") dates the user's own event, not the one coming date of the outputs.
- "The two addresses look alike": a count whose clause compares the counted things with
  one another is how many are compared, not how many a list holds.
- An address put together from a mailbox name the user gave ("call it ana.ruiz@") and the
  domain the context names is no made-up address.
- "By 1 October it will already have expired": a date said with "already" after it, later
  than the output's date, is the point the event is measured against, not the event's date.
- A table row's id picks its record among the items its other names (a type, a status)
  share: a denial in that row is about that item, not about a sibling of the same type.
- A sentence that gives two records' figures in their list's order lists both; a swap gives
  them the other way round and is still caught (the order rule was found on a development
  run this file could not rebuild; the swap test holds it to its limit).
- A checklist's ``item`` is what its row is called: a sentence naming several rows names
  each, not another row's title.
- "50¢" is half a dollar; "50 céntimos" half a euro.
- "2 of the 4 open bills" beside 5 lines: the whole is a subset the answer picked (one line
  is a credit), and the list's length witnesses neither it nor its part.
- A markdown heading with a digit in it ("## Largest: CL-7741 ($2,635.40)") states its
  figures as any line does; one without is a title. A count in a heading counts the section
  it opens, not a list of the run.
- An amount two fields agree on (due and paid) is one witness of a slip of it.
- A day with its tens digit dropped ("7 September" for a ``maturity_date`` of the 17th) is a
  slip of the field's day; a day in a free text is not held to it that way.
- "段" after a number counts flight segments.
- Hindi "कल" is yesterday or tomorrow: a date beside it is held to both readings, and a
  past tense elsewhere in the sentence does not make it yesterday alone; a date beside it
  that is neither is still caught. An act dated "कल" dates no past deed.
- A colon between digits is a clock ("9:30"), no clause break: the addressee before it
  stays in the clause of the act after it.
- A part (an award) said to be approved while its own payment state is pending, inside a
  whole (the application) that is approved, has its whole's state.
- "It is already set to transfer into ...": a present passive before "to" and a verb is an
  arrangement in force, no deed of this run; "has been set to" still is one.
- "Which I'd flagged as optional": the agent's past perfect about what an earlier reply of
  the conversation said is no tool act.
- A prediction that follows a recurring rule of the operator's prompt ("statements are
  emailed every Friday") is the operator's word, no guess.
- "16-12-2025": a day, a month and a year of this era by hyphens is a date (a code "6-3-1027"
  or a range "10-12" is not), so a weekday after "=" stays with its own date.
- Hindi "if not" without अगर: a negated perfective then "तो" ("जमा न हुआ तो") opens a condition.
- An item named in Devanagari by the sound of its English title, beside a figure that item
  holds, is named, not swapped in; a figure of a sibling with a title only that sibling's
  words sound like is judged by those words.
- "It covers lots A-1 and A-2": codes joined by "and", each held by an output, are the run's
  ids, no source cited from nowhere.
- "The final amount will be determined after the survey", "तय होगी", "se determinará", "才能定":
  what will be decided is not decided yet, so nothing is foretold.
- Going past a limit (``limit_exceeded``, "superó", "सीमा पार", "超出") is one concept.
- "Your May 8 visit": the month May beside a day is a date, not the hedge "may", so a denied
  event in that clause is still weighed against the date an output gives it.
"""

from __future__ import annotations

from datetime import date, datetime

from nyaya.claims.mentions import find_mentions
from nyaya.engine import check
from nyaya.toolcalls.provenance import Sources, check_provenance
from runkit import checked, kinds, run, show

# ---- a document a key spells --------------------------------------------------------------------


WAIVER = (
    "get_tenancy_case",
    {"case_id": "TC-5512"},
    {
        "case_id": "TC-5512",
        "status": "deposit_dispute",
        "opened": "2025-03-02",
        "waiver_notice_signed": "2025-03-04",
        "tenant_choice": "contest",
    },
)


def test_a_document_an_output_key_spells_is_no_fabricated_source() -> None:
    answer = "The case opened on 2 March; the Waiver Notice was signed two days later."
    report = checked(answer, WAIVER, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_document_no_output_names_is_still_cited_from_nowhere() -> None:
    answer = "The case opened on 2 March; the Eviction Notice was signed two days later."
    report = checked(answer, WAIVER, language="en")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a weekday the user named -------------------------------------------------------------------


SEATS = (
    "get_seat_usage",
    {"org": "tallis"},
    {
        "seats_total": 40,
        "seats_used": 38,
        "pending_release_note": "2 seats of leavers free up on 2026-03-10.",
    },
)
TODAY_ZH = "今天是2026年3月5日，星期四。"


def test_a_date_for_the_weekday_the_user_named_is_the_users_event() -> None:
    answer = "名额还有两个；下周一（3月9日）她来了就能用。"
    report = checked(
        answer, SEATS, language="zh", system=TODAY_ZH, user="有位同事周一来报到 给她建个账号"
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_a_day_off_the_one_coming_date_is_still_a_slip() -> None:
    answer = "名额还有两个；下周一（3月9日）她来了就能用。"
    report = checked(
        answer, SEATS, language="zh", system=TODAY_ZH, user="有位同事要来报到 给她建个账号"
    )
    assert "fact_mismatch" in kinds(report), show(report)


# ---- the things a count compares ----------------------------------------------------------------


DOMAINS = (
    "check_domain",
    {"name": "harbourline.io"},
    {
        "name": "harbourline.io",
        "available": True,
        "lookalikes": [{"name": "harborline.io", "owner": "unknown"}],
    },
)
MAILBOX = (
    "check_address",
    {"address": "ana.ruiz@tallis-print.co.uk"},
    {
        "address": "ana.ruiz@tallis-print.co.uk",
        "available": True,
        "similar_existing": [{"address": "ana.ruis@tallis-print.co.uk", "name": "Ana Ruis"}],
    },
)


def _count_findings(report: object) -> list[str]:
    return [f.reason for f in report.findings if f.reason.startswith("count_")]  # type: ignore[attr-defined]


def test_a_count_of_things_compared_with_each_other_is_no_list_count() -> None:
    for answer, language in (
        ("The mailbox is free, but the two addresses look alike, so mail may go astray.", "en"),
        ("Está libre, pero las dos direcciones se parecen mucho.", "es"),
        ("पता खाली है, पर ये दो पते मिलते-जुलते हैं।", "hi"),
        ("这个邮箱能用。财务那边有个 ana.ruis@，两个名字很像，小心寄错。", "zh"),
    ):
        report = checked(answer, MAILBOX, language=language)
        assert _count_findings(report) == [], show(report)


def test_a_count_of_similar_things_found_is_still_a_count() -> None:
    answer = "It's free to register; there are 3 similar lookalikes already taken."
    report = checked(answer, DOMAINS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- an address from a mailbox name and the context's domain ------------------------------------


def _provenance(address: str, *texts: str) -> list[str]:
    issues = check_provenance(
        {"address": address},
        {"properties": {"address": {"type": "string"}}},
        Sources(list(texts)),
        tool="create_mailbox",
    )
    return [i.message for i in issues]


def test_an_address_from_the_users_mailbox_name_and_the_context_domain_is_grounded() -> None:
    system = "Admin console for the domain tallis-print.co.uk."
    assert _provenance("ana.ruiz@tallis-print.co.uk", system, "set her up as ana.ruiz@ pls") == []


def test_an_address_with_another_domain_or_another_mailbox_is_not() -> None:
    system = "Admin console for the domain tallis-print.co.uk."
    assert _provenance("ana.ruiz@tallis-print.com", system, "set her up as ana.ruiz@ pls")
    assert _provenance("ana.r@tallis-print.co.uk", system, "set her up as ana.ruiz@ pls")
    # a mailbox name of another address is no mailbox name given for this domain
    assert _provenance("ana.ruiz@tallis-print.co.uk", system, "her old one was ana.ruiz@gmx.de")


# ---- a date the event is already past by --------------------------------------------------------


PASS = (
    "get_transit_pass",
    {"card": "TP-7781"},
    {"card": "TP-7781", "product": "7-day pass", "valid_to": "2025-09-29T23:59:00+01:00"},
)


def test_a_date_the_event_is_already_past_by_is_a_point_of_reference() -> None:
    system = "Today is Friday, 26 September 2025."
    for answer, language in (
        ("Your pass runs until Monday night, so by 1 October it will already have lapsed.", "en"),
        ("El abono vale hasta el lunes por la noche; el 1 de octubre ya estará caducado.", "es"),
        ("周票有效到周一夜里，到10月1日早就失效了。", "zh"),
    ):
        report = checked(answer, PASS, language=language, system=system)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_given_as_the_events_own_is_still_held_to_it() -> None:
    answer = "Your pass expires on 1 October."
    report = checked(answer, PASS, language="en", system="Today is Friday, 26 September 2025.")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a row's id picks its record ----------------------------------------------------------------


WASH = (
    "list_wash_jobs",
    {"bay": "north"},
    {
        "jobs": [
            {"job": "W-201", "type": "full_valet", "started_at": "2025-05-06T08:10:00+01:00"},
            {"job": "W-202", "type": "exterior", "started_at": "2025-05-06T08:25:00+01:00"},
            {"job": "W-203", "type": "full_valet", "queue_position": 1},
        ]
    },
)


def test_a_denial_in_a_row_is_about_the_item_its_id_names() -> None:
    answer = (
        "| Job | Type | Status |\n|---|---|---|\n"
        "| W-201 | Full valet | in progress |\n"
        "| W-202 | Exterior | in progress |\n"
        "| W-203 | Full valet | queued, not started |"
    )
    report = checked(answer, WASH, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_the_item_whose_event_is_dated_is_still_caught() -> None:
    answer = (
        "| Job | Type | Status |\n|---|---|---|\n"
        "| W-201 | Full valet | queued, not started |\n"
        "| W-203 | Full valet | queued |"
    )
    report = checked(answer, WASH, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- two records' figures in their list's order -------------------------------------------------


QUOTES = (
    "list_quotes",
    {"job": "roof"},
    {
        "quotes": [
            {"vendor": "Brightline", "lead_days": 15, "price_gbp": 4200},
            {"vendor": "Corran", "lead_days": 9, "price_gbp": 4650},
        ]
    },
)


def test_two_records_figures_swapped_are_still_caught() -> None:
    answer = "Brightline can start in 9 days and Corran in 15 days."
    report = checked(answer, QUOTES, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a checklist row's title --------------------------------------------------------------------


AUDIT = (
    "get_site_audit",
    {"site": "Plant 3"},
    {
        "site": "Plant 3",
        "checklist": [
            {"item": "Fire drill log", "status": "done"},
            {
                "item": "Forklift refresher training",
                "status": "done",
                "hours_logged": 34,
                "hours_required": 30,
            },
            {"item": "LOTO procedure review", "status": "done"},
            {"item": "Eyewash station flush", "status": "overdue"},
        ],
    },
)


def test_a_sentence_naming_several_checklist_rows_names_each() -> None:
    answer = (
        "**Done:** fire drill log, forklift refresher (34 of 30 hours), LOTO procedure review, "
        "and the drill. Still open: the eyewash station flush, which is overdue."
    )
    report = checked(answer, AUDIT, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a hundredth of the currency ----------------------------------------------------------------


def test_cents_and_centimos_signs_read_as_a_hundredth_of_the_unit() -> None:
    found = [
        (m.kind, m.value, m.unit)
        for m in find_mentions("parking is 75¢ an hour; la llamada, 20 céntimos", "en")
        if m.kind == "money"
    ]
    assert found[:1] == [("money", __import__("decimal").Decimal("0.75"), "USD")]
    es = [(m.kind, str(m.value)) for m in find_mentions("cuesta 20 céntimos el minuto", "es")]
    assert es == [("money", "0.2")]
    zh = [str(m.value) for m in find_mentions("两毛的，三块八毛", "zh") if m.kind == "money"]
    assert zh == ["0.2", "3.8"]


METER = (
    "get_charging_session",
    {"session": "EV-3391"},
    {"session": "EV-3391", "kwh": 22, "rate_usd_per_kwh": 0.45, "total_usd": 9.9},
)


def test_a_rate_in_cents_is_held_to_the_rate_in_dollars() -> None:
    right = checked("22 kWh at 45¢/kWh came to $9.90.", METER, language="en")
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked("22 kWh at 54¢/kWh came to $9.90.", METER, language="en")
    assert "fact_mismatch" in kinds(wrong), show(wrong)


# ---- a part of a subset -------------------------------------------------------------------------


LEDGER = (
    "get_supplier_ledger",
    {"supplier": "SUP-118"},
    {
        "open_lines": [
            {"doc": "BILL-771", "due": "2025-06-01", "amount": 1200.0},
            {"doc": "BILL-790", "due": "2025-06-20", "amount": 800.0},
            {"doc": "BILL-802", "due": "2025-07-15", "amount": 950.0},
            {"doc": "BILL-815", "due": "2025-07-30", "amount": 400.0},
            {"doc": "CR-044", "due": None, "amount": -150.0},
        ]
    },
)


def test_a_part_of_a_subset_the_answer_picked_is_no_count_of_the_list() -> None:
    for answer, language in (
        ("2 of the 4 open bills are overdue.", "en"),
        ("चार खुले बिल, उनमें से 2 की मियाद बीत चुकी।", "hi"),
    ):
        report = checked(answer, LEDGER, language=language, system="Today is 2025-07-01.")
        assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_more_than_the_list_is_still_caught() -> None:
    report = checked(
        "2 of the 7 open bills are overdue.", LEDGER, language="en", system="Today is 2025-07-01."
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_dates_read_unchanged() -> None:
    assert [m.value for m in find_mentions("due 1 October", "en", now=datetime(2025, 9, 26))] == [
        date(2025, 10, 1)
    ]


# ---- a heading with a figure in it --------------------------------------------------------------


CLAIMS_QUEUE = (
    "list_claims_queue",
    {"status": "pending", "sort": "amount_desc"},
    {
        "total": 2,
        "claims": [
            {"claim_id": "CL-7741", "amount_cents": 263540, "adjuster": "R. Okafor"},
            {"claim_id": "CL-7716", "amount_cents": 98000, "adjuster": "M. Lindqvist"},
        ],
    },
)


def test_a_figure_in_a_heading_is_checked_like_any_line() -> None:
    right = "## Largest: CL-7741 ($2,635.40)\n\nR. Okafor has it."
    report = checked(right, CLAIMS_QUEUE, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)
    wrong = "## Largest: CL-7741 ($2,653.40)\n\nR. Okafor has it."
    report = checked(wrong, CLAIMS_QUEUE, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_heading_with_no_figure_is_a_title() -> None:
    report = checked("## Open claims\n\nCL-7741 is with R. Okafor.", CLAIMS_QUEUE, language="en")
    assert [c.text for c in report.claims] == ["CL-7741 is with R. Okafor."], show(report)


def test_a_count_in_a_heading_counts_the_section_it_opens() -> None:
    answer = (
        "### Paid out this week: $1,240 (3 payments)\n"
        "- CL-7716 interim, $980\n- two courtesy-car refunds of $130 each"
    )
    report = checked(answer, CLAIMS_QUEUE, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- an amount with two neighbouring digits swapped ---------------------------------------------


HEATING = (
    "get_heating_bill",
    {"account": "HB-3302"},
    {
        "billing": {
            "area_m2": 74.5,
            "unit_price": 31.0,
            "amount_due_cents": 230950,
            "paid_cents": 230950,
            "status": "paid",
        }
    },
)


def test_an_amount_swapped_from_a_figure_two_fields_agree_on_is_caught() -> None:
    wrong = checked("74.5 m² × 31 comes to **2,390.50**, paid in full.", HEATING, language="en")
    assert "fact_mismatch" in kinds(wrong), show(wrong)
    right = checked("74.5 m² × 31 comes to **2,309.50**, paid in full.", HEATING, language="en")
    assert "fact_mismatch" not in kinds(right), show(right)


# ---- a day with its tens digit dropped ----------------------------------------------------------


NOTE = (
    "list_received_notes",
    {"pool": "P-18"},
    {
        "total": 1,
        "notes": [
            {"note_no": "BN-55120", "issue_date": "2025-03-14", "maturity_date": "2025-09-17"}
        ],
    },
)


def test_a_day_with_its_tens_digit_dropped_is_a_slip_of_the_fields_day() -> None:
    wrong = checked("BN-55120 matures on 7 September 2025.", NOTE, language="en")
    assert "fact_mismatch" in kinds(wrong), show(wrong)
    right = checked("BN-55120 matures on 17 September 2025.", NOTE, language="en")
    assert "fact_mismatch" not in kinds(right), show(right)


# ---- 段, the measure word of flight segments -----------------------------------------------------


SEGMENTS = (
    "get_flight_activity",
    {"member": "FF-20931"},
    {
        "year": 2025,
        "segments": {
            "total": 12,
            "items": [{"date": "2025-11-02", "flight_no": "HX331"}],
            "next_cursor": "c2Vn",
        },
    },
)


def test_segments_counted_with_duan_are_held_to_the_segments_list() -> None:
    wrong = checked("您在 2025 年合计飞行 **10 段**。", SEGMENTS, language="zh")
    assert "count_mismatch" in kinds(wrong), show(wrong)
    right = checked("您在 2025 年合计飞行 **12 段**。", SEGMENTS, language="zh")
    assert "count_mismatch" not in kinds(right), show(right)


# ---- कल, yesterday and tomorrow -----------------------------------------------------------------


FITNESS = (
    "list_test_slots",
    {"centre": "RTO-14", "date": "2025-03-05"},
    {"centre": "RTO-14", "date": "2025-03-05", "free": [{"slot": "F-0305-2", "time": "11:15"}]},
)
TODAY_HI = "आज मंगलवार, 4 मार्च 2025 है।"


def test_kal_pinned_to_tomorrows_date_is_tomorrow_whatever_the_tense() -> None:
    answer = "गाड़ी की फ़िटनेस जाँच कल, बुधवार 5 मार्च 11:15 बजे का स्लॉट ख़ाली मिला था।"
    report = checked(answer, FITNESS, language="hi", system=TODAY_HI)
    assert "fact_mismatch" not in kinds(report), show(report)
    wrong = "गाड़ी की फ़िटनेस जाँच कल, गुरुवार 6 मार्च 11:15 बजे का स्लॉट ख़ाली मिला था।"
    report = checked(wrong, FITNESS, language="hi", system=TODAY_HI)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_passive_rebooking_for_tomorrow_needs_the_rebooking_call() -> None:
    answer = "आपकी फ़िटनेस जाँच कल, बुधवार 5 मार्च सुबह 11:15 बजे के स्लॉट में बदल दी गई है।"
    report = checked(
        answer, FITNESS, language="hi", system=TODAY_HI, tools=["reschedule_fitness_test"]
    )
    assert "fabricated_tool_call" in kinds(report), show(report)
    done = (
        "reschedule_fitness_test",
        {"booking": "FT-881", "slot": "F-0305-2"},
        {"booking": "FT-881", "slot": "F-0305-2", "status": "rescheduled"},
    )
    report = checked(answer, FITNESS, done, language="hi", system=TODAY_HI)
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a state its whole holds --------------------------------------------------------------------


GRANT = (
    "get_grant_application",
    {"case": "GR-5521"},
    {
        "case": "GR-5521",
        "status": "approved",
        "awards": [
            {
                "award": "AW-1",
                "payee": {"name": "Northgate College"},
                "amount_cents": 120000,
                "payment_status": "paid",
            },
            {
                "award": "AW-2",
                "payee": {"name": "Tallis Books"},
                "amount_cents": 30000,
                "payment_status": "pending_confirmation",
            },
        ],
    },
)


def test_a_part_of_an_approved_whole_is_approved_whatever_its_payment_state() -> None:
    answer = (
        "- Tallis Books – $300. This is approved but not paid yet; it waits for Tallis to "
        "confirm the order."
    )
    report = checked(answer, GRANT, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_part_whose_whole_is_not_in_that_state_is_still_misstated() -> None:
    under_review = (GRANT[0], GRANT[1], {**GRANT[2], "status": "under_review"})
    answer = (
        "- Tallis Books – $300. This is approved but not paid yet; it waits for Tallis to "
        "confirm the order."
    )
    report = checked(answer, under_review, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- an arrangement in force --------------------------------------------------------------------


BONDS = (
    "list_savings_bonds",
    {"holder": "H-4410"},
    {
        "bonds": [
            {"bond": "SB-7", "matures_on": "2026-02-10", "on_maturity": "pay_to_current_account"},
            {"bond": "SB-9", "matures_on": "2026-08-01", "on_maturity": "reinvest"},
        ]
    },
)


def test_a_present_passive_before_to_and_a_verb_is_an_arrangement_no_deed() -> None:
    answer = "SB-7 is already set to transfer into your current account on 10 February."
    report = checked(answer, BONDS, language="en", tools=["update_maturity_instruction"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_perfect_passive_of_the_same_act_is_still_a_deed() -> None:
    answer = "SB-9 has been set to transfer into your current account."
    report = checked(answer, BONDS, language="en", tools=["update_maturity_instruction"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- what the agent said in an earlier turn -----------------------------------------------------


def test_a_past_perfect_of_what_an_earlier_reply_said_is_no_tool_act() -> None:
    quote = ("get_quote_lines", {"job": "J-88"}, {"lines": [{"item": "Gutter guard", "eur": 140}]})
    data = run(
        "The extra €140 is the gutter guard, which I'd flagged as optional.",
        quote,
        language="en",
        tools=["flag_line_item"],
    )
    data["context"] = [
        {"role": "user", "content": "what would the roof job cost?"},
        {"role": "assistant", "content": "About €2,100; a gutter guard would be optional."},
        {"role": "user", "content": "the invoice is higher, why?"},
    ]
    report = check(data)
    assert "fabricated_tool_call" not in kinds(report), show(report)
    data["context"] = data["context"][:1] + data["context"][2:]
    report = check(data)
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a prediction the operator's recurring rule gives -------------------------------------------


def test_a_prediction_a_recurring_rule_of_the_prompt_gives_is_no_guess() -> None:
    booking = (
        "book_lesson",
        {"student": "S-31", "start": "2025-09-24T17:00:00+01:00"},
        {"lesson": "L-702", "status": "confirmed", "price_gbp": 32},
    )
    system = "Today is Sunday, 21 September 2025. Statements are emailed every Friday evening."
    answer = "Booked: lesson L-702 on Wednesday at 5 pm, £32. It will be on Friday's statement."
    report = checked(answer, booking, language="en", system=system)
    assert "inference_as_fact" not in kinds(report), show(report)
    system = "Today is Sunday, 21 September 2025. Statements list lessons taken."
    report = checked(answer, booking, language="en", system=system)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a day, a month and a year by hyphens -------------------------------------------------------


def test_a_hyphenated_day_month_and_full_year_is_a_date() -> None:
    now = datetime(2025, 12, 9)
    for text, language in (
        ("FD 16-12-2025 = मंगलवार, 27-12-2025 = शनिवार", "hi"),
        ("vence el 16-12-2025", "es"),
        ("renews 16-12-2025", "en"),
    ):
        found = [m.value for m in find_mentions(text, language, now=now) if m.kind == "date"]
        assert date(2025, 12, 16) in found, (text, found)
    weekdays = [m.text for m in find_mentions("16-12-2025 = मंगलवार, 27-12-2025", "hi", now=now)]
    assert "मंगलवार" in weekdays  # (the weekday stands alone, not with the next date's day)


def test_a_code_or_a_range_by_hyphens_is_no_date() -> None:
    now = datetime(2025, 12, 9)
    for text in ("pickup code 6-3-1027", "rooms 10-12", "call 944-12-58"):
        assert [m for m in find_mentions(text, "en", now=now) if m.kind == "date"] == [], text


# ---- a Hindi "if not" with no अगर ---------------------------------------------------------------


def test_a_negated_perfective_then_to_is_a_condition() -> None:
    notice = (
        "get_demand_note",
        {"application": "LE-4410"},
        {"note": "DN-4410", "amount_inr": 3580, "pay_by": "2025-04-21", "status": "issued"},
    )
    system = "आज 14 अप्रैल 2025 है। नियम: हॉल की बुकिंग राशि सात दिन के भीतर न मिलने पर बुकिंग रद्द होती है।"
    answer = "₹3,580 की आख़िरी तारीख़ 21 अप्रैल है; उस दिन तक पैसा जमा न हुआ तो बुकिंग रद्द हो जाएगी।"
    report = checked(answer, notice, language="hi", system=system)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an item named in another script beside its own figure --------------------------------------


LUNCH = (
    "list_orders",
    {"customer": "C-2210"},
    {
        "orders": [
            {
                "order_id": "ORD-5120",
                "status": "delivered",
                "items": [
                    {"name": "Steel Water Bottle 1L", "qty": 2, "line_total_paise": 90000},
                    {"name": "Bamboo Lunch Box", "qty": 1, "line_total_paise": 32000},
                ],
                "refunds": [{"item": "Bamboo Lunch Box", "amount_paise": -32000}],
            }
        ]
    },
)


def test_an_item_named_by_sound_beside_its_own_figure_is_named_not_swapped() -> None:
    answer = "| अक्टूबर | स्टील वॉटर बोतल × 2 (बैम्बू लंच बॉक्स ₹320 लौटाया गया) | ₹900 |"
    report = checked(answer, LUNCH, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_item_named_by_sound_with_anothers_figures_is_still_swapped() -> None:
    answer = "| अक्टूबर | बैम्बू लंच बॉक्स × 2 | ₹900 |"
    report = checked(answer, LUNCH, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- codes joined as one name -------------------------------------------------------------------


def test_codes_joined_by_and_each_held_are_no_cited_source() -> None:
    statement = (
        "get_storage_statement",
        {"account": "ST-31"},
        {"statement": "SS-2025-04", "bins": ["B-17-204", "B-17-311"], "total_eur": 412.5},
    )
    report = checked("It covers bins B-17-204 and B-17-311.", statement, language="en")
    assert "source_fabrication" not in kinds(report), show(report)
    report = checked("It covers bins B-17-204 and B-17-999.", statement, language="en")
    assert "source_fabrication" in kinds(report) or "fact_mismatch" in kinds(report), show(report)


# ---- what will be decided is not decided yet ----------------------------------------------------


CLAIM = (
    "get_crop_claim",
    {"claim": "KC-2210"},
    {
        "claim": "KC-2210",
        "status": "under_review",
        "claimed_inr": 48000,
        "survey_due": "2025-10-04",
    },
)


def test_a_future_that_only_says_it_will_be_decided_foretells_nothing() -> None:
    for answer, language in (
        ("The final amount will only be determined after the field survey.", "en"),
        ("La cantidad final se determinará tras la inspección del campo.", "es"),
        ("सर्वे पूरा होने पर रकम और मंज़ूरी दोनों तय होंगी।", "hi"),
        ("最终金额要等田间查勘后才能定。", "zh"),
    ):
        report = checked(answer, CLAIM, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_future_that_gives_the_outcome_is_still_a_prediction() -> None:
    answer = "The full ₹48,000 will be approved after the field survey."
    report = checked(answer, CLAIM, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- going past a limit, in every language ------------------------------------------------------


def test_going_past_a_limit_is_one_concept_in_every_language() -> None:
    from nyaya.checks.language import key_concepts, words_for

    assert "exceed" in key_concepts("exceeded")
    for language, said in (
        ("en", "it exceeded the cap"),
        ("es", "superó el límite"),
        ("hi", "सीमा पार हो गई"),
        ("zh", "超出了限额"),
    ):
        assert "exceed" in words_for(language).concepts_in(said), (language, said)


# ---- the month May is no hedge ------------------------------------------------------------------


NOTES = (
    "list_visit_notes",
    {"patient": "P-118"},
    {
        "total": 1,
        "notes": [
            {
                "note_id": "VN-40",
                "visit_date": "2025-05-08",
                "released_at": "2025-05-09T11:02:00-04:00",
                "title": "Follow-up",
            }
        ],
    },
)


def test_a_denied_event_beside_a_may_date_is_held_to_the_events_date() -> None:
    answer = "The clinic hasn't released the notes from your May 8 visit yet."
    report = checked(answer, NOTES, language="en")
    assert "false_absence" in kinds(report), show(report)
    answer = "The clinic released the notes from your May 8 visit on May 9."
    report = checked(answer, NOTES, language="en")
    assert "false_absence" not in kinds(report), show(report)
