"""Conformance: the TLA+ spec's Next relation, transcribed, reaches exactly the lifecycle's states.

`spec/PramanaLifecycle.tla` cannot be model-checked here (no TLC). This test
transcribes its actions one for one into Python, explores them breadth-first
(checking the spec's invariants as TLC would), projects each spec state onto
the real lifecycle's state key (claims and trail length) and asserts that the
set equals what `nyaya.attest.explore` reaches by driving the real `Lifecycle`.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import TypeVar
from uuid import UUID

import pytest

from nyaya.attest.explore import Bound, explore

STATUSES = ("verified", "rejected", "unverifiable")
T = TypeVar("T")


@dataclass(frozen=True)
class SpecState:
    emitter: tuple[int | None, ...]
    status: tuple[str, ...]
    verifier: tuple[int | None, ...]
    suppressed: frozenset[int]
    shown: tuple[frozenset[int], ...]
    trail: tuple[tuple[str, int], ...]


def init(bound: Bound) -> SpecState:
    n = bound.claims
    return SpecState((None,) * n, ("absent",) * n, (None,) * n, frozenset(), (frozenset(),) * n, ())


def audit(s: SpecState, kind: str, c: int, cap: int | None) -> tuple[tuple[str, int], ...] | None:
    if cap is not None and len(s.trail) >= cap:
        return None
    return (*s.trail, (kind, c))


def put(values: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return (*values[:i], value, *values[i + 1 :])


def successors(s: SpecState, b: Bound, mutant: bool = False) -> list[SpecState]:
    out: list[SpecState] = []
    for c in range(b.claims):
        for a in range(b.agents):  # Emit(c, a)
            if s.emitter[c] is None and (t := audit(s, "emit", c, b.capacity)) is not None:
                out.append(
                    replace(
                        s, emitter=put(s.emitter, c, a), status=put(s.status, c, "pending"), trail=t
                    )
                )
        for v in range(b.verifiers):  # Verify(c, v, st)
            for st in b.statuses:
                if s.status[c] == "pending" and (t := audit(s, "verify", c, b.capacity)):
                    out.append(
                        replace(
                            s, status=put(s.status, c, st), verifier=put(s.verifier, c, v), trail=t
                        )
                    )
        if (  # Suppress(c)
            s.status[c] in STATUSES
            and c not in s.suppressed
            and not s.shown[c]
            and (t := audit(s, "suppress", c, b.capacity))
        ):
            out.append(replace(s, suppressed=s.suppressed | {c}, trail=t))
        for p in range(b.principals):  # ShowToPrincipal(c, p)
            if (
                s.status[c] == "verified"
                and (mutant or c not in s.suppressed)
                and p not in s.shown[c]
                and (t := audit(s, "disclose", c, b.capacity))
            ):
                out.append(replace(s, shown=put(s.shown, c, s.shown[c] | {p}), trail=t))
    return out


def invariants_hold(s: SpecState, b: Bound) -> bool:
    def count(kind: str, c: int) -> int:
        return s.trail.count((kind, c))

    def first(kind: str, c: int) -> int:
        return s.trail.index((kind, c))

    for c in range(b.claims):
        p1 = count("emit", c) == (0 if s.emitter[c] is None else 1)
        p2 = count("verify", c) == (1 if s.status[c] in STATUSES else 0)
        p3 = count("suppress", c) == int(c in s.suppressed) and count("disclose", c) == len(
            s.shown[c]
        )
        p4 = not s.shown[c] or (
            s.emitter[c] is not None
            and s.status[c] == "verified"
            and count("verify", c) == 1
            and first("verify", c) < first("disclose", c)
        )
        disjoint = not (c in s.suppressed and s.shown[c])
        if not (p1 and p2 and p3 and p4 and disjoint):
            return False
    return b.capacity is None or len(s.trail) <= b.capacity


def project(s: SpecState) -> tuple[object, ...]:
    claims = tuple(
        sorted(
            (
                str(UUID(int=c + 1)),
                f"agent{a}",
                s.status[c],
                None if s.verifier[c] is None else f"verifier{s.verifier[c]}",
                c in s.suppressed,
                tuple(sorted(f"principal{p}" for p in s.shown[c])),
            )
            for c, a in enumerate(s.emitter)
            if a is not None
        )
    )
    return (claims, len(s.trail))


def spec_states(b: Bound, mutant: bool = False) -> tuple[set[SpecState], bool]:
    start = init(b)
    seen, queue, ok = {start}, deque([start]), True
    while queue:
        state = queue.popleft()
        ok = ok and invariants_hold(state, b)
        for nxt in successors(state, b, mutant):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen, ok


@pytest.mark.parametrize(
    "bound",
    [
        Bound(claims=1, agents=2, verifiers=2, principals=2),
        Bound(claims=2, agents=2, verifiers=2, principals=1, capacity=5),
        Bound(claims=2, agents=1, verifiers=2, principals=2, capacity=4),
    ],
    ids=["1c-unbounded", "2c-cap5", "2c-cap4"],
)
def test_spec_and_implementation_reach_the_same_states(bound: Bound) -> None:
    states, invariants_ok = spec_states(bound)
    assert invariants_ok
    implementation = explore(bound)
    assert implementation.violations == ()
    assert {project(s) for s in states} == set(implementation.state_keys)


def test_a_spec_drift_would_be_noticed() -> None:
    # a spec whose ShowToPrincipal forgot "not suppressed" reaches states the lifecycle refuses,
    # and breaks its own invariants: the comparison above is sensitive to such drift
    bound = Bound(claims=1, agents=1, verifiers=1, principals=1)
    states, invariants_ok = spec_states(bound, mutant=True)
    assert not invariants_ok
    assert {project(s) for s in states} != set(explore(bound).state_keys)
