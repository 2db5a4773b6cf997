"""Stance class (session 27): an error gives its own cause.

A call that failed is the effect; the message it failed with is the reason the system gave.
An answer that names that reason as the cause ("the reason is ...", "原因是...") restates
the error, and is no cause of the agent's own making. A cause the error does not give is
still the agent's inference stated as fact, and so is the same cause named beside a call
that succeeded (nothing there speaks of a cause).

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

ARGS = {"order": "WK-5521", "carrier": "parcelnet"}
MESSAGE = {
    "en": "The recipient's phone number is missing. Add it and try again.",
    "es": "Falta el teléfono del destinatario. Añádalo e inténtelo de nuevo.",
    "zh": "缺少收件人电话，请补充后重试。",
}
RESTATED = {
    "en": "The label for WK-5521 was not created. The reason is that the recipient's phone "
    "number is missing; once you add it, I can try again.",
    "es": "La etiqueta de WK-5521 no se creó. El motivo es que falta el teléfono del "
    "destinatario; cuando lo añada, lo intento de nuevo.",
    "zh": "WK-5521的面单没有生成。原因是缺少收件人电话，补充后我可以再试一次。",
}
INVENTED = {
    "en": "The label for WK-5521 was not created. The reason is that the carrier's depot is "
    "closed for the holiday.",
    "es": "La etiqueta de WK-5521 no se creó. El motivo es que el almacén del transportista está "
    "cerrado por el festivo.",
    "zh": "WK-5521的面单没有生成。原因是快递公司的仓库节假日关门了。",
}


@pytest.mark.parametrize("lang", sorted(RESTATED))
def test_the_cause_an_error_message_gives_is_no_inference(lang: str) -> None:
    failed = ("create_label", ARGS, {"error": {"code": "PHONE_MISSING", "message": MESSAGE[lang]}})
    report = checked(RESTATED[lang], failed, language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(INVENTED))
def test_a_cause_the_error_does_not_give_is_still_flagged(lang: str) -> None:
    failed = ("create_label", ARGS, {"error": {"code": "PHONE_MISSING", "message": MESSAGE[lang]}})
    report = checked(INVENTED[lang], failed, language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


def test_the_same_words_in_a_call_that_succeeded_give_no_cause() -> None:
    # the label was made and a validator's note holds the words: nothing failed, nothing
    # there says why the label would not be made (Spanish, where "el motivo es que" names
    # the cause outright)
    lang = "es"
    done = ("create_label", ARGS, {"label_id": "LB-1", "status": "created", "note": MESSAGE[lang]})
    report = checked(RESTATED[lang], done, language=lang)
    assert "inference_as_fact" in kinds(report), show(report)
