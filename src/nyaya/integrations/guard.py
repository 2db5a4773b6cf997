"""`nyaya.guard(client)`: nyaya around the OpenAI or Anthropic client an agent already uses.

::

    guarded = nyaya.guard(openai.OpenAI(), policy=bundled("general"), tools={"email_search": f})
    completion = guarded.chat.completions.create(model=..., messages=[...], tools=[...])
    completion.nyaya_report.action  # "emit": the answer was checked against signed receipts

The guarded client has the same ``chat.completions.create`` (OpenAI) or
``messages.create`` (Anthropic), sync or async. One call is one agent turn:

1. the model is asked; each tool call it makes runs through a `ToolRuntime`
   (given ``tools``: a runtime or a mapping of names to functions), which signs a
   receipt into ``ledger``, and the model is asked again with the results;
   without ``tools`` a response that asks for tools goes back to the caller as it is,
   and the tool results the caller sends later are receipted into ``ledger`` as log
   evidence when the answer is checked;
2. the final answer is checked (`nyaya.check`) under ``policy``;
3. ``emit``: the response is returned, with the report as ``response.nyaya_report``;
   ``revise``: the model is asked again (up to ``max_revisions`` times) with a
   correction written from the findings ("you said 5, email_search returned 2");
   ``block``, or a revise left after the last re-ask: `AnswerBlocked` carrying the
   report, or, given ``fallback``, the response with its text replaced by it.

The conversation logic is written once, as a generator that yields what it needs
(a model call, a tool call) and is driven by a sync or an async driver.
"""

from __future__ import annotations

import contextlib
import json
import uuid
from collections.abc import Awaitable, Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from nyaya.checks.receipts import log_receipt
from nyaya.errors import AnswerBlocked, BadInput, DuplicateReceipt
from nyaya.formats.runs import load_run
from nyaya.integrations.otel import check
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing, Ledger, ToolRuntime
from nyaya.report import Finding, HallucinationReport
from nyaya.run import Run

__all__ = ["GuardConfig", "correction", "guard"]

ToolFunctions = Mapping[str, Callable[..., Any]]


@dataclass
class GuardConfig:
    """What a guard checks with and how it reacts."""

    policy: Constitution
    ledger: Ledger
    keys: KeyRing
    tools: ToolRuntime | ToolFunctions | None = None
    max_revisions: int = 1
    max_tool_rounds: int = 8
    fallback: str | None = None
    reports: list[HallucinationReport] = field(default_factory=list)


def guard(
    client: Any,
    *,
    policy: Constitution | None = None,
    ledger: Ledger | None = None,
    keys: KeyRing | None = None,
    tools: ToolRuntime | ToolFunctions | None = None,
    max_revisions: int = 1,
    max_tool_rounds: int = 8,
    fallback: str | None = None,
) -> Any:
    """Wrap an ``openai.OpenAI`` / ``AsyncOpenAI`` or ``anthropic.Anthropic`` /
    ``AsyncAnthropic`` client so every answer is receipted, checked and gated.

    ``keys`` signs the receipts (default: a given runtime's ring, else a fresh Ed25519
    ring); ``ledger`` keeps them (default: a given runtime's ledger, else one in memory).
    Everything else the client has passes through unchanged.
    """
    if max_revisions < 0:
        raise BadInput("must be 0 or more", field="max_revisions")
    config = GuardConfig(
        policy=policy or Constitution.default(),
        ledger=_first_ledger(ledger, tools),
        # A given runtime signs with its own ring: its receipts verify against that ring.
        keys=keys
        or (tools.ring if isinstance(tools, ToolRuntime) else KeyRing.generate("ed25519")),
        tools=tools,
        max_revisions=max_revisions,
        max_tool_rounds=max_tool_rounds,
        fallback=fallback,
    )
    module = type(client).__module__.split(".")[0]
    is_async = type(client).__name__.startswith("Async")
    if module == "openai" and hasattr(client, "chat"):
        return _GuardedOpenAI(client, config, _OpenAIDialect(), is_async)
    if module == "anthropic" and hasattr(client, "messages"):
        return _GuardedAnthropic(client, config, _AnthropicDialect(), is_async)
    raise BadInput(
        f"expected an openai or anthropic client, got {type(client).__module__}."
        f"{type(client).__name__}",
        field="client",
    )


def _first_ledger(ledger: Ledger | None, tools: ToolRuntime | ToolFunctions | None) -> Ledger:
    # `is None`, not `or`: an empty ledger is falsy (it has a length).
    if ledger is not None:
        return ledger
    if isinstance(tools, ToolRuntime) and tools.ledger is not None:
        return tools.ledger
    return Ledger.memory()


# --- what the conversation asks its driver for ------------------------------------------


@dataclass(frozen=True)
class _AskModel:
    kwargs: dict[str, Any]


@dataclass(frozen=True)
class _RunTool:
    name: str
    arguments: Any
    call_id: str


@dataclass(frozen=True)
class _ToolOutcome:
    output: Any
    error: str | None
    receipt: dict[str, Any]


_Step = _AskModel | _RunTool


class _Dialect(Protocol):
    """How one provider's messages look."""

    def tool_calls(self, response: Any) -> list[tuple[str, str, Any]]: ...
    def answer(self, response: Any) -> str: ...
    def assistant_message(self, response: Any) -> dict[str, Any]: ...
    def tool_results(self, results: Sequence[tuple[str, _ToolOutcome]]) -> list[dict[str, Any]]: ...
    def user_message(self, text: str) -> dict[str, Any]: ...
    def transcript(self, messages: list[Any], kwargs: Mapping[str, Any]) -> dict[str, Any]: ...
    def replace_answer(self, response: Any, text: str) -> Any: ...


class _OpenAIDialect:
    def tool_calls(self, response: Any) -> list[tuple[str, str, Any]]:
        message = response.choices[0].message
        return [
            (tc.id, tc.function.name, _arguments(tc.function.arguments))
            for tc in (message.tool_calls or [])
        ]

    def answer(self, response: Any) -> str:
        return str(response.choices[0].message.content or "")

    def assistant_message(self, response: Any) -> dict[str, Any]:
        dumped: dict[str, Any] = response.choices[0].message.model_dump(
            mode="json", exclude_none=True
        )
        return dumped

    def tool_results(self, results: Sequence[tuple[str, _ToolOutcome]]) -> list[dict[str, Any]]:
        return [{"role": "tool", "tool_call_id": cid, "content": _content(r)} for cid, r in results]

    def user_message(self, text: str) -> dict[str, Any]:
        return {"role": "user", "content": text}

    def transcript(self, messages: list[Any], kwargs: Mapping[str, Any]) -> dict[str, Any]:
        return {"messages": messages, "tools": kwargs.get("tools") or []}

    def replace_answer(self, response: Any, text: str) -> Any:
        out = response.model_copy(deep=True)
        out.choices[0].message.content = text
        out.choices[0].message.tool_calls = None
        return out


class _AnthropicDialect:
    def tool_calls(self, response: Any) -> list[tuple[str, str, Any]]:
        return [(b.id, b.name, b.input) for b in response.content if b.type == "tool_use"]

    def answer(self, response: Any) -> str:
        return "\n".join(b.text for b in response.content if b.type == "text")

    def assistant_message(self, response: Any) -> dict[str, Any]:
        blocks = [b.model_dump(mode="json", exclude_none=True) for b in response.content]
        return {"role": "assistant", "content": blocks}

    def tool_results(self, results: Sequence[tuple[str, _ToolOutcome]]) -> list[dict[str, Any]]:
        blocks = [
            {
                "type": "tool_result",
                "tool_use_id": cid,
                "content": _content(r),
                **({"is_error": True} if r.error is not None else {}),
            }
            for cid, r in results
        ]
        return [{"role": "user", "content": blocks}]

    def user_message(self, text: str) -> dict[str, Any]:
        return {"role": "user", "content": text}

    def transcript(self, messages: list[Any], kwargs: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"messages": messages, "tools": kwargs.get("tools") or []}
        if kwargs.get("system") is not None:
            out["system"] = kwargs["system"]
        return out

    def replace_answer(self, response: Any, text: str) -> Any:
        from anthropic.types import TextBlock

        out = response.model_copy(deep=True)
        out.content = [TextBlock(type="text", text=text)]
        out.stop_reason = "end_turn"
        return out


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw) if raw.strip() else {}
        except json.JSONDecodeError:
            return raw
    return raw


def _content(result: _ToolOutcome) -> str:
    if result.error is not None:
        return f"Error: {result.error}"
    output = result.output
    return output if isinstance(output, str) else json.dumps(output, default=str)


# --- the conversation, once -----------------------------------------------------------


def correction(report: HallucinationReport) -> str:
    """The message that asks the model to fix its answer, written from the findings."""
    lines = [
        "Your answer does not match what the tools returned. Fix these and answer again, "
        "using only the tool results:"
    ]
    for f in report.findings:
        if f.action in ("revise", "block"):
            lines.append(f"- {_finding_line(f)}")
    if len(lines) == 1:
        lines.append(
            f"- too little of the answer is backed by the tool results "
            f"(score {report.overall_score:.2f})"
        )
    return "\n".join(lines)


def _finding_line(f: Finding) -> str:
    """ "You said 5; the tools show 2 (the answer says 5 emails, but email_search returned 2)"."""
    parts: list[str] = []
    if f.found not in (None, "", []):
        parts.append(f"You said {_value(f.found)}")
    if f.expected not in (None, "", []):
        parts.append(f"the tools show {_value(f.expected)}")
    if f.witness is not None and f.witness.value is not None:
        parts.append(f"see {f.witness.pointer or f.witness.kind}: {_value(f.witness.value)}")
    head = "; ".join(parts)
    return f"{head} ({f.message})" if head else f.message


def _value(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 160 else text[:159] + "…"


def _conversation(
    config: GuardConfig, dialect: _Dialect, kwargs: dict[str, Any], run_id: str
) -> Generator[_Step, Any, Any]:
    """One agent turn: ask, run tools, check, re-ask or gate. Returns the response to give."""
    if "messages" not in kwargs:
        raise BadInput("the guarded create() needs messages", field="messages")
    messages: list[Any] = list(kwargs.pop("messages"))
    receipts: dict[str, dict[str, Any]] = {}
    executes = config.tools is not None
    revisions = 0
    rounds = 0
    retracted: set[int] = set()  # rejected answers and our corrections: not the run's evidence
    while True:
        response = yield _AskModel({**kwargs, "messages": list(messages)})
        calls = dialect.tool_calls(response)
        if calls and not executes:
            return response  # the caller runs the tools and calls again with their results
        if calls:
            rounds += 1
            if rounds > config.max_tool_rounds:
                raise BadInput(
                    f"the model asked for tools {rounds} times in one turn",
                    field="max_tool_rounds",
                )
            messages.append(dialect.assistant_message(response))
            results: list[tuple[str, _ToolOutcome]] = []
            for cid, name, arguments in calls:
                outcome = yield _RunTool(name, arguments, cid)
                receipts[cid] = outcome.receipt
                results.append((cid, outcome))
            messages.extend(dialect.tool_results(results))
            continue
        messages.append(dialect.assistant_message(response))
        checked = [m for n, m in enumerate(messages) if n not in retracted]
        report, run = _check(config, dialect, checked, kwargs, receipts, run_id)
        config.reports.append(report)
        if report.action == "revise" and revisions < config.max_revisions:
            revisions += 1
            retracted.update((len(messages) - 1, len(messages)))
            messages.append(dialect.user_message(correction(report)))
            continue
        if report.action == "emit":
            response.nyaya_report = report
            return response
        if config.fallback is not None:
            replaced = dialect.replace_answer(response, config.fallback)
            replaced.nyaya_report = report
            return replaced
        raise AnswerBlocked(report, answer=run.response, revisions=revisions)


def _check(
    config: GuardConfig,
    dialect: _Dialect,
    messages: list[Any],
    kwargs: Mapping[str, Any],
    receipts: dict[str, dict[str, Any]],
    run_id: str,
) -> tuple[HallucinationReport, Run]:
    transcript = dialect.transcript(messages, kwargs)
    transcript["receipts"] = receipts
    transcript["run_id"] = run_id
    run = load_run(transcript)
    now = datetime.now(UTC)
    _record_log_calls(config, run, now)
    return check(run, keys=config.keys, policy=config.policy, now=now), run


def _run_id(config: GuardConfig) -> str:
    runtime = config.tools if isinstance(config.tools, ToolRuntime) else None
    return runtime.run_id if runtime is not None else f"guard-{uuid.uuid4().hex[:16]}"


def _record_log_calls(config: GuardConfig, run: Run, now: datetime) -> None:
    """Receipt the calls the caller ran itself (log evidence), once each, into the ledger."""
    for call in run.calls:
        if call.receipt is not None:
            continue
        receipt = log_receipt(run, call, config.keys, now)
        with contextlib.suppress(DuplicateReceipt):  # the same call, checked again on a re-ask
            config.ledger.append(receipt)


# --- drivers --------------------------------------------------------------------------


def _runtime_for(config: GuardConfig, run_tag: str) -> ToolRuntime:
    if isinstance(config.tools, ToolRuntime):
        return config.tools
    runtime = ToolRuntime(config.keys, ledger=config.ledger, run_id=run_tag)
    for name, fn in (config.tools or {}).items():
        runtime.register(fn, name=name)
    return runtime


def _outcome(result: Any) -> _ToolOutcome:
    return _ToolOutcome(result.output, result.error, result.receipt.to_dict())


def _drive_sync(
    config: GuardConfig, dialect: _Dialect, create: Callable[..., Any], kwargs: Any
) -> Any:
    run_id = _run_id(config)
    conversation = _conversation(config, dialect, dict(kwargs), run_id)
    runtime: ToolRuntime | None = None
    reply: Any = None
    try:
        while True:
            step = conversation.send(reply)
            if isinstance(step, _AskModel):
                reply = create(**step.kwargs)
            else:
                runtime = runtime or _runtime_for(config, run_id)
                reply = _outcome(runtime.call(step.name, step.arguments, call_id=step.call_id))
    except StopIteration as done:
        return done.value


async def _drive_async(
    config: GuardConfig, dialect: _Dialect, create: Callable[..., Awaitable[Any]], kwargs: Any
) -> Any:
    run_id = _run_id(config)
    conversation = _conversation(config, dialect, dict(kwargs), run_id)
    runtime: ToolRuntime | None = None
    reply: Any = None
    try:
        while True:
            step = conversation.send(reply)
            if isinstance(step, _AskModel):
                reply = await create(**step.kwargs)
            else:
                runtime = runtime or _runtime_for(config, run_id)
                result = await runtime.acall(step.name, step.arguments, call_id=step.call_id)
                reply = _outcome(result)
    except StopIteration as done:
        return done.value


class _Create:
    """A ``create`` endpoint of the client, guarded."""

    def __init__(self, endpoint: Any, config: GuardConfig, dialect: _Dialect, is_async: bool):
        self._endpoint = endpoint
        self._config = config
        self._dialect = dialect
        self._async = is_async

    def create(self, **kwargs: Any) -> Any:
        if kwargs.get("stream"):
            raise BadInput("a guarded client checks whole answers: stream=True", field="stream")
        if self._async:
            return _drive_async(self._config, self._dialect, self._endpoint.create, kwargs)
        return _drive_sync(self._config, self._dialect, self._endpoint.create, kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._endpoint, name)


class _Guarded:
    """The client with its answers guarded; anything else passes through."""

    def __init__(self, client: Any, config: GuardConfig, dialect: _Dialect, is_async: bool):
        self._client = client
        self.nyaya = config

    @property
    def reports(self) -> list[HallucinationReport]:
        """Every report this guard produced, oldest first."""
        return self.nyaya.reports

    @property
    def ledger(self) -> Ledger:
        return self.nyaya.ledger

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


class _Chat:
    def __init__(self, chat: Any, completions: _Create) -> None:
        self._chat = chat
        self.completions = completions

    def __getattr__(self, name: str) -> Any:
        return getattr(self._chat, name)


class _GuardedOpenAI(_Guarded):
    def __init__(self, client: Any, config: GuardConfig, dialect: _Dialect, is_async: bool):
        super().__init__(client, config, dialect, is_async)
        self.chat = _Chat(client.chat, _Create(client.chat.completions, config, dialect, is_async))


class _GuardedAnthropic(_Guarded):
    def __init__(self, client: Any, config: GuardConfig, dialect: _Dialect, is_async: bool):
        super().__init__(client, config, dialect, is_async)
        self.messages = _Create(client.messages, config, dialect, is_async)
