"""`validate_run`: calls in order, earlier outputs feed provenance, policy allowlists apply."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.errors import BadPolicy
from nyaya.report import HallucinationReport, ToolCallValidation
from nyaya.run import Run, ToolCall, ToolSpec
from nyaya.toolcalls import ISSUE_CODES, CallValidator, allowlist_of, feedback, validate_run

TOOLS = [
    ToolSpec(
        name="search_orders",
        parameters={
            "type": "object",
            "properties": {"customer": {"type": "string"}},
            "required": ["customer"],
        },
    ),
    ToolSpec(
        name="refund",
        parameters={
            "type": "object",
            "properties": {
                "order_id": {"type": "string"},
                "amount": {"type": "number", "exclusiveMinimum": 0},
            },
            "required": ["order_id", "amount"],
            "additionalProperties": False,
        },
    ),
    ToolSpec(name="get_quote", parameters={"type": "object", "properties": {"ticker_id": {}}}),
]


def make_run(*calls: ToolCall, user: str = "Refund Dana's last order") -> Run:
    return Run(run_id="r1", user=user, tools=TOOLS, calls=list(calls))


def test_id_from_an_earlier_call_is_grounded_and_order_matters() -> None:
    search = ToolCall(
        id="c1",
        tool="search_orders",
        arguments={"customer": "Dana"},
        output=[{"order_id": "SO-5521", "total": 40}],
    )
    refund = ToolCall(id="c2", tool="refund", arguments={"order_id": "SO-5521", "amount": 40})
    in_order = validate_run(make_run(search, refund))
    assert [v.status for v in in_order] == ["valid", "valid"]
    assert [v.call_id for v in in_order] == ["c1", "c2"]
    # The same refund before the search has no source for its id.
    reversed_run = validate_run(make_run(refund, search))
    assert reversed_run[0].status == "invalid"
    assert [e.code for e in reversed_run[0].errors] == ["provenance"]


def test_a_calls_own_output_is_not_a_source_for_itself() -> None:
    call = ToolCall(
        id="c1",
        tool="refund",
        arguments={"order_id": "SO-9"},
        output={"order_id": "SO-999"},
    )
    codes = [e.code for e in validate_run(make_run(call))[0].errors]
    assert codes == ["missing_required", "provenance"]


def test_string_arguments_from_a_transcript_are_parsed() -> None:
    call = ToolCall(id="c1", tool="refund", arguments='{"order_id": "SO-1", "amount": "ten"}')
    result = validate_run(make_run(call, user="refund SO-1"))[0]
    assert [(e.code, e.pointer) for e in result.errors] == [("wrong_type", "/amount")]
    assert "number" in result.errors[0].message


def test_constraint_and_unexpected_argument_name_the_pointer() -> None:
    call = ToolCall(
        id="c1", tool="refund", arguments={"order_id": "SO-1", "amount": -5, "note": "x"}
    )
    result = validate_run(make_run(call, user="refund SO-1"))[0]
    assert sorted((e.code, e.pointer) for e in result.errors) == [
        ("constraint", "/amount"),
        ("unexpected_argument", "/note"),
    ]


def test_policy_allowlist_grounds_values() -> None:
    call = ToolCall(id="c1", tool="get_quote", arguments={"ticker_id": "AAPL"})
    assert validate_run(make_run(call))[0].status == "invalid"
    assert validate_run(make_run(call), policy={"get_quote": ["AAPL", "MSFT"]})[0].status == (
        "valid"
    )


def test_policy_object_with_an_allowlist_attribute() -> None:
    @dataclass(frozen=True)
    class Policy:
        allowlist: dict[str, tuple[str, ...]]

    call = ToolCall(id="c1", tool="get_quote", arguments={"ticker_id": "AAPL"})
    policy = Policy({"get_quote": ("AAPL",)})
    assert validate_run(make_run(call), policy=policy)[0].status == "valid"


def test_constitution_allowlist_is_accepted() -> None:
    policy = pytest.importorskip("nyaya.policy.constitution")
    constitution = policy.Constitution.from_toml('[allowlist]\nget_quote = ["AAPL"]\n')
    call = ToolCall(id="c1", tool="get_quote", arguments={"ticker_id": "AAPL"})
    assert validate_run(make_run(call), policy=constitution)[0].status == "valid"


def test_malformed_allowlist_is_bad_policy() -> None:
    with pytest.raises(BadPolicy, match=r"allowlist\.get_quote"):
        allowlist_of({"get_quote": "AAPL"})


def test_run_without_a_tool_list_is_unchecked_but_still_checks_provenance() -> None:
    run = Run(
        run_id="r2",
        user="hi",
        calls=[
            ToolCall(id="c1", tool="anything", arguments={"q": "weather"}),
            ToolCall(id="c2", tool="anything", arguments={"user_id": "u-8812"}),
        ],
    )
    first, second = validate_run(run)
    assert first.status == "unchecked"
    assert second.status == "invalid"
    assert [e.code for e in second.errors] == ["no_schema", "provenance"]


def test_validations_fit_the_report_contract() -> None:
    call = ToolCall(id="c1", tool="refund", arguments={"order_id": "X-1"})
    validations = validate_run(make_run(call))
    report = HallucinationReport(
        run_id="r1",
        action="block",
        trust_level="ungrounded",
        overall_score=0.0,
        tool_call_validations=validations,
    )
    again = HallucinationReport.model_validate_json(report.model_dump_json())
    assert again.tool_call_validations == validations
    assert {e.code for v in validations for e in v.errors} <= set(ISSUE_CODES)


def test_feedback_names_every_problem() -> None:
    call = ToolCall(id="c1", tool="refund", arguments={"order_id": "X-1", "amount": "a lot"})
    validation = validate_run(make_run(call))[0]
    text = feedback(validation)
    assert "refund" in text and "NOT executed" in text
    assert "/amount" in text and "X-1" in text
    assert feedback(validation.model_copy(update={"status": "valid"})) == ""


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(args=json_values, tool=st.sampled_from(["refund", "search_orders", "nope", "get_quote"]))
def test_validate_never_raises(args: Any, tool: str) -> None:
    result = CallValidator(TOOLS).validate(tool, args)
    assert isinstance(result, ToolCallValidation)
    assert result.status in ("valid", "invalid", "unchecked")
    assert all(e.code in ISSUE_CODES for e in result.errors)


@settings(max_examples=100, deadline=None)
@given(raw=st.text(max_size=60))
def test_any_argument_string_never_raises(raw: str) -> None:
    result = CallValidator(TOOLS).validate("refund", raw)
    assert result.status in ("valid", "invalid")
