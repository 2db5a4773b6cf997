"""extract(): claims, mentions, cues and pramana per language, and the never-raises contract."""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.claims import Claim, extract
from nyaya.claims.pipeline import extract_strict
from nyaya.run import Run

NOW = datetime(2026, 3, 4, 9, 30)  # a Wednesday


def only(text: str, **kwargs: object) -> Claim:
    claims = extract(text, **kwargs).claims  # type: ignore[arg-type]
    assert len(claims) == 1, [c.text for c in claims]
    return claims[0]


def numbers(claim: Claim) -> list[tuple[Decimal, str | None]]:
    return [(m.value, m.unit) for m in claim.mentions_of("number")]


def email_run(n: int) -> Run:
    return Run(
        run_id="r1",
        calls=[
            {
                "id": "call_1",
                "tool": "email_search",
                "output": [{"from": "Alice Chen", "subject": f"Report {i}"} for i in range(n)],
            }
        ],
    )


def test_ids_are_in_order_and_offsets_index_the_original() -> None:
    text = "Hi!  You have **3 emails**.\n\n- Alice sent 2\n- Bob sent 1\n"
    ex = extract(text, language="en")
    assert [c.id for c in ex.claims] == [f"c{i}" for i in range(1, len(ex.claims) + 1)]
    for c in ex.claims:
        assert text[c.start : c.end] == c.text
        for m in c.mentions:
            assert text[m.start : m.end] == m.text
            assert c.start <= m.start <= m.end <= c.end
    assert [c.text for c in ex.claims] == [
        "Hi!",
        "You have **3 emails**.",
        "Alice sent 2",
        "Bob sent 1",
    ]


def test_english_claims_and_pramana() -> None:
    text = (
        "I checked your inbox: you have 3 new emails from Alice. "
        "Alice probably wants the budget by Friday. "
        "According to Reuters, rates rose 0.25%. "
        "There are no meetings tomorrow. "
        "This quarter looks similar to last year's Q3. "
        "Have a nice day."
    )
    claims = extract(text, now=NOW).claims
    assert [c.pramana for c in claims] == [
        "pratyaksa",
        "anumana",
        "sabda",
        "abhava",
        "upamana",
        "ungrounded",
    ]
    first = claims[0]
    assert numbers(first) == [(3, "emails")]
    (tool,) = [c for c in first.cues if c.kind == "tool_use"]
    assert tool.category == "email"
    assert first.text[tool.start - first.start : tool.end - first.start] == tool.text
    assert claims[1].mentions_of("date")[0].value == date(2026, 3, 6)
    assert claims[3].mentions_of("date")[0].value == date(2026, 3, 5)
    assert [c.category for c in claims[2].cues if c.kind == "source"] == ["news"]


def test_several_facts_in_one_sentence_become_clauses() -> None:
    ex = extract("You have 3 emails from Alice and 2 from Bob.", language="en")
    assert [c.text for c in ex.claims] == ["You have 3 emails from Alice", "2 from Bob."]
    assert numbers(ex.claims[1]) == [(2, "emails")]  # the unit carries over to the elliptic clause


def test_names_joined_by_and_stay_one_claim() -> None:
    ex = extract("Alice and Bob sent 3 emails.", language="en")
    assert len(ex.claims) == 1


def test_spanish() -> None:
    text = (
        "Revisé tu correo: tienes tres correos nuevos de Juan Pérez. "
        "Parece que Juan quiere el presupuesto el lunes que viene. "
        "Según el informe, la factura es de 1.234,5 pesos. "
        "No hay reuniones mañana."
    )
    claims = extract(text, now=NOW).claims
    assert extract(text).language == "es"
    assert [c.pramana for c in claims] == ["pratyaksa", "anumana", "sabda", "abhava"]
    assert numbers(claims[0]) == [(3, "correos")]
    assert claims[0].mentions_of("entity")[0].value == "Juan Pérez"
    assert claims[1].mentions_of("date")[0].value == date(2026, 3, 9)
    (money,) = claims[2].mentions_of("money")
    assert (money.value, money.unit) == (Decimal("1234.5"), "MXN")
    assert claims[3].mentions_of("date")[0].value == date(2026, 3, 5)


def test_spanish_morning_is_not_tomorrow() -> None:
    claim = only("La reunión es por la mañana.", language="es", now=NOW)
    assert claim.mentions_of("date") == ()


def test_hindi() -> None:
    text = (
        "मैंने आपके ईमेल देखे: आपके पास तीन नए ईमेल हैं। "
        "शायद राहुल बजट शुक्रवार तक चाहते हैं। "
        "कल कोई मीटिंग नहीं थी। "
        "बिल ₹1,20,000 का है।"
    )
    ex = extract(text, now=NOW)
    assert ex.language == "hi"
    claims = ex.claims
    assert [c.pramana for c in claims] == ["pratyaksa", "anumana", "abhava", "pratyaksa"]
    assert numbers(claims[0]) == [(3, "ईमेल")]
    assert {c.category for c in claims[0].cues if c.kind == "tool_use"} == {"email"}
    assert claims[2].mentions_of("date")[0].value == date(2026, 3, 3)  # कल + past tense
    (money,) = claims[3].mentions_of("money")
    assert (money.value, money.unit) == (120000, "INR")


def test_hindi_tomorrow_in_the_future_tense() -> None:
    claim = only("कल मीटिंग होगी।", language="hi", now=NOW)
    assert claim.mentions_of("date")[0].value == date(2026, 3, 5)


def test_code_mixed_hindi_english() -> None:
    ex = extract("Maine aapka inbox check kiya, koi email nahi mila.")
    assert ex.language == "hi"
    (claim,) = ex.claims
    assert claim.pramana == "abhava"
    assert any(c.kind == "tool_use" and c.category == "email" for c in claim.cues)
    mixed = only("मैंने आपका calendar check किया, 3 meetings हैं।", language="hi")
    assert numbers(mixed) == [(3, "meetings")]
    assert any(c.kind == "tool_use" and c.category == "calendar" for c in mixed.cues)


def test_chinese_without_spaces() -> None:
    text = (
        "我查看了你的日历：你有三个会议。张伟似乎想在下周一前拿到预算。"
        "据路透社报道，利率上升了0.25%。明天没有会议。发票总额为1.2万元。"
    )
    ex = extract(text, now=NOW)
    assert ex.language == "zh"
    claims = ex.claims
    assert [c.pramana for c in claims] == ["pratyaksa", "anumana", "sabda", "abhava", "pratyaksa"]
    assert numbers(claims[0]) == [(3, "会议")]
    assert [c.category for c in claims[0].cues if c.kind == "tool_use"] == ["calendar"]
    assert claims[1].mentions_of("date")[0].value == date(2026, 3, 9)
    (money,) = claims[4].mentions_of("money")
    assert (money.value, money.unit) == (12000, "CNY")


def test_numbers_written_differently_from_the_tool_output_still_match_it() -> None:
    run = Run(
        run_id="r",
        calls=[{"id": "call_9", "tool": "invoices", "output": {"total": 1200, "currency": "USD"}}],
    )
    for written in ("1,200", "1200", "1.2k", "twelve hundred", "$1,200.00"):
        claim = only(f"The total is {written}.", language="en", run=run)
        assert claim.mentions[0].value == 1200, written
        assert claim.pramana == "pratyaksa"


def test_values_and_names_from_the_run_make_pratyaksa() -> None:
    claim = only("你有3封来自Alice Chen的邮件。", run=email_run(3))
    assert claim.pramana == "pratyaksa"
    assert any(m.kind == "entity" and m.value == "Alice Chen" for m in claim.mentions)


def test_call_ids_of_the_run_are_call_refs() -> None:
    run = Run(run_id="r", calls=[{"id": "abc9", "tool": "t", "output": "ok"}])
    claim = only("See abc9, toolu_01XYZ for details.", language="en", run=run)
    assert [m.value for m in claim.mentions_of("call_ref")] == ["abc9", "toolu_01XYZ"]


def test_zero_count_is_absence() -> None:
    assert only("You have 0 new emails.", language="en").pramana == "abhava"


def test_honest_failure_report() -> None:
    claim = only("The search failed, so I couldn't reach the flights database.", language="en")
    assert claim.has_cue("failure")


def test_relative_dates_need_a_time() -> None:
    assert only("The parcel arrives tomorrow.", language="en").mentions_of("date") == ()
    run = Run(run_id="r", created_at=datetime(2026, 1, 31, 12))
    claim = only("The parcel arrives tomorrow.", language="en", run=run)
    assert claim.mentions_of("date")[0].value == date(2026, 2, 1)


def test_times_and_absolute_dates() -> None:
    claim = only("Meeting on 2026-03-05 at 3:30 pm, or 5 March 2026 at 15:00.", language="en")
    assert [m.value for m in claim.mentions_of("date")] == [date(2026, 3, 5), date(2026, 3, 5)]
    assert [m.value for m in claim.mentions_of("time")] == [time(15, 30), time(15, 0)]


def test_markdown_table_links_and_bold_keep_offsets() -> None:
    text = (
        "| Sender | Emails |\n|---|---|\n| **Alice** | 3 |\n\n"
        "See [the report](https://example.com/r?id=1).\n```\nignored 42\n```\n## Heading\n"
    )
    ex = extract(text, language="en")
    texts = [c.text for c in ex.claims]
    assert "**Alice** | 3" in texts
    assert not any("ignored" in t or "Heading" in t for t in texts)
    link = next(c for c in ex.claims if "report" in c.text)
    assert link.pramana == "sabda"
    assert link.mentions_of("url")[0].value == "https://example.com/r?id=1"


def test_empty_and_whitespace_answers() -> None:
    for text in ("", "   \n\t", "---", "**", "```\n```"):
        assert extract(text).claims == ()


def test_bad_answer_type_is_bad_input() -> None:
    import pytest

    from nyaya.errors import BadInput

    with pytest.raises(BadInput, match="answer"):
        extract(None)  # type: ignore[arg-type]


def test_large_input_is_linear_enough() -> None:
    text = "Alice sent 3 emails on March 5. " * 20_000  # ~640 KB
    ex = extract(text, language="en")
    assert len(ex.claims) == 20_000
    last = ex.claims[-1]
    assert text[last.start : last.end] == last.text


_ALPHABET = st.sampled_from(
    [
        *"abcXYZ 019.,!?;:-*#|[]()`'\"\n\t%$₹€¥@_/",
        *("。", "，", "！", "।", "॥", "三", "万", "一", "两", "तीन", "कल", "नहीं", "ñ", "é"),
        *("\u200b", "\x00", "\x1b", "\ud800", "🙂", "١", "१", "**"),
        *("---VERIFICATION---", "---END VERIFICATION---", "no results", "probably"),
        *("call_1", "https://x.y/z", "a@b.co", "March 5", "mañana", "明天"),
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(_ALPHABET, max_size=60).map("".join) | st.text(max_size=200),
    st.sampled_from([None, "en", "es", "hi", "zh", "fr"]),
)
def test_never_raises_and_offsets_are_valid(text: str, language: str | None) -> None:
    ex = extract_strict(text, language=language, now=NOW)
    assert ex.language in ("en", "es", "hi", "zh")
    previous_end = -1
    for i, claim in enumerate(ex.claims, 1):
        assert claim.id == f"c{i}"
        assert text[claim.start : claim.end] == claim.text
        assert claim.start >= previous_end
        previous_end = claim.end
        for item in (*claim.mentions, *claim.cues):
            assert text[item.start : item.end] == item.text
    assert 0 <= ex.body_end <= len(text)
