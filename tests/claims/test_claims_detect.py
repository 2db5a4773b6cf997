"""Language detection: script first, then each lexicon's frequent words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.claims import detect_language


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("You have 3 emails from Alice.", "en"),
        ("Tienes tres correos de Alicia y una reunión mañana.", "es"),
        ("आपके पास तीन ईमेल हैं।", "hi"),
        ("你有三封邮件。", "zh"),
        ("我查了你的Gmail inbox，没有新邮件。", "zh"),
        ("koi email nahi mila, kal meeting hai", "hi"),
        ("मैंने आपका calendar check किया", "hi"),
        ("", "en"),
        ("12345 !!!", "en"),
    ],
)
def test_detect(text: str, language: str) -> None:
    assert detect_language(text) == language


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_detect_always_answers_a_lexicon_language(text: str) -> None:
    assert detect_language(text) in ("en", "es", "hi", "zh")
