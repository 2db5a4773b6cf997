"""The gate: emit, revise or block an answer from its findings, score and constitution.

The score the engine passes is the groundedness of the claims that were not
contradicted: a contradiction is priced by the constitution's action for its finding
type, so that ``count_mismatch = "warn"`` means what it says whatever the answer's length.
Unsupported claims count only when critical (a made-up number is; a question, or a
kind the constitution does not guard, is not); unless the policy is strict, neither they nor
the Stage 2 scores of prose claims reach the band (`nyaya.pipeline.stage_gate`).
The action is the most severe of:

- the score band: ``score >= emit`` emits; ``score < block`` blocks; anything in
  between is revised, except that in ``paranoid`` mode a score below ``revise``
  blocks;
- each finding's action under the constitution, by its reason code where the constitution
  names one, else by its type (``block`` and ``revise`` count; ``warn`` and ``pass`` never
  change the action).
"""

from __future__ import annotations

from collections.abc import Sequence

from nyaya.policy.constitution import Constitution
from nyaya.report import Action, Decision, Finding

__all__ = ["Decision", "decide"]

_SEVERITY: dict[Action, int] = {"emit": 0, "revise": 1, "block": 2}


def decide(policy: Constitution, score: float, findings: Sequence[Finding]) -> Decision:
    """The action for an answer with ``score`` and ``findings`` under ``policy``.

    The returned `Decision` names the rule that set the action (the most severe finding
    action, else the score band) and the indices of the findings that set it.
    """
    t = policy.thresholds
    if score >= t.emit:
        band: Action = "emit"
        threshold = t.emit
        reasons = [f"score {score:.2f} >= emit threshold {t.emit:.2f}"]
    elif score < t.block or (policy.mode == "paranoid" and score < t.revise):
        band = "block"
        threshold = t.block if score < t.block else t.revise
        reasons = [f"score {score:.2f} below the block threshold {threshold:.2f}"]
    else:
        band = "revise"
        threshold = t.emit
        reasons = [f"score {score:.2f} below emit threshold {t.emit:.2f}"]
    worst: Action = "emit"
    deciding: list[int] = []
    for i, finding in enumerate(findings):
        verdict = finding.action or policy.action_for(finding.type, finding.reason)
        if verdict not in ("block", "revise"):
            continue
        reasons.append(f"{finding.type} ({finding.reason}) -> {verdict}")
        if _SEVERITY[verdict] > _SEVERITY[worst]:
            worst, deciding = verdict, [i]
        elif verdict == worst:
            deciding.append(i)
    if _SEVERITY[worst] >= _SEVERITY[band] and worst != "emit":
        return Decision(
            action=worst,
            rule="finding_action",
            policy=policy.name,
            mode=policy.mode,
            score=round(score, 4),
            findings=deciding,
            reasons=reasons,
        )
    return Decision(
        action=band,
        rule="clean" if band == "emit" else "score_band",
        policy=policy.name,
        mode=policy.mode,
        score=round(score, 4),
        threshold=threshold,
        reasons=reasons,
    )
