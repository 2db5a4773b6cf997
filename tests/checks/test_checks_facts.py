"""fact_mismatch: values against the matching record's fields, with the near-misses."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest

ORDER = {
    "order_id": "W2378156",
    "status": "shipped",
    "total": 1187.4,
    "placed": "2024-05-02",
    "customer": {"name": "José Núñez"},
}
FORECAST = {
    "forecast": [
        {"date": "2023-09-12", "high": 72, "low": 61, "conditions": "60% Rainy"},
        {"date": "2023-09-13", "high": 67, "low": 55, "conditions": "60% Rainy"},
    ]
}


def run_of(tool: str, output: Any) -> dict[str, Any]:
    return {
        "user": "question",
        "tools": [{"name": tool, "description": ""}],
        "calls": [{"id": "c1", "tool": tool, "arguments": {}, "output": output}],
    }


@pytest.mark.parametrize(
    ("lang", "text", "amount"),
    [
        ("en", "Order W2378156 came to $1,450.00.", "$1,450.00"),
        ("es", "El pedido W2378156 costó 1.450,00 $ en total.", "1.450,00 $"),
        ("hi", "ऑर्डर W2378156 की कुल राशि $1,450 है।", "$1,450"),
        ("zh", "订单W2378156的总额是1450美元。", "1450美元"),
    ],
)
def test_wrong_amount_for_anchored_record_fires(
    answer, run_check, finding_types, lang, text, amount
):
    built = answer(text, lang).claim(
        text,
        mentions=[("entity", "W2378156", "W2378156"), ("money", amount, Decimal(1450), "USD")],
    )
    report = run_check(run_of("get_order", ORDER), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == 1187.4


@pytest.mark.parametrize(
    ("lang", "text", "amount", "value"),
    [
        ("en", "Order W2378156 came to about $1.2k.", "$1.2k", Decimal(1200)),
        ("en", "Order W2378156 came to $1,187.", "$1,187", Decimal(1187)),
        ("es", "El pedido W2378156 costó unos 1.200 $.", "1.200 $", Decimal(1200)),
        ("hi", "ऑर्डर W2378156 की राशि लगभग $1,190 है।", "$1,190", Decimal(1190)),
        ("zh", "订单W2378156总额约1187.4美元。", "1187.4美元", Decimal("1187.4")),
    ],
)
def test_rounded_amount_does_not_fire(answer, run_check, finding_types, lang, text, amount, value):
    built = answer(text, lang).claim(
        text, mentions=[("entity", "W2378156", "W2378156"), ("money", amount, value, "USD")]
    )
    report = run_check(run_of("get_order", ORDER), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_named_field_picks_the_field(answer, run_check, finding_types):
    text = "Tomorrow has a high of 75 and a low of 61."
    built = answer(text).claim(
        text,
        mentions=[
            ("date", "Tomorrow", dt.date(2023, 9, 12)),
            ("number", "75", Decimal(75)),
            ("number", "61", Decimal(61)),
        ],
    )
    report = run_check(run_of("ForecastWeather", FORECAST), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert (report.findings[0].expected, report.findings[0].found) == (72, 75)


def test_unnamed_number_with_several_candidates_stays_unsupported(answer, run_check, finding_types):
    text = "Tomorrow it will be 75."
    built = answer(text).claim(
        text, mentions=[("date", "Tomorrow", dt.date(2023, 9, 12)), ("number", "75", Decimal(75))]
    )
    report = run_check(run_of("ForecastWeather", FORECAST), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "unsupported"


def test_wrong_date_fires_and_right_date_verifies(answer, run_check, finding_types):
    wrong = "Order W2378156 was placed on May 3, 2024."
    built = answer(wrong).claim(
        wrong,
        mentions=[("entity", "W2378156", "W2378156"), ("date", "May 3, 2024", dt.date(2024, 5, 3))],
    )
    report = run_check(run_of("get_order", ORDER), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == "2024-05-02"
    right = "Order W2378156 was placed on 2 May 2024."
    built = answer(right).claim(
        right,
        mentions=[("entity", "W2378156", "W2378156"), ("date", "2 May 2024", dt.date(2024, 5, 2))],
    )
    assert run_check(run_of("get_order", ORDER), built).claims[0].status == "verified"


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "Order W2378156 is for jose nunez.", "jose nunez"),
        ("es", "El pedido W2378156 es de José Núñez.", "José Núñez"),
    ],
)
def test_name_normalised_case_and_accents(answer, run_check, finding_types, lang, text, name):
    built = answer(text, lang).claim(
        text, mentions=[("entity", "W2378156", "W2378156"), ("entity", name, name)]
    )
    report = run_check(run_of("get_order", ORDER), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_transliterated_name_matches(answer, run_check, finding_types):
    output = [{"from": "Alice", "subject": "Deadline"}]
    text = "ऐलिस ने Deadline के बारे में लिखा।"
    built = answer(text, "hi").claim(
        text, mentions=[("entity", "ऐलिस", "ऐलिस"), ("quote", "Deadline", "Deadline")]
    )
    report = run_check(run_of("email_search", output), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_wrong_sender_fires(answer, run_check, finding_types):
    output = [
        {"from": "Alice", "subject": "Quarterly deadline"},
        {"from": "Bob", "subject": "Lunch"},
    ]
    text = "Carol sent you the email about the quarterly deadline."
    built = answer(text).claim(text, mentions=[("entity", "Carol", "Carol")])
    report = run_check(run_of("email_search", output), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == "Alice"


def test_paraphrased_fact_does_not_fire(answer, run_check, finding_types):
    output = [{"from": "Alice", "subject": "Quarterly deadline"}]
    text = "Alice wrote to you about the quarterly deadline."
    built = answer(text).claim(text, mentions=[("entity", "Alice", "Alice")])
    report = run_check(run_of("email_search", output), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_unanchored_claim_never_fires(answer, run_check, finding_types):
    text = "Your other order totals $99."
    built = answer(text).claim(text, mentions=[("money", "$99", Decimal(99), "USD")])
    report = run_check(run_of("get_order", ORDER), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "unsupported"


DEALS = {
    "account": "Globex",
    "deals": [
        {"deal_id": "D-1", "name": "Pilot program", "amount": 285000},
        {"deal_id": "D-2", "name": "Analytics add-on", "amount": 720000},
        {"deal_id": "D-3", "name": "Support upgrade", "amount": 358000},
    ],
}


@pytest.mark.parametrize(
    ("lang", "text", "quote", "amount", "fires"),
    [
        (
            "en",
            '"Enterprise renewal" is the largest at $720,000.',
            "Enterprise renewal",
            "$720,000",
            True,
        ),
        (
            "en",
            '"Analytics add-on" is the largest at $720,000.',
            "Analytics add-on",
            "$720,000",
            False,
        ),
        (
            "es",
            "La más grande, «Analytics add-on», vale 720.000 $.",
            "Analytics add-on",
            "720.000 $",
            False,
        ),
        ("zh", "“Pilot program”最大，720,000美元。", "Pilot program", "720,000美元", True),
    ],
)
def test_superlative_ties_claim_to_the_extreme_record(
    answer, run_check, finding_types, lang, text, quote, amount, fires
):
    built = answer(text, lang).claim(
        text, mentions=[("quote", quote, quote), ("money", amount, Decimal(720000), "USD")]
    )
    assert finding_types(run_check(run_of("crm_search_deals", DEALS), built)) == (
        ["fact_mismatch"] if fires else []
    )


def test_wrong_amount_of_largest_record_fires(answer, run_check, finding_types):
    text = '"Analytics add-on" is the largest at $900,000.'
    built = answer(text).claim(
        text,
        mentions=[
            ("quote", '"Analytics add-on"', "Analytics add-on"),
            ("money", "$900,000", Decimal(900000), "USD"),
        ],
    )
    report = run_check(run_of("crm_search_deals", DEALS), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == 720000


def test_wrong_id_of_anchored_record_fires(answer, run_check, finding_types):
    tickets = {
        "tickets": [{"id": 29584, "subject": "Cannot add new users", "created": "2026-01-08"}]
    }
    wrong = 'The oldest, #29884 ("Cannot add new users"), was opened on Jan 8, 2026.'
    built = answer(wrong).claim(
        wrong,
        mentions=[
            ("quote", '"Cannot add new users"', "Cannot add new users"),
            ("date", "Jan 8, 2026", dt.date(2026, 1, 8)),
        ],
    )
    report = run_check(run_of("search_tickets", tickets), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == 29584
    right = wrong.replace("29884", "29584")
    built = answer(right).claim(
        right,
        mentions=[
            ("quote", '"Cannot add new users"', "Cannot add new users"),
            ("date", "Jan 8, 2026", dt.date(2026, 1, 8)),
        ],
    )
    assert finding_types(run_check(run_of("search_tickets", tickets), built)) == []


def test_clause_inherits_the_record_of_its_sentence(answer, run_check, finding_types):
    flights = {"flights": [{"flight_number": "HA403", "departure": "06:00", "price": 159.87}]}
    text = "HA403 departs at 6:00 and costs $78.66."
    built = (
        answer(text)
        .claim(
            "HA403 departs at 6:00",
            mentions=[("entity", "HA403", "HA403"), ("time", "6:00", dt.time(6, 0))],
        )
        .claim("costs $78.66.", mentions=[("money", "$78.66", Decimal("78.66"), "USD")])
    )
    report = run_check(run_of("search_flights", flights), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].claim_id == "c2"


def test_estimate_under_doubt_and_computed_totals_do_not_fire(answer, run_check, finding_types):
    for text, amount, value in [
        ("Order W2378156 probably came to $1,450.", "$1,450", Decimal(1450)),
        ("Order W2378156 came to $1,450 ($1,000 + $450).", "$1,450", Decimal(1450)),
    ]:
        built = answer(text).claim(
            text, mentions=[("entity", "W2378156", "W2378156"), ("money", amount, value, "USD")]
        )
        assert finding_types(run_check(run_of("get_order", ORDER), built)) == []


def test_date_inside_a_quoted_subject_is_not_a_date(answer, run_check, finding_types):
    emails = {"emails": [{"subject": "下周一起吃饭？", "date": "2026-08-07 10:30:00"}]}
    text = "最近一封的主题是“下周一起吃饭？”，日期是2026年8月7日。"
    built = answer(text, "zh").claim(
        text,
        mentions=[
            ("quote", "“下周一起吃饭？”", "下周一起吃饭？"),
            ("date", "下周一", dt.date(2026, 8, 10)),
            ("date", "2026年8月7日", dt.date(2026, 8, 7)),
        ],
    )
    report = run_check(run_of("search_inbox", emails), built)
    assert finding_types(report) == []
