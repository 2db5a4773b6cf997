"""Classes from the inf12 round, in domains of our own: a hedge covers its own clause, not a
flat prediction joined after it; the Spanish synthetic future (-rá, -rán, -rás) is read by
its ending, and a consequence foretold in words no concept relates is weighed as written; an
outcome an output gives only under a condition (or the user's own account of the case) does
not support the same outcome foretold with none. Every example is written for these tests."""

from __future__ import annotations

import pytest

from nyaya.checks.language import words_for
from runkit import checked, kinds, show

# ---- a hedge covers its own clause --------------------------------------------------------

COURSE = (
    "get_course_progress",
    {"student": "S-7781"},
    {
        "student": "S-7781",
        "modules_done": 7,
        "modules_required": 10,
        "notes": "Each module counts once the quiz is marked.",
    },
)


def test_a_flat_prediction_after_a_hedged_clause_is_stated_as_fact():
    report = checked(
        "If each quiz is marked in time, your tenth module would be done in June, and the "
        "diploma will be mailed to your home then.",
        COURSE,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        # the prediction itself hedged
        "If each quiz is marked in time, your tenth module would be done in June, and the "
        "diploma might be mailed to your home then.",
        # a hedge opening the sentence covers all of it
        "Probably, your tenth module will be done in June, and the diploma will be mailed then.",
        # drawn from the hedged clause: as hedged as it
        "Your tenth module would probably be done in June, so the date turns on when it will"
        " be marked.",
    ],
)
def test_a_hedge_still_covers_what_it_governs(answer):
    report = checked(answer, COURSE, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- the Spanish synthetic future, by its ending -------------------------------------------


@pytest.mark.parametrize(
    ("text", "foretells"),
    [
        ("la caldera volverá a encenderse", True),
        ("te lo devolverán en la tarjeta", True),
        ("recibirás un aviso", True),
        ("habrá corte de agua", True),
        ("el buzón queda detrás del portal", False),
        ("se quedó atrás en la lista", False),
        ("ahora mismo no hay cola", False),
    ],
)
def test_the_spanish_future_is_read_by_its_ending(text, foretells):
    assert words_for("es").has("future", text) is foretells


PLUMBING = (
    "get_work_order",
    {"order": "OT-5512"},
    {
        "order": "OT-5512",
        "titulo": "Caldera sin encender en el portal B",
        "estado": "esperando_repuesto",
        "bitacora": [
            "Técnico revisa la caldera: falla el termopar.",
            "Repuesto pedido; el almacén no da fecha de envío.",
        ],
    },
)


def test_a_spanish_consequence_foretold_beyond_the_record_is_flagged():
    report = checked(
        "El técnico revisó la caldera: falla el termopar y el repuesto está pedido. El "
        "termopar estará aquí el lunes, así que la caldera volverá a encenderse antes del "
        "miércoles.",
        PLUMBING,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_spanish_report_of_the_record_passes():
    report = checked(
        "La caldera sigue sin encender: falla el termopar y el repuesto está pedido, pero el "
        "almacén todavía no da fecha de envío.",
        PLUMBING,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an outcome an output gives only under a condition --------------------------------------

CLAIMS_POLICY = (
    "get_policy",
    {"topic": "damaged_parcels"},
    "Damaged parcels\n\nA claim can be opened within 14 days of delivery. The carrier "
    "inspects the photos within 5 business days. If the damage is confirmed, the shipping "
    "fee is refunded to the original card.",
)


def test_an_outcome_given_under_a_condition_does_not_ground_a_flat_promise():
    report = checked(
        "Open a claim within 14 days of delivery. The carrier inspects the photos, and since "
        "the box arrived crushed, you will be refunded the shipping fee on your card.",
        CLAIMS_POLICY,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_an_outcome_restated_with_its_condition_passes():
    report = checked(
        "Open a claim within 14 days of delivery. If the carrier confirms the damage, the "
        "shipping fee will be refunded to your card.",
        CLAIMS_POLICY,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


POLIZA = (
    "get_policy",
    {"topic": "reclamos_cobro"},
    "Reclamos por cobros\n\nEl socio puede reclamar dentro de los 20 días. El área de cobros "
    "revisa el caso en 7 días hábiles. Si se confirma un cobro indebido, el importe se "
    "acredita en el recibo siguiente.",
)


def test_a_spanish_refund_promised_without_the_policy_condition_is_flagged():
    report = checked(
        "Cobros lo revisa en 7 días hábiles y, como no lo usaste, te van a reintegrar la "
        "cuota entera en el próximo recibo.",
        POLIZA,
        language="es",
        user="Me cobraron la cuota del gimnasio dos veces en el recibo de marzo.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_spanish_refund_under_its_condition_passes():
    report = checked(
        "Cobros lo revisa en 7 días hábiles; si confirman que el cobro fue indebido, el "
        "importe se acredita en el próximo recibo.",
        POLIZA,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_operator_rule_the_agent_applies_grounds_its_outcome():
    # the operator's rules are the agent's own process: applied once the condition is checked
    report = checked(
        "Your membership is gold, so the credit will be $40 for each guest.",
        ("get_member", {"member": "G-19"}, {"member": "G-19", "tier": "gold", "guests": 2}),
        system="If a gold member reports a cancelled class, offer a credit of $40 per guest.",
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
