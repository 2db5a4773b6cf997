"""Stance class (session 26): an expectation said as one ("is expected to arrive", "se espera
que llegue", "पहुँचने की उम्मीद है", "预计送达").

- it predicts nothing as fact: no inference_as_fact for the expected event;
- it qualifies its own clause only: a conclusion drawn from it in a clause of its own ("...,
  so you will make it in time") is still a prediction stated as fact;
- it is no guess about the value it gives: that value is the output's estimate, and a date
  the estimate field does not hold is held to it like any other.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

REPAIR = (
    "get_repair_status",
    {"ticket": "RP-4410"},
    {
        "ticket": "RP-4410",
        "device": "espresso machine",
        "status": "waiting_for_part",
        "part": "pump seal kit",
        "estimated_ready": "2031-09-18",
    },
)
TODAY = {
    "en": "Today is Monday, 15 September 2031.",
    "es": "Hoy es lunes 15 de septiembre de 2031.",
    "hi": "आज सोमवार, 15 सितंबर 2031 है।",
    "zh": "今天是2031年9月15日，星期一。",
}

REFUND = (
    "get_refund",
    {"id": "RF-77"},
    {
        "refund_id": "RF-77",
        "status": "processing",
        "amount": 86.0,
        "method": "original card",
        "note": "Card refunds take 3-5 business days.",
    },
)

EXPECTED = {
    "en": "Your refund of 86.00 is processing. It is expected to reach your card next week.",
    "es": "Tu reembolso de 86 está en proceso. Se espera que llegue a tu tarjeta la próxima "
    "semana.",
    "hi": "आपका 86 का रिफंड प्रोसेस में है। अगले हफ्ते तक कार्ड में आने की उम्मीद है।",
    "zh": "您的86元退款正在处理中，通常三到五个工作日退回原卡，预计下周到账。",
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_an_expected_event_is_no_prediction_stated_as_fact(lang: str) -> None:
    report = checked(EXPECTED[lang], REFUND, system=TODAY[lang], language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


FLAT = {
    "en": "Your refund of 86.00 is processing. It will reach your card next week.",
    "zh": "您的86元退款正在处理中，下周就会到账。",
}


@pytest.mark.parametrize("lang", sorted(FLAT))
def test_the_same_event_foretold_flatly_is_a_prediction(lang: str) -> None:
    report = checked(FLAT[lang], REFUND, system=TODAY[lang], language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


DRAWN = {
    "en": "It is expected to reach your card next week, so you will definitely have it "
    "before your trip.",
    "es": "Se espera que llegue a tu tarjeta la próxima semana, así que la tendrás seguro "
    "antes de tu viaje.",
}


@pytest.mark.parametrize("lang", sorted(DRAWN))
def test_a_conclusion_drawn_from_an_expectation_is_still_a_prediction(lang: str) -> None:
    report = checked(DRAWN[lang], REFUND, system=TODAY[lang], language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


ESTIMATED = {
    "en": "Your espresso machine is waiting for the pump seal kit; it is expected to be ready "
    "on Thursday, September 18.",
    "zh": "您的咖啡机正在等泵密封件，预计9月18日（周四）修好。",
}


@pytest.mark.parametrize("lang", sorted(ESTIMATED))
def test_an_expected_date_the_estimate_holds_passes(lang: str) -> None:
    report = checked(ESTIMATED[lang], REPAIR, system=TODAY[lang], language=lang)
    assert not kinds(report), show(report)


SLIPPED = {
    "en": "Your espresso machine is waiting for the pump seal kit; it is expected to be ready "
    "on Friday, September 19.",
    "hi": "आपकी espresso machine pump seal kit का इंतज़ार कर रही है; उम्मीद है कि शुक्रवार "
    "19 सितंबर तक यह ठीक हो जाएगी।",
    "zh": "您的咖啡机正在等泵密封件，预计9月19日（周五）修好。",
}


@pytest.mark.parametrize("lang", sorted(SLIPPED))
def test_an_expected_date_the_estimate_does_not_hold_is_held_to_it(lang: str) -> None:
    report = checked(SLIPPED[lang], REPAIR, system=TODAY[lang], language=lang)
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/estimated_ready"
