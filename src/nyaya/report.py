"""The `HallucinationReport`: what the gate, the user and the audit trail read.

The names in this module are a public contract (see DESIGN.md): change them
only together with `REPORT_VERSION`.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

REPORT_VERSION = "1.1"

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
    "inconsistent_claim",
    "internal_error",
]
EvidenceKind = Literal["signed", "log", "mixed", "none"]
EvidenceSource = Literal["output", "context", "derived", "crosscheck"]
"""Where a claim's support comes from: a tool output, the system prompt or an earlier turn
(testimony), a value computed from outputs (with its derivation), or a deep-agent cross-check."""
WitnessKind = Literal[
    "output_value", "list", "total", "result", "error", "calls", "sources", "claim", "stage"
]
"""What contradicts a claim: an output value of the same entity and attribute, the list or
total a count counts, the non-empty result or the error an absence denies, the calls that
exist when an action was claimed, the outputs a citation is missing from, the unhedged
claim itself (inference stated as fact), or the stage that raised (internal error)."""
ValidationStatus = Literal["valid", "invalid", "unchecked"]

PRAMANAS: tuple[Pramana, ...] = get_args(Pramana)
FINDING_TYPES: tuple[FindingType, ...] = get_args(FindingType)
TRUST_LEVELS: tuple[TrustLevel, ...] = get_args(TrustLevel)

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class Evidence(BaseModel):
    """One piece of evidence a claim was checked against.

    ``receipt_id`` and ``field`` (a JSON pointer into the output) locate an output value;
    ``source`` says whether it is the output itself, the run's context (``field`` then
    names the message, ``/context/0``), or a value derived from outputs (``derivation``
    says how, e.g. ``sum of /items/*/amount``).
    """

    model_config = _FROZEN

    receipt_id: str | None = None
    field: str | None = None
    value: Any = None
    source: EvidenceSource = "output"
    derivation: str | None = None


class Witness(BaseModel):
    """What a finding points at: the thing that contradicts the claim."""

    model_config = _FROZEN

    kind: WitnessKind
    receipt_id: str | None = None
    pointer: str | None = None
    value: Any = None
    note: str | None = None


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
    reason: str = "unspecified"
    witness: Witness | None = None


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


class Decision(BaseModel):
    """Why the gate chose its action: the policy, the rule that decided, and its inputs.

    ``rule`` is a stable code: ``finding_action`` (a finding's action under the policy),
    ``score_band`` (the overall score against the thresholds), ``fail_closed`` (a stage
    raised or the answer could not be read), or ``clean`` (nothing held the answer back).
    ``findings`` are the indices into ``findings[]`` that set the action.
    """

    model_config = _FROZEN

    action: Action
    rule: Literal["finding_action", "score_band", "fail_closed", "clean"]
    policy: str = "default"
    mode: str = "standard"
    score: float | None = None
    threshold: float | None = None
    findings: list[int] = Field(default_factory=list)
    reasons: list[str] = Field(default_factory=list)


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
    decision: Decision | None = None
    now: str | None = None
