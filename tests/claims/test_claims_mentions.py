"""Mentions: numbers with units, money, percentages, dates, times, ids, quotes and names."""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

import pytest

from nyaya.claims.mentions import find_mentions

NOW = datetime(2026, 3, 4, 9, 30)  # Wednesday


def kinds(text: str, language: str, kind: str, now: datetime | None = NOW) -> list[Any]:
    found = find_mentions(text, language, now=now)
    for m in found:
        assert text[m.start : m.end] == m.text
    return [
        (m.value, m.unit) if kind in ("number", "money") else m.value
        for m in found
        if m.kind == kind
    ]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("You have 3 new emails.", "en", [(3, "emails")]),
        ("Tienes tres correos nuevos.", "es", [(3, "correos")]),
        ("आपके पास तीन नए ईमेल हैं।", "hi", [(3, "ईमेल")]),
        ("你有三封新邮件。", "zh", [(3, "邮件")]),
        ("你有3个会议。", "zh", [(3, "会议")]),
        ("3 of them replied.", "en", [(3, None)]),
        ("A dozen people came.", "en", [(12, "people")]),
    ],
)
def test_counts_carry_the_counted_noun(text: str, language: str, expected: list[Any]) -> None:
    assert kinds(text, language, "number") == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("It costs $1,200.50 today.", "en", [(Decimal("1200.50"), "USD")]),
        ("Pay 5,000 rupees or ₹5,000.", "en", [(5000, "INR"), (5000, "INR")]),
        ("Son 1.234,50 € o 300 dólares.", "es", [(Decimal("1234.50"), "EUR"), (300, "USD")]),
        ("बिल 500 रुपये का है।", "hi", [(500, "INR")]),
        ("共1.2万元，另付¥300。", "zh", [(12000, "CNY"), (300, "CNY")]),
        ("Revenue was USD 3.5M.", "en", [(3500000, "USD")]),
    ],
)
def test_money_has_iso_codes(text: str, language: str, expected: list[Any]) -> None:
    assert kinds(text, language, "money") == expected


def test_percentages() -> None:
    assert kinds("Up 12.5% or 3 percent.", "en", "percent") == [Decimal("12.5"), 3]
    assert kinds("Subió un 12,5 por ciento.", "es", "percent") == [Decimal("12.5")]
    assert kinds("दरें 5 प्रतिशत बढ़ीं।", "hi", "percent") == [5]
    assert kinds("增长了百分之十二。", "zh", "percent") == [12]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Due 2026-03-05.", "en", date(2026, 3, 5)),
        ("Due March 5, 2026.", "en", date(2026, 3, 5)),
        ("Due 5th March.", "en", date(2026, 3, 5)),
        ("Due 03/05/2026.", "en", date(2026, 3, 5)),
        ("Vence el 03/05/2026.", "es", date(2026, 5, 3)),
        ("Vence el 5 de marzo.", "es", date(2026, 3, 5)),
        ("५ मार्च को देय।", "hi", date(2026, 3, 5)),
        ("3月5日到期。", "zh", date(2026, 3, 5)),
        ("2026年3月5号到期。", "zh", date(2026, 3, 5)),
        ("It came yesterday.", "en", date(2026, 3, 3)),
        ("See you next Monday.", "en", date(2026, 3, 9)),
        ("It happened last Friday.", "en", date(2026, 2, 27)),
        ("It ships in 3 days.", "en", date(2026, 3, 7)),
        ("Llegó hace 2 días.", "es", date(2026, 3, 2)),
        ("Nos vemos pasado mañana.", "es", date(2026, 3, 6)),
        ("परसों मिलेंगे।", "hi", date(2026, 3, 6)),
        ("明天见。", "zh", date(2026, 3, 5)),
        ("下周五见。", "zh", date(2026, 3, 13)),
        ("三天前发的。", "zh", date(2026, 3, 1)),
    ],
)
def test_dates(text: str, language: str, expected: date) -> None:
    assert kinds(text, language, "date") == [expected]


def test_relative_dates_are_never_taken_from_the_system_clock() -> None:
    assert kinds("It came yesterday.", "en", "date", now=None) == []


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("At 3:30 pm.", "en", time(15, 30)),
        ("At 10am.", "en", time(10, 0)),
        ("A las 18:45.", "es", time(18, 45)),
        ("शाम 5 बजे।", "hi", time(17, 0)),
        ("下午3点半开会。", "zh", time(15, 30)),
    ],
)
def test_times(text: str, language: str, expected: time) -> None:
    assert kinds(text, language, "time") == [expected]


def test_urls_emails_ids_quotes() -> None:
    text = (
        "Mail Bob@Example.org, see https://x.io/a?b=1. Ref call_abc12 and toolu_9Zq. "
        'He said "ship it" and 「好的」.'
    )
    found = find_mentions(text, "en")
    by = {k: [m.value for m in found if m.kind == k] for k in ("email", "url", "call_ref", "quote")}
    assert by == {
        "email": ["bob@example.org"],
        "url": ["https://x.io/a?b=1"],
        "call_ref": ["call_abc12", "toolu_9Zq"],
        "quote": ["ship it", "好的"],
    }


def test_entities_in_latin_scripts() -> None:
    assert kinds(
        "Yesterday Alice Chen met the Bank of America team.", "en", "entity", now=None
    ) == [
        "Alice Chen",
        "Bank of America",
    ]
    assert kinds("Según Juan Pérez, la reunión fue en Ciudad de México.", "es", "entity") == [
        "Juan Pérez",
        "Ciudad de México",
    ]


def test_dates_numbers_and_urls_do_not_double_count() -> None:
    found = find_mentions("On 2026-03-05 visit https://x.io/2026/3 at 10:30.", "en")
    assert [m.kind for m in found] == ["date", "url", "time"]
