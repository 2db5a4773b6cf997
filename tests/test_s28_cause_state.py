"""A cause that puts a thing the outputs name in a state none of them gives (session 28;
examples written for these tests): "it was declined because your card has expired" beside
a decline whose only reason is "do not honor" is a cause stated as fact; the same cause
beside a card whose status is expired is the output's own."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

CAUSES = {
    "en": "Your payment of $60.00 was declined because the card ending in 2208 has expired.",
    "es": "Tu pago de 60,00 $ fue rechazado porque la tarjeta terminada en 2208 está caducada.",
    "hi": "आपका $60.00 का भुगतान अस्वीकार हुआ क्योंकि 2208 पर ख़त्म होने वाला कार्ड एक्सपायर हो गया है।",
    "zh": "您这笔 60.00 美元的付款被拒，因为尾号 2208 的卡已过期。",
}


def payment(card_status: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_payment",
        {"payment": "PM-71"},
        {
            "payment": "PM-71",
            "amount_cents": 6000,
            "result": "declined",
            "processor_response": "05 - Do not honor",
            "card": {"last4": "2208", "status": card_status},
        },
    )


@pytest.mark.parametrize("lang", sorted(CAUSES))
def test_a_cause_in_a_state_no_output_gives_is_inferred(lang: str) -> None:
    report = checked(CAUSES[lang], payment("valid"), language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(CAUSES))
def test_a_cause_in_the_state_an_output_gives_is_not(lang: str) -> None:
    report = checked(CAUSES[lang], payment("expired"), language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)
