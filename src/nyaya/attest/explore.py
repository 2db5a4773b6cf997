"""Exhaustive exploration of the real `Lifecycle` over small bounded models.

TLC cannot be installed here, so this does what it would do for
``spec/PramanaLifecycle.tla``, but against the Python code that runs in
production: breadth-first, from the empty state, it tries every action
(emit by each agent, a terminal verification by each verifier with each
status, suppress, show to each principal) on every reachable state, over a
bounded audit trail. In every reachable state it recomputes P-1..P-4 and the
trail's chain and signatures (`check_invariants`); for every refused action it
checks that nothing changed (a refused step leaves no trace). Two states are
the same when their claims (emitter, status, verifier, suppressed, principals
shown) and trail length are.

Run ``python -m nyaya.attest.explore`` for the default bounds.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from uuid import UUID

from nyaya.attest.keys import ring_checker
from nyaya.attest.lifecycle import InvariantBreach, Lifecycle
from nyaya.attest.models import MeasurementClaim, ReasonCode, TerminalStatus, VerificationOutcome
from nyaya.attest.trail import AuditTrail, MemoryAuditStore
from nyaya.errors import LifecycleViolation
from nyaya.receipts.keys import HmacSigner, KeyRing

__all__ = ["Bound", "ExplorationResult", "explore", "main"]

_T0 = datetime(2026, 1, 1, tzinfo=UTC)
_REASON: dict[TerminalStatus, ReasonCode] = {
    "verified": "value_match",
    "rejected": "value_mismatch",
    "unverifiable": "record_not_found",
}


@dataclass(frozen=True, slots=True)
class Bound:
    """The size of one model: claims, agents, verifiers, principals and trail capacity."""

    claims: int = 2
    agents: int = 2
    verifiers: int = 2
    principals: int = 1
    capacity: int | None = None
    statuses: tuple[TerminalStatus, ...] = ("verified", "rejected", "unverifiable")

    def describe(self) -> str:
        """One line naming the bound."""
        cap = "unbounded" if self.capacity is None else str(self.capacity)
        return (
            f"{self.claims} claims, {self.agents} agents, {self.verifiers} verifiers, "
            f"{self.principals} principal(s), trail capacity {cap}"
        )


@dataclass(frozen=True, slots=True)
class ExplorationResult:
    """What one exploration found; ``violations`` must be empty."""

    bound: Bound
    states: int
    transitions: int
    refused: int
    max_depth: int
    seconds: float
    violations: tuple[str, ...] = field(default_factory=tuple)
    state_keys: frozenset[tuple[object, ...]] = frozenset()


@dataclass(frozen=True, slots=True)
class _Action:
    kind: str
    claim: int
    who: int = 0
    status: TerminalStatus | None = None

    def apply(self, lc: Lifecycle, claims: Sequence[MeasurementClaim]) -> None:
        claim = claims[self.claim]
        if self.kind == "emit":
            lc.emit(claim, agent_id=f"agent{self.who}")
        elif self.kind == "verify":
            assert self.status is not None
            lc.record_verification(
                VerificationOutcome(
                    claim_id=claim.claim_id,
                    status=self.status,
                    method="measurement/fetch-compare",
                    reason=_REASON[self.status],
                    verifier_id=f"verifier{self.who}",
                    verified_at=_T0,
                )
            )
        elif self.kind == "suppress":
            lc.suppress(claim.claim_id, actor="agent0", reason="policy")
        else:
            lc.show_to_principal(
                claim.claim_id, principal_id=f"principal{self.who}", actor="agent0"
            )


def _actions(bound: Bound) -> list[_Action]:
    out: list[_Action] = []
    for c in range(bound.claims):
        out += [_Action("emit", c, a) for a in range(bound.agents)]
        out += [
            _Action("verify", c, v, status)
            for v in range(bound.verifiers)
            for status in bound.statuses
        ]
        out.append(_Action("suppress", c))
        out += [_Action("show", c, p) for p in range(bound.principals)]
    return out


def _claims(n: int) -> list[MeasurementClaim]:
    return [
        MeasurementClaim(
            claim_id=UUID(int=i + 1),
            claim=f"claim {i}",
            attester_id="agent",
            attested_at=_T0,
            measured_value=i,
            measurement_method="explore",
            measurement_source=f"record:{i}",
        )
        for i in range(n)
    ]


LifecycleFactory = Callable[[AuditTrail, Callable[[], datetime]], Lifecycle]


def explore(
    bound: Bound, *, ring: KeyRing | None = None, factory: LifecycleFactory = Lifecycle
) -> ExplorationResult:
    """Breadth-first over every reachable state of ``bound``; see the module docstring.

    ``factory`` builds the lifecycle under test (a subclass with a planted bug
    shows that the exploration finds it).
    """
    started = time.perf_counter()
    keys = ring or KeyRing([HmacSigner(b"nyaya explore fixed key!", key_id="explore")])
    check = ring_checker(keys)
    claims = _claims(bound.claims)
    actions = _actions(bound)
    root = factory(AuditTrail(MemoryAuditStore(), keys, capacity=bound.capacity), lambda: _T0)
    seen = {root.state_key()}
    queue: deque[tuple[Lifecycle, int]] = deque([(root, 0)])
    violations: list[str] = [_describe(b) for b in root.check_invariants(check)]
    transitions = refused = max_depth = 0
    while queue:
        state, depth = queue.popleft()
        max_depth = max(max_depth, depth)
        before = state.state_key()
        for action in actions:
            twin = state.fork()
            try:
                action.apply(twin, claims)
            except LifecycleViolation:
                refused += 1
                if twin.state_key() != before:
                    violations.append(f"{action} was refused but changed the state")
                continue
            except Exception as exc:  # anything but a refusal is a bug in the lifecycle
                violations.append(f"{action} raised {type(exc).__name__}: {exc}")
                continue
            transitions += 1
            key = twin.state_key()
            if key in seen:
                continue
            seen.add(key)
            violations += [f"{_describe(b)} after {action}" for b in twin.check_invariants(check)]
            queue.append((twin, depth + 1))
    return ExplorationResult(
        bound=bound,
        states=len(seen),
        transitions=transitions,
        refused=refused,
        max_depth=max_depth,
        seconds=time.perf_counter() - started,
        violations=tuple(violations),
        state_keys=frozenset(seen),
    )


def _describe(breach: InvariantBreach) -> str:
    return f"{breach.invariant} ({breach.claim_id}): {breach.message}"


DEFAULT_BOUNDS: tuple[Bound, ...] = (
    Bound(claims=2, agents=2, verifiers=2, principals=1, capacity=5),
    Bound(claims=2, agents=2, verifiers=2, principals=2, capacity=None),
    Bound(claims=3, agents=2, verifiers=2, principals=1, capacity=8),
)


def _report(results: Iterator[ExplorationResult]) -> int:
    failed = False
    for r in results:
        status = "OK" if not r.violations else f"{len(r.violations)} VIOLATIONS"
        print(
            f"{r.bound.describe()}: {r.states} distinct states, {r.transitions} transitions, "
            f"{r.refused} refused, depth {r.max_depth}, {r.seconds:.1f} s: {status}"
        )
        for v in r.violations[:10]:
            print(f"  {v}")
        failed = failed or bool(r.violations)
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Explore the default bounds (or one given on the command line); exit 1 on a violation."""
    parser = argparse.ArgumentParser(prog="python -m nyaya.attest.explore", description=__doc__)
    parser.add_argument("--claims", type=int)
    parser.add_argument("--agents", type=int, default=2)
    parser.add_argument("--verifiers", type=int, default=2)
    parser.add_argument("--principals", type=int, default=1)
    parser.add_argument("--capacity", type=int)
    args = parser.parse_args(argv)
    if args.claims is None:
        bounds: Sequence[Bound] = DEFAULT_BOUNDS
    else:
        bounds = [Bound(args.claims, args.agents, args.verifiers, args.principals, args.capacity)]
    return _report(explore(b) for b in bounds)


if __name__ == "__main__":
    sys.exit(main())
