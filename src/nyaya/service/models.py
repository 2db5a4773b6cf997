"""The HTTP API's own request and response bodies (the report is `HallucinationReport`)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = [
    "CheckRecord",
    "ErrorBody",
    "ErrorDetail",
    "Execution",
    "Failed",
    "Health",
    "LedgerView",
    "ReceiptsAppended",
    "ReceiptsRequest",
    "Succeeded",
    "VerifyFailure",
    "VerifyResult",
]

_STRICT = ConfigDict(extra="forbid")


class ErrorDetail(BaseModel):
    """What went wrong; ``code`` is the `nyaya` command's exit code for the same mistake."""

    status: int = Field(description="The HTTP status.")
    code: Literal[1, 2, 5] = Field(
        description="1 verification failed, 2 bad input, 5 a backend is unavailable."
    )
    kind: Literal["bad_input", "verification_failed", "unavailable"]
    message: str
    field: str | None = None


class ErrorBody(BaseModel):
    error: ErrorDetail


class _ExecutionBase(BaseModel):
    model_config = _STRICT

    run_id: str = Field(min_length=1, max_length=200)
    call_id: str = Field(min_length=1, max_length=200)
    tool: str = Field(min_length=1, max_length=200)
    arguments: Any = Field(default_factory=dict)
    duration_ms: float = Field(default=0.0, ge=0.0, le=86_400_000.0)
    timestamp: datetime | None = Field(
        default=None, description="When the call started (UTC); default: when it is received."
    )

    @field_validator("timestamp", mode="before")
    @classmethod
    def _rfc3339(cls, value: Any) -> Any:
        # As documented: an RFC 3339 string, never a bare number read as Unix seconds.
        if value is not None and not isinstance(value, (str, datetime)):
            raise ValueError("expected an RFC 3339 date-time string")
        return value


class Succeeded(_ExecutionBase):
    """A tool execution that returned ``output``."""

    status: Literal["ok"]
    output: Any = None


class Failed(_ExecutionBase):
    """A tool execution that failed (``error``) or was refused before it ran (``denied``)."""

    status: Literal["error", "denied"]
    error: str = Field(min_length=1, max_length=2000)


Execution = Annotated[Succeeded | Failed, Field(discriminator="status")]
"""One tool execution to sign and append: what ran, with what, and what came back."""


class ReceiptsRequest(BaseModel):
    model_config = _STRICT

    executions: list[Execution] = Field(min_length=1, max_length=256)


class ReceiptsAppended(BaseModel):
    receipts: list[dict[str, Any]] = Field(description="The signed receipts, in request order.")
    seq: list[int] = Field(description="Each receipt's position in the ledger.")


class CheckRecord(BaseModel):
    """What the ledger keeps of one check (stream ``checks``)."""

    check_id: str
    run_id: str
    action: Literal["emit", "revise", "block"]
    trust_level: str
    overall_score: float
    policy: str
    findings: list[str]
    at: str


class LedgerView(BaseModel):
    run_id: str
    receipts: list[dict[str, Any]]
    checks: list[CheckRecord]


class VerifyFailure(BaseModel):
    check: str
    claim_id: str | None
    code: str
    message: str


class VerifyResult(BaseModel):
    ok: bool
    code: Literal[0, 1] = Field(description="0 the bundle verifies, 1 it does not (CLI codes).")
    records: int
    outcomes_reverified: int
    trail_entries: int
    failures: list[VerifyFailure]


class Health(BaseModel):
    status: Literal["ok"]
    version: str
    store: Literal["sqlite", "postgresql"]
    checks: int
    receipts: int
    signing: bool = Field(description="Whether POST /v1/receipts can sign (a key ring is set).")
