"""Trust levels and the overall score of an answer, from its checked claims.

A claim is *checkable* when its status is not ``unverifiable`` (it asserts
something the run's evidence could confirm or refute). With C the checkable
claims and V the share of C that is verified, the trust level is the first rule
that applies:

1. ``ungrounded``: the answer has no claims at all (empty, or nothing could be read).
2. ``unreliable``: a contradicted claim is critical, or at least a third of C is contradicted.
3. ``partial``: some other claim is contradicted.
4. ``ungrounded``: C is empty (nothing checkable) or no claim of C is verified (V = 0).
5. ``fully_verified``: every claim of C is verified (V = 1).
6. ``mostly_verified``: V >= 0.75 and no critical claim is unsupported.
7. ``partial``: otherwise.

The overall score aggregates claim scores. ``min`` is the weakest claim;
``weighted_mean`` weighs critical checkable claims 2, other checkable claims 1
and unverifiable claims 0.5 (they say little either way). No claims scores 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from nyaya.report import ClaimResult, TrustLevel

__all__ = ["MOSTLY_VERIFIED_SHARE", "overall_score", "trust_level"]

MOSTLY_VERIFIED_SHARE = 0.75


def trust_level(claims: Sequence[ClaimResult]) -> TrustLevel:
    """The answer's trust level by the rules in this module's docstring."""
    if not claims:
        return "ungrounded"
    checkable = [c for c in claims if c.status != "unverifiable"]
    contradicted = [c for c in checkable if c.status == "contradicted"]
    if contradicted:
        if any(c.critical for c in contradicted) or 3 * len(contradicted) >= len(checkable):
            return "unreliable"
        return "partial"
    verified = sum(1 for c in checkable if c.status == "verified")
    if not checkable or verified == 0:
        return "ungrounded"
    if verified == len(checkable):
        return "fully_verified"
    share = verified / len(checkable)
    unsupported_critical = any(c.critical and c.status == "unsupported" for c in checkable)
    if share >= MOSTLY_VERIFIED_SHARE and not unsupported_critical:
        return "mostly_verified"
    return "partial"


def overall_score(claims: Sequence[ClaimResult], method: str = "weighted_mean") -> float:
    """Aggregate claim scores by ``min`` or ``weighted_mean`` (see the module docstring)."""
    if not claims:
        return 0.0
    if method == "min":
        return min(c.score for c in claims)
    total = weight_sum = 0.0
    for c in claims:
        weight = 0.5 if c.status == "unverifiable" else (2.0 if c.critical else 1.0)
        total += weight * c.score
        weight_sum += weight
    return round(total / weight_sum, 4)
