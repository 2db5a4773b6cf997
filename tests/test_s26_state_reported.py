"""Action class (session 26): an action verb that passes on the state an output reports for
a record ("**shipped** by the lender" beside ``status: "shipped"``), with no first person
before it and no declared tool of the run that would have done it.

- the state is the output's, not an act the answer claims: no fabricated_tool_call;
- the same verb said in the first person is an act of the answer's and still needs a call;
- a verb no output reports as a state still needs a call.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

PARCELS = (
    "list_returns",
    {"customer": "C-310"},
    {
        "returns": [
            {"rma": "RMA-881", "item": "desk lamp", "status": "shipped", "carrier": "DHL"},
            {"rma": "RMA-902", "item": "monitor arm", "status": "refunded", "amount": 64.0},
        ]
    },
)
DEVOLUCIONES = (
    "listar_devoluciones",
    {"cliente": "C-310"},
    {
        "devoluciones": [
            {"rma": "RMA-881", "articulo": "lámpara", "estado": "enviado", "transportista": "DHL"},
        ]
    },
)


def test_a_state_the_output_reports_is_no_act_of_the_answer() -> None:
    report = checked(
        "RMA-881 (desk lamp): **shipped** with DHL. RMA-902 (monitor arm): **refunded**, $64.00.",
        PARCELS,
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_spanish_state_the_output_reports_is_no_act_of_the_answer() -> None:
    report = checked("RMA-881 (lámpara): **enviado** con DHL.", DEVOLUCIONES, language="es")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_same_verb_in_the_first_person_still_needs_a_call() -> None:
    report = checked("I have shipped the desk lamp (RMA-881) back with DHL for you.", PARCELS)
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_verb_no_output_reports_still_needs_a_call() -> None:
    report = checked("I have cancelled RMA-881 (desk lamp) and voided the label.", PARCELS)
    assert "fabricated_tool_call" in kinds(report), show(report)
