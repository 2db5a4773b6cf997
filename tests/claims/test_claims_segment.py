"""Segmentation: sentences, list items, tables and clauses, with offsets into the original."""

from __future__ import annotations

from nyaya.claims.segment import MAX_SENTENCE, clause_cuts, sentences


def texts(text: str, language: str = "en") -> list[str]:
    return [text[s:e] for s, e in sentences(text, language)]


def test_sentence_ends_in_four_scripts() -> None:
    assert texts("One. Two! Three? Four") == ["One.", "Two!", "Three?", "Four"]
    assert texts("你好。你有三封邮件！真的吗？", "zh") == ["你好。", "你有三封邮件！", "真的吗？"]
    assert texts("आपके पास तीन ईमेल हैं। ठीक है", "hi") == ["आपके पास तीन ईमेल हैं।", "ठीक है"]


def test_abbreviations_decimals_and_urls_do_not_end_a_sentence() -> None:
    text = "Dr. Smith paid $1.5 e.g. for https://x.com/a?b=1. Next one."
    assert texts(text) == ["Dr. Smith paid $1.5 e.g. for https://x.com/a?b=1.", "Next one."]


def test_lists_tables_code_and_headings() -> None:
    text = (
        "# Summary\n- first item\n* second item\n1. third item\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n```\ncode.\n```\n> quoted line\n---\n"
    )
    assert texts(text) == [
        "first item",
        "second item",
        "third item",
        "a | b",
        "1 | 2",
        "quoted line",
    ]


def test_skip_spans_are_left_out() -> None:
    text = "Keep this. Drop this. Keep that."
    spans = sentences(text, "en", [(11, 21)])
    assert [text[s:e] for s, e in spans] == ["Keep this.", "Keep that."]


def test_clauses_only_when_each_part_is_checkable() -> None:
    text = "You have 3 emails and 2 meetings, but nothing else."
    span = (0, len(text))
    checkable = [(9, 10), (22, 23)]
    cuts = clause_cuts(text, span, "en", checkable)
    assert [text[s:e] for s, e in cuts] == ["You have 3 emails", "2 meetings, but nothing else."]
    assert clause_cuts(text, span, "en", [(9, 10)]) == [span]


def test_a_line_of_thousands_of_words_without_a_stop_is_cut_into_bounded_sentences() -> None:
    text = " ".join(["5 emails from Alice on May 3rd"] * 2_000)  # 62,000 characters
    spans = sentences(text, "en")
    assert len(spans) > 1
    assert all(e - s <= MAX_SENTENCE for s, e in spans)
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    # every word is in some sentence: the cuts fall on spaces
    assert sum(len(text[s:e].split()) for s, e in spans) == len(text.split())


def test_a_sentence_of_ordinary_length_is_not_cut() -> None:
    text = "Alice sent " + ", ".join(f"report {i}" for i in range(60)) + "."
    assert len(text) < MAX_SENTENCE
    assert sentences(text, "en") == [(0, len(text))]
