"""Value class (session 27): midnight is the end of the day an output writes as 23:59:59.

"valid until 31 May at midnight", "晚上12点", "a las 12 de la noche", "रात 12 बजे" beside
``expires_at: 2031-05-31T23:59:59``: the same instant, written the way people say it. Another
hour that night is still held to the field. Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

QUOTE = (
    "get_quote",
    {"quote": "RQ-310"},
    {"quote": "RQ-310", "price": 1280, "expires_at": "2031-05-31T23:59:59+08:00"},
)
SAID = {
    "en": "Quote RQ-310 is 1,280 and is valid until 31 May 2031 at {t}.",
    "es": "El presupuesto RQ-310 es de 1.280 y vale hasta el 31 de mayo de 2031 a las {t}.",
    "hi": "कोटेशन RQ-310 1,280 का है और 31 मई 2031 को {t} तक मान्य है।",
    "zh": "报价单RQ-310是1280元，有效期到2031年5月31日{t}。",
}
MIDNIGHT = {"en": "midnight", "es": "12 de la noche", "hi": "रात 12 बजे", "zh": "晚上12点"}
ELEVEN = {"en": "11 pm", "es": "11 de la noche", "hi": "रात 11 बजे", "zh": "晚上11点"}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_midnight_is_the_end_of_the_day(lang: str) -> None:
    report = checked(SAID[lang].format(t=MIDNIGHT[lang]), QUOTE, language=lang)
    assert "fact_mismatch" not in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(SAID))
def test_another_hour_of_that_night_is_still_held_to_the_field(lang: str) -> None:
    report = checked(SAID[lang].format(t=ELEVEN[lang]), QUOTE, language=lang)
    assert "fact_mismatch" in kinds(report), show(report)
