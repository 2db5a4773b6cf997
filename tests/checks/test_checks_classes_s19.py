"""Failure classes of real agent answers found in session 19 (see test_checks_classes.py):
a field named only by its parent (``charge: {amount: ...}``), a status that is what an
absence denies, a filtered count read by the words of its own clause, and a count quoted
from an output's text. Each example is written for these tests; a correct answer must pass
and a wrong one must be caught with a witness."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a value field named by its parent ------------------------------------------------------

INVOICE = (
    "get_invoice",
    {"invoice": "INV-3310"},
    {
        "invoice": "INV-3310",
        "late_fee": {"amount": 18.4, "currency": "USD"},
        "shipping": {"amount": 6.0, "currency": "USD"},
        "items": [{"sku": "K-1", "price": 42.0}, {"sku": "K-2", "price": 19.5}],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Invoice INV-3310 carries a late fee of ${n}, on top of the items.", "en"),
        ("La factura INV-3310 tiene un recargo por mora de {n} USD además de los artículos.", "es"),
    ],
)
def test_an_amount_under_a_generic_key_is_named_by_its_parent(answer, language):
    right = checked(answer.format(n="18.40"), INVOICE, language=language)
    assert right.action == "emit", show(right)
    wrong = checked(answer.format(n="81.40"), INVOICE, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/late_fee/amount", show(wrong)


# ---- a status that is the very thing an absence denies ---------------------------------------


def _parcels(status: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "list_parcels",
        {"customer": "C-88"},
        {
            "parcels": [
                {"parcel": "P-1", "status": status, "locker": "L-12"},
                {"parcel": "P-2", "status": "delivered", "locker": None},
            ]
        },
    )


@pytest.mark.parametrize(
    ("answer", "status", "language"),
    [
        (
            "Your parcels: there is no parcel awaiting collection right now.",
            "awaiting collection",
            "en",
        ),
    ],
)
def test_a_status_naming_the_denied_thing_is_a_witness_not_a_restatement(answer, status, language):
    report = checked(answer, _parcels(status), language=language)
    assert witness_of(report, "false_absence").pointer == "/parcels/0/status", show(report)


def test_an_absence_no_call_settles_is_not_verified_by_the_lookup_beside_it():
    report = checked(
        "I checked your parcels: none of them is awaiting collection.",
        _parcels("awaiting collection"),
    )
    assert report.trust_level != "fully_verified", show(report)


def test_a_status_that_itself_denies_restates_the_absence():
    tool = (
        "get_slots",
        {"day": "2026-04-02"},
        {"slots": [{"time": "10:00", "status": "no seats left"}]},
    )
    report = checked("For April 2 there are no seats left at 10:00.", tool)
    assert "false_absence" not in kinds(report), show(report)


# ---- a filtered count is read by the words of its own clause ---------------------------------

TICKETS = (
    "list_tickets",
    {"queue": "OPS"},
    {
        "tickets": [
            {"key": "OPS-2201", "severity": "high", "owner": {"name": "Mara Ilic"}},
            {"key": "OPS-2214", "severity": "high", "owner": None},
            {"key": "OPS-2230", "severity": "low", "owner": {"name": "Mara Ilic"}},
            {"key": "OPS-2236", "severity": "low", "owner": None},
            {"key": "OPS-2247", "severity": "low", "owner": {"name": "Tom Baker"}},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("{n} of the 5 tickets in OPS still have no owner.", "en"),
        ("{n} de los 5 tickets de OPS todavía no tienen owner.", "es"),
    ],
)
def test_a_count_of_items_lacking_a_field_is_held_to_that_subset(answer, language):
    right = checked(answer.format(n=2), TICKETS, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    # 3 is also "owner is not Mara Ilic", a subset the claim does not name
    wrong = checked(answer.format(n=3), TICKETS, language=language)
    assert "count_mismatch" in kinds(wrong), show(wrong)


def test_values_listed_after_the_count_do_not_pin_it():
    # "2 of the 5 ... : OPS-2 (high) and ...": the enumeration names items, not the filter
    report = checked(
        "2 of the 5 tickets have no owner yet: OPS-2214 (high severity) and OPS-2236.", TICKETS
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a count quoted from an output's text ----------------------------------------------------

PETS = (
    "search_pets",
    {"species": "cat"},
    {
        "results": [
            {
                "name": "Miso",
                "about": "Miso shared a flat with three dogs for two years and is calm.",
            },
            {"name": "Olive", "about": "Shy at first."},
        ]
    },
)


def test_a_count_the_output_text_states_is_not_a_count_of_the_list():
    right = checked("Miso is calm and has lived with three dogs.", PETS)
    assert "count_mismatch" not in kinds(right), show(right)


# ---- an id that is a slip of the one id the run holds ----------------------------------------

LOUNGE = (
    "get_lounge",
    {"airport": "LIS"},
    {
        "lounges": [
            {
                "name": "Atlantic Lounge",
                "where": "Terminal 1, pier 2, next to gate B14, after passport control",
            }
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The Atlantic Lounge is next to gate {g}, after passport control.", "en"),
        ("El Atlantic Lounge está junto a la puerta {g}, pasado el control de pasaportes.", "es"),
        ("Atlantic Lounge 在 {g} 登机口旁边，过了护照检查就是。", "zh"),
    ],
)
def test_an_id_with_two_characters_swapped_is_caught(answer, language):
    right = checked(answer.format(g="B14"), LOUNGE, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(g="B41"), LOUNGE, language=language)
    found = [f for f in wrong.findings if f.type == "fact_mismatch"]
    assert found and found[0].reason == "near_value_differs", show(wrong)
    assert found[0].witness is not None and found[0].witness.pointer == "/lounges/0/where"


def test_an_id_close_to_several_ids_of_the_run_is_not_a_slip():
    tool = (
        "list_invoices",
        {},
        {"invoices": [{"id": "INV-2041"}, {"id": "INV-2042"}, {"id": "INV-2043"}]},
    )
    report = checked("Invoice INV-2044 is not in this list yet.", tool)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a figure from a sibling row, in a claim whose other values name one row -----------------

FORECAST = (
    "get_forecast",
    {"station": "KX"},
    {
        "hours": [
            {"time": "2026-06-01T09:00:00Z", "temp_c": 14, "rain_mm": 0.4},
            {"time": "2026-06-01T12:00:00Z", "temp_c": 19, "rain_mm": 2.6},
            {"time": "2026-06-01T15:00:00Z", "temp_c": 21, "rain_mm": 5.8},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("At 15:00 UTC it will be 21 °C with {r} mm of rain.", "en"),
        ("A las 15:00 UTC habrá 21 °C con {r} mm de lluvia.", "es"),
        ("15:00 UTC 时气温 21 °C，降雨 {r} 毫米。", "zh"),
    ],
)
def test_a_figure_from_another_row_is_caught_by_the_row_the_claim_names(answer, language):
    right = checked(answer.format(r="5.8"), FORECAST, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(r="2.6"), FORECAST, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/hours/2/rain_mm", show(wrong)


def test_figures_of_two_rows_each_named_are_not_a_swap():
    report = checked(
        "It rises from 14 °C at 09:00 UTC to 21 °C at 15:00 UTC, with 5.8 mm of rain by then.",
        FORECAST,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the digits of an id, quoted as a number --------------------------------------------------


def test_the_digits_of_an_id_are_not_an_amount():
    tool = (
        "get_wallet",
        {"user": "u1"},
        {"methods": {"voucher_7730215": {"kind": "voucher", "amount": 120}}},
    )
    report = checked("You can pay with the voucher ending in 7730215.", tool)
    assert report.action == "emit", show(report)


# ---- a date whose day digits are swapped ------------------------------------------------------

REFERRAL = (
    "get_case",
    {"case": "K-77"},
    {"case": "K-77", "opened": "2026-02-03", "referral_date": "2026-02-21", "clinic": "Westgate"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Case K-77 was referred to Westgate on {d} February.", "en"),
        ("El caso K-77 se derivó a Westgate el {d} de febrero.", "es"),
        ("केस K-77 को {d} फ़रवरी को Westgate भेजा गया था।", "hi"),
    ],
)
def test_a_date_with_its_day_digits_swapped_is_a_slip(answer, language):
    right = checked(answer.format(d=21), REFERRAL, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(d=12), REFERRAL, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/referral_date", show(wrong)


def test_a_date_one_digit_away_is_not_called_a_slip():
    # the 25th is one digit from the 21st, but four days away: nothing says which was meant
    report = checked("Case K-77 was referred to Westgate on 25 February.", REFERRAL)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- an act a declared tool would have done, beside a call of the same kind on other things --

WORKSHOP = (
    "book_appointment",
    {"date": "2026-05-09", "service": "annual service"},
    {"appointment": "AP-5521", "date": "2026-05-09", "time": "09:30"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You're booked for 9:30 on May 9, and I've reserved the brake pads for you too.", "en"),
        ("Tienes cita el 9 de mayo a las 9:30, y también te reservé las pastillas de freno.", "es"),
    ],
)
def test_an_act_on_a_thing_only_an_uncalled_tool_handles_is_fabricated(answer, language):
    report = checked(answer, WORKSHOP, language=language, tools=["reserve_parts"])
    found = [f for f in report.findings if f.type == "fabricated_tool_call"]
    assert found and found[0].reason == "declared_tool_not_called", show(report)
    # without such a tool, the booking that ran is what the words describe
    plain = checked(answer, WORKSHOP, language=language)
    assert "fabricated_tool_call" not in kinds(plain), show(plain)


# ---- Hindi names its source before the postposition --------------------------------------------

MANDI = (
    "get_mandi_prices",
    {"crop": "soybean"},
    {"mandi": "Ujjain", "modal_price": 4650, "source": "Agmarknet daily bulletin"},
)


@pytest.mark.parametrize(
    ("answer", "cited"),
    [
        ("NABARD की सलाह के मुताबिक अगले हफ़्ते भाव 4,650 के आसपास रहेगा।", True),
        ("Crisil Research की मानें तो भाव 4,650 पर टिका रहेगा।", True),
        ("Agmarknet के मुताबिक उज्जैन मंडी में भाव ₹4,650 है।", False),
    ],
)
def test_a_hindi_attribution_names_the_source_before_it(answer, cited):
    report = checked(answer, MANDI, language="hi")
    found = [f for f in report.findings if f.type == "source_fabrication"]
    assert bool(found) == cited, show(report)


@pytest.mark.parametrize(
    ("answer", "cited"),
    [
        ("SensorTower की अक्टूबर रिपोर्ट में भी यही भाव बताया गया है।", True),
        ("Agmarknet daily bulletin की रिपोर्ट में भाव ₹4,650 है।", False),
    ],
)
def test_a_hindi_document_owned_by_a_latin_name_is_looked_for(answer, cited):
    report = checked(answer, MANDI, language="hi")
    found = [f for f in report.findings if f.type == "source_fabrication"]
    assert bool(found) == cited, show(report)


# ---- a Chinese absence names its noun before the cue --------------------------------------------

CLAIMS_HISTORY = (
    "query_claims",
    {"policy": "P-5520"},
    {"policy": "P-5520", "claims": [{"date": "2025-03-02", "type": "windscreen", "amount": 860}]},
)


def test_a_chinese_absence_is_bound_to_the_topic_before_it():
    wrong = checked("理赔这边没找到任何记录。", CLAIMS_HISTORY, language="zh")
    witness_of(wrong, "false_absence")
    empty = ("query_claims", {"policy": "P-5520"}, {"policy": "P-5520", "claims": []})
    right = checked("理赔这边没找到任何记录。", empty, language="zh")
    assert "false_absence" not in kinds(right), show(right)


# ---- a generic noun counts the run's one generic list -----------------------------------------

BASKET = (
    "get_basket",
    {"basket": "B-310"},
    {
        "basket": "B-310",
        "items": [
            {"sku": "TEA-01", "name": "Green tea", "qty": 2},
            {"sku": "MUG-07", "name": "Enamel mug", "qty": 1},
            {"sku": "HON-03", "name": "Acacia honey", "qty": 1},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Basket B-310 holds {n} products.", "en"),
        ("La cesta B-310 tiene {n} productos.", "es"),
    ],
)
def test_a_generic_noun_counts_the_one_list_of_things(answer, language):
    right = checked(answer.format(n=3), BASKET, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=5), BASKET, language=language)
    assert witness_of(wrong, "count_mismatch").pointer == "/items", show(wrong)


def test_a_generic_noun_is_not_bound_when_two_lists_could_be_meant():
    two = (
        "get_baskets",
        {},
        {"open": {"items": [{"sku": "A"}, {"sku": "B"}]}, "saved": {"items": [{"sku": "C"}]}},
    )
    report = checked("You have 5 products waiting.", two)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a count of a pronoun counts the noun named before it ---------------------------------------

COURSES = (
    "list_courses",
    {"student": "S-41"},
    {
        "courses": [
            {"course": "Pottery I", "seat": "confirmed"},
            {"course": "Life drawing", "seat": "confirmed"},
            {"course": "Printmaking", "seat": "waitlist"},
            {"course": "Glass fusing", "seat": "waitlist"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You signed up for 4 courses. Your seat is confirmed in {n} of them.", "en"),
        ("Te inscribiste en 4 cursos. Tu plaza está confirmada en {n} de ellos.", "es"),
        ("你报了 4 门课程。其中 {n} 门的名额已经 confirmed。", "zh"),
    ],
)
def test_a_count_of_a_pronoun_counts_the_noun_before_it(answer, language):
    right = checked(answer.format(n=2), COURSES, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=3), COURSES, language=language)
    assert witness_of(wrong, "count_mismatch").pointer == "/courses", show(wrong)


# ---- "nothing found" when every search the run made failed --------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("There are no open invoices on file for Kestrel Foods.", "en"),
        ("No encontré ninguna factura abierta de Kestrel Foods.", "es"),
        ("Kestrel Foods की कोई खुली invoice नहीं मिली।", "hi"),
        ("Kestrel Foods 目前没有未付的发票。", "zh"),
    ],
)
def test_nothing_found_after_the_only_search_failed_is_a_false_absence(answer, language):
    # the tool's name and arguments share no word with what the answer denies
    tool = ("crm_lookup", {"id": "C-2291"}, {"error": {"code": 502, "message": "Bad gateway"}})
    report = checked(answer, tool, language=language, errors={0: "502 Bad gateway"})
    found = [f for f in report.findings if f.type == "false_absence"]
    assert found and found[0].reason == "lookup_failed", show(report)
    assert found[0].witness is not None and found[0].witness.kind == "error"


def test_a_failure_reported_as_a_failure_is_not_a_false_absence():
    tool = ("billing_lookup", {"account": "Kestrel Foods"}, None)
    report = checked(
        "The billing lookup failed with an error, so I can't tell whether Kestrel Foods has any "
        "open invoices.",
        tool,
        errors={0: "502 Bad gateway"},
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- figures reported by a run that called its one tool never ---------------------------------


def test_figures_with_no_call_of_the_one_declared_tool_are_fabricated():
    data = checked("ACME closed at $71.20 today on 2,410,300 shares traded.", tools=["get_quote"])
    found = [f for f in data.findings if f.type == "fabricated_tool_call"]
    assert found and found[0].reason == "no_calls", show(data)
    one = checked("ACME closed at $71.20 today.", tools=["get_quote"])
    assert "fabricated_tool_call" not in kinds(one), show(one)


# ---- a temperature written with the degree sign, and figures of different kinds ---------------

DAY = (
    "get_forecast",
    {"city": "Leeds", "days": 1},
    {"forecast": [{"date": "2026-10-22", "high_c": 17, "low_c": 9, "precip_chance": 26}]},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("On 22 October the high will be {t}°C.", "en"),
        ("El 22 de octubre la máxima será de {t} °C.", "es"),
        ("10月22日最高气温 {t}°C。", "zh"),
    ],
)
def test_a_temperature_is_not_the_difference_of_a_temperature_and_a_chance(answer, language):
    right = checked(answer.format(t=17), DAY, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    # 35 is 26 + 9: a chance of rain plus a temperature is no temperature
    odd = checked(answer.format(t=35), DAY, language=language)  # 26 + 9
    assert witness_of(odd, "fact_mismatch").pointer == "/forecast/0/high_c", show(odd)


# ---- a quoted title the record it is bound to does not hold -----------------------------------

AGENDA = (
    "list_events",
    {"date": "2026-03-02"},
    {
        "events": [
            {"event_id": "ev_1", "title": "Vendor call", "start": "2026-03-02T09:00:00"},
            {"event_id": "ev_2", "title": "Quarterly review", "start": "2026-03-02T14:00:00"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ('At 2:00 PM you have "{t}".', "en"),
        ("A las 14:00 tienes «{t}».", "es"),
        ("下午 14:00 有「{t}」。", "zh"),
    ],
)
def test_a_quoted_title_is_held_to_the_title_of_its_record(answer, language):
    right = checked(answer.format(t="Quarterly review"), AGENDA, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(t="Budget offsite"), AGENDA, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/events/1/title", show(wrong)


# ---- a superlative's figure must be the column's extreme ----------------------------------------

QUOTES = (
    "get_quotes",
    {"job": "roof"},
    {
        "quotes": [
            {"vendor": "Halden Roofing", "price": 8400},
            {"vendor": "Brightwell", "price": 7150},
            {"vendor": "Oakfield & Sons", "price": 9900},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The cheapest quote comes in at ${n}.", "en"),
        ("El más barato sale en {n} dólares.", "es"),
        ("सबसे सस्ता quote ${n} का है।", "hi"),
        ("最便宜的报价是 {n} 美元。", "zh"),
    ],
)
def test_the_figure_of_a_superlative_is_the_extreme_of_its_column(answer, language):
    right = checked(answer.format(n="7,150"), QUOTES, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    # a figure no quote holds, given as the lowest: the lowest is the witness
    wrong = checked(answer.format(n="6,450"), QUOTES, language=language)
    assert witness_of(wrong, reason="not_the_extreme").pointer == "/quotes/1/price", show(wrong)


def test_the_newest_item_s_figure_is_not_held_to_the_largest():
    orders = (
        "get_orders",
        {},
        {
            "orders": [
                {"id": "A-1", "date": "2026-05-01", "total": 912.0},
                {"id": "A-2", "date": "2026-06-12", "total": 64.5},
            ]
        },
    )
    report = checked("Your latest order, A-2, came to $64.50.", orders)
    assert report.action == "emit", show(report)


# ---- an id written after a hash ----------------------------------------------------------------

TICKETS_BY_NUMBER = (
    "search_tickets",
    {"customer": "Vela"},
    {"tickets": [{"id": 48213, "subject": "Export stalls"}, {"id": 50377, "subject": "SSO loop"}]},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The SSO loop is ticket #{n}.", "en"),
        ("El SSO loop es el ticket #{n}.", "es"),
        ("SSO loop वाला ticket #{n} है।", "hi"),
    ],
)
def test_an_id_after_a_hash_is_checked_against_the_ids_of_the_run(answer, language):
    right = checked(answer.format(n=50377), TICKETS_BY_NUMBER, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=50737), TICKETS_BY_NUMBER, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/tickets/1/id", show(wrong)


# ---- a count of a state every item shares, and lists nested in items -------------------------

OPEN_ONLY = (
    "search_tickets",
    {"customer": "Orbis"},
    {
        "tickets": [
            {"id": 7101, "priority": "urgent", "status": "open"},
            {"id": 7102, "priority": "urgent", "status": "open"},
            {"id": 7103, "priority": "normal", "status": "open"},
            {"id": 7104, "priority": "urgent", "status": "open"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Orbis has {n} open tickets.", "en"),
        ("Orbis tiene {n} tickets open.", "es"),
    ],
)
def test_a_count_of_a_state_every_item_shares_is_the_whole_list(answer, language):
    right = checked(answer.format(n=4), OPEN_ONLY, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    # 3 is the urgent ones, which the claim does not name
    wrong = checked(answer.format(n=3), OPEN_ONLY, language=language)
    assert "count_mismatch" in kinds(wrong), show(wrong)


def test_a_list_inside_an_item_is_not_what_the_tool_returns():
    orders = (
        "get_orders",
        {"customer": "Rui"},
        {
            "orders": [
                {"id": "R-1", "items": [{"sku": "A"}]},
                {"id": "R-2", "items": [{"sku": "B"}]},
            ]
        },
    )
    report = checked("Rui has 5 orders.", orders)
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


# ---- absence said with a gap ("hasn't placed any") ---------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Lea Moss hasn't placed any orders yet.",
        "Lea Moss has not made any orders so far.",
        "Lea Moss didn't place any orders this year.",
    ],
)
def test_a_gapped_negation_is_an_absence_of_what_follows(answer):
    orders = (
        "get_orders",
        {"customer": "Lea Moss"},
        {"customer": "Lea Moss", "orders": [{"order_id": "#W551", "total": 40.0}]},
    )
    report = checked(answer, orders)
    assert "false_absence" in kinds(report), show(report)
    empty = ("get_orders", {"customer": "Lea Moss"}, {"customer": "Lea Moss", "orders": []})
    assert "false_absence" not in kinds(checked(answer, empty))


# ---- a titled name of another slot than the one the sentence's date and time name -------------

SLOTS = (
    "find_slots",
    {"clinic": "Northgate"},
    {
        "branch": "Northgate",
        "slots": [
            {"start": "2026-05-11T09:30:00", "doctor": "Dr. Amara Osei", "branch": "Northgate"},
            {"start": "2026-05-12T14:00:00", "doctor": "Dr. Tomas Brandt", "branch": "Northgate"},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You're in on May 11 at 9:30 with Dr. {d} at Northgate.", "en"),
        ("Te reservé el 11 de mayo, 9:30, con el Dr. {d} en Northgate.", "es"),
    ],
)
def test_a_titled_name_from_another_slot_is_caught(answer, language):
    right = checked(answer.format(d="Amara Osei"), SLOTS, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(d="Tomas Brandt"), SLOTS, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/slots/0/doctor", show(wrong)


# ---- the counted noun names no value; a number in a compound word is no count -------------------

MEMBERS = (
    "list_members",
    {"team": "ops"},
    {
        "members": [
            {"name": "Ines", "role": "member", "mfa_enabled": False},
            {"name": "Kofi", "role": "member", "mfa_enabled": True},
            {"name": "Lena", "role": "member", "mfa_enabled": True},
            {"name": "Omar", "role": "admin", "mfa_enabled": False},
        ]
    },
)


def test_the_counted_noun_does_not_pin_a_value_of_a_field():
    # "users" is the noun (a user is a member): 3 is role = member, but the claim counts those
    # without MFA (2)
    right = checked("2 users still have no MFA set up.", MEMBERS)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("3 users still have no MFA set up.", MEMBERS)
    assert "count_mismatch" in kinds(wrong), show(wrong)


def test_a_number_inside_a_compound_word_is_no_count():
    report = checked("Everyone on the team uses two-factor sign-in except Omar.", MEMBERS)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a price difference named in Chinese -------------------------------------------------------

REBOOK = (
    "modify_booking",
    {"booking": "BK-77", "new_date": "2026-10-03"},
    {"status": "modified", "old_amount": "210.00", "amount": "265.00", "price_diff": "55.00"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("改好了，到店再补 {n} 元差价。", "zh"),
        ("Listo: pagas la diferencia de {n} € en el local.", "es"),
    ],
)
def test_a_price_difference_is_held_to_the_difference_field(answer, language):
    right = checked(answer.format(n=55), REBOOK, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=35), REBOOK, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/price_diff", show(wrong)


# ---- a code read as a number --------------------------------------------------------------------

ROOM = (
    "book_room",
    {"room": "R-2"},
    {"booking_id": "BK-5521", "room": "Harbour", "access_code": "8352*", "credits": 6},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Booked Harbour; the door code is {c}*.", "en"),
        ("Reservé Harbour; el código de la puerta es {c}*.", "es"),
        ("Harbour बुक हो गया; दरवाज़े का कोड {c}* है।", "hi"),
    ],
)
def test_a_code_with_two_digits_swapped_is_a_slip(answer, language):
    right = checked(answer.format(c=8352), ROOM, language=language)
    assert "fact_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(c=8532), ROOM, language=language)
    assert witness_of(wrong, "fact_mismatch").pointer == "/access_code", show(wrong)


# ---- sign-ups are attendees, tools are a concept ----------------------------------------------

SIGNUPS = (
    "list_signups",
    {"event": "EV-9"},
    {
        "signups": [
            {"name": "Rosa P.", "brings_tools": True},
            {"name": "Ivan K.", "brings_tools": False},
            {"name": "Nia D.", "brings_tools": True},
            {"name": "Theo B.", "brings_tools": True},
            {"name": "Ola M.", "brings_tools": False},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("{n} people are bringing their own tools.", "en"),
        ("{n} personas traen sus propias herramientas.", "es"),
    ],
)
def test_a_count_of_signups_with_a_property_is_held_to_it(answer, language):
    right = checked(answer.format(n=3), SIGNUPS, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=2), SIGNUPS, language=language)
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a multi-word concept that spans a preposition names the denied thing --------------------

RECALLS = (
    "check_recalls",
    {"vin": "VF1RJA00X66123456"},
    {"vin": "VF1RJA00X66123456", "open_recalls": [{"campaign": "R-25-004", "status": "open"}]},
)


def test_a_multiword_noun_after_an_absence_binds_its_concept():
    answer = "Tu coche no tiene ningún retiro del mercado pendiente."
    wrong = checked(answer, RECALLS, language="es")
    witness_of(wrong, "false_absence")
    none_open = ("check_recalls", {"vin": "VF1RJA00X66123456"}, {"open_recalls": []})
    right = checked(answer, none_open, language="es")
    assert "false_absence" not in kinds(right), show(right)


def test_a_reserved_thing_is_a_booking_in_spanish():
    bookings = (
        "list_bookings",
        {"name": "Ruiz"},
        {"bookings": [{"booking_id": "T-41", "table": 12, "date": "2026-04-03", "time": "21:00"}]},
    )
    wrong = checked("No hay ninguna mesa reservada a nombre de Ruiz.", bookings, language="es")
    assert "false_absence" in kinds(wrong), show(wrong)
    empty = ("list_bookings", {"name": "Ruiz"}, {"bookings": []})
    right = checked("No hay ninguna mesa reservada a nombre de Ruiz.", empty, language="es")
    assert "false_absence" not in kinds(right), show(right)


# ---- units an output declares for its fields ----------------------------------------------------

WIND = (
    "get_wind",
    {"spot": "Bay"},
    {
        "units": {"speed": "km/h"},
        "forecast": [
            {"time": "2026-01-10T06:00:00+00:00", "speed": 30},
            {"time": "2026-01-10T09:00:00+00:00", "speed": 20},
            {"time": "2026-01-10T12:00:00+00:00", "speed": 37},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("At 6:00 UTC the wind is about 16 kt, rising to 20 kt by 12:00 UTC.", "en"),
        ("A las 6:00 UTC el viento ronda los 16 kt y sube a 20 kt a las 12:00 UTC.", "es"),
    ],
)
def test_a_speed_in_knots_is_compared_in_the_unit_the_output_declares(answer, language):
    # 16 kt is 30 km/h and 20 kt is 37 km/h: the 20 km/h of 9:00 is no witness
    report = checked(answer, WIND, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_field_unit_given_beside_it_is_used():
    tide = (
        "get_tide",
        {"port": "P1"},
        {"height_unit": "ft", "high": [{"time": "06:40", "height": 6.2}]},
    )
    right = checked("High water at 06:40 reaches about 1.9 m.", tide)
    assert "fact_mismatch" not in kinds(right), show(right)


# ---- a numeral inside a word is no count --------------------------------------------------------


def test_the_next_one_is_no_count_in_chinese():
    rows = (
        "list_transactions",
        {"fund": "F-1"},
        {"rows": [{"date": f"2026-02-0{d}", "amount": 500} for d in range(1, 7)]},
    )
    report = checked("扣款失败的那天顺延到下一个交易日再扣。", rows, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
    counted = checked("一共有一笔交易。", rows, language="zh")
    assert "count_mismatch" in kinds(counted), show(counted)


# ---- a denial of a day asks its witness to be of that day --------------------------------------


def test_a_denial_for_a_day_is_not_contradicted_by_a_field_of_no_day():
    run_ = (
        "get_pickups",
        {"area": "Centro"},
        {
            "prices": [{"service": "pickup", "price": 150}],
            "slots": [
                {"date": "2026-04-30", "from": "18:00"},
                {"date": "2026-05-02", "from": "09:00"},
            ],
        },
    )
    report = checked(
        "Podemos pasar el 30 de abril o el 2 de mayo; el 1 de mayo no hay servicio.",
        run_,
        language="es",
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_chinese_passive_agent_is_not_what_is_denied():
    action = (
        "get_office_action",
        {"application": "CN2026-118"},
        {
            "cited_documents": [{"number": "CN114400112A"}, {"number": "US2024118822A1"}],
            "claims_rejected": [1, 2, 3],
        },
    )
    # the documents are who did not disclose; the features of claim 5 are what is denied
    report = checked("这两篇对比文件都没有公开权利要求5的技术特征。", action, language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_the_counted_noun_names_no_value_in_a_part_of_a_whole():
    plan = (
        "get_family_plan",
        {},
        {
            "members": [
                {"name": "Ken", "role": "owner", "used_gb": 612.4},
                {"name": "Aya", "role": "member", "used_gb": 488.9},
                {"name": "Ren", "role": "member", "used_gb": 96.2},
                {"name": "Mio", "role": "member", "used_gb": 41.7},
            ]
        },
    )
    # 3 is role = member, which "members" does not name: more than 100 GB is 2 of 4
    right = checked("2 of the 4 members each use more than 100 GB.", plan)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("3 of the 4 members each use more than 100 GB.", plan)
    assert "count_mismatch" in kinds(wrong), show(wrong)
