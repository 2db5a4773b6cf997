"""Assertions for test suites: is this recorded agent run grounded?

::

    from nyaya.testing import assert_grounded

    def test_inbox_agent():
        assert_grounded("runs/inbox.json", policy="general")

`assert_grounded` checks the run and raises `AssertionError` listing each finding
with what was expected and what was found when the action is worse than ``allow``.
The pytest plugin (`nyaya.integrations.pytest_plugin`, ``--nyaya-runs DIR``) turns
every run in a folder into such a test.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from nyaya.engine import check
from nyaya.formats.render import decision_lines, witness_text
from nyaya.formats.runs import load_run, load_run_file
from nyaya.integrations.common import load_policy
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing
from nyaya.report import Action, HallucinationReport
from nyaya.run import Run

__all__ = ["assert_grounded", "failure_message"]

_SEVERITY: dict[str, int] = {"emit": 0, "revise": 1, "block": 2}


def assert_grounded(
    run: Run | Any,
    *,
    policy: Constitution | str | None = None,
    keys: KeyRing | None = None,
    allow: Action = "emit",
) -> HallucinationReport:
    """Check ``run`` (a `Run`, its JSON, or a path to it) and return the report;
    `AssertionError` when the action is worse than ``allow``."""
    loaded = load_run_file(run) if isinstance(run, (str, Path)) else load_run(run)
    report = check(loaded, keys=keys, policy=load_policy(policy))
    if _SEVERITY[report.action] > _SEVERITY[allow]:
        raise AssertionError(failure_message(report))
    return report


def failure_message(report: HallucinationReport) -> str:
    """Why a run is not grounded: the decision, then each finding, expected vs found."""
    lines = [f"run {report.run_id} is not grounded: {'; '.join(decision_lines(report))}"]
    for n, f in enumerate(report.findings, start=1):
        where = f" {f.claim_id}" if f.claim_id else ""
        lines.append(f"  #{n} {f.type} [{f.action or '-'}]{where}: {f.message}")
        lines.append(f"      expected: {_short(f.expected)}   found: {_short(f.found)}")
        if f.witness is not None:
            lines.append(f"      witness: {witness_text(f.witness)}")
    if not report.findings:
        lines.append(f"  no finding; overall score {report.overall_score:.2f}")
    return "\n".join(lines)


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 100 else text[:99] + "…"
