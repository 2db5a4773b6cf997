"""Cues from the lexicons: absence, hedges, reporting, comparison, failure, sources, tool use."""

from __future__ import annotations

import pytest

from nyaya.claims.cues import find_cues


def cue_kinds(text: str, language: str) -> set[tuple[str, str | None]]:
    found = find_cues(text, language)
    for c in found:
        assert text[c.start : c.end] == c.text
    return {(c.kind, c.category) for c in found}


@pytest.mark.parametrize(
    ("text", "language", "kind"),
    [
        ("The search returned no results.", "en", "absence"),
        ("No encontré ningún correo.", "es", "absence"),
        ("कोई नया ईमेल नहीं मिला।", "hi", "absence"),
        ("没有找到相关邮件。", "zh", "absence"),
        ("It seems the flight is late.", "en", "hedge"),
        ("Parece que el vuelo se retrasó.", "es", "hedge"),
        ("लगता है उड़ान देर से है।", "hi", "hedge"),
        ("航班似乎晚点了。", "zh", "hedge"),
        ("The report says revenue grew.", "en", "reporting"),
        ("Según el informe, creció.", "es", "reporting"),
        ("रिपोर्ट के अनुसार बढ़ा।", "hi", "reporting"),
        ("数据显示收入增长。", "zh", "reporting"),
        ("This is similar to last year.", "en", "comparison"),
        ("Es similar a lo del año pasado.", "es", "comparison"),
        ("यह पिछले साल की तरह है।", "hi", "comparison"),
        ("这和去年类似。", "zh", "comparison"),
        ("The search failed and I couldn't reach the server.", "en", "failure"),
        ("No pude acceder al servidor.", "es", "failure"),
        ("सर्वर से कनेक्ट नहीं हो सका।", "hi", "failure"),
        ("无法连接服务器。", "zh", "failure"),
        ("It is not ready.", "en", "negation"),
    ],
)
def test_cue_per_language(text: str, language: str, kind: str) -> None:
    assert kind in {k for k, _ in cue_kinds(text, language)}


@pytest.mark.parametrize(
    ("text", "language", "category"),
    [
        ("I checked your calendar.", "en", "calendar"),
        ("I searched the web for it.", "en", "web_search"),
        ("Busqué en la web y revisé tus correos.", "es", "web_search"),
        ("Revisé tus correos.", "es", "email"),
        ("मैंने ईमेल देखे।", "hi", "email"),
        ("मैंने आपका कैलेंडर चेक किया।", "hi", "calendar"),
        ("我查看了日历。", "zh", "calendar"),
        ("我查看了你的订单。", "zh", "orders"),
        ("I looked up the weather forecast.", "en", "weather"),
    ],
)
def test_tool_use_has_a_category(text: str, language: str, category: str) -> None:
    assert ("tool_use", category) in cue_kinds(text, language)


def test_named_sources_have_a_category() -> None:
    assert ("source", "news") in cue_kinds("According to Reuters, it rose.", "en")
    assert ("source", "reference") in cue_kinds("Según Wikipedia, es así.", "es")
    assert ("source", "news") in cue_kinds("据新华社报道，利率上升。", "zh")


def test_cues_stop_at_sentence_ends() -> None:
    assert not any(k == "tool_use" for k, _ in cue_kinds("I checked. Calendar is a word.", "en"))
