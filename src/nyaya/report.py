"""The `HallucinationReport`: what the gate, the user and the audit trail read.

The names in this module are a public contract (see DESIGN.md): change them
only together with `REPORT_VERSION`.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

REPORT_VERSION = "1.0"

Pramana = Literal["pratyaksa", "anumana", "upamana", "sabda", "abhava", "ungrounded"]
ClaimStatus = Literal["verified", "contradicted", "unsupported", "unverifiable"]
Action = Literal["emit", "revise", "block"]
TrustLevel = Literal["fully_verified", "mostly_verified", "partial", "unreliable", "ungrounded"]
FindingType = Literal[
    "fabricated_tool_call",
    "count_mismatch",
    "fact_mismatch",
    "inference_as_fact",
    "false_absence",
    "source_fabrication",
    "invalid_tool_call",
    "unsupported_claim",
    "bad_receipt",
]
EvidenceKind = Literal["signed", "log", "mixed", "none"]
ValidationStatus = Literal["valid", "invalid", "unchecked"]

PRAMANAS: tuple[Pramana, ...] = get_args(Pramana)
FINDING_TYPES: tuple[FindingType, ...] = get_args(FindingType)
TRUST_LEVELS: tuple[TrustLevel, ...] = get_args(TrustLevel)

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class Evidence(BaseModel):
    """One piece of receipt evidence a claim was checked against."""

    model_config = _FROZEN

    receipt_id: str
    field: str | None = None
    value: Any = None


class ClaimResult(BaseModel):
    """One atomic claim of the answer and what the checks made of it."""

    model_config = _FROZEN

    id: str
    text: str
    start: int
    end: int
    pramana: Pramana
    status: ClaimStatus
    score: float = Field(ge=0.0, le=1.0)
    critical: bool = False
    evidence: list[Evidence] = Field(default_factory=list)
    tagged_as: Pramana | None = None


class Finding(BaseModel):
    """One detected problem, with what was expected and what was found."""

    model_config = _FROZEN

    type: FindingType
    claim_id: str | None = None
    message: str
    expected: Any = None
    found: Any = None
    receipt_id: str | None = None
    action: Literal["block", "revise", "warn", "pass"] | None = None


class ValidationIssue(BaseModel):
    """One reason a tool call did not validate; ``pointer`` is a JSON pointer into the args."""

    model_config = _FROZEN

    code: str
    pointer: str = ""
    message: str
    value: Any = None


class ToolCallValidation(BaseModel):
    """Stage 1 outcome for one tool call (or one rejected attempt)."""

    model_config = _FROZEN

    tool: str
    call_id: str
    args: Any = None
    status: ValidationStatus
    errors: list[ValidationIssue] = Field(default_factory=list)
    attempt: int = 1


class ConsistencyProbe(BaseModel):
    """A self-consistency probe on a critical claim (Stage 3)."""

    model_config = _FROZEN

    claim_id: str
    probe: str
    agreement: float = Field(ge=0.0, le=1.0)
    samples: list[str] = Field(default_factory=list)
    note: str | None = None


class HallucinationReport(BaseModel):
    """The verdict on one agent answer."""

    model_config = _FROZEN

    version: str = REPORT_VERSION
    run_id: str
    action: Action
    trust_level: TrustLevel
    overall_score: float = Field(ge=0.0, le=1.0)
    claims: list[ClaimResult] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    tool_call_validations: list[ToolCallValidation] = Field(default_factory=list)
    consistency_probes: list[ConsistencyProbe] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    evidence: EvidenceKind = "none"
    language: str | None = None
    self_tag_compliant: bool | None = None
    notes: list[str] = Field(default_factory=list)
