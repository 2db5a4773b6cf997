"""The exhaustive exploration of the real lifecycle, on the smallest bound."""

from __future__ import annotations

from dataclasses import replace
from uuid import UUID

import pytest

from nyaya.attest import AuditEntry, Lifecycle
from nyaya.attest.explore import Bound, explore, main


def test_smallest_bound_has_no_violations() -> None:
    result = explore(Bound(claims=2, agents=2, verifiers=2, principals=1, capacity=5))
    assert result.violations == ()
    assert result.states > 0
    assert result.refused > 0


def test_state_count_matches_a_hand_count() -> None:
    # one claim, one agent, one verifier, one principal, statuses verified/rejected:
    # absent, pending, verified, verified+suppressed, verified+shown, rejected,
    # rejected+suppressed = 7 states
    result = explore(Bound(claims=1, agents=1, verifiers=1, statuses=("verified", "rejected")))
    assert result.states == 7
    assert result.violations == ()


def test_state_count_matches_the_closed_form() -> None:
    # per claim: absent, or emitted by one of 2 agents and then pending, or verified by one of
    # 2 verifiers as verified (plain, suppressed, or shown to one of 3 non-empty sets of the 2
    # principals), rejected or unverifiable (plain or suppressed): 1 + 2 * (1 + 2 * 9) = 39
    result = explore(Bound(claims=2, agents=2, verifiers=2, principals=2))
    assert result.states == 39**2
    assert result.violations == ()


def test_capacity_cuts_states_and_refuses_unaudited_steps() -> None:
    full = explore(Bound(claims=1, agents=1, verifiers=1, statuses=("verified",)))
    cut = explore(Bound(claims=1, agents=1, verifiers=1, statuses=("verified",), capacity=2))
    assert cut.states < full.states
    assert cut.violations == ()


class ShowsWithoutAuditing(Lifecycle):
    """A planted bug: disclosure is not written to the trail."""

    def show_to_principal(self, claim_id: UUID, *, principal_id: str, actor: str) -> AuditEntry:
        record = self._require(claim_id)
        self._claims[claim_id] = replace(record, shown_to=record.shown_to | {principal_id})
        return self.trail.entries()[-1]


def test_exploration_finds_a_planted_bug() -> None:
    result = explore(Bound(claims=1, agents=1, verifiers=1), factory=ShowsWithoutAuditing)
    assert any(v.startswith("P-3") or v.startswith("P-4") for v in result.violations)


class CrashesOnSuppress(Lifecycle):
    """A planted bug: an unexpected exception instead of a refusal."""

    def suppress(self, claim_id: UUID, *, actor: str, reason: str = "") -> AuditEntry:
        raise KeyError(claim_id)


def test_exploration_reports_unexpected_exceptions() -> None:
    result = explore(Bound(claims=1, agents=1, verifiers=1), factory=CrashesOnSuppress)
    assert any("KeyError" in v for v in result.violations)


def test_main_reports_ok(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--claims", "1", "--agents", "1", "--verifiers", "1"]) == 0
    assert "distinct states" in capsys.readouterr().out
