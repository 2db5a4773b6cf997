"""A denial of a property among things ("none of the X were Y") needs an X that is Y.

The things existing is no witness: only an item whose keys or values speak of the property
can contradict the claim. When one does, the absence check judges as before.
"""

from __future__ import annotations

from typing import Any

import pytest

import nyaya

_SHIPMENTS = [
    {"id": "SH-1", "carrier": "Northline", "eta": "2026-02-03"},
    {"id": "SH-2", "carrier": "Northline", "eta": "2026-02-05"},
]
_INVOICES = [
    {"number": "INV-71", "amount": 240, "status": "paid"},
    {"number": "INV-72", "amount": 310, "status": "overdue"},
]


def _check(output: list[dict[str, Any]], response: str, language: str) -> Any:
    kind = "shipments" if output is _SHIPMENTS else "invoices"
    run = {
        "language": language,
        "user": "Anything wrong with my account?",
        "calls": [{"id": "c1", "tool": f"list_{kind}", "arguments": {}, "output": {kind: output}}],
        "response": response,
    }
    return nyaya.check(run)


def _absences(report: Any) -> list[Any]:
    return [f for f in report.findings if f.type == "false_absence"]


@pytest.mark.parametrize(
    ("response", "language"),
    [
        ("I looked at both, and none of the shipments were held at customs.", "en"),
        ("Revisé los dos: ninguno de los envíos quedó retenido en aduanas.", "es"),
    ],
)
def test_things_existing_do_not_contradict_a_property_they_are_denied(response, language):
    assert _absences(_check(_SHIPMENTS, response, language)) == []


@pytest.mark.parametrize(
    ("response", "language"),
    [
        ("Good news: none of your invoices are overdue.", "en"),
        ("Buenas noticias: ninguna de tus facturas está vencida.", "es"),
    ],
)
def test_an_item_that_has_the_denied_property_is_still_the_witness(response, language):
    found = _absences(_check(_INVOICES, response, language))
    assert found and found[0].witness is not None
    assert found[0].witness.pointer.startswith("/invoices/1"), found[0].witness


def test_a_plain_denial_of_things_keeps_the_items_as_witness():
    # no partitive: "no shipments" is denied by the shipments themselves
    found = _absences(_check(_SHIPMENTS, "There are no shipments on your account.", "en"))
    assert found and found[0].reason == "result_exists"
