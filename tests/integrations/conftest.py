"""A small language model on loopback that speaks OpenAI chat completions and Anthropic
messages, so the guard is tested with the real SDKs over real HTTP.

The model is a rule: with tools offered and no tool result yet, it calls
``email_search`` for Alice; once results are in, it answers with their count. The
``model`` name picks its character: ``honest`` counts right; ``inflate`` says three
more the first time and counts right once corrected; ``inflate-always`` never
corrects; ``fabricate`` also claims a calendar check it never made.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


def _count(result: Any) -> int:
    if isinstance(result, str):
        try:
            result = json.loads(result)
        except json.JSONDecodeError:
            return 0
    if isinstance(result, dict):
        result = result.get("results", [])
    return len(result) if isinstance(result, list) else 0


class Conversation:
    """What the model reads from a request, whatever the protocol."""

    def __init__(self, results: list[Any], corrections: list[str], tools: list[str]) -> None:
        self.results = results
        self.corrections = corrections
        self.tools = tools

    @classmethod
    def openai(cls, body: dict[str, Any]) -> Conversation:
        results = [m["content"] for m in body["messages"] if m.get("role") == "tool"]
        users = [m["content"] for m in body["messages"] if m.get("role") == "user"]
        tools = [t["function"]["name"] for t in body.get("tools", [])]
        return cls(results, [u for u in users[1:] if isinstance(u, str)], tools)

    @classmethod
    def anthropic(cls, body: dict[str, Any]) -> Conversation:
        results: list[Any] = []
        users: list[str] = []
        for m in body["messages"]:
            if m["role"] != "user":
                continue
            if isinstance(m["content"], str):
                users.append(m["content"])
                continue
            for block in m["content"]:
                if block.get("type") == "tool_result":
                    results.append(block["content"])
                elif block.get("type") == "text":
                    users.append(block["text"])
        tools = [t["name"] for t in body.get("tools", [])]
        return cls(results, users[1:], tools)

    def reply(self, model: str) -> tuple[str | None, dict[str, Any] | None]:
        """(answer text, or None) and (tool call, or None)."""
        if "email_search" in self.tools and not self.results:
            return None, {"name": "email_search", "arguments": {"sender": "Alice"}}
        n = _count(self.results[-1]) if self.results else 0
        right = f"You have {n} emails from Alice."
        wrong = f"You have {n + 3} emails from Alice."
        if model == "honest":
            return right, None
        if model == "inflate":
            return (right if self.corrections else wrong), None
        if model == "inflate-always":
            return wrong, None
        if model == "fabricate":
            return f"{wrong} I also checked your calendar: the review is on Friday.", None
        raise ValueError(f"unknown model {model!r}")


class LoopbackModel:
    """The server, the requests it received, and the base URLs for the SDKs."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, dict[str, Any]]] = []
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep pytest's output clean
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                model.requests.append((self.path, body))
                if self.path.endswith("/chat/completions"):
                    payload = model.chat(body)
                elif self.path.endswith("/messages"):
                    payload = model.messages(body)
                else:
                    self.send_error(404)
                    return
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        port = self.server.server_address[1]
        self.openai_url = f"http://127.0.0.1:{port}/v1"
        self.anthropic_url = f"http://127.0.0.1:{port}"

    def chat(self, body: dict[str, Any]) -> dict[str, Any]:
        text, call = Conversation.openai(body).reply(body["model"])
        message: dict[str, Any] = {"role": "assistant", "content": text}
        if call is not None:
            message["tool_calls"] = [
                {
                    "id": f"call_{len(self.requests)}",
                    "type": "function",
                    "function": {"name": call["name"], "arguments": json.dumps(call["arguments"])},
                }
            ]
        return {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "created": 1717405200,
            "model": body["model"],
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if call else "stop",
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }

    def messages(self, body: dict[str, Any]) -> dict[str, Any]:
        text, call = Conversation.anthropic(body).reply(body["model"])
        content: list[dict[str, Any]] = []
        if call is not None:
            content.append(
                {
                    "type": "tool_use",
                    "id": f"toolu_{len(self.requests)}",
                    "name": call["name"],
                    "input": call["arguments"],
                }
            )
        else:
            content.append({"type": "text", "text": text})
        return {
            "id": f"msg_{len(self.requests)}",
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": content,
            "stop_reason": "tool_use" if call else "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1},
        }

    def corrections(self) -> list[str]:
        """The correction messages the guard sent, in order."""
        out: list[str] = []
        for path, body in self.requests:
            conv = (
                Conversation.openai(body)
                if path.endswith("/chat/completions")
                else Conversation.anthropic(body)
            )
            for c in conv.corrections:
                if c not in out:
                    out.append(c)
        return out


@pytest.fixture
def loopback_model() -> Iterator[LoopbackModel]:
    model = LoopbackModel()
    model.thread.start()
    try:
        yield model
    finally:
        model.server.shutdown()
        model.server.server_close()
