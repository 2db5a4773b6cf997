"""count_mismatch: stated counts against result counts, in four languages, with near-misses."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

EMAILS = [
    {"from": "Alice", "subject": "Deadline"},
    {"from": "Bob", "subject": "Lunch"},
    {"from": "Alice", "subject": "Budget"},
]


def inbox(output: Any = EMAILS, error: str | None = None) -> dict[str, Any]:
    return {
        "user": "Any new mail?",
        "tools": [{"name": "email_search", "description": "Search the user's inbox"}],
        "calls": [
            {"id": "c1", "tool": "email_search", "arguments": {}, "output": output, "error": error}
        ],
    }


@pytest.mark.parametrize(
    ("lang", "text", "number", "unit"),
    [
        ("en", "You have 5 emails in your inbox.", "5", "emails"),
        ("es", "Tienes 5 correos en tu bandeja.", "5", "correos"),
        ("hi", "आपके पास 5 ईमेल हैं।", "5", "ईमेल"),
        ("zh", "您有5封邮件。", "5", "封"),
    ],
)
def test_wrong_total_count_fires(answer, run_check, finding_types, lang, text, number, unit):
    built = answer(text, lang).claim(text, mentions=[("number", number, Decimal(5), unit)])
    report = run_check(inbox(), built)
    assert finding_types(report) == ["count_mismatch"]
    f = report.findings[0]
    assert (f.expected, f.found) == (3, 5)
    assert report.claims[0].status == "contradicted"


@pytest.mark.parametrize(
    ("lang", "text", "number", "unit"),
    [
        ("en", "You have 3 emails.", "3", "emails"),
        ("es", "Tienes tres correos.", "tres", "correos"),
        ("hi", "आपके पास तीन ईमेल हैं।", "तीन", "ईमेल"),
        ("zh", "您有三封邮件。", "三", "封"),
    ],
)
def test_right_count_verifies(answer, run_check, finding_types, lang, text, number, unit):
    built = answer(text, lang).claim(text, mentions=[("number", number, Decimal(3), unit)])
    report = run_check(inbox(), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"
    assert report.action == "emit"


def test_count_of_named_records_compares_with_matching_records(answer, run_check, finding_types):
    text = "You have 2 emails from Alice."
    built = answer(text).claim(
        text, mentions=[("number", "2", Decimal(2), "emails"), ("entity", "Alice", "Alice")]
    )
    assert finding_types(run_check(inbox(), built)) == []
    wrong = "You have 3 emails from Bob."
    built = answer(wrong).claim(
        wrong, mentions=[("number", "3", Decimal(3), "emails"), ("entity", "Bob", "Bob")]
    )
    report = run_check(inbox(), built)
    assert finding_types(report) == ["count_mismatch"]
    assert report.findings[0].expected == 1


def test_subset_count_does_not_fire(answer, run_check, finding_types):
    text = "Here are the 2 most recent emails."
    built = answer(text).claim(text, mentions=[("number", "2", Decimal(2), "emails")])
    assert finding_types(run_check(inbox(), built)) == []


def test_number_not_followed_by_a_record_noun_is_not_a_count(answer, run_check, finding_types):
    text = "The rain will continue for the next 5 days."
    built = answer(text).claim(text, mentions=[("number", "5", Decimal(5), "days")])
    report = run_check(inbox(), built)
    assert finding_types(report) == []
    assert report.claims[0].status == "unsupported"


def test_failed_call_gives_no_count(answer, run_check, finding_types):
    text = "You have 4 emails."
    built = answer(text).claim(text, mentions=[("number", "4", Decimal(4), "emails")])
    assert finding_types(run_check(inbox(None, error="timeout"), built)) == []


def test_wrapped_list_and_stated_total(answer, run_check, finding_types):
    output = {"total": 12, "emails": EMAILS}
    text = "There are 12 emails matching your search."
    built = answer(text).claim(text, mentions=[("number", "12", Decimal(12), "emails")])
    assert finding_types(run_check(inbox(output), built)) == []


def test_approximate_count_within_rounding(answer, run_check, finding_types):
    output = [{"id": i} for i in range(118)]
    text = "The search returned about 120 results."
    built = answer(text).claim(text, mentions=[("number", "120", Decimal(120), "results")])
    assert finding_types(run_check(inbox(output), built)) == []


def test_nested_lists_are_not_what_a_count_counts(answer, run_check, finding_types):
    orders = {
        "customer": "李娜",
        "orders": [{"order_id": f"#W{i}", "items": [{"name": "desk"}]} for i in range(6)],
    }
    run = {
        "user": "q",
        "tools": [{"name": "get_orders", "description": "Orders of a customer"}],
        "calls": [{"id": "c1", "tool": "get_orders", "arguments": {}, "output": orders}],
    }
    text = "李娜名下有8个订单。"
    built = answer(text, "zh").claim(
        text, mentions=[("entity", "李娜", "李娜"), ("number", "8", Decimal(8), "订单")]
    )
    report = run_check(run, built)
    assert finding_types(report) == ["count_mismatch"]
    assert report.findings[0].expected == 6


def test_the_latest_one_is_not_a_count(answer, run_check, finding_types):
    text = "最近一封的主题是“Deadline”。"
    built = answer(text, "zh").claim(text, mentions=[("number", "一", Decimal(1), "封")])
    assert finding_types(run_check(inbox(), built)) == []


def test_count_in_an_offer_is_not_checked(answer, run_check, finding_types):
    text = "Would you like the 5 emails from last week too?"
    built = answer(text).claim(text, mentions=[("number", "5", Decimal(5), "emails")])
    assert finding_types(run_check(inbox(), built)) == []
