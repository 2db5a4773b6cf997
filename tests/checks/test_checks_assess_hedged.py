"""A hedge keeps a claim with an unheld value from being unsupported, but never verifies it."""

from __future__ import annotations

from typing import Any

import nyaya

_RUN: dict[str, Any] = {
    "user": "Which of the two pumps should I order?",
    "calls": [
        {
            "id": "c1",
            "tool": "list_pumps",
            "arguments": {"category": "garden"},
            "output": {
                "pumps": [
                    {"model": "Brook 40", "flow_lpm": 40, "price": 119},
                    {"model": "Brook 65", "flow_lpm": 65, "price": 174},
                ]
            },
        }
    ],
}


def _claims(response: str) -> list[Any]:
    return list(nyaya.check({**_RUN, "response": response}).claims)


def test_a_hedged_claim_with_a_value_nothing_holds_is_not_verified() -> None:
    # 65 is held; the delivery date is held by nothing
    [claim] = _claims("The 65 l/min model looks like the better pick, arriving on March 3, 2026.")
    assert claim.status == "unverifiable", claim


def test_a_hedged_claim_whose_values_are_all_held_is_still_verified() -> None:
    [claim] = _claims("The 65 l/min model at $174 looks like the better pick.")
    assert claim.status == "verified", claim


def test_an_unhedged_claim_with_a_value_nothing_holds_is_unsupported() -> None:
    [claim] = _claims("The 65 l/min model arrives on March 3, 2026.")
    assert claim.status == "unsupported", claim
