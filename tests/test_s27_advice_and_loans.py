"""Two classes of session 27, each example written for these tests.

- Advice said as a verdict's mood ("it will be better to...", "será mejor que...", "बेहतर होगा
  कि...") is the agent's counsel: it foretells no outcome, so it is no prediction stated as
  fact; a prediction in a sentence of its own beside it still is (English: Hindi and Spanish
  flat predictions with a date are a known gap).
- A Hindi word is no English loanword of a key by a two-consonant skeleton it ends in "s" for
  ("सदस्य", member, and ``seeded``): a count of all members is not pinned to the seeded ones.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

PERMIT = (
    "get_permit",
    {"permit": "PK-208"},
    {"permit": "PK-208", "zone": "B", "status": "active", "expires": "2031-10-31"},
)
ADVICE = {
    "en": "Your zone B permit PK-208 is active until 31 October 2031. It will be better to "
    "renew it a week ahead so the new sticker arrives in time.",
    "es": "Tu permiso PK-208 de la zona B sigue vigente hasta el 31 de octubre de 2031. Será mejor "
    "que lo renueves una semana antes.",
    "hi": "आपका ज़ोन B परमिट PK-208 31 अक्टूबर 2031 तक सक्रिय है। बेहतर होगा कि आप इसे एक हफ़्ता "
    "पहले रिन्यू करा लें।",
}
FORETOLD = {
    "en": " The new sticker will reach you by 3 November.",
}


@pytest.mark.parametrize("lang", sorted(ADVICE))
def test_advice_in_the_mood_of_a_verdict_foretells_nothing(lang: str) -> None:
    report = checked(ADVICE[lang], PERMIT, language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(FORETOLD))
def test_advice_hedges_no_prediction_beside_it(lang: str) -> None:
    report = checked(ADVICE[lang] + FORETOLD[lang], PERMIT, language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


HOUSEHOLD = (
    "get_household",
    {"card": "RC-5521"},
    {
        "card": "RC-5521",
        "members": [
            {"name": "Meena", "seeded": True},
            {"name": "Arjun", "seeded": True},
            {"name": "Tara", "seeded": False},
            {"name": "Dev", "seeded": True},
        ],
    },
)


def test_a_native_word_is_no_loanword_of_a_short_key() -> None:
    report = checked("कार्ड RC-5521 में 4 सदस्य दर्ज हैं।", HOUSEHOLD, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)
