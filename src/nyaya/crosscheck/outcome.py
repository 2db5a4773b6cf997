"""What each cross-check strategy hands back, and how its findings are written."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from nyaya.report import Evidence, Finding, FindingType, Witness, WitnessKind

__all__ = ["StrategyResult", "crosscheck_evidence", "crosscheck_finding"]


@dataclass
class StrategyResult:
    """Per claim id: evidence that supports it and why it could not be checked; the findings."""

    evidence: dict[str, list[Evidence]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    open: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def support(self, claim_id: str, evidence: Evidence) -> None:
        self.evidence.setdefault(claim_id, []).append(evidence)

    def unresolved(self, claim_id: str, why: str) -> None:
        self.open.setdefault(claim_id, []).append(why)

    def merge(self, other: StrategyResult) -> None:
        for k, v in other.evidence.items():
            self.evidence.setdefault(k, []).extend(v)
        for k, w in other.open.items():
            self.open.setdefault(k, []).extend(w)
        self.findings.extend(other.findings)
        self.notes.extend(other.notes)


def crosscheck_evidence(
    value: Any, derivation: str, *, field: str | None = None, receipt_id: str | None = None
) -> Evidence:
    """Evidence found by a cross-check (``source="crosscheck"``), with how it was obtained."""
    return Evidence(
        receipt_id=receipt_id, field=field, value=value, source="crosscheck", derivation=derivation
    )


def crosscheck_finding(
    type_: FindingType,
    claim_id: str | None,
    message: str,
    *,
    reason: str,
    witness_kind: WitnessKind,
    witness_value: Any = None,
    pointer: str | None = None,
    note: str | None = None,
    expected: Any = None,
    found: Any = None,
) -> Finding:
    """A finding of a cross-check: a stable ``reason`` and the ``witness`` that contradicts."""
    return Finding(
        type=type_,
        claim_id=claim_id,
        message=message,
        expected=expected,
        found=found,
        reason=reason,
        witness=Witness(kind=witness_kind, pointer=pointer, value=witness_value, note=note),
    )
