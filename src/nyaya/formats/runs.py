"""Run adapters: OpenAI Chat Completions, Anthropic Messages and nyaya's native JSON.

More shapes (Responses API, MCP, OpenTelemetry GenAI, LangChain, SDK objects) are
read into these three by `nyaya.formats.shapes` first.

`load_run(data)` detects the shape and returns a `nyaya.run.Run`; malformed
input raises `BadRun` naming the offending field (``messages[3].tool_calls[0].function.name``).

Rules shared by the transcript adapters:

- every user message goes into ``run.user`` (joined by newlines);
- the last assistant message is the answer (its text parts, joined);
- a tool output string is parsed as JSON when it parses, else kept as text;
- a tool result flagged as an error (Anthropic ``is_error``), whose text starts
  with ``Error:``, or that is a JSON error object (``{"error": ...}``) sets
  ``call.error``, so "the tool failed" stays distinct from "the tool found nothing";
- optional top-level ``run_id``, ``language``, ``created_at`` and ``receipts``
  (call id -> signed receipt) are honoured in every shape;
- a call id the transcript re-uses for another call (τ-bench does) never merges the
  two: the later call is read as ``<id>#2`` (``#3``, ...), a result answers the
  earliest call of that id still without one, and `reused_ids` names them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from nyaya.claims import regex_cache
from nyaya.errors import BadInput, BadRun, LimitExceeded
from nyaya.formats import shapes
from nyaya.formats.language import require_supported
from nyaya.limits import DEFAULT_LIMITS, Limits
from nyaya.run import Run, RunFormat, ToolCall, ToolSpec

__all__ = ["detect_format", "load_run", "load_run_file", "reused_ids"]

_ERROR_TEXT = regex_cache.compile(r"^\s*error\b\s*[:\-]", re.IGNORECASE)
_REUSED = regex_cache.compile(r"^(.+)#(\d+)$")


class _Calls:
    """The calls of a transcript in order, keyed by a unique id (re-used ids suffixed)."""

    def __init__(self) -> None:
        self.by_id: dict[str, dict[str, Any]] = {}
        self.order: list[str] = []
        self._uses: dict[str, list[str]] = {}

    def add(self, cid: str, call: dict[str, Any]) -> None:
        uses = self._uses.setdefault(cid, [])
        unique = cid
        n = len(uses) + 1
        while unique in self.by_id:
            unique = f"{cid}#{n}"
            n += 1
        uses.append(unique)
        self.by_id[unique] = {**call, "id": unique}
        self.order.append(unique)

    def answering(self, ref: str) -> dict[str, Any] | None:
        """The call a result with this id answers: the earliest of that id still open."""
        uses = self._uses.get(ref)
        if not uses:
            return self.by_id.get(ref)
        return next(
            (self.by_id[u] for u in uses if "output" not in self.by_id[u]), self.by_id[uses[-1]]
        )


class _Context:
    """The messages before the answer, in order, and the last timestamp a message carried."""

    _STAMP_KEYS = ("created_at", "timestamp", "created", "time")

    def __init__(self) -> None:
        self.messages: list[dict[str, str]] = []
        self.last_stamp: Any = None

    def add(self, role: str, content: str) -> None:
        if content.strip():
            self.messages.append({"role": role, "content": content})

    def stamp(self, message: Mapping[str, Any]) -> None:
        for key in self._STAMP_KEYS:
            value = message.get(key)
            if isinstance(value, str) and value.strip():
                self.last_stamp = value
                return
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
                # Unix seconds (OpenAI's ``created``); milliseconds when implausibly large.
                self.last_stamp = value / 1000 if value > 10**11 else value
                return

    def before_answer(self, answer: str) -> list[dict[str, str]]:
        """Every message but the final answer (the last assistant text, when it is that)."""
        out = list(self.messages)
        last = out[-1] if out else None
        if answer.strip() and last and last["role"] == "assistant" and last["content"] == answer:
            out.pop()
        return out


def _system_text(system: Any) -> str:
    if isinstance(system, str):
        return system
    if isinstance(system, list):
        texts = [b.get("text", "") for b in system if isinstance(b, Mapping)]
        return "\n".join(str(t) for t in texts)
    raise BadRun("expected a string or a list of text blocks", field="system")


def reused_ids(run: Run) -> dict[str, list[str]]:
    """Call ids the transcript used for more than one call -> the ids the calls were given."""
    ids = {c.id for c in run.calls}
    out: dict[str, list[str]] = {}
    for c in run.calls:
        m = _REUSED.match(c.id)
        if m and m.group(1) in ids:
            out.setdefault(m.group(1), [m.group(1)]).append(c.id)
    return out


def load_run(data: Any, *, limits: Limits | None = None, _walked: bool = False) -> Run:
    """Turn a parsed JSON run (any shape `nyaya.formats.shapes` lists) into a `Run`, within
    ``limits``.

    SDK response objects are read as JSON first; a run in a language nyaya has no
    lexicon for is `BadRun` on ``language`` (see `nyaya.formats.language`).
    """
    bounds = limits or DEFAULT_LIMITS
    if isinstance(data, Run):
        return require_supported(bounds.check_run(data))
    bounds.check_run_data(data, walk=not _walked)  # before anything recurses into it
    plain = shapes.plain(data)
    if plain is not data:
        bounds.check_run_data(plain)  # what SDK objects turned into
    if not plain or (isinstance(plain, Mapping) and plain.get("messages") == []):
        raise BadRun("empty: a run has messages (a transcript) or a response", field="run")
    return bounds.check_run(_adapt(plain))


def _adapt(data: Any) -> Run:
    if isinstance(data, list):
        data = {"messages": data}
    if not isinstance(data, Mapping):
        raise BadRun(f"expected a JSON object, got {type(data).__name__}", field="run")
    foreign = shapes.detect_shape(data)
    if foreign is not None:
        data = shapes.to_known(data, foreign)
    fmt = detect_format(data)
    if fmt == "native":
        return require_supported(_native(data))
    if fmt == "anthropic":
        return require_supported(_anthropic(data))
    return require_supported(_openai(data))


def load_run_file(path: str | Path, *, limits: Limits | None = None) -> Run:
    """Read and adapt a run from a JSON file; unreadable or malformed files raise `BadRun`."""
    bounds = limits or DEFAULT_LIMITS
    data = bounds.read_json(path, error=BadRun)
    try:
        return load_run(data, limits=bounds, _walked=True)  # read_json walked it
    except BadInput as exc:
        if exc.path is not None:
            raise
        message = str(exc).removeprefix(f"{exc.field}: ") if exc.field else str(exc)
        if isinstance(exc, LimitExceeded):
            raise LimitExceeded(
                message.removesuffix(f" (limit {exc.limit})"),
                limit=exc.limit,
                field=exc.field,
                path=str(path),
            ) from exc
        kind = BadRun if isinstance(exc, BadRun) else BadInput
        raise kind(message, field=exc.field, path=str(path)) from exc


def detect_format(data: Mapping[str, Any]) -> RunFormat:
    """Which adapter reads ``data``: native, openai or anthropic."""
    if "messages" not in data:
        return "native"
    messages = data.get("messages")
    if isinstance(messages, list):
        for message in messages:
            if not isinstance(message, Mapping):
                continue
            if message.get("role") in ("tool", "system", "developer", "function"):
                return "openai"
            if "tool_calls" in message:
                return "openai"
            content = message.get("content")
            if isinstance(content, list):
                for block in content:
                    if isinstance(block, Mapping) and block.get("type") in (
                        "tool_use",
                        "tool_result",
                    ):
                        return "anthropic"
    tools = data.get("tools")
    if isinstance(tools, list) and any(
        isinstance(t, Mapping) and "input_schema" in t for t in tools
    ):
        return "anthropic"
    if isinstance(data.get("system"), (str, list)):
        return "anthropic"
    return "openai"


def _native(data: Mapping[str, Any]) -> Run:
    payload = dict(data)
    payload.setdefault("source_format", "native")
    if "run_id" not in payload:
        payload["run_id"] = _derived_id(data)
    if isinstance(payload.get("user"), list):
        payload["user"] = "\n".join(str(u) for u in payload["user"])
    if "context" not in payload:
        # The request is context too: values the user stated are grounded by testimony.
        system = payload.pop("system", None)
        context = [{"role": "system", "content": system}] if isinstance(system, str) else []
        if isinstance(payload.get("user"), str) and payload["user"]:
            context.append({"role": "user", "content": payload["user"]})
        payload["context"] = context
    try:
        run = Run.model_validate(payload)
    except ValidationError as exc:
        err = exc.errors(include_url=False, include_input=False, include_context=False)[0]
        raise BadRun(err["msg"].lower(), field=_loc(err["loc"])) from exc
    # The transcript adapters require these too (`_str`); an empty name names nothing.
    for i, spec in enumerate(run.tools):
        _str(spec.name, f"tools[{i}].name")
    for i, call in enumerate(run.calls):
        _str(call.id, f"calls[{i}].id")
        _str(call.tool, f"calls[{i}].tool")
    return run


def _openai(data: Mapping[str, Any]) -> Run:
    messages = _messages(data)
    users: list[str] = []
    context = _Context()
    calls = _Calls()
    answer = ""
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        role = message.get("role")
        if not isinstance(role, str):
            raise BadRun("missing or not a string", field=f"{where}.role")
        content = _openai_text(message.get("content"), f"{where}.content")
        context.stamp(message)
        if role == "user":
            users.append(content)
            context.add("user", content)
        elif role in ("system", "developer"):
            context.add(role, content)
        elif role == "assistant":
            answer = content
            context.add("assistant", content)
            for j, tc in enumerate(_list(message.get("tool_calls"), f"{where}.tool_calls")):
                cid, call = _openai_call(tc, f"{where}.tool_calls[{j}]")
                calls.add(cid, call)
            legacy = message.get("function_call")
            if isinstance(legacy, Mapping):
                cid = f"call_{i}"
                calls.add(cid, {"id": cid, **_function(legacy, f"{where}.function_call")})
        elif role in ("tool", "function"):
            ref = message.get("tool_call_id")
            if role == "function" and ref is None:
                ref = _last_unanswered(calls, message.get("name"))
            target = calls.answering(ref) if isinstance(ref, str) else None
            if target is None:
                raise BadRun(
                    f"no assistant tool call has id {ref!r}",
                    field=f"{where}.tool_call_id",
                )
            _set_output(target, message.get("content"), is_error=False)
        else:
            raise BadRun(f"unknown role {role!r}", field=f"{where}.role")
    return _build(data, "openai", users, calls, answer, _tools(data, "parameters"), context)


def _anthropic(data: Mapping[str, Any]) -> Run:
    messages = _messages(data)
    users: list[str] = []
    context = _Context()
    system = data.get("system")
    if system is not None:
        context.add("system", _system_text(system))
    calls = _Calls()
    answer = ""
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        role = message.get("role")
        if role not in ("user", "assistant"):
            raise BadRun(f"expected 'user' or 'assistant', got {role!r}", field=f"{where}.role")
        context.stamp(message)
        content = message.get("content")
        blocks: Sequence[Any] = (
            [{"type": "text", "text": content}]
            if isinstance(content, str)
            else _list(content, f"{where}.content")
        )
        texts: list[str] = []
        for j, block in enumerate(blocks):
            bwhere = f"{where}.content[{j}]"
            if not isinstance(block, Mapping):
                raise BadRun("expected a content block object", field=bwhere)
            kind = block.get("type")
            if kind == "text":
                texts.append(_str(block.get("text"), f"{bwhere}.text"))
            elif kind == "tool_use":
                cid = _str(block.get("id"), f"{bwhere}.id")
                name = _str(block.get("name"), f"{bwhere}.name")
                args = block.get("input", {})
                if not isinstance(args, Mapping):
                    raise BadRun("expected a JSON object", field=f"{bwhere}.input")
                calls.add(cid, {"id": cid, "tool": name, "arguments": args})
            elif kind == "tool_result":
                ref = block.get("tool_use_id")
                target = calls.answering(ref) if isinstance(ref, str) else None
                if target is None:
                    raise BadRun(f"no tool_use block has id {ref!r}", field=f"{bwhere}.tool_use_id")
                _set_output(
                    target, _anthropic_result(block.get("content")), bool(block.get("is_error"))
                )
        if role == "user" and texts:
            users.append("\n".join(texts))
            context.add("user", users[-1])
        elif role == "assistant":
            answer = "\n".join(texts)
            context.add("assistant", answer)
    return _build(data, "anthropic", users, calls, answer, _tools(data, "input_schema"), context)


def _build(
    data: Mapping[str, Any],
    fmt: RunFormat,
    users: list[str],
    calls: _Calls,
    answer: str,
    tools: list[ToolSpec],
    context: _Context,
) -> Run:
    receipts = data.get("receipts")
    if receipts is not None and not isinstance(receipts, Mapping):
        raise BadRun("expected an object mapping call ids to receipts", field="receipts")
    built: list[ToolCall] = []
    for cid in calls.order:
        call = dict(calls.by_id[cid])
        if receipts and cid in receipts:
            if not isinstance(receipts[cid], Mapping):
                raise BadRun("expected a receipt object", field=f"receipts.{cid}")
            call["receipt"] = dict(receipts[cid])
        try:
            built.append(ToolCall.model_validate(call))
        except ValidationError as exc:
            err = exc.errors(include_url=False, include_input=False, include_context=False)[0]
            raise BadRun(err["msg"].lower(), field=f"call {cid!r}." + _loc(err["loc"])) from exc
    payload: dict[str, Any] = {
        "run_id": data.get("run_id") or data.get("id") or _derived_id(data),
        "user": "\n".join(u for u in users if u),
        "tools": tools,
        "calls": built,
        "response": answer,
        "context": context.before_answer(answer),
        "source_format": fmt,
    }
    for key in ("language", "created_at", "now"):
        if data.get(key) is not None:
            payload[key] = data[key]
    if "now" not in payload and "created_at" not in payload and context.last_stamp is not None:
        payload["now"] = context.last_stamp
    try:
        return Run.model_validate(payload)
    except ValidationError as exc:
        err = exc.errors(include_url=False, include_input=False, include_context=False)[0]
        raise BadRun(err["msg"].lower(), field=_loc(err["loc"])) from exc


def _messages(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    messages = data.get("messages")
    if not isinstance(messages, list):
        raise BadRun("expected a list of messages", field="messages")
    for i, m in enumerate(messages):
        if not isinstance(m, Mapping):
            raise BadRun("expected a message object", field=f"messages[{i}]")
    return messages


def _openai_call(tc: Any, where: str) -> tuple[str, dict[str, Any]]:
    if not isinstance(tc, Mapping):
        raise BadRun("expected a tool call object", field=where)
    cid = _str(tc.get("id"), f"{where}.id")
    fn = tc.get("function")
    if not isinstance(fn, Mapping):
        raise BadRun("missing or not an object", field=f"{where}.function")
    return cid, {"id": cid, **_function(fn, f"{where}.function")}


def _function(fn: Mapping[str, Any], where: str) -> dict[str, Any]:
    name = _str(fn.get("name"), f"{where}.name")
    raw = fn.get("arguments", "{}")
    args: dict[str, Any] | str
    if isinstance(raw, Mapping):
        args = dict(raw)
    elif isinstance(raw, str):
        # An unparsable argument string is kept as is: Stage 1 reports it, it is not our crash.
        parsed = _json_or(raw, raw) if raw.strip() else {}
        args = parsed if isinstance(parsed, (dict, str)) else raw
    else:
        raise BadRun("expected a JSON string or object", field=f"{where}.arguments")
    return {"tool": name, "arguments": args}


def _set_output(call: dict[str, Any], content: Any, is_error: bool) -> None:
    text = content if isinstance(content, str) else None
    if isinstance(content, list):
        text = _openai_text(content, "content")
    output: Any = content
    if text is not None:
        output = _parse_output(text)
    call["output"] = output
    if is_error or (text is not None and _ERROR_TEXT.match(text)) or _error_object(output):
        call["error"] = (text if text is not None else json.dumps(content))[:500] or "error"


def _error_object(output: Any) -> bool:
    # {"error": {...}} or {"error": "...", "code": 503}: a failure reported as JSON.
    return (
        isinstance(output, Mapping)
        and output.get("error") not in (None, "", False)
        and set(output) <= {"error", "code", "status", "message", "detail", "details"}
    )


def _parse_output(text: str) -> Any:
    stripped = text.strip()
    if stripped[:1] in ("{", "[", '"') or stripped in ("true", "false", "null"):
        return _json_or(stripped, text)
    return _json_or(stripped, text) if stripped and _is_number(stripped) else text


def _json_or(text: str, fallback: Any) -> Any:
    # JSON inside a string (arguments, tool output) gets the same limits as the run;
    # what does not parse within them stays text.
    try:
        return DEFAULT_LIMITS.parse_json(text)
    except BadInput:
        return fallback


def _is_number(s: str) -> bool:
    return re.fullmatch(r"-?\d+(\.\d+)?([eE][+-]?\d+)?", s) is not None


def _anthropic_result(content: Any) -> Any:
    if isinstance(content, list):
        texts = [
            str(b.get("text", ""))
            for b in content
            if isinstance(b, Mapping) and b.get("type") == "text"
        ]
        return "\n".join(texts)
    return content


def _openai_text(content: Any, where: str) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for k, part in enumerate(content):
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping):
                if isinstance(part.get("text"), str):
                    parts.append(part["text"])
            else:
                raise BadRun("expected a content part object", field=f"{where}[{k}]")
        return "\n".join(parts)
    raise BadRun("expected a string or a list of parts", field=where)


def _tools(data: Mapping[str, Any], schema_key: str) -> list[ToolSpec]:
    specs: list[ToolSpec] = []
    for i, raw in enumerate(_list(data.get("tools"), "tools")):
        where = f"tools[{i}]"
        if not isinstance(raw, Mapping):
            raise BadRun("expected a tool object", field=where)
        fn: Mapping[str, Any] = raw["function"] if isinstance(raw.get("function"), Mapping) else raw
        fwhere = f"{where}.function" if fn is not raw else where
        name = _str(fn.get("name"), f"{fwhere}.name")
        schema = fn.get(schema_key, fn.get("parameters", fn.get("input_schema")))
        if schema is not None and not isinstance(schema, Mapping):
            raise BadRun("expected a JSON Schema object", field=f"{fwhere}.{schema_key}")
        desc = fn.get("description") or ""
        specs.append(
            ToolSpec(
                name=name,
                description=str(desc),
                parameters=dict(schema) if schema is not None else None,
            )
        )
    return specs


def _list(value: Any, where: str) -> Sequence[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise BadRun("expected a list", field=where)
    return value


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise BadRun("missing or not a non-empty string", field=where)
    return value


def _last_unanswered(calls: _Calls, name: Any) -> str | None:
    for cid in reversed(calls.order):
        call = calls.by_id[cid]
        if "output" not in call and (name is None or call["tool"] == name):
            return str(call["id"])
    return None


def _derived_id(data: Mapping[str, Any]) -> str:
    # Deterministic, so checking the same transcript twice yields the same run id.
    digest = hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()
    return f"run-{digest[:12]}"


def _loc(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "run"
