"""The evidence layer read in one pass finds what the plain reading found.

Each faster path is held against the plain reading it replaced, written out here: the
string scalar read once per run (`_shape`), the transliteration table of `fold`, the
operands a run's derivations reuse, and the year test in front of `month_years`.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date, time
from decimal import Decimal, InvalidOperation
from typing import Any

from anyascii import anyascii
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.evidence.derive import Derivations, Operand
from nyaya.evidence.fold import fold
from nyaya.evidence.index import (
    _CLOCK_IN,
    _EMAIL,
    _HAN_CHAR,
    _HAN_PROSE,
    _LONG_STRING,
    _NUMBER_IN,
    _NUMBER_IN_HAN,
    _NUMERIC,
    _TEXT_MIN,
    _URL,
    _YEAR_MONTH,
    _shape,
    build_index,
)
from nyaya.formats import load_run
from nyaya.values.numbers import Stated
from nyaya.values.temporal import When, month_years, parse_when

_CJK = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])")
_NON_WORD = re.compile(r"[^0-9a-z]+")


def plain_fold(text: str) -> str:
    if not text.isascii():
        # (the Devanagari nukta shades a consonant: dropped, not a break between words)
        normal = unicodedata.normalize("NFKC", text).replace("\u093c", "")
        text = anyascii(_CJK.sub(r" \1 ", normal))
    return " ".join(_NON_WORD.split(text.casefold())).strip()


def plain_reading(stripped: str) -> tuple[Any, ...]:
    """What the index made of a string scalar before `_shape`: kind, number, when,
    folded, and the (raw, kind, number, when, span, mention kind) of the values in it."""
    when = parse_when(stripped)
    if when is not None:
        return "when", None, when, plain_fold(stripped), ()
    if _URL.match(stripped):
        return "url", None, None, plain_fold(stripped), ()
    if _EMAIL.match(stripped):
        return "email", None, None, plain_fold(stripped), ()
    if _NUMERIC.match(stripped):
        return "number", Decimal(stripped.replace(",", "")), None, plain_fold(stripped), ()
    if (
        (len(stripped) >= _TEXT_MIN and (" " in stripped or "\n" in stripped))
        or "\n" in stripped
        or len(stripped) > _LONG_STRING
    ):
        return "text", None, None, "", ()
    if not stripped:
        return "null", None, None, "", ()
    folded = plain_fold(stripped) or stripped.casefold()
    inner: list[tuple[Any, ...]] = []
    # (since session 35 an ISO day inside is a date, and its parts no figures)
    days = []
    for m in re.finditer(r"(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])", stripped):
        try:
            day = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            continue
        days.append(m.span())
        inner.append((m.group(), "when", None, When(day=day), m.span(), "date"))
    month = _YEAR_MONTH.fullmatch(stripped)
    # (since session 35 a string of some Han words reads a figure a Han character bounds)
    han = len(_HAN_CHAR.findall(stripped)) >= _HAN_PROSE
    for m in (_NUMBER_IN_HAN if han else _NUMBER_IN).finditer(stripped):
        if _CLOCK_IN.match(stripped, m.start()) or (m.start() and stripped[m.start() - 1] == ":"):
            continue
        if any(a <= m.start() < b for a, b in days):
            continue
        if month is not None and len(m.group()) == 2:
            continue
        try:
            number = Decimal(m.group().replace(",", ""))
        except InvalidOperation:
            continue
        inner.append((m.group(), "number", number, None, (m.start(), m.end()), "number"))
    for m in _CLOCK_IN.finditer(stripped):
        try:
            clock = time(int(m[1]), int(m[2]), int(m[3] or 0))  # (seconds kept since s31)
        except ValueError:
            continue
        if m[4] and m[4][0].lower() == "p" and clock.hour < 12:
            clock = clock.replace(hour=clock.hour + 12)
        inner.append((m.group(), "when", None, When(clock=clock), (m.start(), m.end()), "time"))
    return "string", None, None, folded, tuple(inner)


SAMPLES = [
    "",
    "Alice Chen",
    "confirmed",
    "2024-05-10",
    "2024-05-10T09:30:00+02:00",
    "2026-03-09 14:00-17:00",
    "09:30",
    "09:30-10:30",
    "3 pm - 5:15 PM",
    "2024/5/1",
    "2024-09",
    "09/2024",
    "1,234.50",
    " 42 ",
    "Level 5, Island 4",
    "5-7 business days",
    "https://example.com/a?utm_source=x",
    "www.example.org",
    "ana@example.com",
    "Q3 report 12",
    "msg_00042",
    "订单 12345 已发货",
    "सोमवार 3 बजे",
    "٣٤ items",
    "x" * 2_001,
    "a long line of prose that runs well past sixty characters, with 3 figures and 10:45",
    "two\nlines",
]


def test_a_string_is_read_as_before() -> None:
    for text in SAMPLES:
        assert _shape(text.strip()) == plain_reading(text.strip()), text


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from([*list("0123456789:-/.,@ apmAPM_wTZ+\nx年月٣४"), "http://", "www."]),
        max_size=30,
    ).map("".join)
)
def test_any_string_is_read_as_before(text: str) -> None:
    assert _shape(text.strip()) == plain_reading(text.strip())


def test_fold_transliterates_as_anyascii_does() -> None:
    every = "".join(chr(c) for c in range(0x80, 0x31000))  # surrogates included
    assert fold.__wrapped__(every) == plain_fold(every)
    for text in [*SAMPLES, "北京市朝阳区", "Ñandú Şişli", "ﾃｽﾄ ｶﾀｶﾅ", "शबनिम इस्माइल"]:
        assert fold.__wrapped__(text) == plain_fold(text), text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_fold_of_any_text_is_as_before(text: str) -> None:
    assert fold.__wrapped__(text) == plain_fold(text)


def _run(output: Any) -> Any:
    return load_run(
        {
            "run_id": "r",
            "language": "en",
            "user": "u",
            "tools": [{"name": "search", "description": "Search"}],
            "calls": [{"id": "c0", "tool": "search", "arguments": {"q": "x"}, "output": output}],
            "response": "ok",
        }
    )


def test_a_recurring_string_is_a_leaf_at_each_place() -> None:
    rows = [{"status": "shipped 2 days ago", "at": "10:30"} for _ in range(3)]
    index = build_index(_run({"rows": rows}), [("r0", True)], language="en", now=None)
    shipped = [leaf for leaf in index.leaves if leaf.raw == "shipped 2 days ago"]
    assert [leaf.pointer for leaf in shipped] == [f"/rows/{n}/status" for n in range(3)]
    twos = [leaf for leaf in index.leaves if leaf.raw == "2"]
    assert [leaf.text for leaf in twos] == [leaf.id for leaf in shipped]
    assert len(index.strings("shipped 2 days ago")) == 3
    assert len(index.at_clock(10, 30)) == 3


def test_a_numeric_string_takes_its_keys_unit() -> None:
    index = build_index(
        _run({"a": {"distance_km": "12"}, "b": {"weight_kg": "12"}}),
        [("r0", True)],
        language="en",
        now=None,
    )
    units = [leaf.unit for leaf in index.leaves if leaf.raw == "12"]
    assert units == ["km", "kg"]


def test_derivations_reuse_operands_and_find_the_same() -> None:
    output = {"items": [{"amount": 120}, {"amount": 80}, {"amount": 45}], "fee": 7}
    run = _run(output)
    index = build_index(run, [("r0", True)], language="en", now=None)
    near = [Operand(Decimal(100), "100 (answer)")]
    asked = [Stated(Decimal(220)), Stated(Decimal(127)), Stated(Decimal(93)), Stated(Decimal(20))]
    once = Derivations(index)
    first = [once.find(s, near, near) for s in asked]
    again = [once.find(s, near, near) for s in asked]
    fresh = [Derivations(index).find(s, near, near) for s in asked]
    assert first == again == fresh
    assert first[1] is not None and "+" in first[1].how  # 120 + 7: an operand of the output


def test_a_month_of_a_year_is_found_and_nothing_without_a_year() -> None:
    assert [m[:2] for m in month_years("due in September 2025", "en")] == [(2025, 9)]
    assert [m[:2] for m in month_years("交付于2025年9月", "zh")] == [(2025, 9)]
    assert month_years("due in September", "en") == []
    assert month_years("13 June 2026", "en") == []


def test_number_ids_between_are_the_numbers_between() -> None:
    output = {"a": [5, 7, 7.5, -7, "7 days", 12, "3-9"], "b": {"x": 7, "y": "1,007"}}
    index = build_index(_run(output), [("r0", True)], language="en", now=None)
    for low, high in [
        (Decimal(7), Decimal(7)),
        (Decimal(0), Decimal(100)),
        (Decimal(8), Decimal(9)),
    ]:
        ids = index.number_ids_between(low, high)
        assert ids == [leaf.id for leaf in index.numbers_between(low, high)]
    assert len(index.number_ids_between(Decimal(7), Decimal(7))) == 4  # 7, -7, "7 days", 7
    assert index.number_ids_between(Decimal(13), Decimal(20)) == []


def test_all_whens_are_the_leaves_with_a_when_also_after_reading_texts() -> None:
    output = {
        "slots": ["09:30-10:30", "2024-05-10", "soon"],
        "note": "The parcel left on 3 May 2024 at 14:05 and should arrive within 2 days of it.",
        "at": "2024-05-11T08:00:00Z",
    }
    index = build_index(_run(output), [("r0", True)], language="en", now=None)
    assert list(index.all_whens()) == [leaf for leaf in index.leaves if leaf.when is not None]
    before = len(list(index.all_whens()))
    index.read_texts()
    whens = list(index.all_whens())
    assert whens == [leaf for leaf in index.leaves if leaf.when is not None]
    assert len(whens) > before  # the note's date and time
