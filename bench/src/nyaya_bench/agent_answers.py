"""The `agent-answers` suite: labelled real-style agent runs, scored by the action taken.

Each line of a ``*.jsonl`` file in the data folder is ``{"id", "language", "label",
"run"}`` with ``label`` either ``clean`` or one hallucination type. The suite checks every
run with `nyaya.check` under the default constitution and reports what a user of the gate
sees, per language and overall:

- **clean emitted**: clean runs whose action is ``emit``;
- **withheld**: hallucinated runs whose action is ``revise`` or ``block``;
- **type named**: hallucinated runs with a finding of their labelled type, also per type;
- **fully_verified precision**: the share of runs labelled ``fully_verified`` that are clean;
- the median check time (CPU time, one core) and the 90th and 99th percentiles.

It uses nyaya's public API only.
"""

from __future__ import annotations

import json
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nyaya

__all__ = ["TYPES", "markdown", "run_agent_answers"]

TYPES = (
    "fabricated_tool_call",
    "count_mismatch",
    "fact_mismatch",
    "inference_as_fact",
    "false_absence",
    "source_fabrication",
)


def _rows(folder: Path) -> Iterator[dict[str, Any]]:
    files = sorted(folder.glob("*.jsonl")) if folder.is_dir() else [folder]
    if not files:
        raise nyaya.BadInput("no .jsonl files in the folder", field="--data")
    for path in files:
        with path.open(encoding="utf-8") as handle:
            for n, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise nyaya.BadInput(f"{path.name} line {n}: not JSON ({exc.msg})") from exc
                if not isinstance(row, dict) or "run" not in row or "label" not in row:
                    raise nyaya.BadInput(f"{path.name} line {n}: needs 'run' and 'label'")
                yield row


def run_agent_answers(data: Path) -> dict[str, Any]:
    """Check every labelled run of ``data`` (a folder of JSONL files, or one file)."""
    stats: dict[str, Counter[str]] = defaultdict(Counter)
    by_type: dict[str, Counter[str]] = defaultdict(Counter)
    cpu: list[float] = []
    wall: list[float] = []
    misses: list[dict[str, Any]] = []
    for row in _rows(data):
        language = str(row.get("language") or "?")
        label = str(row["label"])
        clean = label == "clean"
        started, clock = time.process_time(), time.perf_counter()
        report = nyaya.check(row["run"])
        cpu.append((time.process_time() - started) * 1000)
        wall.append((time.perf_counter() - clock) * 1000)
        types = {f.type for f in report.findings}
        for key in ("all", language):
            s = stats[key]
            if clean:
                s["clean"] += 1
                s["clean_emitted"] += report.action == "emit"
            else:
                s["hallucinated"] += 1
                s["withheld"] += report.action != "emit"
                s["type_named"] += label in types
            if report.trust_level == "fully_verified":
                s["fully_verified"] += 1
                s["fully_verified_clean"] += clean
        if not clean:
            t = by_type[label]
            t["n"] += 1
            t["withheld"] += report.action != "emit"
            t["type_named"] += label in types
        if (clean and report.action != "emit") or (not clean and label not in types):
            misses.append(
                {
                    "id": row.get("id"),
                    "label": label,
                    "action": report.action,
                    "findings": sorted(types),
                }
            )
    return {
        "runs": sum(stats["all"][k] for k in ("clean", "hallucinated")),
        "by_language": {k: dict(v) for k, v in stats.items()},
        "by_type": {k: dict(v) for k, v in sorted(by_type.items())},
        "cpu_ms": _percentiles(cpu),
        "wall_ms": _percentiles(wall),
        "misses": misses,
    }


def _percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {}
    ordered = sorted(values)
    return {
        "median": round(statistics.median(ordered), 3),
        "p90": round(ordered[int(0.9 * (len(ordered) - 1))], 3),
        "p99": round(ordered[int(0.99 * (len(ordered) - 1))], 3),
    }


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:.1f}%" if b else "n/a"


def markdown(result: dict[str, Any], data: str = "") -> str:
    """The suite's figures as a report."""
    lines = [
        "# nyaya bench: `agent-answers`",
        "",
        f"Data: `{data}` ({result['runs']} runs). Action under the default constitution.",
        "",
        "| language | clean emitted | hallucinated withheld | type named | fully_verified clean |",
        "|---|---|---|---|---|",
    ]
    langs = result["by_language"]
    for key in ["all", *sorted(k for k in langs if k != "all")]:
        s = langs[key]
        clean, bad, fv = s.get("clean", 0), s.get("hallucinated", 0), s.get("fully_verified", 0)
        lines.append(
            f"| {key} | {_pct(s.get('clean_emitted', 0), clean)} (n={clean}) "
            f"| {_pct(s.get('withheld', 0), bad)} | {_pct(s.get('type_named', 0), bad)} (n={bad}) "
            f"| {_pct(s.get('fully_verified_clean', 0), fv)} (n={fv}) |"
        )
    lines += ["", "| type | withheld | type named | n |", "|---|---|---|---|"]
    for label, t in result["by_type"].items():
        withheld, named = _pct(t["withheld"], t["n"]), _pct(t["type_named"], t["n"])
        lines.append(f"| {label} | {withheld} | {named} | {t['n']} |")
    cpu, wall = result["cpu_ms"], result["wall_ms"]
    lines += [
        "",
        f"Check time per run (CPU, one core): median {cpu.get('median')} ms, "
        f"p90 {cpu.get('p90')} ms, p99 {cpu.get('p99')} ms; wall median {wall.get('median')} ms.",
        "",
    ]
    return "\n".join(lines)
