"""An absence of a property of the items ("none of your bills has a late fee"): a claim that
speaks of each item is witnessed by the one item whose figure is above zero; a figure of 0
is no such property, so it is no witness."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya import check


def run(response: str, language: str, fees: list[int]) -> dict[str, Any]:
    return {
        "run_id": "property-1",
        "language": language,
        "user": "?",
        "created_at": "2026-03-02T09:00:00Z",
        "tools": [{"name": "list_bills", "description": "x"}],
        "calls": [
            {
                "id": "c1",
                "tool": "list_bills",
                "arguments": {"meter": "M-4"},
                "output": {
                    "bills": [
                        {"no": f"EB-{70 + i}", "amount": 40 + i, "late_fee": fee}
                        for i, fee in enumerate(fees)
                    ]
                },
            }
        ],
        "response": response,
    }


CLAIMS = {
    "es": "Ninguno de tus recibos tiene recargo por mora.",
    "zh": "你的电费单都没有滞纳金。",
}


@pytest.mark.parametrize("language", sorted(CLAIMS))
def test_the_item_that_has_it_is_the_witness(language: str) -> None:
    report = check(run(CLAIMS[language], language, [0, 12, 0]))
    found = [f for f in report.findings if f.type == "false_absence"]
    assert (
        found and found[0].witness is not None and found[0].witness.pointer == "/bills/1/late_fee"
    )


@pytest.mark.parametrize("language", sorted(CLAIMS))
def test_every_figure_at_zero_verifies_it(language: str) -> None:
    report = check(run(CLAIMS[language], language, [0, 0, 0]))
    assert not [f for f in report.findings if f.type == "false_absence"]


def test_a_figure_of_zero_is_no_witness() -> None:
    report = check(run("None of your bills has a late fee.", "en", [0, 0, 0]))
    assert not [f for f in report.findings if f.type == "false_absence"], report.findings
