"""Inference class (session 27): a prediction an output's own sentence makes.

"Your courier will phone you from 020 7946 0018 shortly before arriving" beside a note "The
courier will call from 020 7946 0018 about ten minutes before arrival": the figure the
prediction gives is read inside an output sentence that itself foretells, so the output said
what will happen and the answer passes it on. The same figure in a sentence that foretells
nothing ("Courier contact: ...") grounds no prediction. Each example is written for these
tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

FORETOLD = {
    "en": "The courier will call from 020 7946 0018 about ten minutes before arrival.",
    "es": "El repartidor llamará desde el 020 7946 0018 unos diez minutos antes de llegar.",
}
PLAIN = {
    "en": "Courier contact: 020 7946 0018. Vehicle: white van.",
    "es": "Contacto del repartidor: 020 7946 0018. Vehículo: furgoneta blanca.",
}
ANSWER = {
    "en": "Your parcel RT-4471 is out for delivery. The driver will phone you from "
    "020 7946 0018 shortly before getting to you.",
    "es": "Tu paquete RT-4471 está en reparto. El conductor te telefoneará desde el "
    "020 7946 0018 poco antes de llegar.",
}


def _tracking(note: str) -> tuple[str, dict[str, str], dict[str, str]]:
    return (
        "track_parcel",
        {"parcel": "RT-4471"},
        {"parcel": "RT-4471", "status": "out_for_delivery", "note": note},
    )


@pytest.mark.parametrize("lang", sorted(ANSWER))
def test_a_prediction_an_output_sentence_makes_is_passed_on(lang: str) -> None:
    report = checked(ANSWER[lang], _tracking(FORETOLD[lang]), language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_the_figure_in_a_sentence_that_foretells_nothing_grounds_no_prediction() -> None:
    # (Spanish: in English the contact line's words already weigh as support)
    lang = "es"
    report = checked(ANSWER[lang], _tracking(PLAIN[lang]), language=lang)
    assert "inference_as_fact" in kinds(report), show(report)
