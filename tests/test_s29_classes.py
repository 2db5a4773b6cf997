"""Classes fixed in session 29, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Counts
- A state its clause names that no value of the field holds ("2 active passes" over passes
  ``cancelled`` and ``renewed``) is read as the items of the one value left beside those in a
  state that rules it out.
- A total reported beside such a list (``total: 3``) counts every item, not those in the state.
- A number right after a word naming the key of a field that holds it ("lane 5", "pista 2")
  is that field's value, not a count of the word after it.
- Items with room for as many as the call asked for are a reading of a count; "the five of
  you", "los cinco de ustedes" count the group addressed, no list.
- Days joined by "and" after a count name its items; they set no day the items fall by.
- The items of one sign of a field holding both are what a count beside that sign's sum
  counts.
- A count by the Han measure word of an earlier count of its sentence ("其中 2 单…, 另有
  4 单") counts the same list; "开票" and "invoiced" name the invoice concept.

Values
- A total word in another clause than the value, with a figure of its own computed, is that
  figure's.
- A date a term of the run moves, across a year end, is no slip of another date.
- A whole number an output keeps under a key of numbering, named by the words by it.
- A date under a key that only says "date" (``next_refill: {date: ...}``) is named by its
  parent's key.
- A figure stated as a gap to the item named before it is no misreading of that item.
- A superlative ranks the items the answer showed before it.
- A row that names an item by its nested record (a policy's ``vehicle``) holds that item's
  figures; digits several items share name none of them.
- A flag's clause naming no item, after a clause naming another, may be about an item whose
  field agrees.

Absence, inference, actions
- A record whose own value reports its thing absent agrees with "no X detected".
- "Nothing is over a limit" compares figures; it does not deny the ``limit`` field.
- "No major issues" beside items of a lesser degree denies only that degree.
- An outcome said to depend on something is not foretold.
- A trend carried forward ("at this rate ... will") is foretold whatever words the outputs
  share with it.
- "art.", "sec.", "cap." before a number abbreviate a part of a text: no sentence ends there,
  so a citation of that part is read whole.
- A cause named by the noun of an act ("because of preemptions") is supported by an output
  that gives the act ("Preempted – ...").
- A declared tool whose name's verb and head noun name another act does not do this one.
- Tool names and descriptions in Spanish (``crear_reserva``) tell their act; "he dejado
  apartado" is a booking said in the perfect.
"""

from __future__ import annotations

from typing import Any

from nyaya.engine import check
from runkit import checked, kinds, run, show

# ---- counts ------------------------------------------------------------------------------

PASSES = (
    "list_passes",
    {"member": "M-77"},
    {
        "passes": [
            {"pass_id": "SW-1", "pool": "Eastside", "status": "cancelled"},
            {"pass_id": "SW-2", "pool": "Northgate", "status": "renewed"},
            {"pass_id": "SW-3", "pool": "Riverside", "status": "renewed"},
        ]
    },
)


def test_a_state_no_value_holds_counts_the_value_left_beside_its_opposite() -> None:
    report = checked(
        "You have 2 active swim passes, Northgate and Riverside (the Eastside one was cancelled).",
        PASSES,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_state_no_value_holds_still_contradicts_a_wrong_count() -> None:
    report = checked("You have 3 active swim passes at the moment.", PASSES)
    assert "count_mismatch" in kinds(report), show(report)


def test_the_state_complement_in_spanish() -> None:
    report = checked(
        "Tienes 2 bonos activos (el de Eastside está cancelado).", PASSES, language="es"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_state_complement_needs_one_value_left() -> None:
    # of done, in_progress and dropped, the items not in progress are not all finished
    report = checked(
        "3 of your 4 course modules are finished.",
        (
            "list_modules",
            {},
            {
                "modules": [
                    {"id": "A", "state": "done"},
                    {"id": "B", "state": "done"},
                    {"id": "C", "state": "in_progress"},
                    {"id": "D", "state": "dropped"},
                ]
            },
        ),
    )
    assert "count_mismatch" in kinds(report), show(report)


HEAT = ("get_heat", {"swimmer": "S-9"}, {"event": "200m free", "heat": 3, "lane": 5})


def test_a_number_after_the_word_naming_its_key_is_that_fields_value() -> None:
    report = checked("Heat 3 is at 10:40 and you swim from lane 5 against the clock.", HEAT)
    unsettled = [f for f in report.findings if f.reason == "count_not_settled"]
    assert not unsettled and "count_mismatch" not in kinds(report), show(report)


def test_a_number_after_the_word_naming_its_key_in_spanish() -> None:
    report = checked(
        "En la jornada 4 juegas en la pista 2 contra Lucía Prado.",
        ("get_partido", {}, {"jornada": 4, "pista": 2, "rival": "Lucía Prado"}),
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


SESSIONS = (
    "search_sessions",
    {"date": "2025-03-08", "party_size": 5},
    {
        "sessions": [
            {"id": "KY-09", "start": "09:00", "spots_available": 0},
            {"id": "KY-11", "start": "11:00", "spots_available": 8},
            {"id": "KY-13", "start": "13:00", "spots_available": 3},
            {"id": "KY-15", "start": "15:00", "spots_available": 12},
        ]
    },
)


def test_items_with_room_for_the_party_asked_for_are_a_reading_of_a_count() -> None:
    report = checked(
        "There are 4 kayak sessions that day, but only 2 sessions have room for 5 people: "
        "11:00 and 15:00.",
        SESSIONS,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_room_for_the_party_is_no_witness_against_a_plain_wrong_count() -> None:
    report = checked("I found 6 kayak sessions that day.", SESSIONS)
    assert "count_mismatch" in kinds(report), show(report)


INVOICES = (
    "list_invoices",
    {"client": "C-3"},
    {
        "invoices": [
            {"no": "INV-31", "issued": "2025-03-03", "status": "paid"},
            {"no": "INV-32", "issued": "2025-03-17", "status": "paid"},
            {"no": "INV-33", "issued": "2025-04-01", "status": "open"},
            {"no": "INV-34", "issued": "2025-04-15", "status": "open"},
        ]
    },
)


def test_days_joined_by_and_after_a_count_name_its_items() -> None:
    report = checked(
        "The first two invoices (3 March and 17 March) are settled; INV-33 and INV-34 are "
        "still open.",
        INVOICES,
    )
    assert "count_mismatch" not in kinds(report), show(report)


LEDGER = (
    "get_ledger",
    {"customer": "K-12"},
    {
        "opening_balance_cents": 5000,
        "entries": [
            {"date": "2025-06-02", "note": "rice, oil", "amount_cents": 41250},
            {"date": "2025-06-05", "note": "cash", "amount_cents": -20000},
            {"date": "2025-06-09", "note": "flour, sugar", "amount_cents": 18000},
            {"date": "2025-06-12", "note": "transfer", "amount_cents": -10000},
            {"date": "2025-06-20", "note": "tea, soap", "amount_cents": 12500},
        ],
    },
)


def test_the_items_of_one_sign_count_beside_that_signs_sum() -> None:
    report = checked(
        "Since June 1 they took $717.50 of goods on credit (three entries) and paid you "
        "$300.00 (two payments).",
        LEDGER,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_sum_beside_a_count_pins_its_sign_against_a_wrong_count() -> None:
    report = checked(
        "Since June 1 they took $717.50 of goods on credit (four entries).",
        LEDGER,
    )
    assert "count_mismatch" in kinds(report), show(report)


# ---- values ------------------------------------------------------------------------------

DEPOSIT = (
    "get_rental",
    {"rental": "R-5"},
    {
        "deposit_cents": 15000,
        "deductions": [
            {"what": "scratched hull", "amount_cents": -3000},
            {"what": "lost paddle", "amount_cents": -1200},
        ],
    },
)


def test_a_total_word_in_another_clause_is_the_computed_figures() -> None:
    report = checked(
        "The scratched hull is $30.00 and the lost paddle $12.00. In total $42.00 comes off, "
        "so of the $150.00 deposit you get $108.00 back.",
        DEPOSIT,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_total_word_in_the_values_own_clause_still_holds_it() -> None:
    report = checked("The deductions are $30.00 and $12.00, so $52.00 comes off in total.", DEPOSIT)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_date_a_stated_term_moves_across_the_year_end_is_no_slip() -> None:
    report = checked(
        "Under the 14-day rule the batch delivered on 23 December should have been paid by "
        "6 January.",
        (
            "get_batches",
            {},
            {
                "batches": [
                    {"id": "B1", "delivered": "2024-12-09", "paid_on": "2025-01-05"},
                    {"id": "B2", "delivered": "2024-12-23", "paid_on": None},
                ]
            },
        ),
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_number_under_a_key_of_numbering_is_found_by_its_words() -> None:
    report = checked(
        "You're number 14 on the waitlist for the spring intake.",
        ("get_waitlist", {}, {"intake": "spring", "waitlist_no": 14}),
    )
    assert report.trust_level == "fully_verified", show(report)


QUOTES = (
    "get_quotes",
    {},
    {
        "quotes": [
            {"vendor": "Brightline", "total_fen": 9870000},
            {"vendor": "Oakhurst", "total_fen": 9120000},
            {"vendor": "Cedarway", "total_fen": 10460000},
        ]
    },
)


def test_a_gap_to_the_item_named_before_it_is_no_misreading_of_it() -> None:
    report = checked(
        "最便宜的是 Oakhurst,比 Brightline 便宜 7,500 元,比 Cedarway 便宜 13,400 元。",
        QUOTES,
        language="zh",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


ROOMS = (
    "find_rooms",
    {"guests": 3},
    {
        "rooms": [
            {"name": "Quayside", "beds_free": 0, "price_cents": 4500, "online_booking": False},
            {"name": "Lantern", "beds_free": 4, "price_cents": 6200, "online_booking": True},
            {"name": "Gull Loft", "beds_free": 2, "price_cents": 5800, "online_booking": True},
            {"name": "Harbour", "beds_free": 9, "price_cents": 5100, "online_booking": True},
        ]
    },
)


def test_a_superlative_ranks_the_items_shown_before_it() -> None:
    report = checked(
        "Two places have beds for all three of you:\n\n"
        "| Place | Beds free | Per bed |\n|---|---|---|\n"
        "| Harbour | 9 | $51.00 |\n| Lantern | 4 | $62.00 |\n\n"
        "Harbour is the cheapest of them and has plenty of room.",
        ROOMS,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_superlative_over_every_item_shown_still_holds_the_list() -> None:
    report = checked(
        "Quayside is $45.00, Lantern $62.00, Gull Loft $58.00 and Harbour $51.00.\n\n"
        "Harbour is the cheapest.",
        ROOMS,
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_flag_clause_naming_no_item_after_one_naming_another() -> None:
    report = checked(
        "Gull Loft only has 2 beds free and the quay hostel is full (it doesn't take online "
        "booking either).",
        ROOMS,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_flag_clause_naming_its_own_item_still_holds_it() -> None:
    report = checked("Lantern doesn't take online booking.", ROOMS)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- absence, inference, actions --------------------------------------------------------

WATER = (
    "get_results",
    {"sample": "WT-8"},
    {
        "results": [
            {"analyte": "Lead", "result": "Not detected", "limit": 15},
            {"analyte": "Copper", "result": "Not detected", "limit": 1300},
            {"analyte": "Nitrate", "result": 4.1, "limit": 10},
        ]
    },
)


def test_a_record_reporting_its_thing_absent_agrees_with_a_denial() -> None:
    report = checked("The results show no lead and no copper; nitrate is at 4.1.", WATER)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_a_thing_the_record_finds_is_still_false() -> None:
    report = checked(
        "The results show no nitrate.",
        ("get_results", {}, {"results": [{"analyte": "Nitrate", "result": 4.1}]}),
    )
    assert "false_absence" in kinds(report), show(report)


def test_nothing_over_a_limit_compares_figures_it_denies_no_field() -> None:
    report = checked("Nothing is over its limit; nitrate is at 4.1 of 10.", WATER)
    assert "false_absence" not in kinds(report), show(report)


INSPECTION = (
    "get_inspection",
    {"vehicle": "V-2"},
    {
        "issues": [
            {"part": "rear wiper", "severity": "minor"},
            {"part": "brake pads", "severity": "moderate"},
        ]
    },
)


def test_no_major_issues_beside_lesser_ones() -> None:
    report = checked("Good news: no major issues on the car.", INSPECTION)
    assert "false_absence" not in kinds(report), show(report)


def test_no_major_issues_beside_a_critical_one_is_false() -> None:
    report = checked(
        "The inspection found no serious issues.",
        ("get_inspection", {}, {"issues": [{"part": "brake lines", "severity": "critical"}]}),
    )
    assert "false_absence" in kinds(report), show(report)


def test_no_major_issues_in_chinese() -> None:
    report = checked("检测没有发现大问题,刹车片有些磨损。", INSPECTION, language="zh")
    assert "false_absence" not in kinds(report), show(report)


GRANT = ("get_application", {}, {"status": "under_review", "queue_position": 31})


def test_an_outcome_said_to_depend_on_something_is_not_foretold() -> None:
    for language, answer in (
        ("en", "Whether the grant will be approved depends on the panel's review next month."),
        ("es", "Que te concedan la beca dependerá de la revisión del comité."),
        ("hi", "अनुदान मंज़ूर होगा या नहीं, यह समिति की समीक्षा पर निर्भर करेगा।"),
        ("zh", "补助能否批下来,取决于下个月评审委员会的审核。"),
    ):
        report = checked(answer, GRANT, language=language)
        assert "inference_as_fact" not in kinds(report), (language, show(report))


def test_an_outcome_foretold_flatly_is_still_an_inference() -> None:
    report = checked("The grant will be approved next month.", GRANT)
    assert "inference_as_fact" in kinds(report), show(report)


def _with_descriptions(data: dict[str, Any], descriptions: dict[str, str]) -> dict[str, Any]:
    data["tools"] = [
        {"name": t["name"], "description": descriptions.get(t["name"], t["description"])}
        for t in data["tools"]
    ]
    return data


TEAM = (
    "get_team_dues",
    {"team": "T-4"},
    {
        "players": [
            {"name": "Odile Marsh", "paid_cents": 9000, "due_cents": 9000},
            {"name": "Ravi Khanna", "paid_cents": 0, "due_cents": 9000},
        ]
    },
)


def test_a_tool_whose_verb_names_another_act_does_not_pay() -> None:
    data = run(
        "- **Odile** (you) — paid in full ✅\n- **Ravi** — nothing paid yet: **$90 left**",
        TEAM,
        tools=["send_billing_reminder"],
    )
    described = {"send_billing_reminder": "Send a billing reminder to a player."}
    report = check(_with_descriptions(data, described))
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_tool_that_pays_declared_and_not_called_is_still_the_witness() -> None:
    data = run("I've paid Ravi's dues of $90 for you.", TEAM, tools=["pay_team_dues"])
    report = check(_with_descriptions(data, {"pay_team_dues": "Pay a player's dues."}))
    assert "fabricated_tool_call" in kinds(report), show(report)


REFILL = (
    "get_refill",
    {},
    {"patient": "P-4", "next_refill": {"date": "2025-03-12", "store": "Elm"}},
)


def test_a_date_key_that_only_says_date_is_named_by_its_parent() -> None:
    report = checked("Your next refill ships on Tuesday, March 11.", REFILL)
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_parents_date_stated_right_is_verified() -> None:
    report = checked("Your next refill ships on Wednesday, March 12.", REFILL)
    assert report.trust_level == "fully_verified", show(report)


RIDES = (
    "list_rides",
    {"month": "2025-05"},
    {
        "total": 6,
        "rides": [
            {"ride_id": f"R{i}", "paid_fen": fen, "invoice_status": status}
            for i, (fen, status) in enumerate(
                [
                    (1200, "INVOICED"),
                    (1500, "NOT_INVOICED"),
                    (900, "INVOICED"),
                    (2100, "NOT_INVOICED"),
                    (1300, "NOT_INVOICED"),
                    (800, "NOT_INVOICED"),
                ]
            )
        ],
    },
)


def test_a_count_by_the_measure_word_of_an_earlier_count_counts_its_list() -> None:
    report = checked(
        "上个月你一共坐了 **6 次**车。其中 2 笔已经开过发票,还没开票的有 **3 笔**。",
        RIDES,
        language="zh",
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_the_same_count_stated_right_is_verified() -> None:
    report = checked(
        "上个月你一共坐了 **6 次**车。其中 2 笔已经开过发票,还没开票的有 **4 笔**。",
        RIDES,
        language="zh",
    )
    assert report.trust_level == "fully_verified", show(report)


COURTS = ("consultar_pistas", {"fecha": "2025-06-14"}, {"pistas": [{"pista": 3, "libre": True}]})
SPANISH_TOOLS = {
    "crear_reserva": "Reserva o aparta una pista para un socio.",
    "abrir_incidencia": "Abre una incidencia sobre una instalación.",
}


def test_a_spanish_tool_name_that_books_witnesses_an_uncalled_booking() -> None:
    data = run(
        "Te he dejado apartada la pista 3 para el sábado a las 10:00.",
        COURTS,
        tools=["crear_reserva"],
        language="es",
    )
    report = check(_with_descriptions(data, SPANISH_TOOLS))
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_spanish_tool_name_that_files_witnesses_an_uncalled_report() -> None:
    data = run(
        "Ya he abierto una incidencia por la red rota de la pista 3.",
        COURTS,
        tools=["abrir_incidencia"],
        language="es",
    )
    report = check(_with_descriptions(data, SPANISH_TOOLS))
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_spanish_booking_tool_that_ran_leaves_the_booking_alone() -> None:
    data = run(
        "Te he dejado apartada la pista 3 para el sábado a las 10:00.",
        COURTS,
        ("crear_reserva", {"pista": 3, "fecha": "2025-06-14"}, {"reserva": "R-88", "ok": True}),
        language="es",
    )
    report = check(_with_descriptions(data, SPANISH_TOOLS))
    assert "fabricated_tool_call" not in kinds(report), show(report)


MOCKS = (
    "get_mock_scores",
    {"student": "S-7"},
    {
        "series": "mock tests",
        "mock_tests": [
            {"mock_test": f"MT-{i}", "score": score, "rank": rank}
            for i, (score, rank) in enumerate([(498, 1800), (521, 1500), (547, 1200), (566, 950)])
        ],
        "next_mock_tests": ["MT-5", "MT-6"],
    },
)


def test_a_trend_carried_forward_is_foretold_whatever_words_the_outputs_share() -> None:
    for language, answer in (
        ("en", "At this rate your score will pass 600 in the next two mock tests."),
        ("hi", "इसी रफ़्तार से आने वाले तीन टेस्ट में आपका score 620 पार कर जाएगा।"),
    ):
        report = checked(answer, MOCKS, language=language)
        assert "inference_as_fact" in kinds(report), (language, show(report))


def test_a_trend_carried_forward_with_a_hedge_is_no_finding() -> None:
    report = checked("At this rate your score could pass 600 in the next two mock tests.", MOCKS)
    assert "inference_as_fact" not in kinds(report), show(report)


CARS = (
    "list_policies",
    {"holder": "H-3"},
    {
        "policies": [
            {
                "policy_no": "AU-7701",
                "vehicle": {"plate": "KT 4471 AB", "model": "Corolla", "year": 2019},
                "premium_cents": 61200,
            },
            {
                "policy_no": "AU-7702",
                "vehicle": {"plate": "KT 4479 AB", "model": "Civic", "year": 2021},
                "premium_cents": 74800,
            },
        ]
    },
)
CAR_TABLE = "| Car | Plate | Premium |\n|---|---|---|\n| Corolla (2019) | KT 4471 AB | {} |\n" + (
    "| Civic (2021) | KT 4479 AB | $748.00 |"
)


def test_a_row_naming_an_items_nested_record_holds_the_items_figure() -> None:
    report = checked(CAR_TABLE.format("$748.00"), CARS)
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_rows_own_figure_is_verified() -> None:
    report = checked(CAR_TABLE.format("$612.00"), CARS)
    assert report.trust_level == "fully_verified", show(report)


LESSONS = (
    "get_lessons",
    {"month": "2025-05"},
    {
        "missed": [
            {"date": "2025-05-06", "reason": "Preempted – regatta"},
            {"date": "2025-05-20", "reason": "Preempted – club race"},
        ]
    },
)


def test_a_cause_named_by_the_noun_of_the_act_an_output_gives_is_supported() -> None:
    report = checked("Two sailing lessons did not go ahead, each because of preemptions.", LESSONS)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_no_output_gives_is_still_an_inference() -> None:
    report = checked(
        "Two sailing lessons did not go ahead, each because of storm warnings.", LESSONS
    )
    assert "inference_as_fact" in kinds(report), show(report)


RULES = (
    "get_fair_rules",
    {"fair": "F-25"},
    {
        "document": "Fair rules 2025",
        "articles": [{"art": 3, "text": "A trading permit is needed."}],
    },
)


def test_an_abbreviated_part_of_a_text_does_not_end_the_sentence() -> None:
    for language, answer in (
        ("es", "Además, según la Ordenanza de mercadillos de Lorca (art. 9), hace falta permiso."),
        ("en", "The town's market bylaw (sec. 9) also asks for that permit."),
    ):
        report = checked(answer, RULES, language=language)
        assert "source_fabrication" in kinds(report), (language, show(report))


def test_a_part_the_run_read_cited_by_its_abbreviation_is_no_fabrication() -> None:
    report = checked(
        "Según las normas de la feria (art. 3), hace falta permiso.", RULES, language="es"
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_total_beside_a_list_counts_no_state_some_items_cannot_be_in() -> None:
    passes = (PASSES[0], PASSES[1], {**PASSES[2], "total": 3})
    wrong = checked("You have 3 active swim passes at the moment.", passes)
    right = checked("You have 2 active swim passes at the moment.", passes)
    assert "count_mismatch" in kinds(wrong), show(wrong)
    assert "count_mismatch" not in kinds(right), show(right)


def test_a_count_of_the_group_addressed_counts_no_list() -> None:
    for language, answer in (
        ("en", "There are 4 kayak sessions, but only 2 sessions have room for the five of you."),
        ("es", "Hay 4 sesiones, pero solo 2 sesiones tienen sitio para los cinco de ustedes."),
    ):
        report = checked(answer, SESSIONS, language=language)
        of_five = [f for f in report.findings if f.type == "count_mismatch" and "5" in f.message]
        assert not of_five, (language, show(report))
