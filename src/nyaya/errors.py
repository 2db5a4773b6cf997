"""Every exception nyaya raises on purpose.

One root, three branches that a caller treats differently::

    NyayaError
    ├── BadInput                 the caller's data is wrong: fix it and retry (CLI exit 2)
    │   ├── BadKeyFile             a key file or key variable is missing, unreadable or malformed
    │   ├── BadReceipt             a receipt does not parse or misses a field
    │   ├── BadRun                 a run (transcript) does not parse
    │   ├── BadPolicy              a constitution does not parse or validate
    │   ├── BadSchema              a tool's input schema is itself invalid
    │   ├── BadBundle              an audit bundle does not parse
    │   ├── BadLedger              a ledger file is not a nyaya ledger
    │   ├── DuplicateReceipt       a ledger was asked to store an id it already holds
    │   ├── LimitExceeded          the input is over a `nyaya.limits.Limits` bound (``limit``)
    │   └── ToolDenied             a tool call was refused before it ran (Stage 1, unknown tool)
    ├── VerificationFailed       data parsed but does not verify (CLI exit 1)
    │   ├── SignatureInvalid       no key in the ring produced this signature
    │   ├── UnknownKey             the key id is not in the ring
    │   ├── ReceiptExpired         authentic, but older than the allowed age
    │   ├── LedgerTampered         a stored entry was edited, deleted or reordered
    │   └── LifecycleViolation     a Pramana lifecycle invariant would be broken
    ├── TrailFull                a bounded audit trail has no room for the step it must record
    ├── AnswerBlocked            a guarded answer was not emitted (carries the report)
    └── BackendUnavailable       an optional part is not installed or cannot be reached

Each exception carries the data a caller needs (the offending field or path,
the receipt id) as attributes, and its ``str()`` is one line meant for a person.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nyaya.report import HallucinationReport

__all__ = [
    "AnswerBlocked",
    "BackendUnavailable",
    "BadBundle",
    "BadInput",
    "BadKeyFile",
    "BadLedger",
    "BadPolicy",
    "BadReceipt",
    "BadRun",
    "BadSchema",
    "DuplicateReceipt",
    "LedgerTampered",
    "LifecycleViolation",
    "LimitExceeded",
    "NyayaError",
    "ReceiptExpired",
    "SignatureInvalid",
    "ToolDenied",
    "TrailFull",
    "UnknownKey",
    "VerificationFailed",
]


class NyayaError(Exception):
    """Root of every error nyaya raises on purpose."""


class BadInput(NyayaError):
    """The input is malformed; ``field`` names the offending field, ``path`` the file."""

    def __init__(self, message: str, *, field: str | None = None, path: str | None = None) -> None:
        self.field = field
        self.path = path
        self.detail = message  # without the path and field, for re-raising with more context
        prefix = ""
        if path:
            prefix += f"{path}: "
        if field:
            prefix += f"{field}: "
        super().__init__(f"{prefix}{message}")


class BadKeyFile(BadInput):
    """A key file or key environment variable is missing, unreadable or malformed."""


class BadReceipt(BadInput):
    """A receipt does not parse or lacks a field."""


class BadRun(BadInput):
    """A run (agent transcript) does not parse."""


class BadPolicy(BadInput):
    """A constitution (policy TOML) does not parse or validate."""


class BadSchema(BadInput):
    """A tool's declared input schema is itself invalid."""


class BadBundle(BadInput):
    """An audit bundle does not parse."""


class BadLedger(BadInput):
    """A file is not a nyaya ledger, or its layout is broken beyond tampering."""


class DuplicateReceipt(BadInput):
    """A ledger already holds a receipt with this id; nyaya never silently replaces one."""

    def __init__(self, receipt_id: str) -> None:
        self.receipt_id = receipt_id
        super().__init__(f"receipt {receipt_id!r} is already in the ledger", field="id")


class LimitExceeded(BadInput):
    """The input is over a limit of `nyaya.limits.Limits`; ``limit`` names it (``max_depth``...)."""

    def __init__(
        self, message: str, *, limit: str, field: str | None = None, path: str | None = None
    ) -> None:
        self.limit = limit
        super().__init__(f"{message} (limit {limit})", field=field, path=path)


class ToolDenied(BadInput):
    """A call was refused before it ran (raised only by `ToolResult.raise_for_error`)."""

    def __init__(self, message: str, *, receipt_id: str) -> None:
        self.receipt_id = receipt_id
        super().__init__(message)


class VerificationFailed(NyayaError):
    """Data parsed but does not verify."""

    def __init__(self, message: str, *, receipt_id: str | None = None) -> None:
        self.receipt_id = receipt_id
        super().__init__(message)


class SignatureInvalid(VerificationFailed):
    """No key in the ring produced this signature (or a signed field was changed)."""


class UnknownKey(VerificationFailed):
    """The key id named by the signed object is not in the key ring."""


class ReceiptExpired(VerificationFailed):
    """The receipt is authentic but older than the allowed age (or from the future)."""


class LedgerTampered(VerificationFailed):
    """A stored ledger entry was edited, deleted or reordered; ``position`` is the first bad one."""

    def __init__(self, message: str, *, position: int, receipt_id: str | None = None) -> None:
        self.position = position
        super().__init__(message, receipt_id=receipt_id)


class LifecycleViolation(VerificationFailed):
    """A Pramana lifecycle invariant (P-1 .. P-4) would be broken; ``invariant`` names it."""

    def __init__(self, message: str, *, invariant: str, claim_id: str | None = None) -> None:
        self.invariant = invariant
        self.claim_id = claim_id
        super().__init__(f"{invariant}: {message}")


class TrailFull(NyayaError):
    """The bounded trail has no room for another entry; the step it would record must not happen."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        super().__init__(f"audit trail is full ({capacity} entries)")


class AnswerBlocked(NyayaError):
    """The gate blocked an agent's answer; ``report`` says why, ``answer`` is what was blocked."""

    def __init__(
        self, report: HallucinationReport, *, answer: str = "", revisions: int = 0
    ) -> None:
        self.report = report
        self.answer = answer
        self.revisions = revisions
        kinds = ", ".join(sorted({f.type for f in report.findings})) or "low score"
        super().__init__(
            f"answer not emitted ({report.action}) for run {report.run_id}: {kinds}; "
            f"{revisions} re-ask(s)"
        )


class BackendUnavailable(NyayaError):
    """An optional backend is not installed or not reachable; ``install`` says what to install."""

    def __init__(self, message: str, *, install: str | None = None) -> None:
        self.install = install
        super().__init__(f"{message} (install: {install})" if install else message)
