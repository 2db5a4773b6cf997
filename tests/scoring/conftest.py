"""Fixtures for the scoring tests: a small real chat-completions server on loopback.

It speaks the wire protocol (``POST /chat/completions``, ``choices[].message.content``)
and judges like a very literal model: a claim is supported when every word of four or
more letters is in the evidence, contradicted when it says "not" and the evidence does
not. Some model names make it misbehave the ways real servers do: ``flaky`` answers 503
to its first request, ``slow`` answers after two seconds, ``chatty`` wraps its JSON in a
code fence and prose, ``garbage`` never sends JSON. A request without EVIDENCE is a
sampling request, answered with the configured ``samples`` in turn.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class ServerState:
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    samples: list[str] = field(default_factory=list)
    failed_once: bool = False


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text.lower()) if len(w) >= 4}


def judge(claim: str, evidence: str) -> dict[str, Any]:
    missing = _words(claim) - _words(evidence)
    negated = re.search(r"\bnot\b", claim) and not re.search(r"\bnot\b", evidence)
    if negated:
        return {"verdict": "contradicted", "score": 0.05, "span": "", "reason": "negated"}
    if missing:
        return {"verdict": "unsupported", "score": 0.2, "span": "", "reason": "adds facts"}
    best = max(
        re.split(r"(?<=\.)\s+", evidence.split("] ", 1)[-1]),
        key=lambda s: len(_words(claim) & _words(s)),
    )
    return {"verdict": "supported", "score": 0.95, "span": best.strip(), "reason": "stated"}


def _handler(state: ServerState) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            if self.path.rstrip("/") != "/v1/chat/completions":
                self._send(404, {"error": {"message": "not found"}})
                return
            body = json.loads(self.rfile.read(int(self.headers["content-length"])))
            state.requests.append(body)
            state.headers.append({k.lower(): v for k, v in self.headers.items()})
            model = body["model"]
            if model == "flaky" and not state.failed_once:
                state.failed_once = True
                self._send(503, {"error": {"message": "overloaded"}})
                return
            if model == "slow":
                time.sleep(2)
            prompt = body["messages"][-1]["content"]
            if "EVIDENCE:" in prompt:
                m = re.search(r"EVIDENCE:\n(.*)\n\nCLAIM:\n(.*)", prompt, re.DOTALL)
                assert m is not None
                reply = json.dumps(judge(m.group(2).strip(), m.group(1)))
                if model == "chatty":
                    reply = f"Here is my verdict:\n```json\n{reply}\n```"
                if model == "garbage":
                    reply = "Looks fine to me."
                texts = [reply] * body.get("n", 1)
            else:
                n = body.get("n", 1)
                texts = [
                    state.samples[(len(state.requests) - 1 + i) % len(state.samples)]
                    for i in range(n)
                ]
            self._send(
                200,
                {
                    "id": f"chatcmpl-{len(state.requests)}",
                    "object": "chat.completion",
                    "model": model,
                    "choices": [
                        {
                            "index": i,
                            "message": {"role": "assistant", "content": t},
                            "finish_reason": "stop",
                        }
                        for i, t in enumerate(texts)
                    ],
                },
            )

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


@contextmanager
def chat_server(samples: list[str] | None = None) -> Iterator[tuple[str, ServerState]]:
    """A running server on 127.0.0.1 (a free port); yields its base URL and its state."""
    state = ServerState(samples=list(samples or []))
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture
def chat() -> Iterator[tuple[str, ServerState]]:
    """The chat server's base URL (``http://127.0.0.1:PORT/v1``) and its recorded state."""
    with chat_server(["The launch is on 12 May 2026.", "The launch is on 12 May 2026."]) as running:
        yield running
