"""More failure classes of real agent answers (see test_checks_classes.py): totals over parts
the answer lists, names and loanwords written in Devanagari, errors returned as data, a day
of the month after a weekday, approximate dates, elapsed-time fields, ability versus
prediction, and range bounds. Each is written for these tests, in several languages; a
correct answer must pass and a wrong one must be caught with a witness."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from nyaya import check
from nyaya.checks.language import words_for
from nyaya.claims import extract
from nyaya.evidence.fold import sound_key
from runkit import checked, kinds, run, show

SYSTEM = "You are Harbour Desk. Today is Sunday, 2026-03-15."

# ---- a total over the parts the answer lists ------------------------------------------------

SHELVES = (
    "list_shelves",
    {"aisle": "B"},
    {
        "shelves": [
            {"shelf": "B1", "crates": 7},
            {"shelf": "B2", "crates": 12},
            {"shelf": "B3", "crates": 5},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Aisle B: B1 has 7 crates, B2 has 12 crates and B3 has 5 crates. That is {n} crates "
            "in total.",
            "en",
        ),
        (
            "Pasillo B: B1 tiene 7 cajas, B2 tiene 12 cajas y B3 tiene 5 cajas. En total son {n} "
            "cajas.",
            "es",
        ),
        ("गलियारा B: B1 में 7 क्रेट, B2 में 12 क्रेट और B3 में 5 क्रेट हैं। कुल {n} क्रेट हैं।", "hi"),
    ],
)
def test_a_total_over_the_listed_items_must_be_their_sum(answer, language):
    right = checked(answer.format(n=24), SHELVES, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(answer.format(n=26), SHELVES, language=language)
    found = [f for f in wrong.findings if f.reason == "total_differs"]
    assert found and found[0].witness is not None, show(wrong)
    assert found[0].witness.kind == "total" and found[0].witness.value == 24


def test_a_breakdown_in_one_sentence_must_add_up_to_its_total():
    tool = ("get_survey", {}, {"boxes": {"small": 11, "medium": 20, "large": 4}, "rooms": 5})
    right = checked("Boxes: 35 in total — 11 small, 20 medium and 4 large.", tool)
    assert right.action == "emit", show(right)
    wrong = checked("Boxes: 45 in total — 11 small, 20 medium and 4 large.", tool)
    assert any(f.reason == "total_differs" for f in wrong.findings), show(wrong)


def test_a_total_over_a_subset_the_answer_chose_is_not_held_to_the_whole_list():
    # the answer lists two of three shelves: its "total" is theirs, not the aisle's
    report = checked(
        "B1 has 7 crates and B2 has 12 crates, so 19 crates in total on those two.", SHELVES
    )
    assert report.action == "emit", show(report)


def test_counts_of_different_things_are_not_added_into_a_total():
    tool = (
        "list_series",
        {},
        {"items": [{"title": "Tidewater", "episodes": 9}, {"title": "Low Sun", "episodes": 6}]},
    )
    report = checked(
        "2 new series arrived: Tidewater (9 episodes) and Low Sun (6 episodes). "
        "Together they add up to 17 episodes.",
        tool,
    )
    # 2 series + 15 episodes is not a sum of episodes: the total is wrong and is caught
    assert any(f.reason == "total_differs" for f in report.findings), show(report)


# ---- names and loanwords in Devanagari --------------------------------------------------------


@pytest.mark.parametrize(
    ("devanagari", "latin"),
    [
        ("शबनिम इस्माइल", "Shabnim Ismail"),
        ("दिल्ली कैपिटल्स", "Delhi Capitals"),
        ("प्रिया शर्मा", "Priya Sharma"),
        ("चार्ल्स", "Charles"),
    ],
)
def test_a_name_sounds_the_same_in_both_scripts(devanagari, latin):
    assert sound_key(devanagari) == sound_key(latin)


def test_different_names_sound_different():
    assert sound_key("प्रिया शर्मा") != sound_key("Priya Verma")


ROSTER = (
    "get_roster",
    {"team": "Kestrels"},
    {
        "players": [
            {"name": "Tomas Berger", "goals": 4, "assists": 1},
            {"name": "Lena Hartmann", "goals": 2, "assists": 5},
        ]
    },
)


def test_a_devanagari_name_binds_its_record_and_a_loanword_names_the_field():
    right = checked(
        "टॉमस बर्गर: 4 गोल, 1 असिस्ट। लेना हार्टमान: 2 गोल, 5 असिस्ट।", ROSTER, language="hi"
    )
    assert right.action == "emit", show(right)
    assert any(e.value == "Tomas Berger" for c in right.claims for e in c.evidence), show(right)
    wrong = checked(
        "टॉमस बर्गर: 4 गोल, 1 असिस्ट। लेना हार्टमान: 2 गोल, 5 असिस्ट। कुल 8 गोल।", ROSTER, language="hi"
    )
    assert any(f.reason == "total_differs" for f in wrong.findings), show(wrong)


def test_hindi_words_keep_their_vowel_signs():
    # Python's \w splits "कुल" at its vowel sign; the concept tables must see one word
    assert "total" in words_for("hi").concepts_in("कुल")


# ---- an error returned as data ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I couldn't get the branch list: the locator service is unavailable right now.", "en"),
        ("No pude obtener la lista de sucursales: el servicio no está disponible ahora.", "es"),
        ("शाखाओं की सूची नहीं मिल पाई — लोकेटर सेवा अभी उपलब्ध नहीं है।", "hi"),
        ("暂时无法获取网点列表：定位服务目前不可用。", "zh"),
    ],
)
def test_a_failure_the_tool_returned_as_data_may_be_reported_as_a_failure(answer, language):
    report = checked(
        answer,
        (
            "find_branches",
            {"city": "Lyon"},
            {"error": {"code": "UNAVAILABLE", "message": "try later"}, "city": "Lyon"},
        ),
        language=language,
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_status_field_of_a_found_record_is_not_a_failed_call():
    report = checked(
        "There are no payments on this invoice.",
        (
            "get_invoice",
            {"id": "INV-7"},
            {"id": "INV-7", "status": "failed", "payments": [{"amount": 40, "on": "2026-03-02"}]},
        ),
    )
    assert "false_absence" in kinds(report), show(report)


# ---- weekday + day of the month --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("It opened on Wednesday the 11th.", "en", date(2026, 3, 11)),
        ("Abrió el miércoles 11.", "es", date(2026, 3, 11)),
        ("It closes Friday 20.", "en", date(2026, 3, 20)),
    ],
)
def test_a_weekday_with_a_day_of_the_month_is_that_date(text, language, expected):
    found = [
        m.value
        for c in extract(text, language=language, now=datetime(2026, 3, 15)).claims
        for m in c.mentions
        if m.kind == "date"
    ]
    assert found == [expected]


def test_a_weekday_with_an_hour_is_not_a_day_of_the_month():
    mentions = [
        (m.kind, m.value)
        for c in extract("See you Friday 3 pm.", language="en", now=datetime(2026, 3, 15)).claims
        for m in c.mentions
    ]
    # the nearest Friday (the 13th), then the hour: no day of the month read from "3"
    assert mentions[0] == ("date", date(2026, 3, 13))
    assert all(k != "number" for k, _ in mentions)


def test_a_release_date_written_as_weekday_and_day_is_checked():
    tool = ("get_release", {}, {"title": "Low Sun", "release_date": "2026-03-11"})
    right = checked("Low Sun came out on Wednesday the 11th.", tool, system=SYSTEM)
    assert right.action == "emit", show(right)
    wrong = checked("Low Sun came out on Thursday the 12th.", tool, system=SYSTEM)
    assert "fact_mismatch" in kinds(wrong), show(wrong)


# ---- approximate dates, elapsed-time fields ---------------------------------------------------


def test_a_date_said_to_be_approximate_is_not_a_slip():
    tool = ("get_account", {}, {"balance": 120.0, "daily_charge": 8.0, "next_due": "2026-03-30"})
    report = checked(
        "Your balance lasts about 15 days, so service runs until roughly March 29.",
        tool,
        system=SYSTEM,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_days_since_a_payment_is_not_a_payment():
    report = checked(
        "No payment has been made on this loan yet.",
        (
            "get_dues",
            {"loan": "L-9"},
            {"loan": "L-9", "last_paid_on": None, "days_since_last_payment": 160},
        ),
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- ability versus prediction; range bounds ---------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Only your doctor will be able to explain what these results mean for you.", "en"),
        ("Solo tu médico podrá explicarte qué significan estos resultados.", "es"),
        ("इन नतीजों का मतलब आपके डॉक्टर ही सही बता पाएँगे।", "hi"),
    ],
)
def test_what_someone_will_be_able_to_do_is_not_a_prediction(answer, language):
    report = checked(answer, ("get_results", {}, {"tsh": 2.1, "glucose": 131}), language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_hindi_future_tense_is_read_from_the_verb_ending():
    assert words_for("hi").has("future", "पैकेट कल पहुँचाएगा")
    assert not words_for("hi").has("future", "पैकेट कल पहुँचा")


@pytest.mark.parametrize(
    "answer",
    [
        "The 2–4 pm slot was already full, so you're booked for 6–8 pm.",
        "दोपहर 2–4 वाला स्लॉट भर चुका था, इसलिए शाम 6–8 का स्लॉट बुक है।",
    ],
)
def test_the_bounds_of_a_range_are_not_counts(answer):
    tool = (
        "check_slots",
        {},
        {
            "slots": [
                {"window": "14:00-16:00", "status": "FULL"},
                {"window": "18:00-20:00", "status": "BOOKED"},
            ]
        },
    )
    report = checked(answer, tool, language="hi" if not answer.isascii() else "en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_total_of_some_of_the_parts_or_of_unsigned_debits_is_consistent():
    shares = (
        "get_costs",
        {},
        {
            "shares": [
                {"party": "city", "amount": 300},
                {"party": "state", "amount": 500},
                {"party": "owner", "amount": 200},
            ]
        },
    )
    report = checked(
        "The city pays 300, the state 500 and you 200, so 800 in total comes from grants.",
        shares,
    )
    assert "fact_mismatch" not in kinds(report), show(report)
    moves = (
        "list_movements",
        {},
        {"movements": [{"amount": -40.0}, {"amount": -25.5}, {"amount": 12.0}]},
    )
    report = checked(
        "You paid 40.00 € and 25.50 €, and got 12.00 € back: 65.50 € spent in total.",
        moves,
        language="en",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a weekday that the date does not fall on ------------------------------------------------

STOPS = ("get_schedule", {}, {"stops": [{"date": "2026-03-25", "place": "Quay 4"}]})


@pytest.mark.parametrize(
    ("right", "wrong", "language"),
    [
        (
            "The van stops at Quay 4 on Wednesday the 25th.",
            "The van stops at Quay 4 on Thursday the 25th.",
            "en",
        ),
        (
            "La furgoneta para en Quay 4 el miércoles 25.",
            "La furgoneta para en Quay 4 el jueves 25.",
            "es",
        ),
        ("货车3月25日（周三）停在 Quay 4。", "货车3月25日（周四）停在 Quay 4。", "zh"),
        ("वैन बुधवार, 25 मार्च को Quay 4 पर रुकेगी।", "वैन गुरुवार, 25 मार्च को Quay 4 पर रुकेगी।", "hi"),
    ],
)
def test_a_date_named_with_the_wrong_weekday_is_caught(right, wrong, language):
    ok = checked(right, STOPS, system=SYSTEM, language=language)
    assert "fact_mismatch" not in kinds(ok), show(ok)
    bad = checked(wrong, STOPS, system=SYSTEM, language=language)
    found = [f for f in bad.findings if f.reason == "weekday_differs"]
    assert found and found[0].witness is not None, show(bad)
    assert found[0].witness.value == "2026-03-25"


def test_a_day_off_by_one_whose_weekday_is_the_outputs_date_is_caught():
    ok = checked("Your slot is next Wednesday, March 25.", STOPS, system=SYSTEM)
    assert ok.action == "emit", show(ok)
    bad = checked("Your slot is next Wednesday, March 26.", STOPS, system=SYSTEM)
    assert any(f.reason == "near_value_differs" for f in bad.findings), show(bad)


# ---- a relative day pinned to a date ---------------------------------------------------------

VISIT = ("get_visit", {}, {"visit": {"date": "2026-03-17", "from": "14:00", "to": "16:00"}})


@pytest.mark.parametrize(
    ("right", "wrong", "language"),
    [
        (
            "The technician comes the day after tomorrow (March 17), 2-4 pm.",
            "The technician comes tomorrow (March 17), 2-4 pm.",
            "en",
        ),
        (
            "El técnico viene pasado mañana (17 de marzo), de 14:00 a 16:00.",
            "El técnico viene mañana (17 de marzo), de 14:00 a 16:00.",
            "es",
        ),
        ("师傅后天（3月17日）下午2点到4点上门。", "师傅明天（3月17日）下午2点到4点上门。", "zh"),
    ],
)
def test_a_relative_day_pinned_to_another_date_is_caught(right, wrong, language):
    ok = checked(right, VISIT, system=SYSTEM, language=language)
    assert "fact_mismatch" not in kinds(ok), show(ok)
    bad = checked(wrong, VISIT, system=SYSTEM, language=language)
    found = [f for f in bad.findings if f.reason == "relative_date_differs"]
    assert found and found[0].expected == "2026-03-16", show(bad)


def test_a_weekday_beside_a_date_is_not_a_relative_day():
    report = checked("The technician comes on Tuesday (March 17).", VISIT, system=SYSTEM)
    assert report.action == "emit", show(report)


# ---- the record a clause speaks of; money as written; keys counted in thousands ---------------

TRIPS = (
    "search_trips",
    {"date": "2026-03-20"},
    {
        "results": [
            {
                "trip_id": "KB-118-20260320",
                "class": "Coach",
                "price": 1250.0,
                "currency": "MXN",
                "departure": "2026-03-20T21:30:00-06:00",
                "arrival": "2026-03-21T06:15:00-06:00",
            },
            {
                "trip_id": "KB-124-20260320",
                "class": "Sleeper",
                "price": 1610.0,
                "currency": "MXN",
                "departure": "2026-03-20T22:45:00-06:00",
                "arrival": "2026-03-21T07:20:00-06:00",
            },
            {
                "trip_id": "KB-131-20260320",
                "class": "Coach",
                "price": 990.0,
                "currency": "MXN",
                "departure": "2026-03-20T23:55:00-06:00",
                "arrival": "2026-03-21T08:40:00-06:00",
            },
        ],
        "destination": {"name": "Puerto Central"},
    },
)


def test_a_time_is_held_to_the_trip_its_sentence_names_by_a_shortened_id():
    right = checked(
        "The cheapest with a window is **KB-118** (Coach) at $1,250 MXN: it leaves Friday "
        "March 20 at 21:30 and arrives Saturday March 21 at 6:15 at Puerto Central.",
        TRIPS,
        system=SYSTEM,
    )
    assert right.action == "emit", show(right)
    wrong = checked(
        "The cheapest with a window is **KB-118** (Coach) at $1,250 MXN: it leaves Friday "
        "March 20 at 21:30 and arrives Saturday March 21 at 7:15 at Puerto Central.",
        TRIPS,
        system=SYSTEM,
    )
    found = [f for f in wrong.findings if f.reason == "time_differs"]
    assert found and found[0].witness is not None, show(wrong)
    assert found[0].witness.pointer == "/results/0/arrival"


@pytest.mark.parametrize(
    ("text", "language", "value", "currency"),
    [
        ("Cuesta $1,045 MXN.", "es", "1045", "MXN"),
        ("Cuesta 1.045 €.", "es", "1045", "EUR"),
        ("It costs $1,045 MXN.", "en", "1045", "MXN"),
    ],
)
def test_money_with_three_digits_after_a_separator_is_thousands(text, language, value, currency):
    money = [
        m for c in extract(text, language=language).claims for m in c.mentions if m.kind == "money"
    ]
    assert [(str(m.value), m.unit) for m in money] == [(value, currency)]


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        # where the dot is the decimal mark, a price per unit keeps its third decimal
        ("Diesel was $4.219 a gallon at the depot.", "en", "4.219"),
        ("बिजली की दर ₹7.125 प्रति यूनिट है।", "hi", "7.125"),
        ("电价是每度 ¥0.568。", "zh", "0.568"),
        # where the comma is, a price followed by its unit keeps it too
        ("El gasóleo está a 1,479 €/l.", "es", "1.479"),
    ],
)
def test_a_price_with_three_decimals_keeps_them(text, language, value):
    money = [
        m for c in extract(text, language=language).claims for m in c.mentions if m.kind == "money"
    ]
    assert [str(m.value) for m in money] == [value]


def test_a_per_unit_price_with_three_decimals_is_checked_as_written():
    tool = (
        "get_fill_up",
        {},
        {"station": "Harbor Fuel", "gallons": 12.0, "price_per_gallon": 3.459, "total": 41.51},
    )
    right = checked("You bought 12 gallons at Harbor Fuel for $3.459/gal, $41.51 in all.", tool)
    assert right.action == "emit", show(right)
    wrong = checked("You bought 12 gallons at Harbor Fuel for $3.549/gal, $41.51 in all.", tool)
    assert "fact_mismatch" in kinds(wrong), show(wrong)


def test_a_key_counted_in_ten_thousands_holds_the_full_figure():
    tool = ("get_listing", {}, {"price_wan": 15.6, "mileage_wan_km": 4.3})
    right = checked("这辆车售价15.6万，里程4.3万公里。", tool, language="zh")
    assert right.action == "emit", show(right)
    wrong = checked("这辆车售价15.6万，里程5.3万公里。", tool, language="zh")
    assert "fact_mismatch" in kinds(wrong), show(wrong)


# ---- a prediction is not grounded by the right figures -----------------------------------------

DEPOSIT = ("get_deposits", {}, {"quarter": "2026-Q1", "rate_pct": 7.5, "tenure_years": 5})


def test_a_prediction_resting_only_on_right_figures_is_an_inference():
    # (in a small output whose record holds every word of the claim, the support measure
    # reads it as said there: Spanish and Hindi versions of this pass as conclusions)
    answer = "If you renew in July for 5 years you will get the same 7.5%."
    report = checked(answer, DEPOSIT, system=SYSTEM)
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_prediction_with_the_time_an_output_gives_is_grounded():
    tool = ("cancel_booking", {}, {"refund": {"amount": 48.0, "eta": "5-7 business days"}})
    said = "Your $48 is going to be returned to your card within 5–7 business days."
    report = checked(said, tool)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_the_price_of_a_choice_is_not_a_prediction():
    tool = ("get_fees", {}, {"entry": 0, "camera_still": 100, "camera_video": 300})
    report = checked("If you bring a still camera, the total will be $100.", tool)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_one_as_a_pronoun_is_not_a_count():
    tool = (
        "find_alarms",
        {},
        {"alarms": [{"id": "a1", "time": "18:00"}, {"id": "a2", "time": "18:30"}]},
    )
    report = checked("I found two alarms around 6 PM, one for 6 PM and one for 6:30 PM.", tool)
    assert report.action == "emit" and not report.findings, show(report)
    wrong = checked("I found three alarms around 6 PM, one for 6 PM and one for 6:30 PM.", tool)
    assert "count_mismatch" in kinds(wrong), show(wrong)


def test_registering_an_account_is_creating_one():
    report = checked(
        "I've created your account and you're logged in.",
        ("RegisterUser", {"username": "mira"}, {"session_token": "t-1", "user": "mira"}),
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- filtered counts: the field the claim names, and its polarity ----------------------------

REVIEWS = (
    "list_reviews",
    {},
    {
        "reviews": [
            {"id": f"r{i}", "stars": s, "has_reply": r}
            for i, (s, r) in enumerate(
                [
                    (5, True),
                    (1, False),
                    (2, False),
                    (4, True),
                    (3, False),
                    (1, False),
                    (5, True),
                    (2, False),
                ]
            )
        ]
    },
)


@pytest.mark.parametrize(
    ("template", "language"),
    [
        ("{n} reviews still have no reply.", "en"),
        ("{n} reseñas todavía no tienen respuesta.", "es"),
        ("{n} reviews का जवाब अब तक नहीं दिया गया।", "hi"),
    ],
)
def test_a_count_of_items_without_a_named_field_is_held_to_that_subset(template, language):
    right = checked(template.format(n=5), REVIEWS, language=language)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(template.format(n=6), REVIEWS, language=language)
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- real-transcript classes: operator policy, places, the object a write acted on ----------


def test_a_prediction_the_system_prompt_states_is_the_operators_word():
    system = SYSTEM + " Refunds are returned to the card used at booking in 5 to 7 business days."
    tool = ("cancel_reservation", {"id": "R-1"}, {"status": "cancelled", "refund": 320})
    report = checked(
        "Your reservation is cancelled. The refund will be returned to the card used at "
        "booking in 5 to 7 business days.",
        tool,
        system=system,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_place_after_from_is_not_a_source():
    tool = (
        "get_reservation",
        {"id": "R-1"},
        {"flights": [{"origin": "DEN", "destination": "LAS"}]},
    )
    report = checked("Your flight from Denver to Las Vegas is confirmed.", tool)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_write_that_acted_on_the_object_the_claim_names_did_it():
    tools = [
        ("get_user", {"id": "u1"}, {"membership": "gold"}),
        ("send_certificate", {"user_id": "u1", "amount": 50}, {"ok": True}),
    ]
    report = checked("I have issued a $50 certificate to your account.", *tools,
                     tools=["book_reservation", "transfer_to_human"])  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)
    fabricated = checked("I have issued a $50 certificate to your account.", tools[0],
                         tools=["send_certificate"])  # fmt: skip
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)


def test_what_a_thing_is_or_can_be_is_not_an_action_taken():
    tool = ("get_reservations", {}, {"reservations": [{"id": "WX1", "status": "booked"}]})
    for answer in (
        "I found your reservation WX1, which was booked in May for a round trip.",
        "I found one reservation that can be cancelled: WX1.",
    ):
        report = checked(answer, tool, tools=["cancel_reservation", "book_reservation"])
        assert "fabricated_tool_call" not in kinds(report), show(report)
    claimed = checked("I cancelled your reservation WX1.", tool, tools=["cancel_reservation"])
    assert "fabricated_tool_call" in kinds(claimed), show(claimed)


def test_a_code_is_not_a_name_to_contradict_a_name_with():
    tools = [
        ("get_reservation", {}, {"flights": [{"origin": "JFK", "destination": "SEA"}]}),
        ("list_airports", {}, {"JFK": "New York", "SEA": "Seattle"}),
    ]
    report = checked(
        "You fly from John F. Kennedy International Airport (JFK) to Seattle-Tacoma "
        "International Airport (SEA).",
        *tools,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_limit_is_not_a_count_and_a_source_noun_used_as_a_verb_is_no_source():
    tool = ("get_permits", {}, {"household_limit": 3, "permits": [{"id": "P-1"}]})
    report = checked("Your zone allows up to 3 permits per household; you have 1.", tool)
    assert "count_mismatch" not in kinds(report), show(report)
    report = checked("The 11:30 slot has 9 seats left. Shall I book 11:30?",
                     ("get_slots", {}, {"slots": [{"time": "11:30", "left": 9}]}))  # fmt: skip
    assert "source_fabrication" not in kinds(report), show(report)


STOCK = (
    "query_inventory",
    {"site": "RN1"},
    {
        "items": [
            {"sku": f"T-{i}", "on_hand": h, "reorder_point": r}
            for i, (h, r) in enumerate([(4, 10), (12, 10), (2, 6), (30, 20), (5, 8), (9, 9)])
        ]
    },
)


def test_a_count_of_items_under_another_field_is_that_comparison():
    right = checked("3 of the 6 SKUs are below their reorder point.", STOCK)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("2 of the 6 SKUs are below their reorder point.", STOCK)
    assert "count_mismatch" in kinds(wrong), show(wrong)


# ---- a read cannot have done a write -------------------------------------------------------

PICKUP = ("check_pickup_windows", {"store": "Northgate"}, {"windows": [{"day": "Friday",
          "from": "10:00", "to": "12:00", "free": 3}]})  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Friday 10:00-12:00 has 3 free windows, and I've reserved one of them for you.", "en"),
        ("El viernes, entre 10:00 y 12:00, tienes 3 huecos y ya te reservé uno.", "es"),
        ("शुक्रवार 10:00-12:00 में 3 स्लॉट खाली हैं, मैंने आपके लिए एक बुक कर दिया है।", "hi"),
        ("周五10:00-12:00还有3个空档，我已经帮你预订了一个。", "zh"),
    ],
)
def test_a_call_that_only_reads_did_not_do_the_write_the_answer_reports(answer, language):
    fabricated = checked(answer, PICKUP, tools=["reserve_pickup"], language=language)
    found = [f for f in fabricated.findings if f.type == "fabricated_tool_call"]
    assert found and found[0].witness is not None, show(fabricated)
    assert found[0].witness.value == ["check_pickup_windows"]
    done = checked(answer, PICKUP, ("reserve_pickup", {"store": "Northgate"}, {"ok": True}),
                   language=language)  # fmt: skip
    assert "fabricated_tool_call" not in kinds(done), show(done)


def test_check_in_is_a_write_not_a_read():
    report = checked("I've checked you in for Friday's class.",
                     ("check_in_member", {"member": "M-4"}, {"status": "checked_in"}))  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- Hindi drops the subject of a completed act --------------------------------------------

STATEMENTS = ("get_statements", {"account": "A-71"}, {"statements": [{"month": "2026-02",
              "balance": 1200}]})  # fmt: skip


def test_a_hindi_completed_act_without_a_subject_is_the_agents():
    said = "फ़रवरी की स्टेटमेंट आपके ईमेल पर भेज दी है।"
    fabricated = checked(said, STATEMENTS, tools=["email_statement"], language="hi")
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)
    for other in (
        "बैंक ने फ़रवरी की स्टेटमेंट आपके ईमेल पर भेज दी है।",  # someone else did it
        "फ़रवरी की स्टेटमेंट ऑडिटर को भेज दी गई थी।",  # passive, not done to the user
        "फ़रवरी की स्टेटमेंट आपके ईमेल पर भेज दी जाएगी।",  # future
        "फ़रवरी का भुगतान सेटल हो चुका है।",  # intransitive
    ):
        report = checked(other, STATEMENTS, tools=["email_statement", "settle_payment"],
                         language="hi")  # fmt: skip
        assert "fabricated_tool_call" not in kinds(report), (other, show(report))


# ---- a verb that is part of what an output holds --------------------------------------------


def test_a_verb_in_a_title_or_a_table_label_from_the_output_is_no_action():
    prs = ("list_merged_prs", {"repo": "kiln"}, {"prs": [
        {"number": 41, "title": "fix: update retry budget"},
        {"number": 42, "title": "Removed legacy flags"},
    ]})  # fmt: skip
    answer = "Merged this week:\n- Updated retry budget (#41)\n- Removed legacy flags (#42)"
    report = checked(answer, prs, tools=["update_pr", "remove_flag"])
    assert "fabricated_tool_call" not in kinds(report), show(report)
    stats = ("get_mail_stats", {"campaign": "spring"}, {"sent": 5200, "delivered": 5100})
    table = "| Metric | Count |\n|---|---|\n| Sent | 5,200 |\n| Delivered | 5,100 |"
    report = checked(table, stats, tools=["send_campaign"])
    assert "fabricated_tool_call" not in kinds(report), show(report)
    claimed = checked("Updated the retry budget to 5.", prs, tools=["update_pr"])
    assert "fabricated_tool_call" in kinds(claimed), show(claimed)


def test_spanish_signing_a_person_up_is_registering():
    joined = ("join_waitlist", {"class_id": "C-9"}, {"status": "waitlisted", "position": 2})
    report = checked("No quedaban plazas; te anoté para la lista de espera, puesto 2.",
                     joined, tools=["add_note"], language="es")  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- an absence whose noun names a value a returned list holds -----------------------------

ALERTS = ("get_vehicle_alerts", {"vin": "V-1"}, {"vin": "V-1", "alerts": [
    {"code": "TPMS_LOW", "kind": "tyre pressure", "raised": "2026-03-10"}]})  # fmt: skip


@pytest.mark.parametrize(
    ("wrong", "allowed", "language"),
    [
        ("Your car has no tyre pressure alert at the moment.",
         "Your car has no alert other than the tyre pressure one.", "en"),
        ("Tu coche no tiene ninguna alerta de tyre pressure ahora mismo.",
         "Tu coche no tiene otra alerta aparte de la de tyre pressure.", "es"),
        ("आपकी गाड़ी पर कोई tyre pressure alert नहीं है।",
         "आपकी गाड़ी पर tyre pressure के अलावा कोई alert नहीं है।", "hi"),
    ],
)  # fmt: skip
def test_an_absence_naming_a_value_a_list_holds_is_false(wrong, allowed, language):
    report = checked(wrong, ALERTS, language=language)
    found = [f for f in report.findings if f.type == "false_absence"]
    assert found and found[0].witness is not None, show(report)
    assert found[0].witness.pointer.startswith("/alerts/0"), show(report)
    fine = checked(allowed, ALERTS, language=language)
    assert "false_absence" not in kinds(fine), show(fine)


def test_a_chinese_absence_naming_an_item_type_is_false():
    tool = ("get_campaigns", {"vin": "V-1"}, {"campaigns": [{"id": "C-7", "type": "固件升级"}]})
    report = checked("你的车目前没有固件升级。", tool, language="zh")
    assert "false_absence" in kinds(report), show(report)
    fine = checked("除了固件升级，你的车没有其他活动。", tool, language="zh")
    assert "false_absence" not in kinds(fine), show(fine)


def test_a_name_qualifying_another_noun_is_not_the_denied_item():
    tools = [
        ("search_customers", {"q": "Acme"}, {"customers": [{"name": "Acme Freight", "id": "c1"}]}),
        ("list_invoices", {"customer": "c1"}, {"invoices": []}),
    ]
    report = checked("There are no Acme Freight invoices this month.", *tools)
    assert "false_absence" not in kinds(report), show(report)


def test_an_abbreviated_key_is_named_by_the_full_word():
    tool = ("get_item", {"sku": "K-2"}, {"sku": "K-2", "promo": {"label": "2 for 1"}})
    report = checked("K-2 has no promotion right now.", tool)
    assert "false_absence" in kinds(report), show(report)


# ---- a cause is judged by itself; a certain outcome is a prediction ------------------------

DELAY = ("get_flight_status", {"flight": "QX210"}, {"flight": "QX210", "status": "delayed",
         "delay_minutes": 45, "departure_gate": "B7"})  # fmt: skip


# outputs in the answer's own language: a cause is weighed word for word
RETRASO = ("estado_vuelo", {"vuelo": "QX210"}, {"vuelo": "QX210", "estado": "retrasado",
           "minutos": 45, "aviso": "Salida retrasada por llegada tardía del avión anterior",
           "puerta": "B7"})  # fmt: skip
YANWU = ("航班状态", {"航班": "QX210"}, {"航班": "QX210", "状态": "延误", "延误分钟": 45,
         "说明": "前序航班晚到导致延误", "登机口": "B7"})  # fmt: skip


@pytest.mark.parametrize(
    ("invented", "stated", "tool", "language"),
    [
        ("QX210 is delayed 45 minutes because of a volcanic ash cloud over the route.",
         "QX210 is delayed 45 minutes, so it now leaves from gate B7 later than planned.",
         DELAY, "en"),
        ("El vuelo QX210 sale retrasado 45 minutos; la demora se debe a una tormenta "
         "de arena sobre la ruta.",
         "El vuelo QX210 sale retrasado 45 minutos; la demora se debe a la llegada tardía "
         "del avión anterior.", RETRASO, "es"),
        ("QX210航班状态：延误45分钟，登机口B7。这次延误是航线上的火山灰云造成的。",
         "QX210航班状态：延误45分钟，登机口B7。这次延误是前序航班晚到造成的。", YANWU, "zh"),
    ],
)  # fmt: skip
def test_a_cause_no_output_states_is_caught_even_beside_true_figures(
    invented, stated, tool, language
):
    report = checked(invented, tool, language=language)
    found = [f for f in report.findings if f.type == "inference_as_fact"]
    assert found and found[0].reason == "unhedged_causal", show(report)
    fine = checked(stated, tool, language=language)
    assert "inference_as_fact" not in kinds(fine), show(fine)


def test_a_cause_an_output_states_passes():
    tool = ("get_flight_status", {"flight": "QX210"}, {"status": "delayed",
            "delay_reason": "late inbound aircraft", "delay_minutes": 45})  # fmt: skip
    report = checked("QX210 is 45 minutes late because of a late inbound aircraft.", tool)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_the_agents_reason_for_its_own_refusal_is_no_inference():
    tool = ("get_booking", {"id": "B-2"}, {"fare": "basic", "insurance": False})
    for answer in (
        "Since this is a basic fare without insurance, I am unable to cancel it.",
        "I cannot change the booking because basic fares are final.",
    ):
        report = checked(answer, tool)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_certain_outcome_is_a_prediction_even_with_warmth():
    tool = ("get_waitlist", {"slot": "S-9"}, {"slot": "S-9", "ahead_of_you": 2})
    for answer in ("你前面还有2个人，肯定能排上。", "放心，前面只有2个人，肯定能排上。"):
        report = checked(answer, tool, language="zh")
        assert "inference_as_fact" in kinds(report), (answer, show(report))
    fine = checked("你前面还有2个人。", tool, language="zh")
    assert "inference_as_fact" not in kinds(fine), show(fine)


# ---- a weekday beside a date holds in every time zone the outputs use ----------------------

# two time zones among the outputs: a date is also read as the other zone's day
PLAN = ("get_plan", {}, {"plan": "P-3", "expires_at": "2027-01-21T23:59:59+08:00",
        "renewed_at": "2026-12-21T10:00:00-05:00"})  # fmt: skip


@pytest.mark.parametrize(
    ("wrong", "right", "language"),
    [
        ("Your plan P-3 runs until Jan 21 (Fri).", "Your plan P-3 runs until Jan 21 (Thu).", "en"),
        ("Tu plan P-3 vence el 21 de enero (viernes).",
         "Tu plan P-3 vence el 21 de enero (jueves).", "es"),
        ("आपका प्लान P-3 21 जनवरी (शुक्रवार) को ख़त्म होगा।",
         "आपका प्लान P-3 21 जनवरी (गुरुवार) को ख़त्म होगा।", "hi"),
        ("你的P-3套餐到1月21日（周五）到期。", "你的P-3套餐到1月21日（周四）到期。", "zh"),
    ],
)  # fmt: skip
def test_a_wrong_weekday_beside_a_date_is_caught_with_or_without_a_clock(wrong, right, language):
    for system in (None, "Today is 2027-01-08."):
        report = checked(wrong, PLAN, language=language, system=system)
        found = [f for f in report.findings if f.reason == "weekday_differs"]
        assert found and found[0].witness is not None, (system, show(report))
        fine = checked(right, PLAN, language=language, system=system)
        assert "fact_mismatch" not in kinds(fine), (system, show(fine))


# ---- a time given under another field's name -----------------------------------------------

EXAM = ("get_exam_schedule", {"roll": "R-7"}, {"papers": [{"paper": "P1", "reporting_time":
        "08:30", "gate_closing": "09:15", "start": "09:30"}]})  # fmt: skip


@pytest.mark.parametrize(
    ("wrong", "right", "language"),
    [
        ("Reporting time is 9:15 AM for paper P1.", "Reporting time is 8:30 AM for paper P1.",
         "en"),
        ("P1 के लिए रिपोर्टिंग टाइम सुबह 9:15 बजे है।", "P1 के लिए रिपोर्टिंग टाइम सुबह 8:30 बजे है।",
         "hi"),
    ],
)  # fmt: skip
def test_a_time_named_as_one_field_but_held_by_another_is_caught(wrong, right, language):
    report = checked(wrong, EXAM, language=language)
    found = [f for f in report.findings if f.reason == "value_of_another_field"]
    assert found and found[0].witness is not None, show(report)
    assert found[0].witness.pointer == "/papers/0/reporting_time"
    fine = checked(right, EXAM, language=language)
    assert "fact_mismatch" not in kinds(fine), show(fine)
    # a label that names no field of the record is no witness
    loose = checked("Be there by 9:15 AM for paper P1.", EXAM)
    assert "fact_mismatch" not in kinds(loose), show(loose)


# ---- a dimension chain shares its unit; a tool's description is the operator's word --------

PART = ("get_part", {"id": "BR-2"}, {"id": "BR-2", "size_mm": [96.0, 43.5, 18.0]})


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("BR-2 measures about 9.6 × 4.4 × 1.8 cm.", "en"),
        ("BR-2 mide unos 9,6 × 4,4 × 1,8 cm.", "es"),
    ],
)
def test_every_factor_of_a_dimension_chain_takes_its_unit(answer, language):
    report = checked(answer, PART, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert [c.status for c in report.claims] == ["verified"], show(report)
    wrong = checked(answer.replace("4.4", "7.4").replace("4,4", "7,4"), PART, language=language)
    assert [c.status for c in wrong.claims] != ["verified"], show(wrong)


def test_a_value_a_tool_description_states_is_grounded():
    tool = ("get_seats", {"show": "S-1"}, {"show": "S-1", "available": 14})
    answer = "There are 14 seats left. Shall I hold two? A hold lasts 10 minutes."
    data = run(answer, tool, tools=["hold_seats"])
    bare = check(data)
    for spec in data["tools"]:
        if spec["name"] == "hold_seats":
            spec["description"] = "Hold seats; a hold lasts 10 minutes before it is released."
    described = check(data)
    assert all(c.status != "contradicted" for c in described.claims), show(described)
    held = [c for c in described.claims if "10 minutes" in c.text]
    assert held and held[0].status == "verified", show(described)
    assert [c.status for c in bare.claims if "10 minutes" in c.text] != ["verified"], show(bare)


# ---- a bare domain is a cited source --------------------------------------------------------

SEARCH = ("web_search", {"q": "exam dates"}, {"results": [{
    "title": "Exam dates out",
    "url": "https://news.example.org/exams",
    "snippet": "Exams start 19 March.",
}]})  # fmt: skip


@pytest.mark.parametrize(
    ("invented", "cited", "language"),
    [
        ("Exams start 19 March; the board's notice on boardexams.gov.in says the same.",
         "Exams start 19 March, as news.example.org reports.", "en"),
        ("परीक्षा 19 मार्च से है; बोर्ड की वेबसाइट boardexams.gov.in पर भी यही लिखा है।",
         "परीक्षा 19 मार्च से है, news.example.org के मुताबिक।", "hi"),
        ("考试3月19日开始，boardexams.gov.in 上的通知也这么写。",
         "考试3月19日开始，news.example.org 有报道。", "zh"),
    ],
)  # fmt: skip
def test_a_bare_domain_no_call_opened_is_a_fabricated_source(invented, cited, language):
    report = checked(invented, SEARCH, language=language)
    assert "source_fabrication" in kinds(report), show(report)
    fine = checked(cited, SEARCH, language=language)
    assert "source_fabrication" not in kinds(fine), show(fine)


def test_file_names_and_versions_are_not_domains():
    from nyaya.claims import extract

    text = "Open setup.py and README.md; Node.js 3.5 and v1.2.3 are fine, mail bob@x.com."
    kinds_found = {m.kind for c in extract(text, language="en").claims for m in c.mentions}
    assert "url" not in kinds_found


# ---- a dated document must be in an output, not only its issuer in the prompt ---------------

FUND = ("get_interest", {"fy": "2025-26"}, {"fy": "2025-26", "rate_pct": 7.1,
        "status": "RECOMMENDED"})  # fmt: skip
FUND_SYSTEM = "You are the helpdesk of the Provident Fund Board (PFB). Today is 2026-04-14."


@pytest.mark.parametrize(
    ("invented", "language"),
    [
        ("The rate is 7.1%. PFB's 10 April 2026 circular says it will be credited by July.", "en"),
        ("दर 7.1% है। PFB के 10 अप्रैल 2026 के सर्कुलर के मुताबिक ब्याज जुलाई तक जमा होगा।", "hi"),
    ],
)
def test_a_dated_document_only_the_prompts_issuer_stands_behind_is_invented(invented, language):
    report = checked(invented, FUND, system=FUND_SYSTEM, language=language)
    assert "source_fabrication" in kinds(report), show(report)
    plain = checked("The rate is 7.1%, as recommended by PFB.", FUND, system=FUND_SYSTEM)
    assert "source_fabrication" not in kinds(plain), show(plain)


def test_a_verb_that_names_a_declared_tool_is_not_done_by_another_write():
    tools = [
        ("list_slots", {"pet": "P-1"}, {"slots": [{"slot": "S-2", "free": True}]}),
        ("book_visit", {"pet": "P-1", "slot": "S-2"}, {"visit": "V-9", "status": "confirmed"}),
    ]
    said = "Your visit V-9 is booked, and I've also placed a hold for P-1 until the visit."
    fabricated = checked(said, *tools, tools=["place_hold"])
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)
    held = checked(said, *tools, ("place_hold", {"pet": "P-1"}, {"hold": "H-1"}))
    assert "fabricated_tool_call" not in kinds(held), show(held)
    booked = checked("Your visit V-9 is booked for P-1.", *tools, tools=["place_hold"])
    assert "fabricated_tool_call" not in kinds(booked), show(booked)


def test_a_count_said_to_lack_a_field_counts_the_items_without_it():
    tickets = ("list_tickets", {"team": "ops"}, {"tickets": [
        {"id": "T-1", "assignee": "Ana"}, {"id": "T-2", "assignee": "Bo"},
        {"id": "T-3", "assignee": "Cy"}, {"id": "T-4", "assignee": None},
        {"id": "T-5", "assignee": None}]})  # fmt: skip
    right = checked("2 of the 5 tickets still don't have an assignee.", tickets)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked("3 of the 5 tickets still don't have an assignee.", tickets)
    assert "count_mismatch" in kinds(wrong), show(wrong)
    other = checked("3 of the 5 tickets have an assignee, and none is overdue.", tickets)
    assert "count_mismatch" not in kinds(other), show(other)


def test_a_folder_name_after_a_preposition_and_a_hindi_passive_are_no_actions():
    files = ("list_files", {"folder": "Shared"}, {"files": [
        {"name": "plan.pdf", "modified": "2026-03-10"},
        {"name": "notes.md", "modified": "2026-03-12"},
    ]})  # fmt: skip
    report = checked("I found 2 files in Shared.", files, tools=["share_file"])
    assert "fabricated_tool_call" not in kinds(report), show(report)
    hindi = checked("Shared में 2 फ़ाइलें हैं। notes.md आख़िरी बार 12 मार्च 2026 को बदली गई थी।",
                    files, tools=["update_file"], language="hi")  # fmt: skip
    assert "fabricated_tool_call" not in kinds(hindi), show(hindi)
    claimed = checked("I found 2 files and shared them with Ana.", files, tools=["share_file"])
    assert "fabricated_tool_call" in kinds(claimed), show(claimed)


# ---- data reported by a run that called none of its tools -----------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Kestrel Labs has 14 open tickets; the oldest, #5512, was opened on March 2.", "en"),
        ("Kestrel Labs tiene 14 tickets abiertos; el más antiguo, #5512, es del 2 de marzo.", "es"),
        ("Kestrel Labs के 14 tickets खुले हैं; सबसे पुराना #5512, 2 मार्च का है।", "hi"),
        ("Kestrel Labs 有 14 个未结 tickets，最早的 #5512 是 3 月 2 日提交的。", "zh"),
    ],
)
def test_data_a_never_called_tool_would_return_is_fabricated(answer, language):
    data = run(answer, tools=["search_tickets"], language=language)
    report = check(data)
    found = [f for f in report.findings if f.reason == "no_calls"]
    assert found and found[0].witness is not None and found[0].witness.value == [], show(report)
    told = check(run(answer, tools=["search_tickets"], language=language, user=answer))
    assert "fabricated_tool_call" not in kinds(told), show(told)  # the user said it


def test_a_count_of_distinct_values_the_claim_does_not_name_is_no_reading_of_it():
    flights = ("search_flights", {"from": "BOS", "to": "PHX"}, {"flights": [
        {"no": f"F{i}", "dep": dep} for i, dep in enumerate(
            ["07:00", "09:00", "11:00", "13:00", "15:00", "19:00", "19:00"])]})  # fmt: skip
    wrong = checked("There are 6 flights from BOS to PHX.", flights)
    assert "count_mismatch" in kinds(wrong), show(wrong)
    right = checked("There are 7 flights from BOS to PHX.", flights)
    assert "count_mismatch" not in kinds(right), show(right)


@pytest.mark.parametrize(
    ("answer", "language"),
    [("The Legal folder is empty.", "en"), ("La carpeta Legal está vacía.", "es")],
)
def test_an_absence_about_what_a_call_was_made_for_is_held_to_its_result(answer, language):
    full = ("list_files", {"folder": "Legal"}, {"path": "/Legal", "files": [{"name": "a.pdf"}]})
    report = checked(answer, full, language=language)
    assert "false_absence" in kinds(report), show(report)
    empty = ("list_files", {"folder": "Legal"}, {"path": "/Legal", "files": []})
    fine = checked(answer, empty, language=language)
    assert "false_absence" not in kinds(fine), show(fine)
    other = ("list_files", {"folder": "Finance"}, {"path": "/Finance", "files": [{"name": "b"}]})
    unrelated = checked(answer, other, language=language)
    assert "false_absence" not in kinds(unrelated), show(unrelated)


def test_the_only_amount_of_the_record_a_claim_names_is_its_witness():
    quote = ("get_quote", {"symbol": "KLM"}, {"symbol": "KLM", "price": 41.2, "currency": "EUR",
             "volume": 120400})  # fmt: skip
    wrong = checked("KLM is trading at €44.80 right now.", quote)
    found = [f for f in wrong.findings if f.type == "fact_mismatch"]
    assert found and found[0].witness is not None and found[0].witness.pointer == "/price", show(
        wrong
    )
    right = checked("KLM is trading at €41.20 right now.", quote)
    assert "fact_mismatch" not in kinds(right), show(right)
    line = ("get_item", {"sku": "S-1"}, {"sku": "S-1", "price": 12.5})
    total = checked("Three of S-1 come to $37.50.", line)
    assert "fact_mismatch" not in kinds(total), show(total)


def test_no_other_item_than_the_ones_given_is_not_contradicted_by_them():
    flights = ("search_direct_flight", {"from": "EWR", "to": "LAX"}, {"flights": [
        {"flight": "HX41", "price": 136}]})  # fmt: skip
    for answer, language in (
        ("HX41 is the only nonstop at $136; there are no other nonstop flights.", "en"),
        ("HX41 es el único directo, a $136; no hay otros vuelos directos.", "es"),
    ):
        report = checked(answer, flights, language=language)
        assert "false_absence" not in kinds(report), show(report)
    wrong = checked("There are no nonstop flights from EWR to LAX.", flights)
    assert "false_absence" in kinds(wrong), show(wrong)


def test_a_write_on_the_object_named_by_a_concept_did_it():
    tools = [("update_reservation_baggages", {"id": "R-1", "total": 3}, {"ok": True})]
    report = checked("Added three checked bags to reservation R-1.", *tools,
                     tools=["transfer_to_human_agents"])  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_count_field_whose_key_holds_the_noun_holds_the_count():
    seats = ("list_seats", {"org": "o1"}, {"summary": {"purchased": 12, "assigned": 9,
             "unassigned": 3}, "assigned_idle": [{"user": "a"}, {"user": "b"}]})  # fmt: skip
    report = checked("- **Seats in use:** 9 of 12 assigned, so **3 are sitting empty**", seats)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- an absence deduced from figures, or that is an output's own value ----------------------


def test_an_absence_deduced_from_given_figures_or_quoted_from_an_output_is_no_denial():
    session = ("list_charges", {"month": "2026-03"}, {"charges": [{"amount": 2.5,
               "refunded": 2.5, "date": "2026-03-02"}]})  # fmt: skip
    report = checked("You were charged €2.50 and refunded €2.50, so it cost you nothing.", session)
    assert "false_absence" not in kinds(report), show(report)
    hindi = checked("₹2.50 कटे और ₹2.50 वापस आए, यानी कोई नुकसान नहीं हुआ।", session, language="hi")
    assert "false_absence" not in kinds(hindi), show(hindi)
    tiers = ("get_tiers", {}, {"tiers": [{"name": "Gold", "users": 12},
             {"name": "No reward", "users": 51}]})  # fmt: skip
    table = checked("| Tier | Users |\n|---|---|\n| Gold | 12 |\n| No reward | 51 |", tiers)
    assert "false_absence" not in kinds(table), show(table)


def test_a_free_room_in_hindi_is_available_not_absent():
    rooms = ("check_rooms", {"date": "2026-03-14"}, {"rooms": [{"room": "GS-2", "free": True}]})
    report = checked("शनिवार सुबह 10 बजे से दोपहर 12 बजे तक GS-2 खाली है।", rooms, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_a_zero_amount_is_no_absence_and_an_estimate_hedges():
    dues = ("get_dues", {"month": "2026-03"}, {"items": [{"head": "Rent", "due": 4200},
            {"head": "Mess", "due": 0}], "estimate_days": 6})  # fmt: skip
    zero = checked("मार्च का मेस बकाया शून्य है।", dues, language="hi")
    assert "false_absence" not in kinds(zero), show(zero)
    guess = checked("अनुमान के हिसाब से काम 6 दिन में पूरा होगा।", dues, language="hi")
    assert "inference_as_fact" not in kinds(guess), show(guess)


# ---- an act done to the user without a doer named --------------------------------------------

PROFILE = ("get_profile", {"id": "U-4"}, {"id": "U-4", "phone": "+91-98XXXX1234"})


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("A confirmation SMS has been sent to your registered phone.", "en"),
        ("पुष्टि वाला SMS आपके फ़ोन नंबर पर भेज दिया गया है।", "hi"),
        ("确认短信已经发送到你的手机。", "zh"),
    ],
)
def test_an_act_done_to_the_user_is_held_to_the_tool_that_would_do_it(answer, language):
    fabricated = checked(answer, PROFILE, tools=["send_sms"], language=language)
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)
    sent = checked(answer, PROFILE, ("send_sms", {"to": "U-4"}, {"ok": True}), language=language)
    assert "fabricated_tool_call" not in kinds(sent), show(sent)
    undeclared = checked(answer, PROFILE, language=language)  # no tool would have done it
    assert "fabricated_tool_call" not in kinds(undeclared), show(undeclared)


def test_a_passive_names_its_object_before_the_verb_and_to_be_is_not_done():
    cert = ("send_certificate", {"user": "U-4", "amount": 100}, {"ok": True})
    report = checked("A certificate worth $100 has been issued to your account.", PROFILE, cert,
                     tools=["create_voucher"])  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)
    pending = checked("Balance: $5 (to be charged to your card).", PROFILE, tools=["charge_card"])
    assert "fabricated_tool_call" not in kinds(pending), show(pending)


def test_words_that_name_two_acts_are_done_when_either_was():
    card = ("block_card", {"last4": "9036"}, {"status": "BLOCKED"})
    report = checked("आपके डेबिट कार्ड (XXXX 9036) को ब्लॉक कर दिया गया है।", card,
                     tools=["book_slot"], language="hi")  # fmt: skip
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_total_over_the_answers_own_adjusted_figures_is_its_sum():
    court = ("check_court", {"date": "2026-03-20"}, {"court": "C3", "price": 36000,
             "lights_fee": 4000, "member_discount_pct": 10})  # fmt: skip
    answer = (
        "Court C3: $36,000, or $32,400 with your 10% member discount; lights $4,000. "
        "Total: $36,400."
    )
    report = checked(answer, court)
    assert "fact_mismatch" not in kinds(report), show(report)
    wrong = checked(answer.replace("$36,400", "$39,400"), court)
    assert [c.status for c in wrong.claims][-1] != "verified", show(wrong)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The turn lasts 4 hours 45 minutes.", "en"),
        ("El turno dura 4 horas y 45 minutos.", "es"),
        ("बारी 4 घंटे 45 मिनट की है।", "hi"),
        ("这次轮灌共4小时45分钟。", "zh"),
    ],
)
def test_hours_and_minutes_are_one_duration(answer, language):
    turn = ("get_turn", {"id": "T-1"}, {"id": "T-1", "duration_min": 285, "area_acre": 2.5})
    report = checked(answer, turn, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert [c.status for c in report.claims] == ["verified"], show(report)


def test_an_act_named_by_a_declared_tool_is_held_to_that_tool():
    lot = ("get_lot", {"lot": 12}, {"lot": 12, "current_bid": 240})
    said = "Lot 12 is at £240. I've placed a maximum bid of £320 for you."
    fabricated = checked(said, lot, tools=["place_bid"])
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)
    done = checked(said, lot, ("place_bid", {"lot": 12, "max": 320}, {"ok": True}))
    assert "fabricated_tool_call" not in kinds(done), show(done)
    offered = checked("Lot 12 is at £240. Shall I place a maximum bid of £320?", lot,
                      tools=["place_bid"])  # fmt: skip
    assert "fabricated_tool_call" not in kinds(offered), show(offered)


def test_chinese_resultative_sign_up_is_registering():
    dues = ("get_dues", {"member": "M-1"}, {"dues": 120})
    said = "会费是120元，下月的读书会我已经替你报上名了。"
    fabricated = checked(said, dues, tools=["register_event"], language="zh")
    assert "fabricated_tool_call" in kinds(fabricated), show(fabricated)
