"""Trust levels by the documented rules; the gate from score bands and finding actions."""

from __future__ import annotations

import pytest

from nyaya.policy import Constitution, decide, overall_score, trust_level
from nyaya.report import ClaimResult, Finding


def claim(status: str, *, critical: bool = False, score: float | None = None) -> ClaimResult:
    default = {"verified": 1.0, "contradicted": 0.0, "unsupported": 0.4, "unverifiable": 0.9}[
        status
    ]
    return ClaimResult(
        id="c",
        text="t",
        start=0,
        end=1,
        pramana="pratyaksa",
        status=status,
        score=default if score is None else score,
        critical=critical,
    )


@pytest.mark.parametrize(
    ("statuses", "level"),
    [
        ([], "ungrounded"),
        (["verified", "verified"], "fully_verified"),
        (["verified", "verified", "verified", "unsupported"], "mostly_verified"),
        (["verified", "unsupported"], "partial"),
        (["unsupported", "unsupported"], "ungrounded"),
        (["unverifiable"], "ungrounded"),
        (["verified", "verified", "verified", "contradicted"], "partial"),
        (["verified", "contradicted"], "unreliable"),
    ],
)
def test_trust_levels(statuses, level):
    assert trust_level([claim(s) for s in statuses]) == level


def test_critical_contradiction_is_unreliable():
    claims = [claim("verified")] * 5 + [claim("contradicted", critical=True)]
    assert trust_level(claims) == "unreliable"


def test_critical_unsupported_prevents_mostly_verified():
    claims = [claim("verified")] * 4 + [claim("unsupported", critical=True)]
    assert trust_level(claims) == "partial"


def test_aggregates():
    claims = [claim("verified", critical=True), claim("unsupported")]
    assert overall_score(claims, "min") == 0.4
    assert overall_score(claims, "weighted_mean") == pytest.approx((2 * 1.0 + 0.4) / 3, abs=1e-4)
    assert overall_score([], "weighted_mean") == 0.0


@pytest.mark.parametrize(
    ("score", "action"),
    [(0.9, "emit"), (0.85, "emit"), (0.7, "revise"), (0.5, "revise"), (0.39, "block")],
)
def test_score_bands_standard(score, action):
    assert decide(Constitution.default(), score, []).action == action


def test_paranoid_blocks_below_revise():
    assert decide(Constitution.default("paranoid"), 0.7, []).action == "block"


def test_finding_actions_escalate_but_warn_does_not():
    policy = Constitution.default()
    warn = Finding(type="unsupported_claim", message="m", action="warn")
    block = Finding(type="fabricated_tool_call", message="m")
    assert decide(policy, 1.0, [warn]).action == "emit"
    assert decide(policy, 1.0, [block]).action == "block"
    revise = Finding(type="fact_mismatch", message="m")
    assert decide(policy, 1.0, [revise]).action == "revise"
