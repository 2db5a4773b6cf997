"""Spanish voseo imperatives of -ar verbs whose stem ends in r ("esperá", "mirá",
"prepará") end like a synthetic future ("volverá"); they tell the user what to do and are no
prediction. Futures of the same verbs ("esperará", "mirará") stay predictions."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya import check
from nyaya.checks.language import words_for


@pytest.mark.parametrize(
    "text",
    [
        "Esperá dos días hábiles.",
        "Mirá el estado en la app.",
        "Prepará la factura.",
        "Cerrá la sesión.",
    ],
)
def test_an_imperative_is_no_future(text: str) -> None:
    assert words_for("es").stance["future"].search(text.lower()) is None


@pytest.mark.parametrize(
    "text",
    ["El técnico esperará tu llamada.", "El banco mirará el caso.", "La obra volverá a empezar."],
)
def test_the_future_of_the_same_verbs_stays_a_future(text: str) -> None:
    assert words_for("es").stance["future"].search(text.lower()) is not None


def run(response: str) -> dict[str, Any]:
    return {
        "run_id": "voseo-1",
        "language": "es",
        "user": "¿Ya salió mi reintegro de la prepaga?",
        "tools": [{"name": "claim_status", "description": "Estado de un reintegro"}],
        "calls": [
            {
                "id": "c1",
                "tool": "claim_status",
                "arguments": {"claim": "RZ-5521"},
                "output": {"claim": "RZ-5521", "status": "en revisión", "channel": "portal"},
            }
        ],
        "response": response,
    }


def test_an_answer_that_tells_the_user_what_to_do_holds_no_conclusion() -> None:
    report = check(
        run("Tu reintegro RZ-5521 está en revisión. Mirá el portal mañana y prepará el CBU.")
    )
    assert report.action == "emit"
    assert not [f for f in report.findings if "conclusion" in (f.reason or "")]


def test_a_flat_prediction_beside_it_is_still_one() -> None:
    report = check(
        run(
            "Tu reintegro está en revisión. Mirá el portal: el dinero llegará el viernes sin falta."
        )
    )
    assert any(f.type == "inference_as_fact" for f in report.findings)
