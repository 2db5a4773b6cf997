"""The lifecycle's invariants P-1..P-4, enforced at run time, and a Hypothesis state machine."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from nyaya.attest import (
    AuditTrail,
    Lifecycle,
    MeasurementClaim,
    MemoryAuditStore,
    VerificationOutcome,
    ring_checker,
)
from nyaya.attest.lifecycle import check_invariants
from nyaya.attest.models import TerminalStatus
from nyaya.errors import LifecycleViolation
from nyaya.receipts.keys import KeyRing

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)
RING = KeyRing.generate("hmac", "lifecycle-test")


def claim(n: int) -> MeasurementClaim:
    return MeasurementClaim(
        claim_id=UUID(int=n),
        claim=f"claim {n}",
        attester_id="agent0",
        attested_at=T0,
        measured_value=n,
        measurement_method="m",
        measurement_source=f"s{n}",
    )


def outcome(
    n: int, status: TerminalStatus = "verified", verifier: str = "v0"
) -> VerificationOutcome:
    return VerificationOutcome(
        claim_id=UUID(int=n),
        status=status,
        method="measurement/fetch-compare",
        reason="value_match" if status == "verified" else "value_mismatch",
        verifier_id=verifier,
        verified_at=T0,
    )


@dataclass
class FlakyStore:
    """An `AuditStore` whose writes can be made to fail (a full disk, a lost connection)."""

    inner: MemoryAuditStore = field(default_factory=MemoryAuditStore)
    failing: bool = False

    def append_entry(self, key: str, body: Mapping[str, Any]) -> None:
        if self.failing:
            raise OSError("audit store unavailable")
        self.inner.append_entry(key, body)

    def entry_bodies(self) -> list[dict[str, Any]]:
        return self.inner.entry_bodies()


def fresh(store: Any = None) -> Lifecycle:
    return Lifecycle(AuditTrail(store or MemoryAuditStore(), RING), lambda: T0)


def raises(invariant_name: str) -> Any:
    return pytest.raises(LifecycleViolation, match=f"^{invariant_name}: ")


def test_happy_path_is_audited_in_order() -> None:
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    assert lc.status(UUID(int=1)) == "pending"
    lc.record_verification(outcome(1))
    lc.show_to_principal(UUID(int=1), principal_id="p", actor="agent0")
    assert [e.kind for e in lc.trail.entries()] == ["emit", "verify", "disclose"]
    assert lc.check_invariants(ring_checker(RING)) == []


def test_p1_second_emission_is_refused() -> None:
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    with raises("P-1") as info:
        lc.emit(claim(1), agent_id="agent1")
    assert info.value.invariant == "P-1"
    assert info.value.claim_id == str(UUID(int=1))


def test_p2_second_terminal_verification_is_refused() -> None:
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    lc.record_verification(outcome(1, "rejected"))
    with raises("P-2"):
        lc.record_verification(outcome(1, "verified", "v1"))
    assert lc.status(UUID(int=1)) == "rejected"


def test_p2_verification_before_emission_is_refused() -> None:
    with raises("P-2"):
        fresh().record_verification(outcome(1))


def test_p3_unauditable_step_does_not_happen() -> None:
    store = FlakyStore()
    lc = fresh(store)
    lc.emit(claim(1), agent_id="agent0")
    store.failing = True
    with raises("P-3"):
        lc.record_verification(outcome(1))
    assert lc.status(UUID(int=1)) == "pending"
    store.failing = False
    lc.record_verification(outcome(1))
    assert lc.status(UUID(int=1)) == "verified"


@pytest.mark.parametrize("status", ["rejected", "unverifiable"])
def test_p4_only_verified_claims_are_shown(status: TerminalStatus) -> None:
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    lc.record_verification(outcome(1, status))
    with raises("P-4"):
        lc.show_to_principal(UUID(int=1), principal_id="p", actor="agent0")
    lc.suppress(UUID(int=1), actor="agent0", reason=status)


def test_p4_pending_claim_is_not_shown() -> None:
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    with raises("P-4"):
        lc.show_to_principal(UUID(int=1), principal_id="p", actor="agent0")


def test_p4_suppressed_and_shown_are_disjoint() -> None:
    lc = fresh()
    for n in (1, 2):
        lc.emit(claim(n), agent_id="agent0")
        lc.record_verification(outcome(n))
    lc.suppress(UUID(int=1), actor="agent0")
    with raises("P-4"):
        lc.show_to_principal(UUID(int=1), principal_id="p", actor="agent0")
    lc.show_to_principal(UUID(int=2), principal_id="p", actor="agent0")
    with raises("P-4"):
        lc.suppress(UUID(int=2), actor="agent0")


def test_order_violations() -> None:
    lc = fresh()
    with raises("order"):
        lc.suppress(UUID(int=9), actor="a")
    lc.emit(claim(1), agent_id="agent0")
    with raises("order"):
        lc.suppress(UUID(int=1), actor="a")
    lc.record_verification(outcome(1))
    lc.show_to_principal(UUID(int=1), principal_id="p", actor="a")
    with raises("order"):
        lc.show_to_principal(UUID(int=1), principal_id="p", actor="a")
    lc.show_to_principal(UUID(int=1), principal_id="q", actor="a")


def test_check_invariants_detects_a_trail_edited_behind_its_back() -> None:
    store = MemoryAuditStore()
    lc = fresh(store)
    lc.emit(claim(1), agent_id="agent0")
    lc.record_verification(outcome(1))
    store.bodies.pop()
    breaches = lc.check_invariants(ring_checker(RING))
    assert [b.invariant for b in breaches] == ["trail"]
    assert "truncated" in breaches[0].message


def test_check_invariants_finds_an_unaudited_verification() -> None:
    # state and trail disagree without any tampering of the chain: P-3 names it
    lc = fresh()
    lc.emit(claim(1), agent_id="agent0")
    other = fresh()
    other.emit(claim(1), agent_id="agent0")
    other.record_verification(outcome(1))
    twin = Lifecycle(lc.trail, lambda: T0)
    assert [b.invariant for b in twin.check_invariants(ring_checker(RING))] == []
    breaches = check_invariants(other.records(), lc.trail, ring_checker(RING))
    assert [b.invariant for b in breaches] == ["P-3"]


CLAIMS = st.integers(1, 3)
STATUSES = st.sampled_from(["verified", "rejected", "unverifiable"])


class LifecycleMachine(RuleBasedStateMachine):
    """Drives the real lifecycle against a tiny reference model of what must be allowed."""

    def __init__(self) -> None:
        super().__init__()
        self.store = FlakyStore()
        self.lc = fresh(self.store)
        self.emitted: set[int] = set()
        self.status: dict[int, str] = {}
        self.suppressed: set[int] = set()
        self.shown: dict[int, set[str]] = {}

    def _attempt(self, allowed: str | None, action: Any) -> bool:
        """Run ``action``; ``allowed`` is None when the model allows it, else the invariant."""
        expected = "P-3" if allowed is None and self.store.failing else allowed
        if expected is None:
            action()
            return True
        length = len(self.lc.trail)
        with pytest.raises(LifecycleViolation) as info:
            action()
        assert info.value.invariant == expected
        assert len(self.lc.trail) == length
        return False

    @rule(n=CLAIMS, agent=st.sampled_from(["agent0", "agent1"]))
    def emit(self, n: int, agent: str) -> None:
        if self._attempt(
            "P-1" if n in self.emitted else None, lambda: self.lc.emit(claim(n), agent_id=agent)
        ):
            self.emitted.add(n)

    @rule(n=CLAIMS, status=STATUSES, verifier=st.sampled_from(["v0", "v1"]))
    def verify(self, n: int, status: TerminalStatus, verifier: str) -> None:
        allowed = "P-2" if n not in self.emitted or n in self.status else None
        if self._attempt(
            allowed, lambda: self.lc.record_verification(outcome(n, status, verifier))
        ):
            self.status[n] = status

    @rule(n=CLAIMS)
    def suppress(self, n: int) -> None:
        if n not in self.emitted:
            allowed: str | None = "order"
        elif self.shown.get(n):
            allowed = "P-4"
        elif n not in self.status or n in self.suppressed:
            allowed = "order"
        else:
            allowed = None
        if self._attempt(allowed, lambda: self.lc.suppress(UUID(int=n), actor="agent0")):
            self.suppressed.add(n)

    @rule(n=CLAIMS, principal=st.sampled_from(["p0", "p1"]))
    def show(self, n: int, principal: str) -> None:
        if n not in self.emitted:
            allowed: str | None = "order"
        elif n in self.suppressed or self.status.get(n) != "verified":
            allowed = "P-4"
        elif principal in self.shown.get(n, set()):
            allowed = "order"
        else:
            allowed = None
        if self._attempt(
            allowed,
            lambda: self.lc.show_to_principal(UUID(int=n), principal_id=principal, actor="agent0"),
        ):
            self.shown.setdefault(n, set()).add(principal)

    @precondition(lambda self: not self.store.failing)
    @rule()
    def store_goes_down(self) -> None:
        self.store.failing = True

    @precondition(lambda self: self.store.failing)
    @rule()
    def store_comes_back(self) -> None:
        self.store.failing = False

    @invariant()
    def invariants_hold(self) -> None:
        assert self.lc.check_invariants(ring_checker(RING)) == []

    @invariant()
    def status_matches_model(self) -> None:
        for n in range(1, 4):
            record = self.lc.record(UUID(int=n))
            assert (record is not None) == (n in self.emitted)
            if record is not None:
                assert record.status == self.status.get(n, "pending")
                assert record.suppressed == (n in self.suppressed)
                assert record.shown_to == frozenset(self.shown.get(n, set()))


TestLifecycleMachine = LifecycleMachine.TestCase
TestLifecycleMachine.settings = settings(
    max_examples=40,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
