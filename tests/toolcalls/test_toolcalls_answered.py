"""A call its schema rejects: withheld when nothing answered it, a warning when the tool did.

A transcript is checked after the fact. When the tool answered a call the schema calls
invalid (with a result, or with an error), what the call did is in the transcript and the
answer is checked against that; the schema alone is no witness against the answer. A call
nothing answered is still withheld, and a paranoid policy withholds both.
"""

from __future__ import annotations

from typing import Any

import pytest

from nyaya import check
from nyaya.policy import Constitution

TOOLS = [
    {
        "name": "list_shifts",
        "description": "Shifts of a warehouse team",
        "parameters": {
            "type": "object",
            "properties": {"team": {"type": "string"}, "week": {"type": "string"}},
            "required": ["team", "week"],
        },
    }
]


def run(**call: Any) -> dict[str, Any]:
    return {
        "run_id": "answered-1",
        "language": "en",
        "user": "Who is on the night shift in team Kestrel?",
        "tools": TOOLS,
        "calls": [{"id": "c1", "tool": "list_shifts", "arguments": {"team": "Kestrel"}, **call}],
        "response": "Ines Moreau is on the night shift.",
    }


def invalid(report: Any) -> list[Any]:
    return [f for f in report.findings if f.type == "invalid_tool_call"]


def test_a_rejected_call_the_tool_answered_warns_and_the_answer_is_checked() -> None:
    report = check(run(output={"shifts": [{"name": "Ines Moreau", "slot": "night"}]}))
    assert [f.action for f in invalid(report)] == ["warn"]
    assert invalid(report)[0].reason == "call_missing_required"
    assert report.action == "emit"


def test_a_rejected_call_the_tool_refused_warns_too() -> None:
    data = run(error="400: week is required")
    data["response"] = "The lookup failed: the shift service wants a week as well."
    report = check(data)
    assert [f.action for f in invalid(report)] == ["warn"]
    assert report.action == "emit"


def test_a_rejected_call_nothing_answered_is_withheld() -> None:
    report = check(run())
    assert [f.action for f in invalid(report)] == ["revise"]
    assert report.action != "emit"


@pytest.mark.parametrize("answered", [{"output": {"shifts": []}}, {"error": "400"}, {}])
def test_a_paranoid_policy_withholds_every_rejected_call(answered: dict[str, Any]) -> None:
    policy = Constitution.default("paranoid")
    report = check(run(**answered), policy=policy)
    assert [f.action for f in invalid(report)] == ["block"]
    assert report.action == "block"


def test_the_wrong_answer_about_an_answered_call_is_still_caught() -> None:
    data = run(output={"shifts": [{"name": "Ines Moreau", "slot": "night"}]})
    data["response"] = "Nobody is on the night shift."
    report = check(data)
    assert report.action != "emit"
    assert any(f.type == "false_absence" for f in report.findings)
