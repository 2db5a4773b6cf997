"""The retry loop: a rejected call is fed back to the model until it gets the call right.

`run_with_retries` sits on top of `nyaya.ToolRuntime` (whose validator hook
runs Stage 1 before any tool executes). Each attempt the model makes is sent
through the runtime; a denied attempt is not executed, gets a ``denied``
receipt, and its feedback text goes back to the model for the next try. Every
attempt, accepted or rejected, is recorded as a `ToolCallValidation` with its
``attempt`` number, ready for the report's ``tool_call_validations``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from nyaya.errors import BadInput
from nyaya.report import ToolCallValidation, ValidationStatus
from nyaya.toolcalls.model import IssueCode, issue

ModelStep = Callable[[str | None], "tuple[str, Any] | None"]
"""Asks the model for a call: gets the last rejection's feedback (None at first), returns
``(tool, arguments)``, or None when the model gives up calling."""

AsyncModelStep = Callable[[str | None], Awaitable["tuple[str, Any] | None"]]


class CallResult(Protocol):
    """What `ToolRuntime.call` returns (`nyaya.receipts.ToolResult`), as far as the loop needs."""

    @property
    def output(self) -> Any: ...
    @property
    def receipt(self) -> Any: ...
    @property
    def error(self) -> str | None: ...
    @property
    def feedback(self) -> str | None: ...
    @property
    def validation(self) -> ToolCallValidation | None: ...


class Runtime(Protocol):
    """The part of `nyaya.ToolRuntime` the loop uses."""

    def call(self, name: str, arguments: Any = None, call_id: str | None = None) -> Any: ...

    @property
    def tools(self) -> Mapping[str, Any]: ...


class AsyncRuntime(Runtime, Protocol):
    """A runtime that can also await its tools."""

    async def acall(self, name: str, arguments: Any = None, call_id: str | None = None) -> Any: ...


@dataclass(frozen=True)
class RetryOutcome:
    """How the loop ended: the last result, every attempt's validation, and whether it ran."""

    result: Any
    validations: tuple[ToolCallValidation, ...]

    @property
    def attempts(self) -> int:
        """How many calls the model made."""
        return len(self.validations)

    @property
    def executed(self) -> bool:
        """Whether the last attempt passed validation and ran (the tool may still have failed)."""
        return self.result is not None and _status(self.result) != "denied"


def run_with_retries(
    runtime: Runtime, model_step: ModelStep, *, max_retries: int = 2
) -> RetryOutcome:
    """Ask the model for a call and run it, feeding each rejection back up to ``max_retries``."""
    if max_retries < 0:
        raise BadInput("must be >= 0", field="max_retries")
    validations: list[ToolCallValidation] = []
    feedback: str | None = None
    result: Any = None
    for attempt in range(1, max_retries + 2):
        step = model_step(feedback)
        if step is None:
            break
        tool, arguments = step
        result = runtime.call(tool, _parsed(arguments))
        validations.append(record(result, tool, arguments, attempt, runtime))
        if _status(result) != "denied":
            break
        feedback = result.feedback or result.error or "the call was rejected"
    return RetryOutcome(result, tuple(validations))


async def arun_with_retries(
    runtime: AsyncRuntime, model_step: AsyncModelStep, *, max_retries: int = 2
) -> RetryOutcome:
    """`run_with_retries` for an async model and async tools."""
    if max_retries < 0:
        raise BadInput("must be >= 0", field="max_retries")
    validations: list[ToolCallValidation] = []
    feedback: str | None = None
    result: Any = None
    for attempt in range(1, max_retries + 2):
        step = await model_step(feedback)
        if step is None:
            break
        tool, arguments = step
        result = await runtime.acall(tool, _parsed(arguments))
        validations.append(record(result, tool, arguments, attempt, runtime))
        if _status(result) != "denied":
            break
        feedback = result.feedback or result.error or "the call was rejected"
    return RetryOutcome(result, tuple(validations))


def record(
    result: CallResult, tool: str, arguments: Any, attempt: int, runtime: Runtime
) -> ToolCallValidation:
    """The validation of one attempt: the runtime's own, or one made from its denial."""
    call_id = str(getattr(result.receipt, "call_id", ""))
    if result.validation is not None:
        return result.validation.model_copy(update={"attempt": attempt, "call_id": call_id})
    denied = _status(result) == "denied"
    status: ValidationStatus = "invalid" if denied else "unchecked"
    errors = []
    if denied:
        # Denied before Stage 1 ran: the runtime found no such tool or arguments unfit to bind.
        message = result.error or "denied by the runtime"
        code: IssueCode = "constraint"
        if tool not in runtime.tools:
            code = "unknown_tool"
        elif not isinstance(_parsed(arguments), Mapping):
            code = "unparsable_arguments"
        elif "missing a required argument" in message:
            code = "missing_required"  # inspect.Signature.bind's wording, stable across versions
        elif "unexpected keyword argument" in message:
            code = "unexpected_argument"
        errors.append(issue(code, message))
    return ToolCallValidation(
        tool=tool,
        call_id=call_id,
        args=_parsed(arguments),
        status=status,
        errors=errors,
        attempt=attempt,
    )


def _parsed(arguments: Any) -> Any:
    """Models often send arguments as a JSON string; the runtime wants the object."""
    if isinstance(arguments, str):
        try:
            return json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            return arguments
    return arguments


def _status(result: Any) -> str:
    return str(getattr(result.receipt, "status", ""))
