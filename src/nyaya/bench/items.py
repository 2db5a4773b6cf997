"""What the harness scores: a `BenchItem` (a run plus its ground truth).

Runs are built with `nyaya.formats.load_run` when the engine provides it, and
with a small OpenAI-transcript reader here otherwise, so the bench works
while the engine is being built.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from nyaya.errors import BadRun
from nyaya.run import Run, ToolCall, ToolSpec

CLEAN = "clean"


@dataclass(frozen=True, slots=True)
class TruthClaim:
    """One claim of a generated answer with what it really is."""

    text: str
    start: int
    end: int
    pramana: str
    outcome: str
    correct: bool
    injected: bool = False


@dataclass(frozen=True, slots=True)
class BenchItem:
    """One run to score; ``label`` is ``"clean"`` or the hallucination it carries."""

    id: str
    suite: str
    language: str
    label: str
    run: Run
    domain: str = ""
    claims: tuple[TruthClaim, ...] = ()
    injected_span: tuple[int, int] | None = None
    note: str = ""
    tags: tuple[str, ...] = ()  # near-miss kinds, variant, self-tagging: for break-down tables

    @property
    def hallucinated(self) -> bool:
        """True when the answer carries an injected (or known) hallucination."""
        return self.label != CLEAN


def run_from_openai(data: Mapping[str, Any], *, run_id: str) -> Run:
    """A `Run` from an OpenAI transcript, via the engine's adapter when it exists."""
    import nyaya.formats

    load_run: Callable[[Any], Run] | None = getattr(nyaya.formats, "load_run", None)
    if load_run is not None:
        run = load_run({"messages": data.get("messages"), "tools": data.get("tools") or []})
        return run.model_copy(update={"run_id": run_id})
    return _openai_to_run(data, run_id=run_id)


def _parse_json(text: Any) -> Any:
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return text


def _openai_to_run(data: Mapping[str, Any], *, run_id: str) -> Run:
    messages = data.get("messages")
    if not isinstance(messages, list) or not messages:
        raise BadRun("expected a non-empty list", field="messages")
    tools = []
    for spec in data.get("tools") or []:
        fn = spec.get("function", spec) if isinstance(spec, dict) else {}
        if "name" not in fn:
            raise BadRun("a tool has no name", field="tools")
        tools.append(
            ToolSpec(
                name=fn["name"],
                description=fn.get("description") or "",
                parameters=fn.get("parameters"),
            )
        )
    outputs = {m.get("tool_call_id"): m.get("content") for m in messages if m.get("role") == "tool"}
    calls: list[ToolCall] = []
    user = ""
    for m in messages[:-1]:
        if m.get("role") == "user" and isinstance(m.get("content"), str):
            user = m["content"]
        for tc in m.get("tool_calls") or []:
            fn = tc.get("function") or {}
            args = _parse_json(fn.get("arguments") or "{}")
            calls.append(
                ToolCall(
                    id=str(tc.get("id")),
                    tool=str(fn.get("name")),
                    arguments=args if isinstance(args, dict | str) else str(args),
                    output=_parse_json(outputs.get(tc.get("id"))),
                )
            )
    last = messages[-1]
    if last.get("role") != "assistant" or not isinstance(last.get("content"), str):
        raise BadRun("the last message must be an assistant answer", field="messages")
    return Run(
        run_id=run_id,
        user=user,
        tools=tools,
        calls=calls,
        response=last["content"],
        source_format="openai",
    )
