"""`CallValidator` and `validate_run`: Stage 1 on one call or on a whole run."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from nyaya.errors import BadPolicy
from nyaya.report import ToolCallValidation, ValidationIssue, ValidationStatus
from nyaya.run import Run, ToolSpec
from nyaya.toolcalls.dialects import ToolDecl, normalize_tool
from nyaya.toolcalls.model import issue, preview
from nyaya.toolcalls.provenance import Sources, check_provenance, strings_in, url_templates
from nyaya.toolcalls.schema import CACHE, CompiledSchema, SchemaCache, invalid_schema_issue

MAX_BYTES = 1_000_000
MAX_DEPTH = 64

Allowlist = Mapping[str, Sequence[str]]


class RuntimeContext(Protocol):
    """The call context `nyaya.ToolRuntime` hands its validator (matched by shape)."""

    @property
    def call_id(self) -> str: ...
    @property
    def spec(self) -> ToolSpec | None: ...
    @property
    def user(self) -> str: ...
    @property
    def history(self) -> Sequence[Any]: ...


class CallValidator:
    """Checks tool calls against declared schemas and argument provenance.

    ``tools`` are `ToolSpec`s or raw declarations in any dialect (OpenAI,
    Anthropic, MCP, BFCL, plain JSON Schema). ``allowlist`` maps a tool name
    (or ``"*"`` for every tool) to values or prefixes its arguments may use
    without a source. With no tools declared at all, calls are ``unchecked``
    (``no_schema``) rather than rejected: there is nothing to check against.
    """

    def __init__(
        self,
        tools: Iterable[ToolSpec | Mapping[str, Any]] = (),
        *,
        allowlist: Allowlist | None = None,
        provenance: bool = True,
        max_bytes: int = MAX_BYTES,
        max_depth: int = MAX_DEPTH,
        cache: SchemaCache | None = None,
    ) -> None:
        self._tools: dict[str, ToolDecl] = {}
        for declaration in tools:
            decl = normalize_tool(declaration)
            self._tools.setdefault(decl.name, decl)
        self._allowlist = _check_allowlist(allowlist or {})
        self._provenance = provenance
        self._max_bytes = max_bytes
        self._max_depth = max_depth
        self._cache = cache or CACHE
        self._compiled: dict[str, CompiledSchema] = {}
        self._templates: dict[str, tuple[re.Pattern[str], ...]] = {}
        # Tools the runtime describes in its call context, when not declared up front.
        self._extra: dict[str, ToolDecl] = {}
        self._runtime_sources: tuple[str, tuple[Any, ...], Sources] | None = None

    @classmethod
    def for_run(cls, run: Run, policy: Any = None) -> CallValidator:
        """A validator for the tools ``run`` declares, with the allowlist of ``policy``."""
        return cls(run.tools, allowlist=allowlist_of(policy))

    @property
    def tools(self) -> tuple[str, ...]:
        """The declared tool names."""
        return tuple(self._tools)

    def schema_problems(self) -> dict[str, str]:
        """Tool name -> why its declared schema is invalid, for every declared tool."""
        out = {}
        for name in self._tools:
            compiled = self._compile(name)
            problem = self._tools[name].problem or (compiled.problem if compiled else None)
            if problem:
                out[name] = problem
        return out

    def validate(
        self,
        tool_name: str,
        arguments: Any,
        context: Sources | RuntimeContext | None = None,
        *,
        call_id: str | None = None,
        attempt: int = 1,
    ) -> ToolCallValidation:
        """The Stage 1 outcome of calling ``tool_name``; never raises on bad arguments or schemas.

        ``context`` is a `Sources` index, or the context `nyaya.ToolRuntime`
        passes (its user text, earlier results and the tool's spec are used).
        """
        tool = tool_name
        sources: Sources
        if context is None:
            sources = Sources()
        elif isinstance(context, Sources):
            sources = context
        else:
            sources = self._sources_of(context)
            call_id = call_id or context.call_id
            if tool not in self._tools and context.spec is not None:
                self._extra.setdefault(tool, normalize_tool(context.spec))
        call_id = call_id or ""
        args, problem = self._parse(arguments)
        if problem is not None:
            return ToolCallValidation(
                tool=tool,
                call_id=call_id,
                args=problem[1],
                status="invalid",
                errors=[problem[0]],
                attempt=attempt,
            )
        errors: list[ValidationIssue] = []
        decl = self._decl(tool)
        status: ValidationStatus = "valid"
        if decl is None and self._tools:
            known = ", ".join(sorted(self._tools))
            errors.append(
                issue(
                    "unknown_tool",
                    f"tool {tool!r} is not declared (declared: {known})",
                    value=tool,
                )
            )
        elif decl is None or decl.schema is None:
            status = "unchecked"
            errors.append(
                issue("no_schema", f"tool {tool!r} declares no input schema; types not checked")
            )
        elif decl.problem is not None:
            errors.append(invalid_schema_issue(tool, decl.problem))
        else:
            compiled = self._compile(tool)
            if compiled is not None:
                errors.extend(compiled.issues(args, tool=tool))
        if self._provenance:
            schema = decl.schema if decl is not None else None
            allowed = [*self._allowlist.get(tool, ()), *self._allowlist.get("*", ())]
            errors.extend(
                check_provenance(
                    args,
                    schema,
                    sources,
                    tool=tool,
                    allowlist=allowed,
                    templates=self._url_templates(tool),
                )
            )
        if any(e.code != "no_schema" for e in errors):
            status = "invalid"
        return ToolCallValidation(
            tool=tool,
            call_id=call_id,
            args=args,
            status=status,
            errors=errors,
            attempt=attempt,
        )

    def _decl(self, tool: str) -> ToolDecl | None:
        return self._tools.get(tool) or self._extra.get(tool)

    def _sources_of(self, context: RuntimeContext) -> Sources:
        """Sources for a runtime context, extended incrementally while its history grows."""
        history = tuple(context.history)
        cached = self._runtime_sources
        if (
            cached is not None
            and cached[0] == context.user
            and len(history) >= len(cached[1])
            and all(a is b for a, b in zip(history, cached[1], strict=False))
        ):
            sources, seen = cached[2], len(cached[1])
        else:
            sources, seen = Sources(context.user), 0
        for result in history[seen:]:
            if (
                getattr(result, "error", None) is None
                and getattr(result, "output", None) is not None
            ):
                sources.add_output(result.output)
        self._runtime_sources = (context.user, history, sources)
        return sources

    def _url_templates(self, tool: str) -> tuple[re.Pattern[str], ...]:
        found = self._templates.get(tool)
        if found is None:
            decl = self._decl(tool)
            texts = [decl.description, *strings_in(decl.schema)] if decl is not None else []
            found = self._templates[tool] = url_templates(texts)
        return found

    def _compile(self, tool: str) -> CompiledSchema | None:
        found = self._compiled.get(tool)
        if found is None:
            decl = self._decl(tool)
            if decl is None or decl.schema is None:
                return None
            found = self._cache.compile(decl.schema)
            self._compiled[tool] = found
        return found

    def _parse(self, arguments: Any) -> tuple[Any, tuple[ValidationIssue, Any] | None]:
        """Parsed arguments, or the one issue that stops all further checks (and what to show)."""
        if isinstance(arguments, bytes | bytearray):
            arguments = bytes(arguments).decode("utf-8", "replace")
        if isinstance(arguments, str):
            if len(arguments) > self._max_bytes:
                return None, (self._too_large(len(arguments)), _short(arguments))
            text = arguments.strip()
            if not text:
                # Models send "" for "no arguments"; that is an empty object, not garbage.
                return {}, None
            try:
                arguments = json.loads(text)
            except (ValueError, RecursionError) as exc:
                return None, (
                    issue(
                        "unparsable_arguments",
                        f"arguments are not valid JSON: {_json_error(exc)}",
                        value=_short(arguments),
                    ),
                    _short(arguments),
                )
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            return None, (
                issue(
                    "unparsable_arguments",
                    f"arguments must be a JSON object, got {type(arguments).__name__}",
                    value=preview(arguments),
                ),
                preview(arguments),
            )
        depth = _depth(arguments, self._max_depth)
        if depth > self._max_depth:
            return None, (
                issue(
                    "too_large",
                    f"arguments are nested deeper than {self._max_depth} levels; refused unchecked",
                ),
                preview(arguments),
            )
        try:
            size = len(
                json.dumps(arguments, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
            )
        except (TypeError, ValueError) as exc:
            return None, (
                issue("unparsable_arguments", f"arguments are not JSON data: {exc}"),
                preview(arguments),
            )
        if size > self._max_bytes:
            return None, (self._too_large(size), preview(arguments))
        return arguments, None

    def _too_large(self, size: int) -> ValidationIssue:
        return issue(
            "too_large",
            f"arguments are {size:,} bytes, over the {self._max_bytes:,}-byte limit; "
            "refused unchecked",
            value=size,
        )


def validate_run(run: Run, policy: Any = None) -> list[ToolCallValidation]:
    """Stage 1 on every call of ``run`` in order; each call may use what earlier calls returned.

    The run's context is a source too: an id or an address the system prompt or an earlier
    turn states (the signed-in member's number, the user's e-mail) was not made up.
    """
    validator = CallValidator.for_run(run, policy)
    texts = [m.content for m in run.context if m.content.strip()]
    if run.user and run.user not in texts:
        texts.append(run.user)
    context = Sources(texts)
    out = []
    for call in run.calls:
        out.append(validator.validate(call.tool, call.arguments, context, call_id=call.id))
        if call.output is not None:
            context.add_output(call.output)
    return out


def feedback(validation: ToolCallValidation) -> str:
    """The text a model is shown when its call is rejected, so that it can fix the call."""
    if validation.status != "invalid":
        return ""
    lines = [f"Your call to {validation.tool!r} was rejected and NOT executed:"]
    lines.extend(f"- [{e.code}] {e.message}" for e in validation.errors)
    lines.append(
        "Fix the arguments and call the tool again. Use only ids, URLs, e-mail addresses "
        "and paths that the user gave or that an earlier tool returned."
    )
    return "\n".join(lines)


def allowlist_of(policy: Any) -> dict[str, list[str]]:
    """The per-tool allowlist of ``policy``: a mapping, or any object with an ``allowlist``."""
    if policy is None:
        return {}
    table = policy if isinstance(policy, Mapping) else getattr(policy, "allowlist", None)
    if table is None:
        return {}
    return _check_allowlist(table)


def _check_allowlist(table: Any) -> dict[str, list[str]]:
    if not isinstance(table, Mapping):
        raise BadPolicy("must map tool names to lists of values", field="allowlist")
    out: dict[str, list[str]] = {}
    for tool, values in table.items():
        if isinstance(values, str) or not isinstance(values, Iterable):
            raise BadPolicy("must be a list of strings", field=f"allowlist.{tool}")
        items = list(values)
        if not all(isinstance(v, str) for v in items):
            raise BadPolicy("must be a list of strings", field=f"allowlist.{tool}")
        out[str(tool)] = items
    return out


def _depth(value: Any, limit: int) -> int:
    """Nesting depth of ``value``, counted without recursion and stopping past ``limit``."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if level > deepest:
            deepest = level
            if deepest > limit:
                return deepest
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
    return deepest


def _json_error(exc: Exception) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} at line {exc.lineno} column {exc.colno}"
    return str(exc)


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
