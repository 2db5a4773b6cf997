"""More run shapes, read into the three the core adapters know.

Each reader turns one foreign shape into an OpenAI Chat Completions transcript
or a native run, so the rules of `nyaya.formats.runs` (context, ``now``, re-used
call ids, error results) hold for every shape:

========================  =====================================================================
shape                      recognised by
========================  =====================================================================
``openai-responses``       items with ``type`` ``function_call`` / ``function_call_output`` /
                           ``message`` (a list, or ``input`` + ``output``, or a ``Response``)
``mcp``                    JSON-RPC 2.0 messages: ``tools/call`` requests and their results
                           (``structuredContent``, ``isError``, JSON-RPC ``error``), under ``mcp``
``otel-genai``             OTLP JSON (``resourceSpans``) with GenAI spans: ``execute_tool``
                           spans and the last ``chat`` span's output message
``langchain``              LangChain / LangGraph messages (``type`` human / ai / tool / system,
                           ``messages_to_dict`` ``{"type", "data"}`` or ``lc`` constructors)
========================  =====================================================================

From Python, `plain` turns SDK response objects (openai / anthropic pydantic
models, LangChain messages) into JSON first, anywhere in the input, and a bare
``ChatCompletion``, Anthropic ``Message`` or Responses ``Response`` becomes a
one-answer transcript.

A malformed run raises `BadRun` whose message names the shape it was read as
and whose ``field`` points into the input as given (``items[3].call_id``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from nyaya.errors import BadInput, BadRun
from nyaya.limits import DEFAULT_LIMITS

__all__ = ["FOREIGN_SHAPES", "MCP_RECEIPT_KEY", "Shape", "detect_shape", "plain", "to_known"]

Shape = Literal[
    "native", "openai", "anthropic", "openai-responses", "mcp", "otel-genai", "langchain"
]
FOREIGN_SHAPES: tuple[Shape, ...] = ("openai-responses", "mcp", "otel-genai", "langchain")

_NAMES: dict[str, str] = {
    "openai-responses": "OpenAI Responses items",
    "mcp": "MCP tools/call messages",
    "otel-genai": "OpenTelemetry GenAI spans (OTLP JSON)",
    "langchain": "LangChain messages",
}
_RESPONSES_TYPES = frozenset({"function_call", "function_call_output", "reasoning"})
_LC_TYPES = {
    "human": "user",
    "HumanMessage": "user",
    "ai": "assistant",
    "AIMessage": "assistant",
    "AIMessageChunk": "assistant",
    "tool": "tool",
    "ToolMessage": "tool",
    "system": "system",
    "SystemMessage": "system",
}
_CARRIED = ("run_id", "language", "created_at", "now", "receipts", "id")
MCP_RECEIPT_KEY = "nyaya/receipt"
"""Where `nyaya mcp-proxy` puts a call's signed receipt: ``result._meta["nyaya/receipt"]``."""


_JSON_SCALARS = frozenset({str, int, float, bool, type(None)})


def plain(data: Any) -> Any:
    """``data`` with SDK objects (pydantic models) turned into JSON values, recursively.

    A bare ``ChatCompletion``, Anthropic ``Message`` or Responses ``Response`` (as an
    object or as its JSON) becomes a transcript of that one answer.
    """
    data = _json(data)
    return _unwrap_sdk(data) if isinstance(data, Mapping) else data


def _json(data: Any) -> Any:
    """``data`` with SDK objects dumped; containers without any are returned as they are."""
    if type(data) in _JSON_SCALARS:  # most of a run: no attribute lookup for them
        return data
    dump = getattr(data, "model_dump", None)
    if callable(dump) and not isinstance(data, type):
        return _json(dump(mode="json", exclude_none=True))
    if isinstance(data, dict):
        pairs = [(key, value, _json(value)) for key, value in data.items()]
        if all(new is value and isinstance(key, str) for key, value, new in pairs):
            return data
        return {str(key): new for key, _, new in pairs}
    if isinstance(data, Mapping):
        return {str(k): _json(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        out: list[Any] = []
        same = isinstance(data, list)
        for item in data:
            new = _json(item)
            # messages.append(completion): a whole ChatCompletion stands for its message.
            if isinstance(new, Mapping) and new.get("object") == "chat.completion":
                new = _completion_message(new)
            same = same and new is item
            out.append(new)
        return data if same else out
    return data


def _unwrap_sdk(data: Mapping[str, Any]) -> Any:
    """A bare SDK response as a transcript: the answer alone, or the Responses items."""
    kind = data.get("object") or data.get("type")
    if kind == "chat.completion":
        return {"messages": [_completion_message(data)], "id": data.get("id")}
    if kind == "response" and isinstance(data.get("output"), list):
        return {"items": data["output"], "id": data.get("id")}
    if kind == "message" and data.get("role") == "assistant":
        return {"messages": [data], "id": data.get("id")}
    return data


def _completion_message(completion: Mapping[str, Any]) -> Any:
    choices = completion.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
        raise BadRun("a chat.completion without choices", field="choices")
    return choices[0].get("message", {})


def detect_shape(data: Mapping[str, Any]) -> Shape | None:
    """The foreign shape ``data`` is in, or None when a core adapter reads it as it is."""
    if "resourceSpans" in data:
        return "otel-genai"
    if isinstance(data.get("mcp"), list):
        return "mcp"
    for key in ("items", "input", "output"):
        if _responses_items(data.get(key)):
            return "openai-responses"
    messages = data.get("messages")
    if isinstance(messages, list):
        if _responses_items(messages):
            return "openai-responses"
        if any(isinstance(m, Mapping) and "jsonrpc" in m for m in messages):
            return "mcp"
        if any(_is_langchain(m) for m in messages):
            return "langchain"
    return None


def to_known(data: Mapping[str, Any], shape: Shape) -> dict[str, Any]:
    """``data`` (in ``shape``) as an OpenAI transcript or a native run."""
    readers: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
        "openai-responses": _responses,
        "mcp": _mcp,
        "otel-genai": _otel,
        "langchain": _langchain,
    }
    out = readers[shape](data)
    if "calls" in out:
        # A native run: its id is ``run_id``, and receipts ride on their calls.
        if "run_id" not in data and data.get("id") is not None:
            out["run_id"] = data["id"]
        receipts = data.get("receipts")
        if isinstance(receipts, Mapping):
            for call in out["calls"]:
                if call["id"] in receipts and "receipt" not in call:
                    call["receipt"] = receipts[call["id"]]
        carried: tuple[str, ...] = ("run_id", "language", "created_at", "now")
    else:
        carried = _CARRIED
    for key in carried:
        if key in data and key not in out:
            out[key] = data[key]
    return out


class _Reader:
    """Raises `BadRun` naming the shape and the field of the input as given."""

    def __init__(self, shape: str) -> None:
        self.shape = _NAMES[shape]

    def fail(self, message: str, field: str) -> BadRun:
        return BadRun(f"{message} (read as {self.shape})", field=field)

    def text(self, value: Any, field: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.fail("missing or not a non-empty string", field)
        return value

    def obj(self, value: Any, field: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail("expected an object", field)
        return value

    def nanos(self, value: Any, field: str) -> int:
        """A Unix time in nanoseconds, as OTLP/JSON writes it (a number or a digit string)."""
        if value is None or value == "":
            return 0
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise self.fail("expected nanoseconds (an integer)", field)
        try:
            nanos = int(value) if len(str(value)) <= 40 else -1
        except ValueError:
            raise self.fail("expected nanoseconds (an integer)", field) from None
        if not 0 <= nanos < 2**64:  # OTLP's fixed64
            raise self.fail("nanoseconds out of range (an unsigned 64-bit integer)", field)
        return nanos

    def integer(self, value: Any, field: str) -> int:
        """An OTLP ``intValue``: a number or a digit string, within the digit limit."""
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise self.fail("expected an integer", field)
        if isinstance(value, str) and len(value) > DEFAULT_LIMITS.max_digits:
            raise self.fail(f"more than {DEFAULT_LIMITS.max_digits} digits", field)
        try:
            return int(value)
        except ValueError:
            raise self.fail("expected an integer", field) from None

    def items(self, value: Any, field: str) -> Sequence[Any]:
        if not isinstance(value, list):
            raise self.fail("expected a list", field)
        return value


# --- OpenAI Responses API -------------------------------------------------------------


def _kind(item: Mapping[str, Any]) -> str:
    """An item's ``type`` when it is a string (hostile input may put an object there)."""
    kind = item.get("type")
    return kind if isinstance(kind, str) else ""


def _responses_items(value: Any) -> bool:
    if not isinstance(value, list):
        return False
    for item in value:
        if isinstance(item, Mapping):
            if _kind(item) in _RESPONSES_TYPES:
                return True
            content = item.get("content")
            if item.get("type") == "message" and isinstance(content, list):
                return any(
                    isinstance(p, Mapping) and p.get("type") in ("input_text", "output_text")
                    for p in content
                )
    return False


def _responses(data: Mapping[str, Any]) -> dict[str, Any]:
    r = _Reader("openai-responses")
    located: list[tuple[str, Any]] = []
    if isinstance(data.get("instructions"), str):
        located.append(("instructions", {"role": "system", "content": data["instructions"]}))
    sources = [k for k in ("messages", "items", "input", "output") if k in data]
    for key in sources:
        value = data[key]
        if isinstance(value, str) and key == "input":
            located.append((key, {"role": "user", "content": value}))
            continue
        for i, item in enumerate(r.items(value, key)):
            located.append((f"{key}[{i}]", item))
    messages: list[dict[str, Any]] = []
    called: set[str] = set()  # call ids of the function_call items so far
    for where, item in located:
        item = r.obj(item, where)
        kind = item.get("type", "message" if "role" in item else None)
        if kind == "message":
            role = r.text(item.get("role"), f"{where}.role")
            messages.append({"role": role, "content": _parts_text(r, item.get("content"), where)})
        elif kind == "function_call":
            cid = r.text(item.get("call_id"), f"{where}.call_id")
            name = r.text(item.get("name"), f"{where}.name")
            args = item.get("arguments", "{}")
            if not isinstance(args, (str, Mapping)):
                raise r.fail("expected a JSON string or object", f"{where}.arguments")
            call = {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}
            called.add(cid)
            last = messages[-1] if messages else None
            if last and last["role"] == "assistant" and not last.get("content"):
                last.setdefault("tool_calls", []).append(call)
            else:
                messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind == "function_call_output":
            cid = r.text(item.get("call_id"), f"{where}.call_id")
            if cid not in called:
                raise r.fail(f"no function_call item has call_id {cid!r}", f"{where}.call_id")
            output = item.get("output")
            content = output if isinstance(output, str) else json.dumps(output)
            messages.append({"role": "tool", "tool_call_id": cid, "content": content})
        elif kind in ("reasoning", "web_search_call", "file_search_call"):
            continue
        else:
            raise r.fail(f"unknown item type {kind!r}", f"{where}.type")
    return {"messages": messages, "tools": _responses_tools(r, data.get("tools"))}


def _parts_text(r: _Reader, content: Any, where: str) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    texts: list[str] = []
    for k, part in enumerate(r.items(content, f"{where}.content")):
        part = r.obj(part, f"{where}.content[{k}]")
        if part.get("type") in ("input_text", "output_text", "text"):
            texts.append(r.text(part.get("text"), f"{where}.content[{k}].text"))
        elif part.get("type") == "refusal":
            texts.append(str(part.get("refusal", "")))
    return "\n".join(texts)


def _responses_tools(r: _Reader, tools: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tools if isinstance(tools, list) else []):
        tool = r.obj(tool, f"tools[{i}]")
        if tool.get("type", "function") != "function":
            continue  # built-in tools (web_search, ...) have no schema to check against
        fn: Mapping[str, Any] = (
            tool["function"] if isinstance(tool.get("function"), Mapping) else tool
        )
        name = r.text(fn.get("name"), f"tools[{i}].name")
        out.append(
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": fn.get("description") or "",
                    "parameters": fn.get("parameters"),
                },
            }
        )
    return out


# --- MCP -------------------------------------------------------------------------------


def _mcp(data: Mapping[str, Any]) -> dict[str, Any]:
    r = _Reader("mcp")
    key = "mcp" if "mcp" in data else "messages"
    pending: dict[str, tuple[str, dict[str, Any]]] = {}
    calls: list[dict[str, Any]] = []
    tools: list[dict[str, Any]] = list(data.get("tools") or [])
    listing: set[str] = set()
    for i, message in enumerate(r.items(data[key], key)):
        where = f"{key}[{i}]"
        message = r.obj(message, where)
        if message.get("jsonrpc") != "2.0":
            raise r.fail("expected '2.0'", f"{where}.jsonrpc")
        mid = message.get("id")
        method = message.get("method")
        if method is not None:
            if mid is None:
                continue  # a notification: nothing to answer
            ident = json.dumps(mid)
            if method == "tools/call":
                params = r.obj(message.get("params"), f"{where}.params")
                name = r.text(params.get("name"), f"{where}.params.name")
                args = params.get("arguments") or {}
                if not isinstance(args, Mapping):
                    raise r.fail("expected an object", f"{where}.params.arguments")
                call = {"id": _call_id(mid), "tool": name, "arguments": dict(args)}
                calls.append(call)
                pending[ident] = ("call", call)
            elif method == "tools/list":
                listing.add(ident)
            continue
        ident = json.dumps(mid)
        if ident in listing:
            listing.discard(ident)
            result = r.obj(message.get("result"), f"{where}.result")
            for j, tool in enumerate(r.items(result.get("tools", []), f"{where}.result.tools")):
                tool = r.obj(tool, f"{where}.result.tools[{j}]")
                tools.append(
                    {
                        "name": r.text(tool.get("name"), f"{where}.result.tools[{j}].name"),
                        "description": tool.get("description") or "",
                        "parameters": tool.get("inputSchema"),
                    }
                )
            continue
        if ident not in pending:
            raise r.fail(f"no tools/call request has id {mid!r}", f"{where}.id")
        _, call = pending.pop(ident)
        if "error" in message:
            error = r.obj(message["error"], f"{where}.error")
            call["error"] = str(error.get("message") or "error")
            call["output"] = dict(error)
            continue
        result = r.obj(message.get("result"), f"{where}.result")
        call["output"] = _mcp_output(r, result, f"{where}.result")
        meta = result.get("_meta")
        if isinstance(meta, Mapping) and isinstance(meta.get(MCP_RECEIPT_KEY), Mapping):
            call["receipt"] = dict(meta[MCP_RECEIPT_KEY])  # signed by `nyaya mcp-proxy`
        if result.get("isError"):
            text = call["output"] if isinstance(call["output"], str) else json.dumps(call["output"])
            call["error"] = text[:500] or "error"
    out: dict[str, Any] = {
        "user": data.get("user", ""),
        "response": data.get("response", ""),
        "calls": calls,
        "tools": tools,
    }
    if isinstance(data.get("context"), list):
        out["context"] = data["context"]
    return out


def _call_id(mid: Any) -> str:
    return mid if isinstance(mid, str) else f"mcp-{mid}"


def _mcp_output(r: _Reader, result: Mapping[str, Any], where: str) -> Any:
    # structuredContent is the tool's JSON result; the text blocks are its rendering.
    if "structuredContent" in result:
        return result["structuredContent"]
    texts: list[str] = []
    for k, block in enumerate(r.items(result.get("content", []), f"{where}.content")):
        block = r.obj(block, f"{where}.content[{k}]")
        if block.get("type") == "text":
            texts.append(str(block.get("text", "")))
        elif block.get("type") == "resource" and isinstance(block.get("resource"), Mapping):
            texts.append(str(block["resource"].get("text", "")))
    text = "\n".join(texts)
    return _json_within_limits(text) if text.strip()[:1] in ("{", "[") else text


# --- OpenTelemetry GenAI spans (OTLP JSON) --------------------------------------------


def _otel(data: Mapping[str, Any]) -> dict[str, Any]:
    r = _Reader("otel-genai")
    spans: list[tuple[int, str, dict[str, Any]]] = []
    for i, rs in enumerate(r.items(data["resourceSpans"], "resourceSpans")):
        rs = r.obj(rs, f"resourceSpans[{i}]")
        for j, ss in enumerate(r.items(rs.get("scopeSpans", []), f"resourceSpans[{i}].scopeSpans")):
            swhere = f"resourceSpans[{i}].scopeSpans[{j}]"
            ss = r.obj(ss, swhere)
            for k, span in enumerate(r.items(ss.get("spans", []), f"{swhere}.spans")):
                where = f"{swhere}.spans[{k}]"
                span = r.obj(span, where)
                attrs = _attributes(r, span.get("attributes", []), f"{where}.attributes")
                start = r.nanos(span.get("startTimeUnixNano"), f"{where}.startTimeUnixNano")
                spans.append((start, where, {"attrs": attrs, "span": span}))
    spans.sort(key=lambda s: s[0])
    trace = next((str(s[2]["span"]["traceId"]) for s in spans if s[2]["span"].get("traceId")), "")
    calls: list[dict[str, Any]] = []
    context: list[dict[str, str]] = []
    user: list[str] = []
    answer = ""
    seen_input = False
    last_start = 0
    for start, where, item in spans:
        attrs = item["attrs"]
        op = attrs.get("gen_ai.operation.name")
        if op == "execute_tool":
            name = r.text(attrs.get("gen_ai.tool.name"), f"{where}.attributes[gen_ai.tool.name]")
            cid = attrs.get("gen_ai.tool.call.id") or item["span"].get("spanId") or where
            call: dict[str, Any] = {
                "id": str(cid),
                "tool": name,
                "arguments": _json_attr(attrs.get("gen_ai.tool.call.arguments"), {}),
                "output": _json_attr(attrs.get("gen_ai.tool.call.result"), None),
            }
            status = item["span"].get("status")
            if isinstance(status, Mapping) and status.get("code") in (2, "STATUS_CODE_ERROR"):
                call["error"] = str(status.get("message") or attrs.get("error.type") or "error")
            calls.append(call)
            last_start = max(last_start, start)
        elif op in ("chat", "text_completion", "generate_content", "invoke_agent"):
            if not seen_input:
                system = _json_attr(attrs.get("gen_ai.system_instructions"), None)
                if system:
                    context.append({"role": "system", "content": _genai_text(system)})
                for m in _genai_messages(r, attrs.get("gen_ai.input.messages"), where):
                    if m["role"] in ("user", "system") and m["content"]:
                        context.append(m)
                        if m["role"] == "user":
                            user.append(m["content"])
                seen_input = True
            out = _genai_messages(r, attrs.get("gen_ai.output.messages"), where)
            texts = [m["content"] for m in out if m["role"] == "assistant" and m["content"]]
            if texts:
                answer = texts[-1]
                last_start = max(last_start, start)
    result: dict[str, Any] = {
        "user": "\n".join(user),
        "response": answer,
        "calls": calls,
        "context": context,
    }
    if last_start:
        result["now"] = last_start / 1e9
    if trace:
        result["run_id"] = f"trace-{trace}"
    return result


def _attributes(r: _Reader, raw: Any, where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, attr in enumerate(r.items(raw, where)):
        attr = r.obj(attr, f"{where}[{i}]")
        key = r.text(attr.get("key"), f"{where}[{i}].key")
        out[key] = _any_value(r, attr.get("value"), f"{where}[{i}].value")
    return out


def _any_value(r: _Reader, value: Any, where: str) -> Any:
    if not isinstance(value, Mapping):
        return value
    for key in ("stringValue", "boolValue", "doubleValue"):
        if key in value:
            return value[key]
    if "intValue" in value:
        return r.integer(value["intValue"], f"{where}.intValue")
    if "arrayValue" in value:
        values = r.obj(value["arrayValue"], f"{where}.arrayValue").get("values", [])
        return [
            _any_value(r, v, f"{where}.arrayValue.values[{i}]")
            for i, v in enumerate(r.items(values, f"{where}.arrayValue.values"))
        ]
    if "kvlistValue" in value:
        kvs = r.obj(value["kvlistValue"], f"{where}.kvlistValue").get("values", [])
        out: dict[str, Any] = {}
        for i, kv in enumerate(r.items(kvs, f"{where}.kvlistValue.values")):
            at = f"{where}.kvlistValue.values[{i}]"
            kv = r.obj(kv, at)
            out[r.text(kv.get("key"), f"{at}.key")] = _any_value(r, kv.get("value"), f"{at}.value")
        return out
    return None


def _json_attr(value: Any, default: Any) -> Any:
    if value is None:
        return default
    if isinstance(value, str):
        return _json_within_limits(value)
    return value


def _json_within_limits(text: str) -> Any:
    """JSON inside a string parsed under the run's limits; what does not parse stays text."""
    try:
        return DEFAULT_LIMITS.parse_json(text)
    except BadInput:
        return text


def _genai_messages(r: _Reader, raw: Any, where: str) -> list[dict[str, str]]:
    value = _json_attr(raw, [])
    if not isinstance(value, list):
        raise r.fail("expected a JSON list of messages", f"{where}.attributes[gen_ai.*.messages]")
    out: list[dict[str, str]] = []
    for m in value:
        if isinstance(m, Mapping) and isinstance(m.get("role"), str):
            role = m["role"] if m["role"] in ("system", "user", "assistant") else "assistant"
            out.append({"role": role, "content": _genai_text(m.get("parts", m.get("content")))})
    return out


def _genai_text(parts: Any) -> str:
    if isinstance(parts, str):
        return parts
    if isinstance(parts, list):
        return "\n".join(
            str(p.get("content", p.get("text", "")))
            for p in parts
            if isinstance(p, Mapping) and p.get("type", "text") == "text"
        )
    return ""


# --- LangChain / LangGraph ------------------------------------------------------------


def _is_langchain(message: Any) -> bool:
    if not isinstance(message, Mapping) or "role" in message:
        return False
    if message.get("lc") == 1 and isinstance(message.get("id"), list):
        return True
    return _kind(message) in _LC_TYPES


def _lc_fields(r: _Reader, message: Mapping[str, Any], where: str) -> tuple[str, Any, str]:
    """(kind, fields, where-of-fields) of a message in any of LangChain's three dict forms."""
    if message.get("lc") == 1:
        kind = str(message["id"][-1])
        return kind, r.obj(message.get("kwargs"), f"{where}.kwargs"), f"{where}.kwargs"
    kind = str(message.get("type"))
    if isinstance(message.get("data"), Mapping):
        return kind, message["data"], f"{where}.data"
    return kind, message, where


def _langchain(data: Mapping[str, Any]) -> dict[str, Any]:
    r = _Reader("langchain")
    messages: list[dict[str, Any]] = []
    for i, raw in enumerate(r.items(data["messages"], "messages")):
        where = f"messages[{i}]"
        message = r.obj(raw, where)
        kind, fields, fwhere = _lc_fields(r, message, where)
        role = _LC_TYPES.get(kind)
        if role is None:
            raise r.fail(f"unknown message type {kind!r}", f"{where}.type")
        content = fields.get("content", "")
        if role == "tool":
            cid = r.text(fields.get("tool_call_id"), f"{fwhere}.tool_call_id")
            text = content if isinstance(content, str) else json.dumps(content)
            if fields.get("status") == "error" and not text.lower().startswith("error"):
                text = f"Error: {text}"
            messages.append({"role": "tool", "tool_call_id": cid, "content": text})
            continue
        out: dict[str, Any] = {"role": role, "content": content}
        tool_calls = fields.get("tool_calls") or []
        for j, tc in enumerate(r.items(tool_calls, f"{fwhere}.tool_calls")):
            tc = r.obj(tc, f"{fwhere}.tool_calls[{j}]")
            cid = r.text(tc.get("id"), f"{fwhere}.tool_calls[{j}].id")
            name = r.text(tc.get("name"), f"{fwhere}.tool_calls[{j}].name")
            args = tc.get("args", {})
            if not isinstance(args, Mapping):
                raise r.fail("expected an object", f"{fwhere}.tool_calls[{j}].args")
            out.setdefault("tool_calls", []).append(
                {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}
            )
        messages.append(out)
    return {"messages": messages, "tools": data.get("tools") or []}
