"""Check a run made of OpenAI and Anthropic SDK objects, as an agent loop holds them.

The objects are built here from JSON (``model_validate``) so the example runs offline;
in an agent they are what ``client.chat.completions.create`` / ``client.messages.create``
returned. `nyaya.load_run` reads them as they are.

    python examples/sdk_objects.py
"""

from __future__ import annotations

from anthropic.types import Message
from openai.types.chat import ChatCompletion

import nyaya

TOOL_RESULT = '[{"from": "Alice", "subject": "Deadline"}, {"from": "Alice", "subject": "Budget"}]'


def completion(message: dict[str, object], finish: str) -> ChatCompletion:
    return ChatCompletion.model_validate(
        {
            "id": f"chatcmpl-{finish}",
            "object": "chat.completion",
            "created": 1717405200,
            "model": "gpt-4o",
            "choices": [{"index": 0, "finish_reason": finish, "message": message}],
        }
    )


def openai_run() -> nyaya.Run:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "email_search", "arguments": '{"sender": "Alice"}'},
    }
    asked = completion({"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls")
    answered = completion({"role": "assistant", "content": "You have 2 emails from Alice."}, "stop")
    messages = [
        {"role": "user", "content": "Any mail from Alice?"},
        asked.choices[0].message,  # the SDK's message object, appended as agents do
        {"role": "tool", "tool_call_id": "call_1", "content": TOOL_RESULT},
        answered,  # a whole ChatCompletion stands for its message
    ]
    return nyaya.load_run(messages)


def anthropic_run() -> nyaya.Run:
    def message(content: list[dict[str, object]], stop: str) -> Message:
        return Message.model_validate(
            {
                "id": f"msg_{stop}",
                "type": "message",
                "role": "assistant",
                "model": "claude",
                "content": content,
                "stop_reason": stop,
                "usage": {"input_tokens": 1, "output_tokens": 1},
            }
        )

    use = message(
        [{"type": "tool_use", "id": "tu_1", "name": "email_search", "input": {"sender": "Alice"}}],
        "tool_use",
    )
    final = message([{"type": "text", "text": "You have 5 emails from Alice."}], "end_turn")
    messages = [
        {"role": "user", "content": "Any mail from Alice?"},
        {"role": "assistant", "content": use.content},  # the SDK's content blocks
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "tu_1", "content": TOOL_RESULT}],
        },
        final,
    ]
    return nyaya.load_run({"messages": messages})


if __name__ == "__main__":
    for name, run in (("openai", openai_run()), ("anthropic", anthropic_run())):
        report = nyaya.check(run)
        print(name, report.action, [f.type for f in report.findings])
    # openai emit []
    # anthropic revise ['count_mismatch']
