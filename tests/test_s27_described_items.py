"""Action class (session 27): a past form after a counted noun phrase describes the items.

"We have two rooms reserved for the weekend", "I don't see any refund issued yet": the
participle after "two rooms", "any refund" is a reduced relative clause (what the items are),
not the agent's act, whatever first person the sentence has. The agent's act has its verb
before its object ("I've reserved two rooms"), and a headline with its subject dropped
("Both rooms reserved.") is still read as one. Each example is written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

Call = tuple[str, dict[str, Any], Any]

ROOMS = (
    "list_rooms",
    {"guest": "G-310", "weekend": "2031-05-17"},
    {"rooms": [{"room": "Alder", "status": "held"}, {"room": "Birch", "status": "held"}]},
)
ACCOUNT = (
    "get_account",
    {"guest": "G-310"},
    {"guest": "G-310", "balance": 0, "credits": []},
)

DESCRIBED = [
    ("We have two rooms reserved for you that weekend: Alder and Birch.", ROOMS),
    ("I don't see any refund issued yet, and your balance is 0.", ACCOUNT),
    ("There are 2 rooms booked under your name, Alder and Birch.", ROOMS),
]


@pytest.mark.parametrize(("answer", "call"), DESCRIBED)
def test_a_participle_after_counted_items_is_no_act(answer: str, call: Call) -> None:
    report = checked(answer, call, language="en", tools=["reserve_room", "issue_refund"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


ACTS = [
    "I've reserved two rooms for you that weekend: Alder and Birch.",
    "I have issued a refund of 40 to your card; your balance is 0.",
]


@pytest.mark.parametrize("answer", ACTS)
def test_the_agents_act_before_its_object_is_still_held_to_the_calls(answer: str) -> None:
    report = checked(answer, ROOMS, ACCOUNT, language="en", tools=["reserve_room", "issue_refund"])
    assert "fabricated_tool_call" in kinds(report), show(report)
