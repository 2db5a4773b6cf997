"""Failure classes of real agent answers found in session 20 (see test_checks_classes.py):
a count of items that carry a quantity, a value named by a word of its root, a year-month
string read as figures, a calendar month in Chinese read as a count, and derivations that
show nothing. Each example is written for
these tests; a correct answer must pass and a wrong one must be caught with a witness."""

from __future__ import annotations

import pytest

from runkit import checked, show, witness_of

# ---- counts of items that carry a quantity ----------------------------------------------------

PANTRY = (
    "get_order",
    {"order": "OR-5521"},
    {
        "order": "OR-5521",
        "packs": [
            {"sku": "T-1", "name": "Assam loose leaf", "kind": "tea", "qty": 3},
            {"sku": "T-2", "name": "Sencha tin", "kind": "tea", "qty": 1},
            {"sku": "C-1", "name": "Ethiopian beans", "kind": "coffee", "qty": 2},
            {"sku": "C-2", "name": "Decaf beans", "kind": "coffee", "qty": 3},
        ],
    },
)


def _spanish(call):
    name, args, output = call
    kinds = {"tea": "infusión", "coffee": "café"}
    items = [{**p, "kind": kinds[p["kind"]]} for p in output["packs"]]
    return name, args, {"order": output["order"], "items": items}


@pytest.mark.parametrize(
    ("answer", "numbers", "language"),
    [
        ("Order OR-5521 has {n} packs of tea in it.", ("two", "four", "three", "five"), "en"),
        (
            "El pedido OR-5521 trae {n} artículos de infusión.",
            ("dos", "cuatro", "tres", "cinco"),
            "es",
        ),
    ],
)
def test_a_count_of_items_with_a_quantity_sums_the_quantity_of_the_named_group(
    answer, numbers, language
):
    order = PANTRY if language == "en" else _spanish(PANTRY)
    lines, quantity, neither, other_group = numbers
    for n in (lines, quantity):  # two lines of tea, four packs by their quantity
        report = checked(answer.format(n=n), order, language=language)
        assert report.action == "emit", show(report)
    for n in (neither, other_group):  # five is coffee's quantity, not tea's
        report = checked(answer.format(n=n), order, language=language)
        assert witness_of(report, "count_mismatch").value in (2, 4), show(report)


def test_the_whole_list_is_no_reading_of_a_count_its_clause_narrows_to_one_value():
    # four packs in the list, but two lines of coffee, five by quantity
    report = checked("Order OR-5521 has 4 packs of coffee.", PANTRY)
    assert witness_of(report, "count_mismatch").pointer == "/packs", show(report)
    report = checked("Order OR-5521 has 2 packs of coffee and 4 packs in all.", PANTRY)
    assert report.action == "emit", show(report)


def test_one_items_quantity_holds_a_count_of_that_item_only():
    report = checked("Order OR-5521 has 3 packs of Assam loose leaf.", PANTRY)
    assert report.action == "emit" and report.trust_level == "fully_verified", show(report)


# ---- a value named by a word of its root ------------------------------------------------------

ROOMS = (
    "list_rooms",
    {"floor": 2},
    {
        "rooms": [
            {"room": "2.01", "state": "ocupada"},
            {"room": "2.02", "state": "libre"},
            {"room": "2.03", "state": "libre"},
            {"room": "2.04", "state": "ocupada"},
            {"room": "2.05", "state": "ocupada"},
        ]
    },
)


def test_a_value_the_count_names_in_the_plural_narrows_the_count():
    right = checked("En la planta 2 hay 2 salas libres ahora mismo.", ROOMS, language="es")
    assert right.action == "emit", show(right)
    wrong = checked("En la planta 2 hay 3 salas libres ahora mismo.", ROOMS, language="es")
    assert witness_of(wrong, "count_mismatch").value == 2, show(wrong)


# ---- a year-month string is a place in the calendar -------------------------------------------

DEPOSITS = (
    "get_deposits",
    {"account": "SV-72"},
    {
        "deposits": [
            {"month": f"2023-{m:02d}", "status": "made" if m not in (3, 4, 5) else "missed"}
            for m in range(1, 13)
        ]
    },
)


def test_the_month_digits_of_a_year_month_do_not_settle_a_count():
    right = checked("Deposits were made during 9 of the 12 months in 2023.", DEPOSITS)
    assert right.action == "emit", show(right)
    # "2023-08" holds an 08 and "2023-10" a 10: neither is a count of months
    for n in (8, 10):
        wrong = checked(f"Deposits were made during {n} of the 12 months in 2023.", DEPOSITS)
        assert witness_of(wrong, "count_mismatch").pointer == "/deposits", show(wrong)


# ---- a calendar month in Chinese --------------------------------------------------------------

PLAYS = (
    "get_monthly_listens",
    {"show": "S-9"},
    {"months": [{"month": f"2024-0{m}", "listens": v} for m, v in ((3, 41200), (4, 38900))]},
)


def test_a_chinese_calendar_month_is_neither_a_count_nor_a_figure_to_verify():
    report = checked("4月的收听量是 38,900，比3月少了 2,300。", PLAYS, language="zh")
    assert report.action == "emit", show(report)
    assert not [f for f in report.findings if f.reason == "count_not_settled"], show(report)


# ---- derivations that show nothing ------------------------------------------------------------


def test_a_small_figure_is_not_derived_from_the_answers_own_list_numbers():
    report = checked(
        "Your plan:\n1. Stretch\n2. Run\n3. Swim\nThat is 6 sessions a week.",
        ("get_plan", {"user": "U-1"}, {"days": ["Mon", "Wed", "Fri"], "level": "easy"}),
    )
    assert report.trust_level != "fully_verified", show(report)
    assert not [
        e
        for c in report.claims
        for e in c.evidence
        if e.derivation and "(answer)" in e.derivation and e.value == 6
    ], show(report)


# ---- a count of a relative pronoun ------------------------------------------------------------

TICKETS = (
    "list_requests",
    {"team": "facilities"},
    {
        "requests": [
            {"id": f"FR-{n}", "state": s}
            for n, s in enumerate(["closed", "closed", "open", "closed", "waiting", "open"], 1)
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The team got 6 requests this week, of which {n} are closed.", "en"),
        ("El equipo recibió 6 solicitudes esta semana, de las cuales {n} están closed.", "es"),
        ("टीम को इस हफ़्ते 6 अनुरोध मिले, जिनमें से {n} closed हैं।", "hi"),
    ],
)
def test_a_count_after_a_relative_pronoun_counts_the_noun_named_before_it(answer, language):
    right = checked(answer.format(n=3), TICKETS, language=language)
    assert right.action == "emit", show(right)
    wrong = checked(answer.format(n=4), TICKETS, language=language)
    assert witness_of(wrong, "count_mismatch").pointer == "/requests", show(wrong)


# ---- a Chinese numeral inside a name in title brackets ----------------------------------------


def test_a_numeral_inside_a_bracketed_name_is_not_a_number_the_user_stated():
    parcels = (
        "get_deliveries",
        {"plan": "P-7"},
        {"parcels": [{"date": f"2024-0{m}-01", "status": "已签收"} for m in (2, 4, 6)]},
    )
    system = "你是「三味书屋」的助手，用户订阅了「四时花束」计划。"
    right = checked("已经给你寄出3个包裹。", parcels, system=system, language="zh")
    assert right.action == "emit", show(right)
    wrong = checked("已经给你寄出4个包裹。", parcels, system=system, language="zh")
    assert witness_of(wrong, "count_mismatch").pointer == "/parcels", show(wrong)


# ---- fail closed: the reading stage ------------------------------------------------------------


def test_a_reading_stage_that_raises_is_an_internal_error_and_withholds_the_answer(monkeypatch):
    import nyaya.claims.pipeline as reading

    def broken(*args: object, **kwargs: object) -> object:
        raise ZeroDivisionError("a bug in the reader")

    monkeypatch.setattr(reading, "_extract", broken)
    report = checked("You have 3 orders.", ("list_orders", {}, {"orders": [1, 2, 3]}))
    assert report.action != "emit", show(report)
    error = next(f for f in report.findings if f.type == "internal_error")
    assert "extract" in error.message and "ZeroDivisionError" in error.message


# ---- a clock time named by its clause -----------------------------------------------------------

FERRY = (
    "get_trip",
    {"trip": "TR-31"},
    {
        "trip": "TR-31",
        "route": {"from": "Kirkwall", "to": "Lerwick"},
        "sailing": {"departs": "2025-05-02T17:30:00Z", "arrives": "2025-05-03T07:45:00Z"},
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You leave at 17:30, arriving in Lerwick at {t} the next morning.", "en"),
        ("Sales a las 17:30 y llegas a Lerwick a las {t} de la mañana siguiente.", "es"),
    ],
)
def test_a_clock_time_named_by_its_clause_is_held_to_that_field(answer, language):
    right = checked(answer.format(t="07:45"), FERRY, language=language)
    assert right.action == "emit", show(right)
    for wrong_time in ("08:45", "06:15"):  # a slipped digit; another time on the same clock
        wrong = checked(answer.format(t=wrong_time), FERRY, language=language)
        witness = witness_of(wrong, "fact_mismatch")
        assert witness.pointer == "/sailing/arrives", show(wrong)


def test_times_shown_in_another_zone_are_not_contradicted():
    # both times an hour later: the answer reads the record in a zone an hour ahead of UTC
    report = checked(
        "You leave at 18:30, arriving in Lerwick at 08:45 the next morning (UTC+1).", FERRY
    )
    assert "fact_mismatch" not in {f.type for f in report.findings}, show(report)


# ---- an absence of failures stated from a lookup that failed ----------------------------------

JOBS_DOWN = (
    "list_job_runs",
    {"pipeline": "nightly"},
    {"code": 503, "message": "scheduler unreachable"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The nightly pipeline ran cleanly: there were no failed jobs.", "en"),
        ("El pipeline nocturno fue bien: no hubo trabajos fallidos.", "es"),
        ("夜间流水线运行正常，没有失败的作业。", "zh"),
        ("रात की पाइपलाइन ठीक चली, कोई असफल जॉब नहीं था।", "hi"),
    ],
)
def test_denying_failures_from_a_lookup_that_failed_is_a_false_absence(answer, language):
    report = checked(answer, JOBS_DOWN, language=language)
    assert witness_of(report, "false_absence").kind, show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The lookup failed, so I have no job results to show yet.", "en"),
        ("La consulta falló, así que no tengo resultados todavía.", "es"),
        ("查询失败了，所以暂时没有结果。", "zh"),
    ],
)
def test_reporting_the_failed_lookup_is_left_alone(answer, language):
    report = checked(answer, JOBS_DOWN, language=language)
    assert report.action == "emit", show(report)


def test_a_not_found_status_is_an_empty_answer_not_a_failed_lookup():
    missing = ("get_order", {"order": "OR-1"}, {"code": 404, "message": "order not found"})
    report = checked("I couldn't find any order OR-1 on your account.", missing)
    assert report.action == "emit", show(report)


# ---- an absence denied by a line of a list written as a short text -----------------------------


def _statement(lines: list[str]) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_statement",
        {"account": "AC-77"},
        {
            "period": "2025-04",
            "lines": [{"desc": d, "amount": round(3.5 + i, 2)} for i, d in enumerate(lines)],
        },
    )


@pytest.mark.parametrize(
    ("answer", "lines", "witness_line", "language"),
    [
        (
            "Good news: this statement carries no late fees.",
            [
                "Water usage (12 m3 at the standard block rate)",
                "Late payment charge (2% of arrears)",
            ],
            1,
            "en",
        ),
        (
            "Buenas noticias: no hay cargos por demora en este extracto.",
            [
                "Consumo de agua (12 m3, tramo general)",
                "Cargo por demora en el pago anterior (2 %)",
            ],
            1,
            "es",
        ),
    ],
)
def test_an_item_line_that_names_the_denied_thing_is_a_witness(
    answer, lines, witness_line, language
):
    report = checked(answer, _statement(lines), language=language)
    witness = witness_of(report, "false_absence")
    assert witness.pointer == f"/lines/{witness_line}/desc", show(report)
    clean = checked(answer, _statement(lines[:witness_line]), language=language)
    assert clean.action == "emit", show(clean)


def test_a_title_sharing_words_with_the_count_does_not_narrow_it():
    titles = [
        "City e-bike rebates explained",
        "e-bike rebates — example.org",
        "Are e-bikes worth it?",
        "e-bike rebates — example.org",
        "Commuting by bike",
        "City e-bike rebates explained",
    ]
    search = (
        "web_search",
        {"query": "e-bike rebates"},
        {
            "results": [
                {"title": t, "url": f"https://example.org/{i}"} for i, t in enumerate(titles)
            ]
        },
    )
    report = checked(
        'I found six results for "e-bike rebates". The closest match looks like '
        '"City e-bike rebates explained".',
        search,
    )
    assert report.action == "emit", show(report)


# ---- an absence about the thing a call was asked for ------------------------------------------

VISITS = (
    "list_claims",
    {"policy_id": "HP-40213"},
    {"claims": [{"claim_no": "CL-88123", "date": "2025-02-11", "status": "paid"}]},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I checked policy HP-40213: there are no claims on record.", "en"),
        ("Revisé la póliza HP-40213: no hay siniestros registrados.", "es"),
        ("我查了保单 HP-40213，没有理赔记录。", "zh"),
    ],
)
def test_an_absence_about_what_a_call_was_asked_for_is_held_to_its_output(answer, language):
    report = checked(answer, VISITS, language=language)
    assert witness_of(report, "false_absence").pointer.startswith("/claims/0"), show(report)
    empty = ("list_claims", {"policy_id": "HP-40213"}, {"claims": []})
    assert checked(answer, empty, language=language).action == "emit"


# ---- a line that is one of the denied things ---------------------------------------------------

TRACKING = (
    "track_parcel",
    {"parcel": "PX-5510"},
    {
        "events": [
            {"at": "2025-06-02T08:10:00Z", "desc": "Picked up at sender depot"},
            {"at": "2025-06-03T14:25:00Z", "desc": "Delay: customs inspection, one extra day"},
            {"at": "2025-06-04T09:00:00Z", "desc": "Out for delivery"},
        ]
    },
)


def test_a_line_headed_by_the_denied_noun_is_a_witness():
    report = checked("Parcel PX-5510 has had no delays so far.", TRACKING)
    assert witness_of(report, "false_absence").pointer == "/events/1/desc", show(report)
    smooth = TRACKING[0], TRACKING[1], {"events": [TRACKING[2]["events"][0]]}
    assert checked("Parcel PX-5510 has had no delays so far.", smooth).action == "emit"


# ---- a count against a list that comes in pages ------------------------------------------------


def _page(n: int, rows: list[str], total: int) -> tuple[str, dict[str, object], dict[str, object]]:
    return (
        "list_locations",
        {"zone": "B", "state": "empty", "page": n},
        {"total": total, "page": n, "locations": [{"code": c, "rack": "high"} for c in rows]},
    )


PAGE_1 = _page(1, [f"B-{i:02d}" for i in range(1, 6)], 7)
PAGE_2 = _page(2, ["B-06", "B-07"], 7)


def test_a_count_over_every_page_is_held_to_the_reported_total():
    right = checked("Zone B has 7 empty locations.", PAGE_1, PAGE_2)
    assert right.action == "emit", show(right)
    wrong = checked("Zone B has 6 empty locations.", PAGE_1, PAGE_2)
    assert witness_of(wrong, "count_mismatch").value == 7, show(wrong)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("In total, zone B has {n} empty locations.", "en"),
        ("En total, la zona B tiene {n} ubicaciones vacías.", "es"),
        ("B区目前共有 {n} 个空库位。", "zh"),
    ],
)
def test_a_total_read_off_one_page_is_held_to_the_reported_total(answer, language):
    wrong = checked(answer.format(n=5), PAGE_1, language=language)
    assert witness_of(wrong, "count_mismatch").value == 7, show(wrong)
    right = checked(answer.format(n=7), PAGE_1, language=language)
    assert right.action == "emit", show(right)


def test_a_page_count_that_says_it_is_a_page_is_left_alone():
    for answer in (
        "Here are the first 5 of the 7 empty bins in zone B.",
        "This page shows 5 bins.",
    ):
        report = checked(answer, PAGE_1)
        assert report.action == "emit", show(report)


# ---- a count of units over a list of lines that each carry a quantity -------------------------

BATCH = (
    "list_batch_lines",
    {"batch": "BT-12"},
    {
        "lines": [
            {"part": "hinge", "qty": 6, "state": "done"},
            {"part": "bracket", "qty": 3, "state": "done"},
            {"part": "panel", "qty": 5, "state": "failed"},
            {"part": "gasket", "qty": 2, "state": "queued"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Finished: {n} of 16 pieces.", "en"),
        ("Terminadas: {n} de 16 piezas.", "es"),
    ],
)
def test_a_count_of_units_meets_the_list_whose_lines_carry_a_quantity(answer, language):
    right = checked(answer.format(n=9), BATCH, language=language)
    assert right.action == "emit", show(right)
    wrong = checked(answer.format(n=11), BATCH, language=language)
    assert witness_of(wrong, "count_mismatch").pointer == "/lines", show(wrong)


# ---- two enumerations paired "respectively" ----------------------------------------------------

SHIFTS = (
    "get_roster",
    {"week": "2025-W19"},
    {
        "shifts": [
            {"slot": "morning", "lead": "Ines Varga", "room": "Lab 2"},
            {"slot": "evening", "lead": "Omar Haddad", "room": "Lab 5"},
        ]
    },
)


@pytest.mark.parametrize(
    ("template", "language"),
    [
        ("Ines Varga and Omar Haddad lead {a} and {b} respectively.", "en"),
        ("Ines Varga y Omar Haddad dirigen {a} y {b}, respectivamente.", "es"),
        ("Ines Varga और Omar Haddad क्रमशः {a} और {b} संभालेंगे।", "hi"),
        ("Ines Varga和Omar Haddad分别负责{a}和{b}。", "zh"),
    ],
)
def test_names_paired_respectively_are_held_to_the_records_that_pair_them(template, language):
    right = checked(template.format(a="Lab 2", b="Lab 5"), SHIFTS, language=language)
    assert "fact_mismatch" not in {f.type for f in right.findings}, show(right)
    wrong = checked(template.format(a="Lab 5", b="Lab 2"), SHIFTS, language=language)
    assert witness_of(wrong, "fact_mismatch", "pair_swapped").pointer == "/shifts/0/room", show(
        wrong
    )


def test_names_of_one_kind_on_both_sides_are_no_pairing():
    # "A and B, then B and A" names one list twice: nothing is paired
    report = checked(
        "Ines Varga and Omar Haddad swap next week: Omar Haddad and Ines Varga, respectively.",
        SHIFTS,
    )
    assert report.action == "emit", show(report)


# ---- a source that is the subject of an attribution verb ---------------------------------------

LISTING = (
    "get_listing",
    {"listing": "L-71"},
    {"listing": "L-71", "school": "Larkfield Primary", "price": 412000, "beds": 3},
)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        (
            "The house is zoned for Larkfield Primary; SchoolScope rates Larkfield Primary "
            "9 of 10.",
            "SchoolScope",
        ),
        (
            "The house is zoned for Larkfield Primary; Civic Data Trust ranks Larkfield Primary "
            "first.",
            "Civic Data Trust",
        ),
    ],
)
def test_the_subject_of_an_attribution_verb_is_the_source(answer, source):
    report = checked(answer, LISTING)
    witness_of(report, "source_fabrication")
    named = [f.message for f in report.findings if f.type == "source_fabrication"]
    assert source in named[0], show(report)


def test_a_source_subject_the_outputs_name_is_left_alone():
    cited = (
        "get_school",
        {"school": "Larkfield Primary"},
        {"school": "Larkfield Primary", "source": "SchoolScope", "rating": 9},
    )
    report = checked("SchoolScope rates Larkfield Primary 9 of 10.", cited)
    assert report.action == "emit", show(report)


def test_a_guide_named_with_initials_and_a_bracketed_acronym_is_a_source():
    valuation = ("get_valuation", {"vin": "V-1"}, {"vin": "V-1", "dealer_price": 18400})
    report = checked(
        "The price is in line with the K.L. Hart (KLH) guide value for this trim.", valuation
    )
    named = [f.message for f in report.findings if f.type == "source_fabrication"]
    assert named and "K.L. Hart" in named[0], show(report)


# ---- a plain count of what the call was asked for ----------------------------------------------

DAY = (
    "list_meetings",
    {"date": "2026-03-12"},
    {
        "meetings": [
            {"title": "Standup", "start": "2026-03-12T09:00:00", "room": "Fjord"},
            {"title": "Design review", "start": "2026-03-12T11:00:00", "room": "Fjord"},
            {"title": "Vendor call", "start": "2026-03-12T14:00:00", "room": "Atlas"},
            {"title": "Retro", "start": "2026-03-12T16:00:00", "room": "Fjord"},
        ]
    },
)


def test_a_plain_count_is_not_excused_by_a_subset_it_does_not_name():
    # three meetings share a room, but the claim says nothing of rooms
    report = checked("There are 3 meetings on March 12.", DAY)
    assert witness_of(report, "count_mismatch").pointer == "/meetings", show(report)
    right = checked("There are 4 meetings on March 12.", DAY)
    assert right.action == "emit", show(right)


def test_a_count_that_says_more_than_the_call_asked_is_left_to_its_words():
    named = checked("There are 3 meetings in Fjord on March 12.", DAY)
    assert named.action == "emit", show(named)
    unexplained = checked("There are 3 meetings that need slides on March 12.", DAY)
    assert "count_mismatch" not in {f.type for f in unexplained.findings}, show(unexplained)


# ---- an absence of places is told by the counts of free places ----------------------------------


def _sessions(*remaining: int) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "search_sessions",
        {"week": "2026-W16"},
        {
            "sessions": [
                {"session_id": f"SE-{i}", "hall": f"Hall {i}", "remaining": n}
                for i, n in enumerate(remaining, 1)
            ]
        },
    )


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("There are no seats left in either session.", "en"),
        ("Las dos sesiones están completas: no quedan plazas.", "es"),
        ("दोनों सत्रों में कोई सीट खाली नहीं है।", "hi"),
        ("两场都已经没有空余名额了。", "zh"),
    ],
)
def test_an_absence_of_places_is_held_to_the_counts_of_free_places(answer, language):
    full = checked(answer, _sessions(0, 0), language=language)
    assert full.action == "emit", show(full)
    assert witness_of(
        checked(answer, _sessions(0, 3), language=language), "false_absence"
    ).pointer == ("/sessions/1/remaining"), language


def test_a_denial_of_one_days_slots_is_told_by_that_days_flags():
    slots = (
        "list_slots",
        {"from": "2026-05-12"},
        {
            "slots": [
                {"slot_id": "A", "date": "2026-05-12", "window": "09-12", "available": False},
                {"slot_id": "B", "date": "2026-05-12", "window": "14-18", "available": False},
                {"slot_id": "C", "date": "2026-05-13", "window": "09-12", "available": True},
            ]
        },
    )
    right = checked("明天（5月12日）的时段都约满了。", slots, language="zh")
    assert right.action == "emit", show(right)
    wrong = checked("5月13日的时段都约满了。", slots, language="zh")
    assert witness_of(wrong, "false_absence").pointer == "/slots/2/available", show(wrong)


def test_a_hindi_absence_of_places_closed_by_an_auxiliary_is_held_to_free_places():
    answer = "दोनों सत्रों में सीट उपलब्ध नहीं है।"
    assert checked(answer, _sessions(0, 0), language="hi").action == "emit"
    wrong = checked(answer, _sessions(0, 2), language="hi")
    assert witness_of(wrong, "false_absence").pointer == "/sessions/1/remaining", show(wrong)


def test_a_field_named_only_by_a_concept_does_not_narrow_a_count_of_the_whole_list():
    # "dos sesiones" counts both sessions; "disponibles" is about places, not a filter
    report = checked(
        "En las dos sesiones las plazas no están disponibles.", _sessions(0, 2), language="es"
    )
    assert "count_mismatch" not in {f.type for f in report.findings}, show(report)
