"""A class from the inf15 round on reported acts, in domains of our own: a write whose own
output returns, empty, the very field the answer says it filled ("I've added the allergy
details to the order notes" beside ``kitchen_notes: null``) did not fill it; the empty field
is the witness. A field the write did fill, or an empty field the claim does not name,
leaves the act done. Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show


def _order(notes: object, extra: dict[str, object] | None = None) -> tuple[str, dict, dict]:
    output: dict[str, object] = {
        "order_id": "CT-4410",
        "status": "placed",
        "guests": 18,
        "total": 512.0,
        "kitchen_notes": notes,
    }
    output.update(extra or {})
    return ("create_catering_order", {"event": "EV-92", "guests": 18}, output)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Your order CT-4410 is placed. I've added the nut allergy details to the kitchen "
            "notes.",
            "en",
        ),
        (
            "Tu pedido CT-4410 está hecho. Agregué los detalles de la alergia a las notas de "
            "cocina.",
            "es",
        ),
    ],
)
def test_a_field_the_write_returns_empty_was_not_filled(answer, language):
    for empty in (None, ""):
        report = checked(answer, _order(empty), language=language)
        assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_field_the_write_returns_filled_holds():
    answer = (
        "Your order CT-4410 is placed. I've added the nut allergy details to the kitchen notes."
    )
    report = checked(answer, _order("Nut allergy: 2 guests, keep separate"))
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_empty_field_the_claim_does_not_name_leaves_the_act_done():
    answer = "I've placed your catering order CT-4410 for 18 guests."
    report = checked(answer, _order(None, {"delivery_window": None}))
    assert "fabricated_tool_call" not in kinds(report), show(report)
