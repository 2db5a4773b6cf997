"""Run adapters: OpenAI, Anthropic and native shapes; malformed input names the field."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.errors import BadRun
from nyaya.formats import detect_format, load_run, load_run_file

ASSETS = Path(__file__).parent.parent / "assets" / "runs"

OPENAI = {
    "messages": [
        {"role": "system", "content": "You are helpful."},
        {"role": "user", "content": "Any mail from Alice?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "email_search", "arguments": '{"from": "alice"}'},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": '[{"from": "Alice", "subject": "Hi"}]',
        },
        {"role": "user", "content": [{"type": "text", "text": "And Bob?"}]},
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": "call_2",
                    "type": "function",
                    "function": {"name": "email_search", "arguments": "{bad"},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_2", "content": "Error: search backend down"},
        {"role": "assistant", "content": "One email from Alice; the search for Bob failed."},
    ],
    "tools": [
        {
            "type": "function",
            "function": {
                "name": "email_search",
                "description": "Search",
                "parameters": {"type": "object"},
            },
        },
        {"name": "bare_tool", "parameters": {"type": "object"}},
    ],
}

ANTHROPIC = {
    "system": "You are helpful.",
    "messages": [
        {"role": "user", "content": "Weather in Pune?"},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Let me check."},
                {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Pune"}},
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_1",
                    "content": [{"type": "text", "text": '{"temp_c": 31}'}],
                }
            ],
        },
        {"role": "assistant", "content": [{"type": "text", "text": "It is 31 °C in Pune."}]},
    ],
    "tools": [
        {"name": "weather", "description": "Current weather", "input_schema": {"type": "object"}}
    ],
}


def test_openai_transcript():
    run = load_run(OPENAI)
    assert run.source_format == "openai"
    assert [c.id for c in run.calls] == ["call_1", "call_2"]
    assert run.calls[0].arguments == {"from": "alice"}
    assert run.calls[0].output == [{"from": "Alice", "subject": "Hi"}]
    assert run.calls[1].arguments == "{bad"
    assert run.calls[1].error is not None and "backend down" in run.calls[1].error
    assert run.response == "One email from Alice; the search for Bob failed."
    assert run.user == "Any mail from Alice?\nAnd Bob?"
    assert [t.name for t in run.tools] == ["email_search", "bare_tool"]
    assert run.tools[0].parameters == {"type": "object"}


def test_openai_run_id_is_deterministic():
    assert load_run(OPENAI).run_id == load_run(json.loads(json.dumps(OPENAI))).run_id


def test_bare_message_list_is_openai():
    run = load_run(OPENAI["messages"])
    assert run.source_format == "openai" and len(run.calls) == 2


def test_anthropic_transcript():
    run = load_run(ANTHROPIC)
    assert run.source_format == "anthropic"
    assert run.calls[0].tool == "weather"
    assert run.calls[0].arguments == {"city": "Pune"}
    assert run.calls[0].output == {"temp_c": 31}
    assert run.response == "It is 31 °C in Pune."
    assert run.user == "Weather in Pune?"
    assert run.tools[0].parameters == {"type": "object"}


def test_anthropic_error_result():
    data = json.loads(json.dumps(ANTHROPIC))
    data["messages"][2]["content"][0].update({"is_error": True, "content": "city not found"})
    run = load_run(data)
    assert run.calls[0].error == "city not found"
    assert run.calls[0].output == "city not found"


def test_native_run_and_text_output():
    run = load_run(
        {
            "run_id": "r1",
            "language": "en",
            "user": "q",
            "calls": [{"id": "c1", "tool": "fetch", "arguments": {}, "output": "plain text page"}],
            "response": "ok",
        }
    )
    assert run.source_format == "native"
    assert run.calls[0].output == "plain text page"


def test_receipts_attached_by_call_id():
    data = {**OPENAI, "receipts": {"call_1": {"id": "rcpt_1"}}}
    run = load_run(data)
    assert run.calls[0].receipt == {"id": "rcpt_1"}
    assert run.calls[1].receipt is None


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("openai_missing_function_name.json", "messages[1].tool_calls[0].function.name"),
        ("openai_orphan_tool_result.json", "messages[1].tool_call_id"),
        ("anthropic_tool_use_without_id.json", "messages[1].content[0].id"),
        ("native_call_without_tool.json", "calls[0].tool"),
        ("truncated.json", "line 1"),
        ("not_a_run.json", "messages[0]"),
        ("messages_not_a_list.json", "messages"),
    ],
)
def test_bad_runs_name_the_field(name, field):
    with pytest.raises(BadRun) as info:
        load_run_file(ASSETS / name)
    assert info.value.field == field
    assert "\n" not in str(info.value)
    assert name in str(info.value)


def test_missing_file_is_bad_run(tmp_path):
    with pytest.raises(BadRun):
        load_run_file(tmp_path / "nope.json")


def test_detect_format():
    assert detect_format(OPENAI) == "openai"
    assert detect_format(ANTHROPIC) == "anthropic"
    assert detect_format({"run_id": "x"}) == "native"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        json_values,
        st.fixed_dictionaries({"messages": st.lists(json_values, max_size=4)}),
        st.fixed_dictionaries(
            {
                "messages": st.lists(
                    st.fixed_dictionaries(
                        {
                            "role": st.sampled_from(["user", "assistant", "tool"]),
                            "content": json_values,
                        }
                    ),
                    max_size=4,
                )
            }
        ),
    )
)
def test_any_json_gives_a_run_or_bad_run(data):
    with contextlib.suppress(BadRun):
        load_run(data)


def _openai_call(cid: str, name: str, args: dict[str, object]) -> dict[str, object]:
    return {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }


REUSED_ID = {
    "messages": [
        {"role": "user", "content": "Cancel order 1 and show order 2."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [_openai_call("call_a", "get_order", {"id": 1})],
        },
        {"role": "tool", "tool_call_id": "call_a", "content": '{"id": 1, "total": 5}'},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [_openai_call("call_a", "get_order", {"id": 2})],
        },
        {"role": "tool", "tool_call_id": "call_a", "content": '{"id": 2, "total": 7}'},
        {"role": "assistant", "content": "Order 2 totals $7."},
    ]
}


def test_reused_call_id_keeps_every_call_with_its_own_result():
    from nyaya.formats.runs import reused_ids

    run = load_run(REUSED_ID)
    assert [c.id for c in run.calls] == ["call_a", "call_a#2"]
    assert [c.arguments for c in run.calls] == [{"id": 1}, {"id": 2}]
    assert [c.output for c in run.calls] == [{"id": 1, "total": 5}, {"id": 2, "total": 7}]
    assert reused_ids(run) == {"call_a": ["call_a", "call_a#2"]}
    assert reused_ids(load_run(OPENAI)) == {}


def test_parallel_calls_sharing_an_id_are_answered_in_order():
    data = {
        "messages": [
            {"role": "user", "content": "Two lookups."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    _openai_call("dup", "lookup", {"q": "a"}),
                    _openai_call("dup", "lookup", {"q": "b"}),
                ],
            },
            {"role": "tool", "tool_call_id": "dup", "content": '"A"'},
            {"role": "tool", "tool_call_id": "dup", "content": '"B"'},
            {"role": "assistant", "content": "A and B."},
        ]
    }
    run = load_run(data)
    assert [(c.arguments, c.output) for c in run.calls] == [({"q": "a"}, "A"), ({"q": "b"}, "B")]


def test_anthropic_reused_tool_use_id_keeps_both_calls():
    block = {"type": "tool_use", "id": "toolu_1", "name": "weather"}
    data = {
        "messages": [
            {"role": "user", "content": "Weather in Pune, then Goa?"},
            {"role": "assistant", "content": [{**block, "input": {"city": "Pune"}}]},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "31"}],
            },
            {"role": "assistant", "content": [{**block, "input": {"city": "Goa"}}]},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "29"}],
            },
            {"role": "assistant", "content": [{"type": "text", "text": "31 and 29."}]},
        ]
    }
    run = load_run(data)
    assert [(c.id, c.arguments["city"], c.output) for c in run.calls] == [
        ("toolu_1", "Pune", 31),
        ("toolu_1#2", "Goa", 29),
    ]


def test_engine_notes_a_reused_call_id():
    from nyaya.engine import check

    report = check(load_run(REUSED_ID))
    assert any("'call_a'" in n and "'call_a#2'" in n for n in report.notes)
