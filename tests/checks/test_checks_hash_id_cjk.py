"""A "#12345" id glued to the text before it, as Chinese and Japanese write it, is an id."""

from __future__ import annotations

from typing import Any

import pytest

import nyaya

_ORDERS = {
    "orders": [
        {"order_id": "#40211", "placed": "2026-01-04", "total": 88},
        {"order_id": "#40377", "placed": "2026-01-19", "total": 132},
    ]
}


def _check(response: str, language: str) -> Any:
    return nyaya.check(
        {
            "language": language,
            "user": "Which order came first?",
            "calls": [{"id": "c1", "tool": "list_orders", "arguments": {}, "output": _ORDERS}],
            "response": response,
        }
    )


@pytest.mark.parametrize(
    ("response", "language"),
    [("先下的那单是#40211，共88元。", "zh"), ("The first one was #40211, for 88.", "en")],
)
def test_a_glued_id_the_output_holds_is_verified(response, language):
    report = _check(response, language)
    assert report.action == "emit", [(f.type, f.message) for f in report.findings]
    assert any(e.value == "#40211" for c in report.claims for e in c.evidence), report.claims


def test_a_glued_id_no_output_holds_is_not_taken_as_checked():
    report = _check("先下的那单是#40999，共88元。", "zh")
    assert not any(e.value == "#40999" for c in report.claims for e in c.evidence)
    assert report.trust_level != "fully_verified", report.trust_level
