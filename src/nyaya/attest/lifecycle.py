"""The Pramana lifecycle, Emit → Verify → Suppress | ShowToPrincipal, enforced at run time.

Invariants (the paper's, with the names `LifecycleViolation.invariant` carries):

- **P-1** single emission: a claim id is emitted once, by one agent.
- **P-2** one terminal verification: a claim gets exactly one terminal outcome
  (``verified``, ``rejected`` or ``unverifiable``), and only after emission.
- **P-3** audit completeness: every terminal verification, suppression and
  disclosure is in the audit trail. A step whose audit entry cannot be written
  does not happen (it raises P-3 and leaves the state as it was).
- **P-4** disclosure coupling: a claim shown to a principal was emitted,
  verified (status ``verified``) and disclosed (audited); no claim is both
  suppressed and shown.
- ``order``: a step asked of a claim in the wrong phase (suppressing a pending
  claim, showing it twice to the same principal, an unknown claim id).

Every refused step raises `nyaya.errors.LifecycleViolation` before any state or
trail change. `check_invariants` recomputes P-1..P-4 from the state and the trail
(used by the exhaustive exploration and the state-machine test).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal
from uuid import UUID

from nyaya.attest.models import (
    AttestationStatus,
    ClaimAttestation,
    VerificationOutcome,
    attestation_digest,
)
from nyaya.attest.trail import AuditEntry, AuditTrail, SignatureChecker
from nyaya.errors import LifecycleViolation

__all__ = ["ClaimRecord", "Invariant", "InvariantBreach", "Lifecycle", "check_invariants"]

Invariant = Literal["P-1", "P-2", "P-3", "P-4", "order", "trail"]


@dataclass(frozen=True, slots=True)
class ClaimRecord:
    """Where one claim is in its lifecycle."""

    attestation: ClaimAttestation
    emitted_by: str
    outcome: VerificationOutcome | None = None
    suppressed: bool = False
    shown_to: frozenset[str] = frozenset()

    @property
    def status(self) -> AttestationStatus:
        """``pending`` until a terminal outcome is recorded."""
        return "pending" if self.outcome is None else self.outcome.status


@dataclass(frozen=True, slots=True)
class InvariantBreach:
    """An invariant found broken in a state (never expected; the exploration counts them)."""

    invariant: Invariant
    claim_id: UUID | None
    message: str


class Lifecycle:
    """Runs the lifecycle of many claims over one audit trail; the clock is injected."""

    def __init__(self, trail: AuditTrail, clock: Callable[[], datetime]) -> None:
        self._trail = trail
        self._clock = clock
        self._claims: dict[UUID, ClaimRecord] = {}
        # P-1 holds across restarts: claims emitted earlier on this trail stay emitted
        self._emitted_before = frozenset(e.claim_id for e in trail.entries() if e.kind == "emit")

    @property
    def trail(self) -> AuditTrail:
        """The audit trail every step is written to."""
        return self._trail

    def record(self, claim_id: UUID) -> ClaimRecord | None:
        """The record of ``claim_id``, if it was emitted."""
        return self._claims.get(claim_id)

    def records(self) -> dict[UUID, ClaimRecord]:
        """A copy of every claim's record."""
        return dict(self._claims)

    def status(self, claim_id: UUID) -> AttestationStatus:
        """The claim's status; raises ``order`` for an unknown claim."""
        return self._require(claim_id).status

    def emit(self, attestation: ClaimAttestation, *, agent_id: str) -> AuditEntry:
        """Emit a claim (P-1: once per claim id)."""
        claim_id = attestation.claim_id
        if claim_id in self._claims or claim_id in self._emitted_before:
            by = self._claims[claim_id].emitted_by if claim_id in self._claims else "an earlier run"
            raise LifecycleViolation(
                f"claim {claim_id} was already emitted by {by}",
                invariant="P-1",
                claim_id=str(claim_id),
            )
        entry = self._audit(
            "emit",
            claim_id,
            agent_id,
            {
                "claim_type": attestation.claim_type,
                "attestation_digest": attestation_digest(attestation),
            },
        )
        self._claims[claim_id] = ClaimRecord(attestation=attestation, emitted_by=agent_id)
        return entry

    def record_verification(self, outcome: VerificationOutcome) -> AuditEntry:
        """Record the one terminal outcome of an emitted claim (P-2), audited (P-3)."""
        claim_id = outcome.claim_id
        record = self._claims.get(claim_id)
        if record is None:
            raise LifecycleViolation(
                f"claim {claim_id} was never emitted", invariant="P-2", claim_id=str(claim_id)
            )
        if record.outcome is not None:
            raise LifecycleViolation(
                f"claim {claim_id} already has a terminal outcome ({record.outcome.status})",
                invariant="P-2",
                claim_id=str(claim_id),
            )
        entry = self._audit(
            "verify",
            claim_id,
            outcome.verifier_id,
            {
                "status": outcome.status,
                "reason": outcome.reason,
                "method": outcome.method,
                "outcome_digest": outcome.digest(),
            },
        )
        self._claims[claim_id] = replace(record, outcome=outcome)
        return entry

    def suppress(self, claim_id: UUID, *, actor: str, reason: str = "") -> AuditEntry:
        """Withhold a verified-or-not claim from every principal (audited, exclusive with show)."""
        record = self._require(claim_id)
        if record.shown_to:
            raise LifecycleViolation(
                f"claim {claim_id} was already shown; it cannot be suppressed",
                invariant="P-4",
                claim_id=str(claim_id),
            )
        if record.outcome is None:
            raise LifecycleViolation(
                f"claim {claim_id} is still pending", invariant="order", claim_id=str(claim_id)
            )
        if record.suppressed:
            raise LifecycleViolation(
                f"claim {claim_id} is already suppressed", invariant="order", claim_id=str(claim_id)
            )
        entry = self._audit("suppress", claim_id, actor, {"reason": reason})
        self._claims[claim_id] = replace(record, suppressed=True)
        return entry

    def show_to_principal(self, claim_id: UUID, *, principal_id: str, actor: str) -> AuditEntry:
        """Disclose a verified claim to a principal (P-4), the disclosure audited first (P-3)."""
        record = self._require(claim_id)
        if record.suppressed:
            raise LifecycleViolation(
                f"claim {claim_id} is suppressed; it cannot be shown",
                invariant="P-4",
                claim_id=str(claim_id),
            )
        if record.outcome is None or record.outcome.status != "verified":
            raise LifecycleViolation(
                f"claim {claim_id} is {record.status}, only verified claims are shown",
                invariant="P-4",
                claim_id=str(claim_id),
            )
        if principal_id in record.shown_to:
            raise LifecycleViolation(
                f"claim {claim_id} was already shown to {principal_id}",
                invariant="order",
                claim_id=str(claim_id),
            )
        entry = self._audit("disclose", claim_id, actor, {"principal": principal_id})
        self._claims[claim_id] = replace(record, shown_to=record.shown_to | {principal_id})
        return entry

    def check_invariants(self, check: SignatureChecker | None = None) -> list[InvariantBreach]:
        """Recompute every invariant from the state and the trail."""
        return check_invariants(self._claims, self._trail, check, self._emitted_before)

    def state_key(self) -> tuple[object, ...]:
        """A hashable summary of the state (claims and trail length) for exploration."""
        claims = tuple(
            sorted(
                (
                    str(cid),
                    r.emitted_by,
                    r.status,
                    r.outcome.verifier_id if r.outcome else None,
                    r.suppressed,
                    tuple(sorted(r.shown_to)),
                )
                for cid, r in self._claims.items()
            )
        )
        return (claims, len(self._trail))

    def fork(self) -> Lifecycle:
        """An independent copy over a forked trail (the trail's store must support copying)."""
        # built without __init__, which would re-read the whole trail
        twin = type(self).__new__(type(self))
        twin._trail = self._trail.fork()
        twin._clock = self._clock
        twin._claims = dict(self._claims)
        twin._emitted_before = self._emitted_before
        return twin

    def _require(self, claim_id: UUID) -> ClaimRecord:
        record = self._claims.get(claim_id)
        if record is None:
            raise LifecycleViolation(
                f"claim {claim_id} was never emitted", invariant="order", claim_id=str(claim_id)
            )
        return record

    def _audit(
        self,
        kind: Literal["emit", "verify", "suppress", "disclose"],
        claim_id: UUID,
        actor: str,
        payload: dict[str, str],
    ) -> AuditEntry:
        try:
            return self._trail.append(
                kind, claim_id, actor=actor, at=self._clock(), payload=payload
            )
        except Exception as exc:
            # P-3: a step that cannot be audited must not take effect
            raise LifecycleViolation(
                f"{kind} of claim {claim_id} could not be audited ({exc})",
                invariant="P-3",
                claim_id=str(claim_id),
            ) from exc


def check_invariants(
    claims: dict[UUID, ClaimRecord],
    trail: AuditTrail,
    check: SignatureChecker | None = None,
    emitted_before: frozenset[UUID] = frozenset(),
) -> list[InvariantBreach]:
    """P-1..P-4 and trail integrity, recomputed from ``claims`` and the trail's entries.

    ``emitted_before`` names claims a resumed trail already held (not in ``claims``).
    """
    breaches: list[InvariantBreach] = []
    # the trail object knows how much it appended: a cut tail is a breach too
    report = trail.evaluate(check, head=trail.head)
    if not report:
        breaches.append(InvariantBreach("trail", None, f"{report.problem} at {report.position}"))
        return breaches
    entries = trail.entries()
    counts = Counter((e.kind, e.claim_id) for e in entries)
    first_at: dict[tuple[str, UUID], int] = {}
    for index, e in enumerate(entries):
        first_at.setdefault((e.kind, e.claim_id), index)
    audited_claims = {e.claim_id for e in entries}
    for cid in audited_claims - claims.keys() - emitted_before:
        breaches.append(InvariantBreach("P-1", cid, "trail names a claim that was never emitted"))
    for cid, r in claims.items():
        if counts[("emit", cid)] != 1:
            breaches.append(InvariantBreach("P-1", cid, f"{counts[('emit', cid)]} emissions"))
        verifies = counts[("verify", cid)]
        if verifies > 1:
            breaches.append(InvariantBreach("P-2", cid, f"{verifies} terminal verifications"))
        if r.outcome is not None and verifies == 0:
            breaches.append(InvariantBreach("P-3", cid, "terminal verification not audited"))
        if r.outcome is None and verifies:
            breaches.append(InvariantBreach("P-2", cid, "audited verification but still pending"))
        if counts[("suppress", cid)] != int(r.suppressed):
            breaches.append(InvariantBreach("P-3", cid, "suppression and trail disagree"))
        if counts[("disclose", cid)] != len(r.shown_to):
            breaches.append(InvariantBreach("P-3", cid, "disclosures and trail disagree"))
        if r.shown_to:
            if r.outcome is None or r.outcome.status != "verified":
                breaches.append(InvariantBreach("P-4", cid, "shown without being verified"))
            elif ("disclose", cid) not in first_at:
                breaches.append(InvariantBreach("P-4", cid, "shown without an audited disclosure"))
            elif first_at[("disclose", cid)] < first_at.get(("verify", cid), len(entries)):
                breaches.append(InvariantBreach("P-4", cid, "disclosed before verification"))
            if r.suppressed:
                breaches.append(InvariantBreach("P-4", cid, "both suppressed and shown"))
        if ("emit", cid) in first_at and any(
            first_at.get((kind, cid), len(entries)) < first_at[("emit", cid)]
            for kind in ("verify", "suppress", "disclose")
        ):
            breaches.append(InvariantBreach("P-1", cid, "a step precedes emission"))
    return breaches
