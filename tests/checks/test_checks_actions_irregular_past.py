"""An irregular English past ("sent", "put", "made") names a declared tool as a regular one does.

The check of a declared tool's own name compared the verb's first letters with the tool's
verb, so "I've sent" never met send_receipt and "I've put a hold" never met place_hold.
"""

from __future__ import annotations

from typing import Any

import pytest

import nyaya

_READ = [{"id": "c1", "tool": "get_stall", "arguments": {"stall": 7}, "output": {"stall": 7}}]


def _check(response: str, calls: list[dict[str, Any]]) -> Any:
    tools = ["get_stall", "send_receipt", "place_hold", "make_booking"]
    return nyaya.check(
        {
            "user": "Sort out stall 7 for me.",
            "tools": [{"name": t, "description": ""} for t in tools],
            "calls": calls,
            "response": response,
        }
    )


def _fabricated(report: Any) -> list[Any]:
    return [f for f in report.findings if f.type == "fabricated_tool_call"]


@pytest.mark.parametrize(
    "response",
    [
        "Stall 7 is yours: I've sent the receipt to your inbox.",
        "I've put a hold on stall 7 until Friday.",
        "We made a booking for stall 7.",
    ],
)
def test_an_irregular_past_names_the_declared_tool_that_was_never_called(response):
    assert _fabricated(_check(response, _READ)), response


def test_the_act_done_by_its_tool_passes():
    done = [*_READ, {"id": "c2", "tool": "place_hold", "arguments": {"stall": 7}, "output": {}}]
    assert _fabricated(_check("I've put a hold on stall 7 until Friday.", done)) == []


def test_a_verb_of_the_same_letters_for_another_act_passes():
    # "put together" is no placing: nothing after the verb names what place_hold holds
    report = _check("I've put together the details of stall 7 below.", _READ)
    assert _fabricated(report) == []
