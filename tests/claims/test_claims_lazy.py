"""Patterns compile on first use: what a text finds never depends on what came before."""

from __future__ import annotations

from datetime import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.claims import extract, warm
from nyaya.claims.detect import detect_language
from nyaya.claims.lexicons import available, detect_markers, load
from nyaya.claims.mentions import find_mentions
from nyaya.claims.phrases import PhraseIndex, lowered

TABLES = {
    "absence": ["no results", "nothing", "no emails", "none found", "couldn't find"],
    "hedge": ["may", "might be", "possibly", "no doubt"],
    "source": ["according to", "according to the report", "per"],
    "han": ["没有找到", "可能"],
}
WORDS = [p for phrases in TABLES.values() for p in phrases] + ["the", "mail", "report", ","]


def test_every_shipped_lexicon_gives_the_same_markers_read_alone() -> None:
    for language in available():
        assert detect_markers(language) == load(language).detect_markers


def test_detection_reads_markers_only() -> None:
    assert detect_language("Hay dos correos de Ana y no tienes nada más.") == "es"
    assert detect_language("Maine aapke liye koi mail nahi dekha.") == "hi"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join), max_size=4))
def test_a_lazy_index_finds_what_a_fully_compiled_one_finds(texts: list[str]) -> None:
    lazy = PhraseIndex(TABLES)
    full = PhraseIndex(TABLES)
    full.compile_all()
    for text in texts:
        low = lowered(text)
        # A fresh index per text too: earlier texts' compiled words change nothing.
        assert lazy.find(low) == full.find(low) == PhraseIndex(TABLES).find(low)


def test_warm_changes_no_reading() -> None:
    now = datetime(2026, 3, 4, 9, 30)
    texts = {
        "en": "Friday, May 29 at 3pm: 2 emails from www.example.com, none from Bob.",
        "es": "El 3 de marzo a las 10 de la mañana llegaron tres correos.",
        "hi": "कल शाम 5 बजे आपके पास दो ईमेल आए।",
        "zh": "下周二下午3点有两封邮件。",
    }
    cold = {
        k: (extract(t, language=k, now=now), find_mentions(t, k, now=now)) for k, t in texts.items()
    }
    warm()
    hot = {
        k: (extract(t, language=k, now=now), find_mentions(t, k, now=now)) for k, t in texts.items()
    }
    assert hot == cold
    assert any(m.kind == "date" for m in cold["en"][1])
