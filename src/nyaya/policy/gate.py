"""The gate: emit, revise or block an answer from its findings, score and constitution.

The score the engine passes is the groundedness of the claims that were not
contradicted: a contradiction is priced by the constitution's action for its finding
type, so that ``count_mismatch = "warn"`` means what it says whatever the answer's length.
Unsupported claims count only when critical (a made-up number is; a question, or a
kind the constitution does not guard, is not).
The action is the most severe of:

- the score band: ``score >= emit`` emits; ``score < block`` blocks; anything in
  between is revised, except that in ``paranoid`` mode a score below ``revise``
  blocks;
- each finding's action under the constitution (``block`` and ``revise`` count;
  ``warn`` and ``pass`` never change the action).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from nyaya.policy.constitution import Constitution
from nyaya.report import Action, Finding

__all__ = ["Decision", "decide"]

_SEVERITY: dict[Action, int] = {"emit": 0, "revise": 1, "block": 2}


@dataclass(frozen=True, slots=True)
class Decision:
    """The gate's action and the reasons that set it (one line each)."""

    action: Action
    reasons: tuple[str, ...]


def decide(policy: Constitution, score: float, findings: Sequence[Finding]) -> Decision:
    """The action for an answer with ``score`` and ``findings`` under ``policy``."""
    t = policy.thresholds
    if score >= t.emit:
        action: Action = "emit"
        reasons = [f"score {score:.2f} >= emit threshold {t.emit:.2f}"]
    elif score < t.block or (policy.mode == "paranoid" and score < t.revise):
        action = "block"
        reasons = [f"score {score:.2f} below the block threshold"]
    else:
        action = "revise"
        reasons = [f"score {score:.2f} below emit threshold {t.emit:.2f}"]
    for finding in findings:
        verdict = finding.action or policy.action_for(finding.type)
        if verdict in ("block", "revise"):
            if _SEVERITY[verdict] > _SEVERITY[action]:
                action = verdict
            reasons.append(f"{finding.type} -> {verdict}")
    return Decision(action=action, reasons=tuple(reasons))
