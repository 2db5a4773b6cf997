"""Classes from the inf15 round, in domains of our own: an intent stated flatly ("the
courier skipped the stop on purpose", "故意") is a cause an output must give; a cause owed
to something ("is down to", "es culpa de") is a cause named outright; a hedge in a clause
drawn from a prediction ("so that's probably ...") covers only that clause, and a past
refusal does not ground an approval foretold; a verdict drawn from evidence ("this reading
confirms that ...", "证明了") is weighed on what it concludes. Every example is written for
these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- an intent stated flatly ------------------------------------------------------------

PARCEL = (
    "get_delivery_attempts",
    {"parcel": "QX-5521"},
    {
        "parcel": "QX-5521",
        "status": "awaiting_redelivery",
        "attempts": [
            {"date": "2026-03-02", "result": "no_access"},
            {"date": "2026-03-04", "result": "no_access"},
        ],
        "courier_last_scan": "2026-03-04",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Two attempts failed with no access. The courier is skipping your street on purpose.",
            "en",
        ),
        (
            "Hubo dos intentos sin acceso. El repartidor se salta tu calle adrede para no subir.",
            "es",
        ),
        ("दो बार पहुँच नहीं मिली। कूरियर जानबूझकर आपकी गली छोड़ रहा है।", "hi"),
        ("两次派送都没能进门。快递员这是故意绕开你家那条街。", "zh"),
    ],
)
def test_an_intent_stated_flatly_needs_an_output_that_gives_it(answer, language):
    report = checked(answer, PARCEL, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Two attempts failed with no access. Maybe the courier is skipping the street on "
            "purpose, but nothing on file says so.",
            "en",
        ),
        ("Hubo dos intentos sin acceso. Quizá el repartidor lo hace adrede, no lo sabemos.", "es"),
        ("两次派送都没能进门。也许快递员是故意的，但记录里看不出来。", "zh"),
    ],
)
def test_an_intent_guessed_is_a_guess(answer, language):
    report = checked(answer, PARCEL, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


RETURN = (
    "get_return_case",
    {"case": "RT-771"},
    {
        "case": "RT-771",
        "status": "refused",
        "inspection_note": "Seal cut deliberately before return; item not in resale condition.",
    },
)


def test_an_intent_an_output_gives_holds():
    answer = "The return RT-771 was refused: the inspection found the seal was cut deliberately."
    report = checked(answer, RETURN)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_the_agents_own_intent_is_no_inference():
    answer = "I deliberately left the parcel QX-5521 on hold so it is not sent back."
    report = checked(answer, PARCEL)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a cause owed to something ------------------------------------------------------------

GREENHOUSE = (
    "get_greenhouse_log",
    {"house": "GH-2"},
    {
        "house": "GH-2",
        "yield_kg_week": [42, 37, 31],
        "intake": {"grower_comment": "Switched to a new seed supplier this season."},
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Yield fell from 42 to 31 kg, and the fall was down to the new seed supplier.", "en"),
        (
            "La cosecha bajó de 42 a 31 kg, y la caída es culpa del nuevo proveedor de semillas.",
            "es",
        ),
    ],
)
def test_a_cause_owed_to_something_is_a_cause_named_outright(answer, language):
    report = checked(answer, GREENHOUSE, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_level_reached_is_no_cause():
    answer = "Weekly yield is down to 31 kg, from 42 kg three weeks ago."
    report = checked(answer, GREENHOUSE)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a hedge drawn from a prediction; a refusal does not ground an approval -----------------

PERMIT = (
    "get_permit_application",
    {"application": "BP-3090"},
    {
        "application": "BP-3090",
        "status": "rejected",
        "decision_date": "2026-01-19",
        "council_note": "Applicant may resubmit with a revised drainage plan.",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The council will approve it if you resubmit with a new drainage plan, so that is "
            "probably the fastest way forward.",
            "en",
        ),
    ],
)
def test_an_approval_foretold_after_a_refusal_is_stated_as_fact(answer, language):
    report = checked(answer, PERMIT, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "The council may approve it if you resubmit with a revised drainage plan, so that is "
        "probably the fastest way forward.",
        "You can resubmit with a revised drainage plan, so that is probably the fastest way "
        "forward.",
    ],
)
def test_a_hedged_approval_or_a_hedged_route_stays_hedged(answer):
    report = checked(answer, PERMIT)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a verdict drawn from evidence ---------------------------------------------------------

BOILER = (
    "get_service_reading",
    {"unit": "BL-12"},
    {
        "unit": "BL-12",
        "pressure_bar": 1.4,
        "reference": "A pressure between 1 and 2 bar is within range; recheck after 7 days.",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The pressure is 1.4 bar, within range, and this reading confirms that the leak "
            "repair has held for good.",
            "en",
        ),
        (
            "La presión es de 1,4 bar, dentro del rango, y esta lectura demuestra que la "
            "reparación de la fuga aguantó.",
            "es",
        ),
        ("压力是1.4巴，在正常范围内，这个读数证明了漏水维修已经彻底成功。", "zh"),
    ],
)
def test_a_verdict_drawn_from_evidence_needs_an_output_that_says_it(answer, language):
    report = checked(answer, BOILER, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "The reading confirms that the pressure is 1.4 bar, which is within range.",
        "The pressure is 1.4 bar; the reference confirms that between 1 and 2 bar is within range.",
    ],
)
def test_a_verdict_an_output_states_holds(answer):
    report = checked(answer, BOILER)
    assert "inference_as_fact" not in kinds(report), show(report)
