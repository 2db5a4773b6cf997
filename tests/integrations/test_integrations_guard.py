"""`nyaya.guard` end to end: the real openai and anthropic SDKs, pointed at a model on
loopback (conftest.py), sync and async; tools run through a ToolRuntime and are receipted;
revise -> re-ask with a correction -> emit; block -> AnswerBlocked or the fallback."""

from __future__ import annotations

import asyncio
from typing import Any

import anthropic
import openai
import pytest

import nyaya
from nyaya import AnswerBlocked, KeyRing, Ledger, ToolRuntime
from nyaya.errors import BadInput

from .conftest import LoopbackModel

SCHEMA = {"type": "object", "properties": {"sender": {"type": "string"}}, "required": ["sender"]}
OPENAI_TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "email_search",
            "description": "Search the inbox by sender.",
            "parameters": SCHEMA,
        },
    }
]
ANTHROPIC_TOOLS = [
    {"name": "email_search", "description": "Search the inbox by sender.", "input_schema": SCHEMA}
]
QUESTION = "How many emails did Alice send me?"


def email_search(sender: str) -> list[dict[str, str]]:
    return [{"from": sender, "subject": "Deadline"}, {"from": sender, "subject": "Budget"}]


def openai_client(model: LoopbackModel, *, is_async: bool = False) -> Any:
    cls = openai.AsyncOpenAI if is_async else openai.OpenAI
    return cls(base_url=model.openai_url, api_key="test", max_retries=0)


def anthropic_client(model: LoopbackModel, *, is_async: bool = False) -> Any:
    cls = anthropic.AsyncAnthropic if is_async else anthropic.Anthropic
    return cls(base_url=model.anthropic_url, api_key="test", max_retries=0)


def ask_openai(guarded: Any, name: str) -> Any:
    return guarded.chat.completions.create(
        model=name, messages=[{"role": "user", "content": QUESTION}], tools=OPENAI_TOOLS
    )


def ask_anthropic(guarded: Any, name: str) -> Any:
    return guarded.messages.create(
        model=name,
        max_tokens=256,
        messages=[{"role": "user", "content": QUESTION}],
        tools=ANTHROPIC_TOOLS,
    )


def text_of(response: Any) -> str:
    if hasattr(response, "choices"):
        return str(response.choices[0].message.content)
    return "".join(b.text for b in response.content if b.type == "text")


def test_honest_answer_is_emitted_with_signed_receipts(loopback_model: LoopbackModel) -> None:
    ledger = Ledger.memory()
    guarded = nyaya.guard(
        openai_client(loopback_model), ledger=ledger, tools={"email_search": email_search}
    )
    response = ask_openai(guarded, "honest")
    assert text_of(response) == "You have 2 emails from Alice."
    report = response.nyaya_report
    assert report.action == "emit" and report.evidence == "signed"
    assert len(ledger) == 1
    receipt = next(iter(ledger))
    assert receipt.tool == "email_search" and receipt.result_count == 2
    assert receipt.run_id == report.run_id
    assert len(loopback_model.requests) == 2  # the tool call, then the answer


@pytest.mark.parametrize("sdk", ["openai", "anthropic"])
def test_revise_reasks_with_a_correction_then_emits(
    loopback_model: LoopbackModel, sdk: str
) -> None:
    client = openai_client(loopback_model) if sdk == "openai" else anthropic_client(loopback_model)
    guarded = nyaya.guard(client, tools={"email_search": email_search})
    ask = ask_openai if sdk == "openai" else ask_anthropic
    response = ask(guarded, "inflate")
    assert text_of(response) == "You have 2 emails from Alice."
    assert response.nyaya_report.action == "emit"
    first, second = guarded.reports
    assert first.action == "revise" and "count_mismatch" in {f.type for f in first.findings}
    assert second.action == "emit"
    (correction,) = loopback_model.corrections()
    assert "You said 5" in correction and "the tools show 2" in correction
    assert len(loopback_model.requests) == 3
    assert len(guarded.ledger) == 1  # the tool ran once; the re-ask re-used its result


@pytest.mark.parametrize("sdk", ["openai", "anthropic"])
def test_async_clients(loopback_model: LoopbackModel, sdk: str) -> None:
    client = (
        openai_client(loopback_model, is_async=True)
        if sdk == "openai"
        else anthropic_client(loopback_model, is_async=True)
    )

    async def lookup(sender: str) -> list[dict[str, str]]:
        await asyncio.sleep(0)
        return email_search(sender)

    guarded = nyaya.guard(client, tools={"email_search": lookup})
    ask = ask_openai if sdk == "openai" else ask_anthropic

    async def main() -> Any:
        response = await ask(guarded, "inflate")
        await client.close()
        return response

    response = asyncio.run(main())
    assert text_of(response) == "You have 2 emails from Alice."
    assert [r.action for r in guarded.reports] == ["revise", "emit"]


@pytest.mark.parametrize("sdk", ["openai", "anthropic"])
def test_block_raises_answer_blocked_with_the_report(
    loopback_model: LoopbackModel, sdk: str
) -> None:
    client = openai_client(loopback_model) if sdk == "openai" else anthropic_client(loopback_model)
    guarded = nyaya.guard(client, tools={"email_search": email_search})
    ask = ask_openai if sdk == "openai" else ask_anthropic
    with pytest.raises(AnswerBlocked) as caught:
        ask(guarded, "fabricate")
    assert caught.value.report.action == "block"
    assert "fabricated_tool_call" in {f.type for f in caught.value.report.findings}
    assert "calendar" in caught.value.answer
    assert caught.value.revisions == 0
    assert loopback_model.corrections() == []


def test_block_returns_the_fallback_when_configured(loopback_model: LoopbackModel) -> None:
    fallback = "I could not verify an answer; please check your inbox directly."
    guarded = nyaya.guard(
        anthropic_client(loopback_model), tools={"email_search": email_search}, fallback=fallback
    )
    response = ask_anthropic(guarded, "fabricate")
    assert text_of(response) == fallback
    assert response.nyaya_report.action == "block"


def test_a_revise_left_after_the_last_reask_is_not_emitted(loopback_model: LoopbackModel) -> None:
    guarded = nyaya.guard(openai_client(loopback_model), tools={"email_search": email_search})
    with pytest.raises(AnswerBlocked) as caught:
        ask_openai(guarded, "inflate-always")
    assert caught.value.revisions == 1
    assert caught.value.report.action == "revise"
    assert [r.action for r in guarded.reports] == ["revise", "revise"]


def test_no_reask_when_max_revisions_is_zero(loopback_model: LoopbackModel) -> None:
    guarded = nyaya.guard(
        openai_client(loopback_model), tools={"email_search": email_search}, max_revisions=0
    )
    with pytest.raises(AnswerBlocked):
        ask_openai(guarded, "inflate")
    assert loopback_model.corrections() == []


def test_a_given_tool_runtime_signs_with_its_own_keys(loopback_model: LoopbackModel) -> None:
    ring = KeyRing.generate("hmac")
    runtime = ToolRuntime(ring, ledger=Ledger.memory(), run_id="support-42")
    runtime.register(email_search)
    guarded = nyaya.guard(openai_client(loopback_model), tools=runtime)
    response = ask_openai(guarded, "honest")
    assert response.nyaya_report.run_id == "support-42"
    assert response.nyaya_report.evidence == "signed"
    assert runtime.ledger is not None and runtime.ledger.verify(ring) == 1
    assert guarded.ledger is runtime.ledger


def test_without_tools_the_caller_runs_them_and_they_are_logged(
    loopback_model: LoopbackModel,
) -> None:
    guarded = nyaya.guard(openai_client(loopback_model))
    messages: list[Any] = [{"role": "user", "content": QUESTION}]
    first = guarded.chat.completions.create(model="inflate", messages=messages, tools=OPENAI_TOOLS)
    assert not hasattr(first, "nyaya_report")  # a tool request goes back to the caller
    call = first.choices[0].message.tool_calls[0]
    messages += [
        first.choices[0].message,
        {
            "role": "tool",
            "tool_call_id": call.id,
            "content": str(email_search("Alice")).replace("'", '"'),
        },
    ]
    final = guarded.chat.completions.create(model="inflate", messages=messages, tools=OPENAI_TOOLS)
    assert text_of(final) == "You have 2 emails from Alice."
    assert [r.action for r in guarded.reports] == ["revise", "emit"]
    assert final.nyaya_report.evidence == "log"
    assert len(guarded.ledger) >= 1
    assert next(iter(guarded.ledger)).tool == "email_search"


def test_not_a_client_and_streaming_are_bad_input(loopback_model: LoopbackModel) -> None:
    with pytest.raises(BadInput, match="client"):
        nyaya.guard(object())
    guarded = nyaya.guard(openai_client(loopback_model))
    with pytest.raises(BadInput, match="stream"):
        guarded.chat.completions.create(model="honest", messages=[], stream=True)
