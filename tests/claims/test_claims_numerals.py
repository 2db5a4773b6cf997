"""Numerals: every written form of a number reads back to the same value."""

from __future__ import annotations

from decimal import Decimal

import cn2an
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from num2words import num2words

from nyaya.claims import parse_number
from nyaya.claims.numerals import find_numbers, parse_digits

DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def indian(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups, tail])


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("1,234.5", "en", "1234.5"),
        ("1.234,5", "es", "1234.5"),
        ("1.234,5", "en", "1234.5"),  # both separators: the last one is the decimal point
        ("1,234.5", "es", "1234.5"),
        ("1,200", "en", "1200"),
        ("1200", "en", "1200"),
        ("1.2k", "en", "1200"),
        ("1.2K", "en", "1200"),
        ("twelve hundred", "en", "1200"),
        ("one thousand two hundred", "en", "1200"),
        ("1.200", "es", "1200"),
        ("1,200", "es", "1.2"),  # a Spanish decimal comma
        ("0,5", "es", "0.5"),
        ("3,5", "en", "3.5"),  # not three digits after the comma: a decimal whatever the language
        ("1,20,000", "hi", "120000"),
        ("1,20,000", "en", "120000"),  # the shape alone says Indian grouping
        ("12,34,56,789", "hi", "123456789"),
        ("5 lakh", "en", "500000"),
        ("2.5 crore", "hi", "25000000"),
        ("₹5 lakh", "hi", "500000"),
        ("१२३", "hi", "123"),
        ("१,२०,०००", "hi", "120000"),
        ("तीन", "hi", "3"),
        ("दो हज़ार पाँच सौ", "hi", "2500"),
        ("एक लाख बीस हज़ार", "hi", "120000"),
        ("निन्यानबे", "hi", "99"),
        ("सत्ताईस", "hi", "27"),
        ("तीन करोड़", "hi", "30000000"),
        ("three", "en", "3"),
        ("a dozen", "en", "12"),
        ("two dozen", "en", "24"),
        ("tres", "es", "3"),
        ("veintiuno", "es", "21"),
        ("mil doscientos", "es", "1200"),
        ("dos mil millones", "es", "2000000000"),
        ("三", "zh", "3"),
        ("两", "zh", "2"),
        ("十二", "zh", "12"),
        ("一万二千", "zh", "12000"),
        ("1.2万", "zh", "12000"),
        ("3.5亿", "zh", "350000000"),
        ("负三", "zh", "-3"),
        ("百分之十二", "zh", "12"),
        ("-5", "en", "-5"),
        ("−5", "en", "-5"),
        ("minus three", "en", "-3"),
        ("12.5%", "en", "12.5"),
        ("12,5 %", "es", "12.5"),
        ("$1.2M", "en", "1200000"),
        ("1.5bn", "en", "1500000000"),
        ("1,5 millones", "es", "1500000"),
        ("１２", "zh", "12"),
        ("1\u202f234\u202f567", "en", "1234567"),
    ],
)
def test_written_forms(text: str, language: str, expected: str) -> None:
    assert parse_number(text, language) == Decimal(expected)


@pytest.mark.parametrize(
    ("text", "language"),
    [("", "en"), ("hello", "en"), ("3 and 4", "en"), ("1.2.3", "en"), ("a", "en"), ("un", "es")],
)
def test_not_exactly_one_number(text: str, language: str) -> None:
    assert parse_number(text, language) is None


def test_unknown_language_falls_back_to_english_reading() -> None:
    assert parse_number("1,200", "xx") == 1200


def test_parse_digits_rejects_malformed_groups() -> None:
    assert parse_digits("1,2345,678") is None
    assert parse_digits("12,34") == Decimal("12.34")


def test_scanner_finds_money_percent_and_words_with_offsets() -> None:
    text = "You have three invoices totalling $1,200, up 12.5% on last week."
    found = find_numbers(text, "en")
    assert [(text[n.start : n.end], n.value) for n in found] == [
        ("three", 3),
        ("$1,200", 1200),
        ("12.5%", Decimal("12.5")),
    ]
    assert found[1].currency == "USD"
    assert found[2].percent


def test_chinese_exclusions_are_not_numbers() -> None:
    values = [n.value for n in find_numbers("我们一起看看这一些文件，共三封邮件", "zh")]
    assert values == [3]


_N = st.integers(min_value=0, max_value=10**9)


@settings(max_examples=120, deadline=None)
@given(_N)
def test_digit_groupings_read_back(n: int) -> None:
    assert parse_number(f"{n:,}", "en") == n
    assert parse_number(str(n), "es") == n
    assert parse_number(f"{n:,}".replace(",", "."), "es") == n
    assert parse_number(indian(n), "hi") == n
    assert parse_number(indian(n).translate(DEVANAGARI), "hi") == n
    assert parse_number(str(n).translate(DEVANAGARI), "hi") == n


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=999_999_999))
def test_words_read_back_en_es_zh(n: int) -> None:
    assert parse_number(num2words(n, lang="en").replace(",", ""), "en") == n
    assert parse_number(num2words(n, lang="es"), "es") == n
    assert parse_number(cn2an.an2cn(n), "zh") == n


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=99_999))
def test_wan_forms_read_back(hundreds: int) -> None:
    n = hundreds * 100
    wan = Decimal(n) / 10000
    assert parse_number(f"{wan}万", "zh") == n
    assert parse_number(f"{n / 10000:g}万", "zh") == n


_HINDI_UNITS = {
    1: "एक",
    2: "दो",
    3: "तीन",
    4: "चार",
    5: "पाँच",
    7: "सात",
    9: "नौ",
    12: "बारह",
    20: "बीस",
    25: "पच्चीस",
    50: "पचास",
    99: "निन्यानबे",
}


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(sorted(_HINDI_UNITS)),
    st.sampled_from(sorted(_HINDI_UNITS)),
    st.sampled_from([0, *sorted(k for k in _HINDI_UNITS if k < 10)]),
)
def test_hindi_words_compose(lakh: int, thousand: int, hundred: int) -> None:
    words = f"{_HINDI_UNITS[lakh]} लाख {_HINDI_UNITS[thousand]} हज़ार"
    n = lakh * 100_000 + thousand * 1000
    if hundred:
        words += f" {_HINDI_UNITS[hundred]} सौ"
        n += hundred * 100
    assert parse_number(words, "hi") == n


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=10**7), st.integers(min_value=1, max_value=99))
def test_decimals_in_both_conventions(whole: int, cents: int) -> None:
    expected = Decimal(f"{whole}.{cents:02d}")
    assert parse_number(f"{whole:,}.{cents:02d}", "en") == expected
    assert parse_number(f"{whole:,}".replace(",", ".") + f",{cents:02d}", "es") == expected
