"""A claim's status, score and evidence from what the checks made of it.

- ``contradicted``: a check found what contradicts it (a finding with a witness);
- ``verified``: the evidence holds every value it states that can be checked (and at least
  one), or a check verified the claim as a whole (a count, an action, an absence), and no
  value it states is held by nothing (not even in a hedged claim);
- ``unsupported``: a value it states is held by nothing and contradicted by nothing;
- ``unverifiable``: it states nothing the evidence could confirm or refute (a greeting,
  an offer, a hedged guess).

Scores: verified 1.0 with signed evidence, 0.95 with log evidence; unsupported 0.5 plus
up to 0.3 for the share of its values that were verified; unverifiable 0.9; contradicted 0.
A claim is critical when it states a kind the constitution guards (numbers, dates,
citations, entities, commitments) and asserts it (not a question, an offer or a guess).
Only critical unsupported claims get an ``unsupported_claim`` finding (``warn`` under the
default constitution: the value lowers the trust level, not the action).
"""

from __future__ import annotations

from collections.abc import Sequence

from nyaya.checks.answer import ClaimView
from nyaya.checks.base import Outcome, make_finding, quote
from nyaya.policy.constitution import ClaimKind, Constitution
from nyaya.report import ClaimResult, ClaimStatus, Evidence, Finding

__all__ = ["assess"]

_KIND: dict[str, ClaimKind] = {
    "number": "numbers",
    "money": "numbers",
    "percent": "numbers",
    "duration": "numbers",
    "date": "dates",
    "time": "dates",
    "url": "citations",
    "email": "entities",
    "name": "entities",
    "id": "entities",
}


def assess(
    view: ClaimView, outcomes: Sequence[Outcome], policy: Constitution, signed: set[str]
) -> tuple[ClaimResult, list[Finding]]:
    findings = [f for o in outcomes for f in o.findings]
    evidence: list[Evidence] = []
    statuses: dict[int, str] = {}
    unsupported: list[str] = []
    whole = False
    asserted: list[str] = []
    for o in outcomes:
        if o.asserted and not o.verified_claim:
            # an absence, count or conclusion its own check left open: another check that
            # verified something else of the claim (the lookup "I checked") does not settle it
            asserted.append(o.asserted)
        evidence.extend(o.evidence)
        for i, s in o.settled.items():
            prev = statuses.get(i)
            if prev is None or _rank(s) > _rank(prev):
                statuses[i] = s
        unsupported.extend(o.unsupported)
        whole = whole or o.verified_claim
    evidence = _dedupe(evidence)
    kinds = {
        _KIND[view.values[i].kind]
        for i, s in statuses.items()
        if s != "ignored" and view.values[i].kind in _KIND
    }
    assertive = not view.hedged
    verified = sum(1 for s in statuses.values() if s == "verified")
    missing = [view.values[i] for i, s in statuses.items() if s == "unsupported"]
    status: ClaimStatus
    if findings:
        status, score = "contradicted", 0.0
    elif missing and assertive:
        share = verified / (verified + len(missing))
        status, score = "unsupported", 0.5 + 0.3 * share
    elif asserted and assertive:
        # a conclusion or an absence no output settles: nothing verifies it
        status, score = "unsupported", 0.6
    elif (verified or whole) and evidence and not missing:
        # a hedged claim may state a value nothing holds ("X looks like the best, on a date
        # no output names"): the hedge keeps it from being unsupported, but cannot verify it
        on_signed = all(e.receipt_id in signed for e in evidence if e.receipt_id)
        status, score = "verified", 1.0 if on_signed and signed else 0.95
    else:
        status, score = "unverifiable", 0.9
    critical = bool(kinds & policy.critical) and assertive
    result = ClaimResult(
        id=view.id,
        text=view.claim.text,
        start=view.claim.start,
        end=view.claim.end,
        pramana=view.claim.pramana,
        status=status,
        score=round(score, 4),
        critical=critical,
        evidence=evidence[:20],
        tagged_as=view.claim.tagged_as,
    )
    extra: list[Finding] = []
    if status == "unsupported" and (critical or (asserted and assertive)):
        if missing:
            names = ", ".join(repr(v.text.strip()) for v in missing[:5])
            message = (
                f"nothing in the run holds {names} (stated in {quote(view.claim.text)}), "
                "and nothing contradicts it"
            )
            reason = "value_not_found"
        else:
            message = (
                f"nothing in the run settles the {asserted[0]} in {quote(view.claim.text)}, "
                "and nothing contradicts it"
            )
            reason = f"{asserted[0]}_not_settled"
        extra.append(
            make_finding(
                "unsupported_claim",
                view,
                message,
                reason=reason,
                expected="a value from a tool output, a derivation or the context",
                found=[v.text.strip() for v in missing[:5]],
            )
        )
    return result, extra


def _rank(status: str) -> int:
    return {"ignored": 0, "unsupported": 1, "verified": 2, "contradicted": 3}.get(status, 0)


def _dedupe(items: list[Evidence]) -> list[Evidence]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for e in items:
        key = (e.receipt_id, e.field, e.source, e.derivation, str(e.value))
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out
