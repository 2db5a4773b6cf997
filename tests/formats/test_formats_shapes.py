"""More input shapes: Responses API, MCP, OpenTelemetry GenAI, LangChain, SDK objects.

Each shape is read from its example in examples/, checked end to end, and a wrong
answer in the same shape is caught; malformed inputs name the shape and the field.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import nyaya
from nyaya.errors import BadRun
from nyaya.formats import load_run, load_run_file
from nyaya.formats.language import guess_unsupported
from nyaya.formats.shapes import detect_shape

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
ASSETS = ROOT / "tests" / "assets" / "runs"


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(
    ("name", "shape"),
    [
        ("openai_responses_items.json", "openai-responses"),
        ("mcp_tools_call.json", "mcp"),
        ("otel_genai_spans.json", "otel-genai"),
        ("langchain_messages.json", "langchain"),
    ],
)
def test_each_example_is_detected_and_emitted(name: str, shape: str) -> None:
    data = example(name)
    assert detect_shape(data) == shape
    report = nyaya.check(load_run(data))
    assert report.action == "emit", [f.message for f in report.findings]
    assert report.findings == []


def test_responses_items_become_calls_context_and_answer() -> None:
    run = load_run(example("openai_responses_items.json"))
    assert [c.tool for c in run.calls] == ["invoice_search"]
    assert run.calls[0].id == "call_inv"
    assert run.calls[0].arguments == {"customer": "Acme"}
    assert run.calls[0].output["invoices"][1]["number"] == "INV-107"
    assert run.response.startswith("Acme has 2 open invoices")
    assert run.user == "Which invoices for Acme are still open?"
    assert [m.role for m in run.context] == ["system", "user"]
    assert [t.name for t in run.tools] == ["invoice_search"]


def test_responses_wrong_count_is_a_count_mismatch() -> None:
    data = example("openai_responses_items.json")
    data["output"][0]["content"][0]["text"] = "Acme has 5 open invoices."
    report = nyaya.check(load_run(data))
    assert "count_mismatch" in {f.type for f in report.findings}
    assert report.action != "emit"


def test_mcp_structured_content_and_is_error() -> None:
    run = load_run(example("mcp_tools_call.json"))
    lookup, history = run.calls
    assert lookup.output == {"ticket": "T-311", "status": "open", "assignee": "Priya Nair"}
    assert lookup.error is None
    assert history.error == "history service unavailable"
    assert [t.name for t in run.tools] == ["ticket_lookup", "ticket_history"]
    assert run.tools[0].parameters is not None


def test_mcp_jsonrpc_error_is_a_failed_call() -> None:
    data = example("mcp_tools_call.json")
    data["mcp"][-1] = {"jsonrpc": "2.0", "id": 3, "error": {"code": -32602, "message": "bad id"}}
    run = load_run(data)
    assert run.calls[1].error == "bad id"


def test_mcp_answer_with_an_action_nobody_called_is_fabricated() -> None:
    data = example("mcp_tools_call.json")
    data["response"] = "T-311 is open. I also checked your calendar: the review is on Friday."
    report = nyaya.check(load_run(data))
    assert "fabricated_tool_call" in {f.type for f in report.findings}


def test_otel_spans_in_time_order() -> None:
    data = example("otel_genai_spans.json")
    spans = data["resourceSpans"][0]["scopeSpans"][0]["spans"]
    spans.reverse()
    run = load_run(data)
    assert run.run_id == "trace-5b8aa5a2d2c872e8321cf37308d69df2"
    assert [c.id for c in run.calls] == ["call_ord"]
    assert run.calls[0].output == {"orders": [{"id": "A-17"}, {"id": "A-21"}, {"id": "A-30"}]}
    assert run.response == "3 orders shipped today: A-17, A-21 and A-30."
    assert run.user == "How many orders shipped today?"
    assert run.now is not None and run.now.year == 2024


def test_otel_wrong_count_is_a_count_mismatch() -> None:
    data = example("otel_genai_spans.json")
    last = data["resourceSpans"][0]["scopeSpans"][0]["spans"][-1]
    for attr in last["attributes"]:
        if attr["key"] == "gen_ai.output.messages":
            parts = [{"type": "text", "content": "5 orders shipped today."}]
            attr["value"]["stringValue"] = json.dumps([{"role": "assistant", "parts": parts}])
    report = nyaya.check(load_run(data))
    assert "count_mismatch" in {f.type for f in report.findings}


def test_langchain_three_dict_forms_read_alike() -> None:
    data = example("langchain_messages.json")
    flat = {"messages": [{"type": m["type"], **m["data"]} for m in data["messages"]]}
    names = {"system": "SystemMessage", "human": "HumanMessage", "ai": "AIMessage"}
    names["tool"] = "ToolMessage"
    lc = {
        "messages": [
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", names[m["type"]]],
                "kwargs": m["data"],
            }
            for m in data["messages"]
        ]
    }
    runs = [load_run(d) for d in (data, flat, lc)]
    first = runs[0]
    assert first.calls[0].tool == "flight_status"
    assert first.calls[0].output["delay_minutes"] == 40
    for other in runs[1:]:
        assert other.calls == first.calls
        assert other.response == first.response
        assert other.context == first.context


def test_langchain_error_status_is_a_failed_call() -> None:
    data = example("langchain_messages.json")
    data["messages"][3]["data"].update({"content": "timeout", "status": "error"})
    run = load_run(data)
    assert run.calls[0].error is not None


def test_openai_sdk_objects() -> None:
    from openai.types.chat import ChatCompletion

    completion = ChatCompletion.model_validate(
        {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 1717405200,
            "model": "gpt-4o",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": "You have 2 emails from Alice."},
                }
            ],
        }
    )
    tool_turn = ChatCompletion.model_validate(
        {
            "id": "chatcmpl-0",
            "object": "chat.completion",
            "created": 1717405100,
            "model": "gpt-4o",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "message": {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": "call_1",
                                "type": "function",
                                "function": {"name": "email_search", "arguments": '{"q": "Alice"}'},
                            }
                        ],
                    },
                }
            ],
        }
    )
    messages = [
        {"role": "user", "content": "Mail from Alice?"},
        tool_turn.choices[0].message,
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": '[{"from": "Alice"}, {"from": "Alice"}]',
        },
        completion,
    ]
    run = load_run(messages)
    assert run.source_format == "openai"
    assert run.calls[0].output == [{"from": "Alice"}, {"from": "Alice"}]
    assert run.response == "You have 2 emails from Alice."
    assert nyaya.check(run).action == "emit"
    alone = load_run(completion)
    assert alone.response == "You have 2 emails from Alice." and alone.run_id == "chatcmpl-1"


def test_anthropic_sdk_objects() -> None:
    from anthropic.types import Message

    def message(content: list[dict[str, Any]], stop: str) -> Message:
        return Message.model_validate(
            {
                "id": "msg_1",
                "type": "message",
                "role": "assistant",
                "model": "claude",
                "content": content,
                "stop_reason": stop,
                "usage": {"input_tokens": 1, "output_tokens": 1},
            }
        )

    use = message(
        [{"type": "tool_use", "id": "tu_1", "name": "email_search", "input": {"q": "Alice"}}],
        "tool_use",
    )
    final = message([{"type": "text", "text": "You have 5 emails from Alice."}], "end_turn")
    messages = [
        {"role": "user", "content": "Mail from Alice?"},
        {"role": "assistant", "content": use.content},
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "tu_1",
                    "content": '[{"from": "Alice"}, {"from": "Alice"}]',
                }
            ],
        },
        final,
    ]
    run = load_run({"messages": messages})
    assert run.source_format == "anthropic"
    assert run.calls[0].arguments == {"q": "Alice"}
    report = nyaya.check(run)
    assert "count_mismatch" in {f.type for f in report.findings}


@pytest.mark.parametrize(
    ("asset", "shape", "field"),
    [
        ("responses_call_without_call_id.json", "OpenAI Responses items", "messages[1].call_id"),
        ("mcp_result_without_request.json", "MCP tools/call messages", "mcp[0].id"),
        (
            "otel_tool_span_without_name.json",
            "OpenTelemetry GenAI spans",
            "resourceSpans[0].scopeSpans[0].spans[0].attributes[gen_ai.tool.name]",
        ),
        ("langchain_tool_without_call_id.json", "LangChain messages", "messages[2].tool_call_id"),
    ],
)
def test_bad_input_names_the_shape_and_the_field(asset: str, shape: str, field: str) -> None:
    with pytest.raises(BadRun) as caught:
        load_run_file(ASSETS / asset)
    assert caught.value.field == field
    assert shape in str(caught.value)
    assert str(caught.value).startswith(f"{ASSETS / asset}: {field}: ")


def test_a_french_answer_is_refused_by_name_not_read_as_spanish() -> None:
    with pytest.raises(BadRun) as caught:
        load_run_file(ASSETS / "answer_in_french.json")
    assert caught.value.field == "language"
    assert "French (fr)" in str(caught.value)


def test_a_declared_unsupported_language_is_refused() -> None:
    with pytest.raises(BadRun, match="'fr' is not a supported language") as caught:
        load_run_file(ASSETS / "language_unsupported.json")
    assert caught.value.field == "language"


@pytest.mark.parametrize(
    "text",
    [
        "You have 2 emails from Alice about the report, and none from Bob.",
        "Tienes 2 correos de Alicia sobre el informe y ninguno de Bob.",
        "आपके पास ऐलिस के 2 ईमेल हैं।",
        "你有两封来自爱丽丝的邮件。",
        "Aapke paas Alice ke 2 email hain, Bob se koi nahi mila.",
    ],
)
def test_supported_languages_are_never_flagged(text: str) -> None:
    assert guess_unsupported(text) is None


def test_supported_examples_still_load() -> None:
    for path in sorted(EXAMPLES.glob("*.json")):
        load_run(copy.deepcopy(json.loads(path.read_text(encoding="utf-8"))))


def test_the_sdk_objects_example_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "sdk_objects.py")],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert result.stdout.splitlines() == ["openai emit []", "anthropic revise ['count_mismatch']"]


def test_mcp_receipts_from_the_proxy_are_signed_evidence() -> None:
    from datetime import UTC, datetime

    from nyaya import KeyRing, issue_receipt

    ring = KeyRing.generate("ed25519")
    data = example("mcp_tools_call.json")
    del data["run_id"]
    data["id"] = "mcp-run-7"
    lookup = data["mcp"][3]["result"]
    receipt = issue_receipt(
        ring,
        run_id="mcp-run-7",
        call_id="mcp-2",
        tool="ticket_lookup",
        arguments={"ticket": "T-311"},
        output=lookup["structuredContent"],
        timestamp=datetime(2024, 6, 3, 9, 0, tzinfo=UTC),
    )
    lookup["_meta"] = {"nyaya/receipt": receipt.to_dict()}
    run = load_run(data)
    assert run.run_id == "mcp-run-7"
    assert run.calls[0].receipt == receipt.to_dict()
    assert run.calls[1].receipt is None
    report = nyaya.check(run, keys=ring.public())
    assert report.evidence == "mixed"
    assert report.action == "emit"


def _otel_attr(data: dict[str, Any], span: int, key: str, value: Any) -> None:
    attrs = data["resourceSpans"][0]["scopeSpans"][0]["spans"][span]["attributes"]
    for attr in attrs:
        if attr["key"] == key:
            attr["value"] = value
            return
    attrs.append({"key": key, "value": value})


@pytest.mark.parametrize(
    "value", ["9" * 5_000, "[" * 5_000, '{"n": ' + "9" * 5_000 + "}", "NaN", '{"a": 1']
)
def test_otel_arguments_json_text_past_the_limits_stays_text(value: str) -> None:
    data = example("otel_genai_spans.json")
    _otel_attr(data, 1, "gen_ai.tool.call.arguments", {"stringValue": value})
    assert load_run(data).calls[0].arguments == value


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"intValue": "9" * 5_000}, "digits"),
        ({"intValue": "twelve"}, "expected an integer"),
        ({"intValue": [1]}, "expected an integer"),
        ({"arrayValue": 5}, "expected an object"),
        ({"kvlistValue": {"values": [{"value": {"intValue": 1}}]}}, "non-empty string"),
    ],
)
def test_otel_attribute_values_of_the_wrong_shape_are_bad_runs(value: Any, message: str) -> None:
    data = example("otel_genai_spans.json")
    _otel_attr(data, 0, "gen_ai.usage.input_tokens", value)
    with pytest.raises(BadRun, match=message) as info:
        load_run(data)
    assert info.value.field is not None and "attributes" in info.value.field


@pytest.mark.parametrize("nanos", ["1" * 400, 10**30, -1])
def test_otel_span_time_outside_64_bits_is_a_bad_run(nanos: Any) -> None:
    data = example("otel_genai_spans.json")
    data["resourceSpans"][0]["scopeSpans"][0]["spans"][1]["startTimeUnixNano"] = nanos
    with pytest.raises(BadRun, match="startTimeUnixNano"):
        load_run(data)


def test_mcp_text_output_past_the_limits_stays_text() -> None:
    data = example("mcp_tools_call.json")
    text = "[" * 5_000
    for message in data["mcp"]:
        result = message.get("result") if isinstance(message, dict) else None
        if isinstance(result, dict) and "content" in result:
            result.pop("structuredContent", None)
            result["content"] = [{"type": "text", "text": text}]
    run = load_run(data)
    assert text in [c.output for c in run.calls]
