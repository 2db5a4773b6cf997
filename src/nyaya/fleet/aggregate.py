"""The fleet report's numbers: counts that add up across partitions, in any order.

Everything here is a sum or a bounded, totally ordered list, so merging partition
aggregates in any order gives the same result, and `canonical` writes it as the same
bytes whether one process or a cluster did the work. Timings are not aggregated here
(they differ between runs); the job records them apart.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from nyaya.report import HallucinationReport

__all__ = ["Aggregate", "WorstRun", "canonical"]

_SEVERITY = {"block": 0, "revise": 1, "emit": 2}
SCORE_BINS = 10


@dataclass(frozen=True, order=True, slots=True)
class WorstRun:
    """A run among the worst: ordered by action severity, then score, then id."""

    severity: int
    score: float
    run_id: str
    source: str
    action: str
    trust_level: str
    agent: str
    day: str
    findings: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "source": self.source,
            "action": self.action,
            "trust_level": self.trust_level,
            "overall_score": self.score,
            "agent": self.agent,
            "day": self.day,
            "findings": list(self.findings),
        }


@dataclass
class Aggregate:
    """Counts over the runs (or receipts) of one partition or of the whole fleet."""

    top: int = 20
    runs: int = 0
    by_action: Counter[str] = field(default_factory=Counter)
    by_trust: Counter[str] = field(default_factory=Counter)
    by_finding: Counter[str] = field(default_factory=Counter)
    by_reason: Counter[str] = field(default_factory=Counter)
    by_agent: dict[str, Counter[str]] = field(default_factory=dict)
    by_day: dict[str, Counter[str]] = field(default_factory=dict)
    scores: list[int] = field(default_factory=lambda: [0] * SCORE_BINS)
    errors: Counter[str] = field(default_factory=Counter)
    worst: list[WorstRun] = field(default_factory=list)
    receipts: Counter[str] = field(default_factory=Counter)

    def add_report(self, report: HallucinationReport, *, agent: str, day: str, source: str) -> None:
        """Count one checked run."""
        self.runs += 1
        self.by_action[report.action] += 1
        self.by_trust[report.trust_level] += 1
        for f in report.findings:
            self.by_finding[f.type] += 1
            self.by_reason[f"{f.type}:{f.reason}"] += 1
        self.by_agent.setdefault(agent, Counter())[report.action] += 1
        self.by_day.setdefault(day, Counter())[report.action] += 1
        self.scores[min(int(report.overall_score * SCORE_BINS), SCORE_BINS - 1)] += 1
        if report.action != "emit":
            self._keep(
                WorstRun(
                    _SEVERITY[report.action],
                    report.overall_score,
                    report.run_id,
                    source,
                    report.action,
                    report.trust_level,
                    agent,
                    day,
                    tuple(sorted({f.type for f in report.findings})),
                )
            )

    def add_error(self, code: str) -> None:
        """Count one line or entry that could not be checked at all."""
        self.errors[code] += 1

    def _keep(self, run: WorstRun) -> None:
        self.worst.append(run)
        if len(self.worst) > 2 * self.top:
            self.worst = sorted(self.worst)[: self.top]

    def merge(self, other: Aggregate) -> None:
        """Add ``other`` into this aggregate."""
        self.runs += other.runs
        self.by_action.update(other.by_action)
        self.by_trust.update(other.by_trust)
        self.by_finding.update(other.by_finding)
        self.by_reason.update(other.by_reason)
        for key, counts in other.by_agent.items():
            self.by_agent.setdefault(key, Counter()).update(counts)
        for key, counts in other.by_day.items():
            self.by_day.setdefault(key, Counter()).update(counts)
        self.scores = [a + b for a, b in zip(self.scores, other.scores, strict=True)]
        self.errors.update(other.errors)
        self.receipts.update(other.receipts)
        self.worst = sorted(self.worst + other.worst)[: self.top]

    def to_json(self) -> dict[str, Any]:
        """Plain JSON, keys sorted by `canonical`."""
        return {
            "runs": self.runs,
            "by_action": dict(self.by_action),
            "by_trust_level": dict(self.by_trust),
            "by_finding_type": dict(self.by_finding),
            "by_finding_reason": dict(self.by_reason),
            "by_agent": {k: dict(v) for k, v in self.by_agent.items()},
            "by_day": {k: dict(v) for k, v in self.by_day.items()},
            "score_histogram": list(self.scores),
            "errors": dict(self.errors),
            "receipts": dict(self.receipts),
            "worst_runs": [w.to_json() for w in sorted(self.worst)[: self.top]],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], *, top: int = 20) -> Aggregate:
        """The inverse of `to_json` (for partitions read back from disk on a restart)."""
        agg = cls(top=top)
        agg.runs = int(data["runs"])
        agg.by_action = Counter(data["by_action"])
        agg.by_trust = Counter(data["by_trust_level"])
        agg.by_finding = Counter(data["by_finding_type"])
        agg.by_reason = Counter(data["by_finding_reason"])
        agg.by_agent = {k: Counter(v) for k, v in data["by_agent"].items()}
        agg.by_day = {k: Counter(v) for k, v in data["by_day"].items()}
        agg.scores = list(data["score_histogram"])
        agg.errors = Counter(data["errors"])
        agg.receipts = Counter(data.get("receipts", {}))
        severity = {"block": 0, "revise": 1, "emit": 2}
        agg.worst = [
            WorstRun(
                severity[w["action"]],
                w["overall_score"],
                w["run_id"],
                w["source"],
                w["action"],
                w["trust_level"],
                w["agent"],
                w["day"],
                tuple(w["findings"]),
            )
            for w in data["worst_runs"]
        ]
        return agg


def canonical(data: Any) -> str:
    """The one way aggregates are written: sorted keys, fixed separators, a final newline."""
    return json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False) + "\n"
