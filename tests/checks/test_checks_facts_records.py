"""fact_mismatch across sibling records, temperatures, dates with slashes, subject anchors."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

FILES = {
    "files": [
        {"name": "slides.pptx", "modified": "2026-11-27T14:00:00Z"},
        {"name": "budget_2026.xlsx", "modified": "2026-11-05T08:29:00Z"},
        {"name": "notes.md", "modified": "2026-04-22T09:41:00Z"},
    ]
}
FORECAST = {
    "location": "Barcelona",
    "forecast": [
        {"date": "2026-04-10", "high_c": 14, "low_c": 10, "precip_chance": 30},
        {"date": "2026-04-11", "high_c": 32, "low_c": 26, "precip_chance": 25},
    ],
}
QUOTE = {"symbol": "TSLA", "price": 215.86, "currency": "USD", "volume": 77166027}


def run_of(tool: str, output: Any, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "user": "question",
        "tools": [{"name": tool, "description": ""}],
        "calls": [{"id": "c1", "tool": tool, "arguments": arguments or {}, "output": output}],
    }


def test_one_records_date_given_to_its_sibling_fires(answer, run_check, finding_types):
    text = "slides.pptx was modified on Nov 5, 2026."
    built = answer(text).claim(text, mentions=[("date", "Nov 5, 2026", dt.date(2026, 11, 5))])
    report = run_check(run_of("list_files", FILES), built)
    assert finding_types(report) == ["fact_mismatch"]


def test_a_records_own_values_do_not_fire(answer, run_check, finding_types):
    text = "slides.pptx was modified on Nov 27, 2026."
    built = answer(text).claim(text, mentions=[("date", "Nov 27, 2026", dt.date(2026, 11, 27))])
    report = run_check(run_of("list_files", FILES), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_two_records_each_with_its_own_values_do_not_fire(answer, run_check, finding_types):
    text = "slides.pptx changed on Nov 27, 2026 and notes.md on Apr 22, 2026."
    built = answer(text).claim(
        text,
        mentions=[
            ("date", "Nov 27, 2026", dt.date(2026, 11, 27)),
            ("date", "Apr 22, 2026", dt.date(2026, 4, 22)),
        ],
    )
    assert finding_types(run_check(run_of("list_files", FILES), built)) == []


def test_temperature_is_not_supported_by_a_rain_chance(answer, run_check, finding_types):
    text = "On 2026-04-11 the high will be 25°C."
    built = answer(text).claim(
        text,
        mentions=[("date", "2026-04-11", dt.date(2026, 4, 11)), ("number", "25", Decimal(25))],
    )
    report = run_check(run_of("get_forecast", FORECAST), built)
    assert finding_types(report) == ["fact_mismatch"]
    assert report.findings[0].expected == 32


def test_date_with_slashes_is_not_arithmetic(answer, run_check, finding_types):
    wrong = "El 11/04/2026 la máxima será de 25 °C."
    built = answer(wrong, "es").claim(
        wrong,
        mentions=[("date", "11/04/2026", dt.date(2026, 4, 11)), ("number", "25", Decimal(25))],
    )
    assert finding_types(run_check(run_of("get_forecast", FORECAST), built)) == ["fact_mismatch"]
    right = "El 11/04/2026 la máxima será de 32 °C."
    built = answer(right, "es").claim(
        right,
        mentions=[("date", "11/04/2026", dt.date(2026, 4, 11)), ("number", "32", Decimal(32))],
    )
    assert finding_types(run_check(run_of("get_forecast", FORECAST), built)) == []


def test_price_of_the_quoted_symbol_fires_and_near_miss_does_not(answer, run_check, finding_types):
    args = {"symbol": "TSLA"}
    wrong = "TSLA last traded at $526.91."
    built = answer(wrong).claim(
        wrong, mentions=[("entity", "TSLA", "TSLA"), ("money", "$526.91", Decimal("526.91"), "USD")]
    )
    report = run_check(run_of("get_stock_quote", QUOTE, args), built)
    assert finding_types(report) == ["fact_mismatch"]
    right = "TSLA last traded at about $216."
    built = answer(right).claim(
        right, mentions=[("entity", "TSLA", "TSLA"), ("money", "$216", Decimal(216), "USD")]
    )
    assert finding_types(run_check(run_of("get_stock_quote", QUOTE, args), built)) == []


def test_a_year_less_date_is_reported_without_a_placeholder_year() -> None:
    from nyaya.checks.evidence import _jsonable
    from nyaya.claims.model import MonthDay

    assert _jsonable(MonthDay.of(5, 29)) == "--05-29"
