"""Stage 2 scores are a measure, not a witness: the score band moves only under a strict policy.

A correct paraphrase of a message body ("swapped" for "replaced") scores between the
scorer's thresholds. It lowers the claim's score and the trust level, but with nothing that
contradicts it the default policy emits; a strict policy may still hold such answers back.
"""

from __future__ import annotations

from typing import Any

import nyaya
from nyaya.policy.constitution import Constitution

_RUN: dict[str, Any] = {
    "user": "What did the plumber say about the leak?",
    "calls": [
        {
            "id": "c1",
            "tool": "read_message",
            "arguments": {"id": "m7"},
            "output": {
                "from": "Ravi Plumbing",
                "body": "The pipe under the kitchen sink was loose. I tightened the fitting "
                "and replaced the washer. Please run the tap for a minute tomorrow morning.",
            },
        }
    ],
}


def _check(response: str, policy: Constitution | None = None) -> Any:
    run = {**_RUN, "response": response}
    return nyaya.check(run, policy=policy) if policy else nyaya.check(run)


def test_a_paraphrase_scored_between_the_thresholds_is_emitted_by_default() -> None:
    report = _check("The kitchen pipe was loose. He tightened the fitting and swapped the washer.")
    paraphrase = report.claims[-1]
    assert paraphrase.status == "unverifiable" and paraphrase.score < 0.85  # scored low...
    assert report.action == "emit" and report.decision.rule == "clean"  # ...but no witness


def test_a_strict_policy_lets_the_stage_2_score_set_the_band() -> None:
    strict = Constitution.from_dict({"strict_unsupported": True})
    report = _check(
        "The kitchen pipe was loose. He tightened the fitting and swapped the washer.", strict
    )
    assert report.action == "revise" and report.decision.rule == "score_band"


def test_a_contradicted_value_still_decides_under_the_default_policy() -> None:
    # the witness path is unchanged: a wrong sender is a finding, whatever the band says
    report = _check("The message is from Asha Plumbing: the kitchen pipe was loose.")
    assert report.action == "revise" and report.decision.rule == "finding_action"
    assert [f.type for f in report.findings] == ["fact_mismatch"]
