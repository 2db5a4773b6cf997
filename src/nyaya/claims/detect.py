"""Guess an answer's language from its script and its most frequent words.

Devanagari means Hindi and Han means Chinese (by share of letters, so a few
English tool names in Chinese text do not matter). Latin text is scored against
each lexicon's ``detect.markers``; romanised Hindi (Hinglish) is recognised the
same way. Cheap enough to run on every answer: two regex scans of at most 4,000
characters.
"""

from __future__ import annotations

from functools import cache

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, detect_markers

__all__ = ["detect_language"]

_SAMPLE = 4000
_WORD_SAMPLE = 600
_LATIN_WORD = regex_cache.compile(r"[a-záéíóúüñ]+")
_SPANISH_MARKS = regex_cache.compile("[ñáéíóú¿¡ÑÁÉÍÓÚ]")
_DEVA = regex_cache.compile(r"[\u0900-\u097F]")
_HAN = regex_cache.compile(r"[\u3400-\u4DBF\u4E00-\u9FFF]")


@cache
def _markers() -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for lang in available():
        words = detect_markers(lang)
        if words:
            out[lang] = frozenset(words)
    return out


def detect_language(text: str) -> str:
    """The lexicon language ``text`` is most likely written in ("en" when unsure)."""
    sample = text[:_SAMPLE] if isinstance(text, str) else ""
    deva = len(_DEVA.findall(sample))
    han = len(_HAN.findall(sample))
    # Only the proportions matter: everything that is not Devanagari or Han counts as Latin.
    latin = (len(sample) - deva - han) * 3 // 4
    letters = deva + han + latin
    if not letters:
        return "en"
    # Han characters carry a word each, so they weigh more than Latin letters.
    if han * 3 >= letters * 0.5 or han * 4 > latin:
        return "zh"
    if deva >= letters * 0.3 or deva > latin:
        return "hi"
    words = _LATIN_WORD.findall(sample[:_WORD_SAMPLE].lower())
    if not words:
        return "hi" if deva else "en"
    scores = {lang: len(m.intersection(words)) for lang, m in _markers().items()}
    if _SPANISH_MARKS.search(sample):
        scores["es"] = scores.get("es", 0) + 2
    best = max(scores, key=lambda k: (scores[k], k == "en"))
    if deva and best == "en":
        return "hi"
    return best if scores[best] > 0 else "en"
