"""The `ToolRuntime`: runs registered tools and signs a receipt for every execution.

The model asks for a call by name and arguments; the runtime executes it and
hands back the output with its receipt. Keys stay inside the runtime, so the
model can neither sign nor alter a receipt.

Errors never escape `call`: a tool that raises yields ``status="error"``, a
call the validator rejects (or an unknown tool, or arguments that do not fit
the function) yields ``status="denied"`` without running the tool; both come
back as a `ToolResult` with ``error`` set (and ``feedback`` for the model on a
denial). `ToolResult.raise_for_error()` re-raises the tool's own exception
when a caller prefers that. Retries are left to the caller (Stage 1 builds the
retry loop on top of ``feedback``).
"""

from __future__ import annotations

import asyncio
import inspect
import itertools
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

from nyaya.errors import BadInput, ToolDenied
from nyaya.receipts.extract import Extractor, ExtractorRegistry
from nyaya.receipts.keys import KeyRing
from nyaya.receipts.receipt import Receipt, ReceiptStatus, issue_receipt
from nyaya.report import ToolCallValidation
from nyaya.run import ToolSpec

if TYPE_CHECKING:
    from nyaya.receipts.ledger import Ledger

__all__ = [
    "CallContext",
    "CallValidator",
    "RegisteredTool",
    "ToolDenied",
    "ToolResult",
    "ToolRuntime",
]

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class ToolResult:
    """What a call produced: the output (None unless ok), its receipt, and what went wrong."""

    output: Any
    receipt: Receipt
    error: str | None = None
    feedback: str | None = None
    validation: ToolCallValidation | None = None
    exception: BaseException | None = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        """Whether the tool ran and returned."""
        return self.receipt.status == "ok"

    @property
    def status(self) -> ReceiptStatus:
        """The receipt's status: ``ok``, ``error`` or ``denied``."""
        return self.receipt.status

    def raise_for_error(self) -> Any:
        """Return the output, or raise the tool's exception (`ToolDenied` for a denial)."""
        if self.exception is not None:
            raise self.exception
        if self.receipt.status != "ok":
            raise ToolDenied(self.error or "denied", receipt_id=self.receipt.id)
        return self.output


@dataclass(frozen=True)
class CallContext:
    """What a validator may consult about a call besides its name and arguments."""

    run_id: str
    call_id: str
    spec: ToolSpec | None
    user: str
    history: tuple[ToolResult, ...]


class CallValidator(Protocol):
    """Decides whether a call may run (Stage 1 implements this)."""

    def validate(
        self, tool_name: str, arguments: Mapping[str, Any], context: CallContext
    ) -> ToolCallValidation:
        """A ``valid`` / ``unchecked`` result lets the call run; ``invalid`` denies it."""
        ...


@dataclass(frozen=True)
class RegisteredTool:
    """A tool the runtime can run."""

    name: str
    fn: Callable[..., Any]
    spec: ToolSpec
    is_async: bool
    signature: inspect.Signature


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def _feedback(validation: ToolCallValidation) -> str:
    # Stage 1 messages usually lead with their JSON pointer already; don't say it twice.
    reasons = (
        "; ".join(
            issue.message
            if issue.pointer and issue.message.startswith(issue.pointer)
            else f"{issue.pointer or '/'}: {issue.message}"
            for issue in validation.errors
        )
        or "rejected"
    )
    return (
        f"The call to {validation.tool!r} was not executed: {reasons}. Fix the arguments and retry."
    )


class ToolRuntime:
    """Executes registered tools and receipts every execution, in ``ledger`` when given.

    ``clock`` returns the current UTC time (injected for tests);
    ``validator`` vets each call before it runs.
    """

    def __init__(
        self,
        ring: KeyRing,
        *,
        ledger: Ledger | None = None,
        run_id: str | None = None,
        clock: Callable[[], datetime] | None = None,
        validator: CallValidator | None = None,
        extractors: ExtractorRegistry | None = None,
        user: str = "",
    ) -> None:
        ring.signer  # noqa: B018  (fail now, not at the first call, when the ring cannot sign)
        self.ring = ring
        self.ledger = ledger
        if ledger is not None and ledger.signer is None:
            ledger.signer = ring  # the runtime's key also signs the ledger's checkpoints
        self.run_id = run_id or f"run_{uuid.uuid4().hex[:16]}"
        self.clock = clock or (lambda: datetime.now(UTC))
        self.validator = validator
        self.extractors = extractors or ExtractorRegistry()
        self.user = user
        self._tools: dict[str, RegisteredTool] = {}
        self._history: list[ToolResult] = []
        self._counter = itertools.count(1)

    @overload
    def tool(self, fn: F) -> F: ...

    @overload
    def tool(
        self,
        fn: None = None,
        *,
        name: str | None = None,
        description: str | None = None,
        parameters: dict[str, Any] | None = None,
        extractor: Extractor | None = None,
    ) -> Callable[[F], F]: ...

    def tool(
        self,
        fn: F | None = None,
        *,
        name: str | None = None,
        description: str | None = None,
        parameters: dict[str, Any] | None = None,
        extractor: Extractor | None = None,
    ) -> F | Callable[[F], F]:
        """Register a sync or async function: ``@runtime.tool`` or ``@runtime.tool(name=...)``."""

        def register(func: F) -> F:
            self.register(
                func, name=name, description=description, parameters=parameters, extractor=extractor
            )
            return func

        return register(fn) if fn is not None else register

    def register(
        self,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        parameters: dict[str, Any] | None = None,
        extractor: Extractor | None = None,
    ) -> RegisteredTool:
        """Register ``fn`` under ``name`` (default: the function's name)."""
        tool_name = name or getattr(fn, "__name__", None)
        if not tool_name:
            raise BadInput("a tool needs a name", field="name")
        if tool_name in self._tools:
            raise BadInput(f"a tool named {tool_name!r} is already registered", field="name")
        doc = description if description is not None else inspect.getdoc(fn) or ""
        spec = ToolSpec(name=tool_name, description=doc, parameters=parameters)
        entry = RegisteredTool(
            tool_name, fn, spec, inspect.iscoroutinefunction(fn), inspect.signature(fn)
        )
        self._tools[tool_name] = entry
        if extractor is not None:
            self.extractors.register(tool_name, extractor)
        return entry

    @property
    def tools(self) -> dict[str, ToolSpec]:
        """The registered tools' specs by name."""
        return {name: t.spec for name, t in self._tools.items()}

    @property
    def history(self) -> tuple[ToolResult, ...]:
        """Every result this runtime produced, oldest first."""
        return tuple(self._history)

    @property
    def receipts(self) -> list[Receipt]:
        """Every receipt this runtime signed, oldest first."""
        return [r.receipt for r in self._history]

    def _prepare(
        self, name: str, arguments: Any, call_id: str | None
    ) -> tuple[str, RegisteredTool | None, ToolResult | None, ToolCallValidation | None]:
        call = call_id or f"call_{next(self._counter)}"
        denial: str | None = None
        validation: ToolCallValidation | None = None
        tool = self._tools.get(name)
        if tool is None:
            known = ", ".join(sorted(self._tools)) or "none"
            denial = f"no tool named {name!r} (available: {known})"
        elif not isinstance(arguments, Mapping):
            denial = "arguments must be a JSON object"
        else:
            try:
                tool.signature.bind(**arguments)
            except TypeError as exc:
                denial = f"arguments do not fit {name!r}: {exc}"
        if denial is None and self.validator is not None and tool is not None:
            context = CallContext(self.run_id, call, tool.spec, self.user, tuple(self._history))
            validation = self.validator.validate(name, arguments, context)
            if validation.status == "invalid":
                denial = _feedback(validation)
        if denial is None:
            return call, tool, None, validation
        receipt = self._sign(name, call, arguments, None, "denied", denial, self.clock(), 0.0)
        return call, None, ToolResult(None, receipt, denial, denial, validation), validation

    def _sign(
        self,
        name: str,
        call_id: str,
        arguments: Any,
        output: Any,
        status: ReceiptStatus,
        error: str | None,
        started: datetime,
        duration_ms: float,
    ) -> Receipt:
        receipt = issue_receipt(
            self.ring,
            run_id=self.run_id,
            call_id=call_id,
            tool=name,
            arguments=arguments,
            output=output,
            status=status,
            error=error,
            timestamp=started,
            duration_ms=duration_ms,
            extractor=self.extractors.for_tool(name),
        )
        if self.ledger is not None:
            self.ledger.append(receipt)
        return receipt

    def _finish(
        self,
        name: str,
        call_id: str,
        arguments: Mapping[str, Any],
        started: datetime,
        began: float,
        output: Any,
        exc: Exception | None,
        validation: ToolCallValidation | None,
    ) -> ToolResult:
        duration = (time.perf_counter() - began) * 1000.0
        if exc is not None:
            error = f"{type(exc).__name__}: {exc}"
            receipt = self._sign(name, call_id, arguments, None, "error", error, started, duration)
            return self._remember(
                ToolResult(None, receipt, error, validation=validation, exception=exc)
            )
        receipt = self._sign(name, call_id, arguments, output, "ok", None, started, duration)
        return self._remember(ToolResult(output, receipt, validation=validation))

    def _remember(self, result: ToolResult) -> ToolResult:
        self._history.append(result)
        return result

    def call(self, name: str, arguments: Any = None, call_id: str | None = None) -> ToolResult:
        """Run a tool and return its output with a signed receipt (async tools run to completion).

        Inside a running event loop, use `acall` for async tools.
        """
        args = {} if arguments is None else arguments
        tool_entry = self._tools.get(name)
        if tool_entry is not None and tool_entry.is_async and _loop_running():
            raise RuntimeError(f"{name!r} is async and an event loop is running: await acall()")
        call, tool, denied, validation = self._prepare(name, args, call_id)
        if denied is not None:
            return self._remember(denied)
        assert tool is not None
        started, began = self.clock(), time.perf_counter()
        output: Any = None
        error: Exception | None = None
        try:
            output = tool.fn(**args)
            if tool.is_async:
                output = asyncio.run(output)
        except Exception as exc:  # a tool's failure is recorded, never lost
            error = exc
        return self._finish(name, call, args, started, began, output, error, validation)

    async def acall(
        self, name: str, arguments: Any = None, call_id: str | None = None
    ) -> ToolResult:
        """Like `call`, awaiting async tools (sync tools run in the event loop's thread)."""
        args = {} if arguments is None else arguments
        call, tool, denied, validation = self._prepare(name, args, call_id)
        if denied is not None:
            return self._remember(denied)
        assert tool is not None
        started, began = self.clock(), time.perf_counter()
        output: Any = None
        error: Exception | None = None
        try:
            output = tool.fn(**args)
            if isinstance(output, Awaitable):
                output = await output
        except Exception as exc:  # a tool's failure is recorded, never lost
            error = exc
        return self._finish(name, call, args, started, began, output, error, validation)
